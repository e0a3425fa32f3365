// infer_ops.cpp — the function compiler's rule per opcode (infer_<OP>):
// each types its instruction from the types of its operands (Numba's
// rules) and, when the driver lowers (I.emitting), emits the typed IR.
// A rule that cannot type its operands fails with Numba's reason. Calls
// of built-ins, math, NumPy and other dispatchers are typed in
// infer_call (infer_calls.cpp); array indexing in the subscript rules.
#include <cmath>
#include "builtins/numpy/ndarray.h"
#include "builtins/numpy/ufunc.h"
#include "jit/infer.h"
#include "jit/trace.h"
#include "vm/ast.h"
#include "vm/dict.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

const char* const kBinFns[] = {"add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
                               "lshift", "rshift", "and_", "or_", "xor"};

}  // namespace

IrType ir_type(TypeId t) {
  auto l = leaf_types(t);
  return l.size() == 1 ? l[0] : IrType::Void;
}


namespace {
std::string no_impl_names(const std::string& fn, const std::vector<std::string>& args) {
  std::string s = "No implementation of function " + fn + " found for signature:\n \n >>> " ;
  std::string name = fn;
  for (std::string what : {"<built-in function ", "<intrinsic "}) {
    size_t lt = name.find(what);
    if (lt != std::string::npos) name = name.substr(lt + what.size(), name.find('>', lt) - lt - what.size());
  }
  size_t cls = name.find("<class '");   // Function(<class 'str'>): str(...)
  if (cls != std::string::npos) name = name.substr(cls + 8, name.find('\'', cls + 8) - cls - 8);
  s += name + "(";
  for (size_t i = 0; i < args.size(); i++) s += (i ? ", " : "") + args[i];
  return s + ")";
}
}  // namespace

std::string no_impl(const std::string& fn, const std::vector<TypeId>& args) {
  std::vector<std::string> names;
  for (TypeId t : args) names.push_back(type_name(t));
  return no_impl_names(fn, names);
}

std::string no_impl_v(const std::string& fn, const std::vector<Val>& args) {
  std::vector<std::string> names;
  for (const Val& v : args) names.push_back(val_type_name(v));
  return no_impl_names(fn, names);
}

std::string val_type_name(const Val& v) {
  if (v.lit.is_int()) return "Literal[int](" + std::to_string(v.lit.i) + ")";
  if (v.lit.is_bool()) return std::string("Literal[bool](") + (v.lit.b ? "True" : "False") + ")";
  if (is_layout(v.lit, Layout::Str)) return "Literal[str](" + as<Str>(v.lit)->text() + ")";
  if ((is_layout(v.lit, Layout::Tuple) || v.item_lits) && is_tuple(v.t)) {
    // A constant tuple: its items' literal types, (0, 0) is UniTuple(Literal[int](0) x 2).
    auto items = tuple_items(v.t);
    const auto& vals = v.item_lits ? *v.item_lits : static_cast<Tuple*>(v.lit.o)->items;
    std::vector<std::string> names;
    for (size_t k = 0; k < items.size() && k < vals.size(); k++) {
      Val iv{items[k], {}};
      iv.lit = vals[k];
      names.push_back(val_type_name(iv));
    }
    bool uniform = !names.empty();
    for (auto& n : names) uniform = uniform && n == names[0];
    if (uniform) return "UniTuple(" + names[0] + " x " + std::to_string(names.size()) + ")";
    std::string s = "Tuple(";
    for (size_t k = 0; k < names.size(); k++) s += (k ? ", " : "") + names[k];
    return s + ")";
  }
  return type_name(v.t);
}

// ---- values ------------------------------------------------------------------

IRRef Infer::convert(const Val& v, TypeId to) {
  if (v.t == to || v.leaves.empty()) return v.leaves.empty() ? 0 : v.leaves[0];
  IRRef x = v.leaves[0];
  const NbType& from = type_at(v.t);
  const NbType& dst = type_at(to);
  if (dst.kind == NbKind::Float) {
    IRRef f;
    if (from.kind == NbKind::Float) f = x;
    else if (from.kind == NbKind::UInt && from.bits == 64) f = emit(IrOp::UTOF, IrType::Float, x);
    else f = emit(IrOp::ITOF, IrType::Float, x);
    return dst.bits == 32 && !(from.kind == NbKind::Float && from.bits == 32) ? emit(IrOp::TOF32, IrType::Float, f) : f;
  }
  if (dst.kind == NbKind::Bool) {
    if (from.kind == NbKind::Float) return emit(IrOp::CMP, IrType::Bool, x, kfloat(0.0), (int64_t)Cond::NE);
    return emit(IrOp::CMP, IrType::Bool, x, kint(0), (int64_t)Cond::NE);
  }
  if (dst.kind == NbKind::Int || dst.kind == NbKind::UInt) {
    IRRef i = from.kind == NbKind::Float ? emit(IrOp::FTOI, IrType::Int, x) : x;
    if (dst.bits < 64) {
      // Keep narrow integers sign- or zero-extended in their 64 bits.
      int sh = 64 - dst.bits;
      i = emit(IrOp::SHL, IrType::Int, i, kint(sh));
      i = emit(dst.kind == NbKind::Int ? IrOp::SAR : IrOp::SHR, IrType::Int, i, kint(sh));
    }
    return i;
  }
  return x;
}

IRRef Infer::truthy(const Val& v, bool& ok) {
  ok = true;
  const NbType& t = type_at(v.t);
  switch (t.kind) {
    case NbKind::Bool: return v.leaves.empty() ? 0 : v.leaves[0];
    case NbKind::Int: case NbKind::UInt: case NbKind::Float: return convert(v, t_bool());
    case NbKind::None: return kint(0, IrType::Bool);
    case NbKind::Str: return str_truthy(*this, v);
    case NbKind::Complex: return complex_truthy(*this, v);
    case NbKind::ObjList: return list_truthy(*this, v);
    case NbKind::ObjDict: return dict_truthy(*this, v);
    default: ok = false; return 0;
  }
}

bool Infer::freeze(Value v, const std::string& name, Val& out_v) {
  switch (v.tag) {
    case Tag::Int: out_v = scalar(t_int(64), kint(v.i)); return true;
    case Tag::Float: out_v = scalar(t_float(64), kfloat(v.f)); return true;
    case Tag::Bool: out_v = scalar(t_bool(), kint(v.b, IrType::Bool)); return true;
    case Tag::None: out_v = scalar(t_none(), kint(0, IrType::None)); return true;
    case Tag::Undef: return fail("NameError: name '" + name + "' is not defined");
    case Tag::Obj: break;
  }
  TypeObject* ty = v.o->type;
  if (is_ndarray(vm, v)) {
    // A global array is a constant: a copy of its contents at compile
    // time, read-only (as Numba, which embeds it in the code).
    NdArray* a = static_cast<NdArray*>(v.o);
    std::string why;
    TypeId t = type_of_value(vm, v, why);
    if (!t) return fail(why);
    const NbType& nt = type_at(t);
    if (emitting) {
      a = nd_copy_as(vm, a, a->dtype);
      if (!a) {
        vm.take_pending();
        return fail("out of memory freezing the global array '" + name + "'");
      }
      a->flags &= ~(uint32_t)kNdWriteable;
      out->keep.push_back(a);
    }
    t = t_array(nt.dtype, nt.ndim, 'C', true);
    Val r{t, {kptr(a), kptr(a->data)}};
    for (int d = 0; d < a->ndim; d++) r.leaves.push_back(kint(a->shape[d]));
    for (int d = 0; d < a->ndim; d++) r.leaves.push_back(kint(a->strides[d]));
    out_v = r;
    return true;
  }
  if (ty->layout == Layout::Complex) {   // a complex constant: its parts
    out_v = Val{t_complex(128), {kfloat(static_cast<Complex*>(v.o)->re), kfloat(static_cast<Complex*>(v.o)->im)}};
    return true;
  }
  if (ty->layout == Layout::Str) {   // a frozen global str: the object itself, kept alive by the code
    out->keep.push_back(v.o);
    out_v = Val{t_str(), {kptr(v.o, IrType::Obj)}};
    out_v.lit = v;
    return true;
  }
  if (ty->layout == Layout::Tuple) {
    std::vector<TypeId> items;
    Val r;
    for (Value item : static_cast<Tuple*>(v.o)->items) {
      Val iv;
      if (!freeze(item, name, iv)) return false;
      items.push_back(iv.t);
      r.leaves.insert(r.leaves.end(), iv.leaves.begin(), iv.leaves.end());
    }
    r.t = t_tuple(items);
    out_v = r;
    return true;
  }
  if (opt.cuda && ty->layout == Layout::Type && cuda_freeze(*this, v, out_v)) return true;
  // (Bound methods: np.random's functions, read by np_random_call.)
  if (ty->layout == Layout::Module || ty->layout == Layout::Builtin ||
      ty == np_state(vm).ufunc || ty->layout == Layout::Type || ty == vm.t.method) {
    out->keep.push_back(v.o);
    out_v = Val{t_const(v), {}};
    return true;
  }
  if (Function* f = dispatcher_hooks().py_func_of ? dispatcher_hooks().py_func_of(vm, v) : nullptr) {
    out->keep.push_back(v.o);
    out_v = Val{t_const(v, "type(CPUDispatcher(<function " + f->name->text() + ">))"), {}};
    return true;
  }
  if (ty->layout == Layout::Instance && is_str(ty->module) && as<Str>(ty->module)->text() == "numba.np.ufunc.dufunc") {
    // A dynamic @vectorize ufunc (numba.np.ufunc's DUFunc): its numpy.ufunc,
    // which compiled code calls (infer_calls.cpp, user_ufunc_call).
    Value flag, uf;
    if (get_attr(vm, v, vm.intern("_tpy_dufunc"), flag) && flag.is_bool() && flag.b &&
        get_attr(vm, v, vm.intern("ufunc"), uf) && uf.is_obj() && uf.o->type == np_state(vm).ufunc) {
      out->keep.push_back(v.o);
      out->keep.push_back(uf.o);
      out_v = Val{t_const(uf), {}};
      return true;
    }
    vm.take_pending();
  }
  if (thread_function(v)) {   // numba.get_num_threads and friends (infer_calls.cpp)
    out->keep.push_back(v.o);
    out_v = Val{t_const(v, "Function(" + as<Function>(v)->name->text() + ")"), {}};
    return true;
  }
  if (is_str(ty->module) && std::string(as<Str>(ty->module)->text()).rfind("numba.core.types", 0) == 0) {
    // A Numba type object (types.int64, types.unicode_type): a constant
    // (typed.Dict.empty and typed.List.empty_list read its name).
    out->keep.push_back(v.o);
    out_v = Val{t_const(v, "class(" + std::string(ty->name->text()) + ")"), {}};
    return true;
  }
  std::string why;
  type_of_value(vm, v, why);   // Numba's wording, the class named with its module
  return fail("Untyped global name '" + name + "': " + why);
}

// ---- the rules ---------------------------------------------------------------

namespace {

// Whether an operand of array instruction `in` is a temporary array made
// fresh (a CALLX marked fresh_array) a few instructions before, in this
// block, with nothing between them touching its register; that dies here
// and that no other register holds: then the result may overwrite it
// (a * 2.0 + 1.0 makes one array, not two). out: that operand.
bool dying_temp(Infer& I, const Instr& in, Val& out) {
  if (!I.emitting) return false;
  auto made_just_before = [&](int reg) {
    for (uint32_t p = I.pc; p-- > 0 && p + 4 >= I.pc;) {
      const Instr& q = I.code->code[p];
      if (ends_block(q.op)) return false;
      if (q.a == reg) return q.op == Op::BINARY_OP || q.op == Op::CALL || q.op == Op::CALL_METHOD;
      if (q.b == reg || q.c == reg) return false;
    }
    return false;
  };
  for (int reg : {(int)in.b, (int)in.c}) {
    if (reg < I.code->nlocals || reg == (int)in.a || !made_just_before(reg) || reg_live(I.code, I.pc + 1, (uint32_t)reg)) continue;
    if (reg == (int)in.b && reg == (int)in.c) continue;
    const Val& v = I.regs[reg];
    const NbType& t = type_at(v.t);
    if (t.kind != NbKind::Array || t.layout != 'C' || v.leaves.empty()) continue;
    const IrIns& owner = I.out->ir[v.leaves[0]];
    if (owner.op != IrOp::CALLX || !reinterpret_cast<const CallSpec*>((intptr_t)owner.k)->fresh_array) continue;
    bool shared = false;
    for (size_t r = 0; r < I.regs.size() && !shared; r++)
      if ((int)r != reg)
        for (IRRef l : I.regs[r].leaves) shared |= l == v.leaves[0];
    if (shared) continue;
    out = v;
    return true;
  }
  return false;
}

bool infer_binary(Infer& I, const Instr& in, int op, const Val& x, const Val& y) {
  BinOpKind k = (BinOpKind)(op % kInplaceOffset);
  auto bad = [&] {
    return I.fail(no_impl_v(std::string("Function(<built-in function ") + kBinFns[(int)k] + ">)", {x, y}));
  };
  if (type_at(x.t).kind == NbKind::Array || type_at(y.t).kind == NbKind::Array) {
    if (op >= kInplaceOffset && type_at(x.t).kind == NbKind::Array && type_at(y.t).kind == NbKind::Array &&
        type_at(y.t).ndim > type_at(x.t).ndim) {
      // The result cannot go into x (Numba: no implementation of isub...).
      std::string n = kBinFns[(int)k];
      if (n.back() == '_') n.pop_back();
      return I.fail(no_impl_v("Function(<built-in function i" + n + ">)", {x, y}));
    }
    Val r;
    Val dying;
    if (op < kInplaceOffset && dying_temp(I, in, dying)) I.reuse = &dying;
    bool ok = array_binop(I, (int)k, x, y, r);
    I.reuse = nullptr;
    if (!ok) return I.reason.empty() ? bad() : false;
    if (op >= kInplaceOffset && type_at(x.t).kind == NbKind::Array) {
      // a += b writes into a (NumPy's in-place operators).
      if (!copy_into(I, x, r)) return false;
      I.set(in.a, x);
      return true;
    }
    I.set(in.a, r);
    return true;
  }
  if (type_at(x.t).kind == NbKind::ObjList || type_at(y.t).kind == NbKind::ObjList) {
    Val r;
    if (op >= kInplaceOffset && k == BinOpKind::Add && type_at(x.t).kind == NbKind::ObjList) {
      // l += other extends l in place (Python's and Numba's list.__iadd__).
      std::vector<std::pair<std::string, Val>> none;
      if (!list_method(I, x, "extend", {y}, none, r)) return I.reason.empty() ? bad() : false;
      I.set(in.a, I.get(in.b));
      return true;
    }
    if (!list_binop(I, (int)k, x, y, r)) return I.reason.empty() ? bad() : false;
    I.set(in.a, r);
    return true;
  }
  if (type_at(x.t).kind == NbKind::Str || type_at(y.t).kind == NbKind::Str) {
    Val r;
    if (!str_binop(I, (int)k, x, y, r)) return I.reason.empty() ? bad() : false;
    I.set(in.a, r);
    return true;
  }
  if (is_complex_type(x.t) || is_complex_type(y.t)) {
    Val r;
    if (!complex_binop(I, (int)k, x, y, r)) return I.reason.empty() ? bad() : false;
    I.set(in.a, r);
    return true;
  }
  if (!is_number_type(x.t) || !is_number_type(y.t)) return bad();
  TypeId rt = arith_result(x.t, y.t);
  bool fl = is_float_type(rt);
  bool unsig = type_at(rt).kind == NbKind::UInt;
  auto fop = [&](IrOp o) {
    IRRef r = I.emit(o, IrType::Float, I.convert(x, rt), I.convert(y, rt));
    return type_at(rt).bits == 32 ? I.emit(IrOp::TOF32, IrType::Float, r) : r;
  };
  IRRef r = 0;
  switch (k) {
    case BinOpKind::Add: r = fl ? fop(IrOp::FADD) : I.emit(IrOp::ADD, IrType::Int, I.convert(x, rt), I.convert(y, rt)); break;
    case BinOpKind::Sub: r = fl ? fop(IrOp::FSUB) : I.emit(IrOp::SUB, IrType::Int, I.convert(x, rt), I.convert(y, rt)); break;
    case BinOpKind::Mul: r = fl ? fop(IrOp::FMUL) : I.emit(IrOp::MUL, IrType::Int, I.convert(x, rt), I.convert(y, rt)); break;
    case BinOpKind::TrueDiv: {
      TypeId ft = fl ? rt : t_float(64);
      IRRef b = I.convert(y, ft);
      if (!I.numpy_errors()) I.raise_if(b, I.kfloat(0.0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, "division by zero");
      IRRef q = I.emit(IrOp::FDIV, IrType::Float, I.convert(x, ft), b);
      if (type_at(ft).bits == 32) q = I.emit(IrOp::TOF32, IrType::Float, q);
      I.set(in.a, I.scalar(ft, q));
      return true;
    }
    case BinOpKind::FloorDiv: case BinOpKind::Mod: {
      bool div = k == BinOpKind::FloorDiv;
      if (fl) {
        IRRef a = I.convert(x, rt), b = I.convert(y, rt);
        if (!I.numpy_errors())
          I.raise_if(b, I.kfloat(0.0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, div ? "division by zero" : "modulo by zero");
        // Python's float floor division and modulo.
        r = I.emit(IrOp::FCALL, IrType::Float, a, b, (int64_t)(div ? MathFn::PyFloorDiv : MathFn::PyMod));
        if (type_at(rt).bits == 32) r = I.emit(IrOp::TOF32, IrType::Float, r);
        break;
      }
      IRRef a = I.convert(x, rt), b = I.convert(y, rt);
      if (!I.numpy_errors()) {
        I.raise_if(b, I.kint(0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError,
                   div ? "integer division by zero" : "integer modulo by zero");
      }
      IRRef zero = 0;
      if (I.numpy_errors() && !(I.emitting && I.out->ir.is_const(b) && I.out->ir[b].k != 0)) {
        // NumPy's model: x // 0 and x % 0 are 0. Divide by 1 instead, then mask.
        zero = I.emit(IrOp::CMP, IrType::Bool, b, I.kint(0), (int64_t)Cond::EQ);
        b = I.emit(IrOp::ADD, IrType::Int, b, zero);
      }
      if (unsig) r = I.emit(IrOp::UDIV, IrType::Int, a, b, div ? 0 : 1);
      else r = I.emit(div ? IrOp::FLOORDIV : IrOp::FLOORMOD, IrType::Int, a, b, 1);
      if (zero) r = I.emit(IrOp::BAND, IrType::Int, r, I.emit(IrOp::SUB, IrType::Int, zero, I.kint(1)));
      break;
    }
    case BinOpKind::Pow: {
      if (fl || is_float_type(y.t)) {
        TypeId ft = fl ? rt : t_float(64);
        r = float_pow(I, I.convert(x, ft), I.convert(y, ft));
        if (type_at(ft).bits == 32) r = I.emit(IrOp::TOF32, IrType::Float, r);
        I.set(in.a, I.scalar(ft, r));
        return true;
      }
      r = call_words(I, (void*)&jit_fn_ipow, nullptr, {I.convert(x, rt), I.convert(y, rt)}, IrType::Int);
      break;
    }
    case BinOpKind::LShift: case BinOpKind::RShift: case BinOpKind::BitAnd: case BinOpKind::BitOr:
    case BinOpKind::BitXor: {
      if (fl) return bad();
      if (type_at(x.t).kind == NbKind::Bool && type_at(y.t).kind == NbKind::Bool && k >= BinOpKind::BitAnd) {
        IrOp o = k == BinOpKind::BitAnd ? IrOp::BAND : k == BinOpKind::BitOr ? IrOp::BOR : IrOp::BXOR;
        I.set(in.a, I.scalar(t_bool(), I.emit(o, IrType::Bool, x.leaves.empty() ? 0 : x.leaves[0],
                                               y.leaves.empty() ? 0 : y.leaves[0])));
        return true;
      }
      IRRef a = I.convert(x, rt), b = I.convert(y, rt);
      IrOp o = k == BinOpKind::LShift ? IrOp::SHL : k == BinOpKind::RShift ? (unsig ? IrOp::SHR : IrOp::SAR)
             : k == BinOpKind::BitAnd ? IrOp::BAND : k == BinOpKind::BitOr ? IrOp::BOR : IrOp::BXOR;
      if (o == IrOp::SHL || o == IrOp::SAR || o == IrOp::SHR) b = I.emit(IrOp::BAND, IrType::Int, b, I.kint(63));
      r = I.emit(o, IrType::Int, a, b);
      break;
    }
    case BinOpKind::MatMul: return bad();
  }
  I.set(in.a, I.scalar(rt, r));
  return true;
}

bool infer_compare(Infer& I, const Instr& in, const Val& x, const Val& y) {
  CmpOpKind k = (CmpOpKind)in.x;
  static const char* const names[] = {"lt", "le", "eq", "ne", "gt", "ge"};
  if ((int)k <= (int)CmpOpKind::GtE && (type_at(x.t).kind == NbKind::Array || type_at(y.t).kind == NbKind::Array)) {
    Val r;
    if (!array_compare(I, (Cond)(int)k, x, y, r)) {
      if (!I.reason.empty()) return false;
      return I.fail(no_impl(std::string("Function(<built-in function ") + names[(int)k] + ">)", {x.t, y.t}));
    }
    I.set(in.a, r);
    return true;
  }
  if ((int)k <= (int)CmpOpKind::GtE) {
    Val r;
    if (str_compare(I, (int)k, x, y, r) || list_compare(I, (int)k, x, y, r) || complex_compare(I, (int)k, x, y, r)) {
      I.set(in.a, r);
      return true;
    }
  }
  if ((int)k > (int)CmpOpKind::GtE || !is_number_type(x.t) || !is_number_type(y.t)) {
    if (type_at(x.t).kind == NbKind::None && type_at(y.t).kind == NbKind::None && (k == CmpOpKind::Eq || k == CmpOpKind::NotEq)) {
      I.set(in.a, I.scalar(t_bool(), I.kint(k == CmpOpKind::Eq, IrType::Bool)));
      return true;
    }
    std::string fn = std::string("Function(<built-in function ") + ((int)k <= 5 ? names[(int)k] : "contains") + ">)";
    if (type_at(x.t).kind == NbKind::Str || type_at(y.t).kind == NbKind::Str) return I.fail(no_impl_v(fn, {x, y}));
    return I.fail(no_impl(fn, {x.t, y.t}));
  }
  TypeId ct = arith_result(x.t, y.t);
  if (is_float_type(x.t) || is_float_type(y.t)) ct = t_float(64);
  IRRef r = I.emit(IrOp::CMP, IrType::Bool, I.convert(x, ct), I.convert(y, ct), (int64_t)(Cond)(int)k);
  I.set(in.a, I.scalar(t_bool(), r));
  return true;
}

namespace {



}  // namespace

bool infer_subscr(Infer& I, const Instr& in) {
  Val a = I.get(in.b), key = I.get(in.c);
  const NbType& at = type_at(a.t);
  if (is_tuple(a.t)) {
    // A constant index into a tuple (what Numba can type).
    if (!I.emitting && !is_int_type(key.t)) return I.fail(no_impl("Function(<built-in function getitem>)", {a.t, key.t}));
    if (!is_int_type(key.t)) return I.fail("tuple index must be an int");
    // The index must be known now: typing needs it.
    const Instr* src = nullptr;
    for (int64_t p = (int64_t)I.pc - 1; p >= 0; p--) {
      const Instr& pi = I.code->code[p];
      if (pi.op == Op::LOAD_CONST && pi.a == in.c) { src = &pi; break; }
    }
    if (!src || !I.code->consts[src->b].is_int())
      return I.fail("tpy: a tuple can only be indexed by a constant int in compiled code");
    auto items = tuple_items(a.t);
    int64_t idx = I.code->consts[src->b].i;
    if (idx < 0) idx += (int64_t)items.size();
    if (idx < 0 || idx >= (int64_t)items.size()) return I.fail("tuple index out of range");
    size_t first = 0;
    for (int64_t j = 0; j < idx; j++) first += leaf_types(items[j]).size();
    Val r{items[idx], {}};
    size_t n = leaf_types(items[idx]).size();
    for (size_t j = 0; j < n; j++) r.leaves.push_back(a.leaves.empty() ? 0 : a.leaves[first + j]);
    I.set(in.a, r);
    return true;
  }
  if (at.kind == NbKind::ObjDict) {
    Val r;
    if (!dict_subscr(I, a, key, r)) return I.reason.empty() ? I.fail(no_impl_v("Function(<built-in function getitem>)", {a, key})) : false;
    I.set(in.a, r);
    return true;
  }
  if (at.kind == NbKind::ObjList) {
    Val r;
    if (!list_subscr(I, a, key, r)) return I.reason.empty() ? I.fail(no_impl_v("Function(<built-in function getitem>)", {a, key})) : false;
    I.set(in.a, r);
    return true;
  }
  if (at.kind == NbKind::Str) {
    Val r;
    if (!str_subscr(I, a, key, r)) return I.fail(no_impl_v("Function(<built-in function getitem>)", {a, key}));
    I.set(in.a, r);
    return true;
  }
  if (at.kind != NbKind::Array) return I.fail(no_impl("Function(<built-in function getitem>)", {a.t, key.t}));
  std::vector<Val> idx;
  if (int_indices(key, idx) && (int)idx.size() == at.ndim) {
    std::vector<IRRef> norm;
    for (size_t d = 0; d < idx.size(); d++) norm.push_back(I.emitting ? norm_index(I, a, (int)d, idx[d]) : 0);
    TypeId et = dtype_type(at.dtype);
    IRRef v = 0;
    if (I.emitting) v = I.emit(IrOp::ELOAD, ir_type(et), element_addr(I, a, norm), 0, (int64_t)at.dtype);
    I.set(in.a, I.scalar(et, v));
    return true;
  }
  Val view;
  if (!view_of(I, a, key, view)) return I.fail(no_impl_v("Function(<built-in function getitem>)", {a, key}));
  I.set(in.a, view);
  return true;
}

bool infer_store_subscr(Infer& I, const Instr& in) {
  Val a = I.get(in.a), key = I.get(in.b), v = I.get(in.c);
  const NbType& at = type_at(a.t);
  if (at.kind == NbKind::ObjDict) {
    if (dict_store_subscr(I, a, key, v)) return true;
    return I.reason.empty() ? I.fail(no_impl_v("Function(<built-in function setitem>)", {a, key, v})) : false;
  }
  if (at.kind == NbKind::ObjList) {
    if (list_store_subscr(I, a, key, v)) return true;
    return I.reason.empty() ? I.fail(no_impl_v("Function(<built-in function setitem>)", {a, key, v})) : false;
  }
  if (at.kind != NbKind::Array) return I.fail(no_impl("Function(<built-in function setitem>)", {a.t, key.t, v.t}));
  if (at.readonly) return I.fail("Cannot modify readonly array of type: " + type_name(a.t));
  std::vector<Val> idx;
  if (!int_indices(key, idx) || (int)idx.size() != at.ndim) {
    // a[slices] = array or scalar: into the view.
    Val view;
    if ((is_number_type(v.t) || type_at(v.t).kind == NbKind::Array) && view_of(I, a, key, view))
      return copy_into(I, view, v);
    if (!I.reason.empty()) return false;
    return I.fail(no_impl_v("Function(<built-in function setitem>)", {a, key, v}));
  }
  if (!is_number_type(v.t)) return I.fail(no_impl_v("Function(<built-in function setitem>)", {a, key, v}));
  if (!I.emitting) return true;
  std::vector<IRRef> norm;
  for (size_t d = 0; d < idx.size(); d++) norm.push_back(norm_index(I, a, (int)d, idx[d]));
  TypeId et = dtype_type(at.dtype);
  I.emit(IrOp::ESTORE, IrType::Void, element_addr(I, a, norm), I.convert(v, et), (int64_t)at.dtype);
  return true;
}

// Whether the list BUILD_LIST at `at` makes is only np.array's argument
// (`np.array([x, y, z])`, nested lists too): then it stays a literal list
// whose items np.array stores straight into the new array, no list made.
// The list is a temporary register that the next instructions of the
// block only extend by constants or pass on: into an enclosing BUILD_LIST
// that is itself such an argument, or as the first argument of a call
// of numpy.array.
bool feeds_np_array(Infer& I, uint32_t at) {
  const Instr& b = I.code->code[at];
  int reg = b.a;
  if (reg < I.code->nlocals) return false;
  for (uint32_t p = at + 1; p < I.code->code.size() && p < at + 64; p++) {
    const Instr& n = I.code->code[p];
    if (n.op == Op::BUILD_LIST && reg >= n.b && reg < n.b + n.c) return feeds_np_array(I, p);
    if (n.op == Op::LIST_EXTEND && n.a == reg && n.x == 0) continue;   // [*constants] ([1, 2, 3] compiles so)
    bool call = (n.op == Op::CALL || n.op == Op::CALL_KW) && n.a == reg - 1;
    bool method = (n.op == Op::CALL_METHOD || n.op == Op::CALL_METHOD_KW) && n.a == reg - 2;
    if (call || method) {
      const NbType& ct = type_at(I.regs[n.a].t);
      if (ct.kind != NbKind::Const || !ct.value.is_obj() || ct.value.o->type->layout != Layout::Builtin) return false;
      Module* np = np_state(I.vm).module;
      return np && dict_get_str(np->dict, I.vm.intern("array")).same(ct.value);
    }
    if (n.a == reg || ends_block(n.op)) return false;
  }
  return false;
}

bool infer_attr(Infer& I, const Instr& in, Val obj, const std::string& name, Val& res) {
  if (I.opt.cuda && cuda_attr(I, obj, name, res)) return true;
  if (!I.reason.empty()) return false;
  const NbType& t = type_at(obj.t);
  if (t.kind == NbKind::Const && t.value.is_obj() && t.value.o->type->layout == Layout::Module) {
    Value v = dict_get_str(as<Module>(t.value)->dict, I.vm.intern(name));
    if (v.is_undef())
      return I.fail("Unknown attribute '" + name + "' of type Module(" + as<Module>(t.value)->name->text() + ")");
    return I.freeze(v, name, res);
  }
  if (t.kind == NbKind::Array) {
    if (name == "shape" || name == "strides") {
      std::vector<TypeId> items(t.ndim, t_int(64));
      Val r{t_tuple(items), {}};
      for (int d = 0; d < t.ndim; d++)
        r.leaves.push_back(obj.leaves.empty() ? 0 : obj.leaves[2 + (name == "shape" ? 0 : t.ndim) + d]);
      if (t.ndim == 0) r.t = t_tuple({});
      res = r;
      return true;
    }
    if (name == "dtype") {   // the dtype object, a constant (Numba's dtype(float64))
      Value d = dtype_object(I.vm, t.dtype);
      I.out->keep.push_back(d.o);
      res = Val{t_const(d, std::string("dtype(") + dtype_info(t.dtype).name + ")"), {}};
      return true;
    }
    if (name == "T") {
      // The transpose: a view with the shape and strides reversed; C and F
      // swap (a 1-d array is its own transpose).
      char layout = t.ndim <= 1 ? t.layout : t.layout == 'C' ? 'F' : t.layout == 'F' ? 'C' : 'A';
      Val r{t_array(t.dtype, t.ndim, layout, t.readonly), {}};
      if (!obj.leaves.empty()) {
        r.leaves = {obj.leaves[0], obj.leaves[1]};
        for (int d = t.ndim; d-- > 0;) r.leaves.push_back(obj.leaves[2 + d]);
        for (int d = t.ndim; d-- > 0;) r.leaves.push_back(obj.leaves[2 + t.ndim + d]);
      }
      res = r;
      return true;
    }
    if (name == "ndim" || name == "itemsize") {
      res = I.scalar(t_int(64), I.kint(name == "ndim" ? t.ndim : dtype_size(t.dtype)));
      return true;
    }
    if (name == "size") {
      IRRef s = I.kint(1);
      for (int d = 0; d < t.ndim; d++) s = I.emit(IrOp::MUL, IrType::Int, s, obj.leaves.empty() ? 0 : obj.leaves[2 + d]);
      res = I.scalar(t_int(64), s);
      return true;
    }
    static const char* const methods[] = {"sum", "min", "max", "mean", "argmin", "argmax", "prod", "fill", "copy", "any",
                                          "all", "std", "var", "cumsum", "cumprod", "astype", "reshape", "flatten", "ravel"};
    for (const char* m : methods)
      if (name == m) {
        res = Val{t_method(obj.t, name), {}};
        return true;
      }
  }
  if (str_attr(obj, name, res) || list_attr(obj, name, res) || dict_attr(obj, name, res) || complex_attr(I, obj, name, res)) return true;
  if (t.kind == NbKind::Const && t.value.is_obj() && t.value.o->type->layout == Layout::Type &&
      ((is_typed_dict_class(static_cast<TypeObject*>(t.value.o)) && name == "empty") ||
       (is_typed_list_class(static_cast<TypeObject*>(t.value.o)) && name == "empty_list"))) {
    res = Val{t_method(obj.t, name), {}};
    return true;
  }
  return I.fail("Unknown attribute '" + name + "' of type " + val_type_name(obj));   // constants as Literal[...](...)
}


}  // namespace


// What Numba 0.56 raises where an exception leaves a finally block or an
// except handler (its RERAISE outside any try region).
const char kReraiseMessage[] =
    "Unreachable condition reached (op code RERAISE executed)\n"
    "-------------------------------------------------------------------------------\n"
    "This should not have happened, a problem has occurred in Numba's internals.\n"
    "You are currently using Numba version 0.56.4.\n\n"
    "Please report the error message and traceback, along with a minimal reproducer\n"
    "at: https://github.com/numba/numba/issues/new?template=bug_report.md\n\n"
    "If more help is needed please feel free to speak to the Numba core developers\n"
    "directly at: https://gitter.im/numba/numba\n\n"
    "Thanks in advance for your help in improving Numba!\n\n";

bool infer_op(Infer& I, const Instr& in) {
  switch (in.op) {
    case Op::NOP: case Op::CHECK_LOCAL: return true;
    case Op::LOAD_CONST: {
      Value k = I.code->consts[in.b];
      Val v;
      if (k.is_obj() && k.o->type->layout == Layout::Str) {
        I.out->keep.push_back(k.o);
        v = Val{t_str(), {I.kptr(k.o, IrType::Obj)}};
      } else if (!I.freeze(k, "constant", v)) {
        return false;
      }
      if (k.is_int() || k.is_bool() || k.is_float() || k.is_none() || is_layout(k, Layout::Str) || is_layout(k, Layout::Tuple))
        v.lit = k;
      I.set(in.a, v);
      return true;
    }
    case Op::MOVE: I.set(in.a, I.get(in.b)); return true;
    case Op::LOAD_GLOBAL: {
      Str* name = I.code->names[in.b];
      Value v = dict_get_str(I.globals, name);
      if (v.is_undef()) v = dict_get_str(I.vm.builtins_module->dict, name);
      Val r;
      if (!I.freeze(v, name->text(), r)) return false;
      I.set(in.a, r);
      return true;
    }
    // Cells hold their contents directly: a variable an inner function
    // reads is captured by value when the function is made.
    case Op::MAKE_CELL: return true;
    case Op::COPY_FREE_VARS: {
      for (int k = 0; k < in.b; k++) {
        Val v;
        if (I.fn) {
          // A compiled closure: the cells' contents are frozen now.
          Value cell = I.fn->closure ? I.fn->closure->items[k] : Value();
          Value contents = cell.is_obj() ? static_cast<Cell*>(cell.o)->v : Value();
          std::string name = I.code->freenames[k]->text();
          if (contents.is_undef()) return I.fail("NameError: free variable '" + name + "' referenced before assignment");
          if (!I.freeze(contents, name, v)) return false;
        } else if (k < (int)I.freevars.size()) {
          v = I.freevars[k];
        } else {
          return I.fail("internal error: a closure without its values");
        }
        I.set(in.a + k, v);
      }
      return true;
    }
    case Op::LOAD_DEREF: {
      Val v = I.get(in.b);
      if (!v.t) return I.fail("NameError: free variable '" + I.code->names[in.c]->text() + "' referenced before assignment in enclosing scope");
      I.set(in.a, v);
      return true;
    }
    case Op::STORE_DEREF: I.set(in.a, I.get(in.b)); return true;
    case Op::MAKE_FUNCTION: {
      if (in.x & 3) return I.fail("tpy: inner functions with default arguments are not supported in compiled code yet");
      Code* c = static_cast<Code*>(I.code->consts[in.b].o);
      Val cl;
      std::vector<TypeId> items;
      if (in.x & 4) {
        Val t = I.get(in.c + 2);
        items = tuple_items(t.t);
        cl.leaves = t.leaves;
      }
      NbType nt;
      nt.kind = NbKind::Closure;
      nt.value = Value::object(c);
      nt.items = items;
      I.out->keep.push_back(c);
      cl.t = intern_type(nt);
      I.set(in.a, cl);
      return true;
    }
    case Op::LOAD_ATTR: {
      Val r;
      if (!infer_attr(I, in, I.get(in.b), I.code->names[in.c]->text(), r)) return false;
      I.set(in.a, r);
      return true;
    }
    case Op::LOAD_METHOD: {
      Val obj = I.get(in.b);
      Val r;
      if (!infer_attr(I, in, obj, I.code->names[in.c]->text(), r)) return false;
      I.set(in.a, r);
      if (type_at(r.t).kind == NbKind::Method) I.set(in.a + 1, obj);
      else I.set(in.a + 1, Val{});
      return true;
    }
    case Op::BINARY_SUBSCR: return infer_subscr(I, in);
    case Op::STORE_SUBSCR: return infer_store_subscr(I, in);
    case Op::BINARY_OP: return infer_binary(I, in, in.x, I.get(in.b), I.get(in.c));
    case Op::COMPARE_OP: return infer_compare(I, in, I.get(in.b), I.get(in.c));
    case Op::CONTAINS_OP: {
      Val item = I.get(in.b), container = I.get(in.c), r;
      if (!list_contains(I, item, container, r) && !I.reason.empty()) return false;
      if (!r.t && !dict_contains(I, item, container, r) && !I.reason.empty()) return false;
      if (!r.t && !str_contains(I, item, container, r))
        return I.fail(no_impl_v("Function(<built-in function contains>)", {container, item}));
      if (in.x) r = I.scalar(t_bool(), I.emit(IrOp::BXOR, IrType::Bool, r.leaves[0], I.kint(1, IrType::Bool)));
      I.set(in.a, r);
      return true;
    }
    case Op::FORMAT_VALUE: {
      Val v = I.get(in.b), r;
      if (!str_format_value(I, v, in.x & 3, (in.x & 4) != 0, r))
        return I.fail(no_impl("Function(<built-in function format>)", {v.t}));
      I.set(in.a, r);
      return true;
    }
    case Op::BUILD_STRING: {
      std::vector<Val> parts;
      for (int k = 0; k < in.c; k++) parts.push_back(I.get(in.b + k));
      Val r;
      if (!str_build(I, parts, r)) return I.fail("tpy cannot build a string of these values in compiled code yet");
      I.set(in.a, r);
      return true;
    }
    case Op::IS_OP: {
      Val x = I.get(in.b), y = I.get(in.c);
      bool none_x = type_at(x.t).kind == NbKind::None, none_y = type_at(y.t).kind == NbKind::None;
      if (!none_x && !none_y) return I.fail(no_impl("Function(<built-in function is_>)", {x.t, y.t}));
      bool same = none_x && none_y;
      Val r = I.scalar(t_bool(), I.kint(same != (in.x != 0), IrType::Bool));
      r.known = same != (in.x != 0);   // both passes prune the branch on it (as Numba)
      I.set(in.a, r);
      return true;
    }
    case Op::UNARY_NEGATIVE: case Op::UNARY_POSITIVE: case Op::UNARY_INVERT: {
      Val x = I.get(in.b);
      if (type_at(x.t).kind == NbKind::Array && in.op != Op::UNARY_INVERT) {
        Val r;
        if (!array_ufunc(I, in.op == Op::UNARY_NEGATIVE ? "negative" : "positive", {x}, r)) return false;
        I.set(in.a, r);
        return true;
      }
      if (is_complex_type(x.t) && in.op != Op::UNARY_INVERT) {
        Val r = x;
        if (in.op == Op::UNARY_NEGATIVE) complex_negate(I, x, r);
        I.set(in.a, r);
        return true;
      }
      if (!is_number_type(x.t)) return I.fail(no_impl("Function(<built-in function neg>)", {x.t}));
      TypeId rt = type_at(x.t).kind == NbKind::Bool || is_int_type(x.t) ? arith_result(x.t, x.t) : x.t;
      IRRef v = I.convert(x, rt);
      if (in.op == Op::UNARY_NEGATIVE) v = is_float_type(rt) ? I.emit(IrOp::FNEG, IrType::Float, v) : I.emit(IrOp::NEG, IrType::Int, v);
      if (in.op == Op::UNARY_INVERT) {
        if (is_float_type(rt)) return I.fail(no_impl("Function(<built-in function invert>)", {x.t}));
        v = I.emit(IrOp::BXOR, IrType::Int, v, I.kint(-1));
      }
      I.set(in.a, I.scalar(rt, v));
      return true;
    }
    case Op::UNARY_NOT: case Op::TO_BOOL: {
      bool ok;
      IRRef b = I.truthy(I.get(in.b), ok);
      if (!ok) return I.fail(no_impl("Function(<class 'bool'>)", {I.get(in.b).t}));
      if (in.op == Op::UNARY_NOT) b = I.emit(IrOp::BXOR, IrType::Bool, b, I.kint(1, IrType::Bool));
      Val r = I.scalar(t_bool(), b);
      if (I.get(in.b).known >= 0) r.known = in.op == Op::UNARY_NOT ? !I.get(in.b).known : I.get(in.b).known;
      I.set(in.a, r);
      return true;
    }
    case Op::JUMP: case Op::JUMP_BACKWARD: I.jump_to_pc(in.target()); return true;
    case Op::POP_JUMP_IF_FALSE: case Op::POP_JUMP_IF_TRUE: {
      if (I.get(in.a).known >= 0) {   // decided at compile time: the other side is never typed
        if ((I.get(in.a).known == 1) == (in.op == Op::POP_JUMP_IF_TRUE)) I.jump_to_pc(in.target());
        return true;
      }
      bool ok;
      IRRef b = I.truthy(I.get(in.a), ok);
      if (!ok) return I.fail(no_impl("Function(<class 'bool'>)", {I.get(in.a).t}));
      bool when = in.op == Op::POP_JUMP_IF_TRUE;
      if (I.emitting && b && I.out->ir[b].op == IrOp::CMP) {
        // Compare and branch as one: jump when the comparison does (not) hold.
        const IrIns c = I.out->ir[b];
        I.branch_to_pc(c.a, c.b, c.k | (when ? 0 : kCondNot), in.target());
        return true;
      }
      I.branch_to_pc(b, I.kint(0, IrType::Bool), (int64_t)(when ? Cond::NE : Cond::EQ), in.target());
      return true;
    }
    case Op::POP_JUMP_IF_NONE: case Op::POP_JUMP_IF_NOT_NONE: {
      bool none = type_at(I.get(in.a).t).kind == NbKind::None;
      if (none == (in.op == Op::POP_JUMP_IF_NONE)) I.jump_to_pc(in.target());
      return true;
    }
    case Op::GET_ITER: {
      Val x = I.get(in.b), it;
      if (!get_iter(I, x, it)) return I.reason.empty() ? I.fail("Invalid use of getiter with parameters (" + type_name(x.t) + ")") : false;
      I.set(in.a, it);
      return true;
    }
    case Op::FOR_ITER: {
      Val it = I.get(in.a), value, next;
      if (it.t == t_prange_iter()) {
        Infer::PrangeBody body{I.pc, in.target(), (int)in.b};
        if (std::find(I.prange_bodies.begin(), I.prange_bodies.end(), body) == I.prange_bodies.end())
          I.prange_bodies.push_back(body);
      }
      if (!iter_next(I, it, in.target(), value, next))
        return I.reason.empty() ? I.fail(no_impl("Function(<built-in function iternext>)", {it.t})) : false;
      I.set(in.b, value);
      I.set(in.a, next);
      return true;
    }
    case Op::RETURN_VALUE: {
      Val v = I.get(in.a);
      if (type_at(v.t).kind == NbKind::List) return I.fail("tpy: returning a list from compiled code is not supported yet");
      NbKind vk = type_at(v.t).kind;
      if ((vk == NbKind::ObjList || vk == NbKind::ObjDict) && !list_item_known(I, v)) return true;   // an untyped [] or {}
      bool inlined = I.caller != nullptr;   // an inlined callee (its ret_block_ exists once emitting)
      if (!I.emitting) {
        if (!inlined && I.opt.cuda == 1 && type_at(v.t).kind != NbKind::None)   // a kernel returns nothing
          return I.fail("No conversion from " + type_name(v.t) + " to none for '$ret', defined at None");
        if (!inlined && I.out->declared_ret) {
          // An explicit signature's return type: the value converts to it.
          TypeId d = I.out->declared_ret;
          bool ok = d == v.t || (is_number_type(d) && is_number_type(v.t)) || type_at(d).kind == NbKind::None;
          if (!ok) return I.fail("No conversion from " + type_name(v.t) + " to " + type_name(d) + " for '$ret', defined at None");
          I.ret_type = d;
        } else {
          TypeId u = I.ret_type ? unify(I.ret_type, v.t) : v.t;
          if (!u) return I.fail("Can't unify return type from the following types: " + type_name(I.ret_type) + ", " + type_name(v.t));
          I.ret_type = u;
        }
        I.ended = true;
        return true;
      }
      if (inlined) {   // to the caller's continuation, the result in its parameters
        auto lts = leaf_types(I.ret_type);
        if (lts.size() == 1 && lts[0] != IrType::None) {
          IRRef x = I.convert(v, I.ret_type);
          if (x != I.ret_params_[0]) I.emit(IrOp::BSET, IrType::Void, I.ret_params_[0], x);
        } else if (v.t == I.ret_type) {
          for (size_t k = 0; k < lts.size(); k++)
            if (lts[k] != IrType::None && v.leaves[k] != I.ret_params_[k]) I.emit(IrOp::BSET, IrType::Void, I.ret_params_[k], v.leaves[k]);
        } else {
          return I.fail("tpy cannot merge the returns " + type_name(v.t) + " and " + type_name(I.ret_type) + " of an inlined call yet");
        }
        I.emit(IrOp::JMP, IrType::Void, 0, 0, I.ret_block_);
        I.ended = true;
        return true;
      }
      TypeId rt = I.ret_type;
      if (in_ret_words(rt)) {
        // The words go to FuncCtx::ret; rax is unused.
        std::vector<IRRef> leaves = v.leaves;
        if (is_complex_type(rt)) {
          if (!complex_leaves(I, v, rt, leaves)) return false;
        } else if (v.t != rt) {
          // Items unified to wider numbers (an int64 item of a float64 slot).
          auto from = tuple_items(v.t), to = tuple_items(rt);
          if (from.size() != to.size()) return I.fail("tpy cannot convert a returned tuple yet");
          leaves.clear();
          size_t at = 0;
          for (size_t k = 0; k < from.size(); k++) {
            size_t n = leaf_types(from[k]).size();
            if (from[k] == to[k] || (leaf_types(from[k]) == leaf_types(to[k]) && !is_number_type(from[k]))) {
              // The same, or the same object under another name (a list from another site).
              leaves.insert(leaves.end(), v.leaves.begin() + at, v.leaves.begin() + at + n);
            } else if (n == 1 && is_number_type(from[k]) && is_number_type(to[k])) {
              leaves.push_back(I.convert(Val{from[k], {v.leaves[at]}}, to[k]));
            } else {
              return I.fail("tpy cannot convert a returned tuple yet");
            }
            at += n;
          }
        }
        IRRef cx = I.emit(IrOp::ARG, IrType::Ptr, 0, 0, -1);
        auto lts = leaf_types(rt);
        int64_t w = 0;   // None items have no word
        for (size_t k = 0; k < leaves.size(); k++) {
          if (lts[k] == IrType::None) continue;
          I.emit(IrOp::FSTORE, IrType::Void, cx, leaves[k], mem_k((int64_t)(offsetof(FuncCtx, ret) + 8 * w++), mem_class<FuncCtx>()));
        }
        I.emit(IrOp::RET, IrType::Void, 0);
      } else if (type_at(rt).kind == NbKind::Array) {
        if (v.t != rt) return I.fail("tpy cannot convert a returned array yet");
        I.emit(IrOp::RET, IrType::Void, box_array(I, v));
      } else if (leaf_types(rt).size() == 1 && leaf_types(rt)[0] != IrType::None) {
        I.emit(IrOp::RET, IrType::Void, I.convert(v, rt));
      } else {
        I.emit(IrOp::RET, IrType::Void, 0);
      }
      I.ended = true;
      return true;
    }
    case Op::CALL: case Op::CALL_METHOD: case Op::CALL_KW: case Op::CALL_METHOD_KW: {
      bool method = in.op == Op::CALL_METHOD || in.op == Op::CALL_METHOD_KW;
      std::vector<Val> args;
      if (method && I.regs[in.a + 1].t) args.push_back(I.get(in.a + 1));
      int base = method ? in.a + 2 : in.a + 1;
      for (int k = 0; k < in.b; k++) args.push_back(I.get(base + k));
      std::vector<std::string> kw;
      if (in.op == Op::CALL_KW || in.op == Op::CALL_METHOD_KW)
        for (Value n : static_cast<Tuple*>(I.code->consts[in.c].o)->items) kw.push_back(as<Str>(n)->text());
      Val r;
      if (!infer_call(I, I.get(in.a), args, kw, r)) return false;
      I.set(in.a, r);
      return true;
    }
    case Op::BUILD_SLICE: {
      uint32_t none = 0;
      Val r;
      for (int k = 0; k < 3; k++) {
        if (k == 2 && in.x == 2) {
          none |= 4;
          r.leaves.push_back(I.kint(1));
          continue;
        }
        Val v = I.get(in.b + k);
        if (type_at(v.t).kind == NbKind::None) {
          none |= 1u << k;
          r.leaves.push_back(I.kint(0));
        } else if (is_int_type(v.t) || type_at(v.t).kind == NbKind::Bool) {
          r.leaves.push_back(I.convert(v, t_int(64)));
        } else {
          return I.fail(no_impl("Function(<class 'slice'>)", {v.t}));
        }
      }
      r.t = t_slice(none);
      I.set(in.a, r);
      return true;
    }
    case Op::BUILD_TUPLE: {
      Val r;
      std::vector<TypeId> items;
      std::vector<Value> lits;
      bool any_lit = false;
      for (int k = 0; k < in.c; k++) {
        Val v = I.get(in.b + k);
        items.push_back(v.t);
        r.leaves.insert(r.leaves.end(), v.leaves.begin(), v.leaves.end());
        lits.push_back(v.lit);
        any_lit |= !v.lit.is_undef();
      }
      if (any_lit) r.item_lits = std::make_shared<const std::vector<Value>>(std::move(lits));
      r.t = t_tuple(items);
      I.set(in.a, r);
      return true;
    }
    // Lists: built from their items (a literal list), read by np.array.
    case Op::BUILD_LIST: {
      std::vector<Val> items;
      for (int k = 0; k < in.c; k++) items.push_back(I.get(in.b + k));
      Val l;
      if (!feeds_np_array(I, I.pc) && list_build(I, items, l)) {
        I.set(in.a, l);
        return true;
      }
      // Items no list holds (tuples of mixed kinds, ...): a literal list, read by np.array and `for`.
      Val r;
      std::vector<TypeId> types;
      for (const Val& v : items) {
        types.push_back(v.t);
        r.leaves.insert(r.leaves.end(), v.leaves.begin(), v.leaves.end());
      }
      r.t = t_list(types);
      I.set(in.a, r);
      return true;
    }
    case Op::BUILD_MAP: {   // a typed dict (Numba's dict literal)
      std::vector<std::pair<Val, Val>> pairs;
      for (int k = 0; k < in.c; k++) pairs.push_back({I.get(in.b + 2 * k), I.get(in.b + 2 * k + 1)});
      Val d;
      if (!dict_new(I, pairs, d)) {
        if (!I.reason.empty()) return false;
        std::vector<TypeId> ts;
        for (auto& [k, v] : pairs) ts.insert(ts.end(), {k.t, v.t});
        return I.fail("tpy: a dict of these keys and values cannot be made in compiled code: " + type_name(t_tuple(ts)));
      }
      I.set(in.a, d);
      return true;
    }
    case Op::LIST_APPEND: {   // a comprehension's
      Val l = I.get(in.a);
      if (type_at(l.t).kind != NbKind::ObjList) return I.fail(no_impl_v("Function(<function list.append>)", {l, I.get(in.b)}));
      return list_append(I, l, I.get(in.b));
    }
    case Op::DELETE_SUBSCR: {
      Val l = I.get(in.a), key = I.get(in.b);
      if (!list_del_subscr(I, l, key) && !dict_del_subscr(I, l, key))
        return I.reason.empty() ? I.fail(no_impl_v("Function(<built-in function delitem>)", {l, key})) : false;
      return true;
    }
    case Op::LIST_EXTEND: {
      Val l = I.get(in.a), x = I.get(in.b);
      if (in.x == 0 && type_at(l.t).kind == NbKind::ObjList) {
        std::vector<std::pair<std::string, Val>> none;
        Val r;
        return list_method(I, l, "extend", {x}, none, r);
      }
      if (in.x != 0 || type_at(l.t).kind != NbKind::List || (!is_tuple(x.t) && type_at(x.t).kind != NbKind::List))
        return I.fail(no_impl("Function(<function list.extend>)", {l.t, x.t}));
      std::vector<TypeId> items = type_at(l.t).items;
      auto more = type_at(x.t).kind == NbKind::List ? type_at(x.t).items : tuple_items(x.t);
      items.insert(items.end(), more.begin(), more.end());
      l.leaves.insert(l.leaves.end(), x.leaves.begin(), x.leaves.end());
      l.t = t_list(items);
      l.lit = Value();
      I.set(in.a, l);
      return true;
    }
    case Op::UNPACK_SEQUENCE: {
      Val v = I.get(in.a);
      if (!is_tuple(v.t)) return I.fail("tpy cannot unpack " + type_name(v.t) + " in compiled code yet");
      auto items = tuple_items(v.t);
      if ((int)items.size() != in.c) return I.fail("size mismatch for tuple, expected " + std::to_string(in.c) + " but got " + std::to_string(items.size()));
      size_t at = 0;
      for (int k = 0; k < in.c; k++) {
        size_t n = leaf_types(items[k]).size();
        Val item{items[k], {}};
        for (size_t j = 0; j < n; j++) item.leaves.push_back(v.leaves.empty() ? 0 : v.leaves[at + j]);
        at += n;
        I.set(in.b + k, item);
      }
      return true;
    }
    // ---- try/except as Numba 0.56 compiles it: the handler sees None for
    // the exception, `except Exception` (and a bare except) catches all.
    case Op::PUSH_EXC_INFO: {
      Val none{t_none(), {I.kint(0, IrType::None)}};
      I.set(in.a, none);
      I.set(in.b, none);
      return true;
    }
    case Op::POP_EXCEPT: return true;
    case Op::CHECK_EXC_MATCH: {
      const NbType& t = type_at(I.get(in.c).t);
      if (t.kind != NbKind::Const || !t.value.is_obj() || t.value.o != I.vm.exc.Exception) {
        // Numba names an exception class by its name, a tuple of them Tuple(A, B).
        auto name = [](TypeId c) {
          const NbType& ct = type_at(c);
          return ct.kind == NbKind::Const && is_layout(ct.value, Layout::Type)
                     ? std::string(static_cast<TypeObject*>(ct.value.o)->name->text()) : type_name(c);
        };
        std::string cls = name(I.get(in.c).t);
        if (is_tuple(I.get(in.c).t)) {
          cls = "Tuple(";
          auto items = tuple_items(I.get(in.c).t);
          for (size_t k = 0; k < items.size(); k++) cls += (k ? ", " : "") + name(items[k]);
          cls += ")";
        }
        return I.fail(no_impl_names("Function(<intrinsic exception_match>)", {type_name(I.get(in.b).t), cls}));
      }
      Val r = I.scalar(t_bool(), I.kint(1, IrType::Bool));
      r.known = 1;   // the other side (RERAISE) is never typed
      I.set(in.a, r);
      return true;
    }
    case Op::RERAISE: {
      // Inside a try region it goes to the handler; past the last one
      // Numba raises this (a try/finally or a handler that raised).
      Tuple* args = nullptr;
      if (I.emitting && !I.ended && !I.catching()) {
        args = I.vm.new_tuple({I.vm.str_value(kReraiseMessage)});
        I.out->keep.push_back(args);
      }
      I.emit_raise(I.vm.exc.AssertionError, args, true);
      return true;
    }
    case Op::LOAD_ASSERTION_ERROR: I.set(in.a, Val{t_const(Value::object(I.vm.exc.AssertionError)), {}}); return true;
    case Op::RAISE_VARARGS: {
      if (in.x != 1) return I.fail("tpy cannot compile a bare raise yet");
      Val e = I.get(in.a);
      const NbType& t = type_at(e.t);
      if (t.kind == NbKind::Const && t.value.is_obj() && t.value.o->type->layout == Layout::Type) {
        I.emit_raise(static_cast<TypeObject*>(t.value.o), nullptr, true);   // raise Cls
        return true;
      }
      if (t.kind == NbKind::Method && t.name == "__exc__") {   // raised by its constructor's call already
        I.ended = true;
        return true;
      }
      return I.fail("tpy: raise of " + type_name(e.t) + " is not supported in compiled code yet");
    }
    default: break;
  }
  return I.fail(std::string("tpy cannot compile the operation ") + kOpNames[(int)in.op] + " yet");
}


}  // namespace tpy::jit
