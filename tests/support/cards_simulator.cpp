#include "support/cards_simulator.hpp"

namespace gridsolve::testkit {

CardsReplay replay_cards(const CardsGrid& grid, int row, int col, const std::vector<std::string>& tokens) {
  CardsGrid board = grid;  // 0 once a card is removed
  const int rows = static_cast<int>(board.size());
  const int cols = static_cast<int>(board[0].size());
  bool have_up = false;
  int up_row = 0;
  int up_col = 0;
  CardsReplay result;
  for (const std::string& token : tokens) {
    const bool ctrl = token.size() == 2 && token[0] == '^';
    const char letter = token.empty() ? '?' : token.back();
    if (token == "E") {
      if (board[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] == 0) continue;
      if (!have_up) {
        have_up = true;
        up_row = row;
        up_col = col;
      } else if (up_row == row && up_col == col) {
        // the face-up card itself: nothing happens
      } else {
        auto& here = board[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
        auto& there = board[static_cast<std::size_t>(up_row)][static_cast<std::size_t>(up_col)];
        if (here == there) here = there = 0;
        have_up = false;
      }
      continue;
    }
    if (!(token.size() == 1 || ctrl) || (letter != 'U' && letter != 'D' && letter != 'L' && letter != 'R')) {
      result.valid_tokens = false;
      result.problem = "unknown token '" + token + "'";
      break;
    }
    const int dr = letter == 'U' ? -1 : letter == 'D' ? 1 : 0;
    const int dc = letter == 'L' ? -1 : letter == 'R' ? 1 : 0;
    auto on_board = [&](int r, int c) { return 0 <= r && r < rows && 0 <= c && c < cols; };
    if (!on_board(row + dr, col + dc)) continue;
    row += dr;
    col += dc;
    while (ctrl && board[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] == 0 &&
           on_board(row + dr, col + dc)) {
      row += dr;
      col += dc;
    }
  }
  for (const auto& line : board) {
    for (std::int64_t v : line) result.cards_left += v != 0;
  }
  result.board = board;
  result.row = row;
  result.col = col;
  result.face_up = have_up;
  result.up_row = up_row;
  result.up_col = up_col;
  return result;
}

}  // namespace gridsolve::testkit
