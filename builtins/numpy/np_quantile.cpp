// np_quantile.cpp — median, percentile, quantile and their nan-forms, as
// NumPy 1.24 computes them: each lane (make_lanes) is copied once, the
// order statistics it needs are found by selection (std::nth_element on
// successive sub-ranges, never a full sort: bench/np_stats.py), and the
// 13 methods of np.quantile pick or interpolate them (NumPy's _lerp).
// A lane holding a NaN gives NaN; the nan-forms drop NaNs first.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>
#include "builtins/numpy/np_stats.h"
#include "builtins/numpy/np_args.h"

namespace tpy {

namespace {

#define TPY_QMETHODS(X)                                                                                    \
  X(InvertedCdf, "inverted_cdf") X(AveragedInvertedCdf, "averaged_inverted_cdf")                           \
  X(ClosestObservation, "closest_observation") X(InterpolatedInvertedCdf, "interpolated_inverted_cdf")     \
  X(Hazen, "hazen") X(Weibull, "weibull") X(Linear, "linear") X(MedianUnbiased, "median_unbiased")          \
  X(NormalUnbiased, "normal_unbiased") X(Lower, "lower") X(Higher, "higher") X(Midpoint, "midpoint")        \
  X(Nearest, "nearest")

enum class QMethod {
#define TPY_QM_ENUM(id, name) id,
  TPY_QMETHODS(TPY_QM_ENUM)
#undef TPY_QM_ENUM
  Median,   // np.median: the mean of the middle one or two
};

bool is_discrete(QMethod m) {
  return m == QMethod::InvertedCdf || m == QMethod::ClosestObservation || m == QMethod::Lower ||
         m == QMethod::Higher || m == QMethod::Nearest;
}

bool parse_method(VM& vm, Value v, QMethod& m) {
  m = QMethod::Linear;
  if (v.is_undef()) return true;
  std::string name = is_str(v) ? std::string(str_view(v)) : "";
#define TPY_QM_MATCH(id, text) \
  if (name == text) { m = QMethod::id; return true; }
  TPY_QMETHODS(TPY_QM_MATCH)
#undef TPY_QM_MATCH
  Str* r;
  if (!to_repr(vm, v, r)) return false;
  std::string keys;
#define TPY_QM_KEY(id, text) keys += std::string(keys.empty() ? "" : ", ") + "'" + text + "'";
  TPY_QMETHODS(TPY_QM_KEY)
#undef TPY_QM_KEY
  return vm.raisef(vm.exc.ValueError, "%s is not a valid method. Use one of: dict_keys([%s])",
                   r->text().c_str(), keys.c_str());
}

// Where quantile q of n sorted values lies: elements lo and hi (-1: the
// last) mixed by gamma, or element lo alone for the discrete methods.
struct QPick {
  int64_t lo, hi;
  double gamma;
};

double py_mod2(double x) { return x - 2.0 * std::floor(x / 2.0); }

// The discrete methods' index (NumPy's _discret_interpolation_to_boundaries).
int64_t boundary_index(double index, bool closest) {
  double prev = std::floor(index), gamma = index - prev;
  bool take_prev = gamma == 0 && (!closest || py_mod2(prev) == 0);
  int64_t r = (int64_t)(take_prev ? prev : prev + 1);
  return r < 0 ? 0 : r;
}

QPick pick_for(QMethod m, int64_t n, double q) {
  double nn = (double)n, vi = 0, ab = 0;
  switch (m) {
    case QMethod::Lower: return {(int64_t)std::floor((nn - 1) * q), 0, 0};
    case QMethod::Higher: return {(int64_t)std::ceil((nn - 1) * q), 0, 0};
    case QMethod::Nearest: return {(int64_t)std::nearbyint((nn - 1) * q), 0, 0};
    case QMethod::InvertedCdf: return {boundary_index(nn * q - 1, false), 0, 0};
    case QMethod::ClosestObservation: return {boundary_index(nn * q - 1 - 0.5, true), 0, 0};
    case QMethod::Linear: case QMethod::Median: vi = (nn - 1) * q; break;
    case QMethod::Midpoint: vi = 0.5 * (std::floor((nn - 1) * q) + std::ceil((nn - 1) * q)); break;
    case QMethod::AveragedInvertedCdf: vi = nn * q - 1; break;
    case QMethod::InterpolatedInvertedCdf: vi = nn * q + (0 + q * (1 - 0 - 1)) - 1; break;
    case QMethod::Hazen: ab = 0.5; break;
    case QMethod::Weibull: ab = 0; break;
    case QMethod::MedianUnbiased: ab = 1 / 3.0; break;
    case QMethod::NormalUnbiased: ab = 3 / 8.0; break;
  }
  if (m == QMethod::Hazen || m == QMethod::Weibull || m == QMethod::MedianUnbiased || m == QMethod::NormalUnbiased)
    vi = nn * q + (ab + q * (1 - ab - ab)) - 1;
  double prev = std::floor(vi);
  QPick p{(int64_t)prev, (int64_t)prev + 1, 0};
  if (vi >= nn - 1) p.lo = p.hi = -1;
  if (vi < 0) p.lo = p.hi = 0;
  p.gamma = vi - (double)p.lo;
  if (m == QMethod::Midpoint) p.gamma = std::fmod(vi, 1.0) == 0 ? 0.0 : 0.5;
  if (m == QMethod::AveragedInvertedCdf) p.gamma = p.gamma == 0 ? 0.5 : 1.0;
  return p;
}

// Puts the k-th smallest of p[0..n) at p[k] for every k in ks (ascending),
// each selection on what lies right of the previous one.
template <class T> void select_all(T* p, int64_t n, const std::vector<int64_t>& ks) {
  int64_t from = 0;
  for (int64_t k : ks) {
    if (k < from || k >= n) continue;
    if (k == from) std::iter_swap(p + k, std::min_element(p + from, p + n));
    else std::nth_element(p + from, p + k, p + n);
    from = k + 1;
  }
}

template <class T> bool is_nan(T x) {
  if constexpr (std::is_floating_point_v<T>) return std::isnan(x);
  else return false;
}

// Large lanes: order statistics k0..k1 of the n non-NaN values of p[0..len)
// in one read-only pass (Floyd and Rivest's idea): two pivots from a
// strided sample bracket ranks k0..k1, the pass counts what lies below the
// lower one and gathers what lies between, and selection runs on that
// small middle part only. 3x faster than a copy and nth_element on 10 M
// float64 (bench/np_stats.py). False when the bracket missed (a sample
// unlike the data); the caller then selects on a copy.
constexpr int64_t kSampleMin = 1 << 16;

template <class T>
bool sample_select(const T* p, int64_t len, int64_t n, int64_t k0, int64_t k1, std::vector<T>& mid, int64_t& below) {
  int64_t s = std::max<int64_t>(4096, (int64_t)std::pow((double)len, 2.0 / 3.0));
  std::vector<T> sample;
  sample.reserve(s);
  for (int64_t i = 0; i < s; i++) {
    T x = p[(int64_t)((double)i * (double)len / (double)s)];
    if (!is_nan(x)) sample.push_back(x);
  }
  int64_t ns = (int64_t)sample.size(), delta = 3 * (int64_t)std::sqrt((double)ns) + 8;
  if (ns < 64) return false;
  int64_t r0 = (int64_t)((double)k0 * ns / n) - delta, r1 = (int64_t)((double)k1 * ns / n) + delta;
  T lo = std::numeric_limits<T>::lowest(), hi = std::numeric_limits<T>::max();
  if constexpr (std::is_floating_point_v<T>) lo = -std::numeric_limits<T>::infinity(), hi = -lo;
  if (r0 > 0) { std::nth_element(sample.begin(), sample.begin() + r0, sample.end()); lo = sample[r0]; }
  if (r1 < ns - 1) { std::nth_element(sample.begin(), sample.begin() + r1, sample.end()); hi = sample[r1]; }
  // Branch-free: every element is stored, the write position advances only
  // for those in [lo, hi] (NaN is neither); a branch here was 7x slower.
  constexpr int64_t kBlock = 4096;
  mid.assign((size_t)(2 * (r1 - r0 + 1) * (len / ns + 1)) + kBlock, T());
  int64_t nb = 0, m = 0;
  for (int64_t b = 0; b < len; b += kBlock) {
    if ((int64_t)mid.size() < m + kBlock) mid.resize(2 * mid.size());
    T* out = mid.data();
    for (int64_t i = b, e = std::min(len, b + kBlock); i < e; i++) {
      T x = p[i];
      nb += x < lo;
      out[m] = x;
      m += (x >= lo) & (x <= hi);
    }
  }
  mid.resize((size_t)m);
  below = nb;
  return nb <= k0 && k1 < nb + (int64_t)mid.size();
}

// The values of ranks ks (ascending) among the n non-NaN values of p[0..len).
template <class T>
void order_stats(const T* p, int64_t len, int64_t n, const std::vector<int64_t>& ks, std::vector<T>& vals) {
  vals.assign(ks.size(), T());
  std::vector<T> mid;
  size_t i = 0;
  if (len >= kSampleMin) {
    // Ranks close together share one pass.
    while (i < ks.size()) {
      size_t j = i;
      while (j + 1 < ks.size() && ks[j + 1] - ks[i] <= n / 1000) j++;
      int64_t below;
      if (!sample_select(p, len, n, ks[i], ks[j], mid, below)) break;
      std::vector<int64_t> local;
      for (size_t t = i; t <= j; t++) local.push_back(ks[t] - below);
      select_all(mid.data(), (int64_t)mid.size(), local);
      for (size_t t = i; t <= j; t++) vals[t] = mid[ks[t] - below];
      i = j + 1;
    }
    if (i == ks.size()) return;
  }
  mid.clear();
  for (int64_t t = 0; t < len; t++)
    if (!is_nan(p[t])) mid.push_back(p[t]);
  select_all(mid.data(), n, ks);
  for (size_t t = 0; t < ks.size(); t++) vals[t] = mid[ks[t]];
}

struct QuantileJob {
  QMethod method;
  bool skip_nan;
  std::vector<double> qs;   // in [0, 1]
  DType in_dt, out_dt;
};

// Results of one lane, p[0..len), into out[j * stride] for each q.
// Returns whether a nan-function's lane was all NaN (NumPy warns for each).
template <class T> bool quantile_lane(const QuantileJob& job, const T* p, int64_t len, char* out, int64_t stride) {
  size_t nq = job.qs.size();
  auto put = [&](size_t j, DType dt, const void* v) { cast_element(dt, (const char*)v, job.out_dt, out + j * stride); };
  int64_t nans = 0;
  if constexpr (std::is_floating_point_v<T>) {
    for (int64_t i = 0; i < len; i++) nans += std::isnan(p[i]);
  }
  int64_t n = len - nans;
  if ((nans && !job.skip_nan) || n == 0) {
    double nan = NAN;
    for (size_t j = 0; j < nq; j++) put(j, DType::Float64, &nan);
    return job.skip_nan && len > 0;
  }
  std::vector<QPick> picks(nq);
  std::vector<int64_t> ks;
  for (size_t j = 0; j < nq; j++) {
    if (job.method == QMethod::Median) {
      picks[j] = {(n - 1) / 2, n / 2, 0};
    } else {
      picks[j] = pick_for(job.method, n, job.qs[j]);
      if (picks[j].lo < 0 || picks[j].lo >= n) picks[j].lo = n - 1;
      if (picks[j].hi < 0 || picks[j].hi >= n) picks[j].hi = n - 1;
    }
    ks.push_back(picks[j].lo);
    if (!is_discrete(job.method)) ks.push_back(picks[j].hi);
  }
  std::sort(ks.begin(), ks.end());
  ks.erase(std::unique(ks.begin(), ks.end()), ks.end());
  std::vector<T> vals;
  order_stats(p, len, n, ks, vals);
  auto value = [&](int64_t k) { return vals[std::lower_bound(ks.begin(), ks.end(), k) - ks.begin()]; };
  for (size_t j = 0; j < nq; j++) {
    const QPick& k = picks[j];
    T a = value(k.lo), b = is_discrete(job.method) ? a : value(k.hi);
    if (is_discrete(job.method)) {
      put(j, job.in_dt, &a);
    } else if (job.method == QMethod::Median) {
      if constexpr (std::is_floating_point_v<T>) {
        T m = k.lo == k.hi ? a : (T)(a + b) / T(2);
        put(j, job.in_dt, &m);
      } else {
        double m = k.lo == k.hi ? (double)a : ((double)a + (double)b) / 2.0;
        put(j, DType::Float64, &m);
      }
    } else {
      // NumPy's _lerp: the difference in the array's type, then float64.
      double diff = (double)(T)(b - a), t = k.gamma;
      double r = t >= 0.5 ? (double)b - diff * (1 - t) : (double)a + diff * t;
      put(j, DType::Float64, &r);
    }
  }
  return false;
}

// The whole computation: q (null for the median) over `axis` of a.
bool run_quantile(VM& vm, NdArray* a, NdArray* q, QuantileJob& job, Value axis, bool keepdims, Value outv,
                  Value& out) {
  RootScope roots(vm);
  if (dtype_is_complex(a->dtype))
    return vm.raise(vm.exc.TypeError, "tpy: quantiles of complex arrays are not supported");
  NdArray* pair[2] = {a, a};
  if (dtype_is_flexible(a->dtype)) return str_no_loop(vm, np_ufunc(vm, "add"), pair);   // NumPy's mean of the middle
  job.in_dt = a->dtype;
  bool discrete = is_discrete(job.method);
  if (job.method == QMethod::Median) job.out_dt = a->dtype == DType::Float32 ? DType::Float32 : DType::Float64;
  else job.out_dt = discrete ? a->dtype : DType::Float64;
  if (a->dtype == DType::Bool && !discrete && job.method != QMethod::Median) return bool_subtract_error(vm);
  uint64_t mask;
  if (!tuple_axis_mask(vm, axis, a->ndim, mask)) return false;
  Lanes L;
  if (!make_lanes(vm, a, mask, keepdims, a->dtype, L, roots, true)) return false;
  if (L.len == 0 && job.method != QMethod::Median && !job.skip_nan)
    return vm.raise(vm.exc.IndexError, "cannot do a non-empty take from an empty axes.");
  int qnd = q ? q->ndim : 0;
  int64_t shape[kMaxDims];
  for (int d = 0; d < qnd; d++) shape[d] = q->shape[d];
  if (qnd + L.nd > kMaxDims) return vm.raise(vm.exc.ValueError, "too many dimensions");
  std::memcpy(shape + qnd, L.shape, sizeof(int64_t) * L.nd);
  NdArray* res = nd_new(vm, job.out_dt, qnd + L.nd, shape);
  if (!res) return false;
  roots.add(res);
  int64_t osize = dtype_size(job.out_dt), isize = dtype_size(a->dtype), all_nan = 0;
  dispatch_dtype(a->dtype, [&]<class D>() {
    using T = std::conditional_t<std::is_same_v<D, bool>, uint8_t, D>;   // no std::vector<bool>
    if constexpr (!kIsComplexC<T>) {
      for (int64_t i = 0; i < L.count; i++)
        all_nan += quantile_lane<T>(job, (const T*)(L.buf->data + i * L.len * isize), L.len, res->data + i * osize,
                                    L.count * osize);
    }
  });
  // NumPy's warnings: a nan-function warns once per all-NaN slice, and of
  // an empty array as nanmean; median of an empty slice is the mean of
  // one, with mean's warnings.
  for (int64_t i = 0; i < all_nan; i++)
    if (!np_warn(vm, vm.exc.RuntimeWarning, "All-NaN slice encountered")) return false;
  if (job.skip_nan && a->size == 0 && !np_warn(vm, vm.exc.RuntimeWarning, "Mean of empty slice")) return false;
  if (!job.skip_nan && job.method == QMethod::Median && L.len == 0) {
    if (!np_warn(vm, vm.exc.RuntimeWarning, "Mean of empty slice.")) return false;
    bool scalar = res->ndim == 0 && job.out_dt == DType::Float64;
    if (res->size > 0 && !np_fp_report(vm, kFpInvalid, scalar ? "scalar divide" : "divide")) return false;
  }
  return store_out(vm, np_result(vm, res, true), outv, out);
}

// q as float64 values checked against [0, 1] (percentile: [0, 100], divided by 100).
bool quantile_qs(VM& vm, Value qv, bool percent, NdArray*& q, std::vector<double>& qs, RootScope& roots) {
  NdArray* raw = stats_array(vm, qv, roots);
  if (!raw) return false;
  if (raw->ndim > 2) return vm.raise(vm.exc.ValueError, "q must be a scalar or 1d");
  q = nd_copy_as(vm, raw, DType::Float64);
  if (!q) return false;
  roots.add(q);
  const double* p = (const double*)q->data;
  for (int64_t i = 0; i < q->size; i++) {
    double x = percent ? p[i] / 100.0 : p[i];
    if (!(x >= 0 && x <= 1))
      return vm.raise(vm.exc.ValueError,
                      percent ? "Percentiles must be in the range [0, 100]" : "Quantiles must be in the range [0, 1]");
    qs.push_back(x);
  }
  return true;
}

// median(a, axis=None, out=None, overwrite_input=False, keepdims=False)
bool do_median(VM& vm, CallArgs& ca, const char* name, bool skip_nan, Value& out) {
  Value args[5];
  if (!np_bind_args(vm, ca, name, {"a", "axis", "out", "overwrite_input", "keepdims"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  bool keep;
  if (!a || !bool_arg(vm, args[4], false, keep)) return false;
  QuantileJob job{QMethod::Median, skip_nan, {0.5}, a->dtype, a->dtype};
  return run_quantile(vm, a, nullptr, job, args[1], keep, args[2], out);
}

// percentile(a, q, axis=None, out=None, overwrite_input=False, method='linear', keepdims=False)
bool do_quantile(VM& vm, CallArgs& ca, const char* name, bool percent, bool skip_nan, Value& out) {
  Value args[8];
  if (!np_bind_args(vm, ca, name, {"a", "q", "axis", "out", "overwrite_input", "method", "keepdims", "$interpolation"},
                    2, args))
    return false;
  if (!args[7].is_undef() && !args[7].is_none()) {   // NumPy 1.22's old name for method=
    std::string msg = std::string("the `interpolation=` argument to ") + name +
                      " was renamed to `method=`, which has additional options.\nUsers of the modes 'nearest', "
                      "'lower', 'higher', or 'midpoint' are encouraged to review the method they used. (Deprecated "
                      "NumPy 1.22)";
    if (!np_warn(vm, vm.exc.DeprecationWarning, msg)) return false;
    if (!args[5].is_undef() && !(is_str(args[5]) && str_view(args[5]) == "linear"))
      return vm.raise(vm.exc.TypeError, "You shall not pass both `method` and `interpolation`!\n"
                                        "(`interpolation` is Deprecated in favor of `method`)");
    args[5] = args[7];
  }
  RootScope roots(vm);
  NdArray* a = stats_array(vm, args[0], roots);
  if (!a) return false;
  QuantileJob job{QMethod::Linear, skip_nan, {}, a->dtype, a->dtype};
  NdArray* q = nullptr;
  bool keep;
  if (!quantile_qs(vm, args[1], percent, q, job.qs, roots) || !parse_method(vm, args[5], job.method) ||
      !bool_arg(vm, args[6], false, keep))
    return false;
  return run_quantile(vm, a, q, job, args[2], keep, args[3], out);
}

bool fn_median(VM& vm, CallArgs& a, Value& out) { return do_median(vm, a, "median", false, out); }
bool fn_nanmedian(VM& vm, CallArgs& a, Value& out) { return do_median(vm, a, "nanmedian", true, out); }
bool fn_percentile(VM& vm, CallArgs& a, Value& out) { return do_quantile(vm, a, "percentile", true, false, out); }
bool fn_quantile(VM& vm, CallArgs& a, Value& out) { return do_quantile(vm, a, "quantile", false, false, out); }
bool fn_nanpercentile(VM& vm, CallArgs& a, Value& out) { return do_quantile(vm, a, "nanpercentile", true, true, out); }
bool fn_nanquantile(VM& vm, CallArgs& a, Value& out) { return do_quantile(vm, a, "nanquantile", false, true, out); }

const NativeDef kQuantileFunctions[] = {
    {"median", fn_median, 1, 5, true, JitHint::None},
    {"nanmedian", fn_nanmedian, 1, 5, true, JitHint::None},
    {"percentile", fn_percentile, 2, 7, true, JitHint::None},
    {"quantile", fn_quantile, 2, 7, true, JitHint::None},
    {"nanpercentile", fn_nanpercentile, 2, 7, true, JitHint::None},
    {"nanquantile", fn_nanquantile, 2, 7, true, JitHint::None},
};

}  // namespace

void add_quantile_functions(VM& vm, Module* m) { add_module_functions(vm, m, kQuantileFunctions); }

}  // namespace tpy
