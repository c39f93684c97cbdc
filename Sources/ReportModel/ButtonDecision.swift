import CurveAnalysis
import TextFormats

/// What a recommendation decided for one button, in the numbers the cover and the chapter both
/// print: one reading (frames at the sweep's rate, settled within the visibility threshold, times from the
/// finger's lift-off), formatted once here.
public struct ButtonDecision: Sendable, Hashable {
  /// How a curve reads on screen.
  public struct Reading: Sendable, Hashable {
    public var overshootPx: Double?
    /// Seconds from lift-off until the button stays within the visibility threshold of rest; nil when never.
    public var settle: Double?
    /// A visible jump where the animation is removed, in device pixels, and when (from lift-off).
    public var snapPx: Double?
    public var snapTime: Double?

    /// A snap `visibility` cannot see is none (`.everything` keeps values read back as stored).
    public init(overshootPx: Double?, settle: Double?, snapPx: Double?, snapTime: Double?, visibility: Visibility = .standard) {
      self.overshootPx = overshootPx
      self.settle = settle
      self.snapPx = snapPx.flatMap { visibility.isVisible(pixels: $0) ? $0 : nil }
      self.snapTime = self.snapPx == nil ? nil : snapTime
    }

    /// "0.4 px": overshoot to a tenth of a pixel.
    public var overshootText: String { overshootPx.map { Self.px($0) } ?? "—" }
    /// "58 ms", or "never: snaps at 300 ms" when a visible snap ends it.
    public var settleText: String {
      if let snapTime { return "never: snaps at \(Self.ms(snapTime))" }
      return settle.map { Self.ms($0) } ?? "never"
    }
    /// "10.1 px" or "—".
    public var snapText: String { snapPx.map { Self.px($0) } ?? "—" }
    /// "settles in 58 ms, overshoot 0.4 px" or "never settles: snaps 10.1 px at 300 ms, overshoot 12.8 px".
    public var sentence: String { endText + ", overshoot \(overshootText)" }
    /// How the motion ends: "settles in 58 ms" or "never settles: snaps 10.1 px at 300 ms".
    public var endText: String {
      snapPx.map { "never settles: snaps \(Self.px($0)) at \(Self.ms(snapTime ?? 0))" }
        ?? settle.map { "settles in \(Self.ms($0))" } ?? "never settles"
    }

    package static func px(_ x: Double) -> String { NumberText.decimal(x, places: 1) + " px" }
    static func ms(_ s: Double) -> String { NumberText.milliseconds(s) }
  }

  /// One named option: how it was chosen, the curve and its reading.
  public struct Option: Sendable, Hashable {
    /// "no bounce", "snappiest", "smallest change".
    public var rule: String
    /// "damping ratio 0.76, 100 ms, velocity 1".
    public var curve: String
    /// The SwiftUI spring that draws the same curve, or why there is none.
    public var swiftUI: String
    public var reading: Reading
    /// The curve as the one call a developer types (UIKit or Core Animation), valid Swift; page 1
    /// shows it in place of `curve` where there is one.
    public var call: String?
    public init(rule: String, curve: String, swiftUI: String, reading: Reading, call: String? = nil) {
      self.rule = rule
      self.curve = curve
      self.swiftUI = swiftUI
      self.reading = reading
      self.call = call
    }
  }

  /// The property the recommendation moves ("scale", "shadow radius").
  public var property: String
  /// The API that animates it ("UIView.animate", "CASpringAnimation").
  public var api: String
  /// The rule the pick follows, and the sentence that states it.
  public var rule: String
  public var ruleStatement: String
  public var now: String
  public var nowReading: Reading
  /// The pick first, then the other named options that differ from it.
  public var options: [Option]
  /// "removes a 10.1 px snap", "keep it".
  public var verdict: String
  /// What the button will feel like that the numbers do not say, one line each.
  public var feel: [String]
  /// The touch-down and press-scale verdicts.
  public var press: [String]
  /// The swept parameters that change nothing visible here, held and left out of the choice.
  public var quiet: [String] = []
  /// True when a number rests on a fact not yet checked on a device.
  public var unconfirmed: Bool
  /// What is decided: "release" (times from the finger's lift) or "touch-down" (times from touch-down).
  public var phase = "release"
  /// A touch-down's quick taps, one line per lift time, and whether one is cut short visibly.
  public var quickTaps: [String] = []
  public var cutShort = false

  public var pick: Option? { options.first }

  /// Said on the cover for buttons whose touch-down no `recommend` cell with `phase: press` decided.
  package static func pressNotDecided(_ buttons: [String]) -> String {
    "Touch-down is not decided for \(buttons.joined(separator: ", ")): no recommend cell with phase: press judges \(buttons.count == 1 ? "its" : "their") press curve and depth."
  }

  public init(
    property: String, api: String, rule: String, ruleStatement: String, now: String, nowReading: Reading, options: [Option],
    verdict: String, feel: [String], press: [String], unconfirmed: Bool
  ) {
    self.property = property
    self.api = api
    self.rule = rule
    self.ruleStatement = ruleStatement
    self.now = now
    self.nowReading = nowReading
    self.options = options
    self.verdict = verdict
    self.feel = feel
    self.press = press
    self.unconfirmed = unconfirmed
  }
}
