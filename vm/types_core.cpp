// types_core.cpp — the core built-in types whose behaviour is part of the
// object model rather than a library: object, type (incl. class creation
// and the C3 MRO), super, property, staticmethod, classmethod,
// __build_class__, BaseException, generators and the core iterators'
// __iter__/__next__. Installed by install_core_types (called from VM()).
#include <algorithm>
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/iter.h"
#include "vm/exception_group.h"
#include "vm/ops.h"
#include "vm/run.h"

namespace tpy {

bool instantiate(VM& vm, TypeObject* cls, Value* args, int nargs, Tuple* kwnames, Value& out);  // vm/call.cpp

namespace {

// ---- C3 linearisation

bool c3_merge(VM& vm, TypeObject* cls, std::vector<TypeObject*>& out) {
  std::vector<std::vector<TypeObject*>> seqs;
  for (auto* b : cls->bases) seqs.push_back(b->mro);
  seqs.push_back(cls->bases);
  out.clear();
  out.push_back(cls);
  for (;;) {
    bool any = false;
    for (auto& s : seqs) if (!s.empty()) any = true;
    if (!any) return true;
    TypeObject* pick = nullptr;
    for (auto& s : seqs) {
      if (s.empty()) continue;
      TypeObject* cand = s.front();
      bool in_tail = false;
      for (auto& t : seqs)
        if (std::find(t.begin() + (t.empty() ? 0 : 1), t.end(), cand) != t.end() && !t.empty()) in_tail = true;
      if (!in_tail) { pick = cand; break; }
    }
    if (!pick) {
      std::string names;
      for (auto* b : cls->bases) names += (names.empty() ? "" : ", ") + b->name->text();
      return vm.raisef(vm.exc.TypeError, "Cannot create a consistent method resolution\norder (MRO) for bases %s",
                       names.c_str());
    }
    out.push_back(pick);
    for (auto& s : seqs)
      if (!s.empty() && s.front() == pick) s.erase(s.begin());
  }
}

Layout solid_layout(TypeObject* t) {
  for (auto* m : t->mro)
    if (m->builtin) return m->layout == Layout::Object ? Layout::Instance : m->layout;
  return Layout::Instance;
}

}  // namespace

bool make_class_kw(VM& vm, Str* name, std::vector<TypeObject*> bases, Dict* ns, Value& out, TypeObject* meta,
                   const std::vector<Value>& kwargs, Tuple* kwnames);

// Creates a class object: type(name, bases, ns) and class statements.
bool make_class(VM& vm, Str* name, std::vector<TypeObject*> bases, Dict* ns, Value& out, TypeObject* meta) {
  return make_class_kw(vm, name, std::move(bases), ns, out, meta, {}, nullptr);
}

// The same with the class statement's keywords (`class C(B, flag=1)`),
// which go to the parent's __init_subclass__.
bool make_class_kw(VM& vm, Str* name, std::vector<TypeObject*> bases, Dict* ns, Value& out, TypeObject* meta,
                   const std::vector<Value>& kwargs, Tuple* kwnames) {
  if (!meta) meta = vm.t.type;
  if (bases.empty()) bases.push_back(vm.t.object);
  for (auto* b : bases)
    if (!b->subclassable)
      return vm.raisef(vm.exc.TypeError, "type '%s' is not an acceptable base type", b->name->text().c_str());
  Layout layout = Layout::Instance;
  for (auto* b : bases) {
    Layout l = solid_layout(b);
    if (l == Layout::Instance) continue;
    if (layout != Layout::Instance && layout != l)
      return vm.raise(vm.exc.TypeError, "multiple bases have instance lay-out conflict");
    layout = l;
  }
  TypeObject* cls = vm.alloc<TypeObject>(meta, layout);
  vm.invalidate_type_cache();
  vm.classes.push_back(cls);
  RootScope roots(vm);
  roots.add(cls);
  cls->name = name;
  Value qn = dict_get_str(ns, vm.names.qualname);
  cls->qualname = is_str(qn) ? as<Str>(qn) : name;
  if (!qn.is_undef()) dict_del_str(ns, vm.names.qualname);
  Value mod = dict_get_str(ns, vm.names.module);
  cls->module = mod.is_undef() ? Value::object(vm.intern("builtins")) : mod;
  cls->bases = bases;
  cls->base = bases[0];
  for (auto* b : bases)
    if (solid_layout(b) != Layout::Instance) cls->base = b;
  cls->dict = ns;
  cls->builtin = false;
  if (!c3_merge(vm, cls, cls->mro)) return false;
  cls->root_shape = vm.alloc<Shape>(vm.t.shape, nullptr, nullptr, -1);
  cls->defines_del = !lookup_type(cls, vm.intern("__del__")).is_undef();
  for (size_t i = 1; i < cls->mro.size() && cls->collection == TypeObject::Collection::None; i++)
    cls->collection = cls->mro[i]->collection;
  // __init_subclass__ and __class_getitem__ are implicit classmethods.
  for (Str* n : {vm.names.init_subclass, vm.intern("__class_getitem__")}) {
    Value v = dict_get_str(ns, n);
    if (is_layout(v, Layout::Function)) dict_set_str(vm, ns, n, Value::object(vm.alloc<MethodWrapper>(vm.t.classmethod, v)));
  }
  // A class that defines __eq__ but not __hash__ is unhashable.
  if (!dict_get_str(ns, vm.names.eq).is_undef() && dict_get_str(ns, vm.names.hash).is_undef())
    dict_set_str(vm, ns, vm.names.hash, Value::none());
  // __slots__: instances get only these attributes (when every user class has them).
  Value slots = dict_get_str(ns, vm.intern("__slots__"));
  if (!slots.is_undef()) {
    std::vector<Value> names;
    if (is_str(slots)) names.push_back(slots);
    else if (!collect_iterable(vm, slots, names)) return false;
    bool has_dict = false;
    for (auto& n : names) {
      if (!is_str(n)) return vm.raisef(vm.exc.TypeError, "__slots__ items must be strings, not '%s'", type_name(vm, n));
      if (as<Str>(n)->text() == "__dict__") has_dict = true;
      cls->slot_names.push_back(vm.intern(as<Str>(n)->text()));
    }
    bool all = !has_dict;
    for (auto* m : cls->mro) {
      if (m == cls || m->builtin) continue;
      if (!m->slots_only) all = false;
      for (auto* s : m->slot_names) cls->slot_names.push_back(s);
    }
    cls->slots_only = all;
  }
  Value cell = dict_get_str(ns, vm.names.classcell);
  if (is_layout(cell, Layout::Cell)) {
    as<Cell>(cell)->v = Value::object(cls);
    dict_del_str(ns, vm.names.classcell);
  }
  // __init_subclass__ and __set_name__ (implicit classmethod semantics).
  std::vector<DictEntry> entries;
  for (auto& e : ns->entries)
    if (!e.key.is_undef()) entries.push_back(e);
  for (auto& e : entries) {
    if (!e.value.is_obj() || e.value.o->type->builtin) continue;
    Value sn = lookup_type(e.value.o->type, vm.names.set_name);
    if (sn.is_undef()) continue;
    Value args[3] = {e.value, Value::object(cls), e.key}, r;
    if (!call(vm, sn, args, 3, nullptr, r)) return false;
  }
  for (size_t i = 1; i < cls->mro.size(); i++) {
    Value is = dict_get_str(cls->mro[i]->dict, vm.names.init_subclass);
    if (is.is_undef()) continue;
    Value fn = is_layout(is, Layout::ClassMethod) ? as<MethodWrapper>(is)->func : is;
    std::vector<Value> args{Value::object(cls)};
    args.insert(args.end(), kwargs.begin(), kwargs.end());
    Value r;
    if (!call(vm, fn, args.data(), 1, kwnames, r)) return false;
    break;
  }
  out = Value::object(cls);
  return true;
}

namespace {

// ---- object

bool object_ctor(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs > 1 || a.nkw()) return vm.raise(vm.exc.TypeError, "object() takes no arguments");
  out = Value::object(vm.alloc<Instance>(vm.t.object, vm.t.object->root_shape));
  return true;
}
bool object_init(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs > 1 || a.nkw())
    return vm.raise(vm.exc.TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
  out = Value::none();
  return true;
}
bool object_new(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs < 1 || !is_layout(a.args[0], Layout::Type))
    return vm.raise(vm.exc.TypeError, "object.__new__(X): X is not a type object");
  TypeObject* cls = as<TypeObject>(a.args[0]);
  if (cls->layout == Layout::Exception) {
    ExceptionObj* e = vm.alloc<ExceptionObj>(cls, cls->root_shape);
    e->args = vm.new_tuple(a.args + 1, a.nargs - 1);
    out = Value::object(e);
    vm.track_finalizer(e);
    return true;
  }
  if (cls->layout != Layout::Instance && cls->layout != Layout::Object)
    return vm.raisef(vm.exc.TypeError, "object.__new__(%s) is not safe, use %s.__new__()", cls->name->text().c_str(),
                     cls->base->name->text().c_str());
  if (!check_not_abstract(vm, cls)) return false;
  out = Value::object(vm.alloc<Instance>(cls, cls->root_shape ? cls->root_shape : vm.t.object->root_shape));
  vm.track_finalizer(out.o);
  return true;
}
bool object_repr(VM& vm, CallArgs& a, Value& out) {
  TypeObject* t = type_of(vm, a.args[0]);
  Value m = dict_get_str(t->dict, vm.names.module);
  std::string mod = is_str(m) && as<Str>(m)->text() != "builtins" ? as<Str>(m)->text() + "." : "";
  out = vm.str_value(strfmt("<%s%s object at 0x%llx>", mod.c_str(), t->qualname->text().c_str(),
                            (unsigned long long)(uintptr_t)(a.args[0].is_obj() ? a.args[0].o : nullptr)));
  return true;
}
bool object_str(VM& vm, CallArgs& a, Value& out) {
  Str* s;
  if (!to_repr(vm, a.args[0], s)) return false;
  out = Value::object(s);
  return true;
}
bool object_eq(VM& vm, CallArgs& a, Value& out) {
  out = a.args[0].same(a.args[1]) ? Value::boolean(true) : vm.not_implemented;
  return true;
}
// object.__ne__: the inverse of type(self).__eq__(self, other), unless
// that says NotImplemented (the `!=` of a class defining only __eq__).
bool object_ne(VM& vm, CallArgs& a, Value& out) {
  Value eq;
  bool found;
  if (!call_method(vm, a.args[0], vm.intern("__eq__"), &a.args[1], 1, eq, found)) return false;
  if (!found || eq.same(vm.not_implemented)) { out = vm.not_implemented; return true; }
  RootScope roots(vm);
  roots.add(eq);
  bool t;
  if (!truthy(vm, eq, t)) return false;
  out = Value::boolean(!t);
  return true;
}
// The layouts hashed by value (hash_value's own cases): for them the
// inherited object.__hash__ gives what hash(x) gives, so `(3).__hash__()`,
// `(1, 2).__hash__()` and `None.__hash__()` agree with hash(), not with
// object()'s identity hash.
bool hashed_by_value(Layout l) {
  switch (l) {
    case Layout::Str: case Layout::Int: case Layout::Tuple: case Layout::Bytes: case Layout::Complex:
    case Layout::FrozenSet: case Layout::Range: return true;
    default: return false;
  }
}
bool object_hash(VM& vm, CallArgs& a, Value& out) {
  Value v = a.args[0];
  // A subclass whose own __hash__ reaches here through super() would be
  // called again by hash_value: it gets the identity hash instead.
  if (!v.is_obj() || (hashed_by_value(v.o->type->layout) &&
                      (v.o->type->builtin || is_layout(lookup_type_cached(vm, v.o->type, vm.names.hash), Layout::Builtin)))) {
    int64_t h;
    if (!hash_value(vm, v, h)) return false;
    out = Value::integer(h);
    return true;
  }
  out = Value::integer((int64_t)((uintptr_t)v.o >> 4));
  return true;
}
bool object_setattr(VM& vm, CallArgs& a, Value& out) {
  if (!is_str(a.args[1])) return vm.raise(vm.exc.TypeError, "attribute name must be string");
  out = Value::none();
  return set_attr_generic(vm, a.args[0], vm.intern(as<Str>(a.args[1])->text()), a.args[2]);
}
bool object_getattribute(VM& vm, CallArgs& a, Value& out) {
  if (!is_str(a.args[1])) return vm.raise(vm.exc.TypeError, "attribute name must be string");
  return get_attr(vm, a.args[0], vm.intern(as<Str>(a.args[1])->text()), out);
}
bool object_delattr(VM& vm, CallArgs& a, Value& out) {
  if (!is_str(a.args[1])) return vm.raise(vm.exc.TypeError, "attribute name must be string");
  out = Value::none();
  return del_attr(vm, a.args[0], vm.intern(as<Str>(a.args[1])->text()));
}
bool object_format(VM& vm, CallArgs& a, Value& out) {
  if (is_str(a.args[1]) && !as<Str>(a.args[1])->text().empty())
    return vm.raisef(vm.exc.TypeError, "unsupported format string passed to %s.__format__", type_name(vm, a.args[0]));
  Str* s;
  if (!to_str(vm, a.args[0], s)) return false;
  out = Value::object(s);
  return true;
}
// object.__init_subclass__(cls): a classmethod that accepts nothing more.
bool object_init_subclass(VM& vm, CallArgs& a, Value& out) {
  if (a.nkw()) {
    const char* cls = is_layout(a.args[0], Layout::Type) ? as<TypeObject>(a.args[0])->name->text().c_str() : "object";
    return vm.raisef(vm.exc.TypeError, "%s.__init_subclass__() takes no keyword arguments", cls);
  }
  if (a.nargs > 1)
    return vm.raisef(vm.exc.TypeError, "object.__init_subclass__() takes no arguments (%d given)", a.nargs - 1);
  out = Value::none();
  return true;
}
const NativeDef kObjectInitSubclass = {"__init_subclass__", object_init_subclass, 1, -1, true, JitHint::None};

const NativeDef kObjectMethods[] = {
    {"__init__", object_init, 1, -1, true, JitHint::None},
    {"__new__", object_new, 1, -1, true, JitHint::None},
    {"__repr__", object_repr, 1, 1, false, JitHint::None},
    {"__str__", object_str, 1, 1, false, JitHint::None},
    {"__eq__", object_eq, 2, 2, false, JitHint::None},
    {"__ne__", object_ne, 2, 2, false, JitHint::None},
    {"__hash__", object_hash, 1, 1, false, JitHint::None},
    {"__setattr__", object_setattr, 3, 3, false, JitHint::None},
    {"__getattribute__", object_getattribute, 2, 2, false, JitHint::None},
    {"__delattr__", object_delattr, 2, 2, false, JitHint::None},
    {"__format__", object_format, 2, 2, false, JitHint::None},
};

// ---- type

bool type_ctor(VM& vm, CallArgs& a, Value& out) {
  // args[0] is the metaclass being called.
  int n = a.nargs - 1;
  if (n == 1) { out = Value::object(type_of(vm, a.args[1])); return true; }
  if (n != 3) return vm.raise(vm.exc.TypeError, "type() takes 1 or 3 arguments");
  if (!is_str(a.args[1])) return vm.raisef(vm.exc.TypeError, "type.__new__() argument 1 must be str, not %s", type_name(vm, a.args[1]));
  if (!is_layout(a.args[2], Layout::Tuple))
    return vm.raisef(vm.exc.TypeError, "type.__new__() argument 2 must be tuple, not %s", type_name(vm, a.args[2]));
  if (!is_layout(a.args[3], Layout::Dict))
    return vm.raisef(vm.exc.TypeError, "type.__new__() argument 3 must be dict, not %s", type_name(vm, a.args[3]));
  std::vector<TypeObject*> bases;
  for (auto& b : as<Tuple>(a.args[2])->items) {
    if (!is_layout(b, Layout::Type)) return vm.raise(vm.exc.TypeError, "bases must be types");
    bases.push_back(as<TypeObject>(b));
  }
  Dict* ns = dict_copy(vm, as<Dict>(a.args[3]));
  if (dict_get_str(ns, vm.names.module).is_undef()) {
    Value n2 = dict_get_str(current_globals(vm), vm.names.name);
    if (!n2.is_undef()) dict_set_str(vm, ns, vm.names.module, n2);
  }
  TypeObject* meta = is_layout(a.args[0], Layout::Type) ? as<TypeObject>(a.args[0]) : vm.t.type;
  // Keywords (a metaclass's super().__new__(..., **kwargs)) go to __init_subclass__.
  std::vector<Value> kwargs(a.args + a.nargs, a.args + a.nargs + a.nkw());
  return make_class_kw(vm, vm.intern(as<Str>(a.args[1])->text()), bases, ns, out, meta, kwargs, a.kwnames);
}
// type.__new__(mcls, name, bases, ns): the class object for a metaclass.
bool type_new(VM& vm, CallArgs& a, Value& out) { return type_ctor(vm, a, out); }
// type.__call__(cls, *args): instantiation, for metaclasses that override __call__.
bool type_call(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[0], Layout::Type)) return vm.raise(vm.exc.TypeError, "descriptor '__call__' requires a 'type' object");
  return instantiate(vm, as<TypeObject>(a.args[0]), a.args + 1, a.nargs - 1, a.kwnames, out);
}
bool type_mro(VM& vm, CallArgs& a, Value& out) {
  std::vector<Value> items;
  for (auto* m : as<TypeObject>(a.args[0])->mro) items.push_back(Value::object(m));
  out = Value::object(vm.new_list(std::move(items)));
  return true;
}
// cls.__subclasses__(): the live classes with cls among their bases, in
// the order they were made.
bool type_subclasses(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[0], Layout::Type))
    return vm.raisef(vm.exc.TypeError, "descriptor '__subclasses__' for 'type' objects doesn't apply to a '%s' object",
                     type_name(vm, a.args[0]));
  TypeObject* cls = as<TypeObject>(a.args[0]);
  List* l = vm.new_list();
  for (TypeObject* c : vm.classes) {
    if (c == cls) continue;
    const std::vector<TypeObject*>& bs = c->bases;
    if (std::find(bs.begin(), bs.end(), cls) != bs.end()) l->items.push_back(Value::object(c));
  }
  out = Value::object(l);
  return true;
}
// type.__setattr__(cls, name, value): the default class-attribute store,
// for metaclasses whose own __setattr__ defers to it.
bool type_setattr(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[0], Layout::Type) || !is_str(a.args[1]))
    return vm.raise(vm.exc.TypeError, "type.__setattr__(cls, name, value) needs a class and a str");
  out = Value::none();
  return set_class_attr(vm, as<TypeObject>(a.args[0]), vm.intern(as<Str>(a.args[1])->text()), a.args[2]);
}

// type.__or__ / __ror__: `int | None` is a types.UnionType, made by the
// `types` module (builtins/pylib/types.py); NotImplemented for other operands.
bool type_union(VM& vm, Value a, Value b, Value& out) {
  Value mod, fn;
  if (!import_module(vm, vm.intern("types"), Value::none(), 0, mod)) return false;
  if (!get_attr(vm, mod, vm.intern("_union"), fn)) return false;
  return call2(vm, fn, a, b, out);
}
// type.__instancecheck__ / __subclasscheck__: the default tests, for
// metaclasses whose own hooks defer to them.
bool type_instancecheck(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[0], Layout::Type))
    return vm.raise(vm.exc.TypeError, "descriptor '__instancecheck__' requires a 'type' object");
  bool r;
  if (!type_default_instancecheck(vm, a.args[1], as<TypeObject>(a.args[0]), r)) return false;
  out = Value::boolean(r);
  return true;
}
bool type_subclasscheck(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[0], Layout::Type))
    return vm.raise(vm.exc.TypeError, "descriptor '__subclasscheck__' requires a 'type' object");
  bool r;
  if (!type_default_subclasscheck(vm, a.args[1], as<TypeObject>(a.args[0]), r)) return false;
  out = Value::boolean(r);
  return true;
}
bool type_or(VM& vm, CallArgs& a, Value& out) { return type_union(vm, a.args[0], a.args[1], out); }
bool type_ror(VM& vm, CallArgs& a, Value& out) { return type_union(vm, a.args[1], a.args[0], out); }

const NativeDef kTypeMethods[] = {
    {"__or__", type_or, 2, 2, false, JitHint::None},
    {"__ror__", type_ror, 2, 2, false, JitHint::None},
    {"__setattr__", type_setattr, 3, 3, false, JitHint::None},
    {"__new__", type_new, 1, -1, true, JitHint::None},
    {"__call__", type_call, 1, -1, true, JitHint::None},
    {"mro", type_mro, 1, 1, false, JitHint::None},
    {"__subclasses__", type_subclasses, 1, 1, false, JitHint::None},
    {"__instancecheck__", type_instancecheck, 2, 2, false, JitHint::None},
    {"__subclasscheck__", type_subclasscheck, 2, 2, false, JitHint::None},
};

// ---- __build_class__(func, name, *bases, **kw)

bool build_class(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs < 2 || !is_layout(a.args[0], Layout::Function))
    return vm.raise(vm.exc.TypeError, "__build_class__: func must be a function");
  Function* body = as<Function>(a.args[0]);
  if (!is_str(a.args[1])) return vm.raise(vm.exc.TypeError, "__build_class__: name is not a string");
  Str* name = as<Str>(a.args[1]);
  // PEP 560: a base that is not a class names its classes through
  // __mro_entries__(bases) (typing.Sequence, List[int]); the bases as
  // written are then kept as __orig_bases__.
  std::vector<TypeObject*> bases;
  Tuple* orig_bases = nullptr;
  RootScope base_roots(vm);
  for (int i = 2; i < a.nargs; i++) {
    if (is_layout(a.args[i], Layout::Type)) {
      bases.push_back(as<TypeObject>(a.args[i]));
      continue;
    }
    Value hook, entries;
    bool found;
    if (!get_attr_opt(vm, a.args[i], vm.intern("__mro_entries__"), hook, found)) return false;
    if (!found) return vm.raisef(vm.exc.TypeError, "bases must be types");
    if (!orig_bases) {
      orig_bases = vm.new_tuple(a.args + 2, a.nargs - 2);
      base_roots.add(orig_bases);
    }
    Value arg = Value::object(orig_bases);
    if (!call(vm, hook, &arg, 1, nullptr, entries)) return false;
    if (!is_layout(entries, Layout::Tuple)) return vm.raise(vm.exc.TypeError, "__mro_entries__ must return a tuple");
    for (Value e : as<Tuple>(entries)->items) {
      if (!is_layout(e, Layout::Type)) return vm.raisef(vm.exc.TypeError, "bases must be types");
      bases.push_back(as<TypeObject>(e));
    }
  }
  Value metaclass;
  std::vector<Value> kwargs, kwname_list;   // the keywords other than metaclass=
  for (int k = 0; k < a.nkw(); k++) {
    if (as<Str>(a.kwnames->items[k])->text() == "metaclass") metaclass = a.kwvalue(k);
    else { kwname_list.push_back(a.kwnames->items[k]); kwargs.push_back(a.kwvalue(k)); }
  }
  Dict* ns = vm.new_dict();
  RootScope roots(vm);
  roots.add(ns);
  Tuple* kwnames = kwargs.empty() ? nullptr : vm.new_tuple(std::move(kwname_list));
  if (kwnames) roots.add(kwnames);
  // Run the body with the namespace as its locals.
  Code* co = body->code;
  Value* regs = vm.stack_top;
  if (regs + co->nregs > vm.stack_limit) return vm.raise(vm.exc.MemoryError, "register stack exhausted");
  for (int i = 0; i < co->nregs; i++) regs[i] = Value();
  vm.stack_top = regs + co->nregs;
  Frame f;
  f.code = co;
  f.func = body;
  f.globals = body->globals;
  f.locals = ns;
  f.regs = regs;
  f.entry = true;
  vm.depth++;
  Value r;
  bool ok = run_frame(vm, &f, r);
  vm.depth--;
  vm.stack_top = regs;
  if (!ok) return false;
  if (orig_bases) dict_set_str(vm, ns, vm.intern("__orig_bases__"), Value::object(orig_bases));
  if (metaclass.is_undef()) {
    // The most derived metaclass among the bases.
    TypeObject* winner = vm.t.type;
    for (auto* b : bases)
      if (is_subtype(b->type, winner)) winner = b->type;
    metaclass = Value::object(winner);
  }
  if (metaclass.is_obj() && metaclass.o != vm.t.type) {
    std::vector<Value> bv;
    for (auto* b : bases) bv.push_back(Value::object(b));
    std::vector<Value> args{Value::object(name), Value::object(vm.new_tuple(std::move(bv))), Value::object(ns)};
    args.insert(args.end(), kwargs.begin(), kwargs.end());
    return call(vm, metaclass, args.data(), 3, kwnames, out);
  }
  return make_class_kw(vm, name, std::move(bases), ns, out, vm.t.type, kwargs, kwnames);
}

// ---- super

bool super_ctor(VM& vm, CallArgs& a, Value& out) {
  int n = a.nargs - 1;
  TypeObject* start;
  Value self;
  if (n == 0) {
    Frame* f = vm.frame;
    if (!f || !f->func || f->code->argcount == 0) return vm.raise(vm.exc.RuntimeError, "super(): no arguments");
    self = f->regs[0];
    if (is_layout(self, Layout::Cell)) self = as<Cell>(self)->v;
    int idx = -1;
    for (size_t i = 0; i < f->code->freenames.size(); i++)
      if (f->code->freenames[i]->text() == "__class__") idx = (int)i;
    if (idx < 0 || !f->func->closure) return vm.raise(vm.exc.RuntimeError, "super(): __class__ cell not found");
    Value cls = as<Cell>(f->func->closure->items[idx])->v;
    if (!is_layout(cls, Layout::Type)) return vm.raise(vm.exc.RuntimeError, "super(): empty __class__ cell");
    start = as<TypeObject>(cls);
  } else {
    if (!is_layout(a.args[1], Layout::Type))
      return vm.raisef(vm.exc.TypeError, "super() argument 1 must be a type, not %s", type_name(vm, a.args[1]));
    start = as<TypeObject>(a.args[1]);
    self = n >= 2 ? a.args[2] : Value::none();
  }
  TypeObject* st;
  if (is_layout(self, Layout::Type) && is_subtype(as<TypeObject>(self), start)) st = as<TypeObject>(self);
  else if (is_instance(vm, self, start)) st = type_of(vm, self);
  else return vm.raise(vm.exc.TypeError, "super(type, obj): obj must be an instance or subtype of type");
  out = Value::object(vm.alloc<Super>(vm.t.super, start, self, st));
  return true;
}

// ---- property, staticmethod, classmethod

// property(fget, fset, fdel, doc) by position or keyword, into p.
bool property_fill(VM& vm, Property* p, CallArgs& a) {
  Value vals[4];
  const char* names[4] = {"fget", "fset", "fdel", "doc"};
  for (int i = 1; i < a.nargs && i <= 4; i++) vals[i - 1] = a.args[i];
  for (int k = 0; k < a.nkw(); k++) {
    bool ok = false;
    for (int i = 0; i < 4; i++)
      if (as<Str>(a.kwnames->items[k])->text() == names[i]) { vals[i] = a.kwvalue(k); ok = true; }
    if (!ok) return vm.raisef(vm.exc.TypeError, "property() got an unexpected keyword argument '%s'", as<Str>(a.kwnames->items[k])->text().c_str());
  }
  p->fget = vals[0].is_undef() ? Value::none() : vals[0];
  p->fset = vals[1].is_undef() ? Value::none() : vals[1];
  p->fdel = vals[2].is_undef() ? Value::none() : vals[2];
  p->doc = vals[3];
  if ((p->doc.is_undef() || p->doc.is_none()) && is_layout(p->fget, Layout::Function)) p->doc = as<Function>(p->fget)->doc;
  return true;
}
bool property_ctor(VM& vm, CallArgs& a, Value& out) {
  Property* p = vm.alloc<Property>(a.args[0].is_obj() ? as<TypeObject>(a.args[0]) : vm.t.property);
  out = Value::object(p);
  return property_fill(vm, p, a);
}
// property.__init__, for subclasses (property() itself is built by its ctor).
bool property_init(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  return property_fill(vm, as<Property>(a.args[0]), a);
}
// getter/setter/deleter: a copy with one function replaced; a subclass's
// copy is made by calling the subclass, as CPython does.
bool property_copy(VM& vm, CallArgs& a, int which, Value& out) {
  Property* src = as<Property>(a.args[0]);
  Value parts[4] = {src->fget, src->fset, src->fdel, src->doc.is_undef() ? Value::none() : src->doc};
  parts[which] = a.args[1];
  if (!src->type->builtin) return call(vm, Value::object(src->type), parts, 4, nullptr, out);
  Property* p = vm.alloc<Property>(src->type);
  p->fget = parts[0]; p->fset = parts[1]; p->fdel = parts[2]; p->doc = src->doc;
  out = Value::object(p);
  return true;
}
bool property_getter(VM& vm, CallArgs& a, Value& out) { return property_copy(vm, a, 0, out); }
bool property_setter(VM& vm, CallArgs& a, Value& out) { return property_copy(vm, a, 1, out); }
bool property_deleter(VM& vm, CallArgs& a, Value& out) { return property_copy(vm, a, 2, out); }
bool property_get(VM& vm, CallArgs& a, Value& out) {
  Property* p = as<Property>(a.args[0]);
  if (a.args[1].is_none()) { out = a.args[0]; return true; }
  if (p->fget.is_none()) return vm.raise(vm.exc.AttributeError, "unreadable attribute");
  return call1(vm, p->fget, a.args[1], out);
}
bool property_set(VM& vm, CallArgs& a, Value& out) {
  Property* p = as<Property>(a.args[0]);
  out = Value::none();
  if (p->fset.is_undef() || p->fset.is_none()) return vm.raisef(vm.exc.AttributeError, "property of '%s' object has no setter", type_name(vm, a.args[1]));
  Value r;
  return call2(vm, p->fset, a.args[1], a.args[2], r);
}
bool property_delete(VM& vm, CallArgs& a, Value& out) {
  Property* p = as<Property>(a.args[0]);
  out = Value::none();
  if (p->fdel.is_undef() || p->fdel.is_none()) return vm.raisef(vm.exc.AttributeError, "property of '%s' object has no deleter", type_name(vm, a.args[1]));
  Value r;
  return call1(vm, p->fdel, a.args[1], r);
}
const NativeDef kPropertyMethods[] = {
    {"__set__", property_set, 3, 3, false, JitHint::None},
    {"__delete__", property_delete, 2, 2, false, JitHint::None},
    {"getter", property_getter, 2, 2, false, JitHint::None},
    {"setter", property_setter, 2, 2, false, JitHint::None},
    {"deleter", property_deleter, 2, 2, false, JitHint::None},
    {"__get__", property_get, 2, 3, false, JitHint::None},
    {"__init__", property_init, 1, 5, true, JitHint::None},
};

bool staticmethod_ctor(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs != 2) return vm.raisef(vm.exc.TypeError, "staticmethod expected 1 argument, got %d", a.nargs - 1);
  out = Value::object(vm.alloc<MethodWrapper>(vm.t.staticmethod, a.args[1]));
  return true;
}
bool classmethod_ctor(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs != 2) return vm.raisef(vm.exc.TypeError, "classmethod expected 1 argument, got %d", a.nargs - 1);
  out = Value::object(vm.alloc<MethodWrapper>(vm.t.classmethod, a.args[1]));
  return true;
}
// classmethod.__init__ and staticmethod.__init__, for subclasses.
// (call_native has checked self's type for these, as for every method.)
bool wrapper_init(VM& vm, CallArgs& a, Value& out) {
  const char* kind = a.args[0].o->type->layout == Layout::StaticMethod ? "staticmethod" : "classmethod";
  if (a.nargs != 2) return vm.raisef(vm.exc.TypeError, "%s expected 1 argument, got %d", kind, a.nargs - 1);
  as<MethodWrapper>(a.args[0])->func = a.args[1];
  out = Value::none();
  return true;
}
// classmethod.__get__(obj, type=None): bound to the class; staticmethod's: the function.
bool wrapper_get(VM& vm, CallArgs& a, Value& out) {
  MethodWrapper* w = as<MethodWrapper>(a.args[0]);
  if (w->type->layout == Layout::StaticMethod) { out = w->func; return true; }
  Value owner = a.nargs > 2 && !a.args[2].is_none() ? a.args[2] : Value::object(type_of(vm, a.args[1]));
  out = Value::object(vm.alloc<BoundMethod>(vm.t.method, owner, w->func));
  return true;
}
const NativeDef kWrapperMethods[] = {
    {"__init__", wrapper_init, 1, -1, false, JitHint::None},
    {"__get__", wrapper_get, 2, 3, false, JitHint::None},
};

// ---- BaseException

bool exc_init(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[0], Layout::Exception)) return vm.raise(vm.exc.TypeError, "descriptor '__init__' requires a 'BaseException' object");
  as<ExceptionObj>(a.args[0])->args = vm.new_tuple(a.args + 1, a.nargs - 1);
  out = Value::none();
  return true;
}
bool exc_with_traceback(VM& vm, CallArgs& a, Value& out) {
  out = a.args[0];
  return true;
}
// e.add_note(note): appends to e.__notes__, made a list on first use.
bool exc_add_note(VM& vm, CallArgs& a, Value& out) {
  Value e = a.args[0], note = a.args[1];
  if (!is_str(note)) return vm.raisef(vm.exc.TypeError, "note must be a str, not '%s'", type_name(vm, note));
  Str* name = vm.intern("__notes__");
  Value notes;
  bool found;
  if (!get_attr_opt(vm, e, name, notes, found)) return false;
  if (!found) {
    notes = Value::object(vm.new_list());
    RootScope roots(vm);
    roots.add(notes);
    if (!set_attr(vm, e, name, notes)) return false;
  } else if (!is_layout(notes, Layout::List)) {
    return vm.raise(vm.exc.TypeError, "Cannot add note: __notes__ is not a list");
  }
  as<List>(notes)->items.push_back(note);
  out = Value::none();
  return true;
}
bool exc_str(VM& vm, CallArgs& a, Value& out) {
  std::string s;
  if (!exception_message(vm, as<ExceptionObj>(a.args[0]), s)) return false;
  out = vm.str_value(std::move(s));
  return true;
}
bool exc_repr(VM& vm, CallArgs& a, Value& out) {
  ExceptionObj* e = as<ExceptionObj>(a.args[0]);
  std::string s = e->type->name->text() + "(";
  if (e->args)
    for (size_t i = 0; i < e->args->items.size(); i++) {
      Str* r;
      if (!to_repr(vm, e->args->items[i], r)) return false;
      s += (i ? ", " : "") + r->text();
    }
  out = vm.str_value(s + ")");
  return true;
}
const NativeDef kExceptionMethods[] = {
    {"__init__", exc_init, 1, -1, false, JitHint::None},
    {"with_traceback", exc_with_traceback, 2, 2, false, JitHint::None},
    {"add_note", exc_add_note, 2, 2, false, JitHint::None},
    {"__str__", exc_str, 1, 1, false, JitHint::None},
    {"__repr__", exc_repr, 1, 1, false, JitHint::None},
};

// ---- generators

bool gen_send(VM& vm, CallArgs& a, Value& out) {
  bool done;
  if (!generator_resume(vm, as<Generator>(a.args[0]), a.args[1], nullptr, out, done)) return false;
  if (done) {
    vm.pending = vm.new_exception(vm.exc.StopIteration, out.is_none() ? std::vector<Value>{} : std::vector<Value>{out});
    return false;
  }
  return true;
}
bool gen_next(VM& vm, CallArgs& a, Value& out) {
  bool done;
  if (!generator_resume(vm, as<Generator>(a.args[0]), Value::none(), nullptr, out, done)) return false;
  if (done) {
    vm.pending = vm.new_exception(vm.exc.StopIteration, out.is_none() ? std::vector<Value>{} : std::vector<Value>{out});
    return false;
  }
  return true;
}
bool gen_throw(VM& vm, CallArgs& a, Value& out) {
  Value v = a.args[1];
  if (a.nargs >= 3 && is_layout(v, Layout::Type) && !a.args[2].is_none()) {
    Value inst;
    if (!call1(vm, v, a.args[2], inst)) return false;
    v = inst;
  }
  if (!vm.raise_value(v) && !vm.pending) return false;
  ExceptionObj* e = vm.take_pending();
  if (!e) return false;
  bool done;
  if (!generator_resume(vm, as<Generator>(a.args[0]), Value::none(), e, out, done)) return false;
  if (done) {
    vm.pending = vm.new_exception(vm.exc.StopIteration, out.is_none() ? std::vector<Value>{} : std::vector<Value>{out});
    return false;
  }
  return true;
}
bool gen_close(VM& vm, CallArgs& a, Value& out) {
  Generator* g = as<Generator>(a.args[0]);
  out = Value::none();
  if (!g->frame) return true;
  if (!g->frame->started) {
    delete g->frame;
    g->frame = nullptr;
    return true;
  }
  ExceptionObj* e = vm.new_exception(vm.exc.GeneratorExit, {});
  bool done;
  Value r;
  if (generator_resume(vm, g, Value::none(), e, r, done)) {
    if (done) return true;
    return vm.raise(vm.exc.RuntimeError, "generator ignored GeneratorExit");
  }
  if (vm.pending_is(vm.exc.GeneratorExit) || vm.pending_is(vm.exc.StopIteration)) {
    vm.pending = nullptr;
    return true;
  }
  return false;
}
bool iter_self(VM& vm, CallArgs& a, Value& out) { out = a.args[0]; return true; }
bool core_next(VM& vm, CallArgs& a, Value& out) {
  bool done;
  if (!iter_next(vm, a.args[0], out, done)) return false;
  if (done) {
    vm.pending = vm.new_exception(vm.exc.StopIteration, {});
    return false;
  }
  return true;
}
const NativeDef kGeneratorMethods[] = {
    {"send", gen_send, 2, 2, false, JitHint::None},
    {"throw", gen_throw, 2, 4, false, JitHint::None},
    {"close", gen_close, 1, 1, false, JitHint::None},
    {"__next__", gen_next, 1, 1, false, JitHint::None},
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
};
// function.__get__(obj, type=None): binds like attribute access does.
bool function_get(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs < 2 || a.args[1].is_none()) { out = a.args[0]; return true; }
  out = Value::object(vm.alloc<BoundMethod>(vm.t.method, a.args[1], a.args[0]));
  return true;
}
const NativeDef kFunctionMethods[] = {
    {"__get__", function_get, 2, 3, false, JitHint::None},
};
const NativeDef kIteratorMethods[] = {
    {"__next__", core_next, 1, 1, false, JitHint::None},
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
};

const NativeDef kBuildClass = {"__build_class__", build_class, 2, -1, true, JitHint::None};

// T.__new__(cls, *args) for the built-in types: the constructor of cls's
// built-in base builds an instance of cls (tuple.__new__(cls, it), ...).
bool builtin_new(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs < 1 || !is_layout(a.args[0], Layout::Type))
    return vm.raise(vm.exc.TypeError, "__new__(X): X is not a type object");
  TypeObject* cls = as<TypeObject>(a.args[0]);
  TypeObject* solid = nullptr;
  for (auto* m : cls->mro)
    if (m->builtin && m->ctor) { solid = m; break; }
  if (!solid) return vm.raisef(vm.exc.TypeError, "cannot create '%s' instances", cls->name->text().c_str());
  switch (solid->layout) {
    case Layout::List:
      out = Value::object(cls->builtin ? vm.new_list() : vm.alloc<WithDict<List>>(cls, std::vector<Value>{}));
      break;
    case Layout::Dict:
      out = Value::object(cls->builtin ? vm.new_dict() : static_cast<Dict*>(vm.alloc<WithDict<Dict>>(cls)));
      break;
    case Layout::Set:
      out = Value::object(cls->builtin ? vm.new_set() : static_cast<Set*>(vm.alloc<WithDict<Set>>(cls)));
      break;
    default: {
      if (!solid->ctor(vm, a, out)) return false;
      if (out.is_obj()) vm.track_finalizer(out.o);
      return true;
    }
  }
  vm.track_finalizer(out.o);
  return true;
}
const NativeDef kBuiltinNew = {"__new__", builtin_new, 1, -1, true, JitHint::None};

}  // namespace

void install_core_types(VM& vm) {
  vm.add_methods(vm.t.object, kObjectMethods);
  dict_set_str(vm, vm.t.object->dict, vm.names.init_subclass,
               Value::object(vm.alloc<MethodWrapper>(vm.t.classmethod, vm.new_builtin(&kObjectInitSubclass))));
  vm.t.object->ctor = object_ctor;
  vm.add_methods(vm.t.type, kTypeMethods);
  vm.t.type->ctor = type_ctor;
  vm.t.super->ctor = super_ctor;
  vm.t.property->ctor = property_ctor;
  vm.add_methods(vm.t.property, kPropertyMethods);
  vm.t.staticmethod->ctor = staticmethod_ctor;
  vm.t.classmethod->ctor = classmethod_ctor;
  vm.add_methods(vm.t.staticmethod, kWrapperMethods);
  vm.add_methods(vm.t.classmethod, kWrapperMethods);
  vm.add_methods(vm.exc.BaseException, kExceptionMethods);
  install_exception_groups(vm);
  vm.add_methods(vm.t.generator, kGeneratorMethods);
  vm.add_methods(vm.t.function, kFunctionMethods);
  for (TypeObject* t : {vm.t.list_iterator, vm.t.tuple_iterator, vm.t.str_iterator, vm.t.range_iterator,
                        vm.t.longrange_iterator,
                        vm.t.dict_keyiterator, vm.t.dict_valueiterator, vm.t.dict_itemiterator, vm.t.set_iterator,
                        vm.t.seq_iterator, vm.t.callable_iterator})
    vm.add_methods(t, kIteratorMethods);
  vm.set_builtin("__build_class__", vm.new_builtin(&kBuildClass));
  for (TypeObject* t : {vm.t.tuple, vm.t.int_, vm.t.str, vm.t.float_, vm.t.frozenset, vm.t.bytes, vm.t.complex,
                        vm.t.list, vm.t.dict, vm.t.set})
    vm.add_methods(t, &kBuiltinNew, 1);
}

}  // namespace tpy
