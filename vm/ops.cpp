// ops.cpp — types, truth, hashing, equality, ordering and arithmetic for any
// Value: the fast paths for int/float/str/containers and the generic dunder
// protocol (reflected operands, NotImplemented, subclass priority).
// Attributes are in vm/attr.cpp, items and iteration in vm/items.cpp,
// repr/str/format in vm/repr.cpp, calls in vm/call.cpp.
#include "vm/ops.h"
#include "vm/repeat.h"
#include "vm/str_buffer.h"
#include <cmath>
#include "vm/dict.h"
#include "vm/num_format.h"

namespace tpy {

const char* const kBinOpSymbols[] = {"+", "-", "*", "@", "/", "//", "%", "**", "<<", ">>", "&", "|", "^"};
static const char* const kBinOpDunders[][3] = {
    {"__add__", "__radd__", "__iadd__"},          {"__sub__", "__rsub__", "__isub__"},
    {"__mul__", "__rmul__", "__imul__"},          {"__matmul__", "__rmatmul__", "__imatmul__"},
    {"__truediv__", "__rtruediv__", "__itruediv__"}, {"__floordiv__", "__rfloordiv__", "__ifloordiv__"},
    {"__mod__", "__rmod__", "__imod__"},          {"__pow__", "__rpow__", "__ipow__"},
    {"__lshift__", "__rlshift__", "__ilshift__"}, {"__rshift__", "__rrshift__", "__irshift__"},
    {"__and__", "__rand__", "__iand__"},          {"__or__", "__ror__", "__ior__"},
    {"__xor__", "__rxor__", "__ixor__"},
};
static const char* const kCmpSymbols[] = {"<", "<=", "==", "!=", ">", ">="};
static const char* const kCmpDunders[] = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
static const int kCmpSwapped[] = {4, 5, 2, 3, 0, 1};  // a < b  <=>  b > a

// ------------------------------------------------------------------ types

TypeObject* type_of(VM& vm, Value v) {
  if (v.is_numpy_scalar()) return vm.numpy_scalar_types[(int)v.tag];
  switch (v.tag) {
    case Tag::Undef:
    case Tag::None: return vm.t.none_type;
    case Tag::Bool: return vm.t.bool_;
    case Tag::Int: return vm.t.int_;
    case Tag::Float: return vm.t.float_;
    case Tag::Obj: return v.o->type;
  }
  return vm.t.object;
}

// numpy.complex128 and other NumPy scalars of a Python number's layout:
// their arithmetic is numpy's (numpy_scalar_binary & co.).
static inline bool is_numpy_number(Value v) { return v.is_obj() && v.o->type->numpy_number; }

const char* type_tp_name(const TypeObject* t) { return (t->tp_name ? t->tp_name : t->name)->text().c_str(); }

const char* type_name(VM& vm, Value v) { return type_tp_name(type_of(vm, v)); }

bool is_subtype(const TypeObject* t, const TypeObject* base) {
  if (t == base) return true;
  for (auto* m : t->mro)
    if (m == base) return true;
  return false;
}

bool is_instance(VM& vm, Value v, const TypeObject* t) { return is_subtype(type_of(vm, v), t); }

Value lookup_type(const TypeObject* t, const Str* name) {
  for (auto* m : t->mro) {
    Value v = dict_get_str(m->dict, name);
    if (!v.is_undef()) return v;
  }
  return Value();
}

Value lookup_type_cached(VM& vm, const TypeObject* t, const Str* name) {
  if (!name->interned) return lookup_type(t, name);
  size_t h = ((uintptr_t)t >> 4) * 31 + ((uintptr_t)name >> 4);
  VM::TypeCacheEntry& e = vm.type_cache[h & (VM::kTypeCacheSize - 1)];
  if (e.type == t && e.name == name && e.epoch == vm.type_epoch) return e.value;
  Value v = lookup_type(t, name);
  e.type = t;
  e.name = name;
  e.epoch = vm.type_epoch;
  e.value = v;
  return v;
}

Value make_bool(bool b) { return Value::boolean(b); }

static bool raise_num_error(VM& vm, const NumError& e) {
  switch (e.kind) {
    case NumErrKind::kZeroDivision: return vm.raise(vm.exc.ZeroDivisionError, e.msg);
    case NumErrKind::kOverflow: return vm.raise(vm.exc.OverflowError, e.msg);
    case NumErrKind::kValue: return vm.raise(vm.exc.ValueError, e.msg);
    case NumErrKind::kMemory: return vm.raise(vm.exc.MemoryError, e.msg);
    case NumErrKind::kNone: break;
  }
  return vm.raise(vm.exc.SystemError, "numeric error");
}

// ------------------------------------------------------------------ numbers

namespace {
// An int-like value as int64 or BigInt (bool counts as int).
struct IntView {
  bool big = false;
  int64_t i = 0;
  const BigInt* b = nullptr;
  BigInt to_big() const { return big ? *b : BigInt(i); }
};

bool int_view(Value v, IntView& out) {
  if (v.is_int()) { out.i = v.i; return true; }
  if (v.is_bool()) { out.i = v.b; return true; }
  if (is_layout(v, Layout::Int)) { out.big = true; out.b = &as<BigIntObj>(v)->v; return true; }
  return false;
}

bool is_intlike(Value v) { return v.is_int() || v.is_bool() || is_layout(v, Layout::Int); }

// int/float/bool → double; false (pending) on big-int overflow; `ok` false if not numeric.
bool num_to_double(VM& vm, Value v, double& out, bool& ok) {
  ok = true;
  if (v.is_float()) { out = v.f; return true; }
  if (v.is_int()) { out = (double)v.i; return true; }
  if (v.is_bool()) { out = v.b; return true; }
  if (is_layout(v, Layout::Int)) {
    NumError e;
    if (!big_to_double(as<BigIntObj>(v)->v, out, e)) return raise_num_error(vm, e);
    return true;
  }
  ok = false;
  return true;
}

bool float_divmod(VM& vm, double vx, double wx, double& div, double& mod, const char* zmsg) {
  if (wx == 0.0) return vm.raise(vm.exc.ZeroDivisionError, zmsg);
  mod = std::fmod(vx, wx);
  div = (vx - mod) / wx;
  if (mod) {
    if ((wx < 0) != (mod < 0)) { mod += wx; div -= 1.0; }
  } else {
    mod = std::copysign(0.0, wx);
  }
  if (div) {
    double floordiv = std::floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
    div = floordiv;
  } else {
    div = std::copysign(0.0, vx / wx);
  }
  return true;
}

bool float_pow(VM& vm, double a, double b, Value& out) {
  if (b == 0) { out = Value::real(1.0); return true; }
  if (std::isnan(a)) { out = Value::real(a); return true; }
  if (a == 0 && b < 0 && std::isfinite(b))
    return vm.raise(vm.exc.ZeroDivisionError, "0.0 cannot be raised to a negative power");
  if (a < 0 && std::isfinite(a) && std::isfinite(b) && b != std::floor(b)) {
    // Negative base, fractional exponent: the result is complex.
    double mag = std::pow(-a, b), ang = M_PI * b;
    out = vm.new_complex(mag * std::cos(ang), mag * std::sin(ang));
    return true;
  }
  errno = 0;
  double r = std::pow(a, b);
  if (std::isinf(r) && std::isfinite(a) && std::isfinite(b))
    return vm.raise(vm.exc.OverflowError, "(34, 'Numerical result out of range')");
  out = Value::real(r);
  return true;
}

bool float_binary(VM& vm, int op, double a, double b, Value& out) {
  switch ((BinOpKind)op) {
    case BinOpKind::Add: out = Value::real(a + b); return true;
    case BinOpKind::Sub: out = Value::real(a - b); return true;
    case BinOpKind::Mul: out = Value::real(a * b); return true;
    case BinOpKind::TrueDiv:
      if (b == 0) return vm.raise(vm.exc.ZeroDivisionError, "float division by zero");
      out = Value::real(a / b);
      return true;
    case BinOpKind::FloorDiv: {
      double d, m;
      if (!float_divmod(vm, a, b, d, m, "float floor division by zero")) return false;
      out = Value::real(d);
      return true;
    }
    case BinOpKind::Mod: {
      double d, m;
      if (!float_divmod(vm, a, b, d, m, "float modulo")) return false;
      out = Value::real(m);
      return true;
    }
    case BinOpKind::Pow: return float_pow(vm, a, b, out);
    case BinOpKind::MatMul:
    case BinOpKind::LShift:
    case BinOpKind::RShift:
    case BinOpKind::BitAnd:
    case BinOpKind::BitOr:
    case BinOpKind::BitXor: break;
  }
  out = Value();
  return true;  // not handled
}

bool big_binary(VM& vm, int op, const BigInt& a, const BigInt& b, Value& out) {
  NumError e;
  BigInt r;
  switch ((BinOpKind)op) {
    case BinOpKind::Add: out = vm.new_int(a + b); return true;
    case BinOpKind::Sub: out = vm.new_int(a - b); return true;
    case BinOpKind::Mul: out = vm.new_int(a * b); return true;
    case BinOpKind::TrueDiv: {
      double d;
      if (!big_true_div(a, b, d, e)) return raise_num_error(vm, e);
      out = Value::real(d);
      return true;
    }
    case BinOpKind::FloorDiv:
      if (!big_floordiv(a, b, r, e)) return raise_num_error(vm, e);
      out = vm.new_int(r);
      return true;
    case BinOpKind::Mod:
      if (!big_mod(a, b, r, e)) return raise_num_error(vm, e);
      out = vm.new_int(r);
      return true;
    case BinOpKind::Pow: {
      if (b < 0) {
        double x, y;
        if (!big_to_double(a, x, e) || !big_to_double(b, y, e)) return raise_num_error(vm, e);
        return float_pow(vm, x, y, out);
      }
      if (a == 0 || a == 1) { out = vm.new_int(a); return true; }
      if (a == -1) { out = Value::integer(b % 2 == 0 ? 1 : -1); return true; }
      if (b > 100000000) return vm.raise_no_memory();
      out = vm.new_int(big_pow(a, (uint64_t)b));
      return true;
    }
    case BinOpKind::LShift:
      if (!big_lshift(a, b, r, e)) return raise_num_error(vm, e);
      out = vm.new_int(r);
      return true;
    case BinOpKind::RShift:
      if (!big_rshift(a, b, r, e)) return raise_num_error(vm, e);
      out = vm.new_int(r);
      return true;
    case BinOpKind::BitAnd: out = vm.new_int(big_and(a, b)); return true;
    case BinOpKind::BitOr: out = vm.new_int(big_or(a, b)); return true;
    case BinOpKind::BitXor: out = vm.new_int(big_xor(a, b)); return true;
    case BinOpKind::MatMul: break;
  }
  out = Value();
  return true;
}

bool int_binary(VM& vm, int op, int64_t a, int64_t b, Value& out) {
  int64_t r;
  switch ((BinOpKind)op) {
    case BinOpKind::Add:
      if (!add_overflow(a, b, &r)) { out = Value::integer(r); return true; }
      break;
    case BinOpKind::Sub:
      if (!sub_overflow(a, b, &r)) { out = Value::integer(r); return true; }
      break;
    case BinOpKind::Mul:
      if (!mul_overflow(a, b, &r)) { out = Value::integer(r); return true; }
      break;
    case BinOpKind::TrueDiv:
      if (b == 0) return vm.raise(vm.exc.ZeroDivisionError, "division by zero");
      if (a > -(1LL << 53) && a < (1LL << 53) && b > -(1LL << 53) && b < (1LL << 53)) {
        out = Value::real((double)a / (double)b);
        return true;
      }
      break;
    case BinOpKind::FloorDiv:
      if (b == 0) return vm.raise(vm.exc.ZeroDivisionError, "integer division or modulo by zero");
      if (!floordiv_int64(a, b, &r)) { out = Value::integer(r); return true; }
      break;
    case BinOpKind::Mod:
      if (b == 0) return vm.raise(vm.exc.ZeroDivisionError, "integer modulo by zero");
      out = Value::integer(mod_int64(a, b));
      return true;
    case BinOpKind::Pow: {
      if (b < 0) {
        if (a == 0) return vm.raise(vm.exc.ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return float_pow(vm, (double)a, (double)b, out);
      }
      int64_t result = 1, base = a, e = b;
      bool overflow = false;
      while (e > 0) {
        if (e & 1) overflow |= mul_overflow(result, base, &result);
        e >>= 1;
        if (e) overflow |= mul_overflow(base, base, &base);
        if (overflow) break;
      }
      if (!overflow) { out = Value::integer(result); return true; }
      break;
    }
    case BinOpKind::LShift:
      if (b < 0) return vm.raise(vm.exc.ValueError, "negative shift count");
      if (b < 63) {
        int64_t s = a << b;
        if ((s >> b) == a) { out = Value::integer(s); return true; }
      }
      if (a == 0) { out = Value::integer(0); return true; }
      break;
    case BinOpKind::RShift:
      if (b < 0) return vm.raise(vm.exc.ValueError, "negative shift count");
      out = Value::integer(b >= 63 ? (a < 0 ? -1 : 0) : (a >> b));
      return true;
    case BinOpKind::BitAnd: out = Value::integer(a & b); return true;
    case BinOpKind::BitOr: out = Value::integer(a | b); return true;
    case BinOpKind::BitXor: out = Value::integer(a ^ b); return true;
    case BinOpKind::MatMul: out = Value(); return true;
  }
  return big_binary(vm, op, BigInt(a), BigInt(b), out);
}

bool complex_parts(VM& vm, Value v, double& re, double& im, bool& ok) {
  if (is_layout(v, Layout::Complex)) { re = as<Complex>(v)->re; im = as<Complex>(v)->im; ok = true; return true; }
  im = 0;
  return num_to_double(vm, v, re, ok);
}

bool complex_binary(VM& vm, int op, double ar, double ai, double br, double bi, Value& out) {
  switch ((BinOpKind)op) {
    case BinOpKind::Add: out = vm.new_complex(ar + br, ai + bi); return true;
    case BinOpKind::Sub: out = vm.new_complex(ar - br, ai - bi); return true;
    case BinOpKind::Mul: out = vm.new_complex(ar * br - ai * bi, ar * bi + ai * br); return true;
    case BinOpKind::TrueDiv: {
      if (br == 0 && bi == 0) return vm.raise(vm.exc.ZeroDivisionError, "complex division by zero");
      // Smith's algorithm, as CPython, for accuracy.
      double abs_br = std::fabs(br), abs_bi = std::fabs(bi);
      if (abs_br >= abs_bi) {
        double ratio = bi / br, denom = br + bi * ratio;
        out = vm.new_complex((ar + ai * ratio) / denom, (ai - ar * ratio) / denom);
      } else {
        double ratio = br / bi, denom = br * ratio + bi;
        out = vm.new_complex((ar * ratio + ai) / denom, (ai * ratio - ar) / denom);
      }
      return true;
    }
    case BinOpKind::Pow: {
      if (br == 0 && bi == 0) { out = vm.new_complex(1, 0); return true; }
      if (ar == 0 && ai == 0) {
        if (bi != 0 || br < 0) return vm.raise(vm.exc.ZeroDivisionError, "0.0 to a negative or complex power");
        out = vm.new_complex(0, 0);
        return true;
      }
      if (bi == 0 && br == std::floor(br) && std::fabs(br) <= 100) {
        // Integer powers by repeated multiplication (CPython does the same).
        int64_t n = (int64_t)br;
        double rr = 1, ri = 0, xr = ar, xi = ai;
        int64_t m = n < 0 ? -n : n;
        while (m) {
          if (m & 1) { double t = rr * xr - ri * xi; ri = rr * xi + ri * xr; rr = t; }
          double t = xr * xr - xi * xi; xi = 2 * xr * xi; xr = t;
          m >>= 1;
        }
        if (n < 0) return complex_binary(vm, (int)BinOpKind::TrueDiv, 1, 0, rr, ri, out);
        out = vm.new_complex(rr, ri);
        return true;
      }
      double vabs = std::hypot(ar, ai), len = std::pow(vabs, br), at = std::atan2(ai, ar), phase = at * br;
      if (bi != 0) { len /= std::exp(at * bi); phase += bi * std::log(vabs); }
      out = vm.new_complex(len * std::cos(phase), len * std::sin(phase));
      return true;
    }
    case BinOpKind::FloorDiv:
    case BinOpKind::Mod:
    case BinOpKind::MatMul:
    case BinOpKind::LShift:
    case BinOpKind::RShift:
    case BinOpKind::BitAnd:
    case BinOpKind::BitOr:
    case BinOpKind::BitXor: break;
  }
  out = Value();
  return true;
}

// Numeric fast paths. out unbound = not a numeric combination this handles.
bool numeric_binary(VM& vm, int op, Value a, Value b, Value& out) {
  out = Value();
  if (a.is_int() && b.is_int()) return int_binary(vm, op, a.i, b.i, out);
  if (a.is_float() && b.is_float()) return float_binary(vm, op, a.f, b.f, out);
  if (a.is_bool() && b.is_bool()) {
    if (op == (int)BinOpKind::BitAnd) { out = Value::boolean(a.b && b.b); return true; }
    if (op == (int)BinOpKind::BitOr) { out = Value::boolean(a.b || b.b); return true; }
    if (op == (int)BinOpKind::BitXor) { out = Value::boolean(a.b != b.b); return true; }
  }
  IntView ia, ib;
  bool ai = int_view(a, ia), bi = int_view(b, ib);
  if (ai && bi) {
    if (!ia.big && !ib.big) return int_binary(vm, op, ia.i, ib.i, out);
    return big_binary(vm, op, ia.to_big(), ib.to_big(), out);
  }
  if ((a.is_float() && (bi || b.is_float())) || (b.is_float() && ai)) {
    double x, y;
    bool ok;
    if (!num_to_double(vm, a, x, ok) || !num_to_double(vm, b, y, ok)) return false;
    return float_binary(vm, op, x, y, out);
  }
  if (is_layout(a, Layout::Complex) || is_layout(b, Layout::Complex)) {
    if (is_numpy_number(a) || is_numpy_number(b)) return numpy_scalar_binary(vm, op, a, b, out);
    double ar, aim, br, bim;
    bool oka, okb;
    if (!complex_parts(vm, a, ar, aim, oka)) return false;
    if (!oka) return true;
    if (!complex_parts(vm, b, br, bim, okb)) return false;
    if (!okb) return true;
    return complex_binary(vm, op, ar, aim, br, bim, out);
  }
  return true;
}

// Bytes one copy of a str/bytes/list/tuple occupies (for VM::check_alloc).
size_t seq_bytes(Value seq) {
  switch (seq.o->type->layout) {
    case Layout::Str: return as<Str>(seq)->text().size();
    case Layout::Bytes: return as<Bytes>(seq)->s.size();
    case Layout::List: return as<List>(seq)->items.size() * sizeof(Value);
    case Layout::Tuple: return as<Tuple>(seq)->items.size() * sizeof(Value);
    default: return 0;
  }
}

bool repeat_count(VM& vm, Value n, int64_t& count, bool& ok) {
  ok = is_intlike(n);
  if (!ok) return true;
  IntView v;
  int_view(n, v);
  if (v.big && fits_int64(*v.b)) {   // an int subclass's instance holding a small value
    int64_t i = to_int64(*v.b);
    count = i < 0 ? 0 : i;
    return true;
  }
  if (v.big) {
    if (*v.b < 0) { count = 0; return true; }
    return vm.raisef(vm.exc.OverflowError, "cannot fit 'int' into an index-sized integer");
  }
  count = v.i < 0 ? 0 : v.i;
  return true;
}

// Sequence + and * for str, bytes, list, tuple. out unbound = not handled.
bool sequence_binary(VM& vm, int op, Value a, Value b, Value& out) {
  out = Value();
  if (!a.is_obj() && !b.is_obj()) return true;
  Layout la = a.is_obj() ? a.o->type->layout : Layout::Object;
  Layout lb = b.is_obj() ? b.o->type->layout : Layout::Object;
  bool inplace = op >= kInplaceOffset;
  int base = inplace ? op - kInplaceOffset : op;
  if (base == (int)BinOpKind::Add) {
    if (la == Layout::Str && lb == Layout::Str) {
      out = Value::object(str_concat(vm, as<Str>(a), as<Str>(b)));
      return true;
    }
    if (la == Layout::List && lb == Layout::List) {
      if (inplace) {
        auto& dst = as<List>(a)->items;
        std::vector<Value> src = as<List>(b)->items;
        dst.insert(dst.end(), src.begin(), src.end());
        out = a;
        return true;
      }
      std::vector<Value> r = as<List>(a)->items;
      r.insert(r.end(), as<List>(b)->items.begin(), as<List>(b)->items.end());
      out = Value::object(vm.new_list(std::move(r)));
      return true;
    }
    if (la == Layout::List && inplace) {
      std::vector<Value> src;
      if (!collect_iterable(vm, b, src)) return false;
      auto& dst = as<List>(a)->items;
      dst.insert(dst.end(), src.begin(), src.end());
      out = a;
      return true;
    }
    if (la == Layout::Tuple && lb == Layout::Tuple) {
      std::vector<Value> r = as<Tuple>(a)->items;
      r.insert(r.end(), as<Tuple>(b)->items.begin(), as<Tuple>(b)->items.end());
      out = Value::object(vm.new_tuple(std::move(r)));
      return true;
    }
    if (la == Layout::Bytes && lb == Layout::Bytes) {
      // The left operand's kind: bytearray + bytes is a bytearray, and
      // bytearray += grows it in place.
      bool array = is_subtype(a.o->type, vm.t.bytearray);
      if (inplace && array) {
        std::string add = as<Bytes>(b)->s;
        as<Bytes>(a)->s += add;
        out = a;
        return true;
      }
      out = Value::object(vm.alloc<Bytes>(array ? vm.t.bytearray : vm.t.bytes, as<Bytes>(a)->s + as<Bytes>(b)->s));
      return true;
    }
    const char* what = la == Layout::List ? "list" : la == Layout::Tuple ? "tuple" : la == Layout::Str ? "str" : nullptr;
    if (what && a.o->type->builtin &&
        !(b.is_obj() && has_dunder_hooks(b.o->type) && lookup_type_cached(vm, b.o->type, vm.intern(kBinOpDunders[0][1])).is_obj()))
      return vm.raisef(vm.exc.TypeError, "can only concatenate %s (not \"%s\") to %s", what, type_name(vm, b), what);
    return true;
  }
  if (base == (int)BinOpKind::Mul) {
    Value seq = a, n = b;
    Layout ls = la;
    if (!(la == Layout::Str || la == Layout::List || la == Layout::Tuple || la == Layout::Bytes)) {
      seq = b; n = a; ls = lb;
      if (inplace) return true;
    }
    if (!(ls == Layout::Str || ls == Layout::List || ls == Layout::Tuple || ls == Layout::Bytes)) return true;
    int64_t count = 0;
    bool ok;
    if (!repeat_count(vm, n, count, ok)) return false;
    if (!ok) {
      if (n.is_obj() && has_dunder_hooks(n.o->type) &&
          (lookup_type_cached(vm, n.o->type, vm.intern(kBinOpDunders[2][1])).is_obj() ||
           lookup_type_cached(vm, n.o->type, vm.names.index).is_obj()))
        return true;
      return vm.raisef(vm.exc.TypeError, "can't multiply sequence by non-int of type '%s'", type_name(vm, n));
    }
    if (count > 0 && !vm.check_alloc(seq_bytes(seq) * (size_t)count)) return false;
    size_t total;
    switch (ls) {
      case Layout::Str: {
        const Str* x = as<Str>(seq);
        const char* too_long = "repeated string is too long";
        if (!repeat_size(vm, (size_t)x->length(), x->text().size(), count, too_long, total)) return false;
        out = vm.str_value(repeat_text(x->text(), (size_t)count), (int64_t)total, x->ascii);
        return true;
      }
      case Layout::Bytes: {
        const Bytes* x = as<Bytes>(seq);
        bool array = is_subtype(x->type, vm.t.bytearray);
        if (!repeat_size(vm, x->s.size(), x->s.size(), count, array ? nullptr : "repeated bytes are too long", total))
          return false;
        if (inplace && array) {
          as<Bytes>(seq)->s = repeat_text(x->s, (size_t)count);
          out = seq;
          return true;
        }
        out = Value::object(vm.alloc<Bytes>(array ? vm.t.bytearray : vm.t.bytes, repeat_text(x->s, (size_t)count)));
        return true;
      }
      case Layout::List: {
        auto& items = as<List>(seq)->items;
        if (!repeat_size(vm, items.size(), items.size() * sizeof(Value), count, nullptr, total)) return false;
        if (inplace) {
          items = repeat_values(items.data(), items.size(), (size_t)count);
          out = seq;
          return true;
        }
        out = Value::object(vm.new_list(repeat_values(items.data(), items.size(), (size_t)count)));
        return true;
      }
      case Layout::Tuple: {
        auto& items = as<Tuple>(seq)->items;
        if (!repeat_size(vm, items.size(), items.size() * sizeof(Value), count, nullptr, total)) return false;
        out = Value::object(vm.new_tuple(repeat_values(items.begin(), items.size(), (size_t)count)));
        return true;
      }
      default: return true;
    }
  }
  return true;
}

bool call_dunder(VM& vm, Value self, const char* name, Value arg, Value& out, bool& found) {
  Value fn = lookup_special(vm, self, vm.intern(name));
  found = !fn.is_undef();
  if (!found) return true;
  if (fn.is_none()) { found = false; return true; }
  Value args[2] = {self, arg};
  // Plain functions and builtins take self explicitly; descriptors bind.
  if (is_layout(fn, Layout::Function) || is_layout(fn, Layout::Builtin))
    return call(vm, fn, args, 2, nullptr, out);
  Value bound;
  if (!get_attr(vm, self, vm.intern(name), bound)) return false;
  return call(vm, bound, &args[1], 1, nullptr, out);
}
}  // namespace

// ------------------------------------------------------------------ binary

// Defined by builtins/slot_methods.cpp: whether fn is one of the built-in
// types' operator methods (int.__add__, list.__mul__ ...), which the
// operator protocol below runs as builtin_binary rather than as a call
// (list.__add__(5) raises where `[1] + x` must still try x.__radd__).
bool is_slot_method(Value fn);

namespace {
// A user subclass's own (Python-level) operator method.
bool user_dunder(VM& vm, Value v, const char* name) {
  if (!v.is_obj() || v.o->type->builtin) return false;
  Value fn = lookup_type_cached(vm, v.o->type, vm.intern(name));
  return fn.is_obj() && !is_layout(fn, Layout::Builtin);
}

// One operator dunder of `self` with `arg` (reflected: self is the right
// operand); the built-in types' own methods compute in place.
bool binary_dunder(VM& vm, int op, bool reflected, Value self, const char* name, Value arg, Value& out, bool& found) {
  Value fn = lookup_special(vm, self, vm.intern(name));
  if (is_slot_method(fn)) {
    found = true;
    int base = op >= kInplaceOffset ? op - kInplaceOffset : op;
    if (!(reflected ? builtin_binary(vm, base, arg, self, out) : builtin_binary(vm, op, self, arg, out))) return false;
    if (out.is_undef()) out = vm.not_implemented;
    return true;
  }
  return call_dunder(vm, self, name, arg, out, found);
}
}  // namespace

bool binary_op(VM& vm, int op, Value a, Value b, Value& out) {
  int base = op >= kInplaceOffset ? op - kInplaceOffset : op;
  // A subclass of a built-in type that overrides the operator: its method
  // first, not the base type's layout code.
  // (Plain user classes have no layout code to skip.)
  bool sub_a = a.is_obj() && !a.o->type->builtin && a.o->type->layout != Layout::Instance;
  bool sub_b = b.is_obj() && !b.o->type->builtin && b.o->type->layout != Layout::Instance;
  bool overridden = (sub_a && (user_dunder(vm, a, kBinOpDunders[base][0]) ||
                               (op >= kInplaceOffset && user_dunder(vm, a, kBinOpDunders[base][2])))) ||
                    (sub_b && user_dunder(vm, b, kBinOpDunders[base][1]));
  if (overridden) {
    out = Value();
  } else if (a.is_numpy_scalar() || b.is_numpy_scalar()) {
    out = Value();
    if (!numpy_scalar_binary(vm, base, a, b, out)) return false;
    if (!out.is_undef()) return true;
  } else if (!numeric_binary(vm, base, a, b, out)) {
    return false;
  }
  if (!out.is_undef()) return true;
  if (!overridden && !sequence_binary(vm, op, a, b, out)) return false;
  if (!out.is_undef()) return true;
  if (op >= kInplaceOffset) {
    bool found;
    if (!binary_dunder(vm, op, false, a, kBinOpDunders[base][2], b, out, found)) return false;
    if (found && !out.same(vm.not_implemented)) return true;
  }
  TypeObject* ta = type_of(vm, a);
  TypeObject* tb = type_of(vm, b);
  bool tried_reflected = false;
  if (ta != tb && is_subtype(tb, ta) && !tb->builtin) {
    bool found;
    if (!binary_dunder(vm, base, true, b, kBinOpDunders[base][1], a, out, found)) return false;
    if (found && !out.same(vm.not_implemented)) return true;
    tried_reflected = true;
  }
  bool found;
  if (!binary_dunder(vm, base, false, a, kBinOpDunders[base][0], b, out, found)) return false;
  if (found && !out.same(vm.not_implemented)) return true;
  if (ta != tb && !tried_reflected) {
    if (!binary_dunder(vm, base, true, b, kBinOpDunders[base][1], a, out, found)) return false;
    if (found && !out.same(vm.not_implemented)) return true;
  }
  if (base == (int)BinOpKind::Pow)
    return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'",
                     op >= kInplaceOffset ? "**=" : "** or pow()", type_tp_name(ta), type_tp_name(tb));
  return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for %s%s: '%s' and '%s'", kBinOpSymbols[base],
                   op >= kInplaceOffset ? "=" : "", type_tp_name(ta), type_tp_name(tb));
}

bool builtin_binary(VM& vm, int op, Value a, Value b, Value& out) {
  if (!numeric_binary(vm, op >= kInplaceOffset ? op - kInplaceOffset : op, a, b, out)) return false;
  if (!out.is_undef()) return true;
  return sequence_binary(vm, op, a, b, out);
}

bool unary_op(VM& vm, UnaryOpKind op, Value a, Value& out) {
  if (a.is_numpy_scalar() && op != UnaryOpKind::Not) return numpy_scalar_unary(vm, op, a, out);
  if (!builtin_unary(vm, op, a, out)) return false;
  if (!out.is_undef()) return true;
  Str* name = op == UnaryOpKind::USub ? vm.names.neg : op == UnaryOpKind::UAdd ? vm.names.pos : vm.names.invert;
  bool found;
  if (!call_method(vm, a, name, nullptr, 0, out, found)) return false;
  if (found) return true;
  return vm.raisef(vm.exc.TypeError, "bad operand type for unary %s: '%s'",
                   op == UnaryOpKind::USub ? "-" : op == UnaryOpKind::UAdd ? "+" : "~", type_name(vm, a));
}

bool builtin_unary(VM& vm, UnaryOpKind op, Value a, Value& out) {
  out = Value();
  switch (op) {
    case UnaryOpKind::Not: {
      bool t;
      if (!truthy(vm, a, t)) return false;
      out = Value::boolean(!t);
      return true;
    }
    case UnaryOpKind::USub:
      if (a.is_int()) {
        if (a.i != INT64_MIN) { out = Value::integer(-a.i); return true; }
        out = vm.new_int(-BigInt(a.i));
        return true;
      }
      if (a.is_float()) { out = Value::real(-a.f); return true; }
      if (a.is_bool()) { out = Value::integer(-(int64_t)a.b); return true; }
      if (is_layout(a, Layout::Int)) { out = vm.new_int(-as<BigIntObj>(a)->v); return true; }
      if (is_layout(a, Layout::Complex) && !is_numpy_number(a)) {
        out = vm.new_complex(-as<Complex>(a)->re, -as<Complex>(a)->im);
        return true;
      }
      break;
    case UnaryOpKind::UAdd:
      if (a.is_int() || a.is_float() || is_layout(a, Layout::Int) || (is_layout(a, Layout::Complex) && !is_numpy_number(a))) {
        out = a;
        // +x of a subclass instance is the exact int or complex (CPython's).
        if (is_layout(a, Layout::Int) && a.o->type != vm.t.int_) out = vm.new_int(as<BigIntObj>(a)->v);
        else if (is_layout(a, Layout::Complex) && a.o->type != vm.t.complex)
          out = vm.new_complex(as<Complex>(a)->re, as<Complex>(a)->im);
        return true;
      }
      if (a.is_bool()) { out = Value::integer(a.b); return true; }
      break;
    case UnaryOpKind::Invert:
      if (a.is_int()) { out = Value::integer(~a.i); return true; }
      if (a.is_bool()) { out = Value::integer(~(int64_t)a.b); return true; }
      if (is_layout(a, Layout::Int)) { out = vm.new_int(big_invert(as<BigIntObj>(a)->v)); return true; }
      break;
  }
  return true;
}

// ------------------------------------------------------------------ truth

bool truthy(VM& vm, Value v, bool& out) {
  switch (v.tag) {
    case Tag::Undef:
    case Tag::None: out = false; return true;
    case Tag::Bool: out = v.b; return true;
    case Tag::Int: out = v.i != 0; return true;
    case Tag::Float: out = v.f != 0; return true;
    case Tag::Obj: break;
  }
  Object* o = v.o;
  if (!o->type->builtin) {
    Value b = lookup_type_cached(vm, o->type, vm.names.bool_), l = lookup_type_cached(vm, o->type, vm.names.len);
    bool user_bool = b.is_obj() && !is_layout(b, Layout::Builtin), user_len = l.is_obj() && !is_layout(l, Layout::Builtin);
    if (!user_bool && !user_len) {
      switch (o->type->layout) {
        case Layout::Str: out = static_cast<Str*>(o)->length() != 0; return true;
        case Layout::List: out = !static_cast<List*>(o)->items.empty(); return true;
        case Layout::Tuple: out = !static_cast<Tuple*>(o)->items.empty(); return true;
        case Layout::Dict: out = static_cast<Dict*>(o)->used != 0; return true;
        case Layout::Set:
        case Layout::FrozenSet: out = static_cast<Set*>(o)->used != 0; return true;
        default: break;
      }
    }
  }
  switch (o->type->layout) {
    case Layout::Str: if (o->type->builtin) { out = static_cast<Str*>(o)->length() != 0; return true; } break;   // str, numpy.str_
    case Layout::List: if (o->type == vm.t.list) { out = !static_cast<List*>(o)->items.empty(); return true; } break;
    case Layout::Tuple: if (o->type == vm.t.tuple) { out = !static_cast<Tuple*>(o)->items.empty(); return true; } break;
    case Layout::Dict: if (o->type == vm.t.dict) { out = static_cast<Dict*>(o)->used != 0; return true; } break;
    case Layout::Set:
    case Layout::FrozenSet: if (o->type->builtin) { out = static_cast<Set*>(o)->used != 0; return true; } break;
    case Layout::Int: out = true; return true;  // big ints are never zero
    case Layout::Complex: out = static_cast<Complex*>(o)->re != 0 || static_cast<Complex*>(o)->im != 0; return true;
    case Layout::Bytes: out = !static_cast<Bytes*>(o)->s.empty(); return true;
    case Layout::Range: {
      Range* r = static_cast<Range*>(o);
      out = r->big ? !r->big->length.is_zero() : r->length != 0;
      return true;
    }
    default: break;
  }
  if (o->type->builtin && o->type->layout != Layout::Native) { out = true; return true; }
  Value r;
  bool found;
  if (!call_method(vm, v, vm.names.bool_, nullptr, 0, r, found)) return false;
  if (found) {
    if (!r.is_bool())
      return vm.raisef(vm.exc.TypeError, "__bool__ should return bool, returned %s", type_name(vm, r));
    out = r.b;
    return true;
  }
  if (!call_method(vm, v, vm.names.len, nullptr, 0, r, found)) return false;
  if (found) {
    int64_t n;
    bool overflow;
    if (!is_intlike(r)) return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, r));
    if (!to_index(vm, r, n, overflow)) return false;
    if (n < 0) return vm.raise(vm.exc.ValueError, "__len__() should return >= 0");
    out = n != 0;
    return true;
  }
  out = true;
  return true;
}

// ------------------------------------------------------------------ conversions

bool to_index(VM& vm, Value v, int64_t& out, bool& overflow) {
  overflow = false;
  if (v.is_int()) { out = v.i; return true; }
  if (v.is_bool()) {
    if (v.is_numpy_scalar()) {   // numpy.bool_'s __index__ gives NumPy's DeprecationWarning
      Value r;
      bool found;
      if (!call_method(vm, v, vm.names.index, nullptr, 0, r, found)) return false;
    }
    out = v.b;
    return true;
  }
  if (is_layout(v, Layout::Int)) {
    const BigInt& b = as<BigIntObj>(v)->v;
    // An int subclass's instance (an IntEnum member) keeps even a small
    // value in an int object.
    if (fits_int64(b)) { out = to_int64(b); return true; }
    overflow = true;
    out = b < 0 ? INT64_MIN : INT64_MAX;
    return true;
  }
  Value r;
  bool found = false;
  // User classes and library types (numpy.int32, ...) may define __index__.
  if (v.is_obj() && has_dunder_hooks(v.o->type)) {
    if (!call_method(vm, v, vm.names.index, nullptr, 0, r, found)) return false;
  }
  if (found) {
    if (!is_intlike(r))
      return vm.raisef(vm.exc.TypeError, "__index__ returned non-int (type %s)", type_name(vm, r));
    return to_index(vm, r, out, overflow);
  }
  return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
}

bool to_int64(VM& vm, Value v, int64_t& out, const char* what) {
  bool overflow;
  if (!to_index(vm, v, out, overflow)) return false;
  if (overflow) return vm.raisef(vm.exc.OverflowError, "Python int too large to convert to C long");
  return true;
}

bool to_double(VM& vm, Value v, double& out, const char* what) {
  bool ok;
  if (!num_to_double(vm, v, out, ok)) return false;
  if (ok) return true;
  Value r;
  bool found = false;
  if (v.is_obj()) {
    if (!call_method(vm, v, vm.names.float_, nullptr, 0, r, found)) return false;
    if (!found && !v.o->type->builtin) {
      if (!call_method(vm, v, vm.names.index, nullptr, 0, r, found)) return false;
      if (found) return to_double(vm, r, out, what);
    }
  }
  if (found) {
    if (!r.is_float())
      return vm.raisef(vm.exc.TypeError, "%s.__float__ returned non-float (type %s)", type_name(vm, v), type_name(vm, r));
    out = r.f;
    return true;
  }
  return vm.raisef(vm.exc.TypeError, "must be real number, not %s", type_name(vm, v));
}

// ------------------------------------------------------------------ hashing

bool hash_value(VM& vm, Value v, int64_t& out) {
  switch (v.tag) {
    case Tag::Undef:
    case Tag::None: out = 0xFCA86420; return true;
    case Tag::Bool: out = v.b; return true;
    case Tag::Int: out = hash_int64(v.i); return true;
    case Tag::Float: out = hash_double(v.f, (int64_t)(v.bits >> 4)); return true;
    case Tag::Obj: break;
  }
  Object* o = v.o;
  TypeObject* t = o->type;
  Value user_hash = t->builtin ? Value() : lookup_type_cached(vm, t, vm.names.hash);
  if (t->builtin || (t->layout != Layout::Instance && !(user_hash.is_obj() && !is_layout(user_hash, Layout::Builtin)) &&
                     !user_hash.is_none())) {
    switch (t->layout) {
      case Layout::Str: {
        Str* s = static_cast<Str*>(o);
        if (s->hash == -1) s->hash = hash_string(s->text());
        out = s->hash;
        return true;
      }
      case Layout::Int: out = hash_big(static_cast<BigIntObj*>(o)->v); return true;
      case Layout::Tuple: {
        Tuple* tu = static_cast<Tuple*>(o);
        if (tu->hash != -1) { out = tu->hash; return true; }
        std::vector<int64_t> hs;
        hs.reserve(tu->items.size());
        for (auto& item : tu->items) {
          int64_t h;
          if (!hash_value(vm, item, h)) return false;
          hs.push_back(h);
        }
        out = tu->hash = hash_tuple_combine(hs);
        return true;
      }
      case Layout::Bytes: {
        Bytes* b = static_cast<Bytes*>(o);
        if (t == vm.t.bytearray) return vm.raise(vm.exc.TypeError, "unhashable type: 'bytearray'");
        if (b->hash == -1) b->hash = hash_string(b->s);
        out = b->hash;
        return true;
      }
      case Layout::Complex: {
        Complex* c = static_cast<Complex*>(o);
        uint64_t hr = (uint64_t)hash_double(c->re, (int64_t)((uintptr_t)o >> 4));
        uint64_t hi = (uint64_t)hash_double(c->im, (int64_t)((uintptr_t)o >> 4));
        int64_t h = (int64_t)(hr + 1000003ull * hi);
        out = h == -1 ? -2 : h;
        return true;
      }
      case Layout::FrozenSet: {
        Set* s = static_cast<Set*>(o);
        if (s->hash != -1) { out = s->hash; return true; }
        // Order-independent combination (shuffle bits of each hash, xor, finish).
        uint64_t h = 0;
        for (auto& sl : s->table)
          if (!sl.key.is_undef() && !sl.dummy) {
            uint64_t x = (uint64_t)sl.hash;
            h ^= ((x ^ 89869747ull) ^ (x << 16)) * 3644798167ull;
          }
        h ^= ((uint64_t)s->used + 1) * 1927868237ull;
        h ^= (h >> 11) ^ (h >> 25);
        h = h * 69069ull + 907133923ull;
        int64_t r = (int64_t)h;
        out = s->hash = (r == -1 ? 590923713 : r);
        return true;
      }
      case Layout::Range: {
        // hash((len, start, step)), with None for a start/step that does not
        // matter (equal ranges hash equally).
        BigRange b = static_cast<Range*>(o)->bounds();
        int64_t none_hash;
        if (!hash_value(vm, Value::none(), none_hash)) return false;
        out = hash_tuple_combine({hash_big(b.length), b.length > 0 ? hash_big(b.start) : none_hash,
                                  b.length > 1 ? hash_big(b.step) : none_hash});
        return true;
      }
      case Layout::List:
      case Layout::Dict:
      case Layout::Set:
        return vm.raisef(vm.exc.TypeError, "unhashable type: '%s'", type_tp_name(t));
      default: break;
    }
  }
  Value fn = lookup_type_cached(vm, t, vm.names.hash);
  if (fn.is_none()) return vm.raisef(vm.exc.TypeError, "unhashable type: '%s'", type_tp_name(t));
  if (!fn.is_undef() && has_dunder_hooks(t)) {  // user classes and library types (numpy scalars)
    Value r;
    bool found;
    if (!call_method(vm, v, vm.names.hash, nullptr, 0, r, found)) return false;
    if (found) {
      if (r.is_int()) { out = r.i == -1 ? -2 : r.i; return true; }
      if (r.is_bool()) { out = r.b; return true; }
      if (is_layout(r, Layout::Int)) { out = hash_big(as<BigIntObj>(r)->v); return true; }
      return vm.raise(vm.exc.TypeError, "__hash__ method should return an integer");
    }
  }
  out = (int64_t)((uintptr_t)o >> 4);
  return true;
}

// ------------------------------------------------------------------ comparison

namespace {
bool cmp_result(int op, int c) {
  switch ((CmpOpKind)op) {
    case CmpOpKind::Lt: return c < 0;
    case CmpOpKind::LtE: return c <= 0;
    case CmpOpKind::Eq: return c == 0;
    case CmpOpKind::NotEq: return c != 0;
    case CmpOpKind::Gt: return c > 0;
    case CmpOpKind::GtE: return c >= 0;
    default: return false;
  }
}

// Numeric comparison fast path; handled=false when a or b is not a real number.
bool numeric_compare(VM& vm, int op, Value a, Value b, bool& result, bool& handled) {
  handled = true;
  if (a.is_int() && b.is_int()) { result = cmp_result(op, a.i < b.i ? -1 : a.i > b.i); return true; }
  if (a.is_float() && b.is_float()) {
    double x = a.f, y = b.f;
    switch ((CmpOpKind)op) {
      case CmpOpKind::Lt: result = x < y; break;
      case CmpOpKind::LtE: result = x <= y; break;
      case CmpOpKind::Eq: result = x == y; break;
      case CmpOpKind::NotEq: result = x != y; break;
      case CmpOpKind::Gt: result = x > y; break;
      case CmpOpKind::GtE: result = x >= y; break;
      default: result = false;
    }
    return true;
  }
  IntView ia, ib;
  bool ai = int_view(a, ia), bi = int_view(b, ib);
  if (ai && bi) {
    if (!ia.big && !ib.big) { result = cmp_result(op, ia.i < ib.i ? -1 : ia.i > ib.i); return true; }
    BigInt x = ia.to_big(), y = ib.to_big();
    result = cmp_result(op, x < y ? -1 : x > y);
    return true;
  }
  if ((ai && b.is_float()) || (a.is_float() && bi)) {
    bool swap = a.is_float();
    IntView& iv = swap ? ib : ia;
    double d = swap ? a.f : b.f;
    std::partial_ordering po = compare_big_double(iv.to_big(), d);
    if (po == std::partial_ordering::unordered) { result = op == (int)CmpOpKind::NotEq; return true; }
    int c = po < 0 ? -1 : po > 0 ? 1 : 0;
    if (swap) c = -c;
    result = cmp_result(op, c);
    return true;
  }
  bool ca = is_layout(a, Layout::Complex), cb = is_layout(b, Layout::Complex);
  if ((ca || cb) && (op == (int)CmpOpKind::Eq || op == (int)CmpOpKind::NotEq)) {
    double ar, aim, br, bim;
    bool oka, okb;
    if (!complex_parts(vm, a, ar, aim, oka) || !complex_parts(vm, b, br, bim, okb)) return false;
    if (oka && okb) {
      bool eq = ar == br && aim == bim;
      result = op == (int)CmpOpKind::Eq ? eq : !eq;
      return true;
    }
  }
  handled = false;
  return true;
}

// Lexicographic comparison of two item vectors (list/tuple).
bool sequence_compare(VM& vm, int op, const std::vector<Value>& x, const std::vector<Value>& y, bool& result) {
  if ((op == (int)CmpOpKind::Eq || op == (int)CmpOpKind::NotEq) && x.size() != y.size()) {
    result = op == (int)CmpOpKind::NotEq;
    return true;
  }
  size_t n = std::min(x.size(), y.size());
  for (size_t i = 0; i < n && i < x.size() && i < y.size(); i++) {
    Value a = x[i], b = y[i];
    if (a.same(b)) continue;
    bool eq;
    if (!equal(vm, a, b, eq)) return false;
    if (eq) continue;
    if (op == (int)CmpOpKind::Eq) { result = false; return true; }
    if (op == (int)CmpOpKind::NotEq) { result = true; return true; }
    return compare_bool(vm, (CmpOpKind)op, a, b, result);
  }
  int64_t lx = (int64_t)x.size(), ly = (int64_t)y.size();
  result = cmp_result(op, lx < ly ? -1 : lx > ly);
  return true;
}

bool set_is_subset(VM& vm, Set* a, Set* b, bool& out) {
  out = false;
  if (a->used > b->used) return true;
  for (auto& sl : a->table) {
    if (sl.key.is_undef() || sl.dummy) continue;
    bool in;
    if (!set_contains(vm, b, sl.key, in)) return false;
    if (!in) return true;
  }
  out = true;
  return true;
}

// Built-in container comparisons; handled=false when not applicable.
bool builtin_compare(VM& vm, int op, Value a, Value b, bool& result, bool& handled) {
  handled = false;
  if (!a.is_obj() || !b.is_obj()) return true;
  Layout la = a.o->type->layout, lb = b.o->type->layout;
  bool eqop = op == (int)CmpOpKind::Eq || op == (int)CmpOpKind::NotEq;
  if (la == Layout::Str && lb == Layout::Str) {
    handled = true;
    int c = as<Str>(a)->text().compare(as<Str>(b)->text());
    result = cmp_result(op, c < 0 ? -1 : c > 0);
    return true;
  }
  if (la == Layout::Bytes && lb == Layout::Bytes) {
    handled = true;
    int c = as<Bytes>(a)->s.compare(as<Bytes>(b)->s);
    result = cmp_result(op, c < 0 ? -1 : c > 0);
    return true;
  }
  // Containers compare their items: nesting counts as recursion, as in CPython.
  RecursionScope depth(vm, " in comparison");
  if (!depth.ok) return false;
  if (la == Layout::Tuple && lb == Layout::Tuple) {
    handled = true;
    std::vector<Value> x = as<Tuple>(a)->items, y = as<Tuple>(b)->items;
    return sequence_compare(vm, op, x, y, result);
  }
  if (la == Layout::List && lb == Layout::List) {
    handled = true;
    RootScope roots(vm);
    std::vector<Value> x = as<List>(a)->items, y = as<List>(b)->items;
    for (auto& v : x) roots.add(v);
    for (auto& v : y) roots.add(v);
    return sequence_compare(vm, op, x, y, result);
  }
  if (la == Layout::Dict && lb == Layout::Dict && eqop) {
    handled = true;
    Dict *x = as<Dict>(a), *y = as<Dict>(b);
    bool eq = x->used == y->used;
    if (eq) {
      std::vector<DictEntry> entries;
      for (auto& e : x->entries)
        if (!e.key.is_undef()) entries.push_back(e);
      for (auto& e : entries) {
        Value v;
        bool found;
        if (!dict_get(vm, y, e.key, v, found)) return false;
        if (!found) { eq = false; break; }
        bool same = v.same(e.value);
        if (!same && !equal(vm, e.value, v, same)) return false;
        if (!same) { eq = false; break; }
      }
    }
    result = op == (int)CmpOpKind::Eq ? eq : !eq;
    return true;
  }
  bool sa = la == Layout::Set || la == Layout::FrozenSet, sb = lb == Layout::Set || lb == Layout::FrozenSet;
  if (sa && sb) {
    handled = true;
    Set *x = as<Set>(a), *y = as<Set>(b);
    bool r;
    switch ((CmpOpKind)op) {
      case CmpOpKind::Eq:
      case CmpOpKind::NotEq:
        if (x->used != y->used) r = false;
        else if (!set_is_subset(vm, x, y, r)) return false;
        result = op == (int)CmpOpKind::Eq ? r : !r;
        return true;
      case CmpOpKind::LtE: return set_is_subset(vm, x, y, result);
      case CmpOpKind::GtE: return set_is_subset(vm, y, x, result);
      case CmpOpKind::Lt:
        if (!set_is_subset(vm, x, y, r)) return false;
        result = r && x->used < y->used;
        return true;
      case CmpOpKind::Gt:
        if (!set_is_subset(vm, y, x, r)) return false;
        result = r && y->used < x->used;
        return true;
      default: return true;
    }
  }
  if (la == Layout::Slice && lb == Layout::Slice) {
    handled = true;
    Slice *x = as<Slice>(a), *y = as<Slice>(b);
    return sequence_compare(vm, op, {x->start, x->stop, x->step}, {y->start, y->stop, y->step}, result);
  }
  if (la == Layout::Range && lb == Layout::Range && eqop) {
    handled = true;
    Range *x = as<Range>(a), *y = as<Range>(b);
    bool eq = ranges_equal(x, y);
    result = op == (int)CmpOpKind::Eq ? eq : !eq;
    return true;
  }
  return true;
}

// One rich-comparison dunder call; out unbound when absent.
bool try_rich(VM& vm, Value self, int op, Value other, Value& out) {
  out = Value();
  TypeObject* t = type_of(vm, self);
  Str* name = vm.intern(kCmpDunders[op]);
  Value fn = lookup_type_cached(vm, t, name);
  if (fn.is_undef() || fn.is_none()) return true;
  // object's defaults only say NotImplemented; skip the call.
  if (is_layout(fn, Layout::Builtin) && as<BuiltinFunction>(fn)->owner == vm.t.object) return true;
  bool found;
  if (!call_dunder(vm, self, kCmpDunders[op], other, out, found)) return false;
  if (!found) out = Value();
  return true;
}
}  // namespace

bool compare(VM& vm, CmpOpKind cop, Value a, Value b, Value& out) {
  int op = (int)cop;
  bool r, handled;
  if (a.is_numpy_scalar() || b.is_numpy_scalar() || is_numpy_number(a) || is_numpy_number(b)) {
    out = Value();
    if (!numpy_scalar_compare(vm, cop, a, b, out)) return false;
    if (!out.is_undef()) return true;
  }
  if (!numeric_compare(vm, op, a, b, r, handled)) return false;
  if (handled) { out = Value::boolean(r); return true; }
  TypeObject* ta = type_of(vm, a);
  TypeObject* tb = type_of(vm, b);
  bool user = !ta->builtin || !tb->builtin;
  if (!user) {
    if (!builtin_compare(vm, op, a, b, r, handled)) return false;
    if (handled) { out = Value::boolean(r); return true; }
  }
  {
    bool reflected_first = ta != tb && is_subtype(tb, ta);
    Value res;
    if (reflected_first) {
      if (!try_rich(vm, b, kCmpSwapped[op], a, res)) return false;
      if (!res.is_undef() && !res.same(vm.not_implemented)) { out = res; return true; }
    }
    if (!try_rich(vm, a, op, b, res)) return false;
    if (!res.is_undef() && !res.same(vm.not_implemented)) { out = res; return true; }
    if (!reflected_first) {
      if (!try_rich(vm, b, kCmpSwapped[op], a, res)) return false;
      if (!res.is_undef() && !res.same(vm.not_implemented)) { out = res; return true; }
    }
    // __ne__ defaults to the inverse of __eq__.
    if (cop == CmpOpKind::NotEq) {
      Value eqr;
      if (!try_rich(vm, a, (int)CmpOpKind::Eq, b, eqr)) return false;
      if (eqr.is_undef() || eqr.same(vm.not_implemented)) {
        if (!try_rich(vm, b, (int)CmpOpKind::Eq, a, eqr)) return false;
      }
      if (!eqr.is_undef() && !eqr.same(vm.not_implemented)) {
        bool t;
        if (!truthy(vm, eqr, t)) return false;
        out = Value::boolean(!t);
        return true;
      }
    }
    // Instances of user subclasses of built-in containers still compare by content.
    if (!builtin_compare(vm, op, a, b, r, handled)) return false;
    if (handled) { out = Value::boolean(r); return true; }
  }
  if (cop == CmpOpKind::Eq || cop == CmpOpKind::NotEq) {
    bool same = a.same(b);
    out = Value::boolean(cop == CmpOpKind::Eq ? same : !same);
    return true;
  }
  return vm.raisef(vm.exc.TypeError, "'%s' not supported between instances of '%s' and '%s'", kCmpSymbols[op],
                   type_tp_name(ta), type_tp_name(tb));
}

bool builtin_compare_value(VM& vm, CmpOpKind op, Value a, Value b, Value& out) {
  out = Value();
  bool r, handled;
  if (!numeric_compare(vm, (int)op, a, b, r, handled)) return false;
  if (!handled && !builtin_compare(vm, (int)op, a, b, r, handled)) return false;
  if (handled) out = Value::boolean(r);
  return true;
}

bool compare_bool(VM& vm, CmpOpKind op, Value a, Value b, bool& out) {
  bool handled;
  if (!numeric_compare(vm, (int)op, a, b, out, handled)) return false;   // NumPy scalar twins too: a bool is all we need
  if (handled) return true;
  Value r;
  if (!compare(vm, op, a, b, r)) return false;
  if (r.is_bool()) { out = r.b; return true; }
  return truthy(vm, r, out);
}

bool equal(VM& vm, Value a, Value b, bool& out) {
  if (a.same(b) && !a.is_float()) { out = true; return true; }
  if (a.is_int() && b.is_int()) { out = a.i == b.i; return true; }
  if (is_layout(a, Layout::Str) && is_layout(b, Layout::Str) && a.o->type->builtin && b.o->type->builtin) {
    Str *x = as<Str>(a), *y = as<Str>(b);
    out = x->text().size() == y->text().size() && (x->hash == -1 || y->hash == -1 || x->hash == y->hash) && x->text() == y->text();
    return true;
  }
  return compare_bool(vm, CmpOpKind::Eq, a, b, out);
}

}  // namespace tpy
