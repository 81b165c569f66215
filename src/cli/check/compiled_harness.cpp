#include "cli/check/compiled_harness.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <sstream>

#include "cli/check/cache_naming.hpp"
#include "cli/check/languages.hpp"

namespace gridsolve::cli::check {
namespace {

namespace fs = std::filesystem;

// A folder that another check may still be linking or loading from is not
// removed: one made within the hour is left, whatever its record says.
constexpr auto kStaleAfter = std::chrono::hours(1);

// A kept file's line in the record: "NAME SIZE HASH".
std::string file_line(const std::string& name, const std::string& contents) {
  return fmt::format("{} {} {:016x}\n", name, contents.size(), fnv1a(contents));
}

}  // namespace

CompiledHarness::CompiledHarness(const std::string& cache, std::string_view kind, const std::string& compiler,
                                 const std::vector<std::string_view>& inputs)
    : kind_(kind) {
  if (cache.empty()) return;
  const CompilerIdentity identity = identify_compiler(compiler);
  if (identity.path.empty()) return;
  compiler_record_ = identity.record();
  std::uint64_t hash = identity.hash();
  for (const std::string_view input : inputs) {
    // Each input's length first, so that two lists that join to the same
    // text name different folders.
    hash = fnv1a(input, fnv1a(fmt::format("|{}|", input.size()), hash));
  }
  cache_ = cache;
  folder_ = fmt::format("{}/{}-{:016x}", cache, kind_, hash);
}

std::string CompiledHarness::ready_folder() const {
  if (folder_.empty()) return "";
  const Expected<std::string> record = read_file(folder_ + "/record");
  if (!record || !record.value().starts_with(compiler_record_)) return "";
  std::istringstream files(record.value().substr(compiler_record_.size()));
  std::string name;
  std::size_t size = 0;
  std::string hash;
  int count = 0;
  while (files >> name >> size >> hash) {
    const Expected<std::string> contents = read_file(folder_ + "/" + name);
    if (!contents || file_line(name, contents.value()) != fmt::format("{} {} {}\n", name, size, hash)) return "";
    ++count;
  }
  return count > 0 ? folder_ : "";
}

void CompiledHarness::keep(const std::string& made) const {
  if (folder_.empty()) return;
  std::error_code error;
  fs::create_directories(cache_, error);
  if (error) return;
  // Filled under this process's own name, then renamed whole.
  const fs::path own = fmt::format("{}.{}.tmp", folder_, ::getpid());
  fs::remove_all(own, error);
  fs::create_directory(own, error);
  if (error) return;
  std::string record = compiler_record_;
  bool copied = true;
  for (fs::directory_iterator entry(made, error), end; !error && entry != end; entry.increment(error)) {
    if (!entry->is_regular_file()) continue;
    const std::string name = entry->path().filename().string();
    const Expected<std::string> contents = read_file(entry->path().string());
    if (!contents || name.find_first_of(" \n") != std::string::npos ||
        write_file((own / name).string(), contents.value())) {
      copied = false;
      break;
    }
    record += file_line(name, contents.value());
  }
  if (error || !copied || record == compiler_record_ || write_file((own / "record").string(), record)) {
    fs::remove_all(own, error);
    return;
  }
  // A folder already there is another check's (the same files: keep it) or
  // one that no longer matches its record (move it aside first).
  if (ready_folder().empty()) {
    const fs::path broken = fmt::format("{}.{}.broken", folder_, ::getpid());
    fs::rename(folder_, broken, error);
    fs::remove_all(broken, error);
  }
  fs::rename(own, folder_, error);
  if (error) fs::remove_all(own, error);
  remove_stale_folders();
}

void CompiledHarness::remove_stale_folders() const {
  std::error_code error;
  const std::string prefix = kind_ + "-";
  const auto now = fs::file_time_type::clock::now();
  const std::string own_name = fs::path(folder_).filename().string();
  for (fs::directory_iterator entry(cache_, error), end; !error && entry != end; entry.increment(error)) {
    const fs::path folder = entry->path();
    const std::string name = folder.filename().string();
    // Only this kind's own folders (not ones being filled or moved aside by
    // another check, whose names end in .tmp or .broken).
    if (!name.starts_with(prefix) || name.find('.') != std::string::npos || name == own_name) continue;
    std::error_code ignored;
    const auto made = fs::last_write_time(folder, ignored);
    if (ignored || now - made < kStaleAfter) continue;
    const Expected<std::string> record = read_file((folder / "record").string());
    if (!record) continue;
    // Another compiler's folder stays; that of a compiler that changed or
    // is gone goes, and so does this compiler's for another harness text.
    if (!names_changed_compiler(record.value()) && !record.value().starts_with(compiler_record_)) continue;
    fs::remove_all(folder, ignored);
  }
}

}  // namespace gridsolve::cli::check
