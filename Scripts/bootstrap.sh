#!/usr/bin/env bash
# Installs the Debian packages PressLab needs, only when one is missing.
#   Scripts/bootstrap.sh          build and run dependencies
#   Scripts/bootstrap.sh --test   also the clients the tests check outputs with: poppler-utils and
#                                 qpdf (PDF), python3-nbformat and jupyter-nbconvert (Jupyter),
#                                 sqlite3 (the run history), chromium (the HTML twin), time (peak
#                                 memory of a streamed notebook sweep), and
#                                 pandas and polars (sweep tables, from PyPI)
#                                 slurm-wlm and munge (a single-node Slurm cluster, Scripts/slurm-local.sh)
set -euo pipefail
# The data tools come from PyPI (Debian has no polars), only when python3 cannot import them.
install_data_tools() {
  python3 -c 'import pandas, polars' >/dev/null 2>&1 && return 0
  echo "presslab: installing missing Python packages: pandas polars" >&2
  python3 -m pip --version >/dev/null 2>&1 || install_debian python3-pip
  python3 -m pip install --quiet pandas polars >&2 \
    || python3 -m pip install --quiet --break-system-packages pandas polars >&2
}
install_debian() {
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
  "${as_root[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "$@" >&2
}
packages=(pkg-config libcairo2-dev libpango1.0-dev libyaml-dev libcmark-dev libsqlite3-dev
          fontconfig fonts-dejavu-core fonts-noto-cjk)
packages+=(libgsl-dev)   # presslab fit: GSL's nonlinear least squares
# presslab fit FILE.mp4 runs the system's ffmpeg; the video tests also encode with it.
if [ "${1:-}" = "--test" ]; then packages+=(ffmpeg); fi
if [ "${1:-}" = "--test" ]; then packages+=(poppler-utils qpdf python3-nbformat jupyter-nbconvert sqlite3 chromium time); fi
if [ "${1:-}" = "--test" ]; then packages+=(slurm-wlm munge); fi
if ! dpkg -s "${packages[@]}" >/dev/null 2>&1; then
  echo "presslab: installing missing Debian packages: ${packages[*]}" >&2
  install_debian "${packages[@]}"
fi
if [ "${1:-}" = "--test" ]; then install_data_tools; fi
# The preset schema test validates with jsonschema (and reads YAML with PyYAML), from PyPI when missing.
if [ "${1:-}" = "--test" ] && ! python3 -c 'import jsonschema, yaml' >/dev/null 2>&1; then
  echo "presslab: installing missing Python packages: jsonschema pyyaml" >&2
  python3 -m pip install --quiet jsonschema pyyaml >&2 || python3 -m pip install --quiet --break-system-packages jsonschema pyyaml >&2
fi
