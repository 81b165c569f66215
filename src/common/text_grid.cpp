#include "common/text_grid.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace gridsolve {

std::string sgr(const TextStyle& style, const char* code) {
  return style.colour ? fmt::format("\x1b[{}m", code) : std::string();
}

std::string sgr_reset(const TextStyle& style) { return style.colour ? std::string("\x1b[0m") : std::string(); }

std::string draw_grid(int rows, int cols, const std::function<GridCell(int row, int col)>& cell, const TextStyle& style,
                      int indent) {
  std::vector<GridCell> cells;
  cells.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
  std::size_t text_width = 1;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      cells.push_back(cell(r, c));
      text_width = std::max(text_width, cells.back().text.size());
    }
  }
  // Each cell: a bracket or space, the text right-aligned, a bracket or space.
  const std::size_t cell_width = text_width + 2;
  const std::size_t usable = style.width > 0 ? static_cast<std::size_t>(std::max(style.width - indent, 1)) : SIZE_MAX;
  const int band = static_cast<int>(std::clamp<std::size_t>(usable / cell_width, 1, static_cast<std::size_t>(cols)));
  std::string out;
  const std::string margin(static_cast<std::size_t>(indent), ' ');
  for (int first = 0; first < cols; first += band) {
    const int last = std::min(cols, first + band) - 1;
    if (band < cols) {
      out += first == last ? fmt::format("{}column {}:\n", margin, first)
                           : fmt::format("{}columns {} to {}:\n", margin, first, last);
    }
    for (int r = 0; r < rows; ++r) {
      out += margin;
      for (int c = first; c <= last; ++c) {
        const GridCell& g =
            cells[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(c)];
        const std::string colour = g.colour.empty() ? std::string() : sgr(style, g.colour.c_str());
        const std::string reset = g.colour.empty() ? std::string() : sgr_reset(style);
        out += fmt::format("{}{}{:>{}}{}{}", g.marked ? '[' : ' ', colour, g.text, text_width, reset,
                           g.marked ? ']' : ' ');
      }
      while (!out.empty() && out.back() == ' ') out.pop_back();
      out += '\n';
    }
  }
  return out;
}

}  // namespace gridsolve
