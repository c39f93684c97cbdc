import Dispatch

/// `Sweep.run` on two threads or more without a pause at each block's end: the workers take the
/// next chunk across blocks, up to `ahead` blocks past the one being handed over, so a worker that
/// has finished its share of a block goes on with the next block instead of waiting for the slowest
/// chunk, and the caller's handling of a block (the write) overlaps the computing of the next. The
/// caller still gets every block whole and in grid order, with the same chunks, tallies and texts
/// as one thread gives.
final class SweepPipeline: @unchecked Sendable {
  /// Blocks in flight at once: memory is that of this many blocks.
  static let ahead = 3

  let plan: SweepPlan
  let texts: [SweepTableText]
  let points: Range<Int>
  let blockSize: Int, chunkSize: Int, chunksPerBlock: Int, blocks: Int

  /// Per slot (block `b` uses slot `b % ahead`): the block's numbers, and per chunk its failure,
  /// its tally and its texts; each chunk's parts are written by the worker that took it.
  private let values: [UnsafeMutablePointer<Double>]
  private let failures: [UnsafeMutablePointer<SweepError?>]
  private let tallies: [UnsafeMutablePointer<SolverTally>]
  private let formatted: [ChunkTexts]
  private let done: [DispatchSemaphore]

  /// Guarded by `lock`: the next chunk to take (block · chunksPerBlock + chunk), the first chunk not
  /// yet released (its block's slot is still in use), each slot's chunks still running, the
  /// workers waiting for a release, and whether the run has stopped.
  private var next = 0, limit = 0, waiting = 0, stopped = false
  private var remaining: [Int]
  private let lock = DispatchSemaphore(value: 1)
  private let wake = DispatchSemaphore(value: 0)

  init(_ plan: SweepPlan, points: Range<Int>, blockSize: Int, texts: [SweepTableText]) {
    self.plan = plan
    self.texts = texts
    self.points = points
    self.blockSize = blockSize
    let chunkSize = min(blockSize, Sweep.chunkSize(plan))
    let perBlock = (blockSize + chunkSize - 1) / chunkSize
    self.chunkSize = chunkSize
    chunksPerBlock = perBlock
    blocks = (points.count + blockSize - 1) / blockSize
    let slots = min(Self.ahead, blocks)
    values = (0..<slots).map { _ in .allocate(capacity: blockSize * plan.rowWidth) }
    failures = (0..<slots).map { _ in
      let p = UnsafeMutablePointer<SweepError?>.allocate(capacity: perBlock)
      p.initialize(repeating: nil, count: perBlock)
      return p
    }
    tallies = (0..<slots).map { _ in .allocate(capacity: perBlock) }
    formatted = (0..<slots).map { _ in ChunkTexts(count: texts.count * perBlock) }
    done = (0..<slots).map { _ in DispatchSemaphore(value: 0) }
    remaining = [Int](repeating: 0, count: slots)
  }

  deinit {
    for p in values { p.deallocate() }
    for p in failures { p.deinitialize(count: chunksPerBlock); p.deallocate() }
    for p in tallies { p.deallocate() }
  }

  /// The points of block `b`.
  func range(_ b: Int) -> Range<Int> {
    let start = points.lowerBound + b * blockSize
    return start..<min(points.upperBound, start + blockSize)
  }

  /// Readies block `b`'s slot and lets the workers take its chunks.
  private func open(_ b: Int) {
    let slot = b % values.count
    values[slot].initialize(repeating: .nan, count: blockSize * plan.rowWidth)
    failures[slot].update(repeating: nil, count: chunksPerBlock)
    tallies[slot].initialize(repeating: SolverTally(), count: chunksPerBlock)
    lock.wait()
    remaining[slot] = chunksPerBlock
    limit = (b + 1) * chunksPerBlock
    let sleepers = waiting
    waiting = 0
    lock.signal()
    for _ in 0..<sleepers { wake.signal() }
  }

  /// Stops the workers after the chunks they are running.
  private func stop() {
    lock.wait()
    stopped = true
    let sleepers = waiting
    waiting = 0
    lock.signal()
    for _ in 0..<sleepers { wake.signal() }
  }

  /// One worker: takes released chunks in order until none is left or the run stops.
  private func work() {
    while true {
      lock.wait()
      while next >= limit && next < blocks * chunksPerBlock && !stopped {
        waiting += 1
        lock.signal()
        wake.wait()
        lock.wait()
      }
      if stopped || next >= blocks * chunksPerBlock {
        lock.signal()
        return
      }
      let taken = next
      next += 1
      lock.signal()
      let slot = (taken / chunksPerBlock) % values.count
      compute(block: taken / chunksPerBlock, chunk: taken % chunksPerBlock, slot: slot)
      lock.wait()
      remaining[slot] -= 1
      let finished = remaining[slot] == 0
      lock.signal()
      if finished { done[slot].signal() }
    }
  }

  /// Computes one chunk of block `b` and formats its rows while its numbers are in this core's cache.
  private func compute(block b: Int, chunk: Int, slot: Int) {
    let block = range(b)
    // The last block may have fewer chunks than the others: its later chunks are empty.
    guard chunk * chunkSize < block.count else { return }
    let rows = (chunk * chunkSize)..<min(block.count, (chunk + 1) * chunkSize)
    let out = values[slot] + rows.lowerBound * plan.rowWidth
    let first = block.lowerBound + rows.lowerBound
    do throws(SweepError) {
      tallies[slot][chunk] = try plan.evaluate(points: first..<(first + rows.count), into: out)
    } catch {
      failures[slot][chunk] = error
      return
    }
    for (i, text) in texts.enumerated() {
      formatted[slot].set(i * chunksPerBlock + chunk, text.text(
        plan, out, point: first, rows: rows.count, continuing: b > 0 || rows.lowerBound > 0))
    }
  }

  /// Runs the sweep on `threads` workers, handing each block over in order on the calling thread.
  func run(threads: Int, progress: ((Int, Int) -> Void)?, block handle: (SweepBlock) throws -> Void) throws {
    for b in 0..<values.count { open(b) }
    let group = DispatchGroup()
    for w in 0..<max(1, min(threads, blocks * chunksPerBlock)) {
      DispatchQueue(label: "presslab.sweep.worker.\(w)").async(group: group) { self.work() }
    }
    defer {
      stop()
      group.wait()
    }
    for b in 0..<blocks {
      let slot = b % values.count
      done[slot].wait()
      let block = range(b)
      if let failure = (0..<chunksPerBlock).lazy.compactMap({ self.failures[slot][$0] }).first { throw failure }
      var tally = SolverTally()
      for c in 0..<chunksPerBlock { tally.add(tallies[slot][c]) }
      let parts = formatted[slot].take()
      let chunks = (block.count + chunkSize - 1) / chunkSize
      let texts = self.texts.indices.map { i in Array(parts[i * chunksPerBlock..<(i * chunksPerBlock + chunks)]) }
      let metrics = Array(UnsafeBufferPointer(start: values[slot], count: block.count * plan.rowWidth))
      if b + values.count < blocks { open(b + values.count) }
      try handle(SweepBlock(plan: plan, start: block.lowerBound, count: block.count, metrics: metrics,
                            notConverged: tally, texts: texts))
      progress?(block.upperBound - points.lowerBound, points.count)
    }
  }
}
