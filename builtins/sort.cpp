// sort.cpp — stable merge sort for list.sort()/sorted() (see sort.h).
// Generic keys go through a guarded merge sort of our own: user __lt__ may be
// inconsistent or raise, and std::stable_sort's unguarded insertion step is
// only memory-safe for deterministic comparators. Homogeneous int/float/str
// keys (the common case) use std::stable_sort with a native comparator.
#include "builtins/sort.h"
#include <algorithm>
#include "vm/dict.h"

namespace tpy {

namespace {

struct Item {
  Value key;
  Value value;
};

// Generic comparison with the error latch: once a comparison fails the
// remaining ones answer false without calling Python code.
struct LessThan {
  VM& vm;
  bool reverse;
  bool failed = false;
  bool operator()(const Item& a, const Item& b) {
    if (failed) return false;
    const Value& x = reverse ? b.key : a.key;
    const Value& y = reverse ? a.key : b.key;
    if (x.is_int() && y.is_int()) return x.i < y.i;
    if (x.is_float() && y.is_float()) return x.f < y.f;
    bool r = false;
    if (!compare_bool(vm, CmpOpKind::Lt, x, y, r)) { failed = true; return false; }
    return r;
  }
};

// Binary insertion sort of v[lo, hi), stable; every index stays in range
// whatever the comparator answers.
void insertion_sort(std::vector<Item>& v, size_t lo, size_t hi, LessThan& lt) {
  for (size_t i = lo + 1; i < hi && !lt.failed; i++) {
    Item x = v[i];
    size_t l = lo, r = i;
    while (l < r) {
      size_t m = l + (r - l) / 2;
      if (lt(x, v[m])) r = m; else l = m + 1;
    }
    for (size_t j = i; j > l; j--) v[j] = v[j - 1];
    v[l] = x;
  }
}

void merge_sort(std::vector<Item>& v, LessThan& lt) {
  const size_t n = v.size();
  constexpr size_t kRun = 32;
  for (size_t lo = 0; lo < n; lo += kRun) insertion_sort(v, lo, std::min(n, lo + kRun), lt);
  std::vector<Item> buf(n);
  for (size_t width = kRun; width < n && !lt.failed; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = std::min(n, lo + width), hi = std::min(n, lo + 2 * width);
      if (mid >= hi) { std::copy(v.begin() + lo, v.begin() + hi, buf.begin() + lo); continue; }
      // Already ordered runs need no merge (common for nearly sorted input).
      if (!lt(v[mid], v[mid - 1])) { std::copy(v.begin() + lo, v.begin() + hi, buf.begin() + lo); continue; }
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) buf[k++] = lt(v[j], v[i]) ? v[j++] : v[i++];
      while (i < mid) buf[k++] = v[i++];
      while (j < hi) buf[k++] = v[j++];
    }
    v.swap(buf);
  }
}

enum class KeyKind { Int, Float, Str, Mixed };

KeyKind classify(const std::vector<Item>& v) {
  if (v.empty()) return KeyKind::Mixed;
  bool all_int = true, all_float = true, all_str = true;
  for (auto& it : v) {
    const Value& k = it.key;
    if (!k.is_int()) all_int = false;
    if (!k.is_float()) all_float = false;
    if (!(k.is_obj() && k.o->type->layout == Layout::Str && k.o->type->builtin)) all_str = false;
    if (!all_int && !all_float && !all_str) return KeyKind::Mixed;
  }
  if (all_int) return KeyKind::Int;
  if (all_float) return KeyKind::Float;
  return KeyKind::Str;
}

}  // namespace

bool sort_values(VM& vm, std::vector<Value>& items, Value key, bool reverse) {
  if (items.size() < 2 && (key.is_undef() || key.is_none())) return true;
  RootScope roots(vm);
  std::vector<Item> v;
  v.reserve(items.size());
  bool has_key = !key.is_undef() && !key.is_none();
  for (size_t i = 0; i < items.size(); i++) {
    Value k = items[i];
    if (has_key) {
      if (!call1(vm, key, items[i], k)) return false;
      roots.add(k);
    }
    v.push_back({k, items[i]});
  }
  if (v.size() < 2) return true;
  // Reverse keeps stability by comparing with swapped operands: equal keys
  // never compare "less" either way, so they keep their input order.
  switch (classify(v)) {
    case KeyKind::Int:
      if (reverse) std::stable_sort(v.begin(), v.end(), [](const Item& a, const Item& b) { return b.key.i < a.key.i; });
      else std::stable_sort(v.begin(), v.end(), [](const Item& a, const Item& b) { return a.key.i < b.key.i; });
      break;
    case KeyKind::Float:
      if (reverse) std::stable_sort(v.begin(), v.end(), [](const Item& a, const Item& b) { return b.key.f < a.key.f; });
      else std::stable_sort(v.begin(), v.end(), [](const Item& a, const Item& b) { return a.key.f < b.key.f; });
      break;
    case KeyKind::Str: {
      // UTF-8 byte order is code-point order.
      auto sv = [](const Value& x) { return std::string_view(static_cast<Str*>(x.o)->text()); };
      if (reverse) std::stable_sort(v.begin(), v.end(), [&](const Item& a, const Item& b) { return sv(b.key) < sv(a.key); });
      else std::stable_sort(v.begin(), v.end(), [&](const Item& a, const Item& b) { return sv(a.key) < sv(b.key); });
      break;
    }
    case KeyKind::Mixed: {
      LessThan lt{vm, reverse};
      merge_sort(v, lt);
      if (lt.failed) return false;
      break;
    }
  }
  for (size_t i = 0; i < v.size(); i++) items[i] = v[i].value;
  return true;
}

}  // namespace tpy
