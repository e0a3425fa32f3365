// str_index.h — O(1)-ish code point → byte offset for long non-ASCII strs:
// the heap keeps, per such str, the byte offset of every kStride-th code
// point plus the last position looked up (sequential scans step from it).
// Built on first use, dropped by the sweep when the str dies (vm/heap.cpp).
// Entry point: str_cp_offset. The plain UTF-8 walk is vm/str_util.h.
#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>
#include "vm/object.h"

namespace tpy {

class VM;

struct StrIndexTable {
  static constexpr int64_t kStride = 32;
  // Shorter strs are walked from the start (at most this many steps).
  static constexpr int64_t kMinLength = 64;
  struct Entry {
    std::vector<size_t> marks;  // marks[j]: byte offset of code point j * kStride
    int64_t last_cp = 0;        // the last lookup, where a sequential scan resumes
    size_t last_off = 0;
  };
  std::unordered_map<const Object*, Entry> entries;
  const Object* hot = nullptr;  // the str looked up last, and its entry
  Entry* hot_entry = nullptr;

  Entry& entry_of(const Str* s);
  // The str is dying (the sweep) or its bytes were changed.
  void forget(const Object* o) {
    entries.erase(o);
    if (hot == o) hot = nullptr, hot_entry = nullptr;
  }
};

// Byte offset of code point cp of s, 0 <= cp <= length. Cheap for ASCII;
// for long non-ASCII strs uses the index (may allocate it, never collects).
size_t str_cp_offset(VM& vm, const Str* s, int64_t cp);

}  // namespace tpy
