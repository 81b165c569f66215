// Reading inputs as people paste them: from a problem page, from the
// judge's sample output, from the Programmers editor. Generic over the
// puzzles: each gives its grammar (PasteGrammar) and a parser for one case
// at a scanner's offset; this front end finds the cases, the parts of the
// text that hold their arguments, and the expected answers pasted with
// them. Every message still names its place in the text as pasted.
//
// The forms (docs/rules.md section 5 lists them for users):
//   plain      the input format itself, as many cases as the puzzle takes,
//              each optionally followed by its expected answer:
//              [[1,0,0,3],[2,0,0,0],[0,0,0,2],[3,0,1,0]]<TAB>1<TAB>0<TAB>14
//   call       solution([[1,0,0,3],...], 1, 0), optionally followed by the
//              expected answer; the arguments may also be given by name
//              (board=..., board = ..., board: ...), in any order
//   names      board = [[1,0,0,3],...], r = 1, c = 0 in any order, with an
//              optional result = 14; declarations too (const board = ...;,
//              int r = 1;, int[][] board = {{...}};, Kotlin's val board =
//              arrayOf(intArrayOf(...), ...), Go's board := [][]int{...},
//              C#'s int[,] board = new int[,] {{...}};, conversions after
//              a board passed over: .map { it.toIntArray() }.toTypedArray()),
//              or above a call that names them: solution(board, 1, 0); a
//              board made by its size (new int[4][4], Array(4) {
//              IntArray(4) }) is refused, the lines that fill it unread
//   object     {"board": [[1,0,0,3],...], "r": 1, "c": 0}, or a JSON list
//              of them
//   self-test  print(solution(...) == 14), console.log(solution(...)); // 14,
//              assert solution(...) == 14, cout << solution(...) << endl;,
//              printf("%d\n", solution(...));, print(f"{solution(...)}");,
//              console.log(solution(...), 14), assert.strictEqual(
//              solution(...), 14), assertEquals(14, solution(...)) or
//              self.assertEqual(solution(...), 14) (an assertion that two
//              values are equal, whose other argument, before or after the
//              call, is the expected answer; two calls or no whole number
//              there are refused), several calls in one print
//              (console.log(solution(...), solution(...)), each a case, and
//              in one formatted string: f"{solution(...)} {solution(...)}"),
//              or the call's result kept in a name (const answer =
//              solution(...);) that a line below prints or compares
//              (console.log(answer);, print(answer == 14)); the call may
//              go through an object (sol.solution(...), s->solution(...),
//              new Solution().solution(...), Solution().solution(...),
//              (new Solution()).solution(...), or a member's:
//              this.sol.solution(...), self.sol.solution(...)), and the
//              line that makes it above is passed over (Solution sol = new
//              Solution();, sol = Solution(), Solution s;, this.sol = new
//              Solution();) when it makes a Solution or a call below goes
//              through its name; Kotlin's, Scala's, Swift's, Go's, C#'s and
//              Ruby's prints and assertions as well (println(...),
//              Console.WriteLine(...), fmt.Println(...), puts ...,
//              Debug.Assert(...), Assert.AreEqual(14, ...))
//   file       a whole self-test file: what it puts around its test lines
//              is passed over (#include, using namespace std;, imports,
//              Node's const assert = require('assert');, int main() {,
//              public static void main(String[] args) {, function main()
//              {, def main():, main();, public class Main {, JUnit's @Test
//              void test1() {, unittest's class TestSolution(
//              unittest.TestCase):, def test_example(self): and
//              unittest.main(), if __name__ == "__main__":, return 0;,
//              C++'s fast input and output (ios::sync_with_stdio(false);,
//              cin.tie(nullptr);), a print of strings alone (console.log(
//              "ok");, print('all tests passed'), cout << "ok" << endl;),
//              'use strict';, a '{' alone on its line, and a '}' that
//              closes one of these; and the same in Kotlin, Scala, Swift,
//              Go and C#: fun main() {, static void Main(string[] args) {,
//              func main() {, object Main {, namespace X {, [Test]; a '}' with no block open is refused,
//              saying so and what to do); a line that defines solution
//              itself (int solution(...) {, def solution(...):) is refused
//              anywhere in the text, pointing to gridsolve check, which
//              runs the user's solution
//   labels     lines that start with a label: the Programmers editor's
//              입력값 〉 ... / 기댓값 〉 ... / 실행 결과 〉 ... (〉, › or >,
//              then a tab or spaces), Baekjoon's 예제 입력 1 / 예제 출력 1
//              headings with the text on the lines below them, and its
//              입력 / 출력 headings over prose, which is passed over, as is
//              the prose under a problem page's 문제 설명 and 제한사항
//   header     a line of the examples table's column names (board r c
//              result) is skipped, and so is a heading (입출력 예, Example 1:)
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/text_scanner.hpp"
#include "gridsolve/puzzle.hpp"

namespace gridsolve {

struct PasteGrammar {
  std::string_view name;        // the puzzle's: "cards"
  std::string_view input_help;  // what its input holds (Puzzle::input_help)
  // The parameters of the puzzle's solution(...) in order, {"board", "r",
  // "c"}; empty for a puzzle whose judge reads standard input, which then
  // takes neither the call nor the name = value form.
  std::vector<std::string_view> parameters;
  // Whether one text may hold several cases (Programmers' examples table).
  bool many_cases = false;
  // "the cursor row and column": what ends a case, for "unexpected 'x' after
  // the cursor row and column".
  std::string_view case_end;
  // For a puzzle that takes K (PuzzleOption::kMoves): the most moves that a
  // piece of the problem statement's prose (a line of its title, the text
  // under a label that is passed over) names, or none. The reader gives the
  // result to every case (PastedCase::statement_moves).
  std::optional<std::uint64_t> (*moves_named_by)(std::string_view prose) = nullptr;
};

// Parses one case at the scanner's offset and leaves the scanner after it.
using CaseParser = std::function<Expected<std::unique_ptr<ParsedCase>>(text::Scanner&)>;

// Every case of `text` in order, each with the expected answer pasted with
// it, if any. Fails on the first case that does not parse, on text between
// cases that belongs to none, and on a second case where the puzzle takes
// one (a message that names its place, and for a case after the first, the
// case's number).
Expected<std::vector<PastedCase>> parse_pasted(std::string_view text, const PasteGrammar& grammar,
                                               const CaseParser& parse_one);

}  // namespace gridsolve
