// mod_math.cpp — the `math` module: argument conversion (ints of any size,
// floats, bools, __float__/__index__/__floor__/__ceil__/__trunc__) and
// CPython 3.11's error classes around builtins/math_core.h's kernels, plus
// math.prod (generic multiplication) and the constants.
#include <cmath>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/math_core.h"
#include "builtins/str_util.h"

namespace tpy {

namespace {

bool raise_math(VM& vm, MathErr e) {
  switch (e) {
    case MathErr::kOk: return true;
    case MathErr::kDomain: return vm.raise(vm.exc.ValueError, math_err_message(e));
    case MathErr::kRange: return vm.raise(vm.exc.OverflowError, math_err_message(e));
    case MathErr::kZeroDivision: return vm.raise(vm.exc.ZeroDivisionError, math_err_message(e));
  }
  return false;
}

inline bool to_f(VM& vm, Value v, double& out) {
  if (v.is_float()) { out = v.f; return true; }
  if (v.is_int()) { out = static_cast<double>(v.i); return true; }
  return arg_double(vm, v, out, "math");
}

// An integer argument through __index__ (floats rejected), as a BigInt.
bool to_big_index(VM& vm, Value v, BigInt& out) {
  if (is_int_value(v)) { out = int_to_big(v); return true; }
  if (lookup_special(vm, v, vm.names.index).is_undef())
    return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
  Value r;
  bool found;
  if (!call_method(vm, v, vm.names.index, nullptr, 0, r, found)) return false;
  if (!is_int_value(r)) return vm.raisef(vm.exc.TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
  out = int_to_big(r);
  return true;
}

template <MathErr (*F)(double, double&)> bool unary(VM& vm, CallArgs& a, Value& out) {
  double x, r;
  if (!to_f(vm, a.args[0], x)) return false;
  MathErr e = F(x, r);
  if (e != MathErr::kOk) return raise_math(vm, e);
  out = Value::real(r);
  return true;
}

template <double (*F)(double) noexcept> bool unary_plain(VM& vm, CallArgs& a, Value& out) {
  double x;
  if (!to_f(vm, a.args[0], x)) return false;
  out = Value::real(F(x));
  return true;
}

template <MathErr (*F)(double, double, double&)> bool binary(VM& vm, CallArgs& a, Value& out) {
  double x, y, r;
  if (!to_f(vm, a.args[0], x) || !to_f(vm, a.args[1], y)) return false;
  MathErr e = F(x, y, r);
  if (e != MathErr::kOk) return raise_math(vm, e);
  out = Value::real(r);
  return true;
}

template <double (*F)(double, double) noexcept> bool binary_plain(VM& vm, CallArgs& a, Value& out) {
  double x, y;
  if (!to_f(vm, a.args[0], x) || !to_f(vm, a.args[1], y)) return false;
  out = Value::real(F(x, y));
  return true;
}

double fabs_fn(double x) noexcept { return std::fabs(x); }

// ---- logarithms (ints of any size take the exact path)

bool log_of(VM& vm, Value v, LogBase base, double& out) {
  if (is_layout(v, Layout::Int)) {
    MathErr e = math_log_big(as<BigIntObj>(v)->v, base, out);
    return e == MathErr::kOk ? true : raise_math(vm, e);
  }
  double x;
  if (!to_f(vm, v, x)) return false;
  MathErr e = base == LogBase::kE ? math_log(x, out) : base == LogBase::k2 ? math_log2(x, out) : math_log10(x, out);
  return e == MathErr::kOk ? true : raise_math(vm, e);
}

bool m_log(VM& vm, CallArgs& a, Value& out) {
  double num;
  if (!log_of(vm, a.args[0], LogBase::kE, num)) return false;
  if (a.nargs == 1) { out = Value::real(num); return true; }
  double den, r;
  if (!log_of(vm, a.args[1], LogBase::kE, den)) return false;
  MathErr e = math_log_div(num, den, r);
  if (e != MathErr::kOk) return raise_math(vm, e);
  out = Value::real(r);
  return true;
}

bool m_log2(VM& vm, CallArgs& a, Value& out) {
  double r;
  if (!log_of(vm, a.args[0], LogBase::k2, r)) return false;
  out = Value::real(r);
  return true;
}

bool m_log10(VM& vm, CallArgs& a, Value& out) {
  double r;
  if (!log_of(vm, a.args[0], LogBase::k10, r)) return false;
  out = Value::real(r);
  return true;
}

// ---- rounding to int

bool round_to_int(VM& vm, CallArgs& a, Value& out, Str* dunder, bool (*fn)(double, BigInt&, NumError&),
                  bool allow_float_fallback) {
  Value x = a.args[0];
  if (x.is_int()) { out = x; return true; }
  if (x.is_bool()) { out = Value::integer(x.b); return true; }
  if (x.is_float()) {
    BigInt r;
    NumError err;
    if (!fn(x.f, r, err)) return raise_num_error(vm, err);
    out = vm.new_int(r);
    return true;
  }
  if (is_layout(x, Layout::Int) && x.o->type == vm.t.int_) { out = x; return true; }
  bool found;
  if (!call_method(vm, x, dunder, nullptr, 0, out, found)) return false;
  if (found) return true;
  if (!allow_float_fallback)
    return vm.raisef(vm.exc.TypeError, "type %s doesn't define %s method", type_name(vm, x), dunder->text().c_str());
  double d;
  if (!to_f(vm, x, d)) return false;
  BigInt r;
  NumError err;
  if (!fn(d, r, err)) return raise_num_error(vm, err);
  out = vm.new_int(r);
  return true;
}

bool m_floor(VM& vm, CallArgs& a, Value& out) { return round_to_int(vm, a, out, vm.names.floor, math_floor, true); }
bool m_ceil(VM& vm, CallArgs& a, Value& out) { return round_to_int(vm, a, out, vm.names.ceil, math_ceil, true); }
bool m_trunc(VM& vm, CallArgs& a, Value& out) { return round_to_int(vm, a, out, vm.names.trunc, math_trunc, false); }

// ---- integer functions

bool m_factorial(VM& vm, CallArgs& a, Value& out) {
  BigInt n, r;
  if (!to_big_index(vm, a.args[0], n)) return false;
  NumError err;
  if (!math_factorial(n, r, err)) return raise_num_error(vm, err);
  out = vm.new_int(r);
  return true;
}

bool m_comb(VM& vm, CallArgs& a, Value& out) {
  BigInt n, k, r;
  if (!to_big_index(vm, a.args[0], n) || !to_big_index(vm, a.args[1], k)) return false;
  NumError err;
  if (!math_comb(n, k, r, err)) return raise_num_error(vm, err);
  out = vm.new_int(r);
  return true;
}

bool m_perm(VM& vm, CallArgs& a, Value& out) {
  BigInt n, k, r;
  if (!to_big_index(vm, a.args[0], n)) return false;
  NumError err;
  if (a.nargs < 2 || a.args[1].is_none()) {
    if (n < 0) return vm.raise(vm.exc.ValueError, "n must be a non-negative integer");
    if (!math_factorial(n, r, err)) return raise_num_error(vm, err);
  } else {
    if (!to_big_index(vm, a.args[1], k)) return false;
    if (!math_perm(n, k, r, err)) return raise_num_error(vm, err);
  }
  out = vm.new_int(r);
  return true;
}

bool m_isqrt(VM& vm, CallArgs& a, Value& out) {
  Value x = a.args[0];
  if (x.is_int() && x.i >= 0) { out = Value::integer(static_cast<int64_t>(math_isqrt_u64(static_cast<uint64_t>(x.i)))); return true; }
  BigInt n, r;
  if (!to_big_index(vm, x, n)) return false;
  NumError err;
  if (!math_isqrt(n, r, err)) return raise_num_error(vm, err);
  out = vm.new_int(r);
  return true;
}

bool gcd_lcm(VM& vm, CallArgs& a, Value& out, bool lcm) {
  BigInt acc = lcm ? 1 : 0;
  for (int i = 0; i < a.nargs; i++) {
    BigInt v;
    if (!to_big_index(vm, a.args[i], v)) return false;
    if (i == 0) acc = abs(v);
    else acc = lcm ? math_lcm(acc, v) : math_gcd(acc, v);
  }
  out = vm.new_int(acc);
  return true;
}
bool m_gcd(VM& vm, CallArgs& a, Value& out) { return gcd_lcm(vm, a, out, false); }
bool m_lcm(VM& vm, CallArgs& a, Value& out) { return gcd_lcm(vm, a, out, true); }

// ---- float utilities

bool m_fabs(VM& vm, CallArgs& a, Value& out) { return unary_plain<fabs_fn>(vm, a, out); }

bool m_isfinite(VM& vm, CallArgs& a, Value& out) {
  double x;
  if (!to_f(vm, a.args[0], x)) return false;
  out = Value::boolean(std::isfinite(x));
  return true;
}
bool m_isinf(VM& vm, CallArgs& a, Value& out) {
  double x;
  if (!to_f(vm, a.args[0], x)) return false;
  out = Value::boolean(std::isinf(x));
  return true;
}
bool m_isnan(VM& vm, CallArgs& a, Value& out) {
  double x;
  if (!to_f(vm, a.args[0], x)) return false;
  out = Value::boolean(std::isnan(x));
  return true;
}

bool m_frexp(VM& vm, CallArgs& a, Value& out) {
  double x, m;
  int e;
  if (!to_f(vm, a.args[0], x)) return false;
  math_frexp(x, m, e);
  out = Value::object(vm.new_tuple({Value::real(m), Value::integer(e)}));
  return true;
}

bool m_modf(VM& vm, CallArgs& a, Value& out) {
  double x, f, i;
  if (!to_f(vm, a.args[0], x)) return false;
  math_modf(x, f, i);
  out = Value::object(vm.new_tuple({Value::real(f), Value::real(i)}));
  return true;
}

bool m_ldexp(VM& vm, CallArgs& a, Value& out) {
  double x, r;
  if (!to_f(vm, a.args[0], x)) return false;
  Value iv = a.args[1];
  if (!is_int_value(iv)) return vm.raise(vm.exc.TypeError, "Expected an int as second argument to ldexp.");
  MathErr e = math_ldexp(x, int_to_big(iv), r);
  if (e != MathErr::kOk) return raise_math(vm, e);
  out = Value::real(r);
  return true;
}

bool m_isclose(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "isclose", {"a", "b", "$rel_tol", "$abs_tol"}, 2, args)) return false;
  double x, y, rel = 1e-09, abst = 0.0;
  if (!to_f(vm, args[0], x) || !to_f(vm, args[1], y)) return false;
  if (!args[2].is_undef() && !to_f(vm, args[2], rel)) return false;
  if (!args[3].is_undef() && !to_f(vm, args[3], abst)) return false;
  bool r;
  const char* msg = nullptr;
  if (!math_isclose(x, y, rel, abst, r, &msg)) return vm.raise(vm.exc.ValueError, msg ? msg : "math domain error");
  out = Value::boolean(r);
  return true;
}

bool collect_doubles(VM& vm, Value iterable, std::vector<double>& out) {
  RootScope roots(vm);
  List* tmp = vm.new_list();
  roots.add(tmp);
  if (!extend_from_iterable(vm, tmp->items, iterable)) return false;
  out.reserve(tmp->items.size());
  for (auto& v : tmp->items) {
    double d;
    if (!to_f(vm, v, d)) return false;
    out.push_back(d);
  }
  return true;
}

bool m_fsum(VM& vm, CallArgs& a, Value& out) {
  std::vector<double> xs;
  if (!collect_doubles(vm, a.args[0], xs)) return false;
  double r;
  NumError err;
  if (!math_fsum(xs.data(), xs.size(), r, err)) return raise_num_error(vm, err);
  out = Value::real(r);
  return true;
}

bool m_hypot(VM& vm, CallArgs& a, Value& out) {
  std::vector<double> xs(static_cast<size_t>(a.nargs));
  for (int i = 0; i < a.nargs; i++)
    if (!to_f(vm, a.args[i], xs[i])) return false;
  out = Value::real(math_hypot(xs.data(), xs.size()));
  return true;
}

bool m_dist(VM& vm, CallArgs& a, Value& out) {
  for (int i = 0; i < 2; i++) {
    Value v = a.args[i];
    if (!is_layout(v, Layout::Tuple) && !is_layout(v, Layout::List) &&
        lookup_special(vm, v, vm.names.getitem).is_undef())
      return vm.raisef(vm.exc.TypeError, "dist() argument %d must be tuple, not %s", i + 1, type_name(vm, v));
  }
  std::vector<double> p, q;
  if (!collect_doubles(vm, a.args[0], p) || !collect_doubles(vm, a.args[1], q)) return false;
  if (p.size() != q.size()) return vm.raise(vm.exc.ValueError, "both points must have the same number of dimensions");
  out = Value::real(math_dist(p.data(), q.data(), p.size()));
  return true;
}

bool m_prod(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "prod", {"iterable", "$start"}, 1, args)) return false;
  RootScope roots(vm);
  List* hold = vm.new_list({args[1].is_undef() ? Value::integer(1) : args[1], Value::none()});
  roots.add(hold);
  Value it;
  if (!get_iter(vm, args[0], it)) return false;
  hold->items[1] = it;
  for (;;) {
    Value item;
    bool done;
    if (!iter_next(vm, it, item, done)) return false;
    if (done) break;
    Value acc = hold->items[0];
    int64_t r;
    if (acc.is_int() && item.is_int() && !mul_overflow(acc.i, item.i, &r)) { hold->items[0] = Value::integer(r); continue; }
    if (acc.is_float() && item.is_float()) { hold->items[0] = Value::real(acc.f * item.f); continue; }
    RootScope r2(vm);
    r2.add(item);
    Value res;
    if (!binary_op(vm, static_cast<int>(BinOpKind::Mul), acc, item, res)) return false;
    hold->items[0] = res;
  }
  out = hold->items[0];
  return true;
}

bool m_nextafter(VM& vm, CallArgs& a, Value& out) { return binary_plain<math_nextafter>(vm, a, out); }
bool m_ulp(VM& vm, CallArgs& a, Value& out) { return unary_plain<math_ulp>(vm, a, out); }
bool m_degrees(VM& vm, CallArgs& a, Value& out) { return unary_plain<math_degrees>(vm, a, out); }
bool m_radians(VM& vm, CallArgs& a, Value& out) { return unary_plain<math_radians>(vm, a, out); }
bool m_atan2(VM& vm, CallArgs& a, Value& out) { return binary_plain<math_atan2>(vm, a, out); }
bool m_copysign(VM& vm, CallArgs& a, Value& out) { return binary_plain<math_copysign>(vm, a, out); }

constexpr JitHint U = JitHint::MathUnary;
constexpr JitHint B = JitHint::MathBinary;
constexpr JitHint N = JitHint::None;

const NativeDef kMathFuncs[] = {
    {"sqrt", unary<math_sqrt>, 1, 1, false, U},
    {"cbrt", unary<math_cbrt>, 1, 1, false, U},
    {"exp", unary<math_exp>, 1, 1, false, U},
    {"exp2", unary<math_exp2>, 1, 1, false, U},
    {"expm1", unary<math_expm1>, 1, 1, false, U},
    {"log", m_log, 1, 2, false, N},
    {"log2", m_log2, 1, 1, false, N},
    {"log10", m_log10, 1, 1, false, N},
    {"log1p", unary<math_log1p>, 1, 1, false, U},
    {"sin", unary<math_sin>, 1, 1, false, U},
    {"cos", unary<math_cos>, 1, 1, false, U},
    {"tan", unary<math_tan>, 1, 1, false, U},
    {"asin", unary<math_asin>, 1, 1, false, U},
    {"acos", unary<math_acos>, 1, 1, false, U},
    {"atan", unary<math_atan>, 1, 1, false, U},
    {"sinh", unary<math_sinh>, 1, 1, false, U},
    {"cosh", unary<math_cosh>, 1, 1, false, U},
    {"tanh", unary<math_tanh>, 1, 1, false, U},
    {"asinh", unary<math_asinh>, 1, 1, false, U},
    {"acosh", unary<math_acosh>, 1, 1, false, U},
    {"atanh", unary<math_atanh>, 1, 1, false, U},
    {"erf", unary<math_erf>, 1, 1, false, U},
    {"erfc", unary<math_erfc>, 1, 1, false, U},
    {"gamma", unary<math_gamma>, 1, 1, false, U},
    {"lgamma", unary<math_lgamma>, 1, 1, false, U},
    {"fabs", m_fabs, 1, 1, false, U},
    {"degrees", m_degrees, 1, 1, false, U},
    {"radians", m_radians, 1, 1, false, U},
    {"pow", binary<math_pow>, 2, 2, false, B},
    {"fmod", binary<math_fmod>, 2, 2, false, B},
    {"remainder", binary<math_remainder>, 2, 2, false, B},
    {"atan2", m_atan2, 2, 2, false, B},
    {"copysign", m_copysign, 2, 2, false, B},
    {"nextafter", m_nextafter, 2, 2, false, B},
    {"ulp", m_ulp, 1, 1, false, U},
    {"floor", m_floor, 1, 1, false, N},
    {"ceil", m_ceil, 1, 1, false, N},
    {"trunc", m_trunc, 1, 1, false, N},
    {"factorial", m_factorial, 1, 1, false, N},
    {"comb", m_comb, 2, 2, false, N},
    {"perm", m_perm, 1, 2, false, N},
    {"isqrt", m_isqrt, 1, 1, false, N},
    {"gcd", m_gcd, 0, -1, false, N},
    {"lcm", m_lcm, 0, -1, false, N},
    {"isfinite", m_isfinite, 1, 1, false, N},
    {"isinf", m_isinf, 1, 1, false, N},
    {"isnan", m_isnan, 1, 1, false, N},
    {"frexp", m_frexp, 1, 1, false, N},
    {"modf", m_modf, 1, 1, false, N},
    {"ldexp", m_ldexp, 2, 2, false, N},
    {"isclose", m_isclose, 2, 2, true, N},
    {"fsum", m_fsum, 1, 1, false, N},
    {"hypot", m_hypot, 0, -1, false, N},
    {"dist", m_dist, 2, 2, false, N},
    {"prod", m_prod, 1, 1, true, N},
};

}  // namespace

Module* create_math_module(VM& vm) {
  Module* m = vm.new_module("math");
  add_module_functions(vm, m, kMathFuncs);
  set_module_attr(vm, m, "pi", Value::real(3.141592653589793));
  set_module_attr(vm, m, "e", Value::real(2.718281828459045));
  set_module_attr(vm, m, "tau", Value::real(6.283185307179586));
  set_module_attr(vm, m, "inf", Value::real(HUGE_VAL));
  set_module_attr(vm, m, "nan", Value::real(std::nan("")));
  return m;
}

}  // namespace tpy
