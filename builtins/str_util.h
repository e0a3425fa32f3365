// str_util.h — internal helpers shared by the str, bytes, number and
// formatting builtins (builtins/str_*.cpp, bytes_methods.cpp,
// num_methods.cpp, format.cpp): int extraction from any int-like Value,
// NumError → Python exception, slice-style start/end arguments, and
// code-point ↔ byte offsets of a Str. Not a public header for other folders.
#pragma once
#include <string>
#include <string_view>

#include "builtins/args.h"
#include "builtins/utf8.h"
#include "vm/str_index.h"

namespace tpy {

// An int in any representation: inline int, bool, or BigIntObj (int subclasses too).
inline bool is_int_value(Value v) { return v.is_int() || v.is_bool() || is_layout(v, Layout::Int); }
// Precondition: is_int_value(v).
inline BigInt int_to_big(Value v) {
  if (v.is_int()) return BigInt(v.i);
  if (v.is_bool()) return BigInt(v.b ? 1 : 0);
  return as<BigIntObj>(v)->v;
}

// Raises the exception a failed bigint/num_format call describes; returns false.
inline bool raise_num_error(VM& vm, const NumError& e) {
  switch (e.kind) {
    case NumErrKind::kNone: return vm.raise(vm.exc.SystemError, "numeric error without a kind");
    case NumErrKind::kZeroDivision: return vm.raise(vm.exc.ZeroDivisionError, e.msg);
    case NumErrKind::kOverflow: return vm.raise(vm.exc.OverflowError, e.msg);
    case NumErrKind::kValue: return vm.raise(vm.exc.ValueError, e.msg);
    case NumErrKind::kMemory: return vm.raise(vm.exc.MemoryError, e.msg);
  }
  return false;
}

// A start/end argument of find/count/startswith/...: unbound or None leaves
// `out` unchanged; ints (any size, clamped) and __index__ objects are taken;
// anything else raises CPython's "slice indices must be integers or None or
// have an __index__ method".
inline bool arg_slice_bound(VM& vm, Value v, int64_t& out) {
  if (v.is_undef() || v.is_none()) return true;
  if (v.is_int()) { out = v.i; return true; }
  if (v.is_bool()) { out = v.b; return true; }
  if (is_layout(v, Layout::Int)) {
    const BigInt& b = as<BigIntObj>(v)->v;
    out = fits_int64(b) ? to_int64(b) : (b.sign() < 0 ? INT64_MIN / 2 : INT64_MAX / 2);
    return true;
  }
  if (lookup_special(vm, v, vm.names.index).is_undef())
    return vm.raise(vm.exc.TypeError, "slice indices must be integers or None or have an __index__ method");
  bool overflow = false;
  if (!to_index(vm, v, out, overflow)) return false;
  if (overflow) out = INT64_MAX / 2;
  return true;
}

// CPython's ADJUST_INDICES: negative bounds count from the end, then clamp
// to [0, len] (start may stay past len; callers test start > len).
inline void adjust_slice_bounds(int64_t& start, int64_t& end, int64_t len) {
  if (end > len) end = len;
  else if (end < 0) { end += len; if (end < 0) end = 0; }
  if (start < 0) { start += len; if (start < 0) start = 0; }
}

// Byte offset of code point `cp` in s (0 <= cp <= length).
inline size_t str_byte_offset(VM& vm, const Str* s, int64_t cp) {
  return str_cp_offset(vm, s, cp);
}
// Code-point index of byte offset `off` (a sequence boundary).
inline int64_t str_cp_index(const Str* s, size_t off) {
  if (s->ascii) return static_cast<int64_t>(off);
  return utf8_index(s->text(), off);
}

}  // namespace tpy

namespace tpy {

// self of a str method: a str (or subclass) instance, else CPython's
// "descriptor 'upper' for 'str' objects doesn't apply to a 'int' object".
inline bool self_str(VM& vm, CallArgs& a, const char* method, Str*& out) {
  Value v = a.args[0];
  if (is_str(v)) { out = as_str(v); return true; }
  return vm.raisef(vm.exc.TypeError, "descriptor '%s' for 'str' objects doesn't apply to a '%s' object", method,
                   type_name(vm, v));
}

// Result of a str method that may be all of `self`: exact strs are returned
// as-is (CPython does the same), anything else becomes a new str.
inline Value str_result(VM& vm, Str* self, std::string_view piece) {
  if (piece.size() == self->text().size() && self->type == vm.t.str) return Value::object(self);
  return vm.str_value(std::string(piece));
}

// The search and split methods of str (builtins/str_search.cpp), added to
// the type by init_str_type.
extern const NativeDef kStrSearchMethods[];
extern const size_t kStrSearchMethodCount;

}  // namespace tpy

namespace tpy {

// repr() of bytes content: b'...' with \x.. escapes (builtins/bytes_methods.cpp).
std::string bytes_repr(std::string_view data);

}  // namespace tpy

namespace tpy {

// iter(v) where "not iterable" is an answer, not an error: ok=false and
// nothing pending when v cannot be iterated (for messages like "can only
// join an iterable"). Other failures return false with the exception pending.
inline bool try_get_iter(VM& vm, Value v, Value& it, bool& ok) {
  ok = true;
  if (get_iter(vm, v, it)) return true;
  if (!vm.pending_is(vm.exc.TypeError)) return false;
  vm.take_pending();
  ok = false;
  return true;
}

// Built-in constructors: the call machinery retypes a constructor's result
// in place when building a subclass instance (vm/call.cpp), so a result that
// is one of the arguments or an interned string must be a fresh copy.
inline bool ctor_result_is_shared(const CallArgs& a, Value out) {
  if (!out.is_obj()) return false;
  if (out.o->type->layout == Layout::Str && static_cast<Str*>(out.o)->interned) return true;
  const int n = a.nargs + (a.kwnames ? static_cast<int>(a.kwnames->items.size()) : 0);
  for (int i = 0; i < n; i++)
    if (a.args[i].is_obj() && a.args[i].o == out.o) return true;
  return false;
}

}  // namespace tpy
