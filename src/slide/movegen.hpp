// Move generation inside the library: a move of some lines only, and a move
// made in slices with the work counted between them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

// apply_move for lines [first_line, end_line) only: rows for L and R,
// columns for U and D. Returns whether those lines changed.
// REQUIRES: 0 <= first_line <= end_line <= from.size(), as apply_move.
bool apply_move_to_lines(const Board& from, Direction direction, Board& to, int first_line, int end_line);

// apply_move in slices of whole lines of about `slice_cells` cells (at
// least 16 lines, which keeps the sixteen-column moves whole), calling
// add_work(cells) after each. Nothing when add_work returns true (the move
// is then incomplete and `to` must not be used); else whether the board
// changed. Why: one move of a 7000 x 7000 board reads 49 million cells, too
// long to go without a look at the clock.
template <class AddWork>
std::optional<bool> apply_move_in_slices(const Board& from, Direction direction, Board& to, std::uint64_t slice_cells,
                                         const AddWork& add_work) {
  const int n = from.size();
  const auto cells_per_line = static_cast<std::uint64_t>(std::max(n, 1));
  const int lines = static_cast<int>(std::clamp<std::uint64_t>(slice_cells / cells_per_line, 16, 1U << 30));
  bool changed = false;
  for (int line = 0; line < n; line += lines) {
    const int end = std::min(n, line + lines);
    changed |= apply_move_to_lines(from, direction, to, line, end);
    if (add_work(static_cast<std::uint64_t>(end - line) * cells_per_line)) return std::nullopt;
  }
  return changed;
}

}  // namespace gridsolve::slide
