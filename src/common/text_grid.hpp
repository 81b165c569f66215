// Boards drawn as text for people (--explain): aligned cells, colour only
// when the style asks for it, and boards wider than the style's width cut
// into bands of columns.
#pragma once

#include <functional>
#include <string>

#include "gridsolve/puzzle.hpp"

namespace gridsolve {

// ANSI SGR sequences, or "" when the style has no colour.
std::string sgr(const TextStyle& style, const char* code);  // e.g. "1;33"
std::string sgr_reset(const TextStyle& style);

struct GridCell {
  std::string text;     // what to print, aligned right in its column
  std::string colour;   // an SGR code such as "1;31", or empty
  bool marked = false;  // drawn in brackets: [text]
};

// Draws rows x cols cells, each `indent` spaces in. Every cell is as wide as
// the widest text. A board wider than style.width is drawn in bands of
// columns, each headed "columns A to B" (counting from 0).
std::string draw_grid(int rows, int cols, const std::function<GridCell(int row, int col)>& cell, const TextStyle& style,
                      int indent = 3);

}  // namespace gridsolve
