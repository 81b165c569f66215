#include "common/touched_pages.hpp"

#include <bit>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace gridsolve {

std::uint64_t TouchedPages::page_bytes() {
#if defined(__linux__)
  const long size = sysconf(_SC_PAGESIZE);
  if (size > 0 && std::has_single_bit(static_cast<unsigned long>(size))) return static_cast<std::uint64_t>(size);
#endif
  // Elsewhere, and in WebAssembly, which cannot see the host's page size:
  // the page of the systems browsers mostly run on (x86-64, most arm64).
  // Apple's arm64 has 16 KiB pages, where a table written sparsely may take
  // up to four times what is counted, never more than the whole table.
  return 4096;
}

std::uint64_t TouchedPages::bitmap_bytes(std::uint64_t table_bytes, std::uint64_t tables) {
  // One bit a page, in 64-bit words, each table with a page more (it need
  // not start on a page) and a word more (rounding).
  const std::uint64_t pages = table_bytes / page_bytes() + 2 * tables;
  return (pages / 64 + tables) * sizeof(std::uint64_t) + tables * sizeof(Table);
}

TouchedPages::TouchedPages() : page_shift_(static_cast<unsigned>(std::countr_zero(page_bytes()))) {}

int TouchedPages::add_table(const void* data, std::size_t bytes) {
  const auto start = reinterpret_cast<std::uintptr_t>(data);
  Table table;
  table.first_page = start >> page_shift_;
  const std::uintptr_t last_page = bytes == 0 ? table.first_page : (start + bytes - 1) >> page_shift_;
  table.written.assign((last_page - table.first_page) / 64 + 1, 0);
  tables_.push_back(std::move(table));
#if defined(__linux__) && defined(MADV_NOHUGEPAGE)
  // The whole pages inside the table (madvise takes page-aligned ranges;
  // the partial pages at its ends are shared with other memory anyway). A
  // refusal changes nothing under the usual setting ("madvise": huge pages
  // only where asked), so its result is not needed.
  const std::uintptr_t page = std::uintptr_t{1} << page_shift_;
  const std::uintptr_t inner_start = (start + page - 1) & ~(page - 1);
  const std::uintptr_t inner_end = (start + bytes) & ~(page - 1);
  if (inner_end > inner_start) {
    // (The address from the table's pointer, not cast back from an integer.)
    void* inner = const_cast<char*>(static_cast<const char*>(data)) + (inner_start - start);
    (void)madvise(inner, inner_end - inner_start, MADV_NOHUGEPAGE);
  }
#endif
  return static_cast<int>(tables_.size() - 1);
}

}  // namespace gridsolve
