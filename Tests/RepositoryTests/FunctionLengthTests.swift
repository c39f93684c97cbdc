import Foundation
import Testing
import _TestSupport

/// Every module keeps STYLE's limits: no source file over 300 lines, no function or initialiser
/// over 80 (counted from its `func` or `init` line to its closing brace).
@Suite struct FunctionLengthTests {
  /// Every module folder with Swift in it (the C libraries' module maps have none).
  static let folders = ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.path("Sources"))) ?? [])
    .filter { swiftFiles(PackagePaths.path("Sources/" + $0)).count > 0 }
    .sorted().map { "Sources/" + $0 }

  static func swiftFiles(_ root: String) -> [String] {
    FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
  }

  /// Each function of `text` that runs over `limit` lines: its first line and its length.
  static func longFunctions(_ text: String, limit: Int) -> [(line: Int, length: Int)] {
    let lines = text.components(separatedBy: "\n")
    var found: [(Int, Int)] = []
    for (start, line) in lines.enumerated() where line.contains(/^\s*(?:[a-z@]+\s+)*(?:func\s|init[?!]?[(<])/) {
      var depth = 0, opened = false
      for end in start..<lines.count {
        // Braces inside strings are rare here and would only lengthen a count, never hide one.
        for character in lines[end] {
          if character == "{" { depth += 1; opened = true }
          if character == "}" { depth -= 1 }
        }
        if opened && depth <= 0 {
          if end - start + 1 > limit { found.append((start + 1, end - start + 1)) }
          break
        }
      }
    }
    return found
  }

  @Test(arguments: folders)
  func withinTheLimits(_ folder: String) throws {
    let root = PackagePaths.path(folder)
    let files = Self.swiftFiles(root)
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      let count = text.components(separatedBy: "\n").count - (text.hasSuffix("\n") ? 1 : 0)
      #expect(count <= 300, "\(folder)/\(file): \(count) lines")
      for long in Self.longFunctions(text, limit: 80) {
        #expect(Bool(false), "\(folder)/\(file):\(long.line): a function of \(long.length) lines")
      }
    }
  }

  @Test func theCounterSeesALongFunction() {
    let body = Array(repeating: "  x += 1", count: 85).joined(separator: "\n")
    #expect(Self.longFunctions("  static func f() {\n\(body)\n  }\n", limit: 80).map(\.length) == [87])
    #expect(Self.longFunctions("func g() { }\n", limit: 80).isEmpty)
    #expect(Self.longFunctions("  public init(x: Int) {\n\(body)\n  }\n", limit: 80).map(\.length) == [87])
    #expect(Self.folders.contains("Sources/Cells") && !Self.folders.contains("Sources/CCairo"))
  }
}
