// jit.h — the tracing JIT as the interpreter sees it: a handful of hooks;
// and the function compiler (@njit) as the numba module sees it. vm/ and
// builtins/ include only this header from jit/. The pipeline behind it is
// in jit/README.md (counters → recorder → IR → x86-64 → exits).
#pragma once
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

namespace tpy {

struct VM;
struct Frame;
struct Value;
struct Function;
class Tracer;

namespace jit { struct JitState; struct FuncSpecs; struct CompiledFunc; }

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

// The function compiler, for builtins/numba/dispatcher.cpp
// (jit/func_specs.cpp). A dispatcher owns a FuncSpecs: its compile options
// and one compiled specialisation per argument types, listed in the order
// they were compiled (index i below). `self` is the dispatcher, `fn` its
// Python function. The int results: 1 done, 0 an exception is pending,
// -1 not compiled (or, for jit_specs_call_last, not tried), no exception.

jit::FuncSpecs* jit_specs_new(bool error_model_numpy, bool boundscheck, bool fastmath, bool parallel);
// inline='always': compiled callers inline the function, loops and all.
void jit_specs_set_inline_always(jit::FuncSpecs* s, bool on);
// numba.cuda.jit: 1 a kernel, 2 a device function (jit::FuncOptions::cuda).
void jit_specs_set_cuda(jit::FuncSpecs* s, int mode);
void jit_specs_free(jit::FuncSpecs* s);
void jit_specs_mark(jit::FuncSpecs* s, Tracer& tr);   // the objects compiled code embeds
// How compiled code's calls of dispatchers find them: py_func_of(v) is
// v's Python function when v is a dispatcher (else null), specs_of(v) its
// FuncSpecs. Set once, by the numba module.
void jit_set_dispatcher_hooks(Function* (*py_func_of)(VM&, Value), jit::FuncSpecs* (*specs_of)(Value));
// Calls the specialisation of the last jit_specs_call when the positional
// arguments have its types; -1 (nothing done) when they do not.
int jit_specs_call_last(VM& vm, jit::FuncSpecs* s, const Value* args, int nargs, Value& out);
// Types the arguments (omitted[i]: parameter i's default, not given;
// empty when all were given), finds or compiles the specialisation and
// calls it. -1: `untyped` holds "- argument N: reason" for each argument
// with no Numba type, or else `why` the compiler's TypingError text
// (jit/func.h, infer_function). After jit_specs_disable_compile only the
// signatures compiled so far are called (TypeError when none fits).
int jit_specs_call(VM& vm, jit::FuncSpecs* s, Value self, Function* fn, const Value* args, int nargs,
                   const std::vector<bool>& omitted, Value& out, std::string& why, std::vector<std::string>& untyped);
// jit_specs_call's first half: the specialisation for the arguments (found,
// converted to after disable_compile, or compiled now) in `f`, not called.
// 1 done; 0 an exception is pending; -1 as jit_specs_call.
// `need_code` false: typed only (a GPU launch needs the IR, not machine
// code); such a specialisation is assembled when something first runs it.
int jit_specs_prepare(VM& vm, jit::FuncSpecs* s, Value self, Function* fn, const Value* args, int nargs,
                      const std::vector<bool>& omitted, jit::CompiledFunc*& f, std::string& why,
                      std::vector<std::string>& untyped, bool need_code = true);
// Compiles the explicit signature of Numba type names (str() of
// numba.core.types objects); ret_type null: the return type inferred.
// TypeError for a name tpy cannot compile for; -1 with `why` as above.
int jit_specs_compile(VM& vm, jit::FuncSpecs* s, Value self, Function* fn, const std::vector<std::string>& arg_types,
                      const std::string* ret_type, std::string& why);
// disable_compile(): calls convert their arguments to the first signature
// compiled so far that they fit (numbers to numbers, an array to its own
// layout or 'A') instead of compiling a new one.
void jit_specs_disable_compile(jit::FuncSpecs* s, bool disable);
// Notes the signature of an object-mode call (the interpreter ran it),
// each argument's type or pyobject, for jit_specs_signatures.
void jit_specs_note_objmode(VM& vm, jit::FuncSpecs* s, const Value* args, int nargs);
size_t jit_specs_count(jit::FuncSpecs* s);
// Specialisation i's argument types as a tuple of numba.core.types
// objects, and its return type's when ret is not null. May raise.
bool jit_specs_types(VM& vm, jit::FuncSpecs* s, size_t i, Value& args, Value* ret);
// The dispatcher's .signatures: a new list of such tuples, the compiled
// specialisations' then the object-mode calls'. May raise.
bool jit_specs_signatures(VM& vm, jit::FuncSpecs* s, Value& out);
std::string jit_specs_key(jit::FuncSpecs* s, size_t i);    // "(int64, float64)", "(int64,)": inspect_asm's keys
// The arguments of specialisation i that are reflected lists (Numba's
// pending-deprecation warning names them).
std::vector<int> jit_specs_reflected_args(jit::FuncSpecs* s, size_t i);
// The warnings compiling specialisation i gave (jit::CompileWarning):
// category (a class of numba.core.errors), message, file, line.
std::vector<std::tuple<std::string, std::string, std::string, int>> jit_specs_warnings(jit::FuncSpecs* s, size_t i);
// inspect_types' section for specialisation i of the function `name`.
std::string jit_specs_types_dump(jit::FuncSpecs* s, size_t i, const std::string& name);
const std::string& jit_specs_ir(jit::FuncSpecs* s, size_t i);   // its typed function IR
void jit_specs_stats(jit::FuncSpecs* s, size_t i, double& infer_s, double& codegen_s, size_t& code_size);
jit::CompiledFunc* jit_specs_at(jit::FuncSpecs* s, size_t i);
// A specialisation's id, unique for the process (its address may be reused).
uint64_t jit_specs_uid(const jit::CompiledFunc* f);
// The thread pool of parallel=True code (jit/parallel.h): its size (only
// before its first loop) and the threads loops use (numba.set_num_threads);
// the calling thread's index in a parallel loop (0 outside one).
void jit_set_threads(int max, int use);
int jit_thread_id();
int jit_num_threads();
// A ufunc kernel (builtins/numba/ufunc.cpp): a compiled function
// `loop(a_0, ..., a_{nops-1}, n)` whose arguments are arrays and the number
// of elements, run over elements [0, n) of a ufunc loop's operands with no
// Python objects made: fill writes the argument words for elements
// [lo, hi) (at most jit_kernel_max_words) and returns how many. False
// with the exception pending when the kernel raised.
using KernelWordsFn = int (*)(const void* ctx, int64_t lo, int64_t hi, uint64_t* words);
bool jit_run_kernel(VM& vm, jit::CompiledFunc* f, int64_t n, KernelWordsFn fill, const void* ctx);
// The same split into chunks run on the thread pool (target='parallel');
// the caller checked jit_kernel_worker_safe(f) and that the chunks write
// disjoint memory.
bool jit_run_kernel_parallel(VM& vm, jit::CompiledFunc* f, int64_t n, KernelWordsFn fill, const void* ctx);
int jit_kernel_max_words();
// Whether f may run on a worker thread (it calls nothing that touches the VM).
bool jit_kernel_worker_safe(jit::CompiledFunc* f);

}  // namespace tpy
