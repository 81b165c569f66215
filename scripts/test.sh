#!/usr/bin/env bash
# Sets everything up, builds the Release preset and the browser page (the
# wasm preset), then runs every test (unit, property, reference-agreement,
# CLI, conformance and browser tests) and the page's test in chromium
# against the Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh browser wasm
(cd tests/browser && npm ci --no-audit --no-fund >/dev/null)
cmake --preset release >/dev/null
cmake --build --preset release
cmake --preset wasm >/dev/null
cmake --build --preset wasm
# The page's test (one ctest test, 100 to 130 s) keeps less than one core
# busy: chromium and the native tool take turns. Run one after the other,
# it was 128 s of a CI run's 1,817 s with the other core idle; beside the
# Release tests it shares the cores with them. Its log is shown after them.
web_log=build-wasm/web_page.log
ctest --preset wasm >"$web_log" 2>&1 &
web=$!
status=0
ctest --preset release -j "$(nproc)" || status=$?
wait "$web" || status=1
cat "$web_log"
exit "$status"
