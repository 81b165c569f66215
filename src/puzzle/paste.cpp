#include "puzzle/paste.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <span>
#include <utility>

#include "common/suggest.hpp"

namespace gridsolve {
namespace {

using text::Scanner;
using text::Span;
using text::starts_with_ascii_ci;

// kInput: a case follows. kExpected: the expected answer of the case
// before. kHeading: a heading over what follows, which is read on.
// kTitle: a test's title (테스트 1, Test 2, 예제 3, Case #4): what its own
// line says after it (the editor's verdict, 실패 (0.02ms, 10.1MB)) is
// passed over unless a case starts there, and the lines under it are read
// on. kOutput: what a solution printed (LeetCode's run panel), or the
// expected answer in a LeetCode-style statement (Output: 14), where no
// Expected follows; prose otherwise (Baekjoon's English Output heading).
// kIgnored: its text, up to the next labelled line, is passed over.
enum class LabelKind { kInput, kExpected, kHeading, kTitle, kOutput, kIgnored };

struct LabelWord {
  std::string_view word;
  LabelKind kind;
};

// The labels that start lines in what people copy, longest first where one
// starts another. The Programmers editor prints, per test, "테스트 1 〉",
// "입력값 〉", "기댓값 〉", "실행 결과 〉" and "출력 〉" (what the solution
// printed); Baekjoon heads its samples "예제 입력 1" and "예제 출력 1", and
// above them the prose that describes the input and the output "입력" and
// "출력" ("Input" and "Output" on its English pages): an input label's text
// that is prose is passed over (prose_at).
// The problem page heads its examples table "입출력 예" and the prose
// under it "입출력 예 설명" ("입출력 예에 대한 설명" on Kakao's problems),
// and above them the statement's prose "문제 설명" (the page's heading) and
// "제한사항", both passed over as the prose under Baekjoon's "문제" is
// (Kakao's problems write some in brackets, "[문제]", "[제한사항]", "[입출력
// 예]": label_at); LeetCode-style statements write "Example 1:" over
// "Input: ..." and "Explanation: ...". Baekjoon's whole page adds its
// title over a table of its limits ("시간 제한<TAB>메모리 제한<TAB>...",
// "Time Limit<TAB>..."; the title is passed over in read()) and, after the
// samples, "힌트", "출처" and "알고리즘 분류"; its English pages head the
// statement "Problem".
constexpr LabelWord kLabels[] = {
    {"입출력 예에 대한 설명", LabelKind::kIgnored},
    {"입출력 예 설명", LabelKind::kIgnored},
    {"입출력 예", LabelKind::kHeading},
    {"문제 설명", LabelKind::kIgnored},
    {"문제", LabelKind::kIgnored},
    {"제한사항", LabelKind::kIgnored},
    {"제한 사항", LabelKind::kIgnored},
    {"Examples", LabelKind::kHeading},
    {"Example", LabelKind::kHeading},
    {"Explanation", LabelKind::kIgnored},
    {"Problem", LabelKind::kIgnored},
    {"입력값", LabelKind::kInput},
    {"예제 입력", LabelKind::kInput},
    {"Sample Input", LabelKind::kInput},
    {"Input", LabelKind::kInput},
    {"입력", LabelKind::kInput},
    {"기댓값", LabelKind::kExpected},
    {"기대값", LabelKind::kExpected},
    {"예제 출력", LabelKind::kExpected},
    {"예제", LabelKind::kTitle},
    {"Sample Output", LabelKind::kExpected},
    {"Expected Output", LabelKind::kExpected},
    {"Expected", LabelKind::kExpected},
    {"실행 결과", LabelKind::kIgnored},
    {"실행결과", LabelKind::kIgnored},
    {"테스트", LabelKind::kTitle},
    {"Test", LabelKind::kTitle},
    {"Case", LabelKind::kTitle},
    {"Result", LabelKind::kIgnored},
    {"출력", LabelKind::kIgnored},
    {"Output", LabelKind::kOutput},
    {"채점 결과", LabelKind::kIgnored},
    {"정확성", LabelKind::kIgnored},
    {"효율성", LabelKind::kIgnored},
    {"합계", LabelKind::kIgnored},
    {"출처", LabelKind::kIgnored},
    {"알고리즘 분류", LabelKind::kIgnored},
    {"힌트", LabelKind::kIgnored},
    {"Source", LabelKind::kIgnored},
    {"Hint", LabelKind::kIgnored},
    {"시간 제한", LabelKind::kIgnored},
    {"Time Limit", LabelKind::kIgnored},
};

// What follows a label before its text: U+3009 '〉' (the Programmers
// editor's), U+203A '›', U+FF1E '＞', '>' or ':'.
constexpr std::string_view kLabelSeparators[] = {"\xE3\x80\x89", "\xE2\x80\xBA", "\xEF\xBC\x9E", ">", ":"};

// The names that an expected answer goes by in the name = value form: the
// examples table calls its last column "result".
constexpr std::string_view kAnswerNames[] = {"result", "answer", "expected"};

// What may stand between a case and its expected answer: a comma (a table
// row copied as a list), a comparison (`solution(...) == 14`, as a
// self-test prints or asserts it) or an arrow (`solution(...) -> 14`, as
// people write what a call gives), longest first where one starts another.
constexpr std::string_view kAnswerSigns[] = {",", "===", "==", "->", "=>", "\xE2\x86\x92" /* U+2192 → */};

// The methods that turn a board, or each of its rows, into another kind of
// array or list and change none of its numbers, as Kotlin, Scala and C#
// write them after a board (arrayOf(...).map { it.toList() },
// listOf(...).toTypedArray(), Scala's .toArray, C#'s .ToArray()): passed
// over (PasteReader::conversions_end). Any other method there may change
// the board, and is not.
constexpr std::string_view kConversions[] = {"toTypedArray",  "toIntArray", "toLongArray", "toList",
                                             "toMutableList", "toArray",    "toVector",    "toSeq",
                                             "toIndexedSeq",  "ToArray",    "ToList"};

bool is_answer_name(std::string_view name) {
  return std::find(std::begin(kAnswerNames), std::end(kAnswerNames), name) != std::end(kAnswerNames);
}

bool is_identifier_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_identifier_char(char c) { return is_identifier_start(c) || (c >= '0' && c <= '9'); }

// The program's entry: main, C#'s Main.
bool is_main(std::string_view name) { return name == "main" || name == "Main"; }

// The functions that a whole self-test file defines around its test lines,
// or calls: main, a test method (test1, testExample, test_example, as JUnit
// and unittest name them) and setUp (SetUp, as NUnit names it), which
// makes what the tests use.
bool self_test_function(std::string_view name) {
  return is_main(name) || (name.size() == 5 && starts_with_ascii_ci(name, "setup")) ||
         starts_with_ascii_ci(name, "test");
}

struct Label {
  LabelKind kind;
  std::string_view word;    // as the text spells it
  std::size_t value_begin;  // where its text starts: after the separator, or the next line
  std::size_t line_end;     // the end of the label's line (its '\n', or the text's end)
};

struct Assignment {
  Span name;
  Span value;
  // Where the value's text ends when that is past `value`: the '}' of C++'s
  // int r{1};, whose value is the 1, or the conversions after a board
  // (arrayOf(...).map { it.toList() }, whose value is the arrayOf(...)).
  // 0: at value.end.
  std::size_t text_end = 0;
  std::size_t end() const { return std::max(value.end, text_end); }
};

// The name = value statements that stand together, as a solution's test
// code declares a call's arguments above it.
struct Declarations {
  std::vector<Assignment> assignments;
  std::size_t stop = 0;  // after the last one, and its ';'
};

struct CaseRead {
  std::unique_ptr<ParsedCase> parsed;
  std::optional<std::string> expected;
  std::size_t stop = 0;  // where the case's text ended
};

class PasteReader {
 public:
  PasteReader(std::string_view text, const PasteGrammar& grammar, const CaseParser& parse_one)
      : text_(text), grammar_(grammar), parse_one_(parse_one) {}

  Expected<std::vector<PastedCase>> read();

 private:
  // White space, newlines included, from `pos` up to `end`.
  std::size_t skip_blank(std::size_t pos, std::size_t end) const {
    const std::string_view part = text_.substr(0, end);
    while (pos < end) {
      const std::size_t length = text::space_length(part, pos);
      if (length == 0) break;
      pos += length;
    }
    return pos;
  }
  // White space other than a newline.
  std::size_t skip_inline(std::size_t pos) const {
    while (pos < text_.size() && text_[pos] != '\n') {
      const std::size_t length = text::space_length(text_, pos);
      if (length == 0) break;
      pos += length;
    }
    return pos;
  }
  std::size_t line_end(std::size_t pos) const {
    const std::size_t newline = text_.find('\n', pos);
    return newline == std::string_view::npos ? text_.size() : newline;
  }
  // Whether only white space stands between the start of its line and `pos`.
  bool at_line_start(std::size_t pos) const { return text::at_line_start(text_, pos); }
  // After the text of the page's copy button at `pos` ("복사" or "Copy",
  // which Baekjoon puts after each sample's heading), or `pos`.
  std::size_t skip_copy_button(std::size_t pos) const {
    for (std::string_view copy : {std::string_view("복사"), std::string_view("Copy")}) {
      if (starts_with_ascii_ci(text_.substr(pos), copy)) return skip_inline(pos + copy.size());
    }
    return pos;
  }
  // Where the text under a label whose line ends at `end` starts: the next
  // line, or the one after it when the next holds only the copy button
  // (copying a heading and its button may put the button on its own line).
  std::size_t after_copy_line(std::size_t end) const {
    if (end >= text_.size()) return end;
    const std::size_t next = skip_inline(end + 1);
    const std::size_t button_end = skip_copy_button(next);
    return button_end > next && button_end >= line_end(next) ? button_end : end;
  }
  std::optional<Label> label_at(std::size_t pos) const;
  // The start of the first line after `pos` that starts with a label, or
  // the text's end: where the text of a case or a label stops.
  std::size_t next_label_line(std::size_t pos) const;
  // Whether the line at `pos` holds only the examples table's column names
  // (board r c result), one of them a parameter: its header row.
  bool header_at(std::size_t pos) const { return column_names_at(pos, true); }
  bool column_names_at(std::size_t pos, bool need_parameter) const;
  // Whether the text of an input label is prose, a page's description of
  // the input under its heading ("첫째 줄에 보드의 크기 N ...", "The first
  // line contains ..."): no form of a case starts it, and it starts with two
  // words of letters.
  bool prose_at(Span span) const;
  // The length of the letter at `pos` (before `end`): ASCII, or a
  // character beyond ASCII that is not white space or a full-width sign
  // (Hangul, say); 0 for none.
  std::size_t letter_length(std::size_t pos, std::size_t end) const;
  // Whether words start at `pos` where no case does: a letter, and no call
  // of solution, name = value or table header.
  bool words_start(std::size_t pos, std::size_t end) const;
  // Where the '(' of solution( stands when a call starts at `pos`, made
  // through an object or not; npos for none.
  std::size_t call_open(std::size_t pos) const;
  bool call_at(std::size_t pos) const { return call_open(pos) != std::string_view::npos; }
  // After the object that a call at `pos` goes through, as a solution's
  // local test code calls it: a name (sol.solution(...), s->solution(...))
  // or an object made there (new Solution().solution(...), Python's
  // Solution().solution(...), C++'s Solution{}.solution(...)); `pos` for
  // none.
  std::size_t receiver_end(std::size_t pos) const;
  // The end of an object made at `pos` with no arguments: new Solution(),
  // Solution(), Solution{}, std::make_unique<Solution>(); `pos` for none.
  std::size_t construction_end(std::size_t pos) const;
  // A statement at `pos` that makes the object that calls go through
  // (Solution sol = new Solution();, const sol = new Solution();, sol =
  // Solution(), auto s = Solution();, C++'s Solution s;): where it ends,
  // when the class it makes is Solution or a call below goes through the
  // name it declares. nullopt for any other statement, which is read as
  // before (int n = 3; is an unknown name still).
  std::optional<std::size_t> object_declaration_end(std::size_t pos) const;
  // The words at `pos`, on its line, that a declaration puts before a name
  // or a '(': keywords and types (public static void, auto,
  // vector<vector<int>>), the name last, with `signs` between them. Where
  // they stop, how many there are, and the last.
  struct Words {
    std::size_t end = 0;
    std::size_t count = 0;
    Span last;
  };
  // With `unicode`, a word may hold letters beyond ASCII, as Java's,
  // Python's and JavaScript's names may (a test method named in Korean).
  Words words_at(std::size_t pos, std::string_view signs, bool unicode = false) const;
  // What a whole self-test file puts around its test lines, at `pos`:
  // using namespace std;, imports, the definition of main (int main() {,
  // public static void main(String[] args) {, function main() {, def
  // main():) and the call of it (main();), a class around it (public class
  // Main {), a test method and JUnit's annotations of it (@Test void
  // test1() {, def test_example(self):), Python's if __name__ ==
  // "__main__": and unittest.main(), return 0;, C++'s fast input and
  // output (ios::sync_with_stdio(false);), a print of strings alone
  // (console.log("ok");), JavaScript's 'use strict';, a '{' alone on its
  // line and a '}' (#include is a comment line already). Where it ends
  // (`pos` for none), and whether it opens a block or closes one. A comment
  // after it on its line (int main() { // 테스트, return 0; // end, import
  // sys  # for argv) is passed over with it, up to the line's end: it is
  // never read, so it can hide no case and give no expected answer.
  struct Structure {
    std::size_t end = 0;
    int blocks = 0;  // 1: it opens a block ('{'); -1: it closes one ('}')
  };
  Structure structure_at(std::size_t pos) const;
  // structure_at without the comment after it.
  Structure bare_structure_at(std::size_t pos) const;
  // Whether JUnit's @Test annotates what starts at `pos`: it stands before
  // it on its line or on the lines just above, with only blank lines and
  // the other annotations that bare_structure_at passes over between.
  bool after_test_annotation(std::size_t pos) const;
  // A C# test attribute at `pos`, at its line's start: [Test], [Fact],
  // [TestMethod], [TestClass], [TestFixture], [SetUp], [TestInitialize]
  // (NUnit's, xUnit's, MSTest's), arguments in parentheses too
  // ([Test(Description = "...")]). Where it ends; nullopt for none.
  std::optional<std::size_t> test_attribute_end(std::size_t pos) const;
  // Node's import of a module at `pos`, a declaration whose value is
  // require("..."): const assert = require('assert');, const { solution }
  // = require('./solution');. Where it ends; `pos` for none.
  std::size_t require_end(std::size_t pos) const;
  // Jest's (and Mocha's) block around test lines at `pos`, up to its '{':
  // describe('solution', () => {, test('example 1', () => {, it("...",
  // async function () {. `pos` for none.
  std::size_t test_block_end(std::size_t pos) const;
  // C++'s fast input and output at `pos`, which main sets up before its
  // test lines: ios::sync_with_stdio(false);, ios_base::sync_with_stdio(0);,
  // cin.tie(nullptr);, cout.tie(NULL);, cin.tie(0)->sync_with_stdio(0);
  // (std:: before them too). Where it ends; `pos` for none.
  std::size_t stream_setup_end(std::size_t pos) const;
  // After this. or self. at `pos` when a member that holds an object
  // follows (this.sol.solution(...), self.sol = Solution()); `pos` for none.
  std::size_t member_prefix_end(std::size_t pos) const;
  // Whether `word` stands at `pos` as a whole word.
  bool keyword_at(std::size_t pos, std::string_view word) const {
    return text_.substr(pos, word.size()) == word && identifier_end(pos) == pos + word.size();
  }
  // Whether nothing but a comment follows `pos` on its line (or a block
  // comment starts there, int main() { /* tests */).
  bool line_done(std::size_t pos) const {
    pos = skip_inline(pos);
    return pos >= text_.size() || text_[pos] == '\n' || comment_at(pos) || text_.substr(pos, 2) == "/*";
  }
  // Where a block comment at `pos` ends, after its "*/", over any number
  // of lines (/* 예제 1 */, a Javadoc comment); `pos` where none starts,
  // npos where none closes it.
  std::size_t block_comment_end(std::size_t pos) const {
    if (text_.substr(pos, 2) != "/*") return pos;
    const std::size_t close = text_.find("*/", pos + 2);
    return close == std::string_view::npos ? close : close + 2;
  }
  // Where a statement whose last word ends at `pos` ends: after its ';'
  // (and the spaces after it), or at `pos`'s spaces when nothing but a
  // comment or a '}' follows on its line; npos where more follows.
  std::size_t statement_end(std::size_t pos) const {
    pos = skip_inline(pos);
    if (pos < text_.size() && text_[pos] == ';') return skip_inline(pos + 1);
    return line_done(pos) || text_[pos] == '}' ? pos : std::string_view::npos;
  }
  // Whether the line at `pos` defines solution itself, as the solution's
  // own code does: int solution(vector<vector<int>> board, int r, int c) {,
  // public int solution(int[][] board) {, def solution(board, r, c):,
  // function solution(board, r, c) {, a JavaScript class's solution(board)
  // {, const solution = (board, r, c) => {.
  bool defines_solution_at(std::size_t pos) const;
  // The language of a definition of solution at `pos` that gridsolve check
  // does not run (Kotlin's fun solution(...), Swift's and Go's func, C#'s
  // int[,] board, Scala's and Ruby's def); empty for one it runs (C, C++,
  // Java, Python, JavaScript).
  std::string_view unchecked_language_at(std::size_t pos) const;
  // The ')' that closes the parameters of a definition at `open`, which
  // hold no brackets but '[', ']', '<' and '>'; npos where a '(', '{', '}'
  // or ';' comes first.
  std::size_t parameters_end(std::size_t open) const;
  // The names that calls go through (sol in sol.solution(...)), each with
  // where the last such call starts; found once.
  const std::map<std::string_view, std::size_t>& receivers() const;
  std::size_t identifier_end(std::size_t pos) const {
    if (pos >= text_.size() || !is_identifier_start(text_[pos])) return pos;
    while (pos < text_.size() && is_identifier_char(text_[pos])) ++pos;
    return pos;
  }
  // What a self-test puts around a call, or around a name that holds a
  // call's result, to print or check it: "print(", "console.log(",
  // "System.out.println(", `printf("%d\n", `, "cout << ", "assert ",
  // `print(f"{`, an assertion that compares two values
  // ("assert.strictEqual(", "assertEquals(14, ", "self.assertEqual(");
  // or the declaration that keeps a call's result in a name, "const
  // answer = ". Length 0 for none.
  struct CallWrapper {
    std::string_view name;        // as messages name it: "print(", "cout <<"
    std::size_t length = 0;       // up to what it wraps, spaces and strings before it included
    bool closes = false;          // whether a ')' after what it wraps closes it
    bool streams = false;         // cout <<: more "<< x" may follow what it wraps
    bool parenthesized = false;   // cout << (solution(...) == 14): a ')' closes the comparison
    bool compares = false;        // assertEquals(...): its one other argument is the expected answer
    bool matches = false;         // Jest's expect(...): a matcher after it holds the expected answer, .toBe(14)
    char quote = 0;               // in f"{...}" or `${...}`: the string's quote, after a '}'
    std::string_view opens_call;  // what opens the string's part that holds the call: "{", "${", Swift's "\\("
    char closes_call = '}';       // what closes it: Swift's "\(...)"'s ')'
    std::optional<Span> holds;    // const answer = solution(...): the name that keeps the call's result
    // assertEquals(14, solution(...)): the expected answer before what it
    // wraps (JUnit's order), a whole number or a name declared with one.
    std::optional<Span> answer_first;
  };
  CallWrapper wrapper_at(std::size_t pos) const;
  // The expected answer written before a comparison with a call, at `pos`:
  // print(14 == solution(...)), console.log(14 === solution(...)). The
  // number's span, and where the call starts; none when no such
  // comparison stands there.
  struct AnswerBefore {
    Span answer;
    std::size_t call = 0;
  };
  std::optional<AnswerBefore> answer_before_call(std::size_t pos) const {
    const std::size_t number_end = value_end(pos, text_.size());
    if (!number_starts_at(pos, number_end)) return std::nullopt;
    const std::size_t sign = skip_inline(number_end);
    const std::size_t sign_length = text_.substr(sign, 3) == "===" ? 3 : text_.substr(sign, 2) == "==" ? 2 : 0;
    if (sign_length == 0) return std::nullopt;
    const std::size_t call = skip_blank(sign + sign_length, text_.size());
    if (!call_at(call)) return std::nullopt;
    return AnswerBefore{Span{pos, number_end}, call};
  }
  // The end of a string or character literal at `pos` ("%d\n", '\n'), which
  // ends on its line; `pos` for none.
  std::size_t literal_end(std::size_t pos) const;
  // The end of a string at `pos` that holds text alone: a literal
  // (literal_end), or Python's f"..." or JavaScript's `...` that formats
  // nothing in it (no '{', no "${"); `pos` for none.
  std::size_t plain_string_end(std::size_t pos) const;
  // Whether Python's f-string opens at `pos`: f" or f' (F too); or C#'s
  // interpolated string, $".
  bool f_string_at(std::size_t pos) const {
    return pos + 1 < text_.size() &&
           (((text_[pos] == 'f' || text_[pos] == 'F') && (text_[pos + 1] == '"' || text_[pos + 1] == '\'')) ||
            (text_[pos] == '$' && text_[pos + 1] == '"'));
  }
  // Whether a number starts at `pos`, before `end`: a digit, or a sign and
  // a digit (whether it is a whole number is the scanner's to say).
  bool number_starts_at(std::size_t pos, std::size_t end) const {
    const auto digit = [this, end](std::size_t i) { return i < end && text_[i] >= '0' && text_[i] <= '9'; };
    return digit(pos) || (pos < end && (text_[pos] == '-' || text_[pos] == '+') && digit(pos + 1));
  }
  // The length of what joins two things that a print prints, at `pos`:
  // cout's "<<" (`streams`), or a ',' or a '+' between a print's
  // arguments; 0 for none.
  std::size_t joiner_length(std::size_t pos, bool streams) const {
    if (streams) return text_.substr(pos, 2) == "<<" ? 2 : 0;
    return pos < text_.size() && (text_[pos] == ',' || text_[pos] == '+') ? 1 : 0;
  }
  // A print of strings alone at `pos`, as a self-test file prints that its
  // tests ran (console.log("ok");, print('all tests passed'),
  // System.out.println("done");, printf("ok\n");, puts("ok");, cout << "ok"
  // << endl;): where it ends; `pos` for none, and for a print of anything
  // else (a call, a name, a number, an expression, a formatted string that
  // formats something), which is read as before.
  std::size_t string_print_end(std::size_t pos) const;
  // The rest of a statement whose wrapper wraps what ends at `pos`: string
  // arguments after it (assert's message), the '}' and the rest of a
  // formatted string, what cout prints after it (<< endl), the ')' that
  // closes the wrapper, and the ';'. Where the statement ends, or an error.
  Expected<std::size_t> finish_wrapper(const CallWrapper& wrapper, std::size_t pos);
  // Where the value of a string argument given by name at `pos` starts:
  // unittest's msg="example 1" (in its assertions), Python's print(...,
  // end="", sep=" "). `pos` for none.
  std::size_t named_string_value(const CallWrapper& wrapper, std::size_t pos) const {
    static constexpr std::string_view kPrintNames[] = {"end", "sep"};
    static constexpr std::string_view kMessageNames[] = {"msg"};
    std::span<const std::string_view> names;
    if (wrapper.name == "print(") {
      names = kPrintNames;
    } else if (wrapper.compares || wrapper.name.starts_with("self.")) {
      names = kMessageNames;
    }
    for (const std::string_view name : names) {
      if (!keyword_at(pos, name)) continue;
      const std::size_t equals = skip_inline(pos + name.size());
      if (equals < text_.size() && text_[equals] == '=' && text_.substr(equals, 2) != "==") {
        return skip_inline(equals + 1);
      }
    }
    return pos;
  }
  // Python's print's arguments given by name that are no string at `pos`:
  // file=sys.stderr (or sys.stdout) and flush=True (or False). Where the
  // value ends; `pos` for none.
  std::size_t print_option_end(const CallWrapper& wrapper, std::size_t pos) const {
    if (wrapper.name != "print(") return pos;
    for (const std::string_view name : {std::string_view("file"), std::string_view("flush")}) {
      if (!keyword_at(pos, name)) continue;
      const std::size_t equals = skip_inline(pos + name.size());
      if (equals >= text_.size() || text_[equals] != '=' || text_.substr(equals, 2) == "==") return pos;
      const std::size_t value = skip_inline(equals + 1);
      if (name == "flush") {
        for (const std::string_view word : {std::string_view("True"), std::string_view("False")}) {
          if (keyword_at(value, word)) return value + word.size();
        }
        return pos;
      }
      for (const std::string_view stream : {std::string_view("sys.stderr"), std::string_view("sys.stdout")}) {
        if (text_.substr(value, stream.size()) == stream && identifier_end(value + 4) == value + stream.size()) {
          return value + stream.size();
        }
      }
      return pos;
    }
    return pos;
  }
  // After a call that `wrapper` prints, at `pos`: the next call it prints
  // as well, after a ',' (console.log(solution(a), solution(b)),
  // print("a:", solution(a), "b:", solution(b))) or a '+' that joins strings
  // (System.out.println(sol.solution(a) + " " + sol.solution(b)), where
  // solution(a) + solution(b) would print a sum); npos for none.
  std::size_t next_printed_call(const CallWrapper& wrapper, std::size_t pos) const;
  // A part of the formatted string that `wrapper` wraps ({...}, ${...},
  // \(...)): where its text starts, and its closing '}' or ')'.
  struct Interpolation {
    std::size_t inside = 0;
    std::size_t close = 0;
  };
  // The first such part from `pos` on, before the string's closing quote;
  // none where the string (or its line) ends first.
  std::optional<Interpolation> interpolation_from(const CallWrapper& wrapper, std::size_t pos) const;
  // Where a call of solution stands between `begin` and `end`, wherever it
  // stands (str(solution(...)), sol.solution(...)); npos for none.
  std::size_t solution_call_in(std::size_t begin, std::size_t end) const;
  // An error at a call of solution in a part of the formatted string from
  // `pos` on that holds it other than first (f"{str(solution(...))}"),
  // which would otherwise go unread; none where no such part holds one.
  std::optional<Error> unread_interpolated_call(const CallWrapper& wrapper, std::size_t pos) const;
  // The expected answer after what `wrapper` wraps (a call, or a name that
  // holds a call's result), which ends at `pos`: after a sign of
  // kAnswerSigns (== 14, -> 14), or in an assertion that compares two
  // values, its other argument, before what it wraps (assertEquals(14,
  // solution(...))) or after it (assert.strictEqual(solution(...), 14)),
  // where it must be. `pos` moves past an answer after it. None, or an
  // error where what stands there is meant as the answer and is none.
  Expected<std::optional<std::string>> answer_after(const CallWrapper& wrapper, std::size_t& pos);
  // The expected answer in a comment at `pos` ("// 14", "# -> 14"), when
  // that is all it says; `pos` moves past the comment, if one is there.
  std::optional<std::string> comment_answer(std::size_t& pos) const;
  // Gives the case `index` an expected answer found apart from it (기댓값 〉
  // 14 under its 입력값, print(answer == 14) below answer = solution(...));
  // an error at `pos` when it has another.
  std::optional<Error> expect(std::size_t index, const std::string& answer, std::size_t pos);
  // A comment: '#' (Python) or "//" (C++, Java, JavaScript).
  bool comment_at(std::size_t pos) const {
    return pos < text_.size() && (text_[pos] == '#' || text_.substr(pos, 2) == "//");
  }
  // How a name and its value are written: name = value, or as a JSON
  // object's member, "name": value.
  enum class Spelling { kNameEquals, kJsonMember };
  std::optional<Assignment> assignment_at(std::size_t pos, std::size_t end,
                                          Spelling spelling = Spelling::kNameEquals) const;
  // `name =` at `pos`, with the words a declaration puts before the name
  // (`const`, `int[][]`, `val`, C#'s `int[,]`) or a type after it (`board:
  // List[List[int]]`, `val r: Int`), or Go's `name :=` (`var r int =`):
  // the name, and where the value after the sign starts.
  struct NameEquals {
    Span name;
    std::size_t value = 0;
  };
  std::optional<NameEquals> name_equals_at(std::size_t pos, std::size_t end) const;
  std::size_t value_end(std::size_t pos, std::size_t end) const;
  // After the conversions that follow a value ending at `pos`, before `end`
  // (kConversions, called on the value or, through map, on each row:
  // .toTypedArray(), .map { it.toIntArray() }, .map { row -> row.toList() },
  // Scala's .map(_.toArray).toArray, C#'s .Select(row => row.ToArray()),
  // .map(IntArray::toList)), on the next lines too; `pos` for none.
  std::size_t conversions_end(std::size_t pos, std::size_t end) const;
  // After the conversion method called at `pos` (a name of kConversions,
  // with its empty parentheses or, as Scala writes it, none); `pos` for none.
  std::size_t conversion_call_end(std::size_t pos, std::size_t end) const;
  // After the function at `open` (its '{' or '(') that a map passes each
  // row through, when it only converts the row; `open` for any other.
  std::size_t row_conversion_end(std::size_t open, std::size_t end) const;
  // An error at a method called on a value that ends at `pos` with a
  // bracket, when it is no conversion that conversions_end passes over
  // (listOf(...).filter { ... }, .map { it.reversed() }): it may change the
  // board, and gridsolve runs no code. `what` names the value ("the value
  // of board").
  std::optional<Error> method_after(std::size_t pos, std::string_view what) const {
    const std::size_t dot = skip_blank(pos, text_.size());
    if (pos == 0 || std::string_view(")]}").find(text_[pos - 1]) == std::string_view::npos || dot >= text_.size() ||
        text_[dot] != '.' || identifier_end(skip_inline(dot + 1)) == skip_inline(dot + 1) ||
        conversions_end(pos, text_.size()) > pos) {
      return std::nullopt;
    }
    return error_at(dot, fmt::format("unexpected {} after {}: gridsolve runs no method on a board, and passes over "
                                     "only the conversions that change none of its numbers (.toTypedArray(), .map "
                                     "{{ it.toIntArray() }}, .ToArray()); write the board that it makes as a literal",
                                     found_at(dot, text_.size()), what));
  }
  // An argument of a call without the conversions after its value
  // (solution(board.toTypedArray(), 1, 0) names board), or as it is.
  Span without_conversions(Span argument) const {
    const std::size_t value = skip_blank(argument.begin, argument.end);
    const std::size_t end = value_end(array_creation_end(value, argument.end), argument.end);
    return end < argument.end && conversions_end(end, argument.end) == argument.end ? Span{argument.begin, end}
                                                                                    : argument;
  }
  // Where the braces start after Java's `new int[][]`, which creates an
  // array from them (new int[][]{{1,0},{0,1}}; C#'s new int[,] {{...}} and
  // new[] {...} too), after a C++ type with template arguments
  // (vector<vector<int>>{{1,0},{0,1}}), or after Go's type ([][]int{{1,0},
  // {0,1}}); `pos` for none. (The rows' own types, new int[] {1,0} and
  // []int{1,0}, and Kotlin's arrayOf(...), are the board parser's to read.)
  std::size_t array_creation_end(std::size_t pos, std::size_t end) const;
  // An array made by its size at `pos`, before `end`, whose cells are
  // zeros or what a function gives, for lines below to fill in: Java's and
  // C#'s new int[4][4] and new int[4,4], Kotlin's Array(4) { IntArray(4) },
  // Go's make(...), Scala's Array.ofDim[Int](4, 4) and Array.fill(...),
  // JavaScript's Array.from(...), new Array(4) and Array(4).fill(0),
  // Swift's Array(repeating: ..., count: 4), Python's [[0] * 4 for _ in
  // range(4)] and [[0] * 4] * 4, C++'s vector<vector<int>>(4, ...). Where
  // it ends, and the board written as a literal in that language. (C++'s
  // vector<vector<int>> board(4, vector<int>(4)); is one from its type on:
  // name_equals_at.)
  struct SizedArray {
    std::size_t end = 0;
    std::string_view literal;
  };
  std::optional<SizedArray> sized_array_at(std::size_t pos, std::size_t end) const;
  // After the brackets that open at `open` ('(', '[' or '{'), those inside
  // counted, before `end`; npos where none closes them there.
  std::size_t brackets_end(std::size_t open, std::size_t end) const;
  // An error at the value of `name` (its text from `value.begin` to
  // `text_end`) that gridsolve cannot read as it is written: an array made
  // by its size (sized_array_at), or a method called after it
  // (method_after).
  std::optional<Error> unreadable_value(Span value, std::size_t text_end, std::string_view name) const {
    if (const std::optional<SizedArray> sized = sized_array_at(value.begin, text_end)) {
      const std::string_view written = text_.substr(value.begin, sized->end - value.begin);
      const bool shown_whole = written.size() <= 60 && written.find('\n') == std::string_view::npos;
      return error_at(value.begin,
                      fmt::format("{} makes {} from its size alone, and gridsolve does not follow the lines that fill "
                                  "in its cells: write {} as a literal of its rows, {}",
                                  shown_whole ? fmt::format("'{}'", written) : found_at(value.begin, text_end), name,
                                  name, sized->literal));
    }
    return method_after(text_end, fmt::format("the value of {}", name));
  }
  // The ')' that closes the '(' at `open` (brackets inside counted), or
  // the text's end when none does.
  std::size_t closing_paren(std::size_t open) const;
  // The arguments of a call between `span`'s bounds: the parts between its
  // commas outside brackets, each without the white space around it.
  std::vector<Span> split_arguments(Span span) const;
  // Whether the arguments between a call's '(' at `open` and its ')' at
  // `close` name a value declared above (solution(board, r, c)).
  bool names_a_declared_value(std::size_t open, std::size_t close) const {
    const std::vector<Span> arguments = split_arguments(Span{open + 1, close});
    return std::any_of(arguments.begin(), arguments.end(), [this](Span argument) {
      if (const std::optional<NamedArgument> named = named_argument_at(argument)) argument = named->value;
      const std::optional<std::string_view> name = lone_name(without_conversions(argument));
      return name && variable(*name);
    });
  }
  // The name that `span` holds, when it holds one name and nothing else.
  std::optional<std::string_view> lone_name(Span span) const;
  // The value of a name declared above (the last declaration's), if any.
  std::optional<Span> variable(std::string_view name) const;
  // The names given values by declarations so far, for "did you mean".
  std::vector<std::string> variable_names() const;
  // name = value statements from `pos` on, any names, up to the first text
  // that is not one or a name given a second time.
  Declarations declarations_at(std::size_t pos) const;
  // After a comment that follows a declaration on its line (board =
  // [[...]]  # 예제 1, int r = 1; // row, int c = 0; /* column */), which is
  // passed over with it; `pos` for none.
  std::size_t after_trailing_comment(std::size_t pos) const;
  // After the comment lines at `pos` (and block comments), and the blank
  // lines after each, up to `end`: between declarations.
  std::size_t after_comment_lines(std::size_t pos, std::size_t end) const;
  // What starts a table of cases at `pos` that a test runs one by one:
  // pytest's @pytest.mark.parametrize, JUnit's @ParameterizedTest (and its
  // sources), Jest's test.each, a for loop over the cases (cases.forEach(
  // too). Its name as
  // messages give it; nullopt for none.
  std::optional<std::string_view> case_table_at(std::size_t pos) const {
    static constexpr std::string_view kTables[] = {"@pytest.mark.parametrize",
                                                   "@ParameterizedTest",
                                                   "@CsvSource",
                                                   "@MethodSource",
                                                   "@ValueSource",
                                                   "test.each",
                                                   "it.each",
                                                   "describe.each"};
    for (const std::string_view table : kTables) {
      if (text_.substr(pos, table.size()) == table && identifier_end(pos + table.size() - 1) == pos + table.size()) {
        return table;
      }
    }
    // C#'s: NUnit's [TestCase(...)], xUnit's [Theory] and [InlineData(...)],
    // MSTest's [DataRow(...)].
    if (pos < text_.size() && text_[pos] == '[' && at_line_start(pos)) {
      const std::size_t name = skip_inline(pos + 1);
      static constexpr std::pair<std::string_view, std::string_view> kAttributes[] = {
          {"TestCase", "[TestCase(...)]"},
          {"Theory", "[Theory]"},
          {"InlineData", "[InlineData(...)]"},
          {"DataRow", "[DataRow(...)]"}};
      for (const auto& [attribute, shown] : kAttributes) {
        if (keyword_at(name, attribute)) return shown;
      }
    }
    if (keyword_at(pos, "for") && at_line_start(pos)) return "a for loop";
    // JavaScript's cases.forEach(...).
    if (const std::size_t name_end = identifier_end(pos); name_end > pos && is_identifier_start(text_[pos]) &&
                                                          at_line_start(pos) &&
                                                          text_.substr(name_end, 9) == ".forEach(") {
      return "a forEach loop";
    }
    return std::nullopt;
  }
  Error table_refusal(std::size_t pos, std::string_view table) const {
    return error_at(pos, fmt::format("{} runs a table of cases, which gridsolve does not read: write each case as a "
                                     "call with its expected answer (print(solution(...) == 14), assert "
                                     "solution(...) == 14, assertEquals(14, solution(...)))",
                                     table));
  }
  // Python's r, c = 1, 0 at `pos`: one assignment per name, each with its
  // value; or r = c = 0, each name the one value; empty for none (one name,
  // or names and values that differ in number).
  std::vector<Assignment> tuple_assignments_at(std::size_t pos) const;
  // Whether a call (wrapped or not) stands at `pos`, after blank and
  // comment lines and the object it goes through, with an argument that is
  // a name (solution(board, 1, 0)).
  bool call_names_values(std::size_t pos) const;

  std::string found_at(std::size_t pos, std::size_t end) const { return text::describe_found(text_, pos, end); }
  Error error_at(std::size_t pos, std::string_view what) const {
    return Error{fmt::format("{}: {}", text::describe(text::position_of(text_, pos)), what)};
  }
  // An error of the case that starts at `case_begin`, named by its number
  // from the second case on.
  Error in_case(Error error, std::size_t case_begin) const {
    if (cases_.empty()) return error;
    const std::size_t number = cases_.size() + 1;
    if (error.message.rfind("line ", 0) == 0) return Error{fmt::format("case {}: {}", number, error.message)};
    return Error{
        fmt::format("case {} (line {}): {}", number, text::position_of(text_, case_begin).line, error.message)};
  }
  std::string parameter_list() const;

  Expected<CaseRead> read_one(Scanner& scanner, std::size_t case_begin) const;
  // A case whose text is all of `span` (the arguments of solution(...), the
  // text of an 입력값 line): the plain form or name = value; in a call
  // (`call`), also arguments given by name or that name values declared
  // above it (read_call_arguments).
  Expected<CaseRead> read_arguments(Span span, std::string_view context, bool call = false) const;
  // An argument given by its name at the start of `argument`: Python's and
  // Kotlin's name = value (board=b, r = 1), C#'s and Swift's name: value
  // (board: b). The name, and the value after the sign; none for an
  // argument given without its name.
  struct NamedArgument {
    Span name;
    Span value;
  };
  std::optional<NamedArgument> named_argument_at(Span argument) const {
    const std::size_t name_end = std::min(identifier_end(argument.begin), argument.end);
    const std::size_t sign = skip_blank(name_end, argument.end);
    if (name_end == argument.begin || sign >= argument.end) return std::nullopt;
    const std::string_view two = text_.substr(sign, 2);
    if ((text_[sign] != '=' || two == "==" || two == "=>") && (text_[sign] != ':' || two == "::")) return std::nullopt;
    return NamedArgument{{argument.begin, name_end}, {skip_blank(sign + 1, argument.end), argument.end}};
  }
  // Whether the call's arguments are read one by one
  // (read_call_arguments), for `argument`: given by its name, a name
  // declared above (solution(board, 1, 0)), an array that Java creates
  // (new int[][]{{...}}), a value with conversions after it, or one that
  // gridsolve refuses (unreadable_value). Else the puzzle's parser reads
  // the arguments' text as its plain form.
  bool read_one_by_one(Span argument) const {
    if (named_argument_at(argument)) return true;
    const Span value = without_conversions(argument);
    const std::size_t created = array_creation_end(value.begin, value.end);
    return value.end < argument.end || created > value.begin || lone_name(value) ||
           sized_array_at(value.begin, value.end) || method_after(value_end(created, value.end), "");
  }
  // The arguments of solution(...), each read alone (read_one_by_one): in
  // order, then by name in any order (solution([[...]], c=0, r=1)).
  Expected<CaseRead> read_call_arguments(const std::vector<Span>& arguments, std::string_view context) const;
  // The value that an argument of a call gives `parameter`: a name's
  // declared above, or the value written out, without Java's new int[][]
  // before it or conversions after it; an error for a name that none
  // declares, or a value that gridsolve refuses (unreadable_value).
  Expected<Span> call_value(Span argument, std::string_view parameter, std::string_view context,
                            std::size_t begin) const;
  // The expected answer given by its name (result = 14, in a list or a
  // call): `value`'s whole number, or an error in the case at `begin`.
  Expected<std::string> named_answer(Span value, std::string_view name, std::size_t begin) const {
    Scanner scanner(text_, value);
    const text::ScannedInteger answer = scanner.scan_integer();
    if (answer.status != text::IntegerStatus::kOk || !scanner.at_end()) {
      return in_case(scanner.expected_here(fmt::format("{}, the expected answer, as a whole number", name)), begin);
    }
    return std::to_string(answer.value);
  }
  // name = value assignments from `pos`, up to the first text that is not
  // one, or a name given twice (the next case's).
  Expected<CaseRead> read_assignments(std::size_t pos, std::size_t end,
                                      Spelling spelling = Spelling::kNameEquals) const;
  // A JSON object of the arguments at `pos` ('{' and a first member):
  // {"board": [[...]], "r": 1, "c": 0}, with "result" for the expected
  // answer.
  Expected<CaseRead> read_object(std::size_t pos) const;
  // An expected answer after a case, if a whole number follows.
  std::optional<std::string> read_answer(std::size_t& pos, std::size_t end) const;
  // Where read_answer found none: an error when what follows on the line
  // stands where the answer would and is not one; `place` says where that
  // is ("after solution(...)" when empty, after what was read last).
  std::optional<Error> bad_answer_at(std::size_t pos, std::size_t end, std::string_view place = {}) const;
  // An error when a case starts at `pos` but the puzzle takes one and has it.
  std::optional<Error> check_one_case_more(std::size_t pos) const;
  void add(CaseRead read, std::size_t case_begin) {
    cases_.push_back(
        PastedCase{std::move(read.parsed), std::move(read.expected), lines_.line_of(case_begin), std::nullopt});
  }
  // Prose that the reader passes over (a title line, the text under a
  // label): the most moves it names, if the puzzle reads them
  // (PasteGrammar::moves_named_by). Two different numbers in one text name
  // none: a guess would answer another problem without a word.
  void note_statement_moves(Span prose) {
    if (grammar_.moves_named_by == nullptr || prose.end <= prose.begin) return;
    const std::optional<std::uint64_t> moves =
        grammar_.moves_named_by(text_.substr(prose.begin, prose.end - prose.begin));
    if (!moves) return;
    if (statement_moves_ && *statement_moves_ != *moves) statement_moves_conflict_ = true;
    statement_moves_ = moves;
  }
  // The cases read, each with the moves the statement names.
  std::vector<PastedCase> finished_cases() {
    if (statement_moves_ && !statement_moves_conflict_) {
      for (PastedCase& pasted : cases_) pasted.statement_moves = statement_moves_;
    }
    return std::move(cases_);
  }

  std::string_view text_;
  const PasteGrammar& grammar_;
  const CaseParser& parse_one_;
  std::vector<PastedCase> cases_;
  std::optional<std::uint64_t> statement_moves_;
  bool statement_moves_conflict_ = false;
  // The case whose expected answer an Output label gave (LeetCode's
  // statement writes it so), which an Expected label after it replaces
  // (LeetCode's run panel: Output is what the solution printed).
  std::optional<std::size_t> printed_answer_case_;
  // The names declared above a call that names values, each with its last
  // value (board = [[...]] above print(solution(board, 1, 0))).
  std::map<std::string_view, Span> variables_;
  // The expected answer that the last declarations give by an answer's
  // name (result = 14 over print(solution(board, r, c))).
  std::optional<std::string> declared_answer_;
  // The names that keep a call's result, each with the index of its last
  // call's case (answer = solution(...) above console.log(answer)).
  std::map<std::string_view, std::size_t> results_;
  text::LineCounter lines_{text_};                               // the cases' lines, counted in one pass
  std::string after_;                                            // what was read last, for "unexpected 'x' after ..."
  mutable std::optional<std::vector<std::size_t>> label_lines_;  // the starts of the lines that start with a label
  mutable std::optional<std::map<std::string_view, std::size_t>> receivers_;  // receivers(), once found
  int open_blocks_ = 0;                              // the blocks that structure lines opened ({) and none closed yet
  bool passed_self_test_lines_ = false;              // structure lines or an object's declaration, passed over
  std::size_t header_end_ = std::string_view::npos;  // the end of the last line of the table's header read
};

std::optional<Label> PasteReader::label_at(std::size_t pos) const {
  // A label in brackets, as Kakao's problem pages write their headings
  // ("[제한사항]", "[입출력 예]"): no label starts with '[', so a board's '['
  // is none.
  const bool bracketed = pos < text_.size() && text_[pos] == '[';
  const std::size_t word = bracketed ? pos + 1 : pos;
  const std::string_view rest = text_.substr(word);
  for (const LabelWord& label : kLabels) {
    if (!starts_with_ascii_ci(rest, label.word)) continue;
    std::size_t q = word + label.word.size();
    if (bracketed && (q >= text_.size() || text_[q] != ']')) return std::nullopt;
    q = skip_inline(bracketed ? q + 1 : q);
    // "Case #1"; "입출력 예 #1" heads prose, passed over with the 입출력 예
    // 설명 above it.
    if (label.kind == LabelKind::kTitle && q < text_.size() && text_[q] == '#') ++q;
    while (q < text_.size() && text_[q] >= '0' && text_[q] <= '9') ++q;  // "테스트 1", "예제 입력 1"
    q = skip_copy_button(skip_inline(q));
    const std::size_t end = line_end(pos);
    for (std::string_view separator : kLabelSeparators) {
      if (text_.substr(q, separator.size()) == separator) {
        const std::size_t value = skip_inline(q + separator.size());
        return Label{label.kind, text_.substr(word, label.word.size()), value >= end ? after_copy_line(end) : value,
                     end};
      }
    }
    if (q >= end) return Label{label.kind, text_.substr(word, label.word.size()), after_copy_line(end), end};
    // The first cell of a table's header row: Baekjoon's 시간 제한<TAB>메모리
    // 제한<TAB>..., passed over with the row of numbers under it.
    if (const std::size_t after = word + label.word.size();
        label.kind == LabelKind::kIgnored && after < text_.size() && text_[after] == '\t') {
      return Label{label.kind, text_.substr(word, label.word.size()), end, end};
    }
    return std::nullopt;
  }
  return std::nullopt;
}

std::size_t PasteReader::next_label_line(std::size_t pos) const {
  if (!label_lines_) {  // found once: a table of many rows asks once per row
    label_lines_.emplace();
    for (std::size_t newline = text_.find('\n'); newline != std::string_view::npos;
         newline = text_.find('\n', newline + 1)) {
      const std::size_t first = skip_inline(newline + 1);
      if (first < text_.size() && label_at(first)) label_lines_->push_back(newline + 1);
    }
  }
  const auto next = std::upper_bound(label_lines_->begin(), label_lines_->end(), pos);
  return next == label_lines_->end() ? text_.size() : *next;
}

bool PasteReader::column_names_at(std::size_t pos, bool need_parameter) const {
  if (grammar_.parameters.empty()) return false;
  const std::size_t end = line_end(pos);
  bool any_parameter = false;
  bool any_name = false;
  for (std::size_t q = pos; q < end;) {
    q = skip_inline(q);
    if (q >= end) break;
    std::size_t word_end = q;
    while (word_end < end && is_identifier_char(text_[word_end])) ++word_end;
    if (word_end == q) return false;
    const std::string_view word = text_.substr(q, word_end - q);
    const bool parameter =
        std::find(grammar_.parameters.begin(), grammar_.parameters.end(), word) != grammar_.parameters.end();
    if (!parameter && !is_answer_name(word)) return false;
    any_parameter |= parameter;
    any_name = true;
    q = word_end;
    if (q < end && text::space_length(text_, q) == 0) return false;
  }
  return any_parameter || (!need_parameter && any_name);
}

std::size_t PasteReader::letter_length(std::size_t pos, std::size_t end) const {
  const std::optional<text::Utf8Char> c = text::utf8_at(text_.substr(0, end), pos);
  if (!c) return 0;
  const bool ascii_letter = (c->code >= 'a' && c->code <= 'z') || (c->code >= 'A' && c->code <= 'Z');
  const bool other_letter =
      c->code >= 0xC0 && !(c->code >= 0xFF01 && c->code <= 0xFF5E) && text::space_length(text_, pos) == 0;
  return ascii_letter || other_letter ? c->length : 0;
}

bool PasteReader::words_start(std::size_t pos, std::size_t end) const {
  return letter_length(pos, end) > 0 && !header_at(pos) && !assignment_at(pos, end) &&
         !call_at(pos + wrapper_at(pos).length);
}

bool PasteReader::prose_at(Span span) const {
  const std::size_t pos = skip_blank(span.begin, span.end);
  if (!words_start(pos, span.end)) return false;
  const auto letter_at = [this, &span](std::size_t q) { return letter_length(q, span.end); };
  std::size_t q = pos;
  for (std::size_t length = letter_at(q); length > 0; length = letter_at(q)) q += length;
  if (q == pos || q >= span.end || text::space_length(text_, q) == 0 || text_[q] == '\n') return false;
  return letter_at(skip_inline(q)) > 0;
}

std::size_t PasteReader::call_open(std::size_t pos) const {
  constexpr std::string_view kName = "solution";
  const std::size_t name = receiver_end(pos);
  if (text_.substr(name, kName.size()) != kName) return std::string_view::npos;
  const std::size_t q = skip_inline(name + kName.size());
  return q < text_.size() && text_[q] == '(' ? q : std::string_view::npos;
}

std::size_t PasteReader::receiver_end(std::size_t pos) const {
  std::size_t q = pos;
  if (pos < text_.size() && text_[pos] == '(') {  // (new Solution()).solution(...): the object made in parentheses
    const std::size_t made = skip_inline(pos + 1);
    const std::size_t close = skip_inline(construction_end(made));
    if (close == made || close >= text_.size() || text_[close] != ')') return pos;
    q = close + 1;
  } else {
    const std::size_t object = member_prefix_end(pos);
    q = construction_end(object);
    if (q == object) q = identifier_end(object);
    if (q == object) return pos;
  }
  if (text_.substr(q, 1) == ".") return q + 1;
  if (text_.substr(q, 2) == "->") return q + 2;
  return pos;
}

std::size_t PasteReader::member_prefix_end(std::size_t pos) const {
  if (!keyword_at(pos, "this") && !keyword_at(pos, "self")) return pos;
  const std::size_t accessor = pos + 4;
  const std::size_t member = accessor + (text_.substr(accessor, 1) == "."    ? 1
                                         : text_.substr(accessor, 2) == "->" ? 2
                                                                             : 0);
  const std::size_t member_end = identifier_end(member);
  if (member == accessor || member_end == member) return pos;
  // this.solution(...) calls through this itself.
  return text_.substr(member, member_end - member) == "solution" ? pos : member;
}

std::size_t PasteReader::construction_end(std::size_t pos) const {
  std::size_t q = pos;
  const bool made_new = text_.substr(q, 3) == "new" && text::space_length(text_, q + 3) > 0;
  if (made_new) q = skip_inline(q + 3);
  const std::size_t type = q;
  if (type >= text_.size() || !is_identifier_start(text_[type])) return pos;
  // A qualified name, template arguments too: std::make_unique<Solution>.
  while (q < text_.size() &&
         (is_identifier_char(text_[q]) || std::string_view(":<>").find(text_[q]) != std::string_view::npos)) {
    ++q;
  }
  if (q >= text_.size() || (text_[q] != '(' && text_[q] != '{')) return pos;
  const char closer = text_[q] == '(' ? ')' : '}';
  const std::size_t close = skip_inline(q + 1);
  if (close >= text_.size() || text_[close] != closer) return pos;  // arguments: no Solution object takes any
  return close + 1;
}

std::optional<std::size_t> PasteReader::object_declaration_end(std::size_t pos) const {
  if (pos >= text_.size() || !is_identifier_start(text_[pos])) return std::nullopt;
  const std::size_t line = line_end(pos);
  // The words before the '=' (or the ';'): a type, keywords, the name last;
  // or a member that keeps the object: this.sol = new Solution();.
  const std::size_t member = member_prefix_end(pos);
  const Words words = words_at(member, "<>:*&");
  if (member > pos && (words.count != 1 || words.end >= line || text_[words.end] != '=')) return std::nullopt;
  const std::size_t q = words.end;
  const Span name = words.last;
  // Kotlin's and Swift's member that a test's setUp gives the object,
  // its type after it and no ';': lateinit var sol: Solution, var sol:
  // Solution! (only for the class that holds solution, below).
  const std::size_t optional = q + (q < line && (text_[q] == '!' || text_[q] == '?') ? 1 : 0);
  const bool typed_alone = words.count >= 2 && member == pos && skip_inline(name.end) == q && line_done(optional);
  if (!typed_alone && (q >= line || skip_inline(name.end) != q)) return std::nullopt;
  std::size_t end = q;
  if (typed_alone) {
    end = optional;
  } else if (text_[q] == '=' && text_.substr(q, 2) != "==") {
    const std::size_t value = skip_inline(q + 1);
    end = construction_end(value);
    if (end == value) return std::nullopt;
  } else if ((text_[q] == ';' || text_[q] == '{') && words.count >= 2) {
    // C++ makes the object where it declares it: Solution s; or Solution s{};
    if (text_[q] == '{') {
      const std::size_t close = skip_inline(q + 1);
      if (close >= line || text_[close] != '}') return std::nullopt;
      end = close + 1;
      if (text_.substr(skip_inline(end), 1) != ";") return std::nullopt;
    }
  } else {
    return std::nullopt;
  }
  // Only for the class that holds solution, or an object that a call
  // below goes through: any other declaration is no part of a self-test
  // that gridsolve knows, and is refused as before.
  bool makes_solution = false;
  constexpr std::string_view kClass = "Solution";
  const std::string_view statement = text_.substr(0, end);  // no search past it
  for (std::size_t at = statement.find(kClass, pos); at != std::string_view::npos && !makes_solution;
       at = statement.find(kClass, at + 1)) {
    makes_solution = (at == 0 || !is_identifier_char(text_[at - 1])) && identifier_end(at) == at + kClass.size();
  }
  const auto used = receivers().find(text_.substr(name.begin, name.end - name.begin));
  if (!makes_solution && (typed_alone || used == receivers().end() || used->second < end)) return std::nullopt;
  end = skip_inline(end);
  if (end < text_.size() && text_[end] == ';') end = skip_inline(end + 1);
  return end;
}

PasteReader::Words PasteReader::words_at(std::size_t pos, std::string_view signs, bool unicode) const {
  const std::size_t line = line_end(pos);
  Words words{pos, 0, Span{pos, pos}};
  // A byte of a UTF-8 character that is no white space (U+3000 is).
  const auto beyond_ascii = [&](std::size_t q) {
    return unicode && q < line && static_cast<unsigned char>(text_[q]) >= 0x80 && text::space_length(text_, q) == 0;
  };
  while (words.end < line) {
    std::size_t word_end = beyond_ascii(words.end) ? words.end : identifier_end(words.end);
    while (word_end < line &&
           (beyond_ascii(word_end) || (word_end > words.end && is_identifier_char(text_[word_end])))) {
      const std::optional<text::Utf8Char> character =
          beyond_ascii(word_end) ? text::utf8_at(text_, word_end) : std::nullopt;
      word_end += character ? character->length : 1;
    }
    if (word_end > words.end) {
      words.last = Span{words.end, word_end};
      ++words.count;
      words.end = word_end;
    } else if (signs.find(text_[words.end]) != std::string_view::npos) {
      ++words.end;
    } else if (const std::size_t space = text::space_length(text_, words.end); space > 0) {
      words.end += space;
    } else {
      break;
    }
  }
  return words;
}

std::size_t PasteReader::require_end(std::size_t pos) const {
  const std::size_t line = line_end(pos);
  std::size_t q = pos;
  for (std::string_view keyword : {"const", "let", "var"}) {
    if (keyword_at(q, keyword)) q = skip_inline(q + keyword.size());
  }
  if (q < line && text_[q] == '{') {  // the names it takes from the module: { solution }, { strictEqual: equal }
    q = skip_inline(q + 1);
    while (q < line && (identifier_end(q) > q || text_[q] == ',' || text_[q] == ':')) {
      q = skip_inline(std::max(identifier_end(q), q + 1));
    }
    if (q >= line || text_[q] != '}') return pos;
    q = skip_inline(q + 1);
  } else {
    if (identifier_end(q) == q) return pos;
    q = skip_inline(identifier_end(q));
  }
  if (q >= line || text_[q] != '=' || text_.substr(q, 2) == "==") return pos;
  q = skip_inline(q + 1);
  if (!keyword_at(q, "require")) return pos;
  const std::size_t open = skip_inline(q + 7);
  if (open >= line || text_[open] != '(') return pos;
  const std::size_t module = skip_inline(open + 1);
  const std::size_t close = skip_inline(literal_end(module));
  if (close == module || close >= line || text_[close] != ')') return pos;
  // A member of the module after it: require('assert').strict.
  for (q = close + 1; text_.substr(q, 1) == "." && identifier_end(q + 1) > q + 1;) q = identifier_end(q + 1);
  q = skip_inline(q);
  if (q < line && text_[q] == ';') q = skip_inline(q + 1);
  return q;
}

std::size_t PasteReader::stream_setup_end(std::size_t pos) const {
  // What each object sets up, and what it may be given.
  constexpr std::pair<std::string_view, std::string_view> kSetups[] = {
      {"ios::", "sync_with_stdio"}, {"ios_base::", "sync_with_stdio"}, {"cin.", "tie"}, {"cout.", "tie"}};
  constexpr std::string_view kArguments[] = {"false", "true", "0", "1", "nullptr", "NULL"};
  // After method(argument) at `at`, or npos.
  const auto call_end = [this, &kArguments](std::size_t at, std::string_view method) {
    if (text_.substr(at, method.size()) != method) return std::string_view::npos;
    const std::size_t open = skip_inline(at + method.size());
    if (open >= text_.size() || text_[open] != '(') return std::string_view::npos;
    const std::size_t argument = skip_inline(open + 1);
    std::size_t argument_end = argument;
    while (argument_end < text_.size() && is_identifier_char(text_[argument_end])) ++argument_end;
    const std::string_view given = text_.substr(argument, argument_end - argument);
    const std::size_t close = skip_inline(argument_end);
    if (std::find(std::begin(kArguments), std::end(kArguments), given) == std::end(kArguments) ||
        close >= text_.size() || text_[close] != ')') {
      return std::string_view::npos;
    }
    return close + 1;
  };
  const std::size_t object = text_.substr(pos, 5) == "std::" ? pos + 5 : pos;
  for (const auto& [prefix, method] : kSetups) {
    if (text_.substr(object, prefix.size()) != prefix) continue;
    std::size_t end = call_end(object + prefix.size(), method);
    if (end == std::string_view::npos) return pos;
    if (method == "tie" && text_.substr(end, 2) == "->") {  // cin.tie(0)->sync_with_stdio(0);
      end = call_end(end + 2, "sync_with_stdio");
      if (end == std::string_view::npos) return pos;
    }
    end = skip_inline(end);
    return end < text_.size() && text_[end] == ';' ? skip_inline(end + 1) : pos;
  }
  return pos;
}

PasteReader::Structure PasteReader::structure_at(std::size_t pos) const {
  Structure structure = bare_structure_at(pos);
  if (structure.end > pos) {
    if (const std::size_t after = skip_inline(structure.end); comment_at(after)) structure.end = line_end(after);
  }
  return structure;
}

PasteReader::Structure PasteReader::bare_structure_at(std::size_t pos) const {
  const Structure none{pos, 0};
  if (pos >= text_.size()) return none;
  const std::size_t line = line_end(pos);
  const std::string_view to_line_end = text_.substr(0, line);  // searches stop at the line's end
  // A '}', or the ')' that closes test('...', () => expect(...).toBe(14));.
  if (text_[pos] == '}' || text_[pos] == ')') {
    std::size_t end = skip_inline(pos + 1);
    if (text_[pos] == '}' && end < text_.size() && text_[end] == ')') {
      end = skip_inline(end + 1);  // Jest's test(..., () => { ... });
    }
    if (end < text_.size() && text_[end] == ';') ++end;  // a C++ class's };
    return Structure{end, -1};
  }
  if (text_[pos] == '{') {
    // Not the '{' of a JSON object or of a board written with braces, which
    // may stand on a line of its own too: no member or row follows it.
    const std::size_t next = skip_blank(pos + 1, text_.size());
    const bool opens_value = next < text_.size() &&
                             std::string_view("\"[{").find(text_[next]) != std::string_view::npos &&
                             !test_attribute_end(next);  // C#'s [Fact] over a test method
    return line_done(pos + 1) && !opens_value ? Structure{pos + 1, 1} : none;
  }
  // Lines of their own: using namespace std;, import java.util.*;, import
  // sys, from typing import List, package x;, const assert =
  // require('assert');.
  if (at_line_start(pos)) {
    if (keyword_at(pos, "using")) {
      const std::size_t semicolon = to_line_end.find(';', pos);
      return semicolon != std::string_view::npos ? Structure{semicolon + 1, 0} : none;
    }
    // Go's imports in parentheses, one a line: import (\n\t"fmt"\n). No
    // '(' between: a ')' after a call is not its end.
    if (const std::size_t open = skip_inline(pos + 6); keyword_at(pos, "import") && text_.substr(open, 1) == "(") {
      const std::size_t close = text_.find_first_of("()", open + 1);
      return close != std::string_view::npos && text_[close] == ')' ? Structure{close + 1, 0} : none;
    }
    if (keyword_at(pos, "import") || keyword_at(pos, "package") ||
        (keyword_at(pos, "from") && to_line_end.find(" import ", pos) != std::string_view::npos)) {
      return Structure{line, 0};
    }
    // C#'s namespace around the class: namespace Tests {, or namespace
    // Tests; for the whole file.
    if (keyword_at(pos, "namespace")) {
      std::size_t q = skip_inline(pos + 9);
      while (q < line && (is_identifier_char(text_[q]) || text_[q] == '.')) ++q;
      q = skip_inline(q);
      if (q < line && text_[q] == '{') return Structure{q + 1, 1};
      if (q < line && text_[q] == ';') return Structure{q + 1, 0};
      return line_done(q) && q > skip_inline(pos + 9) ? Structure{q, 0} : none;  // its '{' on the next line
    }
    // The attributes of C#'s test classes and methods: NUnit's [Test] and
    // [TestFixture], xUnit's [Fact], MSTest's [TestMethod] and [TestClass].
    if (const std::optional<std::size_t> attribute = test_attribute_end(pos)) return Structure{*attribute, 0};
    if (const std::size_t required = require_end(pos); required > pos) return Structure{required, 0};
    // JavaScript's directive, at a file's start (or a function's): 'use strict';.
    if (literal_end(pos) == pos + 12 && text_.substr(pos + 1, 10) == "use strict") {
      const std::size_t end = statement_end(pos + 12);
      return end != std::string_view::npos ? Structure{end, 0} : none;
    }
  }
  // JUnit's annotations of a test method and of what it runs before the
  // tests: @Test, @DisplayName("..."), @BeforeEach, @Order(1),
  // @Timeout(5), @RepeatedTest(3), by their last name when written in full
  // (@org.junit.jupiter.api.Test). @Disabled is not one: the calls of a
  // test switched off are no cases to answer. Kotlin's @JvmStatic on an
  // object's main too.
  if (text_[pos] == '@') {
    constexpr std::string_view kAnnotations[] = {"Test",         "DisplayName", "BeforeEach", "Before",
                                                 "BeforeAll",    "BeforeClass", "Order",      "Timeout",
                                                 "RepeatedTest", "Tag",         "JvmStatic"};
    std::size_t name_begin = pos + 1;
    std::size_t name_end = identifier_end(name_begin);
    while (name_end + 1 < line && text_[name_end] == '.' && is_identifier_start(text_[name_end + 1])) {
      name_begin = name_end + 1;
      name_end = identifier_end(name_begin);
    }
    const std::string_view name = text_.substr(name_begin, name_end - name_begin);
    if (std::find(std::begin(kAnnotations), std::end(kAnnotations), name) == std::end(kAnnotations)) return none;
    std::size_t q = skip_inline(name_end);
    if (q < line && text_[q] == '(') {
      const std::size_t close = closing_paren(q);
      if (close >= line) return none;
      q = skip_inline(close + 1);
    }
    return Structure{q, 0};
  }
  if (const std::size_t setup = stream_setup_end(pos); setup > pos) return Structure{setup, 0};
  // C#'s wait for a key at Main's end, which keeps a console window open:
  // Console.ReadKey();, Console.ReadLine();.
  for (const std::string_view wait : {std::string_view("Console.ReadKey("), std::string_view("Console.ReadLine(")}) {
    if (text_.substr(pos, wait.size()) != wait) continue;
    const std::size_t close = skip_inline(pos + wait.size());
    if (close >= line || text_[close] != ')') return none;
    const std::size_t end = statement_end(close + 1);
    return end != std::string_view::npos ? Structure{end, 0} : none;
  }
  if (const std::size_t block = test_block_end(pos); block > pos) return Structure{block, 1};
  if (const std::size_t printed = string_print_end(pos); printed > pos) return Structure{printed, 0};
  if (keyword_at(pos, "return")) {  // return 0; at main's end
    std::size_t q = skip_inline(pos + 6);
    if (q < line && text_[q] == '0' && (q + 1 >= line || !is_identifier_char(text_[q + 1]))) {
      q = skip_inline(q + 1);
    }
    if (q < line && text_[q] == ';') q = skip_inline(q + 1);
    return line_done(q) || text_[q] == '}' ? Structure{q, 0} : none;
  }
  if (keyword_at(pos, "if")) {  // if __name__ == "__main__":
    std::size_t q = skip_inline(pos + 2);
    if (!keyword_at(q, "__name__")) return none;
    q = skip_inline(q + 8);
    if (text_.substr(q, 2) != "==") return none;
    q = skip_inline(q + 2);
    if (literal_end(q) != q + 10 || text_.substr(q + 1, 8) != "__main__") return none;
    q = skip_inline(q + 10);
    return q < line && text_[q] == ':' ? Structure{q + 1, 0} : none;
  }
  // A class around main: public class Main {, class Main extends Base {,
  // and around test methods: Python's class TestSolution(unittest.TestCase):.
  // Kotlin's and Scala's object Main {, C#'s and Kotlin's bases after a
  // ':' (class Program : Base {, Swift's class SolutionTests: XCTestCase {).
  std::size_t q = pos;
  for (std::string_view modifier : {"public", "private", "protected", "internal", "final", "abstract", "static",
                                    "sealed", "partial", "open", "export"}) {
    if (keyword_at(q, modifier)) q = skip_inline(q + modifier.size());
  }
  if (keyword_at(q, "class") || keyword_at(q, "object")) {
    q = skip_inline(identifier_end(q));
    if (identifier_end(q) == q) return none;
    while (q < line && (is_identifier_char(text_[q]) || text::space_length(text_, q) > 0 ||
                        std::string_view("<>,.():").find(text_[q]) != std::string_view::npos)) {
      q += std::max<std::size_t>(text::space_length(text_, q), 1);
    }
    if (q < line && text_[q] == '{') return Structure{q + 1, 1};
    if (q < line && text_[q] == ':' && line_done(q + 1)) return Structure{q + 1, 0};
    return line_done(q) ? Structure{q, 0} : none;  // its '{' on the next line
  }
  // main's definition, and the call of it (unittest.main() too, which may
  // pass arguments); a test method's (void test1() {, def
  // test_example(self):) and setUp's, which take none but Python's self.
  const std::size_t unittest_main = text_.substr(pos, 9) == "unittest." ? pos + 9 : pos;
  Words words = words_at(unittest_main, "<>[]:*&", true);
  std::size_t function_end = words.last.end;
  // Kotlin's test method named in backticks: @Test fun `예제 1`() {.
  if (words.count > 0 && words.end < line && text_[words.end] == '`') {
    const std::size_t close = to_line_end.find('`', words.end + 1);
    if (close == std::string_view::npos || close == words.end + 1) return none;
    words.last = Span{words.end + 1, close};
    ++words.count;
    function_end = close + 1;
    words.end = skip_inline(function_end);
  }
  const std::string_view function = text_.substr(words.last.begin, words.last.end - words.last.begin);
  if (words.count == 0 || words.end >= line || text_[words.end] != '(' || skip_inline(function_end) != words.end ||
      (unittest_main > pos && (!is_main(function) || words.count != 1))) {
    return none;
  }
  // A method that @Test annotates is a test method whatever its name
  // (JUnit 5's @Test void example1() {).
  if (!self_test_function(function) && (words.count == 1 || !after_test_annotation(pos))) return none;
  const std::size_t close = to_line_end.find(')', words.end);
  if (close == std::string_view::npos ||
      to_line_end.substr(words.end + 1, close - words.end - 1).find('(') != std::string_view::npos) {
    return none;
  }
  if (const std::size_t parameters = skip_inline(words.end + 1);
      !is_main(function) && parameters != close &&
      !(keyword_at(parameters, "self") && skip_inline(parameters + 4) == close)) {
    return none;
  }
  q = skip_inline(close + 1);
  if (words.count == 1) {  // main(); at the end of a JavaScript or Python file
    if (skip_inline(words.end + 1) != close && unittest_main == pos) return none;
    if (q < line && text_[q] == ';') q = skip_inline(q + 1);
    return line_done(q) ? Structure{q, 0} : none;
  }
  if (keyword_at(q, "throws")) {  // Java's throws Exception
    q = skip_inline(q + 6);
    while (q < line && (is_identifier_char(text_[q]) || text::space_length(text_, q) > 0 ||
                        std::string_view(",.").find(text_[q]) != std::string_view::npos)) {
      ++q;
    }
  }
  if (text_.substr(q, 2) == "->") {  // a return type after: def main() -> None:, auto main() -> int {
    q = skip_inline(q + 2);
    while (identifier_end(q) > q || text_.substr(q, 2) == "::") q = identifier_end(q) > q ? identifier_end(q) : q + 2;
    q = skip_inline(q);
  } else if (q < line && text_[q] == ':' && !line_done(q + 1)) {
    // Kotlin's fun main(): Unit {, Scala's def main(args: Array[String]):
    // Unit = {, its '=' before the body.
    q = skip_inline(q + 1);
    while (q < line &&
           (is_identifier_char(text_[q]) || std::string_view("<>[].?").find(text_[q]) != std::string_view::npos)) {
      ++q;
    }
    q = skip_inline(q);
    if (q < line && text_[q] == '=' && text_.substr(q, 2) != "==") q = skip_inline(q + 1);
    if (q < line && text_[q] == ':') return none;  // no return type before it
  }
  if (q < line && text_[q] == '{') return Structure{q + 1, 1};
  if (q < line && text_[q] == ':') return Structure{q + 1, 0};  // def main():
  return line_done(q) ? Structure{q, 0} : none;                 // int main() with its '{' on the next line
}

std::size_t PasteReader::test_block_end(std::size_t pos) const {
  std::size_t q = pos;
  for (std::string_view name : {"describe", "test", "it"}) {
    if (keyword_at(pos, name)) q = skip_inline(pos + name.size());
  }
  if (q == pos || q >= text_.size() || text_[q] != '(') return pos;
  const std::size_t title = skip_inline(q + 1);
  std::size_t title_end = literal_end(title);
  if (title < text_.size() && text_[title] == '`') {  // a template literal: test(`example ${i}`, ...)
    const std::size_t quote = text_.find('`', title + 1);
    if (quote < line_end(title)) title_end = quote + 1;
  }
  q = skip_inline(title_end);
  if (q == title || q >= text_.size() || text_[q] != ',') return pos;
  q = skip_inline(q + 1);
  if (keyword_at(q, "async")) q = skip_inline(q + 5);
  const bool function = keyword_at(q, "function");
  if (function) q = skip_inline(q + 8);
  if (q >= text_.size() || text_[q] != '(') return pos;
  q = skip_inline(q + 1);
  if (q >= text_.size() || text_[q] != ')') return pos;
  q = skip_inline(q + 1);
  if (!function) {
    if (text_.substr(q, 2) != "=>") return pos;
    q = skip_inline(q + 2);
    // An arrow function without braces: test('...', () => expect(...).toBe(14));
    // its test line follows on the line, then the ')' that closes test(.
    if (q < text_.size() && text_[q] != '{' && !line_done(q)) return q;
  }
  return q < text_.size() && text_[q] == '{' ? q + 1 : pos;
}

std::optional<std::size_t> PasteReader::test_attribute_end(std::size_t pos) const {
  static constexpr std::string_view kAttributes[] = {"Test",        "Fact",  "TestMethod",    "TestClass",
                                                     "TestFixture", "SetUp", "TestInitialize"};
  if (pos >= text_.size() || text_[pos] != '[') return std::nullopt;
  const std::size_t name = skip_inline(pos + 1);
  const std::size_t name_end = identifier_end(name);
  const std::string_view attribute = text_.substr(name, name_end - name);
  if (std::find(std::begin(kAttributes), std::end(kAttributes), attribute) == std::end(kAttributes)) {
    return std::nullopt;
  }
  std::size_t q = skip_inline(name_end);
  if (q < text_.size() && text_[q] == '(') {
    const std::size_t close = closing_paren(q);
    if (close >= line_end(pos)) return std::nullopt;
    q = skip_inline(close + 1);
  }
  if (q >= text_.size() || text_[q] != ']') return std::nullopt;
  return skip_inline(q + 1);
}

bool PasteReader::after_test_annotation(std::size_t pos) const {
  // Back to the first of the lines above that hold annotations, comments
  // (// ..., /* ... */, a Javadoc's lines) or nothing.
  std::size_t first = pos;
  while (first > 0 && text_[first - 1] != '\n') --first;
  while (first > 0) {
    std::size_t previous = first - 1;
    while (previous > 0 && text_[previous - 1] != '\n') --previous;
    const std::size_t begin = skip_inline(previous);
    if (begin != first - 1 && std::string_view("@[/*").find(text_[begin]) == std::string_view::npos) break;
    first = previous;
  }
  // Then forward over them: annotations and comments alone, one of them
  // @Test (or @RepeatedTest), or C#'s attributes, one of them [Test],
  // [Fact] or [TestMethod].
  bool test = false;
  for (std::size_t q = skip_blank(first, pos); q < pos; q = skip_blank(q, pos)) {
    if (text_.substr(q, 2) == "//") {
      q = line_end(q);
      continue;
    }
    if (const std::size_t comment = block_comment_end(q); comment != q) {
      if (comment == std::string_view::npos) return false;
      q = comment;
      continue;
    }
    if (const std::optional<std::size_t> attribute = test_attribute_end(q)) {
      const std::size_t name = skip_inline(q + 1);
      test = test || keyword_at(name, "Test") || keyword_at(name, "Fact") || keyword_at(name, "TestMethod");
      q = *attribute;
      continue;
    }
    if (text_[q] != '@') return false;
    const Structure annotation = bare_structure_at(q);
    if (annotation.end <= q) return false;
    const std::string_view written = text_.substr(q + 1, annotation.end - q - 1);
    const std::size_t dot = written.find_last_of('.', written.find('('));
    const std::size_t name = dot == std::string_view::npos ? q + 1 : q + 2 + dot;
    test = test || keyword_at(name, "Test") || keyword_at(name, "RepeatedTest");
    q = annotation.end;
  }
  return test;
}

bool PasteReader::defines_solution_at(std::size_t pos) const {
  constexpr std::string_view kName = "solution";
  const std::size_t line = line_end(pos);
  // JavaScript's function expressions: const solution = (board, r, c) =>
  // {, var solution = function (board) {; Python's solution = lambda ...
  if (const std::optional<NameEquals> named = name_equals_at(pos, line);
      named && text_.substr(named->name.begin, named->name.end - named->name.begin) == kName) {
    std::size_t q = named->value;
    if (keyword_at(q, "async")) q = skip_inline(q + 5);
    if (keyword_at(q, "function") || keyword_at(q, "lambda")) return true;
    if (q < line && text_[q] == '(') {
      const std::size_t close = parameters_end(q);
      if (close == std::string_view::npos) return false;
      q = close + 1;
    } else {
      q = identifier_end(q);  // board => {
    }
    return q > named->value && text_.substr(skip_inline(q), 2) == "=>";
  }
  const Words words = words_at(pos, "<>[]:*&");
  if (words.count == 0 || text_.substr(words.last.begin, words.last.end - words.last.begin) != kName ||
      words.end >= line || text_[words.end] != '(' || skip_inline(words.last.end) != words.end) {
    return false;
  }
  // A statement that starts with a word and then calls solution: if
  // solution(...):, return solution(...), print solution(...).
  for (std::string_view statement : {"if", "elif", "while", "return", "assert", "print", "not", "await", "yield",
                                     "throw", "else", "and", "or", "new", "in", "echo", "case", "puts", "p"}) {
    if (keyword_at(pos, statement)) return false;
  }
  const std::size_t close = parameters_end(words.end);
  if (close == std::string_view::npos) return false;
  std::size_t q = skip_inline(close + 1);
  if (words.count == 1) return q < line && text_[q] == '{';  // a JavaScript class's method: solution(board) {
  if (q < line && text_[q] == ':') return true;              // def solution(board):, TypeScript's ): number {
  if (text_.substr(q, 2) == "->") q = skip_inline(q + 2);    // a return type after: -> int:, -> int {
  // What a definition puts between its parameters and its body: a return
  // type, const, throws IllegalArgumentException.
  while (q < line &&
         (is_identifier_char(text_[q]) || text::space_length(text_, q) > 0 ||
          std::string_view("[]<>,.").find(text_[q]) != std::string_view::npos || text_.substr(q, 2) == "::")) {
    q += text_.substr(q, 2) == "::" ? 2 : 1;
  }
  if (q < line && (text_[q] == '{' || text_[q] == ':')) return true;
  // Kotlin's and Scala's body after a '=': fun solution(...) = ...
  if (q < line && text_[q] == '=' && text_.substr(q, 2) != "==") return true;
  if (!line_done(q)) return false;
  if (keyword_at(pos, "def")) return true;                  // Ruby's def solution(board), its body on the lines below
  const std::size_t body = skip_blank(line, text_.size());  // its '{' on the next line
  return body < text_.size() && text_[body] == '{';
}

std::string_view PasteReader::unchecked_language_at(std::size_t pos) const {
  const std::size_t line = line_end(pos);
  const std::size_t open = text_.substr(0, line).find('(', pos);
  const std::size_t close = open == std::string_view::npos ? open : parameters_end(open);
  if (close == std::string_view::npos) return {};
  const std::string_view parameters = text_.substr(open, close - open);
  const std::size_t after = skip_inline(close + 1);
  // A ':' between a parameter and its type (board: number[][]), not C++'s "::".
  bool typed = false;
  for (std::size_t colon = parameters.find(':'); colon != std::string_view::npos && !typed;
       colon = parameters.find(':', colon + 2)) {
    typed = parameters.substr(colon, 2) != "::";
  }
  // The keyword among the words before the name (override fun solution(...)).
  const auto declared_with = [&](std::string_view keyword) {
    for (std::size_t q = pos; q < open; q = skip_inline(std::max(identifier_end(q), q + 1))) {
      if (keyword_at(q, keyword)) return true;
    }
    return false;
  };
  if (declared_with("fun")) return "Kotlin";
  if (declared_with("func")) return typed ? "Swift" : "Go";
  if (parameters.find("[,]") != std::string_view::npos) return "C#";
  if (keyword_at(pos, "def")) {
    if (line_done(after)) return "Ruby";
    if (text_[after] == ':' && !line_done(after + 1)) return "Scala";  // def solution(...): Int = {
    return {};
  }
  return typed ? "TypeScript" : "";  // function solution(board: number[][], r: number, c: number): number {
}

std::size_t PasteReader::parameters_end(std::size_t open) const {
  for (std::size_t q = open + 1; q < text_.size(); ++q) {
    if (text_[q] == ')') return q;
    if (std::string_view("({};").find(text_[q]) != std::string_view::npos) break;
  }
  return std::string_view::npos;
}

const std::map<std::string_view, std::size_t>& PasteReader::receivers() const {
  if (receivers_) return *receivers_;
  receivers_.emplace();
  constexpr std::string_view kName = "solution";
  for (std::size_t at = text_.find(kName); at != std::string_view::npos; at = text_.find(kName, at + 1)) {
    // The name ends at the '.' or the "->" before solution.
    const std::size_t accessor_length = at >= 1 && text_[at - 1] == '.'              ? 1
                                        : at >= 2 && text_.substr(at - 2, 2) == "->" ? 2
                                                                                     : 0;
    if (accessor_length == 0) continue;
    const std::size_t name_end = at - accessor_length;
    std::size_t name = name_end;
    while (name > 0 && is_identifier_char(text_[name - 1])) --name;
    if (name == name_end || !is_identifier_start(text_[name]) || !call_at(name)) continue;
    (*receivers_)[text_.substr(name, name_end - name)] = name;
  }
  return *receivers_;
}

PasteReader::CallWrapper PasteReader::wrapper_at(std::size_t pos) const {
  // const answer = solution(...);, int answer = solution(...);: the call's
  // result kept in a name, which a later line prints or compares.
  if (const std::optional<NameEquals> held = name_equals_at(pos, text_.size())) {
    if (!call_at(held->value)) return CallWrapper{};
    CallWrapper holder;
    holder.length = held->value - pos;
    holder.holds = held->name;
    return holder;
  }
  // Their order does not matter: none starts another ("print(" and
  // "printf(" differ at the '('), but "assert" and Ruby's "puts" and "p",
  // which need a space after them. The prints of other languages are
  // prints as Python's and Java's are: Kotlin's, Scala's and Go's
  // println(, C#'s Console.WriteLine(, Go's fmt.Println(, and so are their
  // assertions: C#'s Debug.Assert(, NUnit's Assert.AreEqual(14, ...) and
  // Assert.IsTrue(, xUnit's Assert.Equal(14, ...), Swift's XCTest's
  // XCTAssertEqual(. "<<" goes on from a call that cout printed to the next one:
  // cout << solution(...) << " " << solution(...). The assertions that two
  // values are equal compare a call with its expected answer: JUnit's
  // (assertEquals(14, solution(...)), the expected value first), Node's
  // assert module's and unittest's (the expected value second). The
  // assertions that a condition holds (assert.ok(, assertTrue(,
  // self.assertTrue() wrap a call as console.assert( does, its comparison
  // inside them: assertTrue(sol.solution(...) == 14). Jest's expect( wraps
  // the call alone, and the matcher after it names the expected answer:
  // expect(solution(...)).toBe(14), as AssertJ's assertThat( does:
  // assertThat(sol.solution(...)).isEqualTo(14), or Hamcrest's, whose
  // matcher follows the call inside it: assertThat(sol.solution(...),
  // is(14)) (MatcherAssert.assertThat( too). JUnit's, AssertJ's and
  // Hamcrest's written in full (org.junit.jupiter.api.Assertions.assertEquals(,
  // org.junit.Assert.assertEquals() are the same.
  for (const std::string_view package :
       {std::string_view("org.junit.jupiter.api."), std::string_view("org.junit."),
        std::string_view("org.assertj.core.api."), std::string_view("org.hamcrest.")}) {
    if (text_.substr(pos, package.size()) != package) continue;
    CallWrapper wrapper = wrapper_at(pos + package.size());
    if (wrapper.length == 0 || !(wrapper.name.starts_with("Assert") || wrapper.name.starts_with("MatcherAssert"))) {
      return CallWrapper{};
    }
    wrapper.length += package.size();
    return wrapper;
  }
  struct WrapperName {
    std::string_view name;
    bool compares = false;
    bool matches = false;
  };
  constexpr WrapperName kNames[] = {{"print("},
                                    {"console.log("},
                                    {"console.assert("},
                                    {"System.out.println("},
                                    {"System.out.print("},
                                    {"System.out.printf("},
                                    {"Console.WriteLine("},
                                    {"Console.Write("},
                                    {"fmt.Println("},
                                    {"fmt.Print("},
                                    {"fmt.Printf("},
                                    {"println("},
                                    {"printf("},
                                    {"std::printf("},
                                    {"std::cout"},
                                    {"cout"},
                                    {"<<"},
                                    {"assert("},
                                    {"assert"},
                                    {"puts"},
                                    {"p"},
                                    {"assert.ok("},
                                    {"assertTrue("},
                                    {"Assertions.assertTrue("},
                                    {"Assert.assertTrue("},
                                    {"self.assertTrue("},
                                    {"Debug.Assert("},
                                    {"Trace.Assert("},
                                    {"Assert.IsTrue("},
                                    {"Assert.True("},
                                    {"XCTAssertTrue("},
                                    {"XCTAssert("},
                                    {"assert.strictEqual(", true},
                                    {"assert.equal(", true},
                                    {"assert.deepStrictEqual(", true},
                                    {"assert.deepEqual(", true},
                                    {"assertEquals(", true},
                                    {"Assertions.assertEquals(", true},
                                    {"Assert.assertEquals(", true},
                                    {"self.assertEqual(", true},
                                    {"self.assertEquals(", true},
                                    {"Assert.AreEqual(", true},
                                    {"Assert.Equal(", true},
                                    {"XCTAssertEqual(", true},
                                    {"expect(", false, true},
                                    {"assertThat(", false, true},
                                    {"Assertions.assertThat(", false, true},
                                    {"MatcherAssert.assertThat(", false, true}};
  for (const auto& [name, compares, matches] : kNames) {
    std::size_t name_length = name.size();
    // Python's assert (solution(...) == 14), a space before the '('.
    if (name == "assert(" && keyword_at(pos, "assert")) {
      const std::size_t open = skip_inline(pos + 6);
      if (open < text_.size() && text_[open] == '(') name_length = open + 1 - pos;
    }
    if (name_length == name.size() && text_.substr(pos, name.size()) != name) continue;
    CallWrapper wrapper;
    wrapper.name = name;
    wrapper.compares = compares;
    wrapper.matches = matches;
    // expect('s ')' comes before its matcher, which answer_after reads.
    wrapper.closes = name.back() == '(' && !matches;
    // assert, and Ruby's puts and p: no parentheses, a space after them.
    const bool bare = name == "assert" || name == "puts" || name == "p";
    wrapper.streams = !wrapper.closes && !bare && !matches;
    std::size_t q = name.back() == '(' ? skip_blank(pos + name_length, text_.size()) : skip_inline(pos + name.size());
    if (bare && q == pos + name.size()) continue;  // "assertX", not "assert "
    if (wrapper.streams && name != "<<") {
      if (text_.substr(q, 2) != "<<") continue;  // "counter", not "cout <<"
      q = skip_inline(q + 2);
      wrapper.name = name == "cout" ? "cout <<" : "std::cout <<";
    } else if (name == "<<") {
      wrapper.name = "cout <<";
    }
    // cout << boolalpha << (...): how cout prints the comparison's bool.
    if (wrapper.streams) {
      const std::size_t manipulator = text_.substr(q, 5) == "std::" ? q + 5 : q;
      if (keyword_at(manipulator, "boolalpha") && joiner_length(skip_inline(manipulator + 9), true) > 0) {
        q = skip_inline(skip_inline(manipulator + 9) + 2);
      }
    }
    // cout << (solution(...) == 14): C++ needs the parentheses around a
    // comparison that cout prints, as print(solution(...) == 14) has them.
    if (wrapper.streams && q < text_.size() && text_[q] == '(' &&
        (call_at(skip_blank(q + 1, text_.size())) || answer_before_call(skip_blank(q + 1, text_.size())))) {
      wrapper.parenthesized = true;
      q = skip_blank(q + 1, text_.size());
    }
    // Strings printed before it: printf("%d\n", ...), print("case 1:", ...),
    // System.out.println("answer: " + ...), cout << "case 1: " << ....
    if (wrapper.closes || wrapper.streams) {
      for (std::size_t literal = literal_end(q); literal > q;) {
        const std::size_t joiner = skip_inline(literal);
        const std::size_t length = joiner_length(joiner, wrapper.streams);
        if (length == 0) break;
        q = skip_blank(joiner + length, text_.size());
        literal = literal_end(q);
      }
    }
    // JUnit's expected answer before the call (assertEquals(14,
    // solution(...))) or before a name that holds a call's result
    // (assertEquals(14, answer)): a word that starts like a number (its
    // message says if it is no whole number), or a name before a call.
    if (compares && !call_at(q)) {
      const std::size_t first_end = value_end(q, text_.size());
      const bool number_like = number_starts_at(q, first_end);
      const bool name_like = first_end > q && identifier_end(q) == first_end;
      const std::size_t comma = skip_blank(first_end, text_.size());
      if ((number_like || name_like) && comma < text_.size() && text_[comma] == ',') {
        const std::size_t second = skip_blank(comma + 1, text_.size());
        if (call_at(second) || (number_like && identifier_end(second) > second)) {
          wrapper.answer_first = Span{q, first_end};
          q = second;
        }
      }
    }
    // The expected answer first in a comparison that a print or an
    // assertion of a condition wraps: print(14 == solution(...)), assert 14
    // == solution(...), cout << (14 == solution(...)).
    if (!compares && !matches) {
      if (const std::optional<AnswerBefore> before = answer_before_call(q)) {
        wrapper.answer_first = before->answer;
        q = before->call;
      }
    }
    // Python's f"{...}", C#'s $"{...}", JavaScript's `${...}` and Kotlin's
    // "${...}" around it, after text or not, and Swift's "\(...)".
    const bool f_string = wrapper.closes && f_string_at(q);
    const bool template_string = wrapper.closes && q < text_.size() && (text_[q] == '`' || text_[q] == '"');
    if (f_string || template_string) {
      const std::size_t open = f_string ? q + 1 : q;
      // In a string in double quotes, only a call: "${x}" is text in most
      // languages, and a print of it is a print of a string.
      const bool quoted = template_string && text_[open] == '"';
      for (std::size_t c = open + 1; c < text_.size() && text_[c] != text_[open] && text_[c] != '\n'; ++c) {
        if (quoted && text_.substr(c, 2) == "\\(" && call_at(skip_inline(c + 2))) {
          wrapper.quote = '"';
          wrapper.opens_call = "\\(";
          wrapper.closes_call = ')';
          q = skip_inline(c + 2);
          break;
        }
        if ((f_string && text_.substr(c, 2) == "{{") || text_[c] == '\\') {
          ++c;  // a brace itself, or an escape: "\"" is no end
        } else if ((f_string && text_[c] == '{') ||
                   (template_string && text_.substr(c, 2) == "${" && (!quoted || call_at(skip_inline(c + 2))))) {
          wrapper.quote = text_[open];
          wrapper.opens_call = f_string ? "{" : "${";
          q = skip_inline(c + (f_string ? 1 : 2));
          break;
        }
      }
    }
    wrapper.length = q - pos;
    return wrapper;
  }
  return CallWrapper{};
}

std::size_t PasteReader::literal_end(std::size_t pos) const {
  if (pos >= text_.size() || (text_[pos] != '"' && text_[pos] != '\'')) return pos;
  for (std::size_t q = pos + 1; q < text_.size() && text_[q] != '\n'; ++q) {
    if (text_[q] == '\\' && q + 1 < text_.size() && text_[q + 1] != '\n') {
      ++q;  // an escape: "\"" is no end
    } else if (text_[q] == text_[pos]) {
      return q + 1;
    }
  }
  return pos;
}

std::size_t PasteReader::plain_string_end(std::size_t pos) const {
  if (const std::size_t end = literal_end(pos); end > pos) return end;
  const bool f_string = f_string_at(pos);
  const bool template_string = pos < text_.size() && text_[pos] == '`';
  if (!f_string && !template_string) return pos;
  // Up to its closing quote on its line (literal_end's, after the f), with
  // nothing formatted in it.
  const std::size_t open = f_string ? pos + 1 : pos;
  std::size_t end = open;
  if (f_string) {
    end = literal_end(open);
  } else if (const std::size_t close = text_.substr(0, line_end(open)).find('`', open + 1);
             close != std::string_view::npos) {
    end = close + 1;
  }
  if (end == open) return pos;
  const std::string_view inside = text_.substr(open + 1, end - open - 2);
  return inside.find(f_string ? "{" : "${") == std::string_view::npos ? end : pos;
}

std::size_t PasteReader::string_print_end(std::size_t pos) const {
  CallWrapper wrapper = wrapper_at(pos);
  // puts prints a string and nothing else: no self-test prints a call with it.
  for (const std::string_view puts : {"puts(", "std::puts("}) {
    if (text_.substr(pos, puts.size()) == puts) {
      wrapper.name = puts;
      wrapper.closes = true;
      wrapper.length = skip_blank(pos + puts.size(), text_.size()) - pos;
    }
  }
  // Prints only: an assertion checks what it is given, cout's "<<" at a
  // line's start goes on from the line above, and the declaration that
  // keeps a call's result and a formatted string's '{' wrap something.
  if (wrapper.length == 0 || wrapper.compares || wrapper.holds || wrapper.quote != 0 ||
      wrapper.name.find("ssert") != std::string_view::npos || text_.substr(pos, 2) == "<<") {
    return pos;
  }
  // wrapper_at went past the strings before what it wraps, each with the
  // joiner after it (cout's "<<" too): after a joiner, one more string must
  // follow, and after it maybe more; cout may print endl among them.
  std::size_t q = pos + wrapper.length;
  bool joined = wrapper.streams || q > skip_blank(pos + wrapper.name.size(), text_.size());
  for (;;) {
    std::size_t item = plain_string_end(q);
    if (const std::size_t name = text_.substr(q, 5) == "std::" ? q + 5 : q;
        item == q && wrapper.streams && keyword_at(name, "endl")) {
      item = name + 4;
    }
    if (item == q) break;
    // (Inside parentheses the strings may go on on the next line.)
    q = wrapper.closes ? skip_blank(item, text_.size()) : skip_inline(item);
    const std::size_t length = joiner_length(q, wrapper.streams);
    joined = length > 0;
    if (!joined) break;
    q = wrapper.closes ? skip_blank(q + length, text_.size()) : skip_inline(q + length);
  }
  if (joined) return pos;  // a name, a number, a call or an expression after it
  if (wrapper.closes) {
    q = skip_blank(q, text_.size());
    if (q >= text_.size() || text_[q] != ')') return pos;
    ++q;
  }
  const std::size_t end = statement_end(q);
  return end != std::string_view::npos ? end : pos;
}

Expected<std::size_t> PasteReader::finish_wrapper(const CallWrapper& wrapper, std::size_t pos) {
  if (wrapper.quote != 0) {
    const std::size_t brace = skip_inline(pos);
    if (brace >= text_.size() || text_[brace] != wrapper.closes_call) {
      return error_at(brace, fmt::format("expected '{}' to close the formatted string's '{}' after the call, found {}",
                                         wrapper.closes_call, wrapper.opens_call, found_at(brace, text_.size())));
    }
    if (std::optional<Error> unread = unread_interpolated_call(wrapper, brace + 1)) return *unread;
    std::size_t quote = brace + 1;
    while (quote < text_.size() && text_[quote] != wrapper.quote && text_[quote] != '\n') ++quote;
    if (quote >= text_.size() || text_[quote] != wrapper.quote) {
      return error_at(brace + 1, fmt::format("the formatted string has no closing '{}' on its line", wrapper.quote));
    }
    pos = quote + 1;
  }
  if (wrapper.closes || wrapper.name == "assert") {
    // More arguments that are strings, or strings added to it: assert's
    // message (assert solution(...) == 14, "example 1", and C++'s
    // assert(solution(...) == 14 && "example 1")), console.assert's,
    // unittest's by name too (msg="example 1"), Python's print's end= and
    // sep= (and its file= and flush=, print_option_end),
    // System.out.print(solution(...) + "\n").
    for (;;) {
      const std::size_t joiner = skip_inline(pos);
      // C++'s assert(solution(...) == 14 && "example 1"): a message that
      // a string (always true) joins to the condition.
      if (wrapper.name == "assert(" && text_.substr(joiner, 2) == "&&") {
        const std::size_t message = skip_blank(joiner + 2, text_.size());
        if (literal_end(message) == message) break;
        pos = literal_end(message);
        continue;
      }
      if (joiner_length(joiner, false) == 0) break;
      const std::size_t next = skip_blank(joiner + 1, text_.size());
      if (const std::size_t option = print_option_end(wrapper, next); option > next) {
        pos = option;
        continue;
      }
      const std::size_t literal = named_string_value(wrapper, next);
      if (literal_end(literal) == literal) break;
      pos = literal_end(literal);
    }
  }
  if (wrapper.parenthesized) {
    const std::size_t close = skip_blank(pos, text_.size());
    if (close >= text_.size() || text_[close] != ')') {
      return error_at(close, fmt::format("expected ')' to close the '(' after {}, found {}", wrapper.name,
                                         found_at(close, text_.size())));
    }
    pos = close + 1;
  }
  if (wrapper.streams) {
    // What cout prints after it: << endl, << std::endl, << "\n", << '\n',
    // on the next lines too (cout << solution(...)\n     << endl;).
    // Another call after "<<" is a case of its own, read from the "<<".
    for (;;) {
      std::size_t shift = skip_inline(pos);
      if (const std::size_t next_line = skip_blank(shift, text_.size());
          next_line > shift && joiner_length(next_line, true) > 0 && !call_at(skip_inline(next_line + 2))) {
        shift = next_line;
      }
      if (joiner_length(shift, true) == 0) break;
      const std::size_t item = skip_inline(shift + 2);
      if (call_at(item)) break;  // << s.solution(...): a call through an object, a case of its own
      std::size_t item_end = literal_end(item);
      if (item_end == item && item < text_.size() && is_identifier_start(text_[item])) {
        while (item_end < text_.size() && (is_identifier_char(text_[item_end]) || text_.substr(item_end, 2) == "::")) {
          item_end += text_[item_end] == ':' ? 2 : 1;
        }
        const std::size_t after = skip_inline(item_end);
        if (after < text_.size() && text_[after] == '(') item_end = item;  // a call
      }
      if (item_end == item) break;
      pos = item_end;
    }
    after_ = fmt::format("{} ...", wrapper.name);
  }
  if (wrapper.closes) {
    const std::size_t close = skip_blank(pos, text_.size());
    if (close >= text_.size() || text_[close] != ')') {
      return error_at(close,
                      fmt::format("expected ')' to close {}, found {}", wrapper.name, found_at(close, text_.size())));
    }
    pos = close + 1;
    after_ = fmt::format("{}...)", wrapper.name);
    // Python's assert (solution(...) == 14), "example 1": its message
    // after the parentheses.
    if (const std::size_t comma = skip_inline(pos);
        wrapper.name == "assert(" && comma < text_.size() && text_[comma] == ',') {
      const std::size_t message = skip_blank(comma + 1, text_.size());
      if (literal_end(message) > message) pos = literal_end(message);
    }
  }
  pos = skip_inline(pos);
  if (pos < text_.size() && text_[pos] == ';') pos = skip_inline(pos + 1);
  return pos;
}

std::size_t PasteReader::next_printed_call(const CallWrapper& wrapper, std::size_t pos) const {
  // An assertion compares one call with its expected answer: a second call
  // in it is refused (answer_after, or finish_wrapper in a formatted string).
  if (!wrapper.closes || wrapper.compares) return std::string_view::npos;
  // A formatted string prints each of its parts: f"{solution(a)} {solution(b)}"
  // reads two, from the part after the one that holds this call, once
  // that part closes (after its expected answer, if any: {solution(a) == 14}).
  if (wrapper.quote != 0) {
    const std::size_t close = skip_inline(pos);
    if (close >= text_.size() || text_[close] != wrapper.closes_call) return std::string_view::npos;
    for (std::optional<Interpolation> part = interpolation_from(wrapper, close + 1); part;
         part = interpolation_from(wrapper, part->close + 1)) {
      if (call_at(part->inside)) return part->inside;
      if (solution_call_in(part->inside, part->close) != std::string_view::npos) break;  // finish_wrapper refuses it
    }
    return std::string_view::npos;
  }
  bool after_string = false;
  for (std::size_t q = skip_blank(pos, text_.size());;) {
    if (joiner_length(q, false) == 0) return std::string_view::npos;
    const bool plus = text_[q] == '+';
    q = skip_blank(q + 1, text_.size());
    if (call_at(q)) return plus && !after_string ? std::string_view::npos : q;
    const std::size_t literal = literal_end(q);
    if (literal == q) return std::string_view::npos;
    after_string = true;
    q = skip_blank(literal, text_.size());
  }
}

std::optional<PasteReader::Interpolation> PasteReader::interpolation_from(const CallWrapper& wrapper,
                                                                          std::size_t pos) const {
  const std::string_view opens = wrapper.opens_call;
  const bool braces_doubled = opens == "{";  // f"{{" and $"{{" are a brace itself
  for (std::size_t c = pos; c < text_.size() && text_[c] != wrapper.quote && text_[c] != '\n'; ++c) {
    if (braces_doubled && text_.substr(c, 2) == "{{") {
      ++c;
      continue;
    }
    if (text_.substr(c, opens.size()) != opens) {
      if (text_[c] == '\\') ++c;  // an escape: "\"" is no end
      continue;
    }
    // Its closing sign: the first outside the brackets in it.
    int depth = 0;
    for (std::size_t q = c + opens.size(); q < text_.size() && text_[q] != '\n'; ++q) {
      const char ch = text_[q];
      if (ch == wrapper.closes_call && depth == 0) return Interpolation{skip_inline(c + opens.size()), q};
      if (ch == '(' || ch == '[' || ch == '{') ++depth;
      if (ch == ')' || ch == ']' || ch == '}') --depth;
    }
    return std::nullopt;
  }
  return std::nullopt;
}

std::size_t PasteReader::solution_call_in(std::size_t begin, std::size_t end) const {
  constexpr std::string_view kName = "solution";
  const std::string_view part = text_.substr(0, end);
  for (std::size_t at = part.find(kName, begin); at != std::string_view::npos; at = part.find(kName, at + 1)) {
    const std::size_t open = skip_inline(at + kName.size());
    if ((at == 0 || !is_identifier_char(text_[at - 1])) && open < end && text_[open] == '(') return at;
  }
  return std::string_view::npos;
}

std::optional<Error> PasteReader::unread_interpolated_call(const CallWrapper& wrapper, std::size_t pos) const {
  for (std::optional<Interpolation> part = interpolation_from(wrapper, pos); part;
       part = interpolation_from(wrapper, part->close + 1)) {
    if (const std::size_t call = solution_call_in(part->inside, part->close); call != std::string_view::npos) {
      return error_at(call, fmt::format("this call of solution in the formatted string is not read: gridsolve reads "
                                        "a call that starts a {0}...{1} part ({0}solution(...){1} or "
                                        "{0}solution(...) == 14{1}); write it so, or print it on a line of its own",
                                        wrapper.opens_call, wrapper.closes_call));
    }
  }
  return std::nullopt;
}

Expected<std::optional<std::string>> PasteReader::answer_after(const CallWrapper& wrapper, std::size_t& pos) {
  if (!wrapper.compares && !wrapper.matches && wrapper.answer_first) {  // print(14 == solution(...))
    std::size_t q = wrapper.answer_first->begin;
    std::optional<std::string> answer = read_answer(q, wrapper.answer_first->end);
    if (!answer.has_value() || q != wrapper.answer_first->end) {
      if (std::optional<Error> bad = bad_answer_at(wrapper.answer_first->begin, wrapper.answer_first->end,
                                                   fmt::format("before the comparison in {}...)", wrapper.name))) {
        return *bad;
      }
    }
    // A second answer after the call (print(14 == solution(...) == 14)) is
    // no comparison gridsolve reads.
    if (std::optional<Error> bad = bad_answer_at(pos, text_.size())) return *bad;
    return answer;
  }
  if (!wrapper.compares && !wrapper.matches) {
    // print(solution(...), end=""): no answer, and finish_wrapper passes it over.
    if (const std::size_t comma = skip_inline(pos); comma < text_.size() && text_[comma] == ',') {
      const std::size_t named = skip_blank(comma + 1, text_.size());
      if (named_string_value(wrapper, named) > named || print_option_end(wrapper, named) > named) {
        return std::optional<std::string>{};
      }
      // Another name = value there is no expected answer to read, and
      // saying a whole number belongs there would mislead.
      if (const std::size_t name_end = identifier_end(named); wrapper.name == "print(" && name_end > named) {
        const std::size_t equals = skip_inline(name_end);
        if (equals < text_.size() && text_[equals] == '=' && text_.substr(equals, 2) != "==") {
          return error_at(named, fmt::format("print's argument {} is not read: after the call, print may take end=, "
                                             "sep=, file=sys.stderr (or sys.stdout) and flush=True (or False)",
                                             found_at(named, text_.size())));
        }
      }
    }
    std::optional<std::string> answer = read_answer(pos, text_.size());
    if (!answer.has_value()) {
      if (std::optional<Error> bad = bad_answer_at(pos, text_.size())) return *bad;
    }
    return answer;
  }
  // An assertion that two values are equal: one is what it wraps, the other
  // its expected answer, in either order (equality has none); any other
  // argument that stands there is refused rather than read as something
  // that the assertion does not check.
  std::string assertion = fmt::format("{}...)", wrapper.name);
  // The answer as a name that no declaration above gives a value to.
  const auto undeclared = [&](Span answer) -> std::optional<Error> {
    const std::optional<std::string_view> name = lone_name(answer);
    if (!name || variable(*name)) return std::nullopt;
    const std::optional<std::string> near = nearest_word(*name, variable_names());
    return error_at(answer.begin,
                    fmt::format("'{}' in {} names no value declared above it{}: declare it first ({} = "
                                "...), or write the expected answer there, a whole number",
                                *name, assertion, near ? fmt::format(" (did you mean {}?)", *near) : "", *name));
  };
  Span answer_span{pos, text_.size()};
  if (wrapper.matches) {  // expect(solution(...)).toBe(14), assertThat(solution(...)).isEqualTo(14)
    const std::size_t close = skip_blank(pos, text_.size());
    // Hamcrest's assertThat(solution(...), is(14)), equalTo(14), is(equalTo(
    // 14)), through Matchers. or CoreMatchers. or not: the matcher after a
    // comma names the expected answer.
    if (wrapper.name != "expect(" && close < text_.size() && text_[close] == ',') {
      std::size_t q = skip_blank(close + 1, text_.size());
      // The matcher at `at` (is(, equalTo(, through Matchers. or
      // CoreMatchers. or not): after its '(', or npos.
      const auto matcher_open = [this](std::size_t at) {
        for (const std::string_view holder : {std::string_view("Matchers."), std::string_view("CoreMatchers.")}) {
          if (text_.substr(at, holder.size()) == holder) at += holder.size();
        }
        const std::string_view name = text_.substr(at, identifier_end(at) - at);
        const std::size_t open = skip_inline(at + name.size());
        if ((name != "is" && name != "equalTo") || open >= text_.size() || text_[open] != '(') {
          return std::string_view::npos;
        }
        return open + 1;
      };
      int nested = 0;
      for (std::size_t open = matcher_open(q); open != std::string_view::npos; open = matcher_open(q)) {
        ++nested;
        q = skip_blank(open, text_.size());
      }
      if (nested == 0) {
        return error_at(q, fmt::format("expected is( or equalTo( and the expected answer after {}...), found {}; "
                                       "gridsolve reads is(14) and equalTo(14)",
                                       wrapper.name, found_at(q, text_.size())));
      }
      assertion = fmt::format("{}..., is(...))", wrapper.name);
      const Span value{q, value_end(q, text_.size())};
      std::optional<std::string> answer = read_answer(q, value.end);
      if (!answer.has_value() || q != value.end) {
        if (std::optional<Error> error = undeclared(value)) return *error;
        return error_at(
            value.begin,
            fmt::format("unexpected {} in {}: an expected answer there must be a whole number",
                        found_at(value.begin, value.end > value.begin ? value.end : text_.size()), assertion));
      }
      // The matchers' ')' and assertThat's.
      for (int closing = 0; closing <= nested; ++closing) {
        q = skip_blank(q, text_.size());
        if (q >= text_.size() || text_[q] != ')') {
          return error_at(q, fmt::format("expected ')' after the expected answer {} in {}, found {}", *answer,
                                         assertion, found_at(q, text_.size())));
        }
        ++q;
      }
      pos = q;
      after_ = assertion;
      return answer;
    }
    if (close >= text_.size() || text_[close] != ')') {
      return error_at(close, fmt::format("expected ')' to close {} after {}, found {}", wrapper.name, after_,
                                         found_at(close, text_.size())));
    }
    // The matchers that say two values are equal; any other checks no
    // expected answer (.toBeGreaterThan(0), .not.toBe(14), .isPositive())
    // and is refused.
    static constexpr std::string_view kJestMatchers[] = {"toBe", "toEqual", "toStrictEqual"};
    static constexpr std::string_view kAssertJMatchers[] = {"isEqualTo"};
    const bool jest = wrapper.name == "expect(";
    const std::span<const std::string_view> matchers =
        jest ? std::span<const std::string_view>(kJestMatchers) : std::span<const std::string_view>(kAssertJMatchers);
    const std::size_t dot = skip_blank(close + 1, text_.size());
    const std::size_t matcher = dot < text_.size() && text_[dot] == '.' ? skip_blank(dot + 1, text_.size()) : dot;
    const std::string_view name = text_.substr(matcher, identifier_end(matcher) - matcher);
    const std::size_t open = skip_inline(matcher + name.size());
    if (matcher == dot || std::find(matchers.begin(), matchers.end(), name) == matchers.end() || open >= text_.size() ||
        text_[open] != '(') {
      return error_at(matcher, jest
                                   ? fmt::format("expected .toBe( and the expected answer after expect(...), found {}; "
                                                 "gridsolve reads .toBe(14), .toEqual(14) or .toStrictEqual(14)",
                                                 found_at(matcher, text_.size()))
                                   : fmt::format("expected .isEqualTo( and the expected answer after {}...), found {}; "
                                                 "gridsolve reads .isEqualTo(14)",
                                                 wrapper.name, found_at(matcher, text_.size())));
    }
    assertion = fmt::format("{}...).{}(...)", wrapper.name, name);
    const std::size_t begin = skip_blank(open + 1, text_.size());
    answer_span = Span{begin, value_end(begin, text_.size())};
    std::size_t q = begin;
    std::optional<std::string> answer = read_answer(q, answer_span.end);
    const std::size_t end = skip_blank(answer_span.end, text_.size());
    if (answer.has_value() && q == answer_span.end && end < text_.size() && text_[end] == ')') {
      pos = end + 1;
      after_ = assertion;
      return answer;
    }
    if (answer.has_value() && q == answer_span.end) {
      return error_at(end, fmt::format("expected ')' to close .{}( after the expected answer {}, found {}", name,
                                       *answer, found_at(end, text_.size())));
    }
  } else if (wrapper.answer_first) {  // assertEquals(14, solution(...))
    answer_span = *wrapper.answer_first;
    std::size_t q = answer_span.begin;
    std::optional<std::string> answer = read_answer(q, answer_span.end);
    if (answer.has_value() && q == answer_span.end) return answer;
  } else {  // assert.strictEqual(solution(...), 14)
    const std::size_t comma = skip_blank(pos, text_.size());
    if (comma >= text_.size() || text_[comma] != ',') {
      return error_at(comma, fmt::format("expected ',' and the expected answer after {} in {}, found {}", after_,
                                         assertion, found_at(comma, text_.size())));
    }
    const std::size_t second = skip_blank(comma + 1, text_.size());
    if (call_at(second)) {
      return error_at(second, fmt::format("{} compares two calls of solution: write the expected answer (a whole "
                                          "number) in place of one of them",
                                          assertion));
    }
    std::optional<std::string> answer = read_answer(pos, text_.size());
    if (answer.has_value()) return answer;
    answer_span = Span{second, value_end(second, text_.size())};
  }
  if (std::optional<Error> error = undeclared(answer_span)) return *error;
  const std::string place = fmt::format("in {}", assertion);
  if (std::optional<Error> bad = bad_answer_at(answer_span.begin, answer_span.end, place)) return *bad;
  const std::size_t shown_end = answer_span.end > answer_span.begin ? answer_span.end : text_.size();
  return error_at(answer_span.begin, fmt::format("unexpected {} {}: an expected answer there must be a whole number",
                                                 found_at(answer_span.begin, shown_end), place));
}

std::optional<std::string> PasteReader::comment_answer(std::size_t& pos) const {
  if (!comment_at(pos)) return std::nullopt;
  const std::size_t end = line_end(pos);
  std::size_t q = skip_inline(pos + (text_[pos] == '#' ? 1 : 2));
  // The answer's name before it: "# expected: 14", "// answer = 14", "#
  // 정답: 14" (it was passed over, and the call checked against nothing).
  static constexpr std::string_view kNames[] = {"expected", "expect", "answer", "result", "output",
                                                "정답",     "기댓값", "기대값", "답",     "결과"};
  for (const std::string_view name : kNames) {
    if (!starts_with_ascii_ci(text_.substr(q, end - q), name)) continue;
    const std::size_t after = q + name.size();
    if (after < end && is_identifier_char(text_[after])) continue;  // "answers", "result2"
    const std::size_t sign = skip_inline(after);
    if (sign < end && (text_[sign] == ':' || (text_[sign] == '=' && text_.substr(sign, 2) != "=="))) {
      q = sign + 1;
      break;
    }
  }
  std::optional<std::string> answer = read_answer(q, end);
  pos = end;
  if (skip_inline(q) < end) return std::nullopt;  // "// prints 3", "# 14 in the example"
  return answer;
}

std::optional<Error> PasteReader::expect(std::size_t index, const std::string& answer, std::size_t pos) {
  std::optional<std::string>& expected = cases_[index].expected;
  if (printed_answer_case_ == index) {  // what Output said was the solution's output, not the answer
    printed_answer_case_.reset();
    expected.reset();
  }
  if (expected.has_value() && expected.value() != answer) {
    return error_at(pos, fmt::format("a second expected answer, {}, for the case of line {} (which expects {})", answer,
                                     cases_[index].line, expected.value()));
  }
  expected = answer;
  return std::nullopt;
}

std::optional<Assignment> PasteReader::assignment_at(std::size_t pos, std::size_t end, Spelling spelling) const {
  if (spelling == Spelling::kJsonMember) {  // "name": value
    if (pos >= end || text_[pos] != '"') return std::nullopt;
    std::size_t name_end = pos + 1;
    while (name_end < end && is_identifier_char(text_[name_end])) ++name_end;
    if (name_end == pos + 1 || name_end >= end || text_[name_end] != '"') return std::nullopt;
    const std::size_t colon = skip_blank(name_end + 1, end);
    if (colon >= end || text_[colon] != ':') return std::nullopt;
    const std::size_t value = skip_blank(colon + 1, end);
    return Assignment{{pos + 1, name_end}, {value, value_end(value, end)}};
  }
  const std::optional<NameEquals> assignment = name_equals_at(pos, end);
  // answer = solution(...) keeps a call's result (wrapper_at): no value of
  // the name's own, nor an expected answer; sol = new Solution() makes the
  // object that calls go through, passed over.
  if (!assignment || call_at(assignment->value)) return std::nullopt;
  if (construction_end(assignment->value) > assignment->value && object_declaration_end(pos)) return std::nullopt;
  if (require_end(pos) > pos) return std::nullopt;                       // const assert = require('assert');: an import
  const std::size_t value = array_creation_end(assignment->value, end);  // int[][] board = new int[][]{{...}};
  // new int[4][4], Array(4) { IntArray(4) }: the whole of it, for the
  // message that refuses it (unreadable_value).
  if (const std::optional<SizedArray> sized = sized_array_at(value, end)) {
    return Assignment{assignment->name, {value, sized->end}};
  }
  const Span span{value, value_end(value, end)};
  // A number in braces (C++'s int r{1}; int r = {1};) is the number.
  if (span.end - span.begin > 2 && text_[span.begin] == '{') {
    const std::size_t inside = skip_inline(span.begin + 1);
    const std::size_t inside_end = value_end(inside, span.end - 1);
    if (number_starts_at(inside, inside_end) && skip_inline(inside_end) == span.end - 1) {
      return Assignment{assignment->name, {inside, inside_end}, span.end};
    }
  }
  const std::size_t converted = conversions_end(span.end, end);  // arrayOf(...).map { it.toList() }
  return Assignment{assignment->name, span, converted > span.end ? converted : 0};
}

std::optional<PasteReader::NameEquals> PasteReader::name_equals_at(std::size_t pos, std::size_t end) const {
  // name = value, where a declaration may put words before the name: a
  // keyword or a type (`const board = ...`, `int r = 1`,
  // `vector<vector<int>> board = {{...}}`, `int[][] board = {{...}}`), as
  // a solution's own test code declares its examples. The name is the last
  // word before the '=' (Go's var r int = 1 names the word after var).
  if (pos >= end || !is_identifier_start(text_[pos])) return std::nullopt;
  std::size_t q = pos;
  std::size_t name_begin = pos;
  std::size_t name_end = pos;
  // A type after the name and a ':' (Python's board: List[List[int]] =
  // ..., TypeScript's const board: number[][] = ...): the name is the word
  // before the ':' ('::' is C++'s std::vector, part of a type before it).
  std::optional<Span> annotated;
  // Go's var board [][]int = ...: the name right after var, its type after it.
  std::optional<Span> after_var;
  int words = 0;
  while (q < end && text_[q] != '\n' && text_.substr(q, 2) != ":=") {  // (Go's board := ...)
    if (is_identifier_char(text_[q])) {
      const std::size_t word = q;
      while (q < end && is_identifier_char(text_[q])) ++q;
      if (!is_identifier_start(text_[word])) return std::nullopt;
      name_begin = word;
      name_end = q;
      if (++words == 2 && keyword_at(pos, "var")) after_var = Span{word, q};
    } else if (text_[q] == ':' && text_.substr(q, 2) != "::" && (q == 0 || text_[q - 1] != ':')) {
      if (annotated || name_end == pos || skip_inline(name_end) != q) return std::nullopt;
      annotated = Span{name_begin, name_end};
      ++q;
    } else if (std::string_view("<>[]:*&,").find(text_[q]) != std::string_view::npos &&
               (text_[q] != ',' || annotated || (q > pos && (text_[q - 1] == '[' || text_[q - 1] == ',')))) {
      ++q;  // (a ',' in a type's brackets: C#'s int[,] board)
    } else if (const std::size_t space = text::space_length(text_, q); space > 0) {
      q += space;
    } else {
      break;
    }
  }
  // C++'s brace initialisation, a type before the name and no '=':
  // vector<vector<int>> board{{1,0},{0,1}};, int r{1};. The braces must
  // open a value (a number or a row), not a body: class Solution {.
  // After a comma, the next name of the same declaration: int r{1}, c{0};.
  std::size_t before = pos;
  while (before > 0 && (text_[before - 1] == ' ' || text_[before - 1] == '\t')) --before;
  const bool declares_more = before > 0 && text_[before - 1] == ',';
  if (q < end && text_[q] == '{' && (name_begin > pos || declares_more) && !annotated && skip_inline(name_end) == q) {
    static constexpr std::string_view kBodyKeywords[] = {"class", "struct", "union", "enum", "namespace", "interface"};
    const std::string_view first = text_.substr(pos, identifier_end(pos) - pos);
    const std::size_t inside = skip_inline(q + 1);
    const bool opens_value = inside < end && (text_[inside] == '{' || number_starts_at(inside, end));
    if (opens_value &&
        std::find(std::begin(kBodyKeywords), std::end(kBodyKeywords), first) == std::end(kBodyKeywords)) {
      return NameEquals{{name_begin, name_end}, q};
    }
  }
  // C++'s vector made by its size where it is declared: vector<vector<int>>
  // board(4, vector<int>(4));. Its value is the whole declaration, for the
  // message that refuses it (sized_array_at); a ';' after the ')' tells it
  // from a function's definition.
  if (const std::size_t type = text_.substr(pos, 5) == "std::" ? pos + 5 : pos;
      q < end && text_[q] == '(' && keyword_at(type, "vector") && name_begin > pos && skip_inline(name_end) == q) {
    const std::size_t close = brackets_end(q, end);
    if (close != std::string_view::npos && text_.substr(skip_inline(close), 1) == ";") {
      return NameEquals{{name_begin, name_end}, pos};
    }
  }
  const std::size_t sign = text_.substr(q, 2) == ":=" ? 2 : 1;
  if (q >= end || (text_[q] != '=' && sign == 1) || (sign == 1 && q + 1 < end && text_[q + 1] == '=')) {
    return std::nullopt;
  }
  if (annotated) return NameEquals{*annotated, skip_blank(q + sign, end)};
  if (name_end != q && skip_inline(name_end) != q) return std::nullopt;  // "board[0] = ...": not a name's value
  if (after_var && words >= 3) return NameEquals{*after_var, skip_blank(q + sign, end)};
  return NameEquals{{name_begin, name_end}, skip_blank(q + sign, end)};
}

std::size_t PasteReader::array_creation_end(std::size_t pos, std::size_t end) const {
  // Go's [][]int{{1,0},{0,1}} (board := ...), its arrays' sizes in the
  // brackets too ([4][4]int{...}): the brackets, the element type, then
  // the braces.
  if (text_.substr(pos, 1) == "[") {
    std::size_t q = pos;
    while (q < end && text_[q] == '[') {
      q = skip_inline(q + 1);
      while (q < end && text_[q] >= '0' && text_[q] <= '9') ++q;
      q = skip_inline(q);
      if (q >= end || text_[q] != ']') return pos;
      ++q;
    }
    const std::size_t type_end = identifier_end(q);
    if (type_end == q) return pos;
    const std::size_t brace = skip_inline(type_end);
    return brace < end && text_[brace] == '{' ? brace : pos;
  }
  constexpr std::string_view kNew = "new";
  if (text_.substr(pos, kNew.size()) != kNew || pos + kNew.size() >= end ||
      (text::space_length(text_, pos + kNew.size()) == 0 && text_[pos + kNew.size()] != '[')) {  // C#'s new[] {
    // C++'s vector<vector<int>>{{...}} (auto board = ...): a type with
    // template arguments, then the braces.
    std::size_t q = pos;
    bool templated = false;
    while (q < end &&
           (is_identifier_char(text_[q]) || std::string_view("<>:, ").find(text_[q]) != std::string_view::npos)) {
      templated = templated || text_[q] == '<';
      ++q;
    }
    return templated && q < end && text_[q] == '{' && is_identifier_start(text_[pos]) ? q : pos;
  }
  std::size_t q = skip_inline(pos + kNew.size());
  const std::size_t type = q;
  // C#'s two-dimensional array, a ',' in its brackets: new int[,] {{...}},
  // its sizes in them too: new int[4,4] {{...}}.
  for (bool in_brackets = false; q < end && (is_identifier_char(text_[q]) || text_[q] == '[' || text_[q] == ']' ||
                                             (text_[q] == ',' && in_brackets));
       ++q) {
    in_brackets = text_[q] == '[' || (in_brackets && text_[q] != ']');
  }
  if (q == type) return pos;
  q = skip_inline(q);
  return q < end && text_[q] == '{' ? q : pos;
}

std::size_t PasteReader::brackets_end(std::size_t open, std::size_t end) const {
  int depth = 0;
  for (std::size_t q = open; q < end; ++q) {
    const char c = text_[q];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && --depth == 0) return q + 1;
  }
  return std::string_view::npos;
}

std::optional<PasteReader::SizedArray> PasteReader::sized_array_at(std::size_t pos, std::size_t end) const {
  constexpr std::string_view kJsonLiteral = "[[...], [...]]";
  // After calls chained at `q` (JavaScript's .fill(0).map(...)), or `q`.
  const auto chained_end = [this, end](std::size_t q) {
    while (q < end && text_[q] == '.' && identifier_end(q + 1) > q + 1 && identifier_end(q + 1) < end &&
           text_[identifier_end(q + 1)] == '(') {
      const std::size_t after = brackets_end(identifier_end(q + 1), end);
      if (after == std::string_view::npos) break;
      q = after;
    }
    return q;
  };
  const auto sized = [](std::size_t construct_end, std::string_view literal) -> std::optional<SizedArray> {
    if (construct_end == std::string_view::npos) return std::nullopt;
    return SizedArray{construct_end, literal};
  };
  if (pos >= end) return std::nullopt;
  // Java's and C#'s new int[4][4] and new int[4,4] (a size in the first
  // brackets, and no braces after them); JavaScript's new Array(4).
  if (keyword_at(pos, "new")) {
    const std::size_t type = skip_inline(pos + 3);
    const std::size_t type_end = identifier_end(type);
    if (type_end == type || type_end >= end) return std::nullopt;
    if (text_[type_end] == '(' && text_.substr(type, type_end - type) == "Array") {
      return sized(chained_end(brackets_end(type_end, end)), kJsonLiteral);
    }
    if (text_[type_end] != '[' || skip_inline(type_end + 1) >= end || text_[skip_inline(type_end + 1)] == ']') {
      return std::nullopt;
    }
    std::size_t q = type_end;
    bool two_dimensional = false;  // C#'s [4,4]
    while (q < end && text_[q] == '[') {
      const std::size_t close = text_.substr(0, end).find(']', q);
      if (close == std::string_view::npos) return std::nullopt;
      two_dimensional = two_dimensional || text_.substr(q, close - q).find(',') != std::string_view::npos;
      q = close + 1;
    }
    if (const std::size_t brace = skip_blank(q, end); brace < end && text_[brace] == '{') return std::nullopt;
    return SizedArray{q, two_dimensional ? "new int[,] {{...}, {...}}" : "new int[][] {{...}, {...}}"};
  }
  // Python's [[0] * 4 for _ in range(4)] and [[0] * 4] * 4: a '*' or a
  // for in the brackets, which no board written out holds.
  if (text_[pos] == '[') {
    std::size_t q = brackets_end(pos, end);
    if (q == std::string_view::npos) return std::nullopt;
    // Swift's [[Int]](repeating: ..., count: 4).
    if (q < end && text_[q] == '(' && keyword_at(skip_blank(q + 1, end), "repeating")) {
      return sized(brackets_end(q, end), kJsonLiteral);
    }
    bool repeated = false;
    for (std::size_t c = pos; c < q && !repeated; ++c) {
      repeated = text_[c] == '*' || (keyword_at(c, "for") && (c == 0 || !is_identifier_char(text_[c - 1])));
    }
    if (!repeated) return std::nullopt;
    for (std::size_t times = skip_inline(q); times < end && text_[times] == '*'; times = skip_inline(q)) {
      const std::size_t operand = skip_inline(times + 1);
      q = operand;
      while (q < end && is_identifier_char(text_[q])) ++q;
      if (q == operand) return std::nullopt;
    }
    return SizedArray{q, kJsonLiteral};
  }
  const std::size_t name_end = std::min(identifier_end(pos), end);
  const std::string_view name = text_.substr(pos, name_end - pos);
  if (name.empty() || name_end >= end) return std::nullopt;
  if (name == "make" && text_[name_end] == '(') return sized(brackets_end(name_end, end), "[][]int{{...}, {...}}");
  // Scala's Array.ofDim[Int](4, 4), Array.fill(4, 4)(0), List.tabulate(...)(...);
  // JavaScript's Array.from({length: 4}, ...).
  if (text_[name_end] == '.') {
    const std::size_t method_end = std::min(identifier_end(name_end + 1), end);
    const std::string_view method = text_.substr(name_end + 1, method_end - name_end - 1);
    if (name == "Array" && method == "from" && method_end < end && text_[method_end] == '(') {
      return sized(chained_end(brackets_end(method_end, end)), kJsonLiteral);
    }
    if (method != "ofDim" && method != "fill" && method != "tabulate") return std::nullopt;
    std::size_t q = method_end;
    while (q < end && (text_[q] == '(' || text_[q] == '[')) {
      q = brackets_end(q, end);
      if (q == std::string_view::npos) return std::nullopt;
    }
    return q > method_end ? std::optional<SizedArray>(SizedArray{q, "Array(Array(...), Array(...))"}) : std::nullopt;
  }
  // C++'s vector<vector<int>>(4, vector<int>(4)).
  if (name == "vector" || (name == "std" && text_.substr(name_end, 8) == "::vector")) {
    const std::size_t arguments = text_.substr(0, end).find_first_of("({;=", name_end);
    if (arguments == std::string_view::npos || text_[arguments] != '(') return std::nullopt;
    return sized(brackets_end(arguments, end), "{{...}, {...}}");
  }
  // Kotlin's Array(4) { IntArray(4) }, Array(4, { IntArray(4) }),
  // IntArray(4), List(4) { ... } (not Scala's Array(1, 0), a literal);
  // JavaScript's Array(4).fill(0); Swift's Array(repeating: 0, count: 4).
  static constexpr std::string_view kSizedMakers[] = {"Array", "IntArray", "LongArray", "List", "MutableList"};
  if (std::find(std::begin(kSizedMakers), std::end(kSizedMakers), name) == std::end(kSizedMakers)) {
    return std::nullopt;
  }
  std::size_t open = name_end;
  for (int depth = 0; open < end && (text_[open] == '<' || depth > 0); ++open) {  // Array<IntArray>(4) { ... }
    depth += text_[open] == '<' ? 1 : text_[open] == '>' ? -1 : 0;
  }
  if (open >= end || text_[open] != '(') return std::nullopt;
  const std::size_t arguments_end = brackets_end(open, end);
  if (arguments_end == std::string_view::npos) return std::nullopt;
  if (keyword_at(skip_blank(open + 1, end), "repeating")) return SizedArray{arguments_end, kJsonLiteral};
  if (text_.substr(arguments_end, 6) == ".fill(") return sized(chained_end(arguments_end), kJsonLiteral);
  const std::vector<Span> arguments = split_arguments(Span{open + 1, arguments_end - 1});
  const std::size_t lambda = skip_inline(arguments_end);
  const bool trailing_lambda = arguments.size() == 1 && lambda < end && text_[lambda] == '{';
  const bool lambda_argument =
      arguments.size() == 2 && arguments.back().begin < end && text_[arguments.back().begin] == '{';
  if (!trailing_lambda && !lambda_argument && name != "IntArray" && name != "LongArray") return std::nullopt;
  return sized(trailing_lambda ? brackets_end(lambda, end) : arguments_end,
               "arrayOf(intArrayOf(...), intArrayOf(...))");
}

std::size_t PasteReader::value_end(std::size_t pos, std::size_t end) const {
  if (pos < end && (text_[pos] == '[' || text_[pos] == '{')) {
    int depth = 0;
    for (std::size_t q = pos; q < end; ++q) {
      if (text_[q] == '[' || text_[q] == '{') ++depth;
      if ((text_[q] == ']' || text_[q] == '}') && --depth == 0) return q + 1;
    }
    return end;  // not closed: the puzzle's parser says where
  }
  std::size_t q = pos;
  while (q < end && text::space_length(text_, q) == 0 && text_[q] != ',' && text_[q] != ';' && text_[q] != ')') {
    // board.toTypedArray(): board; listOf(...).filter { ... }: a method
    // called on what a function made is no part of it (method_after).
    if (text_[q] == '.' && q > pos && (conversions_end(q, end) > q || text_[q - 1] == ')')) return q;
    if (text_[q] != '(') {
      ++q;
      continue;
    }
    // A function that makes the value, its arguments to its ')' whatever
    // they hold: Kotlin's arrayOf(intArrayOf(1,0), intArrayOf(0,1)), over
    // several lines too, or a call that no form reads (np.array([[1,0]])),
    // which the puzzle's parser then names whole, not cut at its first ','.
    q = brackets_end(q, end);
    if (q == std::string_view::npos) return end;  // not closed: the puzzle's parser says where
  }
  return q;
}

std::size_t PasteReader::conversions_end(std::size_t pos, std::size_t end) const {
  for (;;) {
    const std::size_t dot = skip_blank(pos, end);
    if (dot >= end || text_[dot] != '.') return pos;
    const std::size_t name = skip_blank(dot + 1, end);
    std::size_t after = conversion_call_end(name, end);
    // Each row through a conversion: Kotlin's and Scala's map, C#'s Select.
    for (const std::string_view map : {std::string_view("map"), std::string_view("Select")}) {
      if (after > name || !keyword_at(name, map)) continue;
      const std::size_t open = skip_inline(name + map.size());
      if (open < end && (text_[open] == '(' || (text_[open] == '{' && map == "map"))) {
        const std::size_t converted = row_conversion_end(open, end);
        if (converted > open) after = converted;
      }
    }
    if (after == name) return pos;
    pos = after;
  }
}

std::size_t PasteReader::conversion_call_end(std::size_t pos, std::size_t end) const {
  const std::size_t name_end = std::min(identifier_end(pos), end);
  if (std::find(std::begin(kConversions), std::end(kConversions), text_.substr(pos, name_end - pos)) ==
      std::end(kConversions)) {
    return pos;
  }
  const std::size_t open = skip_inline(name_end);
  if (open >= end || text_[open] != '(') return name_end;  // Scala's .toArray
  const std::size_t close = skip_inline(open + 1);
  return close < end && text_[close] == ')' ? close + 1 : pos;
}

std::size_t PasteReader::row_conversion_end(std::size_t open, std::size_t end) const {
  const char close = text_[open] == '{' ? '}' : ')';
  std::size_t q = skip_blank(open + 1, end);
  // A method reference: IntArray::toList, List<Int>::toIntArray.
  if (const std::size_t type_end = identifier_end(q); type_end > q) {
    std::size_t colons = type_end;
    if (text_.substr(colons, 1) == "<") colons = text_.find('>', colons) + 1;  // (npos + 1: none)
    if (colons > 0 && colons < end && text_.substr(colons, 2) == "::") {
      const std::size_t method_end = identifier_end(colons + 2);
      const std::string_view method = text_.substr(colons + 2, method_end - colons - 2);
      const std::size_t closed = skip_blank(method_end, end);
      const bool converts =
          std::find(std::begin(kConversions), std::end(kConversions), method) != std::end(kConversions);
      return converts && closed < end && text_[closed] == close ? closed + 1 : open;
    }
  }
  // The row's name: one named before an arrow (row -> row.toList(), row =>
  // row.ToArray()), or Kotlin's it, Scala's _.
  std::string_view row;
  if (const std::size_t name_end = identifier_end(q); name_end > q) {
    const std::size_t arrow = skip_blank(name_end, end);
    if (text_.substr(arrow, 2) == "->" || text_.substr(arrow, 2) == "=>") {
      row = text_.substr(q, name_end - q);
      q = skip_blank(arrow + 2, end);
    }
  }
  std::size_t row_end = q;
  if (!row.empty()) {
    row_end = keyword_at(q, row) ? q + row.size() : q;
  } else if (keyword_at(q, "it") || keyword_at(q, "_")) {
    row_end = identifier_end(q);
  }
  if (row_end == q) return open;
  const std::size_t converted = conversions_end(row_end, end);
  if (converted == row_end) return open;
  const std::size_t closed = skip_blank(converted, end);
  return closed < end && text_[closed] == close ? closed + 1 : open;
}

std::size_t PasteReader::closing_paren(std::size_t open) const {
  int depth = 0;
  for (std::size_t close = open; close < text_.size(); ++close) {
    const char c = text_[close];
    if (c == '(' || c == '[') ++depth;
    if ((c == ')' || c == ']') && --depth == 0) return c == ')' ? close : text_.size();
  }
  return text_.size();
}

std::vector<Span> PasteReader::split_arguments(Span span) const {
  std::vector<Span> arguments;
  std::size_t begin = span.begin;
  int depth = 0;
  for (std::size_t q = span.begin; q <= span.end; ++q) {
    if (q < span.end) {
      const char c = text_[q];
      if (c == '(' || c == '[' || c == '{') ++depth;
      if (c == ')' || c == ']' || c == '}') --depth;
      if (c != ',' || depth > 0) continue;
    }
    const std::size_t first = skip_blank(begin, q);
    std::size_t last = first;  // after the argument's last character that is not white space
    for (std::size_t i = first; i < q;) {
      const std::size_t space = text::space_length(text_.substr(0, q), i);
      i += space > 0 ? space : 1;
      if (space == 0) last = i;
    }
    arguments.push_back(Span{first, last});
    begin = q + 1;
  }
  return arguments;
}

std::optional<std::string_view> PasteReader::lone_name(Span span) const {
  if (span.begin >= span.end || !is_identifier_start(text_[span.begin])) return std::nullopt;
  std::size_t q = span.begin;
  while (q < span.end && is_identifier_char(text_[q])) ++q;
  if (skip_blank(q, span.end) < span.end) return std::nullopt;
  return text_.substr(span.begin, q - span.begin);
}

std::optional<Span> PasteReader::variable(std::string_view name) const {
  const auto declared = variables_.find(name);
  if (declared == variables_.end()) return std::nullopt;
  return declared->second;
}

std::vector<std::string> PasteReader::variable_names() const {
  std::vector<std::string> names;
  names.reserve(variables_.size());
  for (const auto& [name, value] : variables_) names.emplace_back(name);
  return names;
}

std::vector<Assignment> PasteReader::tuple_assignments_at(std::size_t pos) const {
  const std::size_t line = line_end(pos);
  std::vector<Span> names;
  std::size_t q = pos;
  for (;;) {
    const std::size_t name_end = identifier_end(q);
    if (name_end == q || !is_identifier_start(text_[q])) return {};
    names.push_back(Span{q, name_end});
    q = skip_inline(name_end);
    if (q >= line || text_[q] != ',') break;
    q = skip_inline(q + 1);
  }
  // Or one value given to several names: r = c = 0.
  bool chained = false;
  while (names.size() == 1 || chained) {
    if (q >= line || text_[q] != '=' || text_.substr(q, 2) == "==") break;
    const std::size_t next = skip_inline(q + 1);
    const std::size_t next_end = identifier_end(next);
    const std::size_t equals = skip_inline(next_end);
    if (next_end == next || !is_identifier_start(text_[next]) || equals >= line || text_[equals] != '=' ||
        text_.substr(equals, 2) == "==") {
      break;
    }
    names.push_back(Span{next, next_end});
    chained = true;
    q = equals;
  }
  // Go's r, c := 1, 0 too.
  const std::size_t sign = !chained && text_.substr(q, 2) == ":=" ? 2 : 1;
  if (names.size() < 2 || q >= line || (text_[q] != '=' && sign == 1) || text_.substr(q, 2) == "==") return {};
  // The values up to the line's end (or a ';', or a comment), split at the
  // commas outside brackets.
  const std::size_t values = skip_inline(q + sign);
  std::size_t values_end = values;
  for (int depth = 0; values_end < line; ++values_end) {
    const char c = text_[values_end];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (depth == 0 && (c == ';' || c == '#' || text_.substr(values_end, 2) == "//")) break;
  }
  std::vector<Span> parts = split_arguments(Span{values, values_end});
  if (chained && parts.size() == 1) parts.assign(names.size(), parts.front());
  if (parts.size() != names.size()) return {};
  std::vector<Assignment> assignments;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (parts[i].begin >= parts[i].end) return {};
    assignments.push_back(Assignment{names[i], parts[i]});
  }
  return assignments;
}

Declarations PasteReader::declarations_at(std::size_t pos) const {
  Declarations declared{{}, pos};
  const auto name_of = [this](const Assignment& a) { return text_.substr(a.name.begin, a.name.end - a.name.begin); };
  for (;;) {
    std::size_t q = skip_blank(declared.stop, text_.size());
    if (q < text_.size() && (text_[q] == ',' || text_[q] == ';')) q = skip_blank(q + 1, text_.size());
    q = after_comment_lines(q, text_.size());
    std::vector<Assignment> assignments = tuple_assignments_at(q);
    if (assignments.empty()) {
      const std::optional<Assignment> assignment = assignment_at(q, text_.size());
      if (!assignment) break;
      assignments.push_back(*assignment);
    }
    const bool again = std::any_of(declared.assignments.begin(), declared.assignments.end(), [&](const Assignment& a) {
      return std::any_of(assignments.begin(), assignments.end(),
                         [&](const Assignment& b) { return name_of(a) == name_of(b); });
    });
    if (again) break;  // the next case's
    declared.assignments.insert(declared.assignments.end(), assignments.begin(), assignments.end());
    declared.stop = assignments.back().end();
    if (const std::size_t q = skip_inline(declared.stop); q < text_.size() && text_[q] == ';') declared.stop = q + 1;
    declared.stop = after_trailing_comment(declared.stop);
  }
  return declared;
}

std::size_t PasteReader::after_trailing_comment(std::size_t pos) const {
  const std::size_t comment = skip_inline(pos);
  if (comment_at(comment)) return line_end(comment);
  const std::size_t block = block_comment_end(comment);
  return block != comment && block != std::string_view::npos ? block : pos;
}

std::size_t PasteReader::after_comment_lines(std::size_t pos, std::size_t end) const {
  for (;;) {
    if (comment_at(pos)) {
      pos = skip_blank(line_end(pos), end);
      continue;
    }
    const std::size_t block = block_comment_end(pos);
    if (block == pos || block == std::string_view::npos) return pos;  // (an unclosed one is named where it opens)
    pos = skip_blank(block, end);
  }
}

bool PasteReader::call_names_values(std::size_t pos) const {
  // Comment lines, the object that the call goes through and the structure
  // of a whole file may stand between (int[][] board = {{...}}; Solution
  // sol = new Solution(); System.out.println(sol.solution(board, 1, 0));,
  // or board = [[...]] over if __name__ == "__main__":).
  for (pos = skip_blank(pos, text_.size());; pos = skip_blank(pos, text_.size())) {
    if (comment_at(pos) && at_line_start(pos)) {
      pos = line_end(pos);
    } else if (const std::size_t comment = block_comment_end(pos); comment != pos) {
      if (comment == std::string_view::npos) break;
      pos = comment;
    } else if (const std::optional<std::size_t> end = object_declaration_end(pos)) {
      pos = *end;
    } else if (const Structure structure = structure_at(pos); structure.end > pos) {
      pos = structure.end;
    } else {
      break;
    }
  }
  const std::size_t call = pos + wrapper_at(pos).length;
  const std::size_t open = call_open(call);
  if (open == std::string_view::npos) return false;
  const std::size_t close = closing_paren(open);
  if (close >= text_.size()) return false;
  const std::vector<Span> arguments = split_arguments(Span{open + 1, close});
  return std::any_of(arguments.begin(), arguments.end(), [this](Span argument) {
    if (const std::optional<NamedArgument> named = named_argument_at(argument)) {
      argument = named->value;  // solution(board=board, ...), solution(board: b, ...)
    }
    return lone_name(without_conversions(argument)).has_value();
  });
}

std::string PasteReader::parameter_list() const {
  std::string list;
  for (std::size_t i = 0; i < grammar_.parameters.size(); ++i) {
    if (i > 0) list += i + 1 == grammar_.parameters.size() ? " and " : ", ";
    list += grammar_.parameters[i];
  }
  return list;
}

Expected<CaseRead> PasteReader::read_one(Scanner& scanner, std::size_t case_begin) const {
  Expected<std::unique_ptr<ParsedCase>> parsed = parse_one_(scanner);
  if (!parsed) return in_case(parsed.error(), case_begin);
  return CaseRead{std::move(parsed).value(), std::nullopt, scanner.offset()};
}

Expected<CaseRead> PasteReader::read_arguments(Span span, std::string_view context, bool call) const {
  const std::size_t begin = skip_blank(span.begin, span.end);
  // A comma after a call's last argument, as Python and JavaScript allow
  // and formatters write when they spread a call over lines.
  if (call) {
    std::size_t last = begin;  // after the last character that is not white space
    for (std::size_t q = begin; q < span.end;) {
      const std::size_t space = text::space_length(text_.substr(0, span.end), q);
      q += space > 0 ? space : 1;
      if (space == 0) last = q;
    }
    if (last > begin && text_[last - 1] == ',') span.end = last - 1;
  }
  Expected<CaseRead> read = Error{};
  const std::vector<Span> arguments =
      grammar_.parameters.empty() || !call ? std::vector<Span>{} : split_arguments(Span{begin, span.end});
  if (std::any_of(arguments.begin(), arguments.end(), [this](Span argument) { return read_one_by_one(argument); })) {
    return read_call_arguments(arguments, context);
  }
  if (!grammar_.parameters.empty() && !call && assignment_at(begin, span.end)) {
    read = read_assignments(begin, span.end);
  } else {
    Scanner scanner(text_, Span{begin, span.end});
    read = read_one(scanner, begin);
  }
  if (!read) return read;
  const std::size_t rest = skip_blank(read.value().stop, span.end);
  if (rest < span.end) {
    const std::string takes = grammar_.parameters.empty() ? "" : fmt::format("; solution takes {}", parameter_list());
    return in_case(error_at(rest, fmt::format("unexpected {} after {} in {}{}", found_at(rest, span.end),
                                              grammar_.case_end, context, takes)),
                   begin);
  }
  return read;
}

Expected<CaseRead> PasteReader::read_call_arguments(const std::vector<Span>& arguments,
                                                    std::string_view context) const {
  const std::size_t begin = arguments.front().begin;
  const std::vector<std::string_view>& parameters = grammar_.parameters;
  std::vector<std::optional<Span>> values(parameters.size());
  std::vector<Span> past_parameters;  // given in order after the last one: the parser names the first
  std::optional<std::string> expected;
  std::optional<Span> first_named;  // the name of the first argument given by name
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    Span written = arguments[i];
    std::size_t parameter = i;
    if (const std::optional<NamedArgument> named = named_argument_at(written)) {
      const std::string_view name = text_.substr(named->name.begin, named->name.end - named->name.begin);
      parameter = static_cast<std::size_t>(std::find(parameters.begin(), parameters.end(), name) - parameters.begin());
      if (parameter == parameters.size() && is_answer_name(name)) {  // solution(..., result=14)
        Expected<std::string> answer = named_answer(named->value, name, begin);
        if (!answer) return answer.error();
        expected = std::move(answer).value();
        continue;
      }
      if (parameter == parameters.size()) {
        const std::optional<std::string> near =
            nearest_word(name, std::vector<std::string>(parameters.begin(), parameters.end()));
        return in_case(error_at(named->name.begin,
                                fmt::format("unknown name '{}' in {}{}: solution takes {}, the names that Programmers "
                                            "gives them; give each by that name, or all in that order without names",
                                            name, context, near ? fmt::format(" (did you mean {}?)", *near) : "",
                                            parameter_list())),
                       begin);
      }
      if (values[parameter]) {
        return in_case(error_at(named->name.begin, fmt::format("{} is given twice in {}: solution takes {}, each once",
                                                               name, context, parameter_list())),
                       begin);
      }
      if (!first_named) first_named = named->name;
      written = named->value;
    } else if (first_named) {
      // Python, Kotlin and C# refuse it too: which parameter it is for is
      // no longer its place.
      return in_case(
          error_at(written.begin, fmt::format("an argument without its name after {} in {}: give each "
                                              "argument after a named one its name too (solution takes {})",
                                              text_.substr(first_named->begin, first_named->end - first_named->begin),
                                              context, parameter_list())),
          begin);
    } else if (i >= parameters.size()) {
      past_parameters.push_back(written);
      continue;
    }
    const Expected<Span> value = call_value(written, parameters[parameter], context, begin);
    if (!value) return value.error();
    values[parameter] = value.value();
  }
  std::vector<Span> parts;
  for (const std::optional<Span>& value : values) {
    if (!value) break;  // missing: named below, or by the parser at the call's end
    parts.push_back(*value);
  }
  if (first_named && parts.size() < values.size()) {
    return in_case(error_at(begin, fmt::format("{} is missing in {}: solution takes {}, by name or in that order",
                                               parameters[parts.size()], context, parameter_list())),
                   begin);
  }
  parts.insert(parts.end(), past_parameters.begin(), past_parameters.end());
  // An empty last part after the last argument, so that an argument
  // missing is named at the call, not at the end of a declaration above it.
  parts.push_back(Span{arguments.back().end, arguments.back().end});
  Scanner scanner(text_, parts.front(), std::vector<Span>(parts.begin() + 1, parts.end()));
  Expected<CaseRead> read = read_one(scanner, begin);
  if (!read) return read;
  scanner.skip_space();
  if (!scanner.at_end() || !scanner.in_last_part()) {
    return in_case(
        scanner.error_here(fmt::format("unexpected {} after {} in {}; solution takes {}", scanner.describe_here(),
                                       grammar_.case_end, context, parameter_list())),
        begin);
  }
  read.value().expected = std::move(expected);
  read.value().stop = arguments.back().end;
  return read;
}

Expected<Span> PasteReader::call_value(Span argument, std::string_view parameter, std::string_view context,
                                       std::size_t begin) const {
  const Span written = without_conversions(argument);
  if (const std::optional<std::string_view> name = lone_name(written)) {
    const std::optional<Span> value = variable(*name);
    if (!value) {
      const std::optional<std::string> near = nearest_word(*name, variable_names());
      return in_case(
          error_at(argument.begin, fmt::format("'{}' in {} names no value declared above it{}: declare it first ({} = "
                                               "...), or give its value in the call; solution takes {}",
                                               *name, context, near ? fmt::format(" (did you mean {}?)", *near) : "",
                                               *name, parameter_list())),
          begin);
    }
    // (Refused where it is declared: board = new int[4][4] above it.)
    if (std::optional<Error> unreadable = unreadable_value(*value, value->end, parameter)) {
      return in_case(*unreadable, begin);
    }
    return *value;
  }
  const std::size_t created = array_creation_end(written.begin, written.end);
  const std::size_t written_end =
      sized_array_at(written.begin, written.end) ? written.end : value_end(created, written.end);
  if (std::optional<Error> unreadable = unreadable_value(Span{written.begin, written_end}, written_end, parameter)) {
    return in_case(*unreadable, begin);
  }
  return Span{created, written.end};
}

Expected<CaseRead> PasteReader::read_assignments(std::size_t pos, std::size_t end, Spelling spelling) const {
  const std::size_t begin = pos;
  std::vector<std::optional<Span>> values(grammar_.parameters.size());
  std::optional<std::string> expected;
  std::size_t stop = pos;
  // Where the list stopped at text that is no name = value (npos: at the
  // text's end, or at the next case's name), and the last name before it.
  std::size_t stopped_at = std::string_view::npos;
  std::string_view last_name;
  // A comment after the last statement on its line, which may hold its
  // expected answer alone (c = 0  # 14); npos for none.
  std::size_t last_comment = std::string_view::npos;
  for (;;) {
    std::size_t q = skip_blank(stop, end);
    if (q < end && (text_[q] == ',' || text_[q] == ';')) q = skip_blank(q + 1, end);
    if (spelling == Spelling::kNameEquals) q = after_comment_lines(q, end);  // // 예제 1 between them
    // One statement: name = value, or several names at once (Python's r, c
    // = 1, 0, Go's r, c := 1, 0).
    std::vector<Assignment> statement;
    if (spelling == Spelling::kNameEquals) statement = tuple_assignments_at(q);
    if (!statement.empty() && statement.back().end() > end) statement.clear();
    if (statement.empty()) {
      const std::optional<Assignment> assignment = assignment_at(q, end, spelling);
      if (!assignment) {
        if (q < end) stopped_at = q;
        break;
      }
      statement.push_back(*assignment);
    }
    const auto name_of = [this](const Assignment& a) { return text_.substr(a.name.begin, a.name.end - a.name.begin); };
    const auto parameter_of = [this](std::string_view name) {
      return static_cast<std::size_t>(std::find(grammar_.parameters.begin(), grammar_.parameters.end(), name) -
                                      grammar_.parameters.begin());
    };
    // A name given a second time starts the next case.
    if (std::any_of(statement.begin(), statement.end(), [&](const Assignment& a) {
          const std::size_t parameter = parameter_of(name_of(a));
          return parameter < values.size() ? values[parameter].has_value()
                                           : is_answer_name(name_of(a)) && expected.has_value();
        })) {
      break;
    }
    for (const Assignment& assignment : statement) {
      const std::string_view name = name_of(assignment);
      if (const std::size_t parameter = parameter_of(name); parameter < values.size()) {
        std::optional<Span>& value = values[parameter];
        value = assignment.value;
        std::size_t text_end = assignment.end();
        // board = b, where declarations above a call gave b its value.
        if (const std::optional<std::string_view> named = lone_name(*value)) {
          if (const std::optional<Span> declared = variable(*named)) {
            value = declared;
            text_end = declared->end;
          }
        }
        if (std::optional<Error> unreadable = unreadable_value(*value, text_end, name)) {
          return in_case(*unreadable, begin);
        }
      } else if (is_answer_name(name)) {
        Expected<std::string> answer = named_answer(assignment.value, name, begin);
        if (!answer) return answer.error();
        expected = std::move(answer).value();
      } else {
        std::vector<std::string> known(grammar_.parameters.begin(), grammar_.parameters.end());
        known.emplace_back("result");
        const std::optional<std::string> near = nearest_word(name, known);
        return in_case(
            error_at(assignment.name.begin,
                     fmt::format("unknown name '{}'{}: solution takes {} (and result, the expected answer)", name,
                                 near ? fmt::format(" (did you mean {}?)", *near) : "", parameter_list())),
            begin);
      }
    }
    stop = statement.back().end();
    last_name = name_of(statement.back());
    // The ';' that ends the statement (`const c = 0;`) belongs to it, and
    // so does a comment after it on its line (board = [[...]]  # 예제 1).
    if (const std::size_t q = skip_inline(stop); q < end && text_[q] == ';') stop = q + 1;
    last_comment = std::string_view::npos;
    if (spelling == Spelling::kNameEquals) {
      if (const std::size_t after = after_trailing_comment(stop); after > stop) {
        last_comment = skip_inline(stop);
        stop = after;
      }
    }
  }
  // A whole number alone in a comment after the last statement is the
  // case's expected answer, as after a call (c = 0  # 14).
  if (last_comment != std::string_view::npos && !expected.has_value()) expected = comment_answer(last_comment);
  // A value that ran to the end (a bracket or a '(' that nothing closes)
  // took the names after it: the puzzle's parser names where it fails in
  // it, not the names it took as missing.
  const bool swallowed = std::any_of(values.begin(), values.end(), [this, end](const std::optional<Span>& value) {
    if (!value || value->end < end) return false;
    int depth = 0;
    for (std::size_t q = value->begin; q < value->end; ++q) {
      const char c = text_[q];
      depth += c == '(' || c == '[' || c == '{' ? 1 : c == ')' || c == ']' || c == '}' ? -1 : 0;
    }
    return depth > 0;
  });
  std::vector<Span> spans;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::optional<Span>& value = values[i];
    if (value.has_value() || swallowed) {
      spans.push_back(value.value_or(Span{end, end}));
      continue;
    }
    // The list stopped at text after a value on its line that is no name =
    // value: that text is the trouble, not the start of the list (a value
    // cut short stopped it there).
    if (stopped_at != std::string_view::npos && !last_name.empty() && text_.find('\n', stop) >= stopped_at &&
        stopped_at > stop) {
      return in_case(error_at(stopped_at, fmt::format("unexpected {} after the value of {}: solution takes {}, each "
                                                      "given as name = value, and {} is missing",
                                                      found_at(stopped_at, end), last_name, parameter_list(),
                                                      grammar_.parameters[i])),
                     begin);
    }
    return in_case(error_at(begin, fmt::format("{} is missing: solution takes {}, each given as name = value",
                                               grammar_.parameters[i], parameter_list())),
                   begin);
  }
  const Span first = spans.front();
  Scanner scanner(text_, first, std::vector<Span>(spans.begin() + 1, spans.end()));
  Expected<CaseRead> read = read_one(scanner, begin);
  if (!read) return read;
  scanner.skip_space();
  if (!scanner.at_end() || !scanner.in_last_part()) {
    return in_case(scanner.error_here(fmt::format("unexpected {} in a value", scanner.describe_here())), begin);
  }
  read.value().expected = std::move(expected);
  read.value().stop = stop;
  return read;
}

Expected<CaseRead> PasteReader::read_object(std::size_t pos) const {
  std::size_t close = pos;  // after the '}' that closes the object
  bool closed = false;
  for (int depth = 0; close < text_.size() && !closed;) {
    const char c = text_[close++];
    if (c == '[' || c == '{') ++depth;
    if ((c == ']' || c == '}') && --depth == 0) closed = true;
  }
  if (!closed || text_[close - 1] != '}') {
    return in_case(error_at(pos, "the JSON object's '{' has no closing '}'"), pos);
  }
  const std::size_t first = skip_blank(pos + 1, close - 1);
  Expected<CaseRead> read = read_assignments(first, close - 1, Spelling::kJsonMember);
  if (!read) return read;
  std::size_t rest = skip_blank(read.value().stop, close - 1);
  if (rest < close - 1 && text_[rest] == ',') rest = skip_blank(rest + 1, close - 1);  // what the ',' goes on to
  if (rest < close - 1) {
    return in_case(error_at(rest, fmt::format("unexpected {} in the JSON object; solution takes {} (and \"result\", "
                                              "the expected answer)",
                                              found_at(rest, close - 1), parameter_list())),
                   pos);
  }
  read.value().stop = close;
  return read;
}

std::optional<std::string> PasteReader::read_answer(std::size_t& pos, std::size_t end) const {
  std::size_t q = skip_blank(pos, end);
  for (std::string_view sign : kAnswerSigns) {
    if (text_.substr(q, sign.size()) == sign && q + sign.size() <= end) {
      q = skip_blank(q + sign.size(), end);
      break;
    }
  }
  // A name declared above with a whole number (result = 14 over
  // print(solution(board, r, c) == result)).
  std::size_t name_end = q;
  while (name_end < end && is_identifier_char(text_[name_end])) ++name_end;
  if (q < end && is_identifier_start(text_[q])) {
    const std::optional<Span> value = variable(text_.substr(q, name_end - q));
    if (!value) return std::nullopt;
    Scanner scanner(text_, *value);
    const text::ScannedInteger answer = scanner.scan_integer();
    scanner.skip_space();
    if (answer.status != text::IntegerStatus::kOk || !scanner.at_end()) return std::nullopt;
    pos = name_end;
    return std::to_string(answer.value);
  }
  Scanner scanner(text_, Span{q, end});
  const text::ScannedInteger answer = scanner.scan_integer();
  if (answer.status != text::IntegerStatus::kOk) return std::nullopt;
  pos = scanner.offset();
  return std::to_string(answer.value);
}

// What stands after a sign of kAnswerSigns is meant as the answer
// ("..., 0, 0, four"), and so is a word that starts like a number ("4x",
// "4.0", a number too large for 64 bits), with or without a sign. The
// message names that word where it stands, in the words of the message for
// any text after a case, and says what an answer must be: the text after a
// comma was taken as no answer, and the comma was named instead.
std::optional<Error> PasteReader::bad_answer_at(std::size_t pos, std::size_t end, std::string_view place) const {
  std::size_t q = skip_inline(pos);
  bool after_sign = false;
  for (std::string_view sign : kAnswerSigns) {
    if (q + sign.size() <= end && text_.substr(q, sign.size()) == sign) {
      q = skip_inline(q + sign.size());
      after_sign = true;
      break;
    }
  }
  if (q >= end || text_[q] == '\n') return std::nullopt;
  const bool number_like = number_starts_at(q, end);
  // After a sign, a '[' or '{' starts the next case, for the message about
  // the sign.
  if (!number_like && (!after_sign || text_[q] == '[' || text_[q] == '{')) return std::nullopt;
  Scanner scanner(text_, Span{q, end});
  const bool too_large = scanner.scan_integer().status == text::IntegerStatus::kTooLarge;
  return error_at(
      q, fmt::format("unexpected {} {}: an expected answer there must be a whole number{}", found_at(q, end),
                     place.empty() ? fmt::format("after {}", after_) : std::string(place),
                     too_large ? fmt::format(" no larger than {}", std::numeric_limits<std::int64_t>::max()) : ""));
}

std::optional<Error> PasteReader::check_one_case_more(std::size_t pos) const {
  if (cases_.empty() || grammar_.many_cases) return std::nullopt;
  return error_at(pos, fmt::format("unexpected {} after {}: gridsolve {} takes one case at a time",
                                   found_at(pos, text_.size()), after_, grammar_.name));
}

Expected<std::vector<PastedCase>> PasteReader::read() {
  std::size_t pos = text_.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  if (skip_blank(pos, text_.size()) >= text_.size()) {
    Scanner scanner(text_);  // the puzzle's own message for an empty input
    Expected<CaseRead> read = read_one(scanner, 0);
    if (!read) return read.error();
    add(std::move(read).value(), 0);
    return finished_cases();
  }
  if (!grammar_.parameters.empty()) {
    // The solution's own code is refused, not passed over: gridsolve would
    // answer with its own solver while the paste looked like a test of the
    // user's code ("14, as expected"), which is what gridsolve check does;
    // a solution's file holds helpers, globals and structs too, which would
    // be refused at lines that are not the trouble; and where a body ends
    // is found only by reading each language's strings, comments and
    // indentation, where a mistake would read the body as test lines.
    for (std::size_t line = pos; line < text_.size(); line = line_end(line) + 1) {
      if (const std::size_t first = skip_inline(line); defines_solution_at(first)) {
        if (const std::string_view language = unchecked_language_at(first); !language.empty()) {
          return error_at(first, fmt::format("the definition of solution itself: paste only the lines that call it "
                                             "(gridsolve check, which tests your own solution, runs C, C++, Java, "
                                             "Python and JavaScript, not {})",
                                             language));
        }
        return error_at(first, fmt::format("the definition of solution itself: paste only the lines that call it (to "
                                           "test your own solution, run gridsolve check {} FILE)",
                                           grammar_.name));
      }
    }
  }
  bool in_object_list = false;  // inside [...] of JSON objects, one a case
  for (;;) {
    pos = skip_blank(pos, text_.size());
    if (pos >= text_.size()) break;
    const std::size_t begin = pos;
    if (at_line_start(pos)) {
      // The header row copied a cell a line (board / r / c / result, as a
      // browser may copy the examples table): its last lines hold no
      // parameter, and "result" alone would read as the Result label, which
      // passes over every line below it, the cases too.
      if (header_end_ != std::string_view::npos && skip_blank(header_end_, text_.size()) == pos &&
          column_names_at(pos, false)) {
        pos = header_end_ = line_end(pos);
        continue;
      }
      if (const std::optional<Label> label = label_at(pos)) {
        const std::size_t end = next_label_line(label->line_end);
        const Span value{label->value_begin, end};
        if (label->kind == LabelKind::kInput && prose_at(value)) {
          // The page's description of the input, passed over as the one of
          // the output under 출력 is.
          note_statement_moves(value);
        } else if (label->kind == LabelKind::kInput) {
          if (std::optional<Error> refused = check_one_case_more(pos)) return *refused;
          Expected<CaseRead> read = read_arguments(value, fmt::format("the {} text", label->word));
          if (!read) return read.error();
          add(std::move(read).value(), pos);  // at its label's line, the 복사 line under it aside
        } else if (label->kind == LabelKind::kExpected) {
          if (cases_.empty()) {
            return error_at(pos, fmt::format("{} (an expected answer) with no input before it", label->word));
          }
          Scanner scanner(text_, value);
          scanner.skip_space();
          const text::ScannedInteger answer = scanner.scan_integer();
          if (answer.status != text::IntegerStatus::kOk) {
            return scanner.expected_here(fmt::format("the expected answer after {} (a whole number)", label->word));
          }
          scanner.skip_space();
          if (!scanner.at_end()) {
            return scanner.error_here(
                fmt::format("unexpected {} after the expected answer {}", scanner.describe_here(), answer.value));
          }
          if (std::optional<Error> twice = expect(cases_.size() - 1, std::to_string(answer.value), pos)) return *twice;
        } else if (label->kind == LabelKind::kHeading) {
          pos = label->value_begin;  // the text under a heading is read on
          continue;
        } else if (label->kind == LabelKind::kTitle) {
          // Read on as under a heading: a case under a title used to be
          // passed over with it, and a paste of three cases answered two
          // without a word. The verdict on its line is passed over.
          pos = label->value_begin;
          if (pos < label->line_end && words_start(pos, label->line_end)) pos = label->line_end;
          continue;
        } else if (label->kind == LabelKind::kOutput && !cases_.empty() && !cases_.back().expected) {
          // A lone whole number: the statement's expected answer, until
          // an Expected label gives the case another (expect()).
          Scanner scanner(text_, value);
          scanner.skip_space();
          const text::ScannedInteger answer = scanner.scan_integer();
          scanner.skip_space();
          if (answer.status == text::IntegerStatus::kOk && scanner.at_end()) {
            cases_.back().expected = std::to_string(answer.value);
            printed_answer_case_ = cases_.size() - 1;
          }
        }
        if (label->kind == LabelKind::kIgnored || label->kind == LabelKind::kOutput) note_statement_moves(value);
        pos = end;
        after_ = fmt::format("the {} text", label->word);
        continue;
      }
      // Baekjoon's title over its limits table ("2048 (Easy) 성공"): its
      // number is no board size.
      if (const std::size_t next = skip_blank(line_end(pos), text_.size()); next < text_.size()) {
        const std::optional<Label> limits = label_at(next);
        if (limits && limits->kind == LabelKind::kIgnored &&
            (limits->word == "시간 제한" || starts_with_ascii_ci(limits->word, "Time Limit"))) {
          note_statement_moves(Span{pos, line_end(pos)});  // "2048 (Hard)"
          pos = line_end(pos);
          continue;
        }
      }
      // A problem page's title lines above its statement, before any case
      // ("카드 짝 맞추기" and the contest's name over 문제 설명): up to three
      // lines of words (a number before them, "2021 KAKAO BLIND
      // RECRUITMENT", "2048 (Easy)"), then the statement's heading.
      const auto title_line = [this](std::size_t line) {
        std::size_t q = line;
        while (q < text_.size() && text_[q] >= '0' && text_[q] <= '9') ++q;
        if (q > line && (q == line_end(line) || text::space_length(text_, q) == 0)) return false;
        q = skip_inline(q);
        if (q < text_.size() && text_[q] == '(') ++q;  // "2048 (Easy)"
        return words_start(q, line_end(line));
      };
      if (cases_.empty() && title_line(pos)) {
        std::size_t line = pos;
        for (int titles = 0; titles < 3 && line < text_.size(); ++titles) {
          line = skip_blank(line_end(line), text_.size());
          if (line >= text_.size()) break;
          if (const std::optional<Label> heading = label_at(line)) {
            if (heading->kind == LabelKind::kIgnored &&
                (heading->word == "문제 설명" || heading->word == "문제" || heading->word == "Problem")) {
              note_statement_moves(Span{pos, line});
              pos = line;
            }
            break;
          }
          if (!title_line(line)) break;
        }
        if (pos == line) continue;
      }
      if (header_at(pos)) {
        pos = header_end_ = line_end(pos);
        continue;
      }
    }
    const CallWrapper wrapper = wrapper_at(pos);
    if (grammar_.parameters.empty() && (call_at(pos + wrapper.length) || assignment_at(pos, text_.size()))) {
      return error_at(pos, fmt::format("{} is how Programmers calls a solution; gridsolve {} reads {}",
                                       call_at(pos + wrapper.length) ? "solution(...)" : "name = value", grammar_.name,
                                       grammar_.input_help));
    }
    if (comment_at(pos) && at_line_start(pos)) {  // a self-test's comment line
      pos = line_end(pos);
      continue;
    }
    // A block comment, wherever a line or a statement may start: passed
    // over, a number in it too.
    if (const std::size_t comment = block_comment_end(pos); !grammar_.parameters.empty() && comment != pos) {
      if (comment == std::string_view::npos) {
        return error_at(pos,
                        "the comment that '/*' opens here has no '*/' to close it; paste the rest of it too, or "
                        "leave it out");
      }
      pos = comment;
      continue;
    }
    if (!grammar_.parameters.empty()) {
      // A whole self-test file pasted as it is: what it puts around its
      // test lines is passed over, a '}' only where a '{' of it is open.
      if (const Structure structure = structure_at(pos); structure.end > pos) {
        if (structure.blocks < 0 && open_blocks_ == 0) {
          return error_at(pos, fmt::format("unexpected '{0}': no block is open here for it to close; paste the line "
                                           "that opens its block too, or leave the '{0}' out",
                                           text_[pos]));
        }
        open_blocks_ += structure.blocks;
        pos = structure.end;
        passed_self_test_lines_ = true;
        continue;
      }
      // The object that a self-test's calls go through (Solution sol = new
      // Solution();), made before them: no case.
      if (const std::optional<std::size_t> end = object_declaration_end(pos)) {
        pos = *end;
        passed_self_test_lines_ = true;
        continue;
      }
    }
    if (!grammar_.parameters.empty() && call_at(pos + wrapper.length)) {
      if (std::optional<Error> refused = check_one_case_more(pos)) return *refused;
      // Each call that one wrapper prints is a case of its own:
      // console.log(solution(a), solution(b)) reads two.
      for (std::size_t call = pos + wrapper.length, case_begin = begin;;) {
        const std::size_t open = call_open(call);
        const std::size_t close = closing_paren(open);
        if (close >= text_.size()) {
          return in_case(error_at(open, "solution( has no closing ')' after its arguments"), case_begin);
        }
        Expected<CaseRead> read = read_arguments(Span{open + 1, close}, "solution(...)", true);
        if (!read) return read.error();
        pos = close + 1;
        after_ = "solution(...)";
        std::size_t next = next_printed_call(wrapper, pos);
        if (next == std::string_view::npos && !read.value().expected.has_value()) {
          Expected<std::optional<std::string>> answer = answer_after(wrapper, pos);
          if (!answer) return answer.error();
          if (answer.value().has_value()) after_ = fmt::format("the expected answer {}", answer.value().value());
          read.value().expected = std::move(answer).value();
          next = next_printed_call(wrapper, pos);  // print(solution(a), 14, solution(b), 16)
        }
        if (next != std::string_view::npos) {
          add(std::move(read).value(), case_begin);
          call = case_begin = next;
          continue;
        }
        const Expected<std::size_t> end = finish_wrapper(wrapper, pos);
        if (!end) return in_case(end.error(), case_begin);
        pos = end.value();
        // "# 14" or "// -> 14" after the call: its answer, when that is all it says.
        std::optional<std::string> commented = comment_answer(pos);
        if (commented.has_value() && !read.value().expected.has_value()) read.value().expected = std::move(commented);
        // Else the result = 14 declared with the values it names: it was
        // passed over, and the call checked against nothing.
        if (!read.value().expected.has_value() && declared_answer_.has_value() && names_a_declared_value(open, close)) {
          read.value().expected = declared_answer_;
        }
        add(std::move(read).value(), case_begin);
        if (wrapper.holds) {
          results_[text_.substr(wrapper.holds->begin, wrapper.holds->end - wrapper.holds->begin)] = cases_.size() - 1;
        }
        break;
      }
      continue;
    }
    // A name that keeps a call's result, printed or compared below the call
    // (console.log(answer);, print(answer == 14), cout << answer;): no case
    // of its own, and what it is compared with is the call's expected answer.
    if (const std::size_t name = pos + wrapper.length; wrapper.length > 0 && !wrapper.holds && !results_.empty() &&
                                                       name < text_.size() && is_identifier_start(text_[name])) {
      std::size_t name_end = name;
      while (name_end < text_.size() && is_identifier_char(text_[name_end])) ++name_end;
      if (const auto held = results_.find(text_.substr(name, name_end - name)); held != results_.end()) {
        const std::size_t index = held->second;
        pos = name_end;
        after_ = fmt::format("{} (which holds the result of line {}'s call)", held->first, cases_[index].line);
        Expected<std::optional<std::string>> compared = answer_after(wrapper, pos);
        if (!compared) return compared.error();
        std::optional<std::string> answer = std::move(compared).value();
        const Expected<std::size_t> end = finish_wrapper(wrapper, pos);
        if (!end) return end.error();
        pos = end.value();
        std::optional<std::string> commented = comment_answer(pos);  // console.log(answer); // 14
        if (!answer.has_value()) answer = std::move(commented);
        if (answer.has_value()) {
          if (std::optional<Error> twice = expect(index, answer.value(), begin)) return *twice;
        }
        continue;
      }
      // Another name printed where results are kept in names: most likely
      // one of them mistyped.
      std::vector<std::string> kept;
      kept.reserve(results_.size());
      for (const auto& [held_name, index] : results_) kept.emplace_back(held_name);
      const std::optional<std::string> near = nearest_word(text_.substr(name, name_end - name), kept);
      return error_at(name, fmt::format("'{}' in {}{} holds no result of a call above it{}: keep one in it first ({} = "
                                        "solution(...)), or put the call itself there",
                                        text_.substr(name, name_end - name), wrapper.name,
                                        wrapper.closes || wrapper.matches ? "...)" : " ...",
                                        near ? fmt::format(" (did you mean {}?)", *near) : "",
                                        text_.substr(name, name_end - name)));
    }
    // An assertion that compares two values compares a call (or a name
    // that holds a call's result) with its expected answer: with neither,
    // it is no case (assert.strictEqual(3, 3)).
    if (!grammar_.parameters.empty() && wrapper.compares) {
      const std::size_t what = pos + wrapper.length;
      return error_at(what, fmt::format("expected a call of solution in {}...) (or a name that keeps the result of "
                                        "one), found {}",
                                        wrapper.name, found_at(what, text_.size())));
    }
    if (!grammar_.parameters.empty() && text_[pos] == '[' &&
        text_.substr(skip_blank(pos + 1, text_.size()), 1) == "{") {
      in_object_list = true;  // [{...}, {...}]: a JSON list of cases
      pos = pos + 1;
      continue;
    }
    if (in_object_list && (text_[pos] == ',' || text_[pos] == ']')) {
      in_object_list = text_[pos] == ',';
      pos = pos + 1;
      continue;
    }
    if (!grammar_.parameters.empty() && text_[pos] == '{' &&
        assignment_at(skip_blank(pos + 1, text_.size()), text_.size(), Spelling::kJsonMember)) {
      if (std::optional<Error> refused = check_one_case_more(pos)) return *refused;
      Expected<CaseRead> read = read_object(pos);
      if (!read) return read.error();
      pos = read.value().stop;
      after_ = "the JSON object";
      if (!read.value().expected.has_value() && !in_object_list) {
        const std::optional<std::string> answer = read_answer(pos, text_.size());
        if (!answer.has_value()) {
          if (std::optional<Error> bad = bad_answer_at(pos, text_.size())) return *bad;
        }
        if (answer.has_value()) after_ = fmt::format("the expected answer {}", answer.value());
        read.value().expected = answer;
      }
      add(std::move(read).value(), begin);
      continue;
    }
    if (!grammar_.parameters.empty() && (assignment_at(pos, text_.size()) || !tuple_assignments_at(pos).empty())) {
      // Declarations above a call whose arguments are names (board =
      // [[...]] over print(solution(board, 1, 0))) give those names their
      // values; they are no case of their own. (A name that none gives a
      // value is named at the call.)
      const Declarations declared = declarations_at(pos);
      // A table of cases declared above the loop that runs them (cases =
      // [(...), ...] over for board, r, c, expected in cases:): said so, as
      // for the loop alone, not "unknown name 'cases'".
      std::size_t after = skip_blank(declared.stop, text_.size());
      while (comment_at(after) && at_line_start(after)) after = skip_blank(line_end(after), text_.size());
      if (const std::optional<std::string_view> table = case_table_at(after); table && declared.stop > pos) {
        return table_refusal(after, *table);
      }
      if (call_names_values(declared.stop)) {
        declared_answer_.reset();
        for (const Assignment& assignment : declared.assignments) {
          const std::string_view name =
              text_.substr(assignment.name.begin, assignment.name.end - assignment.name.begin);
          variables_[name] = assignment.value;
          // result = 14 among them: the expected answer of the calls below
          // that name the values declared with it.
          if (is_answer_name(name)) {
            Scanner scanner(text_, assignment.value);
            const text::ScannedInteger answer = scanner.scan_integer();
            scanner.skip_space();
            if (answer.status == text::IntegerStatus::kOk && scanner.at_end()) {
              declared_answer_ = std::to_string(answer.value);
            }
          }
        }
        pos = declared.stop;
        after_ = "the declarations";
        continue;
      }
      if (std::optional<Error> refused = check_one_case_more(pos)) return *refused;
      Expected<CaseRead> read = read_assignments(pos, text_.size());
      if (!read) return read.error();
      pos = read.value().stop;
      after_ = "the name = value list";
      add(std::move(read).value(), begin);
      continue;
    }
    // A table of cases that a parameterized test or a loop runs: not read,
    // and said so, rather than refused at its first word as if it were a
    // mistyped board.
    if (const std::optional<std::string_view> table = case_table_at(pos); table && !grammar_.parameters.empty()) {
      return table_refusal(pos, *table);
    }
    // The plain form.
    if (!cases_.empty() && (!grammar_.many_cases || text_[pos] != '[')) {
      if (std::optional<Error> refused = check_one_case_more(pos)) return *refused;
      return error_at(pos, fmt::format("unexpected {} after {}", found_at(pos, text_.size()), after_));
    }
    const std::size_t end = next_label_line(pos);
    Scanner scanner(text_, Span{pos, end});
    Expected<CaseRead> read = read_one(scanner, begin);
    if (!read) return read.error();
    pos = read.value().stop;
    after_ = std::string(grammar_.case_end);
    const std::optional<std::string> answer = read_answer(pos, end);
    if (!answer.has_value()) {
      if (std::optional<Error> bad = bad_answer_at(pos, end)) return *bad;
    }
    if (answer.has_value()) after_ = fmt::format("the expected answer {}", answer.value());
    read.value().expected = answer;
    add(std::move(read).value(), begin);
  }
  if (cases_.empty()) {
    if (after_.empty() && passed_self_test_lines_) {
      return error_at(pos,
                      "found no input to solve, only the lines a self-test puts around its calls (main, imports, "
                      "braces, the object the calls go through): add the calls, solution(...)");
    }
    return error_at(pos, fmt::format("found no input to solve, only {}", after_.empty() ? "labels" : after_));
  }
  return finished_cases();
}

}  // namespace

Expected<std::vector<PastedCase>> parse_pasted(std::string_view text, const PasteGrammar& grammar,
                                               const CaseParser& parse_one) {
  // A byte order mark, which Windows editors put before UTF-8 text, is no
  // character that the user sees: columns on line 1 count from after it
  // (they counted it, and named the column after the mistake's).
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  return PasteReader(text, grammar, parse_one).read();
}

}  // namespace gridsolve
