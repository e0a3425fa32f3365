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
};

int run_kernel_loop(char** args, int64_t n, const int64_t* steps, void* data) {
  auto* k = static_cast<KernelLoop*>(data);
  return jit_run_array_kernel(*k->vm, k->kernel, k->nops, args, n, steps) ? kLoopOk : kLoopRaised;
}

UFunc* as_ufunc(VM& vm, Value v) {
  return v.is_obj() && v.o->type == np_state(vm).ufunc ? static_cast<UFunc*>(v.o) : nullptr;
}

// new_ufunc(name, nin, identity): a numpy.ufunc with one output and no
// loops; identity None for none.
bool new_ufunc(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "new_ufunc", {"name", "nin", "identity"}, 3, args)) return false;
  if (!is_str(args[0]) || !args[1].is_int() || args[1].i < 1 || args[1].i > kMaxUFuncArgs - 1)
    return vm.raise(vm.exc.TypeError, "new_ufunc(name, nin, identity): a name and 1 to 3 inputs");
  UFunc* uf = ufunc_new(vm, as<Str>(args[0])->s.c_str(), (int)args[1].i, 1, args[2].is_none() ? Value() : args[2]);
  out = Value::object(uf);
  return true;
}

// add_ufunc_kernel(ufunc, kernel, dtypes): appends a loop for `dtypes`
// (nin inputs then the output) that runs the kernel dispatcher's latest
// specialisation (compiled for those dtypes by the caller).
bool add_ufunc_kernel(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "add_ufunc_kernel", {"ufunc", "kernel", "dtypes"}, 3, args)) return false;
  UFunc* uf = as_ufunc(vm, args[0]);
  jit::FuncSpecs* specs = dispatcher_specs(args[1]);
  if (!uf || !specs || jit_specs_count(specs) == 0)
    return vm.raise(vm.exc.TypeError, "add_ufunc_kernel(ufunc, kernel, dtypes): a ufunc and a compiled kernel");
  std::vector<Value> items;
  if (!collect_iterable(vm, args[2], items)) return false;
  if ((int)items.size() != uf->nin + uf->nout) return vm.raise(vm.exc.TypeError, "add_ufunc_kernel: one dtype per operand");
  std::vector<DType> types;
  for (Value v : items) {
    DType d;
    if (!to_dtype(vm, v, d)) return false;
    types.push_back(d);
  }
  auto loop = std::make_shared<KernelLoop>(KernelLoop{&vm, jit_specs_at(specs, jit_specs_count(specs) - 1), uf->nin + uf->nout});
  ufunc_add_loop(uf, types, run_kernel_loop, loop.get());
  uf->loop_data.push_back(loop);
  uf->keep.push_back(args[1]);
  out = Value::none();
  return true;
}

const NativeDef kFunctions[] = {
    {"new_ufunc", new_ufunc, 3, 3, false, JitHint::None},
    {"add_ufunc_kernel", add_ufunc_kernel, 3, 3, false, JitHint::None},
};

}  // namespace

void add_ufunc_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kFunctions);
}

}  // namespace tpy
