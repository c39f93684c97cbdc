import Curves
import Testing
import _TestSupport

@testable import Cells
@testable import Recommendation

/// The Swift a recommendation prints for a designer to paste, for three springs: the text is
/// checked against Snapshots/spring-code-*.txt, and `swiftc -parse` must accept it.
@Suite struct SpringCodeSnapshotTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var code: SpringCode
    /// The line inside `UIView.animate`, the layer key path and its pressed and rest values, as
    /// `RecommendRunner` passes them.
    var uikitLine: String
    var keyPath: String
    var from: String
    var to: String
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    // Seed 000's release: UIKit removes the spring mid-swing, so the UIKit call carries a warning.
    Example(
      name: "seed-000-release",
      code: SpringCode(spring: UIKitSpringSolver(duration: 0.3, dampingRatio: 0.05, velocity: 1).spring, uikitDuration: 0.3),
      uikitLine: "button.transform = .identity", keyPath: "transform.scale", from: "0.95", to: "1"),
    // Apple's Spring(duration: 0.5, bounce: 0.3); the UIView duration comes from inverting UIKit's solver.
    Example(
      name: "swiftui-duration-0.5-bounce-0.3",
      code: SpringCode(spring: Spring(mass: 1, stiffness: 157.9137, damping: 17.5929)),
      uikitLine: "button.alpha = 1", keyPath: "opacity", from: "0.5", to: "1"),
    // Overdamped: UIKit cannot make it, Core Animation needs allowsOverdamping.
    Example(
      name: "overdamped",
      code: SpringCode(spring: Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true)),
      uikitLine: "button.transform = .identity", keyPath: "shadowOffset", from: "CGSize(width: 0, height: 2)",
      to: "CGSize(width: 0, height: 4)"),
  ]

  /// The three snippets of one recommendation.
  static func snippets(_ example: Example) -> (uikit: String, coreAnimation: String, swiftUI: String) {
    (
      example.code.uikit(property: example.uikitLine),
      example.code.coreAnimation(keyPath: example.keyPath, from: example.from, to: example.to),
      example.code.swiftUI(value: "isPressed")
    )
  }

  /// The snippets placed where a developer would paste them. `swiftc -parse` only parses, so the
  /// UIKit and SwiftUI names need no definitions.
  static func pasted(uikit: String, coreAnimation: String, swiftUI: String) -> String {
    func indented(_ text: String, _ spaces: Int) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
    }
    return """
      import SwiftUI
      import UIKit

      final class PressableButton: UIButton {
        func releaseWithUIKit(button: UIButton) {
      \(indented(uikit, 4))
        }

        func releaseWithCoreAnimation(button: UIButton) {
      \(indented(coreAnimation, 4))
          button.layer.add(spring, forKey: "release")
        }
      }

      struct PressView: View {
        @State var isPressed = false
        var body: some View {
          RoundedRectangle(cornerRadius: 12)
      \(indented(swiftUI, 6))
        }
      }

      """
  }

  /// Runs `swiftc -parse` on `source` and returns its exit status and diagnostics.
  static func parse(_ source: String) throws -> ProcessOutput {
    try withTemporaryFolder("swift-parse") { folder in
      try ProcessRunner.run("swiftc", ["-parse", try folder.write(source, to: "Pasted.swift")])
    }
  }

  @Test(arguments: examples)
  func snippetsMatchTheirSnapshot(_ example: Example) {
    let (uikit, coreAnimation, swiftUI) = Self.snippets(example)
    assertSnapshot(
      "// UIKit\n\(uikit)\n\n// Core Animation\n\(coreAnimation)\n\n// SwiftUI\n\(swiftUI)\n",
      named: "spring-code-\(example.name)")
  }

  @Test(arguments: examples)
  func snippetsParseAsSwift(_ example: Example) throws {
    let (uikit, coreAnimation, swiftUI) = Self.snippets(example)
    let source = Self.pasted(uikit: uikit, coreAnimation: coreAnimation, swiftUI: swiftUI)
    let result = try Self.parse(source)
    #expect(result.status == 0, "swiftc -parse failed:\n\(result.all)\n\(source)")
  }

  /// The check above can fail: a snippet cut short does not parse.
  /// The decision table's SwiftUI spring is a call SwiftUI has, with the snippet's arguments: a
  /// release that starts moving needs `.interpolatingSpring(duration:bounce:initialVelocity:)`,
  /// since `.spring(duration:bounce:)` takes no velocity (it once read "…bounce: 0.3), initial
  /// velocity 1"). swiftc type-checks each name against the two signatures as Apple declares them.
  @Test func theTablesSwiftUISpringIsARealCall() throws {
    // Apple: Spring(duration: 0.5, bounce: 0.3) is (m, k, c) = (1, 157.9, 17.6).
    let moving = SpringCode(spring: Spring(mass: 1, stiffness: 157.9137, damping: 17.5929, initialVelocity: 2))
    let still = SpringCode(spring: Spring(mass: 1, stiffness: 100, damping: 2 * 0.6 * 10))
    #expect(moving.swiftUIName == ".interpolatingSpring(duration: 0.5, bounce: 0.3, initialVelocity: 2)")
    #expect(still.swiftUIName == ".spring(duration: 0.628, bounce: 0.4)")
    // The snippet makes the same call, maybe broken over lines.
    func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
    for code in [moving, still] { #expect(squeezed(code.swiftUI(value: "isPressed")).contains(squeezed(code.swiftUIName) + ",value:")) }
    let declarations = """
      import Foundation
      struct Animation {
        static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
        static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation { Animation() }
      }
      """
    func typeChecks(_ expression: String) throws -> Bool {
      try withTemporaryFolder("swiftui-name") { folder in
        let file = try folder.write(declarations + "\nlet animation: Animation = \(expression)\n", to: "Name.swift")
        return try ProcessRunner.run("swiftc", ["-typecheck", file]).status == 0
      }
    }
    #expect(try typeChecks(moving.swiftUIName) && typeChecks(still.swiftUIName))
    #expect(try !typeChecks(".spring(duration: 0.5, bounce: 0.3), initial velocity 2"))
  }

  @Test func aBrokenSnippetDoesNotParse() throws {
    let (uikit, coreAnimation, swiftUI) = Self.snippets(Self.examples[0])
    let broken = String(uikit[..<uikit.lastIndex(of: "}")!])
    #expect(try Self.parse(Self.pasted(uikit: uikit, coreAnimation: coreAnimation, swiftUI: swiftUI)).status == 0)
    #expect(try Self.parse(Self.pasted(uikit: broken, coreAnimation: coreAnimation, swiftUI: swiftUI)).status != 0)
  }
}
