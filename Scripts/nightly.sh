#!/usr/bin/env bash
# The main job: builds PressLab (release) and renders the default notebook reports/nightly.md.
# The PDF lands in reports/out/nightly/nightly.pdf. Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
swift build -c release --product presslab
exec .build/release/presslab run reports/nightly.md "$@"
