// What one puzzle provides (the PuzzleTraits concept), and the class
// template that turns it into the library's puzzle interface
// (gridsolve/puzzle.hpp).
//
// A puzzle lives in its own folder, src/<folder>/, and describes itself by a
// traits struct in src/<folder>/puzzle.hpp: static functions over its own
// types (its parsed case, its solution, its generator options). Why a traits
// struct: its solve calls the puzzle's search directly, so the hot code never
// goes through a virtual call or a std::function; only PuzzleAdapter below,
// once per case, is virtual. The list of puzzles is GRIDSOLVE_PUZZLES in
// CMakeLists.txt, from which the build writes the registry.
#pragma once

#include <chrono>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/text_scanner.hpp"
#include "gridsolve/puzzle.hpp"
#include "puzzle/gen_settings.hpp"
#include "puzzle/paste.hpp"
#include "puzzle/replay.hpp"

namespace gridsolve {

// Each puzzle's traits P provide (all static):
//   kName, kSummary, kInputHelp             string_views for the tools' help
//   kOptions                                PuzzleOption bits it takes
//   kJudgeStyle                             how a judge runs solutions
//   kGenSettings                            GenSetting bits its generator takes
//   Case, Solution, GenOptions              its own types
//   kParameters                             solution(...)'s parameter names, in order (empty: a judge that
//                                           reads standard input)
//   kManyCases                              whether one input may hold several cases
//   kCaseEnd                                what ends a case's text, for "unexpected 'x' after ..."
//   kExampleInput                           the first example of the problem with its answer, for help
//   parse(text, max_memory_bytes)       ->  Expected<Case> (the whole text is one case)
//   parse_case(scanner, max_memory_bytes) -> Expected<Case> (one case at the scanner's offset; the scanner
//                                           is left after it)
//   text(case), describe(case)          ->  std::string
//   cell_count(case)                    ->  std::size_t
//   solve(case, options)                ->  Expected<Solution>
//   outcome(case, solution, options)    ->  Outcome
//   json(case, solution, options)       ->  std::string (one object, one line)
//   explain(case, solution, options, style) -> std::string
//   explain_wrong(case, solution, claimed, options, style) -> std::string (SolvedCase::explain_wrong)
//   replay(case, solution, options)     ->  Replay
//   function_arguments(case)            ->  std::string (a JSON array)
//   kFunctionParameters                     std::array<FunctionParameter, N>: solution's parameters
//   gen_options(settings)               ->  Expected<GenOptions> (only its own settings)
//   generate(gen_options, rng)          ->  Case
//   shrink_candidates(case, gen_options) -> std::vector<Case>
template <class P>
concept PuzzleTraits =
    requires(std::string_view text, text::Scanner& scanner, std::uint64_t bytes, const typename P::Case& instance,
             const typename P::Solution& solution, const SolveOptions& options, const TextStyle& style,
             const GenSettings& settings, const typename P::GenOptions& gen_options, gen::Rng& rng) {
      { P::kName } -> std::convertible_to<std::string_view>;
      { P::kSummary } -> std::convertible_to<std::string_view>;
      { P::kInputHelp } -> std::convertible_to<std::string_view>;
      { P::kOptions } -> std::convertible_to<unsigned>;
      { P::kJudgeStyle } -> std::convertible_to<JudgeStyle>;
      { P::kGenSettings } -> std::convertible_to<unsigned>;
      { std::span<const std::string_view>(P::kParameters) };
      { P::kManyCases } -> std::convertible_to<bool>;
      { P::kCaseEnd } -> std::convertible_to<std::string_view>;
      { P::kExampleInput } -> std::convertible_to<std::string_view>;
      { P::parse(text, bytes) } -> std::same_as<Expected<typename P::Case>>;
      { P::parse_case(scanner, bytes) } -> std::same_as<Expected<typename P::Case>>;
      { P::text(instance) } -> std::same_as<std::string>;
      { P::describe(instance) } -> std::same_as<std::string>;
      { P::cell_count(instance) } -> std::convertible_to<std::size_t>;
      { P::solve(instance, options) } -> std::same_as<Expected<typename P::Solution>>;
      { P::outcome(instance, solution, options) } -> std::same_as<Outcome>;
      { P::json(instance, solution, options) } -> std::same_as<std::string>;
      { P::explain(instance, solution, options, style) } -> std::same_as<std::string>;
      { P::explain_wrong(instance, solution, text, options, style) } -> std::same_as<std::string>;
      { P::replay(instance, solution, options) } -> std::same_as<Replay>;
      { P::function_arguments(instance) } -> std::same_as<std::string>;
      { std::span<const FunctionParameter>(P::kFunctionParameters) };
      { P::gen_options(settings) } -> std::same_as<Expected<typename P::GenOptions>>;
      { P::generate(gen_options, rng) } -> std::same_as<typename P::Case>;
      { P::shrink_candidates(instance, gen_options) } -> std::same_as<std::vector<typename P::Case>>;
    };

// An engine's SearchOptions from the tools' options: the fields the engines
// share (the memory budget, what the caller holds, the time limit and the
// interrupt) under the same names.
template <class EngineOptions>
EngineOptions engine_options(const SolveOptions& options) {
  EngineOptions engine;
  engine.max_memory_bytes = options.max_memory_bytes;
  engine.held_bytes = options.held_bytes;
  engine.time_limit_seconds = options.time_limit_seconds;
  engine.interrupt = options.interrupt;
  return engine;
}

// An engine's ParseLimits for a memory budget.
template <class Limits>
Limits parse_limits(std::uint64_t max_memory_bytes) {
  Limits limits;
  limits.max_memory_bytes = max_memory_bytes;
  return limits;
}

// "best found, not proven: the answer is between A and B", or "" when proven.
std::string unproven_note(const Outcome& outcome);

// The line an explanation starts with when the search was stopped.
std::string unproven_headline(const Outcome& outcome);

template <PuzzleTraits P>
class PuzzleAdapter final : public Puzzle {
 public:
  std::string_view name() const override { return P::kName; }
  std::string_view summary() const override { return P::kSummary; }
  std::string_view input_help() const override { return P::kInputHelp; }
  bool takes(PuzzleOption option) const override { return (P::kOptions & static_cast<unsigned>(option)) != 0; }
  JudgeStyle judge_style() const override { return P::kJudgeStyle; }

  Expected<std::unique_ptr<ParsedCase>> parse(std::string_view text, std::uint64_t max_memory_bytes) const override {
    Expected<typename P::Case> parsed = P::parse(text, max_memory_bytes);
    if (!parsed) return parsed.error();
    return std::unique_ptr<ParsedCase>(std::make_unique<Parsed>(std::move(parsed).value()));
  }

  Expected<std::vector<PastedCase>> parse_pasted(std::string_view text, std::uint64_t max_memory_bytes) const override {
    const std::span<const std::string_view> parameters(P::kParameters);
    PasteGrammar grammar{P::kName, P::kInputHelp, std::vector<std::string_view>(parameters.begin(), parameters.end()),
                         P::kManyCases, P::kCaseEnd};
    if constexpr (requires(std::string_view prose) { P::moves_named_by(prose); }) {
      grammar.moves_named_by = &P::moves_named_by;
    }
    return gridsolve::parse_pasted(
        text, grammar, [max_memory_bytes](text::Scanner& scanner) -> Expected<std::unique_ptr<ParsedCase>> {
          Expected<typename P::Case> parsed = P::parse_case(scanner, max_memory_bytes);
          if (!parsed) return parsed.error();
          return std::unique_ptr<ParsedCase>(std::make_unique<Parsed>(std::move(parsed).value()));
        });
  }
  bool takes_many_cases() const override { return P::kManyCases; }
  std::string_view example_input() const override { return P::kExampleInput; }

  std::string function_arguments(std::string_view text) const override {
    return P::function_arguments(known_good(text));
  }

  std::vector<FunctionParameter> function_parameters() const override {
    return {P::kFunctionParameters.begin(), P::kFunctionParameters.end()};
  }

  Expected<std::unique_ptr<CaseGenerator>> generator(const GenSettings& settings) const override {
    if (std::optional<Error> refused = refuse_settings_not_taken(settings, P::kGenSettings)) return *refused;
    Expected<typename P::GenOptions> options = P::gen_options(settings);
    if (!options) return options.error();
    return std::unique_ptr<CaseGenerator>(std::make_unique<Generator>(std::move(options).value()));
  }

 private:
  // Texts that the generator or the shrinker made always parse; a failure
  // is a bug in gridsolve, reported rather than hidden.
  static typename P::Case known_good(std::string_view text) {
    Expected<typename P::Case> parsed = P::parse(text, kDefaultMemoryBudgetBytes);
#if defined(__cpp_exceptions)
    if (!parsed) throw std::logic_error(std::string(P::kName) + " case does not parse: " + parsed.error().message);
#else
    // The WebAssembly build has no exceptions (cmake/wasm-toolchain.cmake);
    // it never generates or shrinks cases, and would stop here if it did.
    if (!parsed) std::abort();
#endif
    return std::move(parsed).value();
  }

  class Solved final : public SolvedCase {
   public:
    Solved(std::shared_ptr<const typename P::Case> instance, typename P::Solution solution, const SolveOptions& options,
           double seconds)
        : instance_(std::move(instance)),
          solution_(std::move(solution)),
          options_(options),
          outcome_(P::outcome(*instance_, solution_, options_)) {
      outcome_.seconds = seconds;
    }
    const Outcome& outcome() const override { return outcome_; }
    std::string json() const override { return P::json(*instance_, solution_, options_); }
    std::string explanation(const TextStyle& style) const override {
      return unproven_headline(outcome_) + P::explain(*instance_, solution_, options_, style);
    }
    std::string explain_wrong(std::string_view claimed, const TextStyle& style) const override {
      return P::explain_wrong(*instance_, solution_, claimed, options_, style);
    }
    std::string replay_json() const override {
      return replay_data(P::replay(*instance_, solution_, options_), outcome_.answer, unproven_note(outcome_))
          .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }

   private:
    std::shared_ptr<const typename P::Case> instance_;  // shared with the ParsedCase, not copied
    typename P::Solution solution_;
    SolveOptions options_;
    Outcome outcome_;
  };

  class Parsed final : public ParsedCase {
   public:
    explicit Parsed(typename P::Case instance)
        : instance_(std::make_shared<const typename P::Case>(std::move(instance))) {}
    std::size_t cell_count() const override { return P::cell_count(*instance_); }
    std::string describe() const override { return P::describe(*instance_); }
    std::string text() const override { return P::text(*instance_); }
    Expected<std::unique_ptr<SolvedCase>> solve(const SolveOptions& options) const override {
      const auto started = std::chrono::steady_clock::now();
      Expected<typename P::Solution> solution = P::solve(*instance_, options);
      if (!solution) return solution.error();
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      return std::unique_ptr<SolvedCase>(
          std::make_unique<Solved>(instance_, std::move(solution).value(), options, seconds));
    }

   private:
    std::shared_ptr<const typename P::Case> instance_;
  };

  class Generator final : public CaseGenerator {
   public:
    explicit Generator(typename P::GenOptions options) : options_(std::move(options)) {}
    std::string generate(gen::Rng& rng) const override { return P::text(P::generate(options_, rng)); }
    std::vector<std::string> shrink_candidates(std::string_view text) const override {
      std::vector<std::string> texts;
      for (const typename P::Case& smaller : P::shrink_candidates(known_good(text), options_)) {
        texts.push_back(P::text(smaller));
      }
      return texts;
    }

   private:
    typename P::GenOptions options_;
  };
};

}  // namespace gridsolve
