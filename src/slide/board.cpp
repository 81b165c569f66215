#include <algorithm>
#include <cstddef>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {
namespace {

// Slides one line of `n` cells, read from `from` at start, start + step, ...
// (the first cell is the one against the wall moved toward) and written to
// the same places in `to`. Returns whether the line changed.
bool slide_line(const Exponent* from, Exponent* to, std::ptrdiff_t start, std::ptrdiff_t step, int n) {
  int written = 0;
  // The tile written last, while it may still merge: a tile made by a merge
  // does not merge again in the same move, so after a merge this is 0.
  Exponent mergeable = 0;
  for (int k = 0; k < n; ++k) {
    const Exponent tile = from[start + k * step];
    if (tile == 0) continue;
    if (tile == mergeable) {
      to[start + (written - 1) * step] = static_cast<Exponent>(tile + 1);
      mergeable = 0;
    } else {
      to[start + written * step] = tile;
      ++written;
      mergeable = tile;
    }
  }
  for (int k = written; k < n; ++k) to[start + k * step] = 0;
  for (int k = 0; k < n; ++k) {
    if (from[start + k * step] != to[start + k * step]) return true;
  }
  return false;
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
  return cells_.empty() ? Exponent{0} : *std::max_element(cells_.begin(), cells_.end());
}

bool apply_move(const Board& from, Direction direction, Board& to) {
  const int n = from.size();
  const Exponent* in = from.cells().data();
  Exponent* out = to.mutable_cells().data();
  bool changed = false;
  for (int line = 0; line < n; ++line) {
    std::ptrdiff_t start = 0;
    std::ptrdiff_t step = 0;
    switch (direction) {
      case Direction::kLeft: start = std::ptrdiff_t{line} * n, step = 1; break;
      case Direction::kRight: start = std::ptrdiff_t{line} * n + n - 1, step = -1; break;
      case Direction::kUp: start = line, step = n; break;
      case Direction::kDown: start = std::ptrdiff_t{n - 1} * n + line, step = -n; break;
    }
    changed |= slide_line(in, out, start, step, n);
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
