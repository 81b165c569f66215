#include "slide/meeting.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "common/scratch.hpp"
#include "slide/line_simd.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gridsolve::slide {
namespace {

// Boards of up to this many lines count their lines' tiles in bytes.
constexpr std::size_t kSmallLines = 64;

// ceil(k / 2), and 0 for k <= 0.
int half_up(int k) { return k <= 0 ? 0 : (k + 1) / 2; }

// Where the tile holding a relevant tile may be: rows [r1, r2], columns
// [c1, c2].
struct Box {
  int r1, r2, c1, c2;
};

// After a move toward one wall: every line of the move's axis (rows for L
// and R) holds its tiles in the cells nearest that wall, line i a count in
// [lo[i], hi[i]].
// A state after two moves keeps no counts of its own: they are derived from
// the state before (`source`) when asked (rarely: only for the lines between
// two tiles that may share a perpendicular line).
enum class Derived : std::uint8_t { kNone, kSameAxis, kAcross };
struct Packed {
  bool rows = true;          // the lines are rows
  bool toward_start = true;  // L or U: a cell's index from the wall is its coordinate
  std::vector<int> lo, hi;   // when derived == kNone
  Derived derived = Derived::kNone;
  const Packed* source = nullptr;
};

bool is_row_move(Direction d) { return d == Direction::kLeft || d == Direction::kRight; }
bool toward_start(Direction d) { return d == Direction::kLeft || d == Direction::kUp; }

// When each pair of relevant tiles may first stand next to each other in a
// line (after 0, 1 or 2 moves; kNever when not within the moves followed).
constexpr std::uint8_t kNever = 255;
using MeetTimes = std::array<std::array<std::uint8_t, kMeetingMaxTiles>, kMeetingMaxTiles>;

// Buffers kept between calls (one set per thread), so that a call takes
// nothing from the heap once they have grown.
struct Scratch {
  std::vector<Box> tiles, second_boxes;
  std::array<std::vector<Box>, 4> first_boxes;
  std::array<Packed, 4> first_states;
  std::vector<std::uint64_t> values;
  std::vector<int> exponents;
  std::vector<int> mergeable;
  std::vector<int> row_counts, column_counts;
  Packed second_state;
};

class Meeting {
 public:
  Meeting(const Board& board, int target, int moves, Scratch& scratch)
      : board_(board),
        n_(board.size()),
        cells_(board.cells().data()),
        target_(target),
        moves_(moves),
        tiles_(scratch.tiles),
        first_boxes_(scratch.first_boxes),
        second_boxes_(scratch.second_boxes),
        values_(scratch.values),
        row_counts_(scratch.row_counts),
        column_counts_(scratch.column_counts),
        first_states_(scratch.first_states),
        second_state_(scratch.second_state),
        exponent_(scratch.exponents),
        mergeable_(scratch.mergeable) {}

  bool allows() {
    const int low = std::max(target_ - moves_, 1);
    tiles_.clear();
    values_.clear();
    exponent_.clear();
    const std::size_t size = board_.cells().size();
    const auto add = [&](std::size_t i) {
      if (tiles_.size() == kMeetingMaxTiles) return false;  // too many to follow
      const int row = static_cast<int>(i / static_cast<std::size_t>(n_));
      const int col = static_cast<int>(i % static_cast<std::size_t>(n_));
      tiles_.push_back({row, row, col, col});
      values_.push_back(std::uint64_t{1} << (cells_[i] - low));
      exponent_.push_back(cells_[i]);
      return true;
    };
    std::size_t i = 0;
#if defined(__SSE2__)
    // x >= low exactly when max(x, low) == x (unsigned bytes).
    const __m128i threshold = _mm_set1_epi8(static_cast<char>(low));
    for (; i + 16 <= size; i += 16) {
      const __m128i sixteen = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells_ + i));
      auto at_least =
          static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(sixteen, threshold), sixteen)));
      for (; at_least != 0; at_least &= at_least - 1) {
        if (!add(i + static_cast<std::size_t>(__builtin_ctz(at_least)))) return true;
      }
    }
#endif
    for (; i < size; ++i) {
      if (cells_[i] >= low && !add(i)) return true;
    }
    const std::uint64_t need = std::uint64_t{1} << (target_ - low);
    std::uint64_t total = 0;
    for (std::uint64_t v : values_) total += v;
    if (total < need) return false;  // the merge-tree bound already says no
    const std::size_t m = std::min(tiles_.size(), kMeetingMaxTiles);
    for (auto& row : when_) row.fill(kNever);

    // After 0 moves: exactly.
    for (std::size_t a = 0; a < m; ++a) {
      for (std::size_t b = a + 1; b < m; ++b) {
        if (next_to_each_other(tiles_[a], tiles_[b])) when_[a][b] = 0;
      }
    }
    need_ = need;
    alive_.fill(false);
    for (std::size_t a = 0; a < m; ++a) alive_[a] = true;
    drop_non_leaves(alive_, 0);
    if (!leaves_may_reach()) return false;
    if (moves_ >= 2 && !follow_moves()) return true;
    return some_class_reaches();
  }

 private:
  // The meeting times after 1 and 2 moves; false when it stopped early
  // because a class already reaches the target (more meetings can only
  // keep more tiles and join more classes, so the answer stays yes).
  bool follow_moves() {
    // After 1 move: exactly. Tile counts per line after a move along rows
    // (the same toward either wall) and along columns.
    line_counts_after_move(true, row_counts_);
    line_counts_after_move(false, column_counts_);
    bool met = false;
    for (std::size_t d = 0; d < 4; ++d) {
      const Direction first = kAllDirections[d];
      Packed& state = first_states_[d];
      state.rows = is_row_move(first);
      state.toward_start = toward_start(first);
      state.derived = Derived::kNone;
      const std::vector<int>& counts = state.rows ? row_counts_ : column_counts_;
      state.lo.assign(counts.begin(), counts.end());
      state.hi.assign(counts.begin(), counts.end());
      std::vector<Box>& boxes = first_boxes_[d];
      boxes.clear();
      for (std::size_t a = 0; a < tiles_.size(); ++a) {
        const Box& tile = tiles_[a];
        Box moved = tile;
        if (alive_[a]) {
          const int index = landing_index(tile.r1, tile.c1, first);
          if (state.rows) {
            moved.c1 = moved.c2 = state.toward_start ? index : n_ - 1 - index;
          } else {
            moved.r1 = moved.r2 = state.toward_start ? index : n_ - 1 - index;
          }
        }
        boxes.push_back(moved);
      }
      met = note_meetings(state, boxes, 1) || met;
    }
    if (met && some_class_reaches()) return false;
    if (moves_ < 3) return true;
    drop_non_leaves(alive_, 1);
    if (!leaves_may_reach()) return true;  // some_class_reaches will say no
    // After 2 moves: by intervals.
    for (std::size_t d = 0; d < 4; ++d) {
      met = false;
      for (Direction second : kAllDirections) {
        step(first_states_[d], first_boxes_[d], second, second_state_, second_boxes_);
        met = note_meetings(second_state_, second_boxes_, 2) || met;
      }
      if (met && some_class_reaches()) return false;
    }
    return true;
  }

  // The leaves of one merge tree, by the proof in meeting.hpp: a leaf of
  // exponent e sits at depth target - e, so it merges in target - e of the
  // moves and idles in at most i = e - (target - moves) of them; its first
  // merge comes at move <= i + 1, next to a tile holding another leaf, so it
  // meets that leaf within i moves. A tile with no such partner among the
  // tiles still possible leaves is no leaf. `leaf` starts as the tiles still
  // possible and ends as those left once no more can be dropped, given the
  // meetings known so far, which are complete up to `known_time`: only
  // tiles whose i is at most known_time are dropped (a later meeting could
  // save the others).
  void drop_non_leaves(std::array<bool, kMeetingMaxTiles>& leaf, int known_time) const {
    const std::size_t m = std::min(tiles_.size(), kMeetingMaxTiles);
    const int lowest_leaf = target_ - moves_;
    for (bool dropped = true; dropped;) {
      dropped = false;
      for (std::size_t a = 0; a < m; ++a) {
        if (!leaf[a]) continue;
        const int idle = exponent_[a] - lowest_leaf;
        if (idle > known_time) continue;
        bool partner = false;
        for (std::size_t b = 0; b < m && !partner; ++b) {
          partner = b != a && leaf[b] && (a < b ? when_[a][b] : when_[b][a]) <= idle;
        }
        if (!partner) {
          leaf[a] = false;
          dropped = true;
        }
      }
    }
  }

  // Whether the possible leaves still sum to 2^target (else no class can).
  bool leaves_may_reach() const {
    std::uint64_t total = 0;
    for (std::size_t a = 0; a < std::min(tiles_.size(), kMeetingMaxTiles); ++a) total += alive_[a] ? values_[a] : 0;
    return total >= need_;
  }

  // Whether, with the meetings known so far taken as all there are, a class
  // of leaves joined by meetings within moves - 1 sums to 2^target. More
  // meetings can only keep more leaves and join more classes, so a yes
  // stays a yes.
  bool some_class_reaches() const {
    const std::size_t m = std::min(tiles_.size(), kMeetingMaxTiles);
    std::array<bool, kMeetingMaxTiles> leaf = alive_;
    drop_non_leaves(leaf, moves_);
    std::array<std::uint8_t, kMeetingMaxTiles> root{};
    std::array<std::uint64_t, kMeetingMaxTiles> sum{};
    const auto find = [&](std::size_t a) {
      while (root[a] != a) a = root[a];
      return a;
    };
    for (std::size_t a = 0; a < kMeetingMaxTiles; ++a) {
      root[a] = static_cast<std::uint8_t>(a);
      sum[a] = a < m && leaf[a] ? values_[a] : 0;
    }
    for (std::size_t a = 0; a < m; ++a) {
      for (std::size_t b = a + 1; b < m; ++b) {
        if (!leaf[a] || !leaf[b] || when_[a][b] > moves_ - 1) continue;
        const std::size_t ra = find(a);
        const std::size_t rb = find(b);
        if (ra == rb) continue;
        root[rb] = static_cast<std::uint8_t>(ra);
        sum[ra] += sum[rb];
      }
    }
    for (std::size_t a = 0; a < m; ++a) {
      if (root[a] == a && sum[a] >= need_) return true;
    }
    return false;
  }

  // Tiles at a and b (distinct cells) stand next to each other in a row or a
  // column, empty cells aside.
  bool next_to_each_other(const Box& a, const Box& b) const {
    const auto n = static_cast<std::size_t>(n_);
    if (a.r1 == b.r1) {
      const int from = std::min(a.c1, b.c1) + 1;
      const int to = std::max(a.c1, b.c1);
      for (int c = from; c < to; ++c) {
        if (cells_[static_cast<std::size_t>(a.r1) * n + static_cast<std::size_t>(c)] != 0) return false;
      }
      return true;
    }
    if (a.c1 == b.c1) {
      const int from = std::min(a.r1, b.r1) + 1;
      const int to = std::max(a.r1, b.r1);
      for (int r = from; r < to; ++r) {
        if (cells_[static_cast<std::size_t>(r) * n + static_cast<std::size_t>(a.c1)] != 0) return false;
      }
      return true;
    }
    return false;
  }

  Exponent cell(bool rows, int line, int index) const {
    const auto n = static_cast<std::size_t>(n_);
    const auto l = static_cast<std::size_t>(line);
    const auto i = static_cast<std::size_t>(index);
    return rows ? cells_[l * n + i] : cells_[i * n + l];
  }

  // Every line's tile count after a move along that axis: its tiles less
  // floor(k / 2) for each run of k equal tiles, empty cells aside.
  void line_counts_after_move(bool rows, std::vector<int>& counts) const {
    const auto n = static_cast<std::size_t>(n_);
    counts.assign(n, 0);
    if (n_ <= line_simd::kMaxLineCountCells && line_simd::level() == line_simd::Level::kAvx512) {
      line_simd::line_counts_after_move(cells_, n_, rows, counts.data());
      return;
    }
    // Every line at once, a cell of each at a time (the lines' steps are
    // independent, so they overlap): a tile equal to the line's last
    // unmerged tile merges into it, any other tile counts.
    const std::size_t along = rows ? 1 : n;   // from one cell of a line to the next
    const std::size_t across = rows ? n : 1;  // from one line to the next
#if defined(__SSE2__)
    if (n <= kSmallLines) {
      // The lines laid side by side (rows as columns for a row move), 64
      // apart and padded with empty cells, then 16 lines at a time.
      GRIDSOLVE_SCRATCH std::array<std::uint8_t, kSmallLines * kSmallLines> side_by_side;
      const std::size_t padded = (n + 15) / 16 * 16;
      for (std::size_t i = 0; i < n; ++i) {
        std::uint8_t* to = side_by_side.data() + i * kSmallLines;
        for (std::size_t line = 0; line < n; ++line) to[line] = cells_[i * along + line * across];
        for (std::size_t line = n; line < padded; ++line) to[line] = 0;
      }
      const __m128i zero = _mm_setzero_si128();
      const __m128i one = _mm_set1_epi8(1);
      for (std::size_t first = 0; first < n; first += 16) {
        __m128i mergeable = zero;
        __m128i count = zero;
        for (std::size_t i = 0; i < n; ++i) {
          const __m128i tile =
              _mm_loadu_si128(reinterpret_cast<const __m128i*>(side_by_side.data() + i * kSmallLines + first));
          const __m128i empty = _mm_cmpeq_epi8(tile, zero);
          const __m128i merge = _mm_andnot_si128(empty, _mm_cmpeq_epi8(tile, mergeable));
          // Counts a tile that is there and does not merge.
          count = _mm_add_epi8(count, _mm_andnot_si128(_mm_or_si128(empty, merge), one));
          // Next: 0 after a merge, the tile if there is one, else unchanged.
          const __m128i kept = _mm_or_si128(_mm_and_si128(empty, mergeable), _mm_andnot_si128(empty, tile));
          mergeable = _mm_andnot_si128(merge, kept);
        }
        alignas(16) std::array<std::uint8_t, 16> lanes;
        _mm_store_si128(reinterpret_cast<__m128i*>(lanes.data()), count);
        for (std::size_t k = 0; k < 16 && first + k < n; ++k) counts[first + k] = lanes[k];
      }
      return;
    }
#endif
    if (n <= kSmallLines) {
      std::array<std::uint8_t, kSmallLines> mergeable{};
      std::array<std::uint8_t, kSmallLines> count{};
      for (std::size_t i = 0; i < n; ++i) {
        const Exponent* cell = cells_ + i * along;
        for (std::size_t line = 0; line < n; ++line) {
          const std::uint8_t tile = cell[line * across];
          const bool merge = tile != 0 && tile == mergeable[line];
          count[line] = static_cast<std::uint8_t>(count[line] + ((tile != 0 && !merge) ? 1 : 0));
          mergeable[line] = merge ? 0 : (tile != 0 ? tile : mergeable[line]);
        }
      }
      for (std::size_t line = 0; line < n; ++line) counts[line] = count[line];
      return;
    }
    mergeable_.assign(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
      const Exponent* cell = cells_ + i * along;
      for (std::size_t line = 0; line < n; ++line) {
        const int tile = cell[line * across];
        const bool merge = tile != 0 && tile == mergeable_[line];
        counts[line] += (tile != 0 && !merge) ? 1 : 0;
        mergeable_[line] = merge ? 0 : (tile != 0 ? tile : mergeable_[line]);
      }
    }
  }

  // The index from the wall at which the tile now at (row, col) (or the
  // merged tile that holds it) lands when the board moves toward `direction`.
  int landing_index(int row, int col, Direction direction) const {
    const bool rows = is_row_move(direction);
    const int line = rows ? row : col;
    const int at = rows ? col : row;
    const bool forward = toward_start(direction);
    int written = 0;
    unsigned mergeable = 0;
    for (int k = 0; k < n_; ++k) {
      const int i = forward ? k : n_ - 1 - k;
      const unsigned tile = cell(rows, line, i);
      if (tile == 0) continue;
      int landed;
      if (tile == mergeable) {
        landed = written - 1;
        mergeable = 0;
      } else {
        landed = written++;
        mergeable = tile;
      }
      if (i == at) return landed;
    }
    return 0;  // cannot happen: (row, col) holds a tile
  }

  // Whether line `line` of `state` holds a tile at perpendicular coordinate
  // x: surely (`surely`) or possibly.
  // REQUIRES: state.derived == kNone.
  bool occupied(const Packed& state, int line, int x, bool surely) const {
    const int index = state.toward_start ? x : n_ - 1 - x;
    const int count = surely ? state.lo[static_cast<std::size_t>(line)] : state.hi[static_cast<std::size_t>(line)];
    return count > index;
  }

  // The fewest tiles line `line` of `state` holds (any state).
  int surely_holds(const Packed& state, int line) const {
    switch (state.derived) {
      case Derived::kNone: return state.lo[static_cast<std::size_t>(line)];
      case Derived::kSameAxis: return half_up(state.source->lo[static_cast<std::size_t>(line)]);
      case Derived::kAcross: break;
    }
    // New line `line` held, before the move, the old lines holding a tile
    // at `line`; it keeps at least half of them.
    return half_up(occupied_between(*state.source, 0, n_, line, true));
  }

  // Lines of `state` with coordinate in [from, to) that hold a tile at x.
  int occupied_between(const Packed& state, int from, int to, int x, bool surely) const {
    int count = 0;
    for (int line = from; line < to; ++line) count += occupied(state, line, x, surely) ? 1 : 0;
    return count;
  }

  // The next move from `state`, by intervals.
  void step(const Packed& state, const std::vector<Box>& boxes, Direction move, Packed& out,
            std::vector<Box>& out_boxes) const {
    const bool rows = is_row_move(move);
    const bool start = toward_start(move);
    out.rows = rows;
    out.toward_start = start;
    out_boxes.clear();
    if (rows == state.rows) {
      // Along the same lines: each keeps its tiles, at least half of them.
      out.derived = Derived::kSameAxis;
      out.source = &state;
      for (std::size_t t = 0; t < boxes.size(); ++t) {
        const Box& box = boxes[t];
        if (!alive_[t]) {
          out_boxes.push_back(box);
          continue;
        }
        const int line1 = rows ? box.r1 : box.c1;
        const int line2 = rows ? box.r2 : box.c2;
        const int x1 = rows ? box.c1 : box.r1;
        const int x2 = rows ? box.c2 : box.r2;
        int k_min = 0;
        int k_max = 0;
        if (start == state.toward_start) {
          // Toward the wall the tiles are packed against: the index is the count.
          k_min = start ? x1 : n_ - 1 - x2;
          k_max = start ? x2 : n_ - 1 - x1;
        } else {
          // Toward the other wall: the line's tiles past this one.
          const int q1 = state.toward_start ? x1 : n_ - 1 - x2;
          const int q2 = state.toward_start ? x2 : n_ - 1 - x1;
          int lo = n_;
          int hi = 0;
          for (int line = line1; line <= line2; ++line) {
            lo = std::min(lo, state.lo[static_cast<std::size_t>(line)]);
            hi = std::max(hi, state.hi[static_cast<std::size_t>(line)]);
          }
          k_min = std::max(0, lo - 1 - q2);
          k_max = std::max(0, hi - 1 - q1);
        }
        const int land1 = half_up(k_min - 1);
        const int land2 = std::min(k_max, n_ - 1);
        Box moved = box;
        const int y1 = start ? land1 : n_ - 1 - land2;
        const int y2 = start ? land2 : n_ - 1 - land1;
        if (rows) {
          moved.c1 = y1;
          moved.c2 = y2;
        } else {
          moved.r1 = y1;
          moved.r2 = y2;
        }
        out_boxes.push_back(moved);
      }
      return;
    }
    // Across the lines: new line x holds, before the move, the old lines
    // that hold a tile at x; it keeps at least half of them.
    out.derived = Derived::kAcross;
    out.source = &state;
    for (std::size_t t = 0; t < boxes.size(); ++t) {
      const Box& box = boxes[t];
      if (!alive_[t]) {
        out_boxes.push_back(box);
        continue;
      }
      // The box's coordinate across the old lines (x, kept) and along them
      // (y, moved).
      const int x1 = state.rows ? box.c1 : box.r1;
      const int x2 = state.rows ? box.c2 : box.r2;
      const int y1 = state.rows ? box.r1 : box.c1;
      const int y2 = state.rows ? box.r2 : box.c2;
      // Tiles between the tile and the wall: old lines on the wall's side of
      // y holding a tile at x; fewest and most over the box's corners (the
      // count is monotone in x and in y).
      // The count is monotone in x and in y, so the fewest are at the
      // corner nearest the wall and farthest along the old lines from
      // their wall, the most at the opposite corner.
      const int near_y = start ? y1 : y2;
      const int far_y = start ? y2 : y1;
      const int far_x = state.toward_start ? x2 : x1;
      const int near_x = state.toward_start ? x1 : x2;
      const int k_min = start ? occupied_between(state, 0, near_y, far_x, true)
                              : occupied_between(state, near_y + 1, n_, far_x, true);
      const int k_max = start ? occupied_between(state, 0, far_y, near_x, false)
                              : occupied_between(state, far_y + 1, n_, near_x, false);
      const int land1 = half_up(k_min - 1);
      const int land2 = std::min(k_max, n_ - 1);
      const int new1 = start ? land1 : n_ - 1 - land2;
      const int new2 = start ? land2 : n_ - 1 - land1;
      Box moved = box;
      if (state.rows) {
        moved.r1 = new1;
        moved.r2 = new2;
      } else {
        moved.c1 = new1;
        moved.c2 = new2;
      }
      out_boxes.push_back(moved);
    }
  }

  // Whether tiles in boxes a and b may stand next to each other in a line
  // of the packed `state`, empty cells aside.
  bool may_share(const Packed& state, const Box& a, const Box& b) const {
    // Along the state's lines (l: line coordinate, x: across).
    const int al1 = state.rows ? a.r1 : a.c1, al2 = state.rows ? a.r2 : a.c2;
    const int bl1 = state.rows ? b.r1 : b.c1, bl2 = state.rows ? b.r2 : b.c2;
    const int ax1 = state.rows ? a.c1 : a.r1, ax2 = state.rows ? a.c2 : a.r2;
    const int bx1 = state.rows ? b.c1 : b.r1, bx2 = state.rows ? b.c2 : b.r2;
    const bool same_line = al1 <= bl2 && bl1 <= al2;
    // In one packed line: neighbouring cells.
    if (same_line && ax1 - 1 <= bx2 && bx1 <= ax2 + 1) return true;
    // In one perpendicular line x: no line between surely holds a tile at x.
    const int x1 = std::max(ax1, bx1);
    const int x2 = std::min(ax2, bx2);
    if (x1 > x2) return false;
    if (same_line) return true;
    const int from = al2 < bl1 ? al2 + 1 : bl2 + 1;
    const int to = al2 < bl1 ? bl1 : al1;
    // A line surely holding a tile at every x in [x1, x2] blocks.
    const int farthest = state.toward_start ? x2 : x1;
    const int index = state.toward_start ? farthest : n_ - 1 - farthest;
    for (int line = from; line < to; ++line) {
      if (surely_holds(state, line) > index) return false;
    }
    return true;
  }

  // Notes `time` for every pair not met earlier that may share a line in
  // `state`; whether it noted any.
  bool note_meetings(const Packed& state, const std::vector<Box>& boxes, std::uint8_t time) {
    const std::size_t m = std::min(boxes.size(), kMeetingMaxTiles);
    bool noted = false;
    for (std::size_t a = 0; a < m; ++a) {
      for (std::size_t b = a + 1; b < m; ++b) {
        if (alive_[a] && alive_[b] && when_[a][b] > time && may_share(state, boxes[a], boxes[b])) {
          when_[a][b] = time;
          noted = true;
        }
      }
    }
    return noted;
  }

  const Board& board_;
  int n_;
  const Exponent* cells_;
  int target_;
  int moves_;
  std::vector<Box>& tiles_;
  std::array<std::vector<Box>, 4>& first_boxes_;
  std::vector<Box>& second_boxes_;
  std::vector<std::uint64_t>& values_;
  std::vector<int>& row_counts_;
  std::vector<int>& column_counts_;
  std::array<Packed, 4>& first_states_;
  Packed& second_state_;
  std::vector<int>& exponent_;
  std::vector<int>& mergeable_;
  MeetTimes when_;
  std::uint64_t need_ = 0;
  std::array<bool, kMeetingMaxTiles> alive_{};  // tiles still possible leaves
};

}  // namespace

bool meeting_allows(const Board& board, int target, int moves) {
  if (moves < 1 || moves > kMeetingMaxMoves) return true;
  GRIDSOLVE_SCRATCH Scratch scratch;
  Meeting meeting(board, target, moves, scratch);
  return meeting.allows();
}

}  // namespace gridsolve::slide
