import Drawing
import Plotting
import ReportModel
import TextFormats

extension ReportHTML {
  /// A fit cell's player: the best fitted curve drawn once, and the recording's frames appearing
  /// as a cursor runs along the time axis, at the page's speed and frame rate. The page only
  /// interpolates the exported curve (`FitPlayback`); it fits nothing.
  enum FitPlayer {
    static let width = 480.0, height = 180.0, inset = 10.0

    /// The player's markup, drawn without the script (every frame shown, cursor at the end); the
    /// script hides the frames and plays them.
    static func html(_ fit: FitPlayback, id: String) -> String {
      let map = Mapping(fit)
      let path = zip(fit.curveTimes, fit.curveValues).enumerated().map { n, p in
        (n == 0 ? "M" : "L") + map.point(p.0, p.1)
      }.joined()
      var out = "<div class=\"fitplay\" id=\"\(escape(id))\" data-fit=\"\(escape(id))\">"
      out += "<p><button type=\"button\" class=\"play\">Play</button> <span class=\"readout\">\(escape(fit.property)): "
      out += "\(fit.frameTimes.count) recorded frames (dots) and the best fit, \(escape(fit.model)) (line)</span></p>"
      out += "<svg width=\"\(fmt(width))\" height=\"\(fmt(height))\" viewBox=\"0 0 \(fmt(width)) \(fmt(height))\" role=\"img\" "
      out += "aria-label=\"\(escape(fit.property)) over time: recording and best fit\">"
      out += "<rect x=\"0\" y=\"0\" width=\"\(fmt(width))\" height=\"\(fmt(height))\" fill=\"#fafafa\" stroke=\"#ddd\"/>"
      // The PDF's colours for these roles: the best fit, the recording, what the moment points at.
      let curve = RolePalette.hex(RolePalette.button(0)), frame = RolePalette.hex(.ink), moment = RolePalette.hex(RolePalette.emphasis)
      out += "<path class=\"curve\" d=\"\(path)\" fill=\"none\" stroke=\"\(curve)\" stroke-width=\"1.6\"/>"
      for (t, v) in zip(fit.frameTimes, fit.frameValues) {
        let (x, y) = map.xy(t, v)
        out += "<circle class=\"frame\" cx=\"\(fmt(x))\" cy=\"\(fmt(y))\" r=\"2.5\" fill=\"\(frame)\"/>"
      }
      let end = map.xy(fit.curveTimes.last ?? 0, fit.curveValues.last ?? 0)
      out += "<line class=\"cursor\" x1=\"\(fmt(end.x))\" x2=\"\(fmt(end.x))\" y1=\"0\" y2=\"\(fmt(height))\" stroke=\"\(moment)\" stroke-width=\"1\"/>"
      out += "<circle class=\"marker\" cx=\"\(fmt(end.x))\" cy=\"\(fmt(end.y))\" r=\"4\" fill=\"\(moment)\"/>"
      return out + "</svg></div>\n"
    }

    /// What the script reads: the curve and the frames, in seconds and in the SVG's coordinates.
    static func data(_ fit: FitPlayback) -> JSONValue {
      let map = Mapping(fit)
      func numbers(_ xs: [Double]) -> JSONValue { .array(xs.map(Buttons.number)) }
      return .object([
        ("property", .string(fit.property)), ("model", .string(fit.model)),
        ("curve", .array([numbers(fit.curveTimes), numbers(fit.curveValues)])),
        ("frames", .array([numbers(fit.frameTimes), numbers(fit.frameValues)])),
        ("map", numbers([map.t0, map.t1, map.v0, map.v1, inset, width - inset, height - inset, inset])),
      ])
    }

    /// The scripts a page with fits carries after the buttons' (nothing on a page without).
    static func scripts(_ fits: [(String, JSONValue)]) -> String {
      guard !fits.isEmpty else { return "" }
      return "<script type=\"application/json\" id=\"presslab-fits\">\(JSONValue.object(fits).serializedForScript())</script>\n"
        + "<script>\n\(script)\n</script>\n"
    }

    /// Time and value ranges onto the SVG box (the value axis upwards).
    struct Mapping {
      var t0: Double, t1: Double, v0: Double, v1: Double
      init(_ fit: FitPlayback) {
        let ts = fit.frameTimes + fit.curveTimes, vs = (fit.frameValues + fit.curveValues).filter(\.isFinite)
        t0 = ts.min() ?? 0
        t1 = max(ts.max() ?? 1, t0 + 1e-6)
        let lo = vs.min() ?? 0, hi = max(vs.max() ?? 1, lo + 1e-9)
        v0 = lo - 0.05 * (hi - lo)
        v1 = hi + 0.05 * (hi - lo)
      }
      func xy(_ t: Double, _ v: Double) -> (x: Double, y: Double) {
        (inset + (width - 2 * inset) * (t - t0) / (t1 - t0), height - inset - (height - 2 * inset) * (v - v0) / (v1 - v0))
      }
      func point(_ t: Double, _ v: Double) -> String {
        let (x, y) = xy(t, v)
        return "\(fmt(x)),\(fmt(y))"
      }
    }

    static func fmt(_ x: Double) -> String { SVGCanvas.fmt(x) }

    /// Plays each fit: the cursor runs from the first frame's time to the last at the page's speed
    /// (in 60/120 Hz steps when set), the marker rides the curve, frames show once reached. Test
    /// hooks, no clock: `presslabFitDrawn(id, t, hz)` on window draws a player at `t` s of its
    /// recording's clock and reads back what it drew; `?drawn=t1,…&hz=N` (the buttons' hook) does
    /// so for every player, as JSON in <pre id="presslab-fits-drawn">, and leaves each at the last
    /// time. `?play=S` presses every Play, steps each player to its recording's end, and writes
    /// each player's time, drawn marker heights and last readout as JSON in <pre id="presslab-fits-played">.
    static let script = #"""
      (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("presslab-fits").textContent);
      function at(tr, t) {
        var T = tr[0], V = tr[1], lo = 0, hi = T.length - 1;
        if (hi === 0 || t < T[0]) return V[0];
        if (t >= T[hi]) return V[hi];
        while (hi - lo > 1) { var m = (lo + hi) >> 1; if (T[m] <= t) lo = m; else hi = m; }
        return V[lo] + (V[hi] - V[lo]) * (t - T[lo]) / (T[hi] - T[lo]);
      }
      function setting(name) { var i = document.querySelector("header.controls input[name=" + name + "]:checked"); return i ? Number(i.value) : 0; }
      var players = [];
      Array.prototype.forEach.call(document.querySelectorAll(".fitplay"), function (root) {
        var f = data[root.dataset.fit]; if (!f) return;
        var m = f.map, p = { root: root, f: f, t: m[0], start: null, dots: root.querySelectorAll("circle.frame"),
          cursor: root.querySelector("line.cursor"), marker: root.querySelector("circle.marker"), readout: root.querySelector(".readout") };
        function x(t) { return m[4] + (m[5] - m[4]) * (t - m[0]) / (m[1] - m[0]); }
        function y(v) { return m[6] + (m[7] - m[6]) * (v - m[2]) / (m[3] - m[2]); }
        p.draw = function (t, frames) {
          var hz = frames === undefined ? setting("hz") : frames, shown = hz ? Math.floor(t * hz + 1e-9) / hz : t, v = at(f.curve, shown), seen = 0;
          p.t = t;
          p.cursor.setAttribute("x1", x(shown).toFixed(2)); p.cursor.setAttribute("x2", x(shown).toFixed(2));
          p.marker.setAttribute("cx", x(shown).toFixed(2)); p.marker.setAttribute("cy", y(v).toFixed(2));
          Array.prototype.forEach.call(p.dots, function (d, i) {
            var on = f.frames[0][i] <= shown + 1e-9; d.setAttribute("visibility", on ? "visible" : "hidden"); if (on) seen++;
          });
          p.readout.textContent = f.property + " " + v.toFixed(4) + " (" + f.model + ") at " + Math.round((shown - m[0]) * 1000) +
            " ms; " + seen + " of " + f.frames[0].length + " recorded frames";
        };
        p.frame = function (now) {
          if (p.start === null) p.start = now;
          var t = Math.min(m[1], m[0] + (now - p.start) / 1000 * (setting("speed") || 1));
          p.draw(t);
          if (t < m[1]) requestAnimationFrame(p.frame); else p.start = null;
        };
        p.play = function () { p.start = null; p.draw(m[0]); requestAnimationFrame(p.frame); };
        root.querySelector("button.play").addEventListener("click", p.play);
        players.push(p);
      });
      window.presslabFitDrawn = function (id, t, hz) {
        var p = players.filter(function (p) { return p.root.dataset.fit === id; })[0]; if (!p) return null;
        p.draw(t, Number(hz || 0));
        var shown = [];
        Array.prototype.forEach.call(p.dots, function (d, i) { if (d.getAttribute("visibility") === "visible") shown.push(i); });
        return { time: t, cx: Number(p.marker.getAttribute("cx")), cy: Number(p.marker.getAttribute("cy")),
                 cursor: Number(p.cursor.getAttribute("x1")), frames: shown, readout: p.readout.textContent };
      };
      var q = new URLSearchParams(location.search), probe = q.get("drawn"), play = q.get("play");
      if (probe !== null) {
        var drawn = {};
        players.forEach(function (p) {
          drawn[p.root.dataset.fit] = probe.split(",").map(function (t) { return window.presslabFitDrawn(p.root.dataset.fit, Number(t), q.get("hz")); });
        });
        var out = document.createElement("pre"); out.id = "presslab-fits-drawn"; out.textContent = JSON.stringify(drawn);
        document.body.appendChild(out);
      }
      if (play !== null) {
        // Play pressed, then the player's own frame step fed 60 Hz timestamps to the recording's
        // end (at most S s): a headless Chromium under a virtual clock draws no frames of its own.
        var seen = {}, steps = Math.ceil(Number(play) * 60);
        players.forEach(function (p) {
          var s = seen[p.root.dataset.fit] = { time: 0, drawn: [] };
          p.root.querySelector("button.play").click();
          for (var k = 0; k <= steps && (k === 0 || p.start !== null); k++) {
            p.frame(k * 1000 / 60);
            var cy = p.marker.getAttribute("cy");
            s.time = Math.max(s.time, p.t - p.f.map[0]);
            if (s.drawn[s.drawn.length - 1] !== cy) s.drawn.push(cy);
          }
          s.readout = p.readout.textContent;
        });
        var pre = document.createElement("pre"); pre.id = "presslab-fits-played"; pre.textContent = JSON.stringify(seen);
        document.body.appendChild(pre);
      }
      })();
      """#
  }
}
