#include "common/byte_size.hpp"

#include <fmt/format.h>

namespace gridsolve {

std::string human_bytes(std::uint64_t bytes) {
  if (bytes < 1024) return fmt::format("{} byte{}", bytes, bytes == 1 ? "" : "s");
  static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  double value = static_cast<double>(bytes) / 1024;
  std::size_t unit = 0;
  // Move up while the next unit still shows at least "1.0" once rounded.
  while (value >= 1023.95 && unit + 1 < std::size(kUnits)) {
    value /= 1024;
    ++unit;
  }
  return value < 99.95 ? fmt::format("{:.1f} {}", value, kUnits[unit]) : fmt::format("{:.0f} {}", value, kUnits[unit]);
}

Error memory_refusal(std::string_view what, std::uint64_t needed_bytes, std::uint64_t budget_bytes) {
  return Error{fmt::format("{} needs {}, more than the memory budget of {} (raise it with --max-memory)", what,
                           human_bytes(needed_bytes), human_bytes(budget_bytes))};
}

}  // namespace gridsolve
