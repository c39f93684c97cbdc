import Drawing
import Testing

@Suite struct DrawingTests {
  @Test func rotationMatchesClosedForm() {
    for angle in stride(from: -7.0, through: 7.0, by: 0.37) {
      let p = AffineTransform.rotation(angle).apply(Point(1, 0))
      // Independent check: the image is a unit vector at `angle` (cos² + sin² = 1, and the
      // double-angle identity cos 2a = cos² a − sin² a against the transform of 2a).
      #expect(abs(p.x * p.x + p.y * p.y - 1) < 1e-12)
      let q = AffineTransform.rotation(2 * angle).apply(Point(1, 0))
      #expect(abs(q.x - (p.x * p.x - p.y * p.y)) < 1e-12)
      #expect(abs(q.y - 2 * p.x * p.y) < 1e-12)
    }
    let quarter = AffineTransform.rotation(.pi / 2).apply(Point(1, 0))
    #expect(abs(quarter.x) < 1e-15 && abs(quarter.y - 1) < 1e-15)
  }

  @Test func aboutCentreKeepsTheCentreFixed() {
    let c = Point(120, 40)
    let t = AffineTransform.about(c, scaleX: 0.9, scaleY: 0.8, rotation: 0.3)
    let image = t.apply(c)
    #expect(abs(image.x - c.x) < 1e-12 && abs(image.y - c.y) < 1e-12)
    // A point 10 pt right of the centre lands 9 pt away, turned by 0.3 rad.
    let p = t.apply(Point(c.x + 10, c.y))
    let dx = p.x - c.x, dy = p.y - c.y
    #expect(abs((dx * dx + dy * dy).squareRoot() - 9) < 1e-12)
    #expect(abs(dy / dx - 0.30933624960962325) < 1e-12)  // tan 0.3
  }

  @Test func arcPointsLieOnTheCircle() {
    var path = Path()
    path.addArc(center: Point(10, 20), radius: 5, from: 0.2, to: 4.0)
    // Sample each cubic at t = ½ and check the distance to the centre (cubic arcs err < 3e-4 r).
    var last = Point.zero
    for e in path.elements {
      switch e {
      case .move(let p): last = p
      case .curve(let c1, let c2, let p):
        let mid = Point(
          x: 0.125 * last.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * p.x,
          y: 0.125 * last.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * p.y)
        for q in [mid, p] {
          let r = ((q.x - 10) * (q.x - 10) + (q.y - 20) * (q.y - 20)).squareRoot()
          #expect(abs(r - 5) < 5 * 3e-4)
        }
        last = p
      default: break
      }
    }
  }

  @Test func roundedRectClampsToACapsule() {
    let capsule = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 99)
    let b = capsule.controlBounds!
    for (got, want) in [(b.minX, 0.0), (b.minY, 0), (b.maxX, 100), (b.maxY, 40)] {
      #expect(abs(got - want) < 1e-9)
    }
    // The clamped radius is 20: the left end passes through (0, 20) and (20, 0).
    let ends = capsule.elements.compactMap { e -> Point? in if case .curve(_, _, let p) = e { p } else { nil } }
    #expect(ends.contains { abs($0.x) < 1e-9 && abs($0.y - 20) < 1e-9 })
    #expect(ends.contains { abs($0.x - 20) < 1e-9 && abs($0.y) < 1e-9 })
  }

  @Test func hexColours() {
    #expect(Color(hexString: "#0072B2") == Color(hex: 0x0072B2))
    #expect(Color(hexString: "#fff") == .white)
    #expect(Color(hexString: "#00000080")?.alpha == 128.0 / 255)
    #expect(Color(hexString: "#12345") == nil)
    #expect(Color(hexString: "zzzzzz") == nil)
    #expect(abs(Color.white.luminance - 1) < 1e-9)
    #expect(abs(Color(white: 0.5).luminance - 0.21404114) < 1e-6)  // ((0.5+0.055)/1.055)^2.4
  }

  @Test func recordingCanvasUsesItsDocumentedMetrics() {
    var canvas = RecordingCanvas(size: Size(200, 100))
    let style = TextStyle(size: 10, alignment: .right)
    canvas.drawText("abcde", at: Point(100, 50), style: style, baseline: .alphabetic)
    let mark = canvas.texts[0]
    // 5 characters × 0.6 × 10 = 30 wide, right-aligned at x 100; baseline 9 below the top.
    #expect(mark.bounds == Rect(x: 70, y: 41, width: 30, height: 12))
    let m = canvas.measure(Paragraph("aaaa bbbb cccc", style: TextStyle(size: 10)), width: 60)
    // "aaaa bbbb" is 54 wide and fits 60; "cccc" wraps.
    #expect(m.lineBottoms == [12, 24])
    #expect(abs(m.width - 54) < 1e-9)
  }

  @Test func recordingCanvasTracksTransforms() {
    var canvas = RecordingCanvas(size: Size(100, 100))
    canvas.save()
    canvas.concatenate(.translation(10, 20))
    canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .black)
    canvas.restore()
    canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .black)
    #expect(canvas.marks.map(\.bounds) == [Rect(x: 10, y: 20, width: 5, height: 5), Rect(x: 0, y: 0, width: 5, height: 5)])
    #expect(canvas.allMarks(inside: nil))
  }
}
