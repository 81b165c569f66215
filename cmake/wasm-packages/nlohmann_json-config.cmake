# nlohmann-json for the wasm32 build (cmake/wasm-toolchain.cmake points
# nlohmann_json_DIR here): header-only, Debian's headers in /usr/include.
if(NOT TARGET nlohmann_json::nlohmann_json)
  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
endif()
set(nlohmann_json_FOUND TRUE)
