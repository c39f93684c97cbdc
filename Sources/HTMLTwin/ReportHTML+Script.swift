extension ReportHTML {
  /// The HTML twin's style (`ReportHTML+Style.swift`) and script, inline: nothing is loaded from
  /// anywhere.
  enum Script {
    /// The interaction rules of `PressTimeline` over the sampled curves, and playback with the Web
    /// Animations API from keyframes of those values; `?solo=ID&release=S&repress=S&t=S&hz=N`
    /// shows one button paused at model time t, for tests.
    static let script = #"""
      (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("presslab-buttons").textContent);
      var P = ["scale_x","scale_y","translation_x","translation_y","rotation","alpha","shadow_opacity","shadow_radius",
               "shadow_offset_x","shadow_offset_y","ripple_diameter","ripple_opacity","background_fade"];
      var settings = { speed: 1, hz: 0, loop: false };

      function curveValue(c, lt) {
        if (c.end !== null && lt >= c.end) return c.fin;
        if (c.cycle !== null && lt > c.delay + c.cycle) lt = c.delay + ((lt - c.delay) % c.cycle);
        var v = c.v;
        if (lt <= 0) return v[0];
        var x = lt / c.dt, k = Math.floor(x);
        if (k + 1 < v.length) return v[k] + (v[k + 1] - v[k]) * (x - k);
        if (c.end !== null) {
          var tk = (v.length - 1) * c.dt;
          return v[v.length - 1] + (c.pre - v[v.length - 1]) * (lt - tk) / (c.end - tk);
        }
        return v[v.length - 1];
      }

      function geometry(b, tx, ty) {
        var r = b.ripple; if (!r) return null;
        var w = b.w, h = b.h, fin;
        var cx = r.fromTap ? tx : w / 2, cy = r.fromTap ? ty : h / 2;
        if (r.kind === "largest") fin = Math.max(w, h);
        else if (r.kind === "factor") fin = Math.max(w, h) * r.k;
        else if (r.kind === "points") fin = r.k;
        else {
          var bw = r.fromTap ? 2 * Math.max(tx, w - tx) : w, bh = r.fromTap ? 2 * Math.max(ty, h - ty) : h;
          fin = Math.sqrt(bw * bw + bh * bh);
        }
        return { cx: cx, cy: cy, start: r.start, fin: fin, burst: fin + r.burst };
      }

      // Events in time order: removeAllAnimations first, then each group at its time (PressTimeline).
      function build(b, events, tap) {
        var tl = { b: b, inst: [], model: {}, geo: geometry(b, tap.x, tap.y) };
        var acts = [];
        events.forEach(function (ev) {
          var ph = ev.phase !== null ? b.phases[ev.phase] : null; if (!ph) return;
          ph.removes.forEach(function (l) { acts.push({ t: ev.time, o: acts.length, rm: l }); });
          ph.groups.forEach(function (g) { acts.push({ t: ev.time + g.at, o: acts.length, g: g }); });
        });
        acts.sort(function (a, c) { return a.t - c.t || a.o - c.o; });
        acts.forEach(function (a) {
          if (a.rm !== undefined) {
            tl.inst.forEach(function (i) { if (i.layer === a.rm && i.added <= a.t) i.removed = Math.min(i.removed, a.t); });
          } else add(tl, a.g, a.t);
        });
        return tl;
      }
      function modelValue(tl, p, t) {
        var v = tl.b.rest[p], ch = tl.model[p] || [];
        for (var n = 0; n < ch.length; n++) if (ch[n][0] <= t) v = ch[n][1];
        return v;
      }
      function value(tl, p, t) {
        var base = modelValue(tl, p, t), off = 0;
        tl.inst.forEach(function (i) {
          if (i.p !== p || t < i.added || t >= i.removed) return;
          var cv = curveValue(i.curve, t - i.added);
          if (i.additive) off += i.curve.kf ? cv : (i.from - i.to) * (1 - cv);
          else base = i.curve.kf ? cv : i.from + (i.to - i.from) * cv;
        });
        return base + off;
      }
      function resolve(tl, x, p, m, s) {
        if (typeof x === "number") return x;
        if (x === "model") return m;
        if (x === "shown") return s;
        if (!tl.geo) return tl.b.rest[p];
        return x === "rippleStart" ? tl.geo.start : x === "rippleFinal" ? tl.geo.fin : tl.geo.burst;
      }
      function add(tl, g, time) {
        // A group's values are read before any of it is attached: its properties start together.
        var read = g.targets.map(function (tg) { return [modelValue(tl, tg.p, time), value(tl, tg.p, time)]; });
        var added = [];
        g.targets.forEach(function (tg, n) {
          var m = read[n][0], s = read[n][1], to = resolve(tl, tg.to, tg.p, m, s);
          var from = g.kind === "uikit" ? m : g.kind === "implicit" ? s : (tg.from !== null ? resolve(tl, tg.from, tg.p, m, s) : s);
          var removed = (!g.fill && g.curve.end !== null) ? time + g.curve.end : Infinity;
          if (g.kind === "implicit") tl.inst.forEach(function (i) { if (i.p === tg.p && i.kind === "implicit") i.removed = Math.min(i.removed, time); });
          added.push({ p: tg.p, layer: g.layer, kind: g.kind, added: time, removed: removed, curve: g.curve, additive: g.additive,
                       from: from, to: to, removesLayer: g.removesLayer });
          if (g.setsModel) (tl.model[tg.p] = tl.model[tg.p] || []).push([time, to]);
        });
        tl.inst = tl.inst.concat(added);
      }
      function rippleExists(tl, t) {
        var r = tl.inst.filter(function (i) { return i.p === "ripple_diameter" || i.p === "ripple_opacity"; });
        var adds = r.filter(function (i) { return i.added <= t; }).map(function (i) { return i.added; });
        if (!adds.length) return false;
        var kept = r.filter(function (i) { return i.removesLayer && i.curve.end !== null && i.added + i.curve.end <= i.removed && i.added + i.curve.end <= t; })
          .map(function (i) { return i.added + i.curve.end; });
        return kept.length ? Math.max.apply(null, adds) > Math.max.apply(null, kept) : true;
      }
      function state(tl, t) {
        var s = {};
        P.forEach(function (p) { s[p] = value(tl, p, t); });
        s.ripple = tl.geo && rippleExists(tl, t);
        return s;
      }
      // When nothing moves any more (Infinity while a loop runs), and every instant a value may jump.
      function horizon(tl) {
        var end = 0;
        tl.inst.forEach(function (i) {
          if (i.curve.end === null) { if (i.removed === Infinity) end = Infinity; else end = Math.max(end, i.removed); }
          else end = Math.max(end, Math.min(i.removed, i.added + i.curve.end));
        });
        return end;
      }
      function edges(tl) {
        var t = [];
        tl.inst.forEach(function (i) {
          t.push(i.added); if (i.removed !== Infinity) t.push(i.removed);
          if (i.curve.end !== null) t.push(i.added + i.curve.end);
        });
        return t;
      }

      function shadowCSS(b, s) {
        var c = b.shadowColor, a = (c[3] / 255) * Math.max(0, Math.min(1, s.shadow_opacity));
        if (a < 0.001) return "none";
        return s.shadow_offset_x.toFixed(3) + "px " + s.shadow_offset_y.toFixed(3) + "px " + (2 * Math.max(0, s.shadow_radius)).toFixed(3) +
          "px rgba(" + Math.round(c[0]) + "," + Math.round(c[1]) + "," + Math.round(c[2]) + "," + a.toFixed(4) + ")";
      }
      function frames(b, s, tl) {
        var btn = { transform: "translate(" + s.translation_x.toFixed(4) + "px," + s.translation_y.toFixed(4) + "px) rotate(" +
                      s.rotation.toFixed(6) + "rad) scale(" + s.scale_x.toFixed(6) + "," + s.scale_y.toFixed(6) + ")",
                    opacity: Math.max(0, Math.min(1, s.alpha)), boxShadow: shadowCSS(b, s) };
        var fade = { opacity: Math.max(0, Math.min(1, s.background_fade)) };
        var d = Math.max(0, s.ripple_diameter), g = tl.geo;
        var ripple = g && s.ripple ? { opacity: Math.max(0, Math.min(1, s.ripple_opacity)),
                       transform: "translate(" + (g.cx - d / 2).toFixed(3) + "px," + (g.cy - d / 2).toFixed(3) + "px) scale(" + (d / 100).toFixed(5) + ")" }
                     : { opacity: 0, transform: "scale(0)" };
        return { btn: btn, fade: fade, ripple: ripple };
      }

      function Pad(root, b) {
        this.root = root; this.b = b; this.events = []; this.held = false; this.tl = null; this.anims = [];
        this.from = 0; this.to = 0; this.tap = { x: b.w / 2, y: b.h / 2 };
        this.stage = root.querySelector(".stage"); this.el = root.querySelector(".btn");
        this.fade = root.querySelector(".fade"); this.rip = root.querySelector(".ripple");
      }
      // Model time now: where the running animation is, at the speed it was planned with.
      Pad.prototype.time = function () {
        if (!this.anims.length) return this.to;
        var a = this.anims[0], ct = a.currentTime === null ? 0 : a.currentTime;
        return Math.min(this.to, this.from + ct * this.speed / 1000);
      };
      Pad.prototype.idle = function (t) { return !this.held && t >= this.to; };
      Pad.prototype.plan = function (from, until) {
        var tl = build(this.b, this.events, this.tap); this.tl = tl;
        var end = horizon(tl); if (end === Infinity) end = Math.max(from, 0) + 3;
        end = Math.max(end, from + 0.05, until || 0);
        this.anims.forEach(function (a) { a.cancel(); });
        var hz = settings.hz, times = [];
        if (hz) {
          for (var k = Math.floor(from * hz + 1e-9); k / hz <= end + 1e-9; k++) times.push(k / hz);
        } else {
          for (var n = 0; from + n / 240 < end; n++) times.push(from + n / 240);
          times.push(end);
          edges(tl).forEach(function (e) { if (e > from && e < end) { times.push(e - 1e-5); times.push(e); } });
          times.sort(function (a, c) { return a - c; });
        }
        var start = times[0], span = Math.max(1e-6, end - start), self = this;
        var kb = [], kf = [], kr = [];
        times.forEach(function (t) {
          var f = frames(self.b, state(tl, t), tl), o = Math.min(1, Math.max(0, (t - start) / span));
          var e = hz ? "steps(1, end)" : "linear";
          f.btn.offset = o; f.btn.easing = e; kb.push(f.btn);
          f.fade.offset = o; f.fade.easing = e; kf.push(f.fade);
          f.ripple.offset = o; f.ripple.easing = e; kr.push(f.ripple);
        });
        this.from = start; this.to = end; this.speed = settings.speed;
        var opts = { duration: span * 1000 / settings.speed, fill: "forwards" };
        this.anims = [this.el.animate(kb, opts), this.fade.animate(kf, opts), this.rip.animate(kr, opts)];
        var t0 = Math.max(0, (from - start) * 1000 / settings.speed);
        this.anims.forEach(function (a) { a.currentTime = t0; });
        this.root.dataset.horizon = String(end);
      };
      Pad.prototype.down = function (x, y) {
        var t = this.time();
        if (!this.events.length || this.idle(t)) {
          this.tap = { x: Math.max(0, Math.min(this.b.w, x)), y: Math.max(0, Math.min(this.b.h, y)) };
          this.events = [{ phase: this.b.press, time: 0 }]; t = 0;
        } else if (!this.held) this.events.push({ phase: this.b.press, time: t });
        else return;
        this.held = true; this.plan(t);
      };
      Pad.prototype.up = function () {
        if (!this.held) return;
        this.held = false; var t = this.time();
        this.events.push({ phase: this.b.release, time: t }); this.plan(t);
      };
      Pad.prototype.replan = function () { if (this.events.length && this.anims.length) this.plan(this.time()); };
      // Loop mode: press, hold as long as the press takes, release, rest, again.
      Pad.prototype.loop = function () {
        if (!settings.loop || this.held || performance.now() < (this.loopAt || 0)) return;
        if (this.events.length && !this.idle(this.time())) return;
        var hold = this.b.hold === null ? 0.6 : Math.max(0.05, this.b.hold);
        this.tap = { x: this.b.w / 2, y: this.b.h / 2 };
        this.events = [{ phase: this.b.press, time: 0 }, { phase: this.b.release, time: hold }];
        this.plan(0);
        // Half a second of model time at rest before the next press.
        this.loopAt = performance.now() + (this.to + 0.5) * 1000 / this.speed;
      };

      var pads = [];
      Array.prototype.forEach.call(document.querySelectorAll(".pad"), function (root) {
        var b = data[root.dataset.button]; if (!b) return;
        var pad = new Pad(root, b); pads.push(pad);
        pad.stage.addEventListener("pointerdown", function (e) {
          e.preventDefault();
          try { pad.stage.setPointerCapture(e.pointerId); } catch (err) {}
          var r = pad.stage.getBoundingClientRect();
          pad.down(e.clientX - r.left - b.margin, e.clientY - r.top - b.margin);
        });
        ["pointerup", "pointercancel"].forEach(function (n) { pad.stage.addEventListener(n, function () { pad.up(); }); });
      });
      Array.prototype.forEach.call(document.querySelectorAll("header.controls input"), function (input) {
        input.addEventListener("change", function () {
          if (input.name === "speed") settings.speed = Number(input.value);
          if (input.name === "hz") settings.hz = Number(input.value);
          if (input.name === "loop") settings.loop = input.checked;
          pads.forEach(function (p) { p.replan(); });
        });
      });
      setInterval(function () { pads.forEach(function (p) { p.loop(); }); }, 100);
      Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (button) {
        button.addEventListener("click", function () {
          var code = button.closest(".snippet").querySelector("code").textContent;
          if (navigator.clipboard) navigator.clipboard.writeText(code).then(function () { button.textContent = "Copied"; }, function () {});
        });
      });

      // Test hooks. `probe=t1,t2,…`: every button's model values at those times for the press
      // given (default: released when its press ends), as JSON in <pre id="presslab-probe">.
      var q = new URLSearchParams(location.search), solo = q.get("solo"), probe = q.get("probe");
      if (probe !== null) {
        var times = probe.split(",").map(Number), out = {};
        pads.forEach(function (p) {
          var ev = [{ phase: p.b.press, time: 0 }];
          var rel = q.get("release") !== null ? Number(q.get("release")) : p.b.hold;
          if (rel !== null) ev.push({ phase: p.b.release, time: rel });
          if (rel !== null && q.get("repress") !== null) ev.push({ phase: p.b.press, time: Number(q.get("repress")) });
          var tl = build(p.b, ev, { x: p.b.w / 2, y: p.b.h / 2 });
          out[p.b.id] = times.map(function (t) { var s = state(tl, t); return P.map(function (k) { return s[k]; }).concat([s.ripple ? 1 : 0]); });
        });
        var pre = document.createElement("pre"); pre.id = "presslab-probe"; pre.textContent = JSON.stringify({ properties: P, values: out });
        document.body.appendChild(pre);
      }
      // `solo=ID&release=S&repress=S&t=S&hz=N`: one button, that press, paused at model time t.
      if (solo !== null) {
        var pad = pads.filter(function (p) { return p.b.id === solo; })[0];
        document.body.classList.add("solo");
        if (pad) {
          pad.root.classList.add("solo");
          document.body.insertBefore(pad.root, document.body.firstChild);
          settings.hz = Number(q.get("hz") || 0);
          var t = Number(q.get("t") || 0), release = q.get("release"), repress = q.get("repress");
          pad.events = [{ phase: pad.b.press, time: 0 }];
          if (release !== null) pad.events.push({ phase: pad.b.release, time: Number(release) });
          if (release !== null && repress !== null) pad.events.push({ phase: pad.b.press, time: Number(repress) });
          pad.plan(0, t + 0.01);
          pad.anims.forEach(function (a) { a.pause(); a.currentTime = (t - pad.from) * 1000 / settings.speed; });
          var s = state(pad.tl, settings.hz ? Math.floor(t * settings.hz + 1e-9) / settings.hz : t);
          pad.root.dataset.scaleX = String(s.scale_x);
          pad.root.dataset.translationY = String(s.translation_y);
        }
        document.documentElement.dataset.presslabReady = pad ? "1" : "no such button";
      }
      })();
      """#
  }
}
