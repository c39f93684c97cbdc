/// The frames reading of springs, fast: samples `t_k = k / fps` of two springs at once, one SIMD
/// lane each, scored as the samples stream past so no curve's samples are ever stored.
///
/// Each sample costs one 2×2 matrix product (`SpringMotion`): even and odd samples run as two
/// independent chains stepped by M², so consecutive products do not wait on each other. Every
/// `anchorEvery` samples the state is reset from the closed form, so rounding cannot accumulate
/// past that many steps (≈1e-13 of the amplitude). Band tests are made twice, at `band ± guardWidth`:
/// a sample between the two is too close to the edge for the recurrence to decide, and is decided
/// afterwards by the closed form, so settle times equal those of closed-form samples.
public enum SpringFrames {
  public typealias Lanes = SIMD2<Double>
  public typealias Mask = SIMDMask<SIMD2<Int64>>
  public static let laneCount = 2

  /// Scores two springs. `pixelBands` (one per lane) adds the pixel-band settle and the minimum;
  /// without it the loop does only what W1 needs.
  @inline(__always)
  public static func score(
    _ first: SpringMotion, _ second: SpringMotion, pixelBands: Lanes?, settings: SpringFrameSettings
  ) -> (SpringFrameScore, SpringFrameScore) {
    score(first, second, options: SpringFrameOptions(pixelBands: pixelBands.map { ([$0[0]], [$0[1]]) }), settings: settings)
  }

  /// Scores two springs with what `options` asks besides W1's metrics; each combination runs its
  /// own specialised loop, so W1 pays for none of them.
  @inline(__always)
  public static func score(
    _ first: SpringMotion, _ second: SpringMotion, options: SpringFrameOptions, settings: SpringFrameSettings
  ) -> (SpringFrameScore, SpringFrameScore) {
    var run = LaneRun((first, second), options: options, settings: settings)
    switch (options.pixelBands != nil, options.snaps != nil, options.countsCrossings) {
    case (false, false, false): run.scan(Flags<Yes, No, No, No>.self, Flags<No, No, No, No>.self)
    case (true, false, false): run.scan(Flags<Yes, Yes, No, No>.self, Flags<No, Yes, No, No>.self)
    case (false, true, false): run.scan(Flags<Yes, No, Yes, No>.self, Flags<No, No, Yes, No>.self)
    case (true, true, false): run.scan(Flags<Yes, Yes, Yes, No>.self, Flags<No, Yes, Yes, No>.self)
    case (false, false, true): run.scan(Flags<Yes, No, No, Yes>.self, Flags<No, No, No, Yes>.self)
    case (true, false, true): run.scan(Flags<Yes, Yes, No, Yes>.self, Flags<No, Yes, No, Yes>.self)
    case (false, true, true): run.scan(Flags<Yes, No, Yes, Yes>.self, Flags<No, No, Yes, Yes>.self)
    case (true, true, true): run.scan(Flags<Yes, Yes, Yes, Yes>.self, Flags<No, Yes, Yes, Yes>.self)
    }
    let scores = (run.finish(0, options: options), run.finish(1, options: options))
    run.release()
    return scores
  }
}

/// Compile-time switches of the sample loop, so each variant is specialised without branches.
protocol SegmentFlags {
  static var rise: Bool { get }
  static var extended: Bool { get }
  static var snap: Bool { get }
  static var crossings: Bool { get }
}
protocol FlagValue { static var value: Bool { get } }
enum Yes: FlagValue { static var value: Bool { true } }
enum No: FlagValue { static var value: Bool { false } }
enum Flags<Rise: FlagValue, Extended: FlagValue, Snap: FlagValue, Crossings: FlagValue>: SegmentFlags {
  static var rise: Bool { Rise.value }
  static var extended: Bool { Extended.value }
  static var snap: Bool { Snap.value }
  static var crossings: Bool { Crossings.value }
}
