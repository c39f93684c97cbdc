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
  /// The cells of every value of the varied parameters, formatted once, end to end: value `v` of
  /// varied axis `a` is `axisBytes[axisStarts[axisFirst[a] + v] ..< axisStarts[axisFirst[a] + v + 1]]`.
  /// A long axis (nil in `axisFirst`) is formatted as it comes, so memory stays flat.
  let axisBytes: [UInt8]
  let axisStarts: [Int]
  let axisFirst: [Int?]
  /// Per metric column: written as a whole number.
  let counts: [Bool]
  /// The longest cell of each varied parameter.
  let axisCellBytes: [Int]

  public init(_ definition: SweepDefinition, format: Format) {
    self.format = format
    let varied = definition.parameters.filter(\.isVaried)
    var bytes: [UInt8] = [], starts = [0], first: [Int?] = [], widths: [Int] = []
    for parameter in varied {
      if parameter.values.count <= 4096 {
        first.append(starts.count - 1)
        var widest = 0
        for value in parameter.values {
          let cell = Self.cell(value, format)
          bytes += cell
          starts.append(bytes.count)
          widest = max(widest, cell.count)
        }
        starts.append(bytes.count)  // keeps the next axis's first index apart from this one's last
        widths.append(widest)
      } else if case .list(let values) = parameter.values.storage {
        // A long list written out in the definition: its cells are formatted as they come.
        first.append(nil)
        widths.append(values.reduce(NumberBytes.maxCellBytes) { max($0, Self.cell($1, format).count) })
      } else {
        // A long range of numbers.
        first.append(nil)
        widths.append(NumberBytes.maxCellBytes)
      }
    }
    axisBytes = bytes + [UInt8](repeating: 0, count: 8)  // cells are copied a word at a time
    axisStarts = starts
    axisFirst = first
    axisCellBytes = widths
    counts = definition.metrics.map(\.isCount)
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
  /// the first block of a document (JSON rows after the first start with a comma). A block run with
  /// this table among `Sweep.run`'s `texts` (the `index`-th) has them already.
  public func rows(_ block: SweepBlock, continuing: Bool = true, threads: Int, index: Int? = nil) -> [[UInt8]] {
    if let index, block.texts.indices.contains(index) { return block.texts[index] }
    let chunkSize = 2048
    let chunks = (block.count + chunkSize - 1) / chunkSize
    let parts = ChunkTexts(count: chunks)
    Parallel.forEachChunk(count: block.count, chunkSize: chunkSize, threads: threads) { range in
      let piece: [UInt8] = block.values.withUnsafeBufferPointer { values in
        self.text(block.plan, values.baseAddress! + range.lowerBound * block.plan.rowWidth,
                  point: block.start + range.lowerBound, rows: range.count, continuing: continuing || range.lowerBound > 0)
      }
      parts.set(range.lowerBound / chunkSize, piece)
    }
    return parts.parts
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

  /// Hands the texts over and leaves the slots empty for the next block.
  func take() -> [[UInt8]] {
    defer { parts = [[UInt8]](repeating: [], count: parts.count) }
    return parts
  }
}
