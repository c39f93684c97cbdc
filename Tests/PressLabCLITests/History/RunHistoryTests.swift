import Foundation
import Testing
import TextFormats
import _TestSupport

/// A simulated week of nights: the history's rows (read with sqlite3), page 1's "since the last
/// run" (pdftotext), the trends chapter, `presslab history` and the exit statuses with budgets.
@Suite struct RunHistoryTests {
  @Test func aWeekOfNights() throws {
    let night = try HistoryFixture("week")
    defer { night.remove() }

    // Night 1: nothing to compare with; the shipped 0.05 damping breaks both budgets.
    var result = try night.run(["--fail-on", "regression"])
    #expect(result.status == 0, "\(result.all)")
    var page = try night.flatText()
    #expect(page.contains("This is the first run in history.sqlite: nothing to compare with."))
    #expect(page.contains("2 budgets broken"))
    #expect(page.contains("OurCustomButton: overshoot_px 12.7 px, budget 1 px (line 7)"))
    #expect(try night.sqlite("SELECT count(*) FROM runs") == "1")
    // A rollback journal: a reader leaves no -wal or -shm file behind.
    #expect(try night.sqlite("PRAGMA journal_mode") == "delete")
    #expect(try night.sqlite("PRAGMA user_version") == "2")
    #expect(try night.sqlite("SELECT status FROM runs WHERE id = 1") == "ok")

    // The notebook's hash is the one sha256sum prints; the preset value as parsed.
    let sum = try ProcessRunner.run("sha256sum", [night.folder.path("night.md")]).stdout.prefix(64)
    #expect(try night.sqlite("SELECT notebook_sha256 FROM runs WHERE id = 1") == String(sum))
    let presetSum = try ProcessRunner.run("sha256sum", [night.folder.path("presets/" + HistoryFixture.presetFile)]).stdout.prefix(64)
    #expect(try night.sqlite("SELECT sha256 FROM preset_files WHERE run_id = 1") == String(presetSum))
    let dampingKey = "phases.release.animations.transform.curve.damping"
    #expect(try night.sqlite("SELECT value FROM preset_values WHERE run_id = 1 AND preset = 'shrink-shadow' AND key = '\(dampingKey)'") == "0.05")
    #expect(try night.sqlite("SELECT name || '=' || value FROM parameters WHERE run_id = 1 ORDER BY position") == "fps=60\ngrid=6")
    #expect(try night.sqlite("SELECT cell_id || ' ' || status FROM cells WHERE run_id = 1 ORDER BY position") == "sweep-000 ok\nrecommend-000 ok")
    #expect(try night.sqlite("SELECT count(*) FROM cells WHERE run_id = 1 AND duration_s > 0") == "2")
    // Rank 0 is the button now: the 0.05 spring overshoots 12.7 px and snaps 10.1 px at 300 ms.
    let now = try night.sqlite("SELECT round(overshoot_px, 1), round(snap_px, 1), snap_s FROM readings WHERE run_id = 1 AND rank = 0")
    #expect(now == "12.7|10.1|0.3")
    #expect(try night.sqlite("SELECT rule FROM readings WHERE run_id = 1 AND rank = 1").hasPrefix("no bounce"))
    #expect(try Int(night.sqlite("SELECT count(*) FROM warnings WHERE run_id = 1")) ?? 0 >= 1)
    // Real time, not SOURCE_DATE_EPOCH's 2023.
    let ranAt = try night.sqlite("SELECT unix_time FROM runs WHERE id = 1")
    #expect(abs((Double(ranAt) ?? 0) - Date().timeIntervalSince1970) < 600)

    let firstNight = try ["runs", "readings", "cells", "preset_values", "parameters", "warnings"].map {
      try night.sqlite("SELECT * FROM \($0) WHERE \($0 == "runs" ? "id" : "run_id") = 1")
    }

    // Night 2: seed 000's release damping 0.05 → 0.5. Better now (no regression), but 2.4 px of
    // overshoot still breaks the 1 px budget.
    try night.setReleaseDamping("0.5")
    result = try night.run(["--fail-on", "regression"])
    #expect(result.status == 0, "\(result.all)")
    page = try night.flatText()
    #expect(page.contains("Compared with run 1"))
    // The edit in words; better marked as worse would be.
    #expect(page.contains("OurCustomButton release transform damping 0.05 → 0.5"))
    #expect(page.contains("now overshoot 12.7 px → 2.4 px (better)"))
    #expect(page.contains("now settles never: snaps at 300 ms → 133 ms (better)"))
    #expect(page.contains("(after OurCustomButton release transform damping 0.05 → 0.5)"))
    #expect(!page.contains("(worse)"))
    // The history stores ids; the pages name the button as its preset does (the file keeps its id).
    let pdfText = try night.pages(1, 99), htmlText = try visibleText(night.html)
    for text in [pdfText.split(whereSeparator: \.isNewline).joined(separator: " "), htmlText] {
      #expect(text.contains("OurCustomButton (after OurCustomButton release transform damping 0.05 → 0.5)"), "\(text)")
      #expect(text.contains("OurCustomButton over the last 2 runs; its preset was edited before run 2."))
      #expect(text.contains("OurCustomButton: overshoot_px 2.4 px, budget 1 px"))
      for id in ["shrink-shadow release", "shrink-shadow over", "(after shrink-shadow"] { #expect(!text.contains(id), "\(id)") }
    }
    #expect(page.contains("1 budget broken"))
    #expect(try night.sqlite("SELECT value FROM preset_values WHERE run_id = 2 AND preset = 'shrink-shadow' AND key = '\(dampingKey)'") == "0.5")
    #expect(try night.run(["--fail-on", "budget"]).status == 3)  // night 3: the budget gates

    // Night 3 changed nothing: "No change since".
    page = try night.flatText()
    #expect(page.contains("No change since"))
    #expect(page.contains("(run 2, no commit)"))

    // Night 4: the edit is undone; every number of the button now is worse than last night.
    try night.setReleaseDamping("0.05")
    result = try night.run(["--fail-on", "regression,budget"])
    #expect(result.status == 3, "\(result.all)")
    page = try night.flatText(1, 1)
    #expect(page.contains("3 regressions since the last run"))
    #expect(page.contains("OurCustomButton now overshoot: 2.4 px → 12.7 px"))
    #expect(try night.sqlite("SELECT count(*) FROM runs") == "4")

    // The trends chapter draws the four runs, one figure for the button.
    let all = try night.pages(1, 99)
    #expect(all.contains("Trends"))
    #expect(all.contains("OurCustomButton over the last 4 runs; its preset was edited before runs 2 and 4."))
    #expect(try night.run(["--trend-runs", "2"]).status == 0)  // night 5
    #expect(try night.pages(1, 99).contains("OurCustomButton over the last 2 runs."))

    // Nothing of night 1 changed in four more nights.
    #expect(try ["runs", "readings", "cells", "preset_values", "parameters", "warnings"].map {
      try night.sqlite("SELECT * FROM \($0) WHERE \($0 == "runs" ? "id" : "run_id") = 1")
    } == firstNight)

    // presslab history: one line per run, the same comparison as page 1.
    let list = try ProcessRunner.presslab(["history", "--history", night.history])
    #expect(list.status == 0, "\(list.all)")
    let lines = list.stdout.split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[0].contains("night.md") && lines[0].hasSuffix("first run"))
    #expect(lines[1].hasSuffix("1 preset edit, 3 moves (3 better)"))
    #expect(lines[2].hasSuffix("no change"))
    #expect(lines[3].hasSuffix("1 preset edit, 3 moves (3 worse)"))
    let last2 = try ProcessRunner.presslab(["history", "--history", night.history, "--last", "2", "--json"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(last2.stdout.utf8)) as? [[String: Any]])
    #expect(json.map { $0["id"] as? Int } == [4, 5])
    #expect(json.first?["notebook_sha256"] as? String == String(sum))
    let diff = try ProcessRunner.presslab(["history", "diff", "1", "2", "--history", night.history])
    #expect(diff.status == 0)
    #expect(diff.stdout.hasPrefix("Compared with run 1"))
    #expect(diff.stdout.contains("shrink-shadow release transform damping 0.05 → 0.5"))
    #expect(try ProcessRunner.presslab(["history", "diff", "1", "9", "--history", night.history]).status == 65)
    #expect(try ProcessRunner.presslab(["history", "--history", night.folder.path("none.sqlite")]).status == 66)

    // Night 6: the release runs twice as long, so the motion ends at 600 ms, not 300: worse, and gated.
    try night.setRelease("duration", "0.6", unchanged: "0.3")
    result = try night.run(["--fail-on", "regression"])
    #expect(result.status == 3, "\(result.all)")
    page = try night.flatText()
    #expect(page.contains("now settles never: snaps at 300 ms → never: snaps at 600 ms (worse)"), "\(page)")
  }

  @Test func sameHistorySameBytes() throws {
    let a = try HistoryFixture("bytes-a")
    let b = try HistoryFixture("bytes-b")
    defer { a.remove(); b.remove() }
    #expect(try a.run().status == 0)
    try a.setReleaseDamping("0.5")
    try b.setReleaseDamping("0.5")
    try FileManager.default.copyItem(atPath: a.history, toPath: a.folder.path("history-copy.sqlite"))
    try FileManager.default.createDirectory(atPath: b.folder.path("out"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: a.history, toPath: b.history)
    #expect(try a.run().status == 0)
    #expect(try b.run().status == 0)
    #expect(FileManager.default.contents(atPath: a.pdf) == FileManager.default.contents(atPath: b.pdf))
    // Run 2 of each history is stored at its own real time; the PDFs show run 1's, from the file.
    #expect(try a.flatText().contains("Compared with run 1"))
  }

  @Test func noHistoryLeavesNoFile() throws {
    let night = try HistoryFixture("none")
    defer { night.remove() }
    #expect(try night.run(["--no-history"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: night.history))
    #expect(!(try night.flatText()).contains("Since the last run"))
    #expect(try night.run(["--no-history", "--history", "x.sqlite"]).status == 64)
    #expect(try night.run(["--fail-on", "budgets"]).status == 64)
  }

  @Test(.enabled(if: HistoryFixture.hasGit, "git is not installed: no commit to record"))
  func gitCommitAndDirtyFlagAreRecorded() throws {
    let night = try HistoryFixture("git")
    defer { night.remove() }
    func git(_ words: String...) throws -> String {
      let r = try ProcessRunner.run(
        "git", ["-C", night.path, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + words)
      return r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    _ = try git("init", "-q")
    _ = try git("add", "night.md", "presets")
    _ = try git("commit", "-q", "-m", "night")
    let head = try git("rev-parse", "HEAD")
    #expect(try night.run().status == 0)
    #expect(try night.sqlite("SELECT git_commit || ' ' || git_dirty FROM runs") == "\(head) 0")
    try night.setReleaseDamping("0.5")
    #expect(try night.run().status == 0)
    #expect(try night.sqlite("SELECT git_dirty FROM runs WHERE id = 2") == "1")
    #expect(try night.flatText().contains("Compared with run 1 (") && (try night.flatText()).contains(String(head.prefix(7))))
  }

  @Test func contentHashIsSha256sums() throws {
    try withTemporaryFolder("sha") { folder in
      // The padding boundaries (55, 56, 64 bytes) and a long input.
      for count in [0, 1, 55, 56, 63, 64, 65, 1000, 100_003] {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let file = try folder.write(bytes, to: "b\(count)")
        let expected = try ProcessRunner.run("sha256sum", [file]).stdout.prefix(64)
        #expect(SHA256.hex(bytes) == String(expected), "\(count) bytes")
      }
    }
  }

  /// The twin's text as a reader sees it (Python's HTML parser; scripts and styles left out).
  func visibleText(_ html: String) throws -> String {
    let script = """
      import sys
      from html.parser import HTMLParser
      class P(HTMLParser):
          skip, out = 0, []
          def handle_starttag(self, tag, a): self.skip += tag in ('script', 'style')
          def handle_endtag(self, tag): self.skip -= tag in ('script', 'style')
          def handle_data(self, d):
              if not self.skip: self.out.append(d)
      p = P(); p.feed(open(sys.argv[1]).read()); print(' '.join(' '.join(p.out).split()))
      """
    let result = try ProcessRunner.run("python3", ["-c", script, html])
    guard result.status == 0 else { throw HistoryFixture.ToolFailure(text: result.all) }
    return result.stdout
  }
}
