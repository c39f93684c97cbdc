import NotebookFormat

/// Why no recommendation can be made, and where: a bound's own place, else the key of the cell
/// the problem is about (`sweep`, `minimize`), which the cell turns into a place.
public struct RecommendationError: Error, Sendable {
  public var message: String
  public var location: SourceLocation?
  public var key: String?
  package init(_ message: String, at location: SourceLocation? = nil, key: String? = nil) {
    self.message = message
    self.location = location
    self.key = key
  }
}
