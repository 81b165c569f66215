#include "common/json_grid.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

namespace gridsolve::text {

namespace {

// The most cells the board can have when `read` cells have been read, the
// last one just now: each cell after it needs at least two bytes of the
// text left (a digit and a separator); never more than limits.max_cells.
std::uint64_t most_cells(const Scanner& scanner, const GridLimits& limits, std::uint64_t read) {
  const std::size_t bytes_left = scanner.end() - scanner.offset();
  return std::min<std::uint64_t>(read + bytes_left / 2, limits.max_cells);
}

// A board of more cells than this is told how many cells the text can hold
// (GridCellSink::expect_cells); a smaller one's cells are added as they
// come. Told at once, every board of a text of many small cases reserved
// room for as many cells as the whole rest of the text holds: a mapping of
// address space each, with its page tables, and an munmap and a TLB flush
// when the case was freed, half the run time of 16,000 cases.
constexpr std::uint64_t kCellsBeforeExpecting = std::uint64_t{1} << 14;

class IntGridSink final : public GridCellSink {
 public:
  explicit IntGridSink(std::vector<std::int64_t>& cells) : cells_(cells) {}
  void expect_cells(std::uint64_t cells) override { cells_.reserve(static_cast<std::size_t>(cells)); }
  void add(std::int64_t value) override { cells_.push_back(value); }

 private:
  std::vector<std::int64_t>& cells_;
};

// How the board or a row of it opens, at the scanner's offset, and the
// sign that closes it: JSON's '[' (Python, JavaScript, Swift, Ruby); the
// braces of an initializer ('{', C++, Java, C#, Go), and a row that names
// its type before them, as Java and C# create a row (new int[] {1,0}, new[]
// {1,0}) and Go writes one ([]int{1,0}); or a function that makes an array
// or a list of its arguments, with the ')' that closes it (Kotlin's
// arrayOf(, intArrayOf(, listOf(, mutableListOf(, Scala's Array(,
// List(, with type arguments too: arrayOf<IntArray>(, Array[Int]().
struct Opener {
  std::size_t length = 0;  // 0: none
  char close = 0;
};

constexpr std::string_view kArrayMakers[] = {"arrayOf",     "intArrayOf", "longArrayOf", "listOf", "mutableListOf",
                                             "arrayListOf", "Array",      "List",        "Vector", "Seq"};

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// After the brackets at `pos` in `part` that hold type arguments (<IntArray>,
// [Array[Int]]), nested ones too, within the part; `pos` where none open,
// npos where none close them.
std::size_t type_arguments_end(std::string_view part, std::size_t pos) {
  if (pos >= part.size() || (part[pos] != '<' && part[pos] != '[')) return pos;
  const char open = part[pos];
  const char close = open == '<' ? '>' : ']';
  int depth = 0;
  for (std::size_t q = pos; q < part.size(); ++q) {
    if (part[q] == open) ++depth;
    if (part[q] == close && --depth == 0) return q + 1;
    if (!is_name_char(part[q]) && part[q] != open && part[q] != close && part[q] != ' ' && part[q] != ',') break;
  }
  return std::string_view::npos;
}

// The opener at `pos` in `part` (the text up to the end of the part being
// read) whose closing sign is `close`, or any when `close` is 0.
Opener opener_at(std::string_view part, std::size_t pos, char close) {
  if (pos >= part.size()) return {};
  const auto spaces = [&part](std::size_t q) {
    while (q < part.size() && (part[q] == ' ' || part[q] == '\t')) ++q;
    return q;
  };
  if (part[pos] == '[' && (close == 0 || close == ']')) return {1, ']'};
  if (close == 0 || close == '}') {
    if (part[pos] == '{') return {1, '}'};
    // new int[] {, new[] {, Go's []int{: the row's type, then its braces.
    std::size_t q = pos;
    if (part.substr(pos, 3) == "new" && pos + 3 < part.size() && (part[pos + 3] == ' ' || part[pos + 3] == '[')) {
      q = spaces(pos + 3);
      while (q < part.size() && is_name_char(part[q])) ++q;
    } else if (part.substr(pos, 2) != "[]") {
      q = std::string_view::npos;
    }
    if (q != std::string_view::npos && q < part.size() && part[q] == '[') {
      while (part.substr(q, 2) == "[]") q += 2;
      q = spaces(q);
      while (q < part.size() && is_name_char(part[q])) ++q;  // Go's element type after the brackets
      q = spaces(q);
      if (q < part.size() && part[q] == '{') return {q + 1 - pos, '}'};
    }
  }
  if (close == 0 || close == ')') {
    std::size_t name_end = pos;
    while (name_end < part.size() && is_name_char(part[name_end])) ++name_end;
    const std::string_view name = part.substr(pos, name_end - pos);
    if (std::find(std::begin(kArrayMakers), std::end(kArrayMakers), name) == std::end(kArrayMakers)) return {};
    const std::size_t open = type_arguments_end(part, name_end);
    if (open < part.size() && part[open] == '(') return {open + 1 - pos, ')'};
  }
  return {};
}

Opener opener_here(const Scanner& scanner, char close) {
  if (scanner.at_end()) return {};
  return opener_at(scanner.text().substr(0, scanner.end()), scanner.offset(), close);
}

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
  std::optional<std::size_t> first_cell_over;  // the offset of the first cell past limits.max_cells
  scanner.skip_space();
  // Braces may stand for the brackets, as C++, Java, C# and Go write an
  // array's initializer ({{1,0},{0,1}}), and so may a function that makes
  // an array (Kotlin's arrayOf(intArrayOf(1,0), intArrayOf(0,1))), when the
  // board and every row open so: each row closes with the board's sign
  // (opener_at). A solution's own test code declares its examples so.
  Opener board = opener_here(scanner, 0);
  if (board.length > 0 && board.close == '}') {  // "{{" (spaces aside), not a JSON object's "{\"a\": 1}"
    Scanner ahead = scanner;
    ahead.advance(board.length);
    ahead.skip_space();
    if (board.length > 1 || opener_here(ahead, '}').length == 0) board = {};
  }
  if (board.length == 0) return scanner.expected_here("'[' to start the board (a JSON array of rows)");
  const char close = board.close;
  const std::string_view board_opened = scanner.text().substr(scanner.offset(), board.length);
  // How a row opens, as messages say it: where the board opens with a
  // function (arrayOf(), as row 0 opens (intArrayOf().
  std::string open(1, close == ']' ? '[' : '{');
  scanner.advance(board.length);
  scanner.skip_space();
  if (!scanner.at_end() && scanner.peek() == close) return scanner.error_here("the board has no rows");
  // After the board's closing bracket.
  const auto board_read = [&]() -> Expected<GridShape> {
    if (first_cell_over) {
      return scanner.error_at(*first_cell_over,
                              limits.too_many_cells
                                  ? limits.too_many_cells(grid.rows, grid.cols)
                                  : fmt::format("the board has {} cells, more than {}", cells_read, limits.max_cells));
    }
    return grid;
  };

  // A comma after the last row or cell is taken: JSON has none, but Python,
  // JavaScript, Java and C++ allow it, and formatters write it (black puts
  // one after the last row of a board it spreads over lines), so a
  // solution's test code holds it.
  for (;;) {  // one row per iteration
    scanner.skip_space();
    const std::size_t row_start = scanner.offset();
    const Opener row = opener_here(scanner, close);
    if (row.length == 0) {
      if (grid.rows > 0 && !scanner.at_end() && scanner.peek() == close) {  // [[1,1],]
        scanner.advance();
        return board_read();
      }
      if (close == ')' && grid.rows == 0) {
        return scanner.expected_here(fmt::format(
            "an array that makes row 0 inside {}...) (intArrayOf(...), arrayOf(...), listOf(...))", board_opened));
      }
      return scanner.expected_here(fmt::format("'{}' to start row {}", open, grid.rows));
    }
    if (close == ')' && grid.rows == 0) open = std::string(scanner.text().substr(row_start, row.length));
    scanner.advance(row.length);
    scanner.skip_space();
    if (!scanner.at_end() && scanner.peek() == close)
      return scanner.error_at(row_start, fmt::format("row {} is empty", grid.rows));

    std::size_t cols_in_row = 0;
    for (;;) {  // one cell per iteration
      scanner.skip_space();
      const std::size_t cell_start = scanner.offset();
      const ScannedInteger number = scanner.scan_integer();
      if (number.status == IntegerStatus::kTooLarge) {
        return scanner.error_here(fmt::format("the number at row {}, column {} is {}", grid.rows, cols_in_row,
                                              number.value < 0 ? "negative" : "too large"));
      }
      if (number.status != IntegerStatus::kOk) {
        if (cols_in_row > 0 && !scanner.at_end() && scanner.peek() == close) {  // [1,1,]
          scanner.advance();
          break;
        }
        return scanner.expected_here("an integer");
      }
      if (number.value < limits.min_value || number.value > limits.max_value) {
        return scanner.error_at(cell_start, fmt::format("row {}, column {} holds {}, but {}", grid.rows, cols_in_row,
                                                        number.value, limits.value_rule));
      }
      // A row longer than row 0 is read on, only to count its cells for the
      // message below; its extra cells are not stored.
      const bool past_row_0 = grid.rows > 0 && cols_in_row >= grid.cols;
      if (!past_row_0) {
        if (cells_read < limits.max_cells) {
          if (cells_read == kCellsBeforeExpecting) sink.expect_cells(most_cells(scanner, limits, cells_read + 1));
          sink.add(number.value);
        } else if (!first_cell_over) {
          first_cell_over = cell_start;
        }
        ++cells_read;
      }
      ++cols_in_row;
      scanner.skip_space();
      if (!scanner.at_end() && scanner.peek() == ',') {
        scanner.advance();
        continue;
      }
      if (!scanner.at_end() && scanner.peek() == close) {
        scanner.advance();
        break;
      }
      return scanner.expected_here(
          fmt::format("',' or '{}' after row {}, column {}", close, grid.rows, cols_in_row - 1));
    }
    if (grid.rows == 0) {
      grid.cols = cols_in_row;
    } else if (cols_in_row != grid.cols) {
      return scanner.error_at(row_start, fmt::format("row {} has {} cell{}, but row 0 has {}: every row must have as "
                                                     "many cells as the first",
                                                     grid.rows, cols_in_row, cols_in_row == 1 ? "" : "s", grid.cols));
    }
    ++grid.rows;

    scanner.skip_space();
    if (!scanner.at_end() && scanner.peek() == ',') {
      scanner.advance();
      continue;
    }
    if (!scanner.at_end() && scanner.peek() == close) {
      scanner.advance();
      return board_read();
    }
    return scanner.expected_here(fmt::format("',' or '{}' after row {}", close, grid.rows - 1));
  }
}

std::optional<Error> expect_end_of_input(Scanner& scanner, std::string_view after_what) {
  scanner.skip_space();
  if (scanner.at_end()) return std::nullopt;
  return scanner.error_here(fmt::format("unexpected {} after {}", scanner.describe_here(), after_what));
}

}  // namespace gridsolve::text
