#!/usr/bin/env bash
# Sets everything up, builds the Release preset (with the Python module) and
# runs every test (unit, property, reference-agreement, CLI, conformance,
# Python and browser tests),
# then builds the browser page (the wasm preset) and tests it in chromium
# against the Release build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh browser wasm python
(cd tests/browser && npm ci --no-audit --no-fund >/dev/null)
cmake --preset release >/dev/null
cmake --build --preset release
ctest --preset release -j "$(nproc)"
cmake --preset wasm >/dev/null
cmake --build --preset wasm
ctest --preset wasm
