#!/usr/bin/env bash
# Installs the Debian packages PressLab needs, only when one is missing.
#   Scripts/bootstrap.sh          build and run dependencies
#   Scripts/bootstrap.sh --test   also the clients the tests check outputs with: poppler-utils and
#                                 qpdf (PDF), python3-nbformat and jupyter-nbconvert (Jupyter),
#                                 sqlite3 (the run history), chromium (the HTML twin)
set -euo pipefail
packages=(pkg-config libcairo2-dev libpango1.0-dev libyaml-dev libcmark-dev libsqlite3-dev
          fontconfig fonts-dejavu-core fonts-noto-cjk)
if [ "${1:-}" = "--test" ]; then packages+=(poppler-utils qpdf python3-nbformat jupyter-nbconvert sqlite3 chromium); fi
if dpkg -s "${packages[@]}" >/dev/null 2>&1; then exit 0; fi
as_root=()
if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
echo "presslab: installing missing Debian packages: ${packages[*]}" >&2
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >&2
