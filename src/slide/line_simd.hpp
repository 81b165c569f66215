// Moves of boards of 2 to 32 columns a whole line at a time, with SSSE3
// byte shuffles or AVX-512 (x86-64, as far as the processor allows:
// checked once when the program starts). Elsewhere (the WebAssembly page,
// other processors) the cell-by-cell merge step of movegen.cpp moves every
// board.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gridsolve/slide.hpp"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define GRIDSOLVE_LINE_SIMD 1
#endif

namespace gridsolve::slide::line_simd {

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 32;

// How lines are moved: cell by cell (movegen.cpp), with SSSE3 shuffles, or
// with AVX-512 (BW, VBMI and VBMI2: a row gathered by one compress
// instruction, the board transposed by byte permutes; boards of up to 8 x 8
// every line at once, one in each 64-bit lane of a register, and lines of 9
// to 32 cells two at a time, one in each half of a register).
enum class Level { kCellByCell, kSsse3, kAvx512 };

// The fastest level the processor allows (checked once).
Level best_level();
// The level in use: best_level() unless the tests set another.
Level level();
// For the tests, which move boards every way: every thread's moves use
// `wanted` from now on, capped at best_level(). Returns the previous level.
Level set_level(Level wanted);
// Whether move_board may be called (level() is not kCellByCell).
bool enabled();

// apply_move for a whole n x n board, kMinSize <= n <= kMaxSize: the same
// result. REQUIRES: enabled(), from and to n * n cells each, not the same.
bool move_board(const Exponent* from, Exponent* to, int n, Direction direction);

// The most cells slide_line takes.
inline constexpr int kMaxLineCells = 64;

// One line of n cells slid toward its first (the rule of docs/rules.md
// section 1): the line's first cell at `first`, the next `step` apart (1
// for a row moving left, -1 right, +-N for a column); `out` gets the moved
// line, n cells from the wall, and bit i of `kept` is set when cell i of it
// holds a tile of exponent >= keep_from (0 <= keep_from). Returns its tile
// count. For the two-move rule, which slides a few lines of a board.
// REQUIRES: level() is kAvx512, 1 <= n <= kMaxLineCells.
int slide_line(const Exponent* first, std::ptrdiff_t step, int n, Exponent* out, int keep_from, std::uint64_t& kept);

// The pairs of tiles of exponent `level` that a move along the rows
// (`along_rows`) or the columns of an n x n board would merge: in each line,
// floor(k / 2) for each run of k such tiles between other tiles (empty cells
// do not break a run). For bounds.cpp's row and column pair counts.
// REQUIRES: level() is kAvx512; 1 <= n <= kSmallBoardMaxSize; level >= 1.
inline constexpr int kSmallBoardMaxSize = 8;
std::uint64_t small_board_level_pairs(const Exponent* cells, int n, Exponent level, bool along_rows);

// The same count along the rows of an n x n board of 9 to 32 columns, or
// once it reaches `stop_at` (then at least that many).
// REQUIRES: level() is kAvx512; kSmallBoardMaxSize < n <= kMaxWideRowCells;
// level >= 1.
inline constexpr int kMaxWideRowCells = 32;
std::uint64_t wide_row_level_pairs(const Exponent* cells, int n, Exponent level, std::uint64_t stop_at);

// The same count along the columns of an n x n board of 9 to 64 columns, or
// once it reaches `stop_at` (then at least that many).
// REQUIRES: level() is kAvx512; kSmallBoardMaxSize < n <= kMaxWideColumnCells;
// level >= 1.
inline constexpr int kMaxWideColumnCells = 64;
std::uint64_t wide_column_level_pairs(const Exponent* cells, int n, Exponent level, std::uint64_t stop_at);

// `to` = the transposition of the n x n board `from` (cell (r, c) of `to`
// is cell (c, r) of `from`). move_board moves the columns of such a board
// as the rows of its transposition, between two of these.
// REQUIRES: level() is kAvx512; kSmallBoardMaxSize < n <= kMaxSize; from
// and to n * n cells each, not the same.
void transpose(const Exponent* from, Exponent* to, int n);

// For the meeting rule (meeting.cpp): counts[i] = the tiles line i of an n
// x n board holds after a move along the lines (rows when `rows`, else
// columns; toward either wall, the same count): its tiles less floor(k / 2)
// for each run of k equal tiles, empty cells aside.
// REQUIRES: level() is kAvx512; 1 <= n <= kMaxLineCountCells.
inline constexpr int kMaxLineCountCells = 64;
void line_counts_after_move(const Exponent* cells, int n, bool rows, int* counts);

// The merge-tree bound's masses (bounds.cpp, count_masses): `above`, the sum
// over the cells of exponent e > lowest of 2^(e - lowest), and
// `lowest_count`, the cells of exponent `lowest`.
// REQUIRES: enabled(); lowest >= 1; every cell below kMaxMassTarget; size /
// 16 <= 255.
inline constexpr int kMaxMassTarget = 16;
void level_masses(const Exponent* cells, std::size_t size, int lowest, std::uint64_t& above,
                  std::uint64_t& lowest_count);

}  // namespace gridsolve::slide::line_simd
