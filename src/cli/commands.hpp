// The subcommands. Each add_* function declares its options on `command`
// and returns what runs it once the command line has been parsed.
#pragma once

#include "cli/cli_common.hpp"

namespace gridsolve::cli {

CommandRunner add_2048_command(CLI::App& command);
CommandRunner add_cards_command(CLI::App& command);
CommandRunner add_blocks_command(CLI::App& command);
CommandRunner add_bench_command(CLI::App& command);

}  // namespace gridsolve::cli
