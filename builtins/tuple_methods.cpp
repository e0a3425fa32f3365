// tuple_methods.cpp — the tuple type's constructor and its two methods,
// count and index. Indexing, slicing, `+`, `*`, hashing and comparisons are
// the interpreter's ops (vm/ops.cpp).
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/str_util.h"

namespace tpy {

namespace {

bool tuple_count(VM& vm, CallArgs& a, Value& out) {
  Tuple* t = as<Tuple>(a.args[0]);
  int64_t n = 0;
  for (size_t i = 0; i < t->items.size(); i++) {
    bool eq;
    if (!equal(vm, t->items[i], a.args[1], eq)) return false;
    if (eq) n++;
  }
  out = Value::integer(n);
  return true;
}

bool tuple_index(VM& vm, CallArgs& a, Value& out) {
  Tuple* t = as<Tuple>(a.args[0]);
  int64_t start = 0, end = INT64_MAX;
  if (a.nargs > 2 && !arg_slice_bound(vm, a.args[2], start)) return false;
  if (a.nargs > 3 && !arg_slice_bound(vm, a.args[3], end)) return false;
  adjust_slice_bounds(start, end, static_cast<int64_t>(t->items.size()));
  for (int64_t i = start; i < end; i++) {
    bool eq;
    if (!equal(vm, t->items[i], a.args[1], eq)) return false;
    if (eq) { out = Value::integer(i); return true; }
  }
  return vm.raise(vm.exc.ValueError, "tuple.index(x): x not in tuple");
}

bool tuple_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, vm.t.tuple, rest);
  if (!check_ctor_arity(vm, "tuple", rest, 0, 1, false)) return false;
  if (rest.nargs == 0) {
    out = Value::object(vm.alloc_tuple(0, cls));
    return true;
  }
  Value src = rest.args[0];
  // tuple(t) is t itself for an exact tuple.
  if (cls == vm.t.tuple && src.is_obj() && src.o->type == vm.t.tuple) { out = src; return true; }
  std::vector<Value> items;
  if (!extend_from_iterable(vm, items, src)) return false;
  out = Value::object(vm.new_tuple(items.data(), items.size(), cls));
  return true;
}

const NativeDef kTupleMethods[] = {
    {"count", tuple_count, 2, 2, false, JitHint::None},
    {"index", tuple_index, 2, 4, false, JitHint::None},
};

}  // namespace

void init_tuple_type(VM& vm) {
  vm.add_methods(vm.t.tuple, kTupleMethods);
  vm.t.tuple->ctor = tuple_ctor;
}

}  // namespace tpy
