// builtins/numpy/np_sort.h — NumPy's sort order as typed C++ runs, shared
// by the sorting functions (np_sort.cpp) and the set functions (np_sets.cpp):
// NaN after every number, complex ordered by real then imaginary part.
// Everything here works on contiguous runs of one dtype; gathering lanes of
// strided arrays is the callers' business. No function here raises or
// allocates Python objects.
#pragma once
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <type_traits>
#include <vector>
#include "builtins/numpy/ndarray.h"
#include "builtins/numpy/np_radix.h"

namespace tpy {

// The element type sorts work on: bool elements as bytes (no vector<bool>).
template <class D> using SortElem = std::conditional_t<std::is_same_v<D, bool>, uint8_t, D>;

template <class T> constexpr bool kIsComplexElem =
    std::is_same_v<T, std::complex<double>> || std::is_same_v<T, std::complex<float>>;

template <class T> inline bool elem_isnan(const T& x) {
  if constexpr (kIsComplexElem<T>) return std::isnan(x.real()) || std::isnan(x.imag());
  else if constexpr (std::is_floating_point_v<T>) return std::isnan(x);
  else return false;
}

// a < b in NumPy's sort order (NaN last; complex lexicographic, NaNs last).
template <class T> inline bool sort_less(const T& a, const T& b) {
  if constexpr (kIsComplexElem<T>) {
    // Numbers without NaN first, then x+nanj by real part, nan+yj by
    // imaginary part, nan+nanj last.
    int ca = std::isnan(a.real()) * 2 + std::isnan(a.imag()), cb = std::isnan(b.real()) * 2 + std::isnan(b.imag());
    if (ca != cb) return ca < cb;
    if (ca == 0) return a.real() < b.real() || (a.real() == b.real() && a.imag() < b.imag());
    if (ca == 1) return a.real() < b.real();
    return ca == 2 && a.imag() < b.imag();
  } else if constexpr (std::is_floating_point_v<T>) {
    return a < b || (std::isnan(b) && !std::isnan(a));
  } else {
    return a < b;
  }
}

// Equal in sort order (0.0 and -0.0 are; NaNs only when nan_equal).
template <class T> inline bool sort_equal(const T& a, const T& b, bool nan_equal) {
  if (elem_isnan(a) || elem_isnan(b)) return nan_equal && elem_isnan(a) && elem_isnan(b);
  return a == b;
}

// Moves the NaNs of p[0, n) to its end, every part keeping its order (as
// NumPy's insertion sort of short runs would); returns the end of the numbers.
template <class T> T* move_nans_last(T* p, int64_t n) {
  std::vector<T> nans;
  int64_t w = 0;
  for (int64_t i = 0; i < n; i++) {
    if (std::isnan(p[i])) nans.push_back(p[i]);
    else p[w++] = p[i];
  }
  std::copy(nans.begin(), nans.end(), p + w);
  return p + w;
}

// Sorts the one-byte numbers p[0, n) by counting them.
template <class T> void count_sort(T* p, int64_t n) {
  int64_t count[256] = {};
  for (int64_t i = 0; i < n; i++) count[radix_key(p[i], false)]++;
  for (int k = 0; k < 256; k++)
    for (int64_t c = count[k]; c > 0; c--) *p++ = radix_value<T>((RadixKey<T>)k);
}

// Sorts p[0, n) in NumPy's order; `stable` keeps equal elements in their
// order. Real NaNs are moved to the end first so the sort itself compares
// with a plain `<` (runs of up to 16 then come out as NumPy's: stable).
// Equal reals are indistinguishable except 0.0 and -0.0, so a stable sort
// of reals is an unstable one with the zeros' signs put back in their first
// order (twice as fast as std::stable_sort; bench/np_sort.py).
template <class T> void sort_run(T* p, int64_t n, bool stable) {
  if constexpr (kIsComplexElem<T>) {
    auto less = [](const T& x, const T& y) { return sort_less(x, y); };
    if (stable) std::stable_sort(p, p + n, less);
    else std::sort(p, p + n, less);
  } else if constexpr (std::is_floating_point_v<T>) {
    std::vector<bool> zero_signs;
    if (stable)
      for (int64_t i = 0; i < n; i++)
        if (p[i] == 0) zero_signs.push_back(std::signbit(p[i]));
    T* end = move_nans_last(p, n);
    if (end - p >= kRadixMinSize) radix_sort_values(p, end - p);
    else std::sort(p, end);
    if (!zero_signs.empty()) {
      T* z = std::lower_bound(p, end, T(0));
      for (bool neg : zero_signs) *z++ = neg ? -T(0) : T(0);
    }
  } else {
    if (n >= kRadixMinSize && sizeof(T) > 1) radix_sort_values(p, n);
    else if (n >= kRadixMinSize) count_sort(p, n);
    else std::sort(p, p + n);
  }
}

// out[0, n) = the stable argsort of v[0, n): radix-sorted indices for long
// runs of numbers, else pairs of (value, index) sorted by value then index,
// which is stable whatever the sort and keeps each comparison in one cache
// line.
template <class T> void argsort_run(const T* v, int64_t n, int64_t* out) {
  if constexpr (!kIsComplexElem<T>) {
    if (n >= kRadixMinSize) {  // the numbers' indices radix-sorted, then the NaNs'
      int64_t m = 0, tail = n;
      for (int64_t i = 0; i < n; i++) {
        if (elem_isnan(v[i])) out[--tail] = i;
        else out[m++] = i;
      }
      radix_argsort(v, out, m);
      std::reverse(out + m, out + n);
      return;
    }
  }
  std::vector<std::pair<T, int64_t>> pairs;
  pairs.reserve((size_t)n);
  int64_t nans = 0;
  for (int64_t i = 0; i < n; i++) {
    if constexpr (!kIsComplexElem<T> && std::is_floating_point_v<T>) {
      if (std::isnan(v[i])) { out[n - 1 - nans++] = i; continue; }  // reversed below
    }
    pairs.emplace_back(v[i], i);
  }
  std::sort(pairs.begin(), pairs.end(), [](const auto& x, const auto& y) {
    if constexpr (kIsComplexElem<T>) {
      if (sort_less(x.first, y.first)) return true;
      if (sort_less(y.first, x.first)) return false;
    } else {
      if (x.first < y.first) return true;
      if (y.first < x.first) return false;
    }
    return x.second < y.second;
  });
  for (size_t i = 0; i < pairs.size(); i++) out[i] = pairs[i].second;
  std::reverse(out + (n - nans), out + n);
}

// Sorts `p` (n contiguous elements of dtype dt) in NumPy's order.
void sort_contiguous(DType dt, char* p, int64_t n, bool stable);
// out[0, n) = the stable argsort of the n contiguous elements of dtype dt at p.
void argsort_contiguous(DType dt, const char* p, int64_t n, int64_t* out);

}  // namespace tpy
