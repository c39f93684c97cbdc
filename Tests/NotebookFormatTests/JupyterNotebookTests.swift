import Foundation
import Testing
import _TestSupport

@testable import NotebookFormat

/// A Jupyter notebook (nbformat 4) as JSON text, built with Foundation's serializer from cells
/// given as `(cell_type, id, source, tags)`.
func jupyter(
  _ cells: [(type: String, id: String, source: String, tags: [String])], metadata: [String: Any] = [:],
  nbformat: Int = 4
) throws -> [UInt8] {
  let document: [String: Any] = [
    "nbformat": nbformat, "nbformat_minor": 5, "metadata": metadata,
    "cells": cells.map { cell -> [String: Any] in
      var json: [String: Any] = [
        "cell_type": cell.type, "id": cell.id, "source": cell.source, "metadata": ["tags": cell.tags],
      ]
      if cell.type == "code" {
        json["outputs"] = [Any]()
        json["execution_count"] = NSNull()
      }
      return json
    },
  ]
  return [UInt8](try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]))
}

/// What a notebook means, without where it was written: two forms of one notebook run alike
/// exactly when these are equal (same cells with the same bodies, same parameters, same narrative).
struct NotebookMeaning: Equatable {
  var title: String
  var author: String?
  var parameters: [String]
  var cells: [String]
  var narrative: [String]

  init(_ notebook: Notebook) {
    title = notebook.title
    author = notebook.author
    parameters = notebook.parameters.map { "\($0.name)=\($0.defaultValue.yamlText)→\($0.value.yamlText)" }
    cells = notebook.cells.map { "\($0.number) \($0.id) \($0.kindName) \($0.error?.message ?? "ok")\n\($0.source)" }
    // Heading lines are the file's in Markdown and the cell's in Jupyter: leave them out.
    func strip(_ block: Block) -> Block {
      switch block {
      case .heading(let level, let content, _): return .heading(level: level, content: content, line: 0)
      case .list(let start, let tight, let items): return .list(start: start, tight: tight, items: items.map { $0.map(strip) })
      case .blockQuote(let inner): return .blockQuote(inner.map(strip))
      case .cell: return .thematicBreak
      default: return block
      }
    }
    narrative = notebook.blocks.map { "\(strip($0))" }
  }
}

@Suite struct JupyterNotebookTests {
  static let nightlyMarkdown = PackagePaths.path("reports/nightly.md")
  static let nightlyJupyter = PackagePaths.path("reports/nightly.ipynb")

  static func read(_ path: String) throws -> [UInt8] {
    [UInt8](try #require(FileManager.default.contents(atPath: path)))
  }

  /// The shipped `reports/nightly.ipynb` is what `presslab convert` makes of `reports/nightly.md`,
  /// byte for byte, so the two cannot drift apart.
  @Test func shippedNightlyNotebookIsTheConvertedMarkdown() throws {
    let markdown = try NotebookParser().parse(Self.read(Self.nightlyMarkdown), file: "reports/nightly.md")
    let converted = JupyterFile.encode(markdown.jupyterDocument())
    #expect(converted == (try Self.read(Self.nightlyJupyter)), "run: presslab convert reports/nightly.md -o reports/nightly.ipynb")
  }

  /// Both forms of the nightly notebook parse to the same cells, parameters and narrative, so they
  /// run to the same numbers (the runners see nothing else; PressLabCLITests runs a small
  /// notebook in both forms and compares results.json).
  @Test func nightlyMeansTheSameInBothForms() throws {
    let markdown = try NotebookParser().parse(Self.read(Self.nightlyMarkdown), file: "nightly.md")
    let jupyter = try NotebookParser().parse(Self.read(Self.nightlyJupyter), file: "nightly.ipynb")
    #expect(markdown.cells.count >= 20)
    #expect(jupyter.cells.allSatisfy { $0.error == nil })
    #expect(NotebookMeaning(markdown) == NotebookMeaning(jupyter))
    // And back: the Jupyter notebook's Markdown form is the Markdown notebook, byte for byte.
    #expect(jupyter.markdownText() == String(decoding: try Self.read(Self.nightlyMarkdown), as: UTF8.self))
    #expect(jupyter.source == jupyter.markdownText())
  }

  static let small: [(type: String, id: String, source: String, tags: [String])] = [
    ("code", "params", "fps: 60\nlabel: \"a: b\"\n", ["parameters"]),
    ("markdown", "intro", "# Release at $fps Hz\n\nSome *text*.", []),
    ("code", "c1", "%%presslab curve\nid: release\ncurves:\n  - {model: uikit-spring, duration: 0.3, damping: 0.5}\n", []),
    ("raw", "r", "raw text", []),
    ("markdown", "m2", "- item\n\n  ```presslab curve\n  curves: []\n  ```\n- next", []),
  ]

  @Test func cellsParametersAndMetadata() throws {
    let notebook = try NotebookParser().parse(
      jupyter(Self.small, metadata: ["title": "Small", "authors": [["name": "A"], ["name": "B"]]]), file: "s.ipynb")
    #expect(notebook.title == "Small" && notebook.author == "A, B")
    #expect(notebook.parameter("fps")?.value == .number(60))
    #expect(notebook.parameter("label")?.value == .string("a: b"))
    #expect(notebook.parameter("fps")?.location == {
      var l = SourceLocation(file: "s.ipynb", line: 1, column: 1)
      l.cell = JupyterCellPlace(index: 0, id: "params")
      return l
    }())
    // `$fps` in narrative reads as the value, as in Markdown.
    guard case .heading(1, let content, 1) = notebook.blocks[0] else {
      Issue.record("first block \(notebook.blocks[0])")
      return
    }
    #expect(content.plainText == "Release at 60 Hz")
    let cells = notebook.cells
    #expect(cells.map(\.id) == ["release", "cell-2"])
    #expect(cells[0].kind == .curve && cells[0].source.hasPrefix("id: release\n") && cells[0].source.hasSuffix("}\n"))
    #expect(cells[0].location.cell == JupyterCellPlace(index: 2, id: "c1") && cells[0].location.line == 1)
    // A presslab block in a markdown cell is a cell too, placed in that markdown cell.
    #expect(cells[1].location.cell?.index == 4 && cells[1].location.line == 3 && cells[1].location.column == 3)
    #expect(notebook.blocks.contains(.code(language: nil, text: "raw text")))
    // Pieces: narrative, the cell, the raw listing, the list cut at its cell.
    #expect(notebook.pieces.count == 6)
    #expect(notebook.pieces[1] == .cell(1) && notebook.pieces[4] == .cell(2))
    #expect(notebook.pieces[5] == .markdown("- next"))
    // Written again, the cells keep their ids; the list's second half and the cell cut out of
    // it get new ones.
    let written = try #require(notebook.jupyterDocument()["cells"]?.arrayValue)
    #expect(written.compactMap { $0["id"]?.stringValue } == ["parameters", "intro", "c1", "r", "m2", "cell-2", "markdown-4"])
  }

  @Test func errorsInsideACellAreTheCellsAndNameIt() throws {
    var cells = Self.small
    cells[2].source = "%%presslab curve\nid: release\ncurves: [\n"
    let notebook = try NotebookParser().parse(jupyter(cells), file: "s.ipynb")
    let error = try #require(notebook.cells[0].error)
    #expect(error.location.cell == JupyterCellPlace(index: 2, id: "c1"))
    #expect(error.location.line == 4)
    #expect(error.description.hasPrefix("s.ipynb: cells[2] (id \"c1\"), line 4, column"), "\(error)")
  }

  @Test func injectedParametersApplyBeforeTheCommandLine() throws {
    var cells = Self.small
    cells.insert(("code", "injected", "fps: 30\nlabel: x\n", ["injected-parameters"]), at: 1)
    let notebook = try NotebookParser().parse(
      jupyter(cells), file: "s.ipynb", overrides: [ParameterOverride(name: "label", text: "y", origin: "-p label=y")])
    #expect(notebook.parameter("fps")?.value == .number(30))
    #expect(notebook.parameter("fps")?.defaultValue == .number(60))
    #expect(notebook.parameter("fps")?.overriddenBy == "s.ipynb: cells[1] (id \"injected\") (injected-parameters)")
    #expect(notebook.parameter("label")?.value == .string("y"))
    // The notebook it writes keeps the defaults and injects this run's values.
    let written = notebook.jupyterDocument()
    let sources = try #require(written["cells"]?.arrayValue).prefix(2).map { $0["source"]?.arrayValue?.compactMap(\.stringValue).joined() }
    #expect(sources[0] == "fps: 60\nlabel: \"a: b\"\n")
    #expect(sources[1]?.hasPrefix("fps: 30  # s.ipynb: cells[1]") == true)
    #expect(sources[1]?.contains("label: \"y\"  # -p label=y\n") == true)
  }

  /// What stops a Jupyter notebook before anything runs (exit 65), each naming the cell.
  @Test(arguments: [
    ("bad json", "the notebook is not valid JSON", "s.ipynb:1:"),
    ("nbformat 3", "nbformat 3 is not supported", "s.ipynb:1:1"),
    ("unknown type", "unknown cell type 'widget'", "s.ipynb: cells[2] (id \"c1\"), line 1, column 1"),
    ("unknown kind", "unknown cell kind 'curvy'", "s.ipynb: cells[2] (id \"c1\"), line 1, column 12"),
    ("not presslab", "a code cell must start with '%%presslab KIND'", "s.ipynb: cells[2] (id \"c1\")"),
    ("two parameter cells", "a second cell tagged 'parameters' (the first is cells[0] (id \"params\"))", "s.ipynb: cells[2]"),
    ("bad parameters", "YAML error", "s.ipynb: cells[0] (id \"params\"), line 2"),
    ("injected misfit", "parameter 'fps' is a number", "s.ipynb: cells[1] (id \"inj\")"),
  ])
  func unreadableNotebooks(_ problem: String, _ message: String, _ place: String) throws {
    var cells = Self.small
    var nbformat = 4
    switch problem {
    case "nbformat 3": nbformat = 3
    case "unknown type": cells[2].type = "widget"
    case "unknown kind": cells[2].source = "%%presslab curvy\ncurves: []"
    case "not presslab": cells[2].source = "import numpy as np"
    case "two parameter cells": cells[2].tags = ["parameters"]
    case "bad parameters": cells[0].source = "fps: [1"
    case "injected misfit": cells.insert(("code", "inj", "fps: fast\n", ["injected-parameters"]), at: 1)
    default: break
    }
    var bytes = try jupyter(cells, nbformat: nbformat)
    if problem == "bad json" { bytes.removeLast() }
    let error = try #require(notebookError { try NotebookParser().parse(bytes, file: "s.ipynb") })
    #expect(error.message.contains(message), "\(error)")
    #expect(error.description.hasPrefix(place), "\(error)")
  }

  @Test func invalidJSONIsPlacedAtItsLineAndColumn() throws {
    let text = "{\"cells\": [\n  {\"cell_type\": \"code\", x}\n]}"
    let error = try #require(notebookError { try NotebookParser().parse(Array(text.utf8), file: "b.ipynb") })
    #expect(error.location == SourceLocation(file: "b.ipynb", line: 2, column: 25), "\(error)")
  }

  /// Markdown → Jupyter cuts narrative at every cell, also inside a list, and reads back the same.
  @Test func markdownRoundTrip() throws {
    let text = """
      ---
      title: "Round: trip"
      parameters:
        fps: 120
        names: [a, b]
      ---

      Intro at $fps.

      ```presslab curve
      curves: []
      ```

      1. first

         ```presslab table
         id: t
         ```
      2. second

      > quoted
      > ```presslab compare
      > presets: [$names]
      > ```

      """
    let markdown = try NotebookParser().parse(Array(text.utf8), file: "r.md")
    #expect(markdown.pieces == [
      .markdown("Intro at $fps."), .cell(1), .markdown("1. first"), .cell(2), .markdown("2. second\n\n> quoted"), .cell(3),
    ])
    let ipynb = JupyterFile.encode(markdown.jupyterDocument())
    let jupyter = try NotebookParser().parse(ipynb, file: "r.ipynb")
    #expect(jupyter.title == "Round: trip")
    #expect(jupyter.cells.map(\.source) == markdown.cells.map(\.source))
    #expect(jupyter.cells.map(\.id) == ["cell-1", "t", "cell-3"])
    #expect(jupyter.parameters.map(\.name) == ["fps", "names"])
    #expect(jupyter.parameters.map(\.value) == markdown.parameters.map(\.value))
    // Writing either again gives the same Jupyter bytes.
    #expect(JupyterFile.encode(jupyter.jupyterDocument()) == ipynb)
  }
}
