#!/usr/bin/env bash
# Lint checks: clang-format-19 must leave every C++ file as it is, and
# clang-tidy-19 (.clang-tidy, warnings as errors) must find nothing in the
# library's sources. With --all, the command-line tool's sources too: each
# of those includes the header-only CLI11, which makes clang-tidy take about
# 30 s of CPU a file, too slow for every CI run on 2 cores.
# Needs a configured build/ (compile_commands.json): run scripts/test.sh first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh lint
mapfile -t sources < <(git ls-files '*.cpp' '*.hpp')
echo "lint: clang-format-19 on ${#sources[@]} files"
clang-format-19 --dry-run --Werror "${sources[@]}"
files='src/(common|puzzle|page|slide|cards|blocks)/.*\.cpp$'
build=build
if [ "${1:-}" = "--all" ]; then
  # The Release build compiles the tool's files as one (a unity build), which hides
  # each file's own compile command; configure one that does not.
  files='src/.*\.cpp$'
  build=build-lint
  cmake --preset release -B "$build" -DGRIDSOLVE_CLI_UNITY_BUILD=OFF >/dev/null
fi
echo "lint: clang-tidy-19 on $files"
run-clang-tidy-19 -p "$build" -j "$(nproc)" -quiet -clang-tidy-binary clang-tidy-19 "$files" > "$build/clang-tidy.log" 2>&1 || {
  grep -E "(warning|error):" "$build/clang-tidy.log" | sort -u | head -50; echo "lint: clang-tidy found problems"; exit 1; }
echo "lint: clean"
