import Curves
import Fitting
import _TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Recordings made from PressLab's own curves, with known parameters: frames at a rate, an offset
/// start, optional Gaussian noise (seeded) and dropped frames.
enum Recordings {
  struct Made {
    var trace: Trace
    var csv: String
  }

  static func make(
    _ spec: CurveSpec, start: Double, from: Double = 0.95, to: Double = 1, fps: Double = 120, seconds: Double = 1.2,
    noise: Double = 0, seed: UInt64 = 1, dropping dropped: Set<Int> = []
  ) throws -> Made {
    let curve = try Curve(spec)
    var generator = Gaussian(seed: seed)
    var times: [Double] = [], values: [Double] = []
    for i in 0..<Int(seconds * fps) where !dropped.contains(i) {
      let t = Double(i) / fps
      times.append(t)
      values.append(from + (to - from) * curve.value(at: t - start) + noise * generator.next())
    }
    let csv = "t,scale\n" + zip(times, values).map { "\($0),\($1)\n" }.joined()
    return Made(trace: Trace(source: "made.csv", times: times, columns: [.init(name: "scale", values: values)]), csv: csv)
  }

  /// Standard normal deviates by Box–Muller from the shared seeded generator.
  struct Gaussian {
    var uniforms: SeededGenerator
    init(seed: UInt64) { uniforms = SeededGenerator(state: seed &* 0x2545_F491_4F6C_DD1D) }
    mutating func next() -> Double {
      let u = uniforms.uniform(0x1p-53...1), v = uniforms.uniform(0...1)
      return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
  }

  static func spec(_ model: String, _ parameters: [(String, String)]) throws -> CurveSpec {
    try CurveSpec.parse(model: model, parameters: parameters)
  }
}
