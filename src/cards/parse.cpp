// The input of the cards puzzle: the statement's table row pasted as is.
#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include <map>
#include <string>
#include <vector>

#include "cards/parse.hpp"
#include "common/byte_size.hpp"
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
// `cards` is the number of nonzero cells. Memory: one 4-byte index per card,
// sorted by label (a hash table per label took ten times that).
std::optional<Error> check_pairs(const Board& board, std::size_t cards) {
  const std::vector<std::int64_t>& labels = board.labels();
  std::vector<std::uint32_t> by_label;
  by_label.reserve(cards);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (labels[i] != 0) by_label.push_back(static_cast<std::uint32_t>(i));
  }
  std::sort(by_label.begin(), by_label.end(), [&labels](std::uint32_t a, std::uint32_t b) {
    return labels[a] != labels[b] ? labels[a] < labels[b] : a < b;
  });
  // Per label, its cells in row-major order: the offending cell is the only
  // one, or the third. Keep the first in row-major order over all labels.
  std::optional<std::size_t> worst_run;  // where the offending label's cells start in by_label
  std::size_t worst_cell = 0;
  for (std::size_t run = 0, end = 0; run < by_label.size(); run = end) {
    end = run + 1;
    while (end < by_label.size() && labels[by_label[end]] == labels[by_label[run]]) ++end;
    if (end - run == 2) continue;
    const std::size_t offending = end - run == 1 ? by_label[run] : by_label[run + 2];
    if (!worst_run || offending < worst_cell) {
      worst_run = run;
      worst_cell = offending;
    }
  }
  if (!worst_run) return std::nullopt;
  const std::size_t run = *worst_run;
  std::size_t count = 1;
  while (run + count < by_label.size() && labels[by_label[run + count]] == labels[by_label[run]]) ++count;
  const Cell here = board.cell_at(worst_cell);
  const std::int64_t label = labels[worst_cell];
  if (count == 1) {
    return Error{
        fmt::format("row {}, column {}: card {} appears only once; every label must appear on exactly two cells",
                    here.row, here.col, label)};
  }
  // Every other place of the label, up to kShown of them and how many more:
  // the two before the one named were listed alone, and a fourth place went
  // unsaid. "; " parts the places, whose own words hold a comma.
  constexpr std::size_t kShown = 4;
  std::vector<std::string> places;
  for (std::size_t i = run; i < run + count && places.size() < kShown; ++i) {
    if (by_label[i] == worst_cell) continue;
    const Cell there = board.cell_at(by_label[i]);
    places.push_back(fmt::format("row {}, column {}", there.row, there.col));
  }
  const std::size_t more = count - 1 - places.size();
  std::string also;
  for (std::size_t i = 0; i < places.size(); ++i) {
    const bool last = i + 1 == places.size() && more == 0;
    also += i == 0 ? "" : last ? " and " : "; ";
    also += places[i];
  }
  if (more > 0) also += fmt::format(" and {} more place{}", more, more == 1 ? "" : "s");
  return Error{fmt::format(
      "row {}, column {}: card {} appears {} times (also at {}); every label must appear on exactly two cells",
      here.row, here.col, label, count, also)};
}

// Stores the cells straight into the board's labels: no grid and copy.
class LabelSink final : public text::GridCellSink {
 public:
  void expect_cells(std::uint64_t cells) override { labels_.reserve(static_cast<std::size_t>(cells)); }
  void add(std::int64_t value) override {
    labels_.push_back(value);
    cards_ += value != 0;
  }
  std::vector<std::int64_t> take() { return std::move(labels_); }
  std::size_t cards() const { return cards_; }

 private:
  std::vector<std::int64_t> labels_;
  std::size_t cards_ = 0;
};

constexpr std::uint64_t kBoardBytesPerCell = sizeof(std::int64_t);
constexpr std::uint64_t kCheckBytesPerCard = sizeof(std::uint32_t);

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
  // The whole text is held while its cases are read and solved.
  const std::string_view text = scanner.text();
  scanner.skip_space();
  if (scanner.at_end()) {
    return scanner.error_here(
        "the input is empty; expected the board as a JSON array of rows, then the cursor row r and column c");
  }
  // While reading, the text and the board are held; the pair check's memory
  // is counted once the number of cards is known, below.
  const std::uint64_t budget = limits.max_memory_bytes;
  const std::uint64_t left_for_cells = budget > text.size() ? budget - text.size() : 0;
  const std::size_t board_start = scanner.offset();  // where a refusal of the whole board points
  text::GridLimits grid_limits;
  grid_limits.max_cells = std::min<std::uint64_t>(left_for_cells / kBoardBytesPerCell, std::numeric_limits<int>::max());
  grid_limits.too_many_cells = [&](std::uint64_t rows, std::uint64_t cols) {
    if (rows * cols > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) {
      return fmt::format("a {} x {} board has more than {} cells, the most the solver takes", rows, cols,
                         std::numeric_limits<int>::max());
    }
    return memory_refusal(fmt::format("a {} x {} board", rows, cols), text.size() + rows * cols * kBoardBytesPerCell,
                          budget)
        .message;
  };
  grid_limits.min_value = 0;
  grid_limits.value_rule = "cells must be 0 (empty) or a positive card label";
  LabelSink sink;
  Expected<text::GridShape> shape = text::parse_json_grid_cells(scanner, grid_limits, sink);
  if (!shape) return shape.error();
  const std::size_t cards = sink.cards();
  Problem problem;
  problem.board = Board(static_cast<int>(shape.value().rows), static_cast<int>(shape.value().cols), sink.take());

  skip_separator(scanner);
  Expected<int> row = parse_cursor_coordinate(scanner, "row r", problem.board.rows());
  if (!row) return row.error();
  skip_separator(scanner);
  Expected<int> col = parse_cursor_coordinate(scanner, "column c", problem.board.cols());
  if (!col) return col.error();
  problem.start = {row.value(), col.value()};

  // The text is well formed; now the rule that ties cells together.
  const std::uint64_t needed =
      text.size() + problem.board.labels().size() * kBoardBytesPerCell + cards * kCheckBytesPerCard;
  if (needed > budget) {
    return scanner.error_at(board_start, memory_refusal(fmt::format("checking the pairs of a {} x {} board",
                                                                    problem.board.rows(), problem.board.cols()),
                                                        needed, budget)
                                             .message);
  }
  if (std::optional<Error> unpaired = check_pairs(problem.board, cards)) {
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

std::uint64_t estimate_parse_memory(std::uint64_t text_bytes) {
  const std::uint64_t most_cells = text_bytes / 2 + 1;
  return text_bytes + most_cells * (kBoardBytesPerCell + kCheckBytesPerCard);
}

}  // namespace gridsolve::cards
