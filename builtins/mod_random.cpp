// mod_random.cpp — the `random` module: a Random class (a Native object
// holding builtins/mt_random.h's CPython-exact Mersenne Twister) and the
// module-level functions as bound methods of one hidden instance, as
// random.py does. Sampling algorithms follow CPython 3.11's random.py so a
// seeded script prints the same numbers.
#include <cmath>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/mt_random.h"
#include "builtins/str_util.h"
#include "vm/dict.h"

namespace tpy {

namespace {

struct RandomObj : Object {
  MersenneTwister mt;
  explicit RandomObj(TypeObject* t) : Object(t) {}
};

MersenneTwister& rng(CallArgs& a) { return static_cast<RandomObj*>(a.args[0].o)->mt; }

bool do_seed(VM& vm, MersenneTwister& mt, Value s) {
  if (s.is_undef() || s.is_none()) { mt.seed_from_entropy(); return true; }
  if (is_int_value(s)) { mt.seed(int_to_big(s)); return true; }
  // CPython seeds other objects (float, str via sha512) from an int derived
  // from them; hash() is used for everything that is not an int here.
  int64_t h;
  if (!hash_value(vm, s, h)) return false;
  mt.seed(BigInt(h));
  return true;
}

bool random_seed(VM& vm, CallArgs& a, Value& out) {
  Value args[2];
  if (!bind_args(vm, a, "seed", {"a", "version"}, 0, args, true)) return false;
  out = Value::none();
  return do_seed(vm, rng(a), args[0]);
}

bool random_random(VM&, CallArgs& a, Value& out) {
  out = Value::real(rng(a).random());
  return true;
}

bool random_getrandbits(VM& vm, CallArgs& a, Value& out) {
  int64_t k;
  if (!arg_int64(vm, a.args[1], k)) return false;
  if (k < 0) return vm.raise(vm.exc.ValueError, "number of bits must be non-negative");
  if (k <= 63) { out = Value::integer(static_cast<int64_t>(rng(a).getrandbits64(static_cast<unsigned>(k)))); return true; }
  out = vm.new_int(rng(a).getrandbits(static_cast<uint64_t>(k)));
  return true;
}

// randrange's argument conversion: ints, or integral floats (3.11 accepts
// them with a DeprecationWarning); `what` names the argument in errors.
bool range_int(VM& vm, Value v, const char* what, BigInt& out) {
  if (is_int_value(v)) { out = int_to_big(v); return true; }
  if (v.is_float()) {
    if (std::floor(v.f) == v.f && std::isfinite(v.f)) {
      NumError err;
      if (!big_from_double(v.f, out, err)) return raise_num_error(vm, err);
      return true;
    }
    return vm.raisef(vm.exc.ValueError, "non-integer %s for randrange()", what);
  }
  if (!lookup_special(vm, v, vm.names.index).is_undef()) {
    int64_t i;
    if (!arg_int64(vm, v, i)) return false;
    out = i;
    return true;
  }
  return vm.raisef(vm.exc.ValueError, "non-integer %s for randrange()", what);
}

bool randrange_impl(VM& vm, MersenneTwister& mt, Value start, Value stop, Value step, Value& out) {
  // Fast path: small ints, step 1.
  if (start.is_int() && (stop.is_undef() || stop.is_none() || stop.is_int()) && (step.is_undef() || (step.is_int() && step.i == 1))) {
    int64_t lo = 0, hi = start.i;
    if (!stop.is_undef() && !stop.is_none()) { lo = start.i; hi = stop.i; }
    if (hi > lo && static_cast<unsigned __int128>(static_cast<__int128>(hi) - lo) < (static_cast<unsigned __int128>(1) << 63)) {
      out = Value::integer(lo + static_cast<int64_t>(mt.randbelow(static_cast<uint64_t>(hi - lo))));
      return true;
    }
  }
  BigInt a, r;
  std::string err;
  if (stop.is_undef() || stop.is_none()) {
    if (!step.is_undef() && !(step.is_int() && step.i == 1))
      return vm.raise(vm.exc.TypeError, "Missing a non-None stop argument");
    if (!range_int(vm, start, "arg 1", a)) return false;
    if (!mt.randrange(a, r, err)) return vm.raise(vm.exc.ValueError, err);
  } else {
    BigInt b, s = 1;
    if (!range_int(vm, start, "arg 1", a) || !range_int(vm, stop, "stop", b)) return false;
    if (!step.is_undef() && !range_int(vm, step, "step", s)) return false;
    if (!mt.randrange(a, b, s, r, err)) return vm.raise(vm.exc.ValueError, err);
  }
  out = vm.new_int(r);
  return true;
}

bool random_randrange(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "randrange", {"start", "stop", "step"}, 1, args, true)) return false;
  return randrange_impl(vm, rng(a), args[0], args[1], args[2], out);
}

bool random_randint(VM& vm, CallArgs& a, Value& out) {
  Value lo = a.args[1], hi = a.args[2];
  if (lo.is_int() && hi.is_int() && hi.i >= lo.i && hi.i < INT64_MAX &&
      static_cast<unsigned __int128>(static_cast<__int128>(hi.i) - lo.i + 1) < (static_cast<unsigned __int128>(1) << 63)) {
    out = Value::integer(lo.i + static_cast<int64_t>(rng(a).randbelow(static_cast<uint64_t>(hi.i - lo.i + 1))));
    return true;
  }
  BigInt x, y, r;
  if (!range_int(vm, lo, "arg 1", x) || !range_int(vm, hi, "stop", y)) return false;
  std::string err;
  if (!rng(a).randint(x, y, r, err)) return vm.raise(vm.exc.ValueError, err);
  out = vm.new_int(r);
  return true;
}

bool random_uniform(VM& vm, CallArgs& a, Value& out) {
  double x, y;
  if (!arg_double(vm, a.args[1], x, "uniform") || !arg_double(vm, a.args[2], y, "uniform")) return false;
  out = Value::real(rng(a).uniform(x, y));
  return true;
}

bool random_choice(VM& vm, CallArgs& a, Value& out) {
  Value seq = a.args[1];
  int64_t n;
  if (!length(vm, seq, n)) return false;
  if (n == 0) return vm.raise(vm.exc.IndexError, "Cannot choose from an empty sequence");
  int64_t i = static_cast<int64_t>(rng(a).choice_index(static_cast<uint64_t>(n)));
  if (is_layout(seq, Layout::List) && i < static_cast<int64_t>(as<List>(seq)->items.size())) {
    out = as<List>(seq)->items[i];
    return true;
  }
  return get_item(vm, seq, Value::integer(i), out);
}

bool random_shuffle(VM& vm, CallArgs& a, Value& out) {
  Value x = a.args[1];
  out = Value::none();
  MersenneTwister& mt = rng(a);
  if (is_layout(x, Layout::List)) {
    auto& items = as<List>(x)->items;
    mt.shuffle(items.size(), [&](uint64_t i, uint64_t j) {
      if (i < items.size() && j < items.size()) std::swap(items[i], items[j]);
    });
    return true;
  }
  int64_t n;
  if (!length(vm, x, n)) return false;
  bool ok = true;
  mt.shuffle(static_cast<uint64_t>(n), [&](uint64_t i, uint64_t j) {
    if (!ok) return;
    Value vi, vj;
    RootScope roots(vm);
    if (!get_item(vm, x, Value::integer(static_cast<int64_t>(i)), vi)) { ok = false; return; }
    roots.add(vi);
    if (!get_item(vm, x, Value::integer(static_cast<int64_t>(j)), vj)) { ok = false; return; }
    roots.add(vj);
    if (!set_item(vm, x, Value::integer(static_cast<int64_t>(i)), vj) ||
        !set_item(vm, x, Value::integer(static_cast<int64_t>(j)), vi))
      ok = false;
  });
  return ok;
}

// Population as a vector of items (sequences only, like random.py's check).
bool population_items(VM& vm, Value pop, std::vector<Value>& out) {
  bool core_seq = is_layout(pop, Layout::List) || is_layout(pop, Layout::Tuple) || is_layout(pop, Layout::Str) ||
                  is_layout(pop, Layout::Range) || is_layout(pop, Layout::Bytes);
  if (!core_seq && (is_layout(pop, Layout::Set) || is_layout(pop, Layout::FrozenSet) || is_layout(pop, Layout::Dict) ||
                    lookup_special(vm, pop, vm.names.getitem).is_undef()))
    return vm.raise(vm.exc.TypeError, "Population must be a sequence.  For dicts or sets, use sorted(d).");
  return extend_from_iterable(vm, out, pop);
}

bool random_sample(VM& vm, CallArgs& a, Value& out) {
  Value args[3];
  if (!bind_args(vm, a, "sample", {"population", "k", "$counts"}, 2, args, true)) return false;
  MersenneTwister& mt = rng(a);
  List* pool = vm.new_list();
  RootScope roots(vm);
  roots.add(pool);
  if (!population_items(vm, args[0], pool->items)) return false;
  if (!args[2].is_undef() && !args[2].is_none()) {
    // Expand counts: each element repeated counts[i] times.
    std::vector<Value> counts;
    if (!extend_from_iterable(vm, counts, args[2])) return false;
    if (counts.size() != pool->items.size())
      return vm.raise(vm.exc.ValueError, "The number of counts does not match the population");
    std::vector<Value> expanded;
    for (size_t i = 0; i < counts.size(); i++) {
      int64_t c;
      if (!arg_int64(vm, counts[i], c)) return false;
      if (c < 0) return vm.raise(vm.exc.ValueError, "Counts must be non-negative");
      for (int64_t j = 0; j < c; j++) expanded.push_back(pool->items[i]);
    }
    pool->items.swap(expanded);
  }
  int64_t k;
  if (!arg_int64(vm, args[1], k)) return false;
  int64_t n = static_cast<int64_t>(pool->items.size());
  if (k < 0 || k > n) return vm.raise(vm.exc.ValueError, "Sample larger than population or is negative");
  List* result = vm.new_list(std::vector<Value>(static_cast<size_t>(k), Value::none()));
  roots.add(result);
  int64_t setsize = 21;
  if (k > 5) setsize += static_cast<int64_t>(std::pow(4.0, std::ceil(std::log(static_cast<double>(k * 3)) / std::log(4.0))));
  if (n <= setsize) {
    std::vector<Value>& p = pool->items;
    for (int64_t i = 0; i < k; i++) {
      int64_t j = static_cast<int64_t>(mt.randbelow(static_cast<uint64_t>(n - i)));
      result->items[i] = p[j];
      p[j] = p[n - i - 1];
    }
  } else {
    std::vector<bool> selected(static_cast<size_t>(n), false);
    for (int64_t i = 0; i < k; i++) {
      int64_t j = static_cast<int64_t>(mt.randbelow(static_cast<uint64_t>(n)));
      while (selected[j]) j = static_cast<int64_t>(mt.randbelow(static_cast<uint64_t>(n)));
      selected[j] = true;
      result->items[i] = pool->items[j];
    }
  }
  out = Value::object(result);
  return true;
}

bool random_choices(VM& vm, CallArgs& a, Value& out) {
  Value args[4];
  if (!bind_args(vm, a, "choices", {"population", "weights", "$cum_weights", "$k"}, 1, args, true)) return false;
  MersenneTwister& mt = rng(a);
  List* pop = vm.new_list();
  RootScope roots(vm);
  roots.add(pop);
  if (!population_items(vm, args[0], pop->items)) return false;
  int64_t k = 1;
  if (!args[3].is_undef() && !arg_int64(vm, args[3], k)) return false;
  size_t n = pop->items.size();
  List* result = vm.new_list();
  roots.add(result);
  bool has_w = !args[1].is_undef() && !args[1].is_none();
  bool has_cw = !args[2].is_undef() && !args[2].is_none();
  if (!has_w && !has_cw) {
    double nf = static_cast<double>(n);
    for (int64_t i = 0; i < k; i++) {
      size_t j = static_cast<size_t>(std::floor(mt.random() * nf));
      if (j >= n) return vm.raise(vm.exc.IndexError, "list index out of range");
      result->items.push_back(pop->items[j]);
    }
    out = Value::object(result);
    return true;
  }
  if (has_w && has_cw) return vm.raise(vm.exc.TypeError, "Cannot specify both weights and cumulative weights");
  std::vector<Value> raw;
  if (has_w && (args[1].is_int() || is_layout(args[1], Layout::Int))) {
    Str* r;
    if (!to_repr(vm, args[1], r)) return false;
    return vm.raisef(vm.exc.TypeError, "The number of choices must be a keyword argument: k=%s", r->text().c_str());
  }
  if (!extend_from_iterable(vm, raw, has_w ? args[1] : args[2])) return false;
  std::vector<double> cum;
  double acc = 0;
  for (size_t i = 0; i < raw.size(); i++) {
    double w;
    if (!arg_double(vm, raw[i], w, "choices")) return false;
    acc = has_w ? (i ? acc + w : w) : w;
    cum.push_back(acc);
  }
  if (cum.size() != n) return vm.raise(vm.exc.ValueError, "The number of weights does not match the population");
  double total = cum.empty() ? 0.0 : cum.back();
  if (total <= 0.0) return vm.raise(vm.exc.ValueError, "Total of weights must be greater than zero");
  if (!std::isfinite(total)) return vm.raise(vm.exc.ValueError, "Total of weights must be finite");
  size_t hi = n - 1;
  for (int64_t i = 0; i < k; i++) {
    double x = mt.random() * total;
    size_t lo = 0, h = hi;
    while (lo < h) {
      size_t mid = (lo + h) / 2;
      if (x < cum[mid]) h = mid; else lo = mid + 1;
    }
    result->items.push_back(pop->items[lo]);
  }
  out = Value::object(result);
  return true;
}

bool float_args(VM& vm, CallArgs& a, const char* fname, std::initializer_list<const char*> names,
                std::initializer_list<double> defaults, double* outs) {
  Value vals[4];
  if (!bind_args(vm, a, fname, names, 0, vals, true)) return false;
  size_t i = 0;
  for (double d : defaults) {
    if (vals[i].is_undef()) outs[i] = d;
    else if (!arg_double(vm, vals[i], outs[i], fname)) return false;
    i++;
  }
  return true;
}

bool random_gauss(VM& vm, CallArgs& a, Value& out) {
  double p[2];
  if (!float_args(vm, a, "gauss", {"mu", "sigma"}, {0.0, 1.0}, p)) return false;
  out = Value::real(rng(a).gauss(p[0], p[1]));
  return true;
}

bool random_normalvariate(VM& vm, CallArgs& a, Value& out) {
  double p[2];
  if (!float_args(vm, a, "normalvariate", {"mu", "sigma"}, {0.0, 1.0}, p)) return false;
  out = Value::real(rng(a).normalvariate(p[0], p[1]));
  return true;
}

bool random_lognormvariate(VM& vm, CallArgs& a, Value& out) {
  double p[2];
  if (!float_args(vm, a, "lognormvariate", {"mu", "sigma"}, {0.0, 1.0}, p)) return false;
  out = Value::real(std::exp(rng(a).normalvariate(p[0], p[1])));
  return true;
}

bool random_expovariate(VM& vm, CallArgs& a, Value& out) {
  double p[1];
  if (!float_args(vm, a, "expovariate", {"lambd"}, {1.0}, p)) return false;
  if (p[0] == 0.0) return vm.raise(vm.exc.ZeroDivisionError, "float division by zero");
  out = Value::real(rng(a).expovariate(p[0]));
  return true;
}

bool random_triangular(VM& vm, CallArgs& a, Value& out) {
  Value vals[3];
  if (!bind_args(vm, a, "triangular", {"low", "high", "mode"}, 0, vals, true)) return false;
  double low = 0.0, high = 1.0;
  if (!vals[0].is_undef() && !arg_double(vm, vals[0], low, "triangular")) return false;
  if (!vals[1].is_undef() && !arg_double(vm, vals[1], high, "triangular")) return false;
  double u = rng(a).random();
  double c = 0.5;
  if (!vals[2].is_undef() && !vals[2].is_none()) {
    double mode;
    if (!arg_double(vm, vals[2], mode, "triangular")) return false;
    if (high - low == 0.0) { out = Value::real(low); return true; }
    c = (mode - low) / (high - low);
  }
  if (u > c) {
    u = 1.0 - u;
    c = 1.0 - c;
    std::swap(low, high);
  }
  out = Value::real(low + (high - low) * std::sqrt(u * c));
  return true;
}

bool random_paretovariate(VM& vm, CallArgs& a, Value& out) {
  double alpha;
  if (!arg_double(vm, a.args[1], alpha, "paretovariate")) return false;
  double u = 1.0 - rng(a).random();
  out = Value::real(std::pow(u, -1.0 / alpha));
  return true;
}

bool random_weibullvariate(VM& vm, CallArgs& a, Value& out) {
  double alpha, beta;
  if (!arg_double(vm, a.args[1], alpha, "weibullvariate") || !arg_double(vm, a.args[2], beta, "weibullvariate"))
    return false;
  double u = 1.0 - rng(a).random();
  out = Value::real(alpha * std::pow(-std::log(u), 1.0 / beta));
  return true;
}

bool random_init(VM& vm, CallArgs& a, Value& out) {
  out = Value::none();
  return do_seed(vm, rng(a), a.nargs > 1 ? a.args[1] : Value::none());
}

bool random_ctor(VM& vm, CallArgs& a, Value& out) {
  CallArgs rest;
  TypeObject* cls = ctor_split(a, nullptr, rest);
  if (!check_ctor_arity(vm, "Random", rest, 0, 1, false)) return false;
  RandomObj* r = vm.alloc<RandomObj>(cls);
  out = Value::object(r);
  return do_seed(vm, r->mt, rest.nargs ? rest.args[0] : Value::none());
}

const NativeDef kRandomMethods[] = {
    {"seed", random_seed, 1, 3, true, JitHint::None},
    {"random", random_random, 1, 1, false, JitHint::None},
    {"getrandbits", random_getrandbits, 2, 2, false, JitHint::None},
    {"randrange", random_randrange, 2, 4, true, JitHint::None},
    {"randint", random_randint, 3, 3, false, JitHint::None},
    {"uniform", random_uniform, 3, 3, false, JitHint::None},
    {"choice", random_choice, 2, 2, false, JitHint::None},
    {"choices", random_choices, 2, 3, true, JitHint::None},
    {"shuffle", random_shuffle, 2, 2, false, JitHint::None},
    {"sample", random_sample, 2, 3, true, JitHint::None},
    {"gauss", random_gauss, 1, 3, true, JitHint::None},
    {"normalvariate", random_normalvariate, 1, 3, true, JitHint::None},
    {"lognormvariate", random_lognormvariate, 1, 3, true, JitHint::None},
    {"expovariate", random_expovariate, 1, 2, true, JitHint::None},
    {"triangular", random_triangular, 1, 4, true, JitHint::None},
    {"paretovariate", random_paretovariate, 2, 2, false, JitHint::None},
    {"weibullvariate", random_weibullvariate, 3, 3, false, JitHint::None},
    {"__init__", random_init, 1, 2, false, JitHint::None},
};

}  // namespace

Module* create_random_module(VM& vm) {
  Module* m = vm.new_module("random");
  TypeObject* t = vm.new_builtin_type("Random", Layout::Native, vm.t.object);
  t->module = Value::object(vm.intern("random"));
  t->ctor = random_ctor;
  vm.add_methods(t, kRandomMethods);
  set_module_attr(vm, m, "Random", Value::object(t));
  RandomObj* inst = vm.alloc<RandomObj>(t);
  inst->mt.seed_from_entropy();
  set_module_attr(vm, m, "_inst", Value::object(inst));
  for (auto& d : kRandomMethods) {
    if (d.name[0] == '_') continue;
    Value fn = dict_get_str(t->dict, vm.intern(d.name));
    set_module_attr(vm, m, d.name, Value::object(vm.alloc<BoundMethod>(vm.t.method, Value::object(inst), fn)));
  }
  return m;
}

}  // namespace tpy
