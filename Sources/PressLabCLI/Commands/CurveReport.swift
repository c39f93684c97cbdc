import CurveAnalysis
import Curves
import TextFormats

/// The two outputs of `presslab curve`: the JSON object and the readable summary.
enum CurveReport {
  static func json(_ curve: Curve, reading: Reading, samples: [(Double, Double)], metrics: CurveMetrics)
    -> JSONValue
  {
    var members: [(String, JSONValue)] = [
      ("model", .string(curve.model.rawValue)),
      ("parameters", .object(curve.parameters.map { ($0.name, parameterValue($0.value)) })),
    ]
    if let s = curve.spring {
      members.append(
        (
          "spring",
          .object([
            ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
            ("dampingRatio", .number(s.dampingRatio)), ("omega0", .number(s.omega0)),
            ("settlingDuration", .optional(s.settlingDuration)),
            ("perceptualDuration", .optional(s.perceptualDuration)), ("bounce", .optional(s.bounce)),
          ])
        ))
    }
    let adjusted: [(String, JSONValue)] = curve.adjusted.map {
      ($0.name, .object([("given", .number($0.given)), ("used", .number($0.used)), ("why", .string($0.why))]))
    }
    members += [
      ("duration", .optional(curve.runDuration)),
      ("reading", .string(reading.rawValue)),
      ("adjusted", .object(adjusted)),
      ("warnings", .array(curve.warnings.map(JSONValue.string))),
      ("samples", .array(samples.map { .object([("t", .number($0.0)), ("x", .number($0.1))]) })),
      ("metrics", metrics.json()),
      ("invalid", metrics.invalidReason.map(JSONValue.string) ?? .null),
    ]
    return .object(members)
  }

  /// Numbers as numbers, booleans as booleans, lists of numbers as arrays; the rest as text.
  static func parameterValue(_ text: String) -> JSONValue {
    if let d = Double(text), d.isFinite { return .number(d) }
    if text == "true" || text == "false" { return .bool(text == "true") }
    if text.contains(",") {
      let parts = text.split(separator: ",").map { Double($0) }
      if parts.allSatisfy({ $0?.isFinite == true }) { return .array(parts.map { .number($0!) }) }
    }
    return .string(text)
  }

  static func text(
    _ curve: Curve, settings: MetricSettings, reading: Reading, samples: [(Double, Double)],
    showSamples: Bool, metrics m: CurveMetrics
  ) -> String {
    func r(_ v: Double, _ digits: Int = 4) -> String { NumberText.rounded(v, digits: digits) }
    func ms(_ v: Double?) -> String { v.map { r($0 * 1000, 1) + " ms" } ?? "none" }
    var out =
      "\(curve.model.rawValue)  " + curve.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
      + "\n"
    if let s = curve.spring {
      out +=
        "spring: mass \(r(s.mass)), stiffness \(r(s.stiffness)), damping \(r(s.damping)), "
        + "ζ \(r(s.dampingRatio)), ω0 \(r(s.omega0)) rad/s, settlingDuration "
        + (s.settlingDuration.isFinite ? "\(r(s.settlingDuration)) s" : "never") + "\n"
    }
    let runs =
      curve.runDuration.map { "runs \(r($0)) s after a delay of \(r(curve.delay)) s" } ?? "runs forever"
    out += runs + (curve.endsWithSnap ? ", then is removed and snaps to the target" : "") + "\n"
    for a in curve.adjusted { out += "adjusted: \(a.name) \(r(a.given, 9)) -> \(r(a.used, 9)) (\(a.why))\n" }
    for w in curve.warnings { out += "warning: \(w)\n" }
    out +=
      "metrics (\(reading.rawValue)" + (reading == .frames ? " at \(r(settings.fps)) Hz" : "")
      + ", band \(r(settings.band * 100, 3)) %, travel \(r(settings.travelPoints)) pt at "
      + "@\(r(settings.screenScale))x, window \(r(settings.window)) s):\n"
    func line(_ metric: Metric, _ value: String) { out += "  " + Visibility(devicePixels: settings.visiblePixels).label(metric).padded(to: 20) + value + "\n" }
    if let why = m.invalidReason {
      out += "  none: \(why)\n"
    } else if m.hasStepMetrics {
      line(.overshootPct, "\(r(m.overshootPct, 3)) %  (\(r(m.overshootPx, 3)) px)")
      line(.undershootPct, "\(r(m.undershootPct, 3)) %")
      line(.peakTime, ms(m.peakTime))
      line(.riseTime, ms(m.riseTime))
      line(.settleTime, ms(m.settleTime) + (m.settleTime == nil ? " (does not settle in the window)" : ""))
      line(.settleTimePx, ms(m.settleTimePx))
      line(.endJumpPct, "\(r(m.endJumpPct, 3)) %  (\(r(m.endJumpPx, 3)) px)")
      line(.oscillations, "\(m.oscillations)")
      line(.framesToSettle, m.framesToSettle.map { "\($0) at \(r(settings.fps)) Hz" } ?? "none")
    }
    if let lo = m.min, let hi = m.max, let amp = m.amplitude {
      line(.min, r(lo, 6))
      line(.max, r(hi, 6))
      line(.amplitude, r(amp, 6))
    }
    if showSamples {
      out += "samples:\n"
      for (t, x) in samples { out += "  t=\(r(t, 6))  x=\(r(x, 9))\n" }
    }
    return out
  }
}

extension String {
  func padded(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
