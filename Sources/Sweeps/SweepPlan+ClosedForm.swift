import CurveAnalysis

/// A spring of a sweep with the points it serves: those differing from it only in the press scale.
struct WalkedSpring {
  var group: Range<Int>
  var kernel: KernelSpring
  var spring: PointSpring
}

/// What a sweep reads of the frames that the closed form (`ClosedFormFrames`) can tell; nil when a
/// metric needs the walk (the rise, the minimum).
struct ClosedFormNeeds: Sendable {
  static let peakMetrics: Set<Metric> = [.overshootPct, .overshootPx, .peakTime]
  static let settleMetrics: Set<Metric> = [.settleTime, .framesToSettle, .oscillations]
  static let served = peakMetrics.union(settleMetrics).union([.settleTimePx, .endJumpPct, .endJumpPx])

  var peak: Bool
  var settle: Bool

  init?(_ metrics: [Metric]) {
    guard metrics.allSatisfy(Self.served.contains) else { return nil }
    peak = metrics.contains(where: Self.peakMetrics.contains)
    settle = metrics.contains(where: Self.settleMetrics.contains)
  }
}

extension SweepPlan {
  /// A spring's score from the closed form, the peak read as after the walk (`finishPeak`); nil
  /// where the walk must decide.
  func closedFormScore(_ spring: WalkedSpring, _ needs: ClosedFormNeeds) -> SpringFrameScore? {
    guard let frames = ClosedFormFrames(spring.kernel, settings: frameSettings) else { return nil }
    var score = SpringFrameScore()
    if needs.peak {
      guard let k = frames.peakFrame() else { return nil }
      score.maxIndex = k
      score.peakIndex = k
      score.maxValue = frames.value(k)
      finishPeak(&score, spring)
      // A monotone spring has no overshoot: the walk's largest frame, wherever it is, reads ≤ 1.
      if frames.isMonotone && !(score.maxValue <= 1) { return nil }
    }
    if needs.settle { score.lastOutside = frames.lastOutside(frameSettings.band) }
    if countsCrossings { score.crossings = frames.crossings(upTo: score.lastOutside) }
    if needsPixelBand {
      score.minValue = 0
      score.lastOutsidePixels = spring.group.map { frames.lastOutside(settings($0).pixelBand) }
    }
    return score
  }
}
