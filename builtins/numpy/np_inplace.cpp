// np_inplace.cpp — array methods that change the array itself: a.resize
// (new shape, same object; NumPy's errors), a.itemset (one element by flat
// or multi-index), and a.choose (np.choose with the array as the index).
// Entry point: add_inplace_methods. Attribute setters are np_flags.cpp's.
#include <cstdlib>
#include <cstring>
#include <string>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_internal.h"
#include "vm/dict.h"
#include "vm/heap.h"
#include "vm/run.h"

namespace tpy {

namespace {

// The new shape of a.resize(...): one argument (an int, a sequence, None
// for "unchanged") or several ints.
bool resize_shape(VM& vm, CallArgs& a, int npos, int& ndim, int64_t* shape, bool& keep) {
  keep = npos == 0 || (npos == 1 && a.args[1].is_none());
  if (keep) return true;
  std::vector<Value> items;
  if (npos == 1 && !a.args[1].is_int() && !a.args[1].is_bool() && !is_np_scalar(vm, a.args[1])) {
    if (!collect_iterable(vm, a.args[1], items)) {
      if (!vm.pending_is(vm.exc.TypeError)) return false;
      vm.take_pending();
      Str* r;
      std::string text = "?";
      if (to_repr(vm, a.args[1], r)) text = r->text();
      else vm.take_pending();
      return vm.raisef(vm.exc.TypeError, "expected a sequence of integers or a single integer, got '%s'", text.c_str());
    }
  } else {
    items.assign(a.args + 1, a.args + 1 + npos);
  }
  if ((int)items.size() > kMaxDims)
    return vm.raisef(vm.exc.ValueError, "maximum supported dimension for an ndarray is %d, found %d", kMaxDims,
                     (int)items.size());
  ndim = (int)items.size();
  for (int d = 0; d < ndim; d++)
    if (!arg_int64(vm, items[d], shape[d])) return false;
  return true;
}

// a.resize(new_shape, refcheck=True). tpy cannot count references, so an
// array that views may share is never left pointing at freed memory: a
// smaller array keeps its buffer, a larger one gets a new buffer and the old
// one is kept for the VM's lifetime when it might still be viewed.
bool arr_resize(VM& vm, CallArgs& a, Value& out) {
  int npos = a.nargs - 1;
  Value refcheck_v = kwarg(a, "refcheck");
  int nkw = a.kwnames ? (int)a.kwnames->items.size() : 0;
  for (int k = 0; k < nkw; k++)
    if (str_view(a.kwnames->items[k]) != "refcheck")
      return vm.raisef(vm.exc.TypeError, "'%.*s' is an invalid keyword argument for this function",
                       (int)str_view(a.kwnames->items[k]).size(), str_view(a.kwnames->items[k]).data());
  bool refcheck = true;
  if (!refcheck_v.is_undef() && !truthy(vm, refcheck_v, refcheck)) return false;
  (void)refcheck;
  NdArray* x = as<NdArray>(a.args[0]);
  int ndim = 0;
  int64_t shape[kMaxDims];
  bool keep;
  if (!resize_shape(vm, a, npos, ndim, shape, keep)) return false;
  out = Value::none();
  if (keep) return true;
  if (!(x->flags & (kNdCContig | kNdFContig)))
    return vm.raise(vm.exc.ValueError, "resize only works on single-segment arrays");
  int64_t isz = x->itemsize(), size = 1;
  for (int d = 0; d < ndim; d++) {
    if (shape[d] < 0) return vm.raise(vm.exc.ValueError, "negative dimensions not allowed");
    if (__builtin_mul_overflow(size, shape[d], &size) || size > INT64_MAX / 16 / (isz ? isz : 1))
      return vm.raise(vm.exc.ValueError,
                      "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
  }
  int64_t old_bytes = x->size * isz, new_bytes = size * isz;
  if (new_bytes != old_bytes) {
    if (!(x->flags & kNdOwnData) || x->base)
      return vm.raise(vm.exc.ValueError, "cannot resize this array: it does not own its data");
  }
  if (new_bytes > old_bytes) {
    char* mem = (char*)std::calloc((size_t)new_bytes, 1);
    if (!mem)
      return vm.raisef(vm.exc.MemoryError, "Unable to allocate %lld bytes for an array of %lld elements",
                       (long long)new_bytes, (long long)size);
    advise_huge_pages(mem, (size_t)new_bytes);
    vm.account((size_t)new_bytes);
    std::memcpy(mem, x->data, (size_t)old_bytes);
    // The old buffer goes to an owner nothing sees, kept alive with the
    // numpy state: views of x may still point into it.
    NdArray* old = vm.alloc<NdArray>(np_state(vm).ndarray);
    old->data = x->data;
    old->dtype = x->dtype;
    old->elsize = x->elsize;
    old->ndim = 1;
    old->shape[0] = 0;
    old->strides[0] = isz;
    old->size = 0;
    old->flags = kNdOwnData;
    np_keep(vm, np_state(vm), old);
    x->data = mem;
  }
  bool fortran = (x->flags & kNdFContig) && !x->c_contiguous() && ndim > 1;
  x->ndim = ndim;
  x->size = size;
  int64_t s = isz;
  for (int i = 0; i < ndim; i++) {
    int d = fortran ? i : ndim - 1 - i;
    x->shape[d] = shape[d];
    x->strides[d] = s;
    s *= shape[d] ? shape[d] : 1;
  }
  nd_update_flags(x);
  return true;
}

// The element of x at the index arguments idx[0..n) of a.itemset.
bool item_ptr(VM& vm, NdArray* x, const Value* idx, int n, char*& p) {
  if (n == 0) {
    if (x->size != 1) return vm.raise(vm.exc.ValueError, "can only convert an array of size 1 to a Python scalar");
    p = x->data;
    return true;
  }
  std::vector<Value> items;
  Value flat = idx[0];   // one int, or a tuple of one: a flat index
  if (n == 1 && is_layout(idx[0], Layout::Tuple)) {
    items = as<Tuple>(idx[0])->items;
    if (items.size() == 1) flat = items[0];
  }
  if (n == 1 && items.size() <= 1) {
    int64_t i;
    if (!arg_int64(vm, flat, i)) return false;
    int64_t j = i < 0 ? i + x->size : i;
    if (j < 0 || j >= x->size)
      return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for size %lld", (long long)i, (long long)x->size);
    p = x->data;
    for (int d = x->ndim - 1; d >= 0; d--) {
      p += (j % x->shape[d]) * x->strides[d];
      j /= x->shape[d];
    }
    return true;
  }
  if (n > 1) items.assign(idx, idx + n);
  if ((int)items.size() != x->ndim) return vm.raise(vm.exc.ValueError, "incorrect number of indices for array");
  p = x->data;
  for (int d = 0; d < x->ndim; d++) {
    int64_t i;
    if (!arg_int64(vm, items[d], i)) return false;
    int64_t j = i < 0 ? i + x->shape[d] : i;
    if (j < 0 || j >= x->shape[d])
      return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis %d with size %lld", (long long)i, d,
                       (long long)x->shape[d]);
    p += j * x->strides[d];
  }
  return true;
}

bool arr_itemset(VM& vm, CallArgs& a, Value& out) {
  if (a.kwnames && !a.kwnames->items.empty()) return vm.raise(vm.exc.TypeError, "itemset() takes no keyword arguments");
  NdArray* x = as<NdArray>(a.args[0]);
  int n = a.nargs - 1;
  if (n == 0) return vm.raise(vm.exc.ValueError, "itemset must have at least one argument");
  char* p = nullptr;
  if (!item_ptr(vm, x, a.args + 1, n - 1, p)) return false;
  if (!x->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  out = Value::none();
  return nd_unbox_elem(vm, a.args[n], x, p);
}

// a.choose(choices, out=None, mode='raise') is np.choose(a, ...).
bool arr_choose(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "choose", {"choices", "out", "mode"}, 1, args, true)) return false;
  Value fn = dict_get_str(np_state(vm).module->dict, vm.intern("choose"));
  Value call_args[4] = {a.args[0], args[0], args[1].is_undef() ? Value::none() : args[1],
                        args[2].is_undef() ? vm.str_value("raise") : args[2]};
  RootScope roots(vm);
  roots.add(call_args[3]);
  return call(vm, fn, call_args, 4, nullptr, out);
}

const NativeDef kInplaceMethods[] = {
    {"resize", arr_resize, 1, -1, true, JitHint::None},
    {"itemset", arr_itemset, 1, -1, true, JitHint::None},
    {"choose", arr_choose, 1, -1, true, JitHint::None},
};

}  // namespace

void add_inplace_methods(VM& vm, TypeObject* ndarray) { vm.add_methods(ndarray, kInplaceMethods); }

}  // namespace tpy
