#!/usr/bin/env bash
# Runs every test. Installs the Debian packages the build and the tests need when one is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh --test
# The pure modules import no C library and do no file I/O.
if grep -rlE '^import (CCairo|CPango|CCMark|CYAML|CSQLite|CGSL)$|FileManager|fopen\(|contentsOfFile' \
     Sources/Fitting \
     Sources/Curves Sources/CurveAnalysis Sources/TextFormats Sources/Drawing Sources/Plotting \
     Sources/Presets Sources/Sweeps Sources/ReportModel Sources/Execution Sources/Recommendation Sources/Cells \
     Sources/Layout Sources/HTMLTwin Sources/NotebookWriter Sources/Figures Sources/Exports 2>/dev/null; then
  echo "error: a pure module imports a C library or does file I/O (files above)" >&2
  exit 1
fi
swift build --product presslab
swift test --parallel
