import CCairo
import CPango
import Drawing
import TextFormats

/// The parts of a `TextStyle` that choose a Pango font.
struct TextStyleKey: Hashable {
  var family: String
  var size: Double
  var bold: Bool
  var italic: Bool
}

extension CairoCanvas {
  /// The Pango context, created on first use: 72 dpi so sizes are points, hint metrics off.
  var pangoContext: OpaquePointer {
    if let pango { return pango }
    let ctx = pango_cairo_create_context(cr)!
    pango_cairo_context_set_resolution(ctx, 72)
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    pango_cairo_context_set_font_options(ctx, options)
    cairo_font_options_destroy(options)
    pango = ctx
    return ctx
  }

  func fontDescription(_ style: TextStyle) -> OpaquePointer {
    let key = TextStyleKey(family: style.family, size: style.size, bold: style.bold, italic: style.italic)
    if let desc = fonts[key] { return desc }
    let desc = pango_font_description_new()!
    pango_font_description_set_family(desc, style.family)
    pango_font_description_set_size(desc, Int32((style.size * Double(PANGO_SCALE)).rounded()))
    pango_font_description_set_weight(desc, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_style(desc, style.italic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
    fonts[key] = desc
    return desc
  }

  /// A fresh layout for `text` in `style` (caller unrefs).
  func makeLayout(_ text: String, style: TextStyle) -> OpaquePointer {
    let layout = pango_layout_new(pangoContext)!
    pango_layout_set_font_description(layout, fontDescription(style))
    pango_layout_set_text(layout, CairoText.safe(text), -1)
    return layout
  }

  func makeLayout(_ paragraph: Paragraph, width: Double) -> OpaquePointer {
    let style = paragraph.style
    let layout = pango_layout_new(pangoContext)!
    pango_layout_set_font_description(layout, fontDescription(style))
    pango_layout_set_width(layout, Int32((max(1, width) * Double(PANGO_SCALE)).rounded(.down)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    switch style.alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .justified:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    }
    if style.lineSpacing != 1 { pango_layout_set_line_spacing(layout, Float(style.lineSpacing)) }
    pango_layout_set_markup(layout, CairoText.safe(Self.markup(paragraph.runs, size: style.size)), -1)
    // Pango adds a hyphen where it breaks inside a word: in a narrow cell that lands inside code
    // and numbers (".interpolatingSpri-ng(") and the PDF's text layer would not hold it.
    let attributes = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    return layout
  }

  /// Pango markup for the runs; every character of the text is escaped.
  static func markup(_ runs: [TextRun], size: Double) -> String {
    var out = ""
    for run in runs {
      var open = "", close = ""
      func wrap(_ o: String, _ c: String) {
        open += o
        close = c + close
      }
      switch run.emphasis {
      case .plain: break
      case .bold: wrap("<b>", "</b>")
      case .italic: wrap("<i>", "</i>")
      case .boldItalic: wrap("<b><i>", "</i></b>")
      case .code: wrap("<span font_family=\"\(TextStyle.monoFamilies)\">", "</span>")
      }
      if let c = run.color { wrap("<span foreground=\"\(hex(c))\">", "</span>") }
      if run.underline { wrap("<u>", "</u>") }
      out += open + escape(run.text) + close
    }
    return out
  }

  static func escape(_ s: String) -> String { MarkupText.escaped(s) }

  static func hex(_ c: Color) -> String {
    let digits = Array("0123456789ABCDEF")
    var s = "#"
    for v in [c.red, c.green, c.blue] {
      let b = Int(max(0, min(255, (v * 255).rounded())))
      s.append(digits[b >> 4])
      s.append(digits[b & 15])
    }
    return s
  }

  // MARK: Canvas text

  public func measure(_ text: String, style: TextStyle) -> TextMetrics {
    let layout = makeLayout(text, style: style)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return lineMetrics(layout)
  }

  func lineMetrics(_ layout: OpaquePointer) -> TextMetrics {
    var w: Int32 = 0, h: Int32 = 0
    pango_layout_get_size(layout, &w, &h)
    let scale = Double(PANGO_SCALE)
    return TextMetrics(
      width: Double(w) / scale, height: Double(h) / scale,
      ascent: Double(pango_layout_get_baseline(layout)) / scale)
  }

  public func measure(_ paragraph: Paragraph, width: Double) -> ParagraphMetrics {
    let layout = makeLayout(paragraph, width: width)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return paragraphMetrics(layout)
  }

  func paragraphMetrics(_ layout: OpaquePointer) -> ParagraphMetrics {
    let scale = Double(PANGO_SCALE)
    var ink = PangoRectangle(), logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    var bottoms: [Double] = []
    var startBytes: [Int] = []
    let iter = pango_layout_get_iter(layout)!
    repeat {
      var y0: Int32 = 0, y1: Int32 = 0
      pango_layout_iter_get_line_yrange(iter, &y0, &y1)
      bottoms.append(Double(y1) / scale)
      startBytes.append(Int(pango_layout_iter_get_line_readonly(iter)?.pointee.start_index ?? 0))
    } while pango_layout_iter_next_line(iter) != 0
    pango_layout_iter_free(iter)
    return ParagraphMetrics(
      width: Double(logical.width) / scale, height: Double(logical.height) / scale, lineBottoms: bottoms,
      lineStarts: Self.scalarOffsets(ofBytes: startBytes, in: pango_layout_get_text(layout)))
  }

  /// Byte offsets into UTF-8 `text` (ascending) as offsets in Unicode scalars, in one pass. The
  /// layout's text is the paragraph's with refused scalars replaced one for one (`CairoText`),
  /// so scalar offsets hold in the paragraph too where byte offsets may not.
  static func scalarOffsets(ofBytes offsets: [Int], in text: UnsafePointer<CChar>?) -> [Int] {
    guard let text else { return offsets.map { _ in 0 } }
    var result: [Int] = []
    result.reserveCapacity(offsets.count)
    var byte = 0, scalars = 0
    for offset in offsets {
      while byte < offset && text[byte] != 0 {
        // Every byte but a UTF-8 continuation byte (10xxxxxx) starts a scalar.
        if UInt8(bitPattern: text[byte]) & 0xC0 != 0x80 { scalars += 1 }
        byte += 1
      }
      result.append(scalars)
    }
    return result
  }

  public func drawText(_ text: String, at point: Point, style: TextStyle, baseline: TextBaseline) {
    pango_cairo_update_context(cr, pangoContext)
    let layout = makeLayout(text, style: style)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let m = lineMetrics(layout)
    var x = point.x, y = point.y
    switch style.alignment {
    case .center: x -= m.width / 2
    case .right: x -= m.width
    case .left, .justified: break
    }
    switch baseline {
    case .top: break
    case .middle: y -= m.height / 2
    case .alphabetic: y -= m.ascent
    case .bottom: y -= m.height
    }
    setColor(style.color)
    cairo_move_to(cr, x, y)
    pango_cairo_show_layout(cr, layout)
    cairo_new_path(cr)
  }

  @discardableResult
  public func drawParagraph(_ paragraph: Paragraph, at origin: Point, width: Double) -> Double {
    pango_cairo_update_context(cr, pangoContext)
    let layout = makeLayout(paragraph, width: width)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    setColor(paragraph.style.color)
    cairo_move_to(cr, origin.x, origin.y)
    pango_cairo_show_layout(cr, layout)
    cairo_new_path(cr)
    return paragraphMetrics(layout).height
  }
}
