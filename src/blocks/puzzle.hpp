// Blocks (removing blocks with dropped black squares) as one of the
// library's puzzles (puzzle/adapter.hpp says what each member is for).
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "common/text_scanner.hpp"
#include "gridsolve/blocks.hpp"
#include "gridsolve/gen.hpp"
#include "gridsolve/puzzle.hpp"
#include "puzzle/gen_settings.hpp"
#include "puzzle/replay.hpp"

namespace gridsolve::blocks {

struct BlocksPuzzle {
  static constexpr std::string_view kName = "blocks";
  static constexpr std::string_view kSummary = "Most blocks removable with dropped black squares (Programmers 42894)";
  static constexpr std::string_view kInputHelp =
      "the board as a JSON array of equally long rows (0 empty, else a block id; the cells of an id form one "
      "4-connected block)";
  static constexpr unsigned kOptions = static_cast<unsigned>(PuzzleOption::kTimeLimit);
  static constexpr JudgeStyle kJudgeStyle = JudgeStyle::kFunction;
  static constexpr std::array<std::string_view, 1> kParameters{"board"};
  static constexpr bool kManyCases = true;
  static constexpr std::string_view kCaseEnd = "the board";
  static constexpr std::string_view kExampleInput =
      "[[0,0,0,0,0],[0,0,0,0,0],[2,0,1,0,3],[2,1,1,1,3],[2,2,0,3,3]]\t3\n";
  static constexpr unsigned kGenSettings = kGenSize | kGenDensity | kGenFamily | kGenShapes;

  using Case = Board;
  using Solution = blocks::Solution;
  using GenOptions = gen::BlocksGenOptions;

  static Expected<Case> parse(std::string_view text, std::uint64_t max_memory_bytes);
  static Expected<Case> parse_case(text::Scanner& scanner, std::uint64_t max_memory_bytes);
  static std::string text(const Case& board) { return gen::blocks_text(board); }
  static std::string describe(const Case& board);
  static std::size_t cell_count(const Case& board) { return board.cells().size(); }
  static Expected<Solution> solve(const Case& board, const SolveOptions& options);
  static Outcome outcome(const Case& board, const Solution& solution, const SolveOptions& options);
  static std::string json(const Case& board, const Solution& solution, const SolveOptions& options);
  static std::string explain(const Case& start, const Solution& solution, const SolveOptions& options,
                             const TextStyle& style);
  // Why `claimed` is not the answer (wrong_answer.cpp).
  static std::string explain_wrong(const Case& start, const Solution& solution, std::string_view claimed,
                                   const SolveOptions& options, const TextStyle& style);
  static Replay replay(const Case& start, const Solution& solution, const SolveOptions& options);
  // solution(board)
  static constexpr std::array<FunctionParameter, 1> kFunctionParameters = {{{"board", FunctionParameter::Kind::kGrid}}};
  static std::string function_arguments(const Case& board);
  static Expected<GenOptions> gen_options(const GenSettings& settings);
  static Case generate(const GenOptions& options, gen::Rng& rng) { return gen::generate_blocks(options, rng); }
  static std::vector<Case> shrink_candidates(const Case& board, const GenOptions& options) {
    return gen::blocks_shrink_candidates(board, options);
  }
};

}  // namespace gridsolve::blocks
