import Dispatch

/// Splits `count` items into chunks and runs them on `threads` workers. Each worker takes every
/// `threads`-th chunk (the cost per item is nearly uniform, so this balances without locks), and
/// writes only its own chunks' outputs, so results land in item order whatever the thread count.
enum Parallel {
  static func forEachChunk(count: Int, chunkSize: Int, threads: Int,
                           _ body: @escaping @Sendable (Range<Int>) -> Void) {
    let chunks = (count + chunkSize - 1) / chunkSize
    let workers = max(1, min(threads, chunks))
    let run: @Sendable (Int) -> Void = { worker in
      var chunk = worker
      while chunk < chunks {
        let start = chunk * chunkSize
        body(start..<min(count, start + chunkSize))
        chunk += workers
      }
    }
    if workers == 1 { run(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: run) }
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
