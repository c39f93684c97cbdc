import CurveAnalysis
import Curves

extension SweepDefinition {
  /// A sweep built in code rather than read from YAML (`presslab chart`): `model`'s parameters in
  /// grid order, the first varied one slowest; a parameter with `varied` false holds its one value
  /// and gets no column. Names and values are checked as a definition's are, `file` naming where
  /// they came from in errors; the settings (fps, window, reading, metrics) are the defaults.
  public init(model: CurveModel, parameters given: [(name: String, values: [SweepValue], varied: Bool)], file: String)
    throws(SweepError)
  {
    self.file = file
    self.model = model
    self.parameters = []
    metrics = Self.defaultMetrics(for: model)
    for p in given {
      guard let target = target(of: p.name) else { throw SweepError(file: file, line: nil, field: p.name, unknownParameter(p.name)) }
      guard !parameters.contains(where: { $0.target == target }) else {
        throw SweepError(file: file, line: nil, field: p.name, "given twice")
      }
      guard !p.values.isEmpty, p.varied || p.values.count == 1 else {
        throw SweepError(file: file, line: nil, field: p.name, "a fixed parameter takes one value, a varied one at least one")
      }
      parameters.append(
        SweepParameter(name: p.name, target: target, values: SweepValueList(p.values), isVaried: p.varied, line: nil))
    }
    try checkGrid(line: nil)
    // A fixed value the model refuses is said now, naming it, before any point is computed.
    _ = try templateSpec()
  }
}
