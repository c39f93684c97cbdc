import CurveAnalysis
import Curves
import TextFormats

/// What a sweep needs at every point, worked out once: the grid's mixed-radix digits, which
/// parameter is the press scale, and whether springs can take the fast frames kernel.
struct SweepPlan: Sendable {
  let definition: SweepDefinition
  /// The metrics of each row, in column order.
  let metrics: [Metric]
  /// Values per parameter (1 for fixed ones); the last parameter varies fastest.
  let radices: [Int]
  let strides: [Int]
  let scaleIndex: Int?
  /// The scale parameter when it varies fastest (stride 1): then the points of one curve at its
  /// press scales come one after another and can share its samples.
  var consecutiveScaleIndex: Int? { scaleIndex.flatMap { strides[$0] == 1 ? $0 : nil } }
  let axisIndices: [Int]
  /// Spring models scored in the frames reading go through `SpringFrames` (UIKit and Core Animation
  /// springs removed inside the window too: the kernel's curve up to the removal, the target after);
  /// curves the kernel cannot draw (a delay) take the general path point by point.
  let usesSpringKernel: Bool
  /// Bézier-timed and keyframe curves in the frames reading go through their streaming kernels
  /// (`streamedMetrics`); a curve they do not draw takes the general path.
  let usesStreamKernels: Bool
  /// `oscillations` is asked for: the kernel counts sign changes.
  let countsCrossings: Bool
  /// In the kernel, the `spring` model's velocity only sets the initial velocity of the same spring,
  /// so points differing in velocity (and scale) share one curve from the curve engine.
  let velocityIndex: Int?
  let needsPixelBand: Bool
  /// `peak_time` is asked for: only it needs the first of equal maxima (samples read again).
  let readsPeak: Bool
  let frameSettings: SpringFrameSettings
  /// The typed curve every point starts from (or why there is none).
  let template: Result<CurveSpec, SweepError>
  /// Springs made from each point's numbers without a `Curve` (nil: every point builds one).
  var springPoints: SpringPoints?
  /// What the closed form reads instead of the walk (nil: every spring is walked).
  var closedForm: ClosedFormNeeds?
  /// Values stored per point: the metrics, then the `invalid` column (`Sweep.unscorable`,
  /// `Sweep.offRoot`, else 0).
  var rowWidth: Int { metrics.count + 1 }

  /// The metrics the spring kernel computes: those that follow from a `FrameSummary`.
  static let kernelMetrics = Set(Metric.allCases.filter(\.isFrameSummaryMetric))
  /// The kernel's extended scan (the minimum and the pixel band) serves these.
  static let pixelBandMetrics: Set<Metric> = [.settleTimePx, .undershootPct]

  /// `springsFromNumbers: false` builds a `Curve` at every point, `closedForm: false` walks every
  /// spring (the tests compare them).
  init(_ definition: SweepDefinition, springsFromNumbers: Bool = true, closedForm: Bool = true) {
    self.definition = definition
    let metrics = definition.metrics
    self.metrics = metrics
    radices = definition.parameters.map(\.values.count)
    var strides = [Int](repeating: 1, count: radices.count)
    for i in stride(from: radices.count - 2, through: 0, by: -1) { strides[i] = strides[i + 1] * radices[i + 1] }
    self.strides = strides
    scaleIndex = definition.parameters.firstIndex { $0.target == "scale" }
    axisIndices = definition.parameters.indices.filter { definition.parameters[$0].isVaried }
    usesSpringKernel = [.spring, .caSpring, .uikitSpring].contains(definition.model) && definition.reading == .frames
      && metrics.allSatisfy(Self.kernelMetrics.contains)
    usesStreamKernels = definition.reading == .frames && [.bezier, .uikitCurve, .keyframes].contains(definition.model)
    velocityIndex = usesSpringKernel && definition.model == .spring
      ? definition.parameters.firstIndex { $0.target == "velocity" && $0.values.allSatisfy { $0.number != nil } }
      : nil
    countsCrossings = metrics.contains { $0 == .oscillations }
    needsPixelBand = metrics.contains(where: Self.pixelBandMetrics.contains)
    readsPeak = metrics.contains(.peakTime)
    template = Result { () throws(SweepError) in try definition.templateSpec() }
    var frameSettings = SpringFrameSettings(
      fps: definition.fps, count: Int((definition.window * definition.fps).rounded()) + 1, band: definition.band)
    frameSettings.readsEndJump = metrics.contains { $0 == .endJumpPct || $0 == .endJumpPx }
    self.frameSettings = frameSettings
    if usesSpringKernel && springsFromNumbers { springPoints = SpringPoints(self) }
    if usesSpringKernel && closedForm { self.closedForm = ClosedFormNeeds(metrics) }
  }

  func digit(_ point: Int, _ parameter: Int) -> Int { (point / strides[parameter]) % radices[parameter] }

  func axisValues(_ point: Int) -> [SweepValue] {
    axisIndices.map { definition.parameters[$0].values[digit(point, $0)] }
  }

  /// Points that differ only in the press scale share a curve.
  func curveKey(_ point: Int) -> Int {
    guard let s = scaleIndex else { return point }
    return point - digit(point, s) * strides[s]
  }

  /// Points that differ only in the press scale and the velocity share a spring in the kernel.
  func springKey(_ point: Int) -> Int {
    guard let v = velocityIndex else { return curveKey(point) }
    return curveKey(point) - digit(point, v) * strides[v]
  }

  /// The kernel's spring at a point: its shared curve's, with the point's velocity.
  func kernelSpring(_ point: Int, curve: Curve) -> KernelSpring? {
    guard var spring = kernelSpring(curve) else { return nil }
    guard let v = velocityIndex, let velocity = definition.parameters[v].values[digit(point, v)].number else {
      return spring
    }
    spring.motion = SpringMotion(omega0: spring.motion.omega0, dampingRatio: spring.motion.dampingRatio, velocity: velocity)
    return spring
  }

  func scale(_ point: Int) -> Double {
    guard let s = scaleIndex, let value = definition.parameters[s].values[digit(point, s)].number else {
      return SweepDefinition.defaultScale
    }
    return value
  }

  /// Metric settings at a point: the travel of one edge of the button pressed to `scale`.
  func settings(_ point: Int) -> MetricSettings {
    MetricSettings(
      band: definition.band, travelPoints: definition.buttonWidth * abs(1 - scale(point)) / 2,
      screenScale: definition.screenScale, fps: definition.fps, window: definition.window, visiblePixels: definition.visiblePixels)
  }

  /// The curve at a point: the template with the point's values written to typed fields.
  func curve(_ point: Int) throws(SweepError) -> Curve {
    var spec = try template.get()
    for i in axisIndices where i != scaleIndex {
      let parameter = definition.parameters[i]
      do {
        spec = try spec.setting(parameter.target, to: parameter.values[digit(point, i)])
      } catch {
        throw failure(parameter, error.message + " (at \(describe(spec)))")
      }
    }
    do {
      return try Curve(spec)
    } catch {
      let parameter = definition.parameters.first { $0.target == error.parameter }
      throw failure(parameter, error.message + " (at \(describe(spec)))")
    }
  }

  func describe(_ spec: CurveSpec) -> String {
    spec.text.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
  }

  func failure(_ parameter: SweepParameter?, _ message: String) -> SweepError {
    SweepError(file: definition.file, line: parameter?.line, field: parameter.map { "parameters.\($0.name)" },
                     message)
  }

  /// Scores `points`, writing `rowWidth` values per point (NaN for none) at `out`, and
  /// returns the points whose UIKit solver has not converged.
  func evaluate(points: Range<Int>, into out: UnsafeMutablePointer<Double>) throws(SweepError) -> SolverTally {
    var cache = CurveCache()
    var tally = SolverTally()
    if usesSpringKernel {
      try evaluateSprings(points: points, into: out, tally: &tally)
    } else {
      var streamed = StreamedCurve()
      for point in points {
        let curve = try cache.curve(point, self)
        tally.add(curve, point)
        let settings = settings(point)
        let metrics = (usesStreamKernels ? streamedMetrics(point, curve, settings, &streamed) : nil)
          ?? Metrics.measure(curve, reading: definition.reading, settings: settings)
        write(metrics, to: out + (point - points.lowerBound) * rowWidth)
        flag(converged: curve.solverConverged, out + (point - points.lowerBound) * rowWidth)
      }
    }
    return tally
  }

  /// The points from `start` on (before `end`) that differ from it only in the press scale: a
  /// run of consecutive points when the scale varies fastest, else `start` alone.
  func scaleGroup(from start: Int, below end: Int) -> Range<Int> {
    guard start < end, let s = consecutiveScaleIndex else { return start..<Swift.min(start + 1, end) }
    // Consecutive points share the rest of the grid while the scale's digit counts up.
    return start..<Swift.min(end, start + radices[s] - digit(start, s))
  }

  /// The spring as the kernel runs it, when the curve is a plain spring from t = 0.
  func kernelSpring(_ curve: Curve) -> KernelSpring? {
    SpringFrames.kernelSpring(of: curve, settings: frameSettings, window: definition.window)
  }

  /// The same off the closed form (x(0) is 0 exactly, as the kernel draws it).
  func peakFromMotion(_ score: inout SpringFrameScore, _ motion: SpringMotion) {
    guard score.maxIndex > 0 else { return }
    score.maxValue = motion.value(at: frameSettings.time(score.maxIndex))
    guard readsPeak else {
      score.peakIndex = score.maxIndex
      return
    }
    let frames = frameSettings
    score.readPeak { $0 == 0 ? 0 : motion.value(at: frames.time($0)) }
  }

  /// Marks a scored row whose UIKit solve ends off a valid root, so a reader of the table sees
  /// which rows rest on it (the tally only counts them).
  func flag(converged: Bool?, _ row: UnsafeMutablePointer<Double>) {
    if converged == false, row[metrics.count] == 0 { row[metrics.count] = Sweep.offRoot }
  }

  func write(_ metrics: CurveMetrics, to out: UnsafeMutablePointer<Double>) {
    for (i, metric) in self.metrics.enumerated() { out[i] = metric.value(in: metrics) ?? .nan }
    out[self.metrics.count] = metrics.isValid ? 0 : 1
  }

  /// The rows of a group of points sharing one spring, each with its own pixel band; `out` is where
  /// point 0's row would be. The frames reading from the kernel's score, by the same formulas as
  /// stored samples, each asked metric alone (a `CurveMetrics` of all of them costs more than the
  /// one or two a sweep asks).
  func write(_ score: SpringFrameScore, group: Range<Int>, endJump: Double, to out: UnsafeMutablePointer<Double>) {
    for p in group {
      let summary = score.summary(count: frameSettings.count, pixelBand: p - group.lowerBound)
      let settings = settings(p), row = out + p * rowWidth
      for (i, metric) in metrics.enumerated() {
        row[i] = Metrics.frames(metric, summary, settings: settings, endJump: endJump) ?? .nan
      }
      row[metrics.count] = 0  // the frames reading scores every curve the kernel draws
    }
  }
}

/// The last curve built, reused while only the press scale changes.
struct CurveCache {
  var key = -1
  var curve: Curve?

  mutating func curve(_ point: Int, _ plan: SweepPlan, key: Int? = nil) throws(SweepError) -> Curve {
    let key = key ?? plan.curveKey(point)
    if key == self.key, let curve { return curve }
    let made = try plan.curve(point)
    self.key = key
    curve = made
    return made
  }
}

/// Points whose UIKit solver ended its 12 Newton steps away from a root (FACTS.md §1): how many,
/// and the first in grid order.
public struct SolverTally: Sendable, Hashable {
  public var count = 0
  public var first: Int?

  public init() {}

  mutating func add(_ curve: Curve, _ point: Int) { add(converged: curve.solverConverged, point) }

  mutating func add(converged: Bool?, _ point: Int) {
    guard converged == false else { return }
    count += 1
    if first.map({ point < $0 }) ?? true { first = point }
  }

  public mutating func add(_ other: SolverTally) {
    count += other.count
    if let p = other.first, first.map({ p < $0 }) ?? true { first = p }
  }
}
