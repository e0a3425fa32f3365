// emit_cuda.h — the CUDA C emitter's entry point inside gpu/ (and for its
// unit tests): typed function IR in, CUDA C out. gpu_kernel_source
// (gpu/gpu.h) types the kernel and calls it.
#pragma once
#include <string>
#include <vector>

namespace tpy {
struct NdArray;
namespace jit { struct CompiledFunc; }

namespace gpu {

// Prints kernel g (its IR after dce(): ir.live set) as one
// `extern "C" __global__ void name(i64 a0, ..., i64 tpy_dyn_bytes)` with
// the helpers it needs; `constants` are the frozen global arrays its KPTRs
// may point into (printed as __constant__ data). False with a one-line
// reason in `why` for what the GPU cannot run. Allocates; never raises.
// The NVRTC options the emitted code is compiled with: C++17, 128-bit
// integers (the prelude's trip counts), and no multiply-add contraction,
// so the GPU rounds each operation as the simulator does.
std::vector<std::string> emitted_code_options();

bool emit_cuda_source(const jit::CompiledFunc& g, const std::string& name, const std::vector<const NdArray*>& constants,
                      std::string& out, std::string& why);

}  // namespace gpu
}  // namespace tpy
