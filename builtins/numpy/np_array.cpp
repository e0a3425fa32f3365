// np_array.cpp — ndarray memory and the numpy.ndarray type: allocation,
// views, copies with casting, attributes (shape, dtype, strides, T, ...),
// shape methods (reshape, ravel, transpose, astype, copy), operators through
// the ufuncs, len/iteration/truth, repr/str. Indexing is np_index.cpp;
// reductions as methods come from np_reduce.cpp.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_iter.h"
#include "builtins/numpy/np_order.h"
#include "vm/dict.h"

namespace tpy {

NdArray::~NdArray() {
  if (flags & kNdOwnData) std::free(data);
}

void nd_update_flags(NdArray* a) {
  a->flags &= ~(kNdCContig | kNdFContig);
  int64_t isz = a->itemsize(), s = isz;
  bool c = true, f = true;
  for (int d = a->ndim - 1; d >= 0; d--) {
    if (a->shape[d] != 1 && a->strides[d] != s) c = false;
    s *= a->shape[d];
  }
  s = isz;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] != 1 && a->strides[d] != s) f = false;
    s *= a->shape[d];
  }
  if (a->size == 0) c = f = true;
  if (c) a->flags |= kNdCContig;
  if (f) a->flags |= kNdFContig;
}

namespace {

// The element count of a new array of `shape`, or -1 (raised) when the
// shape is not one an array can have.
int64_t checked_size(VM& vm, int ndim, const int64_t* shape) {
  if (ndim > kMaxDims) { vm.raisef(vm.exc.ValueError, "maximum supported dimension for an ndarray is %d, found %d", kMaxDims, ndim); return -1; }
  int64_t size = 1;
  for (int d = 0; d < ndim; d++) {
    if (shape[d] < 0) { vm.raise(vm.exc.ValueError, "negative dimensions are not allowed"); return -1; }
    if (__builtin_mul_overflow(size, shape[d], &size) || size > INT64_MAX / 16) {
      vm.raise(vm.exc.ValueError, "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
      return -1;
    }
  }
  return size;
}

// NumPy's text for a byte count in its MemoryError ("7.28 TiB"): three
// significant digits in the binary unit the size rounds to.
std::string size_text(size_t bytes) {
  static const char* const kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int bits = 0;
  for (size_t b = bytes; b > 1; b >>= 1) bits++;   // bit_length - 1
  int unit = std::max(bits, 1) / 10;
  double n = (double)bytes / std::ldexp(1.0, unit * 10);
  if (std::nearbyint(n) == 1024) { unit++; n /= 1024; }
  if (unit == 0) return strfmt("%.0f bytes", n);
  if (std::nearbyint(n) < 1000) return strfmt("%#.3g %s", n, kUnits[unit]);
  return strfmt("%#.0f %s", n, kUnits[unit]);
}

// A zeroed buffer of `bytes` for an array of that shape (MemoryError: null);
// uninitialised when not `zero`.
char* new_buffer(VM& vm, DType dt, int ndim, const int64_t* shape, size_t bytes, bool zero = true) {
  // calloc: zero pages come from the kernel for large arrays (np.zeros is free).
  char* mem = (char*)(zero ? std::calloc(bytes ? bytes : 1, 1) : std::malloc(bytes ? bytes : 1));
  if (!mem) {
    vm.raisef(vm.exc.MemoryError, "Unable to allocate %s for an array with shape %s and data type %s",
              size_text(bytes).c_str(), shape_text(ndim, shape).c_str(), dtype_info(dt).name);
    return nullptr;
  }
  advise_huge_pages(mem, bytes);
  vm.account(bytes);
  return mem;
}

// The bytes per element of a new array of dtype dt (itemsize for flexible ones).
int64_t item_bytes(DType dt, int64_t itemsize) { return dtype_is_flexible(dt) ? itemsize : dtype_size(dt); }

// a becomes a C-contiguous array of `shape` over its own buffer `mem`.
void lay_out(NdArray* a, char* mem, DType dt, int64_t isz, int ndim, const int64_t* shape, int64_t size) {
  a->data = mem;
  a->base = nullptr;
  a->size = size;
  a->ndim = ndim;
  a->dtype = dt;
  a->elsize = isz;
  int64_t s = isz;
  int long_dims = 0;   // dimensions longer than 1: F-contiguous too when at most one
  for (int d = ndim - 1; d >= 0; d--) {
    a->shape[d] = shape[d];
    a->strides[d] = s;
    s *= shape[d];
    long_dims += shape[d] != 1;
  }
  a->flags = kNdOwnData | kNdWriteable | kNdCContig | (long_dims <= 1 || size == 0 ? (uint32_t)kNdFContig : 0u);
}

}  // namespace

namespace {

NdArray* new_array(VM& vm, DType dt, int64_t itemsize, int ndim, const int64_t* shape, bool zero) {
  int64_t size = checked_size(vm, ndim, shape);
  if (size < 0) return nullptr;
  int64_t isz = item_bytes(dt, itemsize);
  if (isz > 0 && size > INT64_MAX / 16 / isz) {
    vm.raise(vm.exc.ValueError, "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
    return nullptr;
  }
  size_t bytes = (size_t)(size * isz);
  char* mem = new_buffer(vm, dt, ndim, shape, bytes, zero);
  if (!mem) return nullptr;
  NdArray* a = vm.alloc<NdArray>(np_state(vm).ndarray);
  lay_out(a, mem, dt, isz, ndim, shape, size);
  return a;
}

// nd_new and nd_empty know no width for str/bytes: what calls them with
// one has not been taught str arrays, and raises rather than allocate
// elements narrower than the data it would copy in.
bool refuse_flexible(VM& vm, DType dt) {
  if (!dtype_is_flexible(dt)) return false;
  vm.raisef(vm.exc.TypeError, "this operation on %s arrays is not supported by tpy's numpy", dtype_info(dt).name);
  return true;
}

}  // namespace

NdArray* nd_new(VM& vm, DType dt, int ndim, const int64_t* shape) {
  if (refuse_flexible(vm, dt)) return nullptr;
  return new_array(vm, dt, dtype_size(dt), ndim, shape, true);
}
NdArray* nd_new_sized(VM& vm, DType dt, int64_t itemsize, int ndim, const int64_t* shape) {
  return new_array(vm, dt, itemsize, ndim, shape, true);
}
NdArray* nd_empty(VM& vm, DType dt, int ndim, const int64_t* shape) {
  if (refuse_flexible(vm, dt)) return nullptr;
  return new_array(vm, dt, dtype_size(dt), ndim, shape, false);
}
NdArray* nd_empty_sized(VM& vm, DType dt, int64_t itemsize, int ndim, const int64_t* shape) {
  return new_array(vm, dt, itemsize, ndim, shape, false);
}

NdArray* nd_renew(VM& vm, NdArray* a, DType dt, int ndim, const int64_t* shape, bool zero) {
  int64_t size = checked_size(vm, ndim, shape);
  if (size < 0) return nullptr;
  size_t bytes = (size_t)(size * dtype_size(dt));
  char* mem = a->data;
  if (!(a->flags & kNdOwnData) || (size_t)(a->size * a->itemsize()) != bytes) {
    mem = new_buffer(vm, dt, ndim, shape, bytes);
    if (!mem) return nullptr;
    if (a->flags & kNdOwnData) std::free(a->data);
  } else if (zero) {
    std::memset(mem, 0, bytes);
  }
  lay_out(a, mem, dt, dtype_size(dt), ndim, shape, size);
  return a;
}

NdArray* nd_view(VM& vm, NdArray* src, DType dt, char* data, int ndim, const int64_t* shape, const int64_t* strides) {
  if (ndim > kMaxDims) { vm.raise(vm.exc.ValueError, "too many dimensions"); return nullptr; }
  NdArray* a = vm.alloc<NdArray>(np_state(vm).ndarray);
  a->data = data;
  a->ndim = ndim;
  a->dtype = dt;
  a->elsize = dt == src->dtype ? src->itemsize() : dtype_size(dt);
  a->base = src->base ? src->base : src;
  a->flags = src->flags & kNdWriteable;
  a->size = 1;
  for (int d = 0; d < ndim; d++) {
    a->shape[d] = shape[d];
    a->strides[d] = strides[d];
    a->size *= shape[d];
  }
  nd_update_flags(a);
  return a;
}

bool nd_assign(VM& vm, NdArray* dst, NdArray* src) {
  NdArray* both[2] = {dst, src};
  int ndim;
  int64_t shape[kMaxDims];
  bool ok = broadcast_shapes(vm, 2, both, ndim, shape) && ndim == dst->ndim;
  if (vm.pending) vm.take_pending();
  for (int d = 0; ok && d < ndim; d++) ok = shape[d] == dst->shape[d];
  if (!ok)
    return vm.raisef(vm.exc.ValueError, "could not broadcast input array from shape %s into shape %s",
                     shape_text(src->ndim, src->shape, true).c_str(), shape_text(dst->ndim, dst->shape, true).c_str());
  if (dst->size == 0) return true;
  RootScope roots(vm);
  Object* od = dst->base ? dst->base : dst;
  Object* os = src->base ? src->base : src;
  if (od == os && src != dst) {  // overlapping memory (a[1:] = a[:-1]): copy the source first
    src = nd_copy_as(vm, src, src->dtype);
    if (!src) return false;
    roots.add(src);
  }
  if (dtype_is_flexible(src->dtype) || dtype_is_flexible(dst->dtype)) return str_cast(vm, dst, src);
  int64_t sstr[kMaxDims];
  broadcast_strides(src, dst->ndim, dst->shape, sstr);
  const int64_t* sp[2] = {dst->strides, sstr};
  char* base[2] = {dst->data, src->data};
  NdWalk walk(dst->ndim, dst->shape, 2, sp);
  DType from = src->dtype, to = dst->dtype;
  walk.run(base, [&](char** p, int64_t n, const int64_t* steps) {
    if (from == to && steps[0] == dtype_size(to) && steps[1] == steps[0]) {
      std::memmove(p[0], p[1], (size_t)(n * steps[0]));
    } else {
      cast_run(from, p[1], steps[1], to, p[0], steps[0], n);
    }
  });
  return true;
}

CastCheck::CastCheck(DType from, DType to) {
  char f = dtype_info(from).kind, t = dtype_info(to).kind;
  if (f != 'f' && f != 'c') return;
  complex_to_real = f == 'c' && (t == 'i' || t == 'u' || t == 'f');
  int fpart = f == 'c' ? dtype_size(from) / 2 : dtype_size(from);
  int tpart = t == 'c' ? dtype_size(to) / 2 : dtype_size(to);
  flags = t == 'i' || t == 'u' ? kFpInvalid : (t == 'f' || t == 'c') && tpart < fpart ? kFpOverflow : 0;
}

bool CastCheck::begin(VM& vm) {
  if (complex_to_real &&
      !np_warn(vm, np_state(vm).complex_warning, "Casting complex values to real discards the imaginary part"))
    return false;
  if (flags) fp_clear();
  return true;
}

bool CastCheck::end(VM& vm) {
  int got = flags ? fp_flags() & flags : 0;
  return !got || np_fp_report(vm, got, "cast");
}

NdArray* nd_copy_as(VM& vm, NdArray* a, DType dt) { return nd_copy_sized(vm, a, dt, 0); }

NdArray* nd_copy_sized(VM& vm, NdArray* a, DType dt, int64_t itemsize) {
  if (dtype_is_flexible(dt) && itemsize == 0)
    itemsize = dt == a->dtype ? a->itemsize() : str_common_itemsize(dt, &a, 1);
  RootScope roots(vm);
  roots.add(a);
  NdArray* r = nd_new_sized(vm, dt, itemsize, a->ndim, a->shape);
  if (!r) return nullptr;
  roots.add(r);
  if (!nd_assign(vm, r, a)) return nullptr;
  return r;
}

char* nd_flat_ptr(const NdArray* a, int64_t i) {
  char* p = a->data;
  for (int d = a->ndim - 1; d >= 0; d--) {
    int64_t n = a->shape[d];
    p += (i % n) * a->strides[d];
    i /= n;
  }
  return p;
}

Value np_result(VM& vm, NdArray* a, bool scalar) {
  if (scalar && a->ndim == 0) return nd_box_elem(vm, a, a->data);
  return Value::object(a);
}

bool np_asarray(VM& vm, Value v, NdArray*& out) {
  if (is_ndarray(vm, v)) { out = as<NdArray>(v); return true; }
  return nd_from_value(vm, v, false, DType::Float64, false, out);
}

bool np_shape_arg(VM& vm, Value v, int& ndim, int64_t* shape) {
  if (v.is_int() || v.is_bool() || is_np_scalar(vm, v)) {
    ndim = 1;
    return to_int64(vm, v, shape[0], "shape");
  }
  std::vector<Value> items;
  if (!collect_iterable(vm, v, items)) return false;
  if ((int)items.size() > kMaxDims)
    return vm.raisef(vm.exc.ValueError, "maximum supported dimension for an ndarray is %d, found %d", kMaxDims,
                     (int)items.size());
  ndim = (int)items.size();
  for (int d = 0; d < ndim; d++) {
    if (items[d].is_float())
      return vm.raise(vm.exc.TypeError, "'float' object cannot be interpreted as an integer");
    if (!to_int64(vm, items[d], shape[d], "shape")) return false;
  }
  return true;
}

bool np_axis_mask(VM& vm, Value axis, int ndim, uint64_t& mask) {
  if (axis.is_undef() || axis.is_none()) {
    mask = ndim >= 64 ? ~0ull : (1ull << ndim) - 1;
    return true;
  }
  std::vector<Value> items;
  if (is_layout(axis, Layout::Tuple)) items = as<Tuple>(axis)->items;
  else items.push_back(axis);
  mask = 0;
  for (Value v : items) {
    int64_t ax;
    if (v.is_float()) return vm.raise(vm.exc.TypeError, "'float' object cannot be interpreted as an integer");
    if (!to_int64(vm, v, ax, "axis")) return false;
    if (ax < -ndim || ax >= ndim) {
      return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension %d", (long long)ax, ndim);
    }
    if (ax < 0) ax += ndim;
    if (mask >> ax & 1) return vm.raise(vm.exc.ValueError, "duplicate value in 'axis'");
    mask |= 1ull << ax;
  }
  return true;
}

bool np_reduce_axis_mask(VM& vm, Value axis, int ndim, uint64_t& mask, int zero_d_ndim) {
  if (ndim != 0 || axis.is_undef() || axis.is_none()) return np_axis_mask(vm, axis, ndim, mask);
  if (!is_layout(axis, Layout::Tuple) && !axis.is_float()) {
    int64_t ax;
    if (!to_int64(vm, axis, ax, "axis")) return false;
    if (ax == 0 || ax == -1) { mask = 0; return true; }
  }
  if (!np_axis_mask(vm, axis, zero_d_ndim, mask)) return false;
  mask = 0;
  return true;
}

namespace {

NdArray* self_arr(CallArgs& a) { return static_cast<NdArray*>(a.args[0].o); }

Value shape_tuple(VM& vm, int ndim, const int64_t* v) {
  std::vector<Value> items;
  for (int d = 0; d < ndim; d++) items.push_back(Value::integer(v[d]));
  return Value::object(vm.new_tuple(std::move(items)));
}

// ---- attributes

bool arr_get_shape(VM& vm, CallArgs& a, Value& out) {
  out = shape_tuple(vm, self_arr(a)->ndim, self_arr(a)->shape);
  return true;
}
bool arr_get_strides(VM& vm, CallArgs& a, Value& out) {
  out = shape_tuple(vm, self_arr(a)->ndim, self_arr(a)->strides);
  return true;
}
bool arr_get_dtype(VM& vm, CallArgs& a, Value& out) {
  out = dtype_object_sized(vm, self_arr(a)->dtype, self_arr(a)->itemsize());
  return true;
}
bool arr_get_size(VM&, CallArgs& a, Value& out) { out = Value::integer(self_arr(a)->size); return true; }
bool arr_get_ndim(VM&, CallArgs& a, Value& out) { out = Value::integer(self_arr(a)->ndim); return true; }
bool arr_get_itemsize(VM&, CallArgs& a, Value& out) { out = Value::integer(self_arr(a)->itemsize()); return true; }
bool arr_get_nbytes(VM&, CallArgs& a, Value& out) {
  out = Value::integer(self_arr(a)->size * self_arr(a)->itemsize());
  return true;
}
// a.real / a.imag: views into complex arrays; for real arrays the array
// itself and a read-only zero array.
bool complex_part(VM& vm, CallArgs& a, bool imag, Value& out) {
  NdArray* x = self_arr(a);
  if (dtype_is_complex(x->dtype)) {
    DType part = complex_part_dtype(x->dtype);
    NdArray* r = nd_view(vm, x, part, x->data + (imag ? dtype_size(part) : 0), x->ndim, x->shape, x->strides);
    if (!r) return false;
    out = Value::object(r);
    return true;
  }
  if (!imag) { out = a.args[0]; return true; }
  NdArray* z = nd_new(vm, x->dtype, x->ndim, x->shape);
  if (!z) return false;
  z->flags &= ~kNdWriteable;
  out = Value::object(z);
  return true;
}
bool arr_get_real(VM& vm, CallArgs& a, Value& out) { return complex_part(vm, a, false, out); }
bool arr_get_imag(VM& vm, CallArgs& a, Value& out) { return complex_part(vm, a, true, out); }

// x in a: (a == x).any()
bool arr_contains(VM& vm, CallArgs& a, Value& out) {
  Value eq;
  if (!np_binary(vm, "equal", a.args[0], a.args[1], false, eq)) return false;
  if (!is_ndarray(vm, eq)) {
    bool b;
    if (!truthy(vm, eq, b)) return false;
    out = Value::boolean(b);
    return true;
  }
  NdArray* e = as<NdArray>(eq);
  bool any = false;
  for (int64_t i = 0; i < e->size && !any; i++) any = *nd_flat_ptr(e, i) != 0;
  out = Value::boolean(any);
  return true;
}

bool arr_get_base(VM&, CallArgs& a, Value& out) {
  Object* b = self_arr(a)->base;
  out = b ? Value::object(b) : Value::none();
  return true;
}

NdArray* transposed(VM& vm, NdArray* x, const int* perm) {
  int64_t shp[kMaxDims], str[kMaxDims];
  for (int d = 0; d < x->ndim; d++) { shp[d] = x->shape[perm[d]]; str[d] = x->strides[perm[d]]; }
  return nd_view(vm, x, x->dtype, x->data, x->ndim, shp, str);
}

bool arr_get_T(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  int perm[kMaxDims];
  for (int d = 0; d < x->ndim; d++) perm[d] = x->ndim - 1 - d;
  NdArray* r = transposed(vm, x, perm);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

bool arr_transpose(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  if (a.nargs == 1) return arr_get_T(vm, a, out);
  Value axes = a.nargs == 2 ? a.args[1] : Value::object(vm.new_tuple(std::vector<Value>(a.args + 1, a.args + a.nargs)));
  if (axes.is_none()) return arr_get_T(vm, a, out);
  std::vector<Value> items;
  if (axes.is_int() || is_np_scalar(vm, axes)) items.push_back(axes);   // a.transpose(1): the axes (1,)
  else if (!collect_iterable(vm, axes, items)) return false;
  if ((int)items.size() != x->ndim) return vm.raise(vm.exc.ValueError, "axes don't match array");
  int perm[kMaxDims];
  uint64_t seen = 0;
  for (int d = 0; d < x->ndim; d++) {
    int64_t ax;
    if (!to_int64(vm, items[d], ax, "axis")) return false;
    if (ax < -x->ndim || ax >= x->ndim)
      return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension %d", (long long)ax, x->ndim);
    if (ax < 0) ax += x->ndim;
    if (seen >> ax & 1) return vm.raise(vm.exc.ValueError, "repeated axis in transpose");
    seen |= 1ull << ax;
    perm[d] = (int)ax;
  }
  NdArray* r = transposed(vm, x, perm);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

// ---- shape methods

}  // namespace

// NumPy's reshape without a copy: each run of new axes that covers a run of
// old axes (length-1 axes ignored) must find those old axes laid out in C
// order among themselves; the new axes then step through them.
bool nd_reshape_strides(const NdArray* x, int ndim, const int64_t* shape, int64_t* strides) {
  if (x->size == 0 || x->c_contiguous()) {
    int64_t s = x->itemsize();
    for (int d = ndim - 1; d >= 0; d--) { strides[d] = s; s *= std::max<int64_t>(shape[d], 1); }
    return true;
  }
  int64_t oshape[kMaxDims], ostride[kMaxDims];
  int ond = 0;
  for (int d = 0; d < x->ndim; d++)
    if (x->shape[d] != 1) { oshape[ond] = x->shape[d]; ostride[ond++] = x->strides[d]; }
  int oi = 0, ni = 0;
  while (ni < ndim && oi < ond) {
    int64_t np = shape[ni], op = oshape[oi];
    int nj = ni + 1, oj = oi + 1;
    while (np != op) {
      if (np < op) np *= shape[nj++];
      else op *= oshape[oj++];
    }
    for (int k = oi; k < oj - 1; k++)
      if (ostride[k] != oshape[k + 1] * ostride[k + 1]) return false;
    strides[nj - 1] = ostride[oj - 1];
    for (int k = nj - 1; k > ni; k--) strides[k - 1] = strides[k] * shape[k];
    ni = nj;
    oi = oj;
  }
  int64_t last = ni > 0 ? strides[ni - 1] : x->itemsize();
  for (; ni < ndim; ni++) strides[ni] = last;   // trailing length-1 axes
  return true;
}

namespace {

// ---- memory order (order= of copy, reshape, ravel, flatten, astype, np.array, np.zeros)

}  // namespace

bool np_parse_order(VM& vm, Value v, char dflt, char& order) {
  if (v.is_undef() || v.is_none()) { order = dflt; return true; }
  if (!is_str(v)) return vm.raisef(vm.exc.TypeError, "order must be str, not %s", type_name(vm, v));
  std::string_view s = str_view(v);
  char c = s.size() == 1 ? (char)std::toupper((unsigned char)s[0]) : 0;
  if (c != 'C' && c != 'F' && c != 'A' && c != 'K')
    return vm.raisef(vm.exc.ValueError, "order must be one of 'C', 'F', 'A', or 'K' (got '%.*s')", (int)s.size(), s.data());
  order = c;
  return true;
}

char np_resolve_order(const NdArray* x, char order) {
  if (order == 'A' || order == 'K') return (x->flags & kNdFContig) && !x->c_contiguous() ? 'F' : 'C';
  return order;
}

void nd_reverse_axes_inplace(NdArray* x) {
  std::reverse(x->shape, x->shape + x->ndim);
  std::reverse(x->strides, x->strides + x->ndim);
  nd_update_flags(x);
}

NdArray* nd_new_permuted(VM& vm, DType dt, int64_t itemsize, int nd, const int64_t* shape, const int* perm) {
  int64_t pshape[kMaxDims] = {}, pstrides[kMaxDims];
  bool c_order = true;
  for (int d = 0; d < nd; d++) {
    pshape[d] = shape[perm[d]];
    c_order = c_order && perm[d] == d;
  }
  NdArray* r = nd_new_sized(vm, dt, itemsize, nd, pshape);
  if (!r || c_order) return r;
  std::memcpy(pstrides, r->strides, sizeof(int64_t) * nd);
  for (int d = 0; d < nd; d++) {
    r->shape[perm[d]] = pshape[d];
    r->strides[perm[d]] = pstrides[d];
  }
  nd_update_flags(r);
  return r;
}

NdArray* nd_reversed_axes(VM& vm, NdArray* x) {
  int nd = x->ndim;
  int64_t shp[kMaxDims], st[kMaxDims];
  for (int i = 0; i < nd; i++) shp[i] = x->shape[nd - 1 - i], st[i] = x->strides[nd - 1 - i];
  return nd_view(vm, x, x->dtype, x->data, nd, shp, st);
}

NdArray* nd_copy_order(VM& vm, NdArray* x, DType dt, int64_t itemsize, char order) {
  if (x->ndim < 2 || np_resolve_order(x, order) == 'C') return nd_copy_sized(vm, x, dt, itemsize);
  RootScope roots(vm);
  roots.add(x);
  NdArray* t = nd_reversed_axes(vm, x);
  if (!t) return nullptr;
  roots.add(t);
  NdArray* c = nd_copy_sized(vm, t, dt, itemsize);
  if (c) nd_reverse_axes_inplace(c);
  return c;
}

namespace {

// `shape` with its -1 inferred from x's size (NumPy's ValueErrors).
bool resolve_shape(VM& vm, NdArray* x, int ndim, int64_t* shape) {
  int unknown = -1;
  int64_t known = 1;
  for (int d = 0; d < ndim; d++) {
    if (shape[d] == -1) {
      if (unknown >= 0) return vm.raise(vm.exc.ValueError, "can only specify one unknown dimension");
      unknown = d;
    } else if (shape[d] < 0) {
      return vm.raise(vm.exc.ValueError, "negative dimensions not allowed");
    } else {
      known *= shape[d];
    }
  }
  if (unknown >= 0) {
    if (known == 0 || x->size % known != 0)
      return vm.raisef(vm.exc.ValueError, "cannot reshape array of size %lld into shape %s", (long long)x->size,
                       shape_text(ndim, shape, true).c_str());
    shape[unknown] = x->size / known;
  } else if (known != x->size) {
    return vm.raisef(vm.exc.ValueError, "cannot reshape array of size %lld into shape %s", (long long)x->size,
                     shape_text(ndim, shape, true).c_str());
  }
  return true;
}

// x.reshape(shape) (-1 inferred): a view where NumPy gives one
// (`view_if_strided`; ravel views C-contiguous arrays alone), else a copy.
bool do_reshape(VM& vm, NdArray* x, int ndim, int64_t* shape, Value& out, bool view_if_strided = true) {
  if (!resolve_shape(vm, x, ndim, shape)) return false;
  RootScope roots(vm);
  int64_t str[kMaxDims];
  if (!(view_if_strided ? nd_reshape_strides(x, ndim, shape, str) : x->c_contiguous())) {
    x = nd_copy_as(vm, x, x->dtype);
    if (!x) return false;
    roots.add(x);
  }
  if (x->c_contiguous()) {
    int64_t s = x->itemsize();
    for (int d = ndim - 1; d >= 0; d--) { str[d] = s; s *= shape[d]; }
  }
  NdArray* r = nd_view(vm, x, x->dtype, x->data, ndim, shape, str);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

}  // namespace

bool np_reshape_order(VM& vm, NdArray* x, int ndim, int64_t* shape, char order, Value& out) {
  if (order == 'K') return vm.raise(vm.exc.ValueError, "order 'K' is not permitted for reshaping");
  if (np_resolve_order(x, order) == 'C') return do_reshape(vm, x, ndim, shape, out);
  // Fortran order: the C-order reshape of the reversed-axes view, axes reversed back.
  if (!resolve_shape(vm, x, ndim, shape)) return false;
  RootScope roots(vm);
  NdArray* t = nd_reversed_axes(vm, x);
  if (!t) return false;
  roots.add(t);
  int64_t rshape[kMaxDims];
  for (int d = 0; d < ndim; d++) rshape[d] = shape[ndim - 1 - d];
  Value r;
  if (!do_reshape(vm, t, ndim, rshape, r)) return false;
  roots.add(r.o);
  NdArray* v = nd_reversed_axes(vm, as<NdArray>(r));
  if (!v) return false;
  out = Value::object(v);
  return true;
}

namespace {

// The keyword `order=` of a method whose other arguments are positional
// only (a.reshape(2, 3, order='F')): unbound when not passed.
bool order_kwarg(VM& vm, CallArgs& a, Value& order) {
  for (int i = 0; i < a.nkw(); i++) {
    std::string_view k = str_view(a.kwnames->items[i]);
    if (k != "order")
      return vm.raisef(vm.exc.TypeError, "'%.*s' is an invalid keyword argument for this function", (int)k.size(), k.data());
    order = a.kwvalue(i);
  }
  return true;
}

bool arr_reshape(VM& vm, CallArgs& a, Value& out) {
  Value order_v;
  if (!order_kwarg(vm, a, order_v)) return false;
  if (a.nargs < 2) return vm.raise(vm.exc.TypeError, "reshape() takes exactly 1 argument (0 given)");
  int ndim;
  int64_t shape[kMaxDims];
  Value spec = a.nargs == 2 ? a.args[1] : Value::object(vm.new_tuple(std::vector<Value>(a.args + 1, a.args + a.nargs)));
  char order;
  if (!np_shape_arg(vm, spec, ndim, shape) || !np_parse_order(vm, order_v, 'C', order)) return false;
  return np_reshape_order(vm, self_arr(a), ndim, shape, order, out);
}

}  // namespace

bool nd_reshape_view(VM& vm, NdArray* x, Value shape_arg, Value& out) {
  int ndim;
  int64_t shape[kMaxDims];
  if (!np_shape_arg(vm, shape_arg, ndim, shape) || !resolve_shape(vm, x, ndim, shape)) return false;
  int64_t str[kMaxDims];
  out = Value::none();
  if (!nd_reshape_strides(x, ndim, shape, str)) return true;
  NdArray* r = nd_view(vm, x, x->dtype, x->data, ndim, shape, str);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

namespace {

// a.ravel(order) / a.flatten(order): the elements in that order, 1-d (a
// view where ravel can give one; flatten always copies).
bool ravel_order(VM& vm, CallArgs& a, bool copy, Value& out) {
  Value order_v;
  if (!np_bind_args(vm, a, copy ? "flatten" : "ravel", {"order"}, 0, &order_v, true)) return false;
  char order;
  if (!np_parse_order(vm, order_v, 'C', order)) return false;
  NdArray* x = self_arr(a);
  RootScope roots(vm);
  if (np_resolve_order(x, order) == 'F' && x->ndim > 1) {
    x = nd_reversed_axes(vm, x);
    if (!x) return false;
    roots.add(x);
  }
  if (copy) {
    x = nd_copy_as(vm, x, x->dtype);
    if (!x) return false;
    roots.add(x);
  }
  int64_t n = x->size;
  return do_reshape(vm, x, 1, &n, out, false);
}

bool arr_ravel(VM& vm, CallArgs& a, Value& out) { return ravel_order(vm, a, false, out); }
bool arr_flatten(VM& vm, CallArgs& a, Value& out) { return ravel_order(vm, a, true, out); }

bool arr_copy(VM& vm, CallArgs& a, Value& out) {
  Value order_v;
  char order;
  if (!np_bind_args(vm, a, "copy", {"order"}, 0, &order_v, true) || !np_parse_order(vm, order_v, 'C', order)) return false;
  NdArray* c = nd_copy_order(vm, self_arr(a), self_arr(a)->dtype, 0, order);
  if (!c) return false;
  out = Value::object(c);
  return true;
}

// a.__copy__() / a.__deepcopy__(memo): a copy keeping the memory order (no
// element is a Python object, so deep and shallow copies are the same).
bool arr_dunder_copy(VM& vm, CallArgs& a, Value& out) {
  NdArray* c = nd_copy_order(vm, self_arr(a), self_arr(a)->dtype, 0, 'K');
  if (!c) return false;
  out = Value::object(c);
  return true;
}

bool arr_astype(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "astype", {"dtype", "order", "casting", "subok", "copy"}, 1, args, true)) return false;
  DType dt;
  int64_t itemsize;
  char order;
  Casting casting = Casting::Unsafe;
  if (!to_dtype_sized(vm, args[0], dt, itemsize) || !np_parse_order(vm, args[1], 'K', order)) return false;
  if (!args[2].is_undef() && !parse_casting(vm, args[2], casting)) return false;
  NdArray* x = self_arr(a);
  if (casting != Casting::Unsafe && !dtype_is_flexible(dt) && !dtype_is_flexible(x->dtype) &&
      !can_cast_rule(x->dtype, dt, casting))
    return vm.raisef(vm.exc.TypeError, "Cannot cast array data from dtype('%s') to dtype('%s') according to the rule '%s'",
                     dtype_info(x->dtype).name, dtype_info(dt).name, casting_name(casting));
  CastCheck check(x->dtype, dt);
  if (!check.begin(vm)) return false;
  NdArray* c = nd_copy_order(vm, x, dt, itemsize, order);
  if (!c) return false;
  out = Value::object(c);
  return check.end(vm);
}

bool arr_fill(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  if (x->size == 0) { out = Value::none(); return true; }
  char* first = nd_flat_ptr(x, 0);
  if (!nd_unbox_elem(vm, a.args[1], x, first)) return false;
  for (int64_t i = 1; i < x->size; i++) std::memcpy(nd_flat_ptr(x, i), first, (size_t)x->itemsize());
  out = Value::none();
  return true;
}

bool to_list(VM& vm, NdArray* x, int dim, char* p, Value& out) {
  if (dim == x->ndim) {
    if (!dtype_is_flexible(x->dtype)) { out = nd_box_python(vm, x->dtype, p); return true; }
    Value e = nd_box_elem(vm, x, p);   // numpy.str_ / bytes_: tolist gives Python's str / bytes
    out = is_str(e) ? vm.str_value(as_str(e)->text()) : Value::object(vm.alloc<Bytes>(vm.t.bytes, as<Bytes>(e)->s));
    return true;
  }
  List* l = vm.new_list();
  RootScope roots(vm);
  roots.add(l);
  for (int64_t i = 0; i < x->shape[dim]; i++) {
    Value v;
    if (!to_list(vm, x, dim + 1, p + i * x->strides[dim], v)) return false;
    l->items.push_back(v);
  }
  out = Value::object(l);
  return true;
}

bool arr_tolist(VM& vm, CallArgs& a, Value& out) { return to_list(vm, self_arr(a), 0, self_arr(a)->data, out); }

bool arr_item(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  int64_t i = 0;
  if (a.nargs == 1) {
    if (x->size != 1) return vm.raise(vm.exc.ValueError, "can only convert an array of size 1 to a Python scalar");
  } else {
    if (!to_int64(vm, a.args[1], i, "index")) return false;
    if (i < 0) i += x->size;
    if (i < 0 || i >= x->size)
      return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for size %lld", (long long)i, (long long)x->size);
  }
  char* p = nd_flat_ptr(x, i);
  out = dtype_is_flexible(x->dtype) ? nd_box_elem(vm, x, p) : nd_box_python(vm, x->dtype, p);
  return true;
}

// ---- protocols

bool arr_len(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  if (x->ndim == 0) return vm.raise(vm.exc.TypeError, "len() of unsized object");
  out = Value::integer(x->shape[0]);
  return true;
}

bool arr_bool(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  if (x->size != 1)
    return vm.raise(vm.exc.ValueError, x->size == 0 ? "The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty."
                                                    : "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()");
  bool b;
  if (dtype_is_flexible(x->dtype)) {
    if (!truthy(vm, nd_box_elem(vm, x, x->data), b)) return false;
  } else {
    cast_element(x->dtype, x->data, DType::Bool, (char*)&b);
  }
  out = Value::boolean(b);
  return true;
}

bool scalar_conv(VM& vm, CallArgs& a, Value& out, TypeObject* to) {
  NdArray* x = self_arr(a);
  if (x->size != 1) return vm.raise(vm.exc.TypeError, "only size-1 arrays can be converted to Python scalars");
  return call1(vm, Value::object(to), nd_box_elem(vm, x, x->data), out);
}
bool arr_float(VM& vm, CallArgs& a, Value& out) { return scalar_conv(vm, a, out, vm.t.float_); }
bool arr_int(VM& vm, CallArgs& a, Value& out) { return scalar_conv(vm, a, out, vm.t.int_); }
bool arr_index(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  if (x->ndim != 0 || dtype_category(x->dtype) > 1)
    return vm.raise(vm.exc.TypeError, "only integer scalar arrays can be converted to a scalar index");
  return scalar_conv(vm, a, out, vm.t.int_);
}

bool arr_repr(VM& vm, CallArgs& a, Value& out) {
  std::string s;
  if (!np_array_repr(vm, self_arr(a), s)) return false;
  out = vm.str_value(s);
  return true;
}
bool arr_str(VM& vm, CallArgs& a, Value& out) {
  std::string s;
  if (!np_array_str(vm, self_arr(a), s)) return false;
  out = vm.str_value(s);
  return true;
}

// Iteration walks the first axis (a flatiter for 1-d arrays would box the same way).
struct ArrayIter : Object {
  NdArray* arr;
  int64_t i = 0;
  ArrayIter(TypeObject* t, NdArray* a) : Object(t), arr(a) {}
  void trace(Tracer& tr) override { tr.mark(arr); }
};

bool arr_iter(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = self_arr(a);
  if (x->ndim == 0) return vm.raise(vm.exc.TypeError, "iteration over a 0-d array");
  out = Value::object(vm.alloc<ArrayIter>(np_state(vm).array_iter, x));
  return true;
}

// a.flat: every element in C order; len() and integer indexing too.
bool arr_get_flat(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(vm.alloc<ArrayIter>(np_state(vm).flatiter, self_arr(a)));
  return true;
}
bool flat_next(VM& vm, CallArgs& a, Value& out) {
  ArrayIter* it = static_cast<ArrayIter*>(a.args[0].o);
  if (it->i >= it->arr->size) { vm.pending = vm.new_exception(vm.exc.StopIteration, {}); return false; }
  out = nd_box_elem(vm, it->arr, nd_flat_ptr(it->arr, it->i++));
  return true;
}
bool flat_len(VM&, CallArgs& a, Value& out) {
  out = Value::integer(static_cast<ArrayIter*>(a.args[0].o)->arr->size);
  return true;
}
bool flat_index(VM& vm, CallArgs& a, int64_t& i) {
  NdArray* x = static_cast<ArrayIter*>(a.args[0].o)->arr;
  if (!to_int64(vm, a.args[1], i, "index")) return false;
  if (i < 0) i += x->size;
  if (i < 0 || i >= x->size)
    return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis 0 with size %lld", (long long)i,
                     (long long)x->size);
  return true;
}
}  // namespace
bool np_getitem(VM& vm, CallArgs& a, Value& out);  // np_index.cpp
void add_bytes_methods(VM& vm, TypeObject* ndarray);     // np_bytes.cpp: tobytes, byteswap, tofile
void add_inplace_methods(VM& vm, TypeObject* ndarray);   // np_inplace.cpp: resize, itemset, choose
namespace {

// A key of a.flat that is not one integer: a slice, an integer or boolean
// array or list (fancy indexing of the flattened array).
bool flat_fancy_key(VM& vm, Value k) {
  return is_layout(k, Layout::Slice) || is_layout(k, Layout::List) || is_layout(k, Layout::Tuple) ||
         is_ndarray(vm, k) || k.is_bool();
}

// The flat indices a fancy key selects: np.arange(a.size)[key] (NumPy's
// IndexErrors), kept alive by `roots`.
NdArray* flat_positions(VM& vm, NdArray* x, Value key, RootScope& roots) {
  int64_t n = x->size;
  if (!is_layout(key, Layout::Slice) && !key.is_bool()) {   // integer positions: checked in NumPy's words
    NdArray* k = np_array_arg(vm, key, roots);
    if (!k) return nullptr;
    if (dtype_category(k->dtype) <= 1 && k->dtype != DType::Bool) {
      NdArray* p = nd_copy_as(vm, k, DType::Int64);
      if (!p) return nullptr;
      roots.add(p);
      for (int64_t i = 0; i < p->size; i++) {
        int64_t& v = ((int64_t*)p->data)[i];
        if (v < -n || v >= n) {
          vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for size %lld", (long long)v, (long long)n);
          return nullptr;
        }
        if (v < 0) v += n;
      }
      return p;
    }
  }
  NdArray* pos = nd_new(vm, DType::Int64, 1, &n);
  if (!pos) return nullptr;
  roots.add(pos);
  for (int64_t i = 0; i < n; i++) ((int64_t*)pos->data)[i] = i;
  Value args[2] = {Value::object(pos), key}, r;
  CallArgs ca{args, 2};
  if (!np_getitem(vm, ca, r)) return nullptr;
  roots.add(r);
  NdArray* p;
  if (!np_asarray(vm, r, p)) return nullptr;
  roots.add(p);
  return p;
}

bool flat_getitem(VM& vm, CallArgs& a, Value& out) {
  if (flat_fancy_key(vm, a.args[1])) {   // a copy: the elements at those flat positions
    NdArray* x = static_cast<ArrayIter*>(a.args[0].o)->arr;
    RootScope roots(vm);
    NdArray* pos = flat_positions(vm, x, a.args[1], roots);
    if (!pos) return false;
    NdArray* r = nd_new_sized(vm, x->dtype, x->itemsize(), pos->ndim, pos->shape);
    if (!r) return false;
    for (int64_t i = 0; i < pos->size; i++)
      std::memcpy(r->data + i * r->itemsize(), nd_flat_ptr(x, *(int64_t*)nd_flat_ptr(pos, i)), (size_t)r->itemsize());
    out = Value::object(r);
    return true;
  }
  int64_t i;
  if (!flat_index(vm, a, i)) return false;
  NdArray* x = static_cast<ArrayIter*>(a.args[0].o)->arr;
  out = nd_box_elem(vm, x, nd_flat_ptr(x, i));
  return true;
}
bool flat_setitem(VM& vm, CallArgs& a, Value& out) {
  if (flat_fancy_key(vm, a.args[1])) {   // the values, cast to a's dtype, cycled over the positions
    NdArray* x = static_cast<ArrayIter*>(a.args[0].o)->arr;
    if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
    RootScope roots(vm);
    NdArray* pos = flat_positions(vm, x, a.args[1], roots);
    NdArray* v = pos ? np_array_arg(vm, a.args[2], roots) : nullptr;
    if (!v) return false;
    NdArray* vc = nd_copy_sized(vm, v, x->dtype, x->itemsize());
    if (!vc) return false;
    roots.add(vc);
    out = Value::none();
    if (vc->size == 0) return true;
    for (int64_t i = 0; i < pos->size; i++)
      std::memcpy(nd_flat_ptr(x, *(int64_t*)nd_flat_ptr(pos, i)), vc->data + (i % vc->size) * vc->itemsize(),
                  (size_t)x->itemsize());
    return true;
  }
  int64_t i;
  if (!flat_index(vm, a, i)) return false;
  NdArray* x = static_cast<ArrayIter*>(a.args[0].o)->arr;
  out = Value::none();
  return nd_unbox_elem(vm, a.args[2], x, nd_flat_ptr(x, i));
}

bool iter_next_item(VM& vm, CallArgs& a, Value& out) {
  ArrayIter* it = static_cast<ArrayIter*>(a.args[0].o);
  NdArray* x = it->arr;
  if (it->i >= x->shape[0]) { vm.pending = vm.new_exception(vm.exc.StopIteration, {}); return false; }
  char* p = x->data + it->i * x->strides[0];
  it->i++;
  if (x->ndim == 1) { out = nd_box_elem(vm, x, p); return true; }
  NdArray* r = nd_view(vm, x, x->dtype, p, x->ndim - 1, x->shape + 1, x->strides + 1);
  if (!r) return false;
  out = Value::object(r);
  return true;
}
bool iter_self(VM&, CallArgs& a, Value& out) { out = a.args[0]; return true; }

// ---- operators

// a ** e with a scalar exponent as NumPy's array power takes it: a float
// or complex array raised to -1, 0.5 or 2 runs reciprocal, sqrt or square
// (their values and warnings, e.g. sqrt(-0.0) is -0.0), any other array
// squared for 2 (an integer array in float64 when e is a float). Sets
// `done` when it handled the operation.
bool fast_scalar_power(VM& vm, Value self, Value e, bool inplace, Value& out, bool& done) {
  done = false;
  NdArray* x = as<NdArray>(self);
  double exp;
  bool float_exp;
  if (e.is_int() || e.is_bool()) {
    exp = e.is_bool() ? (double)e.b : (double)e.i;
    float_exp = false;
  } else if (e.is_float()) {
    exp = e.f;
    float_exp = true;
  } else {
    ScalarBits bits;
    DType dt;
    const char* p;
    if (is_ndarray(vm, e) && as<NdArray>(e)->ndim == 0) {
      NdArray* z = as<NdArray>(e);
      dt = z->dtype;
      p = z->data;
    } else if (np_scalar_bits(vm, e, bits)) {
      dt = bits.dtype;
      p = (const char*)bits.data;
    } else {
      return true;
    }
    if (dt == DType::Bool || dtype_is_complex(dt) || dtype_is_flexible(dt)) return true;
    cast_element(dt, p, DType::Float64, (char*)&exp);
    float_exp = dtype_info(dt).kind == 'f';
  }
  const char* op = nullptr;
  bool inexact = dtype_info(x->dtype).kind == 'f' || dtype_is_complex(x->dtype);
  if (inexact) op = exp == -1.0 ? "reciprocal" : exp == 0.5 ? "sqrt" : exp == 2.0 ? "square" : nullptr;
  else if (exp == 2.0) op = "square";
  if (!op) return true;
  done = true;
  Value in = self;
  RootScope roots(vm);
  if (!inexact && !inplace && float_exp && dtype_info(x->dtype).kind != 'b') {
    NdArray* f = nd_copy_as(vm, x, DType::Float64);
    if (!f) return false;
    in = Value::object(f);
    roots.add(in);
  }
  return ufunc_call(vm, np_ufunc(vm, op), &in, inplace ? self : Value(), out);
}

#define TPY_NP_ARR_OP(dunder, ufunc)                                                         \
  bool arr_##dunder(VM& vm, CallArgs& a, Value& out) {                                        \
    if constexpr (std::string_view(ufunc) == "power") {                                       \
      bool done;                                                                              \
      if (!fast_scalar_power(vm, a.args[0], a.args[1], false, out, done)) return false;      \
      if (done) return true;                                                                  \
    }                                                                                         \
    return np_binary(vm, ufunc, a.args[0], a.args[1], false, out);                            \
  }                                                                                           \
  bool arr_r##dunder(VM& vm, CallArgs& a, Value& out) {                                       \
    return np_binary(vm, ufunc, a.args[0], a.args[1], true, out);                             \
  }                                                                                           \
  bool arr_i##dunder(VM& vm, CallArgs& a, Value& out) {                                       \
    if constexpr (std::string_view(ufunc) == "power") {                                       \
      bool done;                                                                              \
      if (!fast_scalar_power(vm, a.args[0], a.args[1], true, out, done)) return false;       \
      if (done) return true;                                                                  \
    }                                                                                         \
    Value ins[2] = {a.args[0], a.args[1]};                                                    \
    return ufunc_call(vm, np_ufunc(vm, ufunc), ins, a.args[0], out);                          \
  }
TPY_NP_BINOPS(TPY_NP_ARR_OP)
#undef TPY_NP_ARR_OP
// a == None / a != None: every element unequal (NumPy compares with the
// object None), an all-False / all-True bool array of a's shape.
bool none_compare(VM& vm, NdArray* x, bool ne, Value& out) {
  NdArray* r = nd_new(vm, DType::Bool, x->ndim, x->shape);
  if (!r) return false;
  if (ne) std::memset(r->data, 1, (size_t)r->size);
  out = Value::object(r);
  return true;
}

// An ordering of operands the ufunc has no loop for (numbers with str) is
// NotImplemented, as NumPy's, so Python raises "'<' not supported between
// instances of ...".
bool arr_compare(VM& vm, const char* ufunc, CallArgs& a, Value& out) {
  std::string_view u = ufunc;
  bool equality = u == "equal" || u == "not_equal";
  if (equality && a.args[1].is_none()) return none_compare(vm, self_arr(a), u == "not_equal", out);
  if (np_binary(vm, ufunc, a.args[0], a.args[1], false, out)) return true;
  if (equality && vm.pending_is(vm.exc.ValueError)) {
    // Shapes that do not broadcast: NumPy 1.24 warns (twice: its ufunc
    // attempt and its fallback each do) and answers with one bool.
    vm.take_pending();
    for (int i = 0; i < 2; i++)
      if (!np_warn(vm, vm.exc.DeprecationWarning, "elementwise comparison failed; this will raise an error in the future."))
        return false;
    out = Value::boolean(u == "not_equal");
    return true;
  }
  TypeObject* no_loop = ufunc_error_type(vm, "_UFuncNoLoopError");
  if (equality || !no_loop || !vm.pending_is(no_loop)) return false;
  vm.take_pending();
  out = vm.not_implemented;
  return true;
}
#define TPY_NP_ARR_CMP(dunder, ufunc)                                 \
  bool arr_##dunder(VM& vm, CallArgs& a, Value& out) { return arr_compare(vm, ufunc, a, out); }
TPY_NP_CMPOPS(TPY_NP_ARR_CMP)
#undef TPY_NP_ARR_CMP
#define TPY_NP_ARR_UN(dunder, ufunc)                                 \
  bool arr_##dunder(VM& vm, CallArgs& a, Value& out) {                \
    Value in = a.args[0];                                             \
    return ufunc_call(vm, np_ufunc(vm, ufunc), &in, Value(), out);    \
  }
TPY_NP_UNOPS(TPY_NP_ARR_UN)
#undef TPY_NP_ARR_UN

// divmod(a, b) / divmod(b, a): np.divmod's (quotient, remainder) pair.
bool arr_divmod(VM& vm, CallArgs& a, Value& out) { return np_binary(vm, "divmod", a.args[0], a.args[1], false, out); }
bool arr_rdivmod(VM& vm, CallArgs& a, Value& out) { return np_binary(vm, "divmod", a.args[0], a.args[1], true, out); }


}  // namespace

bool np_binary(VM& vm, const char* ufunc, Value self, Value other, bool reflected, Value& out) {
  Value ins[2] = {reflected ? other : self, reflected ? self : other};
  return ufunc_call(vm, np_ufunc(vm, ufunc), ins, Value(), out);
}

bool np_getitem(VM& vm, CallArgs& a, Value& out);  // np_index.cpp
void add_bytes_methods(VM& vm, TypeObject* ndarray);     // np_bytes.cpp: tobytes, byteswap, tofile
void add_inplace_methods(VM& vm, TypeObject* ndarray);   // np_inplace.cpp: resize, itemset, choose
bool np_setitem(VM& vm, CallArgs& a, Value& out);

namespace {

const NativeDef kArrayMethods[] = {
    {"__repr__", arr_repr, 1, 1, false, JitHint::None},
    {"__str__", arr_str, 1, 1, false, JitHint::None},
    {"__len__", arr_len, 1, 1, false, JitHint::None},
    {"__bool__", arr_bool, 1, 1, false, JitHint::None},
    {"__float__", arr_float, 1, 1, false, JitHint::None},
    {"__int__", arr_int, 1, 1, false, JitHint::None},
    {"__index__", arr_index, 1, 1, false, JitHint::None},
    {"__iter__", arr_iter, 1, 1, false, JitHint::None},
    {"__contains__", arr_contains, 2, 2, false, JitHint::None},
    {"__getitem__", np_getitem, 2, 2, false, JitHint::None},
    {"__setitem__", np_setitem, 3, 3, false, JitHint::None},
    {"reshape", arr_reshape, 1, -1, true, JitHint::None},
    {"ravel", arr_ravel, 1, 2, true, JitHint::None},
    {"flatten", arr_flatten, 1, 2, true, JitHint::None},
    {"transpose", arr_transpose, 1, -1, false, JitHint::None},
    {"copy", arr_copy, 1, 2, true, JitHint::None},
    {"__copy__", arr_dunder_copy, 1, 1, false, JitHint::None},
    {"__deepcopy__", arr_dunder_copy, 2, 2, false, JitHint::None},
    {"astype", arr_astype, 2, 6, true, JitHint::None},
    {"fill", arr_fill, 2, 2, false, JitHint::None},
    {"tolist", arr_tolist, 1, 1, false, JitHint::None},
    {"item", arr_item, 1, 2, false, JitHint::None},
    {"__divmod__", arr_divmod, 2, 2, false, JitHint::None},
    {"__rdivmod__", arr_rdivmod, 2, 2, false, JitHint::None},
#define TPY_NP_ARR_ROW(dunder, ufunc)                               \
  {"__" #dunder "__", arr_##dunder, 2, 2, false, JitHint::None},    \
  {"__r" #dunder "__", arr_r##dunder, 2, 2, false, JitHint::None},  \
  {"__i" #dunder "__", arr_i##dunder, 2, 2, false, JitHint::None},
    TPY_NP_BINOPS(TPY_NP_ARR_ROW)
#undef TPY_NP_ARR_ROW
#define TPY_NP_ARR_ROW(dunder, ufunc) {"__" #dunder "__", arr_##dunder, 2, 2, false, JitHint::None},
    TPY_NP_CMPOPS(TPY_NP_ARR_ROW)
#undef TPY_NP_ARR_ROW
#define TPY_NP_ARR_ROW(dunder, ufunc) {"__" #dunder "__", arr_##dunder, 1, 1, false, JitHint::None},
    TPY_NP_UNOPS(TPY_NP_ARR_ROW)
#undef TPY_NP_ARR_ROW
};
const NativeDef kArrayGetters[] = {
    {"shape", arr_get_shape, 1, 1, false, JitHint::None},
    {"dtype", arr_get_dtype, 1, 1, false, JitHint::None},
    {"size", arr_get_size, 1, 1, false, JitHint::None},
    {"ndim", arr_get_ndim, 1, 1, false, JitHint::None},
    {"itemsize", arr_get_itemsize, 1, 1, false, JitHint::None},
    {"nbytes", arr_get_nbytes, 1, 1, false, JitHint::None},
    {"strides", arr_get_strides, 1, 1, false, JitHint::None},
    {"T", arr_get_T, 1, 1, false, JitHint::None},
    {"base", arr_get_base, 1, 1, false, JitHint::None},
    {"flat", arr_get_flat, 1, 1, false, JitHint::None},
    {"real", arr_get_real, 1, 1, false, JitHint::None},
    {"imag", arr_get_imag, 1, 1, false, JitHint::None},
};
const NativeDef kIterMethods[] = {
    {"__next__", iter_next_item, 1, 1, false, JitHint::None},
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
};
const NativeDef kFlatMethods[] = {
    {"__next__", flat_next, 1, 1, false, JitHint::None},
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
    {"__len__", flat_len, 1, 1, false, JitHint::None},
    {"__getitem__", flat_getitem, 2, 2, false, JitHint::None},
    {"__setitem__", flat_setitem, 3, 3, false, JitHint::None},
};

}  // namespace

void init_ndarray_type(VM& vm, NpState& st) {
  Value numpy_name = Value::object(vm.intern("numpy"));
  TypeObject* t = vm.new_builtin_type("ndarray", Layout::Native, vm.t.object);
  t->module = numpy_name;
  t->subclassable = false;
  vm.add_methods(t, kArrayMethods);
  for (auto& g : kArrayGetters) add_getter(vm, t, &g);
  dict_set_str(vm, t->dict, vm.names.hash, Value::none());  // arrays are mutable: unhashable
  st.ndarray = t;
  np_keep(vm, st, t);
  add_array_reduction_methods(vm, t);
  add_sort_methods(vm, t);
  add_view_methods(vm, t);
  add_bytes_methods(vm, t);
  add_inplace_methods(vm, t);
  TypeObject* it = vm.new_builtin_type("iterator", Layout::Native, vm.t.object);
  it->module = numpy_name;
  it->subclassable = false;
  vm.add_methods(it, kIterMethods);
  st.array_iter = it;
  np_keep(vm, st, it);
  TypeObject* fl = vm.new_builtin_type("flatiter", Layout::Native, vm.t.object);
  fl->module = numpy_name;
  fl->subclassable = false;
  vm.add_methods(fl, kFlatMethods);
  st.flatiter = fl;
  np_keep(vm, st, fl);
}

}  // namespace tpy
