#include "cards/puzzle.hpp"
#include "cards/parse.hpp"

#include <fmt/format.h>

#include "puzzle/adapter.hpp"

namespace gridsolve::cards {

Expected<Problem> CardsPuzzle::parse(std::string_view text, std::uint64_t max_memory_bytes) {
  return parse_problem(text, parse_limits<ParseLimits>(max_memory_bytes));
}

Expected<Problem> CardsPuzzle::parse_case(text::Scanner& scanner, std::uint64_t max_memory_bytes) {
  return cards::parse_case(scanner, parse_limits<ParseLimits>(max_memory_bytes));
}

std::string CardsPuzzle::describe(const Problem& problem) {
  int cards = 0;
  for (std::int64_t label : problem.board.labels()) cards += label != 0;
  return fmt::format("{} x {}, {} pair{}", problem.board.rows(), problem.board.cols(), cards / 2,
                     cards == 2 ? "" : "s");
}

Expected<Solution> CardsPuzzle::solve(const Problem& problem, const SolveOptions& options) {
  return cards::solve(problem, engine_options<SearchOptions>(options));
}

Outcome CardsPuzzle::outcome(const Problem&, const Solution& solution, const SolveOptions&) {
  const std::string answer = std::to_string(solution.answer);
  Outcome outcome{answer, solution.proven, std::to_string(solution.lower_bound), answer};
  outcome.stopped_at_memory_budget = solution.stopped_at_memory_budget;
  return outcome;
}

std::string CardsPuzzle::json(const Problem&, const Solution& solution, const SolveOptions&) {
  std::string keys;
  for (Key key : solution.keys) {
    if (!keys.empty()) keys += ", ";
    keys += fmt::format("\"{}\"", key_token(key));
  }
  return fmt::format(
      R"({{"answer": {}, "keys": [{}], "proven": {}, "lower_bound": {}, "upper_bound": {}, "pairs": {}, "states": {}, )"
      R"("distance_sweeps": {}}})",
      solution.answer, keys, solution.proven, solution.lower_bound, solution.answer, solution.stats.pairs,
      solution.stats.states, solution.stats.distance_sweeps);
}

std::string CardsPuzzle::function_arguments(const Problem& problem) {
  std::string out = "[[";
  for (int r = 0; r < problem.board.rows(); ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < problem.board.cols(); ++c) out += fmt::format("{}{}", c ? "," : "", problem.board.at({r, c}));
    out += "]";
  }
  return fmt::format("{}], {}, {}]", out, problem.start.row, problem.start.col);
}

Expected<gen::CardsGenOptions> CardsPuzzle::gen_options(const GenSettings& settings) {
  gen::CardsGenOptions options;
  // 8 x 8 holds 32 pairs, more than the exact search can take on.
  Expected<gen::IntRange> size = size_setting(settings.size, options.size, 1, 8);
  if (!size) return size.error();
  options.size = size.value();
  if (!settings.pairs.empty()) {
    // The search holds a table of 2^pairs entries: 12 pairs stay quick.
    Expected<gen::IntRange> pairs = gen::parse_range(settings.pairs, 0, 12);
    if (!pairs) return Error{fmt::format("--pairs: {}", pairs.error().message)};
    options.pairs = pairs.value();
    // A board of n x n cells holds n * n / 2 pairs. The generator draws
    // fewer where the range allows, but a least number that the smallest
    // board cannot hold was quietly cut down (--size 2 --pairs 6 gave 2
    // pairs, --size 1 --pairs 1 none at all): refused, for gen and check alike.
    const std::int64_t smallest = options.size.min;
    const std::int64_t most = smallest * smallest / 2;
    if (options.pairs.min > most) {
      const std::string board = options.size.min == options.size.max
                                    ? fmt::format("a {0} x {0} board", smallest)
                                    : fmt::format("the smallest board of --size {}..{}, {} x {},", options.size.min,
                                                  options.size.max, smallest, smallest);
      const std::string holds =
          most == 0 ? "holds no pair" : fmt::format("holds at most {} pair{}", most, most == 1 ? "" : "s");
      const std::string fewer = most == 0 ? "give --pairs 0" : fmt::format("give --pairs {} or fewer", most);
      return Error{fmt::format("--pairs: {} {} ({}, or a larger --size)", board, holds, fewer)};
    }
  }
  Expected<gen::CardsFamily> family = family_setting(settings.family, options.family, &gen::parse_cards_family);
  if (!family) return family.error();
  options.family = family.value();
  return options;
}

}  // namespace gridsolve::cards
