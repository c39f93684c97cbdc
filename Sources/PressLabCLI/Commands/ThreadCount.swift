import Foundation
import TextFormats

/// `--threads N` of `sweep`, `run` and `bench`: how many worker threads. 0 asks for every core, and
/// more threads than the machine has cores would only take turns on them: both use what the machine
/// has and say so on standard error.
enum ThreadCount {
  /// The thread count `option` asks for on a machine of `cores` cores (every core when not given);
  /// `note` receives what was made of 0 or of too many.
  static func resolve(
    _ option: Double?, command: String, cores: Int = ProcessInfo.processInfo.activeProcessorCount,
    note: (String) -> Void = { Console.error($0) }
  ) throws -> Int {
    let cores = max(1, cores)
    guard let option else { return cores }
    guard option >= 0, option == option.rounded(), option.isFinite else {
      throw CLIError.usage("--threads must be a whole number of threads (0 for every core), got \(NumberText.cell(option))")
    }
    if option == 0 {
      note("presslab \(command): --threads 0: using every core, \(cores) thread\(cores == 1 ? "" : "s")\n")
      return cores
    }
    if option > Double(cores) {
      let given = option < 1e15 ? String(Int(option)) : NumberText.cell(option)
      note("presslab \(command): --threads \(given) is more than this machine's \(cores) "
        + "core\(cores == 1 ? "" : "s"): using \(cores) thread\(cores == 1 ? "" : "s")\n")
      return cores
    }
    return Int(option)
  }
}
