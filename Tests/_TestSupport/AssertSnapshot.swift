import Foundation
import Testing

/// Compares `text` with the golden file `Tests/<Target>/Snapshots/<name>.txt` of the test target
/// that calls it, and records a failure with a line diff when they differ.
///
/// With `RECORD_SNAPSHOTS=1` in the environment, or when the golden file does not exist yet, the
/// file is (re)written from `text` and the test fails once with "recorded": check the new file in
/// `git diff`, commit it, and run the tests again without the variable. Text is stored as is, plus
/// a final newline when it has none; `.gitattributes` keeps git from touching line ends.
public func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let file = Snapshot.file(named: name, testFile: filePath)
  let outcome = Snapshot.compare(text, with: file)
  if Snapshot.recording || outcome == .missing {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Snapshot.stored(text).write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "Recorded snapshot \(name) at \(file.path); check it and run again without RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Cannot record snapshot \(name) at \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  if case .mismatch(let diff) = outcome {
    Issue.record(
      """
      Snapshot \(name) differs from \(file.path) (- snapshot, + actual); \
      RECORD_SNAPSHOTS=1 re-records it:
      \(diff)
      """,
      sourceLocation: sourceLocation)
  }
}

/// Where snapshots live and how mismatches are shown.
public enum Snapshot {
  /// True when `RECORD_SNAPSHOTS` is set to anything but `0` or the empty string.
  public static var recording: Bool {
    let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] ?? ""
    return !value.isEmpty && value != "0"
  }

  /// How a text compares with a golden file.
  public enum Outcome: Equatable, Sendable {
    case match
    /// The line diff (see `diff(expected:actual:)`).
    case mismatch(String)
    /// The golden file does not exist (or cannot be read as UTF-8).
    case missing
  }

  /// `text` as it is stored: with a final newline.
  public static func stored(_ text: String) -> String { text.hasSuffix("\n") ? text : text + "\n" }

  /// Compares `text` (as stored) with the golden file at `file`.
  public static func compare(_ text: String, with file: URL) -> Outcome {
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else { return .missing }
    let actual = stored(text)
    return expected == actual ? .match : .mismatch(diff(expected: expected, actual: actual))
  }

  /// `Tests/<Target>/Snapshots/<name>.txt` for a test file of `<Target>`.
  public static func file(named name: String, testFile: String) -> URL {
    PackagePaths.testTargetFolder(of: testFile).appendingPathComponent("Snapshots")
      .appendingPathComponent(name + ".txt")
  }

  /// A line diff: `-` lines only in `expected`, `+` lines only in `actual`, and up to `context`
  /// unchanged lines around each change (`…` where unchanged lines are left out). Trailing
  /// spaces (`·`) and a missing final newline are made visible, since they are easy to miss.
  public static func diff(expected: String, actual: String, context: Int = 2) -> String {
    let old = lines(expected), new = lines(actual)
    let changes = new.difference(from: old)
    var removed = Set<Int>(), inserted = Set<Int>()
    for change in changes {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var rows: [(mark: Character, text: String)] = []
    var i = 0, j = 0
    while i < old.count || j < new.count {
      if i < old.count, removed.contains(i) {
        rows.append(("-", old[i]))
        i += 1
      } else if j < new.count, inserted.contains(j) {
        rows.append(("+", new[j]))
        j += 1
      } else {
        rows.append((" ", old[i]))
        i += 1
        j += 1
      }
    }
    let changed = rows.indices.filter { rows[$0].mark != " " }
    var shown: [String] = []
    var last = -1
    for index in rows.indices where changed.contains(where: { abs($0 - index) <= context }) {
      if index > last + 1 { shown.append("…") }
      shown.append("\(rows[index].mark) \(visible(rows[index].text))")
      last = index
    }
    if last < rows.count - 1, last >= 0 { shown.append("…") }
    return shown.joined(separator: "\n")
  }

  /// Lines without their newlines; the last line is marked when the text ends without one.
  static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" {
      result.removeLast()
    } else if !result.isEmpty {
      result[result.count - 1] += " (no newline at end)"
    }
    return result
  }

  static func visible(_ line: String) -> String {
    let trimmed = line.reversed().drop { $0 == " " }
    let spaces = line.count - trimmed.count
    return String(line.dropLast(spaces)) + String(repeating: "·", count: spaces)
  }
}
