// mod_unicodedata.cpp — the `unicodedata` module, names only: lookup (names
// and formal aliases, case-insensitive), name, and unidata_version. The name
// table and its decoder are vm/unicode_names.* (shared with \N{...} escapes).
// Named sequences, categories and normalisation are not provided.
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/utf8.h"
#include "vm/unicode_names.h"

namespace tpy {

namespace {

bool unicodedata_lookup(VM& vm, CallArgs& a, Value& out) {
  Value v = a.args[0];
  if (!is_str(v)) return vm.raisef(vm.exc.TypeError, "a bytes-like object is required, not '%s'", type_name(vm, v));
  const std::string& name = as_str(v)->text();
  int32_t cp = unicode_lookup(name);
  if (cp < 0) {
    Value msg = vm.str_value("undefined character name '" + name + "'");
    vm.pending = vm.new_exception(vm.exc.KeyError, {msg});
    return false;
  }
  out = vm.str_value(utf8_from_code_point((uint32_t)cp));
  return true;
}

bool unicodedata_name(VM& vm, CallArgs& a, Value& out) {
  Value v = a.args[0];
  if (!is_str(v) || as_str(v)->length() != 1)
    return vm.raisef(vm.exc.TypeError, "name() argument 1 must be a unicode character, not %s", type_name(vm, v));
  size_t i = 0;
  std::string name = unicode_name(utf8_decode(as_str(v)->text(), i));
  if (name.empty()) {
    if (a.nargs > 1) { out = a.args[1]; return true; }
    return vm.raise(vm.exc.ValueError, "no such name");
  }
  out = vm.str_value(name);
  return true;
}

const NativeDef kUnicodedataFuncs[] = {
    {"lookup", unicodedata_lookup, 1, 1, false, JitHint::None},
    {"name", unicodedata_name, 1, 2, false, JitHint::None},
};

}  // namespace

Module* create_unicodedata_module(VM& vm) {
  Module* m = vm.new_module("unicodedata");
  add_module_functions(vm, m, kUnicodedataFuncs);
  set_module_attr(vm, m, "unidata_version", vm.str_value("14.0.0"));
  return m;
}

}  // namespace tpy
