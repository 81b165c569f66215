#include "slide/transposition.hpp"

#include <algorithm>
#include <cstring>

namespace gridsolve::slide {

std::uint64_t hash_cells(const Exponent* cells, std::size_t size) {
  // Eight cells at a time, each word mixed by a multiply and rotate.
  std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ size;
  std::size_t i = 0;
  for (; i + 8 <= size; i += 8) {
    std::uint64_t word;
    std::memcpy(&word, cells + i, 8);
    h = (h ^ word) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
  }
  std::uint64_t tail = 0;
  for (std::size_t shift = 0; i < size; ++i, shift += 8) tail |= std::uint64_t{cells[i]} << shift;
  h = (h ^ tail) * 0x94D049BB133111EBULL;
  h ^= h >> 29;
  return h;
}

std::uint64_t TranspositionTable::initial_slots(std::uint64_t max_boards) {
  return std::min<std::uint64_t>(1024, final_slot_count(2, max_boards));
}

TranspositionTable::TranspositionTable(std::size_t cells_per_board, std::uint64_t max_boards)
    : cells_per_board_(cells_per_board),
      max_boards_(std::min<std::uint64_t>(max_boards, UINT32_MAX - 1)),
      slots_(initial_slots(max_boards_)),
      boards_(std::max<std::size_t>(1, cells_per_board), max_boards_) {}

std::uint64_t TranspositionTable::bytes_for(std::size_t cells_per_board, std::uint64_t max_boards) {
  max_boards = std::min<std::uint64_t>(max_boards, UINT32_MAX - 1);
  return slot_array_peak_bytes(initial_slots(max_boards), max_boards, sizeof(Slot)) +
         ChunkedStore::bytes_for(std::max<std::size_t>(1, cells_per_board), max_boards);
}

std::uint64_t TranspositionTable::boards_within(std::size_t cells_per_board, std::uint64_t max_bytes) {
  if (bytes_for(cells_per_board, 0) > max_bytes) return 0;
  // bytes_for grows with the boards: the largest count that fits, by halving.
  std::uint64_t low = 0;  // fits
  std::uint64_t high = std::min<std::uint64_t>(UINT32_MAX - 1, max_bytes / std::max<std::size_t>(1, cells_per_board));
  while (low < high) {
    const std::uint64_t mid = low + (high - low + 1) / 2;
    if (bytes_for(cells_per_board, mid) <= max_bytes) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

bool TranspositionTable::same_board(const Slot& slot, const Board& board) const {
  return std::memcmp(boards_.at(slot.board_index - 1), board.cells().data(), cells_per_board_) == 0;
}

TranspositionTable::Entry TranspositionTable::find(const Board& board, std::uint64_t hash) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& slot = slots_[i];
    if (slot.board_index == 0) return Entry{};
    if (slot.hash == hash && same_board(slot, board)) return Entry{slot.moves_left, slot.best};
  }
}

void TranspositionTable::store(const Board& board, std::uint64_t hash, std::uint64_t moves, Exponent best) {
  const auto moves_left = static_cast<std::int16_t>(std::min<std::uint64_t>(moves, kMaxMovesLeft));
  std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.board_index == 0) break;
    if (slot.hash == hash && same_board(slot, board)) {
      if (moves_left > slot.moves_left) {
        slot.moves_left = moves_left;
        slot.best = best;
      } else if (moves_left == slot.moves_left && best < slot.best) {
        slot.best = best;  // both claims hold for as many moves: keep the stronger
      }
      return;
    }
  }
  if (boards_.size() >= max_boards_) return;  // full: forget, which only costs time
  if (2 * (boards_.size() + 1) > slots_.size()) {
    grow();
    mask = slots_.size() - 1;
  }
  const std::uint64_t index = boards_.push(board.cells().data());
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    if (slots_[i].board_index == 0) {
      slots_[i] = Slot{hash, static_cast<std::uint32_t>(index + 1), moves_left, best};
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
