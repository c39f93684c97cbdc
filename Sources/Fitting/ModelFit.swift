/// One parameter as fitted: the value and its 95 % interval two ways.
public struct ParameterEstimate: Sendable, Hashable {
  public var name: String
  public var value: Double
  /// Half-width of the 95 % interval from the Jacobian at the optimum (t quantile × standard
  /// error); nil when the data do not determine the parameter.
  public var halfWidth: Double?
  /// Half-width of the central 95 % of bootstrap refits; nil when no bootstrap was run.
  public var bootstrapHalfWidth: Double?

  /// The interval the fit states: the wider of the two, so a curved optimum is not overstated.
  public var statedHalfWidth: Double? {
    guard let halfWidth else { return nil }
    return max(halfWidth, bootstrapHalfWidth ?? 0)
  }
}

/// One model fitted to one property: parameters, residuals and criteria.
public struct ModelFit: Sendable {
  public var model: FitModel
  /// Shape parameters first, then start, from and to.
  public var parameters: [ParameterEstimate]
  /// Drawn minus measured per frame, in the recording's unit.
  public var residuals: [Double]
  public var rss: Double
  /// Residuals in device pixels (× the recording's pixels per unit).
  public var rmsPixels: Double
  public var worstPixels: Double
  /// The time of the worst frame.
  public var worstTime: Double
  public var aic: Double
  public var bic: Double
  public var converged: Bool
  public var solverNote: String
  /// UIKit springs: the snap at `duration` in device pixels (0 when it settled before).
  public var snapPixels: Double?

  public var shape: [Double] { parameters.prefix(model.shapeNames.count).map(\.value) }
  public func parameter(_ name: String) -> ParameterEstimate? { parameters.first { $0.name == name } }
}

/// Every model fitted to one property, best first.
public struct FitResult: Sendable {
  public var property: String
  public var times: [Double]
  public var values: [Double]
  /// Ranked by BIC, lowest (best) first.
  public var fits: [ModelFit]
  /// The finest the values are measured to (`FitOptions.resolution`).
  public var resolution: Double = 0
  /// The residuals' unit in words (`FitOptions.unit`).
  public var unit = "px"
  public var best: ModelFit { fits[0] }
  /// The models the data cannot tell from the best: within ΔBIC 2 of it (Kass and Raftery's "not
  /// worth more than a bare mention"), or drawing the frames as closely (their residual sum of
  /// squares within the 95 % level of one more parameter, 3.84 σ², of the best's).
  public var tiedWithBest: [ModelFit] {
    let b = best
    let variance = Statistics.variance(rss: b.rss, frames: b.residuals.count, parameters: b.parameters.count, resolution: resolution)
    return fits.dropFirst().filter { $0.bic - b.bic < Self.tie || $0.rss <= b.rss + 3.84 * variance }
  }
  public static let tie = 2.0
}

/// What a fit reads besides the recording.
public struct FitOptions: Sendable {
  /// Device pixels per unit of the values, for residuals in pixels.
  public var pixelsPerUnit: Double
  /// Bootstrap refits of the best model and those tied with it (0: none).
  public var bootstrap: Int
  public var seed: UInt64
  /// Grid starts handed to the solver, per model.
  public var starts: Int
  /// The models to fit.
  public var models: [FitModel]
  /// The finest the values are measured to, in their unit: the residuals' standard deviation is
  /// taken as at least this in intervals, criteria and ties, so a model that only follows a
  /// measurement's own pattern (8-bit levels, compression) neither wins nor narrows an interval.
  /// 0 for a trace of exact numbers; frames measured from pixels use `FrameMeasure.resolutionPixels`.
  public var resolution: Double = 0
  /// What the residuals are in once multiplied by `pixelsPerUnit`: "px", or "levels" for an opacity.
  public var unit = "px"

  public init(pixelsPerUnit: Double, bootstrap: Int = 40, seed: UInt64 = 1, starts: Int = 3, models: [FitModel] = FitModel.all) {
    self.pixelsPerUnit = pixelsPerUnit
    self.bootstrap = bootstrap
    self.seed = seed
    self.starts = starts
    self.models = models
  }
}
