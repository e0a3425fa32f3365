// infer_arrays.cpp — the function compiler's arrays: element addresses,
// indices and views (leaves only: owner, data, shape, strides), arrays
// made by helpers, reductions, and elementwise array expressions (a + b,
// np.sqrt(a), comparisons) as loop nests in IR with NumPy's type promotion
// and error model. Used by the rules in jit/infer_ops.cpp.
#include <cstring>
#include <cmath>
#include "builtins/numpy/ndarray.h"
#include "jit/infer.h"
#include "vm/ast.h"
#include "vm/vm.h"

namespace tpy::jit {

// Offsets of the NdArray fields compiled code reads.

namespace {
// The offset of member m of NdArray, read off storage shaped like one
// (nothing is constructed or read there).
template <class T> size_t nd_member_offset(T NdArray::*m) {
  alignas(NdArray) static unsigned char probe[sizeof(NdArray)];
  const NdArray* a = reinterpret_cast<const NdArray*>(probe);
  return (size_t)(reinterpret_cast<const char*>(&(a->*m)) - reinterpret_cast<const char*>(a));
}
}  // namespace

size_t nd_off_data() { return nd_member_offset(&NdArray::data); }
size_t nd_off_shape() { return nd_member_offset(&NdArray::shape); }
size_t nd_off_strides() { return nd_member_offset(&NdArray::strides); }

int64_t nd_field(size_t off) { return mem_k((int64_t)off, mem_class<NdArray>()); }

// The address of element idx (one int Val per dimension, already
// normalised) of array value a.
IRRef element_addr(Infer& I, const Val& a, const std::vector<IRRef>& idx) {
  const NbType& t = type_at(a.t);
  int size = dtype_size(t.dtype);
  IRRef addr = a.leaves[1];
  for (int d = 0; d < t.ndim; d++) {
    bool unit = (t.layout == 'C' && d == t.ndim - 1) || (t.layout == 'F' && d == 0);
    if (unit && (size == 1 || size == 2 || size == 4 || size == 8)) {
      addr = I.emit(IrOp::IDX, IrType::Ptr, addr, idx[d], size);
    } else {
      IRRef off = I.emit(IrOp::MUL, IrType::Int, idx[d], a.leaves[2 + t.ndim + d]);
      addr = I.emit(IrOp::ADD, IrType::Ptr, addr, off);
    }
  }
  return addr;
}

// Index i of dimension d: negative indices wrap (as Numba); with
// boundscheck, IndexError outside the dimension.
IRRef norm_index(Infer& I, const Val& a, int d, const Val& iv) {
  const NbType& t = type_at(a.t);
  IRRef i = I.convert(iv, t_int(64));
  IRRef len = a.leaves[2 + d];
  if (type_at(iv.t).kind == NbKind::UInt) return i;
  if (I.emitting && ((I.out->ir.is_const(i) && I.out->ir[i].k >= 0) || I.nonneg.count(i))) {
    if (I.opt.boundscheck) I.raise_if(i, len, (int64_t)Cond::GE, I.vm.exc.IndexError, "index is out of bounds");
    return i;
  }
  // i + (i < 0 ? len : 0), without a branch: (i >> 63) & len.
  IRRef neg = I.emit(IrOp::SAR, IrType::Int, i, I.kint(63));
  IRRef fix = I.emit(IrOp::BAND, IrType::Int, neg, len);
  IRRef j = I.emit(IrOp::ADD, IrType::Int, i, fix);
  (void)t;
  if (I.opt.boundscheck) {
    I.raise_if(j, I.kint(0), (int64_t)Cond::LT, I.vm.exc.IndexError, "index is out of bounds");
    I.raise_if(j, len, (int64_t)Cond::GE, I.vm.exc.IndexError, "index is out of bounds");
  }
  return j;
}

// The integer indices of a subscript value: an int, or a tuple of ints
// (one per dimension). False when it is something else.
bool int_indices(const Val& key, std::vector<Val>& out) {
  if (is_int_type(key.t) || type_at(key.t).kind == NbKind::Bool) {
    out.push_back(key);
    return true;
  }
  if (!is_tuple(key.t)) return false;
  size_t at = 0;
  for (TypeId it : tuple_items(key.t)) {
    if (!is_int_type(it)) return false;
    out.push_back(Val{it, {key.leaves.empty() ? 0 : key.leaves[at]}});
    at++;
  }
  return true;
}

// An array value from a NdArray* held in IR value p (loads its fields).
Val array_from_ptr(Infer& I, TypeId t, IRRef p) {
  const NbType& at = type_at(t);
  Val r{t, {p, I.emit(IrOp::FLOAD, IrType::Ptr, p, 0, nd_field(nd_off_data()))}};
  for (int d = 0; d < at.ndim; d++)
    r.leaves.push_back(I.emit(IrOp::FLOAD, IrType::Int, p, 0, nd_field(nd_off_shape() + 8 * d)));
  for (int d = 0; d < at.ndim; d++)
    r.leaves.push_back(I.emit(IrOp::FLOAD, IrType::Int, p, 0, nd_field(nd_off_strides() + 8 * d)));
  return r;
}

Val fresh_array(Infer& I, TypeId t, IRRef p) {
  const IrIns& call = I.out->ir[p];
  if (call.op == IrOp::CALLX) reinterpret_cast<CallSpec*>((intptr_t)call.k)->fresh_array = true;
  return array_from_ptr(I, t, p);
}

// Calls a helper (fn) or a compiled function (callee, the body in *slot)
// with argument words; the result word.
IRRef call_words(Infer& I, void* fn, void** slot, const std::vector<IRRef>& words, IrType rt, const CompiledFunc* callee) {
  if (!I.emitting) return 0;
  auto spec = std::make_unique<CallSpec>();
  spec->fn = fn;
  spec->entry_slot = slot;
  spec->callee = callee;
  for (size_t k = 0; k < words.size(); k++) I.emit(IrOp::XARG, IrType::Void, words[k], 0, (int64_t)k);
  bool caught = spec->caught = I.catching(true);
  IRRef r = I.emit(IrOp::CALLX, rt, 0, 0, (int64_t)(intptr_t)spec.get());
  I.out->calls.push_back(std::move(spec));
  if (caught && !I.ended) {
    // In a try region: when it failed, the exception is dropped and the handler runs.
    IRRef cx = I.emit(IrOp::ARG, IrType::Ptr, 0, 0, -1);
    IRRef failed = I.emit(IrOp::FLOAD, IrType::Int, cx, 0, mem_k((int64_t)offsetof(FuncCtx, failed), mem_class<FuncCtx>()));
    int edge = I.new_block(), cont = I.new_block();
    I.emit(IrOp::JCC, IrType::Void, failed, I.kint(0), (int64_t)Cond::NE | (int64_t)edge << 8);
    I.emit(IrOp::JMP, IrType::Void, 0, 0, cont);
    I.start_block(edge);
    auto clear = std::make_unique<CallSpec>();
    clear->fn = (void*)&jit_fn_catch;
    I.emit(IrOp::CALLX, IrType::Int, 0, 0, (int64_t)(intptr_t)clear.get());
    I.out->calls.push_back(std::move(clear));
    I.jump_to_handler();
    I.start_block(cont);
  }
  return r;
}

IRRef imin(Infer& I, IRRef x, IRRef y) {   // branchless: x ^ ((x ^ y) & -(y < x))
  IRRef c = I.emit(IrOp::CMP, IrType::Bool, y, x, (int64_t)Cond::LT);
  return I.emit(IrOp::BXOR, IrType::Int, x, I.emit(IrOp::BAND, IrType::Int, I.emit(IrOp::BXOR, IrType::Int, x, y), I.emit(IrOp::NEG, IrType::Int, c)));
}

IRRef imax(Infer& I, IRRef x, IRRef y) {
  IRRef c = I.emit(IrOp::CMP, IrType::Bool, y, x, (int64_t)Cond::GT);
  return I.emit(IrOp::BXOR, IrType::Int, x, I.emit(IrOp::BAND, IrType::Int, I.emit(IrOp::BXOR, IrType::Int, x, y), I.emit(IrOp::NEG, IrType::Int, c)));
}

// The items of a tuple value as values (each with its own leaves).
std::vector<Val> tuple_vals(const Val& t) {
  std::vector<Val> out;
  size_t at = 0;
  for (TypeId it : tuple_items(t.t)) {
    size_t n = leaf_types(it).size();
    Val v{it, {}};
    for (size_t j = 0; j < n; j++) v.leaves.push_back(t.leaves.empty() ? 0 : t.leaves[at + j]);
    at += n;
    out.push_back(v);
  }
  return out;
}

// a[key] for a key of ints and slices (fewer than ndim items, or any
// slice): a view, as leaves only (owner, data, shape, strides); Numba's
// layout rule: C kept for leading ints and at most a step-less slice
// indexing the last dimension.
bool view_of(Infer& I, const Val& a, const Val& key, Val& out) {
  const NbType& at = type_at(a.t);
  std::vector<Val> items;
  if (is_tuple(key.t)) {
    items = tuple_vals(key);
  } else {
    items.push_back(key);
  }
  if ((int)items.size() > at.ndim) return false;
  bool keep_c = at.layout == 'C';
  int nd = 0;
  for (size_t d = 0; d < items.size(); d++) {
    const NbType& it = type_at(items[d].t);
    if (it.kind == NbKind::Slice) {
      nd++;
      bool last = d + 1 == items.size() && (int)items.size() == at.ndim;
      if (!(it.count & 4) || !last) keep_c = false;
      if (!(it.count & 4) && I.emitting && !I.out->ir.is_const(items[d].leaves[2]))
        return I.fail("tpy: a slice step must be a constant in compiled code for now"), false;
    } else if (!is_int_type(items[d].t) && it.kind != NbKind::Bool) {
      return false;
    }
  }
  nd += at.ndim - (int)items.size();
  TypeId t = t_array(at.dtype, nd, keep_c ? 'C' : 'A', at.readonly);
  if (!I.emitting) {
    out = Val{t, {}};
    return true;
  }
  IRRef data = a.leaves[1];
  std::vector<IRRef> shape, strides;
  for (int d = 0; d < at.ndim; d++) {
    IRRef len = a.leaves[2 + d], stride = a.leaves[2 + at.ndim + d];
    if (d >= (int)items.size()) {
      shape.push_back(len);
      strides.push_back(stride);
      continue;
    }
    const Val& v = items[d];
    const NbType& it = type_at(v.t);
    if (it.kind != NbKind::Slice) {
      IRRef i = norm_index(I, a, d, v);
      data = I.emit(IrOp::ADD, IrType::Ptr, data, I.emit(IrOp::MUL, IrType::Int, i, stride));
      continue;
    }
    int64_t step = (it.count & 4) ? 1 : I.out->ir[v.leaves[2]].k;
    if (step == 0) return I.fail("slice step cannot be zero"), false;
    // Python's slice.indices(len) for a constant step.
    auto norm = [&](IRRef x, IRRef lo, IRRef hi) {
      IRRef neg = I.emit(IrOp::SAR, IrType::Int, x, I.kint(63));
      IRRef y = I.emit(IrOp::ADD, IrType::Int, x, I.emit(IrOp::BAND, IrType::Int, neg, len));
      return imax(I, lo, imin(I, y, hi));
    };
    IRRef start, stop, n;
    if (step > 0) {
      start = (it.count & 1) ? I.kint(0) : norm(v.leaves[0], I.kint(0), len);
      stop = (it.count & 2) ? len : norm(v.leaves[1], I.kint(0), len);
      IRRef span = imax(I, I.kint(0), I.emit(IrOp::SUB, IrType::Int, stop, start));
      n = step == 1 ? span : I.emit(IrOp::FLOORDIV, IrType::Int, I.emit(IrOp::ADD, IrType::Int, span, I.kint(step - 1)), I.kint(step));
    } else {
      IRRef hi = I.emit(IrOp::SUB, IrType::Int, len, I.kint(1));
      start = (it.count & 1) ? hi : norm(v.leaves[0], I.kint(-1), hi);
      stop = (it.count & 2) ? I.kint(-1) : norm(v.leaves[1], I.kint(-1), hi);
      IRRef span = imax(I, I.kint(0), I.emit(IrOp::SUB, IrType::Int, start, stop));
      n = step == -1 ? span : I.emit(IrOp::FLOORDIV, IrType::Int, I.emit(IrOp::ADD, IrType::Int, span, I.kint(-step - 1)), I.kint(-step));
    }
    data = I.emit(IrOp::ADD, IrType::Ptr, data, I.emit(IrOp::MUL, IrType::Int, start, stride));
    shape.push_back(n);
    strides.push_back(step == 1 ? stride : I.emit(IrOp::MUL, IrType::Int, stride, I.kint(step)));
  }
  out = Val{t, {a.leaves[0], data}};
  out.leaves.insert(out.leaves.end(), shape.begin(), shape.end());
  out.leaves.insert(out.leaves.end(), strides.begin(), strides.end());
  return true;
}

// The words of array value a for jit_fn_box_array/jit_fn_copy_array:
// owner, data, ndim, shape..., strides...
std::vector<IRRef> array_words(Infer& I, const Val& a) {
  std::vector<IRRef> w{a.leaves[0], a.leaves[1], I.kint(type_at(a.t).ndim)};
  w.insert(w.end(), a.leaves.begin() + 2, a.leaves.end());
  return w;
}

// The NdArray* of array value a, made into a view object when it is one.
IRRef box_array(Infer& I, const Val& a) {
  return call_words(I, (void*)&jit_fn_box_array, nullptr, array_words(I, a), IrType::Ptr);
}

// A dtype given at compile time (np.float32, float, 'int64', np.dtype(...)).
bool const_dtype(Infer& I, const Val& v, DType& out) {
  const NbType& t = type_at(v.t);
  Value val;
  if (t.kind == NbKind::Const) val = t.value;
  else if (t.kind == NbKind::Str && I.emitting && !v.leaves.empty() && I.out->ir.is_const(v.leaves[0]))
    val = Value::object(reinterpret_cast<Object*>((intptr_t)I.out->ir[v.leaves[0]].k));
  else if (t.kind == NbKind::Str && !I.emitting) return true;   // typing: checked when lowering
  else return false;
  if (to_dtype(I.vm, val, out)) return true;
  I.vm.take_pending();
  return false;
}

// The shape argument of np.zeros and friends: an int or a tuple of ints.
bool shape_dims(const Val& v, std::vector<Val>& dims) {
  if (is_int_type(v.t)) {
    dims.push_back(v);
    return true;
  }
  if (!is_tuple(v.t)) return false;
  size_t at = 0;
  for (TypeId it : tuple_items(v.t)) {
    if (!is_int_type(it)) return false;
    dims.push_back(Val{it, {v.leaves.empty() ? 0 : v.leaves[at]}});
    at++;
  }
  return true;
}

// A new C array of dtype dt, dims, filled per mode (jit_fn_new_array).
Val new_array(Infer& I, DType dt, const std::vector<IRRef>& dims, int mode, IRRef fill) {
  TypeId t = t_array(dt, (int)dims.size(), 'C');
  if (!I.emitting) return Val{t, {}};
  std::vector<IRRef> words{I.kint((int64_t)dt), I.kint((int64_t)dims.size()), I.kint(mode), fill ? fill : I.kint(0)};
  words.insert(words.end(), dims.begin(), dims.end());
  Val a = fresh_array(I, t, call_words(I, (void*)&jit_fn_new_array, nullptr, words, IrType::Ptr));
  // Its shape is the dims it was made with (the call raised if one was
  // negative), and with constant dims its strides are constants too: loops
  // over it have known trip counts.
  int nd = (int)dims.size();
  bool constant = true;
  for (int d = 0; d < nd; d++) {
    a.leaves[2 + d] = dims[d];
    constant &= I.out->ir.is_const(dims[d]);
  }
  if (constant) {
    int64_t stride = dtype_size(dt);
    for (int d = nd; d-- > 0;) {
      a.leaves[2 + nd + d] = I.kint(stride);
      stride *= I.out->ir[dims[d]].k;
    }
  }
  return a;
}

// Reductions over a whole array: loops in IR over its elements (any
// layout, any number of dimensions, through the shape and strides).
namespace {

// Every element of a in C order: body(element value, flat index, carried)
// gives the carried values' next ones.
std::vector<IRRef> fold_elements(Infer& I, const Val& a, const std::vector<IRRef>& init, const std::vector<IrType>& types,
                                 const std::function<std::vector<IRRef>(IRRef, IRRef, const std::vector<IRRef>&)>& body) {
  const NbType& at = type_at(a.t);
  TypeId et = dtype_type(at.dtype);
  // The flat index rides along as one more carried value.
  std::vector<IRRef> init2 = init;
  init2.push_back(I.kint(0));
  std::vector<IrType> types2 = types;
  types2.push_back(IrType::Int);
  std::vector<IRRef> idx;
  std::function<std::vector<IRRef>(int, const std::vector<IRRef>&)> nest = [&](int d, const std::vector<IRRef>& in) {
    return emit_loop(I, a.leaves[2 + d], in, types2, [&](IRRef i, const std::vector<IRRef>& c) {
      idx.push_back(i);
      std::vector<IRRef> next;
      if (d + 1 < at.ndim) {
        next = nest(d + 1, c);
      } else {
        IRRef e = I.emit(IrOp::ELOAD, ir_type(et), element_addr(I, a, idx), 0, (int64_t)at.dtype);
        std::vector<IRRef> cc(c.begin(), c.end() - 1);
        next = body(e, c.back(), cc);
        next.push_back(I.emit(IrOp::ADD, IrType::Int, c.back(), I.kint(1)));
      }
      idx.pop_back();
      return next;
    });
  };
  std::vector<IRRef> out = nest(0, init2);
  out.pop_back();
  return out;
}

IRRef array_size(Infer& I, const Val& a) {
  IRRef n = I.kint(1);
  for (int d = 0; d < type_at(a.t).ndim; d++) n = I.emit(IrOp::MUL, IrType::Int, n, a.leaves[2 + d]);
  return n;
}

// x where c holds, else y (ints and bools, without a branch).
IRRef select(Infer& I, IRRef c, IRRef x, IRRef y) {
  IRRef m = I.emit(IrOp::NEG, IrType::Int, c);
  return I.emit(IrOp::BXOR, IrType::Int, y, I.emit(IrOp::BAND, IrType::Int, I.emit(IrOp::BXOR, IrType::Int, x, y), m));
}

}  // namespace

bool array_method(Infer& I, const Val& a, const std::string& name, const std::vector<Val>& args, Val& res) {
  const NbType& at = type_at(a.t);
  TypeId et = dtype_type(at.dtype);
  bool fl = is_float_type(et);
  auto words_with = [&](int64_t first) {
    std::vector<IRRef> w{I.kint(first)};
    auto aw = array_words(I, a);
    w.insert(w.end(), aw.begin(), aw.end());
    return w;
  };
  if (name == "copy" || name == "astype" || name == "flatten" || name == "ravel") {
    DType dt = at.dtype;
    if (name == "astype") {
      if (args.size() != 1 || !const_dtype(I, args[0], dt)) return I.fail(no_impl("Function(array.astype)", {a.t}));
    } else if (!args.empty()) {
      return I.fail("tpy: array." + name + "() with arguments is not supported in compiled code yet");
    }
    int nd = name == "flatten" || name == "ravel" ? 1 : at.ndim;
    TypeId t = t_array(dt, nd, 'C');
    if (!I.emitting) { res = Val{t, {}}; return true; }
    Val c = fresh_array(I, t_array(dt, at.ndim, 'C'), call_words(I, (void*)&jit_fn_copy_array, nullptr, words_with((int64_t)dt), IrType::Ptr));
    if (nd != at.ndim) c = Val{t, {c.leaves[0], c.leaves[1], array_size(I, a), I.kint(dtype_size(dt))}};
    res = c;
    return true;
  }
  if (name == "fill") {
    if (args.size() != 1 || !is_number_type(args[0].t)) return I.fail(no_impl("Function(array.fill)", {a.t}));
    if (!copy_into(I, a, args[0])) return false;
    res = I.scalar(t_none(), I.kint(0, IrType::None));
    return true;
  }
  if (name == "reshape") {
    std::vector<Val> dims;
    if (args.size() == 1 && shape_dims(args[0], dims)) {
    } else {
      for (const Val& v : args) {
        if (!is_int_type(v.t)) return I.fail(no_impl("Function(array.reshape)", {a.t}));
        dims.push_back(v);
      }
    }
    if (at.layout != 'C') return I.fail("reshape() supports contiguous array only");
    TypeId t = t_array(at.dtype, (int)dims.size(), 'C', at.readonly);
    if (!I.emitting) { res = Val{t, {}}; return true; }
    std::vector<IRRef> d;
    IRRef n = I.kint(1);
    for (auto& v : dims) {
      d.push_back(I.convert(v, t_int(64)));
      n = I.emit(IrOp::MUL, IrType::Int, n, d.back());
    }
    I.raise_if(n, array_size(I, a), (int64_t)Cond::NE, I.vm.exc.ValueError, "total size of new array must be unchanged");
    res = Val{t, {a.leaves[0], a.leaves[1]}};
    res.leaves.insert(res.leaves.end(), d.begin(), d.end());
    std::vector<IRRef> strides(d.size());
    IRRef st = I.kint(dtype_size(at.dtype));
    for (size_t k = d.size(); k-- > 0;) {
      strides[k] = st;
      st = I.emit(IrOp::MUL, IrType::Int, st, d[k]);
    }
    res.leaves.insert(res.leaves.end(), strides.begin(), strides.end());
    return true;
  }
  if (name == "cumsum" || name == "cumprod") {
    if (!args.empty()) return I.fail("tpy: array." + name + "() with arguments is not supported in compiled code yet");
    TypeId acc = fl ? et : arith_result(et, et);
    DType odt;
    type_dtype(acc, odt);
    TypeId t = t_array(odt, 1, 'C');
    if (!I.emitting) { res = Val{t, {}}; return true; }
    Val out = new_array(I, odt, {array_size(I, a)}, 2, 0);
    bool sum = name == "cumsum";
    fold_elements(I, a, {fl ? I.kfloat(sum ? 0 : 1) : I.kint(sum ? 0 : 1)}, {ir_type(acc)},
                  [&](IRRef e, IRRef k, const std::vector<IRRef>& c) {
                    IRRef x = I.convert(I.scalar(et, e), acc);
                    IRRef r = scalar_binop(I, (int)(sum ? BinOpKind::Add : BinOpKind::Mul), acc, c[0], x, true);
                    I.emit(IrOp::ESTORE, IrType::Void, element_addr(I, out, {k}), r, (int64_t)odt);
                    return std::vector<IRRef>{r};
                  });
    res = out;
    return true;
  }
  if (!args.empty()) return I.fail("tpy: array." + name + "() with arguments is not supported in compiled code yet");
  TypeId acc_t;
  if (name == "sum" || name == "prod") acc_t = fl ? et : arith_result(et, et);
  else if (name == "mean" || name == "std" || name == "var") acc_t = t_float(64);
  else if (name == "min" || name == "max") acc_t = et;
  else if (name == "argmin" || name == "argmax") acc_t = t_int(64);
  else if (name == "any" || name == "all") acc_t = t_bool();
  else return I.fail("Unknown attribute '" + name + "' of type " + type_name(a.t));
  if (!I.emitting) { res = Val{acc_t, {}}; return true; }
  IRRef n = array_size(I, a);
  bool extreme = name == "min" || name == "max" || name == "argmin" || name == "argmax";
  if (extreme) {
    std::string what = name == "min" ? "minimum" : name == "max" ? "maximum" : name == "argmin" ? "argmin" : "argmax";
    I.raise_if(n, I.kint(0), (int64_t)Cond::EQ, I.vm.exc.ValueError,
               name.size() == 3 ? "zero-size array to reduction operation " + what + " which has no identity"
                                : "attempt to get " + what + " of an empty sequence");
  }
  if (name == "sum" || name == "prod" || name == "mean" || name == "std" || name == "var") {
    bool prod = name == "prod";
    IrType ai = ir_type(acc_t);
    IRRef init = is_float_type(acc_t) ? I.kfloat(prod ? 1.0 : 0.0) : I.kint(prod ? 1 : 0);
    IRRef total = fold_elements(I, a, {init}, {ai}, [&](IRRef e, IRRef, const std::vector<IRRef>& c) {
      IRRef x = I.convert(I.scalar(et, e), acc_t);
      return std::vector<IRRef>{scalar_binop(I, (int)(prod ? BinOpKind::Mul : BinOpKind::Add), acc_t, c[0], x, true)};
    })[0];
    if (name == "sum" || name == "prod") {
      res = I.scalar(acc_t, total);
      return true;
    }
    IRRef fn = I.emit(IrOp::ITOF, IrType::Float, n);
    IRRef mean = I.emit(IrOp::FDIV, IrType::Float, total, fn);
    if (name == "mean") {
      res = I.scalar(acc_t, mean);
      return true;
    }
    // var: the mean of squared deviations (two passes, as NumPy).
    IRRef ss = fold_elements(I, a, {I.kfloat(0.0)}, {IrType::Float}, [&](IRRef e, IRRef, const std::vector<IRRef>& c) {
      IRRef d = I.emit(IrOp::FSUB, IrType::Float, I.convert(I.scalar(et, e), t_float(64)), mean);
      return std::vector<IRRef>{I.emit(IrOp::FADD, IrType::Float, c[0], I.emit(IrOp::FMUL, IrType::Float, d, d))};
    })[0];
    IRRef var = I.emit(IrOp::FDIV, IrType::Float, ss, fn);
    res = I.scalar(acc_t, name == "var" ? var : I.emit(IrOp::FSQRT, IrType::Float, var));
    return true;
  }
  if (name == "any" || name == "all") {
    bool any = name == "any";
    IRRef r = fold_elements(I, a, {I.kint(any ? 0 : 1, IrType::Bool)}, {IrType::Bool}, [&](IRRef e, IRRef, const std::vector<IRRef>& c) {
      bool ok;
      IRRef t = I.truthy(I.scalar(et, e), ok);
      return std::vector<IRRef>{I.emit(any ? IrOp::BOR : IrOp::BAND, IrType::Bool, c[0], t)};
    })[0];
    res = I.scalar(t_bool(), r);
    return true;
  }
  // min, max, argmin, argmax: the first extreme; a NaN wins (NumPy): the
  // index of the first NaN, and NaN as the value.
  bool want_min = name == "min" || name == "argmin";
  bool arg = name == "argmin" || name == "argmax";
  IRRef first = I.emit(IrOp::ELOAD, ir_type(et), element_addr(I, a, std::vector<IRRef>(at.ndim, I.kint(0))), 0, (int64_t)at.dtype);
  IrType ei = ir_type(et);
  IRRef no = I.kint(0, IrType::Bool);
  auto out = fold_elements(I, a, {first, I.kint(0), no}, {ei, IrType::Int, IrType::Bool},
                           [&](IRRef e, IRRef k, const std::vector<IRRef>& c) {
    IRRef better = I.emit(IrOp::CMP, IrType::Bool, e, c[0], (int64_t)(want_min ? Cond::LT : Cond::GT));
    IRRef nan_seen = c[2];
    IRRef nv;
    if (fl) {
      IRRef e_nan = I.emit(IrOp::CMP, IrType::Bool, e, e, (int64_t)Cond::NE);
      IRRef fresh = I.emit(IrOp::BXOR, IrType::Bool, nan_seen, I.kint(1, IrType::Bool));
      better = I.emit(IrOp::BAND, IrType::Bool, I.emit(IrOp::BOR, IrType::Bool, better, e_nan), fresh);
      nan_seen = I.emit(IrOp::BOR, IrType::Bool, nan_seen, e_nan);
      nv = I.emit(want_min ? IrOp::FMIN : IrOp::FMAX, IrType::Float, c[0], e);
    } else {
      nv = select(I, better, e, c[0]);
    }
    return std::vector<IRRef>{nv, select(I, better, k, c[1]), nan_seen};
  });
  if (arg) {
    res = I.scalar(t_int(64), out[1]);
    return true;
  }
  IRRef v = out[0];
  if (fl) {
    // NaN when one was seen: a parameter set on two edges.
    int nan_b = I.new_block(), done = I.new_block();
    IRRef r = I.out->ir.emit(IrOp::BPARAM, IrType::Float, 0, 0, done);
    I.emit(IrOp::JCC, IrType::Void, out[2], I.kint(0, IrType::Bool), (int64_t)Cond::NE | (int64_t)nan_b << 8);
    I.emit(IrOp::BSET, IrType::Void, r, v);
    I.emit(IrOp::JMP, IrType::Void, 0, 0, done);
    I.start_block(nan_b);
    I.emit(IrOp::BSET, IrType::Void, r, I.kfloat(NAN));
    I.emit(IrOp::JMP, IrType::Void, 0, 0, done);
    I.start_block(done);
    v = r;
  }
  res = I.scalar(acc_t, v);
  return true;
}

// ---- loops and elementwise expressions -----------------------------------------

std::vector<IRRef> emit_loop(Infer& I, IRRef n, const std::vector<IRRef>& init, const std::vector<IrType>& types,
                             const std::function<std::vector<IRRef>(IRRef, const std::vector<IRRef>&)>& body) {
  int head = I.new_block(), inner = I.new_block(), done = I.new_block();
  IrBuf& ir = I.out->ir;
  IRRef i = ir.emit(IrOp::BPARAM, IrType::Int, 0, 0, head);
  std::vector<IRRef> carried;
  for (size_t k = 0; k < init.size(); k++) carried.push_back(ir.emit(IrOp::BPARAM, types[k], 0, 0, head));
  I.emit(IrOp::BSET, IrType::Void, i, I.kint(0));
  for (size_t k = 0; k < init.size(); k++) I.emit(IrOp::BSET, IrType::Void, carried[k], init[k]);
  I.emit(IrOp::JMP, IrType::Void, 0, 0, head);
  I.start_block(head);
  I.emit(IrOp::JCC, IrType::Void, i, n, (int64_t)Cond::GE | (int64_t)done << 8);
  I.emit(IrOp::JMP, IrType::Void, 0, 0, inner);
  I.start_block(inner);
  I.nonneg.insert(i);
  // parallel=True: the outermost loop of an array expression or reduction
  // outside prange bodies may run on the pool (jit/parallel_outline.cpp).
  if (I.opt.parallel && I.emitting && I.root->array_loop_depth == 0 && !I.in_prange_body())
    I.out->array_loop_headers.push_back(head);
  I.root->array_loop_depth++;
  std::vector<IRRef> next = body(i, carried);
  I.root->array_loop_depth--;
  I.emit(IrOp::BSET, IrType::Void, i, I.emit(IrOp::ADD, IrType::Int, i, I.kint(1)));
  for (size_t k = 0; k < init.size(); k++) I.emit(IrOp::BSET, IrType::Void, carried[k], next[k]);
  I.emit(IrOp::JMP, IrType::Void, 0, 0, head);
  I.start_block(done);
  return carried;
}

IRRef float_pow(Infer& I, IRRef a, IRRef b) {
  // x ** 2 is x * x, as Numba computes it (pow's result is the same
  // correctly rounded square).
  const IrBuf& ir = I.out->ir;
  if (I.emitting && b > 0 && ir.is_const(b) && ir[b].op == IrOp::KFLOAT) {
    double e;
    std::memcpy(&e, &ir[b].k, sizeof e);
    if (e == 2.0) return I.emit(IrOp::FMUL, IrType::Float, a, a);
  }
  return I.emit(IrOp::FCALL, IrType::Float, a, b, (int64_t)MathFn::Pow);
}

IRRef scalar_binop(Infer& I, int k, TypeId t, IRRef a, IRRef b, bool numpy_model) {
  const NbType& nt = type_at(t);
  bool fl = nt.kind == NbKind::Float;
  bool unsig = nt.kind == NbKind::UInt;
  auto f32 = [&](IRRef r) { return fl && nt.bits == 32 ? I.emit(IrOp::TOF32, IrType::Float, r) : r; };
  switch ((BinOpKind)k) {
    case BinOpKind::Add: return fl ? f32(I.emit(IrOp::FADD, IrType::Float, a, b)) : I.emit(IrOp::ADD, IrType::Int, a, b);
    case BinOpKind::Sub: return fl ? f32(I.emit(IrOp::FSUB, IrType::Float, a, b)) : I.emit(IrOp::SUB, IrType::Int, a, b);
    case BinOpKind::Mul: return fl ? f32(I.emit(IrOp::FMUL, IrType::Float, a, b)) : I.emit(IrOp::MUL, IrType::Int, a, b);
    case BinOpKind::TrueDiv:
      if (!fl) return 0;
      if (!numpy_model) I.raise_if(b, I.kfloat(0.0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, "division by zero");
      return f32(I.emit(IrOp::FDIV, IrType::Float, a, b));
    case BinOpKind::FloorDiv: case BinOpKind::Mod: {
      bool div = (BinOpKind)k == BinOpKind::FloorDiv;
      if (fl) {
        if (!numpy_model)
          I.raise_if(b, I.kfloat(0.0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError, div ? "division by zero" : "modulo by zero");
        return f32(I.emit(IrOp::FCALL, IrType::Float, a, b, (int64_t)(div ? MathFn::PyFloorDiv : MathFn::PyMod)));
      }
      IRRef zero = 0;
      if (numpy_model) {
        zero = I.emit(IrOp::CMP, IrType::Bool, b, I.kint(0), (int64_t)Cond::EQ);
        b = I.emit(IrOp::ADD, IrType::Int, b, zero);
      } else {
        I.raise_if(b, I.kint(0), (int64_t)Cond::EQ, I.vm.exc.ZeroDivisionError,
                   div ? "integer division by zero" : "integer modulo by zero");
      }
      IRRef r = unsig ? I.emit(IrOp::UDIV, IrType::Int, a, b, div ? 0 : 1)
                      : I.emit(div ? IrOp::FLOORDIV : IrOp::FLOORMOD, IrType::Int, a, b, 1);
      if (zero) r = I.emit(IrOp::BAND, IrType::Int, r, I.emit(IrOp::SUB, IrType::Int, zero, I.kint(1)));
      return r;
    }
    case BinOpKind::Pow:
      if (fl) return f32(float_pow(I, a, b));
      return call_words(I, (void*)&jit_fn_ipow, nullptr, {a, b}, IrType::Int);
    case BinOpKind::BitAnd: return fl ? 0 : I.emit(IrOp::BAND, nt.kind == NbKind::Bool ? IrType::Bool : IrType::Int, a, b);
    case BinOpKind::BitOr: return fl ? 0 : I.emit(IrOp::BOR, nt.kind == NbKind::Bool ? IrType::Bool : IrType::Int, a, b);
    case BinOpKind::BitXor: return fl ? 0 : I.emit(IrOp::BXOR, nt.kind == NbKind::Bool ? IrType::Bool : IrType::Int, a, b);
    case BinOpKind::LShift: case BinOpKind::RShift: {
      if (fl) return 0;
      IrOp o = (BinOpKind)k == BinOpKind::LShift ? IrOp::SHL : unsig ? IrOp::SHR : IrOp::SAR;
      return I.emit(o, IrType::Int, a, I.emit(IrOp::BAND, IrType::Int, b, I.kint(63)));
    }
    case BinOpKind::MatMul: return 0;
  }
  return 0;
}

// Code for both cases of a run-time test: `fast` where the Bool value
// `equal` is true (shapes equal: no broadcasting), `slow` where not.
template <class Fast, class Slow>
void two_versions(Infer& I, IRRef equal, Fast fast_code, Slow slow_code) {
  int fast = I.new_block(), slow = I.new_block(), done = I.new_block();
  I.emit(IrOp::JCC, IrType::Void, equal, I.kint(0, IrType::Bool), (int64_t)Cond::NE | (int64_t)fast << 8);
  I.emit(IrOp::JMP, IrType::Void, 0, 0, slow);
  I.start_block(fast);
  fast_code();
  I.emit(IrOp::JMP, IrType::Void, 0, 0, done);
  I.start_block(slow);
  slow_code();
  I.emit(IrOp::JMP, IrType::Void, 0, 0, done);
  I.start_block(done);
}

bool elementwise(Infer& I, const std::vector<Val>& ins, TypeId calc, DType out_dt, const ElemOp& op, Val& res) {
  // NumPy's broadcasting: the result has the most dimensions; each array's
  // dimensions align with its last ones, and a dimension of 1 (or a
  // missing one) repeats along the result's.
  int nd = -1, arrays = 0;
  bool same_ndim = true;
  for (const Val& v : ins)
    if (type_at(v.t).kind == NbKind::Array) {
      int k = type_at(v.t).ndim;
      if (nd >= 0 && k != nd) same_ndim = false;
      nd = std::max(nd, k);
      arrays++;
    }
  if (nd < 0) return I.fail("internal error: elementwise without arrays");
  TypeId rt = t_array(out_dt, nd, 'C');
  if (!I.emitting) {
    res = Val{rt, {}};
    return true;
  }
  // The result's dimensions: the one that is not 1 (all such equal, else
  // ValueError).
  std::vector<IRRef> dims(nd, 0);
  for (size_t k = 0; k < ins.size(); k++) {
    const NbType& at = type_at(ins[k].t);
    if (at.kind != NbKind::Array) continue;
    for (int j = 0; j < at.ndim; j++) {
      int d = nd - at.ndim + j;
      IRRef s = ins[k].leaves[2 + j];
      if (!dims[d]) {
        dims[d] = s;
        continue;
      }
      if (dims[d] == s) continue;
      IRRef s_not1 = I.emit(IrOp::CMP, IrType::Bool, s, I.kint(1), (int64_t)Cond::NE);
      IRRef d_not1 = I.emit(IrOp::CMP, IrType::Bool, dims[d], I.kint(1), (int64_t)Cond::NE);
      IRRef differ = I.emit(IrOp::CMP, IrType::Bool, s, dims[d], (int64_t)Cond::NE);
      IRRef bad = I.emit(IrOp::BAND, IrType::Bool, I.emit(IrOp::BAND, IrType::Bool, s_not1, d_not1), differ);
      I.raise_if(bad, I.kint(0, IrType::Bool), (int64_t)Cond::NE, I.vm.exc.ValueError,
                 "unable to broadcast argument " + std::to_string(k) + " to output array");
      dims[d] = select(I, s_not1, s, dims[d]);
    }
  }
  // Into a dying temporary of the result's type when the other operands
  // are numbers (its shape is then the result's).
  bool into = I.reuse && I.reuse->t == rt && arrays == 1;
  Val out = into ? *I.reuse : new_array(I, out_dt, dims, 2, 0);
  TypeId out_el = dtype_type(out_dt);
  // Scalars converted once, before the loops.
  std::vector<IRRef> scal(ins.size(), 0);
  for (size_t k = 0; k < ins.size(); k++)
    if (type_at(ins[k].t).kind != NbKind::Array) scal[k] = I.convert(ins[k], calc);
  // The loop nest over the result, reading each input through `views`.
  auto emit_nest = [&](const std::vector<Val>& views) {
    std::vector<IRRef> idx;
    std::function<void(int)> nest = [&](int d) {
      emit_loop(I, dims[d], {}, {}, [&](IRRef i, const std::vector<IRRef>&) {
        idx.push_back(i);
        if (d + 1 < nd) {
          nest(d + 1);
        } else {
          std::vector<IRRef> vals;
          for (size_t k = 0; k < views.size(); k++) {
            if (scal[k]) {
              vals.push_back(scal[k]);
              continue;
            }
            const NbType& at = type_at(views[k].t);
            TypeId et = dtype_type(at.dtype);
            IRRef e = I.emit(IrOp::ELOAD, ir_type(et), element_addr(I, views[k], idx), 0, (int64_t)at.dtype);
            vals.push_back(I.convert(I.scalar(et, e), calc));
          }
          IRRef r = op(I, vals);
          IRRef stored = ir_type(out_el) == IrType::Float && I.out->ir.type(r) != IrType::Float
                             ? I.convert(I.scalar(calc, r), out_el) : r;
          I.emit(IrOp::ESTORE, IrType::Void, element_addr(I, out, idx), stored, (int64_t)out_dt);
        }
        idx.pop_back();
        return std::vector<IRRef>{};
      });
    };
    if (nd == 0) return;
    nest(0);
  };
  // Each array as a view of the result's shape: stride 0 where it repeats.
  std::vector<Val> bviews = ins;
  for (size_t k = 0; k < ins.size(); k++) {
    const NbType& at = type_at(ins[k].t);
    if (at.kind != NbKind::Array) continue;
    Val v{t_array(at.dtype, nd, 'A', at.readonly), {ins[k].leaves[0], ins[k].leaves[1]}};
    v.leaves.insert(v.leaves.end(), dims.begin(), dims.end());
    for (int d = 0; d < nd; d++) {
      int j = d - (nd - at.ndim);
      if (j < 0) {
        v.leaves.push_back(I.kint(0));
        continue;
      }
      IRRef s = ins[k].leaves[2 + j], stride = ins[k].leaves[2 + at.ndim + j];
      v.leaves.push_back(s == dims[d] ? stride : select(I, I.emit(IrOp::CMP, IrType::Bool, s, dims[d], (int64_t)Cond::EQ), stride, I.kint(0)));
    }
    bviews[k] = v;
  }
  if (arrays == 1 || !same_ndim) {
    emit_nest(arrays == 1 ? ins : bviews);
    res = out;
    return true;
  }
  // Arrays of one rank: the inputs as they are (their own layouts) when
  // every shape is the result's, else the broadcasting views.
  IRRef equal = I.kint(1, IrType::Bool);
  for (const Val& v : ins) {
    if (type_at(v.t).kind != NbKind::Array) continue;
    for (int d = 0; d < nd; d++)
      if (v.leaves[2 + d] != dims[d])
        equal = I.emit(IrOp::BAND, IrType::Bool, equal, I.emit(IrOp::CMP, IrType::Bool, v.leaves[2 + d], dims[d], (int64_t)Cond::EQ));
  }
  two_versions(I, equal, [&] { emit_nest(ins); }, [&] { emit_nest(bviews); });
  res = out;
  return true;
}


namespace {

// The dtype a value contributes to NumPy's promotion (scalars: their Numba type's).
bool operand_dtype(const Val& v, DType& out) {
  const NbType& t = type_at(v.t);
  if (t.kind == NbKind::Array) {
    out = t.dtype;
    return true;
  }
  return is_number_type(v.t) && type_dtype(t.kind == NbKind::Bool ? t_bool() : v.t, out);
}

struct UfuncRow {
  const char* name;
  int nin;
  int kind;   // 0 math (float result), 1 arithmetic (promoted type), 2 predicate (bool result)
};
const UfuncRow kUfuncs[] = {
    {"sqrt", 1, 0}, {"exp", 1, 0}, {"log", 1, 0}, {"log10", 1, 0}, {"log2", 1, 0}, {"log1p", 1, 0},
    {"expm1", 1, 0}, {"sin", 1, 0}, {"cos", 1, 0}, {"tan", 1, 0}, {"arcsin", 1, 0}, {"arccos", 1, 0},
    {"arctan", 1, 0}, {"sinh", 1, 0}, {"cosh", 1, 0}, {"tanh", 1, 0}, {"arcsinh", 1, 0}, {"arccosh", 1, 0},
    {"arctanh", 1, 0}, {"floor", 1, 0}, {"ceil", 1, 0}, {"trunc", 1, 0}, {"rint", 1, 0}, {"fabs", 1, 0},
    {"arctan2", 2, 0}, {"hypot", 2, 0}, {"negative", 1, 1}, {"positive", 1, 1}, {"absolute", 1, 1},
    {"square", 1, 1}, {"add", 2, 1}, {"subtract", 2, 1}, {"multiply", 2, 1}, {"divide", 2, 1},
    {"true_divide", 2, 1}, {"floor_divide", 2, 1}, {"remainder", 2, 1}, {"mod", 2, 1}, {"power", 2, 1},
    {"maximum", 2, 1}, {"minimum", 2, 1}, {"isnan", 1, 2}, {"isinf", 1, 2}, {"isfinite", 1, 2},
};

// libm's name of a math ufunc.
std::string libm_name(const std::string& n) {
  if (n.rfind("arc", 0) == 0) return "a" + n.substr(3);
  return n;
}

// One element of the ufunc `u` on values of type calc.
IRRef ufunc_elem(Infer& I, const UfuncRow& u, TypeId calc, const std::vector<IRRef>& v) {
  std::string n = u.name;
  bool fl = is_float_type(calc);
  auto f32 = [&](IRRef r) { return fl && type_at(calc).bits == 32 ? I.emit(IrOp::TOF32, IrType::Float, r) : r; };
  if (n == "sqrt") return f32(I.emit(IrOp::FSQRT, IrType::Float, v[0]));
  if (n == "fabs") return I.emit(IrOp::FABS, IrType::Float, v[0]);
  if (u.kind == 0) {
    MathFn mf;
    int nargs;
    if (n == "rint") return f32(I.emit(IrOp::FCALL, IrType::Float, v[0], 0, (int64_t)MathFn::Rint));
    if (!math_fn_named(libm_name(n), mf, nargs)) return 0;
    return f32(I.emit(IrOp::FCALL, IrType::Float, v[0], nargs == 2 ? v[1] : 0, (int64_t)mf));
  }
  if (u.kind == 2) {
    if (!fl) return I.kint(n == "isfinite", IrType::Bool);
    if (n == "isnan") return I.emit(IrOp::CMP, IrType::Bool, v[0], v[0], (int64_t)Cond::NE);
    IRRef ax = I.emit(IrOp::FABS, IrType::Float, v[0]);
    return I.emit(IrOp::CMP, IrType::Bool, ax, I.kfloat(INFINITY), (int64_t)(n == "isinf" ? Cond::EQ : Cond::LT));
  }
  if (n == "negative") return fl ? I.emit(IrOp::FNEG, IrType::Float, v[0]) : I.emit(IrOp::NEG, IrType::Int, v[0]);
  if (n == "positive") return v[0];
  if (n == "absolute") {
    if (fl) return I.emit(IrOp::FABS, IrType::Float, v[0]);
    if (type_at(calc).kind != NbKind::Int) return v[0];
    IRRef neg = I.emit(IrOp::SAR, IrType::Int, v[0], I.kint(63));
    return I.emit(IrOp::SUB, IrType::Int, I.emit(IrOp::BXOR, IrType::Int, v[0], neg), neg);
  }
  if (n == "square") return scalar_binop(I, (int)BinOpKind::Mul, calc, v[0], v[0], true);
  if (n == "maximum" || n == "minimum") {
    if (fl) {   // NumPy propagates NaNs: either NaN gives NaN
      IRRef m = I.emit(n == "maximum" ? IrOp::FMAX : IrOp::FMIN, IrType::Float, v[0], v[1]);
      IRRef s = I.emit(IrOp::FADD, IrType::Float, v[0], v[1]);
      IRRef nan = I.emit(IrOp::CMP, IrType::Bool, s, s, (int64_t)Cond::NE);
      // m + (s - m) * nan: keeps m unless a NaN is involved.
      IRRef fnan = I.emit(IrOp::ITOF, IrType::Float, nan);
      return I.emit(IrOp::FADD, IrType::Float, m, I.emit(IrOp::FMUL, IrType::Float, I.emit(IrOp::FSUB, IrType::Float, s, m), fnan));
    }
    return n == "maximum" ? imax(I, v[0], v[1]) : imin(I, v[0], v[1]);
  }
  static const std::pair<const char*, BinOpKind> ops[] = {
      {"add", BinOpKind::Add}, {"subtract", BinOpKind::Sub}, {"multiply", BinOpKind::Mul},
      {"divide", BinOpKind::TrueDiv}, {"true_divide", BinOpKind::TrueDiv}, {"floor_divide", BinOpKind::FloorDiv},
      {"remainder", BinOpKind::Mod}, {"mod", BinOpKind::Mod}, {"power", BinOpKind::Pow}};
  for (auto& [name, k] : ops)
    if (n == name) return scalar_binop(I, (int)k, calc, v[0], v[1], true);
  return 0;
}

}  // namespace

bool array_ufunc(Infer& I, const std::string& name, const std::vector<Val>& args, Val& res) {
  const UfuncRow* u = nullptr;
  for (const UfuncRow& r : kUfuncs)
    if (name == r.name) u = &r;
  if (!u || (int)args.size() != u->nin) return false;
  DType dt = DType::Bool;
  bool first = true, any_array = false;
  for (const Val& a : args) {
    DType d;
    if (!operand_dtype(a, d)) return false;
    dt = first ? d : promote_types(dt, d);
    first = false;
    any_array |= type_at(a.t).kind == NbKind::Array;
  }
  bool int_in = dtype_info(dt).kind != 'f';
  if (u->kind == 0 || ((name == "divide" || name == "true_divide") && int_in)) {
    if (int_in) dt = DType::Float64;   // ints compute in float64; float32 stays
  }
  if (dtype_info(dt).kind == 'c') return false;
  TypeId calc = dtype_type(dt);
  if (type_at(calc).kind == NbKind::Bool && u->kind == 1) calc = t_int(64), dt = DType::Int64;
  DType out_dt = u->kind == 2 ? DType::Bool : dt;
  ElemOp op = [u, calc](Infer& J, const std::vector<IRRef>& v) { return ufunc_elem(J, *u, calc, v); };
  if (!any_array) {
    // Scalars in, a scalar out (as Numba's ufuncs on scalars).
    std::vector<IRRef> v;
    for (const Val& a : args) v.push_back(I.convert(a, calc));
    IRRef r = I.emitting ? op(I, v) : 0;
    TypeId rt = u->kind == 2 ? t_bool() : calc;
    res = I.scalar(rt, r);
    return true;
  }
  return elementwise(I, args, calc, out_dt, op, res);
}

bool array_binop(Infer& I, int k, const Val& x, const Val& y, Val& res) {
  static const char* const names[] = {"add", "subtract", "multiply", "", "true_divide", "floor_divide",
                                      "remainder", "power", "", "", "", "", ""};
  const char* n = names[k];
  if (*n) return array_ufunc(I, n, {x, y}, res);
  DType dx, dy;
  if (!operand_dtype(x, dx) || !operand_dtype(y, dy)) return false;
  DType dt = promote_types(dx, dy);
  if (dtype_info(dt).kind == 'f' || dtype_info(dt).kind == 'c') return false;
  TypeId calc = dtype_type(dt);
  return elementwise(I, {x, y}, calc, dt, [k, calc](Infer& J, const std::vector<IRRef>& v) {
    return scalar_binop(J, k, calc, v[0], v[1], true);
  }, res);
}

bool array_compare(Infer& I, Cond c, const Val& x, const Val& y, Val& res) {
  DType dx, dy;
  if (!operand_dtype(x, dx) || !operand_dtype(y, dy)) return false;
  DType dt = promote_types(dx, dy);
  if (dtype_info(dt).kind == 'c') return false;
  TypeId calc = dtype_type(dt);
  if (type_at(calc).kind == NbKind::Bool) calc = t_int(64);
  return elementwise(I, {x, y}, calc, DType::Bool, [c](Infer& J, const std::vector<IRRef>& v) {
    return J.emit(IrOp::CMP, IrType::Bool, v[0], v[1], (int64_t)c);
  }, res);
}

bool copy_into(Infer& I, const Val& dst, const Val& src) {
  const NbType& dt = type_at(dst.t);
  if (dt.readonly) return I.fail("Cannot modify readonly array of type: " + type_name(dst.t));
  bool src_array = type_at(src.t).kind == NbKind::Array;
  int snd = src_array ? type_at(src.t).ndim : 0;
  if (snd > dt.ndim)
    return I.fail("tpy: assigning an array of " + std::to_string(snd) + " dimensions into one of " +
                  std::to_string(dt.ndim) + " in compiled code is not supported");
  if (!I.emitting) return true;
  TypeId el = dtype_type(dt.dtype);
  IRRef scalar = src_array ? 0 : I.convert(src, el);
  auto emit_nest = [&](const Val& from) {
    std::vector<IRRef> idx;
    std::function<void(int)> nest = [&](int d) {
      emit_loop(I, dst.leaves[2 + d], {}, {}, [&](IRRef i, const std::vector<IRRef>&) {
        idx.push_back(i);
        if (d + 1 < dt.ndim) {
          nest(d + 1);
        } else {
          IRRef v = scalar;
          if (src_array) {
            const NbType& st = type_at(from.t);
            TypeId set = dtype_type(st.dtype);
            IRRef e = I.emit(IrOp::ELOAD, ir_type(set), element_addr(I, from, idx), 0, (int64_t)st.dtype);
            v = I.convert(I.scalar(set, e), el);
          }
          I.emit(IrOp::ESTORE, IrType::Void, element_addr(I, dst, idx), v, (int64_t)dt.dtype);
        }
        idx.pop_back();
        return std::vector<IRRef>{};
      });
    };
    nest(0);
  };
  if (dt.ndim == 0) return true;
  if (!src_array) {
    emit_nest(src);
    return true;
  }
  // NumPy's broadcasting of the source to the destination's shape: its
  // dimensions align with the last ones, each equal or 1 (repeated: stride 0).
  const NbType& st = type_at(src.t);
  Val view{t_array(st.dtype, dt.ndim, 'A', st.readonly), {src.leaves[0], src.leaves[1]}};
  view.leaves.insert(view.leaves.end(), dst.leaves.begin() + 2, dst.leaves.begin() + 2 + dt.ndim);
  IRRef equal = I.kint(1, IrType::Bool);
  for (int d = 0; d < dt.ndim; d++) {
    int j = d - (dt.ndim - snd);
    if (j < 0) {
      view.leaves.push_back(I.kint(0));
      continue;
    }
    IRRef s = src.leaves[2 + j], n = dst.leaves[2 + d], stride = src.leaves[2 + snd + j];
    IRRef same = I.emit(IrOp::CMP, IrType::Bool, s, n, (int64_t)Cond::EQ);
    IRRef one = I.emit(IrOp::CMP, IrType::Bool, s, I.kint(1), (int64_t)Cond::EQ);
    I.raise_if(I.emit(IrOp::BOR, IrType::Bool, same, one), I.kint(0, IrType::Bool), (int64_t)Cond::EQ, I.vm.exc.ValueError,
               "cannot assign slice from input of different size");
    equal = I.emit(IrOp::BAND, IrType::Bool, equal, same);
    view.leaves.push_back(select(I, same, stride, I.kint(0)));
  }
  if (snd < dt.ndim) {
    emit_nest(view);
    return true;
  }
  // One rank: the source as it is (its own layout) when the shapes are equal.
  two_versions(I, equal, [&] { emit_nest(src); }, [&] { emit_nest(view); });
  return true;
}

}  // namespace tpy::jit
