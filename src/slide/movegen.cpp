// Move generation: apply_move, a line at a time or four lines in lockstep.
// The board itself (cells, tile values, witnesses' letters) is in board.cpp.
#include <cstddef>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {
namespace {

// The merge step of one line, one cell at a time from the cell against the
// wall moved toward: the one copy of the rule, which slide_line and
// slide_four_lines both run. `written` counts the tiles placed so far;
// `mergeable` is the tile written last while it may still merge (a tile made
// by a merge does not merge again in the same move, so after a merge it is
// 0). Takes the line's k-th cell, `tile`; `to` is the line's first cell in
// the output, its cells `stride` apart. Returns 1 when this cell changes the
// line: it merged, or its tile is written at another place than it was read
// from.
//
// Without branches on the tiles (random boards make them unpredictable):
// every cell writes something. An empty cell writes 0 at the next free place,
// which a later tile or the final fill overwrites; a merging tile rewrites
// the place before it. (The state is two plain variables, not a struct: the
// four-line loop keeps them in registers only so: 7% fewer instructions than with a struct.)
inline unsigned merge_step(unsigned tile, int k, int& written, unsigned& mergeable, Exponent* to,
                           std::ptrdiff_t stride) {
  const unsigned occupied = tile != 0;
  const unsigned merges = occupied & (tile == mergeable);
  to[(written - static_cast<int>(merges)) * stride] = static_cast<Exponent>(tile + merges);
  const unsigned placed = occupied & (merges ^ 1U);
  const unsigned changed = merges | (placed & static_cast<unsigned>(written != k));
  written += static_cast<int>(placed);
  mergeable = merges ? 0U : (occupied ? tile : mergeable);
  return changed;
}

// Empties the cells of a line of `n` cells after the `written` tiles placed.
inline void clear_after(int written, Exponent* to, std::ptrdiff_t stride, int n) {
  for (int k = written; k < n; ++k) to[k * stride] = 0;
}

// Slides one line of `n` cells, read from `from` at start, start + step, ...
// (the first cell is the one against the wall moved toward) and written to
// the same places in `to`. Returns whether the line changed. One pass, no
// second comparison: every tile is written at or before the place it came
// from, so the cells left empty at the end were empty or moved.
template <std::ptrdiff_t kStep>
bool slide_line(const Exponent* from, Exponent* to, std::ptrdiff_t step, int n) {
  const std::ptrdiff_t stride = kStep ? kStep : step;
  int written = 0;
  unsigned mergeable = 0;
  unsigned changed = 0;
  for (int k = 0; k < n; ++k) changed |= merge_step(from[k * stride], k, written, mergeable, to, stride);
  clear_after(written, to, stride, n);
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
      changed |= merge_step(from[j * line_gap + k * stride], k, written[j], mergeable[j], to + j * line_gap, stride);
    }
  }
  for (int j = 0; j < 4; ++j) clear_after(written[j], to + j * line_gap, stride, n);
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
