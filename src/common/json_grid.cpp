#include "common/json_grid.hpp"

#include <fmt/format.h>

namespace gridsolve::text {

Expected<IntGrid> parse_json_grid(Scanner& scanner, const GridLimits& limits) {
  IntGrid grid;
  scanner.skip_space();
  if (scanner.at_end() || scanner.peek() != '[') return scanner.expected_here("'[' to start the board (a JSON array of rows)");
  scanner.advance();
  scanner.skip_space();
  if (!scanner.at_end() && scanner.peek() == ']') return scanner.error_here("the board has no rows");

  for (;;) {  // one row per iteration
    scanner.skip_space();
    const std::size_t row_start = scanner.offset();
    if (scanner.at_end() || scanner.peek() != '[') {
      return scanner.expected_here(fmt::format("'[' to start row {}", grid.rows));
    }
    scanner.advance();
    scanner.skip_space();
    if (!scanner.at_end() && scanner.peek() == ']') return scanner.error_at(row_start, fmt::format("row {} is empty", grid.rows));

    std::size_t cols_in_row = 0;
    for (;;) {  // one cell per iteration
      scanner.skip_space();
      const std::size_t cell_start = scanner.offset();
      const ScannedInteger number = scanner.scan_integer();
      if (number.status == IntegerStatus::kTooLarge) {
        return scanner.error_here(fmt::format("the number at row {}, column {} is too large", grid.rows, cols_in_row));
      }
      if (number.status != IntegerStatus::kOk) return scanner.expected_here("an integer");
      if (number.value < limits.min_value || number.value > limits.max_value) {
        return scanner.error_at(cell_start, fmt::format("row {}, column {} holds {}, but {}", grid.rows, cols_in_row,
                                                        number.value, limits.value_rule));
      }
      if (grid.rows > 0 && cols_in_row == grid.cols) {
        return scanner.error_at(row_start, fmt::format("row {} has more cells than row 0 ({})", grid.rows, grid.cols));
      }
      if (grid.cells.size() >= limits.max_cells) {
        return scanner.error_at(cell_start,
                                fmt::format("the board has more than {} cells, the most this run allows", limits.max_cells));
      }
      grid.cells.push_back(number.value);
      ++cols_in_row;
      scanner.skip_space();
      if (!scanner.at_end() && scanner.peek() == ',') {
        scanner.advance();
        continue;
      }
      if (!scanner.at_end() && scanner.peek() == ']') {
        scanner.advance();
        break;
      }
      return scanner.expected_here(fmt::format("',' or ']' after row {}, column {}", grid.rows, cols_in_row - 1));
    }
    if (grid.rows == 0) {
      grid.cols = cols_in_row;
    } else if (cols_in_row != grid.cols) {
      return scanner.error_at(row_start,
                              fmt::format("row {} has {} cells, but row 0 has {}", grid.rows, cols_in_row, grid.cols));
    }
    ++grid.rows;

    scanner.skip_space();
    if (!scanner.at_end() && scanner.peek() == ',') {
      scanner.advance();
      continue;
    }
    if (!scanner.at_end() && scanner.peek() == ']') {
      scanner.advance();
      return grid;
    }
    return scanner.expected_here(fmt::format("',' or ']' after row {}", grid.rows - 1));
  }
}

std::optional<Error> expect_end_of_input(Scanner& scanner, std::string_view after_what) {
  scanner.skip_space();
  if (scanner.at_end()) return std::nullopt;
  return scanner.error_here(
      fmt::format("unexpected {} after {}", describe_found(scanner.text(), scanner.offset()), after_what));
}

}  // namespace gridsolve::text
