#include "cli/cli_common.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace gridsolve::cli {

void add_output_options(CLI::App& command, OutputOptions& output) {
  auto* json = command.add_flag("--json", output.json, "Print one JSON object: the answer and a replayable witness");
  auto* explain = command.add_flag("--explain", output.explain, "Print the answer step by step, for people");
  json->excludes(explain);
  command.add_option("--html", output.html_path,
                     "Also write a self-contained HTML page that replays the answer step by step to FILE")
      ->type_name("FILE");
}

void add_input_argument(CLI::App& command, std::string& path) {
  command.add_option("FILE", path, "Input file; standard input when absent or -");
}

Expected<std::string> read_input(const std::string& path) {
  const bool from_stdin = path.empty() || path == "-";
  std::unique_ptr<FILE, int (*)(FILE*)> file(from_stdin ? stdin : std::fopen(path.c_str(), "rb"),
                                             from_stdin ? [](FILE*) { return 0; } : std::fclose);
  if (!file) return Error{fmt::format("cannot open: {}", std::strerror(errno))};
  std::string text;
  char buffer[1 << 16];
  for (;;) {
    const std::size_t got = std::fread(buffer, 1, sizeof buffer, file.get());
    text.append(buffer, got);
    if (got < sizeof buffer) break;
  }
  if (std::ferror(file.get())) return Error{fmt::format("cannot read: {}", std::strerror(errno))};
  return text;
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

bool stdout_is_terminal() { return isatty(fileno(stdout)) != 0; }

}  // namespace gridsolve::cli
