// builtins/numpy/np_stats.h — helpers shared by the statistics files
// (np_quantile.cpp, np_nanfuncs.cpp, np_hist.cpp, np_calculus.cpp,
// np_einsum.cpp, np_math.cpp): arrays as lanes along reduced axes, and
// the argument conventions NumPy's Python-level functions share.
// Contract: functions taking VM& may raise (false / null with the
// exception pending); none runs Python code beyond np.asarray's conversion.
#pragma once
#include <initializer_list>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"

namespace tpy {

// `a` seen as `count` lanes of `len` elements: a C-contiguous copy of type
// `dt` whose kept dimensions come first (in order) and the reduced ones
// (mask bits) last, so lane i is buf->data + i * len * itemsize. `shape`
// is the result shape of a reduction: the kept dimensions, or with
// keepdims every reduced one as 1. With `share`, a C-contiguous `a` of type
// dt reduced over every axis is used as it is (read only, no copy).
struct Lanes {
  NdArray* buf = nullptr;
  int64_t count = 0, len = 0;
  int nd = 0;
  int64_t shape[kMaxDims];
};
[[nodiscard]] bool make_lanes(VM& vm, NdArray* a, uint64_t mask, bool keepdims, DType dt, Lanes& out,
                              RootScope& roots, bool share = false);

// np.asarray(v), rooted in `roots`; null when it raised.
NdArray* stats_array(VM& vm, Value v, RootScope& roots);
// An argument given and not None.
inline bool given(Value v) { return !v.is_undef() && !v.is_none(); }
// A bool argument (unbound: `dflt`).
[[nodiscard]] bool bool_arg(VM& vm, Value v, bool dflt, bool& out);
// One axis (an int; negative from the end): NumPy's AxisError text
// (an IndexError here) when out of range.
[[nodiscard]] bool one_axis(VM& vm, Value v, int ndim, int& axis);
// An axis of the functions NumPy writes in Python (median, percentile,
// ...): np_axis_mask, but "repeated axis" for a tuple naming one twice.
[[nodiscard]] bool tuple_axis_mask(VM& vm, Value axis, int ndim, uint64_t& mask);
// Copies `res` into out= (same shape, casting) and returns out; or
// returns res when out is not given.
[[nodiscard]] bool store_out(VM& vm, Value res, Value outv, Value& out);
// np.NAME(*args, **kw) through tpy's numpy module; keywords whose value is
// unbound are left out (so optional arguments pass straight through).
struct NpKw {
  const char* name;
  Value value;
};
[[nodiscard]] bool np_call(VM& vm, const char* name, std::initializer_list<Value> args,
                           std::initializer_list<NpKw> kw, Value& out);
// NumPy's TypeError for a boolean subtraction.
bool bool_subtract_error(VM& vm);

void add_quantile_functions(VM& vm, Module* m);   // np_quantile.cpp
void add_nan_functions(VM& vm, Module* m);        // np_nanfuncs.cpp
void add_hist_functions(VM& vm, Module* m);       // np_hist.cpp
void add_calculus_functions(VM& vm, Module* m);   // np_calculus.cpp
void add_einsum(VM& vm, Module* m);               // np_einsum.cpp
void add_math_functions(VM& vm, Module* m);       // np_math.cpp

}  // namespace tpy
