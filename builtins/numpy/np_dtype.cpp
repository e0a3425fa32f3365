// np_dtype.cpp — dtypes: the info table, NumPy 1.24's casting and promotion
// rules, element conversion (typed strided cast loops) and the Python type
// numpy.dtype. The scalar types (numpy.float64 & co.) are np_scalar.cpp's.
#include <climits>
#include <cmath>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/str_util.h"
#include "vm/dict.h"

namespace tpy {

const DTypeInfo kDTypeInfo[kNumAllDTypes] = {
#define TPY_DTYPE(id, name, ctype, code, size, kind) {name, code, size, kind},
#define TPY_FLEX_DTYPE(id, name, code, size, kind) {name, code, size, kind},
#include "builtins/numpy/dtypes.def"
#undef TPY_FLEX_DTYPE
#undef TPY_DTYPE
};

// ---- casting rules ---------------------------------------------------------------

int dtype_category(DType d) {
  switch (dtype_info(d).kind) {
    case 'b': return 0;
    case 'i': case 'u': return 1;
    case 'f': return 2;
    default: return 3;
  }
}

bool can_cast_safe(DType from, DType to) {
  if (from == to) return true;
  const DTypeInfo& f = dtype_info(from);
  const DTypeInfo& t = dtype_info(to);
  int part = t.kind == 'c' ? t.itemsize / 2 : t.itemsize;   // the float each part of a complex is
  switch (f.kind) {
    case 'b': return true;
    case 'i':
      if (t.kind == 'i') return t.itemsize >= f.itemsize;
      if (t.kind == 'u' || t.kind == 'b') return false;
      // int8/16 → float32; any → float64; a complex as its parts' float
      return part > f.itemsize || part == 8;
    case 'u':
      if (t.kind == 'u') return t.itemsize >= f.itemsize;
      if (t.kind == 'i') return t.itemsize > f.itemsize;
      if (t.kind == 'b') return false;
      return part > f.itemsize || part == 8;
    case 'f':
      return (t.kind == 'f' || t.kind == 'c') && part >= f.itemsize;
    default: return t.kind == 'c' && t.itemsize >= f.itemsize;
  }
}

// Safe, or towards a kind at least as general: bool < unsigned < signed <
// float < complex (so int64 → uint8 is not same_kind, uint64 → int8 is).
bool can_cast_same_kind(DType from, DType to) {
  if (can_cast_safe(from, to)) return true;
  auto order = [](DType d) { return (int)std::string_view("buifc").find(dtype_info(d).kind); };
  return order(to) >= order(from);
}

DType promote_types(DType a, DType b) {
  if (can_cast_safe(a, b)) return b;
  if (can_cast_safe(b, a)) return a;
  for (int i = 0; i < kNumDTypes; i++)
    if (can_cast_safe(a, (DType)i) && can_cast_safe(b, (DType)i)) return (DType)i;
  return DType::Complex128;
}

// ---- element conversion ------------------------------------------------------------

namespace {

template <class T> struct IsComplex : std::bool_constant<kIsComplexC<T>> {};

// x86's float → int conversions (cvttsd2si), which NumPy's casts compile
// to, without C's undefined behaviour: a NaN or a value outside the
// target register's range gives the "integer indefinite" (INT32_MIN /
// INT64_MIN) and raises the invalid flag ("invalid value encountered in
// cast"). Narrower types take the 32-bit conversion's low bits, uint32
// the 64-bit one's, uint64 converts x - 2**63 from 2**63 up.
inline int32_t float_to_i32(double x) {
  if (x > -2147483649.0 && x < 2147483648.0) return (int32_t)x;
  fp_raise(kFpInvalid);
  return INT32_MIN;
}
inline int64_t float_to_i64(double x) {
  if (x >= -9223372036854775808.0 && x < 9223372036854775808.0) return (int64_t)x;
  fp_raise(kFpInvalid);
  return INT64_MIN;
}
template <class To> inline To float_to_int(double x) {
  if constexpr (std::is_same_v<To, int64_t>) {
    return float_to_i64(x);
  } else if constexpr (std::is_same_v<To, uint64_t>) {
    if (x >= 9223372036854775808.0) return (uint64_t)float_to_i64(x - 9223372036854775808.0) ^ (1ull << 63);
    return (uint64_t)float_to_i64(x);
  } else if constexpr (std::is_same_v<To, uint32_t>) {
    return (uint32_t)float_to_i64(x);
  } else {
    return (To)float_to_i32(x);
  }
}
// uint32 as NumPy's vectorised contiguous loop converts it (4 elements at a
// time): 32-bit conversions, x - 2**31 from 2**31 up.
inline uint32_t float_to_u32_vector(double x) {
  if (x >= 2147483648.0) return (uint32_t)float_to_i32(x - 2147483648.0) ^ 0x80000000u;
  return (uint32_t)float_to_i32(x);
}

template <class To, class From> inline To convert(From v) {
  if constexpr (IsComplex<From>::value) {
    if constexpr (IsComplex<To>::value) return To(v);
    else if constexpr (std::is_same_v<To, bool>) return v.real() != 0 || v.imag() != 0;  // 1j is true
    else return convert<To>(v.real());
  } else if constexpr (IsComplex<To>::value) {
    using Part = typename To::value_type;
    return To((Part)v, Part(0));
  } else if constexpr (std::is_same_v<To, bool>) {
    return v != 0;
  } else if constexpr (std::is_floating_point_v<From> && std::is_integral_v<To>) {
    return float_to_int<To>((double)v);
  } else {
    return (To)v;
  }
}

template <class To, class From>
void cast_loop(const char* src, int64_t sstep, char* dst, int64_t dstep, int64_t n) {
  int64_t i = 0;
  if constexpr (std::is_same_v<To, uint32_t> && std::is_floating_point_v<From>) {
    if (sstep == (int64_t)sizeof(From) && dstep == (int64_t)sizeof(To)) {   // NumPy's vector loop, then its scalar tail
      for (; i < (n & ~(int64_t)3); i++, src += sstep, dst += dstep) {
        From v;
        std::memcpy(&v, src, sizeof v);
        uint32_t r = float_to_u32_vector((double)v);
        std::memcpy(dst, &r, sizeof r);
      }
    }
  }
  for (; i < n; i++, src += sstep, dst += dstep) {
    From v;
    std::memcpy(&v, src, sizeof v);
    To r = convert<To>(v);
    std::memcpy(dst, &r, sizeof r);
  }
}

}  // namespace

void cast_run(DType from, const char* src, int64_t sstep, DType to, char* dst, int64_t dstep, int64_t n) {
  dispatch_dtype(from, [&]<class F>() {
    dispatch_dtype(to, [&]<class T>() { cast_loop<T, F>(src, sstep, dst, dstep, n); });
  });
}

void cast_element(DType from, const char* src, DType to, char* dst) { cast_run(from, src, 0, to, dst, 0, 1); }

// ---- numpy.dtype ------------------------------------------------------------------------

namespace {

struct DTypeObj : Object {
  DType dtype;
  int64_t itemsize = 0;   // bytes per element of a flexible dtype (0: 'U' with no width)
  DTypeObj(TypeObject* t, DType d) : Object(t), dtype(d) {}
};

struct DTypeName {
  const char* name;
  DType dt;
};
const DTypeName kDTypeNames[] = {
    {"float", DType::Float64}, {"double", DType::Float64}, {"f8", DType::Float64}, {"float_", DType::Float64},
    {"single", DType::Float32}, {"f4", DType::Float32}, {"int", DType::Int64}, {"int_", DType::Int64},
    {"i8", DType::Int64}, {"i4", DType::Int32}, {"i2", DType::Int16}, {"i1", DType::Int8},
    {"u8", DType::UInt64}, {"u4", DType::UInt32}, {"u2", DType::UInt16}, {"u1", DType::UInt8},
    {"b1", DType::Bool}, {"bool_", DType::Bool}, {"complex", DType::Complex128}, {"c16", DType::Complex128},
    {"cdouble", DType::Complex128}, {"c8", DType::Complex64}, {"csingle", DType::Complex64},
    {"singlecomplex", DType::Complex64}, {"cfloat", DType::Complex128}, {"complex_", DType::Complex128}, {"uint", DType::UInt64}, {"intp", DType::Int64}, {"uintp", DType::UInt64},
    {"byte", DType::Int8}, {"ubyte", DType::UInt8}, {"short", DType::Int16}, {"ushort", DType::UInt16},
    {"intc", DType::Int32}, {"uintc", DType::UInt32}, {"longlong", DType::Int64}, {"ulonglong", DType::UInt64},
    {"q", DType::Int64}, {"Q", DType::UInt64}, {"p", DType::Int64}, {"P", DType::UInt64}, {"int0", DType::Int64},
    {"uint0", DType::UInt64}, {"bool8", DType::Bool}, {"bool", DType::Bool}, {"longfloat", DType::Float64},
};

// 'U', 'U5', 'S3', 'str', 'bytes_', ...: a flexible dtype and its item
// size in bytes (0 when no width is given).
bool flex_from_name(std::string_view s, DType& out, int64_t& itemsize) {
  static const DTypeName kFlexNames[] = {
      {"str", DType::Str}, {"str_", DType::Str}, {"unicode", DType::Str}, {"unicode_", DType::Str},
      {"bytes", DType::Bytes}, {"bytes_", DType::Bytes}, {"string_", DType::Bytes},
  };
  itemsize = 0;
  for (auto& n : kFlexNames)
    if (s == n.name) { out = n.dt; return true; }
  if (s.empty() || (s[0] != 'U' && s[0] != 'S' && s[0] != 'a')) return false;
  out = s[0] == 'U' ? DType::Str : DType::Bytes;
  int64_t chars = 0;
  for (char c : s.substr(1)) {
    if (c < '0' || c > '9' || chars > (int64_t)1 << 40) return false;
    chars = chars * 10 + (c - '0');
  }
  itemsize = chars * dtype_size(out);
  return true;
}

bool dtype_from_name(std::string_view s, DType& out, int64_t& itemsize) {
  // A native ('<' on x86, '=') or not-applicable ('|') byte order prefix;
  // '>' (big-endian) is not supported.
  if (s.size() > 1 && (s[0] == '<' || s[0] == '=' || s[0] == '|')) s.remove_prefix(1);
  if (flex_from_name(s, out, itemsize)) return true;
  for (int i = 0; i < kNumDTypes; i++) {
    const DTypeInfo& info = kDTypeInfo[i];
    if (s == info.name || (s.size() == 1 && s[0] == info.code)) { out = (DType)i; return true; }
  }
  for (auto& n : kDTypeNames)
    if (s == n.name) { out = n.dt; return true; }
  return false;
}

DType self_dtype(CallArgs& a) { return static_cast<DTypeObj*>(a.args[0].o)->dtype; }
int64_t self_itemsize(CallArgs& a) {
  DType d = self_dtype(a);
  return dtype_is_flexible(d) ? static_cast<DTypeObj*>(a.args[0].o)->itemsize : dtype_size(d);
}
bool one_byte(DType d) { return dtype_size(d) == 1; }

// '<U2', '|S3', '<f8': byte order, kind, item size ('<U' for str of no width).
std::string typestr(DType d, int64_t itemsize) {
  char order = one_byte(d) ? '|' : '<';
  if (d == DType::Str && itemsize == 0) return "<U";
  if (dtype_is_flexible(d)) return strfmt("%c%c%lld", order, dtype_info(d).code, (long long)(itemsize / dtype_size(d)));
  return strfmt("%c%c%d", order, dtype_info(d).kind, dtype_size(d));
}

bool dtype_repr(VM& vm, CallArgs& a, Value& out) {
  DType d = self_dtype(a);
  std::string name = dtype_info(d).name;
  if (d == DType::Bytes) name = self_itemsize(a) ? strfmt("S%lld", (long long)self_itemsize(a)) : "S";
  else if (dtype_is_flexible(d)) name = typestr(d, self_itemsize(a));
  out = vm.str_value(strfmt("dtype('%s')", name.c_str()));
  return true;
}
bool dtype_str(VM& vm, CallArgs& a, Value& out) {
  DType d = self_dtype(a);
  out = vm.str_value(dtype_is_flexible(d) ? typestr(d, self_itemsize(a)) : dtype_info(d).name);
  return true;
}
bool dtype_eq(VM& vm, CallArgs& a, Value& out) {
  DType other = DType::Float64;
  int64_t size = 0;
  if (!to_dtype_sized(vm, a.args[1], other, size)) {
    vm.take_pending();
    out = Value::boolean(false);
    return true;
  }
  out = Value::boolean(other == self_dtype(a) && (!dtype_is_flexible(other) || size == self_itemsize(a)));
  return true;
}
bool dtype_ne(VM& vm, CallArgs& a, Value& out) {
  if (!dtype_eq(vm, a, out)) return false;
  out = Value::boolean(!out.b);
  return true;
}
bool dtype_hash(VM&, CallArgs& a, Value& out) {
  out = Value::integer(hash_int64((int64_t)self_dtype(a) + 1000 + self_itemsize(a) * 64));
  return true;
}
// 'float64'; 'str64' for '<U2' (the bits), 'str' when it has no width.
bool dtype_get_name(VM& vm, CallArgs& a, Value& out) {
  DType d = self_dtype(a);
  if (!dtype_is_flexible(d)) return dtype_str(vm, a, out);
  std::string name = dtype_info(d).name;
  if (self_itemsize(a)) name += std::to_string(self_itemsize(a) * 8);
  out = vm.str_value(name);
  return true;
}
bool dtype_get_itemsize(VM&, CallArgs& a, Value& out) {
  out = Value::integer(self_itemsize(a));
  return true;
}
bool dtype_get_kind(VM& vm, CallArgs& a, Value& out) {
  out = vm.str_value(std::string(1, dtype_info(self_dtype(a)).kind));
  return true;
}
bool dtype_get_char(VM& vm, CallArgs& a, Value& out) {
  out = vm.str_value(std::string(1, dtype_info(self_dtype(a)).code));
  return true;
}
bool dtype_get_type(VM& vm, CallArgs& a, Value& out) {
  DType d = self_dtype(a);
  NpState& st = np_state(vm);
  if (dtype_is_flexible(d)) { out = Value::object(d == DType::Str ? st.str_type : st.bytes_type); return true; }
  out = Value::object(st.scalar_types[(int)d]);
  return true;
}
// NumPy's type numbers (np.dtype(...).num) on Linux x86-64.
int dtype_num(DType d) {
  switch (d) {
    case DType::Float32: return 11;
    case DType::Float64: return 12;
    case DType::Complex64: return 14;
    case DType::Complex128: return 15;
    case DType::Bytes: return 18;
    case DType::Str: return 19;
    default: return (int)d;  // bool 0, int8 1, ... uint64 8: dtypes.def's order
  }
}
bool dtype_get_str(VM& vm, CallArgs& a, Value& out) {
  DType d = self_dtype(a);
  out = vm.str_value(d == DType::Str && self_itemsize(a) == 0 ? "<U0" : typestr(d, self_itemsize(a)));
  return true;
}
bool dtype_get_num(VM&, CallArgs& a, Value& out) { out = Value::integer(dtype_num(self_dtype(a))); return true; }
bool dtype_get_byteorder(VM& vm, CallArgs& a, Value& out) {
  out = vm.str_value(one_byte(self_dtype(a)) ? "|" : "=");
  return true;
}
bool dtype_get_alignment(VM&, CallArgs& a, Value& out) {
  DType d = self_dtype(a);
  out = Value::integer(dtype_info(d).kind == 'c' ? dtype_size(d) / 2 : dtype_size(d));
  return true;
}
bool dtype_get_true(VM&, CallArgs&, Value& out) { out = Value::boolean(true); return true; }
bool dtype_get_false(VM&, CallArgs&, Value& out) { out = Value::boolean(false); return true; }
bool dtype_get_none(VM&, CallArgs&, Value& out) { out = Value::none(); return true; }
bool dtype_get_zero(VM&, CallArgs&, Value& out) { out = Value::integer(0); return true; }
bool dtype_get_one(VM&, CallArgs&, Value& out) { out = Value::integer(1); return true; }
bool dtype_get_shape(VM& vm, CallArgs&, Value& out) { out = Value::object(vm.new_tuple()); return true; }
bool dtype_get_base(VM&, CallArgs& a, Value& out) { out = a.args[0]; return true; }
bool dtype_get_descr(VM& vm, CallArgs& a, Value& out) {
  Value s;
  if (!dtype_get_str(vm, a, s)) return false;
  Value field = Value::object(vm.new_tuple({vm.str_value(""), s}));
  out = Value::object(vm.new_list({field}));
  return true;
}

bool dtype_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  ctor_split(a, np_state(vm).dtype_type, rest);
  Value args[4];
  if (!bind_args(vm, rest, "dtype", {"dtype", "align", "copy", "metadata"}, 1, args)) return false;
  DType d;
  int64_t size;
  if (!to_dtype_sized(vm, args[0], d, size)) return false;
  out = dtype_object_sized(vm, d, size);
  return true;
}

// numpy.dtype[float64]() is that dtype; arguments are NumPy's TypeError.
bool dtype_class_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  if (rest.nargs || rest.nkw())
    return vm.raise(vm.exc.TypeError, "currently only the no-argument instantiation is supported; use `np.dtype` instead.");
  NpState& st = np_state(vm);
  for (int i = 0; i < kNumAllDTypes; i++)
    if (st.dtype_classes[i] == cls) out = dtype_object(vm, (DType)i);
  return true;
}

const NativeDef kDTypeMethods[] = {
    {"__repr__", dtype_repr, 1, 1, false, JitHint::None},
    {"__str__", dtype_str, 1, 1, false, JitHint::None},
    {"__eq__", dtype_eq, 2, 2, false, JitHint::None},
    {"__ne__", dtype_ne, 2, 2, false, JitHint::None},
    {"__hash__", dtype_hash, 1, 1, false, JitHint::None},
};
const NativeDef kDTypeGetters[] = {
    {"name", dtype_get_name, 1, 1, false, JitHint::None},
    {"itemsize", dtype_get_itemsize, 1, 1, false, JitHint::None},
    {"kind", dtype_get_kind, 1, 1, false, JitHint::None},
    {"char", dtype_get_char, 1, 1, false, JitHint::None},
    {"type", dtype_get_type, 1, 1, false, JitHint::None},
    {"str", dtype_get_str, 1, 1, false, JitHint::None},
    {"num", dtype_get_num, 1, 1, false, JitHint::None},
    {"byteorder", dtype_get_byteorder, 1, 1, false, JitHint::None},
    {"alignment", dtype_get_alignment, 1, 1, false, JitHint::None},
    {"isnative", dtype_get_true, 1, 1, false, JitHint::None},
    {"hasobject", dtype_get_false, 1, 1, false, JitHint::None},
    {"isalignedstruct", dtype_get_false, 1, 1, false, JitHint::None},
    {"isbuiltin", dtype_get_one, 1, 1, false, JitHint::None},
    {"flags", dtype_get_zero, 1, 1, false, JitHint::None},
    {"ndim", dtype_get_zero, 1, 1, false, JitHint::None},
    {"shape", dtype_get_shape, 1, 1, false, JitHint::None},
    {"base", dtype_get_base, 1, 1, false, JitHint::None},
    {"descr", dtype_get_descr, 1, 1, false, JitHint::None},
    {"names", dtype_get_none, 1, 1, false, JitHint::None},
    {"fields", dtype_get_none, 1, 1, false, JitHint::None},
    {"subdtype", dtype_get_none, 1, 1, false, JitHint::None},
    {"metadata", dtype_get_none, 1, 1, false, JitHint::None},
};

}  // namespace

Value dtype_object(VM& vm, DType d) { return dtype_object_sized(vm, d, 0); }

Value dtype_object_sized(VM& vm, DType d, int64_t itemsize) {
  NpState& st = np_state(vm);
  if (!dtype_is_flexible(d)) return Value::object(st.dtypes[(int)d]);
  DTypeObj* o = vm.alloc<DTypeObj>(st.dtype_classes[(int)d], d);
  o->itemsize = itemsize;
  return Value::object(o);
}

bool to_dtype(VM& vm, Value v, DType& out) {
  int64_t itemsize;
  if (!to_dtype_sized(vm, v, out, itemsize)) return false;
  if (dtype_is_flexible(out))
    return vm.raisef(vm.exc.TypeError, "tpy's numpy has %s arrays only in creation, astype and comparisons",
                     dtype_info(out).name);
  return true;
}

bool to_dtype_sized(VM& vm, Value v, DType& out, int64_t& itemsize) {
  NpState& st = np_state(vm);
  itemsize = 0;
  if (v.is_none()) { out = DType::Float64; return true; }
  if (is_dtype_obj(vm, v)) {
    out = static_cast<DTypeObj*>(v.o)->dtype;
    itemsize = static_cast<DTypeObj*>(v.o)->itemsize;
    return true;
  }
  if (is_layout(v, Layout::Type)) {
    if (v.o == vm.t.str || v.o == st.str_type) { out = DType::Str; return true; }
    if (v.o == vm.t.bytes || v.o == st.bytes_type) { out = DType::Bytes; return true; }
    for (int i = 0; i < kNumDTypes; i++)
      if (v.o == st.scalar_types[i]) { out = (DType)i; return true; }
    if (v.o == vm.t.float_) { out = DType::Float64; return true; }
    if (v.o == vm.t.int_) { out = DType::Int64; return true; }
    if (v.o == vm.t.bool_) { out = DType::Bool; return true; }
    if (v.o == vm.t.complex) { out = DType::Complex128; return true; }
  }
  if (is_str(v) && dtype_from_name(str_view(v), out, itemsize)) return true;
  Str* r;
  if (!to_repr(vm, v, r)) return false;
  if (is_str(v)) return vm.raisef(vm.exc.TypeError, "data type %s not understood", r->text().c_str());
  return vm.raisef(vm.exc.TypeError, "Cannot interpret '%s' as a data type", r->text().c_str());
}

void init_dtype_types(VM& vm, NpState& st) {
  Value numpy_name = Value::object(vm.intern("numpy"));
  TypeObject* t = vm.new_builtin_type("dtype", Layout::Native, vm.t.object);
  t->module = numpy_name;
  t->subclassable = false;
  t->ctor = dtype_ctor;
  vm.add_methods(t, kDTypeMethods);
  for (auto& g : kDTypeGetters) add_getter(vm, t, &g);
  st.dtype_type = t;
  np_keep(vm, st, t);
  // Each dtype's objects are of a class of its own, as NumPy 1.24's
  // (type(np.dtype('f8')) is numpy.dtype[float64]), made only by np.dtype.
  for (int i = 0; i < kNumAllDTypes; i++) {
    DType d = (DType)i;
    std::string scalar = d == DType::Bool ? "bool_" : dtype_is_flexible(d) ? std::string(kDTypeInfo[i].name) + "_"
                                                                         : kDTypeInfo[i].name;
    TypeObject* c = vm.new_builtin_type(("dtype[" + scalar + "]").c_str(), Layout::Native, t);
    c->module = numpy_name;
    c->tp_name = vm.intern("numpy.dtype[" + scalar + "]");
    c->subclassable = false;
    c->ctor = dtype_class_ctor;
    st.dtype_classes[i] = c;
    np_keep(vm, st, c);
  }
  init_abstract_types(vm, st);
  init_scalar_types(vm, st);
  for (int i = 0; i < kNumDTypes; i++) st.dtypes[i] = np_keep(vm, st, vm.alloc<DTypeObj>(st.dtype_classes[i], (DType)i));
}

}  // namespace tpy
