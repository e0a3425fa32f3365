// np_simd.cpp — the loops the build's baseline (SSE2) cannot vectorise well,
// written for AVX-512F and AVX2 and picked once by CPU: float32/float64 exp,
// log, sin, cos, ... through glibc's vector math library (libmvec:
// _ZGVeN8v_exp and friends), and NaN-propagating float min/max reductions.
// Entry points: vec_math_loop, simd_minmax. Every other loop is np_ufuncs.cpp.
#include <immintrin.h>
#include <cstring>
#include "builtins/numpy/np_internal.h"

namespace tpy {

// Every ufunc with a libmvec variant: (ufunc name, libm name). libmvec names
// the float32 version with an `f` suffix, like libm.
#define TPY_VEC_MATH(X) \
  X(exp, exp)           \
  X(log, log)           \
  X(sin, sin)           \
  X(cos, cos)           \
  X(tan, tan)           \
  X(arcsin, asin)       \
  X(arccos, acos)       \
  X(arctan, atan)       \
  X(sinh, sinh)         \
  X(cosh, cosh)         \
  X(tanh, tanh)         \
  X(log10, log10)       \
  X(log2, log2)         \
  X(exp2, exp2)         \
  X(expm1, expm1)       \
  X(log1p, log1p)       \
  X(cbrt, cbrt)

#pragma GCC push_options
#pragma GCC target("avx2,avx512f")
// GCC 12's _mm512_max_pd passes _mm512_undefined_pd() as the unused merge
// source, which -Wmaybe-uninitialized reports at every use.
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

extern "C" {
#define TPY_DECLARE(uf, fn)                   \
  __m512d _ZGVeN8v_##fn(__m512d);             \
  __m512 _ZGVeN16v_##fn##f(__m512);           \
  __m256d _ZGVdN4v_##fn(__m256d);             \
  __m256 _ZGVdN8v_##fn##f(__m256);
TPY_VEC_MATH(TPY_DECLARE)
#undef TPY_DECLARE
}

namespace {

template <class T> inline T ld(const char* p) { T v; std::memcpy(&v, p, sizeof v); return v; }

// One strided loop over whole vectors of W lanes. Every element, the tail and
// strided operands included, goes through the vector function, so an
// element's result does not depend on where in the array it sits; unused
// tail lanes repeat a real element so they raise no extra FP flags.
template <class T, class V, V (*F)(V)>
int vec_loop(char** args, int64_t n, const int64_t* steps, void*) {
  constexpr int W = sizeof(V) / sizeof(T);
  const char* a = args[0];
  char* o = args[1];
  int64_t sa = steps[0], so = steps[1];
  int64_t i = 0;
  if (sa == (int64_t)sizeof(T) && so == (int64_t)sizeof(T)) {
    for (; i + W <= n; i += W) {
      V v;
      std::memcpy(&v, a + i * sizeof(T), sizeof v);
      v = F(v);
      std::memcpy(o + i * sizeof(T), &v, sizeof v);
    }
  }
  for (; i < n; i += W) {
    int m = n - i < W ? (int)(n - i) : W;
    T buf[W];
    for (int j = 0; j < W; j++) buf[j] = ld<T>(a + (i + (j < m ? j : 0)) * sa);
    V v;
    std::memcpy(&v, buf, sizeof v);
    v = F(v);
    std::memcpy(buf, &v, sizeof v);
    for (int j = 0; j < m; j++) std::memcpy(o + (i + j) * so, &buf[j], sizeof(T));
  }
  return kLoopOk;
}

// Min/max: maxpd(x, m) is `x > m ? x : m`, so NaNs never enter the running
// lanes; chk accumulates x - x, NaN once any element was NaN or infinite,
// and only then is the run scanned for a NaN (NumPy propagates it).
#define TPY_VEC_OPS(Name, Type, Vec, suffix, pre)                                       \
  struct Name {                                                                           \
    using T = Type;                                                                       \
    using V = Vec;                                                                        \
    static V load(const T* p) { return pre##_loadu_##suffix(p); }                         \
    static V max(V a, V b) { return pre##_max_##suffix(a, b); }                           \
    static V min(V a, V b) { return pre##_min_##suffix(a, b); }                           \
    static V add(V a, V b) { return pre##_add_##suffix(a, b); }                           \
    static V sub(V a, V b) { return pre##_sub_##suffix(a, b); }                           \
  };
TPY_VEC_OPS(Avx512F64, double, __m512d, pd, _mm512)
TPY_VEC_OPS(Avx512F32, float, __m512, ps, _mm512)
TPY_VEC_OPS(Avx2F64, double, __m256d, pd, _mm256)
TPY_VEC_OPS(Avx2F32, float, __m256, ps, _mm256)
#undef TPY_VEC_OPS

template <class Ops, bool kMax, class T = typename Ops::T> int64_t minmax_run(const T* p, int64_t n, T& out) {
  using V = typename Ops::V;
  constexpr int W = sizeof(V) / sizeof(T), K = 4;  // 4 independent chains
  if (n < K * W) return 0;
  V m[K], chk[K];
  for (int k = 0; k < K; k++) m[k] = Ops::load(p + k * W), chk[k] = Ops::sub(m[k], m[k]);
  int64_t i = K * W;
  for (; i + K * W <= n; i += K * W)
    for (int k = 0; k < K; k++) {
      V x = Ops::load(p + i + k * W);
      chk[k] = Ops::add(chk[k], Ops::sub(x, x));
      m[k] = kMax ? Ops::max(x, m[k]) : Ops::min(x, m[k]);
    }
  T lanes[K * W], sums[K * W];
  std::memcpy(lanes, m, sizeof lanes);
  std::memcpy(sums, chk, sizeof sums);
  T r = lanes[0];
  bool nonfinite = false;
  for (int j = 0; j < K * W; j++) {
    r = kMax ? (lanes[j] > r ? lanes[j] : r) : (lanes[j] < r ? lanes[j] : r);
    nonfinite |= sums[j] != sums[j];
  }
  if (nonfinite)
    for (int64_t j = 0; j < i; j++)
      if (p[j] != p[j]) { r = p[j]; break; }
  out = r;
  return i;
}

}  // namespace

#pragma GCC pop_options

template <class A512, class A2, class T> static int64_t minmax_any(const T* p, int64_t n, bool is_max, T& out) {
  static const bool avx512 = __builtin_cpu_supports("avx512f");
  static const bool avx2 = __builtin_cpu_supports("avx2");
  if (avx512) return is_max ? minmax_run<A512, true>(p, n, out) : minmax_run<A512, false>(p, n, out);
  if (avx2) return is_max ? minmax_run<A2, true>(p, n, out) : minmax_run<A2, false>(p, n, out);
  return 0;
}
int64_t simd_minmax(const double* p, int64_t n, bool is_max, double& out) {
  return minmax_any<Avx512F64, Avx2F64>(p, n, is_max, out);
}
int64_t simd_minmax(const float* p, int64_t n, bool is_max, float& out) {
  return minmax_any<Avx512F32, Avx2F32>(p, n, is_max, out);
}

UFuncLoopFn vec_math_loop(const char* ufunc, DType dt) {
  static const bool avx512 = __builtin_cpu_supports("avx512f");
  static const bool avx2 = __builtin_cpu_supports("avx2");
  if (dt != DType::Float32 && dt != DType::Float64) return nullptr;
  bool f64 = dt == DType::Float64;
#define TPY_PICK(uf, fn)                                                                  \
  if (std::strcmp(ufunc, #uf) == 0) {                                                     \
    if (avx512) return f64 ? &vec_loop<double, __m512d, _ZGVeN8v_##fn>                    \
                           : &vec_loop<float, __m512, _ZGVeN16v_##fn##f>;                  \
    if (avx2) return f64 ? &vec_loop<double, __m256d, _ZGVdN4v_##fn>                      \
                         : &vec_loop<float, __m256, _ZGVdN8v_##fn##f>;                     \
    return nullptr;                                                                       \
  }
  TPY_VEC_MATH(TPY_PICK)
#undef TPY_PICK
  return nullptr;
}

}  // namespace tpy
