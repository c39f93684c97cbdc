import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a running child does to a folder tree, as it happens (inotify): a test waits for a
/// known step of the child (a folder made, a file written) instead of for a while. Subfolders
/// made under the root are watched as they appear; what they already hold is reported too, so
/// no step is missed between a folder's creation and its watch. What is there before is not.
final class FileEvents {
  struct Event: Equatable {
    /// The path below the root ("out/.n.new-1/sweeps/grid.csv").
    var path: String
    var kind: Kind
  }

  enum Kind: Equatable { case created, opened, modified, deleted, movedIn }

  static let modify: UInt32 = 0x2, open: UInt32 = 0x20, movedTo: UInt32 = 0x80, create: UInt32 = 0x100
  static let delete: UInt32 = 0x200, isFolder: UInt32 = 0x4000_0000
  private static let mask = modify | open | movedTo | create | delete

  private let root: String
  private let inotify: Int32
  private var folders: [Int32: String] = [:]
  private var pending: [Event] = []
  /// The read end of a pipe the child holds the write end of (its standard error): its end of
  /// file says the child is gone, so no wait outlives it.
  private let childEnd: Int32
  /// What the child wrote to that pipe.
  private(set) var childOutput: [UInt8] = []

  /// Watches `root` (which must exist) and every folder made under it, until the child holding
  /// `childEnd`'s write end exits.
  init(_ root: String, childEnd: Int32) throws {
    self.root = root
    self.childEnd = childEnd
    inotify = inotify_init1(0o2_000_000)  // IN_CLOEXEC
    guard inotify >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    try add("", reporting: false)
  }

  deinit { close(inotify) }

  /// The next event, or nil once the child has exited and every event before is read.
  func next() -> Event? {
    while pending.isEmpty {
      var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: childEnd, events: Int16(POLLIN), revents: 0)]
      guard poll(&fds, 2, -1) >= 0 else {
        if errno == EINTR { continue }
        return nil
      }
      // Events first: what the child did before it exited is reported before its exit.
      if fds[0].revents & Int16(POLLIN) != 0 {
        readEvents()
      } else if fds[1].revents != 0, !readChild() {
        readEvents(blocking: false)
        if pending.isEmpty { return nil }
      }
    }
    return pending.removeFirst()
  }

  /// Waits for the first event `matches` accepts; false when the child exits first.
  func wait(for matches: (Event) -> Bool) -> Bool {
    while let event = next() { if matches(event) { return true } }
    return false
  }

  /// Adds a watch on `relative` and its subfolders, reporting what they already hold.
  private func add(_ relative: String, reporting: Bool = true) throws {
    let path = relative.isEmpty ? root : root + "/" + relative
    let watch = inotify_add_watch(inotify, path, Self.mask)
    guard watch >= 0 else {
      // Gone again already (a temporary folder): nothing to watch.
      if errno == ENOENT { return }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    folders[watch] = relative
    for name in (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted() ?? [] {
      let child = relative.isEmpty ? name : relative + "/" + name
      if reporting { pending.append(Event(path: child, kind: .created)) }
      var info = stat()
      guard lstat(root + "/" + child, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        try add(child, reporting: reporting)
      } else if reporting, info.st_size > 0 {
        pending.append(Event(path: child, kind: .modified))
      }
    }
  }

  private func readEvents(blocking: Bool = true) {
    if !blocking {
      var fd = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
      guard poll(&fd, 1, 0) > 0 else { return }
    }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
    guard count > 0 else { return }
    var offset = 0
    // struct inotify_event: wd, mask, cookie, len (4 bytes each), then len bytes of name.
    while offset + 16 <= count {
      func word(_ at: Int) -> UInt32 { buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + at, as: UInt32.self) } }
      let watch = Int32(bitPattern: word(0)), mask = word(4), length = Int(word(12))
      let nameBytes = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
      offset += 16 + length
      guard let folder = folders[watch], !nameBytes.isEmpty else { continue }
      let name = String(decoding: nameBytes, as: UTF8.self)
      let path = folder.isEmpty ? name : folder + "/" + name
      if mask & Self.create != 0 || mask & Self.movedTo != 0 {
        pending.append(Event(path: path, kind: mask & Self.create != 0 ? .created : .movedIn))
        if mask & Self.isFolder != 0 { try? add(path) }
      } else if mask & Self.modify != 0 {
        pending.append(Event(path: path, kind: .modified))
      } else if mask & Self.open != 0 {
        pending.append(Event(path: path, kind: .opened))
      } else if mask & Self.delete != 0 {
        pending.append(Event(path: path, kind: .deleted))
      }
    }
  }

  /// Reads what the child wrote; false at end of file (the child is gone).
  private func readChild() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(childEnd, $0.baseAddress, $0.count) }
    if count > 0 { childOutput += buffer.prefix(count) }
    return count > 0 || (count < 0 && errno == EINTR)
  }
}
