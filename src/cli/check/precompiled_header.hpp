// A precompiled <bits/stdc++.h> for the C++ programs gridsolve check
// compiles, kept in gridsolve's cache folder: most competitive programs
// start with that include, and reading it is half of their compile (g++ 12
// -O2 -std=c++20: 1.4 s of a 2.4 s compile, measured; docs/check.md).
//
// The cache holds, per compiler and flags, a folder with
//     bits/stdc++.h      one line, #include_next <bits/stdc++.h>
//     bits/stdc++.h.gch  the header precompiled (about 120 MB)
//     compiler           the compiler it was made by: path, size, time
// and the compile adds -I FOLDER. g++ uses a .gch only where it is valid
// (the first include of the file, made by the same compiler with the same
// flags and macros) and otherwise reads the one-line header, which goes on to
// the real one: so the program compiles the same with the cache or without
// it, only faster. A compiler upgrade gives a new folder; the one made by
// the compiler before is removed once the new one is made (its recorded
// compiler has changed or is gone), so the cache does not grow by 120 MB at
// each upgrade.
#pragma once

#include <atomic>
#include <string>
#include <vector>

namespace gridsolve::cli::check {

// Where gridsolve keeps its cache: $GRIDSOLVE_CACHE_DIR, else
// $XDG_CACHE_HOME/gridsolve, else $HOME/.cache/gridsolve; empty when none is
// set.
std::string cache_folder();

// True when the first line of code of `source` (comments and blank lines
// aside) is #include <bits/stdc++.h>: then putting that include before
// anything else (a harness) changes nothing the program sees.
bool starts_with_stdcxx_include(const std::string& source);

class PrecompiledStdcxx {
 public:
  // The header for `compiler` (a full path) and these flags, in
  // `cache` (from cache_folder(); empty: no cache).
  PrecompiledStdcxx(const std::string& cache, const std::string& compiler, const std::vector<std::string>& flags);

  // The folder for -I when its .gch is there; empty otherwise.
  std::string ready_folder() const;

  // Makes the .gch (a compile of a few seconds; into a file of its own, then
  // renamed, so that checks running at once never see half of one), then
  // removes the cache's folders of compilers that changed or are gone.
  // Returns false when it could not make it (no cache, a full disk,
  // Ctrl-C): the compiles then go on without it.
  bool build(const std::atomic<bool>* interrupt) const;

  // The folder, whether or not the header is there (for the note that says
  // where it goes).
  const std::string& folder() const { return folder_; }

 private:
  void remove_stale_folders() const;

  std::string cache_;
  std::string folder_;  // empty: no cache
  std::string record_;  // what the folder's `compiler` file says
  std::string compiler_;
  std::vector<std::string> flags_;
};

}  // namespace gridsolve::cli::check
