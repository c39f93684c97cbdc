/// What a streamed sweep counts as its blocks pass, so nothing but the counts is kept: the rows,
/// the curves whose UIKit solver has not converged, those scored with that warning and those that
/// cannot be scored, with the parameter values of the first of each (for the note that names it).
public struct SweepCounts: Sendable {
  public var rows = 0
  public var notConverged = SolverTally()
  public var firstUnconverged: [SweepValue]?
  public var invalid = 0
  public var firstInvalid: [SweepValue]?
  /// Rows scored although UIKit's solve ended off a valid root (the CSV's `invalid` 2); a curve
  /// whose solve failed and that cannot be scored is counted in `invalid` only.
  public var offRoot = 0
  public var firstOffRoot: [SweepValue]?

  public init() {}

  public mutating func add(_ block: SweepBlock) {
    rows += block.count
    if firstUnconverged == nil, let point = block.notConverged.first { firstUnconverged = block.axisValues(atPoint: point) }
    notConverged.add(block.notConverged)
    let invalidRows = block.invalidCount
    if firstInvalid == nil, invalidRows > 0, let row = (0..<block.count).first(where: block.isInvalid) {
      firstInvalid = block.axisValues(row)
    }
    invalid += invalidRows
    let offRootRows = (0..<block.count).filter(block.isOffRoot)
    if firstOffRoot == nil, let row = offRootRows.first { firstOffRoot = block.axisValues(row) }
    offRoot += offRootRows.count
  }
}
