# Blocks: the files of this folder, for CMakeLists.txt.
# The replay page's drawing of this puzzle's frames (embedded in the page).
set(PUZZLE_PAGE_SCRIPT replay_draw.js)
set(PUZZLE_SOURCES
  board.cpp parse.cpp
  solve.cpp memory.cpp
  puzzle.cpp explain.cpp wrong_answer.cpp replay.cpp generate.cpp)
