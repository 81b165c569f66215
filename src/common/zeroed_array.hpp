// Fixed arrays that write nothing themselves, for tables that a search fills
// sparsely.
//
// ZeroedArray<T>: zeros. calloc takes a large block fresh from the system as
// zero pages, which take no memory until written (reading a page never
// written maps the system's shared zero page on most kernels, but not on
// all: touched_pages.hpp); a block reused from the heap
// (a process that solves again and again) is cleared by calloc.
// UnwrittenArray<T>: what it holds is undefined until written (malloc), for
// tables whose rows are filled before they are read.
//
// When the heap cannot have the block, because the system will not hand out
// that much at once (its heuristic overcommit refuses a block larger than
// its memory, as the cards search's 35 GiB of tables with 28 pairs), the
// block is reserved instead (reserve_zero_pages): address space whose pages
// are taken only when written, which suits a search that counts the pages
// it writes against its own budget. Not the first choice: a reservation is
// fresh pages each time, where a benchmark's loop reuses the heap's (the
// cards search on 8 x 8 boards with 16 pairs took 2.5 times as long so).
//
// In WebAssembly (wasi-libc) both differ. Its malloc (dlmalloc) has no
// mmap: it cannot tell fresh memory from reused, so calloc writes every
// byte of the block (kCallocWritesWholeBlock; measured: a calloc of 512 MiB
// took 512 MiB), and it refuses blocks of 2 GiB and more (its sbrk takes a
// signed 32-bit step), which the cards search's table reaches at 25 pairs:
// those are reserved (reserve_zero_pages) past the heap's end. So are
// ZeroedArrays of kReserveZeroedBytes and more, whose calloc cost seconds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <utility>

#include "common/page_allocator.hpp"

namespace gridsolve {

// Whether a ZeroedArray's memory is all written when it is allocated, so
// that a search counting its written pages (touched_pages.hpp) must count
// the whole array.
#if defined(__wasi__)
inline constexpr bool kCallocWritesWholeBlock = true;
// ZeroedArrays of this size and more are reserved (reserve_zero_pages), not
// calloc'd, in WebAssembly (the constructor says why). A search still counts
// them whole (kCallocWritesWholeBlock): more than it writes, never less.
inline constexpr std::size_t kReserveZeroedBytes = std::size_t{32} << 20;
#else
inline constexpr bool kCallocWritesWholeBlock = false;
#endif

template <class T, bool kZeroed>
class SparseArray {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

 public:
  SparseArray() = default;
  explicit SparseArray(std::size_t size) : size_(size) {
    if (size_ == 0) return;
    if (size_ > SIZE_MAX / sizeof(T)) out_of_memory();
#if defined(__wasi__)
    // wasi-libc's calloc writes every byte, which fresh memory past the
    // heap's end does not need: the 370 MB of zeroed tables of a cards board
    // of 25 pairs took 4 to 6 s of memset (under load) before the search
    // could look at its clock, so the page's Stop, whose first slice has a
    // time limit of 0.25 s, answered 4 to 6 s after the click. The page's
    // worker makes a fresh instance once a call leaves the memory above 256
    // MiB (src/web/worker.js), which gives these blocks back.
    if (kZeroed && size_ * sizeof(T) >= kReserveZeroedBytes) {
      data_ = static_cast<T*>(reserve_zero_pages(size_ * sizeof(T)));
      reserved_ = true;
      return;
    }
#endif
    data_ = static_cast<T*>(kZeroed ? std::calloc(size_, sizeof(T)) : std::malloc(size_ * sizeof(T)));
    if (data_ == nullptr && size_ * sizeof(T) >= kPagesFromSystemBytes) {
      data_ = static_cast<T*>(reserve_zero_pages(size_ * sizeof(T)));  // throws when refused too
      reserved_ = true;
    }
    if (data_ == nullptr) out_of_memory();
  }
  SparseArray(SparseArray&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)),
        size_(std::exchange(other.size_, 0)),
        reserved_(std::exchange(other.reserved_, false)) {}
  SparseArray& operator=(SparseArray&& other) noexcept {
    if (this != &other) {
      release();
      data_ = std::exchange(other.data_, nullptr);
      size_ = std::exchange(other.size_, 0);
      reserved_ = std::exchange(other.reserved_, false);
    }
    return *this;
  }
  SparseArray(const SparseArray&) = delete;
  SparseArray& operator=(const SparseArray&) = delete;
  ~SparseArray() { release(); }

  T& operator[](std::size_t index) { return data_[index]; }
  const T& operator[](std::size_t index) const { return data_[index]; }
  T* data() { return data_; }
  std::size_t size() const { return size_; }

 private:
  void release() noexcept {
    if (reserved_) {
      release_zero_pages(data_, size_ * sizeof(T));
    } else {
      std::free(data_);
    }
  }

  T* data_ = nullptr;
  std::size_t size_ = 0;
  bool reserved_ = false;  // from reserve_zero_pages(), not the heap
};

template <class T>
using ZeroedArray = SparseArray<T, true>;
template <class T>
using UnwrittenArray = SparseArray<T, false>;

}  // namespace gridsolve
