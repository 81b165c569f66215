// Running a program under test (gridsolve check): its input on a pipe, its
// output captured, a time limit enforced on the whole process group. Either
// one process per test (run_process), or one process that loads the program
// once and runs many tests (ProgramServer, for the harnesses of
// src/cli/check/).
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <optional>
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
  // What solution(...) returned, as a literal of the program's language,
  // when the program is run through a harness that calls it.
  std::optional<std::string> value;
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

// A harness process that loads the program once and then runs one test per
// request (src/cli/check/harness.py describes the protocol: requests on its
// fd 3, replies on its fd 4, each test's output on its fd 1 and 2). The
// harness keeps each test apart from the others (a fork per test, or a fresh
// class loader or context). On a time-out or a crash of the harness itself
// the process group is killed and the next test starts a new one. Not safe
// to share between threads: one per job.
class ProgramServer {
 public:
  // argv[0] a full path. `drop_load_stderr`: what the harness writes on
  // standard error before it is ready is its runtime's, not the program's.
  ProgramServer(std::vector<std::string> argv, ProcessLimits limits, bool drop_load_stderr);
  ~ProgramServer();
  ProgramServer(const ProgramServer&) = delete;
  ProgramServer& operator=(const ProgramServer&) = delete;

  // Starts the harness unless it runs: nothing when it is ready, else how it
  // ended while loading the program (exit status 3: the program does not
  // compile; 4: it failed while loading; out and err say why).
  std::optional<ProcessResult> start();
  // One test. A harness that cannot start gives kFailedToStart.
  ProcessResult run(const std::string& input);
  // What the program printed while it was loaded (the last start).
  const std::string& load_out() const { return load_out_; }
  const std::string& load_err() const { return load_err_; }

 private:
  void stop();
  std::vector<std::string> argv_;
  ProcessLimits limits_;
  bool drop_load_stderr_;
  int pid_ = -1;
  int requests_ = -1;  // our ends
  int replies_ = -1;
  int out_ = -1;
  int err_ = -1;
  std::string load_out_, load_err_;
};

}  // namespace gridsolve::cli
