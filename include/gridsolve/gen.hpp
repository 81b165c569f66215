// Random puzzle instances for `gridsolve gen` and `gridsolve check`, and the
// smaller variants of an instance that the shrinker tries.
//
// Every random choice goes through Rng, a fixed splitmix64 generator with its
// own mapping to integer ranges, so that one seed gives the same instance on
// every machine and standard library (std::uniform_int_distribution does not).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "gridsolve/blocks.hpp"
#include "gridsolve/cards.hpp"
#include "gridsolve/result.hpp"
#include "gridsolve/slide.hpp"

namespace gridsolve::gen {

// splitmix64 (Steele, Lea, Flood 2014): tiny, fast, and fully specified.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next();
  // Uniform in [0, bound), without modulo bias. REQUIRES: bound > 0.
  std::uint64_t below(std::uint64_t bound);
  // Uniform in [low, high]. REQUIRES: low <= high.
  std::int64_t between(std::int64_t low, std::int64_t high);
  // True with probability percent / 100.
  bool chance(int percent);

 private:
  std::uint64_t state_;
};

// The generator for test number `test_index` of a run with `seed`: each test
// has its own stream, so a test's instance does not depend on which other
// tests ran, nor on how many ran in parallel.
Rng rng_for_test(std::uint64_t seed, std::uint64_t test_index);

// An inclusive range of whole numbers, written "N" or "MIN..MAX".
struct IntRange {
  std::int64_t min = 0;
  std::int64_t max = 0;
  bool operator==(const IntRange&) const = default;
};

// Parses "N" or "MIN..MAX" with lowest <= MIN <= MAX <= highest.
Expected<IntRange> parse_range(std::string_view text, std::int64_t lowest, std::int64_t highest);

// ---------------------------------------------------------------------------
// 2048 (docs/rules.md section 1)

enum class SlideFamily : std::uint8_t {
  kMixed,     // one of the families below, chosen per board
  kRandom,    // tiles scattered with some density
  kFull,      // no empty cell
  kOneValue,  // every tile the same value
  kChain,     // rows or columns like 2 2 4 8 16: long merge chains
};

// Parses "mixed", "random", "full", "one-value" or "chain".
Expected<SlideFamily> parse_slide_family(std::string_view name);

struct SlideGenOptions {
  IntRange size{1, 20};      // N; Baekjoon's limits by default
  IntRange exponent{1, 10};  // tiles 2^1 = 2 .. 2^10 = 1024
  int density_percent = -1;  // share of non-empty cells; -1: random per board
  SlideFamily family = SlideFamily::kMixed;
};

// A board within the options' limits with at least one tile, as the original
// problem promises.
slide::Board generate_slide(const SlideGenOptions& options, Rng& rng);

// "N\n" then the rows, values separated by single spaces: Baekjoon's format.
std::string slide_text(const slide::Board& board);

// Smaller variants of `board`, the most aggressive first: a quarter of the
// board, one row and one column fewer, one tile fewer, one tile halved.
// Every variant stays within `options` (N >= options.size.min, at least one
// tile), so a solution written for the original limits is still tested fairly.
std::vector<slide::Board> slide_shrink_candidates(const slide::Board& board, const SlideGenOptions& options);

// ---------------------------------------------------------------------------
// Cards (docs/rules.md section 2)

enum class CardsFamily : std::uint8_t {
  kMixed,     // one of the families below, chosen per board
  kRandom,    // cards and cursor anywhere
  kOnCard,    // the cursor starts on a card
  kMaxPairs,  // as many pairs as the options allow
};

Expected<CardsFamily> parse_cards_family(std::string_view name);  // "mixed", "random", "on-card", "max-pairs"

struct CardsGenOptions {
  IntRange size{4, 4};   // R = C; Programmers' 4 x 4 by default
  IntRange pairs{1, 6};  // at most half the cells
  CardsFamily family = CardsFamily::kMixed;
};

// Labels are distinct, from 1 to max(6, pairs) as in the original.
cards::Problem generate_cards(const CardsGenOptions& options, Rng& rng);

// The board as a JSON array of rows, one row a line, then "r c".
std::string cards_text(const cards::Problem& problem);

// Smaller variants: a pair gone (at least options.pairs.min stay), an empty
// row and column gone (while the size stays at least options.size.min),
// labels renumbered 1, 2, ..., a card moved one cell up or left, the cursor
// moved one cell up or left.
std::vector<cards::Problem> cards_shrink_candidates(const cards::Problem& problem, const CardsGenOptions& options);

// ---------------------------------------------------------------------------
// Blocks (docs/rules.md section 3)

enum class BlocksFamily : std::uint8_t {
  kMixed,    // one of the families below, chosen per board
  kScatter,  // blocks at random places
  kStack,    // blocks dropped like Tetris pieces: tall stacks, many blocked
  kCascade,  // chains of blocks each freed only by the one before: a fixed number of passes is not enough
};

enum class BlockShapes : std::uint8_t {
  kLJT,  // the 12 L, J and T tetrominoes of the original problem
  kAny,  // any 4-connected shape of 1 to 6 cells
};

Expected<BlocksFamily> parse_blocks_family(std::string_view name);  // "mixed", "scatter", "stack", "cascade"
Expected<BlockShapes> parse_block_shapes(std::string_view name);    // "ljt", "any"

struct BlocksGenOptions {
  IntRange size{4, 50};      // N x N; Programmers' limits by default
  int density_percent = -1;  // share of cells the blocks try to cover; -1: random per board
  BlocksFamily family = BlocksFamily::kMixed;
  BlockShapes shapes = BlockShapes::kLJT;
  std::int64_t max_id = 200;  // ids are distinct, from 1 to max_id; so at most max_id blocks
};

// An N x N board of non-overlapping blocks with distinct ids.
blocks::Board generate_blocks(const BlocksGenOptions& options, Rng& rng);

// The board as a JSON array of rows, one row a line.
std::string blocks_text(const blocks::Board& board);

// Smaller variants: half the blocks gone, one block gone, an empty row and
// an empty column gone (the board stays square and at least options.size.min),
// ids renumbered 1, 2, ... in reading order.
std::vector<blocks::Board> blocks_shrink_candidates(const blocks::Board& board, const BlocksGenOptions& options);

}  // namespace gridsolve::gen
