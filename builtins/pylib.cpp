// pylib.cpp — looks up the embedded Python-source modules (builtins/pylib/,
// table generated into build/gen/pylib_sources.cpp) for the importer.
#include <string_view>
#include "builtins/pylib.h"
#include "vm/vm.h"

namespace tpy {

const char* builtin_module_source(std::string_view name) {
  for (int i = 0; i < kNumPylibModules; i++)
    if (name == kPylibModules[i].name) return kPylibModules[i].source;
  return nullptr;
}

}  // namespace tpy
