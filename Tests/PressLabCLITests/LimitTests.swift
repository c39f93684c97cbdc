import Foundation
import Testing
import _TestSupport

/// Every size has a limit, checked before any work starts, with the option and the limit named.
@Suite struct LimitTests {
  @Test func framesPerCurveAreCappedInCurveAndSweepFiles() throws {
    for words in [["--fps", "1e9"], ["--window", "1e7"], ["--window", "1e6", "--json"]] {
      let result = try ProcessRunner.presslab(["curve", "spring", "duration=0.3"] + words)
      #expect(result.status == 64, "\(words): \(result.all)")
      #expect(result.stderr.contains("above the limit of 600000"), "\(result.all)")
    }
    try withTemporaryFolder("limits") { folder in
      let file = try folder.write("model: spring\nfps: 120\nwindow: 1e7\nparameters:\n  duration: 0.3\n", to: "w.yaml")
      let sweep = try ProcessRunner.presslab(["sweep", file])
      #expect(sweep.status == 65)
      #expect(sweep.stderr.contains("w.yaml:3: window: fps × window asks for 1200000000 frames"), "\(sweep.all)")
    }
  }

  @Test func aNotebookParameterCannotAskForTooManyFrames() throws {
    try withTemporaryFolder("limits") { folder in
      let notebook = try folder.write(
        "---\nparameters:\n  fps: 120\n---\n\n```presslab sweep\nid: s\ndefinition: |\n  model: spring\n  fps: $fps\n  parameters:\n    duration: [0.2, 0.3]\n```\n",
        to: "n.md")
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out"), "-p", "fps=1e9"])
      #expect(result.status == 1, "\(result.all)")
      // Refused at the parameter's line, as every frame rate out of 1…10000 is, before any frame.
      #expect(result.stderr.contains("n.md:3:3: cell 's' failed: the notebook's 'fps' parameter must be a frame rate from 1 to 10000"), "\(result.all)")
    }
  }

  @Test func aGridAboveTheLimitIsRefusedWithItsCost() throws {
    try withTemporaryFolder("limits") { folder in
      let huge = try folder.write(
        "model: spring\nparameters:\n  duration: {from: 0.1, to: 1, count: 1e5}\n  bounce: {from: 0, to: 0.5, count: 1e4}\n", to: "huge.yaml")
      let result = try ProcessRunner.presslab(["sweep", huge, "--csv", folder.path("out.csv")])
      #expect(result.status == 65)
      #expect(result.stderr.contains("the grid has 1000000000 curves, above the limit of 20000000"), "\(result.all)")
      #expect(result.stderr.contains("--max-points") && result.stderr.contains("--shard"))
      #expect(result.stderr.contains(" h and write about "), "\(result.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.path("out.csv")))

      let small = try folder.write("model: spring\nparameters:\n  duration: [0.2, 0.3, 0.4]\n", to: "small.yaml")
      #expect(try ProcessRunner.presslab(["sweep", small, "--max-points", "2"]).status == 65)
      #expect(try ProcessRunner.presslab(["sweep", small, "--max-points", "3"]).status == 0)
      // The limit can be raised well above the default, never made a fraction.
      #expect(try ProcessRunner.presslab(["sweep", small, "--max-points", "1e9"]).status == 0)
      let fraction = try ProcessRunner.presslab(["sweep", small, "--max-points", "2.5"])
      #expect(fraction.status == 64 && fraction.stderr.contains("--max-points must be a whole number of curves from 1 to 1000000000000000, got 2.5"))
    }
  }

  @Test func chartWorkIsBoundedAsAWhole() throws {
    try withTemporaryFolder("limits") { folder in
      let family = try ProcessRunner.presslab(
        ["chart", "family", "spring", "--vary", "duration=0.1:1:2000", "--fps", "1000", "--window", "60", "-o", folder.path("f.pdf")])
      #expect(family.status == 64)
      #expect(family.stderr.contains("2000 curves over 60 s"), "\(family.all)")
      let heatmap = try ProcessRunner.presslab(
        ["chart", "heatmap", "spring", "--x", "duration=0.1:1:200", "--y", "bounce=0:0.8:200", "--fps", "1000", "--window", "60",
         "-o", folder.path("h.pdf")])
      #expect(heatmap.status == 64)
      #expect(heatmap.stderr.contains("40000 curves"), "\(heatmap.all)")
    }
  }

  @Test func deeplyNestedMarkdownIsAnErrorNotACrash() throws {
    try withTemporaryFolder("limits") { folder in
      let notebook = try folder.write(String(repeating: ">", count: 20_000) + " deep\n", to: "deep.md")
      let result = try ProcessRunner.presslab(["run", notebook, "-o", folder.path("out")])
      #expect(result.status == 65, "\(result.stderr.prefix(300))")
      #expect(result.stderr.contains("deep.md:1:1: quotes, lists or emphasis nest more than 100 levels"), "\(result.stderr.prefix(300))")
      let fine = try folder.write(String(repeating: "> ", count: 50) + "fine\n", to: "fine.md")
      #expect(try ProcessRunner.presslab(["run", fine, "-o", folder.path("out")]).status == 0)
    }
  }
}
