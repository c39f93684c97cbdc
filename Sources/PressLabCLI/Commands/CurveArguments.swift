import Curves
import TextFormats

/// `MODEL name=value …`: one curve as `presslab curve` and `presslab export` read it.
enum CurveArguments {
  /// The curve `words` name. What Apple would clamp and the curve's warnings go to standard error
  /// under `command`'s name; a model or parameter that is not meaningful is a usage error.
  static func curve(_ words: [String], command: String) throws -> Curve {
    var words = words
    guard !words.isEmpty else { throw CLIError.usage("missing MODEL; run 'presslab \(command) --help'") }
    let modelName = words.removeFirst()
    var parameters: [(name: String, value: String)] = []
    for word in words {
      guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
        throw CLIError.usage("expected name=value, got '\(word)'")
      }
      parameters.append((String(word[..<eq]), String(word[word.index(after: eq)...])))
    }
    let curve: Curve
    do {
      curve = try Curve.make(model: modelName, parameters: parameters)
    } catch {
      throw CLIError.usage(error.description)
    }
    for a in curve.adjusted {
      Console.error(
        "presslab \(command): \(a.name)=\(NumberText.rounded(a.given, digits: 9)) adjusted to "
          + "\(NumberText.rounded(a.used, digits: 9)): \(a.why)\n")
    }
    for w in curve.warnings { Console.error("presslab \(command): warning: \(w)\n") }
    return curve
  }
}
