// np_funcs.cpp — array functions that are not ufuncs or reductions: sort,
// argsort (stable sorts; NaN last as NumPy orders it), searchsorted,
// concatenate, stack, where, clip, unique, isclose/allclose, array_equal,
// and the function forms of reshape/ravel/transpose/copy/shape. Typed work
// goes through dispatch_dtype; joining and selection through nd_assign.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

namespace {

// NumPy's sort order: NaN after every number; complex lexicographic.
template <class T> bool sort_less(const T& a, const T& b) {
  if constexpr (std::is_same_v<T, std::complex<double>>) {
    if (a.real() != b.real()) return a.real() < b.real() || (std::isnan(b.real()) && !std::isnan(a.real()));
    return a.imag() < b.imag() || (std::isnan(b.imag()) && !std::isnan(a.imag()));
  } else if constexpr (std::is_floating_point_v<T>) {
    return a < b || (std::isnan(b) && !std::isnan(a));
  } else {
    return a < b;
  }
}

NdArray* arr_arg(VM& vm, Value v, RootScope& roots) {
  NdArray* a;
  if (!np_asarray(vm, v, a)) return nullptr;
  roots.add(a);
  return a;
}

bool axis_arg(VM& vm, Value v, int ndim, int dflt, int& axis) {
  if (v.is_undef()) { axis = dflt; return true; }
  int64_t ax;
  if (!to_int64(vm, v, ax, "axis")) return false;
  if (ax < -ndim || ax >= ndim)
    return vm.raisef(vm.exc.IndexError, "axis %lld is out of bounds for array of dimension %d", (long long)ax, ndim);
  axis = (int)(ax < 0 ? ax + ndim : ax);
  return true;
}

NdArray* flat_copy(VM& vm, NdArray* a, RootScope& roots) {
  NdArray* c = nd_copy_as(vm, a, a->dtype);
  if (!c) return nullptr;
  roots.add(c);
  int64_t n = c->size, s = c->itemsize();
  NdArray* r = nd_view(vm, c, c->dtype, c->data, 1, &n, &s);
  if (r) roots.add(r);
  return r;
}

// Sorts every lane of `a` (a C-contiguous copy) along `axis` in place; with
// `idx` (int64, same shape) it receives the argsort instead.
void sort_lanes(NdArray* a, int axis, NdArray* idx) {
  int64_t n = a->shape[axis];
  if (n == 0 || a->size == 0) return;
  int64_t lanes = a->size / n;
  int64_t stride = a->strides[axis], istride = idx ? idx->strides[axis] : 0;
  dispatch_dtype(a->dtype, [&]<class D>() {
    using T = std::conditional_t<std::is_same_v<D, bool>, uint8_t, D>;  // no vector<bool>
    std::vector<T> buf((size_t)n);
    std::vector<int64_t> order((size_t)n);
    for (int64_t lane = 0; lane < lanes; lane++) {
      // lane → base pointer: walk the other dims in C order.
      int64_t rem = lane;
      char* p = a->data;
      char* ip = idx ? idx->data : nullptr;
      for (int d = a->ndim - 1; d >= 0; d--) {
        if (d == axis) continue;
        int64_t i = rem % a->shape[d];
        rem /= a->shape[d];
        p += i * a->strides[d];
        if (idx) ip += i * idx->strides[d];
      }
      for (int64_t i = 0; i < n; i++) std::memcpy(&buf[(size_t)i], p + i * stride, sizeof(T));
      if (idx) {
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
                         [&](int64_t x, int64_t y) { return sort_less(buf[(size_t)x], buf[(size_t)y]); });
        for (int64_t i = 0; i < n; i++) std::memcpy(ip + i * istride, &order[(size_t)i], 8);
      } else {
        std::stable_sort(buf.begin(), buf.end(), [](const T& x, const T& y) { return sort_less(x, y); });
        for (int64_t i = 0; i < n; i++) std::memcpy(p + i * stride, &buf[(size_t)i], sizeof(T));
      }
    }
  });
}

bool do_sort(VM& vm, Value av, Value axis_v, bool arg, bool in_place, Value& out) {
  RootScope roots(vm);
  NdArray* a = arr_arg(vm, av, roots);
  if (!a) return false;
  int axis;
  if (axis_v.is_none()) {
    a = flat_copy(vm, a, roots);
    if (!a) return false;
    axis = 0;
  } else {
    if (a->ndim == 0) return vm.raise(vm.exc.IndexError, "axis -1 is out of bounds for array of dimension 0");
    if (!axis_arg(vm, axis_v, a->ndim, a->ndim - 1, axis)) return false;
    if (!in_place) {
      a = nd_copy_as(vm, a, a->dtype);
      if (!a) return false;
      roots.add(a);
    }
  }
  if (arg) {
    NdArray* idx = nd_new(vm, DType::Int64, a->ndim, a->shape);
    if (!idx) return false;
    sort_lanes(a, axis, idx);
    out = Value::object(idx);
    return true;
  }
  sort_lanes(a, axis, nullptr);
  out = in_place ? Value::none() : Value::object(a);
  return true;
}

bool fn_sort(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "sort", {"a", "axis", "kind"}, 1, args)) return false;
  return do_sort(vm, args[0], args[1], false, false, out);
}
bool fn_argsort(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "argsort", {"a", "axis", "kind"}, 1, args)) return false;
  return do_sort(vm, args[0], args[1], true, false, out);
}
bool m_sort(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "sort", {"axis", "kind"}, 0, args + 1, true)) return false;
  return do_sort(vm, a.args[0], args[1], false, true, out);
}
bool m_argsort(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "argsort", {"axis", "kind"}, 0, args + 1, true)) return false;
  return do_sort(vm, a.args[0], args[1], true, false, out);
}

// s[sorter] (a sorted copy of s), NumPy's errors for a bad sorter.
NdArray* apply_sorter(VM& vm, NdArray* s, Value sorter_v, RootScope& roots) {
  NdArray* so = arr_arg(vm, sorter_v, roots);
  if (!so) return nullptr;
  if (dtype_category(so->dtype) != 1) { vm.raise(vm.exc.TypeError, "sorter must only contain integers"); return nullptr; }
  if (so->size != s->size) { vm.raise(vm.exc.ValueError, "sorter.size must equal a.size"); return nullptr; }
  NdArray* r = nd_new(vm, s->dtype, 1, s->shape);
  if (!r) return nullptr;
  roots.add(r);
  int isz = s->itemsize();
  for (int64_t i = 0; i < so->size; i++) {
    int64_t k;
    cast_element(so->dtype, nd_flat_ptr(so, i), DType::Int64, (char*)&k);
    if (k < 0 || k >= s->size) { vm.raise(vm.exc.ValueError, "Sorter index out of range."); return nullptr; }
    std::memcpy(r->data + i * isz, s->data + k * s->strides[0], (size_t)isz);
  }
  return r;
}

bool do_searchsorted(VM& vm, Value a_v, Value v_v, Value side_v, Value sorter_v, Value& out) {
  RootScope roots(vm);
  NdArray* s = arr_arg(vm, a_v, roots);
  NdArray* v = s ? arr_arg(vm, v_v, roots) : nullptr;
  if (!v) return false;
  if (s->ndim != 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  bool right = false;
  if (!side_v.is_undef()) {
    if (!is_str(side_v)) return vm.raisef(vm.exc.TypeError, "search side must be str, not %s", type_name(vm, side_v));
    std::string_view sd = str_view(side_v);
    if (sd != "left" && sd != "right")
      return vm.raisef(vm.exc.ValueError, "search side must be 'left' or 'right' (got '%.*s')", (int)sd.size(),
                       sd.data());
    right = sd == "right";
  }
  if (!sorter_v.is_undef() && !sorter_v.is_none()) {
    s = apply_sorter(vm, s, sorter_v, roots);
    if (!s) return false;
  }
  NdArray* both[2] = {s, v};
  DType dt = result_type(both, 2);
  if (s->dtype != dt) { s = nd_copy_as(vm, s, dt); if (!s) return false; roots.add(s); }
  if (v->dtype != dt) { v = nd_copy_as(vm, v, dt); if (!v) return false; roots.add(v); }
  NdArray* res = nd_new(vm, DType::Int64, v->ndim, v->shape);
  if (!res) return false;
  roots.add(res);
  dispatch_dtype(dt, [&]<class D>() {
    using T = std::conditional_t<std::is_same_v<D, bool>, uint8_t, D>;
    std::vector<T> sorted((size_t)s->shape[0]);
    for (int64_t i = 0; i < s->shape[0]; i++) std::memcpy(&sorted[(size_t)i], s->data + i * s->strides[0], sizeof(T));
    auto less = [](const T& x, const T& y) { return sort_less(x, y); };
    for (int64_t i = 0; i < v->size; i++) {
      T key;
      std::memcpy(&key, nd_flat_ptr(v, i), sizeof(T));
      auto it = right ? std::upper_bound(sorted.begin(), sorted.end(), key, less)
                      : std::lower_bound(sorted.begin(), sorted.end(), key, less);
      ((int64_t*)res->data)[i] = it - sorted.begin();
    }
  });
  out = np_result(vm, res, true);
  return true;
}

bool fn_searchsorted(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "searchsorted", {"a", "v", "side", "sorter"}, 2, args)) return false;
  return do_searchsorted(vm, args[0], args[1], args[2], args[3], out);
}
bool m_searchsorted(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "searchsorted", {"v", "side", "sorter"}, 1, args + 1, true)) return false;
  return do_searchsorted(vm, a.args[0], args[1], args[2], args[3], out);
}

// Arrays of a sequence argument (concatenate, stack).
bool array_list(VM& vm, Value seq, std::vector<NdArray*>& out, RootScope& roots) {
  std::vector<Value> items;
  if (!collect_iterable(vm, seq, items)) return false;
  if (items.empty()) return vm.raise(vm.exc.ValueError, "need at least one array to concatenate");
  for (Value v : items) {
    NdArray* a = arr_arg(vm, v, roots);
    if (!a) return false;
    out.push_back(a);
  }
  return true;
}

}  // namespace

bool np_concat(VM& vm, std::vector<NdArray*>& arrs, int axis, Value& out) {
  int nd = arrs[0]->ndim;
  if (nd == 0) return vm.raise(vm.exc.ValueError, "zero-dimensional arrays cannot be concatenated");
  DType dt = arrs[0]->dtype;
  int64_t shape[kMaxDims];
  std::memcpy(shape, arrs[0]->shape, sizeof(int64_t) * nd);
  shape[axis] = 0;
  for (size_t k = 0; k < arrs.size(); k++) {
    NdArray* a = arrs[k];
    if (a->ndim != nd)
      return vm.raisef(vm.exc.ValueError,
                       "all the input array dimensions except for the concatenation axis must match exactly, but "
                       "along dimension 0, the array at index 0 has %d dimension(s) and the array at index %zu has %d "
                       "dimension(s)", nd, k, a->ndim);
    for (int d = 0; d < nd; d++)
      if (d != axis && a->shape[d] != arrs[0]->shape[d])
        return vm.raisef(vm.exc.ValueError,
                         "all the input array dimensions except for the concatenation axis must match exactly, but "
                         "along dimension %d, the array at index 0 has size %lld and the array at index %zu has size %lld",
                         d, (long long)arrs[0]->shape[d], k, (long long)a->shape[d]);
    shape[axis] += a->shape[axis];
    if (k) dt = promote_types(dt, a->dtype);
  }
  RootScope roots(vm);
  NdArray* res = nd_new(vm, dt, nd, shape);
  if (!res) return false;
  roots.add(res);
  int64_t off = 0;
  for (NdArray* a : arrs) {
    int64_t sub[kMaxDims];
    std::memcpy(sub, res->shape, sizeof(int64_t) * nd);
    sub[axis] = a->shape[axis];
    NdArray* dst = nd_view(vm, res, dt, res->data + off * res->strides[axis], nd, sub, res->strides);
    if (!dst || !nd_assign(vm, dst, a)) return false;
    off += a->shape[axis];
  }
  out = Value::object(res);
  return true;
}

namespace {

bool fn_concatenate(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "concatenate", {"arrays", "axis"}, 1, args)) return false;
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  if (!array_list(vm, args[0], arrs, roots)) return false;
  if (args[1].is_none()) {
    for (auto& x : arrs) {
      x = flat_copy(vm, x, roots);
      if (!x) return false;
    }
    return np_concat(vm, arrs, 0, out);
  }
  int axis;
  if (!axis_arg(vm, args[1], std::max(1, (int)arrs[0]->ndim), 0, axis)) return false;
  return np_concat(vm, arrs, axis, out);
}

bool fn_stack(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "stack", {"arrays", "axis"}, 1, args)) return false;
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  if (!array_list(vm, args[0], arrs, roots)) return false;
  for (NdArray* x : arrs) {
    bool same = x->ndim == arrs[0]->ndim;
    for (int d = 0; same && d < x->ndim; d++) same = x->shape[d] == arrs[0]->shape[d];
    if (!same) return vm.raise(vm.exc.ValueError, "all input arrays must have the same shape");
  }
  int axis;
  if (!axis_arg(vm, args[1], arrs[0]->ndim + 1, 0, axis)) return false;
  for (auto& x : arrs) {
    int64_t shp[kMaxDims], str[kMaxDims];
    int nd = 0;
    for (int d = 0; d <= x->ndim; d++) {
      if (d == axis) { shp[nd] = 1; str[nd] = 0; nd++; }
      if (d < x->ndim) { shp[nd] = x->shape[d]; str[nd] = x->strides[d]; nd++; }
    }
    x = nd_view(vm, x, x->dtype, x->data, nd, shp, str);
    if (!x) return false;
    roots.add(x);
  }
  return np_concat(vm, arrs, axis, out);
}

bool fn_where(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs == 1) return np_nonzero(vm, a.args[0], out);
  if (a.nargs != 3) return vm.raise(vm.exc.ValueError, "either both or neither of x and y should be given");
  RootScope roots(vm);
  NdArray* c = arr_arg(vm, a.args[0], roots);
  NdArray* x = c ? arr_arg(vm, a.args[1], roots) : nullptr;
  NdArray* y = x ? arr_arg(vm, a.args[2], roots) : nullptr;
  if (!y) return false;
  NdArray* xy[2] = {x, y};
  DType dt = result_type(xy, 2);
  if (c->dtype != DType::Bool) { c = nd_copy_as(vm, c, DType::Bool); if (!c) return false; roots.add(c); }
  if (x->dtype != dt) { x = nd_copy_as(vm, x, dt); if (!x) return false; roots.add(x); }
  if (y->dtype != dt) { y = nd_copy_as(vm, y, dt); if (!y) return false; roots.add(y); }
  NdArray* all[3] = {c, x, y};
  int nd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, 3, all, nd, shape)) return false;
  NdArray* res = nd_new(vm, dt, nd, shape);
  if (!res) return false;
  roots.add(res);
  int64_t st[3][kMaxDims];
  for (int k = 0; k < 3; k++) broadcast_strides(all[k], nd, shape, st[k]);
  const int64_t* sp[4] = {res->strides, st[0], st[1], st[2]};
  char* base[4] = {res->data, c->data, x->data, y->data};
  NdWalk walk(nd, shape, 4, sp);
  size_t isz = (size_t)dtype_size(dt);
  walk.run(base, [&](char** p, int64_t n, const int64_t* steps) {
    for (int64_t i = 0; i < n; i++)
      std::memcpy(p[0] + i * steps[0], *(p[1] + i * steps[1]) ? p[2] + i * steps[2] : p[3] + i * steps[3], isz);
  });
  out = Value::object(res);
  return true;
}

bool fn_clip(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "clip", {"a", "a_min", "a_max"}, 3, args)) return false;
  Value cur = args[0];
  RootScope roots(vm);
  if (args[1].is_none() && args[2].is_none()) return vm.raise(vm.exc.ValueError, "One of max or min must be given");
  if (!args[1].is_none()) {
    Value ins[2] = {cur, args[1]};
    if (!ufunc_call(vm, np_ufunc(vm, "maximum"), ins, Value(), cur)) return false;
    roots.add(cur);
  }
  if (!args[2].is_none()) {
    Value ins[2] = {cur, args[2]};
    if (!ufunc_call(vm, np_ufunc(vm, "minimum"), ins, Value(), cur)) return false;
  }
  out = cur;
  return true;
}
bool m_clip(VM& vm, CallArgs& a, Value& out) {
  Value args[3] = {a.args[0], a.nargs > 1 ? a.args[1] : Value::none(), a.nargs > 2 ? a.args[2] : Value::none()};
  CallArgs ca{args, 3, nullptr};
  return fn_clip(vm, ca, out);
}

bool fn_unique(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "unique", {"ar", "$return_counts", "$equal_nan"}, 1, args)) return false;
  bool counts = false, equal_nan = true;
  if (!args[1].is_undef() && !truthy(vm, args[1], counts)) return false;
  if (!args[2].is_undef() && !truthy(vm, args[2], equal_nan)) return false;
  RootScope roots(vm);
  NdArray* x = arr_arg(vm, args[0], roots);
  if (!x) return false;
  x = flat_copy(vm, x, roots);
  if (!x) return false;
  sort_lanes(x, 0, nullptr);
  int64_t n = x->size, k = 0;
  std::vector<int64_t> cnt;
  // Equal by value (0.0 and -0.0 are one), NaNs one only with equal_nan.
  dispatch_dtype(x->dtype, [&]<class D>() {
    using T = std::conditional_t<std::is_same_v<D, bool>, uint8_t, D>;
    T* p = reinterpret_cast<T*>(x->data);
    for (int64_t i = 0; i < n; i++) {
      if (k > 0 && !sort_less(p[k - 1], p[i]) && !sort_less(p[i], p[k - 1]) && (equal_nan || p[k - 1] == p[i])) {
        cnt.back()++;
        continue;
      }
      p[k++] = p[i];
      cnt.push_back(1);
    }
  });
  NdArray* res = nd_view(vm, x, x->dtype, x->data, 1, &k, x->strides);
  if (!res) return false;
  res = nd_copy_as(vm, res, res->dtype);
  if (!res) return false;
  if (!counts) { out = Value::object(res); return true; }
  roots.add(res);
  NdArray* c = nd_new(vm, DType::Int64, 1, &k);
  if (!c) return false;
  std::memcpy(c->data, cnt.data(), (size_t)k * 8);
  out = Value::object(vm.new_tuple({Value::object(res), Value::object(c)}));
  return true;
}

bool isclose_array(VM& vm, Value av, Value bv, double rtol, double atol, bool equal_nan, NdArray*& out, bool& scalar) {
  RootScope roots(vm);
  NdArray* x = arr_arg(vm, av, roots);
  NdArray* y = x ? arr_arg(vm, bv, roots) : nullptr;
  if (!y) return false;
  scalar = x->ndim == 0 && y->ndim == 0;
  NdArray* both[2] = {x, y};
  int nd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, 2, both, nd, shape)) return false;
  out = nd_new(vm, DType::Bool, nd, shape);
  if (!out) return false;
  roots.add(out);
  NdArray* xd = nd_copy_as(vm, x, DType::Float64);
  if (!xd) return false;
  roots.add(xd);
  NdArray* yd = nd_copy_as(vm, y, DType::Float64);
  if (!yd) return false;
  roots.add(yd);
  int64_t sx[kMaxDims], sy[kMaxDims];
  broadcast_strides(xd, nd, shape, sx);
  broadcast_strides(yd, nd, shape, sy);
  const int64_t* sp[3] = {out->strides, sx, sy};
  char* base[3] = {out->data, xd->data, yd->data};
  NdWalk walk(nd, shape, 3, sp);
  walk.run(base, [&](char** p, int64_t n, const int64_t* steps) {
    for (int64_t i = 0; i < n; i++) {
      double u, v;
      std::memcpy(&u, p[1] + i * steps[1], 8);
      std::memcpy(&v, p[2] + i * steps[2], 8);
      bool r;
      if (std::isfinite(u) && std::isfinite(v)) r = std::fabs(u - v) <= atol + rtol * std::fabs(v);
      else if (std::isnan(u) || std::isnan(v)) r = equal_nan && std::isnan(u) && std::isnan(v);
      else r = u == v;
      p[0][i * steps[0]] = r;
    }
  });
  return true;
}

bool close_args(VM& vm, CallArgs& a, const char* name, Value* args, double& rtol, double& atol, bool& equal_nan) {
  if (!bind_args(vm, a, name, {"a", "b", "rtol", "atol", "equal_nan"}, 2, args)) return false;
  rtol = 1e-05, atol = 1e-08, equal_nan = false;
  if (!args[2].is_undef() && !to_double(vm, args[2], rtol, name)) return false;
  if (!args[3].is_undef() && !to_double(vm, args[3], atol, name)) return false;
  return args[4].is_undef() || truthy(vm, args[4], equal_nan);
}

bool fn_isclose(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  double rtol, atol;
  bool en, scalar;
  if (!close_args(vm, a, "isclose", args, rtol, atol, en)) return false;
  NdArray* r;
  if (!isclose_array(vm, args[0], args[1], rtol, atol, en, r, scalar)) return false;
  out = np_result(vm, r, scalar);
  return true;
}

bool fn_allclose(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  double rtol, atol;
  bool en, scalar;
  if (!close_args(vm, a, "allclose", args, rtol, atol, en)) return false;
  NdArray* r;
  if (!isclose_array(vm, args[0], args[1], rtol, atol, en, r, scalar)) return false;
  bool all = true;
  for (int64_t i = 0; i < r->size && all; i++) all = r->data[i] != 0;
  out = Value::boolean(all);
  return true;
}

bool fn_array_equal(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = arr_arg(vm, a.args[0], roots);
  NdArray* y = x ? arr_arg(vm, a.args[1], roots) : nullptr;
  if (!y) return false;
  bool same = x->ndim == y->ndim;
  for (int d = 0; same && d < x->ndim; d++) same = x->shape[d] == y->shape[d];
  if (!same) { out = Value::boolean(false); return true; }
  Value ins[2] = {Value::object(x), Value::object(y)}, eq;
  if (!ufunc_call(vm, np_ufunc(vm, "equal"), ins, Value(), eq)) return false;
  if (!is_ndarray(vm, eq)) {
    if (!truthy(vm, eq, same)) return false;
    out = Value::boolean(same);
    return true;
  }
  NdArray* e = as<NdArray>(eq);
  bool all = true;
  for (int64_t i = 0; i < e->size && all; i++) all = e->data[i] != 0;
  out = Value::boolean(all);
  return true;
}

// np.round(a, decimals): rint(a * 10**d) / 10**d as NumPy computes it
// (a / 10**-d, rint, times 10**-d for negative d); integers unchanged for d >= 0.
bool do_round(VM& vm, Value av, Value dv, Value& out) {
  int64_t d = 0;
  if (!dv.is_undef() && !to_int64(vm, dv, d, "decimals")) return false;
  RootScope roots(vm);
  NdArray* a = arr_arg(vm, av, roots);
  if (!a) return false;
  bool scalar = a->ndim == 0;
  if (dtype_category(a->dtype) <= 1 && d >= 0) {
    NdArray* c = nd_copy_as(vm, a, a->dtype);
    if (!c) return false;
    out = np_result(vm, c, scalar);
    return true;
  }
  Value f = Value::real(std::pow(10.0, (double)(d >= 0 ? d : -d)));
  Value cur = Value::object(a), ins[2];
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
  }
  if (dtype_category(a->dtype) <= 1 && is_ndarray(vm, cur)) {  // negative decimals keep integer dtypes
    NdArray* c = nd_copy_as(vm, as<NdArray>(cur), a->dtype);
    if (!c) return false;
    cur = Value::object(c);
  }
  out = cur;
  return true;
}
bool fn_round(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "round", {"a", "decimals"}, 1, args)) return false;
  return do_round(vm, args[0], args[1], out);
}
bool m_round(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "round", {"decimals"}, 0, args + 1, true)) return false;
  return do_round(vm, a.args[0], args[1], out);
}

// Function forms of array methods: call the method on np.asarray(a).
bool call_method_of(VM& vm, CallArgs& a, const char* name, Value& out) {
  RootScope roots(vm);
  NdArray* x = arr_arg(vm, a.args[0], roots);
  if (!x) return false;
  Value m;
  if (!get_attr(vm, Value::object(x), vm.intern(name), m)) return false;
  return call(vm, m, a.args + 1, a.nargs - 1, a.kwnames, out);
}
bool fn_reshape(VM& vm, CallArgs& a, Value& out) { return call_method_of(vm, a, "reshape", out); }
bool fn_ravel(VM& vm, CallArgs& a, Value& out) { return call_method_of(vm, a, "ravel", out); }
bool fn_transpose(VM& vm, CallArgs& a, Value& out) { return call_method_of(vm, a, "transpose", out); }
bool fn_copy(VM& vm, CallArgs& a, Value& out) { return call_method_of(vm, a, "copy", out); }
bool fn_shape(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = arr_arg(vm, a.args[0], roots);
  return x && get_attr(vm, Value::object(x), vm.intern("shape"), out);
}
bool fn_ndim(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = arr_arg(vm, a.args[0], roots);
  if (!x) return false;
  out = Value::integer(x->ndim);
  return true;
}
bool fn_size(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = arr_arg(vm, a.args[0], roots);
  if (!x) return false;
  out = Value::integer(x->size);
  return true;
}

const NativeDef kFunctions[] = {
    {"sort", fn_sort, 1, 3, true, JitHint::None},
    {"argsort", fn_argsort, 1, 3, true, JitHint::None},
    {"searchsorted", fn_searchsorted, 2, 4, true, JitHint::None},
    {"concatenate", fn_concatenate, 1, 2, true, JitHint::None},
    {"stack", fn_stack, 1, 2, true, JitHint::None},
    {"where", fn_where, 1, 3, false, JitHint::None},
    {"clip", fn_clip, 3, 3, true, JitHint::None},
    {"unique", fn_unique, 1, 1, true, JitHint::None},
    {"isclose", fn_isclose, 2, 5, true, JitHint::None},
    {"allclose", fn_allclose, 2, 5, true, JitHint::None},
    {"array_equal", fn_array_equal, 2, 2, false, JitHint::None},
    {"round", fn_round, 1, 2, true, JitHint::None},
    {"around", fn_round, 1, 2, true, JitHint::None},
    {"reshape", fn_reshape, 2, 2, false, JitHint::None},
    {"ravel", fn_ravel, 1, 1, false, JitHint::None},
    {"transpose", fn_transpose, 1, 2, false, JitHint::None},
    {"copy", fn_copy, 1, 1, false, JitHint::None},
    {"ndim", fn_ndim, 1, 1, false, JitHint::None},
    {"shape", fn_shape, 1, 1, false, JitHint::None},
    {"size", fn_size, 1, 1, false, JitHint::None},
};
const NativeDef kMethods[] = {
    {"sort", m_sort, 1, 3, true, JitHint::None},
    {"argsort", m_argsort, 1, 3, true, JitHint::None},
    {"searchsorted", m_searchsorted, 2, 4, true, JitHint::None},
    {"clip", m_clip, 1, 3, false, JitHint::None},
    {"round", m_round, 1, 2, true, JitHint::None},
};

}  // namespace

void add_array_functions(VM& vm, Module* m) { add_module_functions(vm, m, kFunctions); }
void add_array_function_methods(VM& vm, TypeObject* t) { vm.add_methods(t, kMethods); }

}  // namespace tpy
