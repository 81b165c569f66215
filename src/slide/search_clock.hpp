// The clock of one searching thread: when to stop (a time limit or the
// interrupt flag, common/stop_check.hpp) and when to report progress, both
// read on the schedule of work done (cells a move or a bound reads), so a
// 1000 x 1000 board looks at the clock as often, in seconds, as a 4 x 4 one.
#pragma once

#include <cstdint>
#include <functional>

#include "common/stop_check.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

class SearchClock {
 public:
  // `on_progress` may be null or empty: no reports.
  SearchClock(const StopCheck& stop, const std::function<void(const SearchProgress&)>* on_progress)
      : stop_(stop), on_progress_(on_progress != nullptr && *on_progress ? on_progress : nullptr) {}

  // Adds `units` of work; true once the search must stop. About once a
  // second, calls the progress callback with make_progress(seconds).
  template <class MakeProgress>
  bool add_work(std::uint64_t units, const MakeProgress& make_progress) {
    if (stop_.add_work(units)) return true;
    if (on_progress_ != nullptr) {
      progress_pending_ += units;
      if (progress_pending_ >= StopCheck::kWorkPerClockRead) {
        progress_pending_ = 0;
        const double seconds = stop_.elapsed_seconds();
        if (seconds >= next_report_seconds_) {
          next_report_seconds_ = seconds + 1.0;
          (*on_progress_)(make_progress(seconds));
        }
      }
    }
    return false;
  }

  // This clock's stop (its pace too: StopCheck::would_pass_limit) without
  // the progress reports, for the other threads.
  SearchClock without_progress() const { return SearchClock(stop_, nullptr); }
  bool stopped() const { return stop_.stopped(); }
  // StopCheck::would_pass_limit.
  bool would_pass_limit(std::uint64_t units) { return stop_.would_pass_limit(units); }
  // Reads the clock and the flag now (StopCheck::poll).
  bool poll() { return stop_.poll(); }
  double elapsed_seconds() const { return stop_.elapsed_seconds(); }

 private:
  StopCheck stop_;
  const std::function<void(const SearchProgress&)>* on_progress_;
  std::uint64_t progress_pending_ = 0;
  double next_report_seconds_ = 1.0;
};

}  // namespace gridsolve::slide
