import Foundation
import Sweeps
import Testing

/// The example sweeps shipped in datasets/sweeps/ parse and run.
@Suite struct DatasetSweepTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("datasets/sweeps")

  @Test func everyExampleParsesAndVariesDampingVelocityDurationAndScale() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(files.count == 5, "one example per seed preset")
    for file in files {
      let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
      let definition = try SweepDefinition.parse(text: text, file: file) { name in
        PresetSweepTests.presets.first { $0.name == name }
      }
      let names = Set(definition.axes.map(\.target))
      #expect(names.contains("velocity") && names.contains("scale"), "\(file)")
      #expect(!names.isDisjoint(with: ["damping", "dampingRatio", "bounce"]), "\(file) varies the damping")
      #expect(!names.isDisjoint(with: ["duration", "response"]), "\(file) varies the duration")
      if definition.pointCount <= 5_000 {
        let table = try Sweep.table(definition, threads: 2)
        #expect(table.metrics.count == definition.pointCount)
      }
    }
  }
}
