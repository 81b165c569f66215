#!/usr/bin/env bash
# Lint checks: clang-format-19 must leave every C++ file as it is, and
# clang-tidy-19 (.clang-tidy, warnings as errors) must find nothing in the
# library's sources. With --all, the command-line tool's sources too: each
# of those includes the header-only CLI11, which makes clang-tidy take about
# 30 s of CPU a file, too slow for every CI run on 2 cores.
# Configures a tree of its own (build-lint-unity, or build-lint for --all)
# for the compile commands, and builds only the headers it needs there.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 1 ] || { [ $# = 1 ] && [ "$1" != --all ]; }; then
  echo "usage: scripts/lint.sh [--all]   (--all: every file alone, the command-line tool's too)" >&2
  exit 2
fi
scripts/setup.sh lint
mapfile -t sources < <(git ls-files '*.cpp' '*.hpp')
echo "lint: clang-format-19 on ${#sources[@]} files"
clang-format-19 --dry-run --Werror "${sources[@]}"
# Without --all, the library's files as the unity build compiles them: one
# file per folder (GRIDSOLVE_UNITY_BUILD, CMakeLists.txt), so that clang-tidy
# parses the standard headers and runs its matchers over them 6 times
# instead of 53. Its checks still see every line of every file, and each
# diagnostic names the file and line where it stands (HeaderFilterRegex
# covers src/); the Release build compiles each file alone, which is where a
# missing include shows. Measured side by side on this machine under the
# same load: 133 s of CPU (132 s wall) instead of 440 (292 s wall). Two
# checks differ: bugprone-suspicious-include is off here, since a unity
# file includes its folder's .cpp files, which is what it warns about; and
# misc-unused-using-decls looks only at the file clang-tidy was given, so
# here it sees no using-declaration of the library's files (a planted one
# went unreported). `scripts/lint.sh --all` checks each file alone, with
# both.
if [ "${1:-}" = "--all" ]; then
  # The Release build compiles the tool's files as one (a unity build), which hides
  # each file's own compile command; configure one that does not.
  files='src/.*\.cpp$'
  build=build-lint
  extra_checks=()
  cmake --preset release -B "$build" -DGRIDSOLVE_CLI_UNITY_BUILD=OFF >/dev/null
  # The headers that the build generates (the page's and the check
  # harnesses' sources, and the rules, as strings), which the tool's files
  # include; Ninja builds the library first, as the tool's target depends on it.
  cmake --build "$build" -- generated/page_assets.hpp generated/check_harnesses.hpp generated/help_assets.hpp >/dev/null
else
  files='(gridsolve_lib\.dir/Unity/unity_[a-z0-9_]+\.cxx|src/(common|puzzle|page|slide|cards|blocks)/.*\.cpp)$'
  build=build-lint-unity
  extra_checks=(-checks=-bugprone-suspicious-include)
  # (The unity files are written when it is configured; the page's assets,
  # which replay_page.cpp includes, are a header the build makes.)
  cmake --preset release -B "$build" -DGRIDSOLVE_UNITY_BUILD=ON -DGRIDSOLVE_PYTHON=OFF >/dev/null
  cmake --build "$build" -- generated/page_assets.hpp >/dev/null
fi
# The static analyzer's budget per function: 25,000 nodes of its exploded
# graph instead of clang's 225,000. The functions with long loops (the cards
# searches of cards/distances.cpp, each 3 to 4 s at 100,000) spend the whole
# budget. Over the library's 50 files clang-tidy took 694 s of CPU with the
# default and 525 s at 100,000; at 25,000 search.cpp takes 13 s instead of
# 19 and distances.cpp 10 s instead of 18, and a CI run's lint stage 191 s
# instead of 272. It has found nothing at any of these budgets.
# GRIDSOLVE_ANALYZER_MAX_NODES=225000 gives clang's default.
max_nodes="${GRIDSOLVE_ANALYZER_MAX_NODES:-25000}"
echo "lint: clang-tidy-19 on $files (analyzer max-nodes $max_nodes)"
run-clang-tidy-19 -p "$build" -j "$(nproc)" -quiet -clang-tidy-binary clang-tidy-19 "${extra_checks[@]}" \
  -extra-arg=-Xclang -extra-arg=-analyzer-config -extra-arg=-Xclang -extra-arg="max-nodes=$max_nodes" \
  "$files" > "$build/clang-tidy.log" 2>&1 || {
  grep -E "(warning|error):" "$build/clang-tidy.log" | sort -u | head -50; echo "lint: clang-tidy found problems"; exit 1; }
echo "lint: clean"
