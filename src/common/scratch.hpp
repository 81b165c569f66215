// Scratch buffers a function keeps between calls, one set per thread.
// Built without threads (the WebAssembly page, GRIDSOLVE_NO_THREADS) there
// is one thread, and one set per program: a thread_local there would need
// __cxa_thread_atexit, which the page's runtime does not have.
#pragma once

#if defined(GRIDSOLVE_NO_THREADS)
#define GRIDSOLVE_SCRATCH static
#else
#define GRIDSOLVE_SCRATCH thread_local
#endif
