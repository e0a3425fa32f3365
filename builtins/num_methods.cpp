// num_methods.cpp — the numeric types: constructors int(x, base), bool(x),
// float(x), complex(re, im) with CPython's conversion protocol (__int__,
// __index__, __float__, __complex__) and messages; int methods (bit_length,
// to_bytes/from_bytes, as_integer_ratio, ...), float methods (is_integer,
// as_integer_ratio, hex/fromhex, __round__), complex.conjugate, and the
// real/imag/numerator/denominator attributes as properties. Arithmetic
// operators are the interpreter's (vm/ops.cpp). Entry: init_number_types.
#include <cerrno>
#include <cstdio>
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "builtins/builtins_a.h"
#include "builtins/format.h"
#include "builtins/str_util.h"
#include "vm/dict.h"
#include "vm/num_format.h"
#include "vm/num_parse.h"

namespace tpy {

namespace {

// ---- shared ------------------------------------------------------------------

// Rejects keyword arguments other than `allowed` (null: none at all).
bool check_keywords(VM& vm, CallArgs& a, const char* fname, const char* allowed) {
  const int nkw = a.kwnames ? static_cast<int>(a.kwnames->items.size()) : 0;
  if (nkw == 0) return true;
  if (!allowed) return vm.raisef(vm.exc.TypeError, "%s() takes no keyword arguments", fname);
  for (int i = 0; i < nkw; i++) {
    std::string_view k = str_view(a.kwnames->items[i]);
    if (k != allowed) {
      return vm.raisef(vm.exc.TypeError, "'%.*s' is an invalid keyword argument for %s()", static_cast<int>(k.size()),
                       k.data(), fname);
    }
  }
  return true;
}

bool self_int(VM& vm, CallArgs& a, const char* name, BigInt& out) {
  Value v = a.args[0];
  if (is_int_value(v)) { out = int_to_big(v); return true; }
  return vm.raisef(vm.exc.TypeError, "descriptor '%s' for 'int' objects doesn't apply to a '%s' object", name,
                   type_name(vm, v));
}

bool self_float(VM& vm, CallArgs& a, const char* name, double& out) {
  Value v = a.args[0];
  if (v.is_float()) { out = v.f; return true; }
  return vm.raisef(vm.exc.TypeError, "descriptor '%s' for 'float' objects doesn't apply to a '%s' object", name,
                   type_name(vm, v));
}

bool self_complex(VM& vm, CallArgs& a, const char* name, Complex*& out) {
  Value v = a.args[0];
  if (is_layout(v, Layout::Complex)) { out = as<Complex>(v); return true; }
  return vm.raisef(vm.exc.TypeError, "descriptor '%s' for 'complex' objects doesn't apply to a '%s' object", name,
                   type_name(vm, v));
}

// A plain int Value for an int-like one (bools and int subclasses become int).
Value exact_int(VM& vm, Value v) {
  if (v.is_int()) return v;
  if (v.is_bool()) return Value::integer(v.b);
  if (v.o->type == vm.t.int_) return v;
  return vm.new_int(as<BigIntObj>(v)->v);
}

bool big_to_float(VM& vm, const BigInt& b, double& out) {
  NumError err;
  if (!big_to_double(b, out, err)) return raise_num_error(vm, err);
  return true;
}

// Calls the special method `name` of v; found=false when the type has none.
bool call_special(VM& vm, Value v, Str* name, Value& out, bool& found) {
  return call_method(vm, v, name, nullptr, 0, out, found);
}

// Text of a str or bytes argument for int()/float() parsing.
bool numeric_text(Value v, std::string_view& text) {
  if (is_str(v)) { text = as_str(v)->text(); return true; }
  if (is_layout(v, Layout::Bytes)) { text = as<Bytes>(v)->s; return true; }
  return false;
}

// ---- int -----------------------------------------------------------------------

bool parse_int_value(VM& vm, Value x, int64_t base, Value& out) {
  std::string_view text;
  numeric_text(x, text);
  const bool is_bytes = !is_str(x);
  BigInt v;
  std::string err;
  if ((!is_bytes || utf8_validate(text)) && parse_int(text, static_cast<int>(base), v, err)) {
    out = vm.new_int(v);
    return true;
  }
  // bytes are shown as their repr in the message.
  if (is_bytes && (err.empty() || err.find("invalid literal") != std::string::npos)) {
    return vm.raisef(vm.exc.ValueError, "invalid literal for int() with base %d: %s", static_cast<int>(base),
                     bytes_repr(text).c_str());
  }
  return vm.raise(vm.exc.ValueError, err);
}

bool int_construct(VM& vm, CallArgs& a, Value& out) {
  if (!check_keywords(vm, a, "int", "base")) return false;
  const int nkw = a.kwnames ? static_cast<int>(a.kwnames->items.size()) : 0;
  if (a.nargs + nkw > 2) return vm.raisef(vm.exc.TypeError, "int() takes at most 2 arguments (%d given)", a.nargs + nkw);
  Value base_v = nkw ? a.kwvalue(0) : (a.nargs > 1 ? a.args[1] : Value());
  if (nkw && a.nargs > 1) return vm.raise(vm.exc.TypeError, "argument for int() given by name ('base') and position (2)");
  if (a.nargs == 0) {
    if (!base_v.is_undef()) return vm.raise(vm.exc.TypeError, "int() missing string argument");
    out = Value::integer(0);
    return true;
  }
  Value x = a.args[0];
  if (!base_v.is_undef()) {
    int64_t base = 0;
    bool overflow = false;
    if (base_v.is_int()) base = base_v.i;
    else if (base_v.is_bool()) base = base_v.b;
    else if (!to_index(vm, base_v, base, overflow)) return false;
    if (overflow || (base != 0 && (base < 2 || base > 36)))
      return vm.raise(vm.exc.ValueError, "int() base must be >= 2 and <= 36, or 0");
    std::string_view text;
    if (!numeric_text(x, text)) return vm.raise(vm.exc.TypeError, "int() can't convert non-string with explicit base");
    return parse_int_value(vm, x, base, out);
  }
  if (x.is_int()) { out = x; return true; }
  if (x.is_bool()) { out = Value::integer(x.b); return true; }
  if (x.is_float()) {
    if (x.f >= -9.2e18 && x.f <= 9.2e18) { out = Value::integer(static_cast<int64_t>(x.f)); return true; }
    BigInt b;
    NumError err;
    if (!big_from_double(x.f, b, err)) return raise_num_error(vm, err);
    out = vm.new_int(b);
    return true;
  }
  if (is_layout(x, Layout::Int)) { out = exact_int(vm, x); return true; }
  std::string_view text;
  if (numeric_text(x, text)) return parse_int_value(vm, x, 10, out);
  Value r;
  bool found = false;
  if (!call_special(vm, x, vm.names.int_, r, found)) return false;
  if (!found && !call_special(vm, x, vm.names.index, r, found)) return false;
  if (!found && !call_special(vm, x, vm.names.trunc, r, found)) return false;
  if (found) {
    if (!is_int_value(r)) return vm.raisef(vm.exc.TypeError, "__int__ returned non-int (type %s)", type_name(vm, r));
    out = exact_int(vm, r);
    return true;
  }
  return vm.raisef(vm.exc.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '%s'",
                   type_name(vm, x));
}

// The call machinery passes the class being built as args[0] (vm/call.cpp).
bool int_ctor(VM& vm, CallArgs& a, Value& out) {
  TypeObject* cls = as<TypeObject>(a.args[0]);
  CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames};
  if (!int_construct(vm, rest, out)) return false;
  out = out.plain();   // int(np.int64(5)) is an int
  // Subclass instances live on the heap even when the value is small.
  if (cls != vm.t.int_ || ctor_result_is_shared(rest, out))
    out = Value::object(vm.alloc<BigIntObj>(cls, int_to_big(out)));
  return true;
}

bool bool_construct(VM& vm, CallArgs& a, Value& out) {
  if (!check_keywords(vm, a, "bool", nullptr)) return false;
  if (a.nargs > 1) return vm.raisef(vm.exc.TypeError, "bool expected at most 1 argument, got %d", a.nargs);
  bool b = false;
  if (a.nargs == 1 && !truthy(vm, a.args[0], b)) return false;
  out = Value::boolean(b);
  return true;
}

// The call machinery passes the class being built as args[0] (vm/call.cpp).
bool bool_ctor(VM& vm, CallArgs& a, Value& out) {
  TypeObject* cls = as<TypeObject>(a.args[0]);
  CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames};
  if (!bool_construct(vm, rest, out)) return false;
  (void)cls;
  return true;
}

bool int_bit_length(VM& vm, CallArgs& a, Value& out) {
  Value v = a.args[0];
  if (v.is_int()) {
    uint64_t m = v.i < 0 ? 0 - static_cast<uint64_t>(v.i) : static_cast<uint64_t>(v.i);
    out = Value::integer(m ? 64 - __builtin_clzll(m) : 0);
    return true;
  }
  BigInt b;
  if (!self_int(vm, a, "bit_length", b)) return false;
  out = Value::integer(static_cast<int64_t>(big_bit_length(b)));
  return true;
}

bool int_bit_count(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!self_int(vm, a, "bit_count", b)) return false;
  if (b < 0) b = -b;
  int64_t n = 0;
  while (b != 0) {
    uint64_t low = static_cast<uint64_t>(b & BigInt(UINT64_MAX));
    n += __builtin_popcountll(low);
    b >>= 64;
  }
  out = Value::integer(n);
  return true;
}

bool arg_byteorder(VM& vm, Value v, const char* fname, bool& little) {
  little = false;
  if (v.is_undef()) return true;
  Str* s = nullptr;
  if (!arg_str(vm, v, s, fname, "'byteorder'")) return false;
  if (s->text() == "little") little = true;
  else if (s->text() != "big") return vm.raise(vm.exc.ValueError, "byteorder must be either 'little' or 'big'");
  return true;
}

bool int_to_bytes(VM& vm, CallArgs& a, Value& out) {
  BigInt v;
  Value p[3];
  if (!self_int(vm, a, "to_bytes", v) ||
      !bind_args(vm, a, "to_bytes", {"length", "byteorder", "$signed"}, 0, p, true))
    return false;
  int64_t length = 1;
  if (!p[0].is_undef() && !arg_int64(vm, p[0], length)) return false;
  if (length < 0) return vm.raise(vm.exc.ValueError, "length argument must be non-negative");
  bool little = false, is_signed = false;
  if (!arg_byteorder(vm, p[1], "to_bytes", little)) return false;
  if (!p[2].is_undef() && !truthy(vm, p[2], is_signed)) return false;
  if (v < 0 && !is_signed) return vm.raise(vm.exc.OverflowError, "can't convert negative int to unsigned");
  const uint64_t bits = static_cast<uint64_t>(length) * 8;
  uint64_t need = big_bit_length(v < 0 ? BigInt(-v - 1) : v) + (is_signed ? 1 : 0);
  if (need > bits) return vm.raise(vm.exc.OverflowError, "int too big to convert");
  if (v < 0) v += BigInt(1) << bits;  // two's complement in `length` bytes
  std::string r(static_cast<size_t>(length), '\0');
  for (int64_t i = 0; i < length && v != 0; i++) {
    r[static_cast<size_t>(little ? i : length - 1 - i)] = static_cast<char>(static_cast<unsigned>(v & 0xFF));
    v >>= 8;
  }
  out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(r)));
  return true;
}

// int.from_bytes(bytes, byteorder='big', *, signed=False): a classmethod.
bool int_from_bytes(VM& vm, CallArgs& a, Value& out) {
  Value p[3];
  if (!bind_args(vm, a, "from_bytes", {"bytes", "byteorder", "$signed"}, 1, p, true)) return false;
  bool little = false, is_signed = false;
  if (!arg_byteorder(vm, p[1], "from_bytes", little)) return false;
  if (!p[2].is_undef() && !truthy(vm, p[2], is_signed)) return false;
  std::string data;
  if (is_layout(p[0], Layout::Bytes)) {
    data = as<Bytes>(p[0])->s;
  } else {
    if (is_str(p[0]) || !p[0].is_obj())
      return vm.raisef(vm.exc.TypeError, "cannot convert '%s' object to bytes", type_name(vm, p[0]));
    std::vector<Value> items;
    if (!collect_iterable(vm, p[0], items)) return false;
    for (Value it : items) {
      int64_t b = 0;
      if (!arg_int64(vm, it, b)) return false;
      if (b < 0 || b > 255) return vm.raise(vm.exc.ValueError, "bytes must be in range(0, 256)");
      data.push_back(static_cast<char>(b));
    }
  }
  BigInt v = 0;
  const size_t n = data.size();
  for (size_t i = 0; i < n; i++) {
    v <<= 8;
    v += static_cast<unsigned char>(data[little ? n - 1 - i : i]);
  }
  if (is_signed && n > 0 && (static_cast<unsigned char>(data[little ? n - 1 : 0]) & 0x80)) v -= BigInt(1) << (8 * n);
  out = vm.new_int(v);
  return true;
}

bool int_self(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!is_int_value(a.args[0]) && !self_int(vm, a, "__int__", b)) return false;
  out = exact_int(vm, a.args[0]);
  return true;
}

bool int_zero(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!is_int_value(a.args[0]) && !self_int(vm, a, "imag", b)) return false;
  out = Value::integer(0);
  return true;
}

bool int_one(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!is_int_value(a.args[0]) && !self_int(vm, a, "denominator", b)) return false;
  out = Value::integer(1);
  return true;
}

bool int_as_integer_ratio(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!self_int(vm, a, "as_integer_ratio", b)) return false;
  out = Value::object(vm.new_tuple({exact_int(vm, a.args[0]), Value::integer(1)}));
  return true;
}

bool int_float(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!self_int(vm, a, "__float__", b)) return false;
  double d = 0;
  if (!big_to_float(vm, b, d)) return false;
  out = Value::real(d);
  return true;
}

// round(int, ndigits): exact, halves to even (round(25, -1) == 20).
bool int_round(VM& vm, CallArgs& a, Value& out) {
  BigInt v;
  if (!self_int(vm, a, "__round__", v)) return false;
  if (a.nargs < 2 || a.args[1].is_none()) { out = exact_int(vm, a.args[0]); return true; }
  int64_t nd = 0;
  if (!arg_int64(vm, a.args[1], nd)) return false;
  if (nd >= 0) { out = exact_int(vm, a.args[0]); return true; }
  if (nd < -100000) { out = Value::integer(0); return true; }
  BigInt p = big_pow(BigInt(10), static_cast<uint64_t>(-nd)), q, r;
  NumError err;
  if (!big_divmod(v, p, q, r, err)) return raise_num_error(vm, err);
  BigInt twice = r * 2;
  if (twice > p || (twice == p && (q & 1) != 0)) q += 1;
  out = vm.new_int(q * p);
  return true;
}

bool int_format(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!self_int(vm, a, "__format__", b)) return false;
  if (!is_str(a.args[1])) {
    return vm.raisef(vm.exc.TypeError, "__format__() argument must be str, not %s", type_name(vm, a.args[1]));
  }
  std::string r;
  if (!format_builtin_value(vm, a.args[0], as_str(a.args[1])->text(), r)) return false;
  out = vm.str_value(std::move(r));
  return true;
}

bool int_bool(VM& vm, CallArgs& a, Value& out) {
  BigInt b;
  if (!self_int(vm, a, "__bool__", b)) return false;
  out = Value::boolean(b != 0);
  return true;
}

// ---- float -------------------------------------------------------------------------

bool float_construct(VM& vm, CallArgs& a, Value& out) {
  if (!check_keywords(vm, a, "float", nullptr)) return false;
  if (a.nargs > 1) return vm.raisef(vm.exc.TypeError, "float expected at most 1 argument, got %d", a.nargs);
  if (a.nargs == 0) { out = Value::real(0.0); return true; }
  Value x = a.args[0];
  if (x.is_float()) { out = x; return true; }
  if (x.is_int()) { out = Value::real(static_cast<double>(x.i)); return true; }
  if (x.is_bool()) { out = Value::real(x.b ? 1.0 : 0.0); return true; }
  if (is_layout(x, Layout::Int)) {
    double d = 0;
    if (!big_to_float(vm, as<BigIntObj>(x)->v, d)) return false;
    out = Value::real(d);
    return true;
  }
  std::string_view text;
  if (numeric_text(x, text)) {
    double d = 0;
    std::string err;
    if (is_str(x) || utf8_validate(text)) {
      if (parse_float(text, d, err)) { out = Value::real(d); return true; }
    }
    if (!is_str(x))
      return vm.raisef(vm.exc.ValueError, "could not convert string to float: %s", bytes_repr(text).c_str());
    return vm.raise(vm.exc.ValueError, err);
  }
  Value r;
  bool found = false;
  if (!call_special(vm, x, vm.names.float_, r, found)) return false;
  if (found) {
    if (!r.is_float()) {
      return vm.raisef(vm.exc.TypeError, "%s.__float__ returned non-float (type %s)", type_name(vm, x),
                       type_name(vm, r));
    }
    out = r;
    return true;
  }
  if (!call_special(vm, x, vm.names.index, r, found)) return false;
  if (found) {
    if (!is_int_value(r)) return vm.raisef(vm.exc.TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
    double d = 0;
    if (!big_to_float(vm, int_to_big(r), d)) return false;
    out = Value::real(d);
    return true;
  }
  return vm.raisef(vm.exc.TypeError, "float() argument must be a string or a real number, not '%s'",
                   type_name(vm, x));
}

// The call machinery passes the class being built as args[0] (vm/call.cpp).
bool float_ctor(VM& vm, CallArgs& a, Value& out) {
  TypeObject* cls = as<TypeObject>(a.args[0]);
  CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames};
  if (!float_construct(vm, rest, out)) return false;
  out = out.plain();   // float(np.float64(1.5)) is a float
  (void)cls;  // float values are inline: subclasses are not supported by the VM
  return true;
}

bool float_is_integer(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  if (!self_float(vm, a, "is_integer", x)) return false;
  out = Value::boolean(std::isfinite(x) && std::floor(x) == x);
  return true;
}

bool float_as_integer_ratio(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  if (!self_float(vm, a, "as_integer_ratio", x)) return false;
  if (std::isinf(x)) return vm.raise(vm.exc.OverflowError, "cannot convert Infinity to integer ratio");
  if (std::isnan(x)) return vm.raise(vm.exc.ValueError, "cannot convert NaN to integer ratio");
  int e = 0;
  double m = std::frexp(x, &e);  // x = m * 2**e, 0.5 <= |m| < 1
  int64_t mant = static_cast<int64_t>(std::ldexp(m, 53));
  e -= 53;
  while (mant != 0 && (mant & 1) == 0 && e < 0) { mant >>= 1; e++; }
  BigInt num = mant, den = 1;
  if (e >= 0) num <<= e;
  else den <<= -e;
  out = Value::object(vm.new_tuple({vm.new_int(num), vm.new_int(den)}));
  return true;
}

bool float_hex(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  if (!self_float(vm, a, "hex", x)) return false;
  if (std::isnan(x)) { out = vm.str_value("nan"); return true; }
  if (std::isinf(x)) { out = vm.str_value(x > 0 ? "inf" : "-inf"); return true; }
  uint64_t bits;
  std::memcpy(&bits, &x, sizeof bits);
  const char* sign = (bits >> 63) ? "-" : "";
  int exp_field = static_cast<int>((bits >> 52) & 0x7FF);
  uint64_t frac = bits & ((uint64_t{1} << 52) - 1);
  char buf[64];
  if (exp_field == 0 && frac == 0) snprintf(buf, sizeof buf, "%s0x0.0p+0", sign);
  else if (exp_field == 0) snprintf(buf, sizeof buf, "%s0x0.%013llxp-1022", sign, static_cast<unsigned long long>(frac));
  else
    snprintf(buf, sizeof buf, "%s0x1.%013llxp%+d", sign, static_cast<unsigned long long>(frac), exp_field - 1023);
  out = vm.str_value(buf);
  return true;
}

// float.fromhex(s): a classmethod. The C library's strtod reads hex floats
// with correct rounding once the optional "0x" is made explicit.
bool float_fromhex(VM& vm, CallArgs& a, Value& out) {
  Str* s = nullptr;
  if (!arg_str(vm, a.args[1], s, "fromhex", nullptr)) return false;
  std::string_view t = s->text();
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  std::string sign;
  if (!t.empty() && (t[0] == '+' || t[0] == '-')) { sign = t[0]; t.remove_prefix(1); }
  std::string lower;
  for (char c : t) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  double d = 0;
  if (lower == "inf" || lower == "infinity") d = INFINITY;
  else if (lower == "nan") d = NAN;
  else {
    std::string_view body = lower;
    if (body.substr(0, 2) == "0x") body.remove_prefix(2);
    bool digits = false, bad = body.empty();
    size_t i = 0;
    while (i < body.size() && std::isxdigit(static_cast<unsigned char>(body[i]))) { i++; digits = true; }
    if (i < body.size() && body[i] == '.') {
      i++;
      while (i < body.size() && std::isxdigit(static_cast<unsigned char>(body[i]))) { i++; digits = true; }
    }
    if (i < body.size() && body[i] == 'p') {
      i++;
      if (i < body.size() && (body[i] == '+' || body[i] == '-')) i++;
      size_t e0 = i;
      while (i < body.size() && std::isdigit(static_cast<unsigned char>(body[i]))) i++;
      if (i == e0) bad = true;
    }
    if (bad || !digits || i != body.size())
      return vm.raise(vm.exc.ValueError, "invalid hexadecimal floating-point string");
    std::string c_text = "0x" + std::string(body);
    if (c_text.find('p') == std::string::npos) c_text += "p0";
    errno = 0;
    d = std::strtod(c_text.c_str(), nullptr);
    if (std::isinf(d)) return vm.raise(vm.exc.OverflowError, "hexadecimal value too large to represent as a float");
  }
  if (sign == "-") d = -d;
  out = Value::real(d);
  return true;
}

bool float_self(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  if (!self_float(vm, a, "__float__", x)) return false;
  out = Value::real(x);
  return true;
}

bool float_zero(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  if (!self_float(vm, a, "imag", x)) return false;
  out = Value::real(0.0);
  return true;
}

bool float_to_int(VM& vm, double x, Value& out) {
  if (x >= -9.2e18 && x <= 9.2e18) { out = Value::integer(static_cast<int64_t>(x)); return true; }
  BigInt b;
  NumError err;
  if (!big_from_double(x, b, err)) return raise_num_error(vm, err);
  out = vm.new_int(b);
  return true;
}

bool float_trunc(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  return self_float(vm, a, "__trunc__", x) && float_to_int(vm, std::trunc(x), out);
}
bool float_floor(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  return self_float(vm, a, "__floor__", x) && float_to_int(vm, std::floor(x), out);
}
bool float_ceil(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  return self_float(vm, a, "__ceil__", x) && float_to_int(vm, std::ceil(x), out);
}

bool float_round_method(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  if (!self_float(vm, a, "__round__", x)) return false;
  if (a.nargs < 2 || a.args[1].is_none()) {
    // Half to even: nearbyint in the default rounding mode.
    return float_to_int(vm, std::nearbyint(x), out);
  }
  int64_t nd = 0;
  if (!arg_int64(vm, a.args[1], nd)) return false;
  bool overflow = false;
  double r = float_round(x, nd, overflow);
  if (overflow) return vm.raise(vm.exc.OverflowError, "rounded value too large to represent");
  out = Value::real(r);
  return true;
}

bool float_format(VM& vm, CallArgs& a, Value& out) {
  double x = 0;
  if (!self_float(vm, a, "__format__", x)) return false;
  if (!is_str(a.args[1])) {
    return vm.raisef(vm.exc.TypeError, "__format__() argument must be str, not %s", type_name(vm, a.args[1]));
  }
  std::string r;
  if (!format_builtin_value(vm, a.args[0], as_str(a.args[1])->text(), r)) return false;
  out = vm.str_value(std::move(r));
  return true;
}

// ---- complex -----------------------------------------------------------------------------

// One complex() argument as (re, im). `first` selects the message wording.
bool complex_part(VM& vm, Value v, bool first, double& re, double& im) {
  im = 0;
  if (v.is_float()) { re = v.f; return true; }
  if (v.is_int()) { re = static_cast<double>(v.i); return true; }
  if (v.is_bool()) { re = v.b; return true; }
  if (is_layout(v, Layout::Int)) return big_to_float(vm, as<BigIntObj>(v)->v, re);
  if (is_layout(v, Layout::Complex)) { re = as<Complex>(v)->re; im = as<Complex>(v)->im; return true; }
  Value r;
  bool found = false;
  if (!call_special(vm, v, vm.names.complex_, r, found)) return false;
  if (found) {
    if (!is_layout(r, Layout::Complex)) {
      return vm.raisef(vm.exc.TypeError, "__complex__ returned non-complex (type %s)", type_name(vm, r));
    }
    re = as<Complex>(r)->re;
    im = as<Complex>(r)->im;
    return true;
  }
  if (!lookup_special(vm, v, vm.names.float_).is_undef() || !lookup_special(vm, v, vm.names.index).is_undef())
    return arg_double(vm, v, re, "complex");
  if (first) {
    return vm.raisef(vm.exc.TypeError, "complex() first argument must be a string or a number, not '%s'",
                     type_name(vm, v));
  }
  return vm.raisef(vm.exc.TypeError, "complex() second argument must be a number, not '%s'", type_name(vm, v));
}

bool complex_construct(VM& vm, CallArgs& a, Value& out) {
  Value p[2];
  if (!bind_args(vm, a, "complex", {"real", "imag"}, 0, p)) return false;
  if (p[0].is_undef() && p[1].is_undef()) { out = vm.new_complex(0, 0); return true; }
  if (!p[0].is_undef() && is_str(p[0])) {
    if (!p[1].is_undef()) return vm.raise(vm.exc.TypeError, "complex() can't take second arg if first is a string");
    double re = 0, im = 0;
    std::string err;
    if (!parse_complex(as_str(p[0])->text(), re, im, err)) return vm.raise(vm.exc.ValueError, err);
    out = vm.new_complex(re, im);
    return true;
  }
  if (!p[1].is_undef() && is_str(p[1])) return vm.raise(vm.exc.TypeError, "complex() second arg can't be a string");
  if (!p[0].is_undef() && p[1].is_undef() && p[0].is_obj() && p[0].o->type == vm.t.complex) {
    out = p[0];
    return true;
  }
  double ar = 0, ai = 0, br = 0, bi = 0;
  if (!p[0].is_undef() && !complex_part(vm, p[0], true, ar, ai)) return false;
  if (!p[1].is_undef() && !complex_part(vm, p[1], false, br, bi)) return false;
  out = vm.new_complex(ar - bi, ai + br);
  return true;
}

// The call machinery passes the class being built as args[0] (vm/call.cpp).
bool complex_ctor(VM& vm, CallArgs& a, Value& out) {
  TypeObject* cls = as<TypeObject>(a.args[0]);
  CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames};
  if (!complex_construct(vm, rest, out)) return false;
  if (cls != vm.t.complex || ctor_result_is_shared(rest, out))
    out = Value::object(vm.alloc<Complex>(cls, as<Complex>(out)->re, as<Complex>(out)->im));
  return true;
}

bool complex_real(VM& vm, CallArgs& a, Value& out) {
  Complex* c = nullptr;
  if (!self_complex(vm, a, "real", c)) return false;
  out = Value::real(c->re);
  return true;
}

bool complex_imag(VM& vm, CallArgs& a, Value& out) {
  Complex* c = nullptr;
  if (!self_complex(vm, a, "imag", c)) return false;
  out = Value::real(c->im);
  return true;
}

bool complex_conjugate(VM& vm, CallArgs& a, Value& out) {
  Complex* c = nullptr;
  if (!self_complex(vm, a, "conjugate", c)) return false;
  out = vm.new_complex(c->re, -c->im);
  return true;
}

bool complex_format(VM& vm, CallArgs& a, Value& out) {
  Complex* c = nullptr;
  if (!self_complex(vm, a, "__format__", c)) return false;
  if (!is_str(a.args[1])) {
    return vm.raisef(vm.exc.TypeError, "__format__() argument must be str, not %s", type_name(vm, a.args[1]));
  }
  std::string r;
  if (!format_builtin_value(vm, a.args[0], as_str(a.args[1])->text(), r)) return false;
  out = vm.str_value(std::move(r));
  return true;
}

bool complex_repr_method(VM& vm, CallArgs& a, Value& out) {
  Complex* c = nullptr;
  if (!self_complex(vm, a, "__repr__", c)) return false;
  out = vm.str_value(complex_repr(c->re, c->im));
  return true;
}

// ---- tables ----------------------------------------------------------------------------------

const NativeDef kIntMethods[] = {
    {"bit_length", int_bit_length, 1, 1, false, JitHint::Pure},
    {"bit_count", int_bit_count, 1, 1, false, JitHint::Pure},
    {"to_bytes", int_to_bytes, 1, 3, true, JitHint::None},
    {"conjugate", int_self, 1, 1, false, JitHint::Pure},
    {"as_integer_ratio", int_as_integer_ratio, 1, 1, false, JitHint::None},
    {"__index__", int_self, 1, 1, false, JitHint::Pure},
    {"__int__", int_self, 1, 1, false, JitHint::Pure},
    {"__trunc__", int_self, 1, 1, false, JitHint::Pure},
    {"__floor__", int_self, 1, 1, false, JitHint::Pure},
    {"__ceil__", int_self, 1, 1, false, JitHint::Pure},
    {"__float__", int_float, 1, 1, false, JitHint::Pure},
    {"__round__", int_round, 1, 2, false, JitHint::Pure},
    {"__format__", int_format, 2, 2, false, JitHint::None},
    {"__bool__", int_bool, 1, 1, false, JitHint::Pure},
};

const NativeDef kFloatMethods[] = {
    {"is_integer", float_is_integer, 1, 1, false, JitHint::Pure},
    {"as_integer_ratio", float_as_integer_ratio, 1, 1, false, JitHint::None},
    {"hex", float_hex, 1, 1, false, JitHint::None},
    {"conjugate", float_self, 1, 1, false, JitHint::Pure},
    {"__float__", float_self, 1, 1, false, JitHint::Pure},
    {"__int__", float_trunc, 1, 1, false, JitHint::Pure},
    {"__trunc__", float_trunc, 1, 1, false, JitHint::Pure},
    {"__floor__", float_floor, 1, 1, false, JitHint::Pure},
    {"__ceil__", float_ceil, 1, 1, false, JitHint::Pure},
    {"__round__", float_round_method, 1, 2, false, JitHint::Pure},
    {"__format__", float_format, 2, 2, false, JitHint::None},
};

const NativeDef kComplexMethods[] = {
    {"conjugate", complex_conjugate, 1, 1, false, JitHint::Pure},
    {"__format__", complex_format, 2, 2, false, JitHint::None},
    {"__repr__", complex_repr_method, 1, 1, false, JitHint::None},
    {"__str__", complex_repr_method, 1, 1, false, JitHint::None},
};

// Read-only attributes, installed as properties whose getter is a builtin.
const NativeDef kIntReal = {"real", int_self, 1, 1, false, JitHint::Pure};
const NativeDef kIntImag = {"imag", int_zero, 1, 1, false, JitHint::Pure};
const NativeDef kIntNumerator = {"numerator", int_self, 1, 1, false, JitHint::Pure};
const NativeDef kIntDenominator = {"denominator", int_one, 1, 1, false, JitHint::Pure};
const NativeDef kFloatReal = {"real", float_self, 1, 1, false, JitHint::Pure};
const NativeDef kFloatImag = {"imag", float_zero, 1, 1, false, JitHint::Pure};
const NativeDef kComplexReal = {"real", complex_real, 1, 1, false, JitHint::Pure};
const NativeDef kComplexImag = {"imag", complex_imag, 1, 1, false, JitHint::Pure};

const NativeDef kIntFromBytes = {"from_bytes", int_from_bytes, 2, 3, true, JitHint::None};
const NativeDef kFloatFromhex = {"fromhex", float_fromhex, 2, 2, false, JitHint::None};

void add_property(VM& vm, TypeObject* t, const NativeDef* getter) {
  Property* p = vm.alloc<Property>(vm.t.property);
  p->fget = vm.new_builtin(getter);
  p->fset = Value::none();
  p->fdel = Value::none();
  p->doc = Value::none();
  dict_set_str(vm, t->dict, vm.intern(getter->name), Value::object(p));
  t->version++;
}

void add_classmethod(VM& vm, TypeObject* t, const NativeDef* def) {
  Value fn = vm.new_builtin(def);
  dict_set_str(vm, t->dict, vm.intern(def->name), Value::object(vm.alloc<MethodWrapper>(vm.t.classmethod, fn)));
  t->version++;
}

}  // namespace

void init_number_types(VM& vm) {
  vm.add_methods(vm.t.int_, kIntMethods);
  add_property(vm, vm.t.int_, &kIntReal);
  add_property(vm, vm.t.int_, &kIntImag);
  add_property(vm, vm.t.int_, &kIntNumerator);
  add_property(vm, vm.t.int_, &kIntDenominator);
  add_classmethod(vm, vm.t.int_, &kIntFromBytes);
  vm.t.int_->ctor = int_ctor;
  vm.t.bool_->ctor = bool_ctor;

  vm.add_methods(vm.t.float_, kFloatMethods);
  add_property(vm, vm.t.float_, &kFloatReal);
  add_property(vm, vm.t.float_, &kFloatImag);
  add_classmethod(vm, vm.t.float_, &kFloatFromhex);
  vm.t.float_->ctor = float_ctor;

  vm.add_methods(vm.t.complex, kComplexMethods);
  add_property(vm, vm.t.complex, &kComplexReal);
  add_property(vm, vm.t.complex, &kComplexImag);
  vm.t.complex->ctor = complex_ctor;
}

}  // namespace tpy
