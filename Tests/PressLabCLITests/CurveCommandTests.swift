import Foundation
import Testing

@testable import CurveAnalysis
@testable import Curves
@testable import PressLabCLI

/// `presslab curve`: exit statuses for bad input and the JSON contract of issue 2.
@Suite struct CurveCommandTests {
  func status(_ words: String...) -> Int32 { PressLab.main(["presslab"] + words) }

  @Test func meaninglessInputIsAUsageError() {
    #expect(status("curve", "no-such-model", "duration=1") == 64)
    #expect(status("curve", "bezier", "duration=1", "bogus=2") == 64)
    #expect(status("curve", "bezier") == 64)  // missing duration
    #expect(status("curve", "bezier", "duration=nan") == 64)
    #expect(status("curve", "bezier", "duration=inf") == 64)
    #expect(status("curve", "bezier", "duration=abc") == 64)
    #expect(status("curve", "bezier", "duration=-1") == 64)
    #expect(status("curve", "bezier", "duration=1", "delay=-0.1") == 64)
    #expect(status("curve", "keyframes", "duration=1", "values=0,1,2", "keyTimes=0,0.7,0.5") == 64)
    #expect(status("curve", "keyframes", "duration=1", "values=0,1,2", "keyTimes=0.1,0.5,1") == 64)
    #expect(status("curve", "keyframes", "duration=1", "values=0,1,2", "keyTimes=0,1") == 64)
    #expect(status("curve", "spring", "duration=0.5", "bounce=1.5") == 64)
    #expect(status("curve", "bezier", "duration=1", "--fps", "0") == 64)
    #expect(status("curve", "bezier", "duration=1", "--frobnicate") == 64)
    #expect(status("nonsense") == 64)
  }

  @Test func appleClampsAreAcceptedAndReported() throws {
    #expect(status("curve", "uikit-spring", "duration=20", "damping=2", "--json") == 0)
    #expect(status("curve", "ca-spring", "mass=-1", "stiffness=0", "damping=-3") == 0)
    let c = try Curve.make(model: "ca-spring", parameters: [("mass", "-1"), ("stiffness", "0"), ("damping", "-3")])
    #expect(c.adjusted.map(\.name) == ["mass", "stiffness", "damping"])
    #expect(c.adjusted.map(\.used) == [1, 100, 10])
    let u = try Curve.make(model: "uikit-spring", parameters: [("duration", "20"), ("damping", "2")])
    #expect(u.adjusted.map(\.used) == [10, 1])
  }

  @Test func everyModelAnswers() {
    #expect(status("curve", "uikit-curve", "duration=0.3", "curve=easeOut") == 0)
    #expect(status("curve", "spring", "response=0.4", "dampingFraction=0.8") == 0)
    #expect(status("curve", "bezier", "duration=0.3", "points=0.2,0,0.2,1", "--sampled") == 0)
    #expect(status("curve", "keyframes", "duration=0.25", "values=0,20,-20,0", "mode=cubic", "--at", "0.1,0.2") == 0)
    #expect(status("curve", "--help") == 0)
    #expect(status("--version") == 0)
  }

  @Test func jsonContract() throws {
    let c = try Curve.make(model: "ca-spring", parameters: [("damping", "0")])
    let settings = MetricSettings(window: 1)
    let m = Metrics.measure(c, reading: .continuous, settings: settings)
    let text = CurveReport.json(c, reading: .continuous, samples: [(0, 0), (0.5, c.value(at: 0.5))], metrics: m)
      .serialized()
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["model"] as? String == "ca-spring")
    // Runs forever and never settles: null, not an infinity.
    #expect(object["duration"] is NSNull)
    let spring = try #require(object["spring"] as? [String: Any])
    // Core Animation's cap, FLT_MAX, written to round-trip exactly (Foundation's reader on Linux
    // rounds the last digit, so the text itself is checked).
    #expect(spring["settlingDuration"] is Double)
    #expect(text.contains("\"settlingDuration\": 3.4028234663852886e+38"))
    #expect(Double("3.4028234663852886e+38") == Double(Float.greatestFiniteMagnitude))
    #expect((object["warnings"] as? [String])?.contains { $0.contains("never settles") } == true)
    #expect(spring["stiffness"] as? Double == 100)
    let metrics = try #require(object["metrics"] as? [String: Any])
    #expect(metrics["settle_time"] is NSNull)
    #expect(Set(metrics.keys).isSuperset(of: [
      "overshoot_pct", "undershoot_pct", "peak_time", "rise_time", "settle_time", "settle_time_px",
      "end_jump_pct", "end_jump_px", "overshoot_px", "oscillations", "frames_to_settle",
    ]))
    #expect((object["samples"] as? [Any])?.count == 2)
    #expect(object["reading"] as? String == "continuous")
  }
}
