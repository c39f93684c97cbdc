extension ReportHTML {
  /// The HTML twin's style (`ReportHTML+Style.swift`) and script, inline: nothing is loaded from
  /// anywhere.
  enum Script {
    /// Plays each button's resolved press (`ReportHTML.Buttons`): it looks values up in the
    /// exported tracks and interpolates them, and hands keyframes of them to the Web Animations
    /// API. It knows no press rule, curve or ripple geometry. Test hooks: `presslabDrawn(id, t, hz)`
    /// on window, `?drawn=t1,t2,…&hz=N&held=1`, `?play=S` and `?solo=ID&t=S&hz=N`
    /// (ID or the button's name).
    static let script = #"""
      (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("presslab-buttons").textContent);
      var P = ["scale_x","scale_y","translation_x","translation_y","rotation","alpha","shadow_opacity","shadow_radius",
               "shadow_offset_x","shadow_offset_y","ripple_diameter","ripple_opacity","background_fade"];
      var settings = { speed: 1, hz: 0, loop: false };
      // A looping press plays this much beyond where it is each time it is planned.
      var LOOP = 10;

      // A track's value at t: linear between its points; of two points at one time, the second.
      function at(tr, t) {
        var T = tr[0], V = tr[1], lo = 0, hi = T.length - 1;
        if (hi === 0 || t < T[0]) return V[0];
        if (t >= T[hi]) return V[hi];
        while (hi - lo > 1) { var m = (lo + hi) >> 1; if (T[m] <= t) lo = m; else hi = m; }
        return V[lo] + (V[hi] - V[lo]) * (t - T[lo]) / (T[hi] - T[lo]);
      }
      // Time in the exported press: past the loop's first cycle, the same point of the cycle.
      function local(r, t) {
        var l = r.loop;
        return l && t > l[0] + l[1] ? l[0] + (t - l[0]) % l[1] : Math.max(0, t);
      }
      // The values at t; `held`: the finger is still down at the hold.
      function state(pad, t, held) {
        var r = pad.b.press, hold = held && r.hold !== null && t >= r.hold, x = local(r, hold ? r.hold - 1e-6 : t), s = {};
        P.forEach(function (p) { s[p] = r.tracks[p] ? at(r.tracks[p], x) : pad.b.rest[p]; });
        if (hold) Object.keys(r.held).forEach(function (p) { s[p] = r.held[p]; });
        if (pad.tap && pad.tap[4]) s.ripple_diameter = at(pad.tap[4], x);
        s.ripple = !!r.ripple && r.ripple.shown.some(function (i) { return x >= i[0] && (i[1] === null || x < i[1]); });
        return s;
      }
      // Every instant a value bends or jumps in [from, until] (just before a jump too), repeated
      // through the loop.
      function keyTimes(pad, from, until) {
        var r = pad.b.press, pts = [], out = [from, until];
        function add(x, edge) { pts.push(x); if (edge) pts.push(x - 1e-5); }
        var trs = Object.keys(r.tracks).map(function (p) { return r.tracks[p]; });
        if (pad.tap && pad.tap[4]) trs.push(pad.tap[4]);
        trs.forEach(function (tr) { tr[0].forEach(function (x, i) { add(x, i > 0 && tr[0][i - 1] === x); }); });
        if (r.ripple) r.ripple.shown.forEach(function (i) { add(i[0], true); if (i[1] !== null) add(i[1], true); });
        if (r.hold !== null) add(r.hold, true);
        var l = r.loop, n = l ? Math.ceil((until - l[0]) / l[1]) : 0;
        pts.forEach(function (x) {
          out.push(x);
          if (l && x >= l[0]) for (var k = 1; k <= n; k++) out.push(x + k * l[1]);
        });
        return out.filter(function (x) { return x >= from && x <= until; }).sort(function (a, c) { return a - c; });
      }

      function shadowCSS(b, s) {
        var c = b.shadowColor, a = (c[3] / 255) * Math.max(0, Math.min(1, s.shadow_opacity));
        return s.shadow_offset_x.toFixed(3) + "px " + s.shadow_offset_y.toFixed(3) + "px " + (2 * Math.max(0, s.shadow_radius)).toFixed(3) +
          "px rgba(" + Math.round(c[0]) + "," + Math.round(c[1]) + "," + Math.round(c[2]) + "," + a.toFixed(5) + ")";
      }
      function frames(pad, s) {
        var btn = { transform: "translate(" + s.translation_x.toFixed(4) + "px," + s.translation_y.toFixed(4) + "px) rotate(" +
                      s.rotation.toFixed(6) + "rad) scale(" + s.scale_x.toFixed(6) + "," + s.scale_y.toFixed(6) + ")",
                    opacity: Math.max(0, Math.min(1, s.alpha)), boxShadow: shadowCSS(pad.b, s) };
        var fade = { opacity: Math.max(0, Math.min(1, s.background_fade)) };
        var d = s.ripple ? Math.max(0, s.ripple_diameter) : 0, c = pad.tap || [0, 0, 0, 0];
        var ripple = { opacity: s.ripple ? Math.max(0, Math.min(1, s.ripple_opacity)) : 0,
                       transform: "translate(" + (c[2] - d / 2).toFixed(3) + "px," + (c[3] - d / 2).toFixed(3) + "px) scale(" + (d / 100).toFixed(5) + ")" };
        return { btn: btn, fade: fade, ripple: ripple };
      }

      function Pad(root, b) {
        this.root = root; this.b = b; this.held = false; this.anims = []; this.from = 0; this.to = 0; this.speed = 1;
        this.tap = b.press.ripple ? b.press.ripple.taps[0] : null;
        this.stage = root.querySelector(".stage"); this.el = root.querySelector(".btn");
        this.fade = root.querySelector(".fade"); this.rip = root.querySelector(".ripple");
      }
      // Time in the press now: where the running animation is, at the speed it was planned with.
      Pad.prototype.time = function () {
        if (!this.anims.length) return this.to;
        var a = this.anims[0], ct = a.currentTime === null ? 0 : a.currentTime;
        return Math.min(this.to, this.from + ct * this.speed / 1000);
      };
      // How far to play from `from`: a finger kept down waits at the hold.
      Pad.prototype.until = function (from) {
        var r = this.b.press;
        if (this.held && r.hold !== null && from <= r.hold) return r.hold;
        return r.loop ? from + LOOP : r.end;
      };
      Pad.prototype.plan = function (from, until) {
        var self = this, hz = settings.hz, times = [];
        until = Math.max(until, from);
        if (hz) {
          for (var k = Math.floor(from * hz + 1e-9); k / hz <= until + 1e-9; k++) times.push(k / hz);
          if (!times.length) times.push(from);
        } else times = keyTimes(this, from, until);
        var start = times[0], span = Math.max(1e-6, until - start), held = this.held;
        var kb = [], kf = [], kr = [];
        times.forEach(function (t) {
          var f = frames(self, state(self, t, held)), o = Math.min(1, Math.max(0, (t - start) / span));
          var e = hz ? "steps(1, end)" : "linear";
          f.btn.offset = o; f.btn.easing = e; kb.push(f.btn);
          f.fade.offset = o; f.fade.easing = e; kf.push(f.fade);
          f.ripple.offset = o; f.ripple.easing = e; kr.push(f.ripple);
        });
        if (kb.length === 1) { kb.push(kb[0]); kf.push(kf[0]); kr.push(kr[0]); kb[1].offset = kf[1].offset = kr[1].offset = 1; }
        this.anims.forEach(function (a) { a.cancel(); });
        this.from = start; this.to = until; this.speed = settings.speed;
        var opts = { duration: span * 1000 / settings.speed, fill: "forwards" };
        this.anims = [this.el.animate(kb, opts), this.fade.animate(kf, opts), this.rip.animate(kr, opts)];
        var t0 = Math.max(0, (from - start) * 1000 / settings.speed);
        this.anims.forEach(function (a) { a.currentTime = t0; });
        this.root.dataset.horizon = String(until);
      };
      // A touch starts the press again from touch-down; the tap circle starts from the exported
      // touch nearest the finger.
      Pad.prototype.down = function (x, y) {
        var taps = this.b.press.ripple ? this.b.press.ripple.taps : [];
        this.tap = taps.reduce(function (best, c) {
          return !best || Math.hypot(c[0] - x, c[1] - y) < Math.hypot(best[0] - x, best[1] - y) ? c : best;
        }, null);
        this.held = true; this.plan(0, this.until(0));
      };
      // Lifted before the hold, the press plays on through it into the release.
      Pad.prototype.up = function () {
        if (!this.held) return;
        this.held = false; var t = this.time(); this.plan(t, this.until(t));
      };
      Pad.prototype.replan = function () { if (this.anims.length) { var t = this.time(); this.plan(t, this.until(t)); } };
      Pad.prototype.tick = function () {
        var r = this.b.press, now = performance.now();
        if (r.loop && this.anims.length && this.time() > this.to - 1) { var t = this.time(); this.plan(t, t + LOOP); return; }
        // Loop mode: the press played through, half a second at rest, again.
        if (!settings.loop || this.held || now < (this.loopAt || 0) || (this.anims.length && this.time() < this.to)) return;
        this.tap = r.ripple ? r.ripple.taps[0] : null;
        this.plan(0, this.until(0));
        this.loopAt = now + (this.to + 0.5) * 1000 / this.speed;
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
      setInterval(function () { pads.forEach(function (p) { p.tick(); }); }, 100);
      Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (button) {
        button.addEventListener("click", function () {
          var code = button.closest(".snippet").querySelector("code").textContent;
          if (navigator.clipboard) navigator.clipboard.writeText(code).then(function () { button.textContent = "Copied"; }, function () {});
        });
      });

      // What Chromium draws: the computed style of the button, fade and tap circle, read back.
      function matrix(text) {
        var m = /matrix\(([^)]*)\)/.exec(text);
        return m ? m[1].split(",").map(Number) : [1, 0, 0, 1, 0, 0];
      }
      function drawn(pad) {
        var cs = getComputedStyle(pad.el), m = matrix(cs.transform), rs = getComputedStyle(pad.rip), rm = matrix(rs.transform);
        var sh = /rgba?\(([^)]*)\)\s+(\S+)px\s+(\S+)px\s+(\S+)px/.exec(cs.boxShadow), c = sh ? sh[1].split(",").map(Number) : null;
        var d = 100 * Math.hypot(rm[0], rm[1]);
        return { scale_x: Math.hypot(m[0], m[1]), scale_y: Math.hypot(m[2], m[3]), rotation: Math.atan2(m[1], m[0]),
                 translation_x: m[4], translation_y: m[5], alpha: Number(cs.opacity),
                 shadow_opacity: c ? (c.length > 3 ? c[3] : 1) / (pad.b.shadowColor[3] / 255) : 0,
                 shadow_offset_x: sh ? Number(sh[2]) : null, shadow_offset_y: sh ? Number(sh[3]) : null,
                 shadow_radius: sh ? Number(sh[4]) / 2 : null, background_fade: Number(getComputedStyle(pad.fade).opacity),
                 ripple_diameter: d, ripple_opacity: Number(rs.opacity), ripple_x: rm[4] + d / 2, ripple_y: rm[5] + d / 2 };
      }
      // Test hook: button `id` playing its press (released when the press ends; `held`: the finger
      // kept down), paused at `t` seconds after touch-down (frames of `hz`, 0: continuous), and
      // what is drawn then.
      window.presslabDrawn = function (id, t, hz, held) {
        var pad = pads.filter(function (p) { return p.b.id === id; })[0]; if (!pad) return null;
        settings.hz = Number(hz || 0);
        pad.held = !!held; pad.tap = pad.b.press.ripple ? pad.b.press.ripple.taps[0] : null;
        pad.plan(0, Math.max(pad.until(0), t + 0.01));
        pad.anims.forEach(function (a) { a.pause(); a.currentTime = (t - pad.from) * 1000 / settings.speed; });
        return drawn(pad);
      };
      var q = new URLSearchParams(location.search), solo = q.get("solo"), probe = q.get("drawn");
      // `drawn=t1,t2,…&hz=N&held=1`: every button at those times, as JSON in <pre id="presslab-drawn">.
      if (probe !== null) {
        var out = {};
        pads.forEach(function (p) {
          out[p.b.id] = probe.split(",").map(function (t) { return window.presslabDrawn(p.b.id, Number(t), q.get("hz"), q.get("held") === "1"); });
        });
        var pre = document.createElement("pre"); pre.id = "presslab-drawn"; pre.textContent = JSON.stringify(out);
        document.body.appendChild(pre);
      }
      // `play=S`: every button tapped at its centre (pressed, lifted at once), then the animations
      // the tap started stepped a 60 Hz frame at a time to the end of the press (at most S seconds):
      // how far into its press it got and each transform Chromium computed on the way, in order,
      // as JSON in <pre id="presslab-played">. The probe seeks the animations rather than waiting
      // for frames: a headless Chromium under a virtual clock draws none of its own.
      var play = q.get("play");
      if (play !== null) {
        var seen = {}, steps = Math.ceil(Number(play) * 60);
        pads.forEach(function (p) {
          var s = seen[p.b.id] = { time: 0, transforms: [getComputedStyle(p.el).transform] };
          p.down(p.b.w / 2, p.b.h / 2); p.up();
          var start = p.anims.map(function (a) { return a.currentTime === null ? 0 : a.currentTime; });
          for (var k = 1; k <= steps && p.time() < p.to; k++) {
            p.anims.forEach(function (a, i) { a.currentTime = start[i] + k * 1000 / 60; });
            var tr = getComputedStyle(p.el).transform;
            s.time = Math.max(s.time, p.time());
            if (s.transforms[s.transforms.length - 1] !== tr) s.transforms.push(tr);
          }
        });
        var pre = document.createElement("pre"); pre.id = "presslab-played"; pre.textContent = JSON.stringify(seen);
        document.body.appendChild(pre);
      }
      // `solo=ID&t=S&hz=N`: that button alone, paused at t. ID is its id, or its name, label,
      // preset or title as the page shows them (the first button that has it); another says so.
      if (solo !== null) {
        var key = solo.toLowerCase(), pad = pads.filter(function (p) { return p.b.id === solo; })[0] || pads.filter(function (p) {
          return [p.b.name, p.b.label, p.b.preset, p.b.title].some(function (n) { return n != null && String(n).toLowerCase() === key; });
        })[0];
        if (pad) {
          document.body.classList.add("solo");
          pad.root.classList.add("solo");
          document.body.insertBefore(pad.root, document.body.firstChild);
          window.presslabDrawn(pad.b.id, Number(q.get("t") || 0), q.get("hz"));
        } else {
          var note = document.createElement("p");
          note.id = "presslab-missing"; note.className = "missing"; note.setAttribute("role", "alert");
          note.textContent = "No button \u201c" + solo + "\u201d on this page. Its buttons: " +
            pads.map(function (p) { return p.b.name + " (" + p.b.id + ")"; }).join(", ") + ".";
          document.body.insertBefore(note, document.body.firstChild);
        }
        document.documentElement.dataset.presslabReady = pad ? "1" : "no such button";
      }
      })();
      """#
  }
}
