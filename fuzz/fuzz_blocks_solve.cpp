// Parse and solve block boards; each removal in the order must be possible
// when its turn comes, and nothing may be removable at the end.
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string_view>

#include "gridsolve/blocks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace gridsolve::blocks;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  ParseLimits limits;
  limits.max_memory_bytes = 1 << 20;
  const auto parsed = parse_board(text, limits);
  if (!parsed.ok()) return 0;
  Board board = parsed.value();
  const auto solved = solve(board);
  if (!solved.ok()) std::abort();  // far within the default budget
  const Solution& solution = solved.value();
  for (const Removal& removal : solution.removals) {
    if (!apply_removal(board, removal)) std::abort();
  }
  // Nothing left may be removable: collect each remaining block's rectangle.
  std::map<BlockId, Bounds> left;
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) {
      const BlockId id = board.at(r, c);
      if (id == kEmpty) continue;
      auto [it, fresh] = left.try_emplace(id, Bounds{r, c, r, c});
      if (!fresh) {
        it->second.top = std::min(it->second.top, r);
        it->second.left = std::min(it->second.left, c);
        it->second.bottom = std::max(it->second.bottom, r);
        it->second.right = std::max(it->second.right, c);
      }
    }
  }
  for (const auto& [id, bounds] : left) {
    if (drops_to_remove(board, Removal{id, bounds})) std::abort();
  }
  return 0;
}
