// Cursor distances on a board whose set of cards shrinks as pairs go.
//
// Internal to the cards solver (src/cards); not part of the public API.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "gridsolve/cards.hpp"

namespace gridsolve::cards::detail {

inline constexpr std::uint32_t kUnreached = std::numeric_limits<std::uint32_t>::max();

// Breadth-first search from up to 64 sources at once: each cell holds a
// 64-bit set of the sources that have reached it, so one sweep over the
// cells advances every source by one key. On a 4 x 4 or 8 x 8 board this
// costs about as much as a single-source search, where 2 * pairs separate
// searches would cost 2 * pairs times as much.
//
// Cells are row-major indices. Cards are numbered 0 .. card_count-1; sources
// are numbered by the caller (bit i of a source set).
class MultiSourceDistances {
 public:
  // REQUIRES: every card cell is a cell of the rows x cols board, distinct.
  MultiSourceDistances(int rows, int cols, std::vector<int> card_cells);

  struct Source {
    int id;    // 0 .. 63, the row of the result
    int cell;  // where it starts
  };

  // Distances, in key presses, from every source to every card in
  // `present_cards` (bit i: card i is on the board; only those cards stop
  // Ctrl jumps). Afterwards distance(id, card) holds them for those cards.
  // REQUIRES: source ids distinct, < 64; present_cards only bits < card_count.
  void run(std::uint64_t present_cards, const std::vector<Source>& sources);

  std::uint32_t distance(int source_id, int card) const {
    return distance_[static_cast<std::size_t>(source_id) * card_cells_.size() + static_cast<std::size_t>(card)];
  }

 private:
  void build_jumps(std::uint64_t present_cards);
  void record(int cell, std::uint64_t new_sources, std::uint32_t level, int& unfinished_targets);

  int rows_;
  int cols_;
  std::vector<int> card_cells_;
  std::vector<int> card_at_cell_;        // card index or -1
  std::vector<int> steps_;               // [cell * 8 + k]: where key k leads (arrows fixed, Ctrl per run)
  std::vector<std::uint8_t> occupied_;   // per cell, for the current run
  std::vector<std::uint64_t> reached_;   // per cell: sources that have reached it
  std::vector<std::uint64_t> frontier_;  // per cell: sources that reached it at the last level
  std::vector<std::uint64_t> incoming_;  // per cell: sources reaching it at the next level
  std::vector<int> frontier_cells_;
  std::vector<int> incoming_cells_;
  std::uint64_t all_sources_ = 0;
  std::vector<std::uint32_t> distance_;  // [source id * card_count + card]
};

// A shortest key sequence (arrows and Ctrl+arrows only) from `from` to `to`
// on `board`, whose nonzero cells are the cards still there.
// REQUIRES: board.contains(from), board.contains(to)
std::vector<Key> shortest_walk(const Board& board, Cell from, Cell to);

}  // namespace gridsolve::cards::detail
