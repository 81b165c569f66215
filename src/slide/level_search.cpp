#include "slide/level_search.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>
#include <string>
#include <unordered_map>

#include <fmt/format.h>

#include "slide/bounds.hpp"
#include "slide/small_board.hpp"

namespace gridsolve::slide {
namespace {

using Clock = std::chrono::steady_clock;

// Boards of side <= 4 with every tile <= 2^15: one 64-bit word, moves by
// row tables (small_board.hpp).
class SmallSpace {
 public:
  using Key = std::uint64_t;
  explicit SmallSpace(int size) : boards_(size) {}
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
class PackedSpace {
 public:
  using Key = std::array<std::uint64_t, kWords>;
  explicit PackedSpace(int size) : from_(size), to_(size) {}
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

struct LevelLimits {
  std::uint64_t max_moves;
  std::uint64_t max_boards;
  std::uint64_t max_memory_bytes;
  Exponent cap;
  double time_limit_seconds;
  Clock::time_point start;
  const std::function<void(const SearchProgress&)>* on_progress;  // null: none
};

Error too_many_boards(const LevelLimits& limits) {
  return Error{
      fmt::format("the search for {} moves needs more than {} distinct boards, which do not fit in "
                  "the memory budget of {} bytes",
                  limits.max_moves, limits.max_boards, limits.max_memory_bytes)};
}

// Level by level over distinct boards: level k holds the boards first
// reached after exactly k moves (a board met again was reached before in as
// few moves or fewer, so nothing new follows from it). The set of distinct
// boards is an open-addressing table of indices into `keys`.
template <class Space>
Expected<Solution> search_levels(Space& space, const Board& start, const LevelLimits& limits) {
  using Key = typename Space::Key;
  std::vector<Key> keys;
  std::vector<std::uint32_t> parent;
  std::vector<Direction> move_to;
  // Slot: the hash's high 32 bits, then the index into keys + 1 (0: empty),
  // so most probes settle without touching the key itself. The position in
  // the table comes from those same high bits, so growing the table never
  // reads a key.
  std::vector<std::uint64_t> slots(1024, 0);
  const auto slot_of = [](std::uint64_t hash, std::size_t index) {
    return (hash & 0xFFFFFFFF00000000ULL) | (index + 1);
  };
  const auto index_of = [](std::uint64_t slot) { return static_cast<std::size_t>(slot & 0xFFFFFFFFULL) - 1; };

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
      if ((slot & 0xFFFFFFFF00000000ULL) == high && keys[index_of(slot)] == key) {
        found = true;
        return i;
      }
    }
  };
  const auto insert = [&](const Key& key) -> bool {  // false if already there
    if (2 * (keys.size() + 1) > slots.size()) {
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
    const std::uint64_t hash = Space::hash(key);
    bool found = false;
    const std::size_t at = find(key, hash, found);
    if (found) return false;
    slots[at] = slot_of(hash, keys.size());
    keys.push_back(key);
    return true;
  };

  insert(space.pack(start));
  parent.push_back(0);
  move_to.push_back(Direction::kLeft);

  Solution solution;
  solution.best_exponent = start.max_exponent();
  std::uint32_t best_visit = 0;
  std::size_t level_begin = 0;
  bool stopped = false;
  double next_progress_seconds = 1.0;
  for (std::uint64_t level = 0; level < limits.max_moves && level_begin < keys.size() && !stopped; ++level) {
    if (solution.best_exponent >= limits.cap) break;  // no board can exceed the tile-sum cap
    const std::size_t level_end = keys.size();
    for (std::size_t v = level_begin; v < level_end; ++v) {
      if ((v & 4095) == 0 && (limits.time_limit_seconds > 0 || limits.on_progress)) {
        const double seconds = std::chrono::duration<double>(Clock::now() - limits.start).count();
        if (limits.time_limit_seconds > 0 && seconds >= limits.time_limit_seconds) {
          stopped = true;
          break;
        }
        if (limits.on_progress && seconds >= next_progress_seconds) {
          next_progress_seconds = seconds + 1.0;
          (*limits.on_progress)(SearchProgress{seconds, solution.stats.nodes, solution.best_exponent, limits.cap});
        }
      }
      ++solution.stats.nodes;
      // A copy, not a reference: keys grows below and may move its storage.
      const Key from = keys[v];  // NOLINT(performance-unnecessary-copy-initialization)
      for (Direction direction : kAllDirections) {
        Key to{};
        if (!space.move(from, direction, to)) continue;
        if (keys.size() >= limits.max_boards) {
          // Only an error if this board is new.
          bool known = false;
          find(to, Space::hash(to), known);
          if (known) continue;
          return too_many_boards(limits);
        }
        if (!insert(to)) continue;
        parent.push_back(static_cast<std::uint32_t>(v));
        move_to.push_back(direction);
        const Exponent top = space.largest(to);
        if (top > solution.best_exponent) {
          solution.best_exponent = top;
          best_visit = static_cast<std::uint32_t>(keys.size() - 1);
        }
      }
      // No board can exceed the tile-sum cap: the rest of the level cannot
      // improve on a best that reached it.
      if (solution.best_exponent >= limits.cap) break;
    }
    if (!stopped) level_begin = level_end;
  }
  for (std::uint32_t v = best_visit; v != 0; v = parent[v]) solution.moves.push_back(move_to[v]);
  std::reverse(solution.moves.begin(), solution.moves.end());
  // Every distinct board found counts as visited once, expanded or not.
  if (!stopped) solution.stats.nodes = keys.size();
  solution.proven = !stopped;
  solution.upper_bound_exponent = stopped ? std::max(solution.best_exponent, limits.cap) : solution.best_exponent;
  return solution;
}

// Any side: boards as strings in a node-based map (slower, more memory).
class StringSpace {
 public:
  using Key = std::string;
  explicit StringSpace(int size) : from_(size), to_(size) {}
  Key pack(const Board& board) const {
    return std::string(reinterpret_cast<const char*>(board.cells().data()), board.cells().size());
  }
  bool move(const Key& from, Direction direction, Key& to) {
    std::memcpy(from_.mutable_cells().data(), from.data(), from.size());
    if (!apply_move(from_, direction, to_)) return false;
    to = pack(to_);
    return true;
  }
  Exponent largest(const Key& key) {
    Exponent best = 0;
    for (char c : key) best = std::max(best, static_cast<Exponent>(c));
    return best;
  }
  static std::uint64_t hash(const Key& key) {
    std::uint64_t h = std::hash<std::string>{}(key);
    // std::hash is as wide as size_t: 32 bits on wasm32 (the browser page),
    // where every board would land in the first run of slots of the table in
    // search_levels, which places boards by the hash's high 32 bits. Spread
    // it over 64 bits there.
    if constexpr (sizeof(std::size_t) < sizeof(std::uint64_t)) h *= 0x9E3779B97F4A7C15ULL;
    return h;
  }

 private:
  Board from_;
  Board to_;
};

}  // namespace

Expected<Solution> solve_level_by_level(const Board& start, const SearchOptions& options) {
  const TileCounts root_counts = count_tiles(start);
  LevelLimits limits;
  limits.max_moves = options.max_moves;
  // No board can hold a tile above this (the tile-sum cap, bounds.hpp).
  limits.cap = root_counts.largest == 0 ? Exponent{0} : merge_tree_upper_bound(root_counts, options.max_moves);
  // Per distinct board, counted as before the packed sets (an overestimate
  // for them): its cells, the set's share and the visit record.
  const std::uint64_t bytes_per_board = start.cells().size() + 96;
  limits.max_boards = std::min<std::uint64_t>(options.max_memory_bytes / bytes_per_board, UINT32_MAX / 2);
  limits.max_memory_bytes = options.max_memory_bytes;
  limits.time_limit_seconds = options.time_limit_seconds;
  limits.start = Clock::now();
  limits.on_progress = options.on_progress ? &options.on_progress : nullptr;

  const int n = start.size();
  const bool nibbles = limits.cap <= 15;  // no tile can pass 2^15
  if (n <= 4 && nibbles) {
    SmallSpace space(n);
    return search_levels(space, start, limits);
  }
  if (n <= 8) {
    const int cells = n * n;
    if (nibbles) {
      if (cells * 4 <= 128) {
        PackedSpace<4, 2> space(n);
        return search_levels(space, start, limits);
      }
      if (cells * 4 <= 192) {
        PackedSpace<4, 3> space(n);
        return search_levels(space, start, limits);
      }
      PackedSpace<4, 4> space(n);
      return search_levels(space, start, limits);
    }
    PackedSpace<8, 8> space(n);
    return search_levels(space, start, limits);
  }
  StringSpace space(n);
  return search_levels(space, start, limits);
}

}  // namespace gridsolve::slide
