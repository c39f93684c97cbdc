import Foundation
import _TestSupport

/// Apple's QuartzCore, UIKit and SwiftUI as stand-in modules (`Tests/_AppleStandIns/*.swift`,
/// declarations written from Apple's documented signatures), so `swiftc -typecheck` checks the
/// Swift a report prints against the API, not only its grammar: a wrong label, a missing
/// argument or a wrong type fails.
enum AppleStandIns {
  /// In the order they import each other.
  static let modules = ["QuartzCore", "UIKit", "SwiftUI"]

  struct BuildFailed: Error, CustomStringConvertible {
    var description: String
  }

  /// Builds the stand-ins into `folder` with `swiftc -emit-module`.
  static func build(into folder: TemporaryFolder) throws {
    for module in modules {
      let source = PackagePaths.path("Tests/_AppleStandIns/\(module).swift")
      let result = try ProcessRunner.run(
        "swiftc", ["-emit-module", "-module-name", module, "-I", folder.path, "-emit-module-path", folder.path("\(module).swiftmodule"), source])
      guard result.status == 0 else { throw BuildFailed(description: "the \(module) stand-in does not build:\n\(result.all)") }
    }
  }

  /// `swiftc -typecheck` of `files` (name → source) together, against the stand-ins in `folder`.
  static func typecheck(_ files: [(name: String, source: String)], in folder: TemporaryFolder) throws -> ProcessOutput {
    let paths = try files.map { try folder.write($0.source, to: $0.name) }
    return try ProcessRunner.run("swiftc", ["-typecheck", "-I", folder.path] + paths)
  }

  static func indented(_ text: String, _ spaces: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
  }

  /// UIKit and Core Animation snippets where a developer pastes them: a release handler with the
  /// button and the layers the snippets name.
  static func uikitFile(_ snippets: [(name: String, code: String)]) -> String {
    "import UIKit\n"
      + snippets.enumerated().map { n, snippet in
        """

        // \(snippet.name)
        func release\(n)(button: UIButton, shadowLayer: CALayer, rippleLayer: CALayer, fadeLayer: CALayer) {
        \(indented(snippet.code, 4))
        }

        """
      }.joined()
  }

  /// SwiftUI snippets where a developer pastes them: a view's body with its `isPressed` state.
  static func swiftUIFile(_ snippets: [(name: String, code: String)]) -> String {
    "import SwiftUI\n"
      + snippets.enumerated().map { n, snippet in
        """

        // \(snippet.name)
        struct PressView\(n): View {
            @State var isPressed = false
            var body: some View {
        \(indented(snippet.code, 8))
            }
        }

        """
      }.joined()
  }
}
