// jit.h — the tracing JIT as the interpreter sees it: a handful of hooks.
// vm/ includes only this header from jit/. The pipeline behind it is in
// jit/README.md (counters → recorder → IR → x86-64 → exits).
#pragma once
#include <cstdint>
#include <string>

namespace tpy {

struct VM;
struct Frame;
struct Value;
class Tracer;

namespace jit { struct JitState; }

// Applies vm.jit_mode (an empty `param`: creates or drops the JIT state;
// Eager sets hotloop to 1) or one "name=value" from --jit-param. Returns
// false with a message for an unknown name or a bad value. VM's
// constructor calls it with the default mode (On).
bool jit_configure(VM& vm, const std::string& param, std::string& err);
void jit_set_dumps(VM& vm, bool dump_ir, bool dump_asm, bool stats);
void jit_shutdown(VM& vm);     // prints --jit-stats, frees code
void jit_mark(VM& vm, Tracer& tr);

// A back-edge at jump_pc of frame f passed the hot-loop threshold: starts
// recording the loop's next iteration. True when recording started (the
// interpreter then calls jit_record before each instruction).
bool jit_start_loop(VM& vm, Frame* f, uint32_t jump_pc);

// Called before the interpreter executes the instruction at f->pc while
// recording. False when recording has ended (trace compiled or aborted).
bool jit_record(VM& vm, Frame* f, uint32_t pc);

// Recording must stop: an exception is unwinding or the frame is leaving.
void jit_abort_recording(VM& vm);

// Runs the compiled loop `trace` (from the back-edge's inline cache) on
// frame f. Writes the exit's values back into f's registers and returns the
// bytecode index at which the interpreter resumes.
// `record` comes back true when a hot exit starts a side-trace recording
// at the returned pc (the interpreter then calls jit_record as above).
// `resume` is f, or the innermost frame of inlined calls an exit rebuilt
// (vm.frame is set to it): the interpreter continues there.
uint32_t jit_run(VM& vm, Frame* f, void* trace, bool& record, Frame*& resume);

// Function traces. Frame f was just linked for a call of f->code (its
// arguments in place) and the call count passed vm.jit_hotfunc: starts
// recording the call from its first instruction. True when recording started.
bool jit_start_function(VM& vm, Frame* f);

// Runs f->code's function trace (f->code->jit_func) on frame f, just linked
// for the call. True when it returned: `rv` is the result (the interpreter
// finishes the return). False when it left mid-way: the frames of the
// activations it was in are rebuilt on top of f (vm.frame is the innermost,
// `resume`) and the interpreter goes on there at `pc`; `record` as jit_run.
bool jit_run_function(VM& vm, Frame* f, Value& rv, Frame*& resume, uint32_t& pc, bool& record);

// Generator resume traces. Frame f (a generator's) is resuming at f->pc,
// the sent value already in place, and its code's resumes passed
// vm.jit_hotloop: starts recording from there to the next yield. True when
// recording started.
bool jit_start_gen(VM& vm, Frame* f);

// generator_resume's way in, without the interpreter: when f->code has a
// resume trace starting at f->pc, runs it, `send` being the value sent in.
// 1: it reached its yield (`out` the value, f->pc after the yield).
// 0: it left earlier; f is linked (vm.frame) and the interpreter goes on
// in `start` at start->pc (run_frame with start). -1: it did not run.
int jit_resume_gen(VM& vm, Frame* f, Value send, Value& out, Frame*& start);

}  // namespace tpy
