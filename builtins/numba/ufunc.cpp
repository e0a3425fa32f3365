// ufunc.cpp — the native side of @vectorize (builtins/pylib/numba.np.ufunc.py):
// a user ufunc is a numpy.ufunc (builtins/numpy/ufunc.h) whose loops are
// compiled kernels. The Python side writes, per loop, a function
// `loop(a_0, ..., out, n)` that stores f(a_0[i], ...) into out[i] over
// 1-d arrays of layout 'A' (f, the user's scalar function, inlined into it
// when small), compiles it for the loop's dtypes, and hands it here; the
// ufunc's strided inner loop then runs it on the operands' memory as it
// is (jit_run_array_kernel): no array objects, one native call per run.
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
  bool parallel;   // target='parallel' and the kernel may run on worker threads
};

// Below this many elements a run stays on the calling thread.
constexpr int64_t kParallelMinRun = 1 << 15;

int run_kernel_loop(char** args, int64_t n, const int64_t* steps, void* data) {
  auto* k = static_cast<KernelLoop*>(data);
  // A reduction's output (stride 0) accumulates: one thread.
  bool split = k->parallel && n >= kParallelMinRun && steps[k->nops - 1] != 0;
  bool ok = split ? jit_run_array_kernel_parallel(*k->vm, k->kernel, k->nops, args, n, steps)
                  : jit_run_array_kernel(*k->vm, k->kernel, k->nops, args, n, steps);
  return ok ? kLoopOk : kLoopRaised;
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
    return vm.raise(vm.exc.TypeError, "new_ufunc(name, nin, identity): a name and 1 to 3 inputs");
  UFunc* uf = ufunc_new(vm, as<Str>(args[0])->s.c_str(), (int)args[1].i, 1, args[2].is_none() ? Value() : args[2]);
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

// add_ufunc_kernel(ufunc, kernel, dtypes, parallel): appends a loop for
// `dtypes` that runs the kernel dispatcher's latest specialisation
// (compiled for those dtypes by the caller); parallel: long runs are split
// across the thread pool when the kernel may run there.
bool add_ufunc_kernel(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "add_ufunc_kernel", {"ufunc", "kernel", "dtypes", "parallel"}, 4, args)) return false;
  UFunc* uf = as_ufunc(vm, args[0]);
  jit::FuncSpecs* specs = dispatcher_specs(args[1]);
  if (!uf || !specs || jit_specs_count(specs) == 0)
    return vm.raise(vm.exc.TypeError, "add_ufunc_kernel(ufunc, kernel, dtypes): a ufunc and a compiled kernel");
  std::vector<DType> types;
  if (!loop_dtypes(vm, uf, args[2], types)) return false;
  jit::CompiledFunc* kernel = jit_specs_at(specs, jit_specs_count(specs) - 1);
  bool parallel = args[3].is_bool() && args[3].b && jit_kernel_worker_safe(kernel);
  auto loop = std::make_shared<KernelLoop>(KernelLoop{&vm, kernel, uf->nin + uf->nout, parallel});
  ufunc_add_loop(uf, types, run_kernel_loop, loop.get());
  uf->loop_data.push_back(loop);
  uf->keep.push_back(args[1]);
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

const NativeDef kFunctions[] = {
    {"set_ufunc_scalar", set_ufunc_scalar, 3, 3, false, JitHint::None},
    {"add_ufunc_pyfunc", add_ufunc_pyfunc, 3, 3, false, JitHint::None},
    {"new_ufunc", new_ufunc, 5, 5, false, JitHint::None},
    {"add_ufunc_kernel", add_ufunc_kernel, 4, 4, false, JitHint::None},
};

}  // namespace

void add_ufunc_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kFunctions);
}

}  // namespace tpy
