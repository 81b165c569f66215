// gridsolve check's harness for C++ files that define solution(...): its
// main (see harness_function.hpp, the part compiled with the program).
//
// The harness loads once, then runs each test in a child made by fork(): the
// child starts from the program's state after its static initialisation and
// its changes to globals end with it, as when a judge starts the program
// anew for each test. Protocol: as harness.py says (requests on fd 3, replies
// on fd 4; the child sends its pid first, and the harness its CPU time, from
// wait4, before how it ended; no profiling).
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "harness_function.hpp"
#undef main  // the harness's own, below

namespace gridsolve_harness {

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

}  // namespace gridsolve_harness

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
