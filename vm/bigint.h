// vm/bigint.h — Python int semantics over boost::multiprecision::cpp_int.
// Entry points: floor div/mod, pow (incl. modular inverse), shifts, bitwise ops,
// exact int/float comparison, correctly rounded int->float and int/int, hashing
// (ints and floats, CPython's modulus 2**61-1) and checked int64 fast paths.
// Knows nothing of the VM object model: errors come back as NumError values and
// the caller raises them. Decimal/hex text lives in num_format / num_parse.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>

#include <compare>
#include <cstdint>
#include <string>

namespace tpy {

using BigInt = boost::multiprecision::cpp_int;

// The Python exception class a failed numeric operation maps to.
enum class NumErrKind : uint8_t {
  kNone,
  kZeroDivision,  // ZeroDivisionError
  kOverflow,      // OverflowError
  kValue,         // ValueError
  kMemory,        // MemoryError (e.g. 1 << 2**64); message is empty
};

// Filled by a failing function; `msg` is CPython's exact message text.
struct NumError {
  NumErrKind kind = NumErrKind::kNone;
  std::string msg;
};

// ---- int64 fast paths (noexcept, JIT-callable, never allocate) -------------
// Each returns true on overflow (like __builtin_*_overflow); *out is then unspecified.
inline bool add_overflow(int64_t a, int64_t b, int64_t* out) noexcept {
  return __builtin_add_overflow(a, b, out);
}
inline bool sub_overflow(int64_t a, int64_t b, int64_t* out) noexcept {
  return __builtin_sub_overflow(a, b, out);
}
inline bool mul_overflow(int64_t a, int64_t b, int64_t* out) noexcept {
  return __builtin_mul_overflow(a, b, out);
}
// Python floor division / modulo on int64. Precondition: b != 0.
// floordiv_int64 returns true on overflow (INT64_MIN // -1); mod_int64 cannot overflow.
bool floordiv_int64(int64_t a, int64_t b, int64_t* out) noexcept;
int64_t mod_int64(int64_t a, int64_t b) noexcept;

// ---- arithmetic with Python semantics (may allocate; never throw) ----------
// Division by zero: kZeroDivision with "integer division or modulo by zero"
// (floordiv, divmod) or "integer modulo by zero" (mod).
[[nodiscard]] bool big_floordiv(const BigInt& a, const BigInt& b, BigInt& out, NumError& err);
[[nodiscard]] bool big_mod(const BigInt& a, const BigInt& b, BigInt& out, NumError& err);
[[nodiscard]] bool big_divmod(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r,
                              NumError& err);
// a ** e for e >= 0 (a negative e makes Python return a float: the caller
// converts both operands to float instead). Precondition: e >= 0.
BigInt big_pow(const BigInt& a, uint64_t e);
// pow(a, e, m): m == 0 -> kValue "pow() 3rd argument cannot be 0"; e < 0 uses the
// modular inverse, kValue "base is not invertible for the given modulus".
// Result has the sign of m (0 <= r < m, or m < r <= 0).
[[nodiscard]] bool big_pow_mod(const BigInt& a, const BigInt& e, const BigInt& m, BigInt& out,
                               NumError& err);
// Shifts: negative count -> kValue "negative shift count". A left shift whose
// count does not fit in 2**40 bits -> kMemory. Right shift floors (-1 >> n == -1).
[[nodiscard]] bool big_lshift(const BigInt& a, const BigInt& count, BigInt& out, NumError& err);
[[nodiscard]] bool big_rshift(const BigInt& a, const BigInt& count, BigInt& out, NumError& err);
// Bitwise ops with infinite two's-complement semantics on negatives (boost's
// cpp_int already behaves so; tests/unit/test_num.cpp pins it against CPython).
BigInt big_and(const BigInt& a, const BigInt& b);
BigInt big_or(const BigInt& a, const BigInt& b);
BigInt big_xor(const BigInt& a, const BigInt& b);
BigInt big_invert(const BigInt& a);  // ~a == -(a+1)
// int.bit_length(): bits in |a|, 0 for 0.
uint64_t big_bit_length(const BigInt& a);

// ---- int <-> float ---------------------------------------------------------
// Exact comparison of an int with a double, as Python's int/float comparisons.
// NaN gives std::partial_ordering::unordered.
std::partial_ordering compare_big_double(const BigInt& a, double d);
// Correctly rounded (round-half-even) int -> float.
// kOverflow "int too large to convert to float".
[[nodiscard]] bool big_to_double(const BigInt& a, double& out, NumError& err);
// int / int true division, correctly rounded. b == 0 -> kZeroDivision
// "division by zero"; overflow -> kOverflow "integer division result too large for a float".
[[nodiscard]] bool big_true_div(const BigInt& a, const BigInt& b, double& out, NumError& err);
// float -> int truncating toward zero (int(x)). inf -> kOverflow
// "cannot convert float infinity to integer", NaN -> kValue "cannot convert float NaN to integer".
[[nodiscard]] bool big_from_double(double d, BigInt& out, NumError& err);

// ---- int64 / text ------------------------------------------------------------
bool fits_int64(const BigInt& a) noexcept;
int64_t to_int64(const BigInt& a) noexcept;  // Precondition: fits_int64(a).
// Digits in base 2, 8, 10 or 16 (lowercase), '-' for negatives, no prefix.
// The caller adds 0b/0o/0x and enforces sys.int_max_str_digits for base 10.
std::string big_to_string(const BigInt& a, int base);

// ---- hashing (CPython's numeric hash: modulus 2**61-1, -1 maps to -2) -------
constexpr int64_t kHashModulus = (int64_t{1} << 61) - 1;
constexpr int64_t kHashInf = 314159;
int64_t hash_int64(int64_t v) noexcept;
int64_t hash_big(const BigInt& a);
// hash(float). NaN hashes by identity since 3.10: the caller passes the
// identity-based hash as `nan_hash`. Equal ints and floats hash equally.
int64_t hash_double(double d, int64_t nan_hash) noexcept;

}  // namespace tpy
