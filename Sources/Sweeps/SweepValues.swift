#if canImport(Glibc)
  import Glibc
#endif
import Curves
import TextFormats
import YAMLValues

/// One value a parameter takes: a number, or a word for parameters that name things
/// (`curve: [easeIn, easeOut]`). The curve engine's own value, so a sweep writes it to a curve as is.
public typealias SweepValue = SpecValue

extension SpecValue {
  /// As `presslab curve` reads it: numbers in shortest round-trip form.
  public var parameterText: String {
    switch self {
    case .number(let value): return value.description
    case .text(let text): return text
    }
  }

  /// The value as a designer reads it: numbers to 12 significant digits, so a grid's float steps
  /// (numpy's linspace gives 0.45000000000000007) read as typed (0.45). Tables keep `parameterText`.
  public var readableText: String {
    switch self {
    case .number(let value): return NumberText.significant(value, digits: 12)
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
  public var values: SweepValueList
  /// False for a single fixed value (`bounce: 0.3`), which gets no column of its own.
  public var isVaried: Bool
  public var line: Int?
}

/// Reads a parameter's value: a number or word (fixed), a list `[a, b, c]`, a linear range
/// `{from, to, count}` or `{from, to, step}`, or a log range `{from, to, count, log: true}`.
struct ValueReader {
  let file: String
  /// A grid may hold at most 2³¹ points, so no single range may be larger either.
  static let maxCount = 1 << 31

  func parameter(_ name: String, _ node: YAMLValue) throws(SweepError) -> SweepParameter {
    let line = node.location.line
    switch node {
    case .scalar:
      return SweepParameter(name: name, target: name, values: SweepValueList([try single(name, node)]), isVaried: false,
                            line: line)
    case .sequence(let items, _):
      guard !items.isEmpty else { throw error(name, node, "a list needs at least one value") }
      var values: [SweepValue] = []
      for item in items { values.append(try single(name, item)) }
      return SweepParameter(name: name, target: name, values: SweepValueList(values), isVaried: true, line: line)
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

  func range(_ name: String, _ node: YAMLValue) throws(SweepError) -> SweepValueList {
    let known: Set = ["from", "to", "count", "step", "log"]
    for pair in node.pairs ?? [] where !known.contains(pair.key.text) {
      throw SweepError(file: file, line: pair.key.location.line, field: "\(name).\(pair.key.text)",
                       "unknown range key (a range has from, to and count or step, and log: true)")
    }
    let from = try number(name, "from", node)
    let to = try number(name, "to", node)
    // Values are spaced over to − from: an infinite width would make them all inf or nan.
    guard (to - from).isFinite else {
      throw error(name, node, "the range's width (to − from) is not a finite number; use bounds nearer each other")
    }
    let log = try flag(name, "log", node)
    let hasCount = node["count"] != nil, hasStep = node["step"] != nil
    guard hasCount != hasStep else {
      throw error(name, node, "a range needs exactly one of count and step")
    }
    if hasCount {
      let countNode = node["count"]!
      let count = try number(name, "count", node)
      guard count == count.rounded(), count >= 1 else {
        throw error("\(name).count", countNode, "must be a whole number ≥ 1, got \(count.description)")
      }
      guard count <= Double(ValueReader.maxCount) else {
        throw error("\(name).count", countNode, "must be at most 2^31, got \(count.description)")
      }
      if log {
        guard from > 0, to > 0 else {
          throw error(name, node, "a log range needs from and to above 0")
        }
        return SweepValueList(.log(from: from, to: to, count: Int(count)))
      }
      return SweepValueList(.linear(from: from, to: to, count: Int(count)))
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
      guard whole + 1 <= Double(ValueReader.maxCount) else {
        throw error("\(name).step", stepNode, "gives \((whole + 1).description) values, over 2^31")
      }
      let count = Int(whole) + 1
      if let scale = decimalScale(node["from"], stepNode), scale > 1 {
        // Written decimals step exactly: 0.2, 0.3, … rather than 0.30000000000000004.
        return SweepValueList(.decimal(first: (from * scale).rounded(), increment: (step * scale).rounded(),
                                       scale: scale, to: to, count: count))
      }
      return SweepValueList(.stepped(from: from, step: step, to: to, count: count))
    }
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

/// A parameter's values, in order. Ranges are computed on demand, so a long axis costs no memory.
public struct SweepValueList: RandomAccessCollection, Sendable, Equatable {
  enum Storage: Sendable, Equatable {
    case list([SweepValue])
    /// numpy's `linspace`: `from + i·step`, the last exactly `to`.
    case linear(from: Double, to: Double, count: Int)
    /// `linspace` of the logarithms, exponentiated; the ends exactly `from` and `to`.
    case log(from: Double, to: Double, count: Int)
    /// `from + i·step`, the last exactly `to`.
    case stepped(from: Double, step: Double, to: Double, count: Int)
    /// `(first + i·increment) / scale` with integers `first` and `increment`: written decimals exactly.
    case decimal(first: Double, increment: Double, scale: Double, to: Double, count: Int)
  }
  let storage: Storage

  init(_ storage: Storage) { self.storage = storage }
  public init(_ values: [SweepValue]) { storage = .list(values) }

  public var startIndex: Int { 0 }
  public var endIndex: Int {
    switch storage {
    case .list(let values): return values.count
    case .linear(_, _, let count), .log(_, _, let count), .stepped(_, _, _, let count),
      .decimal(_, _, _, _, let count):
      return count
    }
  }

  public subscript(i: Int) -> SweepValue {
    switch storage {
    case .list(let values): return values[i]
    case .linear(let from, let to, let count):
      if i == count - 1 { return .number(to) }
      return .number(from + Double(i) * ((to - from) / Double(count - 1)))
    case .log(let from, let to, let count):
      if i == 0 { return .number(from) }
      if i == count - 1 { return .number(to) }
      let start = Glibc.log(from), stop = Glibc.log(to)
      return .number(exp(start + Double(i) * ((stop - start) / Double(count - 1))))
    case .stepped(let from, let step, let to, let count):
      return .number(i == count - 1 ? to : from + Double(i) * step)
    case .decimal(let first, let increment, let scale, let to, let count):
      return .number(i == count - 1 ? to : (first + Double(i) * increment) / scale)
    }
  }
}
