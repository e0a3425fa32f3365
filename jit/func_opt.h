// func_opt.h — what the passes over a compiled function's typed IR share
// (jit/func_opt.cpp: the driver and the block-level cleanups;
// jit/func_loops.cpp: the passes over loops). Internal to those two files.
#pragma once
#include <vector>
#include "jit/func.h"

namespace tpy::jit::fopt {

bool is_jump(IrOp op);
int64_t jump_target(const IrIns& in);
bool gone(const IrIns& in);   // emits nothing and means nothing
// Where each block starts (its BLOCK), by block number; -1: none.
std::vector<IRRef> block_starts(const IrBuf& ir);
// The first instruction at or after r that means something.
IRRef next_real(const IrBuf& ir, IRRef r);
// Pure instructions that cannot trap (no division: its zero check may be
// what guards it), worth computing once instead of per iteration.
bool hoistable(IrOp op);

// A new order of the instructions, with new ones among them: refs at or
// above the old size name the new ones (add). What goes in front of each
// old position is listed in `before` (old instructions moved there, or
// new ones); old instructions `left_out` lose their own place (moved or
// removed); everything else keeps its order. Constants go first.
struct Rebuild {
  const IrBuf& old;
  size_t n;
  std::vector<IrIns> extra;
  std::vector<std::vector<IRRef>> before;   // by old position
  std::vector<bool> left_out;               // by old ref
  explicit Rebuild(const IrBuf& o) : old(o), n(o.ins.size()), before(n + 1), left_out(n, false) {}
  IRRef add(IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
    IrIns in{op, t};
    in.a = a;
    in.b = b;
    in.k = k;
    extra.push_back(in);
    return (IRRef)(n + extra.size() - 1);
  }
  const IrIns& at(IRRef r) const { return (size_t)r < n ? old[r] : extra[r - n]; }
  IrBuf build() const {
    std::vector<IRRef> order;   // old or extra refs, constants not included
    for (IRRef r = 1; r < (IRRef)n; r++) {
      for (IRRef x : before[r]) order.push_back(x);
      if (!old.is_const(r) && !left_out[r]) order.push_back(r);
    }
    IrBuf out;
    out.loc_codes = old.loc_codes;
    std::vector<IRRef> map(n + extra.size(), 0);
    for (IRRef r = 1; r < (IRRef)n; r++)
      if (old.is_const(r)) map[r] = out.add(old[r]);
    IRRef next = (IRRef)out.ins.size();
    for (IRRef r : order) map[r] = next++;
    for (IRRef r : order) {
      IrIns in = at(r);
      IRRef k = ir_ref_k(in);
      in.a = in.a > 0 ? map[in.a] : in.a;
      in.b = in.b > 0 ? map[in.b] : in.b;
      if (k > 0) in.k = map[k];
      out.add(in);
    }
    return out;
  }
};

// The shape of the code: each position's block, each block's jumps in.
struct Layout {
  std::vector<IRRef> at;          // BLOCK position per block
  std::vector<int64_t> block;     // per position: the block it is in (-1: the entry code)
  std::vector<std::vector<IRRef>> preds;   // per block: the jumps into it
  explicit Layout(const IrBuf& ir) : at(block_starts(ir)), block(ir.ins.size(), -1), preds(at.size()) {
    int64_t b = -1;
    for (IRRef r = 1; r < (IRRef)ir.ins.size(); r++) {
      const IrIns& in = ir[r];
      if (in.op == IrOp::BLOCK) b = in.k;
      block[r] = b;
      if (is_jump(in.op) && (size_t)jump_target(in) < at.size()) preds[jump_target(in)].push_back(r);
    }
  }
};

// The passes of jit/func_loops.cpp (the driver, optimize_function_ir, runs them).
bool hoist_invariants(IrBuf& ir);
bool sink_to_moves(IrBuf& ir);
bool pin_wide_constants(IrBuf& ir);
bool fold_induction_sums(IrBuf& ir);
void release_local_arrays(IrBuf& ir);
// fastmath: unrolls one more innermost float-reduction loop by four with
// four accumulators (loops already tried are in `done`); false when none is left.
bool unroll_reductions(IrBuf& ir, std::vector<int64_t>& done);
// fastmath: runs one more innermost float-reduction loop whose body is
// elementwise arithmetic of contiguous float64 arrays as SIMD (a call of
// jit_fn_vreduce before it; the loop finishes the last iterations); loops
// tried are added to `done`. False when none is left.
bool vectorize_reductions(IrBuf& ir, CompiledFunc* owner, std::vector<int64_t>& done);
// fastmath: divisions in a loop by a value from before it multiply by its
// reciprocal, computed once before the loop.
bool reciprocal_divisions(IrBuf& ir);

}  // namespace tpy::jit::fopt
