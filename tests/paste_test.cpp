// The paste front end (src/puzzle/paste.hpp) through the puzzle interface:
// the forms people paste, the expected answers pasted with them, and
// messages that name the place in the text as it was pasted.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/text_scanner.hpp"
#include "gridsolve/puzzle.hpp"

namespace gridsolve {
namespace {

struct Read {
  std::vector<std::string> answers;   // solved, in order
  std::vector<std::string> expected;  // "-" where none was pasted
  std::vector<std::size_t> lines;
};

Read read(std::string_view puzzle, std::string_view text) {
  Expected<std::vector<PastedCase>> cases = find_puzzle(puzzle)->parse_pasted(text, kDefaultMemoryBudgetBytes);
  EXPECT_TRUE(cases.ok()) << text << "\n" << (cases.ok() ? "" : cases.error().message);
  Read result;
  if (!cases.ok()) return result;
  for (const PastedCase& pasted : cases.value()) {
    Expected<std::unique_ptr<SolvedCase>> solved = pasted.parsed->solve(SolveOptions{});
    result.answers.push_back(solved.ok() ? solved.value()->outcome().answer : solved.error().message);
    result.expected.push_back(pasted.expected.value_or("-"));
    result.lines.push_back(pasted.line);
  }
  return result;
}

std::string error_of(std::string_view puzzle, std::string_view text) {
  Expected<std::vector<PastedCase>> cases = find_puzzle(puzzle)->parse_pasted(text, kDefaultMemoryBudgetBytes);
  EXPECT_FALSE(cases.ok()) << text;
  return cases.ok() ? "(parsed)" : cases.error().message;
}

using Strings = std::vector<std::string>;
constexpr std::string_view kRow1 = "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]";
constexpr std::string_view kRow2 = "[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]";

TEST(Paste, ExamplesTableRowsWithTheirAnswers) {
  const std::string table = std::string(kRow1) + "\t1\t0\t14\r\n" + std::string(kRow2) + "\t0\t1\t16\r\n";
  Read got = read("cards", table);
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 2}));
  // With the table's header line, and without answers.
  got = read("cards", "board\tr\tc\tresult\n" + std::string(kRow1) + " 1 0\n" + std::string(kRow2) + " 0 1");
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"-", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2, 3}));
  got = read("blocks", "[[0,0,0,0,0],[0,0,0,0,0],[2,0,1,0,3],[2,1,1,1,3],[2,2,0,3,3]]\t3\n[[1,1]]\n");
  EXPECT_EQ(got.answers, (Strings{"3", "1"}));
  EXPECT_EQ(got.expected, (Strings{"3", "-"}));
}

// The examples table copied a cell a line, as a browser may copy it: the
// header's last line, "result" alone, was read as the Result label, which
// passes over every line below it, and no case was found.
TEST(Paste, ExamplesTableACellALine) {
  std::string table = "board\nr\nc\nresult\n";
  for (const std::string_view row : {kRow1, kRow2}) table += std::string(row) + "\n";
  table.insert(table.find('\n', table.find(kRow1)) + 1, "1\n0\n14\n");
  table += "0\n1\n16\n";
  Read got = read("cards", table);
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{5, 9}));
  // Blank lines between the cells, as some copies put them.
  got = read("blocks", "board\n\nresult\n\n[[1,1]]\n\n1\n");
  EXPECT_EQ(got.answers, (Strings{"1"}));
  EXPECT_EQ(got.expected, (Strings{"1"}));
  // Not after a header, "Result" is still the label whose text is passed
  // over (what a run printed).
  got = read("cards", "[[1,1]] 0 0\nResult\n4\n");
  EXPECT_EQ(got.expected, (Strings{"-"}));
}

// A byte order mark before the text is no column: an error on line 1 is
// placed where the user sees it, as on the lines below.
TEST(Paste, ByteOrderMarkIsNoColumn) {
  EXPECT_EQ(error_of("cards", "\xEF\xBB\xBF[[1,x]] 0 0"), "line 1, column 5: expected an integer, found 'x'");
  EXPECT_EQ(error_of("blocks", "\xEF\xBB\xBF[[1]] [[x]]"), "case 2: line 1, column 9: expected an integer, found 'x'");
  EXPECT_EQ(error_of("2048",
                     "\xEF\xBB\xBF"
                     "2 x"),
            "line 1, column 3: expected the tile at row 0, column 0 (a number), found 'x'");
}

TEST(Paste, SolutionCallsAndNames) {
  Read got = read("cards", "solution(" + std::string(kRow1) + ", 1, 0)\nsolution(" + std::string(kRow2) +
                               ", 0, 1) 16\nsolution(board=" + std::string(kRow2) + ", c=1, r=0)");
  EXPECT_EQ(got.answers, (Strings{"14", "16", "16"}));
  EXPECT_EQ(got.expected, (Strings{"-", "16", "-"}));
  got = read("cards", "c = 0, r = 1, board = " + std::string(kRow1) + ", result = 14\nboard = " + std::string(kRow2) +
                          "\nr = 0\nc = 1");
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 2}));
  got = read("blocks", "solution([[1,1],[1,1]])");
  EXPECT_EQ(got.answers, (Strings{"1"}));
}

TEST(Paste, TheProgrammersEditorsOutput) {
  // As the editor shows a failed run: U+3009 and a tab after each label.
  const std::string run =
      "\xED\x85\x8C\xEC\x8A\xA4\xED\x8A\xB8 1 \xE3\x80\x89\t\xEC\x8B\xA4\xED\x8C\xA8 (0.02ms, 10.1MB)\n"
      "\xEC\x9E\x85\xEB\xA0\xA5\xEA\xB0\x92 \xE3\x80\x89\t[[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]], 1, "
      "0\n"
      "\xEA\xB8\xB0\xEB\x8C\x93\xEA\xB0\x92 \xE3\x80\x89\t14\n"
      "\xEC\x8B\xA4\xED\x96\x89 \xEA\xB2\xB0\xEA\xB3\xBC \xE3\x80\x89\t\xEC\x8B\xA4\xED\x96\x89\xED\x95\x9C "
      "\xEA\xB2\xB0\xEA\xB4\x8F\xEA\xB0\x92 13\xEC\x9D\xB4 \xEA\xB8\xB0\xEB\x8C\x93\xEA\xB0\x92 14\xEA\xB3\xBC "
      "\xEB\x8B\xA4\xEB\xA6\x85\xEB\x8B\x88\xEB\x8B\xA4.\n";
  Read got = read("cards", run);
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2}));
  // Other separators, spaces instead of tabs, a byte order mark, CRLF.
  got = read("cards",
             "\xEF\xBB\xBF\xEC\x9E\x85\xEB\xA0\xA5\xEA\xB0\x92 \xE2\x80\xBA  [[1,1]], 0, 0\r\n\xEA\xB8\xB0\xEB\x8C\x93"
             "\xEA\xB0\x92 >  3\r\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.expected, (Strings{"3"}));
}

TEST(Paste, BaekjoonSampleHeadings) {
  Read got =
      read("2048",
           "\xEC\x98\x88\xEC\xA0\x9C \xEC\x9E\x85\xEB\xA0\xA5 1 \xEB\xB3\xB5\xEC\x82\xAC\n3\n2 2 2\n4 4 4\n8 8 8\n"
           "\xEC\x98\x88\xEC\xA0\x9C \xEC\xB6\x9C\xEB\xA0\xA5 1 \xEB\xB3\xB5\xEC\x82\xAC\n16\n");
  EXPECT_EQ(got.answers, (Strings{"16"}));
  EXPECT_EQ(got.expected, (Strings{"16"}));
  got = read("2048", "3\n2 2 2\n4 4 4\n8 8 8\n\n16\n");
  EXPECT_EQ(got.expected, (Strings{"16"}));
  // The sample output right under the last row, or after a board written
  // on one line; but a value after the last row on its line is a row of
  // N + 1, not an expected answer (it was taken as one).
  EXPECT_EQ(read("2048", "3\n2 2 2\n4 4 4\n8 8 8\n16").expected, (Strings{"16"}));
  EXPECT_EQ(read("2048", "3 2 2 2 4 4 4 8 8 8 16\n").expected, (Strings{"16"}));
  EXPECT_EQ(error_of("2048", "3\n2 2 2\n4 4 4\n8 8 8 8\n"),
            "line 4, column 7: row 2 holds 4 values on its line, but a row of the 3 x 3 board holds 3: put each row "
            "on a line of its own");
}

TEST(Paste, BaekjoonsPageFromItsInputHeading) {
  // 입력 and 출력 head the page's prose about the input and the output, both
  // passed over; the samples under them are read.
  const std::string page =
      "\xEC\x9E\x85\xEB\xA0\xA5\n"  // 입력
      "\xEC\xB2\xAB\xEC\xA7\xB8 \xEC\xA4\x84\xEC\x97\x90 \xEB\xB3\xB4\xEB\x93\x9C\xEC\x9D\x98 "
      "\xED\x81\xAC\xEA\xB8\xB0 N (1 \xE2\x89\xA4 N \xE2\x89\xA4 20)\xEC\x9D\xB4 "
      "\xEC\xA3\xBC\xEC\x96\xB4\xEC\xA7\x84\xEB\x8B\xA4.\n"  // 첫째 줄에 보드의 크기 N (1 ≤ N ≤ 20)이 주어진다.
      "\xEC\xB6\x9C\xEB\xA0\xA5\n"                           // 출력
      "\xEC\xB2\xAB\xEC\xA7\xB8 \xEC\xA4\x84\xEC\x97\x90 "
      "\xEC\xB6\x9C\xEB\xA0\xA5\xED\x95\x9C\xEB\x8B\xA4.\n"  // 첫째 줄에 출력한다.
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\x9E\x85\xEB\xA0\xA5 1\n3\n2 2 2\n4 4 4\n8 8 8\n"
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\xB6\x9C\xEB\xA0\xA5 1\n16\n";
  Read got = read("2048", page);
  EXPECT_EQ(got.answers, (Strings{"16"}));
  EXPECT_EQ(got.expected, (Strings{"16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{5}));  // 예제 입력 1's
  got = read("2048",
             "Input\nThe first line contains N (1 <= N <= 20), the size of the board.\nOutput\nPrint the largest "
             "block.\nSample Input 1\n3\n2 2 2\n4 4 4\n8 8 8\nSample Output 1\n16\n");
  EXPECT_EQ(got.answers, (Strings{"16"}));
  EXPECT_EQ(got.expected, (Strings{"16"}));
  // A case under them is still a case.
  EXPECT_EQ(read("2048", "\xEC\x9E\x85\xEB\xA0\xA5\n3\n2 2 2\n4 4 4\n8 8 8\n").answers, (Strings{"16"}));
  EXPECT_EQ(read("cards", "Input\nboard = [[1,1]], r = 0, c = 0\n").answers, (Strings{"3"}));
  EXPECT_EQ(error_of("2048", "Input\nThe first line contains N.\n"),
            "line 3, column 1: found no input to solve, only the Input text");
}

TEST(Paste, TheProblemPagesExamplesSection) {
  // "입출력 예" over the table, "입출력 예 설명" over prose that is passed over
  // (its numbers and brackets are no case).
  const std::string page = "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88\nboard\tr\tc\tresult\n" +
                           std::string(kRow1) + "\t1\t0\t14\n" + std::string(kRow2) + "\t0\t1\t16\n" +
                           "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88 \xEC\x84\xA4\xEB\xAA\x85\n"
                           "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88 #1\n[[1,0]] 3 1 14\n";
  Read got = read("cards", page);
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{3, 4}));
  // LeetCode's layout: a heading, then labelled lines.
  got = read("cards", "Example 1:\nInput: board = [[1,1]], r = 0, c = 0\nExpected: 3\nExplanation: [[1]] 9\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.expected, (Strings{"3"}));
}

// A test's title over its case (테스트 3, Test 2, 예제 1, Case #1) is read
// on as a heading is: the case under it was passed over with the title,
// and a paste of three cases answered two and said "2 of 2 expected
// answers match". The editor's verdict on the title's line is passed over.
TEST(Paste, ATestsTitleOverItsCase) {
  Read got = read("cards", "board\tr\tc\tresult\n" + std::string(kRow1) + "\t1\t0\t14\n" +
                               "\xED\x85\x8C\xEC\x8A\xA4\xED\x8A\xB8 3\n[[1,0],[0,1]]\t0\t0\t99\n");
  EXPECT_EQ(got.answers, (Strings{"14", "4"}));
  EXPECT_EQ(got.expected, (Strings{"14", "99"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2, 4}));
  got =
      read("cards", "Case #1\n[[1,1]] 0 0 3\nCase #2:\n" + std::string(kRow1) + " 1 0 14\nTest: " + std::string(kRow2) +
                        " 0 1 16\n\xEC\x98\x88\xEC\xA0\x9C 4\n[[1,1]] 0 1 3\n");
  EXPECT_EQ(got.answers, (Strings{"3", "14", "16", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "14", "16", "3"}));
  EXPECT_EQ(read("2048", "Test 1\n3\n2 2 2\n4 4 4\n8 8 8\n").answers, (Strings{"16"}));
  // The verdict after a title, in words, is no case.
  got = read("cards", "\xED\x85\x8C\xEC\x8A\xA4\xED\x8A\xB8 1 \xE3\x80\x89\tPassed (0.02ms, 10.1MB)\n[[1,1]] 0 0\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2}));
}

// Output: a lone whole number under it is the expected answer, as a
// LeetCode-style statement writes it (Input: ..., Output: 14), unless an
// Expected label follows for the same case: then it was what the solution
// printed (LeetCode's run panel). Prose under it (Baekjoon's English page)
// is passed over. The statement's answer was passed over before.
TEST(Paste, OutputIsTheExpectedAnswerWhereNoExpectedFollows) {
  Read got = read("cards", "Example 1:\nInput: board = " + std::string(kRow1) + ", r = 1, c = 0\nOutput: 13\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"13"}));
  got = read("cards", "Input\nboard =\n[[1,1]]\nr =\n0\nc =\n0\nOutput\n4\nExpected\n3\n");
  EXPECT_EQ(got.expected, (Strings{"3"}));
  got = read("cards", "Input: [[1,1]], 0, 0\nOutput: 4\nExpected: 3\nInput: [[1,1]], 0, 1\nOutput: 3\n");
  EXPECT_EQ(got.expected, (Strings{"3", "3"}));
  got = read("cards", "Input: [[1,1]], 0, 0\nOutput: Print the fewest presses.\n");
  EXPECT_EQ(got.expected, (Strings{"-"}));
  // A case that has its expected answer keeps it; Expected twice still differs loudly.
  EXPECT_EQ(read("cards", "Input: [[1,1]], 0, 0\nExpected: 3\nOutput: 4\n").expected, (Strings{"3"}));
  EXPECT_EQ(error_of("cards", "Input: [[1,1]], 0, 0\nOutput: 4\nExpected: 3\nExpected: 5\n"),
            "line 4, column 1: a second expected answer, 5, for the case of line 1 (which expects 3)");
}

// The whole problem page: the prose under 문제 설명 and 제한사항 (or, on
// Kakao's problems, [문제] and [제한사항]) is passed over as Baekjoon's
// prose is, and every row of the table under 입출력 예 ([입출력 예]) is
// solved; the statement's prose was taken for a case and refused at its
// first word.
TEST(Paste, TheWholeProblemPage) {
  const std::string cards_page =
      "\xEB\xAC\xB8\xEC\xA0\x9C \xEC\x84\xA4\xEB\xAA\x85\n"  // 문제 설명
      // 게임 개발자인 베로니는 간단한 카드 짝맞추기 보드 게임을 개발해 보려고 합니다.
      "\xEA\xB2\x8C\xEC\x9E\x84 \xEA\xB0\x9C\xEB\xB0\x9C\xEC\x9E\x90\xEC\x9D\xB8 \xEB\xB2\xA0"
      "\xEB\xA1\x9C\xEB\x8B\x88\xEB\x8A\x94 \xEA\xB0\x84\xEB\x8B\xA8\xED\x95\x9C \xEC\xB9\xB4"
      "\xEB\x93\x9C \xEC\xA7\x9D\xEB\xA7\x9E\xEC\xB6\x94\xEA\xB8\xB0 \xEB\xB3\xB4\xEB\x93\x9C "
      "\xEA\xB2\x8C\xEC\x9E\x84\xEC\x9D\x84 \xEA\xB0\x9C\xEB\xB0\x9C\xED\x95\xB4 \xEB\xB3\xB4"
      "\xEB\xA0\xA4\xEA\xB3\xA0 \xED\x95\xA9\xEB\x8B\x88\xEB\x8B\xA4.\n"
      "[Enter] \xEC\x9E\x85\xEB\xA0\xA5, \xE2\x86\x93 \xEC\x9D\xB4\xEB\x8F\x99, [Ctrl]+\xE2\x86\x92 "
      "\xEC\x9D\xB4\xEB\x8F\x99, [Enter] \xEC\x9E\x85\xEB\xA0\xA5 = \xED\x82\xA4 \xEC\xA1\xB0"
      "\xEC\x9E\x91 4\xED\x9A\x8C\n"  // [Enter] 입력, ↓ 이동, [Ctrl]+→ 이동, [Enter] 입력 = 키 조작 4회
      "[\xEB\xAC\xB8\xEC\xA0\x9C]\n"  // [문제]
      "board\xEC\x99\x80 r, c\xEA\xB0\x80 \xEC\xA3\xBC\xEC\x96\xB4\xEC\xA7\x88 \xEB\x95\x8C, "
      "\xEC\xB5\x9C\xEC\x86\x9F\xEA\xB0\x92\xEC\x9D\x84 return \xED\x95\x98\xEB\x8F\x84\xEB\xA1\x9D sol"
      "ution \xED\x95\xA8\xEC\x88\x98\xEB\xA5\xBC \xEC\x99\x84\xEC\x84\xB1\xED\x95\xB4 \xEC\xA3\xBC"
      "\xEC\x84\xB8\xEC\x9A\x94.\n"  // board와 r, c가 주어질 때, 최솟값을 return 하도록 solution 함수를 완성해 주세요.
      "[\xEC\xA0\x9C\xED\x95\x9C\xEC\x82\xAC\xED\x95\xAD]\n"  // [제한사항]
      "board\xEB\x8A\x94 4 x 4 \xED\x81\xAC\xEA\xB8\xB0\xEC\x9D\x98 2\xEC\xB0\xA8\xEC\x9B\x90 "
      "\xEB\xB0\xB0\xEC\x97\xB4\xEC\x9E\x85\xEB\x8B\x88\xEB\x8B\xA4.\n"  // board는 4 x 4 크기의 2차원 배열입니다.
      // 게임 화면의 좌측 상단이 (0, 0), 우측 하단이 (3, 3) 입니다.
      "\xEA\xB2\x8C\xEC\x9E\x84 \xED\x99\x94\xEB\xA9\xB4\xEC\x9D\x98 \xEC\xA2\x8C\xEC\xB8\xA1 "
      "\xEC\x83\x81\xEB\x8B\xA8\xEC\x9D\xB4 (0, 0), \xEC\x9A\xB0\xEC\xB8\xA1 \xED\x95\x98\xEB\x8B\xA8"
      "\xEC\x9D\xB4 (3, 3) \xEC\x9E\x85\xEB\x8B\x88\xEB\x8B\xA4.\n"
      "[\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88]\n"  // [입출력 예]
      "board\tr\tc\tresult\n"
      "[[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\t1\t0\t14\n"
      "[[3,0,0,2],[0,0,1,0],[0,1,0,0],[2,0,0,3]]\t0\t1\t16\n"
      "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88\xEC\x97\x90 \xEB\x8C\x80\xED\x95\x9C "
      "\xEC\x84\xA4\xEB\xAA\x85\n"                              // 입출력 예에 대한 설명
      "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88 #1\n"  // 입출력 예 #1
      "\xEB\xAC\xB8\xEC\xA0\x9C\xEC\x9D\x98 \xEC\x98\x88\xEC\x8B\x9C\xEC\x99\x80 \xEA\xB0\x99"
      "\xEC\x8A\xB5\xEB\x8B\x88\xEB\x8B\xA4.\n"                 // 문제의 예시와 같습니다.
      "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88 #2\n"  // 입출력 예 #2
      // 위 게임 화면에서 모든 카드를 제거하기 위한 키 조작 횟수의 최솟값은 16번 입니다.
      "\xEC\x9C\x84 \xEA\xB2\x8C\xEC\x9E\x84 \xED\x99\x94\xEB\xA9\xB4\xEC\x97\x90\xEC\x84\x9C "
      "\xEB\xAA\xA8\xEB\x93\xA0 \xEC\xB9\xB4\xEB\x93\x9C\xEB\xA5\xBC \xEC\xA0\x9C\xEA\xB1\xB0"
      "\xED\x95\x98\xEA\xB8\xB0 \xEC\x9C\x84\xED\x95\x9C \xED\x82\xA4 \xEC\xA1\xB0\xEC\x9E\x91 "
      "\xED\x9A\x9F\xEC\x88\x98\xEC\x9D\x98 \xEC\xB5\x9C\xEC\x86\x9F\xEA\xB0\x92\xEC\x9D\x80 16"
      "\xEB\xB2\x88 \xEC\x9E\x85\xEB\x8B\x88\xEB\x8B\xA4.\n";
  Read got = read("cards", cards_page);
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{11, 12}));
  // Headings without brackets, as the blocks problem writes them; CRLF.
  const std::string blocks_page =
      "\xEB\xAC\xB8\xEC\xA0\x9C \xEC\x84\xA4\xEB\xAA\x85\r\n"  // 문제 설명
      "\xEB\xB8\x94\xEB\xA1\x9D\xEA\xB2\x8C\xEC\x9E\x84\r\n"   // 블록게임
      // 프렌즈 블록이라는 신규 게임이 출시되었고, 상금이 걸린 이벤트 대회가 개최 되었다.
      "\xED\x94\x84\xEB\xA0\x8C\xEC\xA6\x88 \xEB\xB8\x94\xEB\xA1\x9D\xEC\x9D\xB4\xEB\x9D\xBC"
      "\xEB\x8A\x94 \xEC\x8B\xA0\xEA\xB7\x9C \xEA\xB2\x8C\xEC\x9E\x84\xEC\x9D\xB4 \xEC\xB6\x9C"
      "\xEC\x8B\x9C\xEB\x90\x98\xEC\x97\x88\xEA\xB3\xA0, \xEC\x83\x81\xEA\xB8\x88\xEC\x9D\xB4 "
      "\xEA\xB1\xB8\xEB\xA6\xB0 \xEC\x9D\xB4\xEB\xB2\xA4\xED\x8A\xB8 \xEB\x8C\x80\xED\x9A\x8C"
      "\xEA\xB0\x80 \xEA\xB0\x9C\xEC\xB5\x9C \xEB\x90\x98\xEC\x97\x88\xEB\x8B\xA4.\r\n"
      "\xEA\xB2\x8C\xEC\x9E\x84\xEA\xB7\x9C\xEC\xB9\x99\r\n"  // 게임규칙
      // 1 x 1 크기의 정사각형으로 이루어진 N x N 크기의 보드 위에 블록들이 배치된 채로 시작된다.
      "1 x 1 \xED\x81\xAC\xEA\xB8\xB0\xEC\x9D\x98 \xEC\xA0\x95\xEC\x82\xAC\xEA\xB0\x81\xED\x98\x95"
      "\xEC\x9C\xBC\xEB\xA1\x9C \xEC\x9D\xB4\xEB\xA3\xA8\xEC\x96\xB4\xEC\xA7\x84 N x N \xED\x81\xAC"
      "\xEA\xB8\xB0\xEC\x9D\x98 \xEB\xB3\xB4\xEB\x93\x9C \xEC\x9C\x84\xEC\x97\x90 \xEB\xB8\x94"
      "\xEB\xA1\x9D\xEB\x93\xA4\xEC\x9D\xB4 \xEB\xB0\xB0\xEC\xB9\x98\xEB\x90\x9C \xEC\xB1\x84"
      "\xEB\xA1\x9C \xEC\x8B\x9C\xEC\x9E\x91\xEB\x90\x9C\xEB\x8B\xA4.\r\n"
      "\xEC\xA0\x9C\xED\x95\x9C\xEC\x82\xAC\xED\x95\xAD\r\n"  // 제한사항
      // board는 블록의 상태가 들어있는 N x N 크기 2차원 배열이다.
      "board\xEB\x8A\x94 \xEB\xB8\x94\xEB\xA1\x9D\xEC\x9D\x98 \xEC\x83\x81\xED\x83\x9C\xEA\xB0\x80 "
      "\xEB\x93\xA4\xEC\x96\xB4\xEC\x9E\x88\xEB\x8A\x94 N x N \xED\x81\xAC\xEA\xB8\xB0 2\xEC\xB0\xA8"
      "\xEC\x9B\x90 \xEB\xB0\xB0\xEC\x97\xB4\xEC\x9D\xB4\xEB\x8B\xA4.\r\n"
      "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88\r\n"  // 입출력 예
      "board\tresult\r\n"
      "[[0,0,0,0,0],[0,0,0,0,0],[2,0,1,0,3],[2,1,1,1,3],[2,2,0,3,3]]\t3\r\n"
      "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88 \xEC\x84\xA4\xEB\xAA\x85\r\n"  // 입출력 예 설명
      "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88 #1\r\n"                        // 입출력 예 #1
      "\xEB\xAC\xB8\xEC\xA0\x9C\xEC\x97\x90 \xEC\xA3\xBC\xEC\x96\xB4\xEC\xA7\x84 \xEC\x98\x88"
      "\xEC\x8B\x9C\xEC\x99\x80 \xEA\xB0\x99\xEC\x9D\x8C\r\n";  // 문제에 주어진 예시와 같음
  got = read("blocks", blocks_page);
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.expected, (Strings{"3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{10}));
  // Baekjoon's page from its 문제 heading.
  const std::string baekjoon_page =
      "\xEB\xAC\xB8\xEC\xA0\x9C\n"  // 문제
      "2048 \xEA\xB2\x8C\xEC\x9E\x84\xEC\x9D\x80 4\xC3\x97"
      "4 \xED\x81\xAC\xEA\xB8\xB0\xEC\x9D\x98 "
      "\xEB\xB3\xB4\xEB\x93\x9C\xEC\x97\x90\xEC\x84\x9C \xED\x98\xBC\xEC\x9E\x90 \xEC\xA6\x90"
      "\xEA\xB8\xB0\xEB\x8A\x94 \xEC\x9E\xAC\xEB\xAF\xB8\xEC\x9E\x88\xEB\x8A\x94 \xEA\xB2\x8C"
      "\xEC\x9E\x84\xEC\x9D\xB4\xEB\x8B\xA4.\n"  // 2048 게임은 4×4 크기의 보드에서 혼자 즐기는 재미있는 게임이다.
      "\xEC\x9E\x85\xEB\xA0\xA5\n"               // 입력
      "\xEC\xB2\xAB\xEC\xA7\xB8 \xEC\xA4\x84\xEC\x97\x90 \xEB\xB3\xB4\xEB\x93\x9C\xEC\x9D\x98 "
      "\xED\x81\xAC\xEA\xB8\xB0 N (1 \xE2\x89\xA4 N \xE2\x89\xA4 20)\xEC\x9D\xB4 \xEC\xA3\xBC"
      "\xEC\x96\xB4\xEC\xA7\x84\xEB\x8B\xA4.\n"  // 첫째 줄에 보드의 크기 N (1 ≤ N ≤ 20)이 주어진다.
      "\xEC\xB6\x9C\xEB\xA0\xA5\n"               // 출력
      "\xEC\xB5\x9C\xEB\x8C\x80 5\xEB\xB2\x88 \xEC\x9D\xB4\xEB\x8F\x99\xEC\x8B\x9C\xEC\xBC\x9C"
      "\xEC\x84\x9C \xEC\x96\xBB\xEC\x9D\x84 \xEC\x88\x98 \xEC\x9E\x88\xEB\x8A\x94 \xEA\xB0\x80"
      "\xEC\x9E\xA5 \xED\x81\xB0 \xEB\xB8\x94\xEB\xA1\x9D\xEC\x9D\x84 \xEC\xB6\x9C\xEB\xA0\xA5"
      "\xED\x95\x9C\xEB\x8B\xA4.\n"  // 최대 5번 이동시켜서 얻을 수 있는 가장 큰 블록을 출력한다.
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\x9E\x85\xEB\xA0\xA5 1\n"  // 예제 입력 1
      "3\n"
      "2 2 2\n"
      "4 4 4\n"
      "8 8 8\n"
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\xB6\x9C\xEB\xA0\xA5 1\n"  // 예제 출력 1
      "16\n";
  got = read("2048", baekjoon_page);
  EXPECT_EQ(got.answers, (Strings{"16"}));
  EXPECT_EQ(got.expected, (Strings{"16"}));
  // A bracket that closes no label, and a board, are no heading.
  EXPECT_EQ(error_of("cards", "[\xEB\xAC\xB8\xEC\xA0\x9C\n[[1,1]] 0 0"),  // [문제
            "line 1, column 2: expected '[' to start row 0, found '\xEB\xAC\xB8\xEC\xA0\x9C'");
}

// Baekjoon's whole page: its title over the table of its limits, whose
// number was taken for N ("found '(Easy)'"), and after the samples 힌트,
// 출처 and 알고리즘 분류, refused at their first word.
TEST(Paste, BaekjoonsWholePage) {
  const std::string page =
      "2048 (Easy) \xEC\x84\xB1\xEA\xB3\xB5\n \n"  // 2048 (Easy) 성공
      "\xEC\x8B\x9C\xEA\xB0\x84 \xEC\xA0\x9C\xED\x95\x9C\t\xEB\xA9\x94\xEB\xAA\xA8\xEB\xA6\xAC "
      "\xEC\xA0\x9C\xED\x95\x9C\t\xEC\xA0\x9C\xEC\xB6\x9C\n"  // 시간 제한 메모리 제한 제출
      "1 \xEC\xB4\x88\t512 MB\t155612\n"                      // 1 초 512 MB 155612
      "\xEB\xAC\xB8\xEC\xA0\x9C\n2048 \xEA\xB2\x8C\xEC\x9E\x84\xEC\x9D\x80 4\xC3\x97"
      "4 "
      "\xED\x81\xAC\xEA\xB8\xB0\xEC\x9D\x98 \xEB\xB3\xB4\xEB\x93\x9C\n"  // 문제 / 2048 게임은 4×4 크기의 보드
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\x9E\x85\xEB\xA0\xA5 1 \n\xEB\xB3\xB5\xEC\x82\xAC\n3\n2 2 2\n4 4 4\n8 8 8\n"
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\xB6\x9C\xEB\xA0\xA5 1 \n\xEB\xB3\xB5\xEC\x82\xAC\n16\n"
      "\xED\x9E\x8C\xED\x8A\xB8\n1 2 3\n"  // 힌트
      "\xEC\xB6\x9C\xEC\xB2\x98\n\xEB\xAC\xB8\xEC\xA0\x9C\xEB\xA5\xBC \xEB\xB2\x88\xEC\x97\xAD\xED\x95\x9C "
      "\xEC\x82\xAC\xEB\x9E\x8C: baekjoon\n"  // 출처 / 문제를 번역한 사람: baekjoon
      "\xEC\x95\x8C\xEA\xB3\xA0\xEB\xA6\xAC\xEC\xA6\x98 \xEB\xB6\x84\xEB\xA5\x98\n\xEA\xB5\xAC\xED\x98\x84\n";  // 알고리즘
                                                                                                                // 분류
                                                                                                                // /
                                                                                                                // 구현
  Read got = read("2048", page);
  EXPECT_EQ(got.answers, (Strings{"16"}));
  EXPECT_EQ(got.expected, (Strings{"16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{7}));  // 예제 입력 1's
  // Its English page.
  got = read("2048",
             "2048 (Easy)\nTime Limit\tMemory Limit\tSubmissions\n1 second\t512 MB\t155612\nProblem\nThe game.\n"
             "Sample Input 1\n3\n2 2 2\n4 4 4\n8 8 8\nSample Output 1\n16\nSource\nbaekjoon 2\n");
  EXPECT_EQ(got.expected, (Strings{"16"}));
  // A line above anything else is read as before.
  EXPECT_EQ(error_of("2048", "2048 (Easy)\n3\n2 2 2\n4 4 4\n8 8 8\n"),
            "line 1, column 6: expected the tile at row 0, column 0 (a number), found '(Easy)'");
}

// The most moves that a pasted statement names: the tools solve with it
// where no K is given, so that Baekjoon 12094's page is not answered for
// 12100's 5 moves (its sample answers the same for both, so a wrong K
// looked right).
std::optional<std::uint64_t> moves_named(std::string_view puzzle, std::string_view text) {
  Expected<std::vector<PastedCase>> cases = find_puzzle(puzzle)->parse_pasted(text, kDefaultMemoryBudgetBytes);
  EXPECT_TRUE(cases.ok()) << text << "\n" << (cases.ok() ? "" : cases.error().message);
  if (!cases.ok()) return std::nullopt;
  for (const PastedCase& pasted : cases.value())
    EXPECT_EQ(pasted.statement_moves, cases.value().front().statement_moves);
  return cases.value().front().statement_moves;
}

TEST(Paste, TheMostMovesAStatementNames) {
  const std::string title =
      "2048 (Hard) \xEC\x84\xB1\xEA\xB3\xB5\n"  // 2048 (Hard) 성공
      "\xEC\x8B\x9C\xEA\xB0\x84 \xEC\xA0\x9C\xED\x95\x9C\t\xEB\xA9\x94\xEB\xAA\xA8\xEB\xA6\xAC "
      "\xEC\xA0\x9C\xED\x95\x9C\t\xEC\xA0\x9C\xEC\xB6\x9C\n"  // 시간 제한 메모리 제한 제출
      "1 \xEC\xB4\x88\t512 MB\t27009\n";                      // 1 초 512 MB 27009
  const std::string statement =
      "\xEB\xAC\xB8\xEC\xA0\x9C\n"  // 문제
      // ... 최대 10번 이동해서 만들 수 있는 가장 큰 블록의 값을 구하는 프로그램을 작성하시오.
      "\xEB\xB3\xB4\xEB\x93\x9C\xEC\x9D\x98 \xED\x81\xAC\xEA\xB8\xB0\xEC\x99\x80 \xEB\xB3\xB4\xEB\x93\x9C"
      "\xED\x8C\x90\xEC\x9D\x98 \xEB\xB8\x94\xEB\xA1\x9D \xEC\x83\x81\xED\x83\x9C\xEA\xB0\x80 \xEC\xA3\xBC"
      "\xEC\x96\xB4\xEC\xA1\x8C\xEC\x9D\x84 \xEB\x95\x8C, \xEC\xB5\x9C\xEB\x8C\x80 10\xEB\xB2\x88 \xEC\x9D\xB4"
      "\xEB\x8F\x99\xED\x95\xB4\xEC\x84\x9C \xEB\xA7\x8C\xEB\x93\xA4 \xEC\x88\x98 \xEC\x9E\x88\xEB\x8A\x94 "
      "\xEA\xB0\x80\xEC\x9E\xA5 \xED\x81\xB0 \xEB\xB8\x94\xEB\xA1\x9D\xEC\x9D\x98 \xEA\xB0\x92\xEC\x9D\x84 "
      "\xEA\xB5\xAC\xED\x95\x98\xEB\x8A\x94 \xED\x94\x84\xEB\xA1\x9C\xEA\xB7\xB8\xEB\x9E\xA8\xEC\x9D\x84 "
      "\xEC\x9E\x91\xEC\x84\xB1\xED\x95\x98\xEC\x8B\x9C\xEC\x98\xA4.\n";
  const std::string output_section =
      "\xEC\xB6\x9C\xEB\xA0\xA5\n"  // 출력
      // 최대 10번 이동시켜서 얻을 수 있는 가장 큰 블록을 출력한다.
      "\xEC\xB5\x9C\xEB\x8C\x80 10\xEB\xB2\x88 \xEC\x9D\xB4\xEB\x8F\x99\xEC\x8B\x9C\xEC\xBC\x9C\xEC\x84\x9C "
      "\xEC\x96\xBB\xEC\x9D\x84 \xEC\x88\x98 \xEC\x9E\x88\xEB\x8A\x94 \xEA\xB0\x80\xEC\x9E\xA5 \xED\x81\xB0 "
      "\xEB\xB8\x94\xEB\xA1\x9D\xEC\x9D\x84 \xEC\xB6\x9C\xEB\xA0\xA5\xED\x95\x9C\xEB\x8B\xA4.\n";
  const std::string sample =
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\x9E\x85\xEB\xA0\xA5 1 \xEB\xB3\xB5\xEC\x82\xAC\n"  // 예제 입력 1 복사
      "3\n2 2 2\n4 4 4\n8 8 8\n"
      "\xEC\x98\x88\xEC\xA0\x9C \xEC\xB6\x9C\xEB\xA0\xA5 1\n16\n";  // 예제 출력 1
  // 12094's whole page, and each part that names K alone.
  EXPECT_EQ(moves_named("2048", title + statement + output_section + sample), 10u);
  EXPECT_EQ(moves_named("2048", title + sample), 10u);
  EXPECT_EQ(moves_named("2048", statement + sample), 10u);
  EXPECT_EQ(moves_named("2048", output_section + sample), 10u);
  // 12100's page says 5 (the default, which the tools then keep).
  const std::string easy_output =
      "\xEC\xB6\x9C\xEB\xA0\xA5\n"  // 출력
      "\xEC\xB5\x9C\xEB\x8C\x80 5\xEB\xB2\x88 \xEC\x9D\xB4\xEB\x8F\x99\xEC\x8B\x9C\xEC\xBC\x9C\xEC\x84\x9C "
      "\xEC\x96\xBB\xEC\x9D\x84 \xEC\x88\x98\n";  // 최대 5번 이동시켜서 얻을 수
  EXPECT_EQ(moves_named("2048", easy_output + sample), 5u);
  // Two that differ name none: a guess would answer another problem.
  EXPECT_EQ(moves_named("2048", statement + easy_output + sample), std::nullopt);
  EXPECT_EQ(moves_named("2048", "2048 (Easy)\nTime Limit\tMemory Limit\n1 second\t512 MB\n" + output_section + sample),
            std::nullopt);
  // The English pages.
  EXPECT_EQ(moves_named("2048",
                        "Output\nPrint the largest block that can be made by moving at most 10 times.\n"
                        "Sample Input 1\n3\n2 2 2\n4 4 4\n8 8 8\nSample Output 1\n16\n"),
            10u);
  EXPECT_EQ(moves_named("2048",
                        "Problem\nFind the largest block after up to 10 moves.\nSample Input 1\n3\n2 2 2\n4 4 "
                        "4\n8 8 8\n"),
            10u);
  EXPECT_EQ(moves_named("2048", "2048 (Hard)\nTime Limit\tMemory Limit\n1 second\t512 MB\n" + sample), 10u);
  // Text with no statement, and numbers that are no K.
  EXPECT_EQ(moves_named("2048", "3\n2 2 2\n4 4 4\n8 8 8\n16\n"), std::nullopt);
  EXPECT_EQ(moves_named("2048", sample), std::nullopt);
  EXPECT_EQ(moves_named("2048", "Problem\nThe board holds at most 20 rows and up to 400 tiles.\n" + sample),
            std::nullopt);
  // Cards takes no K: its statement's prose names none.
  EXPECT_EQ(
      moves_named("cards", statement + "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88\nboard\tr\tc\tresult\n" +
                               std::string(kRow1) + "\t1\t0\t14\n"),
      std::nullopt);
}

// A problem page copied from its title: the title lines above the
// statement's heading were read as the case ("found '카드'").
TEST(Paste, TitleLinesAboveTheStatement) {
  const std::string statement =
      "\xEB\xAC\xB8\xEC\xA0\x9C \xEC\x84\xA4\xEB\xAA\x85\n"  // 문제 설명
      "The game.\n"
      "\xEC\x9E\x85\xEC\xB6\x9C\xEB\xA0\xA5 \xEC\x98\x88\n"  // 입출력 예
      "board\tr\tc\tresult\n" +
      std::string(kRow1) + "\t1\t0\t14\n";
  Read got = read("cards",
                  "\xEC\xB9\xB4\xEB\x93\x9C \xEC\xA7\x9D \xEB\xA7\x9E\xEC\xB6\x94\xEA\xB8\xB0\n"  // 카드 짝 맞추기
                  "2021 KAKAO BLIND RECRUITMENT\n" +
                      statement);
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{7}));
  got = read("2048", "2048 (Easy)\nProblem\nThe game.\nSample Input 1\n3\n2 2 2\n4 4 4\n8 8 8\nSample Output 1\n16\n");
  EXPECT_EQ(got.expected, (Strings{"16"}));
  // More than three lines, or a line that is no title, are not passed over.
  EXPECT_EQ(error_of("cards", "a\nb\nc\nd\n" + statement),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'a'");
  EXPECT_EQ(error_of("cards", "title\n[[1,1]] 0 0\n" + statement),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'title'");
}

TEST(Paste, BaekjoonsCopyButtonOnALineOfItsOwn) {
  Read got = read("2048",
                  "\xEC\x98\x88\xEC\xA0\x9C \xEC\x9E\x85\xEB\xA0\xA5 1\n\xEB\xB3\xB5\xEC\x82\xAC\n3\n2 2 2\n4 4 4\n8 "
                  "8 8\n\xEC\x98\x88\xEC\xA0\x9C \xEC\xB6\x9C\xEB\xA0\xA5 1\nCopy\n16\n");
  EXPECT_EQ(got.answers, (Strings{"16"}));
  EXPECT_EQ(got.expected, (Strings{"16"}));
}

TEST(Paste, JsonObjectsOfTheArguments) {
  Read got = read("cards", "{\"board\": " + std::string(kRow1) +
                               ", \"r\": 1, \"c\": 0}\n{\"c\": 1, \"r\": 0, \"board\": " + std::string(kRow2) +
                               ", \"result\": 16}");
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"-", "16"}));
  // A JSON list of them, over several lines.
  got = read("cards", "[\n  {\"board\": " + std::string(kRow1) + ", \"r\": 1, \"c\": 0, \"result\": 14},\n  " +
                          "{\"board\": [[1,1]], \"r\": 0, \"c\": 0}\n]\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2, 3}));
  got = read("blocks", "{\"board\": [[1,1],[1,1]]}");
  EXPECT_EQ(got.answers, (Strings{"1"}));
  EXPECT_EQ(error_of("cards", "{\"board\": [[1,1]], \"r\": 0, \"c\": 0"),
            "line 1, column 1: the JSON object's '{' has no closing '}'");
  EXPECT_EQ(error_of("cards", "{\"board\": [[1,1]], \"r\": 0, \"c\": 0, 7}"),
            "line 1, column 36: unexpected '7' in the JSON object; solution takes board, r and c (and \"result\", the "
            "expected answer)");
}

TEST(Paste, SelfTestsThatPrintOrAssertACall) {
  Read got = read("cards", "print(solution(" + std::string(kRow1) + ", 1, 0) == 14)\n" +
                               "console.log(solution([[1,1]], 0, 0)); // 3\n"
                               "assert solution([[1,1]], 0, 0) == 3\n"
                               "# a comment line\n"
                               "System.out.println(solution([[1,1]], 0, 0));  // prints 3\n"
                               "solution([[1,1]], 0, 0) -> 3\n"
                               "solution([[1,1]], 0, 0) \xE2\x86\x92 3\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3", "3", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "3", "3", "-", "3", "3"}));
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0) 3"),
            "line 1, column 32: expected ')' to close print(, found end of input");
  // The answer's name in the comment before it: these were passed over,
  // and the call checked against nothing, where "# 13" was read.
  got = read("cards",
             "print(solution([[1,1]], 0, 0))  # expected: 4\nprint(solution([[1,1]], 0, 0))  # Answer = 3\n"
             "console.log(solution([[1,1]], 0, 0)); // \xEC\xA0\x95\xEB\x8B\xB5: 3\n"  // 정답
             "print(solution([[1,1]], 0, 0))  # result: 3 (example 1)\n"
             "print(solution([[1,1]], 0, 0))  # answers: 3\n");
  EXPECT_EQ(got.expected, (Strings{"4", "3", "3", "-", "-"}));
}

TEST(Paste, DeclarationsInASolutionsOwnTestCode) {
  // JavaScript, C++ and Java declare the examples with a keyword or a type;
  // C++ and Java write the board's brackets as braces.
  for (const std::string& text : std::vector<std::string>{
           "const board = " + std::string(kRow1) + ";\nconst r = 1;\nlet c = 0;\n",
           "vector<vector<int>> board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\nint r = 1, c = 0;\n",
           "int[][] board = {{1,0,0,3}, {2,0,0,0}, {0,0,0,2}, {3,0,1,0}};\r\nint r = 1;\r\nint c = 0;\r\n",
       }) {
    EXPECT_EQ(read("cards", text).answers, (Strings{"14"})) << text;
  }
  EXPECT_EQ(read("blocks", "{{1,1},{1,1}}").answers, (Strings{"1"}));
  EXPECT_EQ(error_of("cards", "int[][] board = {{1,0},{0,1]};\nint r = 0, c = 0;"),
            "line 1, column 28: expected ',' or '}' after row 1, column 1, found ']'");
  EXPECT_EQ(error_of("cards", "board[0] = [[1,1]]"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'board'");
}

// A self-test declares the board (and perhaps r, c and the answer) and then
// calls solution with their names: "r is missing" was said of the
// declaration, while r stood in the call below it.
// Declarations as Python and TypeScript also write them: several names at
// once (r, c = 1, 0), a type after the name (board: List[List[int]] =,
// const board: number[][] =), and a comment after one on its line. Each
// was refused ("r is missing", at line 1, column 1, or "found 'board:'").
TEST(Paste, DeclarationsWithTuplesTypesAndComments) {
  Read got = read("cards", "board = " + std::string(kRow1) +
                               "  # \xEC\x98\x88\xEC\xA0\x9C 1\nr, c = 1, 0\nprint(solution(board, r, c))\n"
                               "board, r, c = [[1,1]], 0, 1  # x\n# the call\nprint(solution(board, r, c) == 3)\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3"}));
  EXPECT_EQ(got.expected, (Strings{"-", "3"}));
  got = read("cards", "from typing import List\nboard: List[List[int]] = " + std::string(kRow1) +
                          "\nr: int = 1\nprint(solution(board, r, 0))  # 14\n");
  EXPECT_EQ(got.expected, (Strings{"14"}));
  got = read("cards",
             "const board: number[][] = [[1,1]];\nconst r: number = 0, c: number = 1; // cursor\n"
             "console.log(solution(board, r, c)); // 3\n");
  EXPECT_EQ(got.expected, (Strings{"3"}));
  got = read("cards",
             "int r = 1; // row\nint c = 0; /* column */\nint[][] board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},"
             "{3,0,1,0}};\nSystem.out.println(solution(board, r, c)); // 14\n");
  EXPECT_EQ(got.expected, (Strings{"14"}));
  // Names and values that differ in number are no declaration.
  EXPECT_EQ(error_of("cards", "r, c = 1\nprint(solution([[1,1]], r, c))\n"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'r'");
}

TEST(Paste, ACallThatNamesValuesDeclaredAboveIt) {
  Read got = read("cards", "board = " + std::string(kRow1) + "\nprint(solution(board, 1, 0))\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2}));
  // The answer declared with them by its name is the expected answer of the
  // calls that name them (it was passed over: checked against nothing).
  got = read("cards", "board = " + std::string(kRow1) +
                          "\nr = 1\nc = 0\nresult = 15\nprint(solution(board, r, c))\n"
                          "board = [[1,1]]\nr = 0\nc = 0\nanswer = 3\nprint(solution(board, r, c))\n"
                          "print(solution([[1,1]], 0, 1))\nboard = [[1,1]]\nprint(solution(board, 0, 0))\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"15", "3", "-", "-"}));
  got =
      read("cards",
           "int[][] board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\nSystem.out.println(solution(board, 1, 0));\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  // All the arguments and the answer declared, a comment line between.
  got = read("cards", "const board = " + std::string(kRow1) +
                          ";\nconst r = 1;\nlet c = 0;\nconst result = 14;\n// the first example\n"
                          "console.log(solution(board, r, c) === result);\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  // A name keeps its value for the calls below it until it is declared again.
  got = read("cards", "board = " + std::string(kRow1) +
                          "\nassert solution(board, 1, 0) == 14\nprint(solution(board=board, "
                          "r=1, c=0))\nboard = " +
                          std::string(kRow2) + "\nprint(solution(board, 0, 1))\n");
  EXPECT_EQ(got.answers, (Strings{"14", "14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-", "-"}));
  EXPECT_EQ(read("blocks", "board = [[1,1],[1,1]]\nprint(solution(board))").answers, (Strings{"1"}));
  // Declarations above a call of values stay a case of their own.
  EXPECT_EQ(read("cards", "board = [[1,1]], r = 0, c = 0\nprint(solution([[1,1]], 0, 0))").answers,
            (Strings{"3", "3"}));
  EXPECT_EQ(error_of("cards", "board = " + std::string(kRow1) + "\nprint(solution(bord, 1, 0))\n"),
            "line 2, column 16: 'bord' in solution(...) names no value declared above it (did you mean board?): "
            "declare it first (bord = ...), or give its value in the call; solution takes board, r and c");
  EXPECT_EQ(error_of("cards", "board = [[1,1]]\nprint(solution(board))"),
            "line 2, column 21: the cursor row r is missing; expected the cursor row r and column c after the board");
  EXPECT_EQ(error_of("cards", "board = [[1,1]]\nprint(solution(board, 0, 0, 1))"),
            "line 2, column 29: unexpected '1' after the cursor row and column in solution(...); solution takes "
            "board, r and c");
}

// C++ and Java self-tests print a call with cout or printf (System.out.print
// and printf too), Python's and JavaScript's also inside a formatted string
// or after a string; each was refused at its first word.
// cout printing a comparison (C++ needs the parentheses, boolalpha before
// them or not), and a cout statement carried on to the next line before
// its endl: each was refused ("found 'cout'", "unexpected '<<'").
TEST(Paste, CoutPrintingAComparisonOrOverTwoLines) {
  Read got = read("cards",
                  "int main() {\n"
                  "    cout << (solution({{1,1}}, 0, 0) == 3) << endl;\n"
                  "    cout << boolalpha << (solution({{1,1}}, 0, 1) == 4) << '\\n';\n"
                  "    std::cout << std::boolalpha << (solution({{1,1}}, 0, 0) == 3) << std::endl;\n"
                  "    cout << solution({{1,0,0,3},{2,0,0,0},\n"
                  "                      {0,0,0,2},{3,0,1,0}}, 1, 0)\n"
                  "         << endl; // 14\n"
                  "    cout << solution({{1,1}}, 0, 0) << endl\n"
                  "         << solution({{1,1}}, 0, 1) << endl;\n"
                  "}\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3", "3", "14", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "4", "3", "14", "-", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2, 3, 4, 5, 8, 9}));
  EXPECT_EQ(error_of("cards", "cout << (solution({{1,1}}, 0, 0) == 3 << endl;"),
            "line 1, column 39: expected ')' to close the '(' after cout <<, found '<<'");
}

TEST(Paste, SelfTestsThatPrintACallWithCoutPrintfOrInAString) {
  Read got = read("cards",
                  "cout << solution({{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0) << endl; // 14\n"
                  "std::cout << solution([[1,1]], 0, 0) << \"\\n\";\n"
                  "cout << \"case 3: \" << solution([[1,1]], 0, 0) << '\\n';  // 3\n"
                  "printf(\"%d\\n\", solution([[1,1]], 0, 0));\n"
                  "System.out.print(solution([[1,1]], 0, 0) + \"\\n\");\n"
                  "System.out.printf(\"%d%n\", solution([[1,1]], 0, 0)); // 3\n"
                  "System.out.println(\"answer: \" + solution([[1,1]], 0, 0));\n"
                  "print(f\"{solution([[1,1]], 0, 0)}\")\n"
                  "print(f'answer: {solution([[1,1]], 0, 0) == 3}')\n"
                  "console.log(`${solution([[1,1]], 0, 0)}`); // 3\n"
                  "print(\"case 11:\", solution([[1,1]], 0, 0))\n"
                  "assert solution([[1,1]], 0, 0) == 3, \"example 12\"\n"
                  "assert(solution([[1,1]], 0, 0) == 3);\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-", "3", "-", "-", "3", "-", "-", "3", "3", "-", "3", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}));
  // Two calls that one cout prints.
  got =
      read("cards", "cout << solution([[1,1]], 0, 0) << \" \" << solution(" + std::string(kRow2) + ", 0, 1) << endl;");
  EXPECT_EQ(got.answers, (Strings{"3", "16"}));
  // Names declared above; CRLF, tabs and a Korean comment line.
  got = read("cards",
             "// \xEC\x98\x88\xEC\xA0\x9C 1\r\n"  // 예제 1
             "vector<vector<int>> board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\r\n"
             "int r = 1, c = 0;\r\n"
             "\tstd::cout << solution(board, r, c) << std::endl;\t// 14\r\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{4}));
  got = read("cards",
             "int[][] board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\nSystem.out.printf(\"%d%n\", solution(board, "
             "1, 0));\nprintf(\"%d\\n\", solution(board, 1, 0));\n");
  EXPECT_EQ(got.answers, (Strings{"14", "14"}));
  EXPECT_EQ(read("blocks", "cout << solution({{1,1},{1,1}}) << endl;").answers, (Strings{"1"}));
  EXPECT_EQ(error_of("cards", "print(f\"{solution([[1,1]], 0, 0)\")"),
            "line 1, column 33: expected '}' to close the formatted string's '{' after the call, found '\")'");
  EXPECT_EQ(error_of("cards", "cout << solution([[1,1]], 0, 0) < endl;"),
            "line 1, column 33: unexpected '<' after cout << ...");
}

// A self-test that keeps the call's result in a name and prints or compares
// the name below: the call is the case, and what the name is compared with
// its expected answer. "answer = solution(...)" was read as the expected
// answer named answer, and refused as no whole number.
TEST(Paste, AResultKeptInANameAndPrintedBelow) {
  Read got = read("cards", "const answer = solution(" + std::string(kRow1) + ", 1, 0);\nconsole.log(answer);\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1}));
  // Declared arguments above it, the answer compared below it.
  got = read("cards",
             "board = " + std::string(kRow1) + "\nr = 1\nc = 0\nanswer = solution(board, r, c)\nprint(answer == 14)\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{4}));
  // C++ and Java, with the answer in a comment after the line that prints it.
  got =
      read("cards",
           "vector<vector<int>> board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\r\nauto result = solution(board, 1, "
           "0);\r\ncout << result << endl;  // 14\r\n"
           "int[][] board = {{1,1}};\r\nint answer = solution(board, 0, 0);\r\nSystem.out.println(answer); // 3\r\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "3"}));
  // A name given a second result: what is compared below each is its own.
  got = read("cards", "let answer = solution(" + std::string(kRow1) +
                          ", 1, 0)\nconsole.log(answer)\nconsole.log(answer === 14)\n" + "var answer = solution(" +
                          std::string(kRow2) + ", 0, 1)\nassert answer == 16\n");
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 4}));
  EXPECT_EQ(read("blocks", "answer = solution([[1,1],[1,1]])\nprint(answer == 1)").expected, (Strings{"1"}));
  EXPECT_EQ(error_of("cards", "const answer = solution([[1,1]], 0, 0); // 3\nconsole.log(answer === 4);"),
            "line 2, column 1: a second expected answer, 4, for the case of line 1 (which expects 3)");
  EXPECT_EQ(error_of("cards", "answer = solution([[1,1]], 0, 0)\nprint(answer == three)"),
            "line 2, column 17: unexpected 'three)' after answer (which holds the result of line 1's call): an "
            "expected answer there must be a whole number");
  EXPECT_EQ(error_of("cards", "answer = solution([[1,1]], 0, 0)\nprint(answr)"),
            "line 2, column 7: 'answr' in print(...) holds no result of a call above it (did you mean answer?): keep "
            "one in it first (answr = solution(...)), or put the call itself there");
  EXPECT_EQ(error_of("2048", "answer = solution([[2]])"),
            "line 1, column 1: solution(...) is how Programmers calls a solution; gridsolve 2048 reads N, then N*N "
            "tile values row by row (0 empty, else a power of two from 2 to 2^40), as Baekjoon gives it");
}

// A Java self-test creates the board where it calls (or declares) it:
// new int[][]{{...}} was refused at "new".
TEST(Paste, ArraysThatJavaCreates) {
  Read got = read("cards",
                  "System.out.println(solution(new int[][]{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0)); // 14\n"
                  "int[][] board = new int[][] {{1,1}};\r\nSystem.out.printf(\"%d%n\", solution(board, 0, 0));\r\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 3}));
  EXPECT_EQ(read("blocks", "System.out.println(solution(new int[][]{{1,1},{1,1}}));").answers, (Strings{"1"}));
  EXPECT_EQ(error_of("cards", "solution(new int[][]{{1,x}}, 0, 0)"),
            "line 1, column 25: expected an integer, found 'x}}'");
}

// A self-test calls solution through an object, made on a line above it
// or in the call itself: each was refused at the object's name.
TEST(Paste, CallsThroughAnObjectAndTheLineThatMakesIt) {
  Read got = read(
      "cards",
      "Solution sol = new Solution();\n"
      "System.out.println(sol.solution(new int[][]{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0)); // 14\n"
      "const s = new Solution();\nconsole.log(s.solution([[1,1]], 0, 0) === 3);\n"
      "sol = Solution()\nprint(sol.solution([[1,1]], 0, 0) == 3)\n"
      "print(Solution().solution([[1,1]], 0, 0))\n"
      "System.out.println(new Solution().solution(new int[][]{{1,1}}, 0, 0));\n"
      "Solution cpp;\ncout << cpp.solution({{1,1}}, 0, 0) << \" \" << Solution{}.solution({{1,1}}, 0, 0) << endl;\n"
      "auto p = new Solution();\nint answer = p->solution({{1,1}}, 0, 0);\ncout << answer << endl; // 3\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3", "3", "3", "3", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "3", "3", "-", "-", "-", "-", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{2, 4, 6, 7, 8, 10, 10, 12}));
  // Between the declarations of the arguments and the call that names
  // them; CRLF, tabs and a Korean comment line.
  got = read("cards",
             "\xEF\xBB\xBF// \xEC\x98\x88\xEC\xA0\x9C 1\r\n"  // 예제 1
             "\tvector<vector<int>> board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\r\n"
             "\tint r = 1, c = 0;\r\n\tSolution s = Solution();\r\n"
             "\tcout << s.solution(board, r, c) << endl;\t// 14\r\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(read("blocks", "var sol = new Solution()\nconsole.log(sol.solution([[1,1],[1,1]]))").answers,
            (Strings{"1"}));
  // Another class's object, when a call below goes through it.
  EXPECT_EQ(read("cards", "auto tester = Tester();\nprint(tester.solution([[1,1]], 0, 0))").answers, (Strings{"3"}));
  // Any other declaration is refused as before.
  EXPECT_EQ(error_of("cards", "int n = 3;\nprint(solution([[1,1]], 0, 0))"),
            "line 1, column 5: unknown name 'n': solution takes board, r and c (and result, the expected answer)");
  EXPECT_EQ(error_of("cards", "Tester t = new Tester();\nprint(solution([[1,1]], 0, 0))"),
            "line 1, column 8: unknown name 't': solution takes board, r and c (and result, the expected answer)");
  EXPECT_EQ(error_of("2048", "print(sol.solution([[2]]))"),
            "line 1, column 1: solution(...) is how Programmers calls a solution; gridsolve 2048 reads N, then N*N "
            "tile values row by row (0 empty, else a power of two from 2 to 2^40), as Baekjoon gives it");
}

// A whole self-test file pasted as it is: its includes and imports, main
// around the test lines and the class around main are passed over; each
// was refused at its first word.
TEST(Paste, AWholeSelfTestFilePastedAsItIs) {
  Read got = read("cards",
                  "\xEF\xBB\xBF#include <bits/stdc++.h>\r\nusing namespace std;\r\n\r\nint main() {\r\n"
                  "\t// \xEC\x98\x88\xEC\x8B\x9C 1\r\n"  // 예시 1
                  "\tvector<vector<int>> board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\r\n"
                  "\tSolution s;\r\n\tcout << s.solution(board, 1, 0) << endl; // 14\r\n"
                  "\tcout << solution({{1,1}}, 0, 0) << endl;\r\n\treturn 0;\r\n}\r\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{8, 9}));
  got = read("cards",
             "import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) throws Exception\n"
             "    {\n        Solution sol = new Solution();\n"
             "        int[][] board = new int[][]{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\n"
             "        System.out.println(sol.solution(board, 1, 0)); // 14\n    }\n}\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  got = read("cards",
             "from solution import solution\n\nboard = [[1,1]]\nif __name__ == \"__main__\":\n"
             "\tprint(solution(board, 0, 0) == 3)\n\tassert Solution().solution([[1,1]], 0, 0) == 3\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "3"}));
  got = read("cards",
             "function main() {\n  const board = [[1,1]];\n  console.log(solution(board, 0, 0)); // 3\n}\n\nmain();\n"
             "def main():\n    print(solution([[1,1]], 0, 0))\nmain()\n"
             "int main() { cout << solution({{1,1}}, 0, 0) << endl; return 0; }\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "-", "-"}));
  EXPECT_EQ(read("blocks", "int main()\n{\n    cout << solution({{1,1},{1,1}}) << endl;\n}\n").answers, (Strings{"1"}));
  // A '{' alone on its line that starts a JSON object or a board is no block's.
  EXPECT_EQ(read("cards", "{\n  \"board\": [[1,1]],\n  \"r\": 0, \"c\": 0\n}\n").answers, (Strings{"3"}));
  EXPECT_EQ(read("blocks", "{\n{1,1},{1,1}}\n").answers, (Strings{"1"}));
  // Any other line is refused as before (a '}' that closes no block:
  // AStrayClosingBraceSaysNoBlockIsOpen).
  EXPECT_EQ(error_of("cards", "int main() {\n  int n = 3;\n  print(solution([[1,1]], 0, 0))\n}\n"),
            "line 2, column 7: unknown name 'n': solution takes board, r and c (and result, the expected answer)");
  EXPECT_EQ(error_of("cards", "int main() {\n  init();\n"),
            "line 2, column 3: expected '[' to start the board (a JSON array of rows), found 'init();'");
  EXPECT_EQ(error_of("cards", "\xEF\xBB\xBFSolution sol = new Solution();\r\nint main() {\r\n\treturn 0;\r\n}\r\n"),
            "line 5, column 1: found no input to solve, only the lines a self-test puts around its calls (main, "
            "imports, braces, the object the calls go through): add the calls, solution(...)");
  EXPECT_EQ(error_of("2048", "int main() {\n2\n2 2\n2 2\n}"),
            "line 1, column 1: expected N, the board size (a whole number), found 'int'");
}

// A '}' with no block open (the lines pasted without the one that opens
// their block, or one '}' too many) says so, and what to do: it was
// "unexpected '}' after print(...)", or the board's "expected '['".
TEST(Paste, AStrayClosingBraceSaysNoBlockIsOpen) {
  const std::string stray =
      ": unexpected '}': no block is open here for it to close; paste the line that opens its block too, or leave "
      "the '}' out";
  EXPECT_EQ(error_of("cards", "int main() {\n  print(solution([[1,1]], 0, 0))\n}\n}\n"), "line 4, column 1" + stray);
  EXPECT_EQ(error_of("cards", "\tcout << solution({{1,1}}, 0, 0) << endl; // 3\r\n\treturn 0;\r\n}\r\n"),
            "line 3, column 1" + stray);
  EXPECT_EQ(error_of("cards", "}\nprint(solution([[1,1]], 0, 0))\n"), "line 1, column 1" + stray);
  EXPECT_EQ(error_of("blocks",
                     "public class Main {\n  public static void main(String[] args) {\n"
                     "    System.out.println(solution(new int[][]{{1,1},{1,1}}));\n  }\n}\n}"),
            "line 6, column 1" + stray);
  // A '}' that closes a block is passed over as before.
  EXPECT_EQ(read("cards", "int main() {\n  print(solution([[1,1]], 0, 0))\n}\n").answers, (Strings{"3"}));
}

// Node's assert module: the line that imports it is passed over as imports
// are, and assert.strictEqual(solution(...), 14) (equal, deepStrictEqual,
// deepEqual) compares a call with its expected answer, the second argument.
// Each was refused at its first word ("unknown name 'assert'").
TEST(Paste, NodesAssertModule) {
  // A whole self-test file: a byte order mark, CRLF, tabs, Korean comments,
  // an assertion over several lines, a message after the answer.
  Read got = read("cards",
                  "\xEF\xBB\xBF// \xEC\xB9\xB4\xEB\x93\x9C \xEC\xA7\x9D \xEB\xA7\x9E\xEC\xB6\x94\xEA\xB8\xB0\r\n"
                  "const assert = require('assert');\r\n"
                  "const { solution } = require(\"./solution\");\r\n\r\n"
                  "// \xEC\x98\x88\xEC\xA0\x9C 1\r\n"
                  "assert.strictEqual(solution(" +
                      std::string(kRow1) + ", 1, 0), 14);\r\nconst board = " + std::string(kRow2) +
                      ";\r\n"
                      "assert.equal(solution(board, 0, 1), 16, '\xEC\x98\x88\xEC\xA0\x9C 2');\r\n"
                      "\tassert.deepStrictEqual(\r\n\t\t(new Solution()).solution([[1,1]], 0, 0),\r\n\t\t3\r\n\t);\r\n"
                      "const answer = solution([[1,1]], 0, 0);\r\nassert.deepEqual(answer, 3);\r\n");
  EXPECT_EQ(got.answers, (Strings{"14", "16", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16", "3", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{6, 8, 9, 13}));
  // The other ways to import it; an answer that differs is read as written.
  for (const std::string_view import :
       {"import assert from 'node:assert';\nimport { solution } from './solution.js';\n",
        "let assert = require(\"node:assert\").strict\n", "var assert = require('assert/strict');\n"}) {
    got = read("cards", std::string(import) + "assert.strictEqual(solution([[1,1]], 0, 0), 4);\n");
    EXPECT_EQ(got.answers, (Strings{"3"})) << import;
    EXPECT_EQ(got.expected, (Strings{"4"})) << import;
  }
  // What looks like it but compares no call with a whole number is refused.
  EXPECT_EQ(error_of("cards", "assert.strictEqual(solution([[1,1]], 0, 0), solution([[1,1]], 0, 0));"),
            "line 1, column 45: assert.strictEqual(...) compares two calls of solution: write the expected answer (a "
            "whole number) in place of one of them");
  EXPECT_EQ(error_of("cards", "assert.strictEqual(3, 3);"),
            "line 1, column 20: expected a call of solution in assert.strictEqual(...) (or a name that keeps the "
            "result of one), found '3'");
  EXPECT_EQ(error_of("cards", "assert.strictEqual(solution([[1,1]], 0, 0));"),
            "line 1, column 43: expected ',' and the expected answer after solution(...) in assert.strictEqual(...), "
            "found ');'");
  EXPECT_EQ(error_of("cards", "assert.equal(solution([[1,1]], 0, 0) === 3);"),
            "line 1, column 38: expected ',' and the expected answer after solution(...) in assert.equal(...), found "
            "'==='");
  EXPECT_EQ(error_of("cards", "assert.strictEqual(solution([[1,1]], 0, 0), '3');"),
            "line 1, column 45: unexpected ''3'' in assert.strictEqual(...): an expected answer there must be a whole "
            "number");
  EXPECT_EQ(error_of("cards", "assert.strictEqual(solution([[1,1]], 0, 0), expected);"),
            "line 1, column 45: 'expected' in assert.strictEqual(...) names no value declared above it: declare it "
            "first (expected = ...), or write the expected answer there, a whole number");
  EXPECT_EQ(error_of("cards", "const assert = require('assert');\nassert.notStrictEqual(solution([[1,1]], 0, 0), 4);"),
            "line 2, column 1: expected '[' to start the board (a JSON array of rows), found "
            "'assert.notStrictEqua...'");
}

// JUnit's assertEquals puts the expected value first: assertEquals(14,
// sol.solution(...)) compares a call with its expected answer, and what a
// JUnit class puts around it (@Test, @BeforeEach, @DisplayName("..."), the
// test methods void test1() {, public void testExample() {, setUp) is
// passed over. Each was refused at its first word.
TEST(Paste, JUnitsAssertEqualsWithTheExpectedAnswerFirst) {
  // A whole test class: CRLF, tabs, Korean comments and messages.
  const std::string junit =
      "package kakao;\r\n\r\n"
      "import org.junit.jupiter.api.Assertions;\r\nimport org.junit.jupiter.api.BeforeEach;\r\n"
      "import org.junit.jupiter.api.DisplayName;\r\nimport org.junit.jupiter.api.Test;\r\n\r\n"
      "import static org.junit.jupiter.api.Assertions.assertEquals;\r\n\r\n"
      "public class SolutionTest {\r\n\tprivate Solution sol;\r\n\r\n"
      "\t@BeforeEach\r\n\tvoid setUp() {\r\n\t\tthis.sol = new Solution();\r\n\t}\r\n\r\n"
      "\t@Test\r\n\t@DisplayName(\"\xEC\x98\x88\xEC\xA0\x9C 1\")\r\n\tvoid test1() {\r\n"
      "\t\t// \xEC\x98\x88\xEC\xA0\x9C 1\r\n"
      "\t\tint[][] board = {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\r\n"
      "\t\tassertEquals(14, sol.solution(board, 1, 0));\r\n\t}\r\n\r\n"
      "\t@Test\r\n\tpublic void testExample() {\r\n"
      "\t\tAssertions.assertEquals(16, this.sol.solution(new int[][]{{3,0,0,2},{0,0,1,0},{0,1,0,0},{2,0,0,3}}, 0, "
      "1), \"\xEC\x98\x88\xEC\xA0\x9C 2\");\r\n\t}\r\n\r\n"
      "\t@Test void test3() { assertEquals(3, (new Solution()).solution(new int[][]{{1,1}}, 0, 0)); }\r\n\r\n"
      "\t@Test\r\n\tpublic void test4() throws Exception {\r\n"
      "\t\tint answer = sol.solution(new int[][]{{1,1}}, 0, 0);\r\n\t\tassertEquals(4, answer);\r\n"
      "\t\tAssert.assertEquals(\"JUnit 4\", 3, sol.solution(new int[][]{{1,1}}, 0, 0));\r\n\t}\r\n}\r\n";
  Read got = read("cards", junit);
  EXPECT_EQ(got.answers, (Strings{"14", "16", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16", "3", "4", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{23, 28, 31, 35, 37}));
  // The expected answer declared above, by name.
  got = read("cards", "int[][] board = {{1,1}};\nint expected = 3;\nassertEquals(expected, solution(board, 0, 0));\n");
  EXPECT_EQ(got.expected, (Strings{"3"}));
  EXPECT_EQ(error_of("cards",
                     "assertEquals(sol.solution(new int[][]{{1,1}}, 0, 0), sol.solution(new int[][]{{1,1}}, 0, "
                     "0));"),
            "line 1, column 54: assertEquals(...) compares two calls of solution: write the expected answer (a whole "
            "number) in place of one of them");
  EXPECT_EQ(error_of("cards", "assertEquals(3, 3);"),
            "line 1, column 14: expected a call of solution in assertEquals(...) (or a name that keeps the result of "
            "one), found '3'");
  EXPECT_EQ(error_of("cards", "assertEquals(14.0, solution(new int[][]{{1,1}}, 0, 0));"),
            "line 1, column 14: unexpected '14.0' in assertEquals(...): an expected answer there must be a whole "
            "number");
  EXPECT_EQ(error_of("cards", "int r = 0, c = 0;\nassertEquals(expect, solution(new int[][]{{1,1}}, r, c));"),
            "line 2, column 14: 'expect' in assertEquals(...) names no value declared above it: declare it first "
            "(expect = ...), or write the expected answer there, a whole number");
  // A method of another name is a test method when @Test annotates it
  // (JUnit 5 names them freely); without it, or taking arguments, it is
  // refused as before.
  EXPECT_EQ(error_of("cards", "void example1() {\n  assertEquals(3, solution(new int[][]{{1,1}}, 0, 0));\n}\n"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'void'");
  EXPECT_EQ(error_of("cards", "@Test\nvoid example(int[][] board) {\n"),
            "line 2, column 1: expected '[' to start the board (a JSON array of rows), found 'void'");
  // A parameterized test runs a table of cases, not read, and said so (it
  // was refused at its first word as if it were a mistyped board).
  const std::string not_read =
      " runs a table of cases, which gridsolve does not read: write each case as a call with its expected answer "
      "(print(solution(...) == 14), assert solution(...) == 14, assertEquals(14, solution(...)))";
  EXPECT_EQ(error_of("cards", "@ParameterizedTest\n@CsvSource({\"1, 0, 14\"})\nvoid test(int r, int c, int e) {\n"),
            "line 1, column 1: @ParameterizedTest" + not_read);
  EXPECT_EQ(error_of("cards",
                     "import pytest\n\n@pytest.mark.parametrize(\"board, r, c, expected\", [\n"
                     "    ([[1,1]], 0, 0, 3),\n])\ndef test_solution(board, r, c, expected):\n"
                     "    assert solution(board, r, c) == expected\n"),
            "line 3, column 1: @pytest.mark.parametrize" + not_read);
  EXPECT_EQ(error_of("cards", "test.each([\n  [[[1,1]], 0, 0, 3],\n])('%j', (board, r, c, e) => {\n"),
            "line 1, column 1: test.each" + not_read);
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0))\nfor board, r, c, want in cases:\n"),
            "line 2, column 1: a for loop" + not_read);
  // @Test annotates the method under it, not the one after that.
  EXPECT_EQ(error_of("cards", "@Test\nvoid test1() {\n}\nvoid example1() {\n"),
            "line 4, column 1: expected '[' to start the board (a JSON array of rows), found 'void'");
}

// JUnit 5 names test methods freely: a method that @Test annotates (on its
// line or above it, @DisplayName between) is passed over whatever its name.
// Refused at its first word before ("found 'void'").
TEST(Paste, JUnitTestMethodsOfAnyName) {
  const std::string junit =
      "\xEF\xBB\xBFimport org.junit.jupiter.api.*;\r\nimport static org.junit.jupiter.api.Assertions.*;\r\n\r\n"
      "class SolutionTest {\r\n"
      "\t@Test\r\n\t@DisplayName(\"\xEC\x98\x88\xEC\xA0\x9C 1\")\r\n\r\n\tvoid example1() {\r\n"
      "\t\tassertEquals(14, new Solution().solution(new int[][]{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0));"
      "\r\n\t}\r\n\r\n"
      "\t@Test public void solutionGivesTheFewestPresses() throws Exception {\r\n"
      "\t\tassertEquals(3, new Solution().solution(new int[][]{{1,1}}, 0, 0));\r\n\t}\r\n\r\n"
      // Named in Korean, as Java allows: "example 2 of cards".
      "\t@Test void \xEC\xB9\xB4\xEB\x93\x9C_\xEC\x98\x88\xEC\xA0\x9C"
      "2() {\r\n"
      "\t\tassertEquals(16, new Solution().solution(new int[][]{{3,0,0,2},{0,0,1,0},{0,1,0,0},{2,0,0,3}}, 0, 1));"
      "\r\n\t}\r\n}\r\n";
  const Read got = read("cards", junit);
  EXPECT_EQ(got.answers, (Strings{"14", "3", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "3", "16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{9, 13, 17}));
  // Comments between @Test and the method (or after it on its line), the
  // other annotations JUnit 5 puts there, @RepeatedTest, and @Test written
  // in full: each was refused at 'void' or at the annotation.
  const std::string call = "assertEquals(3, new Solution().solution(new int[][]{{1,1}}, 0, 0));\n}\n";
  for (const std::string annotations :
       {"@Test\n// \xEC\x98\x88\xEC\xA0\x9C 1\n", "@Test // c\n", "@Test\n/* c */\n",
        "/**\n * Example 1.\n */\n@Test\n", "@Test\n/**\n * Example 1.\n */\n", "@Test\n@Order(1)\n@Timeout(5)\n",
        "@Tag(\"fast\") @RepeatedTest(2)\n", "@org.junit.jupiter.api.Test\n"}) {
    const std::string file = annotations + "void example1() {\n" + call;
    EXPECT_EQ(read("cards", file).expected, (Strings{"3"})) << file;
  }
  // @Disabled switches a test off: its calls are no cases.
  EXPECT_EQ(error_of("cards", "@Disabled\nvoid example1() {\n" + call),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found '@Disabled'");
  EXPECT_EQ(error_of("cards", "@Test\n/* unclosed\nvoid example1() {\n" + call),
            "line 2, column 1: the comment that '/*' opens here has no '*/' to close it; paste the rest of it too, "
            "or leave it out");
  // Without @Test, a Korean name is no test method either.
  EXPECT_EQ(error_of("cards", "void \xEC\x98\x88\xEC\xA0\x9C() {\n"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'void'");
}

// The assertions that a condition holds wrap a call as console.assert does,
// with its comparison inside them: Node's assert.ok, JUnit's assertTrue
// (a message after it in JUnit 5, before it in JUnit 4) and unittest's
// self.assertTrue. Each was refused at its first word.
TEST(Paste, AssertionsThatAConditionHolds) {
  Read got = read("cards", "const assert = require('assert');\nassert.ok(solution(" + std::string(kRow1) +
                               ", 1, 0) === 14);\nassert.ok(solution([[1,1]], 0, 0) == 3, 'small');\n");
  EXPECT_EQ(got.expected, (Strings{"14", "3"}));
  got = read("cards",
             "@Test\nvoid test1() {\n  assertTrue(sol.solution(new int[][]{{1,1}}, 0, 0) == 3, \"JUnit 5\");\n"
             "  Assertions.assertTrue(sol.solution(new int[][]{{1,1}}, 0, 0) == 4);\n"
             "  Assert.assertTrue(\"JUnit 4\", sol.solution(new int[][]{{1,1}}, 0, 0) == 3);\n}\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "4", "3"}));
  got = read("cards",
             "class T(unittest.TestCase):\n    def test_it(self):\n"
             "        self.assertTrue(solution([[1,1]], 0, 0) == 3, msg=\"small\")\n");
  EXPECT_EQ(got.expected, (Strings{"3"}));
  // A condition that is no comparison with a whole number is read as in
  // console.assert: the call is a case, with no expected answer, or refused.
  got = read("cards", "assert.ok(solution([[1,1]], 0, 0));\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.expected, (Strings{"-"}));
  EXPECT_EQ(error_of("cards", "assertTrue(solution(new int[][]{{1,1}}, 0, 0) > 0);"),
            "line 1, column 47: expected ')' to close assertTrue(, found '>'");
  // Other assertions are refused as before.
  EXPECT_EQ(error_of("cards", "self.assertGreater(solution([[1,1]], 0, 0), 0)"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found "
            "'self.assertGreater(s...'");
}

// More of the assertions people write, each refused at its first word
// before: AssertJ's assertThat(...).isEqualTo(14) (JUnit's usual companion),
// JUnit's and AssertJ's written in full, Python's assert with a space
// before its parentheses (and a message after them), and C++'s
// assert(... == 14 && "message").
TEST(Paste, AssertJAndFullNamesAndAssertsWithMessages) {
  Read got = read("cards",
                  "@Test\nvoid example1() {\n"
                  "  assertThat(sol.solution(new int[][]{{1,1}}, 0, 0)).isEqualTo(3);\n"
                  "  Assertions.assertThat(new Solution().solution(new int[][]{{1,1}}, 0, 1)).isEqualTo(4);\n"
                  "  org.assertj.core.api.Assertions.assertThat(sol.solution(new int[][]{{1,1}}, 0, 0)).isEqualTo(3);\n"
                  "  org.junit.jupiter.api.Assertions.assertEquals(3, sol.solution(new int[][]{{1,1}}, 0, 0));\n"
                  "  org.junit.Assert.assertEquals(\"JUnit 4\", 3, sol.solution(new int[][]{{1,1}}, 0, 0));\n}\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "4", "3", "3", "3"}));
  got = read(
      "cards",
      "assert (solution([[1,1]], 0, 0) == 3)\nassert (solution([[1,1]], 0, 0) == 4), \"\xEC\x98\x88\xEC\xA0\x9C\"\n"
      "assert(solution({{1,1}}, 0, 0) == 3 && \"example 1\");\n");
  EXPECT_EQ(got.expected, (Strings{"3", "4", "3"}));
  // Other matchers check no expected answer, and are refused where they stand.
  EXPECT_EQ(error_of("cards", "assertThat(sol.solution(new int[][]{{1,1}}, 0, 0)).isPositive();"),
            "line 1, column 52: expected .isEqualTo( and the expected answer after assertThat(...), found "
            "'isPositive();'; gridsolve reads .isEqualTo(14)");
  // Another package's Assertions is none of them.
  EXPECT_EQ(
      error_of("cards", "org.junit.Foo.bar(sol.solution(new int[][]{{1,1}}, 0, 0));"),
      "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'org.junit.Foo.bar(so...'");
  // && joins only a message to the condition.
  EXPECT_EQ(error_of("cards", "assert(solution({{1,1}}, 0, 0) == 3 && ok);"),
            "line 1, column 37: expected ')' to close assert(, found '&&'");
}

// Forms a QA pass found refused or misnamed: Hamcrest's matchers, the
// expected answer before the comparison, one value for several names,
// C++'s brace initialisation, and a table of cases declared above the
// loop that runs it.
TEST(Paste, HamcrestAnswerFirstChainedNamesAndBraceInitialisation) {
  Read got =
      read("cards",
           "assertThat(sol.solution(new int[][]{{1,1}}, 0, 0), is(3));\n"
           "assertThat(sol.solution(new int[][]{{1,1}}, 0, 1), is(equalTo(4)));\n"
           "MatcherAssert.assertThat(sol.solution(new int[][]{{1,1}}, 0, 0), Matchers.equalTo(3));\n"
           "org.hamcrest.MatcherAssert.assertThat(sol.solution(new int[][]{{1,1}}, 0, 0), CoreMatchers.is(3));\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "4", "3", "3"}));
  EXPECT_EQ(error_of("cards", "assertThat(sol.solution(new int[][]{{1,1}}, 0, 0), greaterThan(2));"),
            "line 1, column 52: expected is( or equalTo( and the expected answer after assertThat(...), found "
            "'greaterThan(2));'; gridsolve reads is(14) and equalTo(14)");
  EXPECT_EQ(error_of("cards", "assertThat(sol.solution(new int[][]{{1,1}}, 0, 0), is(3);"),
            "line 1, column 57: expected ')' after the expected answer 3 in assertThat(..., is(...)), found ';'");
  // The expected answer before ==: it was read as the board.
  got = read("cards",
             "print(3 == solution([[1,1]], 0, 0))\nconsole.log(4 === solution([[1,1]], 0, 0));\n"
             "assert 3 == solution([[1,1]], 0, 0)\ncout << (3 == solution({{1,1}}, 0, 0)) << endl;\n");
  EXPECT_EQ(got.expected, (Strings{"3", "4", "3", "3"}));
  EXPECT_EQ(error_of("cards", "print(2.5 == solution([[1,1]], 0, 0))"),
            "line 1, column 7: unexpected '2.5' before the comparison in print(...): an expected answer there must be "
            "a whole number");
  // r = c = 0: each name the one value ("board is missing" before).
  got = read("cards", "r = c = 0\nboard = [[1,1]]\nprint(solution(board, r, c))  # 3\n");
  EXPECT_EQ(got.expected, (Strings{"3"}));
  EXPECT_EQ(got.answers, (Strings{"3"}));
  // C++'s brace initialisation, no '=' ("found 'vector<vector<int>>'"
  // before), a number in braces, and a typed value after auto.
  got = read("cards",
             "vector<vector<int>> board{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\nint r{1}, c{0};\n"
             "int result = {14};\ncout << solution(board, r, c) << endl;\n"
             "auto b = vector<vector<int>>{{1,1}};\ncout << solution(b, 0, 0) << endl; // 3\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "3"}));
  // A class's body is no value.
  got = read("cards", "class Solution {\n};\nint main() {\n  cout << solution({{1,1}}, 0, 0) << endl;\n}\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  // A table of cases above the loop that runs it: said so at the loop, not
  // "unknown name 'cases'".
  const std::string refusal =
      " runs a table of cases, which gridsolve does not read: write each case as a call with its expected answer "
      "(print(solution(...) == 14), assert solution(...) == 14, assertEquals(14, solution(...)))";
  EXPECT_EQ(error_of("cards",
                     "cases = [\n    ([[1,1]], 0, 0, 3),\n]\n# each\nfor board, r, c, want in cases:\n"
                     "    print(solution(board, r, c) == want)\n"),
            "line 5, column 1: a for loop" + refusal);
  EXPECT_EQ(error_of("cards",
                     "const cases = [[[[1,1]], 0, 0, 3]];\ncases.forEach(([b, r, c, e]) => "
                     "console.log(solution(b, r, c) === e));\n"),
            "line 2, column 1: a forEach loop" + refusal);
}

// A comma after the last row, cell or argument, as Python, JavaScript, Java
// and C++ allow and formatters write (black spreads a long board or call
// over lines so), was refused as JSON would.
TEST(Paste, TrailingCommasAsCodeWritesThem) {
  Read got = read("cards",
                  "board = [\n    [1, 0, 0, 3],\n    [2, 0, 0, 0],\n    [0, 0, 0, 2],\n    [3, 0, 1, 0],\n]\n"
                  "print(\n    solution(\n        board,\n        1,\n        0,\n    )\n)  # 14\n"
                  "print(solution(board=[[1,1],], r=0, c=0,))\n"
                  "int[][] b = {\n\t{1, 1},\n};\nSystem.out.println(solution(b, 0, 1)); // 3\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-", "3"}));
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0,,))"),
            "line 1, column 29: unexpected ',' after the cursor row and column in solution(...); solution takes board, "
            "r and c");
}

// Block comments are passed over wherever a line or a statement may start,
// over several lines too (a Javadoc comment), and a number in one is no
// expected answer. Refused at the '/*' before.
TEST(Paste, BlockCommentsArePassedOver) {
  Read got = read("cards", "/* \xEC\x98\x88\xEC\xA0\x9C 1 */\nprint(solution([[1,1]], 0, 0))\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  got = read("cards",
             "int main() { /* tests */\n  cout << solution({{1,1}}, 0, 0) << endl; /* 3 */\n  return 0; /* end */\n"
             "}\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.expected, (Strings{"-"}));
  got = read("cards",
             "/**\r\n * \xEC\xB9\xB4\xEB\x93\x9C\r\n * @author me\r\n */\r\nclass SolutionTest {\r\n"
             "\t/** \xEC\x98\x88\xEC\xA0\x9C 1 */\r\n\t@Test\r\n\tvoid test1() {\r\n"
             "\t\tassertEquals(3, new Solution().solution(new int[][]{{1,1}}, 0, 0)); /* the\r\n"
             "\t\t   example */\r\n\t}\r\n}\r\n");
  EXPECT_EQ(got.expected, (Strings{"3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{9}));
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0))\n/* \xEC\x98\x88\xEC\xA0\x9C\nprint(1)\n"),
            "line 2, column 1: the comment that '/*' opens here has no '*/' to close it; paste the rest of it too, or "
            "leave it out");
}

// Python's print takes end= and sep= by name: print(solution(...), end="")
// is a call with no answer, and the strings after it are passed over as
// a message is. Refused before: "unexpected 'end="")' after solution(...)".
TEST(Paste, PythonsPrintWithEndOrSep) {
  Read got =
      read("cards", "print(solution(" + std::string(kRow1) +
                        ", 1, 0), end=\"\")\nprint(\"case 2:\", solution([[1,1]], 0, 0), sep=' ', end='\\n')  # 3\n"
                        "print(solution([[1,1]], 0, 0) == 4, end = '')\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"-", "3", "4"}));
  // Its file= and flush= too, in any order with the others (they were
  // refused, with a message that asked for a whole number there).
  got = read("cards",
             "import sys\nprint(solution([[1,1]], 0, 0), file=sys.stderr)\nprint(solution([[1,1]], 0, 0), "
             "flush=True, end='')\nprint(solution([[1,1]], 0, 0) == 3, file = sys.stdout, flush=False)\n");
  EXPECT_EQ(got.expected, (Strings{"-", "-", "3"}));
  // Only print's own names, with the values they take: another is refused.
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0), fil=sys.stderr)"),
            "line 1, column 32: print's argument 'fil=sys.stderr)' is not read: after the call, print may take end=, "
            "sep=, file=sys.stderr (or sys.stdout) and flush=True (or False)");
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0), flush=1)"),
            "line 1, column 32: print's argument 'flush=1)' is not read: after the call, print may take end=, sep=, "
            "file=sys.stderr (or sys.stdout) and flush=True (or False)");
}

// Jest (and Mocha): the blocks around test lines, describe('...', () => {,
// test('...', () => {, it('...', async function () {, and their closing
// });, are passed over, and expect(solution(...)).toBe(14) (toEqual,
// toStrictEqual) is a call with its expected answer. Each was refused at
// its first word.
TEST(Paste, JestsTestBlocksAndExpect) {
  const std::string jest =
      "\xEF\xBB\xBF"
      "const solution = require('./solution');\r\n\r\n"
      "describe('\xEC\xB9\xB4\xEB\x93\x9C \xEC\xA7\x9D \xEB\xA7\x9E\xEC\xB6\x94\xEA\xB8\xB0', () => {\r\n"
      "\ttest('\xEC\x98\x88\xEC\xA0\x9C 1', () => {\r\n"
      "\t\texpect(solution(" +
      std::string(kRow1) +
      ", 1, 0)).toBe(14);\r\n\t});\r\n\r\n"
      "\tit(\"example 2\", async function () {\r\n"
      "\t\tconst answer = solution(" +
      std::string(kRow2) +
      ", 0, 1);\r\n\t\texpect(answer).toEqual(16);\r\n\t})\r\n"
      "\ttest(`small`, () => { expect(\r\n\t\tsolution([[1,1]], 0, 0)\r\n\t).toStrictEqual(4); });\r\n"
      "});\r\n";
  Read got = read("cards", jest);
  EXPECT_EQ(got.answers, (Strings{"14", "16", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16", "4"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{5, 9, 12}));
  // An arrow function without braces: its test line, then the ')' that
  // closes test(.
  got = read("cards",
             "test('x', () => expect(solution([[1,1]], 0, 0)).toBe(3));\n"
             "it('y', async () => expect(solution([[1,1]], 0, 0)).toEqual(4))\n");
  EXPECT_EQ(got.expected, (Strings{"3", "4"}));
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0))\n);\n"),
            "line 2, column 1: unexpected ')': no block is open here for it to close; paste the line that opens its "
            "block too, or leave the ')' out");
  // A matcher that names no expected answer is refused where it stands.
  EXPECT_EQ(error_of("cards", "expect(solution([[1,1]], 0, 0)).toBeGreaterThan(0);"),
            "line 1, column 33: expected .toBe( and the expected answer after expect(...), found "
            "'toBeGreaterThan(0);'; gridsolve reads .toBe(14), .toEqual(14) or .toStrictEqual(14)");
  EXPECT_EQ(error_of("cards", "expect(solution([[1,1]], 0, 0)).not.toBe(4);"),
            "line 1, column 33: expected .toBe( and the expected answer after expect(...), found 'not.toBe(4);'; "
            "gridsolve reads .toBe(14), .toEqual(14) or .toStrictEqual(14)");
  EXPECT_EQ(error_of("cards", "expect(solution([[1,1]], 0, 0));"),
            "line 1, column 32: expected .toBe( and the expected answer after expect(...), found ';'; gridsolve "
            "reads .toBe(14), .toEqual(14) or .toStrictEqual(14)");
  EXPECT_EQ(error_of("cards", "expect(solution([[1,1]], 0, 0), 3).toBe(3);"),
            "line 1, column 31: expected ')' to close expect( after solution(...), found ','");
  EXPECT_EQ(error_of("cards", "expect(solution([[1,1]], 0, 0)).toBe('3');"),
            "line 1, column 38: unexpected ''3'' in expect(...).toBe(...): an expected answer there must be a whole "
            "number");
  EXPECT_EQ(error_of("cards", "expect(solution([[1,1]], 0, 0)).toBe(expected);"),
            "line 1, column 38: 'expected' in expect(...).toBe(...) names no value declared above it: declare it "
            "first (expected = ...), or write the expected answer there, a whole number");
  EXPECT_EQ(error_of("cards", "expect(solution([[1,1]], 0, 0)).toBe(3 4);"),
            "line 1, column 40: expected ')' to close .toBe( after the expected answer 3, found '4);'");
}

// unittest's self.assertEqual compares a call with its expected answer, a
// whole number, in either order (equality has none), and what a unittest
// file puts around it (import unittest, class TestSolution(
// unittest.TestCase):, def test_example(self):, def setUp(self):,
// unittest.main()) is passed over. Each was refused at its first word.
TEST(Paste, UnittestsAssertEqualInEitherOrder) {
  const std::string unittest =
      "# -*- coding: utf-8 -*-\nimport unittest\nfrom solution import Solution, solution\n\n\n"
      "class TestSolution(unittest.TestCase):\n"
      "    def setUp(self):\n        self.sol = Solution()\n\n"
      "    def test_example_1(self):\n        # \xEC\x98\x88\xEC\xA0\x9C 1\n"
      "        self.assertEqual(solution(" +
      std::string(kRow1) +
      ", 1, 0), 14)\n\n"
      "    def test_example_2(self) -> None:\n        board = " +
      std::string(kRow2) +
      "\n        self.assertEqual(16, self.sol.solution(board, 0, 1), \"\xEC\x98\x88\xEC\xA0\x9C 2\")\n\n"
      "    def test_small(self):\n        self.assertEquals(self.sol.solution([[1,1]], 0, 0), 3, msg=\"small\")\n"
      "\n\nif __name__ == \"__main__\":\n    unittest.main(verbosity=2)\n";
  Read got = read("cards", unittest);
  EXPECT_EQ(got.answers, (Strings{"14", "16", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{12, 16, 19}));
  // Tabs and CRLF, a byte order mark, unittest.main() with no arguments.
  got = read("cards",
             "\xEF\xBB\xBFimport unittest\r\n\r\nclass Test(unittest.TestCase):\r\n\tdef test(self):\r\n"
             "\t\tself.assertEqual(3, solution([[1,1]], 0, 0))\r\n\t\tself.assertEqual(solution([[1,1]], 0, 0), 3)\r\n"
             "\r\nunittest.main()\r\n");
  EXPECT_EQ(got.expected, (Strings{"3", "3"}));
  EXPECT_EQ(error_of("cards", "self.assertEqual(solution([[1,1]], 0, 0), solution([[1,1]], 0, 0))"),
            "line 1, column 43: self.assertEqual(...) compares two calls of solution: write the expected answer (a "
            "whole number) in place of one of them");
  EXPECT_EQ(error_of("cards", "self.assertEqual(3, 3)"),
            "line 1, column 18: expected a call of solution in self.assertEqual(...) (or a name that keeps the "
            "result of one), found '3'");
  // Other assertions, and a test method that takes arguments, are refused
  // as before.
  EXPECT_EQ(
      error_of("cards", "self.assertIn(solution([[1,1]], 0, 0), [3])"),
      "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'self.assertIn(soluti...'");
  EXPECT_EQ(error_of("cards",
                     "class TestSolution(unittest.TestCase):\n\tdef test_cards(self, board, r, c):\n"
                     "\t\tself.assertEqual(solution(board, r, c), 3)\n"),
            "line 2, column 2: expected '[' to start the board (a JSON array of rows), found 'def'");
}

// A call through an object made in parentheses, (new Solution()).solution(...),
// or kept in a member, this.sol.solution(...) (self.sol in Python), and the
// line that makes the member, this.sol = new Solution();: each was refused at
// its first word.
TEST(Paste, CallsThroughAnObjectInParenthesesOrAMember) {
  Read got = read("cards",
                  "System.out.println((new Solution()).solution(new int[][]{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, "
                  "1, 0)); // 14\n"
                  "this.sol = new Solution();\nconsole.log(this.sol.solution([[1,1]], 0, 0) === 3);\n"
                  "self.sol = Solution()\nprint(self.sol.solution([[1,1]], 0, 0))\n"
                  "console.log(this.solution([[1,1]], 0, 0));\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "3", "-", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 3, 5, 6}));
  // Another class's object in a member is refused, as in a name.
  EXPECT_EQ(error_of("cards", "this.sol = new Tester();\nprint(solution([[1,1]], 0, 0))"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'this.sol'");
}

// C++'s fast input and output, which main sets up before its test lines:
// ios::sync_with_stdio(false);, cin.tie(nullptr);, ...: each was refused at
// its first word.
TEST(Paste, CppFastInputAndOutputInMain) {
  Read got = read("cards",
                  "#include <bits/stdc++.h>\r\nusing namespace std;\r\n\r\nint main() {\r\n"
                  "\tios::sync_with_stdio(false);\r\n\tcin.tie(nullptr); cout.tie(NULL);\r\n"
                  "\tstd::ios::sync_with_stdio(false);\r\n\tios_base::sync_with_stdio(0);\r\n"
                  "\tstd::cin.tie(0)->sync_with_stdio(0);\r\n\tcin.tie(0);\r\n"
                  "\t// \xEC\x98\x88\xEC\xA0\x9C 1\r\n"
                  "\tcout << solution({{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0) << '\\n'; // 14\r\n"
                  "\treturn 0;\r\n}\r\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{12}));
  // Other statements of main are refused as before.
  EXPECT_EQ(
      error_of("cards", "int main() {\n  ios::sync_with_stdio(x);\n"),
      "line 2, column 3: expected '[' to start the board (a JSON array of rows), found 'ios::sync_with_stdio...'");
  EXPECT_EQ(error_of("cards", "int main() {\n  cin.tie(0)\n  cin >> n;\n"),
            "line 2, column 3: expected '[' to start the board (a JSON array of rows), found 'cin.tie(0)'");
}

// A print of strings alone (console.log("ok");, print('all tests passed'),
// cout << "done" << endl;), with which a whole self-test file ends or heads
// its cases, is passed over as the lines around its calls are, and so is
// JavaScript's 'use strict';. Each was refused ("unexpected
// 'console.log("ok");' after console.log(...)").
TEST(Paste, APrintOfStringsAloneInASelfTestFile) {
  // A whole Node file: a byte order mark, CRLF, tabs, Korean comments and
  // messages, 'use strict', a print of strings before each case and after
  // the last.
  Read got = read("cards",
                  "\xEF\xBB\xBF'use strict';\r\n"
                  "// \xEC\xB9\xB4\xEB\x93\x9C \xEC\xA7\x9D \xEB\xA7\x9E\xEC\xB6\x94\xEA\xB8\xB0\r\n"  // 카드 짝 맞추기
                  "const assert = require('assert');\r\nconst { solution } = require('./solution');\r\n\r\n"
                  "console.log('--- \xEC\x98\x88\xEC\xA0\x9C 1 ---');\r\n"  // 예제 1
                  "assert.strictEqual(solution(" +
                      std::string(kRow1) +
                      ", 1, 0), 14);\r\n\tconsole.log(\"case 2\", \"...\");\r\n\tconst board = " + std::string(kRow2) +
                      ";\r\n"
                      "\tassert.strictEqual(solution(board, 0, 1), 16, '\xEC\x98\x88\xEC\xA0\x9C 2');\r\n\r\n"
                      "console.log(\"\xEB\xAA\xA8\xEB\x93\xA0 \xED\x85\x8C\xEC\x8A\xA4\xED\x8A\xB8 "
                      "\xED\x86\xB5\xEA\xB3\xBC\");\r\n");  // 모든 테스트 통과
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{7, 10}));
  // Each language's print of strings, before a call and after it.
  for (const std::string_view print : {"console.log(\"ok\");",
                                       "console.log('All tests passed');",
                                       "print(\"all tests passed\")",
                                       "print('--- case 1 ---')",
                                       "System.out.println(\"done\");",
                                       "System.out.print(\"ok\\n\");",
                                       "System.out.printf(\"ok%n\");",
                                       "printf(\"ok\\n\");",
                                       "puts(\"ok\");",
                                       "std::puts(\"ok\");",
                                       "cout << \"ok\" << endl;",
                                       "std::cout << \"ok\\n\";",
                                       "cout << \"a\" << '\\n' << \"b\" << std::endl;",
                                       "print(\"a\", 'b')",
                                       "console.log(\"a\" + \" \" + \"b\");",
                                       "print(f\"done\")",
                                       "console.log(`done`);",
                                       "print()",
                                       "console.log(\n  \"ok\"\n);",
                                       "'use strict';",
                                       "\"use strict\""}) {
    got = read("cards", std::string(print) + "\nprint(solution([[1,1]], 0, 0)) # 3\n" + std::string(print) + "\n");
    EXPECT_EQ(got.answers, (Strings{"3"})) << print;
    EXPECT_EQ(got.expected, (Strings{"3"})) << print;
  }
  // In a whole Python, C++ and Java file; between declarations and the call
  // that names them.
  got = read("cards",
             "if __name__ == \"__main__\":\n    print('--- case 1 ---')\n    board = [[1,1]]\n"
             "    print(\"case 1:\", solution(board, 0, 0))\n    print(\"all tests passed\")\n"
             "int main() {\n\tcout << \"case 2\" << endl;\n\tcout << solution({{1,1}}, 0, 0) << endl; // 3\n"
             "\tstd::cout << \"ok\\n\"; printf(\"ok\\n\"); puts(\"ok\");\n\treturn 0;\n}\n"
             "public class Main {\n  public static void main(String[] args) {\n    int[][] board = {{1,1}};\n"
             "    System.out.println(\"case 3\");\n    System.out.println(solution(board, 0, 0)); // 3\n"
             "    System.out.print(\"done\\n\");\n  }\n}\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"-", "3", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{4, 8, 16}));
  // A result kept in a name is printed and compared below it as before,
  // strings before it too, and a print of strings after it changes nothing.
  got = read("cards",
             "const answer = solution([[1,1]], 0, 0);\nconsole.log(\"answer:\", answer === 3);\nconsole.log(\"ok\");\n"
             "int result = solution({{1,1}}, 0, 0);\ncout << \"result: \" << result << endl; // 3\n"
             "cout << \"done\" << endl;\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "3"}));
  // A print of anything else is read, and refused, as before: a name, a
  // number, an expression, a string with more after it, a formatted string
  // that formats something.
  const std::string call = "print(solution([[1,1]], 0, 0))\n";
  EXPECT_EQ(error_of("cards", call + "console.log(answer);"),
            "line 2, column 1: unexpected 'console.log(answer);' after print(...)");
  EXPECT_EQ(error_of("cards", call + "print(1+1)"), "line 2, column 1: unexpected 'print(1+1)' after print(...)");
  EXPECT_EQ(error_of("cards", call + "console.log(x);"),
            "line 2, column 1: unexpected 'console.log(x);' after print(...)");
  EXPECT_EQ(error_of("cards", call + "console.log(\"ok\", x);"),
            "line 2, column 1: unexpected 'console.log(\"ok\"' after print(...)");
  EXPECT_EQ(error_of("cards", call + "print(\"=\" * 20)"),
            "line 2, column 1: unexpected 'print(\"=\"' after print(...)");
  EXPECT_EQ(error_of("cards", call + "printf(\"%d\\n\", 5);"),
            "line 2, column 1: unexpected 'printf(\"%d\\n\"' after print(...)");
  EXPECT_EQ(error_of("cards", call + "cout << \"ok\" << n << endl;"),
            "line 2, column 1: unexpected 'cout' after print(...)");
  EXPECT_EQ(error_of("cards", call + "console.log(\"ok\") || 1"),
            "line 2, column 1: unexpected 'console.log(\"ok\")' after print(...)");
  EXPECT_EQ(error_of("cards", call + "print(f\"all {n} passed\")"),
            "line 2, column 1: unexpected 'print(f\"all' after print(...)");
  EXPECT_EQ(error_of("cards", call + "console.log(`all ${n} passed`);"),
            "line 2, column 1: unexpected 'console.log(`all' after print(...)");
  EXPECT_EQ(error_of("cards", call + "console.assert(\"ok\");"),
            "line 2, column 1: unexpected 'console.assert(\"ok\")...' after print(...)");
  EXPECT_EQ(error_of("cards", call + "\"use strict\" + 1;"), "line 2, column 1: unexpected '\"use' after print(...)");
  // print(f"{solution(...)}") prints the call, and an f-string that formats
  // a name that keeps a call's result prints that name, as before.
  got = read("cards",
             "print(f\"{solution([[1,1]], 0, 0)}\")\nanswer = solution([[1,1]], 0, 0)\n"
             "print(f\"got {answer}\")\nprint(\"ok\")\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3"}));
  EXPECT_EQ(error_of("cards", "answer = solution([[1,1]], 0, 0)\nprint(\"ok\")\nprint(f\"all {n} passed\")"),
            "line 3, column 14: 'n' in print(...) holds no result of a call above it: keep one in it first (n = "
            "solution(...)), or put the call itself there");
}

// A comment after a line that a whole self-test file puts around its
// calls, on the same line (int main() { // 테스트, return 0; // end, }  //
// main, import sys  # for argv), is passed over with the line. Each was
// refused at the comment ("expected '[' to start the board ..., found
// '//'", "unexpected '//' after console.log(...)").
TEST(Paste, ACommentAfterALinePassedOver) {
  // A whole C++ file: a byte order mark, CRLF, tabs, Korean.
  Read got = read("cards",
                  "\xEF\xBB\xBF#include <bits/stdc++.h>\r\nusing namespace std; // std\r\n\r\n"
                  "int main() { // \xED\x85\x8C\xEC\x8A\xA4\xED\x8A\xB8\r\n"  // 테스트
                  "\tios::sync_with_stdio(false); // fast io\r\n\tcin.tie(nullptr);\t// \xEB\xB9\xA0\xEB\xA5\xB8\r\n"
                  "\tcout << \"--- \xEC\x98\x88\xEC\xA0\x9C 1 ---\" << endl; // \xEB\xA8\xB8\xEB\xA6\xAC\r\n"
                  "\tcout << solution({{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0) << endl; // 14\r\n"
                  "\treturn 0; // end\r\n}  // main\r\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{8}));
  // A whole Java file: a class, a test method and its annotation, main.
  got = read("cards",
             "import java.util.*; // util\npublic class Main { // \xEC\x98\x88\xEC\xA0\x9C\n"  // 예제
             "\t@Test // case 1\n\tvoid test1() { // first\n"
             "\t\tSystem.out.println(solution(new int[][]{{1,1}}, 0, 0)); // 3\n\t} // test1\n"
             "\tpublic static void main(String[] args) {\n\t\tSystem.out.println(\"done\"); // \xEB\x81\x9D\n"  // 끝
             "\t}\n}\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.expected, (Strings{"3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{5}));
  // A whole Node file, CRLF.
  got = read("cards",
             "'use strict'; // strict\r\nconst assert = require('assert'); // node\r\n"
             "console.log(\"--- \xEC\x98\x88\xEC\xA0\x9C 1 ---\"); // \xEB\xA8\xB8\xEB\xA6\xAC\r\n"
             "assert.strictEqual(solution(" +
                 std::string(kRow1) + ", 1, 0), 14);\r\nconsole.log(\"ok\"); // done\r\n");
  EXPECT_EQ(got.answers, (Strings{"14"}));
  EXPECT_EQ(got.expected, (Strings{"14"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{4}));
  // A whole Python file; a declaration above if __name__ == "__main__":
  // that the call below it names.
  got = read("cards",
             "import sys  # for argv\nfrom solution import solution  # \xED\x92\x80\xEC\x9D\xB4\n\n"  // 풀이
             "board = [[1,1]]\nif __name__ == \"__main__\":  # run\n\tprint(solution(board, 0, 0))  # 3\n"
             "\tprint(\"all tests passed\")  # \xEB\x81\x9D\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  EXPECT_EQ(got.expected, (Strings{"3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{6}));
  // The comment is never read: an answer in it is no case's expected
  // answer, and a call in it is no case.
  got = read("cards",
             "int main() {\n  cout << solution({{1,1}}, 0, 0) << endl;\n  return 0; // 14\n}  // 14\n"
             "function main() {\n  console.log(solution([[1,1]], 0, 0)); } // 14\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"-", "-"}));
  EXPECT_EQ(error_of("cards", "int main() { // cout << solution({{1,1}}, 0, 0) << endl; // 3\n  return 0;\n}\n"),
            "line 4, column 1: found no input to solve, only the lines a self-test puts around its calls (main, "
            "imports, braces, the object the calls go through): add the calls, solution(...)");
  // What is not a comment after such a line is refused as before.
  EXPECT_EQ(error_of("cards", "int main() { init();\n"),
            "line 1, column 14: expected '[' to start the board (a JSON array of rows), found 'init();'");
}

// The solution's own code is refused where it is defined, with what to do:
// gridsolve solves the examples itself, and gridsolve check runs the user's
// solution. Its helpers above it were refused first, at their own lines.
TEST(Paste, TheDefinitionOfSolutionItselfIsRefused) {
  const std::string refused =
      ": the definition of solution itself: paste only the lines that call it (to test your own solution, run "
      "gridsolve check cards FILE)";
  EXPECT_EQ(error_of("cards",
                     "#include <bits/stdc++.h>\r\nusing namespace std;\r\nint dr[4] = {-1, 1, 0, 0};\r\n"
                     "int solution(vector<vector<int>> board, int r, int c)\r\n{\r\n\treturn 0;\r\n}\r\n"
                     "int main() {\r\n\tcout << solution({{1,1}}, 0, 0) << endl;\r\n}\r\n"),
            "line 4, column 1" + refused);
  EXPECT_EQ(error_of("cards", "class Solution {\n    public int solution(int[][] board, int r, int c) {\n"),
            "line 2, column 5" + refused);
  EXPECT_EQ(
      error_of("cards", "class Solution:\n\tdef solution(self, board: List[List[int]], r: int, c: int) -> int:\n"),
      "line 2, column 2" + refused);
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0))\n\nfunction solution(board, r, c) {\n"),
            "line 3, column 1" + refused);
  EXPECT_EQ(error_of("cards", "const solution = (board, r, c) => {\n"), "line 1, column 1" + refused);
  EXPECT_EQ(error_of("cards", "class Solution {\n  solution(board, r, c) {\n"), "line 2, column 3" + refused);
  EXPECT_EQ(error_of("blocks", "def solution(board):\n    return 0\n"),
            "line 1, column 1: the definition of solution itself: paste only the lines that call it (to test your "
            "own solution, run gridsolve check blocks FILE)");
  // Calls that a statement starts with are no definitions.
  EXPECT_EQ(read("cards", "solution([[1,1]], 0, 0)\n{\"board\": [[1,1]], \"r\": 0, \"c\": 0}\n").answers,
            (Strings{"3", "3"}));
  EXPECT_EQ(error_of("cards", "if solution([[1,1]], 0, 0) == 3:\n"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'if'");
}

// One print of several calls: each call is a case of its own, and a number
// after a call, a comma between them, that call's expected answer (as
// before). The second call was refused as the first's expected answer.
TEST(Paste, SeveralCallsThatOnePrintPrints) {
  Read got = read("cards", "console.log(solution([[1,1]], 0, 0), solution(" + std::string(kRow1) +
                               ", 1, 0));\n"
                               "print(solution([[1,1]], 0, 0), 3, solution(" +
                               std::string(kRow2) +
                               ", 0, 1), 16)\n"
                               "print(\"a:\", solution([[1,1]], 0, 0), \"b:\", solution([[1,1]], 0, 0) == 3)\n"
                               "System.out.println(sol.solution(new int[][]{{1,1}}, 0, 0) + \" \" + "
                               "sol.solution(new int[][]{{1,1}}, 0, 0));\n"
                               "console.log(solution([[1,1]], 0, 0), 3);\n");
  EXPECT_EQ(got.answers, (Strings{"3", "14", "3", "16", "3", "3", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"-", "-", "3", "16", "-", "3", "-", "-", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 1, 2, 2, 3, 3, 4, 4, 5}));
  // Each is read, and named, as a case of its own.
  EXPECT_EQ(error_of("cards", "print(solution([[1,1]], 0, 0), solution([[1,1]], 0, 9))"),
            "case 2: line 1, column 53: the cursor column c is 9, outside the board (0 to 1)");
  // solution(a) + solution(b) prints a sum: refused as before.
  EXPECT_EQ(error_of("cards", "System.out.println(solution([[1,1]], 0, 0) + solution([[1,1]], 0, 0));"),
            "line 1, column 44: expected ')' to close System.out.println(, found '+'");
}

TEST(Paste, InvisibleMarksAndSeparatorsAreWhiteSpace) {
  // U+200E (left-to-right mark) after a number, U+2028 (line separator)
  // and U+202F (narrow no-break space) between them.
  Read got = read("2048",
                  "3\xE2\x80\x8E\n2 2 2\xE2\x80\xA8\n4\xE2\x80\xAF"
                  "4 4\n8 8 8\n");
  EXPECT_EQ(got.answers, (Strings{"16"}));
  got = read("cards",
             "[[1,\xE2\x80\x8F"
             "1]]\xE2\x81\xA0 0 0");
  EXPECT_EQ(got.answers, (Strings{"3"}));
}

TEST(Paste, PlacesReferToThePastedText) {
  EXPECT_EQ(error_of("cards", "solution([[1,1]], 0, 5)"),
            "line 1, column 22: the cursor column c is 5, outside the board (0 to 1)");
  EXPECT_EQ(error_of("cards", "c = 5,\nboard = [[1,1]],\nr = 0"),
            "line 1, column 5: the cursor column c is 5, outside the board (0 to 1)");
  EXPECT_EQ(error_of("cards", "[[1,1]] 0 0 3\n[[1,1]] 0 9"),
            "case 2: line 2, column 11: the cursor column c is 9, outside the board (0 to 1)");
  EXPECT_EQ(error_of("cards", "[[1,1]] 0 0\n\n[[1,0]] 0 0"),
            "case 2 (line 3): row 0, column 0: card 1 appears only once; every label must appear on exactly two "
            "cells");
  EXPECT_EQ(error_of("cards", "\xEC\x9E\x85\xEB\xA0\xA5\xEA\xB0\x92 \xE3\x80\x89 [[1,1]], 0"),
            "line 1, column 17: the cursor column c is missing; expected the cursor row r and column c after the "
            "board");
}

TEST(Paste, MistakesAreNamed) {
  EXPECT_EQ(error_of("cards", "[[1,1]] 0 0 14 x"), "line 1, column 16: unexpected 'x' after the expected answer 14");
  EXPECT_EQ(error_of("cards", "[[1,1]] 0 0 x"), "line 1, column 13: unexpected 'x' after the cursor row and column");
  // What stands after a comma (or ==, ->) is meant as the expected answer,
  // and so is what starts like a number: named where it stands, not the
  // comma before it.
  for (const std::string_view answer : {"four", "4x", "4.0"}) {
    EXPECT_EQ(error_of("cards", "[[1, 0], [0, 1]], 0, 0, " + std::string(answer)),
              "line 1, column 25: unexpected '" + std::string(answer) +
                  "' after the cursor row and column: an expected answer there must be a whole number");
  }
  EXPECT_EQ(error_of("cards", "[[1, 0], [0, 1]]\t0\t0\t4.0"),
            "line 1, column 22: unexpected '4.0' after the cursor row and column: an expected answer there must be a "
            "whole number");
  EXPECT_EQ(error_of("blocks", "[[0,0],[1,1]], 99999999999999999999999"),
            "line 1, column 16: unexpected '99999999999999999999...' after the board: an expected answer there must "
            "be a whole number no larger than 9223372036854775807");
  EXPECT_EQ(error_of("cards", "solution([[1,1]], 0, 0) == three"),
            "line 1, column 28: unexpected 'three' after solution(...): an expected answer there must be a whole "
            "number");
  // A comma with no answer after it is named itself, as before.
  EXPECT_EQ(error_of("cards", "[[1,1]] 0 0,"), "line 1, column 12: unexpected ',' after the cursor row and column");
  EXPECT_EQ(error_of("cards", "solution([[1,1]], 0, 0, 3)"),
            "line 1, column 23: unexpected ',' after the cursor row and column in solution(...); solution takes "
            "board, r and c");
  EXPECT_EQ(error_of("cards", "solution([[1,1]], 0, 0"),
            "line 1, column 9: solution( has no closing ')' after its arguments");
  EXPECT_EQ(error_of("cards", "board = [[1,1]], rr = 0, c = 0"),
            "line 1, column 18: unknown name 'rr' (did you mean r?): solution takes board, r and c (and result, the "
            "expected answer)");
  EXPECT_EQ(error_of("cards", "board = [[1,1]], c = 0"),
            "line 1, column 1: r is missing: solution takes board, r and c, each given as name = value");
  EXPECT_EQ(error_of("cards", "\xEA\xB8\xB0\xEB\x8C\x93\xEA\xB0\x92 \xE3\x80\x89 14"),
            "line 1, column 1: \xEA\xB8\xB0\xEB\x8C\x93\xEA\xB0\x92 (an expected answer) with no input before it");
  EXPECT_EQ(error_of("2048", "2\n2 2\n2 2\n8\n2\n2 2\n2 2\n"),
            "line 5, column 1: unexpected '2' after the last tile of the 2 x 2 board and its sample output, 8 "
            "(gridsolve 2048 takes one board at a time)");
  EXPECT_EQ(error_of("2048", "solution([[2]])"),
            "line 1, column 1: solution(...) is how Programmers calls a solution; gridsolve 2048 reads N, then N*N "
            "tile values row by row (0 empty, else a power of two from 2 to 2^40), as Baekjoon gives it");
}

// Placing the cases in their lines looks at each byte of the text a
// bounded number of times, however many cases it holds: each case's line
// was counted from the text's start (32,000 rows of the examples table took
// 17 s), and each case of a long line looked back to the line's start.
// Counted, not timed, so that a slow or loaded machine cannot fail it and a
// fast one cannot hide the regression.
TEST(Paste, PlacingManyCasesLooksAtEachByteOnce) {
  for (const std::string_view between : {"\n", " ", "\t\xE2\x80\xA8"}) {
    std::string text;
    constexpr std::size_t kCases = 2000;
    for (std::size_t i = 0; i < kCases; ++i) text += std::string(kRow1) + "\t1\t0\t14" + std::string(between);
    const std::uint64_t before = text::placement_bytes_looked_at();
    Expected<std::vector<PastedCase>> cases = find_puzzle("cards")->parse_pasted(text, kDefaultMemoryBudgetBytes);
    const std::uint64_t looked_at = text::placement_bytes_looked_at() - before;
    ASSERT_TRUE(cases.ok()) << cases.error().message;
    ASSERT_EQ(cases.value().size(), kCases);
    EXPECT_EQ(cases.value().back().line, between == "\n" ? kCases : 1);
    EXPECT_LE(looked_at, 2 * text.size()) << "cases joined by '" << between << "'";
  }
}

TEST(Paste, EmptyInputKeepsThePuzzlesOwnMessage) {
  EXPECT_EQ(error_of("2048", ""), "line 1, column 1: the input is empty; expected N, the board size, then N*N tiles");
  EXPECT_EQ(error_of("cards", "\n"),
            "line 2, column 1: the input is empty; expected the board as a JSON array of rows, then the cursor row r "
            "and column c");
  EXPECT_EQ(error_of("blocks", " "),
            "line 1, column 2: the input is empty; expected the board as a JSON array of rows");
}

// The boards that Kotlin, Scala, C# and Go write in a self-test: an array
// made by a function (arrayOf(intArrayOf(...), ...), listOf(listOf(...)),
// Scala's Array(Array(...))), C#'s two-dimensional new int[,] {{...}}, its
// jagged arrays and Java's rows that name their type (new int[] {...}), Go's
// [][]int{{...}} and []int{...} rows. Each was refused ("expected '[' to
// start the board", or at the row's type).
TEST(Paste, BoardsThatOtherLanguagesMake) {
  for (const std::string& board : std::vector<std::string>{
           "arrayOf(intArrayOf(1,0,0,3), intArrayOf(2,0,0,0), intArrayOf(0,0,0,2), intArrayOf(3,0,1,0))",
           "arrayOf(\n\tintArrayOf(1, 0, 0, 3),\n\tintArrayOf(2, 0, 0, 0),\n\tintArrayOf(0, 0, 0, 2),\n"
           "\tintArrayOf(3, 0, 1, 0),\n)",
           "listOf(listOf(1,0,0,3), listOf(2,0,0,0), mutableListOf(0,0,0,2), listOf(3,0,1,0))",
           "arrayOf<IntArray>(intArrayOf(1,0,0,3), intArrayOf(2,0,0,0), intArrayOf(0,0,0,2), intArrayOf(3,0,1,0))",
           "Array(Array(1,0,0,3), Array(2,0,0,0), Array(0,0,0,2), Array(3,0,1,0))",
           "new int[,] { { 1, 0, 0, 3 }, { 2, 0, 0, 0 }, { 0, 0, 0, 2 }, { 3, 0, 1, 0 } }",
           "new int[][] { new int[] {1,0,0,3}, new int[] {2,0,0,0}, new int[]{0,0,0,2}, new int[] {3,0,1,0} }",
           "new[] { new[] {1,0,0,3}, new[] {2,0,0,0}, new[] {0,0,0,2}, new[] {3,0,1,0} }",
           "[][]int{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}",
           "[][]int{[]int{1,0,0,3}, []int{2,0,0,0}, []int{0,0,0,2}, []int{3,0,1,0}}",
       }) {
    Read got = read("cards", "println(solution(" + board + ", 1, 0)) // 14\n");
    EXPECT_EQ(got.answers, (Strings{"14"})) << board;
    EXPECT_EQ(got.expected, (Strings{"14"})) << board;
  }
  // The plain form too, and blocks.
  EXPECT_EQ(read("cards", "arrayOf(intArrayOf(1,1)) 0 0").answers, (Strings{"3"}));
  EXPECT_EQ(read("blocks", "Console.WriteLine(solution(new int[,] {{1,1},{1,1}}));").answers, (Strings{"1"}));
  EXPECT_EQ(read("blocks", "println(Solution().solution(arrayOf(intArrayOf(1,1), intArrayOf(1,1))))").answers,
            (Strings{"1"}));
  // Each row opens as the board does, and closes with its sign.
  EXPECT_EQ(error_of("cards", "solution(arrayOf(intArrayOf(1,1), [1,1]), 0, 0)"),
            "line 1, column 35: expected 'intArrayOf(' to start row 1, found '['");
  EXPECT_EQ(error_of("cards", "arrayOf(intArrayOf(1,1}) 0 0"),
            "line 1, column 23: expected ',' or ')' after row 0, column 1, found '})'");
  EXPECT_EQ(error_of("cards", "solution(arrayOf(1, 1), 0, 0)"),
            "line 1, column 18: expected an array that makes row 0 inside arrayOf(...) (intArrayOf(...), "
            "arrayOf(...), listOf(...)), found '1'");
  EXPECT_EQ(error_of("cards", "solution([][]int{{1,1}, []int{1,x}}, 0, 0)"),
            "line 1, column 33: expected an integer, found 'x}}'");
}

// Conversions after a board that change its type and none of its numbers
// (Kotlin's .map { it.toIntArray() }.toTypedArray(), .map { it.toList() },
// .toTypedArray(), Scala's .map(_.toArray).toArray, C#'s .ToArray() and
// .Select(row => row.ToArray())), in a declaration, on the lines below it,
// in a call, or after a name in a call: each was refused (at the '{' with
// "r is missing", or as "expected the cursor row r").
TEST(Paste, ConversionsAfterABoard) {
  const std::vector<std::string> boards = {
      "listOf(listOf(1,0,0,3), listOf(2,0,0,0), listOf(0,0,0,2), listOf(3,0,1,0)).map { it.toIntArray() }"
      ".toTypedArray()",
      "arrayOf(intArrayOf(1,0,0,3), intArrayOf(2,0,0,0), intArrayOf(0,0,0,2), intArrayOf(3,0,1,0)).map { it.toList() }",
      "arrayOf(intArrayOf(1,0,0,3), intArrayOf(2,0,0,0), intArrayOf(0,0,0,2), intArrayOf(3,0,1,0)).toList()"
      ".toTypedArray()",
      "listOf(\r\n\tlistOf(1, 0, 0, 3),\r\n\tlistOf(2, 0, 0, 0),\r\n\tlistOf(0, 0, 0, 2),\r\n\tlistOf(3, 0, 1, 0),\r\n)"
      "\r\n\t.map { row -> row.toIntArray() }\r\n\t.toTypedArray()",
      "arrayOf(intArrayOf(1,0,0,3), intArrayOf(2,0,0,0), intArrayOf(0,0,0,2), intArrayOf(3,0,1,0))"
      ".map(IntArray::toList)",
      "List(List(1,0,0,3), List(2,0,0,0), List(0,0,0,2), List(3,0,1,0)).map(_.toArray).toArray",
      "new int[][] { new int[] {1,0,0,3}, new int[] {2,0,0,0}, new int[] {0,0,0,2}, new int[] {3,0,1,0} }.ToArray()",
      "new[] { new[] {1,0,0,3}, new[] {2,0,0,0}, new[] {0,0,0,2}, new[] {3,0,1,0} }.Select(row => row.ToArray())"
      ".ToList()",
  };
  for (const std::string& board : boards) {
    EXPECT_EQ(read("cards", "val board = " + board + "\nval r = 1\nval c = 0  // 14\n").expected, (Strings{"14"}))
        << board;
    EXPECT_EQ(
        read("cards", "\xEF\xBB\xBFval board = " + board + "\r\nprintln(Solution().solution(board, 1, 0)) // 14\r\n")
            .expected,
        (Strings{"14"}))
        << board;
    EXPECT_EQ(read("cards", "println(Solution().solution(" + board + ", 1, 0))").answers, (Strings{"14"})) << board;
    EXPECT_EQ(read("cards", "solution(board = " + board + ", r = 1, c = 0)").answers, (Strings{"14"})) << board;
  }
  // A conversion after a name in the call.
  EXPECT_EQ(read("cards",
                 "val board = listOf(listOf(1,1))\nprintln(solution(board.map { it.toIntArray() }.toTypedArray(), 0, "
                 "0))\n")
                .answers,
            (Strings{"3"}));
  EXPECT_EQ(read("blocks",
                 "var board = new[] { new[] {1,1}, new[] {1,1} }.ToList();\nConsole.WriteLine("
                 "solution(board.ToArray()));\n")
                .answers,
            (Strings{"1"}));
  // A method that may change the board is not passed over.
  const std::string runs_no_method =
      ": gridsolve runs no method on a board, and passes over only the conversions that change none of its numbers "
      "(.toTypedArray(), .map { it.toIntArray() }, .ToArray()); write the board that it makes as a literal";
  EXPECT_EQ(
      error_of("cards", "val board = listOf(listOf(1,1)).map { it.reversed() }\nprintln(solution(board, 0, 0))\n"),
      "line 1, column 32: unexpected '.map' after the value of board" + runs_no_method);
  EXPECT_EQ(error_of("cards", "println(solution(listOf(listOf(1,1)).filter { it.isNotEmpty() }, 0, 0))"),
            "line 1, column 37: unexpected '.filter' after the value of board" + runs_no_method);
}

// An array made by its size, which lines below fill in (Kotlin's Array(4)
// { IntArray(4) }, C#'s new int[4,4], Java's new int[4][4], Go's make,
// Python's [[0] * 4 for _ in range(4)], C++'s vector(4, ...), ...), is
// refused where it stands, saying to write the board as a literal: the
// lines that fill it were refused instead, or "r is missing" was said of
// a line that gave r.
TEST(Paste, ArraysMadeByTheirSize) {
  const auto refused = [](std::string_view where, std::string_view made, std::string_view literal) {
    return std::string(where) + ": '" + std::string(made) +
           "' makes board from its size alone, and gridsolve does not follow the lines that fill in its cells: write "
           "board as a literal of its rows, " +
           std::string(literal);
  };
  const std::string kotlin = "arrayOf(intArrayOf(...), intArrayOf(...))";
  const std::string json = "[[...], [...]]";
  EXPECT_EQ(error_of("cards",
                     "\xEF\xBB\xBF"
                     "fun main() {\r\n\t// \xEC\x98\x88\xEC\xA0\x9C 1\r\n\tval board = Array(4) { IntArray(4) }\r\n"
                     "\tboard[0][0] = 1; board[0][3] = 3\r\n\tprintln(Solution().solution(board, 1, 0))\r\n}\r\n"),
            refused("line 3, column 14", "Array(4) { IntArray(4) }", kotlin));
  EXPECT_EQ(
      error_of("cards",
               "int[,] board = new int[4,4];\r\nboard[0,0] = 1;\r\nConsole.WriteLine(solution(board, 1, 0));\r\n"),
      refused("line 1, column 16", "new int[4,4]", "new int[,] {{...}, {...}}"));
  EXPECT_EQ(error_of("cards", "int[][] board = new int[4][4];\nint r = 1, c = 0;\n"),
            refused("line 1, column 17", "new int[4][4]", "new int[][] {{...}, {...}}"));
  EXPECT_EQ(error_of("cards", "\tvector<vector<int>> board(4, vector<int>(4, 0));\n\tcout << solution(board, 1, 0);\n"),
            refused("line 1, column 2", "vector<vector<int>> board(4, vector<int>(4, 0))", "{{...}, {...}}"));
  EXPECT_EQ(error_of("cards", "board := make([][]int, 4)\nfmt.Println(solution(board, 1, 0))\n"),
            refused("line 1, column 10", "make([][]int, 4)", "[][]int{{...}, {...}}"));
  EXPECT_EQ(error_of("cards", "board = [[0] * 4 for _ in range(4)]  # \xEB\xB3\xB4\xEB\x93\x9C\nboard[0][0] = 1\n"),
            refused("line 1, column 9", "[[0] * 4 for _ in range(4)]", json));
  EXPECT_EQ(error_of("cards", "board = [[0]*4]*4\nr = 1\nc = 0\n"), refused("line 1, column 9", "[[0]*4]*4", json));
  EXPECT_EQ(error_of("cards", "const board = Array.from({length: 4}, () => Array(4).fill(0));\n"),
            refused("line 1, column 15", "Array.from({length: 4}, () => Array(4).fill(0))", json));
  EXPECT_EQ(error_of("cards", "val board = Array.ofDim[Int](4, 4)\nval r = 1\nval c = 0\n"),
            refused("line 1, column 13", "Array.ofDim[Int](4, 4)", "Array(Array(...), Array(...))"));
  EXPECT_EQ(error_of("cards", "var board = Array(repeating: Array(repeating: 0, count: 4), count: 4)\n"),
            refused("line 1, column 13", "Array(repeating: Array(repeating: 0, count: 4), count: 4)", json));
  // In a call, by name or not, and through a name declared above it.
  EXPECT_EQ(error_of("cards", "println(solution(Array<IntArray>(4) { IntArray(4) }, 1, 0))"),
            refused("line 1, column 18", "Array<IntArray>(4) { IntArray(4) }", kotlin));
  EXPECT_EQ(error_of("cards", "val b = Array(4, { IntArray(4) })\nprintln(solution(board = b, r = 1, c = 0))\n"),
            refused("line 1, column 9", "Array(4, { IntArray(4) })", kotlin));
  // Literals are read as before: Scala's Array(...) of numbers, C#'s
  // sized array with its initializer.
  EXPECT_EQ(read("cards", "println(solution(Array(Array(1, 1)), 0, 0))").answers, (Strings{"3"}));
  EXPECT_EQ(read("cards", "var board = new int[1,2] {{1,1}};\nConsole.WriteLine(solution(board, 0, 0));").answers,
            (Strings{"3"}));
  // A name that is no parameter is named as before.
  EXPECT_EQ(error_of("cards", "int[] row = new int[4];\n"),
            "line 1, column 7: unknown name 'row': solution takes board, r and c (and result, the expected answer)");
}

// Declarations as Kotlin, Swift, Scala, Go and C# write them: val, var,
// let, a type after the name and a ':' (val board: Array<IntArray> =, let
// r: Int =), Go's := and var r int =, and r, c := 1, 0, C#'s int[,] board.
// A comment after one, or a comment line between them, is passed over,
// and a whole number alone in one after the last is the case's expected
// answer. The Kotlin lines were refused at line 1, column 1 with "r is
// missing", though r stood on line 2: the board's value was cut at its
// first ',' (arrayOf(intArrayOf(1), and the list ended there.
TEST(Paste, DeclarationsInKotlinSwiftScalaGoAndCSharp) {
  const std::vector<std::string> texts = {
      "val board = arrayOf(intArrayOf(1,0,0,3),intArrayOf(2,0,0,0),intArrayOf(0,0,0,2),intArrayOf(3,0,1,0))\n"
      "val r = 1\nval c = 0\n",
      "val board: Array<IntArray> = arrayOf(\n    intArrayOf(1, 0, 0, 3),\n    intArrayOf(2, 0, 0, 0),\n"
      "    intArrayOf(0, 0, 0, 2),\n    intArrayOf(3, 0, 1, 0)\n)\nval r: Int = 1\nvar c: Int = 0\n",
      "let board: [[Int]] = [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\nlet r = 1, c = 0\n",
      "val board = Array(Array(1,0,0,3), Array(2,0,0,0), Array(0,0,0,2), Array(3,0,1,0))\nval r = 1\nval c = 0\n",
      "board := [][]int{{1, 0, 0, 3}, {2, 0, 0, 0}, {0, 0, 0, 2}, {3, 0, 1, 0}}\nr, c := 1, 0\n",
      "var board [][]int = [][]int{{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}\nvar r int = 1\nc := 0\n",
      "int[,] board = new int[,] {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\r\nint r = 1, c = 0;\r\n",
      "var board = new int[,] {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}; // \xEC\x98\x88\xEC\xA0\x9C 1\n"
      "// the cursor\nvar r = 1;\nvar c = 0; /* column */\n",
  };
  for (const std::string& text : texts) {
    EXPECT_EQ(read("cards", text).answers, (Strings{"14"})) << text;
    // Above a call that names them, through an object or not.
    EXPECT_EQ(read("cards", text + "println(Solution().solution(board, r, c))\n").answers, (Strings{"14"})) << text;
  }
  Read got = read("cards",
                  "board = [[1,1]]  # \xEC\x98\x88\xEC\xA0\x9C 1\nr = 0\nc = 0  # 3\nboard = [[1,1]]\nr = 0\n"
                  "c = 1  # column\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "-"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 4}));
  EXPECT_EQ(read("blocks", "val board = arrayOf(intArrayOf(1,1), intArrayOf(1,1))\nprintln(solution(board))").answers,
            (Strings{"1"}));
  // A value that no form reads is named whole, where it stands; text after
  // a value on its line where the list stops, not the list's start.
  EXPECT_EQ(error_of("cards", "board = np.array([[1,0],[0,1]])\nr = 0\nc = 0\n"),
            "line 1, column 9: expected '[' to start the board (a JSON array of rows), found 'np.array('");
  EXPECT_EQ(error_of("cards", "board = [[1,1]], c = 0 x"),
            "line 1, column 24: unexpected 'x' after the value of c: solution takes board, r and c, each given as "
            "name = value, and r is missing");
  // A value that nothing closes took the names after it: where it fails
  // is named, not the names it took ("r is missing", at line 1).
  EXPECT_EQ(error_of("cards", "val board = arrayOf(intArrayOf(1,1)\nval r = 0\nval c = 0\n"),
            "line 2, column 1: expected ',' or ')' after row 0, found 'val'");
  EXPECT_EQ(error_of("cards", "board = [[1,1]\nr = 0\nc = 0\n"),
            "line 2, column 1: expected ',' or ']' after row 0, found 'r'");
  // Python's and Go's several names at once, without a call below them.
  EXPECT_EQ(read("cards", "board = [[1,1]]\nr, c = 0, 1\n").answers, (Strings{"3"}));
}

// Prints and assertions of Kotlin, Scala, Swift, Go, C# and Ruby, and the
// strings that interpolate a call (Kotlin's "${...}", C#'s $"{...}",
// Swift's "\(...)"): each was refused at its first word.
TEST(Paste, PrintsAndAssertionsOfOtherLanguages) {
  Read got = read("cards",
                  "println(Solution().solution(arrayOf(intArrayOf(1,1)), 0, 0)) // 3\n"
                  "Console.WriteLine(new Solution().solution(new int[,] {{1,1}}, 0, 0));\n"
                  "Console.Write(sol.solution(new int[,] {{1,1}}, 0, 0) == 3);\n"
                  "fmt.Println(solution([][]int{{1, 1}}, 0, 0))\n"
                  "fmt.Printf(\"%d\\n\", solution([][]int{{1, 1}}, 0, 0))\n"
                  "Debug.Assert(sol.solution(new int[,] {{1,1}}, 0, 0) == 3, \"\xEC\x98\x88\xEC\xA0\x9C 6\");\n"
                  "Assert.AreEqual(3, sol.solution(new int[,] {{1,1}}, 0, 0));\n"
                  "Assert.Equal(4, sol.solution(new int[,] {{1,1}}, 0, 1));\n"
                  "Assert.IsTrue(sol.solution(new int[,] {{1,1}}, 0, 0) == 3);\n"
                  "XCTAssertEqual(solution([[1,1]], 0, 0), 3)\n"
                  "puts solution([[1,1]], 0, 0)\n"
                  "p solution([[1,1]], 0, 0) == 3\n"
                  "println(\"\xEA\xB2\xB0\xEA\xB3\xBC: ${sol.solution(arrayOf(intArrayOf(1,1)), 0, 0)}\")\n"
                  "Console.WriteLine($\"{sol.solution(new int[,] {{1,1}}, 0, 0)}\");  // 3\n"
                  "print(\"answer: \\(solution([[1,1]], 0, 0) == 3)\")\n");
  EXPECT_EQ(got.answers, (Strings{"3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"3", "-", "3", "-", "-", "3", "3", "4", "3", "3", "-", "3", "-", "3", "3"}));
  // Prints of strings alone are passed over; "${x}" that interpolates no
  // call is one.
  EXPECT_EQ(read("cards",
                 "Console.WriteLine(\"ok\");\nfmt.Println(\"done\")\nputs \"ok\"\nprintln(\"${x}\")\n"
                 "println(solution([[1,1]], 0, 0))\n")
                .answers,
            (Strings{"3"}));
  EXPECT_EQ(error_of("cards", "print(\"\\(solution([[1,1]], 0, 0)\")"),
            "line 1, column 33: expected ')' to close the formatted string's '\\(' after the call, found '\")'");
  EXPECT_EQ(error_of("cards", "Assert.AreEqual(sol.solution(new int[,] {{1,1}}, 0, 0), three);"),
            "line 1, column 57: 'three' in Assert.AreEqual(...) names no value declared above it: declare it first "
            "(three = ...), or write the expected answer there, a whole number");
}

// Several calls in one formatted string (Python's and C#'s {...},
// JavaScript's and Kotlin's ${...}, Swift's \(...)), each a case, in order,
// an expected answer after each one too: only the first was read, and the
// others were passed over with the rest of the string without a word. A
// call that a part holds other than first is refused, not passed over.
TEST(Paste, SeveralCallsInOneFormattedString) {
  const std::string b1 = std::string(kRow1);
  const std::string b2 = std::string(kRow2);
  const std::string kotlin_b1 =
      "arrayOf(intArrayOf(1,0,0,3), intArrayOf(2,0,0,0), intArrayOf(0,0,0,2), "
      "intArrayOf(3,0,1,0))";
  for (const std::string& text : std::vector<std::string>{
           "\xEF\xBB\xBF# \xEC\x98\x88\xEC\xA0\x9C\r\nb1 = " + b1 + "\r\nb2 = " + b2 +
               "\r\nif __name__ == \"__main__\":\r\n\tprint(f\"{solution(b1, 1, 0)} {solution(b2, 0, 1)}\")\r\n",
           "val a = " + kotlin_b1 + "\nval b = " + b2 +
               "\nprintln(\"${Solution().solution(a, 1, 0)} ${Solution().solution(b, 0, 1)}\")\n",
           "console.log(`\xEA\xB2\xB0\xEA\xB3\xBC: ${solution(" + b1 + ", 1, 0)}, ${solution(" + b2 + ", 0, 1)}`);\n",
           "Console.WriteLine($\"{sol.solution(new int[,] {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0)} "
           "{sol.solution(new int[,] {{3,0,0,2},{0,0,1,0},{0,1,0,0},{2,0,0,3}}, 0, 1)}\");\r\n",
           "print(\"\\(Solution().solution(" + b1 + ", 1, 0)) \\(Solution().solution(" + b2 + ", 0, 1))\")\n",
           // Other parts between them, and braces doubled (a brace itself).
           "print(f\"{{x}} {solution(" + b1 + ", 1, 0)} {name} {solution(" + b2 + ", 0, 1)}{{solution(b, 0, 0)}}\")\n",
       }) {
    const Read got = read("cards", text);
    EXPECT_EQ(got.answers, (Strings{"14", "16"})) << text;
    EXPECT_EQ(got.expected, (Strings{"-", "-"})) << text;
  }
  Read got = read("cards", "print(f\"{solution(" + b1 + ", 1, 0) == 14} {solution(" + b2 + ", 0, 1) == 15}\")\n");
  EXPECT_EQ(got.answers, (Strings{"14", "16"}));
  EXPECT_EQ(got.expected, (Strings{"14", "15"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{1, 1}));
  const auto unread = [](int column, std::string_view opens, char closes) {
    return "line 1, column " + std::to_string(column) +
           ": this call of solution in the formatted string is not read: gridsolve reads a call that starts a " +
           std::string(opens) + "..." + closes + " part (" + std::string(opens) + "solution(...)" + closes + " or " +
           std::string(opens) + "solution(...) == 14" + closes + "); write it so, or print it on a line of its own";
  };
  EXPECT_EQ(error_of("cards", "print(f\"{solution([[1,1]], 0, 0)} {str(solution([[1,1]], 0, 1))}\")"),
            unread(40, "{", '}'));
  EXPECT_EQ(error_of("cards", "print(\"\\(solution([[1,1]], 0, 0)) \\(String(solution([[1,1]], 0, 1)))\")"),
            unread(44, "\\(", ')'));
  EXPECT_EQ(error_of("cards", "println(\"${solution([[1,1]], 0, 0)} ${solution([[1,1]], 0, 1) + 1}\")"),
            "case 2: line 1, column 63: expected '}' to close the formatted string's '${' after the call, found "
            "'+'");
}

// Arguments given by name as each language writes them: C#'s and Swift's
// board: b, Kotlin's board = b, Python's board=b, in any order, after
// arguments given in order too (solution([[...]], c=0, r=1)), naming
// values declared above. C#'s and Swift's were refused ("unknown name 'b'",
// "board is missing", "expected '[' to start the board, found 'board:'"),
// and so were Python's after an argument in order ("expected the cursor
// row r, found 'c=0'").
TEST(Paste, ArgumentsGivenByName) {
  const std::string b1 = std::string(kRow1);
  for (const std::string& text : std::vector<std::string>{
           "var b = new int[,] {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}};\r\n"
           "Console.WriteLine(new Solution().solution(board: b, r: 1, c: 0)); // 14\r\n",
           "Console.WriteLine(solution(c: 0, r: 1, board: new int[,] {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}));"
           " // 14\r\n",
           "print(Solution().solution(board: " + b1 + ", r: 1, c: 0)) // 14\n",
           "\xEF\xBB\xBF// \xEC\x98\x88\xEC\xA0\x9C\nlet r = 1\nlet c = 0\nXCTAssertEqual(Solution().solution(board: " +
               b1 + ", r: r, c: c), 14)\n",
           "val b = arrayOf(intArrayOf(1,0,0,3), intArrayOf(2,0,0,0), intArrayOf(0,0,0,2), intArrayOf(3,0,1,0))\n"
           "println(Solution().solution(board = b, c = 0, r = 1)) // 14\n",
           "b = " + b1 + "\nprint(solution(c=0, board=b, r=1))  # 14\n",
           "print(solution(" + b1 + ", c=0, r=1))  # 14\n",
           "print(solution(" + b1 + ", 1, c=0))  # 14\n",
           "b = " + b1 + "\nresult = 14\nprint(solution(board=b, r=1, c=0))\n",
       }) {
    const Read got = read("cards", text);
    EXPECT_EQ(got.answers, (Strings{"14"})) << text;
    EXPECT_EQ(got.expected, (Strings{"14"})) << text;
  }
  EXPECT_EQ(read("blocks", "Console.WriteLine(solution(board: new int[,] {{1,1},{1,1}}));").answers, (Strings{"1"}));
  // A name solution does not take, one given twice or missing, and an
  // argument without its name after a named one are refused.
  const std::string unknown_name =
      ": solution takes board, r and c, the names that Programmers gives them; give each by that name, or all in that "
      "order without names";
  const std::pair<std::string, std::string> refused[] = {
      {"Console.WriteLine(solution(board: new int[,] {{1,1}}, row: 0, col: 0));",
       "line 1, column 55: unknown name 'row' in solution(...)" + unknown_name},
      {"println(solution(bord = arrayOf(intArrayOf(1,1)), r = 0, c = 0))",
       "line 1, column 18: unknown name 'bord' in solution(...) (did you mean board?)" + unknown_name},
      {"print(solution([[1,1]], 0, 0, c=0))",
       "line 1, column 31: c is given twice in solution(...): solution takes board, r and c, each once"},
      {"Console.WriteLine(solution(board: new int[,] {{1,1}}, c: 0));",
       "line 1, column 28: r is missing in solution(...): solution takes board, r and c, by name or in that order"},
      {"print(solution(board=[[1,1]], 0, 0))",
       "line 1, column 31: an argument without its name after board in solution(...): give each argument after a "
       "named one its name too (solution takes board, r and c)"},
  };
  for (const auto& [text, message] : refused) EXPECT_EQ(error_of("cards", text), message) << text;
}

// A whole Kotlin file pasted as it is: a byte order mark, CRLF, tabs,
// Korean comments, main with its parameters, several prints, the object
// made by a val, an object that is not named Solution around main (its
// @JvmStatic too), and a JUnit test class with a lateinit member, setUp
// and a test method named in backticks.
TEST(Paste, AWholeKotlinFile) {
  Read got = read("cards",
                  "\xEF\xBB\xBF// \xEC\xB9\xB4\xEB\x93\x9C \xEC\xA7\x9D \xEB\xA7\x9E\xEC\xB6\x94\xEA\xB8\xB0\r\n"
                  "import kotlin.test.assertEquals\r\n\r\n"
                  "fun main(args: Array<String>) {\r\n"
                  "\tval sol = Solution()\r\n"
                  "\t// \xEC\x98\x88\xEC\xA0\x9C 1\r\n"
                  "\tval board: Array<IntArray> = arrayOf(\r\n"
                  "\t\tintArrayOf(1, 0, 0, 3),\r\n\t\tintArrayOf(2, 0, 0, 0),\r\n"
                  "\t\tintArrayOf(0, 0, 0, 2),\r\n\t\tintArrayOf(3, 0, 1, 0),\r\n\t)\r\n"
                  "\tprintln(sol.solution(board, 1, 0)) // 14\r\n"
                  "\tval answer = sol.solution(arrayOf(intArrayOf(3,0,0,2), intArrayOf(0,0,1,0), "
                  "intArrayOf(0,1,0,0), intArrayOf(2,0,0,3)), 0, 1)\r\n"
                  "\tprintln(answer == 16)\r\n"
                  "\tassert(Solution().solution(listOf(listOf(1,1)), 0, 0) == 3)\r\n"
                  "\tassertEquals(3, sol.solution(arrayOf(intArrayOf(1, 1)), 0, 0))\r\n"
                  "\tprintln(\"done\")\r\n}\r\n");
  EXPECT_EQ(got.answers, (Strings{"14", "16", "3", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16", "3", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{13, 14, 16, 17}));
  got = read("cards",
             "object CardTest {\n    @JvmStatic\n    fun main(args: Array<String>) {\n"
             "        println(Tester().solution(arrayOf(intArrayOf(1,1)), 0, 0))\n    }\n}\n");
  EXPECT_EQ(got.answers, (Strings{"3"}));
  got = read("cards",
             "import org.junit.jupiter.api.BeforeEach\nimport org.junit.jupiter.api.Test\n\nclass SolutionTest {\n"
             "    private lateinit var sol: Solution\n\n    @BeforeEach\n    fun setUp() {\n        sol = Solution()\n"
             "    }\n\n    @Test\n    fun `\xEC\x98\x88\xEC\xA0\x9C 1`() {\n"
             "        assertEquals(14, sol.solution(arrayOf(intArrayOf(1,0,0,3),intArrayOf(2,0,0,0),"
             "intArrayOf(0,0,0,2),intArrayOf(3,0,1,0)), 1, 0))\n    }\n}\n");
  EXPECT_EQ(got.expected, (Strings{"14"}));
  // A method of another name without @Test is refused as before.
  EXPECT_EQ(error_of("cards", "fun `\xEC\x98\x88\xEC\xA0\x9C 1`() {\n  println(solution([[1,1]], 0, 0))\n}\n"),
            "line 1, column 1: expected '[' to start the board (a JSON array of rows), found 'fun'");
}

// A whole C# file pasted as it is: using, a namespace, a class not named
// Solution, static void Main, var sol = new Solution();, declarations with
// int[,], prints, Debug.Assert, and Console.ReadKey(); at Main's end; and
// test classes of NUnit and xUnit, their attributes over methods of any
// name. A parameterized test's table is not read, and said so.
TEST(Paste, AWholeCSharpFile) {
  Read got =
      read("cards",
           "\xEF\xBB\xBFusing System;\r\nusing System.Diagnostics;\r\n\r\nnamespace CardTest\r\n{\r\n"
           "\t/* \xEC\x98\x88\xEC\xA0\x9C \xED\x85\x8C\xEC\x8A\xA4\xED\x8A\xB8 */\r\n"
           "\tclass Program\r\n\t{\r\n\t\tstatic void Main(string[] args)\r\n\t\t{\r\n"
           "\t\t\tvar sol = new Solution();\r\n"
           "\t\t\t// \xEC\x98\x88\xEC\xA0\x9C 1\r\n"
           "\t\t\tint[,] board = new int[,] { { 1, 0, 0, 3 }, { 2, 0, 0, 0 }, { 0, 0, 0, 2 }, { 3, 0, 1, 0 } };\r\n"
           "\t\t\tint r = 1, c = 0;\r\n"
           "\t\t\tConsole.WriteLine(sol.solution(board, r, c)); // 14\r\n"
           "\t\t\tint answer = sol.solution(new int[,] {{3,0,0,2},{0,0,1,0},{0,1,0,0},{2,0,0,3}}, 0, 1);\r\n"
           "\t\t\tConsole.WriteLine(answer == 16);\r\n"
           "\t\t\tDebug.Assert(new Solution().solution(new int[][] { new int[] { 1, 1 } }, 0, 0) == 3);\r\n"
           "\t\t\tConsole.WriteLine(\"done\");\r\n\t\t\tConsole.ReadKey();\r\n\t\t}\r\n\t}\r\n}\r\n");
  EXPECT_EQ(got.answers, (Strings{"14", "16", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "16", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{15, 16, 18}));
  got = read("cards",
             "using NUnit.Framework;\n\nnamespace Tests;\n\n[TestFixture]\npublic class SolutionTests {\n"
             "    private Solution sol;\n\n    [SetUp]\n    public void SetUp() { sol = new Solution(); }\n\n"
             "    [Test]\n    public void Example1() {\n"
             "        Assert.AreEqual(14, sol.solution(new int[,] {{1,0,0,3},{2,0,0,0},{0,0,0,2},{3,0,1,0}}, 1, 0));\n"
             "    }\n}\n"
             "public class XunitTests\n{\n    [Fact]\n    public void Example2()\n    {\n"
             "        Assert.Equal(3, new Solution().solution(new int[,] {{1,1}}, 0, 0));\n    }\n}\n");
  EXPECT_EQ(got.expected, (Strings{"14", "3"}));
  EXPECT_EQ(got.lines, (std::vector<std::size_t>{14, 22}));
  EXPECT_EQ(error_of("cards", "[TestFixture]\npublic class T {\n    [TestCase(1, 0, 14)]\n"),
            "line 3, column 5: [TestCase(...)] runs a table of cases, which gridsolve does not read: write each case "
            "as a call with its expected answer (print(solution(...) == 14), assert solution(...) == 14, "
            "assertEquals(14, solution(...)))");
  // A method of another name without [Test] is refused as before.
  EXPECT_EQ(error_of("cards", "class T {\n  public void Example() {\n"),
            "line 2, column 3: expected '[' to start the board (a JSON array of rows), found 'public'");
}

// Whole Go, Swift and Scala files: Go's package, its imports in
// parentheses and func main(); Swift's import and XCTest class; Scala's
// object and def main(...): Unit = {.
TEST(Paste, WholeGoSwiftAndScalaFiles) {
  Read got =
      read("cards",
           "package main\n\nimport (\n\t\"fmt\"\n)\n\nfunc main() {\n"
           "\tboard := [][]int{\n\t\t{1, 0, 0, 3},\n\t\t{2, 0, 0, 0},\n\t\t{0, 0, 0, 2},\n\t\t{3, 0, 1, 0},\n\t}\n"
           "\tfmt.Println(solution(board, 1, 0)) // 14\n\tfmt.Println(solution([][]int{{1, 1}}, 0, 0))\n}\n");
  EXPECT_EQ(got.answers, (Strings{"14", "3"}));
  EXPECT_EQ(got.expected, (Strings{"14", "-"}));
  got = read("cards",
             "import XCTest\n\nfinal class SolutionTests: XCTestCase {\n    func testExample1() throws {\n"
             "        let board = [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]\n"
             "        XCTAssertEqual(Solution().solution(board, 1, 0), 14)\n    }\n}\n");
  EXPECT_EQ(got.expected, (Strings{"14"}));
  got = read("cards",
             "object Main {\n  def main(args: Array[String]): Unit = {\n"
             "    println(new Solution().solution(Array(Array(1,1)), 0, 0)) // 3\n  }\n}\n"
             "object App2 extends App {\n  println(new Solution().solution(Array(Array(1,1)), 0, 1))\n}\n");
  EXPECT_EQ(got.expected, (Strings{"3", "-"}));
}

// A definition of solution in a language that gridsolve check does not run
// is refused as the others are, without sending the user to check.
TEST(Paste, DefinitionsInLanguagesThatCheckDoesNotRun) {
  const std::string refused =
      ": the definition of solution itself: paste only the lines that call it (gridsolve check, which tests your own "
      "solution, runs C, C++, Java, Python and JavaScript, not ";
  EXPECT_EQ(error_of("cards",
                     "class Solution {\n    fun solution(board: Array<IntArray>, r: Int, c: Int): Int {\n"
                     "        return 0\n    }\n}\n"),
            "line 2, column 5" + refused + "Kotlin)");
  EXPECT_EQ(error_of("cards", "public class Solution {\n    public int solution(int[,] board, int r, int c) {\n"),
            "line 2, column 5" + refused + "C#)");
  EXPECT_EQ(error_of("cards", "func solution(board [][]int, r int, c int) int {\n"),
            "line 1, column 1" + refused + "Go)");
  EXPECT_EQ(error_of("cards", "func solution(_ board:[[Int]], _ r:Int, _ c:Int) -> Int {\n"),
            "line 1, column 1" + refused + "Swift)");
  EXPECT_EQ(error_of("cards", "def solution(board: Array[Array[Int]], r: Int, c: Int): Int = {\n"),
            "line 1, column 1" + refused + "Scala)");
  EXPECT_EQ(error_of("cards", "def solution(board, r, c)\n  0\nend\n"), "line 1, column 1" + refused + "Ruby)");
  EXPECT_EQ(error_of("cards", "function solution(board: number[][], r: number, c: number): number {\n"),
            "line 1, column 1" + refused + "TypeScript)");
  EXPECT_EQ(error_of("blocks", "fun solution(board: Array<IntArray>) = 0\n"), "line 1, column 1" + refused + "Kotlin)");
}

// Any text: cases or an error that names its place, never a crash.
RC_GTEST_PROP(PasteProperty, NeverCrashesAndNamesThePlace, (const std::string& noise)) {
  const std::string prefix = *rc::gen::element<std::string>(
      "", "[[1,1]] 0 0 ", "solution(", "board = ", "\xEC\x9E\x85\xEB\xA0\xA5\xEA\xB0\x92 \xE3\x80\x89 ",
      "[[1,1]] 0 0\n[", "cout << solution([[1,1]], 0, 0) << ", "print(f\"{solution([[1,1]], 0, 0)",
      "answer = solution([[1,1]], 0, 0)\nprint(answer", "[\xEC\xA0\x9C\xED\x95\x9C\xEC\x82\xAC\xED\x95\xAD]\n",
      "solution(new int[][]", "Solution sol = new Solution();\nprint(sol.", "int main() {\n  ",
      "print(solution([[1,1]], 0, 0), ", "int solution(", "const assert = require('assert');\nassert.strictEqual(",
      "assertEquals(14, ", "class T(unittest.TestCase):\n  def test(self):\n    self.assertEqual(solution(",
      "int main() {\n  ios::sync_with_stdio(false);\n  cin.tie(", "}\n", "(new Solution()).", "this.sol.",
      "'use strict';\nconsole.log(\"ok\");\nconsole.log(", "cout << \"ok\" << ",
      "int main() { // t\n  return 0; // 14\n  ", "} // ", "val board = arrayOf(intArrayOf(", "solution(listOf(",
      "new int[,] {{", "board := [][]int{", "solution(new int[][] { new int[] {",
      "Console.WriteLine(new Solution().solution(", "fun main() {\n  println(\"${solution(", "print(\"\\(solution(",
      "[Fact]\n", "import (\n", "board = [[1,1]], r = 0, c = 0 # ");
  for (const char* name : {"2048", "cards", "blocks"}) {
    Expected<std::vector<PastedCase>> cases = find_puzzle(name)->parse_pasted(prefix + noise, 1 << 20);
    if (!cases.ok()) {
      const std::string& message = cases.error().message;
      RC_ASSERT(message.rfind("line ", 0) == 0 || message.rfind("row ", 0) == 0 || message.rfind("case ", 0) == 0);
    } else {
      RC_ASSERT(!cases.value().empty());
    }
  }
}

}  // namespace
}  // namespace gridsolve
