// builtins_b.h — internal declarations shared by the "builtins B" files:
// builtin functions, list/tuple/dict/set/range methods, iterator types,
// files and the modules sys, time, gc, random, math, cmath. Entry points
// are the init_* functions called by install.cpp (install_builtins) and the
// create_*_module functions behind create_builtin_module.
#pragma once
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include "vm/ast.h"
#include "vm/ops.h"

namespace tpy {

// ---- type initialisers (each adds its NativeDef rows and ctor)
void init_builtin_funcs(VM& vm);   // builtin_funcs.cpp: print, input, getattr, dir, exec, ...
void init_builtin_seq(VM& vm);     // builtin_seq.cpp: len, min/max, sum, sorted, any/all, iter/next
void init_builtin_num(VM& vm);     // builtin_num.cpp: abs, round, divmod, pow, hex, chr, hash, id
void init_iter_types(VM& vm);      // iter_types.cpp: enumerate, zip, map, filter, reversed
void init_list_type(VM& vm);       // list_methods.cpp
void init_tuple_type(VM& vm);      // tuple_methods.cpp
void init_dict_type(VM& vm);       // dict_methods.cpp (and the dict views)
void init_set_type(VM& vm);        // set_methods.cpp (set and frozenset)
void init_range_type(VM& vm);      // range_methods.cpp (range and slice)
void init_file_type(VM& vm);       // file.cpp (_io.TextIOWrapper, open)
void init_memoryview_type(VM& vm); // memoryview.cpp
void init_slot_methods(VM& vm);    // slot_methods.cpp: operator/container dunders the files above lack

// ---- per-VM state of these files: the extra types they create, kept
// reachable through one List registered in vm.extra_roots.
struct BState {
  Value holder;                 // List of the types below (a GC root)
  TypeObject* file = nullptr;   // _io.TextIOWrapper
  TypeObject* enumerate = nullptr;
  TypeObject* zip = nullptr;
  TypeObject* map = nullptr;
  TypeObject* filter = nullptr;
  TypeObject* reversed = nullptr;
  TypeObject* list_reverseiterator = nullptr;
  TypeObject* dict_reverseiterator = nullptr;
  std::shared_ptr<struct NpState> numpy;  // builtins/numpy: created on first use (np_state)
  TypeObject* memoryview = nullptr;
};
// The state of `vm` (created by install_builtins).
BState& bstate(VM& vm);
// Makes `t` reachable for the VM's lifetime; returns t.
TypeObject* keep_type(VM& vm, TypeObject* t);

// ---- built-in modules (module files); sys is the VM's vm.sys, filled once.
void fill_sys_module(VM& vm);
Module* create_time_module(VM& vm);
Module* create_os_module(VM& vm);
// Raises the OSError subclass for errno `err` (FileNotFoundError, ...) with
// args (errno, strerror[, filename]); always returns false.
bool raise_os_error(VM& vm, int err, const std::string& name);
// Writes out what open files buffered (before open() and os.stat: a file
// object that is no longer referenced is closed only when collected).
void flush_unclosed_files();
Module* create_gc_module(VM& vm);
Module* create_errno_module(VM& vm);
Module* create_abc_native_module(VM& vm);   // `_abc` (builtins/mod_abc.cpp)
Module* create_random_module(VM& vm);
Module* create_math_module(VM& vm);
Module* create_cmath_module(VM& vm);
Module* create_unicodedata_module(VM& vm);
Module* create_numpy_module(VM& vm);   // builtins/numpy/np_module.cpp
Module* create_tpy_numba_module(VM& vm);   // builtins/numba/dispatcher.cpp (the native side of numba)

// Adds rows as plain functions (no self) to a module's namespace.
void add_module_functions(VM& vm, Module* m, const NativeDef* defs, size_t n);
template <size_t N> void add_module_functions(VM& vm, Module* m, const NativeDef (&defs)[N]) {
  add_module_functions(vm, m, defs, N);
}
void set_module_attr(VM& vm, Module* m, const char* name, Value v);
// A property on a built-in type whose getter is the native `getter` (args[0] = self).
void add_getter(VM& vm, TypeObject* type, const NativeDef* getter);
// Stores `def` in type's dict as a classmethod (e.g. dict.fromkeys): the call
// receives the class as args[0].
void add_classmethod(VM& vm, TypeObject* type, const NativeDef* def);

// ---- constructors. TypeObject::ctor receives the class being called as
// args[0] (kCtorGetsCls); ctor_split hides that convention from each ctor.
constexpr bool kCtorGetsCls = true;
// Splits a ctor call into the class and the remaining arguments.
TypeObject* ctor_split(CallArgs& a, TypeObject* exact, CallArgs& rest);
// Whether a subclass `cls` of the mutable built-in `base` overrides __init__
// (then the ctor leaves the object empty and __init__ fills it).
bool ctor_defers_to_init(VM& vm, TypeObject* cls, TypeObject* base);
// "list expected at most 1 argument, got 2"-style arity check for ctors.
bool check_ctor_arity(VM& vm, const char* name, CallArgs& a, int min, int max, bool kw_ok);

// ---- shared helpers
// A fixed number of GC-root slots on vm.temp_roots, overwritten in place
// (RootScope::add would grow the stack on every update in a loop). Access by
// index only: the stack may reallocate while Python code runs.
class RootSlots {
 public:
  RootSlots(VM& vm, int n) : vm_(vm), scope_(vm), base_(vm.temp_roots.size()) {
    for (int i = 0; i < n; i++) scope_.add(Value());
  }
  Value get(int i) const { return vm_.temp_roots[base_ + i]; }
  void set(int i, Value v) { vm_.temp_roots[base_ + i] = v; }
 private:
  VM& vm_;
  RootScope scope_;
  size_t base_;
};

// Fills `out` from any iterable (list/tuple fast paths); `out` must be
// reachable (its owner rooted) because iteration can run Python code.
bool extend_from_iterable(VM& vm, std::vector<Value>& out, Value iterable);
// repr of a sequence of values between brackets ("[1, 2]"); handles recursion
// with `...` is left to the caller's type (not needed for sets/views).
bool repr_join(VM& vm, const std::vector<Value>& items, const char* open, const char* close, std::string& out);
// Index argument (int-like via __index__) as int64, clamped like slice indices.
bool slice_index_arg(VM& vm, Value v, int64_t len, int64_t& out);
// Python-style identity for id() and default reprs.
int64_t object_id(Value v);

// ---- iterators (iter_types.cpp)
Value new_list_reverse_iter(VM& vm, List* l);
// iter(v) for views and the like: a DictIter of the given iterator type.
Value new_dict_iter(VM& vm, TypeObject* iter_type, Dict* d);

// ---- sets (set_methods.cpp): also used by dict views
Set* new_set_of_type(VM& vm, TypeObject* cls);
bool is_set_like(Value v);   // set or frozenset (subclasses included)
// s op= iterable for op in '&' '|' '-' '^' (set.intersection_update, ...).
bool set_inplace_op(VM& vm, Set* s, char op, Value iterable);
// repr of a set's items in table order: "{1, 2}" (empty: "").
bool set_items_repr(VM& vm, Set* s, std::string& out);

// ---- files (file.cpp): _io.TextIOWrapper
struct TextIO;  // text_io.h: a text file's codec, newline mode and read buffer
struct File : Object {
  FILE* fp = nullptr;
  std::string name;
  std::string mode;
  bool readable = false, writable = false, binary = false;
  bool closed = false;
  bool owned = true;      // fclose on close/collection (false for std streams)
  std::unique_ptr<TextIO> text;  // null for binary files
  File(TypeObject* t);
  ~File() override;
};
TypeObject* file_type(VM& vm);
File* new_std_file(VM& vm, FILE* fp, const char* name, const char* mode);
// Writes UTF-8 text (encoded by the file's codec) or bytes for binary files;
// ValueError when closed.
bool file_write(VM& vm, File* f, std::string_view s);
// True when `v` is one of our File objects (so print can write directly).
bool is_file(VM& vm, Value v);
bool builtin_open(VM& vm, CallArgs& a, Value& out);

}  // namespace tpy
