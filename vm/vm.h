// vm.h — the VM: heap and collector, built-in types and exceptions, the
// pending-exception state, module table and the entry points to run code.
// No global state: everything a script can reach hangs off one VM.
// Protocol operations on values (add, getattr, call, ...) are in vm/ops.h.
#pragma once
#include <atomic>
#include <cstdarg>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>
#include "vm/bytecode.h"
#include "vm/heap.h"
#include "vm/object.h"

namespace tpy {

struct Frame;
namespace jit { struct JitState; }

enum class JitMode : uint8_t { Off, On, Eager };

// Keeps raw Values alive across safepoints inside native code that calls
// back into Python: RootScope r(vm); r.add(v); ... (popped on scope exit).
class RootScope {
 public:
  explicit RootScope(VM& vm);
  ~RootScope();
  void add(Value v);
  void add(Object* o) { if (o) add(Value::object(o)); }
 private:
  VM& vm_;
  size_t mark_;
};

class VM {
 public:
  VM();
  ~VM();
  VM(const VM&) = delete;
  VM& operator=(const VM&) = delete;

  // ---- built-in types, exceptions and interned names (the .def lists)
  struct Types {
#define TPY_TYPE(field, pyname, layout, base, subclassable) TypeObject* field = nullptr;
#include "vm/types.def"
#undef TPY_TYPE
  } t;
  struct Exceptions {
#define TPY_EXC(name, base) TypeObject* name = nullptr;
#include "vm/exceptions.def"
#undef TPY_EXC
  } exc;
  struct Names {
#define TPY_NAME(field, text) Str* field = nullptr;
#include "vm/names.def"
#undef TPY_NAME
  } names;
  // The class of a NumPy scalar twin (Value::kNumpyScalar), by its tag:
  // np.bool_, np.int64, np.float64. Set (and kept alive) by numpy.
  TypeObject* numpy_scalar_types[8] = {};
  Value not_implemented;  // the NotImplemented singleton
  Value ellipsis;         // the Ellipsis singleton

  // ---- allocation. Never collects: collection waits for a safepoint.
  template <class T, class... A> T* alloc(A&&... args) {
    T* o = new (heap.allocate(sizeof(T))) T(std::forward<A>(args)...);
    count_object(sizeof(T));
    return o;
  }
  // An Instance (or subclass) with room for `nslots` attributes inline.
  template <class T, class... A> T* alloc_instance(uint32_t nslots, A&&... args) {
    size_t bytes = sizeof(T) + nslots * sizeof(Value);
    T* o = new (heap.allocate(bytes)) T(std::forward<A>(args)...);
    o->slots.use_inline(reinterpret_cast<Value*>(reinterpret_cast<char*>(o) + sizeof(T)), nslots);
    count_object(bytes);
    return o;
  }
  Str* new_str(std::string s);
  Str* new_str(std::string s, int64_t length, bool ascii);  // length and ASCII-ness already known
  Str* intern(std::string_view s);           // one Str per distinct text, never collected
  // The shared str of one character (its UTF-8 bytes, 1 to 4): interned,
  // found through a small cache without hashing its text.
  Str* one_char(std::string_view utf8) {
    if (utf8.size() == 1) {
      Str*& c = byte_chars_[(unsigned char)utf8[0]];
      return c ? c : (c = intern(utf8));
    }
    uint32_t key = 0;
    for (char ch : utf8) key = key << 8 | (unsigned char)ch;
    WideChar& w = wide_chars_[(key ^ key >> 8) & 255];
    if (w.key != key || !w.s) w = {key, intern(utf8)};
    return w.s;
  }
  Value str_value(std::string s) { return Value::object(new_str(std::move(s))); }
  Value str_value(std::string s, int64_t length, bool ascii) { return Value::object(new_str(std::move(s), length, ascii)); }
  Tuple* new_tuple(std::vector<Value> items = {});
  Tuple* new_tuple(std::initializer_list<Value> items) { return new_tuple(items.begin(), items.size()); }
  Tuple* new_tuple(const Value* items, size_t n, TypeObject* cls = nullptr);  // cls: a tuple subclass
  Tuple* alloc_tuple(size_t n, TypeObject* cls = nullptr);  // items unbound; the caller fills them
  List* new_list(std::vector<Value> items = {});
  List* new_list(const Value* items, size_t n);   // a copy of items[0, n)
  Dict* new_dict();
  Set* new_set(bool frozen = false);
  Value new_int(const BigInt& v);             // inline when it fits in int64
  Value new_complex(double re, double im);
  TypeObject* new_builtin_type(const char* name, Layout layout, TypeObject* base);
  void add_methods(TypeObject* type, const NativeDef* defs, size_t n);  // rows → type dict
  template <size_t N> void add_methods(TypeObject* type, const NativeDef (&defs)[N]) { add_methods(type, defs, N); }
  Value new_builtin(const NativeDef* def, Value self = Value());

  // ---- exceptions: every raising function returns false (or null) with
  // the exception pending here. Exactly one is pending at a time.
  ExceptionObj* pending = nullptr;
  Value handled;                               // the exception being handled (sys.exc_info())
  bool raise(TypeObject* type, std::string msg);
  bool raisef(TypeObject* type, const char* fmt, ...) __attribute__((format(printf, 3, 4)));
  bool raise_value(Value exc_or_type);         // `raise x` semantics (class → instance)
  bool raise_with(TypeObject* type, Value arg); // exception with one arbitrary arg (KeyError(k), StopIteration(v))
  bool raise_pending_as(ExceptionObj* e);      // re-raise an existing exception object
  // MemoryError() with no arguments, as CPython raises when an allocation
  // fails; clears kInterruptNoMemory (this is the error it announced).
  bool raise_no_memory();
  ExceptionObj* take_pending() { ExceptionObj* e = pending; pending = nullptr; return e; }
  bool pending_is(TypeObject* type) const;     // isinstance(pending, type)
  ExceptionObj* new_exception(TypeObject* type, std::vector<Value> args);
  // The OSError subclass CPython picks for an errno (OSError itself for the rest).
  TypeObject* os_error_type(int err);

  // ---- modules and globals
  Dict* builtins = nullptr;       // the builtins module's namespace
  Module* builtins_module = nullptr;
  Dict* modules = nullptr;        // sys.modules
  Module* sys = nullptr;
  std::vector<std::string> argv;
  std::vector<std::string> search_path;   // sys.path as strings (script folder, TPY_PATH)
  Module* new_module(std::string_view name);
  void set_builtin(const char* name, Value v);

  // ---- running code (vm/run.cpp)
  // Compiles and runs `source` as module __main__ (or `module_name`). Returns
  // false with the exception pending (SyntaxError included).
  bool run_source(std::string_view source, const std::string& filename, Module* module);
  // Prints the pending exception as CPython's uncaught-exception report on
  // stderr and clears it. Returns the process exit status it implies
  // (SystemExit's code, else 1).
  int report_uncaught();

  // ---- interpreter state (vm/interp.cpp)
  Frame* frame = nullptr;         // innermost running frame
  Value* stack_base = nullptr;    // register stack (vm/interp.cpp): reserved once, never moves
  Value* stack_top = nullptr;     // first free register
  Value* stack_limit = nullptr;
  std::vector<Frame*> frame_pool; // recycled Frame records
  int depth = 0;                  // Python call depth (RecursionError past recursion_limit)
  int recursion_limit = 1000;
  int native_depth = 0;           // C++ re-entries of the interpreter (bounded for stack safety)
  int native_depth_limit = 12000; // RecursionError past it (the tpy command runs on a 1 GiB stack)
  // Why the running code must stop: kInterrupt* bits, set from signal
  // handlers and other threads, polled at the interpreter's safepoints
  // (back-edges and calls), which call raise_interrupt() when it is non-zero.
  alignas(8) std::atomic<int> interrupt_requested{0};
  // A collection is due (count_object and account set it; collect()
  // clears it). It shares an 8-byte word with interrupt_requested (the
  // padding stays zero), so a trace polls both with one compare.
  bool gc_requested = false;
  uint8_t poll_pad_[3] = {0, 0, 0};
  JitMode jit_mode = JitMode::On;
  // --emit-cuda: each CUDA kernel's CUDA C is printed to stderr as it is
  // compiled (builtins/numba/cuda.cpp).
  bool emit_cuda = false;
  // -O: assert statements compile to nothing and __debug__ is False.
  int optimize = 0;
  // The tracing JIT (jit/jit.h): its state (null when off), whether a loop
  // is being recorded, and the back-edge count that makes a loop hot.
  jit::JitState* jit = nullptr;
  bool jit_recording = false;
  int32_t jit_hotloop = 0;
  int32_t jit_hotfunc = 0;        // calls of a loop-free function before it is recorded (0: never)
  struct TextHash {   // lookups by string_view without a std::string made first
    using is_transparent = void;
    size_t operator()(std::string_view v) const noexcept { return std::hash<std::string_view>()(v); }
  };
  std::unordered_map<std::string, Str*, TextHash, std::equal_to<>> interned;
  std::vector<Object*> repr_stack;  // containers being repr'd (prints [...] on recursion)
  // one_char's caches (interned strs: never collected, never stale).
  Str* byte_chars_[256] = {};
  struct WideChar {
    uint32_t key;
    Str* s;
  };
  WideChar wide_chars_[256] = {};

  // Cache of MRO lookups (type, name) → class attribute, for attribute and
  // method access. type_epoch is bumped whenever any class dict changes, which
  // invalidates every entry (class attribute stores are rare).
  struct TypeCacheEntry {
    const TypeObject* type = nullptr;
    const Str* name = nullptr;
    uint64_t epoch = 0;
    Value value;
  };
  static constexpr size_t kTypeCacheSize = 4096;
  uint64_t type_epoch = 1;
  std::unique_ptr<TypeCacheEntry[]> type_cache{new TypeCacheEntry[kTypeCacheSize]};
  void invalidate_type_cache() { type_epoch++; }

  // ---- limits for embedded scripts (vm/limits.cpp)
  enum : int {
    kInterruptSignal = 1,   // SIGINT: KeyboardInterrupt
    kInterruptHost = 2,     // an embedding host's interrupt(): KeyboardInterrupt
    kInterruptTimeout = 4,  // time budget spent: TimeoutError, raised again at every safepoint until cleared
    kInterruptMemory = 8,   // live heap over memory_limit after a collection: MemoryError
    kInterruptNoMemory = 16, // an allocation failed where it could not raise (heap reserve, JIT helper): MemoryError()
  };
  size_t memory_limit = 0;        // bytes of live heap allowed (0 = unlimited)
  // `want` bytes of address space, or a `share`th of what RLIMIT_AS (ulimit -v)
  // leaves if that is less: the reservations made at start (the register
  // stack, the tpy command's thread stack) must leave room for the heap.
  static size_t address_space_share(size_t want, size_t share);
  size_t live_bytes = 0;          // live heap measured by the last collection (only with memory_limit)
  std::vector<std::string> blocked_modules;  // imports refused with ImportError (sandboxed hosts)
  // Raises the exception the interrupt bits ask for; always returns false.
  [[nodiscard]] bool raise_interrupt();
  // Native code about to allocate `bytes` at once (a repeat, a container
  // filled in a C++ loop) asks first: MemoryError when it would pass the cap.
  [[nodiscard]] bool check_alloc(size_t bytes) {
    return !memory_limit || live_bytes + bytes <= memory_limit || raise(exc.MemoryError, "memory limit exceeded");
  }
  // Bytes an object holds (its own block and its containers' storage), for memory_limit.
  static size_t object_bytes(Object* o);
  // C++ recursion through nested containers (repr, ==, deepcopy) counts as
  // Python call depth, as in CPython: past recursion_limit RecursionError
  // "maximum recursion depth exceeded" + where.
  // On success the caller owes a leave_recursion() (RecursionScope does it).
  [[nodiscard]] bool enter_recursion(const char* where);
  void leave_recursion() { depth--; }

  // ---- garbage collection (vm/gc.cpp)
  Heap heap;
  size_t heap_bytes = 0;          // approximate live bytes since the last collection
  size_t heap_threshold = 8u << 20;
  size_t heap_objects = 0;
  std::vector<Value> temp_roots;  // RootScope stack
  size_t collect();               // full mark-sweep; returns objects freed. Safepoints only.
  // While positive, collect() does nothing (the request stays for the next
  // safepoint): a trace is running Python code it called (a generator it
  // resumes) and holds object pointers the collector cannot see.
  int gc_hold = 0;
  void maybe_collect() { if (gc_requested) collect(); }
  void count_object(size_t bytes) {
    heap_objects++;
    heap_bytes += bytes;
    if (heap_bytes > heap_threshold) gc_requested = true;
  }
  void account(size_t bytes) { heap_bytes += bytes; if (heap_bytes > heap_threshold) gc_requested = true; }

  // ---- finalization: __del__ and generators' close() (vm/gc.cpp finds
  // the dead, vm/finalize.cpp runs them)
  // Objects whose class defines __del__ are listed at creation (a class
  // without one costs its instances nothing), generators whose code has a
  // try/with at their first start (vm/finalize.h). A collection moves the
  // unreachable ones, and everything they reach, to `finalizing`, a root,
  // so nothing they use is freed before run_finalizers calls them.
  // Every class, oldest first, for type.__subclasses__(): not roots (a
  // collection drops the classes it frees, as CPython's weak references do).
  std::vector<TypeObject*> classes;
  std::vector<Object*> finalizable;   // __del__ not run yet (not roots)
  std::vector<Object*> finalizing;    // unreachable at the last collection: __del__ due
  bool in_finalizers = false;         // run_finalizers is running (no re-entry)
  void track_finalizer(Object* o) {
    if (o->type->defines_del && !o->has_finalizer) {
      o->has_finalizer = true;
      finalizable.push_back(o);
    }
  }
  // Calls the __del__ of every object in `finalizing` (close() of a
  // generator), oldest first; an exception from one is printed as CPython's "Exception ignored in: ..."
  // and dropped. Runs Python code: only where the interpreter's state is
  // whole (a safepoint between instructions, gc.collect(), the top level).
  // The pending exception and sys.exc_info() are kept.
  void run_finalizers();
  // At exit: clears __main__'s globals as CPython does and runs the
  // __del__ of what that frees, then of every object left with one (and
  // closes the suspended generators the same way).
  void finalize_at_exit();

  // Host values (embedding handles) register here.
  std::vector<Value*> extra_roots;
  // State owned by builtins/ (its extra types); type-erased so vm/ need not
  // know it, destroyed with the VM.
  std::shared_ptr<void> builtins_state;
  // The embedding layer's state for this VM (vm/embed_*.cpp), or null.
  void* host = nullptr;

 private:
  void init_types();
  void init_exceptions();
  void init_names();
};

// One level of C++ recursion counted as Python depth (VM::enter_recursion):
// `if (!scope.ok) return false;` with the RecursionError pending.
struct RecursionScope {
  VM& vm;
  bool ok;
  RecursionScope(VM& v, const char* where) : vm(v), ok(v.enter_recursion(where)) {}
  ~RecursionScope() { if (ok) vm.leave_recursion(); }
  RecursionScope(const RecursionScope&) = delete;
  RecursionScope& operator=(const RecursionScope&) = delete;
};

// printf-style formatting into std::string (for messages).
std::string strfmt(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string vstrfmt(const char* fmt, va_list ap);

}  // namespace tpy

namespace tpy {
// Defined by builtins/ (link-time hook, keeps vm/ from including builtins/):
// installs builtin functions, type methods and constructors into a new VM.
void install_builtins(VM& vm);
// Creates the built-in module `name` (math, sys, ...) or returns null when
// there is no such built-in module (nothing pending).
Module* create_builtin_module(VM& vm, std::string_view name);
}  // namespace tpy

namespace tpy {
// Defined by builtins/pylib.cpp: the Python source of a standard-library
// module tpy ships as Python (functools, collections, ...), or null.
// A file named with dots (pylib/numba.core.py) is a submodule.
const char* builtin_module_source(std::string_view name);
// Whether the shipped module `name` has submodules (so it is a package).
bool builtin_module_is_package(std::string_view name);
}  // namespace tpy
