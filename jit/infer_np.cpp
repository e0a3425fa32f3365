// infer_np.cpp — NumPy functions the function compiler hands to NumPy
// itself (np_library_call): np.sort, np.argsort, np.unique,
// np.concatenate, np.searchsorted, np.nonzero, np.flatnonzero, np.diff.
// Each rule types the result as Numba 0.56 does (dtype, ndim, layout 'C'),
// checks at run time what Numba checks with Numba's messages, then emits
// one jit_fn_pyop call of NumPy's function on the boxed arguments (its
// result unboxed by the type, see jit/func.h). Array creation and the
// functions compiled to loops are jit/infer_calls.cpp's.
#include "builtins/numpy/ndarray.h"
#include "jit/infer.h"
#include "vm/dict.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

bool is_array(const Val& v) { return v.t != kNoType && type_at(v.t).kind == NbKind::Array; }

// The arguments by parameter: positional ones first, then keywords by
// name; a parameter not given is Val{} (t kNoType). False when there are
// too many, an unknown keyword or a missing required one.
bool bind(std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs, std::initializer_list<const char*> params,
          size_t required, std::vector<Val>& out) {
  if (args.size() > params.size()) return false;
  out.assign(params.size(), Val{});
  for (size_t k = 0; k < args.size(); k++) out[k] = args[k];
  for (auto& [name, v] : kwargs) {
    size_t k = 0;
    while (k < params.size() && name != params.begin()[k]) k++;
    if (k == params.size() || out[k].t != kNoType) return false;
    out[k] = v;
  }
  for (size_t k = 0; k < required; k++)
    if (out[k].t == kNoType) return false;
  kwargs.clear();
  return true;
}

// Numba's "No implementation" for name(args, kw=...).
std::string no_impl_kw(const std::string& name, const std::vector<Val>& args, const std::vector<std::pair<std::string, Val>>& kwargs) {
  std::string s = no_impl_v("Function(<built-in function " + name + ">)", args);
  s.pop_back();
  for (auto& [k, v] : kwargs) s += (args.empty() && &k == &kwargs[0].first ? "" : ", ") + k + "=" + val_type_name(v);
  return s + ")";
}

// Numba's concatenate checks, before NumPy's (whose messages differ):
// the axis in range (IndexError), then every other dimension equal
// (ValueError), dimension by dimension.
void check_concatenate(Infer& I, const std::vector<Val>& arrays, int ndim, IRRef axis) {
  I.raise_if(axis, I.kint(-ndim), (int64_t)Cond::LT, I.vm.exc.IndexError, "np.concatenate(): axis out of bounds");
  I.raise_if(axis, I.kint(ndim), (int64_t)Cond::GE, I.vm.exc.IndexError, "np.concatenate(): axis out of bounds");
  for (int d = 0; d < ndim; d++) {
    // Dimension d is the axis when axis is d or d - ndim (in range, never both).
    int skip = I.new_block(), check = I.new_block(), check2 = I.new_block();
    I.emit(IrOp::JCC, IrType::Void, axis, I.kint(d), (int64_t)Cond::EQ | (int64_t)skip << 8);
    I.emit(IrOp::JMP, IrType::Void, 0, 0, check);
    I.start_block(check);
    I.emit(IrOp::JCC, IrType::Void, axis, I.kint(d - ndim), (int64_t)Cond::EQ | (int64_t)skip << 8);
    I.emit(IrOp::JMP, IrType::Void, 0, 0, check2);
    I.start_block(check2);
    for (size_t k = 1; k < arrays.size(); k++)
      I.raise_if(arrays[k].leaves[2 + d], arrays[0].leaves[2 + d], (int64_t)Cond::NE, I.vm.exc.ValueError,
                 "np.concatenate(): input sizes over dimension " + std::to_string(d) + " do not match");
    I.emit(IrOp::JMP, IrType::Void, 0, 0, skip);
    I.start_block(skip);
  }
}

}  // namespace

bool np_library_call(Infer& I, Value f, std::vector<Val>& args, std::vector<std::pair<std::string, Val>>& kwargs, Val& res) {
  if (!f.is_obj() || f.o->type->layout != Layout::Builtin) return false;
  std::string name = static_cast<BuiltinFunction*>(f.o)->name->text();
  Module* np = np_state(I.vm).module;
  if (!np || !dict_get_str(np->dict, I.vm.intern(name)).same(f)) return false;   // numpy's own only
  static const char* const kNames[] = {"sort", "argsort", "unique", "concatenate", "searchsorted", "nonzero", "flatnonzero", "diff"};
  bool known = false;
  for (const char* n : kNames) known |= name == n;
  if (!known) return false;
  const std::vector<Val> given = args;
  const auto given_kw = kwargs;
  auto bad = [&] { return I.fail(no_impl_kw(name, given, given_kw)); };
  auto call = [&](const std::vector<Val>& operands, TypeId ret, Tuple* kwnames = nullptr) {
    size_t words = 1;
    for (const Val& v : operands) words += type_words(v.t);
    if (operands.size() > (size_t)kMaxPyOperands || words > (size_t)kMaxCallWords || type_words(ret) > kMaxCallWords)
      return I.fail("tpy: np." + name + "() of too many values in compiled code");
    res = pyop(I, PyOpSpec::Call, 0, f, operands, ret, kwnames);
    return true;
  };
  std::vector<Val> p;
  if (name == "sort" || name == "argsort" || name == "unique" || name == "nonzero") {
    if (!bind(args, kwargs, {"a"}, 1, p) || !is_array(p[0])) return bad();
    const NbType& at = type_at(p[0].t);
    if (name == "sort") return call(p, t_array(at.dtype, at.ndim, 'C'));
    if (name == "argsort") return call(p, t_array(DType::Int64, at.ndim, 'C'));
    if (name == "nonzero") {
      if (at.ndim == 0) return I.fail("tpy: np.nonzero() of a 0-d array is not supported in compiled code yet");
      return call(p, t_unituple(t_array(DType::Int64, 1, 'C'), at.ndim));
    }
    // unique: Numba keeps every NaN (they compare unequal), NumPy's equal_nan=False.
    Tuple* kw = I.emitting ? I.vm.new_tuple({Value::object(I.vm.intern("equal_nan"))}) : nullptr;
    return call({p[0], Val{t_bool(), {I.kint(0, ir_type(t_bool()))}}}, t_array(at.dtype, 1, 'C'), kw);
  }
  if (name == "flatnonzero") {
    if (!bind(args, kwargs, {"a"}, 1, p) || !(is_array(p[0]) || is_number_type(p[0].t))) return bad();
    return call(p, t_array(DType::Int64, 1, 'C'));
  }
  if (name == "concatenate") {
    if (!bind(args, kwargs, {"arrays", "axis"}, 1, p) || !is_tuple(p[0].t) || tuple_items(p[0].t).empty()) return bad();
    if (p[1].t != kNoType && !is_int_type(p[1].t)) return bad();
    std::vector<Val> arrays = tuple_vals(p[0]);
    int ndim = -1;
    DType dt = DType::Bool;
    for (size_t k = 0; k < arrays.size(); k++) {
      if (!is_array(arrays[k])) return bad();
      const NbType& at = type_at(arrays[k].t);
      if (k ? at.ndim != ndim : at.ndim == 0) return bad();
      ndim = at.ndim;
      dt = k ? promote_types(dt, at.dtype) : at.dtype;
    }
    Val axis = p[1].t != kNoType ? p[1] : Val{t_int(64), {I.kint(0)}};
    if (I.emitting) check_concatenate(I, arrays, ndim, I.convert(axis, t_int(64)));
    return call({p[0], Val{t_int(64), {I.convert(axis, t_int(64))}}}, t_array(dt, ndim, 'C'));
  }
  if (name == "searchsorted") {
    if (!bind(args, kwargs, {"a", "v", "side"}, 2, p) || !is_array(p[0])) return bad();
    if (!is_array(p[1]) && !is_number_type(p[1].t)) return bad();
    std::vector<Val> operands{p[0], p[1]};
    if (p[2].t != kNoType) {
      // side must be the constant 'left' or 'right' (Numba's literal).
      if (!is_layout(p[2].lit, Layout::Str)) return bad();
      const std::string& s = as<Str>(p[2].lit)->text();
      if (s != "left" && s != "right") return bad();
      operands.push_back(p[2]);
    }
    TypeId ret = is_array(p[1]) ? t_array(DType::Int64, type_at(p[1].t).ndim, 'C') : t_int(64);
    return call(operands, ret);
  }
  // diff(a, n=1): Numba raises for a negative order with its own message.
  if (!bind(args, kwargs, {"a", "n"}, 1, p) || !is_array(p[0]) || type_at(p[0].t).ndim == 0) return bad();
  if (p[1].t != kNoType && !is_int_type(p[1].t)) return bad();
  Val n = p[1].t != kNoType ? Val{t_int(64), {I.convert(p[1], t_int(64))}} : Val{t_int(64), {I.kint(1)}};
  I.raise_if(n.leaves[0], I.kint(0), (int64_t)Cond::LT, I.vm.exc.ValueError, "diff(): order must be non-negative");
  const NbType& at = type_at(p[0].t);
  return call({p[0], n}, t_array(at.dtype, at.ndim, 'C'));
}

}  // namespace tpy::jit
