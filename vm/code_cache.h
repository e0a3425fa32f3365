// code_cache.h — compiled modules kept on disk: the code objects of tpy's
// shipped Python modules (builtins/pylib) serialised after their first
// compile, so a later process loads them instead of parsing and compiling
// again. Entry point: compile_module_cached (vm/import.cpp). The format and
// the key are in vm/code_cache.cpp; vm/compiler.cpp still makes every code
// object the first time.
#pragma once
#include <string>
#include <string_view>
#include "vm/vm.h"

namespace tpy {

// The module code object of `source` (Module mode, named `filename`):
// loaded from the cache folder when a file there has this key (this tpy
// build, the filename and the source), else compiled and written there. A
// missing, unreadable or corrupt file is compiled again and rewritten;
// writes go through a private temporary and a rename, so concurrent
// processes see a whole file or none. Null with a SyntaxError pending when
// the source does not compile. May allocate and collect.
Code* compile_module_cached(VM& vm, std::string_view source, const std::string& filename);

// The folder: $TPY_CODE_CACHE_DIR, else $XDG_CACHE_HOME/tpy/code, else
// ~/.cache/tpy/code; empty (no caching) when TPY_CODE_CACHE=0 or neither
// variable is set.
std::string code_cache_dir();

// The serialised form of a module code object (what the file holds after
// its header), and back: null when the bytes do not decode (never a crash).
// Every string, number, tuple and nested code object among the constants
// is kept; a constant of another kind makes encode fail (returns false).
// decode may allocate: it holds collections off until it returns.
bool code_cache_encode(const VM& vm, const Code* code, std::string& out);
Code* code_cache_decode(VM& vm, std::string_view bytes, const std::string& filename,
                        std::string_view source);

// Hits, misses (compiles) and files written by compile_module_cached in
// this process (tests/unit/test_code_cache.cpp).
struct CodeCacheStats {
  int hits = 0, compiles = 0, writes = 0;
};
CodeCacheStats& code_cache_stats();

}  // namespace tpy
