import Foundation
import _TestSupport

/// A folder where nights of a small notebook run: the notebook (seed 000's release swept and
/// picked at 60 Hz), a copy of seed 000's preset file to edit between nights, and `out/`.
struct HistoryFixture {
  static let notebook = """
    ---
    title: Small night
    parameters:
      fps: 60
      grid: 6
    budgets:
      overshoot_px: {max: 1}
      shrink-shadow: {settle_time_px: {max: 0.3}}
    ---

    # Seed 000

    ```presslab sweep
    id: sweep-000
    definition: |
      model: uikit-spring
      fps: $fps
      window: 1.0
      button: {width: 200, screen_scale: 3}
      parameters:
        damping: {from: 0.05, to: 1, count: $grid}
        duration: {from: 0.1, to: 0.6, count: 6}
        velocity: [0, 1]
        scale: [0.95]
      metrics: [overshoot_px, settle_time, settle_time_px, end_jump_px]
    ```

    ```presslab recommend
    id: recommend-000
    sweep: sweep-000
    preset: shrink-shadow
    constraints:
      overshoot_px: {max: 1}
      settle_time_px: {max: 0.3}
      duration: {min: 0.1, max: 0.3}
      scale: {min: 0.95, max: 0.95}
      end_jump_px: {max: 0.5}
    minimize: [settle_time_px, overshoot_px]
    ```

    """
  static let presetFile = "000-shrink-shadow.yaml"
  /// The line of the release spring's damping in seed 000's preset file.
  static let releaseDamping = #"              damping: [0.05, "000_cc42c21d33afe274.txt:341"]"#
  /// Real time, not SOURCE_DATE_EPOCH, goes into the history; the report's date comes from it.
  static let epoch = ["SOURCE_DATE_EPOCH": "1700000000"]
  /// Whether git runs here: without it there is no commit to record, and the git tests say they are skipped.
  static let hasGit = (try? ProcessRunner.run("git", ["--version"]).status) == 0

  let folder: TemporaryFolder
  var path: String { folder.path }
  var history: String { folder.path("out/history.sqlite") }
  var pdf: String { folder.path("out/night/night.pdf") }
  var html: String { folder.path("out/night/night.html") }

  /// `notebook` as night.md, and `presets` (seed files, seed 000 among them) copied to `presets/`.
  init(_ label: String = "history", notebook: String = Self.notebook, presets: [String] = [Self.presetFile]) throws {
    folder = try TemporaryFolder(label)
    try folder.write(notebook, to: "night.md")
    try FileManager.default.createDirectory(atPath: folder.path("presets"), withIntermediateDirectories: true)
    for file in Set(presets + [Self.presetFile]) {
      let preset = try PackagePaths.text("datasets/presets/" + file)
      precondition(file != Self.presetFile || preset.contains(Self.releaseDamping), "seed 000's release damping line moved")
      try folder.write(preset, to: "presets/" + file)
    }
  }

  func remove() { folder.remove() }

  /// `presslab run night.md --presets presets -o out EXTRA…` in the folder.
  func run(_ extra: [String] = [], environment: [String: String] = epoch) throws -> ProcessOutput {
    try ProcessRunner.presslab(["run", "night.md", "--presets", "presets", "-o", "out"] + extra, in: path, environment: environment)
  }

  /// Sets seed 000's release damping (0.05 as shipped).
  func setReleaseDamping(_ value: String) throws { try setRelease("damping", value, unchanged: "0.05") }

  /// Sets the release spring's `field` (a line sourced from the seed's line 341) to `value`.
  func setRelease(_ field: String, _ value: String, unchanged: String) throws {
    let file = "presets/" + Self.presetFile
    let text = try String(contentsOfFile: folder.path(file), encoding: .utf8)
    let edited = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("              \(field): [") && line.hasSuffix(#""000_cc42c21d33afe274.txt:341"]"#)
        ? Substring(#"              \#(field): [\#(value), "000_cc42c21d33afe274.txt:341"]"#) : line
    }.joined(separator: "\n")
    precondition(edited != text || value == unchanged)
    try folder.write(edited, to: file)
  }

  /// What `sqlite3` prints for `sql` against the history (one row a line, columns split by |).
  func sqlite(_ sql: String, _ file: String? = nil) throws -> String {
    let result = try ProcessRunner.run("sqlite3", [file ?? history, sql])
    guard result.status == 0 else { throw ToolFailure(text: result.all) }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The text of pages `first`…`last` of the report (pdftotext).
  func pages(_ first: Int, _ last: Int) throws -> String {
    try ProcessRunner.run("pdftotext", ["-f", "\(first)", "-l", "\(last)", pdf, "-"]).stdout
  }

  /// The PDF's text, lines joined by spaces (pdftotext breaks lines where the layout does).
  func flatText(_ first: Int = 1, _ last: Int = 2) throws -> String {
    try pages(first, last).split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  struct ToolFailure: Error, CustomStringConvertible { var text: String; var description: String { text } }
}
