import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// `presslab chart`, `presslab snapshot` and `presslab bench r1`: exit statuses, files written,
/// good output never replaced by a failed run.
@Suite struct ChartCommandTests {
  static let presets = Datasets.presetsFolder

  func status(_ words: String...) -> Int32 { PressLab.main(["presslab"] + words) }

  func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { Array($0) } ?? [] }

  @Test func everyKindWritesItsFile() throws {
    let folder = try TemporaryFolder("chart")
    defer { folder.remove() }
    let dir = folder.path
    #expect(status("chart", "family", "uikit-spring", "duration=0.3", "velocity=1", "--vary", "damping=0.05:1:5", "-o", dir + "/f.pdf") == 0)
    #expect(status("chart", "family", "spring", "duration=0.4", "--vary", "bounce=0,0.3", "--panels", "velocity=0,5", "-o", dir + "/m.png") == 0)
    #expect(status("chart", "metric", "spring", "duration=0.4", "--vary", "bounce=0:0.6:4", "--metric", "settle_time,peak_time", "-o", dir + "/s.pdf") == 0)
    #expect(status("chart", "table", "spring", "duration=0.4", "--vary", "bounce=0:0.6:4", "-o", dir + "/t.pdf") == 0)
    #expect(status("chart", "heatmap", "spring", "duration=0.4", "--x", "velocity=0:10:4", "--y", "bounce=0:0.6:4", "--contour", "2", "-o", dir + "/h.png") == 0)
    #expect(status("chart", "scatter", "spring", "duration=0.4", "--x", "velocity=0:10:4", "--y", "bounce=0:0.6:4", "--labels", "front", "-o", dir + "/p.pdf") == 0)
    #expect(status("chart", "filmstrip", "shrink-shadow", "pebutton", "--onion", "--presets", Self.presets, "-o", dir + "/fs.pdf") == 0)
    #expect(status("chart", "filmstrip", "shrink-shadow", "--release-at", "0.15,0.3", "--presets", Self.presets, "-o", dir + "/fr.pdf") == 0)
    #expect(status("snapshot", "bfpaper-raised", "--at", "0.1", "--tap", "40,10", "--presets", Self.presets, "--png", dir + "/b.png") == 0)
    for name in ["f.pdf", "s.pdf", "t.pdf", "p.pdf", "fs.pdf", "fr.pdf"] {
      #expect(Array(bytes(dir + "/" + name).prefix(5)) == Array("%PDF-".utf8), "\(name)")
    }
    for name in ["m.png", "h.png", "b.png"] {
      #expect(Array(bytes(dir + "/" + name).prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "\(name)")
    }
  }

  @Test func badInputIsAUsageErrorAndKeepsGoodOutput() throws {
    let folder = try TemporaryFolder("chart")
    defer { folder.remove() }
    let dir = folder.path
    let out = dir + "/keep.pdf"
    #expect(status("chart", "family", "spring", "duration=0.4", "--vary", "bounce=0,0.3", "-o", out) == 0)
    let good = bytes(out)
    #expect(!good.isEmpty)
    #expect(status("chart", "family", "spring", "duration=0.4", "--vary", "nope=0,1", "-o", out) == 64)
    #expect(status("chart", "family", "spring", "duration=-1", "--vary", "bounce=0,1", "-o", out) == 64)
    #expect(status("chart", "family", "spring", "duration=0.4", "--vary", "bounce=0:1", "-o", out) == 64)
    #expect(status("chart", "heatmap", "spring", "duration=0.4", "--x", "velocity=0:1:2", "-o", out) == 64)
    #expect(status("chart", "scatter", "spring", "--x", "velocity=0:1:2", "--y", "bounce=0:1:2", "--metric", "made_up,settle_time", "-o", out) == 64)
    #expect(status("chart", "pie", "spring", "-o", out) == 64)
    #expect(status("chart", "family", "spring", "duration=0.4", "--vary", "bounce=0,1", "-o", dir + "/x.svg") == 64)
    #expect(status("chart", "filmstrip", "no-such-preset", "--presets", Self.presets, "-o", out) == 64)
    #expect(status("chart", "filmstrip", "shrink-shadow", "pebutton", "--release-at", "0.1,0.2", "--presets", Self.presets, "-o", out) == 64)
    #expect(status("snapshot", "shrink-shadow", "--presets", Self.presets, "--png", out) == 64)  // no --at
    #expect(status("snapshot", "shrink-shadow", "--at", "0.1", "--presets", Self.presets) == 64)  // no output
    #expect(status("snapshot", "shrink-shadow", "--at", "0.1", "--tap", "900,1", "--presets", Self.presets, "--pdf", out) == 64)
    #expect(status("snapshot", "shrink-shadow", "--at", "0.1", "--presets", Self.presets, "--pdf", dir + "/missing/x.pdf") == 73)
    #expect(status("bench", "r1") == 64)  // no -o
    #expect(bytes(out) == good)
  }
}
