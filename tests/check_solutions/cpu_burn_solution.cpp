// Uses $GRIDSOLVE_TEST_BURN seconds of CPU time (default 0.3), read from its
// own clock, then returns 0: a Programmers blocks solution(board), right for
// a board with no block. For the tests of how gridsolve check measures CPU
// time (tests/check_test.py): run in a child of the C++ harness.
#include <time.h>

#include <cstdint>
#include <cstdlib>
#include <vector>

int solution(std::vector<std::vector<int>> board) {
  const char* text = std::getenv("GRIDSOLVE_TEST_BURN");
  const double seconds = text != nullptr ? std::atof(text) : 0.3;
  auto now = [] {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
  };
  const double start = now();
  volatile std::uint64_t spin = 0;
  while (now() - start < seconds) {
    for (int i = 0; i < 10000; ++i) spin = spin + 1;
  }
  return static_cast<int>(board.size()) * 0;
}
