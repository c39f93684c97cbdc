import Testing

@testable import NotebookFormat

/// `$name` in prose reads like in cells: `$$` is a dollar, a known name its value, an unknown
/// one printed as written with a warning at its line.
@Suite struct ProseParameterTests {
  @Test func proseReadsDollarsLikeCells() throws {
    let text = "---\nparameters:\n  x: 1\n  xy: 2\n---\n\nIt costs $$5 at $x and $xy, $5, $nope and $nope.\n"
    let notebook = try NotebookParser().parse(Array(text.utf8), file: "p.md")
    guard case .paragraph(let inlines) = try #require(notebook.blocks.last) else {
      Issue.record("not a paragraph")
      return
    }
    #expect(inlines.plainText == "It costs $5 at 1 and 2, $5, $nope and $nope.")
    #expect(notebook.warnings.count == 1)
    #expect(notebook.warnings.first?.location == SourceLocation(file: "p.md", line: 7, column: 33))
    #expect(notebook.warnings.first?.message.contains("$nope in the text names no parameter (known: $x, $xy)") == true)
  }

  @Test func proseWithoutParametersStillReadsDoubleDollars() throws {
    let notebook = try NotebookParser().parse(Array("Pay $$3.\n".utf8), file: "q.md")
    guard case .paragraph(let inlines) = try #require(notebook.blocks.first) else {
      Issue.record("not a paragraph")
      return
    }
    #expect(inlines.plainText == "Pay $3.")
    #expect(notebook.warnings.isEmpty)
  }
}
