// np_print.cpp — NumPy 1.24's array printing and its options: element
// formats chosen from every value shown (FloatingFormat with the four float
// modes, sign modes, nanstr/infstr; integers; bools; complex; formatter
// callables), summary with '...', line wrapping, nested brackets; repr/str
// of arrays and NumPy scalars; np.set_printoptions, get_printoptions,
// printoptions (pylib/_tpy_printoptions.py), array2string, array_repr,
// array_str, format_float_positional/scientific. The digits of one float
// come from np_float_text.cpp.
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_float_text.h"
#include "builtins/numpy/np_args.h"
#include "vm/dict.h"
#include "vm/run.h"

namespace tpy {

namespace {

// Python's len() of UTF-8 text (formatter results and nanstr may be non-ASCII).
int text_len(const std::string& s) {
  int n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

std::string spaces(int n) { return n > 0 ? std::string((size_t)n, ' ') : std::string(); }

double as_double(DType dt, const char* p) {
  double d;
  cast_element(dt, p, DType::Float64, (char*)&d);
  return d;
}

// The two parts of a complex element (complex64's floats widened exactly).
void complex_parts(DType dt, const char* p, double c[2]) { cast_element(dt, p, DType::Complex128, (char*)c); }

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

// NumPy's FloatingFormat: one format for a set of values (the real or the
// imaginary parts of everything shown), fixed by a first pass over them.
struct FloatFmt {
  bool f32 = false;
  char sign = '-';
  const NpPrintOptions* o = nullptr;   // nanstr, infstr
  bool exp_format = false;
  FloatTextOptions text;               // what every element is printed with

  void init(const std::vector<double>& vals, char floatmode, bool suppress) {
    text.precision = floatmode == 'u' ? -1 : o->precision;
    text.sign = sign == '+';
    std::vector<double> finite;
    for (double v : vals)
      if (std::isfinite(v)) finite.push_back(v);
    choose_notation(finite, suppress);
    if (finite.empty()) {
      text.pad_left = text.pad_right = 0;
      text.trim = '.';
      text.min_digits = -1;
    } else if (exp_format) {
      fill_scientific(finite, floatmode);
    } else {
      fill_positional(finite, floatmode);
    }
    bool any_neg = false;
    for (double v : finite) any_neg |= std::signbit(v);
    if (sign == ' ' && !any_neg) text.pad_left++;
    if (finite.size() != vals.size()) pad_for_nonfinite(vals);
  }

  void choose_notation(const std::vector<double>& finite, bool suppress) {
    double mx = 0, mn = INFINITY;
    for (double v : finite)
      if (v != 0) { mx = std::max(mx, std::fabs(v)); mn = std::min(mn, std::fabs(v)); }
    if (mx > 0) exp_format = mx >= 1e8 || (!suppress && (mn < 0.0001 || mx / mn > 1000.0));
  }

  void fill_scientific(const std::vector<double>& finite, char floatmode) {
    text.unique = floatmode != 'f';
    text.trim = text.unique ? '.' : 'k';
    int maxint = 0, maxfrac = 0, maxexp = 0;
    for (double v : finite) {
      std::string s = float_scientific(v, f32, text);
      size_t dot = s.find('.'), e = s.find('e');
      maxint = std::max(maxint, (int)dot);
      maxfrac = std::max(maxfrac, (int)(e - dot - 1));
      maxexp = std::max(maxexp, (int)(s.size() - e - 2));
    }
    text.exp_digits = maxexp;
    text.trim = 'k';
    text.precision = text.min_digits = maxfrac;
    text.pad_left = maxint;
    text.pad_right = maxexp + 2 + maxfrac;
  }

  void fill_positional(const std::vector<double>& finite, char floatmode) {
    text.unique = floatmode != 'f';
    text.trim = text.unique ? '.' : 'k';
    int maxint = 0, maxfrac = 0;
    for (double v : finite) {
      std::string s = float_positional(v, f32, text);
      size_t dot = s.find('.');
      maxint = std::max(maxint, (int)dot);
      maxfrac = std::max(maxfrac, (int)(s.size() - dot - 1));
    }
    text.pad_left = maxint;
    text.pad_right = maxfrac;
    if (floatmode == 'f' || floatmode == 'e') {
      text.precision = text.min_digits = maxfrac;
      text.trim = 'k';
    } else {
      text.trim = '.';
      text.min_digits = 0;
    }
  }

  void pad_for_nonfinite(const std::vector<double>& vals) {
    bool neginf = sign != '-';
    for (double v : vals) neginf |= std::isinf(v) && v < 0;
    int offset = text.pad_right + 1;
    text.pad_left = std::max({text.pad_left, text_len(o->nanstr) - offset,
                              text_len(o->infstr) + (neginf ? 1 : 0) - offset});
  }

  std::string operator()(double v) const {
    if (!std::isfinite(v)) {
      std::string r = std::isnan(v) ? (sign == '+' ? "+" : "") + o->nanstr
                                    : (v < 0 ? "-" : sign == '+' ? "+" : "") + o->infstr;
      return spaces(text.pad_left + text.pad_right + 1 - text_len(r)) + r;
    }
    return exp_format ? float_scientific(v, f32, text) : float_positional(v, f32, text);
  }
};

// The callable of o.formatter for dtype kind `kind` ('b', 'i', 'u', 'f',
// 'c'), or unbound: the specific key wins over the *_kind key over 'all'.
bool formatter_for(VM& vm, const NpPrintOptions& o, char kind, Value& out) {
  out = Value::undef();
  if (o.formatter.is_undef() || o.formatter.is_none()) return true;
  const char* keys[3] = {"all", nullptr, nullptr};
  switch (kind) {
    case 'b': keys[2] = "bool"; break;
    case 'i': case 'u': keys[1] = "int_kind"; keys[2] = "int"; break;
    case 'f': keys[1] = "float_kind"; keys[2] = "float"; break;
    default: keys[1] = "complex_kind"; keys[2] = "complexfloat"; break;
  }
  for (const char* k : keys) {
    if (!k) continue;
    Value v;
    bool found;
    if (!dict_get(vm, as<Dict>(o.formatter), vm.str_value(k), v, found)) return false;
    if (found && !v.is_none()) out = v;
  }
  return true;
}

// The element format of one array (NumPy's _get_format_function), chosen
// from every value that will be shown.
struct Formatter {
  DType dt = DType::Float64;
  char kind = 'f';
  const NdArray* arr = nullptr;   // the array printed (the item size of str/bytes elements)
  bool zero_d = false;
  FloatFmt re, im;
  size_t int_width = 0;
  Value callable;     // a formatter callable, when one applies

  void init(const NpPrintOptions& o, const std::vector<const char*>& vals) {
    if (dtype_is_flexible(dt)) return;   // str/bytes: str_elem_repr
    kind = dtype_info(dt).kind;
    if (!callable.is_undef()) return;
    if (kind == 'i' || kind == 'u') {
      for (const char* p : vals) int_width = std::max(int_width, int_text(dt, p).size());
    } else if (kind == 'f' || kind == 'c') {
      re.o = im.o = &o;
      re.sign = o.sign;
      im.sign = '+';
      re.f32 = im.f32 = complex_part_dtype(dt) == DType::Float32;
      std::vector<double> r, i;
      for (const char* p : vals) {
        if (kind == 'f') { r.push_back(as_double(dt, p)); continue; }
        double c[2];
        complex_parts(dt, p, c);
        r.push_back(c[0]);
        i.push_back(c[1]);
      }
      re.init(r, o.floatmode, o.suppress);
      if (kind == 'c') im.init(i, o.floatmode, o.suppress);
    }
  }

  [[nodiscard]] bool format(VM& vm, const char* p, std::string& out) const {
    if (!callable.is_undef()) return call_callable(vm, p, out);
    if (dtype_is_flexible(dt)) {
      out = str_elem_repr(arr, p);
      return true;
    }
    if (kind == 'b') {
      out = *p ? (zero_d ? "True" : " True") : "False";
    } else if (kind == 'i' || kind == 'u') {
      std::string s = int_text(dt, p);
      out = spaces((int)int_width - (int)s.size()) + s;
    } else if (kind == 'c') {
      double c[2];
      complex_parts(dt, p, c);
      std::string i = im(c[1]);
      size_t sp = i.find_last_not_of(' ') + 1;  // the 'j' goes before the padding
      out = re(c[0]) + i.substr(0, sp) + "j" + i.substr(sp);
    } else {
      out = re(as_double(dt, p));
    }
    return true;
  }

  bool call_callable(VM& vm, const char* p, std::string& out) const {
    Value r;
    if (!call1(vm, callable, nd_box(vm, dt, p), r)) return false;
    if (!is_str(r)) return vm.raise(vm.exc.TypeError, std::string("object of type '") + type_name(vm, r) + "' has no len()");
    out = std::string(str_view(r));
    return true;
  }
};

// NumPy's _formatArray over words already formatted in visiting order.
struct Printer {
  const NdArray* a;
  bool summary = false;
  int64_t edge = 3;
  std::string separator;
  std::vector<std::string> words;   // the shown elements, in the order recurse visits them
  mutable size_t next = 0;

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

  static void rstrip_into(std::string& s, const std::string& line) {
    size_t end = line.find_last_not_of(' ');
    s += line.substr(0, end == std::string::npos ? 0 : end + 1) + "\n";
  }

  static void extend_line(std::string& s, std::string& line, const std::string& word, int width,
                          const std::string& next_prefix) {
    bool wrap = text_len(line) + text_len(word) > width && text_len(line) > text_len(next_prefix);
    if (wrap) {
      rstrip_into(s, line);
      line = next_prefix;
    }
    line += word;
  }

  // A word of several lines (from a formatter) keeps its lines aligned.
  static void extend_line_pretty(std::string& s, std::string& line, const std::string& word, int width,
                                 const std::string& next_prefix) {
    std::vector<std::string> lines;
    for (size_t start = 0;;) {
      size_t nl = word.find('\n', start);
      lines.push_back(word.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
      if (nl == std::string::npos) break;
      start = nl + 1;
    }
    if (lines.size() == 1) return extend_line(s, line, word, width, next_prefix);
    int longest = 0;
    for (auto& w : lines) longest = std::max(longest, text_len(w));
    std::string indent;
    if (text_len(line) + longest > width && text_len(line) > text_len(next_prefix)) {
      rstrip_into(s, line);
      line = next_prefix + lines[0];
      indent = next_prefix;
    } else {
      indent = spaces(text_len(line));
      line += lines[0];
    }
    for (size_t i = 1; i < lines.size(); i++) {
      rstrip_into(s, line);
      line = indent + lines[i];
    }
    line += spaces(longest - text_len(lines.back()));
  }

  std::string recurse(int dim, const std::string& hanging, int width) const {
    if (dim == a->ndim) return words[next++];
    std::string next_hanging = hanging + " ";
    int next_width = width - 1;
    int64_t n = a->shape[dim];
    bool show_summary = summary && 2 * edge < n;
    int64_t shown = show_summary ? 2 * edge : n;
    std::string s;
    std::string sep_r = separator.substr(0, separator.find_last_not_of(' ') + 1);
    if (a->ndim - dim == 1) {
      int elem_width = width - std::max(text_len(sep_r), 1);
      std::string line = hanging;
      for (int64_t i = 0; i < shown; i++) {
        if (show_summary && i == edge) {
          extend_line(s, line, "...", elem_width, hanging);
          line += separator;
        }
        extend_line_pretty(s, line, recurse(dim + 1, next_hanging, next_width), elem_width, hanging);
        if (i + 1 < shown) line += separator;
      }
      s += line;
    } else {
      std::string line_sep = sep_r + std::string((size_t)(a->ndim - dim - 1), '\n');
      for (int64_t i = 0; i < shown; i++) {
        if (show_summary && i == edge) s += hanging + "..." + line_sep;
        s += hanging + recurse(dim + 1, next_hanging, next_width);
        if (i + 1 < shown) s += line_sep;
      }
    }
    return "[" + s.substr(hanging.size()) + "]";
  }
};

// NumPy's _array2string: `o.linewidth` already reduced by the suffix.
bool render_array(VM& vm, const NpPrintOptions& o, const NdArray* a, const std::string& separator,
                  const std::string& prefix, std::string& out) {
  if (a->size == 0) { out = "[]"; return true; }
  Printer pr{a, a->size > o.threshold, o.edgeitems, separator, {}};
  Formatter fmt;
  fmt.dt = a->dtype;
  fmt.arr = a;
  fmt.zero_d = a->ndim == 0;
  if (!formatter_for(vm, o, dtype_info(a->dtype).kind, fmt.callable)) return false;
  std::vector<const char*> shown;
  pr.collect(0, a->data, shown);
  fmt.init(o, shown);
  pr.words.resize(shown.size());
  for (size_t i = 0; i < shown.size(); i++)
    if (!fmt.format(vm, shown[i], pr.words[i])) return false;
  out = pr.recurse(0, " " + spaces((int)prefix.size()), o.linewidth);
  return true;
}

bool dtype_is_implied(DType d) {
  return d == DType::Float64 || d == DType::Int64 || d == DType::Bool || d == DType::Complex128;
}

// NumPy's _array_repr_implementation with o.linewidth as max_line_width.
bool repr_with(VM& vm, NpPrintOptions o, NdArray* a, std::string& out) {
  bool skip_dtype = dtype_is_implied(a->dtype) && a->size > 0;
  std::string prefix = "array(";
  std::string suffix = skip_dtype ? ")" : ",";
  int width = o.linewidth;
  std::string lst;
  if (a->size > 0 || (a->ndim == 1 && a->shape[0] == 0)) {
    o.linewidth -= (int)suffix.size();
    if (!render_array(vm, o, a, ", ", prefix, lst)) return false;
  } else {
    lst = "[], shape=" + shape_text(a->ndim, a->shape);
  }
  out = prefix + lst + suffix;
  if (skip_dtype) return true;
  std::string dtype_str = std::string("dtype=") + dtype_info(a->dtype).name + ")";
  Str* typestr;
  if (dtype_is_flexible(a->dtype)) {
    if (!to_str(vm, dtype_object_sized(vm, a->dtype, a->itemsize()), typestr)) return false;
    dtype_str = "dtype='" + typestr->text() + "')";
  }
  size_t nl = out.rfind('\n');
  int last_len = text_len(out.substr(nl == std::string::npos ? 0 : nl + 1));
  out += (last_len + (int)dtype_str.size() + 1 > width ? "\n" + spaces((int)prefix.size()) : " ") + dtype_str;
  return true;
}

// NumPy's _array_str_implementation.
bool str_with(VM& vm, const NpPrintOptions& o, NdArray* a, std::string& out) {
  if (a->ndim > 0) return render_array(vm, o, a, " ", "", out);
  Str* s;
  if (!to_str(vm, nd_box_elem(vm, a, a->data), s)) return false;
  out = s->text();
  return true;
}

// ---- the print options

const char* const kFloatModes[] = {"fixed", "unique", "maxprec", "maxprec_equal"};
const char kFloatModeCodes[] = {'f', 'u', 'p', 'e'};

bool set_threshold(VM& vm, NpPrintOptions& o, Value v) {
  if (v.is_float()) {
    double d = v.f;
    if (std::isnan(d))
      return vm.raise(vm.exc.ValueError, "threshold must be non-NAN, try sys.maxsize for untruncated representation");
    o.threshold = d >= 9.2e18 ? INT64_MAX : (int64_t)d;
    return true;
  }
  if (!v.is_int() && !v.is_bool()) return vm.raise(vm.exc.TypeError, "threshold must be numeric");
  return to_int64(vm, v, o.threshold, "threshold");
}

bool set_text_option(VM& vm, std::string& field, Value v, const char* name) {
  if (!is_str(v)) return vm.raise(vm.exc.TypeError, std::string(name) + " must be a str");
  field = std::string(str_view(v));
  return true;
}

// One option given (not None) as a Python value, into `o`, with NumPy's
// checks and messages.
bool set_option(VM& vm, NpPrintOptions& o, std::string_view name, Value v) {
  int64_t n;
  bool overflow;
  if (name == "precision") {
    if (!v.is_int() && !v.is_bool()) return vm.raise(vm.exc.TypeError, "precision must be an integer");
    if (!to_index(vm, v, n, overflow)) return false;
    if (n < 0) return vm.raise(vm.exc.ValueError, "precision must be >= 0");
    o.precision = (int)n;
  } else if (name == "threshold") {
    return set_threshold(vm, o, v);
  } else if (name == "edgeitems") {
    return to_int64(vm, v, o.edgeitems, "edgeitems");
  } else if (name == "linewidth") {
    if (!to_int64(vm, v, n, "linewidth")) return false;
    o.linewidth = (int)n;
  } else if (name == "suppress") {
    return truthy(vm, v, o.suppress);
  } else if (name == "nanstr") {
    return set_text_option(vm, o.nanstr, v, "nanstr");
  } else if (name == "infstr") {
    return set_text_option(vm, o.infstr, v, "infstr");
  } else if (name == "formatter") {
    if (!is_layout(v, Layout::Dict)) return vm.raise(vm.exc.TypeError, "formatter must be a dict of callables");
    o.formatter = v;
  } else if (name == "sign") {
    std::string_view s = is_str(v) ? str_view(v) : "";
    if (s != "-" && s != "+" && s != " ") return vm.raise(vm.exc.ValueError, "sign option must be one of ' ', '+', or '-'");
    o.sign = s[0];
  } else if (name == "floatmode") {
    for (int i = 0; i < 4; i++)
      if (is_str(v) && str_view(v) == kFloatModes[i]) { o.floatmode = kFloatModeCodes[i]; return true; }
    return vm.raise(vm.exc.ValueError,
                    "floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\"");
  } else if (name == "legacy") {
    if (v.is_bool() && !v.b) return true;
    return vm.raise(vm.exc.NotImplementedError, "tpy prints only as NumPy 1.24 does: legacy=False");
  }
  return true;
}

bool given(Value v) { return !v.is_undef() && !v.is_none(); }

// Applies the given arguments args[i] named names[i] (option names) to `o`.
bool apply_options(VM& vm, NpPrintOptions& o, std::initializer_list<const char*> names, const Value* args) {
  size_t i = 0;
  for (const char* name : names) {
    if (given(args[i]) && !set_option(vm, o, name, args[i])) return false;
    i++;
  }
  return true;
}

bool np_set_printoptions(VM& vm, CallArgs& a, Value& out) {
  Value args[11];
  if (!np_bind_args(vm, a, "set_printoptions",
                 {"precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr", "infstr", "formatter",
                  "sign", "floatmode", "$legacy"}, 0, args))
    return false;
  NpPrintOptions o = np_state(vm).print;
  o.formatter = Value::none();   // NumPy resets the formatter unless one is given
  if (!apply_options(vm, o, {"precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr", "infstr",
                             "formatter", "sign", "floatmode", "legacy"}, args))
    return false;
  np_state(vm).print = o;
  out = Value::none();
  return true;
}

bool np_get_printoptions(VM& vm, CallArgs&, Value& out) {
  const NpPrintOptions& o = np_state(vm).print;
  Dict* d = vm.new_dict();
  out = Value::object(d);
  const char* mode = "maxprec";
  for (int i = 0; i < 4; i++)
    if (o.floatmode == kFloatModeCodes[i]) mode = kFloatModes[i];
  auto put = [&](const char* k, Value v) { dict_set_str(vm, d, vm.intern(k), v); };
  put("edgeitems", Value::integer(o.edgeitems));
  put("threshold", Value::integer(o.threshold));
  put("floatmode", vm.str_value(mode));
  put("precision", Value::integer(o.precision));
  put("suppress", make_bool(o.suppress));
  put("linewidth", Value::integer(o.linewidth));
  put("nanstr", vm.str_value(o.nanstr));
  put("infstr", vm.str_value(o.infstr));
  put("sign", vm.str_value(std::string(1, o.sign)));
  put("formatter", o.formatter.is_undef() ? Value::none() : o.formatter);
  put("legacy", make_bool(false));
  return true;
}

// np.printoptions: a generator context manager in pylib/_tpy_printoptions.py.
bool np_printoptions(VM& vm, CallArgs& a, Value& out) {
  return np_call_pylib(vm, "_tpy_printoptions", "printoptions", a.args, a.nargs, a.kwnames, out);
}

bool text_arg(VM& vm, Value v, const char* dflt, std::string& out) {
  out = dflt;
  if (!given(v)) return true;
  if (!is_str(v)) return vm.raise(vm.exc.TypeError, std::string("expected str, got ") + type_name(vm, v));
  out = std::string(str_view(v));
  return true;
}

bool np_array2string(VM& vm, CallArgs& a, Value& out) {
  Value args[14];
  if (!np_bind_args(vm, a, "array2string",
                 {"a", "max_line_width", "precision", "suppress_small", "separator", "prefix", "style", "formatter",
                  "threshold", "edgeitems", "sign", "floatmode", "suffix", "$legacy"}, 1, args))
    return false;
  RootScope roots(vm);
  NdArray* arr = np_array_arg(vm, args[0], roots);
  NpPrintOptions o = np_state(vm).print;
  std::string separator, prefix, suffix;
  if (!arr ||
      !apply_options(vm, o, {"linewidth", "precision", "suppress", "", "", "", "formatter", "threshold",
                             "edgeitems", "sign", "floatmode", "", "legacy"}, args + 1) ||
      !text_arg(vm, args[4], " ", separator) || !text_arg(vm, args[5], "", prefix) ||
      !text_arg(vm, args[12], "", suffix))
    return false;
  o.linewidth -= text_len(suffix);
  std::string s;
  if (!render_array(vm, o, arr, separator, prefix, s)) return false;
  out = vm.str_value(s);
  return true;
}

// array_repr / array_str (arr, max_line_width, precision, suppress_small).
template <bool (*Render)(VM&, NpPrintOptions, NdArray*, std::string&)>
bool array_text(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, a.def->name, {"arr", "max_line_width", "precision", "suppress_small"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* arr = np_array_arg(vm, args[0], roots);
  NpPrintOptions o = np_state(vm).print;
  if (!arr || !apply_options(vm, o, {"linewidth", "precision", "suppress"}, args + 1))
    return false;
  std::string s;
  if (!Render(vm, o, arr, s)) return false;
  out = vm.str_value(s);
  return true;
}

bool str_by_value(VM& vm, NpPrintOptions o, NdArray* a, std::string& out) { return str_with(vm, o, a, out); }

// ---- format_float_positional / format_float_scientific

bool nonnegative_arg(VM& vm, Value v, const char* name, int& out) {
  if (!given(v)) return true;
  int64_t n;
  if (!to_int64(vm, v, n, name)) return false;
  if (n < 0) return vm.raise(vm.exc.ValueError, std::string(name) + " must be >= 0");
  out = (int)n;
  return true;
}

// The value and whether it is a float32 (whose shortest digits are its own).
bool float_arg(VM& vm, Value v, double& x, bool& is_f32) {
  is_f32 = false;
  if (is_np_scalar(vm, v)) {
    NpScalar* s = as<NpScalar>(v);
    is_f32 = s->dtype == DType::Float32;
    if (dtype_info(s->dtype).kind == 'c') return vm.raise(vm.exc.TypeError, "not a float");
    x = as_double(s->dtype, (const char*)s->data);
    return true;
  }
  if (!v.is_int() && !v.is_float() && !v.is_bool())
    return vm.raise(vm.exc.TypeError, std::string("must be real number, not ") + type_name(vm, v));
  return to_double(vm, v, x, "x");
}

// The options both functions share: args are precision, unique, trim, sign,
// pad_left, min_digits.
bool float_text_options(VM& vm, const Value* args, FloatTextOptions& t) {
  if (!nonnegative_arg(vm, args[0], "precision", t.precision) || !nonnegative_arg(vm, args[4], "pad_left", t.pad_left) ||
      !nonnegative_arg(vm, args[5], "min_digits", t.min_digits))
    return false;
  if (given(args[1]) && !truthy(vm, args[1], t.unique)) return false;
  if (given(args[3]) && !truthy(vm, args[3], t.sign)) return false;
  std::string trim = "k";
  if (!text_arg(vm, args[2], "k", trim)) return false;
  if (trim.size() != 1 || std::string("k.0-").find(trim[0]) == std::string::npos)
    return vm.raise(vm.exc.TypeError, "if supplied, trim must be 'k', '.', '0' or '-' found `" + trim + "`");
  t.trim = trim[0];
  if (!t.unique && t.precision < 0) return vm.raise(vm.exc.TypeError, "in non-unique mode `precision` must be supplied");
  if (t.precision >= 0 && t.min_digits > t.precision)
    return vm.raise(vm.exc.ValueError, "min_digits must be less than or equal to precision");
  return true;
}

bool np_format_float_positional(VM& vm, CallArgs& a, Value& out) {
  Value args[9];
  if (!np_bind_args(vm, a, "format_float_positional",
                 {"x", "precision", "unique", "fractional", "trim", "sign", "pad_left", "pad_right", "min_digits"}, 1,
                 args))
    return false;
  double x;
  bool f32;
  FloatTextOptions t;
  Value shared[6] = {args[1], args[2], args[4], args[5], args[6], args[8]};
  if (!float_arg(vm, args[0], x, f32) || !float_text_options(vm, shared, t) ||
      !nonnegative_arg(vm, args[7], "pad_right", t.pad_right))
    return false;
  if (given(args[3]) && !truthy(vm, args[3], t.fractional)) return false;
  if (!t.fractional && t.precision == 0)
    return vm.raise(vm.exc.ValueError, "precision must be greater than 0 if fractional=False");
  out = vm.str_value(float_positional(x, f32, t));
  return true;
}

bool np_format_float_scientific(VM& vm, CallArgs& a, Value& out) {
  Value args[8];
  if (!np_bind_args(vm, a, "format_float_scientific",
                 {"x", "precision", "unique", "trim", "sign", "pad_left", "exp_digits", "min_digits"}, 1, args))
    return false;
  double x;
  bool f32;
  FloatTextOptions t;
  Value shared[6] = {args[1], args[2], args[3], args[4], args[5], args[7]};
  if (!float_arg(vm, args[0], x, f32) || !float_text_options(vm, shared, t) ||
      !nonnegative_arg(vm, args[6], "exp_digits", t.exp_digits))
    return false;
  out = vm.str_value(float_scientific(x, f32, t));
  return true;
}

const NativeDef kPrintFunctions[] = {
    {"set_printoptions", np_set_printoptions, 0, 10, true, JitHint::None},
    {"get_printoptions", np_get_printoptions, 0, 0, false, JitHint::None},
    {"printoptions", np_printoptions, 0, -1, true, JitHint::None},
    {"array2string", np_array2string, 1, 13, true, JitHint::None},
    {"array_repr", array_text<repr_with>, 1, 4, true, JitHint::None},
    {"array_str", array_text<str_by_value>, 1, 4, true, JitHint::None},
    {"format_float_positional", np_format_float_positional, 1, 9, true, JitHint::None},
    {"format_float_scientific", np_format_float_scientific, 1, 8, true, JitHint::None},
};

}  // namespace

void add_print_functions(VM& vm, Module* m) { add_module_functions(vm, m, kPrintFunctions); }

bool np_array_repr(VM& vm, NdArray* a, std::string& out) { return repr_with(vm, np_state(vm).print, a, out); }

bool np_array_str(VM& vm, NdArray* a, std::string& out) { return str_with(vm, np_state(vm).print, a, out); }

namespace {

// Python's complex repr: "(1+2j)", "1j", "(nan+infj)"; complex64's parts
// with float32's shortest digits.
std::string complex_repr(DType dt, const char* p) {
  double c[2];
  complex_parts(dt, p, c);
  DType part_dt = complex_part_dtype(dt);
  auto part = [&](double x) {
    float f = (float)x;
    std::string s = part_dt == DType::Float32 ? np_scalar_repr(part_dt, (const char*)&f)
                                              : np_scalar_repr(DType::Float64, (const char*)&x);
    return s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0 ? s.substr(0, s.size() - 2) : s;
  };
  std::string im = part(c[1]) + "j";
  if (c[0] == 0 && !std::signbit(c[0])) return im;
  return "(" + part(c[0]) + (im[0] == '-' ? "" : "+") + im + ")";
}

}  // namespace

// NumPy's scalar repr: positional for values from 1e-4 up to 1e16 (the
// value decides, so float32(1e-4), just below, is "1e-04"), else
// scientific, with the fewest digits either way.
std::string np_scalar_repr(DType dt, const char* p) {
  char kind = dtype_info(dt).kind;
  if (kind == 'b') return *p ? "True" : "False";
  if (kind == 'i' || kind == 'u') return int_text(dt, p);
  if (kind == 'c') return complex_repr(dt, p);
  double v = as_double(dt, p);
  bool f32 = dt == DType::Float32;
  long double mag = std::fabs((long double)v);
  FloatTextOptions t;
  if (!std::isfinite(v) || v == 0 || (mag >= 1e-4L && mag < 1e16L)) {
    t.trim = '0';
    return float_positional(v, f32, t);
  }
  t.trim = '-';
  return float_scientific(v, f32, t);
}

}  // namespace tpy
