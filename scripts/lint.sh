#!/usr/bin/env bash
# Lint checks: clang-format-19 must leave every C++ file as it is, and
# clang-tidy-19 (.clang-tidy, warnings as errors) must find nothing in src/.
# Needs a configured build/ (compile_commands.json): run scripts/test.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh lint
mapfile -t sources < <(git ls-files '*.cpp' '*.hpp')
echo "lint: clang-format-19 on ${#sources[@]} files"
clang-format-19 --dry-run --Werror "${sources[@]}"
echo "lint: clang-tidy-19 on src/"
run-clang-tidy-19 -p build -j "$(nproc)" -quiet -clang-tidy-binary clang-tidy-19 'src/.*\.cpp$' > build/clang-tidy.log 2>&1 || {
  grep -E "(warning|error):" build/clang-tidy.log | sort -u | head -50; echo "lint: clang-tidy found problems"; exit 1; }
echo "lint: clean"
