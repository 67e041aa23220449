#!/usr/bin/env bash
# Installs what is missing, builds the release site into dist/ and serves it on
# http://127.0.0.1:8080 (PORT=... to change).
#   bash scripts/serve.sh                          relative build, served at /
#   bash scripts/serve.sh --public-url /table-ronde/   absolute sub-path build, served there
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PUBLIC_URL=""
while (($#)); do
  case "$1" in
    --public-url) PUBLIC_URL="${2:?--public-url needs a value}"; shift 2 ;;
    --public-url=*) PUBLIC_URL="${1#*=}"; shift ;;
    *) echo "usage: $0 [--public-url /sub/path/]" >&2; exit 2 ;;
  esac
done
PORT="${PORT:-8080}"

bash scripts/setup.sh
# npm's binaryen (wasm-opt 132) and the pinned trunk/wasm-bindgen must win over anything
# else on PATH (toolchain.md pitfalls 3 and 4).
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# --offline=true, not --offline: the flag takes an optional value (pitfall 5). Offline mode
# never tries to download a tool; --skip-version-check skips trunk's update check.
# index.html's per-game parts from the one list of games (trunk's pre_build hook runs it too).
python3 tools/index_games.py
trunk build --release --offline=true --skip-version-check ${PUBLIC_URL:+--public-url "$PUBLIC_URL"}

# An absolute sub-path build only works under that path: serve a temporary root holding
# <sub/path> -> dist. Relative builds ("./", the default) work anywhere, so serve dist/.
ROOT="$PWD/dist"
SUB="${PUBLIC_URL#/}"
SUB="${SUB%/}"
if [[ "$PUBLIC_URL" == /* && -n "$SUB" ]]; then
  ROOT="$(mktemp -d)"
  trap 'rm -rf "$ROOT"' EXIT
  mkdir -p "$ROOT/$(dirname "$SUB")"
  ln -s "$PWD/dist" "$ROOT/$SUB"
  SUB="$SUB/"
else
  SUB=""
fi

echo "serving on http://127.0.0.1:$PORT/$SUB (Ctrl-C to stop)"
SERVE=(python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$ROOT")
if [[ -n "$SUB" ]]; then "${SERVE[@]}"; else exec "${SERVE[@]}"; fi
