#include "cli/puzzle_kit.hpp"

#include <fmt/format.h>

#include "cli/cli_common.hpp"

namespace gridsolve::cli {

void add_gen_options(CLI::App& command, GenSettings& settings, bool with_moves) {
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
                  "cards: mixed (default), random, on-card, max-pairs; blocks: mixed (default), scatter, stack")
      ->type_name("NAME");
  command.add_option("--pairs", settings.pairs, "cards: number of pairs, N or MIN..MAX (default 1..6)")
      ->type_name("N|MIN..MAX");
  command.add_option("--shapes", settings.shapes, "blocks: ljt (the 12 L, J, T tetrominoes; default) or any")
      ->type_name("ljt|any");
  if (!with_moves) return;
  command
      .add_option_function<std::string>(
          "-k,--moves",
          [&settings](const std::string& text) {
            // Up to 20: beyond that no exact answer comes in reasonable time.
            std::optional<std::uint64_t> moves = parse_count(text, 20);
            if (!moves) {
              throw CLI::ValidationError("--moves",
                                         fmt::format("expected a whole number of moves from 0 to 20, got '{}'", text));
            }
            settings.moves = *moves;
            settings.moves_given = true;
          },
          "2048: most moves allowed, K (default 5, Baekjoon 12100; 10 is 12094)")
      ->type_name("K");
}

std::string known_puzzles() { return "2048, cards, blocks"; }

Expected<PuzzleKit> make_puzzle_kit(const std::string& puzzle, const GenSettings& settings) {
  if (puzzle == "2048") return detail::make_2048_kit(settings);
  if (puzzle == "cards") return detail::make_cards_kit(settings);
  if (puzzle == "blocks") return detail::make_blocks_kit(settings);
  return Error{fmt::format("unknown puzzle '{}'; the puzzles are {}", puzzle, known_puzzles())};
}

namespace detail {

std::optional<Error> reject_option(const std::string& value, const char* option, const char* puzzles) {
  if (value.empty()) return std::nullopt;
  return Error{fmt::format("{} applies to {} only", option, puzzles)};
}

std::vector<std::string> programmers_python_command(const std::string& python, const std::string& file,
                                                    const std::string& prepare, const std::string& call) {
  // Programmers calls solution(...) itself: the file has no main of its own.
  // run_path leaves __name__ != "__main__", so a test block in it stays quiet.
  const std::string wrapper = fmt::format(
      "import json, runpy, sys\n"
      "solution = runpy.run_path(sys.argv[1])['solution']\n"
      "text = sys.stdin.read()\n"
      "{}"
      "print({})\n",
      prepare, call);
  return {python, "-c", wrapper, file};
}

}  // namespace detail
}  // namespace gridsolve::cli
