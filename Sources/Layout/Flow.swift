import Drawing
import ReportModel

/// Pours content down the text column, page after page. Nothing is cut at a page edge:
/// paragraphs and code split between lines, tables between rows, figures move to the next page.
struct Flow<M: Canvas> {
  let theme: ReportTheme
  let measurer: M
  private(set) var pages: [ReportPage] = [ReportPage()]
  var y: Double
  /// Left edge and width of the column after indentation (lists, quotes).
  var left: Double
  var width: Double
  /// Headings placed so far: level, title, page index (0-based within this flow), y.
  var headings: [(level: Int, title: String, page: Int, y: Double)] = []
  /// Figures too tall for what was left of a page: the text after them fills that page, and they
  /// open the next one, in order (as LaTeX floats do), never past the end of their chapter.
  private(set) var floats: [Float] = []
  /// Space kept at the top of the first page (the contents); the first chapter may start below it.
  private var firstChapterMayShare = false
  private var firstChapterNeeds = 0.0

  /// A figure with its caption, placed whole.
  struct Float {
    var id: String
    var drawing: any FigureDrawing
    var size: Size
    var caption: Paragraph
    var height: Double
  }

  init(theme: ReportTheme, measurer: M) {
    self.theme = theme
    self.measurer = measurer
    y = theme.content.minY
    left = theme.content.minX
    width = theme.content.width
  }

  var top: Double { theme.content.minY }
  var bottom: Double { theme.content.maxY }
  var remaining: Double { bottom - y }
  var pageIndex: Int { pages.count - 1 }
  var atPageTop: Bool { y <= top + 0.5 }

  /// Keeps `height` at the top of the first page for something drawn there later. The first
  /// chapter starts below it when 30 % of the page is left, or `firstChapter` points (its
  /// height, when it is known to fit whole) so a short one is not left alone on a page.
  mutating func reserve(_ height: Double, firstChapter: Double = .infinity) {
    guard height > 0 else { return }
    y += height
    firstChapterMayShare = true
    firstChapterNeeds = min(0.3 * (bottom - top), firstChapter)
  }

  /// `chapter`: the page is left because a chapter starts, so it may end short.
  mutating func newPage(chapter: Bool = false) {
    pages[pages.count - 1].filledTo = y
    pages[pages.count - 1].endsChapter = chapter
    pages.append(ReportPage())
    y = top
    let waiting = floats
    floats = []
    for f in waiting { place(f) }
  }

  /// Places a figure here when it fits; when it does not and much of the page is left, it waits
  /// for the next page while the text after it fills this one.
  mutating func placeOrFloat(_ f: Float) {
    if floats.isEmpty && (f.height <= remaining || atPageTop) {
      place(f)
    } else if floats.isEmpty && remaining < 0.25 * (bottom - top) {
      newPage()
      place(f)
    } else {
      floats.append(f)
    }
  }

  private mutating func place(_ f: Float) {
    if f.height > remaining && !atPageTop { newPage() }
    let rect = Rect(x: left + (width - f.size.width) / 2, y: y, width: f.size.width, height: f.size.height)
    place(.figure(f.drawing, rect, id: f.id))
    y += f.size.height + 4
    paragraph(f.caption, spacingAfter: theme.paragraphSpacing + 4)
  }

  /// Places every waiting figure now (at the end of a chapter or of the document). The first may
  /// shrink to 60 % to finish on this page; otherwise this page ends the chapter's text and may end short.
  mutating func flushFloats() {
    guard !floats.isEmpty else { return }
    var first = floats[0]
    let captions = first.height - first.size.height
    let scale = (remaining - captions) / first.size.height
    if scale >= 0.6 && scale < 1 {
      first.size = Size(width: first.size.width * scale, height: first.size.height * scale)
      first.height = first.size.height + captions
      floats.removeFirst()
      place(first)
    }
    while !floats.isEmpty {
      pages[pages.count - 1].filledTo = y
      newPage(chapter: true)
    }
  }


  /// Starts a new page unless `height` still fits (or the page is empty anyway).
  mutating func ensure(_ height: Double) {
    if height > remaining && !atPageTop { newPage() }
  }

  mutating func place(_ element: PageElement) {
    pages[pages.count - 1].elements.append(element)
  }

  mutating func place(_ element: PageElement, onPage index: Int) {
    pages[index].elements.append(element)
  }

  mutating func space(_ points: Double) {
    if !atPageTop { y = min(bottom, y + points) }
  }

  /// A wrapped paragraph, split between lines when it does not fit: the lines that fit stay on
  /// this page, the rest starts the next one.
  mutating func paragraph(_ paragraph: Paragraph, spacingAfter: Double? = nil, indent: Double = 0) {
    let x = left + indent
    let w = width - indent
    let whole = Typography.set(paragraph)
    // Text longer than the page could ever hold is split without measuring all of it (which
    // would make a long paragraph quadratic in its length).
    if ParagraphSplit.mayFit(whole, height: remaining, width: w) {
      let height = measurer.measure(whole, width: w).height
      if height <= remaining {
        place(.paragraph(whole, at: Point(x, y), width: w, clip: nil))
        y += height
        y += spacingAfter ?? theme.paragraphSpacing
        return
      }
    }
    // Page by page, measuring at most what the page could hold: the rest whole when it may fit,
    // else a head of about what the last full page took (or of the page's budget), cut where its
    // first line that does not fit starts.
    var cursor = ParagraphSplit.Cursor.start(of: whole)
    var unplaced = whole.runs.reduce(0) { $0 + $1.text.unicodeScalars.count }
    var fullPage: Int?  // scalars the last page begun at its top took
    while unplaced > 0 {
      let budget = ParagraphSplit.characterBudget(whole.style, height: remaining, width: w)
      let most = unplaced > 2 * budget ? budget : unplaced
      var taken = fullPage.map { min(most, $0 + $0 / 4 + 64) } ?? most
      var head = ParagraphSplit.slice(whole, from: cursor, scalars: taken).head
      var m = measurer.measure(head, width: w)
      if taken < most && m.height <= remaining {
        // A guess that did not fill the page: measure what the page could hold.
        taken = most
        head = ParagraphSplit.slice(whole, from: cursor, scalars: taken).head
        m = measurer.measure(head, width: w)
      }
      if taken == unplaced && m.height <= remaining {
        place(.paragraph(head, at: Point(x, y), width: w, clip: nil))
        y += m.height
        break
      }
      if let cut = ParagraphSplit.cut(m, scalars: taken, height: remaining, partial: taken < unplaced, atPageTop: atPageTop) {
        let piece = ParagraphSplit.slice(whole, from: cursor, scalars: cut)
        place(.paragraph(piece.head, at: Point(x, y), width: w, clip: nil))
        if atPageTop { fullPage = cut }
        cursor = piece.end
        unplaced -= cut
        if unplaced == 0 { y += measurer.measure(piece.head, width: w).height }
      }
      if unplaced > 0 { newPage() }
    }
    y += spacingAfter ?? theme.paragraphSpacing
  }

  /// The longest stretch of one code line set as one paragraph, in characters.
  static var longestCodePiece: Int { 20 * Typesetter<M>.longestUnbrokenWord }

  /// Monospace text on a tinted background, split into page-sized chunks of whole lines.
  mutating func code(_ text: String, style: TextStyle? = nil, spacingAfter: Double? = nil) {
    let style = style ?? theme.code
    // A line longer than `longestCodePiece` (a 100 KB parameter in the notebook source listing) is
    // set in pieces given break opportunities: Pango would otherwise wrap it character by
    // character, reshaping at each try (quadratic), and place it whole even when it is taller than
    // a page.
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.count > Self.longestCodePiece else {
        lines.append(String(line))
        continue
      }
      var rest = line[...]
      while !rest.isEmpty {
        let piece = rest.prefix(Self.longestCodePiece)
        lines.append(Typesetter<M>.breakable(String(piece)))
        rest = rest.dropFirst(piece.count)
      }
    }
    if lines.last == "" { lines.removeLast() }
    if lines.isEmpty { lines = [""] }
    let pad = 5.0
    let innerWidth = width - 2 * pad
    let heights = lines.map { measurer.measure(Paragraph($0.isEmpty ? " " : $0, style: style), width: innerWidth).height }
    var start = 0
    while start < lines.count {
      if remaining < heights[start] + 2 * pad { newPage() }
      var end = start
      var height = 2 * pad
      while end < lines.count, height + heights[end] <= remaining || end == start {
        height += heights[end]
        end += 1
      }
      let chunk = Paragraph(lines[start..<end].joined(separator: "\n"), style: style)
      // The lines' heights add up to the chunk's (whole lines in 1/1024 pt, exact in a Double):
      // the listing is not measured a second time.
      let chunkHeight = height
      place(.fill(.rect(Rect(x: left, y: y, width: width, height: chunkHeight)), theme.codeBackground))
      place(.paragraph(chunk, at: Point(left + pad, y + pad), width: innerWidth, clip: nil))
      y += chunkHeight
      start = end
      if start < lines.count { newPage() }
    }
    y += spacingAfter ?? theme.paragraphSpacing
  }

  /// A heading kept with what follows it, recorded for the contents and the bookmarks.
  mutating func heading(_ text: String, level: Int, runs: [TextRun]? = nil) {
    let style = theme.heading(level)
    let paragraph = Paragraph(runs ?? [TextRun(text)], style: style)
    // One far taller than a page is never measured whole (quadratic in Pango, and past its limits).
    let page = bottom - top
    let h = ParagraphSplit.mayFit(paragraph, height: page, width: width) ? measurer.measure(paragraph, width: width).height : page + 1
    // Chapters start on a fresh page unless the page is still almost empty.
    if level == 1 { flushFloats() }
    let shares = level == 1 && firstChapterMayShare && remaining >= firstChapterNeeds
    if level == 1 { firstChapterMayShare = false }
    if level == 1 && y > top + 120 && !shares { newPage(chapter: true) }
    space(level == 1 ? 16 : level == 2 ? 12 : 8)
    ensure(h + 60)
    headings.append((level, text, pageIndex, y))
    if h > page {
      // Taller than a page: split between lines like prose rather than run off the page.
      self.paragraph(paragraph, spacingAfter: 0)
    } else {
      place(.paragraph(paragraph, at: Point(left, y), width: width, clip: nil))
      y += h
    }
    if level == 1 {
      y += 3
      place(.fill(.rect(Rect(x: left, y: y, width: width, height: 0.8)), theme.rule))
      y += 6
    } else {
      y += 4
    }
  }

  /// A horizontal rule across the column.
  mutating func rule() {
    ensure(12)
    place(.fill(.rect(Rect(x: left + width * 0.3, y: y + 5, width: width * 0.4, height: 0.6)), theme.rule))
    y += 14
  }
}
