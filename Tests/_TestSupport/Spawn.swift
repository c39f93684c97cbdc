import Foundation

/// Starts a program with posix_spawn and waits for it with waitpid, nothing else.
///
/// Not Foundation's `Process`: on Linux it learns that a child ended when a socket it hands the
/// child reaches end of file, and only then reaps it. A daemon the child starts (munged, slurmctld)
/// inherits that socket and keeps it open, so the exited child stays a zombie and
/// `waitUntilExit()` never returns. Here the child gets its three streams and no other descriptor,
/// and the wait is on the child's own pid.
enum Spawn {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `executable` with `argv` (argv[0] included) in `directory`, standard input from
  /// /dev/null, and returns its exit status (128 + the signal for a child killed by one, as a
  /// shell says).
  static func runToExit(
    _ executable: String, _ argv: [String], environment: [String], directory: String, stdout: Int32, stderr: Int32
  ) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    try check(posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0), "open /dev/null")
    try check(posix_spawn_file_actions_adddup2(&actions, stdout, 1), "redirect standard output")
    try check(posix_spawn_file_actions_adddup2(&actions, stderr, 2), "redirect standard error")
    // Whatever this test process has open (another test's files and pipes) stays here.
    try check(try glibc(CloseFrom.self, "posix_spawn_file_actions_addclosefrom_np")(&actions, 3), "close inherited descriptors")
    try check(try glibc(ChangeDirectory.self, "posix_spawn_file_actions_addchdir_np")(&actions, directory), "change to \(directory)")

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The child starts with no signal blocked and SIGPIPE at its default, whatever this process set.
    var none = sigset_t(), pipe = sigset_t()
    sigemptyset(&none)
    sigemptyset(&pipe)
    sigaddset(&pipe, SIGPIPE)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &pipe)
    try check(posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)), "set flags")

    let cArguments = argv.map { strdup($0) } + [nil]
    let cEnvironment = environment.map { strdup($0) } + [nil]
    defer { (cArguments + cEnvironment).forEach { free($0) } }
    var pid = pid_t()
    try check(posix_spawn(&pid, executable, &actions, &attributes, cArguments, cEnvironment), "start \(executable)")

    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw Failure(description: "waitpid \(pid): \(String(cString: strerror(errno)))") }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  // glibc's (2.29 and 2.34 on) file actions that Swift's Glibc module does not declare.
  private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  private typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

  private static func glibc<Function>(_ type: Function.Type, _ name: String) throws -> Function {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { throw Failure(description: "\(name) not found (glibc 2.34 or later)") }
    return unsafeBitCast(symbol, to: type)
  }

  private static func check(_ result: Int32, _ what: String) throws {
    guard result == 0 else { throw Failure(description: "\(what): \(String(cString: strerror(result)))") }
  }
}
