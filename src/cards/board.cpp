// The keys on a board, as the rules state them (docs/rules.md, cards).
#include <string>

#include "gridsolve/cards.hpp"

namespace gridsolve::cards {

std::string_view key_token(Key key) {
  switch (key) {
    case Key::kUp: return "U";
    case Key::kDown: return "D";
    case Key::kLeft: return "L";
    case Key::kRight: return "R";
    case Key::kCtrlUp: return "^U";
    case Key::kCtrlDown: return "^D";
    case Key::kCtrlLeft: return "^L";
    case Key::kCtrlRight: return "^R";
    case Key::kEnter: return "E";
  }
  return "?";
}

Cell move_cursor(const Board& board, Cell cursor, Key key) {
  int d_row = 0;
  int d_col = 0;
  bool jump = false;
  switch (key) {
    case Key::kUp: d_row = -1; break;
    case Key::kDown: d_row = 1; break;
    case Key::kLeft: d_col = -1; break;
    case Key::kRight: d_col = 1; break;
    case Key::kCtrlUp:
      d_row = -1;
      jump = true;
      break;
    case Key::kCtrlDown:
      d_row = 1;
      jump = true;
      break;
    case Key::kCtrlLeft:
      d_col = -1;
      jump = true;
      break;
    case Key::kCtrlRight:
      d_col = 1;
      jump = true;
      break;
    case Key::kEnter: return cursor;
  }
  Cell next{cursor.row + d_row, cursor.col + d_col};
  if (!board.contains(next)) return cursor;  // at the edge the cursor stays
  if (!jump) return next;
  // Ctrl: on to the nearest card that way, or to the last cell before the edge.
  while (board.at(next) == 0) {
    const Cell beyond{next.row + d_row, next.col + d_col};
    if (!board.contains(beyond)) break;
    next = beyond;
  }
  return next;
}

bool press(GameState& state, Key key) {
  if (key != Key::kEnter) {
    state.cursor = move_cursor(state.board, state.cursor, key);
    return false;
  }
  const Cell here = state.cursor;
  if (state.board.at(here) == 0 || state.face_up == here) return false;
  if (!state.face_up) {
    state.face_up = here;
    return false;
  }
  const Cell other = *state.face_up;
  state.face_up.reset();
  if (state.board.at(other) != state.board.at(here)) return false;  // both turn face down
  state.board.set(other, 0);
  state.board.set(here, 0);
  return true;
}

std::string keys_string(const std::vector<Key>& keys) {
  std::string out;
  for (Key key : keys) {
    if (!out.empty()) out += ' ';
    out += key_token(key);
  }
  return out;
}

}  // namespace gridsolve::cards
