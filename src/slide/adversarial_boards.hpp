// The adversarial suite: boards found by bench/slide_adversary.cpp (a
// hill-climb on the solver's node count) on which the 2048 search's bounds
// were weakest when they were found. Kept fixed, and grown (never pruned)
// each time the adversary is rerun after a change to pruning, so that a
// bound that fixes one worst case cannot quietly bring back another. Used
// by bench/hard_suite_bench.cpp and `gridsolve bench`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridsolve/slide.hpp"

namespace gridsolve::slide {

struct AdversarialCase {
  std::string name;
  std::string kind;  // "hard" (N <= 20, tiles to 1024, K = 10), "mid" (the same, K 11 .. 20), "deep" (K = 1000)
  std::uint64_t moves = 0;
  Board board;
};

// Every case, hard first, then mid, then deep.
std::vector<AdversarialCase> adversarial_suite();
// The cases of one kind.
std::vector<AdversarialCase> adversarial_suite(std::string_view kind);

// A board as one line: rows separated by '/', a cell a character: '.' for
// empty, '1' to '9' for exponents 1 to 9, 'a' to 'z' for 10 to 35.
std::string encode_board(const Board& board);
// REQUIRES: text written by encode_board.
Board decode_board(std::string_view text);

}  // namespace gridsolve::slide
