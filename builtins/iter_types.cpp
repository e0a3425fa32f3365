// iter_types.cpp — the iterator classes of builtins: enumerate, zip, map,
// filter and reversed, plus list_reverseiterator and the reverse dict
// iterator. Each is a Native-layout type whose ctor builds the iterator and
// whose __next__ raises StopIteration at the end. The core container
// iterators (list, tuple, str, range, dict, set) are vm/iter.h's.
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"
#include "vm/iter.h"

namespace tpy {

namespace {

bool stop_iteration(VM& vm) {
  vm.pending = vm.new_exception(vm.exc.StopIteration, {});
  return false;
}

struct EnumerateIter : Object {
  Value it;
  Value count;  // an int (inline, or big after overflow)
  EnumerateIter(TypeObject* t, Value i, Value c) : Object(t), it(i), count(c) {}
  void trace(Tracer& tr) override { tr.mark(it); tr.mark(count); }
};

struct ZipIter : Object {
  std::vector<Value> its;
  bool strict = false;
  bool done = false;
  explicit ZipIter(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override { tr.mark_all(its); }
};

struct MapIter : Object {
  Value func;
  std::vector<Value> its;
  MapIter(TypeObject* t, Value f) : Object(t), func(f) {}
  void trace(Tracer& tr) override { tr.mark(func); tr.mark_all(its); }
};

struct FilterIter : Object {
  Value func, it;
  FilterIter(TypeObject* t, Value f, Value i) : Object(t), func(f), it(i) {}
  void trace(Tracer& tr) override { tr.mark(func); tr.mark(it); }
};

// reversed() over a sequence, and list_reverseiterator: index counts down;
// seq becomes unbound when exhausted.
struct ReversedIter : Object {
  Value seq;
  int64_t index;
  ReversedIter(TypeObject* t, Value s, int64_t i) : Object(t), seq(s), index(i) {}
  void trace(Tracer& tr) override { tr.mark(seq); }
};

struct DictRevIter : Object {
  Dict* dict;
  int64_t pos;
  int64_t expected_used;
  DictRevIter(TypeObject* t, Dict* d) : Object(t), dict(d), pos(static_cast<int64_t>(d->entries.size())), expected_used(d->used) {}
  void trace(Tracer& tr) override { tr.mark(dict); }
};

bool iter_self(VM&, CallArgs& a, Value& out) {
  out = a.args[0];
  return true;
}

// ---- enumerate

bool enumerate_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, bstate(vm).enumerate, rest);
  Value args[2];
  if (!bind_args(vm, rest, "enumerate", {"iterable", "start"}, 1, args)) return false;
  Value start = Value::integer(0);
  if (!args[1].is_undef()) {
    start = args[1];
    if (start.is_bool()) start = Value::integer(start.b ? 1 : 0);
    if (!start.is_int() && !is_layout(start, Layout::Int)) {
      int64_t v;
      if (!arg_int64(vm, start, v)) return false;
      start = Value::integer(v);
    }
  }
  Value it;
  if (!get_iter(vm, args[0], it)) return false;
  out = Value::object(vm.alloc<EnumerateIter>(cls, it, start));
  return true;
}

bool enumerate_next(VM& vm, CallArgs& a, Value& out) {
  auto* e = as<EnumerateIter>(a.args[0]);
  Value item;
  bool done;
  if (!iter_next(vm, e->it, item, done)) return false;
  if (done) return stop_iteration(vm);
  Value idx = e->count;
  int64_t nxt;
  if (idx.is_int() && !add_overflow(idx.i, 1, &nxt)) {
    e->count = Value::integer(nxt);
  } else {
    Value one = Value::integer(1), r;
    if (!binary_op(vm, static_cast<int>(BinOpKind::Add), idx, one, r)) return false;
    e->count = r;
  }
  out = Value::object(vm.new_tuple({idx, item}));
  return true;
}

// ---- zip

bool zip_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, bstate(vm).zip, rest);
  bool strict = false;
  for (int i = 0; i < rest.nkw(); i++) {
    std::string_view k = str_view(rest.kwnames->items[i]);
    if (k != "strict")
      return vm.raisef(vm.exc.TypeError, "zip() got an unexpected keyword argument '%.*s'", (int)k.size(), k.data());
    if (!truthy(vm, rest.kwvalue(i), strict)) return false;
  }
  auto* z = vm.alloc<ZipIter>(cls);
  z->strict = strict;
  RootScope roots(vm);
  roots.add(z);
  for (int i = 0; i < rest.nargs; i++) {
    Value it;
    if (!get_iter(vm, rest.args[i], it)) return false;
    z->its.push_back(it);
  }
  out = Value::object(z);
  return true;
}

std::string zip_arg_range(size_t i) {
  return i == 1 ? std::string("argument 1") : strfmt("arguments 1-%zu", i);
}

bool zip_next(VM& vm, CallArgs& a, Value& out) {
  auto* z = as<ZipIter>(a.args[0]);
  if (z->done || z->its.empty()) return stop_iteration(vm);
  Tuple* t = vm.alloc_tuple(z->its.size());
  RootScope roots(vm);
  roots.add(t);
  for (size_t i = 0; i < z->its.size(); i++) {
    Value item;
    bool done;
    if (!iter_next(vm, z->its[i], item, done)) return false;
    if (!done) { t->items[i] = item; continue; }
    z->done = true;
    if (!z->strict) return stop_iteration(vm);
    if (i > 0) {
      return vm.raisef(vm.exc.ValueError, "zip() argument %zu is shorter than %s", i + 1, zip_arg_range(i).c_str());
    }
    for (size_t j = 1; j < z->its.size(); j++) {
      Value extra;
      bool d2;
      if (!iter_next(vm, z->its[j], extra, d2)) return false;
      if (!d2) {
        return vm.raisef(vm.exc.ValueError, "zip() argument %zu is longer than %s", j + 1, zip_arg_range(j).c_str());
      }
    }
    return stop_iteration(vm);
  }
  out = Value::object(t);
  return true;
}

// ---- map

bool map_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, bstate(vm).map, rest);
  if (rest.nkw() > 0) return vm.raise(vm.exc.TypeError, "map() takes no keyword arguments");
  if (rest.nargs < 2) return vm.raise(vm.exc.TypeError, "map() must have at least two arguments.");
  auto* m = vm.alloc<MapIter>(cls, rest.args[0]);
  RootScope roots(vm);
  roots.add(m);
  for (int i = 1; i < rest.nargs; i++) {
    Value it;
    if (!get_iter(vm, rest.args[i], it)) return false;
    m->its.push_back(it);
  }
  out = Value::object(m);
  return true;
}

bool map_next(VM& vm, CallArgs& a, Value& out) {
  auto* m = as<MapIter>(a.args[0]);
  if (m->its.size() == 1) {
    Value item;
    bool done;
    if (!iter_next(vm, m->its[0], item, done)) return false;
    if (done) return stop_iteration(vm);
    RootScope roots(vm);
    roots.add(item);
    return call1(vm, m->func, item, out);
  }
  Tuple* args = vm.alloc_tuple(m->its.size());
  RootScope roots(vm);
  roots.add(args);
  for (size_t i = 0; i < m->its.size(); i++) {
    bool done;
    if (!iter_next(vm, m->its[i], args->items[i], done)) return false;
    if (done) return stop_iteration(vm);
  }
  return call(vm, m->func, args->items.data(), static_cast<int>(args->items.size()), nullptr, out);
}

// ---- filter

bool filter_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, bstate(vm).filter, rest);
  if (!check_ctor_arity(vm, "filter", rest, 2, 2, false)) return false;
  Value it;
  if (!get_iter(vm, rest.args[1], it)) return false;
  out = Value::object(vm.alloc<FilterIter>(cls, rest.args[0], it));
  return true;
}

bool filter_next(VM& vm, CallArgs& a, Value& out) {
  auto* f = as<FilterIter>(a.args[0]);
  RootScope roots(vm);
  for (;;) {
    Value item;
    bool done;
    if (!iter_next(vm, f->it, item, done)) return false;
    if (done) return stop_iteration(vm);
    bool keep;
    if (f->func.is_none() || (f->func.is_obj() && f->func.o == vm.t.bool_)) {
      if (!truthy(vm, item, keep)) return false;
    } else {
      roots.add(item);
      Value r;
      if (!call1(vm, f->func, item, r)) return false;
      if (!truthy(vm, r, keep)) return false;
    }
    if (keep) { out = item; return true; }
  }
}

// ---- reversed

bool reversed_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, bstate(vm).reversed, rest);
  if (!check_ctor_arity(vm, "reversed", rest, 1, 1, false)) return false;
  Value seq = rest.args[0];
  Value rev = lookup_special(vm, seq, vm.names.reversed);
  if (!rev.is_undef()) {
    if (rev.is_none()) return vm.raisef(vm.exc.TypeError, "'%s' object is not reversible", type_name(vm, seq));
    bool found;
    return call_method(vm, seq, vm.names.reversed, nullptr, 0, out, found);
  }
  bool seq_like = is_layout(seq, Layout::Tuple) || is_layout(seq, Layout::Str) || is_layout(seq, Layout::List) ||
                  is_layout(seq, Layout::Bytes);
  if (!seq_like && (lookup_special(vm, seq, vm.names.getitem).is_undef() || is_layout(seq, Layout::Dict) ||
                    lookup_special(vm, seq, vm.names.len).is_undef()))
    return vm.raisef(vm.exc.TypeError, "'%s' object is not reversible", type_name(vm, seq));
  int64_t n;
  if (!length(vm, seq, n)) return false;
  out = Value::object(vm.alloc<ReversedIter>(cls, seq, n - 1));
  return true;
}

bool reversed_next(VM& vm, CallArgs& a, Value& out) {
  auto* r = as<ReversedIter>(a.args[0]);
  if (r->seq.is_undef() || r->index < 0) { r->seq = Value(); return stop_iteration(vm); }
  if (is_layout(r->seq, Layout::Tuple)) {
    auto& items = as<Tuple>(r->seq)->items;
    out = items[r->index--];
    return true;
  }
  if (is_layout(r->seq, Layout::List)) {
    auto& items = as<List>(r->seq)->items;
    if (r->index >= static_cast<int64_t>(items.size())) { r->seq = Value(); return stop_iteration(vm); }
    out = items[r->index--];
    return true;
  }
  if (!get_item(vm, r->seq, Value::integer(r->index), out)) {
    if (vm.pending_is(vm.exc.IndexError) || vm.pending_is(vm.exc.StopIteration)) {
      vm.pending = nullptr;
      r->seq = Value();
      return stop_iteration(vm);
    }
    return false;
  }
  r->index--;
  return true;
}

// ---- reverse dict iteration (keys)

bool dict_rev_next(VM& vm, CallArgs& a, Value& out) {
  auto* r = as<DictRevIter>(a.args[0]);
  Dict* d = r->dict;
  if (d->used != r->expected_used) {
    r->expected_used = -1;
    return vm.raise(vm.exc.RuntimeError, "dictionary changed size during iteration");
  }
  if (r->pos > static_cast<int64_t>(d->entries.size())) r->pos = static_cast<int64_t>(d->entries.size());
  while (r->pos > 0) {
    const DictEntry& e = d->entries[--r->pos];
    if (!e.key.is_undef()) { out = e.key; return true; }
  }
  return stop_iteration(vm);
}

const NativeDef kEnumerateMethods[] = {
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
    {"__next__", enumerate_next, 1, 1, false, JitHint::None},
};
const NativeDef kZipMethods[] = {
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
    {"__next__", zip_next, 1, 1, false, JitHint::None},
};
const NativeDef kMapMethods[] = {
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
    {"__next__", map_next, 1, 1, false, JitHint::None},
};
const NativeDef kFilterMethods[] = {
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
    {"__next__", filter_next, 1, 1, false, JitHint::None},
};
const NativeDef kReversedMethods[] = {
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
    {"__next__", reversed_next, 1, 1, false, JitHint::None},
};
const NativeDef kDictRevMethods[] = {
    {"__iter__", iter_self, 1, 1, false, JitHint::None},
    {"__next__", dict_rev_next, 1, 1, false, JitHint::None},
};

TypeObject* make_type(VM& vm, const char* name, NativeFn ctor, const NativeDef* defs, size_t n) {
  TypeObject* t = keep_type(vm, vm.new_builtin_type(name, Layout::Native, vm.t.object));
  t->subclassable = false;
  t->ctor = ctor;
  vm.add_methods(t, defs, n);
  return t;
}

}  // namespace

Value new_list_reverse_iter(VM& vm, List* l) {
  return Value::object(vm.alloc<ReversedIter>(bstate(vm).list_reverseiterator, Value::object(l),
                                              static_cast<int64_t>(l->items.size()) - 1));
}

Value new_dict_iter(VM& vm, TypeObject* iter_type, Dict* d) {
  if (iter_type == bstate(vm).dict_reverseiterator) return Value::object(vm.alloc<DictRevIter>(iter_type, d));
  return Value::object(vm.alloc<DictIter>(iter_type, d));
}

void init_iter_types(VM& vm) {
  BState& st = bstate(vm);
  st.enumerate = make_type(vm, "enumerate", enumerate_ctor, kEnumerateMethods, std::size(kEnumerateMethods));
  st.zip = make_type(vm, "zip", zip_ctor, kZipMethods, std::size(kZipMethods));
  st.map = make_type(vm, "map", map_ctor, kMapMethods, std::size(kMapMethods));
  st.filter = make_type(vm, "filter", filter_ctor, kFilterMethods, std::size(kFilterMethods));
  st.reversed = make_type(vm, "reversed", reversed_ctor, kReversedMethods, std::size(kReversedMethods));
  st.list_reverseiterator =
      make_type(vm, "list_reverseiterator", nullptr, kReversedMethods, std::size(kReversedMethods));
  st.dict_reverseiterator =
      make_type(vm, "dict_reversekeyiterator", nullptr, kDictRevMethods, std::size(kDictRevMethods));
  for (TypeObject* t : {st.enumerate, st.zip, st.map, st.filter, st.reversed})
    vm.set_builtin(t->name->text().c_str(), Value::object(t));
}

}  // namespace tpy
