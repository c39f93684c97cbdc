import Drawing
import NotebookFormat
import ReportModel

/// The whole report laid out: pages to draw and the bookmarks pointing into them.
public struct LaidOutReport: Sendable {
  public var pages: [ReportPage]
  public var outline: [OutlineEntry]
  public var pageSize: Size
  /// The text column's height, for the blank fraction of a page.
  public var content: Rect

  /// The blank part of each page's text column below its content (0 full, 1 empty); nil for a
  /// page that may end short: a chapter's last page, the last page, and a page not flowed.
  public var blankFractions: [Double?] {
    pages.enumerated().map { i, page in
      guard let filled = page.filledTo, !page.endsChapter, i < pages.count - 1 else { return nil }
      return max(0, content.maxY - filled) / content.height
    }
  }
}

/// Lays out an executed report: cover, contents, body, appendix; page headers and numbers.
public enum ReportLayout {
  /// `measurer` is only asked for text sizes; pass the canvas the pages will be drawn on so the
  /// layout measures with the fonts that will draw.
  public static func layout<M: Canvas>(_ report: ExecutedReport, measurer: M, theme: ReportTheme = ReportTheme()) -> LaidOutReport {
    // Cover first: its length does not depend on page numbers.
    var cover = Typesetter(flow: Flow(theme: theme, measurer: measurer))
    PDFSections.set(.cover, report, on: &cover)
    let coverPages = cover.flow.pages

    func setBody(reserving height: Double, firstChapter: Double = .infinity) -> Flow<M> {
      var body = Typesetter(flow: Flow(theme: theme, measurer: measurer))
      body.flow.reserve(height, firstChapter: firstChapter)
      PDFSections.set(.body, report, on: &body)
      return body.flow
    }
    // The contents and the glossary open the body's first page, and the first chapter follows on
    // it when there is room: lay the body out once to learn its headings, then again below them.
    var body = setBody(reserving: 0)
    var front = contents(report, body.headings, firstBodyPage: coverPages.count + 1, theme: theme, measurer: measurer)
    var contentsPages: [ReportPage] = []
    if front.pages.count == 1 {
      body = setBody(reserving: front.y - theme.content.minY, firstChapter: firstChapterHeight(body, theme: theme))
      front = contents(report, body.headings, firstBodyPage: coverPages.count + 1, theme: theme, measurer: measurer)
    } else {
      // Too long to share a page: the contents take pages of their own.
      front = contents(report, body.headings, firstBodyPage: coverPages.count + front.pages.count + 1, theme: theme, measurer: measurer)
      contentsPages = front.pages
    }
    var bodyPages = body.pages
    if contentsPages.isEmpty { bodyPages[0].elements.insert(contentsOf: front.pages[0].elements, at: 0) }
    let headings = body.headings
    let firstBody = coverPages.count + contentsPages.count + 1

    var pages = coverPages + contentsPages + bodyPages
    let dateWidth = measurer.measure(report.dateText, style: headerStyle).width
    let title = oneLine(report.notebook.title, style: headerStyle, width: theme.content.width - dateWidth - 12, measurer: measurer)
    for i in pages.indices where i >= coverPages.count {
      furnish(&pages[i], number: i + 1, total: pages.count, title: title, date: report.dateText, theme: theme)
    }
    for i in 0..<coverPages.count {
      furnish(&pages[i], number: i + 1, total: pages.count, title: nil, date: report.dateText, theme: theme)
    }

    var outline: [OutlineEntry] = [
      OutlineEntry(level: 1, title: ReportSection.contents.title ?? "", page: coverPages.count + 1, y: theme.content.minY, parent: nil)
    ]
    var stack: [(level: Int, index: Int)] = []
    for h in headings {
      while let last = stack.last, last.level >= h.level { stack.removeLast() }
      outline.append(OutlineEntry(level: h.level, title: h.title, page: firstBody + h.page, y: h.y, parent: stack.last?.index))
      stack.append((h.level, outline.count - 1))
    }
    return LaidOutReport(pages: pages, outline: outline, pageSize: theme.pageSize, content: theme.content)
  }

  /// The page after the cover: what changed since the last run, the contents, the glossary.
  private static func contents<M: Canvas>(
    _ report: ExecutedReport, _ headings: [(level: Int, title: String, page: Int, y: Double)], firstBodyPage: Int,
    theme: ReportTheme, measurer: M
  ) -> Flow<M> {
    var front = Typesetter(flow: Flow(theme: theme, measurer: measurer))
    PDFSections.set(.front, report, on: &front, contents: PDFSections.Contents(headings: headings, firstBodyPage: firstBodyPage))
    front.flow.y += 12
    return front.flow
  }

  /// The chapters and sections of the body to level 2, each with its page and a link to it.
  static func contentsList<M: Canvas>(_ contents: PDFSections.Contents, on flow: inout Flow<M>) {
    let theme = flow.theme, measurer = flow.measurer
    if flow.y > flow.top { flow.y += 10 }
    flow.place(.text(ReportSection.contents.title ?? "", at: Point(flow.left, flow.y), style: theme.heading(1), baseline: .top))
    flow.y += 34
    for h in contents.headings where h.level <= 2 {
      let style = h.level == 1 ? theme.body.bolded() : theme.body
      let indent = h.level == 1 ? 0.0 : 16.0
      let lineHeight = h.level == 1 ? 20.0 : 15.5
      if h.level == 1 { flow.y += 3 }
      flow.ensure(lineHeight)
      let page = contents.firstBodyPage + h.page
      let numberText = "\(page)"
      let numberWidth = measurer.measure(numberText, style: style).width
      let title = oneLine(h.title, style: style, width: flow.width - indent - numberWidth - 16, measurer: measurer)
      flow.place(.text(title, at: Point(flow.left + indent, flow.y), style: style, baseline: .top))
      // Dotted leader between the title and its page number.
      let titleEnd = flow.left + indent + measurer.measure(title, style: style).width + 6
      let leaderEnd = flow.left + flow.width - numberWidth - 6
      if leaderEnd > titleEnd {
        var dots = Path()
        var x = titleEnd
        while x < leaderEnd {
          dots.addRect(Rect(x: x, y: flow.y + style.size * 0.95, width: 0.9, height: 0.9))
          x += 3.5
        }
        flow.place(.fill(dots, theme.rule))
      }
      flow.place(.text(numberText, at: Point(flow.left + flow.width, flow.y), style: style.aligned(.right), baseline: .top))
      flow.place(.link(Rect(x: flow.left, y: flow.y - 2, width: flow.width, height: lineHeight), page: page, y: h.y))
      flow.y += lineHeight
    }
  }

  /// The words the decisions use, under the contents.
  static func glossary<M: Canvas>(_ glossary: [(term: String, meaning: String)], on flow: inout Flow<M>) {
    guard !glossary.isEmpty else { return }
    flow.y += 14
    flow.paragraph(Paragraph([.bold(ReportSection.glossary.title ?? "")], style: flow.theme.heading(3)), spacingAfter: 4)
    for entry in glossary {
      flow.paragraph(Paragraph([.bold(entry.term + ". "), .plain(entry.meaning)], style: flow.theme.small), spacingAfter: 2.5)
    }
  }

  static let headerStyle = TextStyle(size: 7.5, color: Color(hex: 0x777777))

  /// The height of a first chapter that fills less than its own page (laid out from the top of a
  /// page), with room for the space above its heading; infinity otherwise.
  static func firstChapterHeight<M: Canvas>(_ body: Flow<M>, theme: ReportTheme) -> Double {
    let chapters = body.headings.filter { $0.level == 1 }
    guard chapters.count >= 2, chapters[0].page == 0 else { return .infinity }
    // The next chapter shares the page when this one is short; else it starts the next page.
    let end = chapters[1].page == 0 ? chapters[1].y - 16 : chapters[1].page == 1 ? body.pages[0].filledTo : nil
    return end.map { $0 - theme.content.minY + 24 } ?? .infinity
  }

  /// `text` on one line at most `width` wide, cut with "…" when longer. A line holds at most
  /// `width` / 0.2 em characters, so no more are measured, and the cut is found by bisection: a
  /// 100,000-character title costs a few measurements of one line, not one per character.
  static func oneLine<M: Canvas>(_ text: String, style: TextStyle, width: Double, measurer: M) -> String {
    let budget = Int(min(1e6, max(0, width) / (0.2 * style.size))) + 1
    if text.count <= budget, measurer.measure(text, style: style).width <= width { return text }
    let characters = Array(text.prefix(budget))
    var lo = 0, hi = characters.count  // the longest head that fits with "…" after it
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if measurer.measure(String(characters[..<mid]) + "…", style: style).width <= width { lo = mid } else { hi = mid - 1 }
    }
    return String(characters[..<lo]) + "…"
  }

  /// Running header (title and date) and the page number at the foot.
  private static func furnish(_ page: inout ReportPage, number: Int, total: Int, title: String?, date: String, theme: ReportTheme) {
    let c = theme.content
    let style = headerStyle
    if let title {
      page.elements.append(.text(title, at: Point(c.minX, c.minY - 24), style: style, baseline: .alphabetic))
      page.elements.append(.text(date, at: Point(c.maxX, c.minY - 24), style: style.aligned(.right), baseline: .alphabetic))
      page.elements.append(.fill(.rect(Rect(x: c.minX, y: c.minY - 19, width: c.width, height: 0.4)), theme.rule))
    }
    page.elements.append(
      .text("\(number) / \(total)", at: Point(c.midX, c.maxY + 30), style: style.aligned(.center), baseline: .alphabetic))
  }
}
