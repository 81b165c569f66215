#include "slide/memory.hpp"

#include "common/page_allocator.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace gridsolve::slide {

namespace {

// A block of `bytes` rounded up to huge pages, aligned to one and advised to
// use them, or nullptr. Linux only.
void* map_aligned_huge(std::size_t bytes, std::size_t& mapped, bool reserve_only) noexcept {
  mapped = 0;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  const std::uint64_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  // Mapped with a huge page's slack and trimmed to an aligned range; the
  // kernel's pages are zero.
  const int flags = MAP_PRIVATE | MAP_ANONYMOUS | (reserve_only ? MAP_NORESERVE : 0);
  void* block = mmap(nullptr, rounded + kHugePage, PROT_READ | PROT_WRITE, flags, -1, 0);
  if (block == MAP_FAILED) return nullptr;
  auto* base = static_cast<char*>(block);
  const std::size_t skip = (kHugePage - reinterpret_cast<std::uintptr_t>(base) % kHugePage) % kHugePage;
  if (skip > 0) munmap(base, skip);
  munmap(base + skip + rounded, kHugePage - skip);  // skip < kHugePage: the tail is never empty
  mapped = rounded;
  madvise(base + skip, rounded, MADV_HUGEPAGE);  // a hint: without it, 4 KiB pages
  return base + skip;
#else
  (void)bytes;
  (void)reserve_only;
  return nullptr;
#endif
}

}  // namespace

void* map_huge_zeroed(std::size_t bytes, std::size_t& mapped) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  void* data = map_aligned_huge(bytes, mapped, false);
  if (data == nullptr) out_of_memory();
  return data;
#else
  mapped = 0;
  const std::uint64_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  void* data = std::aligned_alloc(kHugePage, rounded);
  if (data == nullptr) out_of_memory();
  std::memset(data, 0, bytes);
  return data;
#endif
}

void* reserve_huge_zeroed(std::size_t bytes, std::size_t& mapped) noexcept {
  return map_aligned_huge(bytes, mapped, true);
}

void unmap_huge_zeroed(void* data, std::size_t mapped) noexcept {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (mapped != 0) munmap(data, mapped);
#else
  (void)data;
  (void)mapped;
#endif
}

void release_free_memory() {
#if defined(__GLIBC__)
  // Returns every whole free page of every arena, not only the heap's top.
  malloc_trim(0);
#endif
}

}  // namespace gridsolve::slide
