import Curves

/// A preset value a sweep could not set: the path and why.
public struct PresetPathError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var message: String
  public var description: String { "\(path): \(message)" }
}

extension Preset {
  /// The preset with one value changed, for sweeps: `PHASE.NAME` or `PHASE.GROUP.NAME`, where PHASE
  /// is `press` (the phase touch-down starts), `release` (the one the release event starts) or a
  /// phase's own name, and NAME is
  /// - a curve parameter (`duration`, `damping`, `velocity`, `delay`, …): set in the named group,
  ///   or else in every group of the phase whose curve has that parameter at the same value as the
  ///   first one (the groups a seed ties together, like BFPaper's 0.25 s, move together; seed
  ///   000's implicit 0.25 s shadow does not follow its 0.3 s transform);
  /// - `scale` (both `scale_x` and `scale_y`) or a property name (`alpha`, `translation_y`, …):
  ///   the value the phase animates it to.
  public func varying(_ path: String, to value: Double) throws(PresetPathError) -> Preset {
    let parts = path.split(separator: ".").map(String.init)
    guard parts.count == 2 || parts.count == 3, value.isFinite else {
      throw PresetPathError(path: path, message: "expected PHASE.NAME or PHASE.GROUP.NAME and a finite value")
    }
    guard let phaseIndex = phaseIndex(named: parts[0]) else {
      throw PresetPathError(
        path: path,
        message:
          "no phase '\(parts[0])' in \(name) (phases: press, release, \(phases.map(\.name).joined(separator: ", ")))")
    }
    var copy = self
    var phase = copy.phases[phaseIndex]
    let name = parts.last!
    var groupIndices = Array(phase.animations.indices)
    if parts.count == 3 {
      guard let g = phase.animations.firstIndex(where: { $0.name == parts[1] }) else {
        throw PresetPathError(path: path, message: "no animation '\(parts[1])' in phase \(phase.name)")
      }
      groupIndices = [g]
    }
    let properties: [PressProperty] =
      name == "scale" ? [.scaleX, .scaleY] : PressProperty(rawValue: name).map { [$0] } ?? []
    var changed = false
    if !properties.isEmpty {
      for g in groupIndices {
        for t in phase.animations[g].targets.indices where properties.contains(phase.animations[g].targets[t].property)
        {
          phase.animations[g].targets[t].to = .value(value)
          changed = true
        }
      }
    } else {
      let spec = { (g: Int) in phase.animations[g].curve.spec }
      var holders = groupIndices.filter { spec($0).value(of: name) != nil }
      if holders.isEmpty, let g = groupIndices.first, spec(g).name.parameterNames.contains(name) {
        // A parameter left unset (a CASpringAnimation's duration) is set in the phase's first animation.
        holders = [g]
      }
      let first = holders.first.flatMap { spec($0).value(of: name) }
      for g in holders where parts.count == 3 || spec(g).value(of: name) == first {
        do {
          let curve = try Curve(try spec(g).setting(name, to: .number(value)))
          phase.animations[g].curve = curve
        } catch {
          throw PresetPathError(path: path, message: "the curve engine rejects \(value): \(error.message)")
        }
        changed = true
      }
    }
    guard changed else {
      throw PresetPathError(
        path: path, message: "phase \(phase.name) has no curve parameter or animated property '\(name)'")
    }
    copy.phases[phaseIndex] = phase
    return copy
  }

  private func phaseIndex(named name: String) -> Int? {
    let actual = Role(rawValue: name).flatMap { phase($0)?.name } ?? name
    return phases.firstIndex { $0.name == actual }
  }
}
