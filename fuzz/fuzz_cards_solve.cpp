// Parse and solve small card boards; the keys must number the answer and,
// played by the rules, remove every card.
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

#include "gridsolve/cards.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace gridsolve::cards;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = parse_problem(text);
  if (!parsed.ok()) return 0;
  if (parsed.value().board.cell_count() > 36) return 0;  // up to 6 x 6 keeps each run fast
  SearchOptions options;
  options.max_memory_bytes = std::uint64_t{64} << 20;
  const auto solved = solve(parsed.value(), options);
  if (!solved.ok()) return 0;
  if (solved.value().keys.size() != solved.value().answer) std::abort();
  // Played by the library's rules (press); tests/cards_*_test.cpp replay
  // witnesses with an independent simulator instead.
  GameState game{parsed.value().board, parsed.value().start, std::nullopt};
  for (Key key : solved.value().keys) press(game, key);
  for (std::int64_t label : game.board.labels()) {
    if (label != 0) std::abort();
  }
  return 0;
}
