import Foundation
import Sweeps
import TextFormats

/// What `presslab sweep --shard I/N --csv OUT` writes to `OUT.shard`: which definition and which
/// block of its grid the rows are, so `presslab merge` can check the parts before joining them.
struct ShardRecord: Equatable {
  var definition: String
  var shard: SweepShard
  var points: Range<Int>
  var gridPoints: Int

  static func path(for table: String) -> String { table + ".shard" }

  func json() -> String {
    JSONValue.object([
      ("definition", .string(definition)),
      ("shard", .integer(shard.index)),
      ("of", .integer(shard.count)),
      ("first_point", .integer(points.lowerBound)),
      ("points", .integer(points.count)),
      ("grid_points", .integer(gridPoints)),
    ]).serialized() + "\n"
  }

  /// Reads the record of the table at `table`, naming the file and the field that is wrong.
  static func read(for table: String) throws -> ShardRecord {
    let path = path(for: table)
    guard let bytes = FileAccess.read(path) else {
      throw CLIError.data("\(path): cannot read the shard record (written by presslab sweep --shard beside \(table))")
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      throw CLIError.data("\(path): not a shard record (expected one JSON object)")
    }
    // Every number is checked against the others before any is used: a hand-edited record must
    // not crash the merge or make it allocate for a made-up shard count.
    let text = String(decoding: bytes, as: UTF8.self)
    func fail(_ key: String, _ why: String) -> CLIError {
      let line = text.range(of: "\"\(key)\"").map { text[..<$0.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }
      return CLIError.data("\(path)\(line.map { ":\($0)" } ?? ""): field \(key): \(why)")
    }
    func integer(_ key: String, _ range: ClosedRange<Int>) throws -> Int {
      guard let value = object[key] as? Int else { throw fail(key, "expected a whole number") }
      guard range.contains(value) else { throw fail(key, "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(value)") }
      return value
    }
    guard let definition = object["definition"] as? String else { throw fail("definition", "expected the definition's fingerprint") }
    let grid = try integer("grid_points", 1...SweepCommand.maxPointsCeiling)
    let count = try integer("of", 1...grid)
    let index = try integer("shard", 0...(count - 1))
    let first = try integer("first_point", 0...grid)
    let points = try integer("points", 0...(grid - first))
    return ShardRecord(definition: definition, shard: SweepShard(index: index, count: count)!, points: first..<(first + points), gridPoints: grid)
  }
}

/// `presslab merge PARTS... --csv OUT`: joins the shards of one sweep into the table the whole run
/// writes, byte for byte.
struct MergeCommand: Command {
  static let name = "merge"
  static let abstract = "Join the CSV shards of one sweep (presslab sweep --shard) into its whole table"
  static let usage = """
    Usage: presslab merge PART.csv ... --csv OUT

    Joins the parts written by `presslab sweep FILE --shard I/N --csv PART.csv`, given in any
    order, into the table `presslab sweep FILE --csv OUT` writes, byte for byte. Each part's
    PART.csv.shard record is checked first: every part must come from the same definition and
    the same N, and the N shards 0 … N-1 must each be given once, with the header and number of
    rows their record says.

    """
  static let operands = [Operand("PART.csv ...", "the parts, in any order")]
  static let csv = Option(
    "--csv", value: "OUT", help: "where the whole table goes (written to a temporary file, then renamed); never a part or a part's record")
  static let options = [csv]
  static let notes = """
    Exit status: 65 when the parts do not make one whole table (the part and the problem are
    named), 73 when OUT cannot be written (an existing OUT is left as it was).

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var args = arguments
    guard let outPath = args.option(Self.csv) else { throw CLIError.usage("expected --csv OUT; see presslab merge --help") }
    let parts = try args.finish()
    guard !parts.isEmpty else { throw CLIError.usage("expected the CSV parts to merge; see presslab merge --help") }
    // The output may be neither a part nor a part's record, however spelled (./p.csv, a link).
    try OutputTarget.checkDistinct(
      [("--csv", try OutputTarget.resolve(outPath, option: "--csv"))], inputs: parts + parts.map(ShardRecord.path(for:)))
    let ordered = try check(parts.map { ($0, try ShardRecord.read(for: $0)) })
    let out = try StreamedFile(outPath, option: "--csv")
    defer { out.discard() }
    var header: [UInt8]?
    for (path, record) in ordered {
      let (head, rows) = try copyRows(of: path, to: out, headerWritten: header != nil)
      if head.suffix(2) == [UInt8(ascii: "\r"), UInt8(ascii: "\n")] {
        throw CLIError.data("\(path): it has Windows line endings (CRLF), presslab sweep writes LF; convert it back (dos2unix) before merging")
      }
      if let header, header != head {
        throw CLIError.data("\(path): its header differs from that of \(ordered[0].path)")
      }
      guard rows == record.points.count else {
        throw CLIError.data("\(path): \(rows) rows where its shard record says \(record.points.count) (an unfinished or edited part?)")
      }
      header = head
    }
    try out.commit()
    return ExitStatus.ok
  }

  /// Streams the rows of a part (and its header line, when none is written yet) to `out` in large
  /// pieces; returns the header line and the number of rows.
  static func copyRows(of path: String, to out: StreamedFile, headerWritten: Bool) throws -> (header: [UInt8], rows: Int) {
    guard let stream = fopen(path, "rb") else { throw CLIError.data("\(path): cannot read the part") }
    defer { fclose(stream) }
    var header: [UInt8] = []
    var inHeader = true
    var rows = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 22)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
      if count == 0 { break }
      var piece = buffer[..<count]
      if inHeader {
        if let end = piece.firstIndex(of: UInt8(ascii: "\n")) {
          header += piece[...end]
          piece = piece[(end + 1)...]
          inHeader = false
          if !headerWritten { out.write(header) }
        } else {
          header += piece
          continue
        }
      }
      for byte in piece where byte == UInt8(ascii: "\n") { rows += 1 }
      out.write(Array(piece))
    }
    if ferror(stream) != 0 { throw CLIError.data("\(path): cannot read the part") }
    if inHeader { throw CLIError.data("\(path): no header line") }
    return (header, rows)
  }

  /// The parts in shard order, once each shard 0 … N-1 of one definition is there exactly once.
  static func check(_ parts: [(path: String, record: ShardRecord)]) throws -> [(path: String, record: ShardRecord)] {
    let first = parts[0]
    for part in parts.dropFirst() {
      guard part.record.definition == first.record.definition, part.record.gridPoints == first.record.gridPoints else {
        throw CLIError.data("\(part.path): a shard of another sweep definition than \(first.path) (fingerprint \(part.record.definition), not \(first.record.definition))")
      }
      guard part.record.shard.count == first.record.shard.count else {
        throw CLIError.data("\(part.path): one of \(part.record.shard.count) shards, but \(first.path) is one of \(first.record.shard.count)")
      }
    }
    var byIndex: [Int: (path: String, record: ShardRecord)] = [:]
    for part in parts {
      if let other = byIndex[part.record.shard.index] {
        throw CLIError.data("\(part.path): shard \(part.record.shard) is also \(other.path)")
      }
      guard part.record.points == part.record.shard.points(of: part.record.gridPoints) else {
        throw CLIError.data("\(part.path): its rows are not those of shard \(part.record.shard)")
      }
      byIndex[part.record.shard.index] = part
    }
    let count = first.record.shard.count
    // Counted, not listed: N may be large and few parts given.
    let missingCount = count - byIndex.count
    guard missingCount == 0 else {
      let missing = (0..<count).lazy.filter { byIndex[$0] == nil }.prefix(10).map { "\($0)/\(count)" }
      throw CLIError.data("missing shard\(missingCount == 1 ? "" : "s") \(missing.joined(separator: ", "))\(missingCount > 10 ? " and \(missingCount - 10) more" : "") of \(first.path)'s sweep")
    }
    return (0..<count).map { byIndex[$0]! }
  }
}
