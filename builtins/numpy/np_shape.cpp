// np_shape.cpp — functions about shapes and positions: hstack, vstack,
// squeeze, expand_dims, nonzero / where(cond), flatnonzero; and the small
// submodule np.testing (assert_allclose,
// assert_array_equal, assert_almost_equal). Joining reuses np_concat.
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"

namespace tpy {

namespace {

NdArray* arg_array(VM& vm, Value v, RootScope& roots) {
  NdArray* a;
  if (!np_asarray(vm, v, a)) return nullptr;
  roots.add(a);
  return a;
}

// a with at least `nd` dims: 0-d → (1,), 1-d (n,) → (1, n) for nd == 2.
NdArray* at_least(VM& vm, NdArray* a, int nd, RootScope& roots) {
  if (a->ndim >= nd) return a;
  int64_t shp[2], str[2];
  if (a->ndim == 0) { shp[0] = shp[1] = 1; str[0] = str[1] = 0; }
  else { shp[0] = 1; str[0] = 0; shp[1] = a->shape[0]; str[1] = a->strides[0]; }
  NdArray* r = nd == 1 ? nd_view(vm, a, a->dtype, a->data, 1, shp, str)
                       : nd_view(vm, a, a->dtype, a->data, 2, shp, str);
  if (r) roots.add(r);
  return r;
}

bool stack_like(VM& vm, CallArgs& a, bool vertical, Value& out) {
  RootScope roots(vm);
  std::vector<Value> items;
  if (!collect_iterable(vm, a.args[0], items)) return false;
  if (items.empty()) return vm.raise(vm.exc.ValueError, "need at least one array to concatenate");
  std::vector<NdArray*> arrs;
  for (Value v : items) {
    NdArray* x = arg_array(vm, v, roots);
    if (x) x = at_least(vm, x, vertical ? 2 : 1, roots);
    if (!x) return false;
    arrs.push_back(x);
  }
  int axis = vertical || arrs[0]->ndim == 1 ? 0 : 1;
  return np_concat(vm, arrs, axis, out);
}
bool fn_hstack(VM& vm, CallArgs& a, Value& out) { return stack_like(vm, a, false, out); }
bool fn_vstack(VM& vm, CallArgs& a, Value& out) { return stack_like(vm, a, true, out); }

bool do_squeeze(VM& vm, Value av, Value axis, Value& out) {
  RootScope roots(vm);
  NdArray* x = arg_array(vm, av, roots);
  if (!x) return false;
  uint64_t mask = 0;
  if (!axis.is_undef() && !axis.is_none()) {
    if (!np_axis_mask(vm, axis, x->ndim, mask)) return false;
    for (int d = 0; d < x->ndim; d++)
      if ((mask >> d & 1) && x->shape[d] != 1)
        return vm.raise(vm.exc.ValueError, "cannot select an axis to squeeze out which has size not equal to one");
  } else {
    for (int d = 0; d < x->ndim; d++)
      if (x->shape[d] == 1) mask |= 1ull << d;
  }
  int64_t shp[kMaxDims], str[kMaxDims];
  int nd = 0;
  for (int d = 0; d < x->ndim; d++)
    if (!(mask >> d & 1)) { shp[nd] = x->shape[d]; str[nd] = x->strides[d]; nd++; }
  NdArray* r = nd_view(vm, x, x->dtype, x->data, nd, shp, str);
  if (!r) return false;
  out = Value::object(r);
  return true;
}
bool fn_squeeze(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "squeeze", {"a", "axis"}, 1, args)) return false;
  return do_squeeze(vm, args[0], args[1], out);
}
bool m_squeeze(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "squeeze", {"axis"}, 0, args + 1, true)) return false;
  return do_squeeze(vm, a.args[0], args[1], out);
}

bool fn_expand_dims(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = arg_array(vm, a.args[0], roots);
  if (!x) return false;
  int64_t ax;
  if (!to_int64(vm, a.args[1], ax, "axis")) return false;
  int nd = x->ndim + 1;
  if (ax < -nd || ax >= nd)
    return vm.raisef(vm.exc.IndexError, "axis %lld is out of bounds for array of dimension %d", (long long)ax, nd);
  if (ax < 0) ax += nd;
  int64_t shp[kMaxDims], str[kMaxDims];
  for (int d = 0, s = 0; d < nd; d++) {
    if (d == ax) { shp[d] = 1; str[d] = 0; }
    else { shp[d] = x->shape[s]; str[d] = x->strides[s]; s++; }
  }
  NdArray* r = nd_view(vm, x, x->dtype, x->data, nd, shp, str);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

// The flat (C-order) indices of x's nonzero elements.
std::vector<int64_t> flat_nonzero(NdArray* x) {
  std::vector<int64_t> hits;
  for (int64_t i = 0; i < x->size; i++) {
    bool b;
    cast_element(x->dtype, nd_flat_ptr(x, i), DType::Bool, (char*)&b);
    if (b) hits.push_back(i);
  }
  return hits;
}

bool do_nonzero(VM& vm, Value av, Value& out) {
  RootScope roots(vm);
  NdArray* x = arg_array(vm, av, roots);
  if (!x) return false;
  if (x->ndim == 0) return vm.raise(vm.exc.ValueError, "Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() instead.");
  std::vector<int64_t> hits = flat_nonzero(x);
  int64_t n = (int64_t)hits.size();
  std::vector<Value> outs;
  for (int d = 0; d < x->ndim; d++) {
    NdArray* o = nd_new(vm, DType::Int64, 1, &n);
    if (!o) return false;
    roots.add(o);
    outs.push_back(Value::object(o));
  }
  for (int64_t j = 0; j < n; j++) {
    int64_t rem = hits[(size_t)j];
    for (int d = x->ndim - 1; d >= 0; d--) {
      ((int64_t*)as<NdArray>(outs[(size_t)d])->data)[j] = rem % x->shape[d];
      rem /= x->shape[d];
    }
  }
  out = Value::object(vm.new_tuple(std::move(outs)));
  return true;
}
bool fn_nonzero(VM& vm, CallArgs& a, Value& out) { return do_nonzero(vm, a.args[0], out); }
// np.flatnonzero(a): the indices of a's nonzero elements in the flattened a.
bool fn_flatnonzero(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = arg_array(vm, a.args[0], roots);
  if (!x) return false;
  std::vector<int64_t> hits = flat_nonzero(x);
  int64_t n = (int64_t)hits.size();
  NdArray* o = nd_new(vm, DType::Int64, 1, &n);
  if (!o) return false;
  if (n) std::memcpy(o->data, hits.data(), (size_t)n * 8);
  out = Value::object(o);
  return true;
}
bool m_nonzero(VM& vm, CallArgs& a, Value& out) { return do_nonzero(vm, a.args[0], out); }

// np.repeat(a, repeats, axis=None): each element (or slice along axis) n times.
bool fn_repeat(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "repeat", {"a", "repeats", "axis"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = arg_array(vm, args[0], roots);
  if (!x) return false;
  int64_t n;
  if (!to_int64(vm, args[1], n, "repeats")) return false;
  if (n < 0) return vm.raise(vm.exc.ValueError, "negative dimensions are not allowed");
  int axis = 0;
  if (args[2].is_undef() || args[2].is_none()) {
    NdArray* c = nd_copy_as(vm, x, x->dtype);
    if (!c) return false;
    roots.add(c);
    int64_t sz = c->size, st = c->itemsize();
    x = nd_view(vm, c, c->dtype, c->data, 1, &sz, &st);
    if (!x) return false;
    roots.add(x);
  } else {
    uint64_t mask;
    if (!np_axis_mask(vm, args[2], x->ndim, mask)) return false;
    while (!(mask >> axis & 1)) axis++;
  }
  int64_t shp[kMaxDims];
  std::memcpy(shp, x->shape, sizeof(int64_t) * x->ndim);
  shp[axis] *= n;
  NdArray* r = nd_new(vm, x->dtype, x->ndim, shp);
  if (!r) return false;
  roots.add(r);
  int64_t sub[kMaxDims];
  std::memcpy(sub, x->shape, sizeof(int64_t) * x->ndim);
  sub[axis] = 1;
  for (int64_t i = 0; i < x->shape[axis]; i++) {
    NdArray* src = nd_view(vm, x, x->dtype, x->data + i * x->strides[axis], x->ndim, sub, x->strides);
    for (int64_t k = 0; src && k < n; k++) {
      NdArray* dst = nd_view(vm, r, r->dtype, r->data + (i * n + k) * r->strides[axis], r->ndim, sub, r->strides);
      if (!dst || !nd_assign(vm, dst, src)) return false;
    }
    if (!src) return false;
  }
  out = Value::object(r);
  return true;
}

// np.tile(a, reps): a repeated reps times along each (right-aligned) axis.
bool fn_tile(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = arg_array(vm, a.args[0], roots);
  if (!x) return false;
  int nr;
  int64_t reps[kMaxDims];
  if (!np_shape_arg(vm, a.args[1], nr, reps)) return false;
  int nd = std::max(nr, (int)x->ndim);
  int64_t xs[kMaxDims], xst[kMaxDims], rep[kMaxDims], shp[kMaxDims];
  for (int d = 0; d < nd; d++) {
    int xd = d - (nd - x->ndim), rd = d - (nd - nr);
    xs[d] = xd >= 0 ? x->shape[xd] : 1;
    xst[d] = xd >= 0 ? x->strides[xd] : 0;
    rep[d] = rd >= 0 ? reps[rd] : 1;
    if (rep[d] < 0) return vm.raise(vm.exc.ValueError, "negative dimensions are not allowed");
    shp[d] = xs[d] * rep[d];
  }
  NdArray* r = nd_new(vm, x->dtype, nd, shp);
  if (!r) return false;
  roots.add(r);
  NdArray* src = nd_view(vm, x, x->dtype, x->data, nd, xs, xst);
  if (!src) return false;
  roots.add(src);
  int64_t tiles = 1;
  for (int d = 0; d < nd; d++) tiles *= rep[d];
  for (int64_t t = 0; t < tiles; t++) {
    int64_t rem = t;
    char* p = r->data;
    for (int d = nd - 1; d >= 0; d--) {
      p += (rem % rep[d]) * xs[d] * r->strides[d];
      rem /= rep[d];
    }
    NdArray* dst = nd_view(vm, r, r->dtype, p, nd, xs, r->strides);
    if (!dst || !nd_assign(vm, dst, src)) return false;
  }
  out = Value::object(r);
  return true;
}

// ---- np.testing

bool all_close(VM& vm, Value x, Value y, double rtol, double atol, bool& ok) {
  Value isclose;
  if (!get_attr(vm, Value::object(np_state(vm).module), vm.intern("allclose"), isclose)) return false;
  Value args[4] = {x, y, Value::real(rtol), Value::real(atol)}, r;
  if (!call(vm, isclose, args, 4, nullptr, r)) return false;
  return truthy(vm, r, ok);
}

bool testing_assert_allclose(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "assert_allclose", {"actual", "desired", "rtol", "atol"}, 2, args)) return false;
  double rtol = 1e-07, atol = 0;
  if (!args[2].is_undef() && !to_double(vm, args[2], rtol, "assert_allclose")) return false;
  if (!args[3].is_undef() && !to_double(vm, args[3], atol, "assert_allclose")) return false;
  bool ok;
  if (!all_close(vm, args[0], args[1], rtol, atol, ok)) return false;
  out = Value::none();
  if (ok) return true;
  return vm.raisef(vm.exc.AssertionError, "\nNot equal to tolerance rtol=%g, atol=%g", rtol, atol);
}

bool testing_assert_almost_equal(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "assert_almost_equal", {"actual", "desired", "decimal"}, 2, args)) return false;
  int64_t decimal = 7;
  if (!args[2].is_undef() && !to_int64(vm, args[2], decimal, "decimal")) return false;
  bool ok;
  if (!all_close(vm, args[0], args[1], 0, 1.5 * std::pow(10.0, (double)-decimal), ok)) return false;
  out = Value::none();
  if (ok) return true;
  return vm.raisef(vm.exc.AssertionError, "\nArrays are not almost equal to %lld decimals", (long long)decimal);
}

bool testing_assert_array_equal(VM& vm, CallArgs& a, Value& out) {
  Value eq;
  if (!get_attr(vm, Value::object(np_state(vm).module), vm.intern("array_equal"), eq)) return false;
  Value r;
  if (!call(vm, eq, a.args, 2, nullptr, r)) return false;
  bool ok;
  if (!truthy(vm, r, ok)) return false;
  out = Value::none();
  if (ok) return true;
  return vm.raise(vm.exc.AssertionError, "\nArrays are not equal");
}

const NativeDef kShapeFunctions[] = {
    {"hstack", fn_hstack, 1, 1, false, JitHint::None},
    {"vstack", fn_vstack, 1, 1, false, JitHint::None},
    {"squeeze", fn_squeeze, 1, 2, true, JitHint::None},
    {"expand_dims", fn_expand_dims, 2, 2, false, JitHint::None},
    {"nonzero", fn_nonzero, 1, 1, false, JitHint::None},
    {"flatnonzero", fn_flatnonzero, 1, 1, false, JitHint::None},
    {"repeat", fn_repeat, 2, 3, true, JitHint::None},
    {"tile", fn_tile, 2, 2, false, JitHint::None},
};
const NativeDef kShapeMethods[] = {
    {"squeeze", m_squeeze, 1, 2, true, JitHint::None},
    {"nonzero", m_nonzero, 1, 1, false, JitHint::None},
};
const NativeDef kTesting[] = {
    {"assert_allclose", testing_assert_allclose, 2, 4, true, JitHint::None},
    {"assert_almost_equal", testing_assert_almost_equal, 2, 3, true, JitHint::None},
    {"assert_array_equal", testing_assert_array_equal, 2, 2, false, JitHint::None},
    {"assert_array_almost_equal", testing_assert_almost_equal, 2, 3, true, JitHint::None},
};

}  // namespace

bool np_nonzero(VM& vm, Value a, Value& out) { return do_nonzero(vm, a, out); }

void add_shape_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kShapeFunctions);
  vm.add_methods(np_state(vm).ndarray, kShapeMethods);
  Module* testing = vm.new_module("numpy.testing");
  add_module_functions(vm, testing, kTesting);
  set_module_attr(vm, m, "testing", Value::object(testing));
}

}  // namespace tpy
