#include "support/cards_boards.hpp"

#include <algorithm>
#include <numeric>

namespace gridsolve::testkit {

CardsCase random_cards_case(std::mt19937_64& rng, int rows, int cols, int pairs) {
  CardsCase c;
  c.grid.assign(static_cast<std::size_t>(rows), std::vector<std::int64_t>(static_cast<std::size_t>(cols), 0));
  std::vector<int> cells(static_cast<std::size_t>(rows * cols));
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), rng);
  for (int i = 0; i < 2 * pairs; ++i) {
    const int cell = cells[static_cast<std::size_t>(i)];
    c.grid[static_cast<std::size_t>(cell / cols)][static_cast<std::size_t>(cell % cols)] = i / 2 + 1;
  }
  c.row = std::uniform_int_distribution<int>(0, rows - 1)(rng);
  c.col = std::uniform_int_distribution<int>(0, cols - 1)(rng);
  return c;
}

cards::Problem to_problem(const CardsCase& c) {
  cards::Problem problem;
  problem.board = cards::Board(static_cast<int>(c.grid.size()), static_cast<int>(c.grid[0].size()));
  for (std::size_t r = 0; r < c.grid.size(); ++r) {
    for (std::size_t col = 0; col < c.grid[r].size(); ++col) {
      problem.board.set({static_cast<int>(r), static_cast<int>(col)}, c.grid[r][col]);
    }
  }
  problem.start = {c.row, c.col};
  return problem;
}

std::string to_text(const CardsCase& c) {
  std::string out = "[";
  for (std::size_t r = 0; r < c.grid.size(); ++r) {
    out += r ? ",[" : "[";
    for (std::size_t col = 0; col < c.grid[r].size(); ++col) {
      if (col) out += ',';
      out += std::to_string(c.grid[r][col]);
    }
    out += ']';
  }
  out += "]\t" + std::to_string(c.row) + "\t" + std::to_string(c.col);
  return out;
}

std::vector<std::string> tokens_of(const std::vector<cards::Key>& keys) {
  std::vector<std::string> tokens;
  for (cards::Key key : keys) tokens.emplace_back(cards::key_token(key));
  return tokens;
}

}  // namespace gridsolve::testkit
