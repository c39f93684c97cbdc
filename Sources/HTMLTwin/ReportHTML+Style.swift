extension ReportHTML.Script {
  /// The page's style sheet: the controls bar, the document, and the buttons at real size.
  static let style = """
    :root { color-scheme: light; --ink: #222; --soft: #555; --rule: #ddd; --accent: #d55e00; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 -apple-system, system-ui, "DejaVu Sans", sans-serif; color: var(--ink); background: #fff; }
    main { max-width: 980px; margin: 0 auto; padding: 12px 16px 60px; }
    header.controls { position: sticky; top: 0; z-index: 5; background: rgba(255,255,255,.96); border-bottom: 1px solid var(--rule);
      padding: 6px 16px; display: flex; flex-wrap: wrap; gap: 6px 18px; align-items: center; font-size: 13px; }
    header.controls fieldset { border: 0; margin: 0; padding: 0; display: flex; gap: 6px; align-items: center; }
    header.controls legend { float: left; margin-right: 4px; color: var(--soft); }
    h1 { font-size: 26px; margin: 18px 0 4px; } h2 { font-size: 21px; margin: 28px 0 6px; } h3 { font-size: 17px; }
    .meta { color: var(--soft); }
    table { border-collapse: collapse; margin: 8px 0; font-size: 13px; }
    th, td { border-bottom: 1px solid var(--rule); padding: 3px 8px; text-align: left; vertical-align: top; }
    td.num { text-align: right; font-variant-numeric: tabular-nums; }
    tr.hl td { font-weight: 600; background: #f4f8ff; }
    figure { margin: 14px 0; } figure img { max-width: 100%; height: auto; }
    figure svg.chart { display: block; width: 100%; max-width: 760px; height: auto; } figure.trend details { margin: 4px 0; }
    figcaption { font-size: 13px; color: var(--soft); }
    .note { font-size: 13px; color: #8a5a00; font-style: italic; }
    .failure { color: #b00; }
    .snippet { border: 1px solid var(--rule); border-radius: 6px; margin: 10px 0; }
    .snippet .bar { display: flex; justify-content: space-between; align-items: center; padding: 3px 8px; background: #f6f6f6; font-size: 13px; }
    .snippet pre { margin: 0; padding: 8px; overflow-x: auto; font-size: 12.5px; }
    .twin .pads { display: flex; flex-wrap: wrap; gap: 14px; align-items: flex-start; }
    .pad { border: 1px solid var(--rule); border-radius: 8px; padding: 8px; }
    .pad h4 { margin: 0 0 2px; font-size: 14px; } .pad .curve { font-size: 12px; color: var(--soft); margin-bottom: 4px; }
    .stage { position: relative; background: #fff; touch-action: none; user-select: none; -webkit-user-select: none; cursor: pointer; }
    .btn { position: absolute; transform-origin: 50% 50%; display: flex; align-items: center; justify-content: center; }
    .btn.clip { overflow: hidden; }
    .btn .fade, .btn .ripple { position: absolute; pointer-events: none; }
    .btn .fade { inset: 0; opacity: 0; }
    .btn .ripple { left: 0; top: 0; width: 100px; height: 100px; border-radius: 50%; opacity: 0; transform-origin: 0 0; }
    .btn span { position: relative; font-weight: 700; white-space: nowrap; }
    .pad table { font-size: 12px; margin: 4px 0 0; }
    .small { font-size: 13px; } b.warn, .worse { color: #b00; } .better { color: #07753a; }
    .alarm { border-left: 4px solid #b00; background: #fdf0ee; padding: 6px 10px; margin: 10px 0; font-size: 14px; }
    .house { font-size: 14px; } h2.part { font-size: 17px; margin: 22px 0 6px; }
    table.summary td.code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    nav.contents ul { list-style: none; padding-left: 0; } nav.contents li.l2 { padding-left: 18px; }
    dl.glossary { font-size: 13px; } dl.glossary dt { font-weight: 700; float: left; margin-right: 6px; } dl.glossary dd { margin: 0 0 3px; }
    pre.source, pre.export { font-size: 12px; overflow-x: auto; background: #f8f8f8; padding: 8px; }
    pre.source .ln { display: inline-block; width: 3.5em; color: #999; user-select: none; -webkit-user-select: none; }
    .missing { margin: 12px 16px; padding: 8px 12px; border-left: 4px solid #b00; background: #fdf0ee; font-size: 15px; }
    body.solo > main, body.solo > header { display: none; }
    body.solo .pad.solo { border: 0; padding: 0; border-radius: 0; }
    body.solo .pad.solo > :not(.stage) { display: none; }
    """
}
