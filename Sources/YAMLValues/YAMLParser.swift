import CYAML

/// Reads YAML through libyaml's event API into a `YAMLValue` tree. This is the only file of the
/// project that touches libyaml; every other module sees value types only.
public enum YAML {
  /// Parses one YAML document. Returns nil for an empty document (nothing but comments or
  /// blank lines). `lineOffset` is added to every line number, so a block cut out of a larger
  /// file (a notebook cell, front matter) reports lines of that file.
  public static func parse(
    _ text: String, lineOffset: Int = 0, limits: YAMLLimits = .default
  ) throws(YAMLError) -> YAMLValue? {
    let bytes = Array(text.utf8)
    if bytes.isEmpty { return nil }
    // libyaml keeps a pointer to the parser inside the parser (its read handler's data), so the
    // struct must not move: it lives on the heap, not in a Swift variable passed as `&parser`.
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
      parser.deallocate()
      event.deallocate()
    }
    guard yaml_parser_initialize(parser) == 1 else {
      throw YAMLError(
        location: YAMLLocation(line: 1 + lineOffset, column: 1), message: "the YAML reader could not start")
    }
    defer { yaml_parser_delete(parser) }
    var builder = TreeBuilder(lineOffset: lineOffset, limits: limits)
    let outcome: Result<YAMLValue?, YAMLError> = bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
      while true {
        guard yaml_parser_parse(parser, event) == 1 else {
          return .failure(readerError(parser.pointee, lineOffset: lineOffset))
        }
        let step = builder.handle(event.pointee)
        yaml_event_delete(event)
        switch step {
        case .failure(let error): return .failure(error)
        case .success(true):
          // `---` with nothing after it reads as an empty plain scalar: an empty document.
          if let root = builder.root, root.isNull, root.scalar?.text == "" { return .success(nil) }
          return .success(builder.root)
        case .success(false): continue
        }
      }
    }
    return try outcome.get()
  }

  /// libyaml's own message ("could not find expected ':'"), at the place it points to.
  private static func readerError(_ parser: yaml_parser_t, lineOffset: Int) -> YAMLError {
    let problem = parser.problem.map { String(cString: $0) } ?? "the YAML text could not be read"
    let context = parser.context.map { String(cString: $0) }
    let mark = parser.problem_mark
    let message = context.map { "\($0): \(problem)" } ?? problem
    return YAMLError(
      location: YAMLLocation(line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1),
      message: message)
  }
}

/// A finished node with what the limits need: how many nodes it holds and how deep it nests.
private struct BuiltNode {
  var value: YAMLValue
  var nodes: Int
  var depth: Int
}

/// A sequence or mapping whose end event has not come yet.
private struct OpenCollection {
  var isMapping: Bool
  var location: YAMLLocation
  var anchor: String?
  var items: [YAMLValue] = []
  var pairs: [YAMLPair] = []
  var pendingKey: YAMLScalar?
  var keyLines: [String: Int] = [:]
  var merged: [YAMLPair] = []
  var nodes = 1
  var childDepth = 0
}

/// Turns the event stream into a tree, enforcing the limits as it goes.
private struct TreeBuilder {
  let lineOffset: Int
  let limits: YAMLLimits
  var root: YAMLValue?
  private var open: [OpenCollection] = []
  private var anchors: [String: BuiltNode] = [:]
  private var documents = 0
  private var totalNodes = 0
  private var aliasUses = 0

  init(lineOffset: Int, limits: YAMLLimits) {
    self.lineOffset = lineOffset
    self.limits = limits
  }

  /// Handles one event; `true` once the stream has ended.
  mutating func handle(_ event: yaml_event_t) -> Result<Bool, YAMLError> {
    let location = YAMLLocation(
      line: Int(event.start_mark.line) + 1 + lineOffset, column: Int(event.start_mark.column) + 1)
    do {
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return .success(true)
      case YAML_DOCUMENT_START_EVENT:
        documents += 1
        if documents > 1 {
          throw YAMLError(location: location, message: "a second YAML document ('---'); one document is expected")
        }
      case YAML_SCALAR_EVENT:
        let data = event.data.scalar
        let text = string(data.value, Int(data.length)) ?? ""
        let tag = data.tag.map { String(cString: $0) }
        let plain = data.style == YAML_PLAIN_SCALAR_STYLE && tag != "tag:yaml.org,2002:str"
        try count(nodes: 1, at: location)
        try add(
          BuiltNode(value: .scalar(YAMLScalar(text: text, location: location, isPlain: plain)), nodes: 1, depth: 0),
          anchor: data.anchor.map { String(cString: $0) }, at: location)
      case YAML_ALIAS_EVENT:
        let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
        guard let node = anchors[name] else {
          throw YAMLError(location: location, message: "alias *\(name) names no anchor defined before it")
        }
        aliasUses += 1
        if aliasUses > limits.maxAliasExpansions {
          throw YAMLError(location: location, message: "more than \(limits.maxAliasExpansions) alias uses")
        }
        try count(nodes: node.nodes, at: location)
        if open.count + node.depth > limits.maxDepth {
          throw YAMLError(location: location, message: "alias *\(name) nests deeper than \(limits.maxDepth) levels")
        }
        try add(node, anchor: nil, at: location)
      case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
        if open.count + 1 > limits.maxDepth {
          throw YAMLError(location: location, message: "nesting deeper than \(limits.maxDepth) levels")
        }
        try count(nodes: 1, at: location)
        let isMapping = event.type == YAML_MAPPING_START_EVENT
        let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
        open.append(
          OpenCollection(isMapping: isMapping, location: location, anchor: anchor.map { String(cString: $0) }))
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        let done = open.removeLast()
        let value: YAMLValue
        if done.isMapping {
          let inherited = done.merged.filter { done.keyLines[$0.key.text] == nil }
          value = .mapping(done.pairs + inherited, done.location)
        } else {
          value = .sequence(done.items, done.location)
        }
        try add(
          BuiltNode(value: value, nodes: done.nodes, depth: done.childDepth + 1), anchor: done.anchor, at: location)
      default:
        break
      }
      return .success(false)
    } catch let error as YAMLError {
      return .failure(error)
    } catch {
      return .failure(YAMLError(location: location, message: "\(error)"))
    }
  }

  private mutating func count(nodes: Int, at location: YAMLLocation) throws {
    totalNodes += nodes
    if totalNodes > limits.maxNodes {
      throw YAMLError(location: location, message: "the document expands to more than \(limits.maxNodes) nodes")
    }
  }

  /// Puts a finished node into its parent (or makes it the root), checking mapping keys.
  private mutating func add(_ node: BuiltNode, anchor: String?, at location: YAMLLocation) throws {
    if let anchor { anchors[anchor] = node }
    guard var parent = open.popLast() else {
      root = node.value
      return
    }
    defer { open.append(parent) }
    parent.nodes += node.nodes
    parent.childDepth = max(parent.childDepth, node.depth)
    guard parent.isMapping else {
      parent.items.append(node.value)
      return
    }
    guard let key = parent.pendingKey else {
      guard case .scalar(var key) = node.value else {
        throw YAMLError(
          location: node.value.location, message: "a mapping key must be a scalar, not a \(node.value.kindName)")
      }
      key.location = location
      if let first = parent.keyLines[key.text] {
        throw YAMLError(location: location, message: "duplicate key '\(key.text)' (first at line \(first))")
      }
      parent.keyLines[key.text] = location.line
      parent.pendingKey = key
      return
    }
    parent.pendingKey = nil
    if key.isPlain && key.text == "<<" {
      parent.keyLines[key.text] = nil
      try merge(node.value, into: &parent, at: location)
    } else {
      parent.pairs.append(YAMLPair(key: key, value: node.value))
    }
  }

  /// `<<: *base` or `<<: [*a, *b]`: earlier sources win over later ones, own keys over both.
  private func merge(_ value: YAMLValue, into parent: inout OpenCollection, at location: YAMLLocation) throws {
    let sources: [YAMLValue]
    switch value {
    case .mapping: sources = [value]
    case .sequence(let items, _): sources = items
    case .scalar: sources = [value]
    }
    for source in sources {
      guard let pairs = source.pairs else {
        throw YAMLError(location: location, message: "a merge key '<<' takes a mapping or a list of mappings")
      }
      for pair in pairs where !parent.merged.contains(where: { $0.key.text == pair.key.text }) {
        parent.merged.append(pair)
      }
    }
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int) -> String? {
    guard let pointer else { return nil }
    return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
  }
}
