#!/usr/bin/env bash
# Sets everything up, builds the Release preset and runs every test
# (unit, property, reference-agreement, CLI and conformance tests).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh browser
(cd tests/browser && npm ci --no-audit --no-fund >/dev/null)
cmake --preset release >/dev/null
cmake --build --preset release
ctest --preset release -j "$(nproc)"
