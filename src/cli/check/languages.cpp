#include "cli/check/languages.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <initializer_list>
#include <regex>
#include <sstream>
#include <string_view>
#include <utility>
#include <vector>

#include "check_harnesses.hpp"  // generated from this folder's harness files (cmake/embed_assets.cmake)
#include "cli/check/compiled_harness.hpp"
#include "cli/check/precompiled_header.hpp"
#include "cli/interrupt.hpp"
#include "cli/run_process.hpp"

namespace gridsolve::cli::check {
namespace {

namespace fs = std::filesystem;

std::string extension_of(const std::string& path) {
  std::string ext = fs::path(path).extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

std::string without_bom(std::string text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);
  return text;
}

// The source with comments and string literals blanked out (newlines kept),
// so that a "solution(" or "main(" in them is not taken for a definition.
std::string code_only(const std::string& source, Language language) {
  std::string out = source;
  const bool python = language == Language::kPython;
  std::size_t i = 0;
  auto blank = [&](std::size_t from, std::size_t to) {
    for (std::size_t k = from; k < to && k < out.size(); ++k) {
      if (out[k] != '\n') out[k] = ' ';
    }
  };
  while (i < source.size()) {
    const char c = source[i];
    if (python && c == '#') {
      const std::size_t end = source.find('\n', i);
      blank(i, end);
      i = end == std::string::npos ? source.size() : end;
    } else if (!python && source.compare(i, 2, "//") == 0) {
      const std::size_t end = source.find('\n', i);
      blank(i, end);
      i = end == std::string::npos ? source.size() : end;
    } else if (!python && source.compare(i, 2, "/*") == 0) {
      const std::size_t end = source.find("*/", i + 2);
      const std::size_t stop = end == std::string::npos ? source.size() : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c == '"' || c == '\'' || (c == '`' && language == Language::kJavaScript)) {
      const std::string quote =
          python && source.compare(i, 3, std::string(3, c)) == 0 ? std::string(3, c) : std::string(1, c);
      std::size_t k = i + quote.size();
      while (k < source.size() && source.compare(k, quote.size(), quote) != 0) {
        if (source[k] == '\\') ++k;
        if (quote.size() == 1 && source[k] == '\n' && c != '`') break;  // an unclosed literal ends at the line
        ++k;
      }
      const std::size_t stop = std::min(source.size(), k + quote.size());
      blank(i + 1, stop - 1);
      i = stop;
    } else {
      ++i;
    }
  }
  return out;
}

struct SourceFacts {
  // C, C++, Java: an entry point. Python, JavaScript: the file reads standard
  // input, the only sign that a script is a whole program.
  bool has_main = false;
  bool has_solution = false;  // a definition of solution(...)
  std::string public_class;   // Java
  // C++: the class whose member solution is (LeetCode's class Solution, or a
  // struct of any name), which the call makes an instance of; "" for a
  // function outside any class.
  std::string solution_class;
  // C++ and Java: the line of solution's definition (0: none found), and
  // (C++) the definition as written, "void solution(vector<vector<int>> board)".
  int solution_line = 0;
  std::string solution_declaration;
};

int line_at(const std::string& code, std::size_t at) {
  return 1 + static_cast<int>(std::count(code.begin(), code.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

// The C++ declaration of a solution whose definition `code` holds from
// `from` (its name) to `to` (its '{'), with the return type before it: back
// to the end of the previous statement, block or access label, or of a
// preprocessor line; white space made single spaces.
std::string cpp_declaration(const std::string& code, std::size_t from, std::size_t to) {
  std::size_t start = from;
  while (start > 0) {
    const char c = code[start - 1];
    const bool label = c == ':' && (start < 2 || code[start - 2] != ':') && code[start] != ':';
    if (c == ';' || c == '{' || c == '}' || label) break;
    if (c == '\n' && code[start] == '#') break;
    --start;
  }
  // A preprocessor line just before: from the line after it.
  for (std::size_t line = start; line < from;) {
    const std::size_t end = code.find('\n', line);
    if (end == std::string::npos || end >= from) break;
    const std::size_t text = code.find_first_not_of(" \t\r", line);
    if (text < end && code[text] == '#') start = end + 1;
    line = end + 1;
  }
  std::string out;
  for (std::size_t i = start; i < to; ++i) {
    const bool space = std::isspace(static_cast<unsigned char>(code[i])) != 0;
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : code[i];
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// The name of the innermost class or struct of C++ `code` whose body holds
// `at`, or "".
std::string cpp_class_around(const std::string& code, std::size_t at) {
  static const std::regex kClassHead(R"(\b(class|struct)\s+([A-Za-z_]\w*)\s*(final\s*)?(:[^{;]*)?\{)");
  std::string innermost;
  for (auto it = std::sregex_iterator(code.begin(), code.end(), kClassHead); it != std::sregex_iterator(); ++it) {
    const std::size_t open = static_cast<std::size_t>(it->position(0) + it->length(0)) - 1;
    if (open > at) break;
    int depth = 0;
    std::size_t close = open;
    for (; close < code.size(); ++close) {
      if (code[close] == '{') ++depth;
      if (code[close] == '}' && --depth == 0) break;
    }
    if (at < close) innermost = (*it)[2];
  }
  return innermost;
}

SourceFacts scan(const std::string& source, Language language) {
  const std::string code = code_only(source, language);
  auto found = [&](const char* pattern) { return std::regex_search(code, std::regex(pattern)); };
  // A path in a string literal, which code_only blanks.
  const bool names_stdin = source.find("/dev/stdin") != std::string::npos ||
                           source.find("/dev/fd/0") != std::string::npos ||
                           source.find("/proc/self/fd/0") != std::string::npos;
  SourceFacts facts;
  switch (language) {
    case Language::kCpp:
    case Language::kC:
      // int32_t main: the companion of #define int long long.
      facts.has_main = found(R"(\b(int|void|signed|auto|(std::)?int32_t)\s+main\s*\()");
      // Its return type before it, or after it (auto solution(...) -> int).
      if (std::smatch definition;
          std::regex_search(code, definition, std::regex(R"(\bsolution\s*\([^;{}]*\)\s*(const\s*)?(->[^;{}]*)?\{)"))) {
        facts.has_solution = true;
        const auto at = static_cast<std::size_t>(definition.position(0));
        facts.solution_line = line_at(code, at);
        facts.solution_declaration = cpp_declaration(code, at, at + static_cast<std::size_t>(definition.length(0)) - 1);
        if (language == Language::kCpp) facts.solution_class = cpp_class_around(code, at);
      }
      break;
    case Language::kJava: {
      facts.has_main = found(R"(\bvoid\s+main\s*\(\s*(final\s+)?String)");
      if (std::smatch definition;
          std::regex_search(code, definition, std::regex(R"(\bsolution\s*\([^;{}]*\)\s*(throws[^;{]*)?\{)"))) {
        facts.has_solution = true;
        facts.solution_line = line_at(code, static_cast<std::size_t>(definition.position(0)));
      }
      std::smatch match;
      if (std::regex_search(code, match,
                            std::regex(R"(\bpublic\s+(?:(?:final|abstract)\s+)*class\s+([A-Za-z_$][\w$]*))"))) {
        facts.public_class = match[1];
      }
      break;
    }
    case Language::kPython:
      facts.has_main = names_stdin || found(R"(\binput\s*\(|\bstdin\b|\bfileinput\b|\b(open|os\.read)\s*\(\s*0\b)");
      // A top-level def, assignment (solution = Solution().solution) or
      // import of the name, or a method of a class (LeetCode's class
      // Solution), which the harness makes an instance of.
      facts.has_solution =
          found(R"((^|\n)(async\s+)?def\s+solution\s*\(|(^|\n)solution\s*(:[^\n=]*)?=[^=])"
                R"(|(^|\n)(from\s+\S+\s+)?import\s[^\n]*\bsolution\b|(^|\n)[ \t]+(async\s+)?def\s+solution\s*\()");
      break;
    case Language::kJavaScript:
      facts.has_main = names_stdin || found(R"(\bstdin\b|\breadline\b|\breadFileSync\s*\(\s*0\b)");
      // A function or variable named solution, one exported (Node's and
      // Programmers' templates; module.exports = the function itself, named
      // or not, an arrow, or a name bound to it; an ES module's export
      // default, or export { solution }), or a method of a class Solution.
      facts.has_solution =
          found(R"(\bfunction\s+solution\s*\(|\b(const|let|var)\s+solution\s*=|\bexports\.solution\s*=)"
                R"(|\bmodule\.exports\s*=\s*\{[^}]*\bsolution\b|\bclass\s+Solution\b)"
                R"(|\bexport\s+default\b|\bexport\s*\{[^}]*\bsolution\b)"
                R"(|\bmodule\.exports\s*=\s*(async\s+)?(function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*(=>|;|\n|$)))");
      break;
  }
  return facts;
}

const char* language_name(Language language) {
  switch (language) {
    case Language::kCpp: return "C++";
    case Language::kC: return "C";
    case Language::kPython: return "Python";
    case Language::kJava: return "Java";
    case Language::kJavaScript: return "JavaScript";
  }
  return "?";
}

// A tool on PATH, or an error naming the Debian package that has it.
Expected<std::string> tool(const std::string& name, const std::string& file, const char* package,
                           const char* also = "") {
  Expected<std::string> found = find_executable(name);
  if (found) return found;
  return Error{
      fmt::format("{} needs {}, which is not installed: install the Debian package {}{}", file, name, package, also)};
}

std::string signature(const std::vector<FunctionParameter>& parameters) {
  std::string names;
  for (const FunctionParameter& p : parameters) names += fmt::format("{}{}", names.empty() ? "" : ", ", p.name);
  return fmt::format("solution({})", names);
}

// Runs a compiler; its messages, as they are, when it fails.
std::optional<Error> compile(const std::vector<std::string>& argv, const std::string& file, const std::string& shown,
                             const PrepareOptions& options, const std::string& temporary_name = "") {
  ProcessLimits limits;
  limits.wall_timeout = std::chrono::minutes(5);
  limits.interrupt = options.interrupt;
  ProcessResult result = run_process(argv, "", limits);
  if (result.ending == ProcessResult::Ending::kExited && result.exit_status == 0) return std::nullopt;
  std::string messages = result.err + result.out;
  if (!temporary_name.empty()) {
    for (std::size_t at = messages.find(temporary_name); at != std::string::npos;
         at = messages.find(temporary_name, at + file.size())) {
      messages.replace(at, temporary_name.size(), file);
    }
  }
  if (result.ending == ProcessResult::Ending::kInterrupted)
    return Error{fmt::format("stopped by {} while compiling", stop_cause())};
  if (result.ending == ProcessResult::Ending::kFailedToStart) return Error{result.failure};
  while (!messages.empty() && messages.back() == '\n') messages.pop_back();
  return Error{fmt::format("{} does not compile ({}):\n{}", file, shown, messages)};
}

// A file that is neither a whole program nor a solution(...) for the
// puzzle's judge: one line saying what it must be. (A script that defines
// no solution used to run as a whole program, and every test then failed
// as "printed nothing", which hid the cause.)
std::optional<Error> neither_style(const std::string& path, Language language, const SourceFacts& facts,
                                   const PrepareOptions& options) {
  if (facts.has_main || facts.has_solution) return std::nullopt;
  const char* name = language_name(language);
  if (options.judge_style == JudgeStyle::kStandardInput) {
    return Error{
        fmt::format("{} has no main: a {} program for gridsolve check {} reads the input on standard input "
                    "and prints the answer, as Baekjoon runs it",
                    path, name, options.puzzle)};
  }
  switch (language) {
    case Language::kPython:
      return Error{fmt::format(
          "{} defines no solution and reads nothing from standard input: for gridsolve check {}, define {} (a "
          "function, or a method of a class such as LeetCode's class Solution), or read the input with input(), "
          "sys.stdin or open(0); to run the file as it is: gridsolve check {} -- {} {}",
          path, options.puzzle, signature(options.parameters), options.puzzle, options.python, path)};
    case Language::kJavaScript:
      return Error{fmt::format(
          "{} defines no solution and reads nothing from standard input: for gridsolve check {}, define {} (function "
          "solution, const solution =, exports.solution =, module.exports = {{ solution }}, export function solution, "
          "or a class Solution with a method solution), or read the input from process.stdin or fs.readFileSync(0); "
          "to run the file as it is: gridsolve check {} -- node {}",
          path, options.puzzle, signature(options.parameters), options.puzzle, path)};
    default:
      return Error{
          fmt::format("{} defines neither main nor solution: a {} program for gridsolve check either reads "
                      "the input on standard input (a main) or defines {}",
                      path, name, signature(options.parameters))};
  }
}

// What to write instead of a solution that does not fit the call: the
// puzzle's parameters in the language's words.
std::string signature_advice(Language language, const PrepareOptions& options) {
  std::string listed;
  for (const FunctionParameter& p : options.parameters) {
    const bool grid = p.kind == FunctionParameter::Kind::kGrid;
    const char* type = language == Language::kCpp    ? (grid ? "vector<vector<int>> " : "int ")
                       : language == Language::kJava ? (grid ? "int[][] " : "int ")
                       : language == Language::kC    ? (grid ? "int** " : "int ")
                                                     : "";
    listed += fmt::format("{}{}{}", listed.empty() ? "" : ", ", type, p.name);
    // Programmers' C template gives a grid's size after it.
    if (grid && language == Language::kC) listed += fmt::format(", size_t {0}_rows, size_t {0}_cols", p.name);
  }
  const std::string fix = language == Language::kCpp || language == Language::kJava || language == Language::kC
                              ? fmt::format("declare it as int solution({})", listed)
                              : fmt::format("define solution({})", listed);
  return fmt::format("gridsolve check {} calls {} and takes its return value as the answer: {}", options.puzzle,
                     signature(options.parameters), fix);
}

// solution's parameters for a harness: "grid,int,int".
std::string parameter_kinds(const std::vector<FunctionParameter>& parameters) {
  std::string kinds;
  for (const FunctionParameter& p : parameters) {
    kinds += fmt::format("{}{}", kinds.empty() ? "" : ",", p.kind == FunctionParameter::Kind::kGrid ? "grid" : "int");
  }
  return kinds;
}

std::string wrong_signature_line(const std::string& file, int line, const std::string& found,
                                 const std::string& advice) {
  return fmt::format("{}{}: {}, but {}", file, line > 0 ? fmt::format(":{}", line) : "", found, advice);
}

// g++'s messages for the harness's call of solution (see prepare) when
// they are only the harness's static_assert that the call does not fit:
// which one, "arguments" or "void"; else "" (the program has errors of its
// own, shown as they are).
std::string cpp_signature_assert(const std::string& messages) {
  std::string which;
  std::istringstream lines(messages);
  for (std::string line; std::getline(lines, line);) {
    if (line.find(": error: ") == std::string::npos && line.find(": fatal error: ") == std::string::npos) continue;
    const std::size_t marker = line.find("gridsolve-signature: ");
    if (marker == std::string::npos) return "";
    which = line.substr(marker + std::strlen("gridsolve-signature: "));
    while (!which.empty() && !std::isalpha(static_cast<unsigned char>(which.back()))) which.pop_back();
  }
  return which;
}

// What a C solution declares that the call of Programmers' C template
// cannot take (a grid comes as int** and its two sizes): "solution takes 1
// parameter (int** board)", "solution returns nothing (...)"; "" when it fits.
std::string c_signature_mismatch(const std::string& declaration, const std::vector<FunctionParameter>& parameters) {
  const std::size_t name = declaration.find("solution");
  const std::size_t open = declaration.find('(', name);
  const std::size_t close = declaration.rfind(')');
  if (name == std::string::npos || open == std::string::npos || close == std::string::npos || close < open) return "";
  std::vector<std::string> listed;
  std::string current;
  for (std::size_t i = open + 1; i < close; ++i) {
    if (declaration[i] != ',') current += declaration[i];
    if (declaration[i] == ',' || i + 1 == close) {
      const std::size_t begin = current.find_first_not_of(' ');
      listed.push_back(begin == std::string::npos ? ""
                                                  : current.substr(begin, current.find_last_not_of(' ') - begin + 1));
      current.clear();
    }
  }
  if (listed.size() == 1 && (listed[0].empty() || listed[0] == "void")) listed.clear();
  const std::string head = declaration.substr(0, name);
  if (std::regex_search(head, std::regex(R"((^|\s)void(\s|$))"))) {
    return fmt::format("solution returns nothing ({})", declaration);
  }
  std::size_t wanted = 0;
  for (const FunctionParameter& p : parameters) wanted += p.kind == FunctionParameter::Kind::kGrid ? 3 : 1;
  const bool grid_first =
      !listed.empty() && (listed[0].find('*') != std::string::npos || listed[0].find('[') != std::string::npos);
  if (listed.size() == wanted && grid_first) return "";
  std::string names;
  for (const std::string& p : listed) names += (names.empty() ? "" : ", ") + p;
  return fmt::format("solution takes {} parameter{} ({})", listed.size(), listed.size() == 1 ? "" : "s", names);
}

bool choose_function_style(const SourceFacts& facts, JudgeStyle judge) {
  if (judge == JudgeStyle::kFunction) return facts.has_solution;
  return !facts.has_main && facts.has_solution;
}

}  // namespace

std::optional<std::string> wrong_signature(const std::string& file, const std::string& harness_err,
                                           const PreparedProgram& program) {
  static const std::regex kLine(R"((^|\n)gridsolve-signature (\d+) ([^\n]+))");
  std::smatch match;
  if (program.signature_advice.empty() || !std::regex_search(harness_err, match, kLine)) return std::nullopt;
  const int line = std::stoi(match[2]);
  return wrong_signature_line(file, line > 0 ? line : program.solution_line, match[3], program.signature_advice);
}

Expected<std::string> read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return Error{fmt::format("cannot read {}: {}", path, std::strerror(errno))};
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::optional<Error> write_file(const std::string& path, std::string_view text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  if (!file.flush()) return Error{fmt::format("cannot write {}: {}", path, std::strerror(errno))};
  return std::nullopt;
}

std::optional<Language> language_of(const std::string& path) {
  const std::string ext = extension_of(path);
  if (ext == ".cpp" || ext == ".cc" || ext == ".cxx" || ext == ".c++") return Language::kCpp;
  if (ext == ".c") return fs::path(path).extension() == ".C" ? Language::kCpp : Language::kC;
  if (ext == ".py") return Language::kPython;
  if (ext == ".java") return Language::kJava;
  if (ext == ".js" || ext == ".cjs" || ext == ".mjs") return Language::kJavaScript;
  return std::nullopt;
}

const char* known_extensions() { return ".cpp, .cc, .cxx, .c, .py, .java, .js, .mjs"; }

WorkDir::~WorkDir() {
  for (std::thread& job : background_) job.join();
  if (!path_.empty()) {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
}

void WorkDir::in_background(std::function<void()> job) { background_.emplace_back(std::move(job)); }

Expected<std::string> WorkDir::path() {
  if (!path_.empty()) return path_;
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = fmt::format("{}/gridsolve-check-XXXXXX", tmp != nullptr && *tmp != '\0' ? tmp : "/tmp");
  if (::mkdtemp(pattern.data()) == nullptr) {
    return Error{fmt::format("cannot make a temporary folder {}: {}", pattern, std::strerror(errno))};
  }
  path_ = pattern;
  return path_;
}

namespace {

// The C++ harness's main (harness_function_main.cpp), which calls solution
// for C++ and C files alike, as an object to link with the program: compiled
// once per compiler and kept in the cache (compiled_harness.hpp), or
// compiled here, beside the program's compile, when the cache has none.
class HarnessMain {
 public:
  HarnessMain(const std::string& dir, const std::string& compiler, const std::string& standard,
              const std::string& shown, const PrepareOptions& options)
      : header_(dir + "/harness_function.hpp"),
        source_(dir + "/harness_function_main.cpp"),
        // The object alone in a folder: what the cache keeps.
        folder_(dir + "/harness-object"),
        object_(folder_ + "/harness_function_main.o"),
        argv_{compiler, "-O2", standard, "-c", source_, "-o", object_},
        shown_(shown),
        options_(options),
        kept_(options.cache, "harness-cpp", compiler,
              {argv_[1], argv_[2], assets::kHarnessFunctionCpp, assets::kHarnessFunctionMainCpp}) {}

  // The harness's files; its compile started unless the cache keeps it.
  std::optional<Error> start() {
    std::error_code made_folder;
    fs::create_directories(folder_, made_folder);
    if (std::optional<Error> failed = write_file(header_, assets::kHarnessFunctionCpp)) return failed;
    if (std::optional<Error> failed = write_file(source_, assets::kHarnessFunctionMainCpp)) return failed;
    cached_ = kept_.ready_folder();
    if (cached_.empty()) compiled_ = std::async(std::launch::async, [this] { return compile_here(); });
    return std::nullopt;
  }
  // The header a program's call of solution includes.
  const std::string& header() const { return header_; }
  // The compile started, if any, ended.
  std::optional<Error> wait() { return compiled_.valid() ? compiled_.get() : std::nullopt; }
  // `link(object)` with the kept object or the one compiled here. A link
  // that fails with the kept one may be the program's own fault or an
  // object the cache should not have kept: the harness compiled here
  // decides.
  std::optional<Error> link(const std::function<std::optional<Error>(const std::string&)>& link) {
    std::optional<Error> failed = link(cached_.empty() ? object_ : cached_ + "/harness_function_main.o");
    if (failed && !cached_.empty()) {
      if (std::optional<Error> compile_failed = compile_here()) return compile_failed;
      failed = link(object_);
    }
    return failed;
  }

 private:
  std::optional<Error> compile_here() {
    std::optional<Error> failed = compile(argv_, source_, shown_, options_);
    if (!failed) kept_.keep(folder_);
    return failed;
  }

  std::string header_, source_, folder_, object_;
  std::vector<std::string> argv_;
  std::string shown_;
  const PrepareOptions& options_;
  CompiledHarness kept_;
  std::string cached_;
  std::future<std::optional<Error>> compiled_;
};

// A C file that defines solution(...) as Programmers' C template declares
// it, solution(int** board, size_t board_rows, size_t board_cols[, int r,
// int c]): the file compiles as C as it is (a main of its own renamed, as
// for C++), with a function after it that calls solution; a few lines of
// C++ hand that call to the C++ harness's main (harness_function_main.cpp,
// kept in the cache as for C++), and the three are linked.
Expected<PreparedProgram> prepare_c_solution(const std::string& path, const std::string& source,
                                             const SourceFacts& facts, const PrepareOptions& options,
                                             const std::string& gcc, const std::vector<std::string>& flags,
                                             const std::string& dir, PreparedProgram program) {
  if (const std::string mismatch = c_signature_mismatch(facts.solution_declaration, options.parameters);
      !mismatch.empty()) {
    return Error{wrong_signature_line(path, facts.solution_line, mismatch, program.signature_advice)};
  }
  Expected<std::string> gxx = tool("g++", path, "g++", " (gridsolve check's harness that calls solution is C++)");
  if (!gxx) return gxx.error();
  std::string quoted;
  for (char c : path) quoted += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  // The grid (Programmers' puzzles have one, first), then the numbers.
  std::string c_arguments;
  std::string grid_index = "0";
  std::string numbers;
  int number_count = 0;
  for (std::size_t i = 0; i < options.parameters.size(); ++i) {
    if (options.parameters[i].kind == FunctionParameter::Kind::kGrid) {
      grid_index = std::to_string(i);
      c_arguments += fmt::format("{}gridsolve_grid, gridsolve_rows, gridsolve_cols", c_arguments.empty() ? "" : ", ");
    } else {
      c_arguments += fmt::format("{}gridsolve_numbers[{}]", c_arguments.empty() ? "" : ", ", number_count++);
      numbers += fmt::format("args[{}].number, ", i);
    }
  }
  const std::string combined = fmt::format(
      "#line 1 \"{}\"\n{}\n#line 1 \"gridsolve check harness\"\n#include <stddef.h>\n"
      "long long gridsolve_c_call(int** gridsolve_grid, size_t gridsolve_rows, size_t gridsolve_cols,\n"
      "                           const int* gridsolve_numbers) {{\n"
      "  (void)gridsolve_numbers;\n"
      "  return solution({});\n"
      "}}\n",
      quoted, source, c_arguments);
  const std::string glue = fmt::format(
      "#include <cstddef>\n"
      "extern \"C\" long long gridsolve_c_call(int** grid, std::size_t rows, std::size_t cols, const int* numbers);\n"
      "std::string gridsolve_call(std::vector<gridsolve_harness::Arg>& args) {{\n"
      "  std::vector<std::vector<int>>* grid = &args[{0}].grid;\n"
      "  std::vector<int*> rows;\n"
      "  for (std::vector<int>& row : *grid) rows.push_back(row.data());\n"
      "  const int numbers[] = {{{1}0}};\n"
      "  return std::to_string(gridsolve_c_call(rows.data(), grid->size(), grid->empty() ? 0 : grid->front().size(), "
      "numbers));\n"
      "}}\n",
      grid_index, numbers);
  const std::string binary = dir + "/program";
  const std::string combined_path = dir + "/program.c";
  const std::string glue_path = dir + "/call.cpp";
  const std::string shown = fmt::format("gcc -O2 {}", flags[1]);
  HarnessMain harness(dir, gxx.value(), "-std=c++20", shown, options);
  if (std::optional<Error> failed = harness.start()) return *failed;
  if (std::optional<Error> failed = write_file(combined_path, combined)) return *failed;
  if (std::optional<Error> failed = write_file(glue_path, glue)) return *failed;
  // The call's C++ beside the program's compile (and the harness's).
  std::future<std::optional<Error>> glue_compiled = std::async(std::launch::async, [&] {
    return compile(
        {gxx.value(), "-O2", "-std=c++20", "-include", harness.header(), glue_path, "-c", "-o", glue_path + ".o"}, path,
        shown, options);
  });
  const std::string folder = fs::path(path).parent_path().string();
  std::vector<std::string> argv = {gcc};
  argv.insert(argv.end(), flags.begin(), flags.end());
  argv.insert(argv.end(), {"-Dmain=gridsolve_program_main", "-iquote", folder.empty() ? "." : folder, combined_path,
                           "-c", "-o", combined_path + ".o"});
  std::optional<Error> failed = compile(argv, path, shown, options);
  std::optional<Error> harness_failed = harness.wait();
  std::optional<Error> glue_failed = glue_compiled.get();
  if (failed) return *failed;
  if (harness_failed) return *harness_failed;
  if (glue_failed) return *glue_failed;
  if (std::optional<Error> link_failed = harness.link([&](const std::string& object) {
        return compile({gxx.value(), "-O2", combined_path + ".o", glue_path + ".o", object, "-o", binary, "-lm"}, path,
                       shown, options);
      })) {
    return *link_failed;
  }
  program.server = true;
  program.argv = {binary};
  return program;
}

}  // namespace

Expected<PreparedProgram> prepare(const std::string& path, Language language, const PrepareOptions& options,
                                  WorkDir& work) {
  Expected<std::string> read = read_file(path);
  if (!read) return read.error();
  const std::string source = without_bom(std::move(read).value());
  SourceFacts facts = scan(source, language);
  const bool script = language == Language::kPython || language == Language::kJavaScript;
  // Baekjoon's judge runs any script as a whole program; a script that
  // reads nothing can still print an answer.
  if (script && options.judge_style == JudgeStyle::kStandardInput) facts.has_main = true;
  if (std::optional<Error> refused = neither_style(path, language, facts, options)) return *refused;
  const bool function_style = choose_function_style(facts, options.judge_style);
  PreparedProgram program;
  program.function_style = function_style;
  if (function_style) {
    program.solution_line = facts.solution_line;
    program.signature_advice = signature_advice(language, options);
    program.solution_file_reads_input = script && facts.has_main;
  }
  program.description =
      function_style
          ? fmt::format("{}, {} called by gridsolve's harness{}", language_name(language),
                        signature(options.parameters), facts.has_main && !script ? "; its main is not run" : "")
          : fmt::format("{}, a whole program reading standard input", language_name(language));
  Expected<std::string> dir = work.path();
  if (!dir) return dir.error();
  const std::string mode = function_style ? "function" : "stdin";
  switch (language) {
    case Language::kCpp:
    case Language::kC: {
      const bool cpp = language == Language::kCpp;
      Expected<std::string> compiler = cpp ? tool("g++", path, "g++") : tool("gcc", path, "gcc");
      if (!compiler) return compiler.error();
      const std::string binary = dir.value() + "/program";
      const std::string standard = cpp ? "-std=c++20" : "-std=gnu11";
      const std::string shown = fmt::format("{} -O2 {}", cpp ? "g++" : "gcc", standard);
      const std::vector<std::string> flags = {"-O2", standard, "-DONLINE_JUDGE"};
      // The precompiled <bits/stdc++.h> (precompiled_header.hpp) for a
      // program that includes it: used when it is there, else made in the
      // background for the next check while this one compiles as usual
      // (silently, as compilers' caches do; docs/check.md says where).
      std::vector<std::string> with_header;
      bool header_first = false;
      if (cpp && source.find("bits/stdc++.h") != std::string::npos) {
        const PrecompiledStdcxx header(options.cache, compiler.value(), flags);
        if (const std::string ready = header.ready_folder(); !ready.empty()) {
          with_header = {"-I", ready};
          header_first = starts_with_stdcxx_include(source);
        } else if (!header.folder().empty()) {
          work.in_background([header, interrupt = options.interrupt] { header.build(interrupt); });
        }
      }
      // The compiler, the judges' flags and the header's folder: how either
      // style's program compiles.
      std::vector<std::string> argv = {compiler.value()};
      argv.insert(argv.end(), flags.begin(), flags.end());
      argv.insert(argv.end(), with_header.begin(), with_header.end());
      if (!function_style) {
        argv.insert(argv.end(), {path, "-c", "-o", binary + ".o"});
        if (std::optional<Error> failed = compile(argv, path, shown, options)) return *failed;
        // Linked statically, as Baekjoon links: such a program starts in
        // about 4 ms instead of 6.5 (no shared libraries to load and bind),
        // and check starts it once per test and per shrinking candidate
        // (`examples/baekjoon_2048.cpp`: 645 runs). A system without the
        // static libraries (libc.a, libstdc++.a) links it as usual.
        std::vector<std::string> link = {compiler.value(), "-O2", binary + ".o", "-o", binary};
        if (!cpp) link.emplace_back("-lm");
        link.emplace_back("-static");
        if (compile(link, path, shown, options)) {
          link.pop_back();
          if (std::optional<Error> failed = compile(link, path, shown, options)) return *failed;
        }
        program.argv = {binary};
        return program;
      }
      if (!cpp) return prepare_c_solution(path, source, facts, options, compiler.value(), flags, dir.value(), program);
      // The harness's header first, the program as it is (its own line
      // numbers and file name in messages), then the call of its solution;
      // the harness's main compiles at the same time, and the two are linked.
      // The call is in a template, so that a solution that cannot take the
      // puzzle's arguments, or returns void, fails a static_assert of the
      // harness's (one line below, not g++'s messages about the harness's
      // code); a member is probed on a declval, the call makes an instance.
      std::string call;
      for (std::size_t i = 0; i < options.parameters.size(); ++i) {
        call += fmt::format("{}gridsolve_args[{}]", i ? ", " : "", i);
      }
      const std::string& owner = facts.solution_class;
      const std::string probe = owner.empty() ? "solution" : fmt::format("std::declval<{}&>().solution", owner);
      std::string quoted;
      for (char c : path) quoted += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
      const std::string combined = fmt::format(
          "#line 1 \"{quoted}\"\n{source}\n#line 1 \"gridsolve check harness\"\n#undef main\n"
          "template <class Args>\n"
          "std::string gridsolve_checked_call(Args& gridsolve_args) {{\n"
          "  if constexpr (!requires {{ {probe}({call}); }}) {{\n"
          "    static_assert(sizeof(Args) == 0, \"gridsolve-signature: arguments\");\n"
          "    return {{}};\n"
          "  }} else if constexpr (std::is_void_v<decltype({probe}({call}))>) {{\n"
          "    static_assert(sizeof(Args) == 0, \"gridsolve-signature: void\");\n"
          "    return {{}};\n"
          "  }} else {{\n"
          "    return gridsolve_harness::render({object}solution({call}));\n"
          "  }}\n"
          "}}\n"
          "std::string gridsolve_call(std::vector<gridsolve_harness::Arg>& gridsolve_args) {{\n"
          "  return gridsolve_checked_call(gridsolve_args);\n"
          "}}\n",
          fmt::arg("quoted", quoted), fmt::arg("source", source), fmt::arg("probe", probe), fmt::arg("call", call),
          fmt::arg("object", owner.empty() ? "" : owner + "()."));
      const std::string combined_path = dir.value() + "/program.cpp";
      HarnessMain harness(dir.value(), compiler.value(), standard, shown, options);
      if (std::optional<Error> failed = harness.start()) return *failed;
      if (std::optional<Error> failed = write_file(combined_path, combined)) return *failed;
      const std::string folder = fs::path(path).parent_path().string();
      // A program that starts with #include <bits/stdc++.h> sees the same
      // with it put first, where the precompiled one can serve.
      if (header_first) argv.insert(argv.end(), {"-include", "bits/stdc++.h"});
      argv.insert(argv.end(), {"-iquote", folder.empty() ? "." : folder, "-include", harness.header(), combined_path,
                               "-c", "-o", combined_path + ".o"});
      std::optional<Error> failed = compile(argv, path, shown, options);
      std::optional<Error> harness_failed = harness.wait();
      if (failed) {
        const std::string which = cpp_signature_assert(failed->message);
        if (which.empty()) return *failed;
        const std::string found =
            which == "void" ? fmt::format("solution returns nothing ({})", facts.solution_declaration)
                            : fmt::format("solution does not take these arguments ({})", facts.solution_declaration);
        return Error{wrong_signature_line(path, facts.solution_line, found, program.signature_advice)};
      }
      if (harness_failed) return *harness_failed;
      if (std::optional<Error> link_failed = harness.link([&](const std::string& object) {
            return compile({compiler.value(), "-O2", combined_path + ".o", object, "-o", binary}, path, shown, options);
          })) {
        return *link_failed;
      }
      program.server = true;
      program.argv = {binary};
      return program;
    }
    case Language::kPython: {
      Expected<std::string> python = find_executable(options.python);
      if (!python) {
        return Error{
            fmt::format("{} needs {}, which is not installed: install the Debian package python3, or name "
                        "an interpreter with --python PROGRAM",
                        path, options.python)};
      }
      const std::string harness = dir.value() + "/harness.py";
      if (std::optional<Error> failed = write_file(harness, assets::kHarnessPy)) return *failed;
      program.server = true;
      program.profiles = true;
      program.argv = {python.value(), harness, mode, path, parameter_kinds(options.parameters)};
      return program;
    }
    case Language::kJavaScript: {
      Expected<std::string> node = tool("node", path, "nodejs");
      if (!node) return node.error();
      const std::string harness = dir.value() + "/harness.js";
      if (std::optional<Error> failed = write_file(harness, assets::kHarnessJs)) return *failed;
      program.server = true;
      // --experimental-vm-modules: ES modules run in a context of their own
      // per test (vm.SourceTextModule); CommonJS scripts do not use it.
      const std::string vm_modules = "--experimental-vm-modules";
      program.argv = {node.value(), vm_modules, harness, mode, path, parameter_kinds(options.parameters)};
      return program;
    }
    case Language::kJava: {
      Expected<std::string> javac = tool("javac", path, "openjdk-17-jdk-headless");
      if (!javac) return javac.error();
      Expected<std::string> java = tool("java", path, "openjdk-17-jdk-headless");
      if (!java) return java.error();
      // javac wants a public class in a file of its name; a copy so named,
      // without a byte order mark (which javac refuses).
      // Without a public class, the file's own name (a Korean one too: Java
      // takes letters of any script; bytes above 0x7f are UTF-8's), which
      // the harness runs first when it has the entry point.
      std::string name = facts.public_class;
      if (name.empty()) name = fs::path(path).stem().string();
      if (name.empty() || !std::regex_match(name, std::regex(R"([A-Za-z_$\x80-\xff][\w$\x80-\xff]*)"))) name = "Main";
      const std::string src = dir.value() + "/src";
      const std::string classes = dir.value() + "/classes";
      const std::string harness_dir = dir.value() + "/harness";
      std::error_code error;
      fs::create_directories(src, error);
      fs::create_directories(classes, error);
      fs::create_directories(harness_dir, error);
      const std::string copy = src + "/" + name + ".java";
      const std::string harness = harness_dir + "/GridsolveHarness.java";
      if (std::optional<Error> failed = write_file(copy, source)) return *failed;
      if (std::optional<Error> failed = write_file(harness, assets::kHarnessJava)) return *failed;
      // javac's own JVM with only the quick JIT and the serial collector, as
      // the program runs below: the classes it writes are the same, and a
      // run as short as javac's spends the optimising JIT's threads for
      // nothing (GridsolveHarness.java: 2.1 to 2.4 s of CPU instead of 3.6
      // to 3.8, alternated runs under load).
      const std::vector<std::string> javac_argv = {
          javac.value(), "-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC", "-encoding", "UTF-8", "-nowarn"};
      const auto javac_with = [&javac_argv](std::initializer_list<std::string> more) {
        std::vector<std::string> argv = javac_argv;
        argv.insert(argv.end(), more);
        return argv;
      };
      // The harness's classes, compiled once for this javac and kept in the
      // cache (compiled_harness.hpp). When the cache has none they compile
      // here: the harness does not refer to the program's classes (it loads
      // them by name when it runs), so the two compile side by side, on the
      // machine's two cores or more: a javac run is a JVM's start and about
      // a second of CPU.
      const CompiledHarness compiled_harness(options.cache, "harness-java", javac.value(),
                                             {"-encoding UTF-8", assets::kHarnessJava});
      std::string harness_classes = compiled_harness.ready_folder();
      std::future<std::optional<Error>> harness_compiled;
      if (harness_classes.empty()) {
        harness_classes = harness_dir;
        harness_compiled = std::async(std::launch::async, [&]() -> std::optional<Error> {
          std::optional<Error> failed = compile(javac_with({"-d", harness_dir, harness}), harness, "javac", options);
          if (!failed) compiled_harness.keep(harness_dir);
          return failed;
        });
      }
      std::optional<Error> failed =
          // -parameters: solution's parameter names for the harness's
          // message when they do not fit the puzzle's call.
          compile(javac_with({"-parameters", "-d", classes, copy}), path, "javac", options, copy);
      std::optional<Error> harness_failed = harness_compiled.valid() ? harness_compiled.get() : std::nullopt;
      if (failed) return *failed;
      if (harness_failed) return *harness_failed;
      const std::string kinds = parameter_kinds(options.parameters);
      program.server = true;
      program.drop_load_stderr = true;
      program.argv = {java.value(),
                      "-XX:+UseSerialGC",
                      "-Xshare:auto",
                      "-XX:TieredStopAtLevel=1",
                      "-Djava.security.manager=allow",
                      "-cp",
                      harness_classes,
                      "GridsolveHarness",
                      mode,
                      classes,
                      kinds,
                      name};
      return program;
    }
  }
  return Error{"unknown language"};
}

}  // namespace gridsolve::cli::check
