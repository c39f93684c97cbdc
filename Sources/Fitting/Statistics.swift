#if canImport(Glibc)
  import Glibc
#endif

/// The statistics a fit reports, each from its textbook definition.
enum Statistics {
  /// The 97.5 % quantile of Student's t with ν degrees of freedom (two-sided 95 %), from the
  /// Cornish–Fisher expansion about the normal quantile (Abramowitz & Stegun 26.7.5; better than
  /// 1e-3 relative from ν = 2 up).
  static func t975(degreesOfFreedom nu: Int) -> Double {
    let z = 1.959963984540054, v = Double(max(nu, 1))
    let z3 = z * z * z, z5 = z3 * z * z, z7 = z5 * z * z, z9 = z7 * z * z
    let g1 = (z3 + z) / 4
    let g2 = (5 * z5 + 16 * z3 + 3 * z) / 96
    let g3 = (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384
    let g4 = (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160
    return z + g1 / v + g2 / (v * v) + g3 / (v * v * v) + g4 / (v * v * v * v)
  }

  /// The residuals' variance with k parameters fitted, at least `resolution`².
  static func variance(rss: Double, frames n: Int, parameters k: Int, resolution: Double) -> Double {
    max(rss / Double(max(n - k, 1)), resolution * resolution)
  }

  /// Akaike's and Schwarz's criteria for Gaussian residuals: n·ln(RSS/n) + 2k and + k·ln n. An
  /// exact fit's RSS is floored at (1e-12 of the range)² a frame, so criteria stay finite.
  static func criteria(rss: Double, frames n: Int, parameters k: Int, range: Double) -> (aic: Double, bic: Double) {
    let floor = Double(n) * (1e-12 * max(range, 1e-300)) * (1e-12 * max(range, 1e-300))
    let fit = Double(n) * log(max(rss, floor) / Double(n))
    return (fit + 2 * Double(k), fit + Double(k) * log(Double(n)))
  }

  /// The half-width of the central 95 % of samples (2.5th to 97.5th percentile, linear between
  /// order statistics).
  static func percentileHalfWidth(_ samples: [Double]) -> Double {
    let s = samples.sorted()
    func quantile(_ q: Double) -> Double {
      let x = q * Double(s.count - 1)
      let i = Int(x.rounded(.down)), w = x - Double(i)
      return i + 1 < s.count ? s[i] * (1 - w) + s[i + 1] * w : s[i]
    }
    return (quantile(0.975) - quantile(0.025)) / 2
  }
}

/// SplitMix64: a seeded generator, so a bootstrap gives the same intervals on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
