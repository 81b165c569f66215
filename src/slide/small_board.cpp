#include "slide/small_board.hpp"

#include <array>
#include <mutex>
#include <vector>

namespace gridsolve::slide {
namespace {

// The row tables for one N, built once. A row's cells are nibbles, cell 0
// lowest. Sliding uses the same rule as apply_move (board.cpp): tiles merge
// once per move, the ones nearest the wall first. Rows whose slide would
// make a 2^16 tile never occur (see the class comment); they map to
// themselves.
struct RowTables {
  std::vector<std::uint16_t> toward_low;
  std::vector<std::uint16_t> toward_high;
};

std::uint32_t slide_row(std::uint32_t row, int n, bool toward_high) {
  std::array<int, 4> cells{};
  for (int k = 0; k < n; ++k) {
    const int c = toward_high ? n - 1 - k : k;  // k-th cell from the wall
    cells[static_cast<std::size_t>(k)] = static_cast<int>((row >> (4 * c)) & 0xF);
  }
  std::array<int, 4> out{};
  int written = 0;
  int mergeable = 0;
  for (int k = 0; k < n; ++k) {
    const int tile = cells[static_cast<std::size_t>(k)];
    if (tile == 0) continue;
    if (tile == mergeable) {
      if (tile == 15) return row;  // cannot occur under the cap; keep the row
      out[static_cast<std::size_t>(written - 1)] = tile + 1;
      mergeable = 0;
    } else {
      out[static_cast<std::size_t>(written++)] = tile;
      mergeable = tile;
    }
  }
  std::uint32_t result = 0;
  for (int k = 0; k < n; ++k) {
    const int c = toward_high ? n - 1 - k : k;
    result |= static_cast<std::uint32_t>(out[static_cast<std::size_t>(k)]) << (4 * c);
  }
  return result;
}

const RowTables& tables_for(int n) {
  static std::array<RowTables, 5> tables;
  static std::array<std::once_flag, 5> built;
  std::call_once(built[static_cast<std::size_t>(n)], [n] {
    RowTables& t = tables[static_cast<std::size_t>(n)];
    const std::uint32_t rows = std::uint32_t{1} << (4 * n);
    t.toward_low.resize(rows);
    t.toward_high.resize(rows);
    for (std::uint32_t row = 0; row < rows; ++row) {
      t.toward_low[row] = static_cast<std::uint16_t>(slide_row(row, n, false));
      t.toward_high[row] = static_cast<std::uint16_t>(slide_row(row, n, true));
    }
  });
  return tables[static_cast<std::size_t>(n)];
}

}  // namespace

SmallBoards::SmallBoards(int size) : size_(size), row_bits_(4 * size), row_mask_((std::uint64_t{1} << (4 * size)) - 1) {
  const RowTables& t = tables_for(size);
  slide_toward_low_ = t.toward_low.data();
  slide_toward_high_ = t.toward_high.data();
}

std::uint64_t SmallBoards::pack(const Board& board) const {
  std::uint64_t packed = 0;
  for (int r = 0; r < size_; ++r) {
    for (int c = 0; c < size_; ++c) packed |= std::uint64_t{board.at(r, c)} << (row_bits_ * r + 4 * c);
  }
  return packed;
}

Board SmallBoards::unpack(std::uint64_t packed) const {
  Board board(size_);
  for (int r = 0; r < size_; ++r) {
    for (int c = 0; c < size_; ++c) board.set(r, c, static_cast<Exponent>((packed >> (row_bits_ * r + 4 * c)) & 0xF));
  }
  return board;
}

std::uint32_t SmallBoards::column(std::uint64_t packed, int c) const {
  std::uint32_t value = 0;
  for (int r = 0; r < size_; ++r)
    value |= static_cast<std::uint32_t>((packed >> (row_bits_ * r + 4 * c)) & 0xF) << (4 * r);
  return value;
}

std::uint64_t SmallBoards::with_column(std::uint64_t packed, int c, std::uint32_t value) const {
  for (int r = 0; r < size_; ++r) {
    const int shift = row_bits_ * r + 4 * c;
    packed = (packed & ~(std::uint64_t{0xF} << shift)) | (std::uint64_t{(value >> (4 * r)) & 0xF} << shift);
  }
  return packed;
}

bool SmallBoards::move(std::uint64_t from, Direction direction, std::uint64_t& to) const {
  to = from;
  switch (direction) {
    case Direction::kLeft:
    case Direction::kRight: {
      const std::uint16_t* table = direction == Direction::kLeft ? slide_toward_low_ : slide_toward_high_;
      to = 0;
      for (int r = 0; r < size_; ++r) to |= std::uint64_t{table[row(from, r)]} << (row_bits_ * r);
      break;
    }
    case Direction::kUp:
    case Direction::kDown: {
      const std::uint16_t* table = direction == Direction::kUp ? slide_toward_low_ : slide_toward_high_;
      for (int c = 0; c < size_; ++c) to = with_column(to, c, table[column(from, c)]);
      break;
    }
  }
  return to != from;
}

Exponent SmallBoards::largest(std::uint64_t packed) const {
  Exponent best = 0;
  for (int i = 0; i < size_ * size_; ++i) {
    const auto e = static_cast<Exponent>((packed >> (4 * i)) & 0xF);
    best = e > best ? e : best;
  }
  return best;
}

}  // namespace gridsolve::slide
