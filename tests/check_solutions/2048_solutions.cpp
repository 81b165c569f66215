// Solutions of Baekjoon 12100 (2048, at most K moves) for testing
// `gridsolve check`: one correct one written in another way than the
// library's, and several with the mistakes students make. Reads the
// Baekjoon input on stdin and prints the answer, like a submission.
//
// Usage: check_solution_2048 MODE [K]   (K defaults to 5)
//   correct         the exhaustive reference of tests/support
//   merge-again     lets a tile made by a merge merge again in the same move
//   one-move-short  searches K - 1 moves
//   far-side-first  merges the tiles farthest from the wall first
//   crash-on-1024   aborts when it sees a 1024 tile (a crash to be caught)
//   hang-on-one     never answers when the board has exactly one tile
//   chatty          prints "answer: X" instead of X (malformed output)
// and, for the time limits (each answers right, only its time is wrong):
//   brute-force     tries all 4^K sequences of moves, none pruned (time
//                   grows as 4^K * N^2: too slow for K = 10 on large boards)
//   sleep-per-tile  sleeps 40 ms per tile first (wall-clock time, no CPU)
//   burn            uses $GRIDSOLVE_TEST_BURN seconds of CPU time (default
//                   0.3) first, read from its own CPU-time clock
//   burn-threads    the same in two threads, half each: as much CPU time in
//                   half the wall-clock time on two cores
//   burn-child      the same in a child process that it waits for
// Boards follow each other until the end of the input, one answer each (so
// that tests/shrink_measure.py can run many through one process).
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "support/slide_reference.hpp"

namespace {

using Row = std::vector<std::int64_t>;
using Grid = std::vector<Row>;

enum class Mistake { kNone, kMergeAgain, kFarSideFirst };

Row slide_left(const Row& row, Mistake mistake) {
  Row tiles;
  for (std::int64_t v : row) {
    if (v != 0) tiles.push_back(v);
  }
  if (mistake == Mistake::kFarSideFirst) std::reverse(tiles.begin(), tiles.end());
  Row out;
  for (std::int64_t v : tiles) {
    if (mistake == Mistake::kMergeAgain) {
      // Wrong: the merged tile stays open for the next one.
      if (!out.empty() && out.back() == v) {
        out.back() *= 2;
        while (out.size() >= 2 && out[out.size() - 2] == out.back()) {
          out.pop_back();
          out.back() *= 2;
        }
        continue;
      }
      out.push_back(v);
      continue;
    }
    out.push_back(v);
  }
  if (mistake != Mistake::kMergeAgain) {
    Row merged;
    for (std::size_t i = 0; i < out.size();) {
      if (i + 1 < out.size() && out[i] == out[i + 1]) {
        merged.push_back(out[i] * 2);
        i += 2;
      } else {
        merged.push_back(out[i++]);
      }
    }
    out = merged;
  }
  if (mistake == Mistake::kFarSideFirst) std::reverse(out.begin(), out.end());
  out.resize(row.size(), 0);
  return out;
}

Grid move(const Grid& grid, int direction, Mistake mistake) {
  const std::size_t n = grid.size();
  Grid out = grid;
  for (std::size_t line = 0; line < n; ++line) {
    Row cells(n);
    for (std::size_t k = 0; k < n; ++k) {
      switch (direction) {
        case 0: cells[k] = grid[line][k]; break;
        case 1: cells[k] = grid[line][n - 1 - k]; break;
        case 2: cells[k] = grid[k][line]; break;
        default: cells[k] = grid[n - 1 - k][line]; break;
      }
    }
    cells = slide_left(cells, mistake);
    for (std::size_t k = 0; k < n; ++k) {
      switch (direction) {
        case 0: out[line][k] = cells[k]; break;
        case 1: out[line][n - 1 - k] = cells[k]; break;
        case 2: out[k][line] = cells[k]; break;
        default: out[n - 1 - k][line] = cells[k]; break;
      }
    }
  }
  return out;
}

// Spins until this thread (or process) has used `seconds` of CPU time.
void burn(clockid_t clock, double seconds) {
  auto now = [clock] {
    timespec t{};
    clock_gettime(clock, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
  };
  const double start = now();
  volatile std::uint64_t spin = 0;
  while (now() - start < seconds) {
    for (int i = 0; i < 10000; ++i) spin = spin + 1;
  }
}

double burn_seconds() {
  const char* text = std::getenv("GRIDSOLVE_TEST_BURN");
  return text != nullptr ? std::atof(text) : 0.3;
}

std::int64_t best(const Grid& grid, int moves_left, Mistake mistake) {
  std::int64_t top = 0;
  for (const Row& row : grid) top = std::max(top, *std::max_element(row.begin(), row.end()));
  if (moves_left == 0) return top;
  for (int d = 0; d < 4; ++d) top = std::max(top, best(move(grid, d, mistake), moves_left - 1, mistake));
  return top;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: check_solution_2048 MODE [K]\n";
    return 2;
  }
  const std::string mode = argv[1];
  const int max_moves = argc > 2 ? std::atoi(argv[2]) : 5;
  for (int n = 0; std::cin >> n;) {
    Grid grid(static_cast<std::size_t>(n), Row(static_cast<std::size_t>(n)));
    int tiles = 0;
    for (Row& row : grid) {
      for (std::int64_t& v : row) {
        std::cin >> v;
        tiles += v != 0;
        if (mode == "crash-on-1024" && v == 1024) std::abort();
      }
    }
    if (mode == "correct") {
      std::cout << gridsolve::testkit::reference_best_tile(grid, max_moves) << "\n";
    } else if (mode == "merge-again") {
      std::cout << best(grid, max_moves, Mistake::kMergeAgain) << "\n";
    } else if (mode == "one-move-short") {
      std::cout << best(grid, std::max(0, max_moves - 1), Mistake::kNone) << "\n";
    } else if (mode == "far-side-first") {
      std::cout << best(grid, max_moves, Mistake::kFarSideFirst) << "\n";
    } else if (mode == "chatty") {
      std::cout << "answer: " << best(grid, max_moves, Mistake::kNone) << "\n";
    } else if (mode == "brute-force") {
      std::cout << best(grid, max_moves, Mistake::kNone) << "\n";
    } else if (mode == "sleep-per-tile") {
      std::this_thread::sleep_for(std::chrono::milliseconds(40) * tiles);
      std::cout << gridsolve::testkit::reference_best_tile(grid, max_moves) << "\n";
    } else if (mode == "burn" || mode == "burn-threads" || mode == "burn-child") {
      const double seconds = burn_seconds();
      if (mode == "burn") {
        burn(CLOCK_PROCESS_CPUTIME_ID, seconds);
      } else if (mode == "burn-threads") {
        std::thread other([seconds] { burn(CLOCK_THREAD_CPUTIME_ID, seconds / 2); });
        burn(CLOCK_THREAD_CPUTIME_ID, seconds / 2);
        other.join();
      } else {
        std::cout.flush();
        const pid_t child = fork();
        if (child == 0) {
          burn(CLOCK_PROCESS_CPUTIME_ID, seconds);
          _exit(0);
        }
        int status = 0;
        waitpid(child, &status, 0);
      }
      std::cout << gridsolve::testkit::reference_best_tile(grid, max_moves) << "\n";
    } else if (mode == "crash-on-1024" || mode == "hang-on-one") {
      if (mode == "hang-on-one" && tiles == 1) std::this_thread::sleep_for(std::chrono::hours(1));
      std::cout << best(grid, max_moves, Mistake::kNone) << "\n";
    } else {
      std::cerr << "unknown mode " << mode << "\n";
      return 2;
    }
  }
  return 0;
}
