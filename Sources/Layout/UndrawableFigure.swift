import Drawing
import ReportModel

/// Stands in, in the figure's own box, for a figure the renderer could not draw: an error box
/// naming the figure and the renderer's reason, so the rest of the page draws as laid out.
public struct UndrawableFigure: FigureDrawing {
  public var failure: DrawingFailure
  public var aspectRatio: Double
  public init(_ failure: DrawingFailure, aspectRatio: Double) {
    self.failure = failure
    self.aspectRatio = aspectRatio
  }

  public func draw<C: Canvas>(on canvas: inout C, in rect: Rect) {
    let theme = ReportTheme()
    canvas.fill(rect, color: theme.failureFill)
    canvas.fill(Rect(x: rect.minX, y: rect.minY, width: 3.5, height: rect.height), color: theme.failure)
    let text = Paragraph(
      [TextRun("Figure ‘\(failure.figureID)’ could not be drawn", .bold, color: theme.failure), .plain("\n" + failure.message)],
      style: theme.body.sized(9))
    canvas.save()
    canvas.clip(to: .rect(rect))
    canvas.drawParagraph(text, at: Point(rect.minX + 11, rect.minY + 7), width: max(20, rect.width - 18))
    canvas.restore()
  }
}

extension ReportPage {
  /// The page with each figure in `failures` swapped for an `UndrawableFigure` in the same box.
  public func replacingFigures(_ failures: [DrawingFailure]) -> ReportPage {
    var page = self
    page.elements = elements.map { element in
      guard case .figure(let drawing, let rect, let id) = element, let failure = failures.first(where: { $0.figureID == id }) else {
        return element
      }
      return .figure(UndrawableFigure(failure, aspectRatio: drawing.aspectRatio), rect, id: id)
    }
    return page
  }
}
