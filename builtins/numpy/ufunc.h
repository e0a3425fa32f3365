// builtins/numpy/ufunc.h — ufuncs as first-class objects: a name, an arity
// and a list of typed strided loops, one per dtype signature. Calling one
// converts the operands to arrays, picks a loop by NumPy 1.24's type
// resolution (first loop in dtype order every input casts to safely, with
// value-based casting for Python scalars), broadcasts, and runs the loop over
// innermost runs (np_iter.h). Built-in ufuncs (np_ufuncs.cpp) and user
// @vectorize functions register through the same ufunc_new/ufunc_add_loop.
#pragma once
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "builtins/numpy/ndarray.h"

namespace tpy {

constexpr int kMaxUFuncArgs = 8;   // operands (inputs and outputs), as NdWalk's kMaxOperands

// Status a loop returns: kLoopOk, or an error the caller raises.
enum LoopStatus : int {
  kLoopOk = 0,
  kLoopNegativeIntPower = 1,  // ValueError "Integers to negative integer powers are not allowed."
  kLoopRaised = 2,            // the loop raised: the exception is pending on the VM (a compiled @vectorize kernel's)
};

// One strided inner loop: args[i] points at the first element of operand i
// (inputs, then outputs), n elements, steps[i] byte strides (0 = broadcast).
// A reduction calls a binary loop with args[0] == args[2] and both steps 0:
// the output accumulates in place. Must not allocate or call the VM
// (JIT-compiled @vectorize kernels have this signature too).
using UFuncLoopFn = int (*)(char** args, int64_t n, const int64_t* steps, void* data);

// One innermost run of a generalized ufunc's loop dimensions: n elements;
// element i of operand k starts at ptrs[k] + i * steps[k], and its core
// dimensions are the last ncore[k] of ops[k]'s shape and strides.
struct GURun {
  int nops;
  char* const* ptrs;
  int64_t n;
  const int64_t* steps;
  NdArray* const* ops;
  const int* ncore;
};
using GUFuncLoopFn = int (*)(const GURun& run, void* data);

struct UFuncLoop {
  DType types[kMaxUFuncArgs];   // inputs then outputs
  UFuncLoopFn fn;               // elementwise ufuncs
  void* data;                   // handed to fn (e.g. a compiled kernel's context)
  GUFuncLoopFn gfn = nullptr;   // generalized ufuncs (UFunc::core set) instead of fn
};

// A generalized ufunc's core signature, "(m,n),(n)->(m)": per operand the
// core dimensions it ends with, as indices into `names`.
struct GUCore {
  std::string text;
  std::vector<std::string> names;
  std::vector<std::vector<int>> ops;   // nin inputs, then nout outputs
};

// How a ufunc's loop is chosen beyond the default linear search.
enum class UFuncResolver : uint8_t {
  Default,      // first loop all inputs cast to safely
  Uniform,      // every input becomes np.result_type(*inputs) (add, multiply, comparisons, ...)
  TrueDivide,   // integer/bool inputs use the float64 loop (np.divide)
  ExactFirst,   // a loop of the inputs' very dtypes first, then the default (Numba's target='parallel' ufuncs)
};

struct UFunc : Object {
  std::string name;           // "add"
  int nin = 2, nout = 1;
  std::vector<UFuncLoop> loops;
  Value identity;             // reduce's starting value; unbound when none
  UFuncResolver resolver = UFuncResolver::Default;
  // A reduction over several axes may take them in any order (NumPy's
  // reorderable: the ufuncs with an identity, minimum and maximum).
  bool reorderable = false;
  // What a user ufunc's loops run (@vectorize's compiled kernels): kept
  // alive as long as the ufunc, and the loops' data they own.
  std::vector<Value> keep;
  std::vector<std::shared_ptr<void>> loop_data;
  // @vectorize's compiled scalar function (a dispatcher): what compiled
  // code calls for the ufunc on scalars (jit/infer_calls.cpp).
  Value scalar;
  Value owner;   // the dynamic ufunc (DUFunc) this one is the loops of, which compiles new ones when called
  std::unique_ptr<GUCore> core;   // generalized ufuncs only
  UFunc(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override {
    tr.mark(identity);
    tr.mark(scalar);
    tr.mark(owner);
    for (Value& v : keep) tr.mark(v);
  }
};

// ---- registration (public: @vectorize uses these) ------------------------------
// A new ufunc object (numpy.ufunc) with no loops; no raise.
UFunc* ufunc_new(VM& vm, const char* name, int nin, int nout, Value identity = Value());
// Appends a loop; `types` lists nin input then nout output dtypes. Loops are
// searched in the order added, so add them in dtype order.
void ufunc_add_loop(UFunc* uf, std::initializer_list<DType> types, UFuncLoopFn fn, void* data = nullptr);
void ufunc_add_loop(UFunc* uf, const std::vector<DType>& types, UFuncLoopFn fn, void* data = nullptr);
// A generalized ufunc with the core signature `sig` ("(n),()->(n)"); nin
// and nout come from it. Null with ValueError raised when sig is malformed.
UFunc* gufunc_new(VM& vm, const char* name, std::string_view sig);
void gufunc_add_loop(UFunc* uf, const std::vector<DType>& types, GUFuncLoopFn fn, void* data);

// ---- calling -------------------------------------------------------------------------
// casting= of a call: NumPy's rules, strictest first ('no' and 'equiv'
// agree here: tpy's dtypes are all in native byte order).
enum class Casting : uint8_t { No, Equiv, Safe, SameKind, Unsafe };

// A call's keywords beyond out=: dtype= (`want`, null when not given),
// casting=, and where= (a bool array broadcast with the operands; null for
// everywhere). Elements the mask leaves out are not computed: an out=
// keeps its values there, a new result is left as allocated.
struct UFuncOpts {
  const DType* want = nullptr;
  Casting casting = Casting::SameKind;
  NdArray* where = nullptr;
};

// reduce's initial= (unbound when not given; None starts from the first
// element even for a ufunc with an identity) and where= (a bool array that
// broadcasts to the reduced array's shape; null for everywhere).
struct ReduceOpts {
  Value initial;
  NdArray* where = nullptr;
};

// uf(*inputs, out=out) for a single-output ufunc. `out` unbound or None for a
// new result. Scalars in (no arrays among the inputs) give a scalar out.
[[nodiscard]] bool ufunc_call(VM& vm, UFunc* uf, const Value* inputs, Value out, Value& result);
// uf(*inputs, out=outs) for any number of outputs: outs holds nout values,
// each an array or unbound/None for a new one. Returns a tuple when nout > 1.
[[nodiscard]] bool ufunc_call_outs(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, Value& result);
// The same with dtype= (`want`, null when not given): the loop of that
// output dtype NumPy 1.24 picks, inputs cast to it under 'same_kind'.
[[nodiscard]] bool ufunc_call_dtype(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, const DType* want,
                                    Value& result);
// The same with every keyword (where= only for elementwise ufuncs).
[[nodiscard]] bool ufunc_call_opts(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, const UFuncOpts& opts,
                                   Value& result);
// A generalized ufunc's call: outs holds nout arrays given (positionally or
// by out=), or is null. Returns the outputs (a tuple when nout > 1).
// opts: dtype= and casting= (null for neither).
[[nodiscard]] bool gufunc_call(VM& vm, UFunc* uf, const Value* inputs, const Value* outs, Value& result,
                               const UFuncOpts* opts = nullptr);
// uf.reduce(a, axis, dtype, keepdims): axis_mask has bit d set for each
// reduced dimension (all dims for axis=None). has_dt forces the loop dtype.
// opts: initial= and where= (null for neither).
[[nodiscard]] bool ufunc_reduce(VM& vm, UFunc* uf, NdArray* a, uint64_t axis_mask, bool has_dt, DType dt,
                                bool keepdims, Value& result, const ReduceOpts* opts = nullptr);
// uf.accumulate along one axis (np.cumsum is add.accumulate).
[[nodiscard]] bool ufunc_accumulate(VM& vm, UFunc* uf, NdArray* a, int axis, bool has_dt, DType dt, Value& result);

// The broadcast shape of n shapes; ValueError "operands could not be
// broadcast together with shapes (3,) (4,) " when incompatible.
[[nodiscard]] bool broadcast_shapes(VM& vm, int n, NdArray* const* arrays, int& ndim, int64_t* shape);

}  // namespace tpy
