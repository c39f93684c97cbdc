import CurveAnalysis
import Curves
import Execution
import NotebookFormat
import Plotting
import Recommendation
import ReportModel
import Sweeps
import TextFormats

extension RecommendRunner {
  /// The presenter: a decision to the chapter's prose, tables, figures and code, its JSON, the
  /// cover's line and what the house default needs, in the order the chapter reads.
  func present(_ d: Decision, current: CurrentCurve?, listing: Int, cell: Cell, context: RunContext) -> CellOutput {
    var output = CellOutput()
    if let title = cell.string("title") { output.items.append(.heading(level: 3, text: title)) }
    guard !d.options.isEmpty else {
      output.items += Self.noneMeets(d)
      output.metrics = .object([("feasible", .integer(0)), ("winner", .null)])
      if let current { output.summaries = [PresetSummary(preset: current.name, name: current.buttonName, current: current.text, recommended: "none meets the constraints")] }
      return output
    }
    let words = DecisionWords(d, current: current)
    output.items += Self.pickItems(d, current: current, words)
    output.items += Self.familyItems(d, cell: cell, threads: context.threads)
    output.items += Self.candidateItems(d, listing: listing, id: cell.id)
    output.items += Self.winnerItems(d, current: current, words, cell: cell)
    let (snippets, spring) = Self.code(d.pick, target: words.target, current: current)
    output.items += snippets
    output.metrics = Self.metrics(d, spring: spring)
    if let current { output.findings.append(d.fit(preset: current.buttonName)) }
    let optionCurves = words.options.map { option in
      (option, d.options.first { DecisionText.curve($0.curve) == option.curve }?.curve ?? d.pick.curve)
    }
    if !d.same { output.items += presets.filmstrips(cell, current: current, nowReading: d.nowReading, options: optionCurves, fps: d.rows.fps, visibility: d.rows.visibility) }
    output.summaries = Self.summaries(d, current: current, words)
    return output
  }

  /// "overshoot_px ≤ 1 px, …", as the chapter writes the bounds.
  static func constraintsText(_ d: Decision) -> String {
    let text = d.bounds.map { SweepCharts.boundText($0, d.rows.visibility) }.joined(separator: ", ")
    return text.isEmpty ? "no constraints" : text
  }

  static func noneMeets(_ d: Decision) -> [ReportItem] {
    [
      .block(.paragraph([.text("\(d.selection.feasible.count) of \(d.rows.rows.count) curves meet \(constraintsText(d)).")])),
      .note("No curve of the sweep meets every constraint: loosen one, or widen the sweep."),
    ]
  }

  /// What the reader needs first: the rule, the pick, and how it compares; then what the numbers
  /// rest on, what the button will feel like, and the parameters held.
  static func pickItems(_ d: Decision, current: CurrentCurve?, _ words: DecisionWords) -> [ReportItem] {
    var items: [ReportItem] = []
    items.append(
      .block(.paragraph([
        .strong([.text("Pick (\(d.rule.title)): ")]),
        .text("\(d.rule.statement(d.rows.visibility)). \(words.options[0].curve): \(d.pick.reading.sentence)"
          + (d.nowReading.map { "; now \($0.sentence)" } ?? "") + ". Verdict: \(words.verdict)."),
      ])))
    let decisionHeader = ["", "Curve (\(words.api.short))", "SwiftUI", "Overshoot", "Settles", "Snap"]
    var decisionRows: [[String]] = []
    if let current, let nowReading = d.nowReading {
      decisionRows.append(["now", DecisionText.curve(current.curve), "—", nowReading.overshootText, nowReading.settleText, nowReading.snapText])
    }
    for (n, option) in words.options.enumerated() {
      decisionRows.append([n == 0 ? "pick: \(option.rule)" : option.rule, option.curve, option.swiftUI, option.reading.overshootText, option.reading.settleText, option.reading.snapText])
    }
    items.append(
      .table(
        TableItem(
          title: "The pick and the named options for \(current?.buttonName ?? "this sweep")", header: decisionHeader, rows: decisionRows,
          alignments: [.left, .left, .left, .right, .right, .right], highlighted: [current == nil ? 0 : 1])))
    var facts: [String] = []
    facts.append(
      "Read at \(Int(d.rows.fps)) frames per second; settled means within \(d.rows.visibility.words) of rest"
        + (d.hold > 0 ? "; times from the finger's lift-off, including the \(NumberText.milliseconds(d.hold)) the button stays pressed" : "; times from the finger's lift-off") + ".")
    if let spread = d.sensitivity { facts.append(DecisionWords.sentence(spread)) }
    if let same = ButtonDecision.samePoint(words.options) { facts.append(same) }
    items.append(.block(.paragraph([.text(facts.joined(separator: " "))])))
    for line in words.feel { items.append(.block(.paragraph([.strong([.text("You will feel: ")]), .text(line)]))) }
    if !words.press.isEmpty { items.append(.block(.paragraph([.strong([.text("The press: ")]), .text(words.press.joined(separator: " "))]))) }
    for axis in d.quiet { items.append(.block(.paragraph([.text(DecisionWords.sentence(axis))]))) }
    return items
  }

  /// The damping family at the pick's other values (its duration, velocity, scale): what more or
  /// less damping would do to this very spring; then the decision map.
  static func familyItems(_ d: Decision, cell: Cell, threads: Int) -> [ReportItem] {
    var items: [ReportItem] = []
    if let definition = d.rows.definition,
      let axis = definition.axes.first(where: { $0.name.hasSuffix("damping") || $0.name.hasSuffix("dampingFraction") || $0.name.hasSuffix("bounce") }),
      axis.values.allSatisfy({ $0.number != nil })
    {
      let family = SweepCharts.family(of: axis, definition: definition, at: Refinement.values(d.pick.rows, row: d.pick.row))
      if let chart = family.chart {
        items.append(
          .figure(
            FigureItem(
              id: "\(cell.id)-family", caption: family.caption.replacing("; dots", with: ", the values of the pick; dots"),
              caveat: family.caveat, drawing: ChartFigure(chart: chart, aspectRatio: 1.9))))
      }
    }
    if let map = DecisionMap.figure(d.choice, pick: (d.pick.rows, d.pick.row), pickReading: d.pick.reading, threads: threads, cell: cell) {
      items.append(.figure(map))
    }
    return items
  }
}
