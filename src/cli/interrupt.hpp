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
//
// SIGTERM and SIGHUP (kill, timeout(1), a closed terminal) ask the process
// to end, not to report. Where ending at once would leave something behind
// (check: the programs it runs, in process groups of their own that no
// signal to gridsolve reaches, and its temporary folder), the command asks
// for them to stop as the first Ctrl-C does (end_gracefully), cleans up on
// its way out, and run() then ends the process by that same signal, with
// its default action: the caller sees it killed by SIGTERM (143 in the
// shell) or SIGHUP (129), as it would have without the cleanup. Elsewhere
// the process ends at once, after removing a half-written output file
// (track_partial_file). A second one more than a second after the first
// ends it at once too, the programs it runs killed first. A signal ignored
// when gridsolve started (nohup) stays ignored.
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <atomic>

namespace gridsolve::cli {

// Installs the handler (once per InterruptScope, or once for the process)
// and returns the flag it sets, which searches read through
// SolveOptions::interrupt.
const std::atomic<bool>& interrupt_flag();

bool interrupted();

// Installs the SIGTERM and SIGHUP handler (run() does, for every command).
void install_end_handlers();

// From here on SIGTERM and SIGHUP stop the command as the first Ctrl-C does,
// and it cleans up before the process ends by the signal (gridsolve check).
void end_gracefully();

// What stopped the command, for its report: "Ctrl-C", "SIGTERM", "SIGHUP".
const char* stop_cause();

// When a SIGTERM or SIGHUP was taken and put off (end_gracefully), ends the
// process by it now, after flushing the standard streams; else returns.
// Outside an InterruptScope only: the scope does it when it ends, with the
// process's own handler back.
void end_if_asked();

// The process groups of running programs (run_process.hpp), killed when
// the process must end at once (a second Ctrl-C, SIGTERM or SIGHUP).
// Track a group once started; untrack it before reaping its leader, whose
// pid may then be reused.
void track_process_group(pid_t group);
void untrack_process_group(pid_t group);

// A file being written beside the one it will replace (write_text_file),
// removed when the process must end at once; nullptr when none.
void track_partial_file(const char* path);

// For a process that runs the command line as a call (the Python module's
// run_cli) and lives on after it: from here to the scope's end Ctrl-C is
// the command line's, and then the process's own SIGINT handler (Python's,
// which raises KeyboardInterrupt) is back and the flag is clear. The same
// for SIGTERM and SIGHUP; one that was put off is raised again when the
// scope ends, for the process's own handler (the default: to end). Without it
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
  struct sigaction previous_term_{};
  struct sigaction previous_hup_{};
  bool saved_ = false;
};

}  // namespace gridsolve::cli
