import Testing

@testable import Sweeps

/// Several threads take chunks across blocks (`SweepPipeline`) and the rows are formatted with the
/// `CellMemo`: the blocks still arrive whole and in order, the cells are the shortest round-trip
/// text of each number (Swift's own `description`, not the table's formatter), and a failing
/// caller stops the run.
@Suite struct SweepPipelineTests {
  /// UIKit springs, distinct at every point, with three frame-time columns whose values recur.
  static let definition = """
    model: uikit-spring
    fps: 120
    window: 1.5
    parameters:
      duration: {from: 0.12, to: 0.9, count: 9}
      damping:  {from: 0.08, to: 1.0, count: 14}
      velocity: {from: 0, to: 9, count: 23}
    metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, end_jump_px, oscillations]
    """

  /// The CSV rows and every block's first point and length, with blocks of `blockSize`.
  static func run(threads: Int, blockSize: Int) throws -> (csv: [UInt8], blocks: [Range<Int>], metrics: [[Double?]]) {
    let definition = try SweepDefinition.parse(text: Self.definition, file: "t.yaml")
    let text = SweepTableText(definition, format: .csv)
    var csv: [UInt8] = [], blocks: [Range<Int>] = [], metrics: [[Double?]] = []
    try Sweep.run(definition, threads: threads, blockSize: blockSize, texts: [text]) { block in
      #expect(block.texts.count == 1)
      csv += block.texts[0].joined()
      blocks.append(block.start..<(block.start + block.count))
      metrics += (0..<block.count).map { block.metrics($0) }
    }
    return (csv, blocks, metrics)
  }

  @Test func blocksArriveWholeAndInOrderWithTheBytesOfOneThread() throws {
    // 2,898 points in blocks of 200 (chunks of 200): 15 blocks, more than the blocks in flight.
    let one = try Self.run(threads: 1, blockSize: 200)
    #expect(one.blocks.count == 15)
    #expect(one.blocks.first == 0..<200 && one.blocks.last == 2800..<2898)
    for threads in [2, 3, 7] {
      let many = try Self.run(threads: threads, blockSize: 200)
      #expect(many.blocks == one.blocks, "\(threads) threads")
      #expect(many.csv == one.csv, "\(threads) threads")
    }
    // Blocks of several chunks, the last one short.
    let large = try Self.run(threads: 2, blockSize: 5000)
    #expect(large.blocks == [0..<2898])
    #expect(large.csv == one.csv)
  }

  @Test func everyFloatCellIsTheNumbersDescription() throws {
    let (csv, _, metrics) = try Self.run(threads: 2, blockSize: 700)
    let lines = csv.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    #expect(lines.count == metrics.count)
    var repeated = 0, seen: Set<String> = []
    for (line, values) in zip(lines, metrics) {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).dropFirst(3).dropLast()
      #expect(cells.count == 7)
      for (column, (cell, value)) in zip(cells, values).enumerated() {
        guard let value else {
          #expect(cell.isEmpty)
          continue
        }
        let expected = column == 6 ? String(Int(value)) : value == 0 ? "0.0" : value.description
        #expect(cell == expected, "\(line)")
        if column >= 2 && column <= 4 && !seen.insert(String(cell)).inserted { repeated += 1 }
      }
    }
    // The frame times recur, so the memo is used.
    #expect(repeated > metrics.count)
  }

  struct Stop: Error {}

  @Test func aCallerThatFailsStopsTheRun() throws {
    let definition = try SweepDefinition.parse(text: Self.definition, file: "t.yaml")
    var handed = 0
    #expect(throws: Stop.self) {
      try Sweep.run(definition, threads: 2, blockSize: 100) { _ in
        handed += 1
        if handed == 4 { throw Stop() }
      }
    }
    #expect(handed == 4)
  }
}
