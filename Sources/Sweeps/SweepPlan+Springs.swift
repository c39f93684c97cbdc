import CurveAnalysis
import Curves

/// A point's spring as the kernel takes it: made from its numbers (`SpringPoints`), or a `Curve`
/// from the curve engine where the numbers alone do not decide it. Plain bits either way: the
/// curve is held by the piece's `SpringCache` and referred to unretained, so copying a spring (a
/// scored pair copies it several times) is a copy of bytes, not Swift's generic copy of a box.
enum PointSpring {
  case built(SpringPoints.Built)
  /// Valid until the `SpringCache` that made it is trimmed (`SpringCache.trim`).
  case curve(Unmanaged<CachedCurve>)

  /// Sample values as the curve engine gives them (`Curve.value(at:)`).
  @inline(__always)
  func value(at t: Double) -> Double {
    switch self {
    case .built(let b): return SpringPoints.value(b, at: t)
    case .curve(let c): return c.takeUnretainedValue().curve.value(at: t)
    }
  }

  var converged: Bool? {
    switch self {
    case .built(let b): return b.converged
    case .curve(let c): return c.takeUnretainedValue().curve.solverConverged
    }
  }
}

/// A curve engine's `Curve` held by a `SpringCache`.
final class CachedCurve {
  let curve: Curve
  init(_ curve: Curve) { self.curve = curve }
}

extension SweepPlan {
  /// Scores `points` of a spring sweep: each spring with the points that differ from it only in the
  /// press scale, by the closed form (`ClosedFormFrames`) where it decides, else through the kernel.
  func evaluateSprings(points: Range<Int>, into out: UnsafeMutablePointer<Double>, tally: inout SolverTally)
    throws(SweepError)
  {
    var cache = CurveCache()
    var springs = SpringCache()
    let base = out - points.lowerBound * rowWidth
    var next = points.lowerBound
    // The cache holds the curves its point springs refer to unretained: it must outlive the loop,
    // which an optimised build would not otherwise promise after the last `pointSprings`.
    defer { withExtendedLifetime(springs) {} }
    var ahead: SpringPoints.SolvedAhead?
    while next < points.upperBound {
      springs.trim()
      let a = scaleGroup(from: next, below: points.upperBound)
      let b = scaleGroup(from: a.upperBound, below: points.upperBound)
      let (ca, pb) = try pointSprings(
        a.lowerBound, b.isEmpty ? nil : b.lowerBound, below: points.upperBound, &springs, &ahead)
      for p in a { tally.add(converged: ca.converged, p) }
      let cb = pb ?? ca
      for p in b { tally.add(converged: cb.converged, p) }
      let ka = kernelSpring(a.lowerBound, ca), kb = b.isEmpty ? ka : kernelSpring(b.lowerBound, cb)
      if let ka, let kb {
        solveOrWalk(WalkedSpring(group: a, kernel: ka, spring: ca), WalkedSpring(group: b, kernel: kb, spring: cb), base)
      } else {
        // No lane pair: each spring by the closed form, which reads no neighbour, or the curve engine.
        try scoreAlone(a, ka, ca, base, &cache)
        try scoreAlone(b, kb, cb, base, &cache)
      }
      for p in a { flag(converged: ca.converged, base + p * rowWidth) }
      for p in b { flag(converged: cb.converged, base + p * rowWidth) }
      next = b.upperBound
    }
  }

  /// Scores two springs by the closed form where it decides both, else walks them side by side as
  /// before (a lane's last bits can depend on its neighbour: where the rise ends in both lanes, the
  /// recurrence restarts).
  func solveOrWalk(_ a: WalkedSpring, _ b: WalkedSpring, _ base: UnsafeMutablePointer<Double>) {
    if let needs = closedForm, let sa = closedFormScore(a, needs),
      let sb = b.group.isEmpty ? sa : closedFormScore(b, needs)
    {
      write(sa, group: a.group, endJump: a.kernel.endJump, to: base)
      write(sb, group: b.group, endJump: b.kernel.endJump, to: base)
    } else {
      walk(a, b, base)
    }
  }

  /// One spring's points without a lane partner: by the closed form where it decides, else each
  /// point through the curve engine (the walk's last bits could depend on the other lane).
  func scoreAlone(
    _ group: Range<Int>, _ kernel: KernelSpring?, _ spring: PointSpring, _ base: UnsafeMutablePointer<Double>,
    _ cache: inout CurveCache
  ) throws(SweepError) {
    if let kernel, let needs = closedForm,
      let score = closedFormScore(WalkedSpring(group: group, kernel: kernel, spring: spring), needs)
    {
      write(score, group: group, endJump: kernel.endJump, to: base)
      return
    }
    for p in group {
      // Without a velocity axis a point's spring is its own curve (`springKey` is `curveKey`).
      let curve: Curve
      if case .curve(let own) = spring, velocityIndex == nil {
        curve = own.takeUnretainedValue().curve
      } else {
        curve = try cache.curve(p, self)
      }
      write(Metrics.measure(curve, reading: .frames, settings: settings(p)), to: base + p * rowWidth)
    }
  }

  /// Two springs through the kernel, one per lane, each with the points that differ from it only in
  /// the press scale, which share its samples and differ only in their pixel bands.
  func walk(_ a: WalkedSpring, _ b: WalkedSpring, _ base: UnsafeMutablePointer<Double>) {
    var options = SpringFrameOptions(countsCrossings: countsCrossings)
    options.readsPeak = readsPeak
    if needsPixelBand {
      options.pixelBands = (a.group.map { settings($0).pixelBand }, (b.group.isEmpty ? a : b).group.map { settings($0).pixelBand })
    }
    if a.kernel.snapSample != nil || b.kernel.snapSample != nil {
      options.snaps = SpringFrames.Lanes(Double(a.kernel.snapSample ?? .max), Double(b.kernel.snapSample ?? .max))
    }
    var scores = SpringFrames.score(a.kernel.motion, b.kernel.motion, options: options, settings: frameSettings)
    finishPeak(&scores.0, a)
    finishPeak(&scores.1, b)
    write(scores.0, group: a.group, endJump: a.kernel.endJump, to: base)
    write(scores.1, group: b.group, endJump: b.kernel.endJump, to: base)
  }

  /// The overshoot and the peak as a sweep writes them.
  func finishPeak(_ score: inout SpringFrameScore, _ spring: WalkedSpring) {
    if velocityIndex == nil {
      // The peak sample as the curve engine computes it, so overshoots are the general
      // path's numbers to the last bit (the recurrence agrees to about 1e-14).
      peakFromCurve(&score, spring.spring)
    } else {
      // By the closed form, so the peak does not depend on which spring shared the lanes.
      peakFromMotion(&score, spring.kernel.motion)
    }
  }

  /// Frame k's value as `finishPeak` reads the largest one. Static, and its callers' closures read
  /// locals: a closure that captures `self` copies the whole plan, retaining every array in it, and
  /// on several threads those shared counts cost more than the curve.
  @inline(__always) static func peakValue(
    _ k: Int, _ spring: WalkedSpring, _ frames: SpringFrameSettings, velocityAxis: Bool
  ) -> Double {
    let t = frames.time(k)
    return velocityAxis ? spring.kernel.motion.value(at: t) : spring.spring.value(at: t)
  }

  /// The spring at `point`: `built` from its numbers, else the curve engine's (shared by `springKey`).
  func pointSpring(_ built: SpringPoints.Built?, _ point: Int, _ springs: inout SpringCache) throws(SweepError)
    -> PointSpring
  {
    if let built { return .built(built) }
    return .curve(try springs.curve(point, self, key: springKey(point)))
  }

  /// The springs at points `a` and `b` (nil: `a` alone), as `pointSpring` makes each, built together
  /// where their numbers make them (`SpringPoints.springs`, which solves UIKit's next pair, below
  /// `end`, with them).
  func pointSprings(
    _ a: Int, _ b: Int?, below end: Int, _ springs: inout SpringCache, _ ahead: inout SpringPoints.SolvedAhead?
  ) throws(SweepError) -> (PointSpring, PointSpring?) {
    let (builtA, builtB) = springPoints?.springs(a, b, below: end, self, &ahead) ?? (nil, nil)
    let sa = try pointSpring(builtA, a, &springs)
    guard let b else { return (sa, nil) }
    return (sa, try pointSpring(builtB, b, &springs))
  }

  /// The kernel's spring at `point`; nil when the kernel cannot draw it.
  func kernelSpring(_ point: Int, _ spring: PointSpring) -> KernelSpring? {
    switch spring {
    case .curve(let cached): return kernelSpring(point, curve: cached.takeUnretainedValue().curve)
    case .built(let built):
      return SpringFrames.kernelSpring(
        built.spring, solution: built.solution, removedAt: built.removal, settings: frameSettings, window: definition.window)
    }
  }

  /// The largest sample and the first of equal maxima read off the curve engine's samples.
  func peakFromCurve(_ score: inout SpringFrameScore, _ spring: PointSpring) {
    guard score.maxIndex >= 0 else { return }
    score.maxValue = spring.value(at: frameSettings.time(score.maxIndex))
    guard readsPeak else {
      score.peakIndex = score.maxIndex
      return
    }
    let frames = frameSettings
    score.readPeak { spring.value(at: frames.time($0)) }
  }
}

/// The springs built in one piece of a sweep, by `springKey`: points differing in velocity (and
/// scale) share one curve from the curve engine, though they are not neighbours in grid order.
struct SpringCache {
  var curves: [Int: CachedCurve] = [:]

  /// The curve at `point` (by `key`), unretained: it lives until the next `trim()`.
  mutating func curve(_ point: Int, _ plan: SweepPlan, key: Int) throws(SweepError) -> Unmanaged<CachedCurve> {
    if let cached = curves[key] { return .passUnretained(cached) }
    let made = CachedCurve(try plan.curve(point))
    curves[key] = made
    return .passUnretained(made)
  }

  /// Drops the curves once there are many. Called between lane pairs, when no `PointSpring` made
  /// from this cache is still in use.
  mutating func trim() {
    if curves.count >= 4096 { curves.removeAll(keepingCapacity: true) }
  }
}

