// utf8.cpp — UTF-8 counting, offset mapping and strict validation (see
// utf8.h). The per-code-point decode/encode are inline in the header.
#include "builtins/utf8.h"

namespace tpy {

int64_t utf8_count(std::string_view s) {
  int64_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

bool utf8_is_ascii(std::string_view s) {
  for (unsigned char c : s)
    if (c >= 0x80) return false;
  return true;
}

size_t utf8_offset(std::string_view s, int64_t index) {
  size_t i = 0;
  while (index > 0 && i < s.size()) {
    i += utf8_seq_len(static_cast<unsigned char>(s[i]));
    index--;
  }
  return i < s.size() ? i : s.size();
}

int64_t utf8_index(std::string_view s, size_t off) {
  if (off > s.size()) off = s.size();
  return utf8_count(s.substr(0, off));
}

bool utf8_validate(std::string_view s, size_t* bad_pos, size_t* bad_len) {
  size_t i = 0, n = s.size();
  auto fail = [&](size_t len) {
    if (bad_pos) *bad_pos = i;
    if (bad_len) *bad_len = len;
    return false;
  };
  auto cont = [&](size_t k) { return i + k < n && (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80; };
  while (i < n) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) { i++; continue; }
    if (c < 0xC2 || c > 0xF4) return fail(1);
    if (c < 0xE0) {
      if (!cont(1)) return fail(1);
      i += 2;
      continue;
    }
    // The second byte's allowed range excludes overlongs and surrogates.
    unsigned char lo = 0x80, hi = 0xBF;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
    if (i + 1 >= n) return fail(1);
    unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
    if (c1 < lo || c1 > hi) return fail(1);
    if (c < 0xF0) {
      if (!cont(2)) return fail(2);
      i += 3;
      continue;
    }
    if (!cont(2)) return fail(2);
    if (!cont(3)) return fail(3);
    i += 4;
  }
  return true;
}

std::u32string utf8_to_u32(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  size_t i = 0;
  while (i < s.size()) out.push_back(utf8_decode(s, i));
  return out;
}

std::string utf8_from_u32(std::u32string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char32_t c : s) utf8_encode(c, out);
  return out;
}

}  // namespace tpy
