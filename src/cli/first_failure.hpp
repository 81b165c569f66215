// Running numbered jobs on several threads until the first failure, for
// `gridsolve check`: the tests, and the batches of smaller inputs while
// shrinking.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

namespace gridsolve::cli {

// Runs `count` numbered jobs on `threads` threads, lowest numbers first.
// `run(i)` returns whether job i failed; once some job failed, jobs numbered
// above the lowest failure found so far are not started, nor is any job once
// Ctrl-C was pressed. Returns the lowest failing number, which does not
// depend on the number of threads. An exception thrown by a job (a bug, or
// memory running out) stops the others and is thrown again here, on the
// calling thread, where main reports it on one line: an exception leaving a
// thread would end the process through std::terminate.
std::optional<std::uint64_t> run_until_first_failure(std::uint64_t count, std::uint64_t threads,
                                                     const std::function<bool(std::uint64_t)>& run);

}  // namespace gridsolve::cli
