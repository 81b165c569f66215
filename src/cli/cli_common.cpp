#include "cli/cli_common.hpp"

#include "cli/interrupt.hpp"
#include "common/byte_size.hpp"
#include "common/text_scanner.hpp"
#include "gridsolve/limits.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <utility>

namespace gridsolve::cli {

const CLI::Validator& file_name_given() {
  static const CLI::Validator kCheck(
      [](const std::string& name) {
        return name.empty() ? std::string("expected a file's name, got an empty one (is a shell variable unset?)")
                            : std::string();
      },
      "");
  return kCheck;
}

void add_output_options(CLI::App& command, OutputOptions& output) {
  auto* json = command.add_flag("--json", output.json, "Print one JSON object: the answer and a replayable witness");
  auto* explain = command.add_flag("--explain", output.explain, "Print the answer step by step, for people");
  json->excludes(explain);
  command
      .add_option("--html", output.html_path,
                  "Also write a self-contained HTML page that replays the answer step by step to FILE")
      ->type_name("FILE")
      ->check(file_name_given());
}

void add_memory_option(CLI::App& command, std::uint64_t& max_memory_bytes) {
  command
      .add_option_function<std::string>(
          "--max-memory",
          [&max_memory_bytes](const std::string& text) {
            const std::optional<std::uint64_t> bytes = parse_size(text);
            if (!bytes) {
              throw CLI::ValidationError("--max-memory",
                                         fmt::format("expected a size in bytes such as 512M or 4G, got '{}'", text));
            }
            max_memory_bytes = *bytes;
          },
          fmt::format("Memory budget: bigger boards and searches are refused (default {}G)",
                      kDefaultMemoryBudgetBytes >> 30))
      ->type_name("SIZE");
}

std::optional<std::uint64_t> parse_size(std::string_view text) {
  // The number, then its unit: K, M, G or T, also as judges write limits
  // ("512 MB", Baekjoon's table) and as gridsolve prints sizes ("1.0 GiB"),
  // in any case and after one space or none; B or nothing for bytes. Every
  // unit is a power of 1024 (a judge's 512 MB is 512 MiB). A fraction is
  // taken with a unit ("1.5G"), rounded down to whole bytes.
  std::size_t number_end = 0;
  while (number_end < text.size() &&
         (std::isdigit(static_cast<unsigned char>(text[number_end])) != 0 || text[number_end] == '.')) {
    ++number_end;
  }
  const std::string_view number = text.substr(0, number_end);
  std::string_view unit = text.substr(number_end);
  if (unit.starts_with(' ')) unit.remove_prefix(1);
  std::string lower;
  for (const char c : unit) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  int shift = -1;
  for (const auto& [prefix, prefix_shift] : {std::pair{"", 0}, {"k", 10}, {"m", 20}, {"g", 30}, {"t", 40}}) {
    const std::string name = prefix;
    if (lower == name || lower == name + "b" || (!name.empty() && lower == name + "ib")) shift = prefix_shift;
  }
  if (shift < 0) return std::nullopt;
  const std::size_t point = number.find('.');
  const std::optional<std::uint64_t> whole = parse_count(number.substr(0, point), UINT64_MAX >> shift);
  if (!whole) return std::nullopt;
  std::uint64_t bytes = *whole << shift;
  if (point == std::string_view::npos) return bytes;
  // The fraction's digits (at least one; the first 6 count, a millionth of
  // the unit): bytes += floor(0.digits * 2^shift), which is below 2^shift
  // (under 2^20 * 2^40 before the division: no overflow), so it fits where
  // the whole part left room unless that was the largest.
  const std::string_view fraction = number.substr(point + 1);
  if (shift == 0 || fraction.empty() || fraction.find('.') != std::string_view::npos) return std::nullopt;
  std::uint64_t numerator = 0, denominator = 1;
  for (std::size_t i = 0; i < fraction.size() && i < 6; ++i) {
    numerator = numerator * 10 + static_cast<unsigned>(fraction[i] - '0');
    denominator *= 10;
  }
  const auto part = static_cast<std::uint64_t>((numerator << shift) / denominator);
  if (part > UINT64_MAX - bytes) return std::nullopt;
  return bytes + part;
}

void add_input_argument(CLI::App& command, std::string& path) {
  command.add_option("FILE", path, "Input file; standard input when absent or -")->check(file_name_given());
}

namespace {

// Closes a file descriptor at the end of its scope (-1: none).
struct ClosedAtEnd {
  explicit ClosedAtEnd(int open_fd) : fd(open_fd) {}
  ClosedAtEnd(const ClosedAtEnd&) = delete;
  ClosedAtEnd& operator=(const ClosedAtEnd&) = delete;
  ~ClosedAtEnd() {
    if (fd >= 0) ::close(fd);
  }
  int fd = -1;
};

// The first read's buffer, and the least that each growth adds.
constexpr std::size_t kFirstReadBytes = std::size_t{1} << 16;
constexpr std::string_view kNoMemoryForInput =
    "out of memory reading the input (lower the sizes, or raise the machine's limit)";

// The refusal of a text with a NUL byte at `offset`: where, and why it is
// not text. UTF-16 (a NUL beside each ASCII character) is named as such at
// its byte order mark, or at the first NUL without one (describe_found).
Error not_text(std::string_view text, std::size_t offset) {
  if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF")) offset = 0;
  const std::string found = text::describe_found(text, offset);
  const bool utf16 = found.find("UTF-16") != std::string::npos;
  return Error{fmt::format("{}: found {}{}", text::describe(text::position_of(text, offset)), found,
                           utf16 ? "" : ", so the input is not text (give the puzzle's input as a text file)")};
}

}  // namespace

Expected<InputText> read_input(const std::string& path, std::uint64_t max_bytes,
                               std::atomic<std::uint64_t>* bytes_read) {
  const bool from_stdin = path.empty() || path == "-";
  const int fd = from_stdin ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Error{fmt::format("cannot open: {}", std::strerror(errno))};
  const ClosedAtEnd closed_at_end(from_stdin ? -1 : fd);
  // One byte past the budget is read to know that the input passes it.
  const std::uint64_t most_read = max_bytes >= SIZE_MAX - 1 ? SIZE_MAX - 1 : max_bytes + 1;
  // What the input's size is (0: not known, a pipe), and what to do.
  const auto too_large = [max_bytes](std::uint64_t size_known) {
    if (size_known > 0) {
      return Error{fmt::format("the input is {}, more than the memory budget of {} (raise it with --max-memory)",
                               human_bytes(size_known), human_bytes(max_bytes))};
    }
    return Error{
        fmt::format("the input is more than {}, the memory budget; reading stopped there (raise it with "
                    "--max-memory)",
                    human_bytes(max_bytes))};
  };
  std::size_t capacity = kFirstReadBytes;
  // A regular file's size is known: refused before it is read when over the
  // budget, else its memory taken once instead of doubling.
  struct stat info{};
  if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
    const auto size = static_cast<std::uint64_t>(info.st_size);
    if (size > max_bytes) return too_large(size);
    capacity = static_cast<std::size_t>(size) + 1;  // + 1: the read that finds the end
  }
  capacity = static_cast<std::size_t>(std::min<std::uint64_t>(capacity, most_read));
  std::unique_ptr<char, void (*)(void*)> buffer(static_cast<char*>(std::malloc(std::max<std::size_t>(capacity, 1))),
                                                std::free);
  if (!buffer) return Error{std::string(kNoMemoryForInput)};
  std::size_t size = 0;
  for (;;) {
    if (size == capacity) {
      if (size >= most_read) return too_large(0);
      const std::size_t grown = static_cast<std::size_t>(
          std::min<std::uint64_t>(std::max(capacity * 2, capacity + kFirstReadBytes), most_read));
      char* old = buffer.release();
      char* moved = static_cast<char*>(std::realloc(old, grown));
      buffer.reset(moved != nullptr ? moved : old);  // a failed realloc leaves the old block as it was
      if (moved == nullptr) return Error{std::string(kNoMemoryForInput)};
      capacity = grown;
    }
    const ssize_t got = ::read(fd, buffer.get() + size, capacity - size);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return Error{fmt::format("cannot read: {}", std::strerror(errno))};
    if (got == 0) break;
    const char* got_start = buffer.get() + size;
    size += static_cast<std::size_t>(got);
    // Counted before the scan below, which takes a while after a large read
    // (a 69 MiB file is one read): a Ctrl-C then was said to come with
    // "0 bytes so far".
    if (bytes_read != nullptr) bytes_read->store(size, std::memory_order_relaxed);
    // A NUL byte ends the read at once: `< /dev/zero` never ends, and no
    // puzzle's text holds one.
    const void* nul = std::memchr(got_start, '\0', static_cast<std::size_t>(got));
    if (nul != nullptr) {
      return not_text({buffer.get(), size}, static_cast<std::size_t>(static_cast<const char*>(nul) - buffer.get()));
    }
  }
  if (size > max_bytes) return too_large(0);
  // The text's own size: what is held while solving is counted (a first
  // buffer of 64 KiB for a 1 KiB board took a third of a 180 KiB budget,
  // and a 4 KiB budget's buffer of 4 KiB, for a 45-byte board, all of it).
  if (capacity > size) {
    char* old = buffer.release();
    char* fitted = static_cast<char*>(std::realloc(old, std::max<std::size_t>(size, 1)));
    buffer.reset(fitted != nullptr ? fitted : old);
    if (fitted != nullptr) capacity = std::max<std::size_t>(size, 1);
  }
  return InputText(buffer.release(), size, capacity);
}

namespace {

// Writes `content` to `file` and closes it; the error names the reason. The
// close counts: a small write to a full disk fails only there.
std::optional<Error> write_and_close(FILE* file, const std::string& content) {
  const bool written = std::fwrite(content.data(), 1, content.size(), file) == content.size();
  const int write_error = errno;
  const bool closed = std::fclose(file) == 0;
  if (!written) return Error{fmt::format("cannot write: {}", std::strerror(write_error))};
  if (!closed) return Error{fmt::format("cannot write: {}", std::strerror(errno))};
  return std::nullopt;
}

// Writes `content` to `path` in place.
std::optional<Error> write_in_place(const std::string& path, const std::string& content) {
  FILE* file = std::fopen(path.c_str(), "wb");
  if (file == nullptr) return Error{fmt::format("cannot write: {}", std::strerror(errno))};
  return write_and_close(file, content);
}

}  // namespace

std::optional<Error> write_text_file(const std::string& path, const std::string& content) {
  // Refused here, not left to open(): root may open any file for writing,
  // and would replace a file its owner made read-only.
  if (read_only_file(path)) return Error{fmt::format("cannot write: {}", std::strerror(EACCES))};
  // A regular file, or a new one, is written beside itself and renamed over
  // it when complete: a write that fails (a full disk) then leaves the file
  // that was there, not one cut short. Anything else is written in place:
  // renaming over a device (/dev/stdout) or a symbolic link would replace
  // it, not write to it. So is a file whose directory takes no new file.
  struct stat info{};
  const bool exists = ::lstat(path.c_str(), &info) == 0;
  // A file that may not be written (read-only) stays so: writing in place
  // is refused, where a rename would replace it.
  if (exists && (!S_ISREG(info.st_mode) || ::access(path.c_str(), W_OK) != 0)) return write_in_place(path, content);
  const std::string partial = fmt::format("{}.partial-{}", path, ::getpid());
  FILE* file = std::fopen(partial.c_str(), "wbx");  // x: never over a file of that name
  if (file == nullptr) return write_in_place(path, content);
  // A SIGTERM that ends the process before the rename removes it, rather
  // than leave a stray .partial file beside the user's (interrupt.hpp).
  track_partial_file(partial.c_str());
  std::optional<Error> failed = write_and_close(file, content);
  // The file keeps its permissions (a new one gets the umask's, as fopen gives).
  if (!failed && exists && ::chmod(partial.c_str(), info.st_mode & 07777) != 0) {
    failed = Error{fmt::format("cannot write: {}", std::strerror(errno))};
  }
  if (!failed && std::rename(partial.c_str(), path.c_str()) != 0) {
    failed = Error{fmt::format("cannot write: {}", std::strerror(errno))};
  }
  if (failed) std::remove(partial.c_str());
  track_partial_file(nullptr);
  return failed;
}

bool same_file(const struct stat& a, const struct stat& b) { return a.st_dev == b.st_dev && a.st_ino == b.st_ino; }

bool same_existing_file(const std::string& a, const std::string& b) {
  struct stat a_info{};
  struct stat b_info{};
  return ::stat(a.c_str(), &a_info) == 0 && ::stat(b.c_str(), &b_info) == 0 && same_file(a_info, b_info);
}

bool same_output_file(const std::string& a, const std::string& b) {
  if (same_existing_file(a, b)) return true;
  // Not there yet (or one of them): the same path once ./, .. and links in
  // the folders are resolved.
  std::error_code a_error, b_error;
  const std::filesystem::path a_path = std::filesystem::weakly_canonical(std::filesystem::absolute(a), a_error);
  const std::filesystem::path b_path = std::filesystem::weakly_canonical(std::filesystem::absolute(b), b_error);
  return !a_error && !b_error && a_path == b_path;
}

bool read_only_file(const std::string& path) {
  struct stat info{};
  if (::stat(path.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) return false;
  // access() lets root write anything; the mode bits say what the owner
  // meant: no write permission for anyone is a file to keep.
  return (info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 || ::access(path.c_str(), W_OK) != 0;
}

int report_bad_input(const std::string& path, const Error& error) {
  const std::string source = path.empty() || path == "-" ? "stdin" : path;
  std::string message = error.message;
  for (char& c : message) {
    if (c == '\n' || c == '\r') c = ' ';  // the contract is one line
  }
  fmt::print(stderr, "gridsolve: {}: {}\n", source, message);
  return kExitBadInput;
}

std::optional<std::uint64_t> parse_count(std::string_view text, std::uint64_t max) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (max - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

int finish_standard_output(int status) {
  errno = 0;
  const bool flushed = std::fflush(stdout) == 0;
  const int error = errno;
  if (flushed && std::ferror(stdout) == 0) return status;
  // A reader that stopped reading (`gridsolve check ... | head`, where
  // `check` ignores SIGPIPE for its programs' pipes) chose to see no more:
  // the command's own status stands, as if its output had all been read.
  if (!flushed && error == EPIPE) {
    std::clearerr(stdout);
    return status;
  }
  // A write that failed before this flush left only the error flag, not
  // its reason.
  return report_failed_write(flushed ? 0 : error);
}

int report_failed_write(int error_number) {
  std::clearerr(stdout);
  // Ended in the middle by a reader that stopped reading: the status that
  // SIGPIPE would have given, and no message, as SIGPIPE gives none.
  if (error_number == EPIPE) return 128 + SIGPIPE;
  const std::string reason = error_number != 0 ? fmt::format(": {}", std::strerror(error_number)) : "";
  fmt::print(stderr, "gridsolve: standard output: cannot write{} (the output is incomplete)\n", reason);
  return kExitBadInput;
}

double time_left(std::chrono::steady_clock::time_point start, double limit_seconds) {
  const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return limit_seconds - spent;
}

double case_time_limit(double left, std::size_t index, std::size_t count) {
  constexpr double kNoTimeLeftSeconds = 1e-9;
  return std::max(left / static_cast<double>(count - index), kNoTimeLeftSeconds);
}

std::uint64_t moves_for_pasted(const Puzzle& puzzle, const std::vector<PastedCase>& cases, std::uint64_t moves,
                               bool moves_given, std::string_view program, std::string_view doing) {
  if (!puzzle.takes(PuzzleOption::kMoves) || cases.empty()) return moves;
  const std::optional<std::uint64_t>& statement_moves = cases.front().statement_moves;
  if (!statement_moves) return moves;
  const std::uint64_t named = *statement_moves;
  if (named == moves) return moves;
  if (moves_given) {
    fmt::print(stderr, "{}: the pasted statement names K = {}; {} with --moves {} as given\n", program, named, doing,
               moves);
    return moves;
  }
  fmt::print(stderr, "{}: K = {}, as the pasted statement says (--moves sets another)\n", program, named);
  return named;
}

}  // namespace gridsolve::cli
