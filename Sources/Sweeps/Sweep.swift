import CurveAnalysis
import Curves

/// Runs a sweep: every grid point scored, in blocks computed on several threads and handed over
/// in grid order, so memory stays that of one block whatever the grid size and the rows come out
/// the same whatever the thread count.
public enum Sweep {
  /// Points per block handed to the caller.
  public static let defaultBlockSize = 16_384

  /// The output columns: the varied parameters, the metrics, then `invalid`.
  public static func columns(_ definition: SweepDefinition) -> [String] {
    definition.axes.map(\.name) + definition.metrics.map(\.name) + [invalidColumn]
  }

  /// The last column: 1 for a curve that cannot be scored (no valid root, non-finite samples),
  /// whose metrics are all empty; 2 for a curve scored with a warning, never a candidate (UIKit's
  /// solver ends off a valid root: not converged, or at a negative ω, which iOS installs all the
  /// same); 0 otherwise.
  public static let invalidColumn = "invalid"
  /// The `invalid` column's values.
  public static let unscorable = 1.0
  public static let offRoot = 2.0

  /// Points a worker takes at a time. Spring kernels take larger pieces: springs recur in them
  /// (`SpringCache`).
  static func chunkSize(_ plan: SweepPlan) -> Int { plan.usesSpringKernel ? 2048 : 256 }

  /// Streams the sweep block by block: every point, or those of one shard. `progress` gets
  /// (points done, points in all) after each block.
  /// `texts`: tables each block's rows are also formatted into, by the thread that computed them
  /// (`SweepBlock.texts`).
  public static func run(
    _ definition: SweepDefinition, threads: Int, blockSize: Int = defaultBlockSize, shard: SweepShard? = nil,
    texts: [SweepTableText] = [], progress: ((Int, Int) -> Void)? = nil, block handle: (SweepBlock) throws -> Void
  ) throws {
    try run(
      SweepPlan(definition), threads: threads, blockSize: blockSize, shard: shard, texts: texts, progress: progress,
      block: handle)
  }

  /// The same with the plan given (the tests compare plans that make springs differently).
  static func run(
    _ plan: SweepPlan, threads: Int, blockSize: Int = defaultBlockSize, shard: SweepShard? = nil,
    texts: [SweepTableText] = [], progress: ((Int, Int) -> Void)? = nil, block handle: (SweepBlock) throws -> Void
  ) throws {
    let definition = plan.definition
    let points = shard?.points(of: definition.pointCount) ?? 0..<definition.pointCount
    if threads > 1 {
      try SweepPipeline(plan, points: points, blockSize: blockSize, texts: texts).run(
        threads: threads, progress: progress, block: handle)
      return
    }
    let total = points.upperBound
    let width = plan.rowWidth
    var start = points.lowerBound
    while start < total {
      let count = min(blockSize, total - start)
      var metrics = [Double](repeating: .nan, count: count * width)
      var blockTally = SolverTally()
      var blockTexts: [[[UInt8]]] = []
      let failure = try metrics.withUnsafeMutableBufferPointer { buffer throws(SweepError) -> SweepError? in
        nonisolated(unsafe) let out = buffer
        let chunkSize = Self.chunkSize(plan)
        let chunks = (count + chunkSize - 1) / chunkSize
        let formatted = ChunkTexts(count: texts.count * chunks)
        var failures = [SweepError?](repeating: nil, count: chunks)
        var tallies = [SolverTally](repeating: SolverTally(), count: chunks)
        failures.withUnsafeMutableBufferPointer { slots in
          tallies.withUnsafeMutableBufferPointer { tallySlots in
            nonisolated(unsafe) let slots = slots
            nonisolated(unsafe) let tallySlots = tallySlots
            let blockStart = start, first = start == points.lowerBound
            Parallel.forEachChunk(count: count, chunkSize: chunkSize, threads: threads) { range in
              let chunk = range.lowerBound / chunkSize, values = out.baseAddress! + range.lowerBound * width
              do throws(SweepError) {
                tallySlots[chunk] = try plan.evaluate(
                  points: (blockStart + range.lowerBound)..<(blockStart + range.upperBound), into: values)
              } catch {
                slots[chunk] = error
                return
              }
              // Formatted while the chunk's numbers are still in this core's cache.
              for (i, text) in texts.enumerated() {
                formatted.set(i * chunks + chunk, text.text(
                  plan, values, point: blockStart + range.lowerBound, rows: range.count,
                  continuing: !first || range.lowerBound > 0))
              }
            }
          }
        }
        for tally in tallies { blockTally.add(tally) }
        blockTexts = texts.indices.map { Array(formatted.parts[$0 * chunks..<($0 + 1) * chunks]) }
        return failures.first(where: { $0 != nil }) ?? nil
      }
      if let failure { throw failure }
      try handle(SweepBlock(plan: plan, start: start, count: count, metrics: metrics, notConverged: blockTally, texts: blockTexts))
      start += count
      progress?(start - points.lowerBound, points.count)
    }
  }

  /// Row by row: the parameter values of the varied axes and the metrics (nil for none).
  public static func run(
    _ definition: SweepDefinition, threads: Int,
    row handle: (_ index: Int, _ parameters: [SweepValue], _ metrics: [Double?]) throws -> Void
  ) throws {
    try run(definition, threads: threads) { block in
      for row in 0..<block.count {
        try handle(block.start + row, block.axisValues(row), block.metrics(row))
      }
    }
  }

  /// The whole table in memory, for charts of small sweeps.
  public static func table(_ definition: SweepDefinition, threads: Int = 1) throws -> SweepTable {
    var table = SweepTable(definition)
    try run(definition, threads: threads) { table.append($0) }
    return table
  }
}

/// Consecutive rows of a sweep, in grid order.
public struct SweepBlock: Sendable {
  let plan: SweepPlan
  /// Grid index of the first row.
  public let start: Int
  public let count: Int
  /// Row-major metrics, NaN for none.
  let values: [Double]
  /// The block's points whose UIKit solver has not converged (grid indices).
  public let notConverged: SolverTally
  /// Per table asked of `Sweep.run` (`texts`), the block's rows as consecutive pieces of text.
  public let texts: [[[UInt8]]]

  init(plan: SweepPlan, start: Int, count: Int, metrics: [Double], notConverged: SolverTally, texts: [[[UInt8]]] = []) {
    self.plan = plan
    self.start = start
    self.count = count
    self.values = metrics
    self.notConverged = notConverged
    self.texts = texts
  }

  /// The values of the varied parameters at grid point `point`.
  public func axisValues(atPoint point: Int) -> [SweepValue] { plan.axisValues(point) }

  /// The values of the varied parameters at row `row` of the block.
  public func axisValues(_ row: Int) -> [SweepValue] { plan.axisValues(start + row) }

  /// Which value of varied axis `axis` (its index in the axis's values) row `row` takes: one
  /// value read without building the row's parameters.
  public func valueIndex(_ row: Int, axis: Int) -> Int { plan.digit(start + row, plan.axisIndices[axis]) }

  /// Metric `column` at row `row`; nil for none.
  public func metric(_ row: Int, _ column: Int) -> Double? {
    let value = values[row * plan.rowWidth + column]
    return value.isNaN ? nil : value
  }

  /// True when row `row`'s curve cannot be scored (its metrics are all none).
  public func isInvalid(_ row: Int) -> Bool { values[row * plan.rowWidth + plan.metrics.count] == Sweep.unscorable }

  /// True when row `row` is scored but its UIKit solve ends off a valid root (`Sweep.offRoot`).
  public func isOffRoot(_ row: Int) -> Bool { values[row * plan.rowWidth + plan.metrics.count] == Sweep.offRoot }

  /// How many rows of the block are invalid.
  public var invalidCount: Int { (0..<count).reduce(0) { $0 + (isInvalid($1) ? 1 : 0) } }

  public var metricCount: Int { plan.metrics.count }
  public var metricColumns: [Metric] { plan.metrics }
  public func metrics(_ row: Int) -> [Double?] { (0..<plan.metrics.count).map { metric(row, $0) } }
}

/// A small sweep's table, rows in grid order.
public struct SweepTable: Sendable {
  public var parameterNames: [String]
  /// The metric of each column of `metrics`.
  public var metricColumns: [Metric]
  public var parameters: [[SweepValue]] = []
  public var metrics: [[Double?]] = []
  /// Rows whose UIKit solver has not converged (`first` is a row index).
  public var notConverged = SolverTally()
  /// Per row: the curve cannot be scored (`Sweep.invalidColumn`).
  public var invalid: [Bool] = []
  public var invalidCount: Int { invalid.reduce(0) { $0 + ($1 ? 1 : 0) } }
  /// Per row: scored, but UIKit's solver ends off a valid root (`Sweep.offRoot`).
  public var offRoot: [Bool] = []

  public init(parameterNames: [String], metricColumns: [Metric]) {
    self.parameterNames = parameterNames
    self.metricColumns = metricColumns
  }

  /// An empty table with the sweep's columns.
  public init(_ definition: SweepDefinition) {
    self.init(parameterNames: definition.axes.map(\.name), metricColumns: definition.metrics)
  }

  /// Adds a block's rows (blocks handed over in grid order).
  public mutating func append(_ block: SweepBlock) {
    notConverged.add(block.notConverged)
    for row in 0..<block.count {
      parameters.append(block.axisValues(row))
      metrics.append(block.metrics(row))
      invalid.append(block.isInvalid(row))
      offRoot.append(block.isOffRoot(row))
    }
  }

  /// A metric's column; nil when the sweep did not read it.
  public func column(_ metric: Metric) -> [Double?]? {
    guard let index = metricColumns.firstIndex(of: metric) else { return nil }
    return metrics.map { $0[index] }
  }
}
