import CurveAnalysis
import Execution
import Fitting
import NotebookFormat
import ReportModel
import TextFormats

/// `fit` cells: which model drew a recorded motion, drawn over the recording with its residuals.
///
///     recording: datasets/recordings/release.csv   # a `t, value…` trace, a video or a PNG folder
///     rate: 60                                      # a PNG folder's frames per second
///     region: 10,20,120,40                          # where the button is in the frames (X,Y,W,H)
///     models: [uikit-spring, ca-spring]             # default every model
///     property: scale                               # default the first value column
///
/// The least-squares solver is the command line's (GSL): without one the cell fails, saying so.
struct FitRunner: CellRunner {
  var solver: (any LeastSquaresSolver)?
  /// Videos and PNG folders, read by the command line (`StandardRunners.reading`).
  var frames: FrameRecordings?

  static let schema = CellSchema(
    kind: "fit",
    forms: [
      .init(
        selector: nil,
        keys: [
          .init("recording", "inside the notebook's project: a CSV trace (t in seconds, then one or more value columns), a video or a folder of PNG frames, measured as presslab fit measures them"),
          .init("rate", "a folder of PNG frames' frames per second"),
          .init("region", "where the button is in a video's or folder's frames, X,Y,W,H in pixels (default the largest moving region)"),
          .init("models", "the models fitted, by their ids (default every one: \(FitCells.modelIDs))"),
          .init("property", "the value column fitted (default the first)"),
          .init("px_per_unit", "device pixels per unit of the values, for residuals in pixels (default: a scale on the notebook's button, half its width in device pixels)"),
          .init("bootstrap", "bootstrap refits that check the best models' intervals, 0 to 400 (default 40)"),
          .init("title", "the chart's title"),
        ]),
    ])

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    let display = try context.display()
    var trace: Trace
    if let measured = try FitCells.frameTrace(cell, frames: frames) { trace = measured } else { trace = try FitCells.trace(cell, context: context) }
    let given = try FitCells.positive(cell, "px_per_unit")
    // A given px_per_unit replaces the scale of frames' columns in pixels, not an opacity's.
    if let given { trace = trace.readAt(pixelsPerUnit: given) }
    let column = try FitCells.column(cell, of: trace)
    var options = FitOptions(
      pixelsPerUnit: column.scale?.pixelsPerUnit ?? given ?? FitCells.pixelsPerUnit(display),
      bootstrap: try FitCells.refits(cell), models: try FitCells.models(cell))
    // Frames' columns are measured to a resolution in their own unit (pixels, gray levels).
    if let scale = column.scale { (options.resolution, options.unit) = (scale.resolutionPixels / scale.pixelsPerUnit, scale.unit) }
    guard let solver else {
      throw CellError("a fit cell needs a least-squares solver, which only 'presslab run' hands in", at: cell.location)
    }
    let result = Fitter.fit(times: trace.times, values: column.values, property: column.name, solver: solver, options: options)
    guard !result.fits.isEmpty else {
      throw CellError("no model could draw \(trace.source) (\(column.name))", at: cell.location(of: "recording"))
    }
    var output = FitPresenter.present(result, cell: cell, source: trace.source, pixelsPerUnit: options.pixelsPerUnit)
    output.shared = FitShare(result: result, source: trace.source)
    return output
  }
}

/// What a fit cell leaves for a recommend cell that names it under `current:`.
struct FitShare: Sendable {
  var result: FitResult
  var source: String
}

/// Reading a fit cell's keys.
public enum FitCells {
  /// Device pixels an edge of the display's button moves per unit of scale: half its width on screen.
  public static func pixelsPerUnit(_ display: DisplaySettings) -> Double { display.buttonWidth * display.screenScale / 2 }

  static var modelIDs: String { FitModel.all.map(\.id).joined(separator: ", ") }

  /// The recording, read from the project and checked as `presslab fit` checks it.
  static func trace(_ cell: Cell, context: RunContext) throws(CellError) -> Trace {
    let path = try cell.requiredString("recording")
    let at = cell.location(ofValue: cell.options!["recording"]!)
    if let why = context.environment.fileRefusal(path) { throw CellError("'recording' \(path): \(why)", at: at) }
    guard let bytes = context.readFile(path) else { throw CellError("'recording' \(path): cannot read it", at: at) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw CellError("'recording' \(path): not UTF-8 text; a fit cell reads a CSV trace (t, value…)", at: at)
    }
    do {
      return try Trace.parseCSV(text, source: path).validated()
    } catch {
      // A file that is no trace may hold anything: a field that is no number is placed, never quoted.
      let text = error.reason.hasSuffix("is not a number")
        ? "\(path)\(error.line.map { ":\($0)" } ?? ""): a field is not a number (its text is not shown); a fit cell reads a CSV trace (t, value…)"
        : error.description
      throw CellError("'recording' \(text)", at: at)
    }
  }

  static func column(_ cell: Cell, of trace: Trace) throws(CellError) -> Trace.Column {
    guard let name = cell.string("property") else { return trace.columns[0] }
    guard let column = trace.columns.first(where: { $0.name == name }) else {
      throw CellError(
        "'property' \(name): \(trace.source) has \(trace.columns.map(\.name).joined(separator: ", "))", at: cell.location(of: "property"))
    }
    return column
  }

  static func models(_ cell: Cell) throws(CellError) -> [FitModel] {
    guard let ids = try cell.strings("models") else { return FitModel.all }
    var chosen: [FitModel] = []
    for id in ids {
      guard let model = FitModel.all.first(where: { $0.id == id }) else {
        throw CellError("'models' has no model '\(id)' (the models: \(modelIDs))", at: cell.location(of: "models"))
      }
      if !chosen.contains(model) { chosen.append(model) }
    }
    guard !chosen.isEmpty else { throw CellError("'models' must name at least one model", at: cell.location(of: "models")) }
    return chosen
  }

  static func positive(_ cell: Cell, _ key: String) throws(CellError) -> Double? {
    guard let x = try cell.number(key) else { return nil }
    guard x > 0, x.isFinite else { throw CellError("'\(key)' must be a number > 0, got \(NumberText.parameter(x))", at: cell.location(of: key)) }
    return x
  }

  static func refits(_ cell: Cell) throws(CellError) -> Int {
    guard let n = try cell.number("bootstrap") else { return 40 }
    guard n >= 0, n <= 400, n == n.rounded() else {
      throw CellError("'bootstrap' must be a whole number from 0 to 400", at: cell.location(of: "bootstrap"))
    }
    return Int(n)
  }
}
