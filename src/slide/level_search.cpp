#include "slide/level_search.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <type_traits>

#include "slide/bounds.hpp"
#include "slide/memory.hpp"
#include "slide/movegen.hpp"
#include "slide/small_board.hpp"
#include "slide/transposition.hpp"

namespace gridsolve::slide {
namespace {

// A store of fixed-size keys (trivially copyable), one record each.
template <class Key>
class FlatKeys {
 public:
  explicit FlatKeys(std::uint64_t max_boards) : store_(sizeof(Key), max_boards) {}
  static std::uint64_t bytes_for(std::uint64_t max_boards) { return ChunkedStore::bytes_for(sizeof(Key), max_boards); }
  std::uint64_t append(const Key& key) { return store_.push(&key); }
  Key key(std::uint64_t index) const {
    Key key;
    std::memcpy(&key, store_.at(index), sizeof(Key));
    return key;
  }
  bool equals(std::uint64_t index, const Key& key) const {
    return std::memcmp(store_.at(index), &key, sizeof(Key)) == 0;
  }

 private:
  ChunkedStore store_;
};

// Boards of side <= 4 with every tile <= 2^15: one 64-bit word, moves by
// row tables (small_board.hpp).
class SmallSpace : public FlatKeys<std::uint64_t> {
 public:
  using Key = std::uint64_t;
  SmallSpace(int size, std::uint64_t max_boards) : FlatKeys(max_boards), boards_(size) {}
  // The row tables, built once per side and kept.
  static std::uint64_t scratch_bytes(int size) {
    return 2 * allocation_bytes((std::uint64_t{1} << (4 * size)) * sizeof(std::uint16_t));
  }
  Key pack(const Board& board) const { return boards_.pack(board); }
  bool move(const Key& from, Direction direction, Key& to) { return boards_.move(from, direction, to); }
  Exponent largest(const Key& key) const { return boards_.largest(key); }
  static std::uint64_t hash(const Key& key) {
    std::uint64_t h = (key ^ (key >> 31)) * 0x9E3779B97F4A7C15ULL;
    return h ^ (h >> 29);
  }

 private:
  SmallBoards boards_;
};

// Boards of side <= 8 packed `kBits` bits a cell (4 when every tile stays
// <= 2^15, else 8) into kWords words; moves on an unpacked Board.
template <int kBits, int kWords>
class PackedSpace : public FlatKeys<std::array<std::uint64_t, kWords>> {
 public:
  using Key = std::array<std::uint64_t, kWords>;
  PackedSpace(int size, std::uint64_t max_boards) : FlatKeys<Key>(max_boards), from_(size), to_(size) {}
  // The two unpacked boards.
  static std::uint64_t scratch_bytes(int size) {
    return 2 * allocation_bytes(static_cast<std::uint64_t>(size) * static_cast<std::uint64_t>(size));
  }
  Key pack(const Board& board) const {
    Key key{};
    const auto& cells = board.cells();
    for (std::size_t i = 0; i < cells.size(); ++i) {
      key[i * kBits / 64] |= std::uint64_t{cells[i]} << (i * kBits % 64);
    }
    return key;
  }
  void unpack(const Key& key, Board& board) const {
    auto& cells = board.mutable_cells();
    constexpr std::uint64_t kMask = (std::uint64_t{1} << kBits) - 1;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      cells[i] = static_cast<Exponent>((key[i * kBits / 64] >> (i * kBits % 64)) & kMask);
    }
  }
  bool move(const Key& from, Direction direction, Key& to) {
    if (from != unpacked_) {
      unpack(from, from_);
      unpacked_ = from;
    }
    if (!apply_move(from_, direction, to_)) return false;
    to = pack(to_);
    return true;
  }
  Exponent largest(const Key& key) {
    unpack(key, to_);
    return to_.max_exponent();
  }
  static std::uint64_t hash(const Key& key) {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (std::uint64_t word : key) {
      h = (h ^ word) * 0xBF58476D1CE4E5B9ULL;
      h ^= h >> 31;
    }
    return h;
  }

 private:
  Board from_;
  Board to_;
  Key unpacked_{};  // the key from_ holds
};

// Any side: the board's bytes. A key points at N * N cells: a board of the
// store, or the board a move has just made (valid until the next move).
// Moves of many cells are made in slices with their work on `clock`
// (movegen.hpp), so that a large board's move does not keep the clock
// unread; one the clock stops counts as no move, and the search stops.
class ByteSpace {
 public:
  using Key = const Exponent*;
  ByteSpace(int size, std::uint64_t max_boards, SearchClock& clock)
      : cells_(static_cast<std::size_t>(size) * static_cast<std::size_t>(size)),
        store_(record_bytes(size), max_boards),
        from_(size),
        to_(size),
        clock_(clock) {}
  static std::uint64_t bytes_for(int size, std::uint64_t max_boards) {
    return ChunkedStore::bytes_for(record_bytes(size), max_boards);
  }
  static std::uint64_t scratch_bytes(int size) { return PackedSpace<8, 8>::scratch_bytes(size); }
  Key pack(const Board& board) const { return board.cells().data(); }
  bool move(Key from, Direction direction, Key& to) {
    if (from != unpacked_) {
      std::memcpy(from_.mutable_cells().data(), from, cells_);
      unpacked_ = from;
    }
    const auto add_work = [this](std::uint64_t units) {
      return clock_.add_work(units, [](double) { return SearchProgress{}; });
    };
    const std::optional<bool> changed =
        apply_move_in_slices(from_, direction, to_, StopCheck::kWorkPerClockRead, add_work);
    if (!changed || !*changed) return false;
    to = to_.cells().data();
    return true;
  }
  Exponent largest(Key key) const {
    Exponent best = 0;
    for (std::size_t i = 0; i < cells_; ++i) best = key[i] > best ? key[i] : best;
    return best;
  }
  std::uint64_t hash(Key key) const { return hash_cells(key, cells_); }
  std::uint64_t append(Key key) { return store_.push(key); }
  Key key(std::uint64_t index) const { return reinterpret_cast<Key>(store_.at(index)); }
  bool equals(std::uint64_t index, Key key) const { return std::memcmp(store_.at(index), key, cells_) == 0; }

 private:
  static std::size_t record_bytes(int size) {
    return std::max<std::size_t>(1, static_cast<std::size_t>(size) * static_cast<std::size_t>(size));
  }
  std::size_t cells_;
  ChunkedStore store_;
  Board from_;
  Board to_;
  SearchClock& clock_;
  Key unpacked_ = nullptr;  // the board from_ holds
};

// Which space a board is searched in: decided by its side and by whether a
// tile can pass 2^15 (the tile-sum cap, bounds.hpp), which 4 bits cannot hold.
enum class SpaceKind { kSmall, kPacked4x2, kPacked4x3, kPacked4x4, kPacked8x8, kBytes };

// No board reachable from `start` within `max_moves` moves holds a tile
// above this exponent (the merge-tree bound, bounds.hpp).
Exponent tile_cap(const Board& start, std::uint64_t max_moves) {
  const TileCounts counts = count_tiles(start);
  return counts.largest == 0 ? Exponent{0} : merge_tree_upper_bound(counts, max_moves);
}

SpaceKind space_for(int size, Exponent cap) {
  const bool nibbles = cap <= 15;  // no tile can pass 2^15
  if (size <= 4 && nibbles) return SpaceKind::kSmall;
  if (size > 8) return SpaceKind::kBytes;
  if (!nibbles) return SpaceKind::kPacked8x8;
  const int bits = size * size * 4;
  if (bits <= 128) return SpaceKind::kPacked4x2;
  if (bits <= 192) return SpaceKind::kPacked4x3;
  return SpaceKind::kPacked4x4;
}

// What a board's key store and the scratch of its space take.
template <class Space>
std::uint64_t keys_bytes(int size, std::uint64_t max_boards) {
  if constexpr (std::is_same_v<Space, ByteSpace>) {
    return ByteSpace::bytes_for(size, max_boards);
  } else {
    return Space::bytes_for(max_boards);
  }
}

// Each board's parent (4 bytes) and the move from it (1 byte), for the witness.
struct Visit {
  std::uint32_t parent;
  Direction move;
};
constexpr std::size_t kVisitBytes = sizeof(std::uint32_t) + sizeof(Direction);
constexpr std::uint64_t kInitialSlots = 16;

template <class Space>
std::uint64_t level_search_bytes(int size, std::uint64_t max_boards) {
  return keys_bytes<Space>(size, max_boards) + Space::scratch_bytes(size) +
         ChunkedStore::bytes_for(kVisitBytes, max_boards) +
         slot_array_peak_bytes(kInitialSlots, max_boards, sizeof(std::uint64_t));
}

std::uint64_t level_search_bytes(SpaceKind kind, int size, std::uint64_t max_boards) {
  switch (kind) {
    case SpaceKind::kSmall: return level_search_bytes<SmallSpace>(size, max_boards);
    case SpaceKind::kPacked4x2: return level_search_bytes<PackedSpace<4, 2>>(size, max_boards);
    case SpaceKind::kPacked4x3: return level_search_bytes<PackedSpace<4, 3>>(size, max_boards);
    case SpaceKind::kPacked4x4: return level_search_bytes<PackedSpace<4, 4>>(size, max_boards);
    case SpaceKind::kPacked8x8: return level_search_bytes<PackedSpace<8, 8>>(size, max_boards);
    case SpaceKind::kBytes: break;
  }
  return level_search_bytes<ByteSpace>(size, max_boards);
}

// 1 + 4 + ... + 4^moves, the most boards reachable within `moves` moves,
// saturating at `limit`.
std::uint64_t boards_within_moves(std::uint64_t moves, std::uint64_t limit) {
  std::uint64_t total = 1;
  std::uint64_t level = 1;
  for (std::uint64_t k = 1; k <= moves && total < limit; ++k) {
    level = level > limit / 4 ? limit : level * 4;
    total = std::min(limit, total + level);
  }
  return total;
}

struct LevelLimits {
  std::uint64_t max_moves;
  std::uint64_t max_boards;
  Exponent cap;
};

// Level by level over distinct boards: level k holds the boards first
// reached after exactly k moves (a board met again was reached before in as
// few moves or fewer, so nothing new follows from it). The set of distinct
// boards is an open-addressing table of indices into the space's store.
template <class Space>
LevelSearchResult search_levels(Space& space, const Board& start, const LevelLimits& limits, SearchClock& clock) {
  using Key = typename Space::Key;
  const std::uint64_t cells = start.cells().size();
  ChunkedStore visits(kVisitBytes, limits.max_boards);
  std::uint64_t board_count = 0;
  // Slot: the hash's high 32 bits, then the board's index + 1 (0: empty),
  // so most probes settle without touching the key itself. The position in
  // the table comes from those same high bits, so growing the table never
  // reads a key.
  std::vector<std::uint64_t> slots(kInitialSlots, 0);
  const auto slot_of = [](std::uint64_t hash, std::uint64_t index) {
    return (hash & 0xFFFFFFFF00000000ULL) | (index + 1);
  };
  const auto index_of = [](std::uint64_t slot) { return (slot & 0xFFFFFFFFULL) - 1; };

  // Finds `key`: its slot position, or the empty slot where it would go.
  const auto find = [&](const Key& key, std::uint64_t hash, bool& found) -> std::size_t {
    const std::size_t mask = slots.size() - 1;
    const std::uint64_t high = hash & 0xFFFFFFFF00000000ULL;
    for (std::size_t i = (hash >> 32) & mask;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots[i];
      if (slot == 0) {
        found = false;
        return i;
      }
      if ((slot & 0xFFFFFFFF00000000ULL) == high && space.equals(index_of(slot), key)) {
        found = true;
        return i;
      }
    }
  };
  // Adds `key` reached from board `parent` by `move`, unless known; false if
  // it was known.
  const auto insert = [&](const Key& key, std::uint32_t parent, Direction move) -> bool {
    if (2 * (board_count + 1) > slots.size()) {
      std::vector<std::uint64_t> grown(slots.size() * 2, 0);
      const std::size_t mask = grown.size() - 1;
      for (std::uint64_t slot : slots) {
        if (slot == 0) continue;
        std::size_t i = (slot >> 32) & mask;
        while (grown[i] != 0) i = (i + 1) & mask;
        grown[i] = slot;
      }
      slots.swap(grown);
    }
    const std::uint64_t hash = space.hash(key);
    bool found = false;
    const std::size_t at = find(key, hash, found);
    if (found) return false;
    slots[at] = slot_of(hash, board_count);
    space.append(key);
    std::array<std::byte, kVisitBytes> visit;
    std::memcpy(visit.data(), &parent, sizeof parent);
    std::memcpy(visit.data() + sizeof parent, &move, sizeof move);
    visits.push(visit.data());
    ++board_count;
    return true;
  };

  insert(space.pack(start), 0, Direction::kLeft);

  LevelSearchResult result;
  Solution& solution = result.solution;
  solution.best_exponent = start.max_exponent();
  std::uint64_t best_visit = 0;
  std::uint64_t level_begin = 0;
  bool stopped = false;
  const auto progress = [&](double seconds) {
    return SearchProgress{seconds, solution.stats.nodes, solution.best_exponent, limits.cap};
  };
  for (std::uint64_t level = 0; level < limits.max_moves && level_begin < board_count && !stopped; ++level) {
    if (solution.best_exponent >= limits.cap) break;  // no board can exceed the tile-sum cap
    const std::uint64_t level_end = board_count;
    for (std::uint64_t v = level_begin; v < level_end; ++v) {
      // The work of expanding a board: four moves of its cells.
      if (clock.add_work(4 * cells, progress)) {
        stopped = true;
        break;
      }
      ++solution.stats.nodes;
      const Key from = space.key(v);
      for (Direction direction : kAllDirections) {
        Key to{};
        if (!space.move(from, direction, to)) {
          if (clock.stopped()) break;  // within the move (ByteSpace)
          continue;
        }
        if (board_count >= limits.max_boards) {
          // Only too many if this board is new.
          bool known = false;
          find(to, space.hash(to), known);
          if (known) continue;
          result.too_many_boards = true;
          return result;
        }
        if (!insert(to, static_cast<std::uint32_t>(v), direction)) continue;
        const Exponent top = space.largest(to);
        if (top > solution.best_exponent) {
          solution.best_exponent = top;
          best_visit = board_count - 1;
        }
      }
      if (clock.stopped()) {
        stopped = true;
        break;
      }
      // No board can exceed the tile-sum cap: the rest of the level cannot
      // improve on a best that reached it.
      if (solution.best_exponent >= limits.cap) break;
    }
    if (!stopped) level_begin = level_end;
  }
  for (std::uint64_t v = best_visit; v != 0;) {
    Visit visit;
    std::memcpy(&visit.parent, visits.at(v), sizeof visit.parent);
    std::memcpy(&visit.move, visits.at(v) + sizeof visit.parent, sizeof visit.move);
    solution.moves.push_back(visit.move);
    v = visit.parent;
  }
  std::reverse(solution.moves.begin(), solution.moves.end());
  // Every distinct board found counts as visited once, expanded or not.
  if (!stopped) solution.stats.nodes = board_count;
  solution.proven = !stopped;
  solution.upper_bound_exponent = stopped ? std::max(solution.best_exponent, limits.cap) : solution.best_exponent;
  return result;
}

template <class Space>
LevelSearchResult search_in(const Board& start, const LevelLimits& limits, SearchClock& clock) {
  if constexpr (std::is_same_v<Space, ByteSpace>) {
    Space space(start.size(), limits.max_boards, clock);
    return search_levels(space, start, limits, clock);
  } else {
    Space space(start.size(), limits.max_boards);
    return search_levels(space, start, limits, clock);
  }
}

}  // namespace

LevelSearchPlan plan_level_search(const Board& start, std::uint64_t max_moves, std::uint64_t budget_bytes) {
  const SpaceKind kind = space_for(start.size(), tile_cap(start, max_moves));
  const int size = start.size();
  LevelSearchPlan plan;
  plan.min_bytes = level_search_bytes(kind, size, 1);
  if (plan.min_bytes > budget_bytes) return plan;
  // The most boards within the budget: level_search_bytes grows with the
  // boards, so by halving. Indices (+ 1) must fit the slots' 32 bits.
  std::uint64_t low = 1;
  std::uint64_t high = boards_within_moves(max_moves, UINT32_MAX / 2);
  while (low < high) {
    const std::uint64_t mid = low + (high - low + 1) / 2;
    if (level_search_bytes(kind, size, mid) <= budget_bytes) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  plan.max_boards = low;
  plan.peak_bytes = level_search_bytes(kind, size, low);
  return plan;
}

LevelSearchResult solve_level_by_level(const Board& start, const SearchOptions& options, const LevelSearchPlan& plan,
                                       SearchClock& clock) {
  LevelLimits limits;
  limits.max_moves = options.max_moves;
  limits.max_boards = plan.max_boards;
  limits.cap = tile_cap(start, options.max_moves);
  switch (space_for(start.size(), limits.cap)) {
    case SpaceKind::kSmall: return search_in<SmallSpace>(start, limits, clock);
    case SpaceKind::kPacked4x2: return search_in<PackedSpace<4, 2>>(start, limits, clock);
    case SpaceKind::kPacked4x3: return search_in<PackedSpace<4, 3>>(start, limits, clock);
    case SpaceKind::kPacked4x4: return search_in<PackedSpace<4, 4>>(start, limits, clock);
    case SpaceKind::kPacked8x8: return search_in<PackedSpace<8, 8>>(start, limits, clock);
    case SpaceKind::kBytes: break;
  }
  return search_in<ByteSpace>(start, limits, clock);
}

}  // namespace gridsolve::slide
