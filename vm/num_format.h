// vm/num_format.h — CPython-exact text for numbers: repr(float), the format()
// mini-language for int/float/str, printf-style `%` conversions and round(x, n).
// Entry points: float_repr, parse_format_spec, format_int/float/str,
// percent_format_int/float, float_round. Walking a `%` format string, bool's
// str() for an empty spec and complex formatting are left to the caller.
#pragma once

#include "vm/bigint.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace tpy {

// repr(x) / str(x) for a float: shortest round-trip digits, positional when
// -4 <= exponent < 16 (with ".0" for integral values), else "1e+16" style.
// Never fails; allocates the returned string.
std::string float_repr(double x);

// One parsed standard format spec:
// [[fill]align][sign][z][#][0][width][grouping][.precision][type].
struct FormatSpec {
  std::string fill;        // UTF-8 of the fill code point; empty = not given
  char align = 0;          // '<' '>' '=' '^', or 0 = not given
  char sign = 0;           // '+' '-' ' ', or 0 = not given
  bool no_neg_zero = false;  // 'z' (3.11)
  bool alternate = false;    // '#'
  bool zero_pad = false;     // '0' before width with no explicit fill
  int64_t width = -1;        // -1 = not given
  char grouping = 0;         // ',' or '_', or 0
  int64_t precision = -1;    // -1 = not given
  char32_t type = 0;         // presentation type code point, 0 = none
};

// Parses `spec`. On failure returns false with err = kValue and CPython's
// message; `type_name` is the object's type for "Invalid format specifier
// '...' for object of type 'int'". Checks grouping against the type as
// CPython does at parse time ("Cannot specify ',' with 's'."). `default_type`
// is what an absent type means for that check: 's' for str, 'd' for int, 0 for float.
[[nodiscard]] bool parse_format_spec(std::string_view spec, FormatSpec& out, NumError& err,
                                     std::string_view type_name, char32_t default_type);

// A presentation type as CPython quotes it in "Unknown format code" messages:
// 'd', or '\xe4' for one outside printable ASCII.
std::string format_type_code_text(char32_t t);

// format_int, format_float and format_str append their text to `out`;
// when `out` must grow, `extra` more bytes are reserved (text to follow).
// format(v, spec) for ints: types b c d o x X n, none, and e E f F g G %
// through float conversion. Errors: kValue (bad type/flag combinations),
// kOverflow ("%c arg not in range(0x110000)", "int too large to convert to float").
// `type_name` names the type in "Unknown format code" messages ("int", "bool").
[[nodiscard]] bool format_int(const BigInt& v, const FormatSpec& spec, std::string& out,
                              NumError& err, std::string_view type_name = "int", size_t extra = 0);
// format(x, spec) for floats: types e E f F g G n % and none (repr-like).
// A precision above INT_MAX is kValue "precision too big", as CPython.
[[nodiscard]] bool format_float(double x, const FormatSpec& spec, std::string& out,
                                NumError& err, std::string_view type_name = "float", size_t extra = 0);
// format(s, spec) for str (UTF-8 in and out): types s and none; width and
// precision count code points.
[[nodiscard]] bool format_str(std::string_view utf8, const FormatSpec& spec, std::string& out,
                              NumError& err, std::string_view type_name = "str", size_t extra = 0);

// printf-style conversion flags of one `%` directive.
struct PercentFlags {
  bool left = false;       // '-'
  bool plus = false;       // '+'
  bool space = false;      // ' '
  bool alternate = false;  // '#'
  bool zero = false;       // '0'
};
// `'%<flags><width>.<prec><type>' % v` for type d i u o x X. width/prec -1 = not given.
// Never fails (the caller has already converted the argument to int).
std::string percent_format_int(const BigInt& v, const PercentFlags& flags, int64_t width,
                               int64_t prec, char type);
// Same for type e E f F g G (prec -1 means 6). Precondition: prec <= INT_MAX
// (the caller's `%` parser reports larger precisions).
std::string percent_format_float(double x, const PercentFlags& flags, int64_t width,
                                 int64_t prec, char type);
// The same, appended to `out` (with `extra` bytes more reserved when it
// grows: the rest of the format string follows; see format_str).
void percent_format_int_to(std::string& out, const BigInt& v, const PercentFlags& flags, int64_t width,
                           int64_t prec, char type, size_t extra);
void percent_format_float_to(std::string& out, double x, const PercentFlags& flags, int64_t width,
                             int64_t prec, char type, size_t extra);

// round(x, ndigits) correctly rounded (decimal half-even on the exact binary
// value: round(2.675, 2) == 2.67). Sets overflow (OverflowError "rounded value
// too large to represent") when a finite x rounds to infinity. NaN/inf are
// returned unchanged. round(x) with no ndigits is std::nearbyint + int conversion.
double float_round(double x, int64_t ndigits, bool& overflow);

}  // namespace tpy
