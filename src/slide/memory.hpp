// Memory the 2048 searches hold, counted before it is taken.
//
// Every growing structure of a search (transposition tables, the level
// search's set of boards) is given a cap in boards before the search starts,
// and the bytes it can hold at that cap are computed here from how it
// allocates: each allocation with malloc's bookkeeping, append-only stores
// in chunks that never move (so growing copies nothing and holds no second
// copy), hash slot arrays while they double (old and new at once). The search
// adds these up, refuses what cannot fit in the budget, and sizes the caps so
// that the rest does.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/page_allocator.hpp"

namespace gridsolve::slide {

// What one allocation of `bytes` costs: malloc's header and rounding for
// small blocks, whole pages for the large ones it maps. An overestimate by at
// most a page.
constexpr std::uint64_t allocation_bytes(std::uint64_t bytes) {
  constexpr std::uint64_t kPage = 4096;
  constexpr std::uint64_t kMapped = std::uint64_t{128} << 10;  // malloc maps blocks this large
  if (bytes == 0) return 0;
  if (bytes >= kMapped) return (bytes + 16 + kPage - 1) / kPage * kPage;
  return (bytes + 16 + 15) / 16 * 16;
}

// The slots an open-addressing table ends with after `entries` insertions,
// when it starts with `initial_slots` (a power of two) and doubles as soon as
// it would be more than half full.
constexpr std::uint64_t final_slot_count(std::uint64_t initial_slots, std::uint64_t entries) {
  std::uint64_t slots = initial_slots;
  while (2 * entries > slots) slots *= 2;
  return slots;
}

// Large zeroed blocks on transparent huge pages: `bytes` rounded up to
// whole huge pages (kHugePage), aligned to one, and asked for huge pages
// (madvise) where the kernel offers them; zero until written (the kernel's
// pages). `mapped` is set to what must be given back with
// unmap_huge_zeroed (0: the block came from aligned_alloc, where there is
// no mmap; give it to std::free). When refused: out_of_memory().
void* map_huge_zeroed(std::size_t bytes, std::size_t& mapped);
// The same as address space only (MAP_NORESERVE: pages are taken only when
// written), for a store that fills it from the front and counts what it
// fills (ChunkedStore); nullptr where there is no mmap or the system refuses
// (a strict overcommit policy counts even address space). Linux only.
void* reserve_huge_zeroed(std::size_t bytes, std::size_t& mapped) noexcept;
void unmap_huge_zeroed(void* data, std::size_t mapped) noexcept;
inline constexpr std::uint64_t kHugePage = std::uint64_t{2} << 20;

// A zero-filled array of T (a type whose all-zero bytes are a valid value:
// an empty hash slot). Large arrays (kHugeFrom bytes and more) are aligned
// to 2 MiB and asked for transparent huge pages (madvise), where the kernel
// offers them: a probe of a hash set lands on a random slot, and over tens
// of megabytes of slots with 4 KiB pages most probes also miss the TLB (on
// the deep level search, half its time was the load of the probed slot).
template <class T>
class HugeZeroedArray {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

 public:
  static constexpr std::uint64_t kHugeFrom = std::uint64_t{4} << 20;
  static constexpr std::uint64_t kHugePage = slide::kHugePage;
  HugeZeroedArray() = default;
  explicit HugeZeroedArray(std::size_t count) : count_(count) {
    const std::uint64_t bytes = count * sizeof(T);
    if (bytes < kHugeFrom) {
      data_ = static_cast<T*>(std::calloc(count, sizeof(T)));
      if (data_ == nullptr && count > 0) out_of_memory();  // as operator new does
    } else {
      data_ = static_cast<T*>(map_huge_zeroed(bytes, mapped_));
    }
  }
  HugeZeroedArray(HugeZeroedArray&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)),
        count_(std::exchange(other.count_, 0)),
        mapped_(std::exchange(other.mapped_, 0)) {}
  HugeZeroedArray& operator=(HugeZeroedArray&& other) noexcept {
    swap(other);
    return *this;
  }
  HugeZeroedArray(const HugeZeroedArray&) = delete;
  HugeZeroedArray& operator=(const HugeZeroedArray&) = delete;
  ~HugeZeroedArray() {
    if (mapped_ != 0) {
      unmap_huge_zeroed(data_, mapped_);
    } else {
      std::free(data_);  // calloc's, or aligned_alloc's where there is no mmap
    }
  }

  // What an array of `count` elements takes: its bytes rounded up to huge
  // pages, and the alignment's slack, for large arrays. (On Linux a large
  // array is mapped, and its pages come zeroed from the kernel when first
  // touched: no pass of our own to zero them.)
  static constexpr std::uint64_t bytes_for(std::uint64_t count) {
    const std::uint64_t bytes = count * sizeof(T);
    if (bytes < kHugeFrom) return allocation_bytes(bytes);
    return (bytes + kHugePage - 1) / kHugePage * kHugePage + kHugePage;
  }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  const T* begin() const { return data_; }
  const T* end() const { return data_ + count_; }
  void swap(HugeZeroedArray& other) noexcept {
    std::swap(data_, other.data_);
    std::swap(count_, other.count_);
    std::swap(mapped_, other.mapped_);
  }

 private:
  T* data_ = nullptr;
  std::size_t count_ = 0;
  std::size_t mapped_ = 0;  // bytes mapped at data_ (Linux, large arrays), else 0
};

// The level search's hash slots.
using SlotArray = HugeZeroedArray<std::uint64_t>;

// The most bytes a HugeZeroedArray table takes at once while it doubles
// from `initial_slots` to hold `entries` (old and new arrays at once).
template <class T>
constexpr std::uint64_t huge_slot_array_peak_bytes(std::uint64_t initial_slots, std::uint64_t entries) {
  const std::uint64_t slots = final_slot_count(initial_slots, entries);
  const std::uint64_t during_growth = slots > initial_slots ? slots / 2 : 0;
  return HugeZeroedArray<T>::bytes_for(slots) + (during_growth > 0 ? HugeZeroedArray<T>::bytes_for(during_growth) : 0);
}
constexpr std::uint64_t slot_array_peak_bytes(std::uint64_t initial_slots, std::uint64_t entries) {
  return huge_slot_array_peak_bytes<std::uint64_t>(initial_slots, entries);
}

// An append-only array of fixed-size records (trivially copyable bytes),
// kept in chunks of about 1 MiB that never move: growing never copies, and
// a record's address stays valid. Records per chunk are a power of two, so
// finding one is a shift and a mask.
//
// ChunkPages::kHuge (the depth-first search's transposition table): where
// the system has mmap, the chunks are cut one after another from one
// reservation of address space on transparent huge pages, made when the
// store is, for all max_records; pages are taken as the chunks are written.
// A hit in that table compares the stored board (400 bytes on a 20 x 20
// board) at a random place in hundreds of megabytes: with 4 KiB pages
// nearly every one also missed the TLB, and each first write of a page
// was a fault (session 30: 68,570 faults, 0.4 s of a 2.2 s search). What
// it holds is the chunks written, rounded up to a huge page: one huge page
// more than kSmall's count, which bytes_for adds.
enum class ChunkPages { kSmall, kHuge };

// Gives back a map_huge_zeroed block (a deleter for unique_ptr).
struct HugeBlockRelease {
  std::size_t mapped = 0;
  void operator()(std::byte* base) const noexcept { unmap_huge_zeroed(base, mapped); }
};

class ChunkedStore {
 public:
  // `record_bytes` >= 1; at most `max_records` will be appended (chunks are
  // not made larger than that needs).
  // `chunk_bytes`: the most bytes a chunk holds (a power of two).
  ChunkedStore(std::size_t record_bytes, std::uint64_t max_records, std::uint64_t chunk_bytes = kChunkBytes,
               ChunkPages pages = ChunkPages::kSmall)
      : record_bytes_(record_bytes), shift_(chunk_shift(record_bytes, max_records, chunk_bytes)) {
    if (pages == ChunkPages::kHuge && uses_reservation(record_bytes, max_records)) {
      const std::uint64_t per_chunk = std::uint64_t{1} << shift_;
      const std::uint64_t chunks = (max_records + per_chunk - 1) / per_chunk;
      std::size_t mapped = 0;
      // Refused: chunks from malloc, as kSmall (bytes_for counts the larger).
      if (void* base = reserve_huge_zeroed(chunks * per_chunk * record_bytes, mapped)) {
        arena_ = std::unique_ptr<std::byte, HugeBlockRelease>(static_cast<std::byte*>(base), HugeBlockRelease{mapped});
      }
    }
  }

  static constexpr std::uint64_t kChunkBytes = std::uint64_t{1} << 20;

  // What a store of at most `max_records` records holds at most.
  static std::uint64_t bytes_for(std::size_t record_bytes, std::uint64_t max_records,
                                 ChunkPages pages = ChunkPages::kSmall) {
    const std::uint64_t per_chunk = std::uint64_t{1} << chunk_shift(record_bytes, max_records);
    const std::uint64_t chunks = (max_records + per_chunk - 1) / per_chunk;
    // The chunk pointers live in a vector that doubles.
    const std::uint64_t pointers = allocation_bytes(3 * chunks * sizeof(void*));
    const std::uint64_t from_malloc = chunks * allocation_bytes(per_chunk * record_bytes) + pointers;
    if (pages == ChunkPages::kHuge && uses_reservation(record_bytes, max_records)) {
      // The written chunks, rounded up to a huge page; or from malloc, when
      // the reservation was refused.
      return std::max(chunks * per_chunk * record_bytes + kHugePage + pointers, from_malloc);
    }
    return from_malloc;
  }

  std::uint64_t size() const { return size_; }
  // The bytes the next push allocates (a new chunk, and room for its pointer
  // in a vector that doubles), or 0.
  std::uint64_t next_push_bytes() const {
    if ((size_ >> shift_) != chunks_.size()) return 0;
    return allocation_bytes((std::uint64_t{1} << shift_) * record_bytes_) + 3 * sizeof(void*);
  }
  // What the store holds now (as next_push_bytes counts it).
  std::uint64_t held_bytes() const {
    return chunks_.size() * (allocation_bytes((std::uint64_t{1} << shift_) * record_bytes_) + 3 * sizeof(void*));
  }
  std::byte* at(std::uint64_t i) {
    return chunks_[i >> shift_] + (i & ((std::uint64_t{1} << shift_) - 1)) * record_bytes_;
  }
  const std::byte* at(std::uint64_t i) const {
    return chunks_[i >> shift_] + (i & ((std::uint64_t{1} << shift_) - 1)) * record_bytes_;
  }
  // Appends a record copied from `record`; returns its index.
  std::uint64_t push(const void* record) {
    if ((size_ >> shift_) == chunks_.size()) {
      const std::size_t chunk_bytes = (std::size_t{1} << shift_) * record_bytes_;
      if (arena_) {
        chunks_.push_back(arena_.get() + chunks_.size() * chunk_bytes);
      } else {
        owned_.push_back(std::make_unique_for_overwrite<std::byte[]>(chunk_bytes));
        chunks_.push_back(owned_.back().get());
      }
    }
    std::memcpy(at(size_), record, record_bytes_);
    return size_++;
  }

 private:
  static int chunk_shift(std::size_t record_bytes, std::uint64_t max_records, std::uint64_t chunk_bytes = kChunkBytes) {
    int shift = 0;
    while ((std::uint64_t{2} << shift) * record_bytes <= chunk_bytes && (std::uint64_t{1} << shift) < max_records) {
      ++shift;
    }
    return shift;
  }
  // kHuge reserves where there is mmap and the store may pass a few huge
  // pages (a small one gains nothing and would hold a whole huge page).
  static bool uses_reservation(std::size_t record_bytes, std::uint64_t max_records) {
#if defined(__linux__)
    return max_records >= 4 * kHugePage / record_bytes;
#else
    (void)record_bytes;
    (void)max_records;
    return false;
#endif
  }
  std::size_t record_bytes_;
  int shift_;
  std::uint64_t size_ = 0;
  std::vector<std::byte*> chunks_;                      // where each chunk starts
  std::vector<std::unique_ptr<std::byte[]>> owned_;     // kSmall: the chunks themselves
  std::unique_ptr<std::byte, HugeBlockRelease> arena_;  // kHuge: the reservation they are cut from
};

// Hands the memory freed so far back to the system, so that a search that
// follows another (the depth-first fallback after the level search, the
// witness search after the search) starts from the same footprint. malloc
// may otherwise keep freed blocks mapped; glibc only.
void release_free_memory();

}  // namespace gridsolve::slide
