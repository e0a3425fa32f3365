// infer_complex.cpp — complex numbers in compiled functions (Numba's
// complex64 and complex128): a complex value is two float leaves, its
// real and imaginary parts (complex64's rounded to float32 after every
// operation, as float32's are). +, -, * and comparisons are IR; division,
// powers and the cmath functions are one call of jit_fn_complex, which
// computes them with CPython's algorithms and errors and leaves the two
// words in FuncCtx::ret. Used by the rules in jit/infer_ops.cpp and
// jit/infer_calls.cpp.
#include "jit/infer.h"
#include "vm/ast.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

bool real_or_complex(TypeId t) { return is_number_type(t) || is_complex_type(t); }

IRRef f32(Infer& I, TypeId t, IRRef x) { return type_at(t).bits == 64 ? I.emit(IrOp::TOF32, IrType::Float, x) : x; }

Val make(Infer& I, TypeId t, IRRef re, IRRef im) { return Val{t, {f32(I, t, re), f32(I, t, im)}}; }

// One jit_fn_complex call: op on (a, b) and (c, d), the result's words.
Val call(Infer& I, ComplexOp op, TypeId t, const std::vector<IRRef>& in, bool real_result = false) {
  std::vector<IRRef> words{I.kint((int64_t)op)};
  words.insert(words.end(), in.begin(), in.end());
  call_words(I, (void*)&jit_fn_complex, nullptr, words, IrType::Int);
  if (!I.emitting) return real_result ? Val{t_float(64), {0}} : Val{t, {0, 0}};
  IRRef cx = I.emit(IrOp::ARG, IrType::Ptr, 0, 0, -1);
  auto word = [&](int k) { return I.emit(IrOp::FLOAD, IrType::Float, cx, 0, mem_k((int64_t)(offsetof(FuncCtx, ret) + 8 * k), mem_class<FuncCtx>())); };
  if (real_result) return I.scalar(t_float(64), word(0));
  return make(I, t, word(0), word(1));
}

struct CmathFn {
  const char* name;
  ComplexOp op;
};
const CmathFn kCmath[] = {
    {"sqrt", ComplexOp::Sqrt}, {"exp", ComplexOp::Exp},   {"log", ComplexOp::Log},   {"log10", ComplexOp::Log10},
    {"sin", ComplexOp::Sin},   {"cos", ComplexOp::Cos},   {"tan", ComplexOp::Tan},   {"asin", ComplexOp::Asin},
    {"acos", ComplexOp::Acos}, {"atan", ComplexOp::Atan}, {"sinh", ComplexOp::Sinh}, {"cosh", ComplexOp::Cosh},
    {"tanh", ComplexOp::Tanh}, {"asinh", ComplexOp::Asinh}, {"acosh", ComplexOp::Acosh}, {"atanh", ComplexOp::Atanh},
};

}  // namespace

bool complex_leaves(Infer& I, const Val& v, TypeId t, std::vector<IRRef>& out) {
  if (!real_or_complex(v.t)) return I.fail("tpy cannot convert " + type_name(v.t) + " to " + type_name(t)), false;
  if (!I.emitting) {
    out.assign(2, 0);
    return true;
  }
  if (is_complex_type(v.t)) {
    // complex128 into complex64 rounds; complex64 parts are float32 values already.
    out = type_at(v.t).bits == 128 ? std::vector<IRRef>{f32(I, t, v.leaves[0]), f32(I, t, v.leaves[1])} : v.leaves;
    return true;
  }
  out = {f32(I, t, I.convert(v, t_float(64))), I.kfloat(0.0)};
  return true;
}

bool complex_binop(Infer& I, int k, const Val& x, const Val& y, Val& res) {
  if (!(is_complex_type(x.t) || is_complex_type(y.t)) || !real_or_complex(x.t) || !real_or_complex(y.t)) return false;
  TypeId t = unify(x.t, y.t);
  std::vector<IRRef> a, b;
  if (!complex_leaves(I, x, t, a) || !complex_leaves(I, y, t, b)) return false;
  auto e = [&](IrOp op, IRRef p, IRRef q) { return I.emit(op, IrType::Float, p, q); };
  switch ((BinOpKind)k) {
    case BinOpKind::Add: res = make(I, t, e(IrOp::FADD, a[0], b[0]), e(IrOp::FADD, a[1], b[1])); return true;
    case BinOpKind::Sub: res = make(I, t, e(IrOp::FSUB, a[0], b[0]), e(IrOp::FSUB, a[1], b[1])); return true;
    case BinOpKind::Mul:
      res = make(I, t, e(IrOp::FSUB, e(IrOp::FMUL, a[0], b[0]), e(IrOp::FMUL, a[1], b[1])),
                 e(IrOp::FADD, e(IrOp::FMUL, a[0], b[1]), e(IrOp::FMUL, a[1], b[0])));
      return true;
    case BinOpKind::TrueDiv: res = call(I, I.numpy_errors() ? ComplexOp::DivNumpy : ComplexOp::Div, t, {a[0], a[1], b[0], b[1]}); return true;
    case BinOpKind::Pow: res = call(I, ComplexOp::Pow, t, {a[0], a[1], b[0], b[1]}); return true;
    default: return false;
  }
}

bool complex_compare(Infer& I, int k, const Val& x, const Val& y, Val& res) {
  if (!(is_complex_type(x.t) || is_complex_type(y.t)) || !real_or_complex(x.t) || !real_or_complex(y.t)) return false;
  if ((CmpOpKind)k != CmpOpKind::Eq && (CmpOpKind)k != CmpOpKind::NotEq) return false;
  TypeId t = unify(x.t, y.t);
  std::vector<IRRef> a, b;
  if (!complex_leaves(I, x, t, a) || !complex_leaves(I, y, t, b)) return false;
  bool eq = (CmpOpKind)k == CmpOpKind::Eq;
  Cond c = eq ? Cond::EQ : Cond::NE;
  IRRef re = I.emit(IrOp::CMP, IrType::Bool, a[0], b[0], (int64_t)c), im = I.emit(IrOp::CMP, IrType::Bool, a[1], b[1], (int64_t)c);
  res = I.scalar(t_bool(), I.emit(eq ? IrOp::BAND : IrOp::BOR, IrType::Bool, re, im));
  return true;
}

bool complex_negate(Infer& I, const Val& x, Val& res) {
  if (!is_complex_type(x.t)) return false;
  res = I.emitting ? Val{x.t, {I.emit(IrOp::FNEG, IrType::Float, x.leaves[0]), I.emit(IrOp::FNEG, IrType::Float, x.leaves[1])}} : x;
  return true;
}

IRRef complex_truthy(Infer& I, const Val& x) {
  IRRef re = I.emit(IrOp::CMP, IrType::Bool, x.leaves[0], I.kfloat(0.0), (int64_t)Cond::NE);
  IRRef im = I.emit(IrOp::CMP, IrType::Bool, x.leaves[1], I.kfloat(0.0), (int64_t)Cond::NE);
  return I.emit(IrOp::BOR, IrType::Bool, re, im);
}

bool complex_attr(Infer& I, const Val& x, const std::string& name, Val& res) {
  if (!is_complex_type(x.t)) return false;
  TypeId ft = t_float(type_at(x.t).bits / 2);
  if (name == "real" || name == "imag") {
    res = I.scalar(ft, x.leaves.empty() ? 0 : x.leaves[name == "real" ? 0 : 1]);
    return true;
  }
  if (name == "conjugate") {
    res = Val{t_method(x.t, name), {}};
    return true;
  }
  return false;
}

bool complex_method(Infer& I, const Val& x, const std::string& name, const std::vector<Val>& args, Val& res) {
  if (!is_complex_type(x.t) || name != "conjugate" || !args.empty()) return false;
  res = I.emitting ? Val{x.t, {x.leaves[0], I.emit(IrOp::FNEG, IrType::Float, x.leaves[1])}} : x;
  return true;
}

bool complex_builtin(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res) {
  if (name == "complex") {
    if (args.empty() || args.size() > 2) return false;
    for (const Val& a : args)
      if (!real_or_complex(a.t) || is_complex_type(a.t)) return false;
    IRRef re = I.convert(args[0], t_float(64)), im = args.size() == 2 ? I.convert(args[1], t_float(64)) : I.kfloat(0.0);
    res = make(I, t_complex(128), re, im);
    return true;
  }
  if (name == "abs" && args.size() == 1 && is_complex_type(args[0].t)) {
    TypeId ft = t_float(type_at(args[0].t).bits / 2);
    IRRef h = I.emit(IrOp::FCALL, IrType::Float, args[0].leaves.empty() ? 0 : args[0].leaves[0],
                     args[0].leaves.empty() ? 0 : args[0].leaves[1], (int64_t)MathFn::Hypot);
    res = I.scalar(ft, type_at(ft).bits == 32 ? I.emit(IrOp::TOF32, IrType::Float, h) : h);
    return true;
  }
  return false;
}

bool cmath_call(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res) {
  for (const Val& a : args)
    if (!real_or_complex(a.t)) return false;
  auto arg = [&](size_t k, TypeId& t, std::vector<IRRef>& l) {
    t = is_complex_type(args[k].t) ? args[k].t : t_complex(128);
    return complex_leaves(I, args[k], t, l);
  };
  TypeId t;
  std::vector<IRRef> z;
  if (name == "rect" && args.size() == 2) {
    for (const Val& a : args)
      if (is_complex_type(a.t)) return false;
    res = call(I, ComplexOp::Rect, t_complex(128), {I.convert(args[0], t_float(64)), I.convert(args[1], t_float(64))});
    return true;
  }
  if (args.size() != 1 || !arg(0, t, z)) return false;
  if (name == "phase") {
    res = I.scalar(t_float(64), I.emit(IrOp::FCALL, IrType::Float, z[1], z[0], (int64_t)MathFn::Atan2));
    return true;
  }
  if (name == "polar") {
    IRRef r = I.emit(IrOp::FCALL, IrType::Float, z[0], z[1], (int64_t)MathFn::Hypot);
    IRRef p = I.emit(IrOp::FCALL, IrType::Float, z[1], z[0], (int64_t)MathFn::Atan2);
    res = Val{t_tuple({t_float(64), t_float(64)}), {r, p}};
    return true;
  }
  if (name == "isnan" || name == "isinf" || name == "isfinite") {
    auto test = [&](IRRef x) {
      if (name == "isnan") return I.emit(IrOp::CMP, IrType::Bool, x, x, (int64_t)Cond::NE);
      IRRef ax = I.emit(IrOp::FABS, IrType::Float, x);
      return I.emit(IrOp::CMP, IrType::Bool, ax, I.kfloat(INFINITY), (int64_t)(name == "isinf" ? Cond::EQ : Cond::LT));
    };
    IRRef a = test(z[0]), b = test(z[1]);
    res = I.scalar(t_bool(), I.emit(name == "isfinite" ? IrOp::BAND : IrOp::BOR, IrType::Bool, a, b));
    return true;
  }
  for (const CmathFn& f : kCmath)
    if (name == f.name) {
      res = call(I, f.op, t, {z[0], z[1]});
      return true;
    }
  return false;
}

}  // namespace tpy::jit
