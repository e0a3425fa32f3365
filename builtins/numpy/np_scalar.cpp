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
#include "builtins/numpy/np_stats.h"
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

// Whether NumPy 1.24's scalar math takes a and b (so its errors say
// "scalar add"): a Python bool, int, float or complex counts as bool,
// int64, float64 or complex128 and must cast safely to the NumPy scalar's
// type; two NumPy scalars, one to the other's. Else NumPy runs the array
// operation, whose errors say "add".
bool scalar_math_dtype(VM& vm, Value v, DType& dt, bool& numpy) {
  ScalarBits b;
  numpy = np_scalar_bits(vm, v, b);
  if (numpy) dt = b.dtype;
  else if (v.is_bool()) dt = DType::Bool;
  else if (v.is_int() || is_layout(v, Layout::Int)) dt = DType::Int64;
  else if (v.is_float()) dt = DType::Float64;
  else if (is_layout(v, Layout::Complex)) dt = DType::Complex128;
  else return false;
  return true;
}
bool scalar_math_takes(VM& vm, Value a, Value b) {
  DType da, db;
  bool na, nb;
  if (!scalar_math_dtype(vm, a, da, na) || !scalar_math_dtype(vm, b, db, nb)) return false;
  if (na && nb) return can_cast_safe(da, db) || can_cast_safe(db, da);
  return na ? can_cast_safe(db, da) : can_cast_safe(da, db);
}

// x OP y for two numbers of dtype dt through the ufunc's loop; the flags the
// loop raised (int64 add/sub/mul overflow and MIN // -1 found here, as
// NumPy's scalar math does) are reported as "scalar <ufunc>".
// `va` and `vb` are the operands as given (for the errors' wording).
bool run_scalar_loop(VM& vm, int op, const char* name, DType dt, Num x, Num y, Value va, Value vb, Value& out) {
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
  if (flags && !np_fp_report(vm, flags, scalar_math_takes(vm, va, vb) ? std::string("scalar ") + name : std::string(name)))
    return false;
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

// While alive, a ufunc's floating-point errors are reported as a scalar
// operator's ("overflow encountered in scalar multiply"), when `on`.
struct ScalarOpScope {
  bool saved;
  explicit ScalarOpScope(bool on) : saved(np_in_scalar_op) { np_in_scalar_op = on; }
  ~ScalarOpScope() { np_in_scalar_op = saved; }
};

// Arithmetic and comparisons with a complex128 scalar (a Complex of
// numpy's class, or a Python complex with a twin) run the ufunc on the two
// numbers; anything else is left to the generic protocol (undef).
// NumPy's complex scalars have no // or % (their Python operator gives up);
// a Python complex with a real scalar reaches the ufunc, which has no such
// loop. A Python complex left of a float64 (a float subclass) is Python's
// arithmetic, and its == and !=.
bool complex_scalar_op(VM& vm, int op, int cmp, const char* ufunc, Value a, Value b, Value& out) {
  if (!ufunc || !complex_operand(vm, a) || !complex_operand(vm, b)) return true;
  std::string_view u = ufunc;
  bool numpy_complex = (a.is_obj() && a.o->type->numpy_number) || (b.is_obj() && b.o->type->numpy_number);
  if ((u == "floor_divide" || u == "remainder") && numpy_complex)
    return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", u == "remainder" ? "%" : "//",
                     type_name(vm, a), type_name(vm, b));
  if (!numpy_complex && is_layout(a, Layout::Complex) && b.is_numpy_scalar() && b.is_float()) {
    BinOpKind k = (BinOpKind)op;
    if (cmp < 0 && (k == BinOpKind::Add || k == BinOpKind::Sub || k == BinOpKind::Mul || k == BinOpKind::TrueDiv ||
                    k == BinOpKind::Pow))
      return binary_op(vm, op, a, b.plain(), out);
    if (cmp == (int)CmpOpKind::Eq || cmp == (int)CmpOpKind::NotEq) return compare(vm, (CmpOpKind)cmp, a, b.plain(), out);
  }
  ScalarOpScope scalar(scalar_math_takes(vm, a, b));
  return np_binary(vm, ufunc, a, b, false, out);
}

}  // namespace

bool numpy_scalar_binary(VM& vm, int op, Value a, Value b, Value& out) {
  Num x, y;
  int k = ufunc_index(op);
  if (is_layout(a, Layout::Complex) || is_layout(b, Layout::Complex))
    return complex_scalar_op(vm, op, -1, k < 0 ? nullptr : kBinaryUfunc[k], a, b, out);
  Operands kind = operands(a, b, x, y);
  if (kind == Operands::Python) return binary_op(vm, op, a.plain(), b.plain(), out);
  if (k < 0 || kind == Operands::Other) return true;
  DType dt = promoted(x.dt, y.dt);
  // bool arithmetic has its own rules (+ is or, * is and, - refused): the
  // ufunc's, also for a Python bool left of a bool_.
  if (dt == DType::Bool && k < 7) {
    ScalarOpScope scalar(scalar_math_takes(vm, a, b));
    return np_binary(vm, kBinaryUfunc[k], a, b, false, out);
  }
  if ((BinOpKind)op == BinOpKind::TrueDiv) dt = DType::Float64;
  if (dt == DType::Float64) {
    x.f = x.real();
    y.f = y.real();
  }
  return run_scalar_loop(vm, op, kBinaryUfunc[k], dt, x, y, a, b, out);
}

bool numpy_scalar_compare(VM& vm, CmpOpKind op, Value a, Value b, Value& out) {
  static const char* const kCmpUfunc[] = {"less", "less_equal", "equal", "not_equal", "greater", "greater_equal"};
  if (is_layout(a, Layout::Complex) || is_layout(b, Layout::Complex))
    return complex_scalar_op(vm, -1, (int)op, kCmpUfunc[(int)op], a, b, out);
  Num x, y;
  Operands kind = operands(a, b, x, y);
  if (kind == Operands::Python) {   // NumPy compares as objects, the result a bool_
    if (!compare(vm, op, a.plain(), b.plain(), out)) return false;
    if (out.is_bool()) out = out.as_numpy_scalar();
    return true;
  }
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
    // NumPy's scalar math warns where the loop wraps: -MIN and abs(MIN)
    // of a signed type, -x of an unsigned x other than 0.
    ScalarBits b;
    if ((neg || abs) && np_scalar_bits(vm, a, b) && (dtype_info(b.dtype).kind == 'i' || dtype_info(b.dtype).kind == 'u')) {
      uint64_t u = 0;
      std::memcpy(&u, b.data, (size_t)dtype_size(b.dtype));
      int bits = 8 * dtype_size(b.dtype);
      bool is_min = u == (uint64_t)1 << (bits - 1);
      if (dtype_info(b.dtype).kind == 'u' ? neg && u != 0 : is_min) flags = kFpOverflow;
    }
    Value in = a;
    ScalarOpScope scalar(true);
    if (!ufunc_call(vm, np_ufunc(vm, ufunc), &in, Value(), out)) return false;
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
  if (kind == 'b' &&
      !np_warn(vm, vm.exc.DeprecationWarning, "In future, it will be an error for 'np.bool_' scalars to be interpreted as an index"))
    return false;
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
  // With ndigits NumPy rounds as np.round does (x * 10**n rounded half to
  // even, then divided): round(np.float64(2.675), 2) is 2.68, not 2.67.
  return np_call(vm, "round", {a.args[0], a.args[1]}, {}, out);
}
bool scalar_astype(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  DType to;
  if (!to_dtype(vm, a.args[1], to)) return false;
  if (dtype_info(to).kind != 'c' && !warn_complex_cast(vm, b.dtype)) return false;
  unsigned char buf[16] = {};
  fp_clear();
  cast_element(b.dtype, (const char*)b.data, to, (char*)buf);
  char from = dtype_info(b.dtype).kind, kind = dtype_info(to).kind;
  if ((from == 'f' || from == 'c') && (kind == 'i' || kind == 'u') && (fp_flags() & kFpInvalid) &&
      !np_fp_report(vm, kFpInvalid, "cast"))
    return false;
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
    if (!run_scalar_loop(vm, (int)BinOpKind::FloorDiv, "divmod", dt, nx, ny, x, y, out)) return false;
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

// A Python int or float given to an integer scalar type, checked as NumPy
// 1.24 does: a float through int() (NaN and infinity raise, as they do
// there; so does a value past int64); an int past int64 (uint64's range
// for np.uint64) raises OverflowError, one outside the type's range wraps
// with a DeprecationWarning. `v` becomes the int.
bool int_ctor_arg(VM& vm, Value& v, DType dt) {
  if (v.is_float() && !v.is_numpy_scalar()) {
    if (std::isnan(v.f)) return vm.raise(vm.exc.ValueError, "cannot convert float NaN to integer");
    if (std::isinf(v.f)) return vm.raise(vm.exc.OverflowError, "cannot convert float infinity to integer");
    double t = std::trunc(v.f);
    if (!(t >= -9223372036854775808.0 && t < 9223372036854775808.0) && !(dt == DType::UInt64 && t >= 0 && t < 18446744073709551616.0))
      return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C long");
    if (t < 9223372036854775808.0) v = Value::integer((int64_t)t);
    return true;   // a uint64 past int64 converts as the float
  }
  if (is_layout(v, Layout::Int)) {
    const BigInt& b = as<BigIntObj>(v)->v;
    if (dt == DType::UInt64 && b > 0 && b <= BigInt(UINT64_MAX)) return true;
    return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C long");
  }
  if (!v.is_int() || v.is_numpy_scalar()) return true;
  bool fits;
  if (dtype_info(dt).kind == 'u') fits = v.i >= 0 && (dt == DType::UInt64 || v.i < (int64_t)1 << (8 * dtype_size(dt)));
  else fits = dt == DType::Int64 || (v.i >= -((int64_t)1 << (8 * dtype_size(dt) - 1)) && v.i < (int64_t)1 << (8 * dtype_size(dt) - 1));
  if (fits) return true;
  return np_warn(vm, vm.exc.DeprecationWarning,
                 "NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of " +
                     std::to_string(v.i) + " to " + dtype_info(dt).name +
                     " will fail in the future.\nFor the old behavior, usually:\n    np.array(value).astype(dtype)`\nwill give the "
                     "desired result (the cast overflows).");
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
    if ((kind == 'i' || kind == 'u') && !int_ctor_arg(vm, v, dt)) return false;
    // A NumPy float scalar's NaN or infinity casts with NumPy's warning.
    // np.float32(1e300) overflows with NumPy's warning.
    int check = (kind == 'i' || kind == 'u') && !(v.is_float() && !v.is_numpy_scalar()) ? kFpInvalid
                : dt == DType::Float32 || dt == DType::Complex64                       ? kFpOverflow
                                                                                        : 0;
    if (check) fp_clear();
    if (!nd_unbox(vm, v, dt, (char*)buf)) return false;
    if (check && (fp_flags() & check) && !np_fp_report(vm, check, "cast")) return false;
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

// A Python int no NumPy integer type holds: NumPy makes it an object
// array, so the operation is Python's on the scalar's value (np.float32(1)
// + 2**100 is a float), a comparison's result a bool_.
bool beyond_uint64(Value v) {
  if (!is_layout(v, Layout::Int)) return false;
  const BigInt& b = as<BigIntObj>(v)->v;
  return b < 0 || b > BigInt(UINT64_MAX);
}
bool object_binary(VM& vm, int op, int cmp, Value self, Value other, bool reflected, Value& out) {
  ScalarBits b;
  (void)np_scalar_bits(vm, self, b);
  Value v = nd_box_python(vm, b.dtype, (const char*)b.data);
  RootScope roots(vm);
  roots.add(v);
  Value x = reflected ? other : v, y = reflected ? v : other;
  if (cmp < 0) return binary_op(vm, op, x, y, out);
  if (!compare(vm, (CmpOpKind)cmp, x, y, out)) return false;
  if (out.is_bool()) out = out.as_numpy_scalar();
  return true;
}

bool scalar_binary_dunder(VM& vm, const char* ufunc, Value self, Value other, bool reflected, Value& out) {
  std::string_view u = ufunc;
  if (beyond_uint64(other))
    for (int op = 0; op < kNumBinOps; op++)
      if (ufunc_index(op) >= 0 && u == kBinaryUfunc[ufunc_index(op)]) return object_binary(vm, op, -1, self, other, reflected, out);
  ScalarBits sb;
  if ((u == "floor_divide" || u == "remainder") && np_scalar_bits(vm, self, sb) && dtype_info(sb.dtype).kind == 'c' &&
      !is_ndarray(vm, other)) {   // complex64 scalars have no // or %, as complex128's (complex_scalar_op)
    Value x = reflected ? other : self, y = reflected ? self : other;
    return vm.raisef(vm.exc.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", u == "remainder" ? "%" : "//",
                     type_name(vm, x), type_name(vm, y));
  }
  {
    ScalarOpScope scalar(scalar_math_takes(vm, self, other));
    if (!np_binary(vm, ufunc, self, other, reflected, out)) return false;
  }
  return reflected ? check_int_overflow(vm, ufunc, other, self, out) : check_int_overflow(vm, ufunc, self, other, out);
}

// ---- what scalars share with 0-d arrays ----------------------------------------

// A scalar's 0-d array (a copy: NumPy's scalar methods also work on one).
NdArray* scalar_array(VM& vm, Value self) {
  ScalarBits b;
  (void)np_scalar_bits(vm, self, b);
  NdArray* arr = nd_new(vm, b.dtype, 0, nullptr);
  if (arr) std::memcpy(arr->data, b.data, (size_t)dtype_size(b.dtype));
  return arr;
}

// x.sum(), x.reshape(1), x.flags, ...: the 0-d array's method or attribute
// of the row's name, a 0-d array result as a scalar (NumPy's scalar methods
// do the same). The rows are the ndarray names NumPy's scalars have.
enum class Forward { Call, Get };
bool scalar_forward_impl(VM& vm, CallArgs& a, Value& out, Forward how) {
  NdArray* arr = scalar_array(vm, a.args[0]);
  if (!arr) return false;
  RootScope roots(vm);
  roots.add(arr);
  if (how == Forward::Get && std::string_view(a.def->name) == "flags") arr->flags &= ~kNdWriteable;   // as NumPy's scalars
  Value attr;
  if (!get_attr(vm, Value::object(arr), vm.intern(a.def->name), attr)) return false;
  if (how == Forward::Get) {
    out = attr;
    return true;
  }
  roots.add(attr);
  if (!call(vm, attr, a.args + 1, a.nargs - 1, a.kwnames, out)) return false;
  if (how == Forward::Call && is_ndarray(vm, out)) out = np_result(vm, as<NdArray>(out), true);
  return true;
}
bool scalar_forward(VM& vm, CallArgs& a, Value& out) { return scalar_forward_impl(vm, a, out, Forward::Call); }
bool scalar_forward_get(VM& vm, CallArgs& a, Value& out) { return scalar_forward_impl(vm, a, out, Forward::Get); }
// x.__array__([dtype]): the 0-d array of x.
bool scalar_array_dunder(VM& vm, CallArgs& a, Value& out) {
  NdArray* arr = scalar_array(vm, a.args[0]);
  if (!arr) return false;
  if (a.nargs > 1 && !a.args[1].is_none()) {
    RootScope roots(vm);
    roots.add(arr);
    DType dt;
    if (!to_dtype(vm, a.args[1], dt)) return false;
    arr = nd_copy_as(vm, arr, dt);
    if (!arr) return false;
  }
  out = Value::object(arr);
  return true;
}

// Float scalars of other widths have float's is_integer and
// as_integer_ratio; integer scalars is_integer (True), numerator (x),
// denominator (1) and bit_count, as NumPy 1.24's.
bool scalar_is_integer(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  if (dtype_info(b.dtype).kind != 'f') { out = Value::boolean(true); return true; }
  double d;
  cast_element(b.dtype, (const char*)b.data, DType::Float64, (char*)&d);
  out = Value::boolean(std::isfinite(d) && d == std::floor(d));
  return true;
}
bool scalar_as_integer_ratio(VM& vm, CallArgs& a, Value& out) {
  ScalarBits b = self_bits(vm, a);
  double d;
  cast_element(b.dtype, (const char*)b.data, DType::Float64, (char*)&d);
  bool found;
  return call_method(vm, Value::real(d), vm.intern("as_integer_ratio"), nullptr, 0, out, found);
}
bool scalar_get_denominator(VM&, CallArgs&, Value& out) {
  out = Value::integer(1);
  return true;
}
bool scalar_bit_count(VM& vm, CallArgs& a, Value& out) {
  __int128 v;
  if (!exact_int(vm, a.args[0], v)) v = 0;
  unsigned __int128 m = v < 0 ? (unsigned __int128)(-v) : (unsigned __int128)v;
  out = Value::integer(__builtin_popcountll((uint64_t)m) + __builtin_popcountll((uint64_t)(m >> 64)));
  return true;
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
bool scalar_compare_dunder(VM& vm, const char* ufunc, Value self, Value other, Value& out) {
  static const char* const kCmpUfunc[] = {"less", "less_equal", "equal", "not_equal", "greater", "greater_equal"};
  if (beyond_uint64(other))
    for (int k = 0; k < 6; k++)
      if (std::string_view(ufunc) == kCmpUfunc[k]) return object_binary(vm, -1, k, self, other, false, out);
  ScalarOpScope scalar(scalar_math_takes(vm, self, other));
  return np_binary(vm, ufunc, self, other, false, out);
}
#define TPY_NP_SCALAR_CMP(dunder, ufunc)                                   \
  bool scalar_##dunder(VM& vm, CallArgs& a, Value& out) {                   \
    return scalar_compare_dunder(vm, ufunc, a.args[0], a.args[1], out);     \
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

// The ndarray methods and attributes NumPy's scalars also have, forwarded
// to a 0-d array (add_scalar_array_methods keeps the ones tpy's ndarray has
// and the scalar classes do not define themselves).
#define TPY_FWD(name) {#name, scalar_forward, 1, -1, true, JitHint::None},
const NativeDef kForwardMethods[] = {
    TPY_FWD(all) TPY_FWD(any) TPY_FWD(argmax) TPY_FWD(argmin) TPY_FWD(argsort) TPY_FWD(byteswap) TPY_FWD(choose)
    TPY_FWD(clip) TPY_FWD(compress) TPY_FWD(cumprod) TPY_FWD(cumsum) TPY_FWD(diagonal) TPY_FWD(dump) TPY_FWD(dumps)
    TPY_FWD(fill) TPY_FWD(flatten) TPY_FWD(getfield) TPY_FWD(itemset) TPY_FWD(max) TPY_FWD(mean) TPY_FWD(min)
    TPY_FWD(newbyteorder) TPY_FWD(nonzero) TPY_FWD(prod) TPY_FWD(ptp) TPY_FWD(put) TPY_FWD(ravel) TPY_FWD(repeat)
    TPY_FWD(reshape) TPY_FWD(resize) TPY_FWD(round) TPY_FWD(searchsorted) TPY_FWD(setfield) TPY_FWD(setflags)
    TPY_FWD(sort) TPY_FWD(squeeze) TPY_FWD(std) TPY_FWD(sum) TPY_FWD(swapaxes) TPY_FWD(take) TPY_FWD(tobytes) TPY_FWD(tofile)
    TPY_FWD(tostring) TPY_FWD(trace) TPY_FWD(transpose) TPY_FWD(var) TPY_FWD(view)
};
#undef TPY_FWD
const NativeDef kForwardGetters[] = {
    {"flat", scalar_forward_get, 1, 1, false, JitHint::None},
    {"flags", scalar_forward_get, 1, 1, false, JitHint::None},
    {"data", scalar_forward_get, 1, 1, false, JitHint::None},
    {"__array_interface__", scalar_forward_get, 1, 1, false, JitHint::None},
};
const NativeDef kArrayMethod[] = {
    {"__array__", scalar_array_dunder, 1, 2, false, JitHint::None},
};
const NativeDef kFloatMethods[] = {   // float64 has float's own
    {"is_integer", scalar_is_integer, 1, 1, false, JitHint::None},
    {"as_integer_ratio", scalar_as_integer_ratio, 1, 1, false, JitHint::None},
};
const NativeDef kIntegerOnlyMethods[] = {   // not bool_'s
    {"is_integer", scalar_is_integer, 1, 1, false, JitHint::None},
    {"bit_count", scalar_bit_count, 1, 1, false, JitHint::None},
};
const NativeDef kIntegerGetters[] = {
    {"numerator", scalar_self, 1, 1, false, JitHint::None},
    {"denominator", scalar_get_denominator, 1, 1, false, JitHint::None},
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
    vm.add_methods(s, kArrayMethod);
    if (dtype_category(dt) <= 1) vm.add_methods(s, kIntegerMethods);
    if (dtype_info(dt).kind == 'i' || dtype_info(dt).kind == 'u') {
      vm.add_methods(s, kIntegerOnlyMethods);
      for (auto& g : kIntegerGetters) add_getter(vm, s, &g);
    }
    if (dtype_info(dt).kind == 'f' && dt != DType::Float64) vm.add_methods(s, kFloatMethods);
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

void add_scalar_array_methods(VM& vm, NpState& st) {
  for (TypeObject* s : st.scalar_types) {
    for (const NativeDef& d : kForwardMethods)
      if (!dict_get_str(st.ndarray->dict, vm.intern(d.name)).is_undef() && dict_get_str(s->dict, vm.intern(d.name)).is_undef())
        vm.add_methods(s, &d, 1);
    for (const NativeDef& d : kForwardGetters)
      if (!dict_get_str(st.ndarray->dict, vm.intern(d.name)).is_undef() && dict_get_str(s->dict, vm.intern(d.name)).is_undef())
        add_getter(vm, s, &d);
  }
}

}  // namespace tpy
