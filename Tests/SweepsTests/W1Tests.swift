import Foundation
import Sweeps
import Testing

/// W1 scored independently: the closed form of BENCHMARK.md evaluated at every sample in plain
/// loops, the metrics read off the stored samples exactly as BENCHMARK.md words them.
struct ReferenceW1 {
  static func row(zeta: Double, velocity v0: Double, duration d: Double, scale s: Double,
                  fps: Double = 120, count: Int = 241, band: Double = 0.02) -> W1.Row {
    let w0 = 2 * Double.pi / d
    var x: [Double] = []
    for k in 0..<count {
      let t = Double(k) / fps
      let e: Double
      if zeta < 1 {
        let a = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot(), b = (v0 - a) / wd
        e = exp(-a * t) * (b * sin(wd * t) - cos(wd * t))
      } else {
        e = ((v0 - w0) * t - 1) * exp(-w0 * t)
      }
      x.append(1 + e)
    }
    let time = { (k: Int) in Double(k) / fps }
    var row = W1.Row()
    row.zeta = zeta; row.velocity = v0; row.duration = d; row.scale = s
    let peak = x.max()!
    row.overshootPct = 100 * max(0, peak - 1)
    row.peakTime = row.overshootPct > 0 ? time(x.firstIndex(of: peak)!) : .nan
    if let last = x.lastIndex(where: { abs($0 - 1) > band }) {
      row.settleTime = last == count - 1 ? .nan : time(last + 1)
    } else {
      row.settleTime = time(0)
    }
    func reach(_ level: Double) -> Double {
      guard let k = x.firstIndex(where: { $0 >= level }) else { return .nan }
      if k == 0 { return time(0) }
      return (Double(k - 1) + (level - x[k - 1]) / (x[k] - x[k - 1])) / fps
    }
    row.riseTime = reach(0.9) - reach(0.1)
    row.overshootPx = max(0, peak - 1) * 200 * (1 - s) / 2 * 3
    return row
  }
}

/// NaN-aware closeness.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  (a.isNaN && b.isNaN) || abs(a - b) <= tolerance * max(1, abs(b))
}

@Suite struct W1Tests {
  // A reduced W1 grid: every second ζ value reaches ζ = 1 (critical), v0 both below and above ω0.
  let zetas = linspace(0.05, 1.0, 8), velocities = linspace(0, 10, 5)
  let durations = linspace(0.1, 1.0, 5), scales = linspace(0.85, 0.98, 2)

  @Test func fastPathMatchesClosedFormRowByRow() {
    let rows = W1.rows(zetas: zetas, velocities: velocities, durations: durations, scales: scales, threads: 2)
    #expect(rows.count == 400)
    var index = 0
    for z in zetas { for v in velocities { for d in durations { for s in scales {
      let expected = ReferenceW1.row(zeta: z, velocity: v, duration: d, scale: s)
      let got = rows[index]
      #expect(got.zeta == z && got.velocity == v && got.duration == d && got.scale == s)
      #expect(close(got.overshootPct, expected.overshootPct), "overshoot at \(index)")
      #expect(close(got.peakTime, expected.peakTime, 0), "peak time at \(index)")
      #expect(close(got.settleTime, expected.settleTime, 0), "settle time at \(index)")
      #expect(close(got.riseTime, expected.riseTime), "rise time at \(index)")
      #expect(close(got.overshootPx, expected.overshootPx), "overshoot px at \(index)")
      index += 1
    } } } }
  }

  @Test func checksumMatchesPlainLoops() {
    let rows = W1.rows(zetas: zetas, velocities: velocities, durations: durations, scales: scales, threads: 1)
    var sumSettle = 0.0, finite = 0, sumOvershoot = 0.0
    for z in zetas { for v in velocities { for d in durations { for s in scales {
      let r = ReferenceW1.row(zeta: z, velocity: v, duration: d, scale: s)
      if r.settleTime.isFinite { sumSettle += r.settleTime; finite += 1 }
      sumOvershoot += r.overshootPct
    } } } }
    let checksum = W1.Checksum(rows)
    #expect(checksum.settleFiniteCount == finite)
    #expect(abs(checksum.sumSettleFinite - sumSettle) <= 1e-9)
    #expect(abs(checksum.sumOvershootPct - sumOvershoot) <= 1e-9)
    #expect(finite > 0 && finite < rows.count, "the grid should hold springs that settle and some that do not")
  }

  /// With a guard so wide that many samples are "too close to call", the closed form decides them,
  /// and the settle times still equal the closed form's.
  @Test func samplesNearTheBandEdgeAreDecidedByTheClosedForm() {
    var settings = W1.settings
    settings.guardWidth = 0.015
    let rows = W1.rows(zetas: zetas, velocities: velocities, durations: durations, scales: [0.9],
                       settings: settings, threads: 1)
    var index = 0
    for z in zetas { for v in velocities { for d in durations {
      let expected = ReferenceW1.row(zeta: z, velocity: v, duration: d, scale: 0.9)
      #expect(close(rows[index].settleTime, expected.settleTime, 0), "settle time at \(index)")
      index += 1
    } } }
  }

  @Test func rowsComeInGridOrderWhateverTheThreadCount() {
    let one = W1.rows(zetas: zetas, velocities: velocities, durations: durations, scales: scales, threads: 1)
    let three = W1.rows(zetas: zetas, velocities: velocities, durations: durations, scales: scales, threads: 3)
    #expect(one.count == three.count)
    #expect(zip(one, three).allSatisfy { a, b in
      a.zeta == b.zeta && a.scale == b.scale && close(a.settleTime, b.settleTime, 0)
        && a.overshootPct.bitPattern == b.overshootPct.bitPattern
    })
  }

  @Test func linspaceEndsExactlyAtStop() {
    let values = linspace(0.85, 0.98, 10)
    #expect(values.count == 10 && values.first == 0.85 && values.last == 0.98)
    #expect(values[3] == 0.85 + 3 * ((0.98 - 0.85) / 9))
  }
}
