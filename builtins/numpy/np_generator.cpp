// np_generator.cpp — np.random.default_rng(seed): NumPy's Generator on
// PCG64 seeded through SeedSequence, bit for bit: random() (53-bit
// doubles), uniform(), integers() (Lemire's bounded method on buffered
// 32-bit draws), standard_normal() and normal() (the 256-level ziggurat of
// np_ziggurat_tables.h), standard_exponential() (its exponential
// ziggurat), the distributions of np_distributions.h over these, choice
// (Floyd's algorithm or a tail shuffle without replacement), shuffle and
// permutation (np_random_common.h does their argument handling).
#include <algorithm>
#include <cmath>
#include <cstring>
#include "builtins/mt_random.h"
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_dist_table.h"
#include "builtins/numpy/np_distributions.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_random_common.h"
#include "builtins/numpy/np_ziggurat_tables.h"
#include "vm/dict.h"

namespace tpy {

namespace {

using u128 = unsigned __int128;

// SeedSequence's entropy pool (pool_size 4) and generate_state.
constexpr uint32_t kInitA = 0x43b0d7e5, kMultA = 0x931e8875, kInitB = 0x8b51f9dd, kMultB = 0x58f38ded;
constexpr uint32_t kMixMultL = 0xca01f9dd, kMixMultR = 0x4973f715;

uint32_t hashmix(uint32_t value, uint32_t& hash_const) {
  value ^= hash_const;
  hash_const *= kMultA;
  value *= hash_const;
  value ^= value >> 16;
  return value;
}
uint32_t mix(uint32_t x, uint32_t y) {
  uint32_t r = kMixMultL * x - kMixMultR * y;
  return r ^ (r >> 16);
}

void seed_sequence_state(const std::vector<uint32_t>& entropy, uint32_t* out, int n_words) {
  uint32_t pool[4];
  uint32_t hc = kInitA;
  for (size_t i = 0; i < 4; i++) pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0, hc);
  for (int s = 0; s < 4; s++)
    for (int d = 0; d < 4; d++)
      if (s != d) pool[d] = mix(pool[d], hashmix(pool[s], hc));
  for (size_t s = 4; s < entropy.size(); s++)
    for (int d = 0; d < 4; d++) pool[d] = mix(pool[d], hashmix(entropy[s], hc));
  uint32_t hb = kInitB;
  for (int i = 0; i < n_words; i++) {
    uint32_t v = pool[i % 4];
    v ^= hb;
    hb *= kMultB;
    v *= hb;
    v ^= v >> 16;
    out[i] = v;
  }
}

const u128 kPcgMult = ((u128)2549297995355413924ull << 64) | 4865540595714422341ull;

struct Generator : Object {
  u128 state = 0, inc = 0;
  bool has_uint32 = false;
  uint32_t uinteger = 0;
  explicit Generator(TypeObject* t) : Object(t) {}

  void step() { state = state * kPcgMult + inc; }
  uint64_t next64() {
    step();
    uint64_t x = (uint64_t)(state >> 64) ^ (uint64_t)state;
    unsigned rot = (unsigned)(state >> 122);
    return (x >> rot) | (x << ((64 - rot) & 63));
  }
  uint32_t next32() {
    if (has_uint32) { has_uint32 = false; return uinteger; }
    uint64_t n = next64();
    has_uint32 = true;
    uinteger = (uint32_t)(n >> 32);
    return (uint32_t)n;
  }
  double next_double() { return (double)(next64() >> 11) * (1.0 / 9007199254740992.0); }
  void seed(uint64_t s0, uint64_t s1, uint64_t i0, uint64_t i1) {
    u128 initstate = ((u128)s0 << 64) | s1, initseq = ((u128)i0 << 64) | i1;
    state = 0;
    inc = (initseq << 1) | 1;
    step();
    state += initstate;
    step();
    has_uint32 = false;
    uinteger = 0;
  }
  // A standard normal: one 64-bit draw gives the layer (low 8 bits), the
  // sign (next bit) and a 52-bit magnitude; 99% of draws land inside their
  // layer's rectangle. The rest test the wedge under exp(-x*x/2) or, in the
  // base layer, sample the tail beyond R (Marsaglia's method; log1p(-u)
  // rather than log(u) so u = 0 is harmless).
  double standard_normal() {
    for (;;) {
      uint64_t r = next64();
      int idx = (int)(r & 0xff);
      r >>= 8;
      uint64_t rabs = (r >> 1) & 0x000fffffffffffffull;
      double x = (double)rabs * kZigNormW[idx];
      if (r & 1) x = -x;
      if (rabs < kZigNormK[idx]) return x;
      if (idx == 0) {
        for (;;) {
          double xx = -kZigNormInvR * std::log1p(-next_double());
          double yy = -std::log1p(-next_double());
          if (yy + yy > xx * xx) return ((rabs >> 8) & 1) ? -(kZigNormR + xx) : kZigNormR + xx;
        }
      }
      if ((kZigNormF[idx - 1] - kZigNormF[idx]) * next_double() + kZigNormF[idx] < std::exp(-0.5 * x * x)) return x;
    }
  }
  double gauss() { return standard_normal(); }
  static constexpr bool kLegacy = false;   // NumPy's current beta and geometric (np_dist_table.h)
  // A standard exponential: 3 bits dropped, 8 bits of layer, 53 bits of
  // magnitude; the base layer's tail is R + Exp(1).
  double std_exp() {
    for (;;) {
      uint64_t ri = next64() >> 3;
      int idx = (int)(ri & 0xff);
      ri >>= 8;
      double x = (double)ri * kZigExpW[idx];
      if (ri < kZigExpK[idx]) return x;
      if (idx == 0) return kZigExpR - std::log1p(-next_double());
      if ((kZigExpF[idx - 1] - kZigExpF[idx]) * next_double() + kZigExpF[idx] < std::exp(-x)) return x;
    }
  }
  // A value in [0, max] by masked rejection (NumPy's random_interval, used
  // by shuffle and permutation).
  uint64_t interval(uint64_t max) {
    if (max == 0) return 0;
    uint64_t mask = max;
    for (int s = 1; s < 64; s <<= 1) mask |= mask >> s;
    uint64_t v;
    if (max <= 0xFFFFFFFFull) {
      while ((v = (next32() & mask)) > max) {}
    } else {
      while ((v = (next64() & mask)) > max) {}
    }
    return v;
  }
  dist::Binomial binomial;  // binomial's set-up, kept between draws as NumPy does

  // A value in [0, rng] by Lemire's method (NumPy's Generator.integers).
  uint64_t bounded(uint64_t rng) {
    if (rng == 0) return 0;
    if (rng <= 0xFFFFFFFFull) {
      if (rng == 0xFFFFFFFFull) return next32();
      uint32_t excl = (uint32_t)rng + 1;
      uint64_t m = (uint64_t)next32() * excl;
      uint32_t left = (uint32_t)m;
      if (left < excl) {
        uint32_t threshold = (uint32_t)(0xFFFFFFFFu - (uint32_t)rng) % excl;
        while (left < threshold) {
          m = (uint64_t)next32() * excl;
          left = (uint32_t)m;
        }
      }
      return m >> 32;
    }
    if (rng == ~0ull) return next64();
    uint64_t excl = rng + 1;
    u128 m = (u128)next64() * excl;
    uint64_t left = (uint64_t)m;
    if (left < excl) {
      uint64_t threshold = (0 - excl) % excl;
      while (left < threshold) {
        m = (u128)next64() * excl;
        left = (uint64_t)m;
      }
    }
    return (uint64_t)(m >> 64);
  }
};

Generator* self_gen(CallArgs& a) { return static_cast<Generator*>(a.args[0].o); }

bool gen_random(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "random", {"size", "dtype"}, 0, args, true)) return false;
  Generator* g = self_gen(a);
  return random_doubles(vm, args[0], [&] { return g->next_double(); }, out);
}

bool gen_uniform(VM& vm, CallArgs& a, Value& out) {
  return dist_uniform(vm, a, *self_gen(a), false, out);
}

bool gen_integers(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!bind_args(vm, a, "integers", {"low", "high", "size", "dtype", "endpoint"}, 1, args, true)) return false;
  int64_t lo, hi;
  if (!to_int64(vm, args[0], lo, "integers")) return false;
  if (args[1].is_undef() || args[1].is_none()) { hi = lo; lo = 0; }
  else if (!to_int64(vm, args[1], hi, "integers")) return false;
  bool endpoint = false;
  if (!args[4].is_undef() && !truthy(vm, args[4], endpoint)) return false;
  if (!endpoint) hi -= 1;
  if (lo > hi) return vm.raise(vm.exc.ValueError, endpoint ? "low > high" : "low >= high");
  DType dt = DType::Int64;
  if (!args[3].is_undef() && !args[3].is_none() && !to_dtype(vm, args[3], dt)) return false;
  if (dt != DType::Int64) return vm.raise(vm.exc.TypeError, "integers(dtype=...) other than int64 is not supported by tpy yet");
  Generator* g = self_gen(a);
  uint64_t rng = (uint64_t)hi - (uint64_t)lo;
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!random_size(vm, args[2], scalar, ndim, shape)) return false;
  if (scalar) { out = Value::integer((int64_t)((uint64_t)lo + g->bounded(rng))); return true; }
  NdArray* r = nd_new(vm, DType::Int64, ndim, shape);
  if (!r) return false;
  for (int64_t i = 0; i < r->size; i++) ((int64_t*)r->data)[i] = (int64_t)((uint64_t)lo + g->bounded(rng));
  out = Value::object(r);
  return true;
}

bool float64_only(VM& vm, Value dtype, const char* fn) {
  DType dt = DType::Float64;
  if (!dtype.is_undef() && !dtype.is_none() && !to_dtype(vm, dtype, dt)) return false;
  if (dt != DType::Float64)
    return vm.raisef(vm.exc.TypeError, "%s(dtype=...) other than float64 is not supported by tpy yet", fn);
  return true;
}

bool gen_standard_normal(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "standard_normal", {"size", "dtype", "out"}, 0, args, true)) return false;
  if (!float64_only(vm, args[1], "standard_normal")) return false;
  if (!args[2].is_undef() && !args[2].is_none())
    return vm.raise(vm.exc.TypeError, "standard_normal(out=...) is not supported by tpy yet");
  Generator* g = self_gen(a);
  return random_doubles(vm, args[0], [&] { return g->standard_normal(); }, out);
}

// ---- distributions (np_distributions.h over the ziggurats; the rows
// shared with RandomState in np_dist_table.h) ----

bool gen_binomial(VM& vm, CallArgs& a, Value& out) { return dist_binomial(vm, a, *self_gen(a), false, out); }
bool gen_triangular(VM& vm, CallArgs& a, Value& out) {
  return dist_triangular(vm, a, DistTable<Generator>::kTriangular, out);
}

// standard_exponential(size=None, dtype=float64, method='zig', out=None):
// the ziggurat for method='zig', else (NumPy checks no further) -log1p(-U).
bool gen_standard_exponential(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "standard_exponential", {"size", "dtype", "method", "out"}, 0, args, true)) return false;
  if (!float64_only(vm, args[1], "standard_exponential")) return false;
  if (!args[3].is_undef() && !args[3].is_none())
    return vm.raise(vm.exc.TypeError, "standard_exponential(out=...) is not supported by tpy yet");
  bool inv = false;
  if (!args[2].is_undef()) {
    Str* m;
    if (!arg_str(vm, args[2], m, "standard_exponential", "method")) return false;
    inv = m->text() != "zig";
  }
  Generator* g = self_gen(a);
  if (inv) return random_doubles(vm, args[0], [&] { return -std::log1p(-g->next_double()); }, out);
  return random_doubles(vm, args[0], [&] { return g->std_exp(); }, out);
}

// ---- shuffle, permutation, choice ----

bool axis_zero_only(VM& vm, Value axis, const char* fn) {
  int64_t ax = 0;
  if (!axis.is_undef() && !to_int64(vm, axis, ax, "axis")) return false;
  if (ax != 0) return vm.raisef(vm.exc.TypeError, "%s(axis=...) other than 0 is not supported by tpy yet", fn);
  return true;
}

bool gen_shuffle(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "shuffle", {"x", "axis"}, 1, args, true) || !axis_zero_only(vm, args[1], "shuffle"))
    return false;
  out = Value::none();
  Generator* g = self_gen(a);
  return shuffle_rows(vm, args[0], [g](uint64_t i) { return g->interval(i); });
}

bool gen_permutation(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "permutation", {"x", "axis"}, 1, args, true) || !axis_zero_only(vm, args[1], "permutation"))
    return false;
  Generator* g = self_gen(a);
  return permutation_of(vm, args[0], [g](uint64_t i) { return g->interval(i); },
                        "axis 0 is out of bounds for array of dimension 0", out);
}

// Swaps data[i] with data[bounded(i)] for i = n-1 .. first (Lemire's
// bounds, unlike shuffle's masked ones: NumPy's _shuffle_int).
void shuffle_ints(Generator* g, int64_t n, int64_t first, int64_t* data) {
  for (int64_t i = n - 1; i >= first; i--) std::swap(data[i], data[(int64_t)g->bounded((uint64_t)i)]);
}

// `count` distinct values of [0, pop) without p, as Generator.choice draws
// them: a partial tail shuffle of arange(pop) when the sample is a large
// part of a large population, else Floyd's algorithm with an open-addressing
// set (then shuffled when `shuffle`).
void choice_unique(Generator* g, int64_t pop, int64_t count, bool shuffle, int64_t* idx) {
  int64_t cutoff = shuffle ? 50 : 20;
  if (pop > 10000 && count > pop / cutoff) {
    std::vector<int64_t> all((size_t)pop);
    for (int64_t i = 0; i < pop; i++) all[(size_t)i] = i;
    shuffle_ints(g, pop, std::max<int64_t>(pop - count, 1), all.data());
    std::copy(all.end() - count, all.end(), idx);
    return;
  }
  uint64_t mask = (uint64_t)(1.2 * (double)count);
  for (int s = 1; s < 64; s <<= 1) mask |= mask >> s;
  const uint64_t kEmpty = ~0ull;
  std::vector<uint64_t> set(mask + 1, kEmpty);
  for (int64_t j = pop - count; j < pop; j++) {
    uint64_t val = g->bounded((uint64_t)j), loc = val & mask;
    while (set[loc] != kEmpty && set[loc] != val) loc = (loc + 1) & mask;
    if (set[loc] == kEmpty) {
      set[loc] = val;
    } else {  // val was taken: j itself is new
      val = (uint64_t)j;
      loc = val & mask;
      while (set[loc] != kEmpty) loc = (loc + 1) & mask;
      set[loc] = val;
    }
    idx[j - pop + count] = (int64_t)val;
  }
  if (shuffle) shuffle_ints(g, count, 1, idx);
}

// choice(a, size=None, replace=True, p=None, axis=0, shuffle=True).
bool gen_choice(VM& vm, CallArgs& a, Value& out) {
  Value args[6];
  if (!bind_args(vm, a, "choice", {"a", "size", "replace", "p", "axis", "shuffle"}, 1, args, true)) return false;
  if (!axis_zero_only(vm, args[4], "choice")) return false;
  RootScope roots(vm);
  ChoiceArgs c;
  if (!choice_args(vm, args[0], args[1], args[3], false, roots, c)) return false;
  bool replace = true, shuffle = true;
  if (!args[2].is_undef() && !truthy(vm, args[2], replace)) return false;
  if (!args[5].is_undef() && !truthy(vm, args[5], shuffle)) return false;
  if (!replace && c.count > c.pop)
    return vm.raise(vm.exc.ValueError, "Cannot take a larger sample than population when replace is False");
  NdArray* idx = nd_new(vm, DType::Int64, c.scalar ? 0 : c.ndim, c.shape);
  if (!idx) return false;
  roots.add(idx);
  int64_t* ip = (int64_t*)idx->data;
  Generator* g = self_gen(a);
  auto uniform = [g] { return g->next_double(); };
  if (c.p && replace) {
    choice_p_replace(c, uniform, ip);
  } else if (c.p) {
    if (!choice_p_unique(vm, c, uniform, ip)) return false;
  } else if (replace) {
    for (int64_t i = 0; i < c.count; i++) ip[i] = (int64_t)g->bounded((uint64_t)(c.pop - 1));
  } else {
    choice_unique(g, c.pop, c.count, shuffle, ip);
  }
  return choice_result(vm, c, idx, out);
}

// copy.copy / copy.deepcopy: an independent generator in the same state
// (NumPy pickles and restores its bit generator either way).
bool gen_copy(VM& vm, CallArgs& a, Value& out) {
  Generator* g = self_gen(a);
  Generator* c = vm.alloc<Generator>(g->type);
  c->state = g->state;
  c->inc = g->inc;
  c->has_uint32 = g->has_uint32;
  c->uinteger = g->uinteger;
  out = Value::object(c);
  return true;
}

const NativeDef kGeneratorMethods[] = {
    {"__copy__", gen_copy, 1, 1, false, JitHint::None},
    {"__deepcopy__", gen_copy, 2, 2, false, JitHint::None},
    {"random", gen_random, 1, 3, true, JitHint::None},
    {"uniform", gen_uniform, 1, 4, true, JitHint::None},
    {"integers", gen_integers, 2, 6, true, JitHint::None},
    {"standard_normal", gen_standard_normal, 1, 4, true, JitHint::None},
    TPY_NP_SHARED_DIST_ROWS(Generator),
    {"standard_exponential", gen_standard_exponential, 1, 5, true, JitHint::None},
    {"triangular", gen_triangular, 1, 5, true, JitHint::None},
    {"binomial", gen_binomial, 1, 4, true, JitHint::None},
    {"shuffle", gen_shuffle, 1, 3, true, JitHint::None},
    {"permutation", gen_permutation, 1, 3, true, JitHint::None},
    {"choice", gen_choice, 1, 7, true, JitHint::None},
};

TypeObject* generator_type(VM& vm) {
  NpState& st = np_state(vm);
  Value t = dict_get_str(st.module->dict, vm.intern("_Generator"));
  return static_cast<TypeObject*>(t.o);
}

bool np_default_rng(VM& vm, CallArgs& a, Value& out) {
  Value seed;
  if (!bind_args(vm, a, "default_rng", {"seed"}, 0, &seed)) return false;
  if (seed.is_undef()) seed = Value::none();
  std::vector<uint32_t> entropy;
  if (seed.is_none()) {
    entropy.resize(4);
    if (!os_entropy(entropy.data(), 4 * sizeof(uint32_t)))
      return vm.raise(vm.exc.OSError, "no entropy source for default_rng()");
  } else {
    int64_t s;
    if (!to_int64(vm, seed, s, "seed")) return false;
    if (s < 0) return vm.raise(vm.exc.ValueError, "expected non-negative integer");
    uint64_t u = (uint64_t)s;
    do { entropy.push_back((uint32_t)u); u >>= 32; } while (u);
  }
  uint32_t words[8];
  seed_sequence_state(entropy, words, 8);
  uint64_t v[4];
  for (int i = 0; i < 4; i++) v[i] = (uint64_t)words[2 * i] | ((uint64_t)words[2 * i + 1] << 32);
  Generator* g = vm.alloc<Generator>(generator_type(vm));
  g->seed(v[0], v[1], v[2], v[3]);
  out = Value::object(g);
  return true;
}

const NativeDef kDefaultRng = {"default_rng", np_default_rng, 0, 1, true, JitHint::None};

}  // namespace

void add_generator(VM& vm, Module* np, Module* random) {
  TypeObject* t = vm.new_builtin_type("Generator", Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("numpy.random"));
  t->subclassable = false;
  vm.add_methods(t, kGeneratorMethods);
  set_module_attr(vm, np, "_Generator", Value::object(t));
  set_module_attr(vm, random, "Generator", Value::object(t));
  add_module_functions(vm, random, &kDefaultRng, 1);
}

}  // namespace tpy
