import Testing
import _TestSupport

@testable import NotebookFormat

/// Fixtures are read relative to this file (Tests/NotebookFormatTests/Fixtures/), so the tests run
/// from any folder.
func fixture(_ name: String) throws -> [UInt8] { try PackagePaths.fixture(name) }

func parse(_ name: String, overrides: [ParameterOverride] = []) throws -> Notebook {
  try NotebookParser().parse(fixture(name), file: name, overrides: overrides)
}

func notebookError(_ body: () throws -> Any) -> NotebookError? {
  do {
    _ = try body()
    return nil
  } catch let error as NotebookError {
    return error
  } catch {
    return nil
  }
}

@Suite struct GoodNotebook {
  @Test func frontMatterAndParameters() throws {
    let notebook = try parse("good.md")
    #expect(notebook.title == "Press tuning")
    #expect(notebook.author == "Design systems")
    #expect(notebook.parameters.map(\.name) == ["preset", "fps", "show_heatmaps", "presets"])
    #expect(notebook.parameter("fps")?.defaultValue == .number(120))
    #expect(notebook.parameter("show_heatmaps")?.defaultValue == .bool(true))
    #expect(notebook.parameter("presets")?.defaultValue == .list([.string("seed-000"), .string("seed-003")]))
    #expect(notebook.parameter("preset")?.location == SourceLocation(file: "good.md", line: 5, column: 3))
  }

  @Test func narrativeBlocks() throws {
    let blocks = try parse("good.md").blocks
    guard case .heading(1, let title, 11) = blocks[0] else {
      Issue.record("first block \(blocks[0])")
      return
    }
    #expect(title == [.text("Overview")])
    guard case .paragraph(let inlines) = blocks[1] else {
      Issue.record("second block \(blocks[1])")
      return
    }
    #expect(inlines.contains(.emphasis([.text("emphasis")])))
    #expect(inlines.contains(.strong([.text("strong text")])))
    #expect(inlines.contains(.code("code spans")))
    #expect(inlines.contains(.link(destination: "https://example.com", content: [.text("link")])))
    #expect(blocks[2] == .list(start: nil, tight: true, items: [[.paragraph([.text("first item")])], [.paragraph([.text("second item")])]]))
    #expect(blocks[3] == .blockQuote([.paragraph([.text("A quoted remark.")])]))
    #expect(blocks[4] == .code(language: "swift", text: "UIView.animate(withDuration: 0.3) { }\n"))
    #expect(blocks[5] == .thematicBreak)
    #expect(blocks.last == .paragraph([.text("Closing words in 日本語.")]))
  }

  @Test func cellsHaveIdsKindsAndSubstitutedParameters() throws {
    let cells = try parse("good.md").cells
    #expect(cells.map(\.id) == ["damping-sweep", "cell-2"])
    #expect(cells.map(\.kind) == [.sweep, .curve])
    #expect(cells.allSatisfy { $0.error == nil })
    #expect(cells[0].location == SourceLocation(file: "good.md", line: 29, column: 1))
    #expect(cells[1].options?["preset"]?.string == "seed-000")
    #expect(cells[1].options?["fps"]?.number == 120)
    // The YAML keeps the notebook's line numbers.
    #expect(cells[1].options?["fps"]?.location.line == 37)
    #expect(cells[1].source == "preset: $preset\nfps: $fps\nreading: frames\n")
  }

  @Test func overridesAreTypedAndApplyInOrder() throws {
    let notebook = try parse(
      "good.md",
      overrides: [
        try .commandLine("fps=60"), try .commandLine("presets=seed-001,seed-002"),
        try .commandLine("preset=seed-004"), try .commandLine("fps=240"),
      ])
    #expect(notebook.parameter("fps")?.value == .number(240))
    #expect(notebook.parameter("fps")?.overriddenBy == "-p fps=240")
    #expect(notebook.parameter("show_heatmaps")?.isOverridden == false)
    #expect(notebook.parameter("presets")?.value == .list([.string("seed-001"), .string("seed-002")]))
    #expect(notebook.cells[1].options?["fps"]?.number == 240)
    #expect(notebook.cells[1].options?["preset"]?.string == "seed-004")
  }

  @Test func wrongTypeOrUnknownOverrideIsAParameterError() throws {
    for word in ["fps=fast", "show_heatmaps=maybe", "nope=1", "fps=[1, 2]"] {
      #expect(throws: ParameterError.self, "\(word)") {
        _ = try parse("good.md", overrides: [try .commandLine(word)])
      }
    }
    #expect(throws: ParameterError.self) { _ = try ParameterOverride.commandLine("fps") }
  }

  @Test func paramsFileValuesComeBeforeCommandLine() throws {
    let file = Array("fps: 30\nshow_heatmaps: false\npresets: [a, b, c]\n".utf8)
    let fromFile = try ParamsFile.read(file, file: "night.yaml")
    let notebook = try parse("good.md", overrides: fromFile + [try .commandLine("fps=90")])
    #expect(notebook.parameter("fps")?.value == .number(90))
    #expect(notebook.parameter("show_heatmaps")?.value == .bool(false))
    #expect(notebook.parameter("show_heatmaps")?.overriddenBy == "night.yaml:2:1")
    #expect(notebook.parameter("presets")?.value == .list(["a", "b", "c"].map(ParameterValue.string)))
    let wrong = try ParamsFile.read(Array("fps: [1]\n".utf8), file: "bad.yaml")
    #expect(throws: ParameterError.self) { _ = try parse("good.md", overrides: wrong) }
  }
}

@Suite struct BrokenNotebooks {
  @Test func unreadableNotebooksNameTheLine() throws {
    let cases: [(String, Int, Int, String)] = [
      ("unclosed-front-matter.md", 1, 1, "never closed"),
      ("unknown-front-matter-key.md", 3, 1, "unknown front-matter key 'colour'"),
      ("bad-parameter-default.md", 5, 11, "default of 'button'"),
    ]
    for (name, line, column, words) in cases {
      let error = notebookError { try parse(name) }
      #expect(error?.location == SourceLocation(file: name, line: line, column: column), "\(name)")
      #expect(error?.message.contains(words) == true, "\(name): \(String(describing: error))")
    }
  }

  @Test func emptyNulAndNonUTF8() {
    let parser = NotebookParser()
    let empty = notebookError { try parser.parse([], file: "e.md") }
    #expect(empty?.location.line == 1)
    #expect(empty?.message.contains("empty") == true)
    let blank = notebookError { try parser.parse(Array("\n  \n".utf8), file: "e.md") }
    #expect(blank?.message.contains("empty") == true)
    let nul = notebookError { try parser.parse(Array("# A\n\nab\0c\n".utf8), file: "n.md") }
    #expect(nul?.location == SourceLocation(file: "n.md", line: 3, column: 3))
    let latin1 = notebookError { try parser.parse(Array("# Caf".utf8) + [0xE9] + Array("\nok\n".utf8), file: "l.md") }
    #expect(latin1?.location == SourceLocation(file: "l.md", line: 1, column: 6))
    #expect(latin1?.message.contains("UTF-8") == true)
  }

  @Test func cellErrorsStayInTheirCells() throws {
    let notebook = try parse("cell-errors.md")
    let cells = notebook.cells
    #expect(cells.count == 6)
    #expect(cells.map(\.id) == ["cell-1", "w", "cell-3", "cell-4", "w", "cell-6"])
    let errors = cells.map(\.error)
    #expect(errors[0]?.location.line == 12, "\(String(describing: errors[0]))")
    #expect(errors[0]?.message.hasPrefix("YAML error") == true)
    #expect(errors[1]?.location == SourceLocation(file: "cell-errors.md", line: 14, column: 13))
    #expect(errors[1]?.message.contains("unknown cell kind 'wobble'") == true)
    // Keys are the runner's to check (Cells; ReportsTests' CellSchemaTests): the parser leaves them alone.
    #expect(errors[2] == nil)
    #expect(errors[3]?.location == SourceLocation(file: "cell-errors.md", line: 24, column: 6))
    #expect(errors[3]?.message.contains("unknown parameter $fsp") == true)
    #expect(errors[4]?.location == SourceLocation(file: "cell-errors.md", line: 27, column: 1))
    #expect(errors[4]?.message.contains("already used by the cell at line 14") == true)
    #expect(errors[5] == nil)
  }

  @Test func dollarDollarIsALiteralDollar() throws {
    let text = "---\nparameters:\n  x: 1\n---\n```presslab table\ncaption: costs $$5 at $x\n```\n"
    let cell = try NotebookParser().parse(Array(text.utf8), file: "d.md").cells[0]
    #expect(cell.options?["caption"]?.string == "costs $5 at 1")
  }

  @Test func indentedCellReportsNotebookColumns() throws {
    let text = "- item\n\n  ```presslab table\n  colour: $nope\n  ```\n"
    let cell = try NotebookParser().parse(Array(text.utf8), file: "i.md").cells[0]
    #expect(cell.error?.location == SourceLocation(file: "i.md", line: 4, column: 11))
  }
}
