import Foundation
import Testing
import _TestSupport

/// The Slurm path on a real cluster: a single-node Slurm (munged, slurmctld and slurmd on localhost,
/// `Scripts/slurm-local.sh`) started by the test in its own folder and stopped at the end. The
/// shipped `deploy/slurm/submit.sh` runs the array and its merge; one task is cancelled with
/// `scancel` while it runs, and the merge submits it again and still makes the single run's bytes.
@Suite struct SlurmClusterTests {
  static let sweep = "datasets/sweeps/002-shrink-grow.yaml"

  @Test
  func arrayOnALocalClusterRetriesACancelledShardAndMergesTheWholeTable() throws {
    let missing = ["munged", "slurmctld", "slurmd", "sbatch"].filter { tool in
      !["/usr/sbin/", "/usr/bin/", "/sbin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
    }
    guard missing.isEmpty else {
      Issue.record("\(missing.joined(separator: ", ")) not installed: run Scripts/bootstrap.sh --test (slurm-wlm, munge)")
      return
    }
    let folder = try TemporaryFolder("slurm-cluster")
    defer { folder.remove() }
    let cluster = folder.path("cluster")
    let started = try ProcessRunner.run("/bin/bash", [PackagePaths.path("Scripts/slurm-local.sh"), "start", cluster])
    defer { _ = try? ProcessRunner.run("/bin/bash", [PackagePaths.path("Scripts/slurm-local.sh"), "stop", cluster]) }
    try #require(started.status == 0, "\(started.all)")

    // presslab as the tasks find it on PATH: task 1's first attempt hangs until it is cancelled.
    let binary = try ProcessRunner.presslabBinary()
    try FileManager.default.createDirectory(atPath: folder.path("bin"), withIntermediateDirectories: true)
    let wrapper = try folder.write("""
      #!/bin/sh
      if [ "${SLURM_ARRAY_TASK_ID:-}" = 1 ] && [ ! -e "$DATA/task-1-started" ]; then
        : > "$DATA/task-1-started"; exec sleep 120
      fi
      exec '\(binary)' "$@"

      """, to: "bin/presslab")
    #expect(chmod(wrapper, 0o755) == 0)
    let data = folder.path("data")
    let environment = [
      "SLURM_CONF": cluster + "/slurm.conf", "DATA": data, "SHARDS": "3", "SWEEP": PackagePaths.path(Self.sweep),
      "PATH": folder.path("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
    ]
    // Every wait is bounded: 60 s for task 1 to start, 90 s for the merge after the retry.
    let driver = """
      set -euo pipefail
      mkdir -p "$DATA"
      ids=$(deploy/slurm/submit.sh)
      array=$(echo "$ids" | head -n 1)
      timeout 60 bash -c 'until [ -e "$DATA/task-1-started" ]; do sleep 0.2; done'
      scancel "${array}_1"
      timeout 90 bash -c 'until [ -e "$DATA/sweep.csv" ] && [ -z "$(squeue -h)" ]; do sleep 0.5; done'
      """
    let run = try ProcessRunner.run("/bin/bash", ["-c", driver], environment: environment)
    #expect(run.status == 0, "\(run.all)\n\(logs(data, cluster))")

    for index in 0..<3 {
      #expect(FileManager.default.fileExists(atPath: "\(data)/parts/part-\(index).csv.shard"), "part \(index) landed")
    }
    let merges = (try? FileManager.default.contentsOfDirectory(atPath: data + "/logs"))?.filter { $0.contains("merge") } ?? []
    #expect(merges.count == 2, "the merge ran, found task 1 missing, and ran again after the retry: \(merges)")
    let mergeLog = merges.compactMap { try? String(contentsOfFile: "\(data)/logs/\($0)", encoding: .utf8) }.joined()
    #expect(mergeLog.contains("shards 1 of 3 did not finish; submitting them again"), "\(mergeLog)")

    let whole = try ProcessRunner.presslab(["sweep", PackagePaths.path(Self.sweep), "--csv", folder.path("whole.csv")])
    #expect(whole.status == 0, "\(whole.all)")
    let merged = FileManager.default.contents(atPath: data + "/sweep.csv").map { [UInt8]($0) }
    #expect(merged == folder.bytes("whole.csv") && !folder.bytes("whole.csv").isEmpty, "the merge equals the single run")
  }

  /// The cluster's and the tasks' logs, for a failure's message.
  func logs(_ data: String, _ cluster: String) -> String {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: data + "/logs")) ?? []).map { data + "/logs/" + $0 }
      + ["slurmctld.log", "slurmd.log"].map { cluster + "/" + $0 }
    return files.map { "== \($0)\n" + ((try? String(contentsOfFile: $0, encoding: .utf8)).map { String($0.suffix(2000)) } ?? "") }
      .joined(separator: "\n")
  }
}
