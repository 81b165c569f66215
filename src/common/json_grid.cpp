#include "common/json_grid.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gridsolve::text {

namespace {

// A guess at the board's cell count from the bytes left and the first row's
// length, so the whole board's memory can be taken at once instead of
// letting a vector double (and copy) its way up on big boards. Only a guess:
// rows may be longer or shorter. Never more than limits.max_cells, nor more
// cells than the text left could hold (each takes at least two bytes, a digit
// and a separator).
std::uint64_t guess_cells_from_first_row(std::size_t cols, const Scanner& scanner, std::size_t row_start,
                                         const GridLimits& limits) {
  const std::size_t row_bytes = std::max<std::size_t>(1, scanner.offset() - row_start);
  const std::size_t bytes_left = scanner.end() - scanner.offset();
  const std::uint64_t guessed_rows = 1 + bytes_left / row_bytes + 1;
  const std::uint64_t cells = std::min<std::uint64_t>(guessed_rows * cols, cols + bytes_left / 2 + 1);
  return std::min<std::uint64_t>(cells, limits.max_cells);
}

class IntGridSink final : public GridCellSink {
 public:
  explicit IntGridSink(std::vector<std::int64_t>& cells) : cells_(cells) {}
  void expect_cells(std::uint64_t cells) override { cells_.reserve(static_cast<std::size_t>(cells)); }
  void add(std::int64_t value) override { cells_.push_back(value); }

 private:
  std::vector<std::int64_t>& cells_;
};

}  // namespace

Expected<IntGrid> parse_json_grid(Scanner& scanner, const GridLimits& limits) {
  IntGrid grid;
  IntGridSink sink(grid.cells);
  Expected<GridShape> shape = parse_json_grid_cells(scanner, limits, sink);
  if (!shape) return shape.error();
  grid.rows = shape.value().rows;
  grid.cols = shape.value().cols;
  return grid;
}

Expected<GridShape> parse_json_grid_cells(Scanner& scanner, const GridLimits& limits, GridCellSink& sink) {
  GridShape grid;
  std::uint64_t cells_read = 0;
  std::size_t last_comma = 0;  // the offset of the last comma read, for a trailing comma's message
  scanner.skip_space();
  if (scanner.at_end() || scanner.peek() != '[')
    return scanner.expected_here("'[' to start the board (a JSON array of rows)");
  scanner.advance();
  scanner.skip_space();
  if (!scanner.at_end() && scanner.peek() == ']') return scanner.error_here("the board has no rows");

  for (;;) {  // one row per iteration
    scanner.skip_space();
    const std::size_t row_start = scanner.offset();
    if (scanner.at_end() || scanner.peek() != '[') {
      if (grid.rows > 0 && !scanner.at_end() && scanner.peek() == ']') {
        return scanner.error_at(last_comma, fmt::format("a comma after the last row (row {}): remove it (JSON has no "
                                                        "comma before ']')",
                                                        grid.rows - 1));
      }
      return scanner.expected_here(fmt::format("'[' to start row {}", grid.rows));
    }
    scanner.advance();
    scanner.skip_space();
    if (!scanner.at_end() && scanner.peek() == ']')
      return scanner.error_at(row_start, fmt::format("row {} is empty", grid.rows));

    std::size_t cols_in_row = 0;
    for (;;) {  // one cell per iteration
      scanner.skip_space();
      const std::size_t cell_start = scanner.offset();
      const ScannedInteger number = scanner.scan_integer();
      if (number.status == IntegerStatus::kTooLarge) {
        return scanner.error_here(fmt::format("the number at row {}, column {} is too large", grid.rows, cols_in_row));
      }
      if (number.status != IntegerStatus::kOk) {
        if (cols_in_row > 0 && !scanner.at_end() && scanner.peek() == ']') {
          return scanner.error_at(last_comma, fmt::format("a comma after the last cell of row {}: remove it (JSON has "
                                                          "no comma before ']')",
                                                          grid.rows));
        }
        return scanner.expected_here("an integer");
      }
      if (number.value < limits.min_value || number.value > limits.max_value) {
        return scanner.error_at(cell_start, fmt::format("row {}, column {} holds {}, but {}", grid.rows, cols_in_row,
                                                        number.value, limits.value_rule));
      }
      const bool past_row_0 = grid.rows > 0 && cols_in_row >= grid.cols;  // read on to count the row's cells
      if (!past_row_0 && cells_read >= limits.max_cells) {
        return scanner.error_at(
            cell_start, fmt::format("the board has more than {} cells, {}", limits.max_cells, limits.limit_reason));
      }
      if (!past_row_0) {
        sink.add(number.value);
        ++cells_read;
      }
      ++cols_in_row;
      scanner.skip_space();
      if (!scanner.at_end() && scanner.peek() == ',') {
        last_comma = scanner.offset();
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
      sink.expect_cells(guess_cells_from_first_row(grid.cols, scanner, row_start, limits));
    } else if (cols_in_row != grid.cols) {
      return scanner.error_at(row_start, fmt::format("row {} has {} cell{}, but row 0 has {}: every row must have as "
                                                     "many cells as the first",
                                                     grid.rows, cols_in_row, cols_in_row == 1 ? "" : "s", grid.cols));
    }
    ++grid.rows;

    scanner.skip_space();
    if (!scanner.at_end() && scanner.peek() == ',') {
      last_comma = scanner.offset();
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
  return scanner.error_here(fmt::format("unexpected {} after {}", scanner.describe_here(), after_what));
}

}  // namespace gridsolve::text
