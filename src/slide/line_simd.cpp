#include "slide/line_simd.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(GRIDSOLVE_LINE_SIMD)
#include <immintrin.h>
#endif

namespace gridsolve::slide::line_simd {

#if defined(GRIDSOLVE_LINE_SIMD)
namespace {

// A row of up to 32 cells is two 16-byte registers (one when the board has
// at most 16 columns). Sliding it left:
//  1. the tiles gathered to the front, keeping their order: one shuffle per
//     eight cells, its control from a table indexed by their "occupied"
//     bits, a second shuffle that closes the gap between the two eights of
//     a register, and for 32 cells the second register shifted in behind
//     the first (skipped when the tiles already stand at the front, as on a
//     full row);
//  2. the merges found at once: bit i of `equal` says tile i equals tile
//     i + 1; in a run of equal tiles the pairs merge from the wall, so tile
//     i merges with tile i + 1 exactly when i is at an even distance from
//     the start of its run of set bits (merging_pairs);
//  3. each merging tile raised by one, the tile after it dropped, and the
//     rest gathered to the front again as in 1.
// A right move is the left move of the row reversed, by one more shuffle
// before and after. Up and down moves are left and right moves of the
// transposed board (transposed in 16 x 16 blocks and back). Everything of
// one row stays in registers.
//
// Why: the cell-by-cell merge step carries `written` and `mergeable` from
// cell to cell, and a left move of a full 20 x 20 board took 14,200
// instructions (an up move, sixteen columns at a time, 5,700).
struct Tables {
  // gather[m]: the shuffle control that takes the cells of the set bits of
  // the eight-bit mask m to the front, in order (0x80, which gives 0,
  // after); gather_high[m] the same for the register's high eight cells.
  std::array<std::uint64_t, 256> gather{};
  std::array<std::uint64_t, 256> gather_high{};
  // The bits of m as bytes: 1 for a set bit, else 0.
  std::array<std::uint64_t, 256> bits{};
  std::array<std::uint8_t, 256> count{};
  // close[c]: after the two eights were gathered, c tiles in the low eight:
  // the high eight's tiles moved down behind them.
  std::array<std::array<std::uint8_t, 16>, 9> close{};
  // up[k] moves a register's bytes up by k (toward byte 15); over[k] takes
  // the k bytes that pass byte 15 down to the front.
  std::array<std::array<std::uint8_t, 16>, 17> up{};
  std::array<std::array<std::uint8_t, 16>, 17> over{};
  // reverse[n][k]: the controls that reverse a row of n cells: output
  // register k / 2 from input register k % 2.
  std::array<std::array<std::array<std::uint8_t, 16>, 4>, 33> reverse{};
  // keep[n]: 0xFF on the first n cells of 32.
  std::array<std::array<std::uint8_t, 32>, 33> keep{};
};

constexpr Tables make_tables() {
  Tables t;
  for (unsigned m = 0; m < 256; ++m) {
    std::uint64_t control = 0x8080808080808080ULL;
    std::uint64_t bits = 0;
    int k = 0;
    for (unsigned i = 0; i < 8; ++i) {
      if (m & (1U << i)) {
        control &= ~(std::uint64_t{0xFF} << (8 * k));
        control |= std::uint64_t{i} << (8 * k);
        bits |= std::uint64_t{1} << (8 * i);
        ++k;
      }
    }
    t.gather[m] = control;
    t.gather_high[m] = control | 0x0808080808080808ULL;  // 0x80 stays >= 0x80
    t.bits[m] = bits;
    t.count[m] = static_cast<std::uint8_t>(k);
  }
  for (int c = 0; c <= 8; ++c) {
    for (int i = 0; i < 16; ++i) {
      t.close[static_cast<std::size_t>(c)][static_cast<std::size_t>(i)] = i < c ? static_cast<std::uint8_t>(i)
                                                                          : i < c + 8
                                                                              ? static_cast<std::uint8_t>(i + 8 - c)
                                                                              : std::uint8_t{0x80};
    }
  }
  for (int k = 0; k <= 16; ++k) {
    for (int i = 0; i < 16; ++i) {
      t.up[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)] =
          i >= k ? static_cast<std::uint8_t>(i - k) : std::uint8_t{0x80};
      t.over[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)] =
          i < k ? static_cast<std::uint8_t>(i + 16 - k) : std::uint8_t{0x80};
    }
  }
  for (int n = 0; n <= 32; ++n) {
    for (int out = 0; out < 32; ++out) {
      const int in = n - 1 - out;  // the input cell of output cell `out`
      for (int half = 0; half < 2; ++half) {
        const bool here = out < n && in >= 16 * half && in < 16 * half + 16;
        const int control = 2 * (out / 16) + half;
        t.reverse[static_cast<std::size_t>(n)][static_cast<std::size_t>(control)][static_cast<std::size_t>(out % 16)] =
            here ? static_cast<std::uint8_t>(in - 16 * half) : 0x80;
      }
      t.keep[static_cast<std::size_t>(n)][static_cast<std::size_t>(out)] = out < n ? 0xFF : 0;
    }
  }
  return t;
}

constexpr Tables kTables = make_tables();

// The pairs that merge in a row whose tiles stand at the front, tile i
// equal to tile i + 1 where bit i of `equal` is set: in each run of set
// bits, the bits at an even distance from the run's start (a run of k + 1
// equal tiles makes its pairs from the wall: tiles 0 and 1, 2 and 3, ...).
// Runs that start at an even position are the ones a carry from their start
// clears: adding their start bits to `equal` carries through each such run
// and stops at the clear bit after it, touching no other run.
inline std::uint64_t merging_pairs(std::uint64_t equal) {
  constexpr std::uint64_t kEven = 0x5555555555555555ULL;
  const std::uint64_t starts = equal & ~(equal << 1);
  const std::uint64_t even_runs = equal & ~(equal + (starts & kEven));
  return (even_runs & kEven) | (equal & ~even_runs & ~kEven);
}

#define GRIDSOLVE_SSSE3 __attribute__((target("ssse3")))

GRIDSOLVE_SSSE3 inline __m128i load_control(const std::array<std::uint8_t, 16>& control) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(control.data()));
}

GRIDSOLVE_SSSE3 inline std::uint32_t zero_bits(__m128i x) {
  return static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())));
}

// The cells of x whose bits are set in the sixteen-bit `mask`, in order at
// the front, zeros after; `count` of them.
GRIDSOLVE_SSSE3 inline __m128i gather16(__m128i x, unsigned mask, int& count) {
  const unsigned low = mask & 0xFF;
  const unsigned high = (mask >> 8) & 0xFF;
  const int c = kTables.count[low];
  count = c + kTables.count[high];
  const __m128i halves = _mm_shuffle_epi8(x, _mm_set_epi64x(static_cast<long long>(kTables.gather_high[high]),
                                                            static_cast<long long>(kTables.gather[low])));
  return _mm_shuffle_epi8(halves, load_control(kTables.close[static_cast<std::size_t>(c)]));
}

// One row of up to 32 cells (kWide) or up to 16, cells past its end zero.
template <bool kWide>
struct Row {
  __m128i low;
  __m128i high;  // only when kWide

  GRIDSOLVE_SSSE3 std::uint32_t zeros() const {
    return kWide ? zero_bits(low) | (zero_bits(high) << 16) : zero_bits(low) | 0xFFFF0000U;
  }
  // The cells of the set bits of `mask`, in order at the front.
  GRIDSOLVE_SSSE3 Row gather(std::uint32_t mask) const {
    int k0 = 0;
    int k1 = 0;
    Row out{};
    out.low = gather16(low, mask & 0xFFFF, k0);
    if (kWide) {
      const __m128i g1 = gather16(high, mask >> 16, k1);
      out.low = _mm_or_si128(out.low, _mm_shuffle_epi8(g1, load_control(kTables.up[static_cast<std::size_t>(k0)])));
      out.high = _mm_shuffle_epi8(g1, load_control(kTables.over[static_cast<std::size_t>(k0)]));
    }
    return out;
  }
  // Bit i: cell i equals cell i + 1 (the cell after the last is 0).
  GRIDSOLVE_SSSE3 std::uint32_t equal_to_next() const {
    if (!kWide) return static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, _mm_srli_si128(low, 1))));
    return static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, _mm_alignr_epi8(high, low, 1)))) |
           (static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(high, _mm_srli_si128(high, 1)))) << 16);
  }
  GRIDSOLVE_SSSE3 Row plus_bits(std::uint32_t mask) const {
    Row out = *this;
    out.low = _mm_add_epi8(low, _mm_set_epi64x(static_cast<long long>(kTables.bits[(mask >> 8) & 0xFF]),
                                               static_cast<long long>(kTables.bits[mask & 0xFF])));
    if (kWide) {
      out.high = _mm_add_epi8(high, _mm_set_epi64x(static_cast<long long>(kTables.bits[mask >> 24]),
                                                   static_cast<long long>(kTables.bits[(mask >> 16) & 0xFF])));
    }
    return out;
  }
  GRIDSOLVE_SSSE3 Row reversed(int n) const {
    const auto& controls = kTables.reverse[static_cast<std::size_t>(n)];
    Row out{};
    if (!kWide) {
      out.low = _mm_shuffle_epi8(low, load_control(controls[0]));
      return out;
    }
    out.low = _mm_or_si128(_mm_shuffle_epi8(low, load_control(controls[0])),
                           _mm_shuffle_epi8(high, load_control(controls[1])));
    out.high = _mm_or_si128(_mm_shuffle_epi8(low, load_control(controls[2])),
                            _mm_shuffle_epi8(high, load_control(controls[3])));
    return out;
  }
};

// Slides `row` to the left in place; returns whether it changed.
template <bool kWide>
GRIDSOLVE_SSSE3 inline bool slide_left(Row<kWide>& row) {
  const std::uint32_t occupied = ~row.zeros();
  // Tiles already at the front (a full row, say) need no gathering.
  const Row<kWide> tiles_row = (occupied & (occupied + 1)) == 0 ? row : row.gather(occupied);
  const std::uint32_t tiles = ~tiles_row.zeros();
  const auto pairs = static_cast<std::uint32_t>(merging_pairs(tiles_row.equal_to_next() & tiles));
  if (pairs == 0) {
    row = tiles_row;
    return occupied != tiles;
  }
  row = tiles_row.plus_bits(pairs).gather(tiles & ~(pairs << 1));
  return true;
}

// Slides `rows` rows of n cells, read `from_stride` apart from `from` and
// written `to_stride` apart from `to`, left or right. A row is read as 16
// or 32 bytes from its start, through a buffer where that would pass
// `from_end`, and written so where that stays before `to_end` (the bytes
// past the row belong to the rows after it, written later, or to padding).
template <bool kWide>
GRIDSOLVE_SSSE3 bool slide_rows(const Exponent* from, std::ptrdiff_t from_stride, const Exponent* from_end,
                                Exponent* to, std::ptrdiff_t to_stride, const Exponent* to_end, int n, int rows,
                                bool right) {
  constexpr int kBytes = kWide ? 32 : 16;
  const auto& keep = kTables.keep[static_cast<std::size_t>(n)];
  const __m128i keep_low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(keep.data()));
  const __m128i keep_high = _mm_loadu_si128(reinterpret_cast<const __m128i*>(keep.data() + 16));
  bool changed = false;
  for (std::ptrdiff_t r = 0; r < rows; ++r) {
    const Exponent* source = from + r * from_stride;
    Exponent* target = to + r * to_stride;
    alignas(16) Exponent buffer[32];
    if (source + kBytes > from_end) {
      std::memcpy(buffer, source, static_cast<std::size_t>(n));
      source = buffer;
    }
    Row<kWide> row{};
    row.low = _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(source)), keep_low);
    if (kWide) row.high = _mm_and_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(source + 16)), keep_high);
    if (right) row = row.reversed(n);
    changed |= slide_left(row);
    if (right) row = row.reversed(n);
    if (target + kBytes <= to_end) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(target), row.low);
      if (kWide) _mm_storeu_si128(reinterpret_cast<__m128i*>(target + 16), row.high);
    } else {
      _mm_store_si128(reinterpret_cast<__m128i*>(buffer), row.low);
      if (kWide) _mm_store_si128(reinterpret_cast<__m128i*>(buffer + 16), row.high);
      std::memcpy(target, buffer, static_cast<std::size_t>(n));
    }
  }
  return changed;
}

// Transposes a 16 x 16 block: dst[j][i] = src[i][j], rows `src_stride` and
// `dst_stride` apart. Four rounds of interleaving (bytes, pairs, fours,
// eights).
GRIDSOLVE_SSSE3 void transpose16(const Exponent* src, std::ptrdiff_t src_stride, Exponent* dst,
                                 std::ptrdiff_t dst_stride) {
  __m128i a[16];
  __m128i b[16];
  for (std::ptrdiff_t i = 0; i < 16; ++i)
    a[i] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i * src_stride));
  for (std::ptrdiff_t i = 0; i < 8; ++i) {
    b[2 * i] = _mm_unpacklo_epi8(a[2 * i], a[2 * i + 1]);
    b[2 * i + 1] = _mm_unpackhi_epi8(a[2 * i], a[2 * i + 1]);
  }
  for (std::ptrdiff_t i = 0; i < 4; ++i) {
    for (std::ptrdiff_t j = 0; j < 2; ++j) {
      a[4 * i + j] = _mm_unpacklo_epi16(b[4 * i + j], b[4 * i + j + 2]);
      a[4 * i + j + 2] = _mm_unpackhi_epi16(b[4 * i + j], b[4 * i + j + 2]);
    }
  }
  for (std::ptrdiff_t i = 0; i < 2; ++i) {
    for (std::ptrdiff_t j = 0; j < 4; ++j) {
      b[8 * i + j] = _mm_unpacklo_epi32(a[8 * i + j], a[8 * i + j + 4]);
      b[8 * i + j + 4] = _mm_unpackhi_epi32(a[8 * i + j], a[8 * i + j + 4]);
    }
  }
  for (std::ptrdiff_t j = 0; j < 8; ++j) {
    a[j] = _mm_unpacklo_epi64(b[j], b[j + 8]);
    a[j + 8] = _mm_unpackhi_epi64(b[j], b[j + 8]);
  }
  // a[k] now holds the block's column whose 4-bit index is k's bits
  // reversed (each round interleaved pairs one level up): put it in place.
  static constexpr int kColumn[16] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
  for (int k = 0; k < 16; ++k) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(dst + kColumn[k] * dst_stride), a[k]);
  }
}

// The transposed board in a 32 x 32 buffer (row c holds column c of the
// board, cells past n left as they were), or back.
constexpr std::ptrdiff_t kPadded = 32;

GRIDSOLVE_SSSE3 void transpose_in(const Exponent* board, std::ptrdiff_t n, Exponent* padded) {
  if (n >= 16) {
    for (std::ptrdiff_t r0 : {std::ptrdiff_t{0}, n - 16}) {
      for (std::ptrdiff_t c0 : {std::ptrdiff_t{0}, n - 16}) {
        transpose16(board + r0 * n + c0, n, padded + c0 * kPadded + r0, kPadded);
      }
    }
    return;
  }
  alignas(16) Exponent square[16 * 16] = {};
  for (std::ptrdiff_t r = 0; r < n; ++r) std::memcpy(square + 16 * r, board + r * n, static_cast<std::size_t>(n));
  transpose16(square, 16, padded, kPadded);
}

GRIDSOLVE_SSSE3 void transpose_out(const Exponent* padded, std::ptrdiff_t n, Exponent* board) {
  if (n >= 16) {
    for (std::ptrdiff_t r0 : {std::ptrdiff_t{0}, n - 16}) {
      for (std::ptrdiff_t c0 : {std::ptrdiff_t{0}, n - 16}) {
        transpose16(padded + c0 * kPadded + r0, kPadded, board + r0 * n + c0, n);
      }
    }
    return;
  }
  alignas(16) Exponent square[16 * 16];
  transpose16(padded, kPadded, square, 16);
  for (std::ptrdiff_t r = 0; r < n; ++r) std::memcpy(board + r * n, square + 16 * r, static_cast<std::size_t>(n));
}

template <bool kWide>
GRIDSOLVE_SSSE3 bool move_board_of(const Exponent* from, Exponent* to, int n, Direction direction) {
  const std::ptrdiff_t cells = std::ptrdiff_t{n} * n;
  const bool right = direction == Direction::kRight || direction == Direction::kDown;
  if (direction == Direction::kLeft || direction == Direction::kRight) {
    return slide_rows<kWide>(from, n, from + cells, to, n, to + cells, n, n, right);
  }
  alignas(16) Exponent columns[kPadded * kPadded];
  alignas(16) Exponent moved[kPadded * kPadded];
  // Below 16 columns transpose_out reads 16 rows of `moved`: the rows past
  // n are read but never written back; give them a value.
  if (n < 16) std::memset(moved + std::ptrdiff_t{n} * kPadded, 0, static_cast<std::size_t>((16 - n) * kPadded));
  transpose_in(from, n, columns);
  const bool changed =
      slide_rows<kWide>(columns, kPadded, columns + sizeof columns, moved, kPadded, moved + sizeof moved, n, n, right);
  transpose_out(moved, n, to);
  return changed;
}

// AVX-512 (BW, VBMI, VBMI2): a row of up to 64 cells in one register,
// gathered to the front by one compress instruction (the same three steps
// as above), and up and down moves through a transposition of the whole
// board by byte permutes from pairs of registers.
#define GRIDSOLVE_AVX512 __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,bmi,bmi2,popcnt")))

struct Tables512 {
  std::array<std::uint8_t, 64> next{};  // next[i] = i + 1 (63 for the last)
  // reverse[n][i] = n - 1 - i below n (the rest is masked off).
  std::array<std::array<std::uint8_t, 64>, kMaxSize + 1> reverse{};
};

constexpr Tables512 make_tables_512() {
  Tables512 t;
  for (int i = 0; i < 64; ++i) t.next[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i < 63 ? i + 1 : 63);
  for (int n = 0; n <= kMaxSize; ++n) {
    for (int i = 0; i < 64; ++i) {
      t.reverse[static_cast<std::size_t>(n)][static_cast<std::size_t>(i)] =
          static_cast<std::uint8_t>(i < n ? n - 1 - i : i);
    }
  }
  return t;
}

constexpr Tables512 kTables512 = make_tables_512();

// Rows of 9 to 32 cells two at a time, in the two 32-byte halves of a
// register: for each n and side, the permute that takes two rows (2n cells
// in a row of memory) to the halves, with each row's cells from the wall the
// move goes to (reversed for a right move), and the one that takes them
// back. Why: a row at a time, the moves of 20 x 20 boards were a fifth of
// the search's time, and the pair counts another fifth. In runs side by
// side, hard-suite board 0 with K = 15 took 15% less time with both two
// rows at a time (8% with the pair counts alone), and `gridsolve bench`
// 15% less in all.
struct HalvesPlan {
  std::array<std::uint8_t, 64> to_halves{};    // byte j of the register: this cell of the two rows
  std::array<std::uint8_t, 64> from_halves{};  // cell k of the two rows: this byte of the register
};

constexpr int kMinHalfRow = 9;
constexpr int kMaxHalfRow = 32;

std::array<std::array<HalvesPlan, 2>, kMaxHalfRow + 1> make_halves_plans() {
  std::array<std::array<HalvesPlan, 2>, kMaxHalfRow + 1> plans{};
  for (int n = kMinHalfRow; n <= kMaxHalfRow; ++n) {
    for (int right = 0; right < 2; ++right) {
      HalvesPlan& plan = plans[static_cast<std::size_t>(n)][static_cast<std::size_t>(right)];
      for (int half = 0; half < 2; ++half) {
        for (int j = 0; j < n; ++j) {
          const int cell = half * n + (right ? n - 1 - j : j);
          const int byte = 32 * half + j;
          plan.to_halves[static_cast<std::size_t>(byte)] = static_cast<std::uint8_t>(cell);
          plan.from_halves[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(byte);
        }
      }
    }
  }
  return plans;
}

const std::array<std::array<HalvesPlan, 2>, kMaxHalfRow + 1> kHalvesPlans = make_halves_plans();

constexpr std::uint64_t kNotLastOfHalf = 0x7FFFFFFF7FFFFFFFULL;

// The first popcount(low 32 bits of m) bits and the same for the high 32.
GRIDSOLVE_AVX512 inline std::uint64_t half_fronts(std::uint64_t m) {
  return _bzhi_u64(~0ULL, static_cast<unsigned>(_mm_popcnt_u64(m & 0xFFFFFFFFULL))) |
         (_bzhi_u64(~0ULL, static_cast<unsigned>(_mm_popcnt_u64(m >> 32))) << 32);
}

// Two rows (or the last one) of n cells in their halves (other bytes 0).
GRIDSOLVE_AVX512 inline __m512i load_halves(const Exponent* first, int n, int rows, const HalvesPlan& plan) {
  const std::uint64_t half = _bzhi_u64(~0ULL, static_cast<unsigned>(n));
  const __mmask64 in_halves = rows == 2 ? half | (half << 32) : half;
  const __m512i cells = _mm512_maskz_loadu_epi8(_bzhi_u64(~0ULL, static_cast<unsigned>(rows * n)), first);
  return _mm512_maskz_permutexvar_epi8(in_halves, _mm512_loadu_si512(plan.to_halves.data()), cells);
}

GRIDSOLVE_AVX512 bool slide_rows_in_halves_512(const Exponent* from, Exponent* to, int n, bool right) {
  const HalvesPlan& plan = kHalvesPlans[static_cast<std::size_t>(n)][right ? 1 : 0];
  const __m512i next = _mm512_loadu_si512(kTables512.next.data());
  const __m512i back = _mm512_loadu_si512(plan.from_halves.data());
  const __m512i one = _mm512_set1_epi8(1);
  bool changed = false;
  for (int row = 0; row < n; row += 2) {
    const int rows = std::min(2, n - row);
    const std::ptrdiff_t offset = static_cast<std::ptrdiff_t>(row) * n;
    const __m512i x = load_halves(from + offset, n, rows, plan);
    const __mmask64 occupied = _mm512_test_epi8_mask(x, x);
    const __mmask64 fronts = half_fronts(occupied);
    const __m512i tiles = _mm512_maskz_expand_epi8(fronts, _mm512_maskz_compress_epi8(occupied, x));
    // Tile i equal to tile i + 1 of its half (a half's last byte has none).
    const __m512i following = _mm512_maskz_permutexvar_epi8(~__mmask64{0}, next, tiles);
    const std::uint64_t pairs = merging_pairs(_mm512_mask_cmpeq_epi8_mask(fronts & kNotLastOfHalf, tiles, following));
    const std::uint64_t kept = fronts & ~(pairs << 1);
    const __m512i moved = _mm512_maskz_expand_epi8(
        half_fronts(kept), _mm512_maskz_compress_epi8(kept, _mm512_mask_add_epi8(tiles, pairs, tiles, one)));
    changed |= pairs != 0 || occupied != fronts;
    const __mmask64 cells = _bzhi_u64(~0ULL, static_cast<unsigned>(rows * n));
    _mm512_mask_storeu_epi8(to + offset, cells, _mm512_maskz_permutexvar_epi8(cells, back, moved));
  }
  return changed;
}

// One line of up to 64 cells in a register, slid toward byte 0: its tiles
// gathered to the front (`tiles`, 0 past them), the cells that held them
// (`occupied`), where they stand once gathered (`front`, their count of
// low bits), and the merges (`pairs`: bit i when tile i takes tile i + 1).
// Tile i is compared with tile i + 1 only for i below the count less one:
// the last tile has none (with 64 tiles, byte 63's "next" is itself:
// next[63] = 63, which once let a line of 64 tiles merge its last tile with
// itself).
struct LineMerges {
  __m512i tiles;
  std::uint64_t occupied;
  std::uint64_t front;
  std::uint64_t pairs;
};

GRIDSOLVE_AVX512 inline LineMerges line_merges(__m512i x, __m512i next) {
  LineMerges line;
  line.occupied = _mm512_test_epi8_mask(x, x);
  line.tiles = _mm512_maskz_compress_epi8(line.occupied, x);
  line.front = _bzhi_u64(~0ULL, static_cast<unsigned>(_mm_popcnt_u64(line.occupied)));
  // The zero-masked permute: GCC 12 warns of the unmasked one's undefined fill.
  const __m512i following = _mm512_maskz_permutexvar_epi8(~__mmask64{0}, next, line.tiles);
  line.pairs = merging_pairs(_mm512_mask_cmpeq_epi8_mask(line.front >> 1, line.tiles, following));
  return line;
}

// The moved line of line_merges: each merging tile raised, its partner
// dropped, the rest gathered to the front.
GRIDSOLVE_AVX512 inline __m512i merged_line(const LineMerges& line) {
  return _mm512_maskz_compress_epi8(line.front & ~(line.pairs << 1),
                                    _mm512_mask_add_epi8(line.tiles, line.pairs, line.tiles, _mm512_set1_epi8(1)));
}

// Slides rows [0, n) of n cells, `n` apart, from `from` to `to`; the rows
// are read and written with masks, so nothing past them is touched.
GRIDSOLVE_AVX512 bool slide_rows_512(const Exponent* from, Exponent* to, int n, bool right) {
  if (n >= kMinHalfRow && n <= kMaxHalfRow) return slide_rows_in_halves_512(from, to, n, right);
  const __mmask64 row = _bzhi_u64(~0ULL, static_cast<unsigned>(n));
  const __m512i next = _mm512_loadu_si512(kTables512.next.data());
  const __m512i reverse = _mm512_loadu_si512(kTables512.reverse[static_cast<std::size_t>(n)].data());
  bool changed = false;
  for (std::ptrdiff_t r = 0; r < n; ++r) {
    __m512i x = _mm512_maskz_loadu_epi8(row, from + r * n);
    if (right) x = _mm512_maskz_permutexvar_epi8(row, reverse, x);
    const LineMerges line = line_merges(x, next);
    __m512i y = merged_line(line);
    changed |= line.pairs != 0 || line.occupied != line.front;
    if (right) y = _mm512_maskz_permutexvar_epi8(row, reverse, y);
    _mm512_mask_storeu_epi8(to + r * n, row, y);
  }
  return changed;
}

// One line of n <= 64 cells, its first cell at `first` and the next `step`
// apart, slid toward the first: `out` gets the moved line (n cells), and
// the tile count after the move is returned. Rows (step 1) are read with a
// masked load; other lines are gathered into a register's worth first.
GRIDSOLVE_AVX512 int slide_line_512(const Exponent* first, std::ptrdiff_t step, int n, Exponent* out, int keep_from,
                                    std::uint64_t& kept) {
  const __mmask64 line = _bzhi_u64(~0ULL, static_cast<unsigned>(n));
  __m512i x;
  if (step == 1) {
    x = _mm512_maskz_loadu_epi8(line, first);
  } else {
    alignas(64) std::array<Exponent, 64> cells{};
    for (std::ptrdiff_t k = 0; k < n; ++k) cells[static_cast<std::size_t>(k)] = first[k * step];
    x = _mm512_load_si512(cells.data());
  }
  const LineMerges merges = line_merges(x, _mm512_loadu_si512(kTables512.next.data()));
  const __m512i y = merged_line(merges);
  _mm512_mask_storeu_epi8(out, line, y);
  const int moved = static_cast<int>(_mm_popcnt_u64(merges.occupied)) - static_cast<int>(_mm_popcnt_u64(merges.pairs));
  kept = _mm512_mask_cmpge_epu8_mask(_bzhi_u64(~0ULL, static_cast<unsigned>(moved)), y,
                                     _mm512_set1_epi8(static_cast<char>(std::min(keep_from, 255))));
  return moved;
}

// The transposition of an n x n board (n * n <= 1024 cells, at most 16
// registers of 64 cells): output register k takes, from each pair of input
// registers p, the cells `mask` by the permute `index`.
struct TransposePart {
  int output;
  int pair;
  std::uint64_t mask;
  std::array<std::uint8_t, 64> index;
};

struct TransposePlan {
  int registers = 0;
  std::vector<TransposePart> parts;  // by output register
};

std::array<TransposePlan, kMaxSize + 1> make_transpose_plans() {
  std::array<TransposePlan, kMaxSize + 1> plans;
  for (int n = 1; n <= kMaxSize; ++n) {
    TransposePlan& plan = plans[static_cast<std::size_t>(n)];
    const int cells = n * n;
    plan.registers = (cells + 63) / 64;
    for (int k = 0; k < plan.registers; ++k) {
      for (int p = 0; 2 * p < plan.registers; ++p) {
        TransposePart part{k, p, 0, {}};
        for (int j = 0; j < 64 && 64 * k + j < cells; ++j) {
          const int out = 64 * k + j;              // cell (out / n, out % n) of the transposed board
          const int in = (out % n) * n + out / n;  // is cell (out % n, out / n) of the board
          if (in / 128 != p) continue;
          part.mask |= std::uint64_t{1} << j;
          part.index[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(in % 128);
        }
        if (part.mask != 0) plan.parts.push_back(part);
      }
    }
  }
  return plans;
}

const TransposePlan& transpose_plan(int n) {
  static const std::array<TransposePlan, kMaxSize + 1> plans = make_transpose_plans();
  return plans[static_cast<std::size_t>(n)];
}

// The cells of register k of a board of `cells` cells.
GRIDSOLVE_AVX512 inline __mmask64 cells_of(std::ptrdiff_t cells, std::ptrdiff_t k) {
  const std::ptrdiff_t left = cells - 64 * k;
  return left >= 64 ? ~__mmask64{0} : left <= 0 ? __mmask64{0} : _bzhi_u64(~0ULL, static_cast<unsigned>(left));
}

// `to` = the transposition of the n x n board `from` (n * n cells each).
GRIDSOLVE_AVX512 void transpose_512(const Exponent* from, Exponent* to, int n) {
  const TransposePlan& plan = transpose_plan(n);
  const std::ptrdiff_t cells = std::ptrdiff_t{n} * n;
  __m512i in[kMaxSize * kMaxSize / 64 + 1];
  // One register past the last (all zero) completes the last pair.
  for (std::ptrdiff_t k = 0; k <= plan.registers; ++k)
    in[k] = _mm512_maskz_loadu_epi8(cells_of(cells, k), from + 64 * k);
  auto part = plan.parts.begin();
  for (std::ptrdiff_t k = 0; k < plan.registers; ++k) {
    __m512i out = _mm512_setzero_si512();
    for (; part != plan.parts.end() && part->output == k; ++part) {
      const __m512i index = _mm512_loadu_si512(part->index.data());
      const std::ptrdiff_t p = part->pair;
      out = _mm512_mask_mov_epi8(out, part->mask, _mm512_permutex2var_epi8(in[2 * p], index, in[2 * p + 1]));
    }
    _mm512_mask_storeu_epi8(to + 64 * k, cells_of(cells, k), out);
  }
}

// Boards of up to 8 x 8 cells, the whole board in one register: its lines
// are permuted into the register's eight 64-bit lanes (byte 8r + c = the
// c-th cell of line r counted from the wall the move goes to) and slid
// toward byte 0 of their lanes all at once, by the three steps above:
//  1. a compress of every tile to the register's front and an expand that
//     sends each lane's tiles back to the front of their own lane (the
//     lanes' fronts: bytes 8r + c for c below the lane's tile count);
//  2. the merges: a tile equal to the next one in its lane, found with a
//     shift by one byte within each lane (the last byte of a lane gets 0,
//     so no run of equal tiles crosses lanes, and merging_pairs keeps
//     them apart: every lane starts at an even bit);
//  3. each merging tile raised, the tile after it dropped, and the rest
//     gathered again as in 1; then the lanes permuted back onto the board.
// Why: a row at a time, the compresses of the eight rows of an 8 x 8 board
// (sixteen of them, and the transpositions of up and down moves) took a
// third of a deep search's time. In runs side by side: 21% less time on the
// deep 8 x 8 board of small_tile_board(8, 39, 1.0, 10) with K = 1000, and
// `gridsolve bench`'s deep boards (N 4 to 8) 200 -> 147 ms.
struct SmallBoardPlan {
  std::array<std::uint8_t, 64> to_lanes{};    // byte 8r + c of the lanes: this cell of the board
  std::uint64_t lane_cells = 0;               // the lanes' bytes that hold a cell
  std::array<std::uint8_t, 64> from_lanes{};  // cell i of the board: this byte of the lanes
};

std::array<std::array<SmallBoardPlan, 4>, kSmallBoardMaxSize + 1> make_small_board_plans() {
  std::array<std::array<SmallBoardPlan, 4>, kSmallBoardMaxSize + 1> plans{};
  for (int n = 1; n <= kSmallBoardMaxSize; ++n) {
    for (int d = 0; d < 4; ++d) {
      SmallBoardPlan& plan = plans[static_cast<std::size_t>(n)][static_cast<std::size_t>(d)];
      for (int line = 0; line < n; ++line) {
        for (int c = 0; c < n; ++c) {
          int cell = 0;  // the c-th cell of the line from the wall
          switch (kAllDirections[static_cast<std::size_t>(d)]) {
            case Direction::kLeft: cell = line * n + c; break;
            case Direction::kRight: cell = line * n + (n - 1 - c); break;
            case Direction::kUp: cell = c * n + line; break;
            case Direction::kDown: cell = (n - 1 - c) * n + line; break;
          }
          const int byte = 8 * line + c;
          plan.to_lanes[static_cast<std::size_t>(byte)] = static_cast<std::uint8_t>(cell);
          plan.lane_cells |= std::uint64_t{1} << byte;
          plan.from_lanes[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(byte);
        }
      }
    }
  }
  return plans;
}

const std::array<std::array<SmallBoardPlan, 4>, kSmallBoardMaxSize + 1> kSmallBoardPlans = make_small_board_plans();

// Byte 8r + c: c (a cell's place in its lane).
alignas(64) constexpr std::array<std::uint8_t, 64> kLanePlace = {
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7};
// Every byte of a lane from its byte 0 (a byte shuffle within 16-byte lanes).
alignas(64) constexpr std::array<std::uint8_t, 64> kLaneFirstByte = {
    0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8, 8, 8,
    0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 8, 8, 8, 8, 8, 8};

// The bytes of `x` set in `cells`, to the front of their lanes, in order.
GRIDSOLVE_AVX512 inline __m512i to_lane_fronts(__m512i x, __mmask64 cells, __mmask64& fronts) {
  const __m512i zero = _mm512_setzero_si512();
  // Each lane's count of cells (a sum of ones), in every byte of the lane.
  const __m512i counts = _mm512_sad_epu8(_mm512_maskz_set1_epi8(cells, 1), zero);
  const __m512i spread = _mm512_shuffle_epi8(counts, _mm512_load_si512(kLaneFirstByte.data()));
  fronts = _mm512_cmplt_epu8_mask(_mm512_load_si512(kLanePlace.data()), spread);
  return _mm512_maskz_expand_epi8(fronts, _mm512_maskz_compress_epi8(cells, x));
}

GRIDSOLVE_AVX512 bool move_small_board_512(const Exponent* from, Exponent* to, int n, Direction direction) {
  const SmallBoardPlan& plan =
      kSmallBoardPlans[static_cast<std::size_t>(n)][static_cast<std::size_t>(static_cast<int>(direction))];
  const __mmask64 board_cells = _bzhi_u64(~0ULL, static_cast<unsigned>(n * n));
  const __m512i board = _mm512_maskz_loadu_epi8(board_cells, from);
  const __m512i lanes = _mm512_maskz_permutexvar_epi8(plan.lane_cells, _mm512_loadu_si512(plan.to_lanes.data()), board);
  const __mmask64 occupied = _mm512_test_epi8_mask(lanes, lanes);
  __mmask64 fronts = 0;
  const __m512i tiles = to_lane_fronts(lanes, occupied, fronts);
  const __m512i following = _mm512_maskz_srli_epi64(0xFF, tiles, 8);  // zero-masked: see slide_rows_512
  const std::uint64_t pairs = merging_pairs(_mm512_mask_cmpeq_epi8_mask(fronts, tiles, following));
  const __m512i raised = _mm512_mask_add_epi8(tiles, pairs, tiles, _mm512_set1_epi8(1));
  __mmask64 kept_fronts = 0;
  const __m512i moved = to_lane_fronts(raised, fronts & ~(pairs << 1), kept_fronts);
  _mm512_mask_storeu_epi8(
      to, board_cells, _mm512_maskz_permutexvar_epi8(board_cells, _mm512_loadu_si512(plan.from_lanes.data()), moved));
  return pairs != 0 || occupied != fronts;
}

// The bounds' pair counts (small_board_level_pairs) on the same lanes: the
// tiles gathered to their lanes' fronts, so that empty cells no longer stand
// between them; a run of k tiles of `level` between other tiles then makes
// floor(k / 2) merges, the bits merging_pairs picks from the run's k - 1
// "equal to the next" bits (a lane's last byte has no next: its bit is
// cleared, so no run crosses lanes). Why: counted cell by cell, with a
// branch-free step per cell, these counts took a tenth of a deep search's
// time; in runs side by side, 19% less time on the deep 8 x 8 board of
// small_tile_board(8, 39, 1.0, 10), bench's deep boards 128 -> 73 ms.
GRIDSOLVE_AVX512 std::uint64_t small_board_level_pairs_512(const Exponent* cells, int n, Exponent level,
                                                           bool along_rows) {
  const SmallBoardPlan& plan = kSmallBoardPlans[static_cast<std::size_t>(
      n)][along_rows ? static_cast<std::size_t>(Direction::kLeft) : static_cast<std::size_t>(Direction::kUp)];
  const __mmask64 board_cells = _bzhi_u64(~0ULL, static_cast<unsigned>(n * n));
  const __m512i board = _mm512_maskz_loadu_epi8(board_cells, cells);
  const __m512i lanes = _mm512_maskz_permutexvar_epi8(plan.lane_cells, _mm512_loadu_si512(plan.to_lanes.data()), board);
  __mmask64 fronts = 0;
  const __m512i tiles = to_lane_fronts(lanes, _mm512_test_epi8_mask(lanes, lanes), fronts);
  const std::uint64_t at_level = _mm512_mask_cmpeq_epi8_mask(fronts, tiles, _mm512_set1_epi8(static_cast<char>(level)));
  constexpr std::uint64_t kNotLastOfLane = 0x7F7F7F7F7F7F7F7FULL;
  return static_cast<std::uint64_t>(_mm_popcnt_u64(merging_pairs(at_level & (at_level >> 1) & kNotLastOfLane)));
}

// The row pair counts of boards of 9 to 32 columns, two rows at a time as
// above: each half's tiles gathered to its front, then the runs read from a
// mask as for small boards (bits 31 and 63 cleared: no run crosses halves).
GRIDSOLVE_AVX512 std::uint64_t wide_row_level_pairs_512(const Exponent* cells, int n, Exponent level,
                                                        std::uint64_t stop_at) {
  const HalvesPlan& plan = kHalvesPlans[static_cast<std::size_t>(n)][0];
  const __m512i level_cell = _mm512_set1_epi8(static_cast<char>(level));
  std::uint64_t pairs = 0;
  for (int row = 0; row < n && pairs < stop_at; row += 2) {
    const __m512i halves = load_halves(cells + static_cast<std::ptrdiff_t>(row) * n, n, std::min(2, n - row), plan);
    const __mmask64 occupied = _mm512_test_epi8_mask(halves, halves);
    const __mmask64 fronts = half_fronts(occupied);
    const __m512i tiles = _mm512_maskz_expand_epi8(fronts, _mm512_maskz_compress_epi8(occupied, halves));
    const std::uint64_t at_level = _mm512_mask_cmpeq_epi8_mask(fronts, tiles, level_cell);
    pairs += static_cast<std::uint64_t>(_mm_popcnt_u64(merging_pairs(at_level & (at_level >> 1) & kNotLastOfHalf)));
  }
  return pairs;
}

// The column pair counts of boards of 9 to 64 columns, a row at a time:
// the row's cells in a register's bytes, one per column, compared into bit
// masks, so the counting is a few operations on 64-bit words per row (the
// SSE2 loop of bounds.cpp takes sixteen columns a sweep: two sweeps of
// twenty rows on a 20 x 20 board). Bit c of `pending` is set while column
// c's last tile so far is a tile of `level` not yet paired: the next tile
// in the column pairs with it when it is of `level` too (a pair), and
// empty cells change nothing (they do not break a run).
GRIDSOLVE_AVX512 std::uint64_t wide_column_level_pairs_512(const Exponent* cells, int n, Exponent level,
                                                           std::uint64_t stop_at) {
  const __mmask64 columns = _bzhi_u64(~0ULL, static_cast<unsigned>(n));
  const __m512i level_cell = _mm512_set1_epi8(static_cast<char>(level));
  std::uint64_t pending = 0;
  std::uint64_t pairs = 0;
  for (int row = 0; row < n && pairs < stop_at; ++row) {
    const __m512i line = _mm512_maskz_loadu_epi8(columns, cells + static_cast<std::ptrdiff_t>(row) * n);
    const std::uint64_t occupied = _mm512_test_epi8_mask(line, line);
    const std::uint64_t at_level = _mm512_cmpeq_epi8_mask(line, level_cell);  // level >= 1: never an empty cell
    pairs += static_cast<std::uint64_t>(_mm_popcnt_u64(at_level & pending));
    pending = (pending & ~occupied) | (at_level & ~pending);
  }
  return pairs;
}

// The meeting rule's line counts (meeting.cpp): each line's tile count
// after a move along it. Rows one at a time: the tiles gathered to the
// front, their pairs read from the mask of equal neighbours as in a move,
// the count the tiles less the pairs. Columns all at once, a row at a time
// (each column a byte lane): a tile equal to its column's last unmerged
// tile merges into it, any other tile counts. Why: the meeting rule's
// counts, a copy of the board with its lines side by side and then SSE2
// sweeps of sixteen lines, were a seventh of `gridsolve bench`'s time (its
// adversarial boards test the rule at most nodes with three moves left).
GRIDSOLVE_AVX512 void line_counts_after_move_512(const Exponent* cells, int n, bool rows, int* counts) {
  const __mmask64 line = _bzhi_u64(~0ULL, static_cast<unsigned>(n));
  if (rows) {
    const __m512i next = _mm512_loadu_si512(kTables512.next.data());
    for (int r = 0; r < n; ++r) {
      const LineMerges merges =
          line_merges(_mm512_maskz_loadu_epi8(line, cells + static_cast<std::ptrdiff_t>(r) * n), next);
      counts[r] = static_cast<int>(_mm_popcnt_u64(merges.occupied)) - static_cast<int>(_mm_popcnt_u64(merges.pairs));
    }
    return;
  }
  const __m512i one = _mm512_set1_epi8(1);
  __m512i mergeable = _mm512_setzero_si512();
  __m512i count = _mm512_setzero_si512();  // at most n <= 64 a lane
  for (int r = 0; r < n; ++r) {
    const __m512i tile = _mm512_maskz_loadu_epi8(line, cells + static_cast<std::ptrdiff_t>(r) * n);
    const __mmask64 occupied = _mm512_test_epi8_mask(tile, tile);
    const __mmask64 merge = _mm512_mask_cmpeq_epi8_mask(occupied, tile, mergeable);
    count = _mm512_mask_add_epi8(count, occupied & ~merge, count, one);
    // Next: 0 after a merge, the tile if there is one, else unchanged.
    mergeable = _mm512_maskz_mov_epi8(~merge, _mm512_mask_mov_epi8(mergeable, occupied, tile));
  }
  alignas(64) std::array<std::uint8_t, 64> lanes;
  _mm512_store_si512(lanes.data(), count);
  for (int c = 0; c < n; ++c) counts[c] = lanes[static_cast<std::size_t>(c)];
}

GRIDSOLVE_AVX512 bool move_board_512(const Exponent* from, Exponent* to, int n, Direction direction) {
  if (n <= kSmallBoardMaxSize) return move_small_board_512(from, to, n, direction);
  const bool right = direction == Direction::kRight || direction == Direction::kDown;
  if (direction == Direction::kLeft || direction == Direction::kRight) return slide_rows_512(from, to, n, right);
  alignas(64) Exponent columns[kMaxSize * kMaxSize];
  alignas(64) Exponent moved[kMaxSize * kMaxSize];
  transpose_512(from, columns, n);
  const bool changed = slide_rows_512(columns, moved, n, right);
  transpose_512(moved, to, n);
  return changed;
}

// The merge-tree bound's masses (level_masses), sixteen cells a step: two
// byte shuffles look up each cell's mass, low and high byte, and a compare
// counts the lowest level. Why: count_masses in bounds.cpp runs at every
// node; its compares cost one per level (twelve for most of a deep search's
// nodes), and its fallback above twelve levels a dependent load per cell.
// The lookup tables, entry e holding 2^(e - lowest) for lowest < e < target
// (below 2^15: target <= 16, lowest >= 1), are themselves shuffles of these
// powers by e - lowest - 1, which is negative (a shuffle gives 0) up to e =
// lowest; entries from target up are never looked up (no cell holds one).
alignas(16) constexpr std::array<std::uint8_t, 16> kMassLowBytes = {2, 4, 8, 16, 32, 64, 128, 0,
                                                                    0, 0, 0, 0,  0,  0,  0,   0};
alignas(16) constexpr std::array<std::uint8_t, 16> kMassHighBytes = {0, 0, 0, 0,  0,  0,  0,   1,
                                                                     2, 4, 8, 16, 32, 64, 128, 0};
alignas(16) constexpr std::array<std::uint8_t, 16> kByteIndex = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

struct MassTables {
  __m128i low;
  __m128i high;
};

GRIDSOLVE_SSSE3 inline MassTables mass_tables(int lowest) {
  const __m128i power = _mm_sub_epi8(load_control(kByteIndex), _mm_set1_epi8(static_cast<char>(lowest + 1)));
  return MassTables{_mm_shuffle_epi8(load_control(kMassLowBytes), power),
                    _mm_shuffle_epi8(load_control(kMassHighBytes), power)};
}

GRIDSOLVE_SSSE3 void level_masses_ssse3(const Exponent* cells, std::size_t size, int lowest, std::uint64_t& above,
                                        std::uint64_t& lowest_count) {
  const MassTables tables = mass_tables(lowest);
  const __m128i lowest_cell = _mm_set1_epi8(static_cast<char>(lowest));
  const __m128i zero = _mm_setzero_si128();
  __m128i low_sums = zero;
  __m128i high_sums = zero;
  __m128i counts = zero;  // a lane counts at most size / 16 <= 255 cells
  std::size_t i = 0;
  for (; i + 16 <= size; i += 16) {
    const __m128i sixteen = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + i));
    low_sums = _mm_add_epi64(low_sums, _mm_sad_epu8(_mm_shuffle_epi8(tables.low, sixteen), zero));
    high_sums = _mm_add_epi64(high_sums, _mm_sad_epu8(_mm_shuffle_epi8(tables.high, sixteen), zero));
    // A compare gives 0xFF (-1) where equal: subtracting it adds 1.
    counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(sixteen, lowest_cell));
  }
  const auto both_halves = [](__m128i sums) {
    return static_cast<std::uint64_t>(_mm_cvtsi128_si64(sums)) +
           static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
  };
  above = both_halves(low_sums) + (both_halves(high_sums) << 8);
  lowest_count = both_halves(_mm_sad_epu8(counts, zero));
  for (; i < size; ++i) {
    const int e = cells[i];
    if (e == lowest) {
      ++lowest_count;
    } else if (e > lowest) {
      above += std::uint64_t{1} << (e - lowest);
    }
  }
}

// The same, 64 cells a step (the tables in each 16-byte lane), the last
// step's cells past the board masked off at the load.
GRIDSOLVE_AVX512 void level_masses_512(const Exponent* cells, std::size_t size, int lowest, std::uint64_t& above,
                                       std::uint64_t& lowest_count) {
  const MassTables tables = mass_tables(lowest);
  // Zero-masked broadcasts and shift, and no _mm512_reduce_add_epi64: GCC 12
  // warns of the unmasked ones' undefined fill.
  const __m512i low_table = _mm512_maskz_broadcast_i32x4(0xFFFF, tables.low);
  const __m512i high_table = _mm512_maskz_broadcast_i32x4(0xFFFF, tables.high);
  const __m512i lowest_cell = _mm512_set1_epi8(static_cast<char>(lowest));
  const __m512i zero = _mm512_setzero_si512();
  __m512i low_sums = zero;
  __m512i high_sums = zero;
  std::uint64_t count = 0;
  for (std::size_t i = 0; i < size; i += 64) {
    const __mmask64 in_board = size - i >= 64 ? ~__mmask64{0} : _bzhi_u64(~0ULL, static_cast<unsigned>(size - i));
    const __m512i cells64 = _mm512_maskz_loadu_epi8(in_board, cells + i);
    low_sums = _mm512_add_epi64(low_sums, _mm512_sad_epu8(_mm512_shuffle_epi8(low_table, cells64), zero));
    high_sums = _mm512_add_epi64(high_sums, _mm512_sad_epu8(_mm512_shuffle_epi8(high_table, cells64), zero));
    count += static_cast<std::uint64_t>(_mm_popcnt_u64(_mm512_mask_cmpeq_epi8_mask(in_board, cells64, lowest_cell)));
  }
  alignas(64) std::array<std::uint64_t, 8> sums{};
  _mm512_store_si512(sums.data(), _mm512_add_epi64(low_sums, _mm512_maskz_slli_epi64(0xFF, high_sums, 8)));
  above = 0;
  for (const std::uint64_t sum : sums) above += sum;
  lowest_count = count;
}

Level detect() {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vbmi") &&
      __builtin_cpu_supports("avx512vbmi2") && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt")) {
    return Level::kAvx512;
  }
  return __builtin_cpu_supports("ssse3") ? Level::kSsse3 : Level::kCellByCell;
}

const Level kBest = detect();
std::atomic<Level> in_use{kBest};

}  // namespace

Level best_level() { return kBest; }
Level level() { return in_use.load(std::memory_order_relaxed); }
Level set_level(Level wanted) { return in_use.exchange(std::min(wanted, kBest)); }
bool enabled() { return level() != Level::kCellByCell; }

bool move_board(const Exponent* from, Exponent* to, int n, Direction direction) {
  if (level() == Level::kAvx512) return move_board_512(from, to, n, direction);
  return n > 16 ? move_board_of<true>(from, to, n, direction) : move_board_of<false>(from, to, n, direction);
}

int slide_line(const Exponent* first, std::ptrdiff_t step, int n, Exponent* out, int keep_from, std::uint64_t& kept) {
  return slide_line_512(first, step, n, out, keep_from, kept);
}

std::uint64_t small_board_level_pairs(const Exponent* cells, int n, Exponent level, bool along_rows) {
  return small_board_level_pairs_512(cells, n, level, along_rows);
}

std::uint64_t wide_row_level_pairs(const Exponent* cells, int n, Exponent level, std::uint64_t stop_at) {
  return wide_row_level_pairs_512(cells, n, level, stop_at);
}

std::uint64_t wide_column_level_pairs(const Exponent* cells, int n, Exponent level, std::uint64_t stop_at) {
  return wide_column_level_pairs_512(cells, n, level, stop_at);
}

void transpose(const Exponent* from, Exponent* to, int n) { transpose_512(from, to, n); }

void line_counts_after_move(const Exponent* cells, int n, bool rows, int* counts) {
  line_counts_after_move_512(cells, n, rows, counts);
}

void level_masses(const Exponent* cells, std::size_t size, int lowest, std::uint64_t& above,
                  std::uint64_t& lowest_count) {
  if (level() == Level::kAvx512) {
    level_masses_512(cells, size, lowest, above, lowest_count);
  } else {
    level_masses_ssse3(cells, size, lowest, above, lowest_count);
  }
}

#else

Level best_level() { return Level::kCellByCell; }
Level level() { return Level::kCellByCell; }
Level set_level(Level) { return Level::kCellByCell; }
bool enabled() { return false; }
bool move_board(const Exponent*, Exponent*, int, Direction) { return false; }
int slide_line(const Exponent*, std::ptrdiff_t, int, Exponent*, int, std::uint64_t&) { return 0; }
std::uint64_t small_board_level_pairs(const Exponent*, int, Exponent, bool) { return 0; }
std::uint64_t wide_row_level_pairs(const Exponent*, int, Exponent, std::uint64_t) { return 0; }
std::uint64_t wide_column_level_pairs(const Exponent*, int, Exponent, std::uint64_t) { return 0; }
void transpose(const Exponent*, Exponent*, int) {}
void line_counts_after_move(const Exponent*, int, bool, int*) {}
void level_masses(const Exponent*, std::size_t, int, std::uint64_t& above, std::uint64_t& lowest_count) {
  above = 0;
  lowest_count = 0;
}

#endif

}  // namespace gridsolve::slide::line_simd
