import Cells
import Execution
import Foundation
import NotebookFormat
import ReportModel
import TextFormats

extension BenchCommand {
  /// One notebook of the layout workload: generated prose, typeset and drawn to PDF like a run's.
  struct LayoutCase: Sendable {
    var name: String
    var what: String
    var markdown: String
    /// Characters of prose the body typesets (parameters substituted), the unit of "per 100 KB".
    var proseBytes: Int
  }

  /// The layout workload's notebooks; `kilobyte` is 1,000 for the real sizes (tests pass a few
  /// bytes to run it small). Generated here, the same bytes every time.
  static func layoutCases(kilobyte: Int = 1000) -> [LayoutCase] {
    let hundred = 100 * kilobyte
    let word = String(String(repeating: "abcdefghij", count: hundred / 10 + 1).prefix(hundred))
    let parameter = GeneratedProse.paragraph(bytes: hundred, seed: 7)
    let uses = (1...10).map { "Use \($0) of the parameter: $text" }
    return [
      LayoutCase(
        name: "word-100k", what: "one word of \(hundred) characters", markdown: notebook(body: [word]), proseBytes: word.utf8.count),
      LayoutCase(
        name: "prose-100k", what: "\(hundred / kilobyte) KB of prose in paragraphs",
        markdown: notebook(body: GeneratedProse.paragraphs(bytes: hundred, seed: 1)), proseBytes: hundred),
      LayoutCase(
        name: "prose-1m", what: "\(10 * hundred / kilobyte) KB of prose in paragraphs",
        markdown: notebook(body: GeneratedProse.paragraphs(bytes: 10 * hundred, seed: 2)), proseBytes: 10 * hundred),
      LayoutCase(
        name: "param-100k-x10", what: "a \(hundred / kilobyte) KB parameter used ten times in prose",
        markdown: notebook(parameter: parameter, body: uses),
        proseBytes: uses.map { $0.utf8.count - "$text".utf8.count + parameter.utf8.count }.reduce(0, +)),
    ]
  }

  private static func notebook(parameter: String? = nil, body: [String]) -> String {
    var front = "---\ntitle: Layout benchmark\n"
    if let parameter { front += "parameters:\n  text: \"\(parameter)\"\n" }
    return front + "---\n\n# Prose\n\n" + body.joined(separator: "\n\n") + "\n"
  }

  /// Lays out and draws each case's notebook to PDF in memory (parse, run, lay out, draw, embed
  /// fonts), the median of `runs`, and prints the time per case and per 100 KB of prose.
  static func runLayout(runs: Int, json: Bool, output: Output, cases: [LayoutCase] = layoutCases() + l1Cases()) throws -> Int32 {
    var measured: [(case: LayoutCase, seconds: Double, pages: Int, bytes: Int)] = []
    for c in cases {
      var failure: Error?
      let (seconds, rendered) = timed(runs: runs) { () -> ReportPDF.Rendered? in
        do {
          let notebook = try NotebookParser().parse(Array(c.markdown.utf8), file: "\(c.name).md")
          let environment = ReportEnvironment(clock: { 0 }, readFile: { _ in nil }, date: 0, versions: [], threads: 1)
          var report = ReportExecutor(runners: StandardRunners.all).execute(notebook, environment: environment)
          return try ReportPDF.render(&report, date: 0)
        } catch {
          failure = error
          return nil
        }
      }
      guard let rendered else { throw CLIError(ExitStatus.software, "\(c.name): \(failure.map { "\($0)" } ?? "not drawn")") }
      measured.append((c, seconds, rendered.pages, rendered.bytes.count))
    }
    func per100KB(_ m: (case: LayoutCase, seconds: Double, pages: Int, bytes: Int)) -> Double {
      m.seconds / (Double(m.case.proseBytes) / 1e5)
    }
    // The ratio to the 100 KB of prose per 100 KB: near 1 everywhere is near-linear.
    let reference = measured.first { $0.case.name == "prose-100k" }.map(per100KB) ?? measured.first.map(per100KB) ?? 1
    let nameWidth = measured.map(\.case.name.count).max() ?? 0
    var text = "Layout to PDF: generated prose, parse to PDF bytes in memory\(runs > 1 ? ", median of \(runs)" : "")\n"
    text += "  " + "case".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "     prose  pages   seconds  s/100 KB  ×prose-100k\n"
    for m in measured {
      let columns = [
        (String(m.case.proseBytes), 10), (String(m.pages), 7), (NumberText.rounded(m.seconds, digits: 3), 10),
        (NumberText.rounded(per100KB(m), digits: 3), 10), (NumberText.rounded(per100KB(m) / reference, digits: 2), 13),
      ]
      text += "  " + m.case.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      text += columns.map { String(repeating: " ", count: max(1, $1 - $0.count)) + $0 }.joined() + "\n"
    }
    text += "  (prose in bytes of UTF-8 typeset in the body; each case also prints its source in the appendix)\n"
    let l1 = l1Summary(measured.map { ($0.case.name, $0.case.proseBytes, $0.seconds) })
    if !l1.rows.isEmpty { text += l1.text }
    text += "\n"
    (json ? output.error : output.out)(text)
    if json {
      let object = JSONValue.object([
        ("workload", .string("layout")),
        ("runs", .integer(runs)),
        ("cases", .array(measured.map { m in
          .object([
            ("name", .string(m.case.name)), ("what", .string(m.case.what)), ("prose_bytes", .integer(m.case.proseBytes)),
            ("pages", .integer(m.pages)), ("pdf_bytes", .integer(m.bytes)), ("seconds", .number(m.seconds)),
            ("seconds_per_100kb", .number(per100KB(m))), ("ratio_to_prose_100k", .number(per100KB(m) / reference)),
          ])
        })),
        ("l1", .array(l1.rows)),
      ])
      output.out(object.serialized() + "\n")
    }
    return ExitStatus.ok
  }
}

/// Ordinary English-looking prose from a fixed word list and a seeded generator: the same bytes
/// for the same seed and size, with sentences of 6–19 words and paragraphs of about 800 bytes.
enum GeneratedProse {
  static let words = [
    "the", "button", "springs", "back", "when", "a", "finger", "lifts", "and", "its", "shadow", "follows", "over",
    "frames", "of", "display", "while", "damping", "keeps", "overshoot", "small", "designer", "reads", "settle", "time",
    "in", "milliseconds", "at", "each", "press", "release", "curve", "scale", "layer", "moves", "slowly", "quickly",
    "report", "page", "shows", "what", "changed", "since", "last", "run", "with", "every", "value", "sourced",
  ]

  /// One paragraph of exactly `bytes` bytes (no line breaks).
  static func paragraph(bytes: Int, seed: UInt64) -> String {
    var state = seed
    var out = ""
    while out.utf8.count < bytes {
      out += sentence(&state) + " "
    }
    // Cut at `bytes`; a cut that ends in a space ends in a full stop instead.
    let cut = String(decoding: out.utf8.prefix(bytes), as: UTF8.self)
    return cut.hasSuffix(" ") ? String(cut.dropLast()) + "." : cut
  }

  /// Paragraphs of about 800 bytes, `bytes` bytes in all (blank lines between them not counted).
  static func paragraphs(bytes: Int, seed: UInt64) -> [String] {
    var left = bytes
    var out: [String] = []
    var n: UInt64 = 0
    while left > 0 {
      let size = min(left, 800)
      out.append(paragraph(bytes: size, seed: seed &* 1_000_003 &+ n))
      left -= size
      n += 1
    }
    return out
  }

  private static func sentence(_ state: inout UInt64) -> String {
    func next() -> Int {
      // SplitMix64: a fixed sequence per seed.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
    }
    let count = 6 + next() % 14
    var picked = (0..<count).map { _ in words[next() % words.count] }
    picked[0] = picked[0].prefix(1).uppercased() + picked[0].dropFirst()
    if next() % 3 == 0 { picked[count / 2] += "," }
    return picked.joined(separator: " ") + "."
  }
}
