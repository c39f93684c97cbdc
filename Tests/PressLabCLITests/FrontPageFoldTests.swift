import Testing
import _TestSupport

/// A short first chapter shares the contents page when it fits below them, even with under 30 %
/// of the page left, rather than standing alone on a mostly blank page.
@Suite struct FrontPageFoldTests {
  @Test func aShortFirstChapterSharesTheContentsPage() throws {
    try withTemporaryFolder("fold") { folder in
      // 23 sections fill the contents to about 74 % of the page: too little room for the 30 % rule.
      let parts = (1...23).map { "## Part \($0)\n\nText of part \($0).\n\n" }.joined()
      let notebook = "---\ntitle: Fold\n---\n\n# Intro\n\nA short first chapter that fits below the contents.\n\n# Body\n\n" + parts
      try folder.write(notebook, to: "fold.md")
      let result = try ProcessRunner.presslab(["run", "fold.md", "-o", "out", "--no-history"], in: folder.path)
      #expect(result.status == 0, "\(result.all)")
      func page(_ n: Int) throws -> String {
        try ProcessRunner.run("pdftotext", ["-f", "\(n)", "-l", "\(n)", folder.path("out/fold/fold.pdf"), "-"]).stdout
      }
      let contents = try page(2)
      #expect(contents.contains("Contents") && contents.contains("Part 23"))
      #expect(contents.contains("A short first chapter that fits below the contents."), "\(contents)")
      // The next chapter still starts a page of its own.
      #expect(try page(3).split(separator: "\n").dropFirst(2).first { !$0.isEmpty } == "Body")
    }
  }
}
