// run_on_threads (common/helper_threads.hpp): every index runs once per
// call, all of them at the same time, on helpers kept between calls; an
// exception reaches the caller; two callers at once both get their calls.
#include "common/helper_threads.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

namespace gridsolve {
namespace {

// A job whose calls each wait until all `count` have started: it returns
// only if they run at the same time (one after the other, the first would
// wait for the others until the deadline and record a failure).
class MeetingJob {
 public:
  explicit MeetingJob(unsigned count) : count_(count), calls_(count) {}

  void operator()(unsigned index) {
    calls_[index].fetch_add(1);
    arrived_.fetch_add(1);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (arrived_.load() < count_) {
      if (std::chrono::steady_clock::now() > deadline) {
        apart_.store(true);
        return;
      }
      std::this_thread::yield();
    }
    const std::lock_guard<std::mutex> lock(mutex_);
    threads_.insert(std::this_thread::get_id());
  }

  bool met() const { return !apart_.load() && arrived_.load() == count_; }
  int calls(unsigned index) const { return calls_[index].load(); }
  std::set<std::thread::id> threads() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return threads_;
  }

 private:
  unsigned count_;
  std::vector<std::atomic<int>> calls_;
  std::atomic<unsigned> arrived_{0};
  std::atomic<bool> apart_{false};
  mutable std::mutex mutex_;
  std::set<std::thread::id> threads_;
};

TEST(HelperThreads, EveryIndexRunsOnceAllAtTheSameTime) {
  for (unsigned count : {2U, 3U, 2U, 4U}) {
    for (int call = 0; call < 20; ++call) {
      MeetingJob job(count);
      run_on_threads(count, [&job](unsigned index) { job(index); });
      ASSERT_TRUE(job.met()) << count << " threads, call " << call;
      for (unsigned index = 0; index < count; ++index) EXPECT_EQ(job.calls(index), 1) << index;
      EXPECT_EQ(job.threads().size(), count);  // each on a thread of its own
    }
  }
}

TEST(HelperThreads, OneIsTheCallingThread) {
  std::thread::id ran_on;
  run_on_threads(1, [&ran_on](unsigned index) {
    EXPECT_EQ(index, 0U);
    ran_on = std::this_thread::get_id();
  });
  EXPECT_EQ(ran_on, std::this_thread::get_id());
}

// The point of the pool: the next call finds the same helper, still
// running (a new thread would start its thread_local count from zero; its
// id could be an old one's).
TEST(HelperThreads, HelpersAreKeptBetweenCalls) {
  int most_calls_on_one_helper = 0;
  for (int call = 0; call < 10; ++call) {
    run_on_threads(2, [&most_calls_on_one_helper](unsigned index) {
      thread_local int calls_on_this_thread = 0;
      ++calls_on_this_thread;
      if (index == 1) most_calls_on_one_helper = std::max(most_calls_on_one_helper, calls_on_this_thread);
    });
  }
  EXPECT_EQ(most_calls_on_one_helper, 10);
}

TEST(HelperThreads, AnExceptionReachesTheCallerAfterEveryCallEnds) {
  for (unsigned thrower : {0U, 1U, 2U}) {
    std::atomic<int> finished{0};
    EXPECT_THROW(run_on_threads(3,
                                [&](unsigned index) {
                                  if (index == thrower) throw std::runtime_error("from a call");
                                  std::this_thread::sleep_for(std::chrono::milliseconds(20));
                                  finished.fetch_add(1);
                                }),
                 std::runtime_error)
        << thrower;
    EXPECT_EQ(finished.load(), 2) << thrower;
  }
  // The helpers still serve.
  MeetingJob job(3);
  run_on_threads(3, [&job](unsigned index) { job(index); });
  EXPECT_TRUE(job.met());
}

// Two searches at once (gridsolve check runs several): the second caller
// finds the helpers busy and starts threads of its own.
TEST(HelperThreads, TwoCallersAtOnceEachGetTheirCalls) {
  std::atomic<int> failures{0};
  auto caller = [&failures] {
    for (int call = 0; call < 30; ++call) {
      MeetingJob job(2);
      run_on_threads(2, [&job](unsigned index) { job(index); });
      if (!job.met() || job.calls(0) != 1 || job.calls(1) != 1) {
        failures.fetch_add(1);
        return;
      }
    }
  };
  std::thread first(caller);
  std::thread second(caller);
  first.join();
  second.join();
  EXPECT_EQ(failures.load(), 0);
}

}  // namespace
}  // namespace gridsolve
