#!/usr/bin/env bash
# Builds the release binary and installs presslab on the PATH, with its shell completions.
#   Scripts/install.sh [PREFIX]    default /usr/local: PREFIX/bin/presslab, and completions in
#                                  PREFIX/share/{bash-completion/completions,zsh/site-functions,fish/vendor_completions.d}
#   PRESSLAB_BINARY=FILE Scripts/install.sh PREFIX
#                                  installs an already-built binary instead of building one (the
#                                  tests install the debug build this way, into a temporary prefix)
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:-/usr/local}
if [ -n "${PRESSLAB_BINARY:-}" ]; then
  binary=$PRESSLAB_BINARY
else
  Scripts/bootstrap.sh
  binary=$(Scripts/build-release.sh)
fi
[ -x "$binary" ] || { echo "presslab install: no built binary at $binary" >&2; exit 1; }
completions=("$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d")
as_root=()
if ! mkdir -p "$prefix/bin" "${completions[@]}" 2>/dev/null || [ ! -w "$prefix/bin" ]; then
  [ "$(id -u)" -ne 0 ] && as_root=(sudo)
  "${as_root[@]}" mkdir -p "$prefix/bin" "${completions[@]}"
fi
"${as_root[@]}" install -m 755 "$binary" "$prefix/bin/presslab"
"$prefix/bin/presslab" completion bash | "${as_root[@]}" tee "${completions[0]}/presslab" >/dev/null
"$prefix/bin/presslab" completion zsh | "${as_root[@]}" tee "${completions[1]}/_presslab" >/dev/null
"$prefix/bin/presslab" completion fish | "${as_root[@]}" tee "${completions[2]}/presslab.fish" >/dev/null
echo "installed $("$prefix/bin/presslab" --version) at $prefix/bin/presslab"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "note: $prefix/bin is not on your PATH; add it with: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
