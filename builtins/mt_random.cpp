// builtins/mt_random.cpp — MT19937 (Matsumoto & Nishimura) and the sampling
// algorithms of CPython 3.11's random.py/_randommodule.c, re-derived so that
// the same seed yields the same numbers. Checked against python3 in
// tests/unit/test_random.cpp.
#include "builtins/mt_random.h"

#include <sys/random.h>

#include <cerrno>
#include <cstddef>

#include <chrono>
#include <cmath>
#include <vector>

namespace tpy {

namespace {

constexpr int kN = MersenneTwister::kStateWords;
constexpr int kM = 397;
constexpr uint32_t kMatrixA = 0x9908b0dfu;
constexpr uint32_t kUpperMask = 0x80000000u;
constexpr uint32_t kLowerMask = 0x7fffffffu;

unsigned bit_length_u64(uint64_t n) { return n == 0 ? 0 : 64 - static_cast<unsigned>(__builtin_clzll(n)); }

}  // namespace

void MersenneTwister::init_genrand(uint32_t s) noexcept {
  mt_[0] = s;
  for (int i = 1; i < kN; ++i)
    mt_[i] = 1812433253u * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + static_cast<uint32_t>(i);
  index_ = kN;
}

void MersenneTwister::init_by_array(const uint32_t* key, size_t len) noexcept {
  init_genrand(19650218u);
  size_t i = 1, j = 0;
  for (size_t k = (static_cast<size_t>(kN) > len ? kN : len); k; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525u)) + key[j] +
             static_cast<uint32_t>(j);
    ++i;
    ++j;
    if (i >= static_cast<size_t>(kN)) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
    if (j >= len) j = 0;
  }
  for (size_t k = kN - 1; k; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941u)) -
             static_cast<uint32_t>(i);
    ++i;
    if (i >= static_cast<size_t>(kN)) {
      mt_[0] = mt_[kN - 1];
      i = 1;
    }
  }
  mt_[0] = 0x80000000u;  // guarantees a non-zero state
  index_ = kN;
}

size_t MersenneTwister::state_offset() noexcept { return offsetof(MersenneTwister, mt_); }
size_t MersenneTwister::index_offset() noexcept { return offsetof(MersenneTwister, index_); }

// The twist of all 624 words, in the three runs where k + 1 and k + M
// wrap differently (no modulo), with the matrix's term chosen by a mask
// (the low bit is random: a branch on it mispredicts half the time).
void MersenneTwister::reload() noexcept {
  auto twist = [&](int k, int next, int far) {
    uint32_t y = (mt_[k] & kUpperMask) | (mt_[next] & kLowerMask);
    mt_[k] = mt_[far] ^ (y >> 1) ^ (kMatrixA & (0u - (y & 1u)));
  };
  int k = 0;
  for (; k < kN - kM; ++k) twist(k, k + 1, k + kM);
  for (; k < kN - 1; ++k) twist(k, k + 1, k + kM - kN);
  twist(kN - 1, 0, kM - 1);
  index_ = 0;
}

uint32_t MersenneTwister::genrand_uint32() noexcept {
  if (index_ >= kN) reload();
  uint32_t y = mt_[index_++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

void MersenneTwister::seed(const BigInt& n) {
  BigInt m = n < 0 ? BigInt(-n) : n;
  std::vector<uint32_t> key;
  do {
    key.push_back(static_cast<uint32_t>(m & 0xffffffffu));
    m >>= 32;
  } while (m != 0);
  init_by_array(key.data(), key.size());
  gauss_next_.reset();
}

bool MersenneTwister::seed_from_entropy() {
  uint32_t key[kN];
  // One getrandom() call: std::random_device asks the CPU (rdseed) per
  // word, which took 27 ms for the 624 words on a virtual machine.
  bool ok = os_entropy(key, sizeof key);
  if (!ok) {
    auto t = static_cast<uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
    for (int i = 0; i < kN; ++i) key[i] = static_cast<uint32_t>(t >> (i % 2 ? 32 : 0)) + static_cast<uint32_t>(i);
  }
  init_by_array(key, kN);
  gauss_next_.reset();
  return ok;
}

bool os_entropy(void* buf, size_t n) {
  auto* p = static_cast<unsigned char*>(buf);
  while (n > 0) {
    ssize_t got = getrandom(p, n, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    p += got;
    n -= static_cast<size_t>(got);
  }
  return true;
}

double MersenneTwister::random() noexcept {
  uint32_t a = genrand_uint32() >> 5, b = genrand_uint32() >> 6;
  return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

uint64_t MersenneTwister::getrandbits64(unsigned k) noexcept {
  if (k == 0) return 0;
  if (k <= 32) return genrand_uint32() >> (32 - k);
  uint64_t lo = genrand_uint32();
  uint64_t hi = genrand_uint32() >> (64 - k);
  return lo | (hi << 32);
}

uint64_t MersenneTwister::randbelow(uint64_t n) noexcept {
  if (n == 0) return 0;
  unsigned k = bit_length_u64(n);
  uint64_t r = getrandbits64(k);
  while (r >= n) r = getrandbits64(k);
  return r;
}

BigInt MersenneTwister::getrandbits(uint64_t k) {
  if (k <= 64) return BigInt(getrandbits64(static_cast<unsigned>(k)));
  // 32-bit words, least significant first; the last word keeps its top bits.
  BigInt result = 0;
  uint64_t shift = 0;
  for (uint64_t left = k; left > 0; left = left > 32 ? left - 32 : 0, shift += 32) {
    uint32_t r = genrand_uint32();
    if (left < 32) r >>= (32 - left);
    result |= BigInt(r) << shift;
  }
  return result;
}

BigInt MersenneTwister::randbelow(const BigInt& n) {
  if (n <= 0) return 0;
  if (n <= std::numeric_limits<uint64_t>::max()) return BigInt(randbelow(static_cast<uint64_t>(n)));
  uint64_t k = big_bit_length(n);
  BigInt r = getrandbits(k);
  while (r >= n) r = getrandbits(k);
  return r;
}

bool MersenneTwister::randrange(const BigInt& stop, BigInt& out, std::string& err) {
  if (stop > 0) {
    out = randbelow(stop);
    return true;
  }
  err = "empty range for randrange()";
  return false;
}

bool MersenneTwister::randrange(const BigInt& start, const BigInt& stop, const BigInt& step,
                                BigInt& out, std::string& err) {
  BigInt width = stop - start;
  if (step == 1) {
    if (width > 0) {
      out = start + randbelow(width);
      return true;
    }
    err = "empty range for randrange() (" + start.str() + ", " + stop.str() + ", " + width.str() + ")";
    return false;
  }
  if (step == 0) {
    err = "zero step for randrange()";
    return false;
  }
  BigInt n, unused;
  NumError nerr;
  BigInt numer = step > 0 ? BigInt(width + step - 1) : BigInt(width + step + 1);
  (void)big_divmod(numer, step, n, unused, nerr);  // step != 0: cannot fail
  if (n <= 0) {
    err = "empty range for randrange()";
    return false;
  }
  out = start + step * randbelow(n);
  return true;
}

bool MersenneTwister::randint(const BigInt& a, const BigInt& b, BigInt& out, std::string& err) {
  return randrange(a, b + 1, 1, out, err);
}

double MersenneTwister::gauss(double mu, double sigma) noexcept {
  double z;
  if (gauss_next_) {
    z = *gauss_next_;
    gauss_next_.reset();
  } else {
    constexpr double kTwoPi = 2.0 * 3.141592653589793;
    double x2pi = random() * kTwoPi;
    double g2rad = std::sqrt(-2.0 * std::log(1.0 - random()));
    z = std::cos(x2pi) * g2rad;
    gauss_next_ = std::sin(x2pi) * g2rad;
  }
  return mu + z * sigma;
}

double MersenneTwister::normalvariate(double mu, double sigma) noexcept {
  // Kinderman and Monahan's ratio-of-uniforms method, as random.py.
  const double kMagic = 4 * std::exp(-0.5) / std::sqrt(2.0);
  double z;
  for (;;) {
    double u1 = random();
    double u2 = 1.0 - random();
    z = kMagic * (u1 - 0.5) / u2;
    double zz = z * z / 4.0;
    if (zz <= -std::log(u2)) break;
  }
  return mu + z * sigma;
}

double MersenneTwister::expovariate(double lambd) noexcept {
  return -std::log(1.0 - random()) / lambd;
}

}  // namespace tpy
