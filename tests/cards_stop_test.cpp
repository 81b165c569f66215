// The cards search stopped before it proves its answer: by an interrupt, a
// time limit, or (for exact, repeatable stops) a work limit at many points
// of its run. Whatever the point, the answer must be a play that replays,
// removing every card, and its range must hold the true answer, which the
// exhaustive reference (tests/support) gives. No test here measures time.
#include <gtest/gtest.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "cards/search_detail.hpp"
#include "common/byte_size.hpp"
#include "common/touched_pages.hpp"
#include "gridsolve/cards.hpp"
#include "support/cards_boards.hpp"
#include "support/cards_reference.hpp"
#include "support/cards_simulator.hpp"

namespace gridsolve::testkit {
namespace {

// The answer is a play of exactly `answer` keys that removes every card,
// and lower_bound <= fewest <= answer; proven means answer == fewest.
void check_answer(const CardsCase& c, const cards::Solution& found, std::uint64_t fewest) {
  EXPECT_EQ(found.keys.size(), found.answer) << to_text(c);
  const CardsReplay replay = replay_cards(c.grid, c.row, c.col, tokens_of(found.keys));
  EXPECT_TRUE(replay.valid_tokens) << replay.problem;
  EXPECT_EQ(replay.cards_left, 0U) << to_text(c) << "\nkeys: " << cards::keys_string(found.keys);
  std::size_t grouped = 0;
  for (const cards::PairStep& step : found.steps) grouped += step.keys.size();
  EXPECT_EQ(grouped, found.keys.size());
  EXPECT_LE(found.lower_bound, fewest) << to_text(c);
  EXPECT_GE(found.answer, fewest) << to_text(c);
  if (found.proven) {
    EXPECT_EQ(found.answer, fewest) << to_text(c);
    EXPECT_EQ(found.lower_bound, found.answer) << to_text(c);
  } else {
    EXPECT_LT(found.lower_bound, found.answer) << to_text(c);
  }
}

struct Shape {
  int rows;
  int cols;
  int most_pairs;
};

// 4 x 4 boards up to full, other shapes, and boards over 64 cells (the
// cell-by-cell engine, whose sweeps a stop can cut short), each stopped
// after 0, 1, 2, 4, ... units of work until the search finishes first.
TEST(CardsStop, RangeHoldsTheAnswerWhereverTheSearchStops) {
  const Shape shapes[] = {{4, 4, 8}, {4, 4, 6}, {3, 5, 7}, {2, 7, 6}, {6, 6, 7}, {9, 9, 4}, {5, 14, 4}, {1, 70, 3}};
  std::mt19937_64 rng(14);
  int stopped = 0;
  int stopped_mid_search = 0;
  int better_than_at_start = 0;
  for (int i = 0; i < 240; ++i) {
    const Shape shape = shapes[static_cast<std::size_t>(i) % std::size(shapes)];
    const int pairs = std::uniform_int_distribution<int>(1, shape.most_pairs)(rng);
    const CardsCase c = random_cards_case(rng, shape.rows, shape.cols, pairs);
    const cards::Problem problem = to_problem(c);
    const std::uint64_t fewest = reference_fewest_presses(c.grid, c.row, c.col);
    std::uint64_t at_start = 0;
    for (std::uint64_t limit = 0;; limit = limit == 0 ? 1 : 2 * limit) {
      const Expected<cards::Solution> found = cards::detail::solve_with_work_limit(problem, {}, limit);
      ASSERT_TRUE(found.ok()) << to_text(c);
      ASSERT_NO_FATAL_FAILURE(check_answer(c, found.value(), fewest)) << "work limit " << limit;
      if (limit == 0) at_start = found.value().answer;
      if (found.value().proven && found.value().stats.states > 0) break;
      if (found.value().proven) continue;
      ++stopped;
      stopped_mid_search += found.value().stats.states > 0;
      better_than_at_start += found.value().answer < at_start;
    }
  }
  EXPECT_GT(stopped, 1000);
  EXPECT_GT(stopped_mid_search, 500);
  EXPECT_GT(better_than_at_start, 500);  // the search's own plays, not only the arrow play
}

// Stopped before it starts, the search answers with the arrow play and h
// of the start as the lower bound: no state expanded, no sweep.
TEST(CardsStop, InterruptSetBeforeTheSearchStopsItAtOnce) {
  std::atomic<bool> interrupt{true};
  cards::SearchOptions options;
  options.interrupt = &interrupt;
  std::mt19937_64 rng(15);
  for (int i = 0; i < 200; ++i) {
    const CardsCase c = random_cards_case(rng, 4, 4, 1 + i % 8);
    const Expected<cards::Solution> found = cards::solve(to_problem(c), options);
    ASSERT_TRUE(found.ok());
    EXPECT_EQ(found.value().stats.states, 0U);
    EXPECT_EQ(found.value().stats.distance_sweeps, 0U);
    ASSERT_NO_FATAL_FAILURE(check_answer(c, found.value(), reference_fewest_presses(c.grid, c.row, c.col)));
  }
}

TEST(CardsStop, ATinyTimeLimitStopsAtOnce) {
  cards::SearchOptions options;
  options.time_limit_seconds = 1e-9;
  std::mt19937_64 rng(16);
  for (int i = 0; i < 50; ++i) {
    const CardsCase c = random_cards_case(rng, 4, 4, 1 + i % 8);
    const Expected<cards::Solution> found = cards::solve(to_problem(c), options);
    ASSERT_TRUE(found.ok());
    EXPECT_EQ(found.value().stats.states, 0U);
    ASSERT_NO_FATAL_FAILURE(check_answer(c, found.value(), reference_fewest_presses(c.grid, c.row, c.col)));
  }
}

// An interrupt that is never set changes nothing.
TEST(CardsStop, AnInterruptNeverSetChangesNothing) {
  std::atomic<bool> interrupt{false};
  cards::SearchOptions options;
  options.interrupt = &interrupt;
  options.time_limit_seconds = 3600;
  std::mt19937_64 rng(17);
  for (int i = 0; i < 50; ++i) {
    const CardsCase c = random_cards_case(rng, 4, 4, 1 + i % 8);
    const Expected<cards::Solution> with = cards::solve(to_problem(c), options);
    const Expected<cards::Solution> without = cards::solve(to_problem(c));
    ASSERT_TRUE(with.ok() && without.ok());
    EXPECT_TRUE(with.value().proven);
    EXPECT_EQ(with.value().keys, without.value().keys);
    EXPECT_EQ(with.value().stats.states, without.value().stats.states);
  }
}

// Beyond the reference's reach: 8 x 8 boards with 16 pairs stopped at many
// points; the play replays and the range holds the proved answer.
TEST(CardsStop, LargeBoardsStoppedAnywhereStillReplay) {
  std::mt19937_64 rng(18);
  for (int i = 0; i < 3; ++i) {
    const CardsCase c = random_cards_case(rng, 8, 8, 16);
    const cards::Problem problem = to_problem(c);
    const Expected<cards::Solution> full = cards::solve(problem);
    ASSERT_TRUE(full.ok() && full.value().proven);
    for (std::uint64_t limit = 0; limit < (std::uint64_t{1} << 22); limit = 4 * limit + 1) {
      const Expected<cards::Solution> found = cards::detail::solve_with_work_limit(problem, {}, limit);
      ASSERT_TRUE(found.ok());
      ASSERT_NO_FATAL_FAILURE(check_answer(c, found.value(), full.value().answer)) << "work limit " << limit;
    }
  }
}

// Under a memory budget below the whole tables but not below
// minimum_memory(): the search runs, and where it stops at the budget, its
// play replays and its range holds the answer proved without a budget.
// Below the minimum it is refused, naming the minimum. (That the process
// stays within the budget is measured by tests/cli_test.py.)
TEST(CardsStop, ABudgetBelowTheTablesStopsThereWithARange) {
  std::mt19937_64 rng(19);
  int stopped = 0;
  int proven_below_estimate = 0;
  for (int i = 0; i < 3; ++i) {
    const CardsCase c = random_cards_case(rng, 8, 8, 20);
    const cards::Problem problem = to_problem(c);
    const Expected<cards::Solution> full = cards::solve(problem);
    ASSERT_TRUE(full.ok() && full.value().proven);
    EXPECT_FALSE(full.value().stopped_at_memory_budget);
    const std::uint64_t least = cards::minimum_memory(problem);
    const std::uint64_t most = cards::estimate_memory(problem);
    ASSERT_LT(least, most / 64) << "the tables are 95 MiB, what the search starts with under 1 MiB";
    cards::SearchOptions options;
    options.max_memory_bytes = least - 1;
    const Expected<cards::Solution> refused = cards::solve(problem, options);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().message, memory_refusal("the exact search over 20 pairs", least, least - 1).message);
    for (std::uint64_t budget = least; budget < most; budget *= 2) {
      options.max_memory_bytes = budget;
      const Expected<cards::Solution> found = cards::solve(problem, options);
      ASSERT_TRUE(found.ok()) << "budget " << budget;
      ASSERT_NO_FATAL_FAILURE(check_answer(c, found.value(), full.value().answer)) << "budget " << budget;
      EXPECT_EQ(found.value().stopped_at_memory_budget, !found.value().proven) << "budget " << budget;
      stopped += found.value().stopped_at_memory_budget ? 1 : 0;
      proven_below_estimate += found.value().proven ? 1 : 0;
    }
  }
  EXPECT_GE(stopped, 3);
  EXPECT_GE(proven_below_estimate, 3);
}

// The count of pages written: each page once, however often or wherever
// in it the writes fall.
TEST(TouchedPages, CountsEachPageWrittenOnce) {
  const std::uint64_t page = TouchedPages::page_bytes();
  std::vector<unsigned char> storage(20 * page);
  // A table starting in the middle of a page, as malloc's are.
  unsigned char* table = storage.data() + page - (reinterpret_cast<std::uintptr_t>(storage.data()) % page) + 100;
  TouchedPages pages;
  const int id = pages.add_table(table, 10 * page);
  EXPECT_EQ(pages.bytes(), 0U);
  pages.write(id, table, 1);  // page 0 of the table
  pages.write(id, table + 10, 8);
  EXPECT_EQ(pages.bytes(), page);
  pages.write(id, table + page - 101, 2);  // the end of page 0 and the start of page 1
  EXPECT_EQ(pages.bytes(), 2 * page);
  pages.write(id, table + 5 * page, 3 * page);  // pages 5 to 8
  EXPECT_EQ(pages.bytes(), 6 * page);
  pages.write(id, table + 6 * page, 1);
  EXPECT_EQ(pages.bytes(), 6 * page);
  const int other = pages.add_table(table + 9 * page, page / 2);  // a second table counts too
  pages.write(other, table + 9 * page, 1);
  EXPECT_EQ(pages.bytes(), 7 * page);
  EXPECT_GE(TouchedPages::bitmap_bytes(64 * page * 64, 1), 64 * sizeof(std::uint64_t));
}

// for_each_written visits, in order and each once, exactly the entries on
// pages written: the cards search's scans read nothing else (a read of a
// page never written takes memory on some kernels).
TEST(TouchedPages, VisitsExactlyTheEntriesOnPagesWritten) {
  const std::uint64_t page = TouchedPages::page_bytes();
  std::vector<std::uint16_t> storage(12 * page / sizeof(std::uint16_t));
  // A table starting 50 entries into a page.
  const std::size_t skip =
      (page - reinterpret_cast<std::uintptr_t>(storage.data()) % page) / sizeof(std::uint16_t) + 50;
  const std::uint16_t* table = storage.data() + skip;
  const std::size_t entries = 10 * page / sizeof(std::uint16_t);
  TouchedPages pages;
  const int id = pages.add_table(table, entries * sizeof(std::uint16_t));
  for (const std::size_t index : {std::size_t{3}, entries / 2, entries - 1}) pages.write(id, table + index, 2);
  const auto page_of = [&](std::size_t index) { return reinterpret_cast<std::uintptr_t>(table + index) / page; };
  for (const auto& [first, end] :
       {std::pair<std::size_t, std::size_t>{0, entries}, {7, entries / 2 + 1}, {9, 9}, {entries / 2, entries}}) {
    std::vector<std::size_t> visited;
    pages.for_each_written(id, table, first, end, [&](std::size_t begin, std::size_t stop) {
      EXPECT_LT(begin, stop);
      for (std::size_t index = begin; index < stop; ++index) visited.push_back(index);
    });
    std::vector<std::size_t> expected;
    for (std::size_t index = first; index < end; ++index) {
      if (page_of(index) == page_of(3) || page_of(index) == page_of(entries / 2) ||
          page_of(index) == page_of(entries - 1)) {
        expected.push_back(index);
      }
    }
    EXPECT_EQ(visited, expected) << first << ".." << end;
  }
}

}  // namespace
}  // namespace gridsolve::testkit
