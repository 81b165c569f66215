// The subcommands. Each add_* function declares its options on `command`
// and returns what runs it once the command line has been parsed.
#pragma once

#include <cstdint>

#include "cli/cli_common.hpp"

namespace gridsolve::cli {

CommandRunner add_2048_command(CLI::App& command);
CommandRunner add_cards_command(CLI::App& command);
CommandRunner add_blocks_command(CLI::App& command);
CommandRunner add_gen_command(CLI::App& command);
CommandRunner add_check_command(CLI::App& command);

// --seed S, shared by gen and check.
void add_seed_option(CLI::App& command, std::uint64_t& seed);
CommandRunner add_bench_command(CLI::App& command);

}  // namespace gridsolve::cli
