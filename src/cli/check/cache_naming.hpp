// How gridsolve's cache folder names what it keeps (precompiled_header.hpp,
// compiled_harness.hpp): a folder's name is a hash of what its files depend
// on, and its record names the compiler that made them, so that a compiler
// upgrade gets a new folder and the old one can be told stale.
#pragma once

#include <fmt/format.h>
#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace gridsolve::cli::check {

// FNV-1a: a name for a compiler, flags and a text, not a defence against
// anyone.
inline std::uint64_t fnv1a(std::string_view text, std::uint64_t hash = 14695981039346656037ULL) {
  for (const char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash;
}

// A compiler as a cache folder's name and record know it: its real path,
// size and modification time (an upgrade changes them).
struct CompilerIdentity {
  std::string path;  // empty: not found
  long long size = 0;
  long long modified = 0;
  // The record's first lines: the three, one a line.
  std::string record() const { return fmt::format("{}\n{}\n{}\n", path, size, modified); }
  std::uint64_t hash(std::uint64_t seed = 14695981039346656037ULL) const {
    return fnv1a(fmt::format("|{}|{}", size, modified), fnv1a(path, seed));
  }
};

inline CompilerIdentity identify_compiler(const std::string& compiler) {
  std::error_code error;
  const std::filesystem::path real = std::filesystem::canonical(compiler, error);
  struct stat status{};
  if (error || ::stat(real.c_str(), &status) != 0) return {};
  return {real.string(), static_cast<long long>(status.st_size), static_cast<long long>(status.st_mtime)};
}

// True when `record` (a record's text) starts with the identity of a
// compiler that has changed since (another size or time: an upgrade) or is
// gone; false when it is as recorded, or the record names none.
inline bool names_changed_compiler(std::string_view record) {
  const std::size_t path_end = record.find('\n');
  if (path_end == std::string_view::npos || path_end == 0) return false;
  const std::string head = identify_compiler(std::string(record.substr(0, path_end))).record();
  return !record.starts_with(head);
}

}  // namespace gridsolve::cli::check
