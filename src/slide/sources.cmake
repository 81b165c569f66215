# 2048 without new tiles: the files of this folder, for CMakeLists.txt.
set(PUZZLE_SOURCES
  board.cpp movegen.cpp parse.cpp
  bounds.cpp transposition.cpp search.cpp level_search.cpp small_board.cpp hard_boards.cpp
  puzzle.cpp explain.cpp replay.cpp generate.cpp)
