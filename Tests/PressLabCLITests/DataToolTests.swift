import Foundation
import Testing
import _TestSupport

@testable import PressLabCLI

/// Sweep tables as data tools read them with their default settings: polars and pandas infer
/// float64 for every float column (a `0.0` in the first rows, not `0`) and integers for counts.
@Suite struct DataToolTests {
  /// Every column has values in the first rows (polars infers a type from its first 100 rows; a
  /// column empty in all of them has no type to infer).
  static let definition = """
    model: uikit-spring
    fps: 120
    window: 2.0
    parameters:
      damping: {from: 0.3, to: 1.0, count: 8}
      velocity: [0, 1, 2, 5]
      duration: {from: 0.2, to: 0.6, step: 0.1}
      scale: [0.9, 0.95, 0.98]
    metrics: [overshoot_pct, overshoot_px, peak_time, settle_time, settle_time_px, end_jump_px, oscillations, frames_to_settle]

    """

  static let script = """
    import json, sys
    import pandas as pd
    import polars as pl
    csv, js = sys.argv[1], sys.argv[2]
    frames = {"polars": pl.read_csv(csv), "polars_json": pl.DataFrame(json.load(open(js))["rows"], orient="row",
              schema=json.load(open(js))["columns"]), "pandas": pd.read_csv(csv)}
    out = {}
    for name, frame in frames.items():
        dtypes = frame.schema if name.startswith("polars") else frame.dtypes.to_dict()
        out[name] = {column: str(dtype) for column, dtype in dtypes.items()}
    out["rows"] = frames["pandas"].shape[0]
    out["zero_rows"] = int((frames["pandas"]["overshoot_pct"] == 0).sum())
    print(json.dumps(out))
    """

  @Test func pandasAndPolarsReadSweepTablesWithDefaults() throws {
    let folder = try TemporaryFolder("datatools")
    defer { folder.remove() }
    let yaml = try folder.write(Self.definition, to: "sweep.yaml")
    let script = try folder.write(Self.script, to: "read.py")
    let csv = folder.path("table.csv"), json = folder.path("table.json")
    #expect(PressLab.main(["presslab", "sweep", yaml, "--csv", csv, "--json", json, "--threads", "2"]) == 0)
    let run = try ProcessRunner.run("python3", [script, csv, json])
    try #require(run.status == 0, "python3 with pandas and polars (Scripts/bootstrap.sh --test installs them): \(run.all)")
    let read = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(read["rows"] as? Int == 8 * 4 * 5 * 3)
    // Rows without overshoot write 0.0 in a float column: the case that made inference fail.
    #expect((read["zero_rows"] as? Int ?? 0) > 0)
    let floats = ["damping", "velocity", "duration", "scale", "overshoot_pct", "overshoot_px", "peak_time",
                  "settle_time", "settle_time_px", "end_jump_px"]
    for tool in ["polars", "polars_json", "pandas"] {
      let types = try #require(read[tool] as? [String: String], "\(tool)")
      for column in floats {
        #expect(types[column]?.lowercased() == "float64", "\(tool) \(column): \(types[column] ?? "missing")")
      }
      #expect(types["oscillations"]?.lowercased() == "int64", "\(tool) oscillations: \(types["oscillations"] ?? "missing")")
    }
    // frames_to_settle is a count; pandas holds a count with a missing cell as float64, polars as Int64.
    #expect((read["polars"] as? [String: String])?["frames_to_settle"] == "Int64")
  }
}
