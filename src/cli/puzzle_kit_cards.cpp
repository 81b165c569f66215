// gen and check for cards (SPEC.md section 2).
#include <fmt/format.h>

#include <memory>

#include "cli/explain_cards.hpp"
#include "cli/puzzle_kit.hpp"
#include "gridsolve/cards.hpp"

namespace gridsolve::cli::detail {
namespace {

using cards::Problem;

Expected<gen::CardsGenOptions> cards_options(const GenSettings& settings) {
  for (auto rejected :
       {reject_option(settings.tiles, "--tiles", "2048"), reject_option(settings.shapes, "--shapes", "blocks"),
        reject_option(settings.density, "--density", "2048 and blocks")}) {
    if (rejected) return *rejected;
  }
  if (settings.moves_given) return Error{"--moves applies to 2048 only"};
  gen::CardsGenOptions options;
  if (!settings.size.empty()) {
    // 8 x 8 holds 32 pairs, more than the exact search can take on.
    Expected<gen::IntRange> size = gen::parse_range(settings.size, 1, 8);
    if (!size) return Error{fmt::format("--size: {}", size.error().message)};
    options.size = size.value();
  }
  if (!settings.pairs.empty()) {
    // The search holds a table of 2^pairs entries: 12 pairs stay quick.
    Expected<gen::IntRange> pairs = gen::parse_range(settings.pairs, 0, 12);
    if (!pairs) return Error{fmt::format("--pairs: {}", pairs.error().message)};
    options.pairs = pairs.value();
  }
  if (!settings.family.empty()) {
    Expected<gen::CardsFamily> family = gen::parse_cards_family(settings.family);
    if (!family) return Error{fmt::format("--family: {}", family.error().message)};
    options.family = family.value();
  }
  return options;
}

Problem parse_known_good(const std::string& text) {
  Expected<Problem> problem = cards::parse_problem(text);
  if (!problem) throw std::logic_error("generated cards input does not parse: " + problem.error().message);
  return std::move(problem).value();
}

}  // namespace

Expected<PuzzleKit> make_cards_kit(const GenSettings& settings) {
  Expected<gen::CardsGenOptions> parsed = cards_options(settings);
  if (!parsed) return parsed.error();
  const auto options = std::make_shared<const gen::CardsGenOptions>(parsed.value());

  PuzzleKit kit;
  kit.name = "cards";
  kit.generate = [options](gen::Rng& rng) { return gen::cards_text(gen::generate_cards(*options, rng)); };
  kit.answer = [](const std::string& input) -> Expected<std::string> {
    Expected<cards::Solution> solution = cards::solve(parse_known_good(input));
    if (!solution) return solution.error();
    return fmt::format("{}", solution.value().answer);
  };
  kit.shrink_candidates = [options](const std::string& input) {
    std::vector<std::string> texts;
    for (const Problem& problem : gen::cards_shrink_candidates(parse_known_good(input), *options)) {
      texts.push_back(gen::cards_text(problem));
    }
    return texts;
  };
  kit.explain = [](const std::string& input) {
    const Problem problem = parse_known_good(input);
    Expected<cards::Solution> solution = cards::solve(problem);
    if (!solution) return solution.error().message + "\n";
    return explain_cards(problem, solution.value());
  };
  kit.describe = [](const std::string& input) {
    const Problem problem = parse_known_good(input);
    int cards = 0;
    for (std::int64_t label : problem.board.labels()) cards += label != 0;
    return fmt::format("{} x {}, {} pair{}", problem.board.rows(), problem.board.cols(), cards / 2,
                       cards == 2 ? "" : "s");
  };
  // Programmers calls solution(board, r, c); the input is "board r c".
  kit.python_command = [](const std::string& python, const std::string& file) {
    return programmers_python_command(python, file,
                                      "end = text.rindex(']') + 1\n"
                                      "board = json.loads(text[:end])\n"
                                      "r, c = (int(x) for x in text[end:].replace(',', ' ').split())\n",
                                      "solution(board, r, c)");
  };
  return kit;
}

}  // namespace gridsolve::cli::detail
