// check.cpp — compile-only checks of emitted CUDA C (gpu_check_compiles,
// gpu/gpu.h): NVRTC, when it loads, compiles the source for the default
// architecture (gpu/nvrtc.cpp caches the result), so CI machines without a
// GPU still prove that every kernel the tests run prints as valid CUDA C.
#include "gpu/cuda_api.h"
#include "gpu/emit_cuda.h"
#include "gpu/gpu.h"

namespace tpy {

int gpu_check_compiles(const std::string& source, const std::string& name, std::string& why) {
  std::string missing;
  if (!gpu::nvrtc_api(&missing)) return -1;
  int major = 0, minor = 0;
  gpu::nvrtc_default_arch(major, minor);
  gpu::NvrtcOutput out;
  if (gpu::nvrtc_compile(source, name + ".cu", major, minor, gpu::emitted_code_options(), out, why, true)) return 1;
  if (!out.log.empty()) why = out.log;
  return 0;
}

}  // namespace tpy
