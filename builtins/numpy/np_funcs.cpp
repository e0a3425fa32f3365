// np_funcs.cpp — array functions that are not ufuncs or reductions (sorting
// and searchsorted are np_sort.cpp, unique np_sets.cpp, clip, round and
// isclose np_math.cpp): concatenate, stack, where, and the function forms
// of reshape/ravel/transpose/copy/shape. Typed work
// goes through dispatch_dtype; joining and selection through nd_assign.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"
#include "builtins/numpy/np_order.h"

namespace tpy {

namespace {

bool axis_arg(VM& vm, Value v, int ndim, int dflt, int& axis) {
  if (v.is_undef()) { axis = dflt; return true; }
  int64_t ax;
  if (!to_int64(vm, v, ax, "axis")) return false;
  if (ax < -ndim || ax >= ndim)
    return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension %d", (long long)ax, ndim);
  axis = (int)(ax < 0 ? ax + ndim : ax);
  return true;
}

// Arrays of a sequence argument (concatenate, stack: `what` in the error
// for none).
bool array_list(VM& vm, Value seq, std::vector<NdArray*>& out, RootScope& roots, const char* what = "concatenate") {
  std::vector<Value> items;
  if (!collect_iterable(vm, seq, items)) return false;
  if (items.empty()) return vm.raisef(vm.exc.ValueError, "need at least one array to %s", what);
  for (Value v : items) {
    NdArray* a = np_array_arg(vm, v, roots);
    if (!a) return false;
    out.push_back(a);
  }
  return true;
}

// The dtype joining arrs[0..n) gives and, for str/bytes, its item size:
// str or bytes when any operand is (str when any is str), as wide as
// str_common_itemsize says; NumPy's promotion otherwise.
int64_t item_bytes_of(DType dt, int64_t itemsize) { return dtype_is_flexible(dt) ? itemsize : dtype_size(dt); }

DType joined_dtype(NdArray* const* arrs, int n, int64_t& itemsize) {
  DType dt = arrs[0]->dtype;
  bool text = false, any_str = false;
  for (int k = 0; k < n; k++) {
    text = text || dtype_is_flexible(arrs[k]->dtype);
    any_str = any_str || arrs[k]->dtype == DType::Str;
    if (k) dt = promote_types(dt, arrs[k]->dtype);
  }
  itemsize = 0;
  if (!text) return dt;
  dt = any_str ? DType::Str : DType::Bytes;
  itemsize = str_common_itemsize(dt, arrs, n);
  return dt;
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
                       "all the input arrays must have same number of dimensions, but the array at index 0 has %d "
                       "dimension(s) and the array at index %zu has %d dimension(s)", nd, k, a->ndim);
    for (int d = 0; d < nd; d++)
      if (d != axis && a->shape[d] != arrs[0]->shape[d])
        return vm.raisef(vm.exc.ValueError,
                         "all the input array dimensions except for the concatenation axis must match exactly, but "
                         "along dimension %d, the array at index 0 has size %lld and the array at index %zu has size %lld",
                         d, (long long)arrs[0]->shape[d], k, (long long)a->shape[d]);
    shape[axis] += a->shape[axis];
  }
  int64_t itemsize;
  dt = joined_dtype(arrs.data(), (int)arrs.size(), itemsize);
  RootScope roots(vm);
  // Laid out as the inputs are (NumPy sorts the axes by their strides,
  // ignoring length-1 axes): joining Fortran-ordered arrays gives one.
  int perm[kMaxDims];
  {
    std::vector<std::vector<int64_t>> st(arrs.size(), std::vector<int64_t>(nd));
    std::vector<const int64_t*> sp(arrs.size());
    for (size_t k = 0; k < arrs.size(); k++) {
      for (int d = 0; d < nd; d++) st[k][d] = arrs[k]->shape[d] == 1 ? 0 : arrs[k]->strides[d];
      sp[k] = st[k].data();
    }
    iter_axis_order(nd, (int)arrs.size(), sp.data(), perm);
  }
  NdArray* res = nd_new_permuted(vm, dt, itemsize, nd, shape, perm);
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

// np.concatenate(seq, axis=0, out=None, dtype=None, casting='same_kind'):
// the joined array cast (by `casting`) to dtype= or into out=.
bool fn_concatenate(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  // The sequence is positional only (NumPy's C function names it 'seq').
  if (a.nargs == 0) return vm.raise(vm.exc.TypeError, "concatenate() missing required argument 'seq' (pos 1)");
  if (!np_bind_args(vm, a, "concatenate", {"arrays", "axis", "out", "$dtype", "$casting"}, 1, args)) return false;
  bool has_out = !args[2].is_undef() && !args[2].is_none(), has_dt = !args[3].is_undef() && !args[3].is_none();
  if (has_out && has_dt)
    return vm.raise(vm.exc.TypeError, "concatenate() only takes `out` or `dtype` as an argument, but both were provided.");
  if (has_out && !is_ndarray(vm, args[2])) return vm.raise(vm.exc.TypeError, "return arrays must be of ArrayType");
  Casting casting = Casting::SameKind;
  DType dt = DType::Float64;
  if ((!args[4].is_undef() && !parse_casting(vm, args[4], casting)) || (has_dt && !to_dtype(vm, args[3], dt)))
    return false;
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  if (!array_list(vm, args[0], arrs, roots)) return false;
  Value joined;
  if (args[1].is_none()) {
    for (auto& x : arrs) {
      x = np_flat_copy(vm, x, roots);
      if (!x) return false;
    }
    if (!np_concat(vm, arrs, 0, joined)) return false;
  } else {
    int axis;
    if (!axis_arg(vm, args[1], std::max(1, (int)arrs[0]->ndim), 0, axis) || !np_concat(vm, arrs, axis, joined))
      return false;
  }
  if (!has_out && !has_dt) { out = joined; return true; }
  NdArray* r = as<NdArray>(joined);
  roots.add(r);
  NdArray* dst = has_out ? as<NdArray>(args[2]) : nullptr;
  DType to = dst ? dst->dtype : dt;
  if (dst && (dst->ndim != r->ndim || !std::equal(r->shape, r->shape + r->ndim, dst->shape)))
    return vm.raise(vm.exc.ValueError, "Output array is the wrong shape");
  if (!dtype_is_flexible(r->dtype) && !dtype_is_flexible(to) && !can_cast_rule(r->dtype, to, casting))
    return vm.raisef(vm.exc.TypeError, "Cannot cast array data from dtype('%s') to dtype('%s') according to the rule '%s'",
                     dtype_info(r->dtype).name, dtype_info(to).name, casting_name(casting));
  if (!dst) {
    NdArray* c = nd_copy_as(vm, r, to);
    if (!c) return false;
    out = Value::object(c);
    return true;
  }
  if (!nd_assign(vm, dst, r)) return false;
  out = args[2];
  return true;
}

bool fn_stack(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "stack", {"arrays", "axis"}, 1, args)) return false;
  RootScope roots(vm);
  std::vector<NdArray*> arrs;
  if (!array_list(vm, args[0], arrs, roots, "stack")) return false;
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
  // NumPy's dispatcher takes condition/x/y by name, its C function none.
  if (a.kwnames && !a.kwnames->items.empty()) {
    std::string_view k = str_view(a.kwnames->items[0]);
    if (k == "condition" || k == "x" || k == "y") return vm.raise(vm.exc.TypeError, "where() takes no keyword arguments");
    return vm.raisef(vm.exc.TypeError, "where() got an unexpected keyword argument '%.*s'", (int)k.size(), k.data());
  }
  if (a.nargs == 1) return np_nonzero(vm, a.args[0], out);
  if (a.nargs != 3) return vm.raise(vm.exc.ValueError, "either both or neither of x and y should be given");
  RootScope roots(vm);
  NdArray* c = np_array_arg(vm, a.args[0], roots);
  NdArray* x = c ? np_array_arg(vm, a.args[1], roots) : nullptr;
  NdArray* y = x ? np_array_arg(vm, a.args[2], roots) : nullptr;
  if (!y) return false;
  NdArray* xy[2] = {x, y};
  int64_t itemsize;
  DType dt = joined_dtype(xy, 2, itemsize);
  if (!dtype_is_flexible(dt)) dt = result_type(xy, 2);
  if (c->dtype != DType::Bool) { c = nd_copy_as(vm, c, DType::Bool); if (!c) return false; roots.add(c); }
  for (NdArray** v : {&x, &y}) {
    if ((*v)->dtype == dt && (*v)->itemsize() == item_bytes_of(dt, itemsize)) continue;
    *v = nd_copy_sized(vm, *v, dt, itemsize);
    if (!*v) return false;
    roots.add(*v);
  }
  NdArray* all[3] = {c, x, y};
  int nd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, 3, all, nd, shape)) return false;
  NdArray* res = nd_new_sized(vm, dt, itemsize, nd, shape);
  if (!res) return false;
  roots.add(res);
  int64_t st[3][kMaxDims];
  for (int k = 0; k < 3; k++) broadcast_strides(all[k], nd, shape, st[k]);
  const int64_t* sp[4] = {res->strides, st[0], st[1], st[2]};
  char* base[4] = {res->data, c->data, x->data, y->data};
  NdWalk walk(nd, shape, 4, sp);
  size_t isz = (size_t)res->itemsize();
  walk.run(base, [&](char** p, int64_t n, const int64_t* steps) {
    for (int64_t i = 0; i < n; i++)
      std::memcpy(p[0] + i * steps[0], *(p[1] + i * steps[1]) ? p[2] + i * steps[2] : p[3] + i * steps[3], isz);
  });
  out = Value::object(res);
  return true;
}

bool fn_reshape(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "reshape", {"a", "newshape", "order"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  int ndim;
  int64_t shape[kMaxDims];
  char order;
  if (!x || !np_shape_arg(vm, args[1], ndim, shape) || !np_parse_order(vm, args[2], 'C', order)) return false;
  return np_reshape_order(vm, x, ndim, shape, order, out);
}
// np.ravel(a, order) / np.copy(a, order, subok): the method with order= passed on.
bool method_with_order(VM& vm, CallArgs& a, const char* name, std::initializer_list<const char*> names,
                       const char* dflt, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, name, names, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  if (!x) return false;
  Value m;
  if (!get_attr(vm, Value::object(x), vm.intern(name), m)) return false;
  roots.add(m);
  Tuple* kw = vm.new_tuple({Value::object(vm.intern("order"))});
  roots.add(kw);
  Value order = !args[1].is_undef() ? args[1] : vm.str_value(dflt);
  roots.add(order);
  return call(vm, m, &order, 0, kw, out);
}
bool fn_ravel(VM& vm, CallArgs& a, Value& out) { return method_with_order(vm, a, "ravel", {"a", "order"}, "C", out); }
bool fn_copy(VM& vm, CallArgs& a, Value& out) {
  return method_with_order(vm, a, "copy", {"a", "order", "subok"}, "K", out);
}
bool fn_transpose(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "transpose", {"a", "axes"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, args[0], roots);
  if (!x) return false;
  Value m;
  if (!get_attr(vm, Value::object(x), vm.intern("transpose"), m)) return false;
  return call(vm, m, args + 1, args[1].is_undef() ? 0 : 1, nullptr, out);
}
bool fn_shape(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, a.args[0], roots);
  return x && get_attr(vm, Value::object(x), vm.intern("shape"), out);
}
bool fn_ndim(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, a.args[0], roots);
  if (!x) return false;
  out = Value::integer(x->ndim);
  return true;
}
bool fn_size(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, a.args[0], roots);
  if (!x) return false;
  out = Value::integer(x->size);
  return true;
}

const NativeDef kFunctions[] = {
    {"concatenate", fn_concatenate, 0, 3, true, JitHint::None},
    {"stack", fn_stack, 1, 2, true, JitHint::None},
    {"where", fn_where, 1, 3, true, JitHint::None},
    {"reshape", fn_reshape, 0, 3, true, JitHint::None},
    {"ravel", fn_ravel, 0, 2, true, JitHint::None},
    {"transpose", fn_transpose, 0, 2, true, JitHint::None},
    {"copy", fn_copy, 0, 3, true, JitHint::None},
    {"ndim", fn_ndim, 1, 1, false, JitHint::None},
    {"shape", fn_shape, 1, 1, false, JitHint::None},
    {"size", fn_size, 1, 1, false, JitHint::None},
};
}  // namespace

void add_array_functions(VM& vm, Module* m) { add_module_functions(vm, m, kFunctions); }

}  // namespace tpy
