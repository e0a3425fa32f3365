// func_opt.cpp — cleanups of a compiled function's typed IR (jit/func.h)
// after lowering, for every back end: branches on constants folded, jump threading, unreachable blocks
// out, if-conversion of small diamonds into selects, loop-invariant code
// motion, and sinking a loop's next index to its back-edge (jit/README.md,
// "The function compiler"). Passes that only retarget or remove work in
// place (a removed instruction becomes NOP); the ones that add
// instructions rebuild the buffer in a new order (Rebuild).
#include <functional>
#include <memory>
#include <unordered_map>
#include "jit/func.h"

namespace tpy::jit {

namespace {

bool is_jump(IrOp op) { return op == IrOp::JMP || op == IrOp::JCC; }
int64_t jump_target(const IrIns& in) { return in.op == IrOp::JMP ? in.k : in.k >> 8; }
void set_target(IrIns& in, int64_t b) { in.k = in.op == IrOp::JMP ? b : (b << 8) | (in.k & 0xff); }
bool gone(const IrIns& in) {   // emits nothing and means nothing
  return in.op == IrOp::NOP || ir_kind(in.op) == 'K' || (in.op == IrOp::BSET && !in.a) ||
         (in.op == IrOp::BPARAM && in.t == IrType::Void);
}

// Where each block starts (its BLOCK), by block number; -1: none.
std::vector<IRRef> block_starts(const IrBuf& ir) {
  std::vector<IRRef> at;
  for (IRRef r = 1; r < (IRRef)ir.ins.size(); r++) {
    const IrIns& in = ir[r];
    if (in.op != IrOp::BLOCK) continue;
    if ((size_t)in.k >= at.size()) at.resize(in.k + 1, -1);
    at[in.k] = r;
  }
  return at;
}

// The first instruction at or after r that means something.
IRRef next_real(const IrBuf& ir, IRRef r) {
  while (r < (IRRef)ir.ins.size() && gone(ir[r])) r++;
  return r;
}

// Blocks made of nothing but a jump (no parameters of their own, no
// moves): every jump into one goes where it goes.
void thread_jumps(IrBuf& ir) {
  std::vector<IRRef> at = block_starts(ir);
  std::vector<bool> has_params(at.size(), false);
  for (const IrIns& in : ir.ins)
    if (in.op == IrOp::BPARAM && in.t != IrType::Void && (size_t)in.k < at.size()) has_params[in.k] = true;
  std::vector<int64_t> to(at.size(), -1);   // a block that only jumps: where
  for (size_t b = 0; b < at.size(); b++) {
    if (at[b] < 0 || has_params[b]) continue;
    IRRef j = at[b] + 1;
    while (j < (IRRef)ir.ins.size() && (gone(ir[j]) || ir[j].op == IrOp::BPARAM)) j++;
    if (j < (IRRef)ir.ins.size() && ir[j].op == IrOp::JMP) to[b] = ir[j].k;
  }
  auto final_target = [&](int64_t b) {
    for (size_t hops = 0; hops < at.size() && (size_t)b < to.size() && to[b] >= 0 && to[b] != b; hops++) b = to[b];
    return b;
  };
  for (IrIns& in : ir.ins)
    if (is_jump(in.op)) set_target(in, final_target(jump_target(in)));
}

// A branch on two integer constants (a division's zero check by a
// constant divisor) always goes one way: a jump, or nothing. What follows
// a jump that is always taken, up to the next block, is never run.
void fold_constant_branches(IrBuf& ir) {
  size_t n = ir.ins.size();
  auto int_const = [&](IRRef v) { return v > 0 && ir.is_const(v) && (ir[v].t == IrType::Int || ir[v].t == IrType::Bool); };
  for (IRRef r = 1; r < (IRRef)n; r++) {
    IrIns& in = ir.ins[r];
    if (in.op != IrOp::JCC || !int_const(in.a) || !int_const(in.b)) continue;
    bool taken = cond_holds((Cond)(in.k & 7), ir[in.a].k, ir[in.b].k) != bool(in.k & kCondNot);
    if (!taken) {
      in = IrIns{IrOp::NOP, IrType::Void};
      continue;
    }
    in = IrIns{IrOp::JMP, IrType::Void, 0, 0, 0, jump_target(in)};
    for (IRRef q = r + 1; q < (IRRef)n && ir[q].op != IrOp::BLOCK; q++)
      if (ir[q].op != IrOp::BPARAM && ir_kind(ir[q].op) != 'K') ir.ins[q] = IrIns{IrOp::NOP, IrType::Void};
  }
}

// Blocks no jump reaches (from the entry, through reachable code) become
// NOPs, parameters excepted (a parameter sits before its first move,
// maybe in such a block, and other blocks use it).
void drop_unreachable(IrBuf& ir) {
  std::vector<IRRef> at = block_starts(ir);
  std::vector<bool> reached(at.size(), false);
  std::vector<int64_t> work;
  auto scan = [&](IRRef from) {   // the jumps of the code from `from` to the next BLOCK
    for (IRRef r = from; r < (IRRef)ir.ins.size() && ir[r].op != IrOp::BLOCK; r++) {
      int64_t b = is_jump(ir[r].op) ? jump_target(ir[r]) : -1;
      if (b >= 0 && (size_t)b < at.size() && !reached[b]) {
        reached[b] = true;
        work.push_back(b);
      }
    }
  };
  scan(1);
  while (!work.empty()) {
    int64_t b = work.back();
    work.pop_back();
    if (at[b] >= 0) scan(at[b] + 1);
  }
  for (size_t b = 0; b < at.size(); b++) {
    if (at[b] < 0 || reached[b]) continue;
    for (IRRef r = at[b]; r < (IRRef)ir.ins.size() && (r == at[b] || ir[r].op != IrOp::BLOCK); r++)
      if (ir[r].op != IrOp::BPARAM && ir_kind(ir[r].op) != 'K') ir.ins[r] = IrIns{IrOp::NOP, IrType::Void};
  }
}

// A new order of the instructions, with new ones among them: refs at or
// above the old size name the new ones (extra). Constants go first.
struct Rebuild {
  const IrBuf& old;
  size_t n;
  std::vector<IrIns> extra;
  std::vector<IRRef> order;   // old or extra refs, constants not included
  explicit Rebuild(const IrBuf& o) : old(o), n(o.ins.size()) {}
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
    IrBuf out;
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

bool cheap_pure(IrOp op) {
  switch (op) {
    case IrOp::ADD: case IrOp::SUB: case IrOp::MUL: case IrOp::NEG: case IrOp::BAND: case IrOp::BOR:
    case IrOp::BXOR: case IrOp::SHL: case IrOp::SAR: case IrOp::SHR: case IrOp::CMP: case IrOp::SEL:
      return true;
    default: return false;
  }
}

// One side of a diamond: block b, entered only from the branch, holding
// at most a few cheap pure instructions, then moves, then a jump.
struct Arm {
  IRRef begin = 0, end = 0;   // BLOCK .. its JMP
  std::vector<IRRef> body;    // the pure instructions
  std::vector<std::pair<IRRef, IRRef>> moves;   // (parameter, value)
  int64_t join = -1;
};

bool read_arm(const IrBuf& ir, const std::vector<IRRef>& at, int64_t b, Arm& arm) {
  constexpr size_t kMaxArmOps = 4;
  if (b < 0 || (size_t)b >= at.size() || at[b] < 0) return false;
  arm.begin = at[b];
  for (IRRef r = at[b] + 1; r < (IRRef)ir.ins.size(); r++) {
    const IrIns& in = ir[r];
    if (gone(in) || in.op == IrOp::BPARAM) continue;   // a parameter is declared before its first move
    if (in.op == IrOp::JMP) {
      arm.end = r;
      arm.join = in.k;
      return true;
    }
    if (in.op == IrOp::BSET) {
      arm.moves.push_back({in.a, in.b});
      continue;
    }
    if (!arm.moves.empty() || !cheap_pure(in.op) || in.t == IrType::Float || arm.body.size() >= kMaxArmOps) return false;
    arm.body.push_back(r);
  }
  return false;
}

// if c: x = f(...) else: x = g(...) (each arm a few cheap integer
// instructions feeding the join's parameters) becomes both arms, then
// x = SEL: a mispredicted branch costs more than the arms. Integer
// conditions and parameters only.
bool if_convert(IrBuf& ir) {
  std::vector<IRRef> at = block_starts(ir);
  std::vector<int> preds(at.size(), 0);
  for (const IrIns& in : ir.ins)
    if (is_jump(in.op) && (size_t)jump_target(in) < at.size()) preds[jump_target(in)]++;
  size_t n = ir.ins.size();
  std::vector<bool> in_arm(n, false);   // replaced by the rewrite
  std::vector<std::vector<IRRef>> before(n);   // new instructions to place before an old one
  Rebuild rb(ir);
  bool changed = false;
  for (IRRef j = 1; j < (IRRef)n; j++) {
    const IrIns& jcc = ir[j];
    if (jcc.op != IrOp::JCC || in_arm[j] || ir.type(jcc.a) == IrType::Float) continue;
    IRRef jmp = next_real(ir, j + 1);
    if (jmp >= (IRRef)n || ir[jmp].op != IrOp::JMP) continue;
    int64_t tb = jcc.k >> 8, fb = ir[jmp].k;
    if (tb == fb || preds[tb] != 1 || preds[fb] != 1) continue;
    Arm t, f;
    if (!read_arm(ir, at, tb, t) || !read_arm(ir, at, fb, f) || t.join != f.join) continue;
    if (in_arm[t.begin] || in_arm[f.begin] || t.begin < j || f.begin < j) continue;
    // Each parameter either arm sets, with its value on each side (an
    // arm that does not move it keeps the parameter itself).
    std::vector<IRRef> params;
    for (auto* arm : {&t, &f})
      for (auto [p, v] : arm->moves)
        if (std::find(params.begin(), params.end(), p) == params.end()) params.push_back(p);
    bool ints = true;
    for (IRRef p : params) ints &= ir.type(p) != IrType::Float;
    if (!ints) continue;
    auto value_in = [&](const Arm& arm, IRRef p) {
      for (auto [q, v] : arm.moves)
        if (q == p) return v;
      return p;
    };
    Cond c = (Cond)(jcc.k & 7);
    if (jcc.k & kCondNot) c = negate(c);
    // The new code takes the JCC's place; the arms and the JMP go.
    IRRef cond = rb.add(IrOp::CMP, IrType::Bool, jcc.a, jcc.b, (int64_t)c);
    std::vector<IRRef>& seq = before[j];
    seq.push_back(cond);
    for (IRRef r : t.body) seq.push_back(r);
    for (IRRef r : f.body) seq.push_back(r);
    // 0 or 1 for "the condition c holds": a bool compared with 0 is itself.
    auto holds01 = [&](Cond when) {
      if (ir.type(jcc.a) == IrType::Bool && ir.is_const(jcc.b) && ir[jcc.b].k == 0 && when == Cond::NE) return jcc.a;
      IRRef x = when == c ? cond : rb.add(IrOp::CMP, IrType::Bool, jcc.a, jcc.b, (int64_t)when);
      if (x != cond) seq.push_back(x);
      return x;
    };
    auto plus = [&](IRRef v, IRRef base) -> IRRef {   // y when v = base + y
      if (v <= 0 || v >= (IRRef)n || ir[v].op != IrOp::ADD || ir.type(v) != IrType::Int) return 0;
      return ir[v].a == base ? ir[v].b : ir[v].b == base ? ir[v].a : 0;
    };
    for (IRRef p : params) {
      IRRef tv = value_in(t, p), fv = value_in(f, p), s;
      // x + y on one side, x on the other: x + (y & -holds), no select on
      // what is often a loop's accumulator (one add on its chain, not two).
      IRRef base = plus(tv, fv) ? fv : plus(fv, tv) ? tv : 0;
      if (base) {
        IRRef y = plus(tv, fv) ? plus(tv, fv) : plus(fv, tv);
        IRRef h01 = holds01(base == fv ? c : negate(c));
        IRRef add = h01;
        if (!(ir.is_const(y) && ir[y].k == 1)) {
          IRRef mask = rb.add(IrOp::NEG, IrType::Int, h01, 0, 0);
          seq.push_back(mask);
          add = rb.add(IrOp::BAND, IrType::Int, y, mask, 0);
          seq.push_back(add);
        }
        s = rb.add(IrOp::ADD, IrType::Int, base, add, 0);
      } else {
        s = rb.add(IrOp::SEL, ir.type(p), tv, fv, cond);
      }
      seq.push_back(s);
      seq.push_back(rb.add(IrOp::BSET, IrType::Void, p, s, 0));
    }
    seq.push_back(rb.add(IrOp::JMP, IrType::Void, 0, 0, t.join));
    in_arm[j] = in_arm[jmp] = true;
    for (auto* arm : {&t, &f})
      for (IRRef r = arm->begin; r <= arm->end; r++) in_arm[r] = true;
    changed = true;
  }
  if (!changed) return false;
  for (IRRef r = 1; r < (IRRef)n; r++) {
    for (IRRef x : before[r]) rb.order.push_back(x);
    // Arms' pure instructions moved up (listed in `before`); the rest of
    // the diamond goes, parameters excepted.
    if (ir.is_const(r) || (in_arm[r] && ir[r].op != IrOp::BPARAM)) continue;
    rb.order.push_back(r);
  }
  ir = rb.build();
  return true;
}

// Pure instructions that cannot trap (no division: its zero check may be
// what guards it), worth computing once instead of per iteration.
bool hoistable(IrOp op) {
  switch (op) {
    case IrOp::ADD: case IrOp::SUB: case IrOp::MUL: case IrOp::NEG: case IrOp::SHL: case IrOp::SHR:
    case IrOp::SAR: case IrOp::BAND: case IrOp::BOR: case IrOp::BXOR: case IrOp::CMP: case IrOp::SEL:
    case IrOp::IDX: case IrOp::FADD: case IrOp::FSUB: case IrOp::FMUL: case IrOp::FDIV: case IrOp::FNEG:
    case IrOp::FABS: case IrOp::FSQRT: case IrOp::ITOF: case IrOp::UTOF: case IrOp::FTOI: case IrOp::TOF32:
    case IrOp::FMIN: case IrOp::FMAX: case IrOp::FCALL:
      return true;
    default: return false;
  }
}

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

// Where instructions go in front of the jump at j: before the moves (and
// parameter declarations) that belong to it.
IRRef before_moves(const IrBuf& ir, IRRef j) {
  IRRef p = j;
  while (p > 1 && (gone(ir[p - 1]) || ir[p - 1].op == IrOp::BSET || ir[p - 1].op == IrOp::BPARAM)) p--;
  return p;
}

// Rebuilds ir with the instructions listed in `moved` (old ref -> the old
// position they go in front of) out of their places.
void move_instructions(IrBuf& ir, const std::vector<IRRef>& dest) {
  size_t n = ir.ins.size();
  std::vector<std::vector<IRRef>> before(n + 1);
  for (IRRef r = 1; r < (IRRef)n; r++)
    if (dest[r]) before[dest[r]].push_back(r);
  Rebuild rb(ir);
  for (IRRef r = 1; r < (IRRef)n; r++) {
    for (IRRef x : before[r]) rb.order.push_back(x);
    if (!ir.is_const(r) && !dest[r]) rb.order.push_back(r);
  }
  ir = rb.build();
}

// Loop-invariant code motion, one loop level per round: an instruction
// whose operands come from outside its innermost loop moves in front of
// the loop's one entering jump. A loop is a header block and the code
// from it to its last back-edge (blocks are in bytecode order, so Python's
// loops are ranges), entered only at its header.
bool hoist_invariants(IrBuf& ir) {
  Layout L(ir);
  size_t n = ir.ins.size();
  struct Loop { IRRef head, end, entry; };
  std::vector<Loop> loops;
  for (size_t b = 0; b < L.at.size(); b++) {
    IRRef h = L.at[b];
    if (h < 0) continue;
    IRRef end = 0, entry = 0;
    int entries = 0;
    for (IRRef j : L.preds[b]) {
      if (j >= h) end = std::max(end, j);
      else { entry = j; entries++; }
    }
    if (!end || entries != 1 || ir[entry].op != IrOp::JMP) continue;
    // Entered only at the header: no jump from outside lands inside.
    bool closed = true;
    for (size_t c = 0; c < L.at.size() && closed; c++)
      if (c != b && L.at[c] > h && L.at[c] <= end)
        for (IRRef j : L.preds[c]) closed &= j > h && j <= end;
    if (closed) loops.push_back({h, end, entry});
  }
  if (loops.empty()) return false;
  // Variant: defined inside the loop, or a parameter of a block inside it.
  auto inside = [&](IRRef v, const Loop& lp) {
    if (v <= 0 || ir.is_const(v)) return false;
    if (ir[v].op == IrOp::BPARAM) {
      IRRef blk = (size_t)ir[v].k < L.at.size() ? L.at[ir[v].k] : -1;
      return (blk >= lp.head && blk <= lp.end) || (v >= lp.head && v <= lp.end);
    }
    return v >= lp.head && v <= lp.end;
  };
  std::vector<IRRef> dest(n, 0);
  bool changed = false;
  for (IRRef r = 1; r < (IRRef)n; r++) {
    const IrIns& in = ir[r];
    if (!hoistable(in.op)) continue;
    const Loop* lp = nullptr;   // the innermost loop holding r
    for (const Loop& l : loops)
      if (r > l.head && r < l.end && (!lp || l.head > lp->head)) lp = &l;
    if (!lp) continue;
    bool invariant = true;
    for (IRRef v : {in.a, in.b, ir_ref_k(in)})
      if (inside(v, *lp) && !(dest[v] && dest[v] <= lp->head)) invariant = false;
    if (!invariant) continue;
    dest[r] = before_moves(ir, lp->entry);
    changed = true;
  }
  if (changed) move_instructions(ir, dest);
  return changed;
}

// A pure instruction only a jump's moves use (a loop's next index,
// computed where the body starts) moves down to them when the way there
// is straight (each block on it entered once): its operands then die
// before it and its register can be the parameter's.
bool sink_to_moves(IrBuf& ir) {
  Layout L(ir);
  size_t n = ir.ins.size();
  std::vector<IRRef> use_at(n, 0);   // the jump of the BSETs using it; -1: some other use
  for (IRRef r = 1; r < (IRRef)n; r++) {
    const IrIns& in = ir[r];
    if (gone(in)) continue;
    IRRef jump = 0;
    if (in.op == IrOp::BSET) {
      jump = r;
      while (jump < (IRRef)n && !is_jump(ir[jump].op)) jump++;
      if (ir[jump].op != IrOp::JMP) jump = -1;
    }
    for (IRRef v : {in.op == IrOp::BSET ? in.b : in.a, in.op == IrOp::BSET ? 0 : in.b, ir_ref_k(in)}) {
      if (v <= 0) continue;
      if (jump <= 0 || (use_at[v] && use_at[v] != jump)) use_at[v] = -1;
      else use_at[v] = jump;
    }
  }
  std::vector<IRRef> dest(n, 0);
  bool changed = false;
  for (IRRef r = 1; r < (IRRef)n; r++) {
    if (!hoistable(ir[r].op) || ir[r].op == IrOp::FCALL || use_at[r] <= r) continue;
    IRRef j = use_at[r];
    int64_t b = L.block[j], home = L.block[r];
    for (int hops = 0; b != home && b >= 0 && hops < 64; hops++) {
      if (L.preds[b].size() != 1) { b = -2; break; }
      b = L.block[L.preds[b][0]];
    }
    if (b != home) continue;
    dest[r] = before_moves(ir, j);
    if (dest[r] <= r + 1) { dest[r] = 0; continue; }
    changed = true;
  }
  if (changed) move_instructions(ir, dest);
  return changed;
}

// A counted loop whose only work is integer sums of a polynomial in its
// induction variables (s += i * i) runs no iterations: its parameters take
// their final values in closed form before it (LLVM's final-value
// replacement). With i = i0 + k*c over k = 0 .. N-1, the added term e(k)
// is a polynomial of degree D <= 3 in k; its Newton coefficients
// phi_j = (delta^j e)(0) come from e evaluated at k = 0..D (the loop's own
// instructions, cloned), and the sum is sum_j phi_j * C(N, j+1)
// (jit_fn_poly_sum), exact in two's complement as the loop's own adds.
// The loop: a header that only tests one induction variable against an
// invariant bound, one straight run of blocks back to it, nothing but
// ADD/SUB/MUL/NEG on integers inside.
bool fold_induction_sums(IrBuf& ir) {
  static CallSpec trip_count{(void*)&jit_fn_trip_count};
  static CallSpec poly_sum{(void*)&jit_fn_poly_sum};
  Layout L(ir);
  size_t n = ir.ins.size();
  for (size_t hb = 0; hb < L.at.size(); hb++) {
    IRRef h = L.at[hb];
    if (h < 0) continue;
    IRRef entry = 0, back = 0;
    int entries = 0, backs = 0;
    for (IRRef j : L.preds[hb]) {
      if (j > h) { back = j; backs++; }
      else { entry = j; entries++; }
    }
    if (entries != 1 || backs != 1 || ir[entry].op != IrOp::JMP || ir[back].op != IrOp::JMP) continue;
    // The header: JCC to the exit or the body, then JMP to the other.
    IRRef test = next_real(ir, h + 1);
    while (test < (IRRef)n && ir[test].op == IrOp::BPARAM) test = next_real(ir, test + 1);
    IRRef jmp = test < (IRRef)n ? next_real(ir, test + 1) : (IRRef)n;
    if (jmp >= (IRRef)n || ir[test].op != IrOp::JCC || ir[jmp].op != IrOp::JMP) continue;
    auto in_region = [&](int64_t b) { return b >= 0 && (size_t)b < L.at.size() && L.at[b] > h && L.at[b] < back; };
    int64_t to_exit = jump_target(ir[test]), to_body = ir[jmp].k;
    bool exit_when = true;   // the exit is taken when the JCC's condition holds
    if (in_region(to_exit) && !in_region(to_body)) { std::swap(to_exit, to_body); exit_when = false; }
    if (!in_region(to_body) || in_region(to_exit) || to_exit == (int64_t)hb) continue;
    // The body: one straight run of blocks, only pure integer arithmetic.
    bool ok = true;
    for (IRRef r = jmp + 1; r <= back && ok; r++) {
      const IrIns& in = ir[r];
      if (gone(in) || in.op == IrOp::BLOCK || in.op == IrOp::BSET) continue;
      if (in.op == IrOp::JMP) ok = r == back || (in_region(in.k) && L.preds[in.k].size() == 1);
      else if (in.op == IrOp::BPARAM) ok = in.k == (int64_t)hb;
      else ok = (in.op == IrOp::ADD || in.op == IrOp::SUB || in.op == IrOp::MUL || in.op == IrOp::NEG) && in.t == IrType::Int;
    }
    if (!ok) continue;
    // No value made inside is used outside (the header's parameters are what leaves).
    for (IRRef r = 1; r < (IRRef)n && ok; r++) {
      if (r > h && r <= back) continue;
      for (IRRef v : {ir[r].op == IrOp::BSET ? 0 : ir[r].a, ir[r].b, ir_ref_k(ir[r])})
        if (v > h && v <= back && ir[v].op != IrOp::BPARAM) ok = false;
    }
    if (!ok) continue;
    // The header's parameters and the value each jump in moves into them.
    auto moves_of = [&](IRRef jump) {
      std::unordered_map<IRRef, IRRef> m;
      for (IRRef q = jump - 1; q > 0 && (gone(ir[q]) || ir[q].op == IrOp::BSET || ir[q].op == IrOp::BPARAM); q--)
        if (ir[q].op == IrOp::BSET && ir[q].a) m[ir[q].a] = ir[q].b;
      return m;
    };
    auto init = moves_of(entry), next = moves_of(back);
    std::vector<IRRef> params;
    for (IRRef r = 1; r < (IRRef)n; r++)
      if (ir[r].op == IrOp::BPARAM && ir[r].t != IrType::Void && ir[r].k == (int64_t)hb) params.push_back(r);
    auto invariant = [&](IRRef v) {
      if (v <= 0 || (ir[v].op == IrOp::BPARAM && ir[v].k == (int64_t)hb)) return false;
      return ir.is_const(v) || v < h || (v > back && ir[v].op != IrOp::BPARAM);
    };
    // Each parameter adds (or subtracts) something each time around:
    // something invariant (an induction variable, degree 1 in k), or a
    // polynomial of them (a sum, read by nothing but its own update).
    std::unordered_map<IRRef, IRRef> inc;    // p -> what each iteration adds
    std::unordered_map<IRRef, bool> minus;   // ... or subtracts
    for (IRRef p : params) {
      if (ir.type(p) != IrType::Int || !init.count(p) || !next.count(p)) { ok = false; break; }
      IRRef v = next[p];
      const IrIns& u = ir[v];
      IRRef other = 0;
      if (v > h && v <= back && (u.op == IrOp::ADD || u.op == IrOp::SUB))
        other = u.a == p ? u.b : (u.op == IrOp::ADD && u.b == p ? u.a : 0);
      if (!other) { ok = false; break; }
      inc[p] = other;
      minus[p] = u.op == IrOp::SUB;
    }
    if (!ok) continue;
    auto is_iv = [&](IRRef v) { return inc.count(v) && invariant(inc[v]); };
    std::unordered_map<IRRef, int> deg_memo;
    std::function<int(IRRef)> degree = [&](IRRef v) -> int {
      if (invariant(v)) return 0;
      if (is_iv(v)) return 1;
      if (v <= h || v > back || ir[v].op == IrOp::BPARAM) return 99;
      if (deg_memo.count(v)) return deg_memo[v];
      const IrIns& in = ir[v];
      int d = in.op == IrOp::MUL ? degree(in.a) + degree(in.b)
            : in.op == IrOp::NEG ? degree(in.a) : std::max(degree(in.a), degree(in.b));
      return deg_memo[v] = std::min(d, 99);
    };
    for (auto& [p, e] : inc) ok &= is_iv(p) || degree(e) <= 3;
    // A sum's parameter is read by its own update only.
    for (IRRef r = h + 1; r <= back && ok; r++) {
      const IrIns& in = ir[r];
      if (gone(in) || in.op == IrOp::BSET) continue;
      for (IRRef v : {in.a, in.b})
        if (inc.count(v) && !is_iv(v) && next[v] != r) ok = false;
    }
    if (!ok) continue;
    // The exit: iv >= bound (counting up) or iv <= bound (down), by a constant step.
    Cond c = (Cond)(ir[test].k & 7);
    if (bool(ir[test].k & kCondNot) == exit_when) c = negate(c);
    IRRef iv = ir[test].a, bound = ir[test].b;
    if (!is_iv(iv)) { std::swap(iv, bound); c = swap_operands(c); }
    if (!is_iv(iv) || !ir.is_const(inc[iv]) || !invariant(bound)) continue;
    int64_t ivstep = minus[iv] ? -ir[inc[iv]].k : ir[inc[iv]].k;
    if (ivstep == 0 || ir[inc[iv]].k == INT64_MIN || c != (ivstep > 0 ? Cond::GE : Cond::LE)) continue;
    // Rewrite: before the entry's moves, N and each parameter's final
    // value; the entry moves those; the header goes straight to the exit.
    Rebuild rb(ir);
    std::vector<IRRef> seq;
    auto emit = [&](IrOp op, IRRef a, IRRef b, int64_t k = 0) {
      IRRef r = rb.add(op, IrType::Int, a, b, k);
      seq.push_back(r);
      return r;
    };
    auto kint = [&](int64_t v) { return emit(IrOp::KINT, 0, 0, v); };
    auto call = [&](CallSpec* spec, const std::vector<IRRef>& words) {
      for (size_t w = 0; w < words.size(); w++) seq.push_back(rb.add(IrOp::XARG, IrType::Void, words[w], 0, (int64_t)w));
      return emit(IrOp::CALLX, 0, 0, (int64_t)(intptr_t)spec);
    };
    IRRef trips = call(&trip_count, {init[iv], bound, kint(ivstep)});
    auto times = [&](IRRef x, int64_t k) {   // x * k, folded for a constant x
      if (ir.is_const(x)) return kint((int64_t)((uint64_t)ir[x].k * (uint64_t)k));
      return emit(IrOp::MUL, x, kint(k));
    };
    std::unordered_map<IRRef, IRRef> final_of;
    for (auto& [p, e] : inc)
      if (is_iv(p)) final_of[p] = emit(minus[p] ? IrOp::SUB : IrOp::ADD, init[p], emit(IrOp::MUL, trips, e));
    for (auto& [p, e] : inc) {
      if (is_iv(p)) continue;
      int d = degree(e);
      std::vector<IRRef> vals;   // e at k = 0..d
      for (int k = 0; k <= d; k++) {
        std::unordered_map<IRRef, IRRef> memo;
        std::function<IRRef(IRRef)> at_k = [&](IRRef v) -> IRRef {
          if (invariant(v)) return v;
          if (is_iv(v)) return k ? emit(minus[v] ? IrOp::SUB : IrOp::ADD, init[v], times(inc[v], k)) : init[v];
          if (memo.count(v)) return memo[v];
          const IrIns& in = ir[v];
          IRRef x = at_k(in.a);
          IRRef y = in.op == IrOp::NEG ? 0 : at_k(in.b);
          return memo[v] = emit(in.op, x, y);
        };
        vals.push_back(at_k(e));
      }
      std::vector<IRRef> phi;   // forward differences at 0
      for (int j = 0; j <= d; j++) {
        phi.push_back(vals[0]);
        for (size_t q = 0; q + 1 < vals.size(); q++) vals[q] = emit(IrOp::SUB, vals[q + 1], vals[q]);
        vals.pop_back();
      }
      while (phi.size() < 4) phi.push_back(kint(0));
      IRRef sum = call(&poly_sum, {trips, phi[0], phi[1], phi[2], phi[3]});
      final_of[p] = emit(minus[p] ? IrOp::SUB : IrOp::ADD, init[p], sum);
    }
    IRRef at = before_moves(ir, entry);
    for (IRRef q = at; q < entry; q++)
      if (ir[q].op == IrOp::BSET && final_of.count(ir[q].a)) ir.ins[q].b = final_of[ir[q].a];
    ir.ins[test] = IrIns{IrOp::JMP, IrType::Void, 0, 0, 0, to_exit};
    ir.ins[jmp] = IrIns{IrOp::NOP, IrType::Void};
    for (IRRef r = 1; r < (IRRef)n; r++) {
      if (r == at)
        for (IRRef x : seq) rb.order.push_back(x);
      if (!ir.is_const(r)) rb.order.push_back(r);
    }
    ir = rb.build();
    return true;   // one loop per call: the layout changed
  }
  return false;
}

// Pure instructions and loads whose values nothing uses become NOPs (the
// back end skips them anyway; passes that match shapes should not see them).
void drop_dead(IrBuf& ir) {
  size_t n = ir.ins.size();
  std::vector<bool> used(n, false);
  auto removable = [&](const IrIns& in) { char k = ir_kind(in.op); return k == 'P' || k == 'L'; };
  for (bool changed = true; changed;) {   // uses may come later (a loop's back-edge moves) or earlier
    changed = false;
    for (IRRef r = (IRRef)n - 1; r > 0; r--) {
      const IrIns& in = ir[r];
      if (gone(in) || (removable(in) && !used[r])) continue;
      for (IRRef v : {in.op == IrOp::BSET ? 0 : in.a, in.b, ir_ref_k(in)})
        if (v > 0 && !used[v]) used[v] = changed = true;
    }
  }
  for (IRRef r = 1; r < (IRRef)n; r++)
    if (removable(ir[r]) && !ir.is_const(r) && !used[r]) ir.ins[r] = IrIns{IrOp::NOP, IrType::Void};
}

// Uses of r become uses of repl[r] (where nonzero), chains followed.
void replace_uses(IrBuf& ir, const std::vector<IRRef>& repl) {
  auto find = [&](IRRef r) {
    for (int hops = 0; r > 0 && (size_t)r < repl.size() && repl[r] && hops < 1 << 20; hops++) r = repl[r];
    return r;
  };
  for (IrIns& in : ir.ins) {
    if (ir_kind(in.op) == 'K') continue;
    if (in.op != IrOp::BSET) in.a = find(in.a);
    in.b = find(in.b);
    if (ir_ref_k(in)) in.k = find(ir_ref_k(in));
  }
}

// Common subexpressions over extended blocks: what the code before a
// jump computed is known in the block the jump enters when that block has
// no other way in (a check's continuation, an if's arm).
void cse_blocks(IrBuf& ir) {
  Layout L(ir);
  size_t n = ir.ins.size();
  struct Key {
    IrOp op;
    IrType t;
    IRRef a, b;
    int64_t k;
    bool operator==(const Key& o) const { return op == o.op && t == o.t && a == o.a && b == o.b && k == o.k; }
  };
  struct Hash {
    size_t operator()(const Key& x) const {
      return std::hash<int64_t>()(((int64_t)x.op << 56) ^ ((int64_t)x.t << 48) ^ ((int64_t)x.a << 24) ^ x.b ^ (x.k * 0x9e3779b97f4a7c15ull));
    }
  };
  using Table = std::unordered_map<Key, IRRef, Hash>;
  Table cur;
  std::vector<std::unique_ptr<Table>> saved(L.at.size());
  std::vector<IRRef> repl(n, 0);
  auto find = [&](IRRef r) {
    while (r > 0 && repl[r]) r = repl[r];
    return r;
  };
  for (IRRef r = 1; r < (IRRef)n; r++) {
    IrIns& in = ir.ins[r];
    if (in.op == IrOp::BLOCK) {
      if (saved[in.k]) cur = std::move(*saved[in.k]);
      else cur.clear();
      continue;
    }
    if (ir_kind(in.op) == 'K' || in.op == IrOp::NOP) continue;
    if (in.op != IrOp::BSET) in.a = find(in.a);
    in.b = find(in.b);
    if (ir_ref_k(in)) in.k = find(ir_ref_k(in));
    if (is_jump(in.op)) {
      int64_t b = jump_target(in);
      if ((size_t)b < L.at.size() && L.at[b] > r && L.preds[b].size() == 1) saved[b] = std::make_unique<Table>(cur);
      continue;
    }
    if (!hoistable(in.op)) continue;
    Key key{in.op, in.t, in.a, in.b, in.k};
    auto [it, fresh] = cur.emplace(key, r);
    if (!fresh) {
      repl[r] = it->second;
      in = IrIns{IrOp::NOP, IrType::Void};
    }
  }
  replace_uses(ir, repl);
}

// Values known to be >= 0, to an optimistic fixpoint over the block
// parameters (a loop index from 0 stepping up stays >= 0; a wrap past
// 2**63 would take centuries of iterations).
std::vector<bool> non_negative(const IrBuf& ir) {
  size_t n = ir.ins.size();
  std::vector<bool> nn(n, true);   // the first guess: every value; rounds only take back
  auto is = [&](IRRef v) { return v > 0 && (size_t)v < n && nn[v]; };
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<bool> next(n, false);
    for (size_t r = 1; r < n; r++) {
      const IrIns& in = ir[(IRRef)r];
      bool v = false;
      switch (in.op) {
        case IrOp::KINT: v = (in.t == IrType::Int || in.t == IrType::Bool) && in.k >= 0; break;
        case IrOp::ADD: case IrOp::SEL: v = is(in.a) && is(in.b); break;
        case IrOp::BAND: v = is(in.a) || is(in.b); break;
        case IrOp::SHR: v = ir.is_const(in.b) && ir[in.b].k >= 1; break;
        case IrOp::CMP: v = true; break;
        case IrOp::FLOORMOD: v = ir.is_const(in.b) && ir[in.b].k > 0; break;
        case IrOp::ELOAD: {
          DType d = (DType)in.k;
          v = in.t != IrType::Float && (d == DType::Bool || d == DType::UInt8 || d == DType::UInt16 || d == DType::UInt32);
          break;
        }
        case IrOp::BPARAM: v = nn[r]; break;   // checked against its moves below
        default: break;
      }
      next[r] = v;
    }
    for (size_t r = 1; r < n; r++) {
      const IrIns& in = ir[(IRRef)r];
      if (in.op == IrOp::BSET && in.a && !is(in.b)) next[in.a] = false;
    }
    // A parameter stays only while every move into it does (BSETs read the current guess).
    for (size_t r = 1; r < n; r++)
      if (next[r] != nn[r]) changed = true;
    nn.swap(next);
  }
  return nn;
}

// Negative indices wrap (x + (x >> 63 & n)); an index known >= 0 needs no wrap.
void drop_needless_wraps(IrBuf& ir) {
  std::vector<bool> nn = non_negative(ir);
  std::vector<IRRef> repl(ir.ins.size(), 0);
  bool any = false;
  for (IRRef r = 1; r < (IRRef)ir.ins.size(); r++) {
    const IrIns& add = ir[r];
    if (add.op != IrOp::ADD || !nn[add.a] || add.b <= 0 || ir[add.b].op != IrOp::BAND) continue;
    const IrIns& band = ir[add.b];
    for (IRRef sar : {band.a, band.b})
      if (sar > 0 && ir[sar].op == IrOp::SAR && ir[sar].a == add.a && ir.is_const(ir[sar].b) && ir[ir[sar].b].k == 63) {
        repl[r] = add.a;
        any = true;
      }
  }
  if (any) replace_uses(ir, repl);
}

// Arrays the function makes and keeps to itself (only their fields are
// read: no call, tuple, move or return takes the array) give their memory
// back where they are surely dead, so a loop that makes a temporary array
// per iteration, or a helper called in one, runs in flat memory:
// - at each return their making dominates;
// - made in a loop, at each back-edge jump of its innermost loop that the
//   making dominates, when nothing derived from the array (its data
//   pointer, an element's address) is carried to the next iteration
//   through a block parameter: the values of an iteration are then out of
//   reach once the back-edge is taken (a use needs its definition to
//   dominate it, and the next iteration makes the array again first).
// Anywhere else (made on one arm of an if, left through a break) the
// collector takes them after the outermost compiled call returns.
void release_local_arrays(IrBuf& ir) {
  static CallSpec release{(void*)&jit_fn_release_array};
  Layout L(ir);
  size_t n = ir.ins.size();
  std::vector<bool> escapes(n, false);
  for (IRRef r = 1; r < (IRRef)n; r++) {
    const IrIns& in = ir[r];
    if (gone(in)) continue;
    if (in.op != IrOp::FLOAD && in.a > 0) escapes[in.a] = true;
    if (in.b > 0) escapes[in.b] = true;
    if (ir_ref_k(in) > 0) escapes[ir_ref_k(in)] = true;
  }
  // Pointers derived from each value (its fields, addresses computed from
  // them) and whether one of them reaches a move, an argument or memory.
  std::vector<IRRef> root(n, 0);
  std::vector<bool> carried(n, false);
  for (IRRef r = 1; r < (IRRef)n; r++) {
    const IrIns& in = ir[r];
    if (gone(in)) continue;
    bool moves_out = in.op == IrOp::BSET || in.op == IrOp::XARG || in.op == IrOp::RET ||
                     in.op == IrOp::FSTORE || in.op == IrOp::ESTORE;
    for (IRRef v : {in.op == IrOp::BSET ? 0 : in.a, in.b, ir_ref_k(in)}) {
      if (v <= 0 || v >= r) continue;
      IRRef from = in.op == IrOp::FLOAD && v == in.a && ir[v].op == IrOp::CALLX ? v : root[v];
      if (!from) continue;
      if (moves_out && !(in.op == IrOp::ESTORE && v == in.a) && !(in.op == IrOp::FSTORE && v == in.a)) carried[from] = true;
      else if (in.t == IrType::Ptr) root[r] = from;
    }
  }
  // The blocks reached from the code at `start` (a BLOCK, or 1: the entry
  // code) through jumps, never entering block `skip`.
  auto reach = [&](IRRef start, int64_t skip) {
    std::vector<bool> seen(L.at.size(), false);
    std::vector<IRRef> work{start};
    while (!work.empty()) {
      IRRef from = work.back();
      work.pop_back();
      for (IRRef r = from; r < (IRRef)n && (r == from || ir[r].op != IrOp::BLOCK); r++) {
        int64_t b = is_jump(ir[r].op) ? jump_target(ir[r]) : -1;
        if (b < 0 || (size_t)b >= L.at.size() || L.at[b] < 0 || b == skip || seen[b]) continue;
        seen[b] = true;
        work.push_back(L.at[b]);
      }
    }
    return seen;
  };
  std::vector<std::vector<IRRef>> before(n + 1);
  bool any = false;
  for (IRRef p = 1; p < (IRRef)n; p++) {
    const IrIns& call = ir[p];
    if (call.op != IrOp::CALLX || escapes[p] || !reinterpret_cast<const CallSpec*>((intptr_t)call.k)->fresh_array) continue;
    int64_t home = L.block[p];
    std::vector<bool> around = home >= 0 ? reach(1, home) : std::vector<bool>(L.at.size(), false);
    auto dominated = [&](IRRef r) {   // every way to r passes the making
      int64_t b = L.block[r];
      return home < 0 || b == home || (b >= 0 && !around[b]);
    };
    auto release_at = [&](IRRef r) {
      before[r].push_back(p);
      any = true;
    };
    for (IRRef r = 1; r < (IRRef)n; r++)
      if (ir[r].op == IrOp::RET && dominated(r)) release_at(r);
    // The innermost loop holding the making: the latest header before it
    // with a back-edge after it.
    int64_t head = -1;
    for (size_t hb = 0; hb < L.at.size(); hb++) {
      if (L.at[hb] < 0 || L.at[hb] > p || (head >= 0 && L.at[hb] < L.at[head])) continue;
      for (IRRef j : L.preds[hb])
        if (j > p) head = (int64_t)hb;
    }
    if (head < 0 || carried[p]) continue;
    for (IRRef j : L.preds[head])
      if (j > p && ir[j].op == IrOp::JMP && dominated(j)) release_at(before_moves(ir, j));
  }
  if (!any) return;
  Rebuild rb(ir);
  for (IRRef r = 1; r < (IRRef)n; r++) {
    for (IRRef p : before[r]) {
      rb.order.push_back(rb.add(IrOp::XARG, IrType::Void, p, 0, 0));
      rb.order.push_back(rb.add(IrOp::CALLX, IrType::Int, 0, 0, (int64_t)(intptr_t)&release));
    }
    if (!ir.is_const(r)) rb.order.push_back(r);
  }
  ir = rb.build();
}

}  // namespace

void optimize_function_ir(IrBuf& ir) {
  fold_constant_branches(ir);
  thread_jumps(ir);
  drop_unreachable(ir);
  if (if_convert(ir)) {
    thread_jumps(ir);
    drop_unreachable(ir);
  }
  cse_blocks(ir);
  drop_needless_wraps(ir);
  for (int round = 0; round < 8 && hoist_invariants(ir); round++) {}
  drop_dead(ir);
  bool folded = false;
  for (int loops = 0; loops < 16 && fold_induction_sums(ir); loops++) folded = true;
  if (folded) {
    thread_jumps(ir);
    drop_unreachable(ir);
  }
  sink_to_moves(ir);
  release_local_arrays(ir);
}

}  // namespace tpy::jit
