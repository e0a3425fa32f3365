// builtin_num.cpp — the numeric builtin functions: abs, round, divmod, pow,
// hex/oct/bin, chr/ord, hash and id. Operator arithmetic is vm/ops.cpp and
// the int/float methods are builtins/num_methods.cpp; these add CPython's
// builtin-specific rules and wording on top.
#include <cmath>
#include <charconv>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/str_util.h"
#include "vm/num_format.h"

namespace tpy {

int64_t object_id(Value v) {
  if (v.is_obj()) return static_cast<int64_t>(reinterpret_cast<uintptr_t>(v.o));
  // Inline values have no address: derive a stable, distinct-looking one
  // from tag and payload (equal values give equal ids, like CPython's
  // small-int cache).
  uint64_t h = v.bits * 0x9E3779B97F4A7C15ULL ^ (static_cast<uint64_t>(v.tag) << 56);
  return static_cast<int64_t>((h >> 4) | (uint64_t{1} << 46)) & INT64_MAX;
}

namespace {

bool is_num(Value v) { return v.is_int() || v.is_bool() || v.is_float() || is_layout(v, Layout::Int); }
bool is_intlike(Value v) { return v.is_int() || v.is_bool() || is_layout(v, Layout::Int); }

bool to_dbl(VM& vm, Value v, double& out) {
  if (v.is_float()) { out = v.f; return true; }
  if (v.is_int()) { out = static_cast<double>(v.i); return true; }
  if (v.is_bool()) { out = v.b; return true; }
  NumError err;
  if (!big_to_double(as<BigIntObj>(v)->v, out, err)) return raise_num_error(vm, err);
  return true;
}

// ---- abs

bool builtin_abs(VM& vm, CallArgs& a, Value& out) {
  Value x = a.args[0];
  if (!x.is_numpy_scalar()) {   // NumPy scalars: their own __abs__ (result type, overflow warning)
    if (x.is_int()) {
      if (x.i == INT64_MIN) { out = vm.new_int(-BigInt(x.i)); return true; }
      out = Value::integer(x.i < 0 ? -x.i : x.i);
      return true;
    }
    if (x.is_bool()) { out = Value::integer(x.b); return true; }
    if (x.is_float()) { out = Value::real(std::fabs(x.f)); return true; }
    if (is_layout(x, Layout::Int) && x.o->type == vm.t.int_) {
      out = vm.new_int(abs(as<BigIntObj>(x)->v));
      return true;
    }
    if (is_layout(x, Layout::Complex) && x.o->type == vm.t.complex) {
      Complex* c = as<Complex>(x);
      double r = std::hypot(c->re, c->im);
      if (std::isinf(r) && std::isfinite(c->re) && std::isfinite(c->im))
        return vm.raise(vm.exc.OverflowError, "absolute value too large");
      out = Value::real(r);
      return true;
    }
  }
  bool found;
  if (!call_method(vm, x, vm.names.abs, nullptr, 0, out, found)) return false;
  if (!found) return vm.raisef(vm.exc.TypeError, "bad operand type for abs(): '%s'", type_name(vm, x));
  return true;
}

// ---- round

bool round_int(VM& vm, Value x, int64_t nd, Value& out) {
  BigInt v = int_to_big(x);
  if (nd >= 0) { out = vm.new_int(v); return true; }
  if (nd < -5000) { out = Value::integer(0); return true; }
  BigInt unit = big_pow(10, static_cast<uint64_t>(-nd));
  BigInt q, r;
  NumError err;
  if (!big_divmod(v, unit, q, r, err)) return raise_num_error(vm, err);
  BigInt twice = r * 2;
  if (twice > unit || (twice == unit && (q & 1) != 0)) q += 1;
  out = vm.new_int(q * unit);
  return true;
}

bool builtin_round(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "round", {"number", "ndigits"}, 1, args)) return false;
  Value x = args[0];
  bool has_nd = !args[1].is_undef() && !args[1].is_none();
  int64_t nd = 0;
  if (x.is_float() && !x.is_numpy_scalar()) {
    if (has_nd) {
      if (!arg_int64(vm, args[1], nd)) return false;
      bool overflow;
      double r = float_round(x.f, nd, overflow);
      if (overflow) return vm.raise(vm.exc.OverflowError, "rounded value too large to represent");
      out = Value::real(r);
      return true;
    }
    if (std::isinf(x.f)) return vm.raise(vm.exc.OverflowError, "cannot convert float infinity to integer");
    if (std::isnan(x.f)) return vm.raise(vm.exc.ValueError, "cannot convert float NaN to integer");
    double r = std::nearbyint(x.f);  // default rounding mode: half to even
    if (r >= -9.2e18 && r <= 9.2e18) { out = Value::integer(static_cast<int64_t>(r)); return true; }
    BigInt b;
    NumError err;
    if (!big_from_double(r, b, err)) return raise_num_error(vm, err);
    out = vm.new_int(b);
    return true;
  }
  if (is_intlike(x) && !x.is_numpy_scalar() && (!x.is_obj() || x.o->type == vm.t.int_)) {
    if (has_nd && !arg_int64(vm, args[1], nd)) return false;
    return round_int(vm, x, has_nd ? nd : 0, out);
  }
  bool found;
  if (has_nd) {
    if (!call_method(vm, x, vm.names.round, &args[1], 1, out, found)) return false;
  } else if (!call_method(vm, x, vm.names.round, nullptr, 0, out, found)) {
    return false;
  }
  if (!found) return vm.raisef(vm.exc.TypeError, "type %s doesn't define __round__ method", type_name(vm, x));
  return true;
}

// ---- divmod

bool float_divmod(VM& vm, double x, double y, Value& out) {
  if (y == 0.0) return vm.raise(vm.exc.ZeroDivisionError, "float divmod()");
  double mod = std::fmod(x, y);
  double div = (x - mod) / y;
  if (mod != 0.0) {
    if ((y < 0) != (mod < 0)) { mod += y; div -= 1.0; }
  } else {
    mod = std::copysign(0.0, y);
  }
  double floordiv;
  if (div != 0.0) {
    floordiv = std::floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
  } else {
    floordiv = std::copysign(0.0, x / y);
  }
  out = Value::object(vm.new_tuple({Value::real(floordiv), Value::real(mod)}));
  return true;
}

bool builtin_divmod(VM& vm, CallArgs& a, Value& out) {
  Value x = a.args[0], y = a.args[1];
  bool exact_nums = is_num(x) && is_num(y) && !x.is_numpy_scalar() && !y.is_numpy_scalar() &&
                    (!x.is_obj() || x.o->type == vm.t.int_) &&
                    (!y.is_obj() || y.o->type == vm.t.int_);
  if (exact_nums) {
    if (x.is_float() || y.is_float()) {
      double dx, dy;
      if (!to_dbl(vm, x, dx) || !to_dbl(vm, y, dy)) return false;
      return float_divmod(vm, dx, dy, out);
    }
    if ((x.is_int() || x.is_bool()) && (y.is_int() || y.is_bool())) {
      int64_t ix = x.is_int() ? x.i : x.b, iy = y.is_int() ? y.i : y.b;
      if (iy == 0) return vm.raise(vm.exc.ZeroDivisionError, "integer division or modulo by zero");
      int64_t q;
      if (!floordiv_int64(ix, iy, &q)) {
        out = Value::object(vm.new_tuple({Value::integer(q), Value::integer(mod_int64(ix, iy))}));
        return true;
      }
    }
    BigInt q, r;
    NumError err;
    if (!big_divmod(int_to_big(x), int_to_big(y), q, r, err)) return raise_num_error(vm, err);
    Value qv = vm.new_int(q);
    RootScope roots(vm);
    roots.add(qv);
    Value rv = vm.new_int(r);
    out = Value::object(vm.new_tuple({qv, rv}));
    return true;
  }
  bool found;
  Str* dm = vm.intern("__divmod__");
  Str* rdm = vm.intern("__rdivmod__");
  Value args1[1] = {y};
  if (!call_method(vm, x, dm, args1, 1, out, found)) return false;
  if (found && !out.same(vm.not_implemented)) return true;
  Value args2[1] = {x};
  if (type_of(vm, x) != type_of(vm, y)) {
    if (!call_method(vm, y, rdm, args2, 1, out, found)) return false;
    if (found && !out.same(vm.not_implemented)) return true;
  }
  return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'", type_name(vm, x),
                   type_name(vm, y));
}

// ---- pow

uint64_t mulmod(uint64_t a, uint64_t b, uint64_t m) {
  return static_cast<uint64_t>((static_cast<unsigned __int128>(a) * b) % m);
}

bool builtin_pow(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "pow", {"base", "exp", "mod"}, 2, args)) return false;
  if (args[2].is_undef() || args[2].is_none())
    return binary_op(vm, static_cast<int>(BinOpKind::Pow), args[0], args[1], out);
  Value b = args[0], e = args[1], m = args[2];
  // NumPy's scalars (np.int64 and np.float64 included) take no modulus.
  bool numpy = b.is_numpy_scalar() || e.is_numpy_scalar() || m.is_numpy_scalar();
  if (numpy || !is_intlike(b) || !is_intlike(e) || !is_intlike(m)) {
    if (!numpy && (b.is_float() || e.is_float() || m.is_float()))
      return vm.raise(vm.exc.TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
    return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
                     type_name(vm, b), type_name(vm, e), type_name(vm, m));
  }
  // int64 fast path: non-negative exponent, modulus that fits.
  if (b.is_int() && e.is_int() && m.is_int() && e.i >= 0 && m.i != 0 && m.i != INT64_MIN) {
    uint64_t um = static_cast<uint64_t>(m.i < 0 ? -m.i : m.i);
    int64_t bm = b.i % static_cast<int64_t>(um);
    uint64_t base = static_cast<uint64_t>(bm < 0 ? bm + static_cast<int64_t>(um) : bm);
    uint64_t r = um == 1 ? 0 : 1;
    for (uint64_t ex = static_cast<uint64_t>(e.i); ex; ex >>= 1) {
      if (ex & 1) r = mulmod(r, base, um);
      base = mulmod(base, base, um);
    }
    int64_t res = static_cast<int64_t>(r);
    if (m.i < 0 && res != 0) res -= static_cast<int64_t>(um);
    out = Value::integer(res);
    return true;
  }
  BigInt r;
  NumError err;
  if (!big_pow_mod(int_to_big(b), int_to_big(e), int_to_big(m), r, err)) return raise_num_error(vm, err);
  out = vm.new_int(r);
  return true;
}

// ---- hex / oct / bin

bool int_to_base(VM& vm, Value x, int base, const char* prefix, Value& out) {
  Value v = x;
  if (!is_intlike(v)) {
    if (lookup_special(vm, v, vm.names.index).is_undef())
      return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
    bool found;
    if (!call_method(vm, x, vm.names.index, nullptr, 0, v, found)) return false;
    if (!is_intlike(v)) return vm.raisef(vm.exc.TypeError, "__index__ returned non-int (type %s)", type_name(vm, v));
  }
  std::string digits;
  bool neg = false;
  if (v.is_int() || v.is_bool()) {
    int64_t i = v.is_int() ? v.i : v.b;
    neg = i < 0;
    uint64_t u = neg ? (~static_cast<uint64_t>(i) + 1) : static_cast<uint64_t>(i);
    char buf[80];
    auto res = std::to_chars(buf, buf + sizeof buf, u, base);
    digits.assign(buf, res.ptr);
  } else {
    const BigInt& b = as<BigIntObj>(v)->v;
    neg = b.sign() < 0;
    digits = big_to_string(neg ? BigInt(-b) : b, base);
  }
  out = vm.str_value((neg ? "-" : "") + std::string(prefix) + digits);
  return true;
}

bool builtin_hex(VM& vm, CallArgs& a, Value& out) { return int_to_base(vm, a.args[0], 16, "0x", out); }
bool builtin_oct(VM& vm, CallArgs& a, Value& out) { return int_to_base(vm, a.args[0], 8, "0o", out); }
bool builtin_bin(VM& vm, CallArgs& a, Value& out) { return int_to_base(vm, a.args[0], 2, "0b", out); }

// ---- chr / ord

bool builtin_chr(VM& vm, CallArgs& a, Value& out) {
  Value x = a.args[0];
  if (is_layout(x, Layout::Int))
    return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C int");
  int64_t i;
  if (!arg_int64(vm, x, i)) return false;
  if (i < 0 || i > 0x10FFFF) return vm.raise(vm.exc.ValueError, "chr() arg not in range(0x110000)");
  out = Value::object(vm.new_str(utf8_from_code_point(static_cast<uint32_t>(i))));
  return true;
}

bool builtin_ord(VM& vm, CallArgs& a, Value& out) {
  Value x = a.args[0];
  if (is_str(x)) {
    Str* s = as_str(x);
    if (s->length() != 1)
      return vm.raisef(vm.exc.TypeError, "ord() expected a character, but string of length %lld found",
                       (long long)s->length());
    size_t i = 0;
    out = Value::integer(utf8_decode(s->text(), i));
    return true;
  }
  if (is_layout(x, Layout::Bytes)) {
    Bytes* b = as<Bytes>(x);
    if (b->s.size() != 1)
      return vm.raisef(vm.exc.TypeError, "ord() expected a character, but string of length %zu found", b->s.size());
    out = Value::integer(static_cast<unsigned char>(b->s[0]));
    return true;
  }
  return vm.raisef(vm.exc.TypeError, "ord() expected string of length 1, but %s found", type_name(vm, x));
}

// ---- hash / id

bool builtin_hash(VM& vm, CallArgs& a, Value& out) {
  int64_t h;
  if (!hash_value(vm, a.args[0], h)) return false;
  out = Value::integer(h);
  return true;
}

bool builtin_id(VM&, CallArgs& a, Value& out) {
  out = Value::integer(object_id(a.args[0]));
  return true;
}

const NativeDef kNumFuncs[] = {
    {"abs", builtin_abs, 1, 1, false, JitHint::Pure},
    {"round", builtin_round, 1, 2, true, JitHint::None},
    {"divmod", builtin_divmod, 2, 2, false, JitHint::None},
    {"pow", builtin_pow, 2, 3, true, JitHint::None},
    {"hex", builtin_hex, 1, 1, false, JitHint::None},
    {"oct", builtin_oct, 1, 1, false, JitHint::None},
    {"bin", builtin_bin, 1, 1, false, JitHint::None},
    {"chr", builtin_chr, 1, 1, false, JitHint::None},
    {"ord", builtin_ord, 1, 1, false, JitHint::None},
    {"hash", builtin_hash, 1, 1, false, JitHint::None},
    {"id", builtin_id, 1, 1, false, JitHint::None},
};

}  // namespace

void init_builtin_num(VM& vm) {
  for (auto& d : kNumFuncs) vm.set_builtin(d.name, vm.new_builtin(&d));
}

}  // namespace tpy
