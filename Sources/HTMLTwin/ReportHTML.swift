import NotebookFormat
import Plotting
import ReportModel
import TextFormats

/// The report's HTML twin: one self-contained page (inline style and script, figures as data
/// URIs, nothing loaded from the network) made from the same per-cell records as the PDF.
/// Filmstrip figures become buttons a reader presses, at real size (1 CSS px = 1 iOS point),
/// played from the modelled curves at 1×, 0.25× or 0.1×, continuous or in 60/120 Hz frames.
public enum ReportHTML {
  /// `images`: each chart's PNG bytes by figure id (the caller draws them); figures without one
  /// are left out.
  public static func render(_ report: ExecutedReport, images: [String: [UInt8]]) -> String {
    var page = Page(images: images, report: report)
    // The PDF's sections in the PDF's order: one list (`ReportSection`) drives both.
    for section in ReportSection.allCases { page.section(section) }
    page.finish()
    let buttons = JSONValue.object(page.buttons).serializedForScript()
    let title = escape(report.notebook.title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(Script.style)
      </style>
      </head>
      <body>
      <header class="controls">
      <fieldset><legend>Speed</legend>\(radio("speed", [("1", "1×"), ("0.25", "0.25×"), ("0.1", "0.1×")]))</fieldset>
      <fieldset><legend>Frames</legend>\(radio("hz", [("0", "continuous"), ("60", "60 Hz"), ("120", "120 Hz")]))</fieldset>
      <fieldset><label><input type="checkbox" name="loop"> loop</label></fieldset>
      <span class="meta">Press and hold a button; 1 CSS px = 1 iOS point.</span>
      </header>
      <main>
      \(page.html)</main>
      <script type="application/json" id="presslab-buttons">\(buttons)</script>
      <script>
      \(Script.script)
      </script>
      \(FitPlayer.scripts(page.fits))</body>
      </html>

      """
  }

  static func radio(_ name: String, _ choices: [(value: String, label: String)]) -> String {
    choices.enumerated().map { n, c in
      "<label><input type=\"radio\" name=\"\(name)\" value=\"\(c.value)\"\(n == 0 ? " checked" : "")> \(c.label)</label>"
    }.joined(separator: " ")
  }

  /// The page as it is written, in document order.
  struct Page {
    var images: [String: [UInt8]]
    let report: ExecutedReport
    var html = ""
    var buttons: [(String, JSONValue)] = []
    /// Each fit player's id and data (`FitPlayer`).
    var fits: [(String, JSONValue)] = []
    var figureNumber = 0
    /// Every id the page gives an element, so each is given once.
    var ids = IDs()
    /// The headings of the chapters, trends and appendix as written, for the contents.
    var headings: [(level: Int, text: String, id: String)] = []
    /// Where the contents go once every heading after them is known (a UTF-8 offset in `html`).
    var contentsAt: (id: String, offset: Int)?

    init(images: [String: [UInt8]], report: ExecutedReport) {
      self.images = images
      self.report = report
      // A notebook's cell and figure ids keep their names; headings and buttons take others.
      for record in report.records {
        ids.claim(record.id)
        record.figures.forEach { ids.claim($0.id) }
      }
    }

    /// A chapter's, the trends' or the appendix's heading: an id to link to, and a line in the contents.
    mutating func heading(_ level: Int, _ inner: String, text: String) {
      let id = ids.unique(text)
      headings.append((level, text, id))
      html += "<h\(min(6, level)) id=\"\(id)\">\(inner)</h\(min(6, level))>\n"
    }

    mutating func node(_ node: ReportNode) {
      switch node {
      case .block(.heading(let level, let content, _)): heading(level, ReportHTML.inline(content), text: content.plainText)
      case .block(let block): html += ReportHTML.block(block)
      case .list(let start, _, let items):
        html += start.map { "<ol start=\"\($0)\">" } ?? "<ul>"
        for item in items {
          html += "<li>"
          item.forEach { self.node($0) }
          html += "</li>\n"
        }
        html += start == nil ? "</ul>\n" : "</ol>\n"
      case .quote(let inner):
        html += "<blockquote>"
        inner.forEach { self.node($0) }
        html += "</blockquote>\n"
      case .cell(let record):
        html += "<section class=\"cell\" id=\"\(escape(record.id))\">\n"
        record.outputs.forEach { item($0) }
        html += "</section>\n"
      }
    }

    mutating func item(_ item: ReportItem) {
      switch item {
      case .block(.heading(let level, let content, _)): heading(level, ReportHTML.inline(content), text: content.plainText)
      case .block(let block): html += ReportHTML.block(block)
      case .heading(let level, let text): heading(level, escape(text), text: text)
      case .figure(let figure): self.figure(figure)
      case .table(let table): html += ReportHTML.table(table)
      case .snippet(let title, let code):
        html += "<div class=\"snippet\"><div class=\"bar\"><span>\(escape(title))</span><button class=\"copy\" type=\"button\">Copy</button></div>"
        html += "<pre><code>\(escape(code))</code></pre></div>\n"
      case .note(let text): html += "<p class=\"note\">Note: \(escape(text))</p>\n"
      case .failure(let f): html += "<p class=\"failure\">Cell \(escape(f.cellID)) failed at \(escape(f.location.description)): \(escape(f.message))</p>\n"
      case .metrics: break
      }
    }

    mutating func figure(_ figure: FigureItem) {
      figureNumber += 1
      let caveat = figure.caveat.map { "<br><span class=\"note\">Note: \(escape($0))</span>" } ?? ""
      let image = images[figure.id].map { "<img alt=\"Figure \(figureNumber)\" src=\"data:image/png;base64,\(JupyterFile.base64($0))\">" }
      guard !figure.playable.isEmpty else {
        let caption = "<figcaption><b>Figure \(figureNumber).</b> \(escape(figure.caption))\(caveat)</figcaption>"
        if let image { html += "<figure id=\"\(escape(figure.id))\">\(image)\(caption)</figure>\n" }
        if let fit = figure.fit {
          let id = ids.unique(figure.id + " play")
          fits.append((id, FitPlayer.data(fit)))
          html += FitPlayer.html(fit, id: id)
        }
        return
      }
      html += "<figure class=\"twin\" id=\"\(escape(figure.id))\"><div class=\"pads\">\n"
      for button in figure.playable {
        let id = ids.unique(Buttons.idText(button))
        buttons.append((id, Buttons.button(button, id: id)))
        html += pad(button, id: id)
      }
      // The caption speaks of the buttons on the page; the PDF's, which speaks of the printed
      // strip's rows, stays with the strip.
      html += "</div><figcaption><b>Figure \(figureNumber).</b> \(escape(Buttons.caption(figure.playable)))\(caveat)</figcaption>"
      if let image {
        html += "<details><summary>The strip as printed</summary>\(image)<p class=\"small\">\(escape(figure.caption))</p></details>"
      }
      html += "</figure>\n"
    }

    /// A button at real size with its curve and numbers; the script plays it.
    func pad(_ b: PlayableButton, id: String) -> String {
      let look = b.preset.look
      let m = ButtonSnapshot.margin(for: look)
      let fontSize = min(17, look.height * 0.36, look.width / Double(max(4, look.title.count)) * 1.5)
      let rest = Buttons.self
      let shadow = look.shadowOpacity * look.shadowColor.a > 0.001
        ? "box-shadow:\(px(look.shadowOffsetX)) \(px(look.shadowOffsetY)) \(px(2 * look.shadowRadius)) \(rest.css(look.shadowColor.withAlpha(look.shadowColor.a * look.shadowOpacity)));" : ""
      var out = "<div class=\"pad\" id=\"\(escape(id))\" data-button=\"\(escape(id))\"><h4>\(escape(b.label))</h4>"
      out += "<div class=\"curve\">\(escape(b.preset.buttonName))\(b.curve.isEmpty ? "" : ": " + escape(b.curve))</div>"
      out += "<div class=\"stage\" style=\"width:\(px(look.width + 2 * m));height:\(px(look.height + 2 * m))\">"
      out += "<div class=\"btn\((look.ripple?.beyondBounds ?? false) ? "" : " clip")\" style=\"left:\(px(m));top:\(px(m));width:\(px(look.width));height:\(px(look.height));"
      out += "border-radius:\(px(look.cornerRadius));background:\(rest.css(look.fill));\(shadow)\">"
      out += "<div class=\"fade\" style=\"background:\(look.ripple?.fadeColor.map(rest.css) ?? "transparent");border-radius:\(px(look.cornerRadius))\"></div>"
      out += "<div class=\"ripple\" style=\"background:\(look.ripple.map { rest.css($0.color) } ?? "transparent")\"></div>"
      out += "<span style=\"color:\(rest.css(look.titleColor));font-size:\(px(fontSize))\">\(escape(look.title))</span></div></div>"
      if !b.numbers.isEmpty {
        out += "<table>" + b.numbers.map { "<tr><td>\(escape($0.name))</td><td class=\"num\">\(escape($0.value))</td></tr>" }.joined() + "</table>"
      }
      return out + "</div>\n"
    }
  }

  static func px(_ x: Double) -> String { "\(JSONValue.format((x * 1000).rounded() / 1000))px" }

  static func table(_ t: TableItem) -> String {
    var out = t.title.map { "<p><b>\(escape($0))</b></p>" } ?? ""
    out += "<table><tr>" + t.header.map { "<th>\(escape($0))</th>" }.joined() + "</tr>\n"
    for (r, row) in t.rows.enumerated() {
      out += t.highlighted.contains(r) ? "<tr class=\"hl\">" : "<tr>"
      for (c, cell) in row.enumerated() {
        let right = c < t.alignments.count && t.alignments[c] == .right
        out += right ? "<td class=\"num\">\(escape(cell))</td>" : "<td>\(escape(cell))</td>"
      }
      out += "</tr>\n"
    }
    return out + "</table>\n"
  }

  static func block(_ block: Block) -> String {
    switch block {
    case .heading(let level, let content, _): return "<h\(min(6, level))>\(inline(content))</h\(min(6, level))>\n"  // inside lists and quotes
    case .paragraph(let content): return "<p>\(inline(content))</p>\n"
    case .list(let start, _, let items):
      let open = start.map { "<ol start=\"\($0)\">" } ?? "<ul>"
      return open + items.map { "<li>" + $0.map(Self.block).joined() + "</li>\n" }.joined() + (start == nil ? "</ul>\n" : "</ol>\n")
    case .blockQuote(let inner): return "<blockquote>" + inner.map(Self.block).joined() + "</blockquote>\n"
    case .code(_, let text): return "<pre><code>\(escape(text))</code></pre>\n"
    case .thematicBreak: return "<hr>\n"
    case .html, .cell: return ""
    }
  }

  static func inline(_ items: [Inline]) -> String {
    items.map { item -> String in
      switch item {
      case .text(let s): return escape(s)
      case .code(let s): return "<code>\(escape(s))</code>"
      case .emphasis(let c): return "<em>\(inline(c))</em>"
      case .strong(let c): return "<strong>\(inline(c))</strong>"
      case .link(let destination, let content):
        // A link is followed only when clicked; nothing is fetched to show the page. One that
        // could run a script or open a document made of itself is its text alone.
        return LinkSafety.isSafe(destination) ? "<a href=\"\(escape(destination))\">\(inline(content))</a>" : inline(content)
      case .image(_, let alt): return inline(alt)
      case .softBreak: return "\n"
      case .lineBreak: return "<br>\n"
      case .html: return ""
      }
    }.joined()
  }

  static func escape(_ s: String) -> String { MarkupText.escaped(s) }
}
