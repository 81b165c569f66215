#include "common/page_allocator.hpp"

#include <cstdlib>
#include <new>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#endif
#if defined(__wasi__)
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#endif

namespace gridsolve {
void out_of_memory() {
#if defined(__cpp_exceptions)
  throw std::bad_alloc();
#else
  std::abort();
#endif
}

void* allocate_pages(std::size_t bytes) {
#if defined(__unix__) || defined(__APPLE__)
  void* data = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (data == MAP_FAILED) out_of_memory();
  return data;
#else
  void* data = std::calloc(bytes, 1);
  if (data == nullptr) out_of_memory();
  return data;
#endif
}

void* reserve_zero_pages(std::size_t bytes) {
#if defined(MAP_NORESERVE)
  void* data = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (data == MAP_FAILED) out_of_memory();
  return data;
#elif defined(__wasi__)
  // The memory past the break was never handed out, so it is zero. sbrk
  // takes a signed step: the block is taken in steps of 1 GiB, each after
  // the last (nothing else runs between them).
  constexpr std::size_t kStep = std::size_t{1} << 30;
  const auto end_of_heap = reinterpret_cast<std::uintptr_t>(sbrk(0));
  const std::size_t padding =
      (alignof(std::max_align_t) - end_of_heap % alignof(std::max_align_t)) % alignof(std::max_align_t);
  if (bytes > SIZE_MAX - end_of_heap - padding) out_of_memory();
  if (padding > 0 && sbrk(static_cast<std::intptr_t>(padding)) !=
                         reinterpret_cast<void*>(end_of_heap)) {  // NOLINT(performance-no-int-to-ptr)
    out_of_memory();
  }
  char* const data = static_cast<char*>(sbrk(0));
  for (std::size_t taken = 0; taken < bytes;) {
    const std::size_t step = bytes - taken < kStep ? bytes - taken : kStep;
    if (sbrk(static_cast<std::intptr_t>(step)) != data + taken) out_of_memory();
    taken += step;
  }
  return data;
#else
  return allocate_pages(bytes);
#endif
}

void release_zero_pages(void* data, std::size_t bytes) noexcept {
#if defined(MAP_NORESERVE)
  munmap(data, bytes);
#elif defined(__wasi__)
  // Kept: memory below later heap blocks cannot be handed back, and once
  // written it is no longer zero for another reservation. The page's worker
  // makes a fresh instance after a call that leaves a large memory.
  (void)data;
  (void)bytes;
#else
  free_pages(data, bytes);
#endif
}

void free_pages(void* data, std::size_t bytes) noexcept {
#if defined(__unix__) || defined(__APPLE__)
  munmap(data, bytes);
#else
  (void)bytes;
  std::free(data);
#endif
}

}  // namespace gridsolve
