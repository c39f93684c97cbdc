import Testing
import _TestSupport

@testable import Presets

@Suite struct LibraryTests {
  @Test func everyShippedPresetLoads() throws {
    let (presets, errors) = try Datasets.library()
    #expect(errors.map(\.description) == [])
    #expect(presets.count >= 5)
  }
}
