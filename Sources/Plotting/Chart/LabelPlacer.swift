import Drawing

/// The collision pass labels go through: each label tries its positions in order and takes the
/// first that lies inside the plot and clear of everything already drawn or placed there (marks,
/// rings, lines, other labels); a label with no free position is left out rather than drawn over
/// something.
public struct LabelPlacer: Sendable {
  public var bounds: Rect
  public private(set) var boxes: [Rect] = []
  public private(set) var segments: [(Point, Point)] = []

  public init(bounds: Rect) { self.bounds = bounds }

  /// Something a label must not cover: a mark's box, a label already placed.
  public mutating func avoid(_ box: Rect) { boxes.append(box) }
  /// A line a label must not be crossed by.
  public mutating func avoid(from a: Point, to b: Point) { segments.append((a, b)) }

  /// True when `box` is inside the bounds and clear of every box and line.
  public func isFree(_ box: Rect) -> Bool {
    guard bounds.contains(box, tolerance: 1e-9) else { return false }
    return !boxes.contains { $0.intersects(box) } && !segments.contains { Self.segment($0.0, $0.1, meets: box) }
  }

  /// The first free candidate, kept as an obstacle for the labels after it; nil when none is free.
  public mutating func place(_ candidates: [Rect]) -> Rect? {
    guard let box = candidates.first(where: isFree) else { return nil }
    boxes.append(box)
    return box
  }

  /// True when the segment from `a` to `b` meets `r` (Liang–Barsky clipping).
  static func segment(_ a: Point, _ b: Point, meets r: Rect) -> Bool {
    var t0 = 0.0, t1 = 1.0
    let dx = b.x - a.x, dy = b.y - a.y
    for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
      if p == 0 {
        if q < 0 { return false }
        continue
      }
      let t = q / p
      if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
      if t0 > t1 { return false }
    }
    return true
  }
}
