import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// Mistakes a newcomer makes get a message naming the file, field and what is wrong.
@Suite struct ClearErrorTests {
  @Test func aSweepWithoutParametersNamesTheMissingOne() throws {
    try withTemporaryFolder("errors") { folder in
      let file = try folder.write("model: spring\n", to: "bare.yaml")
      let result = try ProcessRunner.presslab(["sweep", file])
      #expect(result.status == 65)
      #expect(result.stderr.contains("bare.yaml: parameters.duration: is required (a number)"), "\(result.all)")
    }
  }

  @Test func aMisspeltParameterIsNamedWithTheMissingOne() throws {
    let result = try ProcessRunner.presslab(["curve", "spring", "durration=0.5"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'durration' was given: a misspelling of 'duration'?"), "\(result.all)")
  }

  @Test func anEmptyListEntryIsAnError() throws {
    let result = try ProcessRunner.presslab(["curve", "keyframes", "duration=1", "values=0,,1"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("values: has an empty entry in '0,,1'"), "\(result.all)")
  }

  @Test func aSweepDefinitionIsReadFromStandardInput() throws {
    try withTemporaryFolder("errors") { folder in
      let file = try folder.write("model: spring\nparameters:\n  duration: [0.2, 0.3]\n", to: "s.yaml")
      let piped = try ProcessRunner.run("/bin/sh", ["-c", "\"$0\" sweep - < \"$1\"", try ProcessRunner.presslabBinary(), file])
      let direct = try ProcessRunner.presslab(["sweep", file])
      #expect(piped.status == 0, "\(piped.all)")
      #expect(piped.stdout == direct.stdout)
      #expect(piped.stdout.split(separator: "\n").count == 3)
    }
  }

  @Test func anUnusableSourceDateEpochIsSaid() throws {
    try withTemporaryFolder("errors") { folder in
      let result = try ProcessRunner.presslab(
        ["chart", "family", "spring", "--vary", "duration=0.1:0.3:3", "-o", folder.path("f.pdf")], environment: ["SOURCE_DATE_EPOCH": "abc"])
      #expect(result.status == 0)
      #expect(result.stderr.contains("SOURCE_DATE_EPOCH='abc' is not a whole number of seconds"), "\(result.all)")
    }
  }

  @Test func theSameParameterOnBothHeatmapAxesIsRefused() throws {
    let result = try ProcessRunner.presslab(
      ["chart", "heatmap", "spring", "--x", "duration=0.1:1:3", "--y", "duration=0.1:1:3", "-o", "/tmp/never-written.pdf"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--x and --y both vary 'duration'"), "\(result.all)")
  }

  @Test func aFolderOrFIFOAmongPresetsIsSaidForWhatItIs() throws {
    try withTemporaryFolder("errors") { folder in
      try FileManager.default.createDirectory(atPath: folder.path("folder.yaml"), withIntermediateDirectories: false)
      #expect(mkfifo(folder.path("pipe.yaml"), 0o600) == 0)
      let listed = FileAccess.yamlFiles(in: folder.path)
      #expect(listed.problems == [folder.path("folder.yaml") + ": a folder, not a file", folder.path("pipe.yaml") + ": not a regular file"])
      let (_, errors) = try PresetsCommand.loadLibrary(folder: folder.path)
      #expect(errors.map(\.message) == ["a folder, not a file", "not a regular file"])
    }
  }
}

/// A press scale outside (0, 1] is refused with its line, in the file and through -p.
@Suite struct PressScaleTests {
  @Test(arguments: ["1.5", "-2", "0"])
  func aScaleOutsideTheRangeIsRefused(scale: String) throws {
    try withTemporaryFolder("scale") { folder in
      let file = try folder.write("model: spring\nparameters:\n  duration: 0.3\n  scale: [0.9, \(scale)]\n", to: "s.yaml")
      let result = try ProcessRunner.presslab(["sweep", file])
      #expect(result.status == 65)
      #expect(result.stderr.contains("s.yaml:4: parameters.scale: a press scale is above 0 and at most 1"), "\(result.all)")
      let good = try folder.write("model: spring\nparameters:\n  duration: 0.3\n", to: "g.yaml")
      #expect(try ProcessRunner.presslab(["sweep", good, "-p", "scale=\(scale)"]).status == 65)
      #expect(try ProcessRunner.presslab(["sweep", good, "-p", "scale=0.9"]).status == 0)
    }
  }
}
