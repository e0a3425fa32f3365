// ir.h — the JIT's typed SSA IR: one array of instructions per trace, each
// naming its operands by index (IRRef), with constants interned in the same
// array, and snapshots that say how to rebuild the interpreter's registers
// at a guard. The instruction list is jit/ir.def; folding and CSE happen in
// IrBuf::emit (jit/ir.cpp); the dump is IrBuf::dump (--dump-ir).
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace tpy::jit {

enum class IrOp : uint8_t {
#define IR_OP(name, kind, doc) name,
#include "jit/ir.def"
#undef IR_OP
};

// Value types. Int/Bool live in general registers (bool as 0/1), Float in
// XMM registers, Obj is a pointer to a Python object, Ptr raw memory.
// None and Undef (an unbound register) are constants only.
enum class IrType : uint8_t { Void, Int, Float, Bool, Obj, Ptr, None, Undef };

// Comparison conditions of GUARD and CMP (in the order of the
// interpreter's CmpOpKind Lt..GtE).
enum class Cond : uint8_t { LT, LE, EQ, NE, GT, GE };
// GUARD's k may add kCondNot: exit when a <k> b holds. For ints that is
// the negated condition; for floats it is not (NaN fails < and >= alike).
constexpr int64_t kCondNot = 8;
Cond negate(Cond c);
bool cond_holds(Cond c, int64_t x, int64_t y);   // for ints
Cond swap_operands(Cond c);   // a <c> b == b <swap(c)> a

using IRRef = int32_t;        // index into IrBuf::ins; 0 is "no value"
// BLOCK's a for a cold block. Negative: no pass takes it for an operand.
constexpr IRRef kColdBlock = -1;

struct IrIns {
  IrOp op;
  IrType t;
  uint16_t snap = 0;          // guards: index of their snapshot
  IRRef a = 0, b = 0;
  // Compiled functions: where in the Python source it came from, a
  // source location (IrBuf::loc): 0 unknown. (It fills padding: the
  // struct stays 24 bytes.)
  uint32_t loc = 0;
  int64_t k = 0;
};
static_assert(sizeof(IrIns) == 24, "IrIns grew: the loc field must fill padding");

// Which interpreter register holds which IR value when a guard fails, and
// where the interpreter resumes. Registers not listed still hold what they
// held at the start of the iteration (the trace writes them back at its end).
struct SnapEntry {
  uint16_t slot;
  uint8_t depth = 0;          // 0: the loop's frame; k: the k-th inlined call's frame
  IRRef ref = 0;
};
// A frame of an inlined call that an exit must rebuild (innermost last).
struct SnapFrame {
  const void* fn;             // the Function called
  uint32_t caller_pc;         // the CALL in the frame below
  uint16_t ret_reg;           // the caller's register for the result
  bool ctor = false;          // __init__ of a class call: the caller's register holds the instance
  bool keep = false;          // a frame a side trace started in: its registers are in memory already
};
struct Snapshot {
  uint32_t pc;                // bytecode index to resume at (in the innermost frame)
  IRRef pc_ref = 0;           // else: the IR value holding it (after CALLL)
  uint32_t first = 0;         // range in IrBuf::snap_entries
  uint32_t count = 0;
  uint32_t frames_first = 0;  // range in IrBuf::snap_frames
  uint32_t nframes = 0;
  // A CALLSELF's snapshot: the call of this Function is in progress (its
  // callee left its trace); the exit makes the callee's frame too.
  const void* call_fn = nullptr;
};

// The k of FLOAD, TAG and FSTORE: a byte offset in the low 32 bits and an
// alias class above (IrBuf::may_alias). Class 0 is a Value in memory
// addressed from its own address (array elements, cell contents); others
// name the struct that declares a field (mem_class).
inline int64_t mem_k(int64_t offset, uint32_t cls) { return (int64_t)(((uint64_t)cls << 32) | (uint32_t)offset); }
inline int32_t mem_off(int64_t k) { return (int32_t)k; }
inline uint32_t mem_class_of(int64_t k) { return (uint32_t)((uint64_t)k >> 32); }
uint32_t next_mem_class();
template <class C> uint32_t mem_class() {
  static const uint32_t id = next_mem_class();
  return id;
}

// 'K', 'P', 'L', 'G', 'S' or 'A' (jit/ir.def).
inline char ir_kind(IrOp op) {
  static constexpr char kinds[] = {
#define IR_OP(name, kind, doc) #kind[0],
#include "jit/ir.def"
#undef IR_OP
  };
  return kinds[(int)op];
}
// The third operand some instructions keep in k (an IR ref), else 0.
inline IRRef ir_ref_k(const IrIns& i) {
  return i.op == IrOp::NEWRANGE || i.op == IrOp::RANGEITER || i.op == IrOp::SEL ? (IRRef)i.k : 0;
}
const char* ir_name(IrOp op);
const char* ir_type_name(IrType t);

class IrBuf {
 public:
  IrBuf();
  std::vector<IrIns> ins;     // ins[0] is a placeholder so that 0 means "none"
  std::vector<Snapshot> snaps;
  std::vector<SnapEntry> snap_entries;
  std::vector<SnapFrame> snap_frames;

  const IrIns& operator[](IRRef r) const { return ins[r]; }
  IrType type(IRRef r) const { return ins[r].t; }
  bool is_const(IRRef r) const { return ir_kind(ins[r].op) == 'K'; }

  IRRef kint(int64_t v, IrType t = IrType::Int);
  IRRef kfloat(double v);
  IRRef kptr(const void* p, IrType t = IrType::Ptr);

  // Appends one instruction after folding (constant operands, identities)
  // and CSE (pure ops, and loads not separated by a store). Guards and
  // side effects are always appended; a guard gets the current snapshot.
  IRRef emit(IrOp op, IrType t, IRRef a = 0, IRRef b = 0, int64_t k = 0);
  IRRef emit_call(IrOp op, IrType t, IRRef a, IRRef b, int64_t k);
  // Appends i as it is (no folding, no CSE): for passes that rebuild a
  // compiled function's IR in a new order (jit/func_opt.cpp).
  IRRef add(const IrIns& i) {
    IRRef r = append(i.op, i.t, i.a, i.b, i.k);
    ins[r].loc = i.loc;
    return r;
  }
  // Source locations of compiled functions' instructions (the CUDA C
  // emitter's #line): a location is (code index + 1) << 20 | line, the
  // code (a Code*) in loc_codes. append() gives each new instruction
  // cur_loc, which the front end sets per bytecode instruction.
  uint32_t cur_loc = 0;
  std::vector<const void*> loc_codes;
  uint32_t loc(const void* code, int line) {
    if (line <= 0 || line >= (1 << 20)) return 0;
    size_t k = 0;
    while (k < loc_codes.size() && loc_codes[k] != code) k++;
    if (k == loc_codes.size()) {
      if (k >= 4095) return 0;
      loc_codes.push_back(code);
    }
    return (uint32_t)((k + 1) << 20 | (uint32_t)line);
  }

  // Starts a new snapshot for the guards emitted from now on.
  void snapshot(uint32_t pc, const std::vector<SnapEntry>& entries, IRRef pc_ref = 0,
                const std::vector<SnapFrame>& frames = {});
  void use_snapshot(uint32_t index) { cur_snap_ = index; }

  // While the loop body is emitted after LOOP (jit/record.cpp close_loop):
  // first-iteration values that change every iteration (PHI targets). An
  // instruction of the first iteration that uses one is no CSE match for
  // the body: it holds the first iteration's result only.
  void begin_body(IRRef loop, std::vector<bool> variant);

  // Marks what the trace needs: guards, stores and what they use. Pure
  // instructions nobody uses become NOPs for the back end (live[r] false);
  // a CMP used only by snapshots is marked remat (recomputed on exit).
  void dce();
  std::vector<bool> live;
  std::vector<bool> remat;

  std::string dump() const;
  // Alias classes (mem_k) that no trace instruction stores to, so that a
  // CALLSELF keeps their loads (set by the recorder: namespaces, classes).
  std::vector<uint32_t> untouched_classes;

  // Whether the 8 bytes at base a + offset k may be those at b + l. The
  // recorder addresses each location one way only: object fields (and dict
  // entries, cell contents) from their object, the Values of Value arrays
  // (list and tuple items, instance slots) through EADDR, at 0 and 8. So
  // different offsets never alias, and neither do an element of a Value
  // array and anything not addressed through EADDR.
  bool may_alias(IRRef a, int64_t k, IRRef b, int64_t l) const {
    return k == l && (ins[a].op == IrOp::EADDR) == (ins[b].op == IrOp::EADDR);
  }
 private:
  std::unordered_map<uint64_t, IRRef> consts_;
  std::unordered_multimap<uint64_t, IRRef> cse_;
  // Store-to-load forwarding: what the last FSTORE at (base, k) wrote, for
  // a later FLOAD or TAG of exactly that base and k while no store that
  // may alias it, call, block start or loop start came between.
  struct Stored {
    IRRef base;
    int64_t k;
    IRRef value;
  };
  std::vector<Stored> stored_;
  IRRef forwarded(IrOp op, IrType t, IRRef a, int64_t k) const;
  uint32_t cur_snap_ = 0;
  IRRef loop_ = 0;
  std::vector<bool> variant_;
  bool stale(IRRef cand) const {
    if (!loop_ || cand > loop_) return false;
    auto v = [&](IRRef r) { return r > 0 && (size_t)r < variant_.size() && variant_[r]; };
    return v(ins[cand].a) || v(ins[cand].b);
  }
  IRRef fold(IrOp op, IrType t, IRRef a, IRRef b, int64_t k);
  IRRef konst(IrOp op, IrType t, int64_t bits);   // the interned constant
  IRRef append(IrOp op, IrType t, IRRef a, IRRef b, int64_t k);
};

// Division by a constant d >= 2 without a divide instruction: the
// truncated quotient of n is hi64(M * n) (signed), plus n when M < 0,
// shifted right (arithmetic) by s, plus 1 when n is negative.
struct DivMagic {
  int64_t m;
  int s;
};
DivMagic div_magic(int64_t d);
// The same computation in C++ (what the back end emits), for tests.
int64_t magic_trunc_div(int64_t n, DivMagic mg);

}  // namespace tpy::jit
