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

#include <atomic>
#include <chrono>
#include <cstdint>

namespace gridsolve {

class StopCheck {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::uint64_t kWorkPerClockRead = std::uint64_t{1} << 16;

  StopCheck() = default;
  // `time_limit_seconds` 0 means none; `interrupt` may be null.
  StopCheck(Clock::time_point start, double time_limit_seconds, const std::atomic<bool>* interrupt)
      : start_(start), time_limit_seconds_(time_limit_seconds), interrupt_(interrupt) {}

  // Adds `units` of work; true once the search must stop (and from then on).
  bool add_work(std::uint64_t units) {
    pending_ += units;
    if (pending_ < kWorkPerClockRead) return stopped_;
    pending_ = 0;
    return poll();
  }

  // Reads the clock and the flag now.
  bool poll() {
    if (stopped_) return true;
    if (interrupt_ != nullptr && interrupt_->load(std::memory_order_relaxed)) stopped_ = true;
    if (time_limit_seconds_ > 0 && elapsed_seconds() >= time_limit_seconds_) stopped_ = true;
    return stopped_;
  }

  bool stopped() const { return stopped_; }
  double elapsed_seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

 private:
  Clock::time_point start_ = Clock::now();
  double time_limit_seconds_ = 0;
  const std::atomic<bool>* interrupt_ = nullptr;
  std::uint64_t pending_ = 0;
  bool stopped_ = false;
};

}  // namespace gridsolve
