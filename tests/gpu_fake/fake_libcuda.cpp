// fake_libcuda.cpp — a stand-in libcuda.so.1 for testing tpy's GPU path on
// machines without a GPU (tests/gpu_fake/; scripts/run_tests.py points TPY_CUDA_DRIVER at it).
// Device memory is host memory (calloc, 1 GiB of it), copies are memcpy, device 0 is a
// "tpy fake GPU" of compute capability 9.0. Modules must be cubins (ELF)
// naming the function asked for; a launch checks its configuration and
// parameters and runs nothing: tests see the plumbing (allocation, copies,
// the deallocation queue, attributes, NVRTC's output, argument packing),
// not kernels' results. Exports only what gpu/driver.def lists.
//
// Streams are queues run late: work on a created stream waits in its queue
// until something waits for it (cuStreamSynchronize, cuCtxSynchronize, an
// event's synchronize, a wait, destroying the stream, or work on the legacy
// default stream, which first runs every blocking stream's queue). Work on
// handles 0, 1 and 2 runs at once. A clock advances 2 ms per launch and
// 0.5 ms per copy as they run, and an event takes its time when its record
// runs: elapsed times tell which stream ran what, and a copy to the host
// on a stream lands only when the stream is synchronized.
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <set>
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

// ---- streams and events
struct Stream;
struct Event {
  unsigned flags = 0;
  bool recorded = false, done = false;
  double time = 0;
  Stream* pending = nullptr;   // where its latest record waits, and as which op
  long pending_seq = 0;
};
struct Op {
  enum Kind { Copy, Launch, Record, Wait } kind;
  long seq;
  void* dst = nullptr;
  const void* src = nullptr;
  size_t n = 0;
  Event* event = nullptr;
  Stream* wait_stream = nullptr;   // Wait: run that stream up to wait_seq
  long wait_seq = 0;
};
struct Stream {
  unsigned flags = 0;
  std::deque<Op> queue;
};
static std::set<Stream*> g_streams;
static std::set<Event*> g_events;
static double g_clock = 0;   // milliseconds
static long g_seq = 0;

static void drain(Stream* s, long upto = LONG_MAX);
static void run(const Op& op) {
  switch (op.kind) {
    case Op::Copy:
      std::memcpy(op.dst, op.src, op.n);
      g_clock += 0.5;
      break;
    case Op::Launch: g_clock += 2.0; break;
    case Op::Record:
      if (op.event->pending_seq == op.seq) {   // not recorded again since
        op.event->done = true;
        op.event->time = g_clock;
        op.event->pending = nullptr;
      }
      break;
    case Op::Wait:
      if (g_streams.count(op.wait_stream)) drain(op.wait_stream, op.wait_seq);
      break;
  }
}
static void drain(Stream* s, long upto) {
  while (!s->queue.empty() && s->queue.front().seq <= upto) {
    Op op = s->queue.front();
    s->queue.pop_front();
    run(op);
  }
}
static bool legacy(void* s) { return (uintptr_t)s <= 2; }   // 0, CU_STREAM_LEGACY, CU_STREAM_PER_THREAD
// Work on stream s: at once on the legacy streams (after every blocking
// stream's queue), else queued. 400 (CUDA_ERROR_INVALID_HANDLE) for a
// handle that is no stream.
static CUresult submit(void* h, Op op) {
  op.seq = ++g_seq;
  if (legacy(h)) {
    for (Stream* s : g_streams)
      if (!(s->flags & 1)) drain(s);
    run(op);
    return 0;
  }
  auto* s = static_cast<Stream*>(h);
  if (!g_streams.count(s)) return 400;
  if (op.kind == Op::Record) {
    op.event->pending = s;
    op.event->pending_seq = op.seq;
  }
  s->queue.push_back(op);
  return 0;
}
static Op copy_op(void* d, const void* s, size_t n) {
  Op op{Op::Copy, 0};
  op.dst = d;
  op.src = s;
  op.n = n;
  return op;
}

CUresult cuInit(unsigned) { return 0; }
CUresult cuDriverGetVersion(int* v) { *v = 13000; return 0; }
CUresult cuGetErrorName(CUresult e, const char** s) {
  switch (e) {
    case 0: *s = "CUDA_SUCCESS"; break;
    case 1: *s = "CUDA_ERROR_INVALID_VALUE"; break;
    case 400: *s = "CUDA_ERROR_INVALID_HANDLE"; break;
    case 600: *s = "CUDA_ERROR_NOT_READY"; break;
    default: *s = "CUDA_ERROR_FAKE"; break;
  }
  return 0;
}
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
CUresult cuCtxSynchronize() {
  for (Stream* st : g_streams) drain(st);
  return 0;
}
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
                        void* stream, void** params, void**) {
  if (!f || !gx || !gy || !gz || !bx || !by || !bz || (unsigned long)bx * by * bz > 1024 || !params) return 1;
  g_launches++;
  return submit(stream, Op{Op::Launch, 0});
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
CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void* s, size_t n) { return submit(nullptr, copy_op((void*)(uintptr_t)d, s, n)); }
CUresult cuMemcpyDtoH_v2(void* d, CUdeviceptr s, size_t n) { return submit(nullptr, copy_op(d, (void*)(uintptr_t)s, n)); }
CUresult cuMemcpyDtoD_v2(CUdeviceptr d, CUdeviceptr s, size_t n) {
  return submit(nullptr, copy_op((void*)(uintptr_t)d, (void*)(uintptr_t)s, n));
}
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void* s, size_t n, void* st) {
  return submit(st, copy_op((void*)(uintptr_t)d, s, n));
}
CUresult cuMemcpyDtoHAsync_v2(void* d, CUdeviceptr s, size_t n, void* st) {
  return submit(st, copy_op(d, (void*)(uintptr_t)s, n));
}
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr d, CUdeviceptr s, size_t n, void* st) {
  return submit(st, copy_op((void*)(uintptr_t)d, (void*)(uintptr_t)s, n));
}
CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n) { std::memset((void*)(uintptr_t)d, v, n); return 0; }
CUresult cuMemGetInfo_v2(size_t* f, size_t* t) {
  *t = kDeviceBytes;
  *f = kDeviceBytes - g_live_bytes;
  return 0;
}
CUresult cuStreamCreate(void** s, unsigned flags) {
  auto* st = new Stream;
  st->flags = flags;
  g_streams.insert(st);
  *s = st;
  return 0;
}
CUresult cuStreamDestroy_v2(void* s) {
  auto* st = static_cast<Stream*>(s);
  if (legacy(s) || !g_streams.count(st)) return 400;
  drain(st);
  g_streams.erase(st);
  delete st;
  return 0;
}
CUresult cuStreamSynchronize(void* s) {
  if (legacy(s)) return 0;
  auto* st = static_cast<Stream*>(s);
  if (!g_streams.count(st)) return 400;
  drain(st);
  return 0;
}
CUresult cuStreamQuery(void* s) {
  if (legacy(s)) return 0;
  auto* st = static_cast<Stream*>(s);
  if (!g_streams.count(st)) return 400;
  return st->queue.empty() ? 0 : 600;
}
CUresult cuStreamWaitEvent(void* s, void* e, unsigned) {
  auto* ev = static_cast<Event*>(e);
  if (!g_events.count(ev)) return 400;
  if (!ev->pending) return 0;
  Op op{Op::Wait, 0};
  op.wait_stream = ev->pending;
  op.wait_seq = ev->pending_seq;
  return submit(s, op);
}
CUresult cuEventCreate(void** e, unsigned flags) {
  auto* ev = new Event;
  ev->flags = flags;
  g_events.insert(ev);
  *e = ev;
  return 0;
}
CUresult cuEventDestroy_v2(void* e) {
  if (!g_events.erase(static_cast<Event*>(e))) return 400;
  delete static_cast<Event*>(e);
  return 0;
}
CUresult cuEventRecord(void* e, void* s) {
  auto* ev = static_cast<Event*>(e);
  if (!g_events.count(ev)) return 400;
  Op op{Op::Record, 0};
  op.event = ev;
  ev->recorded = true;
  ev->done = false;
  ev->pending_seq = g_seq + 1;   // the op's seq: a legacy record runs as it is submitted
  return submit(s, op);
}
CUresult cuEventSynchronize(void* e) {
  auto* ev = static_cast<Event*>(e);
  if (!g_events.count(ev)) return 400;
  if (ev->pending) drain(ev->pending, ev->pending_seq);
  return 0;
}
CUresult cuEventQuery(void* e) {
  auto* ev = static_cast<Event*>(e);
  if (!g_events.count(ev)) return 400;
  return !ev->recorded || ev->done ? 0 : 600;
}
// As the driver: 400 for an event made with CU_EVENT_DISABLE_TIMING (2) or
// never recorded, 600 while a record has not run.
CUresult cuEventElapsedTime(float* ms, void* a, void* b) {
  auto* s = static_cast<Event*>(a);
  auto* t = static_cast<Event*>(b);
  if (!g_events.count(s) || !g_events.count(t) || (s->flags & 2) || (t->flags & 2) || !s->recorded || !t->recorded)
    return 400;
  if (!s->done || !t->done) return 600;
  *ms = (float)(t->time - s->time);
  return 0;
}
CUresult cuOccupancyMaxPotentialBlockSize(int* g, int* b, void*, void*, size_t, int) { *g = 8; *b = 256; return 0; }
CUresult cuFuncGetAttribute(int* v, int, void*) { *v = 0; return 0; }

}  // extern "C"
