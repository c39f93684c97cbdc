import PressLabCLI

#if canImport(Glibc)
  import Glibc
#endif

PressLab.removeTemporaryFilesOnInterrupt()
exit(PressLab.main(CommandLine.arguments))
