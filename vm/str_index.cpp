// str_index.cpp — the code-point index of long non-ASCII strs (see
// str_index.h): building it and stepping from a mark or the last lookup.
#include "vm/str_index.h"

#include "vm/str_util.h"
#include "vm/vm.h"

namespace tpy {

StrIndexTable::Entry& StrIndexTable::entry_of(const Str* s) {
  if (hot == s) return *hot_entry;
  auto [it, fresh] = entries.try_emplace(s);
  Entry& e = it->second;
  if (fresh || !s->str_indexed) {
    // (A stale entry of a dead str at the same address is rebuilt: the
    // str_indexed bit is the entry's validity.)
    const std::string& t = s->text();
    e.marks.clear();
    e.marks.reserve((size_t)(s->length() / kStride) + 1);
    int64_t cp = 0;
    for (size_t i = 0; i < t.size(); cp++) {
      if (cp % kStride == 0) e.marks.push_back(i);
      i += utf8_len_at(t, i);
    }
    e.last_cp = 0;
    e.last_off = 0;
    const_cast<Str*>(s)->str_indexed = true;
  }
  hot = s;
  hot_entry = &e;
  return e;
}

size_t str_cp_offset(VM& vm, const Str* s, int64_t cp) {
  if (s->ascii) return (size_t)cp;
  int64_t len = s->length();
  const std::string& t = s->text();
  if (cp >= len) return t.size();
  if (len < StrIndexTable::kMinLength) return utf8_offset(s, cp);
  if (!vm.heap.str_index) vm.heap.str_index = new StrIndexTable;
  StrIndexTable::Entry& e = vm.heap.str_index->entry_of(s);
  int64_t from = cp / StrIndexTable::kStride * StrIndexTable::kStride;
  size_t off = e.marks[(size_t)(cp / StrIndexTable::kStride)];
  if (e.last_cp <= cp && e.last_cp > from) from = e.last_cp, off = e.last_off;
  for (; from < cp; from++) off += utf8_len_at(t, off);
  e.last_cp = cp;
  e.last_off = off;
  return off;
}

}  // namespace tpy
