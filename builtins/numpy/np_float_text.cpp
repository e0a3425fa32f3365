// np_float_text.cpp — one float as NumPy's Dragon4 writes it: positional
// ("0.125", "1.", "100.0") and scientific ("1.25e-03") text with NumPy's
// options (precision, unique, fractional, trim, sign, padding, min_digits,
// exp_digits). Digits come from std::to_chars: the shortest round-trip
// digits for unique mode, the exact value rounded half-to-even at a cut-off
// otherwise, which is what Dragon4 produces. Array printing (np_print.cpp)
// builds its element formats on these two functions.
#include "builtins/numpy/np_float_text.h"
#include <charconv>
#include <cmath>
#include <vector>

namespace tpy {

namespace {

// |x| = 0.d[0]d[1]... * 10^point; d empty for zero. Trailing zeros are kept
// when the digits come from a rounding to a fixed count.
struct Decimal {
  std::string d;
  int point = 1;
};

// Parses to_chars' "[-]D[.DDD]" or "[-]D[.DDD]e±X" text into a Decimal. A
// value that rounded to zero keeps its zeros ("0.000": d "0000", point 1).
Decimal parse_decimal(const std::string& s) {
  Decimal r;
  size_t i = s[0] == '-' ? 1 : 0;
  size_t e = s.find('e');
  std::string mant = s.substr(i, e == std::string::npos ? std::string::npos : e - i);
  int exp = e == std::string::npos ? 0 : std::stoi(s.substr(e + 1));
  size_t dot = mant.find('.');
  int whole = (int)(dot == std::string::npos ? mant.size() : dot);
  for (char c : mant)
    if (c != '.') r.d += c;
  r.point = whole + exp;
  size_t lead = r.d.find_first_not_of('0');
  if (lead == std::string::npos) return r;
  r.d.erase(0, lead);
  r.point -= (int)lead;
  return r;
}

std::string chars(double x, bool is_f32, std::chars_format f, int precision) {
  std::vector<char> buf(400 + (size_t)std::max(precision, 0));
  std::to_chars_result r = precision < 0
      ? (is_f32 ? std::to_chars(buf.data(), buf.data() + buf.size(), (float)x, f)
                : std::to_chars(buf.data(), buf.data() + buf.size(), x, f))
      : std::to_chars(buf.data(), buf.data() + buf.size(), x, f, precision);   // the exact value rounded
  return std::string(buf.data(), r.ptr);
}

void strip_trailing_zeros(Decimal& g) {
  while (!g.d.empty() && g.d.back() == '0') g.d.pop_back();
  if (g.d.empty()) g = Decimal{};
}

Decimal shortest(double x, bool is_f32) {
  Decimal g = parse_decimal(chars(x, is_f32, std::chars_format::scientific, -1));
  strip_trailing_zeros(g);
  return g;
}

// The exact value rounded half to even at n fraction digits (fixed) or n
// digits after the first (scientific). As Dragon4 at a cut-off, the zeros a
// carry leaves (1.2999 → "1.30") are dropped unless keep_zeros; the digits
// of a value rounded down stay ("1.2049" → "1.20").
Decimal round_exact(double x, std::chars_format f, int n, bool keep_zeros) {
  std::string text = chars(x, false, f, n);
  Decimal g = parse_decimal(text);
  double r = 0;
  std::from_chars(text.data(), text.data() + text.size(), r);
  if (!keep_zeros && std::fabs(r) > std::fabs(x)) strip_trailing_zeros(g);
  return g;
}

int frac_digits(const Decimal& g) { return std::max(0, (int)g.d.size() - g.point); }

// Dragon4's digit choice. `limit(g)` is how many digits g has in the unit
// precision counts (fraction digits or significant digits); `cut(n, keep)`
// rounds the exact value to n of those units.
template <class Limit, class Cut>
Decimal choose_digits(double x, bool is_f32, const FloatTextOptions& o, Limit limit, Cut cut) {
  if (!o.unique) return cut(o.precision, false);
  Decimal g = shortest(x, is_f32);
  if (o.precision >= 0 && limit(g) > o.precision) g = cut(o.precision, false);
  if (o.min_digits >= 0 && limit(g) < o.min_digits) g = cut(o.min_digits, true);
  return g;
}

std::string nonfinite_text(double x, bool sign) {
  if (std::isnan(x)) return "nan";
  return x < 0 ? "-inf" : sign ? "+inf" : "inf";
}

// whole + "." + frac under the trim mode; zeros up to `pad_zeros_to`
// fraction digits in non-unique 'k' mode, and up to min_digits (a zero has
// no digits of its own to extend).
std::string join_parts(const std::string& whole, std::string frac, const FloatTextOptions& o, int pad_zeros_to) {
  int want = std::max(o.trim == 'k' && !o.unique ? pad_zeros_to : 0, o.min_digits);
  if ((int)frac.size() < want) frac += std::string((size_t)(want - (int)frac.size()), '0');
  if (o.trim != 'k' && o.precision >= 0)
    while (!frac.empty() && frac.back() == '0') frac.pop_back();
  if (frac.empty()) return o.trim == '-' ? whole : o.trim == '0' ? whole + ".0" : whole + ".";
  return whole + "." + frac;
}

std::string sign_text(double x, const FloatTextOptions& o) {
  return std::signbit(x) ? "-" : o.sign ? "+" : "";
}

std::string pad_left(std::string s, int width) {
  return (int)s.size() < width ? std::string((size_t)(width - (int)s.size()), ' ') + s : s;
}

}  // namespace

std::string float_positional(double x, bool is_f32, const FloatTextOptions& o) {
  if (!std::isfinite(x)) return nonfinite_text(x, o.sign);
  Decimal g;
  if (x != 0) {
    if (o.fractional)
      g = choose_digits(x, is_f32, o, frac_digits,
                        [&](int n, bool keep) { return round_exact(x, std::chars_format::fixed, n, keep); });
    else
      g = choose_digits(x, is_f32, o, [](const Decimal& d) { return (int)d.d.size(); },
                        [&](int n, bool keep) {
                          return round_exact(x, std::chars_format::scientific, std::max(n, 1) - 1, keep);
                        });
  }
  std::string whole, frac;
  if (g.d.empty()) {
    whole = "0";
  } else if (g.point > 0) {
    whole = g.d.substr(0, std::min((size_t)g.point, g.d.size()));
    if ((int)whole.size() < g.point) whole += std::string((size_t)g.point - whole.size(), '0');
    if ((int)g.d.size() > g.point) frac = g.d.substr((size_t)g.point);
  } else {
    whole = "0";
    frac = std::string((size_t)-g.point, '0') + g.d;
  }
  int want = o.fractional ? o.precision : o.precision - std::max(g.point, 1);
  std::string s = join_parts(sign_text(x, o) + whole, frac, o, want);
  size_t dot = s.find('.');
  std::string left = s.substr(0, dot), right = dot == std::string::npos ? "" : s.substr(dot);
  int right_digits = right.empty() ? 0 : (int)right.size() - 1;
  if (o.pad_right > right_digits) right += std::string((size_t)(o.pad_right - right_digits), ' ');
  return pad_left(left, o.pad_left) + right;
}

std::string float_scientific(double x, bool is_f32, const FloatTextOptions& o) {
  if (!std::isfinite(x)) return nonfinite_text(x, o.sign);
  Decimal g;
  if (x != 0)
    g = choose_digits(x, is_f32, o, [](const Decimal& d) { return std::max(0, (int)d.d.size() - 1); },
                      [&](int n, bool keep) { return round_exact(x, std::chars_format::scientific, n, keep); });
  int exp = g.d.empty() ? 0 : g.point - 1;
  std::string m = g.d.empty() ? "0" : g.d;
  std::string s = join_parts(sign_text(x, o) + m.substr(0, 1), m.substr(1), o, o.precision);
  std::string es = std::to_string(std::abs(exp));
  int min_exp = o.exp_digits >= 0 ? o.exp_digits : 2;
  if ((int)es.size() < min_exp) es = std::string((size_t)(min_exp - (int)es.size()), '0') + es;
  size_t dot = s.find('.');
  std::string left = s.substr(0, dot), right = dot == std::string::npos ? "" : s.substr(dot);
  return pad_left(left, o.pad_left) + right + "e" + (exp < 0 ? "-" : "+") + es;
}

}  // namespace tpy
