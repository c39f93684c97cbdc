import Drawing
import NotebookFormat
import TextFormats

/// Something drawn in a figure box: a chart, a filmstrip. It scales to the box it is given.
public protocol FigureDrawing: Sendable {
  /// Width / height the drawing looks best at.
  var aspectRatio: Double { get }
  func draw<C: Canvas>(on canvas: inout C, in rect: Rect)
}

/// A numbered figure with its caption; also written as `figures/<id>.png`.
public struct FigureItem: Sendable {
  /// File-name-safe id: `<cell-id>-<n>` or `<cell-id>-<name>`.
  public var id: String
  public var caption: String
  /// What the figure rests on that is not yet certain, one fact per line.
  public var caveat: String?
  public var drawing: any FigureDrawing
  /// Preferred width as a fraction of the text column (1 = full width).
  public var widthFraction: Double
  /// The buttons the figure shows, playable in the HTML twin (filmstrips); empty for charts.
  public var playable: [PlayableButton] = []
  /// A fit's recording and best curve, played side by side in the HTML twin; nil for others.
  public var fit: FitPlayback?

  public init(id: String, caption: String, caveat: String? = nil, drawing: any FigureDrawing, widthFraction: Double = 1) {
    self.id = id
    self.caption = caption
    self.caveat = caveat
    self.drawing = drawing
    self.widthFraction = widthFraction
  }
}

/// A table of text cells with a header row.
public struct TableItem: Sendable, Hashable {
  public enum Alignment: Sendable, Hashable { case left, right }
  public var title: String?
  public var header: [String]
  public var rows: [[String]]
  public var alignments: [Alignment]
  /// Rows drawn emphasised (the winner of a recommendation, the current preset).
  public var highlighted: Set<Int>
  /// A column of code that wrapping would make tall (page 1's calls): when the columns must wrap,
  /// it takes a share of the other wrapping columns' width.
  public var codeColumn: Int?

  public init(title: String? = nil, header: [String], rows: [[String]], alignments: [Alignment]? = nil, highlighted: Set<Int> = []) {
    self.title = title
    self.header = header
    self.rows = rows
    self.alignments = alignments ?? header.indices.map { $0 == 0 ? .left : .right }
    self.highlighted = highlighted
  }
}

/// A cell that could not run: what failed, where, why.
public struct CellFailure: Sendable, Hashable {
  public var cellID: String
  public var kind: String
  public var location: SourceLocation
  public var message: String

  package init(cellID: String, kind: String, location: SourceLocation, message: String) {
    self.cellID = cellID
    self.kind = kind
    self.location = location
    self.message = message
  }
}

/// One output of a cell, in the order the cell gave it.
public enum ReportItem: Sendable {
  case block(Block)
  case figure(FigureItem)
  case table(TableItem)
  /// Code to paste, shown in a monospace box with a title.
  case snippet(title: String, code: String)
  /// A short remark in small text (uncertain facts, what a figure leaves out).
  case note(String)
  case failure(CellFailure)
  /// What the cell computed, as JSON; kept in `results.json`, not drawn in the PDF.
  case metrics(JSONValue)
  /// A heading made by a cell (not in the notebook's Markdown); shown and listed like one.
  case heading(level: Int, text: String)
}
