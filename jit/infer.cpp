// infer.cpp — the function compiler's driver: splits a function's register
// bytecode into basic blocks, types every register at every instruction
// by a fixpoint over the blocks (Numba's unification at merges), finds
// which registers need a block parameter (two different definitions reach
// the block), then lowers block by block into the typed IR of
// jit/ir.def. The per-opcode rules are jit/infer_ops.cpp; see
// jit/infer.h for what a value is.
#include "jit/infer.h"
#include <chrono>
#include "jit/trace.h"
#include "vm/vm.h"

namespace tpy::jit {

bool ends_block(Op op) {
  switch (op) {
    case Op::JUMP: case Op::JUMP_BACKWARD: case Op::POP_JUMP_IF_FALSE: case Op::POP_JUMP_IF_TRUE:
    case Op::POP_JUMP_IF_NONE: case Op::POP_JUMP_IF_NOT_NONE: case Op::JUMP_IF_NOT_UNDEF: case Op::FOR_ITER:
    case Op::RETURN_VALUE: case Op::RAISE_VARARGS: case Op::RERAISE:
      return true;
    default: return false;
  }
}
namespace {

constexpr uint64_t kEntryDef = 1ull << 40;   // | reg: the function's arguments
constexpr uint64_t kMergeDef = 2ull << 40;   // | block << 16 | reg: a block parameter

bool has_target(Op op) {
  switch (op) {
    case Op::JUMP: case Op::JUMP_BACKWARD: case Op::POP_JUMP_IF_FALSE: case Op::POP_JUMP_IF_TRUE:
    case Op::POP_JUMP_IF_NONE: case Op::POP_JUMP_IF_NOT_NONE: case Op::JUMP_IF_NOT_UNDEF: case Op::FOR_ITER:
      return true;
    default: return false;
  }
}

}  // namespace

std::vector<IrType> leaf_types(TypeId id) {
  const NbType& t = type_at(id);
  switch (t.kind) {
    case NbKind::Bool: return {IrType::Bool};
    case NbKind::Int: case NbKind::UInt: return {IrType::Int};
    case NbKind::Float: return {IrType::Float};
    case NbKind::Complex: return {IrType::Float, IrType::Float};
    case NbKind::None: return {IrType::None};
    case NbKind::Array: {
      std::vector<IrType> v{IrType::Ptr, IrType::Ptr};
      for (int d = 0; d < 2 * t.ndim; d++) v.push_back(IrType::Int);
      return v;
    }
    case NbKind::UniTuple: case NbKind::Tuple: {
      std::vector<IrType> v;
      for (TypeId item : tuple_items(id)) {
        auto l = leaf_types(item);
        v.insert(v.end(), l.begin(), l.end());
      }
      return v;
    }
    case NbKind::Range: case NbKind::RangeIter: case NbKind::Slice: return {IrType::Int, IrType::Int, IrType::Int};
    case NbKind::Str: return {IrType::Obj};
    case NbKind::ObjList: case NbKind::ObjDict: return {IrType::Obj};
    case NbKind::SeqIter: return {IrType::Obj, IrType::Int, IrType::Int};
    case NbKind::Closure: case NbKind::List: {
      std::vector<IrType> v;
      for (TypeId i : t.items) {
        auto l = leaf_types(i);
        v.insert(v.end(), l.begin(), l.end());
      }
      return v;
    }
    case NbKind::ArrayIter: case NbKind::TupleIter: {
      auto v = leaf_types(t.items[0]);
      v.push_back(IrType::Int);
      return v;
    }
    case NbKind::EnumerateIter: {
      std::vector<IrType> v{IrType::Int};
      auto l = leaf_types(t.items[0]);
      v.insert(v.end(), l.begin(), l.end());
      return v;
    }
    case NbKind::ZipIter: {
      std::vector<IrType> v;
      for (TypeId i : t.items) {
        auto l = leaf_types(i);
        v.insert(v.end(), l.begin(), l.end());
      }
      return v;
    }
    default: return {};
  }
}

Infer::Infer(VM& v, Function* f, Value s, const FuncOptions& o, CompiledFunc* c)
    : vm(v), fn(f), code(f ? f->code : nullptr), globals(f ? f->globals : nullptr), self(s), opt(o), out(c) {
  if (c) arg_types = c->args;
}

void Infer::set(int reg, Val v) {
  for (const PrangeBody& b : prange_bodies)
    if (reg == b.reg && pc > b.from && pc < b.to) parfor_error("Overwrite of parallel loop index");
  regs[reg] = std::move(v);
  uint64_t def = ((uint64_t)pc << 16 | (uint64_t)reg) + 1;
  defs_[reg] = def;
  if (emitting) def_vals_[def] = regs[reg];
}

IRRef Infer::emit(IrOp op, IrType t, IRRef a, IRRef b, int64_t k) {
  return emitting && !ended ? out->ir.emit(op, t, a, b, k) : 0;
}
IRRef Infer::kint(int64_t v, IrType t) { return emitting ? out->ir.kint(v, t) : 0; }
IRRef Infer::kfloat(double v) { return emitting ? out->ir.kfloat(v) : 0; }
IRRef Infer::kptr(const void* p, IrType t) { return emitting ? out->ir.kptr(p, t) : 0; }

Infer::Infer(Infer& from, Code* c, Dict* g)
    : vm(from.vm), fn(nullptr), code(c), globals(g), self(Value()), opt(from.opt), out(from.out),
      root(from.root), caller(&from), depth(from.depth + 1) {}

int Infer::new_block() { return root->next_ir_block_++; }
void Infer::start_block(int b, bool cold) {
  ended = false;
  emit(IrOp::BLOCK, IrType::Void, cold ? kColdBlock : 0, 0, b);
}

bool Infer::fail(const std::string& r) {
  if (reason.empty()) reason = r;
  return false;
}

namespace {

// The lines of the file (1-based: lines[0] is empty).
std::vector<std::string> source_lines(const std::string& src) {
  std::vector<std::string> lines{""};
  size_t pos = 0;
  while (pos <= src.size()) {
    size_t end = src.find('\n', pos);
    if (end == std::string::npos) end = src.size();
    lines.push_back(src.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

size_t indent_of(const std::string& s) {
  size_t n = s.find_first_not_of(" \t");
  return n == std::string::npos ? 0 : n;
}

}  // namespace

// Numba's location block: the file and line, the error line and the one
// before it; when neither is the def line, the def line and an elision
// mark first; a caret under the error line's start.
void Infer::warn(const std::string& category, const std::string& message) {
  int line = pc < code->positions.size() ? code->positions[pc].line : code->firstlineno;
  for (const CompileWarning& w : out->warnings)
    if (w.line == line && w.message == message && w.file == code->filename->text()) return;
  out->warnings.push_back({category, message, code->filename->text(), line});
}

std::string Infer::location(uint32_t at) const {
  int line = at < code->positions.size() ? code->positions[at].line : code->firstlineno;
  if (line_override) line = line_override;
  std::string s = "File \"" + code->filename->text() + "\", line " + std::to_string(line) + ":";
  if (!code->source || line <= 0) return s;
  std::vector<std::string> lines = source_lines(*code->source);
  if (line >= (int)lines.size()) return s;
  int first = std::max(1, line - 1);
  bool has_def = false;
  for (int l = first; l <= line; l++) has_def |= lines[l].find("def ") != std::string::npos;
  if (!has_def) {
    for (int l = first - 1; l >= 1; l--) {
      if (lines[l].find("def ") == std::string::npos) continue;
      s += "\n" + lines[l] + "\n" + std::string(4 + indent_of(lines[l]), ' ') + "<source elided>";
      break;
    }
  }
  for (int l = first; l <= line; l++) s += "\n" + lines[l];
  s += "\n" + std::string(indent_of(lines[line]), ' ') + "^";
  return s;
}

void Infer::find_blocks() {
  size_t n = code->code.size();
  std::vector<bool> leader(n + 1, false);
  leader[0] = true;
  for (const ExcEntry& e : code->exc_table)
    if (e.handler < n) leader[e.handler] = true;
  for (size_t i = 0; i < n; i++) {
    const Instr& in = code->code[i];
    if (has_target(in.op) && in.target() < n) leader[in.target()] = true;
    if (ends_block(in.op)) leader[i + 1] = true;
  }
  block_of_.assign(n + 1, -1);
  for (size_t i = 0; i < n;) {
    size_t j = i + 1;
    while (j < n && !leader[j]) j++;
    Block b;
    b.start = (uint32_t)i;
    b.end = (uint32_t)j;
    for (size_t k = i; k < j; k++) block_of_[k] = (int)blocks_.size();
    blocks_.push_back(std::move(b));
    i = j;
  }
}

void Infer::flow_to(uint32_t target) {
  int b = block_of_[target];
  Block& bl = blocks_[b];
  size_t nregs = regs.size();
  if (!bl.seen) {
    bl.seen = true;
    changed_ = true;
    bl.in_types.assign(nregs, kNoType);
    bl.in_defs.assign(nregs, 0);
    bl.in_lits.assign(nregs, Value());
    for (size_t r = 0; r < nregs; r++) {
      if (!regs[r].t || !reg_live(code, target, (uint32_t)r)) continue;
      bl.in_types[r] = regs[r].t;
      bl.in_defs[r] = defs_[r];
      bl.in_lits[r] = regs[r].lit;
    }
    return;
  }
  for (size_t r = 0; r < nregs; r++) {
    if (!reg_live(code, target, (uint32_t)r)) continue;
    TypeId have = bl.in_types[r], now = regs[r].t;
    if (!now || have == kNoType) {
      // Defined on one path only: Python would raise UnboundLocalError on
      // the other; Numba types it as the defined one. Keep what is known.
      if (!have && now) {
        bl.in_types[r] = now;
        bl.in_defs[r] = defs_[r];
        bl.in_lits[r] = regs[r].lit;
        changed_ = true;
      }
      continue;
    }
    TypeId u = unify(have, now);
    if (!u) {
      // Numba names the merged variable by its SSA version (x, x.1, ...,
      // the merge next) and places it at the merge.
      std::string name = r < code->varnames.size() ? code->varnames[r]->text() : "$" + std::to_string(r);
      int writes = 0;
      for (const Instr& in : code->code)
        writes += (in.op == Op::MOVE || in.op == Op::LOAD_CONST || in.op == Op::BINARY_OP) && in.a == r;
      int line = target < code->positions.size() ? code->positions[target].line : code->firstlineno;
      std::string file = code->filename->text();
      size_t slash = file.rfind('/');
      // Constants are named as Numba's literal types: Literal[int](1).
      Val hv{have, {}};
      hv.lit = bl.in_lits[r];
      fail("Cannot unify " + val_type_name(hv) + " and " + val_type_name(regs[r]) + " for '" + name +
           (writes ? "." + std::to_string(writes) : "") + "', defined at " + file + " (" + std::to_string(line) + ")");
      line_override = line;
      (void)slash;
      return;
    }
    if (!bl.in_lits[r].same(regs[r].lit)) bl.in_lits[r] = Value();
    uint64_t merged = kMergeDef | (uint64_t)b << 16 | r;
    uint64_t def = bl.in_defs[r] == defs_[r] ? defs_[r] : merged;
    if (u != have || def != bl.in_defs[r]) {
      bl.in_types[r] = u;
      bl.in_defs[r] = def;
      if (def == merged) bl.in_lits[r] = Value();
      changed_ = true;
    }
  }
}

bool Infer::type_pass() {
  size_t nregs = (size_t)code->nregs;
  auto start = [&] {
    for (Block& bl : blocks_) bl.seen = false;
    Block& entry = blocks_[0];
    entry.seen = true;
    entry.in_types.assign(nregs, kNoType);
    entry.in_defs.assign(nregs, 0);
    entry.in_lits.assign(nregs, Value());
    for (size_t r = 0; r < arg_types.size(); r++) {
      entry.in_types[r] = arg_types[r];
      if (type_at(arg_types[r]).kind == NbKind::Omitted) {
        Val v;
        if (!freeze(type_at(arg_types[r]).value, code->varnames[r]->text(), v)) return false;
        entry.in_types[r] = v.t;
      }
      entry.in_defs[r] = kEntryDef | r;
    }
    ret_type = kNoType;
    return true;
  };
  if (!start()) return false;
  for (int round = 0; round < 100; round++) {
    changed_ = false;
    restart = false;
    TypeId ret_before = ret_type;
    recursion_wait_pc = -1;
    list_wait_pc = -1;
    for (size_t b = 0; b < blocks_.size() && !restart; b++) {
      Block& bl = blocks_[b];
      if (!bl.seen) continue;
      cur_block_ = (int)b;
      regs.assign(nregs, Val{});
      defs_ = bl.in_defs;
      for (size_t r = 0; r < nregs; r++) {
        regs[r].t = bl.in_types[r];
        // Leaves of the right count (all 0 while typing): rules index them.
        if (regs[r].t) regs[r].leaves.assign(leaf_types(regs[r].t).size(), 0);
        if ((bl.in_defs[r] & ~0xffffffffffull) == kEntryDef) regs[r].arg_no = (int16_t)r;
        regs[r].lit = bl.in_lits[r];
      }
      ended = false;
      bool ok = true;
      for (uint32_t at = bl.start; at < bl.end && !ended && ok; at++) ok = step(at);
      if (ok && !ended) flow_to(bl.end);
      ok = ok && reason.empty();
      // A list's item type widened this round: what it typed since may
      // not hold (nor fail) with the wider one; start over.
      if (!ok && !restart) return false;
    }
    if (restart) {
      reason.clear();
      if (!start()) return false;
      continue;
    }
    // A new return type reaches the recursive calls typed with the old one
    // (or waiting for one) in another round.
    if (ret_type != ret_before) changed_ = true;
    if (!changed_) {
      if (list_wait_pc >= 0) {
        // Numba's message, at the empty list's making.
        // (The site is this code's unless the list came from elsewhere,
        // e.g. a closure's free variable: then the use's place.)
        uint32_t site_pc = list_site_pc(type_at(list_wait_type).count);
        if (site_pc >= code->code.size() || list_site(code, site_pc) != type_at(list_wait_type).count) site_pc = (uint32_t)list_wait_pc;
        const Instr& made = code->code[site_pc];
        std::string name = made.a < (int)code->varnames.size() ? std::string(code->varnames[made.a]->text()) : "$build_list";
        pc = site_pc;
        return fail("Cannot infer the type of variable '" + name + "', have imprecise type: " + type_name(list_wait_type) + ". \n\n"
                    "For Numba to be able to compile a list, the list must have a known and\n"
                    "precise type that can be inferred from the other variables. Whilst sometimes\n"
                    "the type of empty lists can be inferred, this is not always the case, see this\n"
                    "documentation for help:\n\n"
                    "https://numba.readthedocs.io/en/stable/user/troubleshoot.html#my-code-has-an-untyped-list-problem\n");
      }
      if (recursion_wait_pc >= 0) {
        pc = (uint32_t)recursion_wait_pc;
        return fail("cannot type infer runaway recursion");
      }
      return true;
    }
  }
  return fail("type inference did not converge");
}

void Infer::enter_block(int b) {
  Block& bl = blocks_[b];
  if (bl.ir_block < 0) bl.ir_block = new_block();
  start_block(bl.ir_block);
  size_t nregs = regs.size();
  defs_ = bl.in_defs;
  for (size_t r = 0; r < nregs; r++) {
    regs[r] = Val{};
    if (!bl.in_types[r]) continue;
    auto it = def_vals_.find(bl.in_defs[r]);
    if (it == def_vals_.end()) {
      // A parameter no jump has set yet (the block is entered first by
      // fallthrough from a block lowered just now, or never): make it.
      Val v{bl.in_types[r], {}};
      for (IrType lt : leaf_types(v.t)) v.leaves.push_back(emit(IrOp::BPARAM, lt, 0, 0, bl.ir_block));
      def_vals_[bl.in_defs[r]] = v;
      regs[r] = v;
    } else {
      regs[r] = it->second;
      regs[r].known = -1;   // as the typing pass sees it (known values do not cross blocks)
    }
  }
}

// Moves the values of the current state into block `to`'s parameters.
void Infer::jump_to_pc(uint32_t target) {
  if (ended) return;
  if (!emitting) {
    flow_to(target);
    ended = true;
    return;
  }
  int b = block_of_[target];
  Block& bl = blocks_[b];
  if (bl.ir_block < 0) bl.ir_block = new_block();
  for (size_t r = 0; r < regs.size(); r++) {
    if (!bl.in_types[r] || (bl.in_defs[r] & ~0xffffffffffull) != kMergeDef) continue;
    auto it = def_vals_.find(bl.in_defs[r]);
    if (it == def_vals_.end()) {
      Val v{bl.in_types[r], {}};
      for (IrType lt : leaf_types(v.t)) v.leaves.push_back(out->ir.emit(IrOp::BPARAM, lt, 0, 0, bl.ir_block));
      it = def_vals_.emplace(bl.in_defs[r], v).first;
    }
    const Val& param = it->second;
    const Val& cur = regs[r];
    // Unbound on this path (Python's UnboundLocalError; Numba reads
    // whatever is there, e.g. a try region left before the assignment).
    if (!cur.t) continue;
    if (param.leaves.size() == 1 && cur.leaves.size() == 1) {
      IRRef v = cur.t == param.t ? cur.leaves[0] : convert(cur, param.t);
      if (v != param.leaves[0]) emit(IrOp::BSET, IrType::Void, param.leaves[0], v);
    } else if (is_complex_type(param.t) && param.t != cur.t) {   // a real or narrower complex into a complex
      std::vector<IRRef> parts;
      if (!complex_leaves(*this, cur, param.t, parts)) return;
      for (size_t k = 0; k < 2; k++) emit(IrOp::BSET, IrType::Void, param.leaves[k], parts[k]);
    } else if (param.t == cur.t) {
      for (size_t k = 0; k < param.leaves.size(); k++)
        if (param.leaves[k] != cur.leaves[k]) emit(IrOp::BSET, IrType::Void, param.leaves[k], cur.leaves[k]);
    } else {
      fail("tpy cannot merge " + type_name(cur.t) + " into " + type_name(param.t) + " yet");
    }
  }
  emit(IrOp::JMP, IrType::Void, 0, 0, bl.ir_block);
  ended = true;
}

void Infer::branch_to_pc(IRRef a, IRRef b, int64_t k, uint32_t target) {
  if (!emitting) {
    flow_to(target);
    return;
  }
  int tb = block_of_[target];
  Block& bl = blocks_[tb];
  if (bl.ir_block < 0) bl.ir_block = new_block();
  bool params = false;
  for (uint64_t d : bl.in_defs) params |= (d & ~0xffffffffffull) == kMergeDef && ((d >> 16) & 0xffffff) == (uint64_t)tb;
  if (!params) {   // nothing to move: straight there
    emit(IrOp::JCC, IrType::Void, a, b, k | (int64_t)bl.ir_block << 8);
    return;
  }
  // Through an edge block of its own, where the target's parameters are set.
  int edge = new_block();
  int cont = new_block();
  emit(IrOp::JCC, IrType::Void, a, b, k | (int64_t)edge << 8);
  emit(IrOp::JMP, IrType::Void, 0, 0, cont);
  std::vector<Val> saved = regs;
  start_block(edge);
  jump_to_pc(target);
  regs = saved;
  start_block(cont);
}

int Infer::handler_at(uint32_t at) const {
  for (const ExcEntry& e : code->exc_table)   // the innermost region comes first
    if (at >= e.start && at < e.end) return (int)e.handler;
  return -1;
}

bool Infer::catching(bool call) const {
  // An inlined compiled callee is a call for Numba: what it raises is a failed call.
  return handler_at(pc) >= 0 || (caller && (call || !closure) && caller->catching(call || !closure));
}

void Infer::jump_to_handler() {
  if (emitting && !ended) {
    int h = handler_at(pc);
    if (h >= 0) {
      std::vector<Val> now = std::move(regs);
      regs = before_;
      jump_to_pc((uint32_t)h);
      regs = std::move(now);
    } else if (caller) {
      // Out of an inlined call: the caller's handler, its registers as
      // they were before the call.
      bool was = caller->ended;
      caller->ended = false;
      caller->jump_to_handler();
      caller->ended = was;
    }
  }
  ended = true;
}

void Infer::emit_raise(TypeObject* type, Object* args, bool user_frame) {
  if (catching()) {   // Numba's handlers see no exception object: there is nothing to make
    jump_to_handler();
    return;
  }
  if (emitting && !ended) {
    auto e = std::make_unique<FuncError>();
    e->type = type;
    e->args = args;
    if (user_frame) {
      e->code = code;
      e->pc = pc;
    }
    emit(IrOp::RAISE, IrType::Void, 0, 0, (int64_t)(intptr_t)e.get());
    out->errors.push_back(std::move(e));
  }
  ended = true;
}

void Infer::raise_now(TypeObject* type, const std::string& msg, bool has_msg) {
  Object* args = nullptr;
  if (emitting && !ended && has_msg) {
    args = vm.new_tuple({vm.str_value(msg)});
    out->keep.push_back(args);
  }
  emit_raise(type, args, false);
}

void Infer::raise_if(IRRef a, IRRef b, int64_t k, TypeObject* type, const std::string& msg) {
  if (!emitting) return;
  int cont = new_block();
  emit(IrOp::JCC, IrType::Void, a, b, (k ^ kCondNot) | (int64_t)cont << 8);
  raise_now(type, msg);
  start_block(cont);
}

IRRef Infer::known_value(IRRef r) {
  if (!emitting || r <= 0) return r;
  const IrBuf& ir = out->ir;
  if (ir[r].op != IrOp::BPARAM) return r;
  // The one value every jump so far moves into parameter r (ignoring r
  // itself); assumed to stay so, which finish_params checks.
  IRRef v = 0;
  for (IRRef i = 1; i < (IRRef)ir.ins.size(); i++) {
    const IrIns& in = ir[i];
    if (in.op != IrOp::BSET || in.a != r || in.b == r) continue;
    if (v && in.b != v) return r;
    v = in.b;
  }
  // Another parameter may still change on a back-edge not lowered yet.
  if (!v || ir[v].op == IrOp::BPARAM) return r;
  root->assumed_.push_back({r, v});
  return v;
}

// Block parameters whose jumps all move one same value (or the parameter
// itself: a loop-invariant value) are that value: uses are rewritten and
// the parameter and its moves vanish.
bool Infer::finish_params() {
  IrBuf& ir = out->ir;
  size_t n = ir.ins.size();
  std::vector<IRRef> repl(n, 0);
  auto find = [&](IRRef r) {
    while (r > 0 && (size_t)r < n && repl[r]) r = repl[r];
    return r;
  };
  for (bool again = true; again;) {
    again = false;
    for (size_t p = 1; p < n; p++) {
      if (ir.ins[p].op != IrOp::BPARAM || repl[p] || ir.ins[p].t == IrType::Void) continue;
      IRRef v = 0;
      bool trivial = true;
      for (size_t i = 1; i < n && trivial; i++) {
        const IrIns& in = ir.ins[i];
        if (in.op != IrOp::BSET || find(in.a) != (IRRef)p) continue;
        IRRef b = find(in.b);
        if (b == (IRRef)p) continue;
        if (v && b != v) trivial = false;
        v = b;
      }
      if (trivial && v) {
        repl[p] = v;
        again = true;
      }
    }
  }
  for (auto [p, v] : assumed_)
    if (find(p) != find(v)) return fail("internal error: a loop's step changed inside the loop");
  for (size_t i = 1; i < n; i++) {
    IrIns& in = ir.ins[i];
    if (in.op == IrOp::BPARAM && repl[i]) {
      in.t = IrType::Void;   // gone: no location, no code
      continue;
    }
    if (ir_kind(in.op) == 'K') continue;
    if (in.op == IrOp::BSET) {
      // A move into a vanished parameter, or of a parameter into itself, moves nothing.
      IRRef b = find(in.b);
      if (repl[in.a] || b == in.a) in.a = b = 0;
      in.b = b;
      continue;
    }
    in.a = find(in.a);
    in.b = find(in.b);
  }
  return true;
}

bool Infer::step(uint32_t at) {
  pc = at;
  const Instr& in = code->code[at];
  if (emitting && at < code->positions.size()) out->ir.cur_loc = out->ir.loc(code, code->positions[at].line);
  int h = handler_at(at);
  if (h >= 0 && in.op != Op::NOP && in.op != Op::LOAD_CONST && in.op != Op::LOAD_DEREF) {
    // Numba's edge from every instruction of a try region that may raise
    // to its handler. Typing merges the state into the handler here; the
    // lowering jumps there only where the instruction's code raises
    // (jump_to_handler), with these registers.
    if (!emitting) flow_to((uint32_t)h);
    else before_ = regs;
    if (!reason.empty()) return false;
  }
  if (!infer_op(*this, in)) {
    if (reason.empty()) reason = "internal error";
    return false;
  }
  if (!reason.empty()) return false;
  // A block that ends here without a jump of its own falls through.
  return true;
}

bool Infer::lower_pass() {
  emitting = true;
  size_t nregs = (size_t)code->nregs;
  regs.assign(nregs, Val{});
  defs_.assign(nregs, 0);
  // The arguments' words, all read first (FuncCtx::args is shared).
  int word = 0;
  for (size_t r = 0; r < arg_types.size(); r++) {
    Val v{arg_types[r], {}};
    if (type_at(v.t).kind == NbKind::Omitted) {
      if (!freeze(type_at(v.t).value, code->varnames[r]->text(), v)) return false;
      def_vals_[kEntryDef | r] = v;
      regs[r] = v;
      defs_[r] = kEntryDef | r;
      continue;
    }
    for (IrType lt : leaf_types(v.t)) {
      if (lt == IrType::None) v.leaves.push_back(kint(0, IrType::None));
      else v.leaves.push_back(out->ir.emit(IrOp::ARG, lt, 0, 0, word++));
    }
    v.arg_no = (int16_t)r;
    def_vals_[kEntryDef | r] = v;
    regs[r] = v;
    defs_[r] = kEntryDef | r;
  }
  // The entry is a predecessor of the first block like any other (which
  // may be a loop's head: `while` at the top).
  ended = false;
  jump_to_pc(0);
  for (size_t b = 0; b < blocks_.size(); b++) {
    Block& bl = blocks_[b];
    if (!bl.seen) continue;
    cur_block_ = (int)b;
    enter_block((int)b);
    for (uint32_t at = bl.start; at < bl.end && !ended; at++)
      if (!step(at)) return false;
    if (!ended) jump_to_pc(bl.end);
    if (!reason.empty()) return false;
  }
  return finish_params();
}

bool Infer::run(std::string& why) {
  if (run_passes(why)) return true;
  if (!opt.cuda) return false;
  // Numba names the pipeline that failed: kernels and device functions
  // are compiled by its CUDA one.
  size_t at = why.find("Failed in nopython mode pipeline");
  if (at != std::string::npos) why.replace(at, strlen("Failed in nopython"), "Failed in cuda");
  return false;
}

bool Infer::run_passes(std::string& why) {
  find_blocks();
  // Opcodes Numba rejects while analysing the bytecode, before typing.
  for (uint32_t at = 0; at < code->code.size(); at++) {
    Op op = code->code[at].op;
    if (op == Op::IMPORT_NAME || op == Op::IMPORT_FROM) {
      why = std::string("UnsupportedError: Failed in nopython mode pipeline (step: analyzing bytecode)\nUse of unsupported opcode (") +
            kOpNames[(int)op] + ") found\n\n" + location(at);
      return false;
    }
  }
  if (!check_try(why)) return false;
  const std::string cie = "ConstantInferenceError: ";
  bool typed = type_pass();
  if (!typed && (reason.rfind("UnsupportedError: ", 0) == 0 || reason.rfind("UnsupportedRewriteError: ", 0) == 0)) {
    // complete: an inlined callee's, or a parallel loop's
    why = reason;
    return false;
  }
  if (!typed && reason.rfind(cie, 0) == 0) {
    why = cie + "Failed in nopython mode pipeline (step: nopython rewrites)\n" + reason.substr(cie.size()) + "\n\n" + location(pc);
    return false;
  }
  if (!reason.empty()) {
    why = "Failed in nopython mode pipeline (step: nopython frontend)\n" + reason;
    if (reason.rfind("NameError", 0) != 0) why += "\n\n" + location(pc);   // Numba gives none for it
    return false;
  }
  if (!ret_type) ret_type = t_none();
  out->ret = ret_type;
  if (!lower_pass()) {
    if (reason.rfind("UnsupportedRewriteError: ", 0) == 0) {
      why = reason;
      return false;
    }
    why = "Failed in nopython mode pipeline (step: nopython frontend)\n" + reason + "\n\n" + location(pc);
    return false;
  }
  return true;
}

// Numba analyses the bytecode before typing and refuses a bare `raise`
// inside a try region and an exception stored into a variable (`except E
// as e`); `with` is not compiled yet.
bool Infer::check_try(std::string& why) {
  const std::string unsupported = "UnsupportedError: Failed in nopython mode pipeline (step: analyzing bytecode)\n";
  for (uint32_t at = 0; at < code->code.size(); at++) {
    const Instr& in = code->code[at];
    if (in.op == Op::BEFORE_WITH) {
      why = "Failed in nopython mode pipeline (step: nopython frontend)\ntpy cannot compile with yet\n\n" + location(at);
      return false;
    }
    if (in.op == Op::RAISE_VARARGS && in.x == 0 && handler_at(at) >= 0) {
      why = unsupported + "The re-raising of an exception is not yet supported.\n\n" + location(at);
      return false;
    }
  }
  for (const ExcEntry& e : code->exc_table) {
    if (e.handler >= code->code.size() || code->code[e.handler].op != Op::PUSH_EXC_INFO) continue;
    uint32_t exc = code->code[e.handler].a, end = e.handler + 1;
    // The handler's clauses: the region right after PUSH_EXC_INFO (its
    // cleanup's), where the exception's register is not reused.
    for (const ExcEntry& c : code->exc_table)
      if (c.start == e.handler + 1) end = std::max(end, c.end);
    for (uint32_t at = e.handler + 1; at < end; at++) {
      const Instr& in = code->code[at];
      if (in.op != Op::MOVE || in.b != exc || (int)in.a >= code->nlocals) continue;
      why = unsupported + "Exception object cannot be stored into variable (" + code->varnames[in.a]->text() + ").\n\n" +
            location(at);
      return false;
    }
  }
  return true;
}

bool Infer::inline_call(Infer& caller, Code* code, Dict* globals, const std::vector<Val>& args,
                        const std::vector<Val>& freevars, Val& res, bool closure) {
  if (caller.depth >= 6) return caller.fail("tpy: calls nested too deeply to inline");
  if ((int)args.size() != code->argcount || code->kwonlycount || (code->flags & (kCodeVarargs | kCodeVarkw | kCodeGenerator)))
    return caller.fail("tpy: an inner function or lambda called with " + std::to_string(args.size()) +
                       " positional arguments must take exactly those");
  Infer sub(caller, code, globals);
  sub.closure = closure;
  for (const Val& a : args) sub.arg_types.push_back(a.t);
  sub.freevars = freevars;
  sub.find_blocks();
  std::string why;
  if (!sub.check_try(why)) {   // Numba finds it while inlining the closure
    const std::string step = "(step: analyzing bytecode)";
    size_t at = why.find(step);
    if (at != std::string::npos) why.replace(at, step.size(), "(step: inline calls to locally defined closures)");
    return caller.fail(why);
  }
  auto fail_from_sub = [&] {
    return caller.fail(sub.reason + "\n\n" + sub.location(sub.pc));
  };
  if (!sub.type_pass()) return fail_from_sub();
  if (!sub.ret_type) sub.ret_type = t_none();
  if (!caller.emitting) {
    res = Val{sub.ret_type, {}};
    return true;
  }
  // The body goes here; its returns jump to a block of their own, with
  // the result's leaves as its parameters.
  sub.emitting = true;
  sub.ret_block_ = caller.new_block();
  for (IrType lt : leaf_types(sub.ret_type))
    sub.ret_params_.push_back(lt == IrType::None ? caller.kint(0, IrType::None)
                                                 : caller.out->ir.emit(IrOp::BPARAM, lt, 0, 0, sub.ret_block_));
  size_t nregs = (size_t)code->nregs;
  sub.regs.assign(nregs, Val{});
  sub.defs_.assign(nregs, 0);
  for (size_t r = 0; r < args.size(); r++) {
    sub.def_vals_[kEntryDef | r] = args[r];
    sub.regs[r] = args[r];
    sub.defs_[r] = kEntryDef | r;
  }
  sub.ended = false;
  sub.jump_to_pc(0);
  for (size_t b = 0; b < sub.blocks_.size(); b++) {
    Block& bl = sub.blocks_[b];
    if (!bl.seen) continue;
    sub.cur_block_ = (int)b;
    sub.enter_block((int)b);
    for (uint32_t at = bl.start; at < bl.end && !sub.ended; at++)
      if (!sub.step(at)) return fail_from_sub();
    if (!sub.ended) sub.jump_to_pc(bl.end);
    if (!sub.reason.empty()) return fail_from_sub();
  }
  caller.start_block(sub.ret_block_);
  res = Val{sub.ret_type, sub.ret_params_};
  return true;
}

// Numba's NumbaPerformanceWarning for parallel=True with no loop run in
// parallel, pointing at the def (the decorators above it shown too).
void warn_not_parallel(Function* fn, CompiledFunc* out) {
  Code* code = fn->code;
  std::vector<std::string> lines = code->source ? source_lines(*code->source) : std::vector<std::string>{""};
  int line = code->firstlineno;
  std::string shown;
  for (int l = line; l < (int)lines.size() && l < line + 20; l++) {
    shown += lines[l] + "\n";
    size_t at = lines[l].find_first_not_of(" \t");
    if (at != std::string::npos && lines[l].compare(at, 4, "def ") == 0) {
      line = l;
      break;
    }
  }
  std::string msg =
      "\nThe keyword argument 'parallel=True' was specified but no transformation for parallel execution was possible."
      "\n\nTo find out why, try turning on parallel diagnostics, see "
      "https://numba.readthedocs.io/en/stable/user/parallel.html#diagnostics for help.\n\nFile \"" +
      code->filename->text() + "\", line " + std::to_string(line) + ":\n" + shown + "^\n";
  out->warnings.push_back({"NumbaPerformanceWarning", msg, code->filename->text(), line});
}

bool infer_function(VM& vm, Function* fn, Value self, const FuncOptions& opt, CompiledFunc* out, std::string& why) {
  Infer inf(vm, fn, self, opt, out);
  if (!inf.run(why)) return false;
  if ((!out->prange_headers.empty() || !out->array_loop_headers.empty()) &&
      !outline_prange_loops(vm, out, opt.fastmath, why))
    return false;
  // Numba warns when it finds nothing to run in parallel: no prange loop
  // and no array expression (which its parallel=True also splits up).
  bool arrays_made = false;
  for (auto& c : out->calls) arrays_made = arrays_made || c->fresh_array;
  if (opt.parallel && out->prange_headers.empty() && !arrays_made) warn_not_parallel(fn, out);
  out->ir.cur_loc = 0;   // what the passes add has no place of its own
  optimize_function_ir(out->ir, opt.fastmath, out);
  return true;
}

}  // namespace tpy::jit
