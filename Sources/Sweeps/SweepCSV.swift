import CurveAnalysis
import TextFormats

/// The sweep table as CSV text: a header of the varied parameters then the metrics, one row per
/// grid point, numbers as the shortest decimal that reads back to the same double, empty cells
/// for none. Rows are formatted on several threads, in chunks joined in grid order, so the bytes
/// do not depend on the thread count.
public enum SweepCSV {
  public static func header(_ definition: SweepDefinition) -> String {
    Sweep.columns(definition).map(quoted).joined(separator: ",") + "\n"
  }

  /// The rows of one block.
  public static func rows(_ block: SweepBlock, threads: Int) -> [UInt8] {
    let chunkSize = 2048
    let chunks = (block.count + chunkSize - 1) / chunkSize
    let parts = ChunkTexts(count: chunks)
    let cells = block.plan.axisCells
    Parallel.forEachChunk(count: block.count, chunkSize: chunkSize, threads: threads) { range in
      parts.set(range.lowerBound / chunkSize, format(block, range, cells))
    }
    return parts.joined()
  }

  static func format(_ block: SweepBlock, _ rows: Range<Int>, _ axisCells: [[String]?]) -> [UInt8] {
    let plan = block.plan
    let counts = plan.metricNames.map { Metric(name: $0)?.isCount == true }
    var out: [UInt8] = []
    out.reserveCapacity(rows.count * 16 * (axisCells.count + counts.count))
    for row in rows {
      var first = true
      for (axis, parameter) in plan.axisIndices.enumerated() {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        let digit = plan.digit(block.start + row, parameter)
        let text = axisCells[axis]?[digit] ?? cell(plan.definition.parameters[parameter].values[digit])
        out.append(contentsOf: text.utf8)
      }
      for column in counts.indices {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        let value = block.metric(row, column)
        if counts[column], let value {
          out.append(contentsOf: String(Int(value)).utf8)
        } else {
          out.append(contentsOf: NumberText.cell(value).utf8)
        }
      }
      out.append(contentsOf: block.isInvalid(row) ? ",1\n".utf8 : ",0\n".utf8)
    }
    return out
  }

  /// A parameter value's cell.
  static func cell(_ value: SweepValue) -> String {
    switch value {
    case .number(let number): return NumberText.cell(number)
    case .text(let text): return quoted(text)
    }
  }

  /// A CSV field, quoted when it holds a comma, quote or line break.
  public static func quoted(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}

/// One text per chunk, each written by exactly one worker.
final class ChunkTexts: @unchecked Sendable {
  private var parts: [[UInt8]]
  init(count: Int) { parts = [[UInt8]](repeating: [], count: count) }
  func set(_ index: Int, _ bytes: [UInt8]) {
    parts.withUnsafeMutableBufferPointer { $0[index] = bytes }
  }
  func joined() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { out.append(contentsOf: part) }
    return out
  }
}
