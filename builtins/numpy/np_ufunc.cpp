// np_ufunc.cpp — the ufunc machinery: loop registration, NumPy 1.24's type
// resolution (linear search in dtype order, value-based casting of Python
// scalars), broadcasting, out=, reduce/accumulate, and the numpy.ufunc type
// (calling, .reduce, .accumulate, .outer). The loops themselves live in
// np_ufuncs.cpp; the element walk in np_iter.h.
#include <cfloat>
#include <cmath>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"
#include "vm/dict.h"

namespace tpy {

UFunc* ufunc_new(VM& vm, const char* name, int nin, int nout, Value identity) {
  UFunc* u = vm.alloc<UFunc>(np_state(vm).ufunc);
  u->name = name;
  u->nin = nin;
  u->nout = nout;
  u->identity = identity;
  u->reorderable = !identity.is_undef();
  return u;
}

void ufunc_add_loop(UFunc* uf, std::initializer_list<DType> types, UFuncLoopFn fn, void* data) {
  ufunc_add_loop(uf, std::vector<DType>(types), fn, data);
}

void ufunc_add_loop(UFunc* uf, const std::vector<DType>& types, UFuncLoopFn fn, void* data) {
  UFuncLoop l{};
  int i = 0;
  for (DType t : types) l.types[i++] = t;
  l.fn = fn;
  l.data = data;
  uf->loops.push_back(l);
}

std::string shape_text(int ndim, const int64_t* shape, bool compact) {
  std::string s = "(";
  for (int d = 0; d < ndim; d++) {
    if (d) s += compact ? "," : ", ";
    s += shape[d] == -1 ? std::string("newaxis") : std::to_string(shape[d]);   // reshape's unknown length
  }
  if (ndim == 1) s += ",";
  return s + ")";
}

bool broadcast_shapes(VM& vm, int n, NdArray* const* arrays, int& ndim, int64_t* shape) {
  ndim = 0;
  for (int i = 0; i < n; i++) ndim = std::max(ndim, (int)arrays[i]->ndim);
  for (int d = 0; d < ndim; d++) shape[d] = 1;
  for (int i = 0; i < n; i++) {
    NdArray* a = arrays[i];
    int off = ndim - a->ndim;
    for (int d = 0; d < a->ndim; d++) {
      int64_t s = a->shape[d];
      int64_t& t = shape[off + d];
      if (s == t || s == 1) continue;
      if (t == 1) { t = s; continue; }
      std::string msg = "operands could not be broadcast together with shapes ";
      for (int k = 0; k < n; k++) msg += shape_text(arrays[k]->ndim, arrays[k]->shape, true) + " ";
      return vm.raise(vm.exc.ValueError, msg);
    }
  }
  return true;
}

namespace {

// ---- type resolution ------------------------------------------------------------------

// The smallest dtype holding a 0-d array's value (np.min_scalar_type), and
// whether a non-negative integer also fits the signed type of that size.
// float16 does not exist here: values float16 could hold report float32,
// which casts to the same of our dtypes.
DType min_scalar_type(NdArray* a, bool& small_unsigned) {
  small_unsigned = false;
  DType dt = a->dtype;
  switch (dtype_info(dt).kind) {
    case 'b': return DType::Bool;
    case 'i':
    case 'u': {
      bool neg = false;
      uint64_t mag;
      if (dtype_info(dt).kind == 'u') {
        cast_element(dt, a->data, DType::UInt64, (char*)&mag);
      } else {
        int64_t v;
        cast_element(dt, a->data, DType::Int64, (char*)&v);
        neg = v < 0;
        mag = neg ? 0 : (uint64_t)v;
        if (neg) {
          if (v >= INT8_MIN) return DType::Int8;
          if (v >= INT16_MIN) return DType::Int16;
          if (v >= INT32_MIN) return DType::Int32;
          return DType::Int64;
        }
      }
      if (mag <= UINT8_MAX) { small_unsigned = mag <= INT8_MAX; return DType::UInt8; }
      if (mag <= UINT16_MAX) { small_unsigned = mag <= INT16_MAX; return DType::UInt16; }
      if (mag <= UINT32_MAX) { small_unsigned = mag <= INT32_MAX; return DType::UInt32; }
      small_unsigned = mag <= (uint64_t)INT64_MAX;
      return DType::UInt64;
    }
    case 'f': {
      double v;
      cast_element(dt, a->data, DType::Float64, (char*)&v);
      if (!std::isfinite(v) || std::fabs(v) <= FLT_MAX) return DType::Float32;
      return DType::Float64;
    }
    default: return DType::Complex128;
  }
}

bool can_cast_scalar(NdArray* a, DType to) {
  bool small_unsigned;
  DType m = min_scalar_type(a, small_unsigned);
  if (small_unsigned && dtype_info(to).kind == 'i') {
    switch (m) {
      case DType::UInt8: m = DType::Int8; break;
      case DType::UInt16: m = DType::Int16; break;
      case DType::UInt32: m = DType::Int32; break;
      case DType::UInt64: m = DType::Int64; break;
      default: break;
    }
  }
  return can_cast_safe(m, to);
}

// NumPy's should_use_min_scalar: 0-d operands are judged by value when
// some operand is an array whose kind is at least every scalar's kind.
bool use_min_scalar(NdArray* const* in, int nin) {
  int max_scalar = -1, max_array = -1;
  bool all_scalars = true;
  for (int i = 0; i < nin; i++) {
    int c = dtype_category(in[i]->dtype);
    if (in[i]->ndim == 0) max_scalar = std::max(max_scalar, c);
    else { max_array = std::max(max_array, c); all_scalars = false; }
  }
  return !all_scalars && max_array >= max_scalar;
}

DType signed_of(DType d) {
  switch (d) {
    case DType::UInt8: return DType::Int8;
    case DType::UInt16: return DType::Int16;
    case DType::UInt32: return DType::Int32;
    case DType::UInt64: return DType::Int64;
    default: return d;
  }
}

// promote_types where a "small unsigned" scalar (a non-negative value that
// also fits the signed type of its size) turns signed next to a signed type.
DType promote_flagged(DType a, bool a_small, DType b, bool b_small) {
  char ka = dtype_info(a).kind, kb = dtype_info(b).kind;
  if (a_small && kb != 'b' && kb != 'u') return promote_types(signed_of(a), b);
  if (b_small && ka != 'b' && ka != 'u') return promote_types(a, signed_of(b));
  return promote_types(a, b);
}

}  // namespace

bool no_loop_error(VM& vm, UFunc* uf) {
  return vm.raisef(vm.exc.TypeError,
                   "ufunc '%s' not supported for the input types, and the inputs could not be safely coerced to "
                   "any supported types according to the casting rule ''safe''",
                   uf->name.c_str());
}

DType result_type(NdArray* const* in, int n) {
  bool by_value = use_min_scalar(in, n);
  DType ret = DType::Bool;
  bool ret_small = false;
  for (int i = 0; i < n; i++) {
    bool small = false;
    DType t = by_value && in[i]->ndim == 0 ? min_scalar_type(in[i], small) : in[i]->dtype;
    if (i == 0) { ret = t; ret_small = small; continue; }
    ret = promote_flagged(t, small, ret, ret_small);
    ret_small = small && ret_small;
  }
  return ret;
}

// Picks the loop for the inputs; TypeError when none fits.
bool resolve_loop(VM& vm, UFunc* uf, NdArray* const* in, const UFuncLoop*& out) {
  for (int i = 0; i < uf->nin; i++)
    if (dtype_is_flexible(in[i]->dtype)) return str_no_loop(vm, uf, in);
  if (uf->resolver == UFuncResolver::Uniform) {
    DType t = result_type(in, uf->nin);
    for (auto& l : uf->loops) {
      bool ok = true;
      for (int i = 0; i < uf->nin && ok; i++) ok = l.types[i] == t;
      if (ok) { out = &l; return true; }
    }
    if (uf->name == "subtract" && t == DType::Bool)
      return vm.raise(vm.exc.TypeError,
                      "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` "
                      "operator, or the logical_xor function instead.");
    if (uf->name == "negative" && t == DType::Bool)
      return vm.raise(vm.exc.TypeError,
                      "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the "
                      "logical_not function instead.");
    return no_loop_error(vm, uf);
  }
  if (uf->resolver == UFuncResolver::TrueDivide) {
    bool all_int = true;
    for (int i = 0; i < uf->nin; i++) all_int = all_int && dtype_category(in[i]->dtype) <= 1;
    if (all_int) {
      for (auto& l : uf->loops)
        if (l.types[0] == DType::Float64) { out = &l; return true; }
    }
  }
  if (uf->resolver == UFuncResolver::ExactFirst) {
    for (auto& l : uf->loops) {
      bool ok = true;
      for (int i = 0; i < uf->nin && ok; i++) ok = l.types[i] == in[i]->dtype;
      if (ok) { out = &l; return true; }
    }
  }
  bool by_value = use_min_scalar(in, uf->nin);
  for (auto& l : uf->loops) {
    bool ok = true;
    for (int i = 0; i < uf->nin && ok; i++)
      ok = by_value && in[i]->ndim == 0 ? can_cast_scalar(in[i], l.types[i]) : can_cast_safe(in[i]->dtype, l.types[i]);
    if (ok) { out = &l; return true; }
  }
  return no_loop_error(vm, uf);
}

namespace {

// `from` reaches the loop dtype `to` by same_kind casting (a 0-d operand
// judged by value where NumPy 1.24 does: np.add(u8, 300, dtype=np.uint8)).
bool casts_same_kind(NdArray* a, DType to, bool by_value) {
  bool small;
  return can_cast_same_kind(by_value && a->ndim == 0 ? min_scalar_type(a, small) : a->dtype, to);
}

// The loop for dtype=: NumPy 1.24 puts `want` at every operand when the
// ufunc's loops are homogeneous (all of one dtype each) and names the input
// that cannot be cast to it; otherwise it takes the first loop with that
// output dtype whose inputs cast safely.
bool resolve_loop_dtype(VM& vm, UFunc* uf, NdArray* const* in, DType want, const UFuncLoop*& out) {
  int nt = uf->nin + uf->nout;
  bool homogeneous = true;
  for (auto& l : uf->loops)
    for (int i = 1; i < nt; i++) homogeneous = homogeneous && l.types[i] == l.types[0];
  bool by_value = use_min_scalar(in, uf->nin);
  for (auto& l : uf->loops) {
    if (l.types[uf->nin] != want) continue;
    bool ok = true;
    for (int i = 0; i < uf->nin && ok; i++) {
      if (homogeneous && !casts_same_kind(in[i], want, by_value)) {
        TypeObject* err = ufunc_error_type(vm, "_UFuncInputCastingError");
        return vm.raisef(err ? err : vm.exc.TypeError,
                         "Cannot cast ufunc '%s' input %d from dtype('%s') to dtype('%s') with casting rule 'same_kind'",
                         uf->name.c_str(), i, dtype_info(in[i]->dtype).name, dtype_info(want).name);
      }
      ok = by_value && in[i]->ndim == 0 ? can_cast_scalar(in[i], l.types[i]) : can_cast_safe(in[i]->dtype, l.types[i]);
    }
    if (homogeneous || ok) { out = &l; return true; }
  }
  return vm.raisef(vm.exc.TypeError, "No loop matching the specified signature and casting was found for ufunc %s",
                   uf->name.c_str());
}

}  // namespace

bool loop_error(VM& vm, int status) {
  switch (status) {
    case kLoopNegativeIntPower:
      return vm.raise(vm.exc.ValueError, "Integers to negative integer powers are not allowed.");
    case kLoopRaised: return false;
    default: return vm.raise(vm.exc.RuntimeError, "ufunc loop failed");
  }
}

bool overlaps_differently(NdArray* a, NdArray* b) {
  Object* oa = a->base ? a->base : a;
  Object* ob = b->base ? b->base : b;
  if (oa != ob) return false;
  if (a->data != b->data || a->ndim != b->ndim || a->dtype != b->dtype) return true;
  for (int d = 0; d < a->ndim; d++)
    if (a->shape[d] != b->shape[d] || a->strides[d] != b->strides[d]) return true;
  return false;
}

namespace {

const char* dtype_repr_text(DType d) { return dtype_info(d).name; }

}  // namespace

namespace {

// NumPy's floating-point errors of one ufunc call, from the flags its loop
// raised. Arithmetic keeps the hardware's (and integer division's own)
// flags. Other float loops (libm and libmvec functions, max/min and
// comparisons, which raise "invalid" on a NaN input) among the built-in
// ufuncs are judged by their
// values instead, as NumPy's loops report them: "invalid" when the output
// has a NaN no input had, "overflow" ("divide by zero" for the log family)
// when it has an infinity no input had. Bool and complex outputs report none.
bool scan_has(const NdArray* a, bool nan) {
  if (dtype_info(a->dtype).kind != 'f') return false;
  for (int64_t i = 0; i < a->size; i++) {
    double v;
    cast_element(a->dtype, nd_flat_ptr(a, i), DType::Float64, (char*)&v);
    if (nan ? std::isnan(v) : std::isinf(v)) return true;
  }
  return false;
}

int ufunc_fp_errors(VM& vm, const UFunc* uf, NdArray* const* in, NdArray* out, int flags) {
  auto known = np_state(vm).ufuncs.find(uf->name);
  if (known == np_state(vm).ufuncs.end() || known->second != uf) return flags;   // @vectorize's: the hardware's
  static const char* const kHardware[] = {"add", "subtract", "multiply", "divide", "true_divide", "floor_divide",
                                          "remainder", "fmod", "power", "float_power", "divmod", "square", "reciprocal",
                                          "ldexp"};
  char kind = dtype_info(out->dtype).kind;
  if (kind == 'i' || kind == 'u') return flags;
  for (const char* n : kHardware)
    if (uf->name == n) return flags;
  if (kind != 'f') return 0;
  auto inputs_have = [&](bool nan) {
    for (int i = 0; i < uf->nin; i++)
      if (scan_has(in[i], nan)) return true;
    return false;
  };
  int r = 0;
  if (scan_has(out, true) && !inputs_have(true)) r |= kFpInvalid;
  if (scan_has(out, false) && !inputs_have(false)) {
    static const char* const kPoles[] = {"log", "log2", "log10", "log1p", "arctanh"};
    bool pole = false;
    for (const char* n : kPoles) pole = pole || uf->name == n;
    r |= pole ? kFpDivide : kFpOverflow;
  }
  return r;
}

}  // namespace

// Runs `loop` on inputs (already of the loop's dtypes) into its nout
// outputs (of the loop's output dtypes, shape = broadcast shape).
bool ufunc_run(VM& vm, const UFuncLoop& loop, int nin, int nout, NdArray* const* in, NdArray* const* out) {
  int64_t strides[kMaxUFuncArgs][kMaxDims];
  const int64_t* sp[kMaxUFuncArgs];
  char* base[kMaxUFuncArgs];
  for (int i = 0; i < nin; i++) {
    broadcast_strides(in[i], out[0]->ndim, out[0]->shape, strides[i]);
    sp[i] = strides[i];
    base[i] = in[i]->data;
  }
  for (int k = 0; k < nout; k++) {
    sp[nin + k] = out[k]->strides;
    base[nin + k] = out[k]->data;
  }
  if (out[0]->size == 0) return true;
  NdWalk walk(out[0]->ndim, out[0]->shape, nin + nout, sp);
  int status = kLoopOk;
  walk.run(base, [&](char** ptrs, int64_t n, const int64_t* steps) {
    if (status == kLoopOk) status = loop.fn(ptrs, n, steps, loop.data);
  });
  return status == kLoopOk || loop_error(vm, status);
}

namespace {

// An out= array for output k: of the broadcast shape (ndim, shape), its
// dtype reachable from the loop's `odt` by same-kind casting, writeable.
bool check_out(VM& vm, UFunc* uf, NdArray* const* in, Value outv, DType odt, int ndim, const int64_t* shape,
               NdArray*& target) {
  if (!is_ndarray(vm, outv)) return vm.raise(vm.exc.TypeError, "return arrays must be of ArrayType");
  target = as<NdArray>(outv);
  NdArray* all[kMaxUFuncArgs + 1];
  for (int i = 0; i < uf->nin; i++) all[i] = in[i];
  all[uf->nin] = target;
  int nd2;
  int64_t shape2[kMaxDims];
  if (!broadcast_shapes(vm, uf->nin + 1, all, nd2, shape2)) return false;
  bool same = nd2 == target->ndim;
  for (int d = 0; same && d < nd2; d++) same = shape2[d] == target->shape[d];
  if (!same)
    return vm.raisef(vm.exc.ValueError, "non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
                     shape_text(target->ndim, target->shape, true).c_str(), shape_text(ndim, shape, true).c_str());
  if (!can_cast_same_kind(odt, target->dtype))
    return vm.raisef(ufunc_error_type(vm, "_UFuncOutputCastingError") ?: vm.exc.TypeError,
                     "Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule 'same_kind'",
                     uf->name.c_str(), dtype_repr_text(odt), dtype_repr_text(target->dtype));
  if (!target->writeable()) return vm.raise(vm.exc.ValueError, "output array is read-only");
  return true;
}

}  // namespace

bool ufunc_call_outs(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, Value& result) {
  return ufunc_call_dtype(vm, uf, inputs, outs, nullptr, result);
}

bool ufunc_call_dtype(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, const DType* want, Value& result) {
  RootScope roots(vm);
  NdArray* in[kMaxUFuncArgs];
  bool all_scalar = true;
  for (int i = 0; i < uf->nin; i++) {
    if (!np_asarray(vm, inputs[i], in[i])) return false;
    roots.add(in[i]);
    all_scalar = all_scalar && in[i]->ndim == 0;
  }
  for (int i = 0; i < uf->nin; i++)
    if (dtype_is_flexible(in[i]->dtype) && (outs[0].is_undef() || outs[0].is_none())) return str_ufunc(vm, uf, in, result);
  const UFuncLoop* loop;
  if (!(want ? resolve_loop_dtype(vm, uf, in, *want, loop) : resolve_loop(vm, uf, in, loop))) return false;
  int ndim;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, uf->nin, in, ndim, shape)) return false;
  NdArray* target[kMaxUFuncArgs] = {};
  NdArray* out[kMaxUFuncArgs];
  int nout = uf->nout;
  for (int k = 0; k < nout; k++) {
    if (outs[k].is_undef() || outs[k].is_none()) continue;
    if (!check_out(vm, uf, in, outs[k], loop->types[uf->nin + k], ndim, shape, target[k])) return false;
    ndim = target[k]->ndim;
    std::memcpy(shape, target[k]->shape, sizeof(int64_t) * ndim);
  }
  for (int i = 0; i < uf->nin; i++) {
    bool overlap = false;
    for (int k = 0; k < nout; k++) overlap = overlap || (target[k] && overlaps_differently(target[k], in[i]));
    if (in[i]->dtype != loop->types[i] || overlap) {
      in[i] = nd_copy_as(vm, in[i], loop->types[i]);
      if (!in[i]) return false;
      roots.add(in[i]);
    }
  }
  for (int k = 0; k < nout; k++) {
    DType odt = loop->types[uf->nin + k];
    if (target[k] && target[k]->dtype == odt) {
      out[k] = target[k];
      continue;
    }
    out[k] = nd_new(vm, odt, ndim, shape);
    if (!out[k]) return false;
    roots.add(out[k]);
  }
  fp_clear();
  if (!ufunc_run(vm, *loop, uf->nin, nout, in, out)) return false;
  if (int flags = fp_flags(); flags && (flags = ufunc_fp_errors(vm, uf, in, out[0], flags)) &&
                              !np_fp_report(vm, flags, uf->name))
    return false;
  Value res[kMaxUFuncArgs];
  for (int k = 0; k < nout; k++) {
    if (target[k]) {
      if (out[k] != target[k] && !nd_assign(vm, target[k], out[k])) return false;
      res[k] = Value::object(target[k]);
    } else {
      res[k] = np_result(vm, out[k], all_scalar || out[k]->ndim == 0);
    }
    roots.add(res[k]);
  }
  if (nout == 1) {
    result = res[0];
    return true;
  }
  result = Value::object(vm.new_tuple(std::vector<Value>(res, res + nout)));
  return true;
}

bool ufunc_call(VM& vm, UFunc* uf, const Value* inputs, Value out_arg, Value& result) {
  if (uf->core) {
    bool has = out_arg.is_obj() && !out_arg.is_none();
    return gufunc_call(vm, uf, inputs, has ? &out_arg : nullptr, result);
  }
  if (out_arg.is_obj() && is_layout(out_arg, Layout::Tuple) && as<Tuple>(out_arg)->items.size() == 1)
    out_arg = as<Tuple>(out_arg)->items[0];
  Value outs[kMaxUFuncArgs];
  outs[0] = out_arg;
  return ufunc_call_outs(vm, uf, inputs, outs, result);
}

// ---- reductions --------------------------------------------------------------------

namespace {

// The loop reduce uses: (T, T) -> T with T the input dtype (add/multiply lift
// bool and small integers to int64/uint64 as NumPy does), or `dt` if forced.
bool reduce_loop(VM& vm, UFunc* uf, DType in_dt, bool has_dt, DType dt, const UFuncLoop*& out) {
  DType want = in_dt;
  if (has_dt) {
    want = dt;
  } else if ((uf->name == "add" || uf->name == "multiply") && dtype_category(in_dt) <= 1 && dtype_size(in_dt) < 8) {
    want = dtype_info(in_dt).kind == 'u' ? DType::UInt64 : DType::Int64;
  }
  for (auto& l : uf->loops)
    if (l.types[0] == l.types[2] && l.types[1] == l.types[2] && can_cast_safe(want, l.types[0])) {
      out = &l;
      return true;
    }
  return no_loop_error(vm, uf);
}

// NumPy's iterator hands reductions at most this many elements per inner
// loop (its buffer size), which fixes where pairwise summation restarts.
constexpr int64_t kReduceChunk = 8192;

}  // namespace

bool ufunc_reduce(VM& vm, UFunc* uf, NdArray* a, uint64_t mask, bool has_dt, DType dt, bool keepdims, Value& result) {
  if (uf->nin != 2) return vm.raise(vm.exc.ValueError, "reduce only supported for binary functions");
  NdArray* pair[2] = {a, a};
  if (dtype_is_flexible(a->dtype)) return str_no_loop(vm, uf, pair);
  if (uf->nout != 1) return vm.raise(vm.exc.ValueError, "reduce only supported for functions returning a single value");
  RootScope roots(vm);
  const UFuncLoop* loop;
  if (!reduce_loop(vm, uf, a->dtype, has_dt, dt, loop)) return false;
  DType T = loop->types[0];
  if (a->dtype != T) {
    a = nd_copy_as(vm, a, T);
    if (!a) return false;
    roots.add(a);
  }
  // No identity, several axes: one axis at a time (an order only a
  // reorderable operation may be given).
  if (uf->identity.is_undef() && __builtin_popcountll(mask) > 1) {
    if (!uf->reorderable)
      return vm.raisef(vm.exc.ValueError, "reduction operation '%s' is not reorderable, so at most one axis may be specified",
                       uf->name.c_str());
    Value cur = Value::object(a);
    for (int d = a->ndim - 1; d >= 0; d--) {
      if (!(mask >> d & 1)) continue;
      if (!ufunc_reduce(vm, uf, as<NdArray>(cur), 1ull << d, false, T, true, cur)) return false;
      roots.add(cur);
    }
    NdArray* r = as<NdArray>(cur);
    if (keepdims) { result = cur; return true; }
    int nd = 0;
    int64_t shp[kMaxDims], str[kMaxDims];
    for (int d = 0; d < r->ndim; d++)
      if (!(mask >> d & 1)) { shp[nd] = r->shape[d]; str[nd] = r->strides[d]; nd++; }
    if (nd == 0) { result = nd_box(vm, T, r->data); return true; }
    NdArray* v = nd_view(vm, r, T, r->data, nd, shp, str);
    if (!v) return false;
    result = Value::object(v);
    return true;
  }
  int64_t rshape[kMaxDims];
  int64_t count = 1;
  for (int d = 0; d < a->ndim; d++) {
    bool red = mask >> d & 1;
    rshape[d] = red ? 1 : a->shape[d];
    if (red) count *= a->shape[d];
  }
  NdArray* out = nd_new(vm, T, a->ndim, rshape);
  if (!out) return false;
  roots.add(out);
  NdArray* src = a;   // what is folded into out
  if (!uf->identity.is_undef()) {
    unsigned char buf[16];
    if (!nd_unbox(vm, uf->identity, T, (char*)buf)) return false;
    for (int64_t i = 0; i < out->size; i++) std::memcpy(out->data + i * dtype_size(T), buf, (size_t)dtype_size(T));
  } else if (count == 0) {
    return vm.raisef(vm.exc.ValueError, "zero-size array to reduction operation %s which has no identity",
                     uf->name.c_str());
  } else if (out->size > 0) {
    // No identity: each run starts from its first element, and the rest
    // (along the one reduced axis) is folded into it; with no axis, the
    // result is the array.
    NdArray* first = nd_view(vm, a, T, a->data, a->ndim, rshape, a->strides);
    if (!first || !nd_assign(vm, out, first)) return false;
    int d = mask ? __builtin_ctzll(mask) : -1;
    int64_t rest[kMaxDims];
    std::memcpy(rest, a->shape, sizeof(int64_t) * a->ndim);
    if (d >= 0) rest[d]--;
    src = d >= 0 && rest[d] > 0 ? nd_view(vm, a, T, a->data + a->strides[d], a->ndim, rest, a->strides) : nullptr;
    if (d >= 0 && rest[d] > 0 && !src) return false;
    if (src) roots.add(src);
  }
  if (src && src->size > 0) {
    // Cleared only when an error flag is up: writing the status registers
    // costs more than a short reduction (a.sum() of 8 elements in a loop).
    constexpr int kErrors = kFpInvalid | kFpDivide | kFpOverflow | kFpUnderflow;
    if (fp_flags() & kErrors) fp_clear();
    int64_t ostrides[kMaxDims];
    for (int d = 0; d < a->ndim; d++) ostrides[d] = (mask >> d & 1) ? 0 : out->strides[d];
    const int64_t* sp[3] = {ostrides, src->strides, ostrides};
    char* base[3] = {out->data, src->data, out->data};
    NdWalk walk(src->ndim, src->shape, 3, sp);
    int status = kLoopOk;
    walk.run(base, [&](char** ptrs, int64_t n, const int64_t* steps) {
      char* p[3] = {ptrs[0], ptrs[1], ptrs[2]};
      while (n > 0 && status == kLoopOk) {
        int64_t k = steps[0] == 0 ? std::min(n, kReduceChunk) : n;
        status = loop->fn(p, k, steps, loop->data);
        for (int i = 0; i < 3; i++) p[i] += k * steps[i];
        n -= k;
      }
    });
    if (status != kLoopOk) return loop_error(vm, status);
    // NumPy reports what the folding raised as "... encountered in reduce".
    NdArray* ins[2] = {a, a};
    if (int flags = fp_flags() & kErrors; flags && (flags = ufunc_fp_errors(vm, uf, ins, out, flags)) &&
                                !np_fp_report(vm, flags, "reduce"))
      return false;
  }
  if (!keepdims) {
    int nd = 0;
    int64_t shp[kMaxDims], str[kMaxDims];
    for (int d = 0; d < a->ndim; d++)
      if (!(mask >> d & 1)) { shp[nd] = out->shape[d]; str[nd] = out->strides[d]; nd++; }
    if (nd == 0) { result = nd_box(vm, T, out->data); return true; }
    out = nd_view(vm, out, T, out->data, nd, shp, str);
    if (!out) return false;
  }
  result = Value::object(out);
  return true;
}

bool ufunc_accumulate(VM& vm, UFunc* uf, NdArray* a, int axis, bool has_dt, DType dt, Value& result) {
  NdArray* pair[2] = {a, a};
  if (dtype_is_flexible(a->dtype)) return str_no_loop(vm, uf, pair);
  RootScope roots(vm);
  const UFuncLoop* loop;
  if (!reduce_loop(vm, uf, a->dtype, has_dt, dt, loop)) return false;
  DType T = loop->types[0];
  NdArray* out = nd_copy_as(vm, a, T);
  if (!out) return false;
  roots.add(out);
  int64_t n = out->shape[axis];
  if (n <= 1 || out->size == 0) { result = Value::object(out); return true; }
  // out[i] = op(out[i-1], out[i]) along the axis, one slice at a time.
  int64_t shp[kMaxDims];
  std::memcpy(shp, out->shape, sizeof(int64_t) * out->ndim);
  shp[axis] = 1;
  const int64_t* sp[3] = {out->strides, out->strides, out->strides};
  NdWalk walk(out->ndim, shp, 3, sp);
  int status = kLoopOk;
  for (int64_t i = 1; i < n && status == kLoopOk; i++) {
    char* prev = out->data + (i - 1) * out->strides[axis];
    char* cur = out->data + i * out->strides[axis];
    char* base[3] = {prev, cur, cur};
    walk.run(base, [&](char** ptrs, int64_t k, const int64_t* steps) {
      if (status == kLoopOk) status = loop->fn(ptrs, k, steps, loop->data);
    });
  }
  if (status != kLoopOk) return loop_error(vm, status);
  result = Value::object(out);
  return true;
}

// ---- numpy.ufunc ----------------------------------------------------------------------

namespace {

UFunc* self_uf(CallArgs& a) { return static_cast<UFunc*>(a.args[0].o); }

// A generalized ufunc's outputs come positionally (np == nin + nout) or as
// out= (an array when nout is 1, else a tuple of nout arrays).
bool gufunc_dunder_call(VM& vm, UFunc* uf, const Value* args, int np, Value outv, Value& out) {
  if (np > uf->nin) return gufunc_call(vm, uf, args, args + uf->nin, out);
  if (outv.is_undef() || outv.is_none()) return gufunc_call(vm, uf, args, nullptr, out);
  if (is_layout(outv, Layout::Tuple)) {
    Tuple* t = as<Tuple>(outv);
    if ((int)t->items.size() != uf->nout)
      return vm.raise(vm.exc.ValueError, "The 'out' tuple must have exactly one entry per ufunc output");
    return gufunc_call(vm, uf, args, t->items.data(), out);
  }
  if (uf->nout != 1)
    return vm.raise(vm.exc.TypeError, "'out' must be a tuple of arrays");
  return gufunc_call(vm, uf, args, &outv, out);
}

bool ufunc_dunder_call(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = self_uf(a);
  int np = a.nargs - 1;
  Value outv, dtv;
  for (int i = 0; i < a.nkw(); i++) {
    std::string_view k = str_view(a.kwnames->items[i]);
    if (k == "out") outv = a.kwvalue(i);
    else if (k == "dtype" && !uf->core) dtv = a.kwvalue(i);
    else if (k == "dtype" || k == "casting" || k == "where") {
      return vm.raisef(vm.exc.TypeError, "%s() keyword '%.*s' is not supported by tpy yet", uf->name.c_str(),
                       (int)k.size(), k.data());
    } else {
      return vm.raisef(vm.exc.TypeError, "%s() got an unexpected keyword argument '%.*s'", uf->name.c_str(),
                       (int)k.size(), k.data());
    }
  }
  // Outputs may be given positionally, all or (elementwise ufuncs) the first few.
  if (np < uf->nin || np > uf->nin + uf->nout || (uf->core && np != uf->nin && np != uf->nin + uf->nout))
    return vm.raisef(vm.exc.TypeError, "%s() takes from %d to %d positional arguments but %d were given",
                     uf->name.c_str(), uf->nin, uf->nin + uf->nout, np);
  if (np > uf->nin && !outv.is_undef())
    return vm.raise(vm.exc.TypeError, "cannot specify 'out' as both a positional and keyword argument");
  if (uf->core) return gufunc_dunder_call(vm, uf, a.args + 1, np, outv, out);
  DType want;
  bool has_dt = !dtv.is_undef() && !dtv.is_none();
  if (has_dt && !to_dtype(vm, dtv, want)) {
    // A str/bytes dtype=: NumPy finds no loop that writes text.
    DType flex;
    int64_t size;
    if (!vm.pending_is(vm.exc.TypeError) || (vm.take_pending(), !to_dtype_sized(vm, dtv, flex, size))) return false;
    std::string types;
    for (int i = 0; i < uf->nin; i++) {
      NdArray* x;
      if (!np_asarray(vm, a.args[1 + i], x)) return false;
      types += std::string(i ? ", " : "") + "<class 'numpy.dtype[" + dtype_info(x->dtype).name + "]'>";
    }
    return vm.raisef(ufunc_error_type(vm, "_UFuncNoLoopError") ?: vm.exc.TypeError,
                     "ufunc '%s' did not contain a loop with signature matching types (%s) -> <class "
                     "'numpy.dtype[%s]'>", uf->name.c_str(), types.c_str(), flex == DType::Bytes ? "bytes_" : "str_");
  }
  if (uf->nout == 1 && !has_dt) {
    if (np > uf->nin) outv = a.args[np];
    return ufunc_call(vm, uf, a.args + 1, outv, out);
  }
  // Several outputs (positional, or out= as a tuple of one entry per
  // output), or dtype=.
  Value outs[kMaxUFuncArgs];
  for (int k = 0; k < uf->nout; k++) outs[k] = np > uf->nin + k ? a.args[1 + uf->nin + k] : Value();
  if (uf->nout == 1 && !outv.is_undef() && !is_layout(outv, Layout::Tuple)) {
    outs[0] = outv;
    outv = Value();
  }
  if (!outv.is_undef() && !outv.is_none()) {
    if (!is_layout(outv, Layout::Tuple))
      return vm.raise(vm.exc.TypeError, "'out' must be a tuple of arrays");
    Tuple* t = as<Tuple>(outv);
    if ((int)t->items.size() != uf->nout)
      return vm.raise(vm.exc.ValueError, "The 'out' tuple must have exactly one entry per ufunc output");
    for (int k = 0; k < uf->nout; k++) outs[k] = t->items[k];
  }
  return ufunc_call_dtype(vm, uf, a.args + 1, outs, has_dt ? &want : nullptr, out);
}

bool ufunc_repr(VM& vm, CallArgs& a, Value& out) {
  out = vm.str_value("<ufunc '" + self_uf(a)->name + "'>");
  return true;
}

// What NumPy says to reduce, accumulate and outer on a generalized ufunc.
bool refuse_core(VM& vm, UFunc* uf, bool outer) {
  if (!uf->core) return true;
  if (outer) return vm.raise(vm.exc.TypeError, "method outer is not allowed in ufunc with non-trivial signature");
  return vm.raise(vm.exc.RuntimeError, "Reduction not defined on ufunc with signature");
}

bool ufunc_reduce_method(VM& vm, CallArgs& a, Value& out) {
  if (!refuse_core(vm, self_uf(a), false)) return false;
  Value args[4];
  if (!bind_args(vm, a, "reduce", {"array", "axis", "dtype", "keepdims"}, 1, args, true)) return false;
  NdArray* arr;
  if (!np_asarray(vm, args[0], arr)) return false;
  RootScope roots(vm);
  roots.add(arr);
  uint64_t mask;
  Value axis = args[1].is_undef() ? Value::integer(0) : args[1];
  if (arr->ndim == 0 && axis.is_int()) axis = Value::none();
  if (!np_axis_mask(vm, axis, arr->ndim, mask)) return false;
  DType dt = DType::Float64;
  bool has_dt = !args[2].is_undef() && !args[2].is_none();
  if (has_dt && !to_dtype(vm, args[2], dt)) return false;
  bool keep = false;
  if (!args[3].is_undef() && !truthy(vm, args[3], keep)) return false;
  return ufunc_reduce(vm, self_uf(a), arr, mask, has_dt, dt, keep, out);
}

bool ufunc_accumulate_method(VM& vm, CallArgs& a, Value& out) {
  if (!refuse_core(vm, self_uf(a), false)) return false;
  if (self_uf(a)->nin != 2) return vm.raise(vm.exc.ValueError, "accumulate only supported for binary functions");
  if (self_uf(a)->nout != 1)
    return vm.raise(vm.exc.ValueError, "accumulate only supported for functions returning a single value");
  Value args[3];
  if (!bind_args(vm, a, "accumulate", {"array", "axis", "dtype"}, 1, args, true)) return false;
  NdArray* arr;
  if (!np_asarray(vm, args[0], arr)) return false;
  RootScope roots(vm);
  roots.add(arr);
  uint64_t mask;
  if (!np_axis_mask(vm, args[1].is_undef() ? Value::integer(0) : args[1], arr->ndim, mask)) return false;
  int axis = 0;
  while (axis < arr->ndim && !(mask >> axis & 1)) axis++;
  DType dt = DType::Float64;
  bool has_dt = !args[2].is_undef() && !args[2].is_none();
  if (has_dt && !to_dtype(vm, args[2], dt)) return false;
  return ufunc_accumulate(vm, self_uf(a), arr, axis, has_dt, dt, out);
}

// f.outer(a, b): f(a[..., newaxis...], b).
bool ufunc_outer_method(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = self_uf(a);
  if (!refuse_core(vm, uf, true)) return false;
  if (uf->nin != 2) return vm.raise(vm.exc.ValueError, "outer product only supported for binary functions");
  NdArray *x, *y;
  if (!np_asarray(vm, a.args[1], x)) return false;
  RootScope roots(vm);
  roots.add(x);
  if (!np_asarray(vm, a.args[2], y)) return false;
  roots.add(y);
  if (x->ndim + y->ndim > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  int64_t shp[kMaxDims], str[kMaxDims];
  for (int d = 0; d < x->ndim; d++) { shp[d] = x->shape[d]; str[d] = x->strides[d]; }
  for (int d = 0; d < y->ndim; d++) { shp[x->ndim + d] = 1; str[x->ndim + d] = 0; }
  NdArray* xv = nd_view(vm, x, x->dtype, x->data, x->ndim + y->ndim, shp, str);
  if (!xv) return false;
  roots.add(xv);
  Value ins[2] = {Value::object(xv), Value::object(y)};
  return ufunc_call(vm, uf, ins, Value(), out);
}

bool ufunc_get_nin(VM&, CallArgs& a, Value& out) { out = Value::integer(self_uf(a)->nin); return true; }
bool ufunc_get_nout(VM&, CallArgs& a, Value& out) { out = Value::integer(self_uf(a)->nout); return true; }
bool ufunc_get_name(VM& vm, CallArgs& a, Value& out) { out = vm.str_value(self_uf(a)->name); return true; }
bool ufunc_get_nargs(VM&, CallArgs& a, Value& out) { out = Value::integer(self_uf(a)->nin + self_uf(a)->nout); return true; }
bool ufunc_get_ntypes(VM&, CallArgs& a, Value& out) { out = Value::integer((int64_t)self_uf(a)->loops.size()); return true; }
bool ufunc_get_identity(VM&, CallArgs& a, Value& out) {
  out = self_uf(a)->identity.is_undef() ? Value::none() : self_uf(a)->identity;
  return true;
}
bool ufunc_get_signature(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = self_uf(a);
  out = uf->core ? vm.str_value(uf->core->text) : Value::none();
  return true;
}
bool ufunc_get_types(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = self_uf(a);
  List* l = vm.new_list();
  for (auto& loop : uf->loops) {
    std::string s;
    for (int i = 0; i < uf->nin; i++) s += dtype_info(loop.types[i]).code;
    s += "->";
    for (int i = 0; i < uf->nout; i++) s += dtype_info(loop.types[uf->nin + i]).code;
    l->items.push_back(vm.str_value(s));
  }
  out = Value::object(l);
  return true;
}

const NativeDef kUFuncMethods[] = {
    {"__call__", ufunc_dunder_call, 1, -1, true, JitHint::None},
    {"__repr__", ufunc_repr, 1, 1, false, JitHint::None},
    {"reduce", ufunc_reduce_method, 2, 5, true, JitHint::None},
    {"accumulate", ufunc_accumulate_method, 2, 4, true, JitHint::None},
    {"outer", ufunc_outer_method, 3, 3, false, JitHint::None},
};
const NativeDef kUFuncGetters[] = {
    {"nin", ufunc_get_nin, 1, 1, false, JitHint::None},
    {"nout", ufunc_get_nout, 1, 1, false, JitHint::None},
    {"__name__", ufunc_get_name, 1, 1, false, JitHint::None},
    {"types", ufunc_get_types, 1, 1, false, JitHint::None},
    {"nargs", ufunc_get_nargs, 1, 1, false, JitHint::None},
    {"ntypes", ufunc_get_ntypes, 1, 1, false, JitHint::None},
    {"identity", ufunc_get_identity, 1, 1, false, JitHint::None},
    {"signature", ufunc_get_signature, 1, 1, false, JitHint::None},
};

}  // namespace

void init_ufunc_type(VM& vm, NpState& st) {
  TypeObject* t = vm.new_builtin_type("ufunc", Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("numpy"));
  t->subclassable = false;
  vm.add_methods(t, kUFuncMethods);
  for (auto& g : kUFuncGetters) add_getter(vm, t, &g);
  st.ufunc = t;
  np_keep(vm, st, t);
}

}  // namespace tpy
