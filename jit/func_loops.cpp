// func_loops.cpp — the passes over a compiled function's loops
// (jit/func_opt.h; the driver is optimize_function_ir in
// jit/func_opt.cpp): loop-invariant code motion, a loop's next index sunk
// to its back-edge moves, final-value replacement of counted loops that
// only sum polynomials of their counters, and giving back the arrays a
// function keeps to itself where they are surely dead.
#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <unordered_map>
#include "jit/func_opt.h"

namespace tpy::jit::fopt {

namespace {

// Where instructions go in front of the jump at j: before the moves (and
// parameter declarations) that belong to it.
IRRef before_moves(const IrBuf& ir, IRRef j) {
  IRRef p = j;
  while (p > 1 && (gone(ir[p - 1]) || ir[p - 1].op == IrOp::BSET || ir[p - 1].op == IrOp::BPARAM)) p--;
  return p;
}

// Rebuilds ir with the instructions r that have a dest[r] (the old
// position they go in front of) out of their places.
void move_instructions(IrBuf& ir, const std::vector<IRRef>& dest) {
  Rebuild rb(ir);
  for (IRRef r = 1; r < (IRRef)ir.ins.size(); r++)
    if (dest[r]) {
      rb.before[dest[r]].push_back(r);
      rb.left_out[r] = true;
    }
  ir = rb.build();
}

// A loop: a header block and the code from it to its last back-edge
// (blocks are in bytecode order, so Python's loops are ranges), with the
// jumps into the header from before it and the back-edges.
struct Loop {
  int64_t block;
  IRRef head, end;
  std::vector<IRRef> entries, backs;
  // Entered once, by an unconditional jump.
  bool one_entry(const IrBuf& ir) const { return entries.size() == 1 && ir[entries[0]].op == IrOp::JMP; }
};

std::vector<Loop> loops_of(const Layout& L) {
  std::vector<Loop> loops;
  for (size_t b = 0; b < L.at.size(); b++) {
    IRRef h = L.at[b];
    if (h < 0) continue;
    Loop lp{(int64_t)b, h, 0, {}, {}};
    for (IRRef j : L.preds[b]) {
      if (j > h) lp.backs.push_back(j);
      else lp.entries.push_back(j);
    }
    if (lp.backs.empty()) continue;
    lp.end = *std::max_element(lp.backs.begin(), lp.backs.end());
    loops.push_back(std::move(lp));
  }
  return loops;
}

// The loops entered only by one jump to their header: no jump from
// outside lands inside.
std::vector<Loop> closed_loops(const IrBuf& ir, const Layout& L) {
  std::vector<Loop> loops;
  for (Loop& lp : loops_of(L)) {
    if (!lp.one_entry(ir)) continue;
    bool closed = true;
    for (size_t c = 0; c < L.at.size() && closed; c++)
      if ((int64_t)c != lp.block && L.at[c] > lp.head && L.at[c] <= lp.end)
        for (IRRef j : L.preds[c]) closed &= j > lp.head && j <= lp.end;
    if (closed) loops.push_back(std::move(lp));
  }
  return loops;
}

// The innermost of loops holding r, or null.
const Loop* innermost(const std::vector<Loop>& loops, IRRef r) {
  const Loop* lp = nullptr;
  for (const Loop& l : loops)
    if (r > l.head && r < l.end && (!lp || l.head > lp->head)) lp = &l;
  return lp;
}

}  // namespace

// Loop-invariant code motion, one loop level per round: an instruction
// whose operands come from outside its innermost loop moves in front of
// the loop's one entering jump. A loop is a header block and the code
// from it to its last back-edge (blocks are in bytecode order, so Python's
// loops are ranges), entered only at its header.
bool hoist_invariants(IrBuf& ir) {
  Layout L(ir);
  size_t n = ir.ins.size();
  std::vector<Loop> loops = closed_loops(ir, L);
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
    const Loop* lp = innermost(loops, r);
    if (!lp) continue;
    bool invariant = true;
    for (IRRef v : {in.a, in.b, ir_ref_k(in)})
      if (inside(v, *lp) && !(dest[v] && dest[v] <= lp->head)) invariant = false;
    if (!invariant) continue;
    dest[r] = before_moves(ir, lp->entries[0]);
    changed = true;
  }
  if (changed) move_instructions(ir, dest);
  return changed;
}

// A wide constant (a pointer, an integer past 32 bits: x86 has no
// immediate for it in most instructions) that an innermost loop uses more
// than once is loaded into a register once, before the loop (KMOV), and
// the loop uses that: np.random's inline draws name the generator's
// address and two 32-bit masks four times each per iteration of a Monte
// Carlo loop, each a 10-byte move the loop decoded again every time.
bool pin_wide_constants(IrBuf& ir) {
  constexpr int kMaxPinned = 4;   // registers left for the loop's own values
  Layout L(ir);
  size_t n = ir.ins.size();
  std::vector<Loop> loops = closed_loops(ir, L);
  auto wide = [&](IRRef v) {
    if (v <= 0 || !ir.is_const(v) || ir.type(v) == IrType::Float) return false;
    const IrIns& k = ir[v];
    return (k.op == IrOp::KPTR || k.op == IrOp::KINT) && (k.k < INT32_MIN || k.k > INT32_MAX);
  };
  // The operands of a loop's instruction that may be pinned: not a
  // divisor (a constant one divides by multiplying).
  auto operands = [](IrIns& in) -> std::array<IRRef*, 2> {
    if (in.op == IrOp::BSET) return {&in.b, nullptr};
    bool divides = in.op == IrOp::FLOORDIV || in.op == IrOp::FLOORMOD || in.op == IrOp::UDIV;
    return {&in.a, divides ? nullptr : &in.b};
  };
  // Uses per (loop, constant), innermost loops only.
  std::vector<std::unordered_map<IRRef, int>> uses(loops.size());
  for (IRRef r = 1; r < (IRRef)n; r++) {
    IrIns& in = ir.ins[r];
    if (gone(in) || ir_kind(in.op) == 'K') continue;
    const Loop* lp = innermost(loops, r);
    if (!lp) continue;
    for (IRRef* v : operands(in))
      if (v && wide(*v)) uses[lp - loops.data()][*v]++;
  }
  Rebuild rb(ir);
  std::vector<std::unordered_map<IRRef, IRRef>> pinned(loops.size());
  bool changed = false;
  for (size_t l = 0; l < loops.size(); l++) {
    std::vector<std::pair<int, IRRef>> often;
    for (auto [v, count] : uses[l])
      if (count >= 2) often.push_back({-count, v});
    std::sort(often.begin(), often.end());
    if (often.size() > (size_t)kMaxPinned) often.resize(kMaxPinned);
    for (auto [count, v] : often) {
      IRRef k = rb.add(IrOp::KMOV, ir.type(v), v, 0, 0);
      rb.before[before_moves(ir, loops[l].entries[0])].push_back(k);
      pinned[l][v] = k;
      changed = true;
    }
  }
  if (!changed) return false;
  // The loops' uses name the new registers (rb reads ir only in build).
  for (IRRef r = 1; r < (IRRef)n; r++) {
    IrIns& in = ir.ins[r];
    if (gone(in) || ir_kind(in.op) == 'K') continue;
    const Loop* lp = innermost(loops, r);
    if (!lp) continue;
    auto& pin = pinned[lp - loops.data()];
    for (IRRef* v : operands(in)) {
      auto it = v ? pin.find(*v) : pin.end();
      if (it != pin.end()) *v = it->second;
    }
  }
  ir = rb.build();
  return true;
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
  for (const Loop& lp : loops_of(L)) {
    if (!lp.one_entry(ir) || lp.backs.size() != 1 || ir[lp.end].op != IrOp::JMP) continue;
    size_t hb = (size_t)lp.block;
    IRRef h = lp.head, entry = lp.entries[0], back = lp.end;
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
    {
      IrIns j{IrOp::JMP, IrType::Void};
      j.k = to_exit;
      ir.ins[test] = j;
    }
    ir.ins[jmp] = IrIns{IrOp::NOP, IrType::Void};
    rb.before[at] = seq;
    ir = rb.build();
    return true;   // one loop per call: the layout changed
  }
  return false;
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
namespace {

// Whether argument XARG r is a fresh list a helper only borrows: the list
// of jit_fn_list_append or jit_fn_list_extend (either), operand 0 of
// jit_fn_pyop (a container it reads or changes, a function's first
// argument it copies), what print shows or list_check_shape walks. None of
// them keeps it; anything else (a compiled callee, a stored payload) may.
bool borrowed(const IrBuf& ir, IRRef r) {
  const IrIns& x = ir[r];
  if (x.a <= 0 || ir[x.a].op != IrOp::CALLX || !reinterpret_cast<const CallSpec*>((intptr_t)ir[x.a].k)->fresh_list) return false;
  IRRef c = r;
  while (c < (IRRef)ir.ins.size() && ir[c].op == IrOp::XARG) c++;
  if (c >= (IRRef)ir.ins.size() || ir[c].op != IrOp::CALLX) return false;
  void* fn = reinterpret_cast<const CallSpec*>((intptr_t)ir[c].k)->fn;
  int64_t slot = x.k;
  return (fn == (void*)&jit_fn_list_append && slot == 0) || (fn == (void*)&jit_fn_list_extend && (slot == 0 || slot == 2)) ||
         (fn == (void*)&jit_fn_pyop && slot == 1) || (fn == (void*)&jit_fn_print && slot >= 1) ||
         (fn == (void*)&jit_fn_list_check_shape && slot == 0);
}

}  // namespace

void release_local_arrays(IrBuf& ir) {
  static CallSpec release{(void*)&jit_fn_release_array};
  Layout L(ir);
  size_t n = ir.ins.size();
  static CallSpec release_list{(void*)&jit_fn_release_list};
  std::vector<bool> escapes(n, false);
  for (IRRef r = 1; r < (IRRef)n; r++) {
    const IrIns& in = ir[r];
    if (gone(in)) continue;
    if (in.op == IrOp::XARG && borrowed(ir, r)) continue;
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
  std::vector<Loop> loops = loops_of(L);
  Rebuild rb(ir);
  bool any = false;
  for (IRRef p = 1; p < (IRRef)n; p++) {
    const IrIns& call = ir[p];
    const CallSpec* made = call.op == IrOp::CALLX ? reinterpret_cast<const CallSpec*>((intptr_t)call.k) : nullptr;
    if (!made || escapes[p] || !(made->fresh_array || made->fresh_list)) continue;
    int64_t home = L.block[p];
    std::vector<bool> around = home >= 0 ? reach(1, home) : std::vector<bool>(L.at.size(), false);
    auto dominated = [&](IRRef r) {   // every way to r passes the making
      int64_t b = L.block[r];
      return home < 0 || b == home || (b >= 0 && !around[b]);
    };
    auto release_at = [&](IRRef r) {
      rb.before[r].push_back(rb.add(IrOp::XARG, IrType::Void, p, 0, 0));
      rb.before[r].push_back(rb.add(IrOp::CALLX, IrType::Int, 0, 0, (int64_t)(intptr_t)(made->fresh_list ? &release_list : &release)));
      any = true;
    };
    for (IRRef r = 1; r < (IRRef)n; r++)
      if (ir[r].op == IrOp::RET && dominated(r)) release_at(r);
    // The innermost loop holding the making: the latest header before it
    // with a back-edge after it.
    const Loop* in = nullptr;
    for (const Loop& lp : loops)
      if (lp.head < p && lp.end > p && (!in || lp.head > in->head)) in = &lp;
    if (!in || carried[p]) continue;
    for (IRRef j : in->backs)
      if (j > p && ir[j].op == IrOp::JMP && dominated(j)) release_at(before_moves(ir, j));
  }
  if (any) ir = rb.build();
}

}  // namespace tpy::jit::fopt

namespace tpy::jit::fopt {

// fastmath: an innermost counted loop whose only carried values are its
// counter and float reductions (r = r op x, one op, r read by nothing
// else: Python's `total += a[i] * b[i]`) runs four iterations per trip
// with one accumulator each, then combines them and finishes in the
// original loop. Reassociation Numba's fastmath allows: the adds of a
// reduction no longer wait for each other (an add's latency is four
// cycles; four chains run in the time of one).
//
//   entry:  BSET i' = s, r0 = r_init, r1..r3 = identity; JMP U
//   U:      JCC i' + 3 >= n -> C; JMP UB
//   UB:     the body for i', i'+1, i'+2, i'+3 on r0..r3; BSET i' = i' + 4, rk = ...; JMP U
//   C:      BSET i = i', r = (r0 op r1) op (r2 op r3); JMP H
//   H:      the loop as it was (the last iterations)
// An innermost counted loop whose only carried values are its counter
// (i, from the entry's value to n by 1) and float reductions: what
// unroll_reductions and vectorize_reductions take.
struct RedLoop {
  IRRef i = 0, n = 0;
  std::vector<IRRef> body;        // its instructions, jumps, blocks and back-edge moves left out
  std::vector<IRRef> red, red_next;
  std::vector<IrOp> combine;      // how partial results combine
  std::vector<double> ident;      // each accumulator's starting value
};

bool match_reduction_loop(const IrBuf& ir, const Layout& L, const std::vector<Loop>& loops, const Loop& lp, RedLoop& out) {
  bool inner = true;
  for (const Loop& o : loops) inner = inner && !(o.head > lp.head && o.head < lp.end);
  if (!inner || lp.backs.size() != 1) return false;
  // The header: a test of the counter, then on into the body.
  IRRef test = next_real(ir, lp.head + 1);
  if (test <= 0 || ir[test].op != IrOp::JCC || (ir[test].k & 15) != (int64_t)Cond::GE || (ir[test].k & kCondNot)) return false;
  IRRef i = ir[test].a, n = ir[test].b;
  if (ir[i].op != IrOp::BPARAM || ir[i].k != lp.block || (n >= lp.head && n <= lp.end)) return false;
  int64_t exit = jump_target(ir[test]);
  if ((size_t)exit < L.at.size() && L.at[exit] >= lp.head && L.at[exit] <= lp.end) return false;
  // The body: a chain of blocks, each entered by the jump ending the one before.
  IRRef j = next_real(ir, test + 1);
  std::vector<IRRef> body;
  bool straight = j > 0 && ir[j].op == IrOp::JMP;
  while (straight) {
    int64_t b = ir[j].k;
    if (b == lp.block) break;
    if ((size_t)b >= L.at.size() || L.at[b] <= j || L.preds[b].size() != 1) { straight = false; break; }
    IRRef r = L.at[b] + 1;
    for (; r <= lp.end && !is_jump(ir[r].op); r++)
      if (!gone(ir[r]) && ir[r].op != IrOp::BSET && ir[r].op != IrOp::BPARAM) body.push_back(r);
      else if (ir[r].op == IrOp::BPARAM && !gone(ir[r])) straight = false;
    if (r > lp.end || ir[r].op != IrOp::JMP) straight = false;
    j = r;
  }
  if (!straight || j != lp.backs[0]) return false;
  // The carried values: the counter (+1) and reductions.
  std::vector<IRRef> params;
  for (IRRef r = 1; r < (IRRef)ir.ins.size(); r++)
    if (ir[r].op == IrOp::BPARAM && ir[r].k == lp.block && !gone(ir[r])) params.push_back(r);
  std::vector<IRRef> red, red_next;
  std::vector<IrOp> combine;
  std::vector<double> ident;
  bool ok = true;
  std::vector<int> uses(ir.ins.size(), 0);
  for (IRRef r = lp.head; r <= lp.end; r++)
    for (IRRef v : {ir[r].op == IrOp::BSET ? 0 : ir[r].a, ir[r].b, ir_ref_k(ir[r])})
      if (v > 0) uses[v]++;
  for (IRRef p : params) {
    IRRef nv = 0;
    for (IRRef r = lp.head; r <= lp.end; r++)
      if (ir[r].op == IrOp::BSET && ir[r].a == p) nv = ir[r].b;
    if (p == i) {
      ok = ok && nv && ir[nv].op == IrOp::ADD && ir[nv].a == i && ir.is_const(ir[nv].b) && ir[ir[nv].b].k == 1;
      continue;
    }
    const IrIns& u = ir[nv];
    bool commutes = u.op == IrOp::FADD || u.op == IrOp::FMUL;
    bool chain = ir.type(p) == IrType::Float && nv > 0 && nv >= lp.head && uses[p] == 1 && uses[nv] == 1 &&
                 (u.a == p || (commutes && u.b == p)) &&
                 (u.op == IrOp::FADD || u.op == IrOp::FSUB || u.op == IrOp::FMUL || u.op == IrOp::FDIV ||
                  u.op == IrOp::FMAX || u.op == IrOp::FMIN);
    if (!chain) { ok = false; break; }
    red.push_back(p);
    red_next.push_back(nv);
    bool add = u.op == IrOp::FADD || u.op == IrOp::FSUB, mul = u.op == IrOp::FMUL || u.op == IrOp::FDIV;
    combine.push_back(add ? IrOp::FADD : mul ? IrOp::FMUL : u.op);
    ident.push_back(add ? 0.0 : mul ? 1.0 : u.op == IrOp::FMAX ? -INFINITY : INFINITY);
  }
  if (!ok || red.empty() || body.size() > 64) return false;
  out = RedLoop{i, n, std::move(body), std::move(red), std::move(red_next), std::move(combine), std::move(ident)};
  return true;
}

bool unroll_reductions(IrBuf& ir, std::vector<int64_t>& done) {
  Layout L(ir);
  std::vector<Loop> loops = closed_loops(ir, L);
  for (const Loop& lp : loops) {
    if (std::find(done.begin(), done.end(), lp.block) != done.end()) continue;
    done.push_back(lp.block);
    RedLoop rl;
    if (!match_reduction_loop(ir, L, loops, lp, rl)) continue;
    IRRef i = rl.i, n = rl.n;
    const std::vector<IRRef>& body = rl.body;
    const std::vector<IRRef>& red = rl.red;
    const std::vector<IRRef>& red_next = rl.red_next;
    const std::vector<IrOp>& combine = rl.combine;
    const std::vector<double>& ident = rl.ident;
    // The entry's moves set the new loop's parameters instead.
    IRRef entry = lp.entries[0];
    IRRef first_move = before_moves(ir, entry);
    int64_t nb = 0;
    for (IRRef r = 1; r < (IRRef)ir.ins.size(); r++)
      if (ir[r].op == IrOp::BLOCK) nb = std::max(nb, ir[r].k + 1);
    int64_t U = nb, UB = nb + 1, C = nb + 2;
    std::vector<IRRef> idents;
    for (double d : ident) idents.push_back(ir.kfloat(d));
    IRRef k1 = ir.kint(1), k2 = ir.kint(2), k3 = ir.kint(3), k4 = ir.kint(4);
    Rebuild rb(ir);
    auto add_at = [&](IRRef pos, IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
      IRRef r = rb.add(op, t, a, b, k);
      rb.before[pos].push_back(r);
      return r;
    };
    // New parameters, declared before the entry's moves.
    IRRef iu = add_at(first_move, IrOp::BPARAM, IrType::Int, 0, 0, U);
    std::vector<std::array<IRRef, 4>> acc(red.size());
    for (size_t q = 0; q < red.size(); q++)
      for (int c = 0; c < 4; c++) acc[q][c] = add_at(first_move, IrOp::BPARAM, IrType::Float, 0, 0, U);
    for (IRRef r = first_move; r < entry; r++) {
      IrIns& mv = const_cast<IrIns&>(ir[r]);
      if (mv.op != IrOp::BSET) continue;
      if (mv.a == i) mv.a = iu;
      for (size_t q = 0; q < red.size(); q++)
        if (mv.a == red[q]) mv.a = acc[q][0];
    }
    for (size_t q = 0; q < red.size(); q++)
      for (int c = 1; c < 4; c++) add_at(entry, IrOp::BSET, IrType::Void, acc[q][c], idents[q], 0);
    const_cast<IrIns&>(ir[entry]).k = U;
    // The bound of the unrolled trips (n - 3), computed once before (U only
    // tests: the back end rotates the loop, one branch per trip).
    IRRef limit = add_at(first_move, IrOp::SUB, IrType::Int, n, k3, 0);
    // U, UB, C in front of the header.
    IRRef h = lp.head;
    add_at(h, IrOp::BLOCK, IrType::Void, 0, 0, U);
    add_at(h, IrOp::JCC, IrType::Void, iu, limit, (int64_t)Cond::GE | C << 8);
    add_at(h, IrOp::JMP, IrType::Void, 0, 0, UB);
    add_at(h, IrOp::BLOCK, IrType::Void, 0, 0, UB);
    std::vector<std::array<IRRef, 4>> next(red.size());
    std::vector<IRRef> map(ir.ins.size(), 0);   // old body refs to a copy's
    for (int c = 0; c < 4; c++) {
      IRRef idx = c == 0 ? iu : add_at(h, IrOp::ADD, IrType::Int, iu, c == 1 ? k1 : c == 2 ? k2 : k3, 0);
      std::fill(map.begin(), map.end(), 0);
      map[i] = idx;
      for (size_t q = 0; q < red.size(); q++) map[red[q]] = acc[q][c];
      for (IRRef r : body) {
        IrIns in = ir[r];
        IRRef kref = ir_ref_k(in);
        if (in.a > 0 && map[in.a]) in.a = map[in.a];
        if (in.b > 0 && map[in.b]) in.b = map[in.b];
        if (kref > 0 && map[kref]) in.k = map[kref];
        map[r] = add_at(h, in.op, in.t, in.a, in.b, in.k);
      }
      for (size_t q = 0; q < red.size(); q++) next[q][c] = map[red_next[q]];
    }
    add_at(h, IrOp::BSET, IrType::Void, iu, add_at(h, IrOp::ADD, IrType::Int, iu, k4, 0), 0);
    // (the add is placed before the moves: add_at appended it first)
    for (size_t q = 0; q < red.size(); q++)
      for (int c = 0; c < 4; c++) add_at(h, IrOp::BSET, IrType::Void, acc[q][c], next[q][c], 0);
    add_at(h, IrOp::JMP, IrType::Void, 0, 0, U);
    add_at(h, IrOp::BLOCK, IrType::Void, 0, 0, C);
    std::vector<IRRef> total(red.size());
    for (size_t q = 0; q < red.size(); q++) {
      IRRef lo = add_at(h, combine[q], IrType::Float, acc[q][0], acc[q][1], 0);
      IRRef hi = add_at(h, combine[q], IrType::Float, acc[q][2], acc[q][3], 0);
      total[q] = add_at(h, combine[q], IrType::Float, lo, hi, 0);
    }
    add_at(h, IrOp::BSET, IrType::Void, i, iu, 0);
    for (size_t q = 0; q < red.size(); q++) add_at(h, IrOp::BSET, IrType::Void, red[q], total[q], 0);
    add_at(h, IrOp::JMP, IrType::Void, 0, 0, lp.block);
    ir = rb.build();
    return true;   // one loop per call (the refs changed)
  }
  return false;
}

}  // namespace tpy::jit::fopt

namespace tpy::jit::fopt {

// fastmath (Numba's arcp): x / d in a loop, d computed before it (not a
// constant), is
// x * (1 / d) with the reciprocal computed once before the loop (a
// multiply instead of a divide per iteration: normalize's `(x[i] - m) / s`).
bool reciprocal_divisions(IrBuf& ir) {
  Layout L(ir);
  std::vector<Loop> loops = closed_loops(ir, L);
  size_t n = ir.ins.size();
  std::vector<IRRef> at_entry(n, 0);   // per division: its product's new ref
  IRRef one = ir.kfloat(1.0);            // before the rebuild numbers its new instructions
  n = ir.ins.size();
  at_entry.resize(n, 0);
  Rebuild rb(ir);
  bool any = false;
  for (IRRef r = 1; r < (IRRef)n; r++) {
    const IrIns& in = ir[r];
    if (in.op != IrOp::FDIV || in.b <= 0) continue;
    const Loop* lp = innermost(loops, r);
    if (!lp || (in.b >= lp->head && in.b <= lp->end) || ir[in.b].op == IrOp::BPARAM) continue;
    if (ir.is_const(in.b)) continue;   // a constant's division stays exact (as LLVM leaves it)
    IRRef pos = before_moves(ir, lp->entries[0]);
    IRRef rec = rb.add(IrOp::FDIV, IrType::Float, one, in.b, 0);
    rb.before[pos].push_back(rec);
    // (a / d1) / d2: a's division became a product already.
    IRRef num = (size_t)in.a < n && at_entry[in.a] ? at_entry[in.a] : in.a;
    IRRef mul = rb.add(IrOp::FMUL, IrType::Float, num, rec, 0);
    rb.before[r].push_back(mul);
    rb.left_out[r] = true;
    at_entry[r] = mul;
    any = true;
  }
  if (!any) return false;
  // Uses of each division read its product (Rebuild maps refs, so the
  // product stands in for the left-out division through an alias).
  for (IRRef r = 1; r < (IRRef)n; r++) {
    if (rb.left_out[r]) continue;
    IrIns& in = const_cast<IrIns&>(ir[r]);
    if (ir_kind(in.op) == 'K') continue;
    if (in.a > 0 && (size_t)in.a < n && at_entry[in.a] && in.op != IrOp::BSET) in.a = at_entry[in.a];
    if (in.b > 0 && (size_t)in.b < n && at_entry[in.b]) in.b = at_entry[in.b];
    IRRef k = ir_ref_k(in);
    if (k > 0 && (size_t)k < n && at_entry[k]) in.k = at_entry[k];
  }
  ir = rb.build();
  return true;
}

}  // namespace tpy::jit::fopt

namespace tpy::jit::fopt {

namespace {

// The VProgram of a reduction loop's body, and the values its words are
// (after the VProgram*, s and n): false when the body is not elementwise
// arithmetic of contiguous float64 elements at i (+ a constant) and
// loop-invariant floats.
bool vector_program(const IrBuf& ir, const Loop& lp, const RedLoop& rl, VProgram& prog, std::vector<IRRef>& words) {
  std::unordered_map<IRRef, int> slot, offset_of, load_word, load_off;   // body refs
  auto invariant = [&](IRRef v) { return v > 0 && (ir.is_const(v) || v < lp.head); };
  auto word_of = [&](IRRef v) {
    for (size_t w = 0; w < words.size(); w++)
      if (words[w] == v) return (int)w;
    words.push_back(v);
    return (int)words.size() - 1;
  };
  std::unordered_map<IRRef, int> inv_slot;
  auto operand = [&](IRRef v, int& out) {
    auto it = slot.find(v);
    if (it != slot.end()) { out = it->second; return true; }
    if (!invariant(v) || ir.type(v) != IrType::Float) return false;
    auto jt = inv_slot.find(v);
    if (jt != inv_slot.end()) { out = jt->second; return true; }
    VProgram::Op op{VProgram::Invariant};
    op.word = (int16_t)word_of(v);
    prog.ops.push_back(op);
    out = inv_slot[v] = (int)prog.ops.size() - 1;
    return true;
  };
  auto kind_of = [](IrOp op, VProgram::Kind& k) {
    switch (op) {
      case IrOp::FADD: k = VProgram::Add; return true;
      case IrOp::FSUB: k = VProgram::Sub; return true;
      case IrOp::FMUL: k = VProgram::Mul; return true;
      case IrOp::FDIV: k = VProgram::Div; return true;
      case IrOp::FMIN: k = VProgram::Min; return true;
      case IrOp::FMAX: k = VProgram::Max; return true;
      case IrOp::FNEG: k = VProgram::Neg; return true;
      case IrOp::FABS: k = VProgram::Abs; return true;
      case IrOp::FSQRT: k = VProgram::Sqrt; return true;
      default: return false;
    }
  };
  for (IRRef r : rl.body) {
    const IrIns& in = ir[r];
    auto q = std::find(rl.red_next.begin(), rl.red_next.end(), r);
    if (q != rl.red_next.end()) {
      // The update r' = r op e: e's slot (the reduction is the a side,
      // or either side of + and *).
      IRRef red = rl.red[q - rl.red_next.begin()];
      IRRef e = in.a == red ? in.b : in.a;
      VProgram::Kind k;
      int es;
      if (!kind_of(in.op, k) || k == VProgram::Div || !operand(e, es)) return false;
      prog.reds.push_back(VProgram::Red{k, (uint8_t)es});
      continue;
    }
    if (in.op == IrOp::ADD && in.t == IrType::Int) {   // i + c, an index
      IRRef c = in.a == rl.i ? in.b : in.b == rl.i ? in.a : 0;
      if (!c || !ir.is_const(c) || ir[c].k < INT32_MIN / 8 || ir[c].k > INT32_MAX / 8) return false;
      offset_of[r] = (int)ir[c].k;
      continue;
    }
    if (in.op == IrOp::IDX) {   // base + index * 8 of an array from before the loop
      bool at_i = in.b == rl.i || offset_of.count(in.b);
      if (in.k != 8 || !at_i || !invariant(in.a) || ir.type(in.a) != IrType::Ptr) return false;
      load_word[r] = word_of(in.a);
      load_off[r] = in.b == rl.i ? 0 : offset_of[in.b];
      continue;
    }
    if (in.op == IrOp::ELOAD) {
      if (in.t != IrType::Float || in.k != (int64_t)DType::Float64 || !load_word.count(in.a)) return false;
      VProgram::Op op{VProgram::Load};
      op.word = (int16_t)load_word[in.a];
      op.offset = load_off[in.a];
      prog.ops.push_back(op);
      slot[r] = (int)prog.ops.size() - 1;
      continue;
    }
    VProgram::Kind k;
    if (!kind_of(in.op, k) || in.t != IrType::Float) return false;
    VProgram::Op op{k};
    int a = 0, b = 0;
    bool unary = k == VProgram::Neg || k == VProgram::Abs || k == VProgram::Sqrt;
    if (!operand(in.a, a) || (!unary && !operand(in.b, b))) return false;
    op.a = (uint8_t)a;
    op.b = (uint8_t)b;
    prog.ops.push_back(op);
    slot[r] = (int)prog.ops.size() - 1;
  }
  // Index arithmetic and addresses only loads read; the counter nothing else.
  for (IRRef r : rl.body) {
    const IrIns& in = ir[r];
    for (IRRef v : {in.a, in.b, ir_ref_k(in)}) {
      if (v <= 0) continue;
      if (v == rl.i && in.op != IrOp::IDX && in.op != IrOp::ADD) return false;
      if (offset_of.count(v) && in.op != IrOp::IDX) return false;
      if (load_word.count(v) && in.op != IrOp::ELOAD) return false;
    }
  }
  if (prog.reds.size() != rl.red.size() || prog.ops.size() > (size_t)VProgram::kMaxOps || words.size() + 3 + rl.red.size() > (size_t)kMaxCallWords)
    return false;
  // A product only a sum reads is multiplied inside the sum (a dot product
  // reads its two arrays once, with no buffer between).
  std::vector<int> readers(prog.ops.size(), 0);
  for (const VProgram::Op& op : prog.ops)
    if (op.kind >= VProgram::Add) {
      readers[op.a]++;
      if (op.kind < VProgram::Neg) readers[op.b]++;
    }
  for (const VProgram::Red& r : prog.reds) readers[r.slot]++;
  for (const VProgram::Red& r : prog.reds)
    if (r.kind == VProgram::Add && prog.ops[r.slot].kind == VProgram::Mul && readers[r.slot] == 1) prog.ops[r.slot].fused = true;
  return true;
}

}  // namespace

// fastmath: a reduction loop (match_reduction_loop) whose body is
// elementwise float arithmetic of contiguous float64 arrays is run, while
// a whole vector of iterations is left, by jit_fn_vreduce on SIMD lanes;
// its results enter the loop, which finishes the rest:
//
//   entry:  XARG prog, s, n, words..., r_init...; CALLX jit_fn_vreduce;
//           BSET i = ret[0], r = ret[1]...; JMP H
//   H:      the loop as it was (the last iterations)
bool vectorize_reductions(IrBuf& ir, CompiledFunc* owner, std::vector<int64_t>& done) {
  if (!owner) return false;
  Layout L(ir);
  std::vector<Loop> loops = closed_loops(ir, L);
  for (const Loop& lp : loops) {
    if (std::find(done.begin(), done.end(), lp.block) != done.end()) continue;
    RedLoop rl;
    if (!match_reduction_loop(ir, L, loops, lp, rl)) continue;
    auto prog = std::make_unique<VProgram>();
    std::vector<IRRef> words;
    if (!vector_program(ir, lp, rl, *prog, words)) continue;
    done.push_back(lp.block);
    // The entry's moves give s and the reductions' starting values.
    IRRef entry = lp.entries[0];
    IRRef first_move = before_moves(ir, entry);
    IRRef s = 0;
    std::vector<IRRef> init(rl.red.size(), 0), moves(rl.red.size(), 0);
    IRRef i_move = 0;
    for (IRRef r = first_move; r < entry; r++) {
      if (ir[r].op != IrOp::BSET) continue;
      if (ir[r].a == rl.i) { s = ir[r].b; i_move = r; }
      for (size_t q = 0; q < rl.red.size(); q++)
        if (ir[r].a == rl.red[q]) { init[q] = ir[r].b; moves[q] = r; }
    }
    if (!i_move || std::find(moves.begin(), moves.end(), 0) != moves.end()) continue;
    IRRef prog_k = ir.kptr(prog.get());   // before the rebuild numbers its new instructions
    Rebuild rb(ir);
    auto add = [&](IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
      IRRef r = rb.add(op, t, a, b, k);
      rb.before[first_move].push_back(r);
      return r;
    };
    std::vector<IRRef> args{prog_k, s, rl.n};
    args.insert(args.end(), words.begin(), words.end());
    args.insert(args.end(), init.begin(), init.end());
    for (size_t k = 0; k < args.size(); k++) add(IrOp::XARG, IrType::Void, args[k], 0, (int64_t)k);
    auto call = std::make_unique<CallSpec>();
    call->fn = (void*)&jit_fn_vreduce;
    add(IrOp::CALLX, IrType::Int, 0, 0, (int64_t)(intptr_t)call.get());
    IRRef cx = add(IrOp::ARG, IrType::Ptr, 0, 0, -1);
    auto ret = [&](size_t k, IrType t) {
      return add(IrOp::FLOAD, t, cx, 0, mem_k((int64_t)(offsetof(FuncCtx, ret) + 8 * k), mem_class<FuncCtx>()));
    };
    IRRef i2 = ret(0, IrType::Int);
    const_cast<IrIns&>(ir[i_move]).b = i2;
    for (size_t q = 0; q < rl.red.size(); q++) const_cast<IrIns&>(ir[moves[q]]).b = ret(1 + q, IrType::Float);
    owner->calls.push_back(std::move(call));
    owner->vprograms.push_back(std::move(prog));
    ir = rb.build();
    return true;   // one loop per call (the refs changed)
  }
  return false;
}

}  // namespace tpy::jit::fopt
