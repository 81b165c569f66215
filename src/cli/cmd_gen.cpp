// gridsolve gen PUZZLE [--seed S] [--test I] [generator options]
#include <fmt/format.h>

#include <limits>
#include <memory>

#include "cli/commands.hpp"
#include "cli/puzzle_kit.hpp"

namespace gridsolve::cli {
namespace {

struct GenCommandOptions {
  std::string puzzle;
  std::uint64_t seed = 1;
  std::uint64_t test_index = 0;
  GenSettings settings;
};

int run_gen(const GenCommandOptions& options) {
  Expected<PuzzleKit> kit = make_puzzle_kit(options.puzzle, options.settings);
  if (!kit) {
    fmt::print(stderr, "gridsolve gen: {}\n", kit.error().message);
    return kExitBadInput;
  }
  gen::Rng rng = gen::rng_for_test(options.seed, options.test_index);
  fmt::print("{}", kit.value().generate(rng));
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

CommandRunner add_gen_command(CLI::App& command) {
  auto options = std::make_shared<GenCommandOptions>();
  command.add_option("PUZZLE", options->puzzle, "2048, cards or blocks")->required();
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
  add_gen_options(command, options->settings, /*with_moves=*/false);
  return [options] { return run_gen(*options); };
}

}  // namespace gridsolve::cli
