// Running a program under test (gridsolve check): its input on a pipe, its
// output captured, a time limit enforced on the whole process group.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "gridsolve/result.hpp"

namespace gridsolve::cli {

// The full path of `name`: as is when it holds a '/', else the first
// executable match on $PATH.
Expected<std::string> find_executable(const std::string& name);

struct ProcessResult {
  enum class Ending { kExited, kSignalled, kTimedOut, kFailedToStart, kInterrupted };
  Ending ending = Ending::kExited;
  int exit_status = 0;  // kExited
  int signal = 0;       // kSignalled
  std::string out;      // standard output, cut at the output limit
  std::string err;      // standard error, cut at the output limit
  std::string failure;  // kFailedToStart: why
};

struct ProcessLimits {
  std::chrono::milliseconds timeout{10'000};
  std::size_t max_output_bytes = std::size_t{1} << 20;
  // When this becomes true (Ctrl-C) the program is killed and the run ends
  // as kInterrupted, within about 50 ms.
  const std::atomic<bool>* interrupt = nullptr;
};

// Runs `argv` (argv[0] a full path, see find_executable) in a process group
// of its own with `input` on standard input. On time-out the whole group is
// killed, so a shell script's children do not outlive it. Safe to call from
// several threads at once: the child only calls async-signal-safe functions
// between fork and exec.
ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input, const ProcessLimits& limits);

}  // namespace gridsolve::cli
