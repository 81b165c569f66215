# Cross-compiling the library to WebAssembly (wasm32-wasi) with Debian's
# clang-19: the `wasm` preset (CMakePresets.json) uses this file; the page it
# builds is src/web/. `scripts/setup.sh wasm` installs what it needs:
# clang-19, lld-19 (wasm-ld), wasi-libc, libc++/libc++abi for wasm32 and the
# compiler-rt builtins for wasm32.
#
# Debian's libc++ for wasm32-wasi is built without threads and without
# exceptions, so the library is compiled with -fno-exceptions (fmt and
# nlohmann-json then abort where they would throw; the library's parsers
# return errors as values and never rely on them) and GRIDSOLVE_NO_THREADS
# (src/slide/search.cpp runs every thread's share on the calling thread).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
# wasm32's pointers are 4 bytes. CMake's compiler check reads this from the
# binary it compiles, which it cannot do for a wasm module, and leaves it
# unset; GNUInstallDirs then warned on every configure ("Unable to
# determine default CMAKE_INSTALL_LIBDIR").
set(CMAKE_SIZEOF_VOID_P 4)
set(CMAKE_CXX_COMPILER clang++-19)
set(CMAKE_CXX_COMPILER_TARGET wasm32-wasi)
set(CMAKE_SYSROOT /usr)
set(GRIDSOLVE_WASM_LIBCXX_INCLUDE /usr/lib/llvm-19/include/wasm32-wasi/c++/v1)
set(CMAKE_CXX_FLAGS_INIT "-isystem ${GRIDSOLVE_WASM_LIBCXX_INCLUDE} -fno-exceptions -DGRIDSOLVE_NO_THREADS -mbulk-memory -msimd128")
# A module with exports and no main (a WASI "reactor"): the page calls
# _initialize once, then the exported functions.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-mexec-model=reactor")
# Only the wasm32 sysroot's libraries; host programs (python3 for the page)
# are still found on the host's PATH.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
# The header-only libraries come from the host's /usr/include (the wasm32
# C headers in /usr/include/wasm32-wasi come first); their host CMake
# packages would bring x86-64 libraries, so these stand in for them.
set(fmt_DIR ${CMAKE_CURRENT_LIST_DIR}/wasm-packages CACHE PATH "fmt for wasm32: header-only")
set(nlohmann_json_DIR ${CMAKE_CURRENT_LIST_DIR}/wasm-packages CACHE PATH "nlohmann-json for wasm32")
set(CLI11_DIR ${CMAKE_CURRENT_LIST_DIR}/wasm-packages CACHE PATH "CLI11 for wasm32: not used")
# Read by CMakeLists.txt: build the page (src/web).
set(GRIDSOLVE_WASM ON)
