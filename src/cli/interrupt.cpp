#include "cli/interrupt.hpp"

#include <signal.h>
#include <unistd.h>

namespace gridsolve::cli {
namespace {

// Lock-free, so setting it from a signal handler is safe.
std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_interrupt(int) {
  if (g_interrupted.exchange(true)) ::_exit(130);  // the second Ctrl-C
}

}  // namespace

const std::atomic<bool>& interrupt_flag() {
  static const bool installed = [] {
    struct sigaction action{};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    // Interrupted system calls (a child's pipe being polled) restart: the
    // code around them reads the flag on its own schedule.
    action.sa_flags = SA_RESTART;
    return sigaction(SIGINT, &action, nullptr) == 0;
  }();
  (void)installed;
  return g_interrupted;
}

bool interrupted() { return g_interrupted.load(std::memory_order_relaxed); }

}  // namespace gridsolve::cli
