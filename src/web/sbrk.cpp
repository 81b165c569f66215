// The module's sbrk, in place of wasi-libc's: the same contract for its
// malloc (dlmalloc), but the memory grows in large steps.
//
// Why: wasi-libc's sbrk grows the WebAssembly memory by exactly what malloc
// asks for, and malloc asks 64 KiB at a time. Each memory.grow makes the
// browser replace the memory's ArrayBuffer and count the new size as
// external memory, which sets off its garbage collector: a 2048 search that
// held 600 MB of boards spent 78% of its time in sbrk and the collector
// (V8's profile, K = 11 on a 20 x 20 board: 40 s against 3 s natively).
// Growing by a quarter of the memory at least (and at least 16 MiB) makes
// the grows a few dozen. The pages past the break are not touched until
// malloc hands them out.
#include <cerrno>
#include <cstddef>
#include <cstdint>

namespace {

constexpr std::uint64_t kPage = 65536;
constexpr std::uint64_t kMinGrowPages = (std::uint64_t{16} << 20) / kPage;

// In 64 bits: a full memory ends at 2^32, past any 32-bit address.
std::uint64_t memory_end() { return std::uint64_t{__builtin_wasm_memory_size(0)} * kPage; }

std::uint64_t current_break = 0;  // 0: not yet read (the memory's end at start)

void* fail(int error) {
  errno = error;
  return reinterpret_cast<void*>(-1);  // NOLINT(performance-no-int-to-ptr)
}

}  // namespace

extern "C" void* sbrk(std::intptr_t increment) {
  if (current_break == 0) current_break = memory_end();
  const std::uint64_t old_break = current_break;
  // dlmalloc as wasi-libc builds it never gives memory back; a WebAssembly
  // memory cannot shrink anyway.
  if (increment < 0) return fail(EINVAL);
  const std::uint64_t wanted = old_break + static_cast<std::uint64_t>(increment);
  if (wanted > (std::uint64_t{1} << 32)) return fail(ENOMEM);
  if (wanted > memory_end()) {
    const std::uint64_t needed = (wanted - memory_end() + kPage - 1) / kPage;
    const std::uint64_t quarter = __builtin_wasm_memory_size(0) / 4;
    std::uint64_t grow = needed > quarter ? needed : quarter;
    if (grow < kMinGrowPages) grow = kMinGrowPages;
    // Near the 4 GiB ceiling the large step may not fit where the exact one does.
    if (__builtin_wasm_memory_grow(0, static_cast<std::size_t>(grow)) == SIZE_MAX &&
        __builtin_wasm_memory_grow(0, static_cast<std::size_t>(needed)) == SIZE_MAX) {
      return fail(ENOMEM);
    }
  }
  current_break = wanted;
  return reinterpret_cast<void*>(static_cast<std::uintptr_t>(old_break));  // NOLINT(performance-no-int-to-ptr)
}
