import Curves
import Presets
import YAMLValues

/// What a preset sweep scores: the preset's release curve (the group of its release phase that
/// moves the button: scale first, then translation, then any), pressed to the preset's scale.
/// Its properties are named by dotted paths: `release.<curve parameter>` (`release.damping`,
/// `release.duration`) and `press.scale`, the press scale that sets the travel.
struct ReleaseCurve {
  let preset: Preset
  let model: CurveModel
  let spec: CurveSpec
  /// The press phase's scale_x target, when it sets a number.
  let pressScale: Double?

  init(_ node: YAMLValue, file: String, presets: (String) -> Preset?) throws(SweepError) {
    func fail(_ message: String) -> SweepError {
      SweepError(file: file, line: node.location.line, field: "preset", message)
    }
    guard let name = node.string else { throw fail("expected a preset name (see presslab presets)") }
    guard let preset = presets(name) else { throw fail("unknown preset '\(name)' (see presslab presets)") }
    guard preset.phase(.release) != nil else { throw fail("preset '\(name)' has no release phase to sweep") }
    guard let group = preset.releaseGroup, !group.curve.isKeyframes else { throw fail("preset '\(name)' has no release curve to sweep") }
    self.preset = preset
    model = group.curve.model
    spec = group.curve.spec
    pressScale = preset.pressScale
  }
}

extension SweepDefinition {
  /// The typed curve every point starts from: the preset's release curve with the sweep's fixed
  /// values written to it, or the model read with the fixed parameters and each varied parameter's
  /// first value (the one place a sweep reads curve text).
  func templateSpec() throws(SweepError) -> CurveSpec {
    let curveParameters = parameters.filter { $0.target != "scale" }
    func fail(_ error: CurveError, _ parameter: SweepParameter?) -> SweepError {
      // A parameter that is missing has no line of its own, but still its name.
      SweepError(
        file: file, line: parameter?.line,
        field: parameter.map { "parameters.\($0.name)" } ?? error.parameter.map { "parameters.\($0)" }, error.message)
    }
    if var spec = baseSpec {
      for parameter in curveParameters where !parameter.isVaried {
        guard let value = parameter.values.first else { continue }
        do {
          spec = try spec.setting(parameter.target, to: value)
        } catch {
          throw fail(error, parameter)
        }
      }
      return spec
    }
    let pairs = curveParameters.map { ($0.target, $0.values.first?.parameterText ?? "") }
    do {
      return try CurveSpec.parse(model: model.rawValue, parameters: pairs)
    } catch {
      throw fail(error, parameters.first { $0.target == error.parameter })
    }
  }

  /// The curve of one row: the template with each varied parameter's value (nil: keep the template's)
  /// written to its typed field, and the press scale. `values` follow `axes`.
  public func curveSpec(axisValues values: [SweepValue?]) throws(SweepError) -> (spec: CurveSpec, scale: Double) {
    var spec = try templateSpec()
    var scale = parameters.first { $0.target == "scale" }?.values.first?.number ?? Self.defaultScale
    for (axis, value) in zip(axes, values) {
      guard let value else { continue }
      if axis.target == "scale" {
        scale = value.number ?? scale
        continue
      }
      do {
        spec = try spec.setting(axis.target, to: value)
      } catch {
        throw SweepError(file: file, line: axis.line, field: "parameters.\(axis.name)", error.message)
      }
    }
    return (spec, scale)
  }

  /// The curve parameter (or `scale`) a written parameter name sets; nil when unknown. Model
  /// sweeps take the curve engine's names; preset sweeps `release.<name>` and `press.scale` too.
  func target(of name: String) -> String? {
    let curveNames = Set(["delay"] + model.parameterNames)
    if name == "scale" { return "scale" }
    if preset == nil { return curveNames.contains(name) ? name : nil }
    if name == "press.scale" { return "scale" }
    if name.hasPrefix("release.") {
      let parameter = String(name.dropFirst("release.".count))
      return curveNames.contains(parameter) ? parameter : nil
    }
    return curveNames.contains(name) ? name : nil
  }

  func unknownParameter(_ name: String) -> String {
    let curveNames = (["delay"] + model.parameterNames).sorted()
    if let preset {
      return "not a property of preset \(preset)'s release the sweep can vary (press.scale, scale, or release. + one of "
        + curveNames.joined(separator: ", ") + ")"
    }
    return "unknown parameter of \(model.rawValue) (known: \((curveNames + ["scale"]).sorted().joined(separator: ", ")))"
  }
}
