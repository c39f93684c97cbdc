import Sweeps

#if canImport(Glibc)
  import Glibc
#endif

/// The values a designer types. After refinement each option moves to this grid and is scored
/// again there, so the numbers a page shows are the ones typed, and what was scored: durations to
/// 5 ms, damping ratios, damping fractions and bounces to 0.05, velocities to 0.5, stiffness, mass
/// and damping coefficients to two significant digits. Other parameters (a press scale) stay.
package enum TypedGrid {
  package enum Step: Sendable, Equatable {
    case fixed(Double)
    case significant(Int)
  }

  /// The grid a notebook sets (`typing_grid:` on a recommend cell); a step it leaves nil keeps
  /// the default above.
  package struct Custom: Sendable, Hashable {
    /// Seconds, for durations and responses.
    package var duration: Double?
    /// For damping ratios and fractions.
    package var damping: Double?
    package var bounce: Double?
    package var velocity: Double?
    /// Significant digits of stiffness, mass and damping coefficients.
    package var digits: Int?
    package init(duration: Double? = nil, damping: Double? = nil, bounce: Double? = nil, velocity: Double? = nil, digits: Int? = nil) {
      self.duration = duration
      self.damping = damping
      self.bounce = bounce
      self.velocity = velocity
      self.digits = digits
    }
  }

  /// The grid of a swept parameter (`release.damping` reads as `damping`) of a sweep of `model`;
  /// `damping` is a ratio for `uikit-spring` and a coefficient for every other spring.
  package static func step(for name: String, model: String?, custom: Custom = Custom()) -> Step? {
    let digits = Step.significant(custom.digits ?? 2)
    switch String(name.split(separator: ".").last ?? "") {
    case "duration", "response": return .fixed(custom.duration ?? 0.005)
    case "dampingRatio", "dampingFraction", "usingSpringWithDamping": return .fixed(custom.damping ?? 0.05)
    case "bounce": return .fixed(custom.bounce ?? 0.05)
    case "velocity", "initialVelocity", "initialSpringVelocity": return .fixed(custom.velocity ?? 0.5)
    case "stiffness", "mass": return digits
    case "damping": return model == "uikit-spring" ? .fixed(custom.damping ?? 0.05) : digits
    default: return nil
    }
  }

  /// The step of `step` at `x` (two significant digits of 740 step by 10).
  static func size(_ step: Step, at x: Double) -> Double {
    switch step {
    case .fixed(let s): return s
    case .significant(let digits):
      guard x != 0, x.isFinite else { return 1 }
      return pow(10, floor(log10(abs(x))) - Double(digits - 1))
    }
  }

  /// `x` on the grid, as the decimal a designer types.
  package static func rounded(_ x: Double, _ step: Step) -> Double { Refinement.rounded(x, step: size(step, at: x)) }

  /// The grid values around `x`: the two either side of it (one when it is on the grid) and one
  /// more step beyond each, inside `range`, so a pick that rounding pushes past a constraint has a
  /// typed neighbour that meets it.
  package static func around(_ x: Double, _ step: Step, in range: ClosedRange<Double>) -> [Double] {
    let s = size(step, at: x)
    let below = Refinement.rounded((x / s).rounded(.down) * s, step: s)
    let above = abs(below - x) <= 1e-9 * max(1, abs(x)) ? below : Refinement.rounded(below + s, step: s)
    let list = [below - s, below, above, above + s].map { rounded($0, step) }
    let inside = Set(list.filter { $0 >= range.lowerBound - 1e-12 && $0 <= range.upperBound + 1e-12 }).sorted()
    return inside.isEmpty ? [rounded(x, step)] : inside
  }
}

extension Choice {
  /// Row `r` of `table` (a refined option) moved to the typed grid: its neighbours there scored
  /// again, and the same rule's pick among those that meet every bound; nil when none does (the
  /// refined option then stays). Held parameters and those without a grid keep their value.
  package func typed(
    _ r: Int, in table: SweepRows, rule: PickRule, held: Set<String>, grid: TypedGrid.Custom = .init(), threads: Int
  ) -> (rows: SweepRows, row: Int)? {
    var values: [String: [SweepValue]] = [:]
    for (i, name) in table.parameterNames.enumerated() {
      guard let v = table.rows[r][i] else {
        if let word = table.parameterValue(r, i) { values[name] = [word] }
        continue
      }
      let range = Refinement.axisValues(rows, i)
      guard !held.contains(name), let step = TypedGrid.step(for: name, model: rows.model, custom: grid), let lo = range.first, let hi = range.last else {
        values[name] = [.number(v)]
        continue
      }
      values[name] = TypedGrid.around(v, step, in: lo...hi).map { .number($0) }
    }
    guard let (_, usable) = rerun(values, limit: 20_000, threads: threads),
      let selection = try? ParetoSelection(rows: usable, bounds: bounds, minimize: minimize, preference: PickRule.preference(usable)),
      let picked = rule.pick(selection, rows: usable, overshoot: overshoot, distance: distance(in: usable))
    else { return nil }
    return (usable, picked)
  }
}
