// func_complex.cpp — jit_fn_complex: the complex arithmetic compiled code
// calls (jit/infer_complex.cpp lowers +, -, * and comparisons inline).
// Results follow Numba 0.56, the oracle: its division (CPython's scaled
// quotient), z ** 2 as a product and other powers in polar form, log as
// log|z| + i arg z, and the elementary functions by the formulas of
// CPython's cmath module (which Numba uses) rather than the C library's.
#include <cmath>
#include <complex>
#include <cstring>
#include "jit/func.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

using C = std::complex<double>;

double arg_double(const FuncCtx* cx, int k) {
  double d;
  std::memcpy(&d, &cx->args[k], 8);
  return d;
}

// a / b scaled by b's larger part; `zero` when b is 0.
C quotient(C a, C b, bool& zero) {
  double ar = std::fabs(b.real()), ai = std::fabs(b.imag());
  zero = false;
  if (ar >= ai) {
    if (ar == 0.0) {
      zero = true;
      return {0, 0};
    }
    double ratio = b.imag() / b.real(), denom = b.real() + b.imag() * ratio;
    return {(a.real() + a.imag() * ratio) / denom, (a.imag() - a.real() * ratio) / denom};
  }
  if (ai >= ar) {
    double ratio = b.real() / b.imag(), denom = b.real() * ratio + b.imag();
    return {(a.real() * ratio + a.imag()) / denom, (a.imag() * ratio - a.real()) / denom};
  }
  return {NAN, NAN};   // a NaN part in b
}

// a ** b through polar form (CPython's general complex power, which
// Numba calls for every exponent but 2): NaN parts for 0 to a negative
// or complex power.
C polar_pow(C a, C b) {
  if (b.real() == 0.0 && b.imag() == 0.0) return {1.0, 0.0};
  if (a.real() == 0.0 && a.imag() == 0.0) return b.imag() != 0.0 || b.real() < 0.0 ? C(NAN, NAN) : C(0.0, 0.0);
  double vabs = std::hypot(a.real(), a.imag()), len = std::pow(vabs, b.real()), at = std::atan2(a.imag(), a.real());
  double phase = at * b.real();
  if (b.imag() != 0.0) {
    len /= std::exp(at * b.imag());
    phase += b.imag() * std::log(vabs);
  }
  return {len * std::cos(phase), len * std::sin(phase)};
}

C c_sqrt(C z) {
  double a = z.real(), b = z.imag();
  if (a == 0.0 && b == 0.0) return {std::fabs(b), b};
  if (std::isinf(b)) return {std::fabs(b), b};
  if (std::isnan(a)) return {a, a};
  if (std::isinf(a)) return a < 0 ? C(std::fabs(b - b), std::copysign(a, b)) : C(a, std::copysign(b - b, b));
  // Halved first where the sum below could overflow.
  const double limit = 1.7976931348623157e308 / (1.0 + M_SQRT2);
  bool scaled = std::fabs(a) >= limit || std::fabs(b) >= limit;
  if (scaled) {
    a *= 0.25;
    b *= 0.25;
  }
  double re, im;
  if (a >= 0) {
    double t = std::sqrt((a + std::hypot(a, b)) * 0.5);
    re = t;
    im = b / (2 * t);
  } else {
    double t = std::sqrt((-a + std::hypot(a, b)) * 0.5);
    re = std::fabs(b) / (2 * t);
    im = std::copysign(t, b);
  }
  return scaled ? C(re * 2, im) : C(re, im);
}

C c_exp(C z) {
  double x = z.real(), y = z.imag();
  if (std::isfinite(x) && std::isfinite(y)) {
    double r = std::exp(x);
    return {r * std::cos(y), r * std::sin(y)};
  }
  if (std::isfinite(x)) return {NAN, NAN};
  if (std::isnan(x)) return y != 0 ? C(x, x) : C(x, y);
  if (x > 0) {
    if (!std::isfinite(y)) return {x, NAN};
    double re = std::cos(y), im = std::sin(y);
    return {re != 0 ? re * x : re, im != 0 ? im * x : im};
  }
  if (!std::isfinite(y)) return {0.0, 0.0};
  return {0.0 * std::cos(y), 0.0 * std::sin(y)};
}

C c_cosh(C z) {
  double x = z.real(), y = z.imag();
  if (std::isinf(x)) {
    double re, im;
    if (std::isnan(y) || y == 0.0) {
      re = std::fabs(x);
      im = y;
    } else {
      re = std::copysign(x, std::cos(y));
      im = std::copysign(x, std::sin(y));
    }
    return {re, x < 0 ? -im : im};
  }
  return {std::cos(y) * std::cosh(x), std::sin(y) * std::sinh(x)};
}

C c_sinh(C z) {
  double x = z.real(), y = z.imag();
  if (std::isinf(x)) {
    if (std::isnan(y)) return {x, y};
    double re = std::cos(y), im = std::sin(y);
    return {re != 0 ? re * x : re, im != 0 ? im * std::fabs(x) : im};
  }
  return {std::cos(y) * std::sinh(x), std::sin(y) * std::cosh(x)};
}

C c_tanh(C z) {
  double x = z.real(), y = z.imag();
  if (std::isinf(x)) return {std::copysign(1.0, x), std::isinf(y) ? 0.0 : std::copysign(0.0, std::sin(2 * y))};
  double tx = std::tanh(x), ty = std::tan(y), cx = 1.0 / std::cosh(x), txty = tx * ty, denom = 1.0 + txty * txty;
  return {tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx};
}

// The functions of z j, turned back: f(z) = -j g(z j) for sin, tan, asin, atan.
C rotated(C (*g)(C), C z) {
  C r = g({-z.imag(), z.real()});
  return {r.imag(), -r.real()};
}

const double kLn4 = std::log(4.0), kLarge = 3.4028234663852886e38 / 4;

C c_acos(C z) {
  if (std::fabs(z.real()) > kLarge || std::fabs(z.imag()) > kLarge)
    return {std::atan2(std::fabs(z.imag()), z.real()),
            std::copysign(std::log(std::hypot(z.real() * 0.5, z.imag() * 0.5)) + kLn4, -z.imag())};
  C s1 = c_sqrt({1.0 - z.real(), -z.imag()}), s2 = c_sqrt({1.0 + z.real(), z.imag()});
  return {2.0 * std::atan2(s1.real(), s2.real()), std::asinh(s2.real() * s1.imag() - s2.imag() * s1.real())};
}

C c_acosh(C z) {
  if (std::fabs(z.real()) > kLarge || std::fabs(z.imag()) > kLarge)
    return {std::log(std::hypot(z.real() * 0.5, z.imag() * 0.5)) + kLn4, std::atan2(z.imag(), z.real())};
  C s1 = c_sqrt({z.real() - 1.0, z.imag()}), s2 = c_sqrt({z.real() + 1.0, z.imag()});
  return {std::asinh(s1.real() * s2.real() + s1.imag() * s2.imag()), 2.0 * std::atan2(s1.imag(), s2.real())};
}

C c_asinh(C z) {
  if (std::fabs(z.real()) > kLarge || std::fabs(z.imag()) > kLarge)
    return {std::copysign(std::log(std::hypot(z.real() * 0.5, z.imag() * 0.5)) + kLn4, z.real()),
            std::atan2(z.imag(), std::fabs(z.real()))};
  C s1 = c_sqrt({1.0 + z.imag(), -z.real()}), s2 = c_sqrt({1.0 - z.imag(), z.real()});
  return {std::asinh(s1.real() * s2.imag() - s2.real() * s1.imag()),
          std::atan2(z.imag(), s1.real() * s2.real() - s1.imag() * s2.imag())};
}

C c_atanh(C z) {
  bool negate = z.real() < 0;
  if (negate) z = -z;
  const double large = std::sqrt(3.4028234663852886e38 / 4), small = std::sqrt(1.1754943508222875e-38);
  double ay = std::fabs(z.imag()), re, im;
  if (std::isnan(z.real()) || z.real() > large || ay > large) {
    if (std::isinf(z.imag())) re = std::copysign(0.0, z.real());
    else if (std::isinf(z.real())) re = 0.0;
    else {
      double h = std::hypot(z.real() * 0.5, z.imag() * 0.5);
      re = z.real() / 4.0 / h / h;
    }
    im = -std::copysign(M_PI_2, -z.imag());
  } else if (z.real() == 1.0 && ay < small) {
    if (ay == 0.0) {
      re = INFINITY;
      im = z.imag();
    } else {
      re = -std::log(std::sqrt(ay) / std::sqrt(std::hypot(ay, 2.0)));
      im = std::copysign(std::atan2(2.0, -ay) / 2, z.imag());
    }
  } else {
    double sqay = ay * ay, zr1 = 1 - z.real();
    re = std::log1p(4.0 * z.real() / (zr1 * zr1 + sqay)) * 0.25;
    im = -std::atan2(-2.0 * z.imag(), zr1 * (1 + z.real()) - sqay) * 0.5;
  }
  if (std::isnan(z.imag())) im = NAN;
  return negate ? C(-re, -im) : C(re, im);
}

C c_atan(C z) {
  C r = c_atanh({-z.imag(), z.real()});
  if (std::isinf(z.real()) && std::isnan(z.imag())) return {r.imag(), r.real()};
  return {r.imag(), -r.real()};
}

}  // namespace

uint64_t jit_fn_complex(FuncCtx* cx) {
  VM& vm = *cx->vm;
  auto op = (ComplexOp)cx->args[0];
  C a(arg_double(cx, 1), arg_double(cx, 2)), r;
  bool zero = false;
  switch (op) {
    case ComplexOp::Div: case ComplexOp::DivNumpy: {
      C b(arg_double(cx, 3), arg_double(cx, 4));
      r = quotient(a, b, zero);
      if (zero && op == ComplexOp::Div) {
        vm.raise(vm.exc.ZeroDivisionError, "complex division by zero");
        cx->failed = 1;
        return 0;
      }
      if (zero) r = a / b;   // NumPy's error model: inf and nan parts
      break;
    }
    case ComplexOp::Pow: {
      C b(arg_double(cx, 3), arg_double(cx, 4));
      r = b == C(2.0, 0.0) ? a * a : polar_pow(a, b);
      break;
    }
    case ComplexOp::Rect: r = std::polar(arg_double(cx, 1), arg_double(cx, 2)); break;
    case ComplexOp::Sqrt: r = c_sqrt(a); break;
    case ComplexOp::Exp: r = c_exp(a); break;
    case ComplexOp::Log: r = {std::log(std::hypot(a.real(), a.imag())), std::atan2(a.imag(), a.real())}; break;
    case ComplexOp::Log10:
      r = {std::log(std::hypot(a.real(), a.imag())) / M_LN10, std::atan2(a.imag(), a.real()) / M_LN10};
      break;
    case ComplexOp::Sin: r = rotated(c_sinh, a); break;
    case ComplexOp::Cos: r = c_cosh({-a.imag(), a.real()}); break;
    case ComplexOp::Tan: r = rotated(c_tanh, a); break;
    case ComplexOp::Asin: r = rotated(c_asinh, a); break;
    case ComplexOp::Acos: r = c_acos(a); break;
    case ComplexOp::Atan: r = c_atan(a); break;
    case ComplexOp::Sinh: r = c_sinh(a); break;
    case ComplexOp::Cosh: r = c_cosh(a); break;
    case ComplexOp::Tanh: r = c_tanh(a); break;
    case ComplexOp::Asinh: r = c_asinh(a); break;
    case ComplexOp::Acosh: r = c_acosh(a); break;
    case ComplexOp::Atanh: r = c_atanh(a); break;
  }
  double re = r.real(), im = r.imag();
  std::memcpy(&cx->ret[0], &re, 8);
  std::memcpy(&cx->ret[1], &im, 8);
  return 0;
}

}  // namespace tpy::jit
