// np_random_common.cpp — the argument handling RandomState and Generator
// share (np_random_common.h): distribution parameters with NumPy's checks
// and broadcasting, choice's `a`/`p` checks and p-weighted sampling, and
// shuffling along axis 0.
#include "builtins/numpy/np_random_common.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "vm/ops.h"

namespace tpy {

namespace {

// (double)INT64_MAX - sqrt(INT64_MAX) * 10, NumPy's POISSON_LAM_MAX.
const double kPoissonLamMax = 9223372036854775807.0 - std::sqrt(9223372036854775807.0) * 10;

// Whether v breaks the constraint; the message's wording differs between
// NumPy's scalar check ("is NaN") and array check ("contains NaNs").
bool violates(DistCons cons, double v) {
  switch (cons) {
    case DistCons::None: return false;
    case DistCons::NonNegative: return !std::isnan(v) && std::signbit(v);
    case DistCons::Positive: return v <= 0;
    case DistCons::PositiveNotNan: return !(v > 0);
    case DistCons::BoundedLt01: return !(v >= 0) || !(v < 1);
    case DistCons::Gt1: return !(v > 1);
    case DistCons::Bounded01: return !(v >= 0) || !(v <= 1);
    case DistCons::BoundedGt01: return !(v > 0) || !(v <= 1);
    case DistCons::Poisson: return !(v >= 0) || !(v <= kPoissonLamMax);
  }
  return false;
}

bool raise_violation(VM& vm, DistCons cons, const char* n, bool scalar, double bad) {
  switch (cons) {
    case DistCons::None: return true;
    case DistCons::NonNegative: return vm.raisef(vm.exc.ValueError, "%s < 0", n);
    case DistCons::Positive: return vm.raisef(vm.exc.ValueError, "%s <= 0", n);
    case DistCons::PositiveNotNan:
      if (std::isnan(bad)) return vm.raisef(vm.exc.ValueError, "%s must not be NaN", n);
      return vm.raisef(vm.exc.ValueError, "%s <= 0", n);
    case DistCons::BoundedLt01:
      return vm.raisef(vm.exc.ValueError, "%s < 0, %s >= 1 or %s %s", n, n, n, scalar ? "is NaN" : "contains NaNs");
    case DistCons::Gt1: return vm.raisef(vm.exc.ValueError, "%s <= 1 or %s %s", n, n, scalar ? "is NaN" : "contains NaNs");
    case DistCons::Bounded01:
      return vm.raisef(vm.exc.ValueError, "%s < 0, %s > 1 or %s %s", n, n, n, scalar ? "is NaN" : "contains NaNs");
    case DistCons::BoundedGt01: return vm.raisef(vm.exc.ValueError, "%s <= 0, %s > 1 or %s contains NaNs", n, n, n);
    case DistCons::Poisson:
      // The array check tests "too large" first (NaN fails it), the scalar
      // check "< 0" first.
      if (scalar ? bad >= 0 : !(bad <= kPoissonLamMax)) return vm.raisef(vm.exc.ValueError, "%s value too large", n);
      return vm.raisef(vm.exc.ValueError, "%s < 0 or %s %s", n, n, scalar ? "is NaN" : "contains NaNs");
  }
  return true;
}

// Element i (C order) of a float64 or int64 parameter array, as a double.
double element(const NdArray* a, int64_t i) {
  const char* p = a->ndim == 0 ? a->data : nd_flat_ptr(a, i);
  return a->dtype == DType::Int64 ? (double)*(const int64_t*)p : *(const double*)p;
}

bool is_integer_kind(DType d) {
  char k = dtype_info(d).kind;
  return k == 'b' || k == 'i' || k == 'u';
}

}  // namespace

bool DistCall::check(const DistParam& p, NdArray* a) {
  if (p.cons == DistCons::None) return true;
  bool sc = a->ndim == 0;
  // The array check of Poisson reports "too large" before "< 0" over all
  // elements; the others report their one message for any element.
  if (p.cons == DistCons::Poisson && !sc) {
    for (int64_t i = 0; i < a->size; i++) {
      double v = element(a, i);
      if (!(v <= kPoissonLamMax)) return raise_violation(vm_, p.cons, p.name, false, v);
    }
  }
  if (p.cons == DistCons::PositiveNotNan) {  // any NaN first, then any <= 0
    for (int64_t i = 0; i < a->size; i++) {
      double v = element(a, i);
      if (std::isnan(v)) return raise_violation(vm_, p.cons, p.name, sc, v);
    }
  }
  for (int64_t i = 0; i < a->size; i++) {
    double v = element(a, i);
    if (violates(p.cons, v)) return raise_violation(vm_, p.cons, p.name, sc, v);
  }
  return true;
}

// NumPy's broadcast (PyArray_Broadcast) with its message naming the first
// two arguments that disagree.
bool DistCall::broadcast(int n, const Dims* arrays, int& ndim, int64_t* shape) {
  ndim = 0;
  for (int j = 0; j < n; j++) ndim = std::max(ndim, arrays[j].ndim);
  for (int d = 0; d < ndim; d++) {
    int64_t t = 1;
    int src = 0;
    for (int j = 0; j < n; j++) {
      int k = d + arrays[j].ndim - ndim;
      if (k < 0) continue;
      int64_t s = arrays[j].shape[k];
      if (s == 1) continue;
      if (t == 1) {
        t = s;
        src = j;
      } else if (t != s) {
        return vm_.raisef(vm_.exc.ValueError,
                          "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg "
                          "%d with shape %s and arg %d with shape %s.",
                          src, shape_text(arrays[src].ndim, arrays[src].shape).c_str(), j,
                          shape_text(arrays[j].ndim, arrays[j].shape).c_str());
      }
    }
    shape[d] = t;
  }
  return true;
}

bool random_size(VM& vm, Value size, bool& scalar, int& ndim, int64_t* shape) {
  scalar = size.is_undef() || size.is_none();
  ndim = 0;
  if (size.is_float()) {  // NumPy's shape converter words this case its own way
    Str* text;
    if (!to_repr(vm, size, text)) return false;
    return vm.raisef(vm.exc.TypeError, "expected a sequence of integers or a single integer, got '%s'", text->text().c_str());
  }
  return scalar || np_shape_arg(vm, size, ndim, shape);
}

bool bind_dist_args(VM& vm, CallArgs& a, const char* name, int nparams, const char* const* params, int required,
                    Value* args) {
  Value got[4];
  bool ok;
  switch (nparams) {
    case 0: ok = bind_args(vm, a, name, {"size"}, 0, got, true); break;
    case 1: ok = bind_args(vm, a, name, {params[0], "size"}, required, got, true); break;
    case 2: ok = bind_args(vm, a, name, {params[0], params[1], "size"}, required, got, true); break;
    default: ok = bind_args(vm, a, name, {params[0], params[1], params[2], "size"}, required, got, true); break;
  }
  for (int k = 0; k < nparams; k++) args[k] = got[k];
  args[3] = got[nparams];
  return ok;
}

// The result's shape: `size` (which the parameters must broadcast to), or
// the parameters' broadcast shape; scalar_ when neither exists.
bool DistCall::result_shape(Value size, int n, NdArray* const* params, int& ndim, int64_t* shape) {
  bool no_size, all_scalar = true;
  Dims dims[4];  // [0]: the output's when size is given (NumPy's first broadcast operand)
  for (int k = 0; k < n; k++) {
    dims[1 + k] = {params[k]->ndim, params[k]->shape};
    all_scalar = all_scalar && params[k]->ndim == 0;
  }
  if (!random_size(vm_, size, no_size, ndim, shape)) return false;
  scalar_ = all_scalar && no_size;
  if (all_scalar) return true;
  if (no_size) return broadcast(n, dims + 1, ndim, shape);
  for (int d = 0; d < ndim; d++)
    if (shape[d] < 0) return vm_.raise(vm_.exc.ValueError, "negative dimensions are not allowed");
  dims[0] = {ndim, shape};
  int bnd;
  int64_t bshape[kMaxDims];
  if (!broadcast(n + 1, dims, bnd, bshape)) return false;
  if (bnd != ndim || !std::equal(shape, shape + ndim, bshape))
    return vm_.raisef(vm_.exc.ValueError, "Output size %s is not compatible with broadcast dimensions of inputs %s.",
                      shape_text(ndim, shape).c_str(), shape_text(bnd, bshape).c_str());
  return true;
}

bool DistCall::prepare(Value size, const DistParam* params, int n, DType out) {
  NdArray* arrays[3];
  for (int k = 0; k < n; k++) {
    if (!nd_from_value(vm_, params[k].v, true, params[k].dtype, false, arrays[k])) return false;
    roots_.add(arrays[k]);
  }
  for (int k = 0; k < n; k++)
    if (!check(params[k], arrays[k])) return false;
  int ndim;
  int64_t shape[kMaxDims];
  if (!result_shape(size, n, arrays, ndim, shape)) return false;
  if (scalar_) {
    for (int k = 0; k < n; k++) data_[k] = arrays[k]->data;
    return true;
  }
  result_ = nd_new(vm_, out, ndim, shape);
  if (!result_) return false;
  roots_.add(result_);
  for (int k = 0; k < n; k++) {
    NdArray* a = arrays[k];
    if (a->ndim == 0) {
      data_[k] = a->data;
      continue;
    }
    NdArray* b = nd_new(vm_, a->dtype, ndim, shape);  // a broadcast to the result, C order
    if (!b) return false;
    roots_.add(b);
    if (!nd_assign(vm_, b, a)) return false;
    data_[k] = b->data;
    step_[k] = 1;
  }
  return true;
}

bool triangular_check(VM& vm, const DistCall& c) {
  static const char* const kMessages[3] = {"left > mode", "mode > right", "left == right"};
  for (int test = 0; test < 3; test++) {
    for (int64_t i = 0; i < c.count(); i++) {
      double l = c.at(0, i), m = c.at(1, i), r = c.at(2, i);
      bool bad = test == 0 ? l > m : test == 1 ? m > r : l == r;
      if (bad) return vm.raise(vm.exc.ValueError, kMessages[test]);
    }
  }
  return true;
}

bool uniform_check(VM& vm, const DistCall& c, bool legacy) {
  for (int64_t i = 0; i < c.count(); i++) {
    if (std::isfinite(c.at(1, i) - c.at(0, i))) continue;
    return vm.raise(vm.exc.OverflowError, c.scalar() && !legacy ? "high - low range exceeds valid bounds"
                                                                 : "Range exceeds valid bounds");
  }
  for (int64_t i = 0; !legacy && i < c.count(); i++)
    if (std::signbit(c.at(1, i) - c.at(0, i))) return vm.raise(vm.exc.ValueError, "high - low < 0");
  return true;
}

// ---- choice ----------------------------------------------------------------------------

namespace {

// A 1-d float64 copy of p with NumPy's checks (Kahan sum within
// sqrt(float64 eps) of 1).
bool check_p(VM& vm, Value pv, int64_t pop, bool legacy, RootScope& roots, NdArray*& p) {
  if (!nd_from_value(vm, pv, true, DType::Float64, true, p)) return false;
  roots.add(p);
  if (p->ndim != 1) return vm.raise(vm.exc.ValueError, legacy ? "'p' must be 1-dimensional" : "p must be 1-dimensional");
  if (p->size != pop) return vm.raise(vm.exc.ValueError, legacy ? "'a' and 'p' must have same size" : "a and p must have same size");
  const double* px = (const double*)p->data;
  double sum = 0, comp = 0;
  bool negative = false;
  for (int64_t i = 0; i < pop; i++) {
    double y = px[i] - comp, t = sum + y;
    comp = (t - sum) - y;
    sum = t;
    negative = negative || px[i] < 0;
  }
  if (std::isnan(sum)) return vm.raise(vm.exc.ValueError, "probabilities contain NaN");
  if (negative) return vm.raise(vm.exc.ValueError, "probabilities are not non-negative");
  if (std::fabs(sum - 1.0) > 1.4901161193847656e-08) return vm.raise(vm.exc.ValueError, "probabilities do not sum to 1");
  return true;
}

// cumsum(p) / its last element, as NumPy's choice builds the cdf.
std::vector<double> make_cdf(const double* p, int64_t n) {
  std::vector<double> cdf((size_t)n);
  double acc = 0;
  for (int64_t i = 0; i < n; i++) cdf[(size_t)i] = acc += p[i];
  double last = cdf.back();
  for (double& c : cdf) c /= last;
  return cdf;
}

int64_t search_right(const std::vector<double>& cdf, double u) {
  return std::upper_bound(cdf.begin(), cdf.end(), u) - cdf.begin();
}

}  // namespace

// ---- bounded integers ----

bool ints_prepare(VM& vm, const IntsSpec& spec, Value low, Value high, Value size, Value dtype, RootScope& roots,
                  DType& dt, uint64_t& off, uint64_t& rng, NdArray*& arr, bool& done, Value& out) {
  arr = nullptr;
  done = false;
  dt = DType::Int64;
  if (!dtype.is_undef() && !dtype.is_none() && !to_dtype(vm, dtype, dt)) return false;
  if (!is_integer_kind(dt))
    return vm.raisef(vm.exc.TypeError, "Unsupported dtype dtype('%s') for %s", dtype_info(dt).name, spec.fname);
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!random_size(vm, size, scalar, ndim, shape)) return false;
  if (!scalar) {
    arr = nd_new(vm, dt, ndim, shape);
    if (!arr) return false;
    roots.add(arr);
    if (arr->size == 0) {  // NumPy returns an empty array before looking at the bounds
      out = Value::object(arr);
      done = true;
      return true;
    }
  }
  int64_t lo, hi;
  if (!to_int64(vm, low, lo, spec.fname)) return false;
  if (high.is_undef() || high.is_none()) {
    hi = lo;
    lo = 0;
  } else if (!to_int64(vm, high, hi, spec.fname)) {
    return false;
  }
  __int128 l = lo, h = hi;
  if (!spec.closed) h -= 1;
  const DTypeInfo& info = dtype_info(dt);
  int bits = info.itemsize * 8;
  __int128 min_b, max_b;
  if (dt == DType::Bool) {
    min_b = 0;
    max_b = 1;
  } else if (info.kind == 'u') {
    min_b = 0;
    max_b = ((__int128)1 << bits) - 1;
  } else {
    min_b = -((__int128)1 << (bits - 1));
    max_b = ((__int128)1 << (bits - 1)) - 1;
  }
  if (l < min_b) return vm.raisef(vm.exc.ValueError, "low is out of bounds for %s", info.name);
  if (h > max_b) return vm.raisef(vm.exc.ValueError, "high is out of bounds for %s", info.name);
  if (l > h) {
    if (lo == 0) return vm.raise(vm.exc.ValueError, spec.closed ? "high < 0" : "high <= 0");
    return vm.raise(vm.exc.ValueError, spec.closed ? "low > high" : "low >= high");
  }
  off = (uint64_t)l;
  rng = (uint64_t)(h - l);
  return true;
}

bool ints_bounds_are_arrays(VM& vm, Value low, Value high) {
  auto is_arr = [&](Value v) {
    return (is_ndarray(vm, v) && as<NdArray>(v)->ndim > 0) || is_layout(v, Layout::List) || is_layout(v, Layout::Tuple);
  };
  return is_arr(low) || (!high.is_undef() && !high.is_none() && is_arr(high));
}

bool ints_array_bounds(VM& vm, const IntsSpec& spec, Value low, Value high, Value size, Value dtype, RootScope& roots,
                       DType& dt, NdArray*& lo, NdArray*& hi, NdArray*& arr) {
  dt = DType::Int64;
  if (!dtype.is_undef() && !dtype.is_none() && !to_dtype(vm, dtype, dt)) return false;
  if (!is_integer_kind(dt))
    return vm.raisef(vm.exc.TypeError, "Unsupported dtype dtype('%s') for %s", dtype_info(dt).name, spec.fname);
  if (high.is_undef() || high.is_none()) {
    high = low;
    low = Value::integer(0);
  }
  NdArray* b[2];
  for (int k = 0; k < 2; k++) {
    if (!nd_from_value(vm, k ? high : low, true, DType::Int64, true, b[k])) return false;
    roots.add(b[k]);
  }
  const DTypeInfo& info = dtype_info(dt);
  int bits = info.itemsize * 8;
  __int128 min_b = 0, max_b = 1;
  if (dt != DType::Bool) {
    min_b = info.kind == 'u' ? 0 : -((__int128)1 << (bits - 1));
    max_b = info.kind == 'u' ? ((__int128)1 << bits) - 1 : ((__int128)1 << (bits - 1)) - 1;
  }
  auto elem = [](NdArray* a, int64_t i) { return (__int128)*(const int64_t*)nd_flat_ptr(a, i); };
  __int128 shift = spec.closed ? 0 : 1;
  for (int64_t i = 0; i < b[0]->size; i++)
    if (elem(b[0], i) < min_b) return vm.raisef(vm.exc.ValueError, "low is out of bounds for %s", info.name);
  for (int64_t i = 0; i < b[1]->size; i++)
    if (elem(b[1], i) - shift > max_b) return vm.raisef(vm.exc.ValueError, "high is out of bounds for %s", info.name);
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!random_size(vm, size, scalar, ndim, shape)) return false;
  if (scalar && !broadcast_shapes(vm, 2, b, ndim, shape)) return false;
  arr = nd_new(vm, dt, ndim, shape);
  if (!arr) return false;
  roots.add(arr);
  NdArray* full[2];
  for (int k = 0; k < 2; k++) {
    full[k] = nd_new(vm, DType::Int64, ndim, shape);
    if (!full[k] || (roots.add(full[k]), !nd_assign(vm, full[k], b[k]))) return false;
  }
  lo = full[0];
  hi = full[1];
  bool any_low = false;
  for (int64_t i = 0; i < b[0]->size; i++) any_low = any_low || elem(b[0], i) != 0;
  for (int64_t i = 0; i < arr->size; i++)
    if (elem(lo, i) > elem(hi, i) - shift) {
      if (!any_low) return vm.raise(vm.exc.ValueError, spec.closed ? "high < 0" : "high <= 0");
      return vm.raise(vm.exc.ValueError, spec.closed ? "low > high" : "low >= high");
    }
  return true;
}

Value ints_scalar(VM& vm, const IntsSpec& spec, Value dtype, DType dt, const char* p) {
  bool builtin = dtype.is_obj() && (dtype.o == vm.t.int_ || dtype.o == vm.t.bool_);
  if (builtin || (spec.py_default && (dtype.is_undef() || dtype.is_none()))) return nd_box_python(vm, dt, p);
  return nd_box(vm, dt, p);
}

bool choice_args(VM& vm, Value a, Value size, Value p, bool legacy, RootScope& roots, ChoiceArgs& c) {
  if (!random_size(vm, size, c.scalar, c.ndim, c.shape)) return false;
  for (int d = 0; d < c.ndim; d++) c.count *= c.shape[d];
  NdArray* arr;
  if (!np_asarray(vm, a, arr)) return false;
  roots.add(arr);
  if (arr->ndim == 0) {
    if (!is_integer_kind(arr->dtype)) {
      if (legacy) return vm.raise(vm.exc.ValueError, "a must be 1-dimensional or an integer");
      return vm.raisef(vm.exc.ValueError, "a must be a sequence or an integer, not <class '%s'>", type_name(vm, a));
    }
    cast_element(arr->dtype, arr->data, DType::Int64, (char*)&c.pop);
    if (c.pop <= 0 && c.count != 0)
      return vm.raise(vm.exc.ValueError, legacy ? "a must be greater than 0 unless no samples are taken"
                                                : "a must be a positive integer unless no samples are taken");
  } else {
    if (legacy && arr->ndim != 1) return vm.raise(vm.exc.ValueError, "a must be 1-dimensional");
    c.pool = arr;
    c.pop = arr->shape[0];
    if (c.pop == 0 && c.count != 0)
      return vm.raise(vm.exc.ValueError, legacy ? "'a' cannot be empty unless no samples are taken"
                                                : "a cannot be empty unless no samples are taken");
  }
  if (!p.is_undef() && !p.is_none() && !check_p(vm, p, c.pop, legacy, roots, c.p)) return false;
  return true;
}

void choice_p_replace(const ChoiceArgs& c, const std::function<double()>& next, int64_t* idx) {
  std::vector<double> cdf = make_cdf((const double*)c.p->data, c.pop);
  std::vector<double> u((size_t)c.count);
  for (double& x : u) x = next();
  for (int64_t i = 0; i < c.count; i++) idx[i] = search_right(cdf, u[(size_t)i]);
}

bool choice_p_unique(VM& vm, const ChoiceArgs& c, const std::function<double()>& next, int64_t* idx) {
  std::vector<double> p((const double*)c.p->data, (const double*)c.p->data + c.pop);
  int64_t nonzero = std::count_if(p.begin(), p.end(), [](double v) { return v > 0; });
  if (nonzero < c.count) return vm.raise(vm.exc.ValueError, "Fewer non-zero entries in p than size");
  std::vector<char> seen((size_t)c.pop, 0);
  int64_t found = 0;
  while (found < c.count) {
    std::vector<double> u((size_t)(c.count - found));
    for (double& x : u) x = next();
    for (int64_t i = 0; i < found; i++) p[(size_t)idx[i]] = 0;
    std::vector<double> cdf = make_cdf(p.data(), c.pop);
    std::vector<char> fresh((size_t)c.pop, 0);  // first occurrences in this round, in draw order
    for (double x : u) {
      int64_t k = search_right(cdf, x);
      if (fresh[(size_t)k]) continue;
      fresh[(size_t)k] = 1;
      idx[found++] = k;
    }
  }
  return true;
}

bool choice_result(VM& vm, const ChoiceArgs& c, NdArray* idx, Value& out) {
  const int64_t* ip = (const int64_t*)idx->data;
  if (!c.pool) {
    out = c.scalar ? Value::integer(ip[0]) : Value::object(idx);
    return true;
  }
  Value key = c.scalar ? Value::integer(ip[0]) : Value::object(idx);
  if (!get_item(vm, Value::object(c.pool), key, out)) return false;
  if (c.scalar || c.ndim != 0 || is_ndarray(vm, out)) return true;
  // size=(): a 0-d array rather than a[idx]'s scalar.
  NdArray* zero = nd_new(vm, c.pool->dtype, 0, nullptr);
  if (!zero || !nd_unbox(vm, out, zero->dtype, zero->data)) return false;
  out = Value::object(zero);
  return true;
}

// ---- shuffle ----------------------------------------------------------------------------

bool shuffle_rows(VM& vm, Value x, const std::function<uint64_t(uint64_t)>& interval) {
  if (is_ndarray(vm, x)) {
    NdArray* a = as<NdArray>(x);
    if (a->ndim == 0) return vm.raise(vm.exc.TypeError, "object of type 'numpy.ndarray' has no len()");
    int64_t n = a->shape[0];
    int64_t row = a->size / (n ? n : 1);
    size_t isz = (size_t)a->itemsize();
    std::vector<char> tmp(isz);
    NdArray* rows = n ? nd_view(vm, a, a->dtype, a->data, a->ndim - 1, a->shape + 1, a->strides + 1) : nullptr;
    RootScope roots(vm);
    roots.add(rows);
    for (int64_t i = n - 1; i >= 1; i--) {
      int64_t j = (int64_t)interval((uint64_t)i);
      if (i == j) continue;
      for (int64_t k = 0; k < row; k++) {
        char* pi = nd_flat_ptr(rows, k) + i * a->strides[0];
        char* pj = nd_flat_ptr(rows, k) + j * a->strides[0];
        std::memcpy(tmp.data(), pi, isz);
        std::memcpy(pi, pj, isz);
        std::memcpy(pj, tmp.data(), isz);
      }
    }
    return true;
  }
  int64_t n;
  if (!length(vm, x, n)) return false;
  for (int64_t i = n - 1; i >= 1; i--) {
    int64_t j = (int64_t)interval((uint64_t)i);
    Value vi, vj;
    if (!get_item(vm, x, Value::integer(i), vi) || !get_item(vm, x, Value::integer(j), vj)) return false;
    if (!set_item(vm, x, Value::integer(i), vj) || !set_item(vm, x, Value::integer(j), vi)) return false;
  }
  return true;
}

bool permutation_of(VM& vm, Value x, const std::function<uint64_t(uint64_t)>& interval, const char* zero_d_error,
                    Value& out) {
  NdArray* arr;
  if (x.is_int()) {
    int64_t n = std::max<int64_t>(x.i, 0);  // arange(x): empty for x < 0
    arr = nd_new(vm, DType::Int64, 1, &n);
    if (!arr) return false;
    for (int64_t i = 0; i < n; i++) ((int64_t*)arr->data)[i] = i;
  } else {
    if (!nd_from_value(vm, x, false, DType::Float64, true, arr)) return false;
    if (arr->ndim == 0)   // the Generator's "axis 0 is out of bounds ..." is an AxisError
      return vm.raise(std::string_view(zero_d_error).starts_with("axis") ? np_state(vm).axis_error : vm.exc.IndexError,
                      zero_d_error);
  }
  RootScope roots(vm);
  roots.add(arr);
  if (!shuffle_rows(vm, Value::object(arr), interval)) return false;
  out = Value::object(arr);
  return true;
}

}  // namespace tpy
