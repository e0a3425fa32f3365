// np_calculus.cpp — differences, derivatives and products of vectors:
// diff (n, axis, prepend, append), gradient (scalar spacings or
// coordinates, edge_order 1 or 2), trapz, convolve and correlate (full,
// same, valid; NumPy's lags when the second operand is longer), cross (2-
// and 3-vectors, stacked, NumPy's operation order so signed zeros agree),
// cov and corrcoef (through average and dot, as NumPy computes them).
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/numpy/np_linalg.h"
#include "builtins/numpy/np_order.h"
#include "builtins/numpy/np_stats.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

namespace {

using C128 = std::complex<double>;

// a[lo:lo+len] along `axis` as a view.
NdArray* axis_slice(VM& vm, NdArray* a, int axis, int64_t lo, int64_t len, RootScope& roots) {
  int64_t shp[kMaxDims];
  std::memcpy(shp, a->shape, sizeof(int64_t) * a->ndim);
  shp[axis] = len;
  NdArray* v = nd_view(vm, a, a->dtype, a->data + (len > 0 ? lo * a->strides[axis] : 0), a->ndim, shp, a->strides);
  if (v) roots.add(v);
  return v;
}

bool ufunc2(VM& vm, const char* name, Value x, Value y, Value& out) {
  Value ins[2] = {x, y};
  return ufunc_call(vm, np_ufunc(vm, name), ins, Value(), out);
}

// prepend / append of diff: a 0-d value is broadcast to a's shape with
// one element along the axis.
NdArray* diff_extra(VM& vm, Value v, NdArray* a, int axis, RootScope& roots) {
  NdArray* e = stats_array(vm, v, roots);
  if (!e || e->ndim > 0) return e;
  int64_t shp[kMaxDims], str[kMaxDims] = {};
  std::memcpy(shp, a->shape, sizeof(int64_t) * a->ndim);
  shp[axis] = 1;
  NdArray* b = nd_view(vm, e, e->dtype, e->data, a->ndim, shp, str);
  if (b) roots.add(b);
  return b;
}

// diff(a, n=1, axis=-1, prepend=<no value>, append=<no value>)
bool fn_diff(VM& vm, CallArgs& ca, Value& out) {
  Value args[5];
  if (!bind_args(vm, ca, "diff", {"a", "n", "axis", "prepend", "append"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = stats_array(vm, args[0], roots);
  if (!x) return false;
  int64_t n = 1;
  if (!args[1].is_undef() && !to_int64(vm, args[1], n, "n")) return false;
  if (n == 0) { out = Value::object(x); return true; }
  if (n < 0) return vm.raisef(vm.exc.ValueError, "order must be non-negative but got %lld", (long long)n);
  if (x->ndim == 0) return vm.raise(vm.exc.ValueError, "diff requires input that is at least one dimensional");
  int axis = x->ndim - 1;
  if (!args[2].is_undef() && !one_axis(vm, args[2], x->ndim, axis)) return false;
  if (!args[3].is_undef() || !args[4].is_undef()) {
    std::vector<NdArray*> parts;
    NdArray* pre = args[3].is_undef() ? nullptr : diff_extra(vm, args[3], x, axis, roots);
    NdArray* app = args[4].is_undef() ? nullptr : diff_extra(vm, args[4], x, axis, roots);
    if ((!args[3].is_undef() && !pre) || (!args[4].is_undef() && !app)) return false;
    if (pre) parts.push_back(pre);
    parts.push_back(x);
    if (app) parts.push_back(app);
    Value joined;
    if (!np_concat(vm, parts, axis, joined)) return false;
    roots.add(joined);
    x = as<NdArray>(joined);
  }
  Value cur = Value::object(x);
  for (int64_t k = 0; k < n; k++) {
    NdArray* c = as<NdArray>(cur);
    int64_t len = std::max<int64_t>(c->shape[axis] - 1, 0);
    NdArray* hi = axis_slice(vm, c, axis, 1, len, roots);
    NdArray* lo = hi ? axis_slice(vm, c, axis, 0, len, roots) : nullptr;
    if (!lo || !ufunc2(vm, c->dtype == DType::Bool ? "not_equal" : "subtract", Value::object(hi), Value::object(lo), cur))
      return false;
    roots.add(cur);
  }
  out = cur;
  return true;
}

// ---- gradient

// Along one axis of f (type T, C-contiguous copy) into g: central
// differences inside, one-sided (edge_order 1) or second-order ones at
// the ends; h is the scalar spacing, or dx (n-1 coordinate differences).
// Where NumPy's arithmetic is float64 for a float32 f, so is this: uneven
// interiors (float64 coefficient arrays) and the ends of a 1-d f (NumPy
// indexes them to scalars); elsewhere the coefficients become T.
template <class T>
void gradient_axis(const T* f, T* g, const int64_t* shape, int nd, int axis, double h, const double* dx, int order) {
  int64_t n = shape[axis], inner = 1, outer = 1;
  for (int d = axis + 1; d < nd; d++) inner *= shape[d];
  for (int d = 0; d < axis; d++) outer *= shape[d];
  bool wide_ends = nd == 1;
  auto at = [&](int64_t o, int64_t i, int64_t k) { return f[(o * n + i) * inner + k]; };
  // c0*f(i0) + c1*f(i1) + c2*f(i2) in double or in T.
  auto comb = [&](int64_t o, int64_t k, double c0, int64_t i0, double c1, int64_t i1, double c2, int64_t i2, bool wide) {
    if (wide) return (T)(c0 * (double)at(o, i0, k) + c1 * (double)at(o, i1, k) + c2 * (double)at(o, i2, k));
    return (T)((T)c0 * at(o, i0, k) + (T)c1 * at(o, i1, k) + (T)c2 * at(o, i2, k));
  };
  for (int64_t o = 0; o < outer; o++)
    for (int64_t k = 0; k < inner; k++) {
      T* out = g + o * n * inner + k;
      for (int64_t i = 1; i + 1 < n; i++) {
        if (!dx) {
          out[i * inner] = (at(o, i + 1, k) - at(o, i - 1, k)) / (T)(2.0 * h);
        } else {
          double d1 = dx[i - 1], d2 = dx[i];
          out[i * inner] = comb(o, k, -(d2) / (d1 * (d1 + d2)), i - 1, (d2 - d1) / (d1 * d2), i, d1 / (d2 * (d1 + d2)),
                                i + 1, true);
        }
      }
      double h0 = dx ? dx[0] : h, hn = dx ? dx[n - 2] : h;
      T* last = out + (n - 1) * inner;
      if (order == 1) {
        T d0 = (T)(at(o, 1, k) - at(o, 0, k)), dn = (T)(at(o, n - 1, k) - at(o, n - 2, k));
        out[0] = wide_ends ? (T)((double)d0 / h0) : d0 / (T)h0;
        *last = wide_ends ? (T)((double)dn / hn) : dn / (T)hn;
      } else if (!dx) {
        out[0] = comb(o, k, -1.5 / h, 0, 2. / h, 1, -0.5 / h, 2, wide_ends);
        *last = comb(o, k, 0.5 / h, n - 3, -2. / h, n - 2, 1.5 / h, n - 1, wide_ends);
      } else {
        double d1 = dx[0], d2 = dx[1];
        out[0] = comb(o, k, -(2. * d1 + d2) / (d1 * (d1 + d2)), 0, (d1 + d2) / (d1 * d2), 1, -d1 / (d2 * (d1 + d2)), 2,
                      wide_ends);
        d1 = dx[n - 3], d2 = dx[n - 2];
        *last = comb(o, k, d2 / (d1 * (d1 + d2)), n - 3, -(d2 + d1) / (d1 * d2), n - 2, (2. * d2 + d1) / (d2 * (d1 + d2)),
                     n - 1, wide_ends);
      }
    }
}

// One spacing argument of gradient for an axis of length n: a scalar, or
// coordinates whose differences are used (one scalar when all are equal).
bool gradient_spacing(VM& vm, Value v, int64_t n, double& h, std::vector<double>& dx, RootScope& roots) {
  NdArray* s = stats_array(vm, v, roots);
  if (!s) return false;
  if (s->ndim == 0) return to_double(vm, v, h, "gradient");
  if (s->ndim != 1) return vm.raise(vm.exc.ValueError, "distances must be either scalars or 1d");
  if (s->shape[0] != n)
    return vm.raise(vm.exc.ValueError, "when 1d, distances must match the length of the corresponding dimension");
  NdArray* c = nd_copy_as(vm, s, DType::Float64);
  if (!c) return false;
  roots.add(c);
  const double* p = (const double*)c->data;
  bool uniform = true;
  for (int64_t i = 1; i < n; i++) dx.push_back(p[i] - p[i - 1]);
  for (double d : dx) uniform = uniform && d == dx[0];
  if (uniform && !dx.empty()) { h = dx[0]; dx.clear(); }
  return true;
}

// gradient(f, *varargs, axis=None, edge_order=1)
bool fn_gradient(VM& vm, CallArgs& ca, Value& out) {
  RootScope roots(vm);
  Value axis = kwarg(ca, "axis"), eo = kwarg(ca, "edge_order");
  for (int i = 0; i < ca.nkw(); i++) {
    std::string_view k = str_view(ca.kwnames->items[i]);
    if (k != "axis" && k != "edge_order")
      return vm.raisef(vm.exc.TypeError, "gradient() got an unexpected keyword argument '%.*s'", (int)k.size(), k.data());
  }
  NdArray* f = stats_array(vm, ca.args[0], roots);
  if (!f) return false;
  uint64_t mask;
  if (!tuple_axis_mask(vm, axis, f->ndim, mask)) return false;
  std::vector<int> axes;
  for (int d = 0; d < f->ndim; d++)
    if (mask >> d & 1) axes.push_back(d);
  int64_t order = 1;
  if (given(eo) && !to_int64(vm, eo, order, "edge_order")) return false;
  if (order > 2) return vm.raise(vm.exc.ValueError, "'edge_order' greater than 2 not supported");
  int nv = ca.nargs - 1;
  bool one_scalar = false;
  if (nv == 1) {
    NdArray* s0 = stats_array(vm, ca.args[1], roots);
    if (!s0) return false;
    one_scalar = s0->ndim == 0;
  }
  if (nv != 0 && !one_scalar && nv != (int)axes.size()) return vm.raise(vm.exc.TypeError, "invalid number of arguments");
  if (f->dtype == DType::Bool) return bool_subtract_error(vm);
  if (dtype_is_complex(f->dtype)) return vm.raise(vm.exc.TypeError, "tpy: gradient of complex arrays is not supported");
  DType ot = f->dtype == DType::Float32 ? DType::Float32 : DType::Float64;
  NdArray* fc = nd_copy_as(vm, f, ot);
  if (!fc) return false;
  roots.add(fc);
  std::vector<Value> results;
  for (size_t j = 0; j < axes.size(); j++) {
    int ax = axes[j];
    if (f->shape[ax] < order + 1)
      return vm.raise(vm.exc.ValueError, "Shape of array too small to calculate a numerical gradient, at least "
                                         "(edge_order + 1) elements are required.");
    double h = 1.0;
    std::vector<double> dx;
    if (nv > 0 && !gradient_spacing(vm, ca.args[1 + (nv == 1 ? 0 : j)], f->shape[ax], h, dx, roots)) return false;
    NdArray* g = nd_new(vm, ot, f->ndim, f->shape);
    if (!g) return false;
    roots.add(g);
    dispatch_dtype(ot, [&]<class T>() {
      if constexpr (std::is_floating_point_v<T>)
        gradient_axis<T>((const T*)fc->data, (T*)g->data, f->shape, f->ndim, ax, h, dx.empty() ? nullptr : dx.data(),
                         (int)order);
    });
    results.push_back(Value::object(g));
  }
  if (results.size() == 1) { out = results[0]; return true; }
  List* l = vm.new_list();
  l->items = results;
  out = Value::object(l);
  return true;
}

// trapz(y, x=None, dx=1.0, axis=-1): sum(d * (y[1:] + y[:-1]) / 2.0)
bool fn_trapz(VM& vm, CallArgs& ca, Value& out) {
  Value args[4];
  if (!bind_args(vm, ca, "trapz", {"y", "x", "dx", "axis"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* y = stats_array(vm, args[0], roots);
  if (!y) return false;
  if (y->ndim == 0) return vm.raise(vm.exc.IndexError, "list assignment index out of range");
  int axis = y->ndim - 1;
  if (!args[3].is_undef() && !one_axis(vm, args[3], y->ndim, axis)) return false;
  Value d = args[2].is_undef() ? Value::real(1.0) : args[2];
  if (given(args[1])) {
    NdArray* x = stats_array(vm, args[1], roots);
    if (!x) return false;
    Value dv;
    if (x->ndim == 1) {
      if (!np_call(vm, "diff", {Value::object(x)}, {}, dv)) return false;
      roots.add(dv);
      NdArray* da = as<NdArray>(dv);
      int64_t shp[kMaxDims], str[kMaxDims] = {};
      for (int k = 0; k < y->ndim; k++) shp[k] = 1;
      shp[axis] = da->shape[0];
      str[axis] = da->strides[0];
      NdArray* v = nd_view(vm, da, da->dtype, da->data, y->ndim, shp, str);
      if (!v) return false;
      dv = Value::object(v);
    } else if (!np_call(vm, "diff", {Value::object(x)}, {{"axis", Value::integer(axis)}}, dv)) {
      return false;
    }
    roots.add(dv);
    d = dv;
  }
  int64_t len = std::max<int64_t>(y->shape[axis] - 1, 0);
  NdArray* hi = axis_slice(vm, y, axis, 1, len, roots);
  NdArray* lo = hi ? axis_slice(vm, y, axis, 0, len, roots) : nullptr;
  Value s, p, q;
  if (!lo || !ufunc2(vm, "add", Value::object(hi), Value::object(lo), s)) return false;
  roots.add(s);
  if (!ufunc2(vm, "multiply", d, s, p)) return false;
  roots.add(p);
  if (!ufunc2(vm, "divide", p, Value::real(2.0), q)) return false;
  roots.add(q);
  return np_call(vm, "sum", {q}, {{"axis", Value::integer(axis)}}, out);
}

// ---- convolve / correlate

enum { kValid = 0, kSame = 1, kFull = 2 };

bool conv_mode(VM& vm, Value v, int dflt, int& mode) {
  mode = dflt;
  if (v.is_undef()) return true;
  if (is_str(v)) {
    std::string_view s = str_view(v);
    char c = s.empty() ? 0 : (char)std::tolower((unsigned char)s[0]);
    if (c == 'v' || c == 's' || c == 'f') { mode = c == 'v' ? kValid : c == 's' ? kSame : kFull; return true; }
    Str* r;
    if (!to_repr(vm, v, r)) return false;
    return vm.raisef(vm.exc.ValueError, "mode must be one of 'valid', 'same', or 'full' (got %s)", r->text().c_str());
  }
  int64_t m;
  if (!to_int64(vm, v, m, "mode")) return false;
  if (m < 0 || m > 2) return vm.raise(vm.exc.ValueError, "integer convolve/correlate mode must be 0, 1, or 2");
  mode = (int)m;
  return true;
}

// c(L) = sum over m of a[m + L] * conj?(v[m]) for out[j] at L = L0 + j,
// with NumPy's output length and first lag (which depend on which operand
// is longer).
// float32/float64/complex128 go through BLAS's dot, as NumPy's dot
// function does (its order of additions for more than a few terms).
template <class T> void correlate_into(const T* a, int64_t na, const T* v, int64_t nv, bool conj, int mode, T* out, int64_t len) {
  int64_t n = std::min(na, nv), nleft = mode == kValid ? 0 : mode == kSame ? n / 2 : n - 1;
  int64_t l0 = na < nv ? nleft - len + 1 : -nleft;
  constexpr DType kBlas = std::is_same_v<T, double> ? DType::Float64 : std::is_same_v<T, float> ? DType::Float32
                          : std::is_same_v<T, std::complex<double>> ? DType::Complex128 : DType::Bool;
  std::vector<std::complex<double>> vconj;
  if constexpr (kBlas == DType::Complex128) {
    if (conj) {
      vconj.assign(v, v + nv);
      for (auto& w : vconj) w = std::conj(w);
      v = vconj.data();
      conj = false;
    }
  }
  for (int64_t j = 0; j < len; j++) {
    int64_t L = l0 + j;
    if constexpr (kBlas != DType::Bool) {
      int64_t m0 = std::max<int64_t>(0, -L), m1 = std::min(nv, na - L);
      if (m1 <= m0) {
        out[j] = T();
        continue;
      }
      constexpr int64_t sz = sizeof(T);
      if (blas_matmul(kBlas, 1, 1, m1 - m0, (const char*)(a + m0 + L), 0, sz, (const char*)(v + m0), sz, 0,
                      (char*)(out + j), 1))
        continue;
    }
    T acc = T();
    for (int64_t m = std::max<int64_t>(0, -L); m < nv && m + L < na; m++) {
      T w = v[m];
      if constexpr (kIsComplexC<T>) {
        if (conj) w = std::conj(w);
      }
      if constexpr (std::is_same_v<T, bool>) acc = acc || (a[m + L] && w);
      else acc = (T)(acc + a[m + L] * w);
    }
    out[j] = acc;
  }
}

bool conv_common(VM& vm, CallArgs& ca, const char* name, bool convolve, Value& out) {
  Value args[3];
  if (!bind_args(vm, ca, name, {"a", "v", "mode"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  NdArray* v = a ? stats_array(vm, args[1], roots) : nullptr;
  int mode;
  if (!v || !conv_mode(vm, args[2], convolve ? kFull : kValid, mode)) return false;
  if (a->ndim > 1 || v->ndim > 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  int64_t na = a->size, nv = v->size;
  if (convolve && nv > na) std::swap(a, v), std::swap(na, nv);   // the longer first
  if (na == 0) return vm.raise(vm.exc.ValueError, convolve ? "a cannot be empty" : "first array argument cannot be empty");
  if (nv == 0) return vm.raise(vm.exc.ValueError, convolve ? "v cannot be empty" : "second array argument cannot be empty");
  DType dt = promote_types(a->dtype, v->dtype);
  NdArray* ac = nd_copy_as(vm, a, dt);
  NdArray* vc = ac ? nd_copy_as(vm, v, dt) : nullptr;
  if (!vc) return false;
  roots.add(ac);
  roots.add(vc);
  if (convolve) {   // correlate with the shorter one reversed
    int64_t isz = dtype_size(dt);
    for (int64_t i = 0; i < nv / 2; i++) {
      char tmp[16];
      std::memcpy(tmp, vc->data + i * isz, isz);
      std::memcpy(vc->data + i * isz, vc->data + (nv - 1 - i) * isz, isz);
      std::memcpy(vc->data + (nv - 1 - i) * isz, tmp, isz);
    }
  }
  int64_t n1 = std::max(na, nv), n = std::min(na, nv);
  int64_t len = mode == kValid ? n1 - n + 1 : mode == kSame ? n1 : n1 + n - 1;
  NdArray* r = nd_new(vm, dt, 1, &len);
  if (!r) return false;
  dispatch_dtype(dt, [&]<class T>() {
    correlate_into<T>((const T*)ac->data, na, (const T*)vc->data, nv, !convolve, mode, (T*)r->data, len);
  });
  out = Value::object(r);
  return true;
}
bool fn_convolve(VM& vm, CallArgs& a, Value& out) { return conv_common(vm, a, "convolve", true, out); }
bool fn_correlate(VM& vm, CallArgs& a, Value& out) { return conv_common(vm, a, "correlate", false, out); }

// ---- cross

// `a` with its axis `ax` moved last (a view).
NdArray* axis_last(VM& vm, NdArray* a, int ax, RootScope& roots) {
  int64_t shp[kMaxDims], str[kMaxDims];
  int k = 0;
  for (int d = 0; d < a->ndim; d++)
    if (d != ax) shp[k] = a->shape[d], str[k++] = a->strides[d];
  shp[k] = a->shape[ax], str[k] = a->strides[ax];
  NdArray* v = nd_view(vm, a, a->dtype, a->data, a->ndim, shp, str);
  if (v) roots.add(v);
  return v;
}

// An axis argument of cross: NumPy names it in the AxisError ("axisa: ...").
bool prefixed_axis(VM& vm, const char* name, Value v, int ndim, int& axis) {
  if (one_axis(vm, v, ndim, axis)) return true;
  if (!vm.pending_is(vm.exc.IndexError)) return false;
  vm.take_pending();
  int64_t ax = 0;
  if (!to_int64(vm, v, ax, "axis")) return false;
  return vm.raisef(np_state(vm).axis_error, "%s: axis %lld is out of bounds for array of dimension %d", name, (long long)ax, ndim);
}

// One cross product in NumPy's order of operations (signed zeros agree).
template <class T> void cross_one(const T* a, int na, const T* b, int nb, T* c) {
  if (na == 2 && nb == 2) { c[0] = a[0] * b[1] - a[1] * b[0]; return; }
  if (na == 2) {
    c[0] = a[1] * b[2], c[1] = -(a[0] * b[2]), c[2] = a[0] * b[1] - a[1] * b[0];
  } else if (nb == 2) {
    c[0] = -(a[2] * b[1]), c[1] = a[2] * b[0], c[2] = a[0] * b[1] - a[1] * b[0];
  } else {
    c[0] = a[1] * b[2] - a[2] * b[1], c[1] = a[2] * b[0] - a[0] * b[2], c[2] = a[0] * b[1] - a[1] * b[0];
  }
}

// cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None)
bool fn_cross(VM& vm, CallArgs& ca, Value& out) {
  Value args[6];
  if (!bind_args(vm, ca, "cross", {"a", "b", "axisa", "axisb", "axisc", "axis"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  NdArray* b = a ? stats_array(vm, args[1], roots) : nullptr;
  if (!b) return false;
  for (int i = 2; i < 5 && given(args[5]); i++) args[i] = args[5];
  int axa = a->ndim - 1, axb = b->ndim - 1;
  if (a->ndim == 0 || b->ndim == 0) return vm.raise(vm.exc.ValueError, "incompatible dimensions for cross product\n(dimension must be 2 or 3)");
  if ((given(args[2]) && !prefixed_axis(vm, "axisa", args[2], a->ndim, axa)) ||
      (given(args[3]) && !prefixed_axis(vm, "axisb", args[3], b->ndim, axb)))
    return false;
  if (!(a = axis_last(vm, a, axa, roots)) || !(b = axis_last(vm, b, axb, roots))) return false;
  int na = (int)a->shape[a->ndim - 1], nb = (int)b->shape[b->ndim - 1];
  if ((na != 2 && na != 3) || (nb != 2 && nb != 3))
    return vm.raise(vm.exc.ValueError, "incompatible dimensions for cross product\n(dimension must be 2 or 3)");
  DType dt = promote_types(a->dtype, b->dtype);
  if (dt == DType::Bool) return bool_subtract_error(vm);
  // Broadcast the stacks (every dimension but the vector one).
  NdArray* sa = axis_slice(vm, a, a->ndim - 1, 0, 1, roots);
  NdArray* sb = sa ? axis_slice(vm, b, b->ndim - 1, 0, 1, roots) : nullptr;
  if (!sb) return false;
  NdArray* both[2] = {sa, sb};
  int nd;
  int64_t shape[kMaxDims + 1];
  if (!broadcast_shapes(vm, 2, both, nd, shape)) {
    vm.take_pending();
    return vm.raisef(vm.exc.ValueError,
                     "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with "
                     "shape %s and arg 1 with shape %s.",
                     shape_text(a->ndim - 1, a->shape).c_str(), shape_text(b->ndim - 1, b->shape).c_str());
  }
  int nc = na == 2 && nb == 2 ? 1 : 3;
  shape[nd - 1] = nc;
  NdArray* ac = nd_new(vm, dt, nd, shape);
  NdArray* bc = ac ? nd_new(vm, dt, nd, shape) : nullptr;
  if (!bc) return false;
  roots.add(ac);
  roots.add(bc);
  // Broadcast copies with the vector length of each operand.
  shape[nd - 1] = na;
  NdArray* af = nd_new(vm, dt, nd, shape);
  if (!af || !nd_assign(vm, af, a)) return false;
  roots.add(af);
  shape[nd - 1] = nb;
  NdArray* bf = nd_new(vm, dt, nd, shape);
  if (!bf || !nd_assign(vm, bf, b)) return false;
  roots.add(bf);
  int64_t count = ac->size / nc;
  dispatch_dtype(dt, [&]<class T>() {
    if constexpr (!std::is_same_v<T, bool>) {
      for (int64_t i = 0; i < count; i++)
        cross_one<T>((const T*)af->data + i * na, na, (const T*)bf->data + i * nb, nb, (T*)ac->data + i * nc);
    }
  });
  if (nc == 1) {
    int64_t rs[kMaxDims];
    std::memcpy(rs, ac->shape, sizeof(int64_t) * (nd - 1));
    NdArray* r = nd_view(vm, ac, dt, ac->data, nd - 1, rs, ac->strides);
    if (!r) return false;
    out = Value::object(r);   // an array even for two 2-vectors (array(-3))
    return true;
  }
  int axc = nd - 1;
  if (given(args[4]) && !prefixed_axis(vm, "axisc", args[4], nd, axc)) return false;
  // Move the vector axis (last) to axisc.
  int64_t shp[kMaxDims], str[kMaxDims];
  int k = 0;
  for (int d = 0; d < nd; d++) {
    if (d == axc) { shp[d] = ac->shape[nd - 1], str[d] = ac->strides[nd - 1]; continue; }
    shp[d] = ac->shape[k], str[d] = ac->strides[k];
    k++;
  }
  NdArray* r = nd_view(vm, ac, dt, ac->data, nd, shp, str);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

// ---- cov / corrcoef

// cov's fweights (integers) or aweights as float64 values, one per
// sample, with NumPy's checks in its order.
bool cov_weights(VM& vm, Value v, bool freq, int64_t n, std::vector<double>& out, RootScope& roots) {
  const char* kind = freq ? "fweights" : "aweights";
  NdArray* w = stats_array(vm, v, roots);
  if (!w || !(w = nd_copy_as(vm, w, DType::Float64))) return false;
  roots.add(w);
  const double* p = (const double*)w->data;
  for (int64_t i = 0; freq && i < w->size; i++)
    if (p[i] != std::nearbyint(p[i])) return vm.raise(vm.exc.TypeError, "fweights must be integer");
  if (w->ndim > 1) return vm.raisef(vm.exc.RuntimeError, "cannot handle multidimensional %s", kind);
  if (w->ndim == 0) return vm.raise(vm.exc.IndexError, "tuple index out of range");
  if (w->shape[0] != n) return vm.raisef(vm.exc.RuntimeError, "incompatible numbers of samples and %s", kind);
  for (int64_t i = 0; i < n; i++)
    if (p[i] < 0) return vm.raisef(vm.exc.ValueError, "%s cannot be negative", kind);
  out.assign(p, p + n);
  return true;
}

struct CovWeights {
  Value f, a;   // fweights, aweights (unbound: none)
};

bool covariance(VM& vm, NdArray* X, int64_t ddof, CovWeights wts, Value& out);

// cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, *, dtype=None)
bool do_cov(VM& vm, Value mv, Value yv, Value rowvar_v, Value bias_v, Value ddof_v, CovWeights wts, Value dtype_v,
            Value& out) {
  RootScope roots(vm);
  NdArray* m = stats_array(vm, mv, roots);
  if (!m) return false;
  if (m->ndim > 2) return vm.raise(vm.exc.ValueError, "m has more than 2 dimensions");
  NdArray* y = nullptr;
  if (given(yv)) {
    if (!(y = stats_array(vm, yv, roots))) return false;
    if (y->ndim > 2) return vm.raise(vm.exc.ValueError, "y has more than 2 dimensions");
  }
  bool rowvar, bias;
  if (!bool_arg(vm, rowvar_v, true, rowvar) || !bool_arg(vm, bias_v, false, bias)) return false;
  DType dt = promote_types(m->dtype, DType::Float64);
  if (y) dt = promote_types(dt, y->dtype);
  if (given(dtype_v) && !to_dtype(vm, dtype_v, dt)) return false;
  if (dtype_is_complex(dt)) return vm.raise(vm.exc.TypeError, "tpy: complex covariance is not supported");
  // X: rows are variables, as a 2-d float copy.
  auto as_rows = [&](NdArray* v) -> NdArray* {
    int64_t shp[2] = {1, v->ndim == 0 ? 1 : v->shape[0]}, str[2] = {0, v->ndim == 0 ? 0 : v->strides[0]};
    if (v->ndim == 2) shp[0] = v->shape[0], shp[1] = v->shape[1], str[0] = v->strides[0], str[1] = v->strides[1];
    if (!rowvar && shp[0] != 1) std::swap(shp[0], shp[1]), std::swap(str[0], str[1]);
    NdArray* w = nd_view(vm, v, v->dtype, v->data, 2, shp, str);
    if (w) roots.add(w);
    if (!w) return (NdArray*)nullptr;
    // NumPy's array(m, ndmin=2) keeps m's layout (m.T stays Fortran order;
    // y is not even copied), which decides the order average and dot add in.
    int64_t st[2] = {shp[0] == 1 ? 0 : str[0], shp[1] == 1 ? 0 : str[1]};
    const int64_t* sp[1] = {st};
    int perm[2];
    iter_axis_order(2, 1, sp, perm);
    NdArray* c = nd_new_permuted(vm, dt, dtype_size(dt), 2, shp, perm);
    if (!c) return c;
    roots.add(c);
    return nd_assign(vm, c, w) ? c : nullptr;
  };
  NdArray* X = as_rows(m);
  if (!X) return false;
  if (X->shape[0] == 0) {
    int64_t z[2] = {0, 0};
    NdArray* e = nd_new(vm, DType::Float64, 2, z);
    if (!e) return false;
    out = Value::object(e);
    return true;
  }
  if (y) {
    NdArray* Y = as_rows(y);
    if (!Y) return false;
    std::vector<NdArray*> parts{X, Y};
    Value j;
    if (!np_concat(vm, parts, 0, j)) return false;
    roots.add(j);
    X = as<NdArray>(j);   // laid out as X and Y are, as NumPy's concatenate does
  }
  int64_t ddof = bias ? 0 : 1;
  if (given(ddof_v) && !to_int64(vm, ddof_v, ddof, "ddof")) return false;
  return covariance(vm, X, ddof, wts, out);
}

// The covariance of the rows of X (a float copy, changed in place): the
// weighted means subtracted, dot(X, (X*w).T) over NumPy's normalisation.
bool covariance(VM& vm, NdArray* X, int64_t ddof, CovWeights wts, Value& out) {
  RootScope roots(vm);
  int64_t n = X->shape[1];
  std::vector<double> fw, aw, w;
  if ((given(wts.f) && !cov_weights(vm, wts.f, true, n, fw, roots)) ||
      (given(wts.a) && !cov_weights(vm, wts.a, false, n, aw, roots)))
    return false;
  w = !fw.empty() || given(wts.f) ? fw : aw;
  if (given(wts.f) && given(wts.a))
    for (int64_t i = 0; i < n; i++) w[i] *= aw[i];
  bool weighted = given(wts.f) || given(wts.a);
  NdArray* wa = nullptr;
  if (weighted) {
    if (!(wa = nd_new(vm, DType::Float64, 1, &n))) return false;
    roots.add(wa);
    if (n) std::memcpy(wa->data, w.data(), (size_t)n * sizeof(double));
  }
  Value avg, res, c;
  Value xv = Value::object(X);
  if (!np_call(vm, "average", {xv}, {{"axis", Value::integer(1)}, {"weights", wa ? Value::object(wa) : Value()},
                                      {"returned", Value::boolean(true)}}, res))
    return false;
  roots.add(res);
  avg = as<Tuple>(res)->items[0];
  double w_sum = 0;
  Value scl = as<Tuple>(res)->items[1];
  NdArray* sa;
  if (!np_asarray(vm, scl, sa)) return false;
  roots.add(sa);
  cast_element(sa->dtype, sa->data, DType::Float64, (char*)&w_sum);
  // avg[:, None], subtracted in place.
  NdArray* av = as<NdArray>(avg);
  int64_t cs[2] = {av->shape[0], 1}, cst[2] = {av->strides[0], 0};
  NdArray* col = nd_view(vm, av, av->dtype, av->data, 2, cs, cst);
  if (!col) return false;
  roots.add(col);
  Value sub[2] = {xv, Value::object(col)};
  if (!ufunc_call(vm, np_ufunc(vm, "subtract"), sub, xv, xv)) return false;
  double fact = (double)(n - ddof);
  if (weighted && ddof == 0) {
    fact = w_sum;
  } else if (weighted && !given(wts.a)) {
    fact = w_sum - (double)ddof;
  } else if (weighted) {
    double s = 0;   // Python's sum(w * aweights), in order
    for (int64_t i = 0; i < n; i++) s += w[i] * aw[i];
    fact = w_sum - (double)ddof * s / w_sum;
  }
  if (fact <= 0) fact = 0.0;   // NumPy warns "Degrees of freedom <= 0" and divides by zero
  Value xw = xv;
  if (weighted) {
    Value mul[2] = {xv, Value::object(wa)};
    if (!ufunc_call(vm, np_ufunc(vm, "multiply"), mul, Value(), xw)) return false;
    roots.add(xw);
  }
  NdArray* XW = as<NdArray>(xw);
  int64_t ts[2] = {XW->shape[1], XW->shape[0]}, tst[2] = {XW->strides[1], XW->strides[0]};
  NdArray* XT = nd_view(vm, XW, XW->dtype, XW->data, 2, ts, tst);
  if (!XT) return false;
  roots.add(XT);
  Value xtv = Value::object(XT);
  if (!np_call(vm, "dot", {xv, xtv}, {}, c)) return false;
  roots.add(c);
  Value mul[2] = {c, Value::real(1.0 / fact)};
  if (!ufunc_call(vm, np_ufunc(vm, "multiply"), mul, c, c)) return false;
  return np_call(vm, "squeeze", {c}, {}, out);
}

bool fn_cov(VM& vm, CallArgs& ca, Value& out) {
  Value args[8];
  if (!bind_args(vm, ca, "cov", {"m", "y", "rowvar", "bias", "ddof", "fweights", "aweights", "$dtype"}, 1, args))
    return false;
  return do_cov(vm, args[0], args[1], args[2], args[3], args[4], {args[5], args[6]}, args[7], out);
}

// corrcoef(x, y=None, rowvar=True, *, dtype=None): cov / outer(stddev, stddev), clipped to [-1, 1].
bool fn_corrcoef(VM& vm, CallArgs& ca, Value& out) {
  Value args[4];
  if (!bind_args(vm, ca, "corrcoef", {"x", "y", "rowvar", "$dtype"}, 1, args)) return false;
  RootScope roots(vm);
  Value c;
  if (!do_cov(vm, args[0], args[1], args[2], Value(), Value(), {}, args[3], c)) return false;
  roots.add(c);
  NdArray* ca2;
  if (!np_asarray(vm, c, ca2)) return false;
  roots.add(ca2);
  if (ca2->ndim != 2) return ufunc2(vm, "divide", c, c, out);
  if (dtype_is_complex(ca2->dtype)) return vm.raise(vm.exc.TypeError, "tpy: complex corrcoef is not supported");
  NdArray* r = nd_copy_as(vm, ca2, ca2->dtype);
  if (!r) return false;
  int64_t n = r->shape[0];
  dispatch_dtype(r->dtype, [&]<class T>() {
    if constexpr (std::is_floating_point_v<T>) {
      T* p = (T*)r->data;
      std::vector<T> sd(n);
      for (int64_t i = 0; i < n; i++) sd[i] = std::sqrt(p[i * n + i]);
      for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < n; j++) {
          T v = p[i * n + j] / sd[i] / sd[j];
          p[i * n + j] = v < -1 ? T(-1) : v > 1 ? T(1) : v;   // NaN stays
        }
    }
  });
  out = Value::object(r);
  return true;
}

const NativeDef kCalculusFunctions[] = {
    {"diff", fn_diff, 1, 5, true, JitHint::None},
    {"gradient", fn_gradient, 1, -1, true, JitHint::None},
    {"trapz", fn_trapz, 1, 4, true, JitHint::None},
    {"convolve", fn_convolve, 2, 3, true, JitHint::None},
    {"correlate", fn_correlate, 2, 3, true, JitHint::None},
    {"cross", fn_cross, 2, 6, true, JitHint::None},
    {"cov", fn_cov, 1, 7, true, JitHint::None},
    {"corrcoef", fn_corrcoef, 1, 3, true, JitHint::None},
};

}  // namespace

void add_calculus_functions(VM& vm, Module* m) { add_module_functions(vm, m, kCalculusFunctions); }

}  // namespace tpy
