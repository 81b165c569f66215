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

SlotArray::SlotArray(std::size_t count) : count_(count) {
  const std::uint64_t bytes = count * sizeof(std::uint64_t);
  if (bytes < kHugeFrom) {
    data_ = static_cast<std::uint64_t*>(std::calloc(count, sizeof(std::uint64_t)));
  } else {
    const std::uint64_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Mapped with a huge page's slack and trimmed to an aligned range; the
    // kernel's pages are zero.
    void* mapped = mmap(nullptr, rounded + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped != MAP_FAILED) {
      auto* base = static_cast<char*>(mapped);
      const std::size_t skip = (kHugePage - reinterpret_cast<std::uintptr_t>(base) % kHugePage) % kHugePage;
      if (skip > 0) munmap(base, skip);
      munmap(base + skip + rounded, kHugePage - skip);  // skip < kHugePage: the tail is never empty
      data_ = reinterpret_cast<std::uint64_t*>(base + skip);
      mapped_ = rounded;
      madvise(data_, rounded, MADV_HUGEPAGE);  // a hint: without it, 4 KiB pages
    }
#else
    data_ = static_cast<std::uint64_t*>(std::aligned_alloc(kHugePage, rounded));
    if (data_ != nullptr) std::memset(data_, 0, bytes);
#endif
  }
  if (data_ == nullptr && count > 0) out_of_memory();  // as operator new does
}

SlotArray::~SlotArray() {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (mapped_ != 0) {
    munmap(data_, mapped_);
    return;
  }
#endif
  std::free(data_);
}

void release_free_memory() {
#if defined(__GLIBC__)
  // Returns every whole free page of every arena, not only the heap's top.
  malloc_trim(0);
#endif
}

}  // namespace gridsolve::slide
