// gen and check for blocks (SPEC.md section 3).
#include <fmt/format.h>
#include <stdio.h>

#include <algorithm>
#include <memory>
#include <set>

#include "cli/explain_blocks.hpp"
#include "cli/puzzle_kit.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::cli::detail {
namespace {

using blocks::Board;

Expected<gen::BlocksGenOptions> blocks_options(const GenSettings& settings) {
  for (auto rejected :
       {reject_option(settings.pairs, "--pairs", "cards"), reject_option(settings.tiles, "--tiles", "2048")}) {
    if (rejected) return *rejected;
  }
  if (settings.moves_given) return Error{"--moves applies to 2048 only"};
  gen::BlocksGenOptions options;
  if (!settings.size.empty()) {
    Expected<gen::IntRange> size = gen::parse_range(settings.size, 1, 2000);
    if (!size) return Error{fmt::format("--size: {}", size.error().message)};
    options.size = size.value();
  }
  if (!settings.density.empty()) {
    Expected<gen::IntRange> density = gen::parse_range(settings.density, 0, 100);
    if (!density || density.value().min != density.value().max) {
      return Error{fmt::format("--density: expected a percentage from 0 to 100, got '{}'", settings.density)};
    }
    options.density_percent = static_cast<int>(density.value().min);
  }
  if (!settings.family.empty()) {
    Expected<gen::BlocksFamily> family = gen::parse_blocks_family(settings.family);
    if (!family) return Error{fmt::format("--family: {}", family.error().message)};
    options.family = family.value();
  }
  if (!settings.shapes.empty()) {
    Expected<gen::BlockShapes> shapes = gen::parse_block_shapes(settings.shapes);
    if (!shapes) return Error{fmt::format("--shapes: {}", shapes.error().message)};
    options.shapes = shapes.value();
  }
  // Past the original's 50 x 50 there is room for more than 200 blocks.
  if (options.size.max > 50) options.max_id = std::int64_t{options.size.max} * options.size.max / 4 + 1;
  return options;
}

Board parse_known_good(const std::string& text) {
  Expected<Board> board = blocks::parse_board(text);
  if (!board) throw std::logic_error("generated blocks input does not parse: " + board.error().message);
  return std::move(board).value();
}

}  // namespace

Expected<PuzzleKit> make_blocks_kit(const GenSettings& settings) {
  Expected<gen::BlocksGenOptions> parsed = blocks_options(settings);
  if (!parsed) return parsed.error();
  const auto options = std::make_shared<const gen::BlocksGenOptions>(parsed.value());

  PuzzleKit kit;
  kit.name = "blocks";
  kit.generate = [options](gen::Rng& rng) { return gen::blocks_text(gen::generate_blocks(*options, rng)); };
  kit.answer = [](const std::string& input) -> Expected<std::string> {
    Expected<blocks::Solution> solution = blocks::solve(parse_known_good(input));
    if (!solution) return solution.error();
    return fmt::format("{}", solution.value().answer());
  };
  kit.shrink_candidates = [options](const std::string& input) {
    std::vector<std::string> texts;
    for (const Board& board : gen::blocks_shrink_candidates(parse_known_good(input), *options)) {
      texts.push_back(gen::blocks_text(board));
    }
    return texts;
  };
  kit.explain = [](const std::string& input) {
    const Board board = parse_known_good(input);
    const Expected<blocks::Solution> solution = blocks::solve(board);
    if (!solution) return solution.error().message + "\n";
    char* buffer = nullptr;
    std::size_t size = 0;
    FILE* memory = open_memstream(&buffer, &size);
    if (memory == nullptr) return std::string("(no explanation: out of memory)\n");
    print_blocks_explanation(memory, board, solution.value());
    std::fclose(memory);
    std::string text(buffer, size);
    std::free(buffer);
    return text;
  };
  kit.describe = [](const std::string& input) {
    const Board board = parse_known_good(input);
    std::set<blocks::BlockId> ids(board.cells().begin(), board.cells().end());
    ids.erase(blocks::kEmpty);
    return fmt::format("N = {}, {} block{}", board.rows(), ids.size(), ids.size() == 1 ? "" : "s");
  };
  kit.python_command = [](const std::string& python, const std::string& file) {
    return programmers_python_command(python, file, "", "solution(json.loads(text))");
  };
  return kit;
}

}  // namespace gridsolve::cli::detail
