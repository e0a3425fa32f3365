// np_index.cpp — a[key] and a[key] = v. Basic indexing (ints, slices with
// steps, None/np.newaxis, Ellipsis) builds a view sharing memory; one run of
// advanced indices (integer arrays or lists, boolean masks) selects items of
// that view into a copy, or assigns through them. Advanced indices separated
// by basic ones put their dims first in the result, as NumPy does.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <vector>
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_gather.h"
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

const char* const kBadIndexMessage =
    "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are "
    "valid indices";

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
      if (arr->ndim == 0 && dtype_category(arr->dtype) == 1) {
        it.kind = IK::Int;
        cast_element(arr->dtype, arr->data, DType::Int64, (char*)&it.i);
      } else {
        if (arr->dtype != DType::Bool && dtype_category(arr->dtype) != 1) {
          if (arr->size == 0) {
            arr = nd_copy_as(vm, arr, DType::Int64);
            if (!arr) return false;
            roots.add(arr);
          } else if (is_ndarray(vm, k)) {
            return vm.raise(vm.exc.IndexError,
                            "arrays used as indices must be of integer (or boolean) type");
          } else {
            return vm.raise(vm.exc.IndexError, kBadIndexMessage);
          }
        }
        it.kind = IK::Array;
        it.arr = arr;
      }
    } else {
      return vm.raise(vm.exc.IndexError, kBadIndexMessage);
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
// int64 index arrays, each stepping its own byte stride through the view.
// A boolean mask whose dims merge in the view becomes one array of flat
// positions, otherwise one array per masked dim (np.nonzero). Adjacent
// advanced indices put the index dims at adv_pos in the result; separated
// ones (a[[0, 1], :, [2, 3]]) put them first, as NumPy does.
struct Selection {
  NdArray* view = nullptr;
  bool scalar = false;            // every dim indexed by an int: the element itself
  int adv_pos = -1, adv_dims = 0;
  bool adv_first = false;         // advanced indices were separated by basic ones
  std::vector<int> adv_dim;       // the view dims the advanced indices consume
  std::vector<NdArray*> idx;      // int64 index arrays
  std::vector<int64_t> idx_stride, idx_len;  // per index array: its byte stride in the view, its axis length
  bool mask_only = false;         // the key is one boolean mask (NumPy words assignment errors differently)
};

// Whether dims [0, n) of (shape, strides) step as one dim of `stride`.
bool merge_dims(int n, const int64_t* shape, const int64_t* strides, int64_t& stride) {
  for (int k = 0; k + 1 < n; k++)
    if (strides[k] != strides[k + 1] * shape[k + 1]) return false;
  stride = strides[n - 1];
  return true;
}

void add_index(Selection& sel, NdArray* ia, int64_t stride, int64_t len) {
  sel.idx.push_back(ia);
  sel.idx_stride.push_back(stride);
  sel.idx_len.push_back(len);
}

// A boolean mask over the array dims (shp, str), which are view dims
// nd, nd + 1, ...: its true positions as index arrays.
bool add_mask(VM& vm, NdArray* mask, const int64_t* shp, const int64_t* str, int nd, Selection& sel,
              RootScope& roots) {
  if (!mask->c_contiguous()) {
    mask = nd_copy_as(vm, mask, DType::Bool);
    if (!mask) return false;
    roots.add(mask);
  }
  const unsigned char* m = reinterpret_cast<const unsigned char*>(mask->data);
  int64_t count = count_true(m, mask->size);
  NdArray* pos = nd_empty(vm, DType::Int64, 1, &count);
  if (!pos) return false;
  roots.add(pos);
  int64_t* p = reinterpret_cast<int64_t*>(pos->data);
  true_positions(m, mask->size, p);
  int k = mask->ndim;
  for (int d = 0; d < k; d++) sel.adv_dim.push_back(nd + d);
  int64_t stride;
  if (merge_dims(k, shp, str, stride)) {
    add_index(sel, pos, stride, mask->size);
    return true;
  }
  std::vector<int64_t*> outs;
  for (int d = 0; d < k; d++) {
    NdArray* o = nd_empty(vm, DType::Int64, 1, &count);
    if (!o) return false;
    roots.add(o);
    add_index(sel, o, str[d], shp[d]);
    outs.push_back(reinterpret_cast<int64_t*>(o->data));
  }
  for (int64_t j = 0; j < count; j++) {
    int64_t rem = p[j];
    for (int d = k - 1; d >= 0; d--) { outs[d][j] = rem % shp[d]; rem /= shp[d]; }
  }
  return true;
}

// IndexError for the first index of ia outside [-len, len).
bool check_bounds(VM& vm, NdArray* ia, int64_t len, int axis) {
  if (ia->c_contiguous() && indices_in_range(reinterpret_cast<const int64_t*>(ia->data), ia->size, len)) return true;
  for (int64_t f = 0; f < ia->size; f++) {
    int64_t i = *reinterpret_cast<int64_t*>(nd_flat_ptr(ia, f));
    if (i < -len || i >= len)
      return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis %d with size %lld", (long long)i,
                       axis, (long long)len);
  }
  return true;
}

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
        if (arr->dtype == DType::Bool && arr->ndim == 0) {
          // A boolean scalar (a[True, 0], a[..., False]): a new axis of
          // length 1 taken by the index [0] (True) or [] (False).
          if (nd >= kMaxDims) return vm.raise(vm.exc.IndexError, "too many dimensions");
          int64_t count = *arr->data != 0;
          NdArray* ia = nd_new(vm, DType::Int64, 1, &count);
          if (!ia) return false;
          roots.add(ia);
          add_index(sel, ia, 0, 1);
          sel.adv_dim.push_back(nd);
          shp[nd] = 1; str[nd] = 0; nd++;
        } else if (arr->dtype == DType::Bool) {
          for (int k = 0; k < arr->ndim; k++)
            if (arr->shape[k] != a->shape[src + k])
              return vm.raisef(vm.exc.IndexError,
                               "boolean index did not match indexed array along dimension %d; dimension is %lld but "
                               "corresponding boolean dimension is %lld",
                               src + k, (long long)a->shape[src + k], (long long)arr->shape[k]);
          if (!add_mask(vm, arr, a->shape + src, a->strides + src, nd, sel, roots)) return false;
          for (int k = 0; k < arr->ndim; k++, nd++, src++) { shp[nd] = a->shape[src]; str[nd] = a->strides[src]; }
        } else {
          NdArray* ia = arr->dtype == DType::Int64 ? arr : nd_copy_as(vm, arr, DType::Int64);
          if (!ia) return false;
          roots.add(ia);
          if (!check_bounds(vm, ia, a->shape[src], src)) return false;
          add_index(sel, ia, a->strides[src], a->shape[src]);
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
  sel.scalar = sel.adv_pos < 0 && nd == 0 && !any_slice_like;
  sel.view = nd_view(vm, a, a->dtype, data, nd, shp, str);
  if (!sel.view) return false;
  roots.add(sel.view);
  return true;
}

// For advanced selections: the broadcast shape of the index arrays and the
// result's shape.
struct Fancy {
  int before = 0;       // result dims ahead of the index dims
  int idx_ndim = 0;
  int64_t idx_shape[kMaxDims];
  int64_t count = 1;
  int res_ndim = 0;
  int64_t res_shape[kMaxDims];
};

// View dims not taken by an advanced index, in order.
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

// The index arrays as C-contiguous int64 arrays of the broadcast shape
// (copied only where one is broadcast or strided).
bool index_set(VM& vm, Selection& sel, Fancy& f, RootScope& roots, IndexSet& ix) {
  ix.n = (int)sel.idx.size();
  for (int k = 0; k < ix.n; k++) {
    NdArray* a = sel.idx[k];
    bool exact = a->c_contiguous() && a->ndim == f.idx_ndim;
    for (int d = 0; exact && d < a->ndim; d++) exact = a->shape[d] == f.idx_shape[d];
    if (!exact) {
      NdArray* b = nd_empty(vm, DType::Int64, f.idx_ndim, f.idx_shape);
      if (!b) return false;
      roots.add(b);
      if (!nd_assign(vm, b, a)) return false;
      a = b;
    }
    ix.idx[k] = reinterpret_cast<const int64_t*>(a->data);
    ix.stride[k] = sel.idx_stride[k];
    ix.len[k] = sel.idx_len[k];
  }
  return true;
}

// NumPy lays out an advanced selection's result as index dims × subspace
// (the view's basic dims, in the view's memory order) and moves the index
// dims to their place with a transposed view, so a[:, idx] is not
// C-contiguous, as in NumPy. Each index position j is one block of the
// subspace, j in C order of the index dims.
struct Blocks {
  int nd = 0;
  int64_t shape[kMaxDims], vstr[kMaxDims];  // subspace shape, its strides in the view
  int64_t n = 1;                            // elements per block
};

Blocks blocks_of(const Selection& sel) {
  Blocks b;
  for (int d : basic_dims(sel)) {
    b.shape[b.nd] = sel.view->shape[d];
    b.vstr[b.nd++] = sel.view->strides[d];
    b.n *= sel.view->shape[d];
  }
  return b;
}

// An uninitialised array of the result shape over memory ordered index
// dims, then subspace dims by falling stride in the view (NumPy's 'K').
NdArray* result_array(VM& vm, const Selection& sel, const Fancy& f, const NdArray* x, RootScope& roots) {
  Blocks b = blocks_of(sel);
  int order[kMaxDims];
  for (int d = 0; d < b.nd; d++) order[d] = d;
  std::stable_sort(order, order + b.nd, [&](int x, int y) {
    return std::abs(b.vstr[x]) > std::abs(b.vstr[y]);
  });
  int64_t mshape[kMaxDims], shp[kMaxDims], str[kMaxDims];
  int nd = 0;
  for (int d = 0; d < f.idx_ndim; d++) mshape[nd++] = f.idx_shape[d];
  for (int d = 0; d < b.nd; d++) mshape[nd++] = b.shape[order[d]];
  NdArray* mem = nd_empty_sized(vm, x->dtype, x->itemsize(), nd, mshape);
  if (!mem) return nullptr;
  bool moved = f.before > 0;
  for (int d = 0; d < b.nd; d++) moved = moved || order[d] != d;
  if (!moved) return mem;
  roots.add(mem);
  int64_t sub_str[kMaxDims];  // memory stride of subspace dim d
  for (int d = 0; d < b.nd; d++) sub_str[order[d]] = mem->strides[f.idx_ndim + d];
  int k = 0;
  for (int d = 0; d < f.before; d++, k++) { shp[k] = b.shape[d]; str[k] = sub_str[d]; }
  for (int d = 0; d < f.idx_ndim; d++, k++) { shp[k] = mem->shape[d]; str[k] = mem->strides[d]; }
  for (int d = f.before; d < b.nd; d++, k++) { shp[k] = b.shape[d]; str[k] = sub_str[d]; }
  return nd_view(vm, mem, mem->dtype, mem->data, nd, shp, str);
}

// The strides of `r` (an array of the result shape, or one element
// repeated) split into its index dims and its subspace dims.
void split_strides(const Fancy& f, const NdArray* r, bool repeat, int64_t* istr, int64_t* sstr) {
  for (int d = 0, k = 0; d < f.res_ndim; d++) {
    int64_t st = repeat ? 0 : r->strides[d];
    if (d >= f.before && d < f.before + f.idx_ndim) istr[d - f.before] = st;
    else sstr[k++] = st;
  }
}

// Pointer to block j of r (the index dims' strides istr).
char* block_at(const Fancy& f, const NdArray* r, const int64_t* istr, int64_t j) {
  char* p = r->data;
  for (int d = f.idx_ndim - 1; d >= 0; d--) { p += (j % f.idx_shape[d]) * istr[d]; j /= f.idx_shape[d]; }
  return p;
}

void move_block(int isz, const NdWalk& w, char* view_p, char* other_p, bool to_view) {
  char* base[2] = {view_p, other_p};
  w.run(base, [&](char** p, int64_t n, const int64_t* st) {
    if (to_view) copy_items(isz, p[0], st[0], p[1], st[1], n);
    else copy_items(isz, p[1], st[1], p[0], st[0], n);
  });
}

// Between the selected items and r, an array of the result shape (any
// strides; when `repeat`, its one element stands for every item): gather
// (r = items) or scatter (items = r).
void move_items(const Selection& sel, const Fancy& f, const IndexSet& ix, const NdArray* r, bool repeat,
                bool to_view) {
  Blocks b = blocks_of(sel);
  int isz = sel.view->itemsize();
  if (f.count == 0 || b.n == 0) return;
  int64_t istr[kMaxDims], sstr[kMaxDims];
  split_strides(f, r, repeat, istr, sstr);
  if (b.nd == 0 && (repeat || f.idx_ndim == 1 || r->c_contiguous())) {  // results are always C-contiguous here
    int64_t step = repeat ? 0 : f.idx_ndim == 1 ? istr[0] : isz;
    if (to_view) index_scatter(isz, sel.view->data, ix, f.count, r->data, step);
    else index_gather(isz, r->data, sel.view->data, ix, f.count);
    return;
  }
  const int64_t* sp[2] = {b.vstr, sstr};
  NdWalk w(b.nd, b.shape, 2, sp);
  for (int64_t j = 0; j < f.count; j++)
    move_block(isz, w, sel.view->data + ix.offset(j), block_at(f, r, istr, j), to_view);
}

// A key that is one C-contiguous boolean mask of x's whole shape, over dims
// that step as one: a[mask] and a[mask] = v then run straight over the mask.
NdArray* whole_mask(VM& vm, NdArray* x, Value key, int64_t& stride) {
  if (!is_ndarray(vm, key)) return nullptr;
  NdArray* m = as<NdArray>(key);
  if (m->dtype != DType::Bool || m->ndim != x->ndim || m->ndim == 0 || !m->c_contiguous()) return nullptr;
  for (int d = 0; d < m->ndim; d++)
    if (m->shape[d] != x->shape[d]) return nullptr;
  return merge_dims(x->ndim, x->shape, x->strides, stride) ? m : nullptr;
}

Object* memory_owner(NdArray* a) { return a->base ? a->base : a; }

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

namespace {

// A 0-d boolean key alone (True, np.True_, np.array(True)): NumPy adds an
// axis of length 1 (True) or 0 (False) and takes it with that mask.
bool bool_scalar_key(VM& vm, Value k, bool& b) {
  if (k.is_bool()) { b = k.b; return true; }
  if (!is_ndarray(vm, k) || as<NdArray>(k)->ndim != 0 || as<NdArray>(k)->dtype != DType::Bool) return false;
  b = *as<NdArray>(k)->data != 0;
  return true;
}

// x[True] (a copy of x with a new first axis of length 1), x[False] (empty).
bool bool_scalar_get(VM& vm, NdArray* x, bool b, Value& out) {
  if (x->ndim + 1 > kMaxDims) return vm.raise(vm.exc.IndexError, "too many indices for array");
  if (!b) {
    int64_t shape[kMaxDims];
    shape[0] = 0;
    std::copy(x->shape, x->shape + x->ndim, shape + 1);
    NdArray* res = nd_empty_sized(vm, x->dtype, x->itemsize(), x->ndim + 1, shape);
    if (!res) return false;
    out = Value::object(res);
    return true;
  }
  NdArray* res = nd_copy_sized(vm, x, x->dtype, x->itemsize());   // a fresh C-ordered copy: add the axis in place
  if (!res) return false;
  for (int d = res->ndim; d > 0; d--) {
    res->shape[d] = res->shape[d - 1];
    res->strides[d] = res->strides[d - 1];
  }
  res->shape[0] = 1;
  res->strides[0] = res->size * res->itemsize();
  res->ndim++;
  out = Value::object(res);
  return true;
}

}  // namespace

bool np_getitem(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = static_cast<NdArray*>(a.args[0].o);
  bool failed;
  if (char* p = element_ptr(vm, x, a.args[1], failed)) { out = nd_box_elem(vm, x, p); return true; }
  if (failed) return false;
  if (bool b; bool_scalar_key(vm, a.args[1], b)) return bool_scalar_get(vm, x, b, out);
  RootScope roots(vm);
  int64_t stride;
  if (NdArray* m = whole_mask(vm, x, a.args[1], stride)) {
    const unsigned char* mp = reinterpret_cast<const unsigned char*>(m->data);
    int64_t count = count_true(mp, m->size);
    NdArray* res = nd_empty_sized(vm, x->dtype, x->itemsize(), 1, &count);
    if (!res) return false;
    mask_gather(x->itemsize(), res->data, x->data, stride, mp, m->size);
    out = Value::object(res);
    return true;
  }
  Selection sel;
  if (!select(vm, x, a.args[1], sel, roots)) return false;
  if (sel.scalar) { out = nd_box_elem(vm, x, sel.view->data); return true; }
  if (sel.adv_dims == 0) { out = Value::object(sel.view); return true; }
  Fancy f;
  IndexSet ix;
  if (!fancy_shape(vm, sel, f) || !index_set(vm, sel, f, roots, ix)) return false;
  NdArray* res = result_array(vm, sel, f, x, roots);
  if (!res) return false;
  move_items(sel, f, ix, res, false, false);
  out = Value::object(res);
  return true;
}

namespace {

// x[mask] = src over a whole mask: true when done, false with nothing
// raised when the general path must do it (src of another shape).
bool assign_whole_mask(NdArray* x, NdArray* m, int64_t stride, NdArray* src) {
  const unsigned char* mp = reinterpret_cast<const unsigned char*>(m->data);
  if (src->size == 1 && src->ndim <= 1) {
    mask_fill(x->itemsize(), x->data, stride, mp, m->size, src->data);
    return true;
  }
  if (src->ndim != 1 || !src->c_contiguous() || memory_owner(src) == memory_owner(x) ||
      src->size != count_true(mp, m->size))
    return false;
  mask_scatter(x->itemsize(), x->data, stride, mp, m->size, src->data);
  return true;
}

// The value of x[key] = v as items in the result's C order: src itself when
// it has that layout (or is one element, `repeat`), else a broadcast copy.
bool scatter_source(VM& vm, NdArray* x, const Selection& sel, const Fancy& f, NdArray*& src, bool& repeat,
                    RootScope& roots) {
  repeat = src->size == 1 && src->ndim <= f.res_ndim;
  if (repeat) return true;
  bool exact = src->c_contiguous() && src->ndim == f.res_ndim && memory_owner(src) != memory_owner(x);
  for (int d = 0; exact && d < src->ndim; d++) exact = src->shape[d] == f.res_shape[d];
  if (exact) return true;
  NdArray* full = result_array(vm, sel, f, x, roots);
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
  src = full;
  return true;
}

}  // namespace

bool np_setitem(VM& vm, CallArgs& a, Value& out) {
  NdArray* x = static_cast<NdArray*>(a.args[0].o);
  out = Value::none();
  if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  if (bool b; bool_scalar_key(vm, a.args[1], b)) {   // x[True] = v is x[...] = v; x[False] = v assigns nothing
    if (!b) return true;
    Value args[3] = {a.args[0], vm.ellipsis, a.args[2]};
    CallArgs all{args, 3, nullptr, a.def};
    return np_setitem(vm, all, out);
  }
  bool failed;
  if (!is_ndarray(vm, a.args[2]) && !is_layout(a.args[2], Layout::List)) {
    if (char* p = element_ptr(vm, x, a.args[1], failed)) return nd_unbox_elem(vm, a.args[2], x, p);
    if (failed) return false;
  }
  RootScope roots(vm);
  Value v = a.args[2];
  int64_t stride;
  if (NdArray* m = whole_mask(vm, x, a.args[1], stride)) {
    NdArray* src;
    if (!nd_from_value(vm, v, true, x->dtype, false, src, x->itemsize())) return false;
    roots.add(src);
    if (assign_whole_mask(x, m, stride, src)) return true;
  }
  Selection sel;
  if (!select(vm, x, a.args[1], sel, roots)) return false;
  if (sel.adv_dims == 0 && !is_ndarray(vm, v) && !is_layout(v, Layout::List) && !is_layout(v, Layout::Tuple)) {
    // One value broadcast over the view: convert once, then fill.
    int64_t isz = x->itemsize();
    std::vector<char> item((size_t)isz + 1);
    char* buf = item.data();
    if (!nd_unbox_elem(vm, v, x, buf)) return false;
    NdArray* view = sel.view;
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
  CastCheck check(is_ndarray(vm, v) ? as<NdArray>(v)->dtype : x->dtype, x->dtype);
  if (!check.begin(vm)) return false;
  if (!nd_from_value(vm, v, true, x->dtype, false, src, x->itemsize()) || !check.end(vm)) return false;
  roots.add(src);
  if (sel.adv_dims == 0) return nd_assign(vm, sel.view, src);
  Fancy f;
  IndexSet ix;
  bool repeat;
  if (!fancy_shape(vm, sel, f) || !index_set(vm, sel, f, roots, ix)) return false;
  if (!scatter_source(vm, x, sel, f, src, repeat, roots)) return false;
  move_items(sel, f, ix, src, repeat, true);
  return true;
}

}  // namespace tpy
