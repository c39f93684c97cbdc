import NotebookFormat

/// The keys a cell kind accepts and what each means. Each runner declares its own next to the
/// code that reads the keys; a key the cell's form does not read is an error at its line, so no
/// key is ever accepted and ignored.
public struct CellSchema: Sendable {
  public struct Key: Sendable, Hashable {
    public var name: String
    public var meaning: String
    public init(_ name: String, _ meaning: String) {
      self.name = name
      self.meaning = meaning
    }
  }

  /// One way of writing a cell, chosen by the key that selects it (`curves:` or `preset:`).
  public struct Form: Sendable {
    /// The key whose presence selects this form; nil for the form used when no other is selected.
    public var selector: String?
    public var keys: [Key]
    /// Keys other forms read that mean nothing in this one, with the reason the error gives.
    public var rejected: [String: String]
    public init(selector: String?, keys: [Key], rejected: [String: String] = [:]) {
      self.selector = selector
      self.keys = keys
      self.rejected = rejected
    }
  }

  public var kind: String
  /// Empty for a schema that accepts any key (a runner that reads its keys itself).
  public var forms: [Form]

  public init(kind: String, forms: [Form]) {
    self.kind = kind
    self.forms = forms
  }

  /// Accepts every key: for runners that check their own.
  public static let open = CellSchema(kind: "", forms: [])

  /// Every key name any form reads, `id` first.
  public var allKeys: [String] {
    var names = ["id"]
    for form in forms { for key in form.keys where !names.contains(key.name) { names.append(key.name) } }
    return names
  }

  /// The form a cell is written in: the one whose selector it has, else the default one.
  func form(of cell: Cell) throws(CellError) -> Form? {
    guard !forms.isEmpty else { return nil }
    let present = forms.filter { $0.selector.map { cell.options?[$0] != nil } ?? false }
    if present.count > 1 {
      let names = present.compactMap(\.selector)
      // Point at the later of the two keys: the one that would have been ignored.
      let places = names.map { cell.location(of: $0) }
      let later = places.max { ($0.line, $0.column) < ($1.line, $1.column) } ?? cell.location
      throw CellError(
        "a \(kind) cell takes '\(names[0])' or '\(names[1])', not both", at: later)
    }
    return present.first ?? forms.first { $0.selector == nil } ?? forms.first
  }

  /// Throws at the first key of the cell that its form does not read.
  public func check(_ cell: Cell) throws(CellError) {
    guard let form = try form(of: cell) else { return }
    let form_ = form.selector.map { " with '\($0)'" } ?? ""
    for pair in cell.options?.pairs ?? [] {
      let key = pair.key.text
      if key == "id" || form.keys.contains(where: { $0.name == key }) { continue }
      let at = cell.place(pair.key.location)
      if let why = form.rejected[key] {
        throw CellError("'\(key)' has no effect in a \(kind) cell\(form_): \(why)", at: at)
      }
      if let other = forms.first(where: { $0.keys.contains { $0.name == key } }), let selector = other.selector {
        throw CellError("'\(key)' belongs to a \(kind) cell with '\(selector)', not this one\(form_)", at: at)
      }
      let known = (["id"] + form.keys.map(\.name)).joined(separator: ", ")
      throw CellError("unknown key '\(key)' in a \(kind) cell\(form_) (its keys are: \(known))", at: at)
    }
  }
}

extension CellSchema.Key {
  static let id = CellSchema.Key("id", "the cell's name: its files and later cells use it (default cell-N)")
}
