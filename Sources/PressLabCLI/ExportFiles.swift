import ReportModel

/// The files recommend cells exported (`export:`), written into the report's `export/` folder.
enum ExportFiles {
  static func write(_ report: ExecutedReport, into folder: ReportFolder) throws {
    let written = report.exports.compactMap { e in e.path.flatMap { path in e.text.map { (path, $0) } } }
    guard !written.isEmpty else { return }
    try AtomicFile.makeFolder(folder.file("export"))
    for (path, text) in written { try AtomicFile.write(text, to: folder.file(path)) }
  }
}
