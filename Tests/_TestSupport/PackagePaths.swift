import Foundation

/// Folders of the repository, found from this file's path (`#filePath`), so tests run from any
/// working directory and never read outside the checkout.
public enum PackagePaths {
  /// The package root: the folder holding `Package.swift`.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // _TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `datasets/` (presets, sweeps, reference tables).
  public static var datasets: URL { root.appendingPathComponent("datasets") }

  /// A path below the package root, such as `"reports/nightly.md"`.
  public static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }

  /// The folder of the test target that holds `filePath`: `Tests/<Target>/`, also when the test
  /// file sits in a subfolder of its target.
  public static func testTargetFolder(of filePath: String) -> URL {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.deletingLastPathComponent().lastPathComponent != "Tests", url.path != "/" {
      url = url.deletingLastPathComponent()
    }
    return url
  }

  /// The bytes of `Tests/<Target>/Fixtures/<name>` for a test file of `<Target>`.
  public static func fixture(_ name: String, filePath: String = #filePath) throws -> [UInt8] {
    let url = testTargetFolder(of: filePath).appendingPathComponent("Fixtures").appendingPathComponent(name)
    return Array(try Data(contentsOf: url))
  }

  /// The text of a file below the package root, as UTF-8.
  public static func text(_ relative: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
  }
}
