// pylib.h — standard-library modules tpy ships as Python source
// (builtins/pylib/*.py, embedded into the binary by scripts/embed_pylib.py).
// create_builtin_module falls back to these after the native modules.
#pragma once

namespace tpy {

struct PylibModule {
  const char* name;
  const char* source;
};
extern const PylibModule kPylibModules[];
extern const int kNumPylibModules;

}  // namespace tpy
