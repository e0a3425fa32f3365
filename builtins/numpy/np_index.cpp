// np_index.cpp — a[key] and a[key] = v. Basic indexing (ints, slices with
// steps, None/np.newaxis, Ellipsis) builds a view sharing memory; one run of
// advanced indices (integer arrays or lists, boolean masks) selects items of
// that view into a copy, or assigns through them. Advanced indices separated
// by basic ones put their dims first in the result, as NumPy does.
#include <cstring>
#include <vector>
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_iter.h"

namespace tpy {

namespace {

enum class IK { Int, Slice, NewAxis, Ellipsis, Array };

struct IndexItem {
  IK kind;
  int64_t i = 0;               // Int
  Value slice;                 // Slice
  NdArray* arr = nullptr;      // Array (bool mask or integer array)
};

bool is_int_key(VM& vm, Value v) {
  if (v.is_int() || is_layout(v, Layout::Int)) return true;
  if (is_np_scalar(vm, v)) return dtype_category(as<NpScalar>(v)->dtype) == 1;
  return false;
}

bool parse_key(VM& vm, Value key, std::vector<IndexItem>& items, RootScope& roots) {
  std::vector<Value> keys;
  if (is_layout(key, Layout::Tuple)) keys = as<Tuple>(key)->items;
  else keys.push_back(key);
  for (Value k : keys) {
    IndexItem it{};
    if (k.is_none()) {
      it.kind = IK::NewAxis;
    } else if (k.same(vm.ellipsis)) {
      it.kind = IK::Ellipsis;
    } else if (is_layout(k, Layout::Slice)) {
      it.kind = IK::Slice;
      it.slice = k;
    } else if (is_int_key(vm, k)) {
      it.kind = IK::Int;
      if (!to_int64(vm, k, it.i, "index")) return false;
    } else if (is_ndarray(vm, k) || is_layout(k, Layout::List) || k.is_bool()) {
      NdArray* arr;
      if (!np_asarray(vm, k, arr)) return false;
      roots.add(arr);
      if (arr->ndim == 0 && arr->dtype == DType::Bool)
        return vm.raise(vm.exc.IndexError, "boolean scalar indices are not supported by tpy yet");
      if (arr->ndim == 0 && dtype_category(arr->dtype) == 1) {
        it.kind = IK::Int;
        cast_element(arr->dtype, arr->data, DType::Int64, (char*)&it.i);
      } else {
        if (arr->dtype != DType::Bool && dtype_category(arr->dtype) != 1) {
          if (arr->size == 0) {
            arr = nd_copy_as(vm, arr, DType::Int64);
            if (!arr) return false;
            roots.add(arr);
          } else {
            return vm.raise(vm.exc.IndexError,
                            "arrays used as indices must be of integer (or boolean) type");
          }
        }
        it.kind = IK::Array;
        it.arr = arr;
      }
    } else {
      return vm.raise(vm.exc.IndexError,
                      "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
                      "boolean arrays are valid indices");
    }
    items.push_back(it);
  }
  // With array indices present, NumPy treats integers as 0-d index arrays
  // too (which decides whether the advanced indices are adjacent).
  bool any_array = false;
  for (auto& it : items) any_array = any_array || it.kind == IK::Array;
  if (any_array) {
    for (auto& it : items) {
      if (it.kind != IK::Int) continue;
      NdArray* z = nd_new(vm, DType::Int64, 0, nullptr);
      if (!z) return false;
      roots.add(z);
      std::memcpy(z->data, &it.i, 8);
      it.kind = IK::Array;
      it.arr = z;
    }
  }
  return true;
}

// Dimensions of the array an item consumes.
int consumed(const IndexItem& it) {
  switch (it.kind) {
    case IK::Int: case IK::Slice: return 1;
    case IK::NewAxis: case IK::Ellipsis: return 0;
    case IK::Array: return it.arr->dtype == DType::Bool ? it.arr->ndim : 1;
  }
  return 0;
}

// The selection a key describes: a basic view, plus (when adv_dims > 0)
// integer index arrays applied to view dims adv_dim[k]. Adjacent advanced
// indices put the index dims at adv_pos in the result; separated ones
// (a[[0, 1], :, [2, 3]]) put them first, as NumPy does.
struct Selection {
  NdArray* view = nullptr;
  bool scalar = false;            // every dim indexed by an int: the element itself
  int adv_pos = -1, adv_dims = 0;
  bool adv_first = false;         // advanced indices were separated by basic ones
  std::vector<int> adv_dim;       // the view dim each index array applies to
  std::vector<NdArray*> idx;      // int64 index arrays, one per advanced view dim
  bool mask_only = false;         // the key is one boolean mask (NumPy words assignment errors differently)
};

bool select(VM& vm, NdArray* a, Value key, Selection& sel, RootScope& roots) {
  std::vector<IndexItem> items;
  if (!parse_key(vm, key, items, roots)) return false;
  int used = 0, ellipses = 0;
  for (auto& it : items) { used += consumed(it); ellipses += it.kind == IK::Ellipsis; }
  if (ellipses > 1) return vm.raise(vm.exc.IndexError, "an index can only have a single ellipsis ('...')");
  if (used > a->ndim)
    return vm.raisef(vm.exc.IndexError, "too many indices for array: array is %d-dimensional, but %d were indexed",
                     a->ndim, used);
  int64_t shp[kMaxDims], str[kMaxDims];
  int nd = 0, src = 0;
  char* data = a->data;
  bool any_slice_like = false;
  int last_adv_item = -2;
  for (size_t n = 0; n < items.size(); n++) {
    IndexItem& it = items[n];
    switch (it.kind) {
      case IK::NewAxis:
        if (nd >= kMaxDims) return vm.raise(vm.exc.IndexError, "too many dimensions");
        shp[nd] = 1; str[nd] = 0; nd++;
        any_slice_like = true;
        break;
      case IK::Ellipsis:
        for (int k = 0; k < a->ndim - used; k++, src++) { shp[nd] = a->shape[src]; str[nd] = a->strides[src]; nd++; }
        any_slice_like = true;
        break;
      case IK::Int: {
        int64_t len = a->shape[src], i = it.i;
        if (i < -len || i >= len)
          return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis %d with size %lld", (long long)i,
                           src, (long long)len);
        if (i < 0) i += len;
        data += i * a->strides[src];
        src++;
        break;
      }
      case IK::Slice: {
        int64_t start, stop, step, count;
        Slice* s = as<Slice>(it.slice);
        if (!slice_indices(vm, s, a->shape[src], start, stop, step, count)) return false;
        data += start * a->strides[src];
        shp[nd] = count;
        str[nd] = a->strides[src] * step;
        nd++, src++;
        any_slice_like = true;
        break;
      }
      case IK::Array: {
        if (sel.adv_pos >= 0 && last_adv_item != (int)n - 1) sel.adv_first = true;
        if (sel.adv_pos < 0) sel.adv_pos = nd;
        last_adv_item = (int)n;
        NdArray* arr = it.arr;
        if (arr->dtype == DType::Bool) {
          for (int k = 0; k < arr->ndim; k++)
            if (arr->shape[k] != a->shape[src + k])
              return vm.raisef(vm.exc.IndexError,
                               "boolean index did not match indexed array along dimension %d; dimension is %lld but "
                               "corresponding boolean dimension is %lld",
                               src + k, (long long)a->shape[src + k], (long long)arr->shape[k]);
          // mask → one int64 index array per masked dim (np.nonzero).
          int64_t count = 0;
          for (int64_t f = 0; f < arr->size; f++) count += *nd_flat_ptr(arr, f) != 0;
          std::vector<NdArray*> outs;
          for (int k = 0; k < arr->ndim; k++) {
            NdArray* o = nd_new(vm, DType::Int64, 1, &count);
            if (!o) return false;
            roots.add(o);
            outs.push_back(o);
          }
          int64_t j = 0;
          for (int64_t f = 0; f < arr->size; f++) {
            if (!*nd_flat_ptr(arr, f)) continue;
            int64_t rem = f;
            for (int k = arr->ndim - 1; k >= 0; k--) {
              ((int64_t*)outs[k]->data)[j] = rem % arr->shape[k];
              rem /= arr->shape[k];
            }
            j++;
          }
          for (int k = 0; k < arr->ndim; k++) {
            sel.idx.push_back(outs[k]);
            sel.adv_dim.push_back(nd);
            shp[nd] = a->shape[src]; str[nd] = a->strides[src]; nd++, src++;
          }
        } else {
          NdArray* ia = arr->dtype == DType::Int64 ? arr : nd_copy_as(vm, arr, DType::Int64);
          if (!ia) return false;
          roots.add(ia);
          int64_t len = a->shape[src];
          for (int64_t f = 0; f < ia->size; f++) {
            int64_t* p = (int64_t*)nd_flat_ptr(ia, f);
            if (*p < -len || *p >= len)
              return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis %d with size %lld",
                               (long long)*p, src, (long long)len);
          }
          sel.idx.push_back(ia);
          sel.adv_dim.push_back(nd);
          shp[nd] = a->shape[src]; str[nd] = a->strides[src]; nd++, src++;
        }
        break;
      }
    }
  }
  for (; src < a->ndim; src++) { shp[nd] = a->shape[src]; str[nd] = a->strides[src]; nd++; any_slice_like = true; }
  sel.adv_dims = (int)sel.idx.size();
  if (sel.adv_first) sel.adv_pos = 0;
  sel.mask_only = items.size() == 1 && items[0].kind == IK::Array && items[0].arr->dtype == DType::Bool;
  sel.scalar = sel.adv_dims == 0 && nd == 0 && !any_slice_like;
  sel.view = nd_view(vm, a, a->dtype, data, nd, shp, str);
  if (!sel.view) return false;
  roots.add(sel.view);
  return true;
}

// For advanced selections: the broadcast shape of the index arrays, and a
// per-item walk giving (view sub-array, result sub-array) pairs.
struct Fancy {
  int before = 0;       // result dims ahead of the index dims
  int idx_ndim = 0;
  int64_t idx_shape[kMaxDims];
  int64_t count = 1;
  int res_ndim = 0;
  int64_t res_shape[kMaxDims];
};

// View dims not taken by an index array, in order.
std::vector<int> basic_dims(const Selection& sel) {
  std::vector<int> rest;
  for (int d = 0; d < sel.view->ndim; d++) {
    bool adv = false;
    for (int a : sel.adv_dim) adv = adv || a == d;
    if (!adv) rest.push_back(d);
  }
  return rest;
}

bool fancy_shape(VM& vm, Selection& sel, Fancy& f) {
  if ((int)sel.idx.size() > kMaxOperands)
    return vm.raisef(vm.exc.IndexError, "more than %d index arrays are not supported by tpy yet", kMaxOperands);
  if (!broadcast_shapes(vm, (int)sel.idx.size(), sel.idx.data(), f.idx_ndim, f.idx_shape)) {
    vm.take_pending();
    std::string msg = "shape mismatch: indexing arrays could not be broadcast together with shapes ";
    for (NdArray* x : sel.idx) msg += shape_text(x->ndim, x->shape, true) + " ";
    return vm.raise(vm.exc.IndexError, msg);
  }
  for (int d = 0; d < f.idx_ndim; d++) f.count *= f.idx_shape[d];
  NdArray* v = sel.view;
  std::vector<int> rest = basic_dims(sel);
  int before = 0;  // basic dims ahead of the index dims
  while (!sel.adv_first && before < (int)rest.size() && rest[before] < sel.adv_dim[0]) before++;
  for (int k = 0; k < before; k++) f.res_shape[f.res_ndim++] = v->shape[rest[k]];
  for (int d = 0; d < f.idx_ndim; d++) f.res_shape[f.res_ndim++] = f.idx_shape[d];
  for (size_t k = before; k < rest.size(); k++) f.res_shape[f.res_ndim++] = v->shape[rest[k]];
  f.before = before;
  if (f.res_ndim > kMaxDims) return vm.raise(vm.exc.IndexError, "too many dimensions");
  return true;
}

// Calls fn(view_sub, res_sub) for item j of the index arrays, where both are
// views over the non-advanced dims: view_sub of the indexed view, res_sub of
// `res` (an array of the result shape).
template <class Fn>
bool for_each_item(VM& vm, Selection& sel, Fancy& f, NdArray* res, Fn&& fn) {
  NdArray* v = sel.view;
  int64_t vshp[kMaxDims], vstr[kMaxDims], rstr[kMaxDims];
  int nd = 0;
  std::vector<int> rest = basic_dims(sel);
  for (int k = 0; k < (int)rest.size(); k++, nd++) {
    vshp[nd] = v->shape[rest[k]];
    vstr[nd] = v->strides[rest[k]];
    rstr[nd] = res->strides[k < f.before ? k : k + f.idx_ndim];
  }
  int64_t istr[kMaxOperands][kMaxDims];
  for (size_t k = 0; k < sel.idx.size(); k++) broadcast_strides(sel.idx[k], f.idx_ndim, f.idx_shape, istr[k]);
  RootScope roots(vm);
  for (int64_t j = 0; j < f.count; j++) {
    int64_t rem = j;
    char* vp = v->data;
    char* rp = res->data;
    const char* ip[kMaxOperands];
    for (size_t k = 0; k < sel.idx.size(); k++) ip[k] = sel.idx[k]->data;
    for (int d = f.idx_ndim - 1; d >= 0; d--) {
      int64_t i = rem % f.idx_shape[d];
      rem /= f.idx_shape[d];
      rp += i * res->strides[f.before + d];
      for (size_t k = 0; k < sel.idx.size(); k++) ip[k] += i * istr[k][d];
    }
    for (size_t k = 0; k < sel.idx.size(); k++) {
      int64_t i;
      std::memcpy(&i, ip[k], 8);
      int64_t len = v->shape[sel.adv_dim[k]];
      if (i < 0) i += len;
      vp += i * v->strides[sel.adv_dim[k]];
    }
    NdArray* vs = nd_view(vm, v, v->dtype, vp, nd, vshp, vstr);
    NdArray* rs = vs ? nd_view(vm, res, res->dtype, rp, nd, vshp, rstr) : nullptr;
    if (!rs) return false;
    if (!fn(vs, rs)) return false;
  }
  return true;
}

// The element a[i] or a[i, j, ...] when the key is one plain int per
// dimension (the common case in loops): no view is built. Null otherwise;
// raises IndexError (returning null with found = true) when out of bounds.
char* element_ptr(VM& vm, NdArray* x, Value key, bool& failed) {
  failed = false;
  const Value* ks = &key;
  int n = 1;
  if (is_layout(key, Layout::Tuple)) {
    ks = as<Tuple>(key)->items.data();
    n = (int)as<Tuple>(key)->items.size();
  }
  if (n != x->ndim || n == 0) return nullptr;
  for (int d = 0; d < n; d++)
    if (!ks[d].is_int()) return nullptr;
  char* p = x->data;
  for (int d = 0; d < n; d++) {
    int64_t i = ks[d].i, len = x->shape[d];
    if (i < -len || i >= len) {
      failed = true;
      vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis %d with size %lld", (long long)i, d,
                (long long)len);
      return nullptr;
    }
    p += (i < 0 ? i + len : i) * x->strides[d];
  }
  return p;
}

}  // namespace

bool np_getitem(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = static_cast<NdArray*>(a.args[0].o);
  bool failed;
  if (char* p = element_ptr(vm, x, a.args[1], failed)) { out = nd_box(vm, x->dtype, p); return true; }
  if (failed) return false;
  RootScope roots(vm);
  Selection sel;
  if (!select(vm, x, a.args[1], sel, roots)) return false;
  if (sel.scalar) { out = nd_box(vm, x->dtype, sel.view->data); return true; }
  if (sel.adv_dims == 0) { out = Value::object(sel.view); return true; }
  Fancy f;
  if (!fancy_shape(vm, sel, f)) return false;
  NdArray* res = nd_new(vm, x->dtype, f.res_ndim, f.res_shape);
  if (!res) return false;
  roots.add(res);
  if (!for_each_item(vm, sel, f, res, [&](NdArray* vs, NdArray* rs) { return nd_assign(vm, rs, vs); })) return false;
  out = Value::object(res);
  return true;
}

bool np_setitem(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = static_cast<NdArray*>(a.args[0].o);
  out = Value::none();
  if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  bool failed;
  if (!is_ndarray(vm, a.args[2]) && !is_layout(a.args[2], Layout::List)) {
    if (char* p = element_ptr(vm, x, a.args[1], failed)) return nd_unbox(vm, a.args[2], x->dtype, p);
    if (failed) return false;
  }
  RootScope roots(vm);
  Selection sel;
  if (!select(vm, x, a.args[1], sel, roots)) return false;
  Value v = a.args[2];
  if (sel.adv_dims == 0 && !is_ndarray(vm, v) && !is_layout(v, Layout::List) && !is_layout(v, Layout::Tuple)) {
    // One value broadcast over the view: convert once, then fill.
    unsigned char buf[16];
    if (!nd_unbox(vm, v, x->dtype, (char*)buf)) return false;
    NdArray* view = sel.view;
    int64_t isz = x->itemsize();
    const int64_t* sp[1] = {view->strides};
    char* base[1] = {view->data};
    NdWalk walk(view->ndim, view->shape, 1, sp);
    walk.run(base, [&](char** p, int64_t n, const int64_t* steps) {
      char* q = p[0];
      for (int64_t i = 0; i < n; i++, q += steps[0]) std::memcpy(q, buf, (size_t)isz);
    });
    return true;
  }
  NdArray* src;
  if (!nd_from_value(vm, v, true, x->dtype, false, src)) return false;
  roots.add(src);
  if (sel.adv_dims == 0) return nd_assign(vm, sel.view, src);
  Fancy f;
  if (!fancy_shape(vm, sel, f)) return false;
  // Broadcast the value to the result shape, then assign item by item.
  NdArray* full = nd_new(vm, x->dtype, f.res_ndim, f.res_shape);
  if (!full) return false;
  roots.add(full);
  if (!nd_assign(vm, full, src)) {
    vm.take_pending();
    if (sel.mask_only && src->ndim == 1)
      return vm.raisef(vm.exc.ValueError,
                       "NumPy boolean array indexing assignment cannot assign %lld input values to the %lld output "
                       "values where the mask is true", (long long)src->size, (long long)f.count);
    return vm.raisef(vm.exc.ValueError,
                     "shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
                     shape_text(src->ndim, src->shape, true).c_str(), shape_text(f.res_ndim, f.res_shape, true).c_str());
  }
  return for_each_item(vm, sel, f, full, [&](NdArray* vs, NdArray* rs) { return nd_assign(vm, vs, rs); });
}

}  // namespace tpy
