#include "slide/memory.hpp"

#include <cstdlib>
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
    data_ = static_cast<std::uint64_t*>(std::aligned_alloc(kHugePage, rounded));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (data_ != nullptr) madvise(data_, rounded, MADV_HUGEPAGE);  // a hint: without it, 4 KiB pages
#endif
    if (data_ != nullptr) std::memset(data_, 0, bytes);
  }
  if (data_ == nullptr && count > 0) throw std::bad_alloc();
}

SlotArray::~SlotArray() { std::free(data_); }

void release_free_memory() {
#if defined(__GLIBC__)
  // Returns every whole free page of every arena, not only the heap's top.
  malloc_trim(0);
#endif
}

}  // namespace gridsolve::slide
