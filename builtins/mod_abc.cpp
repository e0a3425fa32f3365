// mod_abc.cpp — `_abc`, the native side of the `abc` and `collections.abc`
// modules (builtins/pylib/abc.py, collections.abc.py): what only the VM can
// change. `_set_collection(cls, 'sequence' | 'mapping')` marks a class as
// a sequence or a mapping to `match` patterns (TypeObject::collection,
// CPython's Py_TPFLAGS_SEQUENCE/MAPPING), as registering it with
// collections.abc.Sequence or Mapping does; classes made later inherit the
// mark through their MRO. A class marked already keeps its mark.
// object.__new__'s check of __abstractmethods__ is check_not_abstract (vm/call.cpp).
#include "builtins/args.h"
#include "builtins/builtins_b.h"

namespace tpy {

namespace {

bool abc_set_collection(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[0], Layout::Type)) return vm.raise(vm.exc.TypeError, "_set_collection() needs a class");
  std::string_view kind = is_str(a.args[1]) ? str_view(a.args[1]) : std::string_view();
  if (kind != "sequence" && kind != "mapping")
    return vm.raise(vm.exc.ValueError, "_set_collection() kind must be 'sequence' or 'mapping'");
  TypeObject* cls = as<TypeObject>(a.args[0]);
  if (cls->collection == TypeObject::Collection::None && !cls->builtin)
    cls->collection = kind == "sequence" ? TypeObject::Collection::Sequence : TypeObject::Collection::Mapping;
  out = Value::none();
  return true;
}

const NativeDef kAbcFuncs[] = {
    {"_set_collection", abc_set_collection, 2, 2, false, JitHint::None},
};

}  // namespace

Module* create_abc_native_module(VM& vm) {
  Module* m = vm.new_module("_abc");
  add_module_functions(vm, m, kAbcFuncs, std::size(kAbcFuncs));
  return m;
}

}  // namespace tpy
