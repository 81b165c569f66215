#include "slide/level_search.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <memory>
#include <optional>
#include <type_traits>

#include "slide/bounds.hpp"
#include "slide/memory.hpp"
#include "slide/movegen.hpp"
#include "slide/small_board.hpp"
#include "slide/transposition.hpp"

namespace gridsolve::slide {
namespace {

// The fields of kBits bits (4 or 8) of `word` that are not zero: the
// tiles of a packed board's word.
template <int kBits>
int nonzero_fields(std::uint64_t word) {
  constexpr std::uint64_t kLow = kBits == 4 ? 0x1111111111111111ULL : 0x0101010101010101ULL;
  word |= word >> 1;
  word |= word >> 2;
  if constexpr (kBits == 8) word |= word >> 4;
  return std::popcount(word & kLow);
}

// Whether a field of kBits bits (4 or 8) of `word` holds more than `e`:
// each field plus (2^kBits - (e + 1)), computed in lanes twice as wide so
// that no carry crosses into the next field, carries into the lane's bit
// kBits exactly when the field is at least e + 1.
template <int kBits>
bool field_above(std::uint64_t word, Exponent e) {
  constexpr std::uint64_t kField = (std::uint64_t{1} << kBits) - 1;
  const std::uint64_t at_least = std::uint64_t{e} + 1;
  if (at_least > kField) return false;
  constexpr std::uint64_t kLanes = kBits == 4 ? 0x0F0F0F0F0F0F0F0FULL : 0x00FF00FF00FF00FFULL;
  constexpr std::uint64_t kOnes = kBits == 4 ? 0x0101010101010101ULL : 0x0001000100010001ULL;
  const std::uint64_t add = (kField + 1 - at_least) * kOnes;
  const std::uint64_t sums = ((word & kLanes) + add) | (((word >> kBits) & kLanes) + add);
  return (sums & (kOnes << kBits)) != 0;
}

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
  void to_board(const Key& key, Board& board) const { board = boards_.unpack(key); }
  static int tiles(const Key& key) { return nonzero_fields<4>(key); }
  static bool above(const Key& key, Exponent e) { return field_above<4>(key, e); }
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
  // Cell i in bits [i kBits, (i + 1) kBits) of the words, read eight cells
  // (bytes) at a time: 8-bit keys are the bytes themselves, 4-bit keys the
  // bytes' low nibbles gathered in order (SWAR), on a little-endian machine;
  // elsewhere cell by cell.
  Key pack(const Board& board) const {
    Key key{};
    const auto& cells = board.cells();
    if constexpr (std::endian::native == std::endian::little) {
      for (std::size_t at = 0; at < cells.size(); at += 8) {
        std::uint64_t bytes = 0;
        std::memcpy(&bytes, cells.data() + at, std::min<std::size_t>(8, cells.size() - at));
        if constexpr (kBits == 8) {
          key[at / 8] = bytes;
        } else {
          bytes = (bytes | (bytes >> 4)) & 0x00FF00FF00FF00FFULL;  // two cells a 16-bit lane
          bytes = (bytes | (bytes >> 8)) & 0x0000FFFF0000FFFFULL;  // four a 32-bit lane
          bytes = (bytes | (bytes >> 16)) & 0x00000000FFFFFFFFULL;
          key[at / 16] |= bytes << (at % 16 * 4);
        }
      }
    } else {
      for (std::size_t i = 0; i < cells.size(); ++i) {
        key[i * kBits / 64] |= std::uint64_t{cells[i]} << (i * kBits % 64);
      }
    }
    return key;
  }
  void unpack(const Key& key, Board& board) const {
    auto& cells = board.mutable_cells();
    if constexpr (std::endian::native == std::endian::little) {
      for (std::size_t at = 0; at < cells.size(); at += 8) {
        std::uint64_t bytes = 0;
        if constexpr (kBits == 8) {
          bytes = key[at / 8];
        } else {
          bytes = (key[at / 16] >> (at % 16 * 4)) & 0xFFFFFFFFULL;
          bytes = (bytes | (bytes << 16)) & 0x0000FFFF0000FFFFULL;
          bytes = (bytes | (bytes << 8)) & 0x00FF00FF00FF00FFULL;
          bytes = (bytes | (bytes << 4)) & 0x0F0F0F0F0F0F0F0FULL;
        }
        std::memcpy(cells.data() + at, &bytes, std::min<std::size_t>(8, cells.size() - at));
      }
    } else {
      constexpr std::uint64_t kMask = (std::uint64_t{1} << kBits) - 1;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        cells[i] = static_cast<Exponent>((key[i * kBits / 64] >> (i * kBits % 64)) & kMask);
      }
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
  void to_board(const Key& key, Board& board) const { unpack(key, board); }
  Exponent largest(const Key& key) {
    unpack(key, to_);
    return to_.max_exponent();
  }
  static bool above(const Key& key, Exponent e) {
    for (std::uint64_t word : key) {
      if (field_above<kBits>(word, e)) return true;
    }
    return false;
  }
  static int tiles(const Key& key) {
    int count = 0;
    for (std::uint64_t word : key) count += nonzero_fields<kBits>(word);
    return count;
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
  void to_board(Key key, Board& board) const { std::memcpy(board.mutable_cells().data(), key, cells_); }
  bool above(Key key, Exponent e) const { return largest(key) > e; }
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

}  // namespace

Exponent tile_cap(const Board& start, std::uint64_t max_moves) {
  const TileCounts counts = count_tiles(start);
  return counts.largest == 0 ? Exponent{0} : merge_tree_upper_bound(counts, max_moves);
}

namespace {

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

// The hash slots of packed keys are rebuilt from the keys when they double
// (hashing a packed key is cheap): the old array is freed first, so only
// the new one is held, and they may fill to three quarters (linear probing
// stays within a cache line or two there, and the slots take 11 to 21 bytes
// a board instead of 16 to 32). Byte keys (large boards) keep the old
// growth, which never reads a key: slots moved from the old array to the
// new, filled to one half.
template <class Space>
constexpr bool kRebuildSlots = !std::is_same_v<Space, ByteSpace>;

template <class Space>
std::uint64_t slot_bytes(std::uint64_t max_boards) {
  if constexpr (kRebuildSlots<Space>) {
    std::uint64_t slots = kInitialSlots;
    while (4 * max_boards > 3 * slots) slots *= 2;
    return SlotArray::bytes_for(slots);
  } else {
    return slot_array_peak_bytes(kInitialSlots, max_boards);
  }
}

template <class Space>
std::uint64_t level_search_bytes(int size, std::uint64_t max_boards) {
  return keys_bytes<Space>(size, max_boards) + Space::scratch_bytes(size) +
         ChunkedStore::bytes_for(kVisitBytes, max_boards) + slot_bytes<Space>(max_boards);
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
  bool estimate_fit;               // LevelSearchPlan::estimate_fit
  bool stop_after_first_estimate;  // LevelSearchPlan::stop_after_first_estimate
};

// The growth estimate (LevelSearchPlan::estimate_fit). It is a guess, not
// a proof: a level's growth can slow down later (boards recur more as tiles
// merge), and the search may run out of new boards before the cap. What it
// stands on is sound: every board first reached after level k is reached
// through a board of level k, so unless the boards run out the search
// cannot end before the fewest moves any board of level k needs to make the
// cap, and the merge-tree bound gives each board a lower bound on those.
//
// Levels smaller than this are too few boards for their growth to mean
// much (the first levels grow by nearly 4 on any board).
constexpr std::uint64_t kEstimateMinLevelBoards = 4096;
// But where a level of 4,096 boards would come only after the budget is
// full (boards of a million cells: 2 GiB holds 2,134 of them), the search
// used to fill the budget before it was refused (1000 x 1000 tiles of 2 to
// 8, -k 1000: 405 s, 2 GiB). So the first level the estimate looks at is at
// most a 256th of the budget's boards, and 16 boards at least (until
// session 26 a sixteenth and 64: that board was judged after 85 of its
// boards, 2.3 s of the level search alone, now after 5; a 100 x 100 board
// of tiles 2 to 16 at 2 GiB after about 340 instead of 5,365). This
// changes when the guess is made, not what makes it safe (above): at a
// growth of g the projection passes twice the budget within about
// log(512) / log(g) levels of such a level, so the levels must keep
// growing as they did for the refusal to come, and every board of the
// level must still need that many moves to make the cap. It changes
// nothing where a level of 4,096 boards is a 256th of the budget or less
// (boards of side up to about 31 at 1 GiB, 44 at 2 GiB).
constexpr std::uint64_t kEstimateMinLevelBoardsFloor = 16;
std::uint64_t estimate_min_level_boards(std::uint64_t max_boards) {
  return std::clamp<std::uint64_t>(max_boards / 256, kEstimateMinLevelBoardsFloor, kEstimateMinLevelBoards);
}
// The estimate must pass the budget's boards this many times. Measured on
// 96 boards of small tiles of side 11 to 20 (K = 1000, 1 GiB): with 4, the
// refusals that both margins made came up to 9.4 s after the start, against
// 2.7 s with 2, and 4 boards more were answered (in 8 to 24 s); with 2, no
// board of side 7 or 8 of 2,520 is refused at 1 GiB.
constexpr double kEstimateMargin = 2.0;

// The boards the level search is estimated to reach, when that is more than
// kEstimateMargin times the `max_boards` that fit; else 0. Boards
// `level_begin` .. `level_end` of `space` are the level about to be
// expanded, with `moves_left` moves still allowed; the one before it held
// `previous_level_boards`. The estimate: every level to come grows as this
// one did, for as many levels as each board of this one needs at least to
// make the cap. Stops with 0 when the clock does (its
// work: one look at each board's cells). Sets `looked` when the level is
// one it judges (large enough, and larger than the one before).
template <class Space, class Progress>
std::uint64_t overflow_estimate(const Space& space, int size, std::uint64_t level_begin, std::uint64_t level_end,
                                std::uint64_t previous_level_boards, std::uint64_t moves_left, Exponent cap,
                                std::uint64_t max_boards, SearchClock& clock, const Progress& progress, bool& looked) {
  const std::uint64_t level_boards = level_end - level_begin;
  if (level_boards < estimate_min_level_boards(max_boards) || level_boards <= previous_level_boards) return 0;
  looked = true;
  const double limit = static_cast<double>(max_boards) * kEstimateMargin;
  const double growth = static_cast<double>(level_boards) / static_cast<double>(previous_level_boards);
  // The fewest levels ahead whose projection passes the limit. No more
  // than the cap's exponent: with cap - 1 moves or more the merge-tree
  // bound is the tile sum, which every board keeps, so the check below
  // would fail.
  const std::uint64_t most_ahead = std::min<std::uint64_t>(moves_left, cap);
  std::uint64_t levels_ahead = 0;
  double projection = static_cast<double>(level_end);
  double level = static_cast<double>(level_boards);
  while (projection <= limit && levels_ahead < most_ahead) {
    level *= growth;
    projection += level;
    ++levels_ahead;
  }
  if (projection <= limit) return 0;
  // Each board of the level must need levels_ahead moves or more to make
  // the cap: none may make it within levels_ahead - 1.
  Board board(size);
  const std::uint64_t cells = static_cast<std::uint64_t>(size) * static_cast<std::uint64_t>(size);
  for (std::uint64_t v = level_begin; v < level_end; ++v) {
    if (clock.add_work(cells, progress)) return 0;
    space.to_board(space.key(v), board);
    if (merge_tree_allows(count_tiles(board), cap, levels_ahead - 1)) return 0;
  }
  return projection >= 1e18 ? std::uint64_t{1'000'000'000'000'000'000} : static_cast<std::uint64_t>(projection);
}

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
  SlotArray slots(kInitialSlots);
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
  const auto insert = [&](const Key& key, std::uint64_t hash, std::uint32_t parent, Direction move) -> bool {
    if constexpr (kRebuildSlots<Space>) {
      if (4 * (board_count + 1) > 3 * slots.size()) {
        // The old slots go first; the new ones are made from the keys.
        const std::size_t grown_size = slots.size() * 2;
        slots = SlotArray();
        SlotArray grown(grown_size);
        const std::size_t mask = grown.size() - 1;
        // In batches: every key's hash of the batch first and its slot
        // prefetched, then the batch placed in the same order as one by one,
        // so that the batch's cache misses (one per key: the new array is far
        // larger than the cache) overlap instead of coming one after the
        // other (5% of an 8 x 8 board's K = 1000 search).
        constexpr std::uint64_t kBatch = 16;
        std::array<std::uint64_t, kBatch> batch_hash;
        for (std::uint64_t first = 0; first < board_count; first += kBatch) {
          const std::uint64_t count = std::min(kBatch, board_count - first);
          for (std::uint64_t j = 0; j < count; ++j) {
            batch_hash[j] = space.hash(space.key(first + j));
            __builtin_prefetch(&grown[(batch_hash[j] >> 32) & mask], 1);
          }
          for (std::uint64_t j = 0; j < count; ++j) {
            std::size_t i = (batch_hash[j] >> 32) & mask;
            while (grown[i] != 0) i = (i + 1) & mask;
            grown[i] = slot_of(batch_hash[j], first + j);
          }
        }
        slots.swap(grown);
      }
    } else if (2 * (board_count + 1) > slots.size()) {
      SlotArray grown(slots.size() * 2);
      const std::size_t mask = grown.size() - 1;
      for (std::uint64_t slot : slots) {
        if (slot == 0) continue;
        std::size_t i = (slot >> 32) & mask;
        while (grown[i] != 0) i = (i + 1) & mask;
        grown[i] = slot;
      }
      slots.swap(grown);
    }
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

  insert(space.pack(start), space.hash(space.pack(start)), 0, Direction::kLeft);

  LevelSearchResult result;
  Solution& solution = result.solution;
  solution.best_exponent = start.max_exponent();
  std::uint64_t best_visit = 0;
  // The end: the best board's line (its parents back to the start), and
  // whether it is proven. Also when the search gives up for too many boards
  // (not proven): a caller under a time limit keeps the best tile found so
  // far (solve_in_turns; it answered with the start's tile after such a
  // turn on a 2000 x 2000 board, where a shorter limit gave 4096).
  const auto finish = [&](bool proven) {
    for (std::uint64_t v = best_visit; v != 0;) {
      Visit visit;
      std::memcpy(&visit.parent, visits.at(v), sizeof visit.parent);
      std::memcpy(&visit.move, visits.at(v) + sizeof visit.parent, sizeof visit.move);
      solution.moves.push_back(visit.move);
      v = visit.parent;
    }
    std::reverse(solution.moves.begin(), solution.moves.end());
    // Every distinct board found counts as visited once, expanded or not.
    if (proven) solution.stats.nodes = board_count;
    solution.proven = proven;
    solution.upper_bound_exponent = proven ? solution.best_exponent : std::max(solution.best_exponent, limits.cap);
    return result;
  };
  std::uint64_t level_begin = 0;
  std::uint64_t previous_level_boards = 1;
  bool stopped = false;
  const auto progress = [&](double seconds) {
    return SearchProgress{seconds, solution.stats.nodes, solution.best_exponent, limits.cap};
  };
  for (std::uint64_t level = 0; level < limits.max_moves && level_begin < board_count && !stopped; ++level) {
    if (solution.best_exponent >= limits.cap) break;  // no board can exceed the tile-sum cap
    const std::uint64_t level_end = board_count;
    if (limits.estimate_fit) {
      bool looked = false;
      const std::uint64_t estimate =
          overflow_estimate(space, start.size(), level_begin, level_end, previous_level_boards,
                            limits.max_moves - level, limits.cap, limits.max_boards, clock, progress, looked);
      if (estimate > 0) {
        result.too_many_boards = true;
        result.estimated_boards = estimate;
        return finish(false);
      }
      if (clock.stopped() || (looked && limits.stop_after_first_estimate)) {
        stopped = true;
        break;
      }
    }
    // Packed keys: a board's four children are made, and their slots
    // prefetched, while the board before it in the level is being expanded
    // (its children looked up and stored), so that the probes' cache misses
    // overlap with a board's worth of moves. The lookups and stores happen
    // in the same order as without. (ByteSpace's key is the board the last
    // move made: one child at a time.)
    constexpr bool kAhead = !std::is_same_v<Space, ByteSpace>;
    struct Children {
      std::array<Key, 4> key{};
      std::array<std::uint64_t, 4> hash{};
      unsigned moved = 0;  // bit d: move d changed the board
    };
    const auto make_children = [&](std::uint64_t v, Children& children) {
      const Key from = space.key(v);
      children.moved = 0;
      for (std::size_t d = 0; d < 4; ++d) {
        if (!space.move(from, kAllDirections[d], children.key[d])) continue;
        children.moved |= 1U << d;
        children.hash[d] = space.hash(children.key[d]);
        __builtin_prefetch(&slots[(children.hash[d] >> 32) & (slots.size() - 1)]);
      }
    };
    Children next_children;
    if constexpr (kAhead) {
      if (level_begin < level_end) make_children(level_begin, next_children);
    }
    for (std::uint64_t v = level_begin; v < level_end; ++v) {
      // The work of expanding a board: four moves of its cells.
      if (clock.add_work(4 * cells, progress)) {
        stopped = true;
        break;
      }
      ++solution.stats.nodes;
      std::array<Key, 4> ahead{};
      std::array<std::uint64_t, 4> ahead_hash{};
      unsigned moved = 0;
      if constexpr (kAhead) {
        ahead = next_children.key;
        ahead_hash = next_children.hash;
        moved = next_children.moved;
        if (v + 1 < level_end) make_children(v + 1, next_children);
      }
      for (std::size_t d = 0; d < 4; ++d) {
        const Direction direction = kAllDirections[d];
        Key to{};
        std::uint64_t hash = 0;
        if constexpr (kAhead) {
          if (!(moved & (1U << d))) continue;
          to = ahead[d];
          hash = ahead_hash[d];
        } else {
          if (!space.move(space.key(v), direction, to)) {
            if (clock.stopped()) break;  // within the move
            continue;
          }
          hash = space.hash(to);
        }
        if (board_count >= limits.max_boards) {
          // Only too many if this board is new.
          bool known = false;
          find(to, hash, known);
          if (known) continue;
          result.too_many_boards = true;
          return finish(false);
        }
        if (!insert(to, hash, static_cast<std::uint32_t>(v), direction)) continue;
        if (space.above(to, solution.best_exponent)) {
          solution.best_exponent = space.largest(to);
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
    if (!stopped) {
      previous_level_boards = level_end - level_begin;
      level_begin = level_end;
    }
  }
  return finish(!stopped);
}

// ---------------------------------------------------------------------------
// Deep K, class by class: the same answer and witness as search_levels with
// memory bounded by the boards of a few tile counts at a time instead of the
// whole reachable set.
//
// Why boards can be forgotten: a move never adds a tile (a merge makes one
// tile of two, a slide keeps them all), so the tile count never grows along
// a line; and a board recurs only with its own tile count. So once every
// board with c tiles has been expanded, no board with c tiles can be met
// again from a board still to be expanded (they all have fewer tiles, or c
// tiles and were expanded): the set of c-tile boards is needed no more. The
// classes are searched in decreasing tile count. Boards of a lower class met
// while searching class c (by a merge) wait in that class's set with the
// shortest distance found so far; every class above it is complete before it
// starts, so its entries then have their final distance, and within the
// class a multi-source breadth-first search by distance (a bucket queue:
// the entries sorted by distance, merged with the boards each distance
// reaches by slides) gives each board its shortest distance, as the level
// order does.
//
// The witness. Each board keeps (the board it came from, the move): 5 bytes
// for every board, kept to the end (that part grows with the reachable set),
// and the shortest line that reaches it, the first in LRUD order, is chosen
// by comparing lines: two lines of the same length through different parents
// are compared by walking both parents' lines back until they meet; the first
// difference after the meeting point orders them. A board is expanded only
// after every board that can reach it in one move with a distance one less
// has been expanded (all lower distances of its class, all higher classes),
// so its line is final when it is expanded and its descendants' comparisons
// read final lines. The witness is then the least (distance, line) among the
// boards with the largest tile: the line search_levels gives.
//
// Memory is counted as it is taken (MemoryMeter), against the budget: the
// search ends with too_many_boards when the next allocation would pass it.

// What the class search has taken, against the budget it may take.
class MemoryMeter {
 public:
  explicit MemoryMeter(std::uint64_t budget) : budget_(budget) {}
  // Counts `bytes` about to be allocated; false (nothing counted) if they
  // would pass the budget.
  [[nodiscard]] bool take(std::uint64_t bytes) {
    if (bytes > budget_ - used_) return false;
    used_ += bytes;
    return true;
  }
  void give_back(std::uint64_t bytes) { used_ -= bytes; }

 private:
  std::uint64_t budget_;
  std::uint64_t used_ = 0;
};

// A vector of 32-bit indices whose growth is counted on a meter.
class CountedIndices {
 public:
  explicit CountedIndices(MemoryMeter& meter) : meter_(meter) {}
  CountedIndices(const CountedIndices&) = delete;
  CountedIndices& operator=(const CountedIndices&) = delete;
  ~CountedIndices() { meter_.give_back(allocation_bytes(values_.capacity() * sizeof(std::uint32_t))); }
  [[nodiscard]] bool push(std::uint32_t value) {
    if (values_.size() == values_.capacity()) {
      const std::size_t grown = std::max<std::size_t>(16, 2 * values_.capacity());
      if (!meter_.take(allocation_bytes(grown * sizeof(std::uint32_t)))) return false;
      meter_.give_back(allocation_bytes(values_.capacity() * sizeof(std::uint32_t)));
      values_.reserve(grown);  // old and new are held at once: both were counted until here
    }
    values_.push_back(value);
    return true;
  }
  const std::vector<std::uint32_t>& values() const { return values_; }
  void clear() { values_.clear(); }
  void swap(CountedIndices& other) noexcept { values_.swap(other.values_); }

 private:
  MemoryMeter& meter_;
  std::vector<std::uint32_t> values_;
};

// Class-search stores: small chunks, since up to one store per tile count is
// held at once.
constexpr std::uint64_t kClassChunkBytes = std::uint64_t{1} << 16;

// The boards of one tile count: records (key, board id, distance) and an
// open-addressing set of them (slots as in search_levels).
template <class Key>
class TileClass {
 public:
  struct Record {
    Key key;
    std::uint32_t id;    // the board's id: its (parent, move) in the visits
    std::uint32_t dist;  // the shortest distance found so far
  };
  explicit TileClass(MemoryMeter& meter) : meter_(meter), records_(sizeof(Record), UINT32_MAX, kClassChunkBytes) {}
  TileClass(const TileClass&) = delete;
  TileClass& operator=(const TileClass&) = delete;
  ~TileClass() { meter_.give_back(records_.held_bytes() + (slots_.empty() ? 0 : SlotArray::bytes_for(slots_.size()))); }
  // The bytes an empty class holds.
  static std::uint64_t empty_bytes() { return allocation_bytes(sizeof(TileClass)); }

  std::uint64_t size() const { return records_.size(); }
  Record get(std::uint64_t index) const {
    Record record;
    std::memcpy(&record, records_.at(index), sizeof(Record));
    return record;
  }
  void set(std::uint64_t index, const Record& record) { std::memcpy(records_.at(index), &record, sizeof(Record)); }

  // Finds `key`: its index, or -1 and the slot where it would go.
  std::int64_t find(const Key& key, std::uint64_t hash, std::size_t& at) const {
    if (slots_.empty()) return -1;
    const std::size_t mask = slots_.size() - 1;
    const std::uint64_t high = hash & 0xFFFFFFFF00000000ULL;
    for (std::size_t i = (hash >> 32) & mask;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots_[i];
      if (slot == 0) {
        at = i;
        return -1;
      }
      if ((slot & 0xFFFFFFFF00000000ULL) == high) {
        const std::uint64_t index = (slot & 0xFFFFFFFFULL) - 1;
        Key known;
        std::memcpy(&known, records_.at(index), sizeof(Key));
        if (known == key) return static_cast<std::int64_t>(index);
      }
    }
  }
  // Adds a record not in the set (find gave -1); false if the memory does
  // not fit (nothing added).
  [[nodiscard]] bool add(const Record& record, std::uint64_t hash) {
    if (2 * (records_.size() + 1) > slots_.size()) {
      const std::size_t grown_size = std::max<std::size_t>(16, 2 * slots_.size());
      if (!meter_.take(SlotArray::bytes_for(grown_size))) return false;
      SlotArray grown(grown_size);
      const std::size_t mask = grown.size() - 1;
      for (std::uint64_t slot : slots_) {
        if (slot == 0) continue;
        std::size_t i = (slot >> 32) & mask;
        while (grown[i] != 0) i = (i + 1) & mask;
        grown[i] = slot;
      }
      if (!slots_.empty()) meter_.give_back(SlotArray::bytes_for(slots_.size()));
      slots_.swap(grown);
    }
    if (!meter_.take(records_.next_push_bytes())) return false;
    std::size_t at = 0;
    [[maybe_unused]] const std::int64_t known = find(record.key, hash, at);
    slots_[at] = (hash & 0xFFFFFFFF00000000ULL) | (records_.size() + 1);
    records_.push(&record);
    return true;
  }

 private:
  MemoryMeter& meter_;
  ChunkedStore records_;
  SlotArray slots_;
};

template <class Space>
LevelSearchResult search_classes(Space& space, const Board& start, const LevelLimits& limits,
                                 std::uint64_t budget_bytes, SearchClock& clock) {
  using Key = typename Space::Key;
  using Class = TileClass<Key>;
  using Record = typename Class::Record;
  const std::uint64_t cells = start.cells().size();
  MemoryMeter meter(budget_bytes);
  LevelSearchResult result;
  Solution& solution = result.solution;
  // Distances and board ids are 32-bit; a search that would need more is
  // too large for its budget anyway.
  const std::uint64_t max_ids = std::min<std::uint64_t>(limits.max_boards, UINT32_MAX);
  std::uint64_t horizon = std::min<std::uint64_t>(limits.max_moves, UINT32_MAX - 1);

  ChunkedStore visits(kVisitBytes, max_ids, kClassChunkBytes);
  const auto parent_of = [&visits](std::uint32_t id, Direction& move) {
    std::uint32_t parent;
    std::memcpy(&parent, visits.at(id), sizeof parent);
    std::memcpy(&move, visits.at(id) + sizeof parent, sizeof move);
    return parent;
  };
  const auto set_visit = [&visits](std::uint32_t id, std::uint32_t parent, Direction move) {
    std::memcpy(visits.at(id), &parent, sizeof parent);
    std::memcpy(visits.at(id) + sizeof parent, &move, sizeof move);
  };
  // Whether the line of board `a` comes before that of board `b` (a != b,
  // the same distance): walk back to the board both lines pass through.
  const auto line_before = [&](std::uint32_t a, std::uint32_t b) {
    for (;;) {
      Direction move_a;
      Direction move_b;
      const std::uint32_t parent_a = parent_of(a, move_a);
      const std::uint32_t parent_b = parent_of(b, move_b);
      if (parent_a == parent_b) return move_a < move_b;
      a = parent_a;
      b = parent_b;
    }
  };
  // Whether the line (parent, move) comes before board `id`'s line (the
  // same length).
  const auto new_line_before = [&](std::uint32_t parent, Direction move, std::uint32_t id) {
    Direction known_move;
    const std::uint32_t known_parent = parent_of(id, known_move);
    if (parent == known_parent) return move < known_move;
    return line_before(parent, known_parent);
  };
  // A board id with its visit; false if the memory does not fit.
  std::uint32_t next_id = 0;
  const auto new_id = [&](std::uint32_t parent, Direction move, std::uint32_t& id) {
    if (next_id >= max_ids || !meter.take(visits.next_push_bytes())) return false;
    std::array<std::byte, kVisitBytes> visit;
    std::memcpy(visit.data(), &parent, sizeof parent);
    std::memcpy(visit.data() + sizeof parent, &move, sizeof move);
    visits.push(visit.data());
    id = next_id++;
    return true;
  };

  // The classes, by tile count; a class's set exists while it holds boards.
  std::vector<std::unique_ptr<Class>> classes(cells + 1);
  const auto class_of = [&](int tiles) -> Class* {
    std::unique_ptr<Class>& set = classes[static_cast<std::size_t>(tiles)];
    if (!set) {
      if (!meter.take(Class::empty_bytes())) return nullptr;
      set = std::make_unique<Class>(meter);
    }
    return set.get();
  };

  // The best: largest tile, then shortest distance, then first line.
  struct Best {
    Exponent top;
    std::uint32_t dist;
    std::uint32_t id;
  } best{start.max_exponent(), 0, 0};
  // Offers board `id` with `top` at `dist` (its line now final or improved).
  const auto offer = [&](Exponent top, std::uint32_t dist, std::uint32_t id) {
    if (top < best.top) return;
    if (top == best.top) {
      if (id == best.id) {
        best.dist = dist;
      } else if (dist > best.dist || (dist == best.dist && !line_before(id, best.id))) {
        return;
      }
    }
    best = Best{top, dist, id};
    // No board holds a tile above the cap: past the best's distance nothing
    // can beat it (a board at that distance may still have an earlier line).
    if (best.top >= limits.cap) horizon = std::min<std::uint64_t>(horizon, best.dist);
  };

  const auto too_many = [&result]() {
    result.too_many_boards = true;
    return result;
  };
  const Key start_key = space.pack(start);
  std::uint32_t start_id = 0;
  if (!meter.take(Space::scratch_bytes(start.size()) + allocation_bytes(classes.size() * sizeof(void*))) ||
      !new_id(0, Direction::kLeft, start_id)) {
    return too_many();
  }
  {
    Class* set = class_of(Space::tiles(start_key));
    if (set == nullptr || !set->add(Record{start_key, start_id, 0}, Space::hash(start_key))) return too_many();
  }
  offer(start.max_exponent(), 0, 0);

  bool stopped = false;
  const auto progress = [&](double seconds) {
    return SearchProgress{seconds, solution.stats.nodes, best.top, limits.cap};
  };
  for (int tiles = Space::tiles(start_key); tiles >= 0 && !stopped; --tiles) {
    Class* set = classes[static_cast<std::size_t>(tiles)].get();
    if (set == nullptr) continue;
    // The entries (every board of the class now: all came from higher
    // classes, or are the start), by distance.
    std::vector<std::uint64_t> entries;
    if (!meter.take(allocation_bytes(set->size() * sizeof(std::uint64_t)))) return too_many();
    entries.reserve(set->size());
    for (std::uint64_t i = 0; i < set->size(); ++i) entries.push_back(std::uint64_t{set->get(i).dist} << 32 | i);
    std::sort(entries.begin(), entries.end());
    CountedIndices current(meter);  // boards first reached at this distance by a slide
    CountedIndices next(meter);
    std::size_t entry = 0;
    for (std::uint64_t dist = entries.empty() ? 0 : entries[0] >> 32;
         (entry < entries.size() || !current.values().empty()) && dist < horizon && !stopped; ++dist) {
      // Expands one board of this distance; false when the memory is out.
      const auto expand = [&](std::uint64_t index) -> bool {
        const Record record = set->get(index);
        if (record.dist != dist) return true;  // an entry reached sooner by a slide: expanded then
        if (clock.add_work(4 * cells, progress)) {
          stopped = true;
          return true;
        }
        ++solution.stats.nodes;
        const auto child_dist = static_cast<std::uint32_t>(dist + 1);
        for (Direction direction : kAllDirections) {
          Key to{};
          if (!space.move(record.key, direction, to)) continue;
          const int child_tiles = Space::tiles(to);
          Class* into = child_tiles == tiles ? set : class_of(child_tiles);
          if (into == nullptr) return false;
          const std::uint64_t hash = Space::hash(to);
          std::size_t at = 0;
          const std::int64_t known = into->find(to, hash, at);
          if (known < 0) {
            std::uint32_t id = 0;
            if (!new_id(record.id, direction, id)) return false;
            if (child_tiles == tiles && !next.push(static_cast<std::uint32_t>(into->size()))) return false;
            if (!into->add(Record{to, id, child_dist}, hash)) return false;
            offer(space.largest(to), child_dist, id);
            continue;
          }
          Record child = into->get(static_cast<std::uint64_t>(known));
          if (child.dist < child_dist) continue;
          if (child.dist == child_dist && !new_line_before(record.id, direction, child.id)) continue;
          // A shorter or earlier line: the board is not expanded yet (it
          // has a larger distance than the board being expanded, or is in a
          // lower class).
          set_visit(child.id, record.id, direction);
          if (child.dist > child_dist) {
            child.dist = child_dist;
            into->set(static_cast<std::uint64_t>(known), child);
            if (child_tiles == tiles && !next.push(static_cast<std::uint32_t>(known))) return false;
          }
          offer(space.largest(to), child_dist, child.id);
        }
        return true;
      };
      for (; entry < entries.size() && (entries[entry] >> 32) == dist && !stopped; ++entry) {
        if (!expand(entries[entry] & 0xFFFFFFFFULL)) return too_many();
      }
      for (std::size_t i = 0; i < current.values().size() && !stopped; ++i) {
        if (!expand(current.values()[i])) return too_many();
      }
      current.swap(next);
      next.clear();
      if (entry < entries.size() && current.values().empty()) dist = (entries[entry] >> 32) - 1;  // skip a gap
    }
    meter.give_back(allocation_bytes(entries.capacity() * sizeof(std::uint64_t)));
    if (stopped) break;
    classes[static_cast<std::size_t>(tiles)].reset();  // every board of this count is done
    meter.give_back(Class::empty_bytes());
  }

  solution.best_exponent = best.top;
  for (std::uint32_t id = best.id; id != 0;) {
    Direction move;
    id = parent_of(id, move);
    solution.moves.push_back(move);
  }
  std::reverse(solution.moves.begin(), solution.moves.end());
  // Every distinct board found counts as visited once, expanded or not.
  if (!stopped) solution.stats.nodes = next_id;
  solution.proven = !stopped;
  solution.upper_bound_exponent = stopped ? std::max(solution.best_exponent, limits.cap) : solution.best_exponent;
  return result;
}

template <class Space>
LevelSearchResult search_in(const Board& start, const LevelLimits& limits, const LevelSearchPlan& plan,
                            SearchClock& clock) {
  if constexpr (std::is_same_v<Space, ByteSpace>) {
    Space space(start.size(), limits.max_boards, clock);
    return search_levels(space, start, limits, clock);
  } else {
    Space space(start.size(), limits.max_boards);
    if (plan.by_tile_count) return search_classes(space, start, limits, plan.budget_bytes, clock);
    return search_levels(space, start, limits, clock);
  }
}

// What the class search needs to hold the start board alone: the scratch,
// the classes' table, one class with its first chunk and slots, the first
// chunk of the visits.
template <class Space>
std::uint64_t class_search_min_bytes(int size) {
  using Record = typename TileClass<typename Space::Key>::Record;
  const std::uint64_t cells = static_cast<std::uint64_t>(size) * static_cast<std::uint64_t>(size);
  return Space::scratch_bytes(size) + allocation_bytes((cells + 1) * sizeof(void*)) +
         TileClass<typename Space::Key>::empty_bytes() +
         ChunkedStore(sizeof(Record), UINT32_MAX, kClassChunkBytes).next_push_bytes() + SlotArray::bytes_for(16) +
         ChunkedStore(kVisitBytes, UINT32_MAX, kClassChunkBytes).next_push_bytes();
}

std::uint64_t class_search_min_bytes(SpaceKind kind, int size) {
  switch (kind) {
    case SpaceKind::kSmall: return class_search_min_bytes<SmallSpace>(size);
    case SpaceKind::kPacked4x2: return class_search_min_bytes<PackedSpace<4, 2>>(size);
    case SpaceKind::kPacked4x3: return class_search_min_bytes<PackedSpace<4, 3>>(size);
    case SpaceKind::kPacked4x4: return class_search_min_bytes<PackedSpace<4, 4>>(size);
    case SpaceKind::kPacked8x8: return class_search_min_bytes<PackedSpace<8, 8>>(size);
    case SpaceKind::kBytes: break;
  }
  return 0;
}

}  // namespace

LevelSearchPlan plan_level_search(const Board& start, std::uint64_t max_moves, std::uint64_t budget_bytes,
                                  bool by_tile_count) {
  const SpaceKind kind = space_for(start.size(), tile_cap(start, max_moves));
  const int size = start.size();
  LevelSearchPlan plan;
  if (by_tile_count && kind != SpaceKind::kBytes) {
    // The class search counts what it takes as it goes, up to the budget.
    plan.by_tile_count = true;
    plan.budget_bytes = budget_bytes;
    plan.min_bytes = class_search_min_bytes(kind, size);
    if (plan.min_bytes > budget_bytes) return plan;
    plan.max_boards = boards_within_moves(max_moves, UINT32_MAX);
    plan.peak_bytes = budget_bytes;
    return plan;
  }
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
  limits.estimate_fit = plan.estimate_fit;
  limits.stop_after_first_estimate = plan.stop_after_first_estimate;
  switch (space_for(start.size(), limits.cap)) {
    case SpaceKind::kSmall: return search_in<SmallSpace>(start, limits, plan, clock);
    case SpaceKind::kPacked4x2: return search_in<PackedSpace<4, 2>>(start, limits, plan, clock);
    case SpaceKind::kPacked4x3: return search_in<PackedSpace<4, 3>>(start, limits, plan, clock);
    case SpaceKind::kPacked4x4: return search_in<PackedSpace<4, 4>>(start, limits, plan, clock);
    case SpaceKind::kPacked8x8: return search_in<PackedSpace<8, 8>>(start, limits, plan, clock);
    case SpaceKind::kBytes: break;
  }
  return search_in<ByteSpace>(start, limits, plan, clock);
}

}  // namespace gridsolve::slide
