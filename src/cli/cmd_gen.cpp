// gridsolve gen PUZZLE [--seed S] [--test I] [generator options]
#include <fmt/format.h>

#include <limits>
#include <memory>

#include "cli/commands.hpp"

namespace gridsolve::cli {
namespace {

struct GenCommandOptions {
  std::string puzzle;
  std::uint64_t seed = 1;
  std::uint64_t test_index = 0;
  GenSettings settings;
};

int run_gen(const GenCommandOptions& options) {
  const Puzzle* puzzle = find_puzzle(options.puzzle);
  if (puzzle == nullptr) {
    fmt::print(stderr, "gridsolve gen: unknown puzzle '{}'; the puzzles are {}\n", options.puzzle, puzzle_names());
    return kExitBadInput;
  }
  Expected<std::unique_ptr<CaseGenerator>> generator = puzzle->generator(options.settings);
  if (!generator) {
    fmt::print(stderr, "gridsolve gen: {}\n", generator.error().message);
    return kExitBadInput;
  }
  gen::Rng rng = gen::rng_for_test(options.seed, options.test_index);
  fmt::print("{}", generator.value()->generate(rng));
  return kExitSolved;
}

}  // namespace

void add_seed_option(CLI::App& command, std::uint64_t& seed) {
  command
      .add_option_function<std::string>(
          "--seed",
          [&seed](const std::string& text) {
            std::optional<std::uint64_t> value = parse_count(text, std::numeric_limits<std::uint64_t>::max());
            if (!value) {
              throw CLI::ValidationError("--seed",
                                         fmt::format("expected a whole number from 0 to 2^64 - 1, got '{}'", text));
            }
            seed = *value;
          },
          "Seed of the random instances (default 1); the same seed gives the same instances on every machine")
      ->type_name("S");
}

void add_gen_options(CLI::App& command, GenSettings& settings) {
  command
      .add_option("--size", settings.size,
                  "Board size N, or a range MIN..MAX (defaults: 2048 1..20, cards 4, blocks 4..50)")
      ->type_name("N|MIN..MAX");
  command.add_option("--tiles", settings.tiles, "2048: tile values MIN..MAX, powers of two (default 2..1024)")
      ->type_name("MIN..MAX");
  command
      .add_option("--density", settings.density,
                  "Percent of cells with a tile (2048) or covered by blocks (blocks); default random per board")
      ->type_name("PERCENT");
  command
      .add_option("--family", settings.family,
                  "Edge-heavy families. 2048: mixed (default), random, full, one-value, chain; "
                  "cards: mixed (default), random, on-card, max-pairs; "
                  "blocks: mixed (default), scatter, stack, cascade")
      ->type_name("NAME");
  command.add_option("--pairs", settings.pairs, "cards: number of pairs, N or MIN..MAX (default 1..6)")
      ->type_name("N|MIN..MAX");
  command.add_option("--shapes", settings.shapes, "blocks: ljt (the 12 L, J, T tetrominoes; default) or any")
      ->type_name("ljt|any");
}

CommandRunner add_gen_command(CLI::App& command) {
  auto options = std::make_shared<GenCommandOptions>();
  command.add_option("PUZZLE", options->puzzle, puzzle_names())->required();
  add_seed_option(command, options->seed);
  command
      .add_option_function<std::string>(
          "--test",
          [options](const std::string& text) {
            std::optional<std::uint64_t> value = parse_count(text, std::numeric_limits<std::uint64_t>::max());
            if (!value) throw CLI::ValidationError("--test", fmt::format("expected a whole number, got '{}'", text));
            options->test_index = *value;
          },
          "Print the instance that `check` uses as test number I (counting from 0; default 0)")
      ->type_name("I");
  add_gen_options(command, options->settings);
  return [options] { return run_gen(*options); };
}

}  // namespace gridsolve::cli
