// The adversary of the 2048 solver: a seeded hill-climb over boards that
// maximises the solver's node count (`--json --threads 1`'s "nodes"), to find
// the boards on which its bounds are weakest. Not run in CI: rerun it after
// every change to pruning (a new bound makes new worst cases) and add what
// it finds to the fixed suite (src/slide/adversarial_boards.cpp), keeping
// the boards found before: the suite is the union of every run's worst.
//
// Kinds of boards searched:
//   hard  N <= 20, tiles 2 .. 1024, K = 10 (Baekjoon 12094's limits);
//   mid   the same boards with K = 11 .. 20 (--moves, default 13);
//   deep  N 4 .. 8, small tiles, K = 1000 (the level-by-level search).
//
// Each climb starts from a seeded board of one of several families, then
// takes --steps mutations (a cell changed, two cells swapped, a region
// redrawn, a large tile placed or moved, a row or column copied), keeping a
// mutation when the node count does not fall (plateaus are walked, as the
// node count is flat over many boards). A search stopped by the time limit
// per board scores its nodes so far, marked as stopped. The worst boards of
// all climbs (at least --distance cells apart from each other) are printed
// at the end as entries for src/slide/adversarial_boards.cpp. With
// --finished-only, boards the time limit stops are neither kept nor climbed
// to (the suite's boards must finish: gridsolve bench runs them without a
// limit); the climbs still print how many steps were stopped.
//
//   build/bench/slide_adversary --kind hard --climbs 8 --steps 150 --seed 1
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "gridsolve/slide.hpp"
#include "slide/adversarial_boards.hpp"
#include "slide/hard_boards.hpp"

namespace {

using gridsolve::slide::Board;
using gridsolve::slide::Exponent;

struct Config {
  std::string kind = "hard";
  std::uint64_t seed = 1;
  int climbs = 8;
  int steps = 150;
  int keep = 16;
  int distance = 40;  // cells a kept board differs from every other kept board
  std::uint64_t moves = 0;
  int size = 20;
  double time_limit = 10;
  std::uint64_t memory = std::uint64_t{1} << 30;
  bool rescore_suite = false;
  bool finished_only = false;  // never keep or climb to a board the time limit stopped
};

struct Scored {
  Board board;
  std::uint64_t moves = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
  bool stopped = false;  // time limit, or refused for memory
  std::string answer;
  std::string origin;
};

// The search as `--json --threads 1` runs it, stopped after the time limit
// by the interrupt flag from a watchdog thread: a time limit in the options
// would switch on iterative deepening (search.cpp), another search.
Scored score(const Board& board, std::uint64_t moves, const Config& config) {
  gridsolve::slide::SearchOptions options;
  options.max_moves = moves;
  options.threads = 1;
  options.max_memory_bytes = config.memory;
  std::atomic<bool> interrupt{false};
  options.interrupt = &interrupt;
  Scored scored;
  scored.board = board;
  scored.moves = moves;
  std::mutex mutex;
  std::condition_variable done;
  bool finished = false;
  std::thread watchdog([&] {
    std::unique_lock<std::mutex> lock(mutex);
    if (!done.wait_for(lock, std::chrono::duration<double>(config.time_limit), [&] { return finished; })) {
      interrupt = true;
    }
  });
  const auto start = std::chrono::steady_clock::now();
  const auto solved = gridsolve::slide::solve(board, options);
  scored.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  {
    const std::lock_guard<std::mutex> lock(mutex);
    finished = true;
  }
  done.notify_one();
  watchdog.join();
  if (!solved.ok()) {
    scored.stopped = true;
    scored.answer = "refused";
    return scored;
  }
  scored.nodes = solved.value().stats.nodes;
  scored.stopped = !solved.value().proven;
  scored.answer = gridsolve::slide::tile_value(solved.value().best_exponent);
  return scored;
}

int differing_cells(const Board& a, const Board& b) {
  if (a.size() != b.size()) return a.size() * a.size() + b.size() * b.size();
  int d = 0;
  for (std::size_t i = 0; i < a.cells().size(); ++i) d += a.cells()[i] != b.cells()[i];
  return d;
}

// The largest exponent the kind allows, and the exponent range of "small" tiles.
struct Tiles {
  int max_exponent;
  int small_max;
};

Tiles tiles_for(const Config& config) {
  if (config.kind == "deep") return {10, 4};
  return {10, 3};
}

int random_size(std::mt19937_64& rng, const Config& config) {
  if (config.kind == "deep") return std::uniform_int_distribution<int>(4, 8)(rng);
  // Mostly the largest boards, which cost the most per node.
  return std::uniform_int_distribution<int>(0, 3)(rng) == 0 ? std::uniform_int_distribution<int>(8, 20)(rng)
                                                            : config.size;
}

// A starting board from one of several families.
Board start_board(std::mt19937_64& rng, const Config& config, std::string& origin) {
  const Tiles tiles = tiles_for(config);
  const int n = random_size(rng, config);
  std::uniform_int_distribution<int> family(0, 5);
  std::uniform_int_distribution<int> small(1, tiles.small_max);
  std::uniform_int_distribution<int> place(0, n - 1);
  std::uniform_real_distribution<double> unit(0, 1);
  Board board(n);
  const double fill = config.kind == "deep" ? 0.7 + 0.3 * unit(rng) : 0.8 + 0.2 * unit(rng);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (unit(rng) < fill) board.set(r, c, static_cast<Exponent>(small(rng)));
    }
  }
  const int f = family(rng);
  if (config.kind == "deep") {
    origin = fmt::format("small tiles, {}x{}", n, n);
    if (f >= 3) board.set(place(rng), place(rng), static_cast<Exponent>(std::uniform_int_distribution<int>(5, 9)(rng)));
    return board;
  }
  switch (f) {
    case 0:  // two large tiles in opposite corners
      board.set(0, 0, static_cast<Exponent>(tiles.max_exponent));
      board.set(n - 1, n - 1, static_cast<Exponent>(tiles.max_exponent));
      origin = "two corners";
      break;
    case 1:  // one large tile
      board.set(place(rng), place(rng), static_cast<Exponent>(std::uniform_int_distribution<int>(8, 10)(rng)));
      origin = "one large tile";
      break;
    case 2: {  // several large tiles
      const int count = std::uniform_int_distribution<int>(2, 5)(rng);
      for (int i = 0; i < count; ++i) {
        board.set(place(rng), place(rng), static_cast<Exponent>(std::uniform_int_distribution<int>(7, 10)(rng)));
      }
      origin = "several large tiles";
      break;
    }
    case 3:  // the hard suite's kind
      board = gridsolve::slide::hard_board(n, rng());
      origin = "hard_board";
      break;
    case 4: {  // a few equal large tiles far apart: their sum allows the next tile, their places do not
      const int count = std::uniform_int_distribution<int>(2, 4)(rng);
      const auto e = static_cast<Exponent>(std::uniform_int_distribution<int>(7, 10)(rng));
      for (int i = 0; i < count; ++i) board.set(place(rng), place(rng), e);
      origin = fmt::format("{} equal large tiles", count);
      break;
    }
    default:  // small tiles only
      origin = "small tiles";
      break;
  }
  return board;
}

Board mutate(const Board& from, std::mt19937_64& rng, const Config& config) {
  const Tiles tiles = tiles_for(config);
  Board board = from;
  const int n = board.size();
  std::uniform_int_distribution<int> place(0, n - 1);
  std::uniform_int_distribution<int> small(1, tiles.small_max);
  const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
  const auto any_tile = [&]() -> Exponent {
    const int roll = std::uniform_int_distribution<int>(0, 19)(rng);
    if (roll == 0) return 0;
    if (roll == 1) return static_cast<Exponent>(std::uniform_int_distribution<int>(1, tiles.max_exponent)(rng));
    return static_cast<Exponent>(small(rng));
  };
  switch (kind) {
    case 0:
    case 1:
    case 2:  // a few cells changed
      for (int i = std::uniform_int_distribution<int>(1, 3)(rng); i > 0; --i)
        board.set(place(rng), place(rng), any_tile());
      break;
    case 3:
    case 4: {  // two cells swapped
      const int r1 = place(rng), c1 = place(rng), r2 = place(rng), c2 = place(rng);
      const Exponent a = board.at(r1, c1);
      board.set(r1, c1, board.at(r2, c2));
      board.set(r2, c2, a);
      break;
    }
    case 5: {  // a small region redrawn
      const int r0 = place(rng), c0 = place(rng);
      const int h = std::uniform_int_distribution<int>(1, std::max(1, n / 4))(rng);
      const int w = std::uniform_int_distribution<int>(1, std::max(1, n / 4))(rng);
      for (int r = r0; r < std::min(n, r0 + h); ++r) {
        for (int c = c0; c < std::min(n, c0 + w); ++c) board.set(r, c, any_tile());
      }
      break;
    }
    case 6: {  // the largest tile moved
      int br = 0, bc = 0;
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
          if (board.at(r, c) > board.at(br, bc)) br = r, bc = c;
        }
      }
      const int r = place(rng), c = place(rng);
      const Exponent a = board.at(r, c);
      board.set(r, c, board.at(br, bc));
      board.set(br, bc, a);
      break;
    }
    case 7:  // a large tile placed
      board.set(place(rng), place(rng),
                static_cast<Exponent>(
                    std::uniform_int_distribution<int>(std::min(tiles.max_exponent, 6), tiles.max_exponent)(rng)));
      break;
    case 8: {  // a row or a column copied over another, shifted
      const int a = place(rng), b = place(rng);
      const bool rows = std::uniform_int_distribution<int>(0, 1)(rng) == 0;
      for (int i = 0; i < n; ++i) {
        if (rows) {
          board.set(b, i, from.at(a, i));
        } else {
          board.set(i, b, from.at(i, a));
        }
      }
      break;
    }
    default: {  // one exponent of a cell raised or lowered by one
      const int r = place(rng), c = place(rng);
      const int e = board.at(r, c) + (std::uniform_int_distribution<int>(0, 1)(rng) ? 1 : -1);
      board.set(r, c, static_cast<Exponent>(std::clamp(e, 0, tiles.max_exponent)));
      break;
    }
  }
  if (board.max_exponent() == 0) board.set(0, 0, 1);
  return board;
}

std::uint64_t moves_for(std::mt19937_64& rng, const Config& config) {
  if (config.moves != 0) return config.moves;
  if (config.kind == "deep") return 1000;
  if (config.kind == "mid") return std::uniform_int_distribution<std::uint64_t>(11, 20)(rng);
  return 10;
}

// Stopped searches rank by their nodes too, after every finished one: they
// are the worst.
bool worse(const Scored& a, const Scored& b) {
  if (a.stopped != b.stopped) return a.stopped;
  return a.nodes > b.nodes;
}

void keep_worst(std::vector<Scored>& kept, const Scored& candidate, const Config& config) {
  for (Scored& k : kept) {
    if (differing_cells(k.board, candidate.board) < config.distance) {
      if (worse(candidate, k)) k = candidate;
      std::sort(kept.begin(), kept.end(), worse);
      return;
    }
  }
  kept.push_back(candidate);
  std::sort(kept.begin(), kept.end(), worse);
  if (kept.size() > static_cast<std::size_t>(config.keep)) kept.pop_back();
}

void print_entry(const Scored& s, const std::string& name) {
  fmt::print("    {{\"{}\", {}, \"{}\"}},  // {} nodes, {:.3f} s, answer {}{}; {}\n", name, s.moves,
             gridsolve::slide::encode_board(s.board), s.nodes, s.seconds, s.answer, s.stopped ? " (stopped)" : "",
             s.origin);
}

int run(const Config& config) {
  std::mt19937_64 rng(config.seed * 0x9E3779B97F4A7C15ULL + 2048);
  std::vector<Scored> kept;
  if (config.rescore_suite) {
    for (const auto& entry : gridsolve::slide::adversarial_suite()) {
      if (entry.kind != config.kind) continue;
      Scored s = score(entry.board, entry.moves, config);
      s.origin = "suite " + entry.name;
      fmt::print("{:<14} N={:<2} K={:<4} nodes {:>9} {:>8.3f} s answer {}{}\n", entry.name, entry.board.size(),
                 entry.moves, s.nodes, s.seconds, s.answer, s.stopped ? " (stopped)" : "");
      std::fflush(stdout);
    }
    return 0;
  }
  for (int climb = 0; climb < config.climbs; ++climb) {
    std::string origin;
    const std::uint64_t moves = moves_for(rng, config);
    Scored current = score(start_board(rng, config, origin), moves, config);
    current.origin = fmt::format("seed {} climb {}: {}", config.seed, climb, origin);
    Scored best = current;
    int stopped_steps = 0;
    for (int step = 0; step < config.steps; ++step) {
      Scored next = score(mutate(current.board, rng, config), moves, config);
      next.origin = current.origin;
      if (next.stopped && stopped_steps++ == 0) {
        fmt::print(stderr, "climb {}: stopped at N={} K={}: {}\n", climb, next.board.size(), next.moves,
                   gridsolve::slide::encode_board(next.board));
      }
      if (config.finished_only && next.stopped) continue;
      if (!worse(current, next)) {
        current = next;
        if (worse(current, best)) best = current;
      }
    }
    fmt::print(stderr, "climb {}: N={} K={} nodes {} ({:.3f} s, answer {}{}) from {}; {} steps stopped\n", climb,
               best.board.size(), best.moves, best.nodes, best.seconds, best.answer, best.stopped ? ", stopped" : "",
               best.origin, stopped_steps);
    if (!(config.finished_only && best.stopped)) keep_worst(kept, best, config);
  }
  fmt::print("// {} boards, kind {}, seed {}, {} climbs of {} steps\n", kept.size(), config.kind, config.seed,
             config.climbs, config.steps);
  for (std::size_t i = 0; i < kept.size(); ++i) {
    print_entry(kept[i], fmt::format("{}-s{}-{:02}", config.kind, config.seed, i + 1));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        fmt::print(stderr, "{} needs a value\n", arg);
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--kind") {
      config.kind = value();
    } else if (arg == "--seed") {
      config.seed = std::stoull(value());
    } else if (arg == "--climbs") {
      config.climbs = std::stoi(value());
    } else if (arg == "--steps") {
      config.steps = std::stoi(value());
    } else if (arg == "--keep") {
      config.keep = std::stoi(value());
    } else if (arg == "--distance") {
      config.distance = std::stoi(value());
    } else if (arg == "--moves") {
      config.moves = std::stoull(value());
    } else if (arg == "--size") {
      config.size = std::stoi(value());
    } else if (arg == "--time-limit") {
      config.time_limit = std::stod(value());
    } else if (arg == "--memory-mib") {
      config.memory = std::stoull(value()) << 20;
    } else if (arg == "--rescore-suite") {
      config.rescore_suite = true;
    } else if (arg == "--finished-only") {
      config.finished_only = true;
    } else {
      fmt::print(stderr,
                 "usage: slide_adversary [--kind hard|mid|deep] [--seed S] [--climbs C] [--steps M] [--keep K]\n"
                 "       [--distance CELLS] [--moves K] [--size N] [--time-limit SEC] [--memory-mib MIB]\n"
                 "       [--rescore-suite] [--finished-only]\n");
      return 2;
    }
  }
  if (config.kind != "hard" && config.kind != "mid" && config.kind != "deep") {
    fmt::print(stderr, "--kind must be hard, mid or deep\n");
    return 2;
  }
  if (config.kind == "deep") config.distance = std::min(config.distance, 6);
  return run(config);
}
