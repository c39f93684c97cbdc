import PressLabCLI

#if canImport(Glibc)
  import Glibc
#endif

exit(PressLab.main(CommandLine.arguments))
