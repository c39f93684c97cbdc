import Drawing
import ReportModel

/// The appendix's curves: every animation the chapters describe in design words, as the API and
/// `presslab curve` take it (model, solver, key times), with UIKit's solver note where it applies.
enum CurvesAppendix {
  static func set<M: Canvas>(_ report: ExecutedReport, letter: String, on t: inout Typesetter<M>) {
    let details = report.curveDetails
    guard !details.isEmpty else { return }
    t.flow.heading("\(letter). \(CurveDetail.heading)", level: 2)
    t.flow.paragraph(Paragraph(CurveDetail.intro, style: t.theme.small))
    t.table(TableItem(header: CurveDetail.header, rows: CurveDetail.rows(details), alignments: [.left, .left, .left, .left]))
    for note in CurveDetail.notes(details) { t.flow.paragraph(Paragraph(note, style: t.theme.small)) }
  }
}
