// A board of side N <= 4 packed in 64 bits: 4 bits per cell (exponents up
// to 15), row r in bits [4Nr, 4N(r+1)), cell c of a row in bits [4c, 4c+4).
// Moves go through per-N lookup tables of whole rows (16^N entries), with
// columns gathered into a row and scattered back. Only for boards on which no
// tile can exceed 2^15 (the tile-sum cap, bounds.hpp, says so): a merge of
// two 2^15 tiles would not fit in 4 bits.
#pragma once

#include <cstdint>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

class SmallBoards {
 public:
  // REQUIRES: 1 <= size <= 4.
  explicit SmallBoards(int size);

  // REQUIRES: board.size() == size, every exponent <= 15.
  std::uint64_t pack(const Board& board) const;
  Board unpack(std::uint64_t packed) const;
  // The board after `direction`; returns whether it changed.
  bool move(std::uint64_t from, Direction direction, std::uint64_t& to) const;
  Exponent largest(std::uint64_t packed) const;

 private:
  std::uint32_t row(std::uint64_t packed, int r) const {
    return static_cast<std::uint32_t>((packed >> (row_bits_ * r)) & row_mask_);
  }
  std::uint32_t column(std::uint64_t packed, int c) const;
  std::uint64_t with_column(std::uint64_t packed, int c, std::uint32_t value) const;

  int size_;
  int row_bits_;
  std::uint64_t row_mask_;
  const std::uint16_t* slide_toward_low_;   // row slid toward cell 0 (left, up)
  const std::uint16_t* slide_toward_high_;  // row slid toward cell N-1 (right, down)
};

}  // namespace gridsolve::slide
