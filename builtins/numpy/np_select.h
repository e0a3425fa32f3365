// builtins/numpy/np_select.h — the orders NumPy 1.24's own algorithms give
// where equal elements (ties, 0.0 and -0.0, NaNs) may come out in any order:
// heapsort (kind='heapsort'), the introsort behind argsort's default
// quicksort, and introselect behind partition/argpartition (median of 3
// pivots, median of medians of 5 past the depth limit, a selection sort for
// a kth near the start of its range, the pivot stack that lets several kths
// share work). Each works on values in place or, for the arg forms, on an
// index array over the values. Written from the algorithms' descriptions;
// nothing here raises or allocates Python objects (np_sort.cpp calls them).
#pragma once
#include <cstdint>
#include <utility>
#include "builtins/numpy/np_sort.h"

namespace tpy {

// The elements an algorithm moves: values themselves (Arg false) or the
// indices idx[] into v (Arg true). Positions are relative to `at`.
template <class T, bool Arg> struct Sortee {
  T* v;
  int64_t* idx;
  const T& val(int64_t i) const {
    if constexpr (Arg) return v[idx[i]];
    else return v[i];
  }
  void swap(int64_t i, int64_t j) const {
    if constexpr (Arg) std::swap(idx[i], idx[j]);
    else std::swap(v[i], v[j]);
  }
  Sortee at(int64_t off) const {
    if constexpr (Arg) return {v, idx + off};
    else return {v + off, idx};
  }
};

inline int msb_of(int64_t n) {
  int d = 0;
  while (n >>= 1) d++;
  return d;
}

// NumPy's heapsort of s's n elements (1-based heap over positions 0..n-1).
template <class T, bool Arg> void heap_sort(Sortee<T, Arg> s, int64_t n) {
  auto lt = [&](int64_t i, int64_t j) { return sort_less(s.val(i - 1), s.val(j - 1)); };
  // tmp is a value (or an index) held out of the heap while its place is found.
  auto sift = [&](int64_t i, int64_t n_) {
    T tmpv{};
    int64_t tmpi = 0;
    if constexpr (Arg) tmpi = s.idx[i - 1];
    else tmpv = s.v[i - 1];
    auto tmp_val = [&]() -> const T& {
      if constexpr (Arg) return s.v[tmpi];
      else return tmpv;
    };
    for (int64_t j = i * 2; j <= n_;) {
      if (j < n_ && lt(j, j + 1)) j++;
      if (!sort_less(tmp_val(), s.val(j - 1))) break;
      if constexpr (Arg) s.idx[i - 1] = s.idx[j - 1];
      else s.v[i - 1] = s.v[j - 1];
      i = j;
      j += j;
    }
    if constexpr (Arg) s.idx[i - 1] = tmpi;
    else s.v[i - 1] = tmpv;
  };
  for (int64_t l = n >> 1; l > 0; --l) sift(l, n);
  while (n > 1) {
    // the largest (position 1) goes to the end, the last element is sifted down from the top
    if constexpr (Arg) std::swap(s.idx[n - 1], s.idx[0]);
    else std::swap(s.v[n - 1], s.v[0]);
    n--;
    sift(1, n);
  }
}

// NumPy's introsort as its quicksort kind: median-of-3 partitions, runs of
// up to 16 by insertion sort, heapsort below the depth limit.
template <class T, bool Arg> void intro_sort(Sortee<T, Arg> s, int64_t num) {
  constexpr int64_t kSmall = 15;
  struct Range { int64_t l, r; int depth; };
  Range stack[160];
  int sp = 0;
  int64_t pl = 0, pr = num - 1;
  int cdepth = msb_of(num) * 2;
  auto lt = [&](int64_t i, int64_t j) { return sort_less(s.val(i), s.val(j)); };
  for (;;) {
    if (cdepth < 0) {
      heap_sort(s.at(pl), pr - pl + 1);
    } else {
      while (pr - pl > kSmall) {
        int64_t pm = pl + ((pr - pl) >> 1);
        if (lt(pm, pl)) s.swap(pm, pl);
        if (lt(pr, pm)) s.swap(pr, pm);
        if (lt(pm, pl)) s.swap(pm, pl);
        T vp = s.val(pm);
        int64_t pi = pl, pj = pr - 1;
        s.swap(pm, pj);
        for (;;) {
          do ++pi; while (sort_less(s.val(pi), vp));
          do --pj; while (sort_less(vp, s.val(pj)));
          if (pi >= pj) break;
          s.swap(pi, pj);
        }
        s.swap(pi, pr - 1);
        if (pi - pl < pr - pi) {
          stack[sp++] = {pi + 1, pr, 0};
          pr = pi - 1;
        } else {
          stack[sp++] = {pl, pi - 1, 0};
          pl = pi + 1;
        }
        stack[sp - 1].depth = --cdepth;
      }
      for (int64_t i = pl + 1; i <= pr; ++i) {   // insertion sort
        int64_t j = i;
        if constexpr (Arg) {
          int64_t vi = s.idx[i];
          const T vp = s.v[vi];
          while (j > pl && sort_less(vp, s.v[s.idx[j - 1]])) { s.idx[j] = s.idx[j - 1]; j--; }
          s.idx[j] = vi;
        } else {
          T vp = s.v[i];
          while (j > pl && sort_less(vp, s.v[j - 1])) { s.v[j] = s.v[j - 1]; j--; }
          s.v[j] = vp;
        }
      }
    }
    if (sp == 0) break;
    sp--;
    pl = stack[sp].l;
    pr = stack[sp].r;
    cdepth = stack[sp].depth;
  }
}

// ---- introselect

constexpr int kMaxPivots = 50;

inline void store_pivot(int64_t pivot, int64_t kth, int64_t* pivots, int* npiv) {
  if (!pivots) return;
  if (pivot == kth && *npiv == kMaxPivots) pivots[*npiv - 1] = pivot;
  else if (pivot >= kth && *npiv < kMaxPivots) pivots[(*npiv)++] = pivot;
}

// Selection sort of the first kth+1 places of s[0, num).
template <class T, bool Arg> void dumb_select(Sortee<T, Arg> s, int64_t num, int64_t kth) {
  for (int64_t i = 0; i <= kth; i++) {
    int64_t m = i;
    for (int64_t k = i + 1; k < num; k++)
      if (sort_less(s.val(k), s.val(m))) m = k;
    s.swap(i, m);
  }
}

// The position (1, 2 or 3) of the median of s[0, 5), partly ordering them.
template <class T, bool Arg> int64_t median5(Sortee<T, Arg> s) {
  auto lt = [&](int64_t i, int64_t j) { return sort_less(s.val(i), s.val(j)); };
  if (lt(1, 0)) s.swap(1, 0);
  if (lt(4, 3)) s.swap(4, 3);
  if (lt(3, 0)) s.swap(3, 0);
  if (lt(4, 1)) s.swap(4, 1);
  if (lt(2, 1)) s.swap(2, 1);
  if (lt(3, 2)) return lt(3, 1) ? 1 : 3;
  return 2;
}

template <class T, bool Arg>
void intro_select(Sortee<T, Arg> s, int64_t num, int64_t kth, int64_t* pivots, int* npiv);

// The median of the medians of s[0, num)'s groups of five, moved to the
// front part; returns its position.
template <class T, bool Arg> int64_t median_of_median5(Sortee<T, Arg> s, int64_t num) {
  int64_t nmed = num / 5;
  for (int64_t i = 0, sub = 0; i < nmed; i++, sub += 5) {
    int64_t m = median5(s.at(sub));
    s.swap(sub + m, i);
  }
  if (nmed > 2) intro_select(s, nmed, nmed / 2, nullptr, nullptr);
  return nmed / 2;
}

template <class T, bool Arg>
void intro_select(Sortee<T, Arg> s, int64_t num, int64_t kth, int64_t* pivots, int* npiv) {
  int64_t low = 0, high = num - 1;
  if (!npiv) pivots = nullptr;
  while (pivots && *npiv > 0) {
    int64_t top = pivots[*npiv - 1];
    if (top > kth) { high = top - 1; break; }
    if (top == kth) return;
    low = top + 1;
    (*npiv)--;
  }
  if (kth - low < 3) {
    dumb_select(s.at(low), high - low + 1, kth - low);
    store_pivot(kth, kth, pivots, npiv);
    return;
  }
  constexpr bool kInexact = std::is_floating_point_v<T> || kIsComplexElem<T>;
  if (kInexact && kth == num - 1) {   // the largest (NaN-aware): the last of equal maxima
    int64_t m = low;
    for (int64_t k = low + 1; k < num; k++)
      if (!sort_less(s.val(k), s.val(m))) m = k;
    s.swap(kth, m);
    return;
  }
  int depth_limit = msb_of(num) * 2;
  auto lt = [&](int64_t i, int64_t j) { return sort_less(s.val(i), s.val(j)); };
  while (low + 1 < high) {
    int64_t ll = low + 1, hh = high;
    if (depth_limit > 0 || hh - ll < 5) {
      int64_t mid = low + (high - low) / 2;
      if (lt(high, mid)) s.swap(high, mid);
      if (lt(high, low)) s.swap(high, low);
      if (lt(low, mid)) s.swap(low, mid);
      s.swap(mid, low + 1);
    } else {
      int64_t mid = ll + median_of_median5(s.at(ll), hh - ll);
      s.swap(mid, low);
      ll--;
      hh++;
    }
    depth_limit--;
    T pivot = s.val(low);
    for (;;) {
      do ll++; while (sort_less(s.val(ll), pivot));
      do hh--; while (sort_less(pivot, s.val(hh)));
      if (hh < ll) break;
      s.swap(ll, hh);
    }
    s.swap(low, hh);
    if (hh != kth) store_pivot(hh, kth, pivots, npiv);
    if (hh >= kth) high = hh - 1;
    if (hh <= kth) low = ll;
  }
  if (high == low + 1 && lt(high, low)) s.swap(high, low);
  store_pivot(kth, kth, pivots, npiv);
}

// NumPy's partition of s[0, num) at the ascending kths, one pivot stack
// shared by them.
template <class T, bool Arg> void select_kths_numpy(Sortee<T, Arg> s, int64_t num, const std::vector<int64_t>& kth) {
  int64_t pivots[kMaxPivots];
  int npiv = 0;
  for (int64_t k : kth) intro_select(s, num, k, pivots, &npiv);
}

}  // namespace tpy
