// Exact search for the fewest key presses that remove every card.
//
// Why an order of pairs is enough (the fact the search relies on):
//   Take any key sequence that removes every card and cut it at the Enters
//   that remove a pair. Within one piece the set of cards on the board does
//   not change (only a match removes cards), so the cursor moves exactly as
//   the arrow and Ctrl keys alone dictate: Enters never move it. At the start
//   of a piece no card is face up (the game starts so; a match turns none up).
//   The piece ends with Enter on card x while its partner y is face up; y
//   turned up at the last Enter on y in that piece. Keep every arrow and Ctrl
//   key of the piece but only two Enters: the last one on y and the one on x.
//   The cursor takes the same path, the Enter on y finds no card face up and
//   turns y up, the Enter on x matches it. The same pair goes, the cursor ends
//   on the same cell, and no more keys are pressed. Keys after the last match
//   can go too. So some optimal play never turns up two different cards, and
//   never presses Enter without purpose: it is an order of the pairs, for each
//   pair a choice of which card to flip first, and shortest cursor walks
//   between them. A walk's length is a shortest path in the cursor graph of
//   the cards still there (Ctrl jumps stop at cards), so it depends on which
//   pairs are gone.
//
// So the cost of a play is the sum, pair by pair, of
//   dist_S(cursor, first) + 1 + dist_S(first, second) + 1
// where S is the set of cards still there and the cursor then stands on
// `second`. The state after some removals is (set of pairs removed, cell of
// the cursor), and the cursor is always on the second card of the pair
// removed last (or at the start before any). That is 2^P * 2P states, with
// 2 * (P - removed) ways on from each.
//
// The search: A* over these states, run as passes over the sets.
//   - Heuristic h(S): each pair still there costs at least its floor, 1 step
//     to its first card (the cursor stands on the empty cell of the card it
//     just removed), 2 Enters and the walk between its cards, at least 1 key,
//     or 2 when they share neither row nor column (a key changes only the row
//     or only the column); plus the keys over the floors that the order of
//     the pairs cannot avoid (extra_keys()). At the start the cursor may
//     stand on a card, so 1 less there. h is consistent: removing pair p
//     costs at least what it lowers h by (see floor_of_pairs_left()). So
//     f = cost + h never decreases along a play, and a state is final the
//     first time it is expanded with f <= the bound.
//   - Passes: pass B expands every state with f <= B not expanded yet. The
//     first pass's B is h(start), each next one the least f left waiting, so
//     no pass is empty. Every state of a play of cost B has f <= B, so a play
//     of cost B is found in pass B, and none cheaper exists (the passes
//     before found none): the first play found is optimal. Each state is
//     expanded once over all passes.
//   - Within a pass any order is right, and depth first finds the play
//     soonest. When pass B starts, every state with f < B has been expanded
//     and its successors relaxed; so a state reached in pass B with f <= B
//     has f = B exactly, that is cost B - h(its set), and is final (a
//     cheaper way to it would give it f < B, and would have been found
//     before). It may be expanded at once. So the pass keeps the sets with
//     states to expand on a stack and takes the set pushed last, one pair
//     further on from the set just expanded. In the pass that finds the play
//     this goes almost straight to it: on the slowest 4 x 4 boards known
//     before (docs/cards.md), 2 or 3 states of the last pass instead of 120
//     to 290 in increasing set order.
//     In the other passes every state with f = B is expanded anyway. The
//     price: a set may be swept again when more of its states come within
//     the bound after its sweep.
//   - Why passes over sets and not a priority queue: the expensive part is
//     the distances, which depend on the set of cards. One sweep per set and
//     pass serves every state of the set that the pass expands (see
//     distances.hpp: packed bitboards for boards of at most 64 cells, one
//     bit-parallel cell sweep otherwise), and the walks between a pair's
//     cards, which do not depend on the cursor, are kept per set after the
//     first sweep. A heap would pop the states of one set one at a time, each
//     with its own sweep, and add a log factor.
//   - Why not a stronger heuristic: cursor distances are not monotone in the
//     set of cards (removing a card can lengthen a Ctrl jump, or shorten it),
//     so the walk in the current set does not bound later walks. Measured on
//     slow 4 x 4 boards: a bound from all the sets still reachable pruned
//     nothing more, and dominance between the states of one set (one cursor
//     can walk to the other) under 4 %.
//
// Stopping early (a time limit or an interrupt, read by the work done; see
// WorkStop). The search may stop between two expansions, during a scan of
// the sets, or in the middle of a sweep on a board over 64 cells (then the
// set's states are marked expanded but nothing is relaxed from them). What
// it has then is still proved:
//   - no play costs less than the current pass bound B: every state with
//     f < B was expanded in the passes before, so a play cheaper than B would
//     have put its final state in the table at its cost, and the pass that
//     ended before would have returned it (in the first pass, B is h of the
//     start, a lower bound by itself);
//   - every cost in the table was set by a relaxation from expanded states,
//     whose costs are final, so any reached state traces back to the start
//     through real walks (trace_play()), and a complete play in the table is
//     a valid play of that cost.
// The answer is the cheapest of a complete play in the table, a greedy
// completion of the deepest set expanded, and the arrow play, which needs
// nothing from the search (play_after_stop()); the range is [B, its cost].
//
// Memory: see estimate_memory() in the header. The table's entries are 16
// bits when every value they can hold stays below 65535 (table_entry_bytes()
// says why that holds), and the per-set arrays start as zero pages, so only
// the sets the search reaches take memory.
//   Measured numbers are in docs/cards.md.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <limits>
#include <memory>
#include <type_traits>

#include "cards/distances.hpp"
#include "cards/search_detail.hpp"
#include "common/byte_size.hpp"
#include "common/stop_check.hpp"
#include "common/touched_pages.hpp"
#include "common/work_stop.hpp"
#include "common/zeroed_array.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cards {
namespace {

// Card ids (0 .. 2P-1) and the start's id (2P) must fit the 64 bits of a
// source set (distances.hpp); card ids, those of SearchContext::unexpanded.
constexpr std::uint64_t kMaxPairs = 31;
// A set not reached yet, in SearchContext::floor_left.
constexpr std::uint8_t kNotReached = 0;
// "Nothing waiting" in SearchContext::waiting.
constexpr std::uint32_t kNothingWaiting = 0;

// A way to walk from a card to its partner in the fewest keys its floor
// allows (1 key when they share a line, else 2), and when it is open: every
// pair in `must_be_gone` removed, every pair in `must_be_there` not.
struct FloorRoute {
  std::uint64_t must_be_gone = 0;
  std::uint64_t must_be_there = 0;
};

// Per card, the routes to its partner at the floor. Exact: the walk takes
// the floor's keys if and only if one of them is open, so a sweep is needed
// only when none is.
//  - Same line: 1 key is an arrow (neighbours: always open) or a Ctrl jump
//    towards the partner, which stops there if no card stands between.
//  - Otherwise 2 keys: each key moves along a row or a column, so the cell
//    in between shares a line with both cards: it is one of the two corners
//    of their rectangle. To the corner, along the card's line: an arrow
//    (neighbour), or a Ctrl jump that stops there, on no card between and
//    either a card on the corner (it must still be there) or the board's
//    edge. From the corner to the partner (a card): an arrow, or a Ctrl jump
//    with no card between.
struct CardRoutes {
  std::array<FloorRoute, 2> routes;
  int count = 0;
  std::uint32_t floor_walk = 0;
  // Same line: the cards strictly between the two (bit per card). With
  // exactly one of them there the walk takes 2 keys (walk_from_routes()).
  std::uint64_t cards_between = 0;
};

// Keys over the floors that any play must still pay, as a table over the
// pairs still there (the ones that matter, below).
//   A pair removed while none of its floor routes is open walks at least
//   one key more than its floor (floor_routes() is exact). Whether a route
//   is open depends only on which pairs are still there at that moment. So
//   over all orders of removing the pairs T still there, the fewest such
//   extra keys is
//     extra(T) = min over p in T of ([no route of p open with T there] + extra(T - p)).
//   To keep the table small, "free" pairs are left out: a pair with a route
//   whose conditions name only free pairs. A free pair's presence is taken
//   as whatever suits (a wildcard): a route counts as open if some choice
//   of the free pairs opens it. That only opens more routes, so extra()
//   stays a lower bound; and free pairs never pay (they have a route whose
//   conditions a choice of free pairs meets).
//   Consistency, with h = floors + extra: removing a free pair leaves extra
//   alone; removing a constrained pair p lowers it by at most
//   [no route of p open], which p's own walk then pays (a route open for
//   real is open with wildcards too).
struct ExtraKeys {
  std::vector<int> constrained;     // pairs, the bit order of the table's index
  std::vector<std::uint8_t> table;  // [mask over `constrained`]
};

// h(removed) in a few lookups (see floor_of_pairs_left()): the pairs left,
// 8 at a time, index a table of their floors and of their bits in the
// index of ExtraKeys::table, packed as floor << 16 | bits. The bits of
// different chunks are disjoint, so adding the chunks' entries adds the
// floors and assembles the index.
struct FloorChunks {
  static constexpr int kPairsPerChunk = 8;
  static constexpr std::size_t kEntries = std::size_t{1} << kPairsPerChunk;
  std::vector<std::uint32_t> entries;  // [chunk * kEntries + the chunk's pairs left]
};

// The parts of the search's state that do not depend on the width of its
// table entries; no globals, so searches may run side by side.
struct SearchBase {
  int pair_count = 0;
  int card_count = 0;
  int start_cell = 0;
  std::vector<int> card_cells;            // [card]: cards 2j and 2j+1 are pair j
  std::vector<std::uint32_t> pair_floor;  // [pair], see the heuristic above
  std::vector<CardRoutes> routes;         // [card], see floor_routes()
  ExtraKeys extra;                        // see extra_keys()
  FloorChunks floor_chunks;               // see floor_chunks()
  std::uint32_t start_cost_floor = 0;     // h at the start
  std::uint32_t bound = 0;                // this pass expands states with f <= bound
  // The first set with the most pairs removed of those with a state
  // expanded: where a stopped search completes a play from (play_after_stop()).
  std::uint64_t deepest_expanded = 0;
  int deepest_pairs = 0;
  SearchStats stats;
  WorkStop* stop = nullptr;
  // Scratch of expand() and trace_play(), kept to avoid an allocation per set.
  std::vector<detail::WaveStart> wave;
  std::vector<detail::MultiSourceDistances::Source> sources;
  // The sets with states to expand in this pass (search_passes()), a stack
  // of to_expand_size: room for every set (a set is on it at most once at a
  // time), allocated without being written (UnwrittenArray), so only the
  // part used is touched, and a push needs no check.
  UnwrittenArray<std::uint32_t> to_expand;
  std::size_t to_expand_size = 0;
  std::array<int, 64> cursors{};  // card ids, or card_count for the start
  // When the whole tables would not fit the memory budget: the pages the
  // search has written in them, and how many bytes of them the budget
  // leaves (see search_with()). Null otherwise.
  TouchedPages* pages = nullptr;
  std::uint64_t table_budget = UINT64_MAX;
  std::uint64_t sets_reached = 0;  // counted only with `pages`
  bool stopped_at_memory_budget = false;
};

// The most memory `new_sets` sets reached for the first time may write in
// the tables, with `sets_reached` reached before: each writes its row of
// `row_bytes` (at most row / page + 2 pages) and one entry in each of three
// arrays (3 pages), and the stack of sets to expand holds each set at most
// once at a time, so at most one entry per set reached, these included.
std::uint64_t most_bytes_of_sets(std::uint64_t new_sets, std::uint64_t sets_reached, std::uint64_t row_bytes) {
  const std::uint64_t page = TouchedPages::page_bytes();
  return new_sets * (row_bytes / page + 2 + 3) * page + (sets_reached + new_sets) * sizeof(std::uint32_t) + page;
}

// The numbers of the tables in SearchBase::pages.
enum TableNumber : int { kCostOrWalkTable, kFloorLeftTable, kUnexpandedTable, kWaitingTable };

// The search's tables, whose entries are Entry: std::uint16_t when every
// number they hold fits below 65535 (table_entry_bytes()), else
// std::uint32_t. The largest value, kUnreached, means "none".
template <class Entry>
struct SearchContext : SearchBase {
  static constexpr Entry kUnreached = std::numeric_limits<Entry>::max();
  // Per set of pairs removed and card, [removed * card_count + card], one
  // number whose meaning depends on whether the card is still there:
  //  - a card removed: the state with the cursor on it, and its least cost
  //    found (final once expanded). The start is state (0, card_count),
  //    kept apart;
  //  - a card still there: the walk from it to its partner in that set,
  //    written by the set's first sweep and read only after.
  // A card is one or the other in a given set, so one array holds both (half
  // the memory: at 10 pairs and up, what decides whether the tables stay in
  // the caches and, between solves, in the heap).
  // Allocated without being written (UnwrittenArray): a set's row is filled
  // when the set is first reached (see reach()), so memory that no play
  // comes near is never touched (on a sparse 8 x 8 board with 16 pairs, most
  // of 10 MB). With 28 pairs the tables span 35 GiB, which a machine with
  // less memory gives only as a reservation (zeroed_array.hpp).
  UnwrittenArray<Entry> cost_or_walk;
  // Per set of pairs removed, each 0 until written, so the pages of sets
  // never reached are never touched (ZeroedArray):
  //  - floor_left: h(set) + 1 (h is below 255: at most 31 pairs of floor 5,
  //    and 16 extra keys), or 0 until the set is first reached and its row
  //    of cost_or_walk filled (kNotReached);
  //  - unexpanded: bit c, the state with the cursor on card c is reached,
  //    not expanded;
  //  - waiting: kUnreached minus the least f of its states reached but not
  //    expanded, or 0 when none waits (kNothingWaiting). The complement
  //    makes "none" 0; the least f is the largest entry.
  ZeroedArray<std::uint8_t> floor_left;
  ZeroedArray<std::uint64_t> unexpanded;
  ZeroedArray<Entry> waiting;
  Entry best_play = kUnreached;  // the cheapest play found (a state of the full set)
};

// The two cards of every label, numbered pair by pair in row-major order of
// their first cell.
// One pass over the cells; with more than kMaxPairs labels (refused by the
// search) only the first kMaxPairs + 1 pairs, and `cards` counts them all.
std::vector<int> collect_card_cells(const Board& board, std::uint64_t& cards) {
  std::vector<int> cells;
  std::vector<std::int64_t> labels;
  // Room for every board the search takes (more pairs are refused later):
  // no growth on the way.
  cells.reserve(2 * kMaxPairs + 2);
  labels.reserve(kMaxPairs + 1);
  const std::vector<std::int64_t>& all = board.labels();
  cards = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i] == 0) continue;
    ++cards;
    if (labels.size() > kMaxPairs) continue;
    const auto known = std::find(labels.begin(), labels.end(), all[i]);
    if (known == labels.end()) {
      labels.push_back(all[i]);
      cells.push_back(static_cast<int>(i));
      cells.push_back(-1);
    } else {
      cells[static_cast<std::size_t>(known - labels.begin()) * 2 + 1] = static_cast<int>(i);
    }
  }
  return cells;
}

std::vector<CardRoutes> floor_routes(const Board& board, const std::vector<int>& card_cells) {
  // Looked up among the cards (at most 62), with nothing per cell: on a
  // board of millions of cells that would be the search's first pass
  // over them, before any stop is looked at.
  std::vector<Cell> card_at;
  card_at.reserve(card_cells.size());
  for (const int cell : card_cells) card_at.push_back(board.cell_at(static_cast<std::size_t>(cell)));
  const auto card_on = [&](Cell cell) {
    for (std::size_t card = 0; card < card_at.size(); ++card) {
      if (card_at[card] == cell) return static_cast<int>(card);
    }
    return -1;
  };
  // The cards strictly between two cells of one line.
  const auto cards_between = [&](Cell x, Cell y) {
    std::uint64_t cards = 0;
    for (std::size_t card = 0; card < card_at.size(); ++card) {
      const Cell at = card_at[card];
      const bool between = x.row == y.row
                               ? at.row == x.row && std::min(x.col, y.col) < at.col && at.col < std::max(x.col, y.col)
                               : at.col == x.col && std::min(x.row, y.row) < at.row && at.row < std::max(x.row, y.row);
      cards |= static_cast<std::uint64_t>(between) << card;
    }
    return cards;
  };
  // The pairs with a card strictly between two cells of one line.
  const auto pairs_between = [&](Cell x, Cell y) {
    std::uint64_t pairs = 0;
    for (std::uint64_t cards = cards_between(x, y); cards; cards &= cards - 1) {
      pairs |= std::uint64_t{1} << (std::countr_zero(cards) / 2);
    }
    return pairs;
  };
  const auto neighbours = [](Cell x, Cell y) { return std::abs(x.row - y.row) + std::abs(x.col - y.col) == 1; };
  // Whether `to` is the last cell of the line from `from` towards it.
  const auto at_edge = [&](Cell from, Cell to) {
    if (to.row == from.row) return to.col > from.col ? to.col == board.cols() - 1 : to.col == 0;
    return to.row > from.row ? to.row == board.rows() - 1 : to.row == 0;
  };
  std::vector<CardRoutes> all(card_cells.size());
  for (std::size_t card = 0; card < card_cells.size(); ++card) {
    const Cell from = board.cell_at(static_cast<std::size_t>(card_cells[card]));
    const Cell to = board.cell_at(static_cast<std::size_t>(card_cells[card ^ 1]));
    CardRoutes& mine = all[card];
    if (from.row == to.row || from.col == to.col) {
      mine.floor_walk = 1;
      mine.routes[0].must_be_gone = neighbours(from, to) ? 0 : pairs_between(from, to);
      mine.count = 1;
      mine.cards_between = neighbours(from, to) ? 0 : cards_between(from, to);
      continue;
    }
    mine.floor_walk = 2;
    for (const Cell corner : {Cell{from.row, to.col}, Cell{to.row, from.col}}) {
      FloorRoute route;
      if (!neighbours(from, corner)) {
        route.must_be_gone |= pairs_between(from, corner);
        if (!at_edge(from, corner)) {
          const int card = card_on(corner);
          if (card < 0) continue;  // an empty cell inside the board never stops a jump
          route.must_be_there |= std::uint64_t{1} << (card / 2);
        }
      }
      if (!neighbours(corner, to)) route.must_be_gone |= pairs_between(corner, to);
      mine.routes[static_cast<std::size_t>(mine.count++)] = route;
    }
  }
  return all;
}

// The walk from a card to its partner at its floor when a route is open
// with the pairs `present_pairs` there, or kUnreached (a sweep must tell).
// Also, on one line with exactly one card between, 2 keys: a jump to that
// card, a jump on to the partner. Not fewer (the jump stops at it), and with
// two or more cards between, not 2 either: the cell reached by the first key
// shares a line with both cards, so it lies on their line, and strictly
// between them (a jump from beyond a card stops at that card); getting there
// is an arrow to the neighbour or a jump to the first card between, and
// leaving it for the partner needs nothing between it and the partner (or
// being its neighbour), which leaves room for one card at most.
std::uint32_t walk_from_routes(const CardRoutes& routes, std::uint64_t present_pairs, std::uint64_t present_cards) {
  for (int i = 0; i < routes.count; ++i) {
    const FloorRoute& route = routes.routes[static_cast<std::size_t>(i)];
    if ((route.must_be_gone & present_pairs) == 0 && (route.must_be_there & ~present_pairs) == 0) {
      return routes.floor_walk;
    }
  }
  const std::uint64_t between = routes.cards_between & present_cards;
  if (routes.floor_walk == 1 && between != 0 && (between & (between - 1)) == 0) return 2;  // exactly one
  return detail::kUnreached;
}

// Tables over at most this many constrained pairs (64 KB); with more, the
// bound leaves them out (extra() = 0 for them: still a lower bound, still
// consistent, as dropping pairs only drops terms that are never negative).
constexpr std::size_t kMostConstrainedPairs = 16;

ExtraKeys extra_keys(const std::vector<CardRoutes>& routes) {
  const int pair_count = static_cast<int>(routes.size() / 2);
  // The free pairs, to a fixed point: a pair is free when some route's
  // conditions name only free pairs.
  std::uint64_t free = 0;
  for (bool grew = true; grew;) {
    grew = false;
    for (int pair = 0; pair < pair_count; ++pair) {
      if (free >> pair & 1) continue;
      for (int card : {2 * pair, 2 * pair + 1}) {
        const CardRoutes& mine = routes[static_cast<std::size_t>(card)];
        for (int r = 0; r < mine.count; ++r) {
          const FloorRoute& route = mine.routes[static_cast<std::size_t>(r)];
          if (((route.must_be_gone | route.must_be_there) & ~free) == 0) {
            free |= std::uint64_t{1} << pair;
            grew = true;
          }
        }
      }
    }
  }
  ExtraKeys extra;
  extra.constrained.reserve(kMostConstrainedPairs);
  for (int pair = 0; pair < pair_count; ++pair) {
    if (!(free >> pair & 1) && extra.constrained.size() < kMostConstrainedPairs) extra.constrained.push_back(pair);
  }
  const std::size_t count = extra.constrained.size();
  // Each constrained pair's routes (at most 2 per card) in the table's
  // bits; a condition on a free pair (or one left out) is met by the
  // wildcard. Unused ones never open: they want the pair itself gone, and
  // it is there whenever it is asked about.
  struct Route {
    std::size_t gone;
    std::size_t there;
  };
  std::vector<std::array<Route, 4>> routes_of(count);
  std::vector<std::size_t> bit_of_pair(static_cast<std::size_t>(pair_count), 0);  // 0: not constrained
  for (std::size_t i = 0; i < count; ++i)
    bit_of_pair[static_cast<std::size_t>(extra.constrained[i])] = std::size_t{1} << i;
  const auto to_bits = [&](std::uint64_t pairs) {
    std::size_t bits = 0;
    for (; pairs; pairs &= pairs - 1) bits |= bit_of_pair[static_cast<std::size_t>(std::countr_zero(pairs))];
    return bits;
  };
  for (std::size_t i = 0; i < count; ++i) {
    routes_of[i].fill(Route{std::size_t{1} << i, 0});
    std::size_t next = 0;
    for (int card : {2 * extra.constrained[i], 2 * extra.constrained[i] + 1}) {
      const CardRoutes& mine = routes[static_cast<std::size_t>(card)];
      for (int r = 0; r < mine.count; ++r) {
        const FloorRoute& route = mine.routes[static_cast<std::size_t>(r)];
        routes_of[i][next++] = Route{to_bits(route.must_be_gone), to_bits(route.must_be_there)};
      }
    }
  }
  // Sets of subsets of the constrained pairs are bitsets: bit t of word w
  // stands for subset 64 w + t. Slice j is the set of subsets holding pair j.
  const std::size_t subsets = std::size_t{1} << count;
  const std::size_t words = (subsets + 63) / 64;
  constexpr std::array<std::uint64_t, 6> kLowSlices = {0xAAAAAAAAAAAAAAAAULL, 0xCCCCCCCCCCCCCCCCULL,
                                                       0xF0F0F0F0F0F0F0F0ULL, 0xFF00FF00FF00FF00ULL,
                                                       0xFFFF0000FFFF0000ULL, 0xFFFFFFFF00000000ULL};
  const auto slice = [&](std::size_t j, std::size_t w) -> std::uint64_t {
    if (j < 6) return kLowSlices[j];
    return (w >> (j - 6) & 1) ? ~std::uint64_t{0} : 0;
  };
  // open_sets[i * words + w]: the subsets there with which pair i has a
  // route open; a few word operations per route, not a test per subset.
  std::vector<std::uint64_t> open_sets(count * words, 0);
  for (std::size_t i = 0; i < count; ++i) {
    for (const Route& route : routes_of[i]) {
      for (std::size_t w = 0; w < words; ++w) {
        std::uint64_t open = ~std::uint64_t{0};
        for (std::size_t bits = route.gone; bits; bits &= bits - 1) {
          open &= ~slice(static_cast<std::size_t>(std::countr_zero(bits)), w);
        }
        for (std::size_t bits = route.there; bits; bits &= bits - 1) {
          open &= slice(static_cast<std::size_t>(std::countr_zero(bits)), w);
        }
        open_sets[i * words + w] |= open;
      }
    }
  }
  // extra(T) level by level, on all subsets at once: within_v = {T :
  // extra(T) <= v} holds the empty set and every T with a pair i in it such
  // that T - i is in within_v and i has a route open with T there (a free
  // removal), or T - i is in within_(v-1) (a paid one). The free removals
  // chain, so each level is a fixed point, reached in at most `count`
  // rounds. extra(T) is then the number of levels T is not in; the last
  // level holds every subset (extra(T) <= |T|).
  //   "T - i" as a bitset operation: for i < 6 the subsets T and T - 2^i
  // share a word, a shift left by 2^i; for i >= 6, word w - 2^(i - 6).
  const std::uint64_t valid = subsets >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << subsets) - 1;
  std::vector<std::uint64_t> below(words, 0);  // within_(v-1); none for v = 0
  std::vector<std::uint64_t> within(words, 0);
  extra.table.assign(subsets, 0);
  for (;;) {
    within = below;
    within[0] |= 1;  // the empty set
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t w = 0; w < words; ++w) {
          std::uint64_t without_i = 0;
          std::uint64_t below_without_i = 0;
          if (i < 6) {
            without_i = kLowSlices[i] & within[w] << (std::size_t{1} << i);
            below_without_i = kLowSlices[i] & below[w] << (std::size_t{1} << i);
          } else if (w >> (i - 6) & 1) {
            without_i = within[w - (std::size_t{1} << (i - 6))];
            below_without_i = below[w - (std::size_t{1} << (i - 6))];
          }
          const std::uint64_t joined = within[w] | (open_sets[i * words + w] & without_i) | below_without_i;
          grew |= joined != within[w];
          within[w] = joined;
        }
      }
    }
    bool all_within = true;
    for (std::size_t w = 0; w < words; ++w) all_within &= (within[w] & valid) == valid;
    if (all_within) break;
    for (std::size_t there = 0; there < subsets; ++there) {
      extra.table[there] = static_cast<std::uint8_t>(extra.table[there] + (~within[there / 64] >> (there % 64) & 1));
    }
    below.swap(within);
  }
  return extra;
}

// The chunk tables of FloorChunks, each entry from the one without its
// lowest pair.
FloorChunks floor_chunks(const std::vector<std::uint32_t>& pair_floor, const ExtraKeys& extra) {
  static_assert(kMostConstrainedPairs <= 16, "the extra-keys index must fit an entry's low 16 bits");
  const auto pair_count = static_cast<int>(pair_floor.size());
  std::vector<std::uint32_t> index_bit(pair_floor.size(), 0);  // [pair]: its bit in the extra-keys index, if any
  for (std::size_t i = 0; i < extra.constrained.size(); ++i) {
    index_bit[static_cast<std::size_t>(extra.constrained[i])] = std::uint32_t{1} << i;
  }
  FloorChunks chunks;
  const int chunk_count = (pair_count + FloorChunks::kPairsPerChunk - 1) / FloorChunks::kPairsPerChunk;
  chunks.entries.assign(static_cast<std::size_t>(chunk_count) * FloorChunks::kEntries, 0);
  for (int chunk = 0; chunk < chunk_count; ++chunk) {
    const int first_pair = chunk * FloorChunks::kPairsPerChunk;
    const int pairs_here = std::min(FloorChunks::kPairsPerChunk, pair_count - first_pair);
    std::uint32_t* entry = &chunks.entries[static_cast<std::size_t>(chunk) * FloorChunks::kEntries];
    for (std::size_t left = 1; left < std::size_t{1} << pairs_here; ++left) {
      const std::size_t pair = static_cast<std::size_t>(first_pair) + static_cast<std::size_t>(std::countr_zero(left));
      entry[left] = entry[left & (left - 1)] + (pair_floor[pair] << 16 | index_bit[pair]);
    }
  }
  return chunks;
}

// h(removed): the floors of the pairs still there, and the extra keys they
// must pay (extra_keys(), consistent as shown there).
std::uint32_t floor_of_pairs_left(const SearchBase& ctx, std::uint64_t removed) {
  const std::uint64_t all_pairs = (std::uint64_t{1} << ctx.pair_count) - 1;
  std::uint32_t packed = 0;
  std::size_t chunk_base = 0;
  for (std::uint64_t left = all_pairs & ~removed; left; left >>= FloorChunks::kPairsPerChunk) {
    packed += ctx.floor_chunks.entries[chunk_base + (left & (FloorChunks::kEntries - 1))];
    chunk_base += FloorChunks::kEntries;
  }
  return (packed >> 16) + ctx.extra.table[packed & 0xFFFF];
}

// Where a source of distances stands: a card's cell, or the start's cell for
// the start's id (card_count).
int source_cell(const SearchBase& ctx, int source) {
  return source == ctx.card_count ? ctx.start_cell : ctx.card_cells[static_cast<std::size_t>(source)];
}

// The cards of `pairs` (bit per pair), bit per card.
// Each of the low 32 bits spread to two (pair j to cards 2j and 2j + 1),
// by the usual bit-interleaving steps instead of a loop over the pairs.
std::uint64_t cards_of_pairs(std::uint64_t pairs) {
  std::uint64_t spread = pairs & 0xFFFFFFFFULL;
  spread = (spread | spread << 16) & 0x0000FFFF0000FFFFULL;
  spread = (spread | spread << 8) & 0x00FF00FF00FF00FFULL;
  spread = (spread | spread << 4) & 0x0F0F0F0F0F0F0F0FULL;
  spread = (spread | spread << 2) & 0x3333333333333333ULL;
  spread = (spread | spread << 1) & 0x5555555555555555ULL;
  return spread | spread << 1;
}

// The cost of the state of set `removed` with the cursor on `cursor` (a
// card id, or the start's id in set 0, whose cost is 0).
template <class Entry>
std::uint32_t state_cost(const SearchContext<Entry>& ctx, std::uint64_t removed, int cursor) {
  if (removed == 0) return 0;
  return ctx.cost_or_walk[removed * static_cast<std::size_t>(ctx.card_count) + static_cast<std::size_t>(cursor)];
}

// h of a set already reached (SearchContext::floor_left holds it plus one).
template <class Entry>
std::uint32_t floor_of(const SearchContext<Entry>& ctx, std::uint64_t removed) {
  return ctx.floor_left[removed] - 1U;
}

// Counts the pages of set `removed`'s entries in the tables as written (they
// are, or will be before the set is used: see reach()).
template <class Entry>
void count_pages_of_set(SearchContext<Entry>& ctx, std::uint64_t removed) {
  const auto stride = static_cast<std::size_t>(ctx.card_count);
  ctx.pages->write(kCostOrWalkTable, &ctx.cost_or_walk[removed * stride], stride * sizeof(Entry));
  ctx.pages->write(kFloorLeftTable, &ctx.floor_left[removed], sizeof(std::uint8_t));
  ctx.pages->write(kUnexpandedTable, &ctx.unexpanded[removed], sizeof(std::uint64_t));
  ctx.pages->write(kWaitingTable, &ctx.waiting[removed], sizeof(Entry));
  ++ctx.sets_reached;
}

// The most memory the tables hold once the set `removed` is expanded, under
// a memory budget smaller than the tables: the pages written so far, the
// pages the sets it can reach may write (most_bytes_of_sets()), and the
// stack of sets to expand.
template <class Entry>
std::uint64_t table_bytes_after(const SearchContext<Entry>& ctx, std::uint64_t removed) {
  const auto pairs_left = static_cast<std::uint64_t>(ctx.pair_count - std::popcount(removed));
  return ctx.pages->bytes() + most_bytes_of_sets(pairs_left, ctx.sets_reached, ctx.card_count * sizeof(Entry));
}

// SearchContext::waiting's entry for a least f of `f` (below kUnreached),
// and the least f of an entry (kUnreached for kNothingWaiting).
template <class Entry>
Entry waiting_entry(std::uint32_t f) {
  return static_cast<Entry>(SearchContext<Entry>::kUnreached - f);
}
template <class Entry>
std::uint32_t waiting_f(Entry entry) {
  return SearchContext<Entry>::kUnreached - entry;
}

// Fills the row of costs of the set `removed` the first time it is reached.
// Under a memory budget smaller than the tables, the pages this writes, and
// those the search writes later for this set (its unexpanded and waiting
// entries), are counted here: only a reached set's entries are ever written.
template <class Entry>
void reach(SearchContext<Entry>& ctx, std::uint64_t removed) {
  if (ctx.floor_left[removed] != kNotReached) return;
  ctx.floor_left[removed] = static_cast<std::uint8_t>(floor_of_pairs_left(ctx, removed) + 1);
  const auto stride = static_cast<std::size_t>(ctx.card_count);
  std::fill_n(&ctx.cost_or_walk[removed * stride], stride, SearchContext<Entry>::kUnreached);
  if (ctx.pages != nullptr) count_pages_of_set(ctx, removed);
}

// Expands, from the set `removed`, the states this pass may: every way to
// remove one more pair. When the stop comes during its sweep (boards over
// 64 cells), its states are marked expanded but nothing is relaxed from
// them, and the search ends (the stop stays).
template <class Entry, class Distances>
void expand(SearchContext<Entry>& ctx, Distances& distances, std::uint64_t removed) {
  using Ctx = SearchContext<Entry>;
  const auto stride = static_cast<std::size_t>(ctx.card_count);
  const std::uint64_t all_pairs = (std::uint64_t{1} << ctx.pair_count) - 1;
  const std::uint32_t floor_here = floor_of(ctx, removed);

  // Step 1. The states to expand: reached, not expanded, f <= bound (a
  // state with f above the bound cannot be on a play of cost <= bound, as f
  // never decreases along a play). The others wait for a later pass.
  std::array<int, 64>& cursors = ctx.cursors;
  std::size_t kept = 0;
  Entry still_waiting = kNothingWaiting;
  // The first sweep of a set also gives its partner walks; until then they
  // are kUnreached (reach()). Set 0 (the start, expanded once) has no row
  // filled but is swept only once.
  Entry* partner_walk = &ctx.cost_or_walk[removed * stride];  // the cards still there
  const std::uint64_t present_cards = cards_of_pairs(all_pairs & ~removed);
  const bool first_sweep = removed == 0 || partner_walk[std::countr_zero(present_cards)] == Ctx::kUnreached;
  if (removed == 0) {
    cursors[kept++] = ctx.card_count;
  } else {
    const Entry* cost = &ctx.cost_or_walk[removed * stride];
    std::uint64_t taken = 0;
    // Branch-free: which states pass is close to a coin toss.
    for (std::uint64_t open = ctx.unexpanded[removed]; open; open &= open - 1) {
      const int card = std::countr_zero(open);
      const std::uint32_t f = cost[card] + floor_here;
      const bool now = f <= ctx.bound;
      cursors[kept] = card;
      kept += static_cast<std::size_t>(now);
      taken |= static_cast<std::uint64_t>(now) << card;
      still_waiting = std::max(still_waiting, now ? Entry{kNothingWaiting} : waiting_entry<Entry>(f));
    }
    ctx.unexpanded[removed] &= ~taken;
  }
  ctx.waiting[removed] = still_waiting;
  if (kept == 0) return;
  ctx.stats.states += kept;

  // Step 2. One sweep for the set: from the cursors to every card left, and
  // the first time also from the cards left whose partner walk the routes
  // do not tell.
  // The cursors form one wave (distances.hpp): each starts as many keys
  // late as its cost exceeds the least, so the wave reaches each card at the
  // least cost over the cursors of coming there, which is all a new state
  // needs. Which cursor it came from is found again for the witness only
  // (trace_play()).
  std::vector<detail::WaveStart>& wave = ctx.wave;
  wave.clear();
  std::uint32_t least = detail::kUnreached;
  for (std::size_t i = 0; i < kept; ++i) least = std::min(least, state_cost(ctx, removed, cursors[i]));
  for (std::size_t i = 0; i < kept; ++i) {
    const std::uint32_t cost = state_cost(ctx, removed, cursors[i]);
    wave.push_back({source_cell(ctx, cursors[i]), static_cast<int>(cost - least)});
  }
  // A partner walk at its floor is known from the routes (floor_routes());
  // only the others need the sweep.
  std::uint64_t walks_to_sweep = 0;
  std::uint64_t walks_swept = 0;
  if (first_sweep) {
    for (std::uint64_t bits = present_cards; bits; bits &= bits - 1) {
      const int card = std::countr_zero(bits);
      const std::uint32_t walk =
          walk_from_routes(ctx.routes[static_cast<std::size_t>(card)], all_pairs & ~removed, present_cards);
      partner_walk[card] = static_cast<Entry>(std::min<std::uint32_t>(walk, Ctx::kUnreached));
      const bool unknown = partner_walk[card] == Ctx::kUnreached;
      walks_to_sweep |= static_cast<std::uint64_t>(unknown) << card;
      walks_swept += static_cast<std::uint64_t>(unknown);
    }
  }
  if (!distances.sweep(present_cards, wave, walks_to_sweep, partner_walk, ctx.stop)) return;
  ++ctx.stats.distance_sweeps;

  // Step 3. Relax every way on: pair `pair` next, flipping `first` first,
  // leaves the cursor on its partner at cost
  //   here + walk(cursor, first) + Enter + walk(first, partner) + Enter.
  // A new state waits for the pass its f allows; when that is this pass,
  // its set goes on the stack of sets to expand next. Reaching the full set
  // ends the search in search_passes().
  // Every candidate and f here fits below Ctx::kUnreached: see
  // table_entry_bytes().
  const Entry bound_entry = waiting_entry<Entry>(ctx.bound);
  int pairs_left = 0;
  for (std::uint64_t left = all_pairs & ~removed; left; left &= left - 1) {
    const int pair = std::countr_zero(left);
    ++pairs_left;
    const std::uint64_t after = removed | std::uint64_t{1} << pair;
    reach(ctx, after);
    const std::uint32_t floor_after = floor_of(ctx, after);
    Entry* after_cost = &ctx.cost_or_walk[after * stride];
    const bool was_to_expand = ctx.waiting[after] >= bound_entry;
    for (int first : {2 * pair, 2 * pair + 1}) {
      const int second = first ^ 1;
      const std::uint32_t candidate = least + distances.wave_distance(first) + partner_walk[first] + 2;
      // Branch-free, for the same reason. A better candidate is never for an
      // expanded state: its cost is final (consistency, above).
      const bool better = candidate < after_cost[second];
      after_cost[second] = better ? static_cast<Entry>(candidate) : after_cost[second];
      ctx.unexpanded[after] |= static_cast<std::uint64_t>(better) << second;
      ctx.waiting[after] =
          std::max(ctx.waiting[after], better ? waiting_entry<Entry>(candidate + floor_after) : Entry{kNothingWaiting});
      if (after == all_pairs) ctx.best_play = std::min(ctx.best_play, after_cost[second]);
    }
    // Now within the bound: to expand in this pass (the full set ends the
    // search instead).
    if (!was_to_expand && ctx.waiting[after] >= bound_entry && after != all_pairs) {
      ctx.to_expand[ctx.to_expand_size++] = static_cast<std::uint32_t>(after);
    }
  }
  // The work: about 16 units a word of the sweep (a word's levels cost about
  // as much as sweeping 16 cells one by one), a few a pair left for the
  // relaxations. (A sweep over cells reports its own work as it goes.)
  ctx.stop->add_work(16 * (1 + walks_swept) + 4 * static_cast<std::uint64_t>(pairs_left) + kept);
  if (const int pairs_removed = ctx.pair_count - pairs_left; pairs_removed > ctx.deepest_pairs) {
    ctx.deepest_pairs = pairs_removed;
    ctx.deepest_expanded = removed;
  }
}

// The scans over every set report their work to the stop this many sets at
// a time (a set is about a unit).
constexpr std::uint64_t kSetsPerTick = 4096;

// Calls scan(begin, end) over the sets below `full` whose waiting entries
// may be other than kNothingWaiting, a slice of kSetsPerTick sets of work
// at a time; false when the stop came first. Under a budget smaller than
// the tables (ctx.pages), only the sets on pages written: a page never
// written holds kNothingWaiting (zero) alone, and reading it could take a
// page of memory the budget does not count (touched_pages.hpp: seen on a
// kernel that does not map the zero page for reads, where the scans of a
// 24-pair board's 32 MiB of waiting entries took all of it under a budget
// of 8 MiB).
template <class Entry, class Scan>
bool scan_waiting(const SearchContext<Entry>& ctx, std::uint64_t full, Scan scan) {
  for (std::uint64_t first = 0; first < full; first += kSetsPerTick) {
    const std::uint64_t end = std::min(full, first + kSetsPerTick);
    if (ctx.stop->add_work(end - first)) return false;
    if (ctx.pages == nullptr) {
      scan(first, end);
    } else {
      ctx.pages->for_each_written(kWaitingTable, &ctx.waiting[0], first, end, scan);
    }
  }
  return true;
}

// Passes with bounds h(start), then the least f left waiting each time,
// until a play is found, each pass depth first (see the top of this file).
// Returns true when the search ended with a proved answer: then
// ctx.best_play is the answer and its final state is in the full set.
// Returns false when the stop came first: then no play costs less than
// ctx.bound (every state with f below it was expanded), and
// ctx.best_play, if reached, is the cheapest play found so far.
template <class Entry, class Distances>
bool search_passes(SearchContext<Entry>& ctx, Distances& distances, std::size_t set_count) {
  const std::uint64_t full = set_count - 1;
  WorkStop& stop = *ctx.stop;
  const Entry* waiting = &ctx.waiting[0];
  ctx.waiting[0] = waiting_entry<Entry>(ctx.start_cost_floor);
  ctx.bound = ctx.start_cost_floor;
  for (;;) {
    // The sets with states waiting within the new bound; the ones reached
    // from them are pushed as they come (expand()). The scans go a slice
    // of sets at a time, the inner loops plain enough to vectorize.
    ctx.to_expand_size = 0;
    const Entry bound_entry = waiting_entry<Entry>(ctx.bound);
    const bool listed = scan_waiting(ctx, full, [&](std::uint64_t begin, std::uint64_t end) {
      for (std::uint64_t removed = begin; removed < end; ++removed) {
        if (waiting[removed] >= bound_entry) ctx.to_expand[ctx.to_expand_size++] = static_cast<std::uint32_t>(removed);
      }
    });
    if (!listed) return false;
    while (ctx.to_expand_size != 0) {
      const std::uint64_t removed = ctx.to_expand[--ctx.to_expand_size];
      // Under a budget smaller than the tables: stop before an expansion
      // that could write past it. This is a stop between two expansions,
      // like a time limit's, so all the range it leaves is proved the same
      // way (the top of this file).
      if (ctx.pages != nullptr && table_bytes_after(ctx, removed) > ctx.table_budget) {
        ctx.stopped_at_memory_budget = true;
        stop.stop_now();
        return false;
      }
      expand(ctx, distances, removed);
      // Every play cheaper than the bound was ruled out by the passes
      // before, so a play within the bound is optimal.
      if (ctx.best_play <= ctx.bound) return true;
      if (stop.stopped()) return false;
    }
    Entry most_waiting = kNothingWaiting;
    const bool scanned = scan_waiting(ctx, full, [&](std::uint64_t begin, std::uint64_t end) {
      for (std::uint64_t removed = begin; removed < end; ++removed)
        most_waiting = std::max(most_waiting, waiting[removed]);
    });
    if (!scanned) return false;
    const std::uint32_t next_bound = waiting_f(most_waiting);
    // Nothing waits below next_bound, so no play costs less than it: a play
    // found that costs at most that is optimal.
    if (ctx.best_play <= next_bound) return true;
    ctx.bound = next_bound;
  }
}

// One shortest walk for the witness: on the packed bitboards when the board
// fits them, else a breadth-first search over cells.
template <class Distances>
void append_walk(const Distances& distances, const Board& current, std::uint64_t present_cells, Cell from, Cell to,
                 std::vector<Key>& keys) {
  if constexpr (std::is_same_v<Distances, detail::PackedBitboardDistances>) {
    distances.append_walk(static_cast<int>(current.index(from)), static_cast<int>(current.index(to)), present_cells,
                          keys);
  } else {
    const std::vector<Key> walk = detail::shortest_walk(current, from, to);
    keys.insert(keys.end(), walk.begin(), walk.end());
  }
}

// The order of a play, as the second card of each pair: back from its
// final state (the full set, the cursor on `last`), each time a state of
// the set before from which it was reached at its cost. Such a state is
// among the expanded ones: a state's cost is the least over the cursors of
// the wave that reached it (expand()), all expanded, and their costs final.
// (After a stop this holds too: every cost in the table was set by a
// relaxation from expanded states, and a state marked expanded whose sweep
// the stop cut short is taken only if its cost and a fresh walk from it
// give the cost exactly, which makes the play valid all the same.)
// Traced from any state (`removed`, the cursor on `last`) of cost `cost`
// whose cost was set by a relaxation, the same way gives its prefix.
template <class Entry, class Distances>
std::vector<int> trace_play(SearchContext<Entry>& ctx, Distances& distances, std::uint64_t removed, int last,
                            std::uint32_t cost) {
  const auto stride = static_cast<std::size_t>(ctx.card_count);
  const std::uint64_t all_pairs = (std::uint64_t{1} << ctx.pair_count) - 1;
  std::vector<int> seconds;
  seconds.reserve(static_cast<std::size_t>(ctx.pair_count));
  seconds.push_back(last);
  for (int card = last;;) {
    const std::uint64_t before = removed & ~(std::uint64_t{1} << (card / 2));
    const int first = card ^ 1;
    const std::uint32_t pair_keys = ctx.cost_or_walk[before * stride + static_cast<std::size_t>(first)] + 2;
    const std::uint64_t present_cards = cards_of_pairs(all_pairs & ~before);
    std::vector<detail::MultiSourceDistances::Source>& sources = ctx.sources;
    sources.clear();
    if (before == 0) {
      sources.push_back({ctx.card_count, ctx.start_cell, first});
    } else {
      // The expanded states: reached (a cost) and not waiting.
      const Entry* before_cost = &ctx.cost_or_walk[before * stride];
      for (std::uint64_t bits = cards_of_pairs(before) & ~ctx.unexpanded[before]; bits; bits &= bits - 1) {
        const int cursor = std::countr_zero(bits);
        if (before_cost[cursor] != SearchContext<Entry>::kUnreached) {
          sources.push_back({cursor, source_cell(ctx, cursor), first});
        }
      }
    }
    distances.run(present_cards, sources);
    int from = -1;
    std::uint32_t from_cost = 0;
    for (const detail::MultiSourceDistances::Source& source : sources) {
      const std::uint32_t here = state_cost(ctx, before, source.id);
      if (here + distances.distance(source.id, first) + pair_keys == cost) {
        from = source.id;
        from_cost = here;
        break;
      }
    }
    if (before == 0 || from < 0) break;  // from the start (from < 0 cannot happen, see above)
    seconds.push_back(from);
    card = from;
    cost = from_cost;
    removed = before;
  }
  std::reverse(seconds.begin(), seconds.end());
  return seconds;
}

// The keys of the play that removes the pairs in the order of `seconds`
// (the second card of each pair), each walk given by walk(current board,
// cards still there as cell bits (boards of at most 64 cells), from, to,
// keys); the answer is the number of keys. The board as it is at each step
// is kept only for walks that need it (kWalkReadsBoard): on a board of
// millions of cells the copy takes a while.
template <bool kWalkReadsBoard, class Walk>
void write_play(const Problem& problem, const std::vector<int>& card_cells, const std::vector<int>& seconds, Walk walk,
                Solution& solution) {
  const Board& board = problem.board;
  Board current = kWalkReadsBoard ? board : Board();
  // For the packed engine: the cells holding cards, one bit each.
  std::uint64_t present_cells = 0;
  if (board.cell_count() <= detail::PackedBitboardDistances::kMaxCells) {
    for (int cell : card_cells) present_cells |= std::uint64_t{1} << cell;
  }
  Cell cursor = problem.start;
  solution.keys.clear();
  solution.steps.clear();
  solution.steps.reserve(seconds.size());
  for (int second : seconds) {
    PairStep step;
    step.first = board.cell_at(static_cast<std::size_t>(card_cells[static_cast<std::size_t>(second ^ 1)]));
    step.second = board.cell_at(static_cast<std::size_t>(card_cells[static_cast<std::size_t>(second)]));
    walk(current, present_cells, cursor, step.first, step.keys);
    step.keys.push_back(Key::kEnter);
    walk(current, present_cells, step.first, step.second, step.keys);
    step.keys.push_back(Key::kEnter);
    solution.keys.insert(solution.keys.end(), step.keys.begin(), step.keys.end());
    if constexpr (kWalkReadsBoard) {
      current.set(step.first, 0);
      current.set(step.second, 0);
    }
    if (present_cells != 0) {  // only kept for boards of at most 64 cells
      present_cells &= ~(std::uint64_t{1} << board.index(step.first) | std::uint64_t{1} << board.index(step.second));
    }
    cursor = step.second;
    solution.steps.push_back(std::move(step));
  }
  solution.answer = solution.keys.size();
}

// A walk of plain arrows: |row difference| vertical ones, then the
// horizontal ones. An arrow towards a cell of the board always moves one
// cell, whatever cards stand there, so the walk always arrives.
void append_arrow_walk(Cell from, Cell to, std::vector<Key>& keys) {
  keys.insert(keys.end(), static_cast<std::size_t>(std::abs(to.row - from.row)),
              to.row > from.row ? Key::kDown : Key::kUp);
  keys.insert(keys.end(), static_cast<std::size_t>(std::abs(to.col - from.col)),
              to.col > from.col ? Key::kRight : Key::kLeft);
}

// A play that the search needs no table for, so that a search stopped at
// any moment has one to answer with: greedily the pair whose walks of plain
// arrows (append_arrow_walk()) cost the least from where the cursor stands
// (ties: the lower card id), walked with arrows only. Its cost is an upper
// bound on the answer.
struct ArrowPlay {
  std::vector<int> seconds;  // the second card of each pair, in order
  std::uint64_t cost = 0;
};

ArrowPlay greedy_arrow_play(const Board& board, const std::vector<int>& card_cells, Cell start) {
  const auto manhattan = [](Cell a, Cell b) {
    return static_cast<std::uint64_t>(std::abs(a.row - b.row)) + static_cast<std::uint64_t>(std::abs(a.col - b.col));
  };
  ArrowPlay play;
  const std::size_t card_count = card_cells.size();
  std::vector<bool> removed(card_count / 2, false);
  play.seconds.reserve(card_count / 2);
  Cell cursor = start;
  for (std::size_t step = 0; step < card_count / 2; ++step) {
    std::uint64_t best_cost = UINT64_MAX;
    std::size_t best_first = 0;
    for (std::size_t first = 0; first < card_count; ++first) {
      if (removed[first / 2]) continue;
      const Cell a = board.cell_at(static_cast<std::size_t>(card_cells[first]));
      const Cell b = board.cell_at(static_cast<std::size_t>(card_cells[first ^ 1]));
      const std::uint64_t cost = manhattan(cursor, a) + manhattan(a, b) + 2;
      if (cost < best_cost) {
        best_cost = cost;
        best_first = first;
      }
    }
    removed[best_first / 2] = true;
    play.seconds.push_back(static_cast<int>(best_first ^ 1));
    play.cost += best_cost;
    cursor = board.cell_at(static_cast<std::size_t>(card_cells[best_first ^ 1]));
  }
  return play;
}

void write_arrow_play(const Problem& problem, const std::vector<int>& card_cells, const std::vector<int>& seconds,
                      Solution& solution) {
  write_play<false>(
      problem, card_cells, seconds,
      [](const Board&, std::uint64_t, Cell from, Cell to, std::vector<Key>& keys) {
        append_arrow_walk(from, to, keys);
      },
      solution);
}

// After a stop on a board over 64 cells, the search's plays are traced and
// completed only when that is cheap: about pairs x cells steps of cell
// sweeps, kept to a few milliseconds, so that the answer still comes soon
// after the stop.
constexpr std::uint64_t kMostCellsToTraceAfterStop = std::uint64_t{1} << 18;

// From the state (`removed`, the cursor on `cursor`), greedily the pair
// whose walks cost the least (the walk to its first card, the walk on to
// its partner, two Enters; ties: the lower card id), until every pair is
// gone. Appends the second card of each pair to `seconds`; returns the keys.
template <class Entry, class Distances>
std::uint64_t complete_greedily(SearchContext<Entry>& ctx, Distances& distances, std::uint64_t removed, int cursor,
                                std::vector<int>& seconds) {
  const std::uint64_t all_pairs = (std::uint64_t{1} << ctx.pair_count) - 1;
  const int cursor_id = ctx.card_count;  // an id no card has
  int cursor_cell = source_cell(ctx, cursor);
  std::uint64_t keys = 0;
  std::vector<detail::MultiSourceDistances::Source>& sources = ctx.sources;
  while (removed != all_pairs) {
    const std::uint64_t present_cards = cards_of_pairs(all_pairs & ~removed);
    sources.clear();
    sources.push_back({cursor_id, cursor_cell, -1});
    for (std::uint64_t bits = present_cards; bits; bits &= bits - 1) {
      const int card = std::countr_zero(bits);
      sources.push_back({card, source_cell(ctx, card), card ^ 1});
    }
    distances.run(present_cards, sources);
    std::uint64_t best = UINT64_MAX;
    int best_first = 0;
    for (std::uint64_t bits = present_cards; bits; bits &= bits - 1) {
      const int card = std::countr_zero(bits);
      const std::uint64_t cost =
          std::uint64_t{distances.distance(cursor_id, card)} + distances.distance(card, card ^ 1) + 2;
      if (cost < best) {
        best = cost;
        best_first = card;
      }
    }
    keys += best;
    removed |= std::uint64_t{1} << (best_first / 2);
    seconds.push_back(best_first ^ 1);
    cursor_cell = source_cell(ctx, best_first ^ 1);
  }
  return keys;
}

// A play to answer with, as the second card of each pair in order.
struct Play {
  std::vector<int> seconds;
  std::uint64_t cost = UINT64_MAX;
  bool arrows = false;  // walked with arrows only (the arrow play)
};

// The plays a stopped search can answer with, the cheapest first, ties in
// this order: the search's best complete play, if it reached one; the
// greedy completion (complete_greedily()) of the deepest set it expanded,
// from its cheapest state there, traced back to the start; the arrow play.
// The first two only where tracing is cheap (kMostCellsToTraceAfterStop).
template <class Entry, class Distances>
Play play_after_stop(SearchContext<Entry>& ctx, Distances& distances, const Problem& problem, std::size_t set_count) {
  using Ctx = SearchContext<Entry>;
  const ArrowPlay arrow_play = greedy_arrow_play(problem.board, ctx.card_cells, problem.start);
  Play best;
  best.seconds = arrow_play.seconds;
  best.cost = arrow_play.cost;
  best.arrows = true;
  const auto cells = static_cast<std::uint64_t>(problem.board.cell_count());
  if (cells > detail::PackedBitboardDistances::kMaxCells &&
      cells * static_cast<std::uint64_t>(ctx.pair_count) > kMostCellsToTraceAfterStop) {
    return best;
  }
  const auto stride = static_cast<std::size_t>(ctx.card_count);
  // The deepest set expanded, from its cheapest expanded state.
  const std::uint64_t deepest = ctx.deepest_expanded;
  int cursor = ctx.card_count;  // the start, for set 0
  std::uint32_t cost = 0;
  if (deepest != 0) {
    cost = Ctx::kUnreached;
    for (std::uint64_t bits = cards_of_pairs(deepest) & ~ctx.unexpanded[deepest]; bits; bits &= bits - 1) {
      const int card = std::countr_zero(bits);
      const Entry here = ctx.cost_or_walk[deepest * stride + static_cast<std::size_t>(card)];
      if (here < cost) {
        cost = here;
        cursor = card;
      }
    }
  }
  // (The deepest set has an expanded state, of a final cost: it was set
  // after an expansion there. The test only guards the reading.)
  if (cost != Ctx::kUnreached) {
    Play completed;
    if (deepest != 0) completed.seconds = trace_play(ctx, distances, deepest, cursor, cost);
    completed.cost = cost + complete_greedily(ctx, distances, deepest, cursor, completed.seconds);
    if (completed.cost <= best.cost) best = std::move(completed);
  }
  if (ctx.best_play != Ctx::kUnreached && ctx.best_play <= best.cost) {
    const std::size_t full = (set_count - 1) * stride;
    int last = 0;
    while (ctx.cost_or_walk[full + static_cast<std::size_t>(last)] != ctx.best_play) ++last;
    best.seconds = trace_play(ctx, distances, set_count - 1, last, ctx.best_play);
    best.cost = ctx.best_play;
    best.arrows = false;
  }
  return best;
}

// The search, then the witness: the order of pairs and the keys. After a
// stop: the cheapest of the plays of play_after_stop().
template <class Entry, class Distances>
void search_and_trace(SearchContext<Entry>& ctx, Distances& distances, const Problem& problem, std::size_t set_count,
                      Solution& solution) {
  const bool proven = search_passes(ctx, distances, set_count);
  Play play;
  if (proven) {
    const std::size_t full = (set_count - 1) * static_cast<std::size_t>(ctx.card_count);
    int last = 0;
    while (ctx.cost_or_walk[full + static_cast<std::size_t>(last)] != ctx.best_play) ++last;
    // The order of pairs, read backwards from the best final state.
    play.seconds = trace_play(ctx, distances, set_count - 1, last, ctx.best_play);
  } else {
    play = play_after_stop(ctx, distances, problem, set_count);
  }
  if (play.arrows) {
    write_arrow_play(problem, ctx.card_cells, play.seconds, solution);
  } else {
    // The keys: shortest walks on the board as it is at each step.
    write_play<true>(
        problem, ctx.card_cells, play.seconds,
        [&distances](const Board& current, std::uint64_t present_cells, Cell from, Cell to, std::vector<Key>& keys) {
          append_walk(distances, current, present_cells, from, to, keys);
        },
        solution);
  }
  // A play that costs no more than the bound costs no more than any play.
  solution.proven = proven || solution.answer <= ctx.bound;
  solution.lower_bound = solution.proven ? solution.answer : ctx.bound;
}

// The bytes this build's addresses reach: 4 GiB in a 32-bit build (the
// browser page's WebAssembly); 0 in a 64-bit one, whose 2^64 bytes no table
// reaches (and a std::uint64_t cannot hold).
constexpr std::uint64_t kAddressSpaceBytes =
    sizeof(std::size_t) < sizeof(std::uint64_t) ? std::uint64_t{SIZE_MAX} + 1 : 0;

// Everything solve() decides before it searches: the cards, a bound on the
// cost of a play, the width of the table entries, and the memory it will
// take.
struct SearchPlan {
  std::uint64_t pairs = 0;
  std::vector<int> card_cells;
  // No play needs more keys: the arrow play (greedy_arrow_play()) walks at
  // most rows + cols - 2 arrows to each card and presses two Enters a pair.
  std::uint64_t cost_bound = 0;
  std::uint64_t entry_bytes = 0;  // 2 or 4
  std::uint64_t bytes = 0;        // see estimate_memory() in the header
  // Of `bytes`, the tables over the sets of pairs removed (SearchContext),
  // which the search writes only where it goes.
  std::uint64_t table_bytes = 0;
  // The least memory the search can start with: everything but the tables,
  // the bitmaps counting their pages, and room for the tables to expand
  // the start (minimum_memory() in the header). At most `bytes`.
  std::uint64_t least_bytes = 0;
};

// The heuristic's tables for P pairs: the routes, the floor chunks, and the
// extra-keys table and its bitsets over at most kMostConstrainedPairs pairs
// (extra_keys()).
std::uint64_t heuristic_tables_bytes(std::uint64_t pairs) {
  const std::uint64_t constrained = std::min<std::uint64_t>(pairs, kMostConstrainedPairs);
  const std::uint64_t subsets = std::uint64_t{1} << constrained;
  const std::uint64_t words = (subsets + 63) / 64;
  const std::uint64_t extra = subsets * sizeof(std::uint8_t) + (constrained + 2) * words * sizeof(std::uint64_t) +
                              constrained * 4 * 2 * sizeof(std::size_t) + pairs * sizeof(std::size_t);
  const std::uint64_t chunks = (pairs + FloorChunks::kPairsPerChunk - 1) / FloorChunks::kPairsPerChunk *
                               FloorChunks::kEntries * sizeof(std::uint32_t);
  return 2 * pairs * sizeof(CardRoutes) + pairs * sizeof(std::uint32_t) + extra + chunks;
}

// The width of the table entries: 2 bytes when every number the tables
// hold stays below 65535 (the 16-bit kUnreached), else 4. The numbers: the
// cost of an expanded state is at most the answer (its f is at most the
// pass bound, which never passes the answer), so at most `cost_bound`; a
// cost relaxed from it adds two walks and two Enters; a walk is at most
// rows + cols - 2 keys (arrows alone reach any cell); a waiting f adds h,
// below 255.
std::uint64_t table_entry_bytes(std::uint64_t cost_bound, std::uint64_t longest_walk) {
  const std::uint64_t largest = cost_bound + 2 * longest_walk + 2 + 255;
  return largest < std::numeric_limits<std::uint16_t>::max() ? 2 : 4;
}

SearchPlan plan_search(const Problem& problem) {
  const Board& board = problem.board;
  SearchPlan plan;
  std::uint64_t cards = 0;
  plan.card_cells = collect_card_cells(board, cards);
  plan.pairs = cards / 2;  // every label stands on two cells
  const auto cells = static_cast<std::uint64_t>(board.cell_count());
  const std::uint64_t board_bytes = cells * sizeof(std::int64_t);
  if (plan.pairs > kMaxPairs) {
    plan.bytes = UINT64_MAX;
    return plan;
  }
  const auto longest_walk = static_cast<std::uint64_t>(board.rows() + board.cols() - 2);
  plan.cost_bound = plan.pairs * (2 * longest_walk + 2);
  plan.entry_bytes = table_entry_bytes(plan.cost_bound, longest_walk);
  const std::uint64_t sets = std::uint64_t{1} << plan.pairs;
  // Per set: a row of 2P entries, h + 1, the mask of states waiting, the
  // waiting f, and room on the stack of sets to expand. Of these, h + 1,
  // the mask and the waiting f are ZeroedArrays.
  const std::uint64_t zeroed_per_set = sizeof(std::uint8_t) + sizeof(std::uint64_t) + plan.entry_bytes;
  const std::uint64_t per_set = 2 * plan.pairs * plan.entry_bytes + zeroed_per_set + sizeof(std::uint32_t);
  // Boards over 64 cells: the general distance engine, and for the witness
  // a copy of the board and a breadth-first search at a time.
  const std::uint64_t cell_sweeps = cells <= detail::PackedBitboardDistances::kMaxCells
                                        ? 0
                                        : detail::multi_source_distances_bytes(cells, 2 * plan.pairs) +
                                              cells * (sizeof(std::int64_t) + detail::kShortestWalkBytesPerCell);
  // The keys, twice (all of them, and per pair), with room for growth.
  const std::uint64_t keys = 3 * plan.cost_bound * sizeof(Key) + plan.pairs * sizeof(PairStep);
  plan.table_bytes = sets * per_set;
  plan.bytes = board_bytes + plan.table_bytes + heuristic_tables_bytes(plan.pairs) + cell_sweeps + keys;
  // Room for the start's set and to expand it: P sets more (see
  // table_bytes_after()); where calloc writes the whole block, the
  // ZeroedArrays whole.
  const std::uint64_t start_room = most_bytes_of_sets(plan.pairs + 1, 0, 2 * plan.pairs * plan.entry_bytes) +
                                   (kCallocWritesWholeBlock ? sets * zeroed_per_set : 0);
  plan.least_bytes = std::min(
      plan.bytes, plan.bytes - plan.table_bytes + TouchedPages::bitmap_bytes(plan.table_bytes, 4) + start_room);
  return plan;
}

// The search with table entries of type Entry, from `base` (everything
// but the tables).
//
// `table_budget`: the bytes the budget leaves for the tables and the bitmaps
// counting their pages; `whole_tables`: what the tables take when all
// written (SearchPlan::table_bytes). When the whole tables fit, nothing is counted;
// else the search counts the pages it writes and stops before they could
// pass it (search_passes()).
template <class Entry>
void search_with(SearchBase&& base, const Problem& problem, std::uint64_t whole_tables, std::uint64_t table_budget,
                 Solution& solution) {
  SearchContext<Entry> ctx;
  static_cast<SearchBase&>(ctx) = std::move(base);
  const Board& board = problem.board;
  const std::size_t set_count = std::size_t{1} << ctx.pair_count;
  const std::size_t state_count = set_count * static_cast<std::size_t>(ctx.card_count);
  ctx.cost_or_walk = UnwrittenArray<Entry>(state_count);
  ctx.floor_left = ZeroedArray<std::uint8_t>(set_count);
  ctx.unexpanded = ZeroedArray<std::uint64_t>(set_count);
  ctx.waiting = ZeroedArray<Entry>(set_count);
  ctx.to_expand = UnwrittenArray<std::uint32_t>(set_count);
  ctx.floor_left[0] = static_cast<std::uint8_t>(floor_of_pairs_left(ctx, 0) + 1);
  TouchedPages pages;
  if (whole_tables > table_budget) {
    pages.add_table(ctx.cost_or_walk.data(), state_count * sizeof(Entry));   // kCostOrWalkTable
    pages.add_table(&ctx.floor_left[0], set_count * sizeof(std::uint8_t));   // kFloorLeftTable
    pages.add_table(&ctx.unexpanded[0], set_count * sizeof(std::uint64_t));  // kUnexpandedTable
    pages.add_table(&ctx.waiting[0], set_count * sizeof(Entry));             // kWaitingTable
    if (kCallocWritesWholeBlock) {                                           // calloc has written them already
      pages.write(kFloorLeftTable, &ctx.floor_left[0], set_count * sizeof(std::uint8_t));
      pages.write(kUnexpandedTable, &ctx.unexpanded[0], set_count * sizeof(std::uint64_t));
      pages.write(kWaitingTable, &ctx.waiting[0], set_count * sizeof(Entry));
    }
    ctx.pages = &pages;
    ctx.table_budget = table_budget - TouchedPages::bitmap_bytes(whole_tables, 4);
    count_pages_of_set(ctx, 0);
  }

  // Both distance engines give the same numbers; the packed bitboards are
  // the fast one but need the board in one 64-bit word.
  if (board.cell_count() <= detail::PackedBitboardDistances::kMaxCells) {
    detail::PackedBitboardDistances distances(board.rows(), board.cols(), ctx.card_cells);
    search_and_trace(ctx, distances, problem, set_count, solution);
  } else {
    detail::MultiSourceDistances distances(board.rows(), board.cols(), ctx.card_cells);
    search_and_trace(ctx, distances, problem, set_count, solution);
  }
  solution.stats = ctx.stats;
  solution.stopped_at_memory_budget = ctx.stopped_at_memory_budget;
}

}  // namespace

std::uint64_t estimate_memory(const Problem& problem) { return plan_search(problem).bytes; }

std::uint64_t minimum_memory(const Problem& problem) { return plan_search(problem).least_bytes; }

Expected<Solution> solve(const Problem& problem, const SearchOptions& options) {
  return detail::solve_with_work_limit(problem, options, WorkStop::kNoWorkLimit);
}

Expected<Solution> detail::solve_with_work_limit(const Problem& problem, const SearchOptions& options,
                                                 std::uint64_t work_limit) {
  const StopCheck::Clock::time_point started = StopCheck::Clock::now();
  const Board& board = problem.board;
  SearchPlan plan = plan_search(problem);
  Solution solution;
  solution.stats.pairs = plan.pairs;
  if (plan.pairs == 0) return solution;
  if (plan.pairs > kMaxPairs) {
    return Error{fmt::format(
        "the board has {} pairs; the exact search takes at most {} (its table holds 2^pairs x 2 pairs states)",
        plan.pairs, kMaxPairs)};
  }
  // The tables are allocated whole, so they must fit in the address space
  // even where they are written sparsely: in a 32-bit build (the browser
  // page's WebAssembly, 4 GiB) that refuses 26 pairs and more.
  if (kAddressSpaceBytes != 0 && plan.bytes >= kAddressSpaceBytes) {
    return Error{fmt::format(
        "the exact search over {} pairs lays out {} of tables (written only where it goes), more than the {} "
        "that this {}-bit build addresses; a 64-bit build, such as the command-line gridsolve, solves it",
        plan.pairs, human_bytes(plan.bytes), human_bytes(kAddressSpaceBytes), 8 * sizeof(std::size_t))};
  }
  // What the search cannot start without must fit; the tables, written
  // only where the search goes, may be larger than what is left: then the
  // search stops at the budget (search_with()).
  if (options.held_bytes + plan.least_bytes > options.max_memory_bytes) {
    return memory_refusal(fmt::format("the exact search over {} pair{}", plan.pairs, plan.pairs == 1 ? "" : "s"),
                          plan.least_bytes, options.max_memory_bytes, options.held_bytes);
  }
  const std::uint64_t table_budget = options.max_memory_bytes - options.held_bytes - (plan.bytes - plan.table_bytes);
  StopCheck check(started, options.time_limit_seconds, options.interrupt);
  WorkStop stop(check, work_limit);

  SearchBase base;
  base.stop = &stop;
  base.card_cells = std::move(plan.card_cells);
  base.card_count = static_cast<int>(base.card_cells.size());
  base.pair_count = base.card_count / 2;
  base.stats.pairs = plan.pairs;
  base.start_cell = static_cast<int>(board.index(problem.start));
  base.wave.reserve(64);  // at most one source per card and the start
  base.sources.reserve(64);
  bool starts_on_card = false;
  base.pair_floor.reserve(plan.pairs);
  for (int pair = 0; pair < base.pair_count; ++pair) {
    const auto first_card = static_cast<std::size_t>(pair) * 2;
    const Cell a = board.cell_at(static_cast<std::size_t>(base.card_cells[first_card]));
    const Cell b = board.cell_at(static_cast<std::size_t>(base.card_cells[first_card + 1]));
    base.pair_floor.push_back(a.row == b.row || a.col == b.col ? 4 : 5);
    starts_on_card |=
        base.card_cells[first_card] == base.start_cell || base.card_cells[first_card + 1] == base.start_cell;
  }
  base.routes = floor_routes(board, base.card_cells);
  base.extra = extra_keys(base.routes);
  base.floor_chunks = floor_chunks(base.pair_floor, base.extra);
  // On a card the cursor needs no step to the first card of the first pair.
  base.start_cost_floor = floor_of_pairs_left(base, 0) - (starts_on_card ? 1 : 0);

  if (stop.poll()) {  // stopped before the search: the arrow play, and h as the bound
    write_arrow_play(problem, base.card_cells, greedy_arrow_play(board, base.card_cells, problem.start).seconds,
                     solution);
    solution.lower_bound = std::min<std::uint64_t>(base.start_cost_floor, solution.answer);
    solution.proven = solution.answer <= base.start_cost_floor;
    solution.stats = base.stats;
  } else if (plan.entry_bytes == 2) {
    search_with<std::uint16_t>(std::move(base), problem, plan.table_bytes, table_budget, solution);
  } else {
    search_with<std::uint32_t>(std::move(base), problem, plan.table_bytes, table_budget, solution);
  }
  solution.stats.seconds = stop.elapsed_seconds();
  return solution;
}

}  // namespace gridsolve::cards
