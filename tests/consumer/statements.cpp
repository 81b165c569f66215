// A program built against gridsolve as another project would build it
// (tests/consumer/run.sh): the statement examples of the three puzzles
// through the puzzle interface, and 2048's through its own API too.
#include <gridsolve/puzzle.hpp>
#include <gridsolve/slide.hpp>
#include <gridsolve/version.hpp>

#include <cstdio>
#include <string>

namespace {

struct Example {
  const char* puzzle;
  const char* input;
  const char* answer;
};

// docs/rules.md and the problem statements.
constexpr Example kExamples[] = {
    {"2048", "3\n2 2 2\n4 4 4\n8 8 8\n", "16"},
    {"cards", "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0", "14"},
    {"cards", "[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]\t0\t1", "16"},
    {"blocks",
     "[[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0],[0,0,0,0,0,0,0,0,0,0],"
     "[0,0,0,0,0,0,4,0,0,0],[0,0,0,0,0,4,4,0,0,0],[0,0,0,0,3,0,4,0,0,0],[0,0,0,2,3,0,0,0,5,5],"
     "[1,2,2,2,3,3,0,0,0,5],[1,1,1,0,0,0,0,0,0,5]]",
     "2"},
};

}  // namespace

int main() {
  int failures = 0;
  std::printf("gridsolve %s\n", gridsolve::kVersion);
  for (const Example& example : kExamples) {
    const gridsolve::Puzzle* puzzle = gridsolve::find_puzzle(example.puzzle);
    auto parsed = puzzle->parse(example.input, gridsolve::kDefaultMemoryBudgetBytes);
    if (!parsed) {
      std::printf("%s: %s\n", example.puzzle, parsed.error().message.c_str());
      ++failures;
      continue;
    }
    auto solved = parsed.value()->solve(gridsolve::SolveOptions{});
    const std::string answer = solved ? solved.value()->outcome().answer : solved.error().message;
    std::printf("%s: %s\n", example.puzzle, answer.c_str());
    failures += answer != example.answer;
  }
  // 2048 through gridsolve/slide.hpp: the board, the search and the witness.
  auto board = gridsolve::slide::parse_board("3\n2 2 2\n4 4 4\n8 8 8\n");
  auto solution = board ? gridsolve::slide::solve(board.value(), gridsolve::slide::SearchOptions{}) : board.error();
  if (!solution) return std::printf("slide: %s\n", solution.error().message.c_str()), 1;
  std::printf("slide: %s in %zu move(s)\n", gridsolve::slide::tile_value(solution.value().best_exponent).c_str(),
              solution.value().moves.size());
  failures += solution.value().best_exponent != 4;
  return failures == 0 ? 0 : 1;
}
