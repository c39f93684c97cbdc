import Testing
import _TestSupport

@testable import NotebookFormat

/// Front-matter budgets: global and per preset, and errors at the line of the bad key.
@Suite struct BudgetTests {
  func parse(_ front: String) throws -> Notebook {
    try NotebookParser().parse(Array("---\ntitle: B\n\(front)---\n# A\n".utf8), file: "b.md")
  }

  @Test func globalAndPerPresetBudgets() throws {
    let notebook = try parse(
      "budgets:\n  overshoot_px: {max: 1}\n  end_jump_px: {max: 0.5}\n  shrink-shadow:\n    settle_time_px: {max: 0.3}\n")
    #expect(notebook.budgets.map(\.metric) == [.overshootPx, .endJumpPx, .settleTimePx])
    #expect(notebook.budgets.map(\.preset) == [nil, nil, "shrink-shadow"])
    #expect(notebook.budgets.map(\.max) == [1, 0.5, 0.3])
    #expect(notebook.budgets.map(\.location.line) == [4, 5, 7])
  }

  @Test func badBudgetsNameTheirLine() throws {
    let cases: [(String, Int, String)] = [
      ("budgets: [1]\n", 3, "'budgets' must be a mapping"),
      ("budgets:\n  overshoot: {max: 1}\n", 4, "'overshoot' is not a budget metric"),
      ("budgets:\n  shrink-shadow: {overshoot: {max: 1}}\n", 4, "unknown budget metric 'overshoot'"),
      ("budgets:\n  overshoot_px: {min: 1}\n", 4, "budget 'overshoot_px' must be {max: N}"),
      ("budgets:\n  overshoot_px: {max: -1}\n", 4, "must be {max: N} with N a number from 0"),
    ]
    for (front, line, words) in cases {
      do {
        _ = try parse(front)
        Issue.record("\(front) parsed")
      } catch let error as NotebookError {
        #expect(error.location.line == line, "\(front): \(error)")
        #expect(error.message.contains(words), "\(front): \(error)")
      }
    }
  }
}

/// Budgets survive both conversions: Markdown → Jupyter (`metadata.presslab.budgets`) → Markdown.
@Suite struct BudgetConversionTests {
  @Test func budgetsRoundTripThroughJupyter() throws {
    let markdown = "---\ntitle: B\nbudgets:\n  overshoot_px: {max: 1}\n  shrink-shadow:\n    settle_time_px: {max: 0.3}\n    end_jump_px: {max: 0.5}\n---\n# A\n"
    let notebook = try NotebookParser().parse(Array(markdown.utf8), file: "b.md")
    let ipynb = JupyterFile.encode(notebook.jupyterDocument())
    let fromJupyter = try NotebookParser().parse(ipynb, file: "b.ipynb")
    func key(_ b: Budget) -> String { "\(b.preset ?? "*") \(b.metric.rawValue) \(b.max)" }
    #expect(fromJupyter.budgets.map(key).sorted() == notebook.budgets.map(key).sorted())
    #expect(fromJupyter.budgets.count == 3)
    let again = try NotebookParser().parse(Array(fromJupyter.markdownText().utf8), file: "c.md")
    #expect(again.budgets.map(key).sorted() == notebook.budgets.map(key).sorted())
    let bad = Array(#"{"cells": [], "metadata": {"presslab": {"budgets": {"overshoot": {"max": 1}}}}, "nbformat": 4, "nbformat_minor": 5}"#.utf8)
    #expect(throws: NotebookError.self) { _ = try NotebookParser().parse(bad, file: "d.ipynb") }
  }
}
