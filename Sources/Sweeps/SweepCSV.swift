import CurveAnalysis
import TextFormats

/// The sweep table as text, CSV or JSON: the varied parameters then the metrics, one row per grid
/// point. Data tools read it with their defaults: float cells always carry a decimal point or an
/// exponent (the shortest decimal that reads back to the same double), counts are integers, none is
/// an empty cell (CSV) or `null` (JSON). Rows are formatted on several threads in chunks kept in
/// grid order, so the bytes do not depend on the thread count.
public struct SweepTableText: Sendable {
  public enum Format: Sendable { case csv, json }

  public let format: Format
  /// The cell of every value of every varied parameter, formatted once (nil for long axes,
  /// formatted as they come, so memory stays flat).
  let axisCells: [[[UInt8]]?]
  /// Per metric column: written as a whole number.
  let counts: [Bool]
  /// The longest cell of each varied parameter.
  let axisCellBytes: [Int]

  public init(_ definition: SweepDefinition, format: Format) {
    self.format = format
    axisCells = definition.parameters.filter(\.isVaried).map { parameter in
      parameter.values.count <= 4096 ? parameter.values.map { Self.cell($0, format) } : nil
    }
    counts = definition.metrics.map { Metric(name: $0)?.isCount == true }
    axisCellBytes = zip(axisCells, definition.parameters.filter(\.isVaried)).map { cells, parameter in
      if let cells { return cells.map(\.count).max() ?? 0 }
      // A long axis is a range of numbers, or a list written out in the definition.
      guard case .list(let values) = parameter.values.storage else { return NumberBytes.maxCellBytes }
      return values.reduce(NumberBytes.maxCellBytes) { max($0, Self.cell($1, format).count) }
    }
  }

  /// The header line (CSV) or the opening of the document up to the first row (JSON).
  public static func header(_ columns: [String], format: Format) -> String {
    switch format {
    case .csv: return columns.map(SweepCSV.quoted).joined(separator: ",") + "\n"
    case .json: return "{\"columns\": " + JSONValue.array(columns.map(JSONValue.string)).serialized() + ", \"rows\": ["
    }
  }

  /// What follows the last row.
  public static func footer(format: Format) -> String { format == .csv ? "" : "\n]}\n" }

  /// The rows of one block, as consecutive pieces of text in grid order. `continuing` is false for
  /// the first block of a document (JSON rows after the first start with a comma).
  public func rows(_ block: SweepBlock, continuing: Bool = true, threads: Int) -> [[UInt8]] {
    let chunkSize = 2048
    let chunks = (block.count + chunkSize - 1) / chunkSize
    let parts = ChunkTexts(count: chunks)
    Parallel.forEachChunk(count: block.count, chunkSize: chunkSize, threads: threads) { range in
      parts.set(range.lowerBound / chunkSize, text(block, range, continuing: continuing || range.lowerBound > 0))
    }
    return parts.parts
  }

  func text(_ block: SweepBlock, _ rows: Range<Int>, continuing: Bool) -> [UInt8] {
    let plan = block.plan
    let json = format == .json
    let separator = json ? 2 : 1
    // Every row fits in this many bytes, so the text is written without checks for room.
    let rowBytes = 8 + axisCellBytes.reduce(0, +) + counts.count * NumberBytes.maxCellBytes
      + (axisCells.count + counts.count) * separator
    return [UInt8](unsafeUninitializedCapacity: rows.count * rowBytes) { buffer, written in
      let base = buffer.baseAddress!
      var at = 0
      @inline(__always) func put(_ byte: UInt8) {
        base[at] = byte
        at += 1
      }
      @inline(__always) func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { (base + at).update(from: $0.baseAddress!, count: $0.count) }
        at += bytes.count
      }
      for row in rows {
        if json {
          if continuing || row > rows.lowerBound { put(UInt8(ascii: ",")) }
          put(UInt8(ascii: "\n"))
          put(UInt8(ascii: "["))
        }
        var first = true
        for (axis, parameter) in plan.axisIndices.enumerated() {
          if !first {
            put(UInt8(ascii: ","))
            if json { put(UInt8(ascii: " ")) }
          }
          first = false
          let digit = plan.digit(block.start + row, parameter)
          put(axisCells[axis]?[digit] ?? Self.cell(plan.definition.parameters[parameter].values[digit], format))
        }
        let values = row * plan.rowWidth
        for column in counts.indices {
          if !first {
            put(UInt8(ascii: ","))
            if json { put(UInt8(ascii: " ")) }
          }
          first = false
          let value = block.values[values + column]
          if value.isNaN {
            if json { put(Self.null) }
          } else if counts[column] {
            at += NumberBytes.writeInteger(Int(value), to: base + at)
          } else {
            at += NumberBytes.writeFloat(value, to: base + at)
          }
        }
        // The last column: 1 when the curve cannot be scored, 0 otherwise.
        put(UInt8(ascii: ","))
        if json { put(UInt8(ascii: " ")) }
        put(block.isInvalid(row) ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        put(json ? UInt8(ascii: "]") : UInt8(ascii: "\n"))
      }
      written = at
    }
  }

  static let null: [UInt8] = Array("null".utf8)

  /// A parameter value's cell.
  static func cell(_ value: SweepValue, _ format: Format) -> [UInt8] {
    switch (value, format) {
    case (.number(let number), _):
      var out: [UInt8] = []
      NumberBytes.appendFloat(number, to: &out)
      return out.isEmpty && format == .json ? null : out
    case (.text(let text), .csv): return Array(SweepCSV.quoted(text).utf8)
    case (.text(let text), .json): return Array(JSONValue.string(text).serialized().utf8)
    }
  }
}

/// The CSV spelling of sweep tables, shared with the notebook's sweep cells.
public enum SweepCSV {
  public static func header(_ definition: SweepDefinition) -> String {
    SweepTableText.header(Sweep.columns(definition), format: .csv)
  }

  /// The rows of one block as one text (small sweeps, tests).
  public static func rows(_ block: SweepBlock, threads: Int) -> [UInt8] {
    SweepTableText(block.plan.definition, format: .csv).rows(block, threads: threads).flatMap { $0 }
  }

  /// A parameter value's cell.
  public static func cell(_ value: SweepValue) -> String {
    String(decoding: SweepTableText.cell(value, .csv), as: UTF8.self)
  }

  /// A CSV field, quoted when it holds a comma, quote or line break.
  public static func quoted(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}

/// One text per chunk, each written by exactly one worker.
final class ChunkTexts: @unchecked Sendable {
  private(set) var parts: [[UInt8]]
  init(count: Int) { parts = [[UInt8]](repeating: [], count: count) }
  func set(_ index: Int, _ bytes: [UInt8]) {
    parts.withUnsafeMutableBufferPointer { $0[index] = bytes }
  }
}
