// Random 2048 boards and their smaller variants.
#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <utility>

#include "gridsolve/gen.hpp"

namespace gridsolve::gen {

using slide::Board;
using slide::Exponent;

Expected<SlideFamily> parse_slide_family(std::string_view name) {
  if (name == "mixed") return SlideFamily::kMixed;
  if (name == "random") return SlideFamily::kRandom;
  if (name == "full") return SlideFamily::kFull;
  if (name == "one-value") return SlideFamily::kOneValue;
  if (name == "chain") return SlideFamily::kChain;
  return Error{fmt::format("unknown 2048 family '{}'; the families are mixed, random, full, one-value, chain", name)};
}

namespace {

Exponent random_exponent(const SlideGenOptions& options, Rng& rng) {
  return static_cast<Exponent>(rng.between(options.exponent.min, options.exponent.max));
}

int density_for(const SlideGenOptions& options, Rng& rng) {
  return options.density_percent >= 0 ? options.density_percent : static_cast<int>(rng.between(10, 100));
}

void scatter(Board& board, int density, const std::function<Exponent()>& tile, Rng& rng) {
  for (int r = 0; r < board.size(); ++r) {
    for (int c = 0; c < board.size(); ++c) {
      if (rng.chance(density)) board.set(r, c, tile());
    }
  }
}

// Rows like "e e e+1 e+2 ...": left-moving merges cascade along the whole row.
// Some rows are reversed and the board is transposed half the time, so the
// chains run in every direction.
void fill_chains(Board& board, const SlideGenOptions& options, Rng& rng) {
  const int n = board.size();
  for (int r = 0; r < n; ++r) {
    if (!rng.chance(70)) continue;
    std::vector<Exponent> row(static_cast<std::size_t>(n), 0);
    Exponent value = random_exponent(options, rng);
    for (int c = 0; c < n; ++c) {
      row[static_cast<std::size_t>(c)] = value;
      if (c >= 1 && value < options.exponent.max) ++value;
    }
    if (rng.chance(50)) std::reverse(row.begin(), row.end());
    for (int c = 0; c < n; ++c) board.set(r, c, row[static_cast<std::size_t>(c)]);
  }
  if (rng.chance(50)) {
    Board transposed(n);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) transposed.set(c, r, board.at(r, c));
    }
    board = transposed;
  }
}

bool has_tile(const Board& board) {
  return std::any_of(board.cells().begin(), board.cells().end(), [](Exponent e) { return e != 0; });
}

}  // namespace

Board generate_slide(const SlideGenOptions& options, Rng& rng) {
  const int n = static_cast<int>(rng.between(options.size.min, options.size.max));
  Board board(n);
  SlideFamily family = options.family;
  if (family == SlideFamily::kMixed) {
    const std::uint64_t pick = rng.below(100);
    family = pick < 55   ? SlideFamily::kRandom
             : pick < 70 ? SlideFamily::kFull
             : pick < 85 ? SlideFamily::kOneValue
                         : SlideFamily::kChain;
  }
  switch (family) {
    case SlideFamily::kMixed:
    case SlideFamily::kRandom:
      scatter(board, density_for(options, rng), [&] { return random_exponent(options, rng); }, rng);
      break;
    case SlideFamily::kFull: scatter(board, 100, [&] { return random_exponent(options, rng); }, rng); break;
    case SlideFamily::kOneValue: {
      const Exponent value = random_exponent(options, rng);
      scatter(board, density_for(options, rng), [&] { return value; }, rng);
      break;
    }
    case SlideFamily::kChain: fill_chains(board, options, rng); break;
  }
  if (!has_tile(board)) {
    board.set(static_cast<int>(rng.below(static_cast<std::uint64_t>(n))),
              static_cast<int>(rng.below(static_cast<std::uint64_t>(n))), random_exponent(options, rng));
  }
  return board;
}

std::string slide_text(const Board& board) {
  std::string text = fmt::format("{}\n", board.size());
  for (int r = 0; r < board.size(); ++r) {
    for (int c = 0; c < board.size(); ++c) {
      if (c > 0) text += ' ';
      text += slide::tile_value(board.at(r, c));
    }
    text += '\n';
  }
  return text;
}

namespace {

// The `size` x `size` part of `board` from (top, left).
Board window(const Board& board, int top, int left, int size) {
  Board part(size);
  for (int r = 0; r < size; ++r) {
    for (int c = 0; c < size; ++c) part.set(r, c, board.at(top + r, left + c));
  }
  return part;
}

Board without_row_and_column(const Board& board, int row, int col) {
  Board smaller(board.size() - 1);
  for (int r = 0, rr = 0; r < board.size(); ++r) {
    if (r == row) continue;
    for (int c = 0, cc = 0; c < board.size(); ++c) {
      if (c == col) continue;
      smaller.set(rr, cc++, board.at(r, c));
    }
    ++rr;
  }
  return smaller;
}

}  // namespace

std::vector<Board> slide_shrink_candidates(const Board& board, const SlideGenOptions& options) {
  std::vector<Board> variants;
  const int n = board.size();
  const auto tile_count = [](const Board& b) {
    return std::count_if(b.cells().begin(), b.cells().end(), [](Exponent e) { return e != 0; });
  };
  const auto tiles = tile_count(board);
  auto add_if_valid = [&](Board variant) {
    if (has_tile(variant) && variant != board &&
        std::find(variants.begin(), variants.end(), variant) == variants.end()) {
      variants.push_back(std::move(variant));
    }
  };
  // Quarters first: one accepted step halves the board.
  const int half = (n + 1) / 2;
  if (half < n && half >= options.size.min) {
    for (int top : {0, n - half}) {
      for (int left : {0, n - half}) add_if_valid(window(board, top, left, half));
    }
  }
  // Every row-and-column pair removed, before any tile is touched: trying
  // tiles first was faster but got stuck on larger boards, because with
  // fewer tiles fewer rows can go.
  if (n - 1 >= options.size.min) {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) add_if_valid(without_row_and_column(board, r, c));
    }
  }
  // One row or one column kept alone (most slide mistakes show on one
  // line), then whole rows and columns emptied, then single tiles.
  for (int keep = 0; keep < n && tiles > 1; ++keep) {
    Board only_row(n), only_column(n);
    for (int k = 0; k < n; ++k) {
      only_row.set(keep, k, board.at(keep, k));
      only_column.set(k, keep, board.at(k, keep));
    }
    if (tile_count(only_row) < tiles) add_if_valid(std::move(only_row));
    if (tile_count(only_column) < tiles) add_if_valid(std::move(only_column));
  }
  for (int line = 0; line < n; ++line) {
    Board without_row = board, without_column = board;
    for (int k = 0; k < n; ++k) {
      without_row.set(line, k, 0);
      without_column.set(k, line, 0);
    }
    add_if_valid(std::move(without_row));
    add_if_valid(std::move(without_column));
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (board.at(r, c) == 0) continue;
      Board fewer = board;
      fewer.set(r, c, 0);
      add_if_valid(std::move(fewer));
    }
  }
  // Smaller values. All tiles halved at once keeps every merge the same;
  // then every tile of one value lowered together, or every tile from a
  // value up when the value below is absent (closing a gap in the values:
  // 2 4 256 512 becomes 2 4 8 16 in steps).
  const auto& cells = board.cells();
  const bool all_can_halve =
      std::all_of(cells.begin(), cells.end(), [&](Exponent e) { return e == 0 || e - 1 >= options.exponent.min; });
  if (all_can_halve) {
    Board halved = board;
    for (Exponent& e : halved.mutable_cells()) {
      if (e != 0) --e;
    }
    add_if_valid(std::move(halved));
  }
  std::vector<Exponent> values;
  for (Exponent e : cells) {
    if (e != 0 && std::find(values.begin(), values.end(), e) == values.end()) values.push_back(e);
  }
  std::sort(values.rbegin(), values.rend());
  for (Exponent value : values) {
    if (value - 1 < options.exponent.min) continue;
    const bool gap = std::find(values.begin(), values.end(), value - 1) == values.end();
    Board lowered = board;
    for (Exponent& e : lowered.mutable_cells()) {
      if (gap ? e >= value : e == value) --e;
    }
    add_if_valid(std::move(lowered));
  }
  // Two tiles removed at once (a pair that only fails together).
  for (std::size_t a = 0; a < cells.size(); ++a) {
    for (std::size_t b = a + 1; b < cells.size() && cells[a] != 0; ++b) {
      if (cells[b] == 0) continue;
      Board fewer = board;
      fewer.mutable_cells()[a] = 0;
      fewer.mutable_cells()[b] = 0;
      add_if_valid(std::move(fewer));
    }
  }
  // Two equal tiles made one of twice the value where either stood: the
  // tile sum stays (a 2 2 2 2 board can become 2 4 2, then 2 4 2 8 ...).
  for (std::size_t a = 0; a < cells.size(); ++a) {
    for (std::size_t b = 0; b < cells.size() && cells[a] != 0; ++b) {
      if (b == a || cells[b] != cells[a] || cells[a] + 1 > options.exponent.max) continue;
      Board merged = board;
      merged.mutable_cells()[a] = static_cast<Exponent>(cells[a] + 1);
      merged.mutable_cells()[b] = 0;
      add_if_valid(std::move(merged));
    }
  }
  // The board after one move, when the move merges tiles (fewer tiles).
  for (const slide::Direction direction : slide::kAllDirections) {
    Board moved = slide::apply_move(board, direction);
    if (tile_count(moved) < tiles && moved.max_exponent() <= options.exponent.max) add_if_valid(std::move(moved));
  }
  // A tile one cell up or left into an empty cell: tiles gather top-left.
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (board.at(r, c) == 0) continue;
      for (const auto& [to_r, to_c] : {std::pair{r - 1, c}, std::pair{r, c - 1}}) {
        if (to_r < 0 || to_c < 0 || board.at(to_r, to_c) != 0) continue;
        Board moved = board;
        moved.set(to_r, to_c, board.at(r, c));
        moved.set(r, c, 0);
        add_if_valid(std::move(moved));
      }
    }
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const Exponent e = board.at(r, c);
      if (e == 0 || e - 1 < options.exponent.min) continue;
      Board lower = board;
      lower.set(r, c, static_cast<Exponent>(e - 1));
      add_if_valid(std::move(lower));
    }
  }
  return variants;
}

}  // namespace gridsolve::gen
