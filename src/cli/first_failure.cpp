#include "cli/first_failure.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <limits>
#include <mutex>
#include <thread>
#include <vector>

#include "cli/interrupt.hpp"

namespace gridsolve::cli {

std::optional<std::uint64_t> run_until_first_failure(std::uint64_t count, std::uint64_t threads,
                                                     const std::function<bool(std::uint64_t)>& run) {
  std::atomic<std::uint64_t> next{0};
  std::atomic<std::uint64_t> first_failure{std::numeric_limits<std::uint64_t>::max()};
  std::atomic<bool> failed_hard{false};
  std::exception_ptr first_exception;
  std::mutex exception_mutex;
  auto worker = [&] {
    for (;;) {
      const std::uint64_t index = next.fetch_add(1);
      if (index >= count || index > first_failure.load() || failed_hard.load() || interrupted()) return;
      bool failed = false;
      try {
        failed = run(index);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(exception_mutex);
        if (!first_exception) first_exception = std::current_exception();
        failed_hard = true;
        return;
      }
      if (failed) {
        std::uint64_t seen = first_failure.load();
        while (index < seen && !first_failure.compare_exchange_weak(seen, index)) {
        }
      }
    }
  };
  std::vector<std::thread> pool;
  for (std::uint64_t t = 1; t < std::min(threads, count); ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& thread : pool) thread.join();
  if (first_exception) std::rethrow_exception(first_exception);
  if (first_failure.load() == std::numeric_limits<std::uint64_t>::max()) return std::nullopt;
  return first_failure.load();
}

}  // namespace gridsolve::cli
