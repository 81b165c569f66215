// Test helper: replays a cards witness key by key, from the rules of docs/rules.md,
// section 2, separately from the library's own move code.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "support/cards_reference.hpp"

namespace gridsolve::testkit {

struct CardsReplay {
  bool valid_tokens = true;  // every token one of U D L R ^U ^D ^L ^R E
  std::size_t cards_left = 0;
  // Where the game ended: the cards left, the cursor, the face-up card.
  CardsGrid board;
  int row = 0;
  int col = 0;
  bool face_up = false;
  int up_row = 0;
  int up_col = 0;
  std::string problem;  // first problem met, for the failure message
};

CardsReplay replay_cards(const CardsGrid& grid, int row, int col, const std::vector<std::string>& tokens);

}  // namespace gridsolve::testkit
