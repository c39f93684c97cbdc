import ReportModel

/// `<stem>.html`: the report's playable twin, one self-contained page.
package struct HTMLTwinWriter: ReportWriter {
  package init() {}
  package func fileName(stem: String) -> String { "\(stem).html" }
  package func bytes(_ report: ExecutedReport, images: [String: [UInt8]]) -> [UInt8] {
    Array(ReportHTML.render(report, images: images).utf8)
  }
}
