// infer_calls.cpp — the function compiler's typing of calls (infer_call):
// built-ins, math, NumPy functions (those handed to NumPy itself are
// jit/infer_np.cpp's) and scalar casts, methods, and calls of
// other dispatchers (inlined when small, else a direct native call). The
// per-opcode rules that reach it are in infer_ops.cpp.
#include <cmath>
#include "builtins/numpy/ndarray.h"
#include "builtins/numpy/ufunc.h"
#include "jit/infer.h"
#include "jit/trace.h"
#include "vm/ast.h"
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/run.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

// "numpy.<name>" for a function of NumPy's modules (a built-in ufunc or a
// function of numpy or numpy.<sub>), else "".
std::string numpy_function_name(VM& vm, Value v) {
  if (!v.is_obj()) return "";
  NpState& np = np_state(vm);
  if (v.o->type == np.ufunc) {
    auto* u = static_cast<UFunc*>(v.o);
    return u->scalar.is_undef() ? "numpy." + u->name : "";   // a user's @vectorize has a scalar function
  }
  if (v.o->type->layout != Layout::Builtin || !np.module) return "";
  // The function found under its own name in numpy or one of its modules.
  Value name = Value::object(static_cast<BuiltinFunction*>(v.o)->name);
  auto holds = [&](Module* m) {
    Value got;
    bool found = false;
    return dict_get(vm, m->dict, name, got, found) && found && got.is_obj() && got.o == v.o;
  };
  if (holds(np.module)) return "numpy." + static_cast<Str*>(name.o)->text();
  for (const char* sub : {"random", "linalg", "fft"}) {
    Value m, key = vm.str_value(sub);
    bool found = false;
    if (dict_get(vm, np.module->dict, key, m, found) && found && is_layout(m, Layout::Module) && holds(as<Module>(m)))
      return std::string("numpy.") + sub + "." + static_cast<Str*>(name.o)->text();
  }
  return "";
}

bool builtin_named(Value v, const char* name) {
  return v.is_obj() && v.o->type->layout == Layout::Builtin &&
         static_cast<BuiltinFunction*>(v.o)->name->text() == name;
}


// A callee worth inlining: short, straight-line or branching, no loops.
bool small_to_inline(Code* c) {
  if (c->code.size() > 48 || !c->exc_table.empty() || (c->flags & (kCodeVarargs | kCodeVarkw | kCodeGenerator))) return false;
  for (const Instr& in : c->code)
    if (in.op == Op::JUMP_BACKWARD || in.op == Op::FOR_ITER || in.op == Op::COPY_FREE_VARS) return false;
  return true;
}

bool is_print(Value f) {
  return f.is_obj() && f.o->type->layout == Layout::Builtin && static_cast<BuiltinFunction*>(f.o)->name->text() == "print";
}



bool emit_print(Infer& I, const std::vector<Val>& args) {
  auto spec = std::make_unique<PrintSpec>();
  std::vector<IRRef> words{I.kint((int64_t)(intptr_t)spec.get())};
  for (const Val& v : args) {
    NbKind k = type_at(v.t).kind;
    if (!is_number_type(v.t) && k != NbKind::None && k != NbKind::Complex && k != NbKind::Array && k != NbKind::Str && k != NbKind::ObjList && k != NbKind::ObjDict && !is_tuple(v.t))
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
  std::string name = bf->name->text();
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
    res = fresh_array(I, t, p);
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
    res = fresh_array(I, t, p);
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
  if (name == "array" && args.size() == 1 && type_at(args[0].t).kind == NbKind::ObjList) {
    DType dt = DType::Float64;
    if (has_dt && !const_dtype(I, dtv, dt)) return bad();
    return list_to_array(I, f, args[0], has_dt, dt, res) || !I.reason.empty() || bad();
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
    res = fresh_array(I, t, call_words(I, (void*)&jit_fn_copy_array, nullptr, w, IrType::Ptr));
    return true;
  }
  return false;
}

}  // namespace

Value module_attr(Infer& I, const char* module, const char* name) {
  Value mod, v;
  Value fromlist = Value::object(I.vm.new_tuple({I.vm.str_value("x")}));
  if (!import_module(I.vm, I.vm.intern(module), fromlist, 0, mod) || !get_attr(I.vm, mod, I.vm.intern(name), v)) {
    I.vm.take_pending();
    return Value();
  }
  if (v.is_obj()) I.out->keep.push_back(v.o);
  return v;
}

// PyOpSpec::tags: the tag a value of t boxes to when that is all there is to it.
Tag word_tag(TypeId t) {
  if (t == t_int(64)) return Tag::Int;
  if (t == t_float(64)) return Tag::Float;
  if (t == t_bool()) return Tag::Bool;
  NbKind k = type_at(t).kind;
  if (k == NbKind::None) return Tag::None;
  if (k == NbKind::Str || k == NbKind::ObjList || k == NbKind::ObjDict) return Tag::Obj;
  return Tag::Undef;
}

Val pyop(Infer& I, PyOpSpec::Kind kind, int op, Value fn, const std::vector<Val>& args, TypeId ret, Tuple* kwnames) {
  const NbType& rt = type_at(ret);
  auto spec = std::make_unique<PyOpSpec>();
  spec->kind = kind;
  spec->op = op;
  spec->fn = fn;
  spec->ret = ret;
  spec->kwnames = kwnames;
  std::vector<IRRef> words{I.kint((int64_t)(intptr_t)spec.get())};
  Tag rtag = word_tag(ret);
  spec->ret_tag = rtag == Tag::Obj ? Tag::Undef : rtag;   // an object result is checked (a list's items)
  for (const Val& a : args) {
    if (spec->types.size() < kMaxPyOperands) spec->tags[spec->types.size()] = word_tag(a.t);
    spec->types.push_back(a.t);
    auto lts = leaf_types(a.t);
    for (size_t j = 0; j < a.leaves.size(); j++)
      if (lts[j] != IrType::None) words.push_back(a.leaves[j]);
  }
  IrType it = rt.kind == NbKind::Array || in_ret_words(ret) ? IrType::Ptr : ir_type(ret);
  IRRef r = call_words(I, (void*)&jit_fn_pyop, nullptr, words, it == IrType::None ? IrType::Int : it);
  if (I.emitting) {
    if (fn.is_obj()) I.out->keep.push_back(fn.o);
    if (kwnames) I.out->keep.push_back(kwnames);
    I.out->pyops.push_back(std::move(spec));
  }
  if (rt.kind == NbKind::Array) return I.emitting ? fresh_array(I, ret, r) : Val{ret, {}};
  if (in_ret_words(ret)) {
    // The words in FuncCtx::ret: read before anything else calls.
    Val res{ret, {}};
    IRRef cx = I.emit(IrOp::ARG, IrType::Ptr, 0, 0, -1);
    int64_t w = 0;
    for (IrType lt : leaf_types(ret))
      res.leaves.push_back(lt == IrType::None ? I.kint(0, IrType::None)
                                              : I.emit(IrOp::FLOAD, lt, cx, 0, mem_k((int64_t)(offsetof(FuncCtx, ret) + 8 * w++), mem_class<FuncCtx>())));
    return res;
  }
  return I.scalar(ret, r);
}

const char* thread_function(Value v) {
  if (!is_layout(v, Layout::Function)) return nullptr;
  Function* f = as<Function>(v);
  if (!is_str(f->module) || as<Str>(f->module)->text() != "numba") return nullptr;
  for (const char* n : {"get_num_threads", "set_num_threads", "get_thread_id"})
    if (f->name->text() == n) return n;
  return nullptr;
}

namespace {

// numba.get_num_threads() / set_num_threads(n) / get_thread_id() in
// compiled code: calls of the thread pool (jit/parallel.cpp).
bool thread_call(Infer& I, const char* name, const std::vector<Val>& args, Val& res) {
  std::string n = name;
  bool set = n == "set_num_threads";
  if (args.size() != (set ? 1u : 0u) || (set && !is_int_type(args[0].t)))
    return I.fail(no_impl("Function(<function " + n + ">)", [&] {
      std::vector<TypeId> t;
      for (auto& a : args) t.push_back(a.t);
      return t;
    }()));
  void* fn = set ? (void*)&jit_fn_set_num_threads : n == "get_num_threads" ? (void*)&jit_fn_get_num_threads
                                                                            : (void*)&jit_fn_get_thread_id;
  std::vector<IRRef> words;
  if (set) words.push_back(I.convert(args[0], t_int(64)));
  IRRef r = call_words(I, fn, nullptr, words, set ? IrType::None : IrType::Int, nullptr);
  res = set ? I.scalar(t_none(), I.kint(0, IrType::None)) : I.scalar(t_int(64), r);
  return true;
}

}  // namespace

// A @vectorize ufunc called by compiled code: on scalars, a call of its
// compiled scalar function; with arrays, the ufunc itself on the boxed
// operands, its result an array of the dtype the scalar function returns
// for the elements' types (the ufunc's loop gives it, or it is converted).
bool user_ufunc_call(Infer& I, UFunc* uf, std::vector<Val>& args, Val& res) {
  std::vector<TypeId> argt, elems;
  int ndim = 0;
  for (auto& a : args) {
    argt.push_back(a.t);
    const NbType& t = type_at(a.t);
    if (t.kind == NbKind::Array) {
      ndim = std::max(ndim, (int)t.ndim);
      elems.push_back(dtype_type(t.dtype));
    } else {
      elems.push_back(a.t);
    }
  }
  std::string failed = no_impl("Function(<ufunc '" + uf->name + "'>)", argt);
  if ((int)args.size() != uf->nin) return I.fail(failed);
  for (TypeId e : elems)
    if (!is_number_type(e)) return I.fail(failed);
  I.out->keep.push_back(uf->scalar.o);
  Val fn{t_const(uf->scalar, "type(CPUDispatcher(<function " + uf->name + ">))"), {}};
  if (ndim == 0) {
    std::vector<std::string> no_kw;
    return infer_call(I, fn, args, no_kw, res);
  }
  std::string why;
  const DispatcherHooks& hooks = dispatcher_hooks();
  CompiledFunc* spec = hooks.specialise ? hooks.specialise(I.vm, uf->scalar, elems, why) : nullptr;
  if (!spec) return why.empty() ? I.fail(failed) : I.fail(why);
  DType dt;
  if (!type_dtype(spec->ret, dt)) return I.fail(failed);
  // A DUFunc's own call compiles the loop these types need.
  res = pyop(I, PyOpSpec::Call, 0, uf->owner.is_undef() ? Value::object(uf) : uf->owner, args, t_array(dt, ndim, 'C'));
  return true;
}

bool infer_call(Infer& I, const Val& callee, std::vector<Val>& args, const std::vector<std::string>& kw, Val& res) {
  const NbType& ct = type_at(callee.t);
  if (ct.kind == NbKind::Const && kw.empty())
    if (const char* name = thread_function(ct.value)) return thread_call(I, name, args, res);
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
  if (I.opt.cuda && ct.kind == NbKind::Const && is_layout(ct.value, Layout::Type)) {
    if (cuda_call(I, ct.value, args, kwargs, res)) return true;
    if (!I.reason.empty()) return false;
  }
  if (I.opt.cuda && ct.kind == NbKind::Const) {
    // Kernels and device functions call math's functions, not NumPy's.
    std::string np_name = numpy_function_name(I.vm, ct.value);
    if (!np_name.empty())
      return I.fail("Use of unsupported NumPy function '" + np_name + "' or unsupported use of the function.");
  }
  if (ct.kind == NbKind::Const && ct.value.is_obj() && ct.value.o->type == np_state(I.vm).ufunc &&
      !static_cast<UFunc*>(ct.value.o)->scalar.is_undef() && kwargs.empty())
    return user_ufunc_call(I, static_cast<UFunc*>(ct.value.o), args, res);
  if (ct.kind == NbKind::Const && ct.value.is_obj() && ct.value.o->type == np_state(I.vm).ufunc) {
    const std::string& uname = static_cast<UFunc*>(ct.value.o)->name;
    if (!kwargs.empty() || !array_ufunc(I, uname, args, res))
      return I.reason.empty() ? I.fail(no_impl("Function(<ufunc '" + uname + "'>)", argt)) : false;
    return true;
  }
  if (ct.kind == NbKind::Const && ct.value.is_obj() && ct.value.o->type->layout == Layout::Builtin && args.size() == 1 &&
      type_at(args[0].t).kind == NbKind::Array && kwargs.empty()) {
    // np.sum(a), np.mean(a), ...: the method; abs(a), sum(a) alike.
    std::string fname = static_cast<BuiltinFunction*>(ct.value.o)->name->text();
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
  if (ct.kind == NbKind::Const && np_random_call(I, ct.value, args, kwargs, res)) return I.reason.empty();
  if (!I.reason.empty()) return false;
  if (ct.kind == NbKind::Const && np_library_call(I, ct.value, args, kwargs, res)) return I.reason.empty();
  if (!I.reason.empty()) return false;
  if (ct.kind == NbKind::Method && type_at(ct.items[0]).kind == NbKind::Const)   // typed.Dict.empty, typed.List.empty_list
    return typed_empty(I, type_at(ct.items[0]).value, ct.name, args, kwargs, res);
  if (ct.kind == NbKind::Method && is_complex_type(args[0].t) && kwargs.empty())
    return complex_method(I, args[0], ct.name, std::vector<Val>(args.begin() + 1, args.end()), res) || I.fail(no_impl("BoundFunction(complex." + ct.name + ")", argt));
  if (ct.kind == NbKind::Method && type_at(args[0].t).kind == NbKind::ObjDict) {
    if (!kwargs.empty()) return I.fail("tpy: keyword arguments to dict methods are not supported in compiled code yet");
    return dict_method(I, args[0], ct.name, std::vector<Val>(args.begin() + 1, args.end()), res);
  }
  if (ct.kind == NbKind::Method && type_at(args[0].t).kind == NbKind::ObjList)
    return list_method(I, args[0], ct.name, std::vector<Val>(args.begin() + 1, args.end()), kwargs, res);
  if (ct.kind == NbKind::Const && ct.value.is_obj() && args.size() == 1) {
    // len, list, sorted, sum, min, max of a list (sorted and list of other sequences too).
    Value f = ct.value;
    std::string bn = f.o == I.vm.t.list ? "list" : f.o->type->layout == Layout::Builtin ? static_cast<BuiltinFunction*>(f.o)->name->text() : "";
    if (!bn.empty() && list_builtin(I, bn, f, args, kwargs, res)) return true;
    if (!I.reason.empty()) return false;
  }
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
    // A small callee without loops is inlined, and one compiled with
    // inline='always' (its own specialisation exists too: its signature is
    // listed as Numba lists it).
    Function* callee_fn = hooks.py_func_of(I.vm, f);
    // CUDA code inlines every call (the CUDA C emitter prints one function).
    if (target != I.out && (small_to_inline(callee_fn->code) || target->inline_always || I.opt.cuda) && !callee_fn->closure) {
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
    if (type_at(rt).kind == NbKind::Array || in_ret_words(rt)) rty = IrType::Ptr;
    IRRef r = call_words(I, nullptr, &target->body, words, rty == IrType::None ? IrType::Int : rty, target);
    if (in_ret_words(rt)) {
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
  if (f.is_obj() && f.o->type->layout == Layout::Type && (static_cast<TypeObject*>(f.o)->name->text() == "enumerate" ||
                                                         static_cast<TypeObject*>(f.o)->name->text() == "zip")) {
    bool is_enum = static_cast<TypeObject*>(f.o)->name->text() == "enumerate";
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
                                 (f.o->type->layout == Layout::Type && static_cast<TypeObject*>(f.o)->name->text() == "prange"));
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
                                 ? "arg(" + std::to_string(args[k].arg_no) + ", name=" + I.code->varnames[args[k].arg_no]->text() + ")"
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
    if (is_typed_list_class(cls) && kwargs.empty() && typed_list_new(I, f, args, res)) return true;
    if ((is_typed_dict_class(cls) || cls == I.vm.t.dict) && kwargs.empty() && args.empty()) return dict_new(I, {}, res);
    // Casts: int(x), float(x), bool(x), np.float32(x), ...
    std::string n = cls->name->text();
    if (cls == I.vm.t.str && kwargs.empty() && str_builtin(I, "str", f, args, res)) return true;
    if (n == "complex" && cls->builtin && kwargs.empty() && complex_builtin(I, "complex", args, res)) return true;
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
    NbKind ak = args.size() == 1 ? type_at(args[0].t).kind : NbKind::Undef;
    if (n == "bool" && (ak == NbKind::Str || ak == NbKind::ObjList || ak == NbKind::ObjDict)) {
      bool ok;
      res = I.scalar(t_bool(), I.truthy(args[0], ok));
      return true;
    }
    return I.fail(no_impl("Function(<class '" + n + "'>)", argt));
  }
  std::string name = f.is_obj() && f.o->type->layout == Layout::Builtin ? static_cast<BuiltinFunction*>(f.o)->name->text() : "?";
  bool numeric = true;
  for (auto& a : args) numeric = numeric && is_number_type(a.t);
  if (is_range) {
    if (args.empty() || args.size() > 3 || !numeric) return I.fail(no_impl("Function(<class 'range'>)", argt));
    // Numba 0.56 takes floats too (truncated).
    IRRef start = args.size() > 1 ? I.convert(args[0], t_int(64)) : I.kint(0);
    IRRef stop = I.convert(args[args.size() > 1 ? 1 : 0], t_int(64));
    IRRef step = args.size() > 2 ? I.convert(args[2], t_int(64)) : I.kint(1);
    if (args.size() > 2) I.raise_if(step, I.kint(0), (int64_t)Cond::EQ, I.vm.exc.ValueError, "range() arg 3 must not be zero");
    bool parallel = I.opt.parallel && f.o != I.vm.t.range;   // prange
    // (The step is known once lowering: constants fold there.)
    if (parallel && args.size() > 2 && I.emitting && !(I.out->ir.is_const(step) && I.out->ir[step].k == 1))
      return I.parfor_error("Only constant step size of 1 is supported for prange");
    res = Val{parallel ? t_prange() : t_range(), {start, stop, step}};
    return true;
  }
  if ((name == "len" || name == "ord" || name == "chr" || name == "hash") && str_builtin(I, name, f, args, res)) return true;
  if (builtin_named(f, "hash") && args.size() == 1) {
    // CPython's hash (Numba's agrees) of numbers, str and tuples of them.
    std::function<bool(TypeId)> hashable = [&](TypeId t) {
      if (is_number_type(t) || is_complex_type(t) || type_at(t).kind == NbKind::Str) return true;
      if (!is_tuple(t)) return false;
      for (TypeId i : tuple_items(t))
        if (!hashable(i)) return false;
      return true;
    };
    if (!hashable(args[0].t)) return I.fail(no_impl("Function(<built-in function hash>)", argt));
    res = pyop(I, PyOpSpec::Call, 0, f, {args[0]}, t_int(64));
    return true;
  }
  if (builtin_named(f, "isinstance") && args.size() == 2) {
    // Decided at compile time from the type, as Numba 0.56 (which warns
    // that this is experimental, and refuses a bool first argument).
    I.warn("NumbaExperimentalFeatureWarning", "Use of isinstance() detected. This is an experimental feature.");
    NbKind xk = type_at(args[0].t).kind;
    std::vector<TypeId> classes = is_tuple(args[1].t) ? tuple_items(args[1].t) : std::vector<TypeId>{args[1].t};
    bool yes = false;
    for (TypeId c : classes) {
      const NbType& ct = type_at(c);
      if (xk == NbKind::Bool || ct.kind != NbKind::Const || !ct.value.is_obj() || ct.value.o->type->layout != Layout::Type)
        return I.fail(no_impl("Function(<built-in function isinstance>)", argt));
      TypeObject* cls = static_cast<TypeObject*>(ct.value.o);
      if (cls == I.vm.t.int_) yes |= xk == NbKind::Int || xk == NbKind::UInt;
      else if (cls == I.vm.t.float_) yes |= xk == NbKind::Float;
      else if (cls == I.vm.t.complex) yes |= xk == NbKind::Complex;
      else if (cls == I.vm.t.str) yes |= xk == NbKind::Str;
      else if (cls == I.vm.t.bool_) yes |= false;
      else if (cls == I.vm.t.tuple) yes |= is_tuple(args[0].t);
      else if (cls == I.vm.t.list) yes |= xk == NbKind::ObjList && !(type_at(args[0].t).bits & 2);
      else if (cls == I.vm.t.dict) yes |= xk == NbKind::ObjDict;
      else return I.fail("tpy: isinstance() with " + std::string(cls->name->text()) + " is not supported in compiled code yet");
    }
    res = I.scalar(t_bool(), I.kint(yes, IrType::Bool));
    res.known = yes;
    return true;
  }
  if (builtin_named(f, "len") && args.size() == 1) {
    const NbType& at = type_at(args[0].t);
    if (at.kind == NbKind::Array && at.ndim >= 1) { res = I.scalar(t_int(64), args[0].leaves.empty() ? 0 : args[0].leaves[2]); return true; }
    if (is_tuple(args[0].t)) { res = I.scalar(t_int(64), I.kint((int64_t)tuple_items(args[0].t).size())); return true; }
    if (at.kind == NbKind::List) { res = I.scalar(t_int(64), I.kint((int64_t)at.items.size())); return true; }
    if (at.kind == NbKind::ObjDict) { res = I.scalar(t_int(64), dict_len(I, args[0])); return true; }
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
    if (!I.numpy_errors()) {
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
  if (name == "abs" && complex_builtin(I, "abs", args, res)) return true;
  // cmath.*: complex results (of real arguments too).
  if (f.is_obj() && f.o->type->layout == Layout::Builtin) {
    Value cm = dict_get_str(I.vm.modules, I.vm.intern("cmath"));
    if (cm.is_obj() && cm.o->type->layout == Layout::Module && dict_get_str(as<Module>(cm)->dict, I.vm.intern(name)).same(f)) {
      if (cmath_call(I, name, args, res)) return true;
      return I.reason.empty() ? I.fail(no_impl("Function(<built-in function " + name + ">)", argt)) : false;
    }
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


}  // namespace tpy::jit
