// vm/num_format.cpp — CPython-exact number formatting.
// Digit generation is std::to_chars (shortest round-trip or exact fixed/
// scientific, ties-to-even on the exact binary value, as CPython's dtoa);
// everything here is layout: sign, prefix, grouping, fill and alignment.
#include "vm/num_format.h"
#include "vm/repeat.h"
#include "vm/str_util.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <vector>

namespace tpy {

namespace {

bool set_err(NumError& err, NumErrKind kind, std::string msg) {
  err.kind = kind;
  err.msg = std::move(msg);
  return false;
}

size_t utf8_length(std::string_view s) {
  size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

// Byte length of the UTF-8 sequence starting at s[i] (1 for malformed bytes).
size_t utf8_seq_len(std::string_view s, size_t i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
  return std::min(len, s.size() - i);
}

char32_t utf8_decode_at(std::string_view s, size_t i, size_t len) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  if (len == 1) return c;
  char32_t cp = c & (0x7F >> len);
  for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return cp;
}

std::string utf8_encode(char32_t cp) {
  std::string out;
  utf8_append(out, cp);
  return out;
}

}  // namespace

std::string format_type_code_text(char32_t t) {
  if (t > 32 && t < 128) return std::string(1, static_cast<char>(t));
  char buf[16];
  std::snprintf(buf, sizeof buf, "\\x%x", static_cast<unsigned>(t));
  return buf;
}

namespace {

bool unknown_code(char32_t t, std::string_view type_name, NumError& err) {
  return set_err(err, NumErrKind::kValue,
                 "Unknown format code '" + format_type_code_text(t) + "' for object of type '" +
                     std::string(type_name.substr(0, 200)) + "'");
}

bool is_align(char c) { return c == '<' || c == '>' || c == '=' || c == '^'; }

// ---- digit generation ---------------------------------------------------

// std::to_chars into a growable buffer: fixed notation of 1e308 with a large
// precision needs far more than a stack buffer.
std::string chars(double a, std::chars_format fmt, int prec) {
  std::vector<char> buf(static_cast<size_t>(std::max(prec, 0)) + 400);
  auto res = std::to_chars(buf.data(), buf.data() + buf.size(), a, fmt, prec);
  return std::string(buf.data(), res.ptr);
}

std::string chars_shortest(double a) {
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, a, std::chars_format::scientific);
  return std::string(buf, res.ptr);
}

// Decimal exponent of a to_chars scientific string "d.ddde+XX".
int sci_exponent(const std::string& s) { return std::atoi(s.c_str() + s.find('e') + 1); }

// repr digits of a finite a >= 0 ('r' mode): switch to exponent form when the
// exponent is < -4 or >= 16; integral positional values get ".0".
std::string repr_abs(double a) {
  std::string sci = chars_shortest(a);
  size_t epos = sci.find('e');
  std::string digits;
  for (size_t i = 0; i < epos; ++i)
    if (sci[i] != '.') digits.push_back(sci[i]);
  int x = sci_exponent(sci);
  if (x < -4 || x >= 16) return sci;
  if (x < 0) return "0." + std::string(static_cast<size_t>(-x - 1), '0') + digits;
  size_t ip = static_cast<size_t>(x) + 1;
  if (digits.size() <= ip) return digits + std::string(ip - digits.size(), '0') + ".0";
  return digits.substr(0, ip) + "." + digits.substr(ip);
}

std::string fixed_abs(double a, int64_t prec, bool alt) {
  std::string s = chars(a, std::chars_format::fixed, static_cast<int>(prec));
  if (alt && prec == 0) s += '.';
  return s;
}

std::string sci_abs(double a, int64_t prec, bool alt) {
  std::string s = chars(a, std::chars_format::scientific, static_cast<int>(prec));
  if (alt && prec == 0) s.insert(1, ".");
  return s;
}

// 'g' (none_mode false) and the precision form of the empty type (none_mode
// true: exponent form already at exp >= p-1, and ".0" kept on integral values).
std::string general_abs(double a, int64_t p, bool alt, bool none_mode) {
  if (p == 0) p = 1;
  // A double's exact decimal expansion has at most 767 significant digits:
  // past kExactDigits every digit is 0, so the digits are made only that far
  // (the '#' form then gets its zeros appended; the others drop them anyway).
  constexpr int64_t kExactDigits = 800;
  const int64_t q = std::min(p, kExactDigits);
  std::string s = sci_abs(a, q - 1, false);
  int x = sci_exponent(s);
  int64_t limit = none_mode ? p - 1 : p;
  bool fixed = x >= -4 && x < limit;
  if (fixed) s = fixed_abs(a, q - 1 - x, false);
  size_t mant_end = fixed ? s.size() : s.find('e');
  std::string mant = s.substr(0, mant_end), tail = s.substr(mant_end);
  if (alt && p > q) mant.append(static_cast<size_t>(p - q), '0');
  if (!alt) {
    if (mant.find('.') != std::string::npos) {
      while (mant.back() == '0') mant.pop_back();
      if (mant.back() == '.') mant.pop_back();
    }
    if (none_mode && fixed && mant.find('.') == std::string::npos) mant += ".0";
  } else if (mant.find('.') == std::string::npos) {
    mant += '.';
  }
  return mant + tail;
}

void to_upper_ascii(std::string& s) {
  for (char& c : s)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
}

// True when every digit before any exponent is '0' (for 'z').
bool all_zero_digits(const std::string& s) {
  for (char c : s) {
    if (c == 'e' || c == 'E') break;
    if (c >= '1' && c <= '9') return false;
  }
  return true;
}

// ---- layout -------------------------------------------------------------

// Inserts `sep` every `group` digits from the right and, when min_width > 0,
// keeps prepending zero digits (and separators between them) until the
// result is at least min_width long. It never starts with a separator.
std::string group_digits(const std::string& digits, char sep, int group, int64_t min_width) {
  std::string rev;
  rev.reserve(std::max<size_t>(digits.size() + digits.size() / group + 1, min_width > 0 ? (size_t)min_width : 0));
  size_t count = 0;
  for (size_t i = digits.size(); i-- > 0;) {
    if (count && count % group == 0 && sep) rev.push_back(sep);
    rev.push_back(digits[i]);
    ++count;
  }
  while (static_cast<int64_t>(rev.size()) < min_width) {
    if (count && count % group == 0 && sep) rev.push_back(sep);
    rev.push_back('0');
    ++count;
  }
  std::reverse(rev.begin(), rev.end());
  return rev;
}

// Appends `fill` n times: one byte by memset, else copying what it already
// wrote (log2(n) block copies).
void append_fill(std::string& out, const std::string& fill, int64_t n) {
  if (n <= 0 || fill.empty()) return;
  if (fill.size() == 1) return (void)out.append(static_cast<size_t>(n), fill[0]);  // a memset
  size_t start = out.size(), bytes = fill.size() * static_cast<size_t>(n);
  out += fill;
  while ((out.size() - start) * 2 <= bytes) out.append(out, start, out.size() - start);
  out.append(out, start, bytes - (out.size() - start));
}

// Appends left fills + a + mid fills + b + right fills to `out`, grown once
// to its final size: a width near the memory limit fails at once
// (MemoryError) or fits, with no second copy of the padding made on the way
// (str.format builds all its fields in one buffer this way). `extra`: room
// for what is appended after this when `out` must grow (std::string cannot
// grow in place: a short tail after a huge field must not need a copy).
void padded_to(std::string& out, const std::string& fill, int64_t left, std::string_view a, int64_t mid,
               std::string_view b, int64_t right, size_t extra) {
  const size_t kMax = size_t(1) << 62;
  size_t fills = static_cast<size_t>(std::max<int64_t>(left, 0)) + static_cast<size_t>(std::max<int64_t>(mid, 0)) +
                 static_cast<size_t>(std::max<int64_t>(right, 0));
  if (!fill.empty() && fills > (kMax - out.size()) / fill.size()) throw std::bad_alloc();
  size_t need = out.size() + fills * fill.size() + a.size() + b.size();
  if (need > out.capacity()) need = std::max(need + extra, out.capacity() + out.capacity() / 2);  // amortised
  out.reserve(need);
  append_fill(out, fill, left);
  out.append(a);
  append_fill(out, fill, mid);
  out.append(b);
  append_fill(out, fill, right);
}

// Appends sign + prefix + digits (grouped) + rest, padded to spec.width. Numbers
// default to right alignment; an implicit '0' pad means fill '0', align '='.
void layout_number(std::string& out, std::string_view sign, std::string_view prefix,
                   const std::string& digits, std::string_view rest, const FormatSpec& spec,
                   char sep, int group, size_t extra) {
  std::string fill = !spec.fill.empty() ? spec.fill : (spec.zero_pad ? "0" : " ");
  char align = spec.align ? spec.align : (spec.zero_pad ? '=' : '>');
  std::string grouped = digits;
  if (sep && !digits.empty()) {
    int64_t min_width = 0;
    if (fill == "0" && align == '=' && spec.width > 0)
      min_width = spec.width - static_cast<int64_t>(sign.size() + prefix.size() + utf8_length(rest));
    grouped = group_digits(digits, sep, group, min_width);
  }
  std::string lead = std::string(sign) + std::string(prefix);
  std::string tail = grouped + std::string(rest);
  int64_t len = static_cast<int64_t>(lead.size() + utf8_length(tail));
  int64_t pad = spec.width > len ? spec.width - len : 0;
  switch (align) {
    case '<': return padded_to(out, fill, 0, lead, 0, tail, pad, extra);
    case '^': return padded_to(out, fill, pad / 2, lead, 0, tail, pad - pad / 2, extra);
    case '=': return padded_to(out, fill, 0, lead, pad, tail, 0, extra);
    default: return padded_to(out, fill, pad, lead, 0, tail, 0, extra);
  }
}

// Splits a formatted magnitude into its leading integer digits and the rest.
void split_int_part(const std::string& s, std::string& digits, std::string& rest) {
  size_t i = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
  digits = s.substr(0, i);
  rest = s.substr(i);
}

// Magnitude text of a float for a format()/% type; nullopt-free: the caller
// has validated `type`. '%' multiplies by 100 before this point.
std::string float_magnitude(double a, char32_t type, int64_t prec, bool alt) {
  std::string s;
  if (std::isinf(a)) {
    s = "inf";
  } else if (std::isnan(a)) {
    s = "nan";
  } else {
    switch (type) {
      case 'e': case 'E': s = sci_abs(a, prec < 0 ? 6 : prec, alt); break;
      case 'f': case 'F': case '%': s = fixed_abs(a, prec < 0 ? 6 : prec, alt); break;
      case 'g': case 'G': case 'n': s = general_abs(a, prec < 0 ? 6 : prec, alt, false); break;
      default:
        if (prec >= 0) {
          s = general_abs(a, prec, alt, true);
        } else {
          s = repr_abs(a);
          size_t e = s.find('e');
          if (alt && e != std::string::npos && s.find('.') == std::string::npos) s.insert(e, ".");
        }
        break;
    }
  }
  if (type == 'E' || type == 'F' || type == 'G') to_upper_ascii(s);
  if (type == '%') s += '%';
  return s;
}

}  // namespace

std::string float_repr(double x) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  std::string s = repr_abs(std::fabs(x));
  return std::signbit(x) ? "-" + s : s;
}

bool parse_format_spec(std::string_view spec, FormatSpec& out, NumError& err,
                       std::string_view type_name, char32_t default_type) {
  out = FormatSpec{};
  out.type = default_type;
  size_t pos = 0, n = spec.size();
  if (n > 0) {
    size_t l0 = utf8_seq_len(spec, 0);
    if (l0 < n && is_align(spec[l0])) {
      out.fill = std::string(spec.substr(0, l0));
      out.align = spec[l0];
      pos = l0 + 1;
    } else if (is_align(spec[0])) {
      out.align = spec[0];
      pos = 1;
    }
  }
  if (pos < n && (spec[pos] == '+' || spec[pos] == '-' || spec[pos] == ' ')) out.sign = spec[pos++];
  if (pos < n && spec[pos] == 'z') {
    out.no_neg_zero = true;
    ++pos;
  }
  if (pos < n && spec[pos] == '#') {
    out.alternate = true;
    ++pos;
  }
  if (out.fill.empty() && pos < n && spec[pos] == '0') {
    out.zero_pad = true;
    ++pos;
  }
  auto read_int = [&](int64_t& value) -> int {  // digits consumed, -1 on overflow
    int count = 0;
    int64_t acc = 0;
    while (pos < n && spec[pos] >= '0' && spec[pos] <= '9') {
      int d = spec[pos] - '0';
      if (acc > (std::numeric_limits<int64_t>::max() - d) / 10) return -1;
      acc = acc * 10 + d;
      ++pos;
      ++count;
    }
    if (count) value = acc;
    return count;
  };
  const char* kTooMany = "Too many decimal digits in format string";
  if (read_int(out.width) < 0) return set_err(err, NumErrKind::kValue, kTooMany);
  if (pos < n && spec[pos] == ',') {
    out.grouping = ',';
    ++pos;
  }
  if (pos < n && spec[pos] == '_') {
    if (out.grouping) return set_err(err, NumErrKind::kValue, "Cannot specify both ',' and '_'.");
    out.grouping = '_';
    ++pos;
  }
  if (pos < n && spec[pos] == ',' && out.grouping == '_')
    return set_err(err, NumErrKind::kValue, "Cannot specify both ',' and '_'.");
  if (pos < n && spec[pos] == '.') {
    ++pos;
    int got = read_int(out.precision);
    if (got < 0) return set_err(err, NumErrKind::kValue, kTooMany);
    if (got == 0) return set_err(err, NumErrKind::kValue, "Format specifier missing precision");
  }
  if (pos < n) {
    size_t len = utf8_seq_len(spec, pos);
    if (pos + len < n)
      return set_err(err, NumErrKind::kValue,
                     "Invalid format specifier '" + std::string(spec) + "' for object of type '" +
                         std::string(type_name) + "'");
    out.type = utf8_decode_at(spec, pos, len);
  }
  if (out.grouping) {
    switch (out.type) {
      case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
        break;
      case 'b': case 'o': case 'x': case 'X':
        if (out.grouping == '_') break;
        [[fallthrough]];
      default:
        return set_err(err, NumErrKind::kValue,
                       std::string("Cannot specify '") + out.grouping + "' with '" +
                           format_type_code_text(out.type) + "'.");
    }
  }
  return true;
}

bool format_float(double x, const FormatSpec& spec, std::string& out, NumError& err,
                  std::string_view type_name, size_t extra) {
  switch (spec.type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%': case 0: break;
    default: return unknown_code(spec.type, type_name, err);
  }
  if (spec.precision > std::numeric_limits<int>::max())
    return set_err(err, NumErrKind::kValue, "precision too big");
  double v = spec.type == '%' ? x * 100.0 : x;
  bool negative = std::signbit(v) && !std::isnan(v);
  std::string mag = float_magnitude(std::fabs(v), spec.type, spec.precision, spec.alternate);
  if (negative && spec.no_neg_zero && std::isfinite(v) && all_zero_digits(mag)) negative = false;
  const char* sign = negative ? "-" : spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "";
  std::string digits, rest;
  split_int_part(mag, digits, rest);
  layout_number(out, sign, "", digits, rest, spec, spec.grouping, 3, extra);
  return true;
}

bool format_int(const BigInt& v, const FormatSpec& spec, std::string& out, NumError& err,
                std::string_view type_name, size_t extra) {
  int base = 10;
  switch (spec.type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%': {
      double d;
      if (!big_to_double(v, d, err)) return false;
      return format_float(d, spec, out, err, type_name, extra);
    }
    case 'b': base = 2; break;
    case 'o': base = 8; break;
    case 'x': case 'X': base = 16; break;
    case 'c': case 'd': case 'n': case 0: break;
    default: return unknown_code(spec.type, type_name, err);
  }
  if (spec.precision >= 0)
    return set_err(err, NumErrKind::kValue, "Precision not allowed in integer format specifier");
  if (spec.no_neg_zero)
    return set_err(err, NumErrKind::kValue,
                   "Negative zero coercion (z) not allowed in integer format specifier");
  if (spec.type == 'c') {
    if (spec.sign)
      return set_err(err, NumErrKind::kValue, "Sign not allowed with integer format specifier 'c'");
    if (spec.alternate)
      return set_err(err, NumErrKind::kValue,
                     "Alternate form (#) not allowed with integer format specifier 'c'");
    if (!fits_int64(v))
      return set_err(err, NumErrKind::kOverflow, "Python int too large to convert to C long");
    if (v < 0 || v >= 0x110000)
      return set_err(err, NumErrKind::kOverflow, "%c arg not in range(0x110000)");
    layout_number(out, "", "", "", utf8_encode(static_cast<char32_t>(to_int64(v))), spec, 0, 3, extra);
    return true;
  }
  std::string digits = big_to_string(v < 0 ? BigInt(-v) : v, base);
  if (spec.type == 'X') to_upper_ascii(digits);
  const char* prefix = "";
  if (spec.alternate) {
    prefix = spec.type == 'b' ? "0b" : spec.type == 'o' ? "0o" : spec.type == 'x' ? "0x"
           : spec.type == 'X' ? "0X" : "";
  }
  const char* sign = v < 0 ? "-" : spec.sign == '+' ? "+" : spec.sign == ' ' ? " " : "";
  layout_number(out, sign, prefix, digits, "", spec, spec.grouping, base == 10 ? 3 : 4, extra);
  return true;
}

bool format_str(std::string_view utf8, const FormatSpec& spec, std::string& out, NumError& err,
                std::string_view type_name, size_t extra) {
  if (spec.type != 's' && spec.type != 0) return unknown_code(spec.type, type_name, err);
  if (spec.sign)
    return set_err(err, NumErrKind::kValue, spec.sign == ' ' ? "Space not allowed in string format specifier"
                                                             : "Sign not allowed in string format specifier");
  if (spec.no_neg_zero)
    return set_err(err, NumErrKind::kValue,
                   "Negative zero coercion (z) not allowed in string format specifier");
  if (spec.alternate)
    return set_err(err, NumErrKind::kValue,
                   "Alternate form (#) not allowed in string format specifier");
  if (spec.align == '=')
    return set_err(err, NumErrKind::kValue, "'=' alignment not allowed in string format specifier");
  std::string_view text = utf8;
  if (spec.precision >= 0) {
    size_t i = 0;
    for (int64_t cps = 0; i < text.size() && cps < spec.precision; ++cps) i += utf8_seq_len(text, i);
    text = text.substr(0, i);
  }
  std::string fill = !spec.fill.empty() ? spec.fill : (spec.zero_pad ? "0" : " ");
  int64_t len = static_cast<int64_t>(utf8_length(text));
  int64_t pad = spec.width > len ? spec.width - len : 0;
  switch (spec.align) {
    case '>': padded_to(out, fill, pad, text, 0, {}, 0, extra); break;
    case '^': padded_to(out, fill, pad / 2, text, 0, {}, pad - pad / 2, extra); break;
    default: padded_to(out, fill, 0, text, 0, {}, pad, extra); break;
  }
  return true;
}

namespace {

void pad_percent(std::string& out, const std::string& lead, const std::string& body, const PercentFlags& f,
                 int64_t width, size_t extra) {
  int64_t len = static_cast<int64_t>(lead.size() + body.size());
  int64_t pad = width > len ? width - len : 0;
  if (f.left) return padded_to(out, " ", 0, lead, 0, body, pad, extra);
  if (f.zero) return padded_to(out, "0", 0, lead, pad, body, 0, extra);
  return padded_to(out, " ", pad, lead, 0, body, 0, extra);
}

}  // namespace

void percent_format_int_to(std::string& out, const BigInt& v, const PercentFlags& flags, int64_t width,
                           int64_t prec, char type, size_t extra) {
  int base = type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
  std::string digits = big_to_string(v < 0 ? BigInt(-v) : v, base);
  if (type == 'X') to_upper_ascii(digits);
  if (prec > static_cast<int64_t>(digits.size()))
    digits.insert(0, static_cast<size_t>(prec) - digits.size(), '0');
  std::string lead = v < 0 ? "-" : flags.plus ? "+" : flags.space ? " " : "";
  if (flags.alternate && base != 10) lead += type == 'o' ? "0o" : type == 'x' ? "0x" : "0X";
  pad_percent(out, lead, digits, flags, width, extra);
}

std::string percent_format_int(const BigInt& v, const PercentFlags& flags, int64_t width, int64_t prec, char type) {
  std::string out;
  percent_format_int_to(out, v, flags, width, prec, type, 0);
  return out;
}

void percent_format_float_to(std::string& out, double x, const PercentFlags& flags, int64_t width, int64_t prec,
                             char type, size_t extra) {
  bool negative = std::signbit(x) && !std::isnan(x);
  std::string body = float_magnitude(std::fabs(x), static_cast<char32_t>(type), prec < 0 ? 6 : prec,
                                     flags.alternate);
  std::string lead = negative ? "-" : flags.plus ? "+" : flags.space ? " " : "";
  pad_percent(out, lead, body, flags, width, extra);
}

std::string percent_format_float(double x, const PercentFlags& flags, int64_t width, int64_t prec, char type) {
  std::string out;
  percent_format_float_to(out, x, flags, width, prec, type, 0);
  return out;
}

double float_round(double x, int64_t ndigits, bool& overflow) {
  overflow = false;
  if (!std::isfinite(x) || x == 0.0) return x;
  // Past these bounds the result is x itself / a signed zero for every double
  // (323 ~ (53 + 1021) * log10(2), 308 ~ 1025 * log10(2)).
  if (ndigits > 323) return x;
  if (ndigits < -308) return 0.0 * x;
  if (ndigits >= 0) {
    std::string s = chars(x, std::chars_format::fixed, static_cast<int>(ndigits));
    double r = 0;
    std::from_chars(s.data(), s.data() + s.size(), r);
    return r;
  }
  // Negative ndigits: exact rational arithmetic on |x| = m * 2**e.
  int e;
  double frac = std::frexp(std::fabs(x), &e);
  BigInt m = static_cast<int64_t>(std::ldexp(frac, 53));
  e -= 53;
  BigInt unit = big_pow(10, static_cast<uint64_t>(-ndigits));
  BigInt num = m, den = unit;
  if (e >= 0) {
    num <<= static_cast<unsigned>(e);
  } else {
    den <<= static_cast<unsigned>(-e);
  }
  BigInt q, r;
  boost::multiprecision::divide_qr(num, den, q, r);
  BigInt twice = r * 2;
  if (twice > den || (twice == den && (q & 1) != 0)) q += 1;
  double d;
  NumError unused;
  if (!big_to_double(q * unit, d, unused)) {
    overflow = true;
    return std::copysign(HUGE_VAL, x);
  }
  return std::copysign(d, x);
}

}  // namespace tpy
