#include "cli/run_process.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <thread>

namespace gridsolve::cli {
namespace {

using Clock = std::chrono::steady_clock;

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

// How long to wait for the child now: until the deadline, but at most 50 ms,
// so that an interrupt is seen soon.
int remaining_ms(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 50));
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
  Pipe to_child, from_child_out, from_child_err, exec_failure;
  if (!to_child.open() || !from_child_out.open() || !from_child_err.open() || !exec_failure.open()) {
    result.ending = ProcessResult::Ending::kFailedToStart;
    result.failure = fmt::format("cannot make a pipe: {}", std::strerror(errno));
    return result;
  }
  // Everything the child needs is built before fork: after fork in a
  // threaded program the child may only call async-signal-safe functions.
  std::vector<char*> args;
  args.reserve(argv.size() + 1);
  for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);

  const pid_t pid = ::fork();
  if (pid < 0) {
    result.ending = ProcessResult::Ending::kFailedToStart;
    result.failure = fmt::format("cannot fork: {}", std::strerror(errno));
    return result;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    // We ignore SIGPIPE in gridsolve; an ignored signal stays ignored across
    // exec, and the program under test should see the ordinary default.
    ::signal(SIGPIPE, SIG_DFL);
    ::dup2(to_child.read_end, STDIN_FILENO);
    ::dup2(from_child_out.write_end, STDOUT_FILENO);
    ::dup2(from_child_err.write_end, STDERR_FILENO);
    ::execv(args[0], args.data());
    const int error = errno;
    [[maybe_unused]] const auto written = ::write(exec_failure.write_end, &error, sizeof error);
    ::_exit(127);
  }
  // Also from the parent, so that a kill before the child ran setpgid still
  // reaches the group.
  ::setpgid(pid, pid);
  Pipe::close_fd(to_child.read_end);
  Pipe::close_fd(from_child_out.write_end);
  Pipe::close_fd(from_child_err.write_end);
  Pipe::close_fd(exec_failure.write_end);

  const Clock::time_point deadline = Clock::now() + limits.timeout;
  std::size_t input_written = 0;
  if (input.empty()) Pipe::close_fd(to_child.write_end);
  if (to_child.write_end >= 0) ::fcntl(to_child.write_end, F_SETFL, O_NONBLOCK);
  bool timed_out = false;
  bool interrupted = false;
  const auto interrupt_requested = [&] {
    interrupted = interrupted || (limits.interrupt != nullptr && limits.interrupt->load(std::memory_order_relaxed));
    return interrupted;
  };
  std::array<char, 1 << 16> buffer{};
  while ((from_child_out.read_end >= 0 || from_child_err.read_end >= 0) && !interrupt_requested()) {
    std::array<pollfd, 3> fds{};
    std::size_t count = 0;
    auto watch = [&](int fd, short events) {
      if (fd >= 0) fds[count++] = pollfd{fd, events, 0};
    };
    watch(to_child.write_end, POLLOUT);
    watch(from_child_out.read_end, POLLIN);
    watch(from_child_err.read_end, POLLIN);
    const int wait_ms = remaining_ms(deadline);
    if (wait_ms == 0) {
      timed_out = true;
      break;
    }
    if (::poll(fds.data(), count, wait_ms) < 0 && errno != EINTR) break;
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
        const std::size_t room = limits.max_output_bytes - std::min(limits.max_output_bytes, sink.size());
        sink.append(buffer.data(), std::min(room, static_cast<std::size_t>(got)));
      } else if (got == 0 || (errno != EINTR && errno != EAGAIN)) {
        Pipe::close_fd(fd);
      }
    }
  }
  Pipe::close_fd(to_child.write_end);
  // Both outputs are closed: wait for the exit, still within the deadline.
  int status = 0;
  while (!timed_out && !interrupt_requested()) {
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) break;
    if (remaining_ms(deadline) == 0) {
      timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  if (timed_out || interrupted) {
    ::kill(-pid, SIGKILL);
    ::waitpid(pid, &status, 0);
    result.ending = timed_out ? ProcessResult::Ending::kTimedOut : ProcessResult::Ending::kInterrupted;
    return result;
  }
  // Children the program left behind go with it.
  ::kill(-pid, SIGKILL);
  int exec_error = 0;
  if (::read(exec_failure.read_end, &exec_error, sizeof exec_error) == static_cast<ssize_t>(sizeof exec_error)) {
    result.ending = ProcessResult::Ending::kFailedToStart;
    result.failure = fmt::format("cannot run '{}': {}", argv[0], std::strerror(exec_error));
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

// The harness's reply to one test, once it is whole: "value <length>\n<text>"
// (solution's return value) at most once, then "exit <status>\n" or
// "signal <number>\n".
std::optional<ProcessResult> parse_reply(const std::string& text) {
  ProcessResult result;
  std::size_t at = 0;
  if (text.starts_with("value ")) {
    const std::size_t end = text.find('\n');
    if (end == std::string::npos) return std::nullopt;
    const std::size_t length = std::strtoull(text.c_str() + 6, nullptr, 10);
    if (text.size() < end + 1 + length) return std::nullopt;
    result.value = text.substr(end + 1, length);
    at = end + 1 + length;
  }
  const std::size_t end = text.find('\n', at);
  if (end == std::string::npos) return std::nullopt;
  const std::string line = text.substr(at, end - at);
  if (line.starts_with("signal ")) {
    result.ending = ProcessResult::Ending::kSignalled;
    result.signal = std::atoi(line.c_str() + 7);
  } else {
    result.ending = ProcessResult::Ending::kExited;
    result.exit_status = line.starts_with("exit ") ? std::atoi(line.c_str() + 5) : 1;
  }
  return result;
}

bool ready_reply(const std::string& text) { return text.find('\n') != std::string::npos; }

void append_capped(std::string& sink, const char* data, std::size_t size, std::size_t limit) {
  sink.append(data, std::min(size, limit - std::min(limit, sink.size())));
}

// Reads what is waiting on a non-blocking pipe, without waiting for more.
void drain(int fd, std::string& sink, std::size_t limit) {
  std::array<char, 1 << 16> buffer{};
  while (fd >= 0) {
    const ssize_t got = ::read(fd, buffer.data(), buffer.size());
    if (got <= 0) return;
    append_capped(sink, buffer.data(), static_cast<std::size_t>(got), limit);
  }
}

enum class PumpEnd { kDone, kClosed, kTimedOut, kInterrupted };

}  // namespace

ProgramServer::ProgramServer(std::vector<std::string> argv, ProcessLimits limits, bool drop_load_stderr)
    : argv_(std::move(argv)), limits_(limits), drop_load_stderr_(drop_load_stderr) {}

ProgramServer::~ProgramServer() { stop(); }

void ProgramServer::stop() {
  if (pid_ > 0) {
    ::kill(-pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
  }
  pid_ = -1;
  for (int* fd : {&requests_, &replies_, &out_, &err_}) Pipe::close_fd(*fd);
}

namespace {

// Feeds `request` to the harness and collects its replies and output until
// `done(replies)`, the replies pipe closing (the harness ended), the
// deadline or Ctrl-C.
PumpEnd pump(int& requests, int replies_fd, int& out_fd, int& err_fd, const std::string& request, std::string& replies,
             std::string& out, std::string& err, Clock::time_point deadline, const ProcessLimits& limits,
             bool (*done)(const std::string&)) {
  std::size_t written = 0;
  std::array<char, 1 << 16> buffer{};
  for (;;) {
    if (done(replies)) return PumpEnd::kDone;
    if (limits.interrupt != nullptr && limits.interrupt->load(std::memory_order_relaxed)) return PumpEnd::kInterrupted;
    const int wait_ms = remaining_ms(deadline);
    if (wait_ms == 0) return PumpEnd::kTimedOut;
    std::array<pollfd, 4> fds{};
    std::size_t count = 0;
    if (written < request.size()) fds[count++] = pollfd{requests, POLLOUT, 0};
    fds[count++] = pollfd{replies_fd, POLLIN, 0};
    if (out_fd >= 0) fds[count++] = pollfd{out_fd, POLLIN, 0};
    if (err_fd >= 0) fds[count++] = pollfd{err_fd, POLLIN, 0};
    if (::poll(fds.data(), count, wait_ms) < 0 && errno != EINTR) return PumpEnd::kClosed;
    for (std::size_t i = 0; i < count; ++i) {
      if (fds[i].revents == 0) continue;
      const int fd = fds[i].fd;
      if (fd == requests) {
        const ssize_t wrote = ::write(fd, request.data() + written, request.size() - written);
        if (wrote > 0) written += static_cast<std::size_t>(wrote);
        // EPIPE: the harness ended; its replies pipe says so next.
        if (wrote < 0 && errno != EAGAIN && errno != EINTR) written = request.size();
        continue;
      }
      const ssize_t got = ::read(fd, buffer.data(), buffer.size());
      if (got < 0 && (errno == EAGAIN || errno == EINTR)) continue;
      if (fd == replies_fd) {
        if (got <= 0) return PumpEnd::kClosed;
        replies.append(buffer.data(), static_cast<std::size_t>(got));
      } else {
        int& stream = fd == out_fd ? out_fd : err_fd;
        if (got <= 0) {
          Pipe::close_fd(stream);
        } else {
          append_capped(&stream == &out_fd ? out : err, buffer.data(), static_cast<std::size_t>(got),
                        limits.max_output_bytes);
        }
      }
    }
  }
}

}  // namespace

std::optional<ProcessResult> ProgramServer::start() {
  if (pid_ > 0) return std::nullopt;
  ProcessResult failed;
  failed.ending = ProcessResult::Ending::kFailedToStart;
  Pipe requests, replies, out, err, exec_failure;
  const int null_fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (null_fd < 0 || !requests.open() || !replies.open() || !out.open() || !err.open() || !exec_failure.open()) {
    if (null_fd >= 0) ::close(null_fd);
    failed.failure = fmt::format("cannot make a pipe: {}", std::strerror(errno));
    return failed;
  }
  std::vector<char*> args;
  for (const std::string& arg : argv_) args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(null_fd);
    failed.failure = fmt::format("cannot fork: {}", std::strerror(errno));
    return failed;
  }
  if (pid == 0) {
    ::setpgid(0, 0);
    ::signal(SIGPIPE, SIG_DFL);
    // Each above 10 first, so that no dup2 below overwrites another's source.
    const int moved[5] = {::fcntl(null_fd, F_DUPFD_CLOEXEC, 10), ::fcntl(out.write_end, F_DUPFD_CLOEXEC, 10),
                          ::fcntl(err.write_end, F_DUPFD_CLOEXEC, 10), ::fcntl(requests.read_end, F_DUPFD_CLOEXEC, 10),
                          ::fcntl(replies.write_end, F_DUPFD_CLOEXEC, 10)};
    for (int target = 0; target < 5; ++target) ::dup2(moved[target], target);
    ::execv(args[0], args.data());
    const int error = errno;
    [[maybe_unused]] const auto written = ::write(exec_failure.write_end, &error, sizeof error);
    ::_exit(127);
  }
  ::setpgid(pid, pid);
  ::close(null_fd);
  pid_ = pid;
  std::swap(requests_, requests.write_end);
  std::swap(replies_, replies.read_end);
  std::swap(out_, out.read_end);
  std::swap(err_, err.read_end);
  for (int fd : {requests_, replies_, out_, err_}) ::fcntl(fd, F_SETFL, O_NONBLOCK);
  Pipe::close_fd(exec_failure.write_end);
  Pipe::close_fd(requests.read_end);
  Pipe::close_fd(replies.write_end);
  Pipe::close_fd(out.write_end);
  Pipe::close_fd(err.write_end);

  // Loading may take a while (a JVM, imports): its own allowance.
  const Clock::time_point deadline = Clock::now() + limits_.timeout + std::chrono::seconds(30);
  std::string reply, load_out, load_err;
  const PumpEnd end =
      pump(requests_, replies_, out_, err_, "", reply, load_out, load_err, deadline, limits_, &ready_reply);
  if (end == PumpEnd::kDone) {
    load_out_ = std::move(load_out);
    load_err_ = drop_load_stderr_ ? std::string() : std::move(load_err);
    return std::nullopt;
  }
  ProcessResult result;
  if (end == PumpEnd::kClosed) {
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    drain(out_, load_out, limits_.max_output_bytes);
    drain(err_, load_err, limits_.max_output_bytes);
    int exec_error = 0;
    if (::read(exec_failure.read_end, &exec_error, sizeof exec_error) == static_cast<ssize_t>(sizeof exec_error)) {
      failed.failure = fmt::format("cannot run '{}': {}", argv_[0], std::strerror(exec_error));
      stop();
      return failed;
    }
    result.ending = WIFSIGNALED(status) ? ProcessResult::Ending::kSignalled : ProcessResult::Ending::kExited;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    result.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
  } else {
    result.ending = end == PumpEnd::kTimedOut ? ProcessResult::Ending::kTimedOut : ProcessResult::Ending::kInterrupted;
  }
  result.out = std::move(load_out);
  result.err = std::move(load_err);
  stop();
  return result;
}

ProcessResult ProgramServer::run(const std::string& input) {
  if (std::optional<ProcessResult> failure = start()) {
    if (failure->ending != ProcessResult::Ending::kInterrupted &&
        failure->ending != ProcessResult::Ending::kFailedToStart) {
      failure->failure = fmt::format("the program stopped while loading: {}", failure->err);
      failure->ending = ProcessResult::Ending::kFailedToStart;
    }
    return *failure;
  }
  const Clock::time_point deadline = Clock::now() + limits_.timeout;
  std::string reply;
  ProcessResult result;
  const PumpEnd end =
      pump(requests_, replies_, out_, err_, fmt::format("{}\n{}", input.size(), input), reply, result.out, result.err,
           deadline, limits_, [](const std::string& text) { return parse_reply(text).has_value(); });
  if (end == PumpEnd::kDone) {
    std::string out = std::move(result.out), err = std::move(result.err);
    result = *parse_reply(reply);
    drain(out_, out, limits_.max_output_bytes);
    drain(err_, err, limits_.max_output_bytes);
    result.out = std::move(out);
    result.err = std::move(err);
    return result;
  }
  if (end == PumpEnd::kClosed) {
    // The harness itself ended during the test (a System.exit that no
    // security manager caught, memory): that is how the test ended.
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    drain(out_, result.out, limits_.max_output_bytes);
    drain(err_, result.err, limits_.max_output_bytes);
    result.ending = WIFSIGNALED(status) ? ProcessResult::Ending::kSignalled : ProcessResult::Ending::kExited;
    result.signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    result.exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
  } else {
    result.ending = end == PumpEnd::kTimedOut ? ProcessResult::Ending::kTimedOut : ProcessResult::Ending::kInterrupted;
  }
  stop();
  return result;
}

}  // namespace gridsolve::cli
