// gc.cpp — precise, non-moving mark-sweep collection. Runs only at
// safepoints (VM::maybe_collect from the interpreter's back-edges and calls,
// gc.collect()). Roots: the VM's fixed objects, modules, the live part of the
// register stack, the frame chain, RootScopes and host handles. Objects
// with a __del__, and suspended generators with a finally or with block
// to run, found unreachable are kept, with all they reach, for
// VM::run_finalizers (vm/finalize.cpp), which runs Python code.
#include <algorithm>
#include <new>
#include "jit/jit.h"
#include "vm/finalize.h"
#include "vm/frame.h"
#include "vm/vm.h"

namespace tpy {

static void mark_roots(VM& vm, Tracer& tr) {
#define TPY_TYPE(field, pyname, layout, base, sub) tr.mark(vm.t.field);
#include "vm/types.def"
#undef TPY_TYPE
#define TPY_EXC(name, base) tr.mark(vm.exc.name);
#include "vm/exceptions.def"
#undef TPY_EXC
  for (auto& [text, s] : vm.interned) tr.mark(s);
  tr.mark(vm.not_implemented);
  tr.mark(vm.ellipsis);
  tr.mark(vm.modules);
  tr.mark(vm.builtins);
  tr.mark(vm.builtins_module);
  tr.mark(vm.sys);
  tr.mark(vm.pending);
  tr.mark(vm.handled);
  for (auto& v : vm.temp_roots) tr.mark(v);
  for (Value* p : vm.extra_roots) tr.mark(*p);
  for (Object* o : vm.finalizing) tr.mark(o);
  jit_mark(vm, tr);
  for (Value* p = vm.stack_base; p < vm.stack_top; p++) tr.mark(*p);
  for (Frame* f = vm.frame; f; f = f->back) {
    tr.mark(f->code); tr.mark(f->func); tr.mark(f->globals); tr.mark(f->locals); tr.mark(f->gen);
    tr.mark(f->resume_value); tr.mark(f->resume_exc);
  }
}

// Marks what `roots` marks and everything reachable from it; false when
// the grey stack could not grow (out of memory): then no object keeps a
// mark. The stack keeps its capacity between collections, so it rarely
// grows when memory is short.
template <class F>
static bool mark_with(VM& vm, F roots) {
  static thread_local std::vector<Object*> kept;
  Tracer tr;
  tr.grey.swap(kept);
  bool ok = true;
  try {
    roots(tr);
    while (!tr.grey.empty()) {
      Object* o = tr.grey.back();
      tr.grey.pop_back();
      o->trace(tr);
    }
  } catch (const std::bad_alloc&) {
    tr.grey.clear();
    vm.heap.clear_marks();
    ok = false;
  }
  tr.grey.swap(kept);
  return ok;
}

static bool mark_all(VM& vm) {
  return mark_with(vm, [&](Tracer& tr) { mark_roots(vm, tr); });
}

bool mark_from(VM& vm, Object* o) {
  return mark_with(vm, [&](Tracer& tr) { tr.mark(o); });
}

// After the mark phase: objects with a __del__ that nothing reached move
// from `finalizable` to `finalizing` (oldest first), and what they reach is
// marked, so nothing their __del__ may use is freed before it runs (an
// object resurrected by its __del__ lives on; its __del__ never runs
// again). A tracked generator that close() would not run code in (finished,
// or suspended outside any try/with) is dropped and freed now. Costs
// nothing while no class defines __del__ and no generator with a try/with
// has started.
static bool keep_finalizable(VM& vm) {
  size_t first = vm.finalizing.size();
  try {
    vm.finalizing.reserve(first + vm.finalizable.size());
  } catch (const std::bad_alloc&) {
    vm.heap.clear_marks();
    return false;
  }
  size_t keep = 0;
  for (Object* o : vm.finalizable) {
    if (o->gc_marked) vm.finalizable[keep++] = o;
    else if (o->type == vm.t.generator && !generator_needs_close(static_cast<Generator*>(o))) o->has_finalizer = false;
    else vm.finalizing.push_back(o);
  }
  vm.finalizable.resize(keep);
  if (vm.finalizing.size() == first) return true;
  return mark_with(vm, [&](Tracer& tr) {
    for (size_t i = first; i < vm.finalizing.size(); i++) tr.mark(vm.finalizing[i]);
  });
}

size_t VM::collect() {
  if (gc_hold) return 0;
  if (!mark_all(*this) || (!finalizable.empty() && !keep_finalizable(*this))) {
    // nothing freed: try again after as much allocation again
    heap_bytes = 0;
    gc_requested = false;
    return 0;
  }
  // Classes about to be freed leave the list of classes (__subclasses__).
  classes.erase(std::remove_if(classes.begin(), classes.end(), [](TypeObject* c) { return !c->gc_marked; }),
                classes.end());
  const bool measure = memory_limit != 0;  // sizes cost a walk of each live object: only when capped
  Heap::SweepCount n = heap.sweep(measure ? &VM::object_bytes : nullptr);
  size_t bytes = n.live_bytes;
  heap_objects = n.live;
  heap_bytes = 0;
  // The heap may double (new blocks as large as the live ones) before the
  // next collection: the same pause as Lua's default.
  heap_threshold = std::max<size_t>(8u << 20, n.block_bytes);
  gc_requested = false;
  if (measure) {
    // Collect again before new allocations could pass the cap; over it, the
    // next safepoint raises MemoryError.
    live_bytes = bytes;
    size_t room = bytes < memory_limit ? memory_limit - bytes : 0;
    heap_threshold = std::min(heap_threshold, std::max<size_t>(room, 64u << 10));
    if (bytes > memory_limit) interrupt_requested.fetch_or(kInterruptMemory);
  }
  invalidate_type_cache();  // a freed type's address may be reused by a new one
  return n.freed;
}

}  // namespace tpy
