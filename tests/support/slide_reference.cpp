#include "support/slide_reference.hpp"

#include <algorithm>
#include <set>
#include <utility>

namespace gridsolve::testkit {

std::vector<std::int64_t> reference_slide_row_left(const std::vector<std::int64_t>& row) {
  std::vector<std::int64_t> tiles;
  for (std::int64_t v : row) {
    if (v != 0) tiles.push_back(v);
  }
  std::vector<std::int64_t> out;
  for (std::size_t i = 0; i < tiles.size();) {
    if (i + 1 < tiles.size() && tiles[i] == tiles[i + 1]) {
      out.push_back(tiles[i] * 2);
      i += 2;
    } else {
      out.push_back(tiles[i]);
      i += 1;
    }
  }
  out.resize(row.size(), 0);
  return out;
}

ValueBoard reference_move(const ValueBoard& board, char direction) {
  const std::size_t n = board.size();
  ValueBoard out = board;
  for (std::size_t line = 0; line < n; ++line) {
    std::vector<std::int64_t> cells(n);
    for (std::size_t k = 0; k < n; ++k) {
      switch (direction) {
        case 'L': cells[k] = board[line][k]; break;
        case 'R': cells[k] = board[line][n - 1 - k]; break;
        case 'U': cells[k] = board[k][line]; break;
        default: cells[k] = board[n - 1 - k][line]; break;
      }
    }
    cells = reference_slide_row_left(cells);
    for (std::size_t k = 0; k < n; ++k) {
      switch (direction) {
        case 'L': out[line][k] = cells[k]; break;
        case 'R': out[line][n - 1 - k] = cells[k]; break;
        case 'U': out[k][line] = cells[k]; break;
        default: out[n - 1 - k][line] = cells[k]; break;
      }
    }
  }
  return out;
}

std::int64_t largest_tile(const ValueBoard& board) {
  std::int64_t best = 0;
  for (const auto& row : board) {
    for (std::int64_t v : row) best = std::max(best, v);
  }
  return best;
}

ValueBoard to_values(const slide::Board& board) {
  const auto n = static_cast<std::size_t>(board.size());
  ValueBoard values(n, std::vector<std::int64_t>(n, 0));
  for (std::size_t r = 0; r < n; ++r) {
    for (std::size_t c = 0; c < n; ++c) {
      const auto e = board.at(static_cast<int>(r), static_cast<int>(c));
      values[r][c] = e ? (std::int64_t{1} << e) : 0;
    }
  }
  return values;
}

slide::Board from_values(const ValueBoard& values) {
  slide::Board board(static_cast<int>(values.size()));
  for (std::size_t r = 0; r < values.size(); ++r) {
    for (std::size_t c = 0; c < values.size(); ++c) {
      slide::Exponent e = 0;
      for (std::int64_t v = values[r][c]; v > 1; v /= 2) ++e;
      board.set(static_cast<int>(r), static_cast<int>(c), e);
    }
  }
  return board;
}

namespace {

// Level by level over the distinct boards, as far as `max_moves` or until no
// new board appears. Returns the largest tile seen; `by_depth`, when given,
// receives the largest tile within d moves for each depth d reached.
std::int64_t explore(const ValueBoard& start, int max_moves, std::vector<std::int64_t>* by_depth) {
  std::set<ValueBoard> seen{start};
  std::vector<ValueBoard> level{start};
  std::int64_t best = largest_tile(start);
  if (by_depth) by_depth->push_back(best);
  for (int depth = 0; depth < max_moves && !level.empty(); ++depth) {
    std::vector<ValueBoard> next;
    for (const ValueBoard& board : level) {
      for (char direction : {'L', 'R', 'U', 'D'}) {
        ValueBoard moved = reference_move(board, direction);
        if (seen.insert(moved).second) {
          best = std::max(best, largest_tile(moved));
          next.push_back(std::move(moved));
        }
      }
    }
    level = std::move(next);
    if (by_depth) by_depth->push_back(best);
  }
  return best;
}

}  // namespace

std::int64_t reference_best_tile(const ValueBoard& start, int max_moves) { return explore(start, max_moves, nullptr); }

std::vector<std::int64_t> reference_best_tile_by_depth(const ValueBoard& start, int max_moves) {
  std::vector<std::int64_t> by_depth;
  explore(start, max_moves, &by_depth);
  // Once no new board appears, later horizons add nothing.
  by_depth.resize(static_cast<std::size_t>(max_moves) + 1, by_depth.back());
  return by_depth;
}

std::string reference_shortest_witness(const ValueBoard& start, int max_moves) {
  const std::int64_t answer = reference_best_tile(start, max_moves);
  std::set<ValueBoard> seen{start};
  std::vector<std::pair<ValueBoard, std::string>> level{{start, ""}};
  if (largest_tile(start) == answer) return "";
  for (int depth = 0; depth < max_moves && !level.empty(); ++depth) {
    std::vector<std::pair<ValueBoard, std::string>> next;
    for (const auto& [board, line] : level) {
      for (char direction : {'L', 'R', 'U', 'D'}) {
        ValueBoard moved = reference_move(board, direction);
        if (!seen.insert(moved).second) continue;
        if (largest_tile(moved) == answer) return line + direction;
        next.emplace_back(std::move(moved), line + direction);
      }
    }
    level = std::move(next);
  }
  return "unreachable";  // cannot happen: reference_best_tile found the answer on some board
}

std::int64_t replay_largest(ValueBoard board, const std::string& moves) {
  for (char direction : moves) board = reference_move(board, direction);
  return largest_tile(board);
}

std::string to_baekjoon_text(const ValueBoard& board) {
  std::string text = std::to_string(board.size()) + "\n";
  for (const auto& row : board) {
    for (std::size_t c = 0; c < row.size(); ++c) text += std::to_string(row[c]) + (c + 1 < row.size() ? " " : "\n");
  }
  return text;
}

}  // namespace gridsolve::testkit
