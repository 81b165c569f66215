#include "support/cards_reference.hpp"

#include <map>
#include <stdexcept>

namespace gridsolve::testkit {
namespace {

struct Game {
  int rows = 0;
  int cols = 0;
  std::vector<std::int64_t> label;  // per cell
  std::vector<int> card_of_cell;    // per cell: card index or -1
  std::vector<int> pair_of_card;    // per card
  int pairs = 0;
  int cards = 0;
};

// One of the eight cursor keys, from the rules: an arrow moves one cell and
// stays at the edge; Ctrl goes on to the nearest card that way (any card on
// the board, face up or down) or to the last cell that way, and stays at the
// edge.
int press_move(const Game& game, std::uint32_t present_pairs, int cell, int key) {
  static constexpr int kDeltaRow[4] = {-1, 1, 0, 0};
  static constexpr int kDeltaCol[4] = {0, 0, -1, 1};
  const int dr = kDeltaRow[key % 4];
  const int dc = kDeltaCol[key % 4];
  const bool ctrl = key >= 4;
  int r = cell / game.cols;
  int c = cell % game.cols;
  const auto inside = [&](int rr, int cc) { return rr >= 0 && rr < game.rows && cc >= 0 && cc < game.cols; };
  const auto has_card = [&](int rr, int cc) {
    const int card = game.card_of_cell[static_cast<std::size_t>(rr * game.cols + cc)];
    return card >= 0 && (present_pairs >> game.pair_of_card[static_cast<std::size_t>(card)] & 1);
  };
  if (!inside(r + dr, c + dc)) return cell;
  r += dr;
  c += dc;
  if (ctrl) {
    while (!has_card(r, c) && inside(r + dr, c + dc)) {
      r += dr;
      c += dc;
    }
  }
  return r * game.cols + c;
}

}  // namespace

std::uint64_t reference_fewest_presses(const CardsGrid& grid, int row, int col) {
  Game game;
  game.rows = static_cast<int>(grid.size());
  game.cols = static_cast<int>(grid[0].size());
  std::map<std::int64_t, int> pair_of_label;
  for (const auto& line : grid) {
    for (std::int64_t v : line) {
      game.label.push_back(v);
      if (v == 0) {
        game.card_of_cell.push_back(-1);
        continue;
      }
      const auto [it, inserted] = pair_of_label.emplace(v, game.pairs);
      if (inserted) ++game.pairs;
      game.card_of_cell.push_back(game.cards++);
      game.pair_of_card.push_back(it->second);
    }
  }
  if (game.pairs > 12) throw std::invalid_argument("reference search: too many pairs");
  const int cells = game.rows * game.cols;
  const int face_states = game.cards + 1;  // face-up card, or game.cards for none
  const int none_up = game.cards;
  const auto encode = [&](std::uint32_t present, int cursor, int up) {
    return (static_cast<std::size_t>(present) * static_cast<std::size_t>(cells) + static_cast<std::size_t>(cursor)) *
               static_cast<std::size_t>(face_states) +
           static_cast<std::size_t>(up);
  };
  const std::uint32_t all = (std::uint32_t{1} << game.pairs) - 1;
  if (all == 0) return 0;
  std::vector<std::uint8_t> seen(encode(all, cells - 1, none_up) + 1, 0);
  struct State {
    std::uint32_t present;
    int cursor;
    int up;
  };
  std::vector<State> level{{all, row * game.cols + col, none_up}};
  seen[encode(all, level[0].cursor, none_up)] = 1;
  for (std::uint64_t presses = 1; !level.empty(); ++presses) {
    std::vector<State> next;
    for (const State& s : level) {
      for (int key = 0; key < 9; ++key) {
        State t = s;
        if (key < 8) {
          t.cursor = press_move(game, s.present, s.cursor, key);
        } else {  // Enter
          const int card = game.card_of_cell[static_cast<std::size_t>(s.cursor)];
          if (card < 0 || !(s.present >> game.pair_of_card[static_cast<std::size_t>(card)] & 1) || card == s.up)
            continue;
          if (s.up == none_up) {
            t.up = card;
          } else if (game.pair_of_card[static_cast<std::size_t>(card)] ==
                     game.pair_of_card[static_cast<std::size_t>(s.up)]) {
            t.present &= ~(std::uint32_t{1} << game.pair_of_card[static_cast<std::size_t>(card)]);
            t.up = none_up;
            if (t.present == 0) return presses;
          } else {
            t.up = none_up;  // different labels: both turn face down
          }
        }
        const std::size_t code = encode(t.present, t.cursor, t.up);
        if (seen[code]) continue;
        seen[code] = 1;
        next.push_back(t);
      }
    }
    level.swap(next);
  }
  throw std::logic_error("reference search: the cards cannot all be removed");
}

}  // namespace gridsolve::testkit
