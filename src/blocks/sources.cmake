# Blocks: the files of this folder, for CMakeLists.txt.
set(PUZZLE_SOURCES
  board.cpp parse.cpp
  solve.cpp
  puzzle.cpp explain.cpp replay.cpp generate.cpp)
