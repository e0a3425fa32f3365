// simd.cpp — jit_fn_vreduce: the fastmath reduction loops
// fopt::vectorize_reductions (jit/func_loops.cpp) turns into a VProgram, run
// on SIMD lanes. The engine (simd_isa.inc) is compiled for AVX-512F, AVX2
// and the build's baseline and picked once by CPU, as builtins/numpy's
// loops are. A block of iterations at a time: each op of the program over
// the block (the compiler vectorises the fixed loops), then each reduction
// into kLanes accumulators; at the end the lanes combine, then with the
// reduction's value before the loop.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>
#include "jit/func.h"

namespace tpy::jit {

namespace {

constexpr int kBlock = 256;
constexpr int kMaxOps = VProgram::kMaxOps;
constexpr int kLanes = 16;      // per reduction: 2 AVX-512 or 4 AVX2 vectors

// The block buffers of the program's ops: per thread, grown once (not on
// the stack: an embedding host's threads may have small ones).
double (*scratch(size_t nops))[kBlock] {
  struct alignas(64) Block {
    double v[kBlock];
  };
  thread_local std::vector<Block> blocks;
  if (blocks.size() < nops) blocks.resize(nops);
  return reinterpret_cast<double (*)[kBlock]>(blocks.data());
}

#pragma GCC push_options
#pragma GCC target("avx512f")
#define TPY_SIMD_NAME run_avx512
#include "jit/simd_isa.inc"
#undef TPY_SIMD_NAME
#pragma GCC pop_options

#pragma GCC push_options
#pragma GCC target("avx2")
#define TPY_SIMD_NAME run_avx2
#include "jit/simd_isa.inc"
#undef TPY_SIMD_NAME
#pragma GCC pop_options

#define TPY_SIMD_NAME run_baseline
#include "jit/simd_isa.inc"
#undef TPY_SIMD_NAME

using Engine = void (*)(const VProgram&, const uint64_t*, int64_t, int64_t, double*);

Engine engine() {
  static const Engine e = __builtin_cpu_supports("avx512f") ? run_avx512
                          : __builtin_cpu_supports("avx2")  ? run_avx2
                                                            : run_baseline;
  return e;
}

double start_value(VProgram::Kind k) {
  switch (k) {
    case VProgram::Mul: return 1.0;
    case VProgram::Min: return INFINITY;
    case VProgram::Max: return -INFINITY;
    default: return 0.0;
  }
}

// r op x, as the loop's own update would combine them (Sub's lanes
// already hold minus their elements).
double combine(VProgram::Kind k, double r, double x) {
  switch (k) {
    case VProgram::Mul: return r * x;
    case VProgram::Min: return x < r ? x : r;
    case VProgram::Max: return x > r ? x : r;
    default: return r + x;
  }
}

}  // namespace

uint64_t jit_fn_vreduce(FuncCtx* cx) {
  const VProgram& p = *reinterpret_cast<const VProgram*>((uintptr_t)cx->args[0]);
  int64_t s = (int64_t)cx->args[1], n = (int64_t)cx->args[2];
  const uint64_t* w = cx->args + 3;
  size_t nwords = 0;
  for (const VProgram::Op& op : p.ops) nwords = std::max(nwords, (size_t)op.word + 1);
  const uint64_t* init = cx->args + 3 + nwords;
  int64_t count = n > s ? (n - s) / kLanes * kLanes : 0;
  size_t nred = p.reds.size();
  double result[kMaxCallWords];
  for (size_t q = 0; q < nred; q++) std::memcpy(&result[q], &init[q], 8);
  if (count >= 2 * kLanes) {
    double acc[kMaxCallWords * kLanes];
    for (size_t q = 0; q < nred; q++)
      for (int l = 0; l < kLanes; l++) acc[q * kLanes + l] = start_value(p.reds[q].kind);
    engine()(p, w, s, count, acc);
    for (size_t q = 0; q < nred; q++) {
      // Pairwise over the lanes, then into the value before the loop.
      VProgram::Kind k = p.reds[q].kind;
      double* a = acc + q * kLanes;
      for (int width = kLanes / 2; width >= 1; width /= 2)
        for (int l = 0; l < width; l++) a[l] = combine(k, a[l], a[l + width]);
      result[q] = combine(k, result[q], a[0]);
    }
  } else {
    count = 0;
  }
  cx->ret[0] = (uint64_t)(s + count);
  std::memcpy(cx->ret + 1, result, nred * 8);
  return 0;
}

}  // namespace tpy::jit
