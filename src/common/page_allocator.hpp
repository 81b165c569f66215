// Large buffers taken straight from the system (mmap) and given straight
// back (munmap), for arrays freed while a run goes on, so that what it
// holds is what the process holds.
//
// Why: glibc's malloc serves blocks of 128 KiB and more with mmap at first,
// but once such a block is freed it raises that threshold (up to 32 MiB),
// and later blocks below it come from the heap, whose freed parts stay with
// the process. Measured on a 2000 x 2000 blocks board: the solver freed
// 32 MB of working arrays before building its 80 MB answer, and the process
// still grew by the whole 80 MB, 32 MB over what it held. Memory budgets
// (--max-memory) are promises about the whole process.
// The price: a run that does this again and again (a benchmark loop) takes
// fresh pages each time instead of reusing the heap's.
#pragma once

#include <cstddef>
#include <memory>
#include <new>
#include <vector>

namespace gridsolve {

// Blocks of at least this size come from the system; smaller ones from
// malloc, where they cannot hold much.
inline constexpr std::size_t kPagesFromSystemBytes = std::size_t{1} << 20;

// What operator new does when no memory is left: throws std::bad_alloc, or
// with exceptions off (the WebAssembly page's build) ends the program.
[[noreturn]] void out_of_memory();

// `bytes` of zeros, fresh from the system; throws std::bad_alloc when none
// is left. REQUIRES: bytes > 0.
void* allocate_pages(std::size_t bytes);
// `bytes` of zeros as address space only (mmap with MAP_NORESERVE where the
// system has it): no page is taken until it is written, and the system does
// not weigh the whole block against its memory when it hands it out. For a
// table that a search writes sparsely and whose written pages the search
// counts against its own budget (zeroed_array.hpp says when). Throws
// std::bad_alloc when refused even so. REQUIRES: bytes > 0.
// In WebAssembly: memory past the heap's end, which is zero until written
// and taken by the browser only then, but which the module keeps (a
// WebAssembly memory never shrinks) until the page makes a fresh instance.
void* reserve_zero_pages(std::size_t bytes);
// REQUIRES: data and bytes from reserve_zero_pages().
void release_zero_pages(void* data, std::size_t bytes) noexcept;

// REQUIRES: data and bytes from allocate_pages().
void free_pages(void* data, std::size_t bytes) noexcept;

// A std::allocator that takes blocks of kPagesFromSystemBytes and more from
// allocate_pages().
template <class T>
struct PageAllocator {
  using value_type = T;
  PageAllocator() = default;
  template <class U>
  PageAllocator(const PageAllocator<U>& /*other*/) noexcept {}  // NOLINT(google-explicit-constructor)

  T* allocate(std::size_t count) {
    if (count * sizeof(T) >= kPagesFromSystemBytes) return static_cast<T*>(allocate_pages(count * sizeof(T)));
    return std::allocator<T>().allocate(count);
  }
  void deallocate(T* data, std::size_t count) noexcept {
    if (count * sizeof(T) >= kPagesFromSystemBytes) {
      free_pages(data, count * sizeof(T));
    } else {
      std::allocator<T>().deallocate(data, count);
    }
  }
  template <class U>
  bool operator==(const PageAllocator<U>& /*other*/) const noexcept {
    return true;
  }
};

template <class T>
using PageVector = std::vector<T, PageAllocator<T>>;

}  // namespace gridsolve
