// gridsolve's command line: a table of subcommands over the library, run by
// the executable (main.cpp) and by the Python module (python3 -m gridsolve).
#include "cli/app.hpp"

#include <fmt/format.h>

#include <exception>
#include <map>
#include <string>

#include "cli/commands.hpp"
#include "gridsolve/puzzle.hpp"
#include "gridsolve/version.hpp"

namespace {

using gridsolve::cli::CommandRunner;

// The commands beside one solve command per puzzle (gridsolve 2048, ...),
// which come from the library's list of puzzles.
struct CommandEntry {
  const char* name;
  const char* summary;
  CommandRunner (*add)(CLI::App& command);
};

constexpr CommandEntry kCommands[] = {
    {"gen", "Print a random instance of a puzzle in its input format (seeded)", gridsolve::cli::add_gen_command},
    {"check", "Test a solution program against the exact answers on random instances; shrink the first failure",
     gridsolve::cli::add_check_command},
    {"bench", "Run a fixed suite of 2048 searches on one thread: total nodes (a signature) and nodes per second",
     gridsolve::cli::add_bench_command},
};

std::string one_line(std::string text) {
  for (char& c : text) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

}  // namespace

namespace gridsolve::cli {

int run(int argc, char** argv) {
  CLI::App app{"gridsolve: exact solutions, with replayable witnesses, for three grid puzzles", "gridsolve"};
  app.set_version_flag("--version", std::string("gridsolve ") + gridsolve::kVersion);
  app.require_subcommand(1);
  std::map<const CLI::App*, CommandRunner> runners;
  std::string known;
  for (const gridsolve::Puzzle* puzzle : gridsolve::all_puzzles()) {
    CLI::App* command = app.add_subcommand(std::string(puzzle->name()), std::string(puzzle->summary()));
    runners[command] = gridsolve::cli::add_solve_command(*command, *puzzle);
    known += known.empty() ? "" : ", ";
    known += puzzle->name();
  }
  for (const CommandEntry& entry : kCommands) {
    CLI::App* command = app.add_subcommand(entry.name, entry.summary);
    runners[command] = entry.add(*command);
    known += std::string(", ") + entry.name;
  }
  // An unknown command gets a clearer message than the parser's own.
  if (argc > 1 && argv[1][0] != '-') {
    bool found = false;
    for (const auto& [command, run] : runners) found |= command->get_name() == argv[1];
    if (!found) {
      fmt::print(stderr, "gridsolve: unknown command '{}'; the commands are {} (see gridsolve --help)\n", argv[1],
                 known);
      return gridsolve::cli::kExitBadInput;
    }
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "gridsolve: {} (see gridsolve --help)\n", one_line(e.what()));
    return gridsolve::cli::kExitBadInput;
  }
  try {
    for (const auto& [command, run] : runners) {
      if (command->parsed()) return run();
    }
  } catch (const std::bad_alloc&) {
    fmt::print(stderr, "gridsolve: out of memory (lower the sizes, or raise the machine's limit)\n");
    return gridsolve::cli::kExitBadInput;
  } catch (const std::exception& e) {
    // Not expected: parsers return errors as values. Still one line, no trace;
    // worker threads hand theirs over to this one (cli/first_failure.cpp).
    fmt::print(stderr, "gridsolve: internal error: {}\n", one_line(e.what()));
    return gridsolve::cli::kExitBadInput;
  }
  return gridsolve::cli::kExitBadInput;
}

}  // namespace gridsolve::cli
