import Curves
import Presets
import Testing
import _TestSupport

@testable import Cells
@testable import Recommendation

/// The Swift a recommendation prints for a designer to paste: the text is checked against
/// Snapshots/spring-code-*.txt, and `swiftc -typecheck` must accept it against the stand-ins of
/// Apple's modules (`AppleStandIns`), while a wrong label or a missing argument fails.
@Suite struct SpringCodeSnapshotTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var release: ReleaseCode
    var testDescription: String { name }
  }

  /// A seed's own release spring, typed as a designer would.
  static let typed = SpringCode(spring: UIKitSpringSolver(duration: 0.1, dampingRatio: 0.8, velocity: 1).spring, uikitDuration: 0.1)

  static func preset(_ name: String, group: String? = nil) -> ReleaseCode? {
    (try? Datasets.preset(name)).flatMap { ReleaseCode(preset: $0, group: group, spring: typed) }
  }

  static let examples: [Example] = [
    // Seed 000's release: UIKit removes the spring mid-swing, so the UIKit call carries a warning.
    Example(
      name: "seed-000-release",
      release: ReleaseCode(
        target: ReleaseTarget(property: .scaleX, pressed: 0.95, rest: 1),
        spring: SpringCode(spring: UIKitSpringSolver(duration: 0.3, dampingRatio: 0.05, velocity: 1).spring, uikitDuration: 0.3))),
    // Apple's Spring(duration: 0.5, bounce: 0.3); the UIView duration comes from inverting UIKit's solver.
    Example(
      name: "swiftui-duration-0.5-bounce-0.3",
      release: ReleaseCode(target: ReleaseTarget(property: .alpha, pressed: 0.5, rest: 1), spring: SpringCode(spring: Spring(mass: 1, stiffness: 157.9137, damping: 17.5929)))),
    // Overdamped: UIKit cannot make it, Core Animation needs allowsOverdamping.
    Example(
      name: "overdamped",
      release: ReleaseCode(
        target: ReleaseTarget(property: .shadowOffsetY, pressed: 2, rest: 4),
        spring: SpringCode(spring: Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true)))),
    // Whole releases: the scale on the spring and the shadow on its own 250 ms; scale and alpha
    // after PEButton's 100 ms wait; BFPaper's shadow on the spring and its tap circle on its own.
    Example(name: "shrink-shadow", release: preset("shrink-shadow")!),
    Example(name: "pebutton", release: preset("pebutton")!),
    Example(name: "bfpaper-raised", release: preset("bfpaper-raised", group: "shadow-lower")!),
  ]

  static func text(_ example: Example) -> String {
    "// UIKit\n\(example.release.uikit ?? "// (none: UIView.animate cannot animate these layer properties)")\n\n"
      + "// Core Animation\n\(example.release.coreAnimation)\n\n// SwiftUI\n\(example.release.swiftUI)\n"
  }

  @Test(arguments: examples)
  func snippetsMatchTheirSnapshot(_ example: Example) {
    assertSnapshot(Self.text(example), named: "spring-code-\(example.name)")
    for line in Self.text(example).split(separator: "\n") { #expect(line.count <= SpringCode.maxColumns, "\(example.name): \(line)") }
  }

  /// Every example's UIKit and Core Animation snippets, and its SwiftUI one, as the two files.
  static func files(_ examples: [Example]) -> [(name: String, source: String)] {
    let apple = examples.flatMap { e in [e.release.uikit.map { ("\(e.name) UIKit", $0) }, ("\(e.name) Core Animation", e.release.coreAnimation)].compactMap { $0 } }
    return [
      ("Apple.swift", AppleStandIns.uikitFile(apple)),
      ("Views.swift", AppleStandIns.swiftUIFile(examples.map { ("\($0.name) SwiftUI", $0.release.swiftUI) })),
    ]
  }

  /// Each snippet type-checks against Apple's signatures; the same text with a wrong label, a
  /// missing argument or a wrong key fails, so the check can fail. The decision table's SwiftUI
  /// spring is a call too (it once read "….spring(duration: 0.072, bounce: 0.19), initial velocity 1").
  @Test func snippetsTypeCheckAgainstApplesSignatures() throws {
    try withTemporaryFolder("apple-stand-ins") { folder in
      try AppleStandIns.build(into: folder)
      let files = Self.files(Self.examples)
      let result = try AppleStandIns.typecheck(files, in: folder)
      #expect(result.status == 0, "swiftc -typecheck failed:\n\(result.all)\n\(files.map(\.source).joined(separator: "\n"))")
      let broken: [(file: Int, from: String, to: String)] = [
        (0, "usingSpringWithDamping:", "springWithDamping:"),  // a wrong label
        (0, "withDuration: 0.1, delay: 0,", "withDuration: 0.1,"),  // a missing argument
        (0, "forKey: keyPath", "key: keyPath"),
        (0, "spring.stiffness = ", "spring.stiffnes = "),
        (1, "bounce:", "bouncing:"),
        (1, ".scaleEffect(", ".scaleEffects("),
      ]
      for change in broken {
        var copy = files
        #expect(copy[change.file].source.contains(change.from), "\(change.from)")
        copy[change.file].source = copy[change.file].source.replacing(change.from, with: change.to)
        #expect(try AppleStandIns.typecheck(copy, in: folder).status != 0, "\(change.from) → \(change.to) type-checks")
      }
      let names = [
        SpringCode(spring: Spring(mass: 1, stiffness: 157.9137, damping: 17.5929, initialVelocity: 2)).swiftUIName,
        SpringCode(spring: Spring(mass: 1, stiffness: 100, damping: 2 * 0.6 * 10)).swiftUIName,
        SpringCode(spring: Spring(mass: 1, stiffness: 157.9137, damping: 2 * 0.85 * 157.9137.squareRoot())).swiftUIName,
      ]
      #expect(names[0] == ".interpolatingSpring(duration: 0.5, bounce: 0.3, initialVelocity: 2)")
      #expect(names[1] == ".spring(duration: 0.6283, bounce: 0.4)")
      #expect(names[2] == ".snappy")
      func declares(_ expression: String) throws -> Bool {
        try AppleStandIns.typecheck([("Name.swift", "import SwiftUI\nlet animation: Animation = \(expression)\n")], in: folder).status == 0
      }
      for name in names { #expect(try declares(name), "\(name)") }
      #expect(try !declares(".spring(duration: 0.5, bounce: 0.3), initial velocity 2"))
    }
  }
}
