#include "slide/two_moves.hpp"

#include <algorithm>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gridsolve::slide {
namespace {

// Cell k of line `line` counted from the wall `direction` moves toward.
std::size_t cell_of(Direction direction, std::size_t n, std::size_t line, std::size_t k) {
  switch (direction) {
    case Direction::kLeft: return line * n + k;
    case Direction::kRight: return line * n + n - 1 - k;
    case Direction::kUp: return k * n + line;
    case Direction::kDown: break;
  }
  return (n - 1 - k) * n + line;
}

// The tiles of line `line` after the move, from the wall on, into `out`;
// returns how many (the cells past them are empty). The rule of
// docs/rules.md section 1, one cell at a time.
int slide_line(const Board& board, Direction direction, std::size_t line, Exponent* out) {
  const auto n = static_cast<std::size_t>(board.size());
  const Exponent* cells = board.cells().data();
  int written = 0;
  unsigned mergeable = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const Exponent tile = cells[cell_of(direction, n, line, k)];
    if (tile == 0) continue;
    if (tile == mergeable) {
      out[written - 1] = static_cast<Exponent>(tile + 1);
      mergeable = 0;
    } else {
      out[written++] = tile;
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

// One line of the move's axis after the move: its tiles from the wall on,
// at `first` in a shared buffer.
struct MovedLine {
  std::size_t line;
  std::size_t first;
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
  thread_local std::vector<Cell> found;
  if (!find_cells_at_least(board, low, max_cells, found)) return outcome;
  outcome.decided = true;
  if (found.empty()) return outcome;

  thread_local std::vector<MovedLine> moved;
  thread_local std::vector<Exponent> tiles;    // the moved lines' tiles, n per line
  thread_local std::vector<int> other_counts;  // other lines' tile counts after the move (-1: not known yet)
  thread_local std::vector<Exponent> scratch;
  tiles.resize(n * (found.size() + 1));
  scratch.resize(n);
  for (Direction direction : kAllDirections) {
    const bool rows = direction == Direction::kLeft || direction == Direction::kRight;
    // The lines of the move's axis that hold a tile >= low, each once, in
    // increasing order, and the first move's largest tile among them (the
    // other lines stay below best).
    moved.clear();
    for (const Cell& cell : found) {
      const std::size_t line = rows ? cell.row : cell.col;
      if (std::none_of(moved.begin(), moved.end(), [&](const MovedLine& m) { return m.line == line; })) {
        moved.push_back({line, n * moved.size(), 0});
      }
    }
    std::sort(moved.begin(), moved.end(), [](const MovedLine& a, const MovedLine& b) { return a.line < b.line; });
    int top = 0;
    for (MovedLine& m : moved) {
      m.count = slide_line(board, direction, m.line, tiles.data() + m.first);
      for (int k = 0; k < m.count; ++k) top = std::max<int>(top, tiles[m.first + static_cast<std::size_t>(k)]);
    }
    if (top < best) continue;
    const auto tile = [&](const MovedLine& m, int k) { return tiles[m.first + static_cast<std::size_t>(k)]; };
    // Two tiles of `top` next to each other after the move? In one line of
    // the move's axis: consecutive tiles. Across lines: the same index from
    // the wall (the same place) and, in every line between, no tile there
    // (that line's tile count is at most the index).
    bool pair_in_line = false;
    for (const MovedLine& m : moved) {
      for (int k = 0; k + 1 < m.count; ++k) pair_in_line = pair_in_line || (tile(m, k) == top && tile(m, k + 1) == top);
    }
    other_counts.assign(n, -1);
    const auto count_of = [&](std::size_t line) {
      for (const MovedLine& m : moved) {
        if (m.line == line) return m.count;
      }
      int& known = other_counts[line];
      if (known < 0) known = slide_line(board, direction, line, scratch.data());
      return known;
    };
    bool pair_across = false;
    for (std::size_t a = 0; a < moved.size() && !pair_across; ++a) {
      for (int k = 0; k < moved[a].count && !pair_across; ++k) {
        if (tile(moved[a], k) != top) continue;
        // The nearest later line with a tile of `top` at index k (a tile of
        // another value there, or in a line between, blocks every farther
        // one too).
        std::size_t b = a + 1;
        while (b < moved.size() && !(k < moved[b].count && tile(moved[b], k) == top)) ++b;
        if (b == moved.size()) continue;
        bool clear = true;
        for (std::size_t line = moved[a].line + 1; line < moved[b].line && clear; ++line) clear = count_of(line) <= k;
        pair_across = clear;
      }
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
