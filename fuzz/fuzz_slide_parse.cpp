// Any bytes through the 2048 parser: it must return a board or an error,
// never crash, and an error must be one line that names a place.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "gridsolve/slide.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  gridsolve::slide::ParseLimits limits;
  limits.max_memory_bytes = 1 << 16;
  const auto parsed = gridsolve::slide::parse_board(text, limits);
  if (!parsed.ok()) {
    const std::string& message = parsed.error().message;
    if (message.empty() || message.find('\n') != std::string::npos || message.rfind("line ", 0) != 0) std::abort();
  }
  return 0;
}
