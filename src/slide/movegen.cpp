// Move generation: apply_move, a line at a time or four lines in lockstep.
// The board itself (cells, tile values, witnesses' letters) is in board.cpp.
#include <cstddef>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {
namespace {

// Slides one line of `n` cells, read from `from` at start, start + step, ...
// (the first cell is the one against the wall moved toward) and written to
// the same places in `to`. Returns whether the line changed: a tile merged or
// was written at another place than it was read from. One pass, no second
// comparison: every tile is written at or before the place it came from, so
// the cells left empty at the end were empty or moved.
//
// Without branches on the tiles (random boards make them unpredictable):
// every cell writes something. An empty cell writes 0 at the next free place,
// which a later tile or the final fill overwrites; a merging tile rewrites
// the place before it.
template <std::ptrdiff_t kStep>
bool slide_line(const Exponent* from, Exponent* to, std::ptrdiff_t step, int n) {
  const std::ptrdiff_t stride = kStep ? kStep : step;
  int written = 0;
  unsigned changed = 0;
  // The tile written last, while it may still merge: a tile made by a merge
  // does not merge again in the same move, so after a merge this is 0.
  unsigned mergeable = 0;
  for (int k = 0; k < n; ++k) {
    const unsigned tile = from[k * stride];
    const unsigned occupied = tile != 0;
    const unsigned merges = occupied & (tile == mergeable);
    to[(written - static_cast<int>(merges)) * stride] = static_cast<Exponent>(tile + merges);
    const unsigned placed = occupied & (merges ^ 1U);
    changed |= merges | (placed & static_cast<unsigned>(written != k));
    written += static_cast<int>(placed);
    mergeable = merges ? 0U : (occupied ? tile : mergeable);
  }
  for (int k = written; k < n; ++k) to[k * stride] = 0;
  return changed != 0;
}

// Four lines at once, in lockstep: the four chains of `written` and
// `mergeable` are independent, so the processor overlaps them. Lines start at
// from + j * line_gap, cells follow at `stride`.
bool slide_four_lines(const Exponent* from, Exponent* to, std::ptrdiff_t line_gap, std::ptrdiff_t stride, int n) {
  int written[4] = {0, 0, 0, 0};
  unsigned mergeable[4] = {0, 0, 0, 0};
  unsigned changed = 0;
  for (int k = 0; k < n; ++k) {
    for (int j = 0; j < 4; ++j) {
      const unsigned tile = from[j * line_gap + k * stride];
      const unsigned occupied = tile != 0;
      const unsigned merges = occupied & (tile == mergeable[j]);
      to[j * line_gap + (written[j] - static_cast<int>(merges)) * stride] = static_cast<Exponent>(tile + merges);
      const unsigned placed = occupied & (merges ^ 1U);
      changed |= merges | (placed & static_cast<unsigned>(written[j] != k));
      written[j] += static_cast<int>(placed);
      mergeable[j] = merges ? 0U : (occupied ? tile : mergeable[j]);
    }
  }
  for (int j = 0; j < 4; ++j) {
    for (int k = written[j]; k < n; ++k) to[j * line_gap + k * stride] = 0;
  }
  return changed != 0;
}

}  // namespace

bool apply_move(const Board& from, Direction direction, Board& to) {
  const int n = from.size();
  const Exponent* in = from.cells().data();
  Exponent* out = to.mutable_cells().data();
  bool changed = false;
  // Where line `line` starts, the step between its cells (from the wall
  // moved toward), and the step from one line's start to the next's.
  std::ptrdiff_t first = 0;
  std::ptrdiff_t stride = 0;
  std::ptrdiff_t line_gap = 0;
  switch (direction) {
    case Direction::kLeft: first = 0, stride = 1, line_gap = n; break;
    case Direction::kRight: first = n - 1, stride = -1, line_gap = n; break;
    case Direction::kUp: first = 0, stride = n, line_gap = 1; break;
    case Direction::kDown: first = std::ptrdiff_t{n - 1} * n, stride = -n, line_gap = 1; break;
  }
  int line = 0;
  for (; line + 4 <= n; line += 4) {
    const std::ptrdiff_t start = first + line * line_gap;
    changed |= slide_four_lines(in + start, out + start, line_gap, stride, n);
  }
  for (; line < n; ++line) {
    const std::ptrdiff_t start = first + line * line_gap;
    switch (direction) {
      case Direction::kLeft: changed |= slide_line<1>(in + start, out + start, 1, n); break;
      case Direction::kRight: changed |= slide_line<-1>(in + start, out + start, -1, n); break;
      default: changed |= slide_line<0>(in + start, out + start, stride, n); break;
    }
  }
  return changed;
}

Board apply_move(const Board& from, Direction direction) {
  Board to(from.size());
  apply_move(from, direction, to);
  return to;
}

}  // namespace gridsolve::slide
