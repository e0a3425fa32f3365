// np_random.cpp — np.random: NumPy's legacy RandomState on MT19937
// (builtins/mt_random.h's generator core) with its exact sampling
// algorithms, so np.random.seed(0); np.random.rand(3) prints NumPy's numbers:
// 53-bit doubles, the polar Gaussian with its cached second value, -log(1-U)
// exponentials, and masked rejection sampling for integers (32-bit draws for
// 32-bit ranges). The distributions are table rows over
// np_distributions.h's samplers; their argument handling, choice's checks
// and shuffling are np_random_common.h's. get_state/set_state use NumPy's
// legacy tuple. The module's functions are methods of one hidden instance.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/mt_random.h"
#include "builtins/numpy/np_dist_table.h"
#include "builtins/numpy/np_distributions.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_random_common.h"
#include "vm/dict.h"
#include "vm/ops.h"

namespace tpy {

namespace {

struct RandomState : Object {
  MersenneTwister mt;
  bool has_gauss = false;
  double gauss_next = 0;

  dist::Binomial binomial;  // binomial's set-up, kept between draws as NumPy does
  explicit RandomState(TypeObject* t) : Object(t) {}

  // The bit source np_distributions.h samples from.
  double next_double() { return mt.random(); }
  uint32_t next32() { return mt.genrand_uint32(); }
  uint64_t next64() {
    uint64_t hi = mt.genrand_uint32();
    return (hi << 32) | mt.genrand_uint32();
  }
  double std_exp() { return -std::log(1.0 - next_double()); }
  double gauss() { return next_gauss(); }
  static constexpr bool kLegacy = true;   // NumPy 1.16's beta and geometric (np_dist_table.h)
  double next_gauss() {
    if (has_gauss) { has_gauss = false; return gauss_next; }
    double x1, x2, r2;
    do {
      x1 = 2.0 * next_double() - 1.0;
      x2 = 2.0 * next_double() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    double f = std::sqrt(-2.0 * std::log(r2) / r2);
    gauss_next = f * x1;
    has_gauss = true;
    return f * x2;
  }
  uint64_t interval(uint64_t max) { return bounded(max); }  // NumPy's random_interval
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
  Value seed;
  if (!bind_args(vm, a, "seed", {"seed"}, 0, &seed, true)) return false;
  out = Value::none();
  return seed_state(vm, self_rs(a), seed);
}

// RandomState(seed=None): an independent generator with the same methods.
bool rs_ctor(VM& vm, CallArgs& a, Value& out);

bool rnd_random(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "random_sample", {"size"}, 0, args, true)) return false;
  RandomState* rs = self_rs(a);
  return random_doubles(vm, args[0], [&] { return rs->next_double(); }, out);
}

Value dims_tuple(VM& vm, CallArgs& a) {
  return a.nargs == 1 ? Value::none() : Value::object(vm.new_tuple(std::vector<Value>(a.args + 1, a.args + a.nargs)));
}

bool rnd_rand(VM& vm, CallArgs& a, Value& out) {
  RandomState* rs = self_rs(a);
  return random_doubles(vm, dims_tuple(vm, a), [&] { return rs->next_double(); }, out);
}

bool rnd_randn(VM& vm, CallArgs& a, Value& out) {
  RandomState* rs = self_rs(a);
  return random_doubles(vm, dims_tuple(vm, a), [&] { return rs->next_gauss(); }, out);
}

bool rnd_uniform(VM& vm, CallArgs& a, Value& out) {
  return dist_uniform(vm, a, *self_rs(a), true, out);
}

// randint(low, high=None, size=None, dtype=int): NumPy's masked bounded
// fills (np_random_common.h), 8/16-bit and bool values from buffered
// 32-bit draws.
bool rnd_randint(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "randint", {"low", "high", "size", "dtype"}, 1, args, true)) return false;
  return bounded_ints(vm, *self_rs(a), {"randint", true, false, true}, args[0], args[1], args[2], args[3], out);
}

// random_integers(low, high=None, size=None): randint(low, high + 1) with
// [1, low] for one argument, and NumPy's DeprecationWarning.
bool rnd_random_integers(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "random_integers", {"low", "high", "size"}, 1, args, true)) return false;
  int64_t lo, hi;
  if (args[1].is_undef() || args[1].is_none()) {
    if (!to_int64(vm, args[0], hi, "random_integers")) return false;
    lo = 1;
    if (!np_warn(vm, vm.exc.DeprecationWarning,
                 "This function is deprecated. Please call randint(1, " + std::to_string(hi) + " + 1) instead"))
      return false;
  } else {
    if (!to_int64(vm, args[0], lo, "random_integers") || !to_int64(vm, args[1], hi, "random_integers")) return false;
    if (!np_warn(vm, vm.exc.DeprecationWarning, "This function is deprecated. Please call randint(" +
                                                    std::to_string(lo) + ", " + std::to_string(hi) + " + 1) instead"))
      return false;
  }
  return bounded_ints(vm, *self_rs(a), {"randint", true, true, false}, Value::integer(lo), Value::integer(hi), args[2],
                      Value(), out);
}

// tomaxint(size=None): 63-bit values, a 64-bit draw shifted right once
// (RandomState only).
bool rnd_tomaxint(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "tomaxint", {"size"}, 0, args, true)) return false;
  RandomState* rs = self_rs(a);
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!random_size(vm, args[0], scalar, ndim, shape)) return false;
  if (scalar) {
    out = Value::integer((int64_t)(rs->next64() >> 1));
    return true;
  }
  NdArray* r = nd_new(vm, DType::Int64, ndim, shape);
  if (!r) return false;
  for (int64_t i = 0; i < r->size; i++) ((int64_t*)r->data)[i] = (int64_t)(rs->next64() >> 1);
  out = Value::object(r);
  return true;
}

bool rnd_bytes(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "bytes", {"length"}, 1, args, true)) return false;
  return random_bytes(vm, *self_rs(a), args[0], out);
}

bool rnd_shuffle(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  RandomState* rs = self_rs(a);
  return shuffle_rows(vm, a.args[1], [rs](uint64_t i) { return rs->bounded(i); });
}

bool rnd_permutation(VM& vm, CallArgs& a, Value& out) {
  RandomState* rs = self_rs(a);
  return permutation_of(vm, a.args[1], [rs](uint64_t i) { return rs->bounded(i); },
                        "x must be an integer or at least 1-dimensional", out);
}

// choice(a, size=None, replace=True, p=None) as RandomState draws it:
// randint indices, the head of a permutation without replacement, the cdf
// search with p.
bool rnd_choice(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "choice", {"a", "size", "replace", "p"}, 1, args, true)) return false;
  RootScope roots(vm);
  ChoiceArgs c;
  if (!choice_args(vm, args[0], args[1], args[3], true, roots, c)) return false;
  bool replace = true;
  if (!args[2].is_undef() && !truthy(vm, args[2], replace)) return false;
  RandomState* rs = self_rs(a);
  if (!replace && c.count > c.pop)
    return vm.raise(vm.exc.ValueError, "Cannot take a larger sample than population when 'replace=False'");
  NdArray* idx = nd_new(vm, DType::Int64, c.scalar ? 0 : c.ndim, c.shape);
  if (!idx) return false;
  roots.add(idx);
  int64_t* ip = (int64_t*)idx->data;
  auto uniform = [rs] { return rs->next_double(); };
  if (c.p && replace) {
    choice_p_replace(c, uniform, ip);
  } else if (c.p) {
    if (!choice_p_unique(vm, c, uniform, ip)) return false;
  } else if (replace) {
    for (int64_t i = 0; i < c.count; i++) ip[i] = (int64_t)rs->bounded((uint64_t)(c.pop - 1));
  } else {
    Value perm;
    if (!permutation_of(vm, Value::integer(c.pop), [rs](uint64_t i) { return rs->bounded(i); }, "", perm))
      return false;
    std::memcpy(ip, as<NdArray>(perm)->data, (size_t)c.count * 8);
  }
  return choice_result(vm, c, idx, out);
}

// ---- distributions (NumPy's legacy samplers, np_distributions.h; the rows
// shared with Generator in np_dist_table.h) ----

double draw_std_exp(RandomState& s, double, double, double) { return s.std_exp(); }
double draw_std_normal(RandomState& s, double, double, double) { return s.gauss(); }

using Dist = ContDist<RandomState>;
const Dist kStdExp = {"standard_exponential", 0, 0, {}, {}, {}, draw_std_exp, nullptr};
const Dist kStdNormal = {"standard_normal", 0, 0, {}, {}, {}, draw_std_normal, nullptr};

bool rnd_binomial(VM& vm, CallArgs& a, Value& out) { return dist_binomial(vm, a, *self_rs(a), true, out); }

bool rnd_triangular(VM& vm, CallArgs& a, Value& out) {
  return dist_triangular(vm, a, DistTable<RandomState>::kTriangular, out);
}

bool rnd_multinomial(VM& vm, CallArgs& a, Value& out) { return dist_multinomial(vm, a, *self_rs(a), true, out); }
bool rnd_dirichlet(VM& vm, CallArgs& a, Value& out) { return dist_dirichlet(vm, a, *self_rs(a), true, out); }

// multivariate_normal(mean, cov, size=None, check_valid='warn', tol=1e-8):
// builtins/pylib/_tpy_random.py, over this generator's standard_normal.
bool rnd_multivariate_normal(VM& vm, CallArgs& a, Value& out) {
  return np_call_pylib(vm, "_tpy_random", "legacy_multivariate_normal", a.args, a.nargs, a.kwnames, out);
}

// get_state(legacy=True): ('MT19937', the 624 key words as uint32, pos,
// has_gauss, cached_gaussian), NumPy's legacy tuple.
bool rnd_get_state(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "get_state", {"legacy"}, 0, args, true)) return false;
  bool legacy = true;
  if (!args[0].is_undef() && !truthy(vm, args[0], legacy)) return false;
  if (!legacy) return vm.raise(vm.exc.TypeError, "get_state(legacy=False) is not supported by tpy yet");
  RandomState* rs = self_rs(a);
  int64_t n = MersenneTwister::kStateWords;
  NdArray* key = nd_new(vm, DType::UInt32, 1, &n);
  if (!key) return false;
  RootScope roots(vm);
  roots.add(key);
  std::memcpy(key->data, rs->mt.state_words(), (size_t)n * 4);
  out = Value::object(vm.new_tuple({vm.str_value("MT19937"), Value::object(key), Value::integer(rs->mt.state_index()),
                                    Value::integer(rs->has_gauss ? 1 : 0), Value::real(rs->has_gauss ? rs->gauss_next : 0.0)}));
  return true;
}

// set_state(('MT19937', key, pos[, has_gauss, cached_gaussian])).
bool rnd_set_state(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "set_state", {"state"}, 1, args, true)) return false;
  Value st = args[0];
  if (!is_layout(st, Layout::Tuple) && !is_layout(st, Layout::List))
    return vm.raise(vm.exc.TypeError, "state must be a dict or a tuple.");
  int64_t len;
  if (!length(vm, st, len)) return false;
  Value item[5];
  for (int64_t i = 0; i < std::min<int64_t>(len, 5); i++)
    if (!get_item(vm, st, Value::integer(i), item[i])) return false;
  if (!is_str(item[0]) || str_view(item[0]) != "MT19937")
    return vm.raise(vm.exc.ValueError, "set_state can only be used with legacy MT19937state instances.");
  if (len < 3) return vm.raisef(vm.exc.IndexError, "tuple index out of range");
  RootScope roots(vm);
  NdArray* key;
  if (!nd_from_value(vm, item[1], true, DType::UInt32, false, key)) return false;
  roots.add(key);
  int64_t n = MersenneTwister::kStateWords, pos;
  if (key->ndim != 1 || key->size < n)
    return vm.raisef(vm.exc.IndexError, "index %lld is out of bounds for axis 0 with size %lld", (long long)key->size,
                     (long long)key->size);
  if (!to_int64(vm, item[2], pos, "pos")) return false;
  double gauss = 0;
  bool has_gauss = false;
  if (len > 3 && !truthy(vm, item[3], has_gauss)) return false;
  if (len > 4 && !to_double(vm, item[4], gauss, "set_state")) return false;
  RandomState* rs = self_rs(a);
  for (int64_t i = 0; i < n; i++) rs->mt.state_words()[i] = *(const uint32_t*)nd_flat_ptr(key, i);
  rs->mt.state_index() = pos;
  rs->has_gauss = has_gauss;
  rs->gauss_next = gauss;
  out = Value::none();
  return true;
}

// Methods of RandomState; the module's functions are these bound to one
// hidden instance (as NumPy's mtrand does).
const NativeDef kRandomMethods[] = {
    {"shuffle", rnd_shuffle, 2, 2, false, JitHint::None},
    {"permutation", rnd_permutation, 2, 2, false, JitHint::None},
    {"choice", rnd_choice, 2, 5, true, JitHint::None},
    {"seed", rnd_seed, 1, 2, true, JitHint::None},
    {"random", rnd_random, 1, 2, true, JitHint::None},
    {"random_sample", rnd_random, 1, 2, true, JitHint::None},
    {"rand", rnd_rand, 1, -1, false, JitHint::None},
    {"randn", rnd_randn, 1, -1, false, JitHint::None},
    {"uniform", rnd_uniform, 1, 4, true, JitHint::None},
    {"randint", rnd_randint, 2, 5, true, JitHint::None},
    {"random_integers", rnd_random_integers, 2, 4, true, JitHint::None},
    {"tomaxint", rnd_tomaxint, 1, 2, true, JitHint::None},
    {"bytes", rnd_bytes, 2, 2, true, JitHint::None},
    {"standard_normal", dist_method<RandomState, kStdNormal>, 1, 2, true, JitHint::None},
    TPY_NP_SHARED_DIST_ROWS(RandomState),
    {"standard_exponential", dist_method<RandomState, kStdExp>, 1, 2, true, JitHint::None},
    {"triangular", rnd_triangular, 1, 5, true, JitHint::None},
    {"binomial", rnd_binomial, 1, 4, true, JitHint::None},
    {"multinomial", rnd_multinomial, 1, 4, true, JitHint::None},
    {"dirichlet", rnd_dirichlet, 1, 3, true, JitHint::None},
    {"multivariate_normal", rnd_multivariate_normal, 1, -1, true, JitHint::None},
    {"get_state", rnd_get_state, 1, 2, true, JitHint::None},
    {"set_state", rnd_set_state, 1, 2, true, JitHint::None},
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
    if (!std::strcmp(d.name, "tomaxint")) continue;  // RandomState's alone
    Value fn = dict_get_str(t->dict, vm.intern(d.name));
    set_module_attr(vm, m, d.name, Value::object(vm.alloc<BoundMethod>(vm.t.method, Value::object(inst), fn)));
  }
  add_generator(vm, np, m);
  set_module_attr(vm, np, "random", Value::object(m));
}

}  // namespace tpy
