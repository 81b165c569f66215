#include <algorithm>
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

}  // namespace

char direction_letter(Direction direction) {
  switch (direction) {
    case Direction::kLeft: return 'L';
    case Direction::kRight: return 'R';
    case Direction::kUp: return 'U';
    case Direction::kDown: return 'D';
  }
  return '?';
}

std::string moves_string(const std::vector<Direction>& moves) {
  std::string letters;
  letters.reserve(moves.size());
  for (Direction move : moves) letters += direction_letter(move);
  return letters;
}

Exponent Board::max_exponent() const {
  // A plain reduction, which the compiler vectorises (max_element is not).
  Exponent largest = 0;
  for (Exponent e : cells_) largest = e > largest ? e : largest;
  return largest;
}

bool apply_move(const Board& from, Direction direction, Board& to) {
  const int n = from.size();
  const Exponent* in = from.cells().data();
  Exponent* out = to.mutable_cells().data();
  bool changed = false;
  for (int line = 0; line < n; ++line) {
    const std::ptrdiff_t row_start = std::ptrdiff_t{line} * n;
    switch (direction) {
      case Direction::kLeft: changed |= slide_line<1>(in + row_start, out + row_start, 1, n); break;
      case Direction::kRight:
        changed |= slide_line<-1>(in + row_start + n - 1, out + row_start + n - 1, -1, n);
        break;
      case Direction::kUp: changed |= slide_line<0>(in + line, out + line, n, n); break;
      case Direction::kDown:
        changed |= slide_line<0>(in + std::ptrdiff_t{n - 1} * n + line, out + std::ptrdiff_t{n - 1} * n + line, -n, n);
        break;
    }
  }
  return changed;
}

Board apply_move(const Board& from, Direction direction) {
  Board to(from.size());
  apply_move(from, direction, to);
  return to;
}

std::string tile_value(Exponent exponent) {
  if (exponent == 0) return "0";
  // Decimal digits, least significant first, doubled `exponent` times.
  std::string digits = "1";
  for (int i = 0; i < exponent; ++i) {
    int carry = 0;
    for (char& digit : digits) {
      const int doubled = (digit - '0') * 2 + carry;
      digit = static_cast<char>('0' + doubled % 10);
      carry = doubled / 10;
    }
    if (carry) digits += static_cast<char>('0' + carry);
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

}  // namespace gridsolve::slide
