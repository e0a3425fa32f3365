// gpu/cuda_api.h — the CUDA Driver API and NVRTC as tables of function
// pointers, loaded with dlopen at first use (gpu/loader.cpp), and NVRTC
// compilation of CUDA C to a cubin or PTX with a memory and disk cache
// (gpu/nvrtc.cpp). Internal to gpu/: the rest of tpy goes through gpu/gpu.h.
// Nothing here links against CUDA or includes its headers; turning a failure
// into a Python exception (CudaSupportError, NvrtcError) is the caller's job.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace tpy::gpu {

// The few CUDA types the entry points use, declared here so that tpy builds
// without the toolkit. Layouts match cuda.h and nvrtc.h on every platform
// CUDA supports (enums are int-sized; handles are pointers).
using CUresult = int;              // 0 = CUDA_SUCCESS; names from cu_error_name
using CUdevice = int;              // a device ordinal handle from cuDeviceGet
using CUdeviceptr = unsigned long long;  // a device address (the _v2 ABI: 64-bit)
using CUdevice_attribute = int;    // CU_DEVICE_ATTRIBUTE_* from cuda.h
using CUfunction_attribute = int;  // CU_FUNC_ATTRIBUTE_* from cuda.h
using CUjit_option = int;          // CU_JIT_* from cuda.h
struct CUctx_st;
struct CUmod_st;
struct CUfunc_st;
struct CUstream_st;
struct CUevent_st;
using CUcontext = CUctx_st*;
using CUmodule = CUmod_st*;
using CUfunction = CUfunc_st*;
using CUstream = CUstream_st*;     // null = the legacy default stream
using CUevent = CUevent_st*;
struct CUuuid {
  char bytes[16];
};
using CUoccupancyB2DSize = size_t (*)(int block_size);

using nvrtcResult = int;           // 0 = NVRTC_SUCCESS; names from nvrtcGetErrorString
struct NvrtcProgramImpl;
using nvrtcProgram = NvrtcProgramImpl*;

inline constexpr CUresult kCudaSuccess = 0;
inline constexpr nvrtcResult kNvrtcSuccess = 0;

// One pointer per row of gpu/driver.def, named as the exported symbol
// (`api->cuMemAlloc_v2(&p, n)`). All non-null in a table that driver_api
// returned.
struct DriverApi {
#define CU_FN(name, ret, params) ret (*name) params = nullptr;
#include "gpu/driver.def"
#undef CU_FN
};

// One pointer per row of gpu/nvrtc.def; all non-null in a table that
// nvrtc_api returned.
struct NvrtcApi {
#define NVRTC_FN(name, ret, params) ret (*name) params = nullptr;
#include "gpu/nvrtc.def"
#undef NVRTC_FN
};

// ---- Loading (gpu/loader.cpp) ----

// The driver, loaded once per process: opens libcuda.so.1 (then libcuda.so),
// resolves every row of driver.def and calls cuInit(0). Returns the table
// (static, never freed) or null; on null, sets *why (when why is not null) to
// a one-line reason such as "libcuda.so.1 not found", "libcuda.so.1 lacks
// cuFoo" or "cuInit failed: CUDA_ERROR_NO_DEVICE". Every later call returns
// the same result and reason. A driver whose cuInit failed stays loaded
// (libcuda is never unloaded), and then still names codes for cu_error_name. Thread-safe; never aborts, prints or throws
// (beyond std::bad_alloc); not for JIT code (it may take a lock and dlopen).
const DriverApi* driver_api(std::string* why = nullptr);

// NVRTC, loaded once per process from the first usable candidate of
// nvrtc_candidates(); resolves every row of nvrtc.def and checks that
// nvrtcVersion answers. Same contract as driver_api; reasons are e.g.
// "libnvrtc.so not found (looked ...)" or "<path> lacks nvrtcGetCUBIN".
const NvrtcApi* nvrtc_api(std::string* why = nullptr);

// Where nvrtc_api looks, in order: the libnvrtc.so / libnvrtc.so.<version>
// files (newest version first in each folder) that exist next to the first
// `nvcc` on PATH (../lib64, ../lib, ../targets/<arch>-linux/lib, also beside
// the nvcc a symlink leads to), under $CUDA_HOME and $CUDA_PATH (lib64, lib),
// /usr/local/cuda/lib64, /usr/local/cuda-*/lib64 (newest version first), then
// the bare name "libnvrtc.so" for the loader's own path and the versioned
// files in the loader's usual folders. Each file appears once. Allocates;
// reads the environment; thread-safe.
std::vector<std::string> nvrtc_candidates();

// Which NVRTC nvrtc_api would load, read without loading it: the first
// candidate that is a file, as "realpath size mtime" ("" when none is; the
// bare loader name counts as none). What the compile cache keys on, so that
// a cache hit costs no dlopen of the (large) library.
std::string nvrtc_identity();

// Opens the library at `path` as the driver into `api` (resolve every row,
// cuInit(0)), without touching driver_api's once-only state: for tests and
// diagnostics. Returns the dlopen handle (the caller may dlclose it, after
// which `api` dangles) or null with *why set as for driver_api and the
// library closed again.
void* open_driver_at(const std::string& path, DriverApi& api, std::string* why);

// The same for NVRTC (resolve every row, nvrtcVersion must succeed).
void* open_nvrtc_at(const std::string& path, NvrtcApi& api, std::string* why);

// "CUDA_ERROR_NO_DEVICE" for 100, via cuGetErrorName once driver_api has
// opened a driver; otherwise from a short built-in list of the codes loading can
// meet, else "CUDA_ERROR_<code>". Never fails; thread-safe; allocates.
std::string cu_error_name(int code);

// ---- Compiling (gpu/nvrtc.cpp) ----

// What nvrtc_compile produced. `image` is a cubin (ELF) when is_cubin, else
// PTX text; either way image.c_str() is NUL-terminated, so it can go to
// cuModuleLoadData as is. `log` is NVRTC's log (warnings, or the errors of a
// failed compile). `arch` is the architecture compiled for (10*major+minor),
// which may be lower than the one asked for (see nvrtc_compile).
struct NvrtcOutput {
  std::string log;
  std::string image;
  bool is_cubin = false;
  int arch = 0;
};

// Compiles the CUDA C `source` (named `program_name` in diagnostics, e.g.
// "kernel.cu") for compute capability cc_major.cc_minor: to a cubin with
// --gpu-architecture=sm_XY, or to PTX with compute_XY when want_ptx; the
// caller's `options` follow the architecture option. If this NVRTC cannot
// target sm_XY it uses the newest architecture it supports below it; when
// that changes the major version a cubin would not load on the device, so
// PTX is produced instead (the driver compiles it). Results are cached in
// memory and on disk (see nvrtc_cache_dir), keyed by a 128-bit hash of the
// source, name, architecture, options, output kind and NVRTC's version.
// Returns true with `out` filled, or false with `why` a one-line summary
// (NVRTC missing, unsupported architecture, or the first error line of the
// log) and, on a compile error, `out.log` holding NVRTC's whole log. Never
// throws (beyond std::bad_alloc); thread-safe (compiles may run
// concurrently); not for JIT code. May take seconds on a cache miss.
bool nvrtc_compile(const std::string& source, const std::string& program_name,
                   int cc_major, int cc_minor,
                   const std::vector<std::string>& options, NvrtcOutput& out,
                   std::string& why, bool want_ptx = false);

// NVRTC's version (e.g. 13.0); false, leaving the arguments alone, when
// NVRTC does not load.
bool nvrtc_version(int& major, int& minor);

// The architecture for compile-only checks when there is no device: the
// newest one the loaded NVRTC supports, capped at 9.0. 0.0 when NVRTC does
// not load.
void nvrtc_default_arch(int& major, int& minor);

// The disk cache folder: $XDG_CACHE_HOME/tpy/cuda, else ~/.cache/tpy/cuda;
// "" when TPY_CUDA_CACHE=0 or neither variable is set. Read from the
// environment at each call, so tests may change it. The folder may not
// exist or be writable: the cache then silently does without it.
std::string nvrtc_cache_dir();

// Counters since the process started: compiles answered from memory, from
// disk, and NVRTC invocations (failed ones included). For tests and
// --jit-stats style reports; thread-safe.
void nvrtc_cache_stats(int& memory_hits, int& disk_hits, int& compiles);

// Forgets the in-memory cache (the disk cache stays): for tests of the disk
// path. Thread-safe.
void nvrtc_cache_clear_memory();

}  // namespace tpy::gpu
