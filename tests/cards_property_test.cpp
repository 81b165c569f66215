// Properties of the cards solver and parser, checked with rapidcheck on
// generated boards (shrunk to a small counterexample on failure).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <random>

#include "cards/distances.hpp"
#include "gridsolve/cards.hpp"
#include "support/cards_boards.hpp"
#include "support/cards_reference.hpp"
#include "support/cards_simulator.hpp"

namespace gridsolve::testkit {
namespace {

// A board of rows x cols (1..max_side each, at most max_cells cells), with
// 0..max_pairs pairs and the cursor anywhere.
CardsCase generate_case(int max_side, int max_pairs) {
  const int rows = *rc::gen::inRange(1, max_side + 1);
  const int cols = *rc::gen::inRange(1, max_side + 1);
  const int pairs = *rc::gen::inRange(0, std::min(max_pairs, rows * cols / 2) + 1);
  std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
  return random_cards_case(rng, rows, cols, pairs);
}

std::uint64_t solved_answer(const CardsCase& c) {
  Expected<cards::Solution> solution = cards::solve(to_problem(c));
  RC_ASSERT(solution.ok());
  return solution.value().answer;
}

CardsCase transposed(const CardsCase& c) {
  CardsCase t;
  t.grid.assign(c.grid[0].size(), std::vector<std::int64_t>(c.grid.size()));
  for (std::size_t r = 0; r < c.grid.size(); ++r) {
    for (std::size_t col = 0; col < c.grid[0].size(); ++col) t.grid[col][r] = c.grid[r][col];
  }
  t.row = c.col;
  t.col = c.row;
  return t;
}

RC_GTEST_PROP(CardsProperty, AnswerIsTheExhaustiveSearchsAndTheWitnessReplays, ()) {
  const CardsCase c = generate_case(5, 5);
  Expected<cards::Solution> solution = cards::solve(to_problem(c));
  RC_ASSERT(solution.ok());
  const cards::Solution& found = solution.value();
  RC_ASSERT(found.answer == reference_fewest_presses(c.grid, c.row, c.col));
  RC_ASSERT(found.keys.size() == found.answer);
  const CardsReplay replay = replay_cards(c.grid, c.row, c.col, tokens_of(found.keys));
  RC_ASSERT(replay.valid_tokens);
  RC_ASSERT(replay.cards_left == 0u);
}

// The library's step function, press, against the tests' own simulator on
// random key sequences, mismatches and useless Enters included: the same
// cards left, cursor and face-up card after every sequence.
RC_GTEST_PROP(CardsProperty, PressPlaysByTheRulesAsTheSimulatorDoes, ()) {
  const CardsCase c = generate_case(5, 6);
  // Up to 80 keys, a third of them Enter, so that flips, mismatches and
  // Enters on the face-up card come often.
  const std::size_t length = *rc::gen::inRange<std::size_t>(0, 81);
  const std::vector<int> picks = *rc::gen::container<std::vector<int>>(length, rc::gen::inRange(0, 12));
  std::vector<cards::Key> keys;
  for (int pick : picks) keys.push_back(cards::kAllKeys[static_cast<std::size_t>(std::min(pick, 8))]);
  const cards::Problem problem = to_problem(c);
  cards::GameState game{problem.board, problem.start, std::nullopt};
  std::size_t pairs_removed = 0;
  for (cards::Key key : keys) pairs_removed += cards::press(game, key) ? 1 : 0;
  const CardsReplay expected = replay_cards(c.grid, c.row, c.col, tokens_of(keys));
  RC_ASSERT(expected.valid_tokens);
  for (int r = 0; r < game.board.rows(); ++r) {
    for (int col = 0; col < game.board.cols(); ++col) {
      RC_ASSERT(game.board.at({r, col}) == expected.board[static_cast<std::size_t>(r)][static_cast<std::size_t>(col)]);
    }
  }
  RC_ASSERT(game.cursor == (cards::Cell{expected.row, expected.col}));
  RC_ASSERT(game.face_up.has_value() == expected.face_up);
  if (expected.face_up) RC_ASSERT(*game.face_up == (cards::Cell{expected.up_row, expected.up_col}));
  std::size_t cards_at_start = 0;
  for (std::int64_t label : problem.board.labels()) cards_at_start += label != 0;
  RC_ASSERT(cards_at_start - 2 * pairs_removed == expected.cards_left);
}

RC_GTEST_PROP(CardsProperty, EachPairCostsAtLeastThreeKeysAndTheWitnessHasTwoEntersPerPair, ()) {
  const CardsCase c = generate_case(6, 6);
  Expected<cards::Solution> solution = cards::solve(to_problem(c));
  RC_ASSERT(solution.ok());
  std::size_t pairs = 0;
  for (const auto& line : c.grid)
    pairs += static_cast<std::size_t>(std::count_if(line.begin(), line.end(), [](auto v) { return v != 0; }));
  pairs /= 2;
  RC_ASSERT(solution.value().answer >= 3 * pairs);
  RC_ASSERT(static_cast<std::size_t>(std::count(solution.value().keys.begin(), solution.value().keys.end(),
                                                cards::Key::kEnter)) == 2 * pairs);
  RC_ASSERT(solution.value().steps.size() == pairs);
}

// Transposing the board and the cursor swaps rows and columns (U with L, D
// with R), which changes no distance.
RC_GTEST_PROP(CardsProperty, TransposingChangesNothing, ()) {
  const CardsCase c = generate_case(6, 7);
  RC_ASSERT(solved_answer(c) == solved_answer(transposed(c)));
}

// Labels only pair cards up; their values do not matter.
RC_GTEST_PROP(CardsProperty, RelabellingChangesNothing, ()) {
  const CardsCase c = generate_case(6, 7);
  CardsCase relabelled = c;
  const auto offset = *rc::gen::inRange<std::int64_t>(1, 1'000'000'000'000);
  for (auto& line : relabelled.grid) {
    for (auto& v : line) v = v ? v * 7 + offset : 0;
  }
  RC_ASSERT(solved_answer(c) == solved_answer(relabelled));
}

RC_GTEST_PROP(CardsProperty, PrintedBoardsParseBack, ()) {
  const CardsCase c = generate_case(7, 8);
  Expected<cards::Problem> problem = cards::parse_problem(to_text(c));
  RC_ASSERT(problem.ok());
  RC_ASSERT(problem.value().board == to_problem(c).board);
  RC_ASSERT(problem.value().start == to_problem(c).start);
}

// Any text at all: a problem or an error that names its place, never a crash.
RC_GTEST_PROP(CardsProperty, ParserNeverCrashesAndNamesThePlace, (const std::string& noise)) {
  const std::string prefix = *rc::gen::element<std::string>("", "[[1,1]] ", "[[1,", "[[1,0],[0,1]]\t0", "[[");
  Expected<cards::Problem> problem = cards::parse_problem(prefix + noise);
  if (!problem.ok()) {
    const std::string& message = problem.error().message;
    RC_ASSERT(message.rfind("line ", 0) == 0 || message.rfind("row ", 0) == 0);
  }
}

// The two distance engines (packed bitboards for small boards, the general
// cell sweep otherwise) agree on every distance the search asks for.
RC_GTEST_PROP(CardsProperty, DistanceEnginesAgree, ()) {
  const CardsCase c = generate_case(8, 12);
  const cards::Problem problem = to_problem(c);
  const cards::Board& board = problem.board;
  if (board.cell_count() > 64) return;
  std::vector<int> card_cells;
  std::vector<std::int64_t> labels;
  for (int cell = 0; cell < board.cell_count(); ++cell) {
    const std::int64_t label = board.labels()[static_cast<std::size_t>(cell)];
    if (label == 0) continue;
    const auto known = std::find(labels.begin(), labels.end(), label);
    if (known == labels.end()) {
      labels.push_back(label);
      card_cells.push_back(cell);
      card_cells.push_back(-1);
    } else {
      card_cells[static_cast<std::size_t>(known - labels.begin()) * 2 + 1] = cell;
    }
  }
  const int card_count = static_cast<int>(card_cells.size());
  std::uint64_t present = 0;
  for (int pair = 0; pair < card_count / 2; ++pair) {
    if (*rc::gen::arbitrary<bool>()) present |= std::uint64_t{3} << (2 * pair);
  }
  std::vector<cards::detail::MultiSourceDistances::Source> sources;
  const int start_cell = static_cast<int>(board.index(problem.start));
  sources.push_back({card_count, start_cell, -1});
  for (int card = 0; card < card_count; ++card)
    sources.push_back({card, card_cells[static_cast<std::size_t>(card)], -1});
  cards::detail::MultiSourceDistances general(board.rows(), board.cols(), card_cells);
  cards::detail::PackedBitboardDistances packed(board.rows(), board.cols(), card_cells);
  general.run(present, sources);
  packed.run(present, sources);
  for (const auto& source : sources) {
    for (int card = 0; card < card_count; ++card) {
      if (present >> card & 1) RC_ASSERT(general.distance(source.id, card) == packed.distance(source.id, card));
    }
  }
  std::vector<std::uint32_t> partner_walk(static_cast<std::size_t>(card_count), 0);
  for (int card = 0; card < card_count; ++card) {
    if (present >> card & 1) partner_walk[static_cast<std::size_t>(card)] = general.distance(card, card ^ 1);
  }

  // A wave: some of the same sources under one id, each starting late by a
  // random delay. Each engine must give, per card, the least delay +
  // distance over the wave's sources, taken from the single-source
  // distances above.
  const int wave = card_count + 1;
  std::vector<cards::detail::MultiSourceDistances::Source> wave_sources;
  std::vector<std::uint32_t> expected(static_cast<std::size_t>(card_count), UINT32_MAX);
  for (const auto& source : sources) {
    if (!*rc::gen::arbitrary<bool>()) continue;
    const int delay = *rc::gen::inRange(0, 6);
    wave_sources.push_back({wave, source.cell, -1, delay});
    for (int card = 0; card < card_count; ++card) {
      if (!(present >> card & 1)) continue;
      const std::uint32_t via = static_cast<std::uint32_t>(delay) + general.distance(source.id, card);
      expected[static_cast<std::size_t>(card)] = std::min(expected[static_cast<std::size_t>(card)], via);
    }
  }
  if (wave_sources.empty()) return;
  general.run(present, wave_sources);
  packed.run(present, wave_sources);
  for (int card = 0; card < card_count; ++card) {
    if (!(present >> card & 1)) continue;
    RC_ASSERT(general.distance(wave, card) == expected[static_cast<std::size_t>(card)]);
    RC_ASSERT(packed.distance(wave, card) == expected[static_cast<std::size_t>(card)]);
  }

  // The search's sweep: the same wave, and some present cards' walks to
  // their partners, which must match the single-source distances above.
  std::vector<cards::detail::WaveStart> starts;
  for (const auto& source : wave_sources) starts.push_back({source.cell, source.delay});
  std::uint64_t walk_cards = 0;
  for (int card = 0; card < card_count; ++card) {
    if ((present >> card & 1) && *rc::gen::arbitrary<bool>()) walk_cards |= std::uint64_t{1} << card;
  }
  std::vector<std::uint32_t> general_walks(static_cast<std::size_t>(card_count), 0);
  std::vector<std::uint32_t> packed_walks(static_cast<std::size_t>(card_count), 0);
  general.sweep(present, starts, walk_cards, general_walks.data());
  packed.sweep(present, starts, walk_cards, packed_walks.data());
  for (int card = 0; card < card_count; ++card) {
    if (!(present >> card & 1)) continue;
    RC_ASSERT(general.wave_distance(card) == expected[static_cast<std::size_t>(card)]);
    RC_ASSERT(packed.wave_distance(card) == expected[static_cast<std::size_t>(card)]);
    if (!(walk_cards >> card & 1)) continue;
    RC_ASSERT(general_walks[static_cast<std::size_t>(card)] == partner_walk[static_cast<std::size_t>(card)]);
    RC_ASSERT(packed_walks[static_cast<std::size_t>(card)] == partner_walk[static_cast<std::size_t>(card)]);
  }
}

}  // namespace
}  // namespace gridsolve::testkit
