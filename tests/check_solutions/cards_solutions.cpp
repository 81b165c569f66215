// Solutions of Programmers 72415 (cards) for testing `gridsolve check`: a
// correct one written in another way than the library's, and ones with the
// mistakes students make. Reads "board r c" on stdin and prints the answer.
//
// Usage: check_solution_cards MODE
//   correct             the exhaustive whole-state search of tests/support
//   no-ctrl             moves the cursor with arrows only, never Ctrl jumps
//   greedy-orientation  tries every order of the pairs, but flips the nearer
//                       card of each pair first instead of trying both
//   ctrl-to-edge        thinks Ctrl always jumps to the edge, over cards
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <limits>
#include <map>
#include <queue>
#include <sstream>
#include <string>
#include <vector>

#include "support/cards_reference.hpp"

namespace {

using Grid = std::vector<std::vector<std::int64_t>>;

struct Input {
  Grid grid;
  int row = 0, col = 0;
};

Input read_input(std::istream& in) {
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  Input input;
  std::vector<std::int64_t> after;
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (ch == '[' && ++depth == 2) input.grid.emplace_back();
    if (ch == ']') --depth;
    if (std::isdigit(static_cast<unsigned char>(ch)) != 0) {
      std::int64_t value = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0)
        value = value * 10 + (text[i++] - '0');
      --i;
      (depth >= 2 ? input.grid.back() : after).push_back(value);
    }
  }
  input.row = static_cast<int>(after.at(0));
  input.col = static_cast<int>(after.at(1));
  return input;
}

enum class Mistake { kNone, kNoCtrl, kGreedyOrientation, kCtrlToEdge };

struct Pos {
  int r, c;
};

// Key presses from `from` to `to` on `grid` (nonzero cells are cards).
int distance(const Grid& grid, Pos from, Pos to, Mistake mistake) {
  const int rows = static_cast<int>(grid.size()), cols = static_cast<int>(grid[0].size());
  std::vector<int> dist(static_cast<std::size_t>(rows * cols), -1);
  std::queue<Pos> queue;
  dist[static_cast<std::size_t>(from.r * cols + from.c)] = 0;
  queue.push(from);
  static constexpr int kSteps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  while (!queue.empty()) {
    const Pos at = queue.front();
    queue.pop();
    const int here = dist[static_cast<std::size_t>(at.r * cols + at.c)];
    if (at.r == to.r && at.c == to.c) return here;
    for (const auto& step : kSteps) {
      std::vector<Pos> next;
      const Pos arrow{at.r + step[0], at.c + step[1]};
      if (arrow.r >= 0 && arrow.r < rows && arrow.c >= 0 && arrow.c < cols) next.push_back(arrow);
      if (mistake != Mistake::kNoCtrl) {
        Pos jump = at;
        while (jump.r + step[0] >= 0 && jump.r + step[0] < rows && jump.c + step[1] >= 0 && jump.c + step[1] < cols) {
          jump = {jump.r + step[0], jump.c + step[1]};
          if (mistake != Mistake::kCtrlToEdge &&
              grid[static_cast<std::size_t>(jump.r)][static_cast<std::size_t>(jump.c)] != 0)
            break;
        }
        next.push_back(jump);
      }
      for (const Pos p : next) {
        int& d = dist[static_cast<std::size_t>(p.r * cols + p.c)];
        if (d < 0) {
          d = here + 1;
          queue.push(p);
        }
      }
    }
  }
  return std::numeric_limits<int>::max() / 4;
}

// Fewest presses to remove every pair left, the cursor at `at`.
int best(Grid& grid, Pos at, Mistake mistake) {
  std::map<std::int64_t, std::vector<Pos>> cards;
  for (int r = 0; r < static_cast<int>(grid.size()); ++r) {
    for (int c = 0; c < static_cast<int>(grid[0].size()); ++c) {
      if (grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] != 0) {
        cards[grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]].push_back({r, c});
      }
    }
  }
  if (cards.empty()) return 0;
  int result = std::numeric_limits<int>::max();
  for (const auto& [label, where] : cards) {
    std::vector<std::pair<Pos, Pos>> orders = {{where[0], where[1]}, {where[1], where[0]}};
    if (mistake == Mistake::kGreedyOrientation) {
      // Wrong: the nearer card first, without trying the other way round.
      if (distance(grid, at, where[1], mistake) < distance(grid, at, where[0], mistake))
        orders.erase(orders.begin());
      else
        orders.pop_back();
    }
    for (const auto& [first, second] : orders) {
      const int cost = distance(grid, at, first, mistake) + 1 + distance(grid, first, second, mistake) + 1;
      grid[static_cast<std::size_t>(first.r)][static_cast<std::size_t>(first.c)] = 0;
      grid[static_cast<std::size_t>(second.r)][static_cast<std::size_t>(second.c)] = 0;
      result = std::min(result, cost + best(grid, second, mistake));
      grid[static_cast<std::size_t>(first.r)][static_cast<std::size_t>(first.c)] = label;
      grid[static_cast<std::size_t>(second.r)][static_cast<std::size_t>(second.c)] = label;
    }
  }
  return result;
}

}  // namespace

int run(const std::string& mode, std::istream& in);

// With --each-line, every line of the input is a case (tests/shrink_measure.py).
int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (argc > 2 && std::string(argv[2]) == "--each-line") {
    for (std::string line; std::getline(std::cin, line);) {
      std::istringstream one(line);
      if (const int status = run(mode, one); status != 0) return status;
    }
    return 0;
  }
  return run(mode, std::cin);
}

int run(const std::string& mode, std::istream& in) {
  Input input = read_input(in);
  if (mode == "correct") {
    std::cout << gridsolve::testkit::reference_fewest_presses(input.grid, input.row, input.col) << "\n";
    return 0;
  }
  const std::map<std::string, Mistake> mistakes = {{"permutations", Mistake::kNone},
                                                   {"no-ctrl", Mistake::kNoCtrl},
                                                   {"greedy-orientation", Mistake::kGreedyOrientation},
                                                   {"ctrl-to-edge", Mistake::kCtrlToEdge}};
  const auto found = mistakes.find(mode);
  if (found == mistakes.end()) {
    std::cerr << "usage: check_solution_cards correct|permutations|no-ctrl|greedy-orientation|ctrl-to-edge\n";
    return 2;
  }
  std::cout << best(input.grid, {input.row, input.col}, found->second) << "\n";
  return 0;
}
