// np_hist.cpp — counting and binning: histogram (equal bins from an int
// or an estimator name, or explicit edges), bincount, digitize and interp,
// each one C++ pass over the data. histogram follows NumPy 1.24's histograms.py: the edges come
// from np.linspace, an element's bin is computed and then corrected
// against the edges (so bins agree with NumPy exactly), weights are summed
// per block of 65536 elements as NumPy's bincount calls do.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <vector>
#include "builtins/numpy/np_stats.h"

namespace tpy {

namespace {

using C128 = std::complex<double>;

NdArray* flat_array(VM& vm, NdArray* a, RootScope& roots) {
  NdArray* c = a->c_contiguous() ? a : nd_copy_as(vm, a, a->dtype);
  if (!c) return nullptr;
  roots.add(c);
  int64_t n = c->size, s = c->itemsize();
  NdArray* r = nd_view(vm, c, c->dtype, c->data, 1, &n, &s);
  if (r) roots.add(r);
  return r;
}

// The bin (v - e0) * norm falls in, within [0, nb) (NaN and inf included).
inline int64_t guess_bin(double v, double e0, double norm, int64_t nb) {
  double g = (v - e0) * norm;
  return g >= 0 && g < (double)nb ? (int64_t)g : g >= (double)nb ? nb - 1 : 0;
}

// The histogram of `x` (flat, type T) over 1-d `edges` (type E) into
// hist (type H): equal bins use the computed index, else a binary search.
// Weighted counts over given edges as NumPy forms them (so float sums
// agree): per block, the weights in the order of the sorted values are
// summed cumulatively, each edge picks the running sum where it would be
// inserted (the last edge after equal values), and a bin is the
// difference of its two edges' totals.
template <class T, class E, class H>
void weighted_edge_counts(const T* x, int64_t n, const E* edges, int64_t nb, const double* w, H* hist) {
  constexpr int64_t kBlock = 65536;
  std::vector<double> cum((size_t)nb + 1, 0.0), cw;
  std::vector<int64_t> order;
  auto less = [&](int64_t i, int64_t j) {   // NaN after every number
    E a = (E)x[i], b = (E)x[j];
    return a < b || (std::isnan(b) && !std::isnan(a));
  };
  for (int64_t b = 0; b < n; b += kBlock) {
    int64_t m = std::min(n, b + kBlock) - b;
    order.resize((size_t)m);
    std::iota(order.begin(), order.end(), b);
    std::sort(order.begin(), order.end(), less);
    cw.assign((size_t)m + 1, 0.0);
    for (int64_t i = 0; i < m; i++) cw[i + 1] = cw[i] + w[order[i]];
    for (int64_t k = 0; k <= nb; k++) {
      auto key = [&](int64_t i) { return (E)x[i]; };
      auto pos = k < nb ? std::partition_point(order.begin(), order.end(), [&](int64_t i) { return key(i) < edges[k]; })
                        : std::partition_point(order.begin(), order.end(), [&](int64_t i) { return !(edges[k] < key(i)) && !std::isnan(key(i)); });
      cum[k] += cw[pos - order.begin()];
    }
  }
  for (int64_t k = 0; k < nb; k++) hist[k] = (H)(cum[k + 1] - cum[k]);
}

template <class T, class E, class H>
void bin_counts(const T* x, int64_t n, const E* edges, int64_t nb, bool uniform, const double* w, H* hist) {
  if (w && !uniform) return weighted_edge_counts<T, E, H>(x, n, edges, nb, w, hist);
  constexpr int64_t kBlock = 65536;
  E e0 = edges[0], eN = edges[nb];
  double norm = (double)nb / ((double)eN - (double)e0);
  std::vector<double> part(w ? (size_t)nb : 0);
  for (int64_t b = 0; b < n; b += kBlock) {
    int64_t end = std::min(n, b + kBlock);
    for (int64_t i = b; i < end; i++) {
      E v = (E)x[i];
      if (!(v >= e0 && v <= eN)) continue;   // outside, or NaN
      int64_t k;
      if (uniform) {
        k = guess_bin(v, e0, norm, nb);
        if (v < edges[k]) k--;
        if (k < nb - 1 && v >= edges[k + 1]) k++;
        k = std::clamp<int64_t>(k, 0, nb - 1);
      } else {
        // Edges are often evenly spaced: try the bin that spacing gives,
        // then search (3x faster on np.linspace edges, bench/np_stats.py).
        k = guess_bin(v, e0, norm, nb);
        if (!(edges[k] <= v && (v < edges[k + 1] || k == nb - 1))) {
          k = std::upper_bound(edges, edges + nb + 1, v) - edges - 1;
          if (k == nb) k--;   // the last bin holds its right edge
        }
      }
      if (w) part[k] += w[i];
      else hist[k] += 1;
    }
    if (w) {
      for (int64_t k = 0; k < nb; k++) hist[k] += (H)part[k];
      std::fill(part.begin(), part.end(), 0.0);
    }
  }
}

// The outer edges of equal bins: `range`, or the data's min and max
// (NumPy's _get_outer_edges), widened by 0.5 each way when equal.
bool outer_edges(VM& vm, NdArray* a, Value range, double& lo, double& hi, RootScope& roots) {
  lo = 0, hi = 1;
  if (given(range)) {
    std::vector<Value> items;
    if (!collect_iterable(vm, range, items)) return false;
    if (items.size() != 2) return vm.raise(vm.exc.ValueError, "too many values to unpack (expected 2)");
    if (!to_double(vm, items[0], lo, "range") || !to_double(vm, items[1], hi, "range")) return false;
    if (lo > hi) return vm.raise(vm.exc.ValueError, "max must be larger than min in range parameter.");
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
      Str *s0, *s1;
      if (!to_str(vm, items[0], s0) || !to_str(vm, items[1], s1)) return false;
      return vm.raisef(vm.exc.ValueError, "supplied range of [%s, %s] is not finite", s0->text().c_str(), s1->text().c_str());
    }
  } else if (a->size > 0) {
    Value mn, mx;
    if (!np_call(vm, "amin", {Value::object(a)}, {}, mn) || !np_call(vm, "amax", {Value::object(a)}, {}, mx)) return false;
    roots.add(mn);
    roots.add(mx);
    if (!to_double(vm, mn, lo, "min") || !to_double(vm, mx, hi, "max")) return false;
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
      Str *s0, *s1;
      if (!to_str(vm, mn, s0) || !to_str(vm, mx, s1)) return false;
      return vm.raisef(vm.exc.ValueError, "autodetected range of [%s, %s] is not finite", s0->text().c_str(), s1->text().c_str());
    }
  }
  if (lo == hi) lo -= 0.5, hi += 0.5;
  return true;
}

// The edges of `bins` equal bins over [lo, hi] (np.linspace in a's float type).
bool equal_edges(VM& vm, NdArray* a, int64_t bins, double lo, double hi, NdArray*& edges, RootScope& roots) {
  DType et = dtype_category(a->dtype) == 2 ? a->dtype : DType::Float64;
  if (et == DType::Float32) lo = (float)lo, hi = (float)hi;
  Value e;
  if (!np_call(vm, "linspace", {Value::real(lo), Value::real(hi), Value::integer(bins + 1)},
               {{"dtype", dtype_object(vm, et)}}, e))
    return false;
  edges = as<NdArray>(e);
  roots.add(edges);
  return true;
}

double np_double(VM& vm, Value v) {
  double d = 0;
  if (!to_double(vm, v, d, "bins")) vm.take_pending();
  return d;
}

// The bin width of NumPy's estimator `name` for the data x (values in range).
bool estimator_width(VM& vm, const std::string& name, NdArray* x, double& width, RootScope& roots) {
  double n = (double)x->size;
  Value mn, mx, sd;
  if (!np_call(vm, "amin", {Value::object(x)}, {}, mn) || !np_call(vm, "amax", {Value::object(x)}, {}, mx)) return false;
  roots.add(mn);
  roots.add(mx);
  double ptp = np_double(vm, mx) - np_double(vm, mn);
  double sturges = ptp / (std::log2(n) + 1.0);
  if (name == "sqrt") { width = ptp / std::sqrt(n); return true; }
  if (name == "sturges") { width = sturges; return true; }
  if (name == "rice") { width = ptp / (2.0 * std::pow(n, 1.0 / 3)); return true; }
  if (!np_call(vm, "std", {Value::object(x)}, {}, sd)) return false;
  double sigma = np_double(vm, sd);
  if (name == "scott") { width = std::pow(24.0 * std::sqrt(M_PI) / n, 1.0 / 3.0) * sigma; return true; }
  if (name == "doane") {
    width = 0;
    if (n <= 2 || !(sigma > 0)) return true;
    double sg1 = std::sqrt(6.0 * (n - 2) / ((n + 1.0) * (n + 3)));
    Value mean, t, g1;
    if (!np_call(vm, "mean", {Value::object(x)}, {}, mean)) return false;
    Value sub[2] = {Value::object(x), mean};
    if (!ufunc_call(vm, np_ufunc(vm, "subtract"), sub, Value(), t)) return false;
    roots.add(t);
    Value dv[2] = {t, Value::real(sigma)}, pw[2] = {t, Value::integer(3)};
    if (!ufunc_call(vm, np_ufunc(vm, "divide"), dv, t, t) || !ufunc_call(vm, np_ufunc(vm, "power"), pw, t, t) ||
        !np_call(vm, "mean", {t}, {}, g1))
      return false;
    width = ptp / (1.0 + std::log2(n) + std::log2(1.0 + std::fabs(np_double(vm, g1)) / sg1));
    return true;
  }
  // fd, auto: twice the interquartile range over the cube root of n.
  Value q;
  List* qs = vm.new_list();
  roots.add(Value::object(qs));
  qs->items = {Value::integer(75), Value::integer(25)};
  if (!np_call(vm, "percentile", {Value::object(x), Value::object(qs)}, {}, q)) return false;
  roots.add(q);
  NdArray* qa = as<NdArray>(q);
  double iqr = ((double*)qa->data)[0] - ((double*)qa->data)[1];
  double fd = 2.0 * iqr * std::pow(n, -1.0 / 3.0);
  width = name == "fd" ? fd : fd ? std::min(fd, sturges) : sturges;
  return true;
}

// NumPy's 'stone' estimator: the bin count from 1 to max(100, sqrt(n))
// that minimises the estimated L2 risk (the first of equal minima), each
// count's histogram of x over [lo, hi] computed as np.histogram does.
bool stone_width(VM& vm, NdArray* x, double lo, double hi, double& width, RootScope& roots) {
  width = 0;
  int64_t n = x->size;
  Value mn, mx;
  if (!np_call(vm, "amin", {Value::object(x)}, {}, mn) || !np_call(vm, "amax", {Value::object(x)}, {}, mx)) return false;
  roots.add(mn);
  roots.add(mx);
  double ptp = np_double(vm, mx) - np_double(vm, mn);
  if (n <= 1 || ptp == 0) return true;
  int64_t upper = std::max<int64_t>(100, (int64_t)std::sqrt((double)n));
  Value range = Value::object(vm.new_tuple({Value::real(lo), Value::real(hi)}));
  roots.add(range);
  double best_risk = 0;
  int64_t best = 0;
  for (int64_t nb = 1; nb <= upper; nb++) {
    RootScope step(vm);
    Value h, p, pp;
    if (!np_call(vm, "histogram", {Value::object(x)}, {{"bins", Value::integer(nb)}, {"range", range}}, h)) return false;
    step.add(h);
    Value counts_n[2] = {as<Tuple>(h)->items[0], Value::integer(n)};
    if (!ufunc_call(vm, np_ufunc(vm, "divide"), counts_n, Value(), p)) return false;
    step.add(p);
    if (!np_call(vm, "dot", {p, p}, {}, pp)) return false;
    double risk = (2.0 - (double)(n + 1) * np_double(vm, pp)) / (ptp / (double)nb);
    if (nb == 1 || risk < best_risk) best_risk = risk, best = nb;
  }
  width = ptp / (double)best;
  return true;
}

// bins='auto', 'fd', 'doane', 'scott', 'rice', 'sturges', 'sqrt', 'stone': the
// number of equal bins NumPy's estimator gives over the data in range.
bool estimated_bins(VM& vm, NdArray* a, Value bins, Value range, bool weighted, double lo, double hi, int64_t& nb,
                    RootScope& roots) {
  std::string name(str_view(bins));
  static const char* const kNames[] = {"auto", "fd", "doane", "scott", "rice", "sturges", "sqrt", "stone"};
  if (std::find_if(std::begin(kNames), std::end(kNames), [&](const char* k) { return name == k; }) == std::end(kNames)) {
    Str* r;
    if (!to_repr(vm, bins, r)) return false;
    return vm.raisef(vm.exc.ValueError, "%s is not a valid estimator for `bins`", r->text().c_str());
  }
  if (weighted)
    return vm.raise(vm.exc.TypeError, "Automated estimation of the number of bins is not supported for weighted data");
  NdArray* x = a;
  if (given(range)) {   // only the data inside the range
    Value ge, le, keep, sel;
    Value c1[2] = {Value::object(a), Value::real(lo)}, c2[2] = {Value::object(a), Value::real(hi)};
    if (!ufunc_call(vm, np_ufunc(vm, "greater_equal"), c1, Value(), ge)) return false;
    roots.add(ge);
    if (!ufunc_call(vm, np_ufunc(vm, "less_equal"), c2, Value(), le)) return false;
    roots.add(le);
    Value both[2] = {ge, le};
    if (!ufunc_call(vm, np_ufunc(vm, "logical_and"), both, Value(), keep)) return false;
    roots.add(keep);
    if (!get_item(vm, Value::object(a), keep, sel)) return false;
    roots.add(sel);
    x = as<NdArray>(sel);
  }
  double width = 0;
  if (x->size == 0) { nb = 1; return true; }
  if (name == "stone" ? !stone_width(vm, x, lo, hi, width, roots) : !estimator_width(vm, name, x, width, roots))
    return false;
  nb = width ? (int64_t)std::ceil((hi - lo) / width) : 1;
  return true;
}

// Explicit edges: 1-d and non-decreasing.
bool given_edges(VM& vm, NdArray* a, NdArray* bins, NdArray*& edges, RootScope& roots) {
  if (bins->ndim != 1) return vm.raise(vm.exc.ValueError, "`bins` must be 1d, when an array");
  NdArray* both[2] = {a, bins};
  DType et = result_type(both, 2);
  if (dtype_category(et) < 2) et = DType::Float64;
  if (dtype_is_complex(et)) return vm.raise(vm.exc.TypeError, "tpy: complex histograms are not supported");
  edges = nd_copy_as(vm, bins, et);
  if (!edges) return false;
  roots.add(edges);
  bool ok = true;
  dispatch_dtype(et, [&]<class E>() {
    if constexpr (std::is_floating_point_v<E>) {
      const E* p = (const E*)edges->data;
      for (int64_t i = 1; i < edges->size && ok; i++) ok = !(p[i] < p[i - 1]);
    }
  });
  if (!ok) return vm.raise(vm.exc.ValueError, "`bins` must increase monotonically, when an array");
  return true;
}

// The edges for `bins` (an int, an estimator name, or edges: then
// `uniform` is false and `given` is the array as passed, which
// histogram returns).
bool histogram_edges(VM& vm, NdArray* a, Value bv, Value range, bool weighted, NdArray*& edges, bool& uniform,
                     NdArray*& given_arr, RootScope& roots) {
  given_arr = is_str(bv) ? nullptr : stats_array(vm, bv, roots);
  if (!given_arr && !is_str(bv)) return false;
  uniform = is_str(bv) || given_arr->ndim == 0;
  if (!uniform) return given_edges(vm, a, given_arr, edges, roots);
  int64_t nb;
  double lo, hi;
  if (is_str(bv)) {
    if (!outer_edges(vm, a, range, lo, hi, roots) || !estimated_bins(vm, a, bv, range, weighted, lo, hi, nb, roots))
      return false;
  } else {
    if (dtype_category(given_arr->dtype) > 1)
      return vm.raise(vm.exc.TypeError, "`bins` must be an integer, a string, or an array");
    if (!to_int64(vm, bv, nb, "bins")) return false;
    if (nb < 1) return vm.raise(vm.exc.ValueError, "`bins` must be positive, when an integer");
    if (!outer_edges(vm, a, range, lo, hi, roots)) return false;
  }
  return equal_edges(vm, a, nb, lo, hi, edges, roots);
}

// density=True: hist / bin widths / hist.sum() (NumPy's pairwise sum).
bool histogram_density(VM& vm, NdArray* hist, NdArray* edges, Value& out) {
  RootScope roots(vm);
  Value tv;
  double total;
  if (!np_call(vm, "sum", {Value::object(hist)}, {}, tv) || !to_double(vm, tv, total, "histogram")) return false;
  int64_t nb = hist->size;
  NdArray* d = nd_new(vm, DType::Float64, 1, &nb);
  if (!d) return false;
  dispatch_dtype(edges->dtype, [&]<class E>() {
    if constexpr (std::is_floating_point_v<E>) {
      const E* e = (const E*)edges->data;
      for (int64_t k = 0; k < nb; k++) {
        double h;
        cast_element(hist->dtype, hist->data + k * hist->itemsize(), DType::Float64, (char*)&h);
        ((double*)d->data)[k] = h / (double)(E)(e[k + 1] - e[k]) / total;
      }
    }
  });
  out = Value::object(d);
  return true;
}

// histogram(a, bins=10, range=None, density=None, weights=None) -> (hist, bin_edges)
bool fn_histogram(VM& vm, CallArgs& ca, Value& out) {
  Value args[5];
  if (!bind_args(vm, ca, "histogram", {"a", "bins", "range", "density", "weights"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a0 = stats_array(vm, args[0], roots);
  NdArray* a = a0 ? flat_array(vm, a0, roots) : nullptr;
  if (!a) return false;
  if (dtype_is_complex(a->dtype)) return vm.raise(vm.exc.TypeError, "tpy: complex histograms are not supported");
  NdArray *edges = nullptr, *given_arr = nullptr;
  bool uniform;
  Value bv = args[1].is_undef() ? Value::integer(10) : args[1];
  if (!histogram_edges(vm, a, bv, args[2], given(args[4]), edges, uniform, given_arr, roots)) return false;
  NdArray* w = nullptr;
  DType ht = DType::Int64;
  if (given(args[4])) {
    if (!(w = stats_array(vm, args[4], roots))) return false;
    bool same = w->ndim == a0->ndim;
    for (int d = 0; same && d < w->ndim; d++) same = w->shape[d] == a0->shape[d];
    if (!same) return vm.raise(vm.exc.ValueError, "weights should have the same shape as a.");
    if (dtype_is_complex(w->dtype)) return vm.raise(vm.exc.TypeError, "tpy: complex weights are not supported");
    ht = w->dtype == DType::Bool ? DType::Int64 : w->dtype;
    if (!(w = flat_array(vm, w, roots)) || !(w = nd_copy_as(vm, w, DType::Float64))) return false;
    roots.add(w);
  }
  int64_t nb = edges->size - 1;
  NdArray* hist = nd_new(vm, ht, 1, &nb);
  if (!hist) return false;
  roots.add(hist);
  dispatch_dtype(a->dtype, [&]<class T>() {
    if constexpr (!kIsComplexC<T>) {
      dispatch_dtype(edges->dtype, [&]<class E>() {
        if constexpr (std::is_floating_point_v<E>) {
          dispatch_dtype(hist->dtype, [&]<class H>() {
            if constexpr (!kIsComplexC<H> && !std::is_same_v<H, bool>)
              bin_counts<T, E, H>((const T*)a->data, a->size, (const E*)edges->data, nb, uniform,
                                  w ? (const double*)w->data : nullptr, (H*)hist->data);
          });
        }
      });
    }
  });
  bool density;
  Value h = Value::object(hist);
  if (!bool_arg(vm, args[3], false, density) || (density && !histogram_density(vm, hist, edges, h))) return false;
  roots.add(h);
  out = Value::object(vm.new_tuple({h, Value::object(uniform ? edges : given_arr)}));
  return true;
}

// bincount(x, /, weights=None, minlength=0)
bool fn_bincount(VM& vm, CallArgs& ca, Value& out) {
  Value args[3];
  if (!bind_args(vm, ca, "bincount", {"x", "weights", "minlength"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* x;
  if (is_ndarray(vm, args[0])) {
    x = as<NdArray>(args[0]);
    if (!can_cast_safe(x->dtype, DType::Int64))
      return vm.raisef(vm.exc.TypeError, "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'",
                       dtype_info(x->dtype).name);
  } else if (!nd_from_value(vm, args[0], true, DType::Int64, false, x)) {
    return false;
  }
  roots.add(x);
  if (x->ndim > 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  if (x->dtype != DType::Int64 || !x->c_contiguous()) {   // as it is when it can (bench/np_stats.py)
    if (!(x = nd_copy_as(vm, x, DType::Int64))) return false;
    roots.add(x);
  }
  int64_t minlength = 0;
  if (given(args[2]) && !to_int64(vm, args[2], minlength, "minlength")) return false;
  if (minlength < 0) return vm.raise(vm.exc.ValueError, "'minlength' must not be negative");
  const int64_t* p = (const int64_t*)x->data;
  int64_t n = x->size, mx = -1;
  for (int64_t i = 0; i < n; i++) {
    if (p[i] < 0) return vm.raise(vm.exc.ValueError, "'list' argument must have no negative elements");
    mx = std::max(mx, p[i]);
  }
  NdArray* w = nullptr;
  if (given(args[1])) {
    if (!(w = stats_array(vm, args[1], roots))) return false;
    if (dtype_is_complex(w->dtype))
      return vm.raise(vm.exc.TypeError, "Cannot cast array data from dtype('complex128') to dtype('float64') according to the rule 'safe'");
    if (w->ndim > 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
    if (w->size != n) return vm.raise(vm.exc.ValueError, "The weights and list don't have the same length.");
    if (w->dtype != DType::Float64 || !w->c_contiguous()) {
      if (!(w = nd_copy_as(vm, w, DType::Float64))) return false;
      roots.add(w);
    }
  }
  int64_t len = std::max(mx + 1, minlength);
  NdArray* r = nd_new(vm, w ? DType::Float64 : DType::Int64, 1, &len);
  if (!r) return false;
  if (w) {
    const double* wp = (const double*)w->data;
    double* o = (double*)r->data;
    for (int64_t i = 0; i < n; i++) o[p[i]] += wp[i];
  } else {
    int64_t* o = (int64_t*)r->data;
    for (int64_t i = 0; i < n; i++) o[p[i]]++;
  }
  out = Value::object(r);
  return true;
}

// NumPy's sort order for floats: NaN after everything.
template <class T> bool nan_last_less(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) return a < b || (std::isnan(b) && !std::isnan(a));
  else return a < b;
}

// digitize(x, bins, right=False): searchsorted on bins (reversed when decreasing).
bool fn_digitize(VM& vm, CallArgs& ca, Value& out) {
  Value args[3];
  if (!bind_args(vm, ca, "digitize", {"x", "bins", "right"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* x = stats_array(vm, args[0], roots);
  NdArray* b = x ? stats_array(vm, args[1], roots) : nullptr;
  bool right;
  if (!b || !bool_arg(vm, args[2], false, right)) return false;
  if (dtype_is_complex(x->dtype)) return vm.raise(vm.exc.TypeError, "x may not be complex");
  if (b->ndim != 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  DType ct = promote_types(x->dtype, b->dtype);
  if (!(x = nd_copy_as(vm, x, ct)) || !(b = nd_copy_as(vm, b, ct))) return false;
  roots.add(x);
  roots.add(b);
  NdArray* r = nd_new(vm, DType::Int64, x->ndim, x->shape);
  if (!r) return false;
  roots.add(r);
  bool ok = true;
  dispatch_dtype(ct, [&]<class T>() {
    if constexpr (!kIsComplexC<T>) {
      const T* e = (const T*)b->data;
      int64_t nb = b->size;
      int dir = 0;   // +1 increasing, -1 decreasing (NumPy's check_array_monotonic)
      for (int64_t i = 1; i < nb && ok; i++) {
        if (nan_last_less(e[i], e[i - 1])) ok = dir <= 0, dir = -1;
        else if (nan_last_less(e[i - 1], e[i])) ok = dir >= 0, dir = 1;
      }
      if (!ok) return;
      std::vector<T> inc(e, e + nb);
      if (dir < 0) std::reverse(inc.begin(), inc.end());
      const T* xp = (const T*)x->data;
      int64_t* o = (int64_t*)r->data;
      for (int64_t i = 0; i < x->size; i++) {
        // searchsorted(bins, x, side='left' if right else 'right'), on the
        // reversed bins when they decrease (counted from the end).
        auto it = !right ? std::upper_bound(inc.begin(), inc.end(), xp[i], nan_last_less<T>)
                        : std::lower_bound(inc.begin(), inc.end(), xp[i], nan_last_less<T>);
        int64_t k = it - inc.begin();
        o[i] = dir < 0 ? nb - k : k;
      }
    }
  });
  if (!ok) return vm.raise(vm.exc.ValueError, "bins must be monotonically increasing or decreasing");
  out = np_result(vm, r, true);
  return true;
}

// interp's 1-d float64 inputs: xp and fp of one length, at least one point.
bool interp_points(VM& vm, Value xpv, Value fpv, NdArray*& xp, NdArray*& fp, RootScope& roots) {
  if (!(xp = stats_array(vm, xpv, roots)) || !(fp = stats_array(vm, fpv, roots))) return false;
  if (xp->ndim > 1 || fp->ndim > 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  DType fdt = dtype_is_complex(fp->dtype) ? DType::Complex128 : DType::Float64;
  if (!(xp = nd_copy_as(vm, xp, DType::Float64)) || !(fp = nd_copy_as(vm, fp, fdt))) return false;
  roots.add(xp);
  roots.add(fp);
  if (fp->size != xp->size) return vm.raise(vm.exc.ValueError, "fp and xp are not of the same length.");
  if (xp->size == 0) return vm.raise(vm.exc.ValueError, "array of sample points is empty");
  return true;
}

// NumPy's compiled interp: left/right outside, the exact sample at a
// point, else the slope from the left neighbour (from the right one when
// that gives NaN).
// A complex fp's parts go through it one at a time, each part's slope a
// product with 1 / (dx[j+1] - dx[j]) as NumPy's complex loop computes it.
double interp_one(double v, const double* dx, const double* dy, int64_t n, double left, double right,
                  bool by_inverse = false) {
  if (std::isnan(v)) return v;
  if (v < dx[0]) return left;
  if (v > dx[n - 1]) return right;
  int64_t j = std::upper_bound(dx, dx + n, v) - dx - 1;
  if (j >= n - 1) return dy[n - 1];
  if (dx[j] == v) return dy[j];
  double slope = by_inverse ? (dy[j + 1] - dy[j]) * (1.0 / (dx[j + 1] - dx[j])) : (dy[j + 1] - dy[j]) / (dx[j + 1] - dx[j]);
  double r = slope * (v - dx[j]) + dy[j];
  if (std::isnan(r)) {
    r = slope * (v - dx[j + 1]) + dy[j + 1];
    if (std::isnan(r) && dy[j] == dy[j + 1]) r = dy[j];
  }
  return r;
}

// With a period: every coordinate taken modulo it, the samples sorted and
// extended by one on each side.
void periodic_points(double period, std::vector<double>& xs, std::vector<double>& ys) {
  size_t n = xs.size();
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  for (double& v : xs) v = v - period * std::floor(v / period);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return xs[a] < xs[b]; });
  std::vector<double> x2{xs[order[n - 1]] - period}, y2{ys[order[n - 1]]};
  for (size_t i : order) x2.push_back(xs[i]), y2.push_back(ys[i]);
  x2.push_back(xs[order[0]] + period);
  y2.push_back(ys[order[0]]);
  xs.swap(x2);
  ys.swap(y2);
}

// A complex left= / right= (or a number) as complex128.
bool complex_arg(VM& vm, Value v, std::complex<double>& out) {
  RootScope roots(vm);
  NdArray* a;
  if (!np_asarray(vm, v, a)) return false;
  roots.add(a);
  if (a->size != 1) return vm.raise(vm.exc.TypeError, "only length-1 arrays can be converted to Python scalars");
  cast_element(a->dtype, a->data, DType::Complex128, (char*)&out);
  return true;
}

// interp with complex fp: the real and imaginary parts interpolated apart.
bool interp_complex(VM& vm, Value* args, NdArray* x, NdArray* xp, NdArray* fp, Value& out) {
  const std::complex<double>* f = (const std::complex<double>*)fp->data;
  std::vector<double> xs((double*)xp->data, (double*)xp->data + xp->size), xs2 = xs, re, im;
  for (int64_t i = 0; i < fp->size; i++) re.push_back(f[i].real()), im.push_back(f[i].imag());
  std::complex<double> left = f[0], right = f[fp->size - 1];
  if (given(args[5])) {
    double period;
    if (!to_double(vm, args[5], period, "period")) return false;
    if (period == 0) return vm.raise(vm.exc.ValueError, "period must be a non-zero value");
    period = std::fabs(period);
    periodic_points(period, xs, re);
    periodic_points(period, xs2, im);
    double* p = (double*)x->data;
    for (int64_t i = 0; i < x->size; i++) p[i] = p[i] - period * std::floor(p[i] / period);
    left = {re.front(), im.front()};
    right = {re.back(), im.back()};
  } else {
    if (given(args[3]) && !complex_arg(vm, args[3], left)) return false;
    if (given(args[4]) && !complex_arg(vm, args[4], right)) return false;
  }
  NdArray* r = nd_new(vm, DType::Complex128, x->ndim, x->shape);
  if (!r) return false;
  const double* p = (const double*)x->data;
  int64_t n = (int64_t)xs.size();
  for (int64_t i = 0; i < x->size; i++)
    ((std::complex<double>*)r->data)[i] = {interp_one(p[i], xs.data(), re.data(), n, left.real(), right.real(), true),
                                           interp_one(p[i], xs.data(), im.data(), n, left.imag(), right.imag(), true)};
  out = np_result(vm, r, true);
  return true;
}

// interp(x, xp, fp, left=None, right=None, period=None)
bool fn_interp(VM& vm, CallArgs& ca, Value& out) {
  Value args[6];
  if (!bind_args(vm, ca, "interp", {"x", "xp", "fp", "left", "right", "period"}, 3, args)) return false;
  RootScope roots(vm);
  NdArray *x, *xp, *fp;
  if (!(x = stats_array(vm, args[0], roots)) || !interp_points(vm, args[1], args[2], xp, fp, roots)) return false;
  if (dtype_is_complex(x->dtype)) return vm.raise(vm.exc.TypeError, "Cannot cast array data from dtype('complex128') to dtype('float64') according to the rule 'safe'");
  if (!(x = nd_copy_as(vm, x, DType::Float64))) return false;
  roots.add(x);
  if (dtype_is_complex(fp->dtype)) return interp_complex(vm, args, x, xp, fp, out);
  std::vector<double> xs((double*)xp->data, (double*)xp->data + xp->size);
  std::vector<double> ys((double*)fp->data, (double*)fp->data + fp->size);
  double left = ys.front(), right = ys.back(), period = 0;
  if (given(args[5])) {
    if (!to_double(vm, args[5], period, "period")) return false;
    if (period == 0) return vm.raise(vm.exc.ValueError, "period must be a non-zero value");
    period = std::fabs(period);
    periodic_points(period, xs, ys);
    double* p = (double*)x->data;
    for (int64_t i = 0; i < x->size; i++) p[i] = p[i] - period * std::floor(p[i] / period);
  } else {
    if (given(args[3]) && !to_double(vm, args[3], left, "left")) return false;
    if (given(args[4]) && !to_double(vm, args[4], right, "right")) return false;
  }
  NdArray* r = nd_new(vm, DType::Float64, x->ndim, x->shape);
  if (!r) return false;
  const double* p = (const double*)x->data;
  for (int64_t i = 0; i < x->size; i++)
    ((double*)r->data)[i] = interp_one(p[i], xs.data(), ys.data(), (int64_t)xs.size(), left, right);
  out = np_result(vm, r, true);
  return true;
}

const NativeDef kHistFunctions[] = {
    {"histogram", fn_histogram, 1, 5, true, JitHint::None},
    {"bincount", fn_bincount, 1, 3, true, JitHint::None},
    {"digitize", fn_digitize, 2, 3, true, JitHint::None},
    {"interp", fn_interp, 3, 6, true, JitHint::None},
};

}  // namespace

void add_hist_functions(VM& vm, Module* m) { add_module_functions(vm, m, kHistFunctions); }

}  // namespace tpy
