// builtins/numpy/np_args.h — argument helpers the numpy function files share.
#pragma once
#include <string>
#include <string_view>
#include "builtins/args.h"
#include "builtins/numpy/np_internal.h"

namespace tpy {

// bind_args with NumPy's wording for a keyword the function does not take:
// "sum() got an unexpected keyword argument 'foo'" (its Python-level
// functions and its C argument parser both say so); other errors as
// bind_args words them.
inline bool np_bind_args(VM& vm, CallArgs& a, const char* fname, std::initializer_list<const char*> names,
                         int required, Value* outs, bool skip_self = false) {
  if (a.kwnames) {
    for (Value k : a.kwnames->items) {
      std::string_view key = str_view(k);
      bool known = false;
      for (const char* n : names) known = known || key == (n[0] == '$' ? n + 1 : n);
      if (known) continue;
      std::string f = fname;
      if (f.empty() || f.back() != ')') f += "()";
      return vm.raisef(vm.exc.TypeError, "%s got an unexpected keyword argument '%.*s'", f.c_str(), (int)key.size(),
                       key.data());
    }
  }
  return bind_args(vm, a, fname, names, required, outs, skip_self);
}

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
