#include "slide/bounds.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "common/scratch.hpp"
#include "slide/line_simd.hpp"

namespace gridsolve::slide {

TileCounts count_tiles(const Board& board) {
  TileCounts counts;
  for (Exponent e : board.cells()) ++counts.count[e];
  counts.count[0] = 0;
  for (int e = 255; e > 0; --e) {
    if (counts.count[static_cast<std::size_t>(e)]) {
      counts.largest = static_cast<Exponent>(e);
      break;
    }
  }
  return counts;
}

bool merge_tree_allows(const TileCounts& counts, int target, std::uint64_t moves) {
  if (target <= 0) return true;
  if (target > 255) return false;  // beyond what any board can hold (see TileCounts)
  if (target <= counts.largest) return true;
  const int lowest = moves >= static_cast<std::uint64_t>(target - 1) ? 1 : target - static_cast<int>(moves);
  // carry = floor(sum over exponents lowest..e of count * 2^(exponent - e)).
  std::uint64_t carry = 0;
  for (int e = lowest; e <= target; ++e) carry = carry / 2 + counts.count[static_cast<std::size_t>(e)];
  return carry >= 1;
}

Exponent merge_tree_upper_bound(const TileCounts& counts, std::uint64_t moves) {
  int bound = counts.largest;
  while (bound < 255 && merge_tree_allows(counts, bound + 1, moves)) ++bound;
  return static_cast<Exponent>(bound);
}

namespace {

#if defined(__SSE2__)
// The set bits of `word`, one step per bit. Why not std::popcount: the
// library is built for the baseline x86-64, without the popcnt
// instruction, so that is a call into libgcc; a run of equal tiles holds
// a bit or a few.
std::uint64_t few_bits(std::uint64_t word) {
  std::uint64_t count = 0;
  for (; word != 0; word &= word - 1) ++count;
  return count;
}

// Row pairs on boards of 16 to 64 columns: each row's tiles of `level` and
// its other tiles as 64-bit masks (sixteen cells a compare), then one step
// per run of `level` tiles between two other tiles (empty cells do not break
// a run): a run of k such tiles makes floor(k/2) pairs. Why: the cell-by-cell
// loop below carries `pending` from cell to cell, about ten instructions a
// cell, and these counts run at every node of the search.
std::uint64_t row_level_pairs_by_masks(const Board& board, Exponent level, std::uint64_t stop_at) {
  const int n = board.size();
  const Exponent* cells = board.cells().data();
  const __m128i empty_cell = _mm_setzero_si128();
  const __m128i level_cell = _mm_set1_epi8(static_cast<char>(level));
  std::uint64_t pairs = 0;
  for (int row = 0; row < n && pairs < stop_at; ++row) {
    const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
    std::uint64_t at_level = 0;
    std::uint64_t empty = 0;
    for (int col = 0; col < n; col += 16) {
      const int start = std::min(col, n - 16);  // the last sixteen may overlap the ones before
      const __m128i sixteen = _mm_loadu_si128(reinterpret_cast<const __m128i*>(line + start));
      at_level |= std::uint64_t{static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(sixteen, level_cell)))} << start;
      empty |= std::uint64_t{static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(sixteen, empty_cell)))} << start;
    }
    const std::uint64_t in_row = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    const std::uint64_t others = in_row & ~empty & ~at_level;  // the tiles that end a run
    while (at_level != 0) {
      // The run from the first tile of `level` left to the next other tile.
      const std::uint64_t later_others = others & (~std::uint64_t{0} << std::countr_zero(at_level));
      const std::uint64_t run_cells = later_others == 0 ? ~std::uint64_t{0} : (later_others & -later_others) - 1;
      pairs += few_bits(at_level & run_cells) / 2;
      at_level &= ~run_cells;
    }
  }
  return pairs;
}
#endif

// Row pairs (or, with `stop_at`, stops counting once that many are found).
std::uint64_t row_level_pairs(const Board& board, Exponent level, std::uint64_t stop_at) {
  const int n = board.size();
  // With AVX-512 (line_simd.hpp): boards of up to 8 x 8 all rows at once,
  // of up to 32 columns two rows at a time.
  if (n <= line_simd::kMaxWideRowCells && line_simd::level() == line_simd::Level::kAvx512) {
    if (n <= line_simd::kSmallBoardMaxSize)
      return line_simd::small_board_level_pairs(board.cells().data(), n, level, true);
    return line_simd::wide_row_level_pairs(board.cells().data(), n, level, stop_at);
  }
#if defined(__SSE2__)
  if (n >= 16 && n <= 64) return row_level_pairs_by_masks(board, level, stop_at);
#endif
  const Exponent* cells = board.cells().data();
  std::uint64_t pairs = 0;
  for (int row = 0; row < n && pairs < stop_at; ++row) {
    const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
    // Without branches: `pending` is 1 while the row's last non-empty tile
    // is a tile of `level` not yet paired.
    unsigned pending = 0;
    for (int col = 0; col < n; ++col) {
      const unsigned is_level = line[col] == level;
      const unsigned empty = line[col] == 0;
      pairs += is_level & pending;
      pending = empty ? pending : (is_level & (pending ^ 1U));
    }
  }
  return pairs;
}

std::uint64_t column_level_pairs(const Board& board, Exponent level, std::uint64_t stop_at) {
  const int n = board.size();
  const Exponent* cells = board.cells().data();
  // With AVX-512 (line_simd.hpp): boards of up to 8 x 8 all columns at
  // once, of up to 64 columns a row at a time.
  if (n <= line_simd::kMaxWideColumnCells && line_simd::level() == line_simd::Level::kAvx512) {
    if (n <= line_simd::kSmallBoardMaxSize) return line_simd::small_board_level_pairs(cells, n, level, false);
    return line_simd::wide_column_level_pairs(cells, n, level, stop_at);
  }
#if defined(__SSE2__)
  if (n >= 16 && n <= 64) {
    // Sixteen columns at a time, row by row, as the loop below but with the
    // lanes written out (the compiler left the columns past the last whole
    // sixteen to scalar code, a third of the work on 20 x 20 boards). The
    // last sixteen may overlap the ones before: their lanes of columns
    // already counted are masked off. A lane counts at most n / 2 <= 32
    // pairs, so bytes hold them.
    const __m128i level_cell = _mm_set1_epi8(static_cast<char>(level));
    const __m128i empty_cell = _mm_setzero_si128();
    const __m128i one = _mm_set1_epi8(1);
    alignas(16) static constexpr std::array<std::uint8_t, 32> kTail = {
        0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
        0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    std::uint64_t total = 0;
    for (int first = 0; first < n; first += 16) {
      const int start = std::min(first, n - 16);
      // Lane k is column start + k; keep the lanes of columns >= first.
      const __m128i keep = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kTail.data() + 16 - (first - start)));
      __m128i pending = _mm_setzero_si128();  // 0xFF while the column's last tile is an unpaired `level`
      __m128i pairs = _mm_setzero_si128();
      for (int row = 0; row < n; ++row) {
        const __m128i sixteen =
            _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + static_cast<std::ptrdiff_t>(row) * n + start));
        const __m128i is_level = _mm_cmpeq_epi8(sixteen, level_cell);
        const __m128i empty = _mm_cmpeq_epi8(sixteen, empty_cell);
        pairs = _mm_add_epi8(pairs, _mm_and_si128(_mm_and_si128(is_level, pending), one));
        // Empty: unchanged; else a `level` tile pends exactly when none did.
        pending =
            _mm_or_si128(_mm_and_si128(empty, pending), _mm_andnot_si128(empty, _mm_andnot_si128(pending, is_level)));
      }
      const __m128i sums = _mm_sad_epu8(_mm_and_si128(pairs, keep), empty_cell);
      total += static_cast<std::uint64_t>(_mm_cvtsi128_si64(sums)) +
               static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
    }
    return total;
  }
#endif
  if (n <= 64) {
    // All columns at once, row by row, without branches (the compiler
    // vectorises across columns): `pending` is 1 while the column's last
    // non-empty tile is a tile of `level` not yet paired.
    std::array<std::uint8_t, 64> pending{};
    std::array<std::uint8_t, 64> pairs{};  // at most 32 per column of <= 64 cells
    for (int row = 0; row < n; ++row) {
      const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
      for (int col = 0; col < n; ++col) {
        const std::uint8_t is_level = line[col] == level;
        const std::uint8_t empty = line[col] == 0;
        const std::uint8_t p = pending[static_cast<std::size_t>(col)];
        pairs[static_cast<std::size_t>(col)] += is_level & p;
        pending[static_cast<std::size_t>(col)] = empty ? p : static_cast<std::uint8_t>(is_level & (p ^ 1));
      }
    }
    std::uint64_t total = 0;
    for (int col = 0; col < n; ++col) total += pairs[static_cast<std::size_t>(col)];
    return total;
  }
  std::uint64_t pairs = 0;
  for (int col = 0; col < n && pairs < stop_at; ++col) {
    std::uint64_t run = 0;
    for (int row = 0; row < n; ++row) {
      const Exponent tile = cells[static_cast<std::ptrdiff_t>(row) * n + col];
      if (tile == 0) continue;
      if (tile == level) {
        ++run;
      } else {
        pairs += run / 2;
        run = 0;
      }
    }
    pairs += run / 2;
  }
  return pairs;
}

// The widest span of levels, target - lowest, that the sums below are
// written for: every unit is then below 2^30 (a 32-bit entry), 1024 of them
// stay below the packed sum's 2^40 and 2^24 cells of them far below 2^64.
constexpr int kMaxBoundedSpan = 30;

#if defined(__SSE2__)
// count_masses compares sixteen cells at a time for spans of up to this
// many levels (a counter register each).
constexpr int kSimdLevels = 12;

// count[k] = the cells holding exponent lowest + k, for k < Levels: each
// level's count in byte lanes, one lane per cell of the sixteen, so a lane
// counts at most size / 16 <= 255 cells before the lanes are summed. Cells
// past the last whole sixteen are added one by one. Levels is a constant so
// that the counters stay in registers. (With Levels above the span, the
// levels at and above the target count no cell: none holds one.)
// REQUIRES: 16 <= size, size / 16 <= 255.
template <int Levels>
void count_levels(const Exponent* cells, std::size_t size, int lowest, std::array<std::uint64_t, kSimdLevels>& count) {
  static_assert(Levels <= kSimdLevels);
  // Plain arrays: std::array<__m128i> would drop the type's alignment attribute.
  __m128i lanes[Levels];
  __m128i level_cell[Levels];
  for (int k = 0; k < Levels; ++k) {
    lanes[k] = _mm_setzero_si128();
    level_cell[k] = _mm_set1_epi8(static_cast<char>(lowest + k));
  }
  std::size_t i = 0;
  for (; i + 16 <= size; i += 16) {
    const __m128i sixteen = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + i));
    // A compare gives 0xFF (-1) where equal: subtracting it adds 1.
    for (int k = 0; k < Levels; ++k) lanes[k] = _mm_sub_epi8(lanes[k], _mm_cmpeq_epi8(sixteen, level_cell[k]));
  }
  for (int k = 0; k < Levels; ++k) {
    const __m128i sums = _mm_sad_epu8(lanes[k], _mm_setzero_si128());
    count[static_cast<std::size_t>(k)] = static_cast<std::uint64_t>(_mm_cvtsi128_si64(sums)) +
                                         static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
  }
  for (; i < size; ++i) {
    const int k = cells[i] - lowest;
    if (k >= 0 && k < Levels) ++count[static_cast<std::size_t>(k)];
  }
}
#endif

}  // namespace

void level_pairs(const Board& board, Exponent level, std::uint64_t& row_pairs, std::uint64_t& column_pairs) {
  row_pairs = row_level_pairs(board, level, UINT64_MAX);
  column_pairs = column_level_pairs(board, level, UINT64_MAX);
}

namespace {

// What the merge-tree bound weighs for a tile of exponent `target` within
// `moves` moves (bounds.hpp): the tiles of exponent lowest = target - moves
// (at least 1) and above, as masses in units of 2^lowest.
struct MergeTreeMasses {
  // False when the target is below 1 or more than kMaxBoundedSpan levels
  // above the lowest: the sums are not written for that, and the callers
  // answer "allowed", which never prunes, so it is safe.
  bool bounded = false;
  int lowest = 0;
  std::uint64_t above = 0;         // the tiles of exponents lowest + 1 .. target - 1
  std::uint64_t lowest_count = 0;  // how many tiles of exponent `lowest`, 1 unit each
  std::uint64_t needed = 0;        // 2^target in units: 2^(target - lowest)
};

// REQUIRES: every tile of the board below `target`.
MergeTreeMasses count_masses(const Board& board, int target, int moves) {
  MergeTreeMasses masses;
  masses.lowest = std::max(1, target - moves);
  const int lowest = masses.lowest;
  if (target < 1 || target - lowest > kMaxBoundedSpan) return masses;
  masses.bounded = true;
  masses.needed = std::uint64_t{1} << (target - lowest);
  const Exponent* cells = board.cells().data();
  const std::size_t size = board.cells().size();
  // Byte shuffles as lookups where the processor has them (line_simd.hpp):
  // every cell is below target <= 16, a shuffle's sixteen entries. Against
  // the compares below, in runs side by side: 11% less time on the deep
  // 8 x 8 board of small_tile_board(8, 39, 1.0, 10) with K = 1000, 6% on
  // hard_suite(20, 16)'s board 0 with K = 15 (the same nodes).
  if (target <= line_simd::kMaxMassTarget && lowest < target && size / 16 <= 255 && line_simd::enabled()) {
    line_simd::level_masses(cells, size, lowest, masses.above, masses.lowest_count);
    return masses;
  }
#if defined(__SSE2__)
  // Sixteen cells a step, one compare per level (count_levels). Why: the
  // lookup below is a dependent load and add per cell, and this test runs
  // at every node of the search (on 20 x 20 boards with 11 to 15 moves it
  // was a fifth of the search's time); with up to kSimdLevels levels the
  // compares cost less.
  if (target - lowest <= kSimdLevels && size >= 16 && size / 16 <= 255) {
    std::array<std::uint64_t, kSimdLevels> count{};
    switch (target - lowest) {
      case 1: count_levels<1>(cells, size, lowest, count); break;
      case 2: count_levels<2>(cells, size, lowest, count); break;
      case 3: count_levels<3>(cells, size, lowest, count); break;
      case 4: count_levels<4>(cells, size, lowest, count); break;
      case 5: count_levels<5>(cells, size, lowest, count); break;
      case 6: count_levels<6>(cells, size, lowest, count); break;
      case 7: count_levels<7>(cells, size, lowest, count); break;
      case 8: count_levels<8>(cells, size, lowest, count); break;
      default: count_levels<kSimdLevels>(cells, size, lowest, count); break;  // zero counts above target - 1
    }
    masses.lowest_count = count[0];
    for (int k = 1; k < target - lowest; ++k) masses.above += count[static_cast<std::size_t>(k)] << k;
    return masses;
  }
#endif
  if (size <= 1024) {
    // One lookup a cell: the mass above the lowest level in the low 40 bits
    // (at most 1024 cells of < 2^30 units), the lowest level's count above.
    // Only exponents below `target` occur, so only those entries are set.
    std::array<std::uint64_t, 256> packed;
    for (int e = 0; e < target; ++e) {
      packed[static_cast<std::size_t>(e)] = e < lowest    ? 0
                                            : e == lowest ? std::uint64_t{1} << 40
                                                          : std::uint64_t{1} << (e - lowest);
    }
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < size; ++i) sum += packed[cells[i]];
    masses.above = sum & ((std::uint64_t{1} << 40) - 1);
    masses.lowest_count = sum >> 40;
  } else {
    // Larger boards could carry past bit 40: the two sums kept apart.
    std::array<std::uint32_t, 256> units{};
    for (int e = lowest + 1; e < target; ++e) units[static_cast<std::size_t>(e)] = std::uint32_t{1} << (e - lowest);
    for (std::size_t i = 0; i < size; ++i) {
      masses.above += units[cells[i]];
      masses.lowest_count += cells[i] == lowest;
    }
  }
  return masses;
}

}  // namespace

bool merge_tree_allows_on_board(const Board& board, int target, int moves, bool use_pairs) {
  if (use_pairs) return merge_tree_axes_on_board(board, target, moves) != 0;
  const MergeTreeMasses masses = count_masses(board, target, moves);
  return !masses.bounded || masses.above + masses.lowest_count >= masses.needed;
}

unsigned merge_tree_axes_on_board(const Board& board, int target, int moves) {
  const MergeTreeMasses masses = count_masses(board, target, moves);
  if (!masses.bounded) return kRowMoves | kColumnMoves;
  if (masses.above + masses.lowest_count < masses.needed) return 0;
  // Enough mass without the lowest level, or the lowest level is 1 only
  // because target - moves is below it (its tiles then need not merge in
  // the first move): no axis is singled out.
  if (masses.above >= masses.needed || target - moves < 1) return kRowMoves | kColumnMoves;
  // The missing mass must come from pairs of the lowest level merged by the
  // first move, along its own axis; each count stops once it has enough.
  const std::uint64_t pairs_needed = (masses.needed - masses.above + 1) / 2;
  const auto level = static_cast<Exponent>(masses.lowest);
  unsigned axes = 0;
  if (row_level_pairs(board, level, pairs_needed) >= pairs_needed) axes |= kRowMoves;
  if (column_level_pairs(board, level, pairs_needed) >= pairs_needed) axes |= kColumnMoves;
  return axes;
}

namespace {

// Bit i of the words: cell i (row-major) holds `level` / holds a tile.
// Sixteen cells a compare on boards of 16 cells or more (the last sixteen
// may overlap the ones before, setting the same bits again).
void cell_masks(const Board& board, Exponent level, std::vector<std::uint64_t>& at_level,
                std::vector<std::uint64_t>& occupied) {
  const std::size_t cells = board.cells().size();
  const Exponent* cell = board.cells().data();
  at_level.assign(cells / 64 + 2, 0);
  occupied.assign(cells / 64 + 2, 0);
  std::size_t i = 0;
#if defined(__SSE2__)
  if (cells >= 16) {
    const __m128i level_cell = _mm_set1_epi8(static_cast<char>(level));
    const __m128i empty_cell = _mm_setzero_si128();
    for (std::size_t start = 0;; start += 16) {
      start = std::min(start, cells - 16);
      const __m128i sixteen = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cell + start));
      const auto same = static_cast<std::uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(sixteen, level_cell)));
      const auto tile = static_cast<std::uint64_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(sixteen, empty_cell))) ^ 0xFFFF;
      const std::size_t word = start / 64;
      const std::size_t shift = start % 64;
      at_level[word] |= same << shift;
      occupied[word] |= tile << shift;
      if (shift > 48) {
        at_level[word + 1] |= same >> (64 - shift);
        occupied[word + 1] |= tile >> (64 - shift);
      }
      if (start == cells - 16) break;
    }
    i = cells;
  }
#endif
  for (; i < cells; ++i) {
    at_level[i / 64] |= std::uint64_t{cell[i] == level} << (i % 64);
    occupied[i / 64] |= std::uint64_t{cell[i] != 0} << (i % 64);
  }
}

// The `width` bits of `words` from bit `first` on (width <= 64).
std::uint64_t bit_field(const std::vector<std::uint64_t>& words, std::size_t first, int width) {
  const std::size_t word = first / 64;
  const std::size_t shift = first % 64;
  std::uint64_t field = words[word] >> shift;
  if (shift != 0) field |= words[word + 1] << (64 - shift);
  return width == 64 ? field : field & ((std::uint64_t{1} << width) - 1);
}

// largest_pair_in_line on boards of at most 64 columns, from bit masks of
// the rows: in a row, a tile of m pairs when the next tile after it is m
// too; in the columns, walked row by row, `pending` marks the columns whose
// last tile so far is m.
bool largest_pair_by_masks(const Board& board, Exponent m, Direction& direction) {
  const int n = board.size();
  GRIDSOLVE_SCRATCH std::vector<std::uint64_t> at_level;
  GRIDSOLVE_SCRATCH std::vector<std::uint64_t> occupied;
  cell_masks(board, m, at_level, occupied);
  std::uint64_t pending = 0;
  bool column_pair = false;
  for (int row = 0; row < n; ++row) {
    const std::size_t first = static_cast<std::size_t>(row) * static_cast<std::size_t>(n);
    const std::uint64_t same = bit_field(at_level, first, n);
    if (same == 0) {
      pending &= ~bit_field(occupied, first, n);
      continue;
    }
    const std::uint64_t tiles = bit_field(occupied, first, n);
    for (std::uint64_t rest = same; rest != 0; rest &= rest - 1) {
      const std::uint64_t bit = rest & -rest;
      const std::uint64_t after = tiles & ~(bit | (bit - 1));  // the tiles after this one
      if (after & -after & same) {
        direction = Direction::kLeft;
        return true;
      }
    }
    column_pair = column_pair || (pending & same) != 0;
    pending = (pending & ~tiles) | same;
  }
  if (column_pair) direction = Direction::kUp;
  return column_pair;
}

// The cells that hold `level`, as indices, when there are at most
// `max_found` of them (else false). Sixteen cells a compare.
bool find_level_cells(const Board& board, Exponent level, std::size_t max_found, std::size_t* found,
                      std::size_t& count) {
  const std::size_t cells = board.cells().size();
  const Exponent* cell = board.cells().data();
  count = 0;
  std::size_t i = 0;
#if defined(__SSE2__)
  const __m128i level_cell = _mm_set1_epi8(static_cast<char>(level));
  for (; i + 16 <= cells; i += 16) {
    auto same = static_cast<unsigned>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(cell + i)), level_cell)));
    for (; same != 0; same &= same - 1) {
      if (count == max_found) return false;
      found[count++] = i + static_cast<std::size_t>(std::countr_zero(same));
    }
  }
#endif
  for (; i < cells; ++i) {
    if (cell[i] != level) continue;
    if (count == max_found) return false;
    found[count++] = i;
  }
  return true;
}

// Whether cells first + step, first + 2 step, ..., up to before `last`
// are all empty.
bool empty_between(const Exponent* cell, std::size_t first, std::size_t last, std::size_t step) {
  for (std::size_t i = first + step; i < last; i += step) {
    if (cell[i] != 0) return false;
  }
  return true;
}

// largest_pair_in_line when m is on few cells (the usual case: the largest
// tile): every two of them in one line, with only empty cells between.
bool largest_pair_among_few(const Board& board, const std::size_t* found, std::size_t count, Direction& direction) {
  const auto n = static_cast<std::size_t>(board.size());
  const Exponent* cell = board.cells().data();
  bool column_pair = false;
  for (std::size_t a = 0; a < count; ++a) {
    for (std::size_t b = a + 1; b < count; ++b) {
      // found[] is increasing: b comes after a in row-major order.
      if (found[a] / n == found[b] / n && empty_between(cell, found[a], found[b], 1)) {
        direction = Direction::kLeft;
        return true;
      }
      column_pair = column_pair || (found[a] % n == found[b] % n && empty_between(cell, found[a], found[b], n));
    }
  }
  if (column_pair) direction = Direction::kUp;
  return column_pair;
}

}  // namespace

bool largest_pair_in_line(const Board& board, Exponent m, Direction& direction) {
  if (m == 0) return false;
  const int n = board.size();
  // Rows before columns, as below: a pair in a row gives L, else U.
  constexpr std::size_t kFew = 8;
  std::array<std::size_t, kFew> found;
  std::size_t count = 0;
  if (find_level_cells(board, m, kFew, found.data(), count)) {
    return count >= 2 && largest_pair_among_few(board, found.data(), count, direction);
  }
  if (n <= 64) return largest_pair_by_masks(board, m, direction);
  const Exponent* cells = board.cells().data();
  // Rows: the previous non-empty tile of the row must be m as well.
  for (int row = 0; row < n; ++row) {
    Exponent previous = 0;
    const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
    for (int col = 0; col < n; ++col) {
      const Exponent tile = line[col];
      if (tile == 0) continue;
      if (tile == m && previous == m) {
        direction = Direction::kLeft;
        return true;
      }
      previous = tile;
    }
  }
  // Columns, walked row by row for contiguous reads.
  std::vector<Exponent> previous(static_cast<std::size_t>(n), 0);
  for (int row = 0; row < n; ++row) {
    const Exponent* line = cells + static_cast<std::ptrdiff_t>(row) * n;
    for (int col = 0; col < n; ++col) {
      const Exponent tile = line[col];
      if (tile == 0) continue;
      if (tile == m && previous[static_cast<std::size_t>(col)] == m) {
        direction = Direction::kUp;
        return true;
      }
      previous[static_cast<std::size_t>(col)] = tile;
    }
  }
  return false;
}

}  // namespace gridsolve::slide
