// object.h — the heap object model: the common header every heap object
// starts with, type objects, and the core built-in object layouts (str, big
// int, tuple, list, dict, set, function, class, instance, exception, ...).
// Behaviour lives elsewhere: protocols in vm/ops.h, hash tables in
// vm/dict.h, per-type methods in builtins/. Allocation is VM::alloc (vm/vm.h).
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>
#include "vm/bigint.h"
#include "vm/value.h"

namespace tpy {

class VM;
struct TypeObject;
struct Str;
struct Tuple;
struct Dict;
struct Code;
struct Shape;
struct Frame;

struct Tracer;

// Every heap object (memory from vm/heap.h). Non-moving: pointers stay
// valid until collected.
struct Object {
  TypeObject* type;
  bool gc_marked = false;  // set by the collector's mark phase (vm/heap.h sweeps)
  // Set by whoever made the object when its destructor would do nothing:
  // the sweep skips the call (a virtual call per dead object).
  bool plain : 1 = false;
  // A List (or subclass): the sweep keeps its items' buffer for new lists
  // (Heap::take_values) before destroying it. (Bit-fields: a byte more
  // here would push Str's fields out of this struct's tail padding.)
  bool list_items : 1 = false;
  // A Str (vm/str_buffer.h): its bytes are a prefix of a shared growing
  // buffer (str_view); it was made by a concatenation (str_grown: the next
  // one starts a buffer); the heap keeps an index of its code points
  // (str_indexed, vm/str_index.h).
  bool str_view : 1 = false;
  bool str_grown : 1 = false;
  bool str_indexed : 1 = false;
  // In VM::finalizable or VM::finalizing: its class defines __del__, which
  // has not run yet (cleared as it runs, so it runs at most once), or a
  // started generator not yet closed by the collector (vm/finalize.h).
  bool has_finalizer : 1 = false;
  explicit Object(TypeObject* t) : type(t) {}
  Object(const Object&) = delete;
  Object& operator=(const Object&) = delete;
  virtual ~Object() = default;
  virtual void trace(Tracer&) {}
  // Where instances of user subclasses of built-in containers keep their
  // attributes (see WithDict); null for everything else.
  virtual Dict** attr_dict_slot() { return nullptr; }
};

// Marks reachable objects. Object::trace calls mark() on every reference.
struct Tracer {
  std::vector<Object*> grey;
  inline void mark(Object* o);
  void mark(const Value& v) { if (v.is_obj()) mark(v.o); }
  template <class T> void mark_all(const std::vector<T>& xs) { for (auto& x : xs) mark(x); }
  // A long run of values (a list's items): each mark touches an object
  // somewhere else in memory, so the ones a few items ahead are fetched
  // meanwhile.
  inline void mark_values(const Value* v, size_t n);
  void mark_all(const std::vector<Value>& xs) { mark_values(xs.data(), xs.size()); }
};

// What C++ struct a type's instances are. Subclasses of a built-in type share
// its layout; isinstance fast paths test the layout, not the type pointer.
enum class Layout : uint8_t {
#define TPY_LAYOUT(name, doc) name,
#include "vm/layouts.def"
#undef TPY_LAYOUT
};

// ---- strings and numbers -------------------------------------------------

// Immutable Unicode string stored as UTF-8. `length()` counts code points;
// `ascii` makes indexing O(1) (non-ASCII indexing walks the UTF-8).
struct Str : Object {
  bool ascii = true;     // the flags and the count sit in Object's tail padding,
  bool interned = false; // so a Str is 64 bytes
 private:
  static constexpr uint32_t kUncounted = UINT32_MAX;  // 4 Gi code points or more: counted on demand
  uint32_t length_ = 0;
  // The UTF-8 bytes. A view (str_view, made by a concatenation: see
  // vm/str_buffer.h) keeps its buffer and byte count here instead, until
  // text() copies its bytes out.
  std::string s_;
 public:
  int64_t hash = -1;  // cached; -1 = not yet computed
  Str(TypeObject* t, std::string v);
  // When the caller knows the code-point count and whether every byte is ASCII
  // (a concatenation, a slice of an ASCII string), nothing is rescanned.
  Str(TypeObject* t, std::string v, int64_t len, bool is_ascii)
      : Object(t), ascii(is_ascii), s_(std::move(v)) { set_length(len); }
  ~Str() override;
  // The UTF-8 bytes; a view gets its own copy first (once). The reference
  // stays valid while the Str lives.
  const std::string& text() const {
    if (__builtin_expect(str_view, 0)) flatten();
    return s_;
  }
  // The bytes of a string its maker has not yet handed out, to be changed.
  std::string& mut_text() {
    if (str_view) flatten();
    return s_;
  }
  int64_t length() const { return length_ != kUncounted ? length_ : count_length(); }
 private:
  friend struct StrBuffer;
  void set_length(int64_t n) { length_ = n < (int64_t)kUncounted ? (uint32_t)n : kUncounted; }
  int64_t count_length() const;
  void flatten() const;  // vm/str_buffer.cpp
};
static_assert(sizeof(Str) == 64, "Str's flags and count belong in Object's tail padding");

// An int that does not fit in int64. Invariant: never holds a value that
// fits (those are always inline Tag::Int values).
struct BigIntObj : Object {
  BigInt v;
  BigIntObj(TypeObject* t, BigInt x) : Object(t), v(std::move(x)) {}
};

struct Complex : Object {
  double re, im;
  Complex(TypeObject* t, double r, double i) : Object(t), re(r), im(i) {}
};

struct Bytes : Object {
  std::string s;
  int64_t hash = -1;
  Bytes(TypeObject* t, std::string v) : Object(t), s(std::move(v)) {}
};

// ---- containers ----------------------------------------------------------

// A fixed-length run of values stored right after the object that owns it
// (tuple items): vector-like reads, element writes, no resizing.
class ValueArray {
 public:
  ValueArray(Value* p, size_t n) : p_(p), n_(n) {}
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  Value* data() { return p_; }
  const Value* data() const { return p_; }
  Value& operator[](size_t i) { return p_[i]; }
  const Value& operator[](size_t i) const { return p_[i]; }
  Value* begin() { return p_; }
  Value* end() { return p_ + n_; }
  const Value* begin() const { return p_; }
  const Value* end() const { return p_ + n_; }
  const Value& front() const { return p_[0]; }
  const Value& back() const { return p_[n_ - 1]; }
  operator std::vector<Value>() const { return std::vector<Value>(p_, p_ + n_); }
 private:
  Value* p_;
  size_t n_;
};

// Immutable; the items live inline after the object (VM::new_tuple sizes
// the allocation), so a tuple is one allocation.
struct Tuple : Object {
  ValueArray items;
  int64_t hash = -1;
  // Only VM::alloc_tuple constructs one: `storage` follows the object.
  Tuple(TypeObject* t, Value* storage, size_t n) : Object(t), items(storage, n) {}
  void trace(Tracer& tr) override { tr.mark_values(items.begin(), items.size()); }
};

// Room for n values in v (a list's items about to be filled), then
// grow_values as push_value needs it: both ask for huge pages once the
// buffer is 4 MB or more (vm/heap.h), before its new part is first touched.
void reserve_values(std::vector<Value>& v, size_t n);
void grow_values(std::vector<Value>& v);
inline void push_value(std::vector<Value>& v, Value x) {
  if (v.size() == v.capacity()) [[unlikely]] grow_values(v);
  v.push_back(x);
}

struct List : Object {
  std::vector<Value> items;
  List(TypeObject* t, std::vector<Value> v) : Object(t), items(std::move(v)) { list_items = true; }
  void trace(Tracer& tr) override { tr.mark_all(items); }
};

// Insertion-ordered hash map (the layout of vm/dict.h). Entries with an
// unbound key are deleted slots, skipped by iteration.
struct DictEntry {
  Value key, value;
  int64_t hash;
};
struct Dict : Object {
  std::vector<DictEntry> entries;  // insertion order, with holes
  std::vector<int32_t> index;      // open addressing into entries; -1 empty, -2 dummy
  int64_t used = 0;                // live entries
  bool str_keys_only = true;       // every key ever inserted was an exact str (lookup fast paths; traces)
  uint64_t version = 0;            // bumped on every key insert/delete (inline caches)
  size_t live_from = 0;            // no live entry before this one (a deleted prefix is skipped)
  explicit Dict(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override {
    for (auto& e : entries) { tr.mark(e.key); tr.mark(e.value); }
  }
};

// set and frozenset: CPython's open-addressing table (linear probes then
// perturbation), so small-int sets iterate in the order CPython prints.
struct SetSlot {
  Value key;      // unbound = empty; `dummy` marks a deleted slot
  int64_t hash = 0;
  bool dummy = false;
};
struct Set : Object {
  std::vector<SetSlot> table;  // size is a power of two (8 at first)
  int64_t used = 0, fill = 0;
  int64_t hash = -1;           // frozenset only
  int64_t finger = 0;          // pop() position
  explicit Set(TypeObject* t);
  void trace(Tracer& tr) override { for (auto& s : table) tr.mark(s.key); }
};

// A range whose bounds or length do not fit int64 (range(10**20)) keeps
// them in `big`; builtins/range_methods.cpp serves it. Every fast path
// (FOR_ITER, len, indexing) tests `big` first and reads the int64 fields,
// which are meaningful only while it is null.
struct BigRange {
  BigInt start, stop, step, length;
};
struct Range : Object {
  int64_t start, stop, step, length;
  std::unique_ptr<BigRange> big;
  Range(TypeObject* t, int64_t a, int64_t b, int64_t s);
  // Precondition: s != 0. Uses the int64 fields whenever everything fits.
  Range(TypeObject* t, const BigInt& a, const BigInt& b, const BigInt& s);
  // The bounds as big ints, whichever representation holds them.
  BigRange bounds() const;
};
// Ranges are equal when they describe the same sequence (range(0) == range(2, 2)).
bool ranges_equal(const Range* x, const Range* y);

struct Slice : Object {
  Value start, stop, step;
  Slice(TypeObject* t, Value a, Value b, Value c) : Object(t), start(a), stop(b), step(c) {}
  void trace(Tracer& tr) override { tr.mark(start); tr.mark(stop); tr.mark(step); }
};

// ---- functions -----------------------------------------------------------

struct Cell : Object {
  Value v;  // unbound = empty cell
  Cell(TypeObject* t, Value x) : Object(t), v(x) {}
  void trace(Tracer& tr) override { tr.mark(v); }
};

struct Function : Object {
  Code* code;
  Dict* globals;
  Tuple* defaults = nullptr;   // positional defaults, or null
  Dict* kwdefaults = nullptr;  // keyword-only defaults, or null
  Tuple* closure = nullptr;    // cells, or null
  Str* name;
  Str* qualname;
  Value module;                // __module__ (a str)
  Value doc;
  Dict* attrs = nullptr;       // __dict__, created on first store
  Dict* annotations = nullptr; // __annotations__, created on first read when the def had none
  Function(TypeObject* t, Code* c, Dict* g, Str* n, Str* q) : Object(t), code(c), globals(g), name(n), qualname(q) {}
  void trace(Tracer& tr) override;
};

struct NativeDef;

// Arguments of a call into native code: positional values, then the values
// of keyword arguments named by `kwnames` (a tuple of str, or null).
struct CallArgs {
  Value* args;
  int nargs;                 // positional count
  Tuple* kwnames = nullptr;
  const NativeDef* def = nullptr;  // the row called (embedding closures live in a struct that starts with it)
  int nkw() const;
  Value kwvalue(int i) const { return args[nargs + i]; }
};

// A native function: returns false with an exception pending on the VM.
using NativeFn = bool (*)(VM& vm, CallArgs& a, Value& out);

// How the JIT records a call to a builtin (see jit/, later issues).
enum class JitHint : uint8_t { None, Pure, MathUnary, MathBinary };

// One row of a builtin table (functions of builtins and modules, methods
// of built-in types). For methods args[0] is self. min/max count positional
// arguments, self included (max -1 = unlimited); the call machinery checks
// them before calling fn, with CPython's wording. `kw` says whether keywords
// are accepted (fn reads them with builtins/args.h); when false, passing one
// raises "NAME() takes no keyword arguments".
struct NativeDef {
  const char* name;
  NativeFn fn;
  int min_args;
  int max_args;
  bool kw;
  JitHint hint;
};

struct BuiltinFunction : Object {
  const NativeDef* def;
  Value self;   // module or bound object, unbound for plain functions
  Str* name;
  bool is_method = false;  // found in a type's dict: args[0] is self, arity messages exclude it
  TypeObject* owner = nullptr;  // the type whose dict holds it (messages say "list.append()")
  BuiltinFunction(TypeObject* t, const NativeDef* d, Str* n, Value s) : Object(t), def(d), self(s), name(n) {}
  void trace(Tracer& tr) override;
};

struct BoundMethod : Object {
  Value self, func;
  BoundMethod(TypeObject* t, Value s, Value f) : Object(t), self(s), func(f) {}
  void trace(Tracer& tr) override { tr.mark(self); tr.mark(func); }
};

// staticmethod, classmethod (Layout tells which) and property.
struct MethodWrapper : Object {
  Value func;
  MethodWrapper(TypeObject* t, Value f) : Object(t), func(f) {}
  void trace(Tracer& tr) override { tr.mark(func); }
};
struct Property : Object {
  Value fget, fset, fdel, doc;
  explicit Property(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override { tr.mark(fget); tr.mark(fset); tr.mark(fdel); tr.mark(doc); }
};

struct Super : Object {
  TypeObject* start;  // search the MRO after this class
  Value self;
  TypeObject* self_type;
  Super(TypeObject* t, TypeObject* s, Value o, TypeObject* ot) : Object(t), start(s), self(o), self_type(ot) {}
  void trace(Tracer& tr) override;
};

struct Module : Object {
  Str* name;
  Dict* dict;
  Module(TypeObject* t, Str* n, Dict* d) : Object(t), name(n), dict(d) {}
  void trace(Tracer& tr) override;
};

// ---- classes and instances -----------------------------------------------

// A Python class (built-in or user-defined). `dict` is the class namespace;
// `mro` starts with the class itself.
struct TypeObject : Object {
  Str* name;
  Str* qualname;
  Value module;                      // __module__
  // The name messages give the class ("'numpy.float64' object ..."), as
  // CPython's tp_name: set by extension modules' C++ types, which CPython
  // names with their module; null: `name` (built-in and user classes).
  Str* tp_name = nullptr;
  TypeObject* base = nullptr;        // __base__ (null only for object)
  std::vector<TypeObject*> bases;    // __bases__
  std::vector<TypeObject*> mro;      // __mro__
  Dict* dict = nullptr;
  Layout layout;
  bool builtin = false;              // defined in C++ (attributes read-only)
  bool core = false;                 // one of vm/types.def's types (repr/str handled in vm/repr.cpp)
  bool subclassable = true;
  bool gc_leaf = false;              // exact built-in type whose instances hold no references (str, int, ...)
  bool defines_del = false;          // __del__ in the MRO: instances are tracked for finalization (VM::track_finalizer)
  // A NumPy scalar class whose instances are objects of a Python number's
  // layout (numpy.complex128 is a Complex): arithmetic and comparisons on
  // them go to numpy's hooks (numpy_scalar_binary, vm/ops.h), not Python's.
  bool numpy_number = false;
  // What sequence and mapping patterns of `match` accept beyond the core
  // layouts (CPython's Py_TPFLAGS_SEQUENCE/MAPPING): inherited from the MRO;
  // set on a class registered with (or made by) collections.abc.Sequence or
  // Mapping, through `_abc._set_collection` (builtins/mod_abc.cpp).
  enum class Collection : uint8_t { None, Sequence, Mapping };
  Collection collection = Collection::None;
  uint64_t version = 1;              // bumped when this class or a base changes (inline caches)
  Shape* root_shape = nullptr;       // empty shape for instances of user classes
  std::vector<Str*> slot_names;      // __slots__ of this class and its bases
  uint32_t slot_hint = 0;            // most attributes an instance has had (slots reserved up front)
  bool slots_only = false;           // every user class in the MRO has __slots__ (no instance dict)
  NativeFn ctor = nullptr;           // built-in types: what calling the type does (after cls arg)
  // Built-in types whose instances are callable: what calling one does
  // (self, then the call's arguments), before any __call__ lookup. May raise.
  bool (*instance_call)(VM& vm, Value self, Value* args, int nargs, Tuple* kwnames, Value& out) = nullptr;
  TypeObject(TypeObject* meta, Layout l) : Object(meta), layout(l) {}
  void trace(Tracer& tr) override;
};

// A leaf (a str, say) is only marked: nothing in it to trace, so it never
// goes through the grey stack.
// An object keeps its class alive: a class made inside a function
// (namedtuple's) or deleted from its module may have no other reference.
void Tracer::mark(Object* o) {
  if (!o || o->gc_marked) return;
  o->gc_marked = true;
  TypeObject* t = o->type;
  if (!t->gc_marked) {
    t->gc_marked = true;
    grey.push_back(t);
  }
  if (!t->gc_leaf) grey.push_back(o);
}

void Tracer::mark_values(const Value* v, size_t n) {
  constexpr size_t kAhead = 32;
  for (size_t i = 0; i < n; i++) {
    if (i + kAhead < n && v[i + kAhead].is_obj()) __builtin_prefetch(v[i + kAhead].o, 1);
    mark(v[i]);
  }
}

// Hidden class: attribute name → slot index, shared by instances that got
// their attributes in the same order. Transitions are cached on the parent.
struct Shape : Object {
  Shape* parent;
  Str* key;                               // the attribute this shape added (null at the root)
  int32_t index;                          // its slot; slots = index + 1
  std::vector<std::pair<Str*, Shape*>> transitions;
  std::vector<Str*> keys;                 // all keys in slot order
  Shape(TypeObject* t, Shape* p, Str* k, int32_t i) : Object(t), parent(p), key(k), index(i) {}
  int32_t lookup(const Str* name) const;  // -1 when absent; `name` must be interned
  void trace(Tracer& tr) override;
};

// An instance's attribute values: first in storage right after the object
// (VM::alloc_instance reserves the class's usual attribute count there),
// moved to a malloc'd buffer if the instance outgrows it.
class SlotStore {
 public:
  SlotStore() = default;
  SlotStore(const SlotStore&) = delete;
  SlotStore& operator=(const SlotStore&) = delete;
  ~SlotStore() { if (owned_) delete[] p_; }
  void use_inline(Value* storage, uint32_t cap) { p_ = storage; cap_ = cap; }
  size_t size() const { return n_; }
  Value& operator[](size_t i) { return p_[i]; }
  const Value& operator[](size_t i) const { return p_[i]; }
  Value* begin() { return p_; }
  Value* end() { return p_ + n_; }
  const Value* begin() const { return p_; }
  const Value* end() const { return p_ + n_; }
  void push_back(Value v) {
    if (n_ == cap_) grow(cap_ ? cap_ * 2 : 4);
    p_[n_++] = v;
  }
  void resize(size_t n) {  // new slots are unbound
    if (n > cap_) grow(uint32_t(n));
    for (size_t i = n_; i < n; i++) p_[i] = Value();
    n_ = uint32_t(n);
  }
  void clear() { n_ = 0; }
  size_t heap_bytes() const { return owned_ ? cap_ * sizeof(Value) : 0; }  // outside the object
 private:
  void grow(uint32_t cap) {
    Value* q = new Value[cap];
    for (uint32_t i = 0; i < n_; i++) q[i] = p_[i];
    if (owned_) delete[] p_;
    p_ = q;
    cap_ = cap;
    owned_ = true;
  }
  Value* p_ = nullptr;
  uint32_t n_ = 0, cap_ = 0;
  bool owned_ = false;
};

// Attributes live in slots described by `shape` until code asks for the
// instance's __dict__; from then on they live in `dict` (shape unused).
struct Instance : Object {
  Shape* shape;
  SlotStore slots;
  Dict* dict = nullptr;
  Instance(TypeObject* t, Shape* s) : Object(t), shape(s) {}
  void trace(Tracer& tr) override;
};

// One traceback entry: the frame's code and the instruction that raised.
struct TracebackEntry {
  Code* code;
  uint32_t pc;
  bool no_carets = false;   // a frame of compiled code (@njit), printed as Numba does: the line, no carets
};

// Instances of BaseException and its subclasses (user classes included).
struct ExceptionObj : Instance {
  Tuple* args = nullptr;
  std::vector<TracebackEntry> traceback;  // innermost first (appended while unwinding)
  Value cause, context;                   // unbound when absent
  bool suppress_context = false;
  Dict* name_globals = nullptr;           // NameError: the globals searched ("Did you mean" suggestions)
  Value eg_message;                       // exception groups (vm/exception_group.h): .message
  Tuple* eg_excs = nullptr;               // ... and .exceptions; null for every other exception
  ExceptionObj(TypeObject* t, Shape* s) : Instance(t, s) {}
  void trace(Tracer& tr) override;
};

// A generator: its own frame (registers live in the object) and state.
struct Generator : Object {
  Frame* frame;               // owned; null once finished
  Str* name;
  Str* qualname;
  bool running = false;
  // An exception the generator raised while a trace resumed it: the
  // interpreter's FOR_ITER, run again after the trace leaves, raises it.
  ExceptionObj* reraise = nullptr;
  Generator(TypeObject* t, Frame* f, Str* n, Str* q) : Object(t), frame(f), name(n), qualname(q) {}
  ~Generator() override;
  void trace(Tracer& tr) override;
};

// An instance of a user subclass of list/dict/set: the built-in layout plus
// an attribute dict (created on first store).
template <class Base>
struct WithDict : Base {
  Dict* dict = nullptr;
  using Base::Base;
  Dict** attr_dict_slot() override { return &dict; }
  void trace(Tracer& tr) override {
    Base::trace(tr);
    tr.mark(reinterpret_cast<Object*>(dict));
  }
};

// ---- small helpers ---------------------------------------------------------

inline bool is_layout(Value v, Layout l) { return v.is_obj() && v.o->type->layout == l; }
// Whether a type's dunders (__index__, __hash__, ...) are looked up rather
// than implied by its layout: user classes and library types (numpy's),
// not the core built-in types.
inline bool has_dunder_hooks(const TypeObject* t) { return !t->builtin || !t->core; }
template <class T> inline T* as(Value v) { return static_cast<T*>(v.o); }
// The items of a list or tuple `v` (the caller checked the layout), valid
// until the list next changes.
inline ValueArray seq_items(Value v) {
  if (v.o->type->layout == Layout::Tuple) return static_cast<Tuple*>(v.o)->items;
  auto& items = static_cast<List*>(v.o)->items;
  return ValueArray(items.data(), items.size());
}

}  // namespace tpy
