// Large K (the level-by-level search over packed boards), threads and the
// time limit, against the exhaustive reference and the tests' simulator.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gridsolve/gen.hpp"
#include "slide/bounds.hpp"
#include "slide/cap_probe.hpp"
#include "slide/hard_boards.hpp"
#include "slide/level_search.hpp"
#include "slide/memory.hpp"
#include "slide/small_board.hpp"
#include "support/slide_random.hpp"
#include "support/slide_reference.hpp"

namespace gridsolve::slide {
namespace {

using testkit::random_values;
using testkit::ValueBoard;

void expect_exact(const ValueBoard& values, std::uint64_t max_moves, std::int64_t expected, unsigned threads = 1) {
  SearchOptions options;
  options.max_moves = max_moves;
  options.threads = threads;
  const Expected<Solution> solved = solve(testkit::from_values(values), options);
  ASSERT_TRUE(solved.ok()) << solved.error().message;
  const std::string where =
      "K=" + std::to_string(max_moves) + " T=" + std::to_string(threads) + "\n" + testkit::to_baekjoon_text(values);
  ASSERT_TRUE(solved.value().proven) << where;
  ASSERT_EQ(tile_value(solved.value().best_exponent), std::to_string(expected)) << where;
  ASSERT_LE(solved.value().moves.size(), max_moves) << where;
  ASSERT_EQ(testkit::replay_largest(values, moves_string(solved.value().moves)), expected)
      << "witness " << moves_string(solved.value().moves) << " " << where;
}

// The 64-bit boards with row tables move exactly like the library's byte
// boards (and so like the reference, which slide_rules_test checks).
RC_GTEST_PROP(SlideDeep, SmallBoardsMoveLikeByteBoards, ()) {
  const int n = *rc::gen::inRange(1, 5);
  Board board(n);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) board.set(r, c, static_cast<Exponent>(*rc::gen::inRange(0, 15)));
  }
  const SmallBoards small(n);
  const std::uint64_t packed = small.pack(board);
  RC_ASSERT(small.unpack(packed) == board);
  RC_ASSERT(small.largest(packed) == board.max_exponent());
  for (Direction direction : kAllDirections) {
    Board moved(n);
    const bool changed = apply_move(board, direction, moved);
    if (moved.max_exponent() > 15) continue;  // not representable; never used so
    std::uint64_t to = 0;
    RC_ASSERT(small.move(packed, direction, to) == changed);
    RC_ASSERT(small.unpack(to) == moved);
  }
}

// Large K on small boards: the level search over packed boards (64-bit for
// N <= 4, nibble keys for 5..8, bytes when tiles may pass 2^15) against the
// reference run to exhaustion.
TEST(SlideDeep, LargeKAgreesWithLevelByLevelReference) {
  std::mt19937_64 rng(1000);
  for (int round = 0; round < 120; ++round) {
    const int n = 2 + round % 4;  // 2..5
    const ValueBoard values =
        random_values(rng, n, {.fill = n <= 3 ? 0.7 : 0.35, .top_exponent = round % 3 == 0 ? 14 : 4});
    const std::int64_t expected = testkit::reference_best_tile(values, 400);
    expect_exact(values, 1000, expected);
    if (HasFatalFailure()) return;
    expect_exact(values, 1'000'000, expected);
    if (HasFatalFailure()) return;
  }
}

// The level search's hash slots: zero-filled, kept across moves and swaps,
// small arrays from malloc and large ones (4 MiB and more) mapped and
// aligned to huge pages, counted with that rounding.
TEST(SlideDeep, SlotArraysAreZeroedKeptAndCounted) {
  for (const std::size_t count : {std::size_t{16}, std::size_t{1} << 20}) {
    SlotArray slots(count);
    ASSERT_EQ(slots.size(), count);
    std::uint64_t any = 0;
    for (std::size_t i = 0; i < count; ++i) any |= slots[i];
    EXPECT_EQ(any, 0U);
    for (std::size_t i = 0; i < count; i += 7) slots[i] = i + 1;
    SlotArray moved(std::move(slots));
    EXPECT_TRUE(slots.empty());
    SlotArray other(4);
    other.swap(moved);
    ASSERT_EQ(other.size(), count);
    for (std::size_t i = 0; i < count; ++i) ASSERT_EQ(other[i], i % 7 == 0 ? i + 1 : 0) << i;
    if (count * sizeof(std::uint64_t) >= SlotArray::kHugeFrom) {
#if defined(__linux__)
      EXPECT_EQ(reinterpret_cast<std::uintptr_t>(&other[0]) % SlotArray::kHugePage, 0U);
#endif
      EXPECT_EQ(SlotArray::bytes_for(count), count * sizeof(std::uint64_t) + SlotArray::kHugePage);
    }
  }
}

// The transposition table's boards (ChunkedPages::kHuge): records kept
// whole across chunks cut from one reservation on huge pages, each at the
// address it was given, and what the process took for them within what
// bytes_for counts (the written chunks rounded up to a huge page).
TEST(SlideDeep, HugeChunkedStoresKeepRecordsAndHoldWhatTheyCount) {
  constexpr std::size_t kRecordBytes = 400;   // a 20 x 20 board
  constexpr std::uint64_t kRecords = 60'000;  // 24 MB: 29 chunks of 2,048 boards
  const auto resident_bytes = [] {
    std::ifstream statm("/proc/self/statm");
    std::uint64_t pages = 0, resident = 0;
    statm >> pages >> resident;
    return resident * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
  };
  std::vector<const std::byte*> addresses(kRecords, nullptr);  // written before `before`: not the store's
  const std::uint64_t before = resident_bytes();
  {
    ChunkedStore store(kRecordBytes, kRecords, ChunkedStore::kChunkBytes, ChunkPages::kHuge);
    std::array<std::byte, kRecordBytes> record{};
    for (std::uint64_t i = 0; i < kRecords; ++i) {
      for (std::size_t b = 0; b < kRecordBytes; ++b) record[b] = static_cast<std::byte>((i * 31 + b) % 251);
      ASSERT_EQ(store.push(record.data()), i);
      addresses[i] = store.at(i);
    }
    for (std::uint64_t i = 0; i < kRecords; ++i) {
      ASSERT_EQ(store.at(i), addresses[i]) << i;
      for (std::size_t b = 0; b < kRecordBytes; b += 37) {
        ASSERT_EQ(store.at(i)[b], static_cast<std::byte>((i * 31 + b) % 251)) << i << " " << b;
      }
    }
#if defined(__linux__)
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(store.at(0)) % kHugePage, 0U);
#if !defined(__SANITIZE_ADDRESS__)  // ASan's shadow of the written bytes is resident too (an eighth more)
    const std::uint64_t taken = resident_bytes() - std::min(before, resident_bytes());
    EXPECT_GE(taken, kRecords * kRecordBytes);
    EXPECT_LE(taken, ChunkedStore::bytes_for(kRecordBytes, kRecords, ChunkPages::kHuge));
#endif
#endif
  }
  // The smaller count of a store of malloc's chunks, for the same records.
  EXPECT_GT(ChunkedStore::bytes_for(kRecordBytes, kRecords, ChunkPages::kHuge),
            ChunkedStore::bytes_for(kRecordBytes, kRecords, ChunkPages::kSmall));
}

// 7 x 7 and 8 x 8 boards at K = 1000: keys of 4 words of nibbles, packed
// eight cells at a time (49 cells end in a partial group), and bytes when a
// tile may pass 2^15; sparse boards, so that the reference stays fast. The
// witness too: the level search's (shortest, first in LRUD order).
TEST(SlideDeep, SevenAndEightAtLargeKAgreeWithTheReference) {
  std::mt19937_64 rng(78);
  for (int round = 0; round < 16; ++round) {
    const int n = 7 + round % 2;
    const ValueBoard values = random_values(rng, n, {.fill = 0.12, .top_exponent = round % 4 == 3 ? 15 : 4});
    const std::string where = testkit::to_baekjoon_text(values);
    SearchOptions options;
    options.max_moves = 1000;
    const Expected<Solution> solved = solve(testkit::from_values(values), options);
    ASSERT_TRUE(solved.ok()) << where;
    ASSERT_TRUE(solved.value().proven) << where;
    ASSERT_EQ(tile_value(solved.value().best_exponent), std::to_string(testkit::reference_best_tile(values, 60)))
        << where;
    ASSERT_EQ(moves_string(solved.value().moves), testkit::reference_shortest_witness(values, 60)) << where;
  }
}

TEST(SlideDeep, ByteKeysWhenTilesMayPass32768) {
  // 2^15 + 2^15 can make 2^16, which does not fit in a nibble.
  const ValueBoard values = {{32768, 0, 0}, {0, 2, 0}, {0, 0, 32768}};
  expect_exact(values, 1000, testkit::reference_best_tile(values, 100));
}

TEST(SlideDeep, SixBySixDeepSearchEnds) {
  std::mt19937_64 rng(66);
  const ValueBoard values = random_values(rng, 6, {.fill = 0.3, .top_exponent = 3});
  expect_exact(values, 1'000'000, testkit::reference_best_tile(values, 200));
}

// Threads: the same answers as one thread (K >= 3 splits the root).
TEST(SlideDeep, ThreadsGiveTheSameAnswers) {
  std::mt19937_64 rng(3);
  for (int round = 0; round < 150; ++round) {
    const int n = 2 + round % 5;
    const int max_moves = 3 + round % 4;
    const ValueBoard values = random_values(rng, n, {.fill = 0.6, .top_exponent = 5});
    const std::int64_t expected = testkit::reference_best_tile(values, max_moves);
    for (unsigned threads : {1U, 2U, 3U}) {
      expect_exact(values, static_cast<std::uint64_t>(max_moves), expected, threads);
      if (HasFatalFailure()) return;
    }
  }
}

TEST(SlideDeep, ThreadsOnAHardBoard) {
  const Board board = hard_board(12, 5);
  SearchOptions options;
  options.max_moves = 8;
  const Expected<Solution> one = solve(board, options);
  options.threads = 2;
  const Expected<Solution> two = solve(board, options);
  ASSERT_TRUE(one.ok() && two.ok());
  EXPECT_EQ(one.value().best_exponent, two.value().best_exponent);
  EXPECT_EQ(testkit::replay_largest(testkit::to_values(board), moves_string(two.value().moves)),
            std::int64_t{1} << two.value().best_exponent);
}

// Solves `board` in full, then again under a time limit too short to
// finish: the stopped search says "not proven", its best is reached by its
// witness, and the true answer lies in the range it reports.
void expect_time_limit_gives_a_proven_range(const Board& board, std::uint64_t max_moves,
                                            const SearchTuning& tuning = {}) {
  SearchOptions options;
  options.max_moves = max_moves;
  options.tuning = tuning;
  const Expected<Solution> full = solve(board, options);
  ASSERT_TRUE(full.ok());
  ASSERT_TRUE(full.value().proven);
  options.time_limit_seconds = 1e-6;
  const Expected<Solution> stopped = solve(board, options);
  ASSERT_TRUE(stopped.ok());
  const Solution& partial = stopped.value();
  EXPECT_FALSE(partial.proven);
  EXPECT_LT(partial.stats.nodes, full.value().stats.nodes);
  EXPECT_LE(partial.best_exponent, full.value().best_exponent);
  EXPECT_GE(partial.upper_bound_exponent, full.value().best_exponent);
  EXPECT_EQ(testkit::replay_largest(testkit::to_values(board), moves_string(partial.moves)),
            std::int64_t{1} << partial.best_exponent);
}

// The depth-first search (K <= 10).
TEST(SlideDeep, TimeLimitGivesAProvenRange) { expect_time_limit_gives_a_proven_range(hard_board(20, 2), 10); }

// The level-by-level search (large K), on about 23,000 distinct boards
// (without the depth-first turns and the cap probe, which would answer it).
TEST(SlideDeep, LevelSearchKeepsToTheTimeLimit) {
  expect_time_limit_gives_a_proven_range(small_tile_board(5, 13, 1.0, 9), 1000,
                                         {.deep_turn_moves = 0, .cap_probe_work = 0});
}

// K from 11 to 20: the depth-first and the level search in turns of
// growing work (search.cpp, solve_in_turns), and the level search first as
// before: the reference's answer and its witness (the shortest line, the
// first in LRUD order) either way. With a first turn of 1 cell read, every
// board but the smallest takes several turns of both strategies, the last
// turn's winner either of them.
TEST(SlideDeep, MidKInTurnsAgreesWithTheReference) {
  std::mt19937_64 rng(1113);
  int several_turns = 0;
  const int boards = testkit::test_share(200);
  for (int round = 0; round < boards; ++round) {
    const int n = 2 + round % 5;  // 2..6
    const std::uint64_t max_moves = 11 + static_cast<std::uint64_t>(round / 5) % 10;
    const ValueBoard values = random_values(rng, n, {.fill = n <= 4 ? 0.7 : 0.4, .top_exponent = 5});
    const std::int64_t expected = testkit::reference_best_tile(values, static_cast<int>(max_moves));
    const std::string witness = testkit::reference_shortest_witness(values, static_cast<int>(max_moves));
    std::uint64_t nodes_in_one_turn = 0;
    for (int way = 0; way < 3; ++way) {
      SearchOptions options;
      options.max_moves = max_moves;
      options.tuning.strategies_in_turns = way != 2;
      if (way == 1) options.tuning.first_turn_work = 1;
      const Expected<Solution> solved = solve(testkit::from_values(values), options);
      ASSERT_TRUE(solved.ok()) << solved.error().message;
      const std::string where =
          "K=" + std::to_string(max_moves) + " way " + std::to_string(way) + "\n" + testkit::to_baekjoon_text(values);
      ASSERT_TRUE(solved.value().proven) << where;
      ASSERT_EQ(tile_value(solved.value().best_exponent), std::to_string(expected)) << where;
      ASSERT_EQ(moves_string(solved.value().moves), witness) << where;
      if (way == 0) nodes_in_one_turn = solved.value().stats.nodes;
      // Nodes count every turn's: more turns, more nodes.
      if (way == 1) several_turns += solved.value().stats.nodes > nodes_in_one_turn;
    }
  }
  EXPECT_GT(several_turns, boards / 2);
}

// K from 11 to 20 in turns: a stopped depth-first turn passes on what it
// proved within five moves of the start, and the best tile it found, which
// the next turn starts from (an entry passed on says nothing above the best
// of its turn is reachable, so the next turn must not start below it). First
// turns of many sizes stop the turns at many points, with the level turns
// and without them (then a depth-first turn always gives the answer, after
// every earlier one passed on what it proved); the answer and the witness
// are the reference's every time.
TEST(SlideDeep, MidKTurnsPassOnOnlyWhatHolds) {
  constexpr std::array<std::uint64_t, 6> kFirstTurns = {1, 3, 20, 150, 1000, 9000};
  int several_depth_first_turns = 0;
  const auto expect_the_reference = [&](const ValueBoard& values, std::uint64_t max_moves) {
    const std::int64_t expected = testkit::reference_best_tile(values, static_cast<int>(max_moves));
    const std::string witness = testkit::reference_shortest_witness(values, static_cast<int>(max_moves));
    SearchOptions options;
    options.max_moves = max_moves;
    options.tuning.first_turn_work = UINT64_MAX / 8;  // one depth-first turn
    const Expected<Solution> one_turn = solve(testkit::from_values(values), options);
    ASSERT_TRUE(one_turn.ok()) << one_turn.error().message;
    for (std::uint64_t first_turn : kFirstTurns) {
      for (bool level_turns : {true, false}) {
        options.tuning.first_turn_work = first_turn;
        options.tuning.level_turns = level_turns;
        const Expected<Solution> solved = solve(testkit::from_values(values), options);
        ASSERT_TRUE(solved.ok()) << solved.error().message;
        const std::string where = "K=" + std::to_string(max_moves) + " first turn " + std::to_string(first_turn) +
                                  (level_turns ? "" : ", no level turns") + "\n" + testkit::to_baekjoon_text(values);
        ASSERT_TRUE(solved.value().proven) << where;
        ASSERT_EQ(tile_value(solved.value().best_exponent), std::to_string(expected)) << where;
        ASSERT_EQ(moves_string(solved.value().moves), witness) << where;
        if (!level_turns) several_depth_first_turns += solved.value().stats.nodes != one_turn.value().stats.nodes;
      }
    }
  };
  // Found by this sweep run over 400 boards: the one where a turn that
  // starts from the start's largest tile instead of the best found answers
  // 64 instead of 128 (the lines to 128 all pass through boards that an
  // earlier turn finished after it had found 128).
  expect_the_reference({{16, 4, 64}, {0, 0, 16}, {32, 64, 0}}, 12);
  if (HasFatalFailure()) return;
  std::mt19937_64 rng(1114);
  const int boards = testkit::test_share(60);
  for (int round = 0; round < boards; ++round) {
    const int n = 3 + round % 4;  // 3..6
    const std::uint64_t max_moves = 11 + static_cast<std::uint64_t>(round / 4) % 10;
    expect_the_reference(random_values(rng, n, {.fill = n <= 4 ? 0.8 : 0.5, .top_exponent = 6}), max_moves);
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(several_depth_first_turns, 150 * (boards + 1) / 61);  // of 366 with every board
}

// The class search (one tile count at a time, SearchTuning::by_tile_count)
// against the level search over the whole reachable set: the same answer,
// the same witness (the shortest line, the first in LRUD order) and the same
// proof, on boards of 2 x 2 to 6 x 6 with K from 21 to 10^6: boards where the
// tile-sum cap is reached (the class search then stops at the cap's distance
// instead of at once) and where it is not (every reachable board), packed in
// 64 bits, in nibbles and in bytes. Every 8th board with K <= 40 also
// against the reference's witness.
TEST(SlideDeep, ClassSearchAgreesWithTheLevelSearch) {
  std::mt19937_64 rng(2100);
  constexpr std::array<std::uint64_t, 5> kMoves = {21, 24, 40, 1000, 1'000'000};
  int cap_not_reached = 0;
  const int boards = testkit::test_share(3000);
  for (int round = 0; round < boards; ++round) {
    const int n = 2 + round % 5;  // 2..6
    const double fill = n <= 3 ? 0.8 : n == 6 ? 0.25 : 0.45;
    const int top = round % 7 == 0 ? 15 : 1 + round % 4;  // 2^15 tiles: byte keys
    const ValueBoard values = random_values(rng, n, {.fill = fill, .top_exponent = top});
    const std::uint64_t max_moves = kMoves[static_cast<std::size_t>(round / 5) % kMoves.size()];
    SearchOptions options;
    options.max_moves = max_moves;
    options.tuning.deep_turn_moves = 0;  // the level searches alone
    const Expected<Solution> whole = solve(testkit::from_values(values), options);
    options.tuning.by_tile_count = true;
    const Expected<Solution> classes = solve(testkit::from_values(values), options);
    const std::string where = "K=" + std::to_string(max_moves) + "\n" + testkit::to_baekjoon_text(values);
    ASSERT_TRUE(whole.ok() && classes.ok()) << where;
    ASSERT_TRUE(whole.value().proven && classes.value().proven) << where;
    ASSERT_EQ(classes.value().best_exponent, whole.value().best_exponent) << where;
    ASSERT_EQ(moves_string(classes.value().moves), moves_string(whole.value().moves)) << where;
    if (round % 8 == 0 && max_moves <= 40) {
      ASSERT_EQ(moves_string(classes.value().moves),
                testkit::reference_shortest_witness(values, static_cast<int>(max_moves)))
          << where;
    }
    // Every board reachable was counted: the tile-sum cap was not reached.
    if (classes.value().stats.nodes == whole.value().stats.nodes) ++cap_not_reached;
  }
  EXPECT_GT(cap_not_reached, testkit::test_share(200));
}

// The class search within a budget too small for its boards ends with an
// error, and under a time limit gives a proven range.
TEST(SlideDeep, ClassSearchKeepsToItsBudgetAndTheTimeLimit) {
  std::mt19937_64 rng(7);
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = 600 << 10;
  options.tuning.by_tile_count = true;
  options.tuning.deep_turn_moves = 0;
  options.tuning.cap_probe_work = 0;  // it finds this board's cap
  const Expected<Solution> solved = solve(small_tile_board(6, 9, 1.0, 8), options);
  ASSERT_FALSE(solved.ok());
  EXPECT_EQ(solved.error().message,
            "the search for 1000 moves reaches more boards than fit in the memory budget of 600 KiB (raise it with "
            "--max-memory)");
  expect_time_limit_gives_a_proven_range(small_tile_board(5, 2, 0.6, 3), 1000,
                                         {.by_tile_count = true, .deep_turn_moves = 0, .cap_probe_work = 0});
}

// A search in turns stopped by the time limit: a proven range.
TEST(SlideDeep, MidKInTurnsKeepsToTheTimeLimit) { expect_time_limit_gives_a_proven_range(hard_board(8, 2), 12); }

// K above 20: the depth-first turns for min(K, 32) moves in turns with the
// level search (search.cpp, solve_in_turns) answer exactly as the level
// search alone: the same answer, witness (the shortest line, the first in
// LRUD order) and proof, on boards of 2 x 2 to 8 x 8 with K from 21 to
// 10^6, with the default first turn and with first turns so small that the
// turns stop anywhere (also just as a depth-first turn finds the cap, before
// its shortest line). At least 400 boards can be answered by a depth-first
// turn (K <= 32, or the answer is the cap and its line is at most 32 moves)
// and at least 25 cannot (the cap is not reachable, or only in more than 32
// moves). The cap probe is on: where it finds no line and K is above 32,
// the level search leads the turns, its first turn without a budget up to
// its estimate's first look (level_leads_after_empty_probe).
TEST(SlideDeep, DeepTurnsAnswerAsTheLevelSearch) {
  std::mt19937_64 rng(2126);
  constexpr std::array<std::uint64_t, 5> kMoves = {21, 25, 40, 1000, 1'000'000};
  constexpr std::array<std::uint64_t, 4> kFirstTurnWork = {SearchTuning{}.first_turn_work, 1, 1 << 10, 1 << 16};
  int by_depth_first = 0;
  int by_the_level_search = 0;
  const int boards = testkit::test_share(800);
  for (int round = 0; round < boards; ++round) {
    const int n = 2 + round % 7;                            // 2..8
    const double fill = n <= 3 ? 1.0 : n <= 5 ? 0.5 : 0.2;  // full small boards often cannot reach the cap
    const int top = round % 3 == 0 ? 15 : 1 + round % 5;    // 2^15: byte keys
    const ValueBoard values = random_values(rng, n, {.fill = fill, .top_exponent = top});
    const Board board = testkit::from_values(values);
    const std::uint64_t max_moves = kMoves[static_cast<std::size_t>(round / 7) % kMoves.size()];
    SearchOptions options;
    options.max_moves = max_moves;
    options.tuning.deep_turn_moves = 0;
    const Expected<Solution> level = solve(board, options);
    const std::string where = "K=" + std::to_string(max_moves) + "\n" + testkit::to_baekjoon_text(values);
    ASSERT_TRUE(level.ok() && level.value().proven) << where;
    const TileCounts counts = count_tiles(board);
    const std::uint64_t depth_moves = std::min(max_moves, SearchTuning{}.deep_turn_moves);
    const bool depth_first_answers =
        depth_moves == max_moves ||
        (counts.largest > 0 &&
         merge_tree_upper_bound(counts, depth_moves) == merge_tree_upper_bound(counts, max_moves) &&
         level.value().best_exponent == merge_tree_upper_bound(counts, max_moves) &&
         level.value().moves.size() <= depth_moves);
    ++(depth_first_answers ? by_depth_first : by_the_level_search);
    options.tuning.deep_turn_moves = SearchTuning{}.deep_turn_moves;
    for (const std::uint64_t work : kFirstTurnWork) {
      options.tuning.first_turn_work = work;
      const Expected<Solution> turns = solve(board, options);
      const std::string with = where + "first turn's work " + std::to_string(work);
      ASSERT_TRUE(turns.ok() && turns.value().proven && turns.value().witness_is_shortest) << with;
      ASSERT_EQ(turns.value().best_exponent, level.value().best_exponent) << with;
      ASSERT_EQ(moves_string(turns.value().moves), moves_string(level.value().moves)) << with;
      ASSERT_EQ(turns.value().upper_bound_exponent, level.value().upper_bound_exponent) << with;
    }
  }
  // Both strategies answer boards here: of all 800, at least 400 and 25.
  // A share of them (GRIDSOLVE_TEST_PERCENT) must still have one that the
  // level search answers; they are not spread evenly over the seeded
  // boards (the first 160 hold 3, where a fifth of 25 asked for 5).
  EXPECT_GE(by_depth_first, testkit::test_share(400));
  EXPECT_GE(by_the_level_search, boards == 800 ? 25 : 1);
}

// The board whose level search filled 2 GiB in 20 to 28 s before the
// depth-first turns: its cap, 512, is 20 moves away. The answer and its
// witness replay; a time limit stops the turns with a proven range.
TEST(SlideDeep, DeepTurnsAnswerAFullEightByEight) {
  const Board board = small_tile_board(8, 21, 1.0, 4);
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = std::uint64_t{1} << 30;
  const Expected<Solution> solved = solve(board, options);
  ASSERT_TRUE(solved.ok()) << solved.error().message;
  ASSERT_TRUE(solved.value().proven);
  EXPECT_EQ(tile_value(solved.value().best_exponent), "512");
  EXPECT_LE(solved.value().moves.size(), 20U);
  EXPECT_EQ(testkit::replay_largest(testkit::to_values(board), moves_string(solved.value().moves)), 512);
  expect_time_limit_gives_a_proven_range(board, 1000, {.cap_probe_work = 0});
}

// Boards whose best tile is the cap but only more than 32 moves away (found
// by a random search): a depth-first turn proves a smaller tile for 32
// moves, which is not the answer for K, and the level search answers. Against the
// reference's answer and witness.
TEST(SlideDeep, DeepTurnsLeaveLinesOver32MovesToTheLevelSearch) {
  const std::array<ValueBoard, 4> boards = {
      ValueBoard{{4, 512, 16, 512}, {128, 256, 0, 2}, {0, 32, 512, 64}, {2, 4, 8, 0}},    // 34 moves to 2048
      ValueBoard{{128, 8, 128, 64}, {64, 128, 128, 8}, {16, 256, 0, 32}, {0, 4, 64, 0}},  // 38 moves to 1024
      ValueBoard{{16, 32, 8, 2}, {32, 32, 256, 2}, {4, 64, 256, 256}, {64, 8, 8, 0}},     // 37 moves to 1024
      ValueBoard{{0, 0, 16, 0, 0}, {0, 0, 512, 256, 2}, {64, 0, 512, 4, 512}, {0, 32, 0, 64, 0}, {0, 0, 0, 0, 128}},
  };
  for (const ValueBoard& values : boards) {
    const std::string where = testkit::to_baekjoon_text(values);
    SearchOptions options;
    options.max_moves = 1000;
    const Expected<Solution> solved = solve(testkit::from_values(values), options);
    ASSERT_TRUE(solved.ok() && solved.value().proven) << where;
    const std::string witness = testkit::reference_shortest_witness(values, 60);
    ASSERT_GT(witness.size(), 32U) << where;
    EXPECT_EQ(tile_value(solved.value().best_exponent), std::to_string(testkit::reference_best_tile(values, 60)))
        << where;
    EXPECT_EQ(moves_string(solved.value().moves), witness) << where;
  }
}

// A board whose boards cannot fit: 20 x 20, tiles 2 to 16, K = 1000. Its
// levels grow by about 3 while each board needs many more moves to make
// the cap (2048), so the level search gives up from its estimate, long
// before its boards fill the budget; the depth-first turns, which cannot
// reach the cap, spend their allowance; and the search is refused with both
// reasons. With the estimate off, the level search fills the budget first,
// and the refusal says so. (Without the cap probe, which answers this board:
// TheCapProbeAnswersABoardTheSearchesCannotHold.)
TEST(SlideDeep, ABoardThatCannotFitIsRefused) {
  const Board board = small_tile_board(20, 30, 1.0, 4);
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = std::uint64_t{1} << 30;
  options.tuning.cap_probe_work = 0;
  const std::string allowance_spent =
      ", and the depth-first search found no line to the largest tile possible (2048) in its work allowance (raise "
      "it with --max-memory, or give --time-limit for the best tile found in that time)";
  const Expected<Solution> estimated = solve(board, options);
  ASSERT_FALSE(estimated.ok());
  const std::string& message = estimated.error().message;
  EXPECT_EQ(message.rfind("the search for 1000 moves would reach about ", 0), 0U) << message;
  EXPECT_NE(message.find(" distinct boards, by the growth of its levels, more than the "), std::string::npos)
      << message;
  EXPECT_NE(message.find(" that fit in the memory budget of 1.0 GiB" + allowance_spent), std::string::npos) << message;

  options.max_memory_bytes = std::uint64_t{16} << 20;
  options.tuning.estimate_level_fit = false;
  const Expected<Solution> filled = solve(board, options);
  ASSERT_FALSE(filled.ok());
  EXPECT_EQ(filled.error().message.rfind("the search for 1000 moves reaches more than ", 0), 0U)
      << filled.error().message;
  EXPECT_NE(
      filled.error().message.find(" distinct boards, more than fit in the memory budget of 16.0 MiB" + allowance_spent),
      std::string::npos)
      << filled.error().message;
}

// Where a 256th of the budget's boards is fewer than the estimate's usual
// first level (4,096), the estimate looks at a level of that many (but 16
// at least): a 150 x 150 board of small tiles (22,500 cells) in 16 MiB holds
// a few hundred boards, and is refused from the growth of its levels, not
// after filling the budget (which it did before: 1000 x 1000 at 2 GiB ran
// 405 s).
TEST(SlideDeep, ABudgetOfFewBoardsIsRefusedFromTheEstimate) {
  const Board board = small_tile_board(150, 3, 1.0, 3);
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = std::uint64_t{16} << 20;
  options.tuning.cap_probe_work = 0;
  options.tuning.deep_turn_moves = 0;
  const auto refusal = [&] {
    const Expected<Solution> solved = solve(board, options);
    return solved.ok() ? std::string("(answered)") : solved.error().message;
  };
  const std::string estimated = refusal();
  EXPECT_EQ(estimated.rfind("the search for 1000 moves would reach about ", 0), 0U) << estimated;
  options.tuning.estimate_level_fit = false;
  const std::string filled = refusal();
  EXPECT_EQ(filled.rfind("the search for 1000 moves reaches more than ", 0), 0U) << filled;
}

// A level search that cannot fit still tells the best board it found
// before it gave up (not proven, with its line): from the estimate and from
// a full budget. Under a time limit the turns answer with it (a 2000 x 2000
// board's turns answered 1024, the start's tile, where the level search had
// found 4096 in two moves before its estimate refused it).
TEST(SlideDeep, ALevelSearchThatCannotFitKeepsTheBestTileItFound) {
  const Board board = small_tile_board(150, 3, 1.0, 3);
  SearchOptions options;
  options.max_moves = 1000;
  for (const bool estimate : {true, false}) {
    LevelSearchPlan plan = plan_level_search(board, options.max_moves, std::uint64_t{16} << 20);
    plan.estimate_fit = estimate;
    SearchClock clock(StopCheck(), nullptr);
    const LevelSearchResult result = solve_level_by_level(board, options, plan, clock);
    ASSERT_TRUE(result.too_many_boards) << "estimate " << estimate;
    EXPECT_EQ(result.estimated_boards > 0, estimate);
    const Solution& best = result.solution;
    EXPECT_FALSE(best.proven);
    EXPECT_GT(best.best_exponent, board.max_exponent()) << "estimate " << estimate;
    EXPECT_GE(best.upper_bound_exponent, tile_cap(board, options.max_moves));
    EXPECT_EQ(testkit::replay_largest(testkit::to_values(board), moves_string(best.moves)),
              std::int64_t{1} << best.best_exponent);
  }
}

// Where the cap probe finds no line and the level search cannot fit, the
// depth-first search still has a last turn, shortest lines first, before
// the refusal: on this 200 x 200 board (mostly 1024s; the cap, 2^24, is 14
// moves away) the probe's beam misses the line, and the search was refused
// where K = 32 answered in 0.3 s. The turn is left out where its work
// cannot pay for 8 lines of 32 moves (on boards of 230 x 230 and more),
// which the refusal then says.
TEST(SlideDeep, ALastDepthFirstTurnFindsTheLineTheProbeMissed) {
  // gridsolve gen 2048 --size 200 --density 90 --seed 3
  gen::SlideGenOptions generated;
  generated.size = {200, 200};
  generated.density_percent = 90;
  gen::Rng rng = gen::rng_for_test(3, 0);
  const Board board = gen::generate_slide(generated, rng);
  const ValueBoard values = testkit::to_values(board);
  SearchOptions options;
  options.max_moves = 1000;
  const Exponent cap = tile_cap(board, options.max_moves);
  StopCheck probe_budget = StopCheck().with_work_budget(options.tuning.cap_probe_work);
  ASSERT_FALSE(probe_for_tile(board, cap, 1000, kCapProbeMaxWidth, probe_budget).line);
  const Expected<Solution> solved = solve(board, options);
  ASSERT_TRUE(solved.ok()) << solved.error().message;
  EXPECT_TRUE(solved.value().proven);
  EXPECT_EQ(solved.value().best_exponent, cap);
  EXPECT_LE(solved.value().moves.size(), SearchTuning{}.deep_turn_moves);
  EXPECT_EQ(testkit::replay_largest(values, moves_string(solved.value().moves)), std::int64_t{1} << cap);
  // With the turn's work too small for 8 lines of its moves: refused, and
  // the refusal names only the probe. (The turn would get half the probe's
  // work: here one line's.)
  options.tuning.cap_probe_work = 2 * 5 * SearchTuning{}.deep_turn_moves * 200 * 200;
  const Expected<Solution> refused = solve(board, options);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find(", and the cap probe found no line to the largest tile possible (" +
                                         tile_value(cap) + ") (raise it with --max-memory"),
            std::string::npos)
      << refused.error().message;
}

// The allowance is for a search without a time limit: with one, the
// depth-first search goes on until it, and the answer is the proven range.
// The limit is long enough for the allowance to be spent were it applied
// (such a search is refused after 0.65 s; with a limit of 0.3 s this test
// could not tell).
TEST(SlideDeep, UnderATimeLimitABoardThatCannotFitGivesItsRange) {
  const Board board = small_tile_board(20, 30, 1.0, 4);
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = std::uint64_t{1} << 30;
  options.tuning.deep_depth_first_allowance = 1;
  options.tuning.cap_probe_work = 0;
  ASSERT_FALSE(solve(board, options).ok());
  options.time_limit_seconds = 2;
  const Expected<Solution> stopped = solve(board, options);
  ASSERT_TRUE(stopped.ok()) << stopped.error().message;
  EXPECT_FALSE(stopped.value().proven);
  EXPECT_EQ(stopped.value().upper_bound_exponent, 11);  // the cap, 2048
  EXPECT_EQ(testkit::replay_largest(testkit::to_values(board), moves_string(stopped.value().moves)),
            std::int64_t{1} << stopped.value().best_exponent);
}

// The cap probe (cap_probe.hpp) proves only what it finds: every line it
// returns is at most K moves long and, replayed by the tests' simulator,
// makes the target tile (here the tile cap, which the exhaustive reference
// confirms is then the answer). On random boards of side 2 to 8; it must
// find lines on at least 300 of them, and miss on some (a cap that is not
// reachable, or a beam that misses it).
TEST(SlideDeep, CapProbeLinesReachTheTarget) {
  std::mt19937_64 rng(1616);
  constexpr std::array<std::uint64_t, 4> kMoves = {21, 30, 60, 1000};
  int found = 0;
  int missed = 0;
  for (int round = 0; round < 600; ++round) {
    const int n = 2 + round % 7;  // 2..8
    const double fill = n <= 3 ? 1.0 : n <= 5 ? 0.6 : round % 2 == 0 ? 0.3 : 1.0;
    const int top = round % 4 == 0 ? 15 : 1 + round % 6;
    const ValueBoard values = random_values(rng, n, {.fill = fill, .top_exponent = top});
    const Board board = testkit::from_values(values);
    const std::uint64_t max_moves = kMoves[static_cast<std::size_t>(round / 7) % kMoves.size()];
    const Exponent cap = tile_cap(board, max_moves);
    if (cap <= board.max_exponent()) continue;
    const std::string where = "K=" + std::to_string(max_moves) + "\n" + testkit::to_baekjoon_text(values);
    StopCheck unlimited;
    const CapProbeResult probed = probe_for_tile(board, cap, max_moves, kCapProbeMaxWidth, unlimited);
    ASSERT_GT(probed.boards, 0U) << where;
    if (!probed.line) {
      ++missed;
      continue;
    }
    ++found;
    ASSERT_LE(probed.line->size(), max_moves) << where;
    ASSERT_EQ(testkit::replay_largest(values, moves_string(*probed.line)), std::int64_t{1} << cap) << where;
    if (n <= 4) {
      ASSERT_EQ(testkit::reference_best_tile(values, max_moves), std::int64_t{1} << cap) << where;
    }
  }
  EXPECT_GE(found, 300);
  EXPECT_GE(missed, 5);
}

// The probe's memory is counted: the widest beam that fits the budget, none
// when the first does not, and the search's peak includes it.
TEST(SlideDeep, CapProbeKeepsToTheMemoryBudget) {
  EXPECT_EQ(cap_probe_width(20, 1000, cap_probe_bytes(20, kCapProbeMaxWidth, 1000)), kCapProbeMaxWidth);
  EXPECT_EQ(cap_probe_width(20, 1000, cap_probe_bytes(20, 64, 1000)), 64U);
  EXPECT_EQ(cap_probe_width(20, 1000, cap_probe_bytes(20, 64, 1000) - 1), kCapProbeFirstWidth);
  EXPECT_EQ(cap_probe_width(20, 1000, cap_probe_bytes(20, kCapProbeFirstWidth, 1000) - 1), 0U);
  EXPECT_LT(cap_probe_bytes(20, 64, 30), cap_probe_bytes(20, 64, 1000));  // fewer levels of steps
  const Board board = small_tile_board(20, 30, 1.0, 4);
  SearchOptions options;
  options.max_moves = 1000;
  const Expected<std::uint64_t> peak = estimate_memory(board, options);
  ASSERT_TRUE(peak.ok());
  EXPECT_GE(peak.value(), cap_probe_bytes(20, kCapProbeMaxWidth, 1000));
}

// The board of ABoardThatCannotFitIsRefused, with the cap probe: its line
// proves the cap (2048, the tile the refusal names) is the answer. The
// searches then look for a shorter line within probed_witness_work and,
// unable to hold the boards, leave the probe's line as the witness; under
// a time limit too, the answer is proven.
TEST(SlideDeep, TheCapProbeAnswersABoardTheSearchesCannotHold) {
  const Board board = small_tile_board(20, 30, 1.0, 4);
  const ValueBoard values = testkit::to_values(board);
  for (const double time_limit : {0.0, 30.0}) {
    for (const unsigned threads : {1U, 2U}) {
      SearchOptions options;
      options.max_moves = 1000;
      options.max_memory_bytes = std::uint64_t{1} << 30;
      options.time_limit_seconds = time_limit;
      options.threads = threads;
      const std::string where = "time limit " + std::to_string(time_limit) + ", threads " + std::to_string(threads);
      const Expected<Solution> solved = solve(board, options);
      ASSERT_TRUE(solved.ok()) << where << ": " << solved.error().message;
      EXPECT_TRUE(solved.value().proven) << where;
      EXPECT_FALSE(solved.value().witness_is_shortest) << where;
      EXPECT_EQ(solved.value().best_exponent, tile_cap(board, 1000)) << where;
      EXPECT_EQ(tile_value(solved.value().best_exponent), "2048") << where;
      EXPECT_EQ(solved.value().upper_bound_exponent, solved.value().best_exponent) << where;
      EXPECT_EQ(testkit::replay_largest(values, moves_string(solved.value().moves)), 2048) << where;
    }
  }
}

// A beam gives up where the levels it must still make before the target can
// appear (each move lowers the merge-tree bound's distance to it by one at
// most) cost more than its work left: with work for fewer than one board's
// moves a level over that distance, it makes no board and is not stopped.
// (Before, it spent its whole budget: 2^27 cells on 2 of the 21 levels a
// 1000 x 1000 board needs.) With the default budget it finds a line.
TEST(SlideDeep, CapProbeGivesUpWhereItsWorkCannotReachTheTarget) {
  const Board board = small_tile_board(20, 30, 1.0, 4);
  const Exponent cap = tile_cap(board, 1000);
  const std::uint64_t cells = board.cells().size();
  StopCheck short_budget = StopCheck().with_work_budget(8 * cells * 2);  // the cap is more than 2 moves away
  const CapProbeResult gave_up = probe_for_tile(board, cap, 1000, kCapProbeMaxWidth, short_budget);
  EXPECT_FALSE(gave_up.line.has_value());
  EXPECT_EQ(gave_up.boards, 0U);
  EXPECT_FALSE(short_budget.stopped());
  StopCheck default_budget = StopCheck().with_work_budget(SearchTuning{}.cap_probe_work);
  const CapProbeResult found = probe_for_tile(board, cap, 1000, kCapProbeMaxWidth, default_budget);
  ASSERT_TRUE(found.line.has_value());
  EXPECT_EQ(testkit::replay_largest(testkit::to_values(board), moves_string(*found.line)), std::int64_t{1} << cap);
}

// K above 20, where the cap probe ran and found no line to the cap (a 30 x
// 30 board of tiles up to 1024): the level search leads the turns, and
// once its estimate says it cannot fit the search is refused without the
// depth-first allowance, saying that neither found a line (0.2 s; with the
// depth-first turns leading, 0.8 s).
TEST(SlideDeep, WhereTheCapProbeFindsNoLineTheLevelSearchLeads) {
  const Board board = small_tile_board(30, 30, 0.9, 10);
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = std::uint64_t{1} << 30;
  StopCheck probe_budget = StopCheck().with_work_budget(options.tuning.cap_probe_work);
  ASSERT_FALSE(probe_for_tile(board, tile_cap(board, 1000), 1000, kCapProbeMaxWidth, probe_budget).line);
  const Expected<Solution> refused = solve(board, options);
  ASSERT_FALSE(refused.ok());
  const std::string& message = refused.error().message;
  EXPECT_EQ(message.rfind("the search for 1000 moves would reach about ", 0), 0U) << message;
  EXPECT_NE(message.find(", and neither the cap probe nor the depth-first search found a line to the largest tile "
                         "possible (" +
                         tile_value(tile_cap(board, 1000)) +
                         ") (raise it with --max-memory, or give --time-limit for the best tile found in that time)"),
            std::string::npos)
      << message;
}

// Where the searches find the shortest line within probed_witness_work, the
// witness is theirs (the level search's, the first shortest in LRUD order);
// with no work for it, the probe's line, which is longer here and reaches
// the same tile. The board of DeepTurnsAnswerAFullEightByEight.
TEST(SlideDeep, TheCapProbeLeavesTheShortestLineToTheSearches) {
  const Board board = small_tile_board(8, 21, 1.0, 4);
  const ValueBoard values = testkit::to_values(board);
  SearchOptions options;
  options.max_moves = 1000;
  options.max_memory_bytes = std::uint64_t{1} << 30;
  const Expected<Solution> shortest = solve(board, options);
  ASSERT_TRUE(shortest.ok() && shortest.value().proven && shortest.value().witness_is_shortest);
  options.tuning.cap_probe_work = 0;
  const Expected<Solution> without_probe = solve(board, options);
  ASSERT_TRUE(without_probe.ok() && without_probe.value().proven);
  EXPECT_EQ(moves_string(shortest.value().moves), moves_string(without_probe.value().moves));

  options.tuning.cap_probe_work = SearchTuning{}.cap_probe_work;
  options.tuning.probed_witness_work = 1;
  const Expected<Solution> probe_line = solve(board, options);
  ASSERT_TRUE(probe_line.ok() && probe_line.value().proven);
  EXPECT_FALSE(probe_line.value().witness_is_shortest);
  EXPECT_EQ(probe_line.value().best_exponent, shortest.value().best_exponent);
  EXPECT_GT(probe_line.value().moves.size(), shortest.value().moves.size());
  EXPECT_EQ(testkit::replay_largest(values, moves_string(probe_line.value().moves)), 512);
}

// The estimate is a guess (the levels' growth can slow), so: on boards of
// side 6 to 20 at a 16 MiB budget, whenever it refuses, the level search
// alone without it does run out of room; and it never refuses a board that
// the level search alone answers, where both give the same answer and
// witness. Both kinds of board must occur. (Full boards of side 12 and 16
// are left out: the depth-first turns answer some of them at this budget,
// slowly, up to 17 s.)
// Without the cap probe (which answers most of these boards), and with it:
// where it finds no line (the last board) the level search leads the
// turns, and the estimate judges its first turn's levels without a work
// budget.
TEST(SlideDeep, TheEstimateRefusesOnlyWhatTheLevelSearchCannotHold) {
  int refused_by_the_estimate = 0;
  int refused_with_the_probe = 0;
  int answered = 0;
  std::vector<std::pair<Board, std::string>> boards;
  for (const int n : {6, 7, 9, 16, 20}) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      for (const double fill : {0.7, 1.0}) {
        if (n == 16 && fill == 1.0) continue;
        boards.emplace_back(
            small_tile_board(n, seed, fill, seed % 2 == 0 ? 4 : 6),
            "N=" + std::to_string(n) + " seed " + std::to_string(seed) + " fill " + std::to_string(fill));
      }
    }
  }
  boards.emplace_back(small_tile_board(30, 30, 0.9, 10), "N=30 seed 30 fill 0.9, tiles to 1024");
  for (const auto& [board, where] : boards) {
    SearchOptions options;
    options.max_moves = 1000;
    options.max_memory_bytes = std::uint64_t{16} << 20;
    const Expected<Solution> with_the_probe = solve(board, options);
    options.tuning.cap_probe_work = 0;
    const Expected<Solution> with_estimate = solve(board, options);
    options.tuning.estimate_level_fit = false;
    options.tuning.deep_turn_moves = 0;
    const Expected<Solution> level_alone = solve(board, options);
    const auto refused_by_estimate = [](const Expected<Solution>& solved) {
      return !solved.ok() && solved.error().message.find("would reach about") != std::string::npos;
    };
    if (refused_by_estimate(with_estimate)) {
      ++refused_by_the_estimate;
      EXPECT_FALSE(level_alone.ok()) << where << ": " << with_estimate.error().message;
    }
    if (refused_by_estimate(with_the_probe)) {
      ++refused_with_the_probe;
      EXPECT_FALSE(level_alone.ok()) << where << ": " << with_the_probe.error().message;
    }
    if (level_alone.ok()) {
      ++answered;
      ASSERT_TRUE(with_estimate.ok()) << where << ": " << with_estimate.error().message;
      EXPECT_EQ(with_estimate.value().best_exponent, level_alone.value().best_exponent) << where;
      EXPECT_EQ(moves_string(with_estimate.value().moves), moves_string(level_alone.value().moves)) << where;
      ASSERT_TRUE(with_the_probe.ok()) << where << ": " << with_the_probe.error().message;
      EXPECT_EQ(with_the_probe.value().best_exponent, level_alone.value().best_exponent) << where;
      if (with_the_probe.value().witness_is_shortest) {
        EXPECT_EQ(moves_string(with_the_probe.value().moves), moves_string(level_alone.value().moves)) << where;
      }
    }
  }
  EXPECT_GE(refused_by_the_estimate, 10);
  EXPECT_GE(refused_with_the_probe, 1);
  EXPECT_GE(answered, 10);
}

// K from 11 to 20: a level search that the estimate gives up leaves the
// depth-first search to answer alone, so the answer and the witness are
// those without the estimate. On hard 20 x 20 boards at 16 MiB, where it
// gives up on some (their node counts differ: fewer level turns).
TEST(SlideDeep, MidKAnswersTheSameWhenTheEstimateGivesUpTheLevelSearch) {
  int gave_up = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    for (const std::uint64_t max_moves : {11, 12, 13}) {
      const Board board = hard_board(20, seed);
      const std::string where = "seed " + std::to_string(seed) + " K=" + std::to_string(max_moves);
      SearchOptions options;
      options.max_moves = max_moves;
      options.max_memory_bytes = std::uint64_t{16} << 20;
      const Expected<Solution> with_estimate = solve(board, options);
      options.tuning.estimate_level_fit = false;
      const Expected<Solution> without = solve(board, options);
      ASSERT_TRUE(with_estimate.ok() && without.ok()) << where;
      ASSERT_TRUE(with_estimate.value().proven && without.value().proven) << where;
      EXPECT_EQ(with_estimate.value().best_exponent, without.value().best_exponent) << where;
      EXPECT_EQ(moves_string(with_estimate.value().moves), moves_string(without.value().moves)) << where;
      if (with_estimate.value().stats.nodes != without.value().stats.nodes) ++gave_up;
    }
  }
  EXPECT_GE(gave_up, 3);
}

}  // namespace
}  // namespace gridsolve::slide
