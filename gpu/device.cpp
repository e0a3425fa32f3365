// device.cpp — the GPU itself through the Driver API (gpu/gpu.h): device 0's
// primary context (made current lazily, on the thread that asks), device
// memory with Numba's deferred deallocation, copies, and kernel launches:
// a specialisation's CUDA C (gpu_kernel_source) compiled by NVRTC for the
// device's compute capability, loaded once per specialisation, launched
// with the argument words the simulator would get (a device array's
// header holds the device address as its data), on the legacy default
// stream or a given one; streams and events. Every driver error is a code
// and a one-line reason for the caller to raise (CudaAPIError).
//
// Status: written against the Driver API's documented contracts, not yet
// run on a GPU (no session has had one since); `make test-gpu` on the
// device machine is its test.
#include <algorithm>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <unordered_map>
#include <vector>
#include "gpu/cuda_api.h"
#include "gpu/emit_cuda.h"
#include "gpu/gpu.h"
#include "jit/func.h"
#include "vm/object.h"
#include "vm/vm.h"

namespace tpy::gpu {

namespace {

struct Device {
  const DriverApi* api = nullptr;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  int cc_major = 0, cc_minor = 0;
  std::string name;
  std::string why;   // why there is none
  bool tried = false;
  // Deferred frees (Numba's deallocation queue): flushed when it holds
  // kMaxPending, at synchronize, or on request; never while held.
  std::vector<std::pair<CUdeviceptr, size_t>> pending;   // (address, bytes)
  size_t pending_bytes = 0;
  int held = 0;
  // Freed blocks kept for the next allocation of the same size (a CUDA
  // ufunc's output in a loop, say): no cuMemAlloc or cuMemFree for them.
  // The legacy default stream orders a reuse after every kernel that used
  // the block before, and so do the streams tpy creates (blocking ones,
  // flags 0, as Numba's: they wait for earlier legacy-stream work). Two
  // other streams are not ordered with each other, so once work went to
  // one (stream_work), a flush synchronizes the context before freed
  // blocks go back to the pool; and blocks pooled without that
  // (pool_unsynced) are made idle before work on a stream tpy did not
  // create (external_stream: it may not wait for the legacy stream).
  // Blocks up to kSlabBlock come
  // from slabs (never freed; their pool is unbounded), larger ones up to
  // kPoolBlock from cuMemAlloc (their pool holds kPoolBytes at most).
  std::unordered_map<size_t, std::vector<CUdeviceptr>> pool;
  size_t pool_bytes = 0;       // in pooled cuMemAlloc blocks
  CUdeviceptr slab = 0;        // the slab being carved, and what is left of it
  size_t slab_left = 0;
  std::map<CUdeviceptr, size_t> slabs;   // every slab: base -> bytes carved from it
  bool stream_work = false;     // work on a stream other than the legacy one since the last sync
  bool pool_unsynced = false;   // blocks pooled since the last sync, maybe still in use there
  std::set<uint64_t> streams;   // the streams tpy created, live
  // Streams and events whose Python objects were collected: destroyed at
  // the next flush (g_free_mu, like `pending`).
  std::vector<uint64_t> dead_streams, dead_events;
  // Loaded kernels, per specialisation.
  struct Loaded {
    CUmodule module = nullptr;
    CUfunction fn = nullptr;
  };
  std::unordered_map<uint64_t, Loaded> kernels;   // by CompiledFunc::uid
};

constexpr size_t kMaxPending = 10;   // Numba's CUDA_DEALLOCS_COUNT default
constexpr size_t kPoolBlock = 1 << 20;   // blocks up to 1 MiB are pooled,
constexpr size_t kPoolBytes = 64 << 20;  // 64 MiB of them at most
constexpr size_t kSlabBlock = 64 << 10;  // blocks up to 64 KiB are carved from
constexpr size_t kSlab = 2 << 20;        // slabs of 2 MiB, in 256-byte units
constexpr size_t kSlabUnit = 256;

// The size an allocation of `bytes` takes: small ones round up to a whole
// number of slab units (so freed blocks are found again by size).
size_t block_size(size_t bytes) {
  if (!bytes) bytes = 1;
  return bytes <= kSlabBlock ? (bytes + kSlabUnit - 1) / kSlabUnit * kSlabUnit : bytes;
}

// g_mu guards the device; g_free_mu only the queue of frees, which the
// collector's sweep fills (DeviceBuffer's destructor) at any allocation,
// even while a g_mu holder allocates.
std::mutex g_mu, g_free_mu;
Device g_dev;

// A driver result as (code, reason); true for success.
bool check(CUresult r, const char* what, GpuError& err) {
  if (r == kCudaSuccess) return true;
  err.code = r;
  const char* text = nullptr;
  if (g_dev.api && g_dev.api->cuGetErrorString) g_dev.api->cuGetErrorString(r, &text);
  err.message = std::string(what) + " failed: " + cu_error_name(r) + (text ? std::string(" (") + text + ")" : "");
  return false;
}

// The same for the stream and event calls, in Numba's words ("Call to
// cuEventQuery results in CUDA_ERROR_INVALID_HANDLE"), which its users see.
bool check_call(CUresult r, const char* what, GpuError& err) {
  if (r == kCudaSuccess) return true;
  err.code = r;
  err.message = std::string("Call to ") + what + " results in " + cu_error_name(r);
  return false;
}

// The device, its context current on this thread; false with the reason.
bool ready(GpuError& err) {
  if (!g_dev.tried) {
    g_dev.tried = true;
    std::string why;
    const DriverApi* api = driver_api(&why);
    if (!api) {
      g_dev.why = why;
    } else {
      g_dev.api = api;
      int count = 0;
      if (api->cuDeviceGetCount(&count) != kCudaSuccess || count == 0) {
        g_dev.why = "no CUDA device was found";
        g_dev.api = nullptr;
      } else {
        GpuError e;
        char name[256] = {0};
        if (!check(api->cuDeviceGet(&g_dev.dev, 0), "cuDeviceGet", e) ||
            !check(api->cuDevicePrimaryCtxRetain(&g_dev.ctx, g_dev.dev), "cuDevicePrimaryCtxRetain", e) ||
            !check(api->cuDeviceGetName(name, sizeof name - 1, g_dev.dev), "cuDeviceGetName", e) ||
            !check(api->cuDeviceGetAttribute(&g_dev.cc_major, 75, g_dev.dev), "cuDeviceGetAttribute", e) ||
            !check(api->cuDeviceGetAttribute(&g_dev.cc_minor, 76, g_dev.dev), "cuDeviceGetAttribute", e)) {
          g_dev.why = e.message;
          g_dev.api = nullptr;
        }
        g_dev.name = name;
      }
    }
  }
  if (!g_dev.api) {
    err.code = -1;
    err.message = g_dev.why;
    return false;
  }
  // The primary context is retained once and never released, so making it
  // current once per thread is enough (a launch need not ask again).
  thread_local bool current = false;
  if (current) return true;
  current = check(g_dev.api->cuCtxSetCurrent(g_dev.ctx), "cuCtxSetCurrent", err);
  return current;
}

// cuCtxSynchronize (g_mu held): all work done, so every pooled block is idle.
bool ctx_sync_locked(GpuError& err) {
  if (!check(g_dev.api->cuCtxSynchronize(), "cuCtxSynchronize", err)) return false;
  g_dev.stream_work = g_dev.pool_unsynced = false;
  return true;
}

// Before a launch or copy on stream `s` (g_mu held): notes work off the
// legacy default stream (0 or 1), and makes pooled blocks idle before work
// on a stream that may not wait for the legacy stream (one tpy did not
// create; the per-thread default stream, 2, does wait).
bool on_stream_locked(uint64_t s, GpuError& err) {
  if (s <= 1) return true;
  g_dev.stream_work = true;
  if (s != 2 && g_dev.pool_unsynced && !g_dev.streams.count(s)) return ctx_sync_locked(err);
  return true;
}

// Frees the queued memory and destroys the queued streams and events (g_mu
// held; the context made current here, as a flush may come on any thread).
// Addresses that fail to free stay queued. After work on other streams
// than the legacy one, the context is synchronized first (see Device).
bool flush_locked(GpuError& err) {
  std::vector<std::pair<CUdeviceptr, size_t>> pending;
  std::vector<uint64_t> dead_streams, dead_events;
  {
    std::lock_guard<std::mutex> g(g_free_mu);
    pending.swap(g_dev.pending);
    g_dev.pending_bytes = 0;
    dead_streams.swap(g_dev.dead_streams);
    dead_events.swap(g_dev.dead_events);
  }
  if (pending.empty() && dead_streams.empty() && dead_events.empty()) return true;
  bool synced = !pending.empty() && g_dev.stream_work;
  if (!check(g_dev.api->cuCtxSetCurrent(g_dev.ctx), "cuCtxSetCurrent", err) || (synced && !ctx_sync_locked(err))) {
    std::lock_guard<std::mutex> g(g_free_mu);
    g_dev.pending.insert(g_dev.pending.end(), pending.begin(), pending.end());
    g_dev.dead_streams.insert(g_dev.dead_streams.end(), dead_streams.begin(), dead_streams.end());
    g_dev.dead_events.insert(g_dev.dead_events.end(), dead_events.begin(), dead_events.end());
    return false;
  }
  // (Destroying a stream with work queued is allowed: the driver releases
  // it once the work is done.)
  for (uint64_t s : dead_streams) {
    g_dev.streams.erase(s);
    g_dev.api->cuStreamDestroy_v2((CUstream)(uintptr_t)s);
  }
  for (uint64_t e : dead_events) g_dev.api->cuEventDestroy_v2((CUevent)(uintptr_t)e);
  bool ok = true, pooled = false;
  std::vector<std::pair<CUdeviceptr, size_t>> failed;
  for (auto [p, bytes] : pending) {
    if (bytes <= kSlabBlock) {
      g_dev.pool[bytes].push_back(p);   // a slab's piece goes back to its size's pool
      pooled = true;
    } else if (bytes <= kPoolBlock && g_dev.pool_bytes + bytes <= kPoolBytes) {
      g_dev.pool[bytes].push_back(p);
      g_dev.pool_bytes += bytes;
      pooled = true;
    } else if (!check(g_dev.api->cuMemFree_v2(p), "cuMemFree", err)) {
      ok = false;
      failed.push_back({p, bytes});
    }
  }
  if (pooled && !synced) g_dev.pool_unsynced = true;
  if (!failed.empty()) {
    std::lock_guard<std::mutex> g(g_free_mu);
    g_dev.pending.insert(g_dev.pending.end(), failed.begin(), failed.end());
  }
  return ok;
}

// Frees what the pool holds (g_mu held), before an allocation gives up:
// the pooled cuMemAlloc blocks, and every slab (other than the one being
// carved) whose pieces are all back in the pool.
void release_pool_locked() {
  auto slab_of = [](CUdeviceptr p) -> CUdeviceptr {
    auto s = g_dev.slabs.upper_bound(p);
    return s == g_dev.slabs.begin() ? 0 : std::prev(s)->first;
  };
  std::map<CUdeviceptr, size_t> idle;   // slab base -> bytes of it pooled
  for (auto it = g_dev.pool.begin(); it != g_dev.pool.end();) {
    if (it->first <= kSlabBlock) {
      for (CUdeviceptr p : it->second) idle[slab_of(p)] += it->first;
      ++it;
      continue;
    }
    for (CUdeviceptr p : it->second) g_dev.api->cuMemFree_v2(p);
    it = g_dev.pool.erase(it);
  }
  g_dev.pool_bytes = 0;
  std::set<CUdeviceptr> freed;
  for (auto [base, bytes] : idle)
    if (base && base != g_dev.slab && bytes == g_dev.slabs[base] && g_dev.api->cuMemFree_v2(base) == kCudaSuccess)
      freed.insert(base);
  if (freed.empty()) return;
  for (auto& [size, blocks] : g_dev.pool)
    if (size <= kSlabBlock)
      blocks.erase(std::remove_if(blocks.begin(), blocks.end(), [&](CUdeviceptr p) { return freed.count(slab_of(p)) != 0; }),
                   blocks.end());
  for (CUdeviceptr base : freed) g_dev.slabs.erase(base);
}

// cuMemAlloc, retried once after freeing what is queued and pooled (g_mu held).
CUresult mem_alloc_locked(CUdeviceptr& p, size_t bytes, GpuError& err) {
  CUresult r = g_dev.api->cuMemAlloc_v2(&p, bytes);
  bool pending;
  {
    std::lock_guard<std::mutex> f(g_free_mu);
    pending = !g_dev.pending.empty();
  }
  if (r != kCudaSuccess && (pending || !g_dev.pool.empty())) {
    // Out of memory with frees pending: free them (and the pool) and try
    // once more (as Numba).
    if (!flush_locked(err)) return r;
    release_pool_locked();
    r = g_dev.api->cuMemAlloc_v2(&p, bytes);
  }
  return r;
}

}  // namespace

}  // namespace tpy::gpu

namespace tpy {

using gpu::g_dev;
using gpu::g_mu;

bool gpu_device_ready(GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err);
}

bool gpu_device_info(GpuDeviceInfo& info, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  info.name = g_dev.name;
  info.cc_major = g_dev.cc_major;
  info.cc_minor = g_dev.cc_minor;
  gpu::CUuuid uuid{};
  if (g_dev.api->cuDeviceGetUuid && g_dev.api->cuDeviceGetUuid(&uuid, g_dev.dev) == gpu::kCudaSuccess)
    info.uuid.assign(uuid.bytes, uuid.bytes + 16);
  return true;
}

bool gpu_device_attribute(int attribute, int& value, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err) && gpu::check(g_dev.api->cuDeviceGetAttribute(&value, attribute, g_dev.dev), "cuDeviceGetAttribute", err);
}

bool gpu_alloc(size_t bytes, uint64_t& ptr, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  size_t waiting;
  {
    std::lock_guard<std::mutex> f(gpu::g_free_mu);
    waiting = g_dev.pending.size();
  }
  if (!g_dev.held && waiting >= gpu::kMaxPending && !gpu::flush_locked(err)) return false;
  bytes = gpu::block_size(bytes);
  auto pooled = g_dev.pool.find(bytes);
  if (pooled != g_dev.pool.end() && !pooled->second.empty()) {
    ptr = pooled->second.back();
    pooled->second.pop_back();
    if (bytes > gpu::kSlabBlock) g_dev.pool_bytes -= bytes;
    return true;
  }
  gpu::CUdeviceptr p = 0;
  if (bytes <= gpu::kSlabBlock) {
    if (g_dev.slab_left < bytes) {
      gpu::CUresult r = gpu::mem_alloc_locked(p, gpu::kSlab, err);
      if (!gpu::check(r, "cuMemAlloc", err)) return false;
      g_dev.slab = p;
      g_dev.slab_left = gpu::kSlab;
      g_dev.slabs[p] = 0;
    }
    ptr = g_dev.slab + (gpu::kSlab - g_dev.slab_left);
    g_dev.slab_left -= bytes;
    g_dev.slabs[g_dev.slab] += bytes;
    return true;
  }
  gpu::CUresult r = gpu::mem_alloc_locked(p, bytes, err);
  if (!gpu::check(r, "cuMemAlloc", err)) return false;
  ptr = p;
  return true;
}

void gpu_free_later(uint64_t ptr, size_t bytes) {
  // Only queued here: this runs inside the collector's sweep, possibly
  // while this thread holds g_mu (an allocation under it). The queue is
  // flushed by the next gpu_alloc, synchronize or clear().
  std::lock_guard<std::mutex> g(gpu::g_free_mu);
  if (!ptr) return;
  g_dev.pending.push_back({ptr, gpu::block_size(bytes)});
  g_dev.pending_bytes += bytes;
}

bool gpu_flush_frees(GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!g_dev.api || g_dev.held) return true;
  return gpu::flush_locked(err);
}

size_t gpu_pending_frees() {
  std::lock_guard<std::mutex> g(gpu::g_free_mu);
  return g_dev.pending.size();
}

void gpu_hold_frees(bool hold) {
  std::lock_guard<std::mutex> g(g_mu);
  g_dev.held += hold ? 1 : -1;
  if (g_dev.held < 0) g_dev.held = 0;
}

bool gpu_memcpy(void* dst, const void* src, size_t bytes, GpuCopy kind, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  if (!bytes) return true;
  auto d = (gpu::CUdeviceptr)(uintptr_t)dst, s = (gpu::CUdeviceptr)(uintptr_t)src;
  switch (kind) {
    case GpuCopy::HostToDevice: return gpu::check(g_dev.api->cuMemcpyHtoD_v2(d, src, bytes), "cuMemcpyHtoD", err);
    case GpuCopy::DeviceToHost: return gpu::check(g_dev.api->cuMemcpyDtoH_v2(dst, s, bytes), "cuMemcpyDtoH", err);
    case GpuCopy::DeviceToDevice: return gpu::check(g_dev.api->cuMemcpyDtoD_v2(d, s, bytes), "cuMemcpyDtoD", err);
  }
  return true;
}

bool gpu_memcpy_async(void* dst, const void* src, size_t bytes, GpuCopy kind, uint64_t stream, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  if (!bytes) return true;
  if (!gpu::on_stream_locked(stream, err)) return false;
  auto d = (gpu::CUdeviceptr)(uintptr_t)dst, s = (gpu::CUdeviceptr)(uintptr_t)src;
  auto st = (gpu::CUstream)(uintptr_t)stream;
  switch (kind) {
    case GpuCopy::HostToDevice:
      return gpu::check(g_dev.api->cuMemcpyHtoDAsync_v2(d, src, bytes, st), "cuMemcpyHtoDAsync", err);
    case GpuCopy::DeviceToHost:
      return gpu::check(g_dev.api->cuMemcpyDtoHAsync_v2(dst, s, bytes, st), "cuMemcpyDtoHAsync", err);
    case GpuCopy::DeviceToDevice:
      return gpu::check(g_dev.api->cuMemcpyDtoDAsync_v2(d, s, bytes, st), "cuMemcpyDtoDAsync", err);
  }
  return true;
}

bool gpu_synchronize(GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  if (!gpu::ctx_sync_locked(err)) return false;
  return g_dev.held || gpu::flush_locked(err);
}

bool gpu_stream_create(uint64_t& stream, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  gpu::CUstream s = nullptr;
  // Flags 0: a blocking stream, ordered with the legacy default stream (as
  // Numba's streams; CU_STREAM_NON_BLOCKING would not be).
  if (!gpu::check_call(g_dev.api->cuStreamCreate(&s, 0), "cuStreamCreate", err)) return false;
  stream = (uint64_t)(uintptr_t)s;
  g_dev.streams.insert(stream);
  return true;
}

void gpu_stream_destroy_later(uint64_t stream) {
  std::lock_guard<std::mutex> g(gpu::g_free_mu);
  if (stream) g_dev.dead_streams.push_back(stream);
}

bool gpu_stream_synchronize(uint64_t stream, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err) &&
         gpu::check_call(g_dev.api->cuStreamSynchronize((gpu::CUstream)(uintptr_t)stream), "cuStreamSynchronize", err);
}

bool gpu_stream_wait_event(uint64_t stream, uint64_t event, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err) && gpu::check_call(g_dev.api->cuStreamWaitEvent((gpu::CUstream)(uintptr_t)stream,
                                                                         (gpu::CUevent)(uintptr_t)event, 0),
                                            "cuStreamWaitEvent", err);
}

bool gpu_event_create(bool timing, uint64_t& event, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  gpu::CUevent e = nullptr;
  // CU_EVENT_DISABLE_TIMING (2) when no timing is asked for.
  if (!gpu::check_call(g_dev.api->cuEventCreate(&e, timing ? 0 : 2), "cuEventCreate", err)) return false;
  event = (uint64_t)(uintptr_t)e;
  return true;
}

void gpu_event_destroy_later(uint64_t event) {
  std::lock_guard<std::mutex> g(gpu::g_free_mu);
  if (event) g_dev.dead_events.push_back(event);
}

bool gpu_event_record(uint64_t event, uint64_t stream, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err) && gpu::check_call(g_dev.api->cuEventRecord((gpu::CUevent)(uintptr_t)event,
                                                                     (gpu::CUstream)(uintptr_t)stream),
                                            "cuEventRecord", err);
}

bool gpu_event_synchronize(uint64_t event, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err) &&
         gpu::check_call(g_dev.api->cuEventSynchronize((gpu::CUevent)(uintptr_t)event), "cuEventSynchronize", err);
}

bool gpu_event_query(uint64_t event, bool& done, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  gpu::CUresult r = g_dev.api->cuEventQuery((gpu::CUevent)(uintptr_t)event);
  done = r == gpu::kCudaSuccess;
  return done || r == 600 || gpu::check_call(r, "cuEventQuery", err);   // 600: CUDA_ERROR_NOT_READY
}

bool gpu_event_elapsed(uint64_t start, uint64_t end, float& ms, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err) && gpu::check_call(g_dev.api->cuEventElapsedTime(&ms, (gpu::CUevent)(uintptr_t)start,
                                                                          (gpu::CUevent)(uintptr_t)end),
                                            "cuEventElapsedTime", err);
}

bool gpu_mem_info(size_t& free_bytes, size_t& total_bytes, GpuError& err) {
  std::lock_guard<std::mutex> g(g_mu);
  return gpu::ready(err) && gpu::check(g_dev.api->cuMemGetInfo_v2(&free_bytes, &total_bytes), "cuMemGetInfo", err);
}

bool gpu_launch(VM& vm, Function* fn, jit::CompiledFunc* f, const GpuLaunch& l, const Value* args, int nargs,
                GpuError& err) {
  bool loaded;
  int cc_major, cc_minor;
  {
    std::lock_guard<std::mutex> g(g_mu);
    if (!gpu::ready(err)) return false;
    loaded = g_dev.kernels.count(f->uid) != 0;
    cc_major = g_dev.cc_major;
    cc_minor = g_dev.cc_minor;
  }
  gpu::NvrtcOutput out;
  if (!loaded) {
    // Typing and compiling outside g_mu: they allocate, so the collector
    // may run (and queue frees) meanwhile.
    std::string src, why;
    if (!gpu_kernel_source(vm, fn, f, src, why)) {
      err.code = -2;
      err.message = "tpy cannot print the kernel as CUDA C: " + why;
      return false;
    }
    if (!gpu::nvrtc_compile(src, fn->name->text() + ".cu", cc_major, cc_minor, gpu::emitted_code_options(), out, why)) {
      err.code = -3;
      err.message = out.log.empty() ? why : out.log;
      return false;
    }
  }
  std::lock_guard<std::mutex> g(g_mu);
  if (!gpu::ready(err)) return false;
  auto it = g_dev.kernels.find(f->uid);
  if (it == g_dev.kernels.end()) {
    gpu::Device::Loaded k;
    if (!gpu::check(g_dev.api->cuModuleLoadData(&k.module, out.image.c_str()), "cuModuleLoadData", err)) return false;
    // The emitter names the function after the Python one (a reserved
    // word gets a trailing underscore): find the entry by the same rule.
    std::string entry = gpu_kernel_symbol(fn->name->text());
    if (!gpu::check(g_dev.api->cuModuleGetFunction(&k.fn, k.module, entry.c_str()), "cuModuleGetFunction", err)) return false;
    it = g_dev.kernels.emplace(f->uid, k).first;
  }
  // The argument words, as the simulator's FuncCtx::args would hold them
  // (an array's data word is its device address), then tpy_dyn_bytes.
  // Packed into buffers kept per thread: a launch allocates nothing.
  thread_local std::vector<uint64_t> words;
  thread_local std::vector<void*> params;
  words.clear();
  for (int i = 0; i < nargs; i++) jit::unbox_arg(vm, f->args[i], args[i], words);
  words.push_back((uint64_t)l.shared_bytes);
  params.resize(words.size());
  for (size_t k = 0; k < words.size(); k++) params[k] = &words[k];
  if (l.stream > 1 && !gpu::on_stream_locked(l.stream, err)) return false;
  return gpu::check(g_dev.api->cuLaunchKernel(it->second.fn, (unsigned)l.grid[0], (unsigned)l.grid[1], (unsigned)l.grid[2],
                                              (unsigned)l.block[0], (unsigned)l.block[1], (unsigned)l.block[2],
                                              (unsigned)l.shared_bytes, (gpu::CUstream)(uintptr_t)l.stream,
                                              params.data(), nullptr),
                    "cuLaunchKernel", err);
}

}  // namespace tpy
