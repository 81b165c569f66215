// gridsolve check's harness for C++ files that define solution(...) the
// Programmers way (src/cli/check/, embedded in gridsolve at build time), in
// two parts:
//   - this header, put before the program with g++ -include: what the lines
//     that call solution(...) need (Arg, render), and the renaming of a main
//     of the program's own, for local tests, which never runs;
//   - harness_function_main.cpp, the harness's main, compiled on its own at
//     the same time as the program, so that the program's compile does not
//     wait for it.
// gridsolve compiles the program with this header first, then the program
// as it is, then a few lines that call solution(...) with the test's
// arguments (see languages.cpp); then it links the two.
//
// Arguments come as a JSON array; a grid becomes a
// std::vector<std::vector<int>> (taken by value, reference or const
// reference), a number an int (or any integer type).
#pragma once

#include <string>
#include <type_traits>
#include <utility>  // std::declval, in the call of a member solution
#include <vector>

namespace gridsolve_harness {

// Converts to what solution takes. The int forms bind every reference;
// the templates give other integer types by value (long long r, or a grid
// of long long), as a program with `#define int long long`, a contest
// habit, declares its solution. (When both fit, the non-template is
// chosen; for another type the template's exact conversion wins.)
struct Arg {
  std::vector<std::vector<int>> grid;
  int number = 0;
  operator std::vector<std::vector<int>>&() { return grid; }
  operator int&() { return number; }
  template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
  operator T() const {
    return static_cast<T>(number);
  }
  template <class T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int> = 0>
  operator std::vector<std::vector<T>>() const {
    std::vector<std::vector<T>> copy;
    for (const std::vector<int>& row : grid) copy.emplace_back(row.begin(), row.end());
    return copy;
  }
};

// What solution returned: a whole number as its digits, anything else as a
// literal that is not one.
template <class T>
std::string render(const T& value) {
  if constexpr (std::is_same_v<T, bool>) {
    return value ? "true" : "false";
  } else if constexpr (std::is_integral_v<T>) {
    return std::to_string(value);
  } else if constexpr (std::is_floating_point_v<T>) {
    return std::to_string(value);
  } else if constexpr (std::is_convertible_v<T, std::string>) {
    return "\"" + std::string(value) + "\"";
  } else {
    return "(a value that is not a number)";
  }
}

}  // namespace gridsolve_harness

// Defined after the program (the call of its solution).
std::string gridsolve_call(std::vector<gridsolve_harness::Arg>& args);

#define main gridsolve_program_main
