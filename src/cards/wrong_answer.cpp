// Why a claimed cards answer is wrong (gridsolve check's reports): fewer
// keys than the answer are refuted by the exact search and the witness, more
// keys are beaten by the witness, and a claim that is the fewest under a
// common misreading of the keys (no Ctrl jumps, Ctrl running to the edge,
// Ctrl stopping before the card, Enter not counted, r and c swapped) is
// named as such.
#include <fmt/format.h>

#include <charconv>
#include <deque>
#include <limits>
#include <map>
#include <optional>

#include "cards/puzzle.hpp"

namespace gridsolve::cards {
namespace {

enum class Reading : std::uint8_t {
  kNoCtrl,      // arrows only
  kCtrlToEdge,  // Ctrl+arrow runs to the edge over cards
  // Ctrl+arrow stops on the last empty cell before the first card in its
  // way (at the edge when there is none), as a loop that looks one cell
  // ahead does; an arrow still reaches the card.
  kCtrlStopsBefore,
};

// The fewest keys that remove every card when the cursor moves by
// `reading`, by a DP over (pairs removed, cursor cell) with breadth-first
// key distances; nothing for boards too large to do so quickly.
std::optional<std::uint64_t> fewest_misread(const Problem& problem, Reading reading) {
  const Board& board = problem.board;
  std::map<std::int64_t, std::vector<Cell>> where;
  for (int i = 0; i < board.cell_count(); ++i) {
    const Cell cell = board.cell_at(static_cast<std::size_t>(i));
    if (board.at(cell) != 0) where[board.at(cell)].push_back(cell);
  }
  const auto pairs = where.size();
  if (pairs > 10 || board.cell_count() > 100) return std::nullopt;
  std::vector<std::vector<Cell>> cards;
  cards.reserve(pairs);
  for (auto& [label, cells] : where) cards.push_back(cells);
  const int cells = board.cell_count();
  // Distances from `from` with the cards of the pairs not in `removed`.
  auto distances = [&](unsigned removed, Cell from) {
    Board present(board.rows(), board.cols());
    for (std::size_t p = 0; p < pairs; ++p) {
      if ((removed >> p & 1U) == 0) {
        for (Cell c : cards[p]) present.set(c, 1);
      }
    }
    std::vector<int> dist(static_cast<std::size_t>(cells), -1);
    std::deque<Cell> queue = {from};
    dist[present.index(from)] = 0;
    const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    while (!queue.empty()) {
      const Cell at = queue.front();
      queue.pop_front();
      for (const auto& step : steps) {
        const Cell one{at.row + step[0], at.col + step[1]};
        if (!present.contains(one)) continue;
        std::vector<Cell> next = {one};
        if (reading == Reading::kCtrlStopsBefore) {
          Cell jump = at;
          while (present.contains({jump.row + step[0], jump.col + step[1]}) &&
                 present.at({jump.row + step[0], jump.col + step[1]}) == 0) {
            jump = {jump.row + step[0], jump.col + step[1]};
          }
          next.push_back(jump);
        } else if (reading != Reading::kNoCtrl) {
          Cell jump = one;
          while ((reading == Reading::kCtrlToEdge || present.at(jump) == 0) &&
                 present.contains({jump.row + step[0], jump.col + step[1]})) {
            jump = {jump.row + step[0], jump.col + step[1]};
          }
          next.push_back(jump);
        }
        for (Cell c : next) {
          if (dist[present.index(c)] < 0) {
            dist[present.index(c)] = dist[present.index(at)] + 1;
            queue.push_back(c);
          }
        }
      }
    }
    return dist;
  };
  constexpr std::uint64_t kNone = std::numeric_limits<std::uint64_t>::max();
  const unsigned full = (1U << pairs) - 1;
  std::vector<std::vector<std::uint64_t>> best(full + 1,
                                               std::vector<std::uint64_t>(static_cast<std::size_t>(cells), kNone));
  best[0][board.index(problem.start)] = 0;
  for (unsigned popcount = 0; popcount < pairs; ++popcount) {
    for (unsigned removed = 0; removed <= full; ++removed) {
      if (static_cast<unsigned>(std::popcount(removed)) != popcount) continue;
      for (int at = 0; at < cells; ++at) {
        const std::uint64_t cost = best[removed][static_cast<std::size_t>(at)];
        if (cost == kNone) continue;
        const std::vector<int> here = distances(removed, board.cell_at(static_cast<std::size_t>(at)));
        for (std::size_t p = 0; p < pairs; ++p) {
          if ((removed >> p & 1U) != 0) continue;
          for (int side = 0; side < 2; ++side) {
            const Cell first = cards[p][static_cast<std::size_t>(side)];
            const Cell second = cards[p][static_cast<std::size_t>(1 - side)];
            const int to_first = here[board.index(first)];
            const int to_second = distances(removed, first)[board.index(second)];
            if (to_first < 0 || to_second < 0) continue;
            std::uint64_t& next = best[removed | 1U << p][board.index(second)];
            next = std::min(next, cost + static_cast<std::uint64_t>(to_first + to_second + 2));
          }
        }
      }
    }
  }
  if (pairs == 0) return 0;
  const std::uint64_t fewest = *std::min_element(best[full].begin(), best[full].end());
  return fewest == kNone ? std::nullopt : std::optional<std::uint64_t>(fewest);
}

}  // namespace

std::string CardsPuzzle::explain_wrong(const Problem& problem, const Solution& solution, std::string_view claimed,
                                       const SolveOptions& options, const TextStyle&) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(claimed.data(), claimed.data() + claimed.size(), value);
  if (error != std::errc() || end != claimed.data() + claimed.size()) return "";
  const std::uint64_t answer = solution.answer;
  std::string out;
  if (value < answer) {
    out += fmt::format(
        "No sequence of {} keys removes every card: the exact search proves that {} is the fewest, "
        "and these {} do it: {} (step by step below).\n",
        value, answer, answer, keys_string(solution.keys));
  } else {
    out += fmt::format("{} keys are enough: {} (step by step below), so {} is not the fewest.\n", answer,
                       answer == 0 ? "none" : keys_string(solution.keys), value);
  }
  const std::uint64_t pairs = solution.steps.size();
  if (pairs > 0 && value + 2 * pairs == answer) {
    out += fmt::format(
        "{} is the fewest without the Enter presses, two a pair: each Enter is a key press too "
        "(see gridsolve help rules 2).\n",
        value);
    return out;
  }
  const Cell start = problem.start;
  if (start.row != start.col && problem.board.contains({start.col, start.row})) {
    SolveOptions budget;  // the budget only: no time limit for this second look
    budget.max_memory_bytes = options.max_memory_bytes;
    Expected<Solution> swapped = solve(Problem{problem.board, {start.col, start.row}}, budget);
    if (swapped && swapped.value().answer == value) {
      out += fmt::format(
          "{} is the answer with the cursor at row {}, column {}: are r and c swapped? The cursor "
          "starts at row r = {}, column c = {}.\n",
          value, start.col, start.row, start.row, start.col);
      return out;
    }
  }
  // Both are said when both give the claim.
  if (std::optional<std::uint64_t> no_ctrl = fewest_misread(problem, Reading::kNoCtrl); no_ctrl == value) {
    out += fmt::format(
        "{} is the fewest with the arrow keys alone: does your program leave out the Ctrl+arrow "
        "jumps (see gridsolve help rules 2)?\n",
        value);
  }
  if (std::optional<std::uint64_t> to_edge = fewest_misread(problem, Reading::kCtrlToEdge); to_edge == value) {
    out += fmt::format(
        "{} is the fewest if Ctrl+arrow always ran to the edge of the board; it stops on the first "
        "card in its way (see gridsolve help rules 2).\n",
        value);
  }
  if (std::optional<std::uint64_t> before = fewest_misread(problem, Reading::kCtrlStopsBefore); before == value) {
    out += fmt::format(
        "{} is the fewest if Ctrl+arrow stopped on the cell before the first card in its way; it stops on "
        "that card (see gridsolve help rules 2).\n",
        value);
  }
  return out;
}

}  // namespace gridsolve::cards
