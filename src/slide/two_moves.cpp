#include "slide/two_moves.hpp"

#include <algorithm>
#include <array>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "common/scratch.hpp"
#include "slide/line_simd.hpp"

namespace gridsolve::slide {
namespace {

// The first cell of line `line` counted from the wall `direction` moves
// toward, and the step to the next.
struct LineStart {
  std::size_t first;
  std::ptrdiff_t step;
};

LineStart line_start(Direction direction, std::size_t n, std::size_t line) {
  const auto side = static_cast<std::ptrdiff_t>(n);
  switch (direction) {
    case Direction::kLeft: return {line * n, 1};
    case Direction::kRight: return {line * n + n - 1, -1};
    case Direction::kUp: return {line, side};
    case Direction::kDown: break;
  }
  return {(n - 1) * n + line, -side};
}

// A tile of exponent >= best after the move: its line (an index into the
// moved lines), its index from the wall, its exponent.
struct TopTile {
  std::size_t line;
  int index;
  Exponent exponent;
};

// Slides line `line` (the rule of docs/rules.md section 1, one cell at a
// time) and returns its tile count after the move (the cells past them are
// empty); appends its tiles of exponent >= `keep_from` to `tops` (when not
// null), in order from the wall, marked with `slot`.
int slide_line(const Board& board, Direction direction, std::size_t line, int keep_from, std::vector<TopTile>* tops,
               std::size_t slot) {
  const auto n = static_cast<std::ptrdiff_t>(board.size());
  const auto [first, step] = line_start(direction, static_cast<std::size_t>(n), line);
  const Exponent* cell = board.cells().data() + first;
  if (n <= line_simd::kMaxLineCells && line_simd::level() == line_simd::Level::kAvx512) {
    // The whole line at once (line_simd.hpp): the same moved line, whose
    // tiles >= keep_from are the ones listed below, in the same order.
    std::array<Exponent, line_simd::kMaxLineCells> moved;
    std::uint64_t kept = 0;
    const int count = line_simd::slide_line(cell, step, static_cast<int>(n), moved.data(), keep_from, kept);
    if (tops != nullptr) {
      for (; kept != 0; kept &= kept - 1) {
        const int k = __builtin_ctzll(kept);
        tops->push_back({slot, k, moved[static_cast<std::size_t>(k)]});
      }
    }
    return count;
  }
  int written = 0;
  unsigned mergeable = 0;
  const auto keep = static_cast<unsigned>(keep_from);
  for (std::ptrdiff_t k = 0; k < n; ++k, cell += step) {
    const unsigned tile = *cell;
    if (tile == 0) continue;
    if (tile == mergeable) {
      // The tile written last is this one's partner: raised in place.
      if (tops != nullptr && tile + 1 >= keep) {
        if (tile >= keep) {
          tops->back().exponent = static_cast<Exponent>(tile + 1);
        } else {
          tops->push_back({slot, written - 1, static_cast<Exponent>(tile + 1)});
        }
      }
      mergeable = 0;
    } else {
      if (tops != nullptr && tile >= keep) tops->push_back({slot, written, static_cast<Exponent>(tile)});
      ++written;
      mergeable = tile;
    }
  }
  return written;
}

// The line and the index along it of the cells holding exponent >= `low`
// (at most max_cells + 1 of them are listed, then the count stops).
struct Cell {
  std::size_t row;
  std::size_t col;
};

bool find_cells_at_least(const Board& board, int low, std::size_t max_cells, std::vector<Cell>& found) {
  const auto n = static_cast<std::size_t>(board.size());
  const std::size_t size = board.cells().size();
  const Exponent* cells = board.cells().data();
  found.clear();
  const auto add = [&](std::size_t i) {
    found.push_back({i / n, i % n});
    return found.size() <= max_cells;
  };
  std::size_t i = 0;
#if defined(__SSE2__)
  // x >= low exactly when max(x, low) == x (unsigned bytes).
  const __m128i threshold = _mm_set1_epi8(static_cast<char>(low));
  for (; i + 16 <= size; i += 16) {
    const __m128i sixteen = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + i));
    auto at_least = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(sixteen, threshold), sixteen)));
    for (; at_least != 0; at_least &= at_least - 1) {
      if (!add(i + static_cast<std::size_t>(__builtin_ctz(at_least)))) return false;
    }
  }
#endif
  for (; i < size; ++i) {
    if (cells[i] >= low && !add(i)) return false;
  }
  return true;
}

// One line of the move's axis that holds a tile >= best - 1, and its tile
// count after the move.
struct MovedLine {
  std::size_t line;
  int count;
};

}  // namespace

TwoMoveOutcome two_move_outcome(const Board& board, int best, std::size_t max_cells) {
  TwoMoveOutcome outcome;
  outcome.reachable = static_cast<Exponent>(std::max(best, 0));
  const auto n = static_cast<std::size_t>(board.size());
  const int low = std::max(best - 1, 1);
  if (best >= 255) {  // no tile can pass 255 (bounds.hpp, TileCounts)
    outcome.decided = true;
    return outcome;
  }
  GRIDSOLVE_SCRATCH std::vector<Cell> found;
  if (!find_cells_at_least(board, low, max_cells, found)) return outcome;
  outcome.decided = true;
  if (found.empty()) return outcome;

  GRIDSOLVE_SCRATCH std::vector<MovedLine> moved;
  GRIDSOLVE_SCRATCH std::vector<TopTile> tops;      // after the move, in the order of `moved`, then from the wall
  GRIDSOLVE_SCRATCH std::vector<int> other_counts;  // other lines' tile counts after the move (-1: not known yet)
  for (Direction direction : kAllDirections) {
    const bool rows = direction == Direction::kLeft || direction == Direction::kRight;
    // The lines of the move's axis that hold a tile >= low, each once, in
    // increasing order; their tiles >= best after the move (the other lines'
    // tiles stay below best), and the largest of them.
    moved.clear();
    for (const Cell& cell : found) {
      const std::size_t line = rows ? cell.row : cell.col;
      if (std::none_of(moved.begin(), moved.end(), [&](const MovedLine& m) { return m.line == line; })) {
        moved.push_back({line, 0});
      }
    }
    std::sort(moved.begin(), moved.end(), [](const MovedLine& a, const MovedLine& b) { return a.line < b.line; });
    tops.clear();
    for (std::size_t i = 0; i < moved.size(); ++i) {
      moved[i].count = slide_line(board, direction, moved[i].line, best, &tops, i);
    }
    int top = 0;
    for (const TopTile& t : tops) top = std::max<int>(top, t.exponent);
    if (top < best) continue;
    // Two tiles of `top` next to each other after the move? In one line of
    // the move's axis: consecutive tiles. Across lines: the same index from
    // the wall (the same place) and, in every line between, no tile there
    // (that line's tile count is at most the index).
    bool pair_in_line = false;
    for (std::size_t i = 0; i + 1 < tops.size(); ++i) {
      pair_in_line = pair_in_line || (tops[i].line == tops[i + 1].line && tops[i].index + 1 == tops[i + 1].index &&
                                      tops[i].exponent == top && tops[i + 1].exponent == top);
    }
    bool others_known = false;
    const auto count_of = [&](std::size_t line) {
      for (const MovedLine& m : moved) {
        if (m.line == line) return m.count;
      }
      if (!others_known) {
        other_counts.assign(n, -1);
        others_known = true;
      }
      int& known = other_counts[line];
      if (known < 0) known = slide_line(board, direction, line, 0, nullptr, 0);
      return known;
    };
    bool pair_across = false;
    for (std::size_t a = 0; a < tops.size() && !pair_across; ++a) {
      if (tops[a].exponent != top) continue;
      // The nearest later line with a tile of `top` at the same index (a
      // tile of another value there, or in a line between, blocks every
      // farther one too: count_of sees it).
      std::size_t b = a + 1;
      while (b < tops.size() &&
             !(tops[b].line != tops[a].line && tops[b].index == tops[a].index && tops[b].exponent == top)) {
        ++b;
      }
      if (b == tops.size()) continue;
      bool clear = true;
      for (std::size_t line = moved[tops[a].line].line + 1; line < moved[tops[b].line].line && clear; ++line) {
        clear = count_of(line) <= tops[a].index;
      }
      pair_across = clear;
    }
    const bool pair = pair_in_line || pair_across;
    const int reached = top + (pair ? 1 : 0);
    if (reached <= outcome.reachable) continue;
    outcome.reachable = static_cast<Exponent>(reached);
    outcome.line[0] = direction;
    outcome.length = 1;
    if (pair) {
      // The second merge is in a row when the pair stands in a row: in one
      // of a row move's rows, or across a column move's columns.
      const bool in_row = rows ? pair_in_line : pair_across;
      outcome.line[1] = in_row ? Direction::kLeft : Direction::kUp;
      outcome.length = 2;
    }
  }
  return outcome;
}

}  // namespace gridsolve::slide
