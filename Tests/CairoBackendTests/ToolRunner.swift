import Foundation

/// Runs the PDF tools poppler-utils and qpdf provide, on bytes written to a temporary file.
enum PDFTools {
  struct Output {
    var status: Int32
    var text: String
  }

  static func run(_ tool: String, _ arguments: [String]) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
  }

  /// Writes `bytes` to a fresh temporary file and returns its path.
  static func temporaryFile(_ bytes: [UInt8], suffix: String) throws -> String {
    let path = NSTemporaryDirectory() + "presslab-test-\(UUID().uuidString)\(suffix)"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }
}
