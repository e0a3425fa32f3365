// np_gather.cpp — the typed loops behind advanced indexing (np_gather.h):
// mask compress / fill / scatter and index gather / scatter, instantiated
// per item size. Mask loops are branchless up to the mask's last true
// element (a random mask mispredicts every other branch), which keeps
// a[mask] on 2 M float64 at a few ms (bench/np_index.py).
#include "builtins/numpy/np_gather.h"
#include <cstring>

namespace tpy {

namespace {

struct Item16 { uint64_t lo, hi; };

// Calls f.template operator()<T>() with T an unsigned type of isz bytes.
template <class F> void by_size(int isz, F&& f) {
  switch (isz) {
    case 1: f.template operator()<uint8_t>(); break;
    case 2: f.template operator()<uint16_t>(); break;
    case 4: f.template operator()<uint32_t>(); break;
    case 8: f.template operator()<uint64_t>(); break;
    default: f.template operator()<Item16>(); break;
  }
}

template <class T> inline T load(const char* p) { T v; std::memcpy(&v, p, sizeof(T)); return v; }
template <class T> inline void store(char* p, T v) { std::memcpy(p, &v, sizeof(T)); }

// m ? a : b without a branch (GCC turns `d = m ? v : d` into a
// conditional store, which mispredicts on random masks).
template <class T> inline T pick(unsigned char m, T a, T b) {
  T all = (T)0 - (T)(m != 0);
  return (T)((a & all) | (b & ~all));
}

// Item sizes no machine type has (str/bytes elements: '<U3' is 12 bytes)
// take the plain memcpy loops after each function's test of this.
bool odd_size(int isz) { return isz != 1 && isz != 2 && isz != 4 && isz != 8 && isz != 16; }
inline void move(char* dst, const char* src, int isz) { std::memcpy(dst, src, (size_t)isz); }

// One past the last i with m[i] (0 when none).
int64_t true_end(const unsigned char* m, int64_t n) {
  while (n > 0 && !m[n - 1]) n--;
  return n;
}

}  // namespace

bool indices_in_range(const int64_t* p, int64_t n, int64_t len) {
  // i + len in [0, 2 len) as one unsigned compare; OR-ed so the loop has no branch.
  uint64_t lim = 2 * (uint64_t)len, bad = 0;
  for (int64_t i = 0; i < n; i++) bad |= (uint64_t)p[i] + (uint64_t)len >= lim;
  return bad == 0;
}

int64_t count_true(const unsigned char* m, int64_t n) {
  int64_t c = 0;
  for (int64_t i = 0; i < n; i++) c += m[i] != 0;
  return c;
}

void true_positions(const unsigned char* m, int64_t n, int64_t* out) {
  int64_t end = true_end(m, n), j = 0;
  for (int64_t i = 0; i < end; i++) {  // out[j] stays below the count for i < end
    out[j] = i;
    j += m[i] != 0;
  }
}

void mask_gather(int isz, char* out, const char* src, int64_t sstride, const unsigned char* m, int64_t n) {
  int64_t end = true_end(m, n);
  if (odd_size(isz)) {
    for (int64_t i = 0, j = 0; i < end; i++)
      if (m[i]) move(out + isz * j++, src + i * sstride, isz);
    return;
  }
  by_size(isz, [&]<class T>() {
    T* o = reinterpret_cast<T*>(out);
    int64_t j = 0;
    if (sstride == (int64_t)sizeof(T)) {
      const T* s = reinterpret_cast<const T*>(src);
      for (int64_t i = 0; i < end; i++) { o[j] = s[i]; j += m[i] != 0; }
    } else {
      for (int64_t i = 0; i < end; i++) { o[j] = load<T>(src + i * sstride); j += m[i] != 0; }
    }
  });
}

void mask_fill(int isz, char* dst, int64_t dstride, const unsigned char* m, int64_t n, const char* val) {
  if (odd_size(isz)) {
    for (int64_t i = 0; i < n; i++)
      if (m[i]) move(dst + i * dstride, val, isz);
    return;
  }
  by_size(isz, [&]<class T>() {
    T v = load<T>(val);
    if constexpr (sizeof(T) <= 8) {
      if (dstride == (int64_t)sizeof(T)) {
        T* d = reinterpret_cast<T*>(dst);
        for (int64_t i = 0; i < n; i++) d[i] = pick<T>(m[i], v, d[i]);
        return;
      }
    }
    for (int64_t i = 0; i < n; i++)
      if (m[i]) store<T>(dst + i * dstride, v);
  });
}

void mask_scatter(int isz, char* dst, int64_t dstride, const unsigned char* m, int64_t n, const char* src) {
  int64_t end = true_end(m, n);
  if (odd_size(isz)) {
    for (int64_t i = 0, j = 0; i < end; i++)
      if (m[i]) move(dst + i * dstride, src + isz * j++, isz);
    return;
  }
  by_size(isz, [&]<class T>() {
    const T* s = reinterpret_cast<const T*>(src);
    int64_t j = 0;
    if constexpr (sizeof(T) <= 8) {
      if (dstride == (int64_t)sizeof(T)) {
        T* d = reinterpret_cast<T*>(dst);
        for (int64_t i = 0; i < end; i++) { d[i] = pick<T>(m[i], s[j], d[i]); j += m[i] != 0; }
        return;
      }
    }
    for (int64_t i = 0; i < end; i++)
      if (m[i]) store<T>(dst + i * dstride, s[j++]);
  });
}

void index_gather(int isz, char* out, const char* base, const IndexSet& ix, int64_t count) {
  if (odd_size(isz)) {
    for (int64_t j = 0; j < count; j++) move(out + j * isz, base + ix.offset(j), isz);
    return;
  }
  by_size(isz, [&]<class T>() {
    T* o = reinterpret_cast<T*>(out);
    if (ix.n == 1) {
      const int64_t* id = ix.idx[0];
      int64_t st = ix.stride[0], len = ix.len[0];
      for (int64_t j = 0; j < count; j++) {
        int64_t i = id[j];
        o[j] = load<T>(base + (i < 0 ? i + len : i) * st);
      }
    } else {
      for (int64_t j = 0; j < count; j++) o[j] = load<T>(base + ix.offset(j));
    }
  });
}

void index_scatter(int isz, char* base, const IndexSet& ix, int64_t count, const char* src, int64_t sstep) {
  if (odd_size(isz)) {
    for (int64_t j = 0; j < count; j++) move(base + ix.offset(j), src + j * sstep, isz);
    return;
  }
  by_size(isz, [&]<class T>() {
    if (ix.n == 1) {
      const int64_t* id = ix.idx[0];
      int64_t st = ix.stride[0], len = ix.len[0];
      for (int64_t j = 0; j < count; j++) {
        int64_t i = id[j];
        store<T>(base + (i < 0 ? i + len : i) * st, load<T>(src + j * sstep));
      }
    } else {
      for (int64_t j = 0; j < count; j++) store<T>(base + ix.offset(j), load<T>(src + j * sstep));
    }
  });
}

void copy_items(int isz, char* dst, int64_t dstep, const char* src, int64_t sstep, int64_t n) {
  if (dstep == isz && sstep == isz) { std::memmove(dst, src, (size_t)(n * isz)); return; }
  if (odd_size(isz)) {
    for (int64_t i = 0; i < n; i++) move(dst + i * dstep, src + i * sstep, isz);
    return;
  }
  by_size(isz, [&]<class T>() {
    if (sstep == 0 && dstep == (int64_t)sizeof(T)) {  // one value repeated: a fill the compiler vectorises
      T v = load<T>(src);
      T* d = reinterpret_cast<T*>(dst);
      for (int64_t i = 0; i < n; i++) d[i] = v;
      return;
    }
    for (int64_t i = 0; i < n; i++) store<T>(dst + i * dstep, load<T>(src + i * sstep));
  });
}

}  // namespace tpy
