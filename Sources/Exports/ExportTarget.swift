/// A platform a curve is exported to, as `presslab export --to` and a recommend cell's `export:`
/// name it.
public enum ExportTarget: String, CaseIterable, Sendable, Hashable {
  case compose, flutter, css, reanimated, tokens

  /// The platform and the form the curve takes there, for help and messages.
  public var title: String {
    switch self {
    case .compose: "Jetpack Compose spring() or tween()"
    case .flutter: "Flutter SpringDescription or Cubic"
    case .css: "CSS linear() or cubic-bezier() with its duration"
    case .reanimated: "React Native Reanimated withSpring() or withTiming()"
    case .tokens: "W3C Design Tokens Community Group JSON"
    }
  }

  /// The file an export is written to: `<stem>.<fileExtension>`.
  public var fileExtension: String {
    switch self {
    case .compose: "kt"
    case .flutter: "dart"
    case .css: "css"
    case .reanimated: "ts"
    case .tokens: "tokens.json"
    }
  }

  /// "compose, flutter, css, reanimated, tokens".
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The target a word names; an unknown word throws, listing the known ones.
  public static func named(_ word: String) throws(ExportError) -> ExportTarget {
    guard let target = ExportTarget(rawValue: word) else {
      throw ExportError(target: word, "PressLab knows no such target (targets: \(names))")
    }
    return target
  }
}

/// Why a curve cannot be exported to a target: the target as named, and the reason.
public struct ExportError: Error, Sendable, Hashable, CustomStringConvertible {
  public var target: String
  public var message: String
  public init(target: String, _ message: String) {
    self.target = target
    self.message = message
  }
  public var description: String { "export to \(target): \(message)" }
}
