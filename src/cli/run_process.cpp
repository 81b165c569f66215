#include "cli/run_process.hpp"

#include "cli/interrupt.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <thread>

namespace gridsolve::cli {
namespace {

using Clock = std::chrono::steady_clock;

// A program's output past `limit` bytes: its first half and its last half
// are kept, and what lies between is counted in `dropped`. Only the first
// `limit` bytes were kept once, so a crash after much debug output was
// reported with a standard error that "ended with" lines from its middle,
// cut inside a line, and without the error itself. The middle is cut when
// the text reaches 1.5 times the limit, so that each byte moves about once.
void append_capped(std::string& sink, std::uint64_t& dropped, const char* data, std::size_t size, std::size_t limit) {
  sink.append(data, size);
  if (sink.size() > limit + limit / 2) {
    const std::size_t half = limit / 2;
    const std::size_t cut = sink.size() - 2 * half;
    sink.erase(half, cut);
    dropped += cut;
  }
}

// The text append_capped kept, within `limit` bytes, with a line where bytes
// were left out saying how many.
std::string capped_text(std::string sink, std::uint64_t dropped, std::size_t limit) {
  const std::size_t half = limit / 2;
  if (sink.size() > limit) {
    const std::size_t cut = sink.size() - 2 * half;
    sink.erase(half, cut);
    dropped += cut;
  }
  if (dropped == 0) return sink;
  return fmt::format("{}\n[... {} bytes left out here: check keeps the first and the last {} KiB ...]\n{}",
                     sink.substr(0, half), dropped, half >> 10, sink.substr(half));
}

bool is_executable_file(const std::string& path) {
  struct stat info{};
  return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// A pipe whose ends close themselves.
struct Pipe {
  int read_end = -1;
  int write_end = -1;
  bool open() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return false;
    read_end = fds[0];
    write_end = fds[1];
    return true;
  }
  static void close_fd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }
  ~Pipe() {
    close_fd(read_end);
    close_fd(write_end);
  }
};

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Starts `argv` (argv[0] a full path) in a process group
// of its own, with SIGPIPE back at its default (gridsolve ignores it, and an
// ignored signal stays ignored across exec) and `sources[i]` as its file
// descriptor i; every other descriptor of ours is close-on-exec. Returns 0
// and the pid, or the errno of the failure (exec's included).
//
// Why posix_spawn, not fork: glibc's posix_spawn shares our memory with the
// child until it execs (vfork), where fork copies the page tables of a
// process that may hold a large solver table, and every page we then write
// first faults and is copied. `gridsolve check 2048 examples/baekjoon_2048.cpp`
// (645 runs of the program, dynamically linked): 5.0 s of system time and
// 6.0 s in all with fork, 3.0 s and 4.3 s with this (medians of 3).
int spawn_in_own_group(const std::vector<std::string>& argv, const std::vector<int>& sources, pid_t& pid) {
  std::vector<char*> args;
  args.reserve(argv.size() + 1);
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  // The file actions run in order in the child: a source that is also an
  // earlier target would be overwritten before it is read. So each source
  // is first copied above every target, here (close-on-exec, so the copies
  // end with the exec, and closed here after it).
  std::vector<int> copies;
  const int first_free = static_cast<int>(sources.size()) + 3;
  for (const int source : sources) {
    const int copy = ::fcntl(source, F_DUPFD_CLOEXEC, first_free);
    if (copy < 0) {
      const int error = errno;
      for (const int made : copies) ::close(made);
      return error;
    }
    copies.push_back(copy);
  }
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  ::posix_spawn_file_actions_init(&actions);
  ::posix_spawnattr_init(&attributes);
  for (std::size_t target = 0; target < copies.size(); ++target) {
    ::posix_spawn_file_actions_adddup2(&actions, copies[target], static_cast<int>(target));
  }
  sigset_t to_default;
  sigemptyset(&to_default);
  sigaddset(&to_default, SIGPIPE);
  ::posix_spawnattr_setsigdefault(&attributes, &to_default);
  ::posix_spawnattr_setpgroup(&attributes, 0);
  ::posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
  const int error = ::posix_spawn(&pid, args[0], &actions, &attributes, args.data(), environ);
  // Killed with its group should gridsolve have to end at once (interrupt.hpp).
  if (error == 0) track_process_group(pid);
  ::posix_spawnattr_destroy(&attributes);
  ::posix_spawn_file_actions_destroy(&actions);
  for (const int made : copies) ::close(made);
  return error;
}

double rusage_seconds(const rusage& usage) {
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// The CPU time of the children `pid` has waited for: the cutime and cstime
// fields of /proc/PID/stat, in clock ticks (1/100 s on Linux).
std::optional<double> reaped_children_seconds(pid_t pid) {
  char path[48];
  std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::array<char, 1024> text{};
  const ssize_t got = ::read(fd, text.data(), text.size() - 1);
  ::close(fd);
  if (got <= 0) return std::nullopt;
  // The command name (field 2) is in parentheses and may hold anything; the
  // fields after the last ')' start with field 3, the state.
  const char* at = std::strrchr(text.data(), ')');
  if (at == nullptr) return std::nullopt;
  ++at;
  unsigned long long fields[15] = {};  // fields 3 to 17; 16 and 17 are cutime and cstime
  for (int i = 0; i < 15; ++i) {
    while (*at == ' ') ++at;
    if (*at == '\0') return std::nullopt;
    char* end = nullptr;
    fields[i] = i == 0 ? 0 : std::strtoull(at, &end, 10);
    if (i == 0) {
      while (*at != ' ' && *at != '\0') ++at;
    } else {
      at = end;
    }
  }
  static const double ticks = [] {
    const long per_second = ::sysconf(_SC_CLK_TCK);
    return per_second > 0 ? static_cast<double>(per_second) : 100.0;
  }();
  return static_cast<double>(fields[13] + fields[14]) / ticks;
}

// The CPU time, user + system, of one running process: all its threads (its
// CPU-time clock, in nanoseconds) and the children it has waited for.
class CpuMeter {
 public:
  CpuMeter() = default;
  explicit CpuMeter(pid_t pid) : pid_(pid) { has_clock_ = ::clock_getcpuclockid(pid, &clock_) == 0; }
  bool valid() const { return pid_ > 0 && has_clock_; }
  pid_t pid() const { return pid_; }
  // Nothing once the process is gone.
  std::optional<double> seconds() const {
    if (!valid()) return std::nullopt;
    timespec now{};
    if (::clock_gettime(clock_, &now) != 0) return std::nullopt;
    const double own = static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
    return own + reaped_children_seconds(pid_).value_or(0);
  }

 private:
  pid_t pid_ = -1;
  clockid_t clock_{};
  bool has_clock_ = false;
};

// What cuts a run short, looked at on every turn of its loop: Ctrl-C or the
// checker's stop, the CPU limit (read at most every 10 ms), the wall-clock
// deadline.
class RunWatch {
 public:
  enum class Cut { kNone, kInterrupted, kCpuLimit, kTimedOut };

  RunWatch(const ProcessLimits& limits, Clock::time_point deadline) : limits_(limits), deadline_(deadline) {}

  Cut check(const std::function<std::optional<double>()>& cpu) {
    auto set = [](const std::atomic<bool>* flag) { return flag != nullptr && flag->load(std::memory_order_relaxed); };
    if (set(limits_.interrupt) || set(limits_.stop) || set(limits_.cancel)) return Cut::kInterrupted;
    const Clock::time_point now = Clock::now();
    if (now - last_read_ >= std::chrono::milliseconds(10)) {
      last_read_ = now;
      if (std::optional<double> seconds = cpu()) cpu_ = std::max(cpu_, *seconds);
      if (limits_.cpu_seconds > 0 && cpu_ > limits_.cpu_seconds) return Cut::kCpuLimit;
    }
    if (now >= deadline_) return Cut::kTimedOut;
    return Cut::kNone;
  }
  // How long to wait for the program now: until the deadline, but at most
  // 20 ms under a CPU limit (50 ms without), so that a stop is seen soon.
  int wait_ms() const {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - Clock::now()).count();
    const long long step = limits_.cpu_seconds > 0 ? 20 : 50;
    return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, step));
  }
  // The most CPU time read so far.
  double cpu() const { return cpu_; }

 private:
  const ProcessLimits& limits_;
  Clock::time_point deadline_;
  Clock::time_point last_read_{};
  double cpu_ = 0;
};

ProcessResult::Ending ending_of(RunWatch::Cut cut) {
  switch (cut) {
    case RunWatch::Cut::kInterrupted: return ProcessResult::Ending::kInterrupted;
    case RunWatch::Cut::kCpuLimit: return ProcessResult::Ending::kCpuLimit;
    case RunWatch::Cut::kTimedOut:
    case RunWatch::Cut::kNone: break;
  }
  return ProcessResult::Ending::kTimedOut;
}

}  // namespace

Expected<std::string> find_executable(const std::string& name) {
  if (name.empty()) return Error{"the command is empty"};
  if (name.find('/') != std::string::npos) {
    if (is_executable_file(name)) return name;
    return Error{fmt::format("cannot run '{}': not an executable file", name)};
  }
  const char* path = std::getenv("PATH");
  std::string_view dirs = path ? path : "/usr/local/bin:/usr/bin:/bin";
  while (true) {
    const std::size_t colon = dirs.find(':');
    const std::string_view dir = dirs.substr(0, colon);
    // An empty entry on PATH means the current directory.
    const std::string candidate = fmt::format("{}/{}", dir.empty() ? std::string_view(".") : dir, name);
    if (is_executable_file(candidate)) return candidate;
    if (colon == std::string_view::npos) break;
    dirs.remove_prefix(colon + 1);
  }
  return Error{fmt::format("cannot run '{}': no such command on PATH", name)};
}

ProcessResult run_process(const std::vector<std::string>& argv, const std::string& input, const ProcessLimits& limits) {
  ProcessResult result;
  Pipe to_child, from_child_out, from_child_err;
  if (!to_child.open() || !from_child_out.open() || !from_child_err.open()) {
    result.ending = ProcessResult::Ending::kFailedToStart;
    result.failure = fmt::format("cannot make a pipe: {}", std::strerror(errno));
    return result;
  }
  const Clock::time_point started = Clock::now();
  pid_t pid = -1;
  if (const int error =
          spawn_in_own_group(argv, {to_child.read_end, from_child_out.write_end, from_child_err.write_end}, pid)) {
    result.ending = ProcessResult::Ending::kFailedToStart;
    result.failure = fmt::format("cannot run '{}': {}", argv[0], std::strerror(error));
    return result;
  }
  Pipe::close_fd(to_child.read_end);
  Pipe::close_fd(from_child_out.write_end);
  Pipe::close_fd(from_child_err.write_end);

  const CpuMeter meter(pid);
  const auto cpu = [&meter] { return meter.seconds(); };
  RunWatch watch(limits, started + limits.wall_timeout);
  RunWatch::Cut cut = RunWatch::Cut::kNone;
  std::size_t input_written = 0;
  if (input.empty()) Pipe::close_fd(to_child.write_end);
  if (to_child.write_end >= 0) ::fcntl(to_child.write_end, F_SETFL, O_NONBLOCK);
  std::array<char, 1 << 16> buffer{};
  std::uint64_t out_dropped = 0, err_dropped = 0;
  // The output as the report shows it, however the run ends.
  const auto keep_output = [&] {
    result.out = capped_text(std::move(result.out), out_dropped, limits.max_output_bytes);
    result.err = capped_text(std::move(result.err), err_dropped, limits.max_output_bytes);
  };
  while (from_child_out.read_end >= 0 || from_child_err.read_end >= 0) {
    cut = watch.check(cpu);
    if (cut != RunWatch::Cut::kNone) break;
    std::array<pollfd, 3> fds{};
    std::size_t count = 0;
    auto watch_fd = [&](int fd, short events) {
      if (fd >= 0) fds[count++] = pollfd{fd, events, 0};
    };
    watch_fd(to_child.write_end, POLLOUT);
    watch_fd(from_child_out.read_end, POLLIN);
    watch_fd(from_child_err.read_end, POLLIN);
    if (::poll(fds.data(), count, watch.wait_ms()) < 0 && errno != EINTR) break;
    for (std::size_t i = 0; i < count; ++i) {
      if (fds[i].revents == 0) continue;
      if (fds[i].fd == to_child.write_end) {
        const ssize_t wrote = ::write(to_child.write_end, input.data() + input_written, input.size() - input_written);
        if (wrote > 0) input_written += static_cast<std::size_t>(wrote);
        // EPIPE: the program stopped reading, which is its own business.
        if (input_written == input.size() || (wrote < 0 && errno != EAGAIN && errno != EINTR)) {
          Pipe::close_fd(to_child.write_end);
        }
        continue;
      }
      int& fd = fds[i].fd == from_child_out.read_end ? from_child_out.read_end : from_child_err.read_end;
      std::string& sink = &fd == &from_child_out.read_end ? result.out : result.err;
      const ssize_t got = ::read(fd, buffer.data(), buffer.size());
      if (got > 0) {
        append_capped(sink, &fd == &from_child_out.read_end ? out_dropped : err_dropped, buffer.data(),
                      static_cast<std::size_t>(got), limits.max_output_bytes);
      } else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
        Pipe::close_fd(fd);
      }
    }
  }
  Pipe::close_fd(to_child.write_end);
  // Both outputs are closed: wait for the exit, still within the limits.
  int status = 0;
  rusage usage{};
  bool reaped = false;
  while (cut == RunWatch::Cut::kNone) {
    const pid_t done = ::wait4(pid, &status, WNOHANG, &usage);
    if (done == pid) {
      reaped = true;
      break;
    }
    if (done < 0 && errno != EINTR) break;
    cut = watch.check(cpu);
    if (cut != RunWatch::Cut::kNone) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  // Children the program left behind go with it.
  ::kill(-pid, SIGKILL);
  untrack_process_group(pid);
  if (!reaped) ::wait4(pid, &status, 0, &usage);
  result.cpu_seconds = rusage_seconds(usage);
  result.wall_seconds = seconds_since(started);
  keep_output();
  if (cut != RunWatch::Cut::kNone) {
    result.ending = ending_of(cut);
    return result;
  }
  if (WIFSIGNALED(status)) {
    result.ending = ProcessResult::Ending::kSignalled;
    result.signal = WTERMSIG(status);
  } else {
    result.ending = ProcessResult::Ending::kExited;
    result.exit_status = WEXITSTATUS(status);
  }
  return result;
}

}  // namespace gridsolve::cli

namespace gridsolve::cli {
namespace {

// The harness's messages for one test (harness.py describes them), as far
// as they have come: "pid N" (the test's own process, from harnesses that
// fork one), "value <length>\n<text>" (solution's return value), "profile
// <length>\n<text>", "cpu SECONDS", then "exit <status>" or "signal
// <number>", which completes the reply.
struct Reply {
  bool complete = false;
  std::optional<pid_t> pid;
  std::optional<std::string> value;
  std::optional<std::string> profile;
  std::optional<double> cpu;
  ProcessResult::Ending ending = ProcessResult::Ending::kExited;
  int exit_status = 0;
  int signal = 0;
};

Reply parse_reply(const std::string& text) {
  Reply reply;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    if (end == std::string::npos) return reply;
    const std::string line = text.substr(at, end - at);
    at = end + 1;
    auto payload = [&](std::size_t prefix, std::optional<std::string>& into) {
      const std::size_t length = std::strtoull(line.c_str() + prefix, nullptr, 10);
      if (text.size() < at + length) return false;
      into = text.substr(at, length);
      at += length;
      return true;
    };
    if (line.starts_with("pid ")) {
      reply.pid = static_cast<pid_t>(std::atoi(line.c_str() + 4));
    } else if (line.starts_with("cpu ")) {
      reply.cpu = std::strtod(line.c_str() + 4, nullptr);
    } else if (line.starts_with("value ")) {
      if (!payload(6, reply.value)) return reply;
    } else if (line.starts_with("profile ")) {
      if (!payload(8, reply.profile)) return reply;
    } else if (line.starts_with("signal ")) {
      reply.ending = ProcessResult::Ending::kSignalled;
      reply.signal = std::atoi(line.c_str() + 7);
      reply.complete = true;
      return reply;
    } else {
      reply.ending = ProcessResult::Ending::kExited;
      reply.exit_status = line.starts_with("exit ") ? std::atoi(line.c_str() + 5) : 1;
      reply.complete = true;
      return reply;
    }
  }
  return reply;
}

// A file in memory, read and written through the descriptor returned
// (close-on-exec), or -1. A memfd where the system has one, else an
// unlinked temporary file.
int memory_file() {
#if defined(__linux__) && defined(MFD_CLOEXEC)
  if (const int memfd = ::memfd_create("gridsolve-test-input", MFD_CLOEXEC); memfd >= 0) return memfd;
#endif
  const char* tmp = std::getenv("TMPDIR");
  std::string path = fmt::format("{}/gridsolve-input-XXXXXX", tmp != nullptr && *tmp != '\0' ? tmp : "/tmp");
  const int fd = ::mkstemp(path.data());
  if (fd < 0) return -1;
  ::unlink(path.c_str());
  ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  return fd;
}

// Makes the file behind `fd` hold `text` alone, and rewinds the offset that
// every process with this open file shares.
bool rewrite_file(int fd, const std::string& text) {
  if (::ftruncate(fd, 0) != 0) return false;
  for (std::size_t written = 0; written < text.size();) {
    const ssize_t wrote = ::pwrite(fd, text.data() + written, text.size() - written, static_cast<off_t>(written));
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0) return false;
    written += static_cast<std::size_t>(wrote);
  }
  return ::lseek(fd, 0, SEEK_SET) == 0;
}

bool ready_reply(const std::string& text) { return text.find('\n') != std::string::npos; }
bool complete_reply(const std::string& text) { return parse_reply(text).complete; }

// Reads what is waiting on a non-blocking pipe, without waiting for more.
void drain(int fd, std::string& sink, std::uint64_t& dropped, std::size_t limit) {
  std::array<char, 1 << 16> buffer{};
  while (fd >= 0) {
    const ssize_t got = ::read(fd, buffer.data(), buffer.size());
    if (got <= 0) return;
    append_capped(sink, dropped, buffer.data(), static_cast<std::size_t>(got), limit);
  }
}

enum class PumpEnd { kDone, kClosed, kCut };

// The harness's pipes, and what one exchange with it has collected.
struct Exchange {
  int requests;
  int replies_fd;
  int& out_fd;
  int& err_fd;
  std::string replies;
  std::string out;
  std::string err;
  std::uint64_t out_dropped = 0;  // bytes append_capped left out
  std::uint64_t err_dropped = 0;
};

// Feeds `request` to the harness and collects its replies and output until
// `done(replies)`, the replies pipe closing (the harness ended) or `watch`
// cutting the run short (then *cut says why).
PumpEnd pump(Exchange& x, const std::string& request, RunWatch& watch,
             const std::function<std::optional<double>()>& cpu, bool (*done)(const std::string&), RunWatch::Cut* cut,
             std::size_t max_output_bytes) {
  std::size_t written = 0;
  std::array<char, 1 << 16> buffer{};
  for (;;) {
    if (done(x.replies)) return PumpEnd::kDone;
    *cut = watch.check(cpu);
    if (*cut != RunWatch::Cut::kNone) return PumpEnd::kCut;
    std::array<pollfd, 4> fds{};
    std::size_t count = 0;
    if (written < request.size()) fds[count++] = pollfd{x.requests, POLLOUT, 0};
    fds[count++] = pollfd{x.replies_fd, POLLIN, 0};
    if (x.out_fd >= 0) fds[count++] = pollfd{x.out_fd, POLLIN, 0};
    if (x.err_fd >= 0) fds[count++] = pollfd{x.err_fd, POLLIN, 0};
    if (::poll(fds.data(), count, watch.wait_ms()) < 0 && errno != EINTR) return PumpEnd::kClosed;
    for (std::size_t i = 0; i < count; ++i) {
      if (fds[i].revents == 0) continue;
      const int fd = fds[i].fd;
      if (fd == x.requests) {
        const ssize_t wrote = ::write(fd, request.data() + written, request.size() - written);
        if (wrote > 0) written += static_cast<std::size_t>(wrote);
        // EPIPE: the harness ended; its replies pipe says so next.
        if (wrote < 0 && errno != EAGAIN && errno != EINTR) written = request.size();
        continue;
      }
      const ssize_t got = ::read(fd, buffer.data(), buffer.size());
      if (got < 0 && (errno == EAGAIN || errno == EINTR)) continue;
      if (fd == x.replies_fd) {
        if (got <= 0) return PumpEnd::kClosed;
        x.replies.append(buffer.data(), static_cast<std::size_t>(got));
      } else {
        int& stream = fd == x.out_fd ? x.out_fd : x.err_fd;
        if (got <= 0) {
          Pipe::close_fd(stream);
        } else {
          const bool out = &stream == &x.out_fd;
          append_capped(out ? x.out : x.err, out ? x.out_dropped : x.err_dropped, buffer.data(),
                        static_cast<std::size_t>(got), max_output_bytes);
        }
      }
    }
  }
}

// `text` without its lines that start "WARNING: ", as a runtime's warnings do.
std::string without_warnings(const std::string& text) {
  std::string kept;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find('\n', at);
    end = end == std::string::npos ? text.size() : end + 1;
    if (text.compare(at, 9, "WARNING: ") != 0) kept.append(text, at, end - at);
    at = end;
  }
  return kept;
}

}  // namespace

ProgramServer::ProgramServer(std::vector<std::string> argv, ProcessLimits load_limits, bool drop_load_stderr,
                             bool input_on_stdin)
    : argv_(std::move(argv)),
      load_limits_(load_limits),
      drop_load_stderr_(drop_load_stderr),
      input_on_stdin_(input_on_stdin) {}

ProgramServer::~ProgramServer() { stop(); }

void ProgramServer::stop() {
  if (pid_ > 0) {
    ::kill(-pid_, SIGKILL);
    untrack_process_group(pid_);
    int status = 0;
    ::waitpid(pid_, &status, 0);
  }
  pid_ = -1;
  for (int* fd : {&requests_, &replies_, &out_, &err_, &stdin_file_}) Pipe::close_fd(*fd);
}

std::optional<ProcessResult> ProgramServer::start() {
  if (pid_ > 0) return std::nullopt;
  ProcessResult failed;
  failed.ending = ProcessResult::Ending::kFailedToStart;
  Pipe requests, replies, out, err;
  // The harness's standard input: a file in memory that each test's input
  // is written to (input_on_stdin), else /dev/null. Empty until the first
  // test, like /dev/null while the program loads.
  const int stdin_fd = input_on_stdin_ ? memory_file() : ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (stdin_fd < 0) {
    failed.failure = fmt::format("cannot make the harness's standard input: {}", std::strerror(errno));
    return failed;
  }
  if (!requests.open() || !replies.open() || !out.open() || !err.open()) {
    ::close(stdin_fd);
    failed.failure = fmt::format("cannot make a pipe: {}", std::strerror(errno));
    return failed;
  }
  pid_t pid = -1;
  if (const int error = spawn_in_own_group(
          argv_, {stdin_fd, out.write_end, err.write_end, requests.read_end, replies.write_end}, pid)) {
    ::close(stdin_fd);
    failed.failure = fmt::format("cannot run '{}': {}", argv_[0], std::strerror(error));
    return failed;
  }
  if (input_on_stdin_) {
    stdin_file_ = stdin_fd;
  } else {
    ::close(stdin_fd);
  }
  pid_ = pid;
  std::swap(requests_, requests.write_end);
  std::swap(replies_, replies.read_end);
  std::swap(out_, out.read_end);
  std::swap(err_, err.read_end);
  for (int fd : {requests_, replies_, out_, err_}) ::fcntl(fd, F_SETFL, O_NONBLOCK);
  Pipe::close_fd(requests.read_end);
  Pipe::close_fd(replies.write_end);
  Pipe::close_fd(out.write_end);
  Pipe::close_fd(err.write_end);

  // Loading may take a while (a JVM, imports): its own allowance, given by
  // the caller as load_limits_ (30 s more was added here, which made a
  // program whose top level never ends wait 40 to 60 s for its message), and
  // no CPU limit (a judge counts loading, but once per test, not once for all).
  ProcessLimits loading = load_limits_;
  loading.cpu_seconds = 0;
  RunWatch watch(loading, Clock::now() + loading.wall_timeout);
  Exchange x{requests_, replies_, out_, err_, {}, {}, {}};
  RunWatch::Cut cut = RunWatch::Cut::kNone;
  const PumpEnd end =
      pump(x, "", watch, [] { return std::optional<double>(); }, &ready_reply, &cut, loading.max_output_bytes);
  if (end == PumpEnd::kDone) {
    load_out_ = capped_text(std::move(x.out), x.out_dropped, loading.max_output_bytes);
    load_err_ =
        drop_load_stderr_ ? std::string() : capped_text(std::move(x.err), x.err_dropped, loading.max_output_bytes);
    return std::nullopt;
  }
  ProcessResult result;
  if (end == PumpEnd::kClosed) {
    int status = 0;
    untrack_process_group(pid_);
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    drain(out_, x.out, x.out_dropped, loading.max_output_bytes);
    drain(err_, x.err, x.err_dropped, loading.max_output_bytes);
    result.ending = WIFSIGNALED(status) ? ProcessResult::Ending::kSignalled : ProcessResult::Ending::kExited;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    result.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
  } else {
    result.ending = ending_of(cut);
  }
  result.out = capped_text(std::move(x.out), x.out_dropped, loading.max_output_bytes);
  // The runtime's own warnings are not why the program failed to load (a
  // JVM's four lines about setSecurityManager, which the harness cannot
  // silence): the harness's reason is kept without them.
  x.err = capped_text(std::move(x.err), x.err_dropped, loading.max_output_bytes);
  result.err = drop_load_stderr_ ? without_warnings(x.err) : std::move(x.err);
  stop();
  return result;
}

ProcessResult ProgramServer::run(const std::string& input, const ProcessLimits& limits, double profile_seconds) {
  if (std::optional<ProcessResult> failure = start()) {
    if (failure->ending != ProcessResult::Ending::kInterrupted &&
        failure->ending != ProcessResult::Ending::kFailedToStart) {
      failure->failure = fmt::format("the program stopped while loading: {}", failure->err);
      failure->ending = ProcessResult::Ending::kFailedToStart;
    }
    return *failure;
  }
  const Clock::time_point started = Clock::now();
  // The test's CPU time: its own process once the harness names it, else
  // how much the harness's grows (see run_process.hpp).
  const CpuMeter server(pid_);
  const double server_before = server.seconds().value_or(0);
  CpuMeter child;
  Exchange x{requests_, replies_, out_, err_, {}, {}, {}};
  const auto cpu = [&]() -> std::optional<double> {
    if (!child.valid()) {
      if (std::optional<pid_t> pid = parse_reply(x.replies).pid) child = CpuMeter(*pid);
    }
    if (child.valid()) return child.seconds();
    std::optional<double> now = server.seconds();
    return now ? std::optional<double>(*now - server_before) : std::nullopt;
  };
  if (input_on_stdin_ && !rewrite_file(stdin_file_, input)) {
    ProcessResult failed;
    failed.ending = ProcessResult::Ending::kFailedToStart;
    failed.failure = fmt::format("cannot write the test's input for the harness: {}", std::strerror(errno));
    return failed;
  }
  const std::string header = profile_seconds > 0 ? fmt::format("profile {} {}\n", profile_seconds, input.size())
                                                 : fmt::format("{}\n", input.size());
  RunWatch watch(limits, started + limits.wall_timeout);
  RunWatch::Cut cut = RunWatch::Cut::kNone;
  PumpEnd end = pump(x, header + input, watch, cpu, &complete_reply, &cut, limits.max_output_bytes);
  ProcessResult result;
  if (end == PumpEnd::kCut && cut == RunWatch::Cut::kCpuLimit && child.valid()) {
    // Over the CPU limit: the test's own process goes, and the harness, which
    // waits for it, still replies with how it ended and its CPU time.
    ::kill(child.pid(), SIGKILL);
    ProcessLimits grace = limits;
    grace.cpu_seconds = 0;
    RunWatch after(grace, Clock::now() + std::chrono::seconds(2));
    RunWatch::Cut ignored = RunWatch::Cut::kNone;
    if (pump(x, "", after, cpu, &complete_reply, &ignored, limits.max_output_bytes) != PumpEnd::kDone) {
      end = PumpEnd::kCut;
    } else {
      end = PumpEnd::kDone;
    }
  }
  result.wall_seconds = seconds_since(started);
  if (end == PumpEnd::kDone) {
    const Reply reply = parse_reply(x.replies);
    drain(out_, x.out, x.out_dropped, limits.max_output_bytes);
    drain(err_, x.err, x.err_dropped, limits.max_output_bytes);
    result.ending = cut == RunWatch::Cut::kCpuLimit ? ProcessResult::Ending::kCpuLimit : reply.ending;
    result.exit_status = reply.exit_status;
    result.signal = reply.signal;
    result.value = reply.value;
    result.profile = reply.profile.value_or("");
    const std::optional<double> server_after = server.seconds();
    result.cpu_seconds = reply.cpu ? *reply.cpu : server_after ? *server_after - server_before : watch.cpu();
    result.out = capped_text(std::move(x.out), x.out_dropped, limits.max_output_bytes);
    result.err = capped_text(std::move(x.err), x.err_dropped, limits.max_output_bytes);
    return result;
  }
  if (end == PumpEnd::kClosed) {
    // The harness itself ended during the test (a System.exit that no
    // security manager caught, memory): that is how the test ended.
    int status = 0;
    rusage usage{};
    untrack_process_group(pid_);
    ::wait4(pid_, &status, 0, &usage);
    pid_ = -1;
    drain(out_, x.out, x.out_dropped, limits.max_output_bytes);
    drain(err_, x.err, x.err_dropped, limits.max_output_bytes);
    result.ending = WIFSIGNALED(status) ? ProcessResult::Ending::kSignalled : ProcessResult::Ending::kExited;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    result.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    result.cpu_seconds = std::max(watch.cpu(), rusage_seconds(usage) - server_before);
  } else {
    result.ending = ending_of(cut);
    result.cpu_seconds = watch.cpu();
  }
  result.out = capped_text(std::move(x.out), x.out_dropped, limits.max_output_bytes);
  result.err = capped_text(std::move(x.err), x.err_dropped, limits.max_output_bytes);
  stop();
  return result;
}

}  // namespace gridsolve::cli
