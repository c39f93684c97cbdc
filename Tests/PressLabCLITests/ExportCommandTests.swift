import Curves
import Foundation
import Testing
import _TestSupport

/// `presslab export`: one curve on standard output, its CSS run by Chromium, and bad input with
/// a message naming the target and the command's exit statuses.
@Suite struct ExportCommandTests {
  @Test func printsEachTarget() throws {
    let expected = [
      "compose": "spring<Float>(", "flutter": "SpringDescription(mass:", "css": "--release-easing: linear(",
      "reanimated": "withSpring(1, releaseSpring)", "tokens": "\"org.presslab.spring\"",
    ]
    for (target, marker) in expected {
      let result = try ProcessRunner.presslab(["export", "uikit-spring", "duration=0.3", "damping=0.8", "velocity=1", "--to", target])
      #expect(result.status == 0 && result.stderr.isEmpty, "\(target): \(result.all)")
      #expect(result.stdout.contains(marker), "\(target): \(result.stdout)")
      #expect(result.stdout.contains("uikit-spring duration=0.3 damping=0.8 velocity=1"), "the export names its curve")
    }
  }

  /// The README's export example is what the command prints.
  @Test func readmeExampleIsTheOutput() throws {
    let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let block = try #require(readme.firstMatch(of: /\$ presslab (export [^\n]*)\n((?:[^`][^\n]*\n)+)```/)).output
    let result = try ProcessRunner.presslab(block.1.split(separator: " ").map(String.init))
    #expect(result.status == 0, "\(result.all)")
    #expect(result.stdout.contains(String(block.2)), "README:\n\(block.2)\nprinted:\n\(result.stdout)")
  }

  @Test func unknownTargetIsAUsageError() throws {
    let result = try ProcessRunner.presslab(["export", "spring", "duration=0.4", "--to", "swiftui"])
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(result.stderr == "presslab export: export to swiftui: PressLab knows no such target (targets: compose, flutter, css, reanimated, tokens)\n")
    let missing = try ProcessRunner.presslab(["export", "spring", "duration=0.4"])
    #expect(missing.status == 64 && missing.stderr.contains("missing --to TARGET"))
  }

  @Test func curveTheTargetCannotDrawIsADataError() throws {
    let result = try ProcessRunner.presslab(["export", "keyframes", "duration=0.4", "values=0,-0.025,0,0.025,0", "repeatCount=forever", "--to", "css"])
    #expect(result.status == 65 && result.stdout.isEmpty, "\(result.all)")
    #expect(result.stderr.hasPrefix("presslab export: export to css: keyframes "), "\(result.stderr)")
    #expect(result.stderr.contains("linear() easing cannot draw it"))
  }

  /// The CSS as Chromium runs it: the exported easing and duration on a Web Animation, paused at
  /// each frame of 120 Hz, read back from the computed style; within half a device pixel of the
  /// curve (5-point travel on a 3x screen, the command's defaults).
  @Test(arguments: [
    "spring duration=0.4 bounce=0.3", "uikit-spring duration=0.3 damping=0.05 velocity=1", "bezier curve=easeOut duration=0.25",
  ])
  func chromiumDrawsTheCSS(_ words: String) throws {
    let parts = words.split(separator: " ").map(String.init)
    let css = try ProcessRunner.presslab(["export"] + parts + ["--to", "css"])
    #expect(css.status == 0, "\(css.all)")
    let duration = try #require(css.stdout.firstMatch(of: /--release-duration: ([0-9.]+)ms;/)).output.1
    let times = (0...Int(Double(duration)! / 1000 * 120) + 2).map { Double($0) / 120 }
    let folder = try TemporaryFolder("export-css")
    defer { folder.remove() }
    let page = folder.path("page.html")
    let script = """
      const root = getComputedStyle(document.documentElement);
      const box = document.getElementById('box');
      const animation = box.animate([{ marginLeft: '0px' }, { marginLeft: '100000px' }],
        { duration: parseFloat(root.getPropertyValue('--release-duration')), easing: root.getPropertyValue('--release-easing').trim(), fill: 'both' });
      animation.pause();
      const out = [];
      for (const t of [\(times.map { "\($0)" }.joined(separator: ","))]) {
        animation.currentTime = t * 1000;
        out.push(parseFloat(getComputedStyle(box).marginLeft) / 100000);
      }
      const pre = document.createElement('pre'); pre.id = 'out'; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
      """
    try "<!doctype html><html><head><style>\(css.stdout)</style></head><body><div id=\"box\"></div><script>\(script)</script></body></html>"
      .write(toFile: page, atomically: true, encoding: .utf8)
    let dom = try HTMLTwinTests.chromium(["--dump-dom", "file://\(page)"])
    let text = try #require(dom.stdout.firstMatch(of: /<pre id="out">([^<]*)<\/pre>/), "the page ran: \(dom.all)").output.1
    let drawn = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Double])
    let curve = try Curve.make(model: parts[0], parameters: parts.dropFirst().map { ($0.split(separator: "=").map(String.init)[0], $0.split(separator: "=").map(String.init)[1]) })
    #expect(drawn.count == times.count)
    for (t, value) in zip(times, drawn) {
      let px = abs(value - curve.value(at: t)) * 5 * 3
      #expect(px <= 0.5, "\(words): Chromium draws \(value) at \(t) s, PressLab \(curve.value(at: t)): \(px) device px")
    }
  }
}
