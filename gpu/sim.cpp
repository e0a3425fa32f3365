// sim.cpp — the CPU simulator: runs a kernel specialisation (machine code
// from the x64 back end, GPUIDX reading FuncCtx::gpu) over a launch's grid.
// Blocks are spread over the parallel pool (jit/parallel.h) when the
// kernel calls nothing that needs the VM. Inside a block, a kernel with no
// barrier runs its threads one after another; one with barriers or warp
// functions runs each thread as a fiber (gpu/fiber.h) that yields to the
// block's scheduler at every barrier, which releases the threads once all
// that must arrive have (a thread that returned counts as arrived, as on
// the GPU). Entry point: gpu_sim_launch (gpu/gpu.h).
#include <sys/mman.h>
#include <algorithm>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <vector>
#include "gpu/fiber.h"
#include "gpu/gpu.h"
#include "jit/func.h"
#include "jit/parallel.h"
#include "vm/ops.h"
#include "vm/vm.h"

namespace tpy::gpu {

using jit::CompiledFunc;
using jit::FuncCtx;
using jit::FuncError;
using jit::GpuIdx;
using jit::GpuSync;
using jit::GpuWarp;

namespace {

constexpr size_t kFiberStack = 256 * 1024;   // compiled kernels and the helpers they call
constexpr int kWarp = 32;

// What every thread of the launch shares.
struct Launch {
  const CompiledFunc* f;
  GpuLaunch l;
  std::vector<uint64_t> words;   // the kernel's argument words
  int64_t nthreads;              // per block
  int64_t static_shared;         // bytes of static shared memory, 16-aligned
  bool fibers = false;           // the threads wait at barriers
  // The first failure by block order: its thread and block, and the error.
  std::mutex mu;
  int64_t failed_block = -1;
  int64_t failed_tid[3] = {}, failed_ctaid[3] = {};
  const FuncError* error = nullptr;   // the kernel's raise (else an exception a helper left pending)
  const char* deadlock = nullptr;     // or the scheduler's: threads wait at barriers not all reach
};

// A per-CPU-thread workspace: shared and local memory, fibers' stacks.
struct Workspace {
  std::vector<unsigned char> shared, local;
  std::vector<char*> stacks;
  ~Workspace() {
    for (char* s : stacks) munmap(s, kFiberStack);
  }
  char* stack(size_t k) {
    while (stacks.size() <= k) {
      void* p = mmap(nullptr, kFiberStack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
      if (p == MAP_FAILED) return nullptr;
      mprotect(p, 4096, PROT_NONE);   // a guard page below the stack
      stacks.push_back(static_cast<char*>(p));
    }
    return stacks[k];
  }
};

void set_thread_index(FuncCtx& cx, const Launch& L, int64_t t, const int64_t ctaid[3]) {
  int64_t bx = L.l.block[0], by = L.l.block[1];
  cx.gpu[(int)GpuIdx::TidX] = t % bx;
  cx.gpu[(int)GpuIdx::TidY] = (t / bx) % by;
  cx.gpu[(int)GpuIdx::TidZ] = t / (bx * by);
  for (int d = 0; d < 3; d++) {
    cx.gpu[(int)GpuIdx::CtaidX + d] = ctaid[d];
    cx.gpu[(int)GpuIdx::NtidX + d] = L.l.block[d];
    cx.gpu[(int)GpuIdx::NctaidX + d] = L.l.grid[d];
  }
  cx.gpu[(int)GpuIdx::LaneId] = t % kWarp;
  cx.gpu[(int)GpuIdx::WarpSize] = kWarp;
}

// Notes a failed thread (the first by block order wins). Only a serial
// launch (on the VM's thread) runs helpers that raise on the VM, and it
// stops at its first failure: no second exception is ever pending.
void note_failure(Launch& L, int64_t block, const FuncCtx& cx) {
  std::lock_guard<std::mutex> g(L.mu);
  if (L.failed_block >= 0 && L.failed_block <= block) return;
  L.failed_block = block;
  for (int d = 0; d < 3; d++) {
    L.failed_tid[d] = cx.gpu[(int)GpuIdx::TidX + d];
    L.failed_ctaid[d] = cx.gpu[(int)GpuIdx::CtaidX + d];
  }
  L.error = cx.deferred;
  L.deadlock = nullptr;
}

// The fibers of one block and the scheduler that switches between them.
class BlockRun final : public jit::GpuThread {
 public:
  enum class Wait : uint8_t { Running, Barrier, Warp, Done };
  struct Fiber {
    FiberContext ctx;
    FuncCtx cx;
    Wait wait = Wait::Running;
    GpuSync sync_op = GpuSync::Threads;
    GpuWarp warp_op = GpuWarp::Shfl;
    int64_t pred = 0, operand = 0;
    uint64_t mask = 0, value = 0, result = 0;
    BlockRun* run = nullptr;
  };

  BlockRun(Launch& L, Workspace& ws) : L_(L), ws_(ws), fibers_(L.nthreads) {}

  // Runs block `b` (its index in the grid, linear) to the end; false when
  // a thread failed (noted in the Launch) or the block deadlocked.
  bool run_block(int64_t b, const int64_t ctaid[3], FuncCtx& proto) {
    int64_t n = L_.nthreads;
    size_t lb = ((size_t)L_.f->gpu_local_bytes + 15) & ~(size_t)15;   // each thread's 16-aligned
    ws_.local.assign(lb * (size_t)n + 16, 0);
    for (int64_t t = 0; t < n; t++) {
      Fiber& fb = fibers_[t];
      fb.wait = Wait::Running;
      fb.run = this;
      fb.cx.vm = proto.vm;
      fb.cx.failed = 0;
      fb.cx.worker = proto.worker;
      fb.cx.deferred = nullptr;
      std::memcpy(fb.cx.gpu, proto.gpu, sizeof proto.gpu);
      set_thread_index(fb.cx, L_, t, ctaid);
      fb.cx.gpu[(int)GpuIdx::LocalBase] = (int64_t)(intptr_t)(ws_.local.data() + lb * (size_t)t);
      fb.cx.gpu_thread = this;
      std::memcpy(fb.cx.args, L_.words.data(), L_.words.size() * 8);
      char* stack = ws_.stack((size_t)t);
      if (!stack) return fail_block(b, fb.cx, "tpy: out of memory for the simulator's thread stacks");
      fiber_init(fb.ctx, sched_, stack + 4096, kFiberStack - 4096, fiber_main, &fb);
    }
    for (;;) {
      for (int64_t t = 0; t < n; t++) {
        Fiber& fb = fibers_[t];
        if (fb.wait != Wait::Running) continue;
        fiber_switch(sched_, fb.ctx);
        if (fb.cx.failed) {
          note_failure(L_, b, fb.cx);
          return false;
        }
      }
      // Every thread waits or is done: release what can go on.
      bool any_waiting = false, released = false;
      for (auto& fb : fibers_) any_waiting |= fb.wait == Wait::Barrier || fb.wait == Wait::Warp;
      if (!any_waiting) return true;
      released = release_warps() || release_barrier();
      if (!released) return fail_block(b, fibers_[first_waiting()].cx,
                                       "tpy: the kernel's threads wait at barriers that not all of them reach (deadlock)");
    }
  }

  uint64_t barrier(FuncCtx* cx, GpuSync op, int64_t pred, uint64_t mask) override {
    Fiber& fb = fiber_of(cx);
    bool warp = op == GpuSync::Warp;
    fb.wait = warp ? Wait::Warp : Wait::Barrier;
    fb.sync_op = op;
    fb.warp_op = GpuWarp::All;   // a syncwarp waits as a vote does, its result unused
    fb.pred = pred;
    fb.mask = warp ? mask : 0;
    fb.value = 1;
    fiber_switch(fb.ctx, sched_);
    return fb.result;
  }

  uint64_t warp(FuncCtx* cx, GpuWarp op, uint64_t mask, uint64_t value, int64_t operand) override {
    Fiber& fb = fiber_of(cx);
    fb.wait = Wait::Warp;
    fb.sync_op = GpuSync::Warp;
    fb.warp_op = op;
    fb.mask = mask;
    fb.value = value;
    fb.operand = operand;
    fiber_switch(fb.ctx, sched_);
    return fb.result;
  }

  uint32_t active_mask(FuncCtx* cx) override {
    int64_t t = &fiber_of(cx) - fibers_.data();
    int64_t w0 = t - t % kWarp;
    uint32_t m = 0;
    for (int64_t k = w0; k < std::min<int64_t>(w0 + kWarp, L_.nthreads); k++)
      if (fibers_[k].wait != Wait::Done) m |= 1u << (k - w0);
    return m;
  }

 private:
  static void fiber_main(void* arg) {
    Fiber* fb = static_cast<Fiber*>(arg);
    fb->run->L_.f->entry(&fb->cx);
    fb->wait = Wait::Done;
  }

  Fiber& fiber_of(FuncCtx* cx) { return *reinterpret_cast<Fiber*>(reinterpret_cast<char*>(cx) - offsetof(Fiber, cx)); }

  size_t first_waiting() const {
    for (size_t k = 0; k < fibers_.size(); k++)
      if (fibers_[k].wait == Wait::Barrier || fibers_[k].wait == Wait::Warp) return k;
    return 0;
  }

  bool fail_block(int64_t b, FuncCtx& cx, const char* msg) {
    std::lock_guard<std::mutex> g(L_.mu);
    if (L_.failed_block < 0 || L_.failed_block > b) {
      L_.failed_block = b;
      for (int d = 0; d < 3; d++) {
        L_.failed_tid[d] = cx.gpu[(int)GpuIdx::TidX + d];
        L_.failed_ctaid[d] = cx.gpu[(int)GpuIdx::CtaidX + d];
      }
      L_.error = nullptr;
      L_.deadlock = msg;
    }
    return false;
  }

  // A block barrier passes when every thread not done waits at one.
  bool release_barrier() {
    int64_t count = 0, waiting = 0, live = 0;
    for (auto& fb : fibers_) {
      if (fb.wait == Wait::Done) continue;
      live++;
      if (fb.wait != Wait::Barrier) return false;
      waiting++;
      count += fb.pred != 0;
    }
    if (!waiting) return false;
    for (auto& fb : fibers_) {
      if (fb.wait != Wait::Barrier) continue;
      switch (fb.sync_op) {
        case GpuSync::Count: fb.result = (uint64_t)count; break;
        case GpuSync::And: fb.result = count == live; break;
        case GpuSync::Or: fb.result = count != 0; break;
        default: fb.result = 0; break;
      }
      fb.wait = Wait::Running;
    }
    return true;
  }

  // Each warp whose live threads all wait at a warp function goes on,
  // each with its exchange's result.
  bool release_warps() {
    bool any = false;
    for (int64_t w0 = 0; w0 < L_.nthreads; w0 += kWarp) {
      int64_t w1 = std::min<int64_t>(w0 + kWarp, L_.nthreads);
      // The lanes the waiting threads' masks name must all be waiting at a
      // warp function (or done); lanes outside every mask may be anywhere.
      uint32_t named = 0;
      bool ready = false, blocked = false;
      for (int64_t k = w0; k < w1; k++)
        if (fibers_[k].wait == Wait::Warp) {
          ready = true;
          named |= (uint32_t)fibers_[k].mask;
        }
      for (int64_t k = w0; k < w1; k++) {
        Wait s = fibers_[k].wait;
        if ((named >> (k - w0) & 1) && s != Wait::Warp && s != Wait::Done) blocked = true;
      }
      if (!ready || blocked) continue;
      uint32_t ballot = 0, voters = 0;
      for (int64_t k = w0; k < w1; k++) {
        const Fiber& fb = fibers_[k];
        if (fb.wait != Wait::Warp) continue;
        voters |= 1u << (k - w0);
        if (fb.value) ballot |= 1u << (k - w0);
      }
      for (int64_t k = w0; k < w1; k++) {
        Fiber& fb = fibers_[k];
        if (fb.wait != Wait::Warp) continue;
        int64_t lane = k - w0;
        uint32_t in_mask = voters & (uint32_t)fb.mask;
        auto from = [&](int64_t src) -> uint64_t {
          if (src < 0 || src >= kWarp || w0 + src >= w1 || !(in_mask >> src & 1)) return fb.value;
          return fibers_[w0 + src].value;
        };
        switch (fb.warp_op) {
          case GpuWarp::Shfl: fb.result = from(fb.operand & (kWarp - 1)); break;
          case GpuWarp::ShflUp: fb.result = from(lane - fb.operand); break;
          case GpuWarp::ShflDown: fb.result = from(lane + fb.operand); break;
          case GpuWarp::ShflXor: fb.result = from(lane ^ fb.operand); break;
          case GpuWarp::All: fb.result = (ballot & in_mask) == in_mask; break;
          case GpuWarp::Any: fb.result = (ballot & in_mask) != 0; break;
          case GpuWarp::Eq: fb.result = (ballot & in_mask) == in_mask || (ballot & in_mask) == 0; break;
          case GpuWarp::Ballot: fb.result = ballot & in_mask; break;
        }
        fb.wait = Wait::Running;
      }
      any = true;
    }
    return any;
  }

  Launch& L_;
  Workspace& ws_;
  std::vector<Fiber> fibers_;
  FiberContext sched_;

};

// Blocks [lo, hi) of the launch on the calling CPU thread.
struct BlockRange {
  Launch* L;
  VM* vm;
};

void run_blocks(BlockRange& R, int64_t lo, int64_t hi) {
  Launch& L = *R.L;
  thread_local Workspace ws;
  int64_t gx = L.l.grid[0], gy = L.l.grid[1];
  size_t shared_total = (size_t)(L.static_shared + L.l.shared_bytes) + 16;
  auto proto = std::make_unique<FuncCtx>();
  proto->vm = R.vm;
  // A raise in the kernel is noted, never raised on a fiber's stack or a
  // worker: gpu_sim_launch raises it once the launch has stopped.
  proto->worker = true;
  std::unique_ptr<BlockRun> fibers;
  if (L.fibers) fibers = std::make_unique<BlockRun>(L, ws);
  for (int64_t b = lo; b < hi; b++) {
    {
      std::lock_guard<std::mutex> g(L.mu);
      if (L.failed_block >= 0 && L.failed_block < b) return;   // an earlier block failed: the launch stops
    }
    int64_t ctaid[3] = {b % gx, (b / gx) % gy, b / (gx * gy)};
    ws.shared.assign(shared_total, 0);
    FuncCtx& cx = *proto;
    cx.gpu[(int)GpuIdx::SharedBase] = (int64_t)(intptr_t)ws.shared.data();
    cx.gpu[(int)GpuIdx::DynSharedBase] = (int64_t)(intptr_t)(ws.shared.data() + L.static_shared);
    cx.gpu[(int)GpuIdx::DynSharedBytes] = L.l.shared_bytes;
    if (fibers) {
      if (!fibers->run_block(b, ctaid, cx)) return;
      continue;
    }
    size_t lb = (size_t)L.f->gpu_local_bytes;
    if (ws.local.size() < lb + 16) ws.local.resize(lb + 16);
    cx.gpu[(int)GpuIdx::LocalBase] = (int64_t)(intptr_t)ws.local.data();
    for (int64_t t = 0; t < L.nthreads; t++) {
      set_thread_index(cx, L, t, ctaid);
      if (lb) std::memset(ws.local.data(), 0, lb);
      cx.failed = 0;
      cx.deferred = nullptr;
      std::memcpy(cx.args, L.words.data(), L.words.size() * 8);
      L.f->entry(&cx);
      if (cx.failed) {
        note_failure(L, b, cx);
        return;
      }
    }
  }
}

// Whether f, or a compiled function it calls, waits at barriers (its
// threads must then run as fibers).
bool needs_fibers(const CompiledFunc* f, int depth = 0) {
  if (f->gpu_barrier) return true;
  if (depth > 8) return false;
  for (const auto& c : f->calls)
    if (c->callee && c->callee != f && needs_fibers(c->callee, depth + 1)) return true;
  return false;
}

void run_chunk(void* ctx, int, int64_t lo, int64_t hi) { run_blocks(*static_cast<BlockRange*>(ctx), lo, hi); }

}  // namespace

}  // namespace tpy::gpu

namespace tpy {

bool gpu_sim_launch(VM& vm, jit::CompiledFunc* f, const std::string& name, const GpuLaunch& l, const Value* args,
                    int nargs) {
  using namespace gpu;
  Launch L;
  L.f = f;
  L.l = l;
  for (int i = 0; i < nargs; i++) jit::unbox_arg(vm, f->args[i], args[i], L.words);
  if (L.words.size() > (size_t)jit::kMaxCallWords) return vm.raise(vm.exc.TypeError, "too many arguments for a kernel");
  L.nthreads = l.block[0] * l.block[1] * l.block[2];
  L.static_shared = (f->gpu_shared_bytes + 15) & ~int64_t(15);
  L.fibers = needs_fibers(f);
  int64_t nblocks = l.grid[0] * l.grid[1] * l.grid[2];
  if (L.nthreads <= 0 || nblocks <= 0) return true;
  BlockRange R{&L, &vm};
  // Compiled code holds objects in registers: no collection meanwhile.
  vm.gc_hold++;
  if (nblocks > 1 && jit::worker_safe_function(f)) {
    jit::parallel_for(0, nblocks, run_chunk, &R);
  } else {
    run_blocks(R, 0, nblocks);
  }
  vm.gc_hold--;
  if (L.failed_block < 0) return true;
  std::string where = "tid=[" + std::to_string(L.failed_tid[0]) + ", " + std::to_string(L.failed_tid[1]) + ", " +
                      std::to_string(L.failed_tid[2]) + "] ctaid=[" + std::to_string(L.failed_ctaid[0]) + ", " +
                      std::to_string(L.failed_ctaid[1]) + ", " + std::to_string(L.failed_ctaid[2]) + "]";
  if (const char* d = L.deadlock) return vm.raise(vm.exc.RuntimeError, std::string(d) + " in kernel '" + name + "' at " + where);
  if (L.error) {   // the kernel's own raise, noted: made here
    jit::FuncCtx raiser;
    raiser.vm = &vm;
    jit::jit_fn_raise(&raiser, L.error);
  }
  ExceptionObj* e = vm.take_pending();
  if (!e) return vm.raise(vm.exc.RuntimeError, "tpy: kernel '" + name + "' failed at " + where);
  RootScope roots(vm);
  roots.add(Value::object(e));
  Str* text = nullptr;
  std::string msg = where;
  if (to_str(vm, Value::object(e), text) && !text->text().empty()) msg += ": " + text->text();
  vm.take_pending();
  return vm.raise(e->type, msg);
}

}  // namespace tpy
