// gen and check for 2048 (SPEC.md section 1).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <memory>

#include "cli/explain_2048.hpp"
#include "cli/puzzle_kit.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::cli::detail {
namespace {

using slide::Board;

// Tile values MIN..MAX, both powers of two from 2 to 2^40, as exponents.
Expected<gen::IntRange> parse_tiles(const std::string& text) {
  Expected<gen::IntRange> values = gen::parse_range(text, 2, std::int64_t{1} << slide::kMaxInputExponent);
  if (!values) return Error{fmt::format("--tiles: {}", values.error().message)};
  const auto is_power = [](std::int64_t v) { return std::has_single_bit(static_cast<std::uint64_t>(v)); };
  if (!is_power(values.value().min) || !is_power(values.value().max)) {
    return Error{fmt::format("--tiles: expected powers of two, got '{}'", text)};
  }
  return gen::IntRange{std::countr_zero(static_cast<std::uint64_t>(values.value().min)),
                       std::countr_zero(static_cast<std::uint64_t>(values.value().max))};
}

Expected<gen::SlideGenOptions> slide_options(const GenSettings& settings) {
  for (auto rejected :
       {reject_option(settings.pairs, "--pairs", "cards"), reject_option(settings.shapes, "--shapes", "blocks")}) {
    if (rejected) return *rejected;
  }
  gen::SlideGenOptions options;
  if (!settings.size.empty()) {
    // 1000 x 1000 is far past Baekjoon's 20 and still quick to generate.
    Expected<gen::IntRange> size = gen::parse_range(settings.size, 1, 1000);
    if (!size) return Error{fmt::format("--size: {}", size.error().message)};
    options.size = size.value();
  }
  if (!settings.tiles.empty()) {
    Expected<gen::IntRange> exponents = parse_tiles(settings.tiles);
    if (!exponents) return exponents.error();
    options.exponent = exponents.value();
  }
  if (!settings.density.empty()) {
    Expected<gen::IntRange> density = gen::parse_range(settings.density, 0, 100);
    if (!density || density.value().min != density.value().max) {
      return Error{fmt::format("--density: expected a percentage from 0 to 100, got '{}'", settings.density)};
    }
    options.density_percent = static_cast<int>(density.value().min);
  }
  if (!settings.family.empty()) {
    Expected<gen::SlideFamily> family = gen::parse_slide_family(settings.family);
    if (!family) return Error{fmt::format("--family: {}", family.error().message)};
    options.family = family.value();
  }
  return options;
}

// Inputs come from the generator or the shrinker, so they always parse; a
// failure here is a bug in gridsolve, reported rather than hidden.
Board parse_known_good(const std::string& text) {
  Expected<Board> board = slide::parse_board(text);
  if (!board) throw std::logic_error("generated 2048 input does not parse: " + board.error().message);
  return std::move(board).value();
}

}  // namespace

Expected<PuzzleKit> make_2048_kit(const GenSettings& settings) {
  Expected<gen::SlideGenOptions> parsed = slide_options(settings);
  if (!parsed) return parsed.error();
  const auto options = std::make_shared<const gen::SlideGenOptions>(parsed.value());
  const std::uint64_t moves = settings.moves;
  auto solve = [moves](const Board& board) -> Expected<slide::Solution> {
    slide::SearchOptions search;
    search.max_moves = moves;
    return slide::solve(board, search);
  };

  PuzzleKit kit;
  kit.name = "2048";
  kit.generate = [options](gen::Rng& rng) { return gen::slide_text(gen::generate_slide(*options, rng)); };
  kit.answer = [solve](const std::string& input) -> Expected<std::string> {
    Expected<slide::Solution> solution = solve(parse_known_good(input));
    if (!solution) return solution.error();
    return slide::tile_value(solution.value().best_exponent);
  };
  kit.shrink_candidates = [options](const std::string& input) {
    std::vector<std::string> texts;
    for (const Board& board : gen::slide_shrink_candidates(parse_known_good(input), *options)) {
      texts.push_back(gen::slide_text(board));
    }
    return texts;
  };
  kit.explain = [solve, moves](const std::string& input) {
    const Board board = parse_known_good(input);
    Expected<slide::Solution> solution = solve(board);
    if (!solution) return solution.error().message + "\n";
    return explain_2048(board, solution.value().moves, solution.value().best_exponent, moves, detect_terminal_style());
  };
  kit.describe = [](const std::string& input) {
    const Board board = parse_known_good(input);
    const auto tiles = std::count_if(board.cells().begin(), board.cells().end(), [](auto e) { return e != 0; });
    return fmt::format("N = {}, {} tile{} up to {}", board.size(), tiles, tiles == 1 ? "" : "s",
                       slide::tile_value(board.max_exponent()));
  };
  // Baekjoon's Python submissions are whole programs that read stdin.
  kit.python_command = [](const std::string& python, const std::string& file) {
    return std::vector<std::string>{python, file};
  };
  return kit;
}

}  // namespace gridsolve::cli::detail
