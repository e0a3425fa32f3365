// format.cpp — format(value, spec) for the built-in scalar types: int and
// bool, float and str through vm/num_format.h, complex here (both parts as
// floats, then the whole padded as one field). str.format's field engine is
// builtins/str_format.cpp; printf-style `%` is builtins/percent_format.cpp.
#include "builtins/format.h"

#include <cmath>

#include "builtins/str_util.h"
#include "vm/num_format.h"
#include "vm/ops.h"

namespace tpy {

namespace {

// Drops the ".0" of an integral repr ("1.0" → "1"), as complex's repr does;
// `keep_dot` ('#', the alternate form) keeps the point ("1.0" → "1.").
std::string strip_dot_zero(std::string s, bool keep_dot = false) {
  if (s.size() >= 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - (keep_dot ? 1 : 2));
  return s;
}

bool format_complex(VM& vm, double re, double im, std::string_view spec_text, std::string& out, size_t extra) {
  if (spec_text.empty()) { out += complex_repr(re, im); return true; }
  FormatSpec spec;
  NumError err;
  if (!parse_format_spec(spec_text, spec, err, "complex", 0)) return raise_num_error(vm, err);
  switch (spec.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': break;
    default: {
      std::string code = format_type_code_text(spec.type);
      return vm.raisef(vm.exc.ValueError, "Unknown format code '%s' for object of type 'complex'", code.c_str());
    }
  }
  // CPython checks the precision first (format_float's check, its message).
  if (spec.precision > std::numeric_limits<int>::max()) return vm.raise(vm.exc.ValueError, "precision too big");
  // CPython refuses '0' as the fill however it was given ("010", "0<10", "0=10").
  if (spec.zero_pad || spec.fill == "0") return vm.raise(vm.exc.ValueError, "Zero padding is not allowed in complex format specifier");
  if (spec.align == '=')
    return vm.raise(vm.exc.ValueError, "'=' alignment flag is not allowed in complex format specifier");
  // With no type, parts look like repr (or 'g' when a precision is given),
  // the real part is left out when it is +0, and the result is parenthesised.
  const bool bare = spec.type == 0;
  const bool skip_re = bare && re == 0.0 && !std::signbit(re);
  FormatSpec part;
  part.sign = spec.sign;
  part.no_neg_zero = spec.no_neg_zero;
  part.alternate = spec.alternate;
  part.grouping = spec.grouping;
  part.precision = spec.precision;
  part.type = bare && spec.precision >= 0 ? U'g' : spec.type;
  std::string re_text, im_text;
  if (!skip_re) {
    if (!format_float(re, part, re_text, err, "complex")) return raise_num_error(vm, err);
    if (bare && spec.precision < 0) re_text = strip_dot_zero(re_text, spec.alternate);
    part.sign = '+';  // the imaginary part always shows its sign after a real part
  }
  if (!format_float(im, part, im_text, err, "complex")) return raise_num_error(vm, err);
  if (bare && spec.precision < 0) im_text = strip_dot_zero(im_text, spec.alternate);
  std::string body;
  if (bare && !skip_re) body += '(';
  body += re_text;
  body += im_text;
  body += 'j';
  if (bare && !skip_re) body += ')';
  FormatSpec pad;
  pad.fill = spec.fill;
  pad.align = spec.align ? spec.align : '>';
  pad.width = spec.width;
  if (!format_str(body, pad, out, err, "complex", extra)) return raise_num_error(vm, err);
  return true;
}

}  // namespace

std::string complex_repr(double re, double im) {
  auto part = [](double x) {
    if (std::isnan(x)) return std::string("nan");
    if (std::isinf(x)) return std::string(x > 0 ? "inf" : "-inf");
    return strip_dot_zero(float_repr(x));
  };
  std::string im_text = part(im);
  if (re == 0.0 && !std::signbit(re)) return im_text + "j";
  std::string s = "(" + part(re);
  if (im_text[0] != '-') s += '+';
  s += im_text;
  s += "j)";
  return s;
}

bool format_builtin_value(VM& vm, Value v, std::string_view spec_text, std::string& out, size_t extra) {
  NumError err;
  FormatSpec spec;
  if (v.is_bool() && spec_text.empty()) { out += v.b ? "True" : "False"; return true; }
  if (spec_text.empty() && v.is_obj() && !v.o->type->builtin) {
    // A subclass's empty format is str(self): its own __str__ or __repr__ counts.
    Str* s;
    if (!to_str(vm, v, s)) return false;
    out += s->text();
    return true;
  }
  if (is_int_value(v)) {
    const char* tn = v.is_bool() ? "bool" : "int";
    if (spec_text.empty()) {
      out += v.is_obj() ? big_to_string(as<BigIntObj>(v)->v, 10) : std::to_string(v.is_int() ? v.i : int64_t{v.b});
      return true;
    }
    if (!parse_format_spec(spec_text, spec, err, tn, U'd')) return raise_num_error(vm, err);
    if (!format_int(int_to_big(v), spec, out, err, tn, extra)) return raise_num_error(vm, err);
    return true;
  }
  if (v.is_float()) {
    if (spec_text.empty()) { out += float_repr(v.f); return true; }
    if (!parse_format_spec(spec_text, spec, err, "float", 0)) return raise_num_error(vm, err);
    if (!format_float(v.f, spec, out, err, "float", extra)) return raise_num_error(vm, err);
    return true;
  }
  if (is_str(v)) {
    Str* s = as_str(v);
    if (spec_text.empty()) { out += s->text(); return true; }
    if (!parse_format_spec(spec_text, spec, err, "str", U's')) return raise_num_error(vm, err);
    if (!format_str(s->text(), spec, out, err, "str", extra)) return raise_num_error(vm, err);
    return true;
  }
  if (is_layout(v, Layout::Complex)) {
    Complex* c = as<Complex>(v);
    return format_complex(vm, c->re, c->im, spec_text, out, extra);
  }
  if (!spec_text.empty()) {
    return vm.raisef(vm.exc.TypeError, "unsupported format string passed to %s.__format__", type_name(vm, v));
  }
  Str* s = nullptr;
  if (!to_str(vm, v, s)) return false;
  out += s->text();
  return true;
}

}  // namespace tpy
