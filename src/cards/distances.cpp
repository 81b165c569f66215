#include "cards/distances.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace gridsolve::cards::detail {
namespace {

// The eight cursor keys, arrows then Ctrl+arrows, each in the order of the
// directions below: the order of the steps in MultiSourceDistances::run(),
// and the order in which the witness walks try keys.
constexpr std::array<Key, 8> kMoveKeys = {Key::kUp,     Key::kDown,     Key::kLeft,     Key::kRight,
                                          Key::kCtrlUp, Key::kCtrlDown, Key::kCtrlLeft, Key::kCtrlRight};
constexpr int kStepKinds = static_cast<int>(kMoveKeys.size());
// Directions: the index of a Ctrl+arrow's jump in MultiSourceDistances::jumps_
// (an arrow's step is 4 fewer in run()), and of PackedBoardMasks::enter and
// edge.
constexpr int kDirUp = 0, kDirDown = 1, kDirLeft = 2, kDirRight = 3;

}  // namespace

MultiSourceDistances::MultiSourceDistances(int rows, int cols, std::vector<int> card_cells)
    : rows_(rows),
      cols_(cols),
      card_cells_(std::move(card_cells)),
      card_at_cell_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)),
      jumps_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols) * 4),
      occupied_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)),
      reached_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)),
      frontier_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)),
      incoming_(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols)) {
  const auto cells = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  // Nothing per cell is written here: the arrays start as zeros, untouched
  // (ZeroedArray), and the runs fill them, reporting their work, so that
  // even on a board of millions of cells a stop is not held up here.
  for (std::size_t i = 0; i < card_cells_.size(); ++i)
    card_at_cell_[static_cast<std::size_t>(card_cells_[i])] = static_cast<int>(i) + 1;
  frontier_cells_.reserve(cells);
  incoming_cells_.reserve(cells);
  distance_.assign(64 * card_cells_.size(), kUnreached);
}

std::uint64_t multi_source_distances_bytes(std::uint64_t cells, std::uint64_t card_count) {
  const std::uint64_t per_cell =
      sizeof(int) + 4 * sizeof(int) + sizeof(std::uint8_t) + 3 * sizeof(std::uint64_t) + 2 * sizeof(int);
  return cells * per_cell + 64 * card_count * sizeof(std::uint32_t);
}

// Ctrl+arrow destinations for the current cards, one sweep per direction:
// walking against the direction, a cell's jump lands on its neighbour when
// that neighbour is a card or the last cell, and otherwise where the
// neighbour's own jump lands.
bool MultiSourceDistances::build_jumps(std::uint64_t present_cards, WorkStop* stop) {
  // Only card cells are ever occupied: clear them all, mark the present.
  for (const int cell : card_cells_) occupied_[static_cast<std::size_t>(cell)] = 0;
  for (std::uint64_t bits = present_cards; bits; bits &= bits - 1) {
    occupied_[static_cast<std::size_t>(card_cells_[static_cast<std::size_t>(std::countr_zero(bits))])] = 1;
  }
  const auto jump = [&](int cell, int kind) -> int& { return jumps_[static_cast<std::size_t>(cell) * 4 + kind]; };
  const auto stops = [&](int cell, bool last) { return last || occupied_[static_cast<std::size_t>(cell)] != 0; };
  // The work, a row or a column at a time (a jump step costs about a unit).
  const auto stopped = [stop](int cells) {
    return stop != nullptr && stop->add_work(2 * static_cast<std::uint64_t>(cells));
  };
  for (int r = 0; r < rows_; ++r) {
    if (stopped(cols_)) return false;
    const int base = r * cols_;
    jump(base + cols_ - 1, kDirRight) = base + cols_ - 1;
    for (int c = cols_ - 2; c >= 0; --c) {
      jump(base + c, kDirRight) =
          stops(base + c + 1, c + 1 == cols_ - 1) ? base + c + 1 : jump(base + c + 1, kDirRight);
    }
    jump(base, kDirLeft) = base;
    for (int c = 1; c < cols_; ++c) {
      jump(base + c, kDirLeft) = stops(base + c - 1, c - 1 == 0) ? base + c - 1 : jump(base + c - 1, kDirLeft);
    }
  }
  for (int c = 0; c < cols_; ++c) {
    if (stopped(rows_)) return false;
    const int bottom = (rows_ - 1) * cols_ + c;
    jump(bottom, kDirDown) = bottom;
    for (int r = rows_ - 2; r >= 0; --r) {
      const int below = (r + 1) * cols_ + c;
      jump(r * cols_ + c, kDirDown) = stops(below, r + 1 == rows_ - 1) ? below : jump(below, kDirDown);
    }
    jump(c, kDirUp) = c;
    for (int r = 1; r < rows_; ++r) {
      const int above = (r - 1) * cols_ + c;
      jump(r * cols_ + c, kDirUp) = stops(above, r - 1 == 0) ? above : jump(above, kDirUp);
    }
  }
  return true;
}

void MultiSourceDistances::record(int cell, std::uint64_t new_sources, std::uint32_t level, int& unfinished_targets) {
  const int card = card_at_cell_[static_cast<std::size_t>(cell)] - 1;
  if (card < 0 || !occupied_[static_cast<std::size_t>(cell)]) return;
  const std::size_t card_count = card_cells_.size();
  for (std::uint64_t bits = new_sources; bits; bits &= bits - 1) {
    distance_[static_cast<std::size_t>(std::countr_zero(bits)) * card_count + static_cast<std::size_t>(card)] = level;
  }
  if (reached_[static_cast<std::size_t>(cell)] == all_sources_) --unfinished_targets;
}

bool MultiSourceDistances::run(std::uint64_t present_cards, const std::vector<Source>& sources, WorkStop* stop) {
  // What a run before left (all of it, if a stop cut that run short).
  for (int cell : frontier_cells_) frontier_[static_cast<std::size_t>(cell)] = 0;
  frontier_cells_.clear();
  for (int cell : incoming_cells_) incoming_[static_cast<std::size_t>(cell)] = 0;
  incoming_cells_.clear();
  if (!build_jumps(present_cards, stop)) return false;
  // reached_ back to zeros, a slice of cells at a time (a unit for 8 cells).
  constexpr std::size_t kCellsPerSlice = std::size_t{1} << 16;
  for (std::size_t first = 0; first < reached_.size(); first += kCellsPerSlice) {
    const std::size_t count = std::min(kCellsPerSlice, reached_.size() - first);
    std::fill_n(&reached_[first], count, 0);
    if (stop != nullptr && stop->add_work(count / 8)) return false;
  }
  all_sources_ = 0;
  for (const Source& source : sources) all_sources_ |= std::uint64_t{1} << source.id;
  int unfinished_targets = std::popcount(present_cards);

  // Level 0: every source that starts on time stands on its own cell.
  int latest = 0;
  for (const Source& source : sources) {
    latest = std::max(latest, source.delay);
    if (source.delay != 0) continue;
    const auto cell = static_cast<std::size_t>(source.cell);
    if (frontier_[cell] == 0) frontier_cells_.push_back(source.cell);
    frontier_[cell] |= std::uint64_t{1} << source.id;
  }
  for (int cell : frontier_cells_) {
    reached_[static_cast<std::size_t>(cell)] = frontier_[static_cast<std::size_t>(cell)];
    record(cell, frontier_[static_cast<std::size_t>(cell)], 0, unfinished_targets);
  }

  // Stop once every card on the board is reached from every source: only
  // distances to cards are asked for. Arrows alone connect every cell, so
  // that moment comes.
  for (std::uint32_t level = 1;
       unfinished_targets > 0 && (!frontier_cells_.empty() || level <= static_cast<std::uint32_t>(latest)); ++level) {
    // Eight steps from each frontier cell, then the new frontier: about ten units a cell.
    if (stop != nullptr && stop->add_work(10 * static_cast<std::uint64_t>(frontier_cells_.size()) + 1)) return false;
    for (int from : frontier_cells_) {
      const std::uint64_t moving = frontier_[static_cast<std::size_t>(from)];
      // The arrows (at the edge the cursor stays), then the Ctrl jumps.
      const int row = from / cols_;
      const int col = from - row * cols_;
      const int* jump = &jumps_[static_cast<std::size_t>(from) * 4];
      const std::array<int, kStepKinds> step = {row > 0 ? from - cols_ : from,
                                                row + 1 < rows_ ? from + cols_ : from,
                                                col > 0 ? from - 1 : from,
                                                col + 1 < cols_ ? from + 1 : from,
                                                jump[kDirUp],
                                                jump[kDirDown],
                                                jump[kDirLeft],
                                                jump[kDirRight]};
      for (const int next : step) {
        const auto to = static_cast<std::size_t>(next);
        const std::uint64_t fresh = moving & ~reached_[to];
        if (fresh == 0) continue;
        if (incoming_[to] == 0) incoming_cells_.push_back(next);
        incoming_[to] |= fresh;
      }
      frontier_[static_cast<std::size_t>(from)] = 0;
    }
    // Late sources join now, unless their wave got there first.
    for (const Source& source : sources) {
      if (static_cast<std::uint32_t>(source.delay) != level) continue;
      const auto to = static_cast<std::size_t>(source.cell);
      const std::uint64_t fresh = (std::uint64_t{1} << source.id) & ~reached_[to];
      if (fresh == 0) continue;
      if (incoming_[to] == 0) incoming_cells_.push_back(source.cell);
      incoming_[to] |= fresh;
    }
    frontier_cells_.swap(incoming_cells_);
    incoming_cells_.clear();
    for (int cell : frontier_cells_) {
      const auto at = static_cast<std::size_t>(cell);
      frontier_[at] = incoming_[at];
      incoming_[at] = 0;
      reached_[at] |= frontier_[at];
      record(cell, frontier_[at], level, unfinished_targets);
    }
  }
  return true;
}

template <class Walk>
bool MultiSourceDistances::sweep(std::uint64_t present_cards, const std::vector<WaveStart>& wave,
                                 std::uint64_t walk_cards, Walk* walk_of_card, WorkStop* stop) {
  sweep_sources_.clear();
  for (const WaveStart& start : wave) sweep_sources_.push_back({kWaveId, start.cell, -1, start.delay});
  for (std::uint64_t bits = walk_cards; bits; bits &= bits - 1) {
    const int card = std::countr_zero(bits);
    sweep_sources_.push_back({card, card_cells_[static_cast<std::size_t>(card)], card ^ 1});
  }
  if (!run(present_cards, sweep_sources_, stop)) return false;
  for (std::uint64_t bits = walk_cards; bits; bits &= bits - 1) {
    const int card = std::countr_zero(bits);
    walk_of_card[card] = static_cast<Walk>(distance(card, card ^ 1));
  }
  return true;
}

template bool MultiSourceDistances::sweep(std::uint64_t, const std::vector<WaveStart>&, std::uint64_t, std::uint16_t*,
                                          WorkStop*);
template bool MultiSourceDistances::sweep(std::uint64_t, const std::vector<WaveStart>&, std::uint64_t, std::uint32_t*,
                                          WorkStop*);

std::vector<Key> shortest_walk(const Board& board, Cell from, Cell to) {
  const auto cells = static_cast<std::size_t>(board.cell_count());
  struct Parent {
    int cell = -1;
    Key key = Key::kEnter;
  };
  // kShortestWalkBytesPerCell: a parent (8 bytes), a flag and a queue entry.
  std::vector<Parent> parent(cells);
  std::vector<std::uint8_t> seen(cells, 0);
  std::vector<std::uint32_t> queue;
  queue.reserve(cells);
  queue.push_back(static_cast<std::uint32_t>(board.index(from)));
  seen[board.index(from)] = 1;
  const std::size_t goal = board.index(to);
  for (std::size_t head = 0; head < queue.size() && !seen[goal]; ++head) {
    const Cell here = board.cell_at(queue[head]);
    for (Key key : kMoveKeys) {
      const std::size_t next = board.index(move_cursor(board, here, key));
      if (seen[next]) continue;
      seen[next] = 1;
      parent[next] = {static_cast<int>(queue[head]), key};
      queue.push_back(static_cast<std::uint32_t>(next));
    }
  }
  std::vector<Key> walk;
  for (std::size_t at = goal; at != board.index(from); at = static_cast<std::size_t>(parent[at].cell)) {
    walk.push_back(parent[at].key);
  }
  std::reverse(walk.begin(), walk.end());
  return walk;
}

}  // namespace gridsolve::cards::detail

namespace gridsolve::cards::detail {
namespace {

// Doublings so that 1 + 2 + ... + 2^(n-1) = 2^n - 1 covers `length` steps.
int doublings_for(int length) {
  int steps = 0;
  while ((1 << steps) - 1 < length) ++steps;
  return steps;
}

}  // namespace

PackedBitboardDistances::PackedBitboardDistances(int rows, int cols, std::vector<int> card_cells)
    : rows_(rows),
      cols_(cols),
      cells_(rows * cols),
      lanes_(kMaxCells / (rows * cols)),
      card_cells_(std::move(card_cells)) {
  std::uint64_t one_lane = 0;
  std::uint64_t first_col = 0, last_col = 0, first_row = 0, last_row = 0;
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < cols_; ++c) {
      const std::uint64_t bit = std::uint64_t{1} << (r * cols_ + c);
      one_lane |= bit;
      if (c == 0) first_col |= bit;
      if (c == cols_ - 1) last_col |= bit;
      if (r == 0) first_row |= bit;
      if (r == rows_ - 1) last_row |= bit;
    }
  }
  for (int lane = 0; lane < lanes_; ++lane) lane_ones_ |= std::uint64_t{1} << (lane * cells_);
  masks_.board = one_lane * lane_ones_;
  // A step right lands anywhere but the first column (from the last column
  // a shift would wrap into the next row or lane), and so on.
  masks_.enter[kDirUp] = (one_lane & ~last_row) * lane_ones_;
  masks_.enter[kDirDown] = (one_lane & ~first_row) * lane_ones_;
  masks_.enter[kDirLeft] = (one_lane & ~last_col) * lane_ones_;
  masks_.enter[kDirRight] = (one_lane & ~first_col) * lane_ones_;
  masks_.edge[kDirUp] = first_row * lane_ones_;
  masks_.edge[kDirDown] = last_row * lane_ones_;
  masks_.edge[kDirLeft] = first_col * lane_ones_;
  masks_.edge[kDirRight] = last_col * lane_ones_;
  // After the first step a jump passes at most side - 2 more cells.
  masks_.vertical_fill_steps = doublings_for(rows_ - 2);
  masks_.horizontal_fill_steps = doublings_for(cols_ - 2);
  // A step up or down moves by a row; 64 only on a 1 x 64 board, with no
  // rows to move to (the enter masks are empty), and a shift must stay below 64.
  masks_.row_shift = cols_ & 63;
}

namespace {

template <bool kTowardHigh>
inline std::uint64_t move_toward(std::uint64_t bits, int by) {
  return kTowardHigh ? bits << by : bits >> by;
}

// Kogge-Stone occluded fill: extends each run of `reached` through the cells
// of `pass` (the cells a jump may move into from their predecessor, which
// must be empty); doubling k covers 2^k more cells, so `steps` doublings
// cover 2^steps - 1 cells. kSteps >= 0: that many, unrolled at compile time
// (the boards of the benchmarks: side 4 needs 2, sides 5 to 9 need 3);
// kSteps < 0: `steps`, in a loop.
template <bool kTowardHigh, int kSteps>
[[gnu::always_inline]] inline std::uint64_t occluded_fill(std::uint64_t reached, std::uint64_t pass, int shift,
                                                          int steps) {
  if constexpr (kSteps >= 0) {
    steps = kSteps;
  }
  for (int k = 0, distance = shift; k < steps; ++k, distance *= 2) {
    reached |= pass & move_toward<kTowardHigh>(reached, distance);
    if (k + 1 < steps) pass &= move_toward<kTowardHigh>(pass, distance);
  }
  return reached;
}

// One direction's Ctrl+arrow targets from the cells `first` one step that
// way: on from there through empty cells, kept where the walk ends (on a
// card, or at the edge that way). kTowardHigh: the step adds `shift` to the
// bit index (right, down), else subtracts it (left, up); fixed at compile
// time so the shifts need no branch.
template <bool kTowardHigh, int kFillSteps>
[[gnu::always_inline]] inline std::uint64_t jump_ends(std::uint64_t first, std::uint64_t occupied, std::uint64_t empty,
                                                      std::uint64_t enter, std::uint64_t edge, int shift,
                                                      int fill_steps) {
  const std::uint64_t pass = enter & move_toward<kTowardHigh>(empty, shift);
  return occluded_fill<kTowardHigh, kFillSteps>(first, pass, shift, fill_steps) & (occupied | edge);
}

// One direction's arrow and Ctrl+arrow targets. Arrow: one step; a cell at
// the edge has no step and stays, adding nothing new. Ctrl: jump_ends().
template <bool kTowardHigh, int kFillSteps>
[[gnu::always_inline]] inline std::uint64_t step_and_jump(std::uint64_t frontier, std::uint64_t occupied,
                                                          std::uint64_t empty, std::uint64_t enter, std::uint64_t edge,
                                                          int shift, int fill_steps) {
  const std::uint64_t first = move_toward<kTowardHigh>(frontier, shift) & enter;
  return first | jump_ends<kTowardHigh, kFillSteps>(first, occupied, empty, enter, edge, shift, fill_steps);
}

// Every cell one key away from a cell of `frontier` (see
// PackedBitboardDistances::advance), with the fill lengths fixed at compile
// time when they are >= 0, and the step between rows when kRowShift > 0.
template <int kVerticalFill, int kHorizontalFill, int kRowShift>
[[gnu::always_inline]] inline std::uint64_t advance_with(const PackedBoardMasks& m, std::uint64_t frontier,
                                                         std::uint64_t occupied) {
  const std::uint64_t empty = m.board & ~occupied;
  const int row_shift = kRowShift > 0 ? kRowShift : m.row_shift;
  return step_and_jump<false, kVerticalFill>(frontier, occupied, empty, m.enter[kDirUp], m.edge[kDirUp], row_shift,
                                             m.vertical_fill_steps) |
         step_and_jump<true, kVerticalFill>(frontier, occupied, empty, m.enter[kDirDown], m.edge[kDirDown], row_shift,
                                            m.vertical_fill_steps) |
         step_and_jump<false, kHorizontalFill>(frontier, occupied, empty, m.enter[kDirLeft], m.edge[kDirLeft], 1,
                                               m.horizontal_fill_steps) |
         step_and_jump<true, kHorizontalFill>(frontier, occupied, empty, m.enter[kDirRight], m.edge[kDirRight], 1,
                                              m.horizontal_fill_steps);
}

// One direction's Ctrl+arrow targets from the cells of `from` (for move_by()).
template <bool kTowardHigh>
std::uint64_t ctrl_targets(std::uint64_t from, std::uint64_t occupied, std::uint64_t empty, std::uint64_t enter,
                           std::uint64_t edge, int shift, int fill_steps) {
  const std::uint64_t first = move_toward<kTowardHigh>(from, shift) & enter;
  return jump_ends<kTowardHigh, -1>(first, occupied, empty, enter, edge, shift, fill_steps);
}

}  // namespace

std::uint64_t PackedBitboardDistances::advance(std::uint64_t frontier, std::uint64_t occupied) const {
  return advance_with<-1, -1, 0>(masks_, frontier, occupied);
}

std::uint64_t PackedBitboardDistances::move_by(std::uint64_t from, Key key, std::uint64_t occupied) const {
  const PackedBoardMasks& m = masks_;
  const std::uint64_t empty = m.board & ~occupied;
  switch (key) {
    case Key::kUp: return (from >> m.row_shift) & m.enter[kDirUp];
    case Key::kDown: return (from << m.row_shift) & m.enter[kDirDown];
    case Key::kLeft: return (from >> 1) & m.enter[kDirLeft];
    case Key::kRight: return (from << 1) & m.enter[kDirRight];
    case Key::kCtrlUp:
      return ctrl_targets<false>(from, occupied, empty, m.enter[kDirUp], m.edge[kDirUp], m.row_shift,
                                 m.vertical_fill_steps);
    case Key::kCtrlDown:
      return ctrl_targets<true>(from, occupied, empty, m.enter[kDirDown], m.edge[kDirDown], m.row_shift,
                                m.vertical_fill_steps);
    case Key::kCtrlLeft:
      return ctrl_targets<false>(from, occupied, empty, m.enter[kDirLeft], m.edge[kDirLeft], 1,
                                 m.horizontal_fill_steps);
    case Key::kCtrlRight:
      return ctrl_targets<true>(from, occupied, empty, m.enter[kDirRight], m.edge[kDirRight], 1,
                                m.horizontal_fill_steps);
    case Key::kEnter: break;
  }
  return 0;
}

void PackedBitboardDistances::append_walk(int from_cell, int to_cell, std::uint64_t card_cells_present,
                                          std::vector<Key>& walk) const {
  // layer[d]: the cells first reached after d keys. A shortest walk visits
  // each cell at most once, so there are at most kMaxCells layers.
  std::array<std::uint64_t, kMaxCells> layer{};
  const std::uint64_t target = std::uint64_t{1} << to_cell;
  layer[0] = std::uint64_t{1} << from_cell;
  std::uint64_t visited = layer[0];
  std::size_t depth = 0;
  while (!(visited & target)) {
    layer[depth + 1] = advance(layer[depth], card_cells_present) & ~visited;
    visited |= layer[++depth];
  }
  // Back from the target: some cell of the layer before leads to it by one
  // key. Find the key on the whole layer at once, then the cell.
  const std::size_t end = walk.size();
  walk.resize(end + depth);
  std::uint64_t at = target;
  for (std::size_t d = depth; d > 0; --d) {
    for (Key key : kMoveKeys) {
      if (!(move_by(layer[d - 1], key, card_cells_present) & at)) continue;
      std::uint64_t cells = layer[d - 1];
      while (!(move_by(cells & (~cells + 1), key, card_cells_present) & at)) cells &= cells - 1;
      walk[end + d - 1] = key;
      at = cells & (~cells + 1);
      break;
    }
  }
}

namespace {

// A source of a wave that starts late (see run()).
struct LateStart {
  int word;
  int delay;           // 1 .. 63
  std::uint64_t cell;  // its bit in the word
};

// The breadth-first search of one word: `start` the cells of its lanes'
// sources at level 0, `late` those starting later (by delay), `need` the
// cells whose levels are wanted; each needed cell's level goes to
// level_of_bit[its bit]. The template arguments fix the board's shape at
// compile time, as in advance_with().
template <int kVerticalFill, int kHorizontalFill, int kRowShift>
void search_word(const PackedBoardMasks masks, std::uint64_t start, const LateStart* late, int late_count,
                 std::uint64_t need, std::uint64_t occupied, std::uint8_t* level_of_bit) {
  const auto record = [level_of_bit](std::uint64_t newly, std::uint8_t level) {
    for (; newly; newly &= newly - 1) level_of_bit[std::countr_zero(newly)] = level;
  };
  std::uint64_t visited = start;
  record(visited & need, 0);
  std::uint64_t frontier = visited;
  int next_late = 0;
  // Arrows alone connect every cell, so every needed card is reached.
  for (int level = 1; (visited & need) != need && (frontier != 0 || next_late < late_count); ++level) {
    frontier = advance_with<kVerticalFill, kHorizontalFill, kRowShift>(masks, frontier, occupied) & ~visited;
    // Late sources join now, unless their wave got there first.
    for (; next_late < late_count && late[next_late].delay == level; ++next_late) {
      frontier |= late[next_late].cell & ~visited;
    }
    visited |= frontier;
    record(frontier & need, static_cast<std::uint8_t>(level));
  }
}

using SearchWord = void (*)(const PackedBoardMasks, std::uint64_t, const LateStart*, int, std::uint64_t, std::uint64_t,
                            std::uint8_t*);

// The search loop for a board's shape: every shift fixed at compile time
// for 4 x 4 (the original problem) and 8 x 8 (the large benchmarks), the
// fill lengths for other square boards of side up to 9, a loop otherwise.
SearchWord search_word_for(int rows, int cols, const PackedBoardMasks& masks) {
  if (rows == 4 && cols == 4) return search_word<2, 2, 4>;
  if (rows == 8 && cols == 8) return search_word<3, 3, 8>;
  if (masks.vertical_fill_steps == masks.horizontal_fill_steps) {
    switch (masks.vertical_fill_steps) {
      case 1: return search_word<1, 1, 0>;
      case 2: return search_word<2, 2, 0>;
      case 3: return search_word<3, 3, 0>;
      default: break;
    }
  }
  return search_word<-1, -1, 0>;
}

}  // namespace

std::uint64_t PackedBitboardDistances::cells_of_cards(std::uint64_t cards) const {
  std::uint64_t cells = 0;
  for (; cards; cards &= cards - 1) {
    cells |= std::uint64_t{1} << card_cells_[static_cast<std::size_t>(std::countr_zero(cards))];
  }
  return cells;
}

template <class Walk>
bool PackedBitboardDistances::sweep(std::uint64_t present_cards, const std::vector<WaveStart>& wave,
                                    std::uint64_t walk_cards, Walk* walk_of_card, WorkStop* /*stop*/) {
  const std::uint64_t present_cells = cells_of_cards(present_cards);
  const std::uint64_t occupied = present_cells * lane_ones_;
  // Word 0, lane 0: the wave, which needs every card present.
  std::array<std::uint64_t, 64> start;  // [word]
  std::array<std::uint64_t, 64> need;   // [word]
  start[0] = 0;
  need[0] = present_cells;
  std::array<LateStart, 64> late;  // by delay
  int late_count = 0;
  for (const WaveStart& source : wave) {
    const std::uint64_t cell = std::uint64_t{1} << source.cell;
    if (source.delay == 0) {
      start[0] |= cell;
    } else if (source.delay < 64) {  // later, never sooner than its wave (see run())
      // Insertion by delay: a wave has a few sources.
      int at = late_count++;
      for (; at > 0 && late[static_cast<std::size_t>(at - 1)].delay > source.delay; --at) {
        late[static_cast<std::size_t>(at)] = late[static_cast<std::size_t>(at - 1)];
      }
      late[static_cast<std::size_t>(at)] = LateStart{0, source.delay, cell};
    }
  }
  // The walks, a lane each from lane 1 on; level_at[k] is where the k-th
  // walk's level of its partner will be (64 * word + its lane's first bit +
  // the partner's cell).
  std::array<std::uint16_t, 64> level_at;
  const int word_bits = lanes_ * cells_;
  std::size_t word = 0;
  int base = cells_;
  int walks = 0;
  for (std::uint64_t bits = walk_cards; bits; bits &= bits - 1) {
    const auto card = static_cast<std::size_t>(std::countr_zero(bits));
    if (base == word_bits) {
      base = 0;
      ++word;
      start[word] = 0;
      need[word] = 0;
    }
    const int partner_cell = card_cells_[card ^ 1];
    start[word] |= std::uint64_t{1} << (base + card_cells_[card]);
    need[word] |= std::uint64_t{1} << (base + partner_cell);
    level_at[static_cast<std::size_t>(walks++)] =
        static_cast<std::uint16_t>(64 * word + static_cast<std::size_t>(base + partner_cell));
    base += cells_;
  }
  const SearchWord search = search_word_for(rows_, cols_, masks_);
  search(masks_, start[0], late.data(), late_count, need[0], occupied, level_.data());
  for (std::size_t w = 1; w <= word; ++w) {
    search(masks_, start[w], nullptr, 0, need[w], occupied, &level_[std::size_t{64} * w]);
  }
  int walk = 0;
  for (std::uint64_t bits = walk_cards; bits; bits &= bits - 1) {
    walk_of_card[std::countr_zero(bits)] = level_[level_at[static_cast<std::size_t>(walk++)]];
  }
  return true;
}

template bool PackedBitboardDistances::sweep(std::uint64_t, const std::vector<WaveStart>&, std::uint64_t,
                                             std::uint16_t*, WorkStop*);
template bool PackedBitboardDistances::sweep(std::uint64_t, const std::vector<WaveStart>&, std::uint64_t,
                                             std::uint32_t*, WorkStop*);

void PackedBitboardDistances::run(std::uint64_t present_cards, const std::vector<Source>& sources) {
  const std::uint64_t present_cells = cells_of_cards(present_cards);
  const std::uint64_t occupied = present_cells * lane_ones_;
  // A lane per id, in the order the ids first come; source_base_ tells where
  // each lane's levels go (64 * word + lane_in_word * cells_). Counted
  // along, not divided: an integer division costs more than the rest of
  // the loop.
  std::uint64_t seen_ids = 0;
  int words = 0;
  for (int lane_in_word = lanes_; const Source& source : sources) {
    const std::uint64_t id_bit = std::uint64_t{1} << source.id;
    if (seen_ids & id_bit) continue;
    seen_ids |= id_bit;
    if (lane_in_word == lanes_) {
      lane_in_word = 0;
      ++words;
    }
    source_base_[static_cast<std::size_t>(source.id)] =
        static_cast<std::uint16_t>(64 * (words - 1) + lane_in_word * cells_);
    ++lane_in_word;
  }
  std::array<std::uint64_t, 64> start;  // [word]
  std::array<std::uint64_t, 64> need;   // [word]
  std::fill_n(start.begin(), words, 0);
  std::fill_n(need.begin(), words, 0);
  std::array<LateStart, 64> late;  // sources starting late, then by word and delay
  int late_count = 0;
  for (const Source& source : sources) {
    const std::uint16_t lane_base = source_base_[static_cast<std::size_t>(source.id)];
    const auto word = static_cast<std::size_t>(lane_base / 64);
    const int base = lane_base % 64;
    const std::uint64_t targets = source.target_card < 0
                                      ? present_cells
                                      : std::uint64_t{1} << card_cells_[static_cast<std::size_t>(source.target_card)];
    need[word] |= targets << base;
    const std::uint64_t cell = std::uint64_t{1} << (base + source.cell);
    if (source.delay == 0) {
      start[word] |= cell;
    } else if (source.delay < 64) {  // later, never sooner than its wave (see the header)
      late[static_cast<std::size_t>(late_count++)] = LateStart{static_cast<int>(word), source.delay, cell};
    }
  }
  const SearchWord search = search_word_for(rows_, cols_, masks_);
  std::sort(late.begin(), late.begin() + late_count, [](const LateStart& a, const LateStart& b) {
    return a.word != b.word ? a.word < b.word : a.delay < b.delay;
  });
  for (int word = 0, first_late = 0; word < words; ++word) {
    int end_late = first_late;
    while (end_late < late_count && late[static_cast<std::size_t>(end_late)].word == word) ++end_late;
    search(masks_, start[static_cast<std::size_t>(word)], late.data() + first_late, end_late - first_late,
           need[static_cast<std::size_t>(word)], occupied, &level_[std::size_t{64} * static_cast<std::size_t>(word)]);
    first_late = end_late;
  }
}

}  // namespace gridsolve::cards::detail
