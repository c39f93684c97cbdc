import Dispatch

/// Splits `count` items into chunks and runs them on `threads` workers. Each worker takes the next
/// chunk not yet taken (chunks cost unevenly: a spring near ζ = 1 is solved in closed form, a
/// lightly damped one may be walked), and writes only its own chunks' outputs, so results land in
/// item order whatever the thread count and whoever took which chunk.
enum Parallel {
  static func forEachChunk(count: Int, chunkSize: Int, threads: Int,
                           _ body: @escaping @Sendable (Range<Int>) -> Void) {
    let chunks = (count + chunkSize - 1) / chunkSize
    let workers = max(1, min(threads, chunks))
    let counter = ChunkCounter()
    let run: @Sendable (Int) -> Void = { _ in
      while true {
        let chunk = workers == 1 ? counter.nextAlone() : counter.next()
        guard chunk < chunks else { return }
        let start = chunk * chunkSize
        body(start..<min(count, start + chunkSize))
      }
    }
    if workers == 1 { run(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: run) }
  }
}

/// The next chunk to take, handed out under a lock (taken once per chunk of thousands of points).
final class ChunkCounter: @unchecked Sendable {
  private var taken = 0
  private let lock = DispatchSemaphore(value: 1)

  func next() -> Int {
    lock.wait()
    defer { lock.signal() }
    taken += 1
    return taken - 1
  }

  /// With one worker, no lock.
  func nextAlone() -> Int {
    taken += 1
    return taken - 1
  }
}

/// numpy's `linspace`: `start + i·step`, the last element exactly `stop`.
public func linspace(_ start: Double, _ stop: Double, _ count: Int) -> [Double] {
  guard count > 1 else { return count == 1 ? [start] : [] }
  let step = (stop - start) / Double(count - 1)
  var values = (0..<count).map { start + Double($0) * step }
  values[count - 1] = stop
  return values
}
