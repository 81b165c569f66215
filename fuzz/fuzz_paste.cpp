// Any bytes through the paste front end (puzzle/paste.hpp) of the puzzle
// the first byte picks: cases, or a one-line error that names its place,
// never a crash. The front end finds the parts of a paste (labels,
// solution(...) calls, name = value lists, JSON objects, self-tests) by
// hand-written scanning, so it gets a fuzzer of its own.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "gridsolve/puzzle.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const auto puzzles = gridsolve::all_puzzles();
  const gridsolve::Puzzle& puzzle = *puzzles[data[0] % puzzles.size()];
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const auto cases = puzzle.parse_pasted(text, std::uint64_t{1} << 20);
  if (!cases.ok()) {
    const std::string& message = cases.error().message;
    if (message.empty() || message.find('\n') != std::string::npos) std::abort();
    // A place in the text, a cell of the board (a rule about the whole board,
    // as the blocks' "block 7 is not 4-connected"), or a case's number first.
    const bool names_place =
        message.rfind("line ", 0) == 0 || message.rfind("row ", 0) == 0 || message.rfind("case ", 0) == 0;
    if (!names_place) std::abort();
  } else if (cases.value().empty()) {
    std::abort();  // parse_pasted gives at least one case or an error
  }
  return 0;
}
