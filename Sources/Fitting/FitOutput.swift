import TextFormats

/// A fit as files: JSON for programs, and the best model as a preset for `datasets/presets/`.
extension FitResult {
  /// Every model with its parameters, intervals and criteria, best first.
  public var json: JSONValue {
    .object([
      ("property", .string(property)), ("frames", .integer(times.count)),
      ("best", .string(FitWords.describe(best))),
      ("indistinguishable", .array(tiedWithBest.map { .string($0.model.id) })),
      ("models", .array(fits.map(\.json))),
    ])
  }
}

extension ModelFit {
  var json: JSONValue {
    .object([
      ("model", .string(model.id)), ("parameter_count", .integer(model.parameterCount)),
      ("parameters", .object(parameters.map { e in
        (e.name, .object([
          ("value", .number(e.value)), ("ci95_half_width", .optional(e.halfWidth)),
          ("bootstrap_ci95_half_width", .optional(e.bootstrapHalfWidth)),
        ]))
      })),
      ("rms_px", .number(rmsPixels)), ("worst_px", .number(worstPixels)), ("worst_time", .number(worstTime)),
      ("rss", .number(rss)), ("aic", .number(aic)), ("bic", .number(bic)),
      ("converged", .bool(converged)), ("solver", .string(solverNote)),
      ("snap_px", .optional(snapPixels)),
    ])
  }

  /// The curve block of a preset: `model:` and each parameter as `[value, assumption]`, values
  /// rounded to their intervals' precision.
  var presetCurve: [String] {
    func entry(_ name: String, _ value: String) -> String { "  \(name): [\(value), assumption]" }
    func number(_ name: String) -> String {
      let e = parameter(name)!
      let text = FitWords.plusMinus(e.value, e.statedHalfWidth)
      return text.split(separator: " ").first.map(String.init) ?? NumberText.parameter(e.value)
    }
    switch model {
    case .uikitSpring:
      return ["  model: uikit-spring", entry("duration", number("duration")), entry("delay", "0"),
              entry("damping", number("damping")), entry("velocity", number("velocity"))]
    case .caSpring:
      return ["  model: ca-spring", entry("mass", "1"), entry("stiffness", number("stiffness")),
              entry("damping", number("damping")), entry("velocity", number("velocity"))]
    case .swiftUISpring:
      return ["  model: spring", entry("duration", number("duration")), entry("bounce", number("bounce"))]
    case .namedBezier(let name):
      return ["  model: bezier", entry("duration", number("duration")), entry("curve", name)]
    case .cubicBezier:
      let points = ["x1", "y1", "x2", "y2"].map(number).joined(separator: ",")
      return ["  model: bezier", entry("duration", number("duration")), entry("points", "\"\(points)\"")]
    }
  }
}

extension FitResult {
  /// The best model as a preset file: the recorded release as its release phase, the same curve
  /// (an assumption: a recording of a release shows no press) into the pressed scale. The look is
  /// PressLab's default button; every value is marked `assumption` with where it came from above it.
  public func presetYAML(name: String, source: String) -> String {
    let fit = best
    let pressed = pressedScale
    let kind = fit.model == .uikitSpring ? "uikit" : "implicit"
    let curve = fit.presetCurve.map { "            " + $0.dropFirst(2) }
    var lines = [
      "# Fitted by `presslab fit` from \(source) (\(property), \(times.count) frames):",
      "# \(FitWords.describe(fit)); RMS \(FitWords.px(fit.rmsPixels)).",
      "# Measured values are marked assumption; the press reuses the release curve (not recorded).",
      "seed: \(Self.seedWord(source))",
      "presets:",
      "  \(name):",
      "    description: Fitted from \(Self.seedWord(source)) - \(fit.model.id), pressed scale \(NumberText.significant(pressed, digits: 4))",
      "    look:",
      "      width: [200, assumption]", "      height: [50, assumption]", "      corner_radius: [10, assumption]",
      "      fill: [\"#2F6FDE\", assumption]", "      title: [Press me, assumption]",
      "      title_color: [\"#FFFFFF\", assumption]", "      screen_scale: [3, \"FACTS.md §9\"]",
      "    events:", "      touchDown: [press, assumption]", "      touchUpInside: [release, assumption]",
      "    phases:",
    ]
    for (phase, set) in [("press", "[\(NumberText.significant(pressed, digits: 6)), assumption]"), ("release", "rest")] {
      lines += ["      \(phase):", "        animations:", "          transform:", "            kind: \(kind)", "            curve:"]
      lines += curve.map { "  " + $0 }
      lines += ["            set:", "              scale_x: \(set)", "              scale_y: \(set)"]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A file name as one YAML word: letters, digits, `.`, `_` and `-` kept, anything else `-`.
  static func seedWord(_ source: String) -> String {
    let base = source.split(separator: "/").last.map(String.init) ?? source
    return String(base.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
  }
}
