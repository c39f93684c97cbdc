import CurveAnalysis
@testable import Curves
import Sweeps
import Testing

/// The streaming kernels of Bézier-timed and keyframe curves (`BezierFrames`, `KeyframeFrames`)
/// against the general frames reading (`Metrics.measure`), every metric to the last bit: the
/// kernels evaluate the same samples by the same operations, only without storing them.
@Suite struct StreamedFramesTests {
  /// Every field, Doubles by their shortest round-trip text (which tells −0 from 0 and every bit).
  func bits(_ m: CurveMetrics?) -> String { m.map { String(describing: $0) } ?? "none" }

  static let settingsGrid: [MetricSettings] = {
    var grid: [MetricSettings] = []
    for (fps, window) in [(120.0, 2.0), (60, 1.0), (97, 0.7), (240, 1.5)] {
      for band in [0.02, 0.0, 0.35] {
        // Travel 0 (scale 1) makes the pixel band infinite; 50 points makes it narrower than 2 %.
        for travel in [15.0, 0, 50, 1] {
          grid.append(MetricSettings(band: band, travelPoints: travel, screenScale: 3, fps: fps, window: window))
        }
      }
    }
    return grid
  }()

  func count(_ settings: MetricSettings) -> Int { Int((settings.window * settings.fps).rounded()) + 1 }

  static let bezierCurves: [[(name: String, value: String)]] = {
    var curves: [[(name: String, value: String)]] = []
    let points = [
      "0,0,1,1", "0.42,0,0.58,1", "0,0,0,1", "1,0,1,1", "0,1,1,0", "1,1,0,0", "0,1.6,0.2,1.3", "0.3,-0.6,0.6,1.8",
      "0.9,-0.5,0.1,1.5", "0,2,1,-1", "0.05,0,0,1", "1,0,0.95,1", "0.5,0.5,0.5,0.5", "0.25,0.1,0.25,1",
      "0.999,0.001,0.001,0.999", "0,0,0.001,1", "0.68,-0.55,0.265,1.55",
    ]
    for p in points {
      for (duration, delay) in [("0.3", "0"), ("0.1234", "0"), ("1.7", "0.05"), ("0", "0"), ("0.0041", "0.33"), ("5", "0")] {
        for solver in ["exact", "webkit"] {
          curves.append([("duration", duration), ("delay", delay), ("points", p), ("solver", solver)])
        }
      }
    }
    for name in CubicBezier.names {
      curves.append([("duration", "0.45"), ("curve", name)])
      curves.append([("duration", "0.27"), ("curve", name), ("solver", "webkit"), ("delay", "0.02")])
    }
    return curves
  }()

  @Test func bezierKernelEqualsTheGeneralPathBitForBit() throws {
    var compared = 0
    for parameters in Self.bezierCurves {
      let curve = try Curve.make(model: "bezier", parameters: parameters)
      for settings in Self.settingsGrid {
        let general = Metrics.measure(curve, reading: .frames, settings: settings)
        let kernel = BezierFrames.metrics(curve, count: count(settings), settings: settings)
        #expect(kernel != nil, "\(parameters)")
        #expect(bits(kernel) == bits(general), "\(parameters) \(settings)")
        compared += 1
      }
    }
    #expect(compared == Self.bezierCurves.count * Self.settingsGrid.count)
  }

  @Test func uikitCurveOptionsTakeTheKernel() throws {
    for option in ["easeInOut", "easeIn", "easeOut", "linear"] {
      for solver in ["exact", "webkit"] {
        let curve = try Curve.make(
          model: "uikit-curve", parameters: [("duration", "0.35"), ("curve", option), ("solver", solver), ("delay", "0.1")])
        for settings in Self.settingsGrid {
          let kernel = BezierFrames.metrics(curve, count: count(settings), settings: settings)
          #expect(bits(kernel) == bits(Metrics.measure(curve, reading: .frames, settings: settings)), "\(option)")
        }
      }
    }
  }

  @Test func curvesTheKernelsDoNotDrawAreLeftToTheGeneralPath() throws {
    let settings = MetricSettings()
    // Samples that overflow: the general path says why the curve is invalid.
    let huge = try Curve.make(model: "bezier", parameters: [("duration", "0.3"), ("points", "0,1e308,1,-1e308")])
    #expect(BezierFrames.metrics(huge, count: count(settings), settings: settings) == nil)
    #expect(!Metrics.measure(huge, reading: .frames, settings: settings).isValid)
    let spring = try Curve.make(model: "spring", parameters: [("duration", "0.4")])
    #expect(BezierFrames.metrics(spring, count: count(settings), settings: settings) == nil)
    #expect(KeyframeFrames.metrics(spring, count: count(settings), settings: settings) == nil)
  }

  static let keyframeCurves: [[(name: String, value: String)]] = {
    var curves: [[(name: String, value: String)]] = []
    let values = ["0,1", "0,1.2,0.9,1", "0,-0.3,1", "0,1,0", "3,3", "0,2,-1,1,1", "5", "1,0.5,0"]
    for v in values {
      for mode in Keyframes.Mode.allCases {
        for (duration, repeats, reverses, delay) in [
          ("0.3", "0", "false", "0"), ("0.1234", "2.5", "true", "0.05"), ("0.7", "forever", "false", "0"),
          ("0.2", "forever", "true", "0.1"), ("0", "0", "false", "0"), ("0.001", "forever", "false", "0"),
          ("3", "1", "true", "0"),
        ] {
          curves.append([("values", v), ("mode", mode.rawValue), ("duration", duration), ("repeatCount", repeats),
                         ("autoreverses", reverses), ("delay", delay)])
        }
      }
    }
    curves.append([("values", "0,1.1,1"), ("keyTimes", "0,0.3,1"), ("mode", "linear"), ("duration", "0.4"),
                   ("timingFunctions", "easeIn,easeOut")])
    curves.append([("values", "0,1.1,0.95,1"), ("keyTimes", "0,0.2,0.2,1"), ("mode", "cubic"), ("duration", "0.5"),
                   ("timingFunction", "easeInEaseOut")])
    curves.append([("values", "0,1,0.5"), ("keyTimes", "0,0.5,0.75,1"), ("mode", "discrete"), ("duration", "0.3")])
    curves.append([("values", "0,1.3,1"), ("mode", "cubicPaced"), ("duration", "0.6"), ("additive", "true")])
    return curves
  }()

  @Test func keyframeKernelEqualsTheGeneralPathBitForBit() throws {
    for parameters in Self.keyframeCurves {
      let curve = try Curve.make(model: "keyframes", parameters: parameters)
      for settings in Self.settingsGrid where settings.travelPoints != 1 {
        let general = Metrics.measure(curve, reading: .frames, settings: settings)
        let kernel = KeyframeFrames.metrics(curve, count: count(settings), settings: settings)
        #expect(kernel != nil, "\(parameters)")
        #expect(bits(kernel) == bits(general), "\(parameters) \(settings)")
      }
    }
  }

  /// cubicPaced's table lookup against the walk along the spline that it replaces.
  @Test func arcLengthTableEqualsTheWalk() throws {
    func walk(_ v: [Double], _ i: Int, _ fraction: Double) -> Double {
      let steps = 256
      var total = 0.0
      var last = Keyframes.hermite(v, i, 0)
      for k in 1...steps {
        let y = Keyframes.hermite(v, i, Double(k) / Double(steps))
        total += abs(y - last)
        last = y
      }
      if total == 0 { return fraction }
      let target = fraction * total
      var length = 0.0
      last = Keyframes.hermite(v, i, 0)
      for k in 1...steps {
        let y = Keyframes.hermite(v, i, Double(k) / Double(steps))
        let step = abs(y - last)
        if length + step >= target { return (Double(k - 1) + (step > 0 ? (target - length) / step : 0)) / Double(steps) }
        length += step
        last = y
      }
      return 1
    }
    for v in [[0, 1.3, 0.8, 1.05, 1], [0, 2, -1, 1], [1, 1, 1], [0, 1e-300, 0], [0, 1e308, -1e308, 1]] {
      for i in 0..<(v.count - 1) {
        let table = Keyframes.ArcTable(v, segment: i)
        for f in Array(stride(from: 0.0, through: 1.0, by: 1.0 / 997)) + [0.5, 1, 0, .nan] {
          let (a, b) = (table.parameter(at: f), walk(v, i, f))
          #expect(a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN), "\(v) segment \(i) at \(f)")
        }
      }
    }
  }

  /// Whole sweeps, several press scales sharing one stream per curve (or not, when the scale is
  /// not the last axis), against `Metrics.measure` row by row, on one thread and two.
  @Test(arguments: [1, 2]) func sweepRowsEqualTheGeneralPath(threads: Int) throws {
    let texts = [
      ("bezier", """
        model: bezier
        fps: 97
        window: 1.3
        parameters:
          points: ["0,0,1,1", "0,1.6,0.2,1.3", "0.9,-0.5,0.1,1.5", "1,0,1,1", "0,0,0,1"]
          duration: [0.1234, 0.5, 0]
          delay: [0, 0.07]
          scale: [0.85, 0.9, 1.0, 0.98, 0.7]
        metrics: [overshoot_pct, overshoot_px, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time, oscillations, frames_to_settle, end_jump_px]
        """),
      ("uikit-curve", """
        model: uikit-curve
        parameters:
          curve: [easeInOut, easeIn, easeOut, linear]
          solver: [exact, webkit]
          duration: {from: 0.05, to: 1.0, count: 7}
          scale: {from: 0.85, to: 0.98, count: 3}
        metrics: [overshoot_pct, peak_time, settle_time, settle_time_px, rise_time]
        """),
      ("bezier", """
        model: bezier
        parameters:
          scale: [0.9, 0.85, 0.99]
          points: ["0,1.6,0.2,1.3", "0.42,0,0.58,1", "0.3,-0.6,0.6,1.8"]
          duration: [0.3, 0.7]
        metrics: [settle_time_px, undershoot_pct, overshoot_px, settle_time]
        """),
      ("keyframes", """
        model: keyframes
        parameters:
          values: ["0,1", "0,1.2,0.9,1", "0,1,0", "0,-0.2,1"]
          mode: [linear, discrete, paced, cubic, cubicPaced]
          duration: [0.1234, 0.6]
          repeatCount: [0, 2.5]
          autoreverses: [false, true]
          scale: [0.85, 0.95]
        metrics: [overshoot_pct, undershoot_pct, peak_time, settle_time, settle_time_px, rise_time, oscillations, min, max, amplitude]
        """),
    ]
    for (model, text) in texts {
      let definition = try SweepDefinition.parse(text: text, file: "t.yaml")
      var rows = 0
      try Sweep.run(definition, threads: threads) { _, parameters, metrics in
        var pairs: [(name: String, value: String)] = []
        var scale = SweepDefinition.defaultScale
        for (axis, value) in zip(definition.axes, parameters) {
          if axis.name == "scale" { scale = value.number! } else { pairs.append((axis.name, value.parameterText)) }
        }
        let curve = try Curve.make(model: model, parameters: pairs)
        let settings = MetricSettings(band: definition.band, travelPoints: definition.buttonWidth * abs(1 - scale) / 2,
                                      screenScale: definition.screenScale, fps: definition.fps, window: definition.window)
        let expected = Metrics.measure(curve, reading: .frames, settings: settings)
        for (column, name) in definition.metrics.enumerated() {
          let want = expected.value(named: name.name)
          #expect(metrics[column]?.bitPattern == want?.bitPattern, "\(name) at \(pairs) scale \(scale)")
        }
        rows += 1
      }
      #expect(rows == definition.pointCount)
    }
  }
}
