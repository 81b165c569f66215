// Solutions of Programmers 42894 (blocks) for testing `gridsolve check`: a
// correct one written in another way than the library's, and ones with the
// mistakes students make. Reads the board (a JSON array of rows) on stdin
// and prints the answer.
//
// Usage: check_solution_blocks MODE
//   correct                 remove any removable block, scanning again until none is
//   single-pass             scans the board once, top to bottom (misses blocks freed later)
//   ignore-above            checks the rectangle's empty cells but not the column above them
//   skip-top-row            checks the column above only from row 1 down (an off-by-one)
//   two-passes              scans the board twice, top to bottom
//   three-passes-by-column  scans three times, column by column (each column top to bottom)
//   three-passes-by-id      scans three times, by increasing id
// The fixed numbers of passes agreed with all of check's tests until the
// cascade boards (a block whose keeper such a scan meets after it, again
// and again) came into them.
#include <algorithm>
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

// The order in which a pass meets the blocks: by their first cell in reading
// order, by their first cell column by column, or by id.
enum class Order { kReading, kColumns, kIds };

// passes: 0 for "until a pass removes nothing".
int solve(Grid grid, int passes, Order order, Mistake mistake) {
  int removed = 0;
  for (int pass = 0; passes == 0 || pass < passes; ++pass) {
    bool changed = false;
    std::map<std::int64_t, Rect> rects;
    std::vector<std::int64_t> ids;  // in the order the pass meets them
    const int rows = static_cast<int>(grid.size());
    const int cols = rows == 0 ? 0 : static_cast<int>(grid[0].size());
    for (int outer = 0; outer < (order == Order::kColumns ? cols : rows); ++outer) {
      for (int inner = 0; inner < (order == Order::kColumns ? rows : cols); ++inner) {
        const int r = order == Order::kColumns ? inner : outer;
        const int c = order == Order::kColumns ? outer : inner;
        const std::int64_t id = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        if (id == 0) continue;
        auto [it, fresh] = rects.try_emplace(id, Rect{r, c, r, c});
        if (fresh) ids.push_back(id);
        Rect& rect = it->second;
        rect.top = std::min(rect.top, r);
        rect.left = std::min(rect.left, c);
        rect.bottom = std::max(rect.bottom, r);
        rect.right = std::max(rect.right, c);
      }
    }
    if (order == Order::kIds) std::sort(ids.begin(), ids.end());
    for (std::int64_t id : ids) {
      const Rect& rect = rects.at(id);
      if (!removable(grid, id, rect, mistake)) continue;
      for (int r = rect.top; r <= rect.bottom; ++r) {
        for (int c = rect.left; c <= rect.right; ++c) {
          auto& cell = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
          if (cell == id) cell = 0;
        }
      }
      ++removed;
      changed = true;
    }
    if (!changed) break;
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
  struct Mode {
    const char* name;
    int passes;  // 0: until a pass removes nothing
    Order order;
    Mistake mistake;
  };
  static constexpr Mode kModes[] = {
      {"correct", 0, Order::kReading, Mistake::kNone},
      {"single-pass", 1, Order::kReading, Mistake::kNone},
      {"ignore-above", 0, Order::kReading, Mistake::kIgnoreAbove},
      {"skip-top-row", 0, Order::kReading, Mistake::kSkipTopRow},
      {"two-passes", 2, Order::kReading, Mistake::kNone},
      {"three-passes-by-column", 3, Order::kColumns, Mistake::kNone},
      {"three-passes-by-id", 3, Order::kIds, Mistake::kNone},
  };
  for (const Mode& known : kModes) {
    if (mode != known.name) continue;
    std::cout << solve(read_board(in), known.passes, known.order, known.mistake) << "\n";
    return 0;
  }
  std::cerr << "usage: check_solution_blocks MODE, one of:";
  for (const Mode& known : kModes) std::cerr << ' ' << known.name;
  std::cerr << "\n";
  return 2;
}
