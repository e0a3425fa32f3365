// np_create.cpp — arrays from Python values (np.array's shape and dtype
// discovery over nested sequences) and the creation functions: array,
// asarray, zeros, ones, empty, full, the _like forms, arange, linspace, eye,
// identity. Element values follow NumPy's own formulas (arange's fill from
// its first two values, linspace's start + i*step with an exact endpoint).
#include <algorithm>
#include <cmath>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_order.h"

namespace tpy {

namespace {

struct Discovery {
  int ndim = -1;                 // set by the first leaf
  int64_t shape[kMaxDims];
  bool has_dt = false;
  DType dt = DType::Float64;
  int64_t chars = 0;             // a str/bytes dt's width in characters
};

bool scalar_dtype(VM& vm, Value v, DType& dt) {
  if (v.is_bool()) { dt = DType::Bool; return true; }
  if (v.is_int()) { dt = DType::Int64; return true; }
  if (v.is_float()) { dt = DType::Float64; return true; }
  if (is_layout(v, Layout::Int)) {
    const BigInt& b = as<BigIntObj>(v)->v;
    if (b > 0 && b <= BigInt(UINT64_MAX)) { dt = DType::UInt64; return true; }
    return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C long");
  }
  if (is_layout(v, Layout::Complex)) { dt = DType::Complex128; return true; }
  if (is_np_scalar(vm, v)) { dt = as<NpScalar>(v)->dtype; return true; }
  if (is_str(v)) { dt = DType::Str; return true; }
  if (is_layout(v, Layout::Bytes)) { dt = DType::Bytes; return true; }
  if (v.is_none()) return vm.raise(vm.exc.TypeError, "arrays of None (dtype=object) are not supported by tpy's numpy");
  dt = DType::Float64;  // anything else converts through float() (objects with __float__)
  return true;
}

bool inhomogeneous(VM& vm, int depth, const Discovery& d) {
  return vm.raisef(vm.exc.ValueError,
                   "setting an array element with a sequence. The requested array has an inhomogeneous shape after "
                   "%d dimensions. The detected shape was %s + inhomogeneous part.",
                   depth, shape_text(depth, d.shape).c_str());
}

// The characters a leaf of dtype dt needs in a str/bytes array: its text's
// length, or the width NumPy gives its numeric dtype.
int64_t leaf_chars(VM& vm, Value v, DType dt) {
  if (is_str(v)) return as_str(v)->length();
  if (is_layout(v, Layout::Bytes)) return (int64_t)as<Bytes>(v)->s.size();
  if (is_ndarray(vm, v) && dtype_is_flexible(dt)) return as<NdArray>(v)->itemsize() / dtype_size(dt);
  return str_width_of(dt);
}

// Folds a leaf's dtype into the discovered one: NumPy's promotion, where
// str or bytes anywhere makes the array str (bytes when all text is bytes)
// as wide as its widest element, numbers at their astype(str) width.
void join_dtype(Discovery& d, DType dt, int64_t chars) {
  if (!dtype_is_flexible(dt) && !(d.has_dt && dtype_is_flexible(d.dt))) {
    d.dt = d.has_dt ? promote_types(d.dt, dt) : dt;
    return;
  }
  if (d.has_dt && !dtype_is_flexible(d.dt)) d.chars = str_width_of(d.dt);
  d.chars = std::max(d.chars, chars);
  d.dt = dt == DType::Str || (d.has_dt && d.dt == DType::Str) ? DType::Str : DType::Bytes;
}

bool discover(VM& vm, Value v, int depth, Discovery& d) {
  if (depth > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  bool seq = is_layout(v, Layout::List) || is_layout(v, Layout::Tuple);
  if (seq) {
    const std::vector<Value>& items = is_layout(v, Layout::List) ? as<List>(v)->items : as<Tuple>(v)->items;
    int64_t n = (int64_t)items.size();
    if (d.ndim >= 0) {
      if (depth >= d.ndim || d.shape[depth] != n) return inhomogeneous(vm, std::min(depth, d.ndim), d);
    } else {
      d.shape[depth] = n;
      if (n == 0) d.ndim = depth + 1;
    }
    for (Value x : items)
      if (!discover(vm, x, depth + 1, d)) return false;
    return true;
  }
  DType dt = DType::Float64;
  int nd = depth;
  const int64_t* sub = nullptr;
  if (is_ndarray(vm, v)) {
    NdArray* a = as<NdArray>(v);
    dt = a->dtype;
    nd = depth + a->ndim;
    sub = a->shape;
  } else if (!scalar_dtype(vm, v, dt)) {
    return false;
  }
  if (d.ndim < 0) {
    d.ndim = nd;
    for (int k = depth; k < nd; k++) d.shape[k] = sub[k - depth];
  } else {
    if (d.ndim != nd) return inhomogeneous(vm, std::min(depth, d.ndim), d);
    for (int k = depth; k < nd; k++)
      if (d.shape[k] != sub[k - depth]) return inhomogeneous(vm, k, d);
  }
  join_dtype(d, dt, leaf_chars(vm, v, dt));
  d.has_dt = true;
  return true;
}

bool fill(VM& vm, NdArray* out, Value v, int depth, char* p) {
  if (is_layout(v, Layout::List) || is_layout(v, Layout::Tuple)) {
    const std::vector<Value>& items = is_layout(v, Layout::List) ? as<List>(v)->items : as<Tuple>(v)->items;
    for (size_t i = 0; i < items.size(); i++)
      if (!fill(vm, out, items[i], depth + 1, p + (int64_t)i * out->strides[depth])) return false;
    return true;
  }
  if (is_ndarray(vm, v)) {
    NdArray* sub = nd_view(vm, out, out->dtype, p, out->ndim - depth, out->shape + depth, out->strides + depth);
    return sub && nd_assign(vm, sub, as<NdArray>(v));
  }
  return nd_unbox_elem(vm, v, out, p);
}

// The width np.array(v, dtype=str) gives v in characters, at least
// `chars`: Python values as long as their str(), NumPy scalars and arrays
// as wide as their dtype's text can be (NumPy's discovery).
bool text_chars(VM& vm, Value v, int64_t& chars) {
  if (is_layout(v, Layout::List) || is_layout(v, Layout::Tuple)) {
    for (Value x : is_layout(v, Layout::List) ? as<List>(v)->items : as<Tuple>(v)->items)
      if (!text_chars(vm, x, chars)) return false;
    return true;
  }
  int64_t n;
  if (is_ndarray(vm, v)) {
    n = leaf_chars(vm, v, as<NdArray>(v)->dtype);
  } else if (is_np_scalar(vm, v)) {
    n = str_width_of(as<NpScalar>(v)->dtype);
  } else if (is_str(v) || is_layout(v, Layout::Bytes)) {
    n = leaf_chars(vm, v, DType::Str);
  } else {
    Str* s;
    if (!to_str(vm, v, s)) return false;
    n = s->length();
  }
  chars = std::max(chars, n);
  return true;
}

}  // namespace

bool nd_from_value(VM& vm, Value v, bool has_dt, DType dt, bool copy, NdArray*& out, int64_t itemsize) {
  bool flex = has_dt && dtype_is_flexible(dt);
  if (is_ndarray(vm, v)) {
    NdArray* a = as<NdArray>(v);
    bool same = dt == a->dtype && (!flex || itemsize == 0 || itemsize == a->itemsize());
    if (!copy && (!has_dt || same)) { out = a; return true; }
    out = has_dt ? nd_copy_sized(vm, a, dt, itemsize) : nd_copy_as(vm, a, a->dtype);
    return out != nullptr;
  }
  RootScope roots(vm);
  if (is_layout(v, Layout::Range)) {  // np.array(range(n)): a sequence like a list
    std::vector<Value> items;
    if (!collect_iterable(vm, v, items)) return false;
    v = Value::object(vm.new_list(std::move(items)));
    roots.add(v);
  }
  Discovery d;
  if (!discover(vm, v, 0, d)) return false;
  if (d.ndim < 0) d.ndim = 0;
  if (flex && itemsize == 0) {
    int64_t chars = 1;   // NumPy's narrowest is one character
    if (!text_chars(vm, v, chars)) return false;
    itemsize = chars * dtype_size(dt);
  }
  DType use = has_dt ? dt : d.has_dt ? d.dt : DType::Float64;
  if (!has_dt) itemsize = std::max<int64_t>(d.chars, 1) * dtype_size(use);   // NumPy's narrowest is one character
  out = nd_new_sized(vm, use, itemsize, d.ndim, d.shape);
  if (!out) return false;
  roots.add(out);
  return fill(vm, out, v, 0, out->data);
}

namespace {

bool opt_dtype(VM& vm, Value v, bool& has, DType& dt) {
  has = !v.is_undef() && !v.is_none();
  return !has || to_dtype(vm, v, dt);
}
// The same taking str/bytes dtypes too (itemsize 0 when no width is given).
bool opt_dtype_sized(VM& vm, Value v, bool& has, DType& dt, int64_t& itemsize) {
  has = !v.is_undef() && !v.is_none();
  itemsize = 0;
  return !has || to_dtype_sized(vm, v, dt, itemsize);
}

bool np_array_fn(VM& vm, CallArgs& a, Value& out, bool copy_default) {
  Value args[7];   // object, dtype, copy, ndmin, order, (subok, like)
  bool ok = copy_default ? np_bind_args(vm, a, "array", {"object", "dtype", "$copy", "$ndmin", "$order", "$subok", "$like"}, 1, args)
                         : np_bind_args(vm, a, "asarray", {"a", "dtype", "order", "$like"}, 1, args);
  if (!ok) return false;
  if (!copy_default) args[4] = args[2], args[2] = Value(), args[3] = Value();
  char order;
  if (!np_parse_order(vm, args[4], 'K', order)) return false;
  bool has;
  DType dt = DType::Float64;
  int64_t itemsize;
  if (!opt_dtype_sized(vm, args[1], has, dt, itemsize)) return false;
  bool copy = copy_default;
  if (!args[2].is_undef() && !truthy(vm, args[2], copy)) return false;
  NdArray* r;
  if (!nd_from_value(vm, args[0], has, dt, copy, r, itemsize)) return false;
  // order=: 'C' and 'F' make the result contiguous that way; 'K' and 'A'
  // keep a Fortran-ordered input's order in a copy (nd_from_value copies in
  // C order) and leave an array passed through as it is.
  if (r->ndim > 1) {
    char want = order;
    if (order == 'A' || order == 'K')
      want = is_ndarray(vm, args[0]) && as<NdArray>(args[0]) != r && np_resolve_order(as<NdArray>(args[0]), 'A') == 'F' ? 'F' : 0;
    if (want == 'F' ? !(r->flags & kNdFContig) : want == 'C' && !r->c_contiguous()) {
      RootScope roots(vm);
      roots.add(r);
      r = nd_copy_order(vm, r, r->dtype, 0, want);
      if (!r) return false;
    }
  }
  if (!args[3].is_undef()) {
    int64_t ndmin;
    if (!to_int64(vm, args[3], ndmin, "ndmin")) return false;
    if (ndmin > r->ndim) {
      int64_t shp[kMaxDims], str[kMaxDims];
      int pad = (int)ndmin - r->ndim;
      for (int d = 0; d < pad; d++) { shp[d] = 1; str[d] = 0; }
      for (int d = 0; d < r->ndim; d++) { shp[pad + d] = r->shape[d]; str[pad + d] = r->strides[d]; }
      r = nd_view(vm, r, r->dtype, r->data, (int)ndmin, shp, str);
      if (!r) return false;
    }
  }
  out = Value::object(r);
  return true;
}
bool np_array(VM& vm, CallArgs& a, Value& out) { return np_array_fn(vm, a, out, true); }
bool np_asarray_fn(VM& vm, CallArgs& a, Value& out) { return np_array_fn(vm, a, out, false); }

// A new array of `shape` with every element fill_v (zeros when undefined).
// A str/bytes dtype of no given width takes the fill's text width (one
// character for zeros).
bool new_filled(VM& vm, DType dt, int64_t itemsize, int ndim, const int64_t* shape, Value fill_v, Value& out) {
  RootScope roots(vm);
  if (dtype_is_flexible(dt) && itemsize == 0) {
    itemsize = dtype_size(dt);
    NdArray* f;
    if (!fill_v.is_undef()) {
      if (!nd_from_value(vm, fill_v, true, dt, false, f)) return false;
      itemsize = std::max(f->itemsize(), itemsize);
    }
  }
  NdArray* r = nd_new_sized(vm, dt, itemsize, ndim, shape);
  if (!r) return false;
  roots.add(r);
  if (!fill_v.is_undef() && r->size > 0) {
    if (!nd_unbox_elem(vm, fill_v, r, r->data)) return false;
    int64_t isz = r->itemsize();
    for (int64_t i = 1; i < r->size; i++) std::memcpy(r->data + i * isz, r->data, (size_t)isz);
  }
  out = Value::object(r);
  return true;
}

// The shape argument of zeros/ones/empty/full: NumPy's TypeError for a float.
bool creation_shape(VM& vm, Value v, int& ndim, int64_t* shape) {
  if (v.is_float()) {
    Str* r;
    if (!to_repr(vm, v, r)) return false;
    return vm.raisef(vm.exc.TypeError, "expected a sequence of integers or a single integer, got '%s'", r->text().c_str());
  }
  return np_shape_arg(vm, v, ndim, shape);
}

bool filled(VM& vm, Value shape_v, DType dt, int64_t itemsize, Value fill_v, Value& out) {
  int ndim;
  int64_t shape[kMaxDims];
  if (!creation_shape(vm, shape_v, ndim, shape)) return false;
  return new_filled(vm, dt, itemsize, ndim, shape, fill_v, out);
}

bool zeros_like_kind(VM& vm, CallArgs& a, Value& out, const char* name, Value fill_v) {
  Value args[4];
  if (!np_bind_args(vm, a, name, {"shape", "dtype", "order", "$like"}, 1, args)) return false;
  bool has;
  DType dt = DType::Float64;
  int64_t itemsize;
  char order;
  if (!opt_dtype_sized(vm, args[1], has, dt, itemsize) || !np_parse_order(vm, args[2], 'C', order)) return false;
  if (order != 'C' && order != 'F') return vm.raise(vm.exc.ValueError, "only 'C' or 'F' order is permitted");
  if (order == 'C') return filled(vm, args[0], dt, itemsize, fill_v, out);
  // Fortran order: the C-ordered array of the reversed shape, axes reversed.
  int ndim;
  int64_t shape[kMaxDims];
  if (!creation_shape(vm, args[0], ndim, shape)) return false;
  std::reverse(shape, shape + ndim);
  if (!new_filled(vm, dt, itemsize, ndim, shape, fill_v, out)) return false;
  nd_reverse_axes_inplace(as<NdArray>(out));
  return true;
}
bool np_zeros(VM& vm, CallArgs& a, Value& out) { return zeros_like_kind(vm, a, out, "zeros", Value()); }
bool np_empty(VM& vm, CallArgs& a, Value& out) { return zeros_like_kind(vm, a, out, "empty", Value()); }
bool np_ones(VM& vm, CallArgs& a, Value& out) { return zeros_like_kind(vm, a, out, "ones", Value::integer(1)); }

bool np_full(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "full", {"shape", "fill_value", "dtype"}, 2, args)) return false;
  bool has;
  DType dt = DType::Float64;
  int64_t itemsize;
  if (!opt_dtype_sized(vm, args[2], has, dt, itemsize)) return false;
  if (!has) {
    NdArray* f;
    if (!nd_from_value(vm, args[1], false, dt, false, f)) return false;
    dt = f->dtype;
    itemsize = f->itemsize();
  }
  return filled(vm, args[0], dt, itemsize, args[1], out);
}

bool like(VM& vm, CallArgs& a, const char* name, Value fill_v, bool takes_fill, Value& out) {
  Value args[6];
  bool ok = takes_fill ? np_bind_args(vm, a, name, {"a", "fill_value", "dtype", "order", "subok", "shape"}, 2, args)
                       : np_bind_args(vm, a, name, {"a", "dtype", "order", "subok", "shape"}, 1, args + 1);
  if (!ok) return false;
  if (takes_fill) fill_v = args[1];
  else args[0] = args[1];
  NdArray* src;
  if (!np_asarray(vm, args[0], src)) return false;
  bool has;
  DType dt = src->dtype;
  int64_t itemsize;
  if (!opt_dtype_sized(vm, args[2], has, dt, itemsize)) return false;
  if (!has) { dt = src->dtype; itemsize = src->itemsize(); }
  int nd = src->ndim;
  int64_t shape[kMaxDims];
  std::memcpy(shape, src->shape, sizeof(int64_t) * nd);
  if (!args[5].is_undef() && !args[5].is_none() && !np_shape_arg(vm, args[5], nd, shape)) return false;
  return new_filled(vm, dt, itemsize, nd, shape, fill_v, out);
}
bool np_zeros_like(VM& vm, CallArgs& a, Value& out) { return like(vm, a, "zeros_like", Value(), false, out); }
bool np_empty_like(VM& vm, CallArgs& a, Value& out) { return like(vm, a, "empty_like", Value(), false, out); }
bool np_ones_like(VM& vm, CallArgs& a, Value& out) { return like(vm, a, "ones_like", Value::integer(1), false, out); }
bool np_full_like(VM& vm, CallArgs& a, Value& out) { return like(vm, a, "full_like", Value(), true, out); }

bool np_arange(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "arange", {"start", "stop", "step", "dtype", "$like"}, 0, args)) return false;
  Value start = args[0], stop = args[1], step = args[2];
  if (stop.is_undef() || stop.is_none()) {
    // np.arange(3): the one positional argument is stop (a keyword start= alone is not).
    if (a.nargs == 0 || start.is_none()) return vm.raise(vm.exc.TypeError, "arange() requires stop to be specified.");
    stop = start;
    start = Value::integer(0);
  } else if (start.is_undef() || start.is_none()) {
    start = Value::integer(0);
  }
  if (step.is_undef() || step.is_none()) step = Value::integer(1);
  bool any_float = false;
  for (Value v : {start, stop, step})
    any_float = any_float || v.is_float() || (is_np_scalar(vm, v) && dtype_category(as<NpScalar>(v)->dtype) >= 2);
  bool has;
  DType dt = any_float ? DType::Float64 : DType::Int64;
  if (!opt_dtype(vm, args[3], has, dt)) return false;
  double fs, fe, fd;
  if (!to_double(vm, start, fs, "arange") || !to_double(vm, stop, fe, "arange") || !to_double(vm, step, fd, "arange"))
    return false;
  if (fd == 0) return vm.raise(vm.exc.ZeroDivisionError, "division by zero");
  int64_t n;
  if (!any_float) {
    int64_t s, e, d;
    if (!to_int64(vm, start, s, "arange") || !to_int64(vm, stop, e, "arange") || !to_int64(vm, step, d, "arange"))
      return false;
    n = d > 0 ? (e > s ? (e - s + d - 1) / d : 0) : (s > e ? (s - e - d - 1) / -d : 0);
    NdArray* r = nd_new(vm, dt, 1, &n);
    if (!r) return false;
    for (int64_t i = 0; i < n; i++) {
      int64_t v = s + i * d;
      cast_element(DType::Int64, (const char*)&v, dt, r->data + i * dtype_size(dt));
    }
    out = Value::object(r);
    return true;
  }
  double len = std::ceil((fe - fs) / fd);
  if (!std::isfinite(len)) return vm.raise(vm.exc.ValueError, "arange: cannot compute length");
  n = len > 0 ? (int64_t)len : 0;
  NdArray* r = nd_new(vm, dt, 1, &n);
  if (!r) return false;
  // NumPy fills from the first two values: x[i] = x0 + i * (x1 - x0).
  double x0 = fs, x1 = fs + fd, delta = x1 - x0;
  for (int64_t i = 0; i < n; i++) {
    double v = i == 0 ? x0 : i == 1 ? x1 : x0 + (double)i * delta;
    cast_element(DType::Float64, (const char*)&v, dt, r->data + i * dtype_size(dt));
  }
  out = Value::object(r);
  return true;
}

// linspace's samples: dst[i * n + j] for sample i of pair j of (s, e), as
// NumPy computes them (start + i * step, the end point exact).
void linspace_fill(double* dst, const double* s, const double* e, int64_t n, int64_t num, bool endpoint) {
  int64_t div = endpoint ? num - 1 : num;
  for (int64_t j = 0; j < n; j++) {
    double delta = e[j] - s[j];
    double step = div > 0 ? delta / (double)div : NAN;
    for (int64_t i = 0; i < num; i++) {
      double v;
      if (div > 0) v = step == 0 ? (double)i / (double)div * delta + s[j] : (double)i * step + s[j];
      else v = (double)i * delta + s[j];
      if (endpoint && num > 1 && i == num - 1) v = e[j];
      dst[i * n + j] = v;
    }
  }
}

// start and stop as float64 arrays of their broadcast shape.
bool linspace_ends(VM& vm, Value sv, Value ev, NdArray*& s, NdArray*& e, RootScope& roots) {
  NdArray* in[2];
  for (int k = 0; k < 2; k++) {
    if (!nd_from_value(vm, k ? ev : sv, false, DType::Float64, false, in[k])) return false;
    roots.add(in[k]);
    if (dtype_category(in[k]->dtype) == 3)
      return vm.raise(vm.exc.TypeError, "linspace of complex values is not supported by tpy yet");
  }
  int nd;
  int64_t shp[kMaxDims];
  NdArray* order[2] = {in[1], in[0]};  // NumPy's stop - start names stop first
  if (!broadcast_shapes(vm, 2, order, nd, shp)) return false;
  NdArray* outs[2];
  for (int k = 0; k < 2; k++) {
    outs[k] = nd_new(vm, DType::Float64, nd, shp);
    if (!outs[k]) return false;
    roots.add(outs[k]);
    if (!nd_assign(vm, outs[k], in[k])) return false;
  }
  s = outs[0];
  e = outs[1];
  return true;
}

bool np_linspace(VM& vm, CallArgs& a, Value& out) {
  Value args[7];
  if (!np_bind_args(vm, a, "linspace", {"start", "stop", "num", "endpoint", "retstep", "dtype", "axis"}, 2, args))
    return false;
  RootScope roots(vm);
  NdArray *s = nullptr, *e = nullptr;
  if (!linspace_ends(vm, args[0], args[1], s, e, roots)) return false;
  int64_t num = 50;
  if (!args[2].is_undef() && !to_int64(vm, args[2], num, "num")) return false;
  if (num < 0) return vm.raisef(vm.exc.ValueError, "Number of samples, %lld, must be non-negative.", (long long)num);
  bool endpoint = true, retstep = false;
  if (!args[3].is_undef() && !truthy(vm, args[3], endpoint)) return false;
  if (!args[4].is_undef() && !truthy(vm, args[4], retstep)) return false;
  bool has;
  DType dt = DType::Float64;
  if (!opt_dtype(vm, args[5], has, dt)) return false;
  int nd = s->ndim + 1;
  if (nd > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  int64_t shp[kMaxDims];
  shp[0] = num;
  std::memcpy(shp + 1, s->shape, sizeof(int64_t) * s->ndim);
  NdArray* y = nd_new(vm, DType::Float64, nd, shp);
  if (!y) return false;
  roots.add(y);
  linspace_fill((double*)y->data, (const double*)s->data, (const double*)e->data, s->size, num, endpoint);
  NdArray* r = dt == DType::Float64 ? y : nd_copy_as(vm, y, dt);
  if (!r) return false;
  roots.add(r);
  int64_t axis = 0;
  if (!args[6].is_undef() && !to_int64(vm, args[6], axis, "axis")) return false;
  if (axis < -nd || axis >= nd)
    return vm.raisef(np_state(vm).axis_error, "destination: axis %lld is out of bounds for array of dimension %d",
                     (long long)axis, nd);
  if (axis < 0) axis += nd;
  if (axis != 0) {  // np.moveaxis(y, 0, axis): a view
    int64_t vs[kMaxDims], vt[kMaxDims];
    for (int d = 0, k = 1; d < nd; d++) {
      int src = d == axis ? 0 : k++;
      vs[d] = r->shape[src];
      vt[d] = r->strides[src];
    }
    r = nd_view(vm, r, r->dtype, r->data, nd, vs, vt);
    if (!r) return false;
    roots.add(r);
  }
  out = Value::object(r);
  if (!retstep) return true;
  int64_t div = endpoint ? num - 1 : num;
  Value step;
  if (s->ndim == 0) {
    double d = ((const double*)e->data)[0] - ((const double*)s->data)[0];
    double st = div > 0 ? d / (double)div : NAN;
    step = nd_box(vm, DType::Float64, (const char*)&st);   // np.float64, as NumPy's
  } else {
    NdArray* st = nd_new(vm, DType::Float64, s->ndim, s->shape);
    if (!st) return false;
    for (int64_t j = 0; j < s->size; j++) {
      double d = ((const double*)e->data)[j] - ((const double*)s->data)[j];
      ((double*)st->data)[j] = div > 0 ? d / (double)div : NAN;
    }
    roots.add(st);
    step = Value::object(st);
  }
  out = Value::object(vm.new_tuple({out, step}));
  return true;
}

bool np_eye(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "eye", {"N", "M", "k", "dtype"}, 1, args)) return false;
  int64_t n, m, k = 0;
  if (!to_int64(vm, args[0], n, "N")) return false;
  m = n;
  if (!args[1].is_undef() && !args[1].is_none() && !to_int64(vm, args[1], m, "M")) return false;
  if (!args[2].is_undef() && !to_int64(vm, args[2], k, "k")) return false;
  bool has;
  DType dt = DType::Float64;
  if (!opt_dtype(vm, args[3], has, dt)) return false;
  int64_t shape[2] = {n, m};
  NdArray* r = nd_new(vm, dt, 2, shape);
  if (!r) return false;
  int64_t one = 1;
  for (int64_t i = 0; i < n; i++) {
    int64_t j = i + k;
    if (j >= 0 && j < m) cast_element(DType::Int64, (const char*)&one, dt, r->data + i * r->strides[0] + j * r->strides[1]);
  }
  out = Value::object(r);
  return true;
}

bool np_identity(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "identity", {"n", "dtype"}, 1, args)) return false;
  Value eargs[4] = {args[0], Value::none(), Value::integer(0), args[1].is_undef() ? Value::none() : args[1]};
  CallArgs ca{eargs, 4, nullptr};
  return np_eye(vm, ca, out);
}

const NativeDef kCreationFunctions[] = {
    {"array", np_array, 0, 2, true, JitHint::None},
    {"asarray", np_asarray_fn, 0, 3, true, JitHint::None},
    {"zeros", np_zeros, 0, 3, true, JitHint::None},
    {"ones", np_ones, 0, 3, true, JitHint::None},
    {"empty", np_empty, 0, 3, true, JitHint::None},
    {"full", np_full, 2, 3, true, JitHint::None},
    {"zeros_like", np_zeros_like, 1, 5, true, JitHint::None},
    {"ones_like", np_ones_like, 1, 5, true, JitHint::None},
    {"empty_like", np_empty_like, 1, 5, true, JitHint::None},
    {"full_like", np_full_like, 2, 6, true, JitHint::None},
    {"arange", np_arange, 0, 4, true, JitHint::None},
    {"linspace", np_linspace, 2, 7, true, JitHint::None},
    {"eye", np_eye, 1, 4, true, JitHint::None},
    {"identity", np_identity, 1, 2, true, JitHint::None},
};

}  // namespace

void add_creation_functions(VM& vm, Module* m) { add_module_functions(vm, m, kCreationFunctions); }

}  // namespace tpy
