import Foundation
import TextFormats

/// A Jupyter notebook file's bytes ↔ JSON values, through Foundation's serializer. The only file
/// of this module that imports Foundation, and it does no file I/O: the command line reads and writes.
public enum JupyterFile {
  /// The JSON in `bytes`; invalid JSON is an error at the line and column the parser stopped at.
  public static func decode(_ bytes: [UInt8], file: String) throws(NotebookError) -> JSONValue {
    let data = Data(bytes)
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      // JSONDecoder says only that the JSON is invalid; JSONSerialization says where.
      var reason = "not valid JSON"
      var at = SourceLocation(file: file, line: 1)
      do {
        _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      } catch {
        let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        if !detail.isEmpty { reason += " (\(detail.hasSuffix(".") ? String(detail.dropLast()) : detail))" }
        if let offset = detail.firstMatch(of: /character (\d+)/).flatMap({ Int($0.output.1) }) {
          at = NotebookParser.location(of: offset, in: bytes, file: file)
        }
      }
      throw NotebookError("the notebook is \(reason)", at: at)
    }
  }

  /// The notebook's bytes: keys sorted, indented, one final newline, so the same document always
  /// gives the same bytes.
  public static func encode(_ document: JSONValue) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    // A JSONValue has no value JSON cannot hold (non-finite numbers encode as null), so this cannot fail.
    guard let data = try? encoder.encode(document) else { preconditionFailure("a JSON value did not encode") }
    return [UInt8](data) + [0x0A]
  }

  /// Multi-line text as nbformat writes it: a list of lines, each but the last keeping its "\n",
  /// so a notebook kept in git shows changes line by line.
  public static func lines(_ text: String) -> JSONValue {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
    if let last = lines.popLast(), last != "\n" { lines.append(String(last.dropLast())) }
    return .array(lines.map(JSONValue.string))
  }

  /// Binary output data (a PNG) as Jupyter holds it: base64 text.
  public static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }
}
