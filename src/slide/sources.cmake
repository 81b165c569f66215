# 2048 without new tiles: the files of this folder, for CMakeLists.txt.
# The replay page's drawing of this puzzle's frames (embedded in the page).
set(PUZZLE_PAGE_SCRIPT replay_draw.js)
set(PUZZLE_SOURCES
  board.cpp movegen.cpp line_simd.cpp parse.cpp
  bounds.cpp two_moves.cpp meeting.cpp memory.cpp transposition.cpp cap_probe.cpp search_context.cpp search.cpp witness_search.cpp level_search.cpp small_board.cpp hard_boards.cpp
  adversarial_boards.cpp
  puzzle.cpp explain.cpp wrong_answer.cpp replay.cpp generate.cpp)
