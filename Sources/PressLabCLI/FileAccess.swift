import Foundation

/// Reading inputs and the clock: the I/O the pure modules get handed as closures.
enum FileAccess {
  @Sendable static func read(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
  }

  /// Every `.yaml` file of a folder, sorted by name; none when the folder is missing.
  static func yamlFiles(in folder: String) -> [(path: String, text: String)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().compactMap { name in
      let path = folder + "/" + name
      guard let bytes = read(path), let text = String(validating: bytes, as: UTF8.self) else { return nil }
      return (path, text)
    }
  }

  @Sendable static func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// SOURCE_DATE_EPOCH when set (reproducible builds' convention), else now.
  static func reportDate() -> Int64 {
    if let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = Int64(text) {
      return seconds
    }
    return Int64(Date().timeIntervalSince1970)
  }
}
