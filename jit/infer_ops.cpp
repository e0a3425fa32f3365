// infer_ops.cpp — the function compiler's rule per opcode (infer_<OP>):
// each types its instruction from the types of its operands (Numba's
// rules) and, when the driver lowers (I.emitting), emits the typed IR.
// A rule that cannot type its operands fails with Numba's reason. Calls
// of built-ins, math, NumPy and other dispatchers are typed in
// infer_call; array indexing in the subscript rules.
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
bool is_tuple(TypeId t) { return type_at(t).kind == NbKind::UniTuple || type_at(t).kind == NbKind::Tuple; }
}  // namespace

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
  if (is_layout(v.lit, Layout::Str)) return "Literal[str](" + as<Str>(v.lit)->s + ")";
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
  if (ty->layout == Layout::Module || ty->layout == Layout::Builtin ||
      ty == np_state(vm).ufunc || ty->layout == Layout::Type) {
    out->keep.push_back(v.o);
    out_v = Val{t_const(v), {}};
    return true;
  }
  if (Function* f = dispatcher_hooks().py_func_of ? dispatcher_hooks().py_func_of(vm, v) : nullptr) {
    out->keep.push_back(v.o);
    out_v = Val{t_const(v, "type(CPUDispatcher(<function " + f->name->s + ">))"), {}};
    return true;
  }
  std::string why;
  type_of_value(vm, v, why);   // Numba's wording, the class named with its module
  return fail("Untyped global name '" + name + "': " + why);
}

// ---- the rules ---------------------------------------------------------------

namespace {

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
    if (!array_binop(I, (int)k, x, y, r)) return I.reason.empty() ? bad() : false;
    if (op >= kInplaceOffset && type_at(x.t).kind == NbKind::Array) {
      // a += b writes into a (NumPy's in-place operators).
      if (!copy_into(I, x, r)) return false;
      I.set(in.a, x);
      return true;
    }
    I.set(in.a, r);
    return true;
  }
  if (type_at(x.t).kind == NbKind::Str || type_at(y.t).kind == NbKind::Str) {
    Val r;
    if (!str_binop(I, (int)k, x, y, r)) return I.reason.empty() ? bad() : false;
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
      if (!I.opt.error_model_numpy) I.raise_if(b, I.kfloat(0.0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, "division by zero");
      IRRef q = I.emit(IrOp::FDIV, IrType::Float, I.convert(x, ft), b);
      if (type_at(ft).bits == 32) q = I.emit(IrOp::TOF32, IrType::Float, q);
      I.set(in.a, I.scalar(ft, q));
      return true;
    }
    case BinOpKind::FloorDiv: case BinOpKind::Mod: {
      bool div = k == BinOpKind::FloorDiv;
      if (fl) {
        IRRef a = I.convert(x, rt), b = I.convert(y, rt);
        if (!I.opt.error_model_numpy)
          I.raise_if(b, I.kfloat(0.0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, div ? "division by zero" : "modulo by zero");
        // Python's float floor division and modulo.
        r = I.emit(IrOp::FCALL, IrType::Float, a, b, (int64_t)(div ? MathFn::PyFloorDiv : MathFn::PyMod));
        if (type_at(rt).bits == 32) r = I.emit(IrOp::TOF32, IrType::Float, r);
        break;
      }
      IRRef a = I.convert(x, rt), b = I.convert(y, rt);
      if (!I.opt.error_model_numpy) {
        I.raise_if(b, I.kint(0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError,
                   div ? "integer division by zero" : "integer modulo by zero");
      }
      IRRef zero = 0;
      if (I.opt.error_model_numpy && !(I.emitting && I.out->ir.is_const(b) && I.out->ir[b].k != 0)) {
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
        r = I.emit(IrOp::FCALL, IrType::Float, I.convert(x, ft), I.convert(y, ft), (int64_t)MathFn::Pow);
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
    if (str_compare(I, (int)k, x, y, r)) {
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
  if (at.kind == NbKind::Str || at.kind == NbKind::ObjList) {
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

bool infer_attr(Infer& I, const Instr& in, Val obj, const std::string& name, Val& res) {
  const NbType& t = type_at(obj.t);
  if (t.kind == NbKind::Const && t.value.is_obj() && t.value.o->type->layout == Layout::Module) {
    Value v = dict_get_str(as<Module>(t.value)->dict, I.vm.intern(name));
    if (v.is_undef())
      return I.fail("Unknown attribute '" + name + "' of type Module(" + as<Module>(t.value)->name->s + ")");
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
  if (str_attr(obj, name, res)) return true;
  return I.fail("Unknown attribute '" + name + "' of type " + val_type_name(obj));   // constants as Literal[...](...)
}


bool infer_call(Infer& I, const Val& callee, std::vector<Val>& args, const std::vector<std::string>& kw, Val& res);

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
      if (!I.freeze(v, name->s, r)) return false;
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
          std::string name = I.code->freenames[k]->s;
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
      if (!v.t) return I.fail("NameError: free variable '" + I.code->names[in.c]->s + "' referenced before assignment in enclosing scope");
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
      if (!infer_attr(I, in, I.get(in.b), I.code->names[in.c]->s, r)) return false;
      I.set(in.a, r);
      return true;
    }
    case Op::LOAD_METHOD: {
      Val obj = I.get(in.b);
      Val r;
      if (!infer_attr(I, in, obj, I.code->names[in.c]->s, r)) return false;
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
      if (!str_contains(I, item, container, r))
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
      if (!iter_next(I, it, in.target(), value, next))
        return I.reason.empty() ? I.fail(no_impl("Function(<built-in function iternext>)", {it.t})) : false;
      I.set(in.b, value);
      I.set(in.a, next);
      return true;
    }
    case Op::RETURN_VALUE: {
      Val v = I.get(in.a);
      if (type_at(v.t).kind == NbKind::List) return I.fail("tpy: returning a list from compiled code is not supported yet");
      bool inlined = I.ret_block_ >= 0;
      if (!I.emitting) {
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
      if (is_tuple(rt)) {
        // The words go to FuncCtx::ret; rax is unused.
        std::vector<IRRef> leaves = v.leaves;
        if (v.t != rt) {
          // Items unified to wider numbers (an int64 item of a float64 slot).
          auto from = tuple_items(v.t), to = tuple_items(rt);
          if (from.size() != to.size()) return I.fail("tpy cannot convert a returned tuple yet");
          leaves.clear();
          size_t at = 0;
          for (size_t k = 0; k < from.size(); k++) {
            size_t n = leaf_types(from[k]).size();
            if (from[k] == to[k]) {
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
        for (Value n : static_cast<Tuple*>(I.code->consts[in.c].o)->items) kw.push_back(as<Str>(n)->s);
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
      Val r;
      std::vector<TypeId> items;
      for (int k = 0; k < in.c; k++) {
        Val v = I.get(in.b + k);
        items.push_back(v.t);
        r.leaves.insert(r.leaves.end(), v.leaves.begin(), v.leaves.end());
      }
      r.t = t_list(items);
      I.set(in.a, r);
      return true;
    }
    case Op::LIST_EXTEND: {
      Val l = I.get(in.a), x = I.get(in.b);
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
                     ? std::string(static_cast<TypeObject*>(ct.value.o)->name->s) : type_name(c);
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

namespace {

bool builtin_named(Value v, const char* name) {
  return v.is_obj() && v.o->type->layout == Layout::Builtin &&
         static_cast<BuiltinFunction*>(v.o)->name->s == name;
}


// A callee worth inlining: short, straight-line or branching, no loops.
bool small_to_inline(Code* c) {
  if (c->code.size() > 48 || !c->exc_table.empty() || (c->flags & (kCodeVarargs | kCodeVarkw | kCodeGenerator))) return false;
  for (const Instr& in : c->code)
    if (in.op == Op::JUMP_BACKWARD || in.op == Op::FOR_ITER || in.op == Op::COPY_FREE_VARS) return false;
  return true;
}

bool is_print(Value f) {
  return f.is_obj() && f.o->type->layout == Layout::Builtin && static_cast<BuiltinFunction*>(f.o)->name->s == "print";
}



bool emit_print(Infer& I, const std::vector<Val>& args) {
  auto spec = std::make_unique<PrintSpec>();
  std::vector<IRRef> words{I.kint((int64_t)(intptr_t)spec.get())};
  for (const Val& v : args) {
    NbKind k = type_at(v.t).kind;
    if (!is_number_type(v.t) && k != NbKind::None && k != NbKind::Array && k != NbKind::Str && k != NbKind::ObjList && !is_tuple(v.t))
      return I.fail(no_impl("Function(<built-in function print>)", {v.t}));
    spec->types.push_back(v.t);
    auto lts = leaf_types(v.t);
    for (size_t j = 0; j < v.leaves.size(); j++)
      if (lts[j] != IrType::None) words.push_back(v.leaves[j]);
  }
  if ((int)words.size() > kMaxCallWords) return I.fail("tpy: print() of too many values in compiled code");
  if (I.emitting) {
    call_words(I, (void*)&jit_fn_print, nullptr, words, IrType::Int);
    I.out->prints.push_back(std::move(spec));
  }
  return true;
}




// np.zeros/ones/empty/full(_like), np.arange, np.copy: false when f is
// none of them (res untouched); a failure sets I.reason.
template <class TakeKw>
bool creation(Infer& I, Value f, std::vector<Val>& args, TakeKw take_kw, Val& res) {
  if (!f.is_obj() || f.o->type->layout != Layout::Builtin) return false;
  BuiltinFunction* bf = static_cast<BuiltinFunction*>(f.o);
  std::string name = bf->name->s;
  Module* np = np_state(I.vm).module;
  if (!np || !dict_get_str(np->dict, I.vm.intern(name)).same(f)) return false;   // numpy's own only
  std::vector<TypeId> argt;
  for (auto& a : args) argt.push_back(a.t);
  auto bad = [&] { return I.fail(no_impl("Function(<built-in function " + name + ">)", argt)), true; };
  Val dtv;
  bool has_dt = take_kw("dtype", dtv);
  bool like = name.size() > 5 && name.compare(name.size() - 5, 5, "_like") == 0;
  std::string base = like ? name.substr(0, name.size() - 5) : name;
  if (base == "zeros" || base == "ones" || base == "empty" || base == "full") {
    size_t need = base == "full" ? 2 : 1;
    Val fillv;
    if (args.size() == need + 1 && !has_dt) {
      dtv = args.back();
      has_dt = true;
      args.pop_back();
    }
    if (base == "full" && args.size() == 1) {
      if (!take_kw("fill_value", fillv)) return bad();
      args.push_back(fillv);
    }
    if (args.size() != need) return bad();
    std::vector<IRRef> dims;
    DType dt = DType::Float64;
    if (like) {
      const NbType& at = type_at(args[0].t);
      if (at.kind != NbKind::Array) return bad();
      dt = at.dtype;
      for (int d = 0; d < at.ndim; d++) dims.push_back(args[0].leaves.empty() ? 0 : args[0].leaves[2 + d]);
    } else {
      std::vector<Val> dv;
      if (!shape_dims(args[0], dv)) return bad();
      for (auto& d : dv) dims.push_back(I.convert(d, t_int(64)));
    }
    if (base == "full" && !like && !has_dt) {
      const NbType& ft = type_at(args[1].t);
      if (!is_number_type(args[1].t)) return bad();
      type_dtype(ft.kind == NbKind::Bool ? t_bool() : ft.kind == NbKind::Float ? args[1].t : t_int(64), dt);
    }
    if (has_dt && !const_dtype(I, dtv, dt)) return bad();
    int mode = base == "zeros" ? 0 : base == "empty" ? 2 : 1;
    IRRef fill = 0;
    if (base == "ones") fill = I.kint(1);
    if (base == "full") {
      if (!is_number_type(args[1].t)) return bad();
      if (is_float_type(args[1].t)) {
        mode = 3;
        fill = I.convert(args[1], t_float(64));
      } else {
        fill = I.convert(args[1], t_int(64));
      }
    }
    res = new_array(I, dt, dims, mode, fill);
    return true;
  }
  if (name == "arange") {
    if (args.empty() || args.size() > 3) return bad();
    bool fl = false;
    for (auto& a : args) {
      if (!is_number_type(a.t)) return bad();
      fl |= is_float_type(a.t);
    }
    TypeId et = fl ? t_float(64) : t_int(64);
    DType dt = fl ? DType::Float64 : DType::Int64;
    if (has_dt && !const_dtype(I, dtv, dt)) return bad();
    IRRef start = args.size() > 1 ? I.convert(args[0], et) : (fl ? I.kfloat(0) : I.kint(0));
    IRRef stop = I.convert(args[args.size() > 1 ? 1 : 0], et);
    IRRef step = args.size() > 2 ? I.convert(args[2], et) : (fl ? I.kfloat(1) : I.kint(1));
    TypeId t = t_array(dt, 1, 'C');
    if (!I.emitting) { res = Val{t, {}}; return true; }
    IRRef p = call_words(I, (void*)&jit_fn_arange, nullptr, {I.kint((int64_t)dt), I.kint(fl), start, stop, step}, IrType::Ptr);
    res = array_from_ptr(I, t, p);
    return true;
  }
  if (name == "linspace") {
    Val num;
    if (args.size() == 3) num = args[2];
    else if (!take_kw("num", num)) num = Val{t_int(64), {I.kint(50)}};
    if ((args.size() != 2 && args.size() != 3) || !is_number_type(args[0].t) || !is_number_type(args[1].t) || !is_int_type(num.t))
      return bad();
    TypeId t = t_array(DType::Float64, 1, 'C');
    if (!I.emitting) { res = Val{t, {}}; return true; }
    IRRef p = call_words(I, (void*)&jit_fn_linspace, nullptr,
                         {I.convert(args[0], t_float(64)), I.convert(args[1], t_float(64)), I.convert(num, t_int(64))}, IrType::Ptr);
    res = array_from_ptr(I, t, p);
    return true;
  }
  if ((name == "sort" || name == "argsort") && args.size() == 1 && type_at(args[0].t).kind == NbKind::Array) {
    // NumPy's own sort on the array (boxed as a view when it is one).
    const NbType& at = type_at(args[0].t);
    TypeId t = t_array(name == "sort" ? at.dtype : DType::Int64, at.ndim, 'C');
    if (!I.emitting) { res = Val{t, {}}; return true; }
    std::vector<IRRef> w{I.kptr(f.o)};
    auto aw = array_words(I, args[0]);
    w.insert(w.end(), aw.begin(), aw.end());
    res = array_from_ptr(I, t, call_words(I, (void*)&jit_fn_np_call1, nullptr, w, IrType::Ptr));
    return true;
  }
  if (name == "dot" && args.size() == 2 && type_at(args[0].t).kind == NbKind::Array && type_at(args[1].t).kind == NbKind::Array &&
      type_at(args[0].t).ndim == 1 && type_at(args[1].t).ndim == 1) {
    DType dt = promote_types(type_at(args[0].t).dtype, type_at(args[1].t).dtype);
    TypeId calc = dtype_type(dt);
    if (type_at(calc).kind == NbKind::Bool || dtype_info(dt).kind == 'c') return bad();
    if (!I.emitting) { res = Val{calc, {}}; return true; }
    const Val& x = args[0];
    const Val& y = args[1];
    I.raise_if(x.leaves[2], y.leaves[2], (int64_t)Cond::NE, I.vm.exc.ValueError, "incompatible array sizes for np.dot(a, b)");
    TypeId ex = dtype_type(type_at(x.t).dtype), ey = dtype_type(type_at(y.t).dtype);
    IrType ci = ir_type(calc);
    IRRef zero = ci == IrType::Float ? I.kfloat(0.0) : I.kint(0);
    IRRef sum = emit_loop(I, x.leaves[2], {zero}, {ci}, [&](IRRef i, const std::vector<IRRef>& c) {
      IRRef ax = I.convert(I.scalar(ex, I.emit(IrOp::ELOAD, ir_type(ex), element_addr(I, x, {i}), 0, (int64_t)type_at(x.t).dtype)), calc);
      IRRef by = I.convert(I.scalar(ey, I.emit(IrOp::ELOAD, ir_type(ey), element_addr(I, y, {i}), 0, (int64_t)type_at(y.t).dtype)), calc);
      return std::vector<IRRef>{scalar_binop(I, (int)BinOpKind::Add, calc, c[0], scalar_binop(I, (int)BinOpKind::Mul, calc, ax, by, true), true)};
    })[0];
    res = I.scalar(calc, sum);
    return true;
  }
  if (name == "where" && args.size() == 3) {
    // Elementwise: c ? x : y with NumPy's promotion of x and y.
    DType dx, dy;
    auto dt_of = [&](const Val& v, DType& out) {
      const NbType& t = type_at(v.t);
      if (t.kind == NbKind::Array) { out = t.dtype; return true; }
      return is_number_type(v.t) && type_dtype(t.kind == NbKind::Bool ? t_bool() : v.t, out);
    };
    bool any_array = false;
    for (auto& a : args) any_array |= type_at(a.t).kind == NbKind::Array;
    if (!any_array || !dt_of(args[1], dx) || !dt_of(args[2], dy) || !is_number_type(type_at(args[0].t).kind == NbKind::Array ? dtype_type(type_at(args[0].t).dtype) : args[0].t))
      return bad();
    // Numba's np.where does not broadcast: the arrays share ndim (else no
    // implementation) and shape (else ValueError when it runs).
    const Val* first = nullptr;
    for (auto& a : args) {
      if (type_at(a.t).kind != NbKind::Array) continue;
      if (!first) { first = &a; continue; }
      int nd = type_at(a.t).ndim;
      if (nd != type_at(first->t).ndim) return bad();
      for (int d = 0; d < nd && I.emitting; d++)
        I.raise_if(a.leaves[2 + d], first->leaves[2 + d], (int64_t)Cond::NE, I.vm.exc.ValueError, "all inputs should have the same shape");
    }
    DType dt = promote_types(dx, dy);
    TypeId calc = dtype_type(dt);
    if (!elementwise(I, args, calc, dt, [calc](Infer& J, const std::vector<IRRef>& v) {
          // A branch per element: a parameter set from each side.
          int yes = J.new_block(), no = J.new_block(), done = J.new_block();
          IrType ct = ir_type(calc);
          IRRef r = J.out->ir.emit(IrOp::BPARAM, ct, 0, 0, done);
          IRRef c = v[0];
          J.emit(IrOp::JCC, IrType::Void, c, J.out->ir.type(c) == IrType::Float ? J.kfloat(0) : J.kint(0, J.out->ir.type(c)),
                 (int64_t)Cond::NE | (int64_t)yes << 8);
          J.emit(IrOp::JMP, IrType::Void, 0, 0, no);
          J.start_block(yes);
          J.emit(IrOp::BSET, IrType::Void, r, v[1]);
          J.emit(IrOp::JMP, IrType::Void, 0, 0, done);
          J.start_block(no);
          J.emit(IrOp::BSET, IrType::Void, r, v[2]);
          J.emit(IrOp::JMP, IrType::Void, 0, 0, done);
          J.start_block(done);
          return r;
        }, res))
      return I.reason.empty() ? bad() : true;
    return true;
  }
  if (name == "array" && args.size() == 1) {
    // np.array of a (nested) list or tuple of numbers: the shape from the
    // nesting, the dtype from the items unified (or dtype=). Sequences of
    // unequal lengths are NumPy's ValueError when it runs (as Numba, which
    // knows the lengths only then).
    const NbType& at = type_at(args[0].t);
    std::vector<int64_t> shape;
    bool ragged = false;
    TypeId el = kNoType;
    std::vector<Val> scalars;
    // Walks one level: every item a sequence of the same length, or every item a number.
    std::function<bool(const Val&, size_t)> walk = [&](const Val& v, size_t depth) {
      const NbType& vt = type_at(v.t);
      std::vector<TypeId> items = vt.kind == NbKind::List ? vt.items : is_tuple(v.t) ? tuple_items(v.t) : std::vector<TypeId>{};
      if (vt.kind != NbKind::List && !is_tuple(v.t)) return false;
      if (depth == shape.size()) shape.push_back((int64_t)items.size());
      else if (shape[depth] != (int64_t)items.size()) ragged = true;
      size_t at = 0;
      for (TypeId it : items) {
        size_t n = leaf_types(it).size();
        Val iv{it, {}};
        for (size_t j = 0; j < n; j++) iv.leaves.push_back(v.leaves.empty() ? 0 : v.leaves[at + j]);
        at += n;
        if (is_number_type(it)) {
          if (depth + 1 != shape.size()) return false;
          el = el ? unify(el, it) : it;
          scalars.push_back(iv);
        } else if (!walk(iv, depth + 1)) {
          return false;
        }
      }
      return true;
    };
    if ((at.kind != NbKind::List && !is_tuple(args[0].t)) || !walk(args[0], 0) || !el) return bad();
    DType dt;
    if (!type_dtype(el, dt)) return bad();
    if (has_dt && !const_dtype(I, dtv, dt)) return bad();
    std::vector<IRRef> dims;
    for (int64_t d : shape) dims.push_back(I.kint(d));
    if (ragged) {
      res = Val{t_array(dt, (int)shape.size(), 'C'), std::vector<IRRef>(2 + 2 * shape.size(), 0)};
      I.raise_now(I.vm.exc.ValueError, "incompatible sequence shape");
      return true;
    }
    res = new_array(I, dt, dims, 2, 0);
    if (!I.emitting) return true;
    // The items in C order (the walk's order), each at its flat index.
    TypeId et = dtype_type(dt);
    for (size_t k = 0; k < scalars.size(); k++)
      I.emit(IrOp::ESTORE, IrType::Void, element_addr(I, Val{t_array(dt, 1, 'C'), {res.leaves[0], res.leaves[1]}}, {I.kint((int64_t)k)}),
             I.convert(scalars[k], et), (int64_t)dt);
    return true;
  }
  if (name == "copy" && args.size() == 1 && type_at(args[0].t).kind == NbKind::Array) {
    const NbType& at = type_at(args[0].t);
    TypeId t = t_array(at.dtype, at.ndim, 'C');
    if (!I.emitting) { res = Val{t, {}}; return true; }
    std::vector<IRRef> w{I.kint((int64_t)at.dtype)};
    auto aw = array_words(I, args[0]);
    w.insert(w.end(), aw.begin(), aw.end());
    res = array_from_ptr(I, t, call_words(I, (void*)&jit_fn_copy_array, nullptr, w, IrType::Ptr));
    return true;
  }
  return false;
}

bool infer_call(Infer& I, const Val& callee, std::vector<Val>& args, const std::vector<std::string>& kw, Val& res) {
  const NbType& ct = type_at(callee.t);
  std::vector<TypeId> argt;
  for (auto& a : args) argt.push_back(a.t);
  // Keyword arguments, by name (the last len(kw) of args).
  std::vector<std::pair<std::string, Val>> kwargs;
  for (size_t k = 0; k < kw.size(); k++) kwargs.push_back({kw[k], args[args.size() - kw.size() + k]});
  args.resize(args.size() - kw.size());
  auto take_kw = [&](const char* name, Val& out) {
    for (auto it = kwargs.begin(); it != kwargs.end(); ++it)
      if (it->first == name) {
        out = it->second;
        kwargs.erase(it);
        return true;
      }
    return false;
  };
  if (ct.kind == NbKind::Const && ct.value.is_obj() && ct.value.o->type == np_state(I.vm).ufunc) {
    const std::string& uname = static_cast<UFunc*>(ct.value.o)->name;
    if (!kwargs.empty() || !array_ufunc(I, uname, args, res))
      return I.reason.empty() ? I.fail(no_impl("Function(<ufunc '" + uname + "'>)", argt)) : false;
    return true;
  }
  if (ct.kind == NbKind::Const && ct.value.is_obj() && ct.value.o->type->layout == Layout::Builtin && args.size() == 1 &&
      type_at(args[0].t).kind == NbKind::Array && kwargs.empty()) {
    // np.sum(a), np.mean(a), ...: the method; abs(a), sum(a) alike.
    std::string fname = static_cast<BuiltinFunction*>(ct.value.o)->name->s;
    static const char* const reductions[] = {"sum", "mean", "prod", "min", "max", "amin", "amax", "argmin", "argmax",
                                             "copy", "std", "var", "cumsum", "cumprod", "any", "all", "ravel"};
    for (const char* r : reductions)
      if (fname == r) return array_method(I, args[0], fname == "amin" ? "min" : fname == "amax" ? "max" : fname, {}, res);
    if (fname == "abs") return array_ufunc(I, "absolute", args, res);
  }
  if (ct.kind == NbKind::Const && is_print(ct.value)) {
    if (!kwargs.empty()) return I.fail("tpy: print() with keyword arguments is not supported in compiled code yet");
    return emit_print(I, args);
  }
  if (ct.kind == NbKind::Const && creation(I, ct.value, args, take_kw, res)) {
    if (!I.reason.empty()) return false;
    if (!kwargs.empty()) return I.fail(no_impl("Function(<built-in function " + kwargs[0].first + ">)", argt));
    return true;
  }
  if (!I.reason.empty()) return false;
  if (!kwargs.empty())
    return I.fail("tpy: keyword argument '" + kwargs[0].first + "' is not supported here in compiled code yet");
  if (ct.kind == NbKind::Method && type_at(args[0].t).kind == NbKind::Str)
    return str_method(I, args[0], ct.name, std::vector<Val>(args.begin() + 1, args.end()), res) || (I.reason.empty() && I.fail(no_impl("BoundFunction(unicode_type." + ct.name + ")", argt)));
  if (ct.kind == NbKind::Method) return array_method(I, args[0], ct.name, std::vector<Val>(args.begin() + 1, args.end()), res);
  if (ct.kind == NbKind::Closure) {
    if (!kwargs.empty()) return I.fail("tpy: keyword arguments to inner functions are not supported in compiled code yet");
    std::vector<Val> fv;
    size_t at = 0;
    for (TypeId t : ct.items) {
      size_t n = leaf_types(t).size();
      Val v{t, {}};
      for (size_t j = 0; j < n; j++) v.leaves.push_back(callee.leaves.empty() ? 0 : callee.leaves[at + j]);
      at += n;
      fv.push_back(v);
    }
    return Infer::inline_call(I, static_cast<Code*>(ct.value.o), I.globals, args, fv, res, true);
  }
  if (ct.kind != NbKind::Const) return I.fail(no_impl("Function(" + type_name(callee.t) + ")", argt));
  Value f = ct.value;
  const DispatcherHooks& hooks = dispatcher_hooks();
  // Another dispatcher (or this one): a native call.
  if (hooks.py_func_of && hooks.py_func_of(I.vm, f)) {
    CompiledFunc* target = nullptr;
    if (f.same(I.self) && argt == I.out->args) {
      target = I.out;
      if (!I.ret_type) {
        // No return typed yet: this path waits for a round that has one
        // (the base case may come later in the function).
        if (I.recursion_wait_pc < 0) I.recursion_wait_pc = I.pc;
        I.ended = true;
        res = Val{t_none(), {0}};
        return true;
      }
    } else {
      std::string why;
      target = hooks.specialise(I.vm, f, argt, why);
      if (!target) return I.fail(why);
    }
    TypeId rt = target == I.out ? I.ret_type : target->ret;
    // A small callee without loops is inlined (its own specialisation
    // exists too: its signature is listed as Numba lists it).
    Function* callee_fn = hooks.py_func_of(I.vm, f);
    if (target != I.out && small_to_inline(callee_fn->code) && !callee_fn->closure) {
      Val r;
      if (Infer::inline_call(I, callee_fn->code, callee_fn->globals, args, {}, r)) {
        res = r;
        return true;
      }
      I.reason.clear();   // not inlinable after all: a call
    }
    std::vector<IRRef> words;
    for (size_t k = 0; k < args.size(); k++)
      for (size_t j = 0; j < args[k].leaves.size(); j++)
        if (leaf_types(args[k].t)[j] != IrType::None) words.push_back(args[k].leaves[j]);
    IrType rty = ir_type(rt);
    if (type_at(rt).kind == NbKind::Array || is_tuple(rt)) rty = IrType::Ptr;
    IRRef r = call_words(I, nullptr, &target->body, words, rty == IrType::None ? IrType::Int : rty);
    if (is_tuple(rt)) {
      // The callee left the words in FuncCtx::ret: read them before anything else calls.
      res = Val{rt, {}};
      IRRef cx = I.emit(IrOp::ARG, IrType::Ptr, 0, 0, -1);
      int64_t w = 0;
      for (IrType lt : leaf_types(rt)) {
        if (lt == IrType::None) {
          res.leaves.push_back(I.kint(0, IrType::None));
          continue;
        }
        res.leaves.push_back(I.emit(IrOp::FLOAD, lt, cx, 0, mem_k((int64_t)(offsetof(FuncCtx, ret) + 8 * w++), mem_class<FuncCtx>())));
      }
    } else if (type_at(rt).kind == NbKind::Array) res = I.emitting ? array_from_ptr(I, rt, r) : Val{rt, {}};
    else if (type_at(rt).kind == NbKind::None) res = I.scalar(rt, I.kint(0, IrType::None));
    else res = I.scalar(rt, r);
    return true;
  }
  // prange is range here (parallel=True is the parallel issue's).
  if (f.is_obj() && f.o->type->layout == Layout::Type && (static_cast<TypeObject*>(f.o)->name->s == "enumerate" ||
                                                         static_cast<TypeObject*>(f.o)->name->s == "zip")) {
    bool is_enum = static_cast<TypeObject*>(f.o)->name->s == "enumerate";
    Val start;
    bool has_start = take_kw("start", start) || (is_enum && args.size() == 2 && (start = args[1], args.pop_back(), true));
    if (!kwargs.empty() || (is_enum && (args.size() != 1 || (has_start && !is_int_type(start.t)))) || (!is_enum && args.empty()))
      return I.fail(no_impl(std::string("Function(<class '") + (is_enum ? "enumerate" : "zip") + "'>)", argt));
    std::vector<Val> its;
    for (const Val& a : args) {
      Val it;
      if (!get_iter(I, a, it)) return I.reason.empty() ? I.fail(no_impl("Function(<built-in function getiter>)", {a.t})) : false;
      its.push_back(it);
    }
    NbType nt;
    nt.kind = is_enum ? NbKind::EnumerateIter : NbKind::ZipIter;
    for (auto& it : its) nt.items.push_back(it.t);
    res = Val{intern_type(nt), {}};
    if (is_enum) res.leaves.push_back(has_start ? I.convert(start, t_int(64)) : I.kint(0));
    for (auto& it : its) res.leaves.insert(res.leaves.end(), it.leaves.begin(), it.leaves.end());
    return true;
  }
  bool is_range = f.is_obj() && (f.o == I.vm.t.range ||
                                 (f.o->type->layout == Layout::Type && static_cast<TypeObject*>(f.o)->name->s == "prange"));
  // Exception classes: raising them (RAISE_VARARGS reads the message).
  if (f.is_obj() && f.o->type->layout == Layout::Type && !is_range) {
    TypeObject* cls = static_cast<TypeObject*>(f.o);
    bool is_exc = false;
    for (TypeObject* m : cls->mro) is_exc |= m == I.vm.exc.BaseException;
    if (is_exc) {
      // Its arguments must be constants (as Numba's, which builds the
      // exception from them when it raises).
      std::vector<Value> consts;
      for (size_t k = 0; k < args.size(); k++) {
        if (args[k].lit.is_undef()) {
          std::string what = args[k].arg_no >= 0
                                 ? "arg(" + std::to_string(args[k].arg_no) + ", name=" + I.code->varnames[args[k].arg_no]->s + ")"
                                 : "$" + std::to_string(I.pc) + "call";
          return I.fail("ConstantInferenceError: Constant inference not possible for: " + what);
        }
        consts.push_back(args[k].lit);
      }
      // An exception instance is typed as a constant class with its message.
      NbType t;
      t.kind = NbKind::Method;
      t.items = {t_const(f)};
      t.name = "__exc__";
      res = Val{intern_type(t), {}};
      if (I.emitting) {
        // Raised right away by RAISE_VARARGS (the next instruction).
        Tuple* t = nullptr;
        if (!consts.empty()) {
          t = I.vm.new_tuple(consts);
          I.out->keep.push_back(t);
        }
        I.emit_raise(cls, t, true);
      }
      return true;
    }
    // Casts: int(x), float(x), bool(x), np.float32(x), ...
    std::string n = cls->name->s;
    if (cls == I.vm.t.str && kwargs.empty() && str_builtin(I, "str", f, args, res)) return true;
    TypeId to = kNoType;
    if (n == "int") to = t_int(64);
    else if (n == "float") to = t_float(64);
    else if (n == "bool") to = t_bool();
    else {
      NpState& np = np_state(I.vm);
      for (int d = 0; d < kNumDTypes; d++)
        if (np.scalar_types[d] == cls) to = dtype_type((DType)d);
    }
    if (to && args.size() == 1 && is_number_type(args[0].t)) {
      res = I.scalar(to, I.convert(args[0], to));
      return true;
    }
    return I.fail(no_impl("Function(<class '" + n + "'>)", argt));
  }
  std::string name = f.is_obj() && f.o->type->layout == Layout::Builtin ? static_cast<BuiltinFunction*>(f.o)->name->s : "?";
  bool numeric = true;
  for (auto& a : args) numeric = numeric && is_number_type(a.t);
  if (is_range) {
    if (args.empty() || args.size() > 3 || !numeric) return I.fail(no_impl("Function(<class 'range'>)", argt));
    // Numba 0.56 takes floats too (truncated).
    IRRef start = args.size() > 1 ? I.convert(args[0], t_int(64)) : I.kint(0);
    IRRef stop = I.convert(args[args.size() > 1 ? 1 : 0], t_int(64));
    IRRef step = args.size() > 2 ? I.convert(args[2], t_int(64)) : I.kint(1);
    if (args.size() > 2) I.raise_if(step, I.kint(0), (int64_t)Cond::EQ, I.vm.exc.ValueError, "range() arg 3 must not be zero");
    res = Val{t_range(), {start, stop, step}};
    return true;
  }
  if ((name == "len" || name == "ord" || name == "chr" || name == "hash") && str_builtin(I, name, f, args, res)) return true;
  if (builtin_named(f, "len") && args.size() == 1) {
    const NbType& at = type_at(args[0].t);
    if (at.kind == NbKind::Array && at.ndim >= 1) { res = I.scalar(t_int(64), args[0].leaves.empty() ? 0 : args[0].leaves[2]); return true; }
    if (is_tuple(args[0].t)) { res = I.scalar(t_int(64), I.kint((int64_t)tuple_items(args[0].t).size())); return true; }
    if (at.kind == NbKind::List) { res = I.scalar(t_int(64), I.kint((int64_t)at.items.size())); return true; }
    return I.fail(no_impl("Function(<built-in function len>)", argt));
  }
  if (builtin_named(f, "abs") && args.size() == 1 && numeric) {
    TypeId t = is_float_type(args[0].t) ? args[0].t : arith_result(args[0].t, args[0].t);
    IRRef x = I.convert(args[0], t);
    if (is_float_type(t)) { res = I.scalar(t, I.emit(IrOp::FABS, IrType::Float, x)); return true; }
    if (type_at(t).kind == NbKind::UInt) { res = I.scalar(t, x); return true; }
    IRRef neg = I.emit(IrOp::SAR, IrType::Int, x, I.kint(63));
    res = I.scalar(t, I.emit(IrOp::SUB, IrType::Int, I.emit(IrOp::BXOR, IrType::Int, x, neg), neg));
    return true;
  }
  if ((builtin_named(f, "min") || builtin_named(f, "max")) && args.size() >= 2 && numeric) {
    bool is_min = name == "min";
    Val acc = args[0];
    for (size_t k = 1; k < args.size(); k++) {
      TypeId t = unify(acc.t, args[k].t);
      if (type_at(t).kind == NbKind::Bool) t = t_int(64);
      IRRef x = I.convert(acc, t), y = I.convert(args[k], t);
      IRRef r;
      if (is_float_type(t)) r = I.emit(is_min ? IrOp::FMIN : IrOp::FMAX, IrType::Float, x, y);
      else r = is_min ? imin(I, x, y) : imax(I, x, y);
      acc = I.scalar(t, r);
    }
    res = acc;
    return true;
  }
  if (builtin_named(f, "round") && args.size() == 2 && numeric && is_int_type(args[1].t)) {
    TypeId t = is_float_type(args[0].t) ? args[0].t : t_int(64);
    if (!is_float_type(t)) { res = I.scalar(t, I.convert(args[0], t)); return true; }
    IRRef r = I.emit(IrOp::FCALL, IrType::Float, I.convert(args[0], t_float(64)), I.convert(args[1], t_float(64)), (int64_t)MathFn::RoundN);
    res = I.scalar(t, type_at(t).bits == 32 ? I.emit(IrOp::TOF32, IrType::Float, r) : r);
    return true;
  }
  if (builtin_named(f, "divmod") && args.size() == 2 && numeric) {
    TypeId rt = arith_result(args[0].t, args[1].t);
    IRRef a = I.convert(args[0], rt), b = I.convert(args[1], rt);
    if (!I.opt.error_model_numpy) {
      if (is_float_type(rt)) I.raise_if(b, I.kfloat(0.0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, "division by zero");
      else I.raise_if(b, I.kint(0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, "integer division or modulo by zero");
    }
    IRRef q = I.emitting ? scalar_binop(I, (int)BinOpKind::FloorDiv, rt, a, b, true) : 0;
    IRRef m = I.emitting ? scalar_binop(I, (int)BinOpKind::Mod, rt, a, b, true) : 0;
    res = Val{t_tuple({rt, rt}), {q, m}};
    return true;
  }
  if (builtin_named(f, "round") && args.size() == 1 && numeric) {
    // round() of a float is an int, half to even.
    if (!is_float_type(args[0].t)) { res = I.scalar(t_int(64), I.convert(args[0], t_int(64))); return true; }
    IRRef x = I.convert(args[0], t_float(64));
    IRRef r = I.emit(IrOp::FCALL, IrType::Float, x, 0, (int64_t)MathFn::Rint);
    res = I.scalar(t_int(64), I.emit(IrOp::FTOI, IrType::Int, r));
    return true;
  }
  // math.* and np.* on scalars.
  MathFn mf = MathFn::Count;
  int nargs = 1;
  bool direct = name == "sqrt" || name == "fabs";   // machine instructions, not libm
  if (f.is_obj() && f.o->type->layout == Layout::Builtin && numeric && (direct || math_fn_named(name, mf, nargs)) &&
      (int)args.size() == nargs) {
    TypeId ft = t_float(64);
    bool f32 = true;
    for (auto& a : args) f32 = f32 && type_at(a.t).kind == NbKind::Float && type_at(a.t).bits == 32;
    if (f32) ft = t_float(32);
    IRRef x = I.convert(args[0], t_float(64));
    IRRef y = nargs == 2 ? I.convert(args[1], t_float(64)) : 0;
    IRRef r = name == "sqrt"   ? I.emit(IrOp::FSQRT, IrType::Float, x)
              : name == "fabs" ? I.emit(IrOp::FABS, IrType::Float, x)
                               : I.emit(IrOp::FCALL, IrType::Float, x, y, (int64_t)mf);
    if (f32) r = I.emit(IrOp::TOF32, IrType::Float, r);
    bool to_int = name == "floor" || name == "ceil" || name == "trunc";
    if (to_int && !f32) { res = I.scalar(t_int(64), I.emit(IrOp::FTOI, IrType::Int, r)); return true; }
    res = I.scalar(ft, r);
    return true;
  }
  if ((name == "isnan" || name == "isinf" || name == "isfinite") && args.size() == 1 && numeric) {
    if (!is_float_type(args[0].t)) { res = I.scalar(t_bool(), I.kint(name == "isfinite", IrType::Bool)); return true; }
    IRRef x = args[0].leaves.empty() ? 0 : args[0].leaves[0];
    IRRef r;
    if (name == "isnan") r = I.emit(IrOp::CMP, IrType::Bool, x, x, (int64_t)Cond::NE);
    else {
      IRRef ax = I.emit(IrOp::FABS, IrType::Float, x);
      r = I.emit(IrOp::CMP, IrType::Bool, ax, I.kfloat(INFINITY), (int64_t)(name == "isinf" ? Cond::EQ : Cond::LT));
    }
    res = I.scalar(t_bool(), r);
    return true;
  }
  return I.fail(no_impl("Function(" + (name == "?" ? type_name(callee.t) : "<built-in function " + name + ">") + ")", argt));
}


}  // namespace

}  // namespace tpy::jit
