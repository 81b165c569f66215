#include <algorithm>
#include <cstddef>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

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
