// ir.cpp — emitting IR with folding and CSE on the way in, dead-code
// marking at the end, and the text dump (--dump-ir).
#include "jit/ir.h"
#include "builtins/numpy/ndarray.h"
#include "jit/func.h"
#include "jit/trace.h"
#include "vm/object.h"
#include <algorithm>
#include <cmath>
#include <cstring>

namespace tpy::jit {

namespace {

const char* const kNames[] = {
#define IR_OP(name, kind, doc) #name,
#include "jit/ir.def"
#undef IR_OP
};

uint64_t mix(IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
  uint64_t h = (uint64_t)op * 0x9e3779b97f4a7c15ull;
  h ^= ((uint64_t)t << 8) ^ ((uint64_t)(uint32_t)a << 16) ^ ((uint64_t)(uint32_t)b << 40);
  h *= 0xff51afd7ed558ccdull;
  h ^= (uint64_t)k + (h >> 29);
  return h * 0xc4ceb9fe1a85ec53ull;
}

double as_double(int64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}

}  // namespace

const char* ir_name(IrOp op) { return kNames[(int)op]; }
const char* ir_type_name(IrType t) {
  static const char* const names[] = {"void", "int", "flt", "bool", "obj", "ptr", "none", "undef"};
  return names[(int)t];
}

bool cond_holds(Cond c, int64_t x, int64_t y) {
  switch (c) {
    case Cond::LT: return x < y;
    case Cond::LE: return x <= y;
    case Cond::EQ: return x == y;
    case Cond::NE: return x != y;
    case Cond::GT: return x > y;
    case Cond::GE: return x >= y;
  }
  return false;
}


Cond negate(Cond c) {
  static const Cond n[] = {Cond::GE, Cond::GT, Cond::NE, Cond::EQ, Cond::LE, Cond::LT};
  return n[(int)c];
}
Cond swap_operands(Cond c) {
  static const Cond s[] = {Cond::GT, Cond::GE, Cond::EQ, Cond::NE, Cond::LT, Cond::LE};
  return s[(int)c];
}

IrBuf::IrBuf() { ins.push_back(IrIns{IrOp::KINT, IrType::Void}); }

IRRef IrBuf::konst(IrOp op, IrType t, int64_t bits) {
  uint64_t h = mix(op, t, 0, 0, bits);
  auto it = consts_.find(h);
  if (it != consts_.end()) {
    const IrIns& c = ins[it->second];
    if (c.op == op && c.k == bits && c.t == t) return it->second;
  }
  IRRef r = append(op, t, 0, 0, bits);
  consts_[h] = r;
  return r;
}

IRRef IrBuf::kint(int64_t v, IrType t) { return konst(IrOp::KINT, t, v); }

IRRef IrBuf::kfloat(double v) {
  int64_t bits;
  std::memcpy(&bits, &v, sizeof bits);
  return konst(IrOp::KFLOAT, IrType::Float, bits);
}

IRRef IrBuf::kptr(const void* p, IrType t) { return konst(IrOp::KPTR, t, (int64_t)(intptr_t)p); }

IRRef IrBuf::append(IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
  IrIns i{op, t};
  i.a = a;
  i.b = b;
  i.k = k;
  i.loc = cur_loc;
  if (ir_kind(op) == 'G') i.snap = (uint16_t)cur_snap_;
  ins.push_back(i);
  return (IRRef)ins.size() - 1;
}

void IrBuf::snapshot(uint32_t pc, const std::vector<SnapEntry>& entries, IRRef pc_ref,
                     const std::vector<SnapFrame>& frames) {
  Snapshot s;
  s.pc = pc;
  s.pc_ref = pc_ref;
  s.frames_first = (uint32_t)snap_frames.size();
  s.nframes = (uint32_t)frames.size();
  snap_frames.insert(snap_frames.end(), frames.begin(), frames.end());
  s.first = (uint32_t)snap_entries.size();
  s.count = (uint32_t)entries.size();
  snap_entries.insert(snap_entries.end(), entries.begin(), entries.end());
  snaps.push_back(s);
  cur_snap_ = (uint32_t)snaps.size() - 1;
}

// Constant folding and algebraic identities. Returns 0 when nothing folds.
IRRef IrBuf::fold(IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
  bool ka = a > 0 && is_const(a), kb = b > 0 && is_const(b);   // (a BLOCK's a may be kColdBlock)
  int64_t x = ka ? ins[a].k : 0, y = kb ? ins[b].k : 0;
  int64_t r;
  switch (op) {
    case IrOp::ADDOV:
    case IrOp::ADD:
      if (ka && kb && !__builtin_add_overflow(x, y, &r)) return kint(r);
      if (kb && y == 0) return a;
      if (ka && x == 0) return b;
      break;
    case IrOp::SUBOV:
    case IrOp::SUB:
      if (ka && kb && !__builtin_sub_overflow(x, y, &r)) return kint(r);
      if (kb && y == 0) return a;
      break;
    case IrOp::MULOV:
      if (ka && kb && !__builtin_mul_overflow(x, y, &r)) return kint(r);
      if (kb && y == 1) return a;
      if (ka && x == 1) return b;
      break;
    case IrOp::MUL:
      if (ka && kb) return kint((int64_t)((uint64_t)x * (uint64_t)y));
      if (kb && y == 1) return a;
      if (ka && x == 1) return b;
      break;
    case IrOp::NEG: if (ka) return kint((int64_t)(0 - (uint64_t)x)); break;
    case IrOp::IDX: if (kb && y == 0) return a; break;
    case IrOp::BAND: if (ka && kb) return kint(x & y); break;
    case IrOp::BOR: if (ka && kb) return kint(x | y); break;
    case IrOp::BXOR: if (ka && kb) return kint(x ^ y); break;
    case IrOp::CMP:
      if (ka && kb && ins[a].op == IrOp::KINT && ins[b].op == IrOp::KINT)
        return kint(cond_holds((Cond)k, x, y) ? 1 : 0, IrType::Bool);
      break;
    case IrOp::GUARD:
      // A guard on constants that holds is no guard (the recorder saw it hold).
      if (ka && kb && ins[a].op == IrOp::KINT && ins[b].op == IrOp::KINT &&
          cond_holds((Cond)(k & 7), x, y) == !(k & kCondNot))
        return -1;
      break;
    case IrOp::ITOF:
      if (ka) return kfloat((double)x);
      break;
    case IrOp::FADD: if (ka && kb) return kfloat(as_double(x) + as_double(y)); break;
    case IrOp::FSUB: if (ka && kb) return kfloat(as_double(x) - as_double(y)); break;
    case IrOp::FMUL: if (ka && kb) return kfloat(as_double(x) * as_double(y)); break;
    case IrOp::FNEG: if (ka) return kfloat(-as_double(x)); break;
    default: break;
  }
  return 0;
}

// The magic number of signed division (Hacker's Delight, 10-1), for 64
// bits and a positive divisor.
DivMagic div_magic(int64_t d) {
  const uint64_t two63 = 1ull << 63;
  const uint64_t ad = (uint64_t)d;
  const uint64_t anc = two63 - 1 - two63 % ad;   // |nc|: the largest n with n % d == d - 1
  int p = 63;
  uint64_t q1 = two63 / anc, r1 = two63 - q1 * anc;
  uint64_t q2 = two63 / ad, r2 = two63 - q2 * ad;
  uint64_t delta;
  do {
    p++;
    q1 *= 2;
    r1 *= 2;
    if (r1 >= anc) { q1++; r1 -= anc; }
    q2 *= 2;
    r2 *= 2;
    if (r2 >= ad) { q2++; r2 -= ad; }
    delta = ad - r2;
  } while (q1 < delta || (q1 == delta && r1 == 0));
  return DivMagic{(int64_t)(q2 + 1), p - 64};
}

int64_t magic_trunc_div(int64_t n, DivMagic mg) {
  int64_t q = (int64_t)(((__int128)mg.m * n) >> 64);
  if (mg.m < 0) q += n;
  q >>= mg.s;
  return q + (int64_t)((uint64_t)n >> 63);
}

uint32_t next_mem_class() {
  static uint32_t n = 0;
  return ++n;
}

IRRef IrBuf::emit(IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
  // x * 2.0 is x + x, exactly (an add is never slower, and its operand
  // needs no constant).
  if (op == IrOp::FMUL) {
    auto two = [&](IRRef v) { return v > 0 && ins[v].op == IrOp::KFLOAT && as_double(ins[v].k) == 2.0; };
    if (two(b) && !two(a)) { op = IrOp::FADD; b = a; }
    else if (two(a) && !two(b)) { op = IrOp::FADD; a = b; }
  }
  if (IRRef f = fold(op, t, a, b, k)) return f < 0 ? 0 : f;
  char kind = ir_kind(op);
  if (kind == 'A') return append(op, t, a, b, k);
  if (op == IrOp::CALLL || op == IrOp::APPEND || op == IrOp::CALLSELF || op == IrOp::CALLN || op == IrOp::GENNEXT ||
      op == IrOp::CALLX)
    return emit_call(op, t, a, b, k);
  if (op == IrOp::BLOCK) {
    // Nothing computed in another block is known to dominate this one:
    // start CSE afresh (constants stay interned).
    cse_.clear();
    stored_.clear();
    return append(op, t, a, b, k);
  }
  if (kind == 'S') {
    // An array element store may change any element load.
    if (op == IrOp::ESTORE) {
      for (auto it = cse_.begin(); it != cse_.end();)
        it = ins[it->second].op == IrOp::ELOAD ? cse_.erase(it) : std::next(it);
    }
    // A heap store may change what earlier loads of the same alias class
    // read (may_alias). Stores to interpreter registers and the loop
    // markers touch no heap memory.
    if (op == IrOp::FSTORE) {
      for (auto it = cse_.begin(); it != cse_.end();) {
        const IrIns& o = ins[it->second];
        it = ir_kind(o.op) == 'L' && may_alias(o.a, o.k, a, k) ? cse_.erase(it) : std::next(it);
      }
      std::erase_if(stored_, [&](const Stored& st) { return may_alias(st.base, st.k, a, k); });
      stored_.push_back({a, k, b});
    }
    return append(op, t, a, b, k);
  }
  if (op == IrOp::FLOAD || op == IrOp::TAG) {
    if (IRRef v = forwarded(op, t, a, k)) return v;
  }
  // Pure ops and loads are shared; so are guards on the same values
  // (checking twice can only fail at the first).
  uint64_t h = mix(op, t, a, b, k);
  auto range = cse_.equal_range(h);
  for (auto it = range.first; it != range.second; ++it) {
    const IrIns& o = ins[it->second];
    if (o.op == op && o.t == t && o.a == a && o.b == b && o.k == k && !stale(it->second)) return it->second;
  }
  IRRef r = append(op, t, a, b, k);
  if (kind != 'G' || op == IrOp::GUARD || op == IrOp::SLOAD) cse_.emplace(h, r);
  return r;
}

// The value a load of base a at k reads, when the last store there is
// known (see stored_): a TAG reads the tag a store wrote as a constant, an
// FLOAD the payload a store wrote with the load's type.
IRRef IrBuf::forwarded(IrOp op, IrType t, IRRef a, int64_t k) const {
  for (const Stored& st : stored_) {
    if (st.base != a || st.k != k) continue;
    const IrIns& v = ins[st.value];
    if (op == IrOp::TAG) return v.op == IrOp::KINT && v.t == IrType::Int ? st.value : 0;
    return v.t == t ? st.value : 0;
  }
  return 0;
}

IRRef IrBuf::emit_call(IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
  // The callee may write any memory and interpreter register: forget
  // every load (SLOADs included), except, for CALLSELF, loads of classes
  // no trace code stores to (the callee is trace code: leaving it leaves
  // this trace too); and every store's value it might have overwritten.
  stored_.clear();
  for (auto it = cse_.begin(); it != cse_.end();) {
    const IrIns& o = ins[it->second];
    bool keep = op == IrOp::CALLSELF && ir_kind(o.op) == 'L' &&
                std::find(untouched_classes.begin(), untouched_classes.end(), mem_class_of(o.k)) !=
                    untouched_classes.end();
    it = (ir_kind(o.op) == 'L' || o.op == IrOp::SLOAD) && !keep ? cse_.erase(it) : std::next(it);
  }
  return append(op, t, a, b, k);
}

// A load before LOOP read memory as it was in the first iteration. The body
// may rely on it only for memory the loop never writes: a load after a
// store in the first iteration would otherwise stand for that store's value
// in every later iteration too.
void IrBuf::begin_body(IRRef loop, std::vector<bool> variant) {
  loop_ = loop;
  variant_ = std::move(variant);
  stored_.clear();   // a store before LOOP is the first iteration's only
  std::vector<IRRef> stores;
  bool calls = false;
  for (IRRef r = 1; r < loop; r++) {
    if (ins[r].op == IrOp::FSTORE) stores.push_back(r);
    if (ins[r].op == IrOp::CALLL || ins[r].op == IrOp::APPEND || ins[r].op == IrOp::CALLN || ins[r].op == IrOp::GENNEXT)
      calls = true;
  }
  for (auto it = cse_.begin(); it != cse_.end();) {
    const IrIns& o = ins[it->second];
    bool drop = ir_kind(o.op) == 'L' &&
                (calls || std::any_of(stores.begin(), stores.end(), [&](IRRef st) {
                   return may_alias(o.a, o.k, ins[st].a, ins[st].k);
                 }));
    it = drop ? cse_.erase(it) : std::next(it);
  }
}

void IrBuf::dce() {
  size_t n = ins.size();
  live.assign(n, false);
  remat.assign(n, false);
  std::vector<IRRef> work;
  auto need = [&](IRRef r) {
    if (r > 0 && !live[r]) { live[r] = true; work.push_back(r); }
  };
  for (size_t i = 1; i < n; i++) {
    char kind = ir_kind(ins[i].op);
    if (kind == 'G' || kind == 'S') need((IRRef)i);
  }
  auto drain = [&] {
    while (!work.empty()) {
      IRRef r = work.back();
      work.pop_back();
      need(ins[r].a);
      need(ins[r].b);
      need(ir_ref_k(ins[r]));
    }
  };
  drain();
  // Snapshot references come last, so a CMP, a range or a super object only they use
  // stays unemitted: the exit handler recomputes or allocates it.
  for (size_t s = 0; s < snaps.size(); s++) {
    if (snaps[s].pc_ref) { need(snaps[s].pc_ref); drain(); }
    for (uint32_t e = 0; e < snaps[s].count; e++) {
      IRRef r = snap_entries[snaps[s].first + e].ref;
      if (live[r] || remat[r]) continue;
      if (ins[r].op == IrOp::CMP || ins[r].op == IrOp::NEWRANGE || ins[r].op == IrOp::NEWSUPER) {
        remat[r] = true;
        need(ins[r].a);
        need(ins[r].b);
        need(ir_ref_k(ins[r]));
      } else {
        need(r);
      }
      drain();
    }
  }
}

std::string IrBuf::dump() const {
  std::string out;
  char buf[160];
  int last_snap = -1;
  for (size_t i = 1; i < ins.size(); i++) {
    const IrIns& in = ins[i];
    char kind = ir_kind(in.op);
    if (kind == 'K') continue;
    if (!live.empty() && !live[i] && !remat[i]) continue;
    if ((in.op == IrOp::BPARAM && in.t == IrType::Void) || (in.op == IrOp::BSET && !in.a)) continue;   // removed (jit/infer.cpp)
    if (kind == 'G' && (int)in.snap != last_snap && in.snap < snaps.size()) {
      last_snap = in.snap;
      const Snapshot& s = snaps[in.snap];
      std::string line = "....        SNAP #" + std::to_string(in.snap) + " pc " +
                         (s.pc_ref ? "from " + std::to_string(s.pc_ref) : std::to_string(s.pc)) + " [";
      for (uint32_t e = 0; e < s.count; e++) {
        const SnapEntry& se = snap_entries[s.first + e];
        line += (e ? " " : "") + std::string(se.depth ? std::to_string(se.depth) + ":" : "") + "r" +
                std::to_string(se.slot) + "=" + std::to_string(se.ref);
      }
      if (s.nframes) line += " +" + std::to_string(s.nframes) + " inlined frame" + (s.nframes > 1 ? "s" : "");
      out += line + "]\n";
    }
    auto operand = [&](IRRef r) -> std::string {
      if (r <= 0) return "";
      const IrIns& o = ins[r];
      char b2[64];
      switch (o.op) {
        case IrOp::KINT:
          if (o.t == IrType::None || o.t == IrType::Undef) return ir_type_name(o.t);
          snprintf(b2, sizeof b2, "%s%lld", o.t == IrType::Bool ? "bool:" : "", (long long)o.k);
          return b2;
        case IrOp::KFLOAT: snprintf(b2, sizeof b2, "%.17g", as_double(o.k)); return b2;
        case IrOp::KPTR: snprintf(b2, sizeof b2, "[%p]", (void*)(intptr_t)o.k); return b2;
        default: snprintf(b2, sizeof b2, "%04d", r); return b2;
      }
    };
    static const char* const conds[] = {"<", "<=", "==", "!=", ">", ">="};
    std::string extra;
    switch (in.op) {
      case IrOp::SLOAD: case IrOp::SSTORE: extra = "r" + std::to_string(in.k); break;
      case IrOp::CALLN: extra = reinterpret_cast<const NativeCall*>(in.k)->def->name; break;
      case IrOp::GUARD: case IrOp::CMP: extra = std::string(in.k & kCondNot ? "not " : "") + conds[in.k & 7]; break;
      case IrOp::FLOAD: case IrOp::FSTORE: case IrOp::TAG: extra = "+" + std::to_string(mem_off(in.k)); break;
      case IrOp::NEWRANGE: case IrOp::RANGEITER: extra = "step " + operand((IRRef)in.k); break;
      case IrOp::SEL: extra = "if " + operand((IRRef)in.k); break;
      case IrOp::CALLL: extra = "inner loop"; break;
      case IrOp::ARG: case IrOp::XARG: extra = "#" + std::to_string(in.k); break;
      case IrOp::BLOCK: extra = "B" + std::to_string(in.k) + (in.a == kColdBlock ? " cold" : ""); break;
      case IrOp::BPARAM: case IrOp::JMP: extra = "B" + std::to_string(in.k); break;
      case IrOp::JCC:
        extra = std::string(in.k & kCondNot ? "not " : "") + conds[in.k & 7] + " -> B" + std::to_string(in.k >> 8);
        break;
      case IrOp::ELOAD: case IrOp::ESTORE: extra = dtype_info((DType)in.k).name; break;
      case IrOp::IDX: extra = "*" + std::to_string(in.k); break;
      case IrOp::GENNEXT: extra = "r" + std::to_string(in.k); break;
      case IrOp::GPUIDX: {
        static const char* const names[] = {"threadIdx.x", "threadIdx.y", "threadIdx.z", "blockIdx.x", "blockIdx.y",
                                            "blockIdx.z", "blockDim.x", "blockDim.y", "blockDim.z", "gridDim.x",
                                            "gridDim.y", "gridDim.z", "laneid", "warpsize", "shared", "dynamic shared",
                                            "dynamic shared bytes", "local"};
        static_assert(sizeof names / sizeof names[0] == kGpuIdxCount);
        extra = in.k >= 0 && in.k < kGpuIdxCount ? names[in.k] : "?";
        break;
      }
      default: break;
    }
    snprintf(buf, sizeof buf, "%04zu %s %-4s %-8s %-10s %-10s %s%s\n", i, kind == 'G' ? ">" : " ", ir_type_name(in.t),
             ir_name(in.op), operand(in.a).c_str(), operand(in.b).c_str(), extra.c_str(),
             !remat.empty() && remat[i] ? "  (recomputed on exit)" : "");
    out += buf;
  }
  return out;
}

}  // namespace tpy::jit
