// Why a claimed blocks answer is wrong (gridsolve check's reports): more
// blocks than the answer are refuted block by block (each block left after
// every possible removal, and what keeps it), fewer are beaten by the
// witness, and a claim that one pass over the board (or a fixed number of
// passes), or black squares that ignore what is above, would give is named
// as such.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <map>
#include <set>
#include <vector>

#include "blocks/puzzle.hpp"

namespace gridsolve::blocks {
namespace {

std::map<BlockId, Bounds> bounds_of(const Board& board) {
  std::map<BlockId, Bounds> bounds;
  for (int r = 0; r < board.rows(); ++r) {
    for (int c = 0; c < board.cols(); ++c) {
      const BlockId id = board.at(r, c);
      if (id == kEmpty) continue;
      auto [it, fresh] = bounds.try_emplace(id, Bounds{r, c, r, c});
      Bounds& b = it->second;
      b.top = std::min(b.top, r);
      b.bottom = std::max(b.bottom, r);
      b.left = std::min(b.left, c);
      b.right = std::max(b.right, c);
    }
  }
  return bounds;
}

// Ids in reading order of their first cell.
std::vector<BlockId> reading_order(const Board& board) {
  std::vector<BlockId> ids;
  std::set<BlockId> seen;
  for (BlockId id : board.cells()) {
    if (id != kEmpty && seen.insert(id).second) ids.push_back(id);
  }
  return ids;
}

// Whether every cell of the rectangle is the block's or empty (nothing
// about the columns above): the rule read without the falling squares.
bool rectangle_clear(const Board& board, BlockId id, const Bounds& b) {
  for (int r = b.top; r <= b.bottom; ++r) {
    for (int c = b.left; c <= b.right; ++c) {
      if (board.at(r, c) != id && board.at(r, c) != kEmpty) return false;
    }
  }
  return true;
}

// How many blocks have gone after each pass over the blocks in reading
// order, every pass removing each block it meets that can go, until a pass
// removes nothing (that one not listed).
std::vector<std::size_t> removed_after_each_pass(Board board) {
  const std::map<BlockId, Bounds> bounds = bounds_of(board);
  std::vector<std::size_t> removed_after;
  for (std::size_t removed = 0;;) {
    const std::size_t before = removed;
    for (BlockId id : reading_order(board)) {
      if (apply_removal(board, Removal{id, bounds.at(id)})) ++removed;
    }
    if (removed == before) return removed_after;
    removed_after.push_back(removed);
  }
}

std::string in_words(std::size_t count) {
  static constexpr const char* kWords[] = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
  return count >= 1 && count <= 9 ? std::string(kWords[count - 1]) : std::to_string(count);
}

// How many go, repeating until nothing changes, when the columns above the
// rectangle are not looked at.
std::size_t ignoring_above(Board board) {
  std::size_t removed = 0;
  std::map<BlockId, Bounds> bounds = bounds_of(board);
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = bounds.begin(); it != bounds.end();) {
      if (rectangle_clear(board, it->first, it->second)) {
        remove_block(board, Removal{it->first, it->second});
        it = bounds.erase(it);
        ++removed;
        changed = true;
      } else {
        ++it;
      }
    }
  }
  return removed;
}

// Why the block `id` cannot go from `board` (on which nothing else can go).
std::string what_keeps(const Board& board, BlockId id, const Bounds& b) {
  for (int r = b.top; r <= b.bottom; ++r) {
    for (int c = b.left; c <= b.right; ++c) {
      const BlockId there = board.at(r, c);
      if (there != id && there != kEmpty) {
        return fmt::format("its rectangle (rows {}-{}, columns {}-{}) holds a cell of block {} at ({},{})", b.top,
                           b.bottom, b.left, b.right, there, r, c);
      }
      if (there != kEmpty) continue;
      for (int above = 0; above < r; ++above) {
        if (board.at(above, c) != kEmpty) {
          return fmt::format(
              "the empty cell ({},{}) of its rectangle (rows {}-{}, columns {}-{}) is under {} at ({},{}), so no "
              "black square can fall into it",
              r, c, b.top, b.bottom, b.left, b.right,
              board.at(above, c) == id ? "its own cell" : fmt::format("block {}", board.at(above, c)), above, c);
        }
      }
    }
  }
  return "nothing (this is a bug in gridsolve)";
}

}  // namespace

std::string BlocksPuzzle::explain_wrong(const Board& start, const Solution& solution, std::string_view claimed,
                                        const SolveOptions&, const TextStyle&) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(claimed.data(), claimed.data() + claimed.size(), value);
  if (error != std::errc() || end != claimed.data() + claimed.size()) return "";
  const std::size_t answer = solution.answer();
  std::string out;
  if (value > answer) {
    Board board = start;
    for (const Removal& removal : solution.removals) remove_block(board, removal);
    const std::map<BlockId, Bounds> left = bounds_of(board);
    const std::string removed = answer == 1 ? std::string("1 block") : fmt::format("{} blocks", answer);
    if (left.empty()) {
      // Every block goes, or there is none: no block left to say why of.
      out += answer == 0 ? std::string("The board holds no block, so none can be removed.\n")
                         : fmt::format(
                               "The board holds {} in all, and all of them can be removed (in the order "
                               "below).\n",
                               removed);
    } else if (answer == 0) {
      out += "No block can be removed here, in any order:\n";
    } else {
      out += fmt::format(
          "At most {} can be removed (in the order below); the other {} can never go, whatever the order: "
          "removing a block only empties cells, and once those {} are gone nothing else can go:\n",
          removed, left.size(), answer);
    }
    std::size_t shown = 0;
    for (const auto& [id, bounds] : left) {
      if (++shown > 10) {
        out += fmt::format("  ... and {} more\n", left.size() - 10);
        break;
      }
      out += fmt::format("  block {}: {}\n", id, what_keeps(board, id, bounds));
    }
  } else {
    out += fmt::format("{} can be removed, in the order below, so {} is not the most.\n",
                       answer == 1 ? std::string("1 block") : fmt::format("{} blocks", answer), value);
  }
  // A fixed number of passes is short of the answer when a block waits for
  // one that a pass meets later, which waits for another such, and so on.
  const std::vector<std::size_t> removed_after = removed_after_each_pass(start);
  const auto passes = static_cast<std::size_t>(std::find(removed_after.begin(), removed_after.end(), value) -
                                               removed_after.begin() + 1);
  if (passes == 1 && !removed_after.empty()) {
    out += fmt::format(
        "{} is what one pass over the blocks in reading order removes: a block may become removable only after "
        "a block that such a pass meets later is gone; repeat until nothing more goes.\n",
        value);
  } else if (passes <= removed_after.size() && value < answer) {
    out += fmt::format(
        "{} is what {} passes over the blocks in reading order remove: a block may become removable only after a block "
        "that a pass meets later is gone, and that one may wait in the same way for another, so no fixed number "
        "of passes is enough; repeat until nothing more goes.\n",
        value, in_words(passes));
  } else if (ignoring_above(start) == value) {
    out += fmt::format(
        "{} is what you get if a black square could fill a cell with something above it: squares fall from the "
        "top of the board and stop on the first cell taken (see gridsolve help rules 3).\n",
        value);
  }
  return out;
}

}  // namespace gridsolve::blocks
