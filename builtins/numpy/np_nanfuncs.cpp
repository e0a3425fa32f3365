// np_nanfuncs.cpp — the nan-reductions (nansum, nanprod, nanmean, nanvar,
// nanstd, nanmax, nanmin, nanargmax, nanargmin, nancumsum, nancumprod),
// ptp and average. As NumPy's nanfunctions.py does, NaNs are replaced (by
// 0, 1 or ±inf, in a C++ copy) and the ordinary reduction runs on the
// copy, so sums are the same pairwise sums to the last bit. Integer and
// bool arrays have no NaN and go straight to the ordinary function.
#include <cmath>
#include <cstring>
#include "builtins/numpy/np_stats.h"

namespace tpy {

namespace {

bool is_inexact(NdArray* a) { return dtype_category(a->dtype) >= 2; }

// A copy of float/complex `a` with NaNs replaced by `val`, and (when
// `mask` is wanted) a bool array marking where they were.
bool replace_nan(VM& vm, NdArray* a, double val, NdArray*& out, NdArray** mask, RootScope& roots) {
  out = nd_copy_as(vm, a, a->dtype);
  if (!out) return false;
  roots.add(out);
  if (mask) {
    *mask = nd_new(vm, DType::Bool, a->ndim, a->shape);
    if (!*mask) return false;
    roots.add(*mask);
  }
  bool* m = mask ? (bool*)(*mask)->data : nullptr;
  dispatch_dtype(a->dtype, [&]<class T>() {
    T* p = (T*)out->data;
    for (int64_t i = 0; i < out->size; i++) {
      bool nan;
      if constexpr (kIsComplexC<T>) nan = std::isnan(p[i].real()) || std::isnan(p[i].imag());
      else if constexpr (std::is_floating_point_v<T>) nan = std::isnan(p[i]);
      else nan = false;
      if (nan) p[i] = T(val);
      if (m) m[i] = nan;
    }
  });
  return true;
}

// nansum / nanprod / nancumsum / nancumprod: NaN → identity, then `fn`.
bool nan_then(VM& vm, CallArgs& ca, const char* name, const char* fn, double ident, bool cumulative, Value& out) {
  Value args[5];
  if (cumulative) {
    if (!bind_args(vm, ca, name, {"a", "axis", "dtype", "out"}, 1, args)) return false;
  } else if (!bind_args(vm, ca, name, {"a", "axis", "dtype", "out", "keepdims"}, 1, args)) {
    return false;
  }
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  if (!a) return false;
  if (is_inexact(a) && !replace_nan(vm, a, ident, a, nullptr, roots)) return false;
  Value res;
  if (cumulative) {
    if (!np_call(vm, fn, {Value::object(a)}, {{"axis", args[1]}, {"dtype", args[2]}}, res)) return false;
    roots.add(res);
    return store_out(vm, res, args[3], out);
  }
  return np_call(vm, fn, {Value::object(a)}, {{"axis", args[1]}, {"dtype", args[2]}, {"out", args[3]}, {"keepdims", args[4]}},
                 out);
}

bool fn_nansum(VM& vm, CallArgs& a, Value& out) { return nan_then(vm, a, "nansum", "sum", 0, false, out); }
bool fn_nanprod(VM& vm, CallArgs& a, Value& out) { return nan_then(vm, a, "nanprod", "prod", 1, false, out); }
bool fn_nancumsum(VM& vm, CallArgs& a, Value& out) { return nan_then(vm, a, "nancumsum", "cumsum", 0, true, out); }
bool fn_nancumprod(VM& vm, CallArgs& a, Value& out) { return nan_then(vm, a, "nancumprod", "cumprod", 1, true, out); }

// nanmax / nanmin: fmax / fmin reductions, which let numbers win over NaN.
bool nan_extreme(VM& vm, CallArgs& ca, const char* name, bool is_max, Value& out) {
  Value args[4];
  if (!bind_args(vm, ca, name, {"a", "axis", "out", "keepdims"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  if (!a) return false;
  if (!is_inexact(a))
    return np_call(vm, is_max ? "amax" : "amin", {Value::object(a)},
                   {{"axis", args[1]}, {"out", args[2]}, {"keepdims", args[3]}}, out);
  uint64_t mask;
  bool keep;
  if (!np_reduce_axis_mask(vm, args[1], a->ndim, mask) || !bool_arg(vm, args[3], false, keep)) return false;
  Value res;
  if (!ufunc_reduce(vm, np_ufunc(vm, is_max ? "fmax" : "fmin"), a, mask, false, a->dtype, keep, res)) return false;
  roots.add(res);
  NdArray* r;
  if (!np_asarray(vm, res, r)) return false;
  bool nan = false;
  dispatch_dtype(r->dtype, [&]<class T>() {
    for (int64_t i = 0; i < r->size && !nan; i++) {
      T x;
      std::memcpy(&x, nd_flat_ptr(r, i), sizeof(T));
      if constexpr (std::is_floating_point_v<T>) nan = std::isnan(x);
      else if constexpr (requires { x.imag(); }) nan = std::isnan(x.real()) || std::isnan(x.imag());
    }
  });
  if (nan && !np_warn(vm, vm.exc.RuntimeWarning, "All-NaN slice encountered")) return false;
  return store_out(vm, res, args[2], out);
}
bool fn_nanmax(VM& vm, CallArgs& a, Value& out) { return nan_extreme(vm, a, "nanmax", true, out); }
bool fn_nanmin(VM& vm, CallArgs& a, Value& out) { return nan_extreme(vm, a, "nanmin", false, out); }

// nanargmax / nanargmin: NaN → ∓inf, then argmax / argmin; a lane of NaNs only is an error.
bool nan_arg(VM& vm, CallArgs& ca, const char* name, bool is_max, Value& out) {
  Value args[4];
  if (!bind_args(vm, ca, name, {"a", "axis", "out", "$keepdims"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  if (!a) return false;
  const char* fn = is_max ? "argmax" : "argmin";
  NdArray* mask = nullptr;
  if (is_inexact(a) && !replace_nan(vm, a, is_max ? -INFINITY : INFINITY, a, &mask, roots)) return false;
  Value res;
  if (!np_call(vm, fn, {Value::object(a)}, {{"axis", args[1]}}, res)) return false;
  roots.add(res);
  if (mask) {
    Value all_nan, any;
    if (!np_call(vm, "all", {Value::object(mask)}, {{"axis", args[1]}}, all_nan)) return false;
    roots.add(all_nan);
    bool bad;
    if (!np_call(vm, "any", {all_nan}, {}, any) || !truthy(vm, any, bad)) return false;
    if (bad) return vm.raise(vm.exc.ValueError, "All-NaN slice encountered");
  }
  bool keep;
  if (!bool_arg(vm, args[3], false, keep)) return false;
  if (keep) {
    uint64_t m;
    if (!np_axis_mask(vm, args[1], a->ndim, m)) return false;
    int64_t shp[kMaxDims];
    for (int d = 0; d < a->ndim; d++) shp[d] = (m >> d & 1) ? 1 : a->shape[d];
    std::vector<Value> dims;
    for (int d = 0; d < a->ndim; d++) dims.push_back(Value::integer(shp[d]));
    Value shape = Value::object(vm.new_tuple(dims));
    roots.add(shape);
    if (!np_call(vm, "reshape", {res, shape}, {}, res)) return false;
    roots.add(res);
  }
  return store_out(vm, res, args[2], out);
}
bool fn_nanargmax(VM& vm, CallArgs& a, Value& out) { return nan_arg(vm, a, "nanargmax", true, out); }
bool fn_nanargmin(VM& vm, CallArgs& a, Value& out) { return nan_arg(vm, a, "nanargmin", false, out); }

// x / n keeping x's dtype (NumPy's _divide_by_count: true division, then
// an unsafe cast back), for arrays in place and for scalars.
// Divide and invalid errors ignored while it lives (NumPy's
// _divide_by_count runs under np.errstate(invalid='ignore', divide='ignore');
// the nan-functions warn in their own words instead).
struct QuietDivide {
  FpMode* modes;
  FpMode saved[2];
  explicit QuietDivide(VM& vm) : modes(np_state(vm).fp_mode) {
    saved[0] = modes[kFpKindDivide];
    saved[1] = modes[kFpKindInvalid];
    modes[kFpKindDivide] = modes[kFpKindInvalid] = FpMode::Ignore;
  }
  ~QuietDivide() {
    modes[kFpKindDivide] = saved[0];
    modes[kFpKindInvalid] = saved[1];
  }
};

// Whether any element of the integer array-like v is <= limit.
bool any_at_most(VM& vm, Value v, int64_t limit, bool& out) {
  RootScope roots(vm);
  NdArray* a;
  if (!np_asarray(vm, v, a)) return false;
  roots.add(a);
  NdArray* c = nd_copy_as(vm, a, DType::Int64);
  if (!c) return false;
  out = false;
  for (int64_t i = 0; i < c->size && !out; i++) out = ((const int64_t*)c->data)[i] <= limit;
  return true;
}

bool divide_keep(VM& vm, Value x, Value n, Value& out) {
  QuietDivide quiet(vm);
  Value ins[2] = {x, n};
  if (is_ndarray(vm, x)) return ufunc_call(vm, np_ufunc(vm, "divide"), ins, x, out);
  RootScope roots(vm);
  NdArray* xa;
  if (!np_asarray(vm, x, xa)) return false;
  roots.add(xa);
  Value q;
  if (!ufunc_call(vm, np_ufunc(vm, "divide"), ins, Value(), q)) return false;
  roots.add(q);
  NdArray* qa;
  if (!np_asarray(vm, q, qa)) return false;
  roots.add(qa);
  NdArray* c = nd_copy_as(vm, qa, xa->dtype);
  if (!c) return false;
  out = np_result(vm, c, true);
  return true;
}

// The count of numbers (sum of ~mask, int64) over `axis`.
bool nan_count(VM& vm, NdArray* mask, Value axis, bool keep, Value& cnt, RootScope& roots) {
  Value notnan, in = Value::object(mask);
  if (!ufunc_call(vm, np_ufunc(vm, "logical_not"), &in, Value(), notnan)) return false;
  roots.add(notnan);
  if (!np_call(vm, "sum", {notnan},
               {{"axis", axis}, {"dtype", dtype_object(vm, DType::Int64)}, {"keepdims", Value::boolean(keep)}}, cnt))
    return false;
  roots.add(cnt);
  return true;
}

// sum(zeroed) / count, in the sum's dtype.
bool nan_mean_of(VM& vm, NdArray* z, NdArray* mask, Value axis, Value dtype, bool keep, Value& out, RootScope& roots,
                 bool* empty = nullptr) {
  Value cnt, tot;
  if (!nan_count(vm, mask, axis, keep, cnt, roots)) return false;
  if (empty && !any_at_most(vm, cnt, 0, *empty)) return false;
  if (!np_call(vm, "sum", {Value::object(z)}, {{"axis", axis}, {"dtype", dtype}, {"keepdims", Value::boolean(keep)}}, tot))
    return false;
  roots.add(tot);
  return divide_keep(vm, tot, cnt, out);
}

bool fn_nanmean(VM& vm, CallArgs& ca, Value& out) {
  Value args[5];
  if (!bind_args(vm, ca, "nanmean", {"a", "axis", "dtype", "out", "keepdims"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  if (!a) return false;
  if (!is_inexact(a))
    return np_call(vm, "mean", {Value::object(a)},
                   {{"axis", args[1]}, {"dtype", args[2]}, {"out", args[3]}, {"keepdims", args[4]}}, out);
  NdArray *z, *mask;
  bool keep;
  Value res;
  bool empty = false;
  if (!bool_arg(vm, args[4], false, keep) || !replace_nan(vm, a, 0, z, &mask, roots) ||
      !nan_mean_of(vm, z, mask, args[1], args[2], keep, res, roots, &empty))
    return false;
  roots.add(res);
  if (empty && !np_warn(vm, vm.exc.RuntimeWarning, "Mean of empty slice")) return false;
  return store_out(vm, res, args[3], out);
}

// var / (count - ddof) in var's dtype, NaN where that is <= 0.
bool divide_dof(VM& vm, Value var, Value cnt, int64_t ddof, Value& out, RootScope& roots) {
  Value dof, res;
  Value d_in[2] = {cnt, Value::integer(ddof)};
  if (!ufunc_call(vm, np_ufunc(vm, "subtract"), d_in, Value(), dof)) return false;
  roots.add(dof);
  if (!divide_keep(vm, var, dof, res)) return false;
  roots.add(res);
  NdArray *r, *d;
  if (!np_asarray(vm, res, r) || !np_asarray(vm, dof, d)) return false;
  roots.add(r);
  roots.add(d);
  NdArray* c = nd_copy_as(vm, r, r->dtype);
  if (!c) return false;
  const int64_t* dp = (const int64_t*)d->data;   // a fresh int64 array of c's shape
  bool bad = false;
  dispatch_dtype(c->dtype, [&]<class T>() {
    if constexpr (std::is_floating_point_v<T>) {
      for (int64_t i = 0; i < c->size; i++)
        if (dp[i] <= 0) ((T*)c->data)[i] = (T)NAN, bad = true;
    }
  });
  out = np_result(vm, c, true);
  roots.add(out);
  return !bad || np_warn(vm, vm.exc.RuntimeWarning, "Degrees of freedom <= 0 for slice.");
}

// nanvar / nanstd: NumPy's two passes over the zeroed copy.
bool nan_var(VM& vm, CallArgs& ca, const char* name, bool take_sqrt, Value& out) {
  Value args[6];
  if (!bind_args(vm, ca, name, {"a", "axis", "dtype", "out", "ddof", "keepdims"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  if (!a) return false;
  if (!is_inexact(a))
    return np_call(vm, take_sqrt ? "std" : "var", {Value::object(a)},
                   {{"axis", args[1]}, {"dtype", args[2]}, {"out", args[3]}, {"ddof", args[4]}, {"keepdims", args[5]}},
                   out);
  if (dtype_is_complex(a->dtype))
    return vm.raisef(vm.exc.TypeError, "tpy: %s of complex arrays is not supported", name);
  int64_t ddof = 0;
  bool keep;
  if ((given(args[4]) && !to_int64(vm, args[4], ddof, "ddof")) || !bool_arg(vm, args[5], false, keep)) return false;
  NdArray *z, *mask;
  Value avg, var, cnt, res;
  if (!replace_nan(vm, a, 0, z, &mask, roots) || !nan_mean_of(vm, z, mask, args[1], args[2], true, avg, roots))
    return false;
  roots.add(avg);
  // Deviations in the array's own dtype (NumPy subtracts into it), zero
  // again where the NaNs were, squared in place.
  Value zv = Value::object(z), sub[2] = {zv, avg}, sq[2] = {zv, zv};
  if (!ufunc_call(vm, np_ufunc(vm, "subtract"), sub, zv, zv)) return false;
  const bool* m = (const bool*)mask->data;
  dispatch_dtype(z->dtype, [&]<class T>() {
    for (int64_t i = 0; i < z->size; i++)
      if (m[i]) ((T*)z->data)[i] = T(0);
  });
  if (!ufunc_call(vm, np_ufunc(vm, "multiply"), sq, zv, zv)) return false;
  if (!np_call(vm, "sum", {zv}, {{"axis", args[1]}, {"dtype", args[2]}, {"keepdims", Value::boolean(keep)}}, var))
    return false;
  roots.add(var);
  if (!nan_count(vm, mask, args[1], keep, cnt, roots) || !divide_dof(vm, var, cnt, ddof, res, roots)) return false;
  roots.add(res);
  if (take_sqrt) {
    Value in = res;
    if (!ufunc_call(vm, np_ufunc(vm, "sqrt"), &in, Value(), res)) return false;
  }
  return store_out(vm, res, args[3], out);
}
bool fn_nanvar(VM& vm, CallArgs& a, Value& out) { return nan_var(vm, a, "nanvar", false, out); }
bool fn_nanstd(VM& vm, CallArgs& a, Value& out) { return nan_var(vm, a, "nanstd", true, out); }

// ptp(a, axis=None, out=None, keepdims=False): max - min.
bool do_ptp(VM& vm, Value av, Value axis, Value outv, Value keep, Value& out) {
  RootScope roots(vm);
  Value hi, lo, res;
  if (!np_call(vm, "amax", {av}, {{"axis", axis}, {"keepdims", keep}}, hi)) return false;
  roots.add(hi);
  if (!np_call(vm, "amin", {av}, {{"axis", axis}, {"keepdims", keep}}, lo)) return false;
  roots.add(lo);
  Value ins[2] = {hi, lo};
  if (!ufunc_call(vm, np_ufunc(vm, "subtract"), ins, Value(), res)) return false;
  return store_out(vm, res, outv, out);
}
bool fn_ptp(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "ptp", {"a", "axis", "out", "keepdims"}, 1, args)) return false;
  return do_ptp(vm, args[0], args[1], args[2], args[3], out);
}
bool m_ptp(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "ptp", {"axis", "out", "keepdims"}, 0, args + 1, true)) return false;
  return do_ptp(vm, a.args[0], args[1], args[2], args[3], out);
}

// The weights of np.average seen with a's shape (NumPy's checks and messages).
bool average_weights(VM& vm, NdArray* a, NdArray* w, Value axis, NdArray*& out, RootScope& roots) {
  bool same = a->ndim == w->ndim;
  for (int d = 0; same && d < a->ndim; d++) same = a->shape[d] == w->shape[d];
  out = w;
  if (same) return true;
  if (!given(axis))
    return vm.raise(vm.exc.TypeError, "Axis must be specified when shapes of a and weights differ.");
  if (w->ndim != 1) return vm.raise(vm.exc.TypeError, "1D weights expected when shapes of a and weights differ.");
  int ax;
  if (!one_axis(vm, axis, a->ndim, ax)) return false;
  if (w->shape[0] != a->shape[ax])
    return vm.raise(vm.exc.ValueError, "Length of weights not compatible with specified axis.");
  int64_t shp[kMaxDims], str[kMaxDims];
  for (int d = 0; d < a->ndim; d++) { shp[d] = a->shape[d]; str[d] = d == ax ? w->strides[0] : 0; }
  out = nd_view(vm, w, w->dtype, w->data, a->ndim, shp, str);
  if (out) roots.add(out);
  return out != nullptr;
}

// average(a, axis=None, weights=None, returned=False, *, keepdims=False)
bool fn_average(VM& vm, CallArgs& ca, Value& out) {
  Value args[5];
  if (!bind_args(vm, ca, "average", {"a", "axis", "weights", "returned", "$keepdims"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  bool returned;
  if (!a || !bool_arg(vm, args[3], false, returned)) return false;
  Value avg, scl;
  if (!given(args[2])) {
    if (!np_call(vm, "mean", {Value::object(a)}, {{"axis", args[1]}, {"keepdims", args[4]}}, avg)) return false;
    roots.add(avg);
    NdArray* m;
    if (!np_asarray(vm, avg, m)) return false;
    roots.add(m);
    double ratio = (double)a->size / (double)m->size;
    unsigned char buf[16];
    cast_element(DType::Float64, (const char*)&ratio, m->dtype, (char*)buf);
    scl = nd_box(vm, m->dtype, (const char*)buf);
  } else {
    NdArray* w = stats_array(vm, args[2], roots);
    if (!w || !average_weights(vm, a, w, args[1], w, roots)) return false;
    DType rt = promote_types(a->dtype, w->dtype);
    if (dtype_category(rt) <= 1) rt = promote_types(rt, DType::Float64);
    Value dt = dtype_object(vm, rt), prod;
    if (!np_call(vm, "sum", {Value::object(w)}, {{"axis", args[1]}, {"dtype", dt}, {"keepdims", args[4]}}, scl))
      return false;
    roots.add(scl);
    Value any_zero, zero_cmp;
    Value cmp[2] = {scl, Value::real(0.0)};
    bool bad;
    if (!ufunc_call(vm, np_ufunc(vm, "equal"), cmp, Value(), zero_cmp)) return false;
    roots.add(zero_cmp);
    if (!np_call(vm, "any", {zero_cmp}, {}, any_zero) || !truthy(vm, any_zero, bad)) return false;
    if (bad) return vm.raise(vm.exc.ZeroDivisionError, "Weights sum to zero, can't be normalized");
    // The operands in the result dtype (copies only when they differ).
    NdArray* ac = a->dtype == rt ? a : nd_copy_as(vm, a, rt);
    NdArray* wc = !ac ? nullptr : w->dtype == rt ? w : nd_copy_as(vm, w, rt);
    if (!wc) return false;
    roots.add(ac);
    roots.add(wc);
    Value mul[2] = {Value::object(ac), Value::object(wc)};
    if (!ufunc_call(vm, np_ufunc(vm, "multiply"), mul, Value(), prod)) return false;
    roots.add(prod);
    if (!np_call(vm, "sum", {prod}, {{"axis", args[1]}, {"keepdims", args[4]}}, avg)) return false;
    roots.add(avg);
    Value div[2] = {avg, scl};
    if (!ufunc_call(vm, np_ufunc(vm, "divide"), div, Value(), avg)) return false;
    roots.add(avg);
  }
  if (!returned) { out = avg; return true; }
  NdArray *av, *sv;
  if (!np_asarray(vm, avg, av) || !np_asarray(vm, scl, sv)) return false;
  bool same = av->ndim == sv->ndim;
  for (int d = 0; same && d < av->ndim; d++) same = av->shape[d] == sv->shape[d];
  if (!same) {   // scl broadcast to avg's shape, as a copy
    roots.add(av);
    roots.add(sv);
    NdArray* b = nd_new(vm, sv->dtype, av->ndim, av->shape);
    if (!b || !nd_assign(vm, b, sv)) return false;
    scl = np_result(vm, b, true);
  }
  out = Value::object(vm.new_tuple({avg, scl}));
  return true;
}

const NativeDef kNanFunctions[] = {
    {"nansum", fn_nansum, 1, 5, true, JitHint::None},
    {"nanprod", fn_nanprod, 1, 5, true, JitHint::None},
    {"nancumsum", fn_nancumsum, 1, 4, true, JitHint::None},
    {"nancumprod", fn_nancumprod, 1, 4, true, JitHint::None},
    {"nanmax", fn_nanmax, 1, 4, true, JitHint::None},
    {"nanmin", fn_nanmin, 1, 4, true, JitHint::None},
    {"nanargmax", fn_nanargmax, 1, 3, true, JitHint::None},
    {"nanargmin", fn_nanargmin, 1, 3, true, JitHint::None},
    {"nanmean", fn_nanmean, 1, 5, true, JitHint::None},
    {"nanvar", fn_nanvar, 1, 6, true, JitHint::None},
    {"nanstd", fn_nanstd, 1, 6, true, JitHint::None},
    {"ptp", fn_ptp, 1, 4, true, JitHint::None},
    {"average", fn_average, 1, 4, true, JitHint::None},
};
const NativeDef kNanMethods[] = {
    {"ptp", m_ptp, 1, 4, true, JitHint::None},
};

}  // namespace

void add_nan_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kNanFunctions);
  vm.add_methods(np_state(vm).ndarray, kNanMethods);
}

}  // namespace tpy
