// Cursor distances on a board whose set of cards shrinks as pairs go.
//
// Internal to the cards solver (src/cards); not part of the public API.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "common/work_stop.hpp"
#include "common/zeroed_array.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cards::detail {

inline constexpr std::uint32_t kUnreached = std::numeric_limits<std::uint32_t>::max();

// A source of the search's wave (sweep() below): where it starts, and how
// many keys late.
struct WaveStart {
  int cell;
  int delay;
};

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
  // With `stop`, the work done (cells swept) is reported to it as the run
  // goes, and the run gives up as soon as it says stop: then it returns
  // false and the distances are not to be read. Returns true when complete.
  bool run(std::uint64_t present_cards, const std::vector<Source>& sources, WorkStop* stop = nullptr);

  std::uint32_t distance(int source_id, int card) const {
    return distance_[static_cast<std::size_t>(source_id) * card_cells_.size() + static_cast<std::size_t>(card)];
  }

  // The search's sweep of one set of cards (search.cpp): the distances from
  // one wave, whose sources start at the cells of `wave`, each as many keys
  // late as its delay, to every card in present_cards (read them with
  // wave_distance()); and for each card of walk_cards the walk from it to
  // its partner (card ^ 1), written to walk_of_card[card]. Here, run() with
  // the wave under id 63 and each walk under its card's id.
  // Walk is the search's table entry, std::uint16_t or std::uint32_t; a walk
  // is at most rows + cols - 2 keys (arrows alone reach every cell), which
  // the search makes sure its entries hold. `stop` as in run(): false when
  // stopped first, and then nothing is written to walk_of_card.
  // REQUIRES: as run(); wave not empty; walk_cards within present_cards,
  // with their partners; at most 63 cards.
  template <class Walk>
  bool sweep(std::uint64_t present_cards, const std::vector<WaveStart>& wave, std::uint64_t walk_cards,
             Walk* walk_of_card, WorkStop* stop = nullptr);
  std::uint32_t wave_distance(int card) const { return distance(kWaveId, card); }

 private:
  static constexpr int kWaveId = 63;
  // False when `stop` (may be null) said stop first.
  bool build_jumps(std::uint64_t present_cards, WorkStop* stop);
  void record(int cell, std::uint64_t new_sources, std::uint32_t level, int& unfinished_targets);

  int rows_;
  int cols_;
  std::vector<int> card_cells_;
  // Per cell (ZeroedArray: zero pages, touched as the runs go):
  ZeroedArray<int> card_at_cell_;        // card index + 1, or 0
  ZeroedArray<int> jumps_;               // [cell * 4 + direction]: where Ctrl+arrow leads, for the current run
  ZeroedArray<std::uint8_t> occupied_;   // 1 on the cards of the current run (only card cells are ever set)
  ZeroedArray<std::uint64_t> reached_;   // sources that have reached it
  ZeroedArray<std::uint64_t> frontier_;  // sources that reached it at the last level
  ZeroedArray<std::uint64_t> incoming_;  // sources reaching it at the next level
  std::vector<int> frontier_cells_;      // room for every cell, reserved at the start: never grows by copying
  std::vector<int> incoming_cells_;      // the same
  std::uint64_t all_sources_ = 0;
  std::vector<std::uint32_t> distance_;  // [source id * card_count + card]
  std::vector<Source> sweep_sources_;    // scratch of sweep()
};

// The masks and shifts of one board shape in the packed engine below, kept
// together so that its search loop can hold them in registers.
struct PackedBoardMasks {
  std::uint64_t board = 0;               // every cell of every lane
  std::array<std::uint64_t, 4> enter{};  // per direction U D L R: cells that a step that way can land on
  std::array<std::uint64_t, 4> edge{};   // per direction: the last cells that way, where Ctrl stops on empty cells
  int row_shift = 0;                     // a step up or down, in bits: the columns, kept below 64
  int vertical_fill_steps = 0;           // Kogge-Stone doublings to cover a column
  int horizontal_fill_steps = 0;         // and a row
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

  // As MultiSourceDistances::sweep: the wave in the first lane, the walks
  // in the lanes after it, with less bookkeeping than run() (this is most
  // of the search's time on small boards). A sweep here takes a
  // microsecond or two at most, so it always completes (and returns true)
  // and leaves its work to the caller to report.
  template <class Walk>
  bool sweep(std::uint64_t present_cards, const std::vector<WaveStart>& wave, std::uint64_t walk_cards,
             Walk* walk_of_card, WorkStop* stop = nullptr);
  std::uint32_t wave_distance(int card) const {
    return level_[static_cast<std::size_t>(card_cells_[static_cast<std::size_t>(card)])];
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
  int rows_;
  int cols_;
  int cells_;
  int lanes_;
  std::uint64_t lane_ones_ = 0;  // bit 0 of every lane: multiply a one-lane set by it to replicate it
  PackedBoardMasks masks_;
  std::vector<int> card_cells_;
  std::uint64_t cells_of_cards(std::uint64_t cards) const;
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
// on `board`, whose nonzero cells are the cards still there. A breadth-first
// search over the cells: kShortestWalkBytesPerCell bytes a cell while it runs.
// REQUIRES: board.contains(from), board.contains(to)
std::vector<Key> shortest_walk(const Board& board, Cell from, Cell to);
inline constexpr std::uint64_t kShortestWalkBytesPerCell = 13;

// What a MultiSourceDistances holds for a rows x cols board with
// `card_count` cards, in bytes: per cell its card, four jumps, an occupied
// flag, three source sets and room in the two frontier lists (53 bytes);
// per source id and card a distance.
std::uint64_t multi_source_distances_bytes(std::uint64_t cells, std::uint64_t card_count);

}  // namespace gridsolve::cards::detail
