// asm_x64.h — the x86-64 back end's shared core, seen only by its two
// files: asm_x64.cpp (register allocation, instruction selection, and the
// trace layer: guards, exit stubs, snapshots, loops) and asm_func.cpp (the
// function layer: blocks, jumps, block parameters, calls through FuncCtx).
// No other file includes asmjit.
#pragma once
#include <asmjit/x86.h>
#include <cstring>
#include <functional>
#include "jit/func.h"
#include "jit/trace.h"
#include "vm/vm.h"

namespace tpy::jit::x64 {

using namespace asmjit;

const x86::Gp kGprs[] = {x86::rbx, x86::rcx, x86::rsi, x86::rdi, x86::r8, x86::r9,
                         x86::r10, x86::r12, x86::r13, x86::rbp};
constexpr int kNumGprs = sizeof(kGprs) / sizeof(kGprs[0]);
constexpr int kNumXmms = 14;   // xmm0..xmm13
const x86::Gp kRegs = x86::r14, kState = x86::r15;
// The callee-saved registers a trace pushes at entry (six: with the return
// address, rsp is 8 mod 16 inside).
const x86::Gp kSaved[] = {x86::rbx, x86::rbp, x86::r12, x86::r13, x86::r14, x86::r15};
constexpr int kNumSaved = sizeof(kSaved) / sizeof(kSaved[0]);
const x86::Xmm kXs0 = x86::xmm14, kXs1 = x86::xmm15;

inline bool is_float(IrType t) { return t == IrType::Float; }
inline bool fits32(int64_t v) { return v >= INT32_MIN && v <= INT32_MAX; }

class Assembler {
 public:
  // Register allocation and instruction selection work on IR and the
  // locations they give its values, nothing else; a trace (t_) adds its
  // layer (guards, exit stubs, snapshots, the loop), a compiled function
  // (fn_, jit/func.h) its own (blocks, jumps, calls; asm_func.cpp).
  Assembler(JitState& J, Trace& t, x86::Assembler& a)
      : J(J), t_(&t), ir(t.ir), loc_(t.loc), nspill_(t.nspill), a(a), fn_(nullptr) {}
  Assembler(JitState& J, IrBuf& ir, std::vector<Loc>& loc, uint32_t& nspill, x86::Assembler& a, CompiledFunc* fn)
      : J(J), t_(nullptr), ir(ir), loc_(loc), nspill_(nspill), a(a), fn_(fn) {}

  bool allocate(Abort& why);
  bool emit(Abort& why);
  Label linked_label() const { return linked_; }

 private:
  JitState& J;
  Trace* t_;   // null for a compiled function
  IrBuf& ir;
  std::vector<Loc>& loc_;
  uint32_t& nspill_;
  x86::Assembler& a;
  std::vector<int32_t> last_;
  // Where each value's interval starts: its own position in a trace; in a
  // function a block parameter starts at the first jump that sets it.
  std::vector<int32_t> start_;
  // The value whose register each would best have (a parameter it moves
  // into; functions only), else 0.
  std::vector<IRRef> hint_;
  // Each value's live ranges, in positions 2i (instruction i reads) and
  // 2i+1 (it writes), sorted and disjoint (linear_scan).
  std::vector<std::vector<std::pair<int32_t, int32_t>>> ranges_;
  bool function_ranges(Abort& why);
  // Whether v was written before instruction r and is read at or after it
  // (what a call at r must save).
  bool live_across(IRRef v, IRRef r) const {
    for (auto [from, to] : ranges_[v])
      if (from < 2 * r && to >= 2 * r) return true;
    return false;
  }
  std::vector<Label> exit_;
  // Compiled functions (the function layer, "Compiled functions" below).
  CompiledFunc* fn_;
  std::vector<Label> blocks_;
  // The order the function's code is laid out in: the IR's, except that
  // cold blocks (BLOCK with a = kColdBlock) go after the rest. emit_pos_[r]: r's
  // place in it; next_block_[r]: the block code falls into after r.
  std::vector<IRRef> emit_order_;
  std::vector<int32_t> emit_pos_;
  std::vector<int64_t> next_block_;
  IRRef next_emitted(IRRef r) const;   // the first instruction emitted after r, or 0
  std::vector<IRRef> block_ref_;       // each block's BLOCK instruction
  bool emit_rotated_test(IRRef r, int64_t b);
  IRRef skip_jmp_ = 0;     // a JMP a JCC before it took the place of
  IRRef skip_raise_ = 0;   // a RAISE a JCC before it moved out of line
  std::vector<std::pair<Label, int64_t>> cold_raises_;   // (label, FuncError*): emitted after the code
  Label ret_, err_;
  int32_t fn_frame_ = 0;
  int32_t call_pad_ = 8;   // what a call from this code subtracts from rsp first, for 16-byte alignment
  bool allocate_function(Abort& why);
  bool linear_scan(Abort& why);
  bool emit_function(Abort& why);
  void emit_fn_ins(IRRef r, const IrIns& i);
  void emit_fcall(IRRef r, const IrIns& i);
  void emit_call_body(IRRef r, const CallSpec* c);
  void emit_raise(int64_t err);
  void take_result(IRRef r);
  void emit_eload(IRRef r, const IrIns& i);
  void emit_estore(const IrIns& i);
  x86::Mem elem_mem(IRRef addr, uint32_t size);
  void emit_cond_jump(IRRef ra, IRRef rb, int64_t k, Label to);
  void emit_int_unop(IRRef r, const IrIns& i);
  // The masks and float constants the code loads, after the code.
  void emit_constant_pool() {
  a.align(AlignMode::kData, 16);
  if (sign_mask_.isValid()) {
    uint64_t sign[2] = {0x8000000000000000ull, 0}, abs[2] = {0x7fffffffffffffffull, 0};
    a.bind(sign_mask_);
    a.embed(sign, sizeof sign);
    a.bind(abs_mask_);
    a.embed(abs, sizeof abs);
  }
  for (auto& [l, bits] : fconsts_) {
    a.bind(l);
    a.embed(&bits, 8);
  }
  }
  Label loop_, exit_common_, sign_mask_, abs_mask_;
  Label exit_done_;   // loops: the common exit after saving the registers (a complete stub needs none saved)
  std::vector<std::pair<Label, int64_t>> fconsts_;
  std::vector<std::pair<IRRef, IRRef>> phis_;   // (loop-head value, its new value)

  bool needs_loc(IRRef r) const {
    const IrIns& i = ir[r];
    return ir.live[r] && !ir.remat[r] && !folded_[r] && ir_kind(i.op) != 'K' && i.t != IrType::Void;
  }
  // Values emitted as part of their uses, with no register (find_folds).
  std::vector<bool> folded_;
  std::vector<bool> same_tag_;   // FSTOREs of a tag the memory is known to hold already
  void find_folds();
  x86::Mem mem_at(IRRef addr, int64_t off, x86::Gp scratch, uint32_t size);

  // ---- operands
  x86::Mem gpr_slot(int id) { return x86::qword_ptr(kState, (int32_t)(offsetof(ExitState, gpr) + 8 * id)); }
  x86::Mem xmm_slot(int x) { return x86::qword_ptr(kState, (int32_t)(offsetof(ExitState, xmm) + 8 * x)); }
  x86::Mem slot_mem(int64_t slot, int off) { return x86::qword_ptr(kRegs, (int32_t)(slot * 16 + off)); }
  x86::Mem spill_mem(const Loc& l) {
    return x86::qword_ptr(kState, (int32_t)(offsetof(ExitState, spill) + 8 * l.spill));
  }
  Label float_const(int64_t bits) {
    for (auto& [l, b] : fconsts_)
      if (b == bits) return l;
    Label l = a.newLabel();
    fconsts_.push_back({l, bits});
    return l;
  }
  // A general register holding r: its own, or `scratch` loaded.
  x86::Gp gpr(IRRef r, x86::Gp scratch) {
    const IrIns& i = ir[r];
    if (ir_kind(i.op) == 'K') {
      if (i.k == 0) a.xor_(scratch.r32(), scratch.r32());
      else a.mov(scratch, i.k);
      return scratch;
    }
    const Loc& l = loc_[r];
    if (l.kind == Loc::Gpr) return x86::gpq(l.reg);
    a.mov(scratch, spill_mem(l));
    return scratch;
  }
  x86::Xmm xmm(IRRef r, x86::Xmm scratch) {
    const IrIns& i = ir[r];
    if (ir_kind(i.op) == 'K') {
      a.movsd(scratch, x86::ptr(float_const(i.k)));
      return scratch;
    }
    const Loc& l = loc_[r];
    if (l.kind == Loc::Xmm) return x86::xmm(l.reg);
    a.movsd(scratch, spill_mem(l));
    return scratch;
  }
  // Where the result of r is computed: its register, or a scratch register
  // stored to the spill slot afterwards by done_gpr/done_xmm.
  x86::Gp dst_gpr(IRRef r) {
    const Loc& l = loc_[r];
    return l.kind == Loc::Gpr ? x86::gpq(l.reg) : x86::rax;
  }
  void done_gpr(IRRef r, x86::Gp d) {
    if (loc_[r].kind == Loc::Spill) a.mov(spill_mem(loc_[r]), d);
  }
  x86::Xmm dst_xmm(IRRef r) {
    const Loc& l = loc_[r];
    return l.kind == Loc::Xmm ? x86::xmm(l.reg) : kXs0;
  }
  void done_xmm(IRRef r, x86::Xmm d) {
    if (loc_[r].kind == Loc::Spill) a.movsd(spill_mem(loc_[r]), d);
  }
  bool is_k32(IRRef r) const { return ir_kind(ir[r].op) == 'K' && ir[r].op != IrOp::KFLOAT && fits32(ir[r].k); }

  Label exit_for(const IrIns& i) {
    if (!exit_[i.snap].isValid()) exit_[i.snap] = a.newLabel();
    return exit_[i.snap];
  }

  void emit_int_binop(IRRef r, const IrIns& i);
  void emit_float_binop(IRRef r, const IrIns& i);
  void emit_guard(const IrIns& i);
  void ucomisd(IRRef x, IRRef y);   // a constant y from the pool
  void float_jump(Cond c, bool when, IRRef ra, IRRef rb, Label to);
  void emit_cmp(IRRef r, const IrIns& i);
  void emit_floor(IRRef r, const IrIns& i);
  void emit_floor_const(IRRef r, const IrIns& i, int64_t d);
  void emit_ins(IRRef r, const IrIns& i);
  void emit_phi_moves();
  void store_slot(int64_t slot, IRRef v);
  void emit_call_self(IRRef r, const IrIns& i);
  void emit_call_loop(IRRef r, const IrIns& i);
  void save_all_regs();
  void restore_all_regs();
  void emit_func_epilogue();
  void emit_loop_epilogue();
  int32_t func_frame_ = 0;    // function traces: bytes below the pushes (ExitState + spills)
  // Where a parent's exit stub jumps in (Trace::linked): for a loop, after
  // the pushes and the setup of r14/r15; for a function, its body (also
  // what CALLSELF calls): a function trace's stub has dropped its own
  // frame (ExitState, spills) and this one makes its own.
  Label linked_;
  bool emit_snapshot_stores(const Snapshot& snap);
  bool stub_can_store(const Snapshot& snap, bool frames);
  void store_snap_entry(int64_t slot, IRRef ref);
  void emit_frame_stores(const Snapshot& snap, Label slow);
  void clear_unlisted(const Snapshot& snap, uint32_t snap_no);
  void clear_slot(int64_t slot);
  struct Arg {
    enum Kind { Ref, Imm, Regs } kind;
    int64_t v;
    static Arg ref(IRRef r) { return Arg{Ref, r}; }
    static Arg imm(int64_t x) { return Arg{Imm, x}; }
  };
  // status: the helper returns a bool, tested (ZF set: false) before the
  // registers come back; r gets nothing.
  void emit_call(IRRef r, const void* fn, std::initializer_list<Arg> args, bool status = false);
  struct LiveRegs {
    uint32_t gprs = 0;   // bit k: machine register id k
    uint32_t xmms = 0;   // bit x: xmm x
  };
  LiveRegs live_regs(IRRef r, bool all = false);
  void save_regs(LiveRegs live);
  void restore_regs(LiveRegs live);
};

// Records asmjit's first error (checked after emission).
class ErrorCatcher : public ErrorHandler {
 public:
  Error err = kErrorOk;
  void handleError(Error e, const char*, BaseEmitter*) override { err = e; }
};

}  // namespace tpy::jit::x64
