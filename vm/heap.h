// heap.h — where heap objects live. Small objects (most of them) come from
// pages of one size class each, with a free list per class: allocation pops
// a slot (or takes the next one of a fresh page), the collector sweeps page by page in address order and threads
// the dead slots back. Large objects come from malloc and are listed.
//
// A page slot is either a live object or free; a free slot has a null first
// word (where a live object keeps its vtable pointer), which is how the
// sweep tells them apart. When the system refuses a new chunk of pages the
// heap hands out a chunk it kept in reserve and sets the VM's
// kInterruptNoMemory bit (MemoryError at the next safepoint), so an
// allocation no code can fail (a JIT helper's) still gets its object.
// Sanitizer builds (TPY_HEAP_MALLOC) send every
// object through malloc so use-after-free is caught.
#pragma once
#include <cstddef>
#include <atomic>
#include <cstdint>
#include <vector>
#include "vm/value.h"

namespace tpy {

struct Object;

// Asks the kernel to back [mem, mem + bytes) with transparent huge pages
// when the range is large (4 MB or more): first touching a fresh 48 MB list
// otherwise costs 12,000 page faults (and `a + b` on 10 M float64 took three
// times the add itself, bench/np_ufunc.py). A hint only; where THP is off
// nothing changes.
void advise_huge_pages(void* mem, size_t bytes);

struct StrIndexTable;

class Heap {
 public:
  Heap() = default;
  Heap(const Heap&) = delete;
  Heap& operator=(const Heap&) = delete;
  ~Heap();

  // Raw memory for an object of `bytes` bytes; the caller constructs it.
  void* allocate(size_t bytes) {
#ifndef TPY_HEAP_MALLOC
    if (bytes <= kMaxSmall) {
      unsigned c = size_class(bytes);
      if (FreeSlot* s = free_[c]) {
        free_[c] = s->next;
        return s;
      }
      if (bump_[c] < bump_end_[c]) {   // the untouched rest of the class's newest page
        char* p = bump_[c];
        bump_[c] = p + class_bytes(c);
        return p;
      }
      return refill(c);
    }
#endif
    return allocate_large(bytes);
  }

  // Destroys every unmarked object, clears the marks of the rest and
  // rebuilds the free lists. With `measure` (bytes an object holds outside
  // its own block), also sums block sizes plus `measure` over the live
  // objects (the embedding API's memory cap).
  // block_bytes: the live objects' blocks alone (always counted).
  struct SweepCount { size_t freed = 0, live = 0, live_bytes = 0, block_bytes = 0; };
  SweepCount sweep(size_t (*measure)(Object*) = nullptr);

  // Destroys every object (the VM is going away).
  void destroy_all();

  // Clears every object's mark: a mark phase that ran out of memory leaves
  // marks behind, and a stale mark would hide its object's children from
  // the next collection.
  void clear_marks();

  // An empty vector with room for n values: for n up to kPoolCap, the
  // buffer of a list the last sweeps found dead (malloc and free of list
  // buffers were 40% of bench/alloc.py's time), else a new one.
  std::vector<Value> take_values(size_t n) {
    if (n - 1 < kPoolCap && !pool_[n].empty()) {
      std::vector<Value> v = std::move(pool_[n].back());
      pool_[n].pop_back();
      taken_[n]++;
      return v;
    }
    std::vector<Value> v;
    v.reserve(n);
    if (n - 1 < kPoolCap) taken_[n]++;
    return v;
  }

  // Where to announce that the reserve chunk was taken (the VM's interrupt
  // word and its out-of-memory bit).
  void set_oom_signal(std::atomic<int>* word, int bit) { oom_word_ = word; oom_bit_ = bit; }
  // Maps a new reserve chunk if the last one was handed out (after a sweep).
  void refill_reserve();

  // Bytes the heap holds from the system (pages plus large objects).
  size_t footprint() const { return pages_.size() * kPageBytes + large_bytes_; }

  // Code-point indexes of long non-ASCII strs (vm/str_index.h), owned here
  // so that the sweep drops a str's index with the str; null until used.
  StrIndexTable* str_index = nullptr;

 private:
  static constexpr size_t kGranule = 16;
  static constexpr size_t kMaxSmall = 512;
  static constexpr unsigned kClasses = kMaxSmall / kGranule + 1;
  static constexpr size_t kPageBytes = 64 * 1024;
  static constexpr size_t kSparePages = 16;  // empty pages always kept for reuse
  static constexpr size_t kChunkBytes = 2 << 20;  // pages are mapped this many at a time
  static constexpr size_t kPoolCap = 8;           // list buffers pooled up to this capacity

  struct FreeSlot {
    void* zero;      // null: marks the slot free for the sweep
    FreeSlot* next;
  };
  struct Page {
    char* mem;
    unsigned cls;
  };
  struct Large {
    Object* obj;
    size_t bytes;
  };

  static unsigned size_class(size_t bytes) { return unsigned((bytes + kGranule - 1) / kGranule); }
  static size_t class_bytes(unsigned c) { return c * kGranule; }
  void* refill(unsigned c);
  char* new_page();
  void release_page(char* mem);
  void* allocate_large(size_t bytes);

  FreeSlot* free_[kClasses] = {};
  // A page new to its class is handed out in address order without being
  // threaded first; its slots not handed out yet are free (null first
  // word), so a sweep threads them like any other and ends the run.
  char* bump_[kClasses] = {};
  char* bump_end_[kClasses] = {};
  std::vector<Page> pages_;
  // Empty pages kept for reuse, by the class they had: their slots' first
  // words are null at that class's boundaries only.
  std::vector<char*> spare_[kClasses];
  size_t nspare_ = 0;
  void add_spare(const Page& p) { spare_[p.cls].push_back(p.mem); nspare_++; }
  // Where pages come from (vm/heap.cpp): chunks never unmapped before the
  // heap goes, the rest of the newest one, and pages given back to the
  // system whose addresses are reused first.
  std::vector<char*> chunks_;
  char* chunk_next_ = nullptr;
  char* chunk_end_ = nullptr;
  std::vector<char*> released_;
  std::vector<Large> large_;
  char* reserve_ = nullptr;        // a mapped chunk kept for when mapping fails
  std::atomic<int>* oom_word_ = nullptr;
  int oom_bit_ = 0;
  char* map_new_chunk();
  // Dead lists' buffers by capacity (the sweep fills it, take_values
  // empties it), and how many were asked for since the last sweep: the
  // pool keeps no more than that (at least kPoolKeep).
  static constexpr size_t kPoolKeep = 256;
  std::vector<std::vector<Value>> pool_[kPoolCap + 1];
  size_t taken_[kPoolCap + 1] = {};
  size_t pool_room_[kPoolCap + 1] = {};   // asked for in the cycle before (trim_pool)
  void pool_items(Object* o);
  void trim_pool();
  // Runs o's destructor (unless it has nothing to do) and forgets what the
  // heap kept about it.
  void destroy(Object* o);
  size_t large_bytes_ = 0;
};

}  // namespace tpy
