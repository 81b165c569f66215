// The --explain account of a 2048 answer: the moves, then the board after
// each one, the new largest tile in brackets and the move that reaches the
// answer marked.
#include "common/text_grid.hpp"
#include "slide/puzzle.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gridsolve::slide {
namespace {

// Colours close to the game's: small tiles pale, large tiles warm and bold.
std::string tile_colour(Exponent e) {
  if (e == 0) return "2";  // dim dots for empty cells
  static constexpr const char* kByExponent[] = {"",   "37",   "37",   "33",   "33",   "31",
                                                "31", "1;33", "1;33", "1;33", "1;31", "1;31"};
  return e < std::size(kByExponent) ? kByExponent[e] : "1;35";
}

std::string draw(const Board& board, Exponent mark, const TextStyle& style) {
  return draw_grid(
      board.size(), board.size(),
      [&](int r, int c) {
        const Exponent e = board.at(r, c);
        return GridCell{e ? tile_value(e) : ".", tile_colour(e), mark != 0 && e == mark};
      },
      style);
}

}  // namespace

std::string Puzzle2048::explain(const Board& start, const Solution& solution, const SolveOptions& options,
                                const TextStyle& style) {
  const std::vector<Direction>& moves = solution.moves;
  const Exponent best_exponent = solution.best_exponent;
  const std::uint64_t max_moves = options.moves;
  const std::string bold = sgr(style, "1");
  const std::string reset = sgr_reset(style);
  std::string out = fmt::format("{} in at most {} move{}: {}{}{}\n",
                                solution.proven ? "Largest tile reachable" : "Largest tile found (not proven)",
                                max_moves, max_moves == 1 ? "" : "s", bold, tile_value(best_exponent), reset);
  // A proven answer's line is its shortest unless the search for one was
  // cut short (Solution::witness_is_shortest): say so, since a reader
  // counting the moves would take it for the fewest.
  const std::string not_shortest = solution.proven && !solution.witness_is_shortest
                                       ? fmt::format(" ({} moves; a shorter line may exist)", moves.size())
                                       : std::string();
  out += fmt::format("Moves: {}{}\n\n", moves.empty() ? "(none: the start already holds it)" : moves_string(moves),
                     not_shortest);
  Exponent largest = start.max_exponent();
  out += fmt::format("Start (largest tile {}):\n", tile_value(largest));
  out += draw(start, 0, style);
  Board board = start;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    board = apply_move(board, moves[i]);
    const Exponent top = board.max_exponent();
    const bool new_largest = top > largest;
    largest = std::max(largest, top);
    const bool reaches_answer = new_largest && top == best_exponent;
    out += fmt::format("\nMove {}: {} (largest tile {}{}){}\n", i + 1, direction_letter(moves[i]), tile_value(top),
                       new_largest ? ", new, in brackets" : "",
                       reaches_answer ? fmt::format("  {}<- the answer{}", bold, reset) : "");
    out += draw(board, new_largest ? top : 0, style);
  }
  return out;
}

}  // namespace gridsolve::slide
