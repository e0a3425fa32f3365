// np_random.cpp — np.random: NumPy's legacy RandomState on MT19937
// (builtins/mt_random.h's generator core) with its exact sampling
// algorithms, so np.random.seed(0); np.random.rand(3) prints NumPy's numbers:
// 53-bit doubles, the polar Gaussian with its cached second value, and
// masked rejection sampling for integers (32-bit draws for 32-bit ranges).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/mt_random.h"
#include "builtins/numpy/np_internal.h"
#include "vm/dict.h"

namespace tpy {

namespace {

struct RandomState : Object {
  MersenneTwister mt;
  bool has_gauss = false;
  double gauss = 0;
  explicit RandomState(TypeObject* t) : Object(t) {}

  double next_double() { return mt.random(); }
  double next_gauss() {
    if (has_gauss) { has_gauss = false; return gauss; }
    double x1, x2, r2;
    do {
      x1 = 2.0 * next_double() - 1.0;
      x2 = 2.0 * next_double() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    double f = std::sqrt(-2.0 * std::log(r2) / r2);
    gauss = f * x1;
    has_gauss = true;
    return f * x2;
  }
  // A value in [0, rng] by masked rejection (NumPy's legacy bounded ints).
  uint64_t bounded(uint64_t rng) {
    if (rng == 0) return 0;
    uint64_t mask = rng;
    for (int s = 1; s < 64; s <<= 1) mask |= mask >> s;
    if (rng <= 0xFFFFFFFFull) {
      if (rng == 0xFFFFFFFFull) return mt.genrand_uint32();
      uint64_t v;
      while ((v = (mt.genrand_uint32() & mask)) > rng) {}
      return v;
    }
    uint64_t v;
    for (;;) {
      uint64_t hi = mt.genrand_uint32();
      v = ((hi << 32) | mt.genrand_uint32()) & mask;
      if (v <= rng) return v;
    }
  }
};

RandomState* self_rs(CallArgs& a) { return static_cast<RandomState*>(a.args[0].o); }

// size argument → shape; none → scalar result.
bool size_shape(VM& vm, Value size, bool& scalar, int& ndim, int64_t* shape) {
  scalar = size.is_undef() || size.is_none();
  ndim = 0;
  return scalar || np_shape_arg(vm, size, ndim, shape);
}

template <class Gen>
bool fill_doubles(VM& vm, Value size, Gen&& gen, Value& out) {
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!size_shape(vm, size, scalar, ndim, shape)) return false;
  if (scalar) { out = Value::real(gen()); return true; }
  NdArray* a = nd_new(vm, DType::Float64, ndim, shape);
  if (!a) return false;
  double* p = (double*)a->data;
  for (int64_t i = 0; i < a->size; i++) p[i] = gen();
  out = Value::object(a);
  return true;
}

bool seed_state(VM& vm, RandomState* rs, Value seed) {
  if (seed.is_undef() || seed.is_none()) { rs->mt.seed_from_entropy(); rs->has_gauss = false; return true; }
  int64_t s;
  if (!to_int64(vm, seed, s, "seed")) return false;
  if (s < 0 || s > 0xFFFFFFFFll) return vm.raise(vm.exc.ValueError, "Seed must be between 0 and 2**32 - 1");
  rs->mt.init_genrand((uint32_t)s);
  rs->has_gauss = false;
  return true;
}

bool rnd_seed(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  return seed_state(vm, self_rs(a), a.nargs > 1 ? a.args[1] : Value());
}

// RandomState(seed=None): an independent generator with the same methods.
bool rs_ctor(VM& vm, CallArgs& a, Value& out);

bool rnd_random(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "random_sample", {"size"}, 0, args, true)) return false;
  RandomState* rs = self_rs(a);
  return fill_doubles(vm, args[0], [&] { return rs->next_double(); }, out);
}

Value dims_tuple(VM& vm, CallArgs& a) {
  return a.nargs == 1 ? Value::none() : Value::object(vm.new_tuple(std::vector<Value>(a.args + 1, a.args + a.nargs)));
}

bool rnd_rand(VM& vm, CallArgs& a, Value& out) {
  RandomState* rs = self_rs(a);
  return fill_doubles(vm, dims_tuple(vm, a), [&] { return rs->next_double(); }, out);
}

bool rnd_randn(VM& vm, CallArgs& a, Value& out) {
  RandomState* rs = self_rs(a);
  return fill_doubles(vm, dims_tuple(vm, a), [&] { return rs->next_gauss(); }, out);
}

bool rnd_uniform(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "uniform", {"low", "high", "size"}, 0, args, true)) return false;
  double lo = 0, hi = 1;
  if (!args[0].is_undef() && !to_double(vm, args[0], lo, "uniform")) return false;
  if (!args[1].is_undef() && !to_double(vm, args[1], hi, "uniform")) return false;
  RandomState* rs = self_rs(a);
  double range = hi - lo;
  return fill_doubles(vm, args[2], [&] { return lo + range * rs->next_double(); }, out);
}

bool rnd_normal(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "normal", {"loc", "scale", "size"}, 0, args, true)) return false;
  double loc = 0, scale = 1;
  if (!args[0].is_undef() && !to_double(vm, args[0], loc, "normal")) return false;
  if (!args[1].is_undef() && !to_double(vm, args[1], scale, "normal")) return false;
  if (scale < 0) return vm.raise(vm.exc.ValueError, "scale < 0");
  RandomState* rs = self_rs(a);
  return fill_doubles(vm, args[2], [&] { return loc + scale * rs->next_gauss(); }, out);
}

bool rnd_randint(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "randint", {"low", "high", "size", "dtype"}, 1, args, true)) return false;
  int64_t lo, hi;
  if (!to_int64(vm, args[0], lo, "randint")) return false;
  if (args[1].is_undef() || args[1].is_none()) { hi = lo; lo = 0; }
  else if (!to_int64(vm, args[1], hi, "randint")) return false;
  if (lo >= hi) return vm.raise(vm.exc.ValueError, "low >= high");
  DType dt = DType::Int64;
  if (!args[3].is_undef() && !args[3].is_none() && !to_dtype(vm, args[3], dt)) return false;
  RandomState* rs = self_rs(a);
  uint64_t rng = (uint64_t)hi - (uint64_t)lo - 1;
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!size_shape(vm, args[2], scalar, ndim, shape)) return false;
  if (scalar) { out = Value::integer((int64_t)((uint64_t)lo + rs->bounded(rng))); return true; }
  NdArray* r = nd_new(vm, dt, ndim, shape);
  if (!r) return false;
  for (int64_t i = 0; i < r->size; i++) {
    int64_t v = (int64_t)((uint64_t)lo + rs->bounded(rng));
    cast_element(DType::Int64, (const char*)&v, dt, r->data + i * dtype_size(dt));
  }
  out = Value::object(r);
  return true;
}

// Legacy shuffle: for i = n-1 .. 1 swap item i with item bounded(i).
bool shuffle_value(VM& vm, RandomState* rs, Value x) {
  if (is_ndarray(vm, x)) {
    NdArray* a = as<NdArray>(x);
    if (a->ndim == 0) return vm.raise(vm.exc.TypeError, "object of type 'numpy.ndarray' has no len()");
    int64_t n = a->shape[0];
    int64_t row = a->size / (n ? n : 1);
    size_t isz = (size_t)a->itemsize();
    std::vector<char> ti((size_t)row * isz), tj((size_t)row * isz);
    NdArray* rows = n ? nd_view(vm, a, a->dtype, a->data, a->ndim - 1, a->shape + 1, a->strides + 1) : nullptr;
    for (int64_t i = n - 1; i >= 1; i--) {
      int64_t j = (int64_t)rs->bounded((uint64_t)i);
      if (i == j) continue;
      for (int64_t k = 0; k < row; k++) {
        char* pi = nd_flat_ptr(rows, k) + i * a->strides[0];
        char* pj = nd_flat_ptr(rows, k) + j * a->strides[0];
        std::memcpy(ti.data(), pi, isz);
        std::memcpy(pi, pj, isz);
        std::memcpy(pj, ti.data(), isz);
      }
    }
    return true;
  }
  int64_t n;
  if (!length(vm, x, n)) return false;
  for (int64_t i = n - 1; i >= 1; i--) {
    int64_t j = (int64_t)rs->bounded((uint64_t)i);
    Value vi, vj;
    if (!get_item(vm, x, Value::integer(i), vi) || !get_item(vm, x, Value::integer(j), vj)) return false;
    if (!set_item(vm, x, Value::integer(i), vj) || !set_item(vm, x, Value::integer(j), vi)) return false;
  }
  return true;
}

bool rnd_shuffle(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  return shuffle_value(vm, self_rs(a), a.args[1]);
}

bool rnd_permutation(VM& vm, CallArgs& a, Value& out) {
  RandomState* rs = self_rs(a);
  NdArray* arr;
  Value x = a.args[1];
  if (x.is_int()) {
    int64_t n = x.i;
    arr = nd_new(vm, DType::Int64, 1, &n);
    if (!arr) return false;
    for (int64_t i = 0; i < n; i++) ((int64_t*)arr->data)[i] = i;
  } else if (!nd_from_value(vm, x, false, DType::Float64, true, arr)) {
    return false;
  }
  RootScope roots(vm);
  roots.add(arr);
  if (!shuffle_value(vm, rs, Value::object(arr))) return false;
  out = Value::object(arr);
  return true;
}

// choice(a, size=None, replace=True) without p: randint indices, or the
// head of a permutation when replace is False (as RandomState.choice).
bool rnd_choice(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "choice", {"a", "size", "replace", "p"}, 1, args, true)) return false;
  RootScope roots(vm);
  NdArray* probs = nullptr;
  if (!args[3].is_undef() && !args[3].is_none()) {
    if (!nd_from_value(vm, args[3], true, DType::Float64, true, probs)) return false;
    roots.add(probs);
    if (probs->ndim != 1) return vm.raise(vm.exc.ValueError, "'p' must be 1-dimensional");
  }
  RandomState* rs = self_rs(a);
  NdArray* pool = nullptr;
  int64_t pop;
  if (args[0].is_int()) {
    pop = args[0].i;
    if (pop <= 0) return vm.raise(vm.exc.ValueError, "a must be greater than 0 unless no samples are taken");
  } else {
    if (!np_asarray(vm, args[0], pool)) return false;
    roots.add(pool);
    if (pool->ndim != 1) return vm.raise(vm.exc.ValueError, "a must be 1-dimensional");
    pop = pool->shape[0];
    if (pop == 0) return vm.raise(vm.exc.ValueError, "'a' cannot be empty unless no samples are taken");
  }
  bool replace = true;
  if (!args[2].is_undef() && !truthy(vm, args[2], replace)) return false;
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!size_shape(vm, args[1], scalar, ndim, shape)) return false;
  int64_t count = 1;
  for (int d = 0; d < ndim; d++) count *= shape[d];
  NdArray* idx = nd_new(vm, DType::Int64, scalar ? 0 : ndim, shape);
  if (!idx) return false;
  roots.add(idx);
  int64_t* ip = (int64_t*)idx->data;
  if (probs) {
    if (probs->size != pop) return vm.raise(vm.exc.ValueError, "'a' and 'p' must have same size");
    if (!replace) return vm.raise(vm.exc.TypeError, "choice(replace=False, p=...) is not supported by tpy yet");
    // NumPy: cdf = cumsum(p) / its last value; each sample is the first
    // index whose cdf exceeds a uniform draw (searchsorted side='right').
    const double* p = (const double*)probs->data;
    std::vector<double> cdf((size_t)pop);
    double total = 0, comp = 0, acc = 0;
    for (int64_t i = 0; i < pop; i++) {
      if (!(p[i] >= 0)) return vm.raise(vm.exc.ValueError, "probabilities are not non-negative");
      double y = p[i] - comp, t = total + y;  // Kahan sum, as NumPy checks it
      comp = (t - total) - y;
      total = t;
      acc += p[i];
      cdf[(size_t)i] = acc;
    }
    if (std::fabs(total - 1.0) > 1.4901161193847656e-08) return vm.raise(vm.exc.ValueError, "probabilities do not sum to 1");
    double last = cdf.back();
    for (double& c : cdf) c /= last;
    std::vector<double> u((size_t)count);
    for (auto& x : u) x = rs->next_double();
    for (int64_t i = 0; i < count; i++)
      ip[i] = std::upper_bound(cdf.begin(), cdf.end(), u[(size_t)i]) - cdf.begin();
  } else if (replace) {
    for (int64_t i = 0; i < count; i++) ip[i] = (int64_t)rs->bounded((uint64_t)(pop - 1));
  } else {
    if (count > pop) return vm.raise(vm.exc.ValueError, "Cannot take a larger sample than population when 'replace=False'");
    NdArray* perm = nd_new(vm, DType::Int64, 1, &pop);
    if (!perm) return false;
    roots.add(perm);
    for (int64_t i = 0; i < pop; i++) ((int64_t*)perm->data)[i] = i;
    if (!shuffle_value(vm, rs, Value::object(perm))) return false;
    std::memcpy(ip, perm->data, (size_t)count * 8);
  }
  if (!pool) { out = np_result(vm, idx, scalar); return true; }
  Value key = scalar ? Value::integer(ip[0]) : Value::object(idx);
  Value self = Value::object(pool);
  return get_item(vm, self, key, out);
}

// Methods of RandomState; the module's functions are these bound to one
// hidden instance (as NumPy's mtrand does).
const NativeDef kRandomMethods[] = {
    {"shuffle", rnd_shuffle, 2, 2, false, JitHint::None},
    {"permutation", rnd_permutation, 2, 2, false, JitHint::None},
    {"choice", rnd_choice, 2, 5, true, JitHint::None},
    {"seed", rnd_seed, 1, 2, false, JitHint::None},
    {"random", rnd_random, 1, 2, true, JitHint::None},
    {"random_sample", rnd_random, 1, 2, true, JitHint::None},
    {"rand", rnd_rand, 1, -1, false, JitHint::None},
    {"randn", rnd_randn, 1, -1, false, JitHint::None},
    {"uniform", rnd_uniform, 1, 4, true, JitHint::None},
    {"normal", rnd_normal, 1, 4, true, JitHint::None},
    {"randint", rnd_randint, 2, 5, true, JitHint::None},
};

bool rs_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  if (!check_ctor_arity(vm, "RandomState", rest, 0, 1, false)) return false;
  RandomState* rs = vm.alloc<RandomState>(cls);
  out = Value::object(rs);
  return seed_state(vm, rs, rest.nargs ? rest.args[0] : Value());
}

}  // namespace

MersenneTwister* np_rs_generator(Object* rs) { return &static_cast<RandomState*>(rs)->mt; }
double np_rs_gauss(Object* rs) { return static_cast<RandomState*>(rs)->next_gauss(); }
uint64_t np_rs_bounded(Object* rs, uint64_t rng) { return static_cast<RandomState*>(rs)->bounded(rng); }

void add_random_module(VM& vm, Module* np) {
  Module* m = vm.new_module("numpy.random");
  TypeObject* t = vm.new_builtin_type("RandomState", Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("numpy.random"));
  t->ctor = rs_ctor;
  t->subclassable = false;
  vm.add_methods(t, kRandomMethods);
  NpState& st = np_state(vm);
  np_keep(vm, st, t);
  set_module_attr(vm, m, "RandomState", Value::object(t));
  RandomState* inst = vm.alloc<RandomState>(t);
  inst->mt.seed_from_entropy();
  set_module_attr(vm, m, "_rand", Value::object(inst));
  RandomState* jit = vm.alloc<RandomState>(t);
  jit->mt.seed_from_entropy();
  np_keep(vm, st, jit);
  st.random_state = inst;
  st.jit_random_state = jit;
  for (auto& d : kRandomMethods) {
    Value fn = dict_get_str(t->dict, vm.intern(d.name));
    set_module_attr(vm, m, d.name, Value::object(vm.alloc<BoundMethod>(vm.t.method, Value::object(inst), fn)));
  }
  add_generator(vm, np, m);
  set_module_attr(vm, np, "random", Value::object(m));
}

}  // namespace tpy
