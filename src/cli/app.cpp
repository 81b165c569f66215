// gridsolve's command line: a table of subcommands over the library, run by
// the executable (main.cpp) and by the Python module (python3 -m gridsolve).
#include "cli/app.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <exception>
#include <map>
#include <optional>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "cli/commands.hpp"
#include "cli/help_topics.hpp"
#include "cli/interrupt.hpp"
#include "common/suggest.hpp"
#include "gridsolve/puzzle.hpp"
#include "gridsolve/version.hpp"

namespace {

using gridsolve::cli::CommandRunner;

// The commands beside one solve command per puzzle (gridsolve 2048, ...),
// which come from the library's list of puzzles.
struct CommandEntry {
  const char* name;
  const char* summary;
  const char* examples;  // the end of its --help
  CommandRunner (*add)(CLI::App& command);
};

constexpr CommandEntry kCommands[] = {
    {"gen", "Print a random instance of a puzzle in its input format (seeded)",
     "  gridsolve gen cards --seed 7\n      a random cards board, the same on every machine\n"
     "  gridsolve gen 2048 --size 20 --seed 3 --test 5\n      the board that check's seed 3 would test as test 5 (the "
     "sixth: tests count from 0)\n",
     gridsolve::cli::add_gen_command},
    {"check", "Test a solution program against the exact answers on random instances; shrink the first failure",
     "  gridsolve check blocks --python-solution solution.py\n      a Programmers-style solution(board) in Python\n"
     "  gridsolve check 2048 --moves 10 -- ./a.out\n      a Baekjoon-style program that reads standard input\n",
     gridsolve::cli::add_check_command},
    {"bench", "Run a fixed suite of 2048 searches on one thread: total nodes (a signature) and nodes per second",
     "  gridsolve bench -v\n      the suite on one thread, a line per search; the node count is its signature\n",
     gridsolve::cli::add_bench_command},
};

std::string one_line(std::string text) {
  for (char& c : text) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

// The names an option of `command` goes by: "--moves", "-k".
std::vector<std::string> option_names(const CLI::App& command) {
  std::vector<std::string> names;
  for (const CLI::Option* option : command.get_options()) {
    for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
    for (const std::string& name : option->get_snames()) names.push_back("-" + name);
  }
  return names;
}

// "gridsolve 2048 and gridsolve check": the other commands (or gridsolve
// itself, for --version) that take the option `name`, which `command` does
// not; "" when none does.
std::string commands_taking(const CLI::App& command, const std::string& name) {
  const CLI::App* top = &command;
  while (top->get_parent() != nullptr) top = top->get_parent();
  std::vector<std::string> takers;
  if (const std::vector<std::string> own = option_names(*top); std::find(own.begin(), own.end(), name) != own.end()) {
    takers.push_back("gridsolve itself, before any command");
  }
  for (const CLI::App* other : top->get_subcommands({})) {
    if (other == &command) continue;
    const std::vector<std::string> names = option_names(*other);
    if (std::find(names.begin(), names.end(), name) != names.end()) takers.push_back("gridsolve " + other->get_name());
  }
  if (takers.empty()) return "";
  const std::string last = takers.back();
  takers.pop_back();
  return takers.empty() ? last : fmt::format("{} and {}", fmt::join(takers, ", "), last);
}

// "unknown option '--move' (did you mean --moves?)" for the first argument
// of `command` that looks like an option it does not have; "" when every
// one is known (the mistake is elsewhere). Arguments after "--" belong to
// the program that `check` runs; "-1" is a negative number, not an option.
// An option of another command is named as that command's ("unknown option
// '-k': it is an option of gridsolve 2048 and gridsolve check"), not
// answered with the nearest name here, which for a letter is any other
// letter (-k was once "did you mean -h?").
std::string unknown_option(const CLI::App& command, int argc, char** argv, int first) {
  const std::vector<std::string> known = option_names(command);
  for (int i = first; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument == "--") break;
    if (argument.size() < 2 || argument[0] != '-' || std::isdigit(static_cast<unsigned char>(argument[1])) != 0) {
      continue;
    }
    const std::string name = argument.substr(0, argument.find('='));
    if (std::find(known.begin(), known.end(), name) != known.end()) continue;
    // (Before any command, the message says that a command comes first.)
    if (const std::string takers = command.get_parent() != nullptr ? commands_taking(command, name) : "";
        !takers.empty()) {
      return fmt::format("unknown option '{}': it is an option of {}", name, takers);
    }
    // One letter after '-' is near every other letter; only its other
    // case is a likely slip (-H for -h).
    std::optional<std::string> near;
    if (name.size() == 2 && name[1] != '-') {
      for (const std::string& each : known) {
        if (each.size() == 2 &&
            std::tolower(static_cast<unsigned char>(each[1])) == std::tolower(static_cast<unsigned char>(name[1]))) {
          near = each;
        }
      }
    } else {
      near = gridsolve::nearest_word(name, known);
    }
    return fmt::format("unknown option '{}'{}", name, near ? fmt::format(" (did you mean {}?)", *near) : "");
  }
  return "";
}

// CLI11's own wording for the mistakes it finds ("--moves: At Most 1
// required but received 2", "The following arguments were not expected:
// b a"), put as the tool's other messages are: what is wrong, and what to
// do. Any other text is kept.
std::string usage_mistake(const CLI::ParseError& error, const CLI::App* command, const std::string& command_name) {
  std::string text = one_line(error.what());
  constexpr std::string_view kGivenTwice = ": At Most 1 required but received ";
  if (const std::size_t at = text.find(kGivenTwice); at != std::string::npos) {
    return fmt::format("{} is given {} times: give it once", text.substr(0, at), text.substr(at + kGivenTwice.size()));
  }
  constexpr std::string_view kRequired = ": 1 required ";
  constexpr std::string_view kMissing = " missing";
  if (const std::size_t at = text.find(kRequired); at != std::string::npos && text.ends_with(kMissing)) {
    const std::string name = text.substr(0, at);
    const std::size_t value = at + kRequired.size();
    return fmt::format("{} needs a value: {} {}", name, name,
                       text.substr(value, text.size() - kMissing.size() - value));
  }
  constexpr std::string_view kNotExpected = " not expected: ";
  if (const std::size_t at = text.find(kNotExpected);
      text.starts_with("The following argument") && at != std::string::npos) {
    // CLI11 lists the extra arguments last first.
    std::vector<std::string> extras;
    for (std::size_t begin = at + kNotExpected.size(); begin < text.size();) {
      const std::size_t end = std::min(text.find(' ', begin), text.size());
      extras.insert(extras.begin(), text.substr(begin, end - begin));
      begin = end + 1;
    }
    std::vector<std::string> takes;
    bool takes_path = false;  // a path with a space, unquoted, makes two arguments
    if (command != nullptr) {
      for (const CLI::Option* option : command->get_options()) {
        if (!option->get_positional()) continue;
        takes.push_back("one " + option->get_name());
        takes_path |= option->get_name() == "FILE" || option->get_name() == "PROGRAM";
      }
    }
    return fmt::format("unexpected argument{} '{}': gridsolve {} takes {}{}", extras.size() == 1 ? "" : "s",
                       fmt::join(extras, " "), command_name,
                       takes.empty() ? "options only" : fmt::format("{}", fmt::join(takes, ", then ")),
                       takes_path ? " (quote a path that holds spaces)" : "");
  }
  return text;
}

// gridsolve alone: what it does, its commands and where to read more, on
// standard error (the exit status is 2: nothing was asked).
std::string short_help(const std::vector<std::pair<std::string, std::string>>& commands) {
  std::string text =
      "gridsolve: exact answers, with replayable witnesses, for three grid puzzles\n\nUsage: gridsolve COMMAND "
      "[OPTIONS] [FILE]\n\nCommands:\n";
  for (const auto& [name, summary] : commands) text += fmt::format("  {:<7} {}\n", name, summary);
  text +=
      "\nTry:  printf '3\\n2 2 2\\n4 4 4\\n8 8 8\\n' | gridsolve 2048\nMore: gridsolve --help, gridsolve help "
      "COMMAND, gridsolve help rules\n";
  return text;
}

// Runs a command once its arguments are read. What it throws becomes one
// line on standard error and exit status 2, never a trace.
int run_reporting_failures(const CommandRunner& run) {
  try {
    return run();
  } catch (const std::bad_alloc&) {
    fmt::print(stderr, "gridsolve: out of memory (lower the sizes, or raise the machine's limit)\n");
    return gridsolve::cli::kExitBadInput;
  } catch (const std::exception& e) {
    // fmt::print throws std::system_error when standard output takes no more.
    if (const auto* failed = dynamic_cast<const std::system_error*>(&e);
        failed != nullptr && std::ferror(stdout) != 0) {
      return gridsolve::cli::report_failed_write(failed->code().value());
    }
    // Not expected: parsers return errors as values. Still one line, no trace;
    // worker threads hand theirs over to this one (cli/first_failure.cpp).
    fmt::print(stderr, "gridsolve: internal error: {}\n", one_line(e.what()));
    return gridsolve::cli::kExitBadInput;
  }
}

}  // namespace

namespace gridsolve::cli {

namespace {

int run_command(int argc, char** argv) {
  CLI::App app{"gridsolve: exact solutions, with replayable witnesses, for three grid puzzles", "gridsolve"};
  app.set_version_flag("-V,--version", std::string("gridsolve ") + gridsolve::kVersion);
  app.require_subcommand(1);
  // The help beside the commands, laid out as CLI11 lays out the list of
  // subcommands above it.
  app.footer(
      fmt::format(
          "Help:\n  {:<26}  One command's options and examples, as COMMAND --help\n  {:<26}  The rules: each puzzle, "
          "the input it takes and what may be pasted, the output, the exit statuses; or one section ({})\n\n",
          "help COMMAND", fmt::format("help {} [SECTION]", gridsolve::cli::kRulesTopic),
          gridsolve::cli::rules_sections_named()) +
      "Examples:\n  printf '3\\n2 2 2\\n4 4 4\\n8 8 8\\n' | gridsolve 2048\n      the 2048 problem's example "
      "(answer 16)\n  gridsolve cards --explain board.txt\n      each case of board.txt, solved step by step\n"
      "  gridsolve help rules 2\n      the rules of cards: the keys, and what each one does\n");
  std::map<const CLI::App*, CommandRunner> runners;
  std::vector<std::pair<std::string, std::string>> commands;  // name, summary
  for (const gridsolve::Puzzle* puzzle : gridsolve::all_puzzles()) {
    CLI::App* command = app.add_subcommand(std::string(puzzle->name()), std::string(puzzle->summary()));
    runners[command] = gridsolve::cli::add_solve_command(*command, *puzzle);
    commands.emplace_back(puzzle->name(), puzzle->summary());
  }
  for (const CommandEntry& entry : kCommands) {
    CLI::App* command = app.add_subcommand(entry.name, entry.summary);
    command->footer(std::string("Examples:\n") + entry.examples);
    runners[command] = entry.add(*command);
    commands.emplace_back(entry.name, entry.summary);
  }
  std::vector<std::string> names;
  names.reserve(commands.size());
  for (const auto& [name, summary] : commands) names.push_back(name);
  const auto find_command = [&app](const std::string& name) -> CLI::App* {
    for (CLI::App* command : app.get_subcommands({})) {
      if (command->get_name() == name) return command;
    }
    return nullptr;
  };
  // An unknown command gets a clearer message than the parser's own.
  const auto unknown_command = [&names](const std::string& name) {
    const std::optional<std::string> near = gridsolve::nearest_word(name, names);
    std::string known;
    for (const std::string& each : names) known += (known.empty() ? "" : ", ") + each;
    fmt::print(stderr, "gridsolve: unknown command '{}'{}; the commands are {} (see gridsolve --help)\n", name,
               near ? fmt::format(" (did you mean {}?)", *near) : "", known);
    return gridsolve::cli::kExitBadInput;
  };
  // gridsolve help [COMMAND | rules [SECTION]]: what it prints, or one line
  // on what is wrong.
  const auto help = [&](int count, char** words) {
    const auto print = [](std::string_view text) {
      fmt::print("{}", text);
      return gridsolve::cli::kExitSolved;
    };
    if (count == 2) return print(app.help());
    const std::string topic = words[2];
    const bool rules = topic == gridsolve::cli::kRulesTopic;
    const CLI::App* command = rules ? nullptr : find_command(topic);
    if (!rules && command == nullptr) {
      std::vector<std::string> topics = names;
      topics.emplace_back(gridsolve::cli::kRulesTopic);
      const std::optional<std::string> near = gridsolve::nearest_word(topic, topics);
      fmt::print(stderr, "gridsolve: unknown help topic '{}'{}; the topics are {} and {} (see gridsolve --help)\n",
                 one_line(topic), near ? fmt::format(" (did you mean {}?)", *near) : "", fmt::join(names, ", "),
                 gridsolve::cli::kRulesTopic);
      return gridsolve::cli::kExitBadInput;
    }
    // After the topic: one section of the rules, nothing after a command.
    // (Each argument is shown on the message's one line, new lines and all.)
    const int most = rules ? 4 : 3;
    if (count > most) {
      std::vector<std::string> extras;
      for (int i = most; i < count; ++i) extras.push_back(one_line(words[i]));
      fmt::print(stderr, "gridsolve: unexpected argument{} '{}': gridsolve help {} takes {} (see gridsolve --help)\n",
                 extras.size() == 1 ? "" : "s", fmt::join(extras, " "), topic, rules ? "one SECTION" : "nothing more");
      return gridsolve::cli::kExitBadInput;
    }
    if (command != nullptr) return print(command->help("gridsolve"));
    if (count == 3) return print(gridsolve::cli::rules_text());
    const std::optional<std::string_view> section = gridsolve::cli::rules_section(words[3]);
    if (!section) {
      fmt::print(stderr,
                 "gridsolve: the rules have no section '{}': their sections are {}; give one of them, or none for "
                 "the whole rules (see gridsolve --help)\n",
                 one_line(words[3]), gridsolve::cli::rules_sections_named());
      return gridsolve::cli::kExitBadInput;
    }
    return print(*section);
  };
  if (argc == 1) {
    fmt::print(stderr, "{}", short_help(commands));
    return gridsolve::cli::kExitBadInput;
  }
  const std::string first = argv[1];
  if (first == "help") {  // gridsolve help [COMMAND | rules [SECTION]]
    return run_reporting_failures([&] { return help(argc, argv); });
  }
  if (first[0] == '-' && first != "-h" && first != "--help" && first != "-V" && first != "--version") {
    const std::string unknown = unknown_option(app, argc, argv, 1);
    const bool suggested = unknown.find("did you mean") != std::string::npos;
    fmt::print(stderr, "gridsolve: {}{} (see gridsolve --help)\n",
               unknown.empty() ? fmt::format("unexpected '{}'", first) : unknown,
               suggested ? "" : "; a command comes first: gridsolve COMMAND [OPTIONS] [FILE]");
    return gridsolve::cli::kExitBadInput;
  }
  CLI::App* const command = first[0] == '-' ? nullptr : find_command(first);
  if (first[0] != '-' && command == nullptr) return unknown_command(first);
  // Errors in a command point to that command's help.
  const std::string see = command ? fmt::format("gridsolve {} --help", first) : "gridsolve --help";
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ExtrasError& e) {
    const std::string unknown = command ? unknown_option(*command, argc, argv, 2) : "";
    fmt::print(stderr, "gridsolve: {} (see {})\n", unknown.empty() ? usage_mistake(e, command, first) : unknown, see);
    return gridsolve::cli::kExitBadInput;
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "gridsolve: {} (see {})\n", usage_mistake(e, command, first), see);
    return gridsolve::cli::kExitBadInput;
  }
  for (const auto& [each, run] : runners) {
    if (each->parsed()) return run_reporting_failures(run);
  }
  return gridsolve::cli::kExitBadInput;
}

}  // namespace

int run(int argc, char** argv) {
  // The Python module runs commands one after another in one process: an
  // earlier command's failed write must not count against this one.
  std::clearerr(stdout);
  install_end_handlers();
  const int status = finish_standard_output(run_command(argc, argv));
  // A SIGTERM or SIGHUP that check put off to clean up ends the process now
  // (interrupt.hpp).
  end_if_asked();
  return status;
}

}  // namespace gridsolve::cli
