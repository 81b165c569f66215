#include "blocks/puzzle.hpp"
#include "blocks/parse.hpp"

#include <fmt/format.h>

#include "puzzle/adapter.hpp"

#include <iterator>
#include <set>

namespace gridsolve::blocks {

Expected<Board> BlocksPuzzle::parse(std::string_view text, std::uint64_t max_memory_bytes) {
  return parse_board(text, parse_limits<ParseLimits>(max_memory_bytes));
}

Expected<Board> BlocksPuzzle::parse_case(text::Scanner& scanner, std::uint64_t max_memory_bytes) {
  return blocks::parse_case(scanner, parse_limits<ParseLimits>(max_memory_bytes));
}

std::string BlocksPuzzle::describe(const Board& board) {
  std::set<BlockId> ids(board.cells().begin(), board.cells().end());
  ids.erase(kEmpty);
  return fmt::format("N = {}, {} block{}", board.rows(), ids.size(), ids.size() == 1 ? "" : "s");
}

Expected<Solution> BlocksPuzzle::solve(const Board& board, const SolveOptions& options) {
  return blocks::solve(board, engine_options<SearchOptions>(options));
}

Outcome BlocksPuzzle::outcome(const Board&, const Solution& solution, const SolveOptions&) {
  const std::string answer = std::to_string(solution.answer());
  return Outcome{answer, solution.proven, answer, std::to_string(solution.upper_bound)};
}

std::string BlocksPuzzle::json(const Board&, const Solution& solution, const SolveOptions&) {
  fmt::memory_buffer out;
  fmt::format_to(std::back_inserter(out), R"({{"answer": {}, "removed": [)", solution.answer());
  for (std::size_t i = 0; i < solution.removals.size(); ++i) {
    fmt::format_to(std::back_inserter(out), "{}{}", i > 0 ? ", " : "", solution.removals[i].id);
  }
  fmt::format_to(std::back_inserter(out), R"(], "proven": {}, "lower_bound": {}, "upper_bound": {}}})", solution.proven,
                 solution.answer(), solution.upper_bound);
  return fmt::to_string(out);
}

std::string BlocksPuzzle::function_arguments(const Board& board) {
  // The input text is the JSON board itself; the one argument is the board.
  return fmt::format("[{}]", gen::blocks_text(board));
}

Expected<gen::BlocksGenOptions> BlocksPuzzle::gen_options(const GenSettings& settings) {
  gen::BlocksGenOptions options;
  Expected<gen::IntRange> size = size_setting(settings.size, options.size, 1, 2000);
  if (!size) return size.error();
  options.size = size.value();
  Expected<int> density = density_setting(settings.density);
  if (!density) return density.error();
  options.density_percent = density.value();
  Expected<gen::BlocksFamily> family = family_setting(settings.family, options.family, &gen::parse_blocks_family);
  if (!family) return family.error();
  options.family = family.value();
  if (!settings.shapes.empty()) {
    Expected<gen::BlockShapes> shapes = gen::parse_block_shapes(settings.shapes);
    if (!shapes) return Error{fmt::format("--shapes: {}", shapes.error().message)};
    options.shapes = shapes.value();
  }
  // Past the original's 50 x 50 there is room for more than 200 blocks.
  if (options.size.max > 50) options.max_id = std::int64_t{options.size.max} * options.size.max / 4 + 1;
  return options;
}

}  // namespace gridsolve::blocks
