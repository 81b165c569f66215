// Any bytes through the blocks parser: a board or a one-line error that
// names its place, never a crash.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "gridsolve/blocks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  gridsolve::blocks::ParseLimits limits;
  limits.max_memory_bytes = 1 << 20;
  const auto parsed = gridsolve::blocks::parse_board(text, limits);
  if (!parsed.ok()) {
    const std::string& message = parsed.error().message;
    if (message.empty() || message.find('\n') != std::string::npos) std::abort();
    if (message.rfind("line ", 0) != 0 && message.rfind("row ", 0) != 0) std::abort();
  }
  return 0;
}
