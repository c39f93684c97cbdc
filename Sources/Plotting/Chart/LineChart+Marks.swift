import Drawing

extension LineChart {
  /// Half-size of the marker drawn at every point of a series (`LineSeries.pointMarker`).
  static let pointMarkerSize = 2.6
  /// Half-size of a series' own marks (`LineSeries.markers`: peaks, settles).
  static let markerSize = 2.4

  /// How far in from the plot's edges the axes' ends go when marks are kept inside: the reach of
  /// the largest mark drawn, a line's half width, and a point more so a mark clears the axis line.
  public var markInset: Double {
    var reach = 0.0
    for s in shownSeries {
      reach = max(reach, s.style.width / 2)
      if let shape = s.pointMarker { reach = max(reach, shape.reach(size: Self.pointMarkerSize)) }
      for m in s.markers { reach = max(reach, m.shape.reach(size: Self.markerSize)) }
    }
    return reach + 1
  }
}
