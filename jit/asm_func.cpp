// asm_func.cpp — the x86-64 back end's function layer (jit/func.h): what
// only compiled functions need above the instruction selection and linear
// scan they share with traces (jit/asm_x64.h): intervals over blocks,
// jumps with their block parameters' parallel moves, arguments and calls
// through the FuncCtx in r14, RAISE and one way out for errors; and
// assemble_function. Functions have no snapshots and no exits.
#include <cmath>
#include "jit/asm_x64.h"

namespace tpy::jit {

using namespace asmjit;

namespace x64 {

// ---- Compiled functions (jit/func.h): what only functions need, above the
// instruction selection traces share: blocks and jumps, block parameters
// moved in parallel at each jump (emit_phi_moves, as a trace's back-edge),
// arguments and calls through the FuncCtx in r14, one way out for errors.
// No snapshots and no exits. Spill slots and the helpers' register saves
// live in an ExitState-shaped area on the machine stack (r15), as in a
// function trace.

bool Assembler::allocate_function(Abort& why) {
  size_t n = ir.ins.size();
  folded_.assign(n, false);
  same_tag_.assign(n, false);
  loc_.assign(n, Loc());
  hint_.assign(n, 0);
  // An element address only loads and stores use is their addressing
  // mode (base + index * size): no register; its operands live to there.
  std::vector<bool> other_use(n, false), read(n, false);
  for (size_t i = 1; i < n; i++) {
    const IrIns& in = ir[(IRRef)i];
    if (!ir.live[i]) continue;
    bool addr = in.op == IrOp::ELOAD || in.op == IrOp::ESTORE;
    for (IRRef v : {in.op == IrOp::BSET ? 0 : in.a, in.b, ir_ref_k(in)})
      if (v > 0) {
        read[v] = true;
        bool foldable = (addr && v == in.a && v != in.b) || (in.op == IrOp::SEL && v == ir_ref_k(in) && v != in.a && v != in.b);
        if (!foldable) other_use[v] = true;
      }
    if (in.op == IrOp::BSET && in.a && in.b > 0 && !ir.is_const(in.b)) hint_[in.b] = in.a;
  }
  for (size_t i = 1; i < n; i++) {
    const IrIns& in = ir[(IRRef)i];
    // An element address only loads and stores use, a compare only
    // selects use (its flags feed their cmov), an argument word nothing
    // reads (not loaded).
    bool int_cmp = in.op == IrOp::CMP && !is_float(ir.type(in.a));
    folded_[i] = ir.live[i] && (((in.op == IrOp::IDX || int_cmp) && !other_use[i] && read[i]) || (in.op == IrOp::ARG && !read[i]));
  }
  // An index plus a constant that only folded addresses use is their
  // displacement (a[i + 1]: [base + i*8 + 8], no add).
  std::vector<bool> index_only(n, true);
  for (size_t u = 1; u < n; u++) {
    const IrIns& in = ir[(IRRef)u];
    if (!ir.live[u]) continue;
    bool folded_idx = in.op == IrOp::IDX && folded_[u];
    for (IRRef v : {in.op == IrOp::BSET ? 0 : in.a, in.b, ir_ref_k(in)}) {
      if (v <= 0) continue;
      bool ok = folded_idx && v == in.b && v != in.a && ir[v].op == IrOp::ADD && is_k32(ir[v].b) &&
                fits32(ir[ir[v].b].k * in.k);
      if (!ok) index_only[v] = false;
    }
  }
  for (size_t i = 1; i < n; i++) {
    const IrIns& in = ir[(IRRef)i];
    if (ir.live[i] && in.op == IrOp::ADD && in.t == IrType::Int && read[i] && index_only[i] && !ir.is_const(in.a))
      folded_[i] = true;
  }
  if (!function_ranges(why)) return false;
  return linear_scan(why);
}

// Liveness over the blocks (a backward dataflow to a fixpoint), then each
// value's ranges in positions 2i (instruction i reads) and 2i+1 (it
// writes). A block parameter is written at each jump that sets it (its
// BSETs move there) and lives from there; where no move sets it (a loop
// carrying it unchanged), it is live through. A value is live only where
// some path still reads it: a loop's accumulator used after the loop has
// a hole between its last use in the body and the back-edge, where the
// register can hold its next value.
bool Assembler::function_ranges(Abort& why) {
  size_t n = ir.ins.size();
  // Segments: the entry code, then each BLOCK to the next.
  std::vector<IRRef> seg_start{1};
  std::vector<int64_t> seg_of_block;
  for (IRRef r = 1; r < (IRRef)n; r++) {
    if (ir[r].op != IrOp::BLOCK) continue;
    if ((size_t)ir[r].k >= seg_of_block.size()) seg_of_block.resize(ir[r].k + 1, -1);
    seg_of_block[ir[r].k] = (int64_t)seg_start.size();
    seg_start.push_back(r);
  }
  size_t nseg = seg_start.size();
  auto seg_end = [&](size_t sg) { return sg + 1 < nseg ? seg_start[sg + 1] : (IRRef)n; };
  size_t words = (n + 63) / 64;
  std::vector<std::vector<uint64_t>> live_in(nseg, std::vector<uint64_t>(words, 0));
  auto tracked = [&](IRRef v) { return v > 0 && (size_t)v < n && !ir.is_const(v) && !folded_[v]; };
  // The operands instruction r reads (a folded address: its base and index).
  auto reads = [&](IRRef r, auto&& f) {
    const IrIns& in = ir[r];
    if (in.op == IrOp::BSET) {
      if (in.a) f(in.b);
      return;
    }
    for (IRRef v : {in.a, in.b, ir_ref_k(in)}) {
      if (v > 0 && folded_[v] && (ir[v].op == IrOp::IDX || ir[v].op == IrOp::CMP)) {
        f(ir[v].a);
        IRRef b = ir[v].b;
        f(b > 0 && folded_[b] && ir[b].op == IrOp::ADD ? ir[b].a : b);   // a folded index + constant
      } else {
        f(v);
      }
    }
  };
  // Each JMP's BSETs (those since the previous jump in its block).
  std::vector<std::vector<IRRef>> moves_of(n);
  std::vector<IRRef> pending;
  for (IRRef r = 1; r < (IRRef)n; r++) {
    const IrIns& in = ir[r];
    if (!ir.live[r]) continue;
    if (in.op == IrOp::BSET && in.a) pending.push_back(r);
    if (in.op == IrOp::JMP) moves_of[r] = std::move(pending);
    if (in.op == IrOp::JMP || in.op == IrOp::BLOCK || in.op == IrOp::RET || in.op == IrOp::RAISE) pending.clear();
  }
  auto target_seg = [&](const IrIns& in) -> int64_t {
    int64_t b = in.op == IrOp::JMP ? in.k : in.k >> 8;
    return (size_t)b < seg_of_block.size() ? seg_of_block[b] : -1;
  };
  auto defines = [&](IRRef r) {
    const IrIns& in = ir[r];
    return in.t != IrType::Void && in.op != IrOp::BPARAM && ir_kind(in.op) != 'K';
  };
  // Walks segment sg backward from its live-out; visit(kind, v, pos):
  // kind 0 = v becomes live at pos (a read, or live across a jump), 1 = v
  // is written at pos.
  auto walk = [&](size_t sg, std::vector<uint64_t>& live, auto&& visit) {
    for (IRRef r = seg_end(sg) - 1; r >= seg_start[sg]; r--) {
      const IrIns& in = ir[r];
      if (!ir.live[r] || ir.is_const(r)) continue;
      auto set = [&](IRRef v, int32_t pos) {
        if (!tracked(v)) return;
        if (!(live[v >> 6] >> (v & 63) & 1)) visit(0, v, pos);
        live[v >> 6] |= 1ull << (v & 63);
      };
      auto kill = [&](IRRef v, int32_t pos) {
        if (!tracked(v)) return;
        visit(1, v, pos);
        live[v >> 6] &= ~(1ull << (v & 63));
      };
      if (in.op == IrOp::JMP || in.op == IrOp::JCC) {
        int64_t ts = target_seg(in);
        if (ts >= 0)
          for (size_t w = 0; w < words; w++)
            for (uint64_t bits = live_in[ts][w]; bits; bits &= bits - 1) {
              IRRef v = (IRRef)(w * 64 + __builtin_ctzll(bits));
              set(v, in.op == IrOp::JMP ? 2 * r + 1 : 2 * r);
            }
        if (in.op == IrOp::JCC) {
          reads(r, [&](IRRef v) { set(v, 2 * r); });
          continue;
        }
        // The jump's moves, in parallel: every parameter written (2r+1)
        // after every value read (2r).
        for (IRRef b : moves_of[r]) kill(ir[b].a, 2 * r + 1);
        for (IRRef b : moves_of[r]) set(ir[b].b, 2 * r);
        continue;
      }
      if (in.op == IrOp::BSET) continue;   // with its jump
      if (in.op == IrOp::BLOCK || in.op == IrOp::BPARAM) continue;
      if (defines(r)) kill(r, 2 * r + 1);
      reads(r, [&](IRRef v) { set(v, 2 * r); });
    }
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t sg = nseg; sg-- > 0;) {
      std::vector<uint64_t> live(words, 0);
      walk(sg, live, [](int, IRRef, int32_t) {});
      if (live != live_in[sg]) {
        live_in[sg] = std::move(live);
        changed = true;
      }
    }
  }
  // A value live at the entry is a parameter some path leaves unset (a
  // variable unbound there, never read on that path): it lives from the start.
  // The ranges: per segment, each value from where it is written (or the
  // segment's start) to where it was last found live.
  ranges_.assign(n, {});
  std::vector<int32_t> end(n, -1);
  for (size_t sg = 0; sg < nseg; sg++) {
    std::vector<uint64_t> live(words, 0);
    std::vector<IRRef> open;
    walk(sg, live, [&](int kind, IRRef v, int32_t pos) {
      if (kind == 0) {
        end[v] = pos;
        open.push_back(v);
      } else if (end[v] >= 0) {
        ranges_[v].push_back({pos, end[v]});
        end[v] = -1;
      } else {
        ranges_[v].push_back({pos, pos});   // written, never read: still needs a home
      }
    });
    for (IRRef v : open)
      if (end[v] >= 0) {
        ranges_[v].push_back({2 * seg_start[sg], end[v]});
        end[v] = -1;
      }
  }
  start_.assign(n, 0);
  last_.assign(n, -1);
  for (size_t v = 1; v < n; v++) {
    auto& rs = ranges_[v];
    if (rs.empty()) continue;
    std::sort(rs.begin(), rs.end());
    size_t k = 0;
    for (size_t q = 1; q < rs.size(); q++) {
      if (rs[q].first <= rs[k].second + 1) rs[k].second = std::max(rs[k].second, rs[q].second);
      else rs[++k] = rs[q];
    }
    rs.resize(k + 1);
    start_[v] = rs.front().first;
    last_[v] = rs.back().second;
  }
  return true;
}

bool Assembler::emit_function(Abort& why) {
  size_t n = ir.ins.size();
  int64_t nblocks = 0;
  for (size_t i = 1; i < n; i++) {
    const IrIns& in = ir[(IRRef)i];
    if (in.op == IrOp::BLOCK || in.op == IrOp::JMP) nblocks = std::max(nblocks, in.k + 1);
    if (in.op == IrOp::JCC) nblocks = std::max(nblocks, (in.k >> 8) + 1);
  }
  blocks_.clear();
  for (int64_t b = 0; b < nblocks; b++) blocks_.push_back(a.newLabel());
  // Hot code first, cold blocks after it: the usual way through a rarely
  // taken branch then falls through instead of jumping over its code.
  emit_order_.clear();
  std::vector<IRRef> cold;
  bool in_cold = false;
  for (size_t r = 1; r < n; r++) {
    const IrIns& in = ir[(IRRef)r];
    if (in.op == IrOp::BLOCK) in_cold = in.a == kColdBlock;
    if (ir_kind(in.op) == 'K' || !ir.live[r]) continue;
    (in_cold ? cold : emit_order_).push_back((IRRef)r);
  }
  emit_order_.insert(emit_order_.end(), cold.begin(), cold.end());
  emit_pos_.assign(n, -1);
  block_ref_.assign(nblocks, 0);
  for (size_t p = 0; p < emit_order_.size(); p++) {
    IRRef r = emit_order_[p];
    emit_pos_[r] = (int32_t)p;
    if (ir[r].op == IrOp::BLOCK) block_ref_[ir[r].k] = r;
  }
  next_block_.assign(n, -1);
  IRRef after = 0;
  for (size_t p = emit_order_.size(); p-- > 0;) {
    IRRef r = emit_order_[p];
    const IrIns& in = ir[r];
    bool emits_nothing = in.op == IrOp::BPARAM || (in.op == IrOp::BSET && !in.a);
    next_block_[r] = after ? ir[after].k : -1;
    if (in.op == IrOp::BLOCK) after = r;
    else if (!emits_nothing) after = 0;
  }
  ret_ = a.newLabel();
  err_ = a.newLabel();
  // The entry from C++ saves its caller's registers and calls the body
  // (linked_: CompiledFunc::body, what compiled callers call), which
  // saves none. 8 bytes keep the body's stack as a trace's: 8 mod 16.
  linked_ = a.newLabel();
  for (auto g : kSaved) a.push(g);
  a.mov(kRegs, x86::rdi);
  a.sub(x86::rsp, 8);
  a.call(linked_);
  a.add(x86::rsp, 8);
  emit_loop_epilogue();
  a.ret();
  a.bind(linked_);
  // The frame is 8 mod 16 bytes: calls from the body need no padding.
  fn_frame_ = (int32_t)((offsetof(ExitState, spill) + 8 * nspill_ + 15) & ~(size_t)15) + 8;
  call_pad_ = 0;
  a.sub(x86::rsp, fn_frame_);
  a.mov(kState, x86::rsp);
  for (IRRef r : emit_order_) {
    const IrIns& i = ir[r];
    if (J.dump_asm) a.commentf("%04d %s", (int)r, ir_name(i.op));
    emit_ins(r, i);
  }
  for (auto [label, err] : cold_raises_) {
    a.bind(label);
    emit_raise(err);
  }
  a.bind(err_);   // the failure is in FuncCtx::failed; rax means nothing
  a.bind(ret_);
  a.add(x86::rsp, fn_frame_);
  a.ret();
  emit_constant_pool();
  (void)why;
  return true;
}

// A jump back to a block that only tests (a loop's header: parameters,
// then JCC T and JMP F with no moves) does the test itself, after its
// moves: "unless the condition holds, go to F", then T. A loop then
// takes one branch per iteration, not a jump back and the test's.
bool Assembler::emit_rotated_test(IRRef r, int64_t b) {
  if ((size_t)b >= block_ref_.size() || !block_ref_[b] || emit_pos_[block_ref_[b]] > emit_pos_[r]) return false;
  IRRef jcc = next_emitted(block_ref_[b]);
  while (jcc && (ir[jcc].op == IrOp::BPARAM || (ir[jcc].op == IrOp::BSET && !ir[jcc].a))) jcc = next_emitted(jcc);
  if (!jcc || ir[jcc].op != IrOp::JCC) return false;
  IRRef jmp = next_emitted(jcc);
  if (!jmp || ir[jmp].op != IrOp::JMP) return false;
  const IrIns& test = ir[jcc];
  emit_cond_jump(test.a, test.b, test.k & 15, blocks_[ir[jmp].k]);   // (a guard's sense: jumps when it fails)
  if (next_block_[r] != (test.k >> 8)) a.jmp(blocks_[test.k >> 8]);
  return true;
}

IRRef Assembler::next_emitted(IRRef r) const {
  size_t p = (size_t)emit_pos_[r] + 1;
  return p < emit_order_.size() ? emit_order_[p] : 0;
}

void Assembler::emit_fn_ins(IRRef r, const IrIns& i) {
  auto ctx_word = [](size_t off, int64_t k) { return x86::qword_ptr(kRegs, (int32_t)(off + 8 * k)); };
  switch (i.op) {
    case IrOp::ARG: {
      if (!needs_loc(r)) break;
      if (i.k < 0) {   // the FuncCtx itself
        x86::Gp d = dst_gpr(r);
        a.mov(d, kRegs);
        done_gpr(r, d);
      } else if (is_float(i.t)) {
        x86::Xmm d = dst_xmm(r);
        a.movsd(d, ctx_word(offsetof(FuncCtx, args), i.k));
        done_xmm(r, d);
      } else {
        x86::Gp d = dst_gpr(r);
        a.mov(d, ctx_word(offsetof(FuncCtx, args), i.k));
        done_gpr(r, d);
      }
      break;
    }
    case IrOp::GPUIDX: {   // the simulator's thread keeps them in its FuncCtx
      if (!needs_loc(r)) break;
      x86::Gp d = dst_gpr(r);
      a.mov(d, ctx_word(offsetof(FuncCtx, gpu), i.k));
      done_gpr(r, d);
      break;
    }
    case IrOp::BLOCK: a.bind(blocks_[i.k]); break;
    case IrOp::BPARAM: break;
    case IrOp::BSET:
      if (i.a) phis_.push_back({i.a, i.b});
      break;
    case IrOp::JMP:
      emit_phi_moves();
      if (next_block_[r] == i.k || skip_jmp_ == r) break;   // it falls through
      if (!emit_rotated_test(r, i.k)) a.jmp(blocks_[i.k]);
      break;
    case IrOp::JCC: {
      // "JCC T; JMP F; T:" is "unless the condition holds, go to F; T:".
      IRRef j = next_emitted(r);
      // "JCC T; RAISE; T:" (a check): the raise goes out of line, after
      // the code, and the usual way falls through.
      IRRef after = j ? next_emitted(j) : 0;
      if (j && ir[j].op == IrOp::RAISE && after && ir[after].op == IrOp::BLOCK && ir[after].k == (i.k >> 8) &&
          phis_.empty()) {
        Label cold = a.newLabel();
        emit_cond_jump(i.a, i.b, i.k & 15, cold);   // (a guard's sense: leaves when the condition fails)
        cold_raises_.push_back({cold, ir[j].k});
        skip_raise_ = j;
        break;
      }
      if (j && ir[j].op == IrOp::JMP && next_block_[j] == (i.k >> 8) && phis_.empty()) {
        bool moves = false;
        for (IRRef q = r + 1; q < j; q++) moves |= ir[q].op == IrOp::BSET && ir[q].a;
        if (!moves) {
          emit_cond_jump(i.a, i.b, i.k & 15, blocks_[ir[j].k]);
          skip_jmp_ = j;
          break;
        }
      }
      emit_cond_jump(i.a, i.b, (i.k & 15) ^ kCondNot, blocks_[i.k >> 8]);
      break;
    }
    case IrOp::XARG: {
      x86::Mem m = ctx_word(offsetof(FuncCtx, args), i.k);
      if (is_float(ir.type(i.a))) a.movsd(m, xmm(i.a, kXs0));
      else if (is_k32(i.a)) a.mov(m, Imm(ir[i.a].k));
      else a.mov(m, gpr(i.a, x86::rax));
      break;
    }
    case IrOp::CALLX: {
      auto* c = reinterpret_cast<const CallSpec*>(i.k);
      if (c->entry_slot) emit_call_body(r, c);
      else emit_call(r, c->fn, {Arg{Arg::Regs, 0}});
      if (c->caught) break;   // in a try region: the IR tests FuncCtx::failed itself
      a.cmp(x86::qword_ptr(kRegs, (int32_t)offsetof(FuncCtx, failed)), 0);
      a.jne(err_);
      break;
    }
    case IrOp::RAISE:
      if (skip_raise_ != r) emit_raise(i.k);
      break;
    case IrOp::RET:
      if (i.a && is_float(ir.type(i.a))) {
        a.movq(x86::rax, xmm(i.a, kXs0));
      } else if (i.a) {
        x86::Gp v = gpr(i.a, x86::rax);
        if (v != x86::rax) a.mov(x86::rax, v);
      }
      a.jmp(ret_);
      break;
    default: break;
  }
}

// RAISE: the exception set, then out with the error. Nothing comes back
// here, so no register is saved.
void Assembler::emit_raise(int64_t err) {
  a.lea(x86::rdi, x86::ptr(kRegs));
  a.mov(x86::rsi, err);
  a.mov(x86::rax, (uint64_t)(uintptr_t)&jit_fn_raise);
  a.call(x86::rax);
  a.jmp(err_);
}

// A call of a compiled function's body (itself: directly), which keeps
// no register but r14 and rsp: every live one is saved around it, and r15
// (the callee's frame) points at this frame again after.
void Assembler::emit_call_body(IRRef r, const CallSpec* c) {
  LiveRegs live = live_regs(r, true);
  save_regs(live);
  if (c->entry_slot == &fn_->body) {
    a.call(linked_);
  } else {
    a.mov(x86::rax, (uint64_t)(uintptr_t)c->entry_slot);
    a.call(x86::qword_ptr(x86::rax));
  }
  a.mov(kState, x86::rsp);
  restore_regs(live);
  take_result(r);
}

// The other operations only compiled functions use (traces never emit them).
void Assembler::emit_int_unop(IRRef r, const IrIns& i) {
  if (!needs_loc(r)) return;
  switch (i.op) {
    case IrOp::NEG: {
      x86::Gp d = dst_gpr(r);
      x86::Gp A = gpr(i.a, x86::rax);
      if (d != A) a.mov(d, A);
      a.neg(d);
      done_gpr(r, d);
      break;
    }
    case IrOp::UDIV: {
      x86::Gp B = gpr(i.b, x86::r11);
      if (B == x86::rax || B == x86::rdx) { a.mov(x86::r11, B); B = x86::r11; }
      x86::Gp A = gpr(i.a, x86::rax);
      if (A != x86::rax) a.mov(x86::rax, A);
      a.xor_(x86::edx, x86::edx);
      a.div(B);
      x86::Gp d = dst_gpr(r);
      x86::Gp res = i.k ? x86::rdx : x86::rax;
      if (d != res) a.mov(d, res);
      done_gpr(r, d);
      break;
    }
    case IrOp::IDX: {
      if (folded_[r]) break;   // the loads' and stores' addressing mode
      x86::Gp A = gpr(i.a, x86::rax);
      x86::Gp B = gpr(i.b, x86::rdx);
      x86::Gp d = dst_gpr(r);
      a.lea(d, x86::ptr(A, B, (uint32_t)__builtin_ctzll((uint64_t)i.k)));
      done_gpr(r, d);
      break;
    }
    case IrOp::UTOF: {
      x86::Xmm d = dst_xmm(r);
      x86::Gp A = gpr(i.a, x86::rax);
      if (A != x86::rax) a.mov(x86::rax, A);
      Label big = a.newLabel(), done = a.newLabel();
      a.xorps(d, d);
      a.test(x86::rax, x86::rax);
      a.js(big);
      a.cvtsi2sd(d, x86::rax);
      a.jmp(done);
      a.bind(big);   // halve with the low bit kept (round to odd), convert, double
      a.mov(x86::rdx, x86::rax);
      a.shr(x86::rdx, 1);
      a.and_(x86::eax, 1);
      a.or_(x86::rdx, x86::rax);
      a.cvtsi2sd(d, x86::rdx);
      a.addsd(d, d);
      a.bind(done);
      done_xmm(r, d);
      break;
    }
    case IrOp::FTOI: {
      x86::Gp d = dst_gpr(r);
      a.cvttsd2si(d, xmm(i.a, kXs0));
      done_gpr(r, d);
      break;
    }
    case IrOp::TOF32: {
      x86::Xmm d = dst_xmm(r);
      a.cvtsd2ss(kXs1, xmm(i.a, kXs0));
      a.cvtss2sd(d, kXs1);
      done_xmm(r, d);
      break;
    }
    case IrOp::KMOV: {
      x86::Gp d = dst_gpr(r);
      a.mov(d, ir[i.a].k);
      done_gpr(r, d);
      break;
    }
    case IrOp::SEL: {
      // d = k ? a : b: operands loaded, then the test (a move keeps the
      // flags): k itself, or the compare folded into this select.
      x86::Gp A = gpr(i.a, x86::rax), B = gpr(i.b, x86::rdx);
      x86::Gp d = dst_gpr(r);
      IRRef k = (IRRef)i.k;
      Cond c = Cond::NE;
      if (folded_[k]) {
        const IrIns& cmp = ir[k];
        IRRef x = cmp.a, y = cmp.b;
        c = (Cond)cmp.k;
        if (ir.is_const(x) && !ir.is_const(y)) { std::swap(x, y); c = swap_operands(c); }
        x86::Gp X = gpr(x, x86::r11);
        if (is_k32(y)) a.cmp(X, Imm(ir[y].k));
        else if (ir.is_const(y)) a.cmp(X, x86::qword_ptr(float_const(ir[y].k)));   // a wide constant, from the pool
        else if (loc_[y].kind == Loc::Gpr) a.cmp(X, x86::gpq(loc_[y].reg));
        else a.cmp(X, spill_mem(loc_[y]));
      } else {
        x86::Gp C = gpr(k, x86::r11);
        a.test(C, C);
      }
      auto cmov = [&](Cond when, x86::Gp to, x86::Gp from) {
        switch (when) {
          case Cond::LT: a.cmovl(to, from); break;
          case Cond::LE: a.cmovle(to, from); break;
          case Cond::EQ: a.cmove(to, from); break;
          case Cond::NE: a.cmovne(to, from); break;
          case Cond::GT: a.cmovg(to, from); break;
          case Cond::GE: a.cmovge(to, from); break;
        }
      };
      if (d == A) {
        cmov(negate(c), d, B);
      } else {
        if (d != B) a.mov(d, B);
        cmov(c, d, A);
      }
      done_gpr(r, d);
      break;
    }
    case IrOp::FMIN: case IrOp::FMAX: {
      // Python's min(a, b) is b < a ? b : a, which is minsd(b, a)
      // (minsd answers its second operand when unordered); max alike.
      x86::Xmm A = xmm(i.a, kXs0);
      x86::Xmm B = xmm(i.b, kXs1);
      if (B != kXs1) a.movaps(kXs1, B);
      if (i.op == IrOp::FMIN) a.minsd(kXs1, A);
      else a.maxsd(kXs1, A);
      x86::Xmm d = dst_xmm(r);
      a.movaps(d, kXs1);
      done_xmm(r, d);
      break;
    }
    default: break;
  }
}

// A libm function: every live XMM register is saved (all are
// caller-saved), the operands come from the saved copies.
void Assembler::emit_fcall(IRRef r, const IrIns& i) {
  LiveRegs live = live_regs(r);
  save_regs(live);
  auto load = [&](IRRef v, x86::Xmm to) {
    if (ir.is_const(v)) a.movsd(to, x86::ptr(float_const(ir[v].k)));
    else if (loc_[v].kind == Loc::Xmm) a.movsd(to, xmm_slot(loc_[v].reg));
    else a.movsd(to, spill_mem(loc_[v]));
  };
  load(i.a, x86::xmm0);
  if (i.b) load(i.b, x86::xmm1);
  a.mov(x86::rax, (uint64_t)(uintptr_t)math_fn_ptr((MathFn)i.k));
  a.call(x86::rax);
  a.movaps(kXs0, x86::xmm0);
  restore_regs(live);
  if (!needs_loc(r)) return;
  x86::Xmm d = dst_xmm(r);
  a.movaps(d, kXs0);
  done_xmm(r, d);
}

// The element at addr: base + index * size when the IDX is folded.
x86::Mem Assembler::elem_mem(IRRef addr, uint32_t size) {
  if (!folded_[addr]) return x86::ptr(gpr(addr, x86::rax), 0, size);
  const IrIns& x = ir[addr];
  uint32_t shift = (uint32_t)__builtin_ctzll((uint64_t)x.k);
  if (is_k32(x.b) && fits32(ir[x.b].k * x.k)) return x86::ptr(gpr(x.a, x86::rax), (int32_t)(ir[x.b].k * x.k), size);
  if (folded_[x.b]) {   // index + constant (allocate_function)
    const IrIns& add = ir[x.b];
    return x86::ptr(gpr(x.a, x86::rax), gpr(add.a, x86::r11), shift, (int32_t)(ir[add.b].k * x.k), size);
  }
  return x86::ptr(gpr(x.a, x86::rax), gpr(x.b, x86::r11), shift, 0, size);
}

void Assembler::emit_eload(IRRef r, const IrIns& i) {
  if (!needs_loc(r)) return;
  DType dt = (DType)i.k;
  if (is_float(i.t)) {
    x86::Xmm d = dst_xmm(r);
    if (dt == DType::Float32) a.cvtss2sd(d, elem_mem(i.a, 4));
    else a.movsd(d, elem_mem(i.a, 8));
    done_xmm(r, d);
    return;
  }
  x86::Gp d = dst_gpr(r);
  switch (dt) {
    case DType::Bool: case DType::UInt8: a.movzx(d.r32(), elem_mem(i.a, 1)); break;
    case DType::Int8: a.movsx(d, elem_mem(i.a, 1)); break;
    case DType::Int16: a.movsx(d, elem_mem(i.a, 2)); break;
    case DType::UInt16: a.movzx(d.r32(), elem_mem(i.a, 2)); break;
    case DType::Int32: a.movsxd(d, elem_mem(i.a, 4)); break;
    case DType::UInt32: a.mov(d.r32(), elem_mem(i.a, 4)); break;
    default: a.mov(d, elem_mem(i.a, 8)); break;
  }
  done_gpr(r, d);
}

void Assembler::emit_estore(const IrIns& i) {
  DType dt = (DType)i.k;
  uint32_t size = (uint32_t)dtype_size(dt);
  if (dt == DType::Float32 || dt == DType::Float64) {
    x86::Xmm v = xmm(i.b, kXs0);
    if (dt == DType::Float32) {
      a.cvtsd2ss(kXs1, v);
      a.movss(elem_mem(i.a, 4), kXs1);
    } else {
      a.movsd(elem_mem(i.a, 8), v);
    }
    return;
  }
  if (is_k32(i.b)) {   // a constant: stored as an immediate of the element's width
    int64_t k = ir[i.b].k;
    k = size == 1 ? (int8_t)k : size == 2 ? (int16_t)k : (int32_t)k;
    a.mov(elem_mem(i.a, size), Imm(k));
    return;
  }
  x86::Gp v = gpr(i.b, x86::rdx);
  switch (size) {
    case 1: a.mov(elem_mem(i.a, 1), v.r8()); break;
    case 2: a.mov(elem_mem(i.a, 2), v.r16()); break;
    case 4: a.mov(elem_mem(i.a, 4), v.r32()); break;
    default: a.mov(elem_mem(i.a, 8), v); break;
  }
}

}  // namespace x64

using x64::Assembler;
using x64::ErrorCatcher;

bool assemble_function(VM& vm, CompiledFunc* f, std::string& why, std::string* asm_text) {
  // One code area for every compiled function of the process: they live
  // as long as their dispatchers, which may outlive a VM's tracing JIT.
  static JitRuntime* rt = new JitRuntime();
  JitState J(vm);
  J.params.maxspill = 1 << 15;
  bool dump_ir = vm.jit && vm.jit->dump_ir, dump_asm = vm.jit && vm.jit->dump_asm;
  std::string text;
  if (dump_asm && !asm_text) asm_text = &text;
  J.dump_asm = asm_text != nullptr;
  IrBuf ir = std::move(f->ir);
  ir.dce();
  std::vector<Loc> loc;
  uint32_t nspill = 0;
  CodeHolder code;
  code.init(rt->environment());
  ErrorCatcher errors;
  code.setErrorHandler(&errors);
  StringLogger logger;
  if (asm_text) code.setLogger(&logger);
  x86::Assembler a(&code);
  Assembler as(J, ir, loc, nspill, a, f);
  Abort ab = Abort::ASM_FAILED;
  bool ok = as.allocate(ab) && as.emit(ab) && errors.err == kErrorOk;
  f->ir = std::move(ir);
  if (!ok) {
    why = std::string("code generation failed (") + (errors.err ? DebugUtils::errorAsString(errors.err) : "registers") + ")";
    return false;
  }
  void* fn = nullptr;
  if (rt->add(&fn, &code) != kErrorOk) {
    why = "code generation failed (out of executable memory)";
    return false;
  }
  f->entry = reinterpret_cast<uint64_t (*)(FuncCtx*)>(fn);
  f->body = static_cast<char*>(fn) + code.labelOffsetFromBase(as.linked_label());
  f->code_size = code.codeSize();
  if (asm_text) *asm_text = logger.data();
  if (dump_ir || dump_asm) {
    std::string head = "---- compiled function (";
    for (size_t k = 0; k < f->args.size(); k++) head += (k ? ", " : "") + type_name(f->args[k]);
    head += ") -> " + type_name(f->ret) + "\n";
    fprintf(stderr, "%s%s%s", head.c_str(), dump_ir ? f->ir.dump().c_str() : "", dump_asm ? asm_text->c_str() : "");
  }
  return true;
}

}  // namespace tpy::jit
