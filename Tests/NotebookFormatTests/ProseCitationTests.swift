import Foundation
import Testing

@testable import NotebookFormat

/// Where the narrative's citations, paragraphs and headings stand, in both notebook forms: what a
/// citation's error and a paragraph to review point at.
@Suite struct ProseCitationTests {
  static let markdown = """
    ---
    parameters:
      x: 1
    ---

    # Seed 000

    It springs back on damping {{preset.shrink-shadow.release.damping}} and
    then {{ pick.shrink-shadow.settle }}; {{not a key}} and {{}} stay as written.

    ```presslab curve
    preset: shrink-shadow
    note: {{preset.in.a.cell}}
    ```

    ```text
    {{preset.in.a.listing}}
    ```

    ## The {{now.shrink-shadow.end}} heading

    - a list item at $x px
    """

  @Test func citationsParagraphsAndHeadingsAreFoundAtTheirLines() throws {
    let notebook = try NotebookParser().parse(Array(Self.markdown.utf8), file: "c.md")
    let prose = notebook.prose
    #expect(prose.citations.map(\.key) == ["preset.shrink-shadow.release.damping", "pick.shrink-shadow.settle", "now.shrink-shadow.end"])
    #expect(prose.citations.map(\.location) == [
      SourceLocation(file: "c.md", line: 8, column: 28), SourceLocation(file: "c.md", line: 9, column: 6),
      SourceLocation(file: "c.md", line: 20, column: 8),
    ])
    #expect(prose.headings.map(\.line) == [6, 20])
    #expect(prose.paragraphs.map(\.location.line) == [8, 22])
    #expect(prose.paragraphs.map(\.section) == [0, 1])
    #expect(prose.paragraphs[0].text.hasSuffix("{{}} stay as written."))
    // A cell at line 11 sits under the first heading.
    #expect(prose.section(of: notebook.cells[0].location) == 0)
  }

  @Test func jupyterCitationsCountLinesWithinTheirCell() throws {
    let cells: [[String: Any]] = [
      ["cell_type": "markdown", "id": "intro", "metadata": [:], "source": "# Title\n\nFirst line.\nSee {{pick.a.settle}}.\n"],
      ["cell_type": "code", "id": "c1", "metadata": [:], "execution_count": NSNull(), "outputs": [], "source": "%%presslab curve\npreset: a\n"],
    ]
    let json: [String: Any] = ["nbformat": 4, "nbformat_minor": 5, "metadata": [:], "cells": cells]
    let bytes = try JSONSerialization.data(withJSONObject: json)
    let notebook = try NotebookParser().parse(Array(bytes), file: "j.ipynb")
    let citation = try #require(notebook.prose.citations.first)
    #expect(citation.key == "pick.a.settle")
    #expect(citation.location.cell == JupyterCellPlace(index: 0, id: "intro"))
    #expect(citation.location.line == 4 && citation.location.column == 5)
    #expect(notebook.prose.paragraphs.first?.location.line == 3)
  }

  @Test func replacingKeepsWhatCitesNothing() {
    let text = "a {{x.y}} b {{ z }} c {{not one}} {{x.y}}"
    #expect(Prose.replacingCitations(in: text) { $0 == "x.y" ? "1" : nil } == "a 1 b {{ z }} c {{not one}} 1")
    #expect(Prose.citations(in: "{{a}}{{b}}").map(\.offset) == [0, 5])
  }
}
