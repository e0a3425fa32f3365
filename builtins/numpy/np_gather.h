// builtins/numpy/np_gather.h — typed element moves for advanced indexing
// and the functions built on it (np_index.cpp, take/put/compress/extract):
// gathering items at index arrays or under a boolean mask, and scattering
// into them. Elements move by item size (1, 2, 4, 8 or 16 bytes as machine
// types, other sizes of str/bytes elements by memcpy), never as
// Python values. None of these raise or allocate; indices are checked by
// the caller (negative ones are counted from the end here).
#pragma once
#include <cstdint>
#include "builtins/numpy/np_iter.h"

namespace tpy {

// Up to kMaxOperands int64 index arrays, read together: item j is at byte
// offset sum_k (idx[k][j] (+ len[k] if negative)) * stride[k].
struct IndexSet {
  int n = 0;
  const int64_t* idx[kMaxOperands];
  int64_t stride[kMaxOperands];
  int64_t len[kMaxOperands];

  int64_t offset(int64_t j) const {
    int64_t off = 0;
    for (int k = 0; k < n; k++) {
      int64_t i = idx[k][j];
      off += (i < 0 ? i + len[k] : i) * stride[k];
    }
    return off;
  }
};

// Whether every p[0..n) lies in [-len, len).
bool indices_in_range(const int64_t* p, int64_t n, int64_t len);
// How many bytes of m[0..n) are non-zero (a boolean mask's count).
int64_t count_true(const unsigned char* m, int64_t n);
// The positions i of m[0..n) with m[i] != 0, in order, into out.
void true_positions(const unsigned char* m, int64_t n, int64_t* out);
// out[j] (contiguous) = element at src + i*sstride for the j-th i with m[i].
void mask_gather(int isz, char* out, const char* src, int64_t sstride, const unsigned char* m, int64_t n);
// Element at dst + i*dstride = *val for each i with m[i].
void mask_fill(int isz, char* dst, int64_t dstride, const unsigned char* m, int64_t n, const char* val);
// Element at dst + i*dstride = src[j] (contiguous) for the j-th i with m[i].
void mask_scatter(int isz, char* dst, int64_t dstride, const unsigned char* m, int64_t n, const char* src);
// out[j] (contiguous) = element at base + ix.offset(j), j in [0, count).
void index_gather(int isz, char* out, const char* base, const IndexSet& ix, int64_t count);
// Element at base + ix.offset(j) = element at src + j*sstep (sstep 0: one
// value), j in [0, count) in order (a repeated index keeps the last).
void index_scatter(int isz, char* base, const IndexSet& ix, int64_t count, const char* src, int64_t sstep);
// Copies n elements from src (step sstep) to dst (step dstep).
void copy_items(int isz, char* dst, int64_t dstep, const char* src, int64_t sstep, int64_t n);

}  // namespace tpy
