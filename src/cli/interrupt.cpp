#include "cli/interrupt.hpp"

#include <time.h>
#include <unistd.h>

#include <cstdint>

namespace gridsolve::cli {
namespace {

// Lock-free, so setting it from a signal handler is safe.
std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

// Whether on_interrupt is the process's SIGINT handler now.
std::atomic<bool> g_installed{false};

// When the first SIGINT came (CLOCK_MONOTONIC, nanoseconds; 0: none yet).
std::atomic<std::int64_t> g_first_at_ns{0};
static_assert(std::atomic<std::int64_t>::is_always_lock_free);

// Another SIGINT this soon after the first is the same request. GNU
// `timeout -s INT` signals gridsolve and then its process group, which
// gridsolve is in: two SIGINTs microseconds apart, and the second one ended
// the process with 130 before the first one's answer was printed. A double
// press on Ctrl-C is as close. A search stops within milliseconds and its
// answer is printed well within this.
constexpr std::int64_t kSameRequestNs = 1'000'000'000;

extern "C" void on_interrupt(int) {
  timespec now{};
  ::clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe
  const std::int64_t now_ns = std::int64_t{now.tv_sec} * 1'000'000'000 + now.tv_nsec;
  // The first SIGINT (in whichever thread it lands) records its time
  // before the flag is set, so that a second one, maybe in another thread,
  // always finds it.
  std::int64_t first_ns = 0;
  if (g_first_at_ns.compare_exchange_strong(first_ns, now_ns)) {
    g_interrupted.store(true);
    return;
  }
  if (now_ns - first_ns < kSameRequestNs) return;
  ::_exit(130);  // a second Ctrl-C, asked for on its own: at once, whatever is being printed
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

InterruptScope::InterruptScope() : saved_(sigaction(SIGINT, nullptr, &previous_) == 0) {
  g_first_at_ns = 0;
  g_interrupted = false;
}

InterruptScope::~InterruptScope() {
  if (g_installed.exchange(false) && saved_) sigaction(SIGINT, &previous_, nullptr);
  g_first_at_ns = 0;
  g_interrupted = false;
}

}  // namespace gridsolve::cli
