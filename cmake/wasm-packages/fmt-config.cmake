# fmt for the wasm32 build (cmake/wasm-toolchain.cmake points fmt_DIR here):
# header-only, from Debian's headers, since the host's libfmt.so is x86-64.
if(NOT TARGET fmt::fmt)
  add_library(fmt::fmt INTERFACE IMPORTED)
  set_target_properties(fmt::fmt PROPERTIES INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY=1)
endif()
set(fmt_FOUND TRUE)
