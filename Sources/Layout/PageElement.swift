import Drawing
import ReportModel

/// One thing placed on a page. Pages are laid out first (so the contents and bookmarks know page
/// numbers) and drawn afterwards.
public enum PageElement: @unchecked Sendable {
  case paragraph(Paragraph, at: Point, width: Double, clip: Rect?)
  case text(String, at: Point, style: TextStyle, baseline: TextBaseline)
  case fill(Path, Color)
  case stroke(Path, StrokeStyle)
  /// `id` is the figure's (`FigureItem.id`), so a renderer can say which one it could not draw.
  case figure(any FigureDrawing, Rect, id: String)
  case link(Rect, page: Int, y: Double)
  case uri(Rect, String)
}

/// A laid-out page.
public struct ReportPage: Sendable {
  public var elements: [PageElement] = []
  /// How far down the content reached when the page was left (nil: still open, or not a flowed page).
  public var filledTo: Double?
  /// True when the page was left for a new chapter: it may end short.
  public var endsChapter = false
  public init() {}

  public func draw<C: Canvas>(on canvas: inout C) {
    for element in elements {
      switch element {
      case .paragraph(let p, let origin, let width, let clip):
        if let clip {
          canvas.save()
          canvas.clip(to: .rect(clip))
          canvas.drawParagraph(p, at: origin, width: width)
          canvas.restore()
        } else {
          canvas.drawParagraph(p, at: origin, width: width)
        }
      case .text(let s, let point, let style, let baseline):
        canvas.drawText(s, at: point, style: style, baseline: baseline)
      case .fill(let path, let color):
        canvas.fill(path, color: color)
      case .stroke(let path, let style):
        canvas.stroke(path, style: style)
      case .figure(let drawing, let rect, _):
        canvas.save()
        canvas.clip(to: .rect(rect))
        drawing.draw(on: &canvas, in: rect)
        canvas.restore()
      case .link(let rect, let page, let y):
        canvas.addLink(rect, toPage: page, y: y)
      case .uri(let rect, let uri):
        canvas.addLink(rect, uri: uri)
      }
    }
  }
}

/// A bookmark: a heading's title, level and place.
public struct OutlineEntry: Sendable, Hashable {
  public var level: Int
  public var title: String
  /// 1-based page number.
  public var page: Int
  public var y: Double
  /// Index of the enclosing entry (the nearest earlier one of a lower level), nil at the top.
  public var parent: Int?
}
