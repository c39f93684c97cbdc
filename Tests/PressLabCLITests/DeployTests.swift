import Foundation
import Testing
import YAMLValues
import _TestSupport

/// The cluster and container files: the Kubernetes manifest parses with the keys an Indexed Job
/// and its merge need, and the shell commands it and the Slurm scripts run, run here with the
/// built presslab on the same sweep, merge to the single run's bytes.
@Suite struct DeployTests {
  static let manifestPath = "deploy/kubernetes/sweep-job.yaml"

  static func manifest() throws -> [YAMLValue] {
    let text = try PackagePaths.text(manifestPath)
    let parsed = try YAML.parse(text)
    let root = try #require(parsed)
    #expect(root["kind"]?.string == "List")
    return try #require(root["items"]?.items)
  }

  /// A container's `sh -c` script and its environment.
  static func shell(_ job: YAMLValue) throws -> (script: String, env: [String: String]) {
    let container = try #require(job["spec"]?["template"]?["spec"]?["containers"]?.items?.first)
    let command = (container["command"]?.items ?? []).compactMap { $0.string }
    #expect(command.count == 3 && command[0] == "sh" && command[1] == "-c")
    var env: [String: String] = [:]
    for pair in container["env"]?.items ?? [] {
      if let name = pair["name"]?.string, let value = pair["value"]?.string { env[name] = value }
    }
    return (command[2], env)
  }

  /// Runs `script` under sh with `presslab` on PATH, the image's /presslab mapped to this checkout.
  static func run(_ script: String, env: [String: String]) throws -> ProcessOutput {
    let binary = try ProcessRunner.presslabBinary()
    var env = env
    for (key, value) in env where value.hasPrefix("/presslab/") {
      env[key] = PackagePaths.path(String(value.dropFirst("/presslab/".count)))
    }
    env["PATH"] = URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try ProcessRunner.run("/bin/sh", ["-c", script], environment: env)
  }

  @Test func kubernetesIndexedJobShardsAndMerges() throws {
    let items = try Self.manifest()
    let claim = try #require(items.first { $0["kind"]?.string == "PersistentVolumeClaim" })
    let claimName = try #require(claim["metadata"]?["name"]?.string)
    #expect(claim["spec"]?["accessModes"]?.items?.first?.string == "ReadWriteMany")
    let jobs = items.filter { $0["kind"]?.string == "Job" && $0["apiVersion"]?.string == "batch/v1" }
    let sweep = try #require(jobs.first { $0["spec"]?["completionMode"]?.string == "Indexed" })
    let merge = try #require(jobs.first { $0["spec"]?["completionMode"] == nil })
    let completions = try #require(sweep["spec"]?["completions"]?.number)
    for job in [sweep, merge] {
      let volume = job["spec"]?["template"]?["spec"]?["volumes"]?.items?.first
      #expect(volume?["persistentVolumeClaim"]?["claimName"]?.string == claimName)
      #expect(job["spec"]?["template"]?["spec"]?["restartPolicy"]?.string == "Never")
    }
    let (shardScript, shardEnv) = try Self.shell(sweep)
    let (mergeScript, mergeEnv) = try Self.shell(merge)
    #expect(shardScript.contains("presslab sweep") && shardScript.contains("$JOB_COMPLETION_INDEX/$SHARDS"))
    #expect(mergeScript.contains("presslab merge"))
    #expect(Double(shardEnv["SHARDS"] ?? "") == completions && mergeEnv["SHARDS"] == shardEnv["SHARDS"])

    // The pods' commands, one per completion index, then the merge, on a shared folder.
    let folder = try TemporaryFolder("k8s")
    defer { folder.remove() }
    for index in 0..<Int(completions) {
      var env = shardEnv
      env["DATA"] = folder.path
      env["JOB_COMPLETION_INDEX"] = "\(index)"
      let run = try Self.run(shardScript, env: env)
      #expect(run.status == 0, "\(run.all)")
    }
    var env = mergeEnv
    env["DATA"] = folder.path
    let merged = try Self.run(mergeScript, env: env)
    #expect(merged.status == 0, "\(merged.all)")
    let sweepFile = try #require(shardEnv["SWEEP"])
    let whole = try Self.run("presslab sweep \"$SWEEP\" --csv \"$DATA/whole.csv\"", env: ["SWEEP": sweepFile, "DATA": folder.path])
    #expect(whole.status == 0, "\(whole.all)")
    #expect(folder.bytes("sweep.csv") == folder.bytes("whole.csv") && !folder.bytes("whole.csv").isEmpty)
  }

  @Test func slurmArrayTasksAndMergeMakeTheWholeTable() throws {
    let array = PackagePaths.path("deploy/slurm/sweep-array.sh")
    let mergeScript = PackagePaths.path("deploy/slurm/sweep-merge.sh")
    let submit = try PackagePaths.text("deploy/slurm/submit.sh")
    #expect(submit.contains("--array=\"0-$((SHARDS - 1))\"") && submit.contains("--dependency=\"afterany:"))
    let arrayText = try PackagePaths.text("deploy/slurm/sweep-array.sh")
    #expect(arrayText.contains("--shard \"$SLURM_ARRAY_TASK_ID/$SHARDS\""))
    let folder = try TemporaryFolder("slurm")
    defer { folder.remove() }
    let shards = 3
    for index in [2, 0, 1] {
      let run = try Self.run("bash \"\(array)\"", env: [
        "SLURM_ARRAY_TASK_ID": "\(index)", "SLURM_ARRAY_TASK_COUNT": "\(shards)", "DATA": folder.path,
        "SWEEP": PackagePaths.path("datasets/sweeps/002-shrink-grow.yaml"), "SLURM_CPUS_PER_TASK": "1",
      ])
      #expect(run.status == 0, "\(run.all)")
    }
    let merged = try Self.run("bash \"\(mergeScript)\"", env: ["DATA": folder.path, "SHARDS": "\(shards)"])
    #expect(merged.status == 0, "\(merged.all)")
    let whole = try Self.run(
      "presslab sweep \"$SWEEP\" --csv \"$DATA/whole.csv\"",
      env: ["SWEEP": PackagePaths.path("datasets/sweeps/002-shrink-grow.yaml"), "DATA": folder.path])
    #expect(whole.status == 0, "\(whole.all)")
    #expect(folder.bytes("sweep.csv") == folder.bytes("whole.csv") && !folder.bytes("whole.csv").isEmpty)
  }

  /// The image is Debian 12 with the Swift toolchain and runs the nightly job, whose command
  /// (`presslab run reports/nightly.md`) NightlyNotebookTests runs.
  @Test func dockerfileRunsTheNightlyJobOnDebian() throws {
    // Instructions, continuation lines joined.
    let lines = try PackagePaths.text("Dockerfile").replacingOccurrences(of: "\\\n", with: " ")
      .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    let from = try #require(lines.first { $0.hasPrefix("FROM ") })
    #expect(from.hasPrefix("FROM swift:6.3") && from.hasSuffix("-bookworm"), "Debian 12 (bookworm) with Swift 6.3")
    #expect(lines.contains("CMD [\"Scripts/nightly.sh\"]"))
    #expect(lines.contains { $0.contains("Scripts/bootstrap.sh") && $0.contains("Scripts/build-release.sh") })
    let nightly = try PackagePaths.text("Scripts/nightly.sh")
    #expect(nightly.contains("Scripts/build-release.sh") && nightly.contains("\" run reports/nightly.md"))
  }
}
