import Curves
import Foundation
import Plotting
import Testing
import TextFormats
import _TestSupport

@testable import Cells
@testable import Recommendation
@testable import ReportModel

/// Every recommendation of the shipped nightly notebook, checked against its own sweep table by a
/// selection written here from the definitions: the pick meets the constraints, follows the no-bounce
/// rule and no candidate beats it on both settle time and overshoot.
@Suite struct NightlyDecisionTests {
  static let report: ExecutedReport? = try? NightlyExecution.report.get()

  /// The CSV text of a sweep as column → values (nil for an empty cell).
  static func table(_ csv: String) -> (header: [String], rows: [[Double?]]) {
    let lines = csv.split(separator: "\n").filter { !$0.hasPrefix("#") }
    let header = lines[0].split(separator: ",").map { String($0).replacingOccurrences(of: "\"", with: "") }
    return (header, lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) } })
  }

  static func object(_ json: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = json else { return nil }
    return members.first { $0.0 == key }?.1
  }

  static func number(_ json: JSONValue?) -> Double? {
    switch json {
    case .number(let x)?: return x
    case .integer(let n)?: return Double(n)
    default: return nil
    }
  }

  @Test func everyPickFollowsTheRuleAndIsNotDominated() throws {
    let report = try #require(Self.report)
    let recommends = report.records.filter { $0.kind == "recommend" && Self.isRelease($0, report) }
    #expect(recommends.count == 5)
    for record in recommends {
      #expect(record.status == .ok, "\(record.id)")
      let cell = try #require(report.notebook.cells.first { $0.id == record.id })
      let sweepID = try #require(cell.string("sweep"))
      let csv = try #require(report.records.first { $0.id == sweepID }?.csv)
      let (header, table) = Self.table(csv)
      // The sweep measured the release alone; the decision reads it from the lift, a hold included.
      let hold = Self.number(Self.object(record.metrics, "hold")) ?? 0
      let moments = Set(["settle_time_px", "settle_time", "peak_time"].compactMap { header.firstIndex(of: $0) })
      let rows = table.map { row in row.enumerated().map { i, x in moments.contains(i) ? x.map { $0 + hold } : x } }
      let bounds = try RecommendRunner.bounds(cell)
      let winner = Self.object(record.metrics, "winner")
      func value(_ column: String) -> Double? { Self.number(Self.object(winner, column)) }
      let settle = try #require(value("settle_time_px")), overshoot = try #require(value("overshoot_px"))
      for bound in bounds {
        let v = try #require(value(bound.column), "\(record.id): \(bound.column)")
        if let lo = bound.min { #expect(v >= lo - 1e-9, "\(record.id): \(bound.text)") }
        if let hi = bound.max { #expect(v <= hi + 1e-9, "\(record.id): \(bound.text)") }
      }
      // No bounce: nothing visible past rest.
      #expect(overshoot < 0.5, "\(record.id): overshoot \(overshoot) px")
      // The rows that are candidates: every bound met, a held parameter at its value, and no
      // ringing faster than a quarter of the frame rate (UIKit's solver gives the frequency).
      var held: [(Int, Double)] = []
      if case .object(let members)? = Self.object(record.metrics, "held") {
        for (name, v) in members { held.append((header.firstIndex(of: name)!, Self.number(v)!)) }
      }
      let col = { (name: String) in header.firstIndex(of: name)! }
      let candidates = rows.filter { row in
        for bound in bounds {
          guard let v = row[col(bound.column)] else { return false }
          if let lo = bound.min, v < lo - 1e-12 { return false }
          if let hi = bound.max, v > hi + 1e-12 { return false }
        }
        if held.contains(where: { i, v in abs((row[i] ?? .nan) - v) > 1e-12 }) { return false }
        let zeta = row[col("damping")]!
        let solver = UIKitSpringSolver(duration: row[col("duration")]!, dampingRatio: zeta, velocity: row[col("velocity")]!)
        if zeta < 1, solver.omega * (1 - zeta * zeta).squareRoot() / (2 * Double.pi) > 120.0 / 4 { return false }
        return row[col("settle_time_px")] != nil && row[col("overshoot_px")] != nil
      }
      #expect(!candidates.isEmpty, "\(record.id)")
      // The pick is a value a designer types (damping ratio to 0.05, duration to 5 ms, velocity to
      // 0.5): no curve a designer could type beats it. A row off that grid may (damping 0.7545).
      func typeable(_ row: [Double?]) -> Bool {
        [("damping", 20.0), ("duration", 200), ("velocity", 2)].allSatisfy { name, perUnit in
          header.firstIndex(of: name).map { i in row[i].map { abs($0 * perUnit - ($0 * perUnit).rounded()) < 1e-9 } ?? false } ?? true
        }
      }
      for row in candidates where typeable(row) {
        let s = row[col("settle_time_px")]!, o = row[col("overshoot_px")]!
        #expect(!(s <= settle && o <= overshoot && (s < settle || o < overshoot)), "\(record.id): \(row) beats the pick (\(settle), \(overshoot))")
        if o < 0.5 { #expect(s >= settle - 1e-12, "\(record.id): \(row) settles sooner without a visible bounce") }
      }
      // Values a designer types: damping ratio to 0.05, durations to 5 ms, velocity to 0.5.
      if let d = value("damping") { #expect(abs(d * 20 - (d * 20).rounded()) < 1e-6, "\(record.id): damping \(d)") }
      if let t = value("duration") { #expect(abs(t * 200 - (t * 200).rounded()) < 1e-6, "\(record.id): duration \(t)") }
      if let v = value("velocity") { #expect(abs(v * 2 - (v * 2).rounded()) < 1e-6, "\(record.id): velocity \(v)") }
    }
  }

  @Test func everyButtonHasAPressAndAReleaseVerdict() throws {
    let report = try #require(Self.report)
    let decided = report.summaries.compactMap { s in s.decision.map { (s.preset, $0) } }
    #expect(decided.map(\.0) == ["shrink-shadow", "pressable-material", "shrink-grow", "pebutton", "bfpaper-raised"])
    for (preset, d) in decided {
      let press = report.summaries.first { $0.preset == preset }?.press
      #expect(press?.rule == "deepest in time", "\(preset) has no touch-down decision")
      #expect(press?.verdict.contains("a quick tap") == true, "\(preset): \(press?.verdict ?? "")")
      #expect(press?.quickTaps.count == 2, "\(preset)")
      #expect(!d.verdict.isEmpty, "\(preset)")
      #expect(d.press.contains { $0.hasPrefix("Touch-down") }, "\(preset): \(d.press)")
      #expect(d.pick?.rule.hasPrefix("no bounce") == true, "\(preset)")
    }
    // The feel lines come from the timelines: PEButton's press effect holds it 100 ms, and seed
    // 001's shadow keeps its 100 ms ease-out beside a faster spring.
    let feel = Dictionary(uniqueKeysWithValues: decided.map { ($0.0, $0.1.feel) })
    #expect(feel["pebutton"]?.contains { $0.contains("stays fully pressed for 100 ms") } == true)
    #expect(feel["pressable-material"]?.contains { $0.contains("keeps moving") } == true)
    // A shadow cannot be animated by UIView.animate: seed 004's pick names Core Animation.
    #expect(decided.first { $0.0 == "bfpaper-raised" }?.1.api.hasPrefix("CASpringAnimation") == true)
  }

  /// A release cell: no `phase:`, or `phase: release`.
  static func isRelease(_ record: CellRecord, _ report: ExecutedReport) -> Bool {
    (report.notebook.cells.first { $0.id == record.id }?.string("phase") ?? "release") == "release"
  }

  /// Every touch-down pick is, of its sweep's rows that meet the constraints, the deepest fully
  /// pressed within the contact time without a visible overshoot (read from the sweep's CSV
  /// here); where the seed lets the depth vary, the sweep varies it and a depth map shows it.
  @Test func everyPressPickIsTheDeepestInTime() throws {
    let report = try #require(Self.report)
    let presses = report.records.filter { $0.kind == "recommend" && !Self.isRelease($0, report) }
    #expect(presses.count == 5)
    var depthsVaried = 0
    for record in presses {
      #expect(record.status == .ok, "\(record.id)")
      let cell = try #require(report.notebook.cells.first { $0.id == record.id })
      let csv = try #require(report.records.first { $0.id == cell.string("sweep") }?.csv)
      let (header, rows) = Self.table(csv)
      let bounds = try RecommendRunner.bounds(cell)
      let contact = try #require(Self.number(Self.object(record.metrics, "contact_time")))
      let col = { (name: String) in header.firstIndex(of: name)! }
      let reached = rows.filter { row in
        bounds.allSatisfy { b in
          guard let v = row[col(b.column)] else { return false }
          return v >= (b.min ?? -.infinity) - 1e-12 && v <= (b.max ?? .infinity) + 1e-12
        } && (row[col("settle_time_px")] ?? .infinity) <= contact + 1e-9 && (row[col("overshoot_px")] ?? .infinity) < 0.5
      }
      let winner = Self.object(record.metrics, "winner")
      let scale = try #require(Self.number(Self.object(winner, "scale")))
      #expect(scale == reached.compactMap { $0[col("scale")] }.min(), "\(record.id): depth \(scale)")
      if Set(rows.compactMap { $0[col("scale")] }).count > 1 {
        depthsVaried += 1
        #expect(record.figures.contains { $0.id == "\(record.id)-press-depth" }, "\(record.id) has no depth map")
      }
    }
    // Seeds 000, 002 and 003 scale the button; 001's depth is its shadow's, 004 does not scale.
    #expect(depthsVaried == 3)
  }
}

extension NightlyDecisionTests {
  /// Each recommendation maps where its pick sits: ★ now and ● the pick marked, the region outside
  /// the constraints hatched, the pick's own cell inside it, and one colour range for every button.
  @Test func everyDecisionMapMarksNowAndThePick() throws {
    let report = try #require(Self.report)
    var ranges: Set<[Double]> = []
    for record in report.records where record.kind == "recommend" && Self.isRelease(record, report) {
      let figure = try #require(record.figures.first { $0.id == "\(record.id)-map" }, "\(record.id) has no map")
      let map = try #require((figure.drawing as? ChartFigure<Heatmap>)?.chart)
      #expect(map.marks.contains { $0.label == "pick" }, "\(record.id)")
      let excluded = try #require(map.excluded)
      #expect(excluded.joined().contains(true) && excluded.joined().contains(false), "\(record.id)")
      let pick = try #require(map.marks.first { $0.label == "pick" })
      func nearest(_ values: [Double], _ v: Double) -> Int {
        var best = 0
        for i in values.indices where abs(values[i] - v) < abs(values[best] - v) { best = i }
        return best
      }
      let c = nearest(map.xValues, pick.x), r = nearest(map.yValues, pick.y)
      // The nearest grid cell to the pick is feasible, or one next to it (the pick is refined off the grid).
      var around: [Bool] = []
      for rr in max(0, r - 1)...min(map.yValues.count - 1, r + 1) {
        for cc in max(0, c - 1)...min(map.xValues.count - 1, c + 1) { around.append(excluded[rr][cc]) }
      }
      #expect(around.contains(false), "\(record.id): the pick sits in the excluded region")
      ranges.insert([map.colorRange.0, map.colorRange.1])
    }
    #expect(ranges.count == 1, "every map shares one colour range: \(ranges)")
    // seed 000's map shows where it is now.
    let first = try #require(report.records.first { $0.id == "recommend-000" }?.figures.first { $0.id == "recommend-000-map" })
    #expect((first.drawing as? ChartFigure<Heatmap>)?.chart.marks.contains { $0.label == "now" && $0.shape == .star } == true)
  }
}

extension NightlyDecisionTests {
  /// A sweep's maps are computed again on 40 × 40 curves for smooth contours, share one colour scale
  /// per threshold (0 to twice it), and their titles state what they show.
  @Test func sweepMapsAreFineAndShareTheirScale() throws {
    let report = try #require(Self.report)
    var overshootRanges: Set<[Double]> = []
    for record in report.records where record.kind == "sweep" {
      for figure in record.figures where figure.id.contains("-heatmap-") {
        let map = try #require((figure.drawing as? ChartFigure<Heatmap>)?.chart)
        #expect(map.xValues.count == 40 && map.yValues.count == 40, "\(figure.id)")
        #expect(map.title.contains("% of this map"), "\(figure.id): \(map.title)")
        if map.metricLabel == "overshoot" { overshootRanges.insert([map.colorRange.0, map.colorRange.1]) }
      }
    }
    // Twice the notebook's ½-pixel visibility threshold, the overshoot maps' contour.
    #expect(overshootRanges == [[0, 2 * 0.5]])
  }
}
