// fake_libcuda.cpp — a stand-in libcuda.so.1 for testing tpy's GPU path on
// machines without a GPU (tests/gpu_fake/, scripts/run_fake_gpu_tests.py).
// Device memory is host memory (calloc, 1 GiB of it), copies are memcpy, device 0 is a
// "tpy fake GPU" of compute capability 9.0. Modules must be cubins (ELF)
// naming the function asked for; a launch checks its configuration and
// parameters and runs nothing: tests see the plumbing (allocation, copies,
// the deallocation queue, attributes, NVRTC's output, argument packing),
// not kernels' results. Exports only what gpu/driver.def lists.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>

extern "C" {

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
struct Module {
  std::string image;
};
struct Func {
  std::string name;
};

static int g_ctx_marker;
static long g_allocs = 0, g_frees = 0, g_launches = 0;
// Device memory: 1 GiB, as cuMemGetInfo reports; allocations beyond it fail
// as a full device does (CUDA_ERROR_OUT_OF_MEMORY).
static const size_t kDeviceBytes = (size_t)1 << 30;
static size_t g_live_bytes = 0;
static std::unordered_map<CUdeviceptr, size_t> g_sizes;

CUresult cuInit(unsigned) { return 0; }
CUresult cuDriverGetVersion(int* v) { *v = 13000; return 0; }
CUresult cuGetErrorName(CUresult e, const char** s) { *s = e ? "CUDA_ERROR_FAKE" : "CUDA_SUCCESS"; return 0; }
CUresult cuGetErrorString(CUresult e, const char** s) { *s = e ? "an error of the fake driver" : "no error"; return 0; }
CUresult cuDeviceGetCount(int* n) { *n = 1; return 0; }
CUresult cuDeviceGet(int* d, int ordinal) { *d = ordinal; return ordinal == 0 ? 0 : 101; }
CUresult cuDeviceGetName(char* name, int len, int) {
  std::strncpy(name, "tpy fake GPU", (size_t)len);
  return 0;
}
CUresult cuDeviceGetAttribute(int* v, int attr, int) {
  switch (attr) {
    case 75: *v = 9; break;         // compute capability major
    case 76: *v = 0; break;         // minor
    case 16: *v = 4; break;         // multiprocessors
    case 1: *v = 1024; break;       // max threads per block
    case 10: *v = 32; break;        // warp size
    case 8: *v = 49152; break;      // shared memory per block
    default: *v = 0; break;
  }
  return 0;
}
CUresult cuDeviceTotalMem_v2(size_t* b, int) { *b = (size_t)1 << 30; return 0; }
CUresult cuDeviceGetUuid(char* uuid, int) {
  for (int i = 0; i < 16; i++) uuid[i] = (char)i;
  return 0;
}
CUresult cuDevicePrimaryCtxRetain(void** ctx, int) { *ctx = &g_ctx_marker; return 0; }
CUresult cuDevicePrimaryCtxRelease(int) { return 0; }
CUresult cuCtxSetCurrent(void* ctx) { return ctx == &g_ctx_marker ? 0 : 201; }
CUresult cuCtxGetCurrent(void** ctx) { *ctx = &g_ctx_marker; return 0; }
CUresult cuCtxSynchronize() { return 0; }
CUresult cuModuleLoadData(void** m, const void* image) {
  const char* p = static_cast<const char*>(image);
  if (std::memcmp(p, "\x7f" "ELF", 4) != 0 && !std::strstr(p, ".entry")) return 200;   // CUDA_ERROR_INVALID_IMAGE
  auto* mod = new Module;
  if (std::memcmp(p, "\x7f" "ELF", 4) == 0) {
    // An ELF64 file ends with its section headers: e_shoff + e_shnum * e_shentsize.
    uint64_t shoff;
    uint16_t shentsize, shnum;
    std::memcpy(&shoff, p + 0x28, 8);
    std::memcpy(&shentsize, p + 0x3A, 2);
    std::memcpy(&shnum, p + 0x3C, 2);
    mod->image.assign(p, (size_t)(shoff + (uint64_t)shnum * shentsize));
  } else {
    mod->image.assign(p);   // PTX text
  }
  *m = mod;
  return 0;
}
CUresult cuModuleLoadDataEx(void** m, const void* image, unsigned, int*, void**) { return cuModuleLoadData(m, image); }
CUresult cuModuleUnload(void* m) { delete static_cast<Module*>(m); return 0; }
CUresult cuModuleGetFunction(void** f, void* m, const char* name) {
  auto* mod = static_cast<Module*>(m);
  if (mod->image.find(name) == std::string::npos) return 500;   // CUDA_ERROR_NOT_FOUND
  *f = new Func{name};
  return 0;
}
CUresult cuLaunchKernel(void* f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned,
                        void*, void** params, void**) {
  if (!f || !gx || !gy || !gz || !bx || !by || !bz || (unsigned long)bx * by * bz > 1024 || !params) return 1;
  g_launches++;
  return 0;
}
CUresult cuMemAlloc_v2(CUdeviceptr* p, size_t n) {
  if (!n) n = 1;
  if (n > kDeviceBytes - g_live_bytes) return 2;
  void* m = std::calloc(1, n);
  if (!m) return 2;
  g_allocs++;
  *p = (CUdeviceptr)(uintptr_t)m;
  g_sizes[*p] = n;
  g_live_bytes += n;
  return 0;
}
CUresult cuMemFree_v2(CUdeviceptr p) {
  auto it = g_sizes.find(p);
  if (it == g_sizes.end()) return 1;   // CUDA_ERROR_INVALID_VALUE: not an allocation
  g_live_bytes -= it->second;
  g_sizes.erase(it);
  std::free((void*)(uintptr_t)p);
  g_frees++;
  return 0;
}
CUresult cuMemAllocHost_v2(void** p, size_t n) { *p = std::malloc(n); return 0; }
CUresult cuMemFreeHost(void* p) { std::free(p); return 0; }
CUresult cuMemHostAlloc(void** p, size_t n, unsigned) { *p = std::malloc(n); return 0; }
CUresult cuMemHostGetDevicePointer_v2(CUdeviceptr* d, void* p, unsigned) { *d = (CUdeviceptr)(uintptr_t)p; return 0; }
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void* s, size_t n) { std::memcpy((void*)(uintptr_t)d, s, n); return 0; }
CUresult cuMemcpyDtoH_v2(void* d, CUdeviceptr s, size_t n) { std::memcpy(d, (void*)(uintptr_t)s, n); return 0; }
CUresult cuMemcpyDtoD_v2(CUdeviceptr d, CUdeviceptr s, size_t n) { std::memcpy((void*)(uintptr_t)d, (void*)(uintptr_t)s, n); return 0; }
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void* s, size_t n, void*) { return cuMemcpyHtoD_v2(d, s, n); }
CUresult cuMemcpyDtoHAsync_v2(void* d, CUdeviceptr s, size_t n, void*) { return cuMemcpyDtoH_v2(d, s, n); }
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr d, CUdeviceptr s, size_t n, void*) { return cuMemcpyDtoD_v2(d, s, n); }
CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n) { std::memset((void*)(uintptr_t)d, v, n); return 0; }
CUresult cuMemGetInfo_v2(size_t* f, size_t* t) {
  *t = kDeviceBytes;
  *f = kDeviceBytes - g_live_bytes;
  return 0;
}
CUresult cuStreamCreate(void** s, unsigned) { *s = new int(0); return 0; }
CUresult cuStreamDestroy_v2(void* s) { delete static_cast<int*>(s); return 0; }
CUresult cuStreamSynchronize(void*) { return 0; }
CUresult cuStreamQuery(void*) { return 0; }
CUresult cuStreamWaitEvent(void*, void*, unsigned) { return 0; }
CUresult cuEventCreate(void** e, unsigned) { *e = new int(0); return 0; }
CUresult cuEventDestroy_v2(void* e) { delete static_cast<int*>(e); return 0; }
CUresult cuEventRecord(void*, void*) { return 0; }
CUresult cuEventSynchronize(void*) { return 0; }
CUresult cuEventQuery(void*) { return 0; }
CUresult cuEventElapsedTime(float* ms, void*, void*) { *ms = 0; return 0; }
CUresult cuOccupancyMaxPotentialBlockSize(int* g, int* b, void*, void*, size_t, int) { *g = 8; *b = 256; return 0; }
CUresult cuFuncGetAttribute(int* v, int, void*) { *v = 0; return 0; }

}  // extern "C"
