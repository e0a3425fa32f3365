// mod_gc.cpp — the `gc` module: collect (a full mark-sweep via VM::collect,
// returning the number of objects freed), enable/disable/isenabled (by
// moving the VM's allocation threshold), and the threshold/count queries.
// The collector itself is vm/gc.cpp.
#include <cstdint>
#include "builtins/args.h"
#include "builtins/builtins_b.h"

namespace tpy {

namespace {

// Disabled collection = an unreachable allocation threshold; explicit
// collect() still works (and must not re-enable it).
constexpr size_t kDisabledThreshold = SIZE_MAX / 2;

bool gc_collect(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs > 0) {
    int64_t gen;
    if (!arg_int64(vm, a.args[0], gen)) return false;
    if (gen < 0 || gen > 2) return vm.raise(vm.exc.ValueError, "invalid generation");
  }
  bool disabled = vm.heap_threshold >= kDisabledThreshold;
  size_t freed = vm.collect();
  vm.run_finalizers();
  if (disabled) vm.heap_threshold = kDisabledThreshold;
  out = Value::integer(static_cast<int64_t>(freed));
  return true;
}

bool gc_enable(VM& vm, CallArgs&, Value& out) {
  if (vm.heap_threshold >= kDisabledThreshold) vm.heap_threshold = 8u << 20;
  out = Value::none();
  return true;
}

bool gc_disable(VM& vm, CallArgs&, Value& out) {
  vm.heap_threshold = kDisabledThreshold;
  out = Value::none();
  return true;
}

bool gc_isenabled(VM& vm, CallArgs&, Value& out) {
  out = Value::boolean(vm.heap_threshold < kDisabledThreshold);
  return true;
}

bool gc_get_count(VM& vm, CallArgs&, Value& out) {
  out = Value::object(vm.new_tuple({Value::integer(static_cast<int64_t>(vm.heap_objects % 700)), Value::integer(0),
                                    Value::integer(0)}));
  return true;
}

bool gc_get_threshold(VM& vm, CallArgs&, Value& out) {
  out = Value::object(vm.new_tuple({Value::integer(700), Value::integer(10), Value::integer(10)}));
  return true;
}

bool gc_set_threshold(VM& vm, CallArgs& a, Value& out) {
  for (int i = 0; i < a.nargs; i++) {
    int64_t v;
    if (!arg_int64(vm, a.args[i], v)) return false;
  }
  out = Value::none();
  return true;
}

bool gc_is_tracked(VM&, CallArgs& a, Value& out) {
  Value v = a.args[0];
  bool tracked = v.is_obj() && v.o->type->layout != Layout::Str && v.o->type->layout != Layout::Int &&
                 v.o->type->layout != Layout::Bytes;
  out = Value::boolean(tracked);
  return true;
}

const NativeDef kGcFuncs[] = {
    {"collect", gc_collect, 0, 1, false, JitHint::None},
    {"enable", gc_enable, 0, 0, false, JitHint::None},
    {"disable", gc_disable, 0, 0, false, JitHint::None},
    {"isenabled", gc_isenabled, 0, 0, false, JitHint::None},
    {"get_count", gc_get_count, 0, 0, false, JitHint::None},
    {"get_threshold", gc_get_threshold, 0, 0, false, JitHint::None},
    {"set_threshold", gc_set_threshold, 1, 3, false, JitHint::None},
    {"is_tracked", gc_is_tracked, 1, 1, false, JitHint::None},
};

}  // namespace

Module* create_gc_module(VM& vm) {
  Module* m = vm.new_module("gc");
  add_module_functions(vm, m, kGcFuncs);
  set_module_attr(vm, m, "garbage", Value::object(vm.new_list()));
  return m;
}

}  // namespace tpy
