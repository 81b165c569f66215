// Solutions of Programmers 42894 (blocks) for testing `gridsolve check`: a
// correct one written in another way than the library's, and ones with the
// mistakes students make. Reads the board (a JSON array of rows) on stdin
// and prints the answer.
//
// Usage: check_solution_blocks MODE
//   correct           remove any removable block, scanning again until none is
//   single-pass       scans the board once, top to bottom (misses blocks freed later)
//   ignore-above      checks the rectangle's empty cells but not the column above them
//   skip-top-row      checks the column above only from row 1 down (an off-by-one)
#include <cctype>
#include <cstdint>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Grid = std::vector<std::vector<std::int64_t>>;

Grid read_board(std::istream& in) {
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  Grid grid;
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    if (ch == '[' && ++depth == 2) grid.emplace_back();
    if (ch == ']') --depth;
    if (std::isdigit(static_cast<unsigned char>(ch)) != 0) {
      std::int64_t value = 0;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0)
        value = value * 10 + (text[i++] - '0');
      --i;
      grid.back().push_back(value);
    }
  }
  return grid;
}

enum class Mistake { kNone, kIgnoreAbove, kSkipTopRow };

struct Rect {
  int top, left, bottom, right;
};

bool removable(const Grid& grid, std::int64_t id, const Rect& rect, Mistake mistake) {
  for (int r = rect.top; r <= rect.bottom; ++r) {
    for (int c = rect.left; c <= rect.right; ++c) {
      const std::int64_t v = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (v == id) continue;
      if (v != 0) return false;
      if (mistake == Mistake::kIgnoreAbove) continue;
      // A black square reaches (r, c) only if everything above it is empty.
      for (int above = mistake == Mistake::kSkipTopRow ? 1 : 0; above < r; ++above) {
        if (grid[static_cast<std::size_t>(above)][static_cast<std::size_t>(c)] != 0) return false;
      }
    }
  }
  return true;
}

int solve(Grid grid, bool single_pass, Mistake mistake) {
  int removed = 0;
  for (bool changed = true; changed;) {
    changed = false;
    std::map<std::int64_t, Rect> rects;  // in reading order of first cell below
    std::vector<std::int64_t> order;
    for (int r = 0; r < static_cast<int>(grid.size()); ++r) {
      for (int c = 0; c < static_cast<int>(grid[static_cast<std::size_t>(r)].size()); ++c) {
        const std::int64_t id = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        if (id == 0) continue;
        auto [it, fresh] = rects.try_emplace(id, Rect{r, c, r, c});
        if (fresh) order.push_back(id);
        Rect& rect = it->second;
        rect.top = std::min(rect.top, r);
        rect.left = std::min(rect.left, c);
        rect.bottom = std::max(rect.bottom, r);
        rect.right = std::max(rect.right, c);
      }
    }
    for (std::int64_t id : order) {
      const Rect& rect = rects.at(id);
      if (!removable(grid, id, rect, mistake)) continue;
      for (int r = rect.top; r <= rect.bottom; ++r) {
        for (int c = rect.left; c <= rect.right; ++c) {
          auto& cell = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
          if (cell == id) cell = 0;
        }
      }
      ++removed;
      changed = !single_pass;
    }
  }
  return removed;
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
  const Grid grid = read_board(in);
  if (mode == "correct") {
    std::cout << solve(grid, false, Mistake::kNone) << "\n";
  } else if (mode == "single-pass") {
    std::cout << solve(grid, true, Mistake::kNone) << "\n";
  } else if (mode == "ignore-above") {
    std::cout << solve(grid, false, Mistake::kIgnoreAbove) << "\n";
  } else if (mode == "skip-top-row") {
    std::cout << solve(grid, false, Mistake::kSkipTopRow) << "\n";
  } else {
    std::cerr << "usage: check_solution_blocks correct|single-pass|ignore-above|skip-top-row\n";
    return 2;
  }
  return 0;
}
