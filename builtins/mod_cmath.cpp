// mod_cmath.cpp — the `cmath` module: complex exp/log/sqrt, the
// trigonometric and hyperbolic functions and their inverses, phase/polar/
// rect, isfinite/isinf/isnan/isclose and the constants. Finite arguments
// follow CPython's cmathmodule.c formulas (same libm calls, same order);
// CPython's special-value tables for infinities are not reproduced.
#include <cfloat>
#include <cmath>
#include "builtins/args.h"
#include "builtins/builtins_b.h"

namespace tpy {

namespace {

struct C {
  double re, im;
};

const double kLargeDouble = DBL_MAX / 4.;
const double kSqrtLargeDouble = std::sqrt(kLargeDouble);
const double kLogLargeDouble = std::log(kLargeDouble);
const double kSqrtDblMin = std::sqrt(DBL_MIN);
constexpr double kLn2 = 0.6931471805599453094;
constexpr double kLn10 = 2.302585092994045684;
constexpr double kPi = 3.141592653589793238;

// Conversion: complex, float/int, __complex__, __float__.
bool to_c(VM& vm, Value v, C& out) {
  if (is_layout(v, Layout::Complex)) { out = {as<Complex>(v)->re, as<Complex>(v)->im}; return true; }
  if (v.is_float()) { out = {v.f, 0.0}; return true; }
  if (v.is_int()) { out = {static_cast<double>(v.i), 0.0}; return true; }
  if (!v.is_bool() && !is_layout(v, Layout::Int)) {
    Value r;
    bool found;
    if (!call_method(vm, v, vm.names.complex_, nullptr, 0, r, found)) return false;
    if (found) {
      if (!is_layout(r, Layout::Complex))
        return vm.raisef(vm.exc.TypeError, "__complex__ returned non-complex (type %s)", type_name(vm, r));
      out = {as<Complex>(r)->re, as<Complex>(r)->im};
      return true;
    }
  }
  double d;
  if (!arg_double(vm, v, d, "cmath")) return false;
  out = {d, 0.0};
  return true;
}

C c_sqrt(C z) {
  if (z.re == 0. && z.im == 0.) return {0., z.im};
  double ax = std::fabs(z.re), ay = std::fabs(z.im), s, d;
  if (ax < DBL_MIN && ay < DBL_MIN) {
    ax = std::ldexp(ax, DBL_MANT_DIG);
    s = std::ldexp(std::sqrt(ax + std::hypot(ax, std::ldexp(ay, DBL_MANT_DIG))), -DBL_MANT_DIG / 2);
  } else {
    ax /= 8.;
    s = 2. * std::sqrt(ax + std::hypot(ax, ay / 8.));
  }
  d = ay / (2. * s);
  if (z.re >= 0.) return {s, std::copysign(d, z.im)};
  return {d, std::copysign(s, z.im)};
}

// errno-like flags: 1 = domain, 2 = range.
C c_log(C z, int& err) {
  double ax = std::fabs(z.re), ay = std::fabs(z.im), re;
  if (ax > kLargeDouble || ay > kLargeDouble) {
    re = std::log(std::hypot(ax / 2., ay / 2.)) + kLn2;
  } else if (ax < DBL_MIN && ay < DBL_MIN) {
    if (ax > 0. || ay > 0.) {
      re = std::log(std::hypot(std::ldexp(ax, DBL_MANT_DIG), std::ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * kLn2;
    } else {
      re = -HUGE_VAL;
      err = 1;
    }
  } else {
    double h = std::hypot(ax, ay);
    if (0.71 <= h && h <= 1.73) {
      double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
      re = std::log1p((am - 1) * (am + 1) + an * an) / 2.;
    } else {
      re = std::log(h);
    }
  }
  return {re, std::atan2(z.im, z.re)};
}

C c_exp(C z, int& err) {
  C r;
  if (z.re > kLogLargeDouble) {
    double l = std::exp(z.re - 1.);
    r = {l * std::cos(z.im) * M_E, l * std::sin(z.im) * M_E};
  } else {
    double l = std::exp(z.re);
    r = {l * std::cos(z.im), l * std::sin(z.im)};
  }
  if (std::isfinite(z.re) && std::isfinite(z.im) && (std::isinf(r.re) || std::isinf(r.im))) err = 2;
  return r;
}

C c_cosh(C z, int& err) {
  C r;
  if (std::fabs(z.re) > kLogLargeDouble) {
    double xm1 = z.re - std::copysign(1., z.re);
    r = {std::cos(z.im) * std::cosh(xm1) * M_E, std::sin(z.im) * std::sinh(xm1) * M_E};
  } else {
    r = {std::cos(z.im) * std::cosh(z.re), std::sin(z.im) * std::sinh(z.re)};
  }
  if (std::isfinite(z.re) && std::isfinite(z.im) && (std::isinf(r.re) || std::isinf(r.im))) err = 2;
  return r;
}

C c_sinh(C z, int& err) {
  C r;
  if (std::fabs(z.re) > kLogLargeDouble) {
    double xm1 = z.re - std::copysign(1., z.re);
    r = {std::cos(z.im) * std::sinh(xm1) * M_E, std::sin(z.im) * std::cosh(xm1) * M_E};
  } else {
    r = {std::cos(z.im) * std::sinh(z.re), std::sin(z.im) * std::cosh(z.re)};
  }
  if (std::isfinite(z.re) && std::isfinite(z.im) && (std::isinf(r.re) || std::isinf(r.im))) err = 2;
  return r;
}

C c_tanh(C z, int&) {
  if (std::fabs(z.re) > kLogLargeDouble) {
    return {std::copysign(1., z.re), 4. * std::sin(z.im) * std::cos(z.im) * std::exp(-2. * std::fabs(z.re))};
  }
  double tx = std::tanh(z.re), ty = std::tan(z.im), cx = 1. / std::cosh(z.re);
  double txty = tx * ty, denom = 1. + txty * txty;
  return {tx * (1. + ty * ty) / denom, ((ty / denom) * cx) * cx};
}

C c_asinh(C z, int&) {
  if (std::fabs(z.re) > kLargeDouble || std::fabs(z.im) > kLargeDouble) {
    double re = z.im >= 0. ? std::copysign(std::log(std::hypot(z.re / 2., z.im / 2.)) + kLn2 * 2., z.re)
                           : -std::copysign(std::log(std::hypot(z.re / 2., z.im / 2.)) + kLn2 * 2., -z.re);
    return {re, std::atan2(z.im, std::fabs(z.re))};
  }
  C s1 = c_sqrt({1. + z.im, -z.re});
  C s2 = c_sqrt({1. - z.im, z.re});
  return {std::asinh(s1.re * s2.im - s2.re * s1.im), std::atan2(z.im, s1.re * s2.re - s1.im * s2.im)};
}

C c_acosh(C z, int&) {
  if (std::fabs(z.re) > kLargeDouble || std::fabs(z.im) > kLargeDouble)
    return {std::log(std::hypot(z.re / 2., z.im / 2.)) + kLn2 * 2., std::atan2(z.im, z.re)};
  C s1 = c_sqrt({z.re - 1., z.im});
  C s2 = c_sqrt({z.re + 1., z.im});
  return {std::asinh(s1.re * s2.re + s1.im * s2.im), 2. * std::atan2(s1.im, s2.re)};
}

C c_acos(C z, int&) {
  if (std::fabs(z.re) > kLargeDouble || std::fabs(z.im) > kLargeDouble) {
    double re = std::atan2(std::fabs(z.im), z.re);
    double l = std::log(std::hypot(z.re / 2., z.im / 2.)) + kLn2 * 2.;
    double im = z.re < 0 ? -std::copysign(l, z.im) : std::copysign(l, -z.im);
    return {re, im};
  }
  C s1 = c_sqrt({1. - z.re, -z.im});
  C s2 = c_sqrt({1. + z.re, z.im});
  return {2. * std::atan2(s1.re, s2.re), std::asinh(s2.re * s1.im - s2.im * s1.re)};
}

C c_atanh(C z, int& err) {
  if (z.re < 0.) {
    C r = c_atanh({-z.re, -z.im}, err);
    return {-r.re, -r.im};
  }
  double ay = std::fabs(z.im);
  if (z.re > kSqrtLargeDouble || ay > kSqrtLargeDouble) {
    double h = std::hypot(z.re / 2., z.im / 2.);
    return {z.re / 4. / h / h, -std::copysign(kPi / 2., -z.im)};
  }
  if (z.re == 1. && ay < kSqrtDblMin) {
    if (ay == 0.) { err = 1; return {HUGE_VAL, z.im}; }
    return {-std::log(std::sqrt(ay) / std::sqrt(std::hypot(ay, 2.))), std::copysign(std::atan2(2., -ay) / 2, z.im)};
  }
  return {std::log1p(4. * z.re / ((1 - z.re) * (1 - z.re) + ay * ay)) / 4.,
          -std::atan2(-2. * z.im, (1 - z.re) * (1 + z.re) - ay * ay) / 2.};
}

// f(iz) rotated back: asin, atan, sin, tan from asinh, atanh, sinh, tanh.
template <C (*F)(C, int&)> C rotated(C z, int& err) {
  C s = F({-z.im, z.re}, err);
  return {s.im, -s.re};
}
C c_cos(C z, int& err) { return c_cosh({-z.im, z.re}, err); }
C c_sqrt_e(C z, int&) { return c_sqrt(z); }
C c_log10(C z, int& err) {
  C r = c_log(z, err);
  return {r.re / kLn10, r.im / kLn10};
}

bool finish(VM& vm, C r, int err, Value& out) {
  if (err == 1) return vm.raise(vm.exc.ValueError, "math domain error");
  if (err == 2) return vm.raise(vm.exc.OverflowError, "math range error");
  out = vm.new_complex(r.re, r.im);
  return true;
}

template <C (*F)(C, int&)> bool cfunc(VM& vm, CallArgs& a, Value& out) {
  C z;
  if (!to_c(vm, a.args[0], z)) return false;
  int err = 0;
  C r = F(z, err);
  return finish(vm, r, err, out);
}

bool cm_log(VM& vm, CallArgs& a, Value& out) {
  C z;
  if (!to_c(vm, a.args[0], z)) return false;
  int err = 0;
  C r = c_log(z, err);
  if (a.nargs > 1) {
    C b;
    if (!to_c(vm, a.args[1], b)) return false;
    C lb = c_log(b, err);
    // Complex division as CPython's _Py_c_quot.
    double abs_br = std::fabs(lb.re), abs_bi = std::fabs(lb.im);
    C q;
    if (abs_br >= abs_bi) {
      if (abs_br == 0.0) return vm.raise(vm.exc.ZeroDivisionError, "complex division by zero");
      double ratio = lb.im / lb.re, denom = lb.re + lb.im * ratio;
      q = {(r.re + r.im * ratio) / denom, (r.im - r.re * ratio) / denom};
    } else {
      double ratio = lb.re / lb.im, denom = lb.re * ratio + lb.im;
      q = {(r.re * ratio + r.im) / denom, (r.im * ratio - r.re) / denom};
    }
    r = q;
  }
  return finish(vm, r, err, out);
}

bool cm_phase(VM& vm, CallArgs& a, Value& out) {
  C z;
  if (!to_c(vm, a.args[0], z)) return false;
  out = Value::real(std::atan2(z.im, z.re));
  return true;
}

bool cm_polar(VM& vm, CallArgs& a, Value& out) {
  C z;
  if (!to_c(vm, a.args[0], z)) return false;
  double r = std::hypot(z.re, z.im);
  if (std::isinf(r) && std::isfinite(z.re) && std::isfinite(z.im))
    return vm.raise(vm.exc.OverflowError, "math range error");
  out = Value::object(vm.new_tuple({Value::real(r), Value::real(std::atan2(z.im, z.re))}));
  return true;
}

bool cm_rect(VM& vm, CallArgs& a, Value& out) {
  double r, phi;
  if (!arg_double(vm, a.args[0], r, "rect") || !arg_double(vm, a.args[1], phi, "rect")) return false;
  if (std::isinf(r) && std::isfinite(phi) && phi != 0.) {
    out = vm.new_complex(r > 0 ? std::copysign(HUGE_VAL, std::cos(phi)) : -std::copysign(HUGE_VAL, std::cos(phi)),
                         r > 0 ? std::copysign(HUGE_VAL, std::sin(phi)) : -std::copysign(HUGE_VAL, std::sin(phi)));
    return true;
  }
  if (phi == 0.) { out = vm.new_complex(r, r * phi); return true; }
  out = vm.new_complex(r * std::cos(phi), r * std::sin(phi));
  return true;
}

bool cm_isfinite(VM& vm, CallArgs& a, Value& out) {
  C z;
  if (!to_c(vm, a.args[0], z)) return false;
  out = Value::boolean(std::isfinite(z.re) && std::isfinite(z.im));
  return true;
}
bool cm_isinf(VM& vm, CallArgs& a, Value& out) {
  C z;
  if (!to_c(vm, a.args[0], z)) return false;
  out = Value::boolean(std::isinf(z.re) || std::isinf(z.im));
  return true;
}
bool cm_isnan(VM& vm, CallArgs& a, Value& out) {
  C z;
  if (!to_c(vm, a.args[0], z)) return false;
  out = Value::boolean(std::isnan(z.re) || std::isnan(z.im));
  return true;
}

bool cm_isclose(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "isclose", {"a", "b", "$rel_tol", "$abs_tol"}, 2, args)) return false;
  C x, y;
  double rel = 1e-09, abst = 0.0;
  if (!to_c(vm, args[0], x) || !to_c(vm, args[1], y)) return false;
  if (!args[2].is_undef() && !arg_double(vm, args[2], rel, "isclose")) return false;
  if (!args[3].is_undef() && !arg_double(vm, args[3], abst, "isclose")) return false;
  if (rel < 0.0 || abst < 0.0) return vm.raise(vm.exc.ValueError, "tolerances must be non-negative");
  if (x.re == y.re && x.im == y.im) { out = Value::boolean(true); return true; }
  if (std::isinf(x.re) || std::isinf(x.im) || std::isinf(y.re) || std::isinf(y.im)) {
    out = Value::boolean(false);
    return true;
  }
  double diff = std::hypot(x.re - y.re, x.im - y.im);
  double ax = std::hypot(x.re, x.im), ay = std::hypot(y.re, y.im);
  out = Value::boolean((diff <= rel * ay) || (diff <= rel * ax) || (diff <= abst));
  return true;
}

const NativeDef kCmathFuncs[] = {
    {"sqrt", cfunc<c_sqrt_e>, 1, 1, false, JitHint::None},
    {"exp", cfunc<c_exp>, 1, 1, false, JitHint::None},
    {"log", cm_log, 1, 2, false, JitHint::None},
    {"log10", cfunc<c_log10>, 1, 1, false, JitHint::None},
    {"sin", cfunc<rotated<c_sinh>>, 1, 1, false, JitHint::None},
    {"cos", cfunc<c_cos>, 1, 1, false, JitHint::None},
    {"tan", cfunc<rotated<c_tanh>>, 1, 1, false, JitHint::None},
    {"asin", cfunc<rotated<c_asinh>>, 1, 1, false, JitHint::None},
    {"acos", cfunc<c_acos>, 1, 1, false, JitHint::None},
    {"atan", cfunc<rotated<c_atanh>>, 1, 1, false, JitHint::None},
    {"sinh", cfunc<c_sinh>, 1, 1, false, JitHint::None},
    {"cosh", cfunc<c_cosh>, 1, 1, false, JitHint::None},
    {"tanh", cfunc<c_tanh>, 1, 1, false, JitHint::None},
    {"asinh", cfunc<c_asinh>, 1, 1, false, JitHint::None},
    {"acosh", cfunc<c_acosh>, 1, 1, false, JitHint::None},
    {"atanh", cfunc<c_atanh>, 1, 1, false, JitHint::None},
    {"phase", cm_phase, 1, 1, false, JitHint::None},
    {"polar", cm_polar, 1, 1, false, JitHint::None},
    {"rect", cm_rect, 2, 2, false, JitHint::None},
    {"isfinite", cm_isfinite, 1, 1, false, JitHint::None},
    {"isinf", cm_isinf, 1, 1, false, JitHint::None},
    {"isnan", cm_isnan, 1, 1, false, JitHint::None},
    {"isclose", cm_isclose, 2, 2, true, JitHint::None},
};

}  // namespace

Module* create_cmath_module(VM& vm) {
  Module* m = vm.new_module("cmath");
  add_module_functions(vm, m, kCmathFuncs);
  set_module_attr(vm, m, "pi", Value::real(kPi));
  set_module_attr(vm, m, "e", Value::real(2.718281828459045));
  set_module_attr(vm, m, "tau", Value::real(6.283185307179586));
  set_module_attr(vm, m, "inf", Value::real(HUGE_VAL));
  set_module_attr(vm, m, "nan", Value::real(std::nan("")));
  set_module_attr(vm, m, "infj", vm.new_complex(0.0, HUGE_VAL));
  set_module_attr(vm, m, "nanj", vm.new_complex(0.0, std::nan("")));
  return m;
}

}  // namespace tpy
