import CairoBackend
import Drawing
import Figures
import Foundation
import Plotting
import Testing
import _TestSupport

@Suite struct R1PDFTests {
  /// The twenty-page benchmark report is a valid PDF with embedded fonts, searchable labels,
  /// one bookmark per page, at most the size matplotlib writes (442 KB), and reproducible.
  @Test func r1IsAValidSearchableReproduciblePDF() throws {
    func render() throws -> [UInt8] {
      let pdf = try PDFDocument(metadata: PDFMetadata(title: "R1", date: 1_700_000_000))
      var sink = pdf
      R1Report.render(into: &sink)
      return try pdf.finish()
    }
    let bytes = try render()
    #expect(bytes.count <= 442_000, "R1 is \(bytes.count) bytes")
    #expect(try render() == bytes)
    let folder = try TemporaryFolder("r1")
    defer { folder.remove() }
    let path = try folder.write(bytes, to: "r1.pdf")
    #expect(try ProcessRunner.run("qpdf", ["--check", path]).status == 0)
    let info = try ProcessRunner.run("pdfinfo", [path]).stdout
    #expect(info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 20") })
    let fonts = try ProcessRunner.run("pdffonts", [path]).stdout
    for row in fonts.split(separator: "\n").dropFirst(2) {
      let cols = row.split(separator: " ")
      #expect(cols[cols.count - 5] == "yes", "not embedded: \(row)")
    }
    let text = try ProcessRunner.run("pdftotext", [path, "-"]).stdout
    for label in ["Spring family at v0 = 10/s, d = 600 ms", "damping ratio ζ", "overshoot (%)", "Pareto front", "time (ms)"] {
      #expect(text.contains(label), "missing \(label)")
    }
    let outlines = try ProcessRunner.run("qpdf", ["--json", "--json-key=outlines", path]).stdout
    let json = try JSONSerialization.jsonObject(with: Data(outlines.utf8)) as! [String: Any]
    let pages = (json["outlines"] as! [[String: Any]]).map { $0["destpageposfrom1"] as! Int }
    #expect(pages == Array(1...20))
  }
}
