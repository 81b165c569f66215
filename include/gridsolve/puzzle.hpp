// One interface over every puzzle, for the tools built on the library: the
// command line, the browser page and the Python module. It works on the
// puzzles' own input text and prints what the tools print, so a tool needs
// no code of its own per puzzle.
//
//   const Puzzle* puzzle = find_puzzle("cards");
//   Expected<std::unique_ptr<ParsedCase>> parsed = puzzle->parse(text, kDefaultMemoryBudgetBytes);
//   Expected<std::unique_ptr<SolvedCase>> solved = parsed.value()->solve(options);
//   solved.value()->outcome().answer;   // "14", as the judge prints it
//   solved.value()->json();             // {"answer": 14, "keys": [...], ...}
//
// What people paste (several cases, expected answers, Programmers' own
// formats) goes through parse_pasted instead of parse.
//
// Why virtual functions here and none in the searches: each puzzle's
// implementation (src/<puzzle>/puzzle.hpp) is a plain traits struct whose
// solve calls its search directly, and one class template turns it into this
// interface (src/puzzle/adapter.hpp). A virtual call happens once per case
// parsed or solved, never per node, state or cell.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridsolve/gen.hpp"
#include "gridsolve/limits.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve {

// How a long search is doing, reported about once a second.
struct SolveProgress {
  double seconds = 0;
  std::uint64_t work = 0;   // the search's own unit: nodes, states
  std::string best;         // the best answer found so far
  std::string upper_bound;  // no answer above it is possible
};

// What a solve may use and when it must stop. Each puzzle reads the fields
// it takes (Puzzle::takes) and ignores the others.
struct SolveOptions {
  std::uint64_t moves = 5;  // K, the most moves (2048)
  unsigned threads = 1;     // search threads (2048); 0: all cores
  // Stop after this many seconds (0: no limit) and answer with the best
  // found, not proven (Outcome::proven false).
  double time_limit_seconds = 0;
  // The search stops as under a time limit once this becomes true (Ctrl-C).
  const std::atomic<bool>* interrupt = nullptr;
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
  // Memory the caller holds while the search runs (the command line: its
  // input text), counted against max_memory_bytes too.
  std::uint64_t held_bytes = 0;
  // Called from the searching thread; may be empty.
  std::function<void(const SolveProgress&)> on_progress;
};

// The options a puzzle takes beyond the memory budget, which all take.
enum class PuzzleOption : unsigned { kMoves = 1, kThreads = 2, kTimeLimit = 4 };

// How text explanations are drawn.
struct TextStyle {
  bool colour = false;  // ANSI colours and bold
  int width = 0;        // columns to wrap boards at; 0: never wrap
};

// The answer of one solve as the tools show it.
struct Outcome {
  std::string answer;  // in the judge's format: "16", "14", "2"
  // False when a time limit or an interrupt stopped the search first: the
  // answer is then the best found, and the true answer lies in
  // [lower_bound, upper_bound]. When proven, both equal the answer.
  bool proven = true;
  std::string lower_bound;
  std::string upper_bound;
  double seconds = 0;  // the solve's time
  // Not proven because the search stopped before its memory would pass
  // the budget (SolveOptions::max_memory_bytes), not by a time limit or an
  // interrupt.
  bool stopped_at_memory_budget = false;
};

class SolvedCase {
 public:
  virtual ~SolvedCase() = default;
  virtual const Outcome& outcome() const = 0;
  // One JSON object on one line, without the newline: the answer, the
  // witness and the search's counters (the --json output).
  virtual std::string json() const = 0;
  // The answer step by step for people (--explain), ending with a newline.
  virtual std::string explanation(const TextStyle& style) const = 0;
  // The replay of the witness as the page's script reads it: one JSON
  // object (see src/page/replay.js for its fields).
  virtual std::string replay_json() const = 0;
  // Why `claimed`, a whole number other than the answer, is wrong, for
  // people (gridsolve check's reports): an answer better than the best is
  // shown unreachable (what it would take, or why it never can be), a worse
  // one is beaten by the witness, and where the claim is the answer under a
  // different K or a common misreading of the rules, that is said. Ends
  // with a newline; empty when there is nothing to add to explanation().
  virtual std::string explain_wrong(std::string_view claimed, const TextStyle& style) const = 0;
};

class ParsedCase {
 public:
  virtual ~ParsedCase() = default;
  virtual std::size_t cell_count() const = 0;
  // "N = 3, 4 tiles up to 16": the case's size, for reports.
  virtual std::string describe() const = 0;
  // The case in the puzzle's input format.
  virtual std::string text() const = 0;
  // An error when the search would not fit in options.max_memory_bytes.
  virtual Expected<std::unique_ptr<SolvedCase>> solve(const SolveOptions& options) const = 0;
};

// One case of a pasted input (Puzzle::parse_pasted).
struct PastedCase {
  std::unique_ptr<ParsedCase> parsed;
  // The answer pasted with the case (the examples table's result, the
  // judge's sample output, the editor's 기댓값), as a whole number: "14".
  std::optional<std::string> expected;
  std::size_t line = 1;  // the line of the text where the case starts
  // The most moves K that the pasted problem statement names, for a puzzle
  // that takes them (2048): 10 on Baekjoon 12094's page ("최대 10번
  // 이동", "2048 (Hard)"), 5 on 12100's. Empty when the text names none, or
  // two different ones. The tools solve with it where the user gave no K.
  std::optional<std::uint64_t> statement_moves;
};

// The --json line of a pasted case's result: result.json(), with
// "expected" (the answer pasted with the case) and "as_expected" (whether
// the result is proven and equals it) when an answer was pasted. Shared by
// the command line, the Python module and the browser page.
std::string pasted_case_json(const PastedCase& pasted, const SolvedCase& result);

// How a text of several pasted cases names one (`index` from 0 of
// `count`), in the command line, the Python module and the browser page
// alike: "case 2 (line 3): " before a message, "" when the text holds one
// case; "Case 2 of 3 (line 3)\n\n" (after a blank line from the second on)
// above its explanation, "" for one case.
std::string case_prefix(const PastedCase& pasted, std::size_t index, std::size_t count);
std::string case_heading(const PastedCase& pasted, std::size_t index, std::size_t count);

// The generator options as typed, each checked by the puzzles that take it.
struct GenSettings {
  std::string size;     // N or MIN..MAX
  std::string tiles;    // 2048: tile values MIN..MAX, powers of two
  std::string density;  // percent of cells with something on them
  std::string family;   // the puzzle's edge-heavy families
  std::string pairs;    // cards: number of pairs, N or MIN..MAX
  std::string shapes;   // blocks: ljt or any
};

// Random cases of a puzzle and their smaller variants (gen and check).
class CaseGenerator {
 public:
  virtual ~CaseGenerator() = default;
  // The case `rng` gives, in the input format.
  virtual std::string generate(gen::Rng& rng) const = 0;
  // Smaller variants of `text` (a case this generator made or shrank), the
  // most aggressive first; each stays within the generator's limits.
  virtual std::vector<std::string> shrink_candidates(std::string_view text) const = 0;
};

// How a judge runs a solution to the puzzle.
enum class JudgeStyle {
  kStandardInput,  // Baekjoon: a whole program reads the input text
  kFunction,       // Programmers: solution(...) is called with the arguments
};

// One parameter of a Programmers solution(...) function, for the harnesses
// of gridsolve check, which pass each in its language's usual type.
struct FunctionParameter {
  enum class Kind {
    kGrid,    // rows of whole numbers: vector<vector<int>>, int[][], a list of lists
    kNumber,  // a whole number: int
  };
  std::string_view name;  // "board", "r"
  Kind kind = Kind::kNumber;
};

class Puzzle {
 public:
  virtual ~Puzzle() = default;
  virtual std::string_view name() const = 0;     // "2048", "cards", "blocks"
  virtual std::string_view summary() const = 0;  // one line for --help
  // What the input text holds, for --help.
  virtual std::string_view input_help() const = 0;
  virtual bool takes(PuzzleOption option) const = 0;
  virtual JudgeStyle judge_style() const = 0;

  // Parses one case. Errors name their place ("line 2, column 5: ..." in the
  // text, "row 1, column 3: ..." on the board) and are checked against the
  // memory budget before the board's memory is taken.
  virtual Expected<std::unique_ptr<ParsedCase>> parse(std::string_view text, std::uint64_t max_memory_bytes) const = 0;

  // Parses text as people paste it (src/puzzle/paste.hpp, docs/rules.md
  // section 5): the input format, for puzzles that take them (takes_many_cases)
  // several cases one after another, each optionally followed by its expected
  // answer; for kFunction puzzles also solution(...) calls, name = value
  // lists and the Programmers editor's 입력값 〉 / 기댓값 〉 lines. Fails on
  // the first case that does not parse, naming the place in the text.
  virtual Expected<std::vector<PastedCase>> parse_pasted(std::string_view text,
                                                         std::uint64_t max_memory_bytes) const = 0;
  virtual bool takes_many_cases() const = 0;
  // An input to show in help texts, in the input format: the problem's
  // first example, followed by its answer ("... 1 0 14").
  virtual std::string_view example_input() const = 0;

  // For kFunction puzzles: the arguments of solution(...) for `text`, as a
  // JSON array ("[[[1,0],[0,1]], 1, 0]"). REQUIRES: text parses.
  virtual std::string function_arguments(std::string_view text) const = 0;
  // The parameters of solution(...), in order; function_arguments gives one
  // argument for each.
  virtual std::vector<FunctionParameter> function_parameters() const = 0;

  // A generator with `settings` applied, or an error naming the bad option
  // ("--pairs applies to cards only").
  virtual Expected<std::unique_ptr<CaseGenerator>> generator(const GenSettings& settings) const = 0;
};

// Every puzzle, in the order the tools list them.
const std::vector<const Puzzle*>& all_puzzles();
// The puzzle named `name`, or null.
const Puzzle* find_puzzle(std::string_view name);
// "2048, cards, blocks"
std::string puzzle_names();
// The puzzles that take `option`: "2048", "2048 and cards".
std::string puzzles_taking(PuzzleOption option);

// The puzzles other than `chosen` whose reader (Puzzle::parse_pasted) takes
// all of `text`, in the order of all_puzzles(): for a text that `chosen`
// does not read, the puzzle it was meant for (a cards board pasted while
// 2048 is chosen), which the tools name beside the error. The readers only
// parse, never solve. A text over kLargestTextTriedByOtherPuzzles bytes is
// not tried (none: no puzzle's input pasted from a page is near it), so
// that an error on a huge file costs no more than its one reading.
inline constexpr std::size_t kLargestTextTriedByOtherPuzzles = std::size_t{1} << 20;
std::vector<const Puzzle*> other_puzzles_reading(std::string_view text, const Puzzle& chosen,
                                                 std::uint64_t max_memory_bytes);
// The note for the puzzles other_puzzles_reading finds, to follow the
// chosen puzzle's error: " (the text reads as a cards input: gridsolve
// cards)", or "" when there are none. `command_format` is how the tool
// names a puzzle's solver ("gridsolve {}").
std::string other_puzzles_note(std::string_view text, const Puzzle& chosen, std::uint64_t max_memory_bytes,
                               std::string_view command_format);

// The self-contained HTML page that replays a solved case (--html): the
// page's CSS and script inline, no network.
std::string replay_page(const SolvedCase& solved);

// The most cells a board may have for a replay page: a page must stay quick
// to draw and to step through.
inline constexpr std::size_t kMaxReplayCells = 65536;

// An error for a replay of a board of more than kMaxReplayCells cells, to
// check before solving.
std::optional<Error> check_replay_size(std::size_t cells);

}  // namespace gridsolve
