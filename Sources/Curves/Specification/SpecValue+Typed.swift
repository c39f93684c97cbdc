import TextFormats

/// One parameter's value as a spec holds it: what the report's words and `presslab curve`'s text
/// are made from.
public enum CurveParameterValue: Hashable, Sendable {
  case number(Double)
  /// A name: a curve, a mode, a solver; "forever" for a keyframe animation that repeats forever.
  case word(String)
  case numbers([Double])
  case words([String])
  case flag(Bool)

  /// As `presslab curve` reads it back: numbers whole or in shortest round-trip form, lists
  /// comma-separated.
  public var text: String {
    switch self {
    case .number(let x): return NumberText.parameter(x)
    case .word(let w): return w
    case .numbers(let xs): return xs.map(NumberText.parameter).joined(separator: ",")
    case .words(let ws): return ws.joined(separator: ",")
    case .flag(let b): return b ? "true" : "false"
    }
  }
}

/// A value written to a typed field: numbers stay numbers; a word is read as `presslab curve`
/// reads the same word.
extension SpecValue {
  func number(_ name: String) throws(CurveError) -> Double {
    switch self {
    case .number(let x):
      guard x.isFinite else { throw CurveError(parameter: name, "must be a finite number, got \(x)") }
      return x
    case .text(let t): return try ParameterList.parseNumber(t, name)
    }
  }

  func nonNegative(_ name: String) throws(CurveError) -> Double {
    let x = try number(name)
    guard x >= 0 else { throw CurveError(parameter: name, "must be ≥ 0, got \(x)") }
    return x
  }

  /// A word, one of `options` when given.
  func word(_ name: String, from options: [String]? = nil) throws(CurveError) -> String {
    switch self {
    case .text(let t):
      if let options, !options.contains(t) {
        throw CurveError(parameter: name, "must be one of \(options.joined(separator: ", ")), got '\(t)'")
      }
      return t
    case .number(let x):
      let what = options.map { "one of \($0.joined(separator: ", "))" } ?? "a name"
      throw CurveError(parameter: name, "must be \(what), got '\(NumberText.parameter(x))'")
    }
  }

  func flag(_ name: String) throws(CurveError) -> Bool {
    switch self {
    case .number(let x) where x == 0 || x == 1: return x == 1
    case .number(let x): throw CurveError(parameter: name, "must be true or false, got '\(NumberText.parameter(x))'")
    case .text(let t): return try ParameterList.flag(t, name)
    }
  }

  func numbers(_ name: String) throws(CurveError) -> [Double] {
    switch self {
    case .number: return [try number(name)]
    case .text(let t): return try ParameterList.numbers(in: t, name)
    }
  }

  func words(_ name: String) throws(CurveError) -> [String] {
    switch self {
    case .number(let x): throw CurveError(parameter: name, "must be a list of names, got '\(NumberText.parameter(x))'")
    case .text(let t): return ParameterList.splitList(t).filter { !$0.isEmpty }
    }
  }
}
