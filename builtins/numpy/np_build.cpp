// np_build.cpp — functions that build new arrays from others or from a
// shape: roll, tri / tril / triu, diag / diagflat / diagonal (a read-only
// view, function and method), meshgrid, indices, fromfunction, logspace,
// geomspace, copyto, ascontiguousarray, asfortranarray, fill_diagonal. Views
// of the same memory are np_layout.cpp; creation from Python values
// np_create.cpp.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

namespace {

bool given(Value v) { return !v.is_undef() && !v.is_none(); }

bool ret(NdArray* r, Value& out) {
  if (!r) return false;
  out = Value::object(r);
  return true;
}

// A view of x with dim `axis` cut to [lo, lo + n).
NdArray* cut(VM& vm, NdArray* x, int axis, int64_t lo, int64_t n) {
  int64_t shp[kMaxDims];
  std::memcpy(shp, x->shape, sizeof(int64_t) * x->ndim);
  shp[axis] = n;
  return nd_view(vm, x, x->dtype, x->data + lo * x->strides[axis], x->ndim, shp, x->strides);
}

// ---- roll

// dst = src rolled by s (0 <= s < n) along axis.
bool roll_axis(VM& vm, NdArray* dst, NdArray* src, int axis, int64_t s) {
  RootScope roots(vm);
  int64_t n = src->shape[axis];
  NdArray* parts[4] = {cut(vm, dst, axis, s, n - s), cut(vm, src, axis, 0, n - s), cut(vm, dst, axis, 0, s),
                       cut(vm, src, axis, n - s, s)};
  for (NdArray* p : parts) {
    if (!p) return false;
    roots.add(p);
  }
  return nd_assign(vm, parts[0], parts[1]) && nd_assign(vm, parts[2], parts[3]);
}

bool int_list(VM& vm, Value v, std::vector<int64_t>& out, const char* what) {
  std::vector<Value> items;
  if (is_layout(v, Layout::List) || is_layout(v, Layout::Tuple) || is_ndarray(vm, v)) {
    if (!collect_iterable(vm, v, items)) return false;
  } else {
    items.push_back(v);
  }
  for (Value item : items) {
    int64_t i;
    if (!to_int64(vm, item, i, what)) return false;
    out.push_back(i);
  }
  return true;
}

bool fn_roll(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "roll", {"a", "shift", "axis"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  if (!x) return false;
  NdArray* cur = nd_copy_as(vm, x, x->dtype);
  if (!cur) return false;
  roots.add(cur);
  NdArray* work = cur;
  if (!given(args[2])) {  // roll the flattened array
    int64_t n = cur->size;
    int64_t st = cur->itemsize();
    work = nd_view(vm, cur, cur->dtype, cur->data, 1, &n, &st);
    if (!work) return false;
    roots.add(work);
  }
  std::vector<int64_t> shifts, axes;
  if (!int_list(vm, args[1], shifts, "shift")) return false;
  if (given(args[2])) {
    if (!int_list(vm, args[2], axes, "axis")) return false;
  } else {
    axes.push_back(0);
  }
  if (shifts.size() != axes.size() && shifts.size() != 1 && axes.size() != 1)
    return vm.raisef(vm.exc.ValueError,
                     "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with "
                     "shape (%zu,) and arg 1 with shape (%zu,).", shifts.size(), axes.size());
  std::vector<int64_t> total(work->ndim, 0);
  size_t n = std::max(shifts.size(), axes.size());
  for (size_t i = 0; i < n; i++) {
    int ax;
    if (!np_one_axis(vm, Value::integer(axes[axes.size() == 1 ? 0 : i]), work->ndim, ax)) return false;
    total[ax] += shifts[shifts.size() == 1 ? 0 : i];
  }
  for (int d = 0; d < work->ndim; d++) {
    int64_t len = work->shape[d];
    if (len == 0 || total[d] % len == 0) continue;
    int64_t s = ((total[d] % len) + len) % len;
    NdArray* next = nd_new_sized(vm, work->dtype, work->itemsize(), work->ndim, work->shape);
    if (!next) return false;
    roots.add(next);
    if (!roll_axis(vm, next, work, d, s)) return false;
    work = next;
  }
  if (!given(args[2]) && work != cur) {
    NdArray* r = nd_view(vm, work, work->dtype, work->data, x->ndim, x->shape, cur->strides);
    return ret(r, out);
  }
  return ret(given(args[2]) ? work : cur, out);
}

// ---- triangles

// Zeroes the elements (i, j) of the last two dims of C-contiguous r where
// keep(j - i) is false.
template <class Keep> void zero_outside(NdArray* r, Keep&& keep) {
  int64_t rows = r->shape[r->ndim - 2], cols = r->shape[r->ndim - 1], isz = r->itemsize();
  int64_t mats = rows * cols == 0 ? 0 : r->size / (rows * cols);
  for (int64_t m = 0; m < mats; m++)
    for (int64_t i = 0; i < rows; i++) {
      char* row = r->data + (m * rows + i) * cols * isz;
      for (int64_t j = 0; j < cols; j++)
        if (!keep(j - i)) std::memset(row + j * isz, 0, (size_t)isz);
    }
}

bool fn_tri(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "tri", {"N", "M", "k", "dtype", "$like"}, 1, args)) return false;
  int64_t shp[2], k = 0;
  if (!to_int64(vm, args[0], shp[0], "N")) return false;
  shp[1] = shp[0];
  if (given(args[1]) && !to_int64(vm, args[1], shp[1], "M")) return false;
  if (!args[2].is_undef() && !to_int64(vm, args[2], k, "k")) return false;
  DType dt = DType::Float64;
  if (given(args[3]) && !to_dtype(vm, args[3], dt)) return false;
  shp[0] = std::max<int64_t>(shp[0], 0);
  shp[1] = std::max<int64_t>(shp[1], 0);
  NdArray* r = nd_new(vm, dt, 2, shp);
  if (!r) return false;
  unsigned char one[16];
  if (!nd_unbox(vm, Value::integer(1), dt, (char*)one)) return false;
  int64_t isz = r->itemsize();
  for (int64_t i = 0; i < shp[0]; i++)
    for (int64_t j = 0; j < shp[1] && j - i <= k; j++) std::memcpy(r->data + (i * shp[1] + j) * isz, one, (size_t)isz);
  return ret(r, out);
}

bool triangle(VM& vm, CallArgs& a, const char* name, bool lower, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, name, {"m", "k"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  if (!x) return false;
  int64_t k = 0;
  if (!args[1].is_undef() && !to_int64(vm, args[1], k, "k")) return false;
  if (x->ndim == 0) return vm.raise(vm.exc.TypeError, "tri() missing 1 required positional argument: 'N'");
  if (x->ndim == 1) {  // a row repeated: NumPy broadcasts against the (n, n) mask
    int64_t shp[2] = {x->shape[0], x->shape[0]}, str[2] = {0, x->strides[0]};
    x = nd_view(vm, x, x->dtype, x->data, 2, shp, str);
    if (!x) return false;
    roots.add(x);
  }
  NdArray* r = nd_copy_as(vm, x, x->dtype);
  if (!r) return false;
  if (lower) zero_outside(r, [k](int64_t off) { return off <= k; });
  else zero_outside(r, [k](int64_t off) { return off >= k; });
  return ret(r, out);
}
bool fn_tril(VM& vm, CallArgs& a, Value& out) { return triangle(vm, a, "tril", true, out); }
bool fn_triu(VM& vm, CallArgs& a, Value& out) { return triangle(vm, a, "triu", false, out); }

// ---- diagonals

// The diagonal of dims (a1, a2) of x at `offset`, as a read-only view
// whose last dim runs along the diagonal.
NdArray* diagonal_view(VM& vm, NdArray* x, int64_t offset, int a1, int a2) {
  int64_t n1 = x->shape[a1], n2 = x->shape[a2];
  char* data = x->data;
  int64_t len;
  if (offset >= 0) {
    len = std::max<int64_t>(0, std::min(n1, n2 - offset));
    if (len > 0) data += offset * x->strides[a2];
  } else {
    len = std::max<int64_t>(0, std::min(n1 + offset, n2));
    if (len > 0) data -= offset * x->strides[a1];
  }
  int64_t shp[kMaxDims], str[kMaxDims];
  int nd = 0;
  for (int d = 0; d < x->ndim; d++)
    if (d != a1 && d != a2) { shp[nd] = x->shape[d]; str[nd++] = x->strides[d]; }
  shp[nd] = len;
  str[nd++] = x->strides[a1] + x->strides[a2];
  NdArray* r = nd_view(vm, x, x->dtype, data, nd, shp, str);
  if (r) r->flags &= ~kNdWriteable;
  return r;
}

bool do_diagonal(VM& vm, Value av, Value off_v, Value a1_v, Value a2_v, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, av, roots);
  if (!x) return false;
  int64_t offset = 0;
  if (!off_v.is_undef() && !to_int64(vm, off_v, offset, "offset")) return false;
  if (x->ndim < 2) return vm.raise(vm.exc.ValueError, "diag requires an array of at least two dimensions");
  int a1 = 0, a2 = 1;
  if (!a1_v.is_undef() && !np_one_axis(vm, a1_v, x->ndim, a1, "axis1: ")) return false;
  if (!a2_v.is_undef() && !np_one_axis(vm, a2_v, x->ndim, a2, "axis2: ")) return false;
  if (a1 == a2) return vm.raise(vm.exc.ValueError, "axis1 and axis2 cannot be the same");
  return ret(diagonal_view(vm, x, offset, a1, a2), out);
}

bool fn_diagonal(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "diagonal", {"a", "offset", "axis1", "axis2"}, 1, args)) return false;
  return do_diagonal(vm, args[0], args[1], args[2], args[3], out);
}
bool m_diagonal(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "diagonal", {"offset", "axis1", "axis2"}, 0, args + 1, true)) return false;
  return do_diagonal(vm, a.args[0], args[1], args[2], args[3], out);
}

// A 2-d array with the 1-d v on diagonal k.
NdArray* diag_matrix(VM& vm, NdArray* v, int64_t k) {
  int64_t len = v->shape[0], n = len + (k < 0 ? -k : k);
  int64_t shp[2] = {n, n};
  NdArray* r = nd_new(vm, v->dtype, 2, shp);
  if (!r) return nullptr;
  int64_t isz = r->itemsize();
  for (int64_t i = 0; i < len; i++) {
    int64_t row = k >= 0 ? i : i - k, col = k >= 0 ? i + k : i;
    std::memcpy(r->data + (row * n + col) * isz, v->data + i * v->strides[0], (size_t)isz);
  }
  return r;
}

bool fn_diag(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "diag", {"v", "k"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  if (!x) return false;
  int64_t k = 0;
  if (!args[1].is_undef() && !to_int64(vm, args[1], k, "k")) return false;
  if (x->ndim == 1) return ret(diag_matrix(vm, x, k), out);
  if (x->ndim == 2) return ret(diagonal_view(vm, x, k, 0, 1), out);
  return vm.raise(vm.exc.ValueError, "Input must be 1- or 2-d.");
}

bool fn_diagflat(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "diagflat", {"v", "k"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  if (!x) return false;
  int64_t k = 0;
  if (!args[1].is_undef() && !to_int64(vm, args[1], k, "k")) return false;
  NdArray* flat = nd_copy_as(vm, x, x->dtype);
  if (!flat) return false;
  roots.add(flat);
  flat->ndim = 1;
  flat->shape[0] = flat->size;
  flat->strides[0] = flat->itemsize();
  return ret(diag_matrix(vm, flat, k), out);
}

// ---- grids

// x (1-d) viewed along dim `axis` of an nd-dim array of `shape`.
NdArray* along(VM& vm, NdArray* x, int axis, int nd, const int64_t* shape, bool sparse) {
  int64_t shp[kMaxDims], str[kMaxDims];
  for (int d = 0; d < nd; d++) {
    shp[d] = d == axis ? x->shape[0] : sparse ? 1 : shape[d];
    str[d] = d == axis ? x->strides[0] : 0;
  }
  return nd_view(vm, x, x->dtype, x->data, nd, shp, str);
}

bool fn_meshgrid(VM& vm, CallArgs& a, Value& out) {
  Value copy_v = kwarg(a, "copy"), sparse_v = kwarg(a, "sparse"), index_v = kwarg(a, "indexing");
  bool copy = true, sparse = false, xy = true;
  if (!copy_v.is_undef() && !truthy(vm, copy_v, copy)) return false;
  if (!sparse_v.is_undef() && !truthy(vm, sparse_v, sparse)) return false;
  if (!index_v.is_undef()) {
    Str* s;
    if (!arg_str(vm, index_v, s, "meshgrid", "indexing")) return false;
    if (s->text() != "xy" && s->text() != "ij")
      return vm.raise(vm.exc.ValueError, "Valid values for `indexing` are 'xy' and 'ij'.");
    xy = s->text() == "xy";
  }
  RootScope roots(vm);
  int nd = a.nargs;
  if (nd > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  std::vector<NdArray*> xs;
  int64_t shape[kMaxDims];
  for (int i = 0; i < nd; i++) {
    NdArray* x = np_array_arg(vm, a.args[i], roots);
    if (x) x = nd_copy_as(vm, x, x->dtype);  // raveled
    if (!x) return false;
    roots.add(x);
    x->ndim = 1;
    x->shape[0] = x->size;
    x->strides[0] = x->itemsize();
    xs.push_back(x);
  }
  auto dim_of = [&](int i) { return xy && nd > 1 && i < 2 ? 1 - i : i; };
  for (int i = 0; i < nd; i++) shape[dim_of(i)] = xs[i]->shape[0];
  std::vector<Value> outs;
  for (int i = 0; i < nd; i++) {
    NdArray* r = along(vm, xs[i], dim_of(i), nd, shape, sparse);
    if (r && copy) r = nd_copy_as(vm, r, r->dtype);
    if (!r) return false;
    roots.add(r);
    outs.push_back(Value::object(r));
  }
  out = Value::object(vm.new_list(std::move(outs)));
  return true;
}

// np.indices(dimensions, dtype, sparse) into out (an array or a tuple).
bool make_indices(VM& vm, Value dims_v, DType dt, bool sparse, Value& out) {
  std::vector<Value> items;
  if (!collect_iterable(vm, dims_v, items)) return false;
  int nd = (int)items.size();
  if (nd + 1 > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  int64_t shape[kMaxDims];
  for (int d = 0; d < nd; d++)
    if (!to_int64(vm, items[d], shape[d], "dimensions")) return false;
  RootScope roots(vm);
  std::vector<Value> outs;
  int64_t rshape[kMaxDims + 1];
  rshape[0] = nd;
  std::memcpy(rshape + 1, shape, sizeof(int64_t) * nd);
  NdArray* whole = sparse ? nullptr : nd_new(vm, dt, nd + 1, rshape);
  if (!sparse && !whole) return false;
  for (int i = 0; i < nd; i++) {
    int64_t n = shape[i];
    NdArray* r = nd_new(vm, DType::Int64, 1, &n);
    if (!r) return false;
    roots.add(r);
    for (int64_t j = 0; j < n; j++) reinterpret_cast<int64_t*>(r->data)[j] = j;
    NdArray* v = along(vm, r, i, nd, shape, sparse);
    if (v) roots.add(v);
    if (v && sparse) v = nd_copy_as(vm, v, dt);
    if (!v) return false;
    roots.add(v);
    if (sparse) { outs.push_back(Value::object(v)); continue; }
    NdArray* slot = nd_view(vm, whole, dt, whole->data + i * whole->strides[0], nd, whole->shape + 1,
                            whole->strides + 1);
    if (!slot || !nd_assign(vm, slot, v)) return false;
  }
  out = sparse ? Value::object(vm.new_tuple(std::move(outs))) : Value::object(whole);
  return true;
}

bool fn_indices(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "indices", {"dimensions", "dtype", "sparse"}, 1, args)) return false;
  DType dt = DType::Int64;
  bool sparse = false;
  if (given(args[1]) && !to_dtype(vm, args[1], dt)) return false;
  if (!args[2].is_undef() && !truthy(vm, args[2], sparse)) return false;
  return make_indices(vm, args[0], dt, sparse, out);
}

bool fn_fromfunction(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs != 2) return vm.raisef(vm.exc.TypeError, "fromfunction() takes 2 positional arguments but %d were given", a.nargs);
  DType dt = DType::Float64;
  std::vector<Value> kwvals;
  std::vector<Value> kwnames;
  for (int i = 0; i < a.nkw(); i++) {
    Value name = a.kwnames->items[i];
    std::string_view n = as<Str>(name)->text();
    if (n == "dtype") { if (!to_dtype(vm, a.kwvalue(i), dt)) return false; continue; }
    if (n == "like") continue;
    kwnames.push_back(name);
    kwvals.push_back(a.kwvalue(i));
  }
  Value idx;
  if (!make_indices(vm, a.args[1], dt, false, idx)) return false;
  RootScope roots(vm);
  roots.add(idx.o);
  NdArray* whole = as<NdArray>(idx);
  std::vector<Value> call_args;
  for (int i = 0; i < whole->shape[0]; i++) {
    NdArray* v = nd_view(vm, whole, dt, whole->data + i * whole->strides[0], whole->ndim - 1, whole->shape + 1,
                         whole->strides + 1);
    if (!v) return false;
    roots.add(v);
    call_args.push_back(Value::object(v));
  }
  for (Value v : kwvals) call_args.push_back(v);
  Tuple* names = kwnames.empty() ? nullptr : vm.new_tuple(std::move(kwnames));
  if (names) roots.add(names);
  return call(vm, a.args[0], call_args.data(), (int)(call_args.size() - kwvals.size()), names, out);
}

// ---- log-spaced

// The np.linspace the module has (np_create.cpp), called with these arguments.
bool call_linspace(VM& vm, Value start, Value stop, Value num, Value endpoint, Value& out) {
  Value fn;
  if (!get_attr(vm, Value::object(np_state(vm).module), vm.intern("linspace"), fn)) return false;
  Value args[4] = {start, stop, num, endpoint};
  Tuple* names = vm.new_tuple({Value::object(vm.intern("endpoint"))});
  RootScope roots(vm);
  roots.add(names);
  return call(vm, fn, args, 3, names, out);
}

bool cast_result(VM& vm, Value r, Value dtype_v, Value& out) {
  if (!given(dtype_v)) { out = r; return true; }
  DType dt;
  if (!to_dtype(vm, dtype_v, dt)) return false;
  NdArray* x;
  if (!np_asarray(vm, r, x)) return false;
  return ret(x->dtype == dt ? x : nd_copy_as(vm, x, dt), out);
}

bool fn_logspace(VM& vm, CallArgs& a, Value& out) {
  Value args[7];
  if (!np_bind_args(vm, a, "logspace", {"start", "stop", "num", "endpoint", "base", "dtype", "axis"}, 2, args))
    return false;
  Value num = args[2].is_undef() ? Value::integer(50) : args[2];
  Value endpoint = args[3].is_undef() ? Value::boolean(true) : args[3];
  Value base = args[4].is_undef() ? Value::real(10.0) : args[4];
  if (given(args[6])) return vm.raise(vm.exc.TypeError, "logspace(axis=...) is not supported by tpy yet");
  Value y, r;
  if (!call_linspace(vm, args[0], args[1], num, endpoint, y)) return false;
  RootScope roots(vm);
  if (y.is_obj()) roots.add(y.o);
  if (!np_binary(vm, "power", base, y, false, r)) return false;
  if (r.is_obj()) roots.add(r.o);
  return cast_result(vm, r, args[5], out);
}

bool fn_geomspace(VM& vm, CallArgs& a, Value& out) {
  Value args[6];
  if (!np_bind_args(vm, a, "geomspace", {"start", "stop", "num", "endpoint", "dtype", "axis"}, 2, args)) return false;
  if (given(args[5])) return vm.raise(vm.exc.TypeError, "geomspace(axis=...) is not supported by tpy yet");
  double start, stop;
  if (!arg_double(vm, args[0], start, "geomspace") || !arg_double(vm, args[1], stop, "geomspace")) return false;
  if (start == 0 || stop == 0) return vm.raise(vm.exc.ValueError, "Geometric sequence cannot include zero");
  double sign = 1;
  if (start < 0 && stop < 0) { start = -start; stop = -stop; sign = -1; }
  Value num = args[2].is_undef() ? Value::integer(50) : args[2];
  Value endpoint = args[3].is_undef() ? Value::boolean(true) : args[3];
  Value y, r;
  if (!call_linspace(vm, Value::real(std::log10(start)), Value::real(std::log10(stop)), num, endpoint, y))
    return false;
  RootScope roots(vm);
  roots.add(y.o);
  if (!np_binary(vm, "power", Value::real(10.0), y, false, r)) return false;
  NdArray* x = as<NdArray>(r);
  roots.add(x);
  bool end = true;
  if (!truthy(vm, endpoint, end)) return false;
  double* p = reinterpret_cast<double*>(x->data);  // linspace of floats: contiguous float64
  if (x->size > 0) p[0] = start;
  if (x->size > 1 && end) p[x->size - 1] = stop;
  for (int64_t i = 0; i < x->size; i++) p[i] *= sign;
  return cast_result(vm, r, args[4], out);
}

// ---- copies

bool fn_copyto(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "copyto", {"dst", "src", "casting", "where"}, 2, args)) return false;
  if (!is_ndarray(vm, args[0]))
    return vm.raisef(vm.exc.TypeError, "copyto() argument 1 must be numpy.ndarray, not %s", type_name(vm, args[0]));
  NdArray* dst = as<NdArray>(args[0]);
  if (!dst->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  RootScope roots(vm);
  NdArray* src = np_array_arg(vm, args[1], roots);
  if (!src) return false;
  std::string casting = "same_kind";
  if (given(args[2])) {
    Str* s;
    if (!arg_str(vm, args[2], s, "copyto", "casting")) return false;
    casting = std::string(s->text());
  }
  bool ok = casting == "unsafe" || (casting == "same_kind" ? can_cast_same_kind(src->dtype, dst->dtype)
                                    : casting == "safe" ? can_cast_safe(src->dtype, dst->dtype)
                                    : src->dtype == dst->dtype);
  if (src->ndim == 0 && casting == "same_kind") ok = ok || dtype_category(src->dtype) <= dtype_category(dst->dtype);
  if (!ok)
    return vm.raisef(vm.exc.TypeError, "Cannot cast array data from dtype('%s') to dtype('%s') according to the rule '%s'",
                     dtype_info(src->dtype).name, dtype_info(dst->dtype).name, casting.c_str());
  out = Value::none();
  if (!given(args[3])) return nd_assign(vm, dst, src);
  // where=: copy only where the mask (broadcast to dst) is true.
  NdArray* mask;
  if (!nd_from_value(vm, args[3], true, DType::Bool, false, mask)) return false;
  roots.add(mask);
  NdArray* full = nd_new(vm, dst->dtype, dst->ndim, dst->shape);
  if (!full) return false;
  roots.add(full);
  NdArray* both[2] = {dst, mask};
  int nd;
  int64_t shp[kMaxDims];
  if (!nd_assign(vm, full, src) || !broadcast_shapes(vm, 2, both, nd, shp)) return false;
  if (nd != dst->ndim) return nd_assign(vm, dst, mask);  // raises NumPy's broadcast error
  int64_t mstr[kMaxDims];
  broadcast_strides(mask, dst->ndim, dst->shape, mstr);
  const int64_t* sp[3] = {dst->strides, full->strides, mstr};
  char* base[3] = {dst->data, full->data, mask->data};
  int64_t isz = dst->itemsize();
  NdWalk(dst->ndim, dst->shape, 3, sp).run(base, [&](char** p, int64_t n, const int64_t* st) {
    for (int64_t i = 0; i < n; i++)
      if (p[2][i * st[2]]) std::memcpy(p[0] + i * st[0], p[1] + i * st[1], (size_t)isz);
  });
  return true;
}

// np.ascontiguousarray / np.asfortranarray: x itself when already laid out
// so, else a copy; a Fortran copy is the C copy of the reversed-axes view,
// seen through reversed axes again.
bool as_layout(VM& vm, CallArgs& a, const char* name, bool fortran, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, name, {"a", "dtype", "$like"}, 1, args)) return false;
  RootScope roots(vm);
  DType dt;
  NdArray* x;
  if (given(args[1])) {
    if (!to_dtype(vm, args[1], dt) || !nd_from_value(vm, args[0], true, dt, false, x)) return false;
  } else if (!np_asarray(vm, args[0], x)) {
    return false;
  }
  roots.add(x);
  if (x->ndim == 0) {  // NumPy gives at least one dimension
    int64_t one = 1, st = x->itemsize();
    NdArray* c = nd_copy_as(vm, x, x->dtype);
    return ret(c ? nd_view(vm, c, c->dtype, c->data, 1, &one, &st) : nullptr, out);
  }
  if (!fortran) return ret(x->c_contiguous() ? x : nd_copy_as(vm, x, x->dtype), out);
  if (x->flags & kNdFContig) return ret(x, out);
  int nd = x->ndim;
  int64_t shp[kMaxDims], st[kMaxDims];
  for (int i = 0; i < nd; i++) shp[i] = x->shape[nd - 1 - i], st[i] = x->strides[nd - 1 - i];
  NdArray* t = nd_view(vm, x, x->dtype, x->data, nd, shp, st);
  NdArray* c = t ? nd_copy_as(vm, t, x->dtype) : nullptr;
  if (!c) return false;
  roots.add(c);
  for (int i = 0; i < nd; i++) st[i] = c->strides[nd - 1 - i];
  return ret(nd_view(vm, c, c->dtype, c->data, nd, x->shape, st), out);
}

bool fn_ascontiguousarray(VM& vm, CallArgs& a, Value& out) {
  return as_layout(vm, a, "ascontiguousarray", false, out);
}

bool fn_asfortranarray(VM& vm, CallArgs& a, Value& out) {
  return as_layout(vm, a, "asfortranarray", true, out);
}

// np.fill_diagonal: NumPy writes a.flat[:end:step] = val, so the positions
// are flat (C-order) indices of any layout, and val's elements are cycled.
bool fn_fill_diagonal(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "fill_diagonal", {"a", "val", "wrap"}, 2, args)) return false;
  if (!is_ndarray(vm, args[0]))
    return vm.raisef(vm.exc.AttributeError, "'%s' object has no attribute 'ndim'", type_name(vm, args[0]));
  NdArray* x = as<NdArray>(args[0]);
  if (x->ndim < 2) return vm.raise(vm.exc.ValueError, "array must be at least 2-d");
  bool wrap = false;
  if (given(args[2]) && !truthy(vm, args[2], wrap)) return false;
  int64_t step, end = x->size;
  if (x->ndim == 2) {
    step = x->shape[1] + 1;
    if (!wrap) end = std::min(end, x->shape[1] * x->shape[1]);
  } else {
    for (int d = 1; d < x->ndim; d++)
      if (x->shape[d] != x->shape[0]) return vm.raise(vm.exc.ValueError, "All dimensions of input must be of equal length");
    step = 1;
    for (int64_t d = 0, prod = 1; d < x->ndim - 1; d++) step += prod *= x->shape[0];
  }
  if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  RootScope roots(vm);
  NdArray* v;
  if (!nd_from_value(vm, args[1], true, x->dtype, false, v, dtype_is_flexible(x->dtype) ? x->itemsize() : 0)) return false;
  roots.add(v);
  if (!(v = np_flat_copy(vm, v, roots))) return false;
  out = Value::none();
  if (v->size == 0) return true;
  int64_t isz = x->itemsize();
  for (int64_t k = 0, j = 0; k < end; k += step, j = (j + 1) % v->size) {
    char* p = x->data;
    for (int64_t d = x->ndim - 1, r = k; d >= 0; d--) {
      p += (r % x->shape[d]) * x->strides[d];
      r /= x->shape[d];
    }
    std::memcpy(p, v->data + j * isz, (size_t)isz);
  }
  return true;
}

const NativeDef kBuildFunctions[] = {
    {"fill_diagonal", fn_fill_diagonal, 2, 3, true, JitHint::None},
    {"roll", fn_roll, 2, 3, true, JitHint::None},
    {"tri", fn_tri, 1, 4, true, JitHint::None},
    {"tril", fn_tril, 1, 2, true, JitHint::None},
    {"triu", fn_triu, 1, 2, true, JitHint::None},
    {"diag", fn_diag, 1, 2, true, JitHint::None},
    {"diagflat", fn_diagflat, 1, 2, true, JitHint::None},
    {"diagonal", fn_diagonal, 1, 4, true, JitHint::None},
    {"meshgrid", fn_meshgrid, 0, -1, true, JitHint::None},
    {"indices", fn_indices, 1, 3, true, JitHint::None},
    {"fromfunction", fn_fromfunction, 0, -1, true, JitHint::None},
    {"logspace", fn_logspace, 2, 7, true, JitHint::None},
    {"geomspace", fn_geomspace, 2, 6, true, JitHint::None},
    {"copyto", fn_copyto, 2, 4, true, JitHint::None},
    {"ascontiguousarray", fn_ascontiguousarray, 1, 2, true, JitHint::None},
    {"asfortranarray", fn_asfortranarray, 1, 2, true, JitHint::None},
};

const NativeDef kBuildMethods[] = {
    {"diagonal", m_diagonal, 1, 4, true, JitHint::None},
};

}  // namespace

void add_build_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kBuildFunctions);
  vm.add_methods(np_state(vm).ndarray, kBuildMethods);
}

}  // namespace tpy
