import Curves
import Sweeps

/// A sweep row made into the curve it stands for.
package struct RowCurve: Sendable {
  package var curve: Curve
  /// The UIView duration of a UIKit spring, as the row gives it.
  package var uikitDuration: Double?
  /// The press scale, when the sweep varies a preset's.
  package var scale: Double?
}

/// Which rows of a sweep may be recommended at all, and the curve each row stands for.
package enum Candidates {
  /// The rows whose spring rings slower than fps/4, how many were dropped for ringing faster,
  /// and the rows that cannot be made into a curve, with why. Dropped rows keep their place with
  /// every metric set to none, so they fail every constraint.
  package static func usable(_ rows: SweepRows) -> (rows: SweepRows, aliased: Int, unmade: [(row: Int, reason: String)]) {
    var kept = rows
    var dropped = 0
    var unmade: [(row: Int, reason: String)] = []
    let metrics = rows.parameterNames.count..<(rows.parameterNames.count + rows.metrics.count)
    for r in rows.rows.indices {
      let made: RowCurve
      do {
        made = try curve(rows, row: r)
      } catch {
        // A row that is no curve cannot be recommended; say so rather than keep it silently.
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, error.message))
        continue
      }
      // A curve that cannot be scored (no valid root) has no numbers to recommend it by. The reason
      // is in designer words; the solver's own is `presslab curve`'s and the sweep table's.
      if made.curve.invalidReason != nil || rows.isInvalid(r) {
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, made.curve.solverConverged == nil ? "the curve cannot be scored" : "UIKit cannot set up that spring"))
        continue
      }
      // A UIKit solve that ends off a valid root (not converged, or a negative root) is drawn and
      // scored as iOS installs it, but rests on float32 details: no recommendation (FACTS.md §1).
      if made.curve.solverConverged == false {
        for c in metrics { kept.rows[r][c] = nil }
        unmade.append((r, "UIKit sets up that spring from an inexact solution"))
        continue
      }
      // Springs that ring faster than a quarter of the frame rate alias: their frames can look
      // still while the screen flickers. They are no recommendation, whatever the numbers say.
      guard let spring = made.curve.springModel, spring.dampingRatio < 1 else { continue }
      let ringing = spring.omega0 * (1 - spring.dampingRatio * spring.dampingRatio).squareRoot() / (2 * Double.pi)
      if ringing > rows.fps / 4 {
        for c in metrics { kept.rows[r][c] = nil }
        dropped += 1
      }
    }
    return (kept, dropped, unmade)
  }

  /// The sweep row as a curve: the sweep's typed template with the row's values written to it (a
  /// preset sweep's `release.damping` sets the release curve's damping).
  package static func curve(_ rows: SweepRows, row: Int) throws(RecommendationError) -> RowCurve {
    guard let definition = rows.definition else {
      throw RecommendationError("the sweep's rows carry no definition to make the winning row a curve", key: "sweep")
    }
    // A word axis (`curve: [easeIn, easeOut]`) has no number: its typed value is the word.
    let values: [SweepValue?] = rows.parameterNames.indices.map { rows.parameterValue(row, $0) }
    do throws(any Error) {
      let (spec, scale) = try definition.curveSpec(axisValues: values)
      let curve = try Curve(spec)
      var duration: Double?
      if case .uikitSpring(let p) = spec.model { duration = p.duration }
      return RowCurve(curve: curve, uikitDuration: duration, scale: scale)
    } catch {
      throw RecommendationError("row \(row + 1) of the sweep cannot be made into a curve: \(error)", key: "sweep")
    }
  }
}
