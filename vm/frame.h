// frame.h — activation records of the interpreter. Registers of ordinary
// frames live on the VM's register stack (contiguous, never moves); a
// generator's frame owns its registers so it can outlive its caller.
// Entry points: push_frame/pop_frame (vm/interp.cpp), run_frame.
#pragma once
#include <memory>
#include "vm/bytecode.h"
#include "vm/vm.h"

namespace tpy {

struct Frame {
  Code* code = nullptr;
  Function* func = nullptr;     // null for module / exec / eval code
  Dict* globals = nullptr;
  Dict* locals = nullptr;       // namespace of *_NAME ops (module, class body, exec); else null
  Value* regs = nullptr;
  Frame* back = nullptr;        // caller (null while a generator is suspended)
  uint32_t pc = 0;              // index of the instruction being executed
  uint32_t ret_reg = 0;         // caller register receiving the result (inline calls)
  bool entry = false;           // entered from C++: RETURN_VALUE leaves run_frame
  bool ctor = false;            // an inline __init__ call: the caller's ret_reg already holds the instance
  Generator* gen = nullptr;     // owning generator, if any
  std::unique_ptr<Value[]> own_regs;   // generator frames only
  Value resume_value;           // generator: value sent in by send()/next()
  ExceptionObj* resume_exc = nullptr;  // generator: exception thrown in by throw()/close()
  bool started = false;         // generator: has run at least once
  bool yielded = false;         // generator: run_frame returned because of a yield
};

// Runs `f` (arguments already bound) until its entry return. Returns false
// with an exception pending. `f` must have entry = true. With `start`, f is
// linked already (f->back, vm.frame) and the interpreter goes on in start
// (f, or a frame of an inlined call above it that a trace's exit rebuilt)
// at start->pc.
bool run_frame(VM& vm, Frame* f, Value& out, Frame* start = nullptr);

// Creates a frame for calling `fn` with bound arguments; the generator path
// wraps it instead of running it. Used by call.cpp.
bool call_function(VM& vm, Function* fn, Value* args, int nargs, Tuple* kwnames, Value& out);

// Binds call arguments into the parameter registers of fn's code
// (regs[0 .. nregs) must be unbound on entry). CPython's TypeError wording.
bool bind_arguments(VM& vm, Function* fn, Value* args, int nargs, Tuple* kwnames, Value* regs);

// Pushes a frame for an inlined call the JIT leaves in the middle of (its
// registers zeroed, on top of the register stack), as the interpreter's
// inline call would have: back = caller, result to the caller's ret_reg.
// The caller is the current top frame; vm.frame becomes the new one.
// With clear=false the registers there are kept (they hold the frame's
// values already).
Frame* push_inline_frame(VM& vm, Frame* caller, Function* fn, uint32_t ret_reg, uint32_t pc, bool ctor,
                         bool clear = true);

// Unlinks the frames above f (pushed by the calls above): vm.frame becomes
// f; their registers are left as they are (the caller resets stack_top).
void pop_frames_to(VM& vm, Frame* f);

// Links a frame for a call of fn whose registers already exist at `regs`
// (a function trace's native activation left mid-way): as above, without
// touching the register stack.
Frame* push_call_frame(VM& vm, Frame* caller, Function* fn, Value* regs, uint32_t ret_reg);

// Resumes a generator: send (exc null) or throw. done=true when it returned
// (out = return value); false with pending exception on error.
bool generator_resume(VM& vm, Generator* g, Value send, ExceptionObj* exc, Value& out, bool& done);

}  // namespace tpy
