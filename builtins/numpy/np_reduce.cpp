// np_reduce.cpp — reductions as functions and ndarray methods (sum, prod,
// min, max, mean, var, std, any, all through ufunc_reduce, with NumPy's
// initial= and where=; argmin/argmax;
// cumsum/cumprod through ufunc_accumulate) and the products dot, matmul
// (the @ operator), outer; float products go to BLAS (np_blas.cpp).
// mean/var/std follow NumPy's _methods.py (float64 accumulation for
// integers, var = mean of squared deviations).
#include <cmath>
#include <cstring>
#include <string>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_linalg.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

int np_text_compare(DType dt, const char* a, int64_t asz, const char* b, int64_t bsz);   // np_strings.cpp

namespace {

// The common arguments (a, axis, dtype, out, keepdims, ddof) of every reduction.
struct RedArgs {
  NdArray* a = nullptr;
  uint64_t mask = 0;
  bool has_dt = false;
  DType dt = DType::Float64;
  bool keepdims = false;
  int64_t ddof = 0;
  Value axis;
  Value out;         // out= array, or unbound
  Value initial;     // initial=, or unbound
  NdArray* where = nullptr;   // where= as a bool array, null for everywhere
};

// Which reductions take initial= and where= (NumPy's signatures); the
// others raise NumPy's TypeError, which names the Python function behind
// a method (_mean for a.mean).
bool takes_initial(std::string_view n) {
  return n == "sum" || n == "prod" || n == "min" || n == "max" || n == "amin" || n == "amax";
}
bool takes_where(std::string_view n) {
  return takes_initial(n) || n == "mean" || n == "var" || n == "std" || n == "any" || n == "all";
}

// Binds a reduction's arguments in NumPy's positional order for `name`
// (a.sum(axis, dtype, out, keepdims, initial, where), a.max(axis, out,
// keepdims, initial, where), a.var(axis, dtype, out, ddof, keepdims), ...)
// into the slots a, axis, dtype, out, keepdims, ddof, initial, where. The
// names NumPy lacks stay keywords, so parse_red gives its own messages.
bool bind_red(VM& vm, CallArgs& ca, const char* name, bool method, Value* args) {
  Value tmp[8];
  std::string_view n = name;
  const int* slots;
  bool ok;
#define TPY_RED_SIG(...) \
  (method ? np_bind_args(vm, ca, name, {__VA_ARGS__}, 0, tmp + 1, true) : np_bind_args(vm, ca, name, {"a", __VA_ARGS__}, 1, tmp))
  if (n == "sum" || n == "prod") {
    static const int s[] = {1, 2, 3, 4, 6, 7, 5};
    slots = s;
    ok = TPY_RED_SIG("axis", "dtype", "out", "keepdims", "initial", "where", "$ddof");
  } else if (takes_initial(n)) {   // min, max, amin, amax
    static const int s[] = {1, 3, 4, 6, 7, 2, 5};
    slots = s;
    ok = TPY_RED_SIG("axis", "out", "keepdims", "initial", "where", "$dtype", "$ddof");
  } else if (n == "var" || n == "std") {
    static const int s[] = {1, 2, 3, 5, 4, 6, 7};
    slots = s;
    ok = TPY_RED_SIG("axis", "dtype", "out", "ddof", "keepdims", "$initial", "$where");
  } else if (!method && (n == "any" || n == "all")) {   // a.any: _methods._any(a, axis, dtype, out, keepdims)
    static const int s[] = {1, 3, 4, 2, 5, 6, 7};
    slots = s;
    ok = TPY_RED_SIG("axis", "out", "keepdims", "$dtype", "$ddof", "$initial", "$where");
  } else if (n == "argmin" || n == "argmax") {
    static const int s[] = {1, 3, 4, 2, 5, 6, 7};
    slots = s;
    ok = TPY_RED_SIG("axis", "out", "$keepdims", "$dtype", "$ddof", "$initial", "$where");
  } else {   // mean
    static const int s[] = {1, 2, 3, 4, 5, 6, 7};
    slots = s;
    ok = TPY_RED_SIG("axis", "dtype", "out", "keepdims", "$ddof", "$initial", "$where");
  }
#undef TPY_RED_SIG
  if (!ok) return false;
  args[0] = tmp[0];
  for (int i = 0; i < 7; i++) args[slots[i]] = tmp[i + 1];
  return true;
}

bool parse_red(VM& vm, CallArgs& ca, const char* name, bool method, RedArgs& r, RootScope& roots) {
  Value args[8];
  if (!bind_red(vm, ca, name, method, args)) return false;
  if (method) {
    r.a = static_cast<NdArray*>(ca.args[0].o);
  } else {
    if (!np_asarray(vm, args[0], r.a)) return false;
    roots.add(r.a);
  }
  for (int k = 6; k < 8; k++) {
    const char* kw = k == 6 ? "initial" : "where";
    if (args[k].is_undef() || (k == 6 ? takes_initial(name) : takes_where(name))) continue;
    bool py = method && !takes_initial(name) && takes_where(name);   // _methods._mean & co.
    return vm.raisef(vm.exc.TypeError, "%s%s() got an unexpected keyword argument '%s'", py ? "_" : "", name, kw);
  }
  r.initial = args[6];
  if (!args[7].is_undef() && !parse_where(vm, args[7], r.where, roots)) return false;
  r.axis = args[1];
  // NumPy's ufunc reductions and argmin/argmax take axis 0 of a 0-d array (mean/var/std do not).
  std::string_view n = name;
  bool arg = n == "argmin" || n == "argmax", stat = n == "mean" || n == "var" || n == "std";
  if (!(stat ? np_axis_mask(vm, args[1], r.a->ndim, r.mask)
             : np_reduce_axis_mask(vm, args[1], r.a->ndim, r.mask, arg ? 1 : 0)))
    return false;
  r.has_dt = !args[2].is_undef() && !args[2].is_none();
  if (r.has_dt && !to_dtype(vm, args[2], r.dt)) return false;
  if (!args[3].is_undef() && !args[3].is_none()) {
    if (!is_ndarray(vm, args[3])) return vm.raise(vm.exc.TypeError, "output must be an array");
    r.out = args[3];
  }
  if (!args[4].is_undef() && !truthy(vm, args[4], r.keepdims)) return false;
  if (!args[5].is_undef() && !to_int64(vm, args[5], r.ddof, "ddof")) return false;
  return true;
}

int64_t reduced_count(const RedArgs& r) {
  int64_t n = 1;
  for (int d = 0; d < r.a->ndim; d++)
    if (r.mask >> d & 1) n *= r.a->shape[d];
  return n;
}

bool reduce_with(VM& vm, const char* ufunc, RedArgs& r, Value& out) {
  ReduceOpts opts{r.initial, r.where};
  bool plain = r.initial.is_undef() && !r.where;
  return ufunc_reduce(vm, np_ufunc(vm, ufunc), r.a, r.mask, r.has_dt, r.dt, r.keepdims, out, plain ? nullptr : &opts);
}

// How many elements each result of r folds, less ddof (at least 0): an
// int64 scalar, or with where= per result the mask's true elements along
// the reduced axes (NumPy's _count_reduce_items), an array when keepdims
// or axes remain.
bool reduce_count(VM& vm, const RedArgs& r, bool keepdims, int64_t ddof, Value& out) {
  if (!r.where) {
    int64_t n = 1;
    for (int d = 0; d < r.a->ndim; d++)
      if (r.mask >> d & 1) n *= r.a->shape[d];
    out = Value::integer(std::max<int64_t>(n - ddof, 0));
    return true;
  }
  RootScope roots(vm);
  int64_t st[kMaxDims];
  broadcast_strides(r.where, r.a->ndim, r.a->shape, st);
  NdArray* w = nd_view(vm, r.where, DType::Bool, r.where->data, r.a->ndim, r.a->shape, st);
  if (!w) return false;
  roots.add(w);
  if (!ufunc_reduce(vm, np_ufunc(vm, "add"), w, r.mask, true, DType::Int64, keepdims, out)) return false;
  if (ddof == 0) return true;
  roots.add(out);
  Value ins[2] = {out, Value::integer(ddof)};
  if (!ufunc_call(vm, np_ufunc(vm, "subtract"), ins, Value(), out)) return false;
  roots.add(out);
  Value clamp[2] = {out, Value::integer(0)};
  return ufunc_call(vm, np_ufunc(vm, "maximum"), clamp, Value(), out);
}

// x / n for a reduction result (array or scalar), in the result's dtype.
bool divide_by(VM& vm, Value x, int64_t n, Value& out) {
  if (is_ndarray(vm, x)) {
    Value ins[2] = {x, Value::integer(n)};
    return ufunc_call(vm, np_ufunc(vm, "divide"), ins, x, out);
  }
  if (is_layout(x, Layout::Complex)) return np_binary(vm, "divide", x, Value::integer(n), false, out);   // a complex128 sum
  DType dt = DType::Float64;
  if (is_np_scalar(vm, x)) dt = as<NpScalar>(x)->dtype;
  if (dt == DType::Complex64) {   // NumPy's complex64(sum / n): the division in complex128
    unsigned char c[16];
    cast_element(dt, (const char*)as<NpScalar>(x)->data, DType::Complex128, (char*)c);
    Value wide = nd_box(vm, DType::Complex128, (const char*)c), q;
    RootScope roots(vm);
    roots.add(wide);
    if (!np_binary(vm, "divide", wide, Value::integer(n), false, q)) return false;
    if (!nd_unbox(vm, q, dt, (char*)c)) return false;
    out = nd_box(vm, dt, (const char*)c);
    return true;
  }
  double d;
  if (!to_double(vm, x, d, "mean")) return false;
  double q = d / (double)n;
  // NumPy's ret.dtype.type(ret / rcount), with its warnings when a slice
  // was empty (0/0) or had no degrees of freedom: float64 scalar math, a
  // float32 one by way of the divide ufunc.
  if (n == 0 && !std::isnan(d) && !std::isinf(d) &&
      !np_fp_report(vm, d == 0 ? kFpInvalid : kFpDivide, dt == DType::Float64 ? "scalar divide" : "divide"))
    return false;
  unsigned char buf[16];
  cast_element(DType::Float64, (const char*)&q, dt, (char*)buf);
  out = nd_box(vm, dt, (const char*)buf);
  return true;
}

// x / count (reduce_count's) for a reduction result; in place for arrays.
bool divide_by_count(VM& vm, Value x, Value count, Value& out) {
  if (!is_ndarray(vm, count)) {
    int64_t n;
    return to_int64(vm, count, n, "mean") && divide_by(vm, x, n, out);
  }
  Value ins[2] = {x, count};
  return ufunc_call(vm, np_ufunc(vm, "divide"), ins, is_ndarray(vm, x) ? x : Value(), out);
}

bool do_mean(VM& vm, RedArgs& r, Value& out) {
  if (!r.has_dt && dtype_category(r.a->dtype) <= 1) { r.has_dt = true; r.dt = DType::Float64; }
  if (!r.where && reduced_count(r) == 0 && !np_warn(vm, vm.exc.RuntimeWarning, "Mean of empty slice.")) return false;
  Value s;
  if (!reduce_with(vm, "add", r, s)) return false;
  RootScope roots(vm);
  roots.add(s);
  if (!r.where) return divide_by(vm, s, reduced_count(r), out);
  Value count;
  if (!reduce_count(vm, r, r.keepdims, 0, count)) return false;
  roots.add(count);
  return divide_by_count(vm, s, count, out);
}

bool do_var(VM& vm, RedArgs& r, bool take_sqrt, Value& out) {
  RootScope roots(vm);
  if (!r.where && r.ddof >= reduced_count(r) && !np_warn(vm, vm.exc.RuntimeWarning, "Degrees of freedom <= 0 for slice"))
    return false;
  RedArgs m = r;
  m.keepdims = true;
  if (!m.has_dt && dtype_category(m.a->dtype) <= 1) { m.has_dt = true; m.dt = DType::Float64; }
  Value mean, count;
  if (!reduce_with(vm, "add", m, mean)) return false;
  roots.add(mean);
  if (!reduce_count(vm, r, true, 0, count)) return false;
  roots.add(count);
  if (!divide_by_count(vm, mean, count, mean)) return false;
  roots.add(mean);
  Value ins[2] = {Value::object(r.a), mean}, x;
  if (!ufunc_call(vm, np_ufunc(vm, "subtract"), ins, Value(), x)) return false;
  roots.add(x);
  NdArray* xa;
  if (!np_asarray(vm, x, xa)) return false;
  if (dtype_is_complex(xa->dtype)) {   // |x|**2 as NumPy's: re*re + im*im in the parts' float type
    DType part = complex_part_dtype(xa->dtype);
    NdArray* re = nd_view(vm, xa, part, xa->data, xa->ndim, xa->shape, xa->strides);
    if (!re) return false;
    roots.add(re);
    NdArray* im = nd_view(vm, xa, part, xa->data + dtype_size(part), xa->ndim, xa->shape, xa->strides);
    if (!im) return false;
    roots.add(im);
    Value rr[2] = {Value::object(re), Value::object(re)}, ii[2] = {Value::object(im), Value::object(im)}, r2, i2;
    if (!ufunc_call(vm, np_ufunc(vm, "multiply"), rr, Value(), r2)) return false;
    roots.add(r2);
    if (!ufunc_call(vm, np_ufunc(vm, "multiply"), ii, Value(), i2)) return false;
    roots.add(i2);
    Value both[2] = {r2, i2};
    if (!ufunc_call(vm, np_ufunc(vm, "add"), both, Value(), x)) return false;
    roots.add(x);
    if (!np_asarray(vm, x, xa)) return false;
  } else {
    Value sq[2] = {Value::object(xa), Value::object(xa)};   // xa, not x: a 0-d input's x is a scalar, no out=
    if (!ufunc_call(vm, np_ufunc(vm, "multiply"), sq, Value::object(xa), x)) return false;
  }
  RedArgs s = r;
  s.a = xa;
  Value total;
  if (!reduce_with(vm, "add", s, total)) return false;
  roots.add(total);
  if (!reduce_count(vm, r, r.keepdims, r.ddof, count)) return false;
  roots.add(count);
  if (!divide_by_count(vm, total, count, out)) return false;
  if (!take_sqrt) return true;
  Value in = out;
  return ufunc_call(vm, np_ufunc(vm, "sqrt"), &in, is_ndarray(vm, out) ? out : Value(), out);
}

// argmin/argmax over the flattened array or one axis; NaN wins as NumPy's.
bool do_arg(VM& vm, RedArgs& r, bool is_max, Value& out) {
  NdArray* a = r.a;
  RootScope roots(vm);
  int axis = -1;
  if (!r.axis.is_undef() && !r.axis.is_none()) {
    int64_t one;   // one axis only: NumPy's TypeError for a tuple
    if (!to_int64(vm, r.axis, one, "axis")) return false;
    for (int d = 0; d < a->ndim; d++)
      if (r.mask >> d & 1) axis = d;
  }
  if (axis < 0) {
    int64_t n = a->size;
    if (!a->c_contiguous()) { a = nd_copy_as(vm, a, a->dtype); if (!a) return false; roots.add(a); }
    int64_t shp = n, str = a->itemsize();
    a = nd_view(vm, a, a->dtype, a->data, 1, &shp, &str);
    if (!a) return false;
    roots.add(a);
    axis = 0;
  }
  int64_t n = a->shape[axis];
  if (n == 0)
    return vm.raisef(vm.exc.ValueError, "attempt to get %s of an empty sequence", is_max ? "argmax" : "argmin");
  int64_t shp[kMaxDims], str[kMaxDims];
  int nd = 0;
  for (int d = 0; d < a->ndim; d++)
    if (d != axis) { shp[nd] = a->shape[d]; str[nd] = a->strides[d]; nd++; }
  NdArray* res = nd_new(vm, DType::Int64, nd, shp);
  if (!res) return false;
  roots.add(res);
  NdArray* outer = nd_view(vm, a, a->dtype, a->data, nd, shp, str);
  if (!outer) return false;
  for (int64_t k = 0; k < res->size; k++) {
    const char* base = nd_flat_ptr(outer, k);
    int64_t best = 0;
    if (dtype_is_flexible(a->dtype)) {   // str / bytes: by code point, the first of equal extremes
      int64_t isz = a->itemsize();
      for (int64_t i = 1; i < n; i++) {
        int c = np_text_compare(a->dtype, base + i * a->strides[axis], isz, base + best * a->strides[axis], isz);
        if (is_max ? c > 0 : c < 0) best = i;
      }
      ((int64_t*)res->data)[k] = best;
      continue;
    }
    dispatch_dtype(a->dtype, [&]<class T>() {
      if constexpr (kIsComplexC<T>) {
        double b = std::real(*(const T*)base);
        for (int64_t i = 1; i < n; i++) {
          double v = std::real(*(const T*)(base + i * a->strides[axis]));
          if (is_max ? v > b : v < b) { b = v; best = i; }
        }
      } else {
        T b;
        std::memcpy(&b, base, sizeof b);
        if constexpr (std::is_floating_point_v<T>) {
          if (std::isnan(b)) return;
        }
        for (int64_t i = 1; i < n; i++) {
          T v;
          std::memcpy(&v, base + i * a->strides[axis], sizeof v);
          if constexpr (std::is_floating_point_v<T>) {
            if (std::isnan(v)) { best = i; return; }
          }
          if (is_max ? v > b : v < b) { b = v; best = i; }
        }
      }
    });
    ((int64_t*)res->data)[k] = best;
  }
  if (r.keepdims && r.a->ndim > 0) {   // the reduced axis (every axis for axis=None) kept with length 1
    int nd0 = r.a->ndim;
    int64_t kshape[kMaxDims], kstr[kMaxDims];
    bool all = r.axis.is_undef() || r.axis.is_none();
    for (int d = 0, j = 0; d < nd0; d++) kshape[d] = all || d == axis ? 1 : res->shape[j++];
    int64_t step = res->itemsize();   // res is C-contiguous
    for (int d = nd0 - 1; d >= 0; d--) { kstr[d] = step; step *= kshape[d]; }
    NdArray* k = nd_view(vm, res, res->dtype, res->data, nd0, kshape, kstr);
    if (!k) return false;
    out = Value::object(k);
    return true;
  }
  out = np_result(vm, res, true);
  return true;
}

bool do_cum(VM& vm, CallArgs& ca, const char* name, const char* ufunc, bool method, Value& out) {
  Value args[4];
  NdArray* a;
  RootScope roots(vm);
  if (method) {
    if (!np_bind_args(vm, ca, name, {"axis", "dtype", "out"}, 0, args + 1, true)) return false;
    a = static_cast<NdArray*>(ca.args[0].o);
  } else {
    if (!np_bind_args(vm, ca, name, {"a", "axis", "dtype", "out"}, 1, args)) return false;
    if (!np_asarray(vm, args[0], a)) return false;
    roots.add(a);
  }
  int axis = 0;
  if (args[1].is_undef() || args[1].is_none()) {
    if (!a->c_contiguous()) { a = nd_copy_as(vm, a, a->dtype); if (!a) return false; roots.add(a); }
    int64_t n = a->size, s = a->itemsize();
    a = nd_view(vm, a, a->dtype, a->data, 1, &n, &s);
    if (!a) return false;
    roots.add(a);
  } else {
    uint64_t mask;
    if (is_layout(args[1], Layout::Tuple))
      return vm.raise(vm.exc.TypeError, "'tuple' object cannot be interpreted as an integer");
    if (a->ndim == 0) {   // NumPy's one-axis functions see a 0-d array as 1-d
      if (!np_reduce_axis_mask(vm, args[1], 0, mask, 1)) return false;
      int64_t one = 1, s = a->itemsize();
      a = nd_view(vm, a, a->dtype, a->data, 1, &one, &s);
      if (!a) return false;
      roots.add(a);
      mask = 1;
    } else if (!np_axis_mask(vm, args[1], a->ndim, mask)) {
      return false;
    }
    while (!(mask >> axis & 1)) axis++;
  }
  bool has_dt = !args[2].is_undef() && !args[2].is_none();
  DType dt = DType::Float64;
  if (has_dt && !to_dtype(vm, args[2], dt)) return false;
  if (!ufunc_accumulate(vm, np_ufunc(vm, ufunc), a, axis, has_dt, dt, out)) return false;
  if (args[3].is_undef() || args[3].is_none()) return true;
  // out=: the result cast into it (same shape), and out returned.
  if (!is_ndarray(vm, args[3])) return vm.raise(vm.exc.TypeError, "output must be an array");
  NdArray *res = as<NdArray>(out), *dst = as<NdArray>(args[3]);
  bool same = res->ndim == dst->ndim;
  for (int d = 0; same && d < dst->ndim; d++) same = res->shape[d] == dst->shape[d];
  if (res->ndim != dst->ndim) return vm.raise(vm.exc.ValueError, "provided out is the wrong size for the accumulation.");
  if (!same)
    return vm.raisef(vm.exc.ValueError,
                     "operands could not be broadcast together with remapped shapes [original->remapped]: %s->%s %s->%s ",
                     shape_text(dst->ndim, dst->shape, true).c_str(), shape_text(dst->ndim, dst->shape, true).c_str(),
                     shape_text(res->ndim, res->shape, true).c_str(), shape_text(res->ndim, res->shape, true).c_str());
  if (!nd_assign(vm, dst, res)) return false;
  out = args[3];
  return true;
}

#define TPY_NP_REDUCTIONS(X) \
  X(sum) X(prod) X(min) X(max) X(amin) X(amax) X(mean) X(var) X(std) X(any) X(all) X(argmin) X(argmax)

bool reduction_value(VM& vm, RedArgs& r, const char* name, RootScope& roots, Value& out);

// out= for reductions: the result is computed, then cast into `out` (whose
// shape must be the result's), and `out` is returned.
bool run_reduction(VM& vm, CallArgs& ca, const char* name, bool method, Value& out) {
  RootScope roots(vm);
  RedArgs r;
  if (!parse_red(vm, ca, name, method, r, roots)) return false;
  if (!reduction_value(vm, r, name, roots, out)) return false;
  if (r.out.is_undef()) return true;
  roots.add(out);
  NdArray* res;
  if (!np_asarray(vm, out, res)) return false;
  NdArray* dst = as<NdArray>(r.out);
  bool same = res->ndim == dst->ndim;
  for (int d = 0; same && d < dst->ndim; d++) same = res->shape[d] == dst->shape[d];
  if (!same)
    return vm.raisef(vm.exc.ValueError, "output parameter for reduction operation %s has the wrong number of dimensions or shape", name);
  if (!nd_assign(vm, dst, res)) return false;
  out = r.out;
  return true;
}

bool reduction_value(VM& vm, RedArgs& r, const char* name, RootScope& roots, Value& out) {
  std::string_view n = name;
  if (n == "sum") return reduce_with(vm, "add", r, out);
  if (n == "prod") return reduce_with(vm, "multiply", r, out);
  if (n == "min" || n == "amin") return reduce_with(vm, "minimum", r, out);
  if (n == "max" || n == "amax") return reduce_with(vm, "maximum", r, out);
  if (n == "mean") return do_mean(vm, r, out);
  if (n == "var") return do_var(vm, r, false, out);
  if (n == "std") return do_var(vm, r, true, out);
  if (n == "argmin") return do_arg(vm, r, false, out);
  if (n == "argmax") return do_arg(vm, r, true, out);
  // any / all: the truth of each element, then logical or / and.
  if (r.a->dtype != DType::Bool) {
    r.a = nd_copy_as(vm, r.a, DType::Bool);
    if (!r.a) return false;
    roots.add(r.a);
  }
  r.has_dt = false;
  return reduce_with(vm, n == "any" ? "logical_or" : "logical_and", r, out);
}

#define TPY_NP_RED_FN(name)                                                        \
  bool fn_##name(VM& vm, CallArgs& a, Value& out) { return run_reduction(vm, a, #name, false, out); } \
  bool m_##name(VM& vm, CallArgs& a, Value& out) { return run_reduction(vm, a, #name, true, out); }
TPY_NP_REDUCTIONS(TPY_NP_RED_FN)
#undef TPY_NP_RED_FN

bool fn_cumsum(VM& vm, CallArgs& a, Value& out) { return do_cum(vm, a, "cumsum", "add", false, out); }
bool m_cumsum(VM& vm, CallArgs& a, Value& out) { return do_cum(vm, a, "cumsum", "add", true, out); }
bool fn_cumprod(VM& vm, CallArgs& a, Value& out) { return do_cum(vm, a, "cumprod", "multiply", false, out); }
bool m_cumprod(VM& vm, CallArgs& a, Value& out) { return do_cum(vm, a, "cumprod", "multiply", true, out); }

// ---- products

// Byte offsets of every element of an index space (shape, strides) in C order.
std::vector<int64_t> index_offsets(int nd, const int64_t* shape, const int64_t* strides) {
  int64_t total = 1;
  for (int d = 0; d < nd; d++) total *= shape[d];
  std::vector<int64_t> offs;
  offs.reserve(total);
  if (total == 0) return offs;
  int64_t idx[kMaxDims] = {}, off = 0;
  for (int64_t i = 0; i < total; i++) {
    offs.push_back(off);
    for (int d = nd - 1; d >= 0; d--) {
      off += strides[d];
      if (++idx[d] < shape[d]) break;
      off -= strides[d] * shape[d];
      idx[d] = 0;
    }
  }
  return offs;
}

// out[r * cols.size() + c] = sum over p < k of x[rows[r] + p*xk] * y[cols[c] + p*yk],
// summed in order (the product of the 1-d and 2-d cases).
void products(DType dt, const char* x, const std::vector<int64_t>& rows, int64_t xk, const char* y,
              const std::vector<int64_t>& cols, int64_t yk, int64_t k, char* out) {
  dispatch_dtype(dt, [&]<class T>() {
    T* o = (T*)out;
    size_t nc = cols.size();
    for (size_t r = 0; r < rows.size(); r++)
      for (size_t c = 0; c < nc; c++) {
        const char* xp = x + rows[r];
        const char* yp = y + cols[c];
        T acc = T();
        for (int64_t p = 0; p < k; p++) {
          T a, b;
          std::memcpy(&a, xp + p * xk, sizeof a);
          std::memcpy(&b, yp + p * yk, sizeof b);
          if constexpr (std::is_same_v<T, bool>) acc = acc || (a && b);
          else acc = (T)(acc + a * b);
        }
        o[r * nc + c] = acc;
      }
  });
}

// np.dot of float operands by BLAS: x's leading dimensions are the rows of
// one matrix (copied when they do not merge), each matrix of y's stack
// fills its own columns of the result, x.shape[:-1] + y.shape[:-2] + (n,).
// `done` is left false when BLAS declined (sizes past its int, no memory
// for a packed copy): the caller's exact loop then computes the result.
bool dot_blas(VM& vm, NdArray* x, NdArray* y, NdArray* res, RootScope& roots, bool& done) {
  int64_t k = x->shape[x->ndim - 1], m = 1, xs0 = 0;
  for (int d = 0; d < x->ndim - 1; d++) m *= x->shape[d];
  if (x->ndim == 2) xs0 = x->strides[0];
  if (x->ndim > 2) {
    int64_t shp[2] = {m, k}, st[2];
    if (!nd_reshape_strides(x, 2, shp, st)) {
      x = nd_copy_as(vm, x, x->dtype);
      if (!x) return false;
      roots.add(x);
      st[0] = k * x->itemsize();
    }
    xs0 = st[0];
  }
  int64_t n = y->ndim == 1 ? 1 : y->shape[y->ndim - 1], ys0 = y->strides[y->ndim == 1 ? 0 : y->ndim - 2];
  int64_t ys1 = y->ndim == 1 ? y->itemsize() : y->strides[y->ndim - 1];
  int ynd = y->ndim > 2 ? y->ndim - 2 : 0;
  std::vector<int64_t> blocks = index_offsets(ynd, y->shape, y->strides);
  int64_t nb = (int64_t)blocks.size(), sz = res->itemsize();
  done = true;
  if (k == 0 || m == 0) return true;  // zeros already
  for (int64_t b = 0; b < nb && done; b++)
    done = blas_matmul(res->dtype, m, n, k, x->data, xs0, x->strides[x->ndim - 1], y->data + blocks[b], ys0, ys1,
                       res->data + b * n * sz, nb * n);
  return true;
}

// np.dot: the sum over the last axis of x and the second-to-last of y (the
// only one when y is 1-d); the result's shape is x.shape[:-1] + y.shape[:-2]
// + y.shape[-1:].
bool dot_nd(VM& vm, NdArray* x, NdArray* y, DType dt, RootScope& roots, Value& out) {
  int yk_axis = y->ndim == 1 ? 0 : y->ndim - 2;
  int64_t k = x->shape[x->ndim - 1], k2 = y->shape[yk_axis];
  if (k != k2)
    return vm.raisef(vm.exc.ValueError, "shapes %s and %s not aligned: %lld (dim %d) != %lld (dim %d)",
                     shape_text(x->ndim, x->shape, true).c_str(), shape_text(y->ndim, y->shape, true).c_str(),
                     (long long)k, x->ndim - 1, (long long)k2, yk_axis);
  int64_t yshape[kMaxDims], ystrides[kMaxDims];
  int ynd = 0;
  for (int d = 0; d < y->ndim; d++)
    if (d != yk_axis) yshape[ynd] = y->shape[d], ystrides[ynd++] = y->strides[d];
  int64_t rs[kMaxDims];
  int rnd = 0;
  if (x->ndim - 1 + ynd > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  for (int d = 0; d < x->ndim - 1; d++) rs[rnd++] = x->shape[d];
  for (int d = 0; d < ynd; d++) rs[rnd++] = yshape[d];
  NdArray* res = nd_new(vm, dt, rnd, rs);
  if (!res) return false;
  roots.add(res);
  bool done = false;
  if (blas_dtype(dt) && !dot_blas(vm, x, y, res, roots, done)) return false;
  if (!done) {
    products(dt, x->data, index_offsets(x->ndim - 1, x->shape, x->strides), x->strides[x->ndim - 1], y->data,
             index_offsets(ynd, yshape, ystrides), y->strides[yk_axis], k, res->data);
  }
  out = np_result(vm, res, true);
  return true;
}

// np.matmul / @: 1-d operands become a row (x) or a column (y) that is
// dropped again; above 2-d, the leading dimensions are stacks of matrices
// and broadcast against each other.
bool matmul_nd(VM& vm, NdArray* x, NdArray* y, DType dt, RootScope& roots, Value& out) {
  int64_t xs[kMaxDims + 1] = {}, xst[kMaxDims + 1] = {}, ys[kMaxDims + 1] = {}, yst[kMaxDims + 1] = {};
  int xnd = x->ndim, ynd = y->ndim;
  for (int d = 0; d < xnd; d++) xs[d] = x->shape[d], xst[d] = x->strides[d];
  for (int d = 0; d < ynd; d++) ys[d] = y->shape[d], yst[d] = y->strides[d];
  if (xnd == 1) xs[1] = xs[0], xst[1] = xst[0], xs[0] = 1, xst[0] = 0, xnd = 2;
  if (ynd == 1) ys[1] = 1, yst[1] = 0, ynd = 2;
  int64_t m = xs[xnd - 2], k = xs[xnd - 1], k2 = ys[ynd - 2], n = ys[ynd - 1];
  if (k != k2)
    return vm.raisef(vm.exc.ValueError,
                     "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature "
                     "(n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)", (long long)k2, (long long)k);
  // Broadcast the stack dimensions, right-aligned.
  int bx = xnd - 2, by = ynd - 2, bnd = bx > by ? bx : by;
  int64_t bshape[kMaxDims], bxs[kMaxDims], bys[kMaxDims];
  for (int d = 0; d < bnd; d++) {
    int dx = d - (bnd - bx), dy = d - (bnd - by);
    int64_t sx = dx >= 0 ? xs[dx] : 1, sy = dy >= 0 ? ys[dy] : 1;
    if (sx != sy && sx != 1 && sy != 1) {
      auto remapped = [](const NdArray* a, int core) {
        std::string s = shape_text(a->ndim, a->shape, true) + "->(";
        for (int i = 0; i < a->ndim - core; i++) s += std::to_string(a->shape[i]) + ",";
        for (int i = 0; i < core; i++) s += std::string("newaxis") + (i + 1 < core ? "," : "");
        return s + ")";
      };
      std::string req = "(";
      if (x->ndim > 1) req += std::to_string(m);
      if (x->ndim > 1 && y->ndim > 1) req += ",";
      if (y->ndim > 1) req += std::to_string(n);
      req += ")";
      return vm.raisef(vm.exc.ValueError,
                       "operands could not be broadcast together with remapped shapes [original->remapped]: %s %s  "
                       "and requested shape %s",
                       remapped(x, x->ndim > 1 ? 2 : 1).c_str(), remapped(y, y->ndim > 1 ? 2 : 1).c_str(), req.c_str());
    }
    bshape[d] = sx == 1 ? sy : sx;
    bxs[d] = dx >= 0 && sx != 1 ? xst[dx] : 0;
    bys[d] = dy >= 0 && sy != 1 ? yst[dy] : 0;
  }
  int64_t rs[kMaxDims + 2];
  int rnd = 0;
  for (int d = 0; d < bnd; d++) rs[rnd++] = bshape[d];
  if (x->ndim > 1) rs[rnd++] = m;
  if (y->ndim > 1) rs[rnd++] = n;
  if (rnd > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  NdArray* res = nd_new(vm, dt, rnd, rs);
  if (!res) return false;
  roots.add(res);
  std::vector<int64_t> xb = index_offsets(bnd, bshape, bxs), yb = index_offsets(bnd, bshape, bys);
  std::vector<int64_t> rows(m), cols(n);
  int64_t block = m * n * dtype_size(dt);
  for (size_t b = 0; b < xb.size(); b++) {
    if (blas_matmul(dt, m, n, k, x->data + xb[b], xst[xnd - 2], xst[xnd - 1], y->data + yb[b], yst[ynd - 2],
                    yst[ynd - 1], res->data + b * block, n))
      continue;
    for (int64_t i = 0; i < m; i++) rows[i] = xb[b] + i * xst[xnd - 2];
    for (int64_t j = 0; j < n; j++) cols[j] = yb[b] + j * yst[ynd - 1];
    products(dt, x->data, rows, xst[xnd - 1], y->data, cols, yst[ynd - 2], k, res->data + b * block);
  }
  out = np_result(vm, res, true);
  return true;
}

// A 0-d operand of matmul, in NumPy's gufunc words.
bool matmul_0d_error(VM& vm, int operand) {
  return vm.raisef(vm.exc.ValueError,
                   "matmul: Input operand %d does not have enough dimensions (has 0, gufunc core with signature "
                   "(n?,k),(k,m?)->(n?,m?) requires 1)", operand);
}

bool do_dot(VM& vm, Value xv, Value yv, bool matmul, Value& out) {
  NdArray *x, *y;
  RootScope roots(vm);
  if (!np_asarray(vm, xv, x)) return false;
  roots.add(x);
  if (!np_asarray(vm, yv, y)) return false;
  roots.add(y);
  if (matmul && (x->ndim == 0 || y->ndim == 0)) return matmul_0d_error(vm, x->ndim == 0 ? 0 : 1);
  if (x->ndim == 0 || y->ndim == 0) {
    Value ins[2] = {Value::object(x), Value::object(y)};
    return ufunc_call(vm, np_ufunc(vm, "multiply"), ins, Value(), out);
  }
  DType dt = promote_types(x->dtype, y->dtype);
  if (x->dtype != dt) { x = nd_copy_as(vm, x, dt); if (!x) return false; roots.add(x); }
  if (y->dtype != dt) { y = nd_copy_as(vm, y, dt); if (!y) return false; roots.add(y); }
  return matmul ? matmul_nd(vm, x, y, dt, roots, out) : dot_nd(vm, x, y, dt, roots, out);
}

// np.dot(a, b, out=None): out= must be a C-contiguous array of the result's
// shape and dtype (NumPy's ValueErrors); the product is copied into it.
bool fn_dot(VM& vm, CallArgs& a, Value& out) {
  if (a.nkw() == 0 && a.nargs == 2) return do_dot(vm, a.args[0], a.args[1], false, out);
  Value args[3];
  if (!np_bind_args(vm, a, "dot", {"a", "b", "out"}, 2, args)) return false;
  if (args[2].is_undef() || args[2].is_none()) return do_dot(vm, args[0], args[1], false, out);
  if (!is_ndarray(vm, args[2])) return vm.raise(vm.exc.TypeError, "'out' must be an array");
  Value r;
  if (!do_dot(vm, args[0], args[1], false, r)) return false;
  RootScope roots(vm);
  roots.add(r);
  NdArray* res;
  if (!np_asarray(vm, r, res)) return false;
  roots.add(res);
  NdArray* dst = as<NdArray>(args[2]);
  if (dst->dtype != res->dtype || !dst->c_contiguous())
    return vm.raise(vm.exc.ValueError, "output array is not acceptable (must have the right datatype, number of dimensions, and be a C-Array)");
  if (dst->ndim != res->ndim || !std::equal(res->shape, res->shape + res->ndim, dst->shape))
    return vm.raise(vm.exc.ValueError, "output array has wrong dimensions");
  if (!nd_assign(vm, dst, res)) return false;
  out = args[2];
  return true;
}
// np.matmul with its ufunc keywords: out= (also third positionally),
// dtype= and casting= checked as NumPy's gufunc checks them (inputs to the
// loop dtype, the loop dtype to out=; _UFuncInputCastingError /
// _UFuncOutputCastingError); order= and subok= are accepted.
}  // namespace

// np.matmul's call (the ufunc object's __call__ comes here: np_ufunc.cpp).
bool fn_matmul(VM& vm, CallArgs& a, Value& out) {
  if (a.nkw() == 0 && a.nargs == 2) return do_dot(vm, a.args[0], a.args[1], true, out);
  for (int i = 0; i < a.nkw(); i++) {   // NumPy's ufunc wording, not argument clinic's
    std::string_view k = str_view(a.kwnames->items[i]);
    if (k != "out" && k != "casting" && k != "order" && k != "dtype" && k != "subok")
      return vm.raisef(vm.exc.TypeError, "matmul() got an unexpected keyword argument '%.*s'", (int)k.size(), k.data());
  }
  Value args[7];
  if (!np_bind_args(vm, a, "matmul", {"x1", "x2", "out", "$casting", "$order", "$dtype", "$subok"}, 2, args)) return false;
  Casting casting = Casting::SameKind;
  if (!args[3].is_undef() && !parse_casting(vm, args[3], casting)) return false;
  bool has_dt = !args[5].is_undef() && !args[5].is_none();
  DType want = DType::Float64;
  if (has_dt && !to_dtype(vm, args[5], want)) return false;
  Value outv = args[2];
  if (is_layout(outv, Layout::Tuple) && as<Tuple>(outv)->items.size() == 1) outv = as<Tuple>(outv)->items[0];
  bool has_out = !outv.is_undef() && !outv.is_none();
  if (has_out && !is_ndarray(vm, outv)) return vm.raise(vm.exc.TypeError, "return arrays must be of ArrayType");
  RootScope roots(vm);
  NdArray* in[2];
  for (int i = 0; i < 2; i++) {
    if (!np_asarray(vm, args[i], in[i])) return false;
    roots.add(in[i]);
  }
  if (in[0]->ndim == 0 || in[1]->ndim == 0) return matmul_0d_error(vm, in[0]->ndim == 0 ? 0 : 1);
  DType dt = has_dt ? want : promote_types(in[0]->dtype, in[1]->dtype);
  for (int i = 0; i < 2; i++)
    if (!can_cast_rule(in[i]->dtype, dt, casting))
      return vm.raisef(ufunc_error_type(vm, "_UFuncInputCastingError") ?: vm.exc.TypeError,
                       "Cannot cast ufunc 'matmul' input %d from dtype('%s') to dtype('%s') with casting rule '%s'", i,
                       dtype_info(in[i]->dtype).name, dtype_info(dt).name, casting_name(casting));
  NdArray* dst = has_out ? as<NdArray>(outv) : nullptr;
  if (dst && !can_cast_rule(dt, dst->dtype, casting))
    return vm.raisef(ufunc_error_type(vm, "_UFuncOutputCastingError") ?: vm.exc.TypeError,
                     "Cannot cast ufunc 'matmul' output from dtype('%s') to dtype('%s') with casting rule '%s'",
                     dtype_info(dt).name, dtype_info(dst->dtype).name, casting_name(casting));
  for (int i = 0; i < 2; i++)
    if (in[i]->dtype != dt) {
      in[i] = nd_copy_as(vm, in[i], dt);
      if (!in[i]) return false;
      roots.add(in[i]);
    }
  Value res;
  if (!matmul_nd(vm, in[0], in[1], dt, roots, res)) return false;
  if (!dst) { out = res; return true; }
  roots.add(res);
  NdArray* r;
  if (!np_asarray(vm, res, r)) return false;
  roots.add(r);
  // The output's core dimensions (n, m, as the operands have them) first.
  int ncore = (in[0]->ndim > 1) + (in[1]->ndim > 1);
  for (int j = 0; j < ncore && j < dst->ndim; j++) {
    int64_t have = dst->shape[dst->ndim >= ncore ? dst->ndim - ncore + j : j], need = r->shape[r->ndim - ncore + j];
    if (have != need)
      return vm.raisef(vm.exc.ValueError,
                       "matmul: Output operand 0 has a mismatch in its core dimension %d, with gufunc signature "
                       "(n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)", j, (long long)have, (long long)need);
  }
  bool same = r->ndim == dst->ndim;
  for (int d = 0; same && d < r->ndim; d++) same = r->shape[d] == dst->shape[d];
  if (!same)
    return vm.raisef(vm.exc.ValueError, "non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
                     shape_text(dst->ndim, dst->shape, true).c_str(), shape_text(r->ndim, r->shape, true).c_str());
  if (!dst->writeable()) return vm.raise(vm.exc.ValueError, "output array is read-only");
  if (!nd_assign(vm, dst, r)) return false;
  out = outv;
  return true;
}

namespace {
bool m_dot(VM& vm, CallArgs& a, Value& out) { return do_dot(vm, a.args[0], a.args[1], false, out); }
bool m_matmul(VM& vm, CallArgs& a, Value& out) { return do_dot(vm, a.args[0], a.args[1], true, out); }
bool m_rmatmul(VM& vm, CallArgs& a, Value& out) { return do_dot(vm, a.args[1], a.args[0], true, out); }
bool fn_outer(VM& vm, CallArgs& a, Value& out) {
  NdArray *x, *y;
  RootScope roots(vm);
  if (!np_asarray(vm, a.args[0], x)) return false;
  roots.add(x);
  if (!np_asarray(vm, a.args[1], y)) return false;
  roots.add(y);
  int64_t nx = x->size, ny = y->size;
  NdArray* xc = nd_copy_as(vm, x, x->dtype);
  if (!xc) return false;
  roots.add(xc);
  NdArray* yc = nd_copy_as(vm, y, y->dtype);
  if (!yc) return false;
  roots.add(yc);
  int64_t xs[2] = {nx, 1}, xst[2] = {xc->itemsize(), 0};
  int64_t ys[1] = {ny}, yst[1] = {yc->itemsize()};
  NdArray* xv = nd_view(vm, xc, xc->dtype, xc->data, 2, xs, xst);
  NdArray* yv = nd_view(vm, yc, yc->dtype, yc->data, 1, ys, yst);
  if (!xv || !yv) return false;
  Value ins[2] = {Value::object(xv), Value::object(yv)};
  return ufunc_call(vm, np_ufunc(vm, "multiply"), ins, Value(), out);
}

const NativeDef kReductionFunctions[] = {
#define TPY_NP_RED_ROW(name) {#name, fn_##name, 1, 7, true, JitHint::None},   // bind_red checks the count
    TPY_NP_REDUCTIONS(TPY_NP_RED_ROW)
#undef TPY_NP_RED_ROW
    {"cumsum", fn_cumsum, 1, 3, true, JitHint::None},
    {"cumprod", fn_cumprod, 1, 3, true, JitHint::None},
    {"dot", fn_dot, 0, 3, true, JitHint::None},
    {"outer", fn_outer, 2, 2, false, JitHint::None},
};
const NativeDef kReductionMethods[] = {
#define TPY_NP_RED_ROW(name) {#name, m_##name, 1, 7, true, JitHint::None},
    TPY_NP_REDUCTIONS(TPY_NP_RED_ROW)
#undef TPY_NP_RED_ROW
    {"cumsum", m_cumsum, 1, 3, true, JitHint::None},
    {"cumprod", m_cumprod, 1, 3, true, JitHint::None},
    {"dot", m_dot, 2, 2, false, JitHint::None},
    {"__matmul__", m_matmul, 2, 2, false, JitHint::None},
    {"__rmatmul__", m_rmatmul, 2, 2, false, JitHint::None},
};

}  // namespace

void add_reduction_functions(VM& vm, Module* m) { add_module_functions(vm, m, kReductionFunctions); }
void add_array_reduction_methods(VM& vm, TypeObject* t) { vm.add_methods(t, kReductionMethods); }

}  // namespace tpy
