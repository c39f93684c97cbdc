import Drawing
import NotebookFormat
import ReportModel

/// Sets report items into a flow: Markdown blocks, figures with numbered captions, tables,
/// code snippets, notes and failed-cell blocks.
struct Typesetter<M: Canvas> {
  var flow: Flow<M>
  var figureNumber = 0
  /// Figure caveats (facts not yet checked on a device, modelling choices), each once, in order of
  /// first mention: a figure carries a mark ◆n and the appendix the note.
  var notes: [String] = []
  var theme: ReportTheme { flow.theme }

  init(flow: Flow<M>) { self.flow = flow }

  /// The executed document in order: narrative, containers, and each cell's outputs in its place.
  mutating func set(_ nodes: [ReportNode]) {
    for node in nodes { set(node) }
  }

  mutating func set(_ node: ReportNode) {
    switch node {
    case .block(let block): set(block)
    case .list(let start, let tight, let items): list(start: start, tight: tight, items: items)
    case .quote(let inner): quote(inner)
    case .cell(let record): for output in record.outputs { set(output) }
    }
  }

  mutating func set(_ items: [ReportItem]) {
    for item in items { set(item) }
  }

  mutating func set(_ item: ReportItem) {
    switch item {
    case .block(let block): set(block)
    case .figure(let figure): self.figure(figure)
    case .table(let table): self.table(table)
    case .snippet(let title, let code):
      // A snippet is pasted whole: keep it on one page when it fits on one, unless moving it would
      // leave more than a quarter of this page blank; then it continues on the next.
      let codeHeight = flow.measurer.measure(Paragraph(code, style: theme.code), width: flow.width - 10).height + 10
      let page = flow.bottom - flow.top
      flow.ensure(flow.remaining > page / 4 ? min(60, codeHeight + 20) : min(codeHeight + 20, page))
      flow.paragraph(Paragraph([.bold(title)], style: theme.small.colored(.ink)), spacingAfter: 3)
      flow.code(code)
    case .note(let text): note(text)
    case .failure(let failure): self.failure(failure)
    case .metrics: break  // results.json holds them
    case .heading(let level, let text): flow.heading(text, level: level)
    }
  }

  mutating func set(_ block: Block) {
    switch block {
    case .heading(let level, let content, _):
      flow.heading(content.plainText, level: level, runs: Self.runs(content))
    case .paragraph(let content):
      flow.paragraph(Paragraph(Self.runs(content), style: theme.body))
    case .list, .blockQuote:
      set(ReportNode(block))
    case .code(_, let text):
      flow.code(text)
    case .thematicBreak:
      flow.rule()
    case .html:
      break
    case .cell:
      break  // cells were run by the executor; their records stand in their place
    }
  }

  /// Markdown inlines as styled runs: emphasis italic, strong bold, code spans monospace,
  /// links in the accent colour and underlined.
  static func runs(_ inlines: [Inline], emphasis: TextRun.Emphasis = .plain, link: Bool = false) -> [TextRun] {
    var result: [TextRun] = []
    let accent = ReportTheme().accent
    func add(_ text: String, _ e: TextRun.Emphasis) {
      result.append(TextRun(breakable(text), e, color: link ? accent : nil, underline: link))
    }
    for inline in inlines {
      switch inline {
      case .text(let s): add(s, emphasis)
      case .code(let s): add(s, .code)
      case .emphasis(let inner):
        result += runs(inner, emphasis: emphasis == .bold ? .boldItalic : .italic, link: link)
      case .strong(let inner):
        result += runs(inner, emphasis: emphasis == .italic ? .boldItalic : .bold, link: link)
      case .link(_, let inner): result += runs(inner, emphasis: emphasis, link: true)
      case .image(_, let alt): add("[" + alt.plainText + "]", .italic)
      case .softBreak: add(" ", emphasis)
      case .lineBreak: add("\n", emphasis)
      case .html: break
      }
    }
    return result
  }

  /// The longest stretch without a break opportunity the typesetter leaves as it is.
  static var longestUnbrokenWord: Int { 60 }

  /// `text` with an invisible break opportunity (U+200B) every `longestUnbrokenWord` characters
  /// of a longer word, so a 100,000-character word breaks into lines (and pages) in linear time
  /// instead of being fitted character by character.
  static func breakable(_ text: String) -> String {
    var run = 0
    var out = ""
    for ch in text {
      if ch == " " || ch == "\n" || ch == "\u{200B}" {
        run = 0
      } else {
        run += 1
        if run > longestUnbrokenWord {
          out.append("\u{200B}")
          run = 1
        }
      }
      out.append(ch)
    }
    return out
  }

  private mutating func list(start: Int?, tight: Bool, items: [[ReportNode]]) {
    let indent = 16.0
    for (n, blocks) in items.enumerated() {
      let marker = start.map { "\($0 + n)." } ?? "•"
      flow.ensure(16)
      let markerY = flow.y
      flow.place(
        .text(marker, at: Point(flow.left + indent - 5, markerY), style: theme.body.aligned(.right), baseline: .top))
      flow.left += indent
      flow.width -= indent
      for (i, block) in blocks.enumerated() {
        if tight, case .block(.paragraph(let content)) = block {
          flow.paragraph(Paragraph(Self.runs(content), style: theme.body), spacingAfter: i == blocks.count - 1 ? 2.5 : 3)
        } else {
          set(block)
        }
      }
      flow.left -= indent
      flow.width += indent
    }
    flow.y += tight ? theme.paragraphSpacing - 2.5 : 0
  }

  private mutating func quote(_ inner: [ReportNode]) {
    let indent = 14.0
    let startPage = flow.pageIndex
    let startY = flow.y
    flow.left += indent
    flow.width -= indent
    for block in inner { set(block) }
    flow.left -= indent
    flow.width += indent
    let endY = flow.y - theme.paragraphSpacing
    for page in startPage...flow.pageIndex {
      let top = page == startPage ? startY : flow.top
      let bottom = page == flow.pageIndex ? endY : flow.bottom
      guard bottom > top else { continue }
      flow.place(.fill(.rect(Rect(x: flow.left + 2, y: top, width: 2.5, height: bottom - top)), theme.rule), onPage: page)
    }
  }

  private mutating func figure(_ figure: FigureItem) {
    figureNumber += 1
    let captionStyle = theme.small.colored(Color(hex: 0x333333))
    var captionRuns: [TextRun] = [.bold("Figure \(figureNumber). "), .plain(figure.caption)]
    for fact in (figure.caveat ?? "").split(separator: "\n").map(String.init) where !fact.isEmpty {
      if !notes.contains(fact) { notes.append(fact) }
      captionRuns.append(TextRun(" ◆\(notes.firstIndex(of: fact)! + 1)", .bold, color: theme.warning))
    }
    let caption = Paragraph(captionRuns, style: captionStyle)
    let captionHeight = flow.measurer.measure(caption, width: flow.width).height
    var w = flow.width * min(1, max(0.2, figure.widthFraction))
    var h = w / max(0.1, figure.drawing.aspectRatio)
    let maxHeight = flow.bottom - flow.top - captionHeight - 12
    if h > maxHeight {
      h = maxHeight
      w = h * figure.drawing.aspectRatio
    }
    flow.space(4)
    flow.placeOrFloat(
      Flow.Float(id: figure.id, drawing: figure.drawing, size: Size(width: w, height: h), caption: caption, height: h + captionHeight + 8))
  }

  private mutating func note(_ text: String) {
    flow.paragraph(
      Paragraph([TextRun("Note: ", .bold, color: theme.warning), TextRun(text, .italic, color: theme.warning)], style: theme.small))
  }

  private mutating func failure(_ failure: CellFailure) {
    let pad = 7.0
    let style = theme.body.sized(9)
    let where_ = "\(failure.location.file), \(failure.location.placeText)"
    let text = Paragraph(
      [
        TextRun("Cell ‘\(failure.cellID)’ (\(failure.kind.isEmpty ? "no kind" : failure.kind)) failed", .bold, color: theme.failure),
        .plain("\nat " + where_ + "\n"), .plain(failure.message),
      ], style: style)
    let h = flow.measurer.measure(text, width: flow.width - 2 * pad - 4).height + 2 * pad
    flow.space(2)
    flow.ensure(h)
    let box = Rect(x: flow.left, y: flow.y, width: flow.width, height: h)
    flow.place(.fill(.rect(box), theme.failureFill))
    flow.place(.fill(.rect(Rect(x: box.minX, y: box.minY, width: 3.5, height: h)), theme.failure))
    flow.place(.paragraph(text, at: Point(box.minX + pad + 4, box.minY + pad), width: flow.width - 2 * pad - 4, clip: nil))
    flow.y += h + theme.paragraphSpacing + 2
  }
}
