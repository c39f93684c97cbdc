import Execution
import NotebookFormat
import Presets
import ReportModel
import TextFormats
import YAMLValues

/// `presets: all`, `presets: team-*` or `presets: datasets/presets/team/` in a preset cell: the
/// cell runs once per matching button, each run a section headed by the button's name, in the
/// library's order (preset files by path, presets in file order).
enum PresetPattern: Equatable {
  case all
  /// A name with `*` (any run of characters) or `?` (one character).
  case glob(String)
  /// A folder below the presets folder (`team/`), as written.
  case folder(relative: String, written: String)

  /// The presets folder as notebooks name it.
  static let presetsFolder = "datasets/presets/"

  /// The pattern a `presets:` value is, or nil for a name or a list of names (read as before).
  static func of(_ cell: Cell) throws(CellError) -> PresetPattern? {
    guard let node = cell.options?["presets"], let text = node.string, node.scalar != nil else { return nil }
    if text == "all" { return .all }
    if text.contains("*") || text.contains("?") { return .glob(text) }
    guard text.contains("/") else { return nil }
    let at = cell.location(ofValue: node)
    if text.hasPrefix("/") || text.split(separator: "/").contains("..") {
      throw CellError(
        "'\(text)' is outside the project's presets: a preset folder is a sub-folder of \(presetsFolder) (e.g. \(presetsFolder)team/)",
        at: at)
    }
    var relative = text.hasPrefix("./") ? String(text.dropFirst(2)) : text
    guard relative.hasPrefix(presetsFolder) else {
      throw CellError("'\(text)' is not a folder of presets: a preset folder is \(presetsFolder) or a sub-folder of it", at: at)
    }
    relative = String(relative.dropFirst(presetsFolder.count))
    if !relative.isEmpty && !relative.hasSuffix("/") { relative += "/" }
    return .folder(relative: relative, written: text)
  }

  /// The presets it names, in the library's order. `folder` is the presets folder the files
  /// were read from (their paths start with it).
  func matches(_ presets: [Preset], folder: String) -> [Preset] {
    switch self {
    case .all: return presets
    case .glob(let pattern): return presets.filter { Self.glob(Array(pattern), Array($0.name)) }
    case .folder(let relative, _):
      let prefix = (folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/") + relative
      return presets.filter { $0.file.hasPrefix(prefix) }
    }
  }

  /// Whether a preset file's problem (it starts with the file's path) may concern this pattern.
  func mayCover(_ problem: String, folder: String) -> Bool {
    guard case .folder(let relative, _) = self else { return true }
    return problem.hasPrefix((folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/") + relative)
  }

  var text: String {
    switch self {
    case .all: return "all"
    case .glob(let p): return p
    case .folder(_, let written): return written
    }
  }

  /// `*` and `?` matching, the whole name.
  static func glob(_ p: [Character], _ s: [Character]) -> Bool {
    var (pi, si, star, mark) = (0, 0, -1, 0)
    while si < s.count {
      if pi < p.count, p[pi] == "?" || p[pi] == s[si] {
        pi += 1
        si += 1
      } else if pi < p.count, p[pi] == "*" {
        star = pi
        mark = si
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        si = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}

/// A preset cell kind that also takes a pattern under `presets:`: `curve`, `filmstrip` and
/// `recommend` run once per matching button, a section each; `compare` and `table`, whose
/// `presets:` shows buttons side by side, run once over all of them (one line or row per button).
/// A `recommend` cell without `sweep:` sweeps each button first (`DefaultSweep`).
struct Expanding<Inner: CellRunner>: CellRunner {
  var inner: Inner
  /// True for the kinds that show the matching buttons together, in one chart or table.
  var together: Bool

  static var schema: CellSchema { Inner.schema.acceptingPresetPatterns }
  static func references(_ cell: Cell) -> [CellReference] { Inner.references(cell) }
  static func conclude(_ findings: [any Sendable], into report: inout ExecutedReport, threads: Int) {
    Inner.conclude(findings, into: &report, threads: threads)
  }

  func run(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    guard let pattern = try PresetPattern.of(cell) else {
      // A list of names where the kind itself names one preset: a section per name, as a pattern.
      if !together, !Inner.schema.forms.contains(where: { $0.selector == "presets" }), let names = try cell.strings("presets") {
        var buttons: [Preset] = []
        for name in names { buttons.append(try PresetAccess.preset(name, in: context, cell: cell, key: "presets")) }
        return sections(cell, buttons, context: context)
      }
      return try DefaultSweep.needed(cell) ? try withSweep(cell, context: context) : inner.run(cell, context: context)
    }
    let folder = context.environment.presetFolder
    let buttons = pattern.matches(context.presets, folder: folder)
    var output = CellOutput()
    // A preset that did not load is missing from the buttons: say where and why, never silently.
    for problem in context.presetErrors where pattern.mayCover(problem, folder: folder) {
      output.items.append(.note("Warning: a button is missing because its preset did not load: \(problem)"))
    }
    guard !buttons.isEmpty else {
      let known = context.presets.map(\.name).joined(separator: ", ")
      output.items.append(.note("Warning: presets: \(pattern.text) matches no preset, so this cell shows nothing (presets: \(known.isEmpty ? "none were read" : known))."))
      output.metrics = .object([("presets", .array([])), ("warning", .string("presets: \(pattern.text) matches no preset"))])
      return output
    }
    if together {
      output.append(try inner.run(named(cell, buttons.map(\.name)), context: context))
    } else {
      output.append(sections(cell, buttons, context: context))
    }
    return output
  }

  /// One section per button, in the order given; a button that fails says so in its section.
  func sections(_ cell: Cell, _ buttons: [Preset], context: RunContext) -> CellOutput {
    var output = CellOutput()
    var metrics: [(String, JSONValue)] = []
    for preset in buttons {
      let one = single(cell, preset: preset.name)
      output.items += [.heading(level: 2, text: preset.buttonName), .block(.paragraph([.text(preset.description)]))]
      do throws(CellError) {
        let part = try DefaultSweep.needed(one) ? try withSweep(one, context: context) : inner.run(one, context: context)
        output.append(part)
        metrics.append((preset.name, part.metrics))
      } catch {
        // One button's failure is said in its section; the other buttons still run.
        output.items.append(.note("\(preset.buttonName) could not be shown: \(error.message)"))
        metrics.append((preset.name, .object([("error", .string(error.message))])))
      }
    }
    output.metrics = .object([("presets", .object(metrics))])
    return output
  }

  /// The cell as written for one button: `preset: name` where `presets:` stood.
  func single(_ cell: Cell, preset name: String) -> Cell {
    var copy = cell
    copy.id = "\(cell.id)-\(name)"
    copy.options = replacingPresets(cell) { pair in
      YAMLPair(
        key: YAMLScalar(text: "preset", location: pair.key.location, isPlain: true),
        value: .scalar(YAMLScalar(text: name, location: pair.value.location, isPlain: true)))
    }
    return copy
  }

  /// The cell with `presets:` listing the buttons by name.
  func named(_ cell: Cell, _ names: [String]) -> Cell {
    var copy = cell
    copy.options = replacingPresets(cell) { pair in
      let at = pair.value.location
      return YAMLPair(key: pair.key, value: .sequence(names.map { .scalar(YAMLScalar(text: $0, location: at, isPlain: true)) }, at))
    }
    return copy
  }

  func replacingPresets(_ cell: Cell, _ replace: (YAMLPair) -> YAMLPair) -> YAMLValue? {
    guard case .mapping(let pairs, let location)? = cell.options else { return cell.options }
    return .mapping(pairs.map { $0.key.text == "presets" ? replace($0) : $0 }, location)
  }

  /// A recommendation without `sweep:`: its button's default sweep runs first, then the cell reads it.
  func withSweep(_ cell: Cell, context: RunContext) throws(CellError) -> CellOutput {
    var context = context
    let (sweepCell, sweepOutput) = try DefaultSweep.run(for: cell, context: &context)
    var reading = cell
    if case .mapping(let pairs, let location)? = cell.options {
      let key = YAMLScalar(text: "sweep", location: location, isPlain: true)
      reading.options = .mapping(pairs + [YAMLPair(key: key, value: .scalar(YAMLScalar(text: sweepCell.id, location: location, isPlain: true)))], location)
    }
    var output = try inner.run(reading, context: context)
    output.items = sweepOutput.items + output.items
    output.tables = sweepOutput.tables + output.tables
    return output
  }
}

extension CellOutput {
  /// Another run's items, summaries and findings after this one's; its metrics replace these.
  mutating func append(_ part: CellOutput) {
    items += part.items
    tables += part.tables
    summaries += part.summaries
    findings += part.findings
    metrics = part.metrics
  }
}

extension CellSchema {
  /// This schema with a `presets:` pattern form where the kind names one preset under `preset:`.
  var acceptingPresetPatterns: CellSchema {
    guard !forms.contains(where: { $0.selector == "presets" }),
      let one = forms.first(where: { $0.selector == "preset" }) ?? forms.first(where: { $0.selector == nil })
    else { return self }
    let keys = one.keys.filter { $0.name != "preset" }
      + [.init("presets", "buttons by pattern, one section each: all, a name with * or ?, or a folder such as datasets/presets/team/")]
    return CellSchema(kind: kind, forms: forms + [.init(selector: "presets", keys: keys, rejected: ["preset": "'presets' names the buttons"])])
  }
}
