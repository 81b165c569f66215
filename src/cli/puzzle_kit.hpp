// What `gridsolve gen` and `gridsolve check` need to know about a puzzle,
// behind one interface that works on input text: making a random instance,
// the exact answer, the smaller variants for shrinking, the explanation, and
// how to wrap a Programmers-style Python solution.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "gridsolve/gen.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve::cli {

// The generator options as typed; checked against the puzzle by make_puzzle_kit.
struct GenSettings {
  std::string size;         // 2048, blocks: N or MIN..MAX; cards: R x C as N or MIN..MAX (square)
  std::string tiles;        // 2048: tile values MIN..MAX, powers of two
  std::string density;      // percent of cells with something on them
  std::string family;       // edge-heavy families, see --help
  std::string pairs;        // cards: number of pairs
  std::string shapes;       // blocks: "lj t" (default) or "any"
  std::uint64_t moves = 5;  // 2048: K
  bool moves_given = false;
};

// Adds --size, --tiles, --density, --family, --pairs and --shapes, and
// with `with_moves` --moves, which only the answers depend on.
void add_gen_options(CLI::App& command, GenSettings& settings, bool with_moves);

struct PuzzleKit {
  std::string name;
  std::function<std::string(gen::Rng& rng)> generate;
  // The exact answer, as the judge prints it, for a well-formed input.
  std::function<Expected<std::string>(const std::string& input)> answer;
  std::function<std::vector<std::string>(const std::string& input)> shrink_candidates;
  // What --explain prints for this input.
  std::function<std::string(const std::string& input)> explain;
  // "N = 3, 4 tiles": the size of an input, for the report.
  std::function<std::string(const std::string& input)> describe;
  // The command that runs a Python file written for this puzzle's site.
  std::function<std::vector<std::string>(const std::string& python, const std::string& file)> python_command;
};

// The kit for "2048", "cards" or "blocks" with the generator options
// applied, or an error naming the bad option.
Expected<PuzzleKit> make_puzzle_kit(const std::string& puzzle, const GenSettings& settings);

// The puzzle names gen and check accept, for messages.
std::string known_puzzles();

}  // namespace gridsolve::cli

namespace gridsolve::cli::detail {

// One per puzzle, each in its own puzzle_kit_*.cpp.
Expected<PuzzleKit> make_2048_kit(const GenSettings& settings);
Expected<PuzzleKit> make_cards_kit(const GenSettings& settings);
Expected<PuzzleKit> make_blocks_kit(const GenSettings& settings);

// Runs a Programmers-style Python file: `prepare` turns the input, in the
// variable `text`, into the arguments; `call` calls solution(...) with them.
std::vector<std::string> programmers_python_command(const std::string& python, const std::string& file,
                                                    const std::string& prepare, const std::string& call);

// "--pairs applies to cards only" when `value` is set.
std::optional<Error> reject_option(const std::string& value, const char* option, const char* puzzles);

}  // namespace gridsolve::cli::detail
