// Shared by the per-board cards tools (cards_board_sweep, cards_every_board):
// CPU time of this thread, so time waiting for a core is not counted; the
// median of repeated solves; a 4 x 4 board as text `gridsolve cards` reads.
#pragma once

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "gridsolve/cards.hpp"

namespace gridsolve::bench {

inline double thread_cpu_microseconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e6 + static_cast<double>(now.tv_nsec) / 1e3;
}

// The median of `runs` timings of `solves` solves, per solve.
inline double median_microseconds(const cards::Problem& problem, int runs, int solves) {
  std::vector<double> times;
  for (int run = 0; run < runs; ++run) {
    const double start = thread_cpu_microseconds();
    for (int i = 0; i < solves; ++i) {
      if (!cards::solve(problem).ok()) std::abort();
    }
    times.push_back((thread_cpu_microseconds() - start) / solves);
  }
  std::nth_element(times.begin(), times.begin() + runs / 2, times.end());
  return times[static_cast<std::size_t>(runs / 2)];
}

// REQUIRES: a 4 x 4 board.
inline std::string board_text_4x4(const cards::Problem& problem) {
  std::string text = "[";
  for (int row = 0; row < 4; ++row) {
    text += row ? ",[" : "[";
    for (int col = 0; col < 4; ++col) {
      if (col > 0) text += ',';
      text += std::to_string(problem.board.at({row, col}));
    }
    text += "]";
  }
  return text + "] " + std::to_string(problem.start.row) + " " + std::to_string(problem.start.col);
}

}  // namespace gridsolve::bench
