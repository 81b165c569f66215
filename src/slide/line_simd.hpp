// Moves of boards of 2 to 32 columns a whole line at a time, with SSSE3
// byte shuffles (x86-64, when the processor has them: checked once when the
// program starts). Elsewhere (the WebAssembly page, other processors) the
// cell-by-cell merge step of movegen.cpp moves every board.
#pragma once

#include "gridsolve/slide.hpp"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define GRIDSOLVE_LINE_SIMD 1
#endif

namespace gridsolve::slide::line_simd {

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 32;

// Whether move_board may be called: compiled in, the processor has SSSE3,
// and not switched off by set_enabled(false).
bool enabled();
// For the tests, which move boards both ways: false makes every move take
// the cell-by-cell merge step (every thread's; tests only). Cannot switch on
// what the processor lacks. Returns the previous setting.
bool set_enabled(bool on);

// apply_move for a whole n x n board, kMinSize <= n <= kMaxSize: the same
// result. REQUIRES: enabled(), from and to n * n cells each, not the same.
bool move_board(const Exponent* from, Exponent* to, int n, Direction direction);

}  // namespace gridsolve::slide::line_simd
