import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// A large output handed to the disk as it grows (`Writeback`) is still written whole, in order,
/// and only then put in place of the older file.
@Suite struct WritebackTests {
  @Test func theCallIsFoundOnLinux() {
    #if os(Linux)
      #expect(Writeback.isAvailable)
    #endif
  }

  @Test func aFileHandedOverInBatchesIsWholeAndReplacesTheOld() throws {
    let folder = try TemporaryFolder("writeback")
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    let old = try folder.write(Array(repeating: UInt8(ascii: "o"), count: 1000), to: "table.csv")
    // Pieces of a size that does not divide the batch, so that batches end inside pieces; each
    // piece its own letter, so that order counts.
    let pieces = (0..<9).map { [UInt8](repeating: UInt8(ascii: "a") + UInt8($0), count: 3_000_001) }
    #expect(pieces.reduce(0) { $0 + $1.count } > 3 * Writeback.batch)
    let file = try StreamedFile(old, option: "--csv")
    for piece in pieces { file.write(piece) }
    #expect(folder.bytes("table.csv").count == 1000, "the old file stays until the new one is complete")
    try file.commit()
    let written = folder.bytes("table.csv")
    #expect(written.count == pieces.count * 3_000_001)
    #expect(written.withUnsafeBytes { whole in
      pieces.enumerated().allSatisfy { i, piece in
        piece.withUnsafeBytes { memcmp(whole.baseAddress! + i * piece.count, $0.baseAddress!, piece.count) == 0 }
      }
    })
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["table.csv"])
  }
}
