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
      boards_(std::max<std::size_t>(1, cells_per_board), max_boards_, ChunkedStore::kChunkBytes, ChunkPages::kHuge) {}

std::uint64_t TranspositionTable::bytes_for(std::size_t cells_per_board, std::uint64_t max_boards) {
  max_boards = std::min<std::uint64_t>(max_boards, UINT32_MAX - 1);
  return huge_slot_array_peak_bytes<Slot>(initial_slots(max_boards), max_boards) +
         ChunkedStore::bytes_for(std::max<std::size_t>(1, cells_per_board), max_boards, ChunkPages::kHuge);
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

// The slot's hash and moves left are in the probe's cache line; the stored
// board is elsewhere, a second cache miss and a comparison. Many probes find
// their board stored with fewer moves than they need (the witness search's
// passes meet again, with a move more, the boards of the pass before): on
// the deep 8 x 8 board of small_tile_board(8, 39, 1.0, 10), 4.9 M of the
// 13.9 M probes, against 4.9 M that found enough. So the board is compared
// only when its slot claims enough moves (3% less time there, runs side by
// side; the same nodes). A slot with this hash but
// too few moves ends the probe: it is this board's entry unless two boards
// share all 64 bits of the hash, and then answering "none" only forgoes a
// cut (exact, as a miss always is).
TranspositionTable::Entry TranspositionTable::find_searched(const Board& board, std::uint64_t hash,
                                                            int min_moves) const {
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    const Slot& slot = slots_[i];
    if (slot.board_index == 0) return Entry{};
    if (slot.hash != hash) continue;
    if (slot.moves_left < min_moves) return Entry{};
    if (same_board(slot, board)) return Entry{slot.moves_left, slot.best};
  }
}

void TranspositionTable::store(const Board& board, std::uint64_t hash, std::uint64_t moves, Exponent best) {
  store_claim(board, hash, moves, best, false);
}

// Why the witness search needs it: after the search, most entries hold the
// answer A as their best (the search finds A early and spends most of its
// time proving nothing above it), and the witness search, aiming at A, can
// use none of them. Where it fails on the same boards with fewer moves
// left, store() would keep those entries and drop its failures (best
// A - 1): on 20 x 20 hard board 0 with K = 17 its passes took 11.1 M nodes
// so, and 8.4 M when the failures take their place (docs/2048-speed.md,
// session 18).
void TranspositionTable::store_replacing_higher_best(const Board& board, std::uint64_t hash, std::uint64_t moves,
                                                     Exponent best) {
  store_claim(board, hash, moves, best, true);
}

void TranspositionTable::store_claim(const Board& board, std::uint64_t hash, std::uint64_t moves, Exponent best,
                                     bool replace_higher_best) {
  const auto moves_left = static_cast<std::int16_t>(std::min<std::uint64_t>(moves, kMaxMovesLeft));
  std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.board_index == 0) break;
    if (slot.hash == hash && same_board(slot, board)) {
      if (moves_left > slot.moves_left || (replace_higher_best && best < slot.best)) {
        slot.moves_left = moves_left;
        slot.best = best;
      } else if (moves_left == slot.moves_left && best < slot.best) {
        slot.best = best;  // both claims hold for as many moves: keep the stronger
      }
      return;
    }
  }
  if (boards_.size() >= max_boards_) {
    store_in_full_table(board, hash, moves_left, best);
    return;
  }
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

// Full: the board takes the place of an entry with at most its moves left,
// else it is forgotten. Either way the table forgets a board, which only
// costs time, and the one kept took at least as much work to search (a
// search as long below it) and is the newer. The entry replaced is the one
// with the fewest moves left on the board's probe path; when the path is
// only its home slot, empty, the first entry after that, which is then taken
// out of the table (its followers shifted back, as deletion in linear
// probing must) so that its board's place is free. The board is then put
// on its own path, so it stays findable. Why: on 20 x 20 boards with
// K = 19 the table filled long before the search ended (1 GiB: 40.0 M nodes
// without replacing, 29.8 M with a table that never filled).
// REQUIRES: the board is not in the table (store() looked).
void TranspositionTable::store_in_full_table(const Board& board, std::uint64_t hash, std::int16_t moves_left,
                                             Exponent best) {
  const std::size_t mask = slots_.size() - 1;
  // The probe path again (a few slots at half load): only full tables pay for it.
  Slot* shallowest = nullptr;  // on it, the entry with the fewest moves left
  std::size_t empty = hash & mask;
  for (; slots_[empty].board_index != 0; empty = (empty + 1) & mask) {
    if (shallowest == nullptr || slots_[empty].moves_left < shallowest->moves_left) shallowest = &slots_[empty];
  }
  Slot* place = nullptr;
  if (shallowest != nullptr) {
    if (shallowest->moves_left > moves_left) return;
    place = shallowest;
  } else {
    if (max_boards_ == 0) return;  // no entry to take the place of
    std::size_t taken = (empty + 1) & mask;
    while (slots_[taken].board_index == 0) taken = (taken + 1) & mask;  // ends: the table holds max_boards >= 1
    if (slots_[taken].moves_left > moves_left) return;
    const std::uint32_t board_index = slots_[taken].board_index;
    // Deletion with backward shift: an entry after the hole moves into it
    // unless its home lies cyclically in (hole, its slot], where a probe
    // from its home would no longer pass the hole.
    std::size_t hole = taken;
    for (std::size_t next = (taken + 1) & mask; slots_[next].board_index != 0; next = (next + 1) & mask) {
      const std::size_t home = slots_[next].hash & mask;
      const bool home_after_hole = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next);
      if (!home_after_hole) {
        slots_[hole] = slots_[next];
        hole = next;
      }
    }
    slots_[hole] = Slot{};
    // The shift moved entries only into slots after `empty`, which stays free.
    place = &slots_[empty];
    place->board_index = board_index;
  }
  std::memcpy(boards_.at(place->board_index - 1), board.cells().data(), cells_per_board_);
  place->hash = hash;
  place->moves_left = moves_left;
  place->best = best;
}

void TranspositionTable::grow() {
  HugeZeroedArray<Slot> old(slots_.size() * 2);
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
