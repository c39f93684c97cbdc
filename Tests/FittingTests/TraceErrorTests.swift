import Fitting
import Testing

/// A trace that cannot be fitted names the file, the line, the field and the reason.
@Suite struct TraceErrorTests {
  /// Twelve good frames, then whatever the case appends or changes.
  static func frames(_ count: Int = 12) -> [String] {
    (0..<count).map { "\(Double($0) / 60),\(0.95 + 0.05 * min(1, Double($0) / 8))" }
  }

  static func error(_ lines: [String]) -> TraceError? {
    do {
      _ = try Trace.parseCSV(lines.joined(separator: "\n") + "\n", source: "rec.csv")
      return nil
    } catch {
      return error
    }
  }

  @Test func nanNamesItsLineAndField() throws {
    var lines = ["t,scale"] + Self.frames()
    lines[5] = "0.0666,nan"
    let e = try #require(Self.error(lines))
    #expect(e.line == 6 && e.field == "scale" && e.reason.contains("NaN"))
    #expect(e.description.hasPrefix("rec.csv:6: scale: "))
  }

  @Test func unsortedTimes() throws {
    var lines = ["t,scale"] + Self.frames()
    lines[4] = "0.01,0.96"
    let e = try #require(Self.error(lines))
    #expect(e.line == 5 && e.field == "t" && e.reason.contains("times must increase"))
  }

  @Test func duplicateTimes() throws {
    var lines = ["t,scale"] + Self.frames()
    lines[4] = lines[3].split(separator: ",")[0] + ",0.97"
    let e = try #require(Self.error(lines))
    #expect(e.line == 5 && e.field == "t" && e.reason.contains("duplicate time") && e.reason.contains("line 4"))
  }

  @Test func tooFewFrames() throws {
    let e = try #require(Self.error(["t,scale"] + Self.frames(Trace.minimumFrames - 1)))
    #expect(e.reason.contains("only \(Trace.minimumFrames - 1) frames") && e.reason.contains("at least \(Trace.minimumFrames)"))
    #expect(Self.error(["t,scale"] + Self.frames(Trace.minimumFrames)) == nil)
  }

  @Test func noMotion() throws {
    let e = try #require(Self.error((0..<12).map { "\(Double($0) / 60),1" }))
    #expect(e.field == "value" && e.reason.contains("no motion"))
  }

  @Test func notANumberAndRaggedRows() throws {
    var lines = ["t,scale"] + Self.frames()
    lines[3] = "0.05,big"
    let e = try #require(Self.error(lines))
    #expect(e.line == 4 && e.field == "scale" && e.reason.contains("'big' is not a number"))
    lines[3] = "0.05,1,2"
    let ragged = try #require(Self.error(lines))
    #expect(ragged.line == 4 && ragged.reason.contains("3 fields; expected 2"))
  }

  @Test func infiniteValueAndEmptyFile() throws {
    var lines = ["t,scale"] + Self.frames()
    lines[2] = "0.02,inf"
    #expect(try #require(Self.error(lines)).reason.contains("finite"))
    #expect(try #require(Self.error(["# nothing"])).reason.contains("no frames"))
  }

  @Test func headerCommentsAndSeveralColumns() throws {
    let lines = ["# from a test harness", "time, scale, alpha", ""] + Self.frames().enumerated().map { $1 + ",\(1 - 0.01 * Double($0))" }
    let trace = try Trace.parseCSV(lines.joined(separator: "\r\n"), source: "rec.csv")
    #expect(trace.columns.map(\.name) == ["scale", "alpha"] && trace.times.count == 12 && trace.lines.first == 4)
  }
}
