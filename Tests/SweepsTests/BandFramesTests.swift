import Testing

@testable import Sweeps

/// A score's frames per pixel band read back in the order they were given, the first held inline
/// and the rest after it; a band not asked reads −1.
@Suite struct BandFramesTests {
  @Test func framesReadBackInOrder() {
    for count in 0..<5 {
      var frames = BandFrames()
      let given = (0..<count).map { 7 * $0 - 1 }
      for k in given { frames.append(k) }
      #expect(frames.count == count)
      #expect((0..<count).map { frames[$0] } == given)
      #expect(frames[count] == -1 && frames[-1] == -1)
    }
  }

  @Test func equalWhenTheirFramesAre() {
    var a = BandFrames(), b = BandFrames()
    #expect(a == b)
    a.append(3)
    #expect(a != b)
    b.append(3)
    a.append(9)
    b.append(9)
    #expect(a == b)
  }
}
