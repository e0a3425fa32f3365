// np_take.cpp — indexing functions: take / put (modes raise, wrap, clip),
// take_along_axis / put_along_axis, compress / extract / place,
// choose / select, argwhere, unravel_index / ravel_multi_index,
// diag_indices / tril_indices / triu_indices. Elements move with the typed
// loops of np_gather.h; the operator form a[key] is np_index.cpp.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_gather.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_internal.h"

namespace tpy {

namespace {

bool given(Value v) { return !v.is_undef() && !v.is_none(); }

bool ret(NdArray* r, Value& out) {
  if (!r) return false;
  out = Value::object(r);
  return true;
}

// A C-contiguous copy of x (x itself when it already is one) of dtype dt.
NdArray* contiguous(VM& vm, NdArray* x, DType dt, RootScope& roots) {
  if (x->c_contiguous() && x->dtype == dt) return x;
  NdArray* c = nd_copy_as(vm, x, dt);
  if (c) roots.add(c);
  return c;
}

// x's C-order elements as a 1-d view of a contiguous array.
NdArray* flat(VM& vm, NdArray* x, RootScope& roots) {
  NdArray* c = contiguous(vm, x, x->dtype, roots);
  if (!c) return nullptr;
  int64_t n = c->size, st = c->itemsize();
  NdArray* r = nd_view(vm, c, c->dtype, c->data, 1, &n, &st);
  if (r) roots.add(r);
  return r;
}

enum class Mode { Raise, Wrap, Clip };

bool mode_arg(VM& vm, Value v, Mode& m) {
  m = Mode::Raise;
  if (!given(v)) return true;
  Str* s;
  if (!arg_str(vm, v, s, "take", "mode")) return false;
  if (s->text() == "raise") m = Mode::Raise;
  else if (s->text() == "wrap") m = Mode::Wrap;
  else if (s->text() == "clip") m = Mode::Clip;
  else return vm.raisef(vm.exc.ValueError, "clipmode must be one of 'clip', 'raise', or 'wrap' (got '%s')", s->text().c_str());
  return true;
}

// Indices as a fresh C-contiguous int64 array brought into [0, len) by the
// mode (IndexError in raise mode, NumPy's words).
NdArray* fit_indices(VM& vm, NdArray* idx, int64_t len, Mode mode, int axis, RootScope& roots) {
  NdArray* c = nd_copy_as(vm, idx, DType::Int64);
  if (!c) return nullptr;
  roots.add(c);
  int64_t* p = reinterpret_cast<int64_t*>(c->data);
  for (int64_t i = 0; i < c->size; i++) {
    int64_t v = p[i];
    if (mode == Mode::Wrap) {
      if (len == 0) { vm.raise(vm.exc.IndexError, "cannot do a non-empty take from an empty axes."); return nullptr; }
      v = ((v % len) + len) % len;
    } else if (mode == Mode::Clip) {
      if (len == 0) { vm.raise(vm.exc.IndexError, "cannot do a non-empty take from an empty axes."); return nullptr; }
      v = v < 0 ? 0 : v >= len ? len - 1 : v;
    } else {
      if (v < -len || v >= len) {
        vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis %d with size %lld", (long long)v, axis,
                  (long long)len);
        return nullptr;
      }
      if (v < 0) v += len;
    }
    p[i] = v;
  }
  return c;
}

// x.take(idx, axis) for a C-contiguous x and fitted idx: outer × idx × inner.
NdArray* take_fitted(VM& vm, NdArray* x, NdArray* idx, int axis) {
  int64_t shp[kMaxDims];
  int nd = 0;
  int64_t outer = 1, inner = 1;
  for (int d = 0; d < axis; d++) { shp[nd++] = x->shape[d]; outer *= x->shape[d]; }
  for (int d = 0; d < idx->ndim; d++) shp[nd++] = idx->shape[d];
  for (int d = axis + 1; d < x->ndim; d++) { shp[nd++] = x->shape[d]; inner *= x->shape[d]; }
  if (nd > kMaxDims) { vm.raise(vm.exc.ValueError, "too many dimensions"); return nullptr; }
  NdArray* r = nd_empty_sized(vm, x->dtype, x->itemsize(), nd, shp);
  if (!r || r->size == 0) return r;
  int isz = x->itemsize();
  int64_t n = x->shape[axis], block = inner * isz, count = idx->size;
  const int64_t* ip = reinterpret_cast<const int64_t*>(idx->data);
  char* out = r->data;
  IndexSet ix;
  ix.n = 1;
  ix.idx[0] = ip;
  ix.stride[0] = block;
  ix.len[0] = n;
  for (int64_t o = 0; o < outer; o++) {
    const char* base = x->data + o * n * block;
    if (inner == 1) {
      index_gather(isz, out, base, ix, count);
      out += count * isz;
    } else {
      for (int64_t j = 0; j < count; j++, out += block) std::memcpy(out, base + ip[j] * block, (size_t)block);
    }
  }
  return r;
}

bool do_take(VM& vm, Value av, Value idx_v, Value axis_v, Value mode_v, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, av, roots);
  NdArray* idx = x ? np_array_arg(vm, idx_v, roots) : nullptr;
  Mode mode;
  if (!idx || !mode_arg(vm, mode_v, mode)) return false;
  int axis = 0;
  if (given(axis_v)) {
    if (!np_one_axis(vm, axis_v, x->ndim, axis)) return false;
    x = contiguous(vm, x, x->dtype, roots);
  } else {
    x = flat(vm, x, roots);
  }
  if (!x) return false;
  if (dtype_category(idx->dtype) == 3)
    return vm.raise(vm.exc.TypeError, "Cannot cast array data from dtype('complex128') to dtype('int64') according "
                                      "to the rule 'safe'");
  NdArray* fitted = fit_indices(vm, idx, x->shape[axis], mode, axis, roots);
  if (!fitted) return false;
  NdArray* r = take_fitted(vm, x, fitted, axis);
  if (!r) return false;
  out = np_result(vm, r, true);
  return true;
}

bool fn_take(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "take", {"a", "indices", "axis", "out", "mode"}, 2, args)) return false;
  if (given(args[3])) return vm.raise(vm.exc.TypeError, "take(out=...) is not supported by tpy yet");
  return do_take(vm, args[0], args[1], args[2], args[4], out);
}
bool m_take(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "take", {"indices", "axis", "out", "mode"}, 1, args + 1, true)) return false;
  if (given(args[3])) return vm.raise(vm.exc.TypeError, "take(out=...) is not supported by tpy yet");
  return do_take(vm, a.args[0], args[1], args[2], args[4], out);
}

bool need_ndarray(VM& vm, Value v) {
  if (is_ndarray(vm, v)) return true;
  return vm.raisef(vm.exc.TypeError, "argument 1 must be numpy.ndarray, not %s", type_name(vm, v));
}

bool do_put(VM& vm, Value av, Value ind_v, Value v_v, Value mode_v, Value& out) {
  if (!need_ndarray(vm, av)) return false;
  NdArray* x = as<NdArray>(av);
  if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  RootScope roots(vm);
  NdArray* ind = np_array_arg(vm, ind_v, roots);
  NdArray* vals;
  Mode mode;
  if (!ind || !mode_arg(vm, mode_v, mode) || !nd_from_value(vm, v_v, true, x->dtype, false, vals)) return false;
  roots.add(vals);
  out = Value::none();
  vals = contiguous(vm, vals, x->dtype, roots);
  NdArray* fitted = vals ? fit_indices(vm, ind, x->size, mode, 0, roots) : nullptr;
  if (!fitted) return false;
  if (vals->size == 0) return true;
  const int64_t* ip = reinterpret_cast<const int64_t*>(fitted->data);
  int isz = x->itemsize();
  for (int64_t j = 0; j < fitted->size; j++)
    std::memcpy(nd_flat_ptr(x, ip[j]), vals->data + (j % vals->size) * isz, (size_t)isz);
  return true;
}
bool fn_put(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "put", {"a", "ind", "v", "mode"}, 3, args)) return false;
  return do_put(vm, args[0], args[1], args[2], args[3], out);
}
bool m_put(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "put", {"indices", "values", "mode"}, 2, args + 1, true)) return false;
  return do_put(vm, a.args[0], args[1], args[2], args[3], out);
}

// ---- along an axis

// The shared shape of take/put_along_axis: arr and indices broadcast on
// every dim but axis, where indices gives the length.
bool along_shape(VM& vm, NdArray* x, NdArray* idx, int axis, int64_t* shape) {
  for (int d = 0; d < x->ndim; d++) {
    int64_t xs = d == axis ? 1 : x->shape[d], is = idx->shape[d];
    if (d == axis) { shape[d] = is; continue; }
    if (xs != is && xs != 1 && is != 1)
      return vm.raisef(vm.exc.ValueError, "shape mismatch: indexing arrays could not be broadcast together with "
                                          "shapes %s %s", shape_text(x->ndim, x->shape, true).c_str(),
                       shape_text(idx->ndim, idx->shape, true).c_str());
    shape[d] = xs == 1 ? is : xs;
  }
  return true;
}

// fn(element of x, element of idx's position) over the along-axis shape.
template <class Fn>
bool walk_along(VM& vm, NdArray* x, NdArray* idx, int axis, const int64_t* shape, Fn&& fn) {
  int nd = x->ndim;
  int64_t istr[kMaxDims], xstr[kMaxDims], pos[kMaxDims] = {}, total = 1;
  broadcast_strides(idx, nd, shape, istr);
  for (int d = 0; d < nd; d++) {
    xstr[d] = d == axis || x->shape[d] == 1 ? 0 : x->strides[d];
    total *= shape[d];
  }
  int64_t len = x->shape[axis];
  for (int64_t n = 0; n < total; n++) {
    const char* ip = idx->data;
    char* xp = x->data;
    for (int d = 0; d < nd; d++) { ip += pos[d] * istr[d]; xp += pos[d] * xstr[d]; }
    int64_t i = *reinterpret_cast<const int64_t*>(ip);
    if (i < -len || i >= len)
      return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis %d with size %lld", (long long)i,
                       axis, (long long)len);
    fn(xp + (i < 0 ? i + len : i) * x->strides[axis], n);
    for (int d = nd - 1; d >= 0 && ++pos[d] == shape[d]; d--) pos[d] = 0;
  }
  return true;
}

// Shared argument checks of take/put_along_axis: x (raveled for axis None)
// and int64 indices of the same ndim.
bool along_args(VM& vm, Value av, Value idx_v, Value axis_v, NdArray*& x, NdArray*& idx, int& axis,
                RootScope& roots) {
  x = np_array_arg(vm, av, roots);
  idx = x ? np_array_arg(vm, idx_v, roots) : nullptr;
  if (!idx) return false;
  if (dtype_category(idx->dtype) != 1) return vm.raise(vm.exc.IndexError, "`indices` must be an integer array");
  if (axis_v.is_none()) {
    x = flat(vm, x, roots);
    axis = 0;
  } else if (!np_one_axis(vm, axis_v, x->ndim, axis)) {
    return false;
  }
  if (!x) return false;
  if (idx->ndim != x->ndim)
    return vm.raise(vm.exc.ValueError, "`indices` and `arr` must have the same number of dimensions");
  idx = contiguous(vm, idx, DType::Int64, roots);
  return idx != nullptr;
}

bool fn_take_along_axis(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "take_along_axis", {"arr", "indices", "axis"}, 3, args)) return false;
  RootScope roots(vm);
  NdArray *x, *idx;
  int axis;
  int64_t shape[kMaxDims];
  if (!along_args(vm, args[0], args[1], args[2], x, idx, axis, roots) || !along_shape(vm, x, idx, axis, shape))
    return false;
  NdArray* r = nd_empty(vm, x->dtype, x->ndim, shape);
  if (!r) return false;
  roots.add(r);
  int isz = x->itemsize();
  if (!walk_along(vm, x, idx, axis, shape, [&](char* p, int64_t n) { std::memcpy(r->data + n * isz, p, (size_t)isz); }))
    return false;
  return ret(r, out);
}

bool fn_put_along_axis(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "put_along_axis", {"arr", "indices", "values", "axis"}, 4, args)) return false;
  if (!is_ndarray(vm, args[0]))
    return vm.raisef(vm.exc.AttributeError, "'%s' object has no attribute 'ndim'", type_name(vm, args[0]));
  RootScope roots(vm);
  NdArray *x, *idx;
  int axis;
  int64_t shape[kMaxDims];
  if (!along_args(vm, args[0], args[1], args[3], x, idx, axis, roots) || !along_shape(vm, x, idx, axis, shape))
    return false;
  if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  NdArray* vals;
  if (!nd_from_value(vm, args[2], true, x->dtype, false, vals)) return false;
  roots.add(vals);
  NdArray* full = nd_new(vm, x->dtype, x->ndim, shape);
  if (!full) return false;
  roots.add(full);
  if (!nd_assign(vm, full, vals)) {
    vm.take_pending();
    return vm.raisef(vm.exc.ValueError,
                     "shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
                     shape_text(vals->ndim, vals->shape, true).c_str(), shape_text(x->ndim, shape, true).c_str());
  }
  int isz = x->itemsize();
  out = Value::none();
  return walk_along(vm, x, idx, axis, shape,
                    [&](char* p, int64_t n) { std::memcpy(p, full->data + n * isz, (size_t)isz); });
}

// ---- masks

// Positions of x's true (nonzero) elements in C order, as an int64 array.
NdArray* true_positions_of(VM& vm, NdArray* x, RootScope& roots) {
  NdArray* b = contiguous(vm, x, DType::Bool, roots);
  if (!b) return nullptr;
  const unsigned char* m = reinterpret_cast<const unsigned char*>(b->data);
  int64_t count = count_true(m, b->size);
  NdArray* pos = nd_empty(vm, DType::Int64, 1, &count);
  if (!pos) return nullptr;
  roots.add(pos);
  true_positions(m, b->size, reinterpret_cast<int64_t*>(pos->data));
  return pos;
}

bool do_compress(VM& vm, Value cond_v, Value av, Value axis_v, Value& out) {
  RootScope roots(vm);
  NdArray* cond = np_array_arg(vm, cond_v, roots);
  NdArray* x = cond ? np_array_arg(vm, av, roots) : nullptr;
  if (!x) return false;
  if (cond->ndim != 1) return vm.raise(vm.exc.ValueError, "condition must be a 1-d array");
  int axis = 0;
  if (given(axis_v)) {
    if (!np_one_axis(vm, axis_v, x->ndim, axis)) return false;
    x = contiguous(vm, x, x->dtype, roots);
  } else {
    x = flat(vm, x, roots);
  }
  NdArray* pos = x ? true_positions_of(vm, cond, roots) : nullptr;
  NdArray* fitted = pos ? fit_indices(vm, pos, x->shape[axis], Mode::Raise, axis, roots) : nullptr;
  return fitted && ret(take_fitted(vm, x, fitted, axis), out);
}
bool fn_compress(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "compress", {"condition", "a", "axis", "out"}, 2, args)) return false;
  return do_compress(vm, args[0], args[1], args[2], out);
}
bool m_compress(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "compress", {"condition", "axis", "out"}, 1, args + 1, true)) return false;
  return do_compress(vm, args[1], a.args[0], args[2], out);
}

bool fn_extract(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "extract", {"condition", "arr"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* cond = np_array_arg(vm, args[0], roots);
  NdArray* x = cond ? np_array_arg(vm, args[1], roots) : nullptr;
  if (x) x = flat(vm, x, roots);
  NdArray* pos = x ? true_positions_of(vm, cond, roots) : nullptr;
  NdArray* fitted = pos ? fit_indices(vm, pos, x->size, Mode::Raise, 0, roots) : nullptr;
  return fitted && ret(take_fitted(vm, x, fitted, 0), out);
}

bool fn_place(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "place", {"arr", "mask", "vals"}, 3, args)) return false;
  if (!need_ndarray(vm, args[0])) return false;
  NdArray* x = as<NdArray>(args[0]);
  RootScope roots(vm);
  NdArray* mask = np_array_arg(vm, args[1], roots);
  NdArray* vals;
  if (!mask || !nd_from_value(vm, args[2], true, x->dtype, false, vals)) return false;
  roots.add(vals);
  vals = contiguous(vm, vals, x->dtype, roots);
  NdArray* pos = vals ? true_positions_of(vm, mask, roots) : nullptr;
  if (!pos) return false;
  out = Value::none();
  if (pos->size == 0) return true;
  if (vals->size == 0) return vm.raise(vm.exc.ValueError, "Cannot insert from an empty array!");
  if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  const int64_t* ip = reinterpret_cast<const int64_t*>(pos->data);
  int isz = x->itemsize();
  for (int64_t j = 0; j < pos->size && ip[j] < x->size; j++)
    std::memcpy(nd_flat_ptr(x, ip[j]), vals->data + (j % vals->size) * isz, (size_t)isz);
  return true;
}

bool fn_argwhere(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, a.args[0], roots);
  NdArray* pos = x ? true_positions_of(vm, x, roots) : nullptr;
  if (!pos) return false;
  int64_t shp[2] = {pos->size, x->ndim};
  NdArray* r = nd_empty(vm, DType::Int64, 2, shp);
  if (!r) return false;
  int64_t* o = reinterpret_cast<int64_t*>(r->data);
  const int64_t* p = reinterpret_cast<const int64_t*>(pos->data);
  for (int64_t j = 0; j < pos->size; j++) {
    int64_t rem = p[j];
    for (int d = x->ndim - 1; d >= 0; d--) { o[j * x->ndim + d] = rem % x->shape[d]; rem /= x->shape[d]; }
  }
  return ret(r, out);
}

// ---- choose / select

bool fn_choose(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "choose", {"a", "choices", "out", "mode"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* sel = np_array_arg(vm, args[0], roots);
  std::vector<Value> items;
  Mode mode;
  if (!sel || !mode_arg(vm, args[3], mode)) return false;
  if (is_ndarray(vm, args[1]) || is_layout(args[1], Layout::List) || is_layout(args[1], Layout::Tuple)) {
    if (!collect_iterable(vm, args[1], items)) return false;
  }
  if (items.empty()) return vm.raise(vm.exc.ValueError, "0-length sequence.");
  std::vector<NdArray*> ops;
  for (Value v : items) {
    NdArray* c = np_array_arg(vm, v, roots);
    if (!c) return false;
    ops.push_back(c);
  }
  DType dt = result_type(ops.data(), (int)ops.size());
  ops.push_back(sel);
  int nd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, (int)ops.size(), ops.data(), nd, shape))
    return raise_broadcast_mismatch(vm, ops.data(), (int)ops.size());
  NdArray* r = nd_empty(vm, dt, nd, shape);
  NdArray* idx = r ? nd_new(vm, DType::Int64, nd, shape) : nullptr;
  if (!idx) return false;
  roots.add(r);
  roots.add(idx);
  if (!nd_assign(vm, idx, sel)) return false;
  int64_t n = (int64_t)items.size();
  NdArray* fitted = fit_indices(vm, idx, n, mode, 0, roots);
  if (!fitted) {
    if (mode != Mode::Raise) return false;
    vm.take_pending();
    return vm.raise(vm.exc.ValueError, "invalid entry in choice array");
  }
  // One choice at a time: copy it (cast, broadcast) and keep its elements.
  NdArray* tmp = nd_empty(vm, dt, nd, shape);
  if (!tmp) return false;
  roots.add(tmp);
  const int64_t* ip = reinterpret_cast<const int64_t*>(fitted->data);
  int isz = r->itemsize();
  for (int64_t c = 0; c < n; c++) {
    if (!nd_assign(vm, tmp, ops[c])) return false;
    for (int64_t i = 0; i < r->size; i++)
      if (ip[i] == c) std::memcpy(r->data + i * isz, tmp->data + i * isz, (size_t)isz);
  }
  if (!args[2].is_undef() && !args[2].is_none()) {   // out=: the result stored there (cast as NumPy does)
    if (!is_ndarray(vm, args[2])) return vm.raise(vm.exc.TypeError, "return arrays must be of ArrayType");
    if (!nd_assign(vm, as<NdArray>(args[2]), r)) return false;
    out = args[2];
    return true;
  }
  return ret(r, out);
}

bool fn_select(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "select", {"condlist", "choicelist", "default"}, 2, args)) return false;
  std::vector<Value> conds, choices;
  if (!collect_iterable(vm, args[0], conds) || !collect_iterable(vm, args[1], choices)) return false;
  if (conds.size() != choices.size())
    return vm.raise(vm.exc.ValueError, "list of cases must be same length as list of conditions");
  if (conds.empty()) return vm.raise(vm.exc.ValueError, "select with an empty condition list is not possible");
  RootScope roots(vm);
  std::vector<NdArray*> ops, cs;
  for (Value v : choices) {
    NdArray* c = np_array_arg(vm, v, roots);
    if (!c) return false;
    ops.push_back(c);
  }
  NdArray* dflt = np_array_arg(vm, args[2].is_undef() ? Value::integer(0) : args[2], roots);
  if (!dflt) return false;
  ops.push_back(dflt);
  DType dt = result_type(ops.data(), (int)ops.size());
  for (size_t i = 0; i < conds.size(); i++) {
    NdArray* c = np_array_arg(vm, conds[i], roots);
    if (!c) return false;
    if (c->dtype != DType::Bool)
      return vm.raisef(vm.exc.TypeError, "invalid entry %zu in condlist: should be boolean ndarray", i);
    cs.push_back(c);
    ops.push_back(c);
  }
  int nd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, (int)ops.size(), ops.data(), nd, shape)) return false;
  NdArray* r = nd_new(vm, dt, nd, shape);
  NdArray* tmp = r ? nd_new(vm, dt, nd, shape) : nullptr;
  NdArray* m = tmp ? nd_new(vm, DType::Bool, nd, shape) : nullptr;
  if (!m) return false;
  roots.add(r);
  roots.add(tmp);
  roots.add(m);
  if (!nd_assign(vm, r, dflt)) return false;
  int isz = r->itemsize();
  for (size_t k = conds.size(); k-- > 0;) {  // the first true condition wins: apply it last
    if (!nd_assign(vm, tmp, ops[k]) || !nd_assign(vm, m, cs[k])) return false;
    for (int64_t i = 0; i < r->size; i++)
      if (m->data[i]) std::memcpy(r->data + i * isz, tmp->data + i * isz, (size_t)isz);
  }
  return ret(r, out);
}

// ---- flat and multi-dimensional indices

bool dims_arg(VM& vm, Value v, std::vector<int64_t>& dims) {
  std::vector<Value> items;
  if (is_layout(v, Layout::List) || is_layout(v, Layout::Tuple) || is_ndarray(vm, v)) {
    if (!collect_iterable(vm, v, items)) return false;
  } else {
    items.push_back(v);
  }
  for (Value item : items) {
    int64_t d;
    if (!to_int64(vm, item, d, "dims")) return false;
    dims.push_back(d);
  }
  return true;
}

bool order_is_f(VM& vm, Value v, bool& f) {
  f = false;
  if (!given(v)) return true;
  Str* s;
  if (!arg_str(vm, v, s, "unravel_index", "order")) return false;
  if (s->text() != "C" && s->text() != "F")
    return vm.raisef(vm.exc.ValueError, "order must be one of 'C', 'F', 'A', or 'K' (got '%s')", s->text().c_str());
  f = s->text() == "F";
  return true;
}

bool fn_unravel_index(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "unravel_index", {"indices", "shape", "order"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* idx = np_array_arg(vm, args[0], roots);
  std::vector<int64_t> dims;
  bool f;
  if (!idx || !dims_arg(vm, args[1], dims) || !order_is_f(vm, args[2], f)) return false;
  if (dtype_category(idx->dtype) != 1) return vm.raise(vm.exc.TypeError, "only int indices permitted");
  idx = contiguous(vm, idx, DType::Int64, roots);
  if (!idx) return false;
  int64_t size = 1;
  for (int64_t d : dims) size *= d;
  int nd = (int)dims.size();
  std::vector<NdArray*> outs;
  for (int d = 0; d < nd; d++) {
    NdArray* o = nd_empty(vm, DType::Int64, idx->ndim, idx->shape);
    if (!o) return false;
    roots.add(o);
    outs.push_back(o);
  }
  const int64_t* p = reinterpret_cast<const int64_t*>(idx->data);
  for (int64_t i = 0; i < idx->size; i++) {
    if (p[i] < 0 || p[i] >= size)
      return vm.raisef(vm.exc.ValueError, "index %lld is out of bounds for array with size %lld", (long long)p[i],
                       (long long)size);
    int64_t rem = p[i];
    for (int k = 0; k < nd; k++) {
      int d = f ? k : nd - 1 - k;
      reinterpret_cast<int64_t*>(outs[d]->data)[i] = rem % dims[d];
      rem /= dims[d];
    }
  }
  std::vector<Value> items;
  for (NdArray* o : outs) items.push_back(np_result(vm, o, true));
  out = Value::object(vm.new_tuple(std::move(items)));
  return true;
}

bool fn_ravel_multi_index(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "ravel_multi_index", {"multi_index", "dims", "mode", "order"}, 2, args)) return false;
  RootScope roots(vm);
  std::vector<int64_t> dims;
  std::vector<Value> items;
  Mode mode;
  bool f;
  if (!dims_arg(vm, args[1], dims) || !collect_iterable(vm, args[0], items) || !mode_arg(vm, args[2], mode) ||
      !order_is_f(vm, args[3], f))
    return false;
  int nd = (int)dims.size();
  if ((int)items.size() != nd)
    return vm.raisef(vm.exc.ValueError, "parameter multi_index must be a sequence of length %d", nd);
  std::vector<NdArray*> coords;
  for (Value v : items) {
    NdArray* c = np_array_arg(vm, v, roots);
    if (!c) return false;
    if (dtype_category(c->dtype) != 1) return vm.raise(vm.exc.TypeError, "only int indices permitted");
    coords.push_back(c);
  }
  int bnd;
  int64_t shape[kMaxDims];
  if (!broadcast_shapes(vm, nd, coords.data(), bnd, shape)) return false;
  NdArray* r = nd_new(vm, DType::Int64, bnd, shape);
  NdArray* tmp = r ? nd_new(vm, DType::Int64, bnd, shape) : nullptr;
  if (!tmp) return false;
  roots.add(r);
  roots.add(tmp);
  int64_t* rp = reinterpret_cast<int64_t*>(r->data);
  const int64_t* tp = reinterpret_cast<const int64_t*>(tmp->data);
  int64_t mult = 1;
  for (int k = 0; k < nd; k++) {
    int d = f ? k : nd - 1 - k;
    if (!nd_assign(vm, tmp, coords[d])) return false;
    for (int64_t i = 0; i < r->size; i++) {
      int64_t v = tp[i], n = dims[d];
      if (mode == Mode::Wrap) v = ((v % n) + n) % n;
      else if (mode == Mode::Clip) v = v < 0 ? 0 : v >= n ? n - 1 : v;
      else if (v < 0 || v >= n) return vm.raise(vm.exc.ValueError, "invalid entry in coordinates array");
      rp[i] += v * mult;
    }
    mult *= dims[d];
  }
  out = np_result(vm, r, true);
  return true;
}

// A tuple of int64 arrays, one per entry of `cols`, of length n each.
Value index_tuple(VM& vm, const std::vector<std::vector<int64_t>>& cols) {
  RootScope roots(vm);
  std::vector<Value> items;
  for (auto& c : cols) {
    int64_t n = (int64_t)c.size();
    NdArray* o = nd_empty(vm, DType::Int64, 1, &n);
    if (!o) return Value();
    roots.add(o);
    if (n) std::memcpy(o->data, c.data(), (size_t)n * 8);
    items.push_back(Value::object(o));
  }
  return Value::object(vm.new_tuple(std::move(items)));
}

bool ret_value(Value v, Value& out) {
  if (v.is_undef()) return false;
  out = v;
  return true;
}

bool fn_diag_indices(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "diag_indices", {"n", "ndim"}, 1, args)) return false;
  int64_t n, nd = 2;
  if (!to_int64(vm, args[0], n, "n") || (!args[1].is_undef() && !to_int64(vm, args[1], nd, "ndim"))) return false;
  std::vector<int64_t> col;
  for (int64_t i = 0; i < n; i++) col.push_back(i);
  return ret_value(index_tuple(vm, std::vector<std::vector<int64_t>>((size_t)std::max<int64_t>(nd, 0), col)), out);
}

bool tri_indices(VM& vm, CallArgs& a, const char* name, bool lower, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, name, {"n", "k", "m"}, 1, args)) return false;
  int64_t n, k = 0, m;
  if (!to_int64(vm, args[0], n, "n") || (!args[1].is_undef() && !to_int64(vm, args[1], k, "k"))) return false;
  m = n;
  if (given(args[2]) && !to_int64(vm, args[2], m, "m")) return false;
  std::vector<std::vector<int64_t>> cols(2);
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < m; j++)
      if (lower ? j - i <= k : j - i >= k) { cols[0].push_back(i); cols[1].push_back(j); }
  return ret_value(index_tuple(vm, cols), out);
}
bool fn_tril_indices(VM& vm, CallArgs& a, Value& out) { return tri_indices(vm, a, "tril_indices", true, out); }
bool fn_triu_indices(VM& vm, CallArgs& a, Value& out) { return tri_indices(vm, a, "triu_indices", false, out); }

// ---- repeat

bool do_repeat(VM& vm, Value av, Value rep_v, Value axis_v, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, av, roots);
  NdArray* reps;
  if (!x || !nd_from_value(vm, rep_v, true, DType::Int64, false, reps)) return false;
  roots.add(reps);
  if (reps->ndim > 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  int axis = 0;
  if (given(axis_v)) {
    if (!np_one_axis(vm, axis_v, x->ndim, axis)) return false;
    x = contiguous(vm, x, x->dtype, roots);
  } else {
    x = flat(vm, x, roots);
  }
  reps = x ? contiguous(vm, reps, DType::Int64, roots) : nullptr;
  if (!reps) return false;
  int64_t n = x->shape[axis], total = 0;
  const int64_t* rp = reinterpret_cast<const int64_t*>(reps->data);
  bool one = reps->size == 1;
  if (!one && reps->size != n)
    return vm.raisef(vm.exc.ValueError, "operands could not be broadcast together with shape (%lld,) (%lld,)",
                     (long long)n, (long long)reps->size);
  for (int64_t i = 0; i < n; i++) {
    int64_t k = rp[one ? 0 : i];
    if (k < 0)
      return vm.raise(vm.exc.ValueError, one ? "negative dimensions are not allowed"
                                             : "repeats may not contain negative values.");
    total += k;
  }
  if (one && n == 0 && rp[0] < 0) return vm.raise(vm.exc.ValueError, "negative dimensions are not allowed");
  int64_t shp[kMaxDims], outer = 1, inner = 1;
  for (int d = 0; d < x->ndim; d++) {
    shp[d] = d == axis ? total : x->shape[d];
    if (d < axis) outer *= x->shape[d];
    if (d > axis) inner *= x->shape[d];
  }
  NdArray* r = nd_empty_sized(vm, x->dtype, x->itemsize(), x->ndim, shp);
  if (!r) return false;
  int isz = x->itemsize();
  int64_t block = inner * isz;
  char* o = r->data;
  for (int64_t b = 0; b < outer; b++)
    for (int64_t i = 0; i < n; i++) {
      const char* src = x->data + (b * n + i) * block;
      int64_t k = rp[one ? 0 : i];
      if (inner == 1) copy_items(isz, o, isz, src, 0, k);
      else for (int64_t j = 0; j < k; j++) std::memcpy(o + j * block, src, (size_t)block);
      o += k * block;
    }
  return ret(r, out);
}

bool fn_repeat(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "repeat", {"a", "repeats", "axis"}, 2, args)) return false;
  return do_repeat(vm, args[0], args[1], args[2], out);
}
bool m_repeat(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "repeat", {"repeats", "axis"}, 1, args + 1, true)) return false;
  return do_repeat(vm, a.args[0], args[1], args[2], out);
}

const NativeDef kTakeFunctions[] = {
    {"repeat", fn_repeat, 2, 3, true, JitHint::None},
    {"take", fn_take, 2, 5, true, JitHint::None},
    {"put", fn_put, 3, 4, true, JitHint::None},
    {"take_along_axis", fn_take_along_axis, 3, 3, true, JitHint::None},
    {"put_along_axis", fn_put_along_axis, 4, 4, true, JitHint::None},
    {"compress", fn_compress, 2, 4, true, JitHint::None},
    {"extract", fn_extract, 2, 2, true, JitHint::None},
    {"place", fn_place, 3, 3, true, JitHint::None},
    {"argwhere", fn_argwhere, 1, 1, false, JitHint::None},
    {"choose", fn_choose, 2, 4, true, JitHint::None},
    {"select", fn_select, 2, 3, true, JitHint::None},
    {"unravel_index", fn_unravel_index, 2, 3, true, JitHint::None},
    {"ravel_multi_index", fn_ravel_multi_index, 2, 4, true, JitHint::None},
    {"diag_indices", fn_diag_indices, 1, 2, true, JitHint::None},
    {"tril_indices", fn_tril_indices, 1, 3, true, JitHint::None},
    {"triu_indices", fn_triu_indices, 1, 3, true, JitHint::None},
};

const NativeDef kTakeMethods[] = {
    {"repeat", m_repeat, 2, 3, true, JitHint::None},
    {"take", m_take, 2, 5, true, JitHint::None},
    {"put", m_put, 3, 4, true, JitHint::None},
    {"compress", m_compress, 2, 4, true, JitHint::None},
};

}  // namespace

void add_take_functions(VM& vm, Module* m) {
  add_module_functions(vm, m, kTakeFunctions);
  vm.add_methods(np_state(vm).ndarray, kTakeMethods);
}

}  // namespace tpy
