// value.h — the 16-byte tagged Value every part of tpy passes around.
// Entry points: Value::none/boolean/integer/real/object constructors and the
// is_*/as_* accessors. Heap object layout lives in vm/object.h; this file
// knows nothing about types beyond the tag.
#pragma once
#include <cstdint>
#include <cstring>

namespace tpy {

struct Object;

// The tag is the first byte so the JIT can test it with one cmp.
enum class Tag : uint8_t {
  Undef = 0,  // an unbound local / empty cell; never visible to Python code
  None = 1,   // payload unused
  Bool = 2,   // payload.b
  Int = 3,    // payload.i: a Python int that fits in int64 (bigger ones are heap BigInt)
  Float = 4,  // payload.f
  Obj = 5,    // payload.o: never null
};

// Contract: a Value is a plain copyable bit pattern. Holding one across a
// safepoint (a call into Python code, gc.collect) is safe only when it is
// also reachable from a frame, a global, a RootScope or a host handle.
struct Value {
  Tag tag = Tag::Undef;
  uint8_t pad_[7] = {};
  union {
    int64_t i;
    double f;
    bool b;
    Object* o;
    uint64_t bits;
  };

  Value() : bits(0) {}  // Undef: registers start zeroed
  static Value undef() { return Value(); }
  static Value none() { Value r; r.tag = Tag::None; return r; }
  static Value boolean(bool v) { Value r; r.tag = Tag::Bool; r.bits = 0; r.b = v; return r; }
  static Value integer(int64_t v) { Value r; r.tag = Tag::Int; r.i = v; return r; }
  static Value real(double v) { Value r; r.tag = Tag::Float; r.f = v; return r; }
  static Value object(Object* p) { Value r; r.tag = Tag::Obj; r.o = p; return r; }

  bool is_undef() const { return tag == Tag::Undef; }
  bool is_none() const { return tag == Tag::None; }
  bool is_bool() const { return tag == Tag::Bool; }
  bool is_int() const { return tag == Tag::Int; }
  bool is_float() const { return tag == Tag::Float; }
  bool is_obj() const { return tag == Tag::Obj; }

  // Identity as Python's `is` sees it (floats/ints compare by value and
  // type, which is what CPython's small-object caching makes users expect).
  bool same(const Value& o2) const { return tag == o2.tag && bits == o2.bits; }
};

static_assert(sizeof(Value) == 16, "Value must stay 16 bytes");

}  // namespace tpy
