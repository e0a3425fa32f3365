// np_ufunc.cpp — the ufunc machinery: loop registration, NumPy 1.24's type
// resolution (linear search in dtype order, value-based casting of Python
// scalars), casting= and where=, broadcasting, out=, reduce (initial=,
// where=)/accumulate, and the numpy.ufunc type (calling, .reduce,
// .accumulate, .reduceat, .outer, .at, the attributes). The loops
// themselves live in np_ufuncs.cpp; the element walk in np_iter.h.
#include <cfloat>
#include <cmath>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"
#include "builtins/numpy/np_order.h"
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
    default: {   // complex64 when both parts fit float32 (NumPy has no complex32)
      double c[2];
      cast_element(dt, a->data, DType::Complex128, (char*)c);
      auto fits = [](double v) { return !std::isfinite(v) || std::fabs(v) <= FLT_MAX; };
      return fits(c[0]) && fits(c[1]) ? DType::Complex64 : DType::Complex128;
    }
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

// ---- casting= and where= -----------------------------------------------------------------

const char* casting_name(Casting c) {
  switch (c) {
    case Casting::No: return "no";
    case Casting::Equiv: return "equiv";
    case Casting::Safe: return "safe";
    case Casting::SameKind: return "same_kind";
    case Casting::Unsafe: return "unsafe";
  }
  return "";
}

bool parse_casting(VM& vm, Value v, Casting& out) {
  if (!is_str(v)) return vm.raisef(vm.exc.TypeError, "casting must be str, not %s", type_name(vm, v));
  std::string_view s = str_view(v);
  for (Casting c : {Casting::No, Casting::Equiv, Casting::Safe, Casting::SameKind, Casting::Unsafe})
    if (s == casting_name(c)) { out = c; return true; }
  return vm.raisef(vm.exc.ValueError,
                   "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got '%.*s')", (int)s.size(),
                   s.data());
}

bool can_cast_rule(DType from, DType to, Casting c) {
  switch (c) {
    case Casting::No:
    case Casting::Equiv: return from == to;
    case Casting::Safe: return can_cast_safe(from, to);
    case Casting::SameKind: return can_cast_same_kind(from, to);
    case Casting::Unsafe: return true;
  }
  return false;
}

bool can_cast_input(NdArray* a, DType to, Casting c) {
  if (can_cast_rule(a->dtype, to, c)) return true;
  if (a->ndim != 0 || dtype_is_flexible(a->dtype)) return false;
  bool small;
  DType m = min_scalar_type(a, small);
  if (m == DType::Float32 && c <= Casting::Equiv) {
    // NumPy's smallest type of a float within float16's range is float16,
    // which tpy lacks: no float dtype here equals it.
    double v;
    cast_element(a->dtype, a->data, DType::Float64, (char*)&v);
    if (!std::isfinite(v) || std::fabs(v) <= 65504.0) return false;
  }
  if (small && dtype_info(to).kind != 'u') m = signed_of(m);
  return can_cast_rule(m, to, c);
}

bool parse_where(VM& vm, Value v, NdArray*& mask, RootScope& roots) {
  mask = nullptr;
  if (is_ndarray(vm, v)) {
    NdArray* a = as<NdArray>(v);
    if (a->dtype != DType::Bool)
      return vm.raisef(vm.exc.TypeError,
                       "Cannot cast array data from dtype('%s') to dtype('bool') according to the rule 'safe'",
                       dtype_info(a->dtype).name);
    mask = a;
    return true;
  }
  if (is_layout(v, Layout::List) || is_layout(v, Layout::Tuple)) {
    NdArray* a;
    if (!np_asarray(vm, v, a)) return false;
    roots.add(a);
    if (a->dtype != DType::Bool) {
      if (dtype_is_flexible(a->dtype))
        return vm.raise(vm.exc.TypeError, "where= of str or bytes elements is not supported by tpy");
      a = nd_copy_as(vm, a, DType::Bool);
      if (!a) return false;
      roots.add(a);
    }
    mask = a;
    return true;
  }
  bool b;
  if (!truthy(vm, v, b)) return false;
  if (b) return true;
  mask = nd_new(vm, DType::Bool, 0, nullptr);   // zero-filled: False
  if (!mask) return false;
  roots.add(mask);
  return true;
}

namespace {

// NumPy's _UFuncInputCastingError / _UFuncOutputCastingError (always
// false); the operand's number only when the ufunc has several.
bool input_cast_error(VM& vm, UFunc* uf, int i, DType from, DType to, Casting c) {
  std::string idx = uf->nin != 1 ? std::to_string(i) + " " : "";
  return vm.raisef(ufunc_error_type(vm, "_UFuncInputCastingError") ?: vm.exc.TypeError,
                   "Cannot cast ufunc '%s' input %sfrom dtype('%s') to dtype('%s') with casting rule '%s'",
                   uf->name.c_str(), idx.c_str(), dtype_info(from).name, dtype_info(to).name, casting_name(c));
}

bool output_cast_error(VM& vm, UFunc* uf, int k, DType from, DType to, Casting c) {
  std::string idx = uf->nout != 1 ? std::to_string(uf->nin + k) + " " : "";   // the operand's number
  return vm.raisef(ufunc_error_type(vm, "_UFuncOutputCastingError") ?: vm.exc.TypeError,
                   "Cannot cast ufunc '%s' output %sfrom dtype('%s') to dtype('%s') with casting rule '%s'",
                   uf->name.c_str(), idx.c_str(), dtype_info(from).name, dtype_info(to).name, casting_name(c));
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
  // A complex scalar with float arrays keeps their precision when its value
  // fits (NumPy 1.24's weak Python complex: float32 array + 1j is complex64).
  int max_array = -1;
  for (int i = 0; i < n; i++)
    if (in[i]->ndim > 0) max_array = std::max(max_array, dtype_category(in[i]->dtype));
  DType ret = DType::Bool;
  bool ret_small = false;
  for (int i = 0; i < n; i++) {
    bool small = false;
    bool weak_complex = max_array == 2 && in[i]->ndim == 0 && dtype_category(in[i]->dtype) == 3;
    DType t = (by_value || weak_complex) && in[i]->ndim == 0 ? min_scalar_type(in[i], small) : in[i]->dtype;
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
}  // namespace

// The loop for dtype=: NumPy 1.24 puts `want` at every operand when the
// ufunc's loops are homogeneous (all of one dtype each) and names the input
// that cannot be cast to it; otherwise it takes the first loop with that
// output dtype whose inputs cast safely.
bool resolve_loop_dtype(VM& vm, UFunc* uf, NdArray* const* in, DType want, Casting casting, const UFuncLoop*& out) {
  int nt = uf->nin + uf->nout;
  bool homogeneous = true;
  for (auto& l : uf->loops)
    for (int i = 1; i < nt; i++) homogeneous = homogeneous && l.types[i] == l.types[0];
  bool by_value = use_min_scalar(in, uf->nin);
  for (auto& l : uf->loops) {
    if (l.types[uf->nin] != want) continue;
    bool ok = true;
    for (int i = 0; i < uf->nin && ok; i++) {
      if (homogeneous && !(casting == Casting::SameKind ? casts_same_kind(in[i], want, by_value)
                                                        : can_cast_input(in[i], want, casting)))
        return input_cast_error(vm, uf, i, in[i]->dtype, want, casting);
      ok = by_value && in[i]->ndim == 0 ? can_cast_scalar(in[i], l.types[i]) : can_cast_safe(in[i]->dtype, l.types[i]);
    }
    if (homogeneous || ok) { out = &l; return true; }
  }
  return vm.raisef(vm.exc.TypeError, "No loop matching the specified signature and casting was found for ufunc %s",
                   uf->name.c_str());
}

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

// NumPy's floating-point errors of one ufunc call, from the flags its loop
// raised. Arithmetic keeps the hardware's (and integer division's own)
// flags. Other float loops (libm and libmvec functions, max/min and
// comparisons, which raise "invalid" on a NaN input) among the built-in
// ufuncs are judged by their
// values instead, as NumPy's loops report them: "invalid" when the output
// has a NaN no input had, "overflow" ("divide by zero" for the log family)
// when it has an infinity no input had. Bool and complex outputs report none.
bool scan_has(const NdArray* a, bool nan) {
  char kind = dtype_info(a->dtype).kind;
  if (kind != 'f' && kind != 'c') return false;
  for (int64_t i = 0; i < a->size; i++) {
    double v[2] = {0, 0};   // a complex's two parts
    cast_element(a->dtype, nd_flat_ptr(a, i), kind == 'c' ? DType::Complex128 : DType::Float64, (char*)v);
    for (double x : v)
      if (nan ? std::isnan(x) : std::isinf(x)) return true;
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
  if (kind == 'c' && (uf->name == "log" || uf->name == "log2" || uf->name == "log10"))
    return flags & kFpDivide;   // the complex log of a zero raises it (np_ufuncs.cpp's complex_log)
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

namespace {

// The walk's operands of a call: the inputs broadcast to the outputs'
// shape, the outputs, then the where= mask (when given) broadcast alike.
// Returns how many; the caller has room for them.
inline int call_operands(int nin, int nout, NdArray* const* in, NdArray* const* out, NdArray* mask,
                         int64_t (*strides)[kMaxDims], const int64_t** sp, char** base) {
  for (int i = 0; i < nin; i++) {
    broadcast_strides(in[i], out[0]->ndim, out[0]->shape, strides[i]);
    sp[i] = strides[i];
    base[i] = in[i]->data;
  }
  for (int k = 0; k < nout; k++) {
    sp[nin + k] = out[k]->strides;
    base[nin + k] = out[k]->data;
  }
  int n = nin + nout;
  if (!mask) return n;
  broadcast_strides(mask, out[0]->ndim, out[0]->shape, strides[n]);
  sp[n] = strides[n];
  base[n] = mask->data;
  return n + 1;
}

}  // namespace

// Runs `loop` on inputs (already of the loop's dtypes) into its nout
// outputs (of the loop's output dtypes, shape = broadcast shape).
bool ufunc_run(VM& vm, const UFuncLoop& loop, int nin, int nout, NdArray* const* in, NdArray* const* out) {
  int64_t strides[kMaxUFuncArgs][kMaxDims];
  const int64_t* sp[kMaxUFuncArgs];
  char* base[kMaxUFuncArgs];
  call_operands(nin, nout, in, out, nullptr, strides, sp, base);
  if (out[0]->size == 0) return true;
  NdWalk walk(out[0]->ndim, out[0]->shape, nin + nout, sp);
  int status = kLoopOk;
  walk.run(base, [&](char** ptrs, int64_t n, const int64_t* steps) {
    if (status == kLoopOk) status = loop.fn(ptrs, n, steps, loop.data);
  });
  return status == kLoopOk || loop_error(vm, status);
}

namespace {

// ufunc_run for the elements where `mask` (broadcast to the outputs'
// shape) is true: the loop runs on each stretch of true elements of an
// innermost run, as NumPy's masked loops do, so the others are neither
// computed nor written (no floating-point error from them).
bool ufunc_run_masked(VM& vm, const UFuncLoop& loop, int nin, int nout, NdArray* const* in, NdArray* const* out,
                      NdArray* mask) {
  const int n = nin + nout;
  if (n + 1 > kMaxOperands) return vm.raise(vm.exc.ValueError, "too many operands for where=");
  int64_t strides[kMaxOperands][kMaxDims];
  const int64_t* sp[kMaxOperands];
  char* base[kMaxOperands];
  call_operands(nin, nout, in, out, mask, strides, sp, base);
  if (out[0]->size == 0) return true;
  NdWalk walk(out[0]->ndim, out[0]->shape, n + 1, sp);
  int status = kLoopOk;
  walk.run(base, [&](char** ptrs, int64_t cnt, const int64_t* steps) {
    const char* m = ptrs[n];
    int64_t ms = steps[n];
    for (int64_t i = 0; i < cnt && status == kLoopOk;) {
      while (i < cnt && !m[i * ms]) i++;
      int64_t j = i;
      while (j < cnt && m[j * ms]) j++;
      if (j > i) {
        char* p[kMaxOperands];
        for (int k = 0; k < n; k++) p[k] = ptrs[k] + i * steps[k];
        status = loop.fn(p, j - i, steps, loop.data);
      }
      i = j;
    }
  });
  return status == kLoopOk || loop_error(vm, status);
}

// dst[i] = src[i] (cast) where the mask, broadcast to dst's shape, is true;
// src has dst's shape. Numeric dtypes only.
void masked_assign(NdArray* dst, NdArray* src, NdArray* mask) {
  int64_t ss[kMaxDims], ms[kMaxDims];
  broadcast_strides(src, dst->ndim, dst->shape, ss);
  broadcast_strides(mask, dst->ndim, dst->shape, ms);
  const int64_t* sp[3] = {dst->strides, ss, ms};
  char* base[3] = {dst->data, src->data, mask->data};
  NdWalk walk(dst->ndim, dst->shape, 3, sp);
  walk.run(base, [&](char** p, int64_t n, const int64_t* st) {
    for (int64_t i = 0; i < n; i++)
      if (p[2][i * st[2]]) cast_element(src->dtype, p[1] + i * st[1], dst->dtype, p[0] + i * st[0]);
  });
}

// An out= array for output k: of the broadcast shape (ndim, shape) of the
// inputs and the where= mask (null when none), its dtype reachable from
// the loop's `odt` under `casting`, writeable.
bool check_out(VM& vm, UFunc* uf, NdArray* const* in, NdArray* where, int k, Value outv, DType odt, Casting casting,
               int ndim, const int64_t* shape, NdArray*& target) {
  if (!is_ndarray(vm, outv)) return vm.raise(vm.exc.TypeError, "return arrays must be of ArrayType");
  target = as<NdArray>(outv);
  NdArray* all[kMaxUFuncArgs + 2];
  int na = 0;
  for (int i = 0; i < uf->nin; i++) all[na++] = in[i];
  if (where) all[na++] = where;
  all[na++] = target;
  int nd2;
  int64_t shape2[kMaxDims];
  if (!broadcast_shapes(vm, na, all, nd2, shape2)) return false;
  bool same = nd2 == target->ndim;
  for (int d = 0; same && d < nd2; d++) same = shape2[d] == target->shape[d];
  if (!same)
    return vm.raisef(vm.exc.ValueError, "non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
                     shape_text(target->ndim, target->shape, true).c_str(), shape_text(ndim, shape, true).c_str());
  if (!can_cast_rule(odt, target->dtype, casting)) return output_cast_error(vm, uf, k, odt, target->dtype, casting);
  if (!target->writeable()) return vm.raise(vm.exc.ValueError, "output array is read-only");
  if (where && dtype_is_flexible(target->dtype))
    return vm.raise(vm.exc.TypeError, "where= with a str or bytes out= is not supported by tpy");
  return true;
}

// A new output laid out as NumPy's order='K' iterator walks the inputs
// (M.T * 2 is Fortran-ordered as M.T is), C order when they agree with it.
NdArray* new_like_inputs(VM& vm, DType dt, int ndim, const int64_t* shape, NdArray* const* in, int nin) {
  bool all_c = true;   // C-ordered inputs (scalars too) keep C order: no sort needed
  for (int i = 0; i < nin && all_c; i++) all_c = in[i]->c_contiguous();
  if (ndim < 2 || all_c) return nd_new(vm, dt, ndim, shape);
  int64_t st[kMaxUFuncArgs][kMaxDims];
  const int64_t* sp[kMaxUFuncArgs];
  for (int i = 0; i < nin; i++) {
    broadcast_strides(in[i], ndim, shape, st[i]);
    sp[i] = st[i];
  }
  int perm[kMaxDims];
  iter_axis_order(ndim, nin, sp, perm);
  return nd_new_permuted(vm, dt, dtype_size(dt), ndim, shape, perm);
}

}  // namespace

bool ufunc_call_outs(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, Value& result) {
  return ufunc_call_dtype(vm, uf, inputs, outs, nullptr, result);
}

bool ufunc_call_dtype(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, const DType* want, Value& result) {
  UFuncOpts opts;
  opts.want = want;
  return ufunc_call_opts(vm, uf, inputs, outs, opts, result);
}

bool ufunc_call_opts(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, const UFuncOpts& opts, Value& result) {
  const DType* want = opts.want;
  NdArray* where = opts.where;
  RootScope roots(vm);
  NdArray* in[kMaxUFuncArgs];
  bool all_scalar = true;
  for (int i = 0; i < uf->nin; i++) {
    if (!np_asarray(vm, inputs[i], in[i])) return false;
    roots.add(in[i]);
    all_scalar = all_scalar && in[i]->ndim == 0;
  }
  for (int i = 0; i < uf->nin; i++)
    if (dtype_is_flexible(in[i]->dtype) && (outs[0].is_undef() || outs[0].is_none())) {
      if (where || opts.casting != Casting::SameKind)
        return vm.raise(vm.exc.TypeError, "where= and casting= on str or bytes arrays are not supported by tpy");
      return str_ufunc(vm, uf, in, result);
    }
  const UFuncLoop* loop;
  if (!(want ? resolve_loop_dtype(vm, uf, in, *want, opts.casting, loop) : resolve_loop(vm, uf, in, loop)))
    return false;
  // The loop was chosen by safe casting; a stricter casting= may refuse an input.
  if (opts.casting < Casting::Safe || (want && opts.casting != Casting::SameKind))
    for (int i = 0; i < uf->nin; i++)
      if (!can_cast_input(in[i], loop->types[i], opts.casting))
        return input_cast_error(vm, uf, i, in[i]->dtype, loop->types[i], opts.casting);
  int ndim;
  int64_t shape[kMaxDims];
  int nout = uf->nout;
  if (where) {
    // The mask broadcasts with every operand (NumPy's message names them
    // all) and may widen the result.
    NdArray* all[2 * kMaxUFuncArgs + 1];
    int na = 0;
    for (int i = 0; i < uf->nin; i++) all[na++] = in[i];
    for (int k = 0; k < nout; k++)
      if (is_ndarray(vm, outs[k])) all[na++] = as<NdArray>(outs[k]);
    all[na++] = where;
    if (!broadcast_shapes(vm, na, all, ndim, shape)) return false;
    na = 0;
    for (int i = 0; i < uf->nin; i++) all[na++] = in[i];
    all[na++] = where;
    if (!broadcast_shapes(vm, na, all, ndim, shape)) return false;
    if (ndim > 0) all_scalar = false;
  } else if (!broadcast_shapes(vm, uf->nin, in, ndim, shape)) {
    // NumPy's message names the given outputs too.
    NdArray* all[2 * kMaxUFuncArgs];
    int na = 0;
    for (int i = 0; i < uf->nin; i++) all[na++] = in[i];
    for (int k = 0; k < nout; k++)
      if (is_ndarray(vm, outs[k])) all[na++] = as<NdArray>(outs[k]);
    if (na == uf->nin) return false;
    vm.take_pending();
    return broadcast_shapes(vm, na, all, ndim, shape) && vm.raise(vm.exc.ValueError, "operands could not be broadcast");
  }
  NdArray* target[kMaxUFuncArgs] = {};
  NdArray* out[kMaxUFuncArgs];
  for (int k = 0; k < nout; k++) {
    if (outs[k].is_undef() || outs[k].is_none()) continue;
    if (!check_out(vm, uf, in, where, k, outs[k], loop->types[uf->nin + k], opts.casting, ndim, shape, target[k]))
      return false;
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
    out[k] = new_like_inputs(vm, odt, ndim, shape, in, uf->nin);
    if (!out[k]) return false;
    roots.add(out[k]);
  }
  fp_clear();
  if (!(where ? ufunc_run_masked(vm, *loop, uf->nin, nout, in, out, where) : ufunc_run(vm, *loop, uf->nin, nout, in, out)))
    return false;
  if (int flags = fp_flags(); flags && (flags = ufunc_fp_errors(vm, uf, in, out[0], flags)) &&
                              !np_fp_report(vm, flags, uf->name))
    return false;
  Value res[kMaxUFuncArgs];
  for (int k = 0; k < nout; k++) {
    if (target[k]) {
      if (out[k] != target[k]) {
        if (where) masked_assign(target[k], out[k], where);
        else if (!nd_assign(vm, target[k], out[k])) return false;
      }
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

// The fold of a reduction with where=: the mask (strides `ws` over the
// walk's shape) is a fourth operand of the walk, and the loop folds each
// stretch of true elements (in chunks as the plain fold). Returns the
// loop's status.
int fold_masked(const UFuncLoop& loop, int nd, const int64_t* shape, const int64_t* const* sp3, char* const* base3,
                const int64_t* ws, char* wdata) {
  const int64_t* sp[4] = {sp3[0], sp3[1], sp3[2], ws};
  char* base[4] = {base3[0], base3[1], base3[2], wdata};
  NdWalk walk(nd, shape, 4, sp);
  int status = kLoopOk;
  walk.run(base, [&](char** ptrs, int64_t n, const int64_t* steps) {
    const char* m = ptrs[3];
    for (int64_t i = 0; i < n && status == kLoopOk;) {
      while (i < n && !m[i * steps[3]]) i++;
      int64_t j = i;
      while (j < n && m[j * steps[3]]) j++;
      char* p[3] = {ptrs[0] + i * steps[0], ptrs[1] + i * steps[1], ptrs[2] + i * steps[2]};
      for (int64_t left = j - i; left > 0 && status == kLoopOk;) {
        int64_t k = steps[0] == 0 ? std::min(left, kReduceChunk) : left;
        status = loop.fn(p, k, steps, loop.data);
        for (int q = 0; q < 3; q++) p[q] += k * steps[q];
        left -= k;
      }
      i = j;
    }
  });
  return status;
}

}  // namespace

bool ufunc_reduce(VM& vm, UFunc* uf, NdArray* a, uint64_t mask, bool has_dt, DType dt, bool keepdims, Value& result,
                  const ReduceOpts* opts) {
  if (uf->nin != 2) return vm.raise(vm.exc.ValueError, "reduce only supported for binary functions");
  NdArray* pair[2] = {a, a};
  if (dtype_is_flexible(a->dtype)) return str_no_loop(vm, uf, pair);
  if (uf->nout != 1) return vm.raise(vm.exc.ValueError, "reduce only supported for functions returning a single value");
  // What each result starts from: initial= (None: nothing), else the identity.
  NdArray* where = opts ? opts->where : nullptr;
  Value start = opts && !opts->initial.is_undef() ? (opts->initial.is_none() ? Value() : opts->initial) : uf->identity;
  if (where) {
    if (start.is_undef())
      return vm.raisef(vm.exc.ValueError,
                       "reduction operation '%s' does not have an identity, so to use a where mask one has to specify "
                       "'initial'", uf->name.c_str());
    if (where->ndim > a->ndim)
      return vm.raise(vm.exc.ValueError, "input operand has more dimensions than allowed by the axis remapping");
    for (int d = 0; d < where->ndim; d++) {
      int64_t w = where->shape[d], s = a->shape[a->ndim - where->ndim + d];
      if (w != s && w != 1)
        return vm.raisef(vm.exc.ValueError, "operands could not be broadcast together with remapped shapes "
                         "[original->remapped]: %s %s ", shape_text(a->ndim, a->shape, true).c_str(),
                         shape_text(where->ndim, where->shape, true).c_str());
    }
  }
  if (__builtin_popcountll(mask) > 1 && !uf->reorderable)
    return vm.raisef(vm.exc.ValueError, "reduction operation '%s' is not reorderable, so at most one axis may be specified",
                     uf->name.c_str());
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
  if (start.is_undef() && __builtin_popcountll(mask) > 1) {
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
  if (!start.is_undef()) {
    unsigned char buf[16];
    if (!nd_unbox(vm, start, T, (char*)buf)) return false;
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
    // NumPy's iterator walks the input's smallest stride innermost (before
    // it allocates the output), which fixes what a float sum adds first:
    // M.T.sum(axis=1) folds rows one at a time as M.sum(axis=0) does.
    int nd = src->ndim, perm[kMaxDims];
    const int64_t* ss[1] = {src->strides};
    if (src->c_contiguous() || nd < 2) {
      for (int d = 0; d < nd; d++) perm[d] = d;
    } else {
      iter_axis_order(nd, 1, ss, perm);
    }
    int64_t shape[kMaxDims], ostrides[kMaxDims], sstrides[kMaxDims], wstrides[kMaxDims], ws[kMaxDims];
    if (where) broadcast_strides(where, nd, src->shape, ws);
    for (int i = 0; i < nd; i++) {
      int d = perm[i];
      shape[i] = src->shape[d];
      ostrides[i] = (mask >> d & 1) ? 0 : out->strides[d];
      sstrides[i] = src->strides[d];
      if (where) wstrides[i] = ws[d];
    }
    const int64_t* sp[3] = {ostrides, sstrides, ostrides};
    char* base[3] = {out->data, src->data, out->data};
    int status = kLoopOk;
    if (where) {
      status = fold_masked(*loop, nd, shape, sp, base, wstrides, where->data);
    } else {
      NdWalk walk(nd, shape, 3, sp);
      walk.run(base, [&](char** ptrs, int64_t n, const int64_t* steps) {
        char* p[3] = {ptrs[0], ptrs[1], ptrs[2]};
        while (n > 0 && status == kLoopOk) {
          int64_t k = steps[0] == 0 ? std::min(n, kReduceChunk) : n;
          status = loop->fn(p, k, steps, loop->data);
          for (int i = 0; i < 3; i++) p[i] += k * steps[i];
          n -= k;
        }
      });
    }
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

bool fn_matmul(VM& vm, CallArgs& a, Value& out);   // np_reduce.cpp: np.matmul's call

namespace {

UFunc* self_uf(CallArgs& a) { return static_cast<UFunc*>(a.args[0].o); }

// A generalized ufunc's outputs come positionally (np == nin + nout) or as
// out= (an array when nout is 1, else a tuple of nout arrays).
bool gufunc_dunder_call(VM& vm, UFunc* uf, const Value* args, int np, Value outv, const UFuncOpts& opts, Value& out) {
  if (np > uf->nin) return gufunc_call(vm, uf, args, args + uf->nin, out, &opts);
  if (outv.is_undef() || outv.is_none()) return gufunc_call(vm, uf, args, nullptr, out, &opts);
  if (is_layout(outv, Layout::Tuple)) {
    Tuple* t = as<Tuple>(outv);
    if ((int)t->items.size() != uf->nout)
      return vm.raise(vm.exc.ValueError, "The 'out' tuple must have exactly one entry per ufunc output");
    return gufunc_call(vm, uf, args, t->items.data(), out, &opts);
  }
  if (uf->nout != 1)
    return vm.raise(vm.exc.TypeError, "'out' must be a tuple of arrays");
  return gufunc_call(vm, uf, args, &outv, out, &opts);
}

// A str/bytes dtype=: NumPy finds no loop that writes text (false).
bool flexible_dtype_error(VM& vm, UFunc* uf, const Value* inputs, Value dtv) {
  DType flex;
  int64_t size;
  if (!vm.pending_is(vm.exc.TypeError) || (vm.take_pending(), !to_dtype_sized(vm, dtv, flex, size))) return false;
  std::string types;
  for (int i = 0; i < uf->nin; i++) {
    NdArray* x;
    if (!np_asarray(vm, inputs[i], x)) return false;
    types += std::string(i ? ", " : "") + "<class 'numpy.dtype[" + dtype_info(x->dtype).name + "]'>";
  }
  return vm.raisef(ufunc_error_type(vm, "_UFuncNoLoopError") ?: vm.exc.TypeError,
                   "ufunc '%s' did not contain a loop with signature matching types (%s) -> <class "
                   "'numpy.dtype[%s]'>", uf->name.c_str(), types.c_str(), flex == DType::Bytes ? "bytes_" : "str_");
}

bool ufunc_dunder_call(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = self_uf(a);
  if (uf->core && uf->loops.size() && !uf->loops[0].fn && !uf->loops[0].gfn) {   // np.matmul (np_ufuncs.cpp)
    CallArgs rest{a.args + 1, a.nargs - 1, a.kwnames, a.def};
    return fn_matmul(vm, rest, out);
  }
  int np = a.nargs - 1;
  Value outv, dtv, castv, wherev;
  for (int i = 0; i < a.nkw(); i++) {
    std::string_view k = str_view(a.kwnames->items[i]);
    if (k == "out") outv = a.kwvalue(i);
    else if (k == "dtype") dtv = a.kwvalue(i);
    else if (k == "casting") castv = a.kwvalue(i);
    else if (k == "where" && !uf->core) wherev = a.kwvalue(i);
    else
      return vm.raisef(vm.exc.TypeError, "%s() got an unexpected keyword argument '%.*s'", uf->name.c_str(),
                       (int)k.size(), k.data());
  }
  // Outputs may be given positionally, all or (elementwise ufuncs) the first few.
  if (np < uf->nin || np > uf->nin + uf->nout || (uf->core && np != uf->nin && np != uf->nin + uf->nout))
    return vm.raisef(vm.exc.TypeError, "%s() takes from %d to %d positional arguments but %d were given",
                     uf->name.c_str(), uf->nin, uf->nin + uf->nout, np);
  if (np > uf->nin && !outv.is_undef())
    return vm.raise(vm.exc.TypeError, "cannot specify 'out' as both a positional and keyword argument");
  RootScope roots(vm);
  UFuncOpts opts;
  DType want;
  bool has_dt = !dtv.is_undef() && !dtv.is_none();
  if (has_dt && !to_dtype(vm, dtv, want)) return flexible_dtype_error(vm, uf, a.args + 1, dtv);
  if (has_dt) opts.want = &want;
  if (!castv.is_undef() && !parse_casting(vm, castv, opts.casting)) return false;
  if (!wherev.is_undef() && !parse_where(vm, wherev, opts.where, roots)) return false;
  if (uf->core) return gufunc_dunder_call(vm, uf, a.args + 1, np, outv, opts, out);
  bool plain = !has_dt && !opts.where && opts.casting == Casting::SameKind;
  if (uf->nout == 1 && plain) {
    if (np > uf->nin) outv = a.args[np];
    return ufunc_call(vm, uf, a.args + 1, outv, out);
  }
  // Several outputs (positional, or out= as a tuple of one entry per
  // output), or other keywords.
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
  return ufunc_call_opts(vm, uf, a.args + 1, outs, opts, out);
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

// The out= of reduce/accumulate/reduceat: unbound/None leaves `result`;
// else an array (or a 1-tuple of one) of the result's shape takes it, cast,
// and becomes the result.
bool method_out(VM& vm, UFunc* uf, Value outv, Value& result) {
  if (outv.is_undef() || outv.is_none()) return true;
  if (is_layout(outv, Layout::Tuple) && as<Tuple>(outv)->items.size() == 1) outv = as<Tuple>(outv)->items[0];
  if (!is_ndarray(vm, outv)) return vm.raise(vm.exc.TypeError, "output must be an array");
  RootScope roots(vm);
  roots.add(result);
  NdArray* res;
  if (!np_asarray(vm, result, res)) return false;
  roots.add(res);
  NdArray* dst = as<NdArray>(outv);
  bool same = res->ndim == dst->ndim;
  for (int d = 0; same && d < dst->ndim; d++) same = res->shape[d] == dst->shape[d];
  if (!same)
    return vm.raisef(vm.exc.ValueError, "output parameter for reduction operation %s has the wrong number of dimensions or shape",
                     uf->name.c_str());
  if (!dst->writeable()) return vm.raise(vm.exc.ValueError, "output array is read-only");
  if (!nd_assign(vm, dst, res)) return false;
  result = outv;
  return true;
}

bool ufunc_reduce_method(VM& vm, CallArgs& a, Value& out) {
  if (!refuse_core(vm, self_uf(a), false)) return false;
  Value args[7];
  if (!bind_args(vm, a, "reduce", {"array", "axis", "dtype", "out", "keepdims", "initial", "where"}, 1, args, true))
    return false;
  NdArray* arr;
  if (!np_asarray(vm, args[0], arr)) return false;
  RootScope roots(vm);
  roots.add(arr);
  uint64_t mask;
  Value axis = args[1].is_undef() ? Value::integer(0) : args[1];
  if (!np_reduce_axis_mask(vm, axis, arr->ndim, mask)) return false;
  DType dt = DType::Float64;
  bool has_dt = !args[2].is_undef() && !args[2].is_none();
  if (has_dt && !to_dtype(vm, args[2], dt)) return false;
  bool keep = false;
  if (!args[4].is_undef() && !truthy(vm, args[4], keep)) return false;
  ReduceOpts opts;
  opts.initial = args[5];
  if (!args[6].is_undef() && !parse_where(vm, args[6], opts.where, roots)) return false;
  return ufunc_reduce(vm, self_uf(a), arr, mask, has_dt, dt, keep, out, &opts) && method_out(vm, self_uf(a), args[3], out);
}

bool ufunc_accumulate_method(VM& vm, CallArgs& a, Value& out) {
  if (!refuse_core(vm, self_uf(a), false)) return false;
  if (self_uf(a)->nin != 2) return vm.raise(vm.exc.ValueError, "accumulate only supported for binary functions");
  if (self_uf(a)->nout != 1)
    return vm.raise(vm.exc.ValueError, "accumulate only supported for functions returning a single value");
  Value args[4];
  if (!bind_args(vm, a, "accumulate", {"array", "axis", "dtype", "out"}, 1, args, true)) return false;
  NdArray* arr;
  if (!np_asarray(vm, args[0], arr)) return false;
  RootScope roots(vm);
  roots.add(arr);
  uint64_t mask;
  if (arr->ndim == 0)
    return np_reduce_axis_mask(vm, args[1].is_undef() ? Value::integer(0) : args[1], 0, mask) &&
           vm.raise(vm.exc.TypeError, "cannot accumulate on a scalar");
  if (!np_axis_mask(vm, args[1].is_undef() ? Value::integer(0) : args[1], arr->ndim, mask)) return false;
  int axis = 0;
  while (axis < arr->ndim && !(mask >> axis & 1)) axis++;
  DType dt = DType::Float64;
  bool has_dt = !args[2].is_undef() && !args[2].is_none();
  if (has_dt && !to_dtype(vm, args[2], dt)) return false;
  return ufunc_accumulate(vm, self_uf(a), arr, axis, has_dt, dt, out) && method_out(vm, self_uf(a), args[3], out);
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

// f.at(a, indices, b): a[indices] = f(a[indices], b) unbuffered, so a
// repeated index applies f once per occurrence. Each element runs the loop
// NumPy's resolution picks for (a, b) and is cast back into a.
bool ufunc_at_method(VM& vm, CallArgs& ca, Value& out) {
  UFunc* uf = self_uf(ca);
  Value args[3];
  if (!bind_args(vm, ca, "at", {"a", "indices", "b"}, 2, args, true)) return false;
  if (uf->core) return vm.raise(vm.exc.TypeError, "ufunc.at is not supported for generalized ufuncs");
  if (uf->nin != 1 && uf->nin != 2) return vm.raise(vm.exc.ValueError, "Only unary and binary ufuncs supported at this time");
  if (uf->nout != 1) return vm.raise(vm.exc.ValueError, "Only single output ufuncs supported at this time");
  if (!is_ndarray(vm, args[0])) return vm.raise(vm.exc.TypeError, "first operand must be array");
  bool has_b = !args[2].is_undef() && !args[2].is_none();
  if (uf->nin == 2 && !has_b) return vm.raise(vm.exc.ValueError, "second operand needed for ufunc");
  if (uf->nin == 1 && has_b) return vm.raise(vm.exc.ValueError, "second operand provided when ufunc is unary");
  NdArray* a = as<NdArray>(args[0]);
  if (dtype_is_flexible(a->dtype)) {
    NdArray* ins[2] = {a, a};
    return str_no_loop(vm, uf, ins);
  }
  if (!a->writeable()) return vm.raise(vm.exc.ValueError, "output array is read-only");
  RootScope roots(vm);
  // The byte offset of every element of a, indexed as a would be: the
  // elements to update, in order, repeats included.
  NdArray* offs = nd_new(vm, DType::Int64, a->ndim, a->shape);
  if (!offs) return false;
  roots.add(offs);
  for (int64_t i = 0; i < a->size; i++) ((int64_t*)offs->data)[i] = nd_flat_ptr(a, i) - a->data;
  Value selv;
  if (!get_item(vm, Value::object(offs), args[1], selv)) return false;
  roots.add(selv);
  NdArray* sel;
  if (!np_asarray(vm, selv, sel)) return false;
  roots.add(sel);
  NdArray* in[2] = {a, a};
  if (has_b) {
    if (!np_asarray(vm, args[2], in[1])) return false;
    roots.add(in[1]);
    NdArray* pair[2] = {sel, in[1]};
    int nd;
    int64_t shp[kMaxDims];
    bool fits = broadcast_shapes(vm, 2, pair, nd, shp) && nd == sel->ndim;
    for (int d = 0; fits && d < nd; d++) fits = shp[d] == sel->shape[d];
    if (!fits) {
      vm.take_pending();
      return vm.raise(vm.exc.ValueError, "array is not broadcastable to correct shape");
    }
  }
  // Resolution sees a's elements as an array (never by value) and b as given.
  NdArray* probe[2] = {a, in[1]};
  const UFuncLoop* loop;
  if (!resolve_loop(vm, uf, probe, loop)) return false;
  NdArray* b = nullptr;
  int64_t bstr[kMaxDims] = {};
  if (has_b) {
    b = in[1]->dtype == loop->types[1] ? in[1] : nd_copy_as(vm, in[1], loop->types[1]);
    if (!b) return false;
    roots.add(b);
    broadcast_strides(b, sel->ndim, sel->shape, bstr);
  }
  DType t0 = loop->types[0], to = loop->types[uf->nin];
  alignas(16) unsigned char x[16], y[16];
  int64_t steps[3] = {0, 0, 0};
  int status = kLoopOk;
  fp_clear();
  for (int64_t i = 0; i < sel->size && status == kLoopOk; i++) {
    int64_t off;
    std::memcpy(&off, nd_flat_ptr(sel, i), sizeof off);
    char* p = a->data + off;
    cast_element(a->dtype, p, t0, (char*)x);
    if (b) {
      // b broadcast to sel's shape, at the C-order position i.
      int64_t rem = i, boff = 0;
      for (int d = sel->ndim - 1; d >= 0; d--) {
        boff += (rem % sel->shape[d]) * bstr[d];
        rem /= sel->shape[d];
      }
      char* ptrs[3] = {(char*)x, b->data + boff, (char*)y};
      status = loop->fn(ptrs, 1, steps, loop->data);
    } else {
      char* ptrs[2] = {(char*)x, (char*)y};
      status = loop->fn(ptrs, 1, steps, loop->data);
    }
    cast_element(to, (const char*)y, a->dtype, p);
  }
  if (status != kLoopOk) return loop_error(vm, status);
  NdArray* ins[2] = {a, b ? b : a};
  if (int flags = fp_flags(); flags && (flags = ufunc_fp_errors(vm, uf, ins, a, flags)) && !np_fp_report(vm, flags, uf->name))
    return false;
  out = Value::none();
  return true;
}

// f.reduceat(a, indices, axis): along the axis, result i folds
// a[indices[i]:indices[i+1]] (the last one runs to the end), or is
// a[indices[i]] when the next index is not greater.
bool ufunc_reduceat_method(VM& vm, CallArgs& ca, Value& out) {
  UFunc* uf = self_uf(ca);
  if (!refuse_core(vm, uf, false)) return false;
  Value args[5];
  if (!bind_args(vm, ca, "reduceat", {"array", "indices", "axis", "dtype", "out"}, 2, args, true)) return false;
  if (uf->nin != 2) return vm.raise(vm.exc.ValueError, "reduceat only supported for binary functions");
  if (uf->nout != 1) return vm.raise(vm.exc.ValueError, "reduceat only supported for functions returning a single value");
  RootScope roots(vm);
  NdArray *arr, *idx;
  if (!np_asarray(vm, args[0], arr)) return false;
  roots.add(arr);
  if (!np_asarray(vm, args[1], idx)) return false;
  roots.add(idx);
  if (idx->ndim > 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  if (dtype_is_flexible(idx->dtype)) return vm.raise(vm.exc.TypeError, "reduceat indices must be integers");
  if (arr->ndim == 0) return vm.raise(vm.exc.TypeError, "cannot perform reduceat with a 0-d array");
  uint64_t mask;
  if (!np_axis_mask(vm, args[2].is_undef() ? Value::integer(0) : args[2], arr->ndim, mask)) return false;
  int axis = __builtin_ctzll(mask);
  bool has_dt = !args[3].is_undef() && !args[3].is_none();
  DType dt = DType::Float64;
  if (has_dt && !to_dtype(vm, args[3], dt)) return false;
  NdArray* pair[2] = {arr, arr};
  if (dtype_is_flexible(arr->dtype)) return str_no_loop(vm, uf, pair);
  const UFuncLoop* loop;
  if (!reduce_loop(vm, uf, arr->dtype, has_dt, dt, loop)) return false;
  DType T = loop->types[0];
  int64_t len = arr->shape[axis], n = idx->size;
  std::vector<int64_t> ix(n);
  for (int64_t i = 0; i < n; i++) {
    cast_element(idx->dtype, nd_flat_ptr(idx, i), DType::Int64, (char*)&ix[i]);
    if (ix[i] < 0 || ix[i] >= len)
      return vm.raisef(vm.exc.IndexError, "index %lld out-of-bounds in %s.reduceat [0, %lld)", (long long)ix[i],
                       uf->name.c_str(), (long long)len);
  }
  int64_t shape[kMaxDims];
  std::memcpy(shape, arr->shape, sizeof(int64_t) * arr->ndim);
  shape[axis] = n;
  NdArray* res = nd_new(vm, T, arr->ndim, shape);
  if (!res) return false;
  roots.add(res);
  for (int64_t i = 0; i < n; i++) {
    int64_t lo = ix[i], hi = i + 1 < n ? ix[i + 1] : len;
    if (hi <= lo) hi = lo + 1;
    int64_t part[kMaxDims];
    std::memcpy(part, arr->shape, sizeof(int64_t) * arr->ndim);
    part[axis] = hi - lo;
    NdArray* slice = nd_view(vm, arr, arr->dtype, arr->data + lo * arr->strides[axis], arr->ndim, part, arr->strides);
    if (!slice) return false;
    roots.add(slice);
    Value r;
    if (!ufunc_reduce(vm, uf, slice, 1ull << axis, true, T, true, r)) return false;
    roots.add(r);
    std::memcpy(part, res->shape, sizeof(int64_t) * res->ndim);
    part[axis] = 1;
    NdArray* dst = nd_view(vm, res, T, res->data + i * res->strides[axis], res->ndim, part, res->strides);
    if (!dst || !nd_assign(vm, dst, as<NdArray>(r))) return false;
  }
  out = Value::object(res);
  return method_out(vm, uf, args[4], out);
}

bool ufunc_get_nin(VM&, CallArgs& a, Value& out) { out = Value::integer(self_uf(a)->nin); return true; }
bool ufunc_get_nout(VM&, CallArgs& a, Value& out) { out = Value::integer(self_uf(a)->nout); return true; }
bool ufunc_get_name(VM& vm, CallArgs& a, Value& out) { out = vm.str_value(self_uf(a)->name); return true; }
bool ufunc_get_nargs(VM&, CallArgs& a, Value& out) { out = Value::integer(self_uf(a)->nin + self_uf(a)->nout); return true; }
bool ufunc_get_types(VM& vm, CallArgs& a, Value& out);
bool ufunc_get_ntypes(VM& vm, CallArgs& a, Value& out) {   // as many as .types lists
  Value types;
  if (!ufunc_get_types(vm, a, types)) return false;
  out = Value::integer((int64_t)as<List>(types)->items.size());
  return true;
}
bool ufunc_get_identity(VM&, CallArgs& a, Value& out) {
  out = self_uf(a)->identity.is_undef() ? Value::none() : self_uf(a)->identity;
  return true;
}
bool ufunc_get_signature(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = self_uf(a);
  out = uf->core ? vm.str_value(uf->core->text) : Value::none();
  return true;
}
// NumPy's type strings of uf's loops ('dd->d'). A built-in ufunc's int64
// and uint64 loops also serve longlong and ulonglong, which NumPy lists
// as loops of their own ('qq->q', 'QQ->Q') after a run of 'l'/'L' loops.
bool ufunc_get_types(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = self_uf(a);
  auto it = np_state(vm).ufuncs.find(uf->name);
  bool builtin = it != np_state(vm).ufuncs.end() && it->second == uf;
  auto text = [&](const UFuncLoop& loop, bool longlong) {
    std::string s;
    for (int i = 0; i < uf->nin + uf->nout; i++) {
      if (i == uf->nin) s += "->";
      char c = dtype_info(loop.types[i]).code;
      s += !longlong ? c : c == 'l' ? 'q' : c == 'L' ? 'Q' : c;
    }
    return s;
  };
  auto wide_int = [&](const UFuncLoop& loop) {   // inputs all int64 or all uint64
    for (int i = 0; i < uf->nin; i++)
      if (loop.types[i] != loop.types[0]) return false;
    return loop.types[0] == DType::Int64 || loop.types[0] == DType::UInt64;
  };
  List* l = vm.new_list();
  std::vector<std::string> run;   // the q twins of the current run of l/L loops
  for (auto& loop : uf->loops) {
    bool wide = builtin && wide_int(loop);
    if (!wide) {
      for (auto& s : run) l->items.push_back(vm.str_value(s));
      run.clear();
    }
    l->items.push_back(vm.str_value(text(loop, false)));
    if (wide) run.push_back(text(loop, true));
  }
  for (auto& s : run) l->items.push_back(vm.str_value(s));
  out = Value::object(l);
  return true;
}

const NativeDef kUFuncMethods[] = {
    {"__call__", ufunc_dunder_call, 1, -1, true, JitHint::None},
    {"__repr__", ufunc_repr, 1, 1, false, JitHint::None},
    {"reduce", ufunc_reduce_method, 2, 8, true, JitHint::None},
    {"accumulate", ufunc_accumulate_method, 2, 5, true, JitHint::None},
    {"outer", ufunc_outer_method, 3, 3, false, JitHint::None},
    {"at", ufunc_at_method, 3, 4, true, JitHint::None},
    {"reduceat", ufunc_reduceat_method, 3, 6, true, JitHint::None},
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
