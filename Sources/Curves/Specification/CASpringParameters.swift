import TextFormats

/// `CASpringAnimation` (FACTS.md §2).
public struct CASpringParameters: CurveParameters {
  static let model = CurveModel.caSpring
  static let parameterNames = [
    "mass", "stiffness", "damping", "velocity", "initialVelocity", "allowsOverdamping", "duration", "overdampedForm",
  ]

  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  public var velocity: Double
  public var allowsOverdamping: Bool
  public var overdampedForm: Spring.OverdampedForm
  /// The animation's `duration`; nil runs it for its `settlingDuration`.
  public var duration: Double?

  init(reading p: inout ParameterList) throws(CurveError) {
    mass = try p.number("mass", default: 1)
    stiffness = try p.number("stiffness", default: 100)
    damping = try p.number("damping", default: 10)
    velocity = try p.number("velocity", aliases: ["initialVelocity"], default: 0)
    allowsOverdamping = try p.bool("allowsOverdamping", default: false)
    overdampedForm = Spring.OverdampedForm(
      rawValue: try p.choice("overdampedForm", from: Spring.OverdampedForm.allCases.map(\.rawValue), default: "physical"))!
    duration = try p.optionalNumber("duration")
  }

  var listing: [(name: String, value: CurveParameterValue)] {
    [("mass", .number(mass)), ("stiffness", .number(stiffness)), ("damping", .number(damping)),
     ("velocity", .number(velocity)), ("allowsOverdamping", .flag(allowsOverdamping)),
     ("overdampedForm", .word(overdampedForm.rawValue))] + (duration.map { [("duration", .number($0))] } ?? [])
  }

  mutating func set(_ name: String, to value: SpecValue) throws(CurveError) -> Bool {
    switch name {
    case "mass": mass = try value.number(name)
    case "stiffness": stiffness = try value.number(name)
    case "damping": damping = try value.number(name)
    case "velocity", "initialVelocity": velocity = try value.number(name)
    case "duration": duration = try value.number(name)
    case "allowsOverdamping": allowsOverdamping = try value.flag(name)
    case "overdampedForm":
      overdampedForm = Spring.OverdampedForm(
        rawValue: try value.word(name, from: Spring.OverdampedForm.allCases.map(\.rawValue)))!
    default: return false
    }
    return true
  }

  var wrapped: ModelParameters { .caSpring(self) }

  /// Core Animation replaces mass ≤ 0 by 1, stiffness ≤ 0 by 100 and damping < 0 by 10.
  func build(_ b: inout Builder) throws(CurveError) {
    var mass = self.mass, stiffness = self.stiffness, damping = self.damping
    if mass <= 0 {
      b.adjusted.append(Adjustment(name: "mass", given: mass, used: 1, why: "CASpringAnimation replaces mass ≤ 0 by 1"))
      mass = 1
    }
    if stiffness <= 0 {
      b.adjusted.append(Adjustment(name: "stiffness", given: stiffness, used: 100,
        why: "CASpringAnimation replaces stiffness ≤ 0 by 100"))
      stiffness = 100
    }
    if damping < 0 {
      b.adjusted.append(Adjustment(name: "damping", given: damping, used: 10,
        why: "CASpringAnimation replaces damping < 0 by 10"))
      damping = 10
    }
    let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
      allowsOverdamping: allowsOverdamping, overdampedForm: overdampedForm)
    b.shape = .spring(spring)
    if let duration {
      guard duration >= 0 else { throw CurveError(parameter: "duration", "must be ≥ 0, got \(duration)") }
      b.runDuration = duration
    } else {
      b.runDuration = Builder.runUntilSettled(spring)
    }
    b.endsWithSnap = b.runDuration != nil
    if spring.dampingRatio > 1 && !allowsOverdamping {
      b.warnings.append("ζ = \(spring.dampingRatio) > 1 without allowsOverdamping: drawn critically damped at the same ω0")
    }
  }
}
