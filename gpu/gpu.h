// gpu.h — the GPU layer as builtins/ sees it (numba.cuda's native side,
// builtins/numba/cuda.cpp): launching a kernel on the CPU simulator and
// printing its CUDA C. Kernels are specialisations the function compiler
// made with FuncOptions::cuda (jit_specs_prepare, jit/jit.h). The flow
// behind this header is gpu/README.md.
#pragma once
#include <cstdint>
#include <string>

namespace tpy {

struct VM;
struct Value;
struct Function;
namespace jit { struct CompiledFunc; }

struct GpuLaunch {
  int64_t grid[3] = {1, 1, 1};
  int64_t block[3] = {1, 1, 1};
  int64_t shared_bytes = 0;   // dynamic shared memory per block
};

// Runs kernel f (named `name` in messages) for the launch on the CPU
// simulator, its arguments the Python values (host arrays: device arrays
// are unwrapped by the caller) already typed as f's. The threads of a
// block run in order, as fibers switched at barriers when the kernel has
// any. False with the exception pending: a thread's exception is raised
// as its type with "tid=[x, y, z] ctaid=[x, y, z]: message" (Numba's
// simulator's words); a launch larger than the device allows is a
// CudaAPIError-like ValueError from the caller, not checked here.
bool gpu_sim_launch(VM& vm, jit::CompiledFunc* f, const std::string& name, const GpuLaunch& l, const Value* args,
                    int nargs);

// The CUDA C of kernel specialisation f of Python function fn: its IR
// typed again without bounds checks (the GPU has none) and printed by the
// emitter (gpu/emit_cuda.cpp). False with a one-line reason in `why`.
bool gpu_kernel_source(VM& vm, Function* fn, jit::CompiledFunc* f, std::string& out, std::string& why);

// Compiles CUDA C with NVRTC for the default architecture when NVRTC is
// present (a check that the emitted code compiles: TPY_CUDA_CHECK_NVRTC).
// 1 compiled, 0 failed (why: NVRTC's log), -1 no NVRTC on this machine.
int gpu_check_compiles(const std::string& source, const std::string& name, std::string& why);

}  // namespace tpy
