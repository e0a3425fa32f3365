// np_simd.cpp — the loops the build's baseline (SSE2) cannot vectorise well,
// compiled for AVX2 and for AVX-512F and picked once by CPU: float32/float64
// exp (our own, np_simd_isa.inc), log, sin, cos, ... through
// glibc's vector math library (libmvec: _ZGVeN8v_sin and friends), and
// NaN-propagating float min/max reductions. Entry points: vec_math_loop,
// simd_minmax. Every other loop is np_ufuncs.cpp.
#include <immintrin.h>
#include <cmath>
#include <cstring>
#include <type_traits>
#include "builtins/numpy/np_internal.h"

namespace tpy {

// Every ufunc with a libmvec variant: (ufunc name, libm name). libmvec names
// the float32 version with an `f` suffix, like libm. exp is ours (see
// np_simd_isa.inc).
#define TPY_VEC_MATH(X) \
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

namespace {

// exp's tables and constants (np_simd_isa.inc says how they are used).
struct ExpTables {
  double hi[16], lo[16];    // 2^(j/16) rounded, and the rounding error
  double inv_ln2_n;         // 16 / ln 2
  double ln2_hi_n;          // ln 2 / 16 to 31 bits, so k * ln2_hi_n is exact
  double ln2_lo_n;          // the rest of ln 2 / 16
};

const ExpTables& exp_tables() {
  static const ExpTables t = [] {
    ExpTables e;
    for (int j = 0; j < 16; j++) {
      long double v = exp2l((long double)j / 16);
      e.hi[j] = (double)v;
      e.lo[j] = (double)(v - (long double)e.hi[j]);
    }
    long double ln2_n = logl(2.0L) / 16;
    e.inv_ln2_n = (double)(1 / ln2_n);
    double hi = (double)ln2_n;
    uint64_t bits;
    std::memcpy(&bits, &hi, sizeof bits);
    bits &= ~((uint64_t(1) << 21) - 1);
    std::memcpy(&hi, &bits, sizeof hi);
    e.ln2_hi_n = hi;
    e.ln2_lo_n = (double)(ln2_n - (long double)hi);
    return e;
  }();
  return t;
}

}  // namespace

// GCC 12's _mm512_max_pd passes _mm512_undefined_pd() as the unused merge
// source, which -Wmaybe-uninitialized reports at every use.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

#pragma GCC push_options
#pragma GCC target("avx2")
extern "C" {
#define TPY_DECLARE(uf, fn)          \
  __m256d _ZGVdN4v_##fn(__m256d);    \
  __m256 _ZGVdN8v_##fn##f(__m256);
TPY_VEC_MATH(TPY_DECLARE)
#undef TPY_DECLARE
}
namespace avx2 {
using VD = __m256d;
using VF = __m256;
using VI = __m256i;
constexpr int W = 4;
inline VD vsplat(double v) { return _mm256_set1_pd(v); }
inline VD vload(const double* p) { return _mm256_loadu_pd(p); }
inline VF vload(const float* p) { return _mm256_loadu_ps(p); }
inline VD vmax(VD a, VD b) { return _mm256_max_pd(a, b); }
inline VF vmax(VF a, VF b) { return _mm256_max_ps(a, b); }
inline VD vmin(VD a, VD b) { return _mm256_min_pd(a, b); }
inline VF vmin(VF a, VF b) { return _mm256_min_ps(a, b); }
inline VD vlookup16(const double* t, VI idx) { return _mm256_i64gather_pd(t, idx, 8); }
inline VD vload_f2d(const float* p) { return _mm256_cvtps_pd(_mm_loadu_ps(p)); }
inline void vstore_d2f(float* p, VD v) { _mm_storeu_ps(p, _mm256_cvtpd_ps(v)); }
#include "builtins/numpy/np_simd_isa.inc"
}  // namespace avx2
#pragma GCC pop_options

#pragma GCC push_options
#pragma GCC target("avx512f")
extern "C" {
#define TPY_DECLARE(uf, fn)          \
  __m512d _ZGVeN8v_##fn(__m512d);    \
  __m512 _ZGVeN16v_##fn##f(__m512);
TPY_VEC_MATH(TPY_DECLARE)
#undef TPY_DECLARE
}
namespace avx512 {
using VD = __m512d;
using VF = __m512;
using VI = __m512i;
constexpr int W = 8;
inline VD vsplat(double v) { return _mm512_set1_pd(v); }
inline VD vload(const double* p) { return _mm512_loadu_pd(p); }
inline VF vload(const float* p) { return _mm512_loadu_ps(p); }
inline VD vmax(VD a, VD b) { return _mm512_max_pd(a, b); }
inline VF vmax(VF a, VF b) { return _mm512_max_ps(a, b); }
inline VD vmin(VD a, VD b) { return _mm512_min_pd(a, b); }
inline VF vmin(VF a, VF b) { return _mm512_min_ps(a, b); }
inline VD vlookup16(const double* t, VI idx) {
  return _mm512_permutex2var_pd(_mm512_loadu_pd(t), idx, _mm512_loadu_pd(t + 8));
}
inline VD vload_f2d(const float* p) { return _mm512_cvtps_pd(_mm256_loadu_ps(p)); }
inline void vstore_d2f(float* p, VD v) { _mm256_storeu_ps(p, _mm512_cvtpd_ps(v)); }
#include "builtins/numpy/np_simd_isa.inc"
}  // namespace avx512
#pragma GCC pop_options

#pragma GCC diagnostic pop

namespace {
enum class Isa { None, Avx2, Avx512 };
Isa cpu_isa() {
  static const Isa isa = __builtin_cpu_supports("avx512f") ? Isa::Avx512
                         : __builtin_cpu_supports("avx2")  ? Isa::Avx2
                                                           : Isa::None;
  return isa;
}
}  // namespace

UFuncLoopFn vec_math_loop(const char* ufunc, DType dt) {
  if (dt != DType::Float32 && dt != DType::Float64) return nullptr;
  bool f64 = dt == DType::Float64;
  Isa isa = cpu_isa();
  if (isa == Isa::None) return nullptr;
  if (std::strcmp(ufunc, "exp") == 0) {
    if (isa == Isa::Avx512) return f64 ? &avx512::exp_loop<double> : &avx512::exp_loop<float>;
    return f64 ? &avx2::exp_loop<double> : &avx2::exp_loop<float>;
  }
#define TPY_PICK(uf, fn)                                                                          \
  if (std::strcmp(ufunc, #uf) == 0) {                                                             \
    if (isa == Isa::Avx512)                                                                       \
      return f64 ? &avx512::vec_loop<double, __m512d, _ZGVeN8v_##fn>                              \
                 : &avx512::vec_loop<float, __m512, _ZGVeN16v_##fn##f>;                           \
    return f64 ? &avx2::vec_loop<double, __m256d, _ZGVdN4v_##fn>                                  \
               : &avx2::vec_loop<float, __m256, _ZGVdN8v_##fn##f>;                                \
  }
  TPY_VEC_MATH(TPY_PICK)
#undef TPY_PICK
  return nullptr;
}

template <class T> static int64_t minmax_any(const T* p, int64_t n, bool is_max, T& out) {
  switch (cpu_isa()) {
    case Isa::Avx512:
      return is_max ? avx512::minmax_run<T, true>(p, n, out) : avx512::minmax_run<T, false>(p, n, out);
    case Isa::Avx2:
      return is_max ? avx2::minmax_run<T, true>(p, n, out) : avx2::minmax_run<T, false>(p, n, out);
    case Isa::None:
      return 0;
  }
  return 0;
}
int64_t simd_minmax(const double* p, int64_t n, bool is_max, double& out) { return minmax_any(p, n, is_max, out); }
int64_t simd_minmax(const float* p, int64_t n, bool is_max, float& out) { return minmax_any(p, n, is_max, out); }

}  // namespace tpy
