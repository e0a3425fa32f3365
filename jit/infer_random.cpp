// infer_random.cpp — np.random inside compiled functions. As Numba's,
// compiled code draws from a generator of its own
// (NpState::jit_random_state), apart from the interpreter's np.random, with
// NumPy's legacy algorithms (builtins/numpy/np_random.cpp): the same seed
// gives NumPy's sequence. Uniform doubles are drawn inline (the generator's
// words read, tempered and stepped in IR, a refill call every 624 words);
// Gaussians and bounded ints are helper calls (jit_fn_rs_gauss, _bounded),
// with the arithmetic of NumPy's
// uniform/normal/randint around them in IR; seed, shuffle, permutation
// and the forms with a size are one jit_fn_pyop call of the RandomState
// method on that generator.
#include "builtins/mt_random.h"
#include "builtins/numpy/ndarray.h"
#include "jit/infer.h"
#include "vm/dict.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

// The arguments of a call bound to params (positional first, then by
// keyword); unbound ones are left with type kNoType. False when one does
// not bind (too many, an unknown keyword).
bool bind_params(const std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs,
          const std::vector<const char*>& params, std::vector<Val>& out) {
  if (args.size() > params.size()) return false;
  out.assign(params.size(), Val{});
  for (size_t k = 0; k < args.size(); k++) out[k] = args[k];
  for (auto& [name, v] : kwargs) {
    size_t k = 0;
    while (k < params.size() && name != params[k]) k++;
    if (k == params.size() || out[k].t) return false;
    out[k] = v;
  }
  kwargs.clear();
  return true;
}

bool given(const Val& v) { return v.t && type_at(v.t).kind != NbKind::None; }

// The next 32-bit word of generator mt, drawn in IR: the state word at the
// index, tempered, the index stepped; a refill call when the words ran out.
IRRef mt_word(Infer& I, MersenneTwister* mt) {
  IrBuf& ir = I.out->ir;
  IRRef base = I.kptr(mt);
  int64_t index_k = mem_k((int64_t)MersenneTwister::index_offset(), mem_class<MersenneTwister>());
  IRRef idx = I.emit(IrOp::FLOAD, IrType::Int, base, 0, index_k);
  int refill = I.new_block(), ready = I.new_block();
  IRRef at = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, ready);
  I.emit(IrOp::BSET, IrType::Void, at, idx);
  I.emit(IrOp::JCC, IrType::Void, idx, I.kint(MersenneTwister::kStateWords), (int64_t)Cond::GE | (int64_t)refill << 8);
  I.emit(IrOp::JMP, IrType::Void, 0, 0, ready);
  I.start_block(refill, true);
  call_words(I, (void*)&jit_fn_mt_refill, nullptr, {base}, IrType::Int);
  I.emit(IrOp::BSET, IrType::Void, at, I.kint(0));
  I.emit(IrOp::JMP, IrType::Void, 0, 0, ready);
  I.start_block(ready);
  IRRef words = I.emit(IrOp::ADD, IrType::Ptr, base, I.kint((int64_t)MersenneTwister::state_offset()));
  IRRef y = I.emit(IrOp::ELOAD, IrType::Int, I.emit(IrOp::IDX, IrType::Ptr, words, at, 4), 0, (int64_t)DType::UInt32);
  I.emit(IrOp::FSTORE, IrType::Void, base, I.emit(IrOp::ADD, IrType::Int, at, I.kint(1)), index_k);
  auto step = [&](IrOp shift, int by, int64_t mask) {
    IRRef s = I.emit(shift, IrType::Int, y, I.kint(by));
    if (mask) s = I.emit(IrOp::BAND, IrType::Int, s, I.kint(mask));
    y = I.emit(IrOp::BXOR, IrType::Int, y, s);
  };
  step(IrOp::SHR, 11, 0);
  step(IrOp::SHL, 7, 0x9d2c5680);
  step(IrOp::SHL, 15, 0xefc60000);
  step(IrOp::SHR, 18, 0);
  return y;
}

// random(): 53 bits from two words, as MersenneTwister::random.
IRRef mt_double(Infer& I, MersenneTwister* mt) {
  if (!I.emitting) return 0;
  IRRef a = I.emit(IrOp::SHR, IrType::Int, mt_word(I, mt), I.kint(5));
  IRRef b = I.emit(IrOp::SHR, IrType::Int, mt_word(I, mt), I.kint(6));
  IRRef hi = I.emit(IrOp::FMUL, IrType::Float, I.emit(IrOp::ITOF, IrType::Float, a), I.kfloat(67108864.0));
  IRRef sum = I.emit(IrOp::FADD, IrType::Float, hi, I.emit(IrOp::ITOF, IrType::Float, b));
  return I.emit(IrOp::FMUL, IrType::Float, sum, I.kfloat(1.0 / 9007199254740992.0));
}

// The rank of an array a size argument asks for: an int is 1, a tuple of
// n ints n; 0 when it is not one.
int size_rank(TypeId t) {
  if (is_int_type(t)) return 1;
  if (!is_tuple(t)) return 0;
  for (TypeId i : tuple_items(t))
    if (!is_int_type(i)) return 0;
  return (int)tuple_items(t).size();
}

}  // namespace

bool np_random_call(Infer& I, Value f, std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs, Val& res) {
  NpState& np = np_state(I.vm);
  if (!f.is_obj() || f.o->type != I.vm.t.method || !np.random_state || !np.jit_random_state) return false;
  BoundMethod* bm = static_cast<BoundMethod*>(f.o);
  if (!bm->self.is_obj() || bm->self.o != np.random_state || !bm->func.is_obj() || bm->func.o->type->layout != Layout::Builtin)
    return false;
  std::string name = static_cast<BuiltinFunction*>(bm->func.o)->name->text();
  Object* rs = np.jit_random_state;
  MersenneTwister* mt = np_rs_generator(rs);
  Val state{t_const(Value::object(rs), "RandomState"), {}};
  auto bad = [&] {
    std::vector<TypeId> ts;
    for (const Val& a : args) ts.push_back(a.t);
    return I.fail(no_impl("Function(<built-in method " + name + " of numpy.random.mtrand.RandomState object>)", ts));
  };
  // One call of the method on compiled code's generator, its result of type ret.
  auto method = [&](const std::vector<Val>& ops, TypeId ret, Tuple* kw = nullptr) {
    std::vector<Val> all{state};
    all.insert(all.end(), ops.begin(), ops.end());
    res = pyop(I, PyOpSpec::Call, 0, bm->func, all, ret, kw);
    return true;
  };
  auto scalar = [&](void* fn, IrType t, std::vector<IRRef> extra = {}) {
    if (!I.emitting) return (IRRef)0;
    std::vector<IRRef> words{I.kptr(rs, IrType::Obj)};
    words.insert(words.end(), extra.begin(), extra.end());
    return call_words(I, fn, nullptr, words, t);
  };
  auto as_f = [&](const Val& v, double dflt) { return given(v) ? I.convert(v, t_float(64)) : I.kfloat(dflt); };
  std::vector<Val> a;
  if (I.emitting) I.out->keep.push_back(rs);
  if (name == "seed") {
    if (!bind_params(args, kwargs, {"seed"}, a) || !is_int_type(a[0].t)) return bad();
    return method({I.scalar(t_int(64), I.convert(a[0], t_int(64)))}, t_none());
  }
  if (name == "random" || name == "random_sample" || name == "sample" || name == "ranf") {
    if (!bind_params(args, kwargs, {"size"}, a)) return bad();
    if (!given(a[0])) return res = I.scalar(t_float(64), mt_double(I, mt)), true;
    int rank = size_rank(a[0].t);
    return rank ? method({a[0]}, t_array(DType::Float64, rank, 'C')) : bad();
  }
  if (name == "rand" || name == "randn") {
    for (const Val& v : args)
      if (!is_int_type(v.t)) return bad();
    if (!kwargs.empty()) return bad();
    if (args.empty())
      return res = I.scalar(t_float(64), name == "rand" ? mt_double(I, mt) : scalar((void*)&jit_fn_rs_gauss, IrType::Float)), true;
    return method(args, t_array(DType::Float64, (int)args.size(), 'C'));
  }
  if (name == "standard_normal") {
    if (!bind_params(args, kwargs, {"size"}, a)) return bad();
    if (!given(a[0])) return res = I.scalar(t_float(64), scalar((void*)&jit_fn_rs_gauss, IrType::Float)), true;
    int rank = size_rank(a[0].t);
    return rank ? method({a[0]}, t_array(DType::Float64, rank, 'C')) : bad();
  }
  if (name == "uniform" || name == "normal") {
    bool normal = name == "normal";
    if (!bind_params(args, kwargs, normal ? std::vector<const char*>{"loc", "scale", "size"} : std::vector<const char*>{"low", "high", "size"}, a))
      return bad();
    for (int k = 0; k < 2; k++)
      if (given(a[k]) && !is_number_type(a[k].t)) return bad();
    IRRef x = as_f(a[0], 0.0), y = as_f(a[1], 1.0);
    if (given(a[2])) {
      int rank = size_rank(a[2].t);
      if (!rank) return bad();
      return method({I.scalar(t_float(64), x), I.scalar(t_float(64), y), a[2]}, t_array(DType::Float64, rank, 'C'));
    }
    if (normal) {   // loc + scale * gauss (Numba checks no scale)
      IRRef g = scalar((void*)&jit_fn_rs_gauss, IrType::Float);
      res = I.scalar(t_float(64), I.emit(IrOp::FADD, IrType::Float, x, I.emit(IrOp::FMUL, IrType::Float, y, g)));
    } else {        // low + (high - low) * double
      IRRef d = mt_double(I, mt);
      IRRef range = I.emit(IrOp::FSUB, IrType::Float, y, x);
      res = I.scalar(t_float(64), I.emit(IrOp::FADD, IrType::Float, x, I.emit(IrOp::FMUL, IrType::Float, range, d)));
    }
    return true;
  }
  if (name == "randint") {
    if (!bind_params(args, kwargs, {"low", "high", "size"}, a) || !is_int_type(a[0].t) || (given(a[1]) && !is_int_type(a[1].t))) return bad();
    IRRef lo = I.convert(a[0], t_int(64)), hi = given(a[1]) ? I.convert(a[1], t_int(64)) : lo;
    if (!given(a[1])) lo = I.kint(0);
    if (given(a[2])) {
      int rank = size_rank(a[2].t);
      if (!rank) return bad();
      return method({I.scalar(t_int(64), lo), I.scalar(t_int(64), hi), a[2]}, t_array(DType::Int64, rank, 'C'));
    }
    I.raise_if(lo, hi, (int64_t)Cond::GE, I.vm.exc.ValueError, "empty range for randrange()");   // Numba's words
    IRRef rng = I.emit(IrOp::SUB, IrType::Int, I.emit(IrOp::SUB, IrType::Int, hi, lo), I.kint(1));
    res = I.scalar(t_int(64), I.emit(IrOp::ADD, IrType::Int, lo, scalar((void*)&jit_fn_rs_bounded, IrType::Int, {rng})));
    return true;
  }
  if (name == "choice") {
    // One item (Numba's): a[randint(0, len(a))] of a 1-d array, or
    // randint(0, a) for an int.
    if (!bind_params(args, kwargs, {"a", "size", "replace"}, a)) return bad();
    if (given(a[1]) || given(a[2]))
      return I.fail("tpy: np.random.choice with a size or replace= is not supported in compiled code yet");
    const NbType& at = type_at(a[0].t);
    bool array = at.kind == NbKind::Array && at.ndim == 1;
    if (!array && !is_int_type(a[0].t)) return bad();
    if (!I.emitting) return res = Val{array ? dtype_type(at.dtype) : t_int(64), {}}, true;
    IRRef n = array ? a[0].leaves[2] : I.convert(a[0], t_int(64));
    I.raise_if(I.kint(0), n, (int64_t)Cond::GE, I.vm.exc.ValueError, "empty range for randrange()");
    IRRef k = scalar((void*)&jit_fn_rs_bounded, IrType::Int, {I.emit(IrOp::SUB, IrType::Int, n, I.kint(1))});
    if (!array) return res = I.scalar(t_int(64), k), true;
    TypeId et = dtype_type(at.dtype);
    IRRef e = I.emit(IrOp::ELOAD, ir_type(et), element_addr(I, a[0], {k}), 0, (int64_t)at.dtype);
    return res = I.scalar(et, e), true;
  }
  if (name == "shuffle") {
    if (!bind_params(args, kwargs, {"x"}, a) || type_at(a[0].t).kind != NbKind::Array || type_at(a[0].t).ndim < 1) return bad();
    if (type_at(a[0].t).readonly) return I.fail("Cannot modify readonly array of type: " + type_name(a[0].t));
    return method({a[0]}, t_none());
  }
  if (name == "permutation") {
    if (!bind_params(args, kwargs, {"x"}, a)) return bad();
    const NbType& t = type_at(a[0].t);
    if (is_int_type(a[0].t)) return method({I.scalar(t_int(64), I.convert(a[0], t_int(64)))}, t_array(DType::Int64, 1, 'C'));
    if (t.kind == NbKind::Array && t.ndim >= 1) return method({a[0]}, t_array(t.dtype, t.ndim, 'C'));
    return bad();
  }
  return I.fail("tpy: np.random." + name + " is not supported in compiled code yet");
}

}  // namespace tpy::jit
