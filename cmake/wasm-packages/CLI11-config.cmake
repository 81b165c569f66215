# CLI11 for the wasm32 build (cmake/wasm-toolchain.cmake points CLI11_DIR
# here): only the command-line tool uses it, and the wasm build does not
# build that tool (src/web/CMakeLists.txt), so an empty target is enough.
if(NOT TARGET CLI11::CLI11)
  add_library(CLI11::CLI11 INTERFACE IMPORTED)
endif()
set(CLI11_FOUND TRUE)
