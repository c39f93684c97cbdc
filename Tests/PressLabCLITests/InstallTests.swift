import Foundation
import Testing
import _TestSupport

/// `Scripts/install.sh PREFIX` and `presslab completion`. The script installs the binary the
/// tests already built (`PRESSLAB_BINARY`), so no release build runs here.
@Suite struct InstallTests {
  @Test func installPutsPresslabAndItsCompletionsUnderThePrefix() throws {
    try withTemporaryFolder("install") { folder in
      let prefix = folder.path("prefix with space")
      let binary = try ProcessRunner.presslabBinary()
      let script = PackagePaths.root.appendingPathComponent("Scripts/install.sh").path
      let installed = try ProcessRunner.run(script, [prefix], environment: ["PRESSLAB_BINARY": binary])
      #expect(installed.status == 0, "\(installed.all)")
      #expect(installed.stdout.contains("installed presslab "), "\(installed.all)")
      // Found by name on the PATH, from an unrelated folder.
      let path = prefix + "/bin:/usr/bin:/bin"
      let version = try ProcessRunner.run("/usr/bin/env", ["PATH=\(path)", "presslab", "--version"], in: folder.path)
      #expect(version.status == 0 && version.stdout.hasPrefix("presslab "), "\(version.all)")
      for file in ["share/bash-completion/completions/presslab", "share/zsh/site-functions/_presslab", "share/fish/vendor_completions.d/presslab.fish"] {
        #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
      }
    }
  }

  /// bash itself completes with the script: command names, then every option `--help` lists.
  @Test(arguments: ["run", "presets", "sweep"])
  func bashCompletesWhatHelpLists(command: String) throws {
    try withTemporaryFolder("completion") { folder in
      let script = try ProcessRunner.presslab(["completion", "bash"])
      #expect(script.status == 0)
      let file = try folder.write(script.stdout, to: "presslab.bash")
      func complete(_ words: [String]) throws -> Set<String> {
        let line = words.map { "'\($0)'" }.joined(separator: " ")
        let run = try ProcessRunner.run(
          "bash", ["-c", "source '\(file)'; COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); _presslab; printf '%s\\n' \"${COMPREPLY[@]}\""])
        #expect(run.status == 0, "\(run.all)")
        return Set(run.stdout.split(separator: "\n").map(String.init))
      }
      #expect(try complete(["presslab", "pre"]) == ["presets", "press"])
      let help = try ProcessRunner.presslab([command, "--help"]).stdout
      let listed = Set(help.matches(of: /(?m)^  (?:-[a-z], )?(--[a-z-]+)/).map { String($0.1) })
      #expect(!listed.isEmpty)
      #expect(try complete(["presslab", command, "--"]) == listed.union(["--help"]))
    }
  }

  @Test func anUnknownShellIsAUsageError() throws {
    let result = try ProcessRunner.presslab(["completion", "tcsh"])
    #expect(result.status == 64 && result.stderr.contains("unknown shell 'tcsh'"))
  }
}
