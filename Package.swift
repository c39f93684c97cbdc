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
    .target(name: "Curves", exclude: ["README.md"]),
    .target(name: "CurveAnalysis", dependencies: ["Curves", "TextFormats"], exclude: ["README.md"]),
    .target(name: "Presets", dependencies: ["Curves", "CurveAnalysis", "YAMLValues"], exclude: ["README.md"]),
    .target(
      name: "Sweeps", dependencies: ["Curves", "CurveAnalysis", "Presets", "YAMLValues"], exclude: ["README.md"]),
    .target(name: "Drawing", exclude: ["README.md"]),
    .target(
      name: "Plotting", dependencies: ["Drawing", "Curves", "CurveAnalysis", "Presets", "TextFormats"],
      exclude: ["README.md"]),
    .target(
      name: "Reports",
      dependencies: ["NotebookFormat", "Curves", "CurveAnalysis", "Presets", "Sweeps", "Plotting", "Drawing"],
      exclude: ["README.md"]),

    // MARK: - C boundaries (each C module has exactly one Swift importer)
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CCMark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "CairoBackend", dependencies: ["CCairo", "CPango", "Drawing", "TextFormats"], exclude: ["README.md"]),
    .target(name: "YAMLValues", dependencies: ["CYAML"], exclude: ["README.md"]),
    .target(name: "NotebookFormat", dependencies: ["CCMark", "YAMLValues", "TextFormats"], exclude: ["README.md"]),
    // The run history: runs as Reports' plain values in and out of one SQLite file.
    .target(name: "History", dependencies: ["CSQLite", "Reports", "TextFormats"], exclude: ["README.md"]),

    // MARK: - Command line (composition root)
    .target(
      name: "PressLabCLI",
      dependencies: ["Curves", "CurveAnalysis", "Presets", "Sweeps", "Plotting", "Reports", "CairoBackend", "YAMLValues", "History"],
      exclude: ["README.md"]),
    .executableTarget(name: "presslab", dependencies: ["PressLabCLI"], exclude: ["README.md"]),

    // MARK: - Tests
    // Shared test helpers (paths, presets, processes, temporary folders, text snapshots); not API.
    .target(name: "_TestSupport", dependencies: ["Presets"], path: "Tests/_TestSupport", exclude: ["README.md"]),
    .testTarget(name: "CurvesTests", dependencies: ["Curves", "CurveAnalysis", "_TestSupport"]),
    .testTarget(name: "CurveAnalysisTests", dependencies: ["Curves", "CurveAnalysis", "_TestSupport"]),
    .testTarget(name: "PresetsTests", dependencies: ["Presets", "Curves", "TextFormats", "YAMLValues", "_TestSupport"]),
    .testTarget(
      name: "SweepsTests", dependencies: ["Sweeps", "Presets", "Curves", "CurveAnalysis", "TextFormats", "_TestSupport"]),
    .testTarget(name: "YAMLValuesTests", dependencies: ["YAMLValues", "_TestSupport"]),
    .testTarget(name: "PlottingTests", dependencies: ["Plotting", "Drawing", "CurveAnalysis", "_TestSupport"]),
    .testTarget(
      name: "CairoBackendTests",
      dependencies: ["CairoBackend", "Plotting", "Reports", "Drawing", "Presets", "_TestSupport"]),
    .testTarget(name: "NotebookFormatTests", dependencies: ["NotebookFormat", "_TestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "ReportsTests",
      dependencies: [
        "Reports", "NotebookFormat", "Curves", "CurveAnalysis", "Drawing", "Plotting", "Sweeps", "_TestSupport",
      ],
      exclude: ["Fixtures", "Snapshots"]),
    .testTarget(
      name: "PressLabCLITests",
      dependencies: ["PressLabCLI", "Curves", "CurveAnalysis", "TextFormats", "YAMLValues", "Presets", "Plotting", "Drawing", "CairoBackend", "_TestSupport"],
      exclude: ["Snapshots"]),
    // The repository itself: README against Package.swift, a README for every module.
    .testTarget(name: "RepositoryTests", dependencies: ["_TestSupport"], exclude: ["Snapshots"]),
  ]
)
