import TextFormats

/// Writing rows: straight into a buffer sized for them in advance, each cell either copied (a
/// varied parameter's value, formatted once; a metric equal to the row above's or found in the
/// `CellMemo`) or formatted in place.
extension SweepTableText {
  /// The text of `rows` rows from grid point `point` on, whose numbers (`plan.rowWidth` a row) start
  /// at `values`. `continuing`: a JSON row before them, so the first takes a comma.
  func text(_ plan: SweepPlan, _ values: UnsafePointer<Double>, point: Int, rows: Int, continuing: Bool) -> [UInt8] {
    let json = format == .json
    let columns = counts.count
    // Every row fits in this many bytes, so the text is written without checks for room; the
    // slack lets a repeated cell be copied a word at a time.
    let rowBytes = 8 + axisCellBytes.reduce(0, +) + columns * NumberBytes.maxCellBytes
      + (axisFirst.count + columns) * (json ? 2 : 1)
    let slack = 8
    return [UInt8](unsafeUninitializedCapacity: rows * rowBytes + slack) { buffer, written in
      var out = RowBytes(base: buffer.baseAddress!, json: json)
      let axes = plan.axisIndices.count
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * columns + 2 * axes + 1) { memory in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: CellMemo.memory(columns: columns)) { memo in
          let above = CellsAbove(memory.baseAddress!, columns: columns)
          let digits = GridDigits(memory.baseAddress! + 3 * columns, plan: plan, point: point)
          let memo = CellMemo(memo.baseAddress!, columns: columns)
          axisBytes.withUnsafeBufferPointer { axisBytes in
            axisStarts.withUnsafeBufferPointer { axisStarts in
              for row in 0..<rows {
                if json { out.openRow(comma: continuing || row > 0) }
                writeAxes(&out, digits, plan, bytes: axisBytes.baseAddress!, starts: axisStarts)
                writeMetrics(&out, values + row * plan.rowWidth, above, memo, axes: axes)
                digits.next()
                if row == CellMemo.trial { memo.review() }
              }
            }
          }
        }
      }
      written = out.at
    }
  }

  /// The varied parameters' cells of the row at `digits`: copied from `bytes`, or formatted for
  /// an axis too long to be formatted ahead.
  @inline(__always)
  func writeAxes(
    _ out: inout RowBytes, _ digits: GridDigits, _ plan: SweepPlan, bytes: UnsafePointer<UInt8>,
    starts: UnsafeBufferPointer<Int>
  ) {
    for axis in 0..<digits.count {
      if axis > 0 { out.separate() }
      let digit = digits.digits[axis]
      if let first = axisFirst[axis] {
        let start = starts[first + digit]
        out.copy(bytes + start, starts[first + digit + 1] - start)
      } else {
        let cell = Self.cell(plan.definition.parameters[plan.axisIndices[axis]].values[digit], format)
        cell.withUnsafeBufferPointer { out.copy($0.baseAddress!, $0.count) }
      }
    }
  }

  /// The metric cells of one row, then its last cell (`Sweep.invalidColumn`: 0, 1 or 2), closing
  /// the row.
  @inline(__always)
  func writeMetrics(
    _ out: inout RowBytes, _ rowValues: UnsafePointer<Double>, _ above: CellsAbove, _ memo: CellMemo, axes: Int
  ) {
    let columns = counts.count
    for column in 0..<columns {
      if column > 0 || axes > 0 { out.separate() }
      let value = rowValues[column]
      let bits = Int(bitPattern: UInt(value.bitPattern))
      if bits == above.bits[column] && above.count[column] >= 0 {
        out.copy(out.base + above.start[column], above.count[column])
        above.start[column] = out.at - above.count[column]
        continue
      }
      let start = out.at
      if value.isNaN {
        if out.json { for byte in Self.null { out.put(byte) } }
      } else if counts[column] {
        out.at += NumberBytes.writeInteger(Int(value), to: out.base + out.at)
      } else {
        out.at += memo.write(value, column: column, to: out.base + out.at)
      }
      above.bits[column] = bits
      above.start[column] = start
      above.count[column] = out.at - start
    }
    out.separate()
    let flag = rowValues[columns]
    out.put(flag == Sweep.unscorable ? UInt8(ascii: "1") : flag == Sweep.offRoot ? UInt8(ascii: "2") : UInt8(ascii: "0"))
    out.put(out.json ? UInt8(ascii: "]") : UInt8(ascii: "\n"))
  }
}

/// A cursor in a buffer with room for what is written: no checks.
struct RowBytes {
  let base: UnsafeMutablePointer<UInt8>
  var at = 0
  let json: Bool

  init(base: UnsafeMutablePointer<UInt8>, json: Bool) {
    self.base = base
    self.json = json
  }

  @inline(__always) mutating func put(_ byte: UInt8) {
    base[at] = byte
    at += 1
  }

  @inline(__always) mutating func separate() {
    put(UInt8(ascii: ","))
    if json { put(UInt8(ascii: " ")) }
  }

  /// A JSON row's opening, after a comma unless it is the document's first.
  @inline(__always) mutating func openRow(comma: Bool) {
    if comma { put(UInt8(ascii: ",")) }
    put(UInt8(ascii: "\n"))
    put(UInt8(ascii: "["))
  }

  /// Copies `count` bytes from `from` (earlier in the text, or a table) a word at a time.
  @inline(__always) mutating func copy(_ from: UnsafePointer<UInt8>, _ count: Int) {
    var i = 0
    while i < count {
      UnsafeMutableRawPointer(base + at + i).storeBytes(
        of: UnsafeRawPointer(from + i).loadUnaligned(as: UInt64.self), as: UInt64.self)
      i += 8
    }
    at += count
  }
}

/// Each metric column's last cell written: its value's bits, where its text starts and how long it
/// is (−1: no cell yet). A cell equal to the row above's, bit for bit, is copied from it
/// (neighbouring rows often differ only in the press scale, which leaves most metrics alone).
struct CellsAbove {
  let bits: UnsafeMutablePointer<Int>, start: UnsafeMutablePointer<Int>, count: UnsafeMutablePointer<Int>

  /// Takes `3 * columns` integers at `memory`.
  init(_ memory: UnsafeMutablePointer<Int>, columns: Int) {
    bits = memory
    start = memory + columns
    count = start + columns
    for c in 0..<columns { count[c] = -1 }
  }
}

/// The varied axes' digits of the current row, counted up row by row (the last fastest), so no
/// row divides its grid index.
struct GridDigits {
  let digits: UnsafeMutablePointer<Int>, radices: UnsafeMutablePointer<Int>
  let count: Int

  /// Takes `2 * axes` integers at `memory`, starting at grid point `point`.
  init(_ memory: UnsafeMutablePointer<Int>, plan: SweepPlan, point: Int) {
    count = plan.axisIndices.count
    digits = memory
    radices = memory + count
    for (axis, parameter) in plan.axisIndices.enumerated() {
      digits[axis] = plan.digit(point, parameter)
      radices[axis] = plan.radices[parameter]
    }
  }

  @inline(__always) func next() {
    var axis = count - 1
    while axis >= 0 {
      digits[axis] += 1
      if digits[axis] < radices[axis] { break }
      digits[axis] = 0
      axis -= 1
    }
  }
}
