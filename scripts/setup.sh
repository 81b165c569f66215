#!/usr/bin/env bash
# Installs what gridsolve needs to build and test, from Debian's packages.
# Safe to run again: it asks apt only for what is missing.
set -euo pipefail

packages=(
  g++ cmake ninja-build python3
  libcli11-dev libfmt-dev nlohmann-json3-dev
  libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
  # gridsolve check runs Java and JavaScript solutions (tests/check_test.py)
  openjdk-17-jdk-headless
)
# Node.js may come from elsewhere (see browser below); ask only when missing.
command -v node >/dev/null || packages+=(nodejs)
# Extra tool sets, asked for by name: fuzz (clang-19 + libFuzzer runtime),
# lint (clang-tidy-19, clang-format-19), browser (chromium, node, npm),
# package (the .deb and its checks: dpkg-dev for dpkg-shlibdeps, pkg-config,
# man, bash and zsh completion), python (the Python module: Debian's
# python3-dev, pybind11, pytest and venv).
# wasm (clang-19 for wasm32-wasi: wasm-ld, the WASI C library, libc++ and
# the compiler runtime built for wasm32; the browser page, src/web).
for extra in "$@"; do
  case "$extra" in
    fuzz) packages+=(clang-19 libclang-rt-19-dev) ;;
    lint) packages+=(clang-tidy-19 clang-format-19) ;;
    package) packages+=(dpkg-dev pkgconf man-db groff-base bash-completion zsh) ;;
    python) packages+=(python3-dev python3-pybind11 python3-pytest python3-venv) ;;
    wasm) packages+=(clang-19 lld-19 wasi-libc libc++-19-dev-wasm32 libc++abi-19-dev-wasm32 libclang-rt-19-dev-wasm32) ;;
    browser)
      packages+=(chromium)
      # A machine may have Node.js from elsewhere (with its own npm); Debian's
      # npm package would conflict with it, so ask only for what is missing.
      command -v node >/dev/null || packages+=(nodejs)
      command -v npm >/dev/null || packages+=(npm)
      ;;
    *) echo "setup.sh: unknown extra '$extra' (fuzz, lint, browser, package, python, wasm)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup.sh: everything is installed"
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "setup.sh: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
