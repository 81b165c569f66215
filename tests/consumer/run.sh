#!/usr/bin/env bash
# Builds the programs of this folder against gridsolve as another project
# would, runs them and checks what they print (.ci/run runs each way):
#
#   tests/consumer/run.sh cmake PREFIX          find_package(gridsolve 0.2) from an
#                                               install prefix (/usr: the .deb)
#   tests/consumer/run.sh pkg-config PREFIX     one plain g++ line with pkg-config
#   tests/consumer/run.sh fetchcontent SOURCE   FetchContent (add_subdirectory) of a
#                                               source tree
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mode=${1:?usage: run.sh cmake|pkg-config|fetchcontent PREFIX-OR-SOURCE}
where=$(cd "${2:?usage: run.sh MODE PREFIX-OR-SOURCE}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# README.md shows example.cpp as it is, indented by four spaces.
sed 's/^./    &/' "$here/example.cpp" >"$work/example.indented"
python3 -c 'import sys; sys.exit(open(sys.argv[2]).read() not in open(sys.argv[1]).read())' \
  "$here/../../README.md" "$work/example.indented" || { echo "README.md does not show tests/consumer/example.cpp"; exit 1; }

case $mode in
  cmake | fetchcontent)
    if [ "$mode" = cmake ]; then
      define="-DCMAKE_PREFIX_PATH=$where"
      build_type=Release
    else
      define="-DGRIDSOLVE_SOURCE_DIR=$where"
      # The library is compiled here from source, unoptimised: what this
      # checks is that add_subdirectory builds and links it, not its speed
      # (48 s of CPU instead of 66 at Release).
      build_type=
    fi
    cmake -S "$here" -B "$work" -G Ninja -DCMAKE_BUILD_TYPE="$build_type" "$define" >"$work.log" 2>&1 ||
      { cat "$work.log"; exit 1; }
    cmake --build "$work" >"$work.log" 2>&1 || { cat "$work.log"; exit 1; }
    rm -f "$work.log"
    bin=$work
    ;;
  pkg-config)
    export PKG_CONFIG_PATH="$where/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    for program in example statements; do
      # shellcheck disable=SC2046  # pkg-config's flags are separate words
      echo "+ g++ -std=c++20 -O2 $program.cpp -o $program \$(pkg-config --cflags --libs gridsolve)"
      g++ -std=c++20 -O2 "$here/$program.cpp" -o "$work/$program" $(pkg-config --cflags --libs gridsolve)
    done
    bin=$work
    ;;
  *) echo "run.sh: unknown way '$mode' (cmake, pkg-config, fetchcontent)" >&2; exit 2 ;;
esac

"$bin/statements"
out=$("$bin/example")
echo "$out"
# The README's example: the answer, then the --json line of the same case.
[ "$(echo "$out" | sed -n 1p)" = 14 ] && echo "$out" | sed -n 2p | grep -q '^{"answer": 14, "keys": \["E", ' ||
  { echo "consumer ($mode): the example printed something else"; exit 1; }
echo "consumer ($mode): OK"
