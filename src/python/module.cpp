// gridsolve._gridsolve: the compiled half of the Python module (the other is
// src/python/gridsolve/__init__.py). It works on the puzzles' input text
// through the library's puzzle interface (gridsolve/puzzle.hpp), as the
// command line does, so a result is the command line's by construction; and
// it runs the command line itself for python3 -m gridsolve.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/app.hpp"
#include "cli/cli_common.hpp"
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

// max_memory: bytes as an int, or a size as the command line takes it ("512M").
std::uint64_t memory_budget(const py::object& value) {
  if (py::isinstance<py::str>(value)) {
    const std::string text = value.cast<std::string>();
    if (auto bytes = gridsolve::cli::parse_size(text)) return *bytes;
    throw py::value_error("max_memory: expected a size in bytes such as 512M or 4G, got '" + text + "'");
  }
  if (!py::isinstance<py::int_>(value)) {
    throw py::type_error("max_memory must be an int (bytes) or a str such as '512M', not " +
                         py::type::of(value).attr("__name__").cast<std::string>());
  }
  if (value < py::int_(0) || value > py::int_(UINT64_MAX)) {
    throw py::value_error("max_memory: expected a number of bytes from 0 to 2^64 - 1, got " +
                          value.attr("__str__")().cast<std::string>());
  }
  return value.cast<std::uint64_t>();
}

// Parses and solves one case; returns the --json line. The GIL is released
// while the library parses and searches, so other Python threads run.
std::string solve(const std::string& puzzle_name, const std::string& text, std::optional<std::int64_t> moves,
                  std::optional<std::int64_t> threads, std::optional<double> time_limit,
                  const std::optional<py::object>& max_memory) {
  const gridsolve::Puzzle& puzzle = puzzle_named(puzzle_name);
  gridsolve::SolveOptions options;
  options.threads = 0;  // all cores, as on the command line
  if (moves) {
    require_takes(puzzle, gridsolve::PuzzleOption::kMoves, "moves");
    if (*moves < 0 || *moves > kMaxMoves) {
      throw py::value_error("moves: expected a whole number of moves from 0 to " + std::to_string(kMaxMoves) +
                            ", got " + std::to_string(*moves));
    }
    options.moves = static_cast<std::uint64_t>(*moves);
  }
  if (threads) {
    require_takes(puzzle, gridsolve::PuzzleOption::kThreads, "threads");
    if (*threads < 0 || *threads > kMaxThreads) {
      throw py::value_error("threads: expected a whole number of threads from 0 to 1024, got " +
                            std::to_string(*threads));
    }
    options.threads = static_cast<unsigned>(*threads);
  }
  if (time_limit) {
    require_takes(puzzle, gridsolve::PuzzleOption::kTimeLimit, "time_limit");
    if (!std::isfinite(*time_limit) || *time_limit <= 0) {
      throw py::value_error("time_limit: expected a positive number of seconds, got " +
                            py::float_(*time_limit).attr("__repr__")().cast<std::string>());
    }
    options.time_limit_seconds = *time_limit;
  }
  if (max_memory && !max_memory->is_none()) options.max_memory_bytes = memory_budget(*max_memory);

  std::string json;
  std::optional<std::string> error;
  {
    const py::gil_scoped_release release;
    auto parsed = puzzle.parse(text, options.max_memory_bytes);
    if (!parsed) {
      error = parsed.error().message;
    } else {
      auto solved = parsed.value()->solve(options);
      if (!solved) {
        error = solved.error().message;
      } else {
        json = solved.value()->json();
      }
    }
  }
  if (error) throw py::value_error(*error);
  return json;
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
  for (std::string& arg : storage) argv.push_back(arg.data());
  argv.push_back(nullptr);
  int status = 0;
  {
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
  module.def("solve", &solve, py::arg("puzzle"), py::arg("text"), py::kw_only(), py::arg("moves") = py::none(),
             py::arg("threads") = py::none(), py::arg("time_limit") = py::none(), py::arg("max_memory") = py::none(),
             "Parses and solves one case given as the puzzle's input text; returns the --json line.\n"
             "Raises ValueError with the command line's message on bad input, TypeError for an option\n"
             "the puzzle does not take.");
  module.def("run_cli", &run_cli, py::arg("args"),
             "Runs the gridsolve command line with args (args[0] is the program's name); returns the exit status.");
}
