// np_layout.cpp — functions that rearrange arrays as views of the same
// memory: flip / fliplr / flipud / rot90, swapaxes / moveaxis,
// broadcast_to / broadcast_arrays, atleast_1d/2d/3d, the split family;
// and the joins built on them (column_stack, row_stack, dstack).
// Copies of the data (roll, tri, diag, meshgrid, ...) are np_build.cpp.
#include <algorithm>
#include <string>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

namespace {

// None (all dims), an int or a tuple of ints as a mask of dims; ValueError
// "repeated axis" on duplicates (np.core.numeric.normalize_axis_tuple).
bool axes_mask(VM& vm, Value v, int ndim, uint64_t& mask) {
  if (v.is_undef() || v.is_none()) return np_axis_mask(vm, v, ndim, mask);
  std::vector<Value> items;
  if (is_layout(v, Layout::Tuple) || is_layout(v, Layout::List)) {
    if (!collect_iterable(vm, v, items)) return false;
  } else {
    items.push_back(v);
  }
  mask = 0;
  for (Value item : items) {
    int ax;
    if (!np_one_axis(vm, item, ndim, ax)) return false;
    if (mask >> ax & 1) return vm.raise(vm.exc.ValueError, "repeated axis");
    mask |= 1ull << ax;
  }
  return true;
}

// x viewed with dims reversed where `mask` has a bit.
NdArray* flipped(VM& vm, NdArray* x, uint64_t mask) {
  int64_t str[kMaxDims];
  char* data = x->data;
  for (int d = 0; d < x->ndim; d++) {
    str[d] = x->strides[d];
    if (!(mask >> d & 1)) continue;
    if (x->shape[d] > 0) data += (x->shape[d] - 1) * x->strides[d];
    str[d] = -x->strides[d];
  }
  return nd_view(vm, x, x->dtype, data, x->ndim, x->shape, str);
}

NdArray* permuted(VM& vm, NdArray* x, const int* perm) {
  int64_t shp[kMaxDims], str[kMaxDims];
  for (int d = 0; d < x->ndim; d++) { shp[d] = x->shape[perm[d]]; str[d] = x->strides[perm[d]]; }
  return nd_view(vm, x, x->dtype, x->data, x->ndim, shp, str);
}

bool ret(NdArray* r, Value& out) {
  if (!r) return false;
  out = Value::object(r);
  return true;
}

bool fn_flip(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "flip", {"m", "axis"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  uint64_t mask;
  if (!x || !axes_mask(vm, args[1], x->ndim, mask)) return false;
  return ret(flipped(vm, x, mask), out);
}

bool flip_dim(VM& vm, Value v, int dim, const char* msg, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, v, roots);
  if (!x) return false;
  if (x->ndim <= dim) return vm.raise(vm.exc.ValueError, msg);
  return ret(flipped(vm, x, 1ull << dim), out);
}
bool fn_fliplr(VM& vm, CallArgs& a, Value& out) { return flip_dim(vm, a.args[0], 1, "Input must be >= 2-d.", out); }
bool fn_flipud(VM& vm, CallArgs& a, Value& out) { return flip_dim(vm, a.args[0], 0, "Input must be >= 1-d.", out); }

bool fn_rot90(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "rot90", {"m", "k", "axes"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  if (!x) return false;
  int64_t k = 1, ax[2] = {0, 1};
  if (!args[1].is_undef() && !to_int64(vm, args[1], k, "k")) return false;
  if (!args[2].is_undef()) {
    std::vector<Value> items;
    if (!collect_iterable(vm, args[2], items)) return false;
    if (items.size() != 2) return vm.raise(vm.exc.ValueError, "len(axes) must be 2.");
    for (int i = 0; i < 2; i++)
      if (!to_int64(vm, items[i], ax[i], "axes")) return false;
  }
  int nd = x->ndim;
  if (ax[0] == ax[1] || ax[0] - ax[1] == nd || ax[1] - ax[0] == nd)
    return vm.raise(vm.exc.ValueError, "Axes must be different.");
  if (ax[0] >= nd || ax[0] < -nd || ax[1] >= nd || ax[1] < -nd)
    return vm.raisef(vm.exc.ValueError, "Axes=(%lld, %lld) out of range for array of ndim=%d.", (long long)ax[0],
                     (long long)ax[1], nd);
  int a0 = (int)(ax[0] < 0 ? ax[0] + nd : ax[0]), a1 = (int)(ax[1] < 0 ? ax[1] + nd : ax[1]);
  k = ((k % 4) + 4) % 4;
  if (k == 0) return ret(nd_view(vm, x, x->dtype, x->data, nd, x->shape, x->strides), out);
  if (k == 2) return ret(flipped(vm, x, 1ull << a0 | 1ull << a1), out);
  int perm[kMaxDims];
  for (int d = 0; d < nd; d++) perm[d] = d;
  perm[a0] = a1;
  perm[a1] = a0;
  NdArray* y = k == 1 ? flipped(vm, x, 1ull << a1) : permuted(vm, x, perm);
  if (!y) return false;
  roots.add(y);
  return ret(k == 1 ? permuted(vm, y, perm) : flipped(vm, y, 1ull << a1), out);
}

bool do_swapaxes(VM& vm, Value av, Value v1, Value v2, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, av, roots);
  int a1, a2;
  if (!x || !np_one_axis(vm, v1, x->ndim, a1, "axis1: ") || !np_one_axis(vm, v2, x->ndim, a2, "axis2: ")) return false;
  int perm[kMaxDims];
  for (int d = 0; d < x->ndim; d++) perm[d] = d;
  perm[a1] = a2;
  perm[a2] = a1;
  return ret(permuted(vm, x, perm), out);
}
bool fn_swapaxes(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "swapaxes", {"a", "axis1", "axis2"}, 3, args)) return false;
  return do_swapaxes(vm, args[0], args[1], args[2], out);
}
bool m_swapaxes(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs != 3) return vm.raisef(vm.exc.TypeError, "swapaxes() takes exactly 2 arguments (%d given)", a.nargs - 1);
  return do_swapaxes(vm, a.args[0], a.args[1], a.args[2], out);
}

// An int or a sequence of ints as normalised axes; ValueError "repeated
// axis in `what` argument" on duplicates.
bool axis_list(VM& vm, Value v, int ndim, const char* what, std::vector<int>& out) {
  std::vector<Value> items;
  if (is_layout(v, Layout::List) || is_layout(v, Layout::Tuple) || is_ndarray(vm, v)) {
    if (!collect_iterable(vm, v, items)) return false;
  } else {
    items.push_back(v);
  }
  std::string prefix = std::string(what) + ": ";
  for (Value item : items) {
    int ax;
    if (!np_one_axis(vm, item, ndim, ax, prefix.c_str())) return false;
    for (int o : out)
      if (o == ax) return vm.raisef(vm.exc.ValueError, "repeated axis in `%s` argument", what);
    out.push_back(ax);
  }
  return true;
}

bool fn_moveaxis(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "moveaxis", {"a", "source", "destination"}, 3, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  std::vector<int> src, dst;
  if (!x || !axis_list(vm, args[1], x->ndim, "source", src) || !axis_list(vm, args[2], x->ndim, "destination", dst))
    return false;
  if (src.size() != dst.size())
    return vm.raise(vm.exc.ValueError, "`source` and `destination` arguments must have the same number of elements");
  // The axes not moved keep their order and fill the places not named.
  int perm[kMaxDims], rest[kMaxDims], nrest = 0;
  bool placed[kMaxDims] = {};
  for (int d = 0; d < x->ndim; d++) {
    bool moved = false;
    for (int s : src) moved = moved || s == d;
    if (!moved) rest[nrest++] = d;
  }
  for (size_t i = 0; i < src.size(); i++) { perm[dst[i]] = src[i]; placed[dst[i]] = true; }
  for (int d = 0, r = 0; d < x->ndim; d++)
    if (!placed[d]) perm[d] = rest[r++];
  return ret(permuted(vm, x, perm), out);
}

// ---- broadcasting views

NdArray* broadcast_view(VM& vm, NdArray* x, int nd, const int64_t* shape, bool readonly) {
  int64_t str[kMaxDims];
  broadcast_strides(x, nd, shape, str);
  NdArray* r = nd_view(vm, x, x->dtype, x->data, nd, shape, str);
  if (r && readonly) r->flags &= ~kNdWriteable;
  return r;
}

bool fn_broadcast_to(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "broadcast_to", {"array", "shape", "subok"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  int nd;
  int64_t shape[kMaxDims];
  if (!x || !np_shape_arg(vm, args[1], nd, shape)) return false;
  for (int d = 0; d < nd; d++)
    if (shape[d] < 0) return vm.raise(vm.exc.ValueError, "all elements of broadcast shape must be non-negative");
  if (x->ndim > nd)
    return vm.raise(vm.exc.ValueError, "input operand has more dimensions than allowed by the axis remapping");
  for (int d = 0; d < x->ndim; d++) {
    int64_t have = x->shape[d], want = shape[nd - x->ndim + d];
    if (have != 1 && have != want)
      return vm.raisef(vm.exc.ValueError,
                       "operands could not be broadcast together with remapped shapes [original->remapped]: %s  "
                       "and requested shape %s",
                       shape_text(x->ndim, x->shape, true).c_str(), shape_text(nd, shape, true).c_str());
  }
  return ret(broadcast_view(vm, x, nd, shape, true), out);
}

bool fn_broadcast_arrays(VM& vm, CallArgs& a, Value& out) {
  if (a.nkw() > (kwarg(a, "subok").is_undef() ? 0 : 1))
    return vm.raise(vm.exc.TypeError, "broadcast_arrays() got an unexpected keyword argument");
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  for (int i = 0; i < a.nargs; i++) {
    NdArray* x = np_array_arg(vm, a.args[i], roots);
    if (!x) return false;
    arrs.push_back(x);
  }
  int nd = 0;
  int64_t shape[kMaxDims];
  if (!arrs.empty() && !broadcast_shapes(vm, (int)arrs.size(), arrs.data(), nd, shape))
    return raise_broadcast_mismatch(vm, arrs.data(), (int)arrs.size());
  std::vector<Value> items;
  for (NdArray* x : arrs) {
    bool same = x->ndim == nd;
    for (int d = 0; same && d < nd; d++) same = x->shape[d] == shape[d];
    NdArray* r = same ? x : broadcast_view(vm, x, nd, shape, false);
    if (!r) return false;
    roots.add(r);
    items.push_back(Value::object(r));
  }
  out = Value::object(vm.new_list(std::move(items)));
  return true;
}

// ---- atleast_nd

// x with at least nd (1, 2 or 3) dims, as NumPy's atleast_{1,2,3}d pad them.
NdArray* at_least_nd(VM& vm, NdArray* x, int nd) {
  if (x->ndim >= nd) return x;
  int64_t shp[3], str[3];
  int n = 0;
  auto dim = [&](int64_t s, int64_t st) { shp[n] = s; str[n++] = st; };
  if (x->ndim == 0) {
    for (int d = 0; d < nd; d++) dim(1, 0);
  } else if (x->ndim == 1) {
    if (nd >= 2) dim(1, 0);
    dim(x->shape[0], x->strides[0]);
    if (nd == 3) dim(1, 0);
  } else {  // 2-d to 3-d
    dim(x->shape[0], x->strides[0]);
    dim(x->shape[1], x->strides[1]);
    dim(1, 0);
  }
  return nd_view(vm, x, x->dtype, x->data, n, shp, str);
}

bool atleast(VM& vm, CallArgs& a, int nd, Value& out) {
  RootScope roots(vm);
  std::vector<Value> items;
  for (int i = 0; i < a.nargs; i++) {
    NdArray* x = np_array_arg(vm, a.args[i], roots);
    if (x) x = at_least_nd(vm, x, nd);
    if (!x) return false;
    roots.add(x);
    items.push_back(Value::object(x));
  }
  out = items.size() == 1 ? items[0] : Value::object(vm.new_list(std::move(items)));
  return true;
}
bool fn_atleast_1d(VM& vm, CallArgs& a, Value& out) { return atleast(vm, a, 1, out); }
bool fn_atleast_2d(VM& vm, CallArgs& a, Value& out) { return atleast(vm, a, 2, out); }
bool fn_atleast_3d(VM& vm, CallArgs& a, Value& out) { return atleast(vm, a, 3, out); }

// ---- joins

// Arrays of a sequence argument, each passed through `prep`.
template <class Prep>
bool join_inputs(VM& vm, Value seq, std::vector<NdArray*>& arrs, RootScope& roots, Prep&& prep) {
  std::vector<Value> items;
  if (!collect_iterable(vm, seq, items)) return false;
  if (items.empty()) return vm.raise(vm.exc.ValueError, "need at least one array to concatenate");
  for (Value v : items) {
    NdArray* x = np_array_arg(vm, v, roots);
    if (x) x = prep(x);
    if (!x) return false;
    roots.add(x);
    arrs.push_back(x);
  }
  return true;
}

bool fn_column_stack(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  auto prep = [&](NdArray* x) -> NdArray* {
    if (x->ndim >= 2) return x;
    int64_t shp[2] = {x->ndim ? x->shape[0] : 1, 1}, str[2] = {x->ndim ? x->strides[0] : 0, 0};
    return nd_view(vm, x, x->dtype, x->data, 2, shp, str);
  };
  if (!join_inputs(vm, a.args[0], arrs, roots, prep)) return false;
  return np_concat(vm, arrs, 1, out);
}

bool fn_dstack(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  if (!join_inputs(vm, a.args[0], arrs, roots, [&](NdArray* x) { return at_least_nd(vm, x, 3); })) return false;
  return np_concat(vm, arrs, 2, out);
}

bool fn_row_stack(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  if (!join_inputs(vm, a.args[0], arrs, roots, [&](NdArray* x) { return at_least_nd(vm, x, 2); })) return false;
  return np_concat(vm, arrs, 0, out);
}

// ---- split

// Views of x between the cut points along axis (clipped as slices clip).
bool split_at(VM& vm, NdArray* x, int axis, const std::vector<int64_t>& cuts, Value& out) {
  RootScope roots(vm);
  std::vector<Value> parts;
  int64_t n = x->shape[axis], prev = 0;
  for (size_t i = 0; i <= cuts.size(); i++) {
    int64_t lo = prev, hi = i < cuts.size() ? cuts[i] : n;
    prev = hi;
    if (lo < 0) lo = std::max<int64_t>(lo + n, 0);
    if (hi < 0) hi = std::max<int64_t>(hi + n, 0);
    lo = std::min(lo, n);
    hi = std::max(std::min(hi, n), lo);
    int64_t shp[kMaxDims];
    for (int d = 0; d < x->ndim; d++) shp[d] = x->shape[d];
    shp[axis] = hi - lo;
    NdArray* r = nd_view(vm, x, x->dtype, x->data + lo * x->strides[axis], x->ndim, shp, x->strides);
    if (!r) return false;
    roots.add(r);
    parts.push_back(Value::object(r));
  }
  out = Value::object(vm.new_list(std::move(parts)));
  return true;
}

// split / array_split: `equal` demands sections that divide the axis.
bool do_split(VM& vm, Value av, Value how, Value axis_v, bool equal, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, av, roots);
  if (!x) return false;
  int64_t ax = 0;
  if (!axis_v.is_undef() && !to_int64(vm, axis_v, ax, "axis")) return false;
  if (ax < -x->ndim || ax >= x->ndim) return vm.raise(vm.exc.IndexError, "tuple index out of range");
  int axis = (int)(ax < 0 ? ax + x->ndim : ax);
  int64_t n = x->shape[axis];
  std::vector<int64_t> cuts;
  if (is_layout(how, Layout::List) || is_layout(how, Layout::Tuple) || is_ndarray(vm, how)) {
    std::vector<Value> items;
    if (!collect_iterable(vm, how, items)) return false;
    for (Value v : items) {
      int64_t c;
      if (!to_int64(vm, v, c, "index")) return false;
      cuts.push_back(c);
    }
    return split_at(vm, x, axis, cuts, out);
  }
  int64_t sections;
  if (!to_int64(vm, how, sections, "sections")) return false;
  if (equal && sections == 0) return vm.raise(vm.exc.ZeroDivisionError, "integer modulo by zero");
  if (equal && n % sections != 0) return vm.raise(vm.exc.ValueError, "array split does not result in an equal division");
  if (sections <= 0) return vm.raise(vm.exc.ValueError, "number sections must be larger than 0.");
  int64_t each = n / sections, extra = n % sections, at = 0;
  for (int64_t i = 0; i + 1 < sections; i++) cuts.push_back(at += each + (i < extra ? 1 : 0));
  return split_at(vm, x, axis, cuts, out);
}

bool fn_split(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "split", {"ary", "indices_or_sections", "axis"}, 2, args)) return false;
  return do_split(vm, args[0], args[1], args[2], true, out);
}
bool fn_array_split(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "array_split", {"ary", "indices_or_sections", "axis"}, 2, args)) return false;
  return do_split(vm, args[0], args[1], args[2], false, out);
}

// hsplit / vsplit / dsplit: split along a fixed axis of arrays of at least min_nd dims.
bool split_fixed(VM& vm, CallArgs& a, const char* name, int min_nd, int axis, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, a.args[0], roots);
  if (!x) return false;
  if (x->ndim < min_nd)
    return vm.raisef(vm.exc.ValueError, "%s only works on arrays of %d or more dimensions", name, min_nd);
  if (axis < 0) axis = x->ndim > 1 ? 1 : 0;
  return do_split(vm, Value::object(x), a.args[1], Value::integer(axis), true, out);
}
bool fn_hsplit(VM& vm, CallArgs& a, Value& out) { return split_fixed(vm, a, "hsplit", 1, -1, out); }
bool fn_vsplit(VM& vm, CallArgs& a, Value& out) { return split_fixed(vm, a, "vsplit", 2, 0, out); }
bool fn_dsplit(VM& vm, CallArgs& a, Value& out) { return split_fixed(vm, a, "dsplit", 3, 2, out); }

const NativeDef kLayoutFunctions[] = {
    {"flip", fn_flip, 1, 2, true, JitHint::None},
    {"fliplr", fn_fliplr, 1, 1, false, JitHint::None},
    {"flipud", fn_flipud, 1, 1, false, JitHint::None},
    {"rot90", fn_rot90, 1, 3, true, JitHint::None},
    {"swapaxes", fn_swapaxes, 3, 3, true, JitHint::None},
    {"moveaxis", fn_moveaxis, 3, 3, true, JitHint::None},
    {"broadcast_to", fn_broadcast_to, 2, 3, true, JitHint::None},
    {"broadcast_arrays", fn_broadcast_arrays, 0, -1, true, JitHint::None},
    {"atleast_1d", fn_atleast_1d, 0, -1, false, JitHint::None},
    {"atleast_2d", fn_atleast_2d, 0, -1, false, JitHint::None},
    {"atleast_3d", fn_atleast_3d, 0, -1, false, JitHint::None},
    {"column_stack", fn_column_stack, 1, 1, false, JitHint::None},
    {"row_stack", fn_row_stack, 1, 1, false, JitHint::None},
    {"dstack", fn_dstack, 1, 1, false, JitHint::None},
    {"split", fn_split, 2, 3, true, JitHint::None},
    {"array_split", fn_array_split, 2, 3, true, JitHint::None},
    {"hsplit", fn_hsplit, 2, 2, false, JitHint::None},
    {"vsplit", fn_vsplit, 2, 2, false, JitHint::None},
    {"dsplit", fn_dsplit, 2, 2, false, JitHint::None},
};

const NativeDef kLayoutMethods[] = {
    {"swapaxes", m_swapaxes, 1, -1, false, JitHint::None},
};

}  // namespace

bool raise_broadcast_mismatch(VM& vm, NdArray* const* arrs, int n) {
  vm.take_pending();
  for (int i = 1; i < n; i++)
    for (int j = 0; j < i; j++) {
      NdArray* pair[2] = {arrs[j], arrs[i]};
      int pnd;
      int64_t pshape[kMaxDims];
      if (broadcast_shapes(vm, 2, pair, pnd, pshape)) continue;
      vm.take_pending();
      return vm.raisef(vm.exc.ValueError,
                       "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg %d "
                       "with shape %s and arg %d with shape %s.",
                       j, shape_text(arrs[j]->ndim, arrs[j]->shape).c_str(), i,
                       shape_text(arrs[i]->ndim, arrs[i]->shape).c_str());
    }
  return vm.raise(vm.exc.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.");
}

void add_layout_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kLayoutFunctions);
  vm.add_methods(np_state(vm).ndarray, kLayoutMethods);
}

}  // namespace tpy
