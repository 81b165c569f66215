# Cards: the files of this folder, for CMakeLists.txt.
set(PUZZLE_SOURCES
  board.cpp parse.cpp
  distances.cpp search.cpp
  puzzle.cpp explain.cpp replay.cpp generate.cpp)
