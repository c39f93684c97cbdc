/// A JSON value goes through Swift's `Codable`, so a serializer (Foundation's `JSONEncoder` and
/// `JSONDecoder`, at the edges that may import it) reads and writes it. Objects decode with their
/// keys sorted (a decoder keeps no order); non-finite numbers encode as `null`, as `pretty()` writes them.
extension JSONValue: Codable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: Key.self) {
      self = .object(
        try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
          ($0.stringValue, try object.decode(JSONValue.self, forKey: $0))
        })
      return
    }
    if var array = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
      self = .array(items)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let b = try? single.decode(Bool.self) {
      self = .bool(b)
    } else if let i = try? single.decode(Int.self) {
      self = .integer(i)
    } else if let d = try? single.decode(Double.self) {
      self = .number(d)
    } else {
      self = .string(try single.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let members):
      var object = encoder.container(keyedBy: Key.self)
      for (key, value) in members { try object.encode(value, forKey: Key(stringValue: key)) }
    case .array(let items):
      var array = encoder.unkeyedContainer()
      for item in items { try array.encode(item) }
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let b):
      var single = encoder.singleValueContainer()
      try single.encode(b)
    case .integer(let i):
      var single = encoder.singleValueContainer()
      try single.encode(i)
    case .number(let d):
      var single = encoder.singleValueContainer()
      if d.isFinite { try single.encode(d) } else { try single.encodeNil() }
    case .string(let s):
      var single = encoder.singleValueContainer()
      try single.encode(s)
    }
  }
}

extension JSONValue {
  /// The members of an object, nil for anything else.
  public var members: [(String, JSONValue)]? { if case .object(let m) = self { return m } else { return nil } }
  /// The value of `key` when this is an object that has it.
  public subscript(key: String) -> JSONValue? { members?.first { $0.0 == key }?.1 }
  public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
  public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
  public var integerValue: Int? {
    switch self {
    case .integer(let i): return i
    case .number(let d) where d == d.rounded() && abs(d) < 1e15: return Int(d)
    default: return nil
    }
  }
}
