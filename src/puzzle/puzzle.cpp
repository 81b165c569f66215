// The parts of the puzzle interface that do not depend on the puzzle.
#include <fmt/format.h>

#include "gridsolve/puzzle.hpp"
#include "puzzle/adapter.hpp"
#include "puzzle/gen_settings.hpp"

namespace gridsolve {

const Puzzle* find_puzzle(std::string_view name) {
  for (const Puzzle* puzzle : all_puzzles()) {
    if (puzzle->name() == name) return puzzle;
  }
  return nullptr;
}

std::string pasted_case_json(const PastedCase& pasted, const SolvedCase& result) {
  std::string json = result.json();
  if (!pasted.expected || json.empty() || json.back() != '}') return json;
  json.pop_back();
  const Outcome& outcome = result.outcome();
  return fmt::format("{}, \"expected\": {}, \"as_expected\": {}}}", json, *pasted.expected,
                     outcome.proven && outcome.answer == *pasted.expected ? "true" : "false");
}

std::string case_prefix(const PastedCase& pasted, std::size_t index, std::size_t count) {
  return count == 1 ? "" : fmt::format("case {} (line {}): ", index + 1, pasted.line);
}

std::string case_heading(const PastedCase& pasted, std::size_t index, std::size_t count) {
  return count == 1
             ? ""
             : fmt::format("{}Case {} of {} (line {})\n\n", index > 0 ? "\n" : "", index + 1, count, pasted.line);
}

std::string puzzle_names() {
  std::string names;
  for (const Puzzle* puzzle : all_puzzles()) {
    if (!names.empty()) names += ", ";
    names += puzzle->name();
  }
  return names;
}

std::string puzzles_taking(PuzzleOption option) {
  std::vector<std::string_view> names;
  for (const Puzzle* puzzle : all_puzzles()) {
    if (puzzle->takes(option)) names.push_back(puzzle->name());
  }
  return join_names(names);
}

std::vector<const Puzzle*> other_puzzles_reading(std::string_view text, const Puzzle& chosen,
                                                 std::uint64_t max_memory_bytes) {
  std::vector<const Puzzle*> puzzles;
  if (text.size() > kLargestTextTriedByOtherPuzzles) return puzzles;
  for (const Puzzle* puzzle : all_puzzles()) {
    if (puzzle != &chosen && puzzle->parse_pasted(text, max_memory_bytes)) puzzles.push_back(puzzle);
  }
  return puzzles;
}

std::string other_puzzles_note(std::string_view text, const Puzzle& chosen, std::uint64_t max_memory_bytes,
                               std::string_view command_format) {
  const std::vector<const Puzzle*> puzzles = other_puzzles_reading(text, chosen, max_memory_bytes);
  if (puzzles.empty()) return "";
  std::vector<std::string_view> names;
  std::vector<std::string> commands;
  for (const Puzzle* puzzle : puzzles) {
    names.push_back(puzzle->name());
    commands.push_back(fmt::format(fmt::runtime(command_format), puzzle->name()));
  }
  std::vector<std::string_view> command_views(commands.begin(), commands.end());
  return fmt::format(" (the text reads as a {} input: {})", join_names(names, "or"), join_names(command_views, "or"));
}

std::string unproven_note(const Outcome& outcome) {
  if (outcome.proven) return "";
  return fmt::format("best found, not proven: the answer is between {} and {}", outcome.lower_bound,
                     outcome.upper_bound);
}

std::string unproven_headline(const Outcome& outcome) {
  if (outcome.proven) return "";
  return fmt::format(
      "Best found, not proven: the answer is between {} and {} (the search stopped{} after {:.1f} s).\n\n",
      outcome.lower_bound, outcome.upper_bound, outcome.stopped_at_memory_budget ? " at the memory budget" : "",
      outcome.seconds);
}

}  // namespace gridsolve
