public enum LineCap: Sendable, Hashable { case butt, round, square }
public enum LineJoin: Sendable, Hashable { case miter, round, bevel }

/// How a path's outline is painted.
public struct StrokeStyle: Hashable, Sendable {
  public var color: Color
  public var width: Double
  /// Dash lengths in points, alternating on and off; empty for a solid line.
  public var dash: [Double]
  public var dashPhase: Double
  public var cap: LineCap
  public var join: LineJoin
  public init(
    color: Color = .ink, width: Double = 1, dash: [Double] = [], dashPhase: Double = 0,
    cap: LineCap = .butt, join: LineJoin = .miter
  ) {
    self.color = color
    self.width = width
    self.dash = dash
    self.dashPhase = dashPhase
    self.cap = cap
    self.join = join
  }
  public static func dashed(_ color: Color, width: Double = 0.75, dash: [Double] = [4, 3]) -> StrokeStyle {
    StrokeStyle(color: color, width: width, dash: dash)
  }
}

public enum FillRule: Sendable, Hashable { case nonZero, evenOdd }
