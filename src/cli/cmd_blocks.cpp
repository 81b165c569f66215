// gridsolve blocks [--json | --explain] [FILE]
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <memory>

#include "cli/commands.hpp"
#include "cli/explain_blocks.hpp"
#include "cli/replay_blocks.hpp"
#include "cli/terminal.hpp"
#include "gridsolve/blocks.hpp"

namespace gridsolve::cli {
namespace {

using blocks::BlockId;
using blocks::Board;
using blocks::Bounds;

struct OptionsBlocks {
  std::uint64_t max_memory_bytes = kDefaultMemoryBudgetBytes;
  OutputOptions output;
  std::string input_path = "-";
};

// Boards up to this size are drawn whole in --explain; larger ones are cut
// to a window around the removed block, so the text stays readable.
constexpr int kWholeBoardRows = 30;
constexpr int kWholeBoardCols = 40;
constexpr int kWindowMargin = 2;
constexpr int kMaxWindowRows = 30;
constexpr int kMaxWindowCols = 40;
constexpr char kBlackSquare = '#';

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
  std::vector<blocks::Drop> drops;  // one per column of the rectangle, left to right

  bool contains(int row, int col) const {
    if (col < rectangle.left || col > rectangle.right || drops.empty()) return false;
    return row >= rectangle.top && row < rectangle.top + drops[static_cast<std::size_t>(col - rectangle.left)].squares;
  }
};

// The cells of `window`, ids right-aligned, '.' for empty, black squares as
// '#'; on a terminal each block in its own colour, the black squares in
// reverse video and the block being removed (`focus`) in brackets.
std::string draw_window(const Board& board, const Bounds& window, const BlackSquares& black, BlockId focus,
                        const TerminalStyle& style) {
  static constexpr const char* kBlockColours[] = {"31", "32", "33", "34", "35", "36"};
  return draw_grid(
      window.bottom - window.top + 1, window.right - window.left + 1,
      [&](int r, int c) {
        const int row = window.top + r;
        const int col = window.left + c;
        const BlockId id = board.at(row, col);
        if (black.contains(row, col)) return GridCell{std::string(1, kBlackSquare), "7", false};
        if (id == blocks::kEmpty) return GridCell{".", "2", false};
        return GridCell{std::to_string(id), kBlockColours[id % std::size(kBlockColours)],
                        focus != blocks::kEmpty && id == focus};
      },
      style);
}

std::string describe_window(const Board& board, const Bounds& window) {
  if (window == Bounds{0, 0, board.rows() - 1, board.cols() - 1}) return "the whole board";
  return fmt::format("rows {}-{}, columns {}-{} of the {} x {} board", window.top, window.bottom, window.left,
                     window.right, board.rows(), board.cols());
}

std::string describe_drops(const std::vector<blocks::Drop>& drops) {
  std::string out;
  for (const blocks::Drop& drop : drops) {
    if (drop.squares == 0) continue;
    if (!out.empty()) out += ", ";
    out += fmt::format("{} into column {}", drop.squares, drop.col);
  }
  return out.empty() ? "none needed (the block fills its rectangle)" : out;
}

// Writes the explanation step by step, so a big board with many removals
// streams out instead of being built in memory first.
void print_explanation(std::FILE* out, const Board& start, const blocks::Solution& solution,
                       const TerminalStyle& style) {
  const std::string bold = sgr(style, "1");
  const std::string reset = sgr_reset(style);
  fmt::print(out, "Blocks that can be removed: {}{}{}\n", bold, solution.answer(), reset);
  Board board = start;
  if (start.rows() <= kWholeBoardRows && start.cols() <= kWholeBoardCols) {
    fmt::print(out, "\nStart:\n{}",
               draw_window(board, window_around(board, Bounds{}), BlackSquares{}, blocks::kEmpty, style));
  }
  for (std::size_t i = 0; i < solution.removals.size(); ++i) {
    const blocks::Removal& removal = solution.removals[i];
    const Bounds& b = removal.bounds;
    const std::optional<std::vector<blocks::Drop>> drops = blocks::drops_to_remove(board, removal);
    fmt::print(out, "\nRemoval {} of {}: block {}, rectangle rows {}-{}, columns {}-{}\n", i + 1,
               solution.removals.size(), removal.id, b.top, b.bottom, b.left, b.right);
    if (!drops) {  // not expected: the solver only lists removable blocks
      fmt::print(out, "   (internal error: this block is not removable here)\n");
      return;
    }
    const Bounds window = window_around(board, b);
    std::string step = fmt::format("Black squares dropped: {}\n", describe_drops(*drops));
    step += fmt::format("Before, black squares as {} ({}):\n", kBlackSquare, describe_window(board, window));
    step += draw_window(board, window, BlackSquares{b, *drops}, removal.id, style);
    blocks::remove_block(board, removal);
    step += i + 1 == solution.removals.size()
                ? fmt::format("After: {}the last removal, {} blocks in all{}\n", bold, solution.answer(), reset)
                : std::string("After:\n");
    step += draw_window(board, window, BlackSquares{}, blocks::kEmpty, style);
    fmt::print(out, "{}", step);
  }
  fmt::print(out, "{}",
             solution.answer() == 0 ? "\nNo block's rectangle can be filled from above: nothing can be removed.\n"
                                    : "\nNothing else can be removed.\n");
}

std::string json_result(const blocks::Solution& solution) {
  fmt::memory_buffer out;
  fmt::format_to(std::back_inserter(out), "{{\"answer\": {}, \"removed\": [", solution.answer());
  for (std::size_t i = 0; i < solution.removals.size(); ++i) {
    if (i > 0) fmt::format_to(std::back_inserter(out), ", ");
    fmt::format_to(std::back_inserter(out), "{}", solution.removals[i].id);
  }
  fmt::format_to(std::back_inserter(out), "]}}\n");
  return fmt::to_string(out);
}

int run_blocks(const OptionsBlocks& options) {
  Expected<std::string> input = read_input(options.input_path);
  if (!input) return report_bad_input(options.input_path, input.error());
  blocks::ParseLimits limits;
  limits.max_memory_bytes = options.max_memory_bytes;
  Expected<Board> board = blocks::parse_board(input.value(), limits);
  if (!board) return report_bad_input(options.input_path, board.error());
  if (!options.output.html_path.empty()) {
    if (auto too_big = check_html_size(board.value().cells().size()))
      return report_bad_input(options.input_path, *too_big);
  }
  blocks::SearchOptions search;
  search.max_memory_bytes = options.max_memory_bytes;
  search.held_bytes = input.value().capacity();  // the text stays in memory while solving
  Expected<blocks::Solution> solved = blocks::solve(board.value(), search);
  if (!solved) return report_bad_input(options.input_path, solved.error());
  const blocks::Solution& solution = solved.value();
  if (!options.output.html_path.empty()) {
    if (auto failed = write_text_file(options.output.html_path, render_html(replay_blocks(board.value(), solution)))) {
      return report_bad_input(options.output.html_path, *failed);
    }
  }
  if (options.output.json) {
    fmt::print("{}", json_result(solution));
  } else if (options.output.explain) {
    print_explanation(stdout, board.value(), solution, detect_terminal_style());
  } else {
    fmt::print("{}\n", solution.answer());
  }
  return kExitSolved;
}

}  // namespace

void print_blocks_explanation(std::FILE* out, const Board& start, const blocks::Solution& solution) {
  print_explanation(out, start, solution, detect_terminal_style());
}

CommandRunner add_blocks_command(CLI::App& command) {
  auto options = std::make_shared<OptionsBlocks>();
  add_memory_option(command, options->max_memory_bytes);
  add_output_options(command, options->output);
  add_input_argument(command, options->input_path);
  return [options] { return run_blocks(*options); };
}

}  // namespace gridsolve::cli
