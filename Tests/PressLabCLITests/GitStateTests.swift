import Foundation
import Testing
import _TestSupport

/// `presslab run` records the commit of the notebook's checkout, and whether it is dirty, without
/// running any program the repository's config names (fsmonitor, filter drivers, hooks, pager).
@Suite struct GitStateTests {
  @Test(.enabled(if: HistoryFixture.hasGit, "git is not installed: no commit to record"))
  func aHostileRepositoryConfigRunsNothing() throws {
    let night = try HistoryFixture("hostile-git")
    defer { night.remove() }
    func git(_ words: String...) throws -> String {
      let r = try ProcessRunner.run(
        "git", ["-C", night.path, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + words)
      #expect(r.status == 0, "git \(words): \(r.all)")
      return r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    _ = try git("init", "-q")
    _ = try git("add", "night.md", "presets")
    _ = try git("commit", "-q", "-m", "night")
    let head = try git("rev-parse", "HEAD")

    for name in ["tools", "hooks", ".git/hooks"] {
      try FileManager.default.createDirectory(atPath: night.folder.path(name), withIntermediateDirectories: true)
    }
    // Every way the repository could make git run a program writes its own marker.
    let markers = ["fsmonitor", "clean", "smudge", "process", "hook", "hooks-path", "pager"].map { night.folder.path("marker-\($0)") }
    func script(_ name: String, _ marker: String, passThrough: Bool = false) throws -> String {
      let path = try night.folder.write("#!/bin/sh\ntouch '\(marker)'\n\(passThrough ? "cat\n" : "")", to: "tools/\(name)")
      chmod(path, 0o755)
      return path
    }
    let config = """
      [core]
        fsmonitor = \(try script("fsmonitor", markers[0]))
        pager = \(try script("pager", markers[6]))
        hooksPath = \(night.folder.path("hooks"))
      [filter "evil"]
        clean = \(try script("clean", markers[1], passThrough: true))
        smudge = \(try script("smudge", markers[2], passThrough: true))
        process = \(try script("process", markers[3]))
        required = true

      """
    let existing = try String(contentsOfFile: night.folder.path(".git/config"), encoding: .utf8)
    try night.folder.write(existing + config, to: ".git/config")
    try night.folder.write("* filter=evil\n", to: ".gitattributes")
    for hook in ["post-index-change", "pre-commit", "post-checkout"] {
      _ = try night.folder.write("#!/bin/sh\ntouch '\(markers[4])'\n", to: ".git/hooks/\(hook)")
      chmod(night.folder.path(".git/hooks/\(hook)"), 0o755)
      _ = try night.folder.write("#!/bin/sh\ntouch '\(markers[5])'\n", to: "hooks/\(hook)")
      chmod(night.folder.path("hooks/\(hook)"), 0o755)
    }
    // Same bytes, new time: git must read the file again to know it is unchanged (a clean filter's moment).
    #expect(try ProcessRunner.run("touch", ["-d", "2001-02-03 04:05:06", night.folder.path("night.md")]).status == 0)

    let result = try night.run()
    #expect(result.status == 0, "\(result.all)")
    for marker in markers { #expect(!FileManager.default.fileExists(atPath: marker), "\(marker) was written: git ran it") }
    #expect(try night.sqlite("SELECT git_commit || ' ' || git_dirty FROM runs") == "\(head) 0")

    // The commit is found in packed-refs too (no loose ref left), and a worktree change is dirty.
    let packed = try ProcessRunner.run("git", ["-C", night.path, "-c", "core.fsmonitor=false", "pack-refs", "--all", "--prune"])
    #expect(packed.status == 0, "\(packed.all)")
    try night.setReleaseDamping("0.5")
    #expect(try night.run().status == 0)
    #expect(try night.sqlite("SELECT git_commit || ' ' || git_dirty FROM runs WHERE id = 2") == "\(head) 1")
    for marker in markers { #expect(!FileManager.default.fileExists(atPath: marker), "\(marker) was written: git ran it") }
  }
}
