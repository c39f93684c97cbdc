import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// A comma list with an empty entry is refused, naming the option and the entry, instead of
/// running with one value fewer than written.
@Suite struct EmptyListEntryTests {
  @Test func chartTableRefusesAnEmptyVaryEntry() throws {
    let folder = try TemporaryFolder("emptylist")
    defer { folder.remove() }
    let out = folder.path("t.pdf")
    let run = try ProcessRunner.presslab(
      ["chart", "table", "spring", "bounce=0.2", "--vary", "duration=0.1,0.2,,0.5", "-o", out])
    #expect(run.status == 64, "\(run.all)")
    #expect(run.stderr.contains("--vary") && run.stderr.contains("entry 3 of 4 is empty"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out))
    // The same list without the empty entry runs.
    let good = try ProcessRunner.presslab(["chart", "table", "spring", "bounce=0.2", "--vary", "duration=0.1,0.2,0.5", "-o", out])
    #expect(good.status == 0, "\(good.all)")
  }

  @Test func everyCommaListSharesTheRule() throws {
    #expect(throws: CLIError.self) { try Arguments.list("0.1,", option: "--at") }
    #expect(throws: CLIError.self) { try Arguments.list(",0.1", option: "--at") }
    #expect(throws: CLIError.self) { try Arguments.list("a, ,b", option: "--metric") }
    #expect(try Arguments.list("0.1,0.2", option: "--at") == ["0.1", "0.2"])
  }
}
