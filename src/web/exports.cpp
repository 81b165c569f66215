// The functions the browser page calls in the WebAssembly module (built by
// the `wasm` preset, src/web/CMakeLists.txt). Like the command line, this
// file knows nothing about any puzzle: it goes through the library's puzzle
// interface (gridsolve/puzzle.hpp), so a case solved here gives the same
// answer, witness and --json line as `gridsolve PUZZLE --json --threads 1`.
//
// Calling convention (src/web/worker.js): strings cross the boundary as bytes
// in the module's memory. The page asks for a request buffer with
// gs_request_buffer(size), writes a JSON request into it, and calls a
// function with the request's length; the function returns a pointer to its
// response (UTF-8 JSON) and gs_response_size() gives its length. Both buffers
// belong to the module and stay valid until the next call.
//
//   gs_puzzles()          -> [{"name", "summary", "inputHelp", "takesMoves",
//                             "takesTimeLimit"}, ...]
//   gs_solve(size)        request {"puzzle", "input" (the text as pasted:
//                         every form the command line reads, Puzzle::
//                         parse_pasted), "moves" (text, as typed),
//                         "timeLimit" (seconds, 0 none; per case, as
//                         --time-limit), "maxMemory" (bytes, 0 the default),
//                         "from" (the first case to solve, 0 by default),
//                         "freshAbove" (bytes, 0 none: see below),
//                         "movesGiven" (false: the K a pasted statement
//                         names, if any, is used; true by default)}
//                         -> {"ok": true, "proven" (every case proven),
//                             "moves" (the K solved with, as text) and
//                             "statementMoves" (the K the pasted statement
//                             names, or null), for a puzzle that takes K,
//                             "cases": [{"answer", "proven", "lowerBound",
//                             "upperBound", "seconds", "stoppedAtMemoryBudget"
//                             (Outcome::stopped_at_memory_budget), "json" (the --json
//                             line, pasted_case_json), "case" (the input in
//                             the puzzle's own format), "replay"
//                             (SolvedCase::replay_json, or null for a board
//                             too big to draw), "replayNote", "line" (where
//                             the case starts in the text), "prefix"
//                             (case_prefix: "" for one case), "heading"
//                             (case_heading), "expected" (the answer pasted
//                             with the case, or null), "asExpected" (null
//                             without one)}, ...] (the cases from "from" on),
//                             "next" (only when cases are left: see below)}
//                          | {"ok": false, "error": "line 2, column 3: ...",
//                             "readsAs": ["cards"]}
//                            (the command line's message after "gridsolve:
//                            stdin: ", "case 2 (line 3): " included; for
//                            a text the puzzle does not read, "readsAs"
//                            names the other puzzles whose reader takes it
//                            all, maybe none: other_puzzles_reading)
//
// A case may leave memory the module cannot reuse (blocks taken past the
// heap's end, page_allocator.hpp), and a memory never shrinks: two cards
// boards of 25 pairs in one text each take 3.6 GiB that way, and the second
// ran out of the 4 GiB. So after a case that leaves the memory above
// "freshAbove" bytes, with cases left, gs_solve returns the cases solved so
// far and "next", the index of the first case left; the page's worker makes
// a fresh instance and asks again with "from": next.
//
// While a search runs, its progress (about once a second) goes to the
// imported function gridsolve.progress(pointer, size) as JSON
// {"seconds", "work", "best", "upperBound", "case" (from 1), "cases"}.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridsolve/puzzle.hpp"

namespace {

// The same bound as the command line's --moves (src/cli/cmd_solve.cpp).
constexpr std::uint64_t kMaxMoves = 1'000'000'000'000'000'000;

std::string request_buffer;
std::string response;

std::string json_string(std::string_view text) {
  return nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// One line, as the command line prints errors (src/cli/cli_common.cpp),
// but for the page, which has no --max-memory: its budget is fixed.
// `reads_as`: the other puzzles that read the text (other_puzzles_reading).
const char* fail(std::string message, const std::vector<std::string_view>& reads_as = {}) {
  for (char& c : message) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  constexpr std::string_view kRaiseBudget = "(raise it with --max-memory)";
  constexpr std::string_view kPageBudget = "(the page's; the command-line gridsolve takes --max-memory)";
  if (const std::size_t at = message.find(kRaiseBudget); at != std::string::npos) {
    message.replace(at, kRaiseBudget.size(), kPageBudget);
  }
  response = R"({"ok": false, "error": )" + json_string(message);
  if (!reads_as.empty()) response += R"(, "readsAs": )" + nlohmann::json(reads_as).dump();
  response += "}";
  return response.data();
}

// A whole number 0..max written with digits only, as --moves takes it.
bool parse_count(std::string_view text, std::uint64_t max, std::uint64_t& value) {
  if (text.empty() || text.size() > 20) return false;
  value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (max - digit) / 10) return false;
    value = value * 10 + digit;
  }
  return true;
}

}  // namespace

extern "C" {

// Implemented by the page's worker (src/web/worker.js).
__attribute__((import_module("gridsolve"), import_name("progress"))) void gridsolve_progress(const char* data,
                                                                                             std::size_t size);

__attribute__((export_name("gs_request_buffer"))) char* gs_request_buffer(std::size_t size) {
  request_buffer.resize(size);
  return request_buffer.data();
}

__attribute__((export_name("gs_response_size"))) std::size_t gs_response_size() { return response.size(); }

__attribute__((export_name("gs_puzzles"))) const char* gs_puzzles() {
  nlohmann::json list = nlohmann::json::array();
  for (const gridsolve::Puzzle* puzzle : gridsolve::all_puzzles()) {
    list.push_back({{"name", puzzle->name()},
                    {"summary", puzzle->summary()},
                    {"inputHelp", puzzle->input_help()},
                    {"takesMoves", puzzle->takes(gridsolve::PuzzleOption::kMoves)},
                    {"takesTimeLimit", puzzle->takes(gridsolve::PuzzleOption::kTimeLimit)}});
  }
  response = list.dump();
  return response.data();
}

__attribute__((export_name("gs_solve"))) const char* gs_solve(std::size_t request_size) {
  request_buffer.resize(request_size);
  const nlohmann::json request = nlohmann::json::parse(request_buffer, nullptr, false);
  if (request.is_discarded() || !request.is_object()) return fail("the page sent a request that is not JSON");
  const gridsolve::Puzzle* puzzle = gridsolve::find_puzzle(request.value("puzzle", ""));
  if (puzzle == nullptr) return fail("no such puzzle; expected one of " + gridsolve::puzzle_names());

  gridsolve::SolveOptions options;
  options.threads = 1;  // the module has no threads (GRIDSOLVE_NO_THREADS)
  const std::uint64_t max_memory = request.value("maxMemory", std::uint64_t{0});
  if (max_memory != 0) options.max_memory_bytes = max_memory;
  if (puzzle->takes(gridsolve::PuzzleOption::kMoves)) {
    const std::string moves = request.value("moves", "5");
    if (!parse_count(moves, kMaxMoves, options.moves)) {
      return fail("moves K: expected a whole number of moves from 0 to " + std::to_string(kMaxMoves) + ", got '" +
                  moves + "'");
    }
  }
  if (puzzle->takes(gridsolve::PuzzleOption::kTimeLimit)) {
    options.time_limit_seconds = request.value("timeLimit", 0.0);
  }
  // The case being solved, for the progress reports of a text of several.
  std::size_t case_number = 1;
  std::size_t case_count = 1;
  options.on_progress = [&case_number, &case_count](const gridsolve::SolveProgress& progress) {
    const std::string line =
        nlohmann::json{{"seconds", progress.seconds},        {"work", progress.work}, {"best", progress.best},
                       {"upperBound", progress.upper_bound}, {"case", case_number},   {"cases", case_count}}
            .dump();
    gridsolve_progress(line.data(), line.size());
  };

  const std::string input = request.value("input", "");
  // The request and its copy of the text stay in memory while solving, as
  // the command line's input text does.
  options.held_bytes = request_buffer.capacity() + input.capacity();
  gridsolve::Expected<std::vector<gridsolve::PastedCase>> pasted =
      puzzle->parse_pasted(input, options.max_memory_bytes);
  if (!pasted) {
    // The other puzzles that read the text (other_puzzles_reading): the
    // page names them beside the chosen puzzle's error and offers to switch.
    std::vector<std::string_view> reads_as;
    for (const gridsolve::Puzzle* other : gridsolve::other_puzzles_reading(input, *puzzle, options.max_memory_bytes)) {
      reads_as.push_back(other->name());
    }
    return fail(pasted.error().message, reads_as);
  }
  const std::vector<gridsolve::PastedCase>& cases = pasted.value();
  case_count = cases.size();
  // No K given ("movesGiven": false, the page's own value in its box): the
  // K that a pasted statement names, as the command line without --moves.
  const std::optional<std::uint64_t> statement_moves = cases.front().statement_moves;
  if (puzzle->takes(gridsolve::PuzzleOption::kMoves) && statement_moves && !request.value("movesGiven", true)) {
    options.moves = *statement_moves;
  }
  const std::uint64_t first_case = request.value("from", std::uint64_t{0});
  if (first_case >= cases.size()) return fail("the page asked for a case the text does not have");
  const auto from = static_cast<std::size_t>(first_case);
  const std::uint64_t fresh_above = request.value("freshAbove", std::uint64_t{0});
  constexpr std::uint64_t kWasmPageBytes = 65536;

  // Every case is solved before any is shown: a case the memory budget
  // refuses gives its message alone, as on the command line.
  std::vector<std::unique_ptr<gridsolve::SolvedCase>> solved;
  std::size_t end = cases.size();
  for (std::size_t i = from; i < end; ++i) {
    case_number = i + 1;
    gridsolve::Expected<std::unique_ptr<gridsolve::SolvedCase>> result = cases[i].parsed->solve(options);
    if (!result) return fail(gridsolve::case_prefix(cases[i], i, cases.size()) + result.error().message);
    solved.push_back(std::move(result).value());
    if (fresh_above != 0 && __builtin_wasm_memory_size(0) * kWasmPageBytes > fresh_above) end = i + 1;
  }

  bool all_proven = true;
  std::string shown_cases;
  for (std::size_t i = from; i < end; ++i) {
    const gridsolve::PastedCase& pasted_case = cases[i];
    const gridsolve::ParsedCase& parsed_case = *pasted_case.parsed;
    const gridsolve::SolvedCase& result = *solved[i - from];
    const gridsolve::Outcome& outcome = result.outcome();
    all_proven = all_proven && outcome.proven;
    const bool drawable = parsed_case.cell_count() <= gridsolve::kMaxReplayCells;
    const std::string replay_note =
        drawable ? ""
                 : "The replay draws boards of at most " + std::to_string(gridsolve::kMaxReplayCells) +
                       " cells; this one has " + std::to_string(parsed_case.cell_count()) + ".";
    const std::string as_expected = !pasted_case.expected                                       ? "null"
                                    : outcome.proven && outcome.answer == *pasted_case.expected ? "true"
                                                                                                : "false";
    if (i > from) shown_cases += ", ";
    shown_cases += R"({"answer": )" + json_string(outcome.answer) +
                   ", \"proven\": " + (outcome.proven ? "true" : "false") +
                   ", \"lowerBound\": " + json_string(outcome.lower_bound) +
                   ", \"upperBound\": " + json_string(outcome.upper_bound) +
                   ", \"seconds\": " + nlohmann::json(outcome.seconds).dump() +
                   ", \"stoppedAtMemoryBudget\": " + (outcome.stopped_at_memory_budget ? "true" : "false") +
                   ", \"json\": " + json_string(gridsolve::pasted_case_json(pasted_case, result)) +
                   ", \"case\": " + json_string(parsed_case.text()) +
                   ", \"replay\": " + (drawable ? result.replay_json() : std::string("null")) +
                   ", \"replayNote\": " + json_string(replay_note) + ", \"line\": " + std::to_string(pasted_case.line) +
                   ", \"prefix\": " + json_string(gridsolve::case_prefix(pasted_case, i, cases.size())) +
                   ", \"heading\": " + json_string(gridsolve::case_heading(pasted_case, i, cases.size())) +
                   ", \"expected\": " + (pasted_case.expected ? json_string(*pasted_case.expected) : "null") +
                   ", \"asExpected\": " + as_expected + "}";
  }
  const std::string moves_used =
      puzzle->takes(gridsolve::PuzzleOption::kMoves)
          ? ", \"moves\": " + json_string(std::to_string(options.moves)) +
                ", \"statementMoves\": " + (statement_moves ? std::to_string(*statement_moves) : std::string("null"))
          : std::string();
  response = std::string(R"({"ok": true, "proven": )") + (all_proven ? "true" : "false") + moves_used +
             ", \"cases\": [" + shown_cases + "]" +
             (end < cases.size() ? ", \"next\": " + std::to_string(end) : std::string()) + "}";
  return response.data();
}

}  // extern "C"
