import Foundation
import Testing
import _TestSupport

/// Page 1 of the shipped nightly, read back with poppler's `pdftotext -bbox`: its decision sheet's
/// pick column holds real API calls only, and each, joined across the lines it wraps over,
/// type-checks against the Apple stand-ins (a name broken mid-word would not).
@Suite struct CoverCallTests {
  struct Word {
    var x, y, xMax: Double
    var text: String
  }

  /// The words of page 1 with their boxes.
  static func words(_ pdf: String) throws -> [Word] {
    let result = try ProcessRunner.run("pdftotext", ["-f", "1", "-l", "1", "-bbox", pdf, "-"])
    let pattern = try NSRegularExpression(pattern: #"<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</word>"#)
    let text = result.stdout
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { m in
      func group(_ i: Int) -> String { String(text[Range(m.range(at: i), in: text)!]) }
      let decoded = group(4).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      return Word(x: Double(group(1))!, y: Double(group(2))!, xMax: Double(group(3))!, text: decoded)
    }
  }

  /// The pick column's text, its lines joined by spaces: each line starts at the header's left
  /// edge and runs while the words are a space apart (the next column is further).
  static func pickColumn(_ words: [Word]) throws -> String {
    let header = try #require(words.first { $0.text == "Pick," })
    let lines = Dictionary(grouping: words.filter { $0.y > header.y + 1 }) { ($0.y * 10).rounded() }
    var column: [String] = []
    for y in lines.keys.sorted() {
      let line = lines[y]!.sorted { $0.x < $1.x }
      guard var k = line.firstIndex(where: { abs($0.x - header.x) < 1 }) else { continue }
      var text = line[k].text
      while k + 1 < line.count, line[k + 1].x - line[k].xMax < 5 {
        k += 1
        text += " " + line[k].text
      }
      column.append(text)
    }
    return column.joined(separator: " ")
  }

  /// The calls of the column, each from where one starts to where the next does; anything before
  /// the first is no call.
  static func calls(_ column: String) -> (before: String, calls: [String]) {
    var starts: [String.Index] = []
    for marker in ["UIView.animate(", "let a = ", "CASpringAnimation(", "SwiftUI ."] {
      var from = column.startIndex
      while let r = column.range(of: marker, range: from..<column.endIndex) {
        if !(marker == "CASpringAnimation(" && column[..<r.lowerBound].hasSuffix("let a = ")) { starts.append(r.lowerBound) }
        from = r.upperBound
      }
    }
    starts.sort()
    guard let first = starts.first else { return (column, []) }
    let pieces = zip(starts, starts.dropFirst() + [column.endIndex]).map { column[$0..<$1].trimmingCharacters(in: .whitespaces) }
    return (String(column[..<first]).trimmingCharacters(in: .whitespaces), pieces)
  }

  @Test func pageOneShowsCallsThatTypeCheck() throws {
    let column = try Self.pickColumn(try Self.words(try NightlyReport.file("nightly.pdf")))
    let (before, calls) = Self.calls(column)
    #expect(before.isEmpty, "no call: \(before)")
    #expect(!column.contains(" ms,") && !column.contains("damping ratio"), "parameters in words: \(column)")
    // Every decision of the nightly: ten UIKit or Core Animation calls, five SwiftUI springs.
    #expect(calls.filter { !$0.hasPrefix("SwiftUI ") }.count == 10, "\(calls)")
    #expect(calls.filter { $0.hasPrefix("SwiftUI ") }.count == 5, "\(calls)")
    #expect(column.contains("UIView.animate(withDuration: 0.105, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 1) {}"), "\(column)")
    var apple: [String] = [], views: [String] = []
    for (n, call) in calls.enumerated() {
      if call.hasPrefix("SwiftUI ") {
        views.append("func cover\(n)() { let _: Animation = \(call.dropFirst("SwiftUI ".count)) }")
      } else {
        apple.append("func cover\(n)() { \(call.hasPrefix("CASpringAnimation") ? "_ = " : "")\(call) }")
      }
    }
    try withTemporaryFolder("cover-calls") { folder in
      try AppleStandIns.build(into: folder)
      let files = [("Apple.swift", "import UIKit\n" + apple.joined(separator: "\n")), ("Views.swift", "import SwiftUI\n" + views.joined(separator: "\n"))]
      let result = try AppleStandIns.typecheck(files, in: folder)
      #expect(result.status == 0, "swiftc -typecheck failed:\n\(result.all)\n\(files.map(\.1).joined(separator: "\n"))")
    }
  }
}
