import TextFormats

/// The float cells of each metric column formatted lately, found by value: frame times (a peak, a
/// settle time) recur across a chunk's rows, and copying a cell's bytes costs a fraction of
/// formatting them. Direct-mapped by the value's bits, `slots` per column; a miss formats the cell
/// and takes the slot. A column whose values seldom recur (an overshoot) stops looking after
/// `trial` rows, so it pays for the look-ups only then.
struct CellMemo {
  static let slots = 64
  static let trial = 256
  /// Per slot: the value's bits (a NaN pattern when empty: NaN cells never reach the memo), the
  /// cell's length and its bytes (three words).
  let keys: UnsafeMutablePointer<UInt64>, lengths: UnsafeMutablePointer<UInt64>, words: UnsafeMutablePointer<UInt64>
  /// Per column: look-ups that found the cell, and whether the column still looks (1) or not (0).
  let hits: UnsafeMutablePointer<UInt64>, looking: UnsafeMutablePointer<UInt64>
  let columns: Int

  static func memory(columns: Int) -> Int { columns * (5 * slots + 2) }

  /// Takes `memory(columns:)` words at `memory`.
  init(_ memory: UnsafeMutablePointer<UInt64>, columns: Int) {
    self.columns = columns
    keys = memory
    lengths = keys + columns * Self.slots
    words = lengths + columns * Self.slots
    hits = words + 3 * columns * Self.slots
    looking = hits + columns
    keys.update(repeating: Self.empty, count: columns * Self.slots)
    hits.update(repeating: 0, count: columns)
    looking.update(repeating: 1, count: columns)
  }

  static let empty: UInt64 = 0x7FF8_0000_DEAD_0001

  /// After `trial` rows: a column stops looking unless one cell in eight was found.
  func review() {
    for c in 0..<columns where hits[c] * 8 < UInt64(Self.trial) { looking[c] = 0 }
  }

  /// Writes float cell `value` (not NaN) of metric column `column` at `out` (room for 24 bytes) and
  /// returns its length: `NumberBytes.writeFloat`'s bytes, copied when the memo holds them.
  @inline(__always)
  func write(_ value: Double, column: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    guard looking[column] != 0 else { return NumberBytes.writeFloat(value, to: out) }
    let bits = value.bitPattern
    let slot = column &* Self.slots &+ Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 58)
    let cell = UnsafeMutableRawPointer(words + 3 &* slot), raw = UnsafeMutableRawPointer(out)
    if keys[slot] == bits {
      hits[column] &+= 1
      raw.storeBytes(of: cell.load(as: UInt64.self), as: UInt64.self)
      raw.storeBytes(of: cell.load(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
      raw.storeBytes(of: cell.load(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
      return Int(truncatingIfNeeded: lengths[slot])
    }
    let count = NumberBytes.writeFloat(value, to: out)
    keys[slot] = bits
    lengths[slot] = UInt64(truncatingIfNeeded: count)
    cell.storeBytes(of: raw.loadUnaligned(as: UInt64.self), as: UInt64.self)
    cell.storeBytes(of: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
    cell.storeBytes(of: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
    return count
  }
}
