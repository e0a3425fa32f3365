// parallel.h — the thread pool that runs parallel=True code (prange loops;
// jit/parallel.cpp). Started at the first parallel loop with
// NUMBA_NUM_THREADS - 1 workers that park between loops; the thread that
// starts a loop runs chunk 0 itself and waits for the rest. Chunks are
// static: chunk t of [start, stop) split in n is [start + len*t/n,
// start + len*(t+1)/n). Nothing is allocated per loop.
#pragma once
#include <cstdint>

namespace tpy {
struct VM;
}

namespace tpy::jit {

// The threads a loop may use: 1 .. parallel_max_threads() (numba.set_num_threads).
int parallel_threads();
void set_parallel_threads(int n);
// Sets the pool's size (NUMBA_NUM_THREADS) before its first loop; later, no effect.
void set_parallel_max_threads(int n);
// NUMBA_NUM_THREADS as the pool read it (the environment, else the CPUs).
int parallel_max_threads();
// The chunk index of the calling thread inside a loop, 0 outside one
// (numba.get_thread_id).
int parallel_thread_id();

// Runs chunk(ctx, t, lo, hi) for the n chunks of [start, stop) (n the
// threads in use, at most the trips), chunk 0 on the calling thread; returns
// n when all have finished. A loop started inside a chunk runs serially.
using ChunkFn = void (*)(void* ctx, int t, int64_t lo, int64_t hi);
int parallel_for(int64_t start, int64_t stop, ChunkFn chunk, void* ctx);

struct CompiledFunc;
// A ufunc kernel (jit_run_kernel) over n elements split in chunks on the
// pool, fill writing each chunk's argument words; false with the exception
// of the first failing chunk pending.
using WordsFn = int (*)(const void* ctx, int64_t lo, int64_t hi, uint64_t* words);
bool run_kernel_parallel(VM& vm, const CompiledFunc* f, int64_t n, WordsFn fill, const void* ctx);

}  // namespace tpy::jit
