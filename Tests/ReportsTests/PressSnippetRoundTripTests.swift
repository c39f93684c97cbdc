import Curves
import Foundation
import Presets
import Testing
import TextFormats
import _TestSupport

@testable import ReportModel

/// Each touch-down snippet's numbers, read back from the printed text, rebuilt with PressLab's own
/// models, draw the press the report analysed: within 0.1 device px at every frame at 120 Hz.
@Suite struct PressSnippetRoundTripTests {
  typealias Read = SnippetRoundTripTests

  /// The parameters of each sweep model a press is decided on, as its winner row names them.
  static let parameters = ["uikit-curve": ["duration", "curve"], "bezier": ["duration", "curve", "points"], "uikit-spring": ["duration", "damping", "velocity"]]

  /// SwiftUI's and UIKit's names of Core Animation's timing functions (Apple's documentation:
  /// `easeInOut` is Core Animation's `easeInEaseOut`).
  static let curveNames = [
    "easeIn": "easeIn", "easeOut": "easeOut", "easeInOut": "easeInEaseOut", "linear": "linear",
    "curveEaseIn": "easeIn", "curveEaseOut": "easeOut", "curveEaseInOut": "easeInEaseOut", "curveLinear": "linear",
  ]

  /// The numbers of `text` after `label`, up to `count` of them, commas and spaces between.
  static func numbers(after label: String, in text: String, count: Int) throws -> [String] {
    let range = try #require(text.range(of: label), "\(label) in:\n\(text)")
    let tail = text[range.upperBound...].prefix { $0 != ")" }
    return Array(tail.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init).prefix(count))
  }

  /// A Bézier curve from a duration and either a name or four control points.
  static func bezier(duration: String, name: String?, points: [String]?) throws -> Curve {
    if let name {
      let curve = try #require(curveNames[name] ?? (CubicBezier.names.contains(name) ? name : nil), "\(name)")
      return try Curve.make(model: "bezier", parameters: [("duration", duration), ("curve", curve)])
    }
    let given = try #require(points)
    return try Curve.make(model: "bezier", parameters: [("duration", duration), ("points", given.joined(separator: ","))])
  }

  /// The UIKit snippet's pick: a spring, a curve option, or a property animator's control points.
  static func uikit(_ code: String) throws -> Curve {
    if code.contains("usingSpringWithDamping:") { return try Read.uikit(code) }
    let duration = try #require(Read.number(after: code.contains("UIViewPropertyAnimator(") ? "duration:" : "withDuration:", in: code))
    if let option = code.firstMatch(of: /\.(curve[A-Za-z]+)\]/) { return try bezier(duration: duration, name: String(option.output.1), points: nil) }
    let first = try #require(code.range(of: "controlPoint1")), second = try #require(code.range(of: "controlPoint2"))
    let one = String(code[first.upperBound...]), two = String(code[second.upperBound...])
    let points = [Read.number(after: "x:", in: one), Read.number(after: "y:", in: one), Read.number(after: "x:", in: two), Read.number(after: "y:", in: two)]
    return try bezier(duration: duration, name: nil, points: try #require(points.count == 4 && !points.contains(nil) ? points.compactMap { $0 } : nil))
  }

  /// The Core Animation snippet's `press`: a spring's settings, or a basic animation's duration
  /// and timing function.
  static func coreAnimation(_ code: String) throws -> Curve {
    if code.contains("press.stiffness =") { return try Read.coreAnimation(code.replacing("press.", with: "spring.")) }
    let duration = try #require(Read.number(after: "press.duration =", in: code))
    let start = try #require(code.range(of: "press.timingFunction ="))
    let function = String(code[start.upperBound...])
    if let name = function.firstMatch(of: /^\s*CAMediaTimingFunction\(name: \.([A-Za-z]+)\)/) { return try bezier(duration: duration, name: String(name.output.1), points: nil) }
    return try bezier(duration: duration, name: nil, points: try numbers(after: "controlPoints:", in: function, count: 4))
  }

  /// The SwiftUI animation of the modifier `modifier`: the first `.animation` after it.
  static func swiftUI(_ code: String, modifier: String) throws -> Curve {
    let at = try #require(code.range(of: modifier), "\(modifier) in:\n\(code)")
    let flat = code[at.upperBound...].split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: " ")
    let open = try #require(flat.range(of: ".animation("))
    let call = String(flat[open.upperBound...])
    let choice = try #require(call.range(of: "isPressed ?"))
    let animation = String(call[choice.upperBound...]).trimmingCharacters(in: .whitespaces)
    if let named = animation.firstMatch(of: /^\.(easeIn|easeOut|easeInOut|linear)\(duration: ([0-9.]+)\)/) {
      return try bezier(duration: String(named.output.2), name: String(named.output.1), points: nil)
    }
    if animation.hasPrefix(".timingCurve(") {
      let values = try numbers(after: ".timingCurve(", in: animation, count: 6)
      return try bezier(duration: try #require(Read.number(after: "duration:", in: animation)), name: nil, points: Array(values.prefix(4)))
    }
    return try Read.swiftUI(animation)
  }

  /// The SwiftUI modifier that shows a property.
  static let modifier: [PressProperty: String] = [
    .scaleX: ".scaleEffect(", .scaleY: ".scaleEffect(", .translationX: ".offset(", .translationY: ".offset(", .alpha: ".opacity(",
    .shadowRadius: ".shadow(", .shadowOpacity: ".shadow(", .shadowOffsetX: ".shadow(", .shadowOffsetY: ".shadow(",
  ]

  @Test func everyPressSnippetDrawsTheAnalysedPress() throws {
    let report = try #require(try? NightlyExecution.report.get())
    let presses = report.records.filter { $0.kind == "recommend" && !NightlyDecisionTests.isRelease($0, report) }
    #expect(!presses.isEmpty)
    for record in presses {
      let cell = try #require(report.notebook.cells.first { $0.id == record.id })
      let sweep = try #require(report.notebook.cells.first { $0.id == cell.string("sweep") })
      let definition = sweep.string("definition") ?? ""
      let model = try #require(definition.firstMatch(of: /model: ([a-z-]+)/)).output.1
      guard case .object(let metrics) = record.metrics, case .object(let winner)? = metrics.first(where: { $0.0 == "winner" })?.1 else {
        Issue.record("\(record.id): no winner")
        continue
      }
      let names = try #require(Self.parameters[String(model)])
      let analysed = try Curve.make(model: String(model), parameters: winner.compactMap { key, value -> (String, String)? in
        guard names.contains(key) else { return nil }
        switch value {
        case .number(let x): return (key, "\(x)")
        case .integer(let n): return (key, "\(n)")
        case .string(let s): return (key, s)
        default: return nil
        }
      })
      // The property the pick moves, and how far in device pixels: the group's largest travel.
      let name = try #require(cell.string("preset"))
      let preset = try Datasets.preset(name)
      let chosen = cell.string("property").flatMap { p in preset.phase(.press)?.animations.first { $0.targets.contains { $0.property.rawValue == p } } }
      let group = try #require(chosen ?? preset.group(for: .press))
      let property = cell.string("property").flatMap(PressProperty.init(rawValue:)) ?? group.targets[0].property
      let scale = Read.json(.object(winner), "scale")
      let timeline = PressTimeline(preset: preset, release: nil)
      let px = group.targets.compactMap { t -> Double? in
        guard let unit = t.property.pointsPerUnit(preset.look) else { return nil }
        let rest = preset.look.restingValue(of: t.property)
        let pressedValue = [.scaleX, .scaleY].contains(t.property) ? (scale ?? rest) : timeline.value(of: t.property, at: 10)
        return abs(pressedValue - rest) * unit * preset.look.screenScale
      }.max() ?? 0
      #expect(px > 0, "\(record.id)")
      var snippets: [String: String] = [:]
      for case .snippet(let title, let code) in record.outputs { snippets[String(title.prefix(4))] = code }
      let ca = try #require(snippets["Core"], "\(record.id): no Core Animation snippet")
      let swiftUI = try #require(snippets["Swif"], "\(record.id): no SwiftUI snippet"), modifier = try #require(Self.modifier[property])
      var rebuilt = [("Core Animation", try Self.coreAnimation(ca)), ("SwiftUI", try Self.swiftUI(swiftUI, modifier: modifier))]
      if let uikit = snippets["UIKi"] { rebuilt.append(("UIKit", try Self.uikit(uikit))) }
      let end = analysed.endTime ?? 2
      for (platform, curve) in rebuilt {
        var worst = 0.0
        for k in 0...Int((end * Read.fps).rounded(.up)) {
          let t = Double(k) / Read.fps
          worst = max(worst, abs(curve.value(at: t) - analysed.value(at: t)) * px)
        }
        #expect(worst <= Read.tolerancePx, "\(record.id) \(platform): \(worst) px from the analysed press")
      }
    }
  }
}
