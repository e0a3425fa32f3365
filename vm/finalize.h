// finalize.h — what vm/finalize.cpp (running __del__) needs from the
// collector (vm/gc.cpp). The VM's own entry points are VM::run_finalizers
// and VM::finalize_at_exit (vm/vm.h).
#pragma once

namespace tpy {

class VM;
struct Object;

// Marks everything reachable from `o` (objects already marked stop the
// walk). No sweep follows: the caller clears the marks with
// Heap::clear_marks(). False when out of memory (no object keeps a mark).
bool mark_from(VM& vm, Object* o);

}  // namespace tpy
