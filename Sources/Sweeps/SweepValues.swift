#if canImport(Glibc)
  import Glibc
#endif
import YAMLValues

/// One value a parameter takes: a number, or a word for parameters that name things
/// (`curve: [easeIn, easeOut]`).
public enum SweepValue: Sendable, Hashable {
  case number(Double)
  case text(String)

  /// As `presslab curve` reads it: numbers in shortest round-trip form.
  public var parameterText: String {
    switch self {
    case .number(let value): return value.description
    case .text(let text): return text
    }
  }

  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}

/// A parameter of the sweep and the values it takes, in order.
public struct SweepParameter: Sendable {
  /// As written: a curve parameter (`damping`), `scale`, or a preset property (`release.damping`).
  public var name: String
  /// The curve parameter it sets, or `scale`.
  public var target: String
  public var values: [SweepValue]
  /// False for a single fixed value (`bounce: 0.3`), which gets no column of its own.
  public var isVaried: Bool
  public var line: Int?
}

/// Reads a parameter's value: a number or word (fixed), a list `[a, b, c]`, a linear range
/// `{from, to, count}` or `{from, to, step}`, or a log range `{from, to, count, log: true}`.
struct ValueReader {
  let file: String
  /// The grid must stay below 2³¹ points, so no single range may be larger either.
  static let maxCount = 1 << 31

  func parameter(_ name: String, _ node: YAMLValue) throws(SweepError) -> SweepParameter {
    let line = node.location.line
    switch node {
    case .scalar:
      return SweepParameter(name: name, target: name, values: [try single(name, node)], isVaried: false, line: line)
    case .sequence(let items, _):
      guard !items.isEmpty else { throw error(name, node, "a list needs at least one value") }
      var values: [SweepValue] = []
      for item in items { values.append(try single(name, item)) }
      return SweepParameter(name: name, target: name, values: values, isVaried: true, line: line)
    case .mapping:
      return SweepParameter(name: name, target: name, values: try range(name, node), isVaried: true, line: line)
    }
  }

  func single(_ name: String, _ node: YAMLValue) throws(SweepError) -> SweepValue {
    if let number = node.number { return .number(number) }
    if let bool = node.bool { return .text(bool ? "true" : "false") }
    if let text = node.string, !text.isEmpty { return .text(text) }
    throw error(name, node, "expected a number, a list or a range, got a \(node.kindName)")
  }

  func range(_ name: String, _ node: YAMLValue) throws(SweepError) -> [SweepValue] {
    let known: Set = ["from", "to", "count", "step", "log"]
    for pair in node.pairs ?? [] where !known.contains(pair.key.text) {
      throw SweepError(file: file, line: pair.key.location.line, field: "\(name).\(pair.key.text)",
                       "unknown range key (a range has from, to and count or step, and log: true)")
    }
    let from = try number(name, "from", node)
    let to = try number(name, "to", node)
    let log = try flag(name, "log", node)
    let hasCount = node["count"] != nil, hasStep = node["step"] != nil
    guard hasCount != hasStep else {
      throw error(name, node, "a range needs exactly one of count and step")
    }
    var values: [Double]
    if hasCount {
      let countNode = node["count"]!
      let count = try number(name, "count", node)
      guard count == count.rounded(), count >= 1 else {
        throw error("\(name).count", countNode, "must be a whole number ≥ 1, got \(count.description)")
      }
      guard count < Double(ValueReader.maxCount) else {
        throw error("\(name).count", countNode, "must be below 2^31, got \(count.description)")
      }
      if log {
        guard from > 0, to > 0 else {
          throw error(name, node, "a log range needs from and to above 0")
        }
        values = linspace(Glibc.log(from), Glibc.log(to), Int(count)).map { exp($0) }
        values[0] = from
        if values.count > 1 { values[values.count - 1] = to }
      } else {
        values = linspace(from, to, Int(count))
      }
    } else {
      let stepNode = node["step"]!
      let step = try number(name, "step", node)
      guard !log else { throw error(name, node, "a log range takes count, not step") }
      guard step != 0 else { throw error("\(name).step", stepNode, "must not be 0") }
      let intervals = (to - from) / step
      let whole = intervals.rounded()
      guard intervals >= -1e-9, abs(intervals - whole) <= 1e-9 * max(1, abs(whole)) else {
        throw error("\(name).step", stepNode,
                    "steps of \(step.description) from \(from.description) never reach \(to.description)")
      }
      guard whole + 1 < Double(ValueReader.maxCount) else {
        throw error("\(name).step", stepNode, "gives \((whole + 1).description) values, over 2^31")
      }
      let n = Int(whole)
      if let scale = decimalScale(node["from"], stepNode), scale > 1 {
        // Written decimals step exactly: 0.2, 0.3, … rather than 0.30000000000000004.
        let first = (from * scale).rounded(), increment = (step * scale).rounded()
        values = (0...n).map { (first + Double($0) * increment) / scale }
      } else {
        values = (0...n).map { from + Double($0) * step }
      }
      values[n] = to
    }
    return values.map(SweepValue.number)
  }

  /// 10^d when `from` and `step` are written as plain decimals with at most d ≤ 9 digits after the
  /// point, so every value of the range is an integer over 10^d, formed exactly.
  func decimalScale(_ nodes: YAMLValue?...) -> Double? {
    var digits = 0
    for node in nodes {
      guard let text = node?.scalar?.text, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" })
      else { return nil }
      if let dot = text.firstIndex(of: ".") { digits = max(digits, text.distance(from: dot, to: text.endIndex) - 1) }
    }
    guard digits <= 9 else { return nil }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return scale
  }

  func number(_ name: String, _ key: String, _ node: YAMLValue) throws(SweepError) -> Double {
    guard let value = node[key] else { throw error(name, node, "a range needs '\(key)'") }
    guard let number = value.number else {
      throw error("\(name).\(key)", value, "expected a number, got '\(value.string ?? value.kindName)'")
    }
    return number
  }

  func flag(_ name: String, _ key: String, _ node: YAMLValue) throws(SweepError) -> Bool {
    guard let value = node[key] else { return false }
    guard let bool = value.bool else { throw error("\(name).\(key)", value, "expected true or false") }
    return bool
  }

  func error(_ field: String, _ node: YAMLValue, _ message: String) -> SweepError {
    SweepError(file: file, line: node.location.line, field: field, message)
  }
}
