#if canImport(Glibc)
  import Glibc
#endif
import Curves
import Testing
import _TestSupport

/// `SineCosine.of` is `sin` and `cos` bit for bit: every closed form that takes both returns the
/// numbers it returned with the two calls.
@Suite struct SineCosineTests {
  @Test func bothAreSinAndCosBitForBit() {
    #expect(SineCosine.library != nil, "this C library has sincos")
    var random = SeededGenerator(state: 0x51C0_5C05)
    var arguments: [Double] = [0, -0.0, .pi, -.pi / 2, 1e-300, 1e22, -1e300, .greatestFiniteMagnitude, .infinity, .nan]
    for _ in 0..<400_000 {
      arguments.append(Double.random(in: -50...50, using: &random))  // ωd·t in a window
      arguments.append(Double.random(in: 0...1e6, using: &random))
      arguments.append(Double(bitPattern: random.next()))  // any double
    }
    var differing = 0
    for x in arguments {
      let (s, c) = SineCosine.of(x)
      let same = { (a: Double, b: Double) in a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }
      if !same(s, sin(x)) || !same(c, cos(x)) { differing += 1 }
    }
    #expect(differing == 0, "\(differing) of \(arguments.count) arguments")
  }
}
