// builtins/math_core.cpp — math module kernels with CPython 3.11's results.
// Elementary functions call the same libm as CPython and only add its error
// classification; gamma/lgamma use the Lanczos (N=13, g~6.0247) approximation
// CPython uses, hypot the scaled, compensated vector norm, fsum exact partials.
#include "builtins/math_core.h"

#include <boost/multiprecision/integer.hpp>

#include <cfloat>
#include <cmath>
#include <limits>
#include <vector>

namespace tpy {

namespace {

constexpr double kPi = 3.141592653589793238462643383279502884197;
constexpr double kLogPi = 1.144729885849400174143427351353058711647;

bool set_err(NumError& err, NumErrKind kind, const char* msg) {
  err.kind = kind;
  err.msg = msg;
  return false;
}

// CPython's classification for one-argument functions.
MathErr classify1(double x, double r, bool can_overflow, double& out) noexcept {
  if (std::isnan(r) && !std::isnan(x)) return MathErr::kDomain;
  if (std::isinf(r) && std::isfinite(x)) return can_overflow ? MathErr::kRange : MathErr::kDomain;
  out = r;
  return MathErr::kOk;
}

// ---- Lanczos approximation (coefficients: Boost's lanczos13m53) ------------

constexpr double kLanczosG = 6.024680040776729583740234375;
constexpr double kLanczosGMinusHalf = 5.524680040776729583740234375;
constexpr double kLanczosNum[13] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
// x(x+1)...(x+11) expanded, lowest power first.
constexpr double kLanczosDen[13] = {0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0,
                                    45995730.0, 13339535.0, 2637558.0, 357423.0, 32670.0,
                                    1925.0, 66.0, 1.0};

// Rational Lanczos sum for x > 0. Small x evaluate in x, large x in 1/x,
// keeping every intermediate in range.
double lanczos_sum(double x) noexcept {
  double num = 0.0, den = 0.0;
  if (x < 5.0) {
    for (int i = 13; --i >= 0;) {
      num = num * x + kLanczosNum[i];
      den = den * x + kLanczosDen[i];
    }
  } else {
    for (int i = 0; i < 13; ++i) {
      num = num / x + kLanczosNum[i];
      den = den / x + kLanczosDen[i];
    }
  }
  return num / den;
}

// sin(pi * x) with the argument reduced first so integers give exact zeros.
double sin_pi(double x) noexcept {
  double y = std::fmod(std::fabs(x), 2.0);
  int n = static_cast<int>(std::round(2.0 * y));
  double r;
  switch (n) {
    case 0: r = std::sin(kPi * y); break;
    case 1: r = std::cos(kPi * (y - 0.5)); break;
    case 2: r = std::sin(kPi * (1.0 - y)); break;
    case 3: r = -std::cos(kPi * (y - 1.5)); break;
    default: r = std::sin(kPi * (y - 2.0)); break;
  }
  return std::copysign(1.0, x) * r;
}

// (k-1)! for k = 1..23: exact in a double, returned directly for integers.
constexpr double kGammaIntegral[23] = {
    1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0, 3628800.0,
    39916800.0, 479001600.0, 6227020800.0, 87178291200.0, 1307674368000.0,
    20922789888000.0, 355687428096000.0, 6402373705728000.0, 121645100408832000.0,
    2432902008176640000.0, 51090942171709440000.0, 1124000727777607680000.0};

// ---- fsum / hypot helpers -------------------------------------------------

// Squares and sums of values scaled into [0.5, 1): exact product via fma,
// exact sum via fast-two-sum (the running sum starts at 1.0 and dominates).
struct Accum {
  double csum = 1.0, frac1 = 0.0, frac2 = 0.0;
  void add_product(double a, double b) noexcept {
    double hi = a * b;
    double lo = std::fma(a, b, -hi);
    double s = csum + hi;
    frac2 += (csum - s) + hi;
    csum = s;
    frac1 += lo;
  }
  double residual() const noexcept { return csum - 1.0 + (frac1 + frac2); }
};

// |v[i]| <= max for all i, all finite unless found_nan / max is inf.
double vector_norm(double* v, size_t n, double max, bool found_nan) noexcept {
  if (std::isinf(max)) return max;
  if (found_nan) return std::numeric_limits<double>::quiet_NaN();
  if (max == 0.0 || n <= 1) return max;
  int max_e;
  std::frexp(max, &max_e);
  if (max_e < -1023) {
    // Subnormal max: 2**-max_e would overflow, so lift everything by 1/DBL_MIN first.
    for (size_t i = 0; i < n; ++i) v[i] /= DBL_MIN;
    return DBL_MIN * vector_norm(v, n, max / DBL_MIN, found_nan);
  }
  double scale = std::ldexp(1.0, -max_e);
  Accum acc;
  for (size_t i = 0; i < n; ++i) {
    double x = v[i] * scale;  // exact: power-of-two scaling
    acc.add_product(x, x);
  }
  double h = std::sqrt(acc.residual());
  // One Newton step on the exact residual of h*h corrects the last bit.
  acc.add_product(-h, h);
  double x = acc.residual();
  h += x / (2.0 * h);
  return h / scale;
}

BigInt product_range(int64_t lo, int64_t hi) {  // lo * (lo+1) * ... * hi, binary split
  if (lo > hi) return 1;
  if (hi - lo < 16) {
    BigInt r = 1;
    for (int64_t i = lo; i <= hi; ++i) r *= i;
    return r;
  }
  int64_t mid = lo + (hi - lo) / 2;
  return product_range(lo, mid) * product_range(mid + 1, hi);
}

}  // namespace

const char* math_err_message(MathErr e) noexcept {
  switch (e) {
    case MathErr::kOk: return "";
    case MathErr::kDomain: return "math domain error";
    case MathErr::kRange: return "math range error";
    case MathErr::kZeroDivision: return "float division by zero";
  }
  return "";
}

MathErr math_sqrt(double x, double& out) noexcept { return classify1(x, std::sqrt(x), false, out); }
MathErr math_cbrt(double x, double& out) noexcept { return classify1(x, std::cbrt(x), false, out); }
MathErr math_exp(double x, double& out) noexcept { return classify1(x, std::exp(x), true, out); }
MathErr math_exp2(double x, double& out) noexcept { return classify1(x, std::exp2(x), true, out); }
MathErr math_expm1(double x, double& out) noexcept { return classify1(x, std::expm1(x), true, out); }
MathErr math_log1p(double x, double& out) noexcept { return classify1(x, std::log1p(x), false, out); }
MathErr math_sin(double x, double& out) noexcept { return classify1(x, std::sin(x), false, out); }
MathErr math_cos(double x, double& out) noexcept { return classify1(x, std::cos(x), false, out); }
MathErr math_tan(double x, double& out) noexcept { return classify1(x, std::tan(x), false, out); }
MathErr math_asin(double x, double& out) noexcept { return classify1(x, std::asin(x), false, out); }
MathErr math_acos(double x, double& out) noexcept { return classify1(x, std::acos(x), false, out); }
MathErr math_atan(double x, double& out) noexcept { return classify1(x, std::atan(x), false, out); }
MathErr math_sinh(double x, double& out) noexcept { return classify1(x, std::sinh(x), true, out); }
MathErr math_cosh(double x, double& out) noexcept { return classify1(x, std::cosh(x), true, out); }
MathErr math_tanh(double x, double& out) noexcept { return classify1(x, std::tanh(x), false, out); }
MathErr math_asinh(double x, double& out) noexcept { return classify1(x, std::asinh(x), false, out); }
MathErr math_acosh(double x, double& out) noexcept { return classify1(x, std::acosh(x), false, out); }
MathErr math_atanh(double x, double& out) noexcept { return classify1(x, std::atanh(x), false, out); }
MathErr math_erf(double x, double& out) noexcept { return classify1(x, std::erf(x), false, out); }
MathErr math_erfc(double x, double& out) noexcept { return classify1(x, std::erfc(x), false, out); }

// log, log2, log10: zero and negatives (including -inf) are domain errors.
MathErr math_log(double x, double& out) noexcept {
  if (!(x > 0.0) && !std::isnan(x)) return MathErr::kDomain;
  out = std::log(x);
  return MathErr::kOk;
}
MathErr math_log2(double x, double& out) noexcept {
  if (!(x > 0.0) && !std::isnan(x)) return MathErr::kDomain;
  out = std::log2(x);
  return MathErr::kOk;
}
MathErr math_log10(double x, double& out) noexcept {
  if (!(x > 0.0) && !std::isnan(x)) return MathErr::kDomain;
  out = std::log10(x);
  return MathErr::kOk;
}

MathErr math_gamma(double x, double& out) noexcept {
  if (!std::isfinite(x)) {
    if (std::isnan(x) || x > 0) {
      out = x;
      return MathErr::kOk;
    }
    return MathErr::kDomain;  // gamma(-inf)
  }
  if (x == 0.0) return MathErr::kDomain;
  if (x == std::floor(x)) {
    if (x < 0.0) return MathErr::kDomain;
    if (x <= 23.0) {
      out = kGammaIntegral[static_cast<int>(x) - 1];
      return MathErr::kOk;
    }
  }
  double absx = std::fabs(x);
  if (absx < 1e-20) {
    double r = 1.0 / x;
    if (std::isinf(r)) return MathErr::kRange;
    out = r;
    return MathErr::kOk;
  }
  if (absx > 200.0) {
    if (x < 0.0) {
      out = 0.0 / sin_pi(x);
      return MathErr::kOk;
    }
    return MathErr::kRange;
  }
  double y = absx + kLanczosGMinusHalf;
  // z = (absx + g - 0.5) - (y computed), recovering y's rounding error.
  double q, z;
  if (absx > kLanczosGMinusHalf) {
    q = y - absx;
    z = q - kLanczosGMinusHalf;
  } else {
    q = y - kLanczosGMinusHalf;
    z = q - absx;
  }
  z = z * kLanczosG / y;
  double r;
  if (x < 0.0) {
    r = -kPi / sin_pi(absx) / absx * std::exp(y) / lanczos_sum(absx);
    r -= z * r;
    if (absx < 140.0) {
      r /= std::pow(y, absx - 0.5);
    } else {
      double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
      r /= sqrtpow;
      r /= sqrtpow;
    }
  } else {
    r = lanczos_sum(absx) / std::exp(y);
    r += z * r;
    if (absx < 140.0) {
      r *= std::pow(y, absx - 0.5);
    } else {
      double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
      r *= sqrtpow;
      r *= sqrtpow;
    }
  }
  if (std::isinf(r)) return MathErr::kRange;
  out = r;
  return MathErr::kOk;
}

MathErr math_lgamma(double x, double& out) noexcept {
  if (!std::isfinite(x)) {
    out = std::isnan(x) ? x : HUGE_VAL;  // lgamma(±inf) == inf
    return MathErr::kOk;
  }
  if (x == std::floor(x) && x <= 2.0) {
    if (x <= 0.0) return MathErr::kDomain;
    out = 0.0;  // lgamma(1) == lgamma(2) == 0
    return MathErr::kOk;
  }
  double absx = std::fabs(x);
  if (absx < 1e-20) {
    out = -std::log(absx);
    return MathErr::kOk;
  }
  double r = std::log(lanczos_sum(absx)) - kLanczosG;
  r += (absx - 0.5) * (std::log(absx + kLanczosG - 0.5) - 1);
  if (x < 0.0) r = kLogPi - std::log(std::fabs(sin_pi(absx))) - std::log(absx) - r;
  if (std::isinf(r)) return MathErr::kRange;
  out = r;
  return MathErr::kOk;
}

double math_degrees(double x) noexcept { return x * (180.0 / kPi); }
double math_radians(double x) noexcept { return x * (kPi / 180.0); }

MathErr math_pow(double x, double y, double& out) noexcept {
  double r = std::pow(x, y);  // C99 Annex F special cases agree with Python's
  if (std::isfinite(x) && std::isfinite(y)) {
    if (std::isnan(r)) return MathErr::kDomain;
    if (std::isinf(r)) return x == 0.0 ? MathErr::kDomain : MathErr::kRange;
  }
  out = r;
  return MathErr::kOk;
}

MathErr math_fmod(double x, double y, double& out) noexcept {
  if (std::isinf(y) && std::isfinite(x)) {
    out = x;
    return MathErr::kOk;
  }
  double r = std::fmod(x, y);
  if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) return MathErr::kDomain;
  out = r;
  return MathErr::kOk;
}

MathErr math_remainder(double x, double y, double& out) noexcept {
  double r = std::remainder(x, y);
  if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) return MathErr::kDomain;
  // CPython gives an exact zero the sign of x; glibc can return -0.0 for
  // positive subnormal x (remainder(4.1e-278, 5e-324)).
  if (r == 0.0) r = std::copysign(0.0, x);
  out = r;
  return MathErr::kOk;
}

double math_atan2(double y, double x) noexcept { return std::atan2(y, x); }
double math_copysign(double x, double y) noexcept { return std::copysign(x, y); }
double math_nextafter(double x, double y) noexcept { return std::nextafter(x, y); }

double math_ulp(double x) noexcept {
  if (std::isnan(x)) return x;
  x = std::fabs(x);
  if (std::isinf(x)) return x;
  double up = std::nextafter(x, HUGE_VAL);
  if (std::isinf(up)) return x - std::nextafter(x, 0.0);  // x == DBL_MAX
  return up - x;
}

MathErr math_log_div(double log_x, double log_base, double& out) noexcept {
  if (log_base == 0.0) return MathErr::kZeroDivision;
  out = log_x / log_base;
  return MathErr::kOk;
}

MathErr math_ldexp(double x, const BigInt& i, double& out) {
  if (x == 0.0 || !std::isfinite(x)) {
    out = x;
    return MathErr::kOk;
  }
  if (i > std::numeric_limits<int>::max()) return MathErr::kRange;
  if (i < std::numeric_limits<int>::min()) {
    out = std::copysign(0.0, x);
    return MathErr::kOk;
  }
  double r = std::ldexp(x, static_cast<int>(i));
  if (std::isinf(r)) return MathErr::kRange;
  out = r;
  return MathErr::kOk;
}

void math_frexp(double x, double& mantissa, int& exponent) noexcept {
  if (std::isnan(x) || std::isinf(x) || x == 0.0) {
    mantissa = x;
    exponent = 0;
    return;
  }
  mantissa = std::frexp(x, &exponent);
}

void math_modf(double x, double& frac, double& integral) noexcept {
  if (std::isinf(x)) {
    frac = std::copysign(0.0, x);
    integral = x;
    return;
  }
  frac = std::modf(x, &integral);
}

bool math_isclose(double a, double b, double rel_tol, double abs_tol, bool& out,
                  const char** err_msg) noexcept {
  if (rel_tol < 0.0 || abs_tol < 0.0) {
    *err_msg = "tolerances must be non-negative";
    return false;
  }
  if (a == b) {
    out = true;
    return true;
  }
  if (std::isinf(a) || std::isinf(b)) {
    out = false;
    return true;
  }
  double diff = std::fabs(b - a);
  out = diff <= std::fabs(rel_tol * b) || diff <= std::fabs(rel_tol * a) || diff <= abs_tol;
  return true;
}

bool math_fsum(const double* xs, size_t n, double& out, NumError& err) {
  // Shewchuk's algorithm: `partials` holds non-overlapping values, smallest
  // first, whose exact sum is the exact sum so far.
  std::vector<double> partials;
  double special_sum = 0.0, inf_sum = 0.0;
  for (size_t k = 0; k < n; ++k) {
    double x = xs[k];
    const double original = x;
    size_t i = 0;
    for (double y : partials) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y;
      double lo = y - (hi - x);
      if (lo != 0.0) partials[i++] = lo;
      x = hi;
    }
    partials.resize(i);
    if (x == 0.0) continue;
    if (!std::isfinite(x)) {
      // Either an inf/nan summand, or finite summands overflowing.
      if (std::isfinite(original))
        return set_err(err, NumErrKind::kOverflow, "intermediate overflow in fsum");
      if (std::isinf(original)) inf_sum += original;
      special_sum += original;
      partials.clear();
    } else {
      partials.push_back(x);
    }
  }
  if (special_sum != 0.0) {
    if (std::isnan(inf_sum)) return set_err(err, NumErrKind::kValue, "-inf + inf in fsum");
    out = special_sum;
    return true;
  }
  double hi = 0.0;
  size_t m = partials.size();
  if (m > 0) {
    hi = partials[--m];
    double lo = 0.0;
    // Add from the top until the sum stops being exact.
    while (m > 0) {
      double x = hi, y = partials[--m];
      hi = x + y;
      double yr = hi - x;
      lo = y - yr;
      if (lo != 0.0) break;
    }
    // Round half-even across the remaining partials: if the next partial has
    // the same sign as lo, the true sum lies beyond the halfway point.
    if (m > 0 && ((lo < 0.0 && partials[m - 1] < 0.0) || (lo > 0.0 && partials[m - 1] > 0.0))) {
      double y = lo * 2.0;
      double x = hi + y;
      double yr = x - hi;
      if (y == yr) hi = x;
    }
  }
  out = hi;
  return true;
}

double math_hypot(double* coords, size_t n) noexcept {
  double max = 0.0;
  bool found_nan = false;
  for (size_t i = 0; i < n; ++i) {
    double x = std::fabs(coords[i]);
    coords[i] = x;
    found_nan |= std::isnan(x);
    if (x > max) max = x;
  }
  return vector_norm(coords, n, max, found_nan);
}

double math_dist(const double* p, const double* q, size_t n) {
  std::vector<double> diffs(n);
  for (size_t i = 0; i < n; ++i) diffs[i] = p[i] - q[i];
  return math_hypot(diffs.data(), n);
}

bool math_factorial(const BigInt& n, BigInt& out, NumError& err) {
  if (n < 0) return set_err(err, NumErrKind::kValue, "factorial() not defined for negative values");
  if (!fits_int64(n))
    return set_err(err, NumErrKind::kOverflow,
                   "factorial() argument should not exceed 9223372036854775807");
  try {
    out = product_range(2, to_int64(n));
    return true;
  } catch (const std::bad_alloc&) {
    return set_err(err, NumErrKind::kMemory, "");
  }
}

bool math_perm(const BigInt& n, const BigInt& k, BigInt& out, NumError& err) {
  if (n < 0) return set_err(err, NumErrKind::kValue, "n must be a non-negative integer");
  if (k < 0) return set_err(err, NumErrKind::kValue, "k must be a non-negative integer");
  if (k > n) {
    out = 0;
    return true;
  }
  if (!fits_int64(k))
    return set_err(err, NumErrKind::kOverflow, "k must not exceed 9223372036854775807");
  int64_t kk = to_int64(k);
  if (fits_int64(n)) {
    int64_t nn = to_int64(n);
    out = product_range(nn - kk + 1, nn);
    return true;
  }
  BigInt r = 1;
  for (int64_t i = 0; i < kk; ++i) r *= n - i;
  out = std::move(r);
  return true;
}

bool math_comb(const BigInt& n, const BigInt& k, BigInt& out, NumError& err) {
  if (n < 0) return set_err(err, NumErrKind::kValue, "n must be a non-negative integer");
  if (k < 0) return set_err(err, NumErrKind::kValue, "k must be a non-negative integer");
  if (k > n) {
    out = 0;
    return true;
  }
  BigInt kmin = std::min(k, BigInt(n - k));
  if (!fits_int64(kmin))
    return set_err(err, NumErrKind::kOverflow,
                   "min(n - k, k) must not exceed 9223372036854775807");
  int64_t kk = to_int64(kmin);
  // r_i = C(n - kk + i, i) stays an integer at every step.
  BigInt r = 1;
  BigInt base = n - kk;
  for (int64_t i = 1; i <= kk; ++i) {
    r *= base + i;
    r /= i;
  }
  out = std::move(r);
  return true;
}

bool math_isqrt(const BigInt& n, BigInt& out, NumError& err) {
  if (n < 0) return set_err(err, NumErrKind::kValue, "isqrt() argument must be nonnegative");
  if (n <= std::numeric_limits<uint64_t>::max()) {
    out = math_isqrt_u64(static_cast<uint64_t>(n));
    return true;
  }
  out = boost::multiprecision::sqrt(n);
  return true;
}

uint64_t math_isqrt_u64(uint64_t n) noexcept {
  uint64_t r = static_cast<uint64_t>(std::sqrt(static_cast<double>(n)));
  // The double estimate is within one of the answer; fix it exactly.
  while (r > 0 && (r > UINT32_MAX || r * r > n)) --r;
  while (r + 1 <= UINT32_MAX && (r + 1) * (r + 1) <= n) ++r;
  return r;
}

BigInt math_gcd(const BigInt& a, const BigInt& b) {
  BigInt g = boost::multiprecision::gcd(a, b);
  return g < 0 ? BigInt(-g) : g;
}

BigInt math_lcm(const BigInt& a, const BigInt& b) {
  if (a == 0 || b == 0) return 0;
  BigInt r = a / math_gcd(a, b) * b;
  return r < 0 ? BigInt(-r) : r;
}

MathErr math_log_big(const BigInt& x, LogBase base, double& out) {
  if (x <= 0) return MathErr::kDomain;
  auto f = [base](double v) {
    return base == LogBase::kE ? std::log(v) : base == LogBase::k2 ? std::log2(v) : std::log10(v);
  };
  double d;
  NumError unused;
  if (big_to_double(x, d, unused)) {
    out = f(d);
    return MathErr::kOk;
  }
  // x = m * 2**e with m in [0.5, 1) rounded to 53 bits; log(x) = log(m) + e*log(2).
  int64_t e = static_cast<int64_t>(big_bit_length(x));
  BigInt top = x >> static_cast<unsigned>(e - 60);
  bool sticky = boost::multiprecision::lsb(x) < static_cast<unsigned>(e - 60);
  uint64_t q = static_cast<uint64_t>(top) | (sticky ? 1u : 0u);
  double m = std::ldexp(static_cast<double>(q), -60);
  if (m == 1.0) {
    m = 0.5;
    ++e;
  }
  out = f(m) + f(2.0) * static_cast<double>(e);
  return MathErr::kOk;
}

bool math_floor(double x, BigInt& out, NumError& err) { return big_from_double(std::floor(x), out, err); }
bool math_ceil(double x, BigInt& out, NumError& err) { return big_from_double(std::ceil(x), out, err); }
bool math_trunc(double x, BigInt& out, NumError& err) { return big_from_double(x, out, err); }

}  // namespace tpy
