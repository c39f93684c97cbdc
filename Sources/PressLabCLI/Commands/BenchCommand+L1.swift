import TextFormats

extension BenchCommand {
  /// BENCHMARK.md's L1 workloads (long text outside ordinary prose), each at 100 KB and 1 MB of
  /// text so their time per byte can be compared, plus the sizes BENCHMARK.md names. Text is
  /// `word ` repeated, as L1-prose defines it; `kilobyte` is 1,000 for the real sizes.
  static func l1Cases(kilobyte: Int = 1000) -> [LayoutCase] {
    func words(_ bytes: Int) -> String { String(String(repeating: "word ", count: max(1, bytes / 5)).dropLast()) }
    func prose(_ name: String, _ bytes: Int) -> LayoutCase {
      LayoutCase(name: name, what: "one paragraph of \(bytes) bytes", markdown: "---\ntitle: L1\n---\n\n# Prose\n\n\(words(bytes))\n", proseBytes: bytes)
    }
    func heading(_ name: String, _ bytes: Int) -> LayoutCase {
      LayoutCase(name: name, what: "a heading of \(bytes) characters", markdown: "---\ntitle: L1\n---\n\n# \(words(bytes))\n\nA paragraph.\n", proseBytes: bytes)
    }
    func title(_ name: String, _ bytes: Int) -> LayoutCase {
      LayoutCase(name: name, what: "a title of \(bytes) characters", markdown: "---\ntitle: \(words(bytes))\n---\n\n# Body\n\nA paragraph.\n", proseBytes: bytes)
    }
    func parameter(_ name: String, _ bytes: Int) -> LayoutCase {
      let uses = (1...10).map { "Use \($0) of the parameter: $text" }
      return LayoutCase(
        name: name, what: "a \(bytes)-byte parameter used ten times in prose",
        markdown: "---\ntitle: L1\nparameters:\n  text: \"\(words(bytes))\"\n---\n\n# Prose\n\n" + uses.joined(separator: "\n\n") + "\n",
        proseBytes: 10 * bytes)
    }
    let k = kilobyte
    return [
      prose("L1-prose-100k", 100 * k), prose("L1-prose-1m", 1000 * k), prose("L1-prose", 2000 * k),
      heading("L1-heading", 20 * k), heading("L1-heading-100k", 100 * k), heading("L1-heading-1m", 1000 * k),
      title("L1-title", 100 * k), title("L1-title-1m", 1000 * k),
      parameter("L1-param-100k", 10 * k), parameter("L1-param", 100 * k),
    ]
  }

  /// Each L1 family's seconds per MB at 100 KB and at 1 MB and their ratio (1 is linear; the
  /// target is at most 1.2, and at most 5 s per MB).
  static func l1Summary(_ measured: [(name: String, bytes: Int, seconds: Double)]) -> (text: String, rows: [JSONValue]) {
    func perMB(_ name: String) -> Double? {
      measured.first { $0.name == name }.map { $0.seconds / (Double($0.bytes) / 1e6) }
    }
    var text = "  L1 (BENCHMARK.md): seconds per MB of text at 100 KB and at 1 MB, and their ratio\n"
    var rows: [JSONValue] = []
    for (family, small, large) in [
      ("prose", "L1-prose-100k", "L1-prose-1m"), ("heading", "L1-heading-100k", "L1-heading-1m"),
      ("title", "L1-title", "L1-title-1m"), ("param", "L1-param-100k", "L1-param"),
    ] {
      guard let a = perMB(small), let b = perMB(large) else { continue }
      text += "  L1-\(family)".padding(toLength: 14, withPad: " ", startingAt: 0)
      text += "  100 KB \(NumberText.rounded(a, digits: 3)) s/MB  1 MB \(NumberText.rounded(b, digits: 3)) s/MB  ratio \(NumberText.rounded(b / a, digits: 2))\n"
      rows.append(.object([
        ("family", .string(family)), ("seconds_per_mb_100kb", .number(a)), ("seconds_per_mb_1mb", .number(b)), ("ratio", .number(b / a)),
      ]))
    }
    return (text, rows)
  }
}
