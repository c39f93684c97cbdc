/// Geometry in points (1/72 inch). The y axis points down, as on a page and in Cairo.

public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public init(_ x: Double, _ y: Double) { self.init(x: x, y: y) }
  public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public init(_ width: Double, _ height: Double) { self.init(width: width, height: height) }
  public static let zero = Size(width: 0, height: 0)
  /// ISO A4 portrait, 210 × 297 mm.
  public static let a4 = Size(width: 595.2756, height: 841.8898)
  /// ISO A4 landscape.
  public static let a4Landscape = Size(width: 841.8898, height: 595.2756)
}

public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  public init(size: Size) { self.init(origin: .zero, size: size) }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: midX, y: midY) }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values shrink it).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
  public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Rect {
    Rect(x: minX + left, y: minY + top, width: width - left - right, height: height - top - bottom)
  }
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
  /// True when `other` lies inside, allowing `tolerance` points of spill on every side.
  public func contains(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }
  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
  }
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}

/// An affine map `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Cairo's and Core Graphics' layout).
public struct AffineTransform: Hashable, Sendable {
  public var a, b, c, d, tx, ty: Double
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  public static func translation(_ dx: Double, _ dy: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
  }
  public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
    AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }
  /// Rotation by `angle` radians; positive turns +x towards +y (clockwise on a y-down page).
  public static func rotation(_ angle: Double) -> AffineTransform {
    let (s, co) = (sine(angle), cosine(angle))
    return AffineTransform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }
  /// `self` applied first, then `next`.
  public func concatenating(_ next: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * next.a + b * next.c, b: a * next.b + b * next.d,
      c: c * next.a + d * next.c, d: c * next.b + d * next.d,
      tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
  }
  /// Scale, rotation and translation about `center`, in the order Core Animation applies a
  /// layer transform about its anchor point.
  public static func about(
    _ center: Point, scaleX: Double = 1, scaleY: Double = 1, rotation angle: Double = 0,
    translationX: Double = 0, translationY: Double = 0
  ) -> AffineTransform {
    AffineTransform.translation(-center.x, -center.y)
      .concatenating(.scale(scaleX, scaleY))
      .concatenating(.rotation(angle))
      .concatenating(.translation(center.x + translationX, center.y + translationY))
  }
  /// True when the transform can be undone and every entry is finite: what Cairo accepts. A
  /// scale of 0 (a layer squeezed flat) or a NaN is not.
  public var isInvertible: Bool {
    let determinant = a * d - b * c
    return determinant.isFinite && determinant != 0 && tx.isFinite && ty.isFinite
  }

  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }
  /// The bounding box of the image of `rect`.
  public func apply(_ rect: Rect) -> Rect {
    let corners = [
      apply(Point(rect.minX, rect.minY)), apply(Point(rect.maxX, rect.minY)),
      apply(Point(rect.minX, rect.maxY)), apply(Point(rect.maxX, rect.maxY)),
    ]
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let x0 = xs.min()!, y0 = ys.min()!
    return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
  }
}

// Sine and cosine without libm, so Drawing stays free of platform imports. Range-reduced Taylor
// series; accurate to ~1e-15 rad, far below a drawing's needs.
@usableFromInline func sine(_ x: Double) -> Double {
  let twoPi = 2 * Double.pi
  var r = x - (x / twoPi).rounded() * twoPi  // in [-π, π]
  if r > .pi / 2 { r = .pi - r } else if r < -.pi / 2 { r = -.pi - r }
  let r2 = r * r
  var term = r, sum = r
  for n in 1...11 {
    term *= -r2 / Double((2 * n) * (2 * n + 1))
    sum += term
  }
  return sum
}
@usableFromInline func cosine(_ x: Double) -> Double { sine(x + .pi / 2) }
