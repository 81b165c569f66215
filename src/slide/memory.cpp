#include "slide/memory.hpp"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace gridsolve::slide {

void release_free_memory() {
#if defined(__GLIBC__)
  // Returns every whole free page of every arena, not only the heap's top.
  malloc_trim(0);
#endif
}

}  // namespace gridsolve::slide
