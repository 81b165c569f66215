// A StopCheck that also stops once a given amount of work is done: the
// same work units the searches report, so a stop after N units falls on the
// same spot on every run and machine. The searches use it with no work
// limit for their time limit and interrupt; their tests give a limit, to
// stop a search at many exact points of its run and check what it answers.
#pragma once

#include <cstdint>

#include "common/stop_check.hpp"

namespace gridsolve {

class WorkStop {
 public:
  static constexpr std::uint64_t kNoWorkLimit = UINT64_MAX;

  explicit WorkStop(StopCheck& check, std::uint64_t work_limit = kNoWorkLimit)
      : check_(check), work_left_(work_limit) {}

  // As StopCheck::add_work; also true once the work done reaches the limit.
  // Inlined even into large loops: it is called once per step of a search.
  [[gnu::always_inline]] bool add_work(std::uint64_t units) {
    if (units >= work_left_) {
      work_left_ = 0;
    } else {
      work_left_ -= units;
    }
    return check_.add_work(units) || work_left_ == 0;
  }
  // As StopCheck::poll; also true once the work limit is reached (a limit
  // of 0: at once).
  bool poll() { return check_.poll() || work_left_ == 0; }
  bool stopped() const { return check_.stopped() || work_left_ == 0; }
  // Stops now, for a reason of the search's own (its memory budget).
  void stop_now() { work_left_ = 0; }
  double elapsed_seconds() const { return check_.elapsed_seconds(); }

 private:
  StopCheck& check_;
  std::uint64_t work_left_;
};

}  // namespace gridsolve
