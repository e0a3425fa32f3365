// parallel.cpp — the thread pool of parallel=True code (jit/parallel.h) and
// jit_fn_parallel, the helper a prange loop's compiled code calls
// (jit/parallel_outline.cpp makes the calls).
#include "jit/parallel.h"
#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>
#include <sched.h>
#include "jit/func.h"
#include "jit/jit.h"

namespace tpy::jit {

namespace {

int env_threads() {
  const char* s = getenv("NUMBA_NUM_THREADS");
  if (s && *s) {
    int n = atoi(s);
    if (n > 0) return n;
  }
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0) return CPU_COUNT(&set) > 0 ? CPU_COUNT(&set) : 1;
  unsigned hc = std::thread::hardware_concurrency();
  return hc ? (int)hc : 1;
}

thread_local int t_thread_id = 0;
thread_local bool t_in_loop = false;

// One loop at a time (the VM thread starts them); workers wait for a new
// generation, run their chunk, and count down.
class Pool {
 public:
  Pool() : max_(std::min(env_threads(), kMaxThreads)), use_(max_) {}
  int max() const { return max_; }
  int use() const { return use_; }
  void set_use(int n) { use_ = n < 1 ? 1 : n > max_ ? max_ : n; }
  void set_max(int n) {
    if (!workers_.empty()) return;
    max_ = n < 1 ? 1 : n > kMaxThreads ? kMaxThreads : n;
    set_use(use_);
  }
  static constexpr int kMaxThreads = 256;

  int run(int64_t start, int64_t stop, ChunkFn chunk, void* ctx) {
    int64_t len = stop - start;
    int n = use_;
    if (len < n) n = (int)len;
    if (n <= 1 || t_in_loop) {
      if (len > 0) chunk(ctx, 0, start, stop);
      return 1;
    }
    start_workers();
    {
      std::lock_guard<std::mutex> g(m_);
      chunk_ = chunk;
      ctx_ = ctx;
      start_ = start;
      len_ = len;
      n_ = n;
      pending_.store(n - 1, std::memory_order_relaxed);
      generation_++;
    }
    wake_.notify_all();
    t_in_loop = true;
    chunk(ctx, 0, start, start + len / n);
    t_in_loop = false;
    // The others: a short spin (they usually finish together), then sleep.
    for (int spin = 0; spin < 20000 && pending_.load(std::memory_order_acquire) > 0; spin++) __builtin_ia32_pause();
    if (pending_.load(std::memory_order_acquire) > 0) {
      std::unique_lock<std::mutex> l(m_);
      done_.wait(l, [&] { return pending_.load(std::memory_order_acquire) == 0; });
    }
    return n;
  }

 private:
  void start_workers() {
    if (!workers_.empty() || max_ <= 1) return;
    for (int t = 1; t < max_; t++) {
      workers_.emplace_back([this, t] { work(t); });
      workers_.back().detach();   // parked for the life of the process
    }
  }

  void work(int t) {
    t_thread_id = t;
    t_in_loop = true;
    uint64_t seen = 0;
    for (;;) {
      ChunkFn chunk;
      void* ctx;
      int64_t lo, hi;
      {
        std::unique_lock<std::mutex> l(m_);
        wake_.wait(l, [&] { return generation_ != seen; });
        seen = generation_;
        if (t >= n_) continue;   // not needed this time
        chunk = chunk_;
        ctx = ctx_;
        lo = start_ + len_ * t / n_;
        hi = start_ + len_ * (t + 1) / n_;
      }
      chunk(ctx, t, lo, hi);
      if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        std::lock_guard<std::mutex> g(m_);
        done_.notify_one();
      }
    }
  }

  int max_, use_;
  std::vector<std::thread> workers_;
  std::mutex m_;
  std::condition_variable wake_, done_;
  uint64_t generation_ = 0;
  ChunkFn chunk_ = nullptr;
  void* ctx_ = nullptr;
  int64_t start_ = 0, len_ = 0;
  int n_ = 0;
  std::atomic<int> pending_{0};
};

Pool& pool() {
  static Pool* p = new Pool();   // never destroyed: its threads stay parked until the process ends
  return *p;
}

}  // namespace

int parallel_threads() { return pool().use(); }
void set_parallel_threads(int n) { pool().set_use(n); }
void set_parallel_max_threads(int n) { pool().set_max(n); }
int parallel_max_threads() { return pool().max(); }
int parallel_thread_id() { return t_thread_id; }
int parallel_for(int64_t start, int64_t stop, ChunkFn chunk, void* ctx) { return pool().run(start, stop, chunk, ctx); }

namespace {

constexpr int kMaxChunks = 256;

// Each chunk's FuncCtx, made once per chunk index and kept (a FuncCtx is
// too big for the stack of every loop).
FuncCtx* chunk_ctx(int t) {
  static FuncCtx* ctxs[kMaxChunks] = {};
  if (!ctxs[t]) ctxs[t] = new FuncCtx();
  return ctxs[t];
}

// The contexts of one loop's chunks. A loop inside a chunk runs serially,
// on that chunk's thread, with a context of its own.
struct Chunks {
  VM* vm;
  FuncCtx* cx[kMaxChunks];
  FuncCtx inner;
  explicit Chunks(VM* v) : vm(v) {
    bool nested = t_in_loop;
    int n = std::min(parallel_threads(), kMaxChunks);
    for (int t = 0; t < n; t++) cx[t] = nested ? &inner : chunk_ctx(t);
  }
  // Chunk t's context, reset for a run on a worker (no VM access).
  FuncCtx& begin(int t) {
    FuncCtx& c = *cx[t];
    c.vm = vm;
    c.failed = 0;
    c.worker = true;
    c.deferred = nullptr;
    return c;
  }
  // After n chunks ran: raises into `into` what the first failing one
  // raised (a nested loop's chunk hands it on to its caller's chunk);
  // false when one failed.
  bool ok(int n, FuncCtx* into) {
    for (int t = 0; t < n; t++)
      if (cx[t]->failed) {
        if (cx[t]->deferred) jit_fn_raise(into, cx[t]->deferred);
        else into->failed = 1;
        return false;
      }
    return true;
  }
};

// One prange loop's state while it runs: the live words and the chunks.
struct LoopRun {
  const ParallelSpec* spec;
  uint64_t live[kMaxCallWords];
  Chunks chunks;
  std::atomic<bool> interrupted{false};
};

uint64_t combine(ParallelSpec::Reduction r, uint64_t acc, uint64_t x) {
  if (r.is_float) {
    double a, b;
    std::memcpy(&a, &acc, 8);
    std::memcpy(&b, &x, 8);
    switch (r.op) {
      case ParallelSpec::Add: a = a + b; break;
      case ParallelSpec::Mul: a = a * b; break;
      case ParallelSpec::Max: a = b > a ? b : a; break;   // Python's max(a, b)
      case ParallelSpec::Min: a = b < a ? b : a; break;
    }
    std::memcpy(&acc, &a, 8);
    return acc;
  }
  int64_t a = (int64_t)acc, b = (int64_t)x;
  switch (r.op) {
    case ParallelSpec::Add: return acc + x;
    case ParallelSpec::Mul: return acc * x;
    case ParallelSpec::Max: return (uint64_t)(b > a ? b : a);
    case ParallelSpec::Min: return (uint64_t)(b < a ? b : a);
  }
  return acc;
}

// A chunk runs as pieces, in order, checking between them for Ctrl-C (or
// an embedding host's interrupt or time limit): a long loop stops within
// a piece's time. Each piece's partial reductions combine in order.
constexpr int kPiecesPerChunk = 64;
constexpr int64_t kMinPiece = 4096, kMaxPiece = 1 << 20;

bool interrupt_pending(const VM* vm) {
  int bits = vm->interrupt_requested.load(std::memory_order_relaxed);
  return bits & (VM::kInterruptSignal | VM::kInterruptHost | VM::kInterruptTimeout);
}

void run_chunk(void* p, int t, int64_t lo, int64_t hi) {
  LoopRun& run = *static_cast<LoopRun*>(p);
  FuncCtx& c = run.chunks.begin(t);
  const ParallelSpec& spec = *run.spec;
  size_t nred = spec.reductions.size();
  uint64_t acc[kMaxCallWords];
  int64_t piece = std::clamp((hi - lo + kPiecesPerChunk - 1) / kPiecesPerChunk, kMinPiece, kMaxPiece);
  for (int64_t a = lo; a < hi; a += piece) {
    if (a > lo && interrupt_pending(run.chunks.vm)) {
      run.interrupted.store(true, std::memory_order_relaxed);
      return;
    }
    c.args[0] = (uint64_t)a;
    c.args[1] = (uint64_t)std::min(hi, a + piece);
    std::memcpy(c.args + 2, run.live, (size_t)spec.nlive * 8);
    spec.body->entry(&c);
    if (c.failed) return;
    for (size_t r = 0; r < nred; r++) acc[r] = a == lo ? c.ret[r] : combine(spec.reductions[r], acc[r], c.ret[r]);
  }
  std::memcpy(c.ret, acc, nred * 8);
}


// A ufunc kernel's chunks (target='parallel').
struct KernelRun {
  const CompiledFunc* f;
  WordsFn fill;
  const void* ctx;
  Chunks chunks;
};

void run_kernel_chunk(void* p, int t, int64_t lo, int64_t hi) {
  KernelRun& run = *static_cast<KernelRun*>(p);
  FuncCtx& c = run.chunks.begin(t);
  run.fill(run.ctx, lo, hi, c.args);
  run.f->entry(&c);
}

}  // namespace

uint64_t jit_fn_parallel(FuncCtx* cx) {
  const ParallelSpec* spec = reinterpret_cast<const ParallelSpec*>((uintptr_t)cx->args[0]);
  int64_t start = (int64_t)cx->args[1], stop = (int64_t)cx->args[2];
  size_t nred = spec->reductions.size();
  LoopRun run{spec, {}, Chunks(cx->vm)};
  std::memcpy(run.live, cx->args + 3, (size_t)spec->nlive * 8);
  uint64_t acc[kMaxCallWords];
  std::memcpy(acc, cx->args + 3 + spec->nlive, nred * 8);
  int n = 0;
  if (stop - start >= spec->min_trips && stop > start) {
    n = parallel_for(start, stop, run_chunk, &run);
  } else if (stop > start) {
    run_chunk(&run, 0, start, stop);   // short: on this thread, as one chunk
    n = 1;
  }
  if (!run.chunks.ok(n, cx)) return 0;
  if (run.interrupted.load(std::memory_order_relaxed)) {
    cx->failed = 1;
    (void)cx->vm->raise_interrupt();
    return 0;
  }
  for (int t = 0; t < n; t++)
    for (size_t r = 0; r < nred; r++) acc[r] = combine(spec->reductions[r], acc[r], run.chunks.cx[t]->ret[r]);
  std::memcpy(cx->ret, acc, nred * 8);
  return 0;
}

uint64_t jit_fn_get_num_threads(FuncCtx*) { return (uint64_t)parallel_threads(); }
uint64_t jit_fn_get_thread_id(FuncCtx*) { return (uint64_t)parallel_thread_id(); }
uint64_t jit_fn_set_num_threads(FuncCtx* cx) {
  int64_t n = (int64_t)cx->args[0];
  if (n < 1 || n > parallel_max_threads()) {
    cx->failed = 1;
    (void)cx->vm->raisef(cx->vm->exc.ValueError, "The number of threads must be between 1 and %d", parallel_max_threads());
    return 0;
  }
  set_parallel_threads((int)n);
  return 0;
}

bool run_kernel_parallel(VM& vm, const CompiledFunc* f, int64_t n, WordsFn fill, const void* ctx) {
  KernelRun run{f, fill, ctx, Chunks(&vm)};
  int used = parallel_for(0, n, run_kernel_chunk, &run);
  FuncCtx raiser;
  raiser.vm = &vm;
  return run.chunks.ok(used, &raiser);
}

}  // namespace tpy::jit

namespace tpy {

bool jit_run_kernel_parallel(VM& vm, jit::CompiledFunc* f, int64_t n, KernelWordsFn fill, const void* ctx) {
  return jit::run_kernel_parallel(vm, f, n, fill, ctx);
}
bool jit_kernel_worker_safe(jit::CompiledFunc* f) { return jit::worker_safe_function(f); }

void jit_set_threads(int max, int use) {
  jit::set_parallel_max_threads(max);
  jit::set_parallel_threads(use);
}
int jit_thread_id() { return jit::parallel_thread_id(); }
int jit_num_threads() { return jit::parallel_threads(); }

}  // namespace tpy
