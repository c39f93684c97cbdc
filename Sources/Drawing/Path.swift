/// A vector outline made of straight and cubic Bézier segments. Arcs, circles and rounded
/// rectangles are converted to cubics when added, so every backend needs only four elements.
public struct Path: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)  // control 1, control 2, end
    case close
  }
  public private(set) var elements: [Element] = []
  private var current: Point?
  private var subpathStart: Point?

  public init() {}
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to p: Point) {
    elements.append(.move(p))
    current = p
    subpathStart = p
  }
  public mutating func line(to p: Point) {
    if current == nil { move(to: p); return }
    elements.append(.line(p))
    current = p
  }
  public mutating func curve(to p: Point, control1: Point, control2: Point) {
    if current == nil { move(to: control1) }
    elements.append(.curve(control1, control2, p))
    current = p
  }
  public mutating func close() {
    guard current != nil else { return }
    elements.append(.close)
    current = subpathStart
  }

  /// Circular arc about `center` from angle `start` to `end` (radians; +x towards +y, so
  /// increasing angles turn clockwise on the page). Joins the current point with a line.
  public mutating func addArc(center: Point, radius r: Double, from start: Double, to end: Double) {
    let total = end - start
    let pieces = max(1, Int((abs(total) / (Double.pi / 2)).rounded(.up)))
    let step = total / Double(pieces)
    // Control distance for a cubic approximating an arc of angle `step`: 4/3·tan(step/4).
    let q = step / 4
    let k = 4.0 / 3.0 * (sine(q) / cosine(q))
    var a = start
    let p0 = Point(center.x + r * cosine(a), center.y + r * sine(a))
    if current == nil { move(to: p0) } else { line(to: p0) }
    for _ in 0..<pieces {
      let b = a + step
      let (ca, sa, cb, sb) = (cosine(a), sine(a), cosine(b), sine(b))
      let c1 = Point(center.x + r * (ca - k * sa), center.y + r * (sa + k * ca))
      let c2 = Point(center.x + r * (cb + k * sb), center.y + r * (sb - k * cb))
      curve(to: Point(center.x + r * cb, center.y + r * sb), control1: c1, control2: c2)
      a = b
    }
  }

  public mutating func addRect(_ rect: Rect) {
    move(to: Point(rect.minX, rect.minY))
    line(to: Point(rect.maxX, rect.minY))
    line(to: Point(rect.maxX, rect.maxY))
    line(to: Point(rect.minX, rect.maxY))
    close()
  }

  /// A rectangle with circular corners; the radius is clamped to half the shorter side, so a
  /// radius ≥ height/2 gives a capsule.
  public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
    let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    guard r > 0 else { addRect(rect); return }
    let h = Double.pi / 2
    move(to: Point(rect.minX + r, rect.minY))
    addArc(center: Point(rect.maxX - r, rect.minY + r), radius: r, from: -h, to: 0)
    addArc(center: Point(rect.maxX - r, rect.maxY - r), radius: r, from: 0, to: h)
    addArc(center: Point(rect.minX + r, rect.maxY - r), radius: r, from: h, to: 2 * h)
    addArc(center: Point(rect.minX + r, rect.minY + r), radius: r, from: 2 * h, to: 3 * h)
    close()
  }

  public mutating func addEllipse(in rect: Rect) {
    let k = 0.5522847498307936
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: Point(cx + rx, cy))
    curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
    curve(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
    curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
    curve(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
    close()
  }

  /// Appends another path's subpaths.
  public mutating func add(_ other: Path) {
    for e in other.elements {
      switch e {
      case .move(let p): move(to: p)
      case .line(let p): line(to: p)
      case .curve(let c1, let c2, let p): curve(to: p, control1: c1, control2: c2)
      case .close: close()
      }
    }
  }

  /// A polyline through `points` (nothing for fewer than two points).
  public static func polyline(_ points: [Point]) -> Path {
    var p = Path()
    guard points.count >= 2 else { return p }
    p.move(to: points[0])
    for q in points.dropFirst() { p.line(to: q) }
    return p
  }
  public static func line(from a: Point, to b: Point) -> Path { polyline([a, b]) }
  public static func rect(_ r: Rect) -> Path {
    var p = Path()
    p.addRect(r)
    return p
  }
  public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
    var p = Path()
    p.addRoundedRect(r, cornerRadius: cornerRadius)
    return p
  }
  public static func circle(center: Point, radius: Double) -> Path {
    var p = Path()
    p.addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    return p
  }

  /// The image of the path under `t`.
  public func applying(_ t: AffineTransform) -> Path {
    var p = Path()
    p.elements = elements.map {
      switch $0 {
      case .move(let a): .move(t.apply(a))
      case .line(let a): .line(t.apply(a))
      case .curve(let a, let b, let c): .curve(t.apply(a), t.apply(b), t.apply(c))
      case .close: .close
      }
    }
    p.current = current.map(t.apply)
    p.subpathStart = subpathStart.map(t.apply)
    return p
  }

  /// Bounding box of all points and control points (a cubic lies inside its control hull, so
  /// this contains the drawn outline); nil for an empty path.
  public var controlBounds: Rect? {
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
    func add(_ p: Point) {
      x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
    }
    for e in elements {
      switch e {
      case .move(let p), .line(let p): add(p)
      case .curve(let a, let b, let c): add(a); add(b); add(c)
      case .close: break
      }
    }
    guard x0 <= x1 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
