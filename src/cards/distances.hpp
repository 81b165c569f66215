// Cursor distances on a board whose set of cards shrinks as pairs go.
//
// Internal to the cards solver (src/cards); not part of the public API.
#pragma once

#include <array>
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
    int id;           // 0 .. 63, the row of the result
    int cell;         // where it starts
    int target_card;  // the one card whose distance is needed, or -1 for every card present
    int delay = 0;    // it starts this many keys late (see run())
  };

  // Distances, in key presses, from every source to every card in
  // `present_cards` (bit i: card i is on the board; only those cards stop
  // Ctrl jumps). Afterwards distance(id, card) holds them for those cards
  // (this class computes all of them; Source::target_card is a hint).
  // Sources that share an id form one wave: distance(id, card) is then the
  // least delay + walk over them (a multi-source search whose sources start
  // at their delays), which is what the search needs from several cursors
  // with different costs so far, for the cost of one source.
  // REQUIRES: ids < 64; sources sharing an id have target_card -1;
  // present_cards only bits < card_count.
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

// The same distances for boards of at most 64 cells, with bitboards: one bit
// per cell, and 64 / cells sources packed side by side in one 64-bit word
// (a "lane" per source; four 4 x 4 boards fit in one word). One breadth-first
// level is then about fifty branch-free word operations for all the lanes at
// once: arrows are shifts, and a Ctrl jump is a Kogge-Stone occluded fill
// through the empty cells (log2 of the side steps). Only the distances a
// source needs are recorded, and its search stops when it has them.
class PackedBitboardDistances {
 public:
  using Source = MultiSourceDistances::Source;
  static constexpr int kMaxCells = 64;

  // REQUIRES: 1 <= rows * cols <= kMaxCells; card cells distinct cells.
  PackedBitboardDistances(int rows, int cols, std::vector<int> card_cells);

  // As MultiSourceDistances::run, but only distance(id, target_card) is set
  // for a source with a target card. A wave's sources that start 64 or more
  // keys late are dropped: the wave reaches every cell of the board sooner
  // (a shortest walk visits at most 64 cells), so they change nothing.
  void run(std::uint64_t present_cards, const std::vector<Source>& sources);

  std::uint32_t distance(int source_id, int card) const {
    return level_[source_base_[static_cast<std::size_t>(source_id)] +
                  static_cast<std::size_t>(card_cells_[static_cast<std::size_t>(card)])];
  }

  // Every cell one key (arrow or Ctrl+arrow) away from a cell of `frontier`,
  // in every lane, on the board whose cards are `occupied` (replicated in
  // every lane).
  std::uint64_t advance(std::uint64_t frontier, std::uint64_t occupied) const;

  // Appends to `walk` a shortest key sequence (arrows and Ctrl+arrows) from
  // `from_cell` to `to_cell` when the cards stand on `card_cells_present`
  // (bit per cell). Layered search, then a walk back through the layers.
  void append_walk(int from_cell, int to_cell, std::uint64_t card_cells_present, std::vector<Key>& walk) const;

 private:
  struct LateStart {
    int word;
    int delay;           // 1 .. 63
    std::uint64_t cell;  // its bit in the word
  };
  // One word: `start` the cells of its lanes' sources at level 0, `late`
  // those starting later (by delay), `need` the cells whose levels are
  // wanted.
  void search_word(std::uint64_t start, const LateStart* late, int late_count, std::uint64_t need,
                   std::uint64_t occupied, std::uint8_t* level_of_bit) const;

  int rows_;
  int cols_;
  int cells_;
  int lanes_;
  std::uint64_t lane_ones_ = 0;  // bit 0 of every lane: multiply a one-lane set by it to replicate it
  std::uint64_t board_ = 0;      // every cell of every lane
  std::uint64_t enter_[4] = {};  // per direction U D L R: cells that a step that way can land on
  std::uint64_t edge_[4] = {};   // per direction: the last cells that way, where Ctrl stops on empty cells
  int fill_steps_[4] = {};       // per direction: Kogge-Stone doublings to cover the side
  int row_shift_ = 0;            // a step up or down, in bits: cols_, kept below 64
  std::vector<int> card_cells_;
  // Where one key leads from each cell of `from` (cells that would stay put
  // give nothing).
  std::uint64_t move_by(std::uint64_t from, Key key, std::uint64_t occupied) const;

  // The distances of the last run, by bit: level_[64 * w + bit] is the
  // level at which bit `bit` of word w (a cell of a source's lane) was first
  // reached, written only for the cells a source needs. Recording is then
  // one store per bit, no lookup. Shortest walks visit each cell at most
  // once, so every level is below 64 and fits a byte.
  std::array<std::uint8_t, std::size_t{64} * kMaxCells> level_{};
  // [source id]: where its lane starts in level_ (64 * word + lane * cells).
  std::array<std::uint16_t, 64> source_base_{};
};

// A shortest key sequence (arrows and Ctrl+arrows only) from `from` to `to`
// on `board`, whose nonzero cells are the cards still there.
// REQUIRES: board.contains(from), board.contains(to)
std::vector<Key> shortest_walk(const Board& board, Cell from, Cell to);

}  // namespace gridsolve::cards::detail
