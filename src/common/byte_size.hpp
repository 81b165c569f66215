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
//
// `held_bytes` of the budget are taken already by what the caller holds
// (the command line: its input text). When only they make the refusal (the
// need alone fits the budget), the message says how: "needs 40.0 MiB, more
// than the 24.0 MiB that the memory budget of 64.0 MiB leaves beside the
// input text's 40.0 MiB"; "the memory budget of 0 bytes" said nothing.
Error memory_refusal(std::string_view what, std::uint64_t needed_bytes, std::uint64_t budget_bytes,
                     std::uint64_t held_bytes = 0);

// "the memory budget of 64.0 MiB", or with `held_bytes` of it taken: "the
// 24.0 MiB that the memory budget of 64.0 MiB leaves beside the input
// text's 40.0 MiB" (", which the input text's 64.0 MiB takes whole": all of
// it taken). For refusals
// that name no size of their own ("more boards than fit in ...").
std::string budget_words(std::uint64_t budget_bytes, std::uint64_t held_bytes);

}  // namespace gridsolve
