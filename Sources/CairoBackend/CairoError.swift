import CCairo

/// A Cairo failure, carrying Cairo's own message (`cairo_status_to_string`).
public struct CairoError: Error, CustomStringConvertible, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
  init?(_ status: cairo_status_t) {
    guard status != CAIRO_STATUS_SUCCESS else { return nil }
    message = String(cString: cairo_status_to_string(status))
  }
  public var description: String { "cairo: \(message)" }
}

/// Every Cairo status goes through here.
func check(_ status: cairo_status_t) throws(CairoError) {
  if let error = CairoError(status) { throw error }
}
