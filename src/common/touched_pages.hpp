// The memory pages a search has written in tables that it allocates whole
// but writes sparsely, so that it can stop before its memory passes the
// budget instead of refusing to start.
//
// Why counting written pages counts memory: the tables are allocated by
// malloc or calloc and not written before the search writes them. Blocks
// that large are fresh anonymous mappings; the kernel gives a page memory
// on its first write, and a read of a page never written maps the shared
// zero page, which takes none. So the resident memory of a table is its
// page size times the pages written: what this counts. Not every kernel
// maps the zero page for a read, though: on one machine CI runs on
// (Linux 6.18) a read of a page never written took a page of memory all
// the same (a scan of a 32 MiB calloc'ed table took 32 MiB). So a search
// that counts its pages reads only pages written (written()), and the
// tables' zeros stand for what a page never written holds. Two things could
// make it more, and both are taken care of: transparent huge pages (a first
// write could take 2 MiB) are turned off for the tables (add_table()), and
// the page size is the system's, not assumed.
//
// WebAssembly's linear memory is given on first write too: the browser
// reserves it and the host system backs a page when it is first written
// (measured in node's V8: a malloc of 1 GiB grew the memory by 1 GiB and
// the process by nothing; a byte written in each of 4096 64 KiB pages took
// 16 MiB, a 4 KiB page each). What differs there is calloc, which writes
// the whole block (zeroed_array.hpp, kCallocWritesWholeBlock), and the
// address space, 4 GiB in all.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gridsolve {

class TouchedPages {
 public:
  // The system's page size in bytes.
  static std::uint64_t page_bytes();
  // The memory of the bitmaps that count the pages of tables of
  // `table_bytes` bytes in all, split in `tables` tables.
  static std::uint64_t bitmap_bytes(std::uint64_t table_bytes, std::uint64_t tables);

  TouchedPages();

  // Counts the table [data, data + bytes) from now on; returns its number
  // for write(). Asks the kernel (Linux) to back it with small pages only.
  // REQUIRES: nothing of the table written yet.
  int add_table(const void* data, std::size_t bytes);

  // Marks [at, at + bytes) of table `table` written.
  // REQUIRES: the range lies in the table.
  void write(int table, const void* at, std::size_t bytes) {
    Table& t = tables_[static_cast<std::size_t>(table)];
    const std::uintptr_t first = reinterpret_cast<std::uintptr_t>(at) >> page_shift_;
    const std::uintptr_t last = (reinterpret_cast<std::uintptr_t>(at) + bytes - 1) >> page_shift_;
    for (std::uintptr_t page = first; page <= last; ++page) {
      const std::uintptr_t index = page - t.first_page;
      std::uint64_t& word = t.written[index / 64];
      const std::uint64_t bit = std::uint64_t{1} << (index % 64);
      pages_ += (word & bit) == 0 ? 1 : 0;
      word |= bit;
    }
  }

  // Whether the page holding `at` in table `table` was written (marked by
  // write()). REQUIRES: `at` lies in the table.
  bool written(int table, const void* at) const {
    const Table& t = tables_[static_cast<std::size_t>(table)];
    const std::uintptr_t index = (reinterpret_cast<std::uintptr_t>(at) >> page_shift_) - t.first_page;
    return (t.written[index / 64] >> (index % 64) & 1) != 0;
  }
  // Calls visit(begin, end) on the parts of [first, end) whose entries of
  // `data`, the start of table `table`, lie on pages written, in order.
  // REQUIRES: no T of the table lies across two pages (sizeof(T) a power
  // of two, `data` aligned to it).
  template <class T, class Visit>
  void for_each_written(int table, const T* data, std::size_t first, std::size_t end, Visit visit) const {
    const std::uintptr_t page = std::uintptr_t{1} << page_shift_;
    std::size_t at = first;
    while (at < end) {
      const std::uintptr_t address = reinterpret_cast<std::uintptr_t>(data + at);
      const std::uintptr_t to_page_end = page - (address & (page - 1));
      const std::size_t stop = std::min<std::size_t>(end, at + to_page_end / sizeof(T));
      if (written(table, data + at)) visit(at, stop);
      at = stop;
    }
  }
  // The memory of the pages written so far, in bytes.
  std::uint64_t bytes() const { return pages_ << page_shift_; }

 private:
  struct Table {
    std::uintptr_t first_page = 0;
    std::vector<std::uint64_t> written;  // bit i: page first_page + i
  };
  unsigned page_shift_ = 12;
  std::uint64_t pages_ = 0;
  std::vector<Table> tables_;
};

}  // namespace gridsolve
