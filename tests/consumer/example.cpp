#include <gridsolve/puzzle.hpp>

#include <iostream>

int main() {
  const gridsolve::Puzzle* cards = gridsolve::find_puzzle("cards");
  auto parsed = cards->parse("[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]] 1 0", gridsolve::kDefaultMemoryBudgetBytes);
  if (!parsed) return std::cerr << parsed.error().message << '\n', 2;
  auto solved = parsed.value()->solve(gridsolve::SolveOptions{});
  if (!solved) return std::cerr << solved.error().message << '\n', 2;
  std::cout << solved.value()->outcome().answer << '\n' << solved.value()->json() << '\n';
}
