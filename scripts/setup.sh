#!/usr/bin/env bash
# Installs whatever the build and the tests need and is still missing; safe to run at every
# start (a second run takes about a second). Non-interactive: works with CI=true, no stdin.
# Versions and pitfalls: toolchain.md ("Set-up steps", "Pitfalls").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

CARGO_BIN="${CARGO_HOME:-$HOME/.cargo}/bin"
export PATH="$PWD/node_modules/.bin:$CARGO_BIN:$PATH"
TRUNK_VERSION=0.21.14
log() { printf 'setup: %s\n' "$*"; }

# 1. The wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding rust target wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    log "adding rust component $component"
    rustup component add "$component"
  fi
done

# 2. trunk, pinned: a plain `cargo install trunk` picks 0.22, which needs rustc >= 1.96.1
#    (pitfall 1). Without LTO and with 16 codegen units the install takes ~5.5 min, not ~9.
if [[ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]]; then
  log "installing trunk $TRUNK_VERSION (about 6 min)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# 3. wasm-bindgen-cli must match the wasm-bindgen of Cargo.lock exactly, or trunk tries to
#    download it (pitfall 4). Its --locked install can fail on a dependency version the
#    registry lacks (0.2.130: webpki-roots 1.0.11, pitfall 2), hence the plain fallback.
WBG_VERSION="$(awk '$0 == "name = \"wasm-bindgen\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
if [[ -z "$WBG_VERSION" ]]; then
  log "no wasm-bindgen in Cargo.lock"; exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WBG_VERSION" ]] ||
  ! command -v wasm-bindgen-test-runner >/dev/null; then
  log "installing wasm-bindgen-cli $WBG_VERSION (about 2 min)"
  cargo install wasm-bindgen-cli --version "$WBG_VERSION" --locked ||
    cargo install wasm-bindgen-cli --version "$WBG_VERSION"
fi

# 4. Node tools: wasm-opt from npm binaryen 132 (never Debian's binaryen 108, which silently
#    breaks the module: pitfall 3) and playwright-core (uses the system Chromium; downloads
#    nothing). node_modules/.package-lock.json is npm's record of the last install.
if [[ ! -x node_modules/.bin/wasm-opt || ! -d node_modules/playwright-core ||
  package-lock.json -nt node_modules/.package-lock.json ]]; then
  log "npm ci"
  npm ci --no-audit --no-fund
fi

# 5. Chromium + chromedriver from Debian, for wasm-bindgen-test and the e2e journeys.
#    (`npx playwright install` would download a browser: not reachable here.)
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  log "installing chromium and chromium-driver (apt)"
  SUDO=()
  [[ "$(id -u)" == 0 ]] || SUDO=(sudo -n)
  "${SUDO[@]}" apt-get update -qq
  "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends chromium chromium-driver
fi

# 6. Crates now, so that the builds can run with --offline / --locked afterwards.
cargo fetch --locked --quiet
log "ok (trunk $TRUNK_VERSION, wasm-bindgen $WBG_VERSION, $(wasm-opt --version | cut -d' ' -f1-3))"
