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

std::string budget_words(std::uint64_t budget_bytes, std::uint64_t held_bytes) {
  if (held_bytes == 0) return fmt::format("the memory budget of {}", human_bytes(budget_bytes));
  if (held_bytes >= budget_bytes) {
    return fmt::format("the memory budget of {}, which the input text's {} takes whole", human_bytes(budget_bytes),
                       human_bytes(held_bytes));
  }
  return fmt::format("the {} that the memory budget of {} leaves beside the input text's {}",
                     human_bytes(budget_bytes - held_bytes), human_bytes(budget_bytes), human_bytes(held_bytes));
}

Error memory_refusal(std::string_view what, std::uint64_t needed_bytes, std::uint64_t budget_bytes,
                     std::uint64_t held_bytes) {
  // A need over the whole budget is refused whatever the caller holds: the
  // shorter message says all there is.
  const std::uint64_t held = needed_bytes > budget_bytes ? 0 : held_bytes;
  if (held >= budget_bytes && held > 0) {
    return Error{
        fmt::format("{} needs {}, but the input text's {} takes the whole memory budget of {} (raise it with "
                    "--max-memory)",
                    what, human_bytes(needed_bytes), human_bytes(held), human_bytes(budget_bytes))};
  }
  return Error{fmt::format("{} needs {}, more than {} (raise it with --max-memory)", what, human_bytes(needed_bytes),
                           budget_words(budget_bytes, held))};
}

}  // namespace gridsolve
