// np_ufuncs.cpp — the built-in ufuncs: one typed C++ loop per dtype
// signature, instantiated from templates over dtypes.def and registered in
// dtype order through ufunc_add_loop (the same entry @vectorize uses).
// Contiguous and scalar-broadcast runs get their own loop bodies so the
// compiler vectorises them; float add reductions use NumPy's pairwise sum.
#include <cmath>
#include <limits>
#include <complex>
#include <cstring>
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "vm/dict.h"

namespace tpy {

namespace {

using C64 = std::complex<float>;
using C128 = std::complex<double>;
template <class T> constexpr bool kIsComplex = std::is_same_v<T, C128> || std::is_same_v<T, C64>;
template <class T> constexpr bool kIsFloat = std::is_floating_point_v<T>;
template <class T> constexpr bool kIsInt = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// ---- loop bodies ----------------------------------------------------------------

template <class T> inline T ld(const char* p) { T v; std::memcpy(&v, p, sizeof v); return v; }
template <class T> inline void st(char* p, T v) { std::memcpy(p, &v, sizeof v); }

// NumPy's pairwise summation (8 accumulators, blocks of 128), used when a
// float add loop is called as a reduction.
template <class T> T pairwise_sum(const char* a, int64_t n, int64_t stride) {
  if (n < 8) {
    T res = 0;
    for (int64_t i = 0; i < n; i++) res += ld<T>(a + i * stride);
    return res;
  }
  if (n <= 128) {
    T r[8];
    for (int j = 0; j < 8; j++) r[j] = ld<T>(a + j * stride);
    int64_t i = 8;
    for (; i < n - (n % 8); i += 8)
      for (int j = 0; j < 8; j++) r[j] += ld<T>(a + (i + j) * stride);
    T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; i++) res += ld<T>(a + i * stride);
    return res;
  }
  int64_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum<T>(a, n2, stride) + pairwise_sum<T>(a + n2 * stride, n - n2, stride);
}

struct AddOp;
struct MinOp;
struct MaxOp;
struct FMinOp;
struct FMaxOp;

// Float min/max reduction: NumPy propagates NaN, which the scalar loop does
// by testing every element; np_simd.cpp's vector loop keeps that and made
// a.max() on 10 M float32 about 3x faster (bench/np_ufunc.py).
template <class T, class Op> T float_minmax_reduce(T acc, const char* b, int64_t n, int64_t sb) {
  int64_t i = 0;
  if (sb == (int64_t)sizeof(T)) {
    T r;
    i = simd_minmax((const T*)b, n, std::is_same_v<Op, MaxOp>, r);
    if (i) acc = Op::template apply<T>(acc, r);
  }
  for (; i < n; i++) acc = Op::template apply<T>(acc, ld<T>(b + i * sb));
  return acc;
}

template <class T, class R, class Op>
int binary_loop(char** args, int64_t n, const int64_t* steps, void*) {
  char *a = args[0], *b = args[1], *o = args[2];
  int64_t sa = steps[0], sb = steps[1], so = steps[2];
  constexpr int64_t kT = sizeof(T), kR = sizeof(R);
  if (a == o && sa == 0 && so == 0 && std::is_same_v<T, R>) {  // reduction into *o
    if constexpr (std::is_same_v<Op, AddOp> && kIsFloat<T>) {
      st<T>(o, ld<T>(o) + pairwise_sum<T>(b, n, sb));
    } else if constexpr ((std::is_same_v<Op, MinOp> || std::is_same_v<Op, MaxOp>) && kIsFloat<T>) {
      st<T>(o, float_minmax_reduce<T, Op>(ld<T>(o), b, n, sb));
    } else if constexpr ((std::is_same_v<Op, FMinOp> || std::is_same_v<Op, FMaxOp>) && kIsFloat<T>) {
      // Without a NaN, fmax is max: try the vector max first (np.nanmax on
      // 10 M float64 6x faster), fold NaN-aware only when it met one.
      using Plain = std::conditional_t<std::is_same_v<Op, FMaxOp>, MaxOp, MinOp>;
      T r = float_minmax_reduce<T, Plain>(ld<T>(o), b, n, sb);
      if (std::isnan(r)) {
        r = ld<T>(o);
        for (int64_t i = 0; i < n; i++) r = Op::template apply<T>(r, ld<T>(b + i * sb));
      }
      st<T>(o, r);
    } else if constexpr (std::is_same_v<T, R>) {
      T acc = ld<T>(o);
      for (int64_t i = 0; i < n; i++) acc = Op::template apply<T>(acc, ld<T>(b + i * sb));
      st<T>(o, acc);
    }
    return kLoopOk;
  }
  if (sa == kT && sb == kT && so == kR) {
    const T* pa = (const T*)a;
    const T* pb = (const T*)b;
    R* po = (R*)o;
    for (int64_t i = 0; i < n; i++) po[i] = Op::template apply<T>(pa[i], pb[i]);
  } else if (sa == kT && sb == 0 && so == kR) {
    const T* pa = (const T*)a;
    const T bv = ld<T>(b);
    R* po = (R*)o;
    for (int64_t i = 0; i < n; i++) po[i] = Op::template apply<T>(pa[i], bv);
  } else if (sa == 0 && sb == kT && so == kR) {
    const T av = ld<T>(a);
    const T* pb = (const T*)b;
    R* po = (R*)o;
    for (int64_t i = 0; i < n; i++) po[i] = Op::template apply<T>(av, pb[i]);
  } else {
    for (int64_t i = 0; i < n; i++, a += sa, b += sb, o += so)
      st<R>(o, Op::template apply<T>(ld<T>(a), ld<T>(b)));
  }
  return kLoopOk;
}

template <class T, class R, class Op>
int unary_loop(char** args, int64_t n, const int64_t* steps, void*) {
  char *a = args[0], *o = args[1];
  int64_t sa = steps[0], so = steps[1];
  if (sa == (int64_t)sizeof(T) && so == (int64_t)sizeof(R)) {
    const T* pa = (const T*)a;
    R* po = (R*)o;
    for (int64_t i = 0; i < n; i++) po[i] = Op::template apply<T>(pa[i]);
  } else {
    for (int64_t i = 0; i < n; i++, a += sa, o += so) st<R>(o, Op::template apply<T>(ld<T>(a)));
  }
  return kLoopOk;
}

// Integer power: negative exponents are an error (the only loop that fails).
template <class T> int int_power_loop(char** args, int64_t n, const int64_t* steps, void*) {
  char *a = args[0], *b = args[1], *o = args[2];
  for (int64_t i = 0; i < n; i++, a += steps[0], b += steps[1], o += steps[2]) {
    T base = ld<T>(a), e = ld<T>(b);
    if constexpr (std::is_signed_v<T>) {
      if (e < 0) return kLoopNegativeIntPower;
    }
    using U = std::make_unsigned_t<T>;
    U r = 1, x = (U)base;
    for (U k = (U)e; k; k >>= 1) {
      if (k & 1) r = (U)(r * x);
      x = (U)(x * x);
    }
    st<T>(o, (T)r);
  }
  return kLoopOk;
}

// ---- element operations ---------------------------------------------------------------

#define TPY_OP(Name, expr)                              \
  struct Name {                                         \
    template <class T> static auto apply(T a, T b) { return expr; } \
  };
#define TPY_UOP(Name, expr)                             \
  struct Name {                                         \
    template <class T> static auto apply(T a) { return expr; } \
  };

// Integers wrap around as NumPy's do: the arithmetic is done unsigned (at
// least as wide as unsigned int, so that narrow types do not promote to a
// signed int that overflows).
template <class T>
using WrapUnsigned = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned, std::make_unsigned_t<T>>;
struct AddOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (std::is_same_v<T, bool>) return a || b;
    else if constexpr (std::is_integral_v<T>) return (T)((WrapUnsigned<T>)a + (WrapUnsigned<T>)b);
    else return (T)(a + b);
  }
};
struct SubOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) return (T)((WrapUnsigned<T>)a - (WrapUnsigned<T>)b);
    else return (T)(a - b);
  }
};
struct MulOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (std::is_same_v<T, bool>) return a && b;
    else if constexpr (std::is_integral_v<T>) return (T)((WrapUnsigned<T>)a * (WrapUnsigned<T>)b);
    else return (T)(a * b);
  }
};
// Complex division by Smith's method with a reciprocal, as NumPy's loop
// (so (4-2.5j)/3 has NumPy's last bit, not the C++ library's).
template <class T> T complex_divide(T a, T b) {
  using R = typename T::value_type;
  R ar = a.real(), ai = a.imag(), br = b.real(), bi = b.imag();
  R abr = std::fabs(br), abi = std::fabs(bi);
  if (abr >= abi) {
    if (abr == 0 && abi == 0) return T(ar / abr, ai / abr);
    R rat = bi / br, scl = (R)1 / (br + bi * rat);
    return T((ar + ai * rat) * scl, (ai - ar * rat) * scl);
  }
  R rat = br / bi, scl = (R)1 / (bi + br * rat);
  return T((ar * rat + ai) * scl, (ai * rat - ar) * scl);
}
struct DivOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsComplex<T>) return complex_divide(a, b);
    else return a / b;
  }
};

// Python-style floor division and modulo (NumPy's npy_divmod for floats).
// A zero divisor: the quotient a / b and a NaN remainder, without fmod's
// invalid flag (the callers that return the remainder raise it themselves).
template <class T> inline T float_divmod(T a, T b, T& mod) {
  if (b == 0) {
    mod = std::numeric_limits<T>::quiet_NaN();
    return a / b;
  }
  mod = std::fmod(a, b);
  T div = (a - mod) / b;
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) { mod += b; div -= 1; }
  } else {
    mod = std::copysign(T(0), b);
  }
  T floordiv;
  if (div != 0) {
    floordiv = std::floor(div);
    if (div - floordiv > T(0.5)) floordiv += 1;
  } else {
    floordiv = std::copysign(T(0), a / b);
  }
  return floordiv;
}
struct FloorDivOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsFloat<T>) {
      T mod;
      return float_divmod(a, b, mod);
    } else if constexpr (kIsInt<T>) {
      if (b == 0) return fp_raise(kFpDivide), 0;
      if constexpr (std::is_signed_v<T>) {
        if (b == -1) {   // MIN // -1 wraps to MIN: NumPy's overflow
          if (a == std::numeric_limits<T>::min()) fp_raise(kFpOverflow);
          return (T)(0 - (std::make_unsigned_t<T>)a);
        }
        T q = a / b;
        if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
        return q;
      } else {
        return a / b;
      }
    } else {
      return T();
    }
  }
};
struct ModOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsFloat<T>) {
      T mod;
      if (b == 0) return std::fmod(a, b);
      float_divmod(a, b, mod);
      return mod;
    } else if constexpr (kIsInt<T>) {
      if (b == 0) return fp_raise(kFpDivide), 0;
      if constexpr (std::is_signed_v<T>) {
        if (b == -1) return 0;
        T r = a % b;
        if (r != 0 && ((r < 0) != (b < 0))) r += b;
        return r;
      } else {
        return a % b;
      }
    } else {
      return T();
    }
  }
};
// Complex powers as NumPy's npy_cpow: x**0 is 1; a zero base gives 0 for
// a positive real exponent, else nan+nanj with the invalid flag; a small
// integer exponent multiplies (so (1+2j)**2 is exactly -3+4j, 0j**2 is 0j)
// and a negative one divides 1 by the product; the rest is cpow.
template <class T> T complex_int_pow(T a, T b) {
  using R = typename T::value_type;
  R br = b.real(), bi = b.imag();
  if (br == 0 && bi == 0) return T(1, 0);
  if (a.real() == 0 && a.imag() == 0) {
    if (br > 0 && bi == 0) return T(0, 0);
    volatile R inf = std::numeric_limits<R>::infinity();
    R nan = inf - inf;   // raises invalid
    return T(nan, nan);
  }
  long n = (long)br;
  if (bi != 0 || (R)n != br || n <= -100 || n >= 100) return std::pow(a, b);
  auto mul = [](T x, T y) { return T(x.real() * y.real() - x.imag() * y.imag(), x.real() * y.imag() + x.imag() * y.real()); };
  if (n == 1) return a;
  if (n == 2) return mul(a, a);
  if (n == 3) return mul(a, mul(a, a));
  unsigned long m = (unsigned long)(n < 0 ? -n : n), mask = 1;
  T r(1, 0), p = a;
  for (;;) {
    if (m & mask) r = mul(r, p);
    mask <<= 1;
    if (m < mask) break;
    p = mul(p, p);
  }
  return n > 0 ? r : complex_divide(T(1, 0), r);
}
struct PowOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsComplex<T>) return complex_int_pow(a, b);
    else return std::pow(a, b);
  }
};
struct MinOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsFloat<T>) return (a <= b || std::isnan(a)) ? a : b;
    else if constexpr (kIsComplex<T>) return less_c(a, b) || std::isnan(a.real()) ? a : b;
    else return a <= b ? a : b;
  }
  template <class C> static bool less_c(C a, C b) { return a.real() < b.real() || (a.real() == b.real() && a.imag() <= b.imag()); }
};
struct MaxOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsFloat<T>) return (a >= b || std::isnan(a)) ? a : b;
    else if constexpr (kIsComplex<T>) return !MinOp::less_c(a, b) || std::isnan(a.real()) ? a : b;
    else return a >= b ? a : b;
  }
};
// fmin / fmax: a NaN loses to a number (NaN only when both are).
struct FMinOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsFloat<T>) return std::isnan(b) || a <= b ? a : b;
    else if constexpr (kIsComplex<T>) return std::isnan(b.real()) || MinOp::less_c(a, b) ? a : b;
    else return a <= b ? a : b;
  }
};
struct FMaxOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsFloat<T>) return std::isnan(b) || a >= b ? a : b;
    else if constexpr (kIsComplex<T>) return std::isnan(b.real()) || !MinOp::less_c(a, b) ? a : b;
    else return a >= b ? a : b;
  }
};
struct Atan2Op {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsComplex<T>) return T();
    else return (T)std::atan2(a, b);
  }
};
struct HypotOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsComplex<T>) return T();
    else return (T)std::hypot(a, b);
  }
};
struct FmodOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsComplex<T>) return T();
    else if constexpr (kIsInt<T>) return b == 0 || (std::is_signed_v<T> && b == T(-1)) ? T(0) : (T)(a % b);
    else return (T)std::fmod(a, b);
  }
};

// Comparisons: complex compares lexicographically, as NumPy does.
#define TPY_CMP(Name, op)                                                              \
  struct Name {                                                                        \
    template <class T> static bool apply(T a, T b) {                                   \
      if constexpr (kIsComplex<T>) return cmp_c(a, b);                                 \
      else return a op b;                                                              \
    }                                                                                  \
    template <class C> static bool cmp_c(C a, C b) {                                   \
      if (a.real() == b.real()) return a.imag() op b.imag();                           \
      return a.real() op b.real();                                                     \
    }                                                                                  \
  };
TPY_CMP(LessOp, <)
TPY_CMP(LessEqOp, <=)
TPY_CMP(GreaterOp, >)
TPY_CMP(GreaterEqOp, >=)
#undef TPY_CMP
struct EqOp {
  template <class T> static bool apply(T a, T b) { return a == b; }
};
struct NeOp {
  template <class T> static bool apply(T a, T b) { return a != b; }
};
struct LogicalAndOp {
  template <class T> static bool apply(T a, T b) { return (a != T(0)) && (b != T(0)); }
};
struct LogicalOrOp {
  template <class T> static bool apply(T a, T b) { return (a != T(0)) || (b != T(0)); }
};
struct LogicalXorOp {
  template <class T> static bool apply(T a, T b) { return (a != T(0)) != (b != T(0)); }
};
// Bitwise ops exist for bool and integers only (registered for those).
struct BitAndOp {
  template <class T> static T apply(T a, T b) { if constexpr (kIsFloat<T> || kIsComplex<T>) return T(); else return (T)(a & b); }
};
struct BitOrOp {
  template <class T> static T apply(T a, T b) { if constexpr (kIsFloat<T> || kIsComplex<T>) return T(); else return (T)(a | b); }
};
struct BitXorOp {
  template <class T> static T apply(T a, T b) { if constexpr (kIsFloat<T> || kIsComplex<T>) return T(); else return (T)(a ^ b); }
};
struct LShiftOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsInt<T>) return (b < 0 || b >= (T)(sizeof(T) * 8)) ? T(0) : (T)((std::make_unsigned_t<T>)a << b);
    else return T();
  }
};
struct RShiftOp {
  template <class T> static T apply(T a, T b) {
    if constexpr (kIsInt<T>) {
      if (b < 0 || b >= (T)(sizeof(T) * 8)) return a < 0 ? T(-1) : T(0);
      return (T)(a >> b);
    } else {
      return T();
    }
  }
};

struct NegOp {
  template <class T> static T apply(T a) { return (T)(-a); }
};
struct PosOp {
  template <class T> static T apply(T a) { return a; }
};
// |re + im j| as NumPy 1.24's vector loop for complex64 arrays computes it:
// larger * sqrt(1 + (smaller/larger)**2), the square and add fused, an
// infinite part winning over a NaN (np.abs of [0.1+0.2j] is 0.22360681,
// an ulp above hypotf's, which NumPy's abs() of a scalar gives).
inline float cabs_scaled(float re, float im) {
  re = std::fabs(re);
  im = std::fabs(im);
  if (std::isinf(re) || std::isinf(im)) return INFINITY;
  if (std::isnan(re) || std::isnan(im)) return NAN;
  float larger = std::max(re, im), smaller = std::min(re, im);
  float ratio = larger == 0 ? 0.0f : smaller / larger;
  return std::sqrt(std::fma(ratio, ratio, 1.0f)) * larger;
}
struct AbsOp {
  template <class T> static auto apply(T a) {
    if constexpr (std::is_same_v<T, C64>) return cabs_scaled(a.real(), a.imag());
    else if constexpr (kIsComplex<T>) return std::abs(a);
    else if constexpr (kIsFloat<T>) return std::fabs(a);
    else if constexpr (std::is_signed_v<T>) return (T)(a < 0 ? (T)(0 - (std::make_unsigned_t<T>)a) : a);
    else return a;
  }
};
struct InvertOp {
  template <class T> static T apply(T a) {
    if constexpr (std::is_same_v<T, bool>) return !a;
    else if constexpr (kIsInt<T>) return (T)~a;
    else return a;
  }
};
struct SquareOp {
  template <class T> static T apply(T a) { return (T)(a * a); }
};
struct SignOp {
  template <class T> static T apply(T a) {
    if constexpr (kIsComplex<T>) {
      double r = a.real() != 0 ? a.real() : a.imag();
      return T(r > 0 ? 1.0 : r < 0 ? -1.0 : r, 0.0);
    } else if constexpr (kIsFloat<T>) {
      return a > 0 ? T(1) : a < 0 ? T(-1) : a == 0 ? T(0) : a;
    } else if constexpr (std::is_same_v<T, bool> || std::is_unsigned_v<T>) {
      return (T)(a > 0 ? 1 : 0);
    } else {
      return (T)(a > 0 ? 1 : a < 0 ? -1 : 0);
    }
  }
};
struct ReciprocalOp {
  template <class T> static T apply(T a) {
    if constexpr (kIsInt<T>) {
      return a == 0 ? T(0) : (T)(T(1) / a);
    } else if constexpr (kIsComplex<T>) {   // NumPy's loop: 1/0j is nan+nanj (invalid, not divide)
      using R = typename T::value_type;
      R ar = a.real(), ai = a.imag();
      if (std::fabs(ai) <= std::fabs(ar)) {
        R r = ai / ar, d = ar + ai * r;
        return T(1 / d, -r / d);
      }
      R r = ar / ai, d = ar * r + ai;
      return T(r / d, -1 / d);
    } else {
      return T(1) / a;
    }
  }
};
struct LogicalNotOp {
  template <class T> static bool apply(T a) { return a == T(0); }
};
struct IsNanOp {
  template <class T> static bool apply(T a) {
    if constexpr (kIsComplex<T>) return std::isnan(a.real()) || std::isnan(a.imag());
    else if constexpr (kIsFloat<T>) return std::isnan(a);
    else return false;
  }
};
struct IsInfOp {
  template <class T> static bool apply(T a) {
    if constexpr (kIsComplex<T>) return std::isinf(a.real()) || std::isinf(a.imag());
    else if constexpr (kIsFloat<T>) return std::isinf(a);
    else return false;
  }
};
struct IsFiniteOp {
  template <class T> static bool apply(T a) {
    if constexpr (kIsComplex<T>) return std::isfinite(a.real()) && std::isfinite(a.imag());
    else if constexpr (kIsFloat<T>) return std::isfinite(a);
    else return true;
  }
};
struct SignbitOp {
  template <class T> static bool apply(T a) {
    if constexpr (kIsComplex<T>) return false;
    else return std::signbit(a);
  }
};

// Float functions of one argument: float32 calls the f-suffixed libm function.
#define TPY_MATH1(Name, fn)                           \
  struct Name {                                       \
    template <class T> static T apply(T a) {          \
      if constexpr (kIsComplex<T>) return std::fn(a); \
      else return std::fn(a);                         \
    }                                                 \
  };
TPY_MATH1(SqrtOp, sqrt)
TPY_MATH1(ExpOp, exp)
TPY_MATH1(SinOp, sin)
TPY_MATH1(CosOp, cos)
TPY_MATH1(TanOp, tan)
TPY_MATH1(ArcsinOp, asin)
TPY_MATH1(ArccosOp, acos)
TPY_MATH1(ArctanOp, atan)
TPY_MATH1(SinhOp, sinh)
TPY_MATH1(CoshOp, cosh)
TPY_MATH1(TanhOp, tanh)
TPY_MATH1(ArcsinhOp, asinh)
TPY_MATH1(ArccoshOp, acosh)
TPY_MATH1(ArctanhOp, atanh)
#undef TPY_MATH1
// The complex log family as NumPy's: log of a zero is -inf + i*arg with
// the divide-by-zero flag raised; log10 and log2 scale the natural log's
// parts by log10(e) and log2(e).
template <class T> T complex_log(T a) {
  using R = typename T::value_type;
  if (a.real() == 0 && a.imag() == 0) {
    volatile R zero = 0;
    return T(R(-1) / zero, std::atan2(a.imag(), a.real()));
  }
  return std::log(a);
}
#define TPY_MATH_LOG(Name, fn, scale)                  \
  struct Name {                                        \
    template <class T> static T apply(T a) {           \
      if constexpr (kIsComplex<T>) {                   \
        using R = typename T::value_type;              \
        T r = complex_log(a);                          \
        return T(r.real() * (R)(scale), r.imag() * (R)(scale)); \
      } else {                                         \
        return (T)std::fn(a);                          \
      }                                                \
    }                                                  \
  };
TPY_MATH_LOG(LogOp, log, 1.0)
TPY_MATH_LOG(Log10Op, log10, 0.434294481903251827651128918916605082)
TPY_MATH_LOG(Log2Op, log2, 1.442695040888963407359924681001892137)
#undef TPY_MATH_LOG
#define TPY_MATHF(Name, fn)                   \
  struct Name {                               \
    template <class T> static T apply(T a) {   \
      if constexpr (kIsComplex<T>) return a;  \
      else return (T)std::fn(a);              \
    }                                         \
  };
TPY_MATHF(Exp2Op, exp2)
TPY_MATHF(Expm1Op, expm1)
TPY_MATHF(Log1pOp, log1p)
TPY_MATHF(FloorOp, floor)
TPY_MATHF(CeilOp, ceil)
TPY_MATHF(TruncOp, trunc)
TPY_MATHF(RintOp, nearbyint)
TPY_MATHF(CbrtOp, cbrt)
#undef TPY_MATHF
struct Deg2RadOp {
  template <class T> static T apply(T a) {
    if constexpr (std::is_same_v<T, bool>) return a;
    else return a * (T)(M_PI / 180.0);
  }
};
struct Rad2DegOp {
  template <class T> static T apply(T a) {
    if constexpr (std::is_same_v<T, bool>) return a;
    else return a * (T)(180.0 / M_PI);
  }
};

// ---- registration ---------------------------------------------------------------------

using DL = std::initializer_list<DType>;
const DL kAll = {DType::Bool, DType::Int8, DType::UInt8, DType::Int16, DType::UInt16, DType::Int32, DType::UInt32,
                 DType::Int64, DType::UInt64, DType::Float32, DType::Float64, DType::Complex64, DType::Complex128};
const DL kNumeric = {DType::Int8, DType::UInt8, DType::Int16, DType::UInt16, DType::Int32, DType::UInt32,
                     DType::Int64, DType::UInt64, DType::Float32, DType::Float64, DType::Complex64, DType::Complex128};
const DL kReal = {DType::Bool, DType::Int8, DType::UInt8, DType::Int16, DType::UInt16, DType::Int32, DType::UInt32,
                  DType::Int64, DType::UInt64, DType::Float32, DType::Float64};
const DL kRealNoBool = {DType::Int8, DType::UInt8, DType::Int16, DType::UInt16, DType::Int32, DType::UInt32,
                        DType::Int64, DType::UInt64, DType::Float32, DType::Float64};
const DL kInts = {DType::Int8, DType::UInt8, DType::Int16, DType::UInt16, DType::Int32, DType::UInt32,
                  DType::Int64, DType::UInt64};
const DL kIntsBool = {DType::Bool, DType::Int8, DType::UInt8, DType::Int16, DType::UInt16, DType::Int32,
                      DType::UInt32, DType::Int64, DType::UInt64};
const DL kFloats = {DType::Float32, DType::Float64};
const DL kFloatsC = {DType::Float32, DType::Float64, DType::Complex64, DType::Complex128};

// (T, T) -> T loops (or -> bool when Pred) for each dtype in `dts`.
template <class Op, bool Pred = false> void binary_loops(UFunc* u, DL dts) {
  for (DType d : dts)
    dispatch_dtype(d, [&]<class T>() {
      using R = std::conditional_t<Pred, bool, T>;
      ufunc_add_loop(u, {d, d, Pred ? DType::Bool : d}, &binary_loop<T, R, Op>);
    });
}
template <class Op, bool Pred = false> void unary_loops(UFunc* u, DL dts) {
  for (DType d : dts)
    dispatch_dtype(d, [&]<class T>() {
      using R = std::conditional_t<Pred, bool, T>;
      ufunc_add_loop(u, {d, Pred ? DType::Bool : d}, &unary_loop<T, R, Op>);
    });
}
// Transcendental functions: libmvec's vector versions for float32/float64
// where the CPU has them (10x faster than libm per element, bench/np_ufunc.py),
// libm otherwise and for complex.
template <class Op> void math_loops(UFunc* u, DL dts) {
  for (DType d : dts)
    dispatch_dtype(d, [&]<class T>() {
      UFuncLoopFn vec = vec_math_loop(u->name.c_str(), d);
      ufunc_add_loop(u, {d, d}, vec ? vec : &unary_loop<T, T, Op>);
    });
}

// ---- ufuncs of two outputs and the rarer float functions ------------------------

// (T) -> (R1, R2) and (T, T) -> (T, T) loops: Op::apply(in..., out1&, out2&).
template <class T, class R1, class R2, class Op>
int unary2_loop(char** args, int64_t n, const int64_t* steps, void*) {
  char *a = args[0], *o1 = args[1], *o2 = args[2];
  for (int64_t i = 0; i < n; i++, a += steps[0], o1 += steps[1], o2 += steps[2]) {
    R1 r1;
    R2 r2;
    Op::template apply<T>(ld<T>(a), r1, r2);
    st<R1>(o1, r1);
    st<R2>(o2, r2);
  }
  return kLoopOk;
}
template <class T, class Op> int binary2_loop(char** args, int64_t n, const int64_t* steps, void*) {
  char *a = args[0], *b = args[1], *o1 = args[2], *o2 = args[3];
  for (int64_t i = 0; i < n; i++, a += steps[0], b += steps[1], o1 += steps[2], o2 += steps[3]) {
    T r1, r2;
    Op::template apply<T>(ld<T>(a), ld<T>(b), r1, r2);
    st<T>(o1, r1);
    st<T>(o2, r2);
  }
  return kLoopOk;
}
// ldexp: (T mantissa, I exponent) -> T.
template <class T, class I> int ldexp_loop(char** args, int64_t n, const int64_t* steps, void*) {
  char *a = args[0], *b = args[1], *o = args[2];
  for (int64_t i = 0; i < n; i++, a += steps[0], b += steps[1], o += steps[2]) {
    I e = ld<I>(b);
    int ei = e > INT32_MAX ? INT32_MAX : e < INT32_MIN ? INT32_MIN : (int)e;
    st<T>(o, (T)std::ldexp(ld<T>(a), ei));
  }
  return kLoopOk;
}

struct DivmodOp {
  template <class T> static void apply(T a, T b, T& q, T& r) {
    if constexpr (kIsFloat<T>) {
      q = float_divmod(a, b, r);
      if (b == 0) r = std::fmod(a, b);
    } else {
      q = FloorDivOp::apply(a, b);
      r = ModOp::apply(a, b);
    }
  }
};
struct ModfOp {
  template <class T> static void apply(T a, T& frac, T& whole) { frac = std::modf(a, &whole); }
};
struct FrexpOp {
  template <class T> static void apply(T a, T& m, int32_t& e) {
    int ex = 0;
    m = std::frexp(a, &ex);
    e = std::isfinite(a) ? ex : 0;
  }
};
struct FabsOp {
  template <class T> static T apply(T a) { return std::fabs(a); }
};
struct HeavisideOp {
  template <class T> static T apply(T x, T h0) {
    if (std::isnan(x)) return x;
    return x < 0 ? T(0) : x > 0 ? T(1) : h0;
  }
};
struct CopysignOp {
  template <class T> static T apply(T a, T b) { return std::copysign(a, b); }
};
struct NextafterOp {
  template <class T> static T apply(T a, T b) { return std::nextafter(a, b); }
};
// log(exp(x) + exp(y)) without overflow, as NumPy's npy_logaddexp.
struct LogaddexpOp {
  template <class T> static T apply(T x, T y) {
    if (x == y) return x + T(M_LN2);   // infinities of one sign too
    T d = x - y;
    if (d > 0) return x + std::log1p(std::exp(-d));
    if (d <= 0) return y + std::log1p(std::exp(d));
    return d;   // NaN
  }
};
struct Logaddexp2Op {
  template <class T> static T apply(T x, T y) {
    if (x == y) return x + T(1);
    T d = x - y;
    if (d > 0) return x + T(M_LOG2E) * std::log1p(std::exp2(-d));
    if (d <= 0) return y + T(M_LOG2E) * std::log1p(std::exp2(d));
    return d;
  }
};
struct GcdOp {
  template <class T> static T apply(T a, T b) {
    using U = std::make_unsigned_t<T>;
    U x = a < 0 ? (U)(0 - (U)a) : (U)a, y = b < 0 ? (U)(0 - (U)b) : (U)b;
    while (y) { U t = x % y; x = y; y = t; }
    return (T)x;
  }
};
struct LcmOp {
  template <class T> static T apply(T a, T b) {
    using U = std::make_unsigned_t<T>;
    U x = a < 0 ? (U)(0 - (U)a) : (U)a, y = b < 0 ? (U)(0 - (U)b) : (U)b;
    U g = (U)GcdOp::apply<T>(a, b);
    return g == 0 ? T(0) : (T)(x / g * y);
  }
};

template <class Op> void binary_int_loops(UFunc* u, DL dts) {
  for (DType d : dts)
    dispatch_dtype(d, [&]<class T>() {
      if constexpr (kIsInt<T>) ufunc_add_loop(u, {d, d, d}, &binary_loop<T, T, Op>);
    });
}
template <class Op> void binary_float_loops(UFunc* u) {
  ufunc_add_loop(u, {DType::Float32, DType::Float32, DType::Float32}, &binary_loop<float, float, Op>);
  ufunc_add_loop(u, {DType::Float64, DType::Float64, DType::Float64}, &binary_loop<double, double, Op>);
}

// fabs, divmod, modf, frexp, ldexp, heaviside, copysign, nextafter,
// float_power, logaddexp(2), gcd, lcm: NumPy's loops, in its order.
template <class B> void add_more_ufuncs(B& b) {
  using D = DType;
  unary_loops<FabsOp>(b.make("fabs", 1), kFloats);
  UFunc* dm = b.make("divmod", 2);
  dm->nout = 2;
  for (DType d : kRealNoBool)
    dispatch_dtype(d, [&]<class T>() {
      if constexpr (kIsInt<T> || kIsFloat<T>) ufunc_add_loop(dm, {d, d, d, d}, &binary2_loop<T, DivmodOp>);
    });
  UFunc* mf = b.make("modf", 1);
  mf->nout = 2;
  ufunc_add_loop(mf, {D::Float32, D::Float32, D::Float32}, &unary2_loop<float, float, float, ModfOp>);
  ufunc_add_loop(mf, {D::Float64, D::Float64, D::Float64}, &unary2_loop<double, double, double, ModfOp>);
  UFunc* fx = b.make("frexp", 1);
  fx->nout = 2;
  ufunc_add_loop(fx, {D::Float32, D::Float32, D::Int32}, &unary2_loop<float, float, int32_t, FrexpOp>);
  ufunc_add_loop(fx, {D::Float64, D::Float64, D::Int32}, &unary2_loop<double, double, int32_t, FrexpOp>);
  UFunc* le = b.make("ldexp", 2);
  ufunc_add_loop(le, {D::Float32, D::Int32, D::Float32}, &ldexp_loop<float, int32_t>);
  ufunc_add_loop(le, {D::Float32, D::Int64, D::Float32}, &ldexp_loop<float, int64_t>);
  ufunc_add_loop(le, {D::Float64, D::Int32, D::Float64}, &ldexp_loop<double, int32_t>);
  ufunc_add_loop(le, {D::Float64, D::Int64, D::Float64}, &ldexp_loop<double, int64_t>);
  binary_float_loops<HeavisideOp>(b.make("heaviside", 2));
  binary_float_loops<CopysignOp>(b.make("copysign", 2));
  binary_float_loops<NextafterOp>(b.make("nextafter", 2));
  UFunc* fp = b.make("float_power", 2);
  ufunc_add_loop(fp, {D::Float64, D::Float64, D::Float64}, &binary_loop<double, double, PowOp>);
  ufunc_add_loop(fp, {D::Complex128, D::Complex128, D::Complex128}, &binary_loop<C128, C128, PowOp>);
  binary_float_loops<LogaddexpOp>(b.make("logaddexp", 2, Value::real(-INFINITY)));
  binary_float_loops<Logaddexp2Op>(b.make("logaddexp2", 2, Value::real(-INFINITY)));
  binary_int_loops<GcdOp>(b.make("gcd", 2, Value::integer(0)), kInts);
  binary_int_loops<LcmOp>(b.make("lcm", 2), kInts);
}

struct Builder {
  VM& vm;
  Module* m;
  UFunc* make(const char* name, int nin, Value identity = Value(), bool uniform = false) {
    UFunc* u = ufunc_new(vm, name, nin, 1, identity);
    if (uniform) u->resolver = UFuncResolver::Uniform;
    NpState& st = np_state(vm);
    np_keep(vm, st, u);
    st.ufuncs[name] = u;
    set_module_attr(vm, m, name, Value::object(u));
    return u;
  }
  void alias(const char* alias, const char* name) {
    set_module_attr(vm, m, alias, Value::object(np_state(vm).ufuncs[name]));
  }
};

}  // namespace

UFunc* np_ufunc(VM& vm, const char* name) { return np_state(vm).ufuncs.at(name); }

void add_builtin_ufuncs(VM& vm, Module* m) {
  Builder b{vm, m};
  Value zero = Value::integer(0), one = Value::integer(1);
  binary_loops<AddOp>(b.make("add", 2, zero, true), kAll);
  binary_loops<SubOp>(b.make("subtract", 2, Value(), true), kNumeric);
  binary_loops<MulOp>(b.make("multiply", 2, one, true), kAll);
  UFunc* div = b.make("divide", 2);
  div->resolver = UFuncResolver::TrueDivide;
  binary_loops<DivOp>(div, kFloatsC);
  b.alias("true_divide", "divide");
  binary_loops<FloorDivOp>(b.make("floor_divide", 2), kRealNoBool);
  binary_loops<ModOp>(b.make("remainder", 2), kRealNoBool);
  b.alias("mod", "remainder");
  UFunc* pw = b.make("power", 2);
  for (DType d : kInts)
    dispatch_dtype(d, [&]<class T>() {
      if constexpr (kIsInt<T>) ufunc_add_loop(pw, {d, d, d}, &int_power_loop<T>);
    });
  binary_loops<PowOp>(pw, kFloatsC);
  auto reorderable = [](UFunc* u) {   // NumPy's: no identity, but any order
    u->reorderable = true;
    return u;
  };
  binary_loops<MinOp>(reorderable(b.make("minimum", 2, Value(), true)), kAll);
  binary_loops<MaxOp>(reorderable(b.make("maximum", 2, Value(), true)), kAll);
  binary_loops<FMinOp>(reorderable(b.make("fmin", 2, Value(), true)), kAll);
  binary_loops<FMaxOp>(reorderable(b.make("fmax", 2, Value(), true)), kAll);
  binary_loops<Atan2Op>(b.make("arctan2", 2), kFloats);
  binary_loops<HypotOp>(b.make("hypot", 2, zero), kFloats);
  binary_loops<FmodOp>(b.make("fmod", 2), kRealNoBool);
  binary_loops<LessOp, true>(b.make("less", 2, Value(), true), kAll);
  binary_loops<LessEqOp, true>(b.make("less_equal", 2, Value(), true), kAll);
  binary_loops<GreaterOp, true>(b.make("greater", 2, Value(), true), kAll);
  binary_loops<GreaterEqOp, true>(b.make("greater_equal", 2, Value(), true), kAll);
  binary_loops<EqOp, true>(b.make("equal", 2, Value(), true), kAll);
  binary_loops<NeOp, true>(b.make("not_equal", 2, Value(), true), kAll);
  binary_loops<LogicalAndOp, true>(b.make("logical_and", 2, Value::boolean(true)), kAll);
  binary_loops<LogicalOrOp, true>(b.make("logical_or", 2, Value::boolean(false)), kAll);
  binary_loops<LogicalXorOp, true>(b.make("logical_xor", 2, Value::boolean(false)), kAll);
  binary_loops<BitAndOp>(b.make("bitwise_and", 2, Value::integer(-1)), kIntsBool);
  binary_loops<BitOrOp>(b.make("bitwise_or", 2, zero), kIntsBool);
  binary_loops<BitXorOp>(b.make("bitwise_xor", 2, zero), kIntsBool);
  binary_loops<LShiftOp>(b.make("left_shift", 2), kInts);
  // np.matmul: a generalized ufunc object whose call is np_reduce.cpp's
  // product (ufunc_dunder_call sends it there); its loops only list types.
  UFunc* mm = b.make("matmul", 2);
  mm->core = std::make_unique<GUCore>();
  mm->core->text = "(n?,k),(k,m?)->(n?,m?)";
  mm->core->names = {"n", "k", "m"};
  mm->core->ops = {{0, 1}, {1, 2}, {0, 2}};
  for (DType d : kAll) ufunc_add_loop(mm, {d, d, d}, nullptr);
  binary_loops<RShiftOp>(b.make("right_shift", 2), kInts);

  unary_loops<NegOp>(b.make("negative", 1, Value(), true), kNumeric);
  unary_loops<PosOp>(b.make("positive", 1), kNumeric);
  UFunc* abs = b.make("absolute", 1);
  unary_loops<AbsOp>(abs, kReal);
  ufunc_add_loop(abs, {DType::Complex64, DType::Float32}, &unary_loop<C64, float, AbsOp>);
  ufunc_add_loop(abs, {DType::Complex128, DType::Float64}, &unary_loop<C128, double, AbsOp>);
  b.alias("abs", "absolute");
  unary_loops<InvertOp>(b.make("invert", 1), kIntsBool);
  b.alias("bitwise_not", "invert");
  unary_loops<SquareOp>(b.make("square", 1), kNumeric);
  unary_loops<SignOp>(b.make("sign", 1, Value(), true), kNumeric);
  unary_loops<ReciprocalOp>(b.make("reciprocal", 1), kNumeric);
  unary_loops<LogicalNotOp, true>(b.make("logical_not", 1), kAll);
  unary_loops<IsNanOp, true>(b.make("isnan", 1), kAll);
  unary_loops<IsInfOp, true>(b.make("isinf", 1), kAll);
  unary_loops<IsFiniteOp, true>(b.make("isfinite", 1), kAll);
  unary_loops<SignbitOp, true>(b.make("signbit", 1), kFloats);
  unary_loops<SqrtOp>(b.make("sqrt", 1), kFloatsC);
  math_loops<ExpOp>(b.make("exp", 1), kFloatsC);
  math_loops<LogOp>(b.make("log", 1), kFloatsC);
  math_loops<SinOp>(b.make("sin", 1), kFloatsC);
  math_loops<CosOp>(b.make("cos", 1), kFloatsC);
  math_loops<TanOp>(b.make("tan", 1), kFloatsC);
  math_loops<ArcsinOp>(b.make("arcsin", 1), kFloatsC);
  math_loops<ArccosOp>(b.make("arccos", 1), kFloatsC);
  math_loops<ArctanOp>(b.make("arctan", 1), kFloatsC);
  math_loops<SinhOp>(b.make("sinh", 1), kFloatsC);
  math_loops<CoshOp>(b.make("cosh", 1), kFloatsC);
  math_loops<TanhOp>(b.make("tanh", 1), kFloatsC);
  math_loops<ArcsinhOp>(b.make("arcsinh", 1), kFloatsC);
  math_loops<ArccoshOp>(b.make("arccosh", 1), kFloatsC);
  math_loops<ArctanhOp>(b.make("arctanh", 1), kFloatsC);
  math_loops<Log10Op>(b.make("log10", 1), kFloatsC);
  math_loops<Log2Op>(b.make("log2", 1), kFloatsC);
  math_loops<Exp2Op>(b.make("exp2", 1), kFloats);
  math_loops<Expm1Op>(b.make("expm1", 1), kFloats);
  math_loops<Log1pOp>(b.make("log1p", 1), kFloats);
  unary_loops<FloorOp>(b.make("floor", 1), kFloats);
  unary_loops<CeilOp>(b.make("ceil", 1), kFloats);
  unary_loops<TruncOp>(b.make("trunc", 1), kFloats);
  unary_loops<RintOp>(b.make("rint", 1), kFloats);
  math_loops<CbrtOp>(b.make("cbrt", 1), kFloats);
  unary_loops<Deg2RadOp>(b.make("deg2rad", 1), kFloats);
  b.alias("radians", "deg2rad");
  unary_loops<Rad2DegOp>(b.make("rad2deg", 1), kFloats);
  b.alias("degrees", "rad2deg");
  add_more_ufuncs(b);
}

}  // namespace tpy
