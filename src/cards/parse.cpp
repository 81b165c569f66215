// The input of the cards puzzle: the statement's table row pasted as is.
#include <fmt/format.h>

#include <limits>
#include <map>
#include <unordered_map>

#include "cards/parse.hpp"
#include "common/json_grid.hpp"
#include "common/text_scanner.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cards {
namespace {

// Skips white space and at most one comma between the board, r and c.
void skip_separator(text::Scanner& scanner) {
  scanner.skip_space();
  if (!scanner.at_end() && scanner.peek() == ',') {
    scanner.advance();
    scanner.skip_space();
  }
}

// Reads the cursor row or column; `name` is "row r" or "column c", `size` the
// number of rows or columns it must stay below.
Expected<int> parse_cursor_coordinate(text::Scanner& scanner, std::string_view name, int size) {
  if (scanner.at_end()) {
    return scanner.error_here(
        fmt::format("the cursor {} is missing; expected the cursor row r and column c after the board", name));
  }
  const std::size_t start = scanner.offset();
  const text::ScannedInteger number = scanner.scan_integer();
  if (number.status == text::IntegerStatus::kNotANumber) {
    return scanner.expected_here(fmt::format("the cursor {} (a whole number)", name));
  }
  if (number.status == text::IntegerStatus::kTooLarge || number.value < 0 || number.value >= size) {
    std::string shown;
    if (number.status == text::IntegerStatus::kOk) {
      shown = std::to_string(number.value);
    } else {  // too large for 64 bits: show its digits, cut to 24
      std::size_t end = start + 1;
      while (end < scanner.text().size() && end - start < 24 && scanner.text()[end] >= '0' &&
             scanner.text()[end] <= '9')
        ++end;
      shown = std::string(scanner.text().substr(start, end - start));
      if (end < scanner.text().size() && scanner.text()[end] >= '0' && scanner.text()[end] <= '9') shown += "...";
    }
    return scanner.error_at(start,
                            fmt::format("the cursor {} is {}, outside the board (0 to {})", name, shown, size - 1));
  }
  return static_cast<int>(number.value);
}

// Every label must stand on exactly two cells. Reports the first offending
// cell in row-major order: a label's only cell, or its third cell.
std::optional<Error> check_pairs(const Board& board) {
  struct Seen {
    std::size_t count = 0;
    std::size_t first = 0;
    std::size_t second = 0;
  };
  std::unordered_map<std::int64_t, Seen> seen;
  const std::vector<std::int64_t>& labels = board.labels();
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (labels[i] == 0) continue;
    Seen& entry = seen[labels[i]];
    if (entry.count == 0) entry.first = i;
    if (entry.count == 1) entry.second = i;
    ++entry.count;
  }
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (labels[i] == 0) continue;
    const Seen& entry = seen[labels[i]];
    const Cell here = board.cell_at(i);
    if (entry.count == 1) {
      return Error{
          fmt::format("row {}, column {}: card {} appears only once; every label must appear on exactly two cells",
                      here.row, here.col, labels[i])};
    }
    if (entry.count > 2 && i != entry.first && i != entry.second) {
      const Cell first = board.cell_at(entry.first);
      const Cell second = board.cell_at(entry.second);
      return Error{
          fmt::format("row {}, column {}: card {} appears {} times (also at row {}, column {} and row {}, column {}); "
                      "every label must "
                      "appear on exactly two cells",
                      here.row, here.col, labels[i], entry.count, first.row, first.col, second.row, second.col)};
    }
  }
  return std::nullopt;
}

// For a board whose labels do not pair up: the likely typo, when the counts
// show one ("; cards 1 and 4 each appear only once: is one a typo for the
// other?"), else "". Only on the error path, so a map is fine.
std::string pairing_hint(const Board& board) {
  std::map<std::int64_t, std::size_t> count;
  std::vector<std::int64_t> order;  // labels by first appearance
  for (std::int64_t label : board.labels()) {
    if (label == 0) continue;
    if (count[label]++ == 0) order.push_back(label);
  }
  std::vector<std::int64_t> once;
  std::vector<std::int64_t> odd_many;  // 3, 5, ... times
  for (std::int64_t label : order) {
    if (count[label] == 1) once.push_back(label);
    if (count[label] > 1 && count[label] % 2 == 1) odd_many.push_back(label);
  }
  if (once.size() == 2 && odd_many.empty()) {
    return fmt::format("; cards {} and {} each appear only once: is one a typo for the other?", once[0], once[1]);
  }
  if (once.size() == 1 && odd_many.size() == 1) {
    return fmt::format("; card {} appears {} times and card {} once: is one {} meant to be {}?", odd_many[0],
                       count[odd_many[0]], once[0], odd_many[0], once[0]);
  }
  return "";
}

}  // namespace

Expected<Problem> parse_case(text::Scanner& scanner, const ParseLimits& limits) {
  scanner.skip_space();
  if (scanner.at_end()) {
    return scanner.error_here(
        "the input is empty; expected the board as a JSON array of rows, then the cursor row r and column c");
  }
  text::GridLimits grid_limits;
  grid_limits.max_cells =
      std::min<std::uint64_t>(limits.max_memory_bytes / kBytesPerCell, std::numeric_limits<int>::max());
  grid_limits.limit_reason = fmt::format("which need more than the memory budget of {} bytes", limits.max_memory_bytes);
  grid_limits.min_value = 0;
  grid_limits.value_rule = "cells must be 0 (empty) or a positive card label";
  Expected<text::IntGrid> grid = text::parse_json_grid(scanner, grid_limits);
  if (!grid) return grid.error();
  const text::IntGrid& cells = grid.value();
  Problem problem;
  problem.board = Board(static_cast<int>(cells.rows), static_cast<int>(cells.cols));
  for (std::size_t r = 0; r < cells.rows; ++r) {
    for (std::size_t c = 0; c < cells.cols; ++c) {
      problem.board.set({static_cast<int>(r), static_cast<int>(c)}, cells.at(r, c));
    }
  }

  skip_separator(scanner);
  Expected<int> row = parse_cursor_coordinate(scanner, "row r", problem.board.rows());
  if (!row) return row.error();
  skip_separator(scanner);
  Expected<int> col = parse_cursor_coordinate(scanner, "column c", problem.board.cols());
  if (!col) return col.error();
  problem.start = {row.value(), col.value()};

  // The text is well formed; now the rule that ties cells together.
  if (std::optional<Error> unpaired = check_pairs(problem.board)) {
    return Error{unpaired->message + pairing_hint(problem.board)};
  }
  return problem;
}

Expected<Problem> parse_problem(std::string_view text, const ParseLimits& limits) {
  text::Scanner scanner(text);
  Expected<Problem> problem = parse_case(scanner, limits);
  if (!problem) return problem;
  if (std::optional<Error> trailing = text::expect_end_of_input(scanner, "the cursor row and column")) return *trailing;
  return problem;
}

}  // namespace gridsolve::cards
