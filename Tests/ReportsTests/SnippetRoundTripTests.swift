import Curves
import Foundation
import Testing
import TextFormats
import _TestSupport

@testable import ReportModel

/// Each snippet's numbers, read back from the printed text (not from the model that printed it),
/// rebuilt with PressLab's own models, draw the curve the report analysed: within 0.1 device px
/// at every frame at 120 Hz while the analysed curve runs.
@Suite struct SnippetRoundTripTests {
  static let fps = 120.0
  static let tolerancePx = 0.1

  /// The first number after `label` in `text` (whitespace between them ignored).
  static func number(after label: String, in text: String) -> String? {
    guard let range = text.range(of: label) else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" }
    let digits = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" }
    return digits.isEmpty ? nil : String(digits)
  }

  static func json(_ value: JSONValue?, _ key: String) -> Double? {
    guard case .object(let members)? = value, let v = members.first(where: { $0.0 == key })?.1 else { return nil }
    switch v {
    case .number(let x): return x
    case .integer(let n): return Double(n)
    default: return nil
    }
  }

  /// The curve of the UIKit snippet: `withDuration`, `usingSpringWithDamping`, `initialSpringVelocity`.
  static func uikit(_ code: String) throws -> Curve {
    try Curve.make(model: "uikit-spring", parameters: [
      ("duration", try #require(number(after: "withDuration:", in: code))),
      ("damping", try #require(number(after: "usingSpringWithDamping:", in: code))),
      ("velocity", try #require(number(after: "initialSpringVelocity:", in: code))),
    ])
  }

  /// The curve of the Core Animation snippet's `spring`.
  static func coreAnimation(_ code: String) throws -> Curve {
    var parameters: [(name: String, value: String)] = try ["mass", "stiffness", "damping", "initialVelocity"].map { name in
      (name, try #require(number(after: "spring.\(name) =", in: code), "spring.\(name)"))
    }
    if let d = number(after: "spring.duration =", in: code) { parameters.append(("duration", d)) }
    if code.contains("spring.allowsOverdamping = true") { parameters.append(("allowsOverdamping", "true")) }
    return try Curve.make(model: "ca-spring", parameters: parameters)
  }

  /// The curve of the SwiftUI snippet's spring: `.interpolatingSpring(duration:bounce:initialVelocity:)`,
  /// `.spring(duration:bounce:)` or a named spring.
  static func swiftUI(_ code: String) throws -> Curve {
    let flat = code.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: " ")
    for call in [".interpolatingSpring(", ".spring("] {
      guard let r = flat.range(of: call) else { continue }
      let args = String(flat[r.upperBound...])
      var parameters = [("duration", try #require(number(after: "duration:", in: args))), ("bounce", try #require(number(after: "bounce:", in: args)))]
      if let v = number(after: "initialVelocity:", in: String(args.prefix { $0 != ")" })) { parameters.append(("velocity", v)) }
      return try Curve.make(model: "spring", parameters: parameters)
    }
    for (name, bounce) in [("smooth", "0"), ("snappy", "0.15"), ("bouncy", "0.3")] {
      guard let r = flat.range(of: ".\(name)") else { continue }
      let duration = flat[r.upperBound...].hasPrefix("(duration:") ? number(after: "(duration:", in: String(flat[r.upperBound...])) : "0.5"
      return try Curve.make(model: "spring", parameters: [("duration", try #require(duration)), ("bounce", bounce)])
    }
    throw LookupError(message: "no SwiftUI spring in:\n\(code)")
  }

  struct LookupError: Error { var message: String }

  /// Device pixels the sweep's button travels at `scale`: width · (1 − scale) / 2 · screen scale.
  static func travel(_ definition: String, scale: Double) -> Double {
    let width = number(after: "width:", in: definition).flatMap(Double.init) ?? 200
    let screen = number(after: "screen_scale:", in: definition).flatMap(Double.init) ?? 3
    return width * abs(1 - scale) / 2 * screen
  }

  @Test func everySnippetDrawsTheAnalysedCurve() throws {
    let report = try #require(try? NightlyExecution.report.get())
    for record in report.records where record.kind == "recommend" && NightlyDecisionTests.isRelease(record, report) {
      let cell = try #require(report.notebook.cells.first { $0.id == record.id })
      let sweep = try #require(report.notebook.cells.first { $0.id == cell.string("sweep") })
      let winner: JSONValue? = {
        guard case .object(let m) = record.metrics else { return nil }
        return m.first { $0.0 == "winner" }?.1
      }()
      let duration = try #require(Self.json(winner, "duration")), damping = try #require(Self.json(winner, "damping"))
      let definition = sweep.string("definition") ?? ""
      // A parameter the sweep does not vary is not in the row: its one value is in the definition.
      let velocity = try #require(Self.json(winner, "velocity") ?? Self.number(after: "velocity: [", in: definition).flatMap(Double.init))
      let scale = try #require(Self.json(winner, "scale") ?? Self.number(after: "scale: [", in: definition).flatMap(Double.init))
      let analysed = try Curve.make(
        model: "uikit-spring", parameters: [("duration", "\(duration)"), ("damping", "\(damping)"), ("velocity", "\(velocity)")])
      let px = Self.travel(definition, scale: scale)
      var snippets: [String: String] = [:]
      for case .snippet(let title, let code) in record.outputs { snippets[String(title.prefix(4))] = code }
      var rebuilt: [(String, Curve)] = [("Core Animation", try Self.coreAnimation(try #require(snippets["Core"]))), ("SwiftUI", try Self.swiftUI(try #require(snippets["Swif"])))]
      if let uikit = snippets["UIKi"] { rebuilt.append(("UIKit", try Self.uikit(uikit))) }
      // While the analysed curve runs (UIKit removes it at its duration; SwiftUI then runs on,
      // which the chapter reports as the snap).
      let end = analysed.endTime ?? 2
      for (platform, curve) in rebuilt {
        var worst = 0.0
        for k in 0..<Int((end * Self.fps).rounded(.up)) {
          let t = Double(k) / Self.fps
          worst = max(worst, abs(curve.value(at: t) - analysed.value(at: t)) * px)
        }
        #expect(worst <= Self.tolerancePx, "\(record.id) \(platform): \(worst) px from the analysed curve")
      }
    }
  }
}
