// hash128.h — the 128-bit key hash of tpy's disk caches (NVRTC's cubins in
// gpu/nvrtc.cpp, compiled modules in vm/code_cache.cpp): hash128 of a byte
// string, Key128::hex for a file name.
//
// Two 64-bit lanes run over the same 8-byte words with different odd
// multipliers and rotations; each step is a bijection of the word for a fixed
// lane state, so a one-word change always reaches both lanes, and a
// collision needs both lanes to collide at once. A splitmix-style finaliser
// spreads the last words over all bits. Not cryptographic: it guards against
// accidents (a stale cubin or bytecode for changed source), not against an
// attacker who can already write to the user's cache folder.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

namespace tpy {

namespace hash128_detail {

constexpr uint64_t kMulA = 0x9E3779B97F4A7C15ull;  // 2^64 / golden ratio, odd
constexpr uint64_t kMulB = 0xD6E8FEB86659FD93ull;
constexpr uint64_t kMulC = 0xBF58476D1CE4E5B9ull;  // finaliser multipliers
constexpr uint64_t kMulD = 0x94D049BB133111EBull;

inline uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

inline uint64_t finalise(uint64_t x) {
  x ^= x >> 30;
  x *= kMulC;
  x ^= x >> 27;
  x *= kMulD;
  x ^= x >> 31;
  return x;
}

}  // namespace hash128_detail

struct Key128 {
  uint64_t hi = 0, lo = 0;
  std::string hex() const {
    char buf[33];
    std::snprintf(buf, sizeof buf, "%016llx%016llx", (unsigned long long)hi, (unsigned long long)lo);
    return buf;
  }
};

inline Key128 hash128(std::string_view data) {
  using namespace hash128_detail;
  // The length goes into the seeds, so zero-padding the last word cannot
  // make "ab" and "ab\0" collide.
  uint64_t a = 0x243F6A8885A308D3ull ^ data.size();  // digits of pi
  uint64_t b = 0x13198A2E03707344ull + data.size() * kMulB;
  auto step = [&](uint64_t w) {
    a = rotl(a ^ (w * kMulA), 31) * kMulB + 0xA4093822299F31D0ull;
    b = rotl(b + (w * kMulB), 27) * kMulA ^ 0x082EFA98EC4E6C89ull;
  };
  size_t i = 0;
  for (; i + 8 <= data.size(); i += 8) {
    uint64_t w;
    std::memcpy(&w, data.data() + i, 8);
    step(w);
  }
  uint64_t tail = 0;
  std::memcpy(&tail, data.data() + i, data.size() - i);
  step(tail);
  Key128 k;
  k.hi = finalise(a ^ rotl(b, 17));
  k.lo = finalise(b + k.hi * kMulA);
  return k;
}

}  // namespace tpy
