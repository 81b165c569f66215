// The languages gridsolve check takes as source files, and how each is
// compiled and run: C and C++ with the judges' compilers, Python, Java and
// JavaScript through a harness (harness.py, GridsolveHarness.java,
// harness.js, harness_function.hpp in this folder) that loads the program
// once and runs each test apart from the others.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "gridsolve/puzzle.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve::cli::check {

enum class Language { kCpp, kC, kPython, kJava, kJavaScript };

// The language of a source file from its extension (.cpp .cc .cxx .c++,
// .c, .py, .java, .js .cjs), or nothing.
std::optional<Language> language_of(const std::string& path);
// ".cpp, .cc, .cxx, .c, .py, .java, .js"
const char* known_extensions();

// A temporary folder for compiled programs and harnesses, removed with
// everything in it when this goes; and the work prepare() leaves running
// for later checks (a precompiled header being made), waited for then.
class WorkDir {
 public:
  WorkDir() = default;
  ~WorkDir();
  WorkDir(const WorkDir&) = delete;
  WorkDir& operator=(const WorkDir&) = delete;
  // Makes the folder on first use.
  Expected<std::string> path();
  // Runs `job` on a thread of its own, joined when this goes.
  void in_background(std::function<void()> job);

 private:
  std::string path_;
  std::vector<std::thread> background_;
};

// The whole file at `path`.
Expected<std::string> read_file(const std::string& path);

// Writes `text` to the file at `path` (made or emptied first).
std::optional<Error> write_file(const std::string& path, std::string_view text);

struct PrepareOptions {
  JudgeStyle judge_style = JudgeStyle::kStandardInput;  // the puzzle's judge
  std::vector<FunctionParameter> parameters;            // solution's, for kFunction
  std::string puzzle;                                   // its name, for messages: "blocks"
  std::string python = "python3";                       // --python
  const std::atomic<bool>* interrupt = nullptr;         // Ctrl-C stops a compiler
  // gridsolve's cache folder (precompiled_header.hpp), or empty (--no-cache).
  std::string cache;
};

// How to run a prepared program on a test.
struct PreparedProgram {
  // One process per test (a compiled program reading standard input), or a
  // harness that loads the program once and runs every test (ProgramServer).
  bool server = false;
  std::vector<std::string> argv;  // argv[0] a full path
  bool function_style = false;    // answers are solution(...)'s return values
  bool drop_load_stderr = false;  // the harness's runtime warns while loading (Java)
  bool profiles = false;          // the harness can run a test under a profiler (Python: cProfile)
  // For the report: "C++, solution(board, r, c) called by gridsolve's harness"
  std::string description;
  // A solution(...) that cannot take the puzzle's arguments: the line of
  // its definition in the file (0: not known), and what the message says
  // after what the file declares (wrong_signature).
  int solution_line = 0;
  std::string signature_advice{};
  // A Python or JavaScript solution(...) file that also reads standard
  // input (a local run's top level, say): loaded with nothing there, that
  // code fails the load, which the message then explains
  // (top_level_input_hint in cmd_check.cpp).
  bool solution_file_reads_input = false;
};

// The one line for a solution(...) whose parameters or return type do not
// fit the puzzle's call, from a harness's standard error when a line there
// is "gridsolve-signature LINE WHAT" (a harness that ends with status 5
// writes one; LINE 0 when it does not know, WHAT what the file declares:
// "solution takes 1 parameter (board)"), or nothing.
std::optional<std::string> wrong_signature(const std::string& file, const std::string& harness_err,
                                           const PreparedProgram& program);

// Compiles `path` if its language needs it (into `work`) and says how to run
// it. Errors: a missing compiler or interpreter (naming the Debian package),
// a file with neither a main nor a solution, or the compiler's own messages
// as they are, after one line saying so.
Expected<PreparedProgram> prepare(const std::string& path, Language language, const PrepareOptions& options,
                                  WorkDir& work);

}  // namespace gridsolve::cli::check
