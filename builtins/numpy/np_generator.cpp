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
#include <cstdio>
#include <vector>
#include "builtins/mt_random.h"
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_dist_table.h"
#include "builtins/numpy/np_distributions.h"
#include "builtins/numpy/np_internal.h"
#include "builtins/numpy/np_random_common.h"
#include "builtins/numpy/np_ziggurat_tables.h"
#include "vm/bigint.h"
#include "vm/dict.h"
#include "vm/ops.h"

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

// ---- SeedSequence --------------------------------------------------------------------

// NumPy's SeedSequence: its entropy and spawn key as given, and the pool
// the assembled entropy words hash into.
struct SeedSeq : Object {
  Value entropy = Value::none();
  Value spawn_key;  // a tuple
  int64_t pool_size = 4;
  int64_t n_children = 0;
  std::vector<uint32_t> pool;
  explicit SeedSeq(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override {
    tr.mark(entropy);
    tr.mark(spawn_key);
  }

  // The pool's words hashed into n_words output words (generate_state).
  void generate(uint32_t* out, int64_t n_words) const {
    uint32_t hb = kInitB;
    for (int64_t i = 0; i < n_words; i++) {
      uint32_t v = pool[(size_t)(i % pool_size)];
      v ^= hb;
      hb *= kMultB;
      v *= hb;
      v ^= v >> 16;
      out[i] = v;
    }
  }
};

// Mixes the assembled entropy words into a pool of pool.size() words.
void mix_pool(const std::vector<uint32_t>& entropy, std::vector<uint32_t>& pool) {
  size_t n = pool.size();
  uint32_t hc = kInitA;
  for (size_t i = 0; i < n; i++) pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0, hc);
  for (size_t s = 0; s < n; s++)
    for (size_t d = 0; d < n; d++)
      if (s != d) pool[d] = mix(pool[d], hashmix(pool[s], hc));
  for (size_t s = n; s < entropy.size(); s++)
    for (size_t d = 0; d < n; d++) pool[d] = mix(pool[d], hashmix(entropy[s], hc));
}

bool entropy_type_error(VM& vm, Value x) {
  Str* text;
  if (!to_str(vm, x, text)) return false;
  return vm.raisef(vm.exc.TypeError, "SeedSequence expects int or sequence of ints for entropy not %s",
                   text->text().c_str());
}

// An int as little-endian 32-bit words ([0] for 0); a sequence (or array)
// as its items' words in turn. NumPy's messages for negative ints and
// other types.
bool entropy_words(VM& vm, Value x, std::vector<uint32_t>& out, int depth = 0) {
  if (x.is_bool() || x.is_int()) {
    int64_t v = x.is_bool() ? x.b : x.i;
    if (v < 0) return vm.raise(vm.exc.ValueError, "expected non-negative integer");
    uint64_t u = (uint64_t)v;
    do {
      out.push_back((uint32_t)u);
      u >>= 32;
    } while (u);
    return true;
  }
  if (is_layout(x, Layout::Int)) {
    BigInt b = as<BigIntObj>(x)->v;
    if (b < 0) return vm.raise(vm.exc.ValueError, "expected non-negative integer");
    do {
      out.push_back((uint32_t)(b & 0xFFFFFFFFu));
      b >>= 32;
    } while (b > 0);
    return true;
  }
  if (x.is_float() || is_str(x) || depth > 32) return entropy_type_error(vm, x);
  if (x.is_obj() && x.o->type == np_state(vm).ndarray) {
    NdArray* arr = as<NdArray>(x);
    if (!strchr("biu", dtype_info(arr->dtype).kind)) return entropy_type_error(vm, x);
    for (int64_t i = 0; i < arr->size; i++) {
      int64_t v;
      cast_element(arr->dtype, nd_flat_ptr(arr, i), DType::Int64, (char*)&v);
      if (!entropy_words(vm, Value::integer(v), out, depth + 1)) return false;
    }
    return true;
  }
  if (is_layout(x, Layout::List) || is_layout(x, Layout::Tuple)) {
    int64_t n;
    if (!length(vm, x, n)) return false;
    for (int64_t i = 0; i < n; i++) {
      Value item;
      if (!get_item(vm, x, Value::integer(i), item) || !entropy_words(vm, item, out, depth + 1)) return false;
    }
    return true;
  }
  int64_t v;  // a NumPy integer scalar or anything with __index__
  bool overflow;
  if (!to_index(vm, x, v, overflow)) {
    vm.take_pending();
    return entropy_type_error(vm, x);
  }
  if (overflow) return vm.raise(vm.exc.OverflowError, "Python int too large to convert to C long");
  return entropy_words(vm, Value::integer(v), out, depth + 1);
}

TypeObject* np_private_type(VM& vm, const char* name) {
  Value t = dict_get_str(np_state(vm).module->dict, vm.intern(name));
  return static_cast<TypeObject*>(t.o);
}

// A SeedSequence of `entropy` (None: 128 bits from the OS) and spawn_key.
bool new_seed_seq(VM& vm, TypeObject* cls, Value entropy, Value spawn_key, int64_t pool_size, int64_t n_children,
                  SeedSeq*& out) {
  RootScope roots(vm);
  if (pool_size < 4) return vm.raise(vm.exc.ValueError, "The size of the entropy pool should be at least 4");
  std::vector<uint32_t> words, spawn;
  if (entropy.is_undef() || entropy.is_none()) {
    uint32_t w[4];
    if (!os_entropy(w, sizeof w)) return vm.raise(vm.exc.OSError, "no entropy source for SeedSequence()");
    BigInt b = 0;
    for (int i = 3; i >= 0; i--) b = (b << 32) | w[i];
    entropy = vm.new_int(b);
    roots.add(entropy);
  }
  if (!entropy_words(vm, entropy, words)) return false;
  if (spawn_key.is_undef() || spawn_key.is_none()) {
    spawn_key = Value::object(vm.new_tuple({}));
  } else if (!is_layout(spawn_key, Layout::Tuple)) {
    Value t;
    if (!call(vm, Value::object(vm.t.tuple), &spawn_key, 1, nullptr, t)) return false;
    spawn_key = t;
  }
  roots.add(spawn_key);
  if (!entropy_words(vm, spawn_key, spawn)) return false;
  if (!spawn.empty() && (int64_t)words.size() < pool_size) words.resize((size_t)pool_size, 0);
  words.insert(words.end(), spawn.begin(), spawn.end());
  SeedSeq* ss = vm.alloc<SeedSeq>(cls);
  ss->entropy = entropy;
  ss->spawn_key = spawn_key;
  ss->pool_size = pool_size;
  ss->n_children = n_children;
  ss->pool.assign((size_t)pool_size, 0);
  mix_pool(words, ss->pool);
  out = ss;
  return true;
}

SeedSeq* self_ss(CallArgs& a) { return static_cast<SeedSeq*>(a.args[0].o); }

// SeedSequence(entropy=None, *, spawn_key=(), pool_size=4, n_children_spawned=0).
bool ss_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  Value args[4];
  if (!bind_args(vm, rest, "SeedSequence", {"entropy", "$spawn_key", "$pool_size", "$n_children_spawned"}, 0, args))
    return false;
  int64_t pool = 4, children = 0;
  if (!args[2].is_undef() && !to_int64(vm, args[2], pool, "pool_size")) return false;
  if (!args[3].is_undef() && !to_int64(vm, args[3], children, "n_children_spawned")) return false;
  SeedSeq* ss;
  if (!new_seed_seq(vm, cls, args[0], args[1], pool, children, ss)) return false;
  out = Value::object(ss);
  return true;
}

// generate_state(n_words, dtype=np.uint32): uint64 words pair up 32-bit ones.
bool ss_generate_state(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "generate_state", {"n_words", "dtype"}, 1, args, true)) return false;
  int64_t n;
  if (!to_int64(vm, args[0], n, "n_words")) return false;
  DType dt = DType::UInt32;
  if (!args[1].is_undef() && !to_dtype(vm, args[1], dt)) return false;
  if (dt != DType::UInt32 && dt != DType::UInt64) return vm.raise(vm.exc.ValueError, "only support uint32 or uint64");
  if (n < 0) return vm.raise(vm.exc.ValueError, "negative dimensions are not allowed");
  NdArray* r = nd_new(vm, dt, 1, &n);
  if (!r) return false;
  self_ss(a)->generate((uint32_t*)r->data, dt == DType::UInt64 ? 2 * n : n);
  out = Value::object(r);
  return true;
}

// spawn(n_children): children keyed spawn_key + (i,), counted on.
bool ss_spawn(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "spawn", {"n_children"}, 1, args, true)) return false;
  int64_t n;
  if (!to_int64(vm, args[0], n, "n_children")) return false;
  SeedSeq* ss = self_ss(a);
  RootScope roots(vm);
  List* kids = vm.new_list({});
  roots.add(kids);
  for (int64_t i = ss->n_children; i < ss->n_children + n; i++) {
    Tuple* parent = as<Tuple>(ss->spawn_key);
    std::vector<Value> key(parent->items.begin(), parent->items.begin() + parent->items.size());
    key.push_back(Value::integer(i));
    Value kt = Value::object(vm.new_tuple(std::move(key)));
    roots.add(kt);
    SeedSeq* kid;
    if (!new_seed_seq(vm, ss->type, ss->entropy, kt, ss->pool_size, 0, kid)) return false;
    kids->items.push_back(Value::object(kid));
  }
  if (n > 0) ss->n_children += n;
  out = Value::object(kids);
  return true;
}

bool ss_repr(VM& vm, CallArgs& a, Value& out) {
  SeedSeq* ss = self_ss(a);
  Str* text;
  if (!to_repr(vm, ss->entropy, text)) return false;
  std::string r = "SeedSequence(\n    entropy=" + text->text() + ",\n";
  if (as<Tuple>(ss->spawn_key)->items.size()) {
    if (!to_repr(vm, ss->spawn_key, text)) return false;
    r += "    spawn_key=" + text->text() + ",\n";
  }
  if (ss->pool_size != 4) r += "    pool_size=" + std::to_string(ss->pool_size) + ",\n";
  if (ss->n_children) r += "    n_children_spawned=" + std::to_string(ss->n_children) + ",\n";
  out = vm.str_value(r + ")");
  return true;
}

bool put(VM& vm, Dict* d, const char* key, Value v) {
  dict_set_str(vm, d, vm.intern(key), v);
  return true;
}

bool ss_entropy(VM& vm, CallArgs& a, Value& out) { out = self_ss(a)->entropy; return true; }
bool ss_spawn_key(VM& vm, CallArgs& a, Value& out) { out = self_ss(a)->spawn_key; return true; }
bool ss_pool_size(VM& vm, CallArgs& a, Value& out) { out = Value::integer(self_ss(a)->pool_size); return true; }
bool ss_n_children(VM& vm, CallArgs& a, Value& out) { out = Value::integer(self_ss(a)->n_children); return true; }
bool ss_state(VM& vm, CallArgs& a, Value& out) {
  SeedSeq* ss = self_ss(a);
  Dict* d = vm.new_dict();
  RootScope roots(vm);
  roots.add(d);
  if (!put(vm, d, "entropy", ss->entropy) || !put(vm, d, "spawn_key", ss->spawn_key) ||
      !put(vm, d, "pool_size", Value::integer(ss->pool_size)) ||
      !put(vm, d, "n_children_spawned", Value::integer(ss->n_children)))
    return false;
  out = Value::object(d);
  return true;
}

const NativeDef kSeedSeqMethods[] = {
    {"generate_state", ss_generate_state, 2, 3, true, JitHint::None},
    {"spawn", ss_spawn, 2, 2, true, JitHint::None},
    {"__repr__", ss_repr, 1, 1, false, JitHint::None},
};
const NativeDef kSeedSeqGetters[] = {
    {"entropy", ss_entropy, 1, 1, false, JitHint::None},
    {"spawn_key", ss_spawn_key, 1, 1, false, JitHint::None},
    {"pool_size", ss_pool_size, 1, 1, false, JitHint::None},
    {"n_children_spawned", ss_n_children, 1, 1, false, JitHint::None},
    {"state", ss_state, 1, 1, false, JitHint::None},
};

// ---- PCG64 ------------------------------------------------------------------------------

const u128 kPcgMult = ((u128)2549297995355413924ull << 64) | 4865540595714422341ull;

// The PCG64 bit generator (XSL-RR output), with NumPy's buffered upper
// half of a 64-bit draw for 32-bit draws.
struct Pcg64 : Object {
  u128 state = 0, inc = 0;
  bool has_uint32 = false;
  uint32_t uinteger = 0;
  Value seed_seq = Value::none();
  explicit Pcg64(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override { tr.mark(seed_seq); }

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
  void seed(const SeedSeq* ss) {
    uint32_t words[8];
    ss->generate(words, 8);
    uint64_t v[4];
    for (int i = 0; i < 4; i++) v[i] = (uint64_t)words[2 * i] | ((uint64_t)words[2 * i + 1] << 32);
    u128 initstate = ((u128)v[0] << 64) | v[1], initseq = ((u128)v[2] << 64) | v[3];
    state = 0;
    inc = (initseq << 1) | 1;
    step();
    state += initstate;
    step();
    has_uint32 = false;
    uinteger = 0;
  }
};

// PCG64(seed): seeded from a SeedSequence, or one made of seed.
bool new_pcg64(VM& vm, TypeObject* cls, Value seed, Pcg64*& out) {
  SeedSeq* ss;
  if (seed.is_obj() && seed.o->type == np_private_type(vm, "_SeedSequence")) {
    ss = static_cast<SeedSeq*>(seed.o);
  } else if (!new_seed_seq(vm, np_private_type(vm, "_SeedSequence"), seed, Value(), 4, 0, ss)) {
    return false;
  }
  RootScope roots(vm);
  roots.add(ss);
  Pcg64* bg = vm.alloc<Pcg64>(cls);
  bg->seed_seq = Value::object(ss);
  bg->seed(ss);
  out = bg;
  return true;
}

Pcg64* self_pcg(CallArgs& a) { return static_cast<Pcg64*>(a.args[0].o); }

bool pcg_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  Value args[1];
  if (!bind_args(vm, rest, "PCG64", {"seed"}, 0, args)) return false;
  Pcg64* bg;
  if (!new_pcg64(vm, cls, args[0], bg)) return false;
  out = Value::object(bg);
  return true;
}

// state: {'bit_generator': 'PCG64', 'state': {'state', 'inc'}, 'has_uint32', 'uinteger'}.
Value u128_value(VM& vm, u128 v) {
  BigInt b = (BigInt)(uint64_t)(v >> 64);
  b = (b << 64) | (uint64_t)v;
  return vm.new_int(b);
}

bool pcg_state(VM& vm, CallArgs& a, Value& out) {
  Pcg64* bg = self_pcg(a);
  RootScope roots(vm);
  Dict* inner = vm.new_dict();
  roots.add(inner);
  Value st = u128_value(vm, bg->state);
  roots.add(st);
  Value inc = u128_value(vm, bg->inc);
  roots.add(inc);
  if (!put(vm, inner, "state", st) || !put(vm, inner, "inc", inc)) return false;
  Dict* d = vm.new_dict();
  roots.add(d);
  if (!put(vm, d, "bit_generator", vm.str_value("PCG64")) ||
      !put(vm, d, "state", Value::object(inner)) ||
      !put(vm, d, "has_uint32", Value::integer(bg->has_uint32)) ||
      !put(vm, d, "uinteger", Value::integer(bg->uinteger)))
    return false;
  out = Value::object(d);
  return true;
}

// The low 128 bits of a Python int (two's complement).
bool int_u128(VM& vm, Value v, u128& out) {
  if (v.is_bool() || v.is_int()) {
    out = (u128)(__int128)(v.is_bool() ? v.b : v.i);
    return true;
  }
  if (!is_layout(v, Layout::Int)) return vm.raisef(vm.exc.TypeError, "'%s' object cannot be interpreted as an integer", type_name(vm, v));
  BigInt b = as<BigIntObj>(v)->v;
  const BigInt m64 = (BigInt(1) << 64) - 1;
  BigInt lo = b & m64, hi = (b >> 64) & m64;
  out = ((u128)(uint64_t)hi << 64) | (uint64_t)lo;
  return true;
}

// d[key] of a dict, KeyError if missing.
bool state_item(VM& vm, Value d, const char* key, Value& out) {
  if (!is_layout(d, Layout::Dict)) return vm.raise(vm.exc.TypeError, "state must be a dict");
  out = dict_get_str(as<Dict>(d), vm.intern(key));
  if (out.is_undef()) return vm.raise(vm.exc.KeyError, key);
  return true;
}

// bit_generator.state = {...}: what the getter gives, for this generator.
bool pcg_set_state(VM& vm, CallArgs& a, Value& out) {
  Pcg64* bg = self_pcg(a);
  Value d = a.args[1], name, inner, st, inc, has, uint;
  if (!is_layout(d, Layout::Dict)) return vm.raise(vm.exc.TypeError, "state must be a dict");
  name = dict_get_str(as<Dict>(d), vm.intern("bit_generator"));
  if (name.is_undef() || !is_str(name) || str_view(name) != "PCG64")
    return vm.raise(vm.exc.ValueError, "state must be for a PCG64 RNG");
  u128 s, i;
  int64_t u;
  if (!state_item(vm, d, "state", inner) || !state_item(vm, inner, "state", st) || !int_u128(vm, st, s) ||
      !state_item(vm, inner, "inc", inc) || !int_u128(vm, inc, i) || !state_item(vm, d, "has_uint32", has) ||
      !state_item(vm, d, "uinteger", uint) || !to_int64(vm, uint, u, "uinteger"))
    return false;
  bool h;
  if (!truthy(vm, has, h)) return false;
  bg->state = s;
  bg->inc = i;
  bg->has_uint32 = h;
  bg->uinteger = (uint32_t)u;
  out = Value::none();
  return true;
}

// random_raw(size=None, output=True): raw 64-bit draws as uint64.
bool pcg_random_raw(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "random_raw", {"size", "output"}, 0, args, true)) return false;
  Pcg64* bg = self_pcg(a);
  bool output = true;
  if (!args[1].is_undef() && !truthy(vm, args[1], output)) return false;
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!random_size(vm, args[0], scalar, ndim, shape)) return false;
  if (scalar) {
    uint64_t v = bg->next64();
    out = output ? vm.new_int((BigInt)v) : Value::none();
    return true;
  }
  NdArray* r = nd_new(vm, DType::UInt64, ndim, shape);
  if (!r) return false;
  for (int64_t i = 0; i < r->size; i++) ((uint64_t*)r->data)[i] = bg->next64();
  out = output ? Value::object(r) : Value::none();
  return true;
}

bool pcg_seed_seq(VM& vm, CallArgs& a, Value& out) { out = self_pcg(a)->seed_seq; return true; }

const NativeDef kPcgMethods[] = {
    {"random_raw", pcg_random_raw, 1, 3, true, JitHint::None},
};
const NativeDef kPcgGetters[] = {
    {"state", pcg_state, 1, 1, false, JitHint::None},
    {"_seed_seq", pcg_seed_seq, 1, 1, false, JitHint::None},
    {"seed_seq", pcg_seed_seq, 1, 1, false, JitHint::None},
};

// ---- Generator --------------------------------------------------------------------------

struct Generator : Object {
  Pcg64* bg = nullptr;
  explicit Generator(TypeObject* t) : Object(t) {}
  void trace(Tracer& tr) override { tr.mark(bg); }

  uint64_t next64() { return bg->next64(); }
  uint32_t next32() { return bg->next32(); }
  double next_double() { return (double)(next64() >> 11) * (1.0 / 9007199254740992.0); }
  float next_float() { return (float)(next32() >> 8) * (1.0f / 16777216.0f); }
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
  uint64_t bounded(uint64_t rng) { return bounded::draw64(*this, rng, 0, false); }

  // float32 draws: a 23-bit magnitude, sign and layer from one 32-bit draw
  // over tables derived from the float64 ones (float_zig()).
  float standard_normal_f();
  float std_exp_f();
};

// The float32 ziggurats: w = x / 2**23 and f = f(x) rounded to float, k =
// round(x[i-1] / x[i] * 2**23) (the base layer: R over its block width),
// x recovered exactly from the float64 tables' w.
struct FloatZig {
  uint32_t nk[256], ek[256];
  float nw[256], nf[256], ew[256], ef[256];
};
const FloatZig& float_zig() {
  static const FloatZig z = [] {
    FloatZig t;
    const double m23 = 8388608.0;
    for (int i = 0; i < 256; i++) {
      double xn = kZigNormW[i] * 4503599627370496.0, xe = kZigExpW[i] * 9007199254740992.0;
      t.nw[i] = (float)(xn / m23);
      t.ew[i] = (float)(xe / m23);
      t.nf[i] = (float)kZigNormF[i];
      t.ef[i] = (float)kZigExpF[i];
      if (i == 0) {
        t.nk[0] = (uint32_t)std::nearbyint(kZigNormR / xn * m23);
        t.ek[0] = (uint32_t)std::nearbyint(kZigExpR / xe * m23);
      } else if (i == 1) {
        t.nk[1] = t.ek[1] = 0;
      } else {
        t.nk[i] = (uint32_t)std::nearbyint(kZigNormW[i - 1] / kZigNormW[i] * m23);
        t.ek[i] = (uint32_t)std::nearbyint(kZigExpW[i - 1] / kZigExpW[i] * m23);
      }
    }
    // NumPy's level 226 sits one float ulp above this construction (found
    // by comparing draws with NumPy's, as scripts/gen_ziggurat.py did for
    // the float64 tables).
    t.ew[226] = std::nextafterf(t.ew[226], 1.0f);
    return t;
  }();
  return z;
}

constexpr float kZigNormRf = 3.6541528853610087963519472518f, kZigNormInvRf = 0.27366123732975827203338247596f;
constexpr float kZigExpRf = 7.6971174701310497140446280481f;

float Generator::standard_normal_f() {
  const FloatZig& z = float_zig();
  for (;;) {
    uint32_t r = next32();
    int idx = (int)(r & 0xff);
    uint32_t sign = (r >> 8) & 1, rabs = (r >> 9) & 0x7fffff;
    float x = (float)rabs * z.nw[idx];
    if (sign) x = -x;
    if (rabs < z.nk[idx]) return x;
    if (idx == 0) {
      for (;;) {
        float xx = -kZigNormInvRf * std::log1pf(-next_float());
        float yy = -std::log1pf(-next_float());
        if (yy + yy > xx * xx) return ((rabs >> 8) & 1) ? -(kZigNormRf + xx) : kZigNormRf + xx;
      }
    }
    if ((double)((z.nf[idx - 1] - z.nf[idx]) * next_float() + z.nf[idx]) < std::exp(-0.5 * (double)x * (double)x))
      return x;
  }
}

float Generator::std_exp_f() {
  const FloatZig& z = float_zig();
  for (;;) {
    uint32_t ri = next32() >> 1;
    int idx = (int)(ri & 0xff);
    ri >>= 8;
    float x = (float)ri * z.ew[idx];
    if (ri < z.ek[idx]) return x;
    if (idx == 0) return kZigExpRf - std::log1pf(-next_float());
    if ((double)((z.ef[idx - 1] - z.ef[idx]) * next_float() + z.ef[idx]) < std::exp(-(double)x)) return x;
  }
}

Generator* self_gen(CallArgs& a) { return static_cast<Generator*>(a.args[0].o); }

// A float64 or float32 result (NumPy's `dtype` of random, standard_normal,
// standard_exponential): gd() or gf() drawn `size` times, or once as a
// Python float.
template <class D, class F>
bool float_draws(VM& vm, Value size, Value dtype, const char* fn, D&& gd, F&& gf, Value& out) {
  DType dt = DType::Float64;
  if (!dtype.is_undef() && !dtype.is_none() && !to_dtype(vm, dtype, dt)) return false;
  if (dt == DType::Float64) return random_doubles(vm, size, gd, out);
  if (dt != DType::Float32)
    return vm.raisef(vm.exc.TypeError, "Unsupported dtype dtype('%s') for %s", dtype_info(dt).name, fn);
  bool scalar;
  int ndim;
  int64_t shape[kMaxDims];
  if (!random_size(vm, size, scalar, ndim, shape)) return false;
  if (scalar) {  // NumPy returns the C float as a Python float
    out = Value::real((double)gf());
    return true;
  }
  NdArray* a = nd_new(vm, DType::Float32, ndim, shape);
  if (!a) return false;
  float* p = (float*)a->data;
  for (int64_t i = 0; i < a->size; i++) p[i] = gf();
  out = Value::object(a);
  return true;
}

bool no_out(VM& vm, Value o, const char* fn) {
  if (o.is_undef() || o.is_none()) return true;
  return vm.raisef(vm.exc.TypeError, "%s(out=...) is not supported by tpy yet", fn);
}

// random(size=None, dtype=np.float64, out=None): 53-bit doubles, or floats
// of the top 24 bits of a 32-bit draw.
bool gen_random(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "random", {"size", "dtype", "out"}, 0, args, true) || !no_out(vm, args[2], "random"))
    return false;
  Generator* g = self_gen(a);
  return float_draws(vm, args[0], args[1], "random", [&] { return g->next_double(); },
                     [&] { return g->next_float(); }, out);
}

bool gen_uniform(VM& vm, CallArgs& a, Value& out) {
  return dist_uniform(vm, a, *self_gen(a), false, out);
}

// integers(low, high=None, size=None, dtype=np.int64, endpoint=False):
// Lemire's method over every integer dtype (np_random_common.h).
bool gen_integers(VM& vm, CallArgs& a, Value& out) {
  Value args[5];
  if (!bind_args(vm, a, "integers", {"low", "high", "size", "dtype", "endpoint"}, 1, args, true)) return false;
  bool endpoint = false;
  if (!args[4].is_undef() && !truthy(vm, args[4], endpoint)) return false;
  return bounded_ints(vm, *self_gen(a), {"integers", false, endpoint, false}, args[0], args[1], args[2], args[3], out);
}

bool gen_bytes(VM& vm, CallArgs& a, Value& out) {
  Value args[1];
  if (!bind_args(vm, a, "bytes", {"length"}, 1, args, true)) return false;
  return random_bytes(vm, *self_gen(a), args[0], out);
}

bool gen_standard_normal(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "standard_normal", {"size", "dtype", "out"}, 0, args, true) ||
      !no_out(vm, args[2], "standard_normal"))
    return false;
  Generator* g = self_gen(a);
  return float_draws(vm, args[0], args[1], "standard_normal", [&] { return g->standard_normal(); },
                     [&] { return g->standard_normal_f(); }, out);
}

// ---- distributions (np_distributions.h over the ziggurats; the rows
// shared with RandomState in np_dist_table.h) ----

bool gen_binomial(VM& vm, CallArgs& a, Value& out) { return dist_binomial(vm, a, *self_gen(a), false, out); }
bool gen_multinomial(VM& vm, CallArgs& a, Value& out) { return dist_multinomial(vm, a, *self_gen(a), false, out); }
bool gen_dirichlet(VM& vm, CallArgs& a, Value& out) { return dist_dirichlet(vm, a, *self_gen(a), false, out); }
bool gen_triangular(VM& vm, CallArgs& a, Value& out) {
  return dist_triangular(vm, a, DistTable<Generator>::kTriangular, out);
}

// standard_exponential(size=None, dtype=float64, method='zig', out=None):
// the ziggurat for method='zig', else (NumPy checks no further) -log1p(-U).
bool gen_standard_exponential(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "standard_exponential", {"size", "dtype", "method", "out"}, 0, args, true) ||
      !no_out(vm, args[3], "standard_exponential"))
    return false;
  bool inv = false;
  if (!args[2].is_undef()) {
    Str* m;
    if (!arg_str(vm, args[2], m, "standard_exponential", "method")) return false;
    inv = m->text() != "zig";
  }
  Generator* g = self_gen(a);
  if (inv)
    return float_draws(vm, args[0], args[1], "standard_exponential", [&] { return -std::log1p(-g->next_double()); },
                       [&] { return (float)-std::log1p(-(double)g->next_float()); }, out);
  return float_draws(vm, args[0], args[1], "standard_exponential", [&] { return g->std_exp(); },
                     [&] { return g->std_exp_f(); }, out);
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

// multivariate_normal(mean, cov, size=None, check_valid='warn', tol=1e-8, *,
// method='svd'): builtins/pylib/_tpy_random.py.
bool gen_multivariate_normal(VM& vm, CallArgs& a, Value& out) {
  return np_call_pylib(vm, "_tpy_random", "generator_multivariate_normal", a.args, a.nargs, a.kwnames, out);
}

// permuted(x, *, axis=None, out=None): builtins/pylib/_tpy_random.py.
bool gen_permuted(VM& vm, CallArgs& a, Value& out) {
  return np_call_pylib(vm, "_tpy_random", "generator_permuted", a.args, a.nargs, a.kwnames, out);
}

// copy.copy / copy.deepcopy: an independent generator in the same state
// (NumPy pickles and restores its bit generator either way).
bool gen_copy(VM& vm, CallArgs& a, Value& out) {
  Generator* g = self_gen(a);
  RootScope roots(vm);
  Pcg64* bg = vm.alloc<Pcg64>(g->bg->type);
  roots.add(bg);
  bg->state = g->bg->state;
  bg->inc = g->bg->inc;
  bg->has_uint32 = g->bg->has_uint32;
  bg->uinteger = g->bg->uinteger;
  bg->seed_seq = g->bg->seed_seq;
  Generator* c = vm.alloc<Generator>(g->type);
  c->bg = bg;
  out = Value::object(c);
  return true;
}

bool gen_bit_generator(VM& vm, CallArgs& a, Value& out) {
  out = Value::object(self_gen(a)->bg);
  return true;
}

// "Generator(PCG64) at 0x7F..." as NumPy writes it.
bool gen_repr(VM& vm, CallArgs& a, Value& out) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "Generator(PCG64) at 0x%llX", (unsigned long long)(uintptr_t)a.args[0].o);
  out = vm.str_value(buf);
  return true;
}

const NativeDef kGeneratorMethods[] = {
    {"__copy__", gen_copy, 1, 1, false, JitHint::None},
    {"__deepcopy__", gen_copy, 2, 2, false, JitHint::None},
    {"random", gen_random, 1, 4, true, JitHint::None},
    {"uniform", gen_uniform, 1, 4, true, JitHint::None},
    {"integers", gen_integers, 2, 6, true, JitHint::None},
    {"bytes", gen_bytes, 2, 2, true, JitHint::None},
    {"multivariate_normal", gen_multivariate_normal, 1, -1, true, JitHint::None},
    {"__repr__", gen_repr, 1, 1, false, JitHint::None},
    {"standard_normal", gen_standard_normal, 1, 4, true, JitHint::None},
    TPY_NP_SHARED_DIST_ROWS(Generator),
    {"standard_exponential", gen_standard_exponential, 1, 5, true, JitHint::None},
    {"triangular", gen_triangular, 1, 5, true, JitHint::None},
    {"binomial", gen_binomial, 1, 4, true, JitHint::None},
    {"multinomial", gen_multinomial, 1, 4, true, JitHint::None},
    {"dirichlet", gen_dirichlet, 1, 3, true, JitHint::None},
    {"shuffle", gen_shuffle, 1, 3, true, JitHint::None},
    {"permutation", gen_permutation, 1, 3, true, JitHint::None},
    {"permuted", gen_permuted, 1, -1, true, JitHint::None},
    {"choice", gen_choice, 1, 7, true, JitHint::None},
};

Generator* new_generator(VM& vm, TypeObject* cls, Pcg64* bg) {
  Generator* g = vm.alloc<Generator>(cls);
  g->bg = bg;
  return g;
}

// Generator(bit_generator): over a PCG64 (the one bit generator tpy has).
bool gen_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  Value args[1];
  if (!bind_args(vm, rest, "Generator", {"bit_generator"}, 1, args)) return false;
  if (!args[0].is_obj() || args[0].o->type != np_private_type(vm, "_PCG64"))
    return vm.raisef(vm.exc.AttributeError, "'%s' object has no attribute 'capsule'", type_name(vm, args[0]));
  out = Value::object(new_generator(vm, cls, static_cast<Pcg64*>(args[0].o)));
  return true;
}

// default_rng(seed=None): a Generator as is, a PCG64 wrapped, else a new
// PCG64 of seed (None, an int, a sequence of ints, a SeedSequence).
bool np_default_rng(VM& vm, CallArgs& a, Value& out) {
  Value seed;
  if (!bind_args(vm, a, "default_rng", {"seed"}, 0, &seed)) return false;
  TypeObject* gt = np_private_type(vm, "_Generator");
  if (seed.is_obj() && seed.o->type == gt) {
    out = seed;
    return true;
  }
  Pcg64* bg;
  if (seed.is_obj() && seed.o->type == np_private_type(vm, "_PCG64")) {
    bg = static_cast<Pcg64*>(seed.o);
  } else if (!new_pcg64(vm, np_private_type(vm, "_PCG64"), seed, bg)) {
    return false;
  }
  RootScope roots(vm);
  roots.add(bg);
  out = Value::object(new_generator(vm, gt, bg));
  return true;
}

const NativeDef kDefaultRng = {"default_rng", np_default_rng, 0, 1, true, JitHint::None};
const NativeDef kGeneratorGetters[] = {
    {"bit_generator", gen_bit_generator, 1, 1, false, JitHint::None},
};

TypeObject* random_class(VM& vm, Module* np, Module* random, const char* name, const char* module,
                         const char* private_name, NativeFn ctor) {
  TypeObject* t = vm.new_builtin_type(name, Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern(module));
  t->subclassable = false;
  t->ctor = ctor;
  set_module_attr(vm, np, private_name, Value::object(t));
  set_module_attr(vm, random, name, Value::object(t));
  return t;
}

}  // namespace

void add_generator(VM& vm, Module* np, Module* random) {
  TypeObject* t = random_class(vm, np, random, "Generator", "numpy.random._generator", "_Generator", gen_ctor);
  vm.add_methods(t, kGeneratorMethods);
  for (const NativeDef& g : kGeneratorGetters) add_getter(vm, t, &g);
  t = random_class(vm, np, random, "PCG64", "numpy.random._pcg64", "_PCG64", pcg_ctor);
  vm.add_methods(t, kPcgMethods);
  for (const NativeDef& g : kPcgGetters) add_getter(vm, t, &g);
  static const NativeDef kPcgStateSetter = {"state", pcg_set_state, 2, 2, false, JitHint::None};
  as<Property>(dict_get_str(t->dict, vm.intern("state")))->fset = vm.new_builtin(&kPcgStateSetter);
  t = random_class(vm, np, random, "SeedSequence", "numpy.random.bit_generator", "_SeedSequence", ss_ctor);
  vm.add_methods(t, kSeedSeqMethods);
  for (const NativeDef& g : kSeedSeqGetters) add_getter(vm, t, &g);
  add_module_functions(vm, random, &kDefaultRng, 1);
}

}  // namespace tpy
