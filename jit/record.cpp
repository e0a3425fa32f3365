// record.cpp — the trace recorder. While a hot loop runs its next
// iteration, the interpreter calls recorder_step before each instruction;
// the recorder looks at the operands' actual values and emits IR
// specialised to their types, guarded so the trace leaves when a later
// iteration differs. The iteration ends at the loop's own back-edge, where
// the trace writes the changed locals back and jumps to its start.
//
// The interpreter's registers are the source of truth at every iteration
// boundary: a slot first read in an iteration is an SLOAD (with a tag
// guard), a slot written holds an IR value until the back-edge, and every
// guard's snapshot lists the slots written so far in the iteration.
#include <cmath>
#include "jit/record.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/iter.h"
#include "vm/ops.h"
#include "vm/str_util.h"
#include "vm/ast.h"

namespace tpy::jit {



bool Recorder::rec_binary(const Instr& in) {
  int op = in.x >= kInplaceOffset ? in.x - kInplaceOffset : in.x;
  IRRef a = get(in.b), b = get(in.c);
  if (!a || !b) return fail(Abort::NYI_TYPES);
  IrType ta = ir().type(a), tb = ir().type(b);
  Value va = reg(in.b), vb = reg(in.c);
  IRRef r = 0;
  if ((BinOpKind)op == BinOpKind::Add && va.is_obj() && vb.is_obj() && va.o->type == J.vm.t.str &&
      vb.o->type == J.vm.t.str) {
    guard_type(a, va.o, J.vm.t.str);
    guard_type(b, vb.o, J.vm.t.str);
    return rec_native(kStrConcat, {in.b, in.c}, in.a);
  }
  if (ta == IrType::Int && tb == IrType::Int) {
    switch ((BinOpKind)op) {
      case BinOpKind::Add: r = checked(IrOp::ADDOV, a, b); break;
      case BinOpKind::Sub: r = checked(IrOp::SUBOV, a, b); break;
      case BinOpKind::Mul: r = checked(IrOp::MULOV, a, b); break;
      case BinOpKind::BitAnd: r = ir().emit(IrOp::BAND, IrType::Int, a, b); break;
      case BinOpKind::BitOr: r = ir().emit(IrOp::BOR, IrType::Int, a, b); break;
      case BinOpKind::BitXor: r = ir().emit(IrOp::BXOR, IrType::Int, a, b); break;
      case BinOpKind::RShift:
        if (vb.i < 0 || vb.i >= 64) return fail(Abort::NYI_TYPES);
        guard(b, ir().kint(0), Cond::GE);
        guard(b, ir().kint(63), Cond::LE);
        r = ir().emit(IrOp::SAR, IrType::Int, a, b);
        break;
      case BinOpKind::FloorDiv:
      case BinOpKind::Mod:
        if (vb.i <= 0) return fail(Abort::NYI_TYPES);
        guard(b, ir().kint(0), Cond::GT);
        r = ir().emit((BinOpKind)op == BinOpKind::Mod ? IrOp::FLOORMOD : IrOp::FLOORDIV, IrType::Int, a, b);
        break;
      case BinOpKind::TrueDiv:
        if (vb.i == 0) return fail(Abort::WOULD_RAISE);
        guard(b, ir().kint(0), Cond::NE);
        r = ir().emit(IrOp::FDIV, IrType::Float, to_float(a), to_float(b));
        break;
      default: return fail(Abort::NYI_TYPES);
    }
    (void)va;
  } else if ((ta == IrType::Float || ta == IrType::Int) && (tb == IrType::Float || tb == IrType::Int)) {
    IRRef fa = to_float(a), fb = to_float(b);
    switch ((BinOpKind)op) {
      case BinOpKind::Add: r = ir().emit(IrOp::FADD, IrType::Float, fa, fb); break;
      case BinOpKind::Sub: r = ir().emit(IrOp::FSUB, IrType::Float, fa, fb); break;
      case BinOpKind::Mul: r = ir().emit(IrOp::FMUL, IrType::Float, fa, fb); break;
      case BinOpKind::TrueDiv: {
        double d = vb.is_float() ? vb.f : (double)vb.i;
        if (d == 0.0) return fail(Abort::WOULD_RAISE);
        guard(fb, ir().kfloat(0.0), Cond::NE);
        r = ir().emit(IrOp::FDIV, IrType::Float, fa, fb);
        break;
      }
      default: return fail(Abort::NYI_TYPES);
    }
  } else {
    return fail(Abort::NYI_TYPES);
  }
  set(in.a, r);
  return true;
}

bool Recorder::rec_compare(const Instr& in) {
  if (in.x > (int)CmpOpKind::GtE) return fail(Abort::NYI_OP);
  IRRef a = get(in.b), b = get(in.c);
  if (!a || !b) return fail(Abort::NYI_TYPES);
  IrType ta = ir().type(a), tb = ir().type(b);
  Cond c = (Cond)in.x;
  IRRef r;
  if (ta == IrType::Int && tb == IrType::Int) {
    r = ir().emit(IrOp::CMP, IrType::Bool, a, b, (int64_t)c);
  } else if ((ta == IrType::Float || ta == IrType::Int) && (tb == IrType::Float || tb == IrType::Int)) {
    r = ir().emit(IrOp::CMP, IrType::Bool, to_float(a), to_float(b), (int64_t)c);
  } else if (ta == IrType::Obj && tb == IrType::Obj && scalar_or_str(in.b) && scalar_or_str(in.c)) {
    return rec_native(kStrCompare[in.x], {in.b, in.c}, in.a);   // two exact strs, guarded
  } else {
    return fail(Abort::NYI_TYPES);
  }
  set(in.a, r);
  return true;
}

bool Recorder::rec_branch(const Instr& in, bool jump_if) {
  IRRef v = get(in.a);
  if (!v) return fail(Abort::NYI_TYPES);
  Value seen = reg(in.a);
  bool truth;
  IrType ty = ir().type(v);
  if (ty == IrType::Bool) truth = seen.b;
  else if (ty == IrType::Int) truth = seen.i != 0;
  else if (ty == IrType::Float) truth = seen.f != 0.0;
  else return fail(Abort::NYI_TYPES);
  bool jumps = truth == jump_if;
  if (jumps && !in_loop(in.target())) return fail(Abort::LOOP_EXIT);
  // When the guard fails the other way is taken: resume there.
  uint32_t other = jumps ? pc + 1 : in.target();
  const IrIns& def = ir()[v];
  if (def.op == IrOp::CMP) {
    Cond c = (Cond)def.k;
    if (truth) guard(def.a, def.b, c, other);
    else if (ir().type(def.a) == IrType::Float) guard(def.a, def.b, (Cond)((int64_t)c | kCondNot), other);
    else guard(def.a, def.b, negate(c), other);
  } else if (ty == IrType::Float) {
    guard(v, ir().kfloat(0.0), truth ? Cond::NE : Cond::EQ, other);
  } else {
    guard(v, ir().kint(0, ty), truth ? Cond::NE : Cond::EQ, other);
  }
  return true;
}

bool Recorder::rec_for_iter(const Instr& in) {
  Value it = reg(in.a);
  if (!it.is_obj()) return fail(Abort::NYI_TYPES);
  IRRef r = get(in.a);
  // An inner loop's iterator running out is a branch like any other; the
  // loop's own running out ends the recording.
  bool own = inl.empty() && pc == t->start_pc;
  if (it.o->type == J.vm.t.range_iterator) {
    auto* ri = static_cast<RangeIter*>(it.o);
    if (ri->remaining <= 0) {
      if (own || !in_loop(in.target())) return fail(Abort::LOOP_EXIT);
      guard_type(r, ri, J.vm.t.range_iterator);
      IRRef rem = ir().emit(IrOp::FLOAD, IrType::Int, r, 0, off(ri, &RangeIter::remaining));
      guard(rem, ir().kint(0), Cond::LE);
      return true;
    }
    guard_type(r, ri, J.vm.t.range_iterator);
    IRRef rem = ir().emit(IrOp::FLOAD, IrType::Int, r, 0, off(ri, &RangeIter::remaining));
    guard(rem, ir().kint(0), Cond::GT);
    IRRef next = ir().emit(IrOp::FLOAD, IrType::Int, r, 0, off(ri, &RangeIter::next));
    IRRef step = ir().emit(IrOp::FLOAD, IrType::Int, r, 0, off(ri, &RangeIter::step));
    ir().emit(IrOp::FSTORE, IrType::Void, r, ir().emit(IrOp::ADD, IrType::Int, next, step), off(ri, &RangeIter::next));
    ir().emit(IrOp::FSTORE, IrType::Void, r, ir().emit(IrOp::SUB, IrType::Int, rem, ir().kint(1)),
              off(ri, &RangeIter::remaining));
    set(in.b, next);
    return true;
  }
  if (it.o->type == J.vm.t.generator) {
    // The generator's code runs in the VM (GENNEXT), writing the value to
    // register in.b; the trace reads it from there. It may change any
    // memory: no loop peeling across it.
    guard_type(r, it.o, J.vm.t.generator);
    snap(pc);
    ir().emit(IrOp::GENNEXT, IrType::Void, r, 0, in.b);
    slot[in.b] = 0;
    state[in.b] = Untouched;
    snap_dirty = true;
    unpeelable = true;
    gen_next_pc = pc + 1;
    return true;
  }
  if (it.o->type == J.vm.t.str_iterator) {
    // The next character by a call (not made while recording: it advances
    // the iterator); running out leaves the trace before the call.
    auto* si = static_cast<StrIter*>(it.o);
    if (si->offset >= si->str->text().size()) return fail(own || !in_loop(in.target()) ? Abort::LOOP_EXIT : Abort::NYI_TYPES);
    guard_type(r, si, J.vm.t.str_iterator);
    auto c = std::make_unique<NativeCall>();
    c->def = &kStrIterNext.def;
    c->tag = Tag::Obj;
    c->type = J.vm.t.str;
    return emit_native_call(std::move(c), {in.a}, in.b, IrType::Obj);
  }
  if (it.o->type == J.vm.t.list_iterator) {
    auto* si = static_cast<SeqIter*>(it.o);
    bool more = si->seq.is_obj() && si->index < (int64_t)static_cast<List*>(si->seq.o)->items.size();
    if (!more) {
      if (own || !in_loop(in.target())) return fail(Abort::LOOP_EXIT);
      guard_type(r, si, J.vm.t.list_iterator);
      IRRef seqtag = ir().emit(IrOp::TAG, IrType::Int, r, 0, off(si, &SeqIter::seq));
      if (!si->seq.is_obj()) {
        guard(seqtag, ir().kint((int64_t)Tag::Undef), Cond::EQ);
        return true;
      }
      auto* l = static_cast<List*>(si->seq.o);
      guard(seqtag, ir().kint((int64_t)Tag::Obj), Cond::EQ);
      IRRef lr = ir().emit(IrOp::FLOAD, IrType::Obj, r, 0, off(si, &SeqIter::seq) + 8);
      IRRef begin, end;
      if (!vector_bounds(lr, l, &List::items, begin, end)) return false;
      IRRef len = ir().emit(IrOp::SAR, IrType::Int, ir().emit(IrOp::SUB, IrType::Int, end, begin), ir().kint(4));
      guard(ir().emit(IrOp::FLOAD, IrType::Int, r, 0, off(si, &SeqIter::index)), len, Cond::GE);
      ir().emit(IrOp::FSTORE, IrType::Void, r, ir().kint(0), off(si, &SeqIter::seq));   // exhausted: seq unbound
      return true;
    }
    auto* l = static_cast<List*>(si->seq.o);
    guard_type(r, si, J.vm.t.list_iterator);
    IRRef seqtag = ir().emit(IrOp::TAG, IrType::Int, r, 0, off(si, &SeqIter::seq));
    guard(seqtag, ir().kint((int64_t)Tag::Obj), Cond::EQ);
    IRRef lr = ir().emit(IrOp::FLOAD, IrType::Obj, r, 0, off(si, &SeqIter::seq) + 8);
    IRRef begin, end;
    if (!vector_bounds(lr, l, &List::items, begin, end)) return false;
    IRRef ix = ir().emit(IrOp::FLOAD, IrType::Int, r, 0, off(si, &SeqIter::index));
    if (!guard_index(begin, end, ix, si->index)) return false;
    IRRef v = load_element(begin, ix, l->items[(size_t)si->index]);
    if (!v) return false;
    ir().emit(IrOp::FSTORE, IrType::Void, r, ir().emit(IrOp::ADD, IrType::Int, ix, ir().kint(1)), off(si, &SeqIter::index));
    set(in.b, v);
    return true;
  }
  return fail(Abort::NYI_TYPES);
}

// The items of a tuple r (seen as tu): begin pointer and length.
void Recorder::tuple_items(IRRef r, Tuple* tu, IRRef& begin, IRRef& len) {
  guard_type(r, tu, J.vm.t.tuple);
  begin = ir().emit(IrOp::FLOAD, IrType::Ptr, r, 0, off(tu, &Tuple::items));
  len = ir().emit(IrOp::FLOAD, IrType::Int, r, 0, off(tu, &Tuple::items) + 8);
}

// MATCH_SEQUENCE (len: GET_LEN) of what sequence patterns in hot loops see:
// an exact list or tuple; numbers, bools and None are never sequences.
bool Recorder::rec_match_sequence(const Instr& in, bool len) {
  Value o = reg(in.b);
  IRRef r = get(in.b);
  if (!r) return fail(Abort::NYI_TYPES);
  if (!o.is_obj()) {
    if (len) return fail(Abort::NYI_TYPES);
    set(in.a, ir().kint(0, IrType::Bool));
    return true;
  }
  if (o.o->type == J.vm.t.tuple) {
    auto* tu = static_cast<Tuple*>(o.o);
    if (!len) {
      guard_type(r, tu, J.vm.t.tuple);
      set(in.a, ir().kint(1, IrType::Bool));
      return true;
    }
    if (*reinterpret_cast<Value* const*>(&tu->items) != tu->items.data()) return fail(Abort::NYI_TYPES);
    IRRef begin, n;
    tuple_items(r, tu, begin, n);
    set(in.a, n);
    return true;
  }
  if (o.o->type == J.vm.t.list) {
    auto* l = static_cast<List*>(o.o);
    guard_type(r, l, J.vm.t.list);
    if (!len) {
      set(in.a, ir().kint(1, IrType::Bool));
      return true;
    }
    IRRef begin, end;
    if (!vector_bounds(r, l, &List::items, begin, end)) return false;
    set(in.a, ir().emit(IrOp::SAR, IrType::Int, ir().emit(IrOp::SUB, IrType::Int, end, begin), ir().kint(4)));
    return true;
  }
  return fail(Abort::NYI_TYPES);
}

// UNPACK_SEQUENCE of a tuple or list of exactly the length seen.
bool Recorder::rec_unpack(const Instr& in) {
  Value o = reg(in.a);
  IRRef r = get(in.a);
  if (!r || !o.is_obj()) return fail(Abort::NYI_TYPES);
  IRRef begin, len;
  const Value* items;
  size_t n;
  if (o.o->type == J.vm.t.tuple) {
    auto* tu = static_cast<Tuple*>(o.o);
    if (*reinterpret_cast<Value* const*>(&tu->items) != tu->items.data()) return fail(Abort::NYI_TYPES);
    tuple_items(r, tu, begin, len);
    items = tu->items.data();
    n = tu->items.size();
  } else if (o.o->type == J.vm.t.list) {
    auto* l = static_cast<List*>(o.o);
    guard_type(r, l, J.vm.t.list);
    IRRef end;
    if (!vector_bounds(r, l, &List::items, begin, end)) return false;
    len = ir().emit(IrOp::SAR, IrType::Int, ir().emit(IrOp::SUB, IrType::Int, end, begin), ir().kint(4));
    items = l->items.data();
    n = l->items.size();
  } else {
    return fail(Abort::NYI_TYPES);
  }
  if (n != in.c) return fail(Abort::WOULD_RAISE);
  guard(len, ir().kint((int64_t)n), Cond::EQ);
  std::vector<IRRef> vals;
  for (size_t i = 0; i < n; i++) {
    IRRef v = load_element(begin, ir().kint((int64_t)i), items[i]);
    if (!v) return false;
    vals.push_back(v);
  }
  for (size_t i = 0; i < n; i++) set(in.b + (int)i, vals[i]);
  return true;
}

bool Recorder::rec_subscr(const Instr& in, bool store) {
  int obj = store ? in.a : in.b, key = store ? in.b : in.c;
  Value o = reg(obj), k = reg(key);
  if (o.is_obj() && o.o->type == J.vm.t.dict && k.is_obj() && k.o->type == J.vm.t.str) {
    // A str-keyed dict (a missing key: KeyError, raised by the interpreter).
    if (!str_keyed_dict(obj) || !scalar_or_str(key)) return fail(Abort::NYI_TYPES);
    if (store) return rec_native(kDictStore, {in.a, in.b, in.c}, -1);
    return rec_native(kDictLoad, {in.b, in.c}, in.a);
  }
  if (!store && k.is_int() && o.is_obj() && o.o->type == J.vm.t.str) {
    // s[i]: the shared one-character str (out of range: the trace leaves).
    IRRef r = get(obj), ix = get(key);
    if (!r || !ix || ir().type(ix) != IrType::Int) return fail(Abort::NYI_TYPES);
    guard_type(r, o.o, J.vm.t.str);
    return rec_native(kStrIndex, {in.b, in.c}, in.a);
  }
  if (!store && k.is_int() && o.is_obj() && o.o->type == J.vm.t.tuple) {
    auto* tu = static_cast<Tuple*>(o.o);
    if (k.i < 0 || k.i >= (int64_t)tu->items.size()) return fail(Abort::NYI_TYPES);
    if (*reinterpret_cast<Value* const*>(&tu->items) != tu->items.data()) return fail(Abort::NYI_TYPES);
    IRRef r = get(obj), ix = get(key);
    if (!r || !ix) return fail(Abort::NYI_TYPES);
    IRRef begin, len;
    tuple_items(r, tu, begin, len);
    guard(ix, ir().kint(0), Cond::GE);
    guard(ix, len, Cond::LT);
    IRRef v = load_element(begin, ix, tu->items[(size_t)k.i]);
    if (!v) return false;
    set(in.a, v);
    return true;
  }
  if (!k.is_int() || !o.is_obj() || o.o->type != J.vm.t.list) return fail(Abort::NYI_TYPES);
  auto* l = static_cast<List*>(o.o);
  if (k.i < 0 || k.i >= (int64_t)l->items.size()) return fail(Abort::NYI_TYPES);
  IRRef r = get(obj), ix = get(key);
  IRRef val = store ? get(in.c) : 0;
  if (store && !val) return fail(Abort::NYI_TYPES);
  guard_type(r, l, J.vm.t.list);
  IRRef begin, end;
  if (!vector_bounds(r, l, &List::items, begin, end)) return false;
  if (!guard_index(begin, end, ix, k.i)) return false;
  if (store) {
    IRRef e = ir().emit(IrOp::EADDR, IrType::Ptr, begin, ix);
    ir().emit(IrOp::FSTORE, IrType::Void, e, ir().kint((int64_t)tag_of(ir().type(val))), 0);
    ir().emit(IrOp::FSTORE, IrType::Void, e, val, 8);
    return true;
  }
  IRRef v = load_element(begin, ix, l->items[(size_t)k.i]);
  if (!v) return false;
  set(in.a, v);
  return true;
}

// The index of name's entry in dict d (a module's namespace), -1 if none.
static int64_t entry_index(const Dict* d, const Str* name) {
  for (size_t i = 0; i < d->entries.size(); i++)
    if (entry_holds(d->entries[i], name)) return (int64_t)i;
  return -1;
}

// The address of entry `index` of d, guarded to be inside the entries and
// to still hold `name` (a store of another key never moves it: inserts
// append, and a resize moves the vector, whose pointer is loaded anew).
IRRef Recorder::entry_addr(Dict* d, int64_t index, Str* name) {
  const DictEntry& de = d->entries[(size_t)index];
  keep(d);
  IRRef dr = ir().kptr(d, IrType::Obj);
  IRRef begin = ir().emit(IrOp::FLOAD, IrType::Ptr, dr, 0, off(d, &Dict::entries));
  IRRef end = ir().emit(IrOp::FLOAD, IrType::Ptr, dr, 0, off(d, &Dict::entries) + 8);
  IRRef e = ir().emit(IrOp::ADD, IrType::Int, begin, ir().kint(index * (int64_t)sizeof(DictEntry)));
  guard(e, end, Cond::LT);
  IRRef key = ir().emit(IrOp::FLOAD, IrType::Ptr, e, 0, off(&de, &DictEntry::key) + 8);
  guard(key, ir().kptr(name), Cond::EQ);
  return e;
}

// Whether the loop being recorded stores the global `name` (STORE_GLOBAL
// in its body): its value then changes from one iteration to the next.
bool Recorder::loop_stores_global(Dict* d, Str* name) const {
  if (d != t->globals) return false;
  for (uint32_t k = t->start_pc; k <= loop_end_ && k < code->code.size(); k++) {
    const Instr& in = code->code[k];
    if (in.op == Op::STORE_GLOBAL && code->names[in.b] == name) return true;
  }
  return false;
}

// The value under `name` in dict d (a module's namespace), as loads from
// its entry, guarded to still hold the name. An object value becomes a
// constant behind an identity guard (functions, modules, lists in globals)
// unless the loop stores the name (then its type is guarded); others are
// loaded with a tag guard. False when d lacks the name.
Recorder::Entry Recorder::load_entry(Dict* d, Str* name, IRRef& out) {
  int64_t index = entry_index(d, name);
  if (index < 0) return Entry::Missing;
  const DictEntry& de = d->entries[(size_t)index];
  IrType ty = type_of(de.value);
  auto words = reinterpret_cast<const DictEntry* const*>(&d->entries);
  if (ty == IrType::Void || words[0] != d->entries.data()) { fail(Abort::NYI_TYPES); return Entry::Failed; }
  IRRef e = entry_addr(d, index, name);
  IRRef tag = ir().emit(IrOp::TAG, IrType::Int, e, 0, off(&de, &DictEntry::value));
  guard(tag, ir().kint((int64_t)de.value.tag), Cond::EQ);
  if (payload_free(ty)) { out = ir().kint(0, ty); return Entry::Found; }
  IRRef v = ir().emit(IrOp::FLOAD, ty, e, 0, off(&de, &DictEntry::value) + 8);
  if (ty == IrType::Obj && loop_stores_global(d, name)) {
    keep(de.value.o->type);
    guard_type(v, de.value.o, de.value.o->type);
  } else if (ty == IrType::Obj) {
    keep(de.value.o);
    IRRef k = ir().kptr(de.value.o, IrType::Obj);
    guard(v, k, Cond::EQ);
    v = k;
  }
  out = v;
  return Entry::Found;
}

// STORE_GLOBAL of a name the globals already hold: the value is written
// into its entry as the interpreter's dict_set_str does. A new name (an
// insert, which may move every entry) is left to the interpreter, and so
// are function traces, which assume module namespaces are only read.
bool Recorder::rec_store_global(const Instr& in) {
  if (t->func) return fail(Abort::NYI_OP);
  Dict* g = cur_frame()->globals;
  Str* name = cur_code()->names[in.b];
  int64_t index = entry_index(g, name);
  IRRef val = get(in.a);
  if (index < 0 || !val) return fail(Abort::NYI_TYPES);
  auto words = reinterpret_cast<const DictEntry* const*>(&g->entries);
  if (ir().type(val) == IrType::Void || words[0] != g->entries.data()) return fail(Abort::NYI_TYPES);
  const DictEntry& de = g->entries[(size_t)index];
  IRRef e = entry_addr(g, index, name);
  ir().emit(IrOp::FSTORE, IrType::Void, e, ir().kint((int64_t)tag_of(ir().type(val))), off(&de, &DictEntry::value));
  ir().emit(IrOp::FSTORE, IrType::Void, e, val, off(&de, &DictEntry::value) + 8);
  return true;
}

// LOAD_GLOBAL: the globals' entry, or the builtins' entry while the
// globals have no such key (their version, bumped on every insert, is
// guarded).
bool Recorder::rec_global(const Instr& in) {
  Dict* g = cur_frame()->globals;
  Str* name = cur_code()->names[in.b];
  IRRef v = 0;
  Entry e = load_entry(g, name, v);
  if (e == Entry::Missing) {
    keep(g);
    IRRef ver = ir().emit(IrOp::FLOAD, IrType::Int, ir().kptr(g, IrType::Obj), 0, off(g, &Dict::version));
    guard(ver, ir().kint((int64_t)g->version), Cond::EQ);
    e = load_entry(J.vm.builtins, name, v);
    if (e == Entry::Missing) return fail(Abort::WOULD_RAISE);
  }
  if (e == Entry::Failed) return false;
  set(in.a, v);
  return true;
}

// Guards that no class in ty's MRO has changed since recording: a lookup
// through ty depends on each of them, and a class's version counts changes
// to its own namespace only. `object` cannot change.
void Recorder::guard_versions(TypeObject* ty) {
  for (TypeObject* c : ty->mro) {
    if (c == J.vm.t.object) continue;
    keep(c);
    IRRef ver = ir().emit(IrOp::FLOAD, IrType::Int, ir().kptr(c, IrType::Obj), 0, off(c, &TypeObject::version));
    guard(ver, ir().kint((int64_t)c->version), Cond::EQ);
  }
}

// Guards that r (seen as `inst`) is an instance of its class with its
// current shape, no __dict__, and classes that have not changed since
// (guard_versions). False for classes the
// trace does not handle: instances with a __dict__, a __getattribute__ or
// __setattr__ of their own.
bool Recorder::guard_shape(IRRef r, Instance* inst) {
  TypeObject* ty = inst->type;
  if (inst->dict || !inst->shape || ty->builtin) return fail(Abort::NYI_TYPES);
  for (Str* hook : {J.vm.names.getattribute, J.vm.names.setattr}) {
    Value h = lookup_type_cached(J.vm, ty, hook);
    if (h.is_obj() && h.o->type->layout != Layout::Builtin) return fail(Abort::NYI_TYPES);
  }
  keep(ty);
  keep(inst->shape);
  guard_type(r, inst, ty);
  guard_versions(ty);
  IRRef shape = ir().emit(IrOp::FLOAD, IrType::Ptr, r, 0, off(inst, &Instance::shape));
  guard(shape, ir().kptr(inst->shape), Cond::EQ);
  IRRef dict = ir().emit(IrOp::FLOAD, IrType::Ptr, r, 0, off(inst, &Instance::dict));
  guard(dict, ir().kptr(nullptr), Cond::EQ);
  return true;
}

// The address of slot `index` of instance r (seen as inst).
IRRef Recorder::slot_addr(IRRef r, Instance* inst, int32_t index) {
  if (*reinterpret_cast<Value* const*>(&inst->slots) != inst->slots.begin()) { fail(Abort::NYI_TYPES); return 0; }
  IRRef base = ir().emit(IrOp::FLOAD, IrType::Ptr, r, 0, off(inst, &Instance::slots));
  return ir().emit(IrOp::EADDR, IrType::Ptr, base, ir().kint(index));
}

// What the class says about an attribute name: nothing, a function (a
// method, which a slot of the same name hides), a plain value (int, float,
// str, tuple, bool or None, returned as is), or something else (a
// descriptor: not handled).
enum class ClassAttr { Absent, Function, Plain, Other };
static ClassAttr class_attr(Value d) {
  if (d.is_undef()) return ClassAttr::Absent;
  if (!d.is_obj()) return ClassAttr::Plain;
  switch (d.o->type->layout) {
    case Layout::Function: return ClassAttr::Function;
    case Layout::Int: case Layout::Float: case Layout::Str: case Layout::Tuple:
      return d.o->type->builtin ? ClassAttr::Plain : ClassAttr::Other;
    default: return ClassAttr::Other;
  }
}

// Attributes of instances of user classes: a slot load, a plain class
// value (a constant) or, for LOAD_METHOD, the class's function (a constant)
// with the instance as self.
bool Recorder::rec_instance_attr(const Instr& in, bool method, IRRef r, Value o) {
  auto* inst = static_cast<Instance*>(o.o);
  Str* name = cur_code()->names[in.c];
  if (!name->interned || !inst->shape) return fail(Abort::NYI_TYPES);
  Value desc = lookup_type_cached(J.vm, inst->type, name);
  ClassAttr kind = class_attr(desc);
  int32_t index = inst->shape->lookup(name);
  if (kind == ClassAttr::Other || (index < 0 && kind == ClassAttr::Absent)) return fail(Abort::NYI_TYPES);
  if (index < 0 && kind == ClassAttr::Function && !method) return fail(Abort::NYI_TYPES);   // a bound method object
  if (!guard_shape(r, inst)) return false;
  if (index >= 0) {
    IRRef e = slot_addr(r, inst, index);
    IRRef v = e ? load_element_at(e, inst->slots[(size_t)index]) : 0;
    if (!v) return false;
    set(in.a, v);
    if (method) set(in.a + 1, ir().kint(0, IrType::Undef));
    return true;
  }
  IRRef k = desc.is_int() ? ir().kint(desc.i) : desc.is_float() ? ir().kfloat(desc.f)
            : desc.is_bool() ? ir().kint(desc.b, IrType::Bool) : desc.is_none() ? ir().kint(0, IrType::None)
            : desc.is_obj() ? ir().kptr(desc.o, IrType::Obj) : 0;
  if (!k) return fail(Abort::NYI_TYPES);
  if (desc.is_obj()) keep(desc.o);
  set(in.a, k);
  if (method) set(in.a + 1, kind == ClassAttr::Function ? r : ir().kint(0, IrType::Undef));
  return true;
}

// STORE_ATTR to an existing slot of an instance of a user class whose
// class has no data descriptor of that name.
bool Recorder::rec_store_attr(const Instr& in) {
  Value o = reg(in.a);
  IRRef r = get(in.a), v = get(in.c);
  if (!r || !v || !o.is_obj() || o.o->type->layout != Layout::Instance) return fail(Abort::NYI_TYPES);
  auto* inst = static_cast<Instance*>(o.o);
  Str* name = cur_code()->names[in.b];
  if (!name->interned || !inst->shape) return fail(Abort::NYI_TYPES);
  ClassAttr kind = class_attr(lookup_type_cached(J.vm, inst->type, name));
  int32_t index = inst->shape->lookup(name);
  if (kind == ClassAttr::Other) return fail(Abort::NYI_TYPES);
  if (index < 0) return add_slot(r, inst, name, v);
  if (!guard_shape(r, inst)) return false;
  IRRef e = slot_addr(r, inst, index);
  if (!e) return false;
  ir().emit(IrOp::FSTORE, IrType::Void, e, ir().kint((int64_t)tag_of(ir().type(v))), 0);
  ir().emit(IrOp::FSTORE, IrType::Void, e, payload_free(ir().type(v)) ? ir().kint(0) : v, 8);
  return true;
}

// A new attribute: the instance moves to the next shape and its slot count
// grows by one, when its slot storage has room (else the trace exits and
// the interpreter grows it). SlotStore's {p_, n_, cap_} layout is checked
// on the object at hand; n_ and cap_ are read as one word (cap_ high).
bool Recorder::add_slot(IRRef r, Instance* inst, Str* name, IRRef v) {
  Shape* next = shape_with(J.vm, inst->shape, name);
  uint32_t n = (uint32_t)inst->slots.size();
  auto words = reinterpret_cast<const uint32_t*>(reinterpret_cast<const char*>(&inst->slots) + 8);
  if (next->index != (int32_t)n || words[0] != n || words[1] <= n || words[1] >= 0x7fffffff)
    return fail(Abort::NYI_TYPES);
  if (!guard_shape(r, inst)) return false;
  keep(next);
  int64_t counts = off(inst, &Instance::slots) + 8;
  IRRef w = ir().emit(IrOp::FLOAD, IrType::Int, r, 0, counts);
  guard(w, ir().kint(((int64_t)(n + 1) << 32) | n), Cond::GE);   // cap_ > n (and n_ == n, as the shape says)
  IRRef e = slot_addr(r, inst, (int32_t)n);
  if (!e) return false;
  ir().emit(IrOp::FSTORE, IrType::Void, e, ir().kint((int64_t)tag_of(ir().type(v))), 0);
  ir().emit(IrOp::FSTORE, IrType::Void, e, payload_free(ir().type(v)) ? ir().kint(0) : v, 8);
  ir().emit(IrOp::FSTORE, IrType::Void, r, ir().emit(IrOp::ADD, IrType::Int, w, ir().kint(1)), counts);
  ir().emit(IrOp::FSTORE, IrType::Void, r, ir().kptr(next), off(inst, &Instance::shape));
  return true;
}

// LOAD_ATTR / LOAD_METHOD on a module the trace knows (a constant), or on
// an instance of a user class.
bool Recorder::rec_attr(const Instr& in, bool method) {
  Value o = reg(in.b);
  IRRef r = get(in.b);
  if (r && o.is_obj() && o.o->type->layout == Layout::Instance) return rec_instance_attr(in, method, r, o);
  if (r && method && ir()[r].op == IrOp::NEWSUPER) return rec_super_method(in, static_cast<Super*>(o.o), r);
  TypeObject* ot = o.is_obj() ? o.o->type : nullptr;
  if (r && method && (ot == J.vm.t.list || ot == J.vm.t.dict || ot == J.vm.t.str) && inl.empty()) {
    // Methods of list, dict and str: the function itself is a constant of
    // the (unchangeable) built-in type.
    Value m = lookup_type_cached(J.vm, ot, cur_code()->names[in.c]);
    if (!m.is_obj() || m.o->type->layout != Layout::Builtin) return fail(Abort::NYI_TYPES);
    guard_type(r, o.o, ot);
    set(in.a, ir().kptr(m.o, IrType::Obj));
    set(in.a + 1, r);
    return true;
  }
  if (!r || !o.is_obj() || o.o->type->layout != Layout::Module || !ir().is_const(r)) return fail(Abort::NYI_TYPES);
  IRRef v = 0;
  Entry e = load_entry(static_cast<Module*>(o.o)->dict, cur_code()->names[in.c], v);
  if (e == Entry::Missing) return fail(Abort::NYI_TYPES);   // module __getattr__, submodules: not yet
  if (e == Entry::Failed) return false;
  set(in.a, v);
  if (method) set(in.a + 1, ir().kint(0, IrType::Undef));
  return true;
}

// In a function trace, a call of the function itself with exactly its
// positional parameters: the trace calls its own machine code on a frame
// just above this one (CALLSELF). Anything else is not compiled yet.
bool Recorder::rec_self_call(const Instr& in, Value callee, const std::vector<IRRef>& args) {
  Function* fn = frame->func;
  Code* c = code;
  if (in.op != Op::CALL || callee.o != fn || !inl.empty() || (int)args.size() != c->argcount || c->kwonlycount ||
      (c->flags & (kCodeGenerator | kCodeVarargs | kCodeVarkw)) || !c->cellnames.empty() || !c->freenames.empty())
    return fail(Abort::FUNC_CALL);
  snap(pc);   // CALLCHK's: the call not started yet
  ir().emit(IrOp::CALLCHK, IrType::Void);
  for (size_t i = 0; i < args.size(); i++) ir().emit(IrOp::SARG, IrType::Void, args[i], 0, (int64_t)i);
  std::vector<SnapEntry> e = written_entries();
  ir().snapshot(pc, e);
  ir().snaps.back().call_fn = fn;
  ir().emit(IrOp::CALLSELF, IrType::Void, 0, 0, (int64_t)in.a | ((int64_t)args.size() << 16));
  snap_dirty = true;
  self_call = true;
  self_pc = pc;
  self_ret = (uint16_t)in.a;
  return true;
}

// super() with no arguments, in a method whose frame is inlined or the
// loop's: the class is the content of the __class__ cell (a constant of the
// function, guarded to hold it), the instance is register 0. The super
// object itself is made only if an exit needs it (NEWSUPER, remat): its
// one use in a trace is LOAD_METHOD (rec_super_method).
bool Recorder::rec_super(const Instr& in) {
  Code* c = cur_code();
  Function* fn = inl.empty() ? frame->func : inl.back().fn;
  int idx = -1;
  for (size_t i = 0; i < c->freenames.size(); i++)
    if (c->freenames[i]->text() == "__class__") idx = (int)i;
  if (!fn || c->argcount == 0 || idx < 0 || !fn->closure) return fail(Abort::NYI_CALL);
  Value self = reg(0), clsv = as<Cell>(fn->closure->items[(size_t)idx])->v;
  IRRef sr = get(0);
  if (!sr || !self.is_obj() || self.o->type->layout != Layout::Instance || !is_layout(clsv, Layout::Type) ||
      !is_subtype(self.o->type, as<TypeObject>(clsv)))
    return fail(Abort::NYI_TYPES);
  auto* cell = static_cast<Cell*>(fn->closure->items[(size_t)idx].o);
  keep(cell);
  IRRef e = ir().emit(IrOp::ADD, IrType::Ptr, ir().kptr(cell, IrType::Obj), ir().kint(mem_off(off(cell, &Cell::v))));
  IRRef cls = load_element_at(e, cell->v);
  if (!cls) return false;
  guard(cls, ir().kptr(clsv.o, IrType::Obj), Cond::EQ);
  set(in.a, ir().emit(IrOp::NEWSUPER, IrType::Obj, ir().kptr(clsv.o, IrType::Obj), sr));
  return true;
}

// LOAD_METHOD on super(): a plain function found in the instance's MRO
// after the class, guarded by the instance's type and that type's version
// (bumped on any change to it or a base).
bool Recorder::rec_super_method(const Instr& in, Super* s, IRRef r) {
  const IrIns& sup = ir()[r];
  IRRef self = sup.b;
  Str* name = cur_code()->names[in.c];
  Value v = super_lookup(s, name);
  if (!v.is_obj() || v.o->type->layout != Layout::Function || !s->self.is_obj()) return fail(Abort::NYI_TYPES);
  TypeObject* ty = s->self_type;
  guard_type(self, s->self.o, ty);
  guard_versions(ty);
  keep(v.o);
  set(in.a, ir().kptr(v.o, IrType::Obj));
  set(in.a + 1, self);
  return true;
}

// Calls. A Python function with plain positional parameters, no cells and
// no loop is inlined: its registers are IR values, and an exit inside it
// rebuilds its frame (snap). math.sqrt and math.fabs become IR ops; len()
// of a list reads its size; range() is an allocation helper.
bool Recorder::rec_call(const Instr& in) {
  Value callee = reg(in.a);
  int first = in.a + 1, nargs = in.b;
  if (in.op == Op::CALL_METHOD) {
    IRRef self = get(in.a + 1);
    if (!self) return fail(Abort::NYI_TYPES);
    if (reg(in.a + 1).is_undef()) first = in.a + 2;
    else nargs++;
  }
  IRRef cr = get(in.a);
  if (!cr || !callee.is_obj()) return fail(Abort::NYI_CALL);
  std::vector<IRRef> args;
  for (int i = 0; i < nargs; i++) {
    IRRef x = get(first + i);
    if (!x) return fail(Abort::NYI_TYPES);
    args.push_back(x);
  }
  // The callee: a constant already, or guarded to be this object from now on.
  if (!(ir().is_const(cr) && ir()[cr].k == (int64_t)(intptr_t)callee.o)) {
    keep(callee.o);
    guard(cr, ir().kptr(callee.o, IrType::Obj), Cond::EQ);
  }
  if (callee.o == J.vm.t.range && nargs >= 1 && nargs <= 3) {
    IRRef lo = nargs == 1 ? ir().kint(0) : args[0], hi = nargs == 1 ? args[0] : args[1];
    IRRef st = nargs == 3 ? args[2] : ir().kint(1);
    for (IRRef x : {lo, hi, st})
      if (ir().type(x) != IrType::Int) return fail(Abort::NYI_TYPES);
    if (nargs == 3) {
      if (reg(first + 2).i == 0) return fail(Abort::WOULD_RAISE);
      guard(st, ir().kint(0), Cond::NE);
    }
    set(in.a, ir().emit(IrOp::NEWRANGE, IrType::Obj, lo, hi, st));
    return true;
  }
  if (callee.o == J.vm.t.super && nargs == 0) return rec_super(in);
  if (callee.o->type->layout == Layout::Builtin) {
    auto* bf = static_cast<BuiltinFunction*>(callee.o);
    std::string name = bf->def->name;
    if (bf->def->hint == JitHint::MathUnary && nargs == 1 && (name == "sqrt" || name == "fabs")) {
      IrType ta = ir().type(args[0]);
      if (ta != IrType::Float && ta != IrType::Int) return fail(Abort::NYI_TYPES);
      IRRef x = to_float(args[0]);
      if (name == "sqrt") {
        Value v = reg(first);
        if (!((v.is_float() ? v.f : (double)v.i) >= 0.0)) return fail(Abort::NYI_TYPES);
        guard(x, ir().kfloat(0.0), Cond::GE);   // else ValueError (or NaN): the interpreter's
        set(in.a, ir().emit(IrOp::FSQRT, IrType::Float, x));
      } else {
        set(in.a, ir().emit(IrOp::FABS, IrType::Float, x));
      }
      return true;
    }
    if (name == "append" && bf->owner == J.vm.t.list && nargs == 2 && inl.empty()) {
      Value l = reg(first);
      if (!l.is_obj() || l.o->type != J.vm.t.list) return fail(Abort::NYI_CALL);
      guard_type(args[0], l.o, J.vm.t.list);
      ir().emit(IrOp::APPEND, IrType::Void, args[0], args[1]);
      set(in.a, ir().kint(0, IrType::None));
      return true;
    }
    // Pure methods of str, dict.get: on strs and plain numbers only.
    if (in.op == Op::CALL_METHOD && bf->is_method && nargs >= 1 && nargs <= 4 && inl.empty()) {
      bool str_method = bf->owner == J.vm.t.str && bf->def->hint == JitHint::Pure && reg(first).is_obj() &&
                        reg(first).o->type == J.vm.t.str;
      bool dict_get = bf->owner == J.vm.t.dict && name == "get" && nargs >= 2 && str_keyed_dict(first) &&
                      reg(first + 1).is_obj() && reg(first + 1).o->type == J.vm.t.str;
      if (str_method || dict_get) {
        std::vector<int> argregs;
        for (int k = 0; k < nargs; k++) {
          if (k >= (str_method ? 0 : 1) && !scalar_or_str(first + k)) return fail(Abort::NYI_TYPES);
          argregs.push_back(first + k);
        }
        return rec_native(bf->def, argregs, in.a);
      }
    }
    if (name == "len" && nargs == 1 && bf->self.is_undef()) {
      Value v = reg(first);
      if (!v.is_obj() || v.o->type != J.vm.t.list) return fail(Abort::NYI_CALL);
      auto* l = static_cast<List*>(v.o);
      guard_type(args[0], l, J.vm.t.list);
      IRRef begin, end;
      if (!vector_bounds(args[0], l, &List::items, begin, end)) return false;
      IRRef bytes = ir().emit(IrOp::SUB, IrType::Int, end, begin);
      set(in.a, ir().emit(IrOp::SAR, IrType::Int, bytes, ir().kint(4)));
      return true;
    }
    return fail(Abort::NYI_CALL);
  }
  if (CompiledFunc* f = scalar_pure_callee(callee, args)) return rec_compiled_call(f, callee, first, nargs, in.a);
  if (t->func) return rec_self_call(in, callee, args);
  bool ctor = false;
  Function* fn = nullptr;
  if (in.op == Op::CALL && callee.o->type->layout == Layout::Type) {
    // A plain user class: the instance first, then __init__ inlined (the
    // interpreter does the same with an inline frame marked ctor).
    auto* cls = static_cast<TypeObject*>(callee.o);
    if (cls->layout != Layout::Instance || cls->type != J.vm.t.type || cls->builtin) return fail(Abort::NYI_CALL);
    Value newfn = lookup_type_cached(J.vm, cls, J.vm.names.new_);
    Value init = lookup_type_cached(J.vm, cls, J.vm.names.init);
    if (!newfn.is_obj() || newfn.o->type->layout != Layout::Builtin || !init.is_obj() ||
        init.o->type->layout != Layout::Function)
      return fail(Abort::NYI_CALL);
    guard_versions(cls);
    fn = static_cast<Function*>(init.o);
    keep(fn);
    IRRef obj = ir().emit(IrOp::NEWINST, IrType::Obj, ir().kptr(cls, IrType::Obj));
    args.insert(args.begin(), obj);
    nargs++;
    set(in.a, obj);
    ctor = true;
  } else if (callee.o->type->layout == Layout::Function) {
    fn = static_cast<Function*>(callee.o);
  } else {
    return fail(Abort::NYI_CALL);
  }
  Code* c = fn->code;
  if (c->flags & (kCodeGenerator | kCodeVarargs | kCodeVarkw) || c->argcount != nargs || c->kwonlycount ||
      !c->cellnames.empty() || inl.size() >= 4)
    return fail(Abort::NYI_CALL);
  if (!c->freenames.empty() && (!fn->closure || fn->closure->items.size() != c->freenames.size()))
    return fail(Abort::NYI_CALL);
  if (c == code) return fail(Abort::NYI_CALL);   // recursion
  for (auto& i : inl)
    if (i.code == c) return fail(Abort::NYI_CALL);
  pending_code = c;
  pending_fn = fn;
  pending_ctor = ctor;
  pending_args = args;
  pending_ret = in.a;
  return true;
}

// A resume trace reached its frame's yield: it writes back the registers
// it changed and leaves there; the interpreter yields.
void Recorder::close_gen() {
  std::vector<SnapEntry> e = written_entries();
  ir().snapshot(pc, e);
  t->gen_end = (uint32_t)ir().snaps.size() - 1;
  ir().emit(IrOp::EXIT, IrType::Void);
}

// A side trace ends at the loop's back-edge by leaving with everything it
// wrote (jit_run then goes on with the loop's trace, which reloads).
void Recorder::close_side() {
  std::vector<SnapEntry> e = written_entries();
  // EXIT's stub goes straight on into the loop's trace (asm_x64.cpp), so
  // the collection and interrupt checks of a back-edge happen here, with a
  // snapshot of their own that returns to the interpreter.
  ir().snapshot(t->jump_pc, e);
  ir().emit(IrOp::POLL, IrType::Void);
  ir().snapshot(t->jump_pc, e);
  ir().emit(IrOp::EXIT, IrType::Void);
}

// The back-edge of a loop nested in this one. When it has a trace, this
// trace writes every register it changed back to the interpreter's, runs
// that trace (CALLL) and starts over reading registers from memory.
bool Recorder::rec_inner_loop(const Instr& in) {
  const InlineCache& c = code->icache[pc];
  if (c.kind == IcKind::Empty) return fail(Abort::INNER_PENDING);
  if (c.kind != IcKind::Loop || static_cast<const Trace*>(c.obj)->globals != frame->globals)
    return fail(Abort::INNER_LOOP);
  for (const SnapEntry& se : written_entries()) ir().emit(IrOp::SSTORE, IrType::Void, se.ref, 0, se.slot);
  inner_pc = ir().emit(IrOp::CALLL, IrType::Int, 0, 0, (int64_t)(intptr_t)c.obj);
  std::fill(slot.begin(), slot.end(), 0);
  std::fill(state.begin(), state.end(), Untouched);
  snap_dirty = true;
  unpeelable = true;
  return true;
}

// The back-edge. The recorded iteration becomes the trace's first
// iteration; the loop body is the same IR emitted again after LOOP, with
// each slot the first iteration wrote standing for that slot's value at
// the head of the loop (a PHI updated at the back-edge). Emitting through
// the folding/CSE pipeline a second time is what hoists invariant loads,
// guards and arithmetic out of the loop: they come back as the first
// iteration's instructions. Slots whose type the iteration changes cannot
// be carried: then the trace writes its locals back to the interpreter's
// registers every iteration and loops to its start, which reloads them.
bool Recorder::close_loop() {
  IrBuf& b = ir();
  auto written = [&](size_t s) { return state[s] == Written || state[s] == LoadedThenWritten; };
  // Locals written (temporaries die with their statement unless read
  // first) that the code may read again from the loop's head: one written
  // before any read on every path from there (a loop body's scratch
  // variable) is neither carried to the next iteration nor written back.
  std::vector<uint16_t> carried;
  for (size_t s = 0; s < slot.size(); s++)
    if (written(s) && ((int)s < code->nlocals || state[s] == LoadedThenWritten) && reg_live(code, t->jump_pc, (uint32_t)s))
      carried.push_back((uint16_t)s);
  IRRef n1 = (IRRef)b.ins.size();
  bool stable = J.params.peel != 0 && !unpeelable;
  for (IRRef r = 1; r < n1 && stable; r++)
    if (b[r].op == IrOp::SLOAD && written((size_t)b[r].k) && b.type(slot[(size_t)b[r].k]) != b[r].t) stable = false;
  if (!stable) {
    for (uint16_t s : carried) b.emit(IrOp::SSTORE, IrType::Void, slot[s], 0, (int64_t)s);
    b.snapshot(t->jump_pc, {});
    b.emit(IrOp::POLL, IrType::Void);
    b.emit(IrOp::JLOOP, IrType::Void);
    return true;
  }
  IRRef loop = b.emit(IrOp::LOOP, IrType::Void);
  std::vector<bool> variant((size_t)n1, false);
  for (uint16_t s : carried)
    if (!b.is_const(slot[s])) variant[slot[s]] = true;
  b.begin_body(loop, variant);
  std::vector<IRRef> map((size_t)n1, 0);
  std::vector<int64_t> snap_map(b.snaps.size(), -1);
  for (IRRef r = 1; r < n1; r++) {
    const IrIns i = b[r];
    char kind = ir_kind(i.op);
    if (kind == 'K') { map[r] = r; continue; }
    if (i.op == IrOp::SLOAD) {
      map[r] = written((size_t)i.k) ? slot[(size_t)i.k] : r;
      continue;
    }
    if (kind == 'G') {
      if (snap_map[i.snap] < 0) {
        const Snapshot s1 = b.snaps[i.snap];
        std::vector<SnapEntry> e;
        std::vector<bool> listed(slot.size(), false);
        for (uint32_t k = 0; k < s1.count; k++) {
          SnapEntry se = b.snap_entries[s1.first + k];
          e.push_back(SnapEntry{se.slot, se.depth, map[se.ref]});
          if (se.depth == 0) listed[se.slot] = true;
        }
        for (uint16_t s : carried)
          if (!listed[s]) e.push_back(SnapEntry{s, 0, slot[s]});
        std::vector<SnapFrame> frames(b.snap_frames.begin() + s1.frames_first,
                                      b.snap_frames.begin() + s1.frames_first + s1.nframes);
        b.snapshot(s1.pc, e, 0, frames);
        snap_map[i.snap] = (int64_t)b.snaps.size() - 1;
      }
      b.use_snapshot((uint32_t)snap_map[i.snap]);
    }
    map[r] = b.emit(i.op, i.t, i.a > 0 ? map[i.a] : i.a, i.b > 0 ? map[i.b] : i.b, i.k);
  }
  std::vector<SnapEntry> end;
  for (uint16_t s : carried) end.push_back(SnapEntry{s, 0, map[slot[s]]});
  b.snapshot(t->jump_pc, end);
  b.emit(IrOp::POLL, IrType::Void);
  std::vector<bool> moved(b.ins.size(), false);
  for (uint16_t s : carried) {
    IRRef x = slot[s], y = map[x];
    if (y != x && !moved[x]) b.emit(IrOp::PHI, IrType::Void, x, y);
    moved[x] = true;
  }
  b.emit(IrOp::JLOOP, IrType::Void);
  return true;
}

bool Recorder::step(Frame* f, uint32_t at, std::unique_ptr<Trace>& done, Abort& why) {
  why_ = Abort::NYI_OP;
  if (!ok_) { why = Abort::NYI_TYPES; return false; }
  if (self_call) {
    if (f != frame) return true;   // the recursive call runs interpreted
    if (at != self_pc + 1) { why = Abort::LEFT_FRAME; return false; }
    // CALLSELF copied the result into the register: read it from there.
    self_call = false;
    slot[self_ret] = 0;
    state[self_ret] = Untouched;
    snap_dirty = true;
  }
  if (gen_next_pc) {
    if (f != cur_frame()) return true;   // the generator's own code
    // It ran out while recording: the trace would guard on a value.
    if (at != gen_next_pc) { why = Abort::LOOP_EXIT; return false; }
    gen_next_pc = 0;
  }
  if (pending_code) {
    // The call recorded last must have entered its callee.
    if (f->code != pending_code || f->back != cur_frame() || at != 0) { why = Abort::LEFT_FRAME; return false; }
    Inlined c{f, pending_fn, pending_code, std::vector<IRRef>((size_t)pending_code->nregs, 0), pc, pending_ret,
              pending_ctor};
    for (size_t i = 0; i < pending_args.size(); i++) c.slot[i] = pending_args[i];
    inl.push_back(std::move(c));
    pending_code = nullptr;
    snap_dirty = true;
  }
  if (f != cur_frame()) { why = Abort::LEFT_FRAME; return false; }
  pc = at;
  if (inner_pc) {
    // Where the inner loop's trace left the interpreter: from now on it
    // must leave there, or this trace exits wherever it did.
    ir().snapshot(0, {}, inner_pc);
    ir().emit(IrOp::GUARD, IrType::Void, inner_pc, ir().kint(at), (int64_t)Cond::EQ);
    snap_dirty = true;
    inner_pc = 0;
  }
  if ((int64_t)ir().ins.size() > J.params.maxrecord) { why = Abort::TOO_LONG; return false; }
  if ((int64_t)ir().snaps.size() > J.params.maxsnap) { why = Abort::TOO_MANY_SNAPS; return false; }
  const Instr& in = cur_code()->code[pc];
  bool ok = true;
  switch (in.op) {
    case Op::NOP:
      break;
    case Op::JUMP:
      if (!in_loop(in.target())) ok = fail(Abort::LOOP_EXIT);
      break;
    case Op::LOAD_CONST: {
      Value k = cur_code()->consts[in.b];
      IRRef r = 0;
      if (k.is_int()) r = ir().kint(k.i);
      else if (k.is_float()) r = ir().kfloat(k.f);
      else if (k.is_bool()) r = ir().kint(k.b ? 1 : 0, IrType::Bool);
      else if (k.is_none()) r = ir().kint(0, IrType::None);
      else if (k.is_obj() && k.o->type == J.vm.t.str) {
        keep(k.o);
        r = ir().kptr(k.o, IrType::Obj);
      }
      if (!r) { ok = fail(Abort::NYI_TYPES); break; }
      set(in.a, r);
      break;
    }
    case Op::MOVE: {
      IRRef r = get(in.b);
      if (!r) { ok = fail(Abort::NYI_TYPES); break; }
      set(in.a, r);
      break;
    }
    case Op::CHECK_LOCAL:
      if (!get(in.a) || reg(in.a).is_undef()) ok = fail(reg(in.a).is_undef() ? Abort::WOULD_RAISE : Abort::NYI_TYPES);
      break;
    case Op::LOAD_GLOBAL: ok = rec_global(in); break;
    case Op::STORE_GLOBAL: ok = rec_store_global(in); break;
    case Op::LOAD_ATTR: ok = rec_attr(in, false); break;
    case Op::LOAD_METHOD: ok = rec_attr(in, true); break;
    case Op::BINARY_OP: ok = rec_binary(in); break;
    case Op::UNARY_NEGATIVE: {
      IRRef a = get(in.b);
      if (a && ir().type(a) == IrType::Int) set(in.a, checked(IrOp::NEGOV, a, 0));
      else if (a && ir().type(a) == IrType::Float) set(in.a, ir().emit(IrOp::FNEG, IrType::Float, a));
      else ok = fail(Abort::NYI_TYPES);
      break;
    }
    case Op::COMPARE_OP: ok = rec_compare(in); break;
    case Op::CONTAINS_OP:   // a str in an exact str
      if (reg(in.b).is_obj() && reg(in.c).is_obj() && scalar_or_str(in.b) && scalar_or_str(in.c))
        ok = rec_native(kStrContains[in.x ? 1 : 0], {in.b, in.c}, in.a);
      else ok = fail(Abort::NYI_TYPES);
      break;
    case Op::POP_JUMP_IF_FALSE: ok = rec_branch(in, false); break;
    case Op::POP_JUMP_IF_TRUE: ok = rec_branch(in, true); break;
    case Op::FOR_ITER:
      if (!inl.empty()) { ok = fail(Abort::INLINE_EFFECT); break; }
      ok = rec_for_iter(in);
      break;
    case Op::STORE_SUBSCR: ok = rec_subscr(in, true); break;
    case Op::BINARY_SUBSCR: ok = rec_subscr(in, false); break;
    case Op::STORE_ATTR: ok = rec_store_attr(in); break;
    case Op::BUILD_LIST:
    case Op::BUILD_TUPLE: {
      if (!inl.empty() && in.c) { ok = fail(Abort::NYI_OP); break; }   // items must be in the loop frame's registers
      if (in.op == Op::BUILD_LIST && in.c == 0) { set(in.a, ir().emit(IrOp::NEWLIST, IrType::Obj)); break; }
      // The helper copies the items from the interpreter's registers: store
      // them all first (even one read from there: in the loop body its
      // current value may be a PHI the registers have not seen).
      for (int i = 0; i < in.c && ok; i++) {
        IRRef v = get(in.b + i);
        if (!v) { ok = fail(Abort::NYI_TYPES); break; }
        ir().emit(IrOp::SSTORE, IrType::Void, v, 0, in.b + i);
      }
      if (!ok) break;
      set(in.a, ir().emit(in.op == Op::BUILD_TUPLE ? IrOp::NEWTUPLE : IrOp::NEWLISTN, IrType::Obj, 0, 0,
                          ((int64_t)in.b << 16) | in.c));
      break;
    }
    case Op::UNPACK_SEQUENCE: ok = rec_unpack(in); break;
    case Op::MATCH_SEQUENCE: ok = rec_match_sequence(in, false); break;
    case Op::GET_LEN: ok = rec_match_sequence(in, true); break;
    case Op::COPY_FREE_VARS: {
      // Only at the start of an inlined call: the function is a constant,
      // so are its closure's cells.
      if (inl.empty() || !inl.back().fn->closure) { ok = fail(Abort::NYI_OP); break; }
      Tuple* cl = inl.back().fn->closure;
      for (int k = 0; k < in.b; k++) {
        keep(cl->items[(size_t)k].o);
        set(in.a + k, ir().kptr(cl->items[(size_t)k].o, IrType::Obj));
      }
      break;
    }
    case Op::LOAD_DEREF: {
      // A cell's contents (closures): the cell is an object in a register.
      Value c = reg(in.b);
      IRRef cr = get(in.b);
      if (!cr || !c.is_obj() || c.o->type != J.vm.t.cell) { ok = fail(Abort::NYI_TYPES); break; }
      auto* cell = static_cast<Cell*>(c.o);
      if (cell->v.is_undef()) { ok = fail(Abort::WOULD_RAISE); break; }
      guard_type(cr, cell, J.vm.t.cell);
      IRRef e = ir().emit(IrOp::ADD, IrType::Ptr, cr, ir().kint(mem_off(off(cell, &Cell::v))));
      IRRef v = load_element_at(e, cell->v);
      if (!v) { ok = false; break; }
      set(in.a, v);
      break;
    }
    case Op::STORE_DEREF: {
      Value c = reg(in.a);
      IRRef cr = get(in.a), v = get(in.b);
      if (!cr || !v || !c.is_obj() || c.o->type != J.vm.t.cell) { ok = fail(Abort::NYI_TYPES); break; }
      auto* cell = static_cast<Cell*>(c.o);
      guard_type(cr, cell, J.vm.t.cell);
      // Addressed as LOAD_DEREF does (a Value at e): loads and stores of one
      // location must use the same offset for the CSE's alias rule.
      IRRef e = ir().emit(IrOp::ADD, IrType::Ptr, cr, ir().kint(mem_off(off(cell, &Cell::v))));
      ir().emit(IrOp::FSTORE, IrType::Void, e, ir().kint((int64_t)tag_of(ir().type(v))), 0);
      ir().emit(IrOp::FSTORE, IrType::Void, e, payload_free(ir().type(v)) ? ir().kint(0) : v, 8);
      break;
    }
    case Op::LIST_APPEND: {
      IRRef l = get(in.a), v = get(in.b);
      if (!l || !v || !inl.empty() || !reg(in.a).is_obj() || reg(in.a).o->type != J.vm.t.list) { ok = fail(Abort::NYI_TYPES); break; }
      ir().emit(IrOp::APPEND, IrType::Void, l, v);
      break;
    }
    case Op::JUMP_BACKWARD:
      if (!inl.empty()) { ok = fail(Abort::INNER_LOOP); break; }
      if (t->gen) {
        // A resume trace runs on through its loop's back-edge to the next
        // yield; a loop with a trace of its own (no yield in it) is called.
        if (code->icache[pc].kind == IcKind::Loop) ok = rec_inner_loop(in);
        break;
      }
      // Any back-edge to the loop's own header closes it (`continue`).
      if (pc != t->jump_pc && (t->func || in.target() != t->start_pc)) { ok = rec_inner_loop(in); break; }
      if (parent_) close_side();
      else close_loop();
      done = std::move(t);
      return false;
    case Op::GET_ITER: {
      IRRef r = get(in.b);
      Value seq = reg(in.b);
      if (r && inl.empty() && seq.is_obj() && seq.o->type == J.vm.t.list) {
        guard_type(r, seq.o, J.vm.t.list);
        set(in.a, ir().emit(IrOp::LISTITER, IrType::Obj, r));
        break;
      }
      if (!r || ir()[r].op != IrOp::NEWRANGE || !inl.empty()) { ok = fail(Abort::NYI_TYPES); break; }
      const IrIns rg = ir()[r];
      IRRef it = ir().emit(IrOp::RANGEITER, IrType::Obj, rg.a, rg.b, rg.k);
      guard(it, ir().kptr(nullptr, IrType::Obj), Cond::NE);   // else the interpreter makes the big-int iterator
      set(in.a, it);
      // The range was the temporary of `for ... in range(...)`, dead from
      // here: exits need not make it (an exit that allocates is one the
      // machine code cannot take by itself).
      if ((int)in.b >= code->nlocals && in.b != in.a) {
        slot[in.b] = 0;
        state[in.b] = Untouched;
        snap_dirty = true;
      }
      break;
    }
    case Op::CALL:
    case Op::CALL_METHOD:
      ok = rec_call(in);
      break;
    case Op::RETURN_VALUE: {
      if (inl.empty() && t->func) {
        IRRef rv = get(in.a);
        if (!rv) { ok = fail(Abort::NYI_TYPES); break; }
        ir().emit(IrOp::RET, IrType::Void, rv);
        done = std::move(t);
        return false;
      }
      if (inl.empty()) { ok = fail(Abort::LEFT_FRAME); break; }
      IRRef rv = get(in.a);
      if (!rv) { ok = fail(Abort::NYI_TYPES); break; }
      uint16_t dst = inl.back().ret_reg;
      bool ctor = inl.back().ctor;
      if (ctor && ir().type(rv) != IrType::None) { ok = fail(Abort::NYI_TYPES); break; }   // __init__ must return None
      inl.pop_back();
      snap_dirty = true;
      if (!ctor) set(dst, rv);
      break;
    }
    case Op::CALL_KW: case Op::CALL_METHOD_KW: case Op::CALL_FUNCTION_EX:
      ok = fail(Abort::NYI_CALL);
      break;
    case Op::YIELD_VALUE:
      if (!t->gen || !inl.empty()) { ok = fail(Abort::LEFT_FRAME); break; }
      close_gen();
      done = std::move(t);
      return false;
    default:
      ok = fail(Abort::NYI_OP);
      break;
  }
  if (!ok) {
    J.stats.abort_ops[(int)in.op]++;
    why = why_;
    return false;
  }
  return true;
}

RecorderPtr recorder_new(JitState& J, Frame* f, uint32_t start_pc, uint32_t jump_pc, Trace* parent, uint32_t snap) {
  return RecorderPtr(new Recorder(J, f, start_pc, jump_pc, parent, snap));
}
void RecorderDelete::operator()(Recorder* r) const { delete r; }
bool recorder_step(Recorder& r, Frame* f, uint32_t pc, std::unique_ptr<Trace>& done, Abort& why) {
  return r.step(f, pc, done, why);
}

}  // namespace tpy::jit
