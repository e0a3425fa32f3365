// jit.cpp — the driver: tunables, starting and ending recordings, compiling
// finished traces into the back-edge's inline cache, running them, writing
// an exit's snapshot back into the interpreter's registers, --jit-stats.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <new>
#include "jit/func.h"
#include "jit/trace.h"
#include "vm/frame.h"
#include "vm/iter.h"

namespace tpy {

using namespace jit;

namespace {

const char* const kAbortText[] = {
#define JIT_ABORT(name, msg) msg,
#include "jit/abort.def"
#undef JIT_ABORT
};

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string where(const Trace& t) {
  const Position& p = t.code->positions[t.start_pc];
  return t.code->filename->text() + ":" + std::to_string(p.line) + " in " + t.code->name->text();
}

// The back-edge's cache entry of the loop being recorded.
InlineCache& loop_cache(Code* co, uint32_t jump_pc) { return co->icache[jump_pc]; }

// A failed recording. A side trace's exit gets another try later (up to
// tryside); a loop is blacklisted after maxabort failures.
void count_abort(JitState& J, Code* co, uint32_t jump_pc, Abort why, Trace* parent = nullptr, uint32_t snap = 0) {
  J.stats.aborts[(int)why]++;
  J.stats.aborts_total++;
  if (parent) {
    parent->exits[snap] = 0;
    if (parent->side_tries[snap] < 255) parent->side_tries[snap]++;
    return;
  }
  if (jump_pc == kGenJump) {   // a resume trace's: try again after hotloop more resumes
    co->jit_resumes = 0;
    if (++co->jit_gen_aborts >= J.params.maxabort) {
      co->jit_resumes = -1;
      J.stats.blacklisted++;
    }
    return;
  }
  if (jump_pc == kFuncJump) {   // a function's recording: try again after hotfunc more calls
    co->jit_calls = 0;
    if (++co->jit_aborts >= J.params.maxabort) {
      co->jit_calls = -1;
      J.stats.blacklisted++;
    }
    return;
  }
  InlineCache& c = loop_cache(co, jump_pc);
  c.index = 0;
  // An iteration that happened to be the loop's last, or an inner loop not
  // compiled yet, says little about the loop: try again later, with a far
  // larger allowance (c.epoch counts these; the Loop kinds have no epoch).
  bool mild = why == Abort::LOOP_EXIT || why == Abort::INNER_PENDING;
  if (mild ? (int64_t)++c.epoch >= 16 * J.params.maxabort
           : (int64_t)++c.version >= J.params.maxabort || why == Abort::MAXTRACE) {
    c.kind = IcKind::LoopBlacklisted;
    J.stats.blacklisted++;
  }
}

// May throw bad_alloc, but only before the trace is linked anywhere.
void finish_trace(JitState& J, std::unique_ptr<Trace> t, Trace* parent, uint32_t snap) {
  J.traces.reserve(J.traces.size() + 1);   // the last step cannot fail
  auto t0 = std::chrono::steady_clock::now();
  t->ir.dce();
  t->id = (int)J.traces.size() + 1;
  t->root = parent ? parent->root : t.get();   // the back end calls the root of a function trace
  std::string asm_text;
  Abort why;
  bool ok = assemble(J, *t, why, J.dump_asm ? &asm_text : nullptr);
  J.stats.compile_s += seconds_since(t0);
  if (J.dump_ir)
    fprintf(stderr, "---- TRACE %d IR (%s)\n%s", t->id, where(*t).c_str(), t->ir.dump().c_str());
  if (!ok) {
    count_abort(J, t->code, t->jump_pc, why, parent, snap);
    return;
  }
  if (J.dump_asm)
    fprintf(stderr, "---- TRACE %d x86-64 (%zu bytes)\n%s", t->id, t->code_size, asm_text.c_str());
  J.max_nspill = std::max(J.max_nspill, t->nspill);
  t->exits.assign(t->ir.snaps.size(), 0);
  t->side.assign(t->ir.snaps.size(), nullptr);
  t->side_tries.assign(t->ir.snaps.size(), 0);
  if (parent) {
    t->root = parent->root;
    parent->side[snap] = t.get();
    parent->side_entry_pc[snap] = t->side_pc;
    parent->side_fn[snap] = t->linked;   // its exit stub jumps there from now on
    t->root->nside++;
    J.stats.side_traces++;
  } else if (t->func) {
    t->root = t.get();
    t->code->jit_func = t.get();
  } else if (t->gen) {
    t->root = t.get();
    t->code->jit_gen = t.get();
    t->code->jit_gen_pc = t->start_pc;
  } else {
    t->root = t.get();
    InlineCache& c = loop_cache(t->code, t->jump_pc);
    c.kind = IcKind::Loop;
    c.obj = t.get();
  }
  J.stats.traces++;
  J.traces.push_back(std::move(t));
}

// Starts recording at pc of frame f: a loop (jump_pc its back-edge), a
// function (kFuncJump), or with a parent a side trace from its exit snap.
void start_recording(VM& vm, JitState& J, Frame* f, uint32_t pc, uint32_t jump_pc, Trace* parent = nullptr,
                     uint32_t snap = 0) {
  J.rec = recorder_new(J, f, pc, jump_pc, parent, snap);
  J.rec_code = parent ? parent->root->code : f->code;
  J.rec_jump_pc = jump_pc;
  J.rec_parent = parent;
  J.rec_snap = snap;
  J.rec_start = std::chrono::steady_clock::now();
  vm.jit_recording = true;
}

void stop_recording(VM& vm, JitState& J) {
  J.rec.reset();
  vm.jit_recording = false;
  J.stats.record_s += seconds_since(J.rec_start);
}

Value exit_value(VM& vm, const Trace& t, IRRef r, const ExitState* st);

// An exit taken hotexit times with no side trace yet (and fewer than
// tryside failed attempts) gets one, while its root has fewer than maxside.
bool wants_side_trace(const JitState& J, const Trace& t, uint32_t s) {
  return !t.side[s] && t.exits[s] >= (uint64_t)J.params.hotexit && t.side_tries[s] < J.params.tryside &&
         (int64_t)t.root->nside < J.params.maxside;
}

int64_t exit_bits(VM& vm, const Trace& t, IRRef r, const ExitState* st) {
  const IrIns& i = t.ir[r];
  if (t.ir.is_const(r)) return i.k;
  if (t.ir.remat[r] && i.op == IrOp::NEWRANGE)   // a range the trace never made
    return (int64_t)(intptr_t)jit_new_range(&vm, exit_bits(vm, t, i.a, st), exit_bits(vm, t, i.b, st),
                                            exit_bits(vm, t, (IRRef)i.k, st));
  if (t.ir.remat[r] && i.op == IrOp::NEWSUPER)   // a super object the trace never made
    return (int64_t)(intptr_t)jit_new_super(&vm, reinterpret_cast<Object*>(exit_bits(vm, t, i.a, st)),
                                            reinterpret_cast<Object*>(exit_bits(vm, t, i.b, st)));
  if (t.ir.remat[r]) {   // a CMP not computed by the trace
    Value a = exit_value(vm, t, i.a, st), b = exit_value(vm, t, i.b, st);
    bool fl = a.is_float();
    double x = fl ? a.f : 0, y = fl ? b.f : 0;
    int64_t p = fl ? 0 : a.i, q = fl ? 0 : b.i;
    switch ((Cond)i.k) {
      case Cond::LT: return fl ? x < y : p < q;
      case Cond::LE: return fl ? x <= y : p <= q;
      case Cond::EQ: return fl ? x == y : p == q;
      case Cond::NE: return fl ? x != y : p != q;
      case Cond::GT: return fl ? x > y : p > q;
      case Cond::GE: return fl ? x >= y : p >= q;
    }
  }
  const Loc& l = t.loc[r];
  switch (l.kind) {
    case Loc::Gpr: return (int64_t)st->gpr[l.reg];
    case Loc::Xmm: { int64_t b; std::memcpy(&b, &st->xmm[l.reg], 8); return b; }
    case Loc::Spill: return (int64_t)st->spill[l.spill];
    case Loc::None: break;
  }
  return 0;
}

Value exit_value(VM& vm, const Trace& t, IRRef r, const ExitState* st) {
  int64_t bits = exit_bits(vm, t, r, st);
  switch (t.ir.type(r)) {
    case IrType::Int: return Value::integer(bits);
    case IrType::Bool: return Value::boolean(bits != 0);
    case IrType::Float: { double d; std::memcpy(&d, &bits, 8); return Value::real(d); }
    case IrType::None: return Value::none();
    case IrType::Undef: return Value();
    default: return Value::object(reinterpret_cast<Object*>(bits));
  }
}

}  // namespace

namespace jit {
JitState::~JitState() { release_code(*this); }
}

bool jit_configure(VM& vm, const std::string& param, std::string& err) {
  if (vm.jit_mode == JitMode::Off) {
    jit_shutdown(vm);
    vm.jit_hotloop = 0;
    vm.jit_hotfunc = 0;
    return true;
  }
  if (!vm.jit) vm.jit = new JitState(vm);
  JitState& J = *vm.jit;
  if (param.empty()) {
    J.params.hotloop = vm.jit_mode == JitMode::Eager ? 1 : Params().hotloop;
  } else {
    size_t eq = param.find('=');
    std::string name = param.substr(0, eq);
    char* end = nullptr;
    long long v = eq == std::string::npos ? -1 : strtoll(param.c_str() + eq + 1, &end, 10);
    if (eq == std::string::npos || end == param.c_str() + eq + 1 || *end || v < 0) {
      err = "--jit-param expects NAME=VALUE with a non-negative integer value, got '" + param + "'";
      return false;
    }
    bool found = false;
#define JIT_PARAM(n, def, doc) if (name == #n) { J.params.n = v; found = true; }
#include "jit/params.def"
#undef JIT_PARAM
    if (!found) {
      err = "unknown JIT parameter '" + name + "' (known:";
#define JIT_PARAM(n, def, doc) err += " " #n;
#include "jit/params.def"
#undef JIT_PARAM
      err += ")";
      return false;
    }
  }
  vm.jit_hotloop = J.params.hotloop < 1 ? 1 : J.params.hotloop;
  if (param.empty()) J.params.hotfunc = vm.jit_mode == JitMode::Eager ? 1 : Params().hotfunc;
  vm.jit_hotfunc = (int32_t)J.params.hotfunc;
  return true;
}

void jit_set_dumps(VM& vm, bool dump_ir, bool dump_asm, bool stats) {
  if (!vm.jit) return;
  vm.jit->dump_ir = dump_ir;
  vm.jit->dump_asm = dump_asm;
  vm.jit->print_stats = stats;
}

void jit_shutdown(VM& vm) {
  if (!vm.jit) return;
  JitState& J = *vm.jit;
  if (J.print_stats) {
    const Stats& s = J.stats;
    size_t bytes = 0;
    for (auto& t : J.traces) bytes += t->code_size;
    fprintf(stderr, "JIT: %llu traces (%llu side traces, %zu bytes of code), %llu aborts, %llu loops blacklisted\n",
            (unsigned long long)s.traces, (unsigned long long)s.side_traces, bytes,
            (unsigned long long)s.aborts_total, (unsigned long long)s.blacklisted);
    fprintf(stderr, "JIT: %llu trace entries, %llu exits\n", (unsigned long long)s.entries,
            (unsigned long long)s.exits);
    fprintf(stderr, "JIT: recording %.3f ms, compiling %.3f ms (%.1f us per trace)\n", s.record_s * 1e3,
            s.compile_s * 1e3, s.traces ? s.compile_s * 1e6 / (double)s.traces : 0.0);
    for (int a = 0; a < (int)Abort::Count; a++)
      if (s.aborts[a]) fprintf(stderr, "JIT: abort: %s: %llu\n", kAbortText[a], (unsigned long long)s.aborts[a]);
    for (const std::string& f : s.functions) fprintf(stderr, "JIT: compiled %s\n", f.c_str());
    for (int op = 0; op < 256; op++)
      if (s.abort_ops[op])
        fprintf(stderr, "JIT: aborts at bytecode %s: %llu\n", kOpNames[op], (unsigned long long)s.abort_ops[op]);
    for (auto& t : J.traces) {
      uint64_t total = 0;
      size_t top = 0;
      for (size_t s = 0; s < t->exits.size(); s++) {
        total += t->exits[s];
        if (t->exits[s] > t->exits[top]) top = s;
      }
      fprintf(stderr, "JIT: trace %d (%s): %zu IR, %zu bytes, %llu exits", t->id, where(*t).c_str(),
              t->ir.ins.size(), t->code_size, (unsigned long long)total);
      if (total)
        fprintf(stderr, " (most at #%zu, pc %u: %llu)", top, t->ir.snaps[top].pc, (unsigned long long)t->exits[top]);
      fprintf(stderr, "\n");
    }
  }
  delete vm.jit;
  vm.jit = nullptr;
}

void jit_mark(VM& vm, Tracer& tr) {
  if (!vm.jit) return;
  // Traces embed the objects they read or guard on (Trace::keep; names
  // are the code object's). Compiled code is never freed before the VM, so
  // neither are they.
  for (auto& t : vm.jit->traces) {
    tr.mark(Value::object(t->code));
    if (t->globals) tr.mark(Value::object(t->globals));
    for (Object* o : t->keep) tr.mark(Value::object(o));
  }
}

bool jit_start_loop(VM& vm, Frame* f, uint32_t jump_pc) {
  JitState* J = vm.jit;
  if (!J || J->rec) return false;
  Code* co = f->code;
  if ((int64_t)J->traces.size() >= J->params.maxtrace) {
    count_abort(*J, co, jump_pc, Abort::MAXTRACE);
    return false;
  }
  start_recording(vm, *J, f, co->code[jump_pc].target(), jump_pc);
  return true;
}

bool jit_record(VM& vm, Frame* f, uint32_t pc) {
  JitState* J = vm.jit;
  if (!J || !J->rec) { vm.jit_recording = false; return false; }
  std::unique_ptr<Trace> done;
  Abort why = Abort::NYI_OP;
  // Out of memory while recording or compiling is an abort: the program
  // goes on in the interpreter (which raises MemoryError where it must).
  try {
    if (recorder_step(*J->rec, f, pc, done, why)) return true;
  } catch (const std::bad_alloc&) {
    done.reset();
    why = Abort::NO_MEMORY;
  }
  Code* co = J->rec_code;
  uint32_t jump_pc = J->rec_jump_pc;
  Trace* parent = J->rec_parent;
  uint32_t snap = J->rec_snap;
  stop_recording(vm, *J);
  try {
    if (done) finish_trace(*J, std::move(done), parent, snap);
    else count_abort(*J, co, jump_pc, why, parent, snap);
  } catch (const std::bad_alloc&) {
    count_abort(*J, co, jump_pc, Abort::NO_MEMORY, parent, snap);
  }
  return false;
}

void jit_abort_recording(VM& vm) {
  JitState* J = vm.jit;
  vm.jit_recording = false;
  if (!J || !J->rec) return;
  Code* co = J->rec_code;
  uint32_t jump_pc = J->rec_jump_pc;
  Trace* parent = J->rec_parent;
  uint32_t snap = J->rec_snap;
  stop_recording(vm, *J);
  count_abort(*J, co, jump_pc, Abort::EXCEPTION, parent, snap);
}

namespace jit {

// An ExitState with spill slots for any trace (the stubs of linked traces
// run on from one to the next): on the C++ stack, unless some trace spills
// more than maxspill's default allows.
class ExitBuffer {
 public:
  explicit ExitBuffer(const JitState& J) {
    size_t words = sizeof(ExitState) / 8 + J.max_nspill;
    if (words > sizeof small_ / 8) big_.resize(words);
  }
  ExitState* get() { return reinterpret_cast<ExitState*>(big_.empty() ? small_ : big_.data()); }

 private:
  uint64_t small_[sizeof(ExitState) / 8 + 256];
  std::vector<uint64_t> big_;
};

// An exit inside inlined calls: their frames are pushed on top of frame f
// (the loop's, the top frame) and filled from the snapshot; returns the
// innermost, which resumes at snap.pc.
static Frame* rebuild_frames(VM& vm, Frame* f, const Trace& t, const Snapshot& snap, const ExitState* st) {
  const IrBuf& ir = t.ir;
  std::vector<Frame*> frames{f};
  for (uint32_t k = 0; k < snap.nframes; k++) {
    const SnapFrame& sf = ir.snap_frames[snap.frames_first + k];
    Frame* caller = frames.back();
    caller->pc = sf.caller_pc;
    Frame* nf = push_inline_frame(vm, caller, static_cast<Function*>(const_cast<void*>(sf.fn)), sf.ret_reg, 0, sf.ctor,
                                  !sf.keep);
    frames.push_back(nf);
  }
  frames.back()->pc = snap.pc;
  for (uint32_t e = 0; e < snap.count; e++) {
    const SnapEntry& se = ir.snap_entries[snap.first + e];
    if (se.depth) frames[se.depth]->regs[se.slot] = exit_value(vm, t, se.ref, st);
  }
  return frames.back();
}

// Runs t on the registers of frame f (in sync with the interpreter),
// writes each exit's snapshot back and goes on with the side trace
// attached to that exit, or with the loop's trace when a side trace
// reached the back-edge; returns the bytecode index to resume the
// interpreter at, in `resume` (f, or the innermost frame an exit inside
// inlined calls rebuilt). A hot exit without a side trace sets
// J.side_parent: the caller records one. With nested (an outer trace
// called this one), an exit that rebuilt frames returns kDeepExit and
// leaves the frame and pc in J.deep_frame/deep_pc.
// `left`/`left_snap`: the trace already ran and left there (a CALLL's
// inner trace called from machine code): start with that exit.
static uint32_t run_trace(VM& vm, Frame* f, Value* regs, Trace* t, Frame*& resume, bool nested,
                          ExitState* left = nullptr, uint32_t left_snap = 0) {
  JitState& J = *vm.jit;
  ExitBuffer buf(J);
  for (;;) {
    ExitState* st = buf.get();
    uint32_t s;
    if (left) {
      st = left;
      s = left_snap;
      left = nullptr;
    } else {
      s = t->fn(regs, st);
    }
    t = static_cast<Trace*>(const_cast<void*>(st->trace));   // the one that left
    J.stats.entries++;
    J.stats.exits++;
    t->exits[s]++;
    const Snapshot& snap = t->ir.snaps[s];
    // Allocations on exit (sunk ranges) cannot collect: values in `st` are
    // not roots, and nothing here is a safepoint.
    if (!t->stub_wrote[s])
      for (uint32_t e = 0; e < snap.count; e++) {
        const SnapEntry& se = t->ir.snap_entries[snap.first + e];
        if (se.depth == 0) regs[se.slot] = exit_value(vm, *t, se.ref, st);
      }
    if (s == t->gen_end) return snap.pc;   // a resume trace reached its yield
    bool safe = !vm.gc_requested && !vm.interrupt_requested;
    if (snap.nframes) {
      Value* top = vm.stack_top;
      Frame* inner = rebuild_frames(vm, f, *t, snap, st);
      if (t->side[s] && !nested && safe) {
        // Its side trace starts inside these calls and keeps their frames
        // as IR values again: unlink them, their registers stay in memory.
        pop_frames_to(vm, f);
        vm.stack_top = top;
        t = t->side[s];
        continue;
      }
      if (!nested && wants_side_trace(J, *t, s)) {
        J.side_parent = t;
        J.side_snap = s;
      }
      if (nested) {
        J.deep_frame = inner;
        J.deep_pc = snap.pc;
        return kDeepExit;
      }
      resume = inner;
      return snap.pc;
    }
    uint32_t pc = snap.pc_ref ? (uint32_t)exit_bits(vm, *t, snap.pc_ref, st) : snap.pc;
    if (pc == kDeepExit) {   // an inner loop's trace left inside inlined calls
      resume = J.deep_frame;
      return J.deep_pc;
    }
    // After CALLL the pc is the inner loop's way out: its side trace is
    // for the one it was recorded at.
    if (t->side[s] && safe && (!snap.pc_ref || t->side[s]->side_pc == pc)) {
      t = t->side[s];
      continue;
    }
    if (pc == t->root->jump_pc && t != t->root && safe) {   // a side trace came round
      t = t->root;
      continue;
    }
    if (wants_side_trace(J, *t, s)) {
      J.side_parent = t;
      J.side_snap = s;
    }
    return pc;
  }
}

Object* jit_new_range(VM* vm, int64_t start, int64_t stop, int64_t step) {
  return vm->alloc<Range>(vm->t.range, start, stop, step);
}

Object* jit_new_range_iter(VM* vm, int64_t start, int64_t stop, int64_t step) {
  __int128 n = 0;
  if (step == 1) n = start < stop ? (__int128)stop - start : 0;   // no 128-bit division
  else if (step > 0 && start < stop) n = ((__int128)stop - start - 1) / step + 1;
  else if (step < 0 && start > stop) n = ((__int128)start - stop - 1) / -(__int128)step + 1;
  if (n > INT64_MAX) return nullptr;
  return vm->alloc<RangeIter>(vm->t.range_iterator, start, step, (int64_t)n);
}

Object* jit_new_list_iter(VM* vm, Object* list) {
  return vm->alloc<SeqIter>(vm->t.list_iterator, Value::object(list));
}

// Machine code cannot unwind a C++ exception, so its helpers catch
// bad_alloc. An append that cannot double the list's storage tries a
// twelfth more (as CPython grows lists); failing that, the item is left out
// and kInterruptNoMemory makes the trace's next POLL raise MemoryError.
// The growing path is apart: a Value the handler could read would live on
// the stack, written as two words and read back as one (no store
// forwarding: the bench's generators took 6% longer).
[[gnu::noinline]] static void list_append_growing(VM* vm, std::vector<Value>& items, uint64_t tag,
                                                   uint64_t payload) noexcept {
  Value v = Value::from_word((Tag)tag, payload);
  try {
    push_value(items, v);
  } catch (const std::bad_alloc&) {
    try {
      items.reserve(items.size() + items.size() / 12 + 8);
      items.push_back(v);
    } catch (const std::bad_alloc&) {
      vm->interrupt_requested.fetch_or(VM::kInterruptNoMemory);
    }
  }
}

void jit_list_append(VM* vm, Object* list, uint64_t tag, uint64_t payload) noexcept {
  std::vector<Value>& items = static_cast<List*>(list)->items;
  if (items.size() == items.capacity()) [[unlikely]]
    return list_append_growing(vm, items, tag, payload);
  Value v;
  v.header = tag;
  v.bits = payload;
  items.push_back(v);
}

// CALLN: the recorder saw this call run without Python code and with no
// effect a second run would repeat wrongly, so on any surprise the trace
// simply leaves before it and the interpreter makes the call again. The
// arguments were just stored by the trace: copied word by word.
bool jit_call_native(VM* vm, const NativeCall* c, Value* regs) noexcept {
  if (c->compiled) {   // ints, floats and bools: their payloads are the words
    uint64_t words[4], r;
    for (int k = 0; k < c->nargs; k++) words[k] = regs[c->regs[k]].bits;
    if (!call_compiled_words(*vm, c->compiled, words, c->nargs, r)) {
      vm->take_pending();
      return false;
    }
    if (c->dst != kNoResultReg) regs[c->dst] = Value::from_word(c->tag, r);
    return true;
  }
  union Args {   // not zeroed first: only the first nargs are read
    Args() {}
    Value v[4];
  } storage;
  Value* args = storage.v;
  for (int k = 0; k < c->nargs; k++) copy_value_words(args[k], regs[c->regs[k]]);
  CallArgs ca{args, c->nargs, nullptr, c->def};
  Value out = Value::none();
  bool ok = false;
  try {   // out of memory: the interpreter makes the call again and raises
    ok = c->def->fn(*vm, ca, out);
  } catch (const std::bad_alloc&) {
  }
  if (!ok) {
    vm->take_pending();
    return false;
  }
  if (out.header != (uint64_t)c->tag || (out.is_obj() && out.o->type != c->type)) return false;   // a NumPy twin differs too
  if (c->dst != kNoResultReg) regs[c->dst] = out;
  return true;
}

Object* jit_new_list(VM* vm) { return vm->new_list(std::vector<Value>()); }
Object* jit_new_tuple(VM* vm, const Value* items, int64_t n) { return vm->new_tuple(items, (size_t)n); }
Object* jit_new_list_of(VM* vm, const Value* items, int64_t n) {
  return vm->new_list(items, (size_t)n);
}

Object* jit_new_super(VM* vm, Object* cls, Object* self) {
  return vm->alloc<Super>(vm->t.super, static_cast<TypeObject*>(cls), Value::object(self), self->type);
}

// Off the allocation's path: only classes that define __del__ come here.
[[gnu::noinline, gnu::cold]] static void track_new_finalizable(VM* vm, Instance* o) {
  try {
    vm->track_finalizer(o);
  } catch (const std::bad_alloc&) {   // its __del__ will not run; the program goes on
    o->has_finalizer = false;
  }
}

Object* jit_new_instance(VM* vm, Object* cls) {
  auto* t = static_cast<TypeObject*>(cls);
  Instance* o = vm->alloc_instance<Instance>(t->slot_hint, t, t->root_shape);
  if (__builtin_expect(t->defines_del, 0)) track_new_finalizable(vm, o);
  return o;
}

void jit_note_exit(VM* vm, Trace* t, uint32_t snap, Value* regs) {
  t->exits[snap]++;
  vm->jit->func_exits.push_back(JitState::FuncExit{t, snap, regs});
}

uint32_t jit_inner_exit(VM* vm, Value* regs, ExitState* st, uint32_t snap) {
  Frame* resume = vm->frame;
  uint32_t pc = run_trace(*vm, vm->frame, regs, static_cast<Trace*>(const_cast<void*>(st->trace)), resume, true,
                          st, snap);
  vm->jit->side_parent = nullptr;   // as jit_call_loop
  return pc;
}

// GENNEXT: the generator runs in the VM (interpreted, or its own resume
// trace) while this trace waits, so no collection may run (the trace's
// machine registers hold objects) and a hot exit in there must not leave
// its side-trace request behind for this trace's exit.
bool jit_gen_next(VM* vm, Object* gen, Value* dst) {
  auto* g = static_cast<Generator*>(gen);
  JitState& J = *vm->jit;
  Trace* side_parent = J.side_parent;
  uint32_t side_snap = J.side_snap;
  vm->gc_hold++;
  Value out;
  bool done = false;
  bool ok = generator_resume(*vm, g, Value::none(), nullptr, out, done);
  vm->gc_hold--;
  J.side_parent = side_parent;
  J.side_snap = side_snap;
  if (ok && !done) {
    *dst = out;
    return true;
  }
  if (!ok) g->reraise = vm->take_pending();
  return false;
}

uint32_t jit_call_loop(VM* vm, Value* regs, Trace* inner) {
  Frame* resume = vm->frame;
  uint32_t pc = run_trace(*vm, vm->frame, regs, inner, resume, true);
  // A hot exit of the inner trace cannot start a side trace from here: the
  // request would reach jit_run with the outer trace's exit pc.
  vm->jit->side_parent = nullptr;
  return pc;
}

}  // namespace jit

bool jit_start_function(VM& vm, Frame* f) {
  JitState* J = vm.jit;
  Code* co = f->code;
  if (!J || J->rec) return false;
  for (const Instr& in : co->code)
    if (in.op == Op::JUMP_BACKWARD) {   // loops get loop traces instead
      co->jit_calls = -1;
      return false;
    }
  if ((int64_t)J->traces.size() >= J->params.maxtrace) {
    count_abort(*J, co, kFuncJump, Abort::MAXTRACE);
    return false;
  }
  start_recording(vm, *J, f, 0, kFuncJump);
  return true;
}

bool jit_run_function(VM& vm, Frame* f, Value& rv, Frame*& resume, uint32_t& pc, bool& record) {
  auto* t = static_cast<Trace*>(f->code->jit_func);
  record = false;
  resume = f;
  pc = 0;
  if (f->globals != t->globals) return false;   // same code, other module namespace: interpret
  JitState& J = *vm.jit;
  J.stats.entries++;
  // Self-calls allowed from here on (no other chain is running: native
  // code never calls back into the interpreter): activation k may call
  // while the interpreter's depth, its register stack (a callee frame
  // above) and funcdepth all have room.
  int64_t nregs = f->code->nregs;
  int64_t by_stack = nregs ? (vm.stack_limit - f->regs) / nregs - 1 : J.params.funcdepth;
  int64_t room = std::max<int64_t>(0, std::min<int64_t>({(int64_t)J.params.funcdepth,
                                                         (int64_t)vm.recursion_limit - vm.depth, by_stack}));
  // A chain may already be running below this one (a generator resumed
  // inside a trace called this function): its limit comes back after.
  const Value* outer_limit = J.chain.limit;
  J.chain.limit = f->regs + room * nregs;
  uint32_t s = reinterpret_cast<FuncTraceFn>(reinterpret_cast<void*>(t->fn))(f->regs);
  J.chain.limit = outer_limit;
  if (s == kFuncReturned) {
    rv = f->regs[0];
    return true;
  }
  // Left through an exit: one record per native activation, innermost
  // first. The outermost is f; each inner one was a call in progress in
  // the one outside it, whose snapshot names the function called.
  J.stats.exits++;
  std::vector<JitState::FuncExit> chain;
  chain.swap(J.func_exits);
  Frame* cur = f;
  for (size_t k = chain.size(); k-- > 0;) {
    const JitState::FuncExit& e = chain[k];
    if (k + 1 < chain.size()) {
      const JitState::FuncExit& outer = chain[k + 1];
      const Snapshot& os = outer.t->ir.snaps[outer.snap];
      cur->pc = os.pc;
      uint32_t ret = cur->code->code[os.pc].a;
      cur = push_call_frame(vm, cur, static_cast<Function*>(const_cast<void*>(os.call_fn)), e.regs, ret);
    }
    cur->pc = e.t->ir.snaps[e.snap].pc;
  }
  vm.stack_top = cur->regs + cur->code->nregs;
  resume = cur;
  pc = cur->pc;
  const JitState::FuncExit& in = chain.front();
  if (wants_side_trace(J, *in.t, in.snap) && !J.rec && !vm.jit_recording) {
    start_recording(vm, J, cur, pc, kFuncJump, in.t, in.snap);
    record = true;
  }
  return false;
}

bool jit_start_gen(VM& vm, Frame* f) {
  JitState* J = vm.jit;
  if (!J || J->rec) return false;
  if ((int64_t)J->traces.size() >= J->params.maxtrace) {
    count_abort(*J, f->code, kGenJump, Abort::MAXTRACE);
    return false;
  }
  start_recording(vm, *J, f, f->pc, kGenJump);
  return true;
}

// jit_run's work after the trace `t` ran on frame f (or, with `left`, after
// it left there already): the exit's snapshot written back, side traces
// run; a side-trace recording started when an exit asked for one.
static uint32_t run_and_record(VM& vm, Frame* f, Trace* t, Frame*& resume, bool& record, ExitState* left = nullptr,
                               uint32_t left_snap = 0) {
  JitState& J = *vm.jit;
  J.side_parent = nullptr;
  uint32_t pc = run_trace(vm, f, f->regs, t, resume, false, left, left_snap);
  record = false;
  if (J.side_parent && !J.rec && !vm.jit_recording) {
    // Record a side trace from this exit: the interpreter resumes at pc
    // (in the innermost frame an exit inside inlined calls rebuilt) with
    // every instruction going through jit_record.
    start_recording(vm, J, resume, pc, t->jump_pc, J.side_parent, J.side_snap);
    record = true;
  }
  return pc;
}

int jit_resume_gen(VM& vm, Frame* f, Value send, Value& out, Frame*& start) {
  auto* t = static_cast<Trace*>(f->code->jit_gen);
  JitState* J = vm.jit;
  if (!J || vm.jit_recording || f->pc != f->code->jit_gen_pc || f->globals != t->globals) return -1;
  const Instr* code = f->code->code.data();
  copy_value_words(f->regs[code[f->pc - 1].a], send);
  f->back = vm.frame;
  vm.frame = f;
  ExitBuffer buf(*J);
  ExitState* st = buf.get();
  uint32_t s = t->fn(f->regs, st);
  auto* left = static_cast<Trace*>(const_cast<void*>(st->trace));
  if (s == left->gen_end && left->stub_wrote[s]) {
    J->stats.entries++;
    uint32_t pc = left->ir.snaps[s].pc;
    copy_value_words(out, f->regs[code[pc].b]);
    f->pc = pc + 1;
    vm.frame = f->back;
    return 1;
  }
  // Any other exit: as jit_run, from the exit it took. A side-trace
  // recording it starts goes on in run_frame (vm.jit_recording is set).
  Frame* resume = f;
  bool record;
  uint32_t pc = run_and_record(vm, f, t, resume, record, st, s);
  resume->pc = pc;
  start = resume;
  return 0;
}

uint32_t jit_run(VM& vm, Frame* f, void* trace, bool& record, Frame*& resume) {
  auto* t = static_cast<Trace*>(trace);
  record = false;
  resume = f;
  if (f->globals != t->globals) return t->start_pc;   // same code, other module namespace
  return run_and_record(vm, f, t, resume, record);
}

}  // namespace tpy
