# Cards: the files of this folder, for CMakeLists.txt.
# The replay page's drawing of this puzzle's frames (embedded in the page).
set(PUZZLE_PAGE_SCRIPT replay_draw.js)
set(PUZZLE_SOURCES
  board.cpp parse.cpp
  distances.cpp search.cpp
  puzzle.cpp explain.cpp wrong_answer.cpp replay.cpp generate.cpp)
