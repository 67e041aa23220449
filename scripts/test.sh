#!/usr/bin/env bash
# Installs what is missing, then runs every check: format, import cycles, lints, native tests,
# wasm tests in headless Chromium; beside those, the release build then the Playwright
# journeys on dist/.
# A failing step is counted and the run goes on (except where a later step cannot run).
# The last line is always "N passed, N failed": test cases from the cargo/wasm/e2e
# summaries, plus one per check (fmt, each clippy, the build). Exit status 1 on any failure.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PASSED=0
FAILED=0
REPORT=()
LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"; printf "%s\n" "${REPORT[@]}"; echo "$PASSED passed, $FAILED failed"' EXIT

# run NAME CMD...: run a step, output shown and kept in $LOGS/NAME; sets STATUS and SECS.
run() {
  local name="$1"; shift
  printf '\n==> %s: %s\n' "$name" "$*"
  local start=$SECONDS
  set +e
  "$@" 2>&1 | tee "$LOGS/$name"
  STATUS=${PIPESTATUS[0]}
  set -e
  SECS=$((SECONDS - start))
}

# count_check NAME: counts the step just run (STATUS, SECS) as one check.
count_check() {
  if ((STATUS == 0)); then
    PASSED=$((PASSED + 1)); REPORT+=("ok      $1 (${SECS}s)")
  else
    FAILED=$((FAILED + 1)); REPORT+=("FAILED  $1 (${SECS}s, exit $STATUS)")
  fi
}

# check NAME CMD...: a step that counts as one check.
check() {
  run "$@"
  count_check "$1"
}

# count_tests NAME PATTERN: counts the step just run (STATUS, SECS, output in $LOGS/NAME)
# by its summary lines; PATTERN is an ERE with two groups, (passed) and (failed). A non-zero
# exit without a counted failure (it did not compile, the runner crashed) counts as one
# failure.
count_tests() {
  local name="$1" pattern="$2" p f
  read -r p f < <(sed -E 's/\x1b\[[0-9;]*m//g' "$LOGS/$name" |
    sed -nE "s/.*$pattern.*/\1 \2/p" | awk '{ p += $1; f += $2 } END { print p + 0, f + 0 }')
  if ((STATUS != 0 && f == 0)); then f=1; fi
  PASSED=$((PASSED + p)); FAILED=$((FAILED + f))
  REPORT+=("$( ((STATUS == 0)) && echo "ok     " || echo "FAILED ") $name: $p passed, $f failed (${SECS}s)")
}

# tests NAME PATTERN CMD...: a step whose output has summary lines (see count_tests).
tests() {
  local name="$1" pattern="$2"; shift 2
  run "$name" "$@"
  count_tests "$name" "$pattern"
}
CARGO_RESULT='test result: [a-zA-Z]+\. ([0-9]+) passed; ([0-9]+) failed'

# Setup failing leaves nothing to test: count it and stop.
check setup bash scripts/setup.sh
((STATUS == 0)) || exit 1
# The pinned tools first on PATH (toolchain.md pitfalls 3 and 4).
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-$(command -v chromedriver)}"
# The wasm runner gives each test binary 20 s by default; a busy 2-core CI box needs more
# (and the step runs at a lower priority than the journeys beside it, see `renice` below).
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-600}"

check fmt cargo fmt --check
# No import cycle between the files of src/ (issue 27).
check import-cycles python3 scripts/import_cycles.py src -v
# The UI's layers (issue 41): the table kit imports no shell feature and no lesson; a game's
# table imports only the kit and its own folder (cargo will refuse it once they are crates).
check layers python3 scripts/layers.py src/ui -v
# index.html's per-game parts are what the one list of games writes (trunk's pre_build hook
# writes them; this checks the committed file).
check index-games python3 tools/index_games.py --check

# The site: the release build, then the journeys on it. It needs nothing from the checks and
# tests below, so it runs beside them (issue 27: the two together take about the time of
# the longer), its output kept and shown at the end. The cargo steps below build in a
# directory of their own (target/checks): two cargo calls in one directory wait for each
# other.
site() {
  set +e
  local start=$SECONDS
  # Trunk builds each bundle with a cargo call of its own, one after the other: the UI
  # bundles are built first in one call, which links them two at a time (fat LTO is one
  # core a link), and trunk then finds them built. The bundles with the `ui` feature are
  # read from Cargo.toml, the one list of bins.
  local ui_bins
  ui_bins=$(python3 -c 'import tomllib
bins = tomllib.load(open("Cargo.toml", "rb"))["bin"]
print(" ".join("--bin " + b["name"] for b in bins if b.get("required-features") == ["ui"]))')
  # shellcheck disable=SC2086 # one word per flag
  cargo build --locked --target wasm32-unknown-unknown --profile web $ui_bins &&
    trunk build --release --offline=true --skip-version-check
  echo "$? $((SECONDS - start))" >"$LOGS/build.done"
  if [[ $(cut -d' ' -f1 "$LOGS/build.done") == 0 ]]; then
    start=$SECONDS
    # Two journeys at a time, each lane with its own servers (e2e/run.mjs); the journey
    # that measures frames runs alone at the end.
    E2E_LANES="${E2E_LANES:-2}" node e2e/run.mjs >"$LOGS/e2e" 2>&1
    echo "$? $((SECONDS - start))" >"$LOGS/e2e.done"
  fi
}
site >"$LOGS/build" 2>&1 </dev/null &
SITE=$!
# The site's line is the longer one (the release build, then the journeys); the steps below
# take the CPU it leaves (its links and journeys are not all busy on both cores) at a lower
# priority, so the two lines end nearer together (issue 27). Its children (cargo, the wasm
# runner's browser) inherit it; the site's line, started above, keeps the normal one.
renice -n 10 -p $$ >/dev/null 2>&1 || true
trap 'kill "$SITE" 2>/dev/null || true; rm -rf "$LOGS"; printf "%s\n" "${REPORT[@]}"; echo "$PASSED passed, $FAILED failed"' EXIT
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/checks}"

# Lints, in two runs that together cover every file (issue 27: a third, native run of the
# whole UI linted it again and was the longest check). Engines: every crate of the workspace
# (tr-core, tr-bot, one per game; issue 41) and the site's library without the UI, its rules
# tests, benches and the arena, natively (the engines hold no `cfg` on features;
# `--no-default-features` applies to every package selected, so the UI is left out).
check clippy-engines cargo clippy --locked --workspace --all-targets --no-default-features -- -D warnings
# The site, for its target: the library with the UI and its own unit tests (`--profile test`
# lints the `#[cfg(test)]` modules too), the bundles and the browser tests.
check clippy-wasm cargo clippy --locked --target wasm32-unknown-unknown --profile test \
  --lib --bins --test web -- -D warnings
# --no-fail-fast: run every test binary, so that every failure is counted.
# Engines alone (no UI crates): every rules, battery, bot and link test, in every crate of the
# workspace (`--workspace`: each engine crate's own unit tests and lesson stories too).
# `--lib --tests`: the libraries' and the test binaries' tests; not the examples (clippy-engines
# checks they compile; `cargo test` alone builds them too, at opt-level 2) nor rustdoc's pass
# for doc tests (the crates have none).
tests test-engines "$CARGO_RESULT" cargo test --locked --no-fail-fast --workspace --no-default-features --lib --tests
# `--config` flags that set the test profile's opt-level of each of our crates (the site's and
# the engines', Cargo.toml's [profile.test.package.*] lines) to $1, for the UI's steps below.
our_opt_level() {
  python3 -c 'import sys, tomllib
packages = tomllib.load(open("Cargo.toml", "rb"))["profile"]["test"]["package"]
print(" ".join(f"--config profile.test.package.{p}.opt-level={sys.argv[1]}"
               for p in packages if p == "table-ronde" or p.startswith("tr-")))' "$1"
}
# The UI's own unit tests (pure helpers: routes, saves, texts), compiled with the `ui` feature.
# Only the site's library: the bins hold no tests (clippy builds them). Unoptimised, the
# engines too: these tests take a few seconds, while compiling the whole UI at the test
# profile's opt-level 2 (there for the engines' batteries above) took most of this step
# (issue 27).
# shellcheck disable=SC2046 # one word per flag
tests test-native "$CARGO_RESULT" cargo test --locked --no-fail-fast --lib $(our_opt_level 0)
# wasm-bindgen-test in headless Chromium: runner from .cargo/config.toml, browser settings
# from webdriver.json. Only the browser suite (tests/web/); the native ones would build for
# nothing. Optimised a little (opt-level 1, not the engines' 2): the whole UI compiles for
# wasm much faster and the suite still runs its searches in seconds (issue 27).
# shellcheck disable=SC2046 # one word per flag
tests test-wasm "$CARGO_RESULT" cargo test --locked --no-fail-fast --target wasm32-unknown-unknown --test web \
  $(our_opt_level 1)

# The site's steps, as they ran beside the others.
printf '\n==> build (beside the steps above): cargo build --profile web (UI bundles), trunk build --release\n'
wait "$SITE" || true
cat "$LOGS/build"
read -r STATUS SECS <"$LOGS/build.done" || { STATUS=1; SECS=0; }
count_check build
if ((STATUS == 0)); then
  printf '\n==> e2e (beside the steps above): node e2e/run.mjs\n'
  cat "$LOGS/e2e"
  read -r STATUS SECS <"$LOGS/e2e.done" || { STATUS=1; SECS=0; }
  count_tests e2e 'e2e: ([0-9]+) passed, ([0-9]+) failed'
else
  # dist/ would be stale or missing: the journeys would test the wrong thing.
  REPORT+=("skipped e2e (no fresh build)")
fi

((FAILED == 0))
