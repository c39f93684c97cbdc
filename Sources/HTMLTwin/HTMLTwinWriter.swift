import ReportModel

/// `<stem>.html`: the report's playable twin, one self-contained page.
public struct HTMLTwinWriter: ReportWriter {
  public init() {}
  public func fileName(stem: String) -> String { "\(stem).html" }
  public func bytes(_ report: ExecutedReport, images: [String: [UInt8]]) -> [UInt8] {
    Array(ReportHTML.render(report, images: images).utf8)
  }
}
