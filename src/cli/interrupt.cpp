#include "cli/interrupt.hpp"

#include <time.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>

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

// The SIGTERM or SIGHUP put off until the command has cleaned up (0: none).
std::atomic<int> g_end_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);
// Whether the command cleans up before such a signal ends the process.
std::atomic<bool> g_graceful{false};
// Whether an InterruptScope is open (the Python module's run_cli).
std::atomic<bool> g_scoped{false};

// The running programs' process groups (0: a free slot). More than check
// runs at once: --jobs is at most 1024, each job one program (and its
// harness's test child, in the harness's group), plus the compilers.
constexpr int kMaxGroups = 2048;
std::atomic<pid_t> g_groups[kMaxGroups];
static_assert(std::atomic<pid_t>::is_always_lock_free);

// The half-written file of write_text_file; read by a handler, so a fixed
// buffer, published by g_partial_set.
char g_partial[4096];
std::atomic<bool> g_partial_set{false};

std::int64_t monotonic_ns() {
  timespec now{};
  ::clock_gettime(CLOCK_MONOTONIC, &now);  // async-signal-safe
  return std::int64_t{now.tv_sec} * 1'000'000'000 + now.tv_nsec;
}

// What must not outlive the process when it ends at once: the programs it
// runs (in groups of their own, which no signal to gridsolve's group
// reaches) and a half-written file. Async-signal-safe.
void leave_nothing_running() {
  for (std::atomic<pid_t>& group : g_groups) {
    const pid_t pid = group.load();
    if (pid > 0) ::kill(-pid, SIGKILL);
  }
  if (g_partial_set.load()) ::unlink(g_partial);
}

// Ends the process by `signo` with its default action. Async-signal-safe.
[[noreturn]] void end_by(int signo) {
  struct sigaction action{};
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  ::sigaction(signo, &action, nullptr);
  ::raise(signo);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signo);
  ::sigprocmask(SIG_UNBLOCK, &set, nullptr);  // in its handler the signal is blocked until now
  ::_exit(128 + signo);                       // (not reached)
}

extern "C" void on_end_request(int signo) {
  if (g_graceful.load()) {
    int none = 0;
    if (g_end_signal.compare_exchange_strong(none, signo)) {
      // A request to stop, as the first Ctrl-C is: the command kills its
      // programs and removes its folder on the way out.
      std::int64_t unset = 0;
      g_first_at_ns.compare_exchange_strong(unset, monotonic_ns());
      g_interrupted.store(true);
      return;
    }
    // timeout(1) signals gridsolve and then its process group, gridsolve
    // included: the same request twice (see kSameRequestNs).
    if (monotonic_ns() - g_first_at_ns.load() < kSameRequestNs) return;
  }
  leave_nothing_running();
  end_by(signo);
}

extern "C" void on_interrupt(int) {
  const std::int64_t now_ns = monotonic_ns();
  // The first SIGINT (in whichever thread it lands) records its time
  // before the flag is set, so that a second one, maybe in another thread,
  // always finds it.
  std::int64_t first_ns = 0;
  if (g_first_at_ns.compare_exchange_strong(first_ns, now_ns)) {
    g_interrupted.store(true);
    return;
  }
  if (now_ns - first_ns < kSameRequestNs) return;
  leave_nothing_running();
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

void install_end_handlers() {
  for (const int signo : {SIGTERM, SIGHUP}) {
    struct sigaction previous{};
    // Ignored from the start (nohup, a shell's trap '' TERM): the caller
    // asked for the process not to end by it.
    if (sigaction(signo, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
    struct sigaction action{};
    action.sa_handler = on_end_request;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(signo, &action, nullptr);
  }
}

void end_gracefully() { g_graceful = true; }

const char* stop_cause() {
  switch (g_end_signal.load()) {
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    default: return "Ctrl-C";
  }
}

void end_if_asked() {
  const int signo = g_end_signal.load();
  if (signo == 0 || g_scoped.load()) return;
  std::fflush(stdout);
  std::fflush(stderr);
  end_by(signo);
}

void track_process_group(pid_t group) {
  for (std::atomic<pid_t>& slot : g_groups) {
    pid_t free = 0;
    if (slot.compare_exchange_strong(free, group)) return;
  }
  // All taken: this group is still killed by its run, only not when the
  // process must end at once.
}

void untrack_process_group(pid_t group) {
  for (std::atomic<pid_t>& slot : g_groups) {
    pid_t tracked = group;
    if (slot.compare_exchange_strong(tracked, 0)) return;
  }
}

void track_partial_file(const char* path) {
  g_partial_set = false;
  if (path == nullptr) return;
  std::snprintf(g_partial, sizeof g_partial, "%s", path);
  // A longer path is not tracked rather than cut to another file's name.
  g_partial_set = std::snprintf(nullptr, 0, "%s", path) < static_cast<int>(sizeof g_partial);
}

InterruptScope::InterruptScope()
    : saved_(sigaction(SIGINT, nullptr, &previous_) == 0 && sigaction(SIGTERM, nullptr, &previous_term_) == 0 &&
             sigaction(SIGHUP, nullptr, &previous_hup_) == 0) {
  g_first_at_ns = 0;
  g_interrupted = false;
  g_end_signal = 0;
  g_scoped = true;
}

InterruptScope::~InterruptScope() {
  if (g_installed.exchange(false) && saved_) sigaction(SIGINT, &previous_, nullptr);
  if (saved_) {
    sigaction(SIGTERM, &previous_term_, nullptr);
    sigaction(SIGHUP, &previous_hup_, nullptr);
  }
  g_graceful = false;
  g_scoped = false;
  g_first_at_ns = 0;
  g_interrupted = false;
  // A SIGTERM or SIGHUP put off while the command cleaned up goes to the
  // process's own handler now.
  if (const int signo = g_end_signal.exchange(0); signo != 0) ::raise(signo);
}

}  // namespace gridsolve::cli
