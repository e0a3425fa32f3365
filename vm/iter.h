// iter.h — the iterators of the core containers and dict views, which the
// interpreter's FOR_ITER steps without a call. Created by get_iter (vm/ops.h);
// other iterators (enumerate, zip, map, ...) live in builtins/.
#pragma once
#include "vm/vm.h"

namespace tpy {

// list_iterator, tuple_iterator, and the generic `iterator` over an object
// with __getitem__ (seq_iterator: index until IndexError).
struct SeqIter : Object {
  Value seq;
  int64_t index = 0;
  SeqIter(TypeObject* t, Value s) : Object(t), seq(s) {}
  void trace(Tracer& tr) override { tr.mark(seq); }
};

// Walks a str by UTF-8 byte offset.
struct StrIter : Object {
  Str* str;
  size_t offset = 0;
  StrIter(TypeObject* t, Str* s) : Object(t), str(s) {}
  void trace(Tracer& tr) override { tr.mark(str); }
};

struct RangeIter : Object {
  int64_t next, step, remaining;
  RangeIter(TypeObject* t, int64_t n, int64_t s, int64_t r) : Object(t), next(n), step(s), remaining(r) {}
};
// next + step, wrapping: past the last item it may leave int64 (and is
// never read then), which must not be undefined behaviour.
inline int64_t range_step(int64_t next, int64_t step) { return (int64_t)((uint64_t)next + (uint64_t)step); }

// Iterates a range beyond int64 (Range::big).
struct LongRangeIter : Object {
  BigInt next, step, remaining;
  LongRangeIter(TypeObject* t, BigInt n, BigInt s, BigInt r)
      : Object(t), next(std::move(n)), step(std::move(s)), remaining(std::move(r)) {}
};

// dict_keyiterator / dict_valueiterator / dict_itemiterator (type tells
// which). RuntimeError "dictionary changed size during iteration".
struct DictIter : Object {
  Dict* dict;
  size_t pos = 0;
  int64_t expected_used;
  DictIter(TypeObject* t, Dict* d) : Object(t), dict(d), pos(d->live_from), expected_used(d->used) {}
  void trace(Tracer& tr) override { tr.mark(dict); }
};

// dict_keys / dict_values / dict_items views (type tells which).
struct DictView : Object {
  Dict* dict;
  DictView(TypeObject* t, Dict* d) : Object(t), dict(d) {}
  void trace(Tracer& tr) override { tr.mark(dict); }
};

struct SetIter : Object {
  Set* set;
  size_t pos = 0;
  int64_t expected_used;
  SetIter(TypeObject* t, Set* s) : Object(t), set(s), expected_used(s->used) {}
  void trace(Tracer& tr) override { tr.mark(set); }
};

// iter(callable, sentinel)
struct CallIter : Object {
  Value callable, sentinel;
  bool done = false;
  CallIter(TypeObject* t, Value c, Value s) : Object(t), callable(c), sentinel(s) {}
  void trace(Tracer& tr) override { tr.mark(callable); tr.mark(sentinel); }
};

// Steps a core iterator without a call. Returns false with an exception
// pending; done=true at exhaustion. handled=false when `it` is not a core
// iterator (the caller then calls __next__).
bool core_iter_next(VM& vm, Value it, Value& out, bool& done, bool& handled);

}  // namespace tpy
