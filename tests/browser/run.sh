#!/usr/bin/env bash
# Runs browser tests: replay.test.mjs (ctest test "browser": the --html
# pages) or the test file given (web_page.test.mjs: ctest test "web_page" of
# the wasm preset). Exits 77, which ctest counts as skipped, with a message
# saying why, only where no browser can be had.
set -u
cd "$(dirname "$0")"
test_file="${1:-replay.test.mjs}"
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium_path" ]; then
  echo "SKIPPED: no chromium at $chromium_path (install it with: scripts/setup.sh browser)"; exit 77
fi
if ! command -v node >/dev/null; then
  echo "SKIPPED: no node on PATH (install it with: scripts/setup.sh browser)"; exit 77
fi
if [ ! -d node_modules/playwright-core ]; then
  npm ci --no-audit --no-fund >/dev/null 2>&1 || {
    echo "SKIPPED: npm could not install playwright-core (run: cd tests/browser && npm ci)"; exit 77; }
fi
exec node --test "$test_file"
