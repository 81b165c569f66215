#include "cli/interrupt.hpp"

#include <unistd.h>

namespace gridsolve::cli {
namespace {

// Lock-free, so setting it from a signal handler is safe.
std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

// Whether on_interrupt is the process's SIGINT handler now.
std::atomic<bool> g_installed{false};

extern "C" void on_interrupt(int) {
  if (g_interrupted.exchange(true)) ::_exit(130);  // the second Ctrl-C
}

}  // namespace

const std::atomic<bool>& interrupt_flag() {
  if (!g_installed.exchange(true)) {
    struct sigaction action{};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    // Interrupted system calls (a child's pipe being polled) restart: the
    // code around them reads the flag on its own schedule.
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
  }
  return g_interrupted;
}

bool interrupted() { return g_interrupted.load(std::memory_order_relaxed); }

InterruptScope::InterruptScope() : saved_(sigaction(SIGINT, nullptr, &previous_) == 0) { g_interrupted = false; }

InterruptScope::~InterruptScope() {
  if (g_installed.exchange(false) && saved_) sigaction(SIGINT, &previous_, nullptr);
  g_interrupted = false;
}

}  // namespace gridsolve::cli
