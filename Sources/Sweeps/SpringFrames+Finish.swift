import CurveAnalysis

/// The readings: each lane's score from what the walk tracked, samples too near a band's edge for
/// the recurrence decided by the closed form.
extension LaneRun {
  mutating func finish(_ i: Int, options: SpringFrameOptions) -> SpringFrameScore {
    var score = SpringFrameScore()
    score.maxValue = tracked.maxX[i]
    score.maxIndex = Int(tracked.peakK[i]) - 1
    score.largestBefore = tracked.largestBefore[i]
    if options.readsPeak { score.readPeak { value(i, $0) } } else { score.peakIndex = score.maxIndex }
    score.reach10 = reach10[i]
    score.reach90 = reach90[i]
    let certain = Int(tracked.hiK[i]) - 1, possible = Int(tracked.loK[i]) - 1
    score.lastOutside = resolve(i, band: settings.band, certain: certain, possible: possible)
    if let pixelBands = options.pixelBands {
      score.minValue = tracked.minX[i]
      for band in i == 0 ? pixelBands.first : pixelBands.second {
        score.lastOutsidePixels.append(resolve(i, band: band, certain: lastAbove(band + settings.guardWidth, lane: i),
                                               possible: lastAbove(band - settings.guardWidth, lane: i)))
      }
    }
    if options.countsCrossings {
      // Counted as the samples passed; a last sample decided by the closed form between the two
      // band tests (rare) is recounted by the closed form.
      switch score.lastOutside {
      case certain: score.crossings = Int(tracked.crossingsHi[i])
      case possible: score.crossings = Int(tracked.crossingsLo[i])
      default: score.crossings = FrameSummary.crossingsOfOne((0...score.lastOutside).map { value(i, $0) },
                                                             before: score.lastOutside + 1)
      }
    }
    return score
  }

  /// The last sample walked with |x − 1| > `level` in lane `lane` (−1 for none): a binary search of
  /// the deviations' running maxima from the end, which never rise.
  mutating func lastAbove(_ level: Double, lane: Int) -> Int {
    guard let deviations, walked > 0 else { return -1 }
    if !suffixMaxima {
      var k = walked - 2
      while k >= 0 {
        deviations[k] = pointwiseMax(deviations[k], deviations[k + 1])
        k -= 1
      }
      suffixMaxima = true
    }
    // The last k whose maximum from k on is above `level`, halving without branches.
    guard deviations[0][lane] > level else { return -1 }
    var found = 0, span = walked
    while span > 1 {
      let half = span / 2
      found = deviations[found + half][lane] > level ? found + half : found
      span -= half
    }
    return found
  }

  /// Frees the deviations.
  mutating func release() {
    deviations?.deallocate()
    deviations = nil
  }

  /// The last sample outside `band`: `certain` is surely outside; samples after it up to
  /// `possible` are within rounding of the edge and are decided by the closed form.
  func resolve(_ i: Int, band: Double, certain: Int, possible: Int) -> Int {
    var k = possible
    while k > certain {
      if abs(value(i, k) - 1) > band { return k }
      k -= 1
    }
    return certain
  }
}
