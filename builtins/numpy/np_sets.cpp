// np_sets.cpp — NumPy's set routines: unique (flat and along an axis, with
// index / inverse / counts, equal_nan), isin / in1d, intersect1d, union1d,
// setdiff1d, setxor1d. Each follows NumPy 1.24's definition (sort, then
// compare neighbours), so duplicates, NaNs and result dtypes come out as
// NumPy's do; membership tests use a bitmap for integers of a small range
// and a binary search otherwise. Sorting itself is np_sort.h.
#include <cstring>
#include <numeric>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_args.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_sort.h"

namespace tpy {

namespace {

// A C-contiguous copy of v (any array-like) as dtype dt: its data is the
// flat elements in C order.
NdArray* flat_as(VM& vm, Value v, bool has_dt, DType dt, RootScope& roots) {
  NdArray* a;
  if (!np_asarray(vm, v, a)) return nullptr;
  roots.add(a);
  NdArray* c = nd_copy_as(vm, a, has_dt ? dt : a->dtype);
  roots.add(c);
  return c;
}

NdArray* new_1d(VM& vm, DType dt, int64_t n, const void* src, RootScope& roots) {
  NdArray* r = nd_new(vm, dt, 1, &n);
  if (!r) return nullptr;
  roots.add(r);
  if (n) std::memcpy(r->data, src, (size_t)(n * dtype_size(dt)));
  return r;
}

bool flag_arg(VM& vm, Value v, bool dflt, bool& out) {
  out = dflt;
  return v.is_undef() || truthy(vm, v, out);
}

// ---- unique ------------------------------------------------------------------

struct UniqueWant {
  bool index = false, inverse = false, counts = false;
  bool equal_nan = true;
};
struct UniqueOut {
  int64_t k = 0;                                  // number of unique values
  std::vector<int64_t> index, inverse, counts;
};

// Unique values of x[0, n) into x[0, k), sorted; first indices, inverse
// and counts as asked (a stable argsort finds first occurrences).
template <class T> void unique_run(T* x, int64_t n, const UniqueWant& w, UniqueOut& o) {
  std::vector<int64_t> perm;
  std::vector<T> aux;
  const T* s = x;
  if (w.index || w.inverse) {
    perm.resize((size_t)n);
    argsort_run(x, n, perm.data());
    aux.resize((size_t)n);
    for (int64_t i = 0; i < n; i++) aux[(size_t)i] = x[perm[(size_t)i]];
    s = aux.data();
  } else {
    sort_run(x, n, false);
  }
  if (w.inverse) o.inverse.resize((size_t)n);
  int64_t k = 0;
  for (int64_t i = 0; i < n; i++) {
    if (k == 0 || !sort_equal(x[k - 1], s[i], w.equal_nan)) {
      x[k++] = s[i];
      if (w.index) o.index.push_back(perm[(size_t)i]);
      if (w.counts) o.counts.push_back(0);
    }
    if (w.counts) o.counts.back()++;
    if (w.inverse) o.inverse[(size_t)perm[(size_t)i]] = k - 1;
  }
  o.k = k;
}

// Rows of an n×m C-contiguous block: lexicographic order and equality.
template <class T> struct Rows {
  const T* p;
  int64_t m;
  bool less(int64_t a, int64_t b) const {
    for (int64_t j = 0; j < m; j++) {
      if (sort_less(p[a * m + j], p[b * m + j])) return true;
      if (sort_less(p[b * m + j], p[a * m + j])) return false;
    }
    return false;
  }
  bool equal(int64_t a, int64_t b) const {
    for (int64_t j = 0; j < m; j++)
      if (!sort_equal(p[a * m + j], p[b * m + j], false)) return false;
    return true;
  }
};

// unique(axis=...) on n rows of m elements: o.index always holds the first
// row of each unique row (the rows to keep).
template <class T> void unique_rows(const T* x, int64_t n, int64_t m, const UniqueWant& w, UniqueOut& o) {
  Rows<T> rows{x, m};
  std::vector<int64_t> perm((size_t)n);
  std::iota(perm.begin(), perm.end(), 0);
  std::stable_sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) { return rows.less(a, b); });
  if (w.inverse) o.inverse.resize((size_t)n);
  for (int64_t i = 0; i < n; i++) {
    int64_t r = perm[(size_t)i];
    if (o.k == 0 || !rows.equal(o.index.back(), r)) {
      o.index.push_back(r);
      o.counts.push_back(0);
      o.k++;
    }
    o.counts.back()++;
    if (w.inverse) o.inverse[(size_t)r] = o.k - 1;
  }
}

// The result tuple (or lone array) of np.unique; unbound on MemoryError.
Value unique_result(VM& vm, Value uniq, const UniqueWant& w, UniqueOut& o, int64_t n, RootScope& roots) {
  std::vector<Value> items{uniq};
  auto add = [&](bool want, int64_t len, const std::vector<int64_t>& v) {
    if (!want) return true;
    NdArray* r = new_1d(vm, DType::Int64, len, v.data(), roots);
    if (r) items.push_back(Value::object(r));
    return r != nullptr;
  };
  if (!add(w.index, o.k, o.index) || !add(w.inverse, n, o.inverse) || !add(w.counts, o.k, o.counts)) return Value();
  if (items.size() == 1) return uniq;
  return Value::object(vm.new_tuple(items));
}

// unique_run for a flat str/bytes array x: its elements in stable sorted
// order (str_sorted), equal ones byte for byte alike; the values into u.
NdArray* unique_text(VM& vm, NdArray* x, const UniqueWant& w, UniqueOut& o, RootScope& roots) {
  NdArray* perm = str_sorted(vm, x, true);
  if (!perm) return nullptr;
  roots.add(perm);
  const int64_t* order = reinterpret_cast<const int64_t*>(perm->data);
  int64_t n = x->size, isz = x->itemsize();
  if (w.inverse) o.inverse.resize((size_t)n);
  std::vector<int64_t> firsts;
  for (int64_t i = 0; i < n; i++) {
    const char* e = x->data + order[i] * isz;
    if (firsts.empty() || std::memcmp(x->data + firsts.back() * isz, e, (size_t)isz) != 0) {
      firsts.push_back(order[i]);
      o.counts.push_back(0);
    }
    o.counts.back()++;
    if (w.inverse) o.inverse[(size_t)order[i]] = (int64_t)firsts.size() - 1;
  }
  o.k = (int64_t)firsts.size();
  if (w.index) o.index = firsts;
  NdArray* u = nd_new_sized(vm, x->dtype, isz, 1, &o.k);
  if (!u) return nullptr;
  roots.add(u);
  for (int64_t i = 0; i < o.k; i++) std::memcpy(u->data + i * isz, x->data + firsts[(size_t)i] * isz, (size_t)isz);
  return u;
}

// np.unique's flat form on the elements of v (cast to dt when has_dt).
bool unique_flat(VM& vm, Value v, bool has_dt, DType dt, const UniqueWant& w, Value& out) {
  RootScope roots(vm);
  NdArray* x = flat_as(vm, v, has_dt, dt, roots);
  if (!x) return false;
  UniqueOut o;
  if (dtype_is_flexible(x->dtype)) {
    NdArray* u = unique_text(vm, x, w, o, roots);
    if (!u) return false;
    out = unique_result(vm, Value::object(u), w, o, x->size, roots);
    return !out.is_undef();
  }
  dispatch_dtype(x->dtype, [&]<class D>() { unique_run(reinterpret_cast<SortElem<D>*>(x->data), x->size, w, o); });
  NdArray* u = new_1d(vm, x->dtype, o.k, x->data, roots);
  if (!u) return false;
  out = unique_result(vm, Value::object(u), w, o, x->size, roots);
  return !out.is_undef();
}

// np.unique(ar, axis=k): the rows of ar with axis k first, kept whole.
bool unique_axis(VM& vm, Value v, Value axis_v, const UniqueWant& w, Value& out) {
  RootScope roots(vm);
  NdArray* a;
  if (!np_asarray(vm, v, a)) return false;
  roots.add(a);
  if (dtype_is_flexible(a->dtype))
    return vm.raise(vm.exc.TypeError, "np.unique(axis=...) of str arrays is not supported by tpy's numpy");
  int64_t ax;
  if (!to_int64(vm, axis_v, ax, "axis")) return false;
  if (ax < -a->ndim || ax >= a->ndim)
    return vm.raisef(np_state(vm).axis_error, "axis %lld is out of bounds for array of dimension %d", (long long)ax, a->ndim);
  int axis = (int)(ax < 0 ? ax + a->ndim : ax);
  // a with `axis` moved first, copied C-contiguous: n rows of m elements.
  int64_t shp[kMaxDims], str[kMaxDims];
  shp[0] = a->shape[axis], str[0] = a->strides[axis];
  for (int d = 0, j = 1; d < a->ndim; d++)
    if (d != axis) shp[j] = a->shape[d], str[j++] = a->strides[d];
  NdArray* moved = nd_view(vm, a, a->dtype, a->data, a->ndim, shp, str);
  NdArray* x = moved ? nd_copy_as(vm, moved, a->dtype) : nullptr;
  if (!x) return false;
  roots.add(x);
  int64_t n = shp[0], m = n ? x->size / n : 0, isz = x->itemsize();
  UniqueOut o;
  dispatch_dtype(x->dtype, [&]<class D>() { unique_rows(reinterpret_cast<const SortElem<D>*>(x->data), n, m, w, o); });
  shp[0] = o.k;
  NdArray* u = nd_new(vm, x->dtype, a->ndim, shp);
  if (!u) return false;
  roots.add(u);
  for (int64_t i = 0; i < o.k; i++) std::memcpy(u->data + i * m * isz, x->data + o.index[(size_t)i] * m * isz, (size_t)(m * isz));
  // Move the first axis back to `axis` (a view, as NumPy's moveaxis).
  for (int d = 0, j = 1; d < a->ndim; d++) {
    if (d == axis) shp[d] = u->shape[0], str[d] = u->strides[0];
    else shp[d] = u->shape[j], str[d] = u->strides[j], j++;
  }
  NdArray* r = nd_view(vm, u, u->dtype, u->data, a->ndim, shp, str);
  if (!r) return false;
  out = unique_result(vm, Value::object(r), w, o, n, roots);
  return !out.is_undef();
}

bool fn_unique(VM& vm, CallArgs& a, Value& out) {
  Value args[6];
  if (!np_bind_args(vm, a, "unique", {"ar", "return_index", "return_inverse", "return_counts", "axis", "$equal_nan"}, 1, args))
    return false;
  UniqueWant w;
  if (!flag_arg(vm, args[1], false, w.index) || !flag_arg(vm, args[2], false, w.inverse) ||
      !flag_arg(vm, args[3], false, w.counts) || !flag_arg(vm, args[5], true, w.equal_nan))
    return false;
  if (!args[4].is_undef() && !args[4].is_none()) return unique_axis(vm, args[0], args[4], w, out);
  return unique_flat(vm, args[0], false, DType::Float64, w, out);
}

// ---- membership -------------------------------------------------------------------

// res[i] = (x[i] in y) != invert for contiguous x[0, nx), y[0, ny) of one
// type; NaN is in nothing (NumPy compares with ==).
template <class T> void member_run(const T* x, int64_t nx, T* y, int64_t ny, bool invert, bool* res) {
  if constexpr (std::is_integral_v<T>) {
    if (ny > 0) {
      auto [lo, hi] = std::minmax_element(y, y + ny);
      // A bitmap over y's range when it is small next to the inputs (NumPy's 'table').
      if ((double)*hi - (double)*lo <= 6.0 * (double)(nx + ny)) {
        T base = *lo;
        std::vector<uint8_t> table((size_t)(*hi - *lo) + 1, 0);
        for (int64_t i = 0; i < ny; i++) table[(size_t)(y[i] - base)] = 1;
        uint64_t span = (uint64_t)(*hi - *lo);
        for (int64_t i = 0; i < nx; i++) {
          uint64_t d = (uint64_t)x[i] - (uint64_t)base;
          bool in = x[i] >= base && d <= span && table[(size_t)d];
          res[i] = in != invert;
        }
        return;
      }
    }
  }
  sort_run(y, ny, false);
  int64_t end = ny;
  while (end > 0 && elem_isnan(y[end - 1])) end--;
  // NaNs are out of y[0, end) and skipped in x: the search compares numbers only.
  for (int64_t i = 0; i < nx; i++) {
    bool in = !elem_isnan(x[i]) && end > 0;
    if constexpr (kIsComplexElem<T>) {
      in = in && std::binary_search(y, y + end, x[i], [](const T& a, const T& b) { return sort_less(a, b); });
    } else if (in) {
      // Branch-free search for the last element <= x[i] (a conditional move
      // per step: three times faster than std::binary_search, bench/np_sort.py).
      const T* b = y;
      for (int64_t len = end; len > 1; len -= len / 2) b = b[len / 2] <= x[i] ? b + len / 2 : b;
      in = *b == x[i];
    }
    res[i] = in != invert;
  }
}

bool isin_kind(VM& vm, Value kind, DType dt, DType dt2) {
  if (kind.is_undef() || kind.is_none()) return true;
  std::string_view k = is_str(kind) ? str_view(kind) : std::string_view("?");
  if (k == "sort") return true;
  if (k != "table") {
    Str* r;
    if (!to_repr(vm, kind, r)) return false;
    return vm.raisef(vm.exc.ValueError, "Invalid kind: %s. Please use None, 'sort' or 'table'.", r->text().c_str());
  }
  if (dtype_category(dt) <= 1 && dtype_category(dt2) <= 1) return true;
  return vm.raise(vm.exc.ValueError,
                  "The 'table' method is only supported for boolean or integer arrays. Please select 'sort' or None "
                  "for kind.");
}

// member_array of str/bytes arrays: each element of x compared with y's
// (x == y[j] through the equal ufunc, OR-ed), as NumPy's isin does for
// short test lists; an array of False when the kinds differ.
bool member_text(VM& vm, NdArray* x, NdArray* y, bool invert, bool flat, NdArray*& out, RootScope& roots) {
  int64_t n = x->size;
  out = flat ? nd_new(vm, DType::Bool, 1, &n) : nd_new(vm, DType::Bool, x->ndim, x->shape);
  if (!out) return false;
  roots.add(out);
  NdArray* xs = np_flat_copy(vm, x, roots);
  NdArray* ys = xs ? np_flat_copy(vm, y, roots) : nullptr;
  if (!ys) return false;
  bool* res = reinterpret_cast<bool*>(out->data);
  if (xs->dtype == ys->dtype) {
    UFunc* eq = np_ufunc(vm, "equal");
    for (int64_t j = 0; j < ys->size; j++) {
      NdArray* pair[2] = {xs, nullptr};
      pair[1] = nd_view(vm, ys, ys->dtype, ys->data + j * ys->itemsize(), 0, nullptr, nullptr);
      Value hit;
      if (!pair[1] || !str_ufunc(vm, eq, pair, hit)) return false;
      NdArray* h = as<NdArray>(hit);
      for (int64_t i = 0; i < n; i++) res[i] = res[i] || h->data[i];
    }
  }
  for (int64_t i = 0; i < n; i++) res[i] = res[i] != invert;
  return true;
}

// in1d(x, y) as a bool array of x's shape (flat when `flat`).
bool member_array(VM& vm, Value xv, Value yv, bool invert, Value kind, bool flat, NdArray*& out, RootScope& roots) {
  NdArray *x0, *y0;
  if (!np_asarray(vm, xv, x0)) return false;
  roots.add(x0);
  if (!np_asarray(vm, yv, y0)) return false;
  roots.add(y0);
  if (!isin_kind(vm, kind, x0->dtype, y0->dtype)) return false;
  if (dtype_is_flexible(x0->dtype) || dtype_is_flexible(y0->dtype)) return member_text(vm, x0, y0, invert, flat, out, roots);
  DType dt = promote_types(x0->dtype, y0->dtype);
  NdArray* x = flat_as(vm, Value::object(x0), true, dt, roots);
  NdArray* y = x ? flat_as(vm, Value::object(y0), true, dt, roots) : nullptr;
  if (!y) return false;
  int64_t n = x->size;
  out = flat ? nd_new(vm, DType::Bool, 1, &n) : nd_new(vm, DType::Bool, x0->ndim, x0->shape);
  if (!out) return false;
  roots.add(out);
  dispatch_dtype(dt, [&]<class D>() {
    using T = SortElem<D>;
    member_run(reinterpret_cast<const T*>(x->data), n, reinterpret_cast<T*>(y->data), y->size, invert, (bool*)out->data);
  });
  return true;
}

bool fn_isin(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "isin", {"element", "test_elements", "assume_unique", "invert", "$kind"}, 2, args)) return false;
  bool unique, invert;
  if (!flag_arg(vm, args[2], false, unique) || !flag_arg(vm, args[3], false, invert)) return false;
  RootScope roots(vm);
  NdArray* r;
  if (!member_array(vm, args[0], args[1], invert, args[4], false, r, roots)) return false;
  out = Value::object(r);
  return true;
}

bool fn_in1d(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, a, "in1d", {"ar1", "ar2", "assume_unique", "invert", "$kind"}, 2, args)) return false;
  bool unique, invert;
  if (!flag_arg(vm, args[2], false, unique) || !flag_arg(vm, args[3], false, invert)) return false;
  RootScope roots(vm);
  NdArray* r;
  if (!member_array(vm, args[0], args[1], invert, args[4], true, r, roots)) return false;
  out = Value::object(r);
  return true;
}

// ---- two-set operations -----------------------------------------------------------

// ar1 and ar2 flattened into one contiguous array of their common dtype
// (np.concatenate of the two), each made unique first unless assume_unique;
// n1 is how many elements came from ar1 and ind1/ind2 (with want_index)
// the positions of the unique values in the inputs.
struct Joined {
  NdArray* aux = nullptr;
  int64_t n1 = 0;
  std::vector<int64_t> ind1, ind2;
};
bool join_sets(VM& vm, Value v1, Value v2, bool assume_unique, bool want_index, Joined& j, RootScope& roots) {
  NdArray *a1, *a2;
  if (!np_asarray(vm, v1, a1)) return false;
  roots.add(a1);
  if (!np_asarray(vm, v2, a2)) return false;
  roots.add(a2);
  DType dt = promote_types(a1->dtype, a2->dtype);
  NdArray* x1 = flat_as(vm, Value::object(a1), true, dt, roots);
  NdArray* x2 = x1 ? flat_as(vm, Value::object(a2), true, dt, roots) : nullptr;
  if (!x2) return false;
  int64_t n1 = x1->size, n2 = x2->size;
  if (!assume_unique) {
    UniqueWant w;
    w.index = want_index;
    UniqueOut o1, o2;
    dispatch_dtype(dt, [&]<class D>() {
      unique_run(reinterpret_cast<SortElem<D>*>(x1->data), n1, w, o1);
      unique_run(reinterpret_cast<SortElem<D>*>(x2->data), n2, w, o2);
    });
    n1 = o1.k, n2 = o2.k;
    j.ind1 = std::move(o1.index), j.ind2 = std::move(o2.index);
  }
  int64_t n = n1 + n2, isz = dtype_size(dt);
  j.aux = nd_new(vm, dt, 1, &n);
  if (!j.aux) return false;
  roots.add(j.aux);
  if (n1) std::memcpy(j.aux->data, x1->data, (size_t)(n1 * isz));
  if (n2) std::memcpy(j.aux->data + n1 * isz, x2->data, (size_t)(n2 * isz));
  j.n1 = n1;
  return true;
}

bool fn_intersect1d(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!np_bind_args(vm, a, "intersect1d", {"ar1", "ar2", "assume_unique", "return_indices"}, 2, args)) return false;
  bool assume_unique, want_index;
  if (!flag_arg(vm, args[2], false, assume_unique) || !flag_arg(vm, args[3], false, want_index)) return false;
  RootScope roots(vm);
  Joined j;
  if (!join_sets(vm, args[0], args[1], assume_unique, want_index, j, roots)) return false;
  int64_t n = j.aux->size, k = 0;
  std::vector<int64_t> i1, i2;
  dispatch_dtype(j.aux->dtype, [&]<class D>() {
    using T = SortElem<D>;
    T* p = reinterpret_cast<T*>(j.aux->data);
    std::vector<int64_t> perm((size_t)n);
    argsort_run(p, n, perm.data());
    std::vector<T> s((size_t)n);
    for (int64_t i = 0; i < n; i++) s[(size_t)i] = p[perm[(size_t)i]];
    for (int64_t i = 0; i + 1 < n; i++) {
      if (!(s[(size_t)i] == s[(size_t)i + 1])) continue;  // NaN never equals NaN
      p[k++] = s[(size_t)i];
      if (!want_index) continue;
      int64_t f1 = perm[(size_t)i], f2 = perm[(size_t)i + 1] - j.n1;
      i1.push_back(assume_unique ? f1 : j.ind1[(size_t)f1]);
      i2.push_back(assume_unique || f2 < 0 ? f2 : j.ind2[(size_t)f2]);
    }
  });
  NdArray* r = new_1d(vm, j.aux->dtype, k, j.aux->data, roots);
  if (!r) return false;
  if (!want_index) { out = Value::object(r); return true; }
  NdArray* r1 = new_1d(vm, DType::Int64, k, i1.data(), roots);
  NdArray* r2 = r1 ? new_1d(vm, DType::Int64, k, i2.data(), roots) : nullptr;
  if (!r2) return false;
  out = Value::object(vm.new_tuple({Value::object(r), Value::object(r1), Value::object(r2)}));
  return true;
}

bool fn_union1d(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!np_bind_args(vm, a, "union1d", {"ar1", "ar2"}, 2, args)) return false;
  RootScope roots(vm);
  Joined j;
  if (!join_sets(vm, args[0], args[1], true, false, j, roots)) return false;
  return unique_flat(vm, Value::object(j.aux), false, DType::Float64, UniqueWant{}, out);
}

bool fn_setxor1d(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "setxor1d", {"ar1", "ar2", "assume_unique"}, 2, args)) return false;
  bool assume_unique;
  if (!flag_arg(vm, args[2], false, assume_unique)) return false;
  RootScope roots(vm);
  Joined j;
  if (!join_sets(vm, args[0], args[1], assume_unique, false, j, roots)) return false;
  int64_t n = j.aux->size, k = 0;
  dispatch_dtype(j.aux->dtype, [&]<class D>() {
    using T = SortElem<D>;
    T* p = reinterpret_cast<T*>(j.aux->data);
    sort_run(p, n, false);
    // Keep the elements that equal neither neighbour (NaN equals nothing).
    for (int64_t i = 0; i < n; i++) {
      bool dup = (i > 0 && p[i - 1] == p[i]) || (i + 1 < n && p[i + 1] == p[i]);
      if (!dup) p[k++] = p[i];
    }
  });
  NdArray* r = new_1d(vm, j.aux->dtype, k, j.aux->data, roots);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

bool fn_setdiff1d(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!np_bind_args(vm, a, "setdiff1d", {"ar1", "ar2", "assume_unique"}, 2, args)) return false;
  bool assume_unique;
  if (!flag_arg(vm, args[2], false, assume_unique)) return false;
  RootScope roots(vm);
  Value x = args[0];
  if (!assume_unique) {
    if (!unique_flat(vm, x, false, DType::Float64, UniqueWant{}, x)) return false;
    roots.add(x);
  }
  NdArray* xs = flat_as(vm, x, false, DType::Float64, roots);
  if (!xs) return false;
  NdArray* keep;
  if (!member_array(vm, Value::object(xs), args[1], true, Value(), true, keep, roots)) return false;
  int64_t n = xs->size, k = 0, isz = xs->itemsize();
  for (int64_t i = 0; i < n; i++)
    if (keep->data[i]) std::memmove(xs->data + k++ * isz, xs->data + i * isz, (size_t)isz);
  NdArray* r = new_1d(vm, xs->dtype, k, xs->data, roots);
  if (!r) return false;
  out = Value::object(r);
  return true;
}

const NativeDef kFunctions[] = {
    {"unique", fn_unique, 1, 5, true, JitHint::None},
    {"isin", fn_isin, 2, 4, true, JitHint::None},
    {"in1d", fn_in1d, 2, 4, true, JitHint::None},
    {"intersect1d", fn_intersect1d, 2, 4, true, JitHint::None},
    {"union1d", fn_union1d, 2, 2, true, JitHint::None},
    {"setdiff1d", fn_setdiff1d, 2, 3, true, JitHint::None},
    {"setxor1d", fn_setxor1d, 2, 3, true, JitHint::None},
};

}  // namespace

void add_set_functions(VM& vm, Module* m) { add_module_functions(vm, m, kFunctions); }

}  // namespace tpy
