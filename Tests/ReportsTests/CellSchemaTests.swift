import NotebookFormat
import Testing

@testable import Cells
@testable import ReportModel

/// Every key a cell accepts changes what it shows, or is an error at its line.
@Suite struct CellSchemaTests {
  func one(_ body: String) throws -> CellRecord {
    let report = try runNotebook("```presslab \(body)\n```\n")
    return try #require(report.records.first)
  }

  @Test func curvePresetPhasePicksTheMetricRows() throws {
    let both = try one("curve\npreset: shrink-shadow")
    let release = try one("curve\npreset: shrink-shadow\nphase: release")
    #expect(Set(try #require(both.tables.first).rows.map { $0[1] }) == ["press", "release"])
    #expect(Set(try #require(release.tables.first).rows.map { $0[1] }) == ["release"])
    #expect(!release.metricsText.contains("\"press\""))
    #expect(both.metricsText.contains("\"press\""))
  }

  @Test func curvePresetWindowSetsTheChart() throws {
    let plain = try #require(try one("curve\npreset: shrink-shadow").chartWindow)
    let set = try one("curve\npreset: shrink-shadow\nwindow: 2.5")
    #expect(set.chartWindow == 2.5)
    #expect(plain != 2.5)
  }

  @Test func curvePresetRejectsWhatItCannotUse() throws {
    for (key, value) in [("fps", "60"), ("reading", "frames"), ("travel", "10")] {
      let record = try one("curve\npreset: shrink-shadow\n\(key): \(value)")
      let failure = try #require(record.failure)
      #expect(failure.location == SourceLocation(file: "n.md", line: 3, column: 1))
      #expect(failure.message.hasPrefix("'\(key)' has no effect in a curve cell with 'preset'"), "\(failure.message)")
    }
  }

  @Test func compareWindowSetsTheChartAndFpsIsRejected() throws {
    let record = try one("compare\npresets: [shrink-shadow, pebutton]\nshow: [curves]\nwindow: 1.5")
    #expect(record.chartWindow == 1.5)
    let plain = try one("compare\npresets: [shrink-shadow, pebutton]\nshow: [curves]")
    #expect(plain.chartWindow != 1.5)
    let fps = try one("compare\npresets: [shrink-shadow, pebutton]\nfps: 60")
    #expect(fps.failure?.location.line == 3)
    #expect(fps.failure?.message.contains("'fps' has no effect") == true)
  }

  @Test func compareCurvesShowAndPhase() throws {
    let record = try one("compare\ncurves:\n  - {model: spring, duration: 0.3, bounce: 0}\nshow: [metrics]")
    #expect(record.figures.isEmpty)
    #expect(record.tables.count == 1)
    let phase = try one("compare\ncurves:\n  - {model: spring, duration: 0.3, bounce: 0}\nphase: press")
    #expect(phase.failure?.location.line == 4)
    #expect(phase.failure?.message.contains("'phase' has no effect in a compare cell with 'curves'") == true)
  }

  static let presets = "presets: [shrink-shadow, pressable-material, shrink-grow, pebutton, bfpaper-raised]\nphase: release"

  static func settle(_ text: String) -> Double {
    text == "never" || text == "—" ? .infinity : Double(text.split(separator: " ")[0]) ?? .nan
  }

  @Test func presetTableSortsLimitsAndPicksColumns() throws {
    let plain = try #require(try one("table\n\(Self.presets)").tables.first)
    let settleColumn = try #require(plain.header.firstIndex(of: "Settles (½ px)"))
    let plainOrder = plain.rows.map { Self.settle($0[settleColumn]) }
    // Listed order is not already by settle time, so sorting is seen.
    #expect(plainOrder != plainOrder.sorted())

    let sorted = try #require(try one("table\n\(Self.presets)\nsort: settle_time_px").tables.first)
    let order = sorted.rows.map { Self.settle($0[settleColumn]) }
    #expect(order == order.sorted())
    #expect(sorted.rows.count == plain.rows.count)

    let limited = try #require(try one("table\n\(Self.presets)\nsort: settle_time_px\nlimit: 2").tables.first)
    #expect(limited.rows == Array(sorted.rows.prefix(2)))

    let picked = try #require(try one("table\n\(Self.presets)\ncolumns: [preset, overshoot_px]").tables.first)
    #expect(picked.header == ["Button", "Overshoot"])
    #expect(picked.rows.map { $0[0] } == plain.rows.map { $0[0] })

    let bad = try one("table\n\(Self.presets)\ncolumns: [preset, wobble]")
    #expect(bad.failure?.location.line == 4)
    #expect(bad.failure?.message.contains("'wobble' is not a column") == true)
  }

  @Test func unknownAndMisplacedKeysAreErrorsAtTheirLine() throws {
    let unknown = try one("filmstrip\npreset: shrink-shadow\n\ncolour: red")
    #expect(unknown.failure?.location == SourceLocation(file: "n.md", line: 4, column: 1))
    #expect(unknown.failure?.message.hasPrefix("unknown key 'colour' in a filmstrip cell") == true)

    let caption = try one("table\npresets: [pebutton]\ncaption: hello")
    #expect(caption.failure?.location.line == 3)
    #expect(caption.failure?.message.contains("unknown key 'caption'") == true)

    let both = try one("filmstrip\npreset: shrink-shadow\npresets: [pebutton]")
    #expect(both.failure?.location.line == 3)
    #expect(both.failure?.message.contains("takes 'preset' or 'presets', not both") == true)

    let property = try one("recommend\nsweep: s\ncurrent: {model: spring, duration: 0.3, bounce: 0}\nproperty: alpha")
    #expect(property.failure?.location.line == 4)
    #expect(property.failure?.message.contains("'property' has no effect") == true)
  }

  @Test func recommendTitleIsAHeading() throws {
    let report = try runNotebook("""
      ```presslab sweep
      id: s
      definition: |
        model: spring
        parameters:
          duration: [0.2, 0.3, 0.4]
          bounce: [0, 0.1]
      ```

      ```presslab recommend
      sweep: s
      title: The pick
      ```
      """)
    let record = try #require(report.records.last)
    #expect(record.status == .ok, "\(record.failure?.message ?? "")")
    guard case .heading(3, "The pick")? = record.outputs.first else {
      Issue.record("no heading first: \(record.outputs.first.map { "\($0)" } ?? "nothing")")
      return
    }
  }

  @Test func everyStandardKindDeclaresItsKeys() {
    for kind in CellKind.allCases {
      let schema = StandardRunners.schema(kind)
      #expect(!schema.forms.isEmpty, "\(kind)")
      for form in schema.forms { #expect(form.keys.allSatisfy { !$0.meaning.isEmpty }) }
    }
  }
}

extension CellRecord {
  var metricsText: String { metrics.serialized() }
}

/// Values inside keys are read whole: a value that cannot be used is an error at its place.
@Suite struct CellValueTests {
  @Test func sweepTableAndContourValuesAreChecked() throws {
    func failure(_ extra: String) throws -> CellFailure? {
      let text = """
        ```presslab sweep
        definition: |
          model: spring
          parameters:
            duration: [0.2, 0.4]
            bounce: [0, 0.2]
        \(extra)
        ```
        """
      return try runNotebook(text).records.first?.failure
    }
    #expect(try failure("table: {limit: 0}")?.location == SourceLocation(file: "n.md", line: 7, column: 16))
    #expect(try failure("table: {limit: ten}")?.message.contains("'limit' must be a whole number") == true)
    #expect(try failure("heatmap: {x: duration, y: bounce, metric: settle_time, contours: [0.3, high]}")?.location.column == 72)
    #expect(try failure("table: {limit: 3}") == nil)
  }
}
