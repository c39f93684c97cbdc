import CCairo
import CPango

/// Versions of the C libraries that draw the output, for report appendices.
public enum LibraryVersions {
  /// e.g. "1.16.0".
  public static var cairo: String { String(cString: cairo_version_string()) }
  /// e.g. "1.50.12".
  public static var pango: String { String(cString: pango_version_string()) }
}
