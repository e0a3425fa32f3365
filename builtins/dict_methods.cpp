// dict_methods.cpp — the dict type's constructor and methods (get,
// setdefault, pop, popitem, update, fromkeys, keys/values/items, copy,
// clear, `|` and `|=`) and the dict_keys/dict_values/dict_items views (len,
// iter, reversed, in, repr, set operations on keys and items). Item access,
// `in` and iteration of a dict itself are the interpreter's ops.
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"
#include "vm/iter.h"

namespace tpy {

namespace {

Dict* self_dict(CallArgs& a) { return as<Dict>(a.args[0]); }

// dict(...)/d.update(...): positional mapping or pairs, then keywords.
bool update_from_args(VM& vm, Dict* d, CallArgs& a, int first) {
  if (a.nargs > first && !dict_update(vm, d, a.args[first])) return false;
  for (int i = 0; i < a.nkw(); i++) {
    if (!dict_set(vm, d, a.kwnames->items[i], a.kwvalue(i))) return false;
  }
  return true;
}

bool dict_get_m(VM& vm, CallArgs& a, Value& out) {
  bool found;
  if (!dict_get(vm, self_dict(a), a.args[1], out, found)) return false;
  if (!found) out = a.nargs > 2 ? a.args[2] : Value::none();
  return true;
}

bool dict_setdefault_m(VM& vm, CallArgs& a, Value& out) {
  bool found;
  if (!dict_get(vm, self_dict(a), a.args[1], out, found)) return false;
  if (found) return true;
  out = a.nargs > 2 ? a.args[2] : Value::none();
  return dict_set(vm, self_dict(a), a.args[1], out);
}

bool dict_pop_m(VM& vm, CallArgs& a, Value& out) {
  bool found;
  if (!dict_pop(vm, self_dict(a), a.args[1], out, found)) return false;
  if (found) return true;
  if (a.nargs > 2) { out = a.args[2]; return true; }
  return vm.raise_with(vm.exc.KeyError, a.args[1]);
}

bool dict_popitem_m(VM& vm, CallArgs& a, Value& out) {
  Dict* d = self_dict(a);
  for (size_t i = d->entries.size(); i-- > 0;) {
    if (d->entries[i].key.is_undef()) continue;
    Value k = d->entries[i].key, v = d->entries[i].value;
    out = Value::object(vm.new_tuple({k, v}));
    bool found;
    Value ignored;
    return dict_pop(vm, d, k, ignored, found);
  }
  return vm.raise(vm.exc.KeyError, "popitem(): dictionary is empty");
}

bool dict_update_m(VM& vm, CallArgs& a, Value& out) {
  if (!update_from_args(vm, self_dict(a), a, 1)) return false;
  out = Value::none();
  return true;
}

bool dict_init_m(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs > 2) return vm.raisef(vm.exc.TypeError, "dict expected at most 1 argument, got %d", a.nargs - 1);
  return dict_update_m(vm, a, out);
}

// dict.fromkeys(iterable, value=None): args[0] is the class (classmethod).
bool dict_fromkeys_m(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs < 2) return vm.raise(vm.exc.TypeError, "fromkeys expected at least 1 argument, got 0");
  Value cls = a.args[0];
  Value value = a.nargs > 2 ? a.args[2] : Value::none();
  RootScope roots(vm);
  Value target;
  if (cls.is_obj() && cls.o == vm.t.dict) {
    target = Value::object(vm.new_dict());
  } else if (!call0(vm, cls, target)) {
    return false;
  }
  roots.add(target);
  Value it;
  if (!get_iter(vm, a.args[1], it)) return false;
  roots.add(it);
  for (;;) {
    Value k;
    bool done;
    if (!iter_next(vm, it, k, done)) return false;
    if (done) break;
    if (is_layout(target, Layout::Dict) && target.o->type == vm.t.dict) {
      if (!dict_set(vm, as<Dict>(target), k, value)) return false;
    } else if (!set_item(vm, target, k, value)) {
      return false;
    }
  }
  out = target;
  return true;
}

bool dict_keys_m(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(vm.alloc<DictView>(vm.t.dict_keys, self_dict(a)));
  return true;
}
bool dict_values_m(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(vm.alloc<DictView>(vm.t.dict_values, self_dict(a)));
  return true;
}
bool dict_items_m(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(vm.alloc<DictView>(vm.t.dict_items, self_dict(a)));
  return true;
}

bool dict_copy_m(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(dict_copy(vm, self_dict(a)));
  return true;
}

bool dict_clear_m(VM&, CallArgs& a, Value& out) {
  dict_clear(self_dict(a));
  out = Value::none();
  return true;
}

bool dict_or_m(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[1], Layout::Dict)) { out = vm.not_implemented; return true; }
  Dict* r = dict_copy(vm, self_dict(a));
  RootScope roots(vm);
  roots.add(r);
  if (!dict_update(vm, r, a.args[1])) return false;
  out = Value::object(r);
  return true;
}

bool dict_ror_m(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[1], Layout::Dict)) { out = vm.not_implemented; return true; }
  Dict* r = dict_copy(vm, as<Dict>(a.args[1]));
  RootScope roots(vm);
  roots.add(r);
  if (!dict_update(vm, r, a.args[0])) return false;
  out = Value::object(r);
  return true;
}

bool dict_ior_m(VM& vm, CallArgs& a, Value& out) {
  if (!dict_update(vm, self_dict(a), a.args[1])) return false;
  out = a.args[0];
  return true;
}

bool dict_reversed_m(VM& vm, CallArgs& a, Value& out) {
  out = new_dict_iter(vm, bstate(vm).dict_reverseiterator, self_dict(a));
  return true;
}

bool dict_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, vm.t.dict, rest);
  Dict* d = cls == vm.t.dict ? vm.new_dict() : vm.alloc<Dict>(cls);
  out = Value::object(d);
  if (ctor_defers_to_init(vm, cls, vm.t.dict)) return true;
  if (!check_ctor_arity(vm, "dict", rest, 0, 1, true)) return false;
  RootScope roots(vm);
  roots.add(d);
  return update_from_args(vm, d, rest, 0);
}

const NativeDef kDictMethods[] = {
    {"get", dict_get_m, 2, 3, false, JitHint::None},
    {"setdefault", dict_setdefault_m, 2, 3, false, JitHint::None},
    {"pop", dict_pop_m, 2, 3, false, JitHint::None},
    {"popitem", dict_popitem_m, 1, 1, false, JitHint::None},
    {"update", dict_update_m, 1, 2, true, JitHint::None},
    {"keys", dict_keys_m, 1, 1, false, JitHint::None},
    {"values", dict_values_m, 1, 1, false, JitHint::None},
    {"items", dict_items_m, 1, 1, false, JitHint::None},
    {"copy", dict_copy_m, 1, 1, false, JitHint::None},
    {"clear", dict_clear_m, 1, 1, false, JitHint::None},
    {"__init__", dict_init_m, 1, -1, true, JitHint::None},
    {"__or__", dict_or_m, 2, 2, false, JitHint::None},
    {"__ror__", dict_ror_m, 2, 2, false, JitHint::None},
    {"__ior__", dict_ior_m, 2, 2, false, JitHint::None},
    {"__reversed__", dict_reversed_m, 1, 1, false, JitHint::None},
};
// min/max count the class (args[0]); the function itself words the arity
// error without it, as CPython does.
const NativeDef kFromKeys = {"fromkeys", dict_fromkeys_m, 1, 3, false, JitHint::None};

// ---- views

DictView* self_view(CallArgs& a) { return as<DictView>(a.args[0]); }

enum class ViewKind { Keys, Values, Items };

ViewKind view_kind(VM& vm, Value v) {
  if (v.o->type == vm.t.dict_keys) return ViewKind::Keys;
  if (v.o->type == vm.t.dict_values) return ViewKind::Values;
  return ViewKind::Items;
}

bool is_view(VM& vm, Value v) {
  return v.is_obj() && (v.o->type == vm.t.dict_keys || v.o->type == vm.t.dict_items || v.o->type == vm.t.dict_values);
}

// The view's elements in order (items as new tuples).
void view_elements(VM& vm, DictView* v, ViewKind kind, std::vector<Value>& out) {
  for (auto& e : v->dict->entries) {
    if (e.key.is_undef()) continue;
    switch (kind) {
      case ViewKind::Keys: out.push_back(e.key); break;
      case ViewKind::Values: out.push_back(e.value); break;
      case ViewKind::Items: out.push_back(Value::object(vm.new_tuple({e.key, e.value}))); break;
    }
  }
}

bool view_len(VM&, CallArgs& a, Value& out) {
  out = Value::integer(self_view(a)->dict->used);
  return true;
}

bool view_iter(VM& vm, CallArgs& a, Value& out) {
  TypeObject* it = vm.t.dict_keyiterator;
  switch (view_kind(vm, a.args[0])) {
    case ViewKind::Keys: break;
    case ViewKind::Values: it = vm.t.dict_valueiterator; break;
    case ViewKind::Items: it = vm.t.dict_itemiterator; break;
  }
  out = new_dict_iter(vm, it, self_view(a)->dict);
  return true;
}

bool view_reversed(VM& vm, CallArgs& a, Value& out) {
  // Reverse iteration of values/items walks a snapshot list backwards.
  ViewKind kind = view_kind(vm, a.args[0]);
  if (kind == ViewKind::Keys) {
    out = new_dict_iter(vm, bstate(vm).dict_reverseiterator, self_view(a)->dict);
    return true;
  }
  List* l = vm.new_list();
  view_elements(vm, self_view(a), kind, l->items);
  out = new_list_reverse_iter(vm, l);
  return true;
}

bool view_contains(VM& vm, CallArgs& a, Value& out) {
  Dict* d = self_view(a)->dict;
  Value x = a.args[1];
  switch (view_kind(vm, a.args[0])) {
    case ViewKind::Keys: {
      bool found;
      Value v;
      if (!dict_get(vm, d, x, v, found)) return false;
      out = Value::boolean(found);
      return true;
    }
    case ViewKind::Items: {
      if (!is_layout(x, Layout::Tuple) || as<Tuple>(x)->items.size() != 2) { out = Value::boolean(false); return true; }
      bool found;
      Value v;
      if (!dict_get(vm, d, as<Tuple>(x)->items[0], v, found)) return false;
      if (!found) { out = Value::boolean(false); return true; }
      bool eq;
      if (!equal(vm, v, as<Tuple>(x)->items[1], eq)) return false;
      out = Value::boolean(eq);
      return true;
    }
    case ViewKind::Values: {
      std::vector<Value> vals;
      view_elements(vm, self_view(a), ViewKind::Values, vals);
      for (auto& v : vals) {
        bool eq;
        if (!equal(vm, v, x, eq)) return false;
        if (eq) { out = Value::boolean(true); return true; }
      }
      out = Value::boolean(false);
      return true;
    }
  }
  return true;
}

bool view_repr(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  List* l = vm.new_list();
  roots.add(l);
  view_elements(vm, self_view(a), view_kind(vm, a.args[0]), l->items);
  std::string s = a.args[0].o->type->name->text() + "(";
  std::string body;
  if (!repr_join(vm, l->items, "[", "]", body)) return false;
  s += body + ")";
  out = vm.str_value(std::move(s));
  return true;
}

// A new set of the view's elements (keys or items).
bool view_to_set(VM& vm, Value view, Set*& out) {
  out = vm.new_set();
  RootScope roots(vm);
  roots.add(out);
  std::vector<Value> elems;
  view_elements(vm, as<DictView>(view), view_kind(vm, view), elems);
  for (auto& e : elems) roots.add(e);
  for (auto& e : elems)
    if (!set_add(vm, out, e)) return false;
  return true;
}

// view OP other and other OP view (reflected: `swapped`) for & | - ^.
bool view_setop(VM& vm, CallArgs& a, Value& out, char op, bool swapped) {
  RootScope roots(vm);
  Set* r;
  if (!swapped) {
    if (!view_to_set(vm, a.args[0], r)) return false;
    roots.add(r);
    if (!set_inplace_op(vm, r, op, a.args[1])) return false;
  } else {
    r = vm.new_set();
    roots.add(r);
    if (!set_update(vm, r, a.args[1])) return false;
    if (!set_inplace_op(vm, r, op, a.args[0])) return false;
  }
  out = Value::object(r);
  return true;
}

bool view_and(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '&', false); }
bool view_or(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '|', false); }
bool view_sub(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '-', false); }
bool view_xor(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '^', false); }
bool view_rand(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '&', true); }
bool view_ror(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '|', true); }
bool view_rsub(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '-', true); }
bool view_rxor(VM& vm, CallArgs& a, Value& out) { return view_setop(vm, a, out, '^', true); }

bool view_isdisjoint(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  Set* r;
  if (!view_to_set(vm, a.args[0], r)) return false;
  roots.add(r);
  if (!set_inplace_op(vm, r, '&', a.args[1])) return false;
  out = Value::boolean(r->used == 0);
  return true;
}

// keys/items views equal any set-like of the same elements.
bool view_eq_impl(VM& vm, CallArgs& a, Value& out, bool negate) {
  Value other = a.args[1];
  if (!is_set_like(other) && !(is_view(vm, other) && view_kind(vm, other) != ViewKind::Values)) {
    out = vm.not_implemented;
    return true;
  }
  RootScope roots(vm);
  Set* mine;
  if (!view_to_set(vm, a.args[0], mine)) return false;
  roots.add(mine);
  Set* theirs;
  if (is_set_like(other)) {
    theirs = as<Set>(other);
  } else if (!view_to_set(vm, other, theirs)) {
    return false;
  }
  roots.add(theirs);
  bool eq = mine->used == theirs->used;
  if (eq) {
    for (auto& sl : mine->table) {
      if (sl.key.is_undef() || sl.dummy) continue;
      bool in;
      if (!set_contains(vm, theirs, sl.key, in)) return false;
      if (!in) { eq = false; break; }
    }
  }
  out = Value::boolean(eq != negate);
  return true;
}
bool view_eq(VM& vm, CallArgs& a, Value& out) { return view_eq_impl(vm, a, out, false); }
bool view_ne(VM& vm, CallArgs& a, Value& out) { return view_eq_impl(vm, a, out, true); }

const NativeDef kViewMethods[] = {
    {"__len__", view_len, 1, 1, false, JitHint::None},
    {"__iter__", view_iter, 1, 1, false, JitHint::None},
    {"__reversed__", view_reversed, 1, 1, false, JitHint::None},
    {"__contains__", view_contains, 2, 2, false, JitHint::None},
    {"__repr__", view_repr, 1, 1, false, JitHint::None},
};
const NativeDef kSetLikeViewMethods[] = {
    {"__and__", view_and, 2, 2, false, JitHint::None},
    {"__or__", view_or, 2, 2, false, JitHint::None},
    {"__sub__", view_sub, 2, 2, false, JitHint::None},
    {"__xor__", view_xor, 2, 2, false, JitHint::None},
    {"__rand__", view_rand, 2, 2, false, JitHint::None},
    {"__ror__", view_ror, 2, 2, false, JitHint::None},
    {"__rsub__", view_rsub, 2, 2, false, JitHint::None},
    {"__rxor__", view_rxor, 2, 2, false, JitHint::None},
    {"__eq__", view_eq, 2, 2, false, JitHint::None},
    {"__ne__", view_ne, 2, 2, false, JitHint::None},
    {"isdisjoint", view_isdisjoint, 2, 2, false, JitHint::None},
};

}  // namespace

void init_dict_type(VM& vm) {
  vm.add_methods(vm.t.dict, kDictMethods);
  add_classmethod(vm, vm.t.dict, &kFromKeys);
  vm.t.dict->ctor = dict_ctor;
  for (TypeObject* t : {vm.t.dict_keys, vm.t.dict_values, vm.t.dict_items}) vm.add_methods(t, kViewMethods);
  for (TypeObject* t : {vm.t.dict_keys, vm.t.dict_items}) vm.add_methods(t, kSetLikeViewMethods);
}

}  // namespace tpy
