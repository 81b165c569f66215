// gridsolve check's harness for C++ files that define solution(...) the
// Programmers way (src/cli/check/, embedded in gridsolve at build time).
// gridsolve compiles it with the program as one file: this part first (g++
// -include), then the program as it is, then a few lines that call
// solution(...) with the test's arguments (see languages.cpp). A main of the
// program's own, for local tests, is renamed and never runs.
//
// The harness loads once, then runs each test in a child made by fork(): the
// child starts from the program's state after its static initialisation and
// its changes to globals end with it, as when a judge starts the program
// anew for each test. Protocol: as harness.py says (requests on fd 3, replies
// on fd 4; the child sends its pid first, and the harness its CPU time, from
// wait4, before how it ended; no profiling). Arguments come as a JSON array; a grid becomes a
// std::vector<std::vector<int>> (taken by value, reference or const
// reference), a number an int (or any integer type).
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

namespace gridsolve_harness {

struct Arg {
  std::vector<std::vector<int>> grid;
  int number = 0;
  operator std::vector<std::vector<int>>&() { return grid; }
  operator int&() { return number; }
};

inline bool read_exactly(int fd, char* data, std::size_t count) {
  while (count > 0) {
    const ssize_t got = ::read(fd, data, count);
    if (got <= 0) return false;
    data += got;
    count -= static_cast<std::size_t>(got);
  }
  return true;
}

inline void write_all(int fd, const std::string& text) {
  const char* data = text.data();
  std::size_t left = text.size();
  while (left > 0) {
    const ssize_t wrote = ::write(fd, data, left);
    if (wrote <= 0) return;
    data += wrote;
    left -= static_cast<std::size_t>(wrote);
  }
}

// Arrays of arrays of whole numbers, numbers: all the arguments take.
struct Parser {
  const std::string& text;
  std::size_t at = 0;
  void space() {
    while (at < text.size() && (text[at] == ' ' || text[at] == ',' || text[at] == '\n' || text[at] == '\t')) ++at;
  }
  std::size_t skip_number() {
    const std::size_t from = at;
    if (at < text.size() && text[at] == '-') ++at;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
    return from;
  }
  bool open() {
    space();
    if (at < text.size() && text[at] == '[') return ++at, true;
    return false;
  }
  bool close() {
    space();
    if (at < text.size() && text[at] == ']') return ++at, true;
    return false;
  }
  std::vector<Arg> arguments() {
    std::vector<Arg> args;
    open();
    while (!close()) {
      Arg arg;
      if (open()) {
        while (!close()) {
          arg.grid.emplace_back();
          open();
          while (!close()) {
            const std::size_t from = (space(), at);
            skip_number();
            arg.grid.back().push_back(static_cast<int>(std::strtoll(text.c_str() + from, nullptr, 10)));
          }
        }
      } else {
        const std::size_t from = (space(), at);
        skip_number();
        arg.number = static_cast<int>(std::strtoll(text.c_str() + from, nullptr, 10));
      }
      args.push_back(std::move(arg));
    }
    return args;
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

int main() {
  using namespace gridsolve_harness;
  write_all(4, "ready\n");
  for (;;) {
    std::string header;
    char c = 0;
    while (read_exactly(3, &c, 1) && c != '\n') header += c;
    if (c != '\n') return 0;
    // "LENGTH", or "profile SECONDS LENGTH" (not done here: run as usual).
    const std::size_t last_space = header.rfind(' ');
    const char* length = header.c_str() + (last_space == std::string::npos ? 0 : last_space + 1);
    std::string request(std::strtoull(length, nullptr, 10), '\0');
    if (!read_exactly(3, request.data(), request.size())) return 0;
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
      ::close(3);
      write_all(4, "pid " + std::to_string(::getpid()) + "\n");
      std::vector<Arg> args = Parser{request}.arguments();
      const std::string value = gridsolve_call(args);
      std::fflush(nullptr);
      write_all(4, "value " + std::to_string(value.size()) + "\n" + value);
      std::exit(0);  // static destructors and stream flushes, as after main
    }
    int status = 0;
    rusage usage{};
    ::wait4(pid, &status, 0, &usage);
    const double cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                       static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6;
    char line[64];
    std::snprintf(line, sizeof line, "cpu %.6f\n", cpu);
    write_all(4, line);
    write_all(4, WIFSIGNALED(status) ? "signal " + std::to_string(WTERMSIG(status)) + "\n"
                                     : "exit " + std::to_string(WEXITSTATUS(status)) + "\n");
  }
}

#define main gridsolve_program_main
