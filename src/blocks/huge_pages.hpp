// A hint that large, freshly reserved buffers be backed by transparent huge
// pages where the system offers them on request (Linux, THP "madvise").
//
// Why: a 2000 x 2000 board takes two 16 MB arrays (the ids and the solver's
// labels). Faulting them in 4 KB at a time was about half the run time on a
// virtual machine; with 2 MB pages there are a few dozen faults instead of
// thousands. It is only advice: contents and behaviour do not change, and
// where it is unsupported or refused nothing happens.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gridsolve::blocks::detail {

// REQUIRES: [data, data + bytes) is memory this process owns. Call it
// before the memory is first written, or the small pages are already there.
inline void advise_huge_pages(const void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
  if (bytes < 2 * kHugePage) return;  // too small to hold an aligned huge page worth the trouble
  const auto begin = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t first = (begin + kHugePage - 1) & ~(kHugePage - 1);
  const std::uintptr_t last = (begin + bytes) & ~(kHugePage - 1);
  // The rounding needs the address as an integer and madvise a pointer back;
  // the pointer is only handed to the kernel, never dereferenced.
  if (last > first)
    madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);  // NOLINT(performance-no-int-to-ptr)
#else
  (void)data;
  (void)bytes;
#endif
}

}  // namespace gridsolve::blocks::detail
