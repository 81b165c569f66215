#include "common/helper_threads.hpp"

#include <exception>

#if !defined(GRIDSOLVE_NO_THREADS)
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>
#endif

namespace gridsolve {

#if defined(GRIDSOLVE_NO_THREADS)

// No threads (the WebAssembly build): the calls one after the other.
void run_on_threads(unsigned count, const std::function<void(unsigned index)>& job) {
  for (unsigned index = 0; index < count; ++index) job(index);
}

#else

namespace {

// The helpers of one process. A call is a generation: the caller publishes
// the job, the count and a new generation number under the mutex; a helper
// whose index is below the count runs the job once for that generation and
// counts itself out; the caller waits until every helper has.
class HelperPool {
 public:
  ~HelperPool() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      shutdown_.store(true);
    }
    wake_.notify_all();
    for (std::thread& helper : helpers_) helper.join();
  }

  // False, having run nothing, when another thread's call holds the pool.
  bool try_run(unsigned count, const std::function<void(unsigned index)>& job) {
    const std::unique_lock<std::mutex> call(call_mutex_, std::try_to_lock);
    if (!call.owns_lock()) return false;
    while (helpers_.size() + 1 < count) {
      const auto index = static_cast<unsigned>(helpers_.size() + 1);
      helpers_.emplace_back([this, index] { serve(index); });
    }
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      job_ = &job;
      helpers_wanted_ = count - 1;
      running_.store(count - 1);
      helper_error_ = nullptr;
      generation_.store(generation_.load() + 1, std::memory_order_release);
    }
    wake_.notify_all();

    std::exception_ptr error;
    try {
      job(0);
    } catch (...) {
      error = std::current_exception();
    }
    // The helpers end about when this thread does (they share the work):
    // yield for them first, then sleep.
    for (int turn = 0; turn < 1024 && running_.load(std::memory_order_acquire) != 0; ++turn) {
      std::this_thread::yield();
    }
    {
      std::unique_lock<std::mutex> lock(mutex_);
      done_.wait(lock, [this] { return running_.load() == 0; });
      if (!error) error = helper_error_;
      job_ = nullptr;
    }
    if (error) std::rethrow_exception(error);
    return true;
  }

 private:
  void serve(unsigned index) {
    std::uint64_t seen = 0;
    for (;;) {
      // Wait for a new generation: yielding first, then asleep.
      const auto spin_end = std::chrono::steady_clock::now() + std::chrono::microseconds(kHelperSpinMicroseconds);
      while (generation_.load(std::memory_order_acquire) == seen && !shutdown_.load(std::memory_order_relaxed) &&
             std::chrono::steady_clock::now() < spin_end) {
        std::this_thread::yield();
      }
      const std::function<void(unsigned)>* job = nullptr;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [this, seen] { return generation_.load() != seen || shutdown_.load(); });
        if (shutdown_.load()) return;
        seen = generation_.load();
        if (index > helpers_wanted_) continue;  // not in this call
        job = job_;
      }
      try {
        (*job)(index);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (!helper_error_) helper_error_ = std::current_exception();
      }
      if (running_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        const std::lock_guard<std::mutex> lock(mutex_);  // so the caller cannot miss the wake-up
        done_.notify_all();
      }
    }
  }

  std::mutex call_mutex_;  // one call at a time
  std::mutex mutex_;       // the fields below, and the waits
  std::condition_variable wake_;
  std::condition_variable done_;
  std::vector<std::thread> helpers_;  // helper i at index i - 1
  const std::function<void(unsigned)>* job_ = nullptr;
  unsigned helpers_wanted_ = 0;  // helpers 1 .. helpers_wanted_ take part in the call
  std::atomic<unsigned> running_{0};
  std::atomic<std::uint64_t> generation_{0};
  std::atomic<bool> shutdown_{false};
  std::exception_ptr helper_error_;
};

// Threads started for one call, when the pool is busy.
void run_on_new_threads(unsigned count, const std::function<void(unsigned index)>& job) {
  std::vector<std::exception_ptr> errors(count);
  const auto guarded = [&job, &errors](unsigned index) {
    try {
      job(index);
    } catch (...) {
      errors[index] = std::current_exception();
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(count - 1);
  for (unsigned index = 1; index < count; ++index) threads.emplace_back(guarded, index);
  guarded(0);
  for (std::thread& thread : threads) thread.join();
  for (const std::exception_ptr& error : errors) {
    if (error) std::rethrow_exception(error);
  }
}

}  // namespace

void run_on_threads(unsigned count, const std::function<void(unsigned index)>& job) {
  if (count <= 1) {
    job(0);
    return;
  }
  static HelperPool pool;
  if (!pool.try_run(count, job)) run_on_new_threads(count, job);
}

#endif

}  // namespace gridsolve
