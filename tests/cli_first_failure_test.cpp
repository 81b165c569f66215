// The job runner of `gridsolve check` (src/cli/first_failure.*): the lowest
// failure whatever the threads, and a job's exception handed back to the
// caller instead of ending the process.
#include <gtest/gtest.h>

#include <new>
#include <stdexcept>

#include "cli/first_failure.hpp"

namespace gridsolve::cli {
namespace {

TEST(FirstFailure, LowestFailingJobForAnyThreadCount) {
  for (std::uint64_t threads : {1, 2, 3, 8}) {
    const auto failed =
        run_until_first_failure(1000, threads, [](std::uint64_t i) { return i % 97 == 13 || i == 500; });
    ASSERT_TRUE(failed.has_value());
    EXPECT_EQ(*failed, 13U) << threads << " threads";
  }
  EXPECT_FALSE(run_until_first_failure(100, 4, [](std::uint64_t) { return false; }).has_value());
}

TEST(FirstFailure, AJobsExceptionIsThrownOnTheCallingThread) {
  for (std::uint64_t threads : {1, 2, 4}) {
    EXPECT_THROW(run_until_first_failure(10000, threads,
                                         [&](std::uint64_t i) {
                                           if (i == 7) throw std::logic_error("a bug in a job");
                                           return false;
                                         }),
                 std::logic_error)
        << threads << " threads";
  }
  EXPECT_THROW(run_until_first_failure(10, 3, [](std::uint64_t) -> bool { throw std::bad_alloc(); }), std::bad_alloc);
}

}  // namespace
}  // namespace gridsolve::cli
