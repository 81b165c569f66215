// Move generation: apply_move, a line at a time or four lines in lockstep.
// The board itself (cells, tile values, witnesses' letters) is in board.cpp.
#include <algorithm>
#include <array>
#include <cstddef>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "slide/line_simd.hpp"
#include "slide/movegen.hpp"

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

// Up and down moves on boards of more than kColumnsRowByRowFrom rows, where
// a column read cell by cell strides a whole row from one cell to the next
// (on a 7000 x 7000 board an up move took 5 s, a left move 0.6 s): the
// columns of a block of up to kColumnBlock are slid together, row by row,
// each column's state in an array, so every read is a run of adjacent cells.
constexpr int kColumnsRowByRowFrom = 255;
constexpr int kColumnBlock = 256;

// Columns [0, width) from `from` and `to` (the cells of the row against the
// wall moved toward), rows `row_step` apart, n rows.
bool slide_columns_row_by_row(const Exponent* from, Exponent* to, std::ptrdiff_t row_step, int n, int width) {
  std::array<int, kColumnBlock> written{};
  std::array<unsigned, kColumnBlock> mergeable{};
  unsigned changed = 0;
  for (int k = 0; k < n; ++k) {
    const Exponent* row = from + k * row_step;
    for (int j = 0; j < width; ++j) {
      const auto c = static_cast<std::size_t>(j);
      changed |= merge_step(row[j], k, written[c], mergeable[c], to + j, row_step);
    }
  }
  for (int j = 0; j < width; ++j) clear_after(written[static_cast<std::size_t>(j)], to + j, row_step, n);
  return changed != 0;
}

#if defined(__SSE2__)
// Sixteen columns at once, one byte lane each (SSE2, which every x86-64 has):
// an up or down move on a board of 16 to 255 rows (a lane counts the tiles
// placed in a byte). `from` and `to` point at the cell of the first of the
// columns in the row against the wall moved toward; rows follow at
// `row_step`. Returns whether the sixteen columns changed.
//
// The same merge step as merge_step, for each lane: a tile merges when it
// equals the lane's mergeable tile, and goes to row written - merges. Lanes
// write to different rows, which SSE2 cannot scatter, so each output row
// between the least and the greatest target of the lanes takes the lanes
// aimed at it by a masked blend (rows start at zero, so the cells no tile
// reaches stay empty). Why: a column move read cell by cell strides through
// memory a row at a time and runs a dependent chain per column; here one
// load serves sixteen columns.
bool slide_sixteen_columns(const Exponent* from, Exponent* to, std::ptrdiff_t row_step, int n) {
  const auto row_at = [](Exponent* base, std::ptrdiff_t offset) { return reinterpret_cast<__m128i*>(base + offset); };
  const auto row_in = [](const Exponent* base, std::ptrdiff_t offset) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(base + offset));
  };
  const __m128i zero = _mm_setzero_si128();
  const __m128i one = _mm_set1_epi8(1);
  for (int r = 0; r < n; ++r) _mm_storeu_si128(row_at(to, r * row_step), zero);
  __m128i written = zero;    // per lane: tiles placed so far
  __m128i mergeable = zero;  // per lane: the tile placed last while it may still merge, else 0
  for (int k = 0; k < n; ++k) {
    const __m128i tile = row_in(from, k * row_step);
    const __m128i empty = _mm_cmpeq_epi8(tile, zero);
    const __m128i merges = _mm_andnot_si128(empty, _mm_cmpeq_epi8(tile, mergeable));
    const __m128i merged_unit = _mm_and_si128(merges, one);
    const __m128i value = _mm_add_epi8(tile, merged_unit);
    const __m128i target = _mm_sub_epi8(written, merged_unit);
    // The least and the greatest target among the lanes holding a tile
    // (empty lanes count as 255 for the least, 0 for the greatest), folded
    // over halves, quarters, ... of the sixteen lanes.
    __m128i least = _mm_or_si128(target, empty);
    __m128i greatest = _mm_andnot_si128(empty, target);
    least = _mm_min_epu8(least, _mm_srli_si128(least, 8));
    greatest = _mm_max_epu8(greatest, _mm_srli_si128(greatest, 8));
    least = _mm_min_epu8(least, _mm_srli_si128(least, 4));
    greatest = _mm_max_epu8(greatest, _mm_srli_si128(greatest, 4));
    least = _mm_min_epu8(least, _mm_srli_si128(least, 2));
    greatest = _mm_max_epu8(greatest, _mm_srli_si128(greatest, 2));
    least = _mm_min_epu8(least, _mm_srli_si128(least, 1));
    greatest = _mm_max_epu8(greatest, _mm_srli_si128(greatest, 1));
    const int first_row = _mm_cvtsi128_si32(least) & 0xFF;
    const int last_row = _mm_cvtsi128_si32(greatest) & 0xFF;
    for (int r = first_row; r <= last_row; ++r) {
      const __m128i aimed = _mm_andnot_si128(empty, _mm_cmpeq_epi8(target, _mm_set1_epi8(static_cast<char>(r))));
      __m128i* place = row_at(to, r * row_step);
      _mm_storeu_si128(place,
                       _mm_or_si128(_mm_andnot_si128(aimed, _mm_loadu_si128(place)), _mm_and_si128(aimed, value)));
    }
    const __m128i placed_or_empty = _mm_or_si128(empty, merges);  // lanes that place nothing new
    written = _mm_add_epi8(written, _mm_andnot_si128(placed_or_empty, one));
    mergeable = _mm_or_si128(_mm_and_si128(empty, mergeable), _mm_andnot_si128(placed_or_empty, tile));
  }
  __m128i difference = zero;
  for (int r = 0; r < n; ++r) {
    difference = _mm_or_si128(difference, _mm_xor_si128(row_in(from, r * row_step), row_in(to, r * row_step)));
  }
  return _mm_movemask_epi8(_mm_cmpeq_epi8(difference, zero)) != 0xFFFF;
}
#endif

}  // namespace

bool apply_move_to_lines(const Board& from, Direction direction, Board& to, int first_line, int end_line) {
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
  const bool columns = direction == Direction::kUp || direction == Direction::kDown;
  if (first_line == 0 && end_line == n && n >= line_simd::kMinSize && n <= line_simd::kMaxSize &&
      line_simd::enabled()) {
    return line_simd::move_board(in, out, n, direction);
  }
#if defined(__SSE2__)
  if (columns && n >= 16 && n <= 255 && end_line - first_line >= 16) {
    // Columns 16 at a time; the last group ends at the last column and may
    // overlap the one before, which it recomputes to the same cells.
    for (int col = first_line;; col += 16) {
      col = std::min(col, end_line - 16);
      changed |= slide_sixteen_columns(in + first + col, out + first + col, stride, n);
      if (col == end_line - 16) return changed;
    }
  }
#endif
  if (columns && n > kColumnsRowByRowFrom) {
    for (int col = first_line; col < end_line; col += kColumnBlock) {
      const int width = std::min(kColumnBlock, end_line - col);
      changed |= slide_columns_row_by_row(in + first + col, out + first + col, stride, n, width);
    }
    return changed;
  }
  int line = first_line;
  for (; line + 4 <= end_line; line += 4) {
    const std::ptrdiff_t start = first + line * line_gap;
    changed |= slide_four_lines(in + start, out + start, line_gap, stride, n);
  }
  for (; line < end_line; ++line) {
    const std::ptrdiff_t start = first + line * line_gap;
    switch (direction) {
      case Direction::kLeft: changed |= slide_line<1>(in + start, out + start, 1, n); break;
      case Direction::kRight: changed |= slide_line<-1>(in + start, out + start, -1, n); break;
      default: changed |= slide_line<0>(in + start, out + start, stride, n); break;
    }
  }
  return changed;
}

bool apply_move(const Board& from, Direction direction, Board& to) {
  return apply_move_to_lines(from, direction, to, 0, from.size());
}

Board apply_move(const Board& from, Direction direction) {
  Board to(from.size());
  apply_move(from, direction, to);
  return to;
}

}  // namespace gridsolve::slide
