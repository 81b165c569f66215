// When a search must stop before it has proved its answer: a time limit
// (--time-limit), or a request from outside (the first Ctrl-C sets a flag).
//
// Why by work and not by node count: one node of a 1000 x 1000 2048 board
// moves a million cells, one node of a 4 x 4 board sixteen, so "look at the
// clock every 1024 nodes" meant every 10 s on the big board. Searches report
// the work they did in their own unit (cells a move read, states a pass
// expanded), and the clock is read once per kWorkPerClockRead units: about
// 0.1 ms of work on this machine, so a stop comes that soon after the limit
// and the clock costs nothing measurable. The outside flag is read on the
// same schedule.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>

namespace gridsolve {

// a + b, or UINT64_MAX when that overflows: work counts, where UINT64_MAX
// means no limit.
inline std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
  return b > UINT64_MAX - a ? UINT64_MAX : a + b;
}

class StopCheck {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::uint64_t kWorkPerClockRead = std::uint64_t{1} << 16;

  StopCheck() = default;
  // `time_limit_seconds` 0 means none; `interrupt` may be null.
  StopCheck(Clock::time_point start, double time_limit_seconds, const std::atomic<bool>* interrupt)
      : start_(start), time_limit_seconds_(time_limit_seconds), interrupt_(interrupt) {}

  // A copy that also stops once it has counted `units` more work (0 stops
  // at the first work): one turn of a search run in turns with another.
  StopCheck with_work_budget(std::uint64_t units) const {
    StopCheck copy = *this;
    copy.work_budget_ = saturating_add(copy.work_done_ + copy.pending_, units);
    copy.next_read_ = std::min(kWorkPerClockRead, units);
    return copy;
  }

  // Adds `units` of work; true once the search must stop (and from then on).
  bool add_work(std::uint64_t units) {
    pending_ += units;
    if (pending_ < next_read_) return stopped_;
    work_done_ += pending_;
    pending_ = 0;
    if (work_done_ >= work_budget_) stopped_ = true;
    next_read_ = std::min(kWorkPerClockRead, work_budget_ - std::min(work_done_, work_budget_));
    return poll();
  }

  // Reads the clock and the flag now.
  bool poll() {
    if (stopped_) return true;
    if (interrupt_ != nullptr && interrupt_->load(std::memory_order_relaxed)) stopped_ = true;
    if (time_limit_seconds_ > 0) {
      const Clock::time_point now = Clock::now();
      if (!paced_) {  // the start of the pace (would_pass_limit)
        paced_ = true;
        pace_start_ = now;
        pace_work_ = work_done_ + pending_;
      }
      if (std::chrono::duration<double>(now - start_).count() >= time_limit_seconds_) stopped_ = true;
    }
    return stopped_;
  }

  // Whether `units` more work, done before the clock is read again, would
  // end past the time limit at the pace of the work counted so far; if so
  // the search stops now, as at the limit (false without a limit or before
  // any work is counted). Why: on a board of millions of cells one step of
  // a search (a node's bounds and its table's hash, before its first move)
  // reads the board several times without a look at the clock, about 50 ms
  // each on a 4000 x 4000 board; looking only after such a step, 2048
  // -k 5 --time-limit 1 on that board ended 0.2 s past the limit.
  // The pace is the work counted since the first read of the clock over
  // the time since: the time before it (the search's allocations, its
  // setup) is no part of the pace, and counted in, it made the first
  // estimates 10 times too long.
  bool would_pass_limit(std::uint64_t units) {
    if (stopped_ || time_limit_seconds_ <= 0 || !paced_) return stopped_;
    const std::uint64_t done = work_done_ + pending_ - pace_work_;
    const Clock::time_point now = Clock::now();
    const double paced_seconds = std::chrono::duration<double>(now - pace_start_).count();
    if (done == 0 || paced_seconds <= 0) return false;
    const double seconds_ahead = static_cast<double>(units) * paced_seconds / static_cast<double>(done);
    if (std::chrono::duration<double>(now - start_).count() + seconds_ahead >= time_limit_seconds_) stopped_ = true;
    return stopped_;
  }

  bool stopped() const { return stopped_; }
  // The work that may still be counted before the budget stops the search
  // (without a budget, all but what was counted).
  std::uint64_t work_left() const { return work_budget_ - std::min(work_done_ + pending_, work_budget_); }
  double elapsed_seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

 private:
  Clock::time_point start_ = Clock::now();
  double time_limit_seconds_ = 0;
  const std::atomic<bool>* interrupt_ = nullptr;
  std::uint64_t pending_ = 0;
  std::uint64_t work_done_ = 0;
  std::uint64_t work_budget_ = UINT64_MAX;       // none unless with_work_budget
  std::uint64_t next_read_ = kWorkPerClockRead;  // pending work that makes the next read
  bool stopped_ = false;
  bool paced_ = false;  // the clock was read, at pace_start_ after pace_work_ units
  Clock::time_point pace_start_{};
  std::uint64_t pace_work_ = 0;
};

}  // namespace gridsolve
