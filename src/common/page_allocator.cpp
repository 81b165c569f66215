#include "common/page_allocator.hpp"

#include <cstdlib>
#include <new>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
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
#else
  return allocate_pages(bytes);
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
