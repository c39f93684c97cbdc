import CairoBackend
import Drawing
import Testing

/// Text-free pixel checks at 1 pixel per point, with tolerances wide enough for antialiasing.
@Suite struct PixelTests {
  /// Darkness 0 (white) ... 1 (black) of a pixel on a white background.
  func darkness(_ image: RasterImage, _ x: Int, _ y: Int) -> Double { 1 - image[x, y].red }

  @Test func shadowIsOffsetAndBlurredBySigma() throws {
    let sigma = 4.0
    let image = try ImageRenderer.pixels(size: Size(120, 100), scale: 1) { canvas in
      canvas.drawShadow(of: .rect(Rect(x: 40, y: 30, width: 20, height: 40)), color: .black,
                        blur: sigma, offset: Size(10, 0))
    }
    // The shadow's shape spans x 50...70 after the offset: its middle is dark, the unshifted
    // shape's left part is nearly clear.
    #expect(darkness(image, 60, 50) > 0.9)
    #expect(darkness(image, 41, 50) < 0.05)
    // Symmetric about the shifted centre (x = 60 ± d, pixel centres at +0.5).
    for d in [2, 6, 10, 14] {
      #expect(abs(darkness(image, 60 + d, 50) - darkness(image, 59 - d, 50)) < 0.03)
    }
    // Half darkness at the edges.
    #expect(abs(darkness(image, 50, 50) - 0.5) < 0.12)
    // A Gaussian edge goes from 10 % to 90 % over 2 × 1.2816 σ.
    let row = (30..<60).map { darkness(image, $0, 50) }
    let x10 = row.firstIndex { $0 >= 0.1 }!, x90 = row.firstIndex { $0 >= 0.9 }!
    #expect(abs(Double(x90 - x10) - 2 * 1.2816 * sigma) <= 2)
    // Nothing beyond 3σ of the shape plus the box support.
    #expect(darkness(image, 50 - 16, 50) < 0.01)
    #expect(darkness(image, 70 + 16, 50) < 0.01)
  }

  @Test func scaleIsAboutTheCentre() throws {
    let image = try ImageRenderer.pixels(size: Size(100, 100), scale: 1) { canvas in
      canvas.save()
      canvas.concatenate(.about(Point(50, 50), scaleX: 2, scaleY: 1.5))
      canvas.fill(Rect(x: 40, y: 40, width: 20, height: 20), color: .black)
      canvas.restore()
    }
    // 20 × 20 around (50, 50) scaled to 40 × 30: x 30...70, y 35...65.
    #expect(darkness(image, 31, 50) > 0.95)
    #expect(darkness(image, 28, 50) < 0.05)
    #expect(darkness(image, 68, 50) > 0.95)
    #expect(darkness(image, 71, 50) < 0.05)
    #expect(darkness(image, 50, 36) > 0.95)
    #expect(darkness(image, 50, 33) < 0.05)
    #expect(darkness(image, 50, 63) > 0.95)
    #expect(darkness(image, 50, 66) < 0.05)
  }

  @Test func clipKeepsARippleInsideTheShape() throws {
    let shape = Path.roundedRect(Rect(x: 20, y: 20, width: 60, height: 40), cornerRadius: 10)
    let ripple = Path.circle(center: Point(25, 25), radius: 30)
    let clipped = try ImageRenderer.pixels(size: Size(100, 100), scale: 1) { canvas in
      canvas.save()
      canvas.clip(to: shape)
      canvas.fill(ripple, color: .black)
      canvas.restore()
    }
    let free = try ImageRenderer.pixels(size: Size(100, 100), scale: 1) { canvas in
      canvas.fill(ripple, color: .black)
    }
    #expect(darkness(clipped, 30, 30) > 0.95)  // inside both
    #expect(darkness(clipped, 10, 25) < 0.05)  // inside the ripple, left of the shape
    #expect(darkness(free, 10, 25) > 0.95)
    #expect(darkness(clipped, 21, 21) < 0.3)  // the rounded corner is cut away
    #expect(darkness(clipped, 30, 45) > 0.95)  // inside both, lower down
  }

  @Test func pngBytesHaveTheSignatureAndSize() throws {
    let png = try ImageRenderer.png(size: Size(30, 20), scale: 2) { canvas in
      canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .black)
    }
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // IHDR width and height, big-endian at bytes 16...23.
    let w = png[16...19].reduce(0) { $0 << 8 | Int($1) }, h = png[20...23].reduce(0) { $0 << 8 | Int($1) }
    #expect(w == 60 && h == 40)
  }
}
