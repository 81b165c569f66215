#include "slide/meeting.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "common/scratch.hpp"

namespace gridsolve::slide {
namespace {

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
struct Packed {
  bool rows = true;          // the lines are rows
  bool toward_start = true;  // L or U: a cell's index from the wall is its coordinate
  std::vector<int> lo, hi;
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
  std::vector<Box> tiles, boxes, second_boxes;
  std::vector<std::uint64_t> values;
  std::vector<int> exponents;
  std::vector<int> above_lo, above_hi;
  std::vector<int> row_counts, column_counts;
  Packed first_state, second_state;
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
        boxes_(scratch.boxes),
        second_boxes_(scratch.second_boxes),
        values_(scratch.values),
        row_counts_(scratch.row_counts),
        column_counts_(scratch.column_counts),
        first_state_(scratch.first_state),
        second_state_(scratch.second_state),
        exponent_(scratch.exponents),
        above_lo_(scratch.above_lo),
        above_hi_(scratch.above_hi) {}

  bool allows() {
    const int low = std::max(target_ - moves_, 1);
    tiles_.clear();
    values_.clear();
    exponent_.clear();
    const std::size_t size = board_.cells().size();
    for (std::size_t i = 0; i < size; ++i) {
      if (cells_[i] < low) continue;
      if (tiles_.size() == kMeetingMaxTiles) return true;  // too many to follow
      const int row = static_cast<int>(i / static_cast<std::size_t>(n_));
      const int col = static_cast<int>(i % static_cast<std::size_t>(n_));
      tiles_.push_back({row, row, col, col});
      values_.push_back(std::uint64_t{1} << (cells_[i] - low));
      exponent_.push_back(cells_[i]);
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
    if (moves_ >= 2) follow_moves();
    return some_class_reaches(need);
  }

 private:
  // The meeting times after 1 and 2 moves.
  void follow_moves() {

    // After 1 move: exactly. Tile counts per line after a move along rows
    // (the same toward either wall) and along columns.
    std::vector<int>& row_counts = row_counts_;
    std::vector<int>& column_counts = column_counts_;
    line_counts_after_move(true, row_counts);
    line_counts_after_move(false, column_counts);
    for (Direction first : kAllDirections) {
      Packed& state = first_state_;
      state.rows = is_row_move(first);
      state.toward_start = toward_start(first);
      state.lo.assign((state.rows ? row_counts : column_counts).begin(), (state.rows ? row_counts : column_counts).end());
      state.hi.assign(state.lo.begin(), state.lo.end());
      boxes_.clear();
      for (const Box& tile : tiles_) {
        Box moved = tile;
        const int index = landing_index(tile.r1, tile.c1, first);
        if (state.rows) {
          moved.c1 = moved.c2 = state.toward_start ? index : n_ - 1 - index;
        } else {
          moved.r1 = moved.r2 = state.toward_start ? index : n_ - 1 - index;
        }
        boxes_.push_back(moved);
      }
      note_meetings(state, boxes_, 1);
      if (moves_ < 3) continue;
      // After 2 moves: by intervals.
      for (Direction second : kAllDirections) {
        step(state, boxes_, second, second_state_, second_boxes_);
        note_meetings(second_state_, second_boxes_, 2);
      }
    }
  }

  // The leaves of one merge tree, by the proof in meeting.hpp: a leaf of
  // exponent e sits at depth target - e, so it merges in target - e of the
  // moves and idles in at most i = e - (target - moves) of them; its first
  // merge comes at move <= i + 1, next to a tile holding another leaf, so it
  // meets that leaf within i moves. Tiles with no such partner left are not
  // leaves, and are dropped until none is; then the remaining tiles joined
  // by meetings within moves - 1 form the classes, one of which must sum to
  // 2^target.
  bool some_class_reaches(std::uint64_t need) {
    const std::size_t m = std::min(tiles_.size(), kMeetingMaxTiles);
    const int lowest_leaf = target_ - moves_;
    std::array<bool, kMeetingMaxTiles> leaf{};
    for (std::size_t a = 0; a < m; ++a) leaf[a] = true;
    const auto meet = [&](std::size_t a, std::size_t b) { return a < b ? when_[a][b] : when_[b][a]; };
    for (bool dropped = true; dropped;) {
      dropped = false;
      for (std::size_t a = 0; a < m; ++a) {
        if (!leaf[a]) continue;
        const int idle = exponent_[a] - lowest_leaf;
        bool partner = false;
        for (std::size_t b = 0; b < m && !partner; ++b) partner = b != a && leaf[b] && meet(a, b) <= idle;
        if (!partner) {
          leaf[a] = false;
          dropped = true;
        }
      }
    }
    std::array<std::uint8_t, kMeetingMaxTiles> root{};
    std::array<std::uint64_t, kMeetingMaxTiles> sum{};
    const auto find = [&](std::size_t a) {
      while (root[a] != a) a = root[a];
      return a;
    };
    for (std::size_t a = 0; a < m; ++a) {
      root[a] = static_cast<std::uint8_t>(a);
      sum[a] = leaf[a] ? values_[a] : 0;
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
      if (root[a] == a && sum[a] >= need) return true;
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
    counts.assign(static_cast<std::size_t>(n_), 0);
    for (int line = 0; line < n_; ++line) {
      int count = 0;
      unsigned mergeable = 0;
      for (int i = 0; i < n_; ++i) {
        const unsigned tile = cell(rows, line, i);
        if (tile == 0) continue;
        if (tile == mergeable) {
          mergeable = 0;
        } else {
          ++count;
          mergeable = tile;
        }
      }
      counts[static_cast<std::size_t>(line)] = count;
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
  bool occupied(const Packed& state, int line, int x, bool surely) const {
    const int index = state.toward_start ? x : n_ - 1 - x;
    const int count = surely ? state.lo[static_cast<std::size_t>(line)] : state.hi[static_cast<std::size_t>(line)];
    return count > index;
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
    const auto n = static_cast<std::size_t>(n_);
    out_boxes.clear();
    if (rows == state.rows) {
      // Along the same lines: each keeps its tiles, at least half of them.
      out.lo.resize(n);
      out.hi.resize(n);
      for (std::size_t i = 0; i < n; ++i) {
        out.lo[i] = half_up(state.lo[i]);
        out.hi[i] = state.hi[i];
      }
      for (const Box& box : boxes) {
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
    // (Counted from the lines' counts: above[j], the lines holding more
    // than j tiles, hold a tile at index j.)
    out.lo.assign(n, 0);
    out.hi.assign(n, 0);
    above_lo_.assign(n + 1, 0);
    above_hi_.assign(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i) {
      ++above_lo_[static_cast<std::size_t>(state.lo[i])];
      ++above_hi_[static_cast<std::size_t>(state.hi[i])];
    }
    // above[j] = lines with a count > j, for j = n - 1 down to 0.
    int lo_more = 0;
    int hi_more = 0;
    for (int j = n_ - 1; j >= 0; --j) {
      lo_more += above_lo_[static_cast<std::size_t>(j) + 1];
      hi_more += above_hi_[static_cast<std::size_t>(j) + 1];
      const int x = state.toward_start ? j : n_ - 1 - j;
      out.lo[static_cast<std::size_t>(x)] = half_up(lo_more);
      out.hi[static_cast<std::size_t>(x)] = hi_more;
    }
    for (const Box& box : boxes) {
      // The box's coordinate across the old lines (x, kept) and along them
      // (y, moved).
      const int x1 = state.rows ? box.c1 : box.r1;
      const int x2 = state.rows ? box.c2 : box.r2;
      const int y1 = state.rows ? box.r1 : box.c1;
      const int y2 = state.rows ? box.r2 : box.c2;
      // Tiles between the tile and the wall: old lines on the wall's side of
      // y holding a tile at x; fewest and most over the box's corners (the
      // count is monotone in x and in y).
      int k_min = n_;
      int k_max = 0;
      for (int y : {y1, y2}) {
        for (int x : {x1, x2}) {
          const int from = start ? 0 : y + 1;
          const int to = start ? y : n_;
          k_min = std::min(k_min, occupied_between(state, from, to, x, true));
          k_max = std::max(k_max, occupied_between(state, from, to, x, false));
        }
      }
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
    for (int line = from; line < to; ++line) {
      if (occupied(state, line, farthest, true)) return false;
    }
    return true;
  }

  // Notes `time` for every pair not met earlier that may share a line in
  // `state`.
  void note_meetings(const Packed& state, const std::vector<Box>& boxes, std::uint8_t time) {
    const std::size_t m = std::min(boxes.size(), kMeetingMaxTiles);
    for (std::size_t a = 0; a < m; ++a) {
      for (std::size_t b = a + 1; b < m; ++b) {
        if (when_[a][b] > time && may_share(state, boxes[a], boxes[b])) when_[a][b] = time;
      }
    }
  }

  const Board& board_;
  int n_;
  const Exponent* cells_;
  int target_;
  int moves_;
  std::vector<Box>& tiles_;
  std::vector<Box>& boxes_;
  std::vector<Box>& second_boxes_;
  std::vector<std::uint64_t>& values_;
  std::vector<int>& row_counts_;
  std::vector<int>& column_counts_;
  Packed& first_state_;
  Packed& second_state_;
  std::vector<int>& exponent_;
  std::vector<int>& above_lo_;
  std::vector<int>& above_hi_;
  MeetTimes when_;
};

}  // namespace

bool meeting_allows(const Board& board, int target, int moves) {
  if (moves < 1 || moves > kMeetingMaxMoves) return true;
  GRIDSOLVE_SCRATCH Scratch scratch;
  Meeting meeting(board, target, moves, scratch);
  return meeting.allows();
}

}  // namespace gridsolve::slide
