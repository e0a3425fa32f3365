// infer_iter.cpp — the function compiler's iterators: what GET_ITER makes
// of a range, an array (elements or rows), a homogeneous tuple or list
// literal, enumerate and zip, and what each FOR_ITER step reads and
// branches on. Entry points get_iter and iter_next (jit/infer.h); the
// rules that call them are in jit/infer_ops.cpp.
#include "jit/infer.h"
#include "jit/trace.h"
#include "vm/vm.h"

namespace tpy::jit {

bool get_iter(Infer& I, const Val& x, Val& it) {
  const NbType& t = type_at(x.t);
  if (t.kind == NbKind::RangeIter || t.kind == NbKind::ArrayIter || t.kind == NbKind::TupleIter ||
      t.kind == NbKind::EnumerateIter || t.kind == NbKind::ZipIter || t.kind == NbKind::SeqIter) {
    it = x;   // iter(iterator) is itself
    return true;
  }
  if (t.kind == NbKind::Range) {
    it = Val{t.count ? t_prange_iter() : t_range_iter(), x.leaves};
    if (I.emitting && !I.out->ir.is_const(x.leaves[2])) {
      // A step known only when running: count the trips once here (the
      // iterator is then current, trips left, step).
      IRRef start = x.leaves[0], stop = x.leaves[1], step = x.leaves[2];
      IRRef sgn = I.emit(IrOp::SAR, IrType::Int, step, I.kint(63));
      IRRef d = I.emit(IrOp::SUB, IrType::Int, stop, start);
      IRRef dd = I.emit(IrOp::SUB, IrType::Int, I.emit(IrOp::BXOR, IrType::Int, d, sgn), sgn);
      IRRef as = I.emit(IrOp::SUB, IrType::Int, I.emit(IrOp::BXOR, IrType::Int, step, sgn), sgn);
      IRRef num = I.emit(IrOp::SUB, IrType::Int, I.emit(IrOp::ADD, IrType::Int, dd, as), I.kint(1));
      it.leaves[1] = imax(I, I.kint(0), I.emit(IrOp::FLOORDIV, IrType::Int, num, as, 1));
    }
    return true;
  }
  if (t.kind == NbKind::Str) return str_iter(I, x, it);
  if (t.kind == NbKind::ObjList) return list_iter(I, x, it);
  if (t.kind == NbKind::ObjDict) return dict_iter(I, x, it);
  bool uniform_list = t.kind == NbKind::List && !t.items.empty();
  for (TypeId i : t.items) uniform_list = uniform_list && i == t.items[0];
  if ((t.kind == NbKind::UniTuple && t.count > 0) || uniform_list) {   // a homogeneous tuple (or list literal): its leaves and an index
    TypeId tt = uniform_list ? t_unituple(t.items[0], (uint32_t)t.items.size()) : x.t;
    it = Val{t_tuple_iter(tt), x.leaves};
    it.leaves.push_back(I.kint(0));
    return true;
  }
  if (t.kind == NbKind::Array) {
    if (t.ndim == 0) return I.fail("iteration over a 0-d array"), false;
    it = Val{t_array_iter(x.t), x.leaves};
    it.leaves.push_back(I.kint(0));
    return true;
  }
  return false;
}

bool iter_next(Infer& I, const Val& it, uint32_t exit_pc, Val& value, Val& next) {
  const NbType& t = type_at(it.t);
  size_t n = it.leaves.size();
  auto leaf = [&](size_t k) { return n ? it.leaves[k] : 0; };
  if (t.kind == NbKind::RangeIter) {
    IRRef cur = leaf(0), stop = leaf(1), step = leaf(2);
    IRRef kstep = I.known_value(step);
    if (I.emitting && !I.out->ir.is_const(kstep)) {
      // A step known only when running: `stop` holds the trips left (get_iter).
      I.branch_to_pc(stop, I.kint(0), (int64_t)Cond::LE, exit_pc);
      next = Val{it.t, {I.emit(IrOp::ADD, IrType::Int, cur, step), I.emit(IrOp::SUB, IrType::Int, stop, I.kint(1)), step}};
      value = I.scalar(t_int(64), cur);
      return true;
    }
    int64_t sv = I.emitting ? I.out->ir[kstep].k : 1;
    I.branch_to_pc(cur, stop, (int64_t)(sv > 0 ? Cond::GE : Cond::LE), exit_pc);
    // An index counting up from a constant >= 0 is never negative
    // (indexing with it needs no wraparound).
    if (I.emitting && sv > 0) {
      IRRef start = cur;
      if (I.out->ir[cur].op == IrOp::BPARAM) {
        start = 0;
        for (IRRef q = 1; q < (IRRef)I.out->ir.ins.size() && !start; q++)
          if (I.out->ir[q].op == IrOp::BSET && I.out->ir[q].a == cur) start = I.out->ir[q].b;
      }
      if (start && ((I.out->ir.is_const(start) && I.out->ir[start].k >= 0) || I.nonneg.count(start))) I.nonneg.insert(cur);
    }
    // A prange loop counting by one is run on the thread pool: its header
    // (the block of cur) is marked for jit/parallel_outline.cpp.
    if (I.emitting && it.t == t_prange_iter() && sv == 1 && I.out->ir[cur].op == IrOp::BPARAM)
      I.out->prange_headers.push_back(I.out->ir[cur].k);
    next = Val{it.t, {I.emit(IrOp::ADD, IrType::Int, cur, step), stop, step}};
    value = I.scalar(t_int(64), cur);
    return true;
  }
  if (t.kind == NbKind::ArrayIter) {
    TypeId at = t.items[0];
    const NbType& arr = type_at(at);
    IRRef idx = leaf(n ? n - 1 : 0);
    I.branch_to_pc(idx, leaf(2), (int64_t)Cond::GE, exit_pc);
    Val a{at, n ? std::vector<IRRef>(it.leaves.begin(), it.leaves.end() - 1) : std::vector<IRRef>{}};
    if (I.emitting) I.nonneg.insert(idx);
    if (arr.ndim == 1) {
      TypeId et = dtype_type(arr.dtype);
      IRRef v = I.emitting ? I.emit(IrOp::ELOAD, ir_type(et), element_addr(I, a, {idx}), 0, (int64_t)arr.dtype) : 0;
      value = I.scalar(et, v);
    } else if (!view_of(I, a, I.scalar(t_int(64), idx), value)) {
      return false;
    }
    next = it;
    if (n) next.leaves[n - 1] = I.emit(IrOp::ADD, IrType::Int, idx, I.kint(1));
    return true;
  }
  if (t.kind == NbKind::TupleIter) {
    // Item idx of the tuple: the index is known only when running, so a
    // chain of compares picks the item's leaves into a block's parameters.
    const NbType& tt = type_at(t.items[0]);
    TypeId et = tt.items[0];
    IRRef idx = leaf(n ? n - 1 : 0);
    I.branch_to_pc(idx, I.kint(tt.count), (int64_t)Cond::GE, exit_pc);
    next = it;
    value = Val{et, std::vector<IRRef>(leaf_types(et).size(), 0)};
    if (!I.emitting) return true;
    next.leaves[n - 1] = I.emit(IrOp::ADD, IrType::Int, idx, I.kint(1));
    auto lts = leaf_types(et);
    size_t m = lts.size();
    if (tt.count == 1) {
      value.leaves.assign(it.leaves.begin(), it.leaves.begin() + m);
      return true;
    }
    int done = I.new_block();
    for (size_t j = 0; j < m; j++)
      value.leaves[j] = lts[j] == IrType::None ? I.kint(0, IrType::None) : I.out->ir.emit(IrOp::BPARAM, lts[j], 0, 0, done);
    auto pick = [&](uint32_t k) {
      for (size_t j = 0; j < m; j++)
        if (lts[j] != IrType::None) I.emit(IrOp::BSET, IrType::Void, value.leaves[j], it.leaves[k * m + j]);
      I.emit(IrOp::JMP, IrType::Void, 0, 0, done);
    };
    for (uint32_t k = 0; k + 1 < tt.count; k++) {
      int hit = I.new_block(), miss = I.new_block();
      I.emit(IrOp::JCC, IrType::Void, idx, I.kint(k), (int64_t)Cond::EQ | (int64_t)hit << 8);
      I.emit(IrOp::JMP, IrType::Void, 0, 0, miss);
      I.start_block(hit);
      pick(k);
      I.start_block(miss);
    }
    pick(tt.count - 1);
    I.start_block(done);
    return true;
  }
  if (t.kind == NbKind::EnumerateIter) {
    // leaves: the count, then the inner iterator's.
    Val inner{t.items[0], n ? std::vector<IRRef>(it.leaves.begin() + 1, it.leaves.end()) : std::vector<IRRef>{}};
    Val v, inner_next;
    if (!iter_next(I, inner, exit_pc, v, inner_next)) return false;
    value = Val{t_tuple({t_int(64), v.t}), {leaf(0)}};
    value.leaves.insert(value.leaves.end(), v.leaves.begin(), v.leaves.end());
    next = Val{it.t, {I.emit(IrOp::ADD, IrType::Int, leaf(0), I.kint(1))}};
    next.leaves.insert(next.leaves.end(), inner_next.leaves.begin(), inner_next.leaves.end());
    return true;
  }
  if (t.kind == NbKind::SeqIter) return list_iter_next(I, it, exit_pc, value, next) || str_iter_next(I, it, exit_pc, value, next);
  if (t.kind == NbKind::ZipIter) {
    std::vector<TypeId> vts;
    Val vals{kNoType, {}};
    next = Val{it.t, {}};
    size_t at = 0;
    for (TypeId sub : t.items) {
      size_t m = leaf_types(sub).size();
      Val s{sub, n ? std::vector<IRRef>(it.leaves.begin() + at, it.leaves.begin() + at + m) : std::vector<IRRef>{}};
      at += m;
      Val v, sn;
      if (!iter_next(I, s, exit_pc, v, sn)) return false;
      vts.push_back(v.t);
      vals.leaves.insert(vals.leaves.end(), v.leaves.begin(), v.leaves.end());
      next.leaves.insert(next.leaves.end(), sn.leaves.begin(), sn.leaves.end());
    }
    vals.t = t_tuple(vts);
    value = vals;
    return true;
  }
  return false;
}

}  // namespace tpy::jit
