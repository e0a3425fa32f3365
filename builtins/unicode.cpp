// unicode.cpp — Unicode property lookups (binary search over the range
// tables of unicode_tables.cpp) and case mapping through the C.UTF-8 locale
// object, plus the handful of full case mappings CPython users meet.
#include "builtins/unicode.h"

#include <locale.h>
#include <wctype.h>

#include "builtins/utf8.h"

namespace tpy {

extern const UnicodeRange kAlpha[], kDecimal[], kDigit[], kNumeric[], kPrintable[], kCased[];
extern const size_t kAlphaCount, kDecimalCount, kDigitCount, kNumericCount, kPrintableCount, kCasedCount;

namespace {

const UnicodeRange* find_range(const UnicodeRange* t, size_t n, uint32_t cp) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (t[mid].hi < cp) lo = mid + 1;
    else hi = mid;
  }
  return lo < n && t[lo].lo <= cp ? &t[lo] : nullptr;
}

bool in_table(const UnicodeRange* t, size_t n, uint32_t cp) { return find_range(t, n, cp) != nullptr; }

// A C.UTF-8 locale object made once; null when the C library has none (then
// non-ASCII case mapping is the identity).
locale_t utf8_locale() {
  static locale_t loc = [] {
    locale_t l = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr));
    if (!l) l = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", static_cast<locale_t>(nullptr));
    return l;
  }();
  return loc;
}

}  // namespace

bool uni_is_alpha(uint32_t cp) {
  if (cp < 0x80) return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
  return in_table(kAlpha, kAlphaCount, cp);
}

bool uni_is_decimal(uint32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9';
  return in_table(kDecimal, kDecimalCount, cp);
}

int uni_decimal_value(uint32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9' ? static_cast<int>(cp - '0') : -1;
  // Every decimal range is a run of whole 0..9 blocks starting at a zero.
  const UnicodeRange* r = find_range(kDecimal, kDecimalCount, cp);
  return r ? static_cast<int>((cp - r->lo) % 10) : -1;
}

bool uni_is_digit(uint32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9';
  return in_table(kDigit, kDigitCount, cp);
}

bool uni_is_numeric(uint32_t cp) {
  if (cp < 0x80) return cp >= '0' && cp <= '9';
  return in_table(kNumeric, kNumericCount, cp);
}

bool uni_is_printable(uint32_t cp) {
  if (cp < 0x80) return cp >= 0x20 && cp < 0x7F;
  return in_table(kPrintable, kPrintableCount, cp);
}

bool uni_is_cased(uint32_t cp) {
  if (cp < 0x80) return (cp | 0x20) >= 'a' && (cp | 0x20) <= 'z';
  return in_table(kCased, kCasedCount, cp);
}

bool uni_is_upper(uint32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z';
  locale_t l = utf8_locale();
  return l && iswupper_l(static_cast<wint_t>(cp), l);
}

bool uni_is_lower(uint32_t cp) {
  if (cp < 0x80) return cp >= 'a' && cp <= 'z';
  locale_t l = utf8_locale();
  return l && iswlower_l(static_cast<wint_t>(cp), l);
}

bool uni_is_title(uint32_t cp) {
  // The titlecase digraphs (Lt): ǅ ǈ ǋ ǲ and the Greek ᾈ.. forms.
  return cp == 0x1C5 || cp == 0x1C8 || cp == 0x1CB || cp == 0x1F2 || (cp >= 0x1F88 && cp <= 0x1F8F) ||
         (cp >= 0x1F98 && cp <= 0x1F9F) || (cp >= 0x1FA8 && cp <= 0x1FAF) || cp == 0x1FBC || cp == 0x1FCC ||
         cp == 0x1FFC;
}

uint32_t uni_to_upper(uint32_t cp) {
  if (cp < 0x80) return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
  locale_t l = utf8_locale();
  return l ? static_cast<uint32_t>(towupper_l(static_cast<wint_t>(cp), l)) : cp;
}

uint32_t uni_to_lower(uint32_t cp) {
  if (cp < 0x80) return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
  locale_t l = utf8_locale();
  return l ? static_cast<uint32_t>(towlower_l(static_cast<wint_t>(cp), l)) : cp;
}

void uni_append_upper(uint32_t cp, std::string& out) {
  if (cp == 0xDF) { out += "SS"; return; }
  if (cp >= 0xFB00 && cp <= 0xFB06) {
    static const char* const kLig[] = {"FF", "FI", "FL", "FFI", "FFL", "ST", "ST"};
    out += kLig[cp - 0xFB00];
    return;
  }
  utf8_encode(uni_to_upper(cp), out);
}

void uni_append_lower(uint32_t cp, std::string& out) {
  if (cp == 0x130) { out += "i\xCC\x87"; return; }  // 'İ'.lower() == 'i̇'
  utf8_encode(uni_to_lower(cp), out);
}

void uni_append_title(uint32_t cp, std::string& out) {
  switch (cp) {
    case 0xDF: out += "Ss"; return;
    case 0x1C4: case 0x1C5: case 0x1C6: utf8_encode(0x1C5, out); return;
    case 0x1C7: case 0x1C8: case 0x1C9: utf8_encode(0x1C8, out); return;
    case 0x1CA: case 0x1CB: case 0x1CC: utf8_encode(0x1CB, out); return;
    case 0x1F1: case 0x1F2: case 0x1F3: utf8_encode(0x1F2, out); return;
    default: break;
  }
  if (cp >= 0xFB00 && cp <= 0xFB06) {
    static const char* const kLig[] = {"Ff", "Fi", "Fl", "Ffi", "Ffl", "St", "St"};
    out += kLig[cp - 0xFB00];
    return;
  }
  utf8_encode(uni_to_upper(cp), out);
}

void uni_append_casefold(uint32_t cp, std::string& out) {
  if (cp == 0xDF) { out += "ss"; return; }
  if (cp == 0x3C2) { utf8_encode(0x3C3, out); return; }  // final sigma folds to σ
  if (cp >= 0xFB00 && cp <= 0xFB06) {
    static const char* const kLig[] = {"ff", "fi", "fl", "ffi", "ffl", "st", "st"};
    out += kLig[cp - 0xFB00];
    return;
  }
  uni_append_lower(cp, out);
}

}  // namespace tpy
