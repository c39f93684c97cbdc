import Foundation
import TextFormats

/// The progress of a long sweep on standard error: points done of all, the rate and the time left.
/// Shown once the sweep has run 2 s (a short one prints nothing), on a terminal by default (one line
/// rewritten in place); with `--progress` also to a file or pipe, as a new line every 5 s.
struct ProgressLine {
  /// Seconds before the first line; `PRESSLAB_PROGRESS_AFTER` (seconds) changes it, for tests.
  static let delay = ProcessInfo.processInfo.environment["PRESSLAB_PROGRESS_AFTER"].flatMap(Double.init) ?? 2

  let enabled: Bool
  let terminal: Bool
  let clock: () -> Double
  let start: Double
  let what: String
  var shown = false
  var lastShown = -Double.infinity

  init(forced: Bool, what: String = "curves", terminal: Bool = Console.errorIsTerminal,
       clock: @escaping () -> Double = FileAccess.monotonicSeconds) {
    self.terminal = terminal
    enabled = forced || terminal
    self.clock = clock
    start = clock()
    self.what = what
  }

  mutating func show(_ done: Int, of total: Int) {
    guard enabled, done < total else { return }
    let now = clock(), elapsed = now - start
    guard elapsed >= Self.delay, now - lastShown >= (terminal ? 0.2 : 5) else { return }
    lastShown = now
    let line = Self.text(done: done, total: total, elapsed: elapsed, what: what)
    Console.error(terminal ? "\r" + line + "\u{1B}[K" : line + "\n")
    shown = true
  }

  /// Clears the line on a terminal once the sweep is over.
  mutating func clear() {
    if shown && terminal { Console.error("\r\u{1B}[K") }
    shown = false
  }

  /// "120000/1000000 curves (12 %), 60000 curves/s, about 15 s left".
  static func text(done: Int, total: Int, elapsed: Double, what: String = "curves") -> String {
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let percent = total > 0 ? 100 * done / total : 100
    let left = rate > 0 ? Double(total - done) / rate : .infinity
    return "presslab: \(done)/\(total) \(what) (\(percent) %), \(Int(rate.rounded())) \(what)/s, "
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
