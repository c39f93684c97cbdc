/// One option of a command, declared once: `Arguments` accepts exactly the declared options and
/// `HelpText` lists them, so the parser, `--help` and its snapshots cannot drift apart.
public struct Option: Sendable, Hashable {
  /// Every spelling, the short one first when there is one (`-o`, `--output`).
  public let names: [String]
  /// The value's placeholder (`FILE`, `N`); nil for a flag, which takes no value.
  public let value: String?
  /// What it does, as one paragraph; `HelpText` wraps it.
  public let help: String
  /// The value used when the option is absent, as the user would type it; `--help` shows it.
  public let defaultValue: String?
  /// May be given more than once (`-p a=1 -p b=2`); otherwise a second one is an error.
  public let repeatable: Bool

  public init(_ names: String..., value: String? = nil, default defaultValue: String? = nil, repeatable: Bool = false, help: String) {
    precondition(!names.isEmpty && names.allSatisfy { $0.hasPrefix("-") }, "an option is spelt -x or --name")
    self.names = names
    self.value = value
    self.help = help
    self.defaultValue = defaultValue
    self.repeatable = repeatable
  }

  /// The spelling error messages use: the long one.
  public var name: String { names.last! }

  /// `-o, --output FILE`: the option as `--help` shows it.
  var label: String { names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") }

  /// The option's help with its default and repeatability, as `--help` shows it.
  var fullHelp: String {
    let notes = [defaultValue.map { "default \($0)" }, repeatable ? "repeatable" : nil].compactMap { $0 }
    return notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
  }
}

/// A word of a command's line that is not an option (a file, a workload, a chart kind), listed
/// in `--help` above the options.
public struct Operand: Sendable {
  public let label: String
  public let help: String
  public init(_ label: String, _ help: String) {
    self.label = label
    self.help = help
  }
}

/// `presslab COMMAND --help`, composed from the command's declarations.
enum HelpText {
  /// Text is wrapped to this many columns.
  static let width = 95
  /// A label longer than this puts its help on the next line.
  static let longestInlineLabel = 22

  static func render(_ command: any Command.Type) -> String {
    var text = command.usage
    let rows = command.operands.map { ($0.label, $0.help) } + command.options.map { ($0.label, $0.fullHelp) }
    let column = 2 + (rows.map(\.0.count).filter { $0 <= longestInlineLabel }.max() ?? 0) + 2
    if !command.operands.isEmpty {
      text += "\n" + command.operands.map { table($0.label, $0.help, column: column) }.joined()
    }
    if !command.options.isEmpty {
      text += "\nOptions:\n" + command.options.map { table($0.label, $0.fullHelp, column: column) }.joined()
    }
    if !command.notes.isEmpty { text += "\n" + command.notes }
    return text
  }

  /// One row of an option table: the label, then the help wrapped at `column`.
  static func table(_ label: String, _ help: String, column: Int) -> String {
    let lines = wrap(help, width: width - column)
    let indent = String(repeating: " ", count: column)
    var text = "  " + label
    if label.count + 2 + 2 > column {
      text += "\n" + indent
    } else {
      text += String(repeating: " ", count: column - 2 - label.count)
    }
    return text + lines.joined(separator: "\n" + indent) + "\n"
  }

  /// Words of `text` in lines of at most `width` characters (a longer word stands alone); a
  /// newline in `text` starts a new line.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines
  }
}
