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
    guard var frames = ClosedFormFrames(spring.kernel, settings: frameSettings, countsCrossings: countsCrossings,
                                        readsSettle: needs.settle || needsPixelBand) else { return nil }
    var score = SpringFrameScore()
    if needs.peak {
      // As `finishPeak` reads the walk's peak: no local maximum comes before this one.
      let times = frameSettings, velocityAxis = velocityIndex != nil
      guard let (k, x) = frames.peakFrame({ Self.peakValue($0, spring, times, velocityAxis: velocityAxis) })
      else { return nil }
      score.maxIndex = k
      score.peakIndex = k
      score.maxValue = x
      // A monotone spring has no overshoot: the walk's largest frame, wherever it is, reads ≤ 1.
      if frames.isMonotone && !(score.maxValue <= 1) { return nil }
    }
    if needs.settle {
      guard let k = frames.lastOutside(frameSettings.band) else { return nil }
      score.lastOutside = k
    }
    if countsCrossings { score.crossings = frames.crossings(upTo: score.lastOutside) }
    if needsPixelBand {
      score.minValue = 0
      for p in spring.group {
        guard let k = frames.lastOutside(settings(p).pixelBand) else { return nil }
        score.lastOutsidePixels.append(k)
      }
    }
    return score
  }
}
