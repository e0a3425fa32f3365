// pylib.cpp — looks up the embedded Python-source modules (builtins/pylib/,
// table generated into build/gen/pylib_sources.cpp) for the importer. A
// module with dotted names below it (numba -> numba.core) is a package.
#include <string_view>
#include "builtins/pylib.h"
#include "vm/vm.h"

namespace tpy {

const char* builtin_module_source(std::string_view name) {
  for (int i = 0; i < kNumPylibModules; i++)
    if (name == kPylibModules[i].name) return kPylibModules[i].source;
  return nullptr;
}

bool builtin_module_is_package(std::string_view name) {
  for (int i = 0; i < kNumPylibModules; i++) {
    std::string_view m = kPylibModules[i].name;
    if (m.size() > name.size() && m[name.size()] == '.' && m.substr(0, name.size()) == name) return true;
  }
  return false;
}

}  // namespace tpy
