// gridsolve._gridsolve: the compiled half of the Python module (the other is
// src/python/gridsolve/__init__.py). It works on the puzzles' input text
// through the library's puzzle interface (gridsolve/puzzle.hpp), as the
// command line does, so a result is the command line's by construction; and
// it runs the command line itself for python3 -m gridsolve.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "cli/app.hpp"
#include "cli/cli_common.hpp"
#include "cli/interrupt.hpp"
#include "gridsolve/puzzle.hpp"
#include "gridsolve/version.hpp"

namespace py = pybind11;

namespace {

// The command line's limits (src/cli/cmd_solve.cpp).
constexpr std::int64_t kMaxMoves = 1'000'000'000'000'000'000;
constexpr std::int64_t kMaxThreads = 1024;

const gridsolve::Puzzle& puzzle_named(const std::string& name) {
  const gridsolve::Puzzle* puzzle = gridsolve::find_puzzle(name);
  if (puzzle == nullptr) {
    throw py::value_error("unknown puzzle '" + name + "'; the puzzles are " + gridsolve::puzzle_names());
  }
  return *puzzle;
}

void require_takes(const gridsolve::Puzzle& puzzle, gridsolve::PuzzleOption option, const char* keyword) {
  if (!puzzle.takes(option)) {
    throw py::type_error(std::string(puzzle.name()) + " takes no " + keyword + " (only " +
                         gridsolve::puzzles_taking(option) + " does)");
  }
}

// The UTF-8 of a str. pybind11's cast to std::string fails on a str that
// UTF-8 cannot encode (a lone surrogate, '\ud800': what errors=
// 'surrogateescape' makes of bytes that are not UTF-8, or a JSON "\ud800"
// escape) with a RuntimeError about casting that names neither the argument
// nor the character; here it is a ValueError that names both.
std::string utf8_text(const py::handle& value, const std::string& what) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(value.ptr(), &size);
  if (data != nullptr) return std::string(data, static_cast<std::size_t>(size));
  py::error_already_set error;  // takes the error Python set
  if (!error.matches(PyExc_UnicodeEncodeError)) throw error;
  const auto index = error.value().attr("start").cast<Py_ssize_t>();
  const Py_UCS4 code = PyUnicode_ReadChar(value.ptr(), index);
  char hex[16];
  std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(code));
  throw py::value_error(what + " holds " + hex + " at index " + std::to_string(index) +
                        ", a lone surrogate, which UTF-8 cannot encode (was it decoded with "
                        "errors='surrogateescape'? decode it with errors='replace', or pass the bytes)");
}

// A Python value's type with its article ("an int", "a str"), for the
// messages of TypeError.
std::string a_type(const py::handle& value) {
  const std::string name = py::type::of(value).attr("__name__").cast<std::string>();
  const bool vowel = !name.empty() && std::string_view("aeiouAEIOU").find(name[0]) != std::string_view::npos;
  return (vowel ? "an " : "a ") + name;
}

// max_memory: bytes as an int, or a size as the command line takes it ("512M").
std::uint64_t memory_budget(const py::object& value) {
  if (py::isinstance<py::str>(value)) {
    const std::string text = utf8_text(value, "max_memory");
    if (auto bytes = gridsolve::cli::parse_size(text)) return *bytes;
    throw py::value_error("max_memory: expected a size in bytes such as 512M or 4G, got '" + text + "'");
  }
  // Any integer type (numpy's too, through __index__), as for moves.
  if (py::isinstance<py::bool_>(value) || !py::hasattr(value, "__index__")) {
    throw py::type_error("max_memory must be an int (bytes) or a str such as '512M', not " + a_type(value));
  }
  PyObject* index = PyNumber_Index(value.ptr());  // a new reference, or null with the error set
  if (index == nullptr) throw py::error_already_set();
  const auto bytes = py::reinterpret_steal<py::int_>(index);
  if (bytes < py::int_(0) || bytes > py::int_(UINT64_MAX)) {
    throw py::value_error("max_memory: expected a number of bytes from 0 to 2^64 - 1, got " +
                          bytes.attr("__str__")().cast<std::string>());
  }
  return bytes.cast<std::uint64_t>();
}

// A whole-number option (moves, threads): an int or any integer type (numpy's,
// through __index__), from 0 to `max`. Checked here rather than by pybind11's
// int64 conversion, whose TypeError for a float, a str or a value past int64
// lists the compiled function's signature and arguments instead of the
// option that is wrong.
std::int64_t whole_number(const py::object& value, const char* name, std::int64_t max, const char* unit) {
  if (py::isinstance<py::bool_>(value) || !py::hasattr(value, "__index__")) {
    throw py::type_error(std::string(name) + " is " + a_type(value) + ", not an int");
  }
  PyObject* index = PyNumber_Index(value.ptr());  // a new reference, or null with the error set
  if (index == nullptr) throw py::error_already_set();
  const auto number = py::reinterpret_steal<py::int_>(index);
  if (number < py::int_(0) || number > py::int_(max)) {
    throw py::value_error(std::string(name) + ": expected a whole number of " + unit + " from 0 to " +
                          std::to_string(max) + ", got " + number.attr("__str__")().cast<std::string>());
  }
  return number.cast<std::int64_t>();
}

// time_limit: seconds as an int or a float (anything with __float__ but a
// str or a bool), positive; float("inf") or an int past the largest float
// is no limit (0), as on the command line.
double seconds(const py::object& value) {
  if (py::isinstance<py::bool_>(value) || py::isinstance<py::str>(value) || !py::hasattr(value, "__float__")) {
    throw py::type_error("time_limit is " + a_type(value) + ", not a number of seconds");
  }
  const double limit = PyFloat_AsDouble(value.ptr());  // -1 with the error set on failure (an int past a double)
  if (limit == -1.0 && PyErr_Occurred() != nullptr) {
    if (!PyErr_ExceptionMatches(PyExc_OverflowError)) throw py::error_already_set();
    PyErr_Clear();
    if (value.attr("__gt__")(py::int_(0)).cast<bool>()) return 0;
    throw py::value_error("time_limit: expected a positive number of seconds, got " +
                          value.attr("__str__")().cast<std::string>().substr(0, 40) + "..., past the largest float");
  }
  if (std::isinf(limit) && limit > 0) return 0;
  if (!std::isfinite(limit) || limit <= 0) {
    throw py::value_error("time_limit: expected a positive number of seconds, got " +
                          py::float_(limit).attr("__repr__")().cast<std::string>());
  }
  return limit;
}

// The command line's words for its options, in the library's messages
// ("raise it with --max-memory"), as the keyword arguments a Python caller
// gives instead ("raise it with max_memory=").
std::string in_python_words(std::string message) {
  static constexpr std::pair<std::string_view, std::string_view> kOptions[] = {{"--max-memory", "max_memory="},
                                                                               {"--time-limit", "time_limit="},
                                                                               {"--moves", "moves="},
                                                                               {"--threads", "threads="}};
  for (const auto& [option, keyword] : kOptions) {
    for (std::size_t at = message.find(option); at != std::string::npos; at = message.find(option, at)) {
      message.replace(at, option.size(), keyword);
      at += keyword.size();
    }
  }
  return message;
}

// Runs `work` on a thread of its own while this one, holding the GIL only
// between waits, lets Python's signal handlers run every 50 ms. Ctrl-C
// (KeyboardInterrupt, or any exception a handler raises) sets `stop`, which
// the search reads as SolveOptions::interrupt and stops within a few
// milliseconds; the exception is raised once `work` has returned, and its
// result is dropped. Without this the GIL-free search would run to its end
// before Python saw the Ctrl-C. `work` must not touch Python objects.
// What `work` throws is raised here, on Python's thread: escaping the
// worker, it ended the interpreter (std::terminate, SIGABRT) where the
// command line says "out of memory" (a search under a max_memory= larger
// than the machine gives, std::bad_alloc): now MemoryError.
template <class Work>
void run_interruptibly(std::atomic<bool>& stop, Work&& work) {
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  std::exception_ptr failure;
  std::thread worker([&] {
    try {
      work();
    } catch (...) {
      failure = std::current_exception();
    }
    const std::lock_guard<std::mutex> lock(mutex);
    done = true;
    finished.notify_one();
  });
  bool signalled = false;
  for (;;) {
    {
      const py::gil_scoped_release release;
      std::unique_lock<std::mutex> lock(mutex);
      if (finished.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; })) break;
    }
    if (PyErr_CheckSignals() != 0) {  // a handler raised: its exception is set
      signalled = true;
      stop = true;
      break;
    }
  }
  {
    const py::gil_scoped_release release;
    worker.join();
  }
  if (signalled) throw py::error_already_set();
  if (failure) {
    try {
      std::rethrow_exception(failure);
    } catch (const std::bad_alloc&) {
      PyErr_SetString(PyExc_MemoryError,
                      "out of memory: the machine gave less than the search took (give a smaller max_memory=, "
                      "or solve a smaller board)");
      throw py::error_already_set();
    }
  }
}

// What solve() and explain() hand back for each case of the text.
enum class Report { kJson, kExplanation };

// Parses `text` as pasted from a problem page (every form the command line
// takes: several cases, expected answers, solution(...) calls, the
// Programmers editor's lines) and solves each case. Returns, for each case,
// its --json line (with the pasted expected answer, as --json prints it) or
// its explanation. The GIL is released while the library parses and
// searches, so other Python threads run; Ctrl-C raises KeyboardInterrupt.
std::vector<std::string> solve_text(const py::object& puzzle_value, const py::object& text_value,
                                    const py::object& moves, const py::object& threads, const py::object& time_limit,
                                    const py::object& max_memory, Report report) {
  if (!py::isinstance<py::str>(puzzle_value)) {
    const bool the_number_2048 = py::isinstance<py::int_>(puzzle_value) && puzzle_value.equal(py::int_(2048));
    throw py::type_error("the puzzle is " + a_type(puzzle_value) + ", not a str: one of " + gridsolve::puzzle_names() +
                         (the_number_2048 ? " (write '2048', in quotes)" : ""));
  }
  if (!py::isinstance<py::str>(text_value) && !py::isinstance<py::bytes>(text_value)) {
    throw py::type_error("the text is " + a_type(text_value) +
                         ", not a str: solve() takes the input text as pasted; a board as a list of rows goes to "
                         "solve_2048, solve_cards or solve_blocks");
  }
  const gridsolve::Puzzle& puzzle = puzzle_named(utf8_text(puzzle_value, "the puzzle's name"));
  const std::string text =
      py::isinstance<py::str>(text_value) ? utf8_text(text_value, "the text") : text_value.cast<std::string>();
  gridsolve::SolveOptions options;
  options.threads = 0;  // all cores, as on the command line
  if (!moves.is_none()) {
    require_takes(puzzle, gridsolve::PuzzleOption::kMoves, "moves");
    options.moves = static_cast<std::uint64_t>(whole_number(moves, "moves", kMaxMoves, "moves"));
  }
  if (!threads.is_none()) {
    require_takes(puzzle, gridsolve::PuzzleOption::kThreads, "threads");
    options.threads = static_cast<unsigned>(whole_number(threads, "threads", kMaxThreads, "threads"));
  }
  if (!time_limit.is_none()) {
    require_takes(puzzle, gridsolve::PuzzleOption::kTimeLimit, "time_limit");
    options.time_limit_seconds = seconds(time_limit);
  }
  if (!max_memory.is_none()) options.max_memory_bytes = memory_budget(max_memory);
  // The text's copy stays in memory while the cases are solved, and counts
  // against the budget as the command line's input text does: without it a
  // budget the command line refused for a board was enough here.
  options.held_bytes = text.capacity();
  std::atomic<bool> stop{false};
  options.interrupt = &stop;

  std::vector<std::string> reports;
  std::optional<std::string> error;
  // The limit counts from the call, so parsing the text is inside it, and
  // is for all the cases together, shared as the command line shares it.
  const double time_limit_seconds = options.time_limit_seconds;
  const auto limit_start = std::chrono::steady_clock::now();
  run_interruptibly(stop, [&] {
    auto pasted = puzzle.parse_pasted(text, options.max_memory_bytes);
    if (!pasted) {
      error = pasted.error().message +
              gridsolve::other_puzzles_note(text, puzzle, options.max_memory_bytes, "gridsolve.solve('{}', text)");
      return;
    }
    const std::vector<gridsolve::PastedCase>& cases = pasted.value();
    // No moves= given: the K that a pasted statement names (Baekjoon
    // 12094's page: 10), as on the command line.
    if (moves.is_none() && !cases.empty() && cases.front().statement_moves) {
      options.moves = *cases.front().statement_moves;
    }
    for (std::size_t i = 0; i < cases.size() && !stop; ++i) {
      if (time_limit_seconds > 0) {
        options.time_limit_seconds = gridsolve::cli::case_time_limit(
            gridsolve::cli::time_left(limit_start, time_limit_seconds), i, cases.size());
      }
      auto solved = cases[i].parsed->solve(options);
      if (!solved) {
        error = gridsolve::case_prefix(cases[i], i, cases.size()) + solved.error().message;
        return;
      }
      reports.push_back(report == Report::kJson ? gridsolve::pasted_case_json(cases[i], *solved.value())
                                                : gridsolve::case_heading(cases[i], i, cases.size()) +
                                                      solved.value()->explanation(gridsolve::TextStyle{}));
    }
  });
  if (error) throw py::value_error(in_python_words(*error));
  return reports;
}

// module.NAME(puzzle, text, *, moves=None, threads=None, time_limit=None,
// max_memory=None): solve_text giving `report`.
void define_solve_text(py::module_& module, const char* name, Report report, const char* doc) {
  module.def(
      name,
      [report](const py::object& puzzle, const py::object& text, const py::object& moves, const py::object& threads,
               const py::object& time_limit, const py::object& max_memory) {
        return solve_text(puzzle, text, moves, threads, time_limit, max_memory, report);
      },
      py::arg("puzzle"), py::arg("text"), py::kw_only(), py::arg("moves") = py::none(), py::arg("threads") = py::none(),
      py::arg("time_limit") = py::none(), py::arg("max_memory") = py::none(), doc);
}

// The command line with `args` (args[0] is the program's name); returns its
// exit status. Python's buffered output is flushed first and the C streams
// after, so that the two interleave in order.
int run_cli(const std::vector<std::string>& args) {
  py::module_ sys = py::module_::import("sys");
  sys.attr("stdout").attr("flush")();
  sys.attr("stderr").attr("flush")();
  std::vector<std::string> storage = args;
  std::vector<char*> argv;
  argv.reserve(storage.size() + 1);
  for (std::string& arg : storage) argv.push_back(arg.data());
  argv.push_back(nullptr);
  int status = 0;
  {
    const gridsolve::cli::InterruptScope ctrl_c;  // Python's Ctrl-C is back when the command line returns
    const py::gil_scoped_release release;
    status = gridsolve::cli::run(static_cast<int>(storage.size()), argv.data());
    std::fflush(stdout);
    std::fflush(stderr);
  }
  return status;
}

}  // namespace

PYBIND11_MODULE(_gridsolve, module) {
  module.doc() = "The compiled part of gridsolve: use the functions of the gridsolve package.";
  module.attr("__version__") = gridsolve::kVersion;
  module.def(
      "puzzles",
      [] {
        std::vector<std::string> names;
        for (const gridsolve::Puzzle* puzzle : gridsolve::all_puzzles()) names.emplace_back(puzzle->name());
        return names;
      },
      "The puzzles' names, as the command line has them: ['2048', 'cards', 'blocks'].");
  define_solve_text(module, "solve", Report::kJson,
                    "Parses the text as pasted and solves each case; returns their --json lines, in order.\n"
                    "Raises ValueError with the command line's message on bad input or an option out of range,\n"
                    "TypeError for an argument of the wrong type or an option the puzzle does not take,\n"
                    "KeyboardInterrupt on Ctrl-C.");
  define_solve_text(module, "explain", Report::kExplanation,
                    "As solve(), but returns each case's explanation (gridsolve PUZZLE --explain).");
  module.def("run_cli", &run_cli, py::arg("args"),
             "Runs the gridsolve command line with args (args[0] is the program's name); returns the exit status.");
}
