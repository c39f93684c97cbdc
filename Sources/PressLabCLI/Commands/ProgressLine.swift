import Foundation
import TextFormats

/// The progress of a long sweep on standard error: points done of all, the rate and the time left.
/// Shown once the sweep has run 2 s (a short one prints nothing), on a terminal by default (one line
/// rewritten in place); with `--progress` also to a file or pipe, as a new line every 5 s.
struct ProgressLine {
  /// Seconds before the first line; `PRESSLAB_PROGRESS_AFTER` (seconds) changes it, so a test
  /// can see the line of a child process without waiting.
  static var delay: Double { CommandEnvironment["PRESSLAB_PROGRESS_AFTER"].flatMap(Double.init) ?? 2 }

  let enabled: Bool
  let terminal: Bool
  let clock: () -> Double
  let start: Double
  let what: String
  /// What runs, before the counts ("sweep 'grid'" in a notebook); nil for `presslab sweep`'s one.
  let label: String?
  let after: Double
  let write: (String) -> Void
  var shown = false
  var lastShown = -Double.infinity

  init(
    forced: Bool, what: String = "curves", label: String? = nil, terminal: Bool = Console.errorIsTerminal,
    after: Double = ProgressLine.delay, clock: @escaping () -> Double = FileAccess.monotonicSeconds,
    write: @escaping (String) -> Void = Console.error
  ) {
    self.terminal = terminal
    enabled = forced || terminal
    self.clock = clock
    start = clock()
    self.what = what
    self.label = label
    self.after = after
    self.write = write
  }

  mutating func show(_ done: Int, of total: Int) {
    guard enabled, done < total else { return }
    let now = clock(), elapsed = now - start
    guard elapsed >= after, now - lastShown >= (terminal ? 0.2 : 5) else { return }
    lastShown = now
    let line = Self.text(done: done, total: total, elapsed: elapsed, what: what, label: label)
    write(terminal ? "\r" + line + "\u{1B}[K" : line + "\n")
    shown = true
  }

  /// Clears the line on a terminal once the sweep is over.
  mutating func clear() {
    if shown && terminal { write("\r\u{1B}[K") }
    shown = false
  }

  /// "120000/1000000 curves (12 %), 60000 curves/s, about 15 s left".
  static func text(done: Int, total: Int, elapsed: Double, what: String = "curves", label: String? = nil) -> String {
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let percent = total > 0 ? 100 * done / total : 100
    let left = rate > 0 ? Double(total - done) / rate : .infinity
    return "presslab: " + (label.map { $0 + ": " } ?? "") + "\(done)/\(total) \(what) (\(percent) %), \(Int(rate.rounded())) \(what)/s, "
      + (left.isFinite ? "about \(duration(left)) left" : "time left not known yet")
  }

  /// Seconds as "42 s", "3 min 5 s" or "2 h 4 min".
  static func duration(_ seconds: Double) -> String {
    let s = Int(seconds.rounded(.up))
    if s < 60 { return "\(s) s" }
    if s < 3600 { return "\(s / 60) min \(s % 60) s" }
    return "\(s / 3600) h \(s % 3600 / 60) min"
  }
}

/// The progress of a notebook's sweep cells, one line per cell: the executor reports
/// (cell, done, total) from the thread that runs the cells, 0 done when a sweep starts and all
/// done when it ends.
final class SweepCellProgress: @unchecked Sendable {
  private let lock = NSLock()
  private let makeLine: (String) -> ProgressLine
  private var cell: String?
  private var line: ProgressLine?

  /// `makeLine` starts the line of a cell (given its id) when its sweep starts.
  init(_ makeLine: @escaping (String) -> ProgressLine) { self.makeLine = makeLine }

  convenience init(forced: Bool) {
    self.init { ProgressLine(forced: forced, label: "sweep '\($0)'") }
  }

  func report(cell id: String, done: Int, of total: Int) {
    lock.lock()
    defer { lock.unlock() }
    if done == 0 || id != cell {
      line?.clear()
      cell = id
      line = makeLine(id)
      // 0 done starts the cell's clock; nothing is known yet to show.
      if done == 0 { return }
    }
    line?.show(done, of: total)
    if done >= total { end() }
  }

  /// Wipes the line of a sweep that stopped short (its cell failed); called once the cells have run.
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    end()
  }

  private func end() {
    line?.clear()
    line = nil
    cell = nil
  }
}
