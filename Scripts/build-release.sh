#!/usr/bin/env bash
# Builds the release binary and prints its path. The Swift runtime and Foundation are linked into
# it: it starts in about half the time (none of the toolchain's library symbols to bind at each
# start, which every sweep, shard and notebook child pays) and runs where no toolchain is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product presslab >&2
echo "$(swift build -c release --static-swift-stdlib --show-bin-path)/presslab"
