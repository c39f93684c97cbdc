/// The one rule for where a curve peaks, in both readings: the first of its equal maxima. An
/// undamped spring's peaks are all equal, and whichever a grid or a frame lands nearest the top of
/// would otherwise be "the" maximum (an aliased late swing, 7 s instead of 0.3 s).
extension Metrics {
  /// How far below the largest value a maximum may be and still count as one of equal maxima:
  /// wide enough for a frame or grid point that misses an undamped spring's top, far below the
  /// drop between a damped spring's successive peaks.
  @inline(__always)
  public static func peakSlack(_ largest: Double) -> Double { 1e-3 * Swift.max(1, abs(largest)) }

  /// The first local maximum (`x(i) ≥ x(i − 1)` unless i is 0, and `x(i) ≥ x(i + 1)`) among
  /// `range` whose value is at least `floor`; nil when none. `x(i + 1)` must exist for each i.
  public static func firstLocalMaximum(in range: Range<Int>, atLeast floor: Double, _ x: (Int) -> Double) -> Int? {
    guard !range.isEmpty else { return nil }
    var previous = range.lowerBound > 0 ? x(range.lowerBound - 1) : -Double.infinity
    var current = x(range.lowerBound)
    for i in range {
      let next = x(i + 1)
      if current >= floor && current >= previous && current >= next { return i }
      previous = current
      current = next
    }
    return nil
  }

  /// The peak of samples `x(0 …)` whose largest is first at `maxIndex`: the first local maximum
  /// within `peakSlack` of the largest, else `maxIndex`. `largestBefore` bounds the local maxima
  /// before `maxIndex` from above (`MaximumTracker.largestBefore`); when it is below the slack no
  /// sample is read again.
  public static func firstPeak(maxIndex: Int, largestBefore: Double = .infinity, _ x: (Int) -> Double) -> Int {
    guard maxIndex > 0 else { return maxIndex }
    let largest = x(maxIndex)
    let floor = largest - peakSlack(largest)
    guard largestBefore >= floor else { return maxIndex }
    return firstLocalMaximum(in: 0..<maxIndex, atLeast: floor, x) ?? maxIndex
  }
}

/// The largest of samples seen one by one, its first index, and the largest local maximum before
/// that index, so whoever streams samples past knows without storing them whether an earlier swing
/// could be one of equal maxima (`Metrics.firstPeak`).
///
/// The largest local maximum before the first largest sample is the running maximum as it stood
/// before the last run of consecutive new maxima began (the sample where a run of new maxima
/// stops is a local maximum, and every sample between runs is below it), or −∞ when the samples
/// rose to it from the start.
public struct MaximumTracker: Sendable, Equatable {
  public private(set) var maxValue = -Double.infinity
  public private(set) var maxIndex = -1
  public private(set) var largestBefore = -Double.infinity
  /// The running maximum at the last sample that was not a new one.
  var beforeRun = -Double.infinity

  public init() {}

  public init(first x: Double) {
    maxValue = x
    maxIndex = 0
  }

  @inline(__always) public mutating func observe(_ x: Double, at k: Int) {
    if x > maxValue {
      largestBefore = beforeRun
      maxValue = x
      maxIndex = k
    } else {
      beforeRun = maxValue
    }
  }

  /// Samples that are not new maxima (a block or a tail known to stay at or below the largest).
  @inline(__always) public mutating func observeNone() { beforeRun = maxValue }

  /// The peak (`Metrics.firstPeak`), reading samples again only when an earlier local maximum
  /// may be within the slack.
  public func firstPeak(_ x: (Int) -> Double) -> Int {
    Metrics.firstPeak(maxIndex: maxIndex, largestBefore: largestBefore, x)
  }
}
