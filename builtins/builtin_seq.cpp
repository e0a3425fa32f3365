// builtin_seq.cpp — builtin functions over iterables: len, min/max, sum,
// sorted, any/all, iter and next. Iteration itself is vm/ops.h (get_iter,
// iter_next); sorting is builtins/sort.cpp. Fast paths cover lists and
// tuples of ints and floats, the shapes benchmarks feed these.
#include <cmath>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/sort.h"
#include "builtins/str_util.h"
#include "vm/iter.h"

namespace tpy {

bool extend_from_iterable(VM& vm, std::vector<Value>& out, Value src) {
  // A subclass of list/tuple that overrides __iter__ iterates its own way.
  bool own_iter = false;
  if (src.is_obj() && !src.o->type->builtin) {
    Value fn = lookup_type_cached(vm, src.o->type, vm.names.iter);
    own_iter = fn.is_obj() && !is_layout(fn, Layout::Builtin);
  }
  if (is_layout(src, Layout::List) && !own_iter) {
    auto& v = as<List>(src)->items;
    out.insert(out.end(), v.begin(), v.end());
    return true;
  }
  if (is_layout(src, Layout::Tuple) && !own_iter) {
    auto& v = as<Tuple>(src)->items;
    out.insert(out.end(), v.begin(), v.end());
    return true;
  }
  if (is_layout(src, Layout::Range)) {
    Range* r = as<Range>(src);
    if (r->big) {
      // CPython sizes the list by len() first: OverflowError rather than an endless fill.
      if (!fits_int64(r->big->length))
        return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C ssize_t");
      for (BigInt v = r->big->start, n = r->big->length; n > 0; v += r->big->step, n -= 1) out.push_back(vm.new_int(v));
      return true;
    }
    if (!vm.check_alloc((out.size() + r->length) * sizeof(Value))) return false;
    out.reserve(out.size() + r->length);
    for (int64_t i = 0; i < r->length; i++) out.push_back(Value::integer(r->start + i * r->step));
    return true;
  }
  RootScope roots(vm);
  Value it;
  if (!get_iter(vm, src, it)) return false;
  roots.add(it);
  for (;;) {
    Value item;
    bool done;
    if (!iter_next(vm, it, item, done)) return false;
    if (done) return true;
    out.push_back(item);
    if ((out.size() & 4095) == 0 && !vm.check_alloc(out.size() * sizeof(Value))) return false;
  }
}

namespace {

bool builtin_len(VM& vm, CallArgs& a, Value& out) {
  int64_t n;
  if (!length(vm, a.args[0], n)) return false;
  out = Value::integer(n);
  return true;
}

// ---- min / max

bool min_max(VM& vm, CallArgs& a, Value& out, bool is_max) {
  const char* name = is_max ? "max" : "min";
  if (a.nargs == 0) return vm.raisef(vm.exc.TypeError, "%s expected at least 1 argument, got 0", name);
  Value key = Value::none(), deflt;
  for (int i = 0; i < a.nkw(); i++) {
    std::string_view k = str_view(a.kwnames->items[i]);
    if (k == "key") key = a.kwvalue(i);
    else if (k == "default") deflt = a.kwvalue(i);
    else
      return vm.raisef(vm.exc.TypeError, "'%.*s' is an invalid keyword argument for %s()", (int)k.size(), k.data(),
                       name);
  }
  if (a.nargs > 1 && !deflt.is_undef())
    return vm.raisef(vm.exc.TypeError, "Cannot specify a default for %s() with multiple positional arguments", name);
  const CmpOpKind op = is_max ? CmpOpKind::Gt : CmpOpKind::Lt;
  RootSlots h(vm, 3);  // 0: best item, 1: best key, 2: iterator
  bool have = false;
  const bool has_key = !key.is_none();
  auto consider = [&](Value item) -> bool {
    Value k = item;
    if (has_key) {
      RootScope r(vm);
      r.add(item);
      if (!call1(vm, key, item, k)) return false;
    }
    if (!have) { h.set(0, item); h.set(1, k); have = true; return true; }
    Value best = h.get(1);
    bool better;
    if (k.is_int() && best.is_int()) better = is_max ? k.i > best.i : k.i < best.i;
    else if (k.is_float() && best.is_float()) better = is_max ? k.f > best.f : k.f < best.f;
    else {
      RootScope r(vm);
      r.add(item);
      r.add(k);
      if (!compare_bool(vm, op, k, best, better)) return false;
    }
    if (better) { h.set(0, item); h.set(1, k); }
    return true;
  };
  if (a.nargs > 1) {
    for (int i = 0; i < a.nargs; i++)
      if (!consider(a.args[i])) return false;
  } else if (is_layout(a.args[0], Layout::List) || is_layout(a.args[0], Layout::Tuple)) {
    // Index loop re-reading the container: key functions may mutate it.
    Value seq = a.args[0];
    for (size_t i = 0;; i++) {
      ValueArray items = seq_items(seq);
      if (i >= items.size()) break;
      if (!consider(items[i])) return false;
    }
  } else {
    Value it;
    if (!get_iter(vm, a.args[0], it)) return false;
    h.set(2, it);
    for (;;) {
      Value item;
      bool done;
      if (!iter_next(vm, it, item, done)) return false;
      if (done) break;
      if (!consider(item)) return false;
    }
  }
  if (!have) {
    if (!deflt.is_undef()) { out = deflt; return true; }
    return vm.raisef(vm.exc.ValueError, "%s() arg is an empty sequence", name);
  }
  out = h.get(0);
  return true;
}

bool builtin_max(VM& vm, CallArgs& a, Value& out) { return min_max(vm, a, out, true); }
bool builtin_min(VM& vm, CallArgs& a, Value& out) { return min_max(vm, a, out, false); }

// ---- sum

bool builtin_sum(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs + a.nkw() > 2)
    return vm.raisef(vm.exc.TypeError, "sum() takes at most 2 arguments (%d given)", a.nargs + a.nkw());
  Value args[2];
  if (!bind_args(vm, a, "sum", {"iterable", "start"}, 1, args)) return false;
  Value start = args[1].is_undef() ? Value::integer(0) : args[1];
  if (is_str(start)) return vm.raise(vm.exc.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  if (is_layout(start, Layout::Bytes))
    return vm.raise(vm.exc.TypeError, "sum() can't sum bytes [use b''.join(seq) instead]");
  RootSlots h(vm, 2);  // 0: accumulator, 1: iterator
  h.set(0, start);
  // Fast states: exact int64 accumulation, then double accumulation (plain
  // left-to-right adds, as CPython 3.11 — not fsum). Anything else falls
  // back to binary_op with identical results.
  auto add = [&](Value item) -> bool {
    Value acc = h.get(0);
    if (acc.is_numpy_scalar() || item.is_numpy_scalar()) {
      // NumPy's scalar arithmetic (binary_op below)
    } else if (acc.is_int()) {
      int64_t r;
      if (item.is_int() || item.is_bool()) {
        if (!add_overflow(acc.i, item.is_int() ? item.i : item.b, &r)) { h.set(0, Value::integer(r)); return true; }
      } else if (item.is_float()) {
        h.set(0, Value::real(static_cast<double>(acc.i) + item.f));
        return true;
      }
    } else if (acc.is_float()) {
      if (item.is_float()) { h.set(0, Value::real(acc.f + item.f)); return true; }
      if (item.is_int()) { h.set(0, Value::real(acc.f + static_cast<double>(item.i))); return true; }
      if (item.is_bool()) { h.set(0, Value::real(acc.f + item.b)); return true; }
    }
    RootScope r(vm);
    r.add(item);
    Value res;
    if (!binary_op(vm, static_cast<int>(BinOpKind::Add), acc, item, res)) return false;
    h.set(0, res);
    return true;
  };
  Value src = args[0];
  if (is_layout(src, Layout::List) || is_layout(src, Layout::Tuple)) {
    for (size_t i = 0;; i++) {
      ValueArray items = seq_items(src);
      if (i >= items.size()) break;
      if (!add(items[i])) return false;
    }
  } else {
    Value it;
    if (!get_iter(vm, src, it)) return false;
    h.set(1, it);
    for (;;) {
      Value item;
      bool done;
      if (!iter_next(vm, it, item, done)) return false;
      if (done) break;
      if (!add(item)) return false;
    }
  }
  out = h.get(0);
  return true;
}

// ---- sorted

bool builtin_sorted(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs != 1) return vm.raisef(vm.exc.TypeError, "sorted expected 1 argument, got %d", a.nargs);
  Value kw[3];
  if (!bind_args(vm, a, "sorted", {"iterable", "$key", "$reverse"}, 1, kw)) return false;
  List* l = vm.new_list();
  RootScope roots(vm);
  roots.add(l);
  if (!extend_from_iterable(vm, l->items, a.args[0])) return false;
  bool reverse = false;
  if (!kw[2].is_undef()) {
    int64_t r;
    if (!arg_int64(vm, kw[2], r)) return false;
    reverse = r != 0;
  }
  if (!sort_values(vm, l->items, kw[1], reverse)) return false;
  vm.account(l->items.size() * sizeof(Value));
  out = Value::object(l);
  return true;
}

// ---- any / all

bool any_all(VM& vm, CallArgs& a, Value& out, bool want) {
  // any: stop at the first true item; all: at the first false one.
  Value src = a.args[0];
  if (is_layout(src, Layout::List) || is_layout(src, Layout::Tuple)) {
    for (size_t i = 0;; i++) {
      ValueArray items = seq_items(src);
      if (i >= items.size()) break;
      bool t;
      if (!truthy(vm, items[i], t)) return false;
      if (t == want) { out = Value::boolean(want); return true; }
    }
    out = Value::boolean(!want);
    return true;
  }
  RootScope roots(vm);
  Value it;
  if (!get_iter(vm, src, it)) return false;
  roots.add(it);
  for (;;) {
    Value item;
    bool done;
    if (!iter_next(vm, it, item, done)) return false;
    if (done) break;
    bool t;
    if (!truthy(vm, item, t)) return false;
    if (t == want) { out = Value::boolean(want); return true; }
  }
  out = Value::boolean(!want);
  return true;
}

bool builtin_any(VM& vm, CallArgs& a, Value& out) { return any_all(vm, a, out, true); }
bool builtin_all(VM& vm, CallArgs& a, Value& out) { return any_all(vm, a, out, false); }

// ---- iter / next

bool builtin_iter(VM& vm, CallArgs& a, Value& out) {
  if (a.nargs == 1) return get_iter(vm, a.args[0], out);
  if (!is_callable(vm, a.args[0])) return vm.raise(vm.exc.TypeError, "iter(v, w): v must be callable");
  out = Value::object(vm.alloc<CallIter>(vm.t.callable_iterator, a.args[0], a.args[1]));
  return true;
}

bool is_iterator(VM& vm, Value it) {
  if (!it.is_obj()) return false;
  TypeObject* t = it.o->type;
  if (t == vm.t.list_iterator || t == vm.t.tuple_iterator || t == vm.t.str_iterator || t == vm.t.range_iterator ||
      t == vm.t.longrange_iterator || t == vm.t.dict_keyiterator || t == vm.t.dict_valueiterator || t == vm.t.dict_itemiterator ||
      t == vm.t.set_iterator || t == vm.t.seq_iterator || t == vm.t.callable_iterator || t == vm.t.generator)
    return true;
  return !lookup_special(vm, it, vm.names.next).is_undef();
}

bool builtin_next(VM& vm, CallArgs& a, Value& out) {
  Value it = a.args[0];
  if (!is_iterator(vm, it)) return vm.raisef(vm.exc.TypeError, "'%s' object is not an iterator", type_name(vm, it));
  bool done;
  if (!iter_next(vm, it, out, done)) return false;
  if (!done) return true;
  if (a.nargs > 1) { out = a.args[1]; return true; }
  vm.pending = vm.new_exception(vm.exc.StopIteration, out.is_none() || out.is_undef() ? std::vector<Value>{}
                                                                                     : std::vector<Value>{out});
  return false;
}

const NativeDef kSeqFuncs[] = {
    {"len", builtin_len, 1, 1, false, JitHint::Pure},
    {"max", builtin_max, 0, -1, true, JitHint::None},
    {"min", builtin_min, 0, -1, true, JitHint::None},
    {"sum", builtin_sum, 1, 2, true, JitHint::None},
    {"sorted", builtin_sorted, 0, -1, true, JitHint::None},
    {"any", builtin_any, 1, 1, false, JitHint::None},
    {"all", builtin_all, 1, 1, false, JitHint::None},
    {"iter", builtin_iter, 1, 2, false, JitHint::None},
    {"next", builtin_next, 1, 2, false, JitHint::None},
};

}  // namespace

void init_builtin_seq(VM& vm) {
  for (auto& d : kSeqFuncs) vm.set_builtin(d.name, vm.new_builtin(&d));
}

}  // namespace tpy
