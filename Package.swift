// swift-tools-version:6.0
// PressLab: models the press animations UIKit and Core Animation draw, sweeps and scores them,
// draws charts and button filmstrips with Cairo, and typesets notebooks into PDF reports.
import PackageDescription

let package = Package(
  name: "PressLab",
  products: [
    .executable(name: "presslab", targets: ["presslab"])
  ],
  targets: [
    // MARK: - Pure core (no C, no file I/O)
    .target(name: "TextFormats", exclude: ["README.md"]),  // JSON and number text shared by every output
    .target(name: "Curves", dependencies: ["TextFormats"], exclude: ["README.md"]),
    .target(name: "CurveAnalysis", dependencies: ["Curves", "TextFormats"], exclude: ["README.md"]),
    .target(
      name: "Presets", dependencies: ["Curves", "CurveAnalysis", "TextFormats", "YAMLValues"], exclude: ["README.md"]),
    .target(
      name: "Sweeps", dependencies: ["Curves", "CurveAnalysis", "Presets", "TextFormats", "YAMLValues"],
      exclude: ["README.md"]),
    .target(name: "Drawing", exclude: ["README.md"]),
    .target(
      name: "Plotting", dependencies: ["Drawing", "CurveAnalysis", "Presets", "TextFormats"],
      exclude: ["README.md"]),

    // One curve as other platforms draw it: Compose, Flutter, CSS, Reanimated, design tokens.
    .target(name: "Exports", dependencies: ["Curves", "CurveAnalysis", "TextFormats"], exclude: ["README.md"]),

    // MARK: - Reports, by job (pure: no C, no file I/O)
    // The values every writer and the history read: records, items, decisions, runs.
    .target(
      name: "ReportModel", dependencies: ["NotebookFormat", "Drawing", "Presets", "CurveAnalysis", "TextFormats", "YAMLValues"],
      exclude: ["README.md"]),
    // Runs cells in order through the runners it is given; knows no cell kind.
    .target(
      name: "Execution",
      dependencies: ["ReportModel", "NotebookFormat", "CurveAnalysis", "Presets", "Sweeps", "TextFormats", "YAMLValues"],
      exclude: ["README.md"]),
    // The pure decision: a sweep's rows, bounds, a rule and the curve now to a Decision; the house spring.
    .target(
      name: "Recommendation", dependencies: ["ReportModel", "NotebookFormat", "Curves", "CurveAnalysis", "Sweeps", "TextFormats"],
      exclude: ["README.md"]),
    // The cell kinds: one runner each, and the standard list of them.
    .target(
      name: "Cells",
      dependencies: [
        "ReportModel", "Execution", "Recommendation", "NotebookFormat", "Curves", "CurveAnalysis", "Presets", "Sweeps",
        "Plotting", "Drawing", "TextFormats", "YAMLValues", "Exports", "Fitting",
      ],
      exclude: ["README.md"]),
    // Pages as values, then drawn on any Canvas (the PDF).
    .target(
      name: "Layout", dependencies: ["ReportModel", "NotebookFormat", "Drawing", "Plotting"], exclude: ["README.md"]),
    // The other writers: the playable HTML twin and the executed .ipynb.
    .target(
      name: "HTMLTwin", dependencies: ["ReportModel", "NotebookFormat", "Presets", "Plotting", "TextFormats", "Layout", "Drawing"],
      exclude: ["README.md"]),
    .target(name: "NotebookWriter", dependencies: ["ReportModel", "NotebookFormat", "TextFormats"], exclude: ["README.md"]),
    // `presslab chart`'s figures and the R1 benchmark's pages.
    .target(
      name: "Figures", dependencies: ["Curves", "CurveAnalysis", "Sweeps", "Plotting", "Drawing"], exclude: ["README.md"]),
    // `presslab fit`: the curve models against a recorded motion; the solver is handed in.
    .target(name: "Fitting", dependencies: ["Curves", "TextFormats"], exclude: ["README.md"]),

    // MARK: - C boundaries (each C module has exactly one Swift importer)
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CCMark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(name: "CGSL", pkgConfig: "gsl", providers: [.apt(["libgsl-dev"])]),
    .target(name: "CairoBackend", dependencies: ["CCairo", "CPango", "Drawing", "TextFormats"], exclude: ["README.md"]),
    .target(name: "YAMLValues", dependencies: ["CYAML"], exclude: ["README.md"]),
    .target(name: "NotebookFormat", dependencies: ["CCMark", "YAMLValues", "TextFormats", "CurveAnalysis"], exclude: ["README.md"]),
    // The run history: runs as ReportModel's plain values in and out of one SQLite file.
    .target(name: "History", dependencies: ["CSQLite", "ReportModel", "TextFormats"], exclude: ["README.md"]),
    // The least-squares solver `Fitting` is handed: GSL's trust region (Levenberg–Marquardt).
    .target(name: "LeastSquares", dependencies: ["CGSL", "Fitting"], exclude: ["README.md"]),

    // MARK: - Command line (composition root)
    .target(
      name: "PressLabCLI",
      dependencies: [
        "Curves", "CurveAnalysis", "TextFormats", "Presets", "Sweeps", "Drawing", "Plotting", "NotebookFormat", "YAMLValues",
        "ReportModel", "Execution", "Cells", "Layout", "HTMLTwin", "NotebookWriter", "Figures", "CairoBackend", "History",
        "Exports",
        "Fitting", "LeastSquares",
      ],
      exclude: ["README.md"]),
    .executableTarget(name: "presslab", dependencies: ["PressLabCLI"], exclude: ["README.md"]),

    // MARK: - Tests
    // Shared test helpers (paths, presets, processes, temporary folders, text snapshots); not API.
    .target(
      name: "_TestSupport", dependencies: ["Presets", "ReportModel", "NotebookFormat", "Execution", "Cells"],
      path: "Tests/_TestSupport", exclude: ["README.md"]),
    .testTarget(name: "CurvesTests", dependencies: ["Curves", "CurveAnalysis", "_TestSupport"]),
    .testTarget(name: "CurveAnalysisTests", dependencies: ["Curves", "CurveAnalysis", "_TestSupport"]),
    .testTarget(name: "PresetsTests", dependencies: ["Presets", "Curves", "TextFormats", "YAMLValues", "_TestSupport"]),
    .testTarget(
      name: "SweepsTests", dependencies: ["Sweeps", "Presets", "Curves", "CurveAnalysis", "TextFormats", "_TestSupport"]),
    .testTarget(name: "YAMLValuesTests", dependencies: ["YAMLValues", "_TestSupport"]),
    .testTarget(name: "ExportsTests", dependencies: ["Exports", "Curves", "CurveAnalysis", "TextFormats", "_TestSupport"]),
    .testTarget(name: "PlottingTests", dependencies: ["Plotting", "Drawing", "CurveAnalysis", "_TestSupport"]),
    .testTarget(
      name: "CairoBackendTests",
      dependencies: [
        "CairoBackend", "Plotting", "ReportModel", "Execution", "Cells", "Layout", "Figures", "Drawing", "Presets",
        "_TestSupport",
      ]),
    .testTarget(name: "NotebookFormatTests", dependencies: ["NotebookFormat", "_TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        "ReportModel", "Execution", "Recommendation", "Cells", "Layout", "HTMLTwin", "NotebookWriter", "Figures",
        "NotebookFormat", "Curves", "CurveAnalysis", "Drawing", "Plotting", "Sweeps", "_TestSupport",
      ],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "PressLabCLITests",
      dependencies: ["PressLabCLI", "ReportModel", "Execution", "Cells", "Curves", "CurveAnalysis", "TextFormats", "YAMLValues", "Presets", "Plotting", "Drawing", "CairoBackend", "_TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "FittingTests", dependencies: ["Fitting", "LeastSquares", "Curves", "Presets", "_TestSupport"]),
    // The repository itself: README against Package.swift, a README for every module.
    .testTarget(name: "RepositoryTests", dependencies: ["_TestSupport"], exclude: ["Snapshots"]),
  ]
)
