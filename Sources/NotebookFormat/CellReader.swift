import YAMLValues

/// Fills in a cell found by cmark: its kind, its body with `$name` replaced, its id, and the first
/// problem found in it. Its keys are checked by its kind's runner (Cells).
enum CellReader {
  static func read(_ cell: inout Cell, parameters: [Parameter]) {
    let base = cell.location
    cell.id = "cell-\(cell.number)"
    let kindAt = base.moved(line: base.line, column: base.column + cell.kindOffset)
    cell.kind = CellKind(rawValue: cell.kindName)
    // The body starts on the line after the fence, indented like the fence.
    let bodyLine = cell.location.line
    let columnOffset = cell.location.column - 1
    let substituted: String
    do throws(NotebookError) {
      substituted = try substitute(
        cell.source, parameters: parameters, firstLine: bodyLine + 1, columnOffset: columnOffset, in: base)
      cell.options = try YAMLReading.parse(
        substituted, lineOffset: bodyLine, columnOffset: columnOffset, in: base)
    } catch {
      cell.error = error
      return
    }
    if let root = cell.options, root.entries == nil {
      cell.error = NotebookError(
        "a presslab cell's body must be a mapping of keys to values", at: root.sourceLocation(in: base).shifted(columnOffset))
      return
    }
    if let idValue = cell.options?["id"] {
      guard idValue.isScalar, let id = idValue.string, isIdentifier(id) else {
        cell.error = NotebookError(
          "a cell id must be letters, digits, '-' and '_' (it names the cell's files)",
          at: idValue.sourceLocation(in: base).shifted(columnOffset))
        return
      }
      cell.id = id
    }
    if cell.kind == nil {
      let kinds = CellKind.allCases.map(\.rawValue).joined(separator: ", ")
      cell.error = NotebookError(
        cell.kindName.isEmpty
          ? "a presslab cell needs a kind after 'presslab' (one of: \(kinds))"
          : "unknown cell kind '\(cell.kindName)' (the kinds are: \(kinds))",
        at: kindAt)
    }
  }

  static func isIdentifier(_ s: String) -> Bool {
    !s.isEmpty && s.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "-" || $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }

  /// Replaces `$name` by the parameter's value as YAML text; `$$` is a literal `$`. A `$name` that
  /// names no parameter is an error at its place.
  static func substitute(
    _ text: String, parameters: [Parameter], firstLine: Int, columnOffset: Int, in base: SourceLocation
  ) throws(NotebookError) -> String {
    guard text.contains("$") else { return text }
    var out = ""
    var line = firstLine
    var column = 1
    var scalars = Substring(text).unicodeScalars[...]
    while let c = scalars.first {
      scalars.removeFirst()
      if c == "\n" {
        out.unicodeScalars.append(c)
        line += 1
        column = 1
        continue
      }
      guard c == "$" else {
        out.unicodeScalars.append(c)
        column += 1
        continue
      }
      if scalars.first == "$" {
        scalars.removeFirst()
        out += "$"
        column += 2
        continue
      }
      let name = String(String.UnicodeScalarView(scalars.prefix {
        $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
      }))
      guard !name.isEmpty else {
        out += "$"
        column += 1
        continue
      }
      guard let parameter = parameters.first(where: { $0.name == name }) else {
        let known = parameters.map { "$" + $0.name }.joined(separator: ", ")
        throw NotebookError(
          "unknown parameter $\(name)" + (known.isEmpty ? " (the notebook has none)" : " (known: \(known))"),
          at: base.moved(line: line, column: column + columnOffset))
      }
      scalars.removeFirst(name.unicodeScalars.count)
      out += parameter.value.yamlText
      column += 1 + name.unicodeScalars.count
    }
    return out
  }
}
