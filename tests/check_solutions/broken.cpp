// clang-format off: kept as people write it (scripts/lint.sh)
// Does not compile: a missing semicolon (gridsolve check shows g++'s messages as they are).
#include <iostream>
int main() {
  int n = 0
  std::cin >> n;
  std::cout << n << "\n";
}
