#!/usr/bin/env bash
# Installs gridsolve every way README.md's "Install" tells and uses each as
# its users would (.ci/run's install stage):
#   1. cmake --install into a fresh prefix; its documents and copyright
#      file, gridsolve help rules from the installed program, the man page
#      as man -l renders it; C++ programs built against it with
#      find_package(gridsolve 0.2) and with pkg-config and g++; the same
#      programs with FetchContent of the source tree (tests/consumer);
#   2. the Debian packages from cpack, installed with apt-get: what each
#      holds in /usr/share/doc, gridsolve --version, man -w gridsolve, the
#      same checks of the documents and the man page, the completions as
#      bash and zsh load them, the man page and completions against the tool
#      (tests/man_test.py), and the C++ programs against /usr;
#   3. the Python module built for /usr/bin/python3 (the python preset: the
#      Release tree, which scripts/test.sh has built with it), installed into
#      a fresh virtual environment, and its pytest tests run from there.
# Needs the Release build (scripts/test.sh first). Installing the packages
# needs root (or sudo); they are removed again at the end unless they were
# installed before.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh package python
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
work=$(mktemp -d)
installed_before=$(dpkg-query -W -f='${Status}\n' gridsolve 2>/dev/null | grep -c "install ok installed" || true)
cleanup() {
  if [ "$installed_before" = 0 ] && dpkg-query -W -f='${Status}' gridsolve 2>/dev/null | grep -q "ok installed"; then
    $sudo apt-get remove -y -qq gridsolve libgridsolve-dev >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo; echo "--- $1 ($SECONDS s)"; }
show() { echo "\$ $*"; "$@"; }
fail() { echo "FAIL: $*"; exit 1; }

# The tool's documents under PREFIX, what the program installed there says
# of them, and its man page as man renders it.
documents="README.md copyright docs/rules.md docs/check.md docs/cards.md docs/blocks.md docs/web.md docs/2048-speed.md
  examples/2048-statement.txt examples/cards-statement.txt examples/Solution.java"
check_documents() {
  local prefix=$1 docdir=$1/share/doc/gridsolve file section rendered name
  for file in $documents; do
    [ -s "$docdir/$file" ] || fail "no ${docdir/$work/PREFIX}/$file"
  done
  head -1 "$docdir/copyright" | grep -qx "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" ||
    fail "$docdir/copyright is not in Debian's machine-readable format"
  # Every relative link of every installed document leads to an installed
  # file, and the README's first example runs from where it is installed.
  while IFS=: read -r file target; do
    target=${target#](}; target=${target%)}; target=${target%%#*}
    [ -e "$(dirname "$file")/$target" ] || fail "${file/$work/PREFIX} links $target, which is not installed"
  done < <(grep -o '\]([^)#][^)]*)' -r "$docdir" --include='*.md' | grep -v '^[^:]*:](https\?:')
  (cd "$docdir" && "$prefix/bin/gridsolve" 2048 examples/2048-statement.txt >"$work/example.out") ||
    fail "gridsolve 2048 examples/2048-statement.txt fails in ${docdir/$work/PREFIX}"
  echo "links of the installed documents: $(grep -o '\]([^)#][^)]*)' -r "$docdir" --include='*.md' | grep -vc '^[^:]*:](https\?:'), each to an installed file;" \
    "gridsolve 2048 examples/2048-statement.txt there: $(cat "$work/example.out")"
  # The rules that the program carries are the ones installed beside it,
  # and one section of them is that section's lines.
  "$prefix/bin/gridsolve" help rules | cmp -s - "$docdir/docs/rules.md" ||
    fail "$prefix/bin/gridsolve help rules differs from $docdir/docs/rules.md"
  section=$("$prefix/bin/gridsolve" help rules 3)
  [ "${section%%$'\n'*}" = "$(grep -m1 '^## 3\. ' "$docdir/docs/rules.md")" ] ||
    fail "$prefix/bin/gridsolve help rules 3 does not start with section 3's heading"
  echo "\$ gridsolve help rules 3   (its first line)"
  echo "${section%%$'\n'*}"
  # man -l renders the page without a warning, documents help rules, and
  # every document it names is installed.
  rendered=$(MANWIDTH=80 man -l "$prefix/share/man/man1/gridsolve.1.gz" 2>"$work/man.err")
  [ ! -s "$work/man.err" ] || { cat "$work/man.err"; fail "man -l printed warnings"; }
  grep -q "help rules \[SECTION\]" <<<"$rendered" || fail "the man page does not document help rules"
  while read -r name; do
    [ -n "$(find "$docdir" -name "$name")" ] || fail "the man page names $name, which is not in ${docdir/$work/PREFIX}"
  done < <(grep -o '[A-Za-z0-9_-]*\.md\b' <<<"$rendered" | sort -u)
  echo "man -l: $(wc -l <<<"$rendered") lines, no warnings; the documents it names are in ${docdir/$work/PREFIX}"
}

step "cmake --install build --prefix PREFIX (a fresh prefix)"
cmake --install build --prefix "$work/prefix" >"$work/install.log"
(cd "$work/prefix" && find . -type f | sort)
show "$work/prefix/bin/gridsolve" --version
check_documents "$work/prefix"

step "cmake --install build --component tool --prefix ~/.local (a fresh HOME): man and bash find their files"
home="$work/home"
cmake --install build --component tool --prefix "$home/.local" >/dev/null
found=$(env -u MANPATH PATH="$home/.local/bin:$PATH" man -w gridsolve)
echo "man -w gridsolve: ${found/$home/HOME}"
[ "$found" = "$home/.local/share/man/man1/gridsolve.1.gz" ] || { echo "FAIL: man found $found"; exit 1; }
# shellcheck disable=SC2016  # the inner bash expands them
found=$(env -u XDG_DATA_HOME -u BASH_COMPLETION_USER_DIR HOME="$home" bash -c '
  source /usr/share/bash-completion/bash_completion; __load_completion gridsolve;
  COMP_WORDS=(gridsolve gen c); COMP_CWORD=2; _gridsolve; echo "${COMPREPLY[*]}"')
echo "gridsolve gen c<TAB> (bash): $found"
[ "$found" = cards ] || { echo "FAIL: bash did not load the completion from ~/.local"; exit 1; }
# Where README's fpath line points zsh (the file itself is tried in zsh
# below, from the package; a zsh run takes 4 s).
[ -f "$home/.local/share/zsh/site-functions/_gridsolve" ] ||
  { echo "FAIL: no _gridsolve in ~/.local/share/zsh/site-functions, where README's fpath line points"; exit 1; }

step "A C++ program with find_package(gridsolve 0.2) from that prefix"
tests/consumer/run.sh cmake "$work/prefix"
step "The same with pkg-config and a plain g++ line"
tests/consumer/run.sh pkg-config "$work/prefix"
step "The same with FetchContent of the source tree (add_subdirectory)"
tests/consumer/run.sh fetchcontent .

step "Debian packages: cpack, then apt-get install ./gridsolve_*.deb ./libgridsolve-dev_*.deb"
rm -f build/*.deb
(cd build && cpack >/dev/null)
for deb in build/*.deb; do
  echo "$deb: $(stat -c %s "$deb") bytes; Depends: $(dpkg-deb -f "$deb" Depends)"
done
# Each package holds its copyright file (Debian policy 12.5); gridsolve's
# holds the documents too.
contents=$(dpkg-deb -c build/gridsolve_*.deb | awk '{print $NF}')
for file in $documents; do
  grep -qx "./usr/share/doc/gridsolve/$file" <<<"$contents" || fail "the gridsolve .deb has no /usr/share/doc/gridsolve/$file"
done
dpkg-deb -c build/libgridsolve-dev_*.deb | awk '{print $NF}' | grep -qx "./usr/share/doc/libgridsolve-dev/copyright" ||
  fail "the libgridsolve-dev .deb has no /usr/share/doc/libgridsolve-dev/copyright"
echo "/usr/share/doc in the packages: $(grep -c '^./usr/share/doc/gridsolve/.' <<<"$contents") entries in gridsolve's, the copyright file in each"
$sudo apt-get install -y -qq ./build/gridsolve_*.deb ./build/libgridsolve-dev_*.deb >"$work/apt.log" 2>&1 ||
  { cat "$work/apt.log"; exit 1; }
show gridsolve --version
show man -w gridsolve
check_documents /usr
echo "\$ gridsolve gen c<TAB>   (bash, through bash-completion's loader)"
bash -c 'source /usr/share/bash-completion/bash_completion; __load_completion gridsolve;
  COMP_WORDS=(gridsolve gen c); COMP_CWORD=2; _gridsolve; echo "${COMPREPLY[*]}"'
echo "\$ gridsolve 2048 --t<TAB>   (zsh, from its own \$fpath)"
zsh -f tests/zsh_complete.zsh /nonexistent 'gridsolve 2048 --t' | sort -u | tr '\n' ' '
echo
/usr/bin/python3 tests/man_test.py --bin /usr/bin/gridsolve --man "$(man -w gridsolve)" \
  --bash /usr/share/bash-completion/completions/gridsolve --zsh /usr/share/zsh/vendor-completions
tests/consumer/run.sh cmake /usr
tests/consumer/run.sh pkg-config /usr

step "Python module: the python preset, installed into a fresh virtual environment"
cmake --preset python >/dev/null
cmake --build --preset python >"$work/python-build.log" 2>&1 || { cat "$work/python-build.log"; exit 1; }
/usr/bin/python3 -m venv --system-site-packages "$work/venv"
cmake --install build --component python --prefix "$work/venv" >/dev/null
show "$work/venv/bin/python" -c 'import gridsolve; print(gridsolve.__file__.replace("'"$work"'", "VENV"))'
show "$work/venv/bin/python" -m gridsolve --version
echo "\$ cmake --install build --component python --prefix VENV   (a virtual environment of Python 3.99: refused)"
mkdir "$work/other-venv" && echo "version = 3.99.0" >"$work/other-venv/pyvenv.cfg"
if cmake --install build --component python --prefix "$work/other-venv" >"$work/other-venv.log" 2>&1 ||
  ! tr -s ' \n' ' ' <"$work/other-venv.log" | grep -q "is a virtual environment of Python 3.99, and the gridsolve module is built for Python 3" ||
  [ -e "$work/other-venv/lib" ]; then
  cat "$work/other-venv.log"; echo "FAIL: the module was installed into a virtual environment of another Python"; exit 1
fi
# From outside the source tree, so that the installed package is the one imported.
(cd "$work" && GRIDSOLVE_BIN="$OLDPWD/build/gridsolve" "$work/venv/bin/python" -m pytest -q -p no:cacheprovider \
  "$OLDPWD/tests/python")
step "Done"
