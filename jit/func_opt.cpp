// func_opt.cpp — cleanups of a compiled function's typed IR (jit/func.h)
// after lowering, for every back end (jit/README.md, "The function
// compiler"): branches on constants decided, jump threading, unreachable
// blocks out, if-conversion of small diamonds into selects, CSE over
// extended blocks, no wrap for indices proven non-negative, dead code
// out, and the driver (optimize_function_ir); the loop passes are in
// jit/func_loops.cpp. Passes that only retarget or remove work in place
// (a removed instruction becomes NOP); the ones that add instructions
// rebuild the buffer in a new order (Rebuild, jit/func_opt.h).
#include <memory>
#include <cstring>
#include <map>
#include <unordered_map>
#include "jit/func_opt.h"

namespace tpy::jit {

namespace fopt {

bool is_jump(IrOp op) { return op == IrOp::JMP || op == IrOp::JCC; }
int64_t jump_target(const IrIns& in) { return in.op == IrOp::JMP ? in.k : in.k >> 8; }
bool gone(const IrIns& in) {
  return in.op == IrOp::NOP || ir_kind(in.op) == 'K' || (in.op == IrOp::BSET && !in.a) ||
         (in.op == IrOp::BPARAM && in.t == IrType::Void);
}

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

IRRef next_real(const IrBuf& ir, IRRef r) {
  while (r < (IRRef)ir.ins.size() && gone(ir[r])) r++;
  return r;
}

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

}  // namespace fopt

namespace {

using namespace fopt;

void set_target(IrIns& in, int64_t b) { in.k = in.op == IrOp::JMP ? b : (b << 8) | (in.k & 0xff); }

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
  auto float_const = [&](IRRef v, double& d) {
    if (v <= 0 || !ir.is_const(v) || ir[v].op != IrOp::KFLOAT) return false;
    std::memcpy(&d, &ir[v].k, sizeof d);
    return true;
  };
  for (IRRef r = 1; r < (IRRef)n; r++) {
    IrIns& in = ir.ins[r];
    if (in.op != IrOp::JCC) continue;
    bool holds;
    double x, y;
    if (int_const(in.a) && int_const(in.b)) {
      holds = cond_holds((Cond)(in.k & 7), ir[in.a].k, ir[in.b].k);
    } else if (float_const(in.a, x) && float_const(in.b, y)) {
      // IEEE comparisons (a NaN is unequal to everything): a division's
      // zero check by a constant divisor, say.
      switch ((Cond)(in.k & 7)) {
        case Cond::LT: holds = x < y; break;
        case Cond::LE: holds = x <= y; break;
        case Cond::EQ: holds = x == y; break;
        case Cond::NE: holds = x != y; break;
        case Cond::GT: holds = x > y; break;
        default: holds = x >= y; break;
      }
    } else {
      continue;
    }
    bool taken = holds != bool(in.k & kCondNot);
    if (!taken) {
      in = IrIns{IrOp::NOP, IrType::Void};
      continue;
    }
    {
      IrIns j{IrOp::JMP, IrType::Void};
      j.k = jump_target(in);
      in = j;
    }
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
  IRRef one = ir.kint(1);   // made before the rewrite counts the old instructions
  size_t n = ir.ins.size();
  std::vector<bool> in_arm(n, false);   // replaced by the rewrite
  Rebuild rb(ir);
  bool changed = false;
  for (IRRef j = 1; j < (IRRef)n; j++) {
    const IrIns& jcc = ir[j];
    if (jcc.op != IrOp::JCC || in_arm[j]) continue;
    bool fcmp = ir.type(jcc.a) == IrType::Float;
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
    // The condition under which the t arm runs. "Not c" of floats is no
    // compare (NaN fails both), so there the arms trade places instead.
    Cond c = (Cond)(jcc.k & 7);
    if ((jcc.k & kCondNot) && !fcmp) c = negate(c);
    else if (jcc.k & kCondNot) std::swap(t, f);
    // The new code takes the JCC's place; the arms and the JMP go.
    IRRef cond = rb.add(IrOp::CMP, IrType::Bool, jcc.a, jcc.b, (int64_t)c);
    std::vector<IRRef>& seq = rb.before[j];
    seq.push_back(cond);
    for (IRRef r : t.body) seq.push_back(r);
    for (IRRef r : f.body) seq.push_back(r);
    // 0 or 1 for "the condition c holds": a bool compared with 0 is itself.
    auto holds01 = [&](Cond when) {
      if (ir.type(jcc.a) == IrType::Bool && ir.is_const(jcc.b) && ir[jcc.b].k == 0 && when == Cond::NE) return jcc.a;
      IRRef x = when == c ? cond
                : fcmp  ? rb.add(IrOp::BXOR, IrType::Int, cond, one, 0)   // 1 - (a c b)
                        : rb.add(IrOp::CMP, IrType::Bool, jcc.a, jcc.b, (int64_t)when);
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
  // Arms' pure instructions moved up (listed in `before`); the rest of
  // the diamond goes, parameters excepted.
  for (IRRef r = 1; r < (IRRef)n; r++) rb.left_out[r] = in_arm[r] && ir[r].op != IrOp::BPARAM;
  ir = rb.build();
  return true;
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
// no other way in (a check's continuation, an if's arm). Memory too: a
// field load after a store to the same word, or after a load of it, is
// that value, until a store that may change that word (IrBuf::may_alias)
// or any other instruction that may write memory (a call) comes between. np.random's word index is stored and read again
// by the next draw: its value stays in a register instead of a store
// forwarded through memory on the loop's critical path.
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
  // (base, offset) -> the value the word holds; bool loads read one
  // byte, so they are never answered by a store.
  using Memory = std::map<std::pair<IRRef, int64_t>, IRRef>;
  struct State {
    Table pure;
    Memory mem;
  };
  State cur;
  std::vector<std::unique_ptr<State>> saved(L.at.size());
  std::vector<IRRef> repl(n, 0);
  auto find = [&](IRRef r) {
    while (r > 0 && repl[r]) r = repl[r];
    return r;
  };
  for (IRRef r = 1; r < (IRRef)n; r++) {
    IrIns& in = ir.ins[r];
    if (in.op == IrOp::BLOCK) {
      if (saved[in.k]) {
        cur = std::move(*saved[in.k]);
      } else {
        cur.pure.clear();
        cur.mem.clear();
      }
      continue;
    }
    if (ir_kind(in.op) == 'K' || in.op == IrOp::NOP) continue;
    if (in.op != IrOp::BSET) in.a = find(in.a);
    in.b = find(in.b);
    if (ir_ref_k(in)) in.k = find(ir_ref_k(in));
    if (is_jump(in.op)) {
      int64_t b = jump_target(in);
      if ((size_t)b < L.at.size() && L.at[b] > r && L.preds[b].size() == 1) saved[b] = std::make_unique<State>(cur);
      continue;
    }
    if (in.op == IrOp::FLOAD) {
      auto it = cur.mem.find({in.a, in.k});
      if (it != cur.mem.end() && ir.type(it->second) == in.t) {
        repl[r] = it->second;
        in = IrIns{IrOp::NOP, IrType::Void};
      } else if (in.t != IrType::Bool) {
        cur.mem[{in.a, in.k}] = r;
      }
      continue;
    }
    if (in.op == IrOp::FSTORE) {
      for (auto it = cur.mem.begin(); it != cur.mem.end();)   // the words the store may change
        it = ir.may_alias(it->first.first, it->first.second, in.a, in.k) ? cur.mem.erase(it) : std::next(it);
      if (ir.type(in.b) != IrType::Bool) cur.mem[{in.a, in.k}] = in.b;
      continue;
    }
    char kind = ir_kind(in.op);
    if (kind != 'P' && kind != 'L' && in.op != IrOp::BSET && in.op != IrOp::BPARAM) cur.mem.clear();
    if (!hoistable(in.op)) continue;
    Key key{in.op, in.t, in.a, in.b, in.k};
    auto [it, fresh] = cur.pure.emplace(key, r);
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

}  // namespace

void optimize_function_ir(IrBuf& ir, bool fastmath, CompiledFunc* owner) {
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
  if (fastmath) {
    // After the wraps of a[i + 1] went (their code dropped) and invariants
    // left the loops.
    drop_dead(ir);
    std::vector<int64_t> done;
    for (int loops = 0; loops < 16 && vectorize_reductions(ir, owner, done); loops++) {}
    for (int loops = 0; loops < 16 && unroll_reductions(ir, done); loops++) {}
  }
  if (fastmath && reciprocal_divisions(ir))
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
  pin_wide_constants(ir);
}

}  // namespace tpy::jit
