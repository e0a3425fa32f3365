// gc.cpp — precise, non-moving mark-sweep collection. Runs only at
// safepoints (VM::maybe_collect from the interpreter's back-edges and calls,
// gc.collect()). Roots: the VM's fixed objects, modules, the live part of the
// register stack, the frame chain, RootScopes and host handles.
#include <algorithm>
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
  for (Value* p = vm.stack_base; p < vm.stack_top; p++) tr.mark(*p);
  for (Frame* f = vm.frame; f; f = f->back) {
    tr.mark(f->code); tr.mark(f->func); tr.mark(f->globals); tr.mark(f->locals); tr.mark(f->gen);
    tr.mark(f->resume_value); tr.mark(f->resume_exc);
  }
}

size_t VM::collect() {
  Tracer tr;
  mark_roots(*this, tr);
  while (!tr.grey.empty()) {
    Object* o = tr.grey.back();
    tr.grey.pop_back();
    o->trace(tr);
  }
  Heap::SweepCount n = heap.sweep();
  heap_objects = n.live;
  heap_bytes = 0;
  heap_threshold = std::max<size_t>(8u << 20, n.live * 200);
  gc_requested = false;
  invalidate_type_cache();  // a freed type's address may be reused by a new one
  return n.freed;
}

}  // namespace tpy
