// ufunc.cpp — the native side of @vectorize and @guvectorize
// (builtins/pylib/numba.np.ufunc.py): a user ufunc is a numpy.ufunc
// (builtins/numpy/ufunc.h) whose loops are compiled kernels. The Python
// side writes, per loop, a function `loop(a_0, ..., out, n)` that applies
// the user's function (inlined into it when small) to elements [0, n) of
// its array arguments, compiles it for the loop's dtypes, and hands it
// here; the ufunc's inner loop then runs it on the operands' memory as it
// is (jit_run_kernel): no array objects, one native call per run.
//
// An elementwise loop's arguments are 1-d arrays of layout 'A' (element i
// is the operand's element i). A generalized ufunc's (UFunc::core) are
// arrays of one more dimension than the user's function takes: element i
// is the view of the operand's core dimensions at loop index i.
#include <memory>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numba/numba.h"
#include "builtins/numpy/ufunc.h"
#include "jit/jit.h"
#include "vm/ops.h"
#include "vm/vm.h"

namespace tpy {

namespace {

// What a compiled loop's UFuncLoop::data points at.
struct KernelLoop {
  VM* vm;
  jit::CompiledFunc* kernel;
  int nops;
  bool parallel;               // target='parallel' and the kernel may run on worker threads
  int kdim[kMaxUFuncArgs];     // generalized ufuncs: each array argument's dimensions
  // Generalized ufuncs: the kernel compiled with C-contiguous cores (the
  // arguments of 2 or more dimensions typed C), run when every operand's
  // core is C-contiguous; null when no argument has a core.
  jit::CompiledFunc* c_kernel = nullptr;
};

// Below this many elements (generalized: loop iterations) a run stays on
// the calling thread.
constexpr int64_t kParallelMinRun = 1 << 15;
constexpr int64_t kParallelMinGuRun = 2;

bool run_kernel(const KernelLoop& k, jit::CompiledFunc* f, int64_t n, bool split, KernelWordsFn fill, const void* ctx) {
  return split ? jit_run_kernel_parallel(*k.vm, f, n, fill, ctx) : jit_run_kernel(*k.vm, f, n, fill, ctx);
}

// An elementwise run: per operand no owner (the kernel never boxes its
// operands), the data, the length, the stride; then the length.
struct ElementRun {
  int nops;
  char* const* ptrs;
  const int64_t* steps;
};

int element_words(const void* ctx, int64_t lo, int64_t hi, uint64_t* words) {
  const auto& r = *static_cast<const ElementRun*>(ctx);
  for (int k = 0; k < r.nops; k++) {
    words[4 * k] = 0;
    words[4 * k + 1] = (uint64_t)(uintptr_t)(r.ptrs[k] + lo * r.steps[k]);
    words[4 * k + 2] = (uint64_t)(hi - lo);
    words[4 * k + 3] = (uint64_t)r.steps[k];
  }
  words[4 * r.nops] = (uint64_t)(hi - lo);
  return 4 * r.nops + 1;
}

int run_kernel_loop(char** args, int64_t n, const int64_t* steps, void* data) {
  auto* k = static_cast<KernelLoop*>(data);
  // A reduction's output (stride 0) accumulates: one thread.
  bool split = k->parallel && n >= kParallelMinRun && steps[k->nops - 1] != 0;
  ElementRun run{k->nops, args, steps};
  return run_kernel(*k, k->kernel, n, split, element_words, &run) ? kLoopOk : kLoopRaised;
}

// A generalized run: per operand its array (the owner views are made
// from), the data at the loop index, then the shape (the run's length, the
// core dimensions, 1 for each dimension the function takes beyond them)
// and the strides (the run's step, the core strides, 0); then the length.
struct GuKernelRun {
  const GURun* run;
  const KernelLoop* loop;
};

int core_words(const void* ctx, int64_t lo, int64_t hi, uint64_t* words) {
  const auto& c = *static_cast<const GuKernelRun*>(ctx);
  const GURun& r = *c.run;
  uint64_t* w = words;
  for (int k = 0; k < r.nops; k++) {
    const NdArray* a = r.ops[k];
    int nc = r.ncore[k], kd = c.loop->kdim[k];
    const int64_t* shape = a->shape + a->ndim - nc;
    const int64_t* strides = a->strides + a->ndim - nc;
    *w++ = (uint64_t)(uintptr_t)a;
    *w++ = (uint64_t)(uintptr_t)(r.ptrs[k] + lo * r.steps[k]);
    *w++ = (uint64_t)(hi - lo);
    for (int d = 1; d < kd; d++) *w++ = (uint64_t)(d - 1 < nc ? shape[d - 1] : 1);
    *w++ = (uint64_t)r.steps[k];
    for (int d = 1; d < kd; d++) *w++ = (uint64_t)(d - 1 < nc ? strides[d - 1] : 0);
  }
  *w++ = (uint64_t)(hi - lo);
  return (int)(w - words);
}

// Whether the core of operand k is C-contiguous (dimensions of size 1,
// and those the function takes beyond the core, aside).
bool core_contiguous(const GURun& run, int k) {
  const NdArray* a = run.ops[k];
  int64_t want = dtype_size(a->dtype);
  for (int d = a->ndim - 1; d >= a->ndim - run.ncore[k]; d--) {
    if (a->shape[d] == 1) continue;
    if (a->strides[d] != want) return false;
    want *= a->shape[d];
  }
  return true;
}

int run_core_loop(const GURun& run, void* data) {
  auto* k = static_cast<KernelLoop*>(data);
  jit::CompiledFunc* f = k->c_kernel;
  for (int i = 0; i < run.nops && f; i++)
    if (k->kdim[i] > 1 && !core_contiguous(run, i)) f = k->kernel;
  if (!f) f = k->kernel;
  bool split = k->parallel && run.n >= kParallelMinGuRun;
  GuKernelRun ctx{&run, k};
  return run_kernel(*k, f, run.n, split, core_words, &ctx) ? kLoopOk : kLoopRaised;
}

// An object-mode loop (@vectorize of a function compiled code cannot
// type, without nopython=True): the Python function called per element.
struct PyLoop {
  VM* vm;
  Value fn;   // rooted by UFunc::keep
  int nin;
  DType types[kMaxUFuncArgs];
};

int run_py_loop(char** args, int64_t n, const int64_t* steps, void* data) {
  auto* l = static_cast<PyLoop*>(data);
  VM& vm = *l->vm;
  for (int64_t i = 0; i < n; i++) {
    Value in[kMaxUFuncArgs], r;
    RootScope roots(vm);
    for (int k = 0; k < l->nin; k++) {
      in[k] = nd_box(vm, l->types[k], args[k] + i * steps[k]);
      roots.add(in[k]);
    }
    if (!call(vm, l->fn, in, l->nin, nullptr, r)) return kLoopRaised;
    roots.add(r);
    if (!nd_unbox(vm, r, l->types[l->nin], args[l->nin] + i * steps[l->nin])) return kLoopRaised;
  }
  return kLoopOk;
}

// An object-mode generalized loop (@guvectorize of a function compiled
// code cannot type, without nopython=True): the Python function called
// per loop index with views of the operands' cores (a number for a
// scalar input).
struct PyCoreLoop {
  VM* vm;
  Value fn;   // rooted by UFunc::keep
  int nops;
  int kdim[kMaxUFuncArgs];   // as KernelLoop::kdim: 1 for a scalar argument
};

int run_py_core_loop(const GURun& run, void* data) {
  auto* l = static_cast<PyCoreLoop*>(data);
  VM& vm = *l->vm;
  for (int64_t i = 0; i < run.n; i++) {
    Value args[kMaxUFuncArgs], r;
    RootScope roots(vm);
    for (int k = 0; k < run.nops; k++) {
      NdArray* a = run.ops[k];
      char* p = run.ptrs[k] + i * run.steps[k];
      if (l->kdim[k] == 1) {
        args[k] = nd_box(vm, a->dtype, p);
      } else {
        int nd = l->kdim[k] - 1, nc = run.ncore[k];
        int64_t shape[kMaxDims], strides[kMaxDims];
        for (int d = 0; d < nd; d++) {
          shape[d] = d < nc ? a->shape[a->ndim - nc + d] : 1;
          strides[d] = d < nc ? a->strides[a->ndim - nc + d] : 0;
        }
        NdArray* v = nd_view(vm, a, a->dtype, p, nd, shape, strides);
        if (!v) return kLoopRaised;
        args[k] = Value::object(v);
      }
      roots.add(args[k]);
    }
    if (!call(vm, l->fn, args, run.nops, nullptr, r)) return kLoopRaised;
  }
  return kLoopOk;
}

UFunc* as_ufunc(VM& vm, Value v) {
  return v.is_obj() && v.o->type == np_state(vm).ufunc ? static_cast<UFunc*>(v.o) : nullptr;
}

// new_ufunc(name, nin, identity, reorderable, exact_first): a numpy.ufunc
// with one output and no loops; identity None for none; exact_first: a
// loop of the inputs' own dtypes is chosen before NumPy's first safe one.
bool new_ufunc(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!bind_args(vm, a, "new_ufunc", {"name", "nin", "identity", "reorderable", "exact_first"}, 5, args)) return false;
  if (!is_str(args[0]) || !args[1].is_int() || args[1].i < 1 || args[1].i > kMaxUFuncArgs - 1)
    return vm.raisef(vm.exc.TypeError, "new_ufunc(name, nin, identity): a name and 1 to %d inputs", kMaxUFuncArgs - 1);
  UFunc* uf = ufunc_new(vm, as<Str>(args[0])->text().c_str(), (int)args[1].i, 1, args[2].is_none() ? Value() : args[2]);
  uf->reorderable = uf->reorderable || (args[3].is_bool() && args[3].b);
  if (args[4].is_bool() && args[4].b) uf->resolver = UFuncResolver::ExactFirst;
  out = Value::object(uf);
  return true;
}

// The dtypes of a loop of uf: one per operand (nin inputs, then the output).
bool loop_dtypes(VM& vm, UFunc* uf, Value dtypes, std::vector<DType>& types) {
  std::vector<Value> items;
  if (!collect_iterable(vm, dtypes, items)) return false;
  if ((int)items.size() != uf->nin + uf->nout) return vm.raise(vm.exc.TypeError, "a ufunc loop needs one dtype per operand");
  for (Value v : items) {
    DType d;
    if (!to_dtype(vm, v, d)) return false;
    types.push_back(d);
  }
  return true;
}

// The dimensions of a generalized loop's arguments (dims, one per operand:
// its core dimensions and one more, at least) into kdim; TypeError else.
bool core_arg_dims(VM& vm, UFunc* uf, Value dims, int* kdim) {
  std::vector<Value> items;
  if (!collect_iterable(vm, dims, items)) return false;
  for (int k = 0; k < uf->nin + uf->nout; k++) {
    int64_t d = k < (int)items.size() && items[k].is_int() ? items[k].i : 0;
    if (d < 1 + (int64_t)uf->core->ops[k].size() || d > kMaxDims)
      return vm.raise(vm.exc.TypeError, "a gufunc loop's argument has fewer dimensions than its core");
    kdim[k] = (int)d;
  }
  return true;
}

// The latest specialisation of a kernel dispatcher, or null.
jit::CompiledFunc* latest_kernel(Value dispatcher) {
  jit::FuncSpecs* specs = dispatcher_specs(dispatcher);
  return specs && jit_specs_count(specs) ? jit_specs_at(specs, jit_specs_count(specs) - 1) : nullptr;
}

// Registers a kernel loop with uf: `loop` owns the loop's data.
void keep_loop(UFunc* uf, Value kernel, std::shared_ptr<KernelLoop> loop) {
  uf->loop_data.push_back(loop);
  uf->keep.push_back(kernel);
}

// add_ufunc_kernel(ufunc, kernel, dtypes, parallel): appends a loop for
// `dtypes` that runs the kernel dispatcher's latest specialisation
// (compiled for those dtypes by the caller); parallel: long runs are split
// across the thread pool when the kernel may run there.
bool add_ufunc_kernel(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "add_ufunc_kernel", {"ufunc", "kernel", "dtypes", "parallel"}, 4, args)) return false;
  UFunc* uf = as_ufunc(vm, args[0]);
  jit::CompiledFunc* kernel = latest_kernel(args[1]);
  if (!uf || uf->core || !kernel)
    return vm.raise(vm.exc.TypeError, "add_ufunc_kernel(ufunc, kernel, dtypes): a ufunc and a compiled kernel");
  std::vector<DType> types;
  if (!loop_dtypes(vm, uf, args[2], types)) return false;
  bool parallel = args[3].is_bool() && args[3].b && jit_kernel_worker_safe(kernel);
  auto loop = std::make_shared<KernelLoop>(KernelLoop{&vm, kernel, uf->nin + uf->nout, parallel, {}});
  ufunc_add_loop(uf, types, run_kernel_loop, loop.get());
  keep_loop(uf, args[1], loop);
  out = Value::none();
  return true;
}

// new_gufunc(name, signature): a generalized numpy.ufunc with no loops.
// As Numba's gufuncs under NumPy 1.24, a loop of the inputs' very dtypes
// is taken before the first one they cast to safely.
bool new_gufunc(VM& vm, CallArgs& a, Value& out) {
  if (!is_str(a.args[0]) || !is_str(a.args[1]))
    return vm.raise(vm.exc.TypeError, "new_gufunc(name, signature): two strings");
  UFunc* uf = gufunc_new(vm, as<Str>(a.args[0])->text().c_str(), str_view(a.args[1]));
  if (!uf) return false;
  uf->resolver = UFuncResolver::ExactFirst;
  out = Value::object(uf);
  return true;
}

// add_gufunc_kernel(ufunc, kernel, c_kernel, dtypes, dims, parallel):
// appends a loop for `dtypes` running the kernel's latest specialisation,
// whose array arguments have dims[k] dimensions (one more than the user's
// function takes: 1 for a scalar) and layout 'A', or c_kernel's (None or
// the same with the arguments of 2 or more dimensions C-contiguous) when
// the operands' cores are; parallel: the loop iterations are split across
// the thread pool when the kernels may run there.
bool add_gufunc_kernel(VM& vm, CallArgs& a, Value& out) {
  Value args[6];
  if (!bind_args(vm, a, "add_gufunc_kernel", {"ufunc", "kernel", "c_kernel", "dtypes", "dims", "parallel"}, 6, args))
    return false;
  UFunc* uf = as_ufunc(vm, args[0]);
  jit::CompiledFunc* kernel = latest_kernel(args[1]);
  jit::CompiledFunc* c_kernel = args[2].is_none() ? nullptr : latest_kernel(args[2]);
  if (!uf || !uf->core || !kernel || (!args[2].is_none() && !c_kernel))
    return vm.raise(vm.exc.TypeError, "add_gufunc_kernel(ufunc, kernel, c_kernel, dtypes, dims): a gufunc and compiled kernels");
  std::vector<DType> types;
  if (!loop_dtypes(vm, uf, args[3], types)) return false;
  int nops = uf->nin + uf->nout;
  auto loop = std::make_shared<KernelLoop>(KernelLoop{&vm, kernel, nops, false, {}});
  if (!core_arg_dims(vm, uf, args[4], loop->kdim)) return false;
  int words = 1;
  for (int k = 0; k < nops; k++) words += 2 + 2 * loop->kdim[k];
  if (words > jit_kernel_max_words())
    return vm.raise(vm.exc.TypeError, "too many operands or dimensions for a compiled generalized ufunc");
  loop->c_kernel = c_kernel;
  loop->parallel = args[5].is_bool() && args[5].b && jit_kernel_worker_safe(kernel) &&
                   (!c_kernel || jit_kernel_worker_safe(c_kernel));
  gufunc_add_loop(uf, types, run_core_loop, loop.get());
  keep_loop(uf, args[1], loop);
  if (c_kernel) uf->keep.push_back(args[2]);
  out = Value::none();
  return true;
}

// add_ufunc_pyfunc(ufunc, fn, dtypes): appends an object-mode loop for
// `dtypes` calling fn per element.
bool add_ufunc_pyfunc(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "add_ufunc_pyfunc", {"ufunc", "fn", "dtypes"}, 3, args)) return false;
  UFunc* uf = as_ufunc(vm, args[0]);
  if (!uf) return vm.raise(vm.exc.TypeError, "add_ufunc_pyfunc(ufunc, fn, dtypes): a ufunc");
  std::vector<DType> types;
  if (!loop_dtypes(vm, uf, args[2], types)) return false;
  auto loop = std::make_shared<PyLoop>();
  loop->vm = &vm;
  loop->fn = args[1];
  loop->nin = uf->nin;
  for (size_t k = 0; k < types.size(); k++) loop->types[k] = types[k];
  ufunc_add_loop(uf, types, run_py_loop, loop.get());
  uf->loop_data.push_back(loop);
  uf->keep.push_back(args[1]);
  out = Value::none();
  return true;
}

// set_ufunc_scalar(ufunc, dispatcher, owner): the compiled scalar function
// of a @vectorize ufunc, for compiled code that calls the ufunc, and the
// DUFunc owning it (None for an eager ufunc).
bool set_ufunc_scalar(VM& vm, CallArgs& a, Value& out) {
  UFunc* uf = as_ufunc(vm, a.args[0]);
  if (!uf || !dispatcher_specs(a.args[1])) return vm.raise(vm.exc.TypeError, "set_ufunc_scalar(ufunc, dispatcher, owner)");
  uf->scalar = a.args[1];
  uf->owner = a.args[2].is_none() ? Value() : a.args[2];
  out = Value::none();
  return true;
}

// add_gufunc_pyfunc(ufunc, fn, dtypes, dims): appends an object-mode loop
// for `dtypes` calling fn per loop index (dims as add_gufunc_kernel's).
bool add_gufunc_pyfunc(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "add_gufunc_pyfunc", {"ufunc", "fn", "dtypes", "dims"}, 4, args)) return false;
  UFunc* uf = as_ufunc(vm, args[0]);
  if (!uf || !uf->core) return vm.raise(vm.exc.TypeError, "add_gufunc_pyfunc(ufunc, fn, dtypes, dims): a gufunc");
  std::vector<DType> types;
  if (!loop_dtypes(vm, uf, args[2], types)) return false;
  auto loop = std::make_shared<PyCoreLoop>();
  loop->vm = &vm;
  loop->fn = args[1];
  loop->nops = uf->nin + uf->nout;
  if (!core_arg_dims(vm, uf, args[3], loop->kdim)) return false;
  gufunc_add_loop(uf, types, run_py_core_loop, loop.get());
  uf->loop_data.push_back(loop);
  uf->keep.push_back(args[1]);
  out = Value::none();
  return true;
}

const NativeDef kFunctions[] = {
    {"add_gufunc_pyfunc", add_gufunc_pyfunc, 4, 4, false, JitHint::None},
    {"set_ufunc_scalar", set_ufunc_scalar, 3, 3, false, JitHint::None},
    {"add_ufunc_pyfunc", add_ufunc_pyfunc, 3, 3, false, JitHint::None},
    {"new_ufunc", new_ufunc, 5, 5, false, JitHint::None},
    {"add_ufunc_kernel", add_ufunc_kernel, 4, 4, false, JitHint::None},
    {"new_gufunc", new_gufunc, 2, 2, false, JitHint::None},
    {"add_gufunc_kernel", add_gufunc_kernel, 6, 6, false, JitHint::None},
};

}  // namespace

void add_ufunc_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kFunctions);
}

}  // namespace tpy
