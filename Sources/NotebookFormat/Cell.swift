import YAMLValues

/// The kinds of analysis cell a notebook may hold. Which keys each accepts is the runner's to say
/// (its schema, next to the code that reads the keys), so it is checked when the cell runs.
public enum CellKind: String, Sendable, Hashable, CaseIterable {
  case sweep, curve, filmstrip, compare, table, recommend, fit
}

/// A ```` ```presslab KIND ```` block: an analysis the report runs.
public struct Cell: Sendable {
  /// Its `id:` key, else `cell-N` where N is its position among the notebook's cells.
  public var id: String
  /// 1-based position among the cells.
  public var number: Int
  /// The word after `presslab` in the info string.
  public var kindName: String
  /// Nil when `kindName` names no kind; then `error` says so.
  public var kind: CellKind?
  /// The body as written in the notebook, before `$name` references are replaced.
  public var source: String
  /// The body as parsed, with `$name` references replaced by the parameters' values.
  public var options: YAMLValue?
  /// The opening fence.
  public var location: SourceLocation
  /// Set when the cell cannot run: unknown kind, YAML error, bad id, unknown parameter.
  public var error: NotebookError?
  /// The line its closing fence is on (in a Jupyter code cell, the cell's last line).
  var lastLine: Int
  /// Columns from `location` to the kind's first letter: past ```` ```presslab ```` or `%%presslab `.
  var kindOffset: Int

  /// The string value of a top-level key of the body.
  public func string(_ key: String) -> String? { options?[key]?.string }
}

extension Cell: Hashable {
  public static func == (a: Cell, b: Cell) -> Bool {
    a.id == b.id && a.number == b.number && a.source == b.source && a.location == b.location
      && a.error == b.error && a.kindName == b.kindName
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(number)
    hasher.combine(source)
  }
}
