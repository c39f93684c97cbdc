/// A figure the renderer could not draw: which, and the renderer's own words for why
/// ("cairo: invalid matrix (not invertible)").
public struct DrawingFailure: Sendable, Hashable {
  public var figureID: String
  public var message: String
  public init(figureID: String, message: String) {
    self.figureID = figureID
    self.message = message
  }
}

extension ExecutedReport {
  /// The report with each figure in `failures` replaced, in its place, by a failure of the cell that
  /// made it: the cell counts as failed (results.json, the cover, the exit status) and its other
  /// outputs stay. A drawing error thus loses one figure, never the report.
  public func replacingFigures(_ failures: [DrawingFailure]) -> ExecutedReport {
    let why = Dictionary(failures.map { ($0.figureID, $0.message) }, uniquingKeysWith: { first, _ in first })
    guard !why.isEmpty else { return self }
    func replace(_ record: CellRecord) -> CellRecord {
      var record = record
      record.outputs = record.outputs.map { item in
        guard case .figure(let figure) = item, let message = why[figure.id] else { return item }
        record.status = .failed
        return .failure(
          CellFailure(
            cellID: record.id, kind: record.kind, location: record.location,
            message: "figure ‘\(figure.id)’ could not be drawn: \(message)"))
      }
      return record
    }
    return mappingRecords(replace)
  }
}
