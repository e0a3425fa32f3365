// builtins/numpy/np_args.h — argument helpers the numpy function files share.
#pragma once
#include "builtins/args.h"
#include "builtins/numpy/np_internal.h"

namespace tpy {

// np.asarray(v), kept alive by `roots`; null with an exception pending.
inline NdArray* np_array_arg(VM& vm, Value v, RootScope& roots) {
  NdArray* a;
  if (!np_asarray(vm, v, a)) return nullptr;
  roots.add(a);
  return a;
}

// One axis argument (given), normalised; NumPy's AxisError text (an
// IndexError here), prefixed by `what` ("axis1: ") when given.
inline bool np_one_axis(VM& vm, Value v, int ndim, int& axis, const char* what = "") {
  int64_t ax;
  if (!to_int64(vm, v, ax, "axis")) return false;
  if (ax < -ndim || ax >= ndim) {
    vm.raisef(np_state(vm).axis_error, "%saxis %lld is out of bounds for array of dimension %d", what, (long long)ax, ndim);
    return false;  // (raisef's false is not known here: callers' axis would look unset)
  }
  axis = (int)(ax < 0 ? ax + ndim : ax);
  return true;
}

// A C-contiguous 1-d copy of `a` (what axis=None works on), kept alive by `roots`.
inline NdArray* np_flat_copy(VM& vm, NdArray* a, RootScope& roots) {
  NdArray* c = nd_copy_as(vm, a, a->dtype);
  if (!c) return nullptr;
  roots.add(c);
  int64_t n = c->size, s = c->itemsize();
  NdArray* r = nd_view(vm, c, c->dtype, c->data, 1, &n, &s);
  if (r) roots.add(r);
  return r;
}

}  // namespace tpy
