import Testing

@testable import Sweeps

/// A refused grid is priced on a coarser grid spread over every axis's range.
@Suite struct GridEstimateTests {
  @Test func theCoarseGridSpreadsOverEveryAxis() throws {
    let definition = try SweepDefinition.parse(
      text: "model: spring\nparameters:\n  duration: {from: 0.1, to: 1, count: 1e5}\n  bounce: {from: 0, to: 0.5, count: 1e4}\n"
        + "  velocity: [0, 5]\n  scale: 0.9\n",
      file: "g.yaml")
    let spread = GridEstimate.spread(definition, points: 4096)
    #expect(Set(spread.keys) == ["duration", "bounce", "velocity"])
    let counts = definition.axes.map { spread[$0.name]!.count }
    let product = counts.reduce(1, *)
    #expect(product <= 4096 && product > 2048, "\(counts)")
    // Every axis keeps about the same share of its values: one more on any would overflow or unbalance.
    let shares = zip(definition.axes, counts).map { Double($0.values.count) / Double($1) }
    #expect(counts[2] == 2)
    #expect(shares[0] / shares[1] < 1.2 && shares[1] / shares[0] < 1.2, "\(counts)")
    for (axis, count) in zip(definition.axes, counts) {
      let values = spread[axis.name]!.map { $0.number! }
      // Values of the axis, in order, each the middle of an equal stretch of it.
      #expect(values == values.sorted() && Set(values).count == count)
      let all = Array(axis.values).map { $0.number! }
      for (j, value) in values.enumerated() {
        let index = try #require(all.firstIndex(of: value))
        #expect(abs(Double(index) + 0.5 - (Double(j) + 0.5) * Double(all.count) / Double(count)) <= 1, "\(axis.name) \(j)")
      }
    }
    // A grid smaller than the sample is measured whole.
    let small = GridEstimate.spread(definition.replacingValues(["duration": [.number(0.2)], "bounce": [.number(0)]]), points: 4096)
    #expect(small.values.map(\.count).reduce(1, *) == 2)
  }
}
