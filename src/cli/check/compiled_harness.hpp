// gridsolve check's own harnesses, compiled once and kept in gridsolve's
// cache folder (precompiled_header.hpp's cache_folder()), so that a check
// compiles only the user's program: the C++ harness's main is 1.4 s of CPU
// (g++ -O2) and the Java harness 2.1 to 2.4 s (javac), on every check of a
// function-style C++ or Java solution (docs/check.md).
//
// The cache holds, per harness, compiler and the harness's text, a folder
// with the files the compiler made and a `record` of them:
//     the compiler's real path, size and modification time, one a line,
//     then one line per file kept: its name, size and FNV-1a hash.
// The folder is filled under a name of this process's own and renamed
// whole, so that checks running at once never see half of one; a file
// that does not match its record (a full disk, a hand's edit) makes the
// folder count as missing, and the next check that compiles the harness
// puts a good one in its place. Folders of compilers that changed or are
// gone, and of the same compiler with another harness's text (another
// gridsolve's), are removed an hour after they were made.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gridsolve::cli::check {

class CompiledHarness {
 public:
  // The folder for `kind` ("harness-cpp", a name of letters and dashes)
  // made by `compiler` (a full path) from `inputs` (everything its files
  // depend on besides the compiler: flags, the harness's text), in `cache`
  // (from cache_folder(); empty: no cache).
  CompiledHarness(const std::string& cache, std::string_view kind, const std::string& compiler,
                  const std::vector<std::string_view>& inputs);

  // The folder when it holds every file its record names, as recorded;
  // empty otherwise (or without a cache).
  std::string ready_folder() const;

  // Copies the regular files of `made` (a folder a compile filled) into the
  // cache, as this kind's folder for these inputs. Best effort: without a
  // cache, or when the disk refuses, the cache stays as it was.
  void keep(const std::string& made) const;

 private:
  void remove_stale_folders() const;

  std::string cache_;
  std::string kind_;
  std::string folder_;  // empty: no cache
  std::string compiler_record_;
};

}  // namespace gridsolve::cli::check
