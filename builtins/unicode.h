// unicode.h — per-code-point Unicode properties for str methods: the
// predicates behind isalpha/isdecimal/isdigit/isnumeric/isprintable/isspace,
// line breaks for splitlines, and case mapping (full mappings for the few
// code points whose upper/lower form is longer, like 'ß'.upper() == 'SS').
// Range tables live in unicode_tables.cpp; simple case maps come from the
// C library's C.UTF-8 locale (towupper_l), so no global locale is touched.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace tpy {

struct UnicodeRange {
  uint32_t lo, hi;
};

bool uni_is_alpha(uint32_t cp);
bool uni_is_decimal(uint32_t cp);
int uni_decimal_value(uint32_t cp);  // 0..9, or -1 when cp is not a decimal digit
bool uni_is_digit(uint32_t cp);
bool uni_is_numeric(uint32_t cp);
bool uni_is_printable(uint32_t cp);
bool uni_is_cased(uint32_t cp);
bool uni_is_upper(uint32_t cp);
bool uni_is_lower(uint32_t cp);
bool uni_is_title(uint32_t cp);
inline bool uni_is_alnum(uint32_t cp) { return uni_is_alpha(cp) || uni_is_numeric(cp); }

// Python's whitespace (str.split() and str.isspace()).
inline bool uni_is_space(uint32_t cp) {
  if (cp < 0x80) return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1F);
  return cp == 0x85 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 ||
         cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

// Line boundaries of str.splitlines() ("\r\n" is handled by the caller).
inline bool uni_is_linebreak(uint32_t cp) {
  return cp == '\n' || cp == '\r' || cp == 0x0B || cp == 0x0C || cp == 0x1C || cp == 0x1D || cp == 0x1E ||
         cp == 0x85 || cp == 0x2028 || cp == 0x2029;
}

// Simple (one code point) case mappings.
uint32_t uni_to_upper(uint32_t cp);
uint32_t uni_to_lower(uint32_t cp);
// Full mappings appended to out as UTF-8 (may be longer than one code point).
void uni_append_upper(uint32_t cp, std::string& out);
void uni_append_lower(uint32_t cp, std::string& out);
void uni_append_title(uint32_t cp, std::string& out);
void uni_append_casefold(uint32_t cp, std::string& out);

}  // namespace tpy
