import Foundation
import Testing

@testable import PressLabCLI

/// `presslab bench layout` at a small size: what it prints and where, never how fast.
@Suite struct LayoutBenchTests {
  @Test func generatedProseHasTheSizeAskedForAndIsTheSameEveryTime() {
    for bytes in [1, 79, 800, 5000] {
      let text = GeneratedProse.paragraph(bytes: bytes, seed: 3)
      #expect(text.utf8.count == bytes)
      #expect(!text.contains("\n"))
      #expect(text == GeneratedProse.paragraph(bytes: bytes, seed: 3))
    }
    #expect(GeneratedProse.paragraph(bytes: 400, seed: 3) != GeneratedProse.paragraph(bytes: 400, seed: 4))
    let paragraphs = GeneratedProse.paragraphs(bytes: 2500, seed: 1)
    #expect(paragraphs.map(\.utf8.count) == [800, 800, 800, 100])
    let words = GeneratedProse.paragraph(bytes: 2000, seed: 5).split(separator: " ")
    #expect(words.count > 200)  // ordinary words, not one long one
  }

  @Test func casesAreTheNotebooksTheHelpNames() throws {
    let cases = BenchCommand.layoutCases(kilobyte: 10)
    #expect(cases.map(\.name) == ["word-100k", "prose-100k", "prose-1m", "param-100k-x10"])
    let word = try #require(cases[0].markdown.split(separator: "\n").first { $0.count >= 1000 })
    #expect(word.count == 1000 && !word.contains(" "))
    #expect(cases[1].proseBytes == 1000 && cases[2].proseBytes == 10_000)
    // The parameter's 1,000 bytes stand in each of the ten uses.
    #expect(cases[3].markdown.components(separatedBy: "$text").count == 11)
    #expect(cases[3].proseBytes > 10_000 && cases[3].proseBytes < 10_500)
  }

  @Test func jsonHoldsEveryCaseAndTheSummaryGoesToStandardError() throws {
    let streams = Streams()
    let status = try BenchCommand.runLayout(runs: 1, json: true, output: streams.output, cases: BenchCommand.layoutCases(kilobyte: 10))
    #expect(status == 0)
    #expect(streams.out.split(separator: "\n").count == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(streams.out.utf8)) as? [String: Any], "\(streams.out)")
    #expect(object["workload"] as? String == "layout")
    let cases = try #require(object["cases"] as? [[String: Any]])
    #expect(cases.map { $0["name"] as? String } == ["word-100k", "prose-100k", "prose-1m", "param-100k-x10"])
    for c in cases {
      let seconds = try #require(c["seconds"] as? Double), perHundred = try #require(c["seconds_per_100kb"] as? Double)
      let bytes = try #require(c["prose_bytes"] as? Int)
      #expect(seconds > 0)
      #expect(abs(perHundred - seconds / (Double(bytes) / 1e5)) <= 1e-9 * perHundred)
      #expect((c["pages"] as? Int ?? 0) >= 2)  // cover and body at least
      #expect((c["pdf_bytes"] as? Int ?? 0) > 1000)
    }
    #expect(cases[1]["ratio_to_prose_100k"] as? Double == 1)
    // 10 KB of prose takes more pages than 1 KB.
    #expect((cases[2]["pages"] as? Int ?? 0) > (cases[1]["pages"] as? Int ?? 0))
    for name in ["word-100k", "prose-100k", "prose-1m", "param-100k-x10"] { #expect(streams.error.contains("  " + name)) }
    #expect(streams.error.contains("s/100 KB"))
  }

  @Test func theCommandLineKnowsTheWorkload() {
    #expect(BenchCommand.Workload(rawValue: "layout") == .layout)
  }
}
