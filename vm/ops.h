// ops.h — the object protocol: what Python operators, attribute access,
// calls, iteration, hashing, repr/str and truth mean for any Value. The
// interpreter's slow paths and all built-ins go through these.
// Contract for every function returning bool: false means a Python exception
// is pending on the VM. All of them may call Python code (and so reach a
// safepoint) unless marked "no Python code".
#pragma once
#include <string>
#include <string_view>
#include "vm/ast.h"
#include "vm/vm.h"

namespace tpy {

// ---- types
TypeObject* type_of(VM& vm, Value v);                     // no Python code
const char* type_name(VM& vm, Value v);                   // e.g. "int", "numpy.float64" (tp_name); no Python code
const char* type_tp_name(const TypeObject* t);           // what messages call class t: CPython's tp_name
bool is_subtype(const TypeObject* t, const TypeObject* base);   // MRO walk; no Python code
bool is_instance(VM& vm, Value v, const TypeObject* t);   // exact isinstance for a class; no Python code
// isinstance(obj, spec) / issubclass(sub, spec) with CPython's rules: tuples
// of specs, a metaclass's __instancecheck__/__subclasscheck__, unions
// (vm/isinstance.cpp). The type_default_* forms are type's own checks.
bool isinstance_check(VM& vm, Value obj, Value spec, bool& out);
bool issubclass_check(VM& vm, Value sub, Value spec, bool& out);
bool type_default_instancecheck(VM& vm, Value obj, TypeObject* cls, bool& out);
bool type_default_subclasscheck(VM& vm, Value sub, TypeObject* cls, bool& out);
// Looks `name` up along t's MRO (class attributes, no descriptors run). Unbound if absent.
Value lookup_type(const TypeObject* t, const Str* name);
// The same through the VM's type-attribute cache (interned names only).
Value lookup_type_cached(VM& vm, const TypeObject* t, const Str* name);
// The shape an instance of shape s has after gaining attribute `name`
// (an interned name not in s); transitions are cached, so one per pair.
Shape* shape_with(VM& vm, Shape* s, Str* name);

// ---- conversions and truth
bool truthy(VM& vm, Value v, bool& out);
bool to_repr(VM& vm, Value v, Str*& out);                  // repr(v)
// The built-in repr of v's layout, never a Python __repr__ (what
// int.__repr__(x) gives for an int subclass that overrides it).
bool repr_by_layout(VM& vm, Value v, Str*& out);
bool to_str(VM& vm, Value v, Str*& out);                   // str(v)
bool to_ascii(VM& vm, Value v, Str*& out);                 // ascii(v)
bool format_value(VM& vm, Value v, Str* spec, Str*& out);  // format(v, spec)
// Index-style conversion (__index__): ints and bools; TypeError naming `what` otherwise
// ("list indices must be integers or slices, not str" is built by the caller).
bool to_index(VM& vm, Value v, int64_t& out, bool& overflow);
bool to_int64(VM& vm, Value v, int64_t& out, const char* what);   // int-like → int64 (OverflowError if too big)
bool to_double(VM& vm, Value v, double& out, const char* what);   // int/float/bool/__float__ → double
Value make_bool(bool b);

// ---- hashing and equality
bool hash_value(VM& vm, Value v, int64_t& out);            // TypeError "unhashable type: 'list'"
bool equal(VM& vm, Value a, Value b, bool& out);           // a == b, identity shortcut
bool compare(VM& vm, CmpOpKind op, Value a, Value b, Value& out);   // Lt..GtE
bool compare_bool(VM& vm, CmpOpKind op, Value a, Value b, bool& out);

// ---- arithmetic (op is BinOpKind, +kInplaceOffset for augmented forms)
bool binary_op(VM& vm, int op, Value a, Value b, Value& out);
bool unary_op(VM& vm, UnaryOpKind op, Value a, Value& out);
// The built-in types' own arithmetic and comparison, no dunder lookup (what
// int.__add__, list.__mul__, tuple.__lt__ ... do once their operand types
// are accepted): `out` stays unbound when the layouts are not a pair they
// handle. May raise (ZeroDivisionError, OverflowError, MemoryError).
bool builtin_binary(VM& vm, int op, Value a, Value b, Value& out);
bool builtin_unary(VM& vm, UnaryOpKind op, Value a, Value& out);
bool builtin_compare_value(VM& vm, CmpOpKind op, Value a, Value b, Value& out);
// Defined by builtins/numpy (link-time hooks): arithmetic (op as binary_op's)
// and comparisons where an operand is a NumPy scalar twin
// (Value::kNumpyScalar), with NumPy's result types, wrap-around and
// floating-point warnings. `out` stays unbound when the other operand is not
// a number numpy handles here (an array, a list): the generic protocol goes on.
bool numpy_scalar_binary(VM& vm, int op, Value a, Value b, Value& out);
bool numpy_scalar_compare(VM& vm, CmpOpKind op, Value a, Value b, Value& out);
bool numpy_scalar_unary(VM& vm, UnaryOpKind op, Value a, Value& out);
extern const char* const kBinOpSymbols[];                  // "+", "-", ... indexed by BinOpKind

// ---- attributes
bool get_attr(VM& vm, Value obj, Str* name, Value& out);   // AttributeError when missing
// Like get_attr but absence is not an error: found=false, nothing pending.
// hook_error: an AttributeError raised by a user __getattr__ stays pending
// (false returned), as get_attr needs; otherwise it means not found.
bool get_attr_opt(VM& vm, Value obj, Str* name, Value& out, bool& found, bool hook_error = false);
bool set_attr(VM& vm, Value obj, Str* name, Value v);
bool set_attr_generic(VM& vm, Value obj, Str* name, Value v);  // object.__setattr__: no user hook
bool set_class_attr(VM& vm, TypeObject* cls, Str* name, Value v);  // type.__setattr__: no metaclass hook
bool del_attr(VM& vm, Value obj, Str* name);
// Method lookup for LOAD_METHOD: when found on the type as a plain function or
// builtin, out = that function and is_method = true (call with self first:
// obj, or for a super object the instance it stands for).
bool get_method(VM& vm, Value obj, Str* name, Value& out, bool& is_method);
// What super object s finds for name: the first class after s->start in
// the MRO of s->self_type that has it (unbound when none).
Value super_lookup(const Super* s, Str* name);
// The same operations, filling an inline cache the interpreter checks first
// (see InlineCache in vm/bytecode.h). load_global_cached leaves `out`
// unbound when the name is neither global nor builtin (nothing raised).
bool get_attr_cached(VM& vm, Value obj, Str* name, Value& out, InlineCache& c);
bool get_method_cached(VM& vm, Value obj, Str* name, Value& out, bool& is_method, InlineCache& c);
bool set_attr_cached(VM& vm, Value obj, Str* name, Value v, InlineCache& c);
bool load_global_cached(VM& vm, Dict* globals, Str* name, Value& out, InlineCache& c);
// Special-method lookup on the type only (no instance dict), for dunders.
Value lookup_special(VM& vm, Value obj, Str* name);          // unbound if absent; no Python code

// ---- items and containers
bool get_item(VM& vm, Value obj, Value key, Value& out);
bool set_item(VM& vm, Value obj, Value key, Value v);
bool del_item(VM& vm, Value obj, Value key);
bool contains(VM& vm, Value container, Value item, bool& out);
// The same for the built-in layouts only, never calling a dunder of obj's
// class (what list.__getitem__, dict.__setitem__ ... do, so a subclass's
// override can call them through super()). TypeError when the layout has
// no such operation.
bool get_item_builtin(VM& vm, Value obj, Value key, Value& out);
// s[i] for an int i (negative counts from the end), IndexError outside.
bool str_index(VM& vm, Str* s, int64_t i, Value& out);
bool set_item_builtin(VM& vm, Value obj, Value key, Value v);
bool del_item_builtin(VM& vm, Value obj, Value key);
bool contains_builtin(VM& vm, Value container, Value item, bool& out);
bool length_builtin(VM& vm, Value v, int64_t& out);
bool get_iter_builtin(VM& vm, Value v, Value& out);
bool length(VM& vm, Value v, int64_t& out);                // len(); TypeError "object of type 'int' has no len()"
// slice.indices(length) with CPython's clamping; count = number of items.
bool slice_indices(VM& vm, Slice* s, int64_t length, int64_t& start, int64_t& stop, int64_t& step, int64_t& count);

// ---- iteration
bool get_iter(VM& vm, Value v, Value& out);                // iter(v); "'int' object is not iterable"
// next(it): done=true at exhaustion (StopIteration swallowed, nothing
// pending; out = its value, i.e. a generator's return value, else None).
bool iter_next(VM& vm, Value it, Value& out, bool& done);
// Collects any iterable into a vector (fast paths for list/tuple).
bool collect_iterable(VM& vm, Value v, std::vector<Value>& out);

// ---- calls (vm/call.cpp)
// Calls f with positional args[0..nargs) followed by keyword values named by
// kwnames. Works for functions, builtins, bound methods, classes, callables.
bool call(VM& vm, Value f, Value* args, int nargs, Tuple* kwnames, Value& out);
// object.__new__'s check: TypeError "Can't instantiate abstract class C with
// abstract methods f, g" when `cls` has a non-empty __abstractmethods__.
bool check_not_abstract(VM& vm, TypeObject* cls);
inline bool call0(VM& vm, Value f, Value& out) { return call(vm, f, nullptr, 0, nullptr, out); }
bool call1(VM& vm, Value f, Value a, Value& out);
bool call2(VM& vm, Value f, Value a, Value b, Value& out);
// Calls the special method `name` of obj's type with obj as self; found=false if absent.
bool call_method(VM& vm, Value obj, Str* name, Value* args, int nargs, Value& out, bool& found);
bool is_callable(VM& vm, Value v);

// str(exc) for the built-in exception classes (OSError's "[Errno 2] ...",
// KeyError's repr, SyntaxError's "(file, line N)").
bool exception_message(VM& vm, ExceptionObj* e, std::string& out);

// ---- strings (no Python code)
inline std::string_view str_view(Value v) { return as<Str>(v)->text(); }   // v must be a str
inline Str* as_str(Value v) { return as<Str>(v); }
inline bool is_str(Value v) { return is_layout(v, Layout::Str); }
std::string repr_str(std::string_view utf8);               // Python repr of a str

}  // namespace tpy
