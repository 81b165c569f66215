// The cap probe: a beam search for a line to the tile cap, tried before the
// exhaustive searches when K is above 20.
//
// Why. With many moves the answer is almost always the tile cap (the
// merge-tree bound, bounds.hpp, which no line of any length beats): on the
// 2,616 seeded boards of small tiles of side 7 to 20 measured in session 16
// with K = 1000, every one. The exhaustive searches prove that only by
// finding a line: the level search after expanding millions of boards, the
// depth-first turns of at most 32 moves never when every line to the cap is
// longer (33 of the 36 boards of side 11 to 20 that were refused had lines
// of 33 to 70 moves). A beam keeping the boards that merged most finds such
// lines in milliseconds.
//
// It proves only what it finds: a line it returns is real (made by
// apply_move) and reaches a tile of the target exponent, so when the target
// is the cap the answer is proven; when it finds nothing, nothing is proven
// and the exhaustive searches go on as without it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "common/stop_check.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

// The beam's widths: kCapProbeFirstWidth, then 4 times more each try, up to
// the width the memory budget allows (cap_probe_width) and kCapProbeMaxWidth.
inline constexpr std::uint64_t kCapProbeFirstWidth = 16;
inline constexpr std::uint64_t kCapProbeMaxWidth = 256;
// The longest line a beam tries (fewer when K is smaller).
inline constexpr std::uint64_t kCapProbeMaxMoves = 1024;

// What a beam of `width` boards of `size` x `size` holds at most, for lines of
// at most `max_moves` moves (memory.hpp's accounting).
std::uint64_t cap_probe_bytes(int size, std::uint64_t width, std::uint64_t max_moves);

// The widest beam (at most kCapProbeMaxWidth) that fits in `budget_bytes`,
// or 0 when even the first does not.
std::uint64_t cap_probe_width(int size, std::uint64_t max_moves, std::uint64_t budget_bytes);

struct CapProbeResult {
  // A line of at most max_moves moves to a board holding a tile of the
  // target exponent, or nothing.
  std::optional<std::vector<Direction>> line;
  std::uint64_t boards = 0;  // boards made (counted as the search's nodes)
};

// Beams of width kCapProbeFirstWidth, 4 times that, ... up to max_width: each
// keeps, level by level, the `width` distinct boards with the largest sum of
// squared tile values (the boards whose mass sits in the fewest tiles; a
// merge raises the sum, a slide keeps it), ties in the order made (boards in
// beam order, moves in the order L, R, U, D), and a beam ends at the target,
// after max_moves levels, or when its best sum has not risen for 16
// levels. Deterministic. Stops early (finding nothing) when `stop` says so;
// its work is counted there in cells read. Gives up (finding nothing) when
// the levels still needed before the target can appear (the merge-tree
// bound's distance) would cost more than the work `stop` has left, at the
// beam's size then: it makes no board at all when even one board a level
// cannot get there.
// REQUIRES: target above the start's largest tile; max_width >= 1.
CapProbeResult probe_for_tile(const Board& start, Exponent target, std::uint64_t max_moves, std::uint64_t max_width,
                              StopCheck& stop);

}  // namespace gridsolve::slide
