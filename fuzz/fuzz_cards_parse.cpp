// Any bytes through the cards parser: a problem or a one-line error that
// names its place, never a crash.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "gridsolve/cards.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  gridsolve::cards::ParseLimits limits;
  limits.max_memory_bytes = 1 << 18;
  const auto parsed = gridsolve::cards::parse_problem(text, limits);
  if (!parsed.ok()) {
    const std::string& message = parsed.error().message;
    if (message.empty() || message.find('\n') != std::string::npos) std::abort();
    if (message.rfind("line ", 0) != 0 && message.rfind("row ", 0) != 0) std::abort();
  }
  return 0;
}
