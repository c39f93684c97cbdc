import Sweeps
import Testing
import _TestSupport

/// The example sweeps shipped in datasets/sweeps/ parse and run.
@Suite struct DatasetSweepTests {
  @Test func everyExampleParsesAndVariesDampingVelocityDurationAndScale() throws {
    let files = try Datasets.yamlFiles(in: Datasets.sweepsFolder)
    #expect(files.count == 5, "one example per seed preset")
    for (file, text) in files {
      let definition = try SweepDefinition.parse(text: text, file: file) { name in
        Datasets.presets.first { $0.name == name }
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
