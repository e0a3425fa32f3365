// builtins/numpy/np_random_common.h — what RandomState (np_random.cpp) and
// Generator (np_generator.cpp) share: a distribution call's parameters as
// NumPy's `cont`/`disc` take them (float64 or int64 arrays, the parameter
// checks with NumPy's messages, `size` or the broadcast shape of the
// parameters, a scalar when both are absent), choice's checks on `a` and
// `p` and its p-weighted sampling, and shuffling along axis 0. The sampling
// itself is np_distributions.h; a bit source is passed in as a callable.
#pragma once
#include <algorithm>
#include <functional>
#include <cstring>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <vector>
#include "builtins/args.h"
#include "builtins/numpy/np_distributions.h"
#include "builtins/numpy/np_internal.h"

namespace tpy {

// A size argument: unbound or None → scalar; else its shape.
[[nodiscard]] bool random_size(VM& vm, Value size, bool& scalar, int& ndim, int64_t* shape);

// gen() drawn `size` times into a float64 array, or once as a float.
template <class Gen> bool random_doubles(VM& vm, Value size, Gen&& gen, Value& out) {
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!random_size(vm, size, scalar, ndim, shape)) return false;
  if (scalar) {
    out = Value::real(gen());
    return true;
  }
  NdArray* a = nd_new(vm, DType::Float64, ndim, shape);
  if (!a) return false;
  double* p = (double*)a->data;
  for (int64_t i = 0; i < a->size; i++) p[i] = gen();
  out = Value::object(a);
  return true;
}

// NumPy's parameter constraints (numpy/random/_common.pyx).
enum class DistCons { None, NonNegative, Positive, PositiveNotNan, Bounded01, BoundedGt01, BoundedLt01, Gt1, Poisson };

struct DistParam {
  Value v;
  const char* name;
  DistCons cons = DistCons::None;
  DType dtype = DType::Float64;  // Int64 for counts (binomial's n), cast unsafely as NumPy does
};

// One call's parameters, checked and broadcast to the result. A caller
// fills result() element by element (C order) through the at/count
// accessors, or one value when scalar().
class DistCall {
 public:
  explicit DistCall(VM& vm) : vm_(vm), roots_(vm) {}
  // Converts and checks `params` (in order, NumPy's scalar or array
  // message), then allocates the result of dtype `out` with shape `size`,
  // else the parameters' broadcast shape. False with the exception pending.
  [[nodiscard]] bool prepare(Value size, const DistParam* params, int n, DType out);
  bool scalar() const { return scalar_; }
  int64_t count() const { return scalar_ ? 1 : result_->size; }
  double at(int k, int64_t i) const { return ((const double*)data_[k])[i * step_[k]]; }
  int64_t at_int(int k, int64_t i) const { return ((const int64_t*)data_[k])[i * step_[k]]; }
  NdArray* result() const { return result_; }

 private:
  [[nodiscard]] bool check(const DistParam& p, NdArray* a);
  struct Dims {
    int ndim;
    const int64_t* shape;
  };
  [[nodiscard]] bool broadcast(int n, const Dims* arrays, int& ndim, int64_t* shape);
  [[nodiscard]] bool result_shape(Value size, int n, NdArray* const* params, int& ndim, int64_t* shape);
  VM& vm_;
  RootScope roots_;
  bool scalar_ = true;
  NdArray* result_ = nullptr;
  static constexpr double kUnused = 0;  // what an absent parameter reads
  const char* data_[3] = {(const char*)&kUnused, (const char*)&kUnused, (const char*)&kUnused};
  int64_t step_[3] = {};
};

// Fills a DistCall's result with f(i) (double or int64 by the result's
// dtype); a Python float/int when the call is scalar.
template <class F> bool dist_fill(DistCall& c, F&& f, Value& out) {
  using T = decltype(f(0));
  if (c.scalar()) {
    if constexpr (std::is_integral_v<T>) out = Value::integer((int64_t)f(0));
    else out = Value::real(f(0));
    return true;
  }
  NdArray* r = c.result();
  T* p = (T*)r->data;
  for (int64_t i = 0; i < r->size; i++) p[i] = f(i);
  out = Value::object(r);
  return true;
}

// A distribution method as a table row: up to three float parameters (the
// first `required` without a default), their defaults and constraints, and
// a sampler over the bit source Src (an int64 one for discrete
// distributions). dist_method<Src, D> is the method's C++ function.
template <class Src> struct ContDist {
  const char* name;
  int nparams, required;
  const char* params[3];
  double defaults[3];
  DistCons cons[3];
  double (*draw)(Src&, double, double, double);
  int64_t (*draw_int)(Src&, double, double, double);
};

// Binds (params..., size) of a method call; args[3] is size.
[[nodiscard]] bool bind_dist_args(VM& vm, CallArgs& a, const char* name, int nparams, const char* const* params,
                                  int required, Value* args);

template <class Src> bool dist_prepare(VM& vm, CallArgs& a, const ContDist<Src>& d, DistCall& c) {
  Value args[4];
  if (!bind_dist_args(vm, a, d.name, d.nparams, d.params, d.required, args)) return false;
  DistParam ps[3];
  for (int k = 0; k < d.nparams; k++)
    ps[k] = {args[k].is_undef() ? Value::real(d.defaults[k]) : args[k], d.params[k], d.cons[k]};
  return c.prepare(args[3], ps, d.nparams, d.draw_int ? DType::Int64 : DType::Float64);
}

template <class Src, const ContDist<Src>& D> bool dist_method(VM& vm, CallArgs& a, Value& out) {
  DistCall c(vm);
  if (!dist_prepare(vm, a, D, c)) return false;
  Src& src = *static_cast<Src*>(a.args[0].o);
  if (D.draw_int) return dist_fill(c, [&](int64_t i) { return D.draw_int(src, c.at(0, i), c.at(1, i), c.at(2, i)); }, out);
  return dist_fill(c, [&](int64_t i) { return D.draw(src, c.at(0, i), c.at(1, i), c.at(2, i)); }, out);
}

// binomial(n, p, size): n an int64 parameter, the sampler's set-up kept
// between draws of one call.
template <class Src> bool dist_binomial(VM& vm, CallArgs& a, Src& src, bool legacy, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "binomial", {"n", "p", "size"}, 2, args, true)) return false;
  DistCall c(vm);
  // NumPy checks p before n.
  DistParam ps[2] = {{args[1], "p", DistCons::Bounded01}, {args[0], "n", DistCons::NonNegative, DType::Int64}};
  if (!c.prepare(args[2], ps, 2, DType::Int64)) return false;
  return dist_fill(c, [&](int64_t i) { return src.binomial.draw(src, c.at(0, i), c.at_int(1, i), legacy); }, out);
}

// triangular(left, mode, right, size): NumPy's three checks (each over
// all elements), then the draws.
[[nodiscard]] bool triangular_check(VM& vm, const DistCall& c);
template <class Src> bool dist_triangular(VM& vm, CallArgs& a, const ContDist<Src>& d, Value& out) {
  DistCall c(vm);
  if (!dist_prepare(vm, a, d, c) || !triangular_check(vm, c)) return false;
  Src& src = *static_cast<Src*>(a.args[0].o);
  return dist_fill(c, [&](int64_t i) { return d.draw(src, c.at(0, i), c.at(1, i), c.at(2, i)); }, out);
}

// uniform(low=0, high=1, size): low + (high - low) * U. The range must be
// finite (OverflowError); Generator also rejects a negative one.
[[nodiscard]] bool uniform_check(VM& vm, const DistCall& c, bool legacy);
template <class Src> bool dist_uniform(VM& vm, CallArgs& a, Src& src, bool legacy, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "uniform", {"low", "high", "size"}, 0, args, true)) return false;
  DistParam ps[2] = {{args[0].is_undef() ? Value::real(0.0) : args[0], "low"},
                     {args[1].is_undef() ? Value::real(1.0) : args[1], "high"}};
  DistCall c(vm);
  if (!c.prepare(args[2], ps, 2, DType::Float64) || !uniform_check(vm, c, legacy)) return false;
  return dist_fill(c, [&](int64_t i) { return c.at(0, i) + (c.at(1, i) - c.at(0, i)) * src.next_double(); }, out);
}

// multinomial(n, pvals, size): rows of len(pvals) counts, pvals checked as
// NumPy does (each in [0, 1], the sum of all but the last at most 1 + 1e-12);
// one pvals row (Generator's broadcasting over rows of pvals and arrays of
// n is not there).
template <class Src> bool dist_multinomial(VM& vm, CallArgs& a, Src& src, bool legacy, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "multinomial", {"n", "pvals", "size"}, 2, args, true)) return false;
  RootScope roots(vm);
  NdArray* pv;
  if (!nd_from_value(vm, args[1], true, DType::Float64, true, pv)) return false;
  roots.add(pv);
  if (pv->ndim == 0 && legacy) return vm.raise(vm.exc.TypeError, "pvals must be a 1-d sequence");
  if (pv->ndim == 0 || (!legacy && pv->shape[pv->ndim - 1] == 0))
    return vm.raise(vm.exc.ValueError,
                    "pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.");
  if (pv->ndim != 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  int64_t d = pv->size;
  const double* pix = (const double*)pv->data;
  double sum = 0, comp = 0;
  for (int64_t i = 0; i < d; i++) {
    if (!(pix[i] >= 0) || !(pix[i] <= 1))
      return vm.raise(vm.exc.ValueError, "pvals < 0, pvals > 1 or pvals contains NaNs");
    if (i + 1 == d) break;
    double y = pix[i] - comp, t = sum + y;  // Kahan sum of pvals[:-1]
    comp = (t - sum) - y;
    sum = t;
  }
  if (d && sum > 1.0 + 1e-12) return vm.raise(vm.exc.ValueError, "sum(pvals[:-1]) > 1.0");
  int ndim = 0;
  int64_t shape[kMaxDims];
  if (!args[2].is_undef() && !args[2].is_none() && !np_shape_arg(vm, args[2], ndim, shape)) return false;
  if (ndim + 1 > kMaxDims) return vm.raise(vm.exc.ValueError, "size has too many dimensions");
  shape[ndim++] = d;
  NdArray* r = nd_new(vm, DType::Int64, ndim, shape);
  if (!r) return false;
  roots.add(r);
  int64_t n;  // a float n is truncated, as NumPy's C long conversion does
  if (args[0].is_float()) n = (int64_t)args[0].f;
  else if (!to_int64(vm, args[0], n, "n")) return false;
  if (n < 0) return vm.raise(vm.exc.ValueError, "n < 0");
  int64_t* rows = (int64_t*)r->data;
  for (int64_t off = 0; d && off < r->size; off += d) dist::multinomial(src, src.binomial, n, pix, d, rows + off);
  out = Value::object(r);
  return true;
}

// dirichlet(alpha, size): rows of len(alpha) normalised standard gammas;
// Generator breaks a stick with betas instead when every alpha < 0.1.
template <class Src> bool dist_dirichlet(VM& vm, CallArgs& a, Src& src, bool legacy, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "dirichlet", {"alpha", "size"}, 1, args, true)) return false;
  RootScope roots(vm);
  NdArray* al;
  if (!nd_from_value(vm, args[0], true, DType::Float64, true, al)) return false;
  roots.add(al);
  if (al->ndim == 0) {  // NumPy takes len(alpha) first
    if (args[0].is_obj() && args[0].o->type == np_state(vm).ndarray)
      return vm.raise(vm.exc.TypeError, "len() of unsized object");
    return vm.raisef(vm.exc.TypeError, "object of type '%s' has no len()", type_name(vm, args[0]));
  }
  if (al->ndim != 1) return vm.raise(vm.exc.ValueError, "object too deep for desired array");
  int64_t k = al->size;
  const double* alpha = (const double*)al->data;
  for (int64_t j = 0; j < k; j++)
    if (alpha[j] <= 0) return vm.raise(vm.exc.ValueError, "alpha <= 0");
  int ndim = 0;
  int64_t shape[kMaxDims];
  if (!args[1].is_undef() && !args[1].is_none() && !np_shape_arg(vm, args[1], ndim, shape)) return false;
  if (ndim + 1 > kMaxDims) return vm.raise(vm.exc.ValueError, "size has too many dimensions");
  shape[ndim++] = k;
  NdArray* r = nd_new(vm, DType::Float64, ndim, shape);
  if (!r) return false;
  double* val = (double*)r->data;
  bool small = !legacy && k > 0;
  for (int64_t j = 0; small && j < k; j++) small = alpha[j] < 0.1;
  if (small) {
    std::vector<double> csum((size_t)k);
    double c = 0.0;
    for (int64_t j = k - 1; j >= 0; j--) csum[(size_t)j] = c += alpha[j];
    for (int64_t i = 0; i < r->size; i += k) {
      double acc = 1.0;
      for (int64_t j = 0; j + 1 < k; j++) {
        double v = dist::beta(src, alpha[j], csum[(size_t)j + 1], false);
        val[i + j] = acc * v;
        acc *= 1.0 - v;
      }
      val[i + k - 1] = acc;
    }
  } else {
    for (int64_t i = 0; i < r->size; i += k) {
      double acc = 0.0;
      for (int64_t j = 0; j < k; j++) acc = acc + (val[i + j] = dist::standard_gamma(src, alpha[j]));
      double inv = 1.0 / acc;
      for (int64_t j = 0; j < k; j++) val[i + j] = val[i + j] * inv;
    }
  }
  out = Value::object(r);
  return true;
}

// ---- bounded integers ------------------------------------------------------------------
// NumPy's random_bounded_uintN_fill over a bit source Src (next32(),
// next64()): values off + [0, rng] of one dtype's width, by masked rejection
// (RandomState) or Lemire's method (Generator). 8- and 16-bit draws take
// bytes / half-words of one 32-bit draw in turn (the rest of a buffered
// draw is dropped at the end of the call); bool takes single bits.
namespace bounded {

template <class U> U mask_of(U rng) {
  uint64_t m = rng;
  for (int s = 1; s < 64; s <<= 1) m |= m >> s;
  return (U)m;
}

struct Buf {
  uint32_t buf = 0;
  int left = 0;
};

// The next U's worth of bits: a fresh 32-bit draw, or the next lane of
// the buffered one.
template <class U, class Src> U bits(Src& s, Buf& b) {
  constexpr int kBits = (int)sizeof(U) * 8;
  if constexpr (kBits == 32) {
    return s.next32();
  } else {
    if (b.left == 0) {
      b.buf = s.next32();
      b.left = 32 / kBits - 1;
    } else {
      b.buf >>= kBits;
      b.left--;
    }
    return (U)b.buf;
  }
}

// A value in [0, rng] for 0 < rng < U's maximum.
template <class U, class Src> U draw(Src& s, U rng, U mask, bool masked, Buf& b) {
  constexpr int kBits = (int)sizeof(U) * 8;
  using W = std::conditional_t<kBits == 8, uint16_t, std::conditional_t<kBits == 16, uint32_t, uint64_t>>;
  if (masked) {
    U v;
    while ((v = (U)(bits<U>(s, b) & mask)) > rng) {}
    return v;
  }
  U excl = (U)(rng + 1);
  W m = (W)((W)bits<U>(s, b) * excl);
  U left = (U)m;
  if (left < excl) {
    U threshold = (U)((U)((U)~U(0) - rng) % excl);
    while (left < threshold) {
      m = (W)((W)bits<U>(s, b) * excl);
      left = (U)m;
    }
  }
  return (U)(m >> kBits);
}

// A value in [0, rng] of 64 bits (32-bit draws while rng fits in them).
template <class Src> uint64_t draw64(Src& s, uint64_t rng, uint64_t mask, bool masked) {
  if (rng == 0) return 0;
  if (rng <= 0xFFFFFFFFull) {
    if (rng == 0xFFFFFFFFull) return s.next32();
    Buf b;
    return draw<uint32_t>(s, (uint32_t)rng, (uint32_t)mask, masked, b);
  }
  if (rng == ~0ull) return s.next64();
  if (masked) {
    uint64_t v;
    while ((v = (s.next64() & mask)) > rng) {}
    return v;
  }
  using u128 = unsigned __int128;
  uint64_t excl = rng + 1;
  u128 m = (u128)s.next64() * excl;
  uint64_t left = (uint64_t)m;
  if (left < excl) {
    uint64_t threshold = (0 - excl) % excl;
    while (left < threshold) {
      m = (u128)s.next64() * excl;
      left = (uint64_t)m;
    }
  }
  return (uint64_t)(m >> 64);
}

// cnt values off + [0, rng] into out (of U's width).
template <class U, class Src> void fill(Src& s, U off, U rng, bool masked, U* out, int64_t cnt) {
  Buf b;
  if (rng == 0) {
    for (int64_t i = 0; i < cnt; i++) out[i] = off;
  } else if (rng == (U)~U(0)) {
    for (int64_t i = 0; i < cnt; i++) out[i] = (U)(off + bits<U>(s, b));
  } else {
    U mask = mask_of(rng);
    for (int64_t i = 0; i < cnt; i++) out[i] = (U)(off + draw<U>(s, rng, mask, masked, b));
  }
}

template <class Src> void fill64(Src& s, uint64_t off, uint64_t rng, bool masked, uint64_t* out, int64_t cnt) {
  uint64_t mask = mask_of(rng);
  for (int64_t i = 0; i < cnt; i++) out[i] = off + draw64(s, rng, mask, masked);
}

// bool: one bit of a buffered 32-bit draw per value when rng is 1.
template <class Src> void fill_bool(Src& s, uint8_t off, uint8_t rng, uint8_t* out, int64_t cnt) {
  Buf b;
  for (int64_t i = 0; i < cnt; i++) {
    if (rng == 0) {
      out[i] = off;
      continue;
    }
    if (b.left == 0) {
      b.buf = s.next32();
      b.left = 31;
    } else {
      b.buf >>= 1;
      b.left--;
    }
    out[i] = (uint8_t)(off + (b.buf & 1));
  }
}

}  // namespace bounded

// randint / integers for scalar bounds, after binding: `high` unbound or
// None makes [0, low). dtype an integer or bool dtype (NumPy's "Unsupported
// dtype" TypeError otherwise), bounds checked against it with NumPy's
// messages, `closed` includes high. A scalar result is a NumPy scalar of
// the dtype, or a Python int/bool where `dtype` was the builtin int/bool
// (RandomState) or absent with `py_default`.
struct IntsSpec {
  const char* fname;   // "randint" / "integers"
  bool masked;         // RandomState: masked rejection; Generator: Lemire
  bool closed;
  bool py_default;     // no dtype → Python int scalar
};
[[nodiscard]] bool ints_prepare(VM& vm, const IntsSpec& spec, Value low, Value high, Value size, Value dtype,
                                RootScope& roots, DType& dt, uint64_t& off, uint64_t& rng, NdArray*& arr,
                                bool& done, Value& out);
// Boxes a scalar result (one element at p).
Value ints_scalar(VM& vm, const IntsSpec& spec, Value dtype, DType dt, const char* p);

template <class Src> void ints_fill(Src& s, DType dt, uint64_t off, uint64_t rng, bool masked, char* out, int64_t n) {
  switch (dtype_size(dt)) {
    case 1:
      if (dt == DType::Bool) bounded::fill_bool(s, (uint8_t)off, (uint8_t)rng, (uint8_t*)out, n);
      else bounded::fill<uint8_t>(s, (uint8_t)off, (uint8_t)rng, masked, (uint8_t*)out, n);
      break;
    case 2: bounded::fill<uint16_t>(s, (uint16_t)off, (uint16_t)rng, masked, (uint16_t*)out, n); break;
    case 4: bounded::fill<uint32_t>(s, (uint32_t)off, (uint32_t)rng, masked, (uint32_t*)out, n); break;
    default: bounded::fill64(s, off, rng, masked, (uint64_t*)out, n); break;
  }
}

// Array bounds (randint([0, 10], [5, 20])): the bounds checked, broadcast
// with each other (or to `size`) and cast to int64 (ints_array_bounds), then
// a draw per element of its own range, as NumPy's broadcast path: the 8-,
// 16-bit and bool draws share one buffered 32-bit draw across elements.
[[nodiscard]] bool ints_array_bounds(VM& vm, const IntsSpec& spec, Value low, Value high, Value size, Value dtype,
                                     RootScope& roots, DType& dt, NdArray*& lo, NdArray*& hi, NdArray*& arr);
bool ints_bounds_are_arrays(VM& vm, Value low, Value high);

template <class U, class Src> U ints_draw_one(Src& s, U off, U rng, bool masked, bounded::Buf& b) {
  if (rng == 0) return off;
  if (rng == (U)~U(0)) return (U)(off + bounded::bits<U>(s, b));
  return (U)(off + bounded::draw<U>(s, rng, bounded::mask_of(rng), masked, b));
}

template <class Src> bool bounded_ints_array(VM& vm, Src& s, const IntsSpec& spec, Value low, Value high, Value size,
                                             Value dtype, Value& out) {
  RootScope roots(vm);
  DType dt;
  NdArray *lo, *hi, *arr;
  if (!ints_array_bounds(vm, spec, low, high, size, dtype, roots, dt, lo, hi, arr)) return false;
  const int64_t* l = (const int64_t*)lo->data;
  const int64_t* h = (const int64_t*)hi->data;
  bounded::Buf b;
  int w = dtype_size(dt);
  for (int64_t i = 0; i < arr->size; i++) {
    uint64_t off = (uint64_t)l[i], rng = (uint64_t)h[i] - (spec.closed ? 0 : 1) - off, v;
    char* p = arr->data + i * w;
    if (dt == DType::Bool) {
      if (rng == 0) {
        v = off;
      } else {
        if (b.left == 0) { b.buf = s.next32(); b.left = 31; }
        else { b.buf >>= 1; b.left--; }
        v = off + (b.buf & 1);
      }
    } else if (w == 1) {
      v = ints_draw_one<uint8_t>(s, (uint8_t)off, (uint8_t)rng, spec.masked, b);
    } else if (w == 2) {
      v = ints_draw_one<uint16_t>(s, (uint16_t)off, (uint16_t)rng, spec.masked, b);
    } else if (w == 4) {
      v = ints_draw_one<uint32_t>(s, (uint32_t)off, (uint32_t)rng, spec.masked, b);
    } else {
      v = off + bounded::draw64(s, rng, bounded::mask_of(rng), spec.masked);
    }
    std::memcpy(p, &v, (size_t)w);   // the value's low bytes (little-endian)
  }
  out = Value::object(arr);
  return true;
}

template <class Src> bool bounded_ints(VM& vm, Src& s, const IntsSpec& spec, Value low, Value high, Value size,
                                       Value dtype, Value& out) {
  if (ints_bounds_are_arrays(vm, low, high)) return bounded_ints_array(vm, s, spec, low, high, size, dtype, out);
  RootScope roots(vm);
  DType dt;
  uint64_t off, rng;
  NdArray* arr;
  bool done;
  if (!ints_prepare(vm, spec, low, high, size, dtype, roots, dt, off, rng, arr, done, out)) return false;
  if (done) return true;
  if (arr) {
    ints_fill(s, dt, off, rng, spec.masked, arr->data, arr->size);
    out = Value::object(arr);
    return true;
  }
  alignas(8) char one[8];
  ints_fill(s, dt, off, rng, spec.masked, one, 1);
  out = ints_scalar(vm, spec, dtype, dt, one);
  return true;
}

// bytes(length): the little-endian bytes of (length - 1) / 4 + 1 uint32
// draws (C division), sliced [:length].
template <class Src> bool random_bytes(VM& vm, Src& s, Value length, Value& out) {
  int64_t n;
  if (!to_int64(vm, length, n, "bytes")) return false;
  int64_t words = (int64_t)(((__int128)n - 1) / 4 + 1);  // C division, as NumPy's: bytes(0) still draws a word
  if (words < 0) return vm.raise(vm.exc.ValueError, "negative dimensions are not allowed");
  if (!vm.check_alloc((size_t)words * 4)) return false;
  std::string buf((size_t)words * 4, '\0');
  for (int64_t i = 0; i < words; i++) {
    uint32_t w = s.next32();
    std::memcpy(&buf[(size_t)i * 4], &w, 4);
  }
  int64_t keep = n >= 0 ? std::min<int64_t>(n, words * 4) : std::max<int64_t>(words * 4 + n, 0);  // buf[:n]
  buf.resize((size_t)keep);
  out = Value::object(vm.alloc<Bytes>(vm.t.bytes, std::move(buf)));
  return true;
}

// ---- choice ----------------------------------------------------------------------------
// choice(a, size, replace, p) up to the sampling: the population size (a
// as an int, or a's length along axis 0), `pool` (a's array, null for an int
// a), `p` checked (legacy picks RandomState's wording of the messages), the
// number of samples and the result shape.
struct ChoiceArgs {
  int64_t pop = 0;
  NdArray* pool = nullptr;
  NdArray* p = nullptr;  // float64, contiguous, null without p
  bool scalar = true;
  int ndim = 0;
  int64_t shape[kMaxDims] = {};
  int64_t count = 1;
};
[[nodiscard]] bool choice_args(VM& vm, Value a, Value size, Value p, bool legacy, RootScope& roots, ChoiceArgs& c);

// With replacement: index = searchsorted(cdf, u, 'right') for u from next().
void choice_p_replace(const ChoiceArgs& c, const std::function<double()>& next, int64_t* idx);
// Without replacement (NumPy's loop: draw the missing number of uniforms,
// zero the probabilities of what was found, keep first occurrences).
[[nodiscard]] bool choice_p_unique(VM& vm, const ChoiceArgs& c, const std::function<double()>& next, int64_t* idx);
// a[idx] (or idx itself for an int a) as the result.
[[nodiscard]] bool choice_result(VM& vm, const ChoiceArgs& c, NdArray* idx, Value& out);

// ---- shuffle ----------------------------------------------------------------------------
// x shuffled in place along axis 0: for i = n-1 .. 1, swap rows i and
// interval(i) (a value in [0, i]). Arrays and mutable sequences.
[[nodiscard]] bool shuffle_rows(VM& vm, Value x, const std::function<uint64_t(uint64_t)>& interval);
// permutation(x): a shuffled arange(x) for an int, else a shuffled copy.
[[nodiscard]] bool permutation_of(VM& vm, Value x, const std::function<uint64_t(uint64_t)>& interval,
                                  const char* zero_d_error, Value& out);

}  // namespace tpy
