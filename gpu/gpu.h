// gpu.h — the GPU layer as builtins/ sees it (numba.cuda's native side,
// builtins/numba/cuda.cpp): launching a kernel on the CPU simulator and
// printing its CUDA C. Kernels are specialisations the function compiler
// made with FuncOptions::cuda (jit_specs_prepare, jit/jit.h). The flow
// behind this header is gpu/README.md.
#pragma once
#include <cstddef>
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
  uint64_t stream = 0;        // the CUstream on the GPU (0: the legacy default stream)
};

// Runs kernel f (named `name` in messages) for the launch on the CPU
// simulator, its arguments the Python values (host arrays: device arrays
// are unwrapped by the caller) already typed as f's. The threads of a
// block run in order, as fibers switched at barriers when the kernel has
// any. False with the exception pending: a thread's exception is raised
// as its type with "tid=[x, y, z] ctaid=[x, y, z]: message" (Numba's
// simulator's words). Grid and block sizes are not checked against a
// device's limits (the simulator has none but memory).
bool gpu_sim_launch(VM& vm, jit::CompiledFunc* f, const std::string& name, const GpuLaunch& l, const Value* args,
                    int nargs);

// The CUDA C of kernel specialisation f of Python function fn: its IR
// typed again without bounds checks (the GPU has none) and printed by the
// emitter (gpu/emit_cuda.cpp). False with a one-line reason in `why`.
bool gpu_kernel_source(VM& vm, Function* fn, jit::CompiledFunc* f, std::string& out, std::string& why);

// The symbol the emitter gives the kernel of Python function `name` (the
// name itself, or with a trailing underscore for reserved words).
std::string gpu_kernel_symbol(const std::string& name);

// ---- the GPU (gpu/device.cpp): device 0 through the Driver API ----------
// Each returns false with `err` set: a driver code (CUresult; -1 no
// driver or device, -2 no CUDA C for the kernel, -3 NVRTC failed) and a
// one-line message, for the caller to raise (CudaSupportError for -1,
// CudaAPIError otherwise). Thread-safe. Not yet run on a GPU.
struct GpuError {
  int code = 0;
  std::string message;
};
struct GpuDeviceInfo {
  std::string name, uuid;
  int cc_major = 0, cc_minor = 0;
};
enum class GpuCopy : uint8_t { HostToDevice, DeviceToHost, DeviceToDevice };
// Whether device 0 is usable (the driver loads, a device exists, its
// primary context is current on this thread).
bool gpu_device_ready(GpuError& err);
bool gpu_device_info(GpuDeviceInfo& info, GpuError& err);
bool gpu_device_attribute(int attribute, int& value, GpuError& err);   // a CU_DEVICE_ATTRIBUTE_* number
// Device memory. Frees are deferred (Numba's deallocation queue): flushed
// when kMaxPending wait, at gpu_synchronize, or by gpu_flush_frees, never
// while held (cuda.defer_cleanup). gpu_free_later never fails.
bool gpu_alloc(size_t bytes, uint64_t& ptr, GpuError& err);
void gpu_free_later(uint64_t ptr, size_t bytes);
bool gpu_flush_frees(GpuError& err);
size_t gpu_pending_frees();
void gpu_hold_frees(bool hold);
// A contiguous copy of `bytes` (device addresses as pointers): on the
// legacy default stream, returning once done; or ordered on `stream`, which
// may return before (the host side must live until the stream is
// synchronized).
bool gpu_memcpy(void* dst, const void* src, size_t bytes, GpuCopy kind, GpuError& err);
bool gpu_memcpy_async(void* dst, const void* src, size_t bytes, GpuCopy kind, uint64_t stream, GpuError& err);
// cuCtxSynchronize, then the deferred frees.
bool gpu_synchronize(GpuError& err);
// Streams and events, as CUstream and CUevent handles. Streams are blocking
// (flags 0, as Numba's); handles 0, 1, 2 are CUDA's default, legacy and
// per-thread streams. Collected ones are destroyed at the next flush of
// the frees (the *_later calls never fail). Errors read as Numba's ("Call
// to cuEventQuery results in CUDA_ERROR_INVALID_HANDLE"). A launch or copy
// on a stream other than the legacy one makes the next flush synchronize
// the context before freed blocks are reused (gpu/README.md).
bool gpu_stream_create(uint64_t& stream, GpuError& err);
void gpu_stream_destroy_later(uint64_t stream);
bool gpu_stream_synchronize(uint64_t stream, GpuError& err);
bool gpu_stream_wait_event(uint64_t stream, uint64_t event, GpuError& err);
bool gpu_event_create(bool timing, uint64_t& event, GpuError& err);
void gpu_event_destroy_later(uint64_t event);
bool gpu_event_record(uint64_t event, uint64_t stream, GpuError& err);
bool gpu_event_synchronize(uint64_t event, GpuError& err);
bool gpu_event_query(uint64_t event, bool& done, GpuError& err);   // done false: CUDA_ERROR_NOT_READY
bool gpu_event_elapsed(uint64_t start, uint64_t end, float& ms, GpuError& err);
bool gpu_mem_info(size_t& free_bytes, size_t& total_bytes, GpuError& err);
// Launches kernel specialisation f of fn: its CUDA C compiled by NVRTC
// for the device (once per specialisation), the arguments' words (device
// arrays are headers whose data is a device address) packed as the
// simulator's. Asynchronous: errors inside the kernel surface at the next
// synchronize.
bool gpu_launch(VM& vm, Function* fn, jit::CompiledFunc* f, const GpuLaunch& l, const Value* args, int nargs,
                GpuError& err);

// Compiles CUDA C with NVRTC for the default architecture when NVRTC is
// present (a check that the emitted code compiles: TPY_CUDA_CHECK_NVRTC).
// 1 compiled, 0 failed (why: NVRTC's log), -1 no NVRTC on this machine.
int gpu_check_compiles(const std::string& source, const std::string& name, std::string& why);

}  // namespace tpy
