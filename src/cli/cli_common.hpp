// Pieces every subcommand shares: reading the input, reporting bad input,
// the output switches and the exit statuses of the command-line contract.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <sys/stat.h>
#include <CLI/CLI.hpp>

#include "gridsolve/puzzle.hpp"
#include "gridsolve/result.hpp"

namespace gridsolve::cli {

// Exit statuses (docs/rules.md section 4).
inline constexpr int kExitSolved = 0;
// An answer differs from the expected answer pasted with its case (and, for
// `check`, a test failed).
inline constexpr int kExitMismatch = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitNotProven = 3;

// Runs a subcommand after its options were parsed; returns the exit status.
using CommandRunner = std::function<int()>;

struct OutputOptions {
  bool json = false;
  bool explain = false;
  std::string html_path;  // --html FILE: also write a replay page there
};

// Adds --json and --explain (which exclude each other) and --html FILE.
void add_output_options(CLI::App& command, OutputOptions& output);

// Adds --max-memory SIZE (bytes, or with a K, M, G or T suffix, powers of
// 1024), the budget that parsers and searches keep to.
void add_memory_option(CLI::App& command, std::uint64_t& max_memory_bytes);

// "4096", "512K", "512M", "4G", "1T" -> bytes, also "512 MB", "512MiB",
// "1.5G" (units are powers of 1024, in any case); nullopt for anything else.
std::optional<std::uint64_t> parse_size(std::string_view text);

// Adds the optional FILE argument; "-" or no FILE means standard input.
void add_input_argument(CLI::App& command, std::string& path);

// An input text read whole (read_input). Its memory grows by realloc,
// which moves a large block's pages (mremap on Linux) instead of copying
// them: a doubling std::string held the old text and the new one, one and
// a half times its size, for a moment of each growth.
class InputText {
 public:
  InputText() = default;
  // Takes `data`, from malloc, `capacity` bytes of which the first `size`
  // are the text.
  InputText(char* data, std::size_t size, std::size_t capacity) : data_(data), size_(size), capacity_(capacity) {}
  std::string_view text() const { return {data_.get(), size_}; }
  // The memory the text takes, for the budget (SolveOptions::held_bytes).
  std::uint64_t bytes() const { return capacity_; }

 private:
  struct Free {
    void operator()(char* data) const { std::free(data); }
  };
  std::unique_ptr<char, Free> data_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

// The whole of FILE, or of standard input for "-", read within `max_bytes`
// (the memory budget): a larger input is refused as soon as it passes them
// (a regular file before it is read, from its size), naming both sizes.
// So is one that holds a NUL byte, which no text holds (`< /dev/zero`, a
// binary file, UTF-16 text), at the first one, naming where it stands.
// `bytes_read`, when given, counts the bytes read so far (for the reading
// deadline of cmd_solve, in another thread).
Expected<InputText> read_input(const std::string& path, std::uint64_t max_bytes,
                               std::atomic<std::uint64_t>* bytes_read = nullptr);

// Writes `content` to `path`; the error names the reason. A regular file is
// replaced only once the whole of `content` is written (write_text_file in
// cli_common.cpp says how): a failed write leaves it as it was.
std::optional<Error> write_text_file(const std::string& path, const std::string& content);

// True when `a` and `b` are one file (the same device and inode, whatever
// the names: links, ./x and x).
bool same_file(const struct stat& a, const struct stat& b);

// True when `a` and `b` both name one existing file (same_file).
bool same_existing_file(const std::string& a, const std::string& b);

// True when `a` and `b` name one file to be written: the same existing file,
// or, for files not there yet, the same path once resolved (./x and x).
bool same_output_file(const std::string& a, const std::string& b);

// True when `path` is an existing regular file that may not be written:
// access() says so, or no one has the write permission (chmod a-w), which
// root's access() ignores. Such a file is never replaced (write_text_file).
bool read_only_file(const std::string& path);

// Prints "gridsolve: <stdin or FILE>: <message>" on one line to standard
// error and returns kExitBadInput. Nothing goes to standard output.
int report_bad_input(const std::string& path, const Error& error);

// Flushes standard output and returns `status` when all of it was written.
// Output lost (a full disk, say) must not end with a status that says it
// was given: then one line on standard error, and kExitBadInput. A reader
// that closed its pipe is no failure: `status` stands.
int finish_standard_output(int status);

// For a write to standard output that failed in the middle of a command
// (fmt::print throws std::system_error when the stream takes no more):
// one line on standard error and kExitBadInput, or, when the reader closed
// its pipe (error_number EPIPE), no line and the status SIGPIPE would give.
// `error_number` 0 when the reason is not known.
int report_failed_write(int error_number);

// For an option that names a file: an empty name (--html "", or a shell
// variable that was never set) is refused, where it would be taken for no
// option and nothing written, without a word.
const CLI::Validator& file_name_given();

// A whole number from 0 to `max`, digits only; nullopt for anything else.
std::optional<std::uint64_t> parse_count(std::string_view text, std::uint64_t max);

// What is left of a time limit of `limit_seconds` counted from `start`: 0
// or less once it has run out.
double time_left(std::chrono::steady_clock::time_point start, double limit_seconds);

// One time limit for several cases (the solve commands' --time-limit, the
// Python module's time_limit): the limit of case `index` of `count` given
// `left` seconds of the whole limit, an equal share of what is left for it
// and the cases after it. Why shared: with all of it, the first hard case
// took the whole limit and the next ones were stopped before their first
// node (two cases of 31 pairs under --time-limit 1: the second answered 280
// unsearched). A case that ends early leaves its time to the rest, and the
// command as a whole still keeps to the limit. Never 0, which would mean no
// limit: a search given next to nothing stops at its first look at the
// clock and answers with what it knows.
double case_time_limit(double left, std::size_t index, std::size_t count);

// The K to solve or check `cases` with: `moves` when given (--moves), else
// the K that a pasted statement names (a pasted Baekjoon 12094 page is
// solved with 10, not the default 5, whose answer would look as right),
// else `moves`. A line on standard error, after `program` ("gridsolve",
// "gridsolve check"), says where a K other than `moves` came from, or that
// --moves overrides the statement's; `doing` is "solving" or "checking".
std::uint64_t moves_for_pasted(const Puzzle& puzzle, const std::vector<PastedCase>& cases, std::uint64_t moves,
                               bool moves_given, std::string_view program, std::string_view doing);

}  // namespace gridsolve::cli
