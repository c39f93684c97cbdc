import Drawing

/// Page-space polylines made compact for PDF: points that lie within `tolerance` points of the
/// straight line between their kept neighbours are dropped (invisible at that tolerance), and
/// coordinates are rounded to 1/8 pt. Cairo stores coordinates in 24.8 fixed point and prints
/// them with three decimals, so 1/8 pt steps print exactly and repeat often, which keeps the
/// content streams short and quick to compress.
enum Polyline {
  static func simplified(_ points: [Point], tolerance: Double = 0.15) -> [Point] {
    guard points.count > 2 else { return points.map(rounded) }
    var kept = [points[0]]
    var anchor = 0
    var j = 2
    while j < points.count {
      // Can the segment anchor → j stand for every point between them?
      let a = points[anchor], b = points[j]
      let dx = b.x - a.x, dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      var fits = true
      for k in (anchor + 1)..<j {
        let p = points[k]
        let distance = length > 0 ? abs((p.x - a.x) * dy - (p.y - a.y) * dx) / length
          : ((p.x - a.x) * (p.x - a.x) + (p.y - a.y) * (p.y - a.y)).squareRoot()
        if distance > tolerance {
          fits = false
          break
        }
      }
      if !fits {
        anchor = j - 1
        kept.append(points[anchor])
      }
      j += 1
    }
    kept.append(points[points.count - 1])
    var out: [Point] = []
    out.reserveCapacity(kept.count)
    for p in kept.map(rounded) where out.last != p { out.append(p) }
    return out
  }

  static func rounded(_ p: Point) -> Point { Point((p.x * 8).rounded() / 8, (p.y * 8).rounded() / 8) }
}
