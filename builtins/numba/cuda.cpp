// cuda.cpp — numba.cuda's native side in _tpy_numba: launching a kernel
// (cuda_launch) and its CUDA C (cuda_source). The Python side
// (builtins/pylib/numba.cuda.*.py) normalises launch configurations and
// unwraps device arrays; kernels are dispatchers made with the option
// cuda=1 (jit/func_specs.cpp, jit_specs_set_cuda), run by the GPU layer
// through its facade gpu/gpu.h. With TPY_CUDA_CHECK_NVRTC set (the test
// runner sets it for tests/gpu), each new specialisation's CUDA C is also
// compiled by NVRTC when it is installed: the tests prove the emitted code
// compiles on machines without a GPU.
#include <cstdio>
#include <cstdlib>
#include <unordered_set>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numba/numba.h"
#include "gpu/gpu.h"
#include "jit/jit.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy {

namespace {

// Three positive ints from a tuple (the Python side normalised it).
bool dim3(VM& vm, Value v, const char* what, int64_t out[3]) {
  if (!is_layout(v, Layout::Tuple) || as<Tuple>(v)->items.size() != 3)
    return vm.raisef(vm.exc.TypeError, "cuda_launch: %s must be a tuple of three ints", what);
  for (int d = 0; d < 3; d++)
    if (!to_int64(vm, as<Tuple>(v)->items[d], out[d], what)) return false;
  return true;
}

// Raises numba.cuda.cudadrv.error.NvrtcError(msg).
bool raise_nvrtc_error(VM& vm, const std::string& msg) {
  Value mod, cls;
  if (!import_module(vm, vm.intern("numba.cuda.cudadrv.error"), Value::object(vm.new_tuple({vm.str_value("x")})), 0, mod) ||
      !get_attr(vm, mod, vm.intern("NvrtcError"), cls))
    return false;
  if (!is_layout(cls, Layout::Type)) return vm.raise(vm.exc.RuntimeError, msg);
  return vm.raise(static_cast<TypeObject*>(cls.o), msg);
}

// A specialisation's first launch: --emit-cuda prints its CUDA C, and
// TPY_CUDA_CHECK_NVRTC compiles it with NVRTC.
bool first_launch(VM& vm, Value disp, jit::CompiledFunc* f) {
  static const bool check = [] {
    const char* e = std::getenv("TPY_CUDA_CHECK_NVRTC");
    return e && *e && std::string(e) != "0";
  }();
  if (!check && !vm.emit_cuda) return true;
  static std::unordered_set<const jit::CompiledFunc*> seen;
  if (!seen.insert(f).second) return true;
  Function* fn = as<Function>(dispatcher_py_func(disp));
  std::string src, why;
  if (!gpu_kernel_source(vm, fn, f, src, why))
    return raise_nvrtc_error(vm, "tpy cannot print the kernel '" + fn->name->s + "' as CUDA C: " + why);
  if (vm.emit_cuda) fprintf(stderr, "// ---- CUDA C of kernel %s\n%s", fn->name->s.c_str(), src.c_str());
  if (!check) return true;
  int r = gpu_check_compiles(src, fn->name->s, why);
  if (r == 0) return raise_nvrtc_error(vm, "NVRTC failed to compile the kernel '" + fn->name->s + "':\n" + why);
  return true;
}

// cuda_launch(kernel, griddim, blockdim, sharedmem, args): runs the kernel
// (a cuda=1 dispatcher) for three-int grid and block sizes on the simulator.
bool cuda_launch(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!bind_args(vm, a, "cuda_launch", {"kernel", "griddim", "blockdim", "sharedmem", "args"}, 5, args)) return false;
  GpuLaunch l;
  if (!dim3(vm, args[1], "griddim", l.grid) || !dim3(vm, args[2], "blockdim", l.block) ||
      !to_int64(vm, args[3], l.shared_bytes, "sharedmem"))
    return false;
  if (!is_layout(args[4], Layout::Tuple)) return vm.raise(vm.exc.TypeError, "cuda_launch: args must be a tuple");
  Tuple* t = as<Tuple>(args[4]);
  jit::CompiledFunc* f = nullptr;
  if (!dispatcher_prepare(vm, args[0], t->items.data(), (int)t->items.size(), f)) return false;
  if (!first_launch(vm, args[0], f)) return false;
  Function* fn = as<Function>(dispatcher_py_func(args[0]));
  if (!gpu_sim_launch(vm, f, fn->name->s, l, t->items.data(), (int)t->items.size())) return false;
  out = Value::none();
  return true;
}

// cuda_source(kernel, args): the CUDA C of the kernel's specialisation for
// those arguments (compiled now if needed).
bool cuda_source(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "cuda_source", {"kernel", "args"}, 2, args)) return false;
  if (!is_layout(args[1], Layout::Tuple)) return vm.raise(vm.exc.TypeError, "cuda_source: args must be a tuple");
  Tuple* t = as<Tuple>(args[1]);
  jit::CompiledFunc* f = nullptr;
  if (!dispatcher_prepare(vm, args[0], t->items.data(), (int)t->items.size(), f)) return false;
  std::string src, why;
  if (!gpu_kernel_source(vm, as<Function>(dispatcher_py_func(args[0])), f, src, why))
    return vm.raise(vm.exc.TypeError, "tpy cannot print this kernel as CUDA C: " + why);
  out = vm.str_value(src);
  return true;
}

// cuda_source_at(kernel, i): the CUDA C of the kernel's i-th specialisation.
bool cuda_source_at(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "cuda_source_at", {"kernel", "i"}, 2, args)) return false;
  jit::FuncSpecs* s = dispatcher_specs(args[0]);
  int64_t i = 0;
  if (!s) return vm.raise(vm.exc.TypeError, "cuda_source_at: not a kernel");
  if (!to_int64(vm, args[1], i, "i")) return false;
  if (i < 0 || (size_t)i >= jit_specs_count(s)) return vm.raise(vm.exc.IndexError, "no such specialisation");
  std::string src, why;
  if (!gpu_kernel_source(vm, as<Function>(dispatcher_py_func(args[0])), jit_specs_at(s, (size_t)i), src, why))
    return vm.raise(vm.exc.TypeError, "tpy cannot print this kernel as CUDA C: " + why);
  out = vm.str_value(src);
  return true;
}

const NativeDef kFunctions[] = {
    {"cuda_source_at", cuda_source_at, 2, 2, false, JitHint::None},
    {"cuda_launch", cuda_launch, 5, 5, false, JitHint::None},
    {"cuda_source", cuda_source, 2, 2, false, JitHint::None},
};

}  // namespace

void add_cuda_functions(VM& vm, Module* m) { add_module_functions(vm, m, kFunctions); }

}  // namespace tpy
