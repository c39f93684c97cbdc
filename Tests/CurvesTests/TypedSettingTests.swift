import Testing

@testable import Curves

/// `CurveSpec.setting` writes each parameter to its typed field: the spec it gives is the one
/// `presslab curve` reads from the same text, for every parameter of every model.
@Suite struct TypedSettingTests {
  struct Change {
    var name: String
    var value: SpecValue
    /// The same value as `presslab curve` text.
    var text: String
  }

  /// One spec per model (each SwiftUI form), and a new value for every parameter it reads.
  static let cases: [(model: String, given: [(name: String, value: String)], changes: [Change])] = [
    ("uikit-spring", [("duration", "0.3"), ("damping", "0.5")], [
      Change(name: "duration", value: .number(0.45), text: "0.45"), Change(name: "damping", value: .number(0.8), text: "0.8"),
      Change(name: "usingSpringWithDamping", value: .number(0.7), text: "0.7"),
      Change(name: "velocity", value: .number(2), text: "2"), Change(name: "initialSpringVelocity", value: .number(-1.5), text: "-1.5"),
      Change(name: "curve", value: .text("easeIn"), text: "easeIn"), Change(name: "delay", value: .number(0.1), text: "0.1"),
    ]),
    ("uikit-curve", [("duration", "0.3")], [
      Change(name: "duration", value: .number(0.1 + 0.2), text: "0.30000000000000004"),
      Change(name: "curve", value: .text("easeOut"), text: "easeOut"), Change(name: "solver", value: .text("webkit"), text: "webkit"),
    ]),
    ("ca-spring", [("stiffness", "200")], [
      Change(name: "mass", value: .number(2), text: "2"), Change(name: "stiffness", value: .number(300), text: "300"),
      Change(name: "damping", value: .number(20), text: "20"), Change(name: "velocity", value: .number(-1), text: "-1"),
      Change(name: "initialVelocity", value: .number(3), text: "3"),
      Change(name: "allowsOverdamping", value: .text("true"), text: "true"),
      Change(name: "overdampedForm", value: .text("decompiled"), text: "decompiled"),
      Change(name: "duration", value: .number(0.5), text: "0.5"),
    ]),
    ("spring", [("duration", "0.5"), ("bounce", "0.3")], [
      Change(name: "duration", value: .number(0.25), text: "0.25"), Change(name: "bounce", value: .number(-0.2), text: "-0.2"),
      Change(name: "velocity", value: .number(4), text: "4"),
    ]),
    ("spring", [("response", "0.4"), ("dampingRatio", "0.7")], [
      Change(name: "response", value: .number(0.6), text: "0.6"), Change(name: "dampingRatio", value: .number(0.9), text: "0.9"),
      Change(name: "dampingFraction", value: .number(0.5), text: "0.5"),
    ]),
    ("spring", [("stiffness", "200"), ("damping", "10")], [
      Change(name: "mass", value: .number(1.5), text: "1.5"), Change(name: "stiffness", value: .number(150), text: "150"),
      Change(name: "damping", value: .number(12), text: "12"),
    ]),
    ("bezier", [("duration", "0.3")], [
      Change(name: "duration", value: .number(1e-7), text: "1e-07"), Change(name: "curve", value: .text("easeIn"), text: "easeIn"),
      Change(name: "points", value: .text("0.2,0,0.4,1"), text: "0.2,0,0.4,1"), Change(name: "solver", value: .text("webkit"), text: "webkit"),
    ]),
    ("keyframes", [("duration", "0.4"), ("values", "0,1,0")], [
      Change(name: "duration", value: .number(0.8), text: "0.8"), Change(name: "values", value: .text("0,2,0"), text: "0,2,0"),
      Change(name: "keyTimes", value: .text("0,0.3,1"), text: "0,0.3,1"), Change(name: "mode", value: .text("discrete"), text: "discrete"),
      Change(name: "calculationMode", value: .text("cubic"), text: "cubic"),
      Change(name: "timingFunctions", value: .text("easeIn,easeOut"), text: "easeIn,easeOut"),
      Change(name: "timingFunction", value: .text("easeIn"), text: "easeIn"),
      Change(name: "repeatCount", value: .text("forever"), text: "forever"), Change(name: "repeatCount", value: .number(3), text: "3"),
      Change(name: "autoreverses", value: .text("true"), text: "true"), Change(name: "additive", value: .text("true"), text: "true"),
      Change(name: "isAdditive", value: .number(1), text: "1"),
    ]),
  ]

  @Test func settingEveryParameterGivesTheSpecReadFromText() throws {
    for c in Self.cases {
      let spec = try CurveSpec.parse(model: c.model, parameters: c.given)
      for change in c.changes {
        let set = try spec.setting(change.name, to: change.value)
        let same = CurveSpec.aliases(of: change.name)
        let direct = try CurveSpec.parse(
          model: c.model, parameters: c.given.filter { !same.contains($0.name) } + [(change.name, change.text)])
        #expect(set == direct, "\(c.model) \(change.name)=\(change.text)")
      }
    }
  }

  @Test func everyParameterOfEveryModelIsCovered() {
    for model in CurveModel.allCases {
      let covered = Set(Self.cases.filter { $0.model == model.rawValue }.flatMap { $0.changes.map(\.name) })
      #expect(Set(model.parameterNames).subtracting(covered).isEmpty, "\(model.rawValue)")
    }
  }

  /// Numbers are written as they are: no trip through text rounds them.
  @Test func numbersKeepTheirBits() throws {
    let x = 0.1 + 0.2
    let spec = try CurveSpec.parse(model: "uikit-spring", parameters: [("duration", "0.3"), ("damping", "0.5")])
    guard case .uikitSpring(let p) = try spec.setting("damping", to: .number(x)).model else { Issue.record(); return }
    #expect(p.damping.bitPattern == x.bitPattern)
  }

  /// A curve name replaces a Bézier's control points (and points a name): a sweep over names works.
  @Test func aBezierNameReplacesItsPoints() throws {
    let spec = try CurveSpec.parse(model: "bezier", parameters: [("duration", "0.3"), ("points", "0.2,0,0.4,1")])
    let named = try spec.setting("curve", to: .text("easeOut"))
    #expect(named == (try CurveSpec.parse(model: "bezier", parameters: [("duration", "0.3"), ("curve", "easeOut")])))
  }

  @Test func wrongValuesAreErrorsNamingTheParameter() throws {
    let spring = try CurveSpec.parse(model: "spring", parameters: [("duration", "0.5"), ("bounce", "0.3")])
    for (name, value) in [("response", SpecValue.number(0.3)), ("stiffness", .number(100)), ("duration", .text("fast"))] {
      #expect(throws: CurveError.self) { try spring.setting(name, to: value) }
      do { _ = try spring.setting(name, to: value) } catch { #expect(error.parameter == name) }
    }
    let curve = try CurveSpec.parse(model: "uikit-curve", parameters: [("duration", "0.3")])
    do {
      _ = try curve.setting("curve", to: .number(1))
      Issue.record("a number is no curve name")
    } catch {
      #expect(error.message == "must be one of easeInOut, easeIn, easeOut, linear, got '1'")
    }
    do {
      _ = try curve.setting("bounce", to: .number(1))
      Issue.record("bounce is no parameter of uikit-curve")
    } catch {
      #expect(error.description == "bounce: is not a parameter of uikit-curve (known: delay, duration, curve, solver)")
    }
    #expect(throws: CurveError.self) { try curve.setting("delay", to: .number(-1)) }
    #expect(throws: CurveError.self) { try curve.setting("duration", to: .number(.infinity)) }
  }
}
