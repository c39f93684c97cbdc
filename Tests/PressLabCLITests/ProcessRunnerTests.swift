import Foundation
import Testing
import _TestSupport

/// The tests' process runner hands a child its three streams and nothing more: a daemon the child
/// leaves running (the local Slurm cluster's munged, slurmctld, slurmd) then holds nothing the
/// runner waits on, so the run ends when the child does.
@Suite struct ProcessRunnerTests {
  @Test func aChildInheritsNoDescriptorBeyondItsStreams() throws {
    // `ls` takes the shell's place, so it holds what the child was given (and reads its list
    // through one more descriptor, a folder); a pipe or socket beyond 0-2 is one the runner leaked.
    let listing = try ProcessRunner.run("/bin/sh", ["-c", "exec ls -l /proc/self/fd"])
    #expect(listing.status == 0, "\(listing.all)")
    let leaked = listing.stdout.split(separator: "\n").compactMap { line -> String? in
      let link = line.split(separator: " ").suffix(3)
      guard link.count == 3, link[link.startIndex + 1] == "->", let fd = Int(link.first!), fd > 2 else { return nil }
      return link.last!.hasPrefix("socket:") || link.last!.hasPrefix("pipe:") ? "\(fd) \(link.last!)" : nil
    }
    #expect(leaked.isEmpty, "descriptors the child should not hold: \(leaked)\n\(listing.stdout)")
    #expect(listing.stdout.contains(" 0 -> /dev/null\n"), "standard input is /dev/null: \(listing.stdout)")
  }

  @Test func statusesAreTheChildsOwn() throws {
    #expect(try ProcessRunner.run("/bin/sh", ["-c", "exit 7"]).status == 7)
    #expect(try ProcessRunner.run("/bin/sh", ["-c", "kill -TERM $$"]).status == 128 + SIGTERM)
    let found = try ProcessRunner.run("sh", ["-c", "echo $X; pwd"], in: "/tmp", environment: ["X": "given"])
    #expect(found.stdout == "given\n/tmp\n" && found.status == 0, "\(found.all)")
  }
}
