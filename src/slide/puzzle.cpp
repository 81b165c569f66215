#include "slide/puzzle.hpp"
#include "slide/parse.hpp"

#include <fmt/format.h>

#include "common/text_scanner.hpp"
#include "puzzle/adapter.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <optional>

namespace gridsolve::slide {
namespace {

// Tile values MIN..MAX, both powers of two from 2 to 2^40, as exponents.
Expected<gen::IntRange> tiles_setting(const std::string& text, gen::IntRange fallback) {
  if (text.empty()) return fallback;
  Expected<gen::IntRange> values = gen::parse_range(text, 2, std::int64_t{1} << kMaxInputExponent);
  if (!values) return Error{fmt::format("--tiles: {}", values.error().message)};
  const auto is_power = [](std::int64_t v) { return std::has_single_bit(static_cast<std::uint64_t>(v)); };
  if (!is_power(values.value().min) || !is_power(values.value().max)) {
    return Error{fmt::format("--tiles: expected powers of two, got '{}'", text)};
  }
  return gen::IntRange{std::countr_zero(static_cast<std::uint64_t>(values.value().min)),
                       std::countr_zero(static_cast<std::uint64_t>(values.value().max))};
}

// The whole number at `pos` in `text` (digits only), or none; `pos` moves
// past it.
std::optional<std::uint64_t> number_at(std::string_view text, std::size_t& pos) {
  const std::size_t begin = pos;
  std::uint64_t value = 0;
  while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && pos - begin < 12) {
    value = value * 10 + static_cast<std::uint64_t>(text[pos] - '0');
    ++pos;
  }
  if (pos == begin || (pos < text.size() && text[pos] >= '0' && text[pos] <= '9')) return std::nullopt;
  return value;
}

std::size_t skip_spaces(std::string_view text, std::size_t pos) {
  while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t')) ++pos;
  return pos;
}

}  // namespace

// How Baekjoon's pages name K: the statement and the output section say
// "최대 5번 이동" (12100) or "최대 10번 이동" (12094); the English pages "at
// most 5 moves" or "up to 5 times"; the titles are "2048 (Easy)" and "2048
// (Hard)". Every mention in the prose must agree.
std::optional<std::uint64_t> Puzzle2048::moves_named_by(std::string_view prose) {
  std::optional<std::uint64_t> named;
  bool conflict = false;
  const auto note = [&](std::uint64_t moves) {
    if (named && *named != moves) conflict = true;
    named = moves;
  };
  for (std::size_t pos = 0; pos < prose.size(); ++pos) {
    if (prose.substr(pos, std::string_view("최대").size()) == "최대") {
      std::size_t after = skip_spaces(prose, pos + std::string_view("최대").size());
      const std::optional<std::uint64_t> moves = number_at(prose, after);
      if (!moves) continue;
      after = skip_spaces(prose, after);
      if (prose.substr(after, std::string_view("번").size()) != "번") continue;
      after = skip_spaces(prose, after + std::string_view("번").size());
      if (prose.substr(after, std::string_view("이동").size()) == "이동") note(*moves);
      continue;
    }
    for (std::string_view lead : {"at most ", "up to ", "a maximum of "}) {
      if (!text::starts_with_ascii_ci(prose.substr(pos), lead) ||
          (pos > 0 && std::isalpha(static_cast<unsigned char>(prose[pos - 1])))) {
        continue;
      }
      std::size_t after = skip_spaces(prose, pos + lead.size());
      const std::optional<std::uint64_t> moves = number_at(prose, after);
      if (!moves) continue;
      after = skip_spaces(prose, after);
      if (text::starts_with_ascii_ci(prose.substr(after), "move") ||
          text::starts_with_ascii_ci(prose.substr(after), "time"))
        note(*moves);
    }
    if (text::starts_with_ascii_ci(prose.substr(pos), "2048 (easy)")) note(5);
    if (text::starts_with_ascii_ci(prose.substr(pos), "2048 (hard)")) note(10);
  }
  return conflict ? std::nullopt : named;
}

Expected<Board> Puzzle2048::parse(std::string_view text, std::uint64_t max_memory_bytes) {
  return parse_board(text, parse_limits<ParseLimits>(max_memory_bytes));
}

Expected<Board> Puzzle2048::parse_case(text::Scanner& scanner, std::uint64_t max_memory_bytes) {
  return slide::parse_case(scanner, parse_limits<ParseLimits>(max_memory_bytes));
}

std::string Puzzle2048::describe(const Board& board) {
  const auto tiles = std::count_if(board.cells().begin(), board.cells().end(), [](Exponent e) { return e != 0; });
  return fmt::format("N = {}, {} tile{} up to {}", board.size(), tiles, tiles == 1 ? "" : "s",
                     tile_value(board.max_exponent()));
}

Expected<Solution> Puzzle2048::solve(const Board& board, const SolveOptions& options) {
  SearchOptions search;
  search.max_moves = options.moves;
  // What the caller holds (its input text) is not the search's to spend.
  search.max_memory_bytes = options.max_memory_bytes;
  search.held_bytes = options.held_bytes;
  search.threads = options.threads;
  search.time_limit_seconds = options.time_limit_seconds;
  search.interrupt = options.interrupt;
  if (options.on_progress) {
    search.on_progress = [report = options.on_progress](const SearchProgress& progress) {
      report(SolveProgress{progress.seconds, progress.nodes, tile_value(progress.best_exponent),
                           tile_value(progress.upper_bound_exponent)});
    };
  }
  return slide::solve(board, search);
}

Outcome Puzzle2048::outcome(const Board&, const Solution& solution, const SolveOptions&) {
  return Outcome{tile_value(solution.best_exponent), solution.proven, tile_value(solution.best_exponent),
                 tile_value(solution.upper_bound_exponent)};
}

std::string Puzzle2048::json(const Board&, const Solution& solution, const SolveOptions&) {
  return fmt::format(
      "{{\"answer\": {}, \"moves\": \"{}\", \"proven\": {}, \"lower_bound\": {}, \"upper_bound\": {}, "
      "\"shortest\": {}, \"nodes\": {}, \"seconds\": {:.3f}}}",
      tile_value(solution.best_exponent), moves_string(solution.moves), solution.proven ? "true" : "false",
      tile_value(solution.best_exponent), tile_value(solution.upper_bound_exponent),
      solution.proven && solution.witness_is_shortest ? "true" : "false", solution.stats.nodes, solution.stats.seconds);
}

std::string Puzzle2048::function_arguments(const Board& board) {
  // Not a Programmers problem; the arguments a solution(board, k) would take.
  std::string out = "[[";
  for (int r = 0; r < board.size(); ++r) {
    out += r ? ",[" : "[";
    for (int c = 0; c < board.size(); ++c) out += fmt::format("{}{}", c ? "," : "", tile_value(board.at(r, c)));
    out += "]";
  }
  return out + "]]";
}

Expected<gen::SlideGenOptions> Puzzle2048::gen_options(const GenSettings& settings) {
  gen::SlideGenOptions options;
  // 1000 x 1000 is far past Baekjoon's 20 and still quick to generate.
  Expected<gen::IntRange> size = size_setting(settings.size, options.size, 1, 1000);
  if (!size) return size.error();
  options.size = size.value();
  Expected<gen::IntRange> exponents = tiles_setting(settings.tiles, options.exponent);
  if (!exponents) return exponents.error();
  options.exponent = exponents.value();
  Expected<int> density = density_setting(settings.density);
  if (!density) return density.error();
  options.density_percent = density.value();
  Expected<gen::SlideFamily> family = family_setting(settings.family, options.family, &gen::parse_slide_family);
  if (!family) return family.error();
  options.family = family.value();
  return options;
}

}  // namespace gridsolve::slide
