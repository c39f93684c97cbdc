import Execution
import NotebookFormat
import Recommendation
import TextFormats

/// `typing_grid:` on a recommend cell: the values a designer types, in place of the default grid
/// (5 ms, 0.05 of damping ratio or bounce, 0.5 of velocity, two significant digits).
///
///     typing_grid: {duration_ms: 10, damping: 0.1, bounce: 0.1, velocity: 1, digits: 1}
enum TypingGridKey {
  static let key = CellSchema.Key(
    "typing_grid",
    "the grid picks are rounded to: {duration_ms:, damping: (ratio or fraction), bounce:, velocity:, digits: (of stiffness, mass, a damping coefficient)}; default 5, 0.05, 0.05, 0.5, 2")

  /// The steps a grid takes, each above 0 (digits a whole number from 1 to 6).
  static let names = ["duration_ms", "damping", "bounce", "velocity", "digits"]

  static func read(_ cell: Cell) throws(CellError) -> TypedGrid.Custom {
    var grid = TypedGrid.Custom()
    guard let node = cell.options?["typing_grid"] else { return grid }
    guard let pairs = node.pairs else {
      throw CellError("'typing_grid' maps steps to numbers, e.g. {duration_ms: 10, damping: 0.1}, not '\(node.string ?? node.kindName)'", at: cell.location(ofValue: node))
    }
    for pair in pairs {
      let name = pair.key.text, at = cell.location(ofValue: pair.value)
      guard names.contains(name) else {
        throw CellError("'typing_grid' takes \(names.joined(separator: ", ")), not '\(name)'", at: cell.place(pair.key.location))
      }
      guard let x = pair.value.number, x.isFinite, x > 0 else {
        throw CellError("'typing_grid.\(name)' must be a number above 0, not '\(pair.value.string ?? pair.value.kindName)'", at: at)
      }
      switch name {
      case "duration_ms": grid.duration = x / 1000
      case "damping": grid.damping = x
      case "bounce": grid.bounce = x
      case "velocity": grid.velocity = x
      default:
        guard x == x.rounded(), x <= 6 else {
          throw CellError("'typing_grid.digits' is a whole number of significant digits from 1 to 6, not \(NumberText.parameter(x))", at: at)
        }
        grid.digits = Int(x)
      }
    }
    return grid
  }
}
