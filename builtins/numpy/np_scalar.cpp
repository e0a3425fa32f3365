// np_scalar.cpp — NumPy's scalar types as values: numpy.float64, int64,
// bool_ and the other dtypes' scalars.
//
// float64, int64 and bool scalars are twins: a float's, int's or bool's
// Value with Value::kNumpyScalar set in its header (vm/value.h), so they
// cost no allocation and read as numbers wherever C++ reads numbers by tag,
// while type() gives numpy.float64 & co. and arithmetic comes here through
// the VM's hooks (numpy_scalar_binary, _compare, _unary, vm/ops.h). Other
// dtypes (np.float32(1.5), np.int8(3)) are NpScalar objects whose
// operators run the ufuncs; complex128 scalars are Complex objects of class
// numpy.complex128 (a subclass of complex, as NumPy's), so whatever reads
// a Python complex reads them, and the VM sends their arithmetic to numpy's
// hooks (TypeObject::numpy_number), which leave it to the ufuncs.
//
// Arithmetic follows NumPy 1.24 on scalars: a Python bool/int/float counts
// as bool/int64/float64, the result has the promoted dtype, the ufunc's own
// loop computes it (so // and % and ** are the arrays' semantics), int64
// wraps around with "overflow encountered in scalar add", and the
// floating-point flags the loop raised go to np.seterr's policy.
#include <climits>
#include <cmath>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/ufunc.h"
#include "vm/dict.h"

namespace tpy {

// ---- boxing ------------------------------------------------------------------------

Value nd_box(VM& vm, DType dt, const char* p) {
  // A str/bytes element has no width here (nd_box_elem boxes those); None
  // rather than a read past it from a caller not taught str arrays.
  if (dtype_is_flexible(dt)) return Value::none();
  switch (dt) {
    case DType::Bool: return Value::boolean(*p != 0).as_numpy_scalar();
    case DType::Int64: { int64_t v; std::memcpy(&v, p, 8); return Value::integer(v).as_numpy_scalar(); }
    case DType::Float64: { double v; std::memcpy(&v, p, 8); return Value::real(v).as_numpy_scalar(); }
    case DType::Complex128: {
      double v[2];
      std::memcpy(v, p, 16);
      return Value::object(vm.alloc<Complex>(np_state(vm).scalar_types[(int)dt], v[0], v[1]));
    }
    default: break;
  }
  NpScalar* s = vm.alloc<NpScalar>(np_state(vm).scalar_types[(int)dt], dt);
  std::memcpy(s->data, p, (size_t)dtype_size(dt));
  return Value::object(s);
}

Value nd_box_python(VM& vm, DType dt, const char* p) {
  if (dtype_is_flexible(dt)) return Value::none();   // as nd_box
  switch (dtype_info(dt).kind) {
    case 'b': return Value::boolean(*p != 0);
    case 'f': { double d; cast_element(dt, p, DType::Float64, (char*)&d); return Value::real(d); }
    case 'c': { double v[2]; cast_element(dt, p, DType::Complex128, (char*)v); return vm.new_complex(v[0], v[1]); }
    case 'u':
      if (dt == DType::UInt64) {
        uint64_t u;
        std::memcpy(&u, p, 8);
        return u > (uint64_t)INT64_MAX ? vm.new_int(BigInt(u)) : Value::integer((int64_t)u);
      }
      [[fallthrough]];
    default: { int64_t i; cast_element(dt, p, DType::Int64, (char*)&i); return Value::integer(i); }
  }
}

bool is_np_scalar(VM& vm, Value v) {
  if (!v.is_obj() || v.o->type->layout != Layout::Native) return false;   // complex128 is a Complex
  NpState& st = np_state(vm);
  for (TypeObject* t : st.scalar_types)
    if (v.o->type == t) return true;
  return false;
}

bool nd_unbox(VM& vm, Value v, DType dt, char* p) {
  if (dtype_is_flexible(dt))
    return vm.raisef(vm.exc.TypeError, "this operation on %s arrays is not supported by tpy's numpy", dtype_info(dt).name);
  if (v.is_bool()) { bool b = v.b; cast_element(DType::Bool, (const char*)&b, dt, p); return true; }
  if (v.is_int()) { cast_element(DType::Int64, (const char*)&v.i, dt, p); return true; }
  if (v.is_float()) { cast_element(DType::Float64, (const char*)&v.f, dt, p); return true; }
  if (is_layout(v, Layout::Int)) {
    const BigInt& b = as<BigIntObj>(v)->v;
    if (b > 0 && b <= BigInt(UINT64_MAX)) {
      uint64_t u = (uint64_t)b;
      cast_element(DType::UInt64, (const char*)&u, dt, p);
      return true;
    }
    return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C long");
  }
  if (is_layout(v, Layout::Complex)) {
    double c[2] = {as<Complex>(v)->re, as<Complex>(v)->im};
    cast_element(DType::Complex128, (const char*)c, dt, p);
    return true;
  }
  if (is_np_scalar(vm, v)) {
    NpScalar* s = as<NpScalar>(v);
    cast_element(s->dtype, (const char*)s->data, dt, p);
    return true;
  }
  if (is_ndarray(vm, v) && as<NdArray>(v)->size == 1) {
    NdArray* a = as<NdArray>(v);
    cast_element(a->dtype, a->data, dt, p);
    return true;
  }
  if (is_str(v) && dtype_info(dt).kind != 'c') {
    // np.array(['1.5']).astype(float) style text; plain float() rules.
    Value f;
    if (!call1(vm, Value::object(vm.t.float_), v, f)) return false;
    cast_element(DType::Float64, (const char*)&f.f, dt, p);
    return true;
  }
  double d;
  if (!to_double(vm, v, d, "float")) return false;
  cast_element(DType::Float64, (const char*)&d, dt, p);
  return true;
}

bool np_scalar_bits(VM& vm, Value v, ScalarBits& out) {
  std::memset(out.data, 0, sizeof out.data);
  if (v.is_numpy_scalar()) {
    out.dtype = v.is_float() ? DType::Float64 : v.is_int() ? DType::Int64 : DType::Bool;
    if (v.is_bool()) out.data[0] = v.b;
    else std::memcpy(out.data, &v.bits, 8);
    return true;
  }
  if (is_layout(v, Layout::Complex) && v.o->type == np_state(vm).scalar_types[(int)DType::Complex128]) {
    out.dtype = DType::Complex128;
    double c[2] = {as<Complex>(v)->re, as<Complex>(v)->im};
    std::memcpy(out.data, c, 16);
    return true;
  }
  if (!is_np_scalar(vm, v)) return false;
  NpScalar* s = as<NpScalar>(v);
  out.dtype = s->dtype;
  std::memcpy(out.data, s->data, sizeof out.data);
  return true;
}

namespace {

// ---- arithmetic on float64 / int64 / bool ---------------------------------------

// A number as NumPy's scalar math sees it: a twin or a Python bool, int
// (in int64) or float, as bool, int64 or float64.
struct Num {
  DType dt;
  int64_t i = 0;   // int64 and bool
  double f = 0;    // float64
  double real() const { return dt == DType::Float64 ? f : (double)i; }
};

bool as_num(Value v, Num& n) {
  if (v.is_float()) { n.dt = DType::Float64; n.f = v.f; return true; }
  if (v.is_int()) { n.dt = DType::Int64; n.i = v.i; return true; }
  if (v.is_bool()) { n.dt = DType::Bool; n.i = v.b; return true; }
  return false;
}

DType promoted(DType a, DType b) { return (int)a > (int)b ? a : b; }   // bool < int64 < float64 in dtypes.def

const char* const kBinaryUfunc[] = {
#define TPY_BIN_UFUNC(dunder, ufunc) ufunc,
    TPY_NP_BINOPS(TPY_BIN_UFUNC)
#undef TPY_BIN_UFUNC
};
// BinOpKind → the index into kBinaryUfunc, or -1 (@: the ufunc path).
int ufunc_index(int op) {
  switch ((BinOpKind)op) {
    case BinOpKind::Add: return 0;
    case BinOpKind::Sub: return 1;
    case BinOpKind::Mul: return 2;
    case BinOpKind::TrueDiv: return 3;
    case BinOpKind::FloorDiv: return 4;
    case BinOpKind::Mod: return 5;
    case BinOpKind::Pow: return 6;
    case BinOpKind::BitAnd: return 7;
    case BinOpKind::BitOr: return 8;
    case BinOpKind::BitXor: return 9;
    case BinOpKind::LShift: return 10;
    case BinOpKind::RShift: return 11;
    default: return -1;
  }
}

// The loop of ufunc `name` whose inputs and outputs are all dt.
const UFuncLoop* same_type_loop(VM& vm, const char* name, DType dt) {
  UFunc* uf = np_ufunc(vm, name);
  for (const UFuncLoop& l : uf->loops) {
    bool all = l.fn != nullptr;
    for (int k = 0; k < uf->nin + uf->nout; k++) all = all && l.types[k] == dt;
    if (all) return &l;
  }
  return nullptr;
}

// x OP y for two numbers of dtype dt through the ufunc's loop; the flags the
// loop raised (int64 add/sub/mul overflow and MIN // -1 found here, as
// NumPy's scalar math does) are reported as "scalar <ufunc>".
bool run_scalar_loop(VM& vm, int op, const char* name, DType dt, Num x, Num y, Value& out) {
  const UFuncLoop* loop = same_type_loop(vm, name, dt);
  if (!loop) return true;   // no such loop (bitwise on floats): the ufunc path raises NumPy's TypeError
  unsigned char a[8], b[8], r[8], r2[8];
  std::memcpy(a, dt == DType::Float64 ? (const void*)&x.f : (const void*)&x.i, 8);
  std::memcpy(b, dt == DType::Float64 ? (const void*)&y.f : (const void*)&y.i, 8);
  char* ptrs[4] = {(char*)a, (char*)b, (char*)r, (char*)r2};   // divmod has two outputs
  int64_t steps[4] = {0, 0, 0, 0};
  fp_clear();
  int status = loop->fn(ptrs, 1, steps, loop->data);
  int flags = fp_flags();
  if (status != kLoopOk) return loop_error(vm, status);
  if (dt == DType::Int64) {
    int64_t ignored;
    bool over = false;
    switch ((BinOpKind)op) {
      case BinOpKind::Add: over = __builtin_add_overflow(x.i, y.i, &ignored); break;
      case BinOpKind::Sub: over = __builtin_sub_overflow(x.i, y.i, &ignored); break;
      case BinOpKind::Mul: over = __builtin_mul_overflow(x.i, y.i, &ignored); break;
      case BinOpKind::FloorDiv: over = x.i == INT64_MIN && y.i == -1; break;
      default: break;
    }
    if (over) flags |= kFpOverflow;
  }
  if (flags && !np_fp_report(vm, flags, std::string("scalar ") + name)) return false;
  out = nd_box(vm, dt, (const char*)r);
  if (np_ufunc(vm, name)->nout == 2) {
    RootScope roots(vm);
    roots.add(out);
    out = Value::object(vm.new_tuple({out, nd_box(vm, dt, (const char*)r2)}));
  }
  return true;
}

// A Python int beyond int64: NumPy makes it a uint64 when it fits (then
// int64 with uint64 is float64), else leaves the operation to Python.
bool big_as_num(Value v, Num& n) {
  if (!is_layout(v, Layout::Int)) return false;
  const BigInt& b = as<BigIntObj>(v)->v;
  if (b < 0 || b > BigInt(UINT64_MAX)) return false;
  n.dt = DType::Float64;
  n.f = (double)(uint64_t)b;
  return true;
}

// Both operands as Nums: Operands::Numbers. A Python int beyond uint64
// with a twin: Operands::Python (NumPy leaves it to Python's arithmetic on
// the plain numbers). Anything else: Operands::Other (the generic protocol).
enum class Operands { Numbers, Python, Other };
Operands operands(Value a, Value b, Num& x, Num& y) {
  bool ok_a = as_num(a, x) || big_as_num(a, x);
  bool ok_b = as_num(b, y) || big_as_num(b, y);
  if (ok_a && ok_b) return Operands::Numbers;
  if ((ok_a || is_layout(a, Layout::Int)) && (ok_b || is_layout(b, Layout::Int))) return Operands::Python;
  return Operands::Other;
}

template <class T> bool compare_as(CmpOpKind op, T x, T y) {
  switch (op) {
    case CmpOpKind::Lt: return x < y;
    case CmpOpKind::LtE: return x <= y;
    case CmpOpKind::Eq: return x == y;
    case CmpOpKind::NotEq: return x != y;
    case CmpOpKind::Gt: return x > y;
    default: return x >= y;
  }
}

// A number NumPy's scalar math takes with a complex scalar: a Python or
// NumPy bool, int, float or complex.
bool complex_operand(VM& vm, Value v) {
  return v.is_int() || v.is_float() || v.is_bool() || is_layout(v, Layout::Int) || is_layout(v, Layout::Complex) ||
         is_np_scalar(vm, v);
}

// Arithmetic and comparisons with a complex128 scalar (a Complex of
// numpy's class, or a Python complex with a twin) run the ufunc on the two
// numbers; anything else is left to the generic protocol (undef).
// NumPy's complex scalars have no // or % (their Python operator gives up).
bool complex_scalar_op(VM& vm, const char* ufunc, const char* symbol, Value a, Value b, Value& out) {
  if (!ufunc || !complex_operand(vm, a) || !complex_operand(vm, b)) return true;
  std::string_view u = ufunc;
  if (u == "floor_divide" || u == "remainder")
    return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", symbol, type_name(vm, a),
                     type_name(vm, b));
  return np_binary(vm, ufunc, a, b, false, out);
}

}  // namespace

bool numpy_scalar_binary(VM& vm, int op, Value a, Value b, Value& out) {
  Num x, y;
  int k = ufunc_index(op);
  if (is_layout(a, Layout::Complex) || is_layout(b, Layout::Complex))
    return complex_scalar_op(vm, k < 0 ? nullptr : kBinaryUfunc[k], (BinOpKind)op == BinOpKind::FloorDiv ? "//" : "%", a, b, out);
  Operands kind = operands(a, b, x, y);
  if (kind == Operands::Python) return binary_op(vm, op, a.plain(), b.plain(), out);
  if (k < 0 || kind == Operands::Other) return true;
  DType dt = promoted(x.dt, y.dt);
  if (dt == DType::Bool && k < 7) return true;   // bool arithmetic has its own rules: the ufunc path
  if ((BinOpKind)op == BinOpKind::TrueDiv) dt = DType::Float64;
  if (dt == DType::Float64) {
    x.f = x.real();
    y.f = y.real();
  }
  return run_scalar_loop(vm, op, kBinaryUfunc[k], dt, x, y, out);
}

bool numpy_scalar_compare(VM& vm, CmpOpKind op, Value a, Value b, Value& out) {
  static const char* const kCmpUfunc[] = {"less", "less_equal", "equal", "not_equal", "greater", "greater_equal"};
  if (is_layout(a, Layout::Complex) || is_layout(b, Layout::Complex))
    return complex_scalar_op(vm, kCmpUfunc[(int)op], "", a, b, out);
  Num x, y;
  Operands kind = operands(a, b, x, y);
  if (kind == Operands::Python) return compare(vm, op, a.plain(), b.plain(), out);
  if (kind == Operands::Other) return true;
  bool r = promoted(x.dt, y.dt) == DType::Float64 ? compare_as(op, x.real(), y.real()) : compare_as(op, x.i, y.i);
  out = Value::boolean(r).as_numpy_scalar();
  return true;
}

namespace {

// -x, +x, ~x and abs(x) (`ufunc` names which) of a twin; other scalars
// through the ufunc.
bool scalar_unary(VM& vm, const char* ufunc, Value a, Value& out) {
  std::string_view op = ufunc;
  bool neg = op == "negative", abs = op == "absolute";
  int flags = 0;
  if (a.is_numpy_scalar() && a.is_float() && op != "invert") {
    out = Value::real(neg ? -a.f : abs ? std::fabs(a.f) : a.f).as_numpy_scalar();
  } else if (a.is_numpy_scalar() && a.is_int()) {
    if ((neg || abs) && a.i == INT64_MIN) flags = kFpOverflow;
    int64_t r = neg || (abs && a.i < 0) ? (int64_t)(0 - (uint64_t)a.i) : op == "invert" ? ~a.i : a.i;
    out = Value::integer(r).as_numpy_scalar();
  } else if (a.is_numpy_scalar() && a.is_bool() && (op == "invert" || abs)) {
    out = Value::boolean(abs ? a.b : !a.b).as_numpy_scalar();
  } else if (abs && is_np_scalar(vm, a) && as<NpScalar>(a)->dtype == DType::Complex64) {
    float c[2];   // NumPy's scalar abs(): hypotf (the array loop scales; np_ufuncs.cpp)
    std::memcpy(c, as<NpScalar>(a)->data, 8);
    float r = std::hypot(c[0], c[1]);
    out = nd_box(vm, DType::Float32, (const char*)&r);
  } else {
    Value in = a;
    return ufunc_call(vm, np_ufunc(vm, ufunc), &in, Value(), out);
  }
  return !flags || np_fp_report(vm, flags, std::string("scalar ") + ufunc);
}

}  // namespace

bool numpy_scalar_unary(VM& vm, UnaryOpKind op, Value a, Value& out) {
  return scalar_unary(vm, op == UnaryOpKind::USub ? "negative" : op == UnaryOpKind::UAdd ? "positive" : "invert", a, out);
}

namespace {

// ---- the scalar types' methods ----------------------------------------------------

ScalarBits self_bits(VM& vm, CallArgs& a) {
  ScalarBits b;
  (void)np_scalar_bits(vm, a.args[0], b);   // the methods are only found on scalars
  return b;
}

bool scalar_repr(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  out = vm.str_value(np_scalar_repr(b.dtype, (const char*)b.data));
  return true;
}
// float(x) and int(x) of a complex scalar drop the imaginary part with
// NumPy's ComplexWarning.
bool warn_complex_cast(VM& vm, DType dt) {
  if (dtype_info(dt).kind != 'c') return true;
  return np_warn(vm, np_state(vm).complex_warning, "Casting complex values to real discards the imaginary part");
}
bool scalar_float(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  if (!warn_complex_cast(vm, b.dtype)) return false;
  double d;
  cast_element(b.dtype, (const char*)b.data, DType::Float64, (char*)&d);
  out = Value::real(d);
  return true;
}
// complex(x): the value as a Python complex (no warning).
bool scalar_complex(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  double c[2];
  cast_element(b.dtype, (const char*)b.data, DType::Complex128, (char*)c);
  out = vm.new_complex(c[0], c[1]);
  return true;
}
bool scalar_int(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  char kind = dtype_info(b.dtype).kind;
  if (!warn_complex_cast(vm, b.dtype)) return false;
  if (kind == 'f' || kind == 'c') {
    double d;
    cast_element(b.dtype, (const char*)b.data, DType::Float64, (char*)&d);
    return call1(vm, Value::object(vm.t.int_), Value::real(d), out);
  }
  out = nd_box_python(vm, b.dtype, (const char*)b.data);
  if (out.is_bool()) out = Value::integer(out.b);
  return true;
}
bool scalar_index(VM& vm, CallArgs& a, Value& out) {
  char kind = dtype_info(self_bits(vm, a).dtype).kind;
  if (kind != 'i' && kind != 'u' && kind != 'b')
    return vm.raise(vm.exc.TypeError, "only integer scalar arrays can be converted to a scalar index");
  return scalar_int(vm, a, out);
}
bool scalar_bool(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  bool r;
  cast_element(b.dtype, (const char*)b.data, DType::Bool, (char*)&r);
  out = Value::boolean(r);
  return true;
}
bool scalar_item(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  out = nd_box_python(vm, b.dtype, (const char*)b.data);
  return true;
}
bool scalar_hash(VM& vm, CallArgs& a, Value& out) {
  Value v;
  if (!scalar_item(vm, a, v)) return false;
  int64_t h;
  if (!hash_value(vm, v, h)) return false;
  out = Value::integer(h);
  return true;
}
// format(x, spec) and round(x[, n]) through the equivalent Python number.
bool scalar_format(VM& vm, CallArgs& a, Value& out) {
  Value v;
  if (!scalar_item(vm, a, v)) return false;
  Str* spec = is_str(a.args[1]) ? as_str(a.args[1]) : vm.intern("");
  Str* r;
  if (!format_value(vm, v, spec, r)) return false;
  out = Value::object(r);
  return true;
}
bool scalar_round(VM& vm, CallArgs& a, Value& out) {
  Value v;
  if (!scalar_item(vm, a, v)) return false;
  Value round_fn = dict_get_str(vm.builtins, vm.intern("round"));
  if (a.nargs == 1 || a.args[1].is_none()) return call1(vm, round_fn, v, out);
  Value r;
  if (!call2(vm, round_fn, v, a.args[1], r)) return false;
  unsigned char buf[16];
  DType dt = self_bits(vm, a).dtype;
  if (!nd_unbox(vm, r, dt, (char*)buf)) return false;
  out = nd_box(vm, dt, (const char*)buf);
  return true;
}
bool scalar_astype(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  DType to;
  if (!to_dtype(vm, a.args[1], to)) return false;
  if (dtype_info(to).kind != 'c' && !warn_complex_cast(vm, b.dtype)) return false;
  unsigned char buf[16] = {};
  cast_element(b.dtype, (const char*)b.data, to, (char*)buf);
  out = nd_box(vm, to, (const char*)buf);
  return true;
}
bool scalar_self(VM&, CallArgs& a, Value& out) {
  out = a.args[0];
  return true;
}
// x[key] as NumPy's: the key indexes x as a 0-d array (x[()] is x,
// x[...] and x[None] arrays); what that refuses is "invalid index to
// scalar variable.".
bool scalar_getitem(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  NdArray* arr = nd_new(vm, b.dtype, 0, nullptr);
  if (!arr) return false;
  std::memcpy(arr->data, b.data, (size_t)dtype_size(b.dtype));
  RootScope roots(vm);
  roots.add(arr);
  if (get_item(vm, Value::object(arr), a.args[1], out)) return true;
  if (!vm.pending_is(vm.exc.IndexError)) return false;
  vm.take_pending();
  return vm.raise(vm.exc.IndexError, "invalid index to scalar variable.");
}
bool scalar_conjugate(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  if (dtype_info(b.dtype).kind != 'c') { out = a.args[0]; return true; }
  if (b.dtype == DType::Complex64) {
    float c[2];
    std::memcpy(c, b.data, 8);
    c[1] = -c[1];
    out = nd_box(vm, b.dtype, (const char*)c);
    return true;
  }
  double c[2];
  std::memcpy(c, b.data, 16);
  c[1] = -c[1];
  out = nd_box(vm, b.dtype, (const char*)c);
  return true;
}
// divmod(x, y): the divmod ufunc's (x // y, x % y) for two numbers, else
// the two operators.
bool scalar_divmod_impl(VM& vm, Value x, Value y, Value& out) {
  Num nx, ny;
  if (operands(x, y, nx, ny) == Operands::Numbers && promoted(nx.dt, ny.dt) != DType::Bool) {
    DType dt = promoted(nx.dt, ny.dt);
    if (dt == DType::Float64) {
      nx.f = nx.real();
      ny.f = ny.real();
    }
    out = Value();
    if (!run_scalar_loop(vm, (int)BinOpKind::FloorDiv, "divmod", dt, nx, ny, out)) return false;
    if (!out.is_undef()) return true;
  }
  Value q, r;
  if (!binary_op(vm, (int)BinOpKind::FloorDiv, x, y, q)) return false;
  RootScope roots(vm);
  roots.add(q);
  if (!binary_op(vm, (int)BinOpKind::Mod, x, y, r)) return false;
  roots.add(r);
  out = Value::object(vm.new_tuple({q, r}));
  return true;
}
bool scalar_divmod(VM& vm, CallArgs& a, Value& out) { return scalar_divmod_impl(vm, a.args[0], a.args[1], out); }
bool scalar_rdivmod(VM& vm, CallArgs& a, Value& out) { return scalar_divmod_impl(vm, a.args[1], a.args[0], out); }

bool scalar_get_dtype(VM& vm, CallArgs& a, Value& out) {
  out = dtype_object(vm, self_bits(vm, a).dtype);
  return true;
}
bool scalar_get_itemsize(VM& vm, CallArgs& a, Value& out) {
  out = Value::integer(dtype_size(self_bits(vm, a).dtype));
  return true;
}
bool scalar_get_shape(VM& vm, CallArgs&, Value& out) {
  out = Value::object(vm.new_tuple());
  return true;
}
bool scalar_get_ndim(VM&, CallArgs&, Value& out) {
  out = Value::integer(0);
  return true;
}
bool scalar_get_size(VM&, CallArgs&, Value& out) {
  out = Value::integer(1);
  return true;
}
bool scalar_get_none(VM&, CallArgs&, Value& out) {
  out = Value::none();
  return true;
}
// x.real is x, x.imag a zero of its dtype; a complex scalar's parts are
// scalars of its float dtype.
bool scalar_get_real(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  if (dtype_info(b.dtype).kind == 'c') out = nd_box(vm, complex_part_dtype(b.dtype), (const char*)b.data);
  else out = a.args[0];
  return true;
}
bool scalar_get_imag(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  unsigned char zero[16] = {};
  if (dtype_info(b.dtype).kind == 'c')
    out = nd_box(vm, complex_part_dtype(b.dtype), (const char*)b.data + dtype_size(b.dtype) / 2);
  else out = nd_box(vm, b.dtype, (const char*)zero);
  return true;
}

// np.float32(x): a scalar of that type, or an array cast to it for sequences.
bool scalar_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  NpState& st = np_state(vm);
  DType dt = DType::Float64;
  for (int i = 0; i < kNumDTypes; i++)
    if (st.scalar_types[i] == cls) dt = (DType)i;
  if (!check_ctor_arity(vm, dtype_info(dt).name, rest, 0, 1, false)) return false;
  unsigned char buf[16] = {};
  if (rest.nargs == 1) {
    Value v = rest.args[0];
    if (is_ndarray(vm, v) || is_layout(v, Layout::List) || is_layout(v, Layout::Tuple)) {
      NdArray* arr;
      if (!nd_from_value(vm, v, true, dt, true, arr)) return false;
      out = np_result(vm, arr, arr->ndim == 0);
      return true;
    }
    char kind = dtype_info(dt).kind;
    if (is_str(v) && (kind == 'i' || kind == 'u') &&
        !call1(vm, Value::object(vm.t.int_), v, v))   // np.int64('12'): int()'s rules, not float()'s
      return false;
    if (is_str(v) && kind == 'c' && !call1(vm, Value::object(vm.t.complex), v, v))   // np.complex128('1+2j')
      return false;
    if (!nd_unbox(vm, v, dt, (char*)buf)) return false;
  }
  out = nd_box(vm, dt, (const char*)buf);
  return true;
}

// An integer scalar's exact value (false: not an integer scalar or Python int in int64).
bool exact_int(VM& vm, Value v, __int128& out) {
  ScalarBits b;
  if (np_scalar_bits(vm, v, b)) {
    char kind = dtype_info(b.dtype).kind;
    if (kind != 'i' && kind != 'u' && kind != 'b') return false;
    if (b.dtype == DType::UInt64) { uint64_t u; std::memcpy(&u, b.data, 8); out = u; return true; }
    int64_t i;
    cast_element(b.dtype, (const char*)b.data, DType::Int64, (char*)&i);
    out = i;
    return true;
  }
  if (v.is_int() || v.is_bool()) { out = v.is_int() ? v.i : v.b; return true; }
  return false;
}

// x + y, x - y, x * y of integer scalars of other dtypes (np.int8(100) +
// np.int8(100)) wrap in the ufunc; NumPy's scalar math also warns.
bool check_int_overflow(VM& vm, const char* ufunc, Value x, Value y, Value r) {
  std::string_view op = ufunc;
  if (op != "add" && op != "subtract" && op != "multiply") return true;
  __int128 a, b, got;
  if (!exact_int(vm, x, a) || !exact_int(vm, y, b) || !exact_int(vm, r, got)) return true;
  __int128 want = op == "add" ? a + b : op == "subtract" ? a - b : a * b;   // |a|, |b| < 2**64: no overflow
  if (want == got || r.is_bool()) return true;   // bool results (True + True) do not overflow
  return np_fp_report(vm, kFpOverflow, std::string("scalar ") + ufunc);
}

bool scalar_binary_dunder(VM& vm, const char* ufunc, Value self, Value other, bool reflected, Value& out) {
  std::string_view u = ufunc;
  ScalarBits sb;
  if ((u == "floor_divide" || u == "remainder") && np_scalar_bits(vm, self, sb) && dtype_info(sb.dtype).kind == 'c' &&
      !is_ndarray(vm, other)) {   // complex64 scalars have no // or %, as complex128's (complex_scalar_op)
    Value x = reflected ? other : self, y = reflected ? self : other;
    return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", u == "remainder" ? "%" : "//",
                     type_name(vm, x), type_name(vm, y));
  }
  if (!np_binary(vm, ufunc, self, other, reflected, out)) return false;
  return reflected ? check_int_overflow(vm, ufunc, other, self, out) : check_int_overflow(vm, ufunc, self, other, out);
}

// Operators reached through the class (the hooks leave them: arrays,
// sequences, other dtypes' scalars) run the ufuncs.
#define TPY_NP_SCALAR_OP(dunder, ufunc)                                                        \
  bool scalar_##dunder(VM& vm, CallArgs& a, Value& out) {                                       \
    return scalar_binary_dunder(vm, ufunc, a.args[0], a.args[1], false, out);                   \
  }                                                                                             \
  bool scalar_r##dunder(VM& vm, CallArgs& a, Value& out) {                                      \
    return scalar_binary_dunder(vm, ufunc, a.args[0], a.args[1], true, out);                    \
  }
TPY_NP_BINOPS(TPY_NP_SCALAR_OP)
#undef TPY_NP_SCALAR_OP
#define TPY_NP_SCALAR_CMP(dunder, ufunc)                         \
  bool scalar_##dunder(VM& vm, CallArgs& a, Value& out) {         \
    return np_binary(vm, ufunc, a.args[0], a.args[1], false, out); \
  }
TPY_NP_CMPOPS(TPY_NP_SCALAR_CMP)
#undef TPY_NP_SCALAR_CMP
#define TPY_NP_SCALAR_UN(dunder, ufunc) \
  bool scalar_##dunder(VM& vm, CallArgs& a, Value& out) { return scalar_unary(vm, ufunc, a.args[0], out); }
TPY_NP_UNOPS(TPY_NP_SCALAR_UN)
#undef TPY_NP_SCALAR_UN

const NativeDef kScalarMethods[] = {
    {"__repr__", scalar_repr, 1, 1, false, JitHint::None},
    {"__str__", scalar_repr, 1, 1, false, JitHint::None},
    {"__float__", scalar_float, 1, 1, false, JitHint::None},
    {"__complex__", scalar_complex, 1, 1, false, JitHint::None},
    {"__int__", scalar_int, 1, 1, false, JitHint::None},
    {"__bool__", scalar_bool, 1, 1, false, JitHint::None},
    {"__hash__", scalar_hash, 1, 1, false, JitHint::None},
    {"item", scalar_item, 1, 1, false, JitHint::None},
    {"tolist", scalar_item, 1, 1, false, JitHint::None},
    {"astype", scalar_astype, 2, 2, false, JitHint::None},
    {"copy", scalar_self, 1, 1, false, JitHint::None},
    {"__getitem__", scalar_getitem, 2, 2, false, JitHint::None},
    {"squeeze", scalar_self, 1, 1, false, JitHint::None},
    {"conjugate", scalar_conjugate, 1, 1, false, JitHint::None},
    {"conj", scalar_conjugate, 1, 1, false, JitHint::None},
    {"__format__", scalar_format, 2, 2, false, JitHint::None},
    {"__round__", scalar_round, 1, 2, false, JitHint::None},
    {"__divmod__", scalar_divmod, 2, 2, false, JitHint::None},
    {"__rdivmod__", scalar_rdivmod, 2, 2, false, JitHint::None},
#define TPY_NP_SCALAR_ROW(dunder, ufunc)                               \
  {"__" #dunder "__", scalar_##dunder, 2, 2, false, JitHint::None},    \
  {"__r" #dunder "__", scalar_r##dunder, 2, 2, false, JitHint::None},
    TPY_NP_BINOPS(TPY_NP_SCALAR_ROW)
#undef TPY_NP_SCALAR_ROW
#define TPY_NP_SCALAR_ROW(dunder, ufunc) {"__" #dunder "__", scalar_##dunder, 2, 2, false, JitHint::None},
    TPY_NP_CMPOPS(TPY_NP_SCALAR_ROW)
#undef TPY_NP_SCALAR_ROW
#define TPY_NP_SCALAR_ROW(dunder, ufunc) {"__" #dunder "__", scalar_##dunder, 1, 1, false, JitHint::None},
    TPY_NP_UNOPS(TPY_NP_SCALAR_ROW)
#undef TPY_NP_SCALAR_ROW
};
const NativeDef kIntegerMethods[] = {   // float and complex scalars have no __index__
    {"__index__", scalar_index, 1, 1, false, JitHint::None},
};
const NativeDef kScalarGetters[] = {
    {"dtype", scalar_get_dtype, 1, 1, false, JitHint::None},
    {"itemsize", scalar_get_itemsize, 1, 1, false, JitHint::None},
    {"nbytes", scalar_get_itemsize, 1, 1, false, JitHint::None},
    {"shape", scalar_get_shape, 1, 1, false, JitHint::None},
    {"strides", scalar_get_shape, 1, 1, false, JitHint::None},
    {"ndim", scalar_get_ndim, 1, 1, false, JitHint::None},
    {"size", scalar_get_size, 1, 1, false, JitHint::None},
    {"base", scalar_get_none, 1, 1, false, JitHint::None},
    {"T", scalar_self, 1, 1, false, JitHint::None},
    {"real", scalar_get_real, 1, 1, false, JitHint::None},
    {"imag", scalar_get_imag, 1, 1, false, JitHint::None},
};

// NumPy's float64 also derives from float (its MRO ends "generic, float,
// object"); complex128 from complex, np.str_ from str.
}  // namespace

void add_python_base(TypeObject* t, TypeObject* py) {
  t->bases.push_back(py);
  t->mro.insert(t->mro.end() - 1, py);
}

void init_scalar_types(VM& vm, NpState& st) {
  Value numpy_name = Value::object(vm.intern("numpy"));
  for (int i = 0; i < kNumDTypes; i++) {
    DType dt = (DType)i;
    const char* name = dt == DType::Bool ? "bool_" : kDTypeInfo[i].name;
    bool complex = dt == DType::Complex128;
    TypeObject* s = vm.new_builtin_type(name, complex ? Layout::Complex : Layout::Native, scalar_base_type(st, dt));
    s->module = numpy_name;
    s->tp_name = vm.intern(std::string("numpy.") + name);
    s->numpy_number = complex;
    s->subclassable = false;
    s->ctor = scalar_ctor;
    vm.add_methods(s, kScalarMethods);
    if (dtype_category(dt) <= 1) vm.add_methods(s, kIntegerMethods);
    for (auto& g : kScalarGetters) add_getter(vm, s, &g);
    dict_set_str(vm, s->dict, vm.intern("__iter__"), Value::none());   // x[()] works, iter(x) does not
    if (dt == DType::Float64) add_python_base(s, vm.t.float_);
    if (complex) add_python_base(s, vm.t.complex);
    st.scalar_types[i] = s;
    np_keep(vm, st, s);
  }
  vm.numpy_scalar_types[(int)Tag::Bool] = st.scalar_types[(int)DType::Bool];
  vm.numpy_scalar_types[(int)Tag::Int] = st.scalar_types[(int)DType::Int64];
  vm.numpy_scalar_types[(int)Tag::Float] = st.scalar_types[(int)DType::Float64];
}

}  // namespace tpy
