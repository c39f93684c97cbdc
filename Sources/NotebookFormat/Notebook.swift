/// A parsed notebook: its front matter, its parameters with the values of this run, and its
/// blocks in order (narrative and cells).
public struct Notebook: Sendable, Hashable {
  /// The path as given, used in error locations.
  public var file: String
  /// The whole source text as read, for the report's appendix.
  public var source: String
  public var title: String
  public var author: String?
  public var parameters: [Parameter]
  public var blocks: [Block]

  /// The analysis cells, in order.
  public var cells: [Cell] {
    var found: [Cell] = []
    func walk(_ blocks: [Block]) {
      for block in blocks {
        switch block {
        case .cell(let cell): found.append(cell)
        case .blockQuote(let inner): walk(inner)
        case .list(_, _, let items): items.forEach(walk)
        default: break
        }
      }
    }
    walk(blocks)
    return found
  }

  public func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }
}
