// finalize.h — what vm/finalize.cpp (running __del__, closing suspended
// generators) and the collector (vm/gc.cpp) share. The VM's own entry
// points are VM::run_finalizers and VM::finalize_at_exit (vm/vm.h).
#pragma once

namespace tpy {

class VM;
struct Object;
struct Generator;

// Generators are finalized like objects with a __del__: generator_resume
// lists one in VM::finalizable when it first starts, if its code has a
// try/with at all (VM::finalizable, has_finalizer); its finalizer is
// close(). Whether closing `g` can run any code of its own: started, not
// finished, and suspended at a yield inside a try/with block or at a
// `yield from` (which closes the generator it delegates to). Elsewhere
// close() would only raise GeneratorExit at the yield and drop it, so the
// collector frees such a generator at once. Neither allocates nor raises.
bool generator_needs_close(const Generator* g);

// At a generator's first start: lists it in VM::finalizable when its code
// has a try/with (code with none never has anything to run on close()).
// False with MemoryError raised when the list cannot grow.
bool track_for_close(VM& vm, Generator* g);

// Marks everything reachable from `o` (objects already marked stop the
// walk). No sweep follows: the caller clears the marks with
// Heap::clear_marks(). False when out of memory (no object keeps a mark).
bool mark_from(VM& vm, Object* o);

}  // namespace tpy
