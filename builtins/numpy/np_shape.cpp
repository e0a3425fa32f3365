// np_shape.cpp — functions about shapes and positions: hstack, vstack,
// squeeze, expand_dims, nonzero / where(cond), flatnonzero; and the small
// submodule np.testing (assert_allclose,
// assert_array_equal, assert_almost_equal). Joining reuses np_concat.
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_gather.h"
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
    if (!np_reduce_axis_mask(vm, axis, x->ndim, mask)) return false;
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
  Value args[2];
  if (!bind_args(vm, a, "expand_dims", {"a", "axis"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = arg_array(vm, args[0], roots);
  if (!x) return false;
  std::vector<Value> axes;
  if (is_layout(args[1], Layout::Tuple) || is_layout(args[1], Layout::List)) {
    if (!collect_iterable(vm, args[1], axes)) return false;
  } else {
    axes.push_back(args[1]);
  }
  int nd = x->ndim + (int)axes.size();
  if (nd > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  bool added[kMaxDims] = {};
  for (Value v : axes) {
    int64_t ax;
    if (!to_int64(vm, v, ax, "axis")) return false;
    if (ax < -nd || ax >= nd)
      return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension %d", (long long)ax, nd);
    if (ax < 0) ax += nd;
    if (added[ax]) return vm.raise(vm.exc.ValueError, "repeated axis");
    added[ax] = true;
  }
  int64_t shp[kMaxDims], str[kMaxDims];
  for (int d = 0, s = 0; d < nd; d++) {
    if (added[d]) { shp[d] = 1; str[d] = 0; }
    else { shp[d] = x->shape[s]; str[d] = x->strides[s]; s++; }
  }
  for (int d = nd - 1; d >= 0; d--)  // new axes get the strides NumPy's reshape gives them
    if (added[d]) str[d] = d + 1 < nd ? str[d + 1] * shp[d + 1] : x->itemsize();
  NdArray* r = nd_view(vm, x, x->dtype, x->data, nd, shp, str);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

// The flat (C-order) indices of x's nonzero elements as an int64 array (one
// pass to count, one to collect, over a bool copy unless x is a contiguous
// bool array).
NdArray* flat_nonzero(VM& vm, NdArray* x) {
  RootScope roots(vm);
  NdArray* b = x->dtype == DType::Bool && x->c_contiguous() ? x : nd_copy_as(vm, x, DType::Bool);
  if (!b) return nullptr;
  roots.add(b);
  const unsigned char* m = reinterpret_cast<const unsigned char*>(b->data);
  int64_t n = count_true(m, b->size);
  NdArray* hits = nd_empty(vm, DType::Int64, 1, &n);
  if (hits) true_positions(m, b->size, reinterpret_cast<int64_t*>(hits->data));
  return hits;
}

// method: a.nonzero(), whose 0-d warning NumPy attributes to the caller;
// np.nonzero / np.where attribute theirs to NumPy's own modules, where the
// default filters hide a DeprecationWarning, so tpy emits none for them.
bool do_nonzero(VM& vm, Value av, Value& out, bool method = false) {
  RootScope roots(vm);
  NdArray* x = arg_array(vm, av, roots);
  if (!x) return false;
  if (x->ndim == 0) {   // NumPy 1.24 warns, then answers for the 1-d array of the one element
    const char* msg = x->dtype == DType::Bool
                          ? "Calling nonzero on 0d arrays is deprecated, as it behaves surprisingly. Use "
                            "`atleast_1d(cond).nonzero()` if the old behavior was intended. If the context of this "
                            "warning is of the form `arr[nonzero(cond)]`, just use `arr[cond]`."
                          : "Calling nonzero on 0d arrays is deprecated, as it behaves surprisingly. Use "
                            "`atleast_1d(arr).nonzero()` if the old behavior was intended.";
    if (method && !np_warn(vm, vm.exc.DeprecationWarning, msg)) return false;
    int64_t one = 1, step = x->itemsize();
    x = nd_view(vm, x, x->dtype, x->data, 1, &one, &step);
    if (!x) return false;
    roots.add(x);
  }
  NdArray* hits = flat_nonzero(vm, x);
  if (!hits) return false;
  roots.add(hits);
  int64_t n = hits->size;
  const int64_t* hp = reinterpret_cast<const int64_t*>(hits->data);
  std::vector<Value> outs;
  if (x->ndim == 1) outs.push_back(Value::object(hits));
  for (int d = 0; d < x->ndim && x->ndim > 1; d++) {
    NdArray* o = nd_empty(vm, DType::Int64, 1, &n);
    if (!o) return false;
    roots.add(o);
    outs.push_back(Value::object(o));
  }
  for (int64_t j = 0; j < n && x->ndim > 1; j++) {
    int64_t rem = hp[j];
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
  NdArray* o = flat_nonzero(vm, x);
  if (!o) return false;
  out = Value::object(o);
  return true;
}
bool m_nonzero(VM& vm, CallArgs& a, Value& out) { return do_nonzero(vm, a.args[0], out, true); }

// np.tile(a, reps): a repeated reps times along each (right-aligned) axis.
bool fn_tile(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "tile", {"A", "reps"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = arg_array(vm, args[0], roots);
  if (!x) return false;
  int nr;
  int64_t reps[kMaxDims];
  if (!np_shape_arg(vm, args[1], nr, reps)) return false;
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
  NdArray* r = nd_new_sized(vm, x->dtype, x->itemsize(), nd, shp);
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
    {"expand_dims", fn_expand_dims, 2, 2, true, JitHint::None},
    {"nonzero", fn_nonzero, 1, 1, false, JitHint::None},
    {"flatnonzero", fn_flatnonzero, 1, 1, false, JitHint::None},
    {"tile", fn_tile, 0, 2, true, JitHint::None},
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
