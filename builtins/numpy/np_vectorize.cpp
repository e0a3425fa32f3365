// np_vectorize.cpp — np.vectorize(pyfunc, otypes=None, doc=None, excluded=None):
// a callable that broadcasts its positional arguments and calls pyfunc once
// per element in C order, as NumPy 1.24 does. Without otypes the output
// dtypes come from calling pyfunc on the first elements (so, like NumPy, it
// runs twice on them); every result is then cast to those dtypes (a float
// result in an int output is truncated). A tuple result gives one array per
// item. Not here: signature=, cache=True, keyword arguments that vectorize.
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "vm/dict.h"
#include "vm/ops.h"

namespace tpy {

namespace {

struct Vectorize : Object {
  Value pyfunc;
  Value doc;
  bool has_otypes = false;
  std::vector<DType> otypes;
  std::vector<int64_t> excluded;  // positional indices passed through unchanged
  explicit Vectorize(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override {
    tr.mark(pyfunc);
    tr.mark(doc);
  }
};

Vectorize* self_vec(CallArgs& a) { return static_cast<Vectorize*>(a.args[0].o); }

// otypes: a string of type codes ('d', 'if') or a sequence of dtypes.
bool parse_otypes(VM& vm, Value v, std::vector<DType>& out) {
  if (v.is_obj() && v.o->type == vm.t.str) {
    std::string s(str_view(v));
    for (char c : s) {
      DType d;
      if (!to_dtype(vm, vm.str_value(std::string(1, c)), d)) return false;
      out.push_back(d);
    }
    return true;
  }
  std::vector<Value> items;
  if (!collect_iterable(vm, v, items)) return false;
  for (Value item : items) {
    DType d;
    if (!to_dtype(vm, item, d)) return false;
    out.push_back(d);
  }
  return true;
}

bool vectorize_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  Value args[6];
  if (!bind_args(vm, rest, "vectorize", {"pyfunc", "otypes", "doc", "excluded", "cache", "signature"}, 1, args))
    return false;
  if (!args[5].is_undef() && !args[5].is_none())
    return vm.raise(vm.exc.NotImplementedError, "np.vectorize(signature=...) is not supported by tpy yet");
  if (!args[4].is_undef()) {
    bool cache = false;
    if (!truthy(vm, args[4], cache)) return false;
    if (cache) return vm.raise(vm.exc.NotImplementedError, "np.vectorize(cache=True) is not supported by tpy yet");
  }
  Vectorize* v = vm.alloc<Vectorize>(cls);
  RootScope roots(vm);
  roots.add(v);
  v->pyfunc = args[0];
  if (!args[1].is_undef() && !args[1].is_none()) {
    v->has_otypes = true;
    if (!parse_otypes(vm, args[1], v->otypes)) return false;
    if (v->otypes.empty()) return vm.raise(vm.exc.ValueError, "Invalid otype specification");
  }
  if (!args[2].is_undef() && !args[2].is_none()) {
    v->doc = args[2];
  } else {
    Value doc;
    bool found = false;
    if (!get_attr_opt(vm, args[0], vm.intern("__doc__"), doc, found)) return false;
    v->doc = found ? doc : Value::none();
  }
  if (!args[3].is_undef() && !args[3].is_none()) {
    std::vector<Value> items;
    if (!collect_iterable(vm, args[3], items)) return false;
    for (Value item : items) {
      if (!item.is_int()) return vm.raise(vm.exc.NotImplementedError, "np.vectorize(excluded=...) takes positional indices only in tpy");
      v->excluded.push_back(item.i);
    }
  }
  out = Value::object(v);
  return true;
}

// A strided walk over the broadcast shape in C order: offsets[k] is the byte
// offset of input k's current element.
struct BroadcastWalk {
  int ndim;
  const int64_t* shape;
  std::vector<std::vector<int64_t>> strides;
  std::vector<int64_t> index, offsets;
  BroadcastWalk(int nd, const int64_t* shp, const std::vector<NdArray*>& ins) : ndim(nd), shape(shp) {
    for (NdArray* x : ins) {
      std::vector<int64_t> s(nd, 0);
      for (int d = 0; d < x->ndim; d++) {
        int od = nd - x->ndim + d;
        s[od] = x->shape[d] == 1 ? 0 : x->strides[d];
      }
      strides.push_back(s);
    }
    index.assign(nd, 0);
    offsets.assign(ins.size(), 0);
  }
  void next() {
    for (int d = ndim - 1; d >= 0; d--) {
      for (size_t k = 0; k < offsets.size(); k++) offsets[k] += strides[k][d];
      if (++index[d] < shape[d]) return;
      for (size_t k = 0; k < offsets.size(); k++) offsets[k] -= strides[k][d] * shape[d];
      index[d] = 0;
    }
  }
};

bool is_excluded(const Vectorize* v, int i) {
  for (int64_t e : v->excluded)
    if (e == i) return true;
  return false;
}

bool vectorize_call(VM& vm, CallArgs& a, Value& out) {
  Vectorize* v = self_vec(a);
  int nargs = a.nargs - 1;
  int nkw = a.nkw();
  RootScope roots(vm);
  // Vectorized inputs as arrays; excluded ones and keywords pass unchanged.
  std::vector<NdArray*> ins;
  std::vector<int> slot;  // argument position of each array in `ins`
  for (int i = 0; i < nargs; i++) {
    if (is_excluded(v, i)) continue;
    NdArray* arr;
    if (!np_asarray(vm, a.args[1 + i], arr)) return false;
    roots.add(arr);
    ins.push_back(arr);
    slot.push_back(i);
  }
  int ndim = 0;
  int64_t shape[kMaxDims];
  if (!ins.empty() && !broadcast_shapes(vm, (int)ins.size(), ins.data(), ndim, shape)) return false;
  int64_t size = 1;
  for (int d = 0; d < ndim; d++) size *= shape[d];

  std::vector<Value> call_args(nargs + nkw);
  for (int i = 0; i < nargs + nkw; i++) call_args[i] = a.args[1 + i];
  auto call_at = [&](const BroadcastWalk& w, Value& result) {
    for (size_t k = 0; k < ins.size(); k++)
      call_args[slot[k]] = nd_box_elem(vm, ins[k], ins[k]->data + w.offsets[k]);
    RootScope boxed(vm);
    for (Value x : call_args) boxed.add(x);
    return call(vm, v->pyfunc, call_args.data(), nargs, a.kwnames, result);
  };

  std::vector<DType> otypes = v->otypes;
  if (!v->has_otypes) {
    for (NdArray* x : ins)
      if (x->size == 0)
        return vm.raise(vm.exc.ValueError, "cannot call `vectorize` on size 0 inputs unless `otypes` is set");
    // The first elements are ins[k]->data: size > 0 and broadcasting only
    // repeats elements, so element 0 of the result reads element 0 of each.
    BroadcastWalk first(ndim, shape, ins);
    Value r;
    if (!call_at(first, r)) return false;
    roots.add(r);
    std::vector<Value> items;
    if (r.is_obj() && r.o->type == vm.t.tuple) {
      Tuple* t = static_cast<Tuple*>(r.o);
      items.assign(t->items.begin(), t->items.end());
    } else {
      items.push_back(r);
    }
    for (Value item : items) {
      NdArray* probe;
      if (!nd_from_value(vm, item, false, DType::Float64, false, probe)) return false;
      otypes.push_back(probe->dtype);
    }
  }
  size_t nout = otypes.size();
  std::vector<NdArray*> outs;
  for (size_t k = 0; k < nout; k++) {
    NdArray* o = nd_new(vm, otypes[k], ndim, shape);
    if (!o) return false;
    roots.add(o);
    outs.push_back(o);
  }
  BroadcastWalk w(ndim, shape, ins);
  for (int64_t i = 0; i < size; i++, w.next()) {
    Value r;
    if (!call_at(w, r)) return false;
    RootScope keep(vm);
    keep.add(r);
    if (nout == 1) {
      if (!nd_unbox(vm, r, otypes[0], outs[0]->data + i * outs[0]->itemsize())) return false;
      continue;
    }
    if (!(r.is_obj() && r.o->type == vm.t.tuple) || static_cast<Tuple*>(r.o)->items.size() != nout)
      return vm.raisef(vm.exc.ValueError, "wrong number of outputs from pyfunc: expected %d", (int)nout);
    Tuple* t = static_cast<Tuple*>(r.o);
    for (size_t k = 0; k < nout; k++)
      if (!nd_unbox(vm, t->items[k], otypes[k], outs[k]->data + i * outs[k]->itemsize())) return false;
  }
  if (nout == 1) {
    out = Value::object(outs[0]);
    return true;
  }
  std::vector<Value> items;
  for (NdArray* o : outs) items.push_back(Value::object(o));
  out = Value::object(vm.new_tuple(items));
  return true;
}

bool vectorize_get_pyfunc(VM&, CallArgs& a, Value& out) { out = self_vec(a)->pyfunc; return true; }
bool vectorize_get_doc(VM&, CallArgs& a, Value& out) { out = self_vec(a)->doc; return true; }
bool vectorize_get_otypes(VM& vm, CallArgs& a, Value& out) {
  Vectorize* v = self_vec(a);
  if (!v->has_otypes) { out = Value::none(); return true; }
  std::string s;
  for (DType d : v->otypes) s += dtype_info(d).code;
  out = vm.str_value(s);
  return true;
}

const NativeDef kVectorizeMethods[] = {
    {"__call__", vectorize_call, 1, -1, true, JitHint::None},
};
const NativeDef kVectorizeGetters[] = {
    {"pyfunc", vectorize_get_pyfunc, 1, 1, false, JitHint::None},
    {"__doc__", vectorize_get_doc, 1, 1, false, JitHint::None},
    {"otypes", vectorize_get_otypes, 1, 1, false, JitHint::None},
};

}  // namespace

void add_vectorize(VM& vm, Module* m) {
  TypeObject* t = vm.new_builtin_type("vectorize", Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("numpy"));
  t->ctor = vectorize_ctor;
  t->subclassable = false;
  vm.add_methods(t, kVectorizeMethods);
  for (auto& g : kVectorizeGetters) add_getter(vm, t, &g);
  np_keep(vm, np_state(vm), t);
  set_module_attr(vm, m, "vectorize", Value::object(t));
}

}  // namespace tpy
