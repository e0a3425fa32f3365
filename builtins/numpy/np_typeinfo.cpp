// np_typeinfo.cpp — type information: NumPy's abstract scalar classes
// (np.generic > number > integer > signedinteger ..., the bases of
// np.float32 & co., so issubclass works), np.iinfo / np.finfo, and the
// functions over dtypes: issubdtype, promote_types, result_type, can_cast,
// min_scalar_type, common_type, iscomplexobj, isrealobj; the aliases np.uintc and np.uintp. The
// casting rules themselves are np_dtype.cpp's.
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/str_util.h"

namespace tpy {

namespace {

// NumPy's abstract scalar classes, each after its base.
struct AbstractDef {
  const char* name;
  int base;  // index in this table, -1 for `object`
};
const AbstractDef kAbstract[kNumAbstractTypes] = {
    {"generic", -1}, {"number", 0},   {"integer", 1},  {"signedinteger", 2},
    {"unsignedinteger", 2}, {"inexact", 1}, {"floating", 5}, {"complexfloating", 5},
};

bool abstract_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  return vm.raisef(vm.exc.TypeError, "cannot create 'numpy.%s' instances", cls->name->text().c_str());
}

}  // namespace

void init_abstract_types(VM& vm, NpState& st) {
  Value numpy_name = Value::object(vm.intern("numpy"));
  for (int i = 0; i < kNumAbstractTypes; i++) {
    TypeObject* base = kAbstract[i].base < 0 ? vm.t.object : st.abstract_types[kAbstract[i].base];
    TypeObject* t = vm.new_builtin_type(kAbstract[i].name, Layout::Native, base);
    t->module = numpy_name;
    t->ctor = abstract_ctor;
    st.abstract_types[i] = t;
    np_keep(vm, st, t);
  }
}

TypeObject* scalar_base_type(NpState& st, DType d) {
  switch (dtype_info(d).kind) {
    case 'i': return st.abstract_types[3];
    case 'u': return st.abstract_types[4];
    case 'f': return st.abstract_types[6];
    case 'c': return st.abstract_types[7];
    default: return st.abstract_types[0];
  }
}

namespace {

// ---- iinfo / finfo -------------------------------------------------------------

struct TypeInfoObj : Object {
  DType dtype;
  TypeInfoObj(TypeObject* t, DType d) : Object(t), dtype(d) {}
};

DType info_self(CallArgs& a) { return static_cast<TypeInfoObj*>(a.args[0].o)->dtype; }

// np.dtype(v), else np.dtype(type(v)), as iinfo and finfo read their
// argument. `kind` is the dtype's kind, or NumPy's for types tpy has no
// dtype for ('U' str, 'O' anything else); `type_repr` the scalar type's repr.
bool info_dtype(VM& vm, Value v, DType& dt, char& kind, std::string& type_repr) {
  if (to_dtype(vm, v, dt)) {
    kind = dtype_info(dt).kind;
  } else {
    vm.take_pending();
    TypeObject* t = v.is_obj() ? v.o->type : nullptr;
    if (v.is_int()) t = vm.t.int_;
    else if (v.is_float()) t = vm.t.float_;
    else if (v.is_bool()) t = vm.t.bool_;
    if (!t || !to_dtype(vm, Value::object(t), dt)) {
      if (t) vm.take_pending();
      kind = is_str(v) ? 'U' : 'O';
      type_repr = is_str(v) ? "<class 'numpy.str_'>" : "<class 'numpy.object_'>";
      return false;
    }
    kind = dtype_info(dt).kind;
  }
  const char* name = dt == DType::Bool ? "bool_" : dtype_info(dt).name;
  type_repr = strfmt("<class 'numpy.%s'>", name);
  return true;
}

bool iinfo_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  ctor_split(a, np_state(vm).iinfo_type, rest);
  if (!check_ctor_arity(vm, "iinfo", rest, 1, 1, false)) return false;
  DType dt = DType::Int64;
  char kind;
  std::string tr;
  if (!info_dtype(vm, rest.args[0], dt, kind, tr) || (kind != 'i' && kind != 'u'))
    return vm.raisef(vm.exc.ValueError, "Invalid integer data type '%c'.", kind);
  out = Value::object(vm.alloc<TypeInfoObj>(np_state(vm).iinfo_type, dt));
  return true;
}

Value int_limit(VM& vm, DType dt, bool max) {
  int bits = dtype_size(dt) * 8;
  if (dtype_info(dt).kind == 'u') {
    if (!max) return Value::integer(0);
    uint64_t m = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
    return m > (uint64_t)INT64_MAX ? vm.new_int(BigInt(m)) : Value::integer((int64_t)m);
  }
  int64_t m = bits == 64 ? INT64_MAX : (int64_t)((1ull << (bits - 1)) - 1);
  return Value::integer(max ? m : -m - 1);
}

std::string int_text(VM& vm, Value v) {
  Str* s;
  return to_repr(vm, v, s) ? s->text() : std::string();
}

bool iinfo_min(VM& vm, CallArgs& a, Value& out) { out = int_limit(vm, info_self(a), false); return true; }
bool iinfo_max(VM& vm, CallArgs& a, Value& out) { out = int_limit(vm, info_self(a), true); return true; }
bool info_bits(VM&, CallArgs& a, Value& out) { out = Value::integer(dtype_size(info_self(a)) * 8); return true; }
bool info_dtype_get(VM& vm, CallArgs& a, Value& out) { out = dtype_object(vm, info_self(a)); return true; }
bool iinfo_kind(VM& vm, CallArgs& a, Value& out) {
  out = vm.str_value(std::string(1, dtype_info(info_self(a)).kind));
  return true;
}
bool iinfo_repr(VM& vm, CallArgs& a, Value& out) {
  DType dt = info_self(a);
  out = vm.str_value(strfmt("iinfo(min=%s, max=%s, dtype=%s)", int_text(vm, int_limit(vm, dt, false)).c_str(),
                            int_text(vm, int_limit(vm, dt, true)).c_str(), dtype_info(dt).name));
  return true;
}
const char kRule[] = "---------------------------------------------------------------\n";
bool iinfo_str(VM& vm, CallArgs& a, Value& out) {
  DType dt = info_self(a);
  out = vm.str_value(strfmt("Machine parameters for %s\n%smin = %s\nmax = %s\n%s", dtype_info(dt).name, kRule,
                            int_text(vm, int_limit(vm, dt, false)).c_str(), int_text(vm, int_limit(vm, dt, true)).c_str(),
                            kRule));
  return true;
}

// The parameters of one float type (IEEE single or double).
struct FloatParams {
  int bits, nmant, nexp, minexp, maxexp, precision;
  double eps, epsneg, max, tiny, subnormal, resolution;
  const char* fmt;  // how NumPy's str() prints a value ("%24.16e", stripped)
};
const FloatParams kFloat32 = {32, 23, 8, -126, 128, 6, 0x1p-23, 0x1p-24, FLT_MAX, FLT_MIN, 0x1p-149, 1e-6, "%.7e"};
const FloatParams kFloat64 = {64, 52, 11, -1022, 1024, 15, 0x1p-52, 0x1p-53, DBL_MAX, DBL_MIN, 0x1p-1074, 1e-15, "%.16e"};
const FloatParams& fparams(DType dt) { return dt == DType::Float32 ? kFloat32 : kFloat64; }

bool finfo_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  ctor_split(a, np_state(vm).finfo_type, rest);
  if (!check_ctor_arity(vm, "finfo", rest, 1, 1, false)) return false;
  DType dt = DType::Float64;
  char kind;
  std::string tr;
  if (!info_dtype(vm, rest.args[0], dt, kind, tr) || (kind != 'f' && kind != 'c'))
    return vm.raisef(vm.exc.ValueError, "data type %s not inexact", tr.c_str());
  if (kind == 'c') dt = complex_part_dtype(dt);  // a complex dtype's parts
  out = Value::object(vm.alloc<TypeInfoObj>(np_state(vm).finfo_type, dt));
  return true;
}

// A value as a scalar of the finfo's float type.
Value float_scalar(VM& vm, DType dt, double v) {
  if (dt == DType::Float32) {
    float f = (float)v;
    return nd_box(vm, dt, (const char*)&f);
  }
  return nd_box(vm, DType::Float64, (const char*)&v);   // np.float64, as NumPy's finfo gives
}
std::string float_text(DType dt, double v) {
  if (dt == DType::Float32) {
    float f = (float)v;
    return np_scalar_repr(dt, (const char*)&f);
  }
  return np_scalar_repr(dt, (const char*)&v);
}
std::string float_fmt(DType dt, double v) { return strfmt(fparams(dt).fmt, v); }

#define TPY_FINFO_FLOATS(X)                                                                             \
  X(eps, p.eps) X(epsneg, p.epsneg) X(max, p.max) X(min, -p.max) X(tiny, p.tiny) X(smallest_normal, p.tiny) \
  X(smallest_subnormal, p.subnormal) X(resolution, p.resolution)
#define TPY_FINFO_INTS(X)                                                                         \
  X(precision, p.precision) X(machep, -p.nmant) X(negep, -p.nmant - 1) X(minexp, p.minexp)          \
  X(maxexp, p.maxexp) X(nexp, p.nexp) X(nmant, p.nmant) X(iexp, p.nexp)
#define TPY_FINFO_GET_FLOAT(name, expr)                                      \
  bool finfo_##name(VM& vm, CallArgs& a, Value& out) {                       \
    const FloatParams& p = fparams(info_self(a));                            \
    out = float_scalar(vm, info_self(a), expr);                              \
    return true;                                                             \
  }
#define TPY_FINFO_GET_INT(name, expr)                  \
  bool finfo_##name(VM&, CallArgs& a, Value& out) {    \
    const FloatParams& p = fparams(info_self(a));      \
    out = Value::integer(expr);                        \
    return true;                                       \
  }
TPY_FINFO_FLOATS(TPY_FINFO_GET_FLOAT)
TPY_FINFO_INTS(TPY_FINFO_GET_INT)
#undef TPY_FINFO_GET_FLOAT
#undef TPY_FINFO_GET_INT

bool finfo_repr(VM& vm, CallArgs& a, Value& out) {
  DType dt = info_self(a);
  const FloatParams& p = fparams(dt);
  std::string mx = float_fmt(dt, p.max);
  out = vm.str_value(strfmt("finfo(resolution=%s, min=-%s, max=%s, dtype=%s)", float_text(dt, p.resolution).c_str(),
                            mx.c_str(), mx.c_str(), dtype_info(dt).name));
  return true;
}
bool finfo_str(VM& vm, CallArgs& a, Value& out) {
  DType dt = info_self(a);
  const FloatParams& p = fparams(dt);
  auto f = [&](double v) { return float_fmt(dt, v); };
  std::string s = strfmt("Machine parameters for %s\n%s", dtype_info(dt).name, kRule);
  s += strfmt("precision = %3d   resolution = %s\n", p.precision, f(p.resolution).c_str());
  s += strfmt("machep = %6d   eps =        %s\n", -p.nmant, f(p.eps).c_str());
  s += strfmt("negep =  %6d   epsneg =     %s\n", -p.nmant - 1, f(p.epsneg).c_str());
  s += strfmt("minexp = %6d   tiny =       %s\n", p.minexp, f(p.tiny).c_str());
  s += strfmt("maxexp = %6d   max =        %s\n", p.maxexp, f(p.max).c_str());
  s += strfmt("nexp =   %6d   min =        -max\n", p.nexp);
  s += strfmt("smallest_normal = %s   smallest_subnormal = %s\n%s", f(p.tiny).c_str(), f(p.subnormal).c_str(), kRule);
  out = vm.str_value(s);
  return true;
}

const NativeDef kIInfoMethods[] = {
    {"__repr__", iinfo_repr, 1, 1, false, JitHint::None},
    {"__str__", iinfo_str, 1, 1, false, JitHint::None},
};
const NativeDef kIInfoGetters[] = {
    {"min", iinfo_min, 1, 1, false, JitHint::None},
    {"max", iinfo_max, 1, 1, false, JitHint::None},
    {"bits", info_bits, 1, 1, false, JitHint::None},
    {"dtype", info_dtype_get, 1, 1, false, JitHint::None},
    {"kind", iinfo_kind, 1, 1, false, JitHint::None},
};
const NativeDef kFInfoMethods[] = {
    {"__repr__", finfo_repr, 1, 1, false, JitHint::None},
    {"__str__", finfo_str, 1, 1, false, JitHint::None},
};
const NativeDef kFInfoGetters[] = {
    {"bits", info_bits, 1, 1, false, JitHint::None},
    {"dtype", info_dtype_get, 1, 1, false, JitHint::None},
#define TPY_FINFO_ROW(name, expr) {#name, finfo_##name, 1, 1, false, JitHint::None},
    TPY_FINFO_FLOATS(TPY_FINFO_ROW) TPY_FINFO_INTS(TPY_FINFO_ROW)
#undef TPY_FINFO_ROW
};

TypeObject* make_info_type(VM& vm, const char* name, NativeFn ctor) {
  TypeObject* t = vm.new_builtin_type(name, Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("numpy"));
  t->subclassable = false;
  t->ctor = ctor;
  np_keep(vm, np_state(vm), t);
  return t;
}

// ---- functions over dtypes ---------------------------------------------------------

// The class issubdtype compares: an abstract or scalar class as it is,
// anything else through np.dtype(x).type.
bool generic_class(VM& vm, Value v, TypeObject*& out) {
  NpState& st = np_state(vm);
  if (is_layout(v, Layout::Type) && is_subtype(static_cast<TypeObject*>(v.o), st.abstract_types[0])) {
    out = static_cast<TypeObject*>(v.o);
    return true;
  }
  DType dt;
  int64_t itemsize;
  if (!to_dtype_sized(vm, v, dt, itemsize)) return false;
  if (dtype_is_flexible(dt)) out = dt == DType::Str ? st.str_type : st.bytes_type;
  else out = st.scalar_types[(int)dt];
  return true;
}

bool fn_issubdtype(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "issubdtype", {"arg1", "arg2"}, 2, args)) return false;
  TypeObject *c1, *c2;
  if (!generic_class(vm, args[0], c1) || !generic_class(vm, args[1], c2)) return false;
  out = Value::boolean(is_subtype(c1, c2));
  return true;
}

bool fn_promote_types(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "promote_types", {"type1", "type2"}, 2, args)) return false;
  DType t1, t2;
  if (!to_dtype(vm, args[0], t1) || !to_dtype(vm, args[1], t2)) return false;
  out = dtype_object(vm, promote_types(t1, t2));
  return true;
}

// A dtype specifier (dtype, type object, string) rather than a value.
bool is_dtype_like(VM& vm, Value v) {
  return is_str(v) || is_layout(v, Layout::Type) || is_dtype_obj(vm, v);
}

// np.result_type: dtype specifiers count as arrays, Python and NumPy
// scalars and 0-d arrays by value (NumPy 1.24's rules, result_type()).
bool fn_result_type(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs == 0) return vm.raise(vm.exc.ValueError, "at least one array or dtype is required");
  RootScope roots(vm);
  std::vector<NdArray*> in;
  for (int i = 0; i < a.nargs; i++) {
    NdArray* x;
    if (is_dtype_like(vm, a.args[i])) {
      DType dt;
      int64_t zero = 0;
      if (!to_dtype(vm, a.args[i], dt) || !(x = nd_new(vm, dt, 1, &zero))) return false;
    } else if (!np_asarray(vm, a.args[i], x)) {
      return false;
    }
    roots.add(x);
    in.push_back(x);
  }
  out = dtype_object(vm, result_type(in.data(), (int)in.size()));
  return true;
}

// The smallest dtype holding the 0-d array x's value (NumPy's
// min_scalar_type; floats stop at float32, the smallest tpy has, and
// complex values are complex64 when both parts fit float32). small_unsigned: a non-negative integer that also fits
// the signed type of the same size.
DType min_value_type(NdArray* x, bool& small_unsigned) {
  small_unsigned = false;
  DType dt = x->dtype;
  switch (dtype_info(dt).kind) {
    case 'b': return DType::Bool;
    case 'i': case 'u': {
      int64_t v = 0;
      uint64_t u = 0;
      if (dt == DType::UInt64) std::memcpy(&u, x->data, 8);
      else cast_element(dt, x->data, DType::Int64, (char*)&v), u = (uint64_t)v;
      if (dt != DType::UInt64 && v < 0) {
        if (v >= INT8_MIN) return DType::Int8;
        if (v >= INT16_MIN) return DType::Int16;
        return v >= INT32_MIN ? DType::Int32 : DType::Int64;
      }
      const DType us[4] = {DType::UInt8, DType::UInt16, DType::UInt32, DType::UInt64};
      for (int i = 0; i < 4; i++) {
        int bits = 8 << i;
        if (bits == 64 || u < (1ull << bits)) {
          small_unsigned = bits == 64 ? u <= (uint64_t)INT64_MAX : u < (1ull << (bits - 1));
          return us[i];
        }
      }
      return DType::UInt64;
    }
    case 'f': {
      double v;
      cast_element(dt, x->data, DType::Float64, (char*)&v);
      return !std::isfinite(v) || std::fabs(v) <= FLT_MAX ? DType::Float32 : DType::Float64;
    }
    default: {   // complex64 when both parts fit float32 (NumPy has no complex32)
      double c[2];
      cast_element(dt, x->data, DType::Complex128, (char*)c);
      auto fits = [](double v) { return !std::isfinite(v) || std::fabs(v) <= FLT_MAX; };
      return fits(c[0]) && fits(c[1]) ? DType::Complex64 : DType::Complex128;
    }
  }
}

DType signed_twin(DType d) {
  switch (d) {
    case DType::UInt8: return DType::Int8;
    case DType::UInt16: return DType::Int16;
    case DType::UInt32: return DType::Int32;
    case DType::UInt64: return DType::Int64;
    default: return d;
  }
}

// np.can_cast's casting=, 'safe' when not given (the rules are shared
// with the ufuncs' casting=: np_ufunc.cpp).
bool casting_arg(VM& vm, Value v, Casting& out) {
  out = Casting::Safe;
  return v.is_undef() || parse_casting(vm, v, out);
}

bool is_scalar_value(VM& vm, Value v) {
  return v.is_int() || v.is_float() || v.is_bool() || is_layout(v, Layout::Int) || is_layout(v, Layout::Complex) ||
         is_np_scalar(vm, v);
}

bool fn_can_cast(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "can_cast", {"from_", "to", "casting"}, 2, args)) return false;
  DType to;
  Casting c;
  if (!to_dtype(vm, args[1], to) || !casting_arg(vm, args[2], c)) return false;
  Value from = args[0];
  if (from.is_none() || is_layout(from, Layout::List) || is_layout(from, Layout::Tuple))
    return vm.raise(vm.exc.TypeError, "did not understand one of the types; 'None' not accepted");
  if (!is_ndarray(vm, from) && !is_scalar_value(vm, from)) {
    DType dt;
    if (!to_dtype(vm, from, dt)) return false;
    out = Value::boolean(can_cast_rule(dt, to, c));
    return true;
  }
  if (is_layout(from, Layout::Int)) {  // past int64: NumPy's uint64, else an object scalar
    NdArray* probe;
    if (!np_asarray(vm, from, probe)) { vm.take_pending(); out = Value::boolean(c == Casting::Unsafe); return true; }
  }
  RootScope roots(vm);
  NdArray* x;
  if (!np_asarray(vm, from, x)) return false;
  roots.add(x);
  if (x->ndim > 0 || (c != Casting::Safe && c != Casting::SameKind)) {
    out = Value::boolean(can_cast_rule(x->dtype, to, c));
    return true;
  }
  bool small;
  DType m = min_value_type(x, small);
  if (small && dtype_info(to).kind != 'u') m = signed_twin(m);
  out = Value::boolean(can_cast_rule(m, to, c));
  return true;
}

bool fn_min_scalar_type(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x;
  if (!np_asarray(vm, a.args[0], x)) return false;
  roots.add(x);
  bool small;
  out = dtype_object(vm, x->ndim > 0 ? x->dtype : min_value_type(x, small));
  return true;
}

// np.common_type(*arrays): the float (or complex) scalar type of the arrays'
// highest precision, integers counting as float64.
bool fn_common_type(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs == 0) return vm.raise(vm.exc.TypeError, "common_type() of no arrays needs float16, which tpy lacks");
  bool is_complex = false, wide = false;
  for (int i = 0; i < a.nargs; i++) {
    if (!is_ndarray(vm, a.args[i]))
      return vm.raisef(vm.exc.AttributeError, "'%s' object has no attribute 'dtype'", type_name(vm, a.args[i]));
    DType dt = as<NdArray>(a.args[i])->dtype;
    char kind = dtype_info(dt).kind;
    if (kind == 'b') return vm.raise(vm.exc.TypeError, "can't get common type for non-numeric array");
    is_complex = is_complex || kind == 'c';
    wide = wide || (dt != DType::Float32 && dt != DType::Complex64);
  }
  DType r = is_complex ? (wide ? DType::Complex128 : DType::Complex64) : wide ? DType::Float64 : DType::Float32;
  out = Value::object(np_state(vm).scalar_types[(int)r]);
  return true;
}

// np.iscomplexobj(x) / isrealobj(x): whether the dtype of x (of
// np.asarray(x) for what is not an array or scalar) is complex.
bool complex_obj(VM& vm, Value v, bool& out) {
  ScalarBits b;
  DType dt;
  if (np_scalar_bits(vm, v, b)) {
    dt = b.dtype;
  } else {
    NdArray* arr;
    if (!np_asarray(vm, v, arr)) return false;
    dt = arr->dtype;
  }
  out = !dtype_is_flexible(dt) && dtype_info(dt).kind == 'c';
  return true;
}
bool fn_iscomplexobj(VM& vm, CallArgs& a, Value& out) {
  bool c;
  if (!complex_obj(vm, a.args[0], c)) return false;
  out = Value::boolean(c);
  return true;
}
bool fn_isrealobj(VM& vm, CallArgs& a, Value& out) {
  bool c;
  if (!complex_obj(vm, a.args[0], c)) return false;
  out = Value::boolean(!c);
  return true;
}

const NativeDef kFunctions[] = {
    {"iscomplexobj", fn_iscomplexobj, 1, 1, false, JitHint::None},
    {"isrealobj", fn_isrealobj, 1, 1, false, JitHint::None},
    {"common_type", fn_common_type, 0, 64, false, JitHint::None},
    {"issubdtype", fn_issubdtype, 2, 2, true, JitHint::None},
    {"promote_types", fn_promote_types, 2, 2, true, JitHint::None},
    {"result_type", fn_result_type, 0, 64, false, JitHint::None},
    {"can_cast", fn_can_cast, 2, 3, true, JitHint::None},
    {"min_scalar_type", fn_min_scalar_type, 1, 1, false, JitHint::None},
};

}  // namespace

void add_typeinfo_functions(VM& vm, Module* m) {
  NpState& st = np_state(vm);
  for (int i = 0; i < kNumAbstractTypes; i++) set_module_attr(vm, m, kAbstract[i].name, Value::object(st.abstract_types[i]));
  if (!st.iinfo_type) {
    st.iinfo_type = make_info_type(vm, "iinfo", iinfo_ctor);
    vm.add_methods(st.iinfo_type, kIInfoMethods);
    for (auto& g : kIInfoGetters) add_getter(vm, st.iinfo_type, &g);
    st.finfo_type = make_info_type(vm, "finfo", finfo_ctor);
    vm.add_methods(st.finfo_type, kFInfoMethods);
    for (auto& g : kFInfoGetters) add_getter(vm, st.finfo_type, &g);
  }
  set_module_attr(vm, m, "uintc", Value::object(st.scalar_types[(int)DType::UInt32]));
  set_module_attr(vm, m, "uintp", Value::object(st.scalar_types[(int)DType::UInt64]));
  set_module_attr(vm, m, "iinfo", Value::object(st.iinfo_type));
  set_module_attr(vm, m, "finfo", Value::object(st.finfo_type));
  add_module_functions(vm, m, kFunctions);
}

}  // namespace tpy
