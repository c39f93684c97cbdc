import Drawing
import ReportModel

extension ReportSection {
  /// Where the PDF sets a section: page 1, the page after it (its contents wait for the body's
  /// page numbers), or the body.
  enum PDFPart { case cover, front, body }

  var pdfPart: PDFPart {
    switch self {
    case .cover, .decisions, .risks, .houseDefault, .otherPresets, .parameters: .cover
    case .sinceLastRun, .contents, .glossary: .front
    case .chapters, .trends, .appendix: .body
    }
  }
}

/// The PDF's sections in `ReportSection`'s order, each set by its own part of the layout.
enum PDFSections {
  /// What the contents list needs: the body's headings and the page the body starts on.
  struct Contents {
    var headings: [(level: Int, title: String, page: Int, y: Double)]
    var firstBodyPage: Int
  }

  static func set<M: Canvas>(_ part: ReportSection.PDFPart, _ report: ExecutedReport, on t: inout Typesetter<M>, contents: Contents? = nil) {
    for section in ReportSection.allCases where section.pdfPart == part {
      set(section, report, on: &t, contents: contents)
    }
  }

  private static func set<M: Canvas>(_ section: ReportSection, _ report: ExecutedReport, on t: inout Typesetter<M>, contents: Contents?) {
    switch section {
    case .cover: CoverPage.set(report, on: &t)
    case .decisions: CoverPage.decisionSheet(report, on: &t)
    case .risks: CoverPage.risks(report, on: &t)
    case .houseDefault: CoverPage.houseDefault(report, on: &t)
    case .otherPresets: CoverPage.otherPresets(report, on: &t)
    case .parameters: CoverPage.parameters(report, on: &t)
    case .sinceLastRun: SinceLastRun.set(report, on: &t)
    case .contents: if let contents { ReportLayout.contentsList(contents, on: &t.flow) }
    case .glossary: ReportLayout.glossary(Glossary.entries(for: report), on: &t.flow)
    case .chapters: t.set(report.body)
    case .trends: TrendsChapter.set(report, on: &t)
    case .appendix: Appendix.set(report, on: &t)
    }
  }
}
