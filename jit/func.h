// func.h — the function compiler (@njit): what a compiled specialisation
// is, how native code calls it, and the entry points the numba module
// (builtins/numba/) uses. Type inference and lowering to typed IR are
// jit/infer.cpp (rules per opcode in jit/infer_ops.cpp); machine code comes
// from the same back end as traces (jit/asm_x64.cpp, assemble_function).
//
// Native calling convention of a compiled specialisation (from C++; a
// compiled caller calls CompiledFunc::body, which saves no registers):
//   uint64_t entry(FuncCtx* cx)
// The arguments are words in cx->args (ints, a float's bits, pointers to
// NdArray; a tuple argument is its items' words in order), read by the
// callee's ARGs before anything else. The result is rax: an int, a float's
// bits or a pointer (a tuple result is written to cx->ret words and rax is
// unused). On an exception the callee sets cx->failed with the exception
// pending on cx->vm, and every caller leaves the same way.
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>
#include "jit/ir.h"
#include "jit/nbtypes.h"

namespace tpy {
struct NdArray;
struct List;
struct VM;
struct Function;
struct Object;
struct Tuple;
struct TypeObject;
}  // namespace tpy

namespace tpy::jit {

constexpr int kMaxCallWords = 64;

// What GPUIDX reads (k) in a CUDA kernel or device function: the thread's
// place in the grid, and the bases of its block's shared memory and its
// own local memory (pointers). The simulator keeps them in FuncCtx::gpu.
enum class GpuIdx : uint8_t {
  TidX, TidY, TidZ, CtaidX, CtaidY, CtaidZ, NtidX, NtidY, NtidZ, NctaidX, NctaidY, NctaidZ,
  LaneId, WarpSize, SharedBase, DynSharedBase, DynSharedBytes, LocalBase, Count
};
constexpr int kGpuIdxCount = (int)GpuIdx::Count;

// Per-thread context of running compiled code (r14 in machine code).
struct FuncCtx {
  VM* vm;
  uint64_t failed;               // nonzero: an exception is pending
  uint64_t args[kMaxCallWords];  // outgoing (and incoming) argument words
  uint64_t ret[kMaxCallWords];   // tuple results
  // Arrays compiled code made and gave back (jit_fn_release_array),
  // nothing referencing them: the next new array takes one (object and
  // buffer) instead of allocating. Dropped, for the collector, when the
  // outermost compiled call returns (depth: the calls from the VM under
  // way on this thread; the collector may be held for other reasons too).
  static constexpr int kMaxSpares = 4;
  NdArray* spares[kMaxSpares];
  int nspares = 0;
  // Lists likewise (jit_fn_release_list, reused by jit_fn_list_new).
  List* list_spares[kMaxSpares];
  int nlist_spares = 0;
  int depth = 0;
  // A chunk of a parallel loop (jit/parallel.cpp) on any thread: it must
  // not touch the VM, so a RAISE only notes its FuncError here (and sets
  // failed); the thread that started the loop raises it after.
  bool worker = false;
  const struct FuncError* deferred = nullptr;
  // A CUDA kernel's thread on the simulator (gpu/sim.cpp): GPUIDX reads
  // gpu[k]; the barrier and warp helpers reach the block through gpu_thread.
  int64_t gpu[kGpuIdxCount] = {};
  struct GpuThread* gpu_thread = nullptr;
};

// What CALLX calls: a C++ helper `uint64_t fn(FuncCtx*)` reading its
// arguments from cx->args, or another compiled function's entry (same
// signature). Either may fail (cx->failed set).
struct CallSpec {
  void* fn = nullptr;
  // Made inside a try region: the code after the call tests
  // FuncCtx::failed itself (and goes to the handler) instead of leaving.
  bool caught = false;
  // A compiled callee whose code may not exist yet (recursion): its body
  // (CompiledFunc::body) is read from *entry_slot at each call.
  void** entry_slot = nullptr;
  // The result is a new array only the calling code holds (np.empty,
  // a.copy(), ...): when that code keeps it to itself, it is given back
  // (jit_fn_release_array) where it is surely dead, at a return or a
  // loop's back-edge (jit/func_loops.cpp), instead of at the next
  // collection.
  bool fresh_array = false;
  // The result is a new list (jit_fn_list_new) given back the same way
  // (jit_fn_release_list), when only borrowing helpers see it.
  bool fresh_list = false;
  // A call of this compiled function (entry_slot is its body's).
  const struct CompiledFunc* callee = nullptr;
};

// An exception RAISE throws: the class and its arguments, fixed at
// compile time; a raise the user wrote also names its place, which the
// traceback shows as a frame of the compiled function (as Numba's does).
struct FuncError {
  TypeObject* type;
  Object* args = nullptr;        // a Tuple of the arguments, or null for none
  Code* code = nullptr;          // where the user's raise is (null: the runtime's own, e.g. ZeroDivisionError)
  uint32_t pc = 0;
};

// The libm functions FCALL applies (k).
enum class MathFn : uint8_t {
  Exp, Log, Log10, Log2, Log1p, Expm1, Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Tanh, Asinh, Acosh, Atanh,
  Floor, Ceil, Trunc, Erf, Erfc, Gamma, Lgamma, Degrees, Radians, Rint,
  Atan2, Pow, Hypot, Fmod, Copysign, PyFloorDiv, PyMod, RoundN, Count
};
using MathFnPtr = double (*)(double, double);
MathFnPtr math_fn_ptr(MathFn f);
// The MathFn of math.<name> (and np.<name> on scalars); false if none.
bool math_fn_named(const std::string& name, MathFn& out, int& nargs);

// Helpers compiled code calls (jit/func.cpp): `uint64_t fn(FuncCtx*)`
// reading cx->args, or as named.
void jit_fn_raise(FuncCtx* cx, const FuncError* e);
// A failed call's exception caught by a try region: drops the pending
// exception and clears cx->failed. Never fails.
uint64_t jit_fn_catch(FuncCtx* cx);
// args: dtype, ndim, mode (0 zeros, 1 fill with the int64 word, 2 empty,
// 3 fill with the float64 word), fill word, shape...: a new C array.
uint64_t jit_fn_new_array(FuncCtx* cx);
uint64_t jit_fn_ipow(FuncCtx* cx);        // args: base, exponent (int64): Numba's int ** int
// args: start, bound, step (nonzero): how many times a loop from start
// stepping by step runs before passing bound (range's length, exact).
uint64_t jit_fn_trip_count(FuncCtx* cx);
// args: N, phi0..phi3: sum_j phi_j * C(N, j+1) modulo 2**64, exact (the
// sum over k < N of the polynomial with Newton coefficients phi).
uint64_t jit_fn_poly_sum(FuncCtx* cx);
// args: dtype, is_float, start, stop, step (int64s or float64 bits): np.arange.
uint64_t jit_fn_arange(FuncCtx* cx);
// args: an array's words (owner, data, ndim, shape..., strides...): the
// owner itself when they describe it, else a new view of it.
uint64_t jit_fn_box_array(FuncCtx* cx);
// args: a fresh array (CallSpec::fresh_array) nothing will read again:
// kept as a spare for the next new array (FuncCtx::spares), or its
// memory goes back now and the object stays, empty, for the collector.
uint64_t jit_fn_release_array(FuncCtx* cx);
// args: the same words: a C-contiguous copy (a.copy(), np.copy), dtype in word 0 first.
uint64_t jit_fn_copy_array(FuncCtx* cx);
// print(): args[0] a PrintSpec*, then each value's words.
struct PrintSpec {
  std::vector<TypeId> types;
};
uint64_t jit_fn_print(FuncCtx* cx);
// Lists (jit/infer_list.cpp). args: n: a new list of n items (None
// until compiled code stores them).
uint64_t jit_fn_list_new(FuncCtx* cx);
// args: list, tag, payload: list.append(the Value they make).
uint64_t jit_fn_list_append(FuncCtx* cx);
// args: list, item TypeId, source list: list.extend(source), each item
// converted to the item type's kind (int to float, ...).
uint64_t jit_fn_list_extend(FuncCtx* cx);
// args: a fresh list nothing will read again: kept as a spare for the
// next new list (FuncCtx::list_spares), else left to the collector.
uint64_t jit_fn_release_list(FuncCtx* cx);
// args: list, depth: ValueError("incompatible sequence shape") unless
// the nested lists have equal lengths at each level (np.array's check).
uint64_t jit_fn_list_check_shape(FuncCtx* cx);
// np.random scalars on compiled code's generator (NpState::jit_random_state):
// jit_fn_rs_gauss: args the RandomState; the double's bits.
// jit_fn_rs_bounded: args the RandomState, rng: a value in [0, rng]. None fails.
uint64_t jit_fn_rs_gauss(FuncCtx* cx);
uint64_t jit_fn_rs_bounded(FuncCtx* cx);
// args: a MersenneTwister*: refills its state (compiled code draws the
// words inline and calls this when they run out).
uint64_t jit_fn_mt_refill(FuncCtx* cx);
// Complex arithmetic compiled code calls (jit/infer_complex.cpp): args op,
// then the operands' parts (re, im of each; Rect: r, phi); the result's
// parts in FuncCtx::ret. Div and Pow raise as Python (ZeroDivisionError).
enum class ComplexOp : uint8_t {
  Div, DivNumpy, Pow, Rect, Sqrt, Exp, Log, Log10, Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Tanh, Asinh, Acosh, Atanh
};
uint64_t jit_fn_complex(FuncCtx* cx);
// np.linspace(start, stop, num): args start, stop (float64 bits), num.
uint64_t jit_fn_linspace(FuncCtx* cx);

// A Python operation on a few values, done by the VM on their boxed
// forms (what compiled code does with strings: the values are the VM's
// own str objects, so boxing them is free; and the NumPy functions it
// hands to NumPy itself: np.sort, np.unique, np.concatenate, ...).
// args[0] the PyOpSpec*, then each operand's words (an array's leaves are
// boxed as a view when they are not its owner's). The result, unboxed by
// `ret`: a scalar or str is the word returned; an array is its NdArray*
// returned, made C-contiguous of ret's dtype (copied when NumPy gave
// another, or gave back an operand); a tuple is its items' words in
// FuncCtx::ret. May raise (cx->failed set); allocates.
constexpr int kMaxPyOperands = 8;
struct PyOpSpec {
  enum Kind : uint8_t {
    Binary,    // op: a BinOpKind
    Compare,   // op: a CmpOpKind (Lt..GtE); result bool
    Contains,  // operand 1 in operand 0
    GetItem,   // operand 0[operand 1] (an int or a slice)
    Len,
    Call,      // fn(operands...)
    Method,    // operand 0.fn(operands 1...), fn the method's name (a Str)
    SetItem,   // operand 0[operand 1] = operand 2
    DelItem,   // del operand 0[operand 1]
    DictOp,    // op (a DictOpCode) on the dict operand 0 with the key operand 1 (and value or default 2)
  };
  Kind kind = Call;
  int op = 0;
  Value fn;                    // rooted by CompiledFunc::keep
  std::vector<TypeId> types;   // the operands' (at most kMaxPyOperands)
  Tuple* kwnames = nullptr;    // Call: the last operands are these keywords (rooted by CompiledFunc::keep)
  TypeId ret = kNoType;
  // Operands that are one word of a plain tag (int64, float64, bool, none,
  // or a VM object: str, list, dict) have it here, so the call boxes them
  // without the type table; Tag::Undef otherwise. Likewise a result of
  // int64, float64, bool or none, unboxed as it is when it has that tag.
  Tag tags[kMaxPyOperands] = {};
  Tag ret_tag = Tag::Undef;
};
// What PyOpSpec::DictOp does (jit/infer_dict.cpp): Numba's typed dict
// operations straight on the VM's dict (a missing key is KeyError() with
// no message, as Numba's), the views as new lists.
enum DictOpCode : uint8_t { DGet, DSet, DDel, DGetDefault, DPop, DPopDefault, DSetDefault, DKeys, DValues, DItems, DClear };
uint64_t jit_fn_pyop(FuncCtx* cx);

// A warning Numba gives while compiling (NumbaExperimentalFeatureWarning
// for isinstance): the dispatcher issues it through `warnings` once the
// specialisation exists. category: a class of numba.core.errors.
struct CompileWarning {
  std::string category, message, file;
  int line = 0;
};

// A prange loop of a parallel=True function (jit/parallel_outline.cpp):
// its body, outlined into the function `body(lo, hi, live words...)` that
// runs the iterations [lo, hi) with each reduction starting from its
// identity and leaves the partial results in FuncCtx::ret.
struct ParallelSpec {
  enum Op : uint8_t { Add, Mul, Max, Min };   // how partial results combine (-= adds, /= multiplies)
  struct Reduction {
    Op op;
    bool is_float;
  };
  const struct CompiledFunc* body = nullptr;
  int nlive = 0;
  int64_t min_trips = 0;   // fewer trips run on the calling thread (an array expression's loop)
  std::vector<Reduction> reductions;
};
// args: the ParallelSpec*, start, stop, the live words, each reduction's
// value before the loop. Runs the body's chunks of [start, stop) on the
// thread pool (jit/parallel.cpp) and leaves each reduction's final value
// in FuncCtx::ret; raises what the first failing chunk raised.
uint64_t jit_fn_parallel(FuncCtx* cx);
// numba.get_num_threads(), get_thread_id() (no args; never fail), and
// set_num_threads(n) (args: n; ValueError out of 1..NUMBA_NUM_THREADS).
uint64_t jit_fn_get_num_threads(FuncCtx* cx);

// fastmath reductions as SIMD (jit/simd.cpp): an innermost loop
// `for i in range(s, n): r_q = r_q op_q e_q` whose e_q are elementwise
// float expressions of contiguous float64 arrays at i (+ a constant) and
// loop-invariant floats (fopt::vectorize_reductions). The program is SSA:
// op k's value is slot k, over a block of iterations at a time.
struct VProgram {
  enum Kind : uint8_t { Load, Invariant, Add, Sub, Mul, Div, Min, Max, Neg, Abs, Sqrt };
  struct Op {
    Kind kind;
    uint8_t a = 0, b = 0;   // operand slots
    int16_t word = 0;       // Load: the argument word of the array's address; Invariant: of the value
    int32_t offset = 0;     // Load: element i + offset
    bool fused = false;     // a Mul only an Add reduction reads: computed inside it
  };
  struct Red {
    Kind kind;              // Add, Sub (r - e), Mul, Min, Max
    uint8_t slot;
  };
  std::vector<Op> ops;   // at most kMaxOps
  std::vector<Red> reds;
  static constexpr int kMaxOps = 48;
};
// args: the VProgram*, s, n, the program's words (array addresses and
// loop-invariant values), each reduction's value before the loop. Runs the
// iterations from s while a whole vector is left and leaves in ret the
// next i, then each reduction's value (the loop finishes the rest). Never fails.
uint64_t jit_fn_vreduce(FuncCtx* cx);
uint64_t jit_fn_get_thread_id(FuncCtx* cx);
uint64_t jit_fn_set_num_threads(FuncCtx* cx);

// CUDA intrinsics on the simulator (jit/infer_cuda.cpp types them; the
// CUDA C emitter, gpu/emit_cuda.cpp, prints each CallSpec of these as the
// GPU's own operation). All take args as listed and never fail unless said.
enum class GpuSync : uint8_t { Threads, Count, And, Or, Warp, Fence, FenceBlock, FenceSystem };
// args: GpuSync, predicate (Count/And/Or), mask (Warp): a barrier of the
// block (the warp), the predicate's count/and/or over its threads.
uint64_t jit_fn_gpu_sync(FuncCtx* cx);
enum class GpuAtomic : uint8_t { Add, Sub, Max, Min, NanMax, NanMin, Inc, Dec, Exch, And, Or, Xor, Cas };
// args: GpuAtomic, dtype, address, value (an int, or a float's bits), old
// (Cas's compare value): the old element (as loaded: a float's bits).
uint64_t jit_fn_gpu_atomic(FuncCtx* cx);
enum class GpuWarp : uint8_t { Shfl, ShflUp, ShflDown, ShflXor, All, Any, Eq, Ballot };
// args: GpuWarp, mask, value word, operand (lane, delta or lane mask),
// kind (0 signed int, 1 float, 2 unsigned int), bits (the value's width): a warp-wide exchange or vote
// among the threads of `mask` (each waits for the others, as a barrier).
uint64_t jit_fn_gpu_warp(FuncCtx* cx);
enum class GpuScalar : uint8_t { Popc, Brev, Clz, Ffs, ActiveMask, LaneMaskLt, Fma, Cbrt };
// args: GpuScalar, x, y, z, bits (32 or 64): popc/brev/clz/ffs of x's low
// `bits` (an int), fma(x, y, z) or cbrt(x) of floats (their bits; bits 32:
// float32's arithmetic), the warp's active mask or the lanes below this one.
uint64_t jit_fn_gpu_scalar(FuncCtx* cx);
// Whether a CallSpec's helper is one of the above (the CUDA C emitter prints them).
bool is_gpu_helper(const void* fn);
// The simulator's side of a kernel thread (gpu/sim.cpp implements it; a
// FuncCtx's gpu_thread): barriers and warp exchanges switch to the other
// threads of the block until every thread concerned has arrived.
struct GpuThread {
  virtual ~GpuThread() = default;
  virtual uint64_t barrier(FuncCtx* cx, GpuSync op, int64_t pred, uint64_t mask) = 0;
  virtual uint64_t warp(FuncCtx* cx, GpuWarp op, uint64_t mask, uint64_t value, int64_t operand) = 0;
  virtual uint32_t active_mask(FuncCtx* cx) = 0;
};

// One compiled specialisation of a function for argument types.
struct CompiledFunc {
  // Unique for the process (never reused, unlike the address): what
  // caches outside the function compiler key on (gpu/: loaded modules).
  const uint64_t uid = next_uid();
  static uint64_t next_uid() {
    static std::atomic<uint64_t> n{0};
    return ++n;
  }
  std::vector<TypeId> args;
  TypeId ret = kNoType;
  TypeId declared_ret = kNoType;  // an explicit signature's return type (else inferred)
  uint64_t (*entry)(FuncCtx*) = nullptr;
  bool typed = false;   // inference finished (a recursive call sees it false)
  // The body behind entry, what compiled callers call: r14 holds the
  // FuncCtx, every register but r14 and rsp is the callee's to clobber
  // (the caller saves what it needs), the result in rax.
  void* body = nullptr;
  size_t code_size = 0;
  double infer_s = 0, codegen_s = 0;
  // The typed function IR (--dump-ir, inspect_asm): printed when typed, or
  // for CUDA code (ir_dump_deferred) when first asked for or before the
  // simulator's code generation changes the IR (jit_specs_ir_dump).
  std::string ir_dump;
  bool ir_dump_deferred = false;
  // A kernel typed for its first launch on a GPU: without bounds checks,
  // as the GPU runs it, so its CUDA C is printed from this IR with no
  // second typing (gpu_kernel_source).
  bool gpu_typed = false;
  std::string types_dump;        // the bytecode with each register's type (inspect_types)
  std::vector<Object*> keep;     // objects the code embeds: GC roots (the dispatcher traces them)
  std::vector<std::unique_ptr<CallSpec>> calls;
  std::vector<std::unique_ptr<FuncError>> errors;
  std::vector<std::unique_ptr<PrintSpec>> prints;
  std::vector<std::unique_ptr<PyOpSpec>> pyops;
  std::vector<std::unique_ptr<VProgram>> vprograms;   // fastmath SIMD reductions
  std::vector<CompileWarning> warnings;
  IrBuf ir;
  // parallel=True: the header blocks of prange loops (jit/infer_iter.cpp)
  // that jit/parallel_outline.cpp turns into calls of `outlined` bodies
  // run on the thread pool (described by `parallels`).
  std::vector<int64_t> prange_headers;
  // parallel=True: the header blocks of the loops array expressions and
  // reductions over arrays make (jit/infer_arrays.cpp emit_loop), run on
  // the pool as prange loops are when they qualify and are long enough.
  std::vector<int64_t> array_loop_headers;
  std::vector<std::unique_ptr<CompiledFunc>> outlined;
  std::vector<std::unique_ptr<ParallelSpec>> parallels;
  // Code that stores nothing and calls nothing but pure helpers and
  // effect-free compiled functions (itself included): running it twice is
  // running it once.
  bool effect_free = false;
  // Effect-free, with scalar arguments and result (ints, floats, bools): a
  // trace may call it and, when it raises, leave for the interpreter to
  // make the call again (jit/record.cpp, rec_compiled_call).
  bool scalar_pure = false;
  bool inline_always = false;   // FuncOptions::inline_always of its dispatcher
  // CUDA code: the bytes of shared memory its block needs (static arrays)
  // and of local memory each thread needs, where each array site's
  // memory starts (by site: its code and bytecode index), and whether it
  // waits at barriers (the simulator then runs its threads as fibers) or
  // reads dynamic shared memory.
  struct GpuArraySite {
    const void* code;
    uint32_t pc;
    bool shared;
    int64_t offset, bytes;
  };
  std::vector<GpuArraySite> gpu_arrays;
  int64_t gpu_shared_bytes = 0, gpu_local_bytes = 0;
  bool gpu_barrier = false, gpu_dyn_shared = false;
};

// Compile options (the decorator's keywords that change code).
struct FuncOptions {
  // CUDA code (numba.cuda.jit): 1 a kernel (returns nothing), 2 a device
  // function. Both see the numba.cuda intrinsics (jit/infer_cuda.cpp) and
  // NumPy's error model.
  uint8_t cuda = 0;
  bool error_model_numpy = false;   // error_model='numpy': no ZeroDivisionError
  bool boundscheck = false;
  bool fastmath = false;
  bool parallel = false;            // parallel=True: prange loops on the thread pool
  bool inline_always = false;       // inline='always': compiled callers inline it, loops and all
};

// What the numba module gives the compiler to resolve calls of other
// dispatchers: the dispatcher's Function and a compile hook.
struct DispatcherHooks {
  // Whether v is a dispatcher; if so its Python function.
  Function* (*py_func_of)(VM& vm, Value v) = nullptr;
  // The specialisation of dispatcher v for `args` (compiled now when
  // missing); null with a TypingError message in `why`.
  CompiledFunc* (*specialise)(VM& vm, Value v, const std::vector<TypeId>& args, std::string& why) = nullptr;
  // The specialisation of dispatcher v for `args` if it exists (nothing compiled).
  CompiledFunc* (*find)(Value v, const std::vector<TypeId>& args) = nullptr;
};
void set_dispatcher_hooks(const DispatcherHooks& h);
const DispatcherHooks& dispatcher_hooks();

// Types and lowers fn for the argument types into out->ir (out->args set
// by the caller). On failure returns false with Numba's TypingError text
// (reason, then the source location) in `why`, or, for exception arguments
// that are not constants, the same text after "ConstantInferenceError: ",
// or, for what Numba refuses while analysing the bytecode (a bare raise
// in a try region, `except E as e`), after "UnsupportedError: ". `self` is the dispatcher
// being compiled (recursive calls resolve to `out`).
bool infer_function(VM& vm, Function* fn, Value self, const FuncOptions& opt, CompiledFunc* out, std::string& why);
// parallel=True: each prange loop of out->ir that can run on the thread
// pool becomes a call of its outlined body (jit/parallel_outline.cpp);
// the others stay serial loops. False with `why` only for an internal error.
bool outline_prange_loops(VM& vm, CompiledFunc* out, bool fastmath, std::string& why);
// The cleanups every back end wants, in place (jit/func_opt.cpp): jump
// threading, unreachable blocks out, small diamonds into selects.
// fastmath: reductions may be reassociated (several accumulators).
// owner keeps what the passes make for the code (CallSpecs, VPrograms).
void optimize_function_ir(IrBuf& ir, bool fastmath, CompiledFunc* owner);
// Register allocation and machine code for out->ir (jit/asm_x64.cpp).
bool assemble_function(VM& vm, CompiledFunc* out, std::string& why, std::string* asm_text);
// Assembles f if it has no machine code yet (CUDA-mode specialisations are
// typed first and assembled when the CPU first runs them).
bool ensure_assembled(VM& vm, CompiledFunc* f, std::string& why);

// Records a compiled specialisation for --jit-stats (name, signature,
// inference and code-generation time, code size); no raise.
void note_compiled(VM& vm, const std::string& name, const CompiledFunc* f);

// Runs a compiled specialisation on Python arguments already checked to
// have its types: unboxes, calls, boxes the result. False with the
// exception pending.
bool call_compiled(VM& vm, CompiledFunc* f, const Value* args, int nargs, Value& out);
// A scalar_pure f on its argument words (no boxing, no collector hold:
// such code makes no objects); false with the exception pending when it raised.
bool call_compiled_words(VM& vm, CompiledFunc* f, const uint64_t* words, int nwords, uint64_t& out);
// Whether f may run on a worker thread (jit/parallel_outline.cpp).
bool worker_safe_function(const CompiledFunc* f);
// Unboxes one argument of type t into words (no raise: the type was checked).
void unbox_arg(VM& vm, TypeId t, Value v, std::vector<uint64_t>& words);
// Number of argument words of a value of type t.
int type_words(TypeId t);

}  // namespace tpy::jit
