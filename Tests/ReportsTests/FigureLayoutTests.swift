import Drawing
import Foundation
import Testing
import Plotting
import _TestSupport

@testable import Cells
@testable import ReportModel

/// Every kind of figure the nightly draws, checked on the recording canvas at the width the PDF
/// gives it: no text cut by the figure's edge or a clip, no text over another, none crossed by a
/// straight line (a tick, an axis, a reference line, a plotted curve), no mark cut by the plot's
/// edge or the figure's. The figures are the nightly's own, from the execution every nightly test
/// of this process shares (`NightlyExecution`), so the check costs only the drawing.
@Suite struct FigureLayoutTests {
  static var report: Result<ExecutedReport, any Error> { NightlyExecution.report }

  /// The PDF's text column, in points.
  static let column = 475.0

  struct Problem: CustomStringConvertible {
    var figure: String
    var what: String
    var description: String { "\(figure): \(what)" }
  }

  /// The layout problems of one drawn figure.
  static func problems(_ canvas: RecordingCanvas, frame: Rect, id: String) -> [Problem] {
    var out: [Problem] = []
    // Each text mark beside the size its call asked for: a mark cut by a clip is smaller.
    let asked: [Size] = canvas.operations.compactMap {
      switch $0 {
      case .text(let s, _, let style, _):
        let m = canvas.measure(s, style: style)
        return Size(width: m.width, height: m.height)
      case .paragraph: return Size(width: 0, height: 0)
      default: return nil
      }
    }
    let marks = canvas.marks
    let texts = marks.indices.filter { marks[$0].kind == .text && !marks[$0].text.isEmpty }
    let allTexts = marks.indices.filter { marks[$0].kind == .text }
    for (k, i) in allTexts.enumerated() where k < asked.count && !marks[i].text.isEmpty {
      let t = marks[i]
      if !frame.contains(t.bounds, tolerance: 0.5) {
        out.append(Problem(figure: id, what: "'\(t.text)' runs out of the figure (\(t.bounds) in \(frame))"))
      } else if asked[k].width > 0 && isCut(t.bounds.size, asked: asked[k]) {
        out.append(Problem(figure: id, what: "'\(t.text)' is cut by a clip"))
      }
    }
    for (n, i) in texts.enumerated() {
      for j in texts[(n + 1)...] where marks[i].bounds.insetBy(dx: 0.5, dy: 0.5).intersects(marks[j].bounds.insetBy(dx: 0.5, dy: 0.5)) {
        out.append(Problem(figure: id, what: "'\(marks[i].text)' and '\(marks[j].text)' overlap"))
      }
    }
    // Straight axis-parallel strokes (ticks, axes, reference lines) through a text, unless an
    // opaque patch drawn after the line lies under the whole text.
    for s in marks.indices where marks[s].kind == .stroke {
      let line = marks[s].bounds
      guard min(line.width, line.height) <= 2.5, max(line.width, line.height) >= 4 else { continue }
      for i in texts {
        let box = marks[i].bounds.insetBy(dx: 0.5, dy: 0.5)
        guard box.intersects(line) else { continue }
        let patched = marks.indices.contains { f in
          f > s && f < i && marks[f].kind == .fill && marks[f].color.alpha > 0.8 && marks[f].bounds.contains(marks[i].bounds, tolerance: 0.5)
        }
        if !patched { out.append(Problem(figure: id, what: "a line at \(line) crosses '\(marks[i].text)'")) }
      }
    }
    out += crossings(canvas, id: id)
    out += cutMarks(canvas, frame: frame, id: id)
    return out
  }

  /// Marks (a ☆, a ○, a dot, a swatch: anything drawn no larger than 12 pt) cut by the plot's clip
  /// rather than drawn whole inside it or left out, and any mark that runs out of the figure.
  static func cutMarks(_ canvas: RecordingCanvas, frame: Rect, id: String) -> [Problem] {
    var out: [Problem] = []
    let texts = canvas.marks.filter { $0.kind == .text && !$0.text.isEmpty }
    for m in canvas.marks where m.kind != .shadow && !frame.contains(m.bounds, tolerance: 0.5) {
      out.append(Problem(figure: id, what: "a \(m.kind) at \(m.bounds) runs out of the figure"))
    }
    var state = (transformed: false, clip: Rect?.none)
    var stack: [(transformed: Bool, clip: Rect?)] = []
    for op in canvas.operations {
      var drawn: Rect?
      switch op {
      case .save, .beginGroup: stack.append(state)
      case .restore, .endGroup: state = stack.popLast() ?? (false, nil)
      case .transform: state.transformed = true
      case .clip(let path):
        if let b = path.controlBounds, !state.transformed { state.clip = state.clip.map { clipped(b, to: $0, margin: 0) } ?? b }
      case .fill(let path, _): drawn = path.controlBounds
      case .stroke(let path, let style): drawn = path.controlBounds?.insetBy(dx: -style.width / 2, dy: -style.width / 2)
      default: break
      }
      guard let box = drawn, !state.transformed, max(box.width, box.height) <= 12 else { continue }
      for t in texts where box.insetBy(dx: 0.5, dy: 0.5).intersects(t.bounds.insetBy(dx: 0.5, dy: 0.5)) {
        out.append(Problem(figure: id, what: "a mark at \(box) lies over '\(t.text)'"))
      }
      guard let clip = state.clip else { continue }
      let inside = clip.contains(box, tolerance: 0.3), outside = !box.insetBy(dx: 0.3, dy: 0.3).intersects(clip)
      if !inside && !outside { out.append(Problem(figure: id, what: "a mark at \(box) is cut by the plot's edge \(clip)")) }
    }
    return out
  }

  /// Line segments drawn without a transform (curves of any colour but white, reference lines,
  /// ticks; not light grid lines) that pass through a text, unless an opaque patch smaller than the figure lies under the whole text.
  static func crossings(_ canvas: RecordingCanvas, id: String) -> [Problem] {
    let marks = canvas.marks
    let patches = marks.filter { $0.kind == .fill && $0.color.alpha > 0.8 && $0.bounds.width * $0.bounds.height < 0.1 * canvas.size.width * canvas.size.height }
    let texts = marks.filter { t in t.kind == .text && !t.text.isEmpty && !patches.contains { $0.bounds.contains(t.bounds, tolerance: 0.5) } }
    var out: [Problem] = []
    // The transform and the clip (its box; nil for none) as the canvas keeps them.
    var state = (transformed: false, clip: Rect?.none, clipUnknown: false)
    var stack: [(transformed: Bool, clip: Rect?, clipUnknown: Bool)] = []
    for op in canvas.operations {
      switch op {
      case .save, .beginGroup: stack.append(state)
      case .restore, .endGroup: state = stack.popLast() ?? (false, nil, false)
      case .transform: state.transformed = true
      case .clip(let path):
        if state.transformed { state.clipUnknown = true } else if let b = path.controlBounds { state.clip = state.clip.map { clipped(b, to: $0, margin: 0) } ?? b }
      case .stroke(let path, let style):
        let c = style.color, luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        guard !state.transformed, !state.clipUnknown, c.alpha >= 0.5, luminance < 0.95 else { continue }
        var last: Point?
        for e in path.elements {
          var next: Point?
          switch e {
          case .move(let p): last = p; continue
          case .line(let p): next = p
          case .curve(_, _, let p): next = p
          default: continue
          }
          guard let a = last, let b = next else { continue }
          last = b
          // A light, thin grid line lies under labels, as in ggplot2.
          if luminance >= 0.7, style.width <= 0.5, a.x == b.x || a.y == b.y { continue }
          for t in texts where segment(a, b, crosses: clipped(t.bounds, to: state.clip ?? t.bounds)) {
            out.append(Problem(figure: id, what: "a line from \(a) to \(b) crosses '\(t.text)'"))
          }
        }
      default: break
      }
    }
    return out
  }

  /// `r` cut to `c`, less 0.6 pt each side (a line that only grazes a text does not count).
  static func clipped(_ r: Rect, to c: Rect, margin: Double = 0.6) -> Rect {
    let x0 = max(r.minX, c.minX) + margin, y0 = max(r.minY, c.minY) + margin
    return Rect(x: x0, y: y0, width: max(0, min(r.maxX, c.maxX) - margin - x0), height: max(0, min(r.maxY, c.maxY) - margin - y0))
  }

  /// True when the segment from `a` to `b` meets `r` (clipped against its four sides).
  static func segment(_ a: Point, _ b: Point, crosses r: Rect) -> Bool {
    guard r.width > 0, r.height > 0 else { return false }
    var t0 = 0.0, t1 = 1.0
    let d = Point(b.x - a.x, b.y - a.y)
    for (p, q) in [(-d.x, a.x - r.minX), (d.x, r.maxX - a.x), (-d.y, a.y - r.minY), (d.y, r.maxY - a.y)] {
      if p == 0 { if q < 0 { return false }; continue }
      let t = q / p
      if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
      if t0 > t1 { return false }
    }
    return true
  }

  /// A text drawn scaled (a button's title) or turned (an axis title) keeps its proportions; one
  /// cut by a clip loses some of one side only.
  static func isCut(_ drawn: Size, asked: Size) -> Bool {
    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.02 * max(a, b) + 0.05 }
    let upright = same(drawn.width * asked.height, drawn.height * asked.width)
    let turned = same(drawn.width * asked.width, drawn.height * asked.height)
    return !(upright || turned)
  }

  @Test func noFigureHasTextCutOverlappingOrCrossedByALine() throws {
    let figures = try Self.report.get().records.flatMap(\.figures)
    #expect(figures.count >= 30)
    var kinds = Set<String>()
    for figure in figures {
      let d = figure.drawing
      if d is ChartFigure<LineChart> { kinds.insert(figure.id.hasSuffix("-curves") ? "compare chart" : "line chart") }
      if d is ChartFigure<ScatterChart> { kinds.insert("candidate scatter") }
      if let map = (d as? ChartFigure<Heatmap>)?.chart {
        kinds.insert(figure.id.hasSuffix("-depth") ? "depth map" : "heatmap")
        if !map.contours.isEmpty && !map.marks.isEmpty { kinds.insert("heatmap with contours and marks") }
      }
      if let strip = (d as? ChartFigure<HeroStrip>)?.chart { kinds.insert(strip.motion == nil ? "filmstrip" : "keyframe filmstrip") }
    }
    var problems: [Problem] = []
    for figure in figures {
      let width = Self.column * figure.widthFraction
      let frame = Rect(x: 0, y: 0, width: width, height: width / figure.drawing.aspectRatio)
      var canvas = RecordingCanvas(size: frame.size)
      figure.drawing.draw(on: &canvas, in: frame)
      problems += Self.problems(canvas, frame: frame, id: figure.id)
    }
    // Every kind the nightly draws is among them.
    let expected: Set = ["line chart", "compare chart", "candidate scatter", "heatmap", "depth map", "heatmap with contours and marks", "filmstrip", "keyframe filmstrip"]
    #expect(kinds.isSuperset(of: expected), "\(expected.subtracting(kinds))")
    for p in problems { Issue.record("\(p)") }
  }

  /// The checks themselves see what they look for: a ○ half outside its plot's clip, one over a
  /// label, a pale yellow curve (viridis' last colour) through another label.
  @Test func theChecksSeeCutMarksAndCrossedLabels() {
    let frame = Rect(x: 0, y: 0, width: 300, height: 120)
    var canvas = RecordingCanvas(size: frame.size)
    canvas.save()
    canvas.clip(to: .rect(Rect(x: 20, y: 10, width: 200, height: 80)))
    canvas.fill(.circle(center: Point(220, 50), radius: 3), color: .black)
    canvas.restore()
    canvas.drawText("label", at: Point(100, 100), style: TextStyle(size: 8), baseline: .top)
    canvas.stroke(.circle(center: Point(104, 104), radius: 2.5), style: StrokeStyle(color: .black, width: 0.6))
    canvas.drawText("curve", at: Point(240, 40), style: TextStyle(size: 8), baseline: .top)
    canvas.stroke(.line(from: Point(230, 30), to: Point(290, 60)), style: StrokeStyle(color: Colormap.viridis.color(1, low: 0, high: 1), width: 1))
    let found = Self.problems(canvas, frame: frame, id: "test").map(\.what)
    #expect(found.contains { $0.contains("is cut by the plot's edge") }, "\(found)")
    #expect(found.contains { $0.contains("lies over 'label'") }, "\(found)")
    #expect(found.contains { $0.contains("crosses 'curve'") }, "\(found)")
  }

  /// One colour, one meaning: now's and pick's colours draw only the curves labelled so (the
  /// chapters' "Recommended" and "Now"), never a property, a button, a candidate or a note.
  @Test func nowAndPickColoursMeanOnlyNowAndPick() throws {
    func rgb(_ c: Color) -> [Double] { [c.red, c.green, c.blue].map { ($0 * 255).rounded() } }
    let roles = [rgb(RolePalette.now), rgb(RolePalette.pick)]
    var overlays = 0
    for figure in try Self.report.get().records.flatMap(\.figures) {
      let width = Self.column * figure.widthFraction
      let frame = Rect(x: 0, y: 0, width: width, height: width / figure.drawing.aspectRatio)
      var canvas = RecordingCanvas(size: frame.size)
      figure.drawing.draw(on: &canvas, in: frame)
      let series = (figure.drawing as? ChartFigure<LineChart>)?.chart.series ?? []
      let roled = series.filter { $0.label == "Recommended" || $0.label.hasPrefix("Now") }
      if !roled.isEmpty { overlays += 1 }
      // Buttons compared side by side: a colour each.
      if figure.id.hasSuffix("-curves") {
        let colours = series.map { rgb($0.style.color) }
        #expect(Set(colours).count == colours.count, "\(figure.id): \(series.map(\.label)) share colours")
      }
      for s in roled {
        #expect(rgb(s.style.color) == rgb(s.label == "Recommended" ? RolePalette.pick : RolePalette.now), "\(figure.id): \(s.label)")
      }
      // Every other mark: the roled curves' own strokes and their key rows aside.
      let allowed = Set(roled.map { rgb($0.style.color) })
      for m in canvas.marks where roles.contains(rgb(m.color)) && !allowed.contains(rgb(m.color)) {
        Issue.record("\(figure.id): a \(m.kind) '\(m.text)' at \(m.bounds) in now's or pick's colour")
      }
    }
    #expect(overlays >= 3)
  }
}
