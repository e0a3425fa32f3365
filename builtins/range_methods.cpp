// range_methods.cpp — range and slice: constructors, range.count/index,
// the start/stop/step attributes (properties), range's len/contains/
// getitem/reversed/repr/eq/hash dunders and slice.indices. Iteration over a
// range (RangeIter, LongRangeIter) is the interpreter's (vm/iter.h).
// Ranges beyond int64 (Range::big) take a BigInt path in each method; the
// int64 path is unchanged.
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/str_util.h"
#include "vm/iter.h"

namespace tpy {

namespace {

Range* self_range(CallArgs& a) { return as<Range>(a.args[0]); }

// An int-like range argument ("'float' object cannot be interpreted as an integer").
bool range_arg(VM& vm, Value v, int64_t& out) { return arg_int64(vm, v, out); }

// v as an exact int of any size: ints, or __index__ (`what` names the
// TypeError for anything else, with %s for the type name).
bool index_big(VM& vm, Value v, BigInt& out, const char* what = "'%s' object cannot be interpreted as an integer") {
  if (is_int_value(v)) { out = int_to_big(v); return true; }
  Value r;
  bool found = false;
  if (v.is_obj() && has_dunder_hooks(v.o->type) && !lookup_special(vm, v, vm.names.index).is_undef()) {
    if (!call_method(vm, v, vm.names.index, nullptr, 0, r, found)) return false;
  }
  if (!found) return vm.raisef(vm.exc.TypeError, what, type_name(vm, v));
  if (!is_int_value(r)) return vm.raisef(vm.exc.TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
  out = int_to_big(r);
  return true;
}

// range() with an argument beyond int64 (or an __index__ object).
bool range_ctor_big(VM& vm, CallArgs& rest, Value& out) {
  BigInt start = 0, stop = 0, step = 1;
  if (rest.nargs == 1) {
    if (!index_big(vm, rest.args[0], stop)) return false;
  } else {
    if (!index_big(vm, rest.args[0], start) || !index_big(vm, rest.args[1], stop)) return false;
    if (rest.nargs == 3) {
      if (!index_big(vm, rest.args[2], step)) return false;
      if (step.is_zero()) return vm.raise(vm.exc.ValueError, "range() arg 3 must not be zero");
    }
  }
  out = Value::object(vm.alloc<Range>(vm.t.range, start, stop, step));
  return true;
}

bool range_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  ctor_split(a, vm.t.range, rest);
  if (!check_ctor_arity(vm, "range", rest, 1, 3, false)) return false;
  for (int i = 0; i < rest.nargs; i++)
    if (!rest.args[i].is_int() && !rest.args[i].is_bool()) return range_ctor_big(vm, rest, out);
  int64_t start = 0, stop = 0, step = 1;
  if (rest.nargs == 1) {
    if (!range_arg(vm, rest.args[0], stop)) return false;
  } else {
    if (!range_arg(vm, rest.args[0], start) || !range_arg(vm, rest.args[1], stop)) return false;
    if (rest.nargs == 3) {
      if (!range_arg(vm, rest.args[2], step)) return false;
      if (step == 0) return vm.raise(vm.exc.ValueError, "range() arg 3 must not be zero");
    }
  }
  out = Value::object(vm.alloc<Range>(vm.t.range, start, stop, step));
  return true;
}

bool range_start(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  out = r->big ? vm.new_int(r->big->start) : Value::integer(r->start);
  return true;
}
bool range_stop(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  out = r->big ? vm.new_int(r->big->stop) : Value::integer(r->stop);
  return true;
}
bool range_step(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  out = r->big ? vm.new_int(r->big->step) : Value::integer(r->step);
  return true;
}

bool range_len(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  if (!r->big) { out = Value::integer(r->length); return true; }
  if (!fits_int64(r->big->length)) return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C ssize_t");
  out = Value::integer(to_int64(r->big->length));
  return true;
}

// Position of integer v in r, or -1.
int64_t range_find_int(const Range* r, int64_t v) {
  if (r->length == 0) return -1;
  __int128 d = static_cast<__int128>(v) - r->start;
  if (d % r->step != 0) return -1;
  __int128 k = d / r->step;
  if (k < 0 || k >= r->length) return -1;
  return static_cast<int64_t>(k);
}

bool is_exact_int(Value v) { return v.is_int() || v.is_bool(); }
int64_t int_of(Value v) { return v.is_int() ? v.i : (v.b ? 1 : 0); }

// Position of x in a big range, or -1: ints arithmetically, anything else
// by == over the items (as CPython, endless for a huge range).
bool big_position(VM& vm, const BigRange& b, Value x, BigInt& pos) {
  pos = -1;
  if (is_int_value(x)) {
    BigInt d = int_to_big(x) - b.start;
    if (b.length.is_zero() || BigInt(d % b.step) != 0) return true;
    BigInt k = d / b.step;
    if (k >= 0 && k < b.length) pos = k;
    return true;
  }
  for (BigInt i = 0; i < b.length; i += 1) {
    bool eq;
    if (!equal(vm, vm.new_int(b.start + i * b.step), x, eq)) return false;
    if (eq) { pos = i; return true; }
  }
  return true;
}

// Finds x by value (ints arithmetically, anything else by == over the items).
bool range_position(VM& vm, Range* r, Value x, int64_t& pos) {
  pos = -1;
  if (is_exact_int(x)) { pos = range_find_int(r, int_of(x)); return true; }
  if (is_layout(x, Layout::Int)) return true;  // big ints never fit an int64 range
  for (int64_t i = 0; i < r->length; i++) {
    bool eq;
    if (!equal(vm, Value::integer(r->start + i * r->step), x, eq)) return false;
    if (eq) { pos = i; return true; }
  }
  return true;
}

bool range_contains(VM& vm, CallArgs& a, Value& out) {
  if (Range* r = self_range(a); r->big) {
    BigInt pos;
    if (!big_position(vm, *r->big, a.args[1], pos)) return false;
    out = Value::boolean(pos >= 0);
    return true;
  }
  int64_t pos;
  if (!range_position(vm, self_range(a), a.args[1], pos)) return false;
  out = Value::boolean(pos >= 0);
  return true;
}

bool range_index(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  BigInt pos;
  if (r->big) {
    if (!big_position(vm, *r->big, a.args[1], pos)) return false;
  } else {
    int64_t p;
    if (!range_position(vm, r, a.args[1], p)) return false;
    pos = p;
  }
  if (pos < 0) {
    Str* r;
    if (!to_repr(vm, a.args[1], r)) return false;
    return vm.raisef(vm.exc.ValueError, "%s is not in range", r->text().c_str());
  }
  out = vm.new_int(pos);
  return true;
}

bool range_count(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  if (r->big) {
    // Items are distinct, so the count of an int is 0 or 1.
    const BigRange& b = *r->big;
    if (is_int_value(a.args[1])) {
      BigInt pos;
      if (!big_position(vm, b, a.args[1], pos)) return false;
      out = Value::integer(pos >= 0 ? 1 : 0);
      return true;
    }
    int64_t n = 0;
    for (BigInt i = 0; i < b.length; i += 1) {
      bool eq;
      if (!equal(vm, vm.new_int(b.start + i * b.step), a.args[1], eq)) return false;
      if (eq) n++;
    }
    out = Value::integer(n);
    return true;
  }
  if (is_exact_int(a.args[1])) {
    out = Value::integer(range_find_int(r, int_of(a.args[1])) >= 0 ? 1 : 0);
    return true;
  }
  int64_t n = 0;
  for (int64_t i = 0; i < r->length; i++) {
    bool eq;
    if (!equal(vm, Value::integer(r->start + i * r->step), a.args[1], eq)) return false;
    if (eq) n++;
  }
  out = Value::integer(n);
  return true;
}

// Normalised slice bounds over a sequence of `len` items (CPython's
// PySlice_GetIndicesEx): start/stop clamped, step nonzero.
bool slice_bounds(VM& vm, Slice* s, int64_t len, int64_t& start, int64_t& stop, int64_t& step) {
  step = 1;
  if (!s->step.is_none()) {
    if (!arg_slice_bound(vm, s->step, step)) return false;
    if (step == 0) return vm.raise(vm.exc.ValueError, "slice step cannot be zero");
  }
  int64_t lo = step < 0 ? -1 : 0, hi = step < 0 ? len - 1 : len;
  auto fix = [&](Value v, int64_t deflt, int64_t& out) -> bool {
    if (v.is_none()) { out = deflt; return true; }
    if (!arg_slice_bound(vm, v, out)) return false;
    if (out < 0) { out += len; if (out < lo) out = lo; }
    else if (out > hi) out = hi;
    return true;
  };
  if (!fix(s->start, step < 0 ? hi : lo, start)) return false;
  return fix(s->stop, step < 0 ? lo : hi, stop);
}

// CPython's _PySlice_GetLongIndices: exact slice indices over `len` items.
bool slice_big_bounds(VM& vm, Slice* s, const BigInt& len, BigInt& start, BigInt& stop, BigInt& step) {
  const char* bad = "slice indices must be integers or None or have an __index__ method";
  step = 1;
  if (!s->step.is_none()) {
    if (!index_big(vm, s->step, step, bad)) return false;
    if (step.is_zero()) return vm.raise(vm.exc.ValueError, "slice step cannot be zero");
  }
  BigInt lower = step < 0 ? BigInt(-1) : BigInt(0), upper = step < 0 ? len - 1 : len;
  auto fix = [&](Value v, const BigInt& deflt, BigInt& out) -> bool {
    if (v.is_none()) { out = deflt; return true; }
    if (!index_big(vm, v, out, bad)) return false;
    if (out < 0) {
      out += len;
      if (out < lower) out = lower;
    } else if (out > upper) {
      out = upper;
    }
    return true;
  };
  return fix(s->start, step < 0 ? upper : lower, start) && fix(s->stop, step < 0 ? lower : upper, stop);
}

bool range_getitem(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  Value k = a.args[1];
  if (is_layout(k, Layout::Slice)) {
    // Exact arithmetic: a slice of a small range may step past int64 (range(9)[::10**19]).
    BigRange b = r->bounds();
    BigInt start, stop, step;
    if (!slice_big_bounds(vm, as<Slice>(k), b.length, start, stop, step)) return false;
    out = Value::object(vm.alloc<Range>(vm.t.range, b.start + start * b.step, b.start + stop * b.step, b.step * step));
    return true;
  }
  if (!is_exact_int(k) && !is_layout(k, Layout::Int) && lookup_special(vm, k, vm.names.index).is_undef())
    return vm.raisef(vm.exc.TypeError, "range indices must be integers or slices, not %s", type_name(vm, k));
  if (r->big) {
    BigInt i;
    if (!index_big(vm, k, i)) return false;
    if (i < 0) i += r->big->length;
    if (i < 0 || i >= r->big->length) return vm.raise(vm.exc.IndexError, "range object index out of range");
    out = vm.new_int(r->big->start + i * r->big->step);
    return true;
  }
  int64_t i;
  if (!arg_int64(vm, k, i)) return false;
  if (i < 0) i += r->length;
  if (i < 0 || i >= r->length) return vm.raise(vm.exc.IndexError, "range object index out of range");
  out = Value::integer(r->start + i * r->step);
  return true;
}

bool range_reversed(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  if (r->big || r->step == INT64_MIN) {  // -step must not overflow
    BigRange b = r->bounds();
    BigInt last = b.length.is_zero() ? b.start : b.start + (b.length - 1) * b.step;
    out = Value::object(vm.alloc<LongRangeIter>(vm.t.longrange_iterator, last, -b.step, b.length));
    return true;
  }
  int64_t last = r->length ? r->start + (r->length - 1) * r->step : r->start;
  out = Value::object(vm.alloc<RangeIter>(vm.t.range_iterator, last, -r->step, r->length));
  return true;
}

bool range_repr(VM& vm, CallArgs& a, Value& out) {
  Range* r = self_range(a);
  if (r->big) {
    const BigRange& b = *r->big;
    out = vm.str_value("range(" + big_to_string(b.start, 10) + ", " + big_to_string(b.stop, 10) +
                       (b.step == 1 ? ")" : ", " + big_to_string(b.step, 10) + ")"));
    return true;
  }
  if (r->step == 1) out = vm.str_value(strfmt("range(%lld, %lld)", (long long)r->start, (long long)r->stop));
  else out = vm.str_value(strfmt("range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop, (long long)r->step));
  return true;
}

bool range_eq(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[1], Layout::Range)) { out = vm.not_implemented; return true; }
  out = Value::boolean(ranges_equal(self_range(a), as<Range>(a.args[1])));
  return true;
}
bool range_ne(VM& vm, CallArgs& a, Value& out) {
  if (!is_layout(a.args[1], Layout::Range)) { out = vm.not_implemented; return true; }
  out = Value::boolean(!ranges_equal(self_range(a), as<Range>(a.args[1])));
  return true;
}

bool range_hash(VM& vm, CallArgs& a, Value& out) {
  int64_t h;
  if (!hash_value(vm, a.args[0], h)) return false;
  out = Value::integer(h);
  return true;
}

// ---- slice

bool slice_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  ctor_split(a, vm.t.slice, rest);
  if (!check_ctor_arity(vm, "slice", rest, 1, 3, false)) return false;
  Value start = Value::none(), stop = Value::none(), step = Value::none();
  if (rest.nargs == 1) {
    stop = rest.args[0];
  } else {
    start = rest.args[0];
    stop = rest.args[1];
    if (rest.nargs == 3) step = rest.args[2];
  }
  out = Value::object(vm.alloc<Slice>(vm.t.slice, start, stop, step));
  return true;
}

bool slice_start(VM&, CallArgs& a, Value& out) { out = as<Slice>(a.args[0])->start; return true; }
bool slice_stop(VM&, CallArgs& a, Value& out) { out = as<Slice>(a.args[0])->stop; return true; }
bool slice_step(VM&, CallArgs& a, Value& out) { out = as<Slice>(a.args[0])->step; return true; }

bool slice_indices(VM& vm, CallArgs& a, Value& out) {
  int64_t len;
  if (!arg_int64(vm, a.args[1], len)) return false;
  if (len < 0) return vm.raise(vm.exc.ValueError, "length should not be negative");
  int64_t start, stop, step;
  if (!slice_bounds(vm, as<Slice>(a.args[0]), len, start, stop, step)) return false;
  out = Value::object(vm.new_tuple({Value::integer(start), Value::integer(stop), Value::integer(step)}));
  return true;
}

bool slice_repr(VM& vm, CallArgs& a, Value& out) {
  Slice* s = as<Slice>(a.args[0]);
  std::string r = "slice(";
  Value parts[3] = {s->start, s->stop, s->step};
  for (int i = 0; i < 3; i++) {
    Str* p;
    if (!to_repr(vm, parts[i], p)) return false;
    if (i) r += ", ";
    r += p->text();
  }
  out = vm.str_value(r + ")");
  return true;
}

const NativeDef kRangeMethods[] = {
    {"count", range_count, 2, 2, false, JitHint::None},
    {"index", range_index, 2, 2, false, JitHint::None},
    {"__len__", range_len, 1, 1, false, JitHint::None},
    {"__contains__", range_contains, 2, 2, false, JitHint::None},
    {"__getitem__", range_getitem, 2, 2, false, JitHint::None},
    {"__reversed__", range_reversed, 1, 1, false, JitHint::None},
    {"__repr__", range_repr, 1, 1, false, JitHint::None},
    {"__eq__", range_eq, 2, 2, false, JitHint::None},
    {"__ne__", range_ne, 2, 2, false, JitHint::None},
    {"__hash__", range_hash, 1, 1, false, JitHint::None},
};
const NativeDef kRangeGetters[] = {
    {"start", range_start, 1, 1, false, JitHint::None},
    {"stop", range_stop, 1, 1, false, JitHint::None},
    {"step", range_step, 1, 1, false, JitHint::None},
};
const NativeDef kSliceMethods[] = {
    {"indices", slice_indices, 2, 2, false, JitHint::None},
    {"__repr__", slice_repr, 1, 1, false, JitHint::None},
};
const NativeDef kSliceGetters[] = {
    {"start", slice_start, 1, 1, false, JitHint::None},
    {"stop", slice_stop, 1, 1, false, JitHint::None},
    {"step", slice_step, 1, 1, false, JitHint::None},
};

}  // namespace

void init_range_type(VM& vm) {
  vm.add_methods(vm.t.range, kRangeMethods);
  for (auto& g : kRangeGetters) add_getter(vm, vm.t.range, &g);
  vm.t.range->ctor = range_ctor;
  vm.add_methods(vm.t.slice, kSliceMethods);
  for (auto& g : kSliceGetters) add_getter(vm, vm.t.slice, &g);
  vm.t.slice->ctor = slice_ctor;
}

}  // namespace tpy
