import Foundation

/// The commit and dirty state of the checkout a notebook sits in, for the run history.
///
/// A notebook may come from a checkout nobody here vetted, and a repository's own config can make
/// `git` run programs (`core.fsmonitor`, filter drivers, hooks, a pager). So the commit is read
/// from `.git/HEAD` and the refs (loose, then `packed-refs`) without running anything, and the
/// dirty state comes from a `git status` with every program-running setting switched off.
enum Git {
  /// The commit HEAD names, in hex; nil outside a checkout or when it cannot be read.
  static func commit(in folder: String) -> String? {
    guard let dirs = gitDirectories(from: folder) else { return nil }
    var name = "HEAD"
    // A symbolic ref names another ref; a few steps at most.
    for _ in 0..<5 {
      guard let text = ref(name, dirs: dirs) else { return nil }
      if text.hasPrefix("ref: ") {
        name = String(text.dropFirst(5)).trimmingCharacters(in: .whitespaces)
        guard name.hasPrefix("refs/"), !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        continue
      }
      return isObjectName(text) ? text : nil
    }
    return nil
  }

  /// Whether tracked files differ from HEAD; nil when git is missing, fails or it is not a checkout.
  static func isDirty(in folder: String) -> Bool? {
    guard gitDirectories(from: folder) != nil else { return nil }
    var neutral = [
      "core.fsmonitor=false", "core.hooksPath=/dev/null", "core.pager=cat", "core.attributesFile=/dev/null",
      "core.sshCommand=false", "status.showUntrackedFiles=no", "submodule.recurse=false",
    ]
    // Each filter driver the config names (repository, included files) gets empty commands:
    // git then leaves the files as they are instead of piping them through the driver.
    guard let config = run(["config", "--null", "--list"], in: folder, settings: neutral) else { return nil }
    var drivers = Set<String>()
    for entry in config.split(separator: 0) {
      let key = String(decoding: entry.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self).lowercased()
      if key.hasPrefix("filter."), let dot = key.lastIndex(of: "."), dot > key.index(key.startIndex, offsetBy: 6) {
        drivers.insert(String(key[key.index(key.startIndex, offsetBy: 7)..<dot]))
      }
    }
    for driver in drivers.sorted() {
      neutral += ["clean", "smudge", "process"].map { "filter.\(driver).\($0)=" } + ["filter.\(driver).required=false"]
    }
    let status = run(
      ["status", "--porcelain", "--untracked-files=no", "--ignore-submodules=all"], in: folder, settings: neutral)
    return status.map { !$0.isEmpty }
  }

  /// `git -c S… --no-pager --no-optional-locks -C folder ARGS` with only PATH of the environment
  /// (no GIT_DIR or the like from outside), no system or global config, and no terminal prompt.
  private static func run(_ arguments: [String], in folder: String, settings: [String]) -> [UInt8]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + settings.flatMap { ["-c", $0] } + ["--no-pager", "--no-optional-locks", "-C", folder] + arguments
    process.environment = [
      "PATH": CommandEnvironment["PATH"] ?? "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_TERMINAL_PROMPT": "0", "HOME": "/nonexistent", "LC_ALL": "C",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return [UInt8](data)
  }

  /// The checkout's git folder (HEAD and its own refs) and the common one (shared refs, packed-refs),
  /// found from `folder` upward; a linked worktree's `.git` file points at the first.
  static func gitDirectories(from folder: String) -> (own: String, common: String)? {
    var url = URL(fileURLWithPath: folder).standardizedFileURL
    while true {
      let dotGit = url.appendingPathComponent(".git").path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: dotGit, isDirectory: &isFolder) {
        var own = dotGit
        if !isFolder.boolValue {
          guard let text = read(dotGit), text.hasPrefix("gitdir: ") else { return nil }
          let path = String(text.dropFirst(8))
          own = path.hasPrefix("/") ? path : url.appendingPathComponent(path).standardizedFileURL.path
        }
        guard FileManager.default.fileExists(atPath: own + "/HEAD") else { return nil }
        let common = read(own + "/commondir").map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: own + "/" + $0).standardizedFileURL.path }
        return (own, common ?? own)
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }

  /// A ref's text: HEAD and worktree refs from the checkout's own folder, others loose from the
  /// common folder, else from its `packed-refs`.
  private static func ref(_ name: String, dirs: (own: String, common: String)) -> String? {
    let ownRef = name == "HEAD" || name.hasPrefix("refs/worktree/") || name.hasPrefix("refs/bisect/")
    if let text = read((ownRef ? dirs.own : dirs.common) + "/" + name) { return text }
    guard name != "HEAD", let packed = read(dirs.common + "/packed-refs") else { return nil }
    for line in packed.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("^") {
      let fields = line.split(separator: " ", maxSplits: 1)
      if fields.count == 2, fields[1] == name { return String(fields[0]) }
    }
    return nil
  }

  /// SHA-1 (40) or SHA-256 (64) hex digits.
  private static func isObjectName(_ text: String) -> Bool {
    (text.count == 40 || text.count == 64) && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
  }

  /// A small text file, trimmed; nil when missing, not a regular file, or larger than a ref file can be.
  private static func read(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size < 16 << 20,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
