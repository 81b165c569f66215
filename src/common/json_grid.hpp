// Parser for boards written as a JSON array of rows of integers,
// e.g. [[1,0,0,3],[2,0,0,0]], the input format of the cards and blocks puzzles.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "common/text_scanner.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve::text {

struct IntGrid {
  std::size_t rows = 0;
  std::size_t cols = 0;
  std::vector<std::int64_t> cells;  // row-major, rows * cols values

  std::int64_t at(std::size_t row, std::size_t col) const { return cells[row * cols + col]; }
};

struct GridLimits {
  // Checked while parsing, so an oversized board is refused before its
  // memory is taken: the cells past max_cells are read and checked but not
  // stored, so that the message can give the whole board's size.
  std::uint64_t max_cells = std::uint64_t{1} << 24;
  // The message for a board of rows x cols cells, more than max_cells; the
  // place added is the first cell that did not fit. Without it: "the board
  // has N cells, more than M".
  std::function<std::string(std::uint64_t rows, std::uint64_t cols)> too_many_cells;
  std::int64_t min_value = 0;
  std::int64_t max_value = INT64_MAX;
  // Completes "row R, column C holds V, but ..." when a value is out of range.
  std::string value_rule = "cells must be 0 or more";
};

// Receives the cells of a grid, row by row, as parse_json_grid_cells reads
// them, so a caller can store them in its own form without a 64-bit copy.
class GridCellSink {
 public:
  virtual ~GridCellSink() = default;
  // The most cells add() will be given, told once when a board has passed
  // 16,384 cells, before the next is added: as many as the text can hold
  // (each needs at least a digit and a separator), never more than
  // limits.max_cells. Reserving that much takes address space only: the
  // pages no cell is written to are never touched, and a large board's
  // cells need no copy to grow past the first 16,384. A smaller board is
  // never told: its cells are added as they come, in room that grows with
  // them, and a text of many small boards reserves no more than they hold.
  virtual void expect_cells(std::uint64_t cells) = 0;
  // REQUIRES: limits.min_value <= value <= limits.max_value
  virtual void add(std::int64_t value) = 0;
};

struct GridShape {
  std::size_t rows = 0;
  std::size_t cols = 0;
};

// parse_json_grid, with the cells handed to `sink` instead of stored.
// Accepts and rejects exactly the same texts, with the same messages.
Expected<GridShape> parse_json_grid_cells(Scanner& scanner, const GridLimits& limits, GridCellSink& sink);

// Parses the grid starting at the scanner's offset (leading white space is
// skipped). On success the scanner stands just past the closing bracket;
// what follows is the caller's business. Rows must all be equally long and
// not empty; coordinates in messages count from 0.
Expected<IntGrid> parse_json_grid(Scanner& scanner, const GridLimits& limits);

// Fails unless only white space is left: "unexpected ... after the board".
std::optional<Error> expect_end_of_input(Scanner& scanner, std::string_view after_what);

}  // namespace gridsolve::text
