// Sizes for people, as refusal messages show them.
#include <gtest/gtest.h>

#include "common/byte_size.hpp"
#include "common/stop_check.hpp"

namespace gridsolve {
namespace {

TEST(HumanBytes, PicksTheLargestUnitThatShowsAtLeastOne) {
  EXPECT_EQ(human_bytes(0), "0 bytes");
  EXPECT_EQ(human_bytes(1), "1 byte");
  EXPECT_EQ(human_bytes(1023), "1023 bytes");
  EXPECT_EQ(human_bytes(1024), "1.0 KiB");
  EXPECT_EQ(human_bytes(1536), "1.5 KiB");
  EXPECT_EQ(human_bytes(std::uint64_t{512} << 20), "512 MiB");
  EXPECT_EQ(human_bytes(std::uint64_t{2} << 30), "2.0 GiB");
  EXPECT_EQ(human_bytes((std::uint64_t{1} << 30) - 1), "1.0 GiB");  // 1023.999 MiB rounds up to the next unit
  EXPECT_EQ(human_bytes(UINT64_MAX), "16.0 EiB");
}

TEST(MemoryRefusal, NamesTheThingBothSizesAndTheOption) {
  EXPECT_EQ(memory_refusal("the search", std::uint64_t{3} << 30, std::uint64_t{2} << 30).message,
            "the search needs 3.0 GiB, more than the memory budget of 2.0 GiB (raise it with --max-memory)");
}

// What the caller holds (the input text) is named only where it makes the
// refusal: a need over the whole budget is refused whatever is held.
TEST(MemoryRefusal, NamesWhatTheInputTookWhenThatMakesTheRefusal) {
  constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;
  EXPECT_EQ(memory_refusal("the search", 40 * kMiB, 64 * kMiB, 40 * kMiB).message,
            "the search needs 40.0 MiB, more than the 24.0 MiB that the memory budget of 64.0 MiB leaves beside the "
            "input text's 40.0 MiB (raise it with --max-memory)");
  EXPECT_EQ(memory_refusal("the search", 100 * kMiB, 64 * kMiB, 40 * kMiB).message,
            "the search needs 100 MiB, more than the memory budget of 64.0 MiB (raise it with --max-memory)");
  EXPECT_EQ(memory_refusal("the search", kMiB, 64 * kMiB, 64 * kMiB).message,
            "the search needs 1.0 MiB, but the input text's 64.0 MiB takes the whole memory budget of 64.0 MiB "
            "(raise it with --max-memory)");
  EXPECT_EQ(budget_words(64 * kMiB, 0), "the memory budget of 64.0 MiB");
  EXPECT_EQ(budget_words(64 * kMiB, 70 * kMiB),
            "the memory budget of 64.0 MiB, which the input text's 70.0 MiB takes whole");
}

TEST(StopCheck, StopsOnTheOutsideFlagOnlyAfterEnoughWork) {
  std::atomic<bool> interrupt{false};
  StopCheck check(StopCheck::Clock::now(), 0, &interrupt);
  EXPECT_FALSE(check.add_work(StopCheck::kWorkPerClockRead));
  interrupt = true;
  EXPECT_FALSE(check.add_work(1));  // the flag is read once per kWorkPerClockRead units
  EXPECT_TRUE(check.add_work(StopCheck::kWorkPerClockRead));
  EXPECT_TRUE(check.add_work(0));  // and stays stopped
}

TEST(StopCheck, StopsAtTheTimeLimit) {
  StopCheck check(StopCheck::Clock::now() - std::chrono::seconds(2), 1.0, nullptr);
  EXPECT_TRUE(check.poll());
  StopCheck unlimited(StopCheck::Clock::now() - std::chrono::seconds(2), 0, nullptr);
  EXPECT_FALSE(unlimited.poll());
}

// Work that would end past the limit at the pace so far is not begun: the
// check stops as at the limit. It knows no pace before its first read of
// the clock, and stops nothing without a limit. (An hour's limit with an
// hour less a second gone: at any pace, 10^18 units take longer than the
// second left, and no units take no time.)
TEST(StopCheck, WouldPassLimitAtThePaceSoFar) {
  const auto an_hour_ago = StopCheck::Clock::now() - std::chrono::hours(1);
  StopCheck check(an_hour_ago, 3601.0, nullptr);
  EXPECT_FALSE(check.would_pass_limit(std::uint64_t{1} << 60));  // no pace yet
  EXPECT_FALSE(check.add_work(StopCheck::kWorkPerClockRead));    // the first read: the pace starts
  EXPECT_FALSE(check.add_work(StopCheck::kWorkPerClockRead));
  EXPECT_FALSE(check.would_pass_limit(0));
  EXPECT_TRUE(check.would_pass_limit(std::uint64_t{1} << 60));
  EXPECT_TRUE(check.stopped());
  EXPECT_TRUE(check.add_work(0));  // and stays stopped

  StopCheck unlimited(an_hour_ago, 0, nullptr);
  EXPECT_FALSE(unlimited.add_work(2 * StopCheck::kWorkPerClockRead));
  EXPECT_FALSE(unlimited.would_pass_limit(std::uint64_t{1} << 60));
}

// A work budget stops at its exact count, even below the clock's schedule,
// counted from the copy; the original goes on without one.
TEST(StopCheck, WorkBudgetStopsAtItsCount) {
  StopCheck plain(StopCheck::Clock::now(), 0, nullptr);
  EXPECT_FALSE(plain.add_work(10));
  StopCheck budgeted = plain.with_work_budget(100);
  EXPECT_FALSE(budgeted.add_work(60));
  EXPECT_FALSE(budgeted.add_work(39));
  EXPECT_TRUE(budgeted.add_work(1));
  EXPECT_TRUE(budgeted.add_work(0));  // and stays stopped
  EXPECT_FALSE(plain.add_work(1000));
  StopCheck none = plain.with_work_budget(0);
  EXPECT_TRUE(none.add_work(0));
  StopCheck huge = plain.with_work_budget(UINT64_MAX);
  EXPECT_FALSE(huge.add_work(StopCheck::kWorkPerClockRead * 4));
}

}  // namespace
}  // namespace gridsolve
