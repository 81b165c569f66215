// The seeded generator, the 2048 boards it makes and their shrink variants.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "gridsolve/gen.hpp"
#include "gridsolve/shrink.hpp"

namespace gridsolve::gen {
namespace {

using slide::Board;

TEST(Rng, IsSplitmix64) {
  // Published first outputs of splitmix64 seeded with 0 and 1234567: the
  // same seed must give the same instances on every machine.
  Rng zero(0);
  EXPECT_EQ(zero.next(), 0xE220A8397B1DCDAFULL);
  EXPECT_EQ(zero.next(), 0x6E789E6AA1B965F4ULL);
  Rng other(1234567);
  EXPECT_EQ(other.next(), 6457827717110365317ULL);
}

TEST(Rng, BetweenStaysInRangeAndReachesBothEnds) {
  Rng rng(5);
  std::set<std::int64_t> seen;
  for (int i = 0; i < 2000; ++i) {
    const std::int64_t v = rng.between(-3, 4);
    ASSERT_GE(v, -3);
    ASSERT_LE(v, 4);
    seen.insert(v);
  }
  EXPECT_EQ(seen.size(), 8u);
  EXPECT_EQ(rng.between(7, 7), 7);
}

TEST(Rng, EachTestHasItsOwnStream) {
  Rng a = rng_for_test(1, 0), b = rng_for_test(1, 1), c = rng_for_test(2, 0), a_again = rng_for_test(1, 0);
  const std::uint64_t first = a.next();
  EXPECT_NE(first, b.next());
  EXPECT_NE(first, c.next());
  EXPECT_EQ(first, a_again.next());
}

TEST(ParseRange, AcceptsNumberAndRangeRejectsTheRest) {
  EXPECT_EQ(parse_range("5", 1, 20).value(), (IntRange{5, 5}));
  EXPECT_EQ(parse_range("2..7", 1, 20).value(), (IntRange{2, 7}));
  EXPECT_FALSE(parse_range("0", 1, 20).ok());
  EXPECT_FALSE(parse_range("3..21", 1, 20).ok());
  EXPECT_FALSE(parse_range("7..2", 1, 20).ok());
  EXPECT_FALSE(parse_range("x", 1, 20).ok());
  EXPECT_FALSE(parse_range("", 1, 20).ok());
  EXPECT_FALSE(parse_range("2..", 1, 20).ok());
}

TEST(GenerateSlide, IsTheSameOnEveryMachine) {
  // `gridsolve gen 2048 --seed 9 --size 4`; a change here changes every
  // instance users have been given seeds for.
  SlideGenOptions options;
  options.size = {4, 4};
  Rng rng = rng_for_test(9, 0);
  EXPECT_EQ(slide_text(generate_slide(options, rng)), "4\n0 32 16 16\n0 0 256 4\n0 0 0 0\n0 32 32 64\n");
}

TEST(GenerateSlide, StaysWithinTheOriginalLimits) {
  for (SlideFamily family :
       {SlideFamily::kMixed, SlideFamily::kRandom, SlideFamily::kFull, SlideFamily::kOneValue, SlideFamily::kChain}) {
    SlideGenOptions options;
    options.family = family;
    for (std::uint64_t test = 0; test < 200; ++test) {
      Rng rng = rng_for_test(3, test);
      const Board board = generate_slide(options, rng);
      ASSERT_GE(board.size(), 1);
      ASSERT_LE(board.size(), 20);
      ASSERT_GE(board.max_exponent(), 1) << "at least one tile";
      ASSERT_LE(board.max_exponent(), 10) << "tiles up to 1024";
      const auto& cells = board.cells();
      if (family == SlideFamily::kFull) {
        EXPECT_TRUE(std::none_of(cells.begin(), cells.end(), [](auto e) { return e == 0; }));
      }
      if (family == SlideFamily::kOneValue) {
        std::set<slide::Exponent> values(cells.begin(), cells.end());
        values.erase(0);
        EXPECT_EQ(values.size(), 1u);
      }
      // What the generator prints parses back to the same board.
      Expected<Board> parsed = slide::parse_board(slide_text(board));
      ASSERT_TRUE(parsed.ok()) << parsed.error().message;
      EXPECT_EQ(parsed.value(), board);
    }
  }
}

TEST(GenerateSlide, DensityZeroGivesOneTile) {
  SlideGenOptions options;
  options.density_percent = 0;
  Rng rng(11);
  const Board board = generate_slide(options, rng);
  EXPECT_EQ(std::count_if(board.cells().begin(), board.cells().end(), [](auto e) { return e != 0; }), 1);
}

// Size, tile count, exponent sum and the sum of the tiles' places in
// reading order: every variant is smaller in this order, so shrinking ends.
std::tuple<int, long, int, std::size_t> measure(const Board& board) {
  const auto& cells = board.cells();
  std::size_t places = 0;
  for (std::size_t i = 0; i < cells.size(); ++i) places += cells[i] != 0 ? i : 0;
  return {board.size(), std::count_if(cells.begin(), cells.end(), [](auto e) { return e != 0; }),
          std::accumulate(cells.begin(), cells.end(), 0), places};
}

TEST(SlideShrinkCandidates, AreSmallerAndWithinTheLimits) {
  SlideGenOptions options;
  options.size = {3, 8};
  options.exponent = {2, 6};
  for (std::uint64_t test = 0; test < 50; ++test) {
    Rng rng = rng_for_test(4, test);
    const Board board = generate_slide(options, rng);
    for (const Board& variant : slide_shrink_candidates(board, options)) {
      ASSERT_LT(measure(variant), measure(board));
      ASSERT_GE(variant.size(), 3);
      ASSERT_GE(variant.max_exponent(), 2);
      for (auto e : variant.cells()) ASSERT_TRUE(e == 0 || (e >= 2 && e <= 6));
    }
  }
}

TEST(Shrink, FindsALocalMinimumWhateverTheBatchSize) {
  // Fails for every number from 17 up; variants are n - 1 and n / 2.
  for (std::size_t batch : {1, 2, 5}) {
    ShrinkPlan<int> plan;
    plan.batch_size = batch;
    plan.candidates = [](const int& n) {
      std::vector<int> smaller;
      if (n / 2 < n) smaller.push_back(n / 2);
      if (n > 0) smaller.push_back(n - 1);
      return smaller;
    };
    plan.first_failing = [](const std::vector<int>& variants) -> std::optional<std::size_t> {
      for (std::size_t i = 0; i < variants.size(); ++i) {
        if (variants[i] >= 17) return i;
      }
      return std::nullopt;
    };
    const ShrinkResult<int> result = shrink(1000, plan);
    EXPECT_EQ(result.smallest, 17);
    EXPECT_FALSE(result.stopped_early);
    EXPECT_EQ(result.runs, shrink(1000, ShrinkPlan<int>{plan.candidates, plan.first_failing, 1}).runs);
  }
}

TEST(Shrink, StopsWhenAskedWithTheSmallestFailureSoFar) {
  // As above, but asked to stop after three batches (a time budget): the
  // smallest failure found by then, marked as stopped, and the batch that the
  // stop cut short (nothing failed in it) not counted as tried.
  ShrinkPlan<int> plan;
  plan.candidates = [](const int& n) { return std::vector<int>{n / 2, n - 1}; };
  int batches = 0;
  plan.first_failing = [&](const std::vector<int>& variants) -> std::optional<std::size_t> {
    ++batches;
    for (std::size_t i = 0; i < variants.size(); ++i) {
      if (variants[i] >= 17) return i;
    }
    return std::nullopt;
  };
  plan.stop = [&] { return batches >= 3; };
  const ShrinkResult<int> result = shrink(1000, plan);
  EXPECT_EQ(result.smallest, 125);  // 1000, 500, 250, 125
  EXPECT_TRUE(result.stopped);
  EXPECT_FALSE(result.stopped_early);
  EXPECT_EQ(result.steps, 3u);
  EXPECT_EQ(result.runs, 3u);
}

}  // namespace
}  // namespace gridsolve::gen
