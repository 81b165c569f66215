// Ctrl-C, as a promise: the first SIGINT asks the running search (or check)
// to stop and report what it has, as a time limit does; a second one ends
// the process at once with status 130, the shell's code for SIGINT.
#pragma once

#include <atomic>

namespace gridsolve::cli {

// Installs the handler (once) and returns the flag it sets, which searches
// read through SolveOptions::interrupt.
const std::atomic<bool>& interrupt_flag();

bool interrupted();

}  // namespace gridsolve::cli
