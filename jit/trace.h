// trace.h — what the JIT keeps per VM (JitState) and per compiled loop
// (Trace), shared by the recorder (jit/record.cpp), the back end
// (jit/asm_x64.cpp) and the driver (jit/jit.cpp). Nothing outside jit/
// includes it; the interpreter sees only jit/jit.h.
#pragma once
#include <chrono>
#include <memory>
#include <string>
#include <vector>
#include "jit/ir.h"
#include "jit/jit.h"
#include "vm/value.h"

namespace tpy {
struct Code;
struct Dict;
struct Object;
struct Value;
struct Frame;
struct VM;
struct NativeDef;
struct TypeObject;
}

namespace tpy::jit {

// The Value tag a value of IR type t has in the interpreter's registers.
inline Tag tag_of(IrType t) {
  switch (t) {
    case IrType::Int: return Tag::Int;
    case IrType::Float: return Tag::Float;
    case IrType::Bool: return Tag::Bool;
    case IrType::None: return Tag::None;
    case IrType::Undef: return Tag::Undef;
    default: return Tag::Obj;
  }
}

enum class Abort : uint8_t {
#define JIT_ABORT(name, msg) name,
#include "jit/abort.def"
#undef JIT_ABORT
  Count
};

struct Params {
#define JIT_PARAM(name, def, doc) int64_t name = def;
#include "jit/params.def"
#undef JIT_PARAM
};

// Where a value lives while the trace runs: a general or XMM register, a
// spill slot of ExitState::spill, or nowhere (constants, dead values).
struct Loc {
  enum Kind : uint8_t { None, Gpr, Xmm, Spill } kind = None;
  uint8_t reg = 0;
  uint16_t spill = 0;
};

// What a failing guard saves before the trace returns: the registers the
// allocator uses and the spill area; helper calls save registers here too.
// A loop trace gets it from its caller (run_trace's C++ stack, or the
// machine stack of a CALLL); a function trace's activation keeps its own
// on the machine stack.
struct ExitState {
  const void* trace;   // the Trace whose exit this is (linked traces run on from one to another)
  uint32_t pc;         // loop traces: where the interpreter resumes, when the stub did all the exit's work; else kSlowExit
  uint32_t unused;
  uint64_t gpr[16];
  double xmm[16];
  uint64_t spill[1];   // really maxspill slots: allocated by the caller
};

using TraceFn = uint32_t (*)(void* regs, ExitState* st);
using FuncTraceFn = uint32_t (*)(void* regs);
// A function trace's answers: it returned (the value in register 0), or it
// left through an exit that jit_note_exit recorded.
constexpr uint32_t kFuncReturned = 0xfffffff0u, kFuncExited = 0xfffffff1u;
// The jump_pc of a function trace's recording (it has no back-edge).
constexpr uint32_t kFuncJump = 0xfffffff2u;
// The jump_pc of a generator's resume trace (it ends at a yield).
constexpr uint32_t kGenJump = 0xfffffff3u;
// jit_call_loop's answer when the inner trace left inside inlined calls.
constexpr uint32_t kDeepExit = 0xffffffffu;
// ExitState::pc of an exit that needs jit.cpp (inlined frames, a range to make, a CALLL's outcome).
constexpr uint32_t kSlowExit = 0xffffffffu;

// A call of a built-in from a trace (IR CALLN): the arguments are read from
// interpreter registers (the trace stored them), the result must have the
// tag (and, for an object, the type) seen when recording; it is written to
// register dst of the loop frame. With `compiled`, the call is of that
// specialisation of an @njit function instead (def is null).
constexpr uint16_t kNoResultReg = 0xffff;   // NativeCall::dst of a call whose result is dropped
struct CompiledFunc;
struct NativeCall;
using NativeEntry = bool (*)(VM* vm, const NativeCall* c, Value* regs) noexcept;
struct NativeCall {
  const NativeDef* def;
  CompiledFunc* compiled = nullptr;
  // What the trace calls instead of jit_call_native (same contract) for a
  // built-in with a specialised entry: its arguments' types are guarded,
  // its result's type is fixed (record.h's TraceNative).
  NativeEntry entry = nullptr;
  int nargs;
  uint16_t regs[4];
  uint16_t dst;
  Tag tag;
  TypeObject* type;
};

struct Trace {
  int id = 0;
  Code* code = nullptr;       // the loop's code object
  uint32_t start_pc = 0;      // loop header (target of the back-edge)
  uint32_t jump_pc = 0;       // the back-edge instruction
  uint32_t side_pc = 0;       // a side trace: the bytecode index it starts at
  Dict* globals = nullptr;    // the globals the trace reads (runs only with them)
  IrBuf ir;
  std::vector<Loc> loc;       // per IR ref
  std::vector<uint64_t> exits;  // per snapshot: times taken through jit.cpp (not by machine-code links)
  // Side traces: per snapshot, the trace recorded from that exit (run by
  // jit_run instead of returning to the interpreter) and failed attempts.
  Trace* root = nullptr;      // the loop trace this one belongs to (itself for a root)
  uint32_t nside = 0;         // a root's side traces (at most maxside)
  std::vector<Trace*> side;
  std::vector<uint8_t> side_tries;
  bool func = false;          // a function trace (from the function's entry to its return)
  bool gen = false;           // a generator's resume trace (from a resume point to a yield)
  uint32_t gen_end = UINT32_MAX;   // its snapshot at the yield: the way out, not an exit
  // Per snapshot, the entry of the side trace its stub jumps to (null:
  // none yet, or an exit the stub cannot hand over); the stubs read it here.
  std::unique_ptr<void*[]> side_fn;
  // Per snapshot whose pc is a value (after CALLL): the pc its side trace
  // starts at, which the stub compares before jumping (UINT32_MAX: none).
  std::unique_ptr<uint32_t[]> side_entry_pc;
  // Per snapshot: its exit stub wrote the loop frame's registers already.
  std::vector<uint8_t> stub_wrote;
  std::vector<Object*> keep;  // objects the code embeds (guarded identities, dicts): GC roots
  std::vector<std::unique_ptr<NativeCall>> native_calls;   // CALLN's k points at one
  uint32_t nspill = 0;
  TraceFn fn = nullptr;
  void* linked = nullptr;     // the entry a parent's exit stub jumps to; a function trace's body, which CALLSELF calls (asm_x64.cpp)
  size_t code_size = 0;
};

struct Stats {
  uint64_t traces = 0, aborts_total = 0, entries = 0, exits = 0;
  // @njit specialisations compiled (jit/func.h): one line each for --jit-stats.
  std::vector<std::string> functions;
  uint64_t aborts[(int)Abort::Count] = {};
  uint64_t blacklisted = 0;
  uint64_t side_traces = 0;
  uint64_t abort_ops[256] = {};   // aborts by the bytecode being recorded
  double record_s = 0, compile_s = 0;
};

// A loop being recorded (jit/record.cpp).
class Recorder;
struct RecorderDelete { void operator()(Recorder* r) const; };
using RecorderPtr = std::unique_ptr<Recorder, RecorderDelete>;

struct JitState {
  VM& vm;
  Params params;
  Stats stats;
  bool dump_ir = false, dump_asm = false, print_stats = false;
  std::vector<std::unique_ptr<Trace>> traces;
  RecorderPtr rec;
  Code* rec_code = nullptr;   // the loop being recorded: its code and back-edge
  uint32_t rec_jump_pc = 0;
  Trace* rec_parent = nullptr;  // a side trace's parent and exit
  uint32_t rec_snap = 0;
  Trace* side_parent = nullptr;  // set by run_trace: this exit wants a side trace
  uint32_t side_snap = 0;
  // Function traces left through an exit: one record per native
  // activation, innermost first (jit_note_exit), turned into frames by
  // jit_run_function.
  struct FuncExit { Trace* t; uint32_t snap; Value* regs; };
  std::vector<FuncExit> func_exits;
  // The running chain of native function-trace activations (set by
  // jit_run_function): activation k's registers start k frames above the
  // first's, and CALLCHK lets it call while they start below `limit`.
  struct FuncChain { const Value* limit = nullptr; } chain;
  uint32_t max_nspill = 0;       // the most spill slots of any trace (linked traces share an ExitState)
  Frame* deep_frame = nullptr;   // an inner loop's exit rebuilt frames (see run_trace)
  uint32_t deep_pc = 0;
  std::chrono::steady_clock::time_point rec_start;
  void* runtime = nullptr;    // asmjit::JitRuntime (jit/asm_x64.cpp)
  explicit JitState(VM& v) : vm(v) {}
  ~JitState();
};

// Records one loop iteration starting at `start_pc` of frame f; with a
// parent (a trace and one of its snapshots), a side trace from that exit
// to the loop's back-edge.
RecorderPtr recorder_new(JitState& J, Frame* f, uint32_t start_pc, uint32_t jump_pc, Trace* parent = nullptr,
                         uint32_t parent_snap = 0);
// Records the instruction at pc (before the interpreter executes it).
// Returns false when recording is over: then `done` holds the finished
// trace (loop closed) or null (aborted, with `why`).
bool recorder_step(Recorder& r, Frame* f, uint32_t pc, std::unique_ptr<Trace>& done, Abort& why);

// Whether some path from instruction pc of the code may read register reg
// before writing it (jit/liveness.cpp; computed once per code).
bool reg_live(Code* code, uint32_t pc, uint32_t reg);

// Helpers that traces call (jit/jit.cpp). They allocate but never collect.
Object* jit_new_range(VM* vm, int64_t start, int64_t stop, int64_t step);
Object* jit_new_range_iter(VM* vm, int64_t start, int64_t stop, int64_t step);   // null: needs big ints
Object* jit_new_list_iter(VM* vm, Object* list);
Object* jit_new_instance(VM* vm, Object* cls);
Object* jit_new_super(VM* vm, Object* cls, Object* self);
Object* jit_new_list(VM* vm);
Object* jit_new_tuple(VM* vm, const Value* items, int64_t n);
Object* jit_new_list_of(VM* vm, const Value* items, int64_t n);
void jit_list_append(VM* vm, Object* list, uint64_t tag, uint64_t payload) noexcept;
bool jit_call_native(VM* vm, const NativeCall* c, Value* regs) noexcept;
bool jit_gen_next(VM* vm, Object* gen, Value* dst);
uint32_t jit_call_loop(VM* vm, Value* regs, Trace* inner);
uint32_t jit_inner_exit(VM* vm, Value* regs, ExitState* st, uint32_t snap);   // the same, after the inner trace left
void jit_note_exit(VM* vm, Trace* t, uint32_t snap, Value* regs);   // function traces

// Allocates registers and assembles the trace; false on failure (why set).
bool assemble(JitState& J, Trace& t, Abort& why, std::string* asm_text);
void release_code(JitState& J);

}  // namespace tpy::jit
