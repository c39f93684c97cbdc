import Foundation

/// Reading inputs and the clock: the I/O the pure modules get handed as closures.
enum FileAccess {
  @Sendable static func read(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
  }

  /// Every `.yaml` file of a folder and of its sub-folders, sorted by path, and what could not be
  /// read: the folder itself (missing, not a folder) or a file (unreadable, not UTF-8), each named
  /// with why.
  static func yamlFiles(in folder: String) -> (files: [(path: String, text: String)], problems: [String]) {
    let names: [String]
    var linked: [String] = []
    do {
      names = try yamlNames(in: folder, linked: &linked)
    } catch {
      return ([], ["\(folder): cannot read the folder (\(folderReason(folder, error)))"])
    }
    var files: [(path: String, text: String)] = []
    var problems = linked.map { "\(folder)/\($0)/: a link to a folder, not read (it could lead out of the project or loop)" }
    for name in names {
      let path = folder + "/" + name
      switch text(of: path) {
      case .success(let text): files.append((path, text))
      case .failure(let problem): problems.append("\(path): \(problem.why)")
      }
    }
    return (files, problems)
  }

  /// The `.yaml` and `.yml` names of a folder, and `sub/name.yaml` of its sub-folders (a team's
  /// presets in `datasets/presets/team/`), sorted. Hidden entries and linked folders are skipped
  /// (a link could loop; `linked` names them); a sub-folder that cannot be listed is skipped too.
  static func yamlNames(in folder: String, linked: inout [String]) throws -> [String] {
    var names: [String] = []
    func walk(_ relative: String, depth: Int) throws {
      let path = relative.isEmpty ? folder : folder + "/" + relative
      for name in try FileManager.default.contentsOfDirectory(atPath: path) where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
          names.append(child)
          continue
        }
        var info = stat(), target = stat()
        guard depth < 8, lstat(folder + "/" + child, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFLNK, stat(folder + "/" + child, &target) == 0, target.st_mode & S_IFMT == S_IFDIR {
          linked.append(child)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { continue }
        try? walk(child, depth: depth + 1)
      }
    }
    try walk("", depth: 0)
    return names.sorted()
  }

  struct Unreadable: Error { var why: String }

  /// The UTF-8 text of a file in a folder of inputs, or why there is none. A folder or a FIFO
  /// named like an input is said for what it is (reading a FIFO would wait forever).
  static func text(of path: String) -> Result<String, Unreadable> {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      return .failure(Unreadable(why: info.st_mode & S_IFMT == S_IFDIR ? "a folder, not a file" : "not a regular file"))
    }
    guard let bytes = read(path) else { return .failure(Unreadable(why: "cannot read the file")) }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Unreadable(why: "not UTF-8 text")) }
    return .success(text)
  }

  /// Why a folder cannot be listed, in the system's words ("No such file or directory").
  static func folderReason(_ folder: String, _ error: Error) -> String {
    if let dir = opendir(folder) {
      closedir(dir)
      return (error as NSError).localizedDescription
    }
    return String(cString: strerror(errno))
  }

  @Sendable static func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// SOURCE_DATE_EPOCH when set (reproducible builds' convention), else now; a value that is not
  /// a whole number of seconds is said on standard error, never ignored in silence.
  static func reportDate() -> Int64 {
    if let text = CommandEnvironment["SOURCE_DATE_EPOCH"], sourceDateEpoch == nil {
      Console.error("presslab: warning: SOURCE_DATE_EPOCH='\(text)' is not a whole number of seconds; using the current time\n")
    }
    return sourceDateEpoch ?? Int64(Date().timeIntervalSince1970)
  }

  /// True when SOURCE_DATE_EPOCH asks for output that is the same bytes on every run.
  static var isReproducible: Bool { sourceDateEpoch != nil }

  private static var sourceDateEpoch: Int64? {
    CommandEnvironment["SOURCE_DATE_EPOCH"].flatMap { Int64($0) }
  }

  /// The bytes of `path`, or of standard input for `-`.
  static func readInput(_ path: String) -> [UInt8]? {
    guard path == "-" else { return read(path) }
    return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
  }
}
