// interp.cpp — the bytecode interpreter: one loop with computed-goto
// dispatch over vm/opcodes.def, Python-to-Python calls without C++
// recursion (frames pushed on the register stack), the zero-cost exception
// unwinder (code->exc_table), generators, and safepoints (GC, Ctrl-C) at
// back-edges and calls. Protocol slow paths live in vm/ops.h.
#include <new>
#include <stdexcept>
#include <optional>
#include <cmath>
#include "jit/jit.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/iter.h"
#include "vm/match.h"
#include "vm/exception_group.h"
#include "vm/finalize.h"
#include "vm/ops.h"
#include "vm/run.h"

namespace tpy {

namespace {

Frame* new_frame(VM& vm) {
  if (!vm.frame_pool.empty()) {
    Frame* f = vm.frame_pool.back();
    vm.frame_pool.pop_back();
    return f;
  }
  return new Frame();
}

void free_frame(VM& vm, Frame* f) {
  f->code = nullptr;
  f->func = nullptr;
  f->globals = f->locals = nullptr;
  f->back = nullptr;
  f->gen = nullptr;
  f->entry = false;
  f->ctor = false;
  vm.frame_pool.push_back(f);
}

// Reserves and clears registers for a new frame on the register stack.
bool push_regs(VM& vm, int n, Value*& regs) {
  regs = vm.stack_top;
  if (regs + n > vm.stack_limit) return vm.raise(vm.exc.MemoryError, "register stack exhausted");
  std::memset(static_cast<void*>(regs), 0, sizeof(Value) * (size_t)n);
  vm.stack_top = regs + n;
  return true;
}

}  // namespace

// A frame for a Python-to-Python call on registers already set up: what the
// interpreter's inline call and the JIT's rebuilt frames share.
static Frame* link_call_frame(VM& vm, Frame* caller, Function* fn, Value* regs, uint32_t ret_reg, bool ctor) {
  Frame* nf = new_frame(vm);
  nf->code = fn->code;
  nf->func = fn;
  nf->globals = fn->globals;
  nf->locals = nullptr;
  nf->regs = regs;
  nf->back = caller;
  nf->ret_reg = ret_reg;
  nf->pc = 0;
  nf->entry = false;
  nf->ctor = ctor;
  vm.depth++;
  vm.frame = nf;
  return nf;
}

void pop_frames_to(VM& vm, Frame* f) {
  while (vm.frame != f) {
    Frame* x = vm.frame;
    vm.frame = x->back;
    vm.depth--;
    free_frame(vm, x);
  }
}

Frame* push_call_frame(VM& vm, Frame* caller, Function* fn, Value* regs, uint32_t ret_reg) {
  return link_call_frame(vm, caller, fn, regs, ret_reg, false);
}

Frame* push_inline_frame(VM& vm, Frame* caller, Function* fn, uint32_t ret_reg, uint32_t pc, bool ctor, bool clear) {
  Value* regs = vm.stack_top;
  if (clear) std::memset(static_cast<void*>(regs), 0, sizeof(Value) * (size_t)fn->code->nregs);
  vm.stack_top = regs + fn->code->nregs;
  Frame* nf = link_call_frame(vm, caller, fn, regs, ret_reg, ctor);
  nf->pc = pc;
  return nf;
}

namespace {

bool recursion_error(VM& vm) {
  return vm.raise(vm.exc.RecursionError, "maximum recursion depth exceeded");
}

bool unpack_sequence(VM& vm, Value src, Value* dst, int n) {
  std::optional<ValueArray> items;
  if (is_layout(src, Layout::Tuple) || is_layout(src, Layout::List)) items = seq_items(src);
  if (items) {
    if ((int)items->size() == n) {
      for (int i = 0; i < n; i++) dst[i] = (*items)[i];
      return true;
    }
    if ((int)items->size() > n) return vm.raisef(vm.exc.ValueError, "too many values to unpack (expected %d)", n);
    return vm.raisef(vm.exc.ValueError, "not enough values to unpack (expected %d, got %zu)", n, items->size());
  }
  Value it;
  if (!get_iter(vm, src, it)) {
    if (vm.pending_is(vm.exc.TypeError) && !src.is_undef()) {
      vm.pending = nullptr;
      return vm.raisef(vm.exc.TypeError, "cannot unpack non-iterable %s object", type_name(vm, src));
    }
    return false;
  }
  RootScope roots(vm);
  roots.add(it);
  std::vector<Value> got;
  for (int i = 0; i <= n; i++) {
    Value x;
    bool done;
    if (!iter_next(vm, it, x, done)) return false;
    if (done) {
      if (i < n) return vm.raisef(vm.exc.ValueError, "not enough values to unpack (expected %d, got %d)", n, i);
      break;
    }
    if (i == n) return vm.raisef(vm.exc.ValueError, "too many values to unpack (expected %d)", n);
    got.push_back(x);
    roots.add(x);
  }
  for (int i = 0; i < n; i++) dst[i] = got[i];
  return true;
}

bool unpack_ex(VM& vm, Value src, Value* dst, int before, int after) {
  std::vector<Value> items;
  if (!collect_iterable(vm, src, items)) {
    if (vm.pending_is(vm.exc.TypeError)) {
      vm.pending = nullptr;
      return vm.raisef(vm.exc.TypeError, "cannot unpack non-iterable %s object", type_name(vm, src));
    }
    return false;
  }
  int n = (int)items.size();
  if (n < before + after)
    return vm.raisef(vm.exc.ValueError, "not enough values to unpack (expected at least %d, got %d)", before + after, n);
  for (int i = 0; i < before; i++) dst[i] = items[i];
  dst[before] = Value::object(vm.new_list(std::vector<Value>(items.begin() + before, items.end() - after)));
  for (int i = 0; i < after; i++) dst[before + 1 + i] = items[n - after + i];
  return true;
}

bool do_format_value(VM& vm, Value v, int conv, Value spec, Value& out) {
  Str* s = nullptr;
  Value x = v;
  if (conv == 1) { if (!to_str(vm, v, s)) return false; x = Value::object(s); }
  else if (conv == 2) { if (!to_repr(vm, v, s)) return false; x = Value::object(s); }
  else if (conv == 3) { if (!to_ascii(vm, v, s)) return false; x = Value::object(s); }
  Str* r;
  if (!format_value(vm, x, is_str(spec) ? as<Str>(spec) : nullptr, r)) return false;
  out = Value::object(r);
  return true;
}

// The name of a cell register, for error messages.
Str* deref_name(Code* co, uint16_t c) { return c < co->names.size() ? co->names[c] : co->name; }

// How CPython names a callee in argument errors: "__main__.f()", "print()".
std::string callee_display(VM& vm, Value f) {
  if (is_layout(f, Layout::Method)) f = as<BoundMethod>(f)->func;
  if (is_layout(f, Layout::Function)) {
    Function* fn = as<Function>(f);
    std::string mod = is_str(fn->module) ? as<Str>(fn->module)->text() : "";
    return (mod.empty() || mod == "builtins" ? "" : mod + ".") + fn->qualname->text() + "()";
  }
  if (is_layout(f, Layout::Builtin)) return as<BuiltinFunction>(f)->name->text() + "()";
  if (is_layout(f, Layout::Type)) return as<TypeObject>(f)->qualname->text() + "()";
  return std::string(type_name(vm, f)) + " object";
}

bool raise_name_error(VM& vm, Frame* f, Str* name) {
  vm.raisef(vm.exc.NameError, "name '%s' is not defined", name->text().c_str());
  ExceptionObj* e = vm.pending;
  e->name_globals = f->globals;
  if (!set_attr_generic(vm, Value::object(e), vm.intern("name"), Value::object(name))) vm.pending = nullptr;
  vm.pending = e;
  return false;
}

bool load_name(VM& vm, Frame* f, Str* name, Value& out) {
  if (f->locals) {
    if (f->locals->type == vm.t.dict) {
      out = dict_get_str(f->locals, name);
      if (!out.is_undef()) return true;
    } else {
      bool found;
      if (!dict_get(vm, f->locals, Value::object(name), out, found)) return false;
      if (found) return true;
    }
  }
  out = dict_get_str(f->globals, name);
  if (!out.is_undef()) return true;
  out = dict_get_str(vm.builtins, name);
  if (!out.is_undef()) return true;
  return raise_name_error(vm, f, name);
}

}  // namespace

bool call_function(VM& vm, Function* fn, Value* args, int nargs, Tuple* kwnames, Value& out) {
  Code* co = fn->code;
  if (co->flags & kCodeGenerator) {
    Frame* f = new Frame();
    f->own_regs = std::make_unique<Value[]>(co->nregs > 0 ? co->nregs : 1);
    f->regs = f->own_regs.get();
    f->code = co;
    f->func = fn;
    f->globals = fn->globals;
    if (!bind_arguments(vm, fn, args, nargs, kwnames, f->regs)) { delete f; return false; }
    Generator* g = vm.alloc<Generator>(vm.t.generator, f, fn->name, fn->qualname);
    f->gen = g;
    out = Value::object(g);
    return true;
  }
  if (vm.depth >= vm.recursion_limit || vm.native_depth > vm.native_depth_limit) return recursion_error(vm);
  Value* regs;
  if (!push_regs(vm, co->nregs, regs)) return false;
  if (!bind_arguments(vm, fn, args, nargs, kwnames, regs)) { vm.stack_top = regs; return false; }
  Frame* f = new_frame(vm);
  f->code = co;
  f->func = fn;
  f->globals = fn->globals;
  f->locals = nullptr;
  f->regs = regs;
  f->pc = 0;
  f->entry = true;
  vm.depth++;
  bool ok = run_frame(vm, f, out);
  vm.depth--;
  vm.stack_top = regs;
  free_frame(vm, f);
  return ok;
}

bool run_code(VM& vm, Code* co, Dict* globals, Dict* locals, Value& out) {
  if (vm.depth >= vm.recursion_limit) return recursion_error(vm);
  Value* regs;
  if (!push_regs(vm, co->nregs, regs)) return false;
  Frame* f = new_frame(vm);
  f->code = co;
  f->func = nullptr;
  f->globals = globals;
  f->locals = locals ? locals : globals;
  f->regs = regs;
  f->pc = 0;
  f->entry = true;
  vm.depth++;
  bool ok = run_frame(vm, f, out);
  vm.depth--;
  vm.stack_top = regs;
  free_frame(vm, f);
  return ok;
}

bool generator_resume(VM& vm, Generator* g, Value send, ExceptionObj* exc, Value& out, bool& done) {
  done = false;
  if (g->running) return vm.raise(vm.exc.ValueError, "generator already executing");
  Frame* f = g->frame;
  if (!f) {
    if (ExceptionObj* e = g->reraise) {   // raised while a trace resumed it (jit_gen_next)
      g->reraise = nullptr;
      return vm.raise_pending_as(e);
    }
    if (exc) return vm.raise_pending_as(exc);
    done = true;
    out = Value::none();
    return true;
  }
  if (!f->started && !exc && !send.is_none() && !send.is_undef())
    return vm.raise(vm.exc.TypeError, "can't send non-None value to a just-started generator");
  if (!f->started && exc) {
    // Throwing into a generator that never ran: it finishes at once.
    g->frame = nullptr;
    delete f;
    return vm.raise_pending_as(exc);
  }
  if (vm.depth >= vm.recursion_limit || vm.native_depth > vm.native_depth_limit) return recursion_error(vm);
  if (!f->started && !track_for_close(vm, g)) return false;
  Value sent = send.is_undef() ? Value::none() : send;
  f->resume_value = sent;
  f->resume_exc = exc;
  f->entry = true;
  g->running = true;
  vm.depth++;
  vm.native_depth++;
  Value r;
  bool ok;
  Frame* start = nullptr;
  int jit = f->started && !exc && f->code->jit_gen ? jit_resume_gen(vm, f, sent, r, start) : -1;
  if (jit == 1) ok = f->yielded = true;
  else ok = run_frame(vm, f, r, start);
  vm.native_depth--;
  vm.depth--;
  g->running = false;
  f->back = nullptr;
  if (ok && f->yielded) {
    f->yielded = false;
    out = r;
    return true;
  }
  g->frame = nullptr;
  delete f;
  if (!ok) {
    if (vm.pending_is(vm.exc.StopIteration)) {
      ExceptionObj* cause = vm.take_pending();
      vm.raise(vm.exc.RuntimeError, "generator raised StopIteration");
      vm.pending->cause = Value::object(cause);
      vm.pending->context = Value::object(cause);
      vm.pending->suppress_context = true;
    }
    return false;
  }
  done = true;
  out = r;
  return true;
}

// The code's inline caches, one per instruction, made on its first run (and
// remade if the code grew, as REPL frames' code may).
static inline __attribute__((always_inline)) InlineCache* inline_caches(Code* co) {
  if (__builtin_expect(co->icache.size() != co->code.size(), 0)) co->icache.assign(co->code.size(), InlineCache());
  return co->icache.data();
}

// Instructions that only make new values or store them (where storing the
// same again is harmless), so running one again after a failed allocation
// repeats nothing the program could see.
static bool may_rerun_after_oom(Op op) {
  return op == Op::BINARY_OP || op == Op::BINARY_SUBSCR || op == Op::STORE_SUBSCR || op == Op::BUILD_SLICE ||
         op == Op::BUILD_TUPLE || op == Op::BUILD_LIST || op == Op::BUILD_SET || op == Op::BUILD_MAP ||
         op == Op::BUILD_STRING || op == Op::FORMAT_VALUE || op == Op::LIST_APPEND || op == Op::SET_ADD ||
         op == Op::MAP_ADD || op == Op::LIST_TO_TUPLE || op == Op::MAKE_FUNCTION || op == Op::STORE_GLOBAL ||
         op == Op::STORE_NAME || op == Op::UNARY_NEGATIVE || op == Op::UNARY_INVERT;
}

bool run_frame(VM& vm, Frame* f, Value& out, Frame* start) {
  static void* const kLabels[] = {
#define TPY_OP(name, doc) &&op_##name,
#include "vm/opcodes.def"
#undef TPY_OP
  };
  // While the JIT records a loop every instruction first goes to op_record
  // (the dispatch table is swapped, so nothing is tested otherwise).
  static void* const kRecord[] = {
#define TPY_OP(name, doc) &&op_record,
#include "vm/opcodes.def"
#undef TPY_OP
  };
  void* const* labels = vm.jit_recording ? kRecord : kLabels;
  Code* co;
  const Instr* code;
  InlineCache* IC;
  Value* R;
  uint32_t pc;
  Instr in;
  Value* cargs = nullptr;  // the call sequence's operands (op_CALL* → do_call)
  int cnargs = 0;
  Tuple* ckw = nullptr;
  uint32_t cdst = 0;
  Value callee;
  Value rv;   // op_RETURN_VALUE's result (also a function trace's)
  Frame* const entry_back = start ? f->back : vm.frame;
  if (!start) {
    f->back = entry_back;
    vm.frame = f;
  }
  vm.native_depth++;

#define LOAD_FRAME() (co = f->code, code = co->code.data(), IC = inline_caches(co), R = f->regs)
#define DISPATCH()                          \
  do {                                      \
    f->pc = pc;                             \
    in = code[pc];                          \
    goto* labels[(int)in.op];               \
  } while (0)
#define NEXT() do { pc++; DISPATCH(); } while (0)
#define CHECK(expr) do { if (!(expr)) goto error; } while (0)

  // C++ that an instruction calls may throw std::bad_alloc (a container
  // growing, a big object) or std::length_error (a size past a container's
  // max_size): the instruction raises MemoryError instead.
  // Frames change only between instructions, so vm.frame and its pc still
  // name the faulting one. (Native functions catch it themselves, vm/call.cpp.)
  // Memory the program dropped since the last collection may be what the
  // instruction needs (CPython frees it at once): an instruction that may
  // run again does so once after a collection that freed something.
  bool out_of_memory = false, rerun = false;
  const Frame* rerun_frame = nullptr;
  uint32_t rerun_pc = 0;
resume_after_bad_alloc:
  try {
  if (rerun) {
    rerun = false;
    f = vm.frame;
    LOAD_FRAME();
    pc = f->pc;
    DISPATCH();
  }
  if (out_of_memory) {
    out_of_memory = false;
    f = vm.frame;
    LOAD_FRAME();
    pc = f->pc;
    goto error;
  }
  if (start) {   // after a resume trace's exit (jit_resume_gen)
    f = start;
    LOAD_FRAME();
    pc = f->pc;
    DISPATCH();
  }
  LOAD_FRAME();
  pc = f->pc;
  if (f->gen) {
    bool resuming = f->started;
    f->started = true;
    if (resuming) {
      if (code[pc].op == Op::YIELD_FROM) {
        // Re-executes the delegation with the sent value / thrown exception.
        in = code[pc];
        goto op_YIELD_FROM_resume;
      }
      if (f->resume_exc) {
        vm.pending = f->resume_exc;
        f->resume_exc = nullptr;
        pc = pc - 1;
        f->pc = pc;
        goto error;
      }
      R[code[pc - 1].a] = f->resume_value;
      // Hot resumes get a resume trace (generator_resume runs it, with no
      // interpreter, once there is one).
      if (vm.jit_hotloop && !vm.jit_recording && !co->jit_gen && co->jit_resumes >= 0 &&
          ++co->jit_resumes >= vm.jit_hotloop) {
        co->jit_resumes = 0;
        if (jit_start_gen(vm, f)) labels = kRecord;
      }
    }
  }
  DISPATCH();

op_record:
  if (!jit_record(vm, f, pc)) labels = kLabels;
  goto* kLabels[(int)in.op];
op_NOP:
  NEXT();
op_LOAD_CONST:
  R[in.a] = co->consts[in.b];
  NEXT();
op_MOVE:
  R[in.a] = R[in.b];
  NEXT();
op_CHECK_LOCAL:
  if (R[in.a].is_undef()) {
    vm.raisef(vm.exc.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value",
              co->varnames[in.a]->text().c_str());
    goto error;
  }
  NEXT();
op_DELETE_FAST:
  if (R[in.a].is_undef()) {
    vm.raisef(vm.exc.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value",
              co->varnames[in.a]->text().c_str());
    goto error;
  }
  R[in.a] = Value();
  NEXT();
op_MAKE_CELL:
  R[in.a] = Value::object(vm.alloc<Cell>(vm.t.cell, R[in.a]));
  NEXT();
op_COPY_FREE_VARS:
  for (int i = 0; i < in.b; i++) R[in.a + i] = f->func->closure->items[i];
  NEXT();
op_LOAD_DEREF: {
  Cell* c = as<Cell>(R[in.b]);
  if (c->v.is_undef()) {
    Str* name = deref_name(co, in.c);
    bool is_free = false;
    for (auto* fn : co->freenames)
      if (fn == name) is_free = true;
    if (is_free)
      vm.raisef(vm.exc.NameError, "cannot access free variable '%s' where it is not associated with a value in enclosing scope",
                name->text().c_str());
    else
      vm.raisef(vm.exc.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value",
                name->text().c_str());
    goto error;
  }
  R[in.a] = c->v;
  NEXT();
}
op_STORE_DEREF:
  as<Cell>(R[in.a])->v = R[in.b];
  NEXT();
op_DELETE_DEREF: {
  Cell* c = as<Cell>(R[in.a]);
  if (c->v.is_undef()) {
    vm.raisef(vm.exc.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value",
              deref_name(co, in.c)->text().c_str());
    goto error;
  }
  c->v = Value();
  NEXT();
}
op_LOAD_GLOBAL: {
  Str* name = co->names[in.b];
  InlineCache& c = IC[pc];
  Dict* g = f->globals;
  if (c.kind == IcKind::Global && c.obj == g && (size_t)c.index < g->entries.size() &&
      entry_holds(g->entries[c.index], name)) {
    R[in.a] = g->entries[c.index].value;
    NEXT();
  }
  if (c.kind == IcKind::Builtin && c.obj == g && c.version == g->version && c.epoch == vm.type_epoch &&
      (size_t)c.index < vm.builtins->entries.size() && entry_holds(vm.builtins->entries[c.index], name)) {
    R[in.a] = vm.builtins->entries[c.index].value;
    NEXT();
  }
  Value v;
  CHECK(load_global_cached(vm, g, name, v, c));
  if (v.is_undef()) {
    raise_name_error(vm, f, name);
    goto error;
  }
  R[in.a] = v;
  NEXT();
}
op_STORE_GLOBAL:
  dict_set_str(vm, f->globals, co->names[in.b], R[in.a]);
  NEXT();
op_DELETE_GLOBAL:
  if (!dict_del_str(f->globals, co->names[in.b])) {
    raise_name_error(vm, f, co->names[in.b]);
    goto error;
  }
  NEXT();
op_LOAD_NAME:
  CHECK(load_name(vm, f, co->names[in.b], R[in.a]));
  NEXT();
op_STORE_NAME:
  if (f->locals->type == vm.t.dict) dict_set_str(vm, f->locals, co->names[in.b], R[in.a]);
  else CHECK(set_item(vm, Value::object(f->locals), Value::object(co->names[in.b]), R[in.a]));
  NEXT();
op_DELETE_NAME:
  if (!dict_del_str(f->locals, co->names[in.b])) {
    vm.raisef(vm.exc.NameError, "name '%s' is not defined", co->names[in.b]->text().c_str());
    goto error;
  }
  NEXT();
op_LOAD_CLASSDEREF: {
  Value v = f->locals ? dict_get_str(f->locals, co->names[in.c]) : Value();
  if (v.is_undef()) {
    Cell* c = as<Cell>(R[in.b]);
    if (c->v.is_undef()) {
      vm.raisef(vm.exc.NameError, "cannot access free variable '%s' where it is not associated with a value in enclosing scope",
                co->names[in.c]->text().c_str());
      goto error;
    }
    v = c->v;
  }
  R[in.a] = v;
  NEXT();
}
op_LOAD_BUILD_CLASS:
  R[in.a] = dict_get_str(vm.builtins, vm.intern("__build_class__"));
  NEXT();
op_LOAD_ASSERTION_ERROR:
  R[in.a] = Value::object(vm.exc.AssertionError);
  NEXT();

op_LOAD_ATTR: {
  Value o = R[in.b];
  InlineCache& c = IC[pc];
  if (o.is_obj()) {
    if ((c.kind == IcKind::Slot || c.kind == IcKind::ClassValue) && o.o->type == c.obj && c.epoch == vm.type_epoch) {
      auto* inst = static_cast<Instance*>(o.o);  // c.obj is an Instance-layout class
      if (inst->shape == c.shape && !inst->dict) {
        R[in.a] = c.kind == IcKind::Slot ? inst->slots[c.index] : c.value;
        NEXT();
      }
    } else if (c.kind == IcKind::ModuleEntry && o.o == c.obj && o.o->type->layout == Layout::Module) {
      Dict* d = static_cast<Module*>(o.o)->dict;
      if ((size_t)c.index < d->entries.size() && entry_holds(d->entries[c.index], co->names[in.c])) {
        R[in.a] = d->entries[c.index].value;
        NEXT();
      }
    }
  }
  CHECK(get_attr_cached(vm, o, co->names[in.c], R[in.a], c));
  NEXT();
}
op_STORE_ATTR: {
  Value o = R[in.a];
  InlineCache& c = IC[pc];
  if (o.is_obj() && o.o->type == c.obj && c.epoch == vm.type_epoch) {
    auto* inst = static_cast<Instance*>(o.o);
    if (inst->shape == c.shape && !inst->dict) {
      if (c.kind == IcKind::Slot) {
        inst->slots[c.index] = R[in.c];
        NEXT();
      }
      if (c.kind == IcKind::AddSlot) {
        inst->shape = static_cast<Shape*>(const_cast<void*>(c.shape2));
        inst->slots.push_back(R[in.c]);
        TypeObject* t = inst->type;
        if (inst->slots.size() > t->slot_hint) t->slot_hint = (uint32_t)inst->slots.size();
        NEXT();
      }
    }
  }
  CHECK(set_attr_cached(vm, o, co->names[in.b], R[in.c], c));
  NEXT();
}
op_DELETE_ATTR:
  CHECK(del_attr(vm, R[in.a], co->names[in.b]));
  NEXT();
op_LOAD_METHOD: {
  bool is_method;
  Value obj = R[in.b];
  InlineCache& c = IC[pc];
  if (c.kind == IcKind::Method && obj.is_obj() && obj.o->type == c.obj && c.epoch == vm.type_epoch &&
      (!c.shape || (static_cast<Instance*>(obj.o)->shape == c.shape && !static_cast<Instance*>(obj.o)->dict))) {
    R[in.a] = c.value;
    R[in.a + 1] = obj;
    NEXT();
  }
  CHECK(get_method_cached(vm, obj, co->names[in.c], R[in.a], is_method, c));
  R[in.a + 1] = !is_method ? Value() : is_layout(obj, Layout::Super) ? as<Super>(obj)->self : obj;
  NEXT();
}
op_BINARY_SUBSCR: {
  Value o = R[in.b], k = R[in.c];
  if (k.is_int() && is_layout(o, Layout::List) && o.o->type == vm.t.list) {
    List* l = as<List>(o);
    int64_t i = k.i < 0 ? k.i + (int64_t)l->items.size() : k.i;
    if (i >= 0 && i < (int64_t)l->items.size()) { R[in.a] = l->items[(size_t)i]; NEXT(); }
  }
  CHECK(get_item(vm, o, k, R[in.a]));
  NEXT();
}
op_STORE_SUBSCR: {
  Value o = R[in.a], k = R[in.b];
  if (k.is_int() && is_layout(o, Layout::List) && o.o->type == vm.t.list) {
    List* l = as<List>(o);
    int64_t i = k.i < 0 ? k.i + (int64_t)l->items.size() : k.i;
    if (i >= 0 && i < (int64_t)l->items.size()) { l->items[(size_t)i] = R[in.c]; NEXT(); }
  }
  CHECK(set_item(vm, o, k, R[in.c]));
  NEXT();
}
op_DELETE_SUBSCR:
  CHECK(del_item(vm, R[in.a], R[in.b]));
  NEXT();
op_BUILD_SLICE:
  R[in.a] = Value::object(vm.alloc<Slice>(vm.t.slice, R[in.b], R[in.b + 1], in.x == 3 ? R[in.b + 2] : Value::none()));
  NEXT();

op_BINARY_OP: {
  Value a = R[in.b], b = R[in.c];
  int op = in.x >= kInplaceOffset ? in.x - kInplaceOffset : in.x;
  if (a.is_plain_int() && b.is_plain_int()) {
    int64_t r;
    switch ((BinOpKind)op) {
      case BinOpKind::Add: if (!__builtin_add_overflow(a.i, b.i, &r)) { R[in.a] = Value::integer(r); NEXT(); } break;
      case BinOpKind::Sub: if (!__builtin_sub_overflow(a.i, b.i, &r)) { R[in.a] = Value::integer(r); NEXT(); } break;
      case BinOpKind::Mul: if (!__builtin_mul_overflow(a.i, b.i, &r)) { R[in.a] = Value::integer(r); NEXT(); } break;
      case BinOpKind::Mod:
        if (b.i > 0 && a.i >= 0) { R[in.a] = Value::integer(a.i % b.i); NEXT(); }
        break;
      case BinOpKind::FloorDiv:
        if (b.i > 0 && a.i >= 0) { R[in.a] = Value::integer(a.i / b.i); NEXT(); }
        break;
      case BinOpKind::TrueDiv:
        // Exact in doubles below 2**53, so one correctly rounded division.
        if (b.i != 0 && a.i > -(int64_t(1) << 53) && a.i < (int64_t(1) << 53) && b.i > -(int64_t(1) << 53) &&
            b.i < (int64_t(1) << 53)) {
          R[in.a] = Value::real(double(a.i) / double(b.i));
          NEXT();
        }
        break;
      case BinOpKind::BitAnd: R[in.a] = Value::integer(a.i & b.i); NEXT();
      case BinOpKind::BitOr: R[in.a] = Value::integer(a.i | b.i); NEXT();
      case BinOpKind::BitXor: R[in.a] = Value::integer(a.i ^ b.i); NEXT();
      case BinOpKind::RShift:
        if (b.i >= 0 && b.i < 64) { R[in.a] = Value::integer(a.i >> b.i); NEXT(); }
        break;
      default: break;
    }
  } else if (a.is_plain_float() && b.is_plain_float()) {
    switch ((BinOpKind)op) {
      case BinOpKind::Add: R[in.a] = Value::real(a.f + b.f); NEXT();
      case BinOpKind::Sub: R[in.a] = Value::real(a.f - b.f); NEXT();
      case BinOpKind::Mul: R[in.a] = Value::real(a.f * b.f); NEXT();
      case BinOpKind::TrueDiv: if (b.f != 0.0) { R[in.a] = Value::real(a.f / b.f); NEXT(); } break;
      default: break;
    }
  }
  CHECK(binary_op(vm, in.x, a, b, R[in.a]));
  NEXT();
}
op_UNARY_NEGATIVE:
  CHECK(unary_op(vm, UnaryOpKind::USub, R[in.b], R[in.a]));
  NEXT();
op_UNARY_POSITIVE:
  CHECK(unary_op(vm, UnaryOpKind::UAdd, R[in.b], R[in.a]));
  NEXT();
op_UNARY_INVERT:
  CHECK(unary_op(vm, UnaryOpKind::Invert, R[in.b], R[in.a]));
  NEXT();
op_UNARY_NOT: {
  bool t;
  CHECK(truthy(vm, R[in.b], t));
  R[in.a] = Value::boolean(!t);
  NEXT();
}
op_COMPARE_OP: {
  Value a = R[in.b], b = R[in.c];
  if (a.is_plain_int() && b.is_plain_int()) {
    bool r;
    switch ((CmpOpKind)in.x) {
      case CmpOpKind::Lt: r = a.i < b.i; break;
      case CmpOpKind::LtE: r = a.i <= b.i; break;
      case CmpOpKind::Eq: r = a.i == b.i; break;
      case CmpOpKind::NotEq: r = a.i != b.i; break;
      case CmpOpKind::Gt: r = a.i > b.i; break;
      default: r = a.i >= b.i; break;
    }
    R[in.a] = Value::boolean(r);
    NEXT();
  }
  CHECK(compare(vm, (CmpOpKind)in.x, a, b, R[in.a]));
  NEXT();
}
op_IS_OP: {
  Value a = R[in.b], b = R[in.c];
  bool same = a.header == b.header && (a.bits == b.bits || a.is_none());
  R[in.a] = Value::boolean(same != (bool)in.x);
  NEXT();
}
op_CONTAINS_OP: {
  bool r;
  CHECK(contains(vm, R[in.c], R[in.b], r));
  R[in.a] = Value::boolean(r != (bool)in.x);
  NEXT();
}
op_TO_BOOL: {
  bool t;
  CHECK(truthy(vm, R[in.b], t));
  R[in.a] = Value::boolean(t);
  NEXT();
}

op_JUMP:
  pc = in.target();
  DISPATCH();
op_JUMP_BACKWARD: {
  InlineCache& loop = IC[pc];
  uint32_t back_edge = pc;
  pc = in.target();
  if (vm.gc_requested || vm.interrupt_requested) {
    if (vm.interrupt_requested) {
      (void)vm.raise_interrupt();
      goto error;
    }
    vm.collect();
    if (!vm.finalizing.empty()) vm.run_finalizers();
  }
  if (loop.kind == IcKind::Loop) {
    bool record;
    Frame* resume;
    pc = jit_run(vm, f, const_cast<void*>(loop.obj), record, resume);
    if (record) labels = kRecord;
    if (resume != f) {   // the exit was inside inlined calls: their frames were rebuilt
      f = resume;
      LOAD_FRAME();
    }
  } else if (loop.kind == IcKind::Empty && vm.jit_hotloop && ++loop.index >= vm.jit_hotloop && !vm.jit_recording) {
    f->pc = pc;
    if (jit_start_loop(vm, f, back_edge)) labels = kRecord;
  }
  DISPATCH();
}
op_POP_JUMP_IF_FALSE: {
  Value v = R[in.a];
  bool t;
  if (v.is_bool()) t = v.b;
  else CHECK(truthy(vm, v, t));
  if (!t) { pc = in.target(); DISPATCH(); }
  NEXT();
}
op_POP_JUMP_IF_TRUE: {
  Value v = R[in.a];
  bool t;
  if (v.is_bool()) t = v.b;
  else CHECK(truthy(vm, v, t));
  if (t) { pc = in.target(); DISPATCH(); }
  NEXT();
}
op_POP_JUMP_IF_NONE:
  if (R[in.a].is_none()) { pc = in.target(); DISPATCH(); }
  NEXT();
op_POP_JUMP_IF_NOT_NONE:
  if (!R[in.a].is_none()) { pc = in.target(); DISPATCH(); }
  NEXT();
op_JUMP_IF_NOT_UNDEF:
  if (!R[in.a].is_undef()) { pc = in.target(); DISPATCH(); }
  NEXT();
op_GET_ITER:
  CHECK(get_iter(vm, R[in.b], R[in.a]));
  NEXT();
op_FOR_ITER: {
  Value it = R[in.a];
  if (it.is_obj() && it.o->type == vm.t.range_iterator) {
    RangeIter* ri = static_cast<RangeIter*>(it.o);
    if (ri->remaining > 0) {
      R[in.b] = Value::integer(ri->next);
      ri->next = range_step(ri->next, ri->step);
      ri->remaining--;
      NEXT();
    }
    pc = in.target();
    DISPATCH();
  }
  bool done;
  // Into a temporary: an iterator that ran out must leave the loop
  // variable as it was (a native __next__ may write its result slot first).
  Value nv;
  CHECK(iter_next(vm, it, nv, done));
  if (done) { pc = in.target(); DISPATCH(); }
  R[in.b] = nv;
  NEXT();
}
op_RETURN_VALUE:
  rv = R[in.a];
return_rv: {
  if (f->entry) {
    out = rv;
    vm.frame = entry_back;
    vm.native_depth--;
    return true;
  }
  Frame* caller = f->back;
  vm.stack_top = f->regs;
  vm.depth--;
  uint32_t dst = f->ret_reg;
  bool ctor = f->ctor;
  free_frame(vm, f);
  f = caller;
  vm.frame = f;
  LOAD_FRAME();
  if (!ctor) {
    R[dst] = rv;
  } else if (!rv.is_none()) {
    vm.raisef(vm.exc.TypeError, "__init__() should return None, not '%s'", type_name(vm, rv));
    goto error;
  }
  pc = f->pc + 1;
  DISPATCH();
}

  // ---- calls
  {
op_CALL:
    callee = R[in.a];
    cargs = &R[in.a + 1];
    cnargs = in.b;
    ckw = nullptr;
    cdst = in.a;
    goto do_call;
op_CALL_KW:
    callee = R[in.a];
    cargs = &R[in.a + 1];
    ckw = as<Tuple>(co->consts[in.c]);
    cnargs = in.b - (int)ckw->items.size();
    cdst = in.a;
    goto do_call;
op_CALL_METHOD:
    callee = R[in.a];
    ckw = nullptr;
    cdst = in.a;
    if (R[in.a + 1].is_undef()) { cargs = &R[in.a + 2]; cnargs = in.b; }
    else { cargs = &R[in.a + 1]; cnargs = in.b + 1; }
    goto do_call;
op_CALL_METHOD_KW:
    callee = R[in.a];
    ckw = as<Tuple>(co->consts[in.c]);
    cdst = in.a;
    if (R[in.a + 1].is_undef()) { cargs = &R[in.a + 2]; cnargs = in.b - (int)ckw->items.size(); }
    else { cargs = &R[in.a + 1]; cnargs = in.b + 1 - (int)ckw->items.size(); }
    goto do_call;
op_CALL_FUNCTION_EX: {
    // NEXT() is a computed goto, which GCC lets skip destructors: locals with
    // heap storage (vectors, RootScope) must die in an inner block before it.
    {
    callee = R[in.a];
    Value pos = R[in.a + 1];
    std::vector<Value> argv;
    if (is_layout(pos, Layout::Tuple)) argv = as<Tuple>(pos)->items;
    else if (is_layout(pos, Layout::List)) argv = as<List>(pos)->items;
    int np = (int)argv.size();
    Tuple* kw = nullptr;
    Value kwd = R[in.a + 2];
    if (is_layout(kwd, Layout::Dict) && as<Dict>(kwd)->used > 0) {
      std::vector<Value> names;
      for (auto& e : as<Dict>(kwd)->entries) {
        if (e.key.is_undef()) continue;
        if (!is_str(e.key)) {
          vm.raise(vm.exc.TypeError, "keywords must be strings");
          goto error;
        }
        names.push_back(e.key);
        argv.push_back(e.value);
      }
      kw = vm.new_tuple(std::move(names));
    }
    // Keep the argument vector alive: it is not in registers.
    RootScope roots(vm);
    for (auto& v : argv) roots.add(v);
    roots.add(kw);
    CHECK(call(vm, callee, argv.data(), np, kw, R[in.a]));
    }
    NEXT();
}
do_call:
    if (vm.gc_requested || vm.interrupt_requested) {
      if (vm.interrupt_requested) {
        (void)vm.raise_interrupt();
        goto error;
      }
      vm.collect();
      if (!vm.finalizing.empty()) vm.run_finalizers();
    }
    // The argument registers are dead once the callee has its copy: they
    // are cleared then, so what the caller dropped is not kept alive by a
    // stale register until a later statement reuses it (CPython pops its
    // stack). The call block is always fresh temporaries; a constructor's
    // self (cargs[0] then) is the callee's register and is kept.
    bool ctor = false;
    if (is_layout(callee, Layout::Type) && cargs == &R[cdst + 1]) {
      // A plain user class with a Python __init__: allocate here and run
      // __init__ as an inline call whose self is the callee's register.
      TypeObject* cls = as<TypeObject>(callee);
      if (cls->layout == Layout::Instance && cls->type == vm.t.type && !cls->builtin) {
        Value newfn = lookup_type_cached(vm, cls, vm.names.new_);
        Value init = lookup_type_cached(vm, cls, vm.names.init);
        if (is_layout(newfn, Layout::Builtin) && is_layout(init, Layout::Function) &&
            !(as<Function>(init)->code->flags & kCodeGenerator)) {
          R[cdst] = Value::object(vm.alloc_instance<Instance>(cls->slot_hint, cls, cls->root_shape));
          vm.track_finalizer(R[cdst].o);
          callee = init;
          cargs--;
          cnargs++;
          ctor = true;
        }
      }
    }
    if (is_layout(callee, Layout::Function) && !(as<Function>(callee)->code->flags & kCodeGenerator)) {
      // Python-to-Python call: a new frame in this loop, no C++ recursion.
      Function* fn = as<Function>(callee);
      Code* nco = fn->code;
      if (vm.depth >= vm.recursion_limit) {
        recursion_error(vm);
        goto error;
      }
      Value* nregs = vm.stack_top;
      if (!ckw && cnargs == nco->argcount && nco->kwonlycount == 0 && !(nco->flags & (kCodeVarargs | kCodeVarkw)) &&
          nregs + nco->nregs <= vm.stack_limit) {
        // Exactly the positional parameters: move them, clear the rest.
        for (int i = 0; i < cnargs; i++) {
          nregs[i] = cargs[i];
          cargs[i] = Value::undef();
        }
        if (ctor) R[cdst] = nregs[0];
        std::memset(static_cast<void*>(nregs + cnargs), 0, sizeof(Value) * size_t(nco->nregs - cnargs));
        vm.stack_top = nregs + nco->nregs;
      } else {
        CHECK(push_regs(vm, nco->nregs, nregs));
        if (!bind_arguments(vm, fn, cargs, cnargs, ckw, nregs)) {
          vm.stack_top = nregs;
          goto error;
        }
        std::fill(cargs + (ctor ? 1 : 0), cargs + cnargs + (ckw ? ckw->items.size() : 0), Value::undef());
      }
      f = link_call_frame(vm, f, fn, nregs, cdst, ctor);
      LOAD_FRAME();
      pc = 0;
      if (!ctor && !vm.jit_recording) {
        if (nco->jit_func) {
          bool record;
          Frame* resume;
          if (jit_run_function(vm, f, rv, resume, pc, record)) goto return_rv;
          if (record) labels = kRecord;
          f = resume;
          LOAD_FRAME();
        } else if (vm.jit_hotfunc && nco->jit_calls >= 0 && ++nco->jit_calls >= vm.jit_hotfunc) {
          nco->jit_calls = 0;
          if (jit_start_function(vm, f)) labels = kRecord;
        }
      }
      DISPATCH();
    }
    {
      Value result;
      bool ok = call(vm, callee, cargs, cnargs, ckw, result);
      LOAD_FRAME();  // a collection cannot move registers, but the code may change in REPL frames
      if (!ok) goto error;
      R[cdst] = result;
      std::fill(cargs, cargs + cnargs + (ckw ? ckw->items.size() : 0), Value::undef());
      if (vm.interrupt_requested) {
        // A signal that arrived during the call is raised at the call, as CPython does.
        (void)vm.raise_interrupt();
        goto error;
      }
    }
    NEXT();
  }
op_MAKE_FUNCTION: {
  Code* fc = as<Code>(co->consts[in.b]);
  Function* fn = vm.alloc<Function>(vm.t.function, fc, f->globals, fc->name, fc->qualname);
  if (in.x & 1) fn->defaults = as<Tuple>(R[in.c]);
  if (in.x & 2) fn->kwdefaults = as<Dict>(R[in.c + 1]);
  if (in.x & 4) fn->closure = as<Tuple>(R[in.c + 2]);
  if (in.x & 8) fn->annotations = as<Dict>(R[in.c + 3]);
  fn->doc = fc->doc.is_undef() ? Value::none() : fc->doc;
  Value modname = dict_get_str(f->globals, vm.names.name);
  fn->module = modname.is_undef() ? Value::none() : modname;
  R[in.a] = Value::object(fn);
  NEXT();
}

op_BUILD_TUPLE:
  R[in.a] = Value::object(vm.new_tuple(R + in.b, in.c));
  NEXT();
op_BUILD_LIST:
  R[in.a] = Value::object(vm.new_list(R + in.b, in.c));
  NEXT();
op_BUILD_SET: {
  Set* s = vm.new_set();
  Value sv = Value::object(s);
  {
    std::vector<Value> items(R + in.b, R + in.b + in.c);  // destroyed before NEXT() (see CALL_FUNCTION_EX)
    R[in.a] = sv;
    for (auto& v : items) CHECK(set_add(vm, s, v));
  }
  NEXT();
}
op_BUILD_MAP: {
  Dict* d = vm.new_dict();
  {
    std::vector<Value> items(R + in.b, R + in.b + 2 * in.c);  // destroyed before NEXT() (see CALL_FUNCTION_EX)
    R[in.a] = Value::object(d);
    for (int i = 0; i < in.c; i++) CHECK(dict_set(vm, d, items[2 * i], items[2 * i + 1]));
  }
  NEXT();
}
op_BUILD_STRING: {
  {
    std::string s;  // destroyed before NEXT() (see CALL_FUNCTION_EX)
    for (int i = 0; i < in.c; i++) s += as<Str>(R[in.b + i])->text();
    R[in.a] = vm.str_value(std::move(s));
  }
  NEXT();
}
op_LIST_APPEND:
  push_value(as<List>(R[in.a])->items, R[in.b]);
  NEXT();
op_LIST_EXTEND: {
  {  // destroyed before NEXT() (see CALL_FUNCTION_EX)
    std::vector<Value> items;
    if (!collect_iterable(vm, R[in.b], items)) {
      if (vm.pending_is(vm.exc.TypeError) && lookup_special(vm, R[in.b], vm.names.iter).is_undef() &&
          !is_layout(R[in.b], Layout::Generator)) {
        vm.pending = nullptr;
        if (in.x == 1)
          vm.raisef(vm.exc.TypeError, "%s argument after * must be an iterable, not %s",
                    callee_display(vm, R[in.c]).c_str(), type_name(vm, R[in.b]));
        else
          vm.raisef(vm.exc.TypeError, "Value after * must be an iterable, not %s", type_name(vm, R[in.b]));
      }
      goto error;
    }
    auto& dst = as<List>(R[in.a])->items;
    dst.insert(dst.end(), items.begin(), items.end());
  }
  NEXT();
}
op_LIST_TO_TUPLE:
  R[in.a] = Value::object(vm.new_tuple(as<List>(R[in.b])->items.data(), as<List>(R[in.b])->items.size()));
  NEXT();
op_SET_ADD:
  CHECK(set_add(vm, as<Set>(R[in.a]), R[in.b]));
  NEXT();
op_SET_UPDATE:
  CHECK(set_update(vm, as<Set>(R[in.a]), R[in.b]));
  NEXT();
op_MAP_ADD:
  CHECK(dict_set(vm, as<Dict>(R[in.a]), R[in.b], R[in.c]));
  NEXT();
op_DICT_UPDATE: {
  Value src = R[in.b];
  if (!is_layout(src, Layout::Dict) && lookup_special(vm, src, vm.names.keys).is_undef()) {
    vm.raisef(vm.exc.TypeError, "'%s' object is not a mapping", type_name(vm, src));
    goto error;
  }
  CHECK(dict_update(vm, as<Dict>(R[in.a]), src));
  NEXT();
}
op_DICT_MERGE: {
  Value src = R[in.b];
  Dict* dst = as<Dict>(R[in.a]);
  if (!is_layout(src, Layout::Dict)) {
    if (lookup_special(vm, src, vm.names.keys).is_undef()) {
      vm.raisef(vm.exc.TypeError, "%s argument after ** must be a mapping, not %s", callee_display(vm, R[in.c]).c_str(),
                type_name(vm, src));
      goto error;
    }
    Dict* tmp = vm.new_dict();
    R[in.b] = Value::object(tmp);
    CHECK(dict_update(vm, tmp, src));
    src = R[in.b];
  }
  for (auto& e : std::vector<DictEntry>(as<Dict>(src)->entries)) {
    if (e.key.is_undef()) continue;
    Value existing;
    bool found;
    CHECK(dict_get(vm, dst, e.key, existing, found));
    if (found) {
      Str* k;
      CHECK(to_str(vm, e.key, k));
      vm.raisef(vm.exc.TypeError, "%s got multiple values for keyword argument '%s'",
                callee_display(vm, R[in.c]).c_str(), k->text().c_str());
      goto error;
    }
    CHECK(dict_set(vm, dst, e.key, e.value));
  }
  NEXT();
}
op_UNPACK_SEQUENCE:
  CHECK(unpack_sequence(vm, R[in.a], R + in.b, in.c));
  NEXT();
op_UNPACK_EX:
  CHECK(unpack_ex(vm, R[in.a], R + in.b, in.x, in.c));
  NEXT();
op_FORMAT_VALUE:
  CHECK(do_format_value(vm, R[in.b], in.x & 3, (in.x & 4) ? R[in.c] : Value(), R[in.a]));
  NEXT();

op_PUSH_EXC_INFO:
  R[in.b] = vm.handled.is_undef() ? Value::none() : vm.handled;
  vm.handled = R[in.a];
  NEXT();
op_POP_EXCEPT:
  vm.handled = R[in.a].is_none() ? Value() : R[in.a];
  NEXT();
op_MATCH_SEQUENCE:
  R[in.a] = Value::boolean(match_is_sequence(vm, R[in.b]));
  NEXT();
op_MATCH_MAPPING:
  R[in.a] = Value::boolean(match_is_mapping(vm, R[in.b]));
  NEXT();
op_GET_LEN: {
  int64_t n;
  CHECK(length(vm, R[in.b], n));
  R[in.a] = Value::integer(n);
  NEXT();
}
op_MATCH_KEYS:
  CHECK(match_keys(vm, R[in.b], R[in.c], R[in.a]));
  NEXT();
op_COPY_DICT_WITHOUT_KEYS:
  CHECK(match_copy_without(vm, R[in.b], R[in.c], R[in.a]));
  NEXT();
op_MATCH_CLASS:
  CHECK(match_class(vm, R[in.b], R[in.c], R[in.c + 1], in.x, R[in.a]));
  NEXT();
op_CHECK_EXC_MATCH: {
  bool m;
  CHECK(exc_matches(vm, R[in.b], R[in.c], m));
  R[in.a] = Value::boolean(m);
  NEXT();
}
op_RAISE_VARARGS: {
  if (in.x == 0) {
    if (!vm.handled.is_obj()) {
      vm.raise(vm.exc.RuntimeError, "No active exception to reraise");
      goto error;
    }
    vm.pending = as<ExceptionObj>(vm.handled);
    goto reraise;
  }
  if (in.x == 2) {
    Value cause = R[in.b];
    Value cause_exc;
    if (cause.is_none()) cause_exc = Value::none();
    else if (is_layout(cause, Layout::Type) && is_subtype(as<TypeObject>(cause), vm.exc.BaseException)) {
      CHECK(call0(vm, cause, cause_exc));
    } else if (is_layout(cause, Layout::Exception)) {
      cause_exc = cause;
    } else {
      vm.raise(vm.exc.TypeError, "exception causes must derive from BaseException");
      goto error;
    }
    vm.raise_value(R[in.a]);
    if (vm.pending && is_instance(vm, Value::object(vm.pending), vm.exc.BaseException) &&
        (is_layout(R[in.a], Layout::Exception) || is_layout(R[in.a], Layout::Type))) {
      vm.pending->cause = cause_exc.is_none() ? Value() : cause_exc;
      vm.pending->suppress_context = true;
    }
    goto error;
  }
  vm.raise_value(R[in.a]);
  goto error;
}
op_RERAISE:
  vm.pending = as<ExceptionObj>(R[in.a]);
  goto reraise;
op_CHECK_EG_MATCH: {
  Value match, rest = R[in.b];
  CHECK(exception_group_match(vm, R[in.b], R[in.c], match, rest));
  R[in.a] = match;
  if (!match.is_none()) {
    R[in.b] = rest;
    vm.handled = match;
  }
  NEXT();
}
op_PREP_RERAISE_STAR:
  CHECK(exception_group_prep_reraise(vm, R[in.b], as<List>(R[in.c]), R[in.a]));
  NEXT();
op_BEFORE_WITH: {
  Value mgr = R[in.c];
  Value enter = lookup_special(vm, mgr, vm.names.enter);
  Value exitf = lookup_special(vm, mgr, vm.names.exit);
  if (enter.is_undef()) {
    vm.raisef(vm.exc.TypeError, "'%s' object does not support the context manager protocol", type_name(vm, mgr));
    goto error;
  }
  if (exitf.is_undef()) {
    vm.raisef(vm.exc.TypeError, "'%s' object does not support the context manager protocol (missed __exit__ method)",
              type_name(vm, mgr));
    goto error;
  }
  Value bound_exit;
  CHECK(get_attr(vm, mgr, vm.names.exit, bound_exit));
  R[in.a] = bound_exit;
  bool found;
  CHECK(call_method(vm, mgr, vm.names.enter, nullptr, 0, R[in.b], found));
  NEXT();
}
op_WITH_EXIT: {
  Value args[3] = {Value::none(), Value::none(), Value::none()}, r;
  CHECK(call(vm, R[in.a], args, 3, nullptr, r));
  NEXT();
}
op_WITH_EXCEPT_START: {
  Value e = R[in.c];
  Value args[3] = {Value::object(type_of(vm, e)), e, Value::none()};
  CHECK(call(vm, R[in.b], args, 3, nullptr, R[in.a]));
  NEXT();
}

op_YIELD_VALUE:
  out = R[in.b];
  f->pc = pc + 1;
  f->yielded = true;
  vm.frame = entry_back;
  vm.native_depth--;
  return true;
op_GET_YIELD_FROM_ITER:
  if (is_layout(R[in.b], Layout::Generator)) R[in.a] = R[in.b];
  else CHECK(get_iter(vm, R[in.b], R[in.a]));
  NEXT();
op_YIELD_FROM: {
  f->resume_value = Value::none();
  f->resume_exc = nullptr;
op_YIELD_FROM_resume:
  Value sub = R[in.b];
  Value send = f->resume_value;
  ExceptionObj* thrown = f->resume_exc;
  f->resume_exc = nullptr;
  Value r;
  bool done = false;
  if (is_layout(sub, Layout::Generator)) {
    CHECK(generator_resume(vm, as<Generator>(sub), send, thrown, r, done));
  } else if (thrown) {
    vm.pending = thrown;
    goto error;
  } else if (send.is_none() || send.is_undef()) {
    CHECK(iter_next(vm, sub, r, done));
    if (done) r = Value::none();
  } else {
    Value sendfn;
    CHECK(get_attr(vm, sub, vm.names.send, sendfn));
    if (!call1(vm, sendfn, send, r)) {
      if (!vm.pending_is(vm.exc.StopIteration)) goto error;
      ExceptionObj* si = vm.take_pending();
      r = si->args && !si->args->items.empty() ? si->args->items[0] : Value::none();
      done = true;
    }
  }
  if (done) {
    R[in.a] = r;
    NEXT();
  }
  out = r;
  f->pc = pc;  // resume re-executes this instruction
  f->yielded = true;
  vm.frame = entry_back;
  vm.native_depth--;
  return true;
}

op_IMPORT_NAME:
  CHECK(import_module(vm, co->names[in.b], co->consts[in.c], in.x, R[in.a]));
  NEXT();
op_IMPORT_FROM: {
  Value mod = R[in.b];
  Str* name = co->names[in.c];
  bool found;
  CHECK(get_attr_opt(vm, mod, name, R[in.a], found));
  if (!found) {
    // A submodule not yet imported: import pkg.name.
    if (is_layout(mod, Layout::Module)) {
      Str* full = vm.new_str(as<Module>(mod)->name->text() + "." + name->text());  // no C++ string alive at NEXT()
      Value sub;
      Value fl = Value::object(vm.new_tuple({Value::object(vm.intern("*"))}));
      if (import_module(vm, vm.intern(full->text()), fl, 0, sub)) { R[in.a] = sub; NEXT(); }
      if (!vm.pending_is(vm.exc.ImportError)) goto error;
      // Only "pkg.name does not exist" becomes "cannot import name": an
      // error raised while running the submodule is the user's to see.
      if (!vm.pending_is(vm.exc.ModuleNotFoundError)) goto error;
      {
        Value missing;
        bool has;
        if (!get_attr_opt(vm, Value::object(vm.pending), vm.intern("name"), missing, has)) goto error;
        if (!has || !is_str(missing) || as<Str>(missing)->text() != full->text()) goto error;
      }
      vm.pending = nullptr;
      Value file = dict_get_str(as<Module>(mod)->dict, vm.names.file);
      std::string where = is_str(file) ? " (" + as<Str>(file)->text() + ")" : " (unknown location)";
      vm.raisef(vm.exc.ImportError, "cannot import name '%s' from '%s'%s", name->text().c_str(),
                as<Module>(mod)->name->text().c_str(), where.c_str());
      goto error;
    }
    vm.raisef(vm.exc.ImportError, "cannot import name '%s'", name->text().c_str());
    goto error;
  }
  NEXT();
}
op_IMPORT_STAR: {
  Value mod = R[in.a];
  if (!is_layout(mod, Layout::Module)) NEXT();
  Dict* src = as<Module>(mod)->dict;
  Dict* dst = f->locals ? f->locals : f->globals;
  // __all__ and its names are attribute lookups (CPython's getattr), so a
  // module's __getattr__ (PEP 562) can supply names it loads lazily.
  Value all;
  bool has_all;
  CHECK(get_attr_opt(vm, mod, vm.names.all, all, has_all));
  if (has_all) {
    std::vector<Value> names;
    CHECK(collect_iterable(vm, all, names));
    for (auto& n : names) {
      if (!is_str(n)) continue;
      Value v = dict_get_str(src, as<Str>(n));
      if (v.is_undef()) {
        bool found;
        CHECK(get_attr_opt(vm, mod, as<Str>(n), v, found));
        if (!found) {
          vm.raisef(vm.exc.AttributeError, "module '%s' has no attribute '%s'", as<Module>(mod)->name->text().c_str(),
                    as<Str>(n)->text().c_str());
          goto error;
        }
      }
      dict_set_str(vm, dst, vm.intern(as<Str>(n)->text()), v);
    }
  } else {
    std::vector<DictEntry> entries;
    for (auto& e : src->entries)
      if (!e.key.is_undef() && is_str(e.key) && as<Str>(e.key)->text()[0] != '_') entries.push_back(e);
    for (auto& e : entries) dict_set_str(vm, dst, as<Str>(e.key), e.value);
  }
  NEXT();
}
op_ANNOTATE: {
  Dict* ns = f->locals ? f->locals : f->globals;
  Str* key = vm.intern("__annotations__");
  Value d = dict_get_str(ns, key);
  if (!is_layout(d, Layout::Dict)) {
    d = Value::object(vm.new_dict());
    dict_set_str(vm, ns, key, d);
  }
  dict_set_str(vm, as<Dict>(d), co->names[in.b], R[in.a]);
  NEXT();
}
op_PRINT_EXPR: {
  Value v = R[in.a];
  if (!v.is_none()) {
    Str* r;
    CHECK(to_repr(vm, v, r));
    fwrite(r->text().data(), 1, r->text().size(), stdout);
    fputc('\n', stdout);
    vm.set_builtin("_", v);
  }
  NEXT();
}

  // ---- the error path: find a handler in this frame or unwind to the caller.
error: {
  ExceptionObj* e = vm.pending;
  if (!e) {
    vm.raise(vm.exc.SystemError, "error return without exception set");
    e = vm.pending;
  }
  if (!vm.handled.is_undef() && vm.handled.is_obj() && vm.handled.o != e && e->context.is_undef()) {
    // Implicit chaining; avoid cycles through the context chain.
    Value c = vm.handled;
    bool cycle = false;
    for (Value x = c; x.is_obj(); x = as<ExceptionObj>(x)->context)
      if (x.o == e) { cycle = true; break; }
    if (!cycle) e->context = c;
  }
  goto add_tb;
}
propagate:
add_tb:
  vm.pending->traceback.push_back({co, f->pc});
reraise: {
  if (vm.jit_recording) {
    jit_abort_recording(vm);
    labels = kLabels;
  }
  uint32_t fault = f->pc;
  for (const ExcEntry& row : co->exc_table) {
    if (fault >= row.start && fault < row.end) {
      R[row.exc_reg] = Value::object(vm.pending);
      vm.pending = nullptr;
      pc = row.handler;
      DISPATCH();
    }
  }
  if (f->entry) {
    vm.frame = entry_back;
    vm.native_depth--;
    return false;
  }
  Frame* caller = f->back;
  vm.stack_top = f->regs;
  vm.depth--;
  free_frame(vm, f);
  f = caller;
  vm.frame = f;
  LOAD_FRAME();
  pc = f->pc;
  goto propagate;
}
  } catch (const std::bad_alloc&) {
    out_of_memory = true;
  } catch (const std::length_error&) {   // a size past what std::vector/std::string can hold
    out_of_memory = true;
  }
  // The handler reads the frame through vm.frame (always the running one),
  // not the loop's locals f and in: a local the handler reads must be kept
  // in memory at every call that may throw (measured: generators 10% slower).
  if (!vm.jit_recording && may_rerun_after_oom(vm.frame->code->code[vm.frame->pc].op) &&
      (rerun_frame != vm.frame || rerun_pc != vm.frame->pc)) {
    rerun_frame = vm.frame;
    rerun_pc = vm.frame->pc;
    if (vm.collect() > 0) {
      out_of_memory = false;
      rerun = true;
      goto resume_after_bad_alloc;
    }
  }
  vm.raise_no_memory();
  goto resume_after_bad_alloc;
#undef LOAD_FRAME
#undef DISPATCH
#undef NEXT
#undef CHECK
}

}  // namespace tpy
