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

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>

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

// The most bytes such a table's slots take at once: the last doubling holds
// the old array and the new one.
constexpr std::uint64_t slot_array_peak_bytes(std::uint64_t initial_slots, std::uint64_t entries,
                                              std::uint64_t slot_bytes) {
  const std::uint64_t slots = final_slot_count(initial_slots, entries);
  const std::uint64_t during_growth = slots > initial_slots ? slots / 2 : 0;
  return allocation_bytes(slots * slot_bytes) + allocation_bytes(during_growth * slot_bytes);
}

// A zero-filled array of 64-bit hash slots. Large arrays (kHugeFrom bytes
// and more) are aligned to 2 MiB and asked for transparent huge pages
// (madvise), where the kernel offers them: a probe of a hash set lands on a
// random slot, and over tens of megabytes of slots with 4 KiB pages most
// probes also miss the TLB (on the deep level search, half its time was
// the load of the probed slot).
class SlotArray {
 public:
  static constexpr std::uint64_t kHugeFrom = std::uint64_t{4} << 20;
  static constexpr std::uint64_t kHugePage = std::uint64_t{2} << 20;
  SlotArray() = default;
  explicit SlotArray(std::size_t count);
  SlotArray(SlotArray&& other) noexcept : data_(other.data_), count_(other.count_), mapped_(other.mapped_) {
    other.data_ = nullptr;
    other.count_ = 0;
    other.mapped_ = 0;
  }
  SlotArray& operator=(SlotArray&& other) noexcept {
    swap(other);
    return *this;
  }
  SlotArray(const SlotArray&) = delete;
  SlotArray& operator=(const SlotArray&) = delete;
  ~SlotArray();

  // What an array of `count` slots takes: its bytes rounded up to huge
  // pages, and the alignment's slack, for large arrays. (On Linux a large
  // array is mapped, and its pages come zeroed from the kernel when first
  // touched: no pass of our own to zero them.)
  static constexpr std::uint64_t bytes_for(std::uint64_t count) {
    const std::uint64_t bytes = count * sizeof(std::uint64_t);
    if (bytes < kHugeFrom) return allocation_bytes(bytes);
    return (bytes + kHugePage - 1) / kHugePage * kHugePage + kHugePage;
  }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  std::uint64_t& operator[](std::size_t i) { return data_[i]; }
  std::uint64_t operator[](std::size_t i) const { return data_[i]; }
  const std::uint64_t* begin() const { return data_; }
  const std::uint64_t* end() const { return data_ + count_; }
  void swap(SlotArray& other) noexcept {
    std::swap(data_, other.data_);
    std::swap(count_, other.count_);
    std::swap(mapped_, other.mapped_);
  }

 private:
  std::uint64_t* data_ = nullptr;
  std::size_t count_ = 0;
  std::size_t mapped_ = 0;  // bytes mapped at data_ (Linux, large arrays), else 0
};

// The most bytes a SlotArray table takes at once while it doubles from
// `initial_slots` to hold `entries` (old and new arrays at once).
constexpr std::uint64_t slot_array_peak_bytes(std::uint64_t initial_slots, std::uint64_t entries) {
  const std::uint64_t slots = final_slot_count(initial_slots, entries);
  const std::uint64_t during_growth = slots > initial_slots ? slots / 2 : 0;
  return SlotArray::bytes_for(slots) + (during_growth > 0 ? SlotArray::bytes_for(during_growth) : 0);
}

// An append-only array of fixed-size records (trivially copyable bytes),
// kept in chunks of about 1 MiB that never move: growing never copies, and
// a record's address stays valid. Records per chunk are a power of two, so
// finding one is a shift and a mask.
class ChunkedStore {
 public:
  // `record_bytes` >= 1; at most `max_records` will be appended (chunks are
  // not made larger than that needs).
  // `chunk_bytes`: the most bytes a chunk holds (a power of two).
  ChunkedStore(std::size_t record_bytes, std::uint64_t max_records, std::uint64_t chunk_bytes = kChunkBytes)
      : record_bytes_(record_bytes), shift_(chunk_shift(record_bytes, max_records, chunk_bytes)) {}

  static constexpr std::uint64_t kChunkBytes = std::uint64_t{1} << 20;

  // What a store of at most `max_records` records holds at most.
  static std::uint64_t bytes_for(std::size_t record_bytes, std::uint64_t max_records) {
    const std::uint64_t per_chunk = std::uint64_t{1} << chunk_shift(record_bytes, max_records);
    const std::uint64_t chunks = (max_records + per_chunk - 1) / per_chunk;
    // The chunk pointers live in a vector that doubles.
    return chunks * allocation_bytes(per_chunk * record_bytes) + allocation_bytes(3 * chunks * sizeof(void*));
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
    return chunks_[i >> shift_].get() + (i & ((std::uint64_t{1} << shift_) - 1)) * record_bytes_;
  }
  const std::byte* at(std::uint64_t i) const {
    return chunks_[i >> shift_].get() + (i & ((std::uint64_t{1} << shift_) - 1)) * record_bytes_;
  }
  // Appends a record copied from `record`; returns its index.
  std::uint64_t push(const void* record) {
    if ((size_ >> shift_) == chunks_.size()) {
      chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>((std::size_t{1} << shift_) * record_bytes_));
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

  std::size_t record_bytes_;
  int shift_;
  std::uint64_t size_ = 0;
  std::vector<std::unique_ptr<std::byte[]>> chunks_;
};

// Hands the memory freed so far back to the system, so that a search that
// follows another (the depth-first fallback after the level search, the
// witness search after the search) starts from the same footprint. malloc
// may otherwise keep freed blocks mapped; glibc only.
void release_free_memory();

}  // namespace gridsolve::slide
