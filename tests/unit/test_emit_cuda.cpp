// test_emit_cuda.cpp — the CUDA C emitter (gpu/emit_cuda.cpp) on kernels
// written directly in IR: what it prints for thread indices, element loads
// and stores, branches with block parameters, barriers and atomics, what it
// refuses, and (where NVRTC loads) that the result compiles.
#include <catch2/catch.hpp>
#include "gpu/cuda_api.h"
#include "gpu/emit_cuda.h"
#include "jit/func.h"
#include "jit/nbtypes.h"

using namespace tpy;
using namespace tpy::jit;

namespace {

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// out[i] = i * 2 for i = blockIdx.x * blockDim.x + threadIdx.x < n, then a
// barrier and atomic.add(out, 0, 1): the words are out's data and n.
void build_kernel(CompiledFunc& f) {
  f.args = {t_int(), t_int()};
  IrBuf& ir = f.ir;
  IRRef data = ir.emit(IrOp::ARG, IrType::Ptr, 0, 0, 0);
  IRRef n = ir.emit(IrOp::ARG, IrType::Int, 0, 0, 1);
  IRRef tid = ir.emit(IrOp::GPUIDX, IrType::Int, 0, 0, (int64_t)GpuIdx::TidX);
  IRRef bid = ir.emit(IrOp::GPUIDX, IrType::Int, 0, 0, (int64_t)GpuIdx::CtaidX);
  IRRef bdim = ir.emit(IrOp::GPUIDX, IrType::Int, 0, 0, (int64_t)GpuIdx::NtidX);
  IRRef i = ir.emit(IrOp::ADD, IrType::Int, ir.emit(IrOp::MUL, IrType::Int, bid, bdim), tid);
  ir.emit(IrOp::JCC, IrType::Void, i, n, (int64_t)Cond::GE | 2 << 8);
  IRRef addr = ir.emit(IrOp::IDX, IrType::Ptr, data, i, 8);
  ir.emit(IrOp::ESTORE, IrType::Void, addr, ir.emit(IrOp::ADD, IrType::Int, i, i), (int64_t)DType::Int64);
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 2);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 2);
  auto sync = std::make_unique<CallSpec>();
  sync->fn = (void*)&jit_fn_gpu_sync;
  ir.emit(IrOp::XARG, IrType::Void, ir.kint((int64_t)GpuSync::Threads), 0, 0);
  ir.emit(IrOp::CALLX, IrType::None, 0, 0, (int64_t)(intptr_t)sync.get());
  f.calls.push_back(std::move(sync));
  auto atomic = std::make_unique<CallSpec>();
  atomic->fn = (void*)&jit_fn_gpu_atomic;
  std::vector<IRRef> words{ir.kint((int64_t)GpuAtomic::Add), ir.kint((int64_t)DType::Int64), data, ir.kint(1), ir.kint(0)};
  for (size_t k = 0; k < words.size(); k++) ir.emit(IrOp::XARG, IrType::Void, words[k], 0, (int64_t)k);
  ir.emit(IrOp::CALLX, IrType::Int, 0, 0, (int64_t)(intptr_t)atomic.get());
  f.calls.push_back(std::move(atomic));
  ir.emit(IrOp::RET, IrType::Void, 0);
  ir.dce();
}

}  // namespace

TEST_CASE("a kernel prints as readable CUDA C", "[gpu][emit_cuda]") {
  CompiledFunc f;
  build_kernel(f);
  std::string src, why;
  REQUIRE(gpu::emit_cuda_source(f, "double_it", {}, src, why));
  CHECK(contains(src, "extern \"C\" __global__ void double_it(i64 a0, i64 a1, i64 tpy_dyn_bytes)"));
  CHECK(contains(src, "(i64)threadIdx.x"));
  CHECK(contains(src, "(i64)blockIdx.x"));
  CHECK(contains(src, "goto B2;"));
  CHECK(contains(src, "B2:;"));
  CHECK(contains(src, "__syncthreads()"));
  CHECK(contains(src, "atomicAdd((u64*)"));
  CHECK(contains(src, "*(i64*)"));
  std::string missing;
  if (gpu::nvrtc_api(&missing)) {
    int major = 0, minor = 0;
    gpu::nvrtc_default_arch(major, minor);
    gpu::NvrtcOutput out;
    INFO(src);
    CHECK(gpu::nvrtc_compile(src, "double_it.cu", major, minor, gpu::emitted_code_options(), out, why, true));
  } else {
    CHECK(!missing.empty());
  }
}

TEST_CASE("a reserved word as a kernel's name gets an underscore", "[gpu][emit_cuda]") {
  CompiledFunc f;
  build_kernel(f);
  std::string src, why;
  REQUIRE(gpu::emit_cuda_source(f, "double", {}, src, why));
  CHECK(contains(src, "void double_("));
}

TEST_CASE("what the GPU cannot run is a reason, not code", "[gpu][emit_cuda]") {
  CompiledFunc f;
  f.args = {t_int()};
  IrBuf& ir = f.ir;
  auto print = std::make_unique<CallSpec>();
  print->fn = (void*)&jit_fn_new_array;
  ir.emit(IrOp::CALLX, IrType::None, 0, 0, (int64_t)(intptr_t)print.get());
  f.calls.push_back(std::move(print));
  ir.emit(IrOp::RET, IrType::Void, 0);
  ir.dce();
  std::string src, why;
  CHECK_FALSE(gpu::emit_cuda_source(f, "k", {}, src, why));
  CHECK(contains(why, "only the CPU runs"));
  // A host pointer constant (no global array behind it).
  CompiledFunc g;
  g.args = {};
  IrBuf& gi = g.ir;
  IRRef p = gi.kptr((const void*)0x1000);
  gi.emit(IrOp::ESTORE, IrType::Void, p, gi.kint(1), (int64_t)DType::Int64);
  gi.emit(IrOp::RET, IrType::Void, 0);
  gi.dce();
  CHECK_FALSE(gpu::emit_cuda_source(g, "k", {}, src, why));
  CHECK(contains(why, "host memory"));
}

// out[0] = float32(x[0] + x[1]) with x float32: the add is printed as a
// float add (exact: it is the rounded double add), not in double.
TEST_CASE("float32 arithmetic prints as float", "[gpu][emit_cuda]") {
  CompiledFunc f;
  f.args = {t_int(), t_int()};
  IrBuf& ir = f.ir;
  IRRef x = ir.emit(IrOp::ARG, IrType::Ptr, 0, 0, 0);
  IRRef out = ir.emit(IrOp::ARG, IrType::Ptr, 0, 0, 1);
  IRRef a = ir.emit(IrOp::ELOAD, IrType::Float, x, 0, (int64_t)DType::Float32);
  IRRef b = ir.emit(IrOp::ELOAD, IrType::Float, ir.emit(IrOp::IDX, IrType::Ptr, x, ir.kint(1), 4), 0, (int64_t)DType::Float32);
  IRRef sum = ir.emit(IrOp::FADD, IrType::Float, a, b);
  IRRef r = ir.emit(IrOp::TOF32, IrType::Float, sum);
  IRRef d = ir.emit(IrOp::FMUL, IrType::Float, a, ir.kfloat(0.1));   // 0.1 is no float: stays double
  ir.emit(IrOp::ESTORE, IrType::Void, out, r, (int64_t)DType::Float32);
  ir.emit(IrOp::ESTORE, IrType::Void, ir.emit(IrOp::IDX, IrType::Ptr, out, ir.kint(1), 4), ir.emit(IrOp::TOF32, IrType::Float, d),
          (int64_t)DType::Float32);
  ir.emit(IrOp::RET, IrType::Void, 0);
  ir.dce();
  std::string src, why;
  REQUIRE(gpu::emit_cuda_source(f, "add2", {}, src, why));
  INFO(src);
  CHECK(contains(src, "float v" + std::to_string(r) + ";"));
  CHECK(contains(src, "v" + std::to_string(r) + " = v" + std::to_string(a) + " + v" + std::to_string(b) + ";"));
  CHECK_FALSE(contains(src, "double v" + std::to_string(sum) + ";"));   // fused into the float add
  CHECK(contains(src, "double v" + std::to_string(d) + ";"));
}
