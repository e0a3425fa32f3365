// str_util.h — UTF-8 helpers the core needs for str indexing and iteration
// (code point ↔ byte offset). builtins/ has the fuller Unicode toolkit.
#pragma once
#include <cstdint>
#include <string>
#include "vm/object.h"

namespace tpy {

inline size_t utf8_len_at(const std::string& s, size_t i) {
  unsigned char c = (unsigned char)s[i];
  return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

// Byte offset of code point `cp` (0 <= cp <= length).
inline size_t utf8_offset(const Str* s, int64_t cp) {
  if (s->ascii) return (size_t)cp;
  size_t i = 0;
  for (int64_t k = 0; k < cp && i < s->text().size(); k++) i += utf8_len_at(s->text(), i);
  return i;
}

// Appends the UTF-8 encoding of code point c.
inline void utf8_append(std::string& out, uint32_t c) {
  if (c < 0x80) out += (char)c;
  else if (c < 0x800) { out += (char)(0xC0 | (c >> 6)); out += (char)(0x80 | (c & 0x3F)); }
  else if (c < 0x10000) {
    out += (char)(0xE0 | (c >> 12)); out += (char)(0x80 | ((c >> 6) & 0x3F)); out += (char)(0x80 | (c & 0x3F));
  } else {
    out += (char)(0xF0 | (c >> 18)); out += (char)(0x80 | ((c >> 12) & 0x3F));
    out += (char)(0x80 | ((c >> 6) & 0x3F)); out += (char)(0x80 | (c & 0x3F));
  }
}

// Decodes the code point at byte offset i.
inline uint32_t utf8_decode_at(const std::string& s, size_t i) {
  unsigned char c = (unsigned char)s[i];
  if (c < 0x80) return c;
  size_t n = utf8_len_at(s, i);
  uint32_t cp = c & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
  for (size_t k = 1; k < n && i + k < s.size(); k++) cp = (cp << 6) | ((unsigned char)s[i + k] & 0x3F);
  return cp;
}

}  // namespace tpy
