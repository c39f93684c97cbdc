#!/usr/bin/env bash
# The main job: builds PressLab (release) and renders the default notebook reports/nightly.md.
# The PDF lands in reports/out/nightly/nightly.pdf and the run in reports/out/history.sqlite
# (arguments go to presslab run, e.g. --fail-on regression). Installs missing Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
binary=$(Scripts/build-release.sh)
exec "$binary" run reports/nightly.md "$@"
