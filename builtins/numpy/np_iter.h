// builtins/numpy/np_iter.h — the strided multi-operand walk every element
// loop uses: ufuncs, casts, assignment, reductions. nd_iterate visits the
// operands' common shape in C order and hands each innermost run to a
// typed loop as (pointers, count, byte steps), after merging dimensions
// that are contiguous for every operand so contiguous data is one run.
// Broadcasting is expressed by the caller with zero strides.
#pragma once
#include <cstdint>
#include "builtins/numpy/ndarray.h"

namespace tpy {

constexpr int kMaxOperands = 8;

// Merged layout of up to kMaxOperands operands over one shape (no raise).
struct NdWalk {
  int ndim = 0;
  int nops = 0;
  int64_t shape[kMaxDims];
  int64_t strides[kMaxOperands][kMaxDims];

  // strides[op] has `ndim` entries (0 where the operand is broadcast).
  NdWalk(int nd, const int64_t* shp, int n, const int64_t* const* strd) : nops(n) {
    for (int d = 0; d < nd; d++) {
      if (shp[d] == 1) continue;  // size-1 dims never move a pointer
      shape[ndim] = shp[d];
      for (int k = 0; k < n; k++) strides[k][ndim] = strd[k][d];
      ndim++;
    }
    // Merge dim d into d+1 when, for every operand, stepping d equals
    // stepping over all of d+1 (C-contiguous runs become one long run).
    int out = 0;
    for (int d = 0; d < ndim; d++) {
      if (out > 0) {
        bool merge = true;
        for (int k = 0; k < n && merge; k++)
          merge = strides[k][out - 1] == strides[k][d] * shape[d];
        if (merge) {
          shape[out - 1] *= shape[d];
          for (int k = 0; k < n; k++) strides[k][out - 1] = strides[k][d];
          continue;
        }
      }
      shape[out] = shape[d];
      for (int k = 0; k < n; k++) strides[k][out] = strides[k][d];
      out++;
    }
    ndim = out;
  }

  // fn(char** ptrs, int64_t n, const int64_t* steps) for each innermost run.
  template <class Fn> void run(char* const* base, Fn&& fn) const {
    char* ptrs[kMaxOperands];
    for (int k = 0; k < nops; k++) ptrs[k] = base[k];
    if (ndim == 0) {
      int64_t steps[kMaxOperands] = {};
      fn(ptrs, int64_t(1), steps);
      return;
    }
    int64_t steps[kMaxOperands];
    for (int k = 0; k < nops; k++) steps[k] = strides[k][ndim - 1];
    int64_t inner = shape[ndim - 1];
    if (ndim == 1) { fn(ptrs, inner, steps); return; }
    int64_t idx[kMaxDims] = {};
    for (;;) {
      fn(ptrs, inner, steps);
      int d = ndim - 2;
      for (; d >= 0; d--) {
        for (int k = 0; k < nops; k++) ptrs[k] += strides[k][d];
        if (++idx[d] < shape[d]) break;
        for (int k = 0; k < nops; k++) ptrs[k] -= strides[k][d] * shape[d];
        idx[d] = 0;
      }
      if (d < 0) return;
    }
  }
};

// The axis order NumPy's iterator (order='K') walks `nops` operands in,
// outermost first: an insertion sort that puts the smallest stride
// innermost, keeps C order on ties, lets an axis pass where every operand
// has stride 0 there, and on conflicts between operands keeps C order.
inline void iter_axis_order(int nd, int nops, const int64_t* const* strides, int* perm) {
  int inner[kMaxDims];   // innermost first, as NumPy's axis data
  for (int i = 0; i < nd; i++) inner[i] = nd - 1 - i;
  for (int i0 = 1; i0 < nd; i0++) {
    int ax = inner[i0], pos = i0;
    for (int i1 = i0 - 1; i1 >= 0; i1--) {
      bool ambig = true, swap = false;
      for (int k = 0; k < nops; k++) {
        int64_t s0 = strides[k][ax], s1 = strides[k][inner[i1]];
        if (s0 == 0 || s1 == 0) continue;
        if ((s1 < 0 ? -s1 : s1) <= (s0 < 0 ? -s0 : s0)) swap = false;
        else if (ambig) swap = true;
        ambig = false;
      }
      if (ambig) continue;
      if (!swap) break;
      pos = i1;
    }
    for (int k = i0; k > pos; k--) inner[k] = inner[k - 1];
    inner[pos] = ax;
  }
  for (int i = 0; i < nd; i++) perm[i] = inner[nd - 1 - i];
}

// Strides of `a` seen with shape `shape` (ndim >= a->ndim, right-aligned):
// broadcast dims get stride 0. The caller has checked compatibility.
inline void broadcast_strides(const NdArray* a, int ndim, const int64_t* shape, int64_t* out) {
  int off = ndim - a->ndim;
  for (int d = 0; d < ndim; d++) {
    int ad = d - off;
    out[d] = (ad < 0 || a->shape[ad] == 1) && shape[d] != 1 ? 0 : ad < 0 ? 0 : a->strides[ad];
  }
}

}  // namespace tpy
