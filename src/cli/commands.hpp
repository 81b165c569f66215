// The subcommands. Each add_* function declares its options on `command`
// and returns what runs it once the command line has been parsed.
#pragma once

#include <cstdint>

#include "cli/cli_common.hpp"
#include "gridsolve/puzzle.hpp"

namespace gridsolve::cli {

// The solve command of one puzzle: gridsolve 2048, gridsolve cards, ...
CommandRunner add_solve_command(CLI::App& command, const Puzzle& puzzle);
CommandRunner add_gen_command(CLI::App& command);
CommandRunner add_check_command(CLI::App& command);

// --seed S, shared by gen and check.
void add_seed_option(CLI::App& command, std::uint64_t& seed);
// --size, --tiles, --density, --family, --pairs and --shapes, shared by gen
// and check; each puzzle's generator checks the ones it takes.
void add_gen_options(CLI::App& command, GenSettings& settings);
CommandRunner add_bench_command(CLI::App& command);

}  // namespace gridsolve::cli
