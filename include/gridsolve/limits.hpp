// The memory budget every parser and search keeps to (--max-memory).
#pragma once

#include <cstdint>

namespace gridsolve {

// 2 GiB: far above what the original problems need, well below the
// machines the tool runs on, so a mistyped size fails fast instead of
// swapping.
inline constexpr std::uint64_t kDefaultMemoryBudgetBytes = std::uint64_t{2} << 30;

}  // namespace gridsolve
