// 2048 without new tiles as one of the library's puzzles (puzzle/adapter.hpp
// says what each member is for).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/text_scanner.hpp"
#include "gridsolve/gen.hpp"
#include "gridsolve/puzzle.hpp"
#include "gridsolve/slide.hpp"
#include "puzzle/gen_settings.hpp"
#include "puzzle/replay.hpp"

namespace gridsolve::slide {

struct Puzzle2048 {
  static constexpr std::string_view kName = "2048";
  static constexpr std::string_view kSummary =
      "Largest tile reachable in at most K moves of 2048 without new tiles (Baekjoon 12100, 12094)";
  static constexpr std::string_view kInputHelp =
      "N, then N*N tile values row by row (0 empty, else a power of two from 2 to 2^40), as Baekjoon gives it";
  static constexpr unsigned kOptions = static_cast<unsigned>(PuzzleOption::kMoves) |
                                       static_cast<unsigned>(PuzzleOption::kThreads) |
                                       static_cast<unsigned>(PuzzleOption::kTimeLimit);
  static constexpr JudgeStyle kJudgeStyle = JudgeStyle::kStandardInput;
  static constexpr std::array<std::string_view, 0> kParameters{};
  static constexpr bool kManyCases = false;
  static constexpr std::string_view kCaseEnd = "the last tile of the board";
  static constexpr std::string_view kExampleInput = "3\n2 2 2\n4 4 4\n8 8 8\n16\n";
  static constexpr unsigned kGenSettings = kGenSize | kGenTiles | kGenDensity | kGenFamily;

  using Case = Board;
  using Solution = slide::Solution;
  using GenOptions = gen::SlideGenOptions;

  static Expected<Case> parse(std::string_view text, std::uint64_t max_memory_bytes);
  static Expected<Case> parse_case(text::Scanner& scanner, std::uint64_t max_memory_bytes);
  // The most moves K that a piece of a pasted problem statement names
  // (PasteGrammar::moves_named_by): 10 on Baekjoon 12094's page.
  static std::optional<std::uint64_t> moves_named_by(std::string_view prose);
  static std::string text(const Case& board) { return gen::slide_text(board); }
  static std::string describe(const Case& board);
  static std::size_t cell_count(const Case& board) { return board.cells().size(); }
  static Expected<Solution> solve(const Case& board, const SolveOptions& options);
  static Outcome outcome(const Case& board, const Solution& solution, const SolveOptions& options);
  static std::string json(const Case& board, const Solution& solution, const SolveOptions& options);
  static std::string explain(const Case& start, const Solution& solution, const SolveOptions& options,
                             const TextStyle& style);
  // Why `claimed` is not the answer (wrong_answer.cpp).
  static std::string explain_wrong(const Case& board, const Solution& solution, std::string_view claimed,
                                   const SolveOptions& options, const TextStyle& style);
  static Replay replay(const Case& start, const Solution& solution, const SolveOptions& options);
  // Baekjoon runs whole programs: there is no function to call.
  static constexpr std::array<FunctionParameter, 1> kFunctionParameters = {{{"board", FunctionParameter::Kind::kGrid}}};
  static std::string function_arguments(const Case& board);
  static Expected<GenOptions> gen_options(const GenSettings& settings);
  static Case generate(const GenOptions& options, gen::Rng& rng) { return gen::generate_slide(options, rng); }
  static std::vector<Case> shrink_candidates(const Case& board, const GenOptions& options) {
    return gen::slide_shrink_candidates(board, options);
  }
};

}  // namespace gridsolve::slide
