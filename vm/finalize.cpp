// finalize.cpp — running __del__ and closing suspended generators:
// VM::run_finalizers (the objects a collection found unreachable,
// vm/gc.cpp) and VM::finalize_at_exit (what is still alive when the
// program ends). An exception from __del__ or close() is reported as
// CPython's "Exception ignored in: ..." on sys.stderr and never stops the
// program. Which objects are tracked is decided at creation
// (VM::track_finalizer) or a generator's first start (generator_resume);
// the collector's side is in gc.cpp.
#include <cstdio>
#include "jit/jit.h"
#include "vm/dict.h"
#include "vm/finalize.h"
#include "vm/frame.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy {

namespace {

// CPython's report of an exception nobody can catch: the object it came
// from (the __del__ function, or the generator being closed), then the traceback, written through
// sys.stderr (so a program that replaced it sees the report), else to the
// C stream.
void report_unraisable(VM& vm, Value where, ExceptionObj* e) {
  RootScope roots(vm);
  roots.add(e);
  std::string text = "Exception ignored in: ";
  Str* r = nullptr;
  if (to_repr(vm, where, r)) text += r->text();
  else {
    vm.take_pending();
    text += "<object repr() failed>";
  }
  text += "\n";
  // The report is the exception's own traceback and message: CPython's
  // hook prints no cause or context (a finally block run by close() has
  // GeneratorExit for its context).
  Value cause = e->cause, context = e->context;
  bool suppress = e->suppress_context;
  e->cause = Value();
  e->suppress_context = true;
  text += format_exception(vm, e);
  e->cause = cause;
  e->context = context;
  e->suppress_context = suppress;
  fflush(stdout);
  Value err = dict_get_str(vm.sys->dict, vm.intern("stderr"));
  Value write, ignored;
  if (err.is_obj() && get_attr(vm, err, vm.intern("write"), write)) {
    Value arg = vm.str_value(text);
    if (call(vm, write, &arg, 1, nullptr, ignored)) return;
  }
  vm.take_pending();
  fwrite(text.data(), 1, text.size(), stderr);
  fflush(stderr);
}

bool is_container(Value v) {
  if (!v.is_obj()) return false;
  switch (v.o->type->layout) {
    case Layout::List: case Layout::Tuple: case Layout::Dict: case Layout::Set: case Layout::FrozenSet: return true;
    default: return false;
  }
}

// The order in which CPython's exit finalizes what __main__'s globals hold:
// the objects a global reaches (not through a list, tuple, dict or set) in
// the globals' order, then those inside such containers, then everything
// else oldest first. Reaching stops at __main__'s namespace, so a class's
// methods (whose globals it is) do not make one global reach them all.
std::vector<Object*> order_for_exit(VM& vm, std::vector<Object*> objs) {
  std::vector<Object*> ordered;
  ordered.reserve(objs.size());
  Value main = dict_get_str(vm.modules, vm.intern("__main__"));
  if (is_layout(main, Layout::Module)) {
    Dict* g = as<Module>(main)->dict;
    Object* stops[] = {main.o, g, vm.modules, vm.builtins, vm.builtins_module, vm.sys};
    for (Object* o : stops) if (o) o->gc_marked = true;
    bool ok = true;
    for (int pass = 0; pass < 2 && ok; pass++) {
      for (size_t i = 0; i < g->entries.size() && ok; i++) {
        Value v = g->entries[i].value;
        if (g->entries[i].key.is_undef() || !v.is_obj() || v.o->gc_marked || is_container(v) != (pass == 1)) continue;
        ok = mark_from(vm, v.o);
        if (!ok) break;
        for (Object*& o : objs)
          if (o && o->gc_marked) {
            ordered.push_back(o);
            o = nullptr;
          }
      }
    }
    vm.heap.clear_marks();
  }
  for (Object* o : objs)
    if (o) ordered.push_back(o);
  return ordered;
}

}  // namespace

bool track_for_close(VM& vm, Generator* g) {
  if (g->has_finalizer || g->frame->code->exc_table.empty()) return true;
  try {
    vm.finalizable.push_back(g);
  } catch (const std::bad_alloc&) {
    vm.raise_no_memory();
    return false;
  }
  g->has_finalizer = true;
  return true;
}

bool generator_needs_close(const Generator* g) {
  const Frame* f = g->frame;
  if (!f || !f->started) return false;
  const Code* co = f->code;
  // Suspended: f->pc is the instruction after the yield, or a YIELD_FROM
  // itself (run again on resume); close() raises at the yield.
  if (f->pc < co->code.size() && co->code[f->pc].op == Op::YIELD_FROM) return true;
  uint32_t at = f->pc - 1;
  for (const ExcEntry& row : co->exc_table)
    if (at >= row.start && at < row.end) return true;
  return false;
}

void VM::run_finalizers() {
  if (in_finalizers || finalizing.empty()) return;
  in_finalizers = true;
  // A loop being recorded would take __del__'s instructions for its own.
  if (jit_recording) jit_abort_recording(*this);
  ExceptionObj* saved = take_pending();
  Value saved_handled = handled;
  RootScope roots(*this);
  roots.add(saved);
  roots.add(saved_handled);
  Str* del_name = intern("__del__");
  // A __del__ may allocate, and a collection then appends to the list.
  for (size_t i = 0; i < finalizing.size(); i++) {
    Object* o = finalizing[i];
    if (!o->has_finalizer) continue;
    o->has_finalizer = false;
    // A generator's finalizer is its close(); the report names the
    // generator, as CPython's does.
    bool gen = o->type == t.generator;
    if (gen && !generator_needs_close(static_cast<Generator*>(o))) continue;
    Value fn = lookup_type(o->type, gen ? intern("close") : del_name);
    if (fn.is_undef()) continue;   // deleted from the class since
    Value self = Value::object(o), ignored;
    handled = Value();
    if (!call(*this, fn, &self, 1, nullptr, ignored)) {
      ExceptionObj* e = take_pending();
      report_unraisable(*this, gen ? self : fn, e);
    }
  }
  finalizing.clear();
  handled = saved_handled;
  pending = saved;
  in_finalizers = false;
}

void VM::finalize_at_exit() {
  if (finalizable.empty() && finalizing.empty()) return;
  run_finalizers();
  collect();         // what was already garbage goes first, as it would have in CPython
  run_finalizers();
  // Everything left, including objects made by the __del__s run here (a
  // bounded number of rounds: a __del__ that always makes another ends).
  for (int round = 0; round < 8 && !finalizable.empty(); round++) {
    std::vector<Object*> left;
    left.swap(finalizable);
    std::vector<Object*> ordered = order_for_exit(*this, std::move(left));
    finalizing.insert(finalizing.end(), ordered.begin(), ordered.end());
    run_finalizers();
  }
}

}  // namespace tpy
