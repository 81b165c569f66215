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
// Why this search, and not Dijkstra or A* over the same states:
//   - Every move adds a pair to the removed set, so the states form a DAG
//     ordered by that set; a dynamic program over sets in increasing numeric
//     order (a superset is numerically larger) relaxes each edge once, with
//     no priority queue (a heap would cost a log factor and pointer chasing).
//   - The expensive part is the distances, which depend on the set S. They
//     are computed once per set, for all sources at once (see
//     distances.hpp: packed bitboards for boards of at most 64 cells, one
//     bit-parallel cell sweep otherwise), instead of one search per (state,
//     target).
//   - What a best-first search would gain, skipping sets that cannot beat
//     the answer, the dynamic program gets by pruning against a bound: the
//     greedy play (nearest pair first) is computed first, and only plays
//     cheaper than it are looked for, with a per-pair floor on the cost
//     still to come (see expand() and expand_all()). A set whose states are all pruned
//     costs no distance sweep. Dijkstra/A* would need an admissible
//     heuristic; cursor distances are not monotone in S (removing a card can
//     lengthen a Ctrl jump), so the only cheap one is the same floor, and the
//     heap would come on top.
//   Measured numbers are in docs/cards.md.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <type_traits>

#include "cards/distances.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cards {
namespace {

// Marks a state reached straight from the start (no card before it).
constexpr std::uint8_t kFromStart = 0xFF;
// Card ids (0 .. 2P-1) and the start's id (2P) must fit the 64 bits of a
// source set and the byte of came_from, below kFromStart.
constexpr std::uint64_t kMaxPairs = 31;

// All the search's state; no globals, so searches may run side by side.
struct SearchContext {
  int pair_count = 0;
  int card_count = 0;
  std::vector<int> card_cells;          // [card]: cards 2j and 2j+1 are pair j
  std::vector<std::uint32_t> cost;      // [removed * card_count + card]: best cost with the cursor on `card`
  std::vector<std::uint8_t> came_from;  // [same]: the card the cursor stood on before, or kFromStart
  SearchStats stats;
  // Scratch lists of expand(), kept to avoid an allocation per set.
  std::vector<detail::MultiSourceDistances::Source> sources;
  std::array<int, 64> cursors{};         // expand(): cards the cursor may stand on (or the start's id)
  std::vector<std::uint32_t> pair_part;  // [card]
  // The greedy play (see greedy_play): its cost and its second cards in play
  // order. The search looks only for plays strictly cheaper than it.
  std::uint64_t greedy_cost = 0;
  std::vector<int> greedy_seconds;
  std::uint64_t upper_bound = 0;  // below greedy_cost: the most a play this run looks for may cost
  // [pair]: the fewest keys the pair can cost once the cursor is off every
  // card: 1 step to a card, 2 Enters, and the walk between the two cards,
  // at least 1 key, or 2 when they share neither row nor column (a key
  // changes only the row or only the column).
  std::vector<std::uint64_t> pair_floor;
  std::vector<std::uint8_t> worth_expanding;  // [removed]: some state of the set was kept
};

// The two cards of every label, numbered pair by pair in row-major order of
// their first cell.
std::vector<int> collect_card_cells(const Board& board) {
  std::vector<int> cells;
  std::vector<std::int64_t> labels;
  const std::vector<std::int64_t>& all = board.labels();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i] == 0) continue;
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

// Keeps the cheaper way into a state; branch-free, as whether a candidate
// wins is close to a coin toss and mispredictions would dominate.
void relax(SearchContext& ctx, std::uint64_t removed, int card, std::uint32_t candidate, std::uint8_t from,
           std::int64_t limit) {
  const std::size_t at = removed * static_cast<std::size_t>(ctx.card_count) + static_cast<std::size_t>(card);
  const bool within = static_cast<std::int64_t>(candidate) <= limit;
  const bool better = within & (candidate < ctx.cost[at]);
  ctx.cost[at] = better ? candidate : ctx.cost[at];
  ctx.came_from[at] = better ? from : ctx.came_from[at];
  ctx.worth_expanding[removed] |= static_cast<std::uint8_t>(within);
}

// The least the pairs in `pairs` can cost once the cursor is off every card.
std::uint64_t floor_of_pairs(const SearchContext& ctx, std::uint64_t pairs) {
  std::uint64_t floor = 0;
  for (; pairs; pairs &= pairs - 1) floor += ctx.pair_floor[static_cast<std::size_t>(std::countr_zero(pairs))];
  return floor;
}

// From every state with `removed` pairs gone, every way to remove one more.
template <class Distances>
void expand(SearchContext& ctx, Distances& distances, std::uint64_t removed, int start_cell) {
  // No state of this set passed the bound when it was reached (see the
  // relaxation below): nothing to expand, and one byte told so.
  if (removed != 0 && !ctx.worth_expanding[removed]) return;
  const std::uint64_t all_pairs = (std::uint64_t{1} << ctx.pair_count) - 1;
  // Sources: where the cursor may stand now, and every card still there (for
  // the walk from a pair's first card to its second).
  std::vector<detail::MultiSourceDistances::Source>& sources = ctx.sources;
  std::array<int, 64>& cursors = ctx.cursors;
  std::size_t kept = 0;  // cursors[0 .. kept): source ids of the states expanded
  sources.clear();
  if (removed == 0) {
    sources.push_back({ctx.card_count, start_cell, -1});
    cursors[kept++] = ctx.card_count;
  } else {
    // Bound: once a pair is gone the cursor stands on an empty cell (the
    // card it just removed), so each pair left costs at least
    // ctx.pair_floor: a step to its first card, Enter, the walk to the other
    // card, Enter (see pair_floor). A run looks only for plays of cost at
    // most ctx.upper_bound (below the greedy play's, see expand_all). A
    // state whose cost plus that floor exceeds the bound cannot be on such a
    // play; every state of such a play passes (its cost plus the floor is at
    // most the play's cost). So dropping it is safe: if an optimal play fits
    // the bound it is found. When every state of a set is dropped, its
    // distance sweep is skipped.
    const std::uint64_t floor_left = floor_of_pairs(ctx, all_pairs & ~removed);
    const std::uint64_t cutoff = ctx.upper_bound >= floor_left ? ctx.upper_bound - floor_left : 0;
    // Collected without a branch per card: whether a state survives is
    // unpredictable, and mispredictions cost more than the work here.
    const std::uint32_t* cost = &ctx.cost[removed * static_cast<std::size_t>(ctx.card_count)];
    for (std::uint64_t gone = removed; gone; gone &= gone - 1) {
      const int pair = std::countr_zero(gone);
      for (int card : {2 * pair, 2 * pair + 1}) {
        const std::uint32_t here = cost[card];
        cursors[kept] = card;
        kept += static_cast<std::size_t>((here != detail::kUnreached) & (here <= cutoff));
      }
    }
    if (kept == 0) return;
    for (std::size_t i = 0; i < kept; ++i)
      sources.push_back({cursors[i], ctx.card_cells[static_cast<std::size_t>(cursors[i])], -1});
  }
  std::uint64_t present_cards = 0;
  for (std::uint64_t left = all_pairs & ~removed; left; left &= left - 1) {
    present_cards |= std::uint64_t{3} << (2 * std::countr_zero(left));
  }
  for (int card = 0; card < ctx.card_count; ++card) {
    if (present_cards >> card & 1) sources.push_back({card, ctx.card_cells[static_cast<std::size_t>(card)], card ^ 1});
  }
  distances.run(present_cards, sources);
  ++ctx.stats.distance_sweeps;

  // The part of a pair's cost that does not depend on the cursor: the walk
  // from the card flipped first to its partner, and the two Enters.
  std::uint32_t* pair_part = ctx.pair_part.data();
  for (int card = 0; card < ctx.card_count; ++card) {
    if (present_cards >> card & 1) pair_part[card] = distances.distance(card, card ^ 1) + 2;
  }
  // The bound of expand()'s comment, applied as states are reached: a new
  // state is kept only if its cost plus the floor of the pairs still left
  // after it fits under the bound (pruning it here or when its set comes up
  // is the same; here it also lets a set with no kept state be skipped).
  const auto floor_after_all = static_cast<std::int64_t>(floor_of_pairs(ctx, all_pairs & ~removed));
  const auto stride = static_cast<std::size_t>(ctx.card_count);
  ctx.stats.states += kept;
  for (std::size_t i = 0; i < kept; ++i) {
    const int cursor = cursors[i];
    const std::uint32_t here = removed == 0 ? 0 : ctx.cost[removed * stride + static_cast<std::size_t>(cursor)];
    const auto from = removed == 0 ? kFromStart : static_cast<std::uint8_t>(cursor);
    for (std::uint64_t left = all_pairs & ~removed; left; left &= left - 1) {
      const int pair = std::countr_zero(left);
      const std::uint64_t after = removed | std::uint64_t{1} << pair;
      const std::int64_t limit =
          static_cast<std::int64_t>(ctx.upper_bound) -
          (floor_after_all - static_cast<std::int64_t>(ctx.pair_floor[static_cast<std::size_t>(pair)]));
      for (int first : {2 * pair, 2 * pair + 1}) {
        relax(ctx, after, first ^ 1, here + distances.distance(cursor, first) + pair_part[first], from, limit);
      }
    }
  }
}

// The play that always takes the pair nearest to finish (walk to its
// nearer orientation's first card plus the walk between its cards). Its cost
// bounds the answer from above for the pruning in expand(); its order is the
// witness when nothing cheaper exists.
template <class Distances>
void greedy_play(SearchContext& ctx, Distances& distances, int start_cell) {
  std::uint64_t present_cards = (ctx.card_count == 64 ? 0 : std::uint64_t{1} << ctx.card_count) - 1;
  int cursor_id = ctx.card_count;  // the start's id, as in expand()
  int cursor_cell = start_cell;
  std::uint64_t total = 0;
  std::vector<detail::MultiSourceDistances::Source>& sources = ctx.sources;
  while (present_cards != 0) {
    sources.clear();
    sources.push_back({cursor_id, cursor_cell, -1});
    for (std::uint64_t bits = present_cards; bits; bits &= bits - 1) {
      const int card = std::countr_zero(bits);
      sources.push_back({card, ctx.card_cells[static_cast<std::size_t>(card)], card ^ 1});
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
    total += best;
    present_cards &= ~(std::uint64_t{3} << (best_first & ~1));
    cursor_id = best_first ^ 1;
    cursor_cell = ctx.card_cells[static_cast<std::size_t>(cursor_id)];
    ctx.greedy_seconds.push_back(cursor_id);
  }
  ctx.greedy_cost = total;
}

template <class Distances>
void expand_all(SearchContext& ctx, Distances& distances, std::size_t set_count, int start_cell) {
  greedy_play(ctx, distances, start_cell);
  // Runs with the bounds G-3, G-2, G-1 in turn (G the greedy play's cost).
  // A run that finds a play within its bound has found an optimal one: every
  // state of an optimal play passes any bound at least its cost. A run that
  // finds none proves the optimum exceeds its bound; after the G-1 run that
  // means the greedy play is optimal. A tighter bound prunes far more, so
  // trying it first pays when the greedy play is 2 or more keys off (common
  // with many pairs) and costs only cheap failing runs when it is not:
  // callgrind, 64 random 4 x 4 boards, instructions per board against the
  // single bound G-1: 6 pairs 93k -> 92k, 7 pairs 164k -> 139k, 8 pairs
  // 364k -> 244k.
  const std::size_t full = (set_count - 1) * static_cast<std::size_t>(ctx.card_count);
  for (std::uint64_t slack : {std::uint64_t{3}, std::uint64_t{2}, std::uint64_t{1}}) {
    if (ctx.greedy_cost <= slack) continue;
    ctx.upper_bound = ctx.greedy_cost - slack;
    std::fill(ctx.cost.begin(), ctx.cost.end(), detail::kUnreached);
    std::fill(ctx.worth_expanding.begin(), ctx.worth_expanding.end(), 0);
    // A superset is numerically larger than its subsets, so each set is final
    // before it is expanded. The full set has nothing left to expand.
    for (std::uint64_t removed = 0; removed + 1 < set_count; ++removed) expand(ctx, distances, removed, start_cell);
    if (*std::min_element(ctx.cost.begin() + static_cast<std::ptrdiff_t>(full), ctx.cost.end()) <= ctx.upper_bound)
      return;
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

// The search, then the witness: the order of pairs and the keys.
template <class Distances>
void search_and_trace(SearchContext& ctx, Distances& distances, const Problem& problem, std::size_t set_count,
                      Solution& solution) {
  expand_all(ctx, distances, set_count, static_cast<int>(problem.board.index(problem.start)));
  const std::size_t full = (set_count - 1) * static_cast<std::size_t>(ctx.card_count);
  int last = 0;
  for (int card = 1; card < ctx.card_count; ++card) {
    if (ctx.cost[full + static_cast<std::size_t>(card)] < ctx.cost[full + static_cast<std::size_t>(last)]) last = card;
  }
  std::vector<int> seconds;  // the second card of each removed pair, in play order
  if (ctx.cost[full + static_cast<std::size_t>(last)] > ctx.upper_bound) {
    // No play beats the greedy one (see expand_all()), so it is optimal.
    solution.answer = ctx.greedy_cost;
    seconds = ctx.greedy_seconds;
  } else {
    // The order of pairs, read backwards from the best final state.
    solution.answer = ctx.cost[full + static_cast<std::size_t>(last)];
    std::uint64_t removed = set_count - 1;
    for (int card = last;;) {
      seconds.push_back(card);
      const std::uint8_t from =
          ctx.came_from[removed * static_cast<std::size_t>(ctx.card_count) + static_cast<std::size_t>(card)];
      removed &= ~(std::uint64_t{1} << (card / 2));
      if (from == kFromStart) break;
      card = from;
    }
    std::reverse(seconds.begin(), seconds.end());
  }

  // The keys: shortest walks on the board as it is at each step.
  const Board& board = problem.board;
  Board current = board;
  // For the packed engine: the cells holding cards, one bit each.
  std::uint64_t present_cells = 0;
  if (board.cell_count() <= detail::PackedBitboardDistances::kMaxCells) {
    for (int cell : ctx.card_cells) present_cells |= std::uint64_t{1} << cell;
  }
  Cell cursor = problem.start;
  for (int second : seconds) {
    PairStep step;
    step.first = board.cell_at(static_cast<std::size_t>(ctx.card_cells[static_cast<std::size_t>(second ^ 1)]));
    step.second = board.cell_at(static_cast<std::size_t>(ctx.card_cells[static_cast<std::size_t>(second)]));
    append_walk(distances, current, present_cells, cursor, step.first, step.keys);
    step.keys.push_back(Key::kEnter);
    append_walk(distances, current, present_cells, step.first, step.second, step.keys);
    step.keys.push_back(Key::kEnter);
    solution.keys.insert(solution.keys.end(), step.keys.begin(), step.keys.end());
    current.set(step.first, 0);
    current.set(step.second, 0);
    if (present_cells != 0) {  // only kept for boards of at most 64 cells
      present_cells &= ~(std::uint64_t{1} << board.index(step.first) | std::uint64_t{1} << board.index(step.second));
    }
    cursor = step.second;
    solution.steps.push_back(std::move(step));
  }
}

}  // namespace

Expected<Solution> solve(const Problem& problem, const SearchOptions& options) {
  const Board& board = problem.board;
  SearchContext ctx;
  ctx.card_cells = collect_card_cells(board);
  ctx.card_count = static_cast<int>(ctx.card_cells.size());
  ctx.pair_count = ctx.card_count / 2;
  ctx.stats.pairs = static_cast<std::uint64_t>(ctx.pair_count);
  Solution solution;
  solution.stats = ctx.stats;
  if (ctx.pair_count == 0) return solution;

  const auto pairs = static_cast<std::uint64_t>(ctx.pair_count);
  // Per state a cost and a back link; per set one byte (rounded up to a
  // state's worth in the check).
  const std::uint64_t bytes_per_state = sizeof(std::uint32_t) + sizeof(std::uint8_t) + 1;
  if (pairs > kMaxPairs || (std::uint64_t{1} << pairs) * 2 * pairs > options.max_memory_bytes / bytes_per_state) {
    return Error{
        fmt::format("the board has {} pairs; the exact search needs a table of 2^{} x {} states, more than the "
                    "memory budget of {} bytes allows",
                    pairs, pairs, 2 * pairs, options.max_memory_bytes)};
  }
  const std::size_t set_count = std::size_t{1} << pairs;
  ctx.cost.assign(set_count * static_cast<std::size_t>(ctx.card_count), detail::kUnreached);
  ctx.came_from.assign(ctx.cost.size(), kFromStart);
  ctx.worth_expanding.assign(set_count, 0);
  ctx.pair_part.assign(static_cast<std::size_t>(ctx.card_count), 0);
  for (int pair = 0; pair < ctx.pair_count; ++pair) {
    const auto first_card = static_cast<std::size_t>(pair) * 2;
    const Cell a = board.cell_at(static_cast<std::size_t>(ctx.card_cells[first_card]));
    const Cell b = board.cell_at(static_cast<std::size_t>(ctx.card_cells[first_card + 1]));
    ctx.pair_floor.push_back(a.row == b.row || a.col == b.col ? 4 : 5);
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
  return solution;
}

}  // namespace gridsolve::cards
