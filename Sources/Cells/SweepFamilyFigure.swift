import Plotting
import Sweeps

/// The sweep cell's curve family for the command line (`presslab chart family`): the same curves,
/// samples, window and marks as a notebook's `family:` over the same grid.
public enum SweepFamilyFigure {
  /// One curve per value of the varied parameter `axis`, the other varied parameters held at `at`
  /// (a parameter held nowhere keeps the template's value); nil family when no curve can be made,
  /// `dropped` naming each value left out and why.
  public static func family(of axis: String, definition: SweepDefinition, at: [String: SweepValue])
    -> (family: CurveFamily?, caption: String, caveat: String?, dropped: [String])
  {
    guard let parameter = definition.axes.first(where: { $0.name == axis }) else {
      return (nil, "", nil, ["'\(axis)' is not a varied parameter of this sweep"])
    }
    return SweepCharts.familyFigure(of: parameter, definition: definition, at: at)
  }
}
