// builtins/mt_random.h — MT19937 reproducing CPython's `random` module bit for bit.
// Entry points: MersenneTwister (seed from an int, random(), getrandbits,
// randbelow, randrange/randint, shuffle, gauss, normalvariate, expovariate).
// Seeding from str/bytes (sha512 based) and from arbitrary objects (hash())
// is left to the caller, which turns the seed into an int first.
#pragma once

#include "vm/bigint.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace tpy {

// Not thread-safe; owns no heap memory (BigInt results allocate).
// Also meant for NumPy's legacy RandomState: numpy.random.RandomState(seed)
// with an int seed calls init_genrand(seed) (checked: its state word 0 is the
// seed itself) while an array seed uses init_by_array; random_sample() is the
// same 53-bit combination as random() here. CPython's random.seed(n) instead
// always goes through init_by_array.
class MersenneTwister {
 public:
  static constexpr int kStateWords = 624;

  // Seeded with init_genrand(5489), the reference default; Python code gets
  // a random.Random() seeded from entropy via seed_from_entropy().
  MersenneTwister() noexcept { init_genrand(5489u); }

  // ---- raw generator --------------------------------------------------------
  void init_genrand(uint32_t s) noexcept;
  void init_by_array(const uint32_t* key, size_t len) noexcept;
  uint32_t genrand_uint32() noexcept;

  // ---- seeding ----------------------------------------------------------------
  // random.seed(n) for an int n: |n| split into 32-bit words, least
  // significant first ([0] for 0), through init_by_array. Clears the gauss cache.
  void seed(const BigInt& n);
  // random.seed(None): 624 words from os_entropy. Returns false if that
  // failed (then the state is seeded from the clock instead).
  bool seed_from_entropy();

  // ---- core draws (noexcept, never allocate) ------------------------------------
  double random() noexcept;                  // [0, 1) with 53 random bits
  uint64_t getrandbits64(unsigned k) noexcept;  // 0 <= k <= 64
  uint64_t randbelow(uint64_t n) noexcept;      // [0, n); n == 0 gives 0

  // ---- arbitrary-size draws (allocate) -------------------------------------------
  BigInt getrandbits(uint64_t k);  // getrandbits(k), any k >= 0 (caller rejects k < 0)
  BigInt randbelow(const BigInt& n);  // [0, n) for n > 0; 0 for n <= 0

  // randrange(stop) / randrange(start, stop, step) with 3.11 semantics. On
  // failure returns false and `err` holds the ValueError text, e.g.
  // "empty range for randrange() (5, 5, 0)", "zero step for randrange()".
  // (The TypeError "Missing a non-None stop argument" is the caller's.)
  [[nodiscard]] bool randrange(const BigInt& stop, BigInt& out, std::string& err);
  [[nodiscard]] bool randrange(const BigInt& start, const BigInt& stop, const BigInt& step,
                               BigInt& out, std::string& err);
  // randint(a, b) == randrange(a, b + 1), with its error text.
  [[nodiscard]] bool randint(const BigInt& a, const BigInt& b, BigInt& out, std::string& err);

  // choice(seq) picks index randbelow(len); the caller raises IndexError
  // "Cannot choose from an empty sequence" for len == 0.
  uint64_t choice_index(uint64_t len) noexcept { return randbelow(len); }
  // shuffle(x): for i = n-1 .. 1, swap(i, randbelow(i + 1)).
  template <class Swap>
  void shuffle(uint64_t n, Swap&& swap) {
    for (uint64_t i = n; i-- > 1;) swap(i, randbelow(i + 1));
  }

  // ---- distributions (same libm calls and order as CPython) ---------------------------
  double uniform(double a, double b) noexcept { return a + (b - a) * random(); }
  double gauss(double mu, double sigma) noexcept;  // caches its second value
  double normalvariate(double mu, double sigma) noexcept;
  double expovariate(double lambd) noexcept;  // caller rejects lambd == 0 (ZeroDivisionError)

 private:
  void reload() noexcept;

  uint32_t mt_[kStateWords];
  int64_t index_ = kStateWords + 1;   // 64 bits: compiled code reads and writes it whole

 public:
  // For compiled code drawing inline (jit/infer_random.cpp): the byte
  // offsets of the state words and of the next word's index, and the
  // refill it calls when the index reaches kStateWords (index back to 0).
  static size_t state_offset() noexcept;
  static size_t index_offset() noexcept;
  void refill() noexcept { reload(); }
  // The state words and the index of the next one (kStateWords: refill
  // first), as NumPy's RandomState.get_state/set_state show them.
  uint32_t* state_words() noexcept { return mt_; }
  int64_t& state_index() noexcept { return index_; }

 private:
  std::optional<double> gauss_next_;
};

// n bytes from the kernel's random source (getrandom); false on failure.
bool os_entropy(void* buf, size_t n);

}  // namespace tpy
