// asm_x64.cpp — the x86-64 back end: register allocation and instruction
// selection shared by traces and compiled functions (jit/asm_x64.h), and
// the trace layer; the function layer is asm_func.cpp.
//
// Two passes over the trace's live IR:
//  1. Register allocation: linear scan over the trace (a straight line that
//     loops back to its start; no value lives across the back-edge, since
//     the loop reloads from the interpreter's registers). Ints, bools and
//     pointers get general registers, floats XMM registers. When a class
//     runs out, the value with the furthest last use is spilled for its
//     whole life, so every value has one location for its lifetime and an
//     exit handler can find it from the table alone (Trace::loc).
//     Constants are never allocated: they are immediates or loaded into a
//     scratch register where used (rematerialised).
//  2. Emission with x86::Assembler. Each guard jumps to its snapshot's exit
//     stub (`mov eax, snap; jmp exit`), and the common exit saves the
//     allocatable registers into ExitState and returns the snapshot number
//     to jit_run (jit/jit.cpp), which writes the snapshot back.
//
// Fixed registers: r14 = the interpreter's registers (Value*), r15 =
// ExitState*, rax/rdx/r11 and xmm14/xmm15 scratch.
#include <cmath>
#include "jit/asm_x64.h"

namespace tpy::jit {

using namespace asmjit;

namespace x64 {


// Every allocatable register into (and back from) the ExitState, around a
// call.
void Assembler::save_all_regs() {
  for (auto g : kGprs) a.mov(gpr_slot(g.id()), g);
  for (int x = 0; x < kNumXmms; x++) a.movsd(xmm_slot(x), x86::xmm(x));
}
void Assembler::restore_all_regs() {
  for (auto g : kGprs) a.mov(g, gpr_slot(g.id()));
  for (int x = 0; x < kNumXmms; x++) a.movsd(x86::xmm(x), xmm_slot(x));
}

bool callee_saved(x86::Gp g) { return g == x86::rbx || g == x86::rbp || g == x86::r12 || g == x86::r13; }

// The caller-saved registers (with `all`, every register) holding values
// still needed at or after IR instruction r (its operands and snapshot
// included), which a call there must save and restore.
Assembler::LiveRegs Assembler::live_regs(IRRef r, bool all) {
  LiveRegs live;
  for (IRRef v = 1; v < (IRRef)start_.size(); v++) {
    if (!needs_loc(v) || !live_across(v, r)) continue;
    const Loc& l = loc_[v];
    if (l.kind == Loc::Gpr && (all || !callee_saved(x86::gpq(l.reg)))) live.gprs |= 1u << l.reg;
    else if (l.kind == Loc::Xmm) live.xmms |= 1u << l.reg;
  }
  return live;
}
void Assembler::save_regs(LiveRegs live) {
  for (auto g : kGprs)
    if (live.gprs >> g.id() & 1) a.mov(gpr_slot(g.id()), g);
  for (int x = 0; x < kNumXmms; x++)
    if (live.xmms >> x & 1) a.movsd(xmm_slot(x), x86::xmm(x));
}
void Assembler::restore_regs(LiveRegs live) {   // moves only: the flags survive
  for (auto g : kGprs)
    if (live.gprs >> g.id() & 1) a.mov(g, gpr_slot(g.id()));
  for (int x = 0; x < kNumXmms; x++)
    if (live.xmms >> x & 1) a.movsd(x86::xmm(x), xmm_slot(x));
}

// A call into C++ (helpers in jit/jit.cpp). The caller-saved registers
// that hold live values are saved in ExitState around it; arguments in
// them are read from those saved copies, so loading them cannot clobber
// each other (the callee-saved ones are no argument registers). The result
// (rax) goes to r's location.
void Assembler::emit_call(IRRef r, const void* fn, std::initializer_list<Arg> args, bool status) {
  LiveRegs live = live_regs(r);
  save_regs(live);
  const x86::Gp argregs[] = {x86::rdi, x86::rsi, x86::rdx, x86::rcx};
  int n = 0;
  for (const Arg& arg : args) {
    x86::Gp d = argregs[n];
    IRRef ref = (IRRef)arg.v;
    if (arg.kind == Arg::Imm) a.mov(d, arg.v);
    else if (arg.kind == Arg::Regs) a.lea(d, x86::ptr(kRegs, (int32_t)arg.v));   // interpreter registers + v bytes
    else if (ir.is_const(ref)) a.mov(d, ir[ref].k);
    else if (loc_[ref].kind == Loc::Gpr && callee_saved(x86::gpq(loc_[ref].reg))) a.mov(d, x86::gpq(loc_[ref].reg));
    else if (loc_[ref].kind == Loc::Gpr) a.mov(d, gpr_slot(loc_[ref].reg));
    else if (loc_[ref].kind == Loc::Xmm)   // a float's bits, from the saved XMM registers
      a.mov(d, xmm_slot(loc_[ref].reg));
    else a.mov(d, spill_mem(loc_[ref]));
    n++;
  }
  a.mov(x86::rax, (uint64_t)(uintptr_t)fn);
  if (call_pad_) a.sub(x86::rsp, call_pad_);   // 16-byte alignment at the call
  a.call(x86::rax);
  if (call_pad_) a.add(x86::rsp, call_pad_);
  if (status) a.test(x86::al, x86::al);
  restore_regs(live);
  if (!status) take_result(r);
}

// r = what a call left in rax (a float: its bits).
void Assembler::take_result(IRRef r) {
  if (needs_loc(r) && is_float(ir.type(r))) {   // a float result comes back as its bits
    x86::Xmm d = dst_xmm(r);
    a.movq(d, x86::rax);
    done_xmm(r, d);
  } else if (needs_loc(r)) {
    x86::Gp d = dst_gpr(r);
    if (d != x86::rax) a.mov(d, x86::rax);
    done_gpr(r, d);
  }
}

// Interpreter register `slot` (of this frame; above nregs: the callee's
// frame) = v, tag and payload.
void Assembler::store_slot(int64_t slot, IRRef v) {
  IrType ty = ir.type(v);
  a.mov(slot_mem(slot, 0), Imm((int)tag_of(ty)));
  if (is_float(ty)) {
    if (ir[v].op == IrOp::KFLOAT && fits32(ir[v].k)) a.mov(slot_mem(slot, 8), Imm(ir[v].k));
    else a.movsd(slot_mem(slot, 8), xmm(v, kXs0));
  } else if (is_k32(v)) {
    a.mov(slot_mem(slot, 8), Imm(ir[v].k));
  } else {
    a.mov(slot_mem(slot, 8), gpr(v, x86::rax));
  }
}

// A function trace calls itself: the body of its root (Trace::linked,
// past the external entry's pushes) on the frame above this one, whose
// arguments SARG stored; the rest of that frame keeps what was there (a
// root function trace's exit stubs clear what they do not write, as the
// interpreter clears a new frame). The callee saves no register of ours,
// so every register holding a value used after the call (its snapshot
// included) is saved around it, callee-saved ones too; r14 moves up to the
// callee's frame and back, r15 is this activation's stack frame again.
// Unless the callee returned, its exit recorded itself and this activation
// leaves through the CALLSELF's snapshot (the call in progress); else the
// result (the callee's register 0) moves to the result register.
void Assembler::emit_call_self(IRRef r, const IrIns& i) {
  int32_t base = t_->code->nregs * 16;
  int ret = (int)(i.k & 0xffff);
  LiveRegs live = live_regs(r, true);
  save_regs(live);
  a.lea(kRegs, x86::ptr(kRegs, base));
  a.sub(x86::rsp, 8);
  if (t_->root == t_ || !t_->root) {
    a.call(linked_);
  } else {
    a.mov(x86::rax, (uint64_t)(uintptr_t)t_->root->linked);
    a.call(x86::rax);
  }
  a.add(x86::rsp, 8);
  a.lea(kRegs, x86::ptr(kRegs, -base));
  a.mov(kState, x86::rsp);
  restore_regs(live);
  a.cmp(x86::eax, kFuncReturned);
  a.jne(exit_for(i));
  // Word by word: the callee stored the tag and the payload separately, and
  // one 16-byte load of them would wait for both stores to retire.
  a.mov(x86::rax, x86::qword_ptr(kRegs, base));
  a.mov(x86::qword_ptr(kRegs, ret * 16), x86::rax);
  a.mov(x86::rax, x86::qword_ptr(kRegs, base + 8));
  a.mov(x86::qword_ptr(kRegs, ret * 16 + 8), x86::rax);
}

void Assembler::emit_loop_epilogue() {
  for (int k = kNumSaved; k-- > 0;) a.pop(kSaved[k]);
}

// CALLL: the inner loop's trace called directly, with an ExitState of its
// own on the machine stack. When its exit's stub did all the work (the
// usual way out: the loop ended), the stub's ExitState::pc is the answer;
// otherwise jit_inner_exit finishes the exit in C++ as jit_call_loop
// would. Registers are saved around it as for any helper.
void Assembler::emit_call_loop(IRRef r, const IrIns& i) {
  if (J.params.maxspill > 1024) {   // an ExitState too large for the machine stack: the C++ way
    emit_call(r, (const void*)&jit_call_loop, {Arg::imm((intptr_t)&J.vm), Arg{Arg::Regs, 0}, Arg::imm(i.k)});
    return;
  }
  int32_t state_bytes = (int32_t)((offsetof(ExitState, spill) + 8 * (size_t)J.params.maxspill + 15) & ~(size_t)15);
  auto* inner = reinterpret_cast<Trace*>(i.k);
  save_all_regs();
  // rsp is 8 mod 16 here (a loop trace: six pushes and the return
  // address; a function trace's body: its entry keeps the same alignment
  // and its frame is a multiple of 16): 8 more aligns the calls.
  a.sub(x86::rsp, state_bytes + 8);
  a.mov(x86::rdi, kRegs);
  a.mov(x86::rsi, x86::rsp);
  a.mov(x86::rax, (uint64_t)(uintptr_t)inner->fn);
  a.call(x86::rax);
  Label done = a.newLabel();
  a.mov(x86::edx, x86::dword_ptr(x86::rsp, (int32_t)offsetof(ExitState, pc)));
  a.cmp(x86::edx, kSlowExit);
  a.jne(done);
  a.mov(x86::rdi, (uint64_t)(uintptr_t)&J.vm);
  a.mov(x86::rsi, kRegs);
  a.mov(x86::rdx, x86::rsp);
  a.mov(x86::ecx, x86::eax);
  a.mov(x86::rax, (uint64_t)(uintptr_t)&jit_inner_exit);
  a.call(x86::rax);
  a.mov(x86::edx, x86::eax);
  a.bind(done);
  a.add(x86::rsp, state_bytes + 8);
  restore_all_regs();
  if (needs_loc(r)) {
    x86::Gp d = dst_gpr(r);
    a.mov(d.r32(), x86::edx);
    done_gpr(r, d);
  }
}

// A function trace's body returns to its caller: the external entry, or
// a CALLSELF.
void Assembler::emit_func_epilogue() { a.add(x86::rsp, func_frame_); }

// The back-edge: every PHI's new value moves into its loop-head value's
// location, all at once (a parallel move: `a, b = b, a` is a cycle, broken
// through a scratch register).
void Assembler::emit_phi_moves() {
  struct Move { Loc dst; IRRef src; Loc from; bool fl; };
  std::vector<Move> moves;
  for (auto [x, y] : phis_) {
    const Loc& d = loc_[x];
    if (d.kind == Loc::None) continue;
    Loc s = ir.is_const(y) ? Loc() : loc_[y];
    bool same = s.kind == d.kind && (s.kind == Loc::Spill ? s.spill == d.spill : s.reg == d.reg);
    if (!same) moves.push_back({d, y, s, is_float(ir.type(x))});
  }
  auto same_loc = [](const Loc& p, const Loc& q) {
    return p.kind == q.kind && p.kind != Loc::None && (p.kind == Loc::Spill ? p.spill == q.spill : p.reg == q.reg);
  };
  auto store = [&](const Move& m) {   // dst = value of src (constant or location m.from)
    if (m.fl) {
      x86::Xmm v = kXs1;
      if (m.from.kind == Loc::Xmm) v = x86::xmm(m.from.reg);
      else if (m.from.kind == Loc::Spill) a.movsd(kXs1, spill_mem(m.from));
      else if (m.from.kind == Loc::None && ir[m.src].k == 0 && m.dst.kind == Loc::Xmm) {   // +0.0
        a.xorps(x86::xmm(m.dst.reg), x86::xmm(m.dst.reg));
        return;
      } else if (m.from.kind == Loc::None && ir[m.src].k == 0) a.xorps(kXs1, kXs1);
      else if (m.from.kind == Loc::None) a.movsd(kXs1, x86::ptr(float_const(ir[m.src].k)));
      else a.movq(kXs1, x86::gpq(m.from.reg));   // the cycle scratch (rax)
      if (m.dst.kind == Loc::Xmm) a.movaps(x86::xmm(m.dst.reg), v);
      else a.movsd(spill_mem(m.dst), v);
    } else {
      x86::Gp v = x86::r11;
      if (m.from.kind == Loc::None && m.dst.kind == Loc::Gpr) {   // a constant straight in
        x86::Gp d = x86::gpq(m.dst.reg);
        if (ir[m.src].k == 0) a.xor_(d.r32(), d.r32());
        else a.mov(d, ir[m.src].k);
        return;
      }
      if (m.from.kind == Loc::Gpr) v = x86::gpq(m.from.reg);
      else if (m.from.kind == Loc::Spill) a.mov(x86::r11, spill_mem(m.from));
      else a.mov(x86::r11, ir[m.src].k);
      if (m.dst.kind == Loc::Gpr) a.mov(x86::gpq(m.dst.reg), v);
      else a.mov(spill_mem(m.dst), v);
    }
  };
  while (!moves.empty()) {
    size_t k = 0;
    for (; k < moves.size(); k++) {
      bool read_later = false;
      for (size_t j = 0; j < moves.size(); j++)
        if (j != k && same_loc(moves[j].from, moves[k].dst)) read_later = true;
      if (!read_later) break;
    }
    if (k < moves.size()) {
      store(moves[k]);
      moves.erase(moves.begin() + (long)k);
      continue;
    }
    // A cycle: park the first destination's old value in rax (floats: its
    // bits) and read it from there.
    Loc d = moves[0].dst;
    if (moves[0].fl) {
      if (d.kind == Loc::Xmm) a.movq(x86::rax, x86::xmm(d.reg));
      else a.mov(x86::rax, spill_mem(d));
    } else {
      if (d.kind == Loc::Gpr) a.mov(x86::rax, x86::gpq(d.reg));
      else a.mov(x86::rax, spill_mem(d));
    }
    for (auto& m : moves)
      if (same_loc(m.from, d)) m.from = Loc{Loc::Gpr, (uint8_t)x86::rax.id(), 0};
  }
  phis_.clear();
}

// ---- pass 1: linear scan

// Folds, found before allocation:
// - an element address with a constant index (EADDR base, k) that only
//   loads and stores use as their address becomes their displacement
//   ([base + 16k + off]: no shift, no register);
// - a tag read only by the guard right after it, against a small
//   constant, becomes that compare's memory operand (cmp byte [m], k).
void Assembler::find_folds() {
  size_t n = ir.ins.size();
  folded_.assign(n, false);
  std::vector<bool> other(n, false);   // used in some way a fold cannot take
  std::vector<uint32_t> uses(n, 0);
  for (size_t u = 1; u < n; u++) {
    const IrIns& in = ir[(IRRef)u];
    if (!ir.live[u] && !ir.remat[u]) continue;
    bool addr_use = in.op == IrOp::TAG || in.op == IrOp::FLOAD || in.op == IrOp::FSTORE;
    for (IRRef v : {in.a, in.b, ir_ref_k(in)}) {
      if (v <= 0) continue;
      uses[v]++;
      bool ok = !ir.remat[u] && ((addr_use && v == in.a && v != in.b) ||
                                 (in.op == IrOp::GUARD && ir[v].op == IrOp::TAG && v + 1 == (IRRef)u));
      if (!ok) other[v] = true;
    }
    if (ir_kind(in.op) == 'G') {
      const Snapshot& sn = ir.snaps[in.snap];
      if (sn.pc_ref > 0) other[sn.pc_ref] = true;
      for (uint32_t e = 0; e < sn.count; e++) other[ir.snap_entries[sn.first + e].ref] = true;
    }
  }
  // A store of tag c where a guard just checked the tag is c (nothing that
  // writes memory in between: only pure ops, loads and plain guards) is
  // left out: a list element or attribute updated with a value of the
  // type it had. Headers are whole words (vm/value.h), so the byte the
  // guard compared is the word.
  same_tag_.assign(n, false);
  auto harmless = [&](const IrIns& g) {
    char kind = ir_kind(g.op);
    return kind == 'P' || kind == 'L' || kind == 'K' || g.op == IrOp::GUARD || g.op == IrOp::ADDOV ||
           g.op == IrOp::SUBOV || g.op == IrOp::MULOV || g.op == IrOp::NEGOV;
  };
  for (size_t u = 1; u < n; u++) {
    const IrIns& st = ir[(IRRef)u];
    if (!ir.live[u] || st.op != IrOp::FSTORE || st.k != 0 || ir[st.b].op != IrOp::KINT) continue;
    // Back from the store to the tag's load, through harmless
    // instructions only (a few dozen at most: the pair sits close).
    IRRef tag = 0;
    for (size_t v = u - 1; v > 0 && u - v <= 64; v--) {
      const IrIns& g = ir[(IRRef)v];
      if (!ir.live[v]) continue;
      if (!tag && g.op == IrOp::GUARD && (g.k & ~kCondNot) == (int64_t)((g.k & kCondNot) ? Cond::NE : Cond::EQ)) {
        IRRef tg = ir[g.a].op == IrOp::TAG ? g.a : g.b;
        IRRef kc = tg == g.a ? g.b : g.a;
        if (ir[tg].op == IrOp::TAG && ir[tg].a == st.a && ir[tg].k == 0 && ir[kc].op == IrOp::KINT &&
            ir[kc].k == ir[st.b].k)
          tag = tg;
      }
      if (tag && (IRRef)v == tag) {
        same_tag_[u] = true;
        break;
      }
      if (!harmless(g)) break;
    }
  }
  for (size_t r = 1; r < n; r++) {
    const IrIns& in = ir[(IRRef)r];
    if (!ir.live[r] || ir.remat[r] || other[r] || !uses[r]) continue;
    if (in.op == IrOp::EADDR && is_k32(in.b) && ir[in.b].k > -(1 << 24) && ir[in.b].k < (1 << 24)) folded_[r] = true;
    if (in.op == IrOp::TAG && uses[r] == 1 && r + 1 < n) {
      const IrIns& g = ir[(IRRef)(r + 1)];
      IRRef other_side = g.a == (IRRef)r ? g.b : g.a;
      if (g.a != g.b && is_k32(other_side) && ir[other_side].k >= 0 && ir[other_side].k < 128) folded_[r] = true;
    }
  }
}

// The memory at addr + off (an address in a register, or a folded
// element address: its base plus 16k).
x86::Mem Assembler::mem_at(IRRef addr, int64_t off, x86::Gp scratch, uint32_t size) {
  if (folded_[addr]) {
    const IrIns& e = ir[addr];
    return x86::ptr(gpr(e.a, scratch), (int32_t)(ir[e.b].k * 16 + off), size);
  }
  return x86::ptr(gpr(addr, scratch), mem_off(off), size);
}

bool Assembler::allocate(Abort& why) {
  if (fn_) return allocate_function(why);
  size_t n = ir.ins.size();
  find_folds();
  loc_.assign(n, Loc());
  last_.assign(n, -1);
  // Values of the first iteration used in the loop body, and both sides of
  // every PHI, live to the back-edge: the body runs again.
  int32_t loop_at = 0;
  for (size_t i = 1; i < n; i++)
    if (ir[(IRRef)i].op == IrOp::LOOP) loop_at = (int32_t)i;
  std::function<void(IRRef, int32_t)> use_at = [&](IRRef r, int32_t at) {
    if (r <= 0 || ir_kind(ir[r].op) == 'K') return;
    if (ir.remat[r] || folded_[r]) {   // a recomputed CMP or a fold: its operands must survive instead
      use_at(ir[r].a, at);
      use_at(ir[r].b, at);
      return;
    }
    last_[r] = std::max(last_[r], loop_at && at > loop_at && r < loop_at ? (int32_t)n : at);
  };
  for (size_t i = 1; i < n; i++) {
    if (!ir.live[i] || ir.remat[i] || folded_[i]) continue;
    const IrIns& in = ir[(IRRef)i];
    int32_t at = in.op == IrOp::PHI ? (int32_t)n : (int32_t)i;
    use_at(in.a, at);
    use_at(in.b, at);
    use_at(ir_ref_k(in), at);
    if (ir_kind(in.op) == 'G') {
      const Snapshot& s = ir.snaps[in.snap];
      use_at(s.pc_ref, (int32_t)i);
      for (uint32_t e = 0; e < s.count; e++) use_at(ir.snap_entries[s.first + e].ref, (int32_t)i);
    }
  }
  start_.resize(n);
  for (size_t i = 1; i < n; i++) start_[i] = (int32_t)i;
  // One range each: written at 2i+1, read to 2*last (+1 when the last
  // reader can exit: the exit must still find it, so the reader's own
  // result cannot take its register).
  ranges_.assign(n, {});
  for (size_t i = 1; i < n; i++) {
    int32_t last = std::max(last_[i], (int32_t)i);
    bool exits = last < (int32_t)n && ir_kind(ir[(IRRef)last].op) == 'G';
    ranges_[i].push_back({2 * (int32_t)i + 1, std::max(2 * last + (exits ? 1 : 0), 2 * (int32_t)i + 1)});
  }
  return linear_scan(why);
}

// Linear scan over each value's ranges (ranges_: positions 2i where
// instruction i reads, 2i+1 where it writes) in order of their start:
// ints, bools and pointers get general registers, floats XMM registers.
// A value in a hole of its ranges keeps its register, which another value
// may use meanwhile when its ranges fit in the hole. When a class runs
// out, whichever value ends last is spilled for its whole life (one
// location per value: exits and the parallel moves of jumps find every
// value from loc_ alone).
bool Assembler::linear_scan(Abort& why) {
  size_t n = ir.ins.size();
  std::vector<IRRef> order;
  for (size_t i = 1; i < n; i++)
    if (needs_loc((IRRef)i) && !ranges_[i].empty()) order.push_back((IRRef)i);
  std::stable_sort(order.begin(), order.end(), [&](IRRef x, IRRef y) { return ranges_[x][0].first < ranges_[y][0].first; });
  auto end_of = [&](IRRef v) { return ranges_[v].back().second; };
  auto intersects = [&](IRRef v, IRRef w) {
    const auto &a = ranges_[v], &b = ranges_[w];
    for (size_t p = 0, q = 0; p < a.size() && q < b.size();) {
      if (a[p].second < b[q].first) p++;
      else if (b[q].second < a[p].first) q++;
      else return true;
    }
    return false;
  };
  // Values holding a register whose ranges are not over yet, per class and register.
  std::vector<std::vector<IRRef>> holders_g(kNumGprs), holders_x(kNumXmms);
  uint32_t nspill = 0;
  for (IRRef i : order) {
    const IrIns& in = ir[i];
    int32_t pos = ranges_[i][0].first;
    bool fl = is_float(in.t);
    auto& holders = fl ? holders_x : holders_g;
    for (auto& hs : holders)
      hs.erase(std::remove_if(hs.begin(), hs.end(), [&](IRRef v) { return end_of(v) < pos; }), hs.end());
    auto usable = [&](int reg) {
      for (IRRef v : holders[reg])
        if (intersects(v, i)) return false;
      return true;
    };
    // A register another value wants this one in (a parameter it moves
    // into), or the first operand's (a two-address instruction then needs
    // no copy), or the first usable one.
    int reg = -1;
    for (IRRef want : {i < (IRRef)hint_.size() ? hint_[i] : 0, in.a}) {
      if (reg >= 0 || want <= 0 || ir.is_const(want)) continue;
      const Loc& l = loc_[want];
      if ((l.kind == Loc::Xmm) == fl && (l.kind == Loc::Xmm || l.kind == Loc::Gpr) && usable(l.reg)) reg = l.reg;
    }
    for (size_t k = 0; reg < 0 && k < holders.size(); k++)
      if (usable((int)k)) reg = (int)k;
    if (reg < 0) {
      // Spill whichever lives longest: the new value or one in the way
      // whose register would then do.
      IRRef victim = 0;
      for (size_t k = 0; k < holders.size(); k++) {
        IRRef in_way = 0;
        int clashes = 0;
        for (IRRef v : holders[k])
          if (intersects(v, i)) { in_way = v; clashes++; }
        if (clashes == 1 && end_of(in_way) > end_of(i) && (!victim || end_of(in_way) > end_of(victim))) victim = in_way;
      }
      if (victim) {
        reg = loc_[victim].reg;
        auto& hs = holders[reg];
        hs.erase(std::find(hs.begin(), hs.end(), victim));
        loc_[victim] = Loc{Loc::Spill, 0, (uint16_t)nspill++};
      } else {
        loc_[i] = Loc{Loc::Spill, 0, (uint16_t)nspill++};
        if ((int64_t)nspill > J.params.maxspill) { why = Abort::TOO_MANY_SPILLS; return false; }
        continue;
      }
      if ((int64_t)nspill > J.params.maxspill) { why = Abort::TOO_MANY_SPILLS; return false; }
    }
    holders[reg].push_back(i);
    loc_[i] = Loc{fl ? Loc::Xmm : Loc::Gpr, (uint8_t)reg, 0};
  }
  // Store the machine register ids, not pool indices.
  for (size_t i = 1; i < n; i++)
    if (loc_[i].kind == Loc::Gpr) loc_[i].reg = (uint8_t)kGprs[loc_[i].reg].id();
  nspill_ = nspill;
  return true;
}

// ---- pass 2: emission

void Assembler::emit_int_binop(IRRef r, const IrIns& i) {
  bool commutative = i.op == IrOp::ADDOV || i.op == IrOp::MULOV || i.op == IrOp::ADD || i.op == IrOp::BAND ||
                     i.op == IrOp::BOR || i.op == IrOp::BXOR || i.op == IrOp::MUL;
  bool shift = i.op == IrOp::SAR || i.op == IrOp::SHL || i.op == IrOp::SHR;
  IRRef ra = i.a, rb = i.b;
  if (commutative && ir_kind(ir[ra].op) == 'K' && ir_kind(ir[rb].op) != 'K') std::swap(ra, rb);
  x86::Gp d = dst_gpr(r);
  x86::Gp A = gpr(ra, x86::rax);
  bool imm = is_k32(rb) && !shift;
  x86::Gp B;
  if (!imm && !(shift && is_k32(rb))) B = gpr(rb, x86::rdx);
  if (B.isValid() && d == B && d != A) {
    if (commutative) std::swap(A, B);
    else { a.mov(x86::r11, B); B = x86::r11; }
  }
  if (shift) {
    if (!B.isValid()) {
      if (d != A) a.mov(d, A);
      uint32_t n = (uint32_t)ir[rb].k;
      if (i.op == IrOp::SAR) a.sar(d, n);
      else if (i.op == IrOp::SHL) a.shl(d, n);
      else a.shr(d, n);
    } else if (i.op == IrOp::SAR) {
      a.sarx(d, A, B);
    } else if (i.op == IrOp::SHL) {
      a.shlx(d, A, B);
    } else {
      a.shrx(d, A, B);
    }
    done_gpr(r, d);
    return;
  }
  if (d != A) a.mov(d, A);
  auto op2 = [&](auto fn) {
    if (imm) fn(d, Imm(ir[rb].k));
    else fn(d, B);
  };
  switch (i.op) {
    case IrOp::ADDOV: case IrOp::ADD: op2([&](auto x, auto y) { a.add(x, y); }); break;
    case IrOp::SUBOV: case IrOp::SUB: op2([&](auto x, auto y) { a.sub(x, y); }); break;
    case IrOp::MULOV: case IrOp::MUL: op2([&](auto x, auto y) { a.imul(x, y); }); break;
    case IrOp::BAND: op2([&](auto x, auto y) { a.and_(x, y); }); break;
    case IrOp::BOR: op2([&](auto x, auto y) { a.or_(x, y); }); break;
    case IrOp::BXOR: op2([&](auto x, auto y) { a.xor_(x, y); }); break;
    default: break;
  }
  if (i.op == IrOp::ADDOV || i.op == IrOp::SUBOV || i.op == IrOp::MULOV) a.jo(exit_for(i));
  done_gpr(r, d);
}

// Python's floor division and modulo for a positive divisor: truncate with
// idiv, then step the quotient down (and the remainder up) when the
// remainder is negative.
void Assembler::emit_floor(IRRef r, const IrIns& i) {
  if (ir.is_const(i.b) && ir[i.b].k >= 2) {
    emit_floor_const(r, i, ir[i.b].k);
    return;
  }
  x86::Gp B = gpr(i.b, x86::r11);
  if (B == x86::rax || B == x86::rdx) { a.mov(x86::r11, B); B = x86::r11; }
  x86::Gp A = gpr(i.a, x86::rax);
  if (A != x86::rax) a.mov(x86::rax, A);
  Label ok = a.newLabel();
  if (i.k == 1) {
    // Any divisor but 0 (compiled functions): -1 never reaches idiv (the
    // most negative int would fault; it wraps, as machine integers do),
    // and the quotient steps down when the remainder's sign is not the
    // divisor's.
    Label general = a.newLabel();
    a.cmp(B, -1);
    a.jne(general);
    a.neg(x86::rax);
    a.xor_(x86::edx, x86::edx);
    a.jmp(ok);
    a.bind(general);
    a.cqo();
    a.idiv(B);
    a.test(x86::rdx, x86::rdx);
    a.jz(ok);
    Label step = a.newLabel();
    a.xor_(x86::rdx, B);   // the signs differ: negative (undone on both paths)
    a.js(step);
    a.xor_(x86::rdx, B);
    a.jmp(ok);
    a.bind(step);
    a.xor_(x86::rdx, B);
    a.dec(x86::rax);
    a.add(x86::rdx, B);
    a.bind(ok);
  } else {
    a.cqo();
    a.idiv(B);
    a.test(x86::rdx, x86::rdx);
    a.jge(ok);
    a.dec(x86::rax);
    a.add(x86::rdx, B);
    a.bind(ok);
  }
  x86::Gp d = dst_gpr(r);
  x86::Gp res = i.op == IrOp::FLOORDIV ? x86::rax : x86::rdx;
  if (d != res) a.mov(d, res);
  done_gpr(r, d);
}

// The same by a constant d >= 2: a power of two shifts or masks (two's
// complement gives the floor); any other d multiplies by its magic number
// (ir.cpp: div_magic) for the truncated quotient, then steps it down as
// above.
void Assembler::emit_floor_const(IRRef r, const IrIns& i, int64_t d) {
  bool div = i.op == IrOp::FLOORDIV;
  if ((d & (d - 1)) == 0) {
    int k = __builtin_ctzll((uint64_t)d);
    x86::Gp A = gpr(i.a, x86::rax);
    x86::Gp dst = dst_gpr(r);
    if (dst != A) a.mov(dst, A);
    if (div) {
      a.sar(dst, k);
    } else if (fits32(d - 1)) {
      a.and_(dst, Imm(d - 1));
    } else {
      a.mov(x86::r11, d - 1);
      a.and_(dst, x86::r11);
    }
    done_gpr(r, dst);
    return;
  }
  DivMagic mg = div_magic(d);
  x86::Gp A = gpr(i.a, x86::r11);
  if (A == x86::rax || A == x86::rdx) { a.mov(x86::r11, A); A = x86::r11; }
  a.mov(x86::rax, mg.m);
  a.imul(x86::rdx, x86::rax, A);   // rdx:rax = M * n
  if (mg.m < 0) a.add(x86::rdx, A);
  if (mg.s) a.sar(x86::rdx, mg.s);
  a.mov(x86::rax, A);
  a.shr(x86::rax, 63);
  a.add(x86::rdx, x86::rax);   // rdx: the truncated quotient
  if (fits32(d)) {
    a.imul(x86::rax, x86::rdx, Imm(d));
  } else {
    a.mov(x86::rax, d);
    a.imul(x86::rax, x86::rdx);
  }
  if (A != x86::r11) a.mov(x86::r11, A);
  a.sub(x86::r11, x86::rax);   // r11: the truncated remainder
  Label ok = a.newLabel();
  a.test(x86::r11, x86::r11);
  a.jge(ok);
  a.dec(x86::rdx);
  if (fits32(d)) {
    a.add(x86::r11, Imm(d));
  } else {
    a.mov(x86::rax, d);
    a.add(x86::r11, x86::rax);
  }
  a.bind(ok);
  x86::Gp dst = dst_gpr(r);
  x86::Gp res = div ? x86::rdx : x86::r11;
  if (dst != res) a.mov(dst, res);
  done_gpr(r, dst);
}

void Assembler::emit_float_binop(IRRef r, const IrIns& i) {
  bool commutative = i.op == IrOp::FADD || i.op == IrOp::FMUL;
  x86::Xmm d = dst_xmm(r);
  IRRef ra = i.a, rb = i.b;
  if (commutative && ir.is_const(ra) && !ir.is_const(rb)) std::swap(ra, rb);
  auto op = [&](auto src) {   // d = d <op> src (a register, or a constant in memory)
    switch (i.op) {
      case IrOp::FADD: a.addsd(d, src); break;
      case IrOp::FSUB: a.subsd(d, src); break;
      case IrOp::FMUL: a.mulsd(d, src); break;
      case IrOp::FDIV: a.divsd(d, src); break;
      default: break;
    }
  };
  x86::Xmm A = xmm(ra, kXs0);
  if (ir.is_const(rb)) {   // a constant operand straight from memory
    if (d != A) a.movaps(d, A);
    op(x86::ptr(float_const(ir[rb].k)));
  } else {
    x86::Xmm B = xmm(rb, kXs1);
    if (d == B && d != A) {
      if (commutative) std::swap(A, B);
      else { a.movaps(kXs1, B); B = kXs1; }
    }
    if (d != A) a.movaps(d, A);
    op(B);
  }
  done_xmm(r, d);
}

// ucomisd of x with y; a constant y is read from the pool (no register).
void Assembler::ucomisd(IRRef x, IRRef y) {
  x86::Xmm X = xmm(x, kXs0);
  if (ir.is_const(y)) a.ucomisd(X, x86::ptr(float_const(ir[y].k)));
  else a.ucomisd(X, xmm(y, kXs1));
}

// Jumps to `to` when (ra <c> rb) == when, with Python's float comparisons:
// any comparison with a NaN is false, except !=.
void Assembler::float_jump(Cond c, bool when, IRRef ra, IRRef rb, Label to) {
  switch (c) {
    case Cond::LT: ucomisd(rb, ra); when ? a.ja(to) : a.jbe(to); return;
    case Cond::LE: ucomisd(rb, ra); when ? a.jae(to) : a.jb(to); return;
    case Cond::GT: ucomisd(ra, rb); when ? a.ja(to) : a.jbe(to); return;
    case Cond::GE: ucomisd(ra, rb); when ? a.jae(to) : a.jb(to); return;
    case Cond::EQ: case Cond::NE: break;
  }
  ucomisd(ra, rb);
  if ((c == Cond::EQ) == when) {   // jump when equal (ordered and ZF)
    Label no = a.newLabel();
    a.jp(no);
    a.je(to);
    a.bind(no);
  } else {                         // jump when unequal or unordered
    a.jne(to);
    a.jp(to);
  }
}

// Leaves the trace unless a <k> b (with kCondNot: when it holds).
void Assembler::emit_guard(const IrIns& i) { emit_cond_jump(i.a, i.b, i.k, exit_for(i)); }

// Jumps to `to` unless ra <k> rb (with kCondNot: when it holds).
void Assembler::emit_cond_jump(IRRef ra, IRRef rb, int64_t k, Label ex) {
  Cond c = (Cond)(k & 7);
  if (is_float(ir.type(ra))) {
    float_jump(c, (k & kCondNot) != 0, ra, rb, ex);
    return;
  }
  if (k & kCondNot) c = negate(c);   // ints: the same thing
  if (ir_kind(ir[ra].op) == 'K' && ir_kind(ir[rb].op) != 'K') { std::swap(ra, rb); c = swap_operands(c); }
  if (folded_[ra]) a.cmp(mem_at(ir[ra].a, ir[ra].k, x86::rax, 8), Imm(ir[rb].k));   // a tag's header word (find_folds)
  else if (is_k32(rb)) a.cmp(gpr(ra, x86::rax), Imm(ir[rb].k));
  else a.cmp(gpr(ra, x86::rax), gpr(rb, x86::rdx));
  switch (c) {   // jump when the condition fails
    case Cond::LT: a.jge(ex); break;
    case Cond::LE: a.jg(ex); break;
    case Cond::EQ: a.jne(ex); break;
    case Cond::NE: a.je(ex); break;
    case Cond::GT: a.jle(ex); break;
    case Cond::GE: a.jl(ex); break;
  }
}

void Assembler::emit_cmp(IRRef r, const IrIns& i) {
  if (folded_[r]) return;   // part of the selects that use it (functions)
  Cond c = (Cond)i.k;
  x86::Gp d = dst_gpr(r);
  if (is_float(ir.type(i.a))) {
    switch (c) {
      case Cond::LT: ucomisd(i.b, i.a); a.seta(x86::al); break;
      case Cond::LE: ucomisd(i.b, i.a); a.setae(x86::al); break;
      case Cond::GT: ucomisd(i.a, i.b); a.seta(x86::al); break;
      case Cond::GE: ucomisd(i.a, i.b); a.setae(x86::al); break;
      case Cond::EQ: ucomisd(i.a, i.b); a.sete(x86::al); a.setnp(x86::dl); a.and_(x86::al, x86::dl); break;
      case Cond::NE: ucomisd(i.a, i.b); a.setne(x86::al); a.setp(x86::dl); a.or_(x86::al, x86::dl); break;
    }
  } else {
    IRRef ra = i.a, rb = i.b;
    if (ir_kind(ir[ra].op) == 'K' && ir_kind(ir[rb].op) != 'K') { std::swap(ra, rb); c = swap_operands(c); }
    x86::Gp A = gpr(ra, x86::rax);
    if (is_k32(rb)) a.cmp(A, Imm(ir[rb].k));
    else a.cmp(A, gpr(rb, x86::rdx));
    switch (c) {
      case Cond::LT: a.setl(x86::al); break;
      case Cond::LE: a.setle(x86::al); break;
      case Cond::EQ: a.sete(x86::al); break;
      case Cond::NE: a.setne(x86::al); break;
      case Cond::GT: a.setg(x86::al); break;
      case Cond::GE: a.setge(x86::al); break;
    }
  }
  a.movzx(d.r32(), x86::al);
  done_gpr(r, d);
}

void Assembler::emit_ins(IRRef r, const IrIns& i) {
  switch (i.op) {
    case IrOp::SLOAD: {
      int64_t slot = i.k;
      // The whole header word: a NumPy scalar twin (Value::kNumpyScalar)
      // has a float's or int's tag but is not one to the trace.
      a.cmp(x86::qword_ptr(kRegs, (int32_t)(slot * 16)), Imm((int)tag_of(i.t)));
      a.jne(exit_for(i));
      if (!needs_loc(r)) break;
      if (is_float(i.t)) {
        x86::Xmm d = dst_xmm(r);
        a.movsd(d, slot_mem(slot, 8));
        done_xmm(r, d);
      } else {
        x86::Gp d = dst_gpr(r);
        a.mov(d, slot_mem(slot, 8));
        done_gpr(r, d);
      }
      break;
    }
    case IrOp::SSTORE: store_slot(i.k, i.a); break;
    case IrOp::SARG: store_slot(t_->code->nregs + i.k, i.a); break;
    case IrOp::RET:
      if (fn_) {
        emit_fn_ins(r, i);
        break;
      }
      store_slot(0, i.a);
      emit_func_epilogue();
      a.mov(x86::eax, kFuncReturned);
      a.ret();
      break;
    case IrOp::CALLCHK: {
      // The interpreter's checks before a call (depth, register stack)
      // and the C++ stack's, all as one bound on where this activation's
      // registers start, set at the chain's entry (jit_run_function).
      a.mov(x86::rax, (uint64_t)(uintptr_t)&J.chain.limit);
      a.cmp(kRegs, x86::qword_ptr(x86::rax));
      a.jae(exit_for(i));
      break;
    }
    case IrOp::CALLSELF: emit_call_self(r, i); break;
    case IrOp::GUARD: emit_guard(i); break;
    case IrOp::EXIT: a.jmp(exit_for(i)); break;
    case IrOp::POLL: {
      static_assert(sizeof(J.vm.interrupt_requested) == 4 && sizeof(J.vm.gc_requested) == 1);
      if (reinterpret_cast<const char*>(&J.vm.gc_requested) == reinterpret_cast<const char*>(&J.vm.interrupt_requested) + 4 &&
          J.vm.poll_pad_ == reinterpret_cast<const uint8_t*>(&J.vm.gc_requested) + 1) {
        a.mov(x86::rax, (uint64_t)(uintptr_t)&J.vm.interrupt_requested);   // both flags in one word (vm.h)
        a.cmp(x86::qword_ptr(x86::rax), 0);
        a.jne(exit_for(i));
        break;
      }
      a.mov(x86::rax, (uint64_t)(uintptr_t)&J.vm.gc_requested);
      a.cmp(x86::byte_ptr(x86::rax), 0);
      a.jne(exit_for(i));
      a.mov(x86::rax, (uint64_t)(uintptr_t)&J.vm.interrupt_requested);
      a.cmp(x86::dword_ptr(x86::rax), 0);
      a.jne(exit_for(i));
      break;
    }
    case IrOp::ADDOV: case IrOp::SUBOV: case IrOp::MULOV: case IrOp::ADD: case IrOp::SUB:
    case IrOp::BAND: case IrOp::BOR: case IrOp::BXOR: case IrOp::SAR:
      if (!folded_[r]) emit_int_binop(r, i);   // folded: an address's index + displacement
      break;
    case IrOp::NEGOV: {
      x86::Gp d = dst_gpr(r);
      x86::Gp A = gpr(i.a, x86::rax);
      if (d != A) a.mov(d, A);
      a.neg(d);
      a.jo(exit_for(i));
      done_gpr(r, d);
      break;
    }
    case IrOp::FLOORDIV: case IrOp::FLOORMOD: emit_floor(r, i); break;
    case IrOp::CMP: emit_cmp(r, i); break;
    case IrOp::FADD: case IrOp::FSUB: case IrOp::FMUL: case IrOp::FDIV: emit_float_binop(r, i); break;
    case IrOp::FNEG: case IrOp::FABS: {
      x86::Xmm d = dst_xmm(r);
      x86::Xmm A = xmm(i.a, kXs1);
      if (d != A) a.movaps(d, A);
      if (!sign_mask_.isValid()) { sign_mask_ = a.newLabel(); abs_mask_ = a.newLabel(); }
      if (i.op == IrOp::FNEG) a.xorpd(d, x86::ptr(sign_mask_));
      else a.andpd(d, x86::ptr(abs_mask_));
      done_xmm(r, d);
      break;
    }
    case IrOp::FSQRT: {
      x86::Xmm d = dst_xmm(r);
      a.sqrtsd(d, xmm(i.a, kXs1));
      done_xmm(r, d);
      break;
    }
    case IrOp::ITOF: {
      x86::Xmm d = dst_xmm(r);
      x86::Gp A = gpr(i.a, x86::rax);
      a.xorps(d, d);
      a.cvtsi2sd(d, A);
      done_xmm(r, d);
      break;
    }
    case IrOp::FLOAD: case IrOp::TAG: {
      if (is_float(i.t)) {
        x86::Xmm d = dst_xmm(r);
        a.movsd(d, mem_at(i.a, i.k, x86::rax, 8));
        done_xmm(r, d);
      } else {
        x86::Gp d = dst_gpr(r);
        if (i.op == IrOp::TAG) a.mov(d, mem_at(i.a, i.k, x86::rax, 8));   // the whole header word, as SLOAD's guard
        else if (i.t == IrType::Bool) a.movzx(d.r32(), mem_at(i.a, i.k, x86::rax, 1));
        else a.mov(d, mem_at(i.a, i.k, x86::rax, 8));
        done_gpr(r, d);
      }
      break;
    }
    case IrOp::FSTORE: {
      if (same_tag_[r]) break;
      x86::Mem m = mem_at(i.a, i.k, x86::rax, 8);
      if (is_float(ir.type(i.b))) a.movsd(m, xmm(i.b, kXs0));
      else if (is_k32(i.b)) a.mov(m, Imm(ir[i.b].k));
      else a.mov(m, gpr(i.b, x86::rdx));
      break;
    }
    case IrOp::EADDR: {
      x86::Gp B = gpr(i.b, x86::r11);
      if (B != x86::r11) a.mov(x86::r11, B);
      a.shl(x86::r11, 4);
      x86::Gp A = gpr(i.a, x86::rax);
      x86::Gp d = dst_gpr(r);
      a.lea(d, x86::ptr(A, x86::r11));
      done_gpr(r, d);
      break;
    }
    case IrOp::NEWRANGE:
    case IrOp::RANGEITER:
      emit_call(r, i.op == IrOp::NEWRANGE ? (const void*)&jit_new_range : (const void*)&jit_new_range_iter,
                {Arg::imm((intptr_t)&J.vm), Arg::ref(i.a), Arg::ref(i.b), Arg::ref((IRRef)i.k)});
      break;
    case IrOp::NEWLIST:
      emit_call(r, (const void*)&jit_new_list, {Arg::imm((intptr_t)&J.vm)});
      break;
    case IrOp::NEWTUPLE:
    case IrOp::NEWLISTN:
      emit_call(r, i.op == IrOp::NEWTUPLE ? (const void*)&jit_new_tuple : (const void*)&jit_new_list_of,
                {Arg::imm((intptr_t)&J.vm), Arg{Arg::Regs, (i.k >> 16) * 16}, Arg::imm(i.k & 0xffff)});
      break;
    case IrOp::NEWINST:
      emit_call(r, (const void*)&jit_new_instance, {Arg::imm((intptr_t)&J.vm), Arg::ref(i.a)});
      break;
    case IrOp::NEWSUPER:
      emit_call(r, (const void*)&jit_new_super, {Arg::imm((intptr_t)&J.vm), Arg::ref(i.a), Arg::ref(i.b)});
      break;
    case IrOp::APPEND: {
      IrType vt = ir.type(i.b);
      Arg payload = (vt == IrType::None || vt == IrType::Undef) ? Arg::imm(0) : Arg::ref(i.b);
      emit_call(r, (const void*)&jit_list_append,
                {Arg::imm((intptr_t)&J.vm), Arg::ref(i.a), Arg::imm((int64_t)tag_of(vt)), payload});
      break;
    }
    case IrOp::CALLN: {
      auto* c = reinterpret_cast<const NativeCall*>(i.k);
      const void* fn = c->entry ? (const void*)c->entry : (const void*)&jit_call_native;
      emit_call(r, fn, {Arg::imm((intptr_t)&J.vm), Arg::imm(i.k), Arg{Arg::Regs, 0}}, true);
      a.jz(exit_for(i));
      if (!needs_loc(r)) break;
      if (is_float(i.t)) {
        x86::Xmm d = dst_xmm(r);
        a.movsd(d, slot_mem(c->dst, 8));
        done_xmm(r, d);
      } else {
        x86::Gp d = dst_gpr(r);
        a.mov(d, slot_mem(c->dst, 8));
        done_gpr(r, d);
      }
      break;
    }
    case IrOp::GENNEXT:
      emit_call(r, (const void*)&jit_gen_next, {Arg::imm((intptr_t)&J.vm), Arg::ref(i.a), Arg{Arg::Regs, i.k * 16}},
                true);
      a.jz(exit_for(i));
      break;
    case IrOp::LISTITER:
      emit_call(r, (const void*)&jit_new_list_iter, {Arg::imm((intptr_t)&J.vm), Arg::ref(i.a)});
      break;
    case IrOp::CALLL: emit_call_loop(r, i); break;
    case IrOp::LOOP: a.bind(loop_); break;
    case IrOp::PHI: phis_.push_back({i.a, i.b}); break;
    case IrOp::JLOOP:
      emit_phi_moves();
      a.jmp(loop_);
      break;
    case IrOp::MUL: case IrOp::SHL: case IrOp::SHR: emit_int_binop(r, i); break;
    case IrOp::NEG: case IrOp::UDIV: case IrOp::IDX: case IrOp::UTOF: case IrOp::FTOI: case IrOp::TOF32:
    case IrOp::FMIN: case IrOp::FMAX: case IrOp::SEL: case IrOp::KMOV:
      emit_int_unop(r, i);
      break;
    case IrOp::FCALL: emit_fcall(r, i); break;
    case IrOp::ELOAD: emit_eload(r, i); break;
    case IrOp::ESTORE: emit_estore(i); break;
    case IrOp::ARG: case IrOp::BLOCK: case IrOp::BPARAM: case IrOp::BSET: case IrOp::JMP: case IrOp::JCC:
    case IrOp::XARG: case IrOp::CALLX: case IrOp::RAISE: case IrOp::GPUIDX:
      emit_fn_ins(r, i);
      break;
    default: break;
  }
}

// The exit stub of snap writes the loop frame's registers itself when
// every value it lists there is a constant or sits in a register or spill
// slot, or is a comparison the trace did not compute (recomputed here into
// rax): an exit then costs a few stores instead of a walk over the
// snapshot in C++ (run_trace). A range the trace never made (a remat
// NEWRANGE) leaves the whole snapshot to run_trace, which allocates it.
bool Assembler::emit_snapshot_stores(const Snapshot& snap) {
  if (!stub_can_store(snap, false)) return false;
  for (uint32_t e = 0; e < snap.count; e++) {
    const SnapEntry& se = ir.snap_entries[snap.first + e];
    if (!se.depth) store_snap_entry(se.slot, se.ref);
  }
  return true;
}

// Every value the snapshot lists (in the loop frame, or with frames in
// the inlined ones too) is one a stub can store: a constant, a register
// or spill slot, or a comparison it recomputes.
bool Assembler::stub_can_store(const Snapshot& snap, bool frames) {
  for (uint32_t e = 0; e < snap.count; e++) {
    const SnapEntry& se = ir.snap_entries[snap.first + e];
    if ((se.depth && !frames) || ir.is_const(se.ref)) continue;
    bool cmp = ir.remat[se.ref] && ir[se.ref].op == IrOp::CMP;
    if (!cmp && (ir.remat[se.ref] || loc_[se.ref].kind == Loc::None)) return false;
  }
  return true;
}

// Interpreter register `slot` (counted from the loop frame's first) = the
// value of ref at this exit; rax is scratch.
void Assembler::store_snap_entry(int64_t slot, IRRef ref) {
  IrType ty = ir.type(ref);
  a.mov(slot_mem(slot, 0), (int32_t)tag_of(ty));
  if (ty == IrType::None || ty == IrType::Undef) {
    a.mov(slot_mem(slot, 8), 0);
  } else if (ir.remat[ref]) {
    emit_cmp(ref, ir[ref]);
    a.mov(slot_mem(slot, 8), x86::rax);
  } else if (ir.is_const(ref)) {
    int64_t k = ir[ref].k;
    if (fits32(k)) {
      a.mov(slot_mem(slot, 8), (int32_t)k);
    } else {
      a.mov(x86::rax, k);
      a.mov(slot_mem(slot, 8), x86::rax);
    }
  } else {
    const Loc& l = loc_[ref];
    if (l.kind == Loc::Gpr) {
      a.mov(slot_mem(slot, 8), x86::gpq(l.reg));
    } else if (l.kind == Loc::Xmm) {
      a.movsd(slot_mem(slot, 8), x86::xmm(l.reg));
    } else {
      a.mov(x86::rax, spill_mem(l));
      a.mov(slot_mem(slot, 8), x86::rax);
    }
  }
}

// A root function trace's exit: the registers past the parameters that
// the snapshot does not list and no CALLSELF before the exit filled with
// its result were never written in this activation (CALLSELF leaves the
// callee's frame as it found it), so they become unbound, as in a frame
// the interpreter made. A side trace's exits leave them as its parent's
// stub did.
void Assembler::clear_unlisted(const Snapshot& snap, uint32_t snap_no) {
  std::vector<bool> listed((size_t)t_->code->nregs, false);
  for (uint32_t e = 0; e < snap.count; e++) {
    const SnapEntry& se = ir.snap_entries[snap.first + e];
    if (!se.depth) listed[se.slot] = true;
  }
  for (IRRef r = 1; r < (IRRef)ir.ins.size(); r++) {
    const IrIns& i = ir[r];
    if (ir_kind(i.op) == 'G' && i.snap == snap_no) break;   // the first exit through it
    if (i.op == IrOp::CALLSELF) listed[(size_t)(i.k & 0xffff)] = true;
  }
  for (int s = t_->code->argcount; s < t_->code->nregs; s++)
    if (!listed[(size_t)s]) clear_slot(s);
}

// Interpreter register `slot` becomes unbound (tag and payload zero).
void Assembler::clear_slot(int64_t slot) {
  a.mov(slot_mem(slot, 0), 0);
  a.mov(slot_mem(slot, 8), 0);
}

// An exit inside inlined calls, linked to its side trace: the registers
// of the inlined frames go where jit.cpp's rebuild_frames would put them
// (each frame's above the one below it; a frame new to this exit starts
// unbound), which is where the side trace reads them. Without room for
// them on the register stack, jumps to `slow` (jit.cpp does the exit).
void Assembler::emit_frame_stores(const Snapshot& snap, Label slow) {
  // base[d]: frame d's first register (d = 1..nframes); base[nframes + 1]: the top.
  std::vector<int64_t> base(snap.nframes + 2, 0);
  base[1] = t_->code->nregs;
  for (uint32_t k = 0; k < snap.nframes; k++)
    base[k + 2] = base[k + 1] + static_cast<const Function*>(ir.snap_frames[snap.frames_first + k].fn)->code->nregs;
  a.mov(x86::rax, (uint64_t)(uintptr_t)&J.vm.stack_limit);
  a.mov(x86::rax, x86::qword_ptr(x86::rax));
  a.sub(x86::rax, kRegs);
  a.cmp(x86::rax, (int32_t)(base[snap.nframes + 1] * 16));
  a.jb(slow);
  for (uint32_t k = 0; k < snap.nframes; k++)
    if (!ir.snap_frames[snap.frames_first + k].keep)
      for (int64_t s = base[k + 1]; s < base[k + 2]; s++) clear_slot(s);
  for (uint32_t e = 0; e < snap.count; e++) {
    const SnapEntry& se = ir.snap_entries[snap.first + e];
    if (se.depth) store_snap_entry(base[se.depth] + se.slot, se.ref);
  }
}

bool Assembler::emit(Abort& why) {
  if (fn_) return emit_function(why);
  exit_.assign(ir.snaps.size(), Label());
  loop_ = a.newLabel();
  exit_common_ = a.newLabel();
  exit_done_ = a.newLabel();
  for (auto g : kSaved) a.push(g);
  linked_ = a.newLabel();
  if (t_->func) {
    // The external entry (from C++) saves the C++ caller's registers and
    // calls the body (linked_, also where CALLSELF and a parent's exit
    // stubs come in), which saves none: its calls of itself save what
    // they need. 8 more bytes keep the body's stack aligned as a loop
    // trace's (six pushes and a return address).
    a.sub(x86::rsp, 8);
    a.mov(kRegs, x86::rdi);
    a.call(linked_);
    a.add(x86::rsp, 8);
    emit_loop_epilogue();
    a.ret();
    a.bind(linked_);
    // The ExitState (helpers' saved registers, spill slots) lives in this
    // activation's stack frame: a function trace calls itself.
    func_frame_ = (int32_t)((offsetof(ExitState, spill) + 8 * nspill_ + 15) & ~(size_t)15);
    a.sub(x86::rsp, func_frame_);
    a.mov(kState, x86::rsp);
  } else {
    a.mov(kRegs, x86::rdi);
    a.mov(kState, x86::rsi);
    a.bind(linked_);
  }
  t_->side_fn.reset(new void*[ir.snaps.size()]());
  t_->side_entry_pc.reset(new uint32_t[ir.snaps.size()]);
  std::fill(t_->side_entry_pc.get(), t_->side_entry_pc.get() + ir.snaps.size(), UINT32_MAX);
  bool peeled = false;
  for (auto& i : ir.ins) peeled |= i.op == IrOp::LOOP;
  if (!peeled) a.bind(loop_);
  std::string text;
  for (size_t r = 1; r < ir.ins.size(); r++) {
    const IrIns& i = ir[(IRRef)r];
    if (ir_kind(i.op) == 'K' || !ir.live[r] || ir.remat[r] || folded_[r]) continue;
    if (J.dump_asm) a.commentf("%04zu %s", r, ir_name(i.op));
    emit_ins((IRRef)r, i);
  }
  // Exit stubs, then the common exit: save what the allocator uses, return
  // the snapshot number.
  t_->stub_wrote.assign(exit_.size(), 0);
  for (size_t s = 0; s < exit_.size(); s++) {
    if (!exit_[s].isValid()) continue;
    a.bind(exit_[s]);
    t_->stub_wrote[s] = emit_snapshot_stores(ir.snaps[s]);
    if (t_->func && !t_->stub_wrote[s]) {
      why = Abort::FUNC_EXIT;
      return false;
    }
    if (t_->func && t_->root == t_) clear_unlisted(ir.snaps[s], (uint32_t)s);
    const Snapshot& sn = ir.snaps[s];
    // The stub did all of the exit's work: nothing is left for jit.cpp.
    bool complete = t_->stub_wrote[s] && !sn.pc_ref && !sn.nframes;
    // Inside inlined calls, the stub can also hand over to a side trace
    // (which reads those frames' registers from memory).
    bool in_calls = !t_->func && sn.nframes && t_->stub_wrote[s] && !sn.pc_ref && stub_can_store(sn, true);
    // After CALLL, when the inner loop left where the side trace starts.
    const Loc* pc_loc = sn.pc_ref && !ir.is_const(sn.pc_ref) ? &loc_[sn.pc_ref] : nullptr;
    bool by_pc = !t_->func && !sn.nframes && t_->stub_wrote[s] && pc_loc &&
                 (pc_loc->kind == Loc::Gpr || pc_loc->kind == Loc::Spill);
    if (t_->func ? !sn.call_fn : complete || in_calls || by_pc) {
      // A side trace attached to this exit runs in place of the exit: a
      // tail jump with this frame's registers (the stub wrote them) and,
      // for a loop, the ExitState.
      Label none = a.newLabel();
      if (by_pc) {
        a.mov(x86::rax, (uint64_t)(uintptr_t)&t_->side_entry_pc[s]);
        a.mov(x86::eax, x86::dword_ptr(x86::rax));
        if (pc_loc->kind == Loc::Gpr) a.cmp(x86::eax, x86::gpd(pc_loc->reg));
        else a.cmp(x86::eax, x86::dword_ptr(kState, (int32_t)(offsetof(ExitState, spill) + 8 * pc_loc->spill)));
        a.jne(none);
      }
      a.mov(x86::rax, (uint64_t)(uintptr_t)&t_->side_fn[s]);
      a.mov(x86::rax, x86::qword_ptr(x86::rax));
      a.test(x86::rax, x86::rax);
      a.jz(none);
      if (in_calls) {
        emit_frame_stores(sn, none);
        a.mov(x86::rax, (uint64_t)(uintptr_t)&t_->side_fn[s]);
        a.mov(x86::rax, x86::qword_ptr(x86::rax));
      }
      // Into its linked entry: same pushes, same r14 (and r15 for a loop).
      if (t_->func) a.add(x86::rsp, func_frame_);
      a.jmp(x86::rax);
      a.bind(none);
    }
    if (!t_->func && !t_->gen && t_->root != t_ && complete && ir.ins.back().op == IrOp::EXIT && ir.ins.back().snap == s) {
      // A side trace came round to the back-edge: on into the loop's trace.
      a.mov(x86::rax, (uint64_t)(uintptr_t)t_->root->linked);
      a.jmp(x86::rax);
      continue;
    }
    if (!t_->func) a.mov(x86::dword_ptr(kState, (int32_t)offsetof(ExitState, pc)), complete ? sn.pc : kSlowExit);
    a.mov(t_->func ? x86::edx : x86::eax, (uint32_t)s);
    a.jmp(!t_->func && complete ? exit_done_ : exit_common_);
  }
  a.bind(exit_common_);
  if (t_->func) {
    // Record the exit (jit_note_exit) and leave with kFuncExited; the
    // stub wrote this activation's registers.
    a.mov(x86::rdi, (uint64_t)(uintptr_t)&J.vm);
    a.mov(x86::rsi, (uint64_t)(uintptr_t)t_);
    a.mov(x86::rcx, kRegs);
    a.mov(x86::rax, (uint64_t)(uintptr_t)&jit_note_exit);
    a.sub(x86::rsp, 8);
    a.call(x86::rax);
    a.add(x86::rsp, 8);
    emit_func_epilogue();
    a.mov(x86::eax, kFuncExited);
    a.ret();
  } else {
  save_all_regs();
  a.bind(exit_done_);
  a.mov(x86::rdx, (uint64_t)(uintptr_t)t_);
  a.mov(x86::qword_ptr(kState, (int32_t)offsetof(ExitState, trace)), x86::rdx);
  emit_loop_epilogue();
  a.ret();
  }
  emit_constant_pool();
  (void)why;
  return true;
}


}  // namespace x64

using x64::Assembler;
using x64::ErrorCatcher;

bool assemble(JitState& J, Trace& t, Abort& why, std::string* asm_text) {
  if (!J.runtime) J.runtime = new JitRuntime();
  auto* rt = static_cast<JitRuntime*>(J.runtime);
  static const bool has_bmi2 = CpuInfo::host().hasFeature(CpuFeatures::X86::kBMI2);
  for (size_t r = 1; r < t.ir.ins.size(); r++)
    if ((t.ir.ins[r].op == IrOp::SAR || t.ir.ins[r].op == IrOp::SHL || t.ir.ins[r].op == IrOp::SHR) &&
        t.ir.live[r] && !has_bmi2 && !t.ir.is_const(t.ir.ins[r].b)) {
      why = Abort::ASM_FAILED;
      return false;
    }
  CodeHolder code;
  code.init(rt->environment());
  ErrorCatcher errors;
  code.setErrorHandler(&errors);
  StringLogger logger;
  if (asm_text) code.setLogger(&logger);
  x86::Assembler a(&code);
  Assembler as(J, t, a);
  if (!as.allocate(why) || !as.emit(why)) return false;
  if (errors.err != kErrorOk) { why = Abort::ASM_FAILED; return false; }
  TraceFn fn = nullptr;
  if (rt->add(&fn, &code) != kErrorOk) { why = Abort::ASM_FAILED; return false; }
  t.fn = fn;
  t.linked = reinterpret_cast<char*>(reinterpret_cast<void*>(fn)) + code.labelOffsetFromBase(as.linked_label());
  t.code_size = code.codeSize();
  if (asm_text) *asm_text = logger.data();
  return true;
}

void release_code(JitState& J) {
  delete static_cast<JitRuntime*>(J.runtime);
  J.runtime = nullptr;
}

}  // namespace tpy::jit
