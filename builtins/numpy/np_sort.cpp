// np_sort.cpp — sorting: np.sort / argsort / partition / argpartition /
// lexsort / msort / sort_complex / searchsorted and the ndarray methods
// sort, argsort, partition, argpartition, searchsorted. Every function works lane by lane along one
// axis: a lane is gathered into a contiguous buffer (or used in place when
// it already is one), handled by the typed runs of np_sort.h, and scattered
// back. The set functions (np_sets.cpp) reuse the runs, not these wrappers.
#include <cstring>
#include <numeric>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_select.h"
#include "builtins/numpy/np_sort.h"
#include "vm/run.h"

namespace tpy {

int np_text_compare(DType dt, const char* a, int64_t asz, const char* b, int64_t bsz);   // np_strings.cpp

void sort_contiguous(DType dt, char* p, int64_t n, bool stable) {
  dispatch_dtype(dt, [&]<class D>() { sort_run(reinterpret_cast<SortElem<D>*>(p), n, stable); });
}

void argsort_contiguous(DType dt, const char* p, int64_t n, int64_t* out) {
  dispatch_dtype(dt, [&]<class D>() { argsort_run(reinterpret_cast<const SortElem<D>*>(p), n, out); });
}

namespace {

// An axis as NumPy's AxisError words it (an IndexError here).
bool sort_axis(VM& vm, Value v, int ndim, int& axis) {
  int64_t ax = -1;
  if (!v.is_undef() && !to_int64(vm, v, ax, "axis")) return false;
  if (ax < -ndim || ax >= ndim)
    return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension %d", (long long)ax, ndim);
  axis = (int)(ax < 0 ? ax + ndim : ax);
  return true;
}

// `a` seen as 1-d when it is 0-d (argsort and argpartition of a scalar give [0]).
NdArray* at_least_1d(VM& vm, NdArray* a, RootScope& roots) {
  if (!a || a->ndim > 0) return a;
  int64_t one = 1, step = a->itemsize();
  NdArray* r = nd_view(vm, a, a->dtype, a->data, 1, &one, &step);
  roots.add(r);
  return r;
}

// Byte offsets of the first element of every lane along `axis`, the other
// dimensions walked in C order.
std::vector<int64_t> lane_starts(const NdArray* a, int axis) {
  int64_t n = a->shape[axis];
  int64_t lanes = n ? a->size / n : 0;
  std::vector<int64_t> out((size_t)lanes);
  for (int64_t lane = 0; lane < lanes; lane++) {
    int64_t rem = lane, off = 0;
    for (int d = a->ndim - 1; d >= 0; d--) {
      if (d == axis) continue;
      off += rem % a->shape[d] * a->strides[d];
      rem /= a->shape[d];
    }
    out[(size_t)lane] = off;
  }
  return out;
}

// Runs f(T* run, int64_t n) on every lane of `a` along `axis` as a
// contiguous run, copying the lane out and back when it is strided.
template <class F> void each_lane(NdArray* a, int axis, bool write_back, F f) {
  int64_t n = a->shape[axis], step = a->strides[axis];
  if (n == 0) return;
  dispatch_dtype(a->dtype, [&]<class D>() {
    using T = SortElem<D>;
    std::vector<T> buf;
    for (int64_t off : lane_starts(a, axis)) {
      char* p = a->data + off;
      if (step == (int64_t)sizeof(T)) { f(reinterpret_cast<T*>(p), n); continue; }
      buf.resize((size_t)n);
      for (int64_t i = 0; i < n; i++) std::memcpy(&buf[(size_t)i], p + i * step, sizeof(T));
      f(buf.data(), n);
      if (write_back)
        for (int64_t i = 0; i < n; i++) std::memcpy(p + i * step, &buf[(size_t)i], sizeof(T));
    }
  });
}

// Writes idx[0, n) into lane `lane` of the int64 array `out` along `axis`.
void store_lane(NdArray* out, int axis, int64_t off, const int64_t* idx) {
  int64_t n = out->shape[axis], step = out->strides[axis];
  for (int64_t i = 0; i < n; i++) std::memcpy(out->data + off + i * step, &idx[i], 8);
}

// kind=: None or a string whose first letter names quick / heap / merge / stable.
enum class SortKind { Quick, Heap, Stable };
bool sort_kind(VM& vm, Value v, SortKind& kind) {
  kind = SortKind::Quick;
  if (v.is_undef() || v.is_none()) return true;
  if (!is_str(v)) return vm.raisef(vm.exc.TypeError, "sort kind must be str, not %s", type_name(vm, v));
  std::string_view k = str_view(v);
  char c = k.empty() ? 0 : (char)(k[0] | 0x20);
  if (c == 'q') return true;
  if (c == 'h') { kind = SortKind::Heap; return true; }
  if (c == 'm' || c == 's') { kind = SortKind::Stable; return true; }
  return vm.raisef(vm.exc.ValueError, "sort kind must be one of 'quick', 'heap', or 'stable' (got '%.*s')",
                   (int)k.size(), k.data());
}

// Up to this many elements argsort's default kind orders ties as NumPy's
// introsort does (what a printed result shows); longer inputs keep the
// stable radix order, an order NumPy's unstable kind may give too: its
// introsort is 3-4x slower than the radix passes on 10^7 int64 with ties.
constexpr int64_t kNumpyTieOrderMax = int64_t(1) << 16;

// The indices that sort v[0, n) as argsort's default quicksort orders them:
// the stable order when no two elements tie (then every sort agrees), else
// NumPy's introsort, whose order of ties is its own (up to
// kNumpyTieOrderMax elements).
template <class T> void argsort_quick(const T* v, int64_t n, int64_t* out) {
  argsort_run(v, n, out);
  if (n <= 16 || n > kNumpyTieOrderMax) return;   // NumPy's insertion sort of short runs is stable too
  bool tie = false;
  for (int64_t i = 1; i < n && !tie; i++)
    tie = !sort_less(v[out[i - 1]], v[out[i]]);
  if (!tie) return;
  std::iota(out, out + n, 0);
  intro_sort(Sortee<T, true>{const_cast<T*>(v), out}, n);
}

bool check_order(VM& vm, Value order) {
  if (order.is_undef() || order.is_none()) return true;
  return vm.raise(vm.exc.ValueError, "Cannot specify order when the array has no fields.");
}

// The array a sort works on: a flat copy for axis=None, else `a` itself
// (in_place) or a C-contiguous copy, with the axis resolved.
NdArray* sort_target(VM& vm, Value av, Value axis_v, bool in_place, RootScope& roots, int& axis) {
  NdArray* a = np_array_arg(vm, av, roots);
  if (!a) return nullptr;
  if (axis_v.is_none() && !in_place) {
    axis = 0;
    return np_flat_copy(vm, a, roots);
  }
  if (!sort_axis(vm, axis_v, a->ndim, axis)) return nullptr;
  if (in_place) return a;
  NdArray* c = nd_copy_as(vm, a, a->dtype);
  roots.add(c);
  return c;
}

// What tpy does not sort of str/bytes arrays (TypeError).
bool refuse_text(VM& vm, const char* what) {
  return vm.raisef(vm.exc.TypeError, "%s of str arrays is not supported by tpy's numpy", what);
}

// sort / argsort of a str or bytes array along `axis`, lane by lane
// (np_strings.cpp sorts each): `a` itself sorted (a sort target), or the
// int64 indices that sort it.
bool sort_text(VM& vm, NdArray* a, int axis, bool indices, bool in_place, Value& out) {
  RootScope roots(vm);
  NdArray* res = a;
  if (indices) {
    res = nd_new(vm, DType::Int64, a->ndim, a->shape);
    if (!res) return false;
    roots.add(res);
  }
  std::vector<int64_t> from = lane_starts(a, axis), to = lane_starts(res, axis);
  int64_t n = a->shape[axis];
  for (size_t k = 0; k < from.size(); k++) {
    NdArray* lane = nd_view(vm, a, a->dtype, a->data + from[k], 1, &n, &a->strides[axis]);
    NdArray* dst = lane ? nd_view(vm, res, res->dtype, res->data + to[k], 1, &n, &res->strides[axis]) : nullptr;
    NdArray* sorted = dst ? str_sorted(vm, lane, indices) : nullptr;
    if (!sorted || !nd_assign(vm, dst, sorted)) return false;
  }
  out = in_place ? Value::none() : Value::object(res);
  return true;
}

bool do_sort(VM& vm, Value av, Value axis_v, Value kind, Value order, bool in_place, Value& out) {
  SortKind sk;
  if (!sort_kind(vm, kind, sk) || !check_order(vm, order)) return false;
  bool stable = sk == SortKind::Stable;
  RootScope roots(vm);
  int axis;
  NdArray* a = sort_target(vm, av, axis_v, in_place, roots, axis);
  if (!a) return false;
  if (in_place && !a->writeable()) return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  if (dtype_is_flexible(a->dtype)) return sort_text(vm, a, axis, false, in_place, out);
  each_lane(a, axis, true, [&]<class T>(T* p, int64_t n) {
    if (sk == SortKind::Heap) heap_sort(Sortee<T, false>{p, nullptr}, n);
    else sort_run(p, n, stable);
  });
  out = in_place ? Value::none() : Value::object(a);
  return true;
}

bool do_argsort(VM& vm, Value av, Value axis_v, Value kind, Value order, Value& out) {
  SortKind sk;
  if (!sort_kind(vm, kind, sk) || !check_order(vm, order)) return false;
  RootScope roots(vm);
  int axis;
  NdArray* a = at_least_1d(vm, np_array_arg(vm, av, roots), roots);
  if (!a) return false;
  if (axis_v.is_none()) {
    a = np_flat_copy(vm, a, roots);
    axis = 0;
  } else if (!sort_axis(vm, axis_v, a->ndim, axis)) {
    return false;
  }
  if (!a) return false;
  if (dtype_is_flexible(a->dtype)) return sort_text(vm, a, axis, true, false, out);
  NdArray* res = nd_new(vm, DType::Int64, a->ndim, a->shape);
  if (!res) return false;
  std::vector<int64_t> idx((size_t)a->shape[axis]);
  std::vector<int64_t> starts = lane_starts(res, axis);
  size_t lane = 0;
  each_lane(a, axis, false, [&]<class T>(T* p, int64_t n) {
    if (sk == SortKind::Stable) {
      argsort_run(p, n, idx.data());
    } else if (sk == SortKind::Heap) {
      std::iota(idx.begin(), idx.end(), 0);
      heap_sort(Sortee<T, true>{p, idx.data()}, n);
    } else {
      argsort_quick(p, n, idx.data());
    }
    store_lane(res, axis, starts[lane++], idx.data());
  });
  out = Value::object(res);
  return true;
}

bool fn_sort(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "sort", {"a", "axis", "kind", "order"}, 1, args)) return false;
  return do_sort(vm, args[0], args[1], args[2], args[3], false, out);
}
bool fn_argsort(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "argsort", {"a", "axis", "kind", "order"}, 1, args)) return false;
  return do_argsort(vm, args[0], args[1], args[2], args[3], out);
}
// warnings.warn(msg, DeprecationWarning) attributed to the Python caller
// (native functions have no frame, so stacklevel 1 is the caller's line).
bool warn_deprecated(VM& vm, const char* msg) {
  Value mod, warn, ignored;
  if (!import_module(vm, vm.intern("warnings"), Value::none(), 0, mod)) return false;
  if (!get_attr(vm, mod, vm.intern("warn"), warn)) return false;
  Value args[2] = {vm.str_value(msg), Value::object(vm.exc.DeprecationWarning)};
  return call(vm, warn, args, 2, nullptr, ignored);
}

bool fn_msort(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!np_bind_args(vm, a, "msort", {"a"}, 1, args)) return false;
  if (!warn_deprecated(vm, "msort is deprecated, use np.sort(a, axis=0) instead")) return false;
  return do_sort(vm, args[0], Value::integer(0), Value(), Value(), false, out);
}
bool m_sort(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "sort", {"axis", "kind", "order"}, 0, args + 1, true)) return false;
  if (args[1].is_none()) return vm.raise(vm.exc.TypeError, "'NoneType' object cannot be interpreted as an integer");
  return do_sort(vm, a.args[0], args[1], args[2], args[3], true, out);
}
bool m_argsort(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "argsort", {"axis", "kind", "order"}, 0, args + 1, true)) return false;
  return do_argsort(vm, a.args[0], args[1], args[2], args[3], out);
}

// np.sort_complex: a sorted complex copy (complex64 for complex64 and the
// 8- and 16-bit integers, as NumPy; complex128 otherwise).
bool fn_sort_complex(VM& vm, CallArgs& a, Value& out) {
  RootScope roots(vm);
  NdArray* x = np_array_arg(vm, a.args[0], roots);
  if (!x) return false;
  DType xt = x->dtype;
  bool small = xt == DType::Complex64 || xt == DType::Int8 || xt == DType::UInt8 || xt == DType::Int16 || xt == DType::UInt16;
  NdArray* c = nd_copy_as(vm, x, small ? DType::Complex64 : DType::Complex128);
  if (!c) return false;
  roots.add(c);
  if (c->ndim == 0) return vm.raise(np_state(vm).axis_error, "axis -1 is out of bounds for array of dimension 0");
  each_lane(c, c->ndim - 1, true, [&]<class T>(T* p, int64_t n) { sort_run(p, n, false); });
  out = Value::object(c);
  return true;
}

// ---- partition ---------------------------------------------------------------------

// kth (an int or a sequence of ints; negative from the end) as sorted
// indices into a lane of n elements.
bool kth_list(VM& vm, Value v, int64_t n, std::vector<int64_t>& out) {
  std::vector<Value> items;
  if (is_ndarray(vm, v) || is_layout(v, Layout::List) || is_layout(v, Layout::Tuple)) {
    RootScope roots(vm);
    NdArray* k = np_array_arg(vm, v, roots);
    if (!k) return false;
    if (k->ndim > 1) return vm.raise(vm.exc.ValueError, "kth array must have dimension <= 1");
    if (dtype_category(k->dtype) > 1) return vm.raise(vm.exc.TypeError, "Partition index must be integer");
    for (int64_t i = 0; i < k->size; i++) items.push_back(nd_box(vm, k->dtype, nd_flat_ptr(k, i)));
  } else {
    if (v.is_float() || is_layout(v, Layout::Complex)) return vm.raise(vm.exc.TypeError, "Partition index must be integer");
    items.push_back(v);
  }
  for (Value x : items) {
    int64_t k;
    if (!to_int64(vm, x, k, "kth")) return false;
    int64_t kk = k < 0 ? k + n : k;
    if (n == 0) continue;  // nothing to select (NumPy checks no bound then)
    if (kk < 0 || kk >= n) return vm.raisef(vm.exc.ValueError, "kth(=%lld) out of bounds (%lld)", (long long)kk, (long long)n);
    out.push_back(kk);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return true;
}

bool select_kind(VM& vm, Value v) {
  if (v.is_undef()) return true;
  if (!is_str(v)) return vm.raise(vm.exc.TypeError, "select kind must be str");
  std::string_view k = str_view(v);
  if (k == "introselect") return true;
  return vm.raisef(vm.exc.ValueError, "select kind must be 'introselect' (got '%.*s')", (int)k.size(), k.data());
}

bool do_partition(VM& vm, Value av, Value kth_v, Value axis_v, Value kind, Value order, bool arg, bool in_place,
                  Value& out) {
  if (!select_kind(vm, kind) || !check_order(vm, order)) return false;
  RootScope roots(vm);
  int axis;
  NdArray* a = np_array_arg(vm, av, roots);
  if (arg) a = at_least_1d(vm, a, roots);
  if (!a) return false;
  if (axis_v.is_none()) {
    a = np_flat_copy(vm, a, roots);
    axis = 0;
  } else if (!sort_axis(vm, axis_v, a->ndim, axis)) {
    return false;
  }
  if (!a) return false;
  if (dtype_is_flexible(a->dtype)) return refuse_text(vm, "partition");
  std::vector<int64_t> kth;
  if (!kth_list(vm, kth_v, a->shape[axis], kth)) return false;
  if (arg) {
    NdArray* res = nd_new(vm, DType::Int64, a->ndim, a->shape);
    if (!res) return false;
    std::vector<int64_t> idx((size_t)a->shape[axis]);
    std::vector<int64_t> starts = lane_starts(res, axis);
    size_t lane = 0;
    each_lane(a, axis, false, [&]<class T>(T* p, int64_t n) {
      std::iota(idx.begin(), idx.end(), 0);
      select_kths_numpy(Sortee<T, true>{p, idx.data()}, n, kth);
      store_lane(res, axis, starts[lane++], idx.data());
    });
    out = Value::object(res);
    return true;
  }
  if (!in_place) {
    a = nd_copy_as(vm, a, a->dtype);
    if (!a) return false;
    roots.add(a);
  } else if (!a->writeable()) {
    return vm.raise(vm.exc.ValueError, "assignment destination is read-only");
  }
  each_lane(a, axis, true, [&]<class T>(T* p, int64_t n) {
    select_kths_numpy(Sortee<T, false>{p, nullptr}, n, kth);
  });
  out = in_place ? Value::none() : Value::object(a);
  return true;
}

bool fn_partition(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "partition", {"a", "kth", "axis", "kind", "order"}, 2, args)) return false;
  return do_partition(vm, args[0], args[1], args[2], args[3], args[4], false, false, out);
}
bool fn_argpartition(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "argpartition", {"a", "kth", "axis", "kind", "order"}, 2, args)) return false;
  return do_partition(vm, args[0], args[1], args[2], args[3], args[4], true, false, out);
}
bool m_partition(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "partition", {"kth", "axis", "kind", "order"}, 1, args + 1, true)) return false;
  if (args[2].is_none()) return vm.raise(vm.exc.TypeError, "'NoneType' object cannot be interpreted as an integer");
  return do_partition(vm, a.args[0], args[1], args[2], args[3], args[4], false, true, out);
}
bool m_argpartition(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "argpartition", {"kth", "axis", "kind", "order"}, 1, args + 1, true)) return false;
  return do_partition(vm, a.args[0], args[1], args[2], args[3], args[4], true, false, out);
}

// ---- lexsort ------------------------------------------------------------------------

// The keys of np.lexsort: the items of a sequence (or the rows of an array).
bool lexsort_keys(VM& vm, Value keys, std::vector<NdArray*>& out, RootScope& roots) {
  std::vector<Value> items;
  bool seq = is_ndarray(vm, keys) ? as<NdArray>(keys)->ndim > 0 : is_layout(keys, Layout::List) || is_layout(keys, Layout::Tuple);
  if (seq && !collect_iterable(vm, keys, items)) return false;
  if (items.empty()) return vm.raise(vm.exc.TypeError, "need sequence of keys with len > 0 in lexsort");
  for (Value v : items) {
    NdArray* k = np_array_arg(vm, v, roots);
    if (!k) return false;
    if (!out.empty()) {
      bool same = k->ndim == out[0]->ndim;
      for (int d = 0; same && d < k->ndim; d++) same = k->shape[d] == out[0]->shape[d];
      if (!same) return vm.raise(vm.exc.ValueError, "all keys need to be the same shape");
    }
    out.push_back(k);
  }
  return true;
}

// order = order[argsort(key[order])] for one lane of one key: the
// least significant keys go first, each sort stable.
void lexsort_pass(NdArray* key, int axis, int64_t off, std::vector<int64_t>& order, std::vector<int64_t>& tmp) {
  int64_t n = key->shape[axis], step = key->strides[axis];
  dispatch_dtype(key->dtype, [&]<class D>() {
    using T = SortElem<D>;
    std::vector<T> vals((size_t)n);
    for (int64_t i = 0; i < n; i++) std::memcpy(&vals[(size_t)i], key->data + off + order[(size_t)i] * step, sizeof(T));
    argsort_run(vals.data(), n, tmp.data());
    for (int64_t i = 0; i < n; i++) tmp[(size_t)i] = order[(size_t)tmp[(size_t)i]];
    order.swap(tmp);
  });
}

// A str/bytes key as int64 ranks along `axis` (equal strings, equal ranks),
// which the passes order as they would the strings; kept alive by `roots`.
NdArray* text_ranks(VM& vm, NdArray* k, int axis, RootScope& roots) {
  NdArray* r = nd_new(vm, DType::Int64, k->ndim, k->shape);
  if (!r) return nullptr;
  roots.add(r);
  int64_t n = k->shape[axis], isz = k->itemsize();
  std::vector<int64_t> from = lane_starts(k, axis), to = lane_starts(r, axis), rank((size_t)n);
  for (size_t l = 0; l < from.size(); l++) {
    RootScope lane_roots(vm);
    NdArray* lane = nd_view(vm, k, k->dtype, k->data + from[l], 1, &n, &k->strides[axis]);
    if (!lane) return nullptr;
    lane_roots.add(lane);
    NdArray* idx = str_sorted(vm, lane, true);
    if (!idx) return nullptr;
    const int64_t* o = reinterpret_cast<const int64_t*>(idx->data);
    for (int64_t i = 0; i < n; i++) {
      const char* p = lane->data + o[i] * lane->strides[0];
      bool same = i > 0 && std::memcmp(p, lane->data + o[i - 1] * lane->strides[0], (size_t)isz) == 0;
      rank[(size_t)o[i]] = same ? rank[(size_t)o[i - 1]] : i;
    }
    store_lane(r, axis, to[l], rank.data());
  }
  return r;
}

bool fn_lexsort(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "lexsort", {"keys", "axis"}, 1, args)) return false;
  RootScope roots(vm);
  std::vector<NdArray*> keys;
  if (!lexsort_keys(vm, args[0], keys, roots)) return false;
  if (args[1].is_none()) return vm.raise(vm.exc.TypeError, "'NoneType' object cannot be interpreted as an integer");
  int axis;
  if (keys[0]->ndim == 0) {  // one element: index 0, for axis -1 or 0
    if (!sort_axis(vm, args[1], 1, axis)) {
      vm.take_pending();
      int64_t ax = 0;
      if (!to_int64(vm, args[1], ax, "axis")) return false;
      return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension 0", (long long)ax);
    }
    out = Value::integer(0);
    return true;
  }
  if (!sort_axis(vm, args[1], keys[0]->ndim, axis)) return false;
  for (NdArray*& k : keys)
    if (dtype_is_flexible(k->dtype) && !(k = text_ranks(vm, k, axis, roots))) return false;
  NdArray* res = nd_new(vm, DType::Int64, keys[0]->ndim, keys[0]->shape);
  if (!res) return false;
  int64_t n = res->shape[axis];
  if (n == 0) { out = Value::object(res); return true; }
  std::vector<std::vector<int64_t>> starts;
  for (NdArray* k : keys) starts.push_back(lane_starts(k, axis));
  std::vector<int64_t> res_starts = lane_starts(res, axis), order((size_t)n), tmp((size_t)n);
  for (size_t lane = 0; lane < res_starts.size(); lane++) {
    std::iota(order.begin(), order.end(), 0);
    for (size_t k = 0; k < keys.size(); k++) lexsort_pass(keys[k], axis, starts[k][lane], order, tmp);
    store_lane(res, axis, res_starts[lane], order.data());
  }
  out = Value::object(res);
  return true;
}

// ---- searchsorted --------------------------------------------------------------------

// side=: a string starting with 'l' or 'r' (either case), as NumPy reads it.
bool side_arg(VM& vm, Value v, bool& right) {
  right = false;
  if (v.is_undef()) return true;
  if (!is_str(v)) return vm.raisef(vm.exc.TypeError, "search side must be str, not %s", type_name(vm, v));
  std::string_view sd = str_view(v);
  char c = sd.empty() ? 0 : (char)(sd[0] | 0x20);
  if (c != 'l' && c != 'r')
    return vm.raisef(vm.exc.ValueError, "search side must be 'left' or 'right' (got '%.*s')", (int)sd.size(), sd.data());
  right = c == 'r';
  return true;
}

// The order in which searchsorted reads `s`: sorter's indices, or 0..n-1.
bool sorter_arg(VM& vm, Value v, int64_t n, std::vector<int64_t>& order) {
  order.resize((size_t)n);
  if (v.is_undef() || v.is_none()) {
    std::iota(order.begin(), order.end(), 0);
    return true;
  }
  RootScope roots(vm);
  NdArray* s = np_array_arg(vm, v, roots);
  if (!s) return false;
  if (dtype_category(s->dtype) != 1) return vm.raise(vm.exc.TypeError, "sorter must only contain integers");
  if (s->ndim != 1 || s->size != n) return vm.raise(vm.exc.ValueError, "sorter.size must equal a.size");
  for (int64_t i = 0; i < n; i++) {
    cast_element(s->dtype, nd_flat_ptr(s, i), DType::Int64, (char*)&order[(size_t)i]);
    if (order[(size_t)i] < 0 || order[(size_t)i] >= n) return vm.raise(vm.exc.ValueError, "Sorter index out of range.");
  }
  return true;
}

// Where key goes in sorted[0, n): before equal elements (left) or after.
// Numbers search branch-free (a conditional move per step); NaN is greater
// than every number, so `x < key` / `x <= key` place it right.
template <class T> int64_t search_sorted(const T* sorted, int64_t n, const T& key, bool right) {
  if (kIsComplexElem<T> || elem_isnan(key) || n == 0) {
    auto less = [](const T& x, const T& y) { return sort_less(x, y); };
    const T* it = right ? std::upper_bound(sorted, sorted + n, key, less) : std::lower_bound(sorted, sorted + n, key, less);
    return it - sorted;
  }
  if constexpr (!kIsComplexElem<T>) {
    const T* b = sorted;
    int64_t len = n;
    if (right) {
      for (; len > 1; len -= len / 2) b = b[len / 2 - 1] <= key ? b + len / 2 : b;
      return (b - sorted) + (*b <= key);
    }
    for (; len > 1; len -= len / 2) b = b[len / 2 - 1] < key ? b + len / 2 : b;
    return (b - sorted) + (*b < key);
  }
  return 0;
}

bool do_searchsorted(VM& vm, Value av, Value vv, Value side, Value sorter, Value& out) {
  RootScope roots(vm);
  NdArray* s = np_array_arg(vm, av, roots);
  NdArray* v = s ? np_array_arg(vm, vv, roots) : nullptr;
  if (!v) return false;
  if (s->ndim != 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  bool text = dtype_is_flexible(s->dtype) || dtype_is_flexible(v->dtype);
  if (text && s->dtype != v->dtype) return refuse_text(vm, "searchsorted");
  bool right;
  std::vector<int64_t> order;
  if (!side_arg(vm, side, right) || !sorter_arg(vm, sorter, s->shape[0], order)) return false;
  if (text) {   // str / bytes by code point: the binary search over raw elements
    NdArray* res = nd_new(vm, DType::Int64, v->ndim, v->shape);
    if (!res) return false;
    roots.add(res);
    int64_t n = (int64_t)order.size(), ssz = s->itemsize(), vsz = v->itemsize();
    for (int64_t i = 0; i < v->size; i++) {
      const char* key = nd_flat_ptr(v, i);
      int64_t lo = 0, hi = n;
      while (lo < hi) {
        int64_t mid = lo + (hi - lo) / 2;
        int c = np_text_compare(s->dtype, s->data + order[(size_t)mid] * s->strides[0], ssz, key, vsz);
        if (right ? c <= 0 : c < 0) lo = mid + 1;
        else hi = mid;
      }
      ((int64_t*)res->data)[i] = lo;
    }
    out = np_result(vm, res, true);
    return true;
  }
  NdArray* both[2] = {s, v};
  DType dt = result_type(both, 2);
  if (s->dtype != dt) { s = nd_copy_as(vm, s, dt); if (!s) return false; roots.add(s); }
  if (v->dtype != dt) { v = nd_copy_as(vm, v, dt); if (!v) return false; roots.add(v); }
  NdArray* res = nd_new(vm, DType::Int64, v->ndim, v->shape);
  if (!res) return false;
  roots.add(res);
  dispatch_dtype(dt, [&]<class D>() {
    using T = SortElem<D>;
    std::vector<T> sorted(order.size());
    for (size_t i = 0; i < order.size(); i++) std::memcpy(&sorted[i], s->data + order[i] * s->strides[0], sizeof(T));
    for (int64_t i = 0; i < v->size; i++) {
      T key;
      std::memcpy(&key, nd_flat_ptr(v, i), sizeof(T));
      ((int64_t*)res->data)[i] = search_sorted(sorted.data(), (int64_t)sorted.size(), key, right);
    }
  });
  out = np_result(vm, res, true);
  return true;
}

bool fn_searchsorted(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "searchsorted", {"a", "v", "side", "sorter"}, 2, args)) return false;
  return do_searchsorted(vm, args[0], args[1], args[2], args[3], out);
}
bool m_searchsorted(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "searchsorted", {"v", "side", "sorter"}, 1, args + 1, true)) return false;
  return do_searchsorted(vm, a.args[0], args[1], args[2], args[3], out);
}

const NativeDef kFunctions[] = {
    {"sort", fn_sort, 1, 4, true, JitHint::None},
    {"argsort", fn_argsort, 1, 4, true, JitHint::None},
    {"msort", fn_msort, 1, 1, true, JitHint::None},
    {"sort_complex", fn_sort_complex, 1, 1, false, JitHint::None},
    {"partition", fn_partition, 2, 5, true, JitHint::None},
    {"argpartition", fn_argpartition, 2, 5, true, JitHint::None},
    {"lexsort", fn_lexsort, 1, 2, true, JitHint::None},
    {"searchsorted", fn_searchsorted, 2, 4, true, JitHint::None},
};
const NativeDef kMethods[] = {
    {"sort", m_sort, 1, 4, true, JitHint::None},
    {"argsort", m_argsort, 1, 4, true, JitHint::None},
    {"partition", m_partition, 2, 5, true, JitHint::None},
    {"argpartition", m_argpartition, 2, 5, true, JitHint::None},
    {"searchsorted", m_searchsorted, 2, 4, true, JitHint::None},
};

}  // namespace

void add_sort_functions(VM& vm, Module* m) { add_module_functions(vm, m, kFunctions); }
void add_sort_methods(VM& vm, TypeObject* ndarray) { vm.add_methods(ndarray, kMethods); }

}  // namespace tpy
