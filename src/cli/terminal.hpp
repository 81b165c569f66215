// Drawing boards for people in the terminal (--explain): aligned cells,
// colour only when standard output is a terminal and NO_COLOR is unset,
// and boards wider than the terminal cut into column bands.
#pragma once

#include <functional>
#include <string>

namespace gridsolve::cli {

struct TerminalStyle {
  bool colour = false;
  int width = 0;  // columns to wrap at; 0: never wrap
};

// Colour when stdout is a terminal and NO_COLOR is not set (no-color.org);
// the width of the terminal, else $COLUMNS, else no wrapping.
TerminalStyle detect_terminal_style();

// ANSI SGR sequences, or "" when colour is off.
std::string sgr(const TerminalStyle& style, const char* code);  // e.g. "1;33"
std::string sgr_reset(const TerminalStyle& style);

struct GridCell {
  std::string text;     // what to print, aligned right in its column
  std::string colour;   // an SGR code such as "1;31", or empty
  bool marked = false;  // drawn in brackets: [text]
};

// Draws rows x cols cells, each `indent` spaces in. Every cell is as wide as
// the widest text. A board wider than style.width is drawn in bands of
// columns, each headed "columns A to B" (counting from 0).
std::string draw_grid(int rows, int cols, const std::function<GridCell(int row, int col)>& cell,
                      const TerminalStyle& style, int indent = 3);

}  // namespace gridsolve::cli
