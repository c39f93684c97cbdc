import Foundation
import Presets
import Sweeps
import TextFormats

/// `presslab sweep FILE`: evaluates a sweep definition on every core and streams the table.
struct SweepCommand: Command {
  static let name = "sweep"
  static let abstract = "Score every point of a parameter grid (YAML definition) into CSV or JSON"
  static let usage = """
    Usage: presslab sweep FILE [--csv OUT] [--json OUT] [--threads N] [-p name=value ...]
                          [--presets DIR] [--shard I/N] [--max-points N] [--progress]

    Scores every point of the grid a sweep definition describes (see datasets/sweeps/), rows in
    grid order (first parameter slowest) whatever the thread count.

    """
  static let operands = [
    Operand(
      "FILE",
      "sweep definition (YAML; `-` reads it from standard input): model (or preset), parameters, fps, window, band, "
        + "reading, button {width, screen_scale}, metrics")
  ]
  static let csv = Option(
    "--csv", value: "OUT",
    help: "write the table as CSV (header: varied parameters, then metrics, then `invalid`; empty cells for none). "
      + "Without --csv or --json, CSV goes to standard output.")
  static let json = Option("--json", value: "OUT", help: "write the table as JSON: {\"columns\": [...], \"rows\": [[...], ...]}")
  static let threads = Option(
    "--threads", value: "N", help: "worker threads (default, 0 or more than the machine's cores: every core)")
  static let parameter = Option(
    "-p", value: "name=value", repeatable: true,
    help: "set or replace a parameter, in the definition's syntax (below)")
  static let presets = Option(
    "--presets", value: "DIR", default: PresetsCommand.defaultFolder, help: "folder of preset files for `preset:` sweeps")
  static let shard = Option(
    "--shard", value: "I/N",
    help: "only the I-th of N contiguous blocks of the grid (I from 0, N at most the grid's points), for array jobs; "
      + "needs --csv OUT naming a file and writes OUT.shard beside it (the definition's fingerprint and the shard), "
      + "which `presslab merge` checks")
  static let maxPoints = Option(
    "--max-points", value: "N", default: String(SweepDefinition.defaultMaxPoints),
    help: "the largest grid run; a bigger one is refused before any work, with the time and disk it would take at "
      + "this machine's rate")
  static let progress = Option(
    "--progress",
    help: "print progress (points done, rate, time left) on standard error for a sweep over 2 s even when it is "
      + "not a terminal (on a terminal it is shown anyway)")
  static let options = [csv, json, threads, parameter, presets, shard, maxPoints, progress]
  static let notes = """
    A parameter is a number (fixed), a list [a, b, c], {from, to, count}, {from, to, step} or
    {from, to, count, log: true}, in the definition as with -p: -p bounce=0.3,
    -p 'velocity=[0, 5]', -p 'duration={from: 0.2, to: 1, count: 5}'. `scale` is the press scale: the pixel metrics use the travel
    width * (1 - scale) / 2 of one edge of the button.

    A preset sweep (`preset: NAME`) scores the preset's release curve, pressed to the preset's
    scale on its button; vary `release.<curve parameter>` (release.damping, release.duration, ...)
    and `press.scale`.

    `invalid` is 1 for a curve that cannot be scored (UIKit's solver finds no valid root, or the
    samples are not finite): its metrics are empty, never a score. It is 2 for a UIKit spring whose
    solver ends off a valid root (not converged, or a negative ω): iOS installs it, so it is
    scored, but it is never a candidate. A warning counts each.

    OUT may be `-` (standard output), a FIFO or a device (written through), or a symbolic link
    (its target is replaced); two outputs to one path, or an output that is FILE, are refused.

    Exit status: 65 for a bad definition (file, line and field named), 73 when an output cannot
    be written (an existing output is left as it was).

    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var args = arguments
    let csvPath = args.option(Self.csv)
    let jsonPath = args.option(Self.json)
    let threads = try ThreadCount.resolve(try args.number(Self.threads), command: name)
    let progressForced = args.flag(Self.progress)
    let overrides = args.options(Self.parameter)
    let presetFolder = args.option(Self.presets)!
    let shard = try args.option(Self.shard).map { text in
      guard let shard = SweepShard(text) else {
        throw CLIError.usage("--shard expects I/N with 0 <= I < N, got '\(text)'")
      }
      return shard
    }
    let maxPoints = try maxPointsOption(&args, Self.maxPoints)
    let files = try args.finish()
    guard files.count == 1 else { throw CLIError.usage("expected one sweep definition file; see presslab sweep --help") }
    if shard != nil && (csvPath == nil || jsonPath != nil) {
      throw CLIError.usage("--shard writes CSV only: give --csv OUT (and no --json)")
    }
    let file = files[0]
    guard let bytes = FileAccess.readInput(file) else { throw CLIError.data("\(file): cannot read the sweep definition") }
    var definition: SweepDefinition
    var presets = PresetLookup(folder: presetFolder)
    do {
      definition = try SweepDefinition.parse(
        text: String(decoding: bytes, as: UTF8.self), file: file == "-" ? "<stdin>" : file
      ) { presets.find($0) }
      try definition.override(overrides)
    } catch {
      // A preset that is not found may be in a file that could not be read: name it and why.
      throw CLIError.data(([error.description] + presets.problems.map { "  preset problem: \($0)" }).joined(separator: "\n"))
    }

    if definition.pointCount > maxPoints {
      throw CLIError.data(refusal(definition, limit: maxPoints, threads: threads))
    }

    // Check and open every output first, so an unwritable or clashing one fails before any work.
    let sidecarPath = shard == nil ? nil : csvPath.map(ShardRecord.path(for:))
    let targets = try [("--csv", csvPath), ("--json", jsonPath), ("--shard", sidecarPath)].compactMap { option, path in
      try path.map { (option: option, target: try OutputTarget.resolve($0, option: option)) }
    }
    if let shard { try check(shard, points: definition.pointCount, csv: targets.first { $0.option == "--csv" }?.target) }
    try OutputTarget.checkDistinct(targets, inputs: [file])
    var outputs: [TableWriter] = []
    if let csvPath { outputs.append(TableWriter(try StreamedFile(csvPath, option: "--csv"), definition, format: .csv, threads: threads)) }
    if let jsonPath { outputs.append(TableWriter(try StreamedFile(jsonPath, option: "--json"), definition, format: .json, threads: threads)) }
    if outputs.isEmpty { outputs.append(TableWriter(try StreamedFile.standardOutput(), definition, format: .csv, threads: threads)) }
    let sidecar = try shard.map { _ in try StreamedFile(ShardRecord.path(for: csvPath!), option: "--shard") }
    defer {
      for output in outputs {
        output.drain()
        output.file.discard()
      }
      sidecar?.discard()
    }

    var bar = ProgressLine(forced: progressForced)
    defer { bar.clear() }
    let tally = try stream(definition, to: outputs, threads: threads, shard: shard, progress: { bar.show($0, of: $1) })
    bar.clear()
    for output in outputs { try output.file.commit() }
    if let shard, let sidecar {
      let record = ShardRecord(
        definition: definition.fingerprint, shard: shard, points: shard.points(of: definition.pointCount),
        gridPoints: definition.pointCount)
      sidecar.write(record.json())
      try sidecar.commit()
    }
    warn(tally, definition)
    return ExitStatus.ok
  }

  /// Says how many curves did not converge or cannot be scored, and the first of each.
  static func warn(_ tally: SweepCounts, _ definition: SweepDefinition) {
    // A curve whose solve failed and that cannot be scored is counted with the unscorable ones only.
    if tally.offRoot > 0 {
      let at = zip(definition.axes.map(\.name), tally.firstOffRoot ?? []).map { "\($0)=\($1.readableText)" }
        .joined(separator: " ")
      Console.error(
        "presslab sweep: warning: UIKit's spring solver has not converged at \(tally.offRoot) of "
          + "\(definition.pointCount) points that are still scored (the first: \(at)); those curves rest on float32 rounding details and their "
          + "rows have \(Sweep.invalidColumn)=2\n")
    }
    if tally.invalid > 0 {
      let at = zip(definition.axes.map(\.name), tally.firstInvalid ?? []).map { "\($0)=\($1.readableText)" }
        .joined(separator: " ")
      Console.error(
        "presslab sweep: warning: \(tally.invalid) of \(definition.pointCount) curves cannot be scored (the first: \(at)): "
          + "no valid root or non-finite samples; their rows have \(Sweep.invalidColumn)=1 and no metrics\n")
    }
  }
}

extension SweepCommand {
  /// Runs the sweep (or one shard) into the table writers, header to end.
  static func stream(
    _ definition: SweepDefinition, to outputs: [TableWriter], threads: Int, shard: SweepShard? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> SweepCounts {
    let columns = Sweep.columns(definition)
    for output in outputs { output.begin(columns) }
    var tally = SweepCounts()
    do {
      // Each block's rows are formatted by the threads that computed them.
      try Sweep.run(definition, threads: threads, shard: shard, texts: outputs.map(\.text), progress: progress) { block in
        for (index, output) in outputs.enumerated() { output.write(block, index: index) }
        tally.add(block)
      }
    } catch let error as SweepError {
      throw CLIError.data(error.description)
    }
    for output in outputs { output.end() }
    return tally
  }
}

/// The presets of a folder, read the first time a `preset:` sweep asks for one, with every
/// folder or file problem kept so an unknown preset can be explained.
struct PresetLookup {
  let folder: String
  private var library: [Preset]?
  private(set) var problems: [String] = []

  init(folder: String) { self.folder = folder }

  mutating func find(_ name: String) -> Preset? {
    if library == nil {
      do {
        let loaded = try PresetsCommand.loadLibrary(folder: folder)
        library = loaded.presets
        problems = loaded.errors.map { "\(folder)/\($0)" }
      } catch {
        library = []
        problems = ["\(error)"]
      }
    }
    return library?.first { $0.name == name }
  }
}

/// A progress bar on standard error, only when it is a terminal and the run has taken over 1 s.
extension SweepCommand {
  /// `--max-points N`, of `sweep` and `run`: any whole number of curves from 1.
  static func maxPointsOption(_ args: inout Arguments, _ option: Option) throws -> Int {
    guard let value = try args.number(option) else { return SweepDefinition.defaultMaxPoints }
    guard value >= 1, value <= Double(maxPointsCeiling), value == value.rounded() else {
      throw CLIError.usage("--max-points must be a whole number of curves from 1 to \(maxPointsCeiling), got \(NumberText.cell(value))")
    }
    return Int(value)
  }

  /// The most `--max-points` allows, and so the most points a grid (and a shard record) can have.
  static let maxPointsCeiling = 1_000_000_000_000_000

  /// A shard's N is at most the grid's points: each shard holds one at least, so merge never
  /// accounts for more parts than points. Its part is a file: a part is only mergeable with its
  /// record beside it, and standard output or a device has no "beside".
  static func check(_ shard: SweepShard, points: Int, csv: OutputTarget?) throws {
    guard shard.count <= points else { throw CLIError.usage("--shard \(shard): N must be at most the grid's \(points) points") }
    if let csv, csv.kind != .file {
      let what = csv.kind == .standardOutput ? "standard output" : "\(csv.given), not a regular file"
      throw CLIError.usage("--shard writes its record to OUT.shard beside the part, so --csv must name a file, not \(what)")
    }
  }

  /// Why a grid too big to run is refused, with what it would cost.
  static func refusal(_ definition: SweepDefinition, limit: Int, threads: Int) -> String {
    var text = "\(definition.file): the grid has \(definition.pointCount) curves, above the limit of \(limit)"
    if let cost = GridEstimate.cost(definition, threads: threads, clock: FileAccess.monotonicSeconds) { text += "; " + cost }
    return text + ". Raise the limit with --max-points N, split the grid into parts with --shard, or use fewer values."
  }
}
