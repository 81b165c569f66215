// Sizes for people: "2.0 GiB" rather than 2147483648, and the one wording of
// a refusal by the memory budget that every parser and search shares.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "gridsolve/result.hpp"

namespace gridsolve {

// "17 bytes", "1.5 KiB", "512 MiB", "2.0 GiB" (powers of 1024; one decimal
// below 100 of a unit, none above).
std::string human_bytes(std::uint64_t bytes);

// "<what> needs 2.3 GiB, more than the memory budget of 2.0 GiB (raise it
// with --max-memory)". `what` names the thing refused: "a 3000 x 3000
// board", "the search".
Error memory_refusal(std::string_view what, std::uint64_t needed_bytes, std::uint64_t budget_bytes);

}  // namespace gridsolve
