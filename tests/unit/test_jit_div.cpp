// test_jit_div.cpp — division by a constant through its magic number (the
// computation jit/asm_x64.cpp emits for `//` and `%` by a constant).
#include <catch2/catch.hpp>
#include <climits>
#include <random>
#include "jit/ir.h"

using namespace tpy::jit;

TEST_CASE("magic-number division truncates like the divide instruction", "[jit]") {
  std::mt19937_64 rng(12345);
  std::vector<int64_t> divisors = {2, 3, 5, 6, 7, 9, 10, 12, 17, 25, 100, 641, 1000, 1009, 1013, 16807,
                                   2147483647, 2147483648LL, 4294967297LL, (1LL << 62) + 1, INT64_MAX};
  for (int k = 0; k < 200; k++) divisors.push_back((int64_t)(rng() >> (1 + rng() % 62)) | 2);
  std::vector<int64_t> numerators = {0, 1, -1, 2, -2, INT64_MAX, INT64_MIN, INT64_MIN + 1, INT64_MAX - 1};
  for (int k = 0; k < 2000; k++) numerators.push_back((int64_t)(rng() >> (rng() % 64)) * ((rng() & 1) ? 1 : -1));
  for (int64_t d : divisors) {
    if (d < 2) continue;
    DivMagic mg = div_magic(d);
    // Numerators around d and -d (wrapping at the int64 limits, as the
    // machine code would see them).
    const uint64_t u = (uint64_t)d;
    for (uint64_t e : {u, u - 1, u + 1, 2 * u, 0 - u, 1 - u, 0 - u - 1}) numerators.push_back((int64_t)e);
    for (int64_t n : numerators) {
      INFO("n = " << n << ", d = " << d);
      REQUIRE(magic_trunc_div(n, mg) == n / d);
    }
  }
}
