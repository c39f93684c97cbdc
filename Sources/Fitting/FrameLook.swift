/// What a frame shows of the button besides its size, for a release that changes none (a tap
/// circle fading over BFPaperButton, a shadow lowering): its level against the background and
/// the shadow under it.
public struct FrameLook: Sendable, Hashable {
  public var width: Double, height: Double
  /// The button's top edge, in pixels down from the region's top (a slide; a shadow falls below).
  public var top: Double
  /// The button's own level minus the background's, in gray levels: the steady level of the
  /// middle of the button (its fill; a title's pixels, far from it, are left out).
  public var contrast: Double
  /// Darkening under the button's bottom edge, in gray levels summed down the rows (the middle
  /// third of its width): a shadow's reach times its darkness.
  public var shade: Double
  /// The darkest level difference under the bottom edge, for the shade's unit.
  public var darkest: Double
}

extension FrameMeasure {
  /// The button's size, level and shadow within a region; nil when no edge is found.
  public static func look(of f: GrayFrame, in r: FrameRegion) -> FrameLook? {
    let rows = profile(f, r, across: true), columns = profile(f, r, across: false)
    guard let across = edges(rows), let down = edges(columns) else { return nil }
    // The background from the region's top row and the upper halves of its sides: a shadow falls
    // below (and a little beside) the button, never above it here.
    var border = (0..<r.width).map { f[r.x + $0, r.y] }
    for y in 0..<max(1, r.height / 2) { border += [f[r.x, r.y + y], f[r.x + r.width - 1, r.y + y]] }
    let background = steadyLevel(border, band: 4)
    let (w, h) = (across.far - across.near, down.far - down.near)
    let (ix, iy) = (max(2, Int(0.2 * w)), max(2, Int(0.2 * h)))
    let x0 = Int(across.near.rounded(.up)) + ix, x1 = Int(across.far) - ix
    let y0 = Int(down.near.rounded(.up)) + iy, y1 = Int(down.far) - iy
    var inside: [Double] = []
    if x1 >= x0, y1 >= y0 {
      for y in y0...y1 { for x in x0...x1 { inside.append(f[r.x + x, r.y + y]) } }
    } else {
      inside = [rows[rows.count / 2]]
    }
    let fill = steadyLevel(inside, band: 12)
    // Rows from the first wholly below the bottom edge's pixel.
    let below = columns.dropFirst(min(columns.count, Int(down.far) + 2)).map { max(0, background - $0) }
    return FrameLook(width: w, height: h, top: down.near, contrast: fill - background, shade: below.reduce(0, +), darkest: below.max() ?? 0)
  }

  /// The mean of the levels within `band` of their median: a level robust to a few outliers
  /// (a title's strokes) yet finer than one 8-bit step.
  static func steadyLevel(_ values: [Double], band: Double) -> Double {
    let median = values.sorted()[values.count / 2]
    let near = values.filter { abs($0 - median) <= band }
    return near.reduce(0, +) / Double(near.count)
  }
}

/// The columns frames give a fit: each measured property that moves, in a fixed order.
extension FrameLook {
  /// Width, height and top edge (pixels), opacity (the contrast over the most contrasting frame's: the
  /// layer's opacity when only that changes; residuals in gray levels) and shadow (pixels at the
  /// shadow's darkest level), each kept when it moves beyond what noise moves it; the one that
  /// moves farthest for its resolution comes first (it names the preset). The shadow comes last:
  /// its darkening mixes its offset, radius and opacity with the button's own edge, so its course
  /// is no one curve's progress (FACTS.md §11) and names the preset only when nothing else moves.
  static func columns(_ looks: [FrameLook]) -> [Trace.Column] {
    func rank(_ c: Trace.Column) -> (Int, Double) {
      let scale = c.scale!
      return (c.name == "shadow_px" ? 0 : 1, ((c.values.max() ?? 0) - (c.values.min() ?? 0)) * scale.pixelsPerUnit / scale.resolutionPixels)
    }
    return moving(looks).enumerated().sorted {
      let (a, b) = (rank($0.element), rank($1.element))
      return (a.0, a.1, -$0.offset) > (b.0, b.1, -$1.offset)
    }.map(\.element)
  }

  static func moving(_ looks: [FrameLook]) -> [Trace.Column] {
    func moved(_ v: [Double]) -> Double { (v.max() ?? 0) - (v.min() ?? 0) }
    let size = Trace.Scale(pixelsPerUnit: 0.5, resolutionPixels: FrameMeasure.resolutionPixels)
    var columns: [Trace.Column] = []
    for (name, values) in [("width_px", looks.map(\.width)), ("height_px", looks.map(\.height))] where moved(values) >= 0.5 {
      columns.append(Trace.Column(name: name, values: values, scale: size))
    }
    let tops = looks.map(\.top)
    if moved(tops) >= 0.5 {
      columns.append(Trace.Column(name: "top_px", values: tops, scale: Trace.Scale(pixelsPerUnit: 1, resolutionPixels: FrameMeasure.resolutionPixels)))
    }
    let contrasts = looks.map(\.contrast)
    if let strongest = contrasts.max(by: { abs($0) < abs($1) }), abs(strongest) >= 8,
      moved(contrasts) >= max(3, 0.02 * abs(strongest))
    {
      let scale = Trace.Scale(pixelsPerUnit: abs(strongest), resolutionPixels: FrameMeasure.resolutionLevels, unit: "gray levels")
      columns.append(Trace.Column(name: "opacity", values: contrasts.map { $0 / strongest }, scale: scale))
    }
    if let darkest = looks.map(\.darkest).max(), darkest >= 8 {
      let shadow = looks.map { $0.shade / darkest }
      if moved(shadow) >= 0.5 {
        columns.append(Trace.Column(name: "shadow_px", values: shadow, scale: Trace.Scale(pixelsPerUnit: 1, resolutionPixels: FrameMeasure.resolutionPixels)))
      }
    }
    return columns
  }
}
