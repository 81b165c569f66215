// Random cards boards and their shrink variants.
#include <gtest/gtest.h>

#include <map>

#include "gridsolve/gen.hpp"

namespace gridsolve::gen {
namespace {

using cards::Problem;

std::map<std::int64_t, int> label_counts(const cards::Board& board) {
  std::map<std::int64_t, int> counts;
  for (std::int64_t label : board.labels()) {
    if (label != 0) ++counts[label];
  }
  return counts;
}

TEST(GenerateCards, IsTheSameOnEveryMachine) {
  // `gridsolve gen cards --seed 9`
  Rng rng = rng_for_test(9, 0);
  EXPECT_EQ(cards_text(generate_cards(CardsGenOptions{}, rng)),
            "[[4,2,5,0],\n [3,5,0,1],\n [0,1,6,6],\n [2,0,4,3]] 0 3\n");
}

TEST(GenerateCards, StaysWithinTheOriginalLimits) {
  for (CardsFamily family : {CardsFamily::kMixed, CardsFamily::kRandom, CardsFamily::kOnCard, CardsFamily::kMaxPairs}) {
    CardsGenOptions options;
    options.family = family;
    for (std::uint64_t test = 0; test < 200; ++test) {
      Rng rng = rng_for_test(8, test);
      const Problem problem = generate_cards(options, rng);
      ASSERT_EQ(problem.board.rows(), 4);
      ASSERT_EQ(problem.board.cols(), 4);
      const auto counts = label_counts(problem.board);
      ASSERT_GE(counts.size(), 1u);
      ASSERT_LE(counts.size(), 6u);
      for (const auto& [label, count] : counts) {
        ASSERT_GE(label, 1);
        ASSERT_LE(label, 6);
        ASSERT_EQ(count, 2);
      }
      if (family == CardsFamily::kOnCard) {
        ASSERT_NE(problem.board.at(problem.start), 0);
      }
      if (family == CardsFamily::kMaxPairs) {
        ASSERT_EQ(counts.size(), 6u);
      }
      Expected<Problem> parsed = cards::parse_problem(cards_text(problem));
      ASSERT_TRUE(parsed.ok()) << parsed.error().message;
      EXPECT_EQ(parsed.value().board, problem.board);
      EXPECT_EQ(parsed.value().start, problem.start);
    }
  }
}

TEST(CardsShrinkCandidates, AreValidAndKeepAPair) {
  CardsGenOptions options;
  options.size = {3, 6};
  for (std::uint64_t test = 0; test < 50; ++test) {
    Rng rng = rng_for_test(10, test);
    const Problem problem = generate_cards(options, rng);
    for (const Problem& variant : cards_shrink_candidates(problem, options)) {
      ASSERT_GE(variant.board.rows(), 3);
      ASSERT_TRUE(variant.board.contains(variant.start));
      ASSERT_GE(label_counts(variant.board).size(), 1u);
      ASSERT_TRUE(cards::parse_problem(cards_text(variant)).ok());
      ASSERT_FALSE(variant.board == problem.board && variant.start == problem.start);
    }
  }
}

}  // namespace
}  // namespace gridsolve::gen
