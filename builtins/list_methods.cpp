// list_methods.cpp — the list type's constructor and methods: append,
// extend, insert, pop, remove, index, count, sort, reverse, copy, clear,
// __init__ and __reversed__. Indexing, slicing, `+`, `*`, comparisons and
// len() are the interpreter's ops (vm/ops.cpp); the sort is builtins/sort.cpp.
#include <algorithm>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/sort.h"
#include "builtins/str_util.h"
#include "vm/dict.h"

namespace tpy {

namespace {

List* self_list(CallArgs& a) { return as<List>(a.args[0]); }

bool list_append(VM&, CallArgs& a, Value& out) {
  push_value(self_list(a)->items, a.args[1]);
  out = Value::none();
  return true;
}

bool list_extend(VM& vm, CallArgs& a, Value& out) {
  List* l = self_list(a);
  Value src = a.args[1];
  if (src.is_obj() && src.o == l) {
    std::vector<Value> copy = l->items;
    l->items.insert(l->items.end(), copy.begin(), copy.end());
  } else if (!extend_from_iterable(vm, l->items, src)) {
    return false;
  }
  vm.account(0);
  out = Value::none();
  return true;
}

bool list_insert(VM& vm, CallArgs& a, Value& out) {
  List* l = self_list(a);
  int64_t i;
  if (!arg_int64(vm, a.args[1], i)) return false;
  int64_t n = static_cast<int64_t>(l->items.size());
  if (i < 0) { i += n; if (i < 0) i = 0; }
  if (i > n) i = n;
  l->items.insert(l->items.begin() + i, a.args[2]);
  out = Value::none();
  return true;
}

bool list_pop(VM& vm, CallArgs& a, Value& out) {
  List* l = self_list(a);
  int64_t i = -1;
  if (a.nargs > 1 && !arg_int64(vm, a.args[1], i)) return false;
  int64_t n = static_cast<int64_t>(l->items.size());
  if (n == 0) return vm.raise(vm.exc.IndexError, "pop from empty list");
  if (i < 0) i += n;
  if (i < 0 || i >= n) return vm.raise(vm.exc.IndexError, "pop index out of range");
  out = l->items[i];
  l->items.erase(l->items.begin() + i);
  return true;
}

bool list_remove(VM& vm, CallArgs& a, Value& out) {
  List* l = self_list(a);
  // __eq__ may mutate the list: re-check the bound on every step.
  for (size_t i = 0; i < l->items.size(); i++) {
    bool eq;
    if (!equal(vm, l->items[i], a.args[1], eq)) return false;
    if (eq) {
      if (i < l->items.size()) l->items.erase(l->items.begin() + i);
      out = Value::none();
      return true;
    }
  }
  return vm.raise(vm.exc.ValueError, "list.remove(x): x not in list");
}

bool list_index(VM& vm, CallArgs& a, Value& out) {
  List* l = self_list(a);
  int64_t start = 0, end = INT64_MAX;
  if (a.nargs > 2 && !arg_slice_bound(vm, a.args[2], start)) return false;
  if (a.nargs > 3 && !arg_slice_bound(vm, a.args[3], end)) return false;
  adjust_slice_bounds(start, end, static_cast<int64_t>(l->items.size()));
  for (int64_t i = start; i < end && i < static_cast<int64_t>(l->items.size()); i++) {
    bool eq;
    if (!equal(vm, l->items[i], a.args[1], eq)) return false;
    if (eq) { out = Value::integer(i); return true; }
  }
  Str* r;
  if (!to_repr(vm, a.args[1], r)) return false;
  return vm.raisef(vm.exc.ValueError, "%s is not in list", r->text().c_str());
}

bool list_count(VM& vm, CallArgs& a, Value& out) {
  List* l = self_list(a);
  int64_t n = 0;
  for (size_t i = 0; i < l->items.size(); i++) {
    bool eq;
    if (!equal(vm, l->items[i], a.args[1], eq)) return false;
    if (eq) n++;
  }
  out = Value::integer(n);
  return true;
}

bool list_sort(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs > 1) return vm.raise(vm.exc.TypeError, "sort() takes no positional arguments");
  Value kw[2];
  if (!bind_args(vm, a, "sort", {"$key", "$reverse"}, 0, kw, true)) return false;
  bool reverse = false;
  if (!kw[1].is_undef()) {
    int64_t r;
    if (!arg_int64(vm, kw[1], r)) return false;
    reverse = r != 0;
  }
  List* l = self_list(a);
  // Sort a copy held by a rooted list: the key function and __lt__ may run
  // arbitrary code (even mutate the list); CPython then raises, we keep the
  // sorted copy.
  List* tmp = vm.new_list(l->items);
  RootScope roots(vm);
  roots.add(tmp);
  if (!sort_values(vm, tmp->items, kw[0], reverse)) return false;
  l->items.swap(tmp->items);
  out = Value::none();
  return true;
}

bool list_reverse(VM&, CallArgs& a, Value& out) {
  List* l = self_list(a);
  std::reverse(l->items.begin(), l->items.end());
  out = Value::none();
  return true;
}

bool list_copy(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(vm.new_list(self_list(a)->items));
  return true;
}

bool list_clear(VM&, CallArgs& a, Value& out) {
  self_list(a)->items.clear();
  out = Value::none();
  return true;
}

bool list_init(VM& vm, CallArgs& a, Value& out) {
  if (a.nkw() > 0) return vm.raise(vm.exc.TypeError, "list() takes no keyword arguments");
  List* l = self_list(a);
  l->items.clear();
  if (a.nargs > 1) {
    RootScope roots(vm);
    List* tmp = vm.new_list();
    roots.add(tmp);
    if (!extend_from_iterable(vm, tmp->items, a.args[1])) return false;
    l->items.swap(tmp->items);
  }
  out = Value::none();
  return true;
}

bool list_reversed(VM& vm, CallArgs& a, Value& out) {
  out = new_list_reverse_iter(vm, self_list(a));
  return true;
}

bool list_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, vm.t.list, rest);
  List* l = vm.alloc<List>(cls, std::vector<Value>{});
  if (ctor_defers_to_init(vm, cls, vm.t.list)) { out = Value::object(l); return true; }
  if (!check_ctor_arity(vm, "list", rest, 0, 1, false)) return false;
  out = Value::object(l);
  if (rest.nargs == 1) {
    RootScope roots(vm);
    roots.add(l);
    if (!extend_from_iterable(vm, l->items, rest.args[0])) return false;
    vm.account(l->items.size() * sizeof(Value));
  }
  return true;
}

const NativeDef kListMethods[] = {
    {"append", list_append, 2, 2, false, JitHint::None},
    {"extend", list_extend, 2, 2, false, JitHint::None},
    {"insert", list_insert, 3, 3, false, JitHint::None},
    {"pop", list_pop, 1, 2, false, JitHint::None},
    {"remove", list_remove, 2, 2, false, JitHint::None},
    {"index", list_index, 2, 4, false, JitHint::None},
    {"count", list_count, 2, 2, false, JitHint::None},
    {"sort", list_sort, 1, -1, true, JitHint::None},
    {"reverse", list_reverse, 1, 1, false, JitHint::None},
    {"copy", list_copy, 1, 1, false, JitHint::None},
    {"clear", list_clear, 1, 1, false, JitHint::None},
    {"__init__", list_init, 1, 2, true, JitHint::None},
    {"__reversed__", list_reversed, 1, 1, false, JitHint::None},
};

}  // namespace

void init_list_type(VM& vm) {
  vm.add_methods(vm.t.list, kListMethods);
  vm.t.list->ctor = list_ctor;
}

}  // namespace tpy
