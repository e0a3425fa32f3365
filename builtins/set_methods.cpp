// set_methods.cpp — set and frozenset: constructors, methods (add, discard,
// remove, pop, update/union/intersection/difference/symmetric_difference and
// their _update forms, subset tests, copy, clear) and the operator dunders
// (| & - ^, their in-place forms, <= < >= >, ==, repr, frozenset hash) that
// the generic binary_op/compare find by dunder lookup. The hash table itself
// is vm/dict.cpp.
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"

namespace tpy {

bool is_set_like(Value v) { return is_layout(v, Layout::Set) || is_layout(v, Layout::FrozenSet); }

Set* new_set_of_type(VM& vm, TypeObject* cls) {
  if (cls == vm.t.set) return vm.new_set(false);
  if (cls == vm.t.frozenset) return vm.new_set(true);
  return vm.alloc<Set>(cls);
}

namespace {

Set* self_set(CallArgs& a) { return as<Set>(a.args[0]); }
bool is_frozen(Value v) { return is_layout(v, Layout::FrozenSet); }

template <class F> void for_each_key(const Set* s, F f) {
  for (auto& sl : s->table)
    if (!sl.key.is_undef() && !sl.dummy) f(sl.key);
}

std::vector<Value> keys_of(const Set* s) {
  std::vector<Value> ks;
  ks.reserve(s->used);
  for_each_key(s, [&](Value k) { ks.push_back(k); });
  return ks;
}

// Same kind (set/frozenset) as `like`, empty. Subclasses give the base type.
Set* new_like(VM& vm, Value like) { return vm.new_set(is_frozen(like)); }

// A set holding other's elements (other itself when it already is a set).
bool as_set(VM& vm, Value other, Set*& out, RootScope& roots) {
  if (is_set_like(other)) { out = as<Set>(other); return true; }
  out = vm.new_set();
  roots.add(out);
  return set_update(vm, out, other);
}

bool intersection(VM& vm, Set* s, Value other, Set* result) {
  RootScope roots(vm);
  if (is_set_like(other)) {
    Set* a = s;
    Set* b = as<Set>(other);
    if (a->used > b->used) std::swap(a, b);
    for (Value k : keys_of(a)) {
      bool in;
      if (!set_contains(vm, b, k, in)) return false;
      if (in && !set_add(vm, result, k)) return false;
    }
    return true;
  }
  Value it;
  if (!get_iter(vm, other, it)) return false;
  roots.add(it);
  for (;;) {
    Value k;
    bool done;
    if (!iter_next(vm, it, k, done)) return false;
    if (done) return true;
    roots.add(k);
    bool in;
    if (!set_contains(vm, s, k, in)) return false;
    if (in && !set_add(vm, result, k)) return false;
  }
}

bool difference_update(VM& vm, Set* s, Value other) {
  RootScope roots(vm);
  if (other.is_obj() && other.o == s) { set_clear(s); return true; }
  if (is_set_like(other) || is_layout(other, Layout::Dict)) {
    std::vector<Value> ks;
    if (is_set_like(other)) ks = keys_of(as<Set>(other));
    else for (auto& e : as<Dict>(other)->entries) if (!e.key.is_undef()) ks.push_back(e.key);
    for (Value k : ks) {
      bool found;
      if (!set_discard(vm, s, k, found)) return false;
    }
    return true;
  }
  Value it;
  if (!get_iter(vm, other, it)) return false;
  roots.add(it);
  for (;;) {
    Value k;
    bool done;
    if (!iter_next(vm, it, k, done)) return false;
    if (done) return true;
    bool found;
    if (!set_discard(vm, s, k, found)) return false;
  }
}

bool symmetric_difference_update(VM& vm, Set* s, Value other) {
  RootScope roots(vm);
  if (other.is_obj() && other.o == s) { set_clear(s); return true; }
  Set* o;
  if (!as_set(vm, other, o, roots)) return false;
  for (Value k : keys_of(o)) {
    bool found;
    if (!set_discard(vm, s, k, found)) return false;
    if (!found && !set_add(vm, s, k)) return false;
  }
  return true;
}

bool intersection_update(VM& vm, Set* s, Value other) {
  Set* r = vm.new_set();
  RootScope roots(vm);
  roots.add(r);
  if (!intersection(vm, s, other, r)) return false;
  s->table.swap(r->table);
  std::swap(s->used, r->used);
  std::swap(s->fill, r->fill);
  return true;
}

// ---- methods

bool set_add_m(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  return set_add(vm, self_set(a), a.args[1]);
}

bool set_discard_m(VM& vm, CallArgs& a, Value& out) {
  bool found;
  out = Value::none();
  return set_discard(vm, self_set(a), a.args[1], found);
}

bool set_remove_m(VM& vm, CallArgs& a, Value& out) {
  bool found;
  if (!set_discard(vm, self_set(a), a.args[1], found)) return false;
  if (!found) return vm.raise_with(vm.exc.KeyError, a.args[1]);
  out = Value::none();
  return true;
}

bool set_pop_m(VM& vm, CallArgs& a, Value& out) {
  Set* s = self_set(a);
  if (s->used == 0) return vm.raise(vm.exc.KeyError, "pop from an empty set");
  // CPython's finger: resume the scan where the last pop stopped.
  size_t mask = s->table.size() - 1;
  size_t i = static_cast<size_t>(s->finger) & mask;
  while (s->table[i].key.is_undef() || s->table[i].dummy) i = (i + 1) & mask;
  out = s->table[i].key;
  s->table[i].key = Value();
  s->table[i].dummy = true;
  s->used--;
  s->finger = static_cast<int64_t>(i + 1);
  return true;
}

bool set_clear_m(VM&, CallArgs& a, Value& out) {
  set_clear(self_set(a));
  out = Value::none();
  return true;
}

bool set_copy_m(VM& vm, CallArgs& a, Value& out) {
  if (a.args[0].o->type == vm.t.frozenset) { out = a.args[0]; return true; }
  out = Value::object(set_copy(vm, self_set(a), is_frozen(a.args[0])));
  return true;
}

bool set_update_m(VM& vm, CallArgs& a, Value& out) {
  for (int i = 1; i < a.nargs; i++)
    if (!set_update(vm, self_set(a), a.args[i])) return false;
  out = Value::none();
  return true;
}

bool set_union_m(VM& vm, CallArgs& a, Value& out) {
  Set* r = set_copy(vm, self_set(a), is_frozen(a.args[0]));
  RootScope roots(vm);
  roots.add(r);
  for (int i = 1; i < a.nargs; i++)
    if (!set_update(vm, r, a.args[i])) return false;
  out = Value::object(r);
  return true;
}

bool set_intersection_m(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  Set* cur = set_copy(vm, self_set(a), is_frozen(a.args[0]));
  roots.add(cur);
  for (int i = 1; i < a.nargs; i++) {
    Set* r = new_like(vm, a.args[0]);
    roots.add(r);
    if (!intersection(vm, cur, a.args[i], r)) return false;
    cur = r;
  }
  out = Value::object(cur);
  return true;
}

bool set_difference_m(VM& vm, CallArgs& a, Value& out) {
  Set* r = set_copy(vm, self_set(a), is_frozen(a.args[0]));
  RootScope roots(vm);
  roots.add(r);
  for (int i = 1; i < a.nargs; i++)
    if (!difference_update(vm, r, a.args[i])) return false;
  out = Value::object(r);
  return true;
}

bool set_symdiff_m(VM& vm, CallArgs& a, Value& out) {
  Set* r = set_copy(vm, self_set(a), is_frozen(a.args[0]));
  RootScope roots(vm);
  roots.add(r);
  if (!symmetric_difference_update(vm, r, a.args[1])) return false;
  out = Value::object(r);
  return true;
}

bool set_intersection_update_m(VM& vm, CallArgs& a, Value& out) {
  for (int i = 1; i < a.nargs; i++)
    if (!intersection_update(vm, self_set(a), a.args[i])) return false;
  out = Value::none();
  return true;
}

bool set_difference_update_m(VM& vm, CallArgs& a, Value& out) {
  for (int i = 1; i < a.nargs; i++)
    if (!difference_update(vm, self_set(a), a.args[i])) return false;
  out = Value::none();
  return true;
}

bool set_symdiff_update_m(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  return symmetric_difference_update(vm, self_set(a), a.args[1]);
}

// Every element of `a` is in `b`.
bool subset_of(VM& vm, Set* a, Set* b, bool& out) {
  out = false;
  if (a->used > b->used) return true;
  for (Value k : keys_of(a)) {
    bool in;
    if (!set_contains(vm, b, k, in)) return false;
    if (!in) return true;
  }
  out = true;
  return true;
}

bool set_issubset_m(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  Set* o;
  if (!as_set(vm, a.args[1], o, roots)) return false;
  bool r;
  if (!subset_of(vm, self_set(a), o, r)) return false;
  out = Value::boolean(r);
  return true;
}

bool set_issuperset_m(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  Set* o;
  if (!as_set(vm, a.args[1], o, roots)) return false;
  bool r;
  if (!subset_of(vm, o, self_set(a), r)) return false;
  out = Value::boolean(r);
  return true;
}

bool set_isdisjoint_m(VM& vm, CallArgs& a, Value& out) {
  Set* r = vm.new_set();
  RootScope roots(vm);
  roots.add(r);
  if (!intersection(vm, self_set(a), a.args[1], r)) return false;
  out = Value::boolean(r->used == 0);
  return true;
}

bool set_init_m(VM& vm, CallArgs& a, Value& out) {
  if (a.nkw() > 0) return vm.raisef(vm.exc.TypeError, "%s() takes no keyword arguments", type_name(vm, a.args[0]));
  if (a.nargs > 2) return vm.raisef(vm.exc.TypeError, "set expected at most 1 argument, got %d", a.nargs - 1);
  set_clear(self_set(a));
  out = Value::none();
  if (a.nargs == 2) return set_update(vm, self_set(a), a.args[1]);
  return true;
}

// ---- operators: NotImplemented unless both operands are sets.

using SetBinary = bool (*)(VM&, CallArgs&, Value&);

template <SetBinary F> bool only_sets(VM& vm, CallArgs& a, Value& out) {
  if (!is_set_like(a.args[1])) { out = vm.not_implemented; return true; }
  return F(vm, a, out);
}

// Reflected forms: `other OP self` where other is a set of another kind
// (set vs frozenset subclass mixes); computed with the operands swapped.
template <SetBinary F> bool reflected(VM& vm, CallArgs& a, Value& out) {
  if (!is_set_like(a.args[1])) { out = vm.not_implemented; return true; }
  Value swapped[2] = {a.args[1], a.args[0]};
  CallArgs b{swapped, 2, nullptr};
  return F(vm, b, out);
}

bool set_ior(VM& vm, CallArgs& a, Value& out) {
  if (!set_update_m(vm, a, out)) return false;
  out = a.args[0];
  return true;
}
bool set_iand(VM& vm, CallArgs& a, Value& out) {
  if (!intersection_update(vm, self_set(a), a.args[1])) return false;
  out = a.args[0];
  return true;
}
bool set_isub(VM& vm, CallArgs& a, Value& out) {
  if (!difference_update(vm, self_set(a), a.args[1])) return false;
  out = a.args[0];
  return true;
}
bool set_ixor(VM& vm, CallArgs& a, Value& out) {
  if (!symmetric_difference_update(vm, self_set(a), a.args[1])) return false;
  out = a.args[0];
  return true;
}

bool cmp_sets(VM& vm, CallArgs& a, Value& out, char which) {
  if (!is_set_like(a.args[1])) { out = vm.not_implemented; return true; }
  Set* x = self_set(a);
  Set* y = as<Set>(a.args[1]);
  bool r = false;
  switch (which) {
    case 'l': if (!subset_of(vm, x, y, r)) return false; break;                          // <=
    case '<': if (x->used < y->used && !subset_of(vm, x, y, r)) return false; break;    // <
    case 'g': if (!subset_of(vm, y, x, r)) return false; break;                          // >=
    case '>': if (x->used > y->used && !subset_of(vm, y, x, r)) return false; break;    // >
    case '=': if (x->used == y->used && !subset_of(vm, x, y, r)) return false; break;   // ==
    case '!':
      if (x->used == y->used && !subset_of(vm, x, y, r)) return false;
      r = !r;
      break;
  }
  out = Value::boolean(r);
  return true;
}
bool set_le(VM& vm, CallArgs& a, Value& out) { return cmp_sets(vm, a, out, 'l'); }
bool set_lt(VM& vm, CallArgs& a, Value& out) { return cmp_sets(vm, a, out, '<'); }
bool set_ge(VM& vm, CallArgs& a, Value& out) { return cmp_sets(vm, a, out, 'g'); }
bool set_gt(VM& vm, CallArgs& a, Value& out) { return cmp_sets(vm, a, out, '>'); }
bool set_eq(VM& vm, CallArgs& a, Value& out) { return cmp_sets(vm, a, out, '='); }
bool set_ne(VM& vm, CallArgs& a, Value& out) { return cmp_sets(vm, a, out, '!'); }

bool set_repr_m(VM& vm, CallArgs& a, Value& out) {
  Set* s = self_set(a);
  const std::string& tname = a.args[0].o->type->name->text();
  bool plain_set = a.args[0].o->type == vm.t.set;
  if (s->used == 0) {
    out = vm.str_value(tname + "()");
    return true;
  }
  std::string body;
  if (!set_items_repr(vm, s, body)) return false;
  out = vm.str_value(plain_set ? body : tname + "(" + body + ")");
  return true;
}

// CPython's frozenset hash: order-independent xor of shuffled entry hashes.
bool frozenset_hash_m(VM& vm, CallArgs& a, Value& out) {
  Set* s = self_set(a);
  if (s->hash != -1) { out = Value::integer(s->hash); return true; }
  auto shuffle = [](uint64_t h) { return ((h ^ 89869747ULL) ^ (h << 16)) * 3644798167ULL; };
  uint64_t h = 0;
  for (auto& sl : s->table)
    if (!sl.key.is_undef() && !sl.dummy) h ^= shuffle(static_cast<uint64_t>(sl.hash));
  h ^= (static_cast<uint64_t>(s->used) + 1) * 1927868237ULL;
  h ^= (h >> 11) ^ (h >> 25);
  h = h * 69069U + 907133923ULL;
  if (h == static_cast<uint64_t>(-1)) h = 590923713ULL;
  s->hash = static_cast<int64_t>(h);
  (void)vm;
  out = Value::integer(s->hash);
  return true;
}

bool set_ctor_impl(VM& vm, CallArgs& a, Value& out, TypeObject* exact) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, exact, rest);
  bool frozen = exact == vm.t.frozenset;
  const char* name = frozen ? "frozenset" : "set";
  if (!frozen && ctor_defers_to_init(vm, cls, exact)) {
    out = Value::object(new_set_of_type(vm, cls));
    return true;
  }
  if (!check_ctor_arity(vm, name, rest, 0, 1, false)) return false;
  // frozenset(fs) is fs itself for exact frozensets.
  if (frozen && cls == exact && rest.nargs == 1 && rest.args[0].is_obj() && rest.args[0].o->type == exact) {
    out = rest.args[0];
    return true;
  }
  Set* s = new_set_of_type(vm, cls);
  out = Value::object(s);
  if (rest.nargs == 0) return true;
  RootScope roots(vm);
  roots.add(s);
  return set_update(vm, s, rest.args[0]);
}
bool set_ctor(VM& vm, CallArgs& a, Value& out) { return set_ctor_impl(vm, a, out, vm.t.set); }
bool frozenset_ctor(VM& vm, CallArgs& a, Value& out) { return set_ctor_impl(vm, a, out, vm.t.frozenset); }

const NativeDef kCommonMethods[] = {
    {"copy", set_copy_m, 1, 1, false, JitHint::None},
    {"union", set_union_m, 1, -1, false, JitHint::None},
    {"intersection", set_intersection_m, 1, -1, false, JitHint::None},
    {"difference", set_difference_m, 1, -1, false, JitHint::None},
    {"symmetric_difference", set_symdiff_m, 2, 2, false, JitHint::None},
    {"issubset", set_issubset_m, 2, 2, false, JitHint::None},
    {"issuperset", set_issuperset_m, 2, 2, false, JitHint::None},
    {"isdisjoint", set_isdisjoint_m, 2, 2, false, JitHint::None},
    {"__or__", only_sets<set_union_m>, 2, 2, false, JitHint::None},
    {"__and__", only_sets<set_intersection_m>, 2, 2, false, JitHint::None},
    {"__sub__", only_sets<set_difference_m>, 2, 2, false, JitHint::None},
    {"__xor__", only_sets<set_symdiff_m>, 2, 2, false, JitHint::None},
    {"__ror__", reflected<set_union_m>, 2, 2, false, JitHint::None},
    {"__rand__", reflected<set_intersection_m>, 2, 2, false, JitHint::None},
    {"__rsub__", reflected<set_difference_m>, 2, 2, false, JitHint::None},
    {"__rxor__", reflected<set_symdiff_m>, 2, 2, false, JitHint::None},
    {"__le__", set_le, 2, 2, false, JitHint::None},
    {"__lt__", set_lt, 2, 2, false, JitHint::None},
    {"__ge__", set_ge, 2, 2, false, JitHint::None},
    {"__gt__", set_gt, 2, 2, false, JitHint::None},
    {"__eq__", set_eq, 2, 2, false, JitHint::None},
    {"__ne__", set_ne, 2, 2, false, JitHint::None},
    {"__repr__", set_repr_m, 1, 1, false, JitHint::None},
};

const NativeDef kSetOnlyMethods[] = {
    {"add", set_add_m, 2, 2, false, JitHint::None},
    {"discard", set_discard_m, 2, 2, false, JitHint::None},
    {"remove", set_remove_m, 2, 2, false, JitHint::None},
    {"pop", set_pop_m, 1, 1, false, JitHint::None},
    {"clear", set_clear_m, 1, 1, false, JitHint::None},
    {"update", set_update_m, 1, -1, false, JitHint::None},
    {"intersection_update", set_intersection_update_m, 1, -1, false, JitHint::None},
    {"difference_update", set_difference_update_m, 1, -1, false, JitHint::None},
    {"symmetric_difference_update", set_symdiff_update_m, 2, 2, false, JitHint::None},
    {"__ior__", only_sets<set_ior>, 2, 2, false, JitHint::None},
    {"__iand__", only_sets<set_iand>, 2, 2, false, JitHint::None},
    {"__isub__", only_sets<set_isub>, 2, 2, false, JitHint::None},
    {"__ixor__", only_sets<set_ixor>, 2, 2, false, JitHint::None},
    {"__init__", set_init_m, 1, -1, true, JitHint::None},
};

const NativeDef kFrozenSetHash[] = {
    {"__hash__", frozenset_hash_m, 1, 1, false, JitHint::None},
};

}  // namespace

bool set_inplace_op(VM& vm, Set* s, char op, Value iterable) {
  switch (op) {
    case '&': return intersection_update(vm, s, iterable);
    case '|': return set_update(vm, s, iterable);
    case '-': return difference_update(vm, s, iterable);
    default: return symmetric_difference_update(vm, s, iterable);
  }
}

bool set_items_repr(VM& vm, Set* s, std::string& out) {
  List* l = vm.new_list(keys_of(s));
  RootScope roots(vm);
  roots.add(l);
  return repr_join(vm, l->items, "{", "}", out);
}

void init_set_type(VM& vm) {
  vm.add_methods(vm.t.set, kCommonMethods);
  vm.add_methods(vm.t.set, kSetOnlyMethods);
  vm.add_methods(vm.t.frozenset, kCommonMethods);
  vm.add_methods(vm.t.frozenset, kFrozenSetHash);
  vm.t.set->ctor = set_ctor;
  vm.t.frozenset->ctor = frozenset_ctor;
}

}  // namespace tpy
