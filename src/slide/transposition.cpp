#include "slide/transposition.hpp"

#include <algorithm>
#include <cstring>

namespace gridsolve::slide {

std::uint64_t board_hash(const Board& board) {
  // Eight cells at a time, each word mixed by a multiply and rotate.
  const std::vector<Exponent>& cells = board.cells();
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ cells.size();
  std::size_t i = 0;
  for (; i + 8 <= cells.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, cells.data() + i, 8);
    h = (h ^ word) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
  }
  std::uint64_t tail = 0;
  for (std::size_t shift = 0; i < cells.size(); ++i, shift += 8) tail |= std::uint64_t{cells[i]} << shift;
  h = (h ^ tail) * 0x94D049BB133111EBULL;
  h ^= h >> 29;
  return h;
}

TranspositionTable::TranspositionTable(std::size_t cells_per_board, std::uint64_t max_bytes)
    : cells_per_board_(cells_per_board) {
  // Each board costs its cells plus, at most half full, two slots.
  const std::uint64_t per_board = cells_per_board + 2 * sizeof(Slot);
  max_boards_ = std::min<std::uint64_t>(max_bytes / per_board, UINT32_MAX - 1);
  slots_.resize(1024);
  boards_per_chunk_ = std::max<std::size_t>(1, (std::size_t{1} << 20) / std::max<std::size_t>(1, cells_per_board));
}

bool TranspositionTable::same_board(const Slot& slot, const Board& board) const {
  return std::memcmp(board_cells(slot.board_index), board.cells().data(), cells_per_board_) == 0;
}

int TranspositionTable::moves_searched(const Board& board, std::uint64_t hash) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& slot = slots_[i];
    if (slot.board_index == 0) return -1;
    if (slot.hash == hash && same_board(slot, board)) return slot.moves_left;
  }
}

void TranspositionTable::store(const Board& board, std::uint64_t hash, int moves_left) {
  std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.board_index == 0) break;
    if (slot.hash == hash && same_board(slot, board)) {
      if (moves_left > slot.moves_left) slot.moves_left = moves_left;
      return;
    }
  }
  if (used_ >= max_boards_) return;  // full: forget, which only costs time
  if (2 * (used_ + 1) > slots_.size()) {
    grow();
    mask = slots_.size() - 1;
  }
  if (used_ % boards_per_chunk_ == 0) {
    chunks_.push_back(std::make_unique_for_overwrite<Exponent[]>(boards_per_chunk_ * cells_per_board_));
  }
  std::memcpy(chunks_.back().get() + (used_ % boards_per_chunk_) * cells_per_board_, board.cells().data(),
              cells_per_board_);
  ++used_;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    if (slots_[i].board_index == 0) {
      slots_[i] = Slot{hash, static_cast<std::uint32_t>(used_), moves_left};
      return;
    }
  }
}

void TranspositionTable::grow() {
  std::vector<Slot> old(slots_.size() * 2);
  old.swap(slots_);
  const std::size_t mask = slots_.size() - 1;
  for (const Slot& slot : old) {
    if (slot.board_index == 0) continue;
    std::size_t i = slot.hash & mask;
    while (slots_[i].board_index != 0) i = (i + 1) & mask;
    slots_[i] = slot;
  }
}

}  // namespace gridsolve::slide
