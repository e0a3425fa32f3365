// np_math.cpp — elementwise helpers NumPy writes in Python over ufuncs:
// clip (and a.clip), round / around (and a.round; complex parts apart),
// isclose / allclose (in the dtype NumPy computes them), array_equal
// (equal_nan), array_equiv, count_nonzero (axis, keepdims), isposinf,
// isneginf and nan_to_num.
#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>
#include "builtins/numpy/np_stats.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

namespace {

using C128 = std::complex<double>;

// clip(a, a_min, a_max, out=None): maximum, then minimum, the second into out.
bool do_clip(VM& vm, Value a, Value lo, Value hi, Value outv, Value& out) {
  if (!given(lo) && !given(hi)) return vm.raise(vm.exc.ValueError, "One of max or min must be given");
  RootScope roots(vm);
  Value cur = a, target = given(outv) ? outv : Value();
  if (given(lo)) {
    Value ins[2] = {cur, lo};
    if (!ufunc_call(vm, np_ufunc(vm, "maximum"), ins, given(hi) ? Value() : target, cur)) return false;
    roots.add(cur);
  }
  if (given(hi)) {
    Value ins[2] = {cur, hi};
    if (!ufunc_call(vm, np_ufunc(vm, "minimum"), ins, target, cur)) return false;
  }
  out = cur;
  return true;
}
bool fn_clip(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  // NumPy's clip is a Python function: a_min and a_max are checked before
  // the keywords it hands on to the ufunc.
  bool no_min = a.nargs < 2 && kwarg(a, "a_min").is_undef(), no_max = a.nargs < 3 && kwarg(a, "a_max").is_undef();
  if (no_min && no_max)
    return vm.raise(vm.exc.TypeError, "clip() missing 2 required positional arguments: 'a_min' and 'a_max'");
  if (no_min || no_max)
    return vm.raisef(vm.exc.TypeError, "clip() missing 1 required positional argument: '%s'", no_min ? "a_min" : "a_max");
  if (!np_bind_args(vm, a, "clip", {"a", "a_min", "a_max", "out"}, 1, args)) return false;
  return do_clip(vm, args[0], args[1], args[2], args[3], out);
}
bool m_clip(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "clip", {"min", "max", "out"}, 0, args + 1, true)) return false;
  return do_clip(vm, a.args[0], args[1], args[2], args[3], out);
}

// Complex round: each part as a float64 is rounded (NumPy rounds the two views).
NdArray* round_complex(VM& vm, NdArray* a, int64_t d) {
  NdArray* c = nd_copy_as(vm, a, DType::Complex128);
  if (!c) return nullptr;
  double f = std::pow(10.0, (double)(d >= 0 ? d : -d));
  auto r = [&](double x) { return d >= 0 ? std::nearbyint(x * f) / f : std::nearbyint(x / f) * f; };
  C128* p = (C128*)c->data;
  for (int64_t i = 0; i < c->size; i++) p[i] = C128(r(p[i].real()), r(p[i].imag()));
  return c;
}

// round(a, decimals=0, out=None): rint(a * 10**d) / 10**d through the
// ufuncs (a / 10**-d, rint, times 10**-d for negative d), in a's float
// type; integers unchanged for d >= 0 and kept integers otherwise.
bool do_round(VM& vm, Value av, Value dv, Value outv, Value& out) {
  int64_t d = 0;
  if (given(dv) && !to_int64(vm, dv, d, "decimals")) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, av, roots);
  if (!a) return false;
  bool scalar = a->ndim == 0 && !given(outv);
  Value cur = Value::object(a), ins[2];
  if (dtype_is_complex(a->dtype)) {
    NdArray* c = round_complex(vm, a, d);
    if (!c) return false;
    roots.add(c);
    if (a->dtype != DType::Complex128) {   // complex64 rounds in double, as its float32 parts do not
      if (!(c = nd_copy_as(vm, c, a->dtype))) return false;
      roots.add(c);
    }
    cur = Value::object(c);
  } else if (dtype_category(a->dtype) <= 1 && d >= 0) {
    NdArray* c = nd_copy_as(vm, a, a->dtype);
    if (!c) return false;
    roots.add(c);
    cur = Value::object(c);
  } else {
    // 10**|d| as a 0-d array of a's float type, so float32 rounds in float32.
    int64_t none = 0;
    bool is_float = dtype_category(a->dtype) == 2;
    NdArray* fa = nd_new(vm, is_float ? a->dtype : DType::Float64, 0, &none);
    if (!fa) return false;
    roots.add(fa);
    double p10 = std::pow(10.0, (double)(d >= 0 ? d : -d));
    cast_element(DType::Float64, (const char*)&p10, fa->dtype, fa->data);
    Value f = Value::object(fa);
    if (d != 0) {
      ins[0] = cur, ins[1] = f;
      if (!ufunc_call(vm, np_ufunc(vm, d > 0 ? "multiply" : "divide"), ins, Value(), cur)) return false;
      roots.add(cur);
    }
    if (!ufunc_call(vm, np_ufunc(vm, "rint"), &cur, Value(), cur)) return false;
    roots.add(cur);
    if (d != 0) {
      ins[0] = cur, ins[1] = f;
      if (!ufunc_call(vm, np_ufunc(vm, d > 0 ? "divide" : "multiply"), ins, Value(), cur)) return false;
      roots.add(cur);
    }
    if (dtype_category(a->dtype) <= 1) {   // negative decimals keep integer dtypes
      NdArray* r;
      if (!np_asarray(vm, cur, r)) return false;
      roots.add(r);
      NdArray* c = nd_copy_as(vm, r, a->dtype);
      if (!c) return false;
      roots.add(c);
      cur = Value::object(c);
    }
  }
  if (given(outv)) return store_out(vm, cur, outv, out);
  NdArray* r;
  if (!np_asarray(vm, cur, r)) return false;
  out = np_result(vm, r, scalar);
  return true;
}
bool fn_round(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "round", {"a", "decimals", "out"}, 1, args)) return false;
  return do_round(vm, args[0], args[1], args[2], out);
}
bool fn_around(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "around", {"a", "decimals", "out"}, 1, args)) return false;
  return do_round(vm, args[0], args[1], args[2], out);
}
bool m_round(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "round", {"decimals", "out"}, 0, args + 1, true)) return false;
  return do_round(vm, a.args[0], args[1], args[2], out);
}

// |x - y| <= atol + rtol * |y| for finite pairs, equality otherwise, NaN
// pairs by equal_nan; computed in R (float32 for float32 inputs, as NumPy).
template <class R> bool close_one(R x, R y, double rtol, double atol, bool equal_nan) {
  using std::abs;
  using std::isfinite;
  bool xf, yf, xn, yn;
  if constexpr (kIsComplexC<R>) {
    xf = std::isfinite(x.real()) && std::isfinite(x.imag());
    yf = std::isfinite(y.real()) && std::isfinite(y.imag());
    xn = std::isnan(x.real()) || std::isnan(x.imag());
    yn = std::isnan(y.real()) || std::isnan(y.imag());
  } else {
    xf = isfinite(x), yf = isfinite(y), xn = std::isnan(x), yn = std::isnan(y);
  }
  if (xf && yf) {
    using F = decltype(std::abs(x));   // a complex's part type
    return (F)abs(x - y) <= (F)((F)atol + (F)rtol * (F)abs(y));
  }
  if (xn && yn) return equal_nan;
  return x == y;
}

bool isclose_array(VM& vm, Value av, Value bv, double rtol, double atol, bool equal_nan, NdArray*& out, bool& scalar) {
  RootScope roots(vm);
  NdArray* x = stats_array(vm, av, roots);
  NdArray* y = x ? stats_array(vm, bv, roots) : nullptr;
  if (!y) return false;
  scalar = x->ndim == 0 && y->ndim == 0;
  // NumPy: y becomes result_type(y, 1.0), then x - y promotes as usual.
  int64_t none = 0;
  NdArray* one = nd_new(vm, DType::Float64, 0, &none);
  if (!one) return false;
  roots.add(one);
  ((double*)one->data)[0] = 1.0;
  NdArray* y1[2] = {y, one};
  DType yt = result_type(y1, 2);
  NdArray* ys = nd_copy_as(vm, y, yt);
  if (!ys) return false;
  roots.add(ys);
  NdArray* xy[2] = {x, ys};
  DType rt = result_type(xy, 2);
  if (dtype_category(rt) < 2) rt = DType::Float64;
  NdArray* xd = nd_copy_as(vm, x, rt);
  NdArray* yd = xd ? nd_copy_as(vm, ys, rt) : nullptr;
  if (!yd) return false;
  roots.add(xd);
  roots.add(yd);
  NdArray* both[2] = {xd, yd};
  int nd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, 2, both, nd, shape)) return false;
  out = nd_new(vm, DType::Bool, nd, shape);
  if (!out) return false;
  roots.add(out);
  int64_t sx[kMaxDims], sy[kMaxDims];
  broadcast_strides(xd, nd, shape, sx);
  broadcast_strides(yd, nd, shape, sy);
  const int64_t* sp[3] = {out->strides, sx, sy};
  char* base[3] = {out->data, xd->data, yd->data};
  NdWalk walk(nd, shape, 3, sp);
  dispatch_dtype(rt, [&]<class R>() {
    if constexpr (std::is_floating_point_v<R> || kIsComplexC<R>) {
      walk.run(base, [&](char** p, int64_t n, const int64_t* steps) {
        for (int64_t i = 0; i < n; i++) {
          R u, v;
          std::memcpy(&u, p[1] + i * steps[1], sizeof u);
          std::memcpy(&v, p[2] + i * steps[2], sizeof v);
          p[0][i * steps[0]] = close_one<R>(u, v, rtol, atol, equal_nan);
        }
      });
    }
  });
  return true;
}

bool close_args(VM& vm, CallArgs& a, const char* name, Value* args, double& rtol, double& atol, bool& equal_nan) {
  if (!np_bind_args(vm, a, name, {"a", "b", "rtol", "atol", "equal_nan"}, 2, args)) return false;
  rtol = 1e-05, atol = 1e-08;
  if (!args[2].is_undef() && !to_double(vm, args[2], rtol, name)) return false;
  if (!args[3].is_undef() && !to_double(vm, args[3], atol, name)) return false;
  return bool_arg(vm, args[4], false, equal_nan);
}

bool all_true(NdArray* b) {
  for (int64_t i = 0; i < b->size; i++)
    if (!b->data[i]) return false;
  return true;
}

bool fn_isclose(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  double rtol, atol;
  bool en, scalar;
  NdArray* r;
  if (!close_args(vm, a, "isclose", args, rtol, atol, en) || !isclose_array(vm, args[0], args[1], rtol, atol, en, r, scalar))
    return false;
  out = np_result(vm, r, scalar);
  return true;
}

bool fn_allclose(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  double rtol, atol;
  bool en, scalar;
  NdArray* r;
  if (!close_args(vm, a, "allclose", args, rtol, atol, en) || !isclose_array(vm, args[0], args[1], rtol, atol, en, r, scalar))
    return false;
  out = Value::boolean(all_true(r));
  return true;
}

// Every element of a == b (broadcast), or false when they do not broadcast.
bool all_equal(VM& vm, NdArray* x, NdArray* y, bool equal_nan, bool& res) {
  RootScope roots(vm);
  NdArray* both[2] = {x, y};
  int nd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, 2, both, nd, shape)) {
    vm.take_pending();
    res = false;
    return true;
  }
  Value ins[2] = {Value::object(x), Value::object(y)}, eq;
  if (!ufunc_call(vm, np_ufunc(vm, "equal"), ins, Value(), eq)) return false;
  roots.add(eq);
  NdArray* e;
  if (!np_asarray(vm, eq, e)) return false;
  roots.add(e);
  if (equal_nan) {   // NaN == NaN where both are NaN
    Value xn, yn, both_nan, any_eq;
    if (!ufunc_call(vm, np_ufunc(vm, "isnan"), &ins[0], Value(), xn)) return false;
    roots.add(xn);
    if (!ufunc_call(vm, np_ufunc(vm, "isnan"), &ins[1], Value(), yn)) return false;
    roots.add(yn);
    Value nn[2] = {xn, yn};
    if (!ufunc_call(vm, np_ufunc(vm, "equal"), nn, Value(), both_nan)) return false;
    roots.add(both_nan);
    NdArray* same_nan;
    if (!np_asarray(vm, both_nan, same_nan)) return false;
    roots.add(same_nan);
    if (!all_true(same_nan)) { res = false; return true; }
    Value oe[2] = {Value::object(e), xn};
    if (!ufunc_call(vm, np_ufunc(vm, "logical_or"), oe, Value(), any_eq)) return false;
    roots.add(any_eq);
    if (!np_asarray(vm, any_eq, e)) return false;
    roots.add(e);
  }
  res = all_true(e);
  return true;
}

bool fn_array_equal(VM& vm, CallArgs& ca, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, ca, "array_equal", {"a1", "a2", "equal_nan"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = stats_array(vm, args[0], roots);
  NdArray* y = x ? stats_array(vm, args[1], roots) : nullptr;
  bool en, res = x && y && x->ndim == y->ndim;
  if (!y || !bool_arg(vm, args[2], false, en)) return false;
  for (int d = 0; res && d < x->ndim; d++) res = x->shape[d] == y->shape[d];
  if (res && !all_equal(vm, x, y, en, res)) return false;
  out = Value::boolean(res);
  return true;
}

bool fn_array_equiv(VM& vm, CallArgs& ca, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, ca, "array_equiv", {"a1", "a2"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = stats_array(vm, args[0], roots);
  NdArray* y = x ? stats_array(vm, args[1], roots) : nullptr;
  bool res;
  if (!y || !all_equal(vm, x, y, false, res)) return false;
  out = Value::boolean(res);
  return true;
}

// count_nonzero(a, axis=None, *, keepdims=False)
bool fn_count_nonzero(VM& vm, CallArgs& ca, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, ca, "count_nonzero", {"a", "axis", "$keepdims"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = stats_array(vm, args[0], roots);
  bool keep;
  if (!x || !bool_arg(vm, args[2], false, keep)) return false;
  NdArray* b = nd_copy_as(vm, x, DType::Bool);
  if (!b) return false;
  roots.add(b);
  if (!given(args[1]) && !keep) {
    int64_t n = 0;
    for (int64_t i = 0; i < b->size; i++) n += b->data[i];
    out = Value::integer(n);
    return true;
  }
  return np_call(vm, "sum", {Value::object(b)},
                 {{"axis", args[1]}, {"dtype", dtype_object(vm, DType::Int64)}, {"keepdims", Value::boolean(keep)}}, out);
}

// isposinf / isneginf(x, out=None): isinf(x) & (signbit(x) == negative).
bool inf_of_sign(VM& vm, CallArgs& ca, const char* name, bool negative, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, ca, name, {"x", "out"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = stats_array(vm, args[0], roots);
  if (!x) return false;
  if (dtype_is_complex(x->dtype))
    return vm.raisef(vm.exc.TypeError, "This operation is not supported for %s values because it would be ambiguous.",
                     dtype_info(x->dtype).name);
  Value in = Value::object(x), inf, sign;
  if (!ufunc_call(vm, np_ufunc(vm, "isinf"), &in, Value(), inf)) return false;
  roots.add(inf);
  if (!ufunc_call(vm, np_ufunc(vm, "signbit"), &in, Value(), sign)) return false;
  roots.add(sign);
  if (!negative) {
    if (!ufunc_call(vm, np_ufunc(vm, "logical_not"), &sign, Value(), sign)) return false;
    roots.add(sign);
  }
  Value both[2] = {inf, sign};
  return ufunc_call(vm, np_ufunc(vm, "logical_and"), both, given(args[1]) ? args[1] : Value(), out);
}
bool fn_isposinf(VM& vm, CallArgs& a, Value& out) { return inf_of_sign(vm, a, "isposinf", false, out); }
bool fn_isneginf(VM& vm, CallArgs& a, Value& out) { return inf_of_sign(vm, a, "isneginf", true, out); }

template <class F> void fix_nonfinite(F* p, int64_t n, F nan, F posinf, F neginf) {
  for (int64_t i = 0; i < n; i++) {
    if (std::isnan(p[i])) p[i] = nan;
    else if (std::isinf(p[i])) p[i] = p[i] > 0 ? posinf : neginf;
  }
}

// nan_to_num(x, copy=True, nan=0.0, posinf=None, neginf=None)
bool fn_nan_to_num(VM& vm, CallArgs& ca, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, ca, "nan_to_num", {"x", "copy", "nan", "posinf", "neginf"}, 1, args)) return false;
  RootScope roots(vm);
  bool copy;
  NdArray* x = stats_array(vm, args[0], roots);
  if (!x || !bool_arg(vm, args[1], true, copy)) return false;
  bool scalar = x->ndim == 0;
  if (copy || !is_ndarray(vm, args[0])) {
    if (!(x = nd_copy_as(vm, x, x->dtype))) return false;
    roots.add(x);
  } else if (!x->c_contiguous()) {
    return vm.raise(vm.exc.TypeError, "tpy: nan_to_num(copy=False) needs a contiguous array");
  }
  if (dtype_category(x->dtype) >= 2) {
    double nan = 0;
    if (given(args[2]) && !to_double(vm, args[2], nan, "nan")) return false;
    bool is32 = complex_part_dtype(x->dtype) == DType::Float32;
    double big = is32 ? FLT_MAX : DBL_MAX, pos = big, neg = -big;
    if (given(args[3]) && !to_double(vm, args[3], pos, "posinf")) return false;
    if (given(args[4]) && !to_double(vm, args[4], neg, "neginf")) return false;
    int64_t n = x->size * (dtype_is_complex(x->dtype) ? 2 : 1);   // complex: both parts
    if (is32) fix_nonfinite<float>((float*)x->data, n, (float)nan, (float)pos, (float)neg);
    else fix_nonfinite<double>((double*)x->data, n, nan, pos, neg);
  }
  out = np_result(vm, x, scalar);
  return true;
}

const NativeDef kMathFunctions[] = {
    {"clip", fn_clip, 1, 4, true, JitHint::None},
    {"round", fn_round, 1, 3, true, JitHint::None},
    {"around", fn_around, 1, 3, true, JitHint::None},
    {"round_", fn_around, 1, 3, true, JitHint::None},
    {"isclose", fn_isclose, 2, 5, true, JitHint::None},
    {"allclose", fn_allclose, 2, 5, true, JitHint::None},
    {"array_equal", fn_array_equal, 2, 3, true, JitHint::None},
    {"array_equiv", fn_array_equiv, 2, 2, true, JitHint::None},
    {"count_nonzero", fn_count_nonzero, 1, 2, true, JitHint::None},
    {"isposinf", fn_isposinf, 1, 2, true, JitHint::None},
    {"isneginf", fn_isneginf, 1, 2, true, JitHint::None},
    {"nan_to_num", fn_nan_to_num, 1, 5, true, JitHint::None},
};
const NativeDef kMathMethods[] = {
    {"clip", m_clip, 1, 4, true, JitHint::None},
    {"round", m_round, 1, 3, true, JitHint::None},
};

}  // namespace

void add_math_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kMathFunctions);
  vm.add_methods(np_state(vm).ndarray, kMathMethods);
}

}  // namespace tpy
