// Transposition table of the 2048 depth-first search.
//
// What an entry means: "this board was searched with r moves left and the
// search of it ended without pruning anything unsoundly", so every tile
// reachable from it within r moves is at most the best tile known when that
// search ended. The best only grows, so when the same board comes again with
// r' <= r moves left its subtree cannot beat the best and is skipped.
//
// Exact, not probabilistic: entries keep the whole board and a hit compares
// it byte for byte, so a hash collision can only cost time. When the memory
// budget is used up the table stops taking new boards (still exact).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

std::uint64_t board_hash(const Board& board);

class TranspositionTable {
 public:
  // `cells_per_board`: N * N. `max_bytes`: what the table may hold.
  TranspositionTable(std::size_t cells_per_board, std::uint64_t max_bytes);

  // The most moves left this board was searched with, or -1 if unknown.
  int moves_searched(const Board& board, std::uint64_t hash) const;
  // Records that `board` was searched with `moves_left` moves left.
  void store(const Board& board, std::uint64_t hash, int moves_left);

  std::uint64_t size() const { return used_; }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::uint32_t board_index = 0;  // into boards_, + 1; 0 marks an empty slot
    std::int32_t moves_left = -1;
  };
  const Exponent* board_cells(std::uint32_t board_index) const {
    const std::size_t i = board_index - 1;
    return chunks_[i / boards_per_chunk_].get() + (i % boards_per_chunk_) * cells_per_board_;
  }
  bool same_board(const Slot& slot, const Board& board) const;
  void grow();

  std::size_t cells_per_board_;
  std::uint64_t max_boards_;
  std::vector<Slot> slots_;  // open addressing, linear probing, power-of-two size
  // The boards' cells, in chunks that never move (no copying as it grows).
  std::vector<std::unique_ptr<Exponent[]>> chunks_;
  std::size_t boards_per_chunk_;
  std::uint64_t used_ = 0;
};

}  // namespace gridsolve::slide
