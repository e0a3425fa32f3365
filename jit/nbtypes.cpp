// nbtypes.cpp — the interned type table, Numba's names for types, the
// types of Python values and unification. See jit/nbtypes.h.
#include "jit/nbtypes.h"
#include "jit/func.h"
#include <cstring>
#include <mutex>
#include <unordered_map>
#include "vm/bytecode.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

bool same_type(const NbType& a, const NbType& b) {
  return a.kind == b.kind && a.bits == b.bits && a.dtype == b.dtype && a.ndim == b.ndim && a.layout == b.layout &&
         a.readonly == b.readonly && a.count == b.count && a.items == b.items && a.value.same(b.value) &&
         a.name == b.name;
}

// Types live in chunks that never move, so type_at reads without a lock
// (an id is handed out only after its entry is written).
constexpr size_t kChunk = 1024, kMaxChunks = 4096;
struct Table {
  std::mutex mu;
  NbType* chunks[kMaxChunks] = {};
  size_t size = 0;
  std::unordered_multimap<uint64_t, TypeId> by_hash;
  NbType& at(size_t i) { return chunks[i / kChunk][i % kChunk]; }
};
Table& table() {
  static Table* t = [] {   // never destroyed: compiled code may outlive static destruction order
    Table* tb = new Table;
    tb->chunks[0] = new NbType[kChunk];
    tb->size = 1;   // 0: Undef
    return tb;
  }();
  return *t;
}

uint64_t hash_type(const NbType& t) {
  uint64_t h = (uint64_t)t.kind * 0x9e3779b97f4a7c15ull;
  auto mix = [&](uint64_t v) { h = (h ^ v) * 0xff51afd7ed558ccdull; };
  mix(t.bits);
  mix((uint64_t)t.dtype);
  mix(t.ndim);
  mix((uint64_t)t.layout);
  mix(t.readonly);
  mix(t.count);
  for (TypeId i : t.items) mix(i);
  mix(t.value.header);
  mix(t.value.bits);
  mix(std::hash<std::string>()(t.name));
  return h;
}

NbType scalar(NbKind k, int bits) {
  NbType t;
  t.kind = k;
  t.bits = (uint8_t)bits;
  return t;
}

}  // namespace

TypeId intern_type(const NbType& t) {
  Table& tb = table();
  uint64_t h = hash_type(t);
  std::lock_guard<std::mutex> lock(tb.mu);
  auto range = tb.by_hash.equal_range(h);
  for (auto it = range.first; it != range.second; ++it)
    if (same_type(tb.at(it->second), t)) return it->second;
  size_t id = tb.size;
  if (id / kChunk >= kMaxChunks) abort();   // four million types: a compiler bug, not a program's
  if (!tb.chunks[id / kChunk]) tb.chunks[id / kChunk] = new NbType[kChunk];
  tb.at(id) = t;
  tb.size = id + 1;
  tb.by_hash.emplace(h, (TypeId)id);
  return (TypeId)id;
}

const NbType& type_at(TypeId id) { return table().at(id); }

namespace {
// A type that is its kind and its item types.
TypeId compound(NbKind kind, std::vector<TypeId> items) {
  NbType t;
  t.kind = kind;
  t.items = std::move(items);
  return intern_type(t);
}
}  // namespace

TypeId t_none() { static TypeId t = intern_type(scalar(NbKind::None, 0)); return t; }
TypeId t_bool() { static TypeId t = intern_type(scalar(NbKind::Bool, 8)); return t; }
TypeId t_int(int bits, bool is_signed) {
  if (bits == 64 && is_signed) {   // the common one, without the table's lock
    static TypeId i64 = intern_type(scalar(NbKind::Int, 64));
    return i64;
  }
  return intern_type(scalar(is_signed ? NbKind::Int : NbKind::UInt, bits));
}
TypeId t_float(int bits) {
  if (bits == 64) {
    static TypeId f64 = intern_type(scalar(NbKind::Float, 64));
    return f64;
  }
  return intern_type(scalar(NbKind::Float, bits));
}
TypeId t_complex(int bits) { return intern_type(scalar(NbKind::Complex, bits)); }
TypeId t_range() { static TypeId t = intern_type(scalar(NbKind::Range, 64)); return t; }
TypeId t_range_iter() { static TypeId t = intern_type(scalar(NbKind::RangeIter, 64)); return t; }
namespace {
NbType parallel_flagged(NbType t) {
  t.count = 1;
  return t;
}
}  // namespace
TypeId t_prange() { static TypeId t = intern_type(parallel_flagged(scalar(NbKind::Range, 64))); return t; }
TypeId t_prange_iter() { static TypeId t = intern_type(parallel_flagged(scalar(NbKind::RangeIter, 64))); return t; }

TypeId t_array(DType dt, int ndim, char layout, bool readonly) {
  NbType t;
  t.kind = NbKind::Array;
  t.dtype = dt;
  t.ndim = (uint8_t)ndim;
  t.layout = layout;
  t.readonly = readonly;
  return intern_type(t);
}

TypeId t_unituple(TypeId item, uint32_t count) {
  NbType t;
  t.kind = NbKind::UniTuple;
  t.count = count;
  t.items = {item};
  return intern_type(t);
}

TypeId t_tuple(const std::vector<TypeId>& items) {
  bool uniform = !items.empty();
  for (TypeId i : items) uniform = uniform && i == items[0];
  if (uniform) return t_unituple(items[0], (uint32_t)items.size());
  return compound(NbKind::Tuple, items);
}

TypeId t_list(const std::vector<TypeId>& items) { return compound(NbKind::List, items); }

TypeId t_const(Value v, const std::string& name) {
  NbType t;
  t.kind = NbKind::Const;
  t.value = v;
  t.name = name;
  return intern_type(t);
}

TypeId t_method(TypeId self, const std::string& name) {
  NbType t;
  t.kind = NbKind::Method;
  t.items = {self};
  t.name = name;
  return intern_type(t);
}

TypeId t_array_iter(TypeId array) { return compound(NbKind::ArrayIter, {array}); }

TypeId t_tuple_iter(TypeId unituple) { return compound(NbKind::TupleIter, {unituple}); }

TypeId t_slice(uint32_t none_mask) {
  NbType t;
  t.kind = NbKind::Slice;
  t.count = none_mask;
  return intern_type(t);
}

TypeId t_omitted(Value v) {
  NbType t;
  t.kind = NbKind::Omitted;
  t.value = v;
  return intern_type(t);
}

TypeId t_str() {
  NbType t;
  t.kind = NbKind::Str;
  return intern_type(t);
}

TypeId t_obj_list(TypeId item, bool reflected, uint32_t site, bool typed) {
  NbType t;
  t.kind = NbKind::ObjList;
  t.bits = (reflected ? 1 : 0) | (typed ? 2 : 0);
  t.count = site;
  t.items = {item};
  return intern_type(t);
}

TypeId t_obj_dict(TypeId key, TypeId value, uint32_t site) {
  NbType t;
  t.kind = NbKind::ObjDict;
  t.count = site;
  t.items = {key, value};
  return intern_type(t);
}


TypeId t_seq_iter(TypeId seq) { return compound(NbKind::SeqIter, {seq}); }

TypeId dtype_type(DType d) {
  const DTypeInfo& info = dtype_info(d);
  switch (info.kind) {
    case 'b': return t_bool();
    case 'i': return t_int(info.itemsize * 8, true);
    case 'u': return t_int(info.itemsize * 8, false);
    case 'f': return t_float(info.itemsize * 8);
    default: {
      NbType t = scalar(NbKind::Complex, info.itemsize * 8);
      return intern_type(t);
    }
  }
}

bool type_dtype(TypeId id, DType& out) {
  const NbType& t = type_at(id);
  for (int d = 0; d < kNumDTypes; d++) {
    if (dtype_type((DType)d) == id) {
      out = (DType)d;
      return true;
    }
  }
  (void)t;
  return false;
}

bool is_int_type(TypeId id) {
  NbKind k = type_at(id).kind;
  return k == NbKind::Int || k == NbKind::UInt;
}
bool is_float_type(TypeId id) { return type_at(id).kind == NbKind::Float; }
bool is_complex_type(TypeId id) { return type_at(id).kind == NbKind::Complex; }

bool is_number_type(TypeId id) {
  NbKind k = type_at(id).kind;
  return k == NbKind::Bool || k == NbKind::Int || k == NbKind::UInt || k == NbKind::Float;
}

namespace {
// Complex with any number is complex (complex128 unless both are complex64).
TypeId complex_with(const NbType& x, const NbType& y) {
  bool both64 = (x.kind != NbKind::Complex || x.bits == 64) && (y.kind != NbKind::Complex || y.bits == 64) &&
                x.kind == NbKind::Complex && y.kind == NbKind::Complex;
  NbType c;
  c.kind = NbKind::Complex;
  c.bits = both64 ? 64 : 128;
  return intern_type(c);
}
bool is_real_or_complex(const NbType& t) {
  return t.kind == NbKind::Bool || t.kind == NbKind::Int || t.kind == NbKind::UInt || t.kind == NbKind::Float ||
         t.kind == NbKind::Complex;
}
}  // namespace

std::vector<TypeId> tuple_items(TypeId id) {
  const NbType& t = type_at(id);
  if (t.kind == NbKind::UniTuple) return std::vector<TypeId>(t.count, t.items[0]);
  return t.items;
}

std::string type_name(TypeId id) {
  const NbType& t = type_at(id);
  switch (t.kind) {
    case NbKind::Undef: return "undefined";
    case NbKind::None: return "none";
    case NbKind::Bool: return "bool";
    case NbKind::Int: return "int" + std::to_string(t.bits);
    case NbKind::UInt: return "uint" + std::to_string(t.bits);
    case NbKind::Float: return "float" + std::to_string(t.bits);
    case NbKind::Complex: return "complex" + std::to_string(t.bits);
    case NbKind::Array:
      return std::string(t.readonly ? "readonly " : "") + "array(" + dtype_info(t.dtype).name + ", " +
             std::to_string(t.ndim) + "d, " + t.layout + ")";
    case NbKind::UniTuple: return "UniTuple(" + type_name(t.items[0]) + " x " + std::to_string(t.count) + ")";
    case NbKind::Tuple: {
      std::string s = "Tuple(";
      for (size_t i = 0; i < t.items.size(); i++) s += (i ? ", " : "") + type_name(t.items[i]);
      return s + ")";
    }
    case NbKind::Range: return "range_state_int64";
    case NbKind::RangeIter: return "range_iter_int64";
    case NbKind::ArrayIter: case NbKind::TupleIter: return "iter(" + type_name(t.items[0]) + ")";
    case NbKind::EnumerateIter: return "enumerate(" + type_name(t.items[0]) + ")";
    case NbKind::ZipIter: {
      std::string s = "zip(";
      for (size_t i = 0; i < t.items.size(); i++) s += (i ? ", " : "") + type_name(t.items[i]);
      return s + ")";
    }
    case NbKind::Str: return "unicode_type";
    case NbKind::List: {
      // Numba's name: the items' unified type.
      TypeId u = t.items.empty() ? kNoType : t.items[0];
      for (TypeId i : t.items) u = u ? unify(u, i) : kNoType;
      return "list(" + (u ? type_name(u) : std::string("undefined")) + ")<iv=None>";
    }
    case NbKind::ObjDict:
      if (!t.items[0]) return "DictType[undefined,undefined]<iv=None>";
      return "DictType[" + type_name(t.items[0]) + "," + type_name(t.items[1]) + "]<iv=None>";
    case NbKind::ObjList: {
      std::string item = t.items[0] ? type_name(t.items[0]) : "undefined";
      if (t.bits & 2) return "ListType[" + item + "]";
      return std::string(t.bits & 1 ? "reflected " : "") + "list(" + item + ")<iv=None>";
    }
    case NbKind::SeqIter: return "iter(" + type_name(t.items[0]) + ")";
    case NbKind::Const: {
      if (!t.value.is_obj()) return "const";
      TypeObject* ty = t.value.o->type;
      if (ty->layout == Layout::Module) return "Module(" + std::string(as<Module>(t.value)->name->text()) + ")";
      if (!t.name.empty()) return t.name;   // a dispatcher's
      return "Function(" + std::string(ty->name->text()) + ")";
    }
    case NbKind::Method: return "BoundFunction(" + type_name(t.items[0]) + "." + t.name + ")";
    case NbKind::Slice: return (t.count & 4) ? "slice<a:b>" : "slice<a:b:c>";
    case NbKind::Closure: return "closure(" + std::string(static_cast<Code*>(t.value.o)->qualname->text()) + ")";
    case NbKind::Omitted: {
      const Value& v = t.value;
      std::string r = "<object>";
      if (v.is_none()) r = "None";
      else if (v.is_bool()) r = v.b ? "True" : "False";
      else if (v.is_int()) r = std::to_string(v.i);
      else if (v.is_float()) {
        char buf[40];
        snprintf(buf, sizeof buf, "%.17g", v.f);
        r = buf;
      }
      return "omitted(default=" + r + ")";
    }
  }
  return "?";
}

namespace {

// "float64" → its scalar type; kNoType when s names none.
TypeId scalar_named(const std::string& s) {
  if (s == "bool" || s == "boolean") return t_bool();
  if (s == "none") return t_none();
  for (int d = 0; d < kNumDTypes; d++)
    if (s == dtype_info((DType)d).name) return dtype_type((DType)d);
  return kNoType;
}

// Splits "a, b(c, d), e" at the top-level commas.
std::vector<std::string> split_top(const std::string& s) {
  std::vector<std::string> parts;
  int depth = 0;
  std::string cur;
  for (char c : s) {
    if (c == '(' ) depth++;
    if (c == ')') depth--;
    if (c == ',' && depth == 0) {
      parts.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  parts.push_back(cur);
  for (auto& p : parts) {
    size_t b = p.find_first_not_of(' '), e = p.find_last_not_of(' ');
    p = b == std::string::npos ? "" : p.substr(b, e - b + 1);
  }
  return parts;
}

}  // namespace

TypeId parse_type_name(const std::string& s0) {
  std::string s = s0;
  bool readonly = false;
  if (s.rfind("readonly ", 0) == 0) {
    readonly = true;
    s = s.substr(9);
    if (s.rfind("array(", 0) != 0) return kNoType;
  }
  // A decimal count in [lo, hi], or -1 (no exceptions: names come from users).
  auto count = [](const std::string& t, long lo, long hi) -> long {
    if (t.empty() || t.size() > 9) return -1;
    long v = 0;
    for (char c : t) {
      if (c < '0' || c > '9') return -1;
      v = v * 10 + (c - '0');
    }
    return v >= lo && v <= hi ? v : -1;
  };
  if (TypeId t = scalar_named(s)) return t;
  if (s == "unicode_type") {
    NbType t;
    t.kind = NbKind::Str;
    return intern_type(t);
  }
  auto inner = [&](const char* prefix, std::string& out) {
    size_t n = strlen(prefix);
    if (s.rfind(prefix, 0) != 0 || s.back() != ')') return false;
    out = s.substr(n, s.size() - n - 1);
    return true;
  };
  std::string body;
  if (inner("array(", body)) {
    auto p = split_top(body);
    if (p.size() != 3 || p[1].size() < 2 || p[1].back() != 'd') return kNoType;
    TypeId el = scalar_named(p[0]);
    DType dt;
    long nd = count(p[1].substr(0, p[1].size() - 1), 0, kMaxDims);
    if (!el || !type_dtype(el, dt) || p[2].size() != 1 || nd < 0) return kNoType;
    char layout = p[2][0];
    if (layout != 'C' && layout != 'F' && layout != 'A') return kNoType;
    return t_array(dt, (int)nd, layout, readonly);
  }
  if (inner("UniTuple(", body)) {
    size_t x = body.rfind(" x ");
    if (x == std::string::npos) return kNoType;
    TypeId el = parse_type_name(body.substr(0, x));
    long n = count(body.substr(x + 3), 0, 1 << 20);
    return el && n >= 0 ? t_unituple(el, (uint32_t)n) : kNoType;
  }
  if (inner("Tuple(", body)) {
    std::vector<TypeId> items;
    if (!body.empty())
      for (auto& p : split_top(body)) {
        TypeId el = parse_type_name(p);
        if (!el) return kNoType;
        items.push_back(el);
      }
    return t_tuple(items);
  }
  return kNoType;
}

namespace {

// A reflected list: its first item's type, every item of that type (a
// per-call check, as Numba's unboxing). Why starts with the exception
// class when the call raises it instead of failing to type.
TypeId type_of_list(VM& vm, List* l, std::string& why) {
  bool typed = l->type != vm.t.list;
  TypeId item = kNoType;
  if (typed) {
    // typed.List: its item type (set even when it is empty), as Numba's name.
    Value t, name;
    if (!get_attr(vm, Value::object(l), vm.intern("_item_type"), t) || (!t.is_none() && !get_attr(vm, t, vm.intern("name"), name))) {
      vm.take_pending();
      t = Value::none();
    }
    if (!t.is_none()) item = is_str(name) ? parse_type_name(as<Str>(name)->text()) : kNoType;
    if (!item) {
      why = t.is_none() ? "TypeError: invalid operation on untyped list"
                        : "tpy: a typed.List of " + (is_str(name) ? std::string(as<Str>(name)->text()) : "?") + " cannot be passed to compiled code yet";
      return kNoType;
    }
    if (l->items.empty()) return t_obj_list(item, false, 0, true);
  }
  if (l->items.empty()) {
    why = "ValueError: cannot compute fingerprint of empty list";
    return kNoType;
  }
  if (!item) item = type_of_value(vm, l->items[0], why);
  if (!item) return kNoType;
  if (!list_item_type_ok(item)) {
    why = "tpy: a list of " + type_name(item) + " cannot be passed to compiled code yet";
    return kNoType;
  }
  for (size_t k = 1; k < l->items.size(); k++) {
    const Value& v = l->items[k];
    // Numbers of the first one's kind need no deeper look.
    if (v.tag == l->items[0].tag && v.tag != Tag::Obj) continue;
    TypeId t = type_of_value(vm, v, why);
    if (t != item) {
      why = "TypeError: can't unbox heterogeneous list: " + type_name(item) + " != " + (t ? type_name(t) : std::string("pyobject"));
      return kNoType;
    }
  }
  return typed ? t_obj_list(item, false, 0, true) : t_obj_list(item, true);
}

// A numba.typed.Dict: its key and value types (the class casts what goes in).
TypeId type_of_typed_dict(VM& vm, Value d, std::string& why) {
  TypeId kv[2] = {kNoType, kNoType};
  const char* attrs[2] = {"_key_type", "_value_type"};
  for (int k = 0; k < 2; k++) {
    Value t, name;
    if (!get_attr(vm, d, vm.intern(attrs[k]), t) || (!t.is_none() && !get_attr(vm, t, vm.intern("name"), name))) {
      vm.take_pending();
      t = Value::none();
    }
    if (t.is_none()) {
      why = "TypeError: invalid operation on untyped dictionary";
      return kNoType;
    }
    kv[k] = is_str(name) ? parse_type_name(as<Str>(name)->text()) : kNoType;
    if (!kv[k] || (k == 0 ? !dict_key_type_ok(kv[k]) : !list_item_type_ok(kv[k]))) {
      why = "tpy: a typed.Dict of " + (is_str(name) ? std::string(as<Str>(name)->text()) : "?") + " cannot be passed to compiled code yet";
      return kNoType;
    }
  }
  return t_obj_dict(kv[0], kv[1]);
}

}  // namespace

bool is_typed_dict_class(TypeObject* ty) {
  // numba.typed.Dict (builtins/pylib/numba.typed.typeddict.py): a dict subclass.
  return ty->layout == Layout::Dict && !ty->builtin && std::string(ty->name->text()) == "Dict" && is_str(ty->module) &&
         std::string(as<Str>(ty->module)->text()) == "numba.typed.typeddict";
}

bool dict_key_type_ok(TypeId t) {
  const NbType& n = type_at(t);
  if (n.kind == NbKind::UniTuple || n.kind == NbKind::Tuple) {
    for (TypeId i : tuple_items(t))
      if (!dict_key_type_ok(i)) return false;
    return true;
  }
  return n.kind == NbKind::Bool || n.kind == NbKind::Int || (n.kind == NbKind::UInt && n.bits < 64) || n.kind == NbKind::Float ||
         n.kind == NbKind::Str;
}

bool is_typed_list_class(TypeObject* ty) {
  // numba.typed.List (builtins/pylib/numba.typed.typedlist.py): a list subclass.
  return ty->layout == Layout::List && !ty->builtin && std::string(ty->name->text()) == "List" && is_str(ty->module) &&
         std::string(as<Str>(ty->module)->text()) == "numba.typed.typedlist";
}

bool list_item_type_ok(TypeId t) {
  const NbType& n = type_at(t);
  switch (n.kind) {
    case NbKind::Bool: case NbKind::Float: case NbKind::Str: case NbKind::Array: return true;
    case NbKind::Int: return true;
    case NbKind::UInt: return n.bits < 64;   // a uint64 item beyond int64 would need a Python int
    case NbKind::ObjList: return n.items[0] != kNoType;
    case NbKind::ObjDict: return n.items[0] != kNoType;
    case NbKind::UniTuple: case NbKind::Tuple:
      for (TypeId i : tuple_items(t))
        if (!list_item_type_ok(i)) return false;
      return true;
    default: return false;
  }
}

TypeId type_of_value(VM& vm, Value v, std::string& why) {
  switch (v.tag) {
    case Tag::Undef: break;
    case Tag::None: return t_none();
    case Tag::Bool: return t_bool();
    case Tag::Int: return t_int(64);
    case Tag::Float: return t_float(64);
    case Tag::Obj: {
      TypeObject* ty = v.o->type;
      if (is_ndarray(vm, v)) {
        NdArray* a = static_cast<NdArray*>(v.o);
        char layout = a->c_contiguous() ? 'C' : (a->flags & kNdFContig) ? 'F' : 'A';
        if (dtype_info(a->dtype).kind == 'c') break;
        if (dtype_is_flexible(a->dtype)) {
          why = std::string("Cannot determine Numba type of <class 'numpy.ndarray'>: tpy compiles no arrays of ") +
                dtype_info(a->dtype).name;
          return kNoType;
        }
        return t_array(a->dtype, a->ndim, layout, !a->writeable());
      }
      if (is_np_scalar(vm, v)) {
        DType sd = static_cast<NpScalar*>(v.o)->dtype;
        if (dtype_info(sd).kind == 'c') break;   // complex64: the interpreter's (not unboxed by func.cpp)
        return dtype_type(sd);
      }
      if (ty->layout == Layout::Complex) return t_complex(128);
      if (ty->layout == Layout::Int) {
        // An int beyond int64: uint64 when it fits there (as Numba).
        const BigInt& b = static_cast<BigIntObj*>(v.o)->v;
        if (b >= 0 && b <= BigInt(UINT64_MAX)) return t_int(64, false);
        why = "Int value is too large: " + big_to_string(b, 10);
        return kNoType;
      }
      if (ty->layout == Layout::Tuple) {
        std::vector<TypeId> items;
        for (Value item : static_cast<Tuple*>(v.o)->items) {
          TypeId t = type_of_value(vm, item, why);
          if (!t) return kNoType;
          items.push_back(t);
        }
        return t_tuple(items);
      }
      if (ty->layout == Layout::Str) {
        NbType t;
        t.kind = NbKind::Str;
        return intern_type(t);
      }
      if (ty == vm.t.list || is_typed_list_class(ty)) return type_of_list(vm, static_cast<List*>(v.o), why);
      if (is_typed_dict_class(ty)) return type_of_typed_dict(vm, v, why);
      // A compiled function passed in: a constant of its own type (each
      // function a specialisation, as Numba's dispatcher types).
      if (Function* f = dispatcher_hooks().py_func_of ? dispatcher_hooks().py_func_of(vm, v) : nullptr)
        return t_const(v, "type(CPUDispatcher(<function " + f->name->text() + ">))");
      break;
    }
  }
  std::string tname = "NoneType";
  if (v.is_obj()) {
    TypeObject* ty = v.o->type;
    tname = ty->qualname->text();
    if (!ty->builtin && is_str(ty->module)) tname = as<Str>(ty->module)->text() + "." + tname;
  }
  why = "Cannot determine Numba type of <class '" + tname + "'>";
  return kNoType;
}

namespace {

// The smallest signed integer holding both a signed and an unsigned type.
TypeId signed_holding(int sbits, int ubits) {
  int need = std::max(sbits, ubits * 2);
  return need > 64 ? t_float(64) : t_int(need < 8 ? 8 : need, true);
}

}  // namespace

// t with every list and dict in it made at no site (count 0).
TypeId siteless(TypeId t) {
  const NbType& n = type_at(t);
  if (n.kind == NbKind::ObjList) return t_obj_list(n.items[0] ? siteless(n.items[0]) : kNoType, n.bits & 1, 0, n.bits & 2);
  if (n.kind == NbKind::ObjDict) return t_obj_dict(n.items[0] ? siteless(n.items[0]) : kNoType, n.items[1] ? siteless(n.items[1]) : kNoType);
  if (is_tuple(t)) {
    std::vector<TypeId> items;
    for (TypeId i : tuple_items(t)) items.push_back(siteless(i));
    return t_tuple(items);
  }
  return t;
}

TypeId unify(TypeId a, TypeId b) {
  if (a == b) return a;
  if (!a || !b) return kNoType;
  const NbType& x = type_at(a);
  const NbType& y = type_at(b);
  if ((x.kind == NbKind::Complex || y.kind == NbKind::Complex) && is_real_or_complex(x) && is_real_or_complex(y))
    return complex_with(x, y);
  bool xnum = is_number_type(a), ynum = is_number_type(b);
  if (!xnum || !ynum) {
    if ((x.kind == NbKind::UniTuple || x.kind == NbKind::Tuple) && (y.kind == NbKind::UniTuple || y.kind == NbKind::Tuple)) {
      auto xi = tuple_items(a), yi = tuple_items(b);
      if (xi.size() != yi.size()) return kNoType;
      std::vector<TypeId> items;
      for (size_t i = 0; i < xi.size(); i++) {
        TypeId u = unify(xi[i], yi[i]);
        if (!u) return kNoType;
        items.push_back(u);
      }
      return t_tuple(items);
    }
    // An empty list of a type not known yet takes the other's (the
    // representation is the same object); lists of one item type from
    // two places are a list of it from neither.
    // A method or iterator of containers that unify (lists from two sites).
    if ((x.kind == NbKind::Method || x.kind == NbKind::SeqIter) && x.kind == y.kind && x.name == y.name) {
      TypeId u = unify(x.items[0], y.items[0]);
      if (!u) return kNoType;
      return x.kind == NbKind::Method ? t_method(u, x.name) : t_seq_iter(u);
    }
    // Containers whose items are the same but for the sites that made
    // inner containers (the same objects under other names) unify too.
    if (x.kind == NbKind::ObjDict && y.kind == NbKind::ObjDict) {
      if (!x.items[0]) return b;
      if (!y.items[0]) return a;
      if (x.items == y.items) return x.count == y.count ? a : t_obj_dict(x.items[0], x.items[1]);
      if (siteless(x.items[0]) != siteless(y.items[0]) || siteless(x.items[1]) != siteless(y.items[1])) return kNoType;
      return t_obj_dict(siteless(x.items[0]), siteless(x.items[1]));
    }
    if (x.kind == NbKind::ObjList && y.kind == NbKind::ObjList) {
      if (!x.items[0]) return b;
      if (!y.items[0]) return a;
      if (x.items[0] != y.items[0]) {
        if (x.bits != y.bits || siteless(x.items[0]) != siteless(y.items[0])) return kNoType;
        return t_obj_list(siteless(x.items[0]), x.bits & 1, 0, x.bits & 2);
      }
      if (x.bits != y.bits) return kNoType;   // a typed.List is not a list
      return x.count == y.count ? a : t_obj_list(x.items[0], x.bits & 1, 0, x.bits & 2);
    }
    if (x.kind == NbKind::Array && y.kind == NbKind::Array && x.dtype == y.dtype && x.ndim == y.ndim)
      return t_array(x.dtype, x.ndim, x.layout == y.layout ? x.layout : 'A', x.readonly || y.readonly);
    return kNoType;
  }
  if (x.kind == NbKind::Bool) return b;
  if (y.kind == NbKind::Bool) return a;
  if (x.kind == NbKind::Float || y.kind == NbKind::Float) {
    if (x.kind == NbKind::Float && y.kind == NbKind::Float) return t_float(std::max(x.bits, y.bits));
    const NbType& f = x.kind == NbKind::Float ? x : y;
    const NbType& i = x.kind == NbKind::Float ? y : x;
    return f.bits == 32 && i.bits < 32 ? t_float(32) : t_float(64);
  }
  if (x.kind == y.kind) return t_int(std::max(x.bits, y.bits), x.kind == NbKind::Int);
  const NbType& s = x.kind == NbKind::Int ? x : y;
  const NbType& u = x.kind == NbKind::Int ? y : x;
  return signed_holding(s.bits, u.bits);
}

TypeId arith_result(TypeId a, TypeId b) {
  const NbType& x = type_at(a);
  const NbType& y = type_at(b);
  if (x.kind == NbKind::Complex || y.kind == NbKind::Complex) return complex_with(x, y);
  if (x.kind == NbKind::Float || y.kind == NbKind::Float) {
    if (x.kind == NbKind::Float && y.kind == NbKind::Float) return t_float(std::max(x.bits, y.bits));
    const NbType& f = x.kind == NbKind::Float ? x : y;
    const NbType& i = x.kind == NbKind::Float ? y : x;
    // float32 keeps float32 with bool, int8, int16 and uint8 (Numba's table).
    bool small = i.kind == NbKind::Bool || (i.kind == NbKind::Int && i.bits <= 16) || (i.kind == NbKind::UInt && i.bits <= 8);
    return f.bits == 32 && small ? t_float(32) : t_float(64);
  }
  // Integers (and bools) compute at 64 bits: unsigned only when both are.
  bool both_unsigned = x.kind == NbKind::UInt && y.kind == NbKind::UInt;
  return t_int(64, !both_unsigned);
}

}  // namespace tpy::jit
