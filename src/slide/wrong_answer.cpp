// Why a claimed 2048 answer is wrong (gridsolve check's reports): a tile
// larger than the answer is shown out of reach (the fewest moves it needs,
// or the tile sum that forbids it), a smaller one is beaten by the witness,
// and a claim that is the answer for another K, or under a common misreading
// of the merge rule, is named as such with the move where the misreading
// departs from the rules.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <charconv>
#include <optional>
#include <string>
#include <unordered_set>

#include "common/text_grid.hpp"
#include "slide/puzzle.hpp"

namespace gridsolve::slide {
namespace {

// Misreadings of the merge rule (docs/rules.md section 1) that solutions make.
enum class Reading : std::uint8_t {
  kMergeAgain,    // a tile made by a merge merges again in the same move
  kFarSideFirst,  // of three equal tiles, the two farthest from the wall merge
};

// One line slid toward its start (index 0) under a misreading.
std::vector<Exponent> slide_line(const std::vector<Exponent>& line, Reading reading) {
  std::vector<Exponent> tiles;
  for (Exponent e : line) {
    if (e != 0) tiles.push_back(e);
  }
  std::vector<Exponent> out;
  if (reading == Reading::kMergeAgain) {
    for (Exponent e : tiles) {
      out.push_back(e);
      while (out.size() >= 2 && out[out.size() - 1] == out[out.size() - 2]) {
        out.pop_back();
        ++out.back();
      }
    }
  } else {
    std::reverse(tiles.begin(), tiles.end());
    for (std::size_t i = 0; i < tiles.size(); ++i) {
      if (i + 1 < tiles.size() && tiles[i] == tiles[i + 1]) {
        out.push_back(static_cast<Exponent>(tiles[i] + 1));
        ++i;
      } else {
        out.push_back(tiles[i]);
      }
    }
    std::reverse(out.begin(), out.end());
  }
  out.resize(line.size(), 0);
  return out;
}

Board move_misread(const Board& board, Direction direction, Reading reading) {
  const int n = board.size();
  Board out(n);
  for (int line = 0; line < n; ++line) {
    auto cell = [&](int k) -> std::pair<int, int> {
      switch (direction) {
        case Direction::kLeft: return {line, k};
        case Direction::kRight: return {line, n - 1 - k};
        case Direction::kUp: return {k, line};
        case Direction::kDown: return {n - 1 - k, line};
      }
      return {0, 0};
    };
    std::vector<Exponent> cells(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) cells[static_cast<std::size_t>(k)] = board.at(cell(k).first, cell(k).second);
    const std::vector<Exponent> slid = slide_line(cells, reading);
    for (int k = 0; k < n; ++k) out.set(cell(k).first, cell(k).second, slid[static_cast<std::size_t>(k)]);
  }
  return out;
}

struct Line {
  Exponent best = 0;
  std::vector<Direction> moves;
};

// The best tile within `max_moves` moves under a misreading, by breadth
// first over distinct boards; nothing when that takes too many boards.
std::optional<Line> best_misread(const Board& start, std::uint64_t max_moves, Reading reading) {
  constexpr std::size_t kMaxBoards = 200'000;
  struct Node {
    Board board;
    std::size_t parent;
    Direction move;
  };
  std::vector<Node> nodes = {{start, 0, Direction::kLeft}};
  // The boards seen, as their cells' bytes (strings: GCC 12 warns falsely
  // about its own memcmp in comparing vectors of bytes).
  const auto key = [](const Board& board) { return std::string(board.cells().begin(), board.cells().end()); };
  std::unordered_set<std::string> seen = {key(start)};
  std::size_t best = 0;
  std::size_t level_begin = 0;
  for (std::uint64_t depth = 0; depth < max_moves; ++depth) {
    const std::size_t level_end = nodes.size();
    for (std::size_t i = level_begin; i < level_end; ++i) {
      for (Direction direction : kAllDirections) {
        Board next = move_misread(nodes[i].board, direction, reading);
        if (!seen.insert(key(next)).second) continue;
        nodes.push_back({std::move(next), i, direction});
        if (nodes.back().board.max_exponent() > nodes[best].board.max_exponent()) best = nodes.size() - 1;
        if (nodes.size() > kMaxBoards) return std::nullopt;
      }
    }
    level_begin = level_end;
  }
  Line line{nodes[best].board.max_exponent(), {}};
  for (std::size_t i = best; i != 0; i = nodes[i].parent) line.moves.push_back(nodes[i].move);
  std::reverse(line.moves.begin(), line.moves.end());
  return line;
}

std::string draw(const Board& board, const TextStyle& style) {
  return draw_grid(
      board.size(), board.size(),
      [&](int r, int c) {
        const Exponent e = board.at(r, c);
        return GridCell{e ? tile_value(e) : ".", "", false};
      },
      style, 4);
}

// The best tile within `moves` moves by the rules, when it is proven quickly.
std::optional<Solution> best_within(const Board& board, std::uint64_t moves, const SolveOptions& options) {
  SearchOptions search;
  search.max_moves = moves;
  search.max_memory_bytes = options.max_memory_bytes;
  search.time_limit_seconds = 5;
  Expected<Solution> solved = solve(board, search);
  if (!solved || !solved.value().proven) return std::nullopt;
  return std::move(solved).value();
}

std::string plural_moves(std::uint64_t k) { return fmt::format("{} move{}", k, k == 1 ? "" : "s"); }

}  // namespace

std::string Puzzle2048::explain_wrong(const Board& board, const Solution& solution, std::string_view claimed,
                                      const SolveOptions& options, const TextStyle& style) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(claimed.data(), claimed.data() + claimed.size(), value);
  if (error != std::errc() || end != claimed.data() + claimed.size()) return "";
  if (value == 0) return "0 is the answer only for a board with no tile; this one has tiles.\n";
  if (!std::has_single_bit(value))
    return fmt::format("{} is not a power of two: no tile can have that value.\n", value);
  const auto claimed_exponent = static_cast<unsigned>(std::countr_zero(value));
  const Exponent answer = solution.best_exponent;
  const std::uint64_t k = options.moves;
  std::string out;
  if (claimed_exponent > answer) {
    std::uint64_t sum = 0;
    for (Exponent e : board.cells()) sum += e != 0 ? std::uint64_t{1} << e : 0;
    const auto most = static_cast<unsigned>(std::bit_width(sum) - 1);
    if (claimed_exponent > most) {
      out += fmt::format(
          "No tile of {} can ever appear on this board: its tiles sum to {}, a merge keeps the sum, so no tile "
          "can exceed {}.\n",
          value, sum, tile_value(static_cast<Exponent>(most)));
    } else {
      bool found = false;
      for (std::uint64_t more = k + 1; more <= k + 12 && !found; ++more) {
        const std::optional<Solution> longer = best_within(board, more, options);
        if (!longer) break;
        if (longer->best_exponent >= claimed_exponent) {
          out += fmt::format("{} needs at least {}: {} reaches {}. Within {} the best is {} (shown below).\n", value,
                             plural_moves(more), moves_string(longer->moves), tile_value(longer->best_exponent),
                             plural_moves(k), tile_value(answer));
          found = true;
        }
      }
      if (!found) {
        const std::optional<Solution> ever = best_within(board, 1'000'000, options);
        if (ever && ever->best_exponent < claimed_exponent) {
          out += fmt::format("No number of moves makes {} on this board: the largest tile it can ever reach is {}.\n",
                             value, tile_value(ever->best_exponent));
        } else {
          out += fmt::format("{} needs more than {}; within {} the best is {}.\n", value, plural_moves(k + 12),
                             plural_moves(k), tile_value(answer));
        }
      }
    }
  } else {
    out += fmt::format("{} is reachable within {}: {} (step by step below), so {} is not the largest.\n",
                       tile_value(answer), plural_moves(k),
                       solution.moves.empty() ? "no move needed" : moves_string(solution.moves), value);
  }
  // The answer for another K: Easy's 5 for Hard's 10 or the reverse, or one
  // move more or fewer.
  std::vector<std::uint64_t> others;
  if (k == 5) others.push_back(10);
  if (k == 10) others.push_back(5);
  if (k >= 1) others.push_back(k - 1);
  others.push_back(k + 1);
  for (std::uint64_t other : others) {
    const std::optional<Solution> there = best_within(board, other, options);
    if (!there || there->best_exponent != claimed_exponent) continue;
    const bool easy_hard = (k == 5 && other == 10) || (k == 10 && other == 5);
    const char* problem = other == 10 ? " (Baekjoon 12094, 2048 Hard)" : " (Baekjoon 12100, 2048 Easy)";
    const std::string doing = easy_hard   ? fmt::format("search {} moves", other)
                              : other > k ? std::string("make a move too many")
                                          : std::string("stop a move short");
    out += fmt::format("{} is the answer for at most {}{}: does your program {}? This check asks for {}{}.\n", value,
                       plural_moves(other), easy_hard ? problem : "", doing, plural_moves(k),
                       easy_hard ? " (--moves sets K)" : "");
    break;
  }
  // Each misreading of the merge rule that gives the claim.
  if (board.size() <= 8 && k <= 10) {
    for (Reading reading : {Reading::kMergeAgain, Reading::kFarSideFirst}) {
      const std::optional<Line> misread = best_misread(board, k, reading);
      if (!misread || misread->best != claimed_exponent) continue;
      out += reading == Reading::kMergeAgain
                 ? fmt::format(
                       "{} is what these moves give if a tile made by a merge merges again in the same move "
                       "(2 2 4 moved left becoming 8); by the rules it becomes 4 4, each tile merging at most "
                       "once a move (see gridsolve help rules 1).\n",
                       value)
                 : fmt::format(
                       "{} is what these moves give if, of three equal tiles in a line, the two farthest from "
                       "the wall merge (2 2 2 moved left becoming 2 4); by the rules it becomes 4 2, the tiles "
                       "nearest the wall merging first (see gridsolve help rules 1).\n",
                       value);
      // The first move where that reading departs from the rules.
      Board rules = board, other = board;
      for (std::size_t i = 0; i < misread->moves.size(); ++i) {
        const Board next_rules = apply_move(rules, misread->moves[i]);
        const Board next_other = move_misread(other, misread->moves[i], reading);
        if (next_rules != next_other) {
          out += fmt::format("Moves {}: at move {} ({}), from\n{}the rules give\n{}and that reading gives\n{}",
                             moves_string(misread->moves), i + 1, direction_letter(misread->moves[i]),
                             draw(rules, style), draw(next_rules, style), draw(next_other, style));
          break;
        }
        rules = next_rules;
        other = next_other;
      }
    }
  }
  return out;
}

}  // namespace gridsolve::slide
