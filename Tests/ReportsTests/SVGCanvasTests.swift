import Drawing
import Foundation
import Testing
import _TestSupport

@testable import HTMLTwin

/// The SVG the twin draws charts into, read back by Python's XML parser: states saved and restored
/// nest as groups (a clip and a transform inside, a transparency group's opacity on its own group),
/// a state left open is closed, text with markup characters reads back as written.
@Suite struct SVGCanvasTests {
  @Test func savedStatesNestAndTextReadsBack() throws {
    var canvas = SVGCanvas(size: Size(width: 200, height: 100), idPrefix: "t")
    canvas.save()
    canvas.clip(to: .rect(Rect(x: 10, y: 10, width: 100, height: 50)))
    canvas.concatenate(.translation(5, 7))
    canvas.beginGroup()
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), color: Color(hex: 0x0072B2))
    canvas.endGroup(opacity: 0.5)
    canvas.stroke(.line(from: Point(0, 0), to: Point(30, 40)), style: StrokeStyle(color: .ink, width: 1.2, dash: [4, 2]))
    canvas.restore()
    canvas.drawText("a < b & \"c\"", at: Point(100, 90), style: TextStyle(size: 8).aligned(.center), baseline: .alphabetic)
    canvas.save()
    canvas.concatenate(.translation(1, 1))  // left open: the SVG closes it
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: .ink)
    try withTemporaryFolder("svg-canvas") { folder in
      let file = try folder.write(canvas.svg(label: "a <chart>"), to: "c.svg")
      let script = """
        import sys, xml.etree.ElementTree as ET
        ns = "{http://www.w3.org/2000/svg}"
        root = ET.parse(sys.argv[1]).getroot()
        def tag(e): return e.tag.replace(ns, "")
        clip = [g for g in root.iter() if tag(g) == "g" and "clip-path" in g.attrib][0]
        moved = [g for g in clip if tag(g) == "g"][0]
        faded = [g for g in moved if tag(g) == "g"][0]
        print([float(x) for x in moved.get("transform")[7:-1].split()], faded.get("opacity"), [tag(c) for c in faded.iter()][1:], [tag(c) for c in moved])
        print([t.text for t in root.iter() if tag(t) == "text"], root.find(ns + "title").text, root.get("aria-label"))
        """
      let python = try ProcessRunner.run("python3", ["-c", script, file])
      #expect(python.status == 0, "\(python.all)")
      let lines = python.stdout.split(separator: "\n").map(String.init)
      #expect(lines.first == "[1.0, 0.0, 0.0, 1.0, 5.0, 7.0] 0.5 ['path'] ['g', 'path']", "\(python.all)")
      #expect(lines.last == #"['a < b & "c"'] a <chart> a <chart>"#, "\(python.all)")
    }
  }
}
