// np_stats.cpp — what the statistics files share (np_stats.h): arrays as
// lanes along the reduced axes, argument helpers, out=, and the one entry
// np_module.cpp calls (add_stats_functions) to register every family:
// quantiles, nan-reductions, histograms, calculus, einsum, math helpers.
#include <cstring>
#include <vector>
#include "builtins/numpy/np_stats.h"

namespace tpy {

bool make_lanes(VM& vm, NdArray* a, uint64_t mask, bool keepdims, DType dt, Lanes& out, RootScope& roots,
                bool share) {
  int64_t shp[kMaxDims], str[kMaxDims];
  int k = 0;
  out.count = 1;
  out.len = 1;
  out.nd = 0;
  for (int d = 0; d < a->ndim; d++) {
    bool red = mask >> d & 1;
    if (!red) { shp[k] = a->shape[d]; str[k++] = a->strides[d]; out.count *= a->shape[d]; }
    if (!red || keepdims) out.shape[out.nd++] = red ? 1 : a->shape[d];
  }
  for (int d = 0; d < a->ndim; d++)
    if (mask >> d & 1) { shp[k] = a->shape[d]; str[k++] = a->strides[d]; out.len *= a->shape[d]; }
  if (share && a->c_contiguous() && a->dtype == dt && out.count == 1) {
    out.buf = a;
    return true;
  }
  NdArray* v = nd_view(vm, a, a->dtype, a->data, a->ndim, shp, str);
  if (!v) return false;
  roots.add(v);
  out.buf = nd_copy_as(vm, v, dt);
  if (!out.buf) return false;
  roots.add(out.buf);
  return true;
}

NdArray* stats_array(VM& vm, Value v, RootScope& roots) {
  NdArray* a;
  if (!np_asarray(vm, v, a)) return nullptr;
  roots.add(a);
  return a;
}

bool bool_arg(VM& vm, Value v, bool dflt, bool& out) {
  out = dflt;
  return v.is_undef() || truthy(vm, v, out);
}

bool one_axis(VM& vm, Value v, int ndim, int& axis) {
  int64_t ax;
  if (v.is_float()) return vm.raise(vm.exc.TypeError, "'float' object cannot be interpreted as an integer");
  if (!to_int64(vm, v, ax, "axis")) return false;
  if (ax < -ndim || ax >= ndim)
    return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension %d", (long long)ax, ndim);
  axis = (int)(ax < 0 ? ax + ndim : ax);
  return true;
}

bool tuple_axis_mask(VM& vm, Value axis, int ndim, uint64_t& mask) {
  if (!is_layout(axis, Layout::Tuple)) return np_axis_mask(vm, axis, ndim, mask);
  mask = 0;
  for (Value v : as<Tuple>(axis)->items) {
    uint64_t one;
    if (!np_axis_mask(vm, v, ndim, one)) return false;
    if (mask & one) return vm.raise(vm.exc.ValueError, "repeated axis");
    mask |= one;
  }
  return true;
}

bool store_out(VM& vm, Value res, Value outv, Value& out) {
  if (!given(outv)) { out = res; return true; }
  if (!is_ndarray(vm, outv)) return vm.raise(vm.exc.TypeError, "output must be an array");
  RootScope roots(vm);
  roots.add(res);
  NdArray* r;
  if (!np_asarray(vm, res, r)) return false;
  NdArray* dst = as<NdArray>(outv);
  bool same = r->ndim == dst->ndim;
  for (int d = 0; same && d < r->ndim; d++) same = r->shape[d] == dst->shape[d];
  if (!same)
    return vm.raisef(vm.exc.ValueError, "output array has shape %s, expected %s",
                     shape_text(dst->ndim, dst->shape).c_str(), shape_text(r->ndim, r->shape).c_str());
  if (!nd_assign(vm, dst, r)) return false;
  out = outv;
  return true;
}

bool np_call(VM& vm, const char* name, std::initializer_list<Value> args, std::initializer_list<NpKw> kw,
             Value& out) {
  RootScope roots(vm);
  Value f;
  if (!get_attr(vm, Value::object(np_state(vm).module), vm.intern(name), f)) return false;
  roots.add(f);
  std::vector<Value> all(args);
  std::vector<Value> names;
  for (const NpKw& k : kw) {
    if (k.value.is_undef()) continue;
    all.push_back(k.value);
    names.push_back(Value::object(vm.intern(k.name)));
  }
  for (Value v : all) roots.add(v);
  Tuple* kwnames = names.empty() ? nullptr : vm.new_tuple(names);
  if (kwnames) roots.add(Value::object(kwnames));
  return call(vm, f, all.data(), (int)(all.size() - names.size()), kwnames, out);
}

bool bool_subtract_error(VM& vm) {
  return vm.raise(vm.exc.TypeError,
                  "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                  "operator, or the logical_xor function instead.");
}

void add_stats_functions(VM& vm, Module* m) {
  add_quantile_functions(vm, m);
  add_nan_functions(vm, m);
  add_hist_functions(vm, m);
  add_calculus_functions(vm, m);
  add_einsum(vm, m);
  add_math_functions(vm, m);
}

}  // namespace tpy
