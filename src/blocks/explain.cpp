// The --explain account of a blocks answer: each removal with the squares
// dropped, and the board around it before and after.
#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "blocks/puzzle.hpp"
#include "common/text_grid.hpp"

namespace gridsolve::blocks {
namespace {

// Boards up to this size are drawn whole in --explain; larger ones are cut
// to a window around the removed block, so the text stays readable.
constexpr int kWholeBoardRows = 30;
constexpr int kWholeBoardCols = 40;
constexpr int kWindowMargin = 2;
constexpr int kMaxWindowRows = 30;
constexpr int kMaxWindowCols = 40;
constexpr char kBlackSquare = '#';
// A board with very many removals (a 2000 x 2000 board may have a million)
// would make an explanation of gigabytes: past this many the removals are
// counted, not drawn.
constexpr std::size_t kMaxRemovalsDrawn = 1000;

Bounds window_around(const Board& board, const Bounds& block) {
  if (board.rows() <= kWholeBoardRows && board.cols() <= kWholeBoardCols) {
    return Bounds{0, 0, board.rows() - 1, board.cols() - 1};
  }
  Bounds window{std::max(0, block.top - kWindowMargin), std::max(0, block.left - kWindowMargin),
                std::min(board.rows() - 1, block.bottom + kWindowMargin),
                std::min(board.cols() - 1, block.right + kWindowMargin)};
  window.bottom = std::min(window.bottom, window.top + kMaxWindowRows - 1);
  window.right = std::min(window.right, window.left + kMaxWindowCols - 1);
  return window;
}

// Black squares resting in a block's rectangle: in each column, the top
// `squares` cells of the rectangle.
struct BlackSquares {
  Bounds rectangle;
  std::vector<Drop> drops;  // one per column of the rectangle, left to right

  bool contains(int row, int col) const {
    if (col < rectangle.left || col > rectangle.right || drops.empty()) return false;
    return row >= rectangle.top && row < rectangle.top + drops[static_cast<std::size_t>(col - rectangle.left)].squares;
  }
};

// The cells of `window`, ids right-aligned, '.' for empty, black squares as
// '#'; on a terminal each block in its own colour, the black squares in
// reverse video and the block being removed (`focus`) in brackets.
std::string draw_window(const Board& board, const Bounds& window, const BlackSquares& black, BlockId focus,
                        const TextStyle& style) {
  static constexpr const char* kBlockColours[] = {"31", "32", "33", "34", "35", "36"};
  return draw_grid(
      window.bottom - window.top + 1, window.right - window.left + 1,
      [&](int r, int c) {
        const int row = window.top + r;
        const int col = window.left + c;
        const BlockId id = board.at(row, col);
        if (black.contains(row, col)) return GridCell{std::string(1, kBlackSquare), "7", false};
        if (id == kEmpty) return GridCell{".", "2", false};
        return GridCell{std::to_string(id), kBlockColours[id % std::size(kBlockColours)],
                        focus != kEmpty && id == focus};
      },
      style);
}

std::string describe_window(const Board& board, const Bounds& window) {
  if (window == Bounds{0, 0, board.rows() - 1, board.cols() - 1}) return "the whole board";
  return fmt::format("rows {}-{}, columns {}-{} of the {} x {} board", window.top, window.bottom, window.left,
                     window.right, board.rows(), board.cols());
}

std::string describe_drops(const std::vector<Drop>& drops) {
  std::string out;
  for (const Drop& drop : drops) {
    if (drop.squares == 0) continue;
    if (!out.empty()) out += ", ";
    out += fmt::format("{} into column {}", drop.squares, drop.col);
  }
  return out.empty() ? "none needed (the block fills its rectangle)" : out;
}

}  // namespace

std::string BlocksPuzzle::explain(const Board& start, const Solution& solution, const SolveOptions&,
                                  const TextStyle& style) {
  const std::string bold = sgr(style, "1");
  const std::string reset = sgr_reset(style);
  std::string out = fmt::format(
      "{}: {}{}{}\n", solution.proven ? "Blocks that can be removed" : "Blocks removed before the search stopped", bold,
      solution.answer(), reset);
  Board board = start;
  if (start.rows() <= kWholeBoardRows && start.cols() <= kWholeBoardCols) {
    out +=
        fmt::format("\nStart:\n{}", draw_window(board, window_around(board, Bounds{}), BlackSquares{}, kEmpty, style));
  }
  const std::size_t drawn = std::min(solution.removals.size(), kMaxRemovalsDrawn);
  for (std::size_t i = 0; i < drawn; ++i) {
    const Removal& removal = solution.removals[i];
    const Bounds& b = removal.bounds;
    const Bounds window = window_around(board, b);
    const std::optional<std::vector<Drop>> drops = drops_to_remove(board, removal);
    out += fmt::format("\nRemoval {} of {}: block {}, rectangle rows {}-{}, columns {}-{}\n", i + 1,
                       solution.removals.size(), removal.id, b.top, b.bottom, b.left, b.right);
    if (!drops) {  // not expected: the solver only lists removable blocks
      out += "   (internal error: this block is not removable here)\n";
      return out;
    }
    out += fmt::format("Black squares dropped: {}\n", describe_drops(*drops));
    out += fmt::format("Before, black squares as {} ({}):\n", kBlackSquare, describe_window(board, window));
    out += draw_window(board, window, BlackSquares{b, *drops}, removal.id, style);
    remove_block(board, removal);
    out +=
        i + 1 == solution.removals.size()
            ? fmt::format("After: {}the last removal, {} in all{}\n", bold,
                          solution.answer() == 1 ? std::string("1 block") : fmt::format("{} blocks", solution.answer()),
                          reset)
            : std::string("After:\n");
    out += draw_window(board, window, BlackSquares{}, kEmpty, style);
  }
  if (drawn < solution.removals.size()) {
    out += fmt::format("\n(The other {} removals are not drawn; --json lists them all, in order.)\n",
                       solution.removals.size() - drawn);
  }
  if (!solution.proven) return out;  // the search did not get to the end
  out += solution.answer() == 0 ? "\nNo block's rectangle can be filled from above: nothing can be removed.\n"
                                : "\nNothing else can be removed.\n";
  return out;
}

}  // namespace gridsolve::blocks
