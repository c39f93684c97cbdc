/// One spring for every button: the one that meets the most buttons' constraints, then settles
/// soonest on the slowest of them.
public struct HouseDefault: Sendable, Hashable {
  /// "damping ratio 0.8, 100 ms, velocity 0".
  public var spring: String
  public var fits: [String]
  /// Buttons it does not fit, each with the first constraint it breaks.
  public var misses: [String]

  package init(spring: String, fits: [String], misses: [String]) {
    self.spring = spring
    self.fits = fits
    self.misses = misses
  }
}
