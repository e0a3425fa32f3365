// np_print.cpp — NumPy 1.24's array printing: repr/str of arrays (element
// formats chosen from all shown values: precision 8 'maxprec', exponent
// mode past 1e8 / under 1e-4 / ratio 1000, line wrapping at 75, summary
// with '...' past 1000 elements, dtype suffix for non-default dtypes) and of
// NumPy scalars. Float digits are the shortest round-trip ones (std::to_chars),
// cut at the precision with correct rounding, as NumPy's Dragon4 does.
#include <charconv>
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/numpy/np_internal.h"

namespace tpy {

namespace {


// Shortest digits of x (float32 values as float32): x = 0.d1d2... * 10^(exp+1)
// i.e. d1.d2d3... * 10^exp.
struct Digits {
  std::string d;
  int exp = 0;
  bool neg = false;
};
Digits shortest(double x, bool is_f32) {
  char buf[64];
  auto r = is_f32 ? std::to_chars(buf, buf + sizeof buf, (float)x, std::chars_format::scientific)
                  : std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
  std::string s(buf, r.ptr);
  Digits g;
  size_t i = 0;
  if (s[0] == '-') { g.neg = true; i = 1; }
  size_t e = s.find('e');
  for (size_t k = i; k < e; k++)
    if (s[k] != '.') g.d += s[k];
  g.exp = std::stoi(s.substr(e + 1));
  while (g.d.size() > 1 && g.d.back() == '0') g.d.pop_back();
  return g;
}

std::string strip_zeros(std::string s) {  // "1.500" → "1.5", "2.000" → "2."
  size_t dot = s.find('.');
  if (dot == std::string::npos) return s + ".";
  while (s.size() > dot + 1 && s.back() == '0') s.pop_back();
  return s;
}

// dragon4_positional(x, precision=8, unique=True, trim='.'): "1.", "0.5", "-2.25".
std::string positional(double x, bool f32, int precision) {
  if (x == 0) return std::signbit(x) ? "-0." : "0.";
  Digits g = shortest(x, f32);
  int frac = std::max(0, (int)g.d.size() - 1 - g.exp);
  if (frac > precision) {
    char buf[400];
    auto r = f32 ? std::to_chars(buf, buf + sizeof buf, (float)x, std::chars_format::fixed, precision)
                 : std::to_chars(buf, buf + sizeof buf, x, std::chars_format::fixed, precision);
    return strip_zeros(std::string(buf, r.ptr));
  }
  std::string s = g.neg ? "-" : "";
  if (g.exp < 0) {
    s += "0.";
    s += std::string((size_t)(-g.exp - 1), '0');
    s += g.d;
  } else {
    std::string d = g.d;
    if ((int)d.size() < g.exp + 1) d += std::string((size_t)(g.exp + 1 - (int)d.size()), '0');
    s += d.substr(0, (size_t)g.exp + 1) + "." + d.substr((size_t)g.exp + 1);
  }
  return s;
}

// dragon4_scientific(x, precision=8, unique=True, trim='.'): mantissa and
// exponent parts ("1.5", -5).
void scientific(double x, bool f32, int precision, std::string& mant, int& exp) {
  if (x == 0) { mant = std::signbit(x) ? "-0." : "0."; exp = 0; return; }
  Digits g = shortest(x, f32);
  if ((int)g.d.size() - 1 > precision) {
    char buf[64];
    auto r = f32 ? std::to_chars(buf, buf + sizeof buf, (float)x, std::chars_format::scientific, precision)
                 : std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific, precision);
    std::string s(buf, r.ptr);
    size_t e = s.find('e');
    exp = std::stoi(s.substr(e + 1));
    mant = strip_zeros(s.substr(0, e));
    return;
  }
  mant = (g.neg ? "-" : "") + g.d.substr(0, 1) + "." + g.d.substr(1);
  exp = g.exp;
}

double as_double(DType dt, const char* p) {
  double d;
  cast_element(dt, p, DType::Float64, (char*)&d);
  return d;
}

std::string int_text(DType dt, const char* p) {
  if (dt == DType::UInt64) {
    uint64_t u;
    std::memcpy(&u, p, 8);
    return std::to_string(u);
  }
  int64_t i;
  cast_element(dt, p, DType::Int64, (char*)&i);
  return std::to_string(i);
}

// NumPy's FloatingFormat for one set of values; plus=true prints a sign
// on non-negative values too (the imaginary part of complex numbers).
struct FloatFmt {
  bool f32 = false, plus = false;
  bool exp_format = false;
  int pad_left = 0, pad_right = 0, precision = 8, exp_size = -1;
  int max_prec = 8;           // the print option (precision is what the values need)
  bool suppress = false;

  std::string signed_text(double v, std::string s) const {
    return plus && !std::signbit(v) ? "+" + s : s;
  }

  void init(const std::vector<double>& vals) {
    std::vector<double> finite;
    bool has_nonfinite = false, neginf = plus;
    for (double v : vals) {
      if (std::isfinite(v)) finite.push_back(v);
      else { has_nonfinite = true; if (std::isinf(v) && v < 0) neginf = true; }
    }
    double mx = 0, mn = 0;
    bool any_nonzero = false;
    for (double v : finite) {
      double a = std::fabs(v);
      if (a == 0) continue;
      if (!any_nonzero) { mx = mn = a; any_nonzero = true; }
      mx = std::max(mx, a);
      mn = std::min(mn, a);
    }
    if (any_nonzero && (mx >= 1e8 || (!suppress && (mn < 0.0001 || mx / mn > 1000.0)))) exp_format = true;
    if (finite.empty()) {
      pad_left = pad_right = 0;
    } else if (exp_format) {
      int maxfrac = 0;
      size_t maxint = 0, maxexp = 0;
      for (double v : finite) {
        std::string m;
        int e;
        scientific(v, f32, max_prec, m, e);
        m = signed_text(v, m);
        size_t dot = m.find('.');
        maxint = std::max(maxint, dot);
        maxfrac = std::max(maxfrac, (int)(m.size() - dot - 1));
        maxexp = std::max(maxexp, std::to_string(std::abs(e)).size());
      }
      exp_size = (int)std::max<size_t>(maxexp, 2);
      precision = maxfrac;
      pad_left = (int)maxint;
      pad_right = exp_size + 2 + precision;
    } else {
      size_t maxint = 0, maxfrac = 0;
      for (double v : finite) {
        std::string s = signed_text(v, positional(v, f32, max_prec));
        size_t dot = s.find('.');
        maxint = std::max(maxint, dot);
        maxfrac = std::max(maxfrac, s.size() - dot - 1);
      }
      pad_left = (int)maxint;
      pad_right = (int)maxfrac;
    }
    if (has_nonfinite) {
      int offset = pad_right + 1;
      pad_left = std::max({pad_left, 3 - offset, 3 + (neginf ? 1 : 0) - offset});
    }
  }

  std::string operator()(double v) const {
    if (!std::isfinite(v)) {
      std::string r = std::isnan(v) ? (plus ? "+nan" : "nan") : v < 0 ? "-inf" : plus ? "+inf" : "inf";
      int w = pad_left + pad_right + 1 - (int)r.size();
      return std::string(w > 0 ? (size_t)w : 0, ' ') + r;
    }
    if (exp_format) {
      std::string m;
      int e;
      scientific(v, f32, max_prec, m, e);
      size_t dot = m.find('.');
      if ((int)(m.size() - dot - 1) < precision && v != 0) {
        // Dragon4's min_digits: more digits of the exact value, rounded
        // (not zeros: a float32's value goes on past its shortest digits).
        char buf[64];
        auto r = f32 ? std::to_chars(buf, buf + sizeof buf, (float)v, std::chars_format::scientific, precision)
                     : std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific, precision);
        std::string t(buf, r.ptr);
        size_t epos = t.find('e');
        m = t.substr(0, epos);
        e = std::stoi(t.substr(epos + 1));
      }
      m = signed_text(v, m);
      dot = m.find('.');
      int frac = (int)(m.size() - dot - 1);
      if (frac < precision) m += std::string((size_t)(precision - frac), '0');
      std::string es = std::to_string(std::abs(e));
      if ((int)es.size() < exp_size) es = std::string((size_t)(exp_size - (int)es.size()), '0') + es;
      return std::string(pad_left > (int)dot ? (size_t)(pad_left - (int)dot) : 0, ' ') + m + "e" + (e < 0 ? "-" : "+") + es;
    }
    std::string s = signed_text(v, positional(v, f32, max_prec));
    size_t dot = s.find('.');
    int frac = (int)(s.size() - dot - 1);
    return std::string(pad_left > (int)dot ? (size_t)(pad_left - (int)dot) : 0, ' ') + s +
           std::string(pad_right > frac ? (size_t)(pad_right - frac) : 0, ' ');
  }
};

// The element format of one array (NumPy's FloatingFormat, ComplexFloatingFormat,
// IntegerFormat, BoolFormat), chosen from every value that will be shown.
struct Formatter {
  DType dt = DType::Float64;
  const NdArray* arr = nullptr;   // the array printed (the item size of str/bytes elements)
  bool zero_d = false;
  FloatFmt re, im;
  size_t int_width = 0;

  void init(const std::vector<const char*>& vals) {
    char kind = dtype_info(dt).kind;
    if (kind == 'i' || kind == 'u') {
      for (const char* p : vals) int_width = std::max(int_width, int_text(dt, p).size());
      return;
    }
    if (kind == 'f') {
      re.f32 = dt == DType::Float32;
      std::vector<double> v;
      for (const char* p : vals) v.push_back(as_double(dt, p));
      re.init(v);
    } else if (kind == 'c') {
      std::vector<double> r, i;
      for (const char* p : vals) {
        double c[2];
        std::memcpy(c, p, 16);
        r.push_back(c[0]);
        i.push_back(c[1]);
      }
      re.init(r);
      im.plus = true;
      im.init(i);
    }
  }

  std::string operator()(const char* p) const {
    if (dtype_is_flexible(dt)) return str_elem_repr(arr, p);
    char kind = dtype_info(dt).kind;
    if (kind == 'b') return *p ? (zero_d ? "True" : " True") : "False";
    if (kind == 'i' || kind == 'u') {
      std::string s = int_text(dt, p);
      return std::string(int_width > s.size() ? int_width - s.size() : 0, ' ') + s;
    }
    if (kind == 'c') {
      double c[2];
      std::memcpy(c, p, 16);
      std::string i = im(c[1]);
      size_t sp = i.find_last_not_of(' ') + 1;  // the 'j' goes before the padding
      return re(c[0]) + i.substr(0, sp) + "j" + i.substr(sp);
    }
    return re(as_double(dt, p));
  }
};

struct Printer {
  const NdArray* a;
  Formatter fmt;
  bool summary = false;
  std::string separator;
  int64_t edge = 3;

  // Elements that will be shown (all, or the edges of each axis when summarising).
  void collect(int dim, const char* p, std::vector<const char*>& out) const {
    if (dim == a->ndim) { out.push_back(p); return; }
    int64_t n = a->shape[dim];
    bool cut = summary && 2 * edge < n;
    for (int64_t i = 0; i < n; i++) {
      if (cut && i == edge) i = n - edge;
      collect(dim + 1, p + i * a->strides[dim], out);
    }
  }

  static void extend_line(std::string& s, std::string& line, const std::string& word, int width,
                          const std::string& next_prefix) {
    bool wrap = (int)(line.size() + word.size()) > width;
    if ((int)line.size() <= (int)next_prefix.size()) wrap = false;
    if (wrap) {
      size_t end = line.find_last_not_of(' ');
      s += line.substr(0, end == std::string::npos ? 0 : end + 1) + "\n";
      line = next_prefix;
    }
    line += word;
  }

  std::string recurse(int dim, const char* p, const std::string& hanging, int width) const {
    if (dim == a->ndim) return fmt(p);
    std::string next_hanging = hanging + " ";
    int next_width = width - 1;
    int64_t n = a->shape[dim];
    bool show_summary = summary && 2 * edge < n;
    int64_t leading = show_summary ? edge : 0;
    int64_t trailing = show_summary ? edge : n;
    std::string s;
    std::string sep_r = separator.substr(0, separator.find_last_not_of(' ') + 1);
    auto item = [&](int64_t i) { return p + i * a->strides[dim]; };
    if (a->ndim - dim == 1) {
      int elem_width = width - std::max((int)sep_r.size(), 1);
      std::string line = hanging;
      for (int64_t i = 0; i < leading; i++) {
        extend_line(s, line, recurse(dim + 1, item(i), next_hanging, next_width), elem_width, hanging);
        line += separator;
      }
      if (show_summary) {
        extend_line(s, line, "...", elem_width, hanging);
        line += separator;
      }
      for (int64_t i = trailing; i > 1; i--) {
        extend_line(s, line, recurse(dim + 1, item(n - i), next_hanging, next_width), elem_width, hanging);
        line += separator;
      }
      extend_line(s, line, recurse(dim + 1, item(n - 1), next_hanging, next_width), elem_width, hanging);
      s += line;
    } else {
      std::string line_sep = sep_r + std::string((size_t)(a->ndim - dim - 1), '\n');
      for (int64_t i = 0; i < leading; i++)
        s += hanging + recurse(dim + 1, item(i), next_hanging, next_width) + line_sep;
      if (show_summary) s += hanging + "..." + line_sep;
      for (int64_t i = trailing; i > 1; i--)
        s += hanging + recurse(dim + 1, item(n - i), next_hanging, next_width) + line_sep;
      s += hanging + recurse(dim + 1, item(n - 1), next_hanging, next_width);
    }
    return "[" + s.substr(hanging.size()) + "]";
  }
};

// array2string(a, separator, prefix) with the line width already reduced by the suffix.
std::string array2string(const NpPrintOptions& o, const NdArray* a, const std::string& separator,
                         const std::string& prefix, int width) {
  if (a->size == 0) return "[]";
  Printer pr{a, Formatter{}, a->size > o.threshold, separator, o.edgeitems};
  pr.fmt.re.max_prec = pr.fmt.im.max_prec = o.precision;
  pr.fmt.re.suppress = pr.fmt.im.suppress = o.suppress;
  pr.fmt.dt = a->dtype;
  pr.fmt.arr = a;
  pr.fmt.zero_d = a->ndim == 0;
  std::vector<const char*> shown;
  pr.collect(0, a->data, shown);
  pr.fmt.init(shown);
  return pr.recurse(0, a->data, " " + std::string(prefix.size(), ' '), width);
}

bool dtype_is_implied(DType d) {
  return d == DType::Float64 || d == DType::Int64 || d == DType::Bool || d == DType::Complex128;
}

}  // namespace

std::string np_array_repr(VM& vm, NdArray* a) {
  const NpPrintOptions& o = np_state(vm).print;
  bool skip_dtype = dtype_is_implied(a->dtype) && a->size > 0;
  std::string prefix = "array(";
  std::string suffix = skip_dtype ? ")" : ",";
  std::string lst;
  if (a->size > 0 || (a->ndim == 1 && a->shape[0] == 0)) {
    lst = array2string(o, a, ", ", prefix, o.linewidth - (int)suffix.size());
  } else {
    lst = "[], shape=" + shape_text(a->ndim, a->shape);
  }
  std::string s = prefix + lst + suffix;
  if (skip_dtype) return s;
  std::string dtype_str = std::string("dtype=") + dtype_info(a->dtype).name + ")";
  Str* typestr;
  if (dtype_is_flexible(a->dtype) && to_str(vm, dtype_object_sized(vm, a->dtype, a->itemsize()), typestr))
    dtype_str = "dtype='" + typestr->s + "')";
  size_t nl = s.rfind('\n');
  size_t last_len = s.size() - (nl == std::string::npos ? 0 : nl + 1);
  if ((int)(last_len + dtype_str.size() + 1) > o.linewidth) return s + "\n" + std::string(prefix.size(), ' ') + dtype_str;
  return s + " " + dtype_str;
}

std::string np_array_str(VM& vm, NdArray* a) {
  Str* text;
  if (a->ndim == 0 && dtype_is_flexible(a->dtype) && to_str(vm, nd_box_elem(vm, a, a->data), text)) return text->s;
  if (a->ndim == 0) return np_scalar_repr(a->dtype, a->data);
  const NpPrintOptions& o = np_state(vm).print;
  return array2string(o, a, " ", "", o.linewidth);
}

std::string np_scalar_repr(DType dt, const char* p) {
  char kind = dtype_info(dt).kind;
  if (kind == 'b') return *p ? "True" : "False";
  if (kind == 'i' || kind == 'u') return int_text(dt, p);
  if (kind == 'c') {
    double c[2];
    std::memcpy(c, p, 16);
    return "(" + std::to_string(c[0]) + "+" + std::to_string(c[1]) + "j)";
  }
  double v = as_double(dt, p);
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  if (v == 0) return std::signbit(v) ? "-0.0" : "0.0";
  Digits g = shortest(v, dt == DType::Float32);
  std::string sign = g.neg ? "-" : "";
  if (g.exp >= -4 && g.exp < 16) {
    std::string s = positional(v, dt == DType::Float32, 64);
    if (s.back() == '.') s += "0";
    return s;
  }
  std::string m = g.d.substr(0, 1);
  if (g.d.size() > 1) m += "." + g.d.substr(1);
  std::string es = std::to_string(std::abs(g.exp));
  if (es.size() < 2) es = "0" + es;
  return sign + m + "e" + (g.exp < 0 ? "-" : "+") + es;
}

}  // namespace tpy
