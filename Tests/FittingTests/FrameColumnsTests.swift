import Testing

@testable import Fitting

/// The columns frames give a fit: which one names the preset, and what `--px-per-unit` rescales.
@Suite struct FrameColumnsTests {
  /// Frames where the width grows 2 px, the level rises 20 of 140 gray levels and the shadow's
  /// darkening grows by 6 px at its darkest (shrink-shadow's release: a spring's scale under a
  /// shadow spreading on a 0.25 s curve).
  static var looks: [FrameLook] {
    (0..<12).map { i in
      let p = Double(min(i, 8)) / 8
      return FrameLook(width: 96 + 2 * p, height: 25, top: 15, contrast: -120 - 20 * p, shade: 20 + 60 * p, darkest: 10)
    }
  }

  /// The shadow moves farthest for its resolution (120 of 0.05 px, against the width's 20 and the
  /// opacity's 80) but comes last: its darkening is no one curve's progress, so it does not name the preset.
  @Test func theShadowNeverNamesThePresetWhileTheButtonMoves() {
    #expect(FrameLook.columns(Self.looks).map(\.name) == ["opacity", "width_px", "shadow_px"])
    let shadowOnly = Self.looks.map { FrameLook(width: 96, height: 25, top: 15, contrast: -120, shade: $0.shade, darkest: 10) }
    #expect(FrameLook.columns(shadowOnly).map(\.name) == ["shadow_px"])
  }

  /// `--px-per-unit` (and a fit cell's `px_per_unit:`) replaces the scale of columns in pixels;
  /// an opacity, measured in gray levels over its most contrasting frame's, keeps its own.
  @Test func pixelsPerUnitLeavesTheOpacityInGrayLevels() throws {
    let columns = FrameLook.columns(Self.looks)
    let trace = Trace(source: "frames", times: (0..<12).map { Double($0) / 60 }, columns: columns).readAt(pixelsPerUnit: 3)
    let scales = Dictionary(uniqueKeysWithValues: trace.columns.map { ($0.name, $0.scale!) })
    #expect(scales["width_px"]?.pixelsPerUnit == 3 && scales["shadow_px"]?.pixelsPerUnit == 3)
    let opacity = try #require(scales["opacity"])
    #expect(opacity.pixelsPerUnit == 140 && opacity.unit == "gray levels" && opacity.resolutionPixels == FrameMeasure.resolutionLevels)
    let csv = Trace(source: "csv", times: [0, 1], columns: [.init(name: "scale", values: [0.95, 1])]).readAt(pixelsPerUnit: 3)
    #expect(csv.columns[0].scale == nil, "a CSV's column takes --px-per-unit from the fit's options")
  }
}
