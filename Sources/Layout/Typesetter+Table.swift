import Drawing
import ReportModel

extension Typesetter {
  /// A table with column widths from its content, split between rows with the header repeated.
  mutating func table(_ item: TableItem) {
    guard !item.header.isEmpty else { return }
    // Every cell set once (numbers bound to their units), not at each measurement.
    var table = item
    table.header = item.header.map(Typography.set)
    table.rows = item.rows.map { $0.map(Typography.set) }
    let columns = table.header.count
    let pad = 4.0
    let (style, widths) = tableLayout(table, pad: pad)
    let tableWidth = widths.reduce(0, +)
    let x0 = flow.left

    func cellParagraph(_ text: String, column: Int, header: Bool) -> Paragraph {
      let aligned = column < table.alignments.count && table.alignments[column] == .right && !header
      return Paragraph(text, style: (header ? style.bolded() : style).aligned(aligned ? .right : .left))
    }
    func rowHeight(_ cells: [String], header: Bool) -> Double {
      (0..<columns).map { c in
        flow.measurer.measure(cellParagraph(c < cells.count ? cells[c] : "", column: c, header: header), width: widths[c] - 2 * pad).height
      }.max()! + 2 * pad - 1
    }
    func placeRow(_ cells: [String], header: Bool, fill: Color?) {
      let h = rowHeight(cells, header: header)
      if let fill { flow.place(.fill(.rect(Rect(x: x0, y: flow.y, width: tableWidth, height: h)), fill)) }
      var x = x0
      for c in 0..<columns {
        let p = cellParagraph(c < cells.count ? cells[c] : "", column: c, header: header)
        flow.place(.paragraph(p, at: Point(x + pad, flow.y + pad - 0.5), width: widths[c] - 2 * pad, clip: nil))
        x += widths[c]
      }
      flow.y += h
      flow.place(
        .fill(.rect(Rect(x: x0, y: flow.y - (header ? 0.8 : 0.3), width: tableWidth, height: header ? 0.8 : 0.3)),
          header ? Color(hex: 0x666666) : theme.rule))
    }

    let headerHeight = rowHeight(table.header, header: true)
    var titleHeight = 0.0
    var title: Paragraph?
    if let t = table.title {
      let p = Paragraph([.bold(t)], style: theme.small.colored(.ink))
      title = p
      titleHeight = flow.measurer.measure(p, width: flow.width).height + 3
    }
    let rowHeights = table.rows.map { rowHeight($0, header: false) }
    let whole = titleHeight + headerHeight + rowHeights.reduce(0, +)
    flow.space(2)
    // A table that fits on a page moves whole to the next rather than split, unless that would
    // leave a third of this page blank. A longer one starts where it stands; a split table repeats
    // its header on each page.
    let page = flow.bottom - flow.top
    let moves = whole <= page && flow.remaining < page / 3
    flow.ensure(moves ? whole : titleHeight + headerHeight + (rowHeights.first ?? 0))
    if let title { flow.paragraph(title, spacingAfter: 3) }
    placeRow(table.header, header: true, fill: Color(hex: 0xF0F0F0))
    for (i, row) in table.rows.enumerated() {
      let h = rowHeights[i]
      if h > flow.remaining {
        flow.newPage()
        placeRow(table.header, header: true, fill: Color(hex: 0xF0F0F0))
      }
      placeRow(row, header: false, fill: table.highlighted.contains(i) ? theme.highlight : nil)
    }
    flow.y += theme.paragraphSpacing + 3
  }

  /// The table's type and column widths: the type shrinks until the natural widths fit, down to
  /// 7 pt; beyond that the narrow columns keep their width and the wide ones share the rest.
  func tableLayout(_ table: TableItem, pad: Double) -> (style: TextStyle, widths: [Double]) {
    let columns = table.header.count
    var style = theme.body.sized(8.5)
    // Shrink the type until the natural widths fit, down to 7 pt; beyond that cells wrap.
    var natural: [Double] = []
    while true {
      natural = (0..<columns).map { c in
        let texts = [table.header[c]] + table.rows.map { c < $0.count ? $0[c] : "" }
        let bold = flow.measurer.measure(table.header[c], style: style.bolded()).width
        return max(bold, texts.dropFirst().map { flow.measurer.measure($0, style: style).width }.max() ?? 0) + 2 * pad + 1
      }
      if natural.reduce(0, +) <= flow.width || style.size <= 7 { break }
      style.size -= 0.5
    }
    var widths = natural
    if natural.reduce(0, +) > flow.width {
      // Narrow columns keep their width; only the wide ones share what is left and wrap.
      var remaining = flow.width
      var open = Array(natural.indices).sorted { natural[$0] < natural[$1] }
      while let first = open.first {
        let fair = remaining / Double(open.count)
        if natural[first] <= fair {
          widths[first] = natural[first]
          remaining -= natural[first]
          open.removeFirst()
        } else {
          for c in open { widths[c] = fair }
          break
        }
      }
    }
    if let code = table.codeColumn, code < columns, widths[code] < natural[code] {
      // A quarter of each other wrapping column's width, up to the code's natural width.
      for c in widths.indices where c != code && widths[c] < natural[c] {
        let share = min(widths[c] / 4, natural[code] - widths[code])
        widths[c] -= share
        widths[code] += share
      }
    }
    return (style, keepingWords(table, widths, style: style, pad: pad))
  }

  /// Widths where no column is narrower than its longest word, so a name ("PressableMaterialButton")
  /// never breaks inside: the columns with room to spare give the difference. Words wider than a
  /// third of the page, or a table whose words do not fit at all, keep the widths given.
  func keepingWords(_ table: TableItem, _ given: [Double], style: TextStyle, pad: Double) -> [Double] {
    func widest(_ text: String, _ style: TextStyle) -> Double {
      text.split(whereSeparator: { $0.isWhitespace || $0 == "\u{200B}" }).map { flow.measurer.measure(String($0), style: style).width }.max() ?? 0
    }
    let least = given.indices.map { c -> Double in
      let cells = table.rows.map { c < $0.count ? $0[c] : "" }
      let w = max(widest(table.header[c], style.bolded()), cells.map { widest($0, style) }.max() ?? 0) + 2 * pad + 1
      return w > flow.width / 3 ? 0 : w
    }
    let short = given.indices.map { max(0, least[$0] - given[$0]) }.reduce(0, +)
    let spare = given.indices.map { max(0, given[$0] - least[$0]) }.reduce(0, +)
    guard short > 0, spare >= short else { return given }
    return given.indices.map { c in
      given[c] < least[c] ? least[c] : given[c] - (given[c] - least[c]) * short / spare
    }
  }
}
