// Cards (pair matching with a cursor) as one of the library's puzzles
// (puzzle/adapter.hpp says what each member is for).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "common/text_scanner.hpp"
#include "gridsolve/cards.hpp"
#include "gridsolve/gen.hpp"
#include "gridsolve/puzzle.hpp"
#include "puzzle/gen_settings.hpp"
#include "puzzle/replay.hpp"

namespace gridsolve::cards {

struct CardsPuzzle {
  static constexpr std::string_view kName = "cards";
  static constexpr std::string_view kSummary =
      "Fewest key presses that remove every card of a pair-matching board (Programmers 72415)";
  static constexpr std::string_view kInputHelp =
      "the board as a JSON array of rows (0 empty, each label on two cells), then the cursor's row r and "
      "column c, as the problem's examples table shows them";
  static constexpr unsigned kOptions = static_cast<unsigned>(PuzzleOption::kTimeLimit);
  static constexpr JudgeStyle kJudgeStyle = JudgeStyle::kFunction;
  static constexpr std::array<std::string_view, 3> kParameters{"board", "r", "c"};
  static constexpr bool kManyCases = true;
  static constexpr std::string_view kCaseEnd = "the cursor row and column";
  static constexpr std::string_view kExampleInput = "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\t14\n";
  static constexpr unsigned kGenSettings = kGenSize | kGenFamily | kGenPairs;

  using Case = Problem;
  using Solution = cards::Solution;
  using GenOptions = gen::CardsGenOptions;

  static Expected<Case> parse(std::string_view text, std::uint64_t max_memory_bytes);
  static Expected<Case> parse_case(text::Scanner& scanner, std::uint64_t max_memory_bytes);
  static std::string text(const Case& problem) { return gen::cards_text(problem); }
  static std::string describe(const Case& problem);
  static std::size_t cell_count(const Case& problem) { return problem.board.labels().size(); }
  static Expected<Solution> solve(const Case& problem, const SolveOptions& options);
  static Outcome outcome(const Case& problem, const Solution& solution, const SolveOptions& options);
  static std::string json(const Case& problem, const Solution& solution, const SolveOptions& options);
  static std::string explain(const Case& problem, const Solution& solution, const SolveOptions& options,
                             const TextStyle& style);
  // Why `claimed` is not the answer (wrong_answer.cpp).
  static std::string explain_wrong(const Case& problem, const Solution& solution, std::string_view claimed,
                                   const SolveOptions& options, const TextStyle& style);
  static Replay replay(const Case& problem, const Solution& solution, const SolveOptions& options);
  // solution(board, r, c)
  static constexpr std::array<FunctionParameter, 3> kFunctionParameters = {{{"board", FunctionParameter::Kind::kGrid},
                                                                            {"r", FunctionParameter::Kind::kNumber},
                                                                            {"c", FunctionParameter::Kind::kNumber}}};
  static std::string function_arguments(const Case& problem);
  static Expected<GenOptions> gen_options(const GenSettings& settings);
  static Case generate(const GenOptions& options, gen::Rng& rng) { return gen::generate_cards(options, rng); }
  static std::vector<Case> shrink_candidates(const Case& problem, const GenOptions& options) {
    return gen::cards_shrink_candidates(problem, options);
  }
};

}  // namespace gridsolve::cards
