import CairoBackend
import Cells
import CurveAnalysis
import Fitting
import Foundation
import LeastSquares
import TextFormats

/// `presslab fit FILE`: which curve model drew a recorded motion, its parameters with their
/// intervals, and the best one as a preset.
struct FitCommand: Command {
  static let name = "fit"
  static let abstract = "Fit every curve model to a recorded motion; rank them and print the best as a preset"
  static let usage = """
    Usage: presslab fit FILE.csv [--px-per-unit N] [--property NAME] [--bootstrap N] [--seed N]
                                 [--yaml FILE] [--name NAME] [--json]
           presslab fit FOLDER --rate FPS [--region X,Y,W,H] [options above]
           presslab fit VIDEO [--region X,Y,W,H] [options above]

    Fits each model PressLab draws to a recorded motion: a UIKit spring (duration, damping,
    velocity, removed and snapped to rest at its duration), CASpringAnimation (stiffness, damping
    and velocity at mass 1), a SwiftUI spring (duration, bounce), each named CAMediaTimingFunction
    over a duration, and a free cubic Bézier (x1, y1, x2, y2, duration); the start time and the
    values before and after are fitted too. A coarse grid picks the starts, GSL's trust-region
    Levenberg-Marquardt solver refines them. For each property it prints the best model in words,
    then one line per model, best first: parameter count k, the RMS and worst residual in device
    pixels, ΔAIC and ΔBIC from the best, and each parameter ± its 95 % interval (from the Jacobian
    at the optimum, widened to a residual bootstrap's where that is wider). Models ranked by BIC,
    so a simpler model that fits as well ranks first; a model within ΔBIC 2 of the best, or whose
    residuals are within the 95 % level of the best's, is named as one the recording cannot tell
    apart. Last comes the best model of the first property (or --property) as a preset file for
    datasets/presets/ (measured values marked assumption: presets know no measured source).

    Inputs:
      FILE.csv   a trace: lines of t,value[,value...] (seconds, any unit); a first line that is
                 not numbers names the columns; blank lines and lines starting with # are skipped
      FOLDER     PNG frames (*.png in name order) at --rate frames per second; the button is
                 measured in --region (else the largest moving region): width_px and height_px
                 from its edges, each placed to a fraction of a pixel by summing the coverage of
                 the pixels across it, top_px (its top edge: a slide), opacity (its fill's level
                 against the background over the most contrasting frame's; a title is left out)
                 and shadow_px (the darkening under it, in pixels at its darkest); each property
                 that moves beyond noise is fitted, the one that moves farthest first; residuals
                 are in the frames' pixels (an edge: half a width change), opacity's in gray levels
      VIDEO      a screen recording (.mp4, .mov, .m4v, .mkv, .webm, .avi), decoded by the system's
                 ffmpeg and ffprobe (Debian's ffmpeg package; found on PATH, exit 69 without them)
                 and measured as a folder's frames; each frame's time comes from the container
                 (a dropped frame leaves its gap), --region is in the upright frame a player shows

    Limits: pixels show only stiffness/mass and damping/mass of a spring (mass is fixed at 1); a
    small start velocity trades against the start time (intervals hold both solutions); UIKit's
    damping clamp at 1 leaves a critically damped spring's damping without an interval; a
    recording of a release shows nothing of the press (the preset reuses the release curve); an
    opacity is known relative to the most opaque frame only, a shadow's offset, radius and opacity
    only together (the shadow is fitted last, never naming the preset while the button moves); a
    blurred shadow behind an edge reads as part of it until the button slides off it, so the start
    of that motion is late by the blur's halo over the edge's speed (1.6 ms on pressable-material).
    Frames before the motion and after rest pin the start time and the values. Widths measured
    from pixels are trusted to \(FrameMeasure.resolutionPixels) px, levels to \(FrameMeasure.resolutionLevels) (8-bit levels, a codec's blocks): residuals finer than that
    neither rank a model higher nor narrow an interval. A video is read in two passes without
    --region (one finds the motion), and refused before decoding beyond at most
    \(VideoFile.limits) (trim it to the press).

    """
  static let operands = [Operand("FILE", "the recording: a .csv trace, a folder of PNG frames, or a video")]
  static let rate = Option("--rate", value: "FPS", help: "frames per second of a folder of PNG frames")
  static let region = Option("--region", value: "X,Y,W,H", help: "where the button is in the frames, in pixels from the top-left")
  static let pxPerUnit = Option(
    "--px-per-unit", value: "N", default: NumberText.parameter(defaultPixelsPerUnit),
    help: "device pixels per unit of the values, for residuals in pixels (the default: a scale on the "
      + "default button, whose edge moves half its width in device pixels per unit of scale)")
  static let property = Option("--property", value: "NAME", help: "the column whose best model becomes the preset (default: the first)")
  static let bootstrap = Option("--bootstrap", value: "N", default: "40", help: "bootstrap refits of the best models (0: none)")
  static let seed = Option("--seed", value: "N", default: "1", help: "seed of the bootstrap's resampling")
  static let yaml = Option("--yaml", value: "FILE", help: "also write the preset to FILE (nothing is written when the fit fails)")
  static let presetName = Option("--name", value: "NAME", help: "the preset's name (default: fit- and the file's stem)")
  static let json = Option("--json", help: "one JSON object: every property's models, parameters, intervals and criteria")
  static let options = [rate, region, pxPerUnit, property, bootstrap, seed, yaml, presetName, json]
  static let notes = """
    Exit status: 0 fitted, 64 a bad option, 65 a recording that cannot be fitted (NaN, unsorted or
    duplicate times, too few frames, no motion; the message names the file, line and field; a
    video FFmpeg cannot read, a region outside the frames, a video too large), 66 no such file,
    69 no ffmpeg or ffprobe for a video, 73 --yaml not writable.

    """

  /// Half the default button's width in device pixels: how far an edge moves per unit of scale.
  static var defaultPixelsPerUnit: Double { FitCells.pixelsPerUnit(.standard) }

  static func run(_ arguments: Arguments) throws -> Int32 {
    var args = arguments
    let asJSON = args.flag(json)
    let pixelsGiven = args.isGiven(pxPerUnit)
    let pixels = try args.number(pxPerUnit)!
    let fps = try args.number(rate)
    let area = try args.option(region).map(parseRegion)
    guard pixels > 0 else { throw CLIError.usage("--px-per-unit must be > 0, got \(pixels)") }
    let refits = try count(args.option(bootstrap)!, bootstrap)
    let seedValue = try count(args.option(seed)!, seed)
    let chosen = args.option(property)
    let yamlPath = args.option(yaml)
    let name = args.option(presetName)
    let words = try args.finish()
    guard words.count == 1 else {
      throw CLIError.usage(words.isEmpty ? "missing FILE; run 'presslab fit --help'" : "unexpected argument '\(words[1])'")
    }
    var trace: Trace
    if isFolder(words[0]) {
      trace = try readFrames(words[0], rate: fps, region: area)
    } else if let demuxer = videoDemuxer(of: words[0]) {
      if fps != nil { throw CLIError.usage("--rate is for a folder of frames; a video's frame times come from its container") }
      trace = try readVideo(words[0], demuxer: demuxer, region: area)
    } else {
      trace = try readTrace(words[0])
    }
    // Frames' columns carry their own scale; a given --px-per-unit replaces it where in pixels.
    if pixelsGiven { trace = trace.readAt(pixelsPerUnit: pixels) }
    let options = FitOptions(pixelsPerUnit: pixels, bootstrap: refits, seed: UInt64(seedValue))
    let results = Fitter.fit(trace, solver: GSLSolver(), options: options)
    guard let target = chosen.map({ c in results.first { $0.property == c } }) ?? results.first else {
      throw CLIError.usage("--property \(chosen!): the recording has \(results.map(\.property).joined(separator: ", "))")
    }
    let stem = (words[0] as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? "recording"
    let yamlText = target.presetYAML(name: name ?? "fit-" + stem, source: words[0])
    if let yamlPath { try AtomicFile.write(yamlText, to: yamlPath) }
    if asJSON {
      Console.out(JSONValue.object([("file", .string(words[0])), ("properties", .array(results.map(\.json))),
        ("preset", .string(yamlText))]).pretty())
    } else {
      Console.out(results.map { FitWords.verdict($0) + "\n\n" + FitWords.table($0) }.joined(separator: "\n")
        + "\n" + yamlText)
    }
    return ExitStatus.ok
  }

  static func count(_ text: String, _ option: Option) throws -> Int {
    guard let n = Int(text), n >= 0 else { throw CLIError.usage("\(option.name) must be a whole number ≥ 0, got '\(text)'") }
    return n
  }

  /// The recording as a trace, by its kind; a recording that cannot be fitted is exit 65.
  static func readTrace(_ path: String) throws -> Trace {
    guard FileManager.default.fileExists(atPath: path) else { throw CLIError(ExitStatus.noInput, "\(path): no such file") }
    do {
      switch FileAccess.text(of: path) {
      case .failure(let problem): throw CLIError.data("\(path): \(problem.why)")
      case .success(let text): return try Trace.parseCSV(text, source: path)
      }
    } catch let error as TraceError {
      throw CLIError.data(error.description)
    }
  }
}
