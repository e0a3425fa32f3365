// utf8.h — small UTF-8 helpers for str (Str::s is UTF-8, Str::length counts
// code points). Entry points: decode/encode one code point, count code
// points, map between code-point indices and byte offsets, validate.
// No VM dependency; no allocation except the std::string outputs.
// Callers pass well-formed UTF-8 (every Str is) except to utf8_validate.
#pragma once
#include "vm/str_util.h"
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace tpy {

// Decodes the code point starting at s[i] and advances i past it.
// Precondition: i < s.size() and s is well-formed UTF-8.
inline uint32_t utf8_decode(std::string_view s, size_t& i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) { i += 1; return c; }
  if (c < 0xE0) {
    uint32_t cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu);
    i += 2;
    return cp;
  }
  if (c < 0xF0) {
    uint32_t cp = ((c & 0x0Fu) << 12) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 6) |
                  (static_cast<unsigned char>(s[i + 2]) & 0x3Fu);
    i += 3;
    return cp;
  }
  uint32_t cp = ((c & 0x07u) << 18) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 12) |
                ((static_cast<unsigned char>(s[i + 2]) & 0x3Fu) << 6) |
                (static_cast<unsigned char>(s[i + 3]) & 0x3Fu);
  i += 4;
  return cp;
}

// Appends the UTF-8 form of cp (surrogates are encoded as-is, like
// CPython's internal "surrogatepass" view; cp must be <= 0x10FFFF).
inline void utf8_encode(uint32_t cp, std::string& out) { utf8_append(out, cp); }

inline std::string utf8_from_code_point(uint32_t cp) {
  std::string s;
  utf8_encode(cp, s);
  return s;
}

// Byte length of the sequence whose lead byte is c (1 for stray bytes).
inline size_t utf8_seq_len(unsigned char c) {
  if (c < 0xC0) return 1;
  if (c < 0xE0) return 2;
  if (c < 0xF0) return 3;
  return 4;
}

// Number of code points (counts non-continuation bytes).
int64_t utf8_count(std::string_view s);
bool utf8_is_ascii(std::string_view s);

// Byte offset of code point `index` (0 <= index <= count; index past the
// end gives s.size()).
size_t utf8_offset(std::string_view s, int64_t index);
// Code-point index of byte offset `off` (which must be a sequence start or s.size()).
int64_t utf8_index(std::string_view s, size_t off);

// Strict validation (no overlongs, no surrogates, <= U+10FFFF). On failure
// bad_pos is the byte offset of the first invalid byte and bad_len the
// number of bytes CPython's decoder reports as invalid there (1..3).
bool utf8_validate(std::string_view s, size_t* bad_pos = nullptr, size_t* bad_len = nullptr);

// Decodes well-formed UTF-8 into code points, and back.
std::u32string utf8_to_u32(std::string_view s);
std::string utf8_from_u32(std::u32string_view s);

}  // namespace tpy
