// memoryview.cpp — memoryview over bytes and bytearray: a one-dimensional
// view of unsigned bytes (format 'B') with a start and a step into the
// object's buffer. Indexing gives ints, slicing gives a view of the same
// object, a view of a bytearray writes through. release() (and leaving a
// `with` block) ends the view. Entry point: init_memoryview_type. Other
// formats, cast() and views of NumPy arrays are not supported.
#include <cstdio>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/dict.h"

namespace tpy {

namespace {

struct MemoryView : Object {
  Value obj;           // the bytes or bytearray viewed
  int64_t start = 0, step = 1, len = 0;
  bool released = false;
  MemoryView(TypeObject* t, Value o, int64_t s, int64_t st, int64_t n) : Object(t), obj(o), start(s), step(st), len(n) {}
  void trace(Tracer& tr) override { tr.mark(obj); }
};

bool is_buffer(Value v) { return is_layout(v, Layout::Bytes); }

std::string& buffer_of(MemoryView* m) { return as<Bytes>(m->obj)->s; }

bool readonly(VM& vm, MemoryView* m) { return !is_subtype(m->obj.o->type, vm.t.bytearray); }

// The view of args[0], checking it is alive.
bool live_view(VM& vm, Value self, MemoryView*& m) {
  m = as<MemoryView>(self);
  if (m->released) return vm.raise(vm.exc.ValueError, "operation forbidden on released memoryview object");
  return true;
}

// Offset in the buffer of item i (0 <= i < len), checked against the
// buffer's current size (a bytearray may have shrunk since).
bool item_offset(VM& vm, MemoryView* m, int64_t i, size_t& off) {
  int64_t o = m->start + i * m->step;
  if (o < 0 || o >= (int64_t)buffer_of(m).size()) return vm.raise(vm.exc.IndexError, "index out of bounds on dimension 1");
  off = (size_t)o;
  return true;
}

bool view_bytes(VM& vm, MemoryView* m, std::string& out) {
  out.clear();
  out.reserve((size_t)m->len);
  for (int64_t i = 0; i < m->len; i++) {
    size_t off;
    if (!item_offset(vm, m, i, off)) return false;
    out += buffer_of(m)[off];
  }
  return true;
}

// The bytes of a value compared with or assigned to a view (bytes,
// bytearray, memoryview); ok=false when it is none of those.
bool other_bytes(VM& vm, Value v, std::string& out, bool& ok) {
  ok = true;
  if (is_buffer(v)) { out = as<Bytes>(v)->s; return true; }
  if (v.is_obj() && v.o->type == bstate(vm).memoryview) {
    MemoryView* o;
    if (!live_view(vm, v, o)) return false;
    return view_bytes(vm, o, out);
  }
  ok = false;
  return true;
}

bool mv_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, bstate(vm).memoryview, rest);
  Value args[1];
  if (!bind_args(vm, rest, "memoryview", {"object"}, 1, args)) return false;
  Value src = args[0];
  if (src.is_obj() && src.o->type == bstate(vm).memoryview) {
    MemoryView* o;
    if (!live_view(vm, src, o)) return false;
    out = Value::object(vm.alloc<MemoryView>(cls, o->obj, o->start, o->step, o->len));
    return true;
  }
  if (!is_buffer(src))
    return vm.raisef(vm.exc.TypeError, "memoryview: a bytes-like object is required, not '%s'", type_name(vm, src));
  out = Value::object(vm.alloc<MemoryView>(cls, src, 0, 1, (int64_t)as<Bytes>(src)->s.size()));
  return true;
}

bool mv_len(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = Value::integer(m->len);
  return true;
}

// An index key → item number; IndexError when outside the view.
bool item_index(VM& vm, MemoryView* m, Value k, int64_t& i) {
  if (!k.is_int() && !k.is_bool() && !is_layout(k, Layout::Int) &&
      !(k.is_obj() && has_dunder_hooks(k.o->type) && !lookup_special(vm, k, vm.names.index).is_undef()))
    return vm.raise(vm.exc.TypeError, "memoryview: invalid slice key");
  bool overflow;
  if (!to_index(vm, k, i, overflow)) return false;
  if (overflow) return vm.raise(vm.exc.IndexError, "cannot fit 'int' into an index-sized integer");
  if (i < 0) i += m->len;
  if (i < 0 || i >= m->len) return vm.raise(vm.exc.IndexError, "index out of bounds on dimension 1");
  return true;
}

bool mv_getitem(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  Value k = a.args[1];
  if (is_layout(k, Layout::Slice)) {
    int64_t start, stop, step, count;
    if (!slice_indices(vm, as<Slice>(k), m->len, start, stop, step, count)) return false;
    out = Value::object(vm.alloc<MemoryView>(m->type, m->obj, m->start + start * m->step, m->step * step, count));
    return true;
  }
  int64_t i;
  size_t off;
  if (!item_index(vm, m, k, i) || !item_offset(vm, m, i, off)) return false;
  out = Value::integer((unsigned char)buffer_of(m)[off]);
  return true;
}

bool mv_setitem(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  if (readonly(vm, m)) return vm.raise(vm.exc.TypeError, "cannot modify read-only memory");
  Value k = a.args[1], v = a.args[2];
  out = Value::none();
  if (is_layout(k, Layout::Slice)) {
    int64_t start, stop, step, count;
    if (!slice_indices(vm, as<Slice>(k), m->len, start, stop, step, count)) return false;
    std::string src;
    bool ok;
    if (!other_bytes(vm, v, src, ok)) return false;
    if (!ok) return vm.raisef(vm.exc.TypeError, "a bytes-like object is required, not '%s'", type_name(vm, v));
    if ((int64_t)src.size() != count)
      return vm.raise(vm.exc.ValueError, "memoryview assignment: lvalue and rvalue have different structures");
    for (int64_t j = 0; j < count; j++) {
      size_t off;
      if (!item_offset(vm, m, start + j * step, off)) return false;
      buffer_of(m)[off] = src[(size_t)j];
    }
    return true;
  }
  int64_t i;
  if (!item_index(vm, m, k, i)) return false;
  if (!v.is_int() && !v.is_bool() && !is_layout(v, Layout::Int))
    return vm.raise(vm.exc.TypeError, "memoryview: invalid type for format 'B'");
  int64_t b;
  bool overflow;
  if (!to_index(vm, v, b, overflow)) return false;
  if (overflow || b < 0 || b > 255) return vm.raise(vm.exc.ValueError, "memoryview: invalid value for format 'B'");
  size_t off;
  if (!item_offset(vm, m, i, off)) return false;
  buffer_of(m)[off] = (char)b;
  return true;
}

bool mv_delitem(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  if (readonly(vm, m)) return vm.raise(vm.exc.TypeError, "cannot modify read-only memory");
  return vm.raise(vm.exc.TypeError, "cannot delete memory");
}

bool mv_tobytes(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  std::string s;
  if (!view_bytes(vm, m, s)) return false;
  out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(s)));
  return true;
}

bool mv_tolist(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  std::string s;
  if (!view_bytes(vm, m, s)) return false;
  std::vector<Value> items;
  items.reserve(s.size());
  for (unsigned char c : s) items.push_back(Value::integer(c));
  out = Value::object(vm.new_list(std::move(items)));
  return true;
}

bool mv_hex(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  std::string s, r;
  if (!view_bytes(vm, m, s)) return false;
  static const char kDigits[] = "0123456789abcdef";
  for (unsigned char c : s) { r += kDigits[c >> 4]; r += kDigits[c & 15]; }
  out = vm.str_value(r);
  return true;
}

bool mv_release(VM& vm, CallArgs& a, Value& out) {
  as<MemoryView>(a.args[0])->released = true;
  out = Value::none();
  return true;
}

bool mv_enter(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = a.args[0];
  return true;
}

bool mv_exit(VM& vm, CallArgs& a, Value& out) {
  as<MemoryView>(a.args[0])->released = true;
  out = Value::none();
  return true;
}

bool mv_eq_ne(VM& vm, CallArgs& a, Value& out, bool eq) {
  MemoryView* m = as<MemoryView>(a.args[0]);
  Value other = a.args[1];
  if (other.same(a.args[0])) { out = Value::boolean(eq); return true; }
  if (m->released) { out = Value::boolean(!eq); return true; }
  std::string x, y;
  bool ok;
  if (!other_bytes(vm, other, y, ok)) return false;
  if (!ok) { out = vm.not_implemented; return true; }
  if (!view_bytes(vm, m, x)) return false;
  out = Value::boolean((x == y) == eq);
  return true;
}
bool mv_eq(VM& vm, CallArgs& a, Value& out) { return mv_eq_ne(vm, a, out, true); }
bool mv_ne(VM& vm, CallArgs& a, Value& out) { return mv_eq_ne(vm, a, out, false); }

bool mv_hash(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  if (!readonly(vm, m)) return vm.raise(vm.exc.ValueError, "cannot hash writable memoryview object");
  std::string s;
  if (!view_bytes(vm, m, s)) return false;
  int64_t h;
  if (!hash_value(vm, Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(s))), h)) return false;
  out = Value::integer(h);
  return true;
}

bool mv_repr(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m = as<MemoryView>(a.args[0]);
  char buf[64];
  std::snprintf(buf, sizeof buf, "<%smemory at %p>", m->released ? "released " : "", (void*)m);
  out = vm.str_value(buf);
  return true;
}

// ---- attributes (properties)

bool mv_obj(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = m->obj;
  return true;
}
bool mv_nbytes(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = Value::integer(m->len);
  return true;
}
bool mv_readonly(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = Value::boolean(readonly(vm, m));
  return true;
}
bool mv_format(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = vm.str_value("B");
  return true;
}
bool mv_one(VM& vm, CallArgs& a, Value& out) {   // itemsize and ndim
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = Value::integer(1);
  return true;
}
bool mv_shape(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = Value::object(vm.new_tuple({Value::integer(m->len)}));
  return true;
}
bool mv_strides(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = Value::object(vm.new_tuple({Value::integer(m->step)}));
  return true;
}
bool mv_contiguous(VM& vm, CallArgs& a, Value& out) {
  MemoryView* m;
  if (!live_view(vm, a.args[0], m)) return false;
  out = Value::boolean(m->step == 1 || m->len <= 1);
  return true;
}

const NativeDef kMemoryViewMethods[] = {
    {"__len__", mv_len, 1, 1, false, JitHint::None},
    {"__getitem__", mv_getitem, 2, 2, false, JitHint::None},
    {"__setitem__", mv_setitem, 3, 3, false, JitHint::None},
    {"__delitem__", mv_delitem, 2, 2, false, JitHint::None},
    {"__eq__", mv_eq, 2, 2, false, JitHint::None},
    {"__ne__", mv_ne, 2, 2, false, JitHint::None},
    {"__hash__", mv_hash, 1, 1, false, JitHint::None},
    {"__repr__", mv_repr, 1, 1, false, JitHint::None},
    {"__enter__", mv_enter, 1, 1, false, JitHint::None},
    {"__exit__", mv_exit, 1, -1, false, JitHint::None},
    {"tobytes", mv_tobytes, 1, 1, false, JitHint::None},
    {"tolist", mv_tolist, 1, 1, false, JitHint::None},
    {"hex", mv_hex, 1, 1, false, JitHint::None},
    {"release", mv_release, 1, 1, false, JitHint::None},
};

const NativeDef kMemoryViewGetters[] = {
    {"obj", mv_obj, 1, 1, false, JitHint::None},
    {"nbytes", mv_nbytes, 1, 1, false, JitHint::None},
    {"readonly", mv_readonly, 1, 1, false, JitHint::None},
    {"format", mv_format, 1, 1, false, JitHint::None},
    {"itemsize", mv_one, 1, 1, false, JitHint::None},
    {"ndim", mv_one, 1, 1, false, JitHint::None},
    {"shape", mv_shape, 1, 1, false, JitHint::None},
    {"strides", mv_strides, 1, 1, false, JitHint::None},
    {"contiguous", mv_contiguous, 1, 1, false, JitHint::None},
    {"c_contiguous", mv_contiguous, 1, 1, false, JitHint::None},
    {"f_contiguous", mv_contiguous, 1, 1, false, JitHint::None},
};

}  // namespace

void init_memoryview_type(VM& vm) {
  TypeObject* t = keep_type(vm, vm.new_builtin_type("memoryview", Layout::Native, vm.t.object));
  t->subclassable = false;
  t->collection = TypeObject::Collection::Sequence;
  t->ctor = mv_ctor;
  vm.add_methods(t, kMemoryViewMethods);
  for (const NativeDef& g : kMemoryViewGetters) add_getter(vm, t, &g);
  bstate(vm).memoryview = t;
  vm.set_builtin("memoryview", Value::object(t));
}

}  // namespace tpy
