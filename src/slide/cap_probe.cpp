#include "slide/cap_probe.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <numeric>

#include "slide/bounds.hpp"
#include "slide/memory.hpp"
#include "slide/transposition.hpp"

namespace gridsolve::slide {

namespace {

// A beam ends when its best sum of squares has not risen for this many
// levels: a slide keeps the sum, so the beam then only shuffles tiles, and
// a wider beam is the better try.
constexpr std::uint64_t kStallLevels = 16;

// How a kept board was made: its parent's index in the level before, and
// the move.
struct Step {
  std::uint32_t parent = 0;
  Direction move = Direction::kLeft;
};

// 4^e for every exponent: a tile's share of the sum of squares. 4^255 is
// about 2^510, within a double's range, and every term is exact.
const std::array<double, 256>& squares() {
  static const std::array<double, 256> table = [] {
    std::array<double, 256> t{};
    for (int e = 1; e < 256; ++e) t[static_cast<std::size_t>(e)] = std::ldexp(1.0, 2 * e);
    return t;
  }();
  return table;
}

struct Scored {
  double sum_of_squares = 0;
  Exponent largest = 0;
};

Scored score(const Board& board) {
  const std::array<double, 256>& square = squares();
  Scored scored;
  for (const Exponent e : board.cells()) {
    scored.sum_of_squares += square[e];
    scored.largest = std::max(scored.largest, e);
  }
  return scored;
}

// The slots of a level's set of hashes: at most 4 * width boards, in a table
// at most half full.
std::uint64_t hash_slots(std::uint64_t width) { return std::bit_ceil(8 * width); }

// The fewest moves in which the merge-tree bound (bounds.hpp) allows a tile
// of exponent `target` on `board`; UINT64_MAX when no number of moves does.
std::uint64_t moves_to_target(const Board& board, Exponent target) {
  const TileCounts counts = count_tiles(board);
  // From target - 1 moves on the bound is the tile sum, which more moves
  // cannot raise.
  for (std::uint64_t moves = 0; moves < target; ++moves) {
    if (merge_tree_allows(counts, target, moves)) return moves;
  }
  return UINT64_MAX;
}

// A move lowers a board's distance to the target by the merge-tree bound
// (moves_to_target) by at most one: the child's tiles of exponent e + 1
// and more are the parent's of e and more, merged or not, so a child the
// bound allows within m - 1 moves has a parent it allows within m. So no
// board of level l holds the target before l reaches the start's distance.
// True when the levels still to make from `level` on, at `boards_a_level`
// boards each (4 moves of 2 cells read a cell), cost more than the work
// `stop` has left, or no number of moves makes the target.
bool beyond_work_left(std::uint64_t distance, std::uint64_t level, std::uint64_t boards_a_level, std::uint64_t cells,
                      const StopCheck& stop) {
  if (distance == UINT64_MAX) return true;
  const std::uint64_t levels_needed = distance >= level ? distance - level + 1 : 0;
  return levels_needed > stop.work_left() / std::max<std::uint64_t>(1, 8 * cells * boards_a_level);
}

// One beam of `width` boards, the target `distance` moves away from the
// start by the merge-tree bound. Returns the line to the target, or
// nothing; `out_of_reach` tells when it gave up because its work could not
// carry it as far as the target must be (see below).
std::optional<std::vector<Direction>> run_beam(const Board& start, Exponent target, std::uint64_t distance,
                                               std::uint64_t max_moves, std::uint64_t width, StopCheck& stop,
                                               std::uint64_t& boards, bool& out_of_reach) {
  const auto cells = static_cast<std::uint64_t>(start.cells().size());
  std::vector<Board> beam(width, Board(start.size()));
  std::vector<Board> children(4 * width, Board(start.size()));
  std::vector<Step> child_steps(4 * width);
  std::vector<double> child_sums(4 * width);
  std::vector<std::uint32_t> order(4 * width);
  std::vector<std::uint64_t> slots(hash_slots(width));
  std::vector<std::vector<Step>> levels;  // levels[l][j]: how beam board j of level l + 1 was made
  levels.reserve(max_moves);
  beam[0] = start;
  std::size_t beam_size = 1;
  double best_sum = score(start).sum_of_squares;
  std::uint64_t stalled = 0;

  // The line to child `c` of the current level: its step, then the kept
  // boards' steps back to the start.
  const auto line_to = [&](std::size_t c) {
    std::vector<Direction> line(levels.size() + 1);
    Step step = child_steps[c];
    for (std::size_t l = levels.size();; --l) {
      line[l] = step.move;
      if (l == 0) break;
      step = levels[l - 1][step.parent];
    }
    return line;
  };

  for (std::uint64_t level = 1; level <= max_moves; ++level) {
    // Give up when the levels still to make before the target can appear,
    // at this level's size (a guess: a full beam mostly stays full), cost
    // more than the work left: on a 1000 x 1000 board the first beam used
    // to spend all its 2^27 cells on 2 of the 21 levels it needed.
    if (beyond_work_left(distance, level, beam_size, cells, stop)) {
      out_of_reach = true;
      return std::nullopt;
    }
    // Make every child; keep the first of equal ones (by hash: two different
    // boards with one hash lose the second, which costs the beam a board and
    // never an answer's soundness).
    std::fill(slots.begin(), slots.end(), 0);
    std::size_t child_count = 0;
    for (std::size_t i = 0; i < beam_size; ++i) {
      for (const Direction direction : kAllDirections) {
        Board& child = children[child_count];
        const bool changed = apply_move(beam[i], direction, child);
        if (stop.add_work(2 * cells)) return std::nullopt;
        ++boards;
        if (!changed) continue;
        const std::uint64_t hash = board_hash(child) | 1;  // 0 marks an empty slot
        std::uint64_t slot = hash & (slots.size() - 1);
        while (slots[slot] != 0 && slots[slot] != hash) slot = (slot + 1) & (slots.size() - 1);
        if (slots[slot] == hash) continue;
        slots[slot] = hash;
        const Scored scored = score(child);
        child_steps[child_count] = Step{static_cast<std::uint32_t>(i), direction};
        if (scored.largest >= target) return line_to(child_count);
        child_sums[child_count] = scored.sum_of_squares;
        ++child_count;
      }
    }
    if (child_count == 0) return std::nullopt;  // no move changes any board of the beam

    // Keep the `width` largest sums, ties in the order made.
    std::iota(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(child_count), 0U);
    const std::size_t kept = std::min<std::size_t>(child_count, width);
    const auto by_sum = [&child_sums](std::uint32_t a, std::uint32_t b) {
      return child_sums[a] > child_sums[b] || (child_sums[a] == child_sums[b] && a < b);
    };
    std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(kept),
                      order.begin() + static_cast<std::ptrdiff_t>(child_count), by_sum);
    std::vector<Step>& steps = levels.emplace_back(kept);
    for (std::size_t j = 0; j < kept; ++j) {
      std::swap(beam[j], children[order[j]]);
      steps[j] = child_steps[order[j]];
    }
    beam_size = kept;

    const double level_best = child_sums[order[0]];
    if (level_best > best_sum) {
      best_sum = level_best;
      stalled = 0;
    } else if (++stalled >= kStallLevels) {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

}  // namespace

std::uint64_t cap_probe_bytes(int size, std::uint64_t width, std::uint64_t max_moves) {
  const std::uint64_t cells = static_cast<std::uint64_t>(size) * static_cast<std::uint64_t>(size);
  const std::uint64_t levels = std::min(max_moves, kCapProbeMaxMoves);
  const std::uint64_t boards = 5 * width;  // the beam and its children
  return boards * (sizeof(Board) + allocation_bytes(cells)) + allocation_bytes(4 * width * sizeof(Step)) +
         allocation_bytes(4 * width * sizeof(double)) + allocation_bytes(4 * width * sizeof(std::uint32_t)) +
         allocation_bytes(hash_slots(width) * sizeof(std::uint64_t)) +
         allocation_bytes(levels * sizeof(std::vector<Step>)) + levels * allocation_bytes(width * sizeof(Step));
}

std::uint64_t cap_probe_width(int size, std::uint64_t max_moves, std::uint64_t budget_bytes) {
  std::uint64_t fits = 0;
  for (std::uint64_t width = kCapProbeFirstWidth; width <= kCapProbeMaxWidth; width *= 4) {
    if (cap_probe_bytes(size, width, max_moves) > budget_bytes) break;
    fits = width;
  }
  return fits;
}

CapProbeResult probe_for_tile(const Board& start, Exponent target, std::uint64_t max_moves, std::uint64_t max_width,
                              StopCheck& stop) {
  CapProbeResult result;
  const std::uint64_t moves = std::min(max_moves, kCapProbeMaxMoves);
  // The first beam's first test (run_beam), before its boards are made: on a
  // 1000 x 1000 board making them alone took 0.3 s.
  const std::uint64_t distance = moves_to_target(start, target);
  if (beyond_work_left(distance, 1, 1, start.cells().size(), stop)) return result;
  for (std::uint64_t width = std::min(kCapProbeFirstWidth, max_width);; width *= 4) {
    bool out_of_reach = false;
    result.line = run_beam(start, target, distance, moves, width, stop, result.boards, out_of_reach);
    // A wider beam costs more a level: out of reach too.
    if (result.line || stop.stopped() || out_of_reach || width * 4 > max_width) break;
  }
  return result;
}

}  // namespace gridsolve::slide
