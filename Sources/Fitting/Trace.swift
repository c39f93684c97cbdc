/// A recording reduced to numbers: frame times in seconds, increasing, and one or more measured
/// properties per frame (a scale, an edge position in pixels, an opacity; any unit).
public struct Trace: Sendable, Hashable {
  public struct Column: Sendable, Hashable {
    public var name: String
    public var values: [Double]
    /// How a measured column reads in device pixels (frames); nil takes the fit's options.
    public var scale: Scale?
    public init(name: String, values: [Double], scale: Scale? = nil) {
      self.name = name
      self.values = values
      self.scale = scale
    }
  }

  /// A measured column's device pixels per unit (its residuals' unit: pixels, or gray levels for
  /// an opacity) and the finest it is measured to in those (`FitOptions.resolution` × pixels).
  public struct Scale: Sendable, Hashable {
    public var pixelsPerUnit: Double
    public var resolutionPixels: Double
    /// What the verdict calls those pixels: "px", or "levels" for an opacity.
    public var unit: String
    public init(pixelsPerUnit: Double, resolutionPixels: Double, unit: String = "px") {
      (self.pixelsPerUnit, self.resolutionPixels, self.unit) = (pixelsPerUnit, resolutionPixels, unit)
    }
  }

  /// Where the trace came from, for messages (a file name).
  public var source: String
  public var times: [Double]
  public var columns: [Column]
  /// The line (or frame number) each time came from, for errors found after reading.
  public var lines: [Int]

  public init(source: String, times: [Double], columns: [Column], lines: [Int]? = nil) {
    self.source = source
    self.times = times
    self.columns = columns
    self.lines = lines ?? times.indices.map { $0 + 1 }
  }

  /// The fewest frames a fit takes: two more than the largest model's parameters, so every model
  /// keeps at least two degrees of freedom for its intervals.
  public static var minimumFrames: Int { FitModel.all.map(\.parameterCount).max()! + 2 }

  /// Checks what a fit needs: finite values, strictly increasing times, enough frames, some motion.
  public func validated() throws(TraceError) -> Trace {
    for (i, t) in times.enumerated() where !t.isFinite {
      throw TraceError(source, line: lines[i], field: "t", "time is \(t); every time must be a finite number of seconds")
    }
    for column in columns {
      for (i, v) in column.values.enumerated() where !v.isFinite {
        throw TraceError(source, line: lines[i], field: column.name, "value is \(v); every value must be a finite number")
      }
    }
    for i in times.indices.dropFirst() {
      if times[i] == times[i - 1] {
        throw TraceError(source, line: lines[i], field: "t",
          "duplicate time \(times[i]) (also on line \(lines[i - 1])); each frame needs its own time")
      }
      if times[i] < times[i - 1] {
        throw TraceError(source, line: lines[i], field: "t",
          "time \(times[i]) comes after \(times[i - 1]) (line \(lines[i - 1])); times must increase")
      }
    }
    guard times.count >= Self.minimumFrames else {
      throw TraceError(source, line: lines.last ?? 1, field: nil,
        "only \(times.count) frames; a fit needs at least \(Self.minimumFrames) (the largest model has "
          + "\(Self.minimumFrames - 2) parameters, and two frames more leave room for its intervals)")
    }
    for column in columns {
      guard let lo = column.values.min(), let hi = column.values.max(), hi > lo else {
        throw TraceError(source, line: lines.first ?? 1, field: column.name,
          "no motion: every frame has the value \(column.values.first ?? 0)")
      }
    }
    return self
  }
}

/// A recording that cannot be fitted: the file, the line (or frame) and field where there is one.
public struct TraceError: Error, Sendable, Hashable, CustomStringConvertible {
  public var source: String
  public var line: Int?
  public var field: String?
  public var reason: String

  public init(_ source: String, line: Int?, field: String?, _ reason: String) {
    self.source = source
    self.line = line
    self.field = field
    self.reason = reason
  }

  public var description: String {
    source + (line.map { ":\($0)" } ?? "") + ": " + (field.map { "\($0): " } ?? "") + reason
  }
}

extension Trace {
  /// The trace read at a given number of device pixels per unit (`--px-per-unit`,
  /// `px_per_unit:`): columns measured in pixels take it; a column in another unit (an opacity's
  /// gray levels) keeps its own, which pixels per unit do not describe.
  public func readAt(pixelsPerUnit: Double) -> Trace {
    var trace = self
    for i in trace.columns.indices where trace.columns[i].scale?.unit == "px" {
      trace.columns[i].scale?.pixelsPerUnit = pixelsPerUnit
    }
    return trace
  }
}
