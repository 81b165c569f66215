// Ctrl-C, as a promise: the first SIGINT asks the running search (or check)
// to stop and report what it has, as a time limit does; one that comes
// while the input is still being read or parsed, before any search, ends
// the command with one line and status 3 (cmd_solve.cpp, ReadingWatch),
// unless the input is being typed at a terminal. Another within a second
// of it is the same request (GNU `timeout -s INT` sends two at once, a
// double press nearly so) and changes nothing: the report is printed whole.
// A second one after that ends the process at once with status 130, the
// shell's code for SIGINT: the way out when the report is not being read
// (a pipe nobody reads) or is longer than wanted.
#pragma once

#include <signal.h>

#include <atomic>

namespace gridsolve::cli {

// Installs the handler (once per InterruptScope, or once for the process)
// and returns the flag it sets, which searches read through
// SolveOptions::interrupt.
const std::atomic<bool>& interrupt_flag();

bool interrupted();

// For a process that runs the command line as a call (the Python module's
// run_cli) and lives on after it: from here to the scope's end Ctrl-C is
// the command line's, and then the process's own SIGINT handler (Python's,
// which raises KeyboardInterrupt) is back and the flag is clear. Without it
// the command line's handler would stay, swallow the next Ctrl-C and end the
// process on the one after.
class InterruptScope {
 public:
  InterruptScope();
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;

 private:
  struct sigaction previous_{};
  bool saved_ = false;
};

}  // namespace gridsolve::cli
