// vm/bigint.cpp — Python int semantics over boost::multiprecision::cpp_int.
// Floor division, modular pow, shifts, correctly rounded conversions and the
// CPython numeric hash. Boost may throw internally (allocation, bad shifts):
// every entry point that can reach such a path catches and reports NumError.
#include "vm/bigint.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <iterator>
#include <limits>
#include <vector>

namespace tpy {

namespace mp = boost::multiprecision;

namespace {

bool set_err(NumError& err, NumErrKind kind, const char* msg) {
  err.kind = kind;
  err.msg = msg;
  return false;
}

BigInt abs_big(const BigInt& a) { return a < 0 ? BigInt(-a) : a; }

// Low 64 bits of a non-negative value.
uint64_t low_u64(const BigInt& a) {
  return static_cast<uint64_t>(a & BigInt(std::numeric_limits<uint64_t>::max()));
}

// Round-to-odd: a value known to 55+ bits with its lowest bit forced on when
// bits were dropped rounds to 53 bits (or fewer, for subnormals) exactly as the
// infinitely precise value would. Used by both int->float and int/int.
double ldexp_odd(uint64_t q, bool sticky, long shift) {
  if (sticky) q |= 1;
  return std::ldexp(static_cast<double>(q), static_cast<int>(shift));
}

}  // namespace

bool floordiv_int64(int64_t a, int64_t b, int64_t* out) noexcept {
  if (b == -1) return __builtin_sub_overflow(int64_t{0}, a, out);
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  *out = q;
  return false;
}

int64_t mod_int64(int64_t a, int64_t b) noexcept {
  if (b == -1) return 0;
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

bool big_divmod(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r, NumError& err) {
  if (b == 0) return set_err(err, NumErrKind::kZeroDivision, "integer division or modulo by zero");
  mp::divide_qr(a, b, q, r);
  if (r != 0 && ((r < 0) != (b < 0))) {
    q -= 1;
    r += b;
  }
  return true;
}

bool big_floordiv(const BigInt& a, const BigInt& b, BigInt& out, NumError& err) {
  BigInt r;
  return big_divmod(a, b, out, r, err);
}

bool big_mod(const BigInt& a, const BigInt& b, BigInt& out, NumError& err) {
  if (b == 0) return set_err(err, NumErrKind::kZeroDivision, "integer modulo by zero");
  BigInt q;
  return big_divmod(a, b, q, out, err);
}

BigInt big_pow(const BigInt& a, uint64_t e) {
  BigInt result = 1, base = a;
  while (e) {
    if (e & 1) result *= base;
    e >>= 1;
    if (e) base *= base;
  }
  return result;
}

namespace {

// Inverse of a modulo n (n > 0, 0 <= a < n) by the extended Euclidean algorithm.
bool mod_inverse(const BigInt& a, const BigInt& n, BigInt& inv) {
  BigInt r0 = n, r1 = a, t0 = 0, t1 = 1;
  while (r1 != 0) {
    BigInt q = r0 / r1;
    BigInt r2 = r0 - q * r1;
    r0 = r1;
    r1 = r2;
    BigInt t2 = t0 - q * t1;
    t0 = t1;
    t1 = t2;
  }
  if (r0 != 1) return false;
  inv = t0 % n;
  if (inv < 0) inv += n;
  return true;
}

}  // namespace

bool big_pow_mod(const BigInt& a, const BigInt& e, const BigInt& m, BigInt& out, NumError& err) {
  if (m == 0) return set_err(err, NumErrKind::kValue, "pow() 3rd argument cannot be 0");
  try {
    BigInt n = abs_big(m);
    BigInt base = a % n;
    if (base < 0) base += n;
    BigInt exp = e;
    if (exp < 0) {
      BigInt inv;
      if (!mod_inverse(base, n, inv))
        return set_err(err, NumErrKind::kValue, "base is not invertible for the given modulus");
      base = inv;
      exp = -exp;
    }
    BigInt r = (n == 1) ? BigInt(0) : BigInt(mp::powm(base, exp, n));
    if (m < 0 && r != 0) r += m;
    out = std::move(r);
    return true;
  } catch (const std::bad_alloc&) {
    return set_err(err, NumErrKind::kMemory, "");
  }
}

uint64_t big_bit_length(const BigInt& a) {
  if (a == 0) return 0;
  return static_cast<uint64_t>(mp::msb(abs_big(a))) + 1;
}

bool big_lshift(const BigInt& a, const BigInt& count, BigInt& out, NumError& err) {
  if (count < 0) return set_err(err, NumErrKind::kValue, "negative shift count");
  if (a == 0) {
    out = 0;
    return true;
  }
  // Past 2**34 bits (2 GiB of digits) boost's limb arithmetic is unsafe and
  // no allocation of that size should be attempted: MemoryError, as CPython
  // reports for shifts it cannot allocate.
  if (count > (BigInt(1) << 34)) return set_err(err, NumErrKind::kMemory, "");
  try {
    out = a << static_cast<uint64_t>(count);
    return true;
  } catch (const std::bad_alloc&) {
    return set_err(err, NumErrKind::kMemory, "");
  }
}

bool big_rshift(const BigInt& a, const BigInt& count, BigInt& out, NumError& err) {
  if (count < 0) return set_err(err, NumErrKind::kValue, "negative shift count");
  if (count >= big_bit_length(a)) {
    out = a < 0 ? -1 : 0;
    return true;
  }
  // Boost's >> on negative cpp_int floors, like Python (pinned by tests).
  out = a >> static_cast<uint64_t>(count);
  return true;
}

BigInt big_and(const BigInt& a, const BigInt& b) { return a & b; }
BigInt big_or(const BigInt& a, const BigInt& b) { return a | b; }
BigInt big_xor(const BigInt& a, const BigInt& b) { return a ^ b; }
BigInt big_invert(const BigInt& a) { return -(a + 1); }

bool fits_int64(const BigInt& a) noexcept {
  return a >= std::numeric_limits<int64_t>::min() && a <= std::numeric_limits<int64_t>::max();
}

int64_t to_int64(const BigInt& a) noexcept { return a.convert_to<int64_t>(); }

std::partial_ordering compare_big_double(const BigInt& a, double d) {
  if (std::isnan(d)) return std::partial_ordering::unordered;
  if (std::isinf(d)) return d > 0 ? std::partial_ordering::less : std::partial_ordering::greater;
  constexpr int64_t kExact = int64_t{1} << 53;
  if (a >= -kExact && a <= kExact) return static_cast<double>(to_int64(a)) <=> d;
  double f = std::floor(d);
  BigInt fi;
  NumError unused;
  (void)big_from_double(f, fi, unused);  // f is finite: cannot fail
  if (a < fi) return std::partial_ordering::less;
  if (a > fi) return std::partial_ordering::greater;
  return d > f ? std::partial_ordering::less : std::partial_ordering::equivalent;
}

bool big_to_double(const BigInt& a, double& out, NumError& err) {
  BigInt m = abs_big(a);
  uint64_t n = big_bit_length(m);
  double r;
  if (n <= 64) {
    r = static_cast<double>(low_u64(m));  // hardware conversion rounds half-even
  } else {
    if (n > 1025) return set_err(err, NumErrKind::kOverflow, "int too large to convert to float");
    uint64_t drop = n - 55;
    uint64_t q = low_u64(m >> drop);
    bool sticky = mp::lsb(m) < drop;
    r = ldexp_odd(q, sticky, static_cast<long>(drop));
    if (std::isinf(r)) return set_err(err, NumErrKind::kOverflow, "int too large to convert to float");
  }
  out = a < 0 ? -r : r;
  return true;
}

bool big_true_div(const BigInt& a, const BigInt& b, double& out, NumError& err) {
  if (b == 0) return set_err(err, NumErrKind::kZeroDivision, "division by zero");
  bool negative = (a < 0) != (b < 0);
  if (a == 0) {
    out = negative ? -0.0 : 0.0;
    return true;
  }
  constexpr int64_t kExact = int64_t{1} << 53;
  if (a >= -kExact && a <= kExact && b >= -kExact && b <= kExact) {
    out = static_cast<double>(to_int64(a)) / static_cast<double>(to_int64(b));
    return true;
  }
  BigInt x = abs_big(a), y = abs_big(b);
  long na = static_cast<long>(big_bit_length(x)), nb = static_cast<long>(big_bit_length(y));
  if (na - nb > 1025)
    return set_err(err, NumErrKind::kOverflow, "integer division result too large for a float");
  // Quotient scaled to >= 55 bits; for subnormal results the scale is pinned so
  // the last kept bit is 2**-1076 (two guard bits under the smallest subnormal).
  long shift = std::max(na - nb - 55, -1076L);
  if (shift < 0) {
    x <<= static_cast<unsigned long>(-shift);
  } else {
    y <<= static_cast<unsigned long>(shift);
  }
  BigInt q, r;
  mp::divide_qr(x, y, q, r);
  double d = ldexp_odd(low_u64(q), r != 0, shift);
  if (std::isinf(d))
    return set_err(err, NumErrKind::kOverflow, "integer division result too large for a float");
  out = negative ? -d : d;
  return true;
}

bool big_from_double(double d, BigInt& out, NumError& err) {
  if (std::isnan(d)) return set_err(err, NumErrKind::kValue, "cannot convert float NaN to integer");
  if (std::isinf(d))
    return set_err(err, NumErrKind::kOverflow, "cannot convert float infinity to integer");
  double t = std::trunc(d);
  if (std::fabs(t) < 9.2e18) {
    out = static_cast<int64_t>(t);
    return true;
  }
  int e;
  double m = std::frexp(std::fabs(t), &e);
  BigInt v = static_cast<int64_t>(std::ldexp(m, 53));
  v <<= static_cast<unsigned>(e - 53);  // |t| >= 2**63 so e - 53 > 0
  out = t < 0 ? BigInt(-v) : v;
  return true;
}

std::string big_to_string(const BigInt& a, int base) {
  if (base == 10) return a.str();
  // Base 2, 8 or 16: the digits are groups of bits, read off the bytes in
  // linear time (cpp_int's own hex/oct text is quadratic in the length).
  BigInt m = abs_big(a);
  std::vector<unsigned char> bytes;
  boost::multiprecision::export_bits(m, std::back_inserter(bytes), 8, false);  // least significant first
  const int bits = base == 2 ? 1 : base == 8 ? 3 : 4;
  std::string digits;
  digits.reserve(bytes.size() * 8 / static_cast<size_t>(bits) + 2);
  uint32_t acc = 0;
  int have = 0;
  for (size_t k = 0; k <= bytes.size(); k++) {
    if (k < bytes.size()) {
      acc |= static_cast<uint32_t>(bytes[k]) << have;
      have += 8;
    }
    while (have >= bits || (k == bytes.size() && have > 0)) {
      digits.push_back("0123456789abcdef"[acc & ((1u << bits) - 1)]);
      acc >>= bits;
      have -= bits;
    }
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  if (digits.empty()) digits = "0";
  if (a < 0) digits.push_back('-');
  std::reverse(digits.begin(), digits.end());
  return digits;
}

namespace {

int64_t finish_hash(uint64_t h, bool negative) {
  int64_t r = static_cast<int64_t>(h);
  if (negative) r = -r;
  return r == -1 ? -2 : r;
}

}  // namespace

int64_t hash_int64(int64_t v) noexcept {
  uint64_t mag = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  return finish_hash(mag % static_cast<uint64_t>(kHashModulus), v < 0);
}

int64_t hash_big(const BigInt& a) {
  if (fits_int64(a)) return hash_int64(to_int64(a));
  BigInt m = abs_big(a) % kHashModulus;
  return finish_hash(static_cast<uint64_t>(m), a < 0);
}

int64_t hash_double(double d, int64_t nan_hash) noexcept {
  if (std::isnan(d)) return nan_hash;
  if (std::isinf(d)) return d > 0 ? kHashInf : -kHashInf;
  if (d == 0) return 0;
  // |d| = M * 2**k with M a 53-bit integer; 2**61 == 1 (mod P) so 2**k reduces
  // to 2**(k mod 61).
  int e;
  double m = std::frexp(std::fabs(d), &e);
  uint64_t mant = static_cast<uint64_t>(std::ldexp(m, 53));
  int k = ((e - 53) % 61 + 61) % 61;
  unsigned __int128 prod = static_cast<unsigned __int128>(mant) << k;
  uint64_t h = static_cast<uint64_t>(prod % static_cast<uint64_t>(kHashModulus));
  return finish_hash(h, d < 0);
}

}  // namespace tpy
