#include "slide/adversarial_boards.hpp"

#include <array>

namespace gridsolve::slide {
namespace {

struct Entry {
  const char* name;
  std::uint64_t moves;
  const char* board;  // encode_board
};

// Written by bench/slide_adversary.cpp; each comment gives the nodes and the
// time when the board was found, with the solver of that day.
constexpr std::array kEntries = {
    // The example: two 1024 tiles in opposite corners, every other cell 2, 4 or 8.
    Entry{"hard-corners", 10,
          "a3121222321121223132/23131211133123123131/22312131221233113321/32333233122323231213/22312333321233113222/"
          "31212333323113111331/23232223333123313312/12233132222213333223/11313311321311121212/13122111231323322322/"
          "21122221212331321112/11312333231333213312/33233213211121122312/32113131321333121211/33231213223212322111/"
          "23122123123233231131/11113122332222121332/13312121211213321331/31222331221121331121/1113211213113122323a"},
};

}  // namespace

std::string encode_board(const Board& board) {
  std::string text;
  const int n = board.size();
  text.reserve(static_cast<std::size_t>(n) * static_cast<std::size_t>(n + 1));
  for (int r = 0; r < n; ++r) {
    if (r > 0) text += '/';
    for (int c = 0; c < n; ++c) {
      const int e = board.at(r, c);
      text += e == 0 ? '.' : e <= 9 ? static_cast<char>('0' + e) : static_cast<char>('a' + e - 10);
    }
  }
  return text;
}

Board decode_board(std::string_view text) {
  int n = 1;
  for (char ch : text) n += ch == '/';
  if (text.empty()) n = 0;
  Board board(n);
  int r = 0;
  int c = 0;
  for (char ch : text) {
    if (ch == '/') {
      ++r;
      c = 0;
      continue;
    }
    const int e = ch == '.' ? 0 : (ch >= '1' && ch <= '9') ? ch - '0' : ch - 'a' + 10;
    board.set(r, c++, static_cast<Exponent>(e));
  }
  return board;
}

std::vector<AdversarialCase> adversarial_suite() {
  std::vector<AdversarialCase> cases;
  cases.reserve(kEntries.size());
  for (const Entry& entry : kEntries) {
    const std::string_view name = entry.name;
    AdversarialCase c{entry.name, std::string(name.substr(0, name.find('-'))), entry.moves, decode_board(entry.board)};
    cases.push_back(std::move(c));
  }
  return cases;
}

std::vector<AdversarialCase> adversarial_suite(std::string_view kind) {
  std::vector<AdversarialCase> cases;
  for (AdversarialCase& c : adversarial_suite()) {
    if (c.kind == kind) cases.push_back(std::move(c));
  }
  return cases;
}

}  // namespace gridsolve::slide
