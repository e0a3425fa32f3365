// builtins/math_core.h — the numeric kernels of Python's `math` module with
// CPython 3.11's results and error classes, free of the VM object model.
// Entry points: math_<name> for float functions (MathErr + out value),
// BigInt functions (factorial, comb, perm, isqrt, gcd, lcm, log of huge ints,
// floor/ceil/trunc), fsum, hypot/dist. Argument conversion (__index__,
// __float__, iterables) and math.prod are left to the builtin wrappers.
#pragma once

#include "vm/bigint.h"

#include <cstddef>
#include <cstdint>

namespace tpy {

// The outcome of a math function; the wrapper raises the matching exception.
enum class MathErr : uint8_t {
  kOk,
  kDomain,        // ValueError("math domain error")
  kRange,         // OverflowError("math range error")
  kZeroDivision,  // ZeroDivisionError("float division by zero") — log(x, 1)
};
// CPython's message for a MathErr (empty for kOk).
const char* math_err_message(MathErr e) noexcept;

// ---- float -> float (noexcept, never allocate, JIT-callable) ----------------
// `out` is written only on kOk. Domain/range rules are CPython's: a NaN
// result from a non-NaN argument is a domain error; an infinite result from a
// finite argument is a range error for exp/exp2/expm1/cosh/sinh and a domain
// error otherwise (atanh(1), log1p(-1), log(0)).
MathErr math_sqrt(double x, double& out) noexcept;
MathErr math_cbrt(double x, double& out) noexcept;
MathErr math_exp(double x, double& out) noexcept;
MathErr math_exp2(double x, double& out) noexcept;
MathErr math_expm1(double x, double& out) noexcept;
MathErr math_log(double x, double& out) noexcept;
MathErr math_log2(double x, double& out) noexcept;
MathErr math_log10(double x, double& out) noexcept;
MathErr math_log1p(double x, double& out) noexcept;
MathErr math_sin(double x, double& out) noexcept;
MathErr math_cos(double x, double& out) noexcept;
MathErr math_tan(double x, double& out) noexcept;
MathErr math_asin(double x, double& out) noexcept;
MathErr math_acos(double x, double& out) noexcept;
MathErr math_atan(double x, double& out) noexcept;
MathErr math_sinh(double x, double& out) noexcept;
MathErr math_cosh(double x, double& out) noexcept;
MathErr math_tanh(double x, double& out) noexcept;
MathErr math_asinh(double x, double& out) noexcept;
MathErr math_acosh(double x, double& out) noexcept;
MathErr math_atanh(double x, double& out) noexcept;
MathErr math_erf(double x, double& out) noexcept;   // libm, as CPython 3.11
MathErr math_erfc(double x, double& out) noexcept;  // libm, as CPython 3.11
MathErr math_gamma(double x, double& out) noexcept;   // Lanczos, CPython's algorithm
MathErr math_lgamma(double x, double& out) noexcept;  // Lanczos, CPython's algorithm
double math_degrees(double x) noexcept;
double math_radians(double x) noexcept;

// ---- two-argument float functions --------------------------------------------
MathErr math_pow(double x, double y, double& out) noexcept;   // pow(0, -1): domain
MathErr math_fmod(double x, double y, double& out) noexcept;  // fmod(inf, 1): domain
MathErr math_remainder(double x, double y, double& out) noexcept;
double math_atan2(double y, double x) noexcept;
double math_copysign(double x, double y) noexcept;
double math_nextafter(double x, double y) noexcept;
double math_ulp(double x) noexcept;
// log(x) / log(base) already computed: kZeroDivision when log(base) == 0.
MathErr math_log_div(double log_x, double log_base, double& out) noexcept;
// ldexp(x, i) for any int i (clamped as CPython does); overflow is kRange.
MathErr math_ldexp(double x, const BigInt& i, double& out);
// frexp: (m, e) with 0.5 <= |m| < 1; inf/nan/0 give (x, 0).
void math_frexp(double x, double& mantissa, int& exponent) noexcept;
// modf: (fractional, integral) parts; modf(±inf) == (±0.0, ±inf).
void math_modf(double x, double& frac, double& integral) noexcept;
// isclose(a, b, rel_tol=, abs_tol=): kDomain with message
// "tolerances must be non-negative" (the caller raises ValueError with it).
[[nodiscard]] bool math_isclose(double a, double b, double rel_tol, double abs_tol, bool& out,
                                const char** err_msg) noexcept;

// ---- sequences ---------------------------------------------------------------------
// fsum(xs): exactly rounded sum. Errors: ValueError "-inf + inf in fsum",
// OverflowError "intermediate overflow in fsum" (err.kind says which).
// Allocates a partials buffer.
[[nodiscard]] bool math_fsum(const double* xs, size_t n, double& out, NumError& err);
// hypot(*coords) for any count (0 -> 0.0); never fails. `coords` is clobbered
// (scaled in place). Matches CPython 3.11's correctly rounded vector norm.
double math_hypot(double* coords, size_t n) noexcept;
// dist(p, q): kValue "both points must have the same number of dimensions"
// is the caller's check (sizes); here p and q have n coordinates each.
double math_dist(const double* p, const double* q, size_t n);

// ---- integers (allocate; never throw) --------------------------------------------------
// factorial(n): kValue "factorial() not defined for negative values",
// kOverflow "factorial() argument should not exceed 9223372036854775807".
[[nodiscard]] bool math_factorial(const BigInt& n, BigInt& out, NumError& err);
// comb(n, k) / perm(n, k): kValue "n must be a non-negative integer" /
// "k must be a non-negative integer", kOverflow "min(n - k, k) must not exceed
// 9223372036854775807" (comb) or "k must not exceed 9223372036854775807" (perm).
// perm(n) with no k is math_factorial.
[[nodiscard]] bool math_comb(const BigInt& n, const BigInt& k, BigInt& out, NumError& err);
[[nodiscard]] bool math_perm(const BigInt& n, const BigInt& k, BigInt& out, NumError& err);
// isqrt(n): kValue "isqrt() argument must be nonnegative".
[[nodiscard]] bool math_isqrt(const BigInt& n, BigInt& out, NumError& err);
uint64_t math_isqrt_u64(uint64_t n) noexcept;
BigInt math_gcd(const BigInt& a, const BigInt& b);  // non-negative; gcd() of no args is 0
BigInt math_lcm(const BigInt& a, const BigInt& b);  // non-negative; lcm() of no args is 1
// log/log2/log10 of an int of any size (log(10**400) works): x <= 0 is kDomain.
enum class LogBase : uint8_t { kE, k2, k10 };
MathErr math_log_big(const BigInt& x, LogBase base, double& out);
// floor/ceil/trunc of a float to int: inf -> kOverflow "cannot convert float
// infinity to integer", NaN -> kValue "cannot convert float NaN to integer".
[[nodiscard]] bool math_floor(double x, BigInt& out, NumError& err);
[[nodiscard]] bool math_ceil(double x, BigInt& out, NumError& err);
[[nodiscard]] bool math_trunc(double x, BigInt& out, NumError& err);

}  // namespace tpy
