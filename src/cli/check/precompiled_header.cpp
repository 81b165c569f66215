#include "cli/check/precompiled_header.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string_view>

#include "cli/check/cache_naming.hpp"
#include "cli/check/languages.hpp"
#include "cli/run_process.hpp"

namespace gridsolve::cli::check {
namespace {

namespace fs = std::filesystem;

std::string environment(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : "";
}

}  // namespace

std::string cache_folder() {
  if (std::string own = environment("GRIDSOLVE_CACHE_DIR"); !own.empty()) return own;
  if (std::string xdg = environment("XDG_CACHE_HOME"); !xdg.empty()) return xdg + "/gridsolve";
  if (std::string home = environment("HOME"); !home.empty()) return home + "/.cache/gridsolve";
  return "";
}

bool starts_with_stdcxx_include(const std::string& source) {
  std::string_view rest = source;
  if (rest.starts_with("\xEF\xBB\xBF")) rest.remove_prefix(3);
  auto skip = [&](std::string_view characters) {
    const std::size_t at = rest.find_first_not_of(characters);
    rest.remove_prefix(at == std::string_view::npos ? rest.size() : at);
  };
  // Comments and blank lines aside: the first directive or declaration.
  for (;;) {
    skip(" \t\r\n\f\v");
    if (rest.starts_with("//")) {
      const std::size_t end = rest.find('\n');
      rest.remove_prefix(end == std::string_view::npos ? rest.size() : end);
    } else if (rest.starts_with("/*")) {
      const std::size_t end = rest.find("*/", 2);
      if (end == std::string_view::npos) return false;
      rest.remove_prefix(end + 2);
    } else {
      break;
    }
  }
  if (!rest.starts_with("#")) return false;
  rest.remove_prefix(1);
  skip(" \t");
  if (!rest.starts_with("include")) return false;
  rest.remove_prefix(7);
  skip(" \t");
  return rest.starts_with("<bits/stdc++.h>");
}

PrecompiledStdcxx::PrecompiledStdcxx(const std::string& cache, const std::string& compiler,
                                     const std::vector<std::string>& flags)
    : compiler_(compiler), flags_(flags) {
  if (cache.empty()) return;
  // The folder's name changes with the compiler (its path, size and time, so
  // an upgrade gets a new one) and the flags, which a .gch must match.
  const CompilerIdentity identity = identify_compiler(compiler);
  if (identity.path.empty()) return;
  record_ = identity.record();
  std::uint64_t hash = identity.hash();
  for (const std::string& flag : flags) hash = fnv1a("|" + flag, hash);
  cache_ = cache;
  folder_ = fmt::format("{}/stdc++-{:016x}", cache, hash);
}

std::string PrecompiledStdcxx::ready_folder() const {
  if (folder_.empty()) return "";
  std::error_code error;
  if (!fs::is_regular_file(folder_ + "/bits/stdc++.h.gch", error) ||
      !fs::is_regular_file(folder_ + "/bits/stdc++.h", error)) {
    return "";
  }
  return folder_;
}

bool PrecompiledStdcxx::build(const std::atomic<bool>* interrupt) const {
  if (folder_.empty()) return false;
  std::error_code error;
  const fs::path bits = fs::path(folder_) / "bits";
  fs::create_directories(bits, error);
  if (error) return false;
  // One maker at a time: a check that finds another making it goes on
  // without (the lock ends with its holder, however that ends).
  const std::string lock_path = folder_ + "/lock";
  const int lock = ::open(lock_path.c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644);
  if (lock < 0) return false;
  struct Unlock {
    int fd;
    ~Unlock() { ::close(fd); }
  } unlock{lock};
  if (::flock(lock, LOCK_EX | LOCK_NB) != 0) return false;
  if (!ready_folder().empty()) return true;
  // Every file is written under a name of this process's own and then
  // renamed, so that another check building the same header at the same
  // time, or one reading it, never sees half a file.
  const std::string own = fmt::format(".{}.tmp", ::getpid());
  const fs::path header = bits / "stdc++.h";
  if (!fs::is_regular_file(header, error)) {
    // Where the .gch cannot be used, this line takes the compile on to the
    // real header (the next folder after this one on the include path).
    const fs::path temporary = header.string() + own;
    if (write_file(temporary.string(), "#include_next <bits/stdc++.h>\n")) {
      fs::remove(temporary, error);
      return false;
    }
    fs::rename(temporary, header, error);
    if (error) return false;
  }
  // Compiled from a header of its own that includes the real one (not from
  // the line above, which would find itself).
  const fs::path source = fs::path(folder_) / ("source" + own + ".hpp");
  const fs::path made = bits / ("stdc++.h.gch" + own);
  if (write_file(source.string(), "#include <bits/stdc++.h>\n")) {
    fs::remove(source, error);
    return false;
  }
  std::vector<std::string> argv = {compiler_};
  argv.insert(argv.end(), flags_.begin(), flags_.end());
  argv.insert(argv.end(), {"-x", "c++-header", source.string(), "-o", made.string()});
  ProcessLimits limits;
  limits.wall_timeout = std::chrono::minutes(5);
  limits.interrupt = interrupt;
  const ProcessResult result = run_process(argv, "", limits);
  fs::remove(source, error);
  const bool compiled = result.ending == ProcessResult::Ending::kExited && result.exit_status == 0;
  if (compiled) fs::rename(made, bits / "stdc++.h.gch", error);
  if (!compiled || error) {
    fs::remove(made, error);
    return false;
  }
  const fs::path record = fs::path(folder_) / "compiler";
  const fs::path record_temporary = record.string() + own;
  if (!write_file(record_temporary.string(), record_)) fs::rename(record_temporary, record, error);
  fs::remove(record_temporary, error);
  remove_stale_folders();
  return true;
}

void PrecompiledStdcxx::remove_stale_folders() const {
  std::error_code error;
  for (fs::directory_iterator entry(cache_, error), end; !error && entry != end; entry.increment(error)) {
    const fs::path folder = entry->path();
    if (!folder.filename().string().starts_with("stdc++-") || folder.string() == folder_) continue;
    // Only a folder whose record names a compiler that has changed since
    // (another size or time: an upgrade) or is gone. Another compiler's or
    // other flags' folder stays, and so does one without a record (made by
    // an older gridsolve, or being made now).
    const Expected<std::string> read = read_file((folder / "compiler").string());
    if (!read) continue;
    if (!names_changed_compiler(read.value())) continue;
    // Not while another check makes it (that one holds the lock). A check
    // still compiling with it keeps the files it has open; one that opens
    // them too late finds no folder and reads the real header.
    const std::string lock_path = (folder / "lock").string();
    const int lock = ::open(lock_path.c_str(), O_RDWR | O_CLOEXEC);
    if (lock >= 0 && ::flock(lock, LOCK_EX | LOCK_NB) != 0) {
      ::close(lock);
      continue;
    }
    std::error_code ignored;
    fs::remove_all(folder, ignored);
    if (lock >= 0) ::close(lock);
  }
}

}  // namespace gridsolve::cli::check
