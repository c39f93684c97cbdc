/// A parameter that is not meaningful (unknown, missing, not a number, out of range). Values Apple
/// has a rule for are not errors: they are adjusted and reported (`Curve.adjusted`).
public struct CurveError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter at fault, nil for the model name itself.
  public var parameter: String?
  public var message: String

  public init(parameter: String?, _ message: String) {
    self.parameter = parameter
    self.message = message
  }

  public var description: String {
    if let parameter { return "\(parameter): \(message)" }
    return message
  }
}

/// A value Apple would clamp or replace, as UIKit and Core Animation do (FACTS.md §1–2).
public struct Adjustment: Hashable, Sendable {
  public var name: String
  public var given: Double
  public var used: Double
  public var why: String
}
