// Random cards boards and their smaller variants.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

#include "gridsolve/gen.hpp"

namespace gridsolve::gen {

using cards::Board;
using cards::Cell;
using cards::Problem;

Expected<CardsFamily> parse_cards_family(std::string_view name) {
  if (name == "mixed") return CardsFamily::kMixed;
  if (name == "random") return CardsFamily::kRandom;
  if (name == "on-card") return CardsFamily::kOnCard;
  if (name == "max-pairs") return CardsFamily::kMaxPairs;
  return Error{fmt::format("unknown cards family '{}'; the families are mixed, random, on-card, max-pairs", name)};
}

Problem generate_cards(const CardsGenOptions& options, Rng& rng) {
  const int n = static_cast<int>(rng.between(options.size.min, options.size.max));
  Board board(n, n);
  CardsFamily family = options.family;
  if (family == CardsFamily::kMixed) {
    const std::uint64_t pick = rng.below(100);
    family = pick < 50 ? CardsFamily::kRandom : pick < 80 ? CardsFamily::kOnCard : CardsFamily::kMaxPairs;
  }
  const std::int64_t most = std::min<std::int64_t>(options.pairs.max, std::int64_t{n} * n / 2);
  const std::int64_t fewest = std::min(options.pairs.min, most);
  const std::int64_t pairs = family == CardsFamily::kMaxPairs ? most : rng.between(fewest, most);
  // Distinct labels from 1..max(6, pairs), in random order.
  std::vector<std::int64_t> labels(static_cast<std::size_t>(std::max<std::int64_t>(6, pairs)));
  std::iota(labels.begin(), labels.end(), 1);
  std::vector<std::size_t> cells(static_cast<std::size_t>(board.cell_count()));
  std::iota(cells.begin(), cells.end(), 0);
  // Fisher-Yates with our own generator: std::shuffle differs between libraries.
  auto shuffle = [&rng](auto& items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[rng.below(i)]);
  };
  shuffle(labels);
  shuffle(cells);
  for (std::int64_t p = 0; p < pairs; ++p) {
    const auto label = labels[static_cast<std::size_t>(p)];
    board.set(board.cell_at(cells[static_cast<std::size_t>(2 * p)]), label);
    board.set(board.cell_at(cells[static_cast<std::size_t>(2 * p + 1)]), label);
  }
  Cell start = board.cell_at(rng.below(cells.size()));
  if (family == CardsFamily::kOnCard && pairs > 0)
    start = board.cell_at(cells[rng.below(static_cast<std::uint64_t>(2 * pairs))]);
  return Problem{board, start};
}

std::string cards_text(const Problem& problem) {
  const Board& board = problem.board;
  std::string text = "[";
  for (int r = 0; r < board.rows(); ++r) {
    text += r == 0 ? "[" : " [";
    for (int c = 0; c < board.cols(); ++c) {
      if (c > 0) text += ',';
      text += fmt::format("{}", board.at({r, c}));
    }
    text += r + 1 == board.rows() ? "]" : "],\n";
  }
  return text + fmt::format("] {} {}\n", problem.start.row, problem.start.col);
}

namespace {

std::vector<std::int64_t> labels_in_order(const Board& board) {
  std::vector<std::int64_t> labels;
  std::set<std::int64_t> seen;
  for (std::int64_t label : board.labels()) {
    if (label != 0 && seen.insert(label).second) labels.push_back(label);
  }
  return labels;
}

}  // namespace

std::vector<Problem> cards_shrink_candidates(const Problem& problem, const CardsGenOptions& options) {
  const Board& board = problem.board;
  std::vector<Problem> variants;
  const std::vector<std::int64_t> labels = labels_in_order(board);
  const auto keeping = [&](auto keep) {
    Problem fewer = problem;
    for (int i = 0; i < board.cell_count(); ++i) {
      const Cell cell = board.cell_at(static_cast<std::size_t>(i));
      if (board.at(cell) != 0 && !keep(board.at(cell))) fewer.board.set(cell, 0);
    }
    return fewer;
  };
  // One pair kept alone, then half of the pairs, when the limits allow.
  if (labels.size() > 2 && options.pairs.min <= 1) {
    for (std::int64_t kept : labels) variants.push_back(keeping([&](std::int64_t label) { return label == kept; }));
  }
  const auto half = static_cast<std::int64_t>(labels.size() / 2);
  if (labels.size() > 3 && options.pairs.min <= half) {
    const std::set<std::int64_t> first(labels.begin(), labels.begin() + half);
    variants.push_back(keeping([&](std::int64_t label) { return first.count(label) != 0; }));
    variants.push_back(keeping([&](std::int64_t label) { return first.count(label) == 0; }));
  }
  if (static_cast<std::int64_t>(labels.size()) > std::max<std::int64_t>(options.pairs.min, 0)) {
    for (std::int64_t gone : labels) {
      Problem fewer = problem;
      for (int i = 0; i < board.cell_count(); ++i) {
        const Cell cell = board.cell_at(static_cast<std::size_t>(i));
        if (board.at(cell) == gone) fewer.board.set(cell, 0);
      }
      variants.push_back(std::move(fewer));
    }
  }
  // An empty row and an empty column, the cursor in neither.
  if (board.rows() - 1 >= options.size.min) {
    for (int row = 0; row < board.rows(); ++row) {
      for (int col = 0; col < board.cols(); ++col) {
        if (row == problem.start.row || col == problem.start.col) continue;
        bool empty = true;
        for (int k = 0; k < board.cols() && empty; ++k) empty = board.at({row, k}) == 0;
        for (int k = 0; k < board.rows() && empty; ++k) empty = board.at({k, col}) == 0;
        if (!empty) continue;
        Problem smaller{Board(board.rows() - 1, board.cols() - 1), problem.start};
        for (int r = 0, rr = 0; r < board.rows(); ++r) {
          if (r == row) continue;
          for (int c = 0, cc = 0; c < board.cols(); ++c) {
            if (c != col) smaller.board.set({rr, cc++}, board.at({r, c}));
          }
          ++rr;
        }
        smaller.start = {problem.start.row - (row < problem.start.row), problem.start.col - (col < problem.start.col)};
        variants.push_back(std::move(smaller));
      }
    }
  }
  // Labels 1, 2, ... in reading order, when that makes their sum smaller.
  const std::int64_t sum = std::accumulate(labels.begin(), labels.end(), std::int64_t{0});
  const auto count = static_cast<std::int64_t>(labels.size());
  if (sum > count * (count + 1) / 2) {
    std::map<std::int64_t, std::int64_t> renumber;
    for (std::int64_t label : labels) renumber.emplace(label, static_cast<std::int64_t>(renumber.size() + 1));
    Problem renumbered = problem;
    for (int i = 0; i < board.cell_count(); ++i) {
      const Cell cell = board.cell_at(static_cast<std::size_t>(i));
      if (board.at(cell) != 0) renumbered.board.set(cell, renumber.at(board.at(cell)));
    }
    variants.push_back(std::move(renumbered));
  }
  // A card moved to an empty cell before it in reading order (nearest
  // first), then the cursor: cards gather top-left.
  for (int i = 0; i < board.cell_count(); ++i) {
    const Cell cell = board.cell_at(static_cast<std::size_t>(i));
    if (board.at(cell) == 0) continue;
    for (int j = i - 1; j >= 0; --j) {
      const Cell to = board.cell_at(static_cast<std::size_t>(j));
      if (board.at(to) != 0) continue;
      Problem moved = problem;
      moved.board.set(to, board.at(cell));
      moved.board.set(cell, 0);
      variants.push_back(std::move(moved));
    }
  }
  for (auto j = static_cast<std::int64_t>(board.index(problem.start)) - 1; j >= 0; --j) {
    variants.push_back(Problem{board, board.cell_at(static_cast<std::size_t>(j))});
  }
  return variants;
}

}  // namespace gridsolve::gen
