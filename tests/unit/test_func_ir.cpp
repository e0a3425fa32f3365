// test_func_ir.cpp — the function compiler's IR and back end without the
// front end: functions written directly in jit/ir.def instructions (blocks,
// block parameters, compare-and-branch, calls of helpers), assembled by
// assemble_function and run through FuncCtx, checked against C++.
#include <catch2/catch.hpp>
#include <cstring>
#include "jit/func.h"
#include "vm/vm.h"

using namespace tpy;
using namespace tpy::jit;

namespace {

uint64_t run(CompiledFunc& f, std::initializer_list<uint64_t> args) {
  FuncCtx cx{};   // no helper that needs the VM is called here
  size_t k = 0;
  for (uint64_t a : args) cx.args[k++] = a;
  return f.entry(&cx);
}

}  // namespace

// sum(i * i for i in range(n)): a loop whose header has two parameters.
TEST_CASE("a counted loop with block parameters", "[func_ir]") {
  VM vm;
  CompiledFunc f;
  f.args = {t_int()};
  f.ret = t_int();
  IrBuf& ir = f.ir;
  IRRef n = ir.emit(IrOp::ARG, IrType::Int, 0, 0, 0);
  IRRef i = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, 1);
  IRRef s = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, 1);
  ir.emit(IrOp::BSET, IrType::Void, i, ir.kint(0));
  ir.emit(IrOp::BSET, IrType::Void, s, ir.kint(0));
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::JCC, IrType::Void, i, n, (int64_t)Cond::GE | 2 << 8);
  IRRef sq = ir.emit(IrOp::MUL, IrType::Int, i, i);
  IRRef s2 = ir.emit(IrOp::ADD, IrType::Int, s, sq);
  IRRef i2 = ir.emit(IrOp::ADD, IrType::Int, i, ir.kint(1));
  ir.emit(IrOp::BSET, IrType::Void, i, i2);
  ir.emit(IrOp::BSET, IrType::Void, s, s2);
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 2);
  ir.emit(IrOp::RET, IrType::Void, s);
  std::string why;
  REQUIRE(assemble_function(vm, &f, why, nullptr));
  for (int64_t m : {0, 1, 2, 10, 1000}) {
    int64_t want = 0;
    for (int64_t j = 0; j < m; j++) want += j * j;
    CHECK((int64_t)run(f, {(uint64_t)m}) == want);
  }
}

// Parallel moves at a jump: (a, b) = (b, a + b) needs a cycle broken.
TEST_CASE("a jump's block parameters move in parallel", "[func_ir]") {
  VM vm;
  CompiledFunc f;
  f.args = {t_int()};
  f.ret = t_int();
  IrBuf& ir = f.ir;
  IRRef n = ir.emit(IrOp::ARG, IrType::Int, 0, 0, 0);
  IRRef a = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, 1);
  IRRef b = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, 1);
  IRRef k = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, 1);
  ir.emit(IrOp::BSET, IrType::Void, a, ir.kint(0));
  ir.emit(IrOp::BSET, IrType::Void, b, ir.kint(1));
  ir.emit(IrOp::BSET, IrType::Void, k, n);
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::JCC, IrType::Void, k, ir.kint(0), (int64_t)Cond::LE | 2 << 8);
  IRRef ab = ir.emit(IrOp::ADD, IrType::Int, a, b);
  IRRef k2 = ir.emit(IrOp::SUB, IrType::Int, k, ir.kint(1));
  ir.emit(IrOp::BSET, IrType::Void, a, b);
  ir.emit(IrOp::BSET, IrType::Void, b, ab);
  ir.emit(IrOp::BSET, IrType::Void, k, k2);
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 2);
  ir.emit(IrOp::RET, IrType::Void, a);
  std::string why;
  REQUIRE(assemble_function(vm, &f, why, nullptr));
  int64_t x = 0, y = 1;
  for (int m = 0; m <= 50; m++) {
    CHECK((int64_t)run(f, {(uint64_t)m}) == x);
    int64_t t = x + y;
    x = y;
    y = t;
  }
}

// Floats through block parameters and a libm call (FCALL saves the live
// XMM registers around it).
TEST_CASE("floats, a libm call and Python's floor division of floats", "[func_ir]") {
  VM vm;
  CompiledFunc f;
  f.args = {t_float(), t_float()};
  f.ret = t_float();
  IrBuf& ir = f.ir;
  IRRef x = ir.emit(IrOp::ARG, IrType::Float, 0, 0, 0);
  IRRef y = ir.emit(IrOp::ARG, IrType::Float, 0, 0, 1);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 0);
  IRRef e = ir.emit(IrOp::FCALL, IrType::Float, x, 0, (int64_t)MathFn::Exp);
  IRRef q = ir.emit(IrOp::FCALL, IrType::Float, x, y, (int64_t)MathFn::PyFloorDiv);
  IRRef r = ir.emit(IrOp::FADD, IrType::Float, ir.emit(IrOp::FMUL, IrType::Float, e, y), q);
  ir.emit(IrOp::RET, IrType::Void, ir.emit(IrOp::FADD, IrType::Float, r, x));
  std::string why;
  REQUIRE(assemble_function(vm, &f, why, nullptr));
  for (auto [a, b] : {std::pair{1.5, 2.0}, {-7.5, 2.0}, {7.5, -2.0}, {0.25, 3.0}}) {
    double want = std::exp(a) * b + std::floor(a / b) + a;
    uint64_t ua, ub;
    std::memcpy(&ua, &a, 8);
    std::memcpy(&ub, &b, 8);
    uint64_t got = run(f, {ua, ub});
    double g;
    std::memcpy(&g, &got, 8);
    CHECK(g == want);
  }
}

// Floor division and modulo of signed ints for any divisor (k = 1),
// including -1 with the most negative dividend (wraps, never faults).
TEST_CASE("integer floor division and modulo by any divisor", "[func_ir]") {
  VM vm;
  for (IrOp op : {IrOp::FLOORDIV, IrOp::FLOORMOD}) {
    CompiledFunc f;
    f.args = {t_int(), t_int()};
    f.ret = t_int();
    IrBuf& ir = f.ir;
    IRRef a = ir.emit(IrOp::ARG, IrType::Int, 0, 0, 0);
    IRRef b = ir.emit(IrOp::ARG, IrType::Int, 0, 0, 1);
    ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 0);
    ir.emit(IrOp::RET, IrType::Void, ir.emit(op, IrType::Int, a, b, 1));
    std::string why;
    REQUIRE(assemble_function(vm, &f, why, nullptr));
    for (int64_t x : {INT64_MIN, (int64_t)-7, (int64_t)-1, (int64_t)0, (int64_t)5, (int64_t)7, INT64_MAX}) {
      for (int64_t y : {INT64_MIN, (int64_t)-3, (int64_t)-1, (int64_t)2, (int64_t)3, INT64_MAX}) {
        int64_t q, m;
        if (y == -1) {
          q = (int64_t)(0 - (uint64_t)x);
          m = 0;
        } else {
          q = x / y;
          m = x % y;
          if (m != 0 && ((m < 0) != (y < 0))) {
            q -= 1;
            m += y;
          }
        }
        INFO(x << " op " << y);
        CHECK((int64_t)run(f, {(uint64_t)x, (uint64_t)y}) == (op == IrOp::FLOORDIV ? q : m));
      }
    }
  }
}

// A running total kept in memory through a wide pointer (a store, then a
// load of the same word the block CSE answers from the store), a cold
// block taken every eighth iteration (laid out after the loop), the loop
// test done at the back-edge, the pointer held in a register before the
// loop (KMOV): the optimised and assembled function still counts right.
TEST_CASE("store forwarding, cold blocks, rotation and pinned constants", "[func_ir]") {
  VM vm;
  CompiledFunc f;
  f.args = {t_int()};
  f.ret = t_int();
  static int64_t cell;
  IrBuf& ir = f.ir;
  int64_t word = mem_k(0, next_mem_class());
  IRRef n = ir.emit(IrOp::ARG, IrType::Int, 0, 0, 0);
  IRRef base = ir.kptr(&cell);
  ir.emit(IrOp::FSTORE, IrType::Void, base, ir.kint(0), word);
  IRRef i = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, 1);
  ir.emit(IrOp::BSET, IrType::Void, i, ir.kint(0));
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 1);   // header: the test only
  ir.emit(IrOp::JCC, IrType::Void, i, n, (int64_t)Cond::GE | 4 << 8);
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 2);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 2);
  IRRef v = ir.emit(IrOp::FLOAD, IrType::Int, base, 0, word);
  ir.emit(IrOp::FSTORE, IrType::Void, base, ir.emit(IrOp::ADD, IrType::Int, v, i), word);
  IRRef again = ir.emit(IrOp::FLOAD, IrType::Int, base, 0, word);
  IRRef low = ir.emit(IrOp::BAND, IrType::Int, i, ir.kint(7));
  ir.emit(IrOp::JCC, IrType::Void, low, ir.kint(7), (int64_t)Cond::EQ | 3 << 8);
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 5);
  ir.emit(IrOp::BLOCK, IrType::Void, kColdBlock, 0, 3);
  ir.emit(IrOp::FSTORE, IrType::Void, base, ir.emit(IrOp::ADD, IrType::Int, again, ir.kint(1000)), word);
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 5);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 5);
  ir.emit(IrOp::BSET, IrType::Void, i, ir.emit(IrOp::ADD, IrType::Int, i, ir.kint(1)));
  ir.emit(IrOp::JMP, IrType::Void, 0, 0, 1);
  ir.emit(IrOp::BLOCK, IrType::Void, 0, 0, 4);
  ir.emit(IrOp::RET, IrType::Void, ir.emit(IrOp::FLOAD, IrType::Int, base, 0, word));
  optimize_function_ir(ir, false, nullptr);
  bool pinned = false;
  for (const IrIns& in : ir.ins) pinned |= in.op == IrOp::KMOV;
  int loads = 0;
  for (const IrIns& in : ir.ins) loads += in.op == IrOp::FLOAD;
  bool forwarded = loads == 2;   // the body's first load and the return's: the second in the body is the stored value
  CHECK(pinned);
  CHECK(forwarded);
  std::string why;
  REQUIRE(assemble_function(vm, &f, why, nullptr));
  for (int64_t m : {0, 1, 7, 8, 9, 100, 12345}) {
    int64_t want = 0;
    for (int64_t j = 0; j < m; j++) want += j + ((j & 7) == 7 ? 1000 : 0);
    CHECK((int64_t)run(f, {(uint64_t)m}) == want);
  }
}
