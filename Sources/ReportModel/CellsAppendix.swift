/// The appendix's table of cells, one row per cell as run: where it stands, how it went and the
/// table it wrote, so file names stay out of the chapters. The PDF and the HTML twin both print it.
public enum CellsAppendix {
  public static let header = ["Cell", "Kind", "Line", "Status", "Table"]
  public static let alignments: [TableItem.Alignment] = [.left, .left, .right, .left, .left]

  /// A row per cell; a cell that wrote several tables (a recommendation over many buttons, each
  /// with its default sweep) continues on a row per further table, so no row outgrows a page.
  public static func rows(_ records: [CellRecord]) -> [[String]] {
    records.flatMap { r in
      let first = [r.id, r.kind, r.location.cell.map { "cells[\($0.index)]" } ?? String(r.location.line), r.status == .ok ? "ran" : "failed", r.tables.first ?? ""]
      return [first] + r.tables.dropFirst().map { ["", "", "", "", $0] }
    }
  }

  public static func table(_ records: [CellRecord]) -> TableItem {
    TableItem(header: header, rows: rows(records), alignments: alignments)
  }
}
