import Testing
import _TestSupport

@testable import PressLabCLI

/// What the built `presslab` prints for help and `--describe`, against the golden files in
/// Snapshots/ (`RECORD_SNAPSHOTS=1 swift test --filter HelpSnapshotTests` re-records them).
@Suite struct HelpSnapshotTests {
  /// Every command `presslab --help` lists.
  static let commandNames = PressLab.commands.map { $0.name }

  @Test func overview() throws {
    let result = try ProcessRunner.presslab(["--help"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.all)")
    assertSnapshot(result.stdout, named: "help")
  }

  @Test(arguments: commandNames)
  func commandHelp(_ name: String) throws {
    let result = try ProcessRunner.presslab([name, "--help"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.all)")
    assertSnapshot(result.stdout, named: "help-\(name)")
    // `presslab help NAME` prints the same text.
    #expect(try ProcessRunner.presslab(["help", name]).stdout == result.stdout)
  }

  @Test func overviewListsEveryCommand() throws {
    let overview = try ProcessRunner.presslab(["--help"]).stdout
    for name in Self.commandNames {
      #expect(overview.contains("\n  \(name) "), "presslab --help does not list \(name)")
    }
  }

  /// Run from the package root, so the notebook's path in the output is the relative one.
  @Test func describeTheNightlyNotebook() throws {
    let result = try ProcessRunner.presslab(["run", "reports/nightly.md", "--describe"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.all)")
    assertSnapshot(result.stdout, named: "run-describe-nightly")
  }

  /// The Jupyter form describes the same parameters and cells, each named by its Jupyter cell.
  @Test func describeTheNightlyJupyterNotebook() throws {
    let result = try ProcessRunner.presslab(["run", "reports/nightly.ipynb", "--describe"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.all)")
    assertSnapshot(result.stdout, named: "run-describe-nightly-ipynb")
  }
}
