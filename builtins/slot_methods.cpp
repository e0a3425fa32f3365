// slot_methods.cpp — the operator and container dunders of the built-in
// types as real methods (`(5).__mul__(2)`, `int.__add__`, `[1].__contains__`,
// `super().__setitem__` in a dict subclass). Each is one row of a table: the
// slot family (binary, reflected, unary, comparison, item, len, ...), the
// operator and the type that owns it. One function per family checks self
// and the other operand as CPython does (NotImplemented for a foreign type)
// and forwards to the interpreter's own implementation without dunder lookup
// (ops.h's builtin_* functions), so a subclass override calling its base
// never loops. Rows are added only where the type's file defines none.
#include <cmath>
#include "builtins/builtins_b.h"
#include "vm/bytecode.h"
#include "vm/dict.h"

namespace tpy {

namespace {

enum class Slot : uint8_t { Binary, Reflected, Inplace, Divmod, Unary, Abs, Compare, Bool, Len, GetItem, SetItem, DelItem, Contains, Iter, Repr };

// A NativeDef at the head of its slot row: call_native hands the row back
// through CallArgs::def.
struct SlotDef {
  NativeDef def;
  Slot slot;
  int op;                               // BinOpKind, UnaryOpKind or CmpOpKind
  TypeObject* VM::Types::*owner;
};

const SlotDef& slot_of(CallArgs& a) { return *reinterpret_cast<const SlotDef*>(a.def); }

// How far up int < float < complex a value is (0: not a built-in number).
int number_rank(Value v) {
  if (v.is_numpy_scalar()) return 0;
  if (v.is_int() || v.is_bool() || is_layout(v, Layout::Int)) return 1;
  if (v.is_float()) return 2;
  if (is_layout(v, Layout::Complex)) return 3;
  return 0;
}

int owner_rank(VM& vm, TypeObject* t) {
  if (t == vm.t.int_ || t == vm.t.bool_) return 1;
  if (t == vm.t.float_) return 2;
  if (t == vm.t.complex) return 3;
  return 0;
}

// Layout families whose values compare and concatenate with each other.
int family(Value v) {
  if (!v.is_obj()) return -1;
  Layout l = v.o->type->layout;
  if (l == Layout::FrozenSet) l = Layout::Set;
  return (int)l;
}

bool check_self(VM& vm, CallArgs& a, TypeObject*& owner) {
  const SlotDef& d = slot_of(a);
  owner = vm.t.*d.owner;
  if (is_subtype(type_of(vm, a.args[0]), owner)) return true;
  return vm.raisef(vm.exc.TypeError, "descriptor '%s' requires a '%s' object but received a '%s'", d.def.name,
                   owner->name->text().c_str(), type_name(vm, a.args[0]));
}

// Whether `other` is an operand self's type handles (else NotImplemented).
bool accepts(VM& vm, TypeObject* owner, Value self, Value other) {
  int rank = owner_rank(vm, owner);
  if (rank) {
    int r = number_rank(other);
    return r && r <= rank;
  }
  return family(other) == family(self);
}

bool is_int_operand(VM& vm, Value v) {
  return number_rank(v) == 1 || (v.is_obj() && has_dunder_hooks(v.o->type) && !lookup_special(vm, v, vm.names.index).is_undef());
}

bool slot_binary(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  const SlotDef& d = slot_of(a);
  Value self = a.args[0], other = a.args[1];
  int op = d.op;
  if (op == (int)BinOpKind::Pow && a.nargs == 3 && !a.args[2].is_none()) {
    if (!accepts(vm, owner, self, other)) { out = vm.not_implemented; return true; }
    Value pow_fn, args[3] = {d.slot == Slot::Reflected ? other : self, d.slot == Slot::Reflected ? self : other, a.args[2]};
    if (!get_attr(vm, Value::object(vm.builtins_module), vm.intern("pow"), pow_fn)) return false;
    return call(vm, pow_fn, args, 3, nullptr, out);
  }
  bool number = owner_rank(vm, owner) != 0;
  if (!number && op == (int)BinOpKind::Mul) {
    // Sequence repetition: any int-like count, either side.
    if (!is_int_operand(vm, other))
      return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, other));
    if (number_rank(other) != 1) {
      int64_t n;
      bool overflow;
      if (!to_index(vm, other, n, overflow)) return false;
      if (overflow) return vm.raisef(vm.exc.OverflowError, "cannot fit '%s' into an index-sized integer", type_name(vm, other));
      other = Value::integer(n);
    }
  } else if (d.slot == Slot::Inplace) {
    // list += any iterable (the layout code collects it).
  } else if (!accepts(vm, owner, self, other)) {
    if (!number && op == (int)BinOpKind::Add && d.slot != Slot::Reflected)
      return vm.raisef(vm.exc.TypeError, "can only concatenate %s (not \"%s\") to %s", owner->name->text().c_str(),
                       type_name(vm, other), owner->name->text().c_str());
    out = vm.not_implemented;
    return true;
  }
  Value r;
  bool ok = d.slot == Slot::Reflected ? builtin_binary(vm, op, other, self, r)
            : d.slot == Slot::Inplace ? builtin_binary(vm, op + kInplaceOffset, self, other, r)
                                      : builtin_binary(vm, op, self, other, r);
  if (!ok) return false;
  out = r.is_undef() ? vm.not_implemented : r;
  return true;
}

// int's and float's __divmod__ (op 0) and __rdivmod__ (op 1): the floor
// quotient and the remainder, computed as `//` and `%` compute them (never
// through divmod(), which calls these for subclasses).
bool slot_divmod(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  Value self = a.args[0], other = a.args[1];
  if (!accepts(vm, owner, self, other)) { out = vm.not_implemented; return true; }
  bool reflected = slot_of(a).op == 1;
  Value x = reflected ? other : self, y = reflected ? self : other;
  if (number_rank(x) == 2 || number_rank(y) == 2) {
    double d;
    if (!to_double(vm, y, d, "divmod")) return false;
    if (d == 0.0) return vm.raise(vm.exc.ZeroDivisionError, "float divmod()");
  }
  RootScope roots(vm);
  Value q, r;
  if (!builtin_binary(vm, (int)BinOpKind::FloorDiv, x, y, q)) return false;
  roots.add(q);
  if (!builtin_binary(vm, (int)BinOpKind::Mod, x, y, r)) return false;
  if (q.is_undef() || r.is_undef()) { out = vm.not_implemented; return true; }
  roots.add(r);
  out = Value::object(vm.new_tuple({q, r}));
  return true;
}

bool slot_unary(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  if (!builtin_unary(vm, (UnaryOpKind)slot_of(a).op, a.args[0], out)) return false;
  if (out.is_undef()) out = vm.not_implemented;
  return true;
}

bool slot_abs(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  Value x = a.args[0];
  if (is_layout(x, Layout::Complex)) {
    const Complex* c = as<Complex>(x);
    double r = std::hypot(c->re, c->im);
    if (std::isinf(r) && std::isfinite(c->re) && std::isfinite(c->im))
      return vm.raise(vm.exc.OverflowError, "absolute value too large");
    out = Value::real(r);
    return true;
  }
  if (x.is_float()) { out = Value::real(std::fabs(x.f)); return true; }
  Value neg;
  if (!builtin_compare_value(vm, CmpOpKind::Lt, x, Value::integer(0), neg)) return false;
  return builtin_unary(vm, neg.is_bool() && neg.b ? UnaryOpKind::USub : UnaryOpKind::UAdd, x, out);
}

bool slot_compare(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  Value self = a.args[0], other = a.args[1];
  out = vm.not_implemented;
  if (!accepts(vm, owner, self, other)) return true;
  Value r;
  if (!builtin_compare_value(vm, (CmpOpKind)slot_of(a).op, self, other, r)) return false;
  if (!r.is_undef()) out = r;
  return true;
}

bool slot_bool(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  bool t;
  if (!truthy(vm, a.args[0], t)) return false;
  out = Value::boolean(t);
  return true;
}

bool slot_len(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  int64_t n;
  if (!length_builtin(vm, a.args[0], n)) return false;
  out = Value::integer(n);
  return true;
}

bool slot_getitem(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  return check_self(vm, a, owner) && get_item_builtin(vm, a.args[0], a.args[1], out);
}

bool slot_setitem(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  out = Value::none();
  return check_self(vm, a, owner) && set_item_builtin(vm, a.args[0], a.args[1], a.args[2]);
}

bool slot_delitem(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  out = Value::none();
  return check_self(vm, a, owner) && del_item_builtin(vm, a.args[0], a.args[1]);
}

bool slot_contains(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  bool in;
  if (!contains_builtin(vm, a.args[0], a.args[1], in)) return false;
  out = Value::boolean(in);
  return true;
}

bool slot_iter(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  return check_self(vm, a, owner) && get_iter_builtin(vm, a.args[0], out);
}

bool slot_repr(VM& vm, CallArgs& a, Value& out) {
  TypeObject* owner;
  if (!check_self(vm, a, owner)) return false;
  Str* s;
  Value self = a.args[0];
  if (owner == vm.t.int_ && self.is_bool()) self = Value::integer(self.b);   // int.__repr__(True) is '1'
  if (!repr_by_layout(vm, self, s)) return false;
  out = Value::object(s);
  return true;
}

NativeFn slot_fn(Slot s) {
  switch (s) {
    case Slot::Binary:
    case Slot::Reflected:
    case Slot::Inplace: return slot_binary;
    case Slot::Divmod: return slot_divmod;
    case Slot::Unary: return slot_unary;
    case Slot::Abs: return slot_abs;
    case Slot::Compare: return slot_compare;
    case Slot::Bool: return slot_bool;
    case Slot::Len: return slot_len;
    case Slot::GetItem: return slot_getitem;
    case Slot::SetItem: return slot_setitem;
    case Slot::DelItem: return slot_delitem;
    case Slot::Contains: return slot_contains;
    case Slot::Iter: return slot_iter;
    case Slot::Repr: return slot_repr;
  }
  return nullptr;
}

int slot_arity(Slot s) {
  switch (s) {
    case Slot::Unary:
    case Slot::Abs:
    case Slot::Bool:
    case Slot::Len:
    case Slot::Iter:
    case Slot::Repr: return 1;
    case Slot::SetItem: return 3;
    default: return 2;
  }
}

// What each built-in type gets, as in CPython's dir(): a bit per operator.
constexpr unsigned kAdd = 1u << (int)BinOpKind::Add, kSub = 1u << (int)BinOpKind::Sub, kMul = 1u << (int)BinOpKind::Mul,
                   kDiv = 1u << (int)BinOpKind::TrueDiv, kFloorDiv = 1u << (int)BinOpKind::FloorDiv,
                   kMod = 1u << (int)BinOpKind::Mod, kPow = 1u << (int)BinOpKind::Pow,
                   kBits = (1u << (int)BinOpKind::LShift) | (1u << (int)BinOpKind::RShift) | (1u << (int)BinOpKind::BitAnd) |
                           (1u << (int)BinOpKind::BitOr) | (1u << (int)BinOpKind::BitXor);

struct TypeSlots {
  TypeObject* VM::Types::*type;
  unsigned binary;     // operators with __op__ and __rop__
  unsigned forward;    // operators with __op__ only
  bool unary, abs, order, eq, bool_, container, mutable_items, iter;
};

const TypeSlots kTypeSlots[] = {
    // type           binary+reflected                                    forward only  unary  abs    order  eq     bool   cont.  setitem iter
    {&VM::Types::int_, kAdd | kSub | kMul | kDiv | kFloorDiv | kMod | kPow | kBits, 0, true, true, true, true, true, false, false, false},
    {&VM::Types::float_, kAdd | kSub | kMul | kDiv | kFloorDiv | kMod | kPow, 0, true, true, true, true, true, false, false, false},
    {&VM::Types::complex, kAdd | kSub | kMul | kDiv | kPow, 0, true, true, false, true, true, false, false, false},
    {&VM::Types::str, 0, kAdd | kMul, false, false, true, true, false, true, false, true},
    {&VM::Types::bytes, 0, kAdd | kMul, false, false, true, true, false, true, false, true},
    {&VM::Types::bytearray, 0, kAdd | kMul, false, false, true, true, false, true, true, true},
    {&VM::Types::list, 0, kAdd | kMul, false, false, true, true, false, true, true, true},
    {&VM::Types::tuple, 0, kAdd | kMul, false, false, true, true, false, true, false, true},
    {&VM::Types::dict, 0, 0, false, false, false, true, false, true, true, true},
    {&VM::Types::set, 0, 0, false, false, true, true, false, true, false, true},
    {&VM::Types::frozenset, 0, 0, false, false, true, true, false, true, false, true},
    {&VM::Types::range, 0, 0, false, false, false, true, true, true, false, true},
};

const char* const kBinaryNames[][2] = {
    {"__add__", "__radd__"},         {"__sub__", "__rsub__"},       {"__mul__", "__rmul__"},
    {"__matmul__", "__rmatmul__"},   {"__truediv__", "__rtruediv__"}, {"__floordiv__", "__rfloordiv__"},
    {"__mod__", "__rmod__"},         {"__pow__", "__rpow__"},       {"__lshift__", "__rlshift__"},
    {"__rshift__", "__rrshift__"},   {"__and__", "__rand__"},       {"__or__", "__ror__"},
    {"__xor__", "__rxor__"},
};
const char* const kCompareNames[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

// The rows live as long as the process (NativeDef rows are referenced by
// BuiltinFunction objects of every VM); built once.
std::vector<SlotDef>* build_rows() {
  auto* rows = new std::vector<SlotDef>();
  auto add = [&](const char* name, Slot s, int op, TypeObject* VM::Types::*type) {
    int n = slot_arity(s);
    int mx = (s == Slot::Binary || s == Slot::Reflected) && op == (int)BinOpKind::Pow ? 3 : n;
    rows->push_back(SlotDef{{name, slot_fn(s), n, mx, false, JitHint::None}, s, op, type});
  };
  for (const TypeSlots& ts : kTypeSlots) {
    for (int op = 0; op < kNumBinOps; op++) {
      if (ts.binary & (1u << op)) {
        add(kBinaryNames[op][0], Slot::Binary, op, ts.type);
        add(kBinaryNames[op][1], Slot::Reflected, op, ts.type);
      } else if (ts.forward & (1u << op)) {
        add(kBinaryNames[op][0], Slot::Binary, op, ts.type);
        if (op == (int)BinOpKind::Mul) add("__rmul__", Slot::Reflected, op, ts.type);
      }
    }
    if (ts.type == &VM::Types::int_ || ts.type == &VM::Types::float_) {
      add("__divmod__", Slot::Divmod, 0, ts.type);
      add("__rdivmod__", Slot::Divmod, 1, ts.type);
    }
    if (ts.type == &VM::Types::list || ts.type == &VM::Types::bytearray) {
      add("__iadd__", Slot::Inplace, (int)BinOpKind::Add, ts.type);
      add("__imul__", Slot::Inplace, (int)BinOpKind::Mul, ts.type);
    }
    if (ts.unary) {
      add("__neg__", Slot::Unary, (int)UnaryOpKind::USub, ts.type);
      add("__pos__", Slot::Unary, (int)UnaryOpKind::UAdd, ts.type);
      if (ts.binary & kBits) add("__invert__", Slot::Unary, (int)UnaryOpKind::Invert, ts.type);
    }
    if (ts.abs) add("__abs__", Slot::Abs, 0, ts.type);
    for (int op = 0; op < 6; op++) {
      bool eqop = op == (int)CmpOpKind::Eq || op == (int)CmpOpKind::NotEq;
      if (eqop ? ts.eq : ts.order) add(kCompareNames[op], Slot::Compare, op, ts.type);
    }
    if (ts.bool_) add("__bool__", Slot::Bool, 0, ts.type);
    if (ts.container) {
      add("__len__", Slot::Len, 0, ts.type);
      add("__contains__", Slot::Contains, 0, ts.type);
      bool sets = ts.type == &VM::Types::set || ts.type == &VM::Types::frozenset;
      if (!sets) add("__getitem__", Slot::GetItem, 0, ts.type);
    }
    if (ts.mutable_items) {
      add("__setitem__", Slot::SetItem, 0, ts.type);
      add("__delitem__", Slot::DelItem, 0, ts.type);
    }
    if (ts.iter) add("__iter__", Slot::Iter, 0, ts.type);
  }
  // Every core type's own repr (int.__repr__(x), type.__repr__(C),
  // None.__repr__()), where object's would name the object's address.
#define TPY_TYPE(field, pyname, layout, base, subclassable) \
  if (&VM::Types::field != &VM::Types::object) add("__repr__", Slot::Repr, 0, &VM::Types::field);
#include "vm/types.def"
#undef TPY_TYPE
  return rows;
}

bool object_order(VM& vm, CallArgs&, Value& out) {
  out = vm.not_implemented;
  return true;
}

const NativeDef kObjectOrder[] = {
    {"__lt__", object_order, 2, 2, false, JitHint::None},
    {"__le__", object_order, 2, 2, false, JitHint::None},
    {"__gt__", object_order, 2, 2, false, JitHint::None},
    {"__ge__", object_order, 2, 2, false, JitHint::None},
};

// __getnewargs__ of the immutable built-ins: the arguments that remake the
// value as its exact base type (int(x), float(x), (re, im), str, tuple).
bool value_getnewargs(VM& vm, CallArgs& a, Value& out) {
  Value self = a.args[0], v;
  RootScope roots(vm);
  if (is_layout(self, Layout::Complex)) {
    Value re = Value::real(as<Complex>(self)->re), im = Value::real(as<Complex>(self)->im);
    out = Value::object(vm.new_tuple({re, im}));
    return true;
  }
  if (is_layout(self, Layout::Str)) {
    v = self.o->type == vm.t.str ? self : Value::object(vm.new_str(as<Str>(self)->text()));
  } else if (is_layout(self, Layout::Tuple)) {
    Tuple* t = as<Tuple>(self);
    v = self.o->type == vm.t.tuple ? self : Value::object(vm.new_tuple(t->items.data(), t->items.size()));
  } else if (!builtin_unary(vm, UnaryOpKind::UAdd, self, v)) {   // +x: the exact int or float
    return false;
  }
  roots.add(v);
  out = Value::object(vm.new_tuple({v}));
  return true;
}

bool complex_complex(VM& vm, CallArgs& a, Value& out) {
  const Complex* c = as<Complex>(a.args[0]);
  out = c->type == vm.t.complex ? a.args[0] : vm.new_complex(c->re, c->im);
  return true;
}

// object.__subclasshook__(cls, sub): a classmethod saying NotImplemented
// (what the ABCs override).
bool object_subclasshook(VM& vm, CallArgs& a, Value& out) {
  out = vm.not_implemented;
  return true;
}

// float.__getformat__('double' or 'float'), a classmethod.
bool float_getformat(VM& vm, CallArgs& a, Value& out) {
  Value t = a.args[1];
  if (!is_str(t))
    return vm.raisef(vm.exc.TypeError, "__getformat__() argument must be str, not %s", type_name(vm, t));
  std::string_view s = str_view(t);
  if (s != "double" && s != "float")
    return vm.raise(vm.exc.ValueError, "__getformat__() argument 1 must be 'double' or 'float'");
  out = vm.str_value("IEEE, little-endian");
  return true;
}

const NativeDef kGetNewArgs = {"__getnewargs__", value_getnewargs, 1, 1, false, JitHint::None};
const NativeDef kComplexComplex = {"__complex__", complex_complex, 1, 1, false, JitHint::None};
const NativeDef kSubclassHook = {"__subclasshook__", object_subclasshook, 1, -1, false, JitHint::None};
const NativeDef kFloatGetFormat = {"__getformat__", float_getformat, 2, 2, false, JitHint::None};

}  // namespace

namespace {
std::vector<SlotDef>* slot_rows() {
  static std::vector<SlotDef>* rows = build_rows();
  return rows;
}
}  // namespace

bool is_slot_method(Value fn) {
  if (!is_layout(fn, Layout::Builtin)) return false;
  const NativeDef* d = as<BuiltinFunction>(fn)->def;
  const std::vector<SlotDef>& rows = *slot_rows();
  const SlotDef* p = reinterpret_cast<const SlotDef*>(d);
  return !rows.empty() && p >= rows.data() && p < rows.data() + rows.size() &&
         (p->slot == Slot::Binary || p->slot == Slot::Reflected || p->slot == Slot::Inplace);
}

void init_slot_methods(VM& vm) {
  std::vector<SlotDef>* rows = slot_rows();
  for (const SlotDef& row : *rows) {
    TypeObject* t = vm.t.*row.owner;
    // The type's own file may define the method already (str.__add__, range.__len__).
    if (!dict_get_str(t->dict, vm.intern(row.def.name)).is_undef()) continue;
    vm.add_methods(t, &row.def, 1);
  }
  for (const NativeDef& d : kObjectOrder)
    if (dict_get_str(vm.t.object->dict, vm.intern(d.name)).is_undef()) vm.add_methods(vm.t.object, &d, 1);
  for (TypeObject* t : {vm.t.int_, vm.t.float_, vm.t.complex, vm.t.str, vm.t.tuple})
    if (dict_get_str(t->dict, vm.intern(kGetNewArgs.name)).is_undef()) vm.add_methods(t, &kGetNewArgs, 1);
  vm.add_methods(vm.t.complex, &kComplexComplex, 1);
  auto add_classmethod = [&](TypeObject* t, const NativeDef* d) {
    Value fn = vm.new_builtin(d);
    RootScope roots(vm);
    roots.add(fn);
    dict_set_str(vm, t->dict, vm.intern(d->name), Value::object(vm.alloc<MethodWrapper>(vm.t.classmethod, fn)));
  };
  add_classmethod(vm.t.object, &kSubclassHook);
  add_classmethod(vm.t.float_, &kFloatGetFormat);
  // The mutable containers (and dict's key and item views) are unhashable:
  // their __hash__ is None, as in CPython, not object's identity hash (what
  // collections.abc.Hashable looks for along the MRO).
  for (TypeObject* t : {vm.t.list, vm.t.dict, vm.t.set, vm.t.bytearray, vm.t.dict_keys, vm.t.dict_items})
    dict_set_str(vm, t->dict, vm.names.hash, Value::none());
}

}  // namespace tpy
