import Dispatch
import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// Each in-process command reads the environment it was handed, not the process's: runs at the
/// same time with different `SOURCE_DATE_EPOCH` values each date their own PDF (read by pdfinfo).
@Suite struct CommandEnvironmentTests {
  @Test func concurrentRunsDateTheirPDFsFromTheirOwnEnvironment() throws {
    let folder = try TemporaryFolder("environment")
    defer { folder.remove() }
    // 2023-11-14T22:13:20Z and 2020-09-13T12:26:40Z, alternating over eight runs at once.
    let epochs = (0..<8).map { $0 % 2 == 0 ? "1700000000" : "1600000000" }
    let statuses = Statuses(count: epochs.count)
    DispatchQueue.concurrentPerform(iterations: epochs.count) { i in
      let argv = ["presslab", "chart", "family", "spring", "duration=0.4", "--vary", "bounce=0,0.3", "-o", folder.path("\(i).pdf")]
      statuses.set(i, PressLab.main(argv, environment: ["SOURCE_DATE_EPOCH": epochs[i]]))
    }
    #expect(statuses.all == Array(repeating: 0, count: epochs.count))
    for (i, epoch) in epochs.enumerated() {
      let info = try ProcessRunner.run("pdfinfo", ["-isodates", folder.path("\(i).pdf")])
      let date = epoch == "1700000000" ? "2023-11-14T22:13:20Z" : "2020-09-13T12:26:40Z"
      let line = info.stdout.split(separator: "\n").first { $0.hasPrefix("CreationDate:") }
      #expect(line.map { $0.dropFirst("CreationDate:".count).trimmingCharacters(in: .whitespaces) } == date, "run \(i): \(info.all)")
    }
  }

  /// Exit statuses written from several threads.
  final class Statuses: @unchecked Sendable {
    private var values: [Int32]
    private let lock = NSLock()
    init(count: Int) { values = Array(repeating: -1, count: count) }
    func set(_ i: Int, _ value: Int32) { lock.withLock { values[i] = value } }
    var all: [Int32] { lock.withLock { values } }
  }
}
