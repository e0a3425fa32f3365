// record.h — the trace recorder's class, shared by record.cpp (the
// instructions) and record_native.cpp (calls of built-ins from the trace).
// What the recorder does: record.cpp's opening comment.
#pragma once
#include <memory>
#include <vector>
#include "jit/func.h"
#include "jit/trace.h"
#include "vm/frame.h"

namespace tpy::jit {

// Built-ins the trace calls (CALLN) for operations of the interpreter's
// own (record_native.cpp): each a NativeDef and, where one pays, a direct
// entry the trace calls instead of the generic CallArgs path (valid because
// the recorder guards the arguments' types before it emits the call).
struct TraceNative {
  NativeDef def;
  NativeEntry entry = nullptr;
};
extern const TraceNative kStrConcat, kStrIndex, kStrIterNext, kDictLoad, kDictStore;
extern const TraceNative kStrCompare[6];   // by CmpOpKind, Lt..GtE
extern const TraceNative kStrContains[2];  // in, not in

class Recorder {
 public:
  Recorder(JitState& j, Frame* f, uint32_t start, uint32_t jump, Trace* parent, uint32_t parent_snap)
      : J(j), frame(loop_frame(f, parent, parent_snap)), code(frame->code), parent_(parent) {
    f = frame;
    t = std::make_unique<Trace>();
    t->code = code;
    t->start_pc = parent ? parent->root->start_pc : start;
    t->jump_pc = jump;
    t->side_pc = start;
    // A `continue` is a second back-edge to the same header: the loop
    // reaches to the last of them.
    loop_end_ = t->jump_pc;
    for (uint32_t k = t->jump_pc + 1; jump != kFuncJump && k < code->code.size(); k++)
      if (code->code[k].op == Op::JUMP_BACKWARD && code->code[k].target() == t->start_pc) loop_end_ = k;
    t->globals = f->globals;
    t->func = parent ? parent->func : jump == kFuncJump;
    t->gen = parent ? parent->gen : jump == kGenJump;
    slot.assign((size_t)code->nregs, 0);
    state.assign((size_t)code->nregs, 0);
    if (parent && !parent->func) inherit_frames(parent->ir.snaps[parent_snap].nframes);
    if (t->func)   // module namespaces and classes: traces only read them
      ir().untouched_classes = {mem_class<Dict>(), mem_class<DictEntry>(), mem_class<TypeObject>()};
    if ((t->func || t->gen) && !parent) {
      // Leave at the entry while a collection or an interrupt is pending:
      // native recursion never reaches the interpreter's safepoints, nor
      // does a resume trace (it runs through its loop's back-edge).
      snap(t->func ? 0 : start);
      ir().emit(IrOp::POLL, IrType::Void);
    }
  }

  bool step(Frame* f, uint32_t pc, std::unique_ptr<Trace>& done, Abort& why);

 private:
  enum SlotState : uint8_t { Untouched, Loaded, Written, LoadedThenWritten };
  JitState& J;
  Frame* frame;
  Code* code;
  Trace* parent_;             // side traces: the trace whose exit this starts at
  std::unique_ptr<Trace> t;
  std::vector<IRRef> slot;
  std::vector<uint8_t> state;
  bool snap_dirty = true;
  uint32_t snap_pc = UINT32_MAX;
  uint32_t pc = 0;
  // Inlined Python calls, innermost last: their frames and registers.
  struct Inlined {
    Frame* f;
    Function* fn;
    Code* code;
    std::vector<IRRef> slot;
    uint32_t call_pc;   // the CALL in the caller
    uint16_t ret_reg;   // the caller's register receiving the result
    bool ctor;          // __init__ of a class call: the result is the instance already there
    // A frame the side trace started in (its parent's exit was inside this
    // call): its registers sit in memory, `base` registers above the loop
    // frame's, and are loaded (SLOAD) on first use; -1 for calls inlined here.
    int32_t base = -1;
  };
  std::vector<Inlined> inl;
  // A call recorded but not yet entered: the callee's code and arguments.
  Code* pending_code = nullptr;
  Function* pending_fn = nullptr;
  bool pending_ctor = false;
  std::vector<IRRef> pending_args;
  uint16_t pending_ret = 0;
  IRRef inner_pc = 0;   // the CALLL just recorded: its resume pc is checked at the next step
  // A function trace's call of its own function (CALLSELF) that the
  // interpreter is running now: the instruction after it, back in this
  // frame, finds the result in memory (register self_ret).
  bool self_call = false;
  uint32_t self_pc = 0;
  uint16_t self_ret = 0;
  // A CALLL or GENNEXT was recorded: code the trace does not see runs in
  // the loop and may change any memory, so the loop is not peeled.
  bool unpeelable = false;
  // A generator resumed by GENNEXT: the interpreter runs it now (its code
  // is not recorded); this frame goes on at gen_next_pc with the value.
  uint32_t gen_next_pc = 0;
  uint32_t loop_end_ = 0;   // the loop's last back-edge (see the constructor)
  Abort why_ = Abort::NYI_OP;

  IrBuf& ir() { return t->ir; }
  bool in_loop(uint32_t target) const {
    return t->func || t->gen || !inl.empty() || (target >= t->start_pc && target <= loop_end_);
  }
  Value reg(int s) const { return cur_frame()->regs[s]; }

  bool fail(Abort a) { why_ = a; return false; }

  // A side trace of an exit inside inlined calls starts in the innermost
  // of the frames the exit rebuilt: the loop's frame is nframes below.
  static Frame* loop_frame(Frame* f, Trace* parent, uint32_t snap) {
    if (!parent || parent->func) return f;
    for (uint32_t k = parent->ir.snaps[snap].nframes; k > 0; k--) f = f->back;
    return f;
  }
  // ... and those frames become inlined calls whose registers are in
  // memory, laid out after the loop frame's as the exit laid them out.
  void inherit_frames(uint32_t n) {
    std::vector<Frame*> chain;
    Frame* g = J.vm.frame;
    for (uint32_t k = 0; k < n; k++, g = g->back) chain.insert(chain.begin(), g);
    int32_t base = code->nregs;
    Frame* caller = frame;
    for (Frame* fr : chain) {
      if (fr->regs != frame->regs + base) ok_ = false;   // not the layout traces assume
      Inlined c{fr, fr->func, fr->code, std::vector<IRRef>((size_t)fr->code->nregs, 0), caller->pc, (uint16_t)fr->ret_reg,
                fr->ctor};
      c.base = base;
      inl.push_back(std::move(c));
      base += fr->code->nregs;
      caller = fr;
    }
    snap_dirty = true;
  }
  bool ok_ = true;

  // The loop frame's registers written so far, with their values.
  std::vector<SnapEntry> written_entries() const {
    std::vector<SnapEntry> e;
    for (size_t s = 0; s < slot.size(); s++)
      if (state[s] == Written || state[s] == LoadedThenWritten) e.push_back(SnapEntry{(uint16_t)s, 0, slot[s]});
    return e;
  }
  // The snapshot for guards emitted at `at` (resume pc, in the innermost
  // frame): the loop frame's registers written so far, and the frames of
  // inlined calls with their registers, which the exit rebuilds.
  void snap(uint32_t at) {
    if (!snap_dirty && snap_pc == at) return;
    std::vector<SnapEntry> e = written_entries();
    std::vector<SnapFrame> frames;
    for (size_t d = 0; d < inl.size(); d++) {
      frames.push_back(SnapFrame{inl[d].fn, inl[d].call_pc, inl[d].ret_reg, inl[d].ctor, inl[d].base >= 0});
      for (size_t s = 0; s < inl[d].slot.size(); s++)
        if (inl[d].slot[s]) e.push_back(SnapEntry{(uint16_t)s, (uint8_t)(d + 1), inl[d].slot[s]});
    }
    ir().snapshot(at, e, 0, frames);
    snap_dirty = false;
    snap_pc = at;
  }
  IRRef guard(IRRef a, IRRef b, Cond c, uint32_t at) {
    snap(at);
    return ir().emit(IrOp::GUARD, IrType::Void, a, b, (int64_t)c);
  }
  IRRef guard(IRRef a, IRRef b, Cond c) { return guard(a, b, c, pc); }

  static IrType type_of(Value v) {
    if (v.is_numpy_scalar()) return IrType::Void;   // np.float64 & co.: not traced (guards compare whole headers)
    switch (v.tag) {
      case Tag::Int: return IrType::Int;
      case Tag::Float: return IrType::Float;
      case Tag::Bool: return IrType::Bool;
      case Tag::Obj: return IrType::Obj;
      case Tag::None: return IrType::None;
      case Tag::Undef: return IrType::Undef;
    }
    return IrType::Void;
  }
  // Values of these types have no payload: their IR value is a constant.
  static bool payload_free(IrType t) { return t == IrType::None || t == IrType::Undef; }

  // The IR value of register s, loading (and type-guarding) it on first use.
  // Registers of inlined calls exist only as IR values.
  IRRef get(int s) {
    if (!inl.empty()) {
      Inlined& c = inl.back();
      if (c.slot[s] || c.base < 0) return c.slot[s];
      IrType ty = type_of(reg(s));
      if (ty == IrType::Void) return 0;
      snap(pc);
      IRRef r = ir().emit(IrOp::SLOAD, ty, 0, 0, c.base + s);
      c.slot[s] = payload_free(ty) ? ir().kint(0, ty) : r;
      return c.slot[s];
    }
    if (slot[s]) return slot[s];
    IrType ty = type_of(reg(s));
    if (ty == IrType::Void) return 0;
    snap(pc);
    IRRef r = ir().emit(IrOp::SLOAD, ty, 0, 0, s);
    if (payload_free(ty)) r = ir().kint(0, ty);
    slot[s] = r;
    state[s] = Loaded;
    return r;
  }
  void set(int s, IRRef r) {
    snap_dirty = true;
    if (!inl.empty()) { inl.back().slot[s] = r; return; }
    slot[s] = r;
    state[s] = (state[s] == Loaded || state[s] == LoadedThenWritten) ? LoadedThenWritten : Written;
    snap_dirty = true;
  }
  Frame* cur_frame() const { return inl.empty() ? frame : inl.back().f; }
  Code* cur_code() const { return inl.empty() ? code : inl.back().code; }

  // The memory operand (k of FLOAD, TAG, FSTORE) of field m of object o:
  // its byte offset, with the struct that declares m as its alias class
  // (jit/ir.h mem_k), so that fields of different structs never alias.
  template <class O, class C, class T>
  static int64_t off(const O* o, T C::*m) {
    const C* c = o;
    return mem_k(reinterpret_cast<const char*>(&(c->*m)) - reinterpret_cast<const char*>(o), mem_class<C>());
  }
  // Guards that the object r is exactly of type `ty`.
  void guard_type(IRRef r, const Object* o, TypeObject* ty) {
    // A built-in's result whose type jit_call_native checked (a built-in
    // type: no __class__ assignment changes it since).
    const IrIns& def = ir()[r];
    if (def.op == IrOp::CALLN && ty->builtin && reinterpret_cast<const NativeCall*>(def.k)->type == ty) return;
    IRRef tp = ir().emit(IrOp::FLOAD, IrType::Ptr, r, 0, off(o, &Object::type));
    guard(tp, ir().kptr(ty), Cond::EQ);
  }
  // Loads the begin and end pointers of a std::vector<Value> member.
  template <class O, class C>
  bool vector_bounds(IRRef r, const O* o, std::vector<Value> C::*m, IRRef& begin, IRRef& end) {
    const std::vector<Value>& v = static_cast<const C*>(o)->*m;
    auto words = reinterpret_cast<const Value* const*>(&v);
    if (words[0] != v.data() || words[1] != v.data() + v.size()) return fail(Abort::NYI_TYPES);
    begin = ir().emit(IrOp::FLOAD, IrType::Ptr, r, 0, off(o, m));
    end = ir().emit(IrOp::FLOAD, IrType::Ptr, r, 0, off(o, m) + 8);
    return true;
  }
  // Element `ix` (an int known to be in range) of a Value array, guarded to
  // hold the type the recorder sees in `seen`.
  IRRef load_element(IRRef begin, IRRef ix, Value seen) {
    return load_element_at(ir().emit(IrOp::EADDR, IrType::Ptr, begin, ix), seen);
  }
  // The Value at address e, guarded to have the tag of `seen`.
  IRRef load_element_at(IRRef e, Value seen) {
    IrType ty = type_of(seen);
    if (ty == IrType::Void) { fail(Abort::NYI_TYPES); return 0; }
    IRRef tag = ir().emit(IrOp::TAG, IrType::Int, e, 0, 0);
    guard(tag, ir().kint((int64_t)seen.tag), Cond::EQ);
    if (payload_free(ty)) return ir().kint(0, ty);
    return ir().emit(IrOp::FLOAD, ty, e, 0, 8);
  }
  // Guards 0 <= ix < (end - begin) / 16 for a list index seen as `seen`.
  bool guard_index(IRRef begin, IRRef end, IRRef ix, int64_t seen) {
    if (seen < 0) return fail(Abort::NYI_TYPES);   // negative indices: not yet
    IRRef bytes = ir().emit(IrOp::SUB, IrType::Int, end, begin);
    IRRef len = ir().emit(IrOp::SAR, IrType::Int, bytes, ir().kint(4));
    guard(ix, ir().kint(0), Cond::GE);
    guard(ix, len, Cond::LT);
    return true;
  }
  // Int arithmetic that leaves the trace on overflow (resuming here, where
  // the interpreter makes the big int).
  IRRef checked(IrOp op, IRRef a, IRRef b) {
    snap(pc);
    return ir().emit(op, IrType::Int, a, b);
  }
  IRRef to_float(IRRef r) {
    if (ir().type(r) == IrType::Float) return r;
    // Exactness: ints beyond 2**53 compare and convert differently.
    guard(r, ir().kint(int64_t(1) << 53), Cond::LE);
    guard(r, ir().kint(-(int64_t(1) << 53)), Cond::GE);
    return ir().emit(IrOp::ITOF, IrType::Float, r);
  }

  bool rec_binary(const Instr& in);
  bool rec_compare(const Instr& in);
  bool rec_branch(const Instr& in, bool jump_if);
  bool rec_for_iter(const Instr& in);
  bool rec_subscr(const Instr& in, bool store);
  bool rec_unpack(const Instr& in);
  bool rec_match_sequence(const Instr& in, bool len);
  void tuple_items(IRRef r, Tuple* tu, IRRef& begin, IRRef& len);
  bool rec_global(const Instr& in);
  bool rec_store_global(const Instr& in);
  enum class Entry { Found, Missing, Failed };
  Entry load_entry(Dict* d, Str* name, IRRef& out);
  IRRef entry_addr(Dict* d, int64_t index, Str* name);
  bool loop_stores_global(Dict* d, Str* name) const;
  bool rec_attr(const Instr& in, bool method);
  bool rec_call(const Instr& in);
  bool guard_shape(IRRef r, Instance* inst);
  IRRef slot_addr(IRRef r, Instance* inst, int32_t index);
  bool rec_instance_attr(const Instr& in, bool method, IRRef r, Value o);
  bool rec_super(const Instr& in);
  bool rec_self_call(const Instr& in, Value callee, const std::vector<IRRef>& args);
  void guard_versions(TypeObject* ty);
  bool rec_super_method(const Instr& in, Super* s, IRRef r);
  bool rec_store_attr(const Instr& in);
  bool add_slot(IRRef r, Instance* inst, Str* name, IRRef v);
  bool rec_inner_loop(const Instr& in);
  bool rec_native(const NativeDef* def, const std::vector<int>& argregs, int dst, NativeEntry entry = nullptr);
  bool rec_native(const TraceNative& n, const std::vector<int>& argregs, int dst) {
    return rec_native(&n.def, argregs, dst, n.entry);
  }
  bool emit_native_call(std::unique_ptr<NativeCall> c, const std::vector<int>& argregs, int dst, IrType rt);
  CompiledFunc* scalar_pure_callee(Value callee, const std::vector<IRRef>& args);
  bool rec_compiled_call(CompiledFunc* f, Value callee, int first, int nargs, int dst);
  bool scalar_or_str(int s);
  bool str_keyed_dict(int s);
  void keep(Object* o) { t->keep.push_back(o); }
  bool close_loop();
  void close_gen();
  void close_side();
};

}  // namespace tpy::jit
