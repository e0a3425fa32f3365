// heap.cpp — size-class pages, the sweep, large objects (see vm/heap.h).
#include "vm/heap.h"
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <sys/mman.h>
#include "vm/object.h"
#include "vm/str_index.h"

namespace tpy {

// Pages come straight from the system, not from malloc: a large malloc
// request makes glibc consolidate its fast bins, which the objects' own
// buffers (vectors, strings) fill after every sweep. They are carved from
// 2 MB chunks mapped at a 2 MB boundary and offered to the kernel as
// transparent huge pages, so a growing heap takes one page fault per chunk
// rather than one per 4 KB (a tenth of wordcount's time went to faults).
// Null when the system refuses.
static char* map_chunk(size_t bytes) {
  void* p = mmap(nullptr, 2 * bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return nullptr;
  auto* lo = static_cast<char*>(p);
  char* mem = reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(lo) + bytes - 1) & ~(uintptr_t)(bytes - 1));
  if (mem > lo) munmap(lo, size_t(mem - lo));
  if (mem + bytes < lo + 2 * bytes) munmap(mem + bytes, size_t(lo + 2 * bytes - (mem + bytes)));
#ifdef MADV_HUGEPAGE
  madvise(mem, bytes, MADV_HUGEPAGE);
#endif
  return mem;
}

void advise_huge_pages(void* mem, size_t bytes) {
#ifdef MADV_HUGEPAGE
  constexpr size_t kPage = 4096, kMinBytes = size_t(4) << 20;
  if (bytes < kMinBytes) return;
  uintptr_t start = ((uintptr_t)mem + kPage - 1) & ~(uintptr_t)(kPage - 1);
  uintptr_t end = ((uintptr_t)mem + bytes) & ~(uintptr_t)(kPage - 1);
  if (end > start) madvise((void*)start, end - start, MADV_HUGEPAGE);
#else
  (void)mem, (void)bytes;
#endif
}

void reserve_values(std::vector<Value>& v, size_t n) {
  if (n <= v.capacity()) return;
  v.reserve(n);
  advise_huge_pages(v.data() + v.size(), (v.capacity() - v.size()) * sizeof(Value));
}

void grow_values(std::vector<Value>& v) { reserve_values(v, std::max<size_t>(8, 2 * v.capacity())); }

// Rare (long non-ASCII strs that were indexed): kept out of the sweep's loop.
[[gnu::noinline, gnu::cold]] static void forget_str_index(StrIndexTable* table, Object* o) { table->forget(o); }

// Inlined into the sweep: per dead object it is the two flag tests and the
// destructor call, as before there were indexes to forget.
[[gnu::always_inline]] inline void Heap::destroy(Object* o) {
  if (__builtin_expect(o->str_indexed, 0)) forget_str_index(str_index, o);
  if (!o->plain) o->~Object();
}

Heap::~Heap() {
  destroy_all();
  delete str_index;
  for (char* c : chunks_) munmap(c, kChunkBytes);
  if (reserve_) munmap(reserve_, kChunkBytes);
}

// A chunk for new pages. The first one also maps the reserve; when the
// system refuses, the reserve is used (and the VM told, which raises
// MemoryError at its next safepoint); with no reserve left, bad_alloc.
char* Heap::map_new_chunk() {
  if (chunks_.empty()) refill_reserve();
  if (char* c = map_chunk(kChunkBytes)) return c;
  char* c = reserve_;
  if (!c) throw std::bad_alloc();
  reserve_ = nullptr;
  if (oom_word_) oom_word_->fetch_or(oom_bit_);
  return c;
}

void Heap::refill_reserve() {
  if (!reserve_) reserve_ = map_chunk(kChunkBytes);
}

// A page no class holds: a released one (zero again), else the next of the
// newest chunk.
char* Heap::new_page() {
  if (!released_.empty()) {
    char* mem = released_.back();
    released_.pop_back();
    return mem;
  }
  if (chunk_next_ == chunk_end_) {
    char* c = map_new_chunk();
    chunks_.push_back(c);
    chunk_next_ = c;
    chunk_end_ = c + kChunkBytes;
  }
  char* mem = chunk_next_;
  chunk_next_ += kPageBytes;
  return mem;
}

// Gives an empty page's memory back to the system; its address stays ours
// and reads as zeros when handed out again.
void Heap::release_page(char* mem) {
  madvise(mem, kPageBytes, MADV_DONTNEED);
  released_.push_back(mem);
}

void* Heap::refill(unsigned c) {
  char* mem = nullptr;
  if (!spare_[c].empty()) {
    mem = spare_[c].back();
    spare_[c].pop_back();
    nspare_--;
  } else if (nspare_ > 0) {
    // A page of another class: its old slot boundaries are not ours.
    for (auto& list : spare_) {
      if (list.empty()) continue;
      mem = list.back();
      list.pop_back();
      nspare_--;
      std::memset(mem, 0, kPageBytes);
      break;
    }
  } else {
    mem = new_page();
  }
  pages_.push_back({mem, c});
  // A fresh page's slots are zero, an emptied one's were freed by the
  // sweep: either way their first words are null.
  size_t size = class_bytes(c);
  bump_[c] = mem + size;
  bump_end_[c] = mem + (kPageBytes / size) * size;
  return mem;
}

void* Heap::allocate_large(size_t bytes) {
  void* mem = std::malloc(bytes);
  if (!mem) throw std::bad_alloc();
  large_.push_back({static_cast<Object*>(mem), bytes});
  large_bytes_ += bytes;
  return mem;
}

// A dead list's buffer, if the pool takes its capacity and has room.
void Heap::pool_items(Object* o) {
  std::vector<Value>& v = static_cast<List*>(o)->items;
  size_t cap = v.capacity();
  if (cap - 1 >= kPoolCap || pool_[cap].size() >= std::max(kPoolKeep, pool_room_[cap])) return;
  v.clear();
  pool_[cap].push_back(std::move(v));
}

// The pool holds at most what the program asked for in the last cycle
// (at least kPoolKeep per capacity): as many new lists again would use
// them all. The rest is freed, now and as the sweep finds more.
void Heap::trim_pool() {
  for (size_t c = 1; c <= kPoolCap; c++) {
    pool_room_[c] = taken_[c];
    if (pool_[c].size() > std::max(kPoolKeep, taken_[c])) pool_[c].resize(std::max(kPoolKeep, taken_[c]));
    taken_[c] = 0;
  }
}

Heap::SweepCount Heap::sweep(size_t (*measure)(Object*)) {
  SweepCount count;
  trim_pool();
  for (auto& f : free_) f = nullptr;
  for (unsigned c = 0; c < kClasses; c++) bump_[c] = bump_end_[c] = nullptr;
  size_t kept = 0, before = pages_.size();
  for (Page& p : pages_) {
    size_t size = class_bytes(p.cls), n = kPageBytes / size, live = 0;
    FreeSlot* head = nullptr;
    FreeSlot* tail = nullptr;
    for (size_t i = n; i-- > 0;) {
      char* slot = p.mem + i * size;
      auto* s = reinterpret_cast<FreeSlot*>(slot);
      if (s->zero) {
        auto* o = reinterpret_cast<Object*>(slot);
        if (o->gc_marked) {
          o->gc_marked = false;
          live++;
          if (measure) count.live_bytes += size + measure(o);
          continue;
        }
        if (o->list_items) pool_items(o);
        destroy(o);
        count.freed++;
        s->zero = nullptr;
      }
      s->next = head;
      head = s;
      if (!tail) tail = s;
    }
    count.live += live;
    count.block_bytes += live * size;
    if (live == 0) {
      // Keep the last cycle's pages for the next one (the collection
      // threshold makes it allocate about as much again); free the rest.
      if (nspare_ < std::max(kSparePages, before)) add_spare(p);
      else release_page(p.mem);
      continue;
    }
    if (head) {
      tail->next = free_[p.cls];
      free_[p.cls] = head;
    }
    pages_[kept++] = p;
  }
  pages_.resize(kept);
  size_t keep_large = 0;
  for (Large& l : large_) {
    if (l.obj->gc_marked) {
      l.obj->gc_marked = false;
      count.live++;
      count.block_bytes += l.bytes;
      if (measure) count.live_bytes += l.bytes + measure(l.obj);
      large_[keep_large++] = l;
    } else {
      if (l.obj->list_items) pool_items(l.obj);   // sanitizer builds (every object is large) run the pool too
      destroy(l.obj);
      std::free(l.obj);
      large_bytes_ -= l.bytes;
      count.freed++;
    }
  }
  large_.resize(keep_large);
  refill_reserve();
  return count;
}

void Heap::clear_marks() {
  for (Page& p : pages_) {
    size_t size = class_bytes(p.cls), n = kPageBytes / size;
    for (size_t i = 0; i < n; i++) {
      auto* s = reinterpret_cast<FreeSlot*>(p.mem + i * size);
      if (s->zero) reinterpret_cast<Object*>(s)->gc_marked = false;
    }
  }
  for (Large& l : large_) l.obj->gc_marked = false;
}

void Heap::destroy_all() {
  for (Page& p : pages_) {
    size_t size = class_bytes(p.cls), n = kPageBytes / size;
    for (size_t i = 0; i < n; i++) {
      auto* s = reinterpret_cast<FreeSlot*>(p.mem + i * size);
      if (s->zero) {
        destroy(reinterpret_cast<Object*>(s));
        s->zero = nullptr;
      }
    }
  }
  for (auto& f : free_) f = nullptr;
  for (unsigned c = 0; c < kClasses; c++) bump_[c] = bump_end_[c] = nullptr;
  for (Page& p : pages_) add_spare(p);
  pages_.clear();
  for (Large& l : large_) {
    destroy(l.obj);
    std::free(l.obj);
  }
  large_.clear();
  large_bytes_ = 0;
}

}  // namespace tpy
