import Foundation
import Testing

@testable import Sweeps

/// Rows formatted by the threads that computed them (`Sweep.run`'s `texts`) are the bytes of rows
/// formatted afterwards, in CSV and JSON, whatever the thread count and however the chunks fell to
/// the threads.
@Suite struct FusedTextTests {
  static let definition = """
    model: spring
    parameters:
      bounce: {from: 0.95, to: -0.3, count: 7}
      velocity: {from: 0, to: 10, count: 5}
      duration: {from: 0.1, to: 1.0, count: 33}
      scale: {from: 0.85, to: 0.98, count: 12}
    metrics: [overshoot_pct, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time, oscillations]
    """

  static func tables(threads: Int, fused: Bool) throws -> (csv: [UInt8], json: [UInt8], fusedBlocks: Int) {
    let definition = try SweepDefinition.parse(text: Self.definition, file: "t.yaml")
    let csv = SweepTableText(definition, format: .csv), json = SweepTableText(definition, format: .json)
    var csvBytes = Array(SweepTableText.header(Sweep.columns(definition), format: .csv).utf8)
    var jsonBytes = Array(SweepTableText.header(Sweep.columns(definition), format: .json).utf8)
    var continuing = false, fusedBlocks = 0
    // Blocks of several chunks of 2,048 points, the last one short.
    try Sweep.run(definition, threads: threads, blockSize: 5000, texts: fused ? [csv, json] : []) { block in
      if block.texts.count == 2 { fusedBlocks += 1 }
      csvBytes += csv.rows(block, continuing: continuing, threads: threads, index: fused ? 0 : nil).joined()
      jsonBytes += json.rows(block, continuing: continuing, threads: threads, index: fused ? 1 : nil).joined()
      continuing = true
    }
    jsonBytes += Array(SweepTableText.footer(format: .json).utf8)
    return (csvBytes, jsonBytes, fusedBlocks)
  }

  @Test func rowsFormattedByTheWorkersAreTheSameBytes() throws {
    let reference = try Self.tables(threads: 1, fused: false)
    #expect(reference.fusedBlocks == 0)
    for threads in [1, 2, 5] {
      let fused = try Self.tables(threads: threads, fused: true)
      #expect(fused.fusedBlocks == 3)  // 13,860 rows in blocks of 5,000
      #expect(fused.csv == reference.csv, "CSV, \(threads) threads")
      #expect(fused.json == reference.json, "JSON, \(threads) threads")
    }
    // The JSON is one document a JSON reader takes, every row in it.
    let document = try JSONSerialization.jsonObject(with: Data(reference.json)) as? [String: Any]
    #expect((document?["rows"] as? [Any])?.count == 7 * 5 * 33 * 12)
    #expect(reference.csv.split(separator: UInt8(ascii: "\n")).count == 7 * 5 * 33 * 12 + 1)
  }
}
