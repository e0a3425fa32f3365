// repeat.cpp — sizes and copies of sequence repetition (see vm/repeat.h).
#include "vm/repeat.h"
#include <algorithm>
#include <new>
#include "vm/object.h"

namespace tpy {

namespace {
// x86-64 user space is 2^47 bytes: a larger request can never succeed, and
// std::string/std::vector would throw length_error for some of them.
constexpr size_t kMaxBytes = size_t(1) << 47;
}  // namespace

bool repeat_size(VM& vm, size_t unit, size_t unit_bytes, int64_t count, const char* too_long, size_t& total) {
  total = 0;
  if (count <= 0 || unit == 0) return true;
  if ((uint64_t)count > (uint64_t)INT64_MAX / unit) {
    if (too_long) return vm.raise(vm.exc.OverflowError, too_long);
    return vm.raise_no_memory();
  }
  if ((size_t)count > kMaxBytes / unit_bytes) return vm.raise_no_memory();
  total = unit * (size_t)count;
  return true;
}

// Both throw bad_alloc for sizes no machine holds (std::string would throw
// length_error past its max_size).

// Doubles what is already there until it passes half the total, then
// copies the rest: log2(count) block copies.
std::string repeat_text(std::string_view s, size_t count) {
  std::string r;
  if (!s.empty() && count > kMaxBytes / s.size()) throw std::bad_alloc();
  size_t total = s.size() * count;
  r.reserve(total);
  if (total == 0) return r;
  r.append(s);
  while (r.size() * 2 <= total) r.append(r);
  r.append(r.data(), total - r.size());
  return r;
}

std::vector<Value> repeat_values(const Value* src, size_t n, size_t count) {
  std::vector<Value> r;
  if (n && count > kMaxBytes / sizeof(Value) / n) throw std::bad_alloc();
  size_t total = n * count;
  reserve_values(r, total);
  if (total == 0) return r;
  r.resize(total);
  std::copy(src, src + n, r.begin());
  for (size_t done = n; done < total; done *= 2)
    std::copy_n(r.begin(), std::min(done, total - done), r.begin() + (std::ptrdiff_t)done);
  return r;
}

}  // namespace tpy
