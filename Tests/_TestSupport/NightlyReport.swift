import Foundation

/// `reports/nightly.md` run once by the built `presslab` (`--presets datasets/presets
/// --no-history`, SOURCE_DATE_EPOCH 1700000000) and shared by every test that reads what it
/// writes. Test processes run side by side (`swift test --parallel`), so the run is kept in
/// `.build/test-cache/`, keyed by the binary (size and time) and the bytes of the notebook and
/// `datasets/`: the first process makes it under an exclusive lock while the others wait, then all
/// read it. It is made in a temporary folder and renamed in, so a half-made run is never read.
/// Read-only for tests: write anything derived from it into a folder of your own.
public enum NightlyReport {
  /// The folder the run wrote into `-o`; the report itself is in `nightly/`.
  public static func output() throws -> String { try shared.get() }

  /// `nightly/<name>` of the shared run.
  public static func file(_ name: String) throws -> String { try output() + "/nightly/" + name }

  /// The arguments of the shared run, without its `-o`.
  public static let arguments = ["run", "reports/nightly.md", "--presets", "datasets/presets", "--no-history"]
  public static let environment = ["SOURCE_DATE_EPOCH": "1700000000"]

  /// One look-up per process; the cache folder is shared between processes.
  private static let shared = Result { try cachedRun() }

  public struct RunFailed: Error, CustomStringConvertible {
    public var description: String
  }

  private static func cachedRun() throws -> String {
    let binary = try ProcessRunner.presslabBinary()
    let cache = PackagePaths.root.appendingPathComponent(".build/test-cache").path
    try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
    let folder = cache + "/nightly-" + (try key(binary: binary))
    let lock = open(cache + "/nightly.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else { throw RunFailed(description: "cannot open \(cache)/nightly.lock: \(String(cString: strerror(errno)))") }
    defer { close(lock) }
    // Blocks while another process makes the run: it waits for that run, not for a while.
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else { throw RunFailed(description: "cannot lock \(cache)/nightly.lock") }
    }
    defer { flock(lock, LOCK_UN) }
    if FileManager.default.fileExists(atPath: folder) { return folder }
    // Runs for other binaries or inputs are stale: keep only this one.
    for name in try FileManager.default.contentsOfDirectory(atPath: cache) where name.hasPrefix("nightly-") {
      try? FileManager.default.removeItem(atPath: cache + "/" + name)
    }
    let making = folder + ".making"
    let result = try ProcessRunner.run(binary, arguments + ["-o", making], environment: environment)
    guard result.status == 0 else {
      try? FileManager.default.removeItem(atPath: making)
      throw RunFailed(description: "presslab \(arguments.joined(separator: " ")) exited \(result.status):\n\(result.all)")
    }
    guard rename(making, folder) == 0 else { throw RunFailed(description: "cannot rename \(making): \(String(cString: strerror(errno)))") }
    return folder
  }

  /// FNV-1a (64 bit) of the binary's size and modification time and of every input file's path
  /// and bytes: any change to what the run reads gives another folder.
  private static func key(binary: String) throws -> String {
    var info = stat()
    guard stat(binary, &info) == 0 else { throw RunFailed(description: "cannot stat \(binary)") }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ bytes: some Sequence<UInt8>) {
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    add(Array("\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(arguments) \(environment)".utf8))
    var inputs = ["reports/nightly.md"]
    let datasets = PackagePaths.datasets.path
    if let enumerator = FileManager.default.enumerator(atPath: datasets) {
      while let name = enumerator.nextObject() as? String { inputs.append("datasets/" + name) }
    }
    for relative in inputs.sorted() {
      guard let data = FileManager.default.contents(atPath: PackagePaths.path(relative)) else { continue }
      add(Array(relative.utf8) + [0])
      add(data)
    }
    return String(hash, radix: 16)
  }
}
