#!/usr/bin/env bash
# Sets everything up, builds the Release preset and runs every test
# (unit, property, reference-agreement, CLI and conformance tests).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake --preset release >/dev/null
cmake --build --preset release
ctest --preset release -j "$(nproc)"
