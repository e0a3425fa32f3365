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
  // The tag lives in the low byte of a full 8-byte word that constructors
  // write whole: a 1-byte store followed by a 16-byte copy would defeat
  // store forwarding on every register move (measured: fib, 40% of time).
  union {
    Tag tag;
    uint64_t header;
  };
  union {
    int64_t i;
    double f;
    bool b;
    Object* o;
    uint64_t bits;
  };

  Value() : header(0), bits(0) {}  // Undef: registers start zeroed
  static Value undef() { return Value(); }
  static Value none() { return make(Tag::None, 0); }
  static Value boolean(bool v) { return make(Tag::Bool, v ? 1 : 0); }
  static Value integer(int64_t v) { return make(Tag::Int, static_cast<uint64_t>(v)); }
  static Value real(double v) {
    uint64_t u;
    std::memcpy(&u, &v, sizeof u);
    return make(Tag::Float, u);
  }
  static Value object(Object* p) { return make(Tag::Obj, reinterpret_cast<uintptr_t>(p)); }
  // The NumPy scalar twin of a bool, int or float (np.bool_, np.int64,
  // np.float64): the same tag and payload with kNumpyScalar set in the
  // header, so code that reads numbers by tag reads it as one, while
  // type(), arithmetic and the JIT's guards (which compare the whole
  // header) tell it apart. Only numpy makes them.
  static constexpr uint64_t kNumpyScalar = 0x100;
  Value as_numpy_scalar() const {
    Value r = *this;
    r.header |= kNumpyScalar;
    return r;
  }
  // The plain Python number a NumPy scalar twin stands for (anything else unchanged).
  Value plain() const {
    Value r = *this;
    r.header &= 0xFF;
    return r;
  }
  // The value of tag t (none, bool, int, float, object) whose payload is
  // the machine word w (compiled code's: a bool is its low bit).
  static Value from_word(Tag t, uint64_t w) { return make(t, t == Tag::Bool ? w & 1 : t == Tag::None ? 0 : w); }

  bool is_undef() const { return tag == Tag::Undef; }
  bool is_none() const { return tag == Tag::None; }
  bool is_bool() const { return tag == Tag::Bool; }
  bool is_int() const { return tag == Tag::Int; }
  bool is_float() const { return tag == Tag::Float; }
  bool is_obj() const { return tag == Tag::Obj; }
  bool is_numpy_scalar() const { return header > 0xFF; }
  // A Python int / float (not a NumPy scalar twin): one compare of the header.
  bool is_plain_int() const { return header == static_cast<uint64_t>(Tag::Int); }
  bool is_plain_float() const { return header == static_cast<uint64_t>(Tag::Float); }

  // Identity as Python's `is` sees it (floats/ints compare by value and
  // type, which is what CPython's small-object caching makes users expect).
  bool same(const Value& o2) const { return header == o2.header && bits == o2.bits; }

 private:
  static Value make(Tag t, uint64_t payload) {
    Value r;
    r.header = static_cast<uint64_t>(t);
    r.bits = payload;
    return r;
  }
};

// dst = src as two 8-byte words. A Value just written as two words (by a
// trace, or header and payload apart) and read back with one 16-byte load
// waits for both stores to retire (no store forwarding): fib's calls, a
// generator's resume and CALLN's arguments each lost a third or more of
// their time to it. The empty asm keeps the compiler from merging the loads.
inline void copy_value_words(Value& dst, const Value& src) {
  uint64_t h = src.header;
  asm("" : "+r"(h));
  dst.header = h;
  dst.bits = src.bits;
}

static_assert(sizeof(Value) == 16, "Value must stay 16 bytes");

}  // namespace tpy
