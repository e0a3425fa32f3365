// install.cpp — install_builtins (every builtins/ initialiser, once per VM)
// and create_builtin_module (the table of built-in modules), plus the small
// helpers shared by the builtins B files (ctor conventions, per-VM state,
// getters and classmethods on built-in types, module functions).
#include <memory>
#include <unordered_map>
#include "builtins/builtins_a.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"

namespace tpy {

// ---- per-VM state: owned by the VM (VM::builtins_state), reached in O(1).
namespace {
BState& create_state(VM& vm) {
  auto st = std::make_shared<BState>();
  st->holder = Value::object(vm.new_list());
  vm.builtins_state = st;
  vm.extra_roots.push_back(&st->holder);
  return *st;
}
}  // namespace

BState& bstate(VM& vm) { return *static_cast<BState*>(vm.builtins_state.get()); }

TypeObject* keep_type(VM& vm, TypeObject* t) {
  as<List>(bstate(vm).holder)->items.push_back(Value::object(t));
  return t;
}

// ---- constructors

TypeObject* ctor_split(CallArgs& a, TypeObject* exact, CallArgs& rest) {
  // vm/call.cpp (call_type) passes the class first.
  if (kCtorGetsCls && a.nargs > 0) {
    rest.args = a.args + 1;
    rest.nargs = a.nargs - 1;
    rest.kwnames = a.kwnames;
    return as<TypeObject>(a.args[0]);
  }
  rest = a;
  return exact;
}

bool ctor_defers_to_init(VM& vm, TypeObject* cls, TypeObject* base) {
  if (cls == base) return false;
  return !lookup_type(cls, vm.names.init).same(lookup_type(base, vm.names.init));
}

bool check_ctor_arity(VM& vm, const char* name, CallArgs& a, int min, int max, bool kw_ok) {
  if (!kw_ok && a.nkw() > 0) return vm.raisef(vm.exc.TypeError, "%s() takes no keyword arguments", name);
  if (a.nargs >= min && a.nargs <= max) return true;
  if (min == max)
    return vm.raisef(vm.exc.TypeError, "%s expected %d argument%s, got %d", name, min, min == 1 ? "" : "s", a.nargs);
  if (a.nargs < min)
    return vm.raisef(vm.exc.TypeError, "%s expected at least %d argument%s, got %d", name, min, min == 1 ? "" : "s",
                     a.nargs);
  return vm.raisef(vm.exc.TypeError, "%s expected at most %d argument%s, got %d", name, max, max == 1 ? "" : "s",
                   a.nargs);
}

// ---- shared helpers

bool repr_join(VM& vm, const std::vector<Value>& items, const char* open, const char* close, std::string& out) {
  out = open;
  for (size_t i = 0; i < items.size(); i++) {
    Str* r;
    if (!to_repr(vm, items[i], r)) return false;
    if (i) out += ", ";
    out += r->text();
  }
  out += close;
  return true;
}

void add_module_functions(VM& vm, Module* m, const NativeDef* defs, size_t n) {
  for (size_t i = 0; i < n; i++) dict_set_str(vm, m->dict, vm.intern(defs[i].name), vm.new_builtin(&defs[i]));
}

void set_module_attr(VM& vm, Module* m, const char* name, Value v) { dict_set_str(vm, m->dict, vm.intern(name), v); }

void add_getter(VM& vm, TypeObject* type, const NativeDef* getter) {
  Property* p = vm.alloc<Property>(vm.t.property);
  p->fget = vm.new_builtin(getter);
  p->fset = Value::none();
  p->fdel = Value::none();
  p->doc = Value::none();
  dict_set_str(vm, type->dict, vm.intern(getter->name), Value::object(p));
  vm.invalidate_type_cache();
  type->version++;
}

void add_classmethod(VM& vm, TypeObject* type, const NativeDef* def) {
  MethodWrapper* w = vm.alloc<MethodWrapper>(vm.t.classmethod, vm.new_builtin(def));
  dict_set_str(vm, type->dict, vm.intern(def->name), Value::object(w));
  vm.invalidate_type_cache();
  type->version++;
}

// ---- entry points (declared in vm/vm.h)

void install_builtins(VM& vm) {
  create_state(vm);
  init_str_type(vm);
  init_bytes_type(vm);
  init_number_types(vm);
  init_list_type(vm);
  init_tuple_type(vm);
  init_dict_type(vm);
  init_set_type(vm);
  init_range_type(vm);
  init_iter_types(vm);
  init_file_type(vm);
  init_memoryview_type(vm);
  init_builtin_funcs(vm);
  init_builtin_seq(vm);
  init_builtin_num(vm);
  init_slot_methods(vm);
  fill_sys_module(vm);
}

namespace {
struct BuiltinModule {
  const char* name;
  Module* (*create)(VM&);
};
const BuiltinModule kBuiltinModules[] = {
    {"math", create_math_module},
    {"cmath", create_cmath_module},
    {"time", create_time_module},
    {"random", create_random_module},
    {"gc", create_gc_module},
    {"errno", create_errno_module},
    {"_abc", create_abc_native_module},
    {"os", create_os_module},
    {"unicodedata", create_unicodedata_module},
    {"numpy", create_numpy_module},
    {"_tpy_numba", create_tpy_numba_module},
};
}  // namespace

Module* create_builtin_module(VM& vm, std::string_view name) {
  if (name == "sys") {
    fill_sys_module(vm);
    return vm.sys;
  }
  if (name == "builtins") return vm.builtins_module;
  for (auto& m : kBuiltinModules)
    if (name == m.name) return m.create(vm);
  return nullptr;
}

}  // namespace tpy
