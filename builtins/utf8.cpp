// utf8.cpp — UTF-8 counting, offset mapping and strict validation (see
// utf8.h; validation is vm/codec.h's strict decoder). The per-code-point decode/encode are inline in the header.
#include "builtins/utf8.h"

#include "vm/codec.h"

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

// CPython's UTF-8 rules live in one place, the strict decoder of vm/codec.h.
bool utf8_validate(std::string_view s, size_t* bad_pos, size_t* bad_len) {
  if (utf8_is_ascii(s)) return true;
  std::string text;
  CodecError err;
  if (TextDecoder(Codec::Utf8, ErrorMode::Strict).decode(s, true, text, err)) return true;
  if (bad_pos) *bad_pos = err.start;
  if (bad_len) *bad_len = err.end - err.start;
  return false;
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
