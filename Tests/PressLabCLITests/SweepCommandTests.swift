import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// `presslab sweep`: exit statuses for bad definitions and unwritable outputs, and an existing
/// output that a failed run leaves as it was.
@Suite struct SweepCommandTests {
  func status(_ words: String...) -> Int32 { PressLab.main(["presslab"] + words) }

  static let good = """
    model: spring
    parameters:
      duration: 0.4
      bounce: [0, 0.2, 0.4]
    metrics: [overshoot_pct, settle_time]

    """

  @Test func writesCSVAndKeepsItWhenALaterRunFails() throws {
    let folder = try TemporaryFolder("sweep")
    defer { folder.remove() }
    let dir = folder.path
    try Self.good.write(toFile: dir + "/good.yaml", atomically: true, encoding: .utf8)
    #expect(status("sweep", dir + "/good.yaml", "--csv", dir + "/out.csv") == 0)
    let first = try String(contentsOfFile: dir + "/out.csv", encoding: .utf8)
    #expect(first.hasPrefix("bounce,overshoot_pct,settle_time,invalid\n"))
    #expect(first.split(separator: "\n").count == 4)

    // A definition error (unknown parameter, with its line): exit 65, the CSV untouched.
    try Self.good.replacingOccurrences(of: "bounce:", with: "bounse:")
      .write(toFile: dir + "/bad.yaml", atomically: true, encoding: .utf8)
    #expect(status("sweep", dir + "/bad.yaml", "--csv", dir + "/out.csv") == 65)
    #expect(try String(contentsOfFile: dir + "/out.csv", encoding: .utf8) == first)

    // A range that cannot reach its end with its step, a count below 1: exit 65.
    try Self.good.replacingOccurrences(of: "[0, 0.2, 0.4]", with: "{from: 0, to: 0.5, step: 0.2}")
      .write(toFile: dir + "/step.yaml", atomically: true, encoding: .utf8)
    #expect(status("sweep", dir + "/step.yaml", "--csv", dir + "/out.csv") == 65)
    try Self.good.replacingOccurrences(of: "[0, 0.2, 0.4]", with: "{from: 0, to: 0.5, count: 0}")
      .write(toFile: dir + "/count.yaml", atomically: true, encoding: .utf8)
    #expect(status("sweep", dir + "/count.yaml", "--csv", dir + "/out.csv") == 65)
    #expect(try String(contentsOfFile: dir + "/out.csv", encoding: .utf8) == first)
  }

  @Test func unwritableOutputIsExit73() throws {
    let folder = try TemporaryFolder("sweep")
    defer { folder.remove() }
    let dir = folder.path
    try Self.good.write(toFile: dir + "/good.yaml", atomically: true, encoding: .utf8)
    #expect(status("sweep", dir + "/good.yaml", "--csv", dir + "/missing/out.csv") == 73)
    #expect(status("sweep", dir + "/good.yaml", "--json", dir + "/missing/out.json") == 73)
    #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
  }
}
