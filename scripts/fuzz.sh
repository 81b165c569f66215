#!/usr/bin/env bash
# Builds the libFuzzer targets (clang-19, ASan + UBSan) and runs each for
# SECONDS (default 60) from a seed corpus made of the test data. Fails on any
# finding; the crashing input is left in build-fuzz/findings/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]] || [ $# -gt 1 ]; then
  echo "usage: scripts/fuzz.sh [SECONDS]   (each fuzzer's run, a whole number of seconds; 60 if not given)" >&2
  exit 2
fi
scripts/setup.sh fuzz
cmake --preset fuzz >/dev/null
# Only the fuzz targets: the command-line tool is not fuzzed here.
mapfile -t targets < <(cd fuzz && ls fuzz_*.cpp | sed 's/\.cpp$//')
cmake --build --preset fuzz --target "${targets[@]}"
rm -rf build-fuzz/corpus && mkdir -p build-fuzz/findings
python3 fuzz/make_corpus.py build-fuzz/corpus
# One fuzzer per core at a time: each is single-threaded.
jobs=$(nproc)
run_fuzzer() {
  local target=$1 name
  name=$(basename "$target")
  mkdir -p "build-fuzz/corpus/$name"
  if ! "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
      -artifact_prefix="build-fuzz/findings/$name-" -print_final_stats=0 \
      "build-fuzz/corpus/$name" >"build-fuzz/$name.log" 2>&1; then
    echo "fuzz: $name FOUND A FAILURE:"; tail -n 30 "build-fuzz/$name.log"; return 1
  fi
  echo "fuzz: $name for ${seconds}s: $(grep -E "^Done|#[0-9]+ *DONE" "build-fuzz/$name.log" | tail -n 1)"
}
status=0
running=0
for target in build-fuzz/fuzz/fuzz_*; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || status=1
    running=$((running - 1))
  fi
  run_fuzzer "$target" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || status=1
  running=$((running - 1))
done
exit $status
