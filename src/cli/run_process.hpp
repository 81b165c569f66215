// Running a program under test (gridsolve check): its input on a pipe, its
// output captured, its CPU time measured and limited as judges do, a
// wall-clock cap enforced on the whole process group. Either one process per
// test (run_process), or one process that loads the program once and runs
// many tests (ProgramServer, for the harnesses of src/cli/check/).
//
// A test's CPU time is user + system time, all threads, of the process that
// runs the test and of the children it waited for:
//   - run_process: the process started for the test, read while it runs
//     from its CPU-time clock (clock_getcpuclockid) and the cutime and
//     cstime of /proc/PID/stat, and at the end from wait4()'s rusage;
//   - a harness that forks a child per test (Python, C++ solution()): that
//     child, whose pid the harness sends first ("pid N"), read the same way
//     while it runs, and at the end the rusage the harness got from wait4()
//     ("cpu SECONDS");
//   - a harness that runs tests in its own process (Java, JavaScript): how
//     much the harness process's CPU time grew during the test, its JIT
//     compiler and garbage collector threads included.
// Children still running when the test ends are not counted (they are
// killed with the process group).
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
  // kTimedOut: the wall-clock cap; kCpuLimit: killed once its CPU time went
  // over ProcessLimits::cpu_seconds.
  enum class Ending { kExited, kSignalled, kTimedOut, kCpuLimit, kFailedToStart, kInterrupted };
  Ending ending = Ending::kExited;
  int exit_status = 0;  // kExited
  int signal = 0;       // kSignalled
  std::string out;      // standard output, cut at the output limit
  std::string err;      // standard error, cut at the output limit
  std::string failure;  // kFailedToStart: why
  // What solution(...) returned, as a literal of the program's language,
  // when the program is run through a harness that calls it.
  std::optional<std::string> value;
  // The run's CPU time (see the top of this file) and wall-clock time, in
  // seconds; for a run cut short, what it had used when it was stopped.
  double cpu_seconds = 0;
  double wall_seconds = 0;
  // A profile run (ProgramServer::run with profile_seconds): the harness's
  // summary of where the time went.
  std::string profile;
};

struct ProcessLimits {
  // Wall-clock time: a run still going after this is killed (kTimedOut).
  std::chrono::milliseconds wall_timeout{10'000};
  // CPU time: a run that uses more is killed (kCpuLimit), within about 20 ms
  // of CPU time past it. 0: no limit.
  double cpu_seconds = 0;
  std::size_t max_output_bytes = std::size_t{1} << 20;
  // When any of these becomes true (Ctrl-C; the checker's own stop, such as
  // a spent shrinking budget; this run's cancel) the program is killed and
  // the run ends as kInterrupted, within about 50 ms.
  const std::atomic<bool>* interrupt = nullptr;
  const std::atomic<bool>* stop = nullptr;
  // The same for this run alone (a shrinking candidate no longer needed).
  const std::atomic<bool>* cancel = nullptr;
};

// Runs `argv` (argv[0] a full path, see find_executable) in a process group
// of its own with `input` on standard input. When the run ends, or is cut
// short, the whole group is killed, so a shell script's children do not
// outlive it. Safe to call from several threads at once (posix_spawn: no
// code of ours runs in the child).
ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input, const ProcessLimits& limits);

// A harness process that loads the program once and then runs one test per
// request (src/cli/check/harness.py describes the protocol: requests on its
// fd 3, replies on its fd 4, each test's output on its fd 1 and 2). The
// harness keeps each test apart from the others (a fork per test, or a fresh
// class loader or context). On a time-out or a crash of the harness itself
// the process group is killed and the next test starts a new one; a test
// child that goes over the CPU limit is killed alone and the harness goes on.
// Not safe to share between threads: one per job.
class ProgramServer {
 public:
  // argv[0] a full path. `load_limits`: for loading the program (its wall
  // timeout the whole allowance: a JVM, imports). `drop_load_stderr`: what the
  // harness writes on standard error before it is ready is its runtime's,
  // not the program's (when it fails to load, only its "WARNING: " lines are
  // dropped: the rest says why). `input_on_stdin`: each test's input is also the
  // harness's own standard input while the test runs (below).
  ProgramServer(std::vector<std::string> argv, ProcessLimits load_limits, bool drop_load_stderr,
                bool input_on_stdin = false);
  ~ProgramServer();
  ProgramServer(const ProgramServer&) = delete;
  ProgramServer& operator=(const ProgramServer&) = delete;

  // Starts the harness unless it runs: nothing when it is ready, else how it
  // ended while loading the program (exit status 3: the program does not
  // compile; 4: it failed while loading; out and err say why).
  std::optional<ProcessResult> start();
  // One test. A harness that cannot start gives kFailedToStart.
  // With input_on_stdin, the harness's file descriptor 0 reads the test's
  // input, then end of file, during the test: a program that reads its
  // process's standard input without the harness's stand-ins (Java's
  // new FileInputStream(FileDescriptor.in), node's fs.readSync(0, ...) or
  // fs.createReadStream('/dev/stdin')) reads what the judge would give it.
  // (Descriptor 0 is a file in memory that the harness shares with
  // gridsolve, offset included: rewritten and rewound before each test.)
  // Else it reads nothing, as from /dev/null.
  // `profile_seconds` > 0 (the Python harness only): run the test under
  // cProfile for at most that much CPU time and fill ProcessResult::profile.
  ProcessResult run(const std::string& input, const ProcessLimits& limits, double profile_seconds = 0);
  // What the program printed while it was loaded (the last start).
  const std::string& load_out() const { return load_out_; }
  const std::string& load_err() const { return load_err_; }

 private:
  void stop();
  std::vector<std::string> argv_;
  ProcessLimits load_limits_;
  bool drop_load_stderr_;
  bool input_on_stdin_;
  int stdin_file_ = -1;  // the harness's descriptor 0 (input_on_stdin), shared with it
  int pid_ = -1;
  int requests_ = -1;  // our ends
  int replies_ = -1;
  int out_ = -1;
  int err_ = -1;
  std::string load_out_, load_err_;
};

}  // namespace gridsolve::cli
