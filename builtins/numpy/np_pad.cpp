// np_pad.cpp — np.pad: modes constant (constant_values), edge, wrap,
// reflect and symmetric (even reflection), with pad_width and the constant
// values in any of NumPy's forms (int, pair, one pair per axis). Like
// NumPy, the array is copied into the middle of the result, then each axis
// in turn has its pad regions filled from the part already in place, so
// corners come from the last axis.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"

namespace tpy {

namespace {

enum class PadMode { Constant, Edge, Wrap, Reflect, Symmetric };

// pad_width (or constant_values) as an (ndim, 2) array of `dt`, broadcast
// as NumPy does.
NdArray* pairs(VM& vm, Value v, int ndim, DType dt, RootScope& roots) {
  NdArray* x;
  if (!nd_from_value(vm, v, false, dt, false, x)) return nullptr;
  roots.add(x);
  if (dt == DType::Int64 && dtype_category(x->dtype) != 1) {
    vm.raise(vm.exc.TypeError, "`pad_width` must be of integral type.");
    return nullptr;
  }
  int64_t shape[2] = {ndim, 2};
  bool fits = x->ndim <= 2;
  for (int d = 0; fits && d < x->ndim; d++) fits = x->shape[d] == 1 || x->shape[d] == shape[2 - x->ndim + d];
  if (!fits) {
    vm.raisef(vm.exc.ValueError,
              "operands could not be broadcast together with remapped shapes [original->remapped]: %s  and "
              "requested shape %s",
              shape_text(x->ndim, x->shape, true).c_str(), shape_text(2, shape, true).c_str());
    return nullptr;
  }
  NdArray* r = nd_new(vm, dt == DType::Int64 ? DType::Int64 : x->dtype, 2, shape);
  if (!r || !nd_assign(vm, r, x)) return nullptr;
  roots.add(r);
  return r;
}

bool mode_of(VM& vm, Value v, PadMode& m) {
  m = PadMode::Constant;
  if (v.is_undef()) return true;
  Str* s;
  if (!arg_str(vm, v, s, "pad", "mode")) return false;
  const std::pair<const char*, PadMode> names[] = {{"constant", PadMode::Constant}, {"edge", PadMode::Edge},
                                                   {"wrap", PadMode::Wrap},         {"reflect", PadMode::Reflect},
                                                   {"symmetric", PadMode::Symmetric}};
  for (auto& [n, mode] : names)
    if (s->text() == n) { m = mode; return true; }
  const char* known[] = {"empty", "linear_ramp", "maximum", "mean", "median", "minimum"};
  for (const char* k : known)
    if (s->text() == k) return vm.raisef(vm.exc.ValueError, "mode '%s' is not supported by tpy yet", k);
  return vm.raisef(vm.exc.ValueError, "mode '%s' is not supported", s->text().c_str());
}

// The slab of r at indices [lo, lo + n) along axis.
NdArray* slab(VM& vm, NdArray* r, int axis, int64_t lo, int64_t n) {
  int64_t shp[kMaxDims];
  std::memcpy(shp, r->shape, sizeof(int64_t) * r->ndim);
  shp[axis] = n;
  return nd_view(vm, r, r->dtype, r->data + lo * r->strides[axis], r->ndim, shp, r->strides);
}

// Index (within the original n) that pad position p (relative to the
// original's start) copies from.
int64_t source_index(PadMode m, int64_t p, int64_t n) {
  if (m == PadMode::Edge) return p < 0 ? 0 : n - 1;
  if (m == PadMode::Wrap) return ((p % n) + n) % n;
  if (m == PadMode::Symmetric) {
    int64_t q = ((p % (2 * n)) + 2 * n) % (2 * n);
    return q < n ? q : 2 * n - 1 - q;
  }
  if (n == 1) return 0;
  int64_t period = 2 * (n - 1), q = ((p % period) + period) % period;
  return q < n ? q : period - q;
}

bool copy_slab(VM& vm, NdArray* r, int d, int64_t from, int64_t to, int64_t n) {
  RootScope roots(vm);
  NdArray* src = slab(vm, r, d, from, n);
  if (src) roots.add(src);
  NdArray* dst = src ? slab(vm, r, d, to, n) : nullptr;
  if (dst) roots.add(dst);
  return dst && nd_assign(vm, dst, src);
}

// Mode wrap as NumPy 1.24 pads it: chunks of the part already filled, at
// most one period per side and round, until both pads are done (which is
// not the periodic extension when a pad is longer than the axis).
bool fill_wrap(VM& vm, NdArray* r, int d, int64_t lp, int64_t rp) {
  int64_t total = r->shape[d];
  while (lp > 0 || rp > 0) {
    int64_t period = total - rp - lp, nl = 0, nr = 0;
    if (lp > 0) {
      int64_t k = std::min(period, lp);
      if (!copy_slab(vm, r, d, total - rp - k, lp > period ? lp - period : 0, k)) return false;
      if (lp > period) nl = lp - period;
    }
    if (rp > 0) {
      int64_t k = std::min(period, rp);
      if (!copy_slab(vm, r, d, lp, total - rp, k)) return false;
      if (rp > period) nr = rp - period;
    }
    lp = nl;
    rp = nr;
  }
  return true;
}

// Fills the pad regions of axis d of r (the original occupies [b, b + n)).
bool fill_axis(VM& vm, NdArray* r, int d, int64_t b, int64_t n, PadMode m, NdArray* cv) {
  RootScope roots(vm);
  int64_t total = r->shape[d];
  if (m == PadMode::Constant) {
    for (int side = 0; side < 2; side++) {
      NdArray* s = side ? slab(vm, r, d, b + n, total - b - n) : slab(vm, r, d, 0, b);
      NdArray* one = s ? slab(vm, cv, 0, d, 1) : nullptr;  // row d of the values
      NdArray* val = one ? nd_view(vm, one, cv->dtype, one->data + side * cv->strides[1], 0, nullptr, nullptr) : nullptr;
      if (!val) return false;
      roots.add(s);
      roots.add(val);
      if (!nd_assign(vm, s, val)) return false;
    }
    return true;
  }
  if (n == 0) {
    if (total == n) return true;
    return vm.raisef(vm.exc.ValueError, "can't extend empty axis %d using modes other than 'constant' or 'empty'", d);
  }
  if (m == PadMode::Wrap) return fill_wrap(vm, r, d, b, total - b - n);
  for (int64_t i = 0; i < total; i++) {
    if (i >= b && i < b + n) continue;
    NdArray* dst = slab(vm, r, d, i, 1);
    NdArray* src = dst ? slab(vm, r, d, b + source_index(m, i - b, n), 1) : nullptr;
    if (!src || !nd_assign(vm, dst, src)) return false;
  }
  return true;
}

// NumPy's check of the keywords each mode takes (before anything else
// about them): ValueError naming the set of the others.
bool check_mode_keywords(VM& vm, CallArgs& a) {
  if (!a.kwnames) return true;
  Value mode_v = a.nargs > 2 ? a.args[2] : kwarg(a, "mode");
  std::string mode = "constant";
  if (!mode_v.is_undef()) {
    if (!is_str(mode_v)) return true;   // mode_of words that error
    mode = std::string(str_view(mode_v));
  }
  static const std::pair<const char*, const char*> kAllowed[] = {
      {"constant", "constant_values"}, {"edge", ""},        {"wrap", ""},          {"empty", ""},
      {"linear_ramp", "end_values"},   {"maximum", "stat_length"}, {"mean", "stat_length"},
      {"median", "stat_length"},       {"minimum", "stat_length"}, {"reflect", "reflect_type"},
      {"symmetric", "reflect_type"}};
  const char* allowed = nullptr;
  for (auto& [m, kw] : kAllowed)
    if (mode == m) allowed = kw;
  if (!allowed) return true;   // an unknown mode: mode_of's error
  std::string bad;
  for (Value k : a.kwnames->items) {
    std::string_view key = str_view(k);
    if (key == "array" || key == "pad_width" || key == "mode" || key == allowed) continue;
    bad += (bad.empty() ? "'" : ", '") + std::string(key) + "'";
  }
  if (bad.empty()) return true;
  return vm.raisef(vm.exc.ValueError, "unsupported keyword arguments for mode '%s': {%s}", mode.c_str(), bad.c_str());
}

bool fn_pad(VM& vm, CallArgs& a, Value& out) {
  Value args[7];
  if (!check_mode_keywords(vm, a) ||
      !bind_args(vm, a, "pad", {"array", "pad_width", "mode", "$constant_values", "$reflect_type", "$stat_length",
                                "$end_values"}, 2, args))
    return false;
  RootScope roots(vm);
  NdArray* x;
  PadMode mode;
  if (!np_asarray(vm, args[0], x) || !mode_of(vm, args[2], mode)) return false;
  roots.add(x);
  if (!args[4].is_undef()) {
    Str* s;
    if (!arg_str(vm, args[4], s, "pad", "reflect_type")) return false;
    if (s->text() != "even") return vm.raise(vm.exc.ValueError, "pad(reflect_type='odd') is not supported by tpy yet");
  }
  NdArray* pw = pairs(vm, args[1], x->ndim, DType::Int64, roots);
  if (!pw) return false;
  const int64_t* w = reinterpret_cast<const int64_t*>(pw->data);
  for (int64_t i = 0; i < pw->size; i++)
    if (w[i] < 0) return vm.raise(vm.exc.ValueError, "index can't contain negative values");
  NdArray* cv = nullptr;
  if (mode == PadMode::Constant) {
    cv = pairs(vm, args[3].is_undef() ? Value::integer(0) : args[3], x->ndim, DType::Float64, roots);
    if (!cv) return false;
  }
  int64_t shp[kMaxDims];
  for (int d = 0; d < x->ndim; d++) shp[d] = x->shape[d] + w[2 * d] + w[2 * d + 1];
  NdArray* r = nd_new(vm, x->dtype, x->ndim, shp);
  if (!r) return false;
  roots.add(r);
  NdArray* mid = r;
  for (int d = 0; d < x->ndim && mid; d++) {
    mid = slab(vm, mid, d, w[2 * d], x->shape[d]);
    if (mid) roots.add(mid);
  }
  if (!mid || !nd_assign(vm, mid, x)) return false;
  for (int d = 0; d < x->ndim; d++)
    if (!fill_axis(vm, r, d, w[2 * d], x->shape[d], mode, cv)) return false;
  out = Value::object(r);
  return true;
}

const NativeDef kPadFunctions[] = {
    {"pad", fn_pad, 2, 5, true, JitHint::None},
};

}  // namespace

void add_pad_function(VM& vm, Module* m) { add_module_functions(vm, m, kPadFunctions); }

}  // namespace tpy
