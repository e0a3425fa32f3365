// func_gpu.cpp — the helpers CUDA code calls on the CPU simulator
// (jit/func.h, jit_fn_gpu_*): atomics as real atomics (std::atomic_ref;
// floats by compare-and-swap), the bit intrinsics, fma and cbrt; barriers
// and warp functions are handed to the block's scheduler through
// FuncCtx::gpu_thread (gpu/sim.cpp). On a GPU none of these run: the CUDA
// C emitter prints each call as the device's own operation.
#include <atomic>
#include <bit>
#include <cmath>
#include <cstring>
#include "jit/func.h"

namespace tpy::jit {

namespace {

template <typename T>
T word_as(uint64_t w) {
  if constexpr (std::is_same_v<T, double>) return std::bit_cast<double>(w);
  else if constexpr (std::is_same_v<T, float>) return (float)std::bit_cast<double>(w);
  else return (T)w;
}

template <typename T>
uint64_t as_word(T v) {
  if constexpr (std::is_floating_point_v<T>) return std::bit_cast<uint64_t>((double)v);
  else if constexpr (std::is_signed_v<T>) return (uint64_t)(int64_t)v;
  else return (uint64_t)v;
}

// The new value of an element that held `old` after op with v (Cas is
// handled by the caller).
template <typename T>
T combine(GpuAtomic op, T old, T v) {
  switch (op) {
    case GpuAtomic::Add: return (T)(old + v);
    case GpuAtomic::Sub: return (T)(old - v);
    case GpuAtomic::Max:
      if constexpr (std::is_floating_point_v<T>) { if (std::isnan(old) || std::isnan(v)) return NAN; }
      return old < v ? v : old;
    case GpuAtomic::Min:
      if constexpr (std::is_floating_point_v<T>) { if (std::isnan(old) || std::isnan(v)) return NAN; }
      return v < old ? v : old;
    case GpuAtomic::NanMax:
      if constexpr (std::is_floating_point_v<T>) { if (std::isnan(old)) return v; if (std::isnan(v)) return old; }
      return old < v ? v : old;
    case GpuAtomic::NanMin:
      if constexpr (std::is_floating_point_v<T>) { if (std::isnan(old)) return v; if (std::isnan(v)) return old; }
      return v < old ? v : old;
    case GpuAtomic::Inc:
      if constexpr (std::is_integral_v<T>) return old >= v ? 0 : (T)(old + 1);
      return old;
    case GpuAtomic::Dec:
      if constexpr (std::is_integral_v<T>) return (old == 0 || old > v) ? v : (T)(old - 1);
      return old;
    case GpuAtomic::Exch: return v;
    case GpuAtomic::And: if constexpr (std::is_integral_v<T>) return old & v; return old;
    case GpuAtomic::Or: if constexpr (std::is_integral_v<T>) return old | v; return old;
    case GpuAtomic::Xor: if constexpr (std::is_integral_v<T>) return old ^ v; return old;
    case GpuAtomic::Cas: return v;
  }
  return old;
}

template <typename T>
uint64_t atomic_on(GpuAtomic op, void* addr, uint64_t vw, uint64_t cw) {
  std::atomic_ref<T> ref(*static_cast<T*>(addr));
  T v = word_as<T>(vw);
  if (op == GpuAtomic::Cas) {
    T expected = word_as<T>(cw);
    ref.compare_exchange_strong(expected, v);
    return as_word(expected);   // the old value, whether or not it swapped
  }
  if constexpr (std::is_integral_v<T>) {
    if (op == GpuAtomic::Add) return as_word(ref.fetch_add(v));
    if (op == GpuAtomic::Sub) return as_word(ref.fetch_sub(v));
  }
  T old = ref.load();
  while (!ref.compare_exchange_weak(old, combine(op, old, v))) {
  }
  return as_word(old);
}

}  // namespace

uint64_t jit_fn_gpu_atomic(FuncCtx* cx) {
  auto op = (GpuAtomic)cx->args[0];
  auto dt = (DType)cx->args[1];
  void* addr = reinterpret_cast<void*>(cx->args[2]);
  uint64_t v = cx->args[3], c = cx->args[4];
  switch (dt) {
    case DType::Int32: return atomic_on<int32_t>(op, addr, v, c);
    case DType::UInt32: return atomic_on<uint32_t>(op, addr, v, c);
    case DType::Int64: return atomic_on<int64_t>(op, addr, v, c);
    case DType::UInt64: return atomic_on<uint64_t>(op, addr, v, c);
    case DType::Float32: return atomic_on<float>(op, addr, v, c);
    case DType::Float64: return atomic_on<double>(op, addr, v, c);
    default: return 0;   // typing allows no other dtype
  }
}

uint64_t jit_fn_gpu_scalar(FuncCtx* cx) {
  auto op = (GpuScalar)cx->args[0];
  uint64_t x = cx->args[1];
  int bits = (int)cx->args[4];
  uint64_t low = bits == 64 ? x : x & 0xffffffffu;
  switch (op) {
    case GpuScalar::Popc: return (uint64_t)std::popcount(low);
    case GpuScalar::Brev: {
      uint64_t r = 0;
      for (int k = 0; k < bits; k++) r |= ((low >> k) & 1) << (bits - 1 - k);
      return r;   // (a signed 32-bit result is sign-extended by the caller's code)
    }
    case GpuScalar::Clz: return bits == 64 ? (uint64_t)std::countl_zero(low) : (uint64_t)std::countl_zero((uint32_t)low);
    case GpuScalar::Ffs: return low ? (uint64_t)std::countr_zero(low) + 1 : 0;
    case GpuScalar::ActiveMask: return cx->gpu_thread ? cx->gpu_thread->active_mask(cx) : 1u << (cx->gpu[(int)GpuIdx::LaneId] & 31);
    case GpuScalar::LaneMaskLt: return (1u << (cx->gpu[(int)GpuIdx::LaneId] & 31)) - 1;
    case GpuScalar::Fma: {
      double a = std::bit_cast<double>(x), b = std::bit_cast<double>(cx->args[2]), c = std::bit_cast<double>(cx->args[3]);
      if (bits == 32) return std::bit_cast<uint64_t>((double)std::fma((float)a, (float)b, (float)c));
      return std::bit_cast<uint64_t>(std::fma(a, b, c));
    }
    case GpuScalar::Cbrt: {
      double a = std::bit_cast<double>(x);
      return std::bit_cast<uint64_t>(bits == 32 ? (double)std::cbrt((float)a) : std::cbrt(a));
    }
  }
  return 0;
}

uint64_t jit_fn_gpu_sync(FuncCtx* cx) {
  auto op = (GpuSync)cx->args[0];
  int64_t pred = (int64_t)cx->args[1];
  uint64_t mask = cx->args[2];
  switch (op) {
    case GpuSync::Fence: case GpuSync::FenceSystem: std::atomic_thread_fence(std::memory_order_seq_cst); return 0;
    case GpuSync::FenceBlock: std::atomic_thread_fence(std::memory_order_acq_rel); return 0;
    default: break;
  }
  // A thread run without a scheduler is alone in its block (no barrier was
  // seen when it was compiled): every barrier passes at once.
  if (!cx->gpu_thread) return op == GpuSync::Count ? (pred != 0) : op == GpuSync::And || op == GpuSync::Or ? (pred != 0) : 0;
  return cx->gpu_thread->barrier(cx, op, pred, mask);
}

uint64_t jit_fn_gpu_warp(FuncCtx* cx) {
  auto op = (GpuWarp)cx->args[0];
  uint64_t mask = cx->args[1], value = cx->args[2];
  int64_t operand = (int64_t)cx->args[3];
  if (!cx->gpu_thread) return op <= GpuWarp::ShflXor ? value : op == GpuWarp::Ballot ? (value != 0) : 1;
  return cx->gpu_thread->warp(cx, op, mask, value, operand);
}

bool is_gpu_helper(const void* fn) {
  return fn == (void*)&jit_fn_gpu_sync || fn == (void*)&jit_fn_gpu_atomic || fn == (void*)&jit_fn_gpu_warp ||
         fn == (void*)&jit_fn_gpu_scalar;
}

}  // namespace tpy::jit
