import Curves

extension ModelFit {
  /// The fitted shape as a PressLab curve (progress 0 → 1 from its start), for a report that
  /// compares a design with the recorded motion; nil when Apple's model cannot draw it.
  public var curve: Curve? { model.curve(shape) }

  /// The recorded value drawn at `time` (s, on the recording's clock): from, to and start applied.
  public func value(at time: Double, curve: Curve) -> Double {
    let n = model.shapeNames.count
    let start = parameters[n].value, from = parameters[n + 1].value, to = parameters[n + 2].value
    return from + (to - from) * curve.value(at: time - start)
  }
}

extension FitResult {
  /// The pressed scale a recorded release starts from, as a fraction of rest (from ÷ to, or from
  /// when the recording ends at 0): what a preset's press and a recommendation's travel read.
  public var pressedScale: Double {
    let from = best.parameter("from")!.value, to = best.parameter("to")!.value
    return to != 0 ? from / to : from
  }
}
