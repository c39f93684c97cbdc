import CurveAnalysis
import Curves
import Sweeps
import Testing

@testable import Cells
@testable import Recommendation

@Suite struct SpringCodeTests {
  @Test(arguments: [(0.4, 0.7, 0.0), (0.3, 0.5, 1.0), (0.25, 1.0, 0.0), (0.6, 0.9, -0.5)])
  func uikitDurationRoundTrips(duration: Double, zeta: Double, velocity: Double) {
    let solver = UIKitSpringSolver(duration: duration, dampingRatio: zeta, velocity: velocity)
    let code = SpringCode(spring: solver.spring)
    #expect(code.uikitProblem == nil)
    #expect(abs((code.uikitDuration ?? 0) - duration) < 1e-4, "\(String(describing: code.uikitDuration))")
  }

  @Test func swiftUIParametersMatchApplesExample() {
    // Apple: Spring(duration: 0.5, bounce: 0.3) is (m, k, c) = (1, 157.9, 17.6).
    let spring = Spring(mass: 1, stiffness: 157.9137, damping: 17.5929)
    let code = SpringCode(spring: spring)
    #expect(abs(code.perceptualDuration - 0.5) < 1e-4)
    #expect(abs(code.bounce - 0.3) < 1e-4)
    #expect(code.swiftUIName == ".bouncy")
    // FACTS.md §3: `.bouncy` is Spring(duration: 0.5, bounce: 0.3).
    #expect(code.namedSpring == ".bouncy")
    #expect(SpringCode(spring: Spring(mass: 1, stiffness: 157.9137, damping: 2 * 0.85 * 157.9137.squareRoot())).namedSpring == ".snappy")
    // Only the very spring is named: bounce 0.16 is close to .snappy, and says so in a comment only.
    let close = SpringCode(spring: Spring(mass: 1, stiffness: 157.9137, damping: 2 * 0.84 * 157.9137.squareRoot()))
    #expect(close.namedSpring == nil && close.swiftUIName == ".spring(duration: 0.5, bounce: 0.16)" && close.swiftUIComment.contains("Close to .snappy"))
  }

  /// A code block never wraps a line into invalid Swift: no line is wider than the block allows.
  @Test(arguments: [(0.3, 0.05, 1.0), (0.102, 0.81, 0.5), (0.6, 1.0, 0.0), (10.0, 0.3, 2.0)])
  func snippetLinesFitTheBlock(duration: Double, zeta: Double, velocity: Double) {
    let code = SpringCode(spring: UIKitSpringSolver(duration: duration, dampingRatio: zeta, velocity: velocity).spring, uikitDuration: duration)
    let release = ReleaseCode(target: ReleaseTarget(property: .scaleX, pressed: 0.95, rest: 1), spring: code)
    let text = [release.uikit ?? "", release.coreAnimation, release.swiftUI].joined(separator: "\n")
    for line in text.split(separator: "\n") { #expect(line.count <= SpringCode.maxColumns, "\(line)") }
  }

  @Test func overdampedSpringHasNoUIKitCall() {
    let code = SpringCode(spring: Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true))
    #expect(code.uikitDuration == nil)
    #expect(code.uikit(lines: ["x"]).hasPrefix("// UIKit clamps"))
    #expect(code.coreAnimationSettings("spring").contains("spring.allowsOverdamping = true"))
  }

  @Test func coreAnimationSettingsAreTheSameSpring() {
    let solver = UIKitSpringSolver(duration: 0.5, dampingRatio: 0.6, velocity: 0)
    let text = SpringCode(spring: solver.spring).coreAnimationSettings("spring")
    let stiffness = text.first { $0.hasPrefix("spring.stiffness") }
      .flatMap { Double($0.split(separator: "=")[1].trimmingCharacters(in: " ")) }
    #expect(abs((stiffness ?? 0) - solver.omega * solver.omega) < 0.01 * solver.omega * solver.omega)
  }
}

extension Substring {
  func trimmingCharacters(in set: Character) -> String {
    String(drop(while: { $0 == set }).reversed().drop(while: { $0 == set }).reversed())
  }
}

@Suite struct ParetoTests {
  /// Brute force, written independently: a row is on the front when no feasible row is at least as
  /// good on both objectives and better on one.
  @Test func frontMatchesBruteForce() throws {
    var rows: [[Double?]] = []
    var seed: UInt64 = 42
    func next() -> Double {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for _ in 0..<300 { rows.append([next(), next() * 3, next() < 0.1 ? nil : next()]) }
    let table = SweepRows(parameterNames: ["duration"], metrics: [.overshootPx, .settleTime], rows: rows, preset: nil, model: "spring")
    let selection = try ParetoSelection(
      rows: table, bounds: [Bound(column: "overshoot_px", max: 2), Bound(column: "duration", min: 0.1, max: 0.9)],
      minimize: ["settle_time", "overshoot_px"])
    let feasible = rows.indices.filter { r in
      let row = rows[r]
      return row[1]! <= 2 && row[0]! >= 0.1 && row[0]! <= 0.9 && row[2] != nil
    }
    #expect(Set(selection.feasible) == Set(feasible))
    let front = feasible.filter { a in
      !feasible.contains { b in
        rows[b][2]! <= rows[a][2]! && rows[b][1]! <= rows[a][1]! && (rows[b][2]! < rows[a][2]! || rows[b][1]! < rows[a][1]!)
      }
    }
    #expect(Set(selection.front) == Set(front))
    #expect(selection.winner == front.min { rows[$0][2]! < rows[$1][2]! })
  }

  @Test func unknownColumnIsAnError() {
    let table = SweepRows(parameterNames: ["a"], metrics: [.settleTime], rows: [[1, 2]], preset: nil, model: nil)
    #expect(throws: RecommendationError.self) { try ParetoSelection(rows: table, bounds: [Bound(column: "c", max: 1)], minimize: ["settle_time"]) }
  }
}

/// The three named options on a table whose answers are known by construction.
@Suite struct PickRuleTests {
  //                damping duration settle overshoot
  static let table = SweepRows(
    parameterNames: ["damping", "duration"], metrics: [.settleTimePx, .overshootPx],
    rows: [
      [0.5, 0.1, 0.040, 0.90],  // fastest, visible bounce
      [0.7, 0.1, 0.050, 0.30],  // fastest without a visible bounce
      [0.8, 0.1, 0.050, 0.30],  // the same numbers, more damping: wins the tie
      [0.9, 0.2, 0.060, 0.00],
      [1.0, 0.3, 0.070, 0.00],  // dominated by the row above
      [0.3, 0.1, 0.030, 2.00],  // fails the 1 px constraint
    ], preset: nil, model: "uikit-spring")

  static func pick(_ rule: PickRule, distance: ((Int) -> Double)? = nil) throws -> Int? {
    let selection = try ParetoSelection(
      rows: table, bounds: [Bound(column: "overshoot_px", max: 1)], minimize: ["settle_time_px", "overshoot_px"],
      preference: PickRule.preference(table))
    return rule.pick(selection, rows: table, overshoot: 3, distance: distance)
  }

  @Test func eachRulePicksItsRow() throws {
    #expect(try Self.pick(.snappiest) == 0)
    #expect(try Self.pick(.noBounce) == 2)
    // Nearest to damping 1, duration 0.3 on the front: row 3 (row 4 is dominated by it).
    #expect(try Self.pick(.smallestChange) { r in abs(Self.table.rows[r][0]! - 1) + abs(Self.table.rows[r][1]! - 0.3) } == 3)
  }

  @Test func preferNamesAndTheirOlderSpellings() {
    #expect(PickRule(prefer: "no-bounce") == .noBounce)
    #expect(PickRule(prefer: "fastest") == .snappiest)
    #expect(PickRule(prefer: "closest") == .smallestChange)
    #expect(PickRule(prefer: "closests") == nil)
  }

  @Test func refinementStaysAtTheDesignersPrecision() {
    #expect(Refinement.rounded(0.6545, step: 0.01) == 0.65)
    #expect(Refinement.rounded(0.10249, step: 0.001) == 0.102)
    let grid = Refinement.neighbourhood(of: 1, in: Self.table, original: Self.table, held: [])
    let damping = grid["damping"]!.compactMap(\.number)
    // One grid step (the larger gap, 0.2) either side of 0.7, every second hundredth to stay within 31 values.
    #expect(damping.first == 0.5 && damping.last == 0.9 && damping.count == 21 && damping.contains(0.7))
    #expect(damping.allSatisfy { abs($0 * 100 - ($0 * 100).rounded()) < 1e-9 })
  }
}
