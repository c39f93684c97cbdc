import YAMLValues

/// The YAML between the `---` lines at the top of a notebook: title, author, parameters, budgets.
struct FrontMatter {
  static let keys = ["title", "author", "parameters", "budgets"]

  var title: String?
  var author: String?
  var parameters: [Parameter] = []
  var budgets: [Budget] = []
  /// Lines the front matter takes, both `---` lines included; 0 when there is none.
  var lineCount = 0

  static func read(lines: [Substring], file: String) throws(NotebookError) -> FrontMatter {
    var front = FrontMatter()
    guard let first = lines.first, first.trimmingTrailingSpaces == "---" else { return front }
    guard
      let close = lines.indices.dropFirst().first(where: {
        let line = lines[$0].trimmingTrailingSpaces
        return line == "---" || line == "..."
      })
    else {
      throw NotebookError(
        "the front matter that starts here is never closed (end it with a line '---')",
        at: SourceLocation(file: file, line: 1))
    }
    front.lineCount = close + 1
    let yaml = lines[1..<close].joined(separator: "\n")
    guard let root = try YAMLReading.parse(yaml, lineOffset: 1, columnOffset: 0, file: file) else {
      return front
    }
    guard let entries = root.entries else {
      throw NotebookError(
        "the front matter must be a mapping of title, author, parameters and budgets",
        at: root.sourceLocation(file))
    }
    for entry in entries {
      let at = entry.keyLocation(file)
      switch entry.key {
      case "title": front.title = try scalarText(entry.value, key: "title", file: file)
      case "author": front.author = try scalarText(entry.value, key: "author", file: file)
      case "parameters": front.parameters = try parameters(entry.value, file: file)
      case "budgets": front.budgets = try Budget.read(entry.value, file: file)
      default:
        throw NotebookError(
          "unknown front-matter key '\(entry.key)' (the keys are: \(keys.joined(separator: ", ")))", at: at)
      }
    }
    return front
  }

  private static func scalarText(_ value: YAMLValue, key: String, file: String) throws(NotebookError) -> String {
    guard value.isScalar, let text = value.string else {
      throw NotebookError("'\(key)' must be text", at: value.sourceLocation(file))
    }
    return text
  }

  static func parameters(_ value: YAMLValue, file: String) throws(NotebookError) -> [Parameter] {
    guard let entries = value.entries else {
      throw NotebookError(
        "'parameters' must be a mapping of names to default values", at: value.sourceLocation(file))
    }
    var result: [Parameter] = []
    for entry in entries {
      let at = entry.keyLocation(file)
      guard ParameterTyping.isName(entry.key) else {
        throw NotebookError(
          "parameter name '\(entry.key)' must be letters, digits and _ (it is written $\(entry.key) in cells)",
          at: at)
      }
      guard let value = ParameterTyping.value(of: entry.value) else {
        throw NotebookError(
          "the default of '\(entry.key)' must be a number, true/false, text or a list of those",
          at: entry.value.sourceLocation(file))
      }
      result.append(Parameter(name: entry.key, defaultValue: value, value: value, overriddenBy: nil, location: at))
    }
    return result
  }
}

extension Substring {
  var trimmingTrailingSpaces: Substring {
    var s = self
    while let last = s.last, last == " " || last == "\t" || last == "\r" { s.removeLast() }
    return s
  }
}
