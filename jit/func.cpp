// func.cpp — the runtime of compiled functions: the libm table FCALL uses,
// the helpers compiled code calls (raise, array allocation, integer
// power), and the boxing wrapper (call_compiled: Python values in, words
// through FuncCtx, a Python value out). See jit/func.h.
#include "jit/func.h"
#include <cmath>
#include <cstring>
#include "builtins/mt_random.h"
#include "builtins/numpy/ndarray.h"
#include "jit/trace.h"
#include "vm/dict.h"
#include "vm/ops.h"
#include "vm/vm.h"

namespace tpy::jit {

namespace {

DispatcherHooks g_hooks;

double py_floordiv(double a, double b) {
  if (b == 0) return a / b;   // error_model='numpy' (the python model raised before)
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1.0;
  if (div == 0) return std::copysign(0.0, a / b);
  double f = std::floor(div);
  return div - f > 0.5 ? f + 1.0 : f;
}
// round(x, n) for floats: the decimal string correctly rounded, read back
// (what Python gives: round(-1.005, 2) is -1.0, the double being below).
double round_ndigits(double x, double nd) {
  if (!std::isfinite(x)) return x;
  int n = (int)nd;
  if (n > 308) return x;
  if (n < -308) return std::copysign(0.0, x);
  if (n < 0) {
    double p = std::pow(10.0, -n);
    double y = std::nearbyint(x / p) * p;
    return std::isfinite(y) ? y : x;
  }
  char buf[400];
  snprintf(buf, sizeof buf, "%.*f", n, x);
  return std::strtod(buf, nullptr);
}

double py_mod(double a, double b) {
  double m = std::fmod(a, b);
  if (m != 0) {
    if ((b < 0) != (m < 0)) m += b;
  } else {
    m = std::copysign(0.0, b);
  }
  return m;
}

double degrees(double x) { return x * (180.0 / M_PI); }
double radians(double x) { return x * (M_PI / 180.0); }

struct MathRow {
  const char* name;
  int nargs;
  MathFnPtr fn;
};
#define M1(n, f) {n, 1, [](double x, double) { return f(x); }}
#define M2(n, f) {n, 2, [](double x, double y) { return f(x, y); }}
const MathRow kMath[] = {
    M1("exp", std::exp),     M1("log", std::log),     M1("log10", std::log10), M1("log2", std::log2),
    M1("log1p", std::log1p), M1("expm1", std::expm1), M1("sin", std::sin),     M1("cos", std::cos),
    M1("tan", std::tan),     M1("asin", std::asin),   M1("acos", std::acos),   M1("atan", std::atan),
    M1("sinh", std::sinh),   M1("cosh", std::cosh),   M1("tanh", std::tanh),   M1("asinh", std::asinh),
    M1("acosh", std::acosh), M1("atanh", std::atanh), M1("floor", std::floor), M1("ceil", std::ceil),
    M1("trunc", std::trunc), M1("erf", std::erf),     M1("erfc", std::erfc),   M1("gamma", std::tgamma),
    M1("lgamma", std::lgamma), M1("degrees", degrees), M1("radians", radians), M1("rint", std::nearbyint),
    M2("atan2", std::atan2), M2("pow", std::pow),     M2("hypot", std::hypot), M2("fmod", std::fmod),
    M2("copysign", std::copysign), M2("floordiv", py_floordiv), M2("mod", py_mod), M2("round_n", round_ndigits),
};
#undef M1
#undef M2
static_assert(sizeof(kMath) / sizeof(kMath[0]) == (size_t)MathFn::Count, "one row per MathFn");

}  // namespace

MathFnPtr math_fn_ptr(MathFn f) { return kMath[(int)f].fn; }

bool math_fn_named(const std::string& name, MathFn& out, int& nargs) {
  for (int i = 0; i < (int)MathFn::Count; i++) {
    if (name == kMath[i].name && i != (int)MathFn::Rint && i < (int)MathFn::PyFloorDiv) {
      out = (MathFn)i;
      nargs = kMath[i].nargs;
      return true;
    }
  }
  return false;
}

void set_dispatcher_hooks(const DispatcherHooks& h) { g_hooks = h; }

void note_compiled(VM& vm, const std::string& name, const CompiledFunc* f) {
  if (!vm.jit || !vm.jit->print_stats) return;
  std::string sig = name + "(";
  for (size_t k = 0; k < f->args.size(); k++) sig += (k ? ", " : "") + type_name(f->args[k]);
  char buf[128];
  snprintf(buf, sizeof buf, ") -> %s: inference %.1f us, code generation %.1f us, %zu bytes", type_name(f->ret).c_str(),
           f->infer_s * 1e6, f->codegen_s * 1e6, f->code_size);
  vm.jit->stats.functions.push_back(sig + buf);
}
const DispatcherHooks& dispatcher_hooks() { return g_hooks; }

uint64_t jit_fn_catch(FuncCtx* cx) {
  (void)cx->vm->take_pending();   // Numba's handlers never see it; the collector frees it
  cx->failed = 0;
  return 0;
}

void jit_fn_raise(FuncCtx* cx, const FuncError* e) {
  cx->failed = 1;
  if (cx->worker) {   // a parallel chunk: raised by the thread that started the loop
    if (!cx->deferred) cx->deferred = e;
    return;
  }
  VM& vm = *cx->vm;
  Value exc = Value::object(e->type);
  if (e->args) {
    Tuple* t = static_cast<Tuple*>(e->args);
    if (!call(vm, exc, t->items.data(), (int)t->items.size(), nullptr, exc)) return;   // its own exception then
  }
  (void)vm.raise_value(exc);
  if (e->code && vm.pending) vm.pending->traceback.push_back(TracebackEntry{e->code, e->pc, true});
}

namespace {

// Fills every element of the C array a with the float64 or int64 `word`.
void fill_array(NdArray* a, uint64_t word, bool is_float) {
  char tmp[16];
  cast_element(is_float ? DType::Float64 : DType::Int64, reinterpret_cast<const char*>(&word), a->dtype, tmp);
  int size = a->itemsize();
  // One loop per element width (a memcpy call per element is ten times slower).
  auto fill = [&](auto v) {
    std::memcpy(&v, tmp, sizeof v);
    auto* p = reinterpret_cast<decltype(v)*>(a->data);
    for (int64_t i = 0; i < a->size; i++) p[i] = v;
  };
  switch (size) {
    case 1: std::memset(a->data, tmp[0], (size_t)a->size); break;
    case 2: fill(uint16_t()); break;
    case 4: fill(uint32_t()); break;
    case 8: fill(uint64_t()); break;
    default:
      for (int64_t i = 0; i < a->size; i++) std::memcpy(a->data + i * size, tmp, size);
  }
}

bool fail_with(FuncCtx* cx) {
  cx->failed = 1;
  return false;
}

}  // namespace

// A list item of type t made of v: a number of t's kind (NumPy scalars
// and the other number kinds converted, narrow ints wrapped as compiled
// code keeps them), anything else as it is when it has t's type. False
// with a TypeError pending when v is not one.
bool coerce_list_item(VM& vm, TypeId t, Value v, Value& out) {
  const NbType& nt = type_at(t);
  if (v.is_obj() && is_np_scalar(vm, v) && is_number_type(t)) {
    double d;
    int64_t i;
    bool overflow = false;
    if (nt.kind == NbKind::Float ? !to_double(vm, v, d, "list item") : !to_index(vm, v, i, overflow)) return false;
    v = nt.kind == NbKind::Float ? Value::real(d) : Value::integer(i);
  }
  switch (nt.kind) {
    case NbKind::Float:
      if (v.is_float()) return out = v, true;
      if (v.is_int() || v.is_bool()) return out = Value::real(v.is_int() ? (double)v.i : (double)v.b), true;
      break;
    case NbKind::Int: case NbKind::UInt:
      if (v.is_int() || v.is_bool()) {
        int64_t x = v.is_int() ? v.i : v.b;
        if (nt.bits < 64) {
          int sh = 64 - nt.bits;
          x = nt.kind == NbKind::Int ? (int64_t)((uint64_t)x << sh) >> sh : (int64_t)(((uint64_t)x << sh) >> sh);
        }
        return out = Value::integer(x), true;
      }
      break;
    case NbKind::Bool:
      if (v.is_bool()) return out = v, true;
      break;
    default: {
      std::string why;
      if (type_of_value(vm, v, why) == t) return out = v, true;
      break;
    }
  }
  return vm.raise(vm.exc.TypeError, "compiled code: a list item is not " + type_name(t));
}

namespace {
uint64_t double_bits(double d) {
  uint64_t u;
  std::memcpy(&u, &d, 8);
  return u;
}
}  // namespace

uint64_t jit_fn_rs_gauss(FuncCtx* cx) { return double_bits(np_rs_gauss(reinterpret_cast<Object*>((uintptr_t)cx->args[0]))); }
uint64_t jit_fn_mt_refill(FuncCtx* cx) {
  reinterpret_cast<MersenneTwister*>((uintptr_t)cx->args[0])->refill();
  return 0;
}

uint64_t jit_fn_rs_bounded(FuncCtx* cx) { return np_rs_bounded(reinterpret_cast<Object*>((uintptr_t)cx->args[0]), cx->args[1]); }

uint64_t jit_fn_list_new(FuncCtx* cx) {
  VM& vm = *cx->vm;
  try {
    if (cx->nlist_spares) {   // one given back (its storage kept)
      List* l = cx->list_spares[--cx->nlist_spares];
      l->items.assign((size_t)cx->args[0], Value::none());
      return (uint64_t)(uintptr_t)l;
    }
    return (uint64_t)(uintptr_t)vm.new_list(std::vector<Value>((size_t)cx->args[0], Value::none()));
  } catch (const std::bad_alloc&) {
    vm.raise_no_memory();
    return fail_with(cx), 0;
  }
}

uint64_t jit_fn_release_list(FuncCtx* cx) {
  List* l = reinterpret_cast<List*>((uintptr_t)cx->args[0]);
  if (!l) return 0;   // its making failed inside a try
  for (int i = 0; i < cx->nlist_spares; i++)
    if (cx->list_spares[i] == l) return 0;
  l->items.clear();
  if (cx->nlist_spares < FuncCtx::kMaxSpares) cx->list_spares[cx->nlist_spares++] = l;
  return 0;
}

uint64_t jit_fn_list_append(FuncCtx* cx) {
  List* l = reinterpret_cast<List*>((uintptr_t)cx->args[0]);
  Value v;
  v.header = cx->args[1];
  v.bits = cx->args[2];
  try {
    l->items.push_back(v);
  } catch (const std::bad_alloc&) {
    cx->vm->raise_no_memory();
    fail_with(cx);
  }
  return 0;
}

namespace {
// Whether nested lists (depth levels) have equal lengths at each level.
bool rectangular(const List* l, int depth, std::vector<size_t>& shape, size_t level = 0) {
  if (shape.size() == level) shape.push_back(l->items.size());
  else if (shape[level] != l->items.size()) return false;
  if (level + 1 == (size_t)depth) return true;
  for (const Value& v : l->items)
    if (!rectangular(static_cast<const List*>(v.o), depth, shape, level + 1)) return false;
  return true;
}
}  // namespace

uint64_t jit_fn_list_check_shape(FuncCtx* cx) {
  std::vector<size_t> shape;
  if (rectangular(reinterpret_cast<const List*>((uintptr_t)cx->args[0]), (int)cx->args[1], shape)) return 0;
  cx->vm->raise(cx->vm->exc.ValueError, "incompatible sequence shape");
  return fail_with(cx), 0;
}

uint64_t jit_fn_list_extend(FuncCtx* cx) {
  VM& vm = *cx->vm;
  List* l = reinterpret_cast<List*>((uintptr_t)cx->args[0]);
  TypeId t = (TypeId)cx->args[1];
  List* src = reinterpret_cast<List*>((uintptr_t)cx->args[2]);
  size_t n = src->items.size();   // l.extend(l) adds each item once
  try {
    l->items.reserve(l->items.size() + n);
    for (size_t k = 0; k < n; k++) {
      Value v;
      if (!coerce_list_item(vm, t, src->items[k], v)) return fail_with(cx), 0;
      l->items.push_back(v);
    }
  } catch (const std::bad_alloc&) {
    vm.raise_no_memory();
    fail_with(cx);
  }
  return 0;
}

uint64_t jit_fn_new_array(FuncCtx* cx) {
  VM& vm = *cx->vm;
  DType dt = (DType)cx->args[0];
  int ndim = (int)cx->args[1];
  int mode = (int)cx->args[2];
  int64_t shape[kMaxDims];
  for (int d = 0; d < ndim; d++) {
    shape[d] = (int64_t)cx->args[4 + d];
    if (shape[d] < 0) {
      (void)vm.raise(vm.exc.ValueError, "negative dimensions not allowed");
      fail_with(cx);
      return 0;
    }
  }
  NdArray* a = cx->nspares ? nd_renew(vm, cx->spares[--cx->nspares], dt, ndim, shape, mode == 0)
                            : nd_new(vm, dt, ndim, shape);
  if (!a) {
    fail_with(cx);
    return 0;
  }
  if (mode == 1 || mode == 3) fill_array(a, cx->args[3], mode == 3);
  return (uint64_t)(uintptr_t)a;
}

uint64_t jit_fn_arange(FuncCtx* cx) {
  VM& vm = *cx->vm;
  DType dt = (DType)cx->args[0];
  bool fl = cx->args[1] != 0;
  double fs, fe, fst;
  int64_t is = (int64_t)cx->args[2], ie = (int64_t)cx->args[3], ist = (int64_t)cx->args[4];
  std::memcpy(&fs, &cx->args[2], 8);
  std::memcpy(&fe, &cx->args[3], 8);
  std::memcpy(&fst, &cx->args[4], 8);
  if (fl ? fst == 0 : ist == 0) {
    (void)vm.raise(vm.exc.ZeroDivisionError, "division by zero");
    fail_with(cx);
    return 0;
  }
  int64_t n;
  if (fl) {
    double len = std::ceil((fe - fs) / fst);
    n = len > 0 ? (int64_t)len : 0;
  } else {
    int64_t span = ie - is;
    n = ist > 0 ? (span > 0 ? (span + ist - 1) / ist : 0) : (span < 0 ? (-span + -ist - 1) / -ist : 0);
  }
  NdArray* a = nd_new(vm, dt, 1, &n);
  if (!a) {
    fail_with(cx);
    return 0;
  }
  int size = a->itemsize();
  for (int64_t i = 0; i < n; i++) {
    char* p = a->data + i * size;
    if (fl) {
      double v = fs + (double)i * fst;
      cast_element(DType::Float64, reinterpret_cast<const char*>(&v), dt, p);
    } else {
      int64_t v = is + i * ist;
      cast_element(DType::Int64, reinterpret_cast<const char*>(&v), dt, p);
    }
  }
  return (uint64_t)(uintptr_t)a;
}

namespace {

// The array the words at w describe (owner, data, ndim, shape..., strides...).
NdArray* array_of_words(VM& vm, const uint64_t* w) {
  NdArray* owner = reinterpret_cast<NdArray*>((uintptr_t)w[0]);
  char* data = reinterpret_cast<char*>((uintptr_t)w[1]);
  int ndim = (int)w[2];
  const int64_t* shape = reinterpret_cast<const int64_t*>(w + 3);
  const int64_t* strides = shape + ndim;
  bool same = data == owner->data && ndim == owner->ndim;
  for (int d = 0; d < ndim && same; d++) same = shape[d] == owner->shape[d] && strides[d] == owner->strides[d];
  if (same) return owner;
  return nd_view(vm, owner, owner->dtype, data, ndim, shape, strides);
}

}  // namespace

uint64_t jit_fn_linspace(FuncCtx* cx) {
  VM& vm = *cx->vm;
  double start, stop;
  std::memcpy(&start, &cx->args[0], 8);
  std::memcpy(&stop, &cx->args[1], 8);
  int64_t num = (int64_t)cx->args[2];
  if (num < 0) {
    (void)vm.raisef(vm.exc.ValueError, "Number of samples, %lld, must be non-negative.", (long long)num);
    fail_with(cx);
    return 0;
  }
  NdArray* a = nd_new(vm, DType::Float64, 1, &num);
  if (!a) {
    fail_with(cx);
    return 0;
  }
  // NumPy's: i * step + start, the last one stop itself.
  double* p = reinterpret_cast<double*>(a->data);
  double step = num > 1 ? (stop - start) / (double)(num - 1) : 0;
  for (int64_t i = 0; i < num; i++) p[i] = (double)i * step + start;
  if (num > 1) p[num - 1] = stop;
  return (uint64_t)(uintptr_t)a;
}

uint64_t jit_fn_trip_count(FuncCtx* cx) {
  int64_t start = (int64_t)cx->args[0], bound = (int64_t)cx->args[1], step = (int64_t)cx->args[2];
  if (step > 0 ? start >= bound : start <= bound) return 0;
  using u128 = unsigned __int128;
  u128 span = step > 0 ? (u128)((uint64_t)bound - (uint64_t)start) : (u128)((uint64_t)start - (uint64_t)bound);
  u128 by = step > 0 ? (uint64_t)step : -(uint64_t)step;
  return (uint64_t)((span + by - 1) / by);
}

uint64_t jit_fn_poly_sum(FuncCtx* cx) {
  using u128 = unsigned __int128;
  uint64_t n = cx->args[0];
  if (n == 0) return 0;
  // C(n, 2) and C(n - 2, 2) exactly (below 2**127), then C(n, 3) and
  // C(n, 4) by exact division: halves taken from an even factor, the 3
  // through its inverse modulo 2**64 (the quotient is whole).
  const uint64_t inv3 = 0xAAAAAAAAAAAAAAABull;
  u128 a = (u128)n * (n - 1) / 2;
  uint64_t c1 = n, c2 = (uint64_t)a;
  uint64_t c3 = (uint64_t)a * (n - 2) * inv3;
  uint64_t c4 = 0;
  if (n >= 4) {
    u128 b = (u128)(n - 2) * (n - 3) / 2;
    uint64_t six_c4 = (a & 1) == 0 ? (uint64_t)(a / 2) * (uint64_t)b : (uint64_t)a * (uint64_t)(b / 2);
    c4 = six_c4 * inv3;
  }
  return cx->args[1] * c1 + cx->args[2] * c2 + cx->args[3] * c3 + cx->args[4] * c4;
}

uint64_t jit_fn_release_array(FuncCtx* cx) {
  NdArray* a = reinterpret_cast<NdArray*>((uintptr_t)cx->args[0]);
  if (!a || !(a->flags & kNdOwnData)) return 0;   // null: its making failed inside a try
  for (int i = 0; i < cx->nspares; i++)
    if (cx->spares[i] == a) return 0;
  if (cx->nspares < FuncCtx::kMaxSpares) {
    cx->spares[cx->nspares++] = a;
    return 0;
  }
  VM& vm = *cx->vm;
  size_t bytes = (size_t)a->size * a->itemsize();
  std::free(a->data);
  vm.heap_bytes -= std::min(vm.heap_bytes, bytes);
  // Left an empty array, should anything still look.
  a->data = nullptr;
  a->flags &= ~kNdOwnData;
  a->ndim = 1;
  a->size = a->shape[0] = 0;
  a->strides[0] = a->itemsize();
  return 0;
}

uint64_t jit_fn_box_array(FuncCtx* cx) {
  NdArray* a = array_of_words(*cx->vm, cx->args);
  if (!a) fail_with(cx);
  return (uint64_t)(uintptr_t)a;
}

uint64_t jit_fn_copy_array(FuncCtx* cx) {
  VM& vm = *cx->vm;
  NdArray* a = array_of_words(vm, cx->args + 1);
  NdArray* c = a ? nd_copy_as(vm, a, (DType)cx->args[0]) : nullptr;
  if (!c) fail_with(cx);
  return (uint64_t)(uintptr_t)c;
}

uint64_t jit_fn_ipow(FuncCtx* cx) {
  int64_t b = (int64_t)cx->args[0], e = (int64_t)cx->args[1];
  if (e < 0) {
    // Numba: an integer result, 1 / b**-e truncated.
    if (b == 1) return 1;
    if (b == -1) return (uint64_t)((e & 1) ? -1 : 1);
    return 0;
  }
  uint64_t r = 1, x = (uint64_t)b;
  while (e) {
    if (e & 1) r *= x;
    x *= x;
    e >>= 1;
  }
  return r;
}

int type_words(TypeId t) {
  const NbType& nt = type_at(t);
  switch (nt.kind) {
    case NbKind::None: case NbKind::Omitted: return 0;
    case NbKind::Array: return 2 + 2 * nt.ndim;
    case NbKind::UniTuple: case NbKind::Tuple: {
      int n = 0;
      for (TypeId i : tuple_items(t)) n += type_words(i);
      return n;
    }
    default: return 1;
  }
}

void unbox_arg(VM& vm, TypeId t, Value v, std::vector<uint64_t>& words) {
  const NbType& nt = type_at(t);
  switch (nt.kind) {
    case NbKind::None: case NbKind::Omitted: return;
    case NbKind::Bool: case NbKind::Int: case NbKind::UInt: case NbKind::Float: {
      // A Python number or a NumPy scalar, converted to the parameter's type.
      double d = 0;
      int64_t i = 0;
      bool is_f = false;
      if (v.is_bool()) i = v.b;
      else if (v.is_int()) i = v.i;
      else if (v.is_obj() && v.o->type->layout == Layout::Int)   // a big int typed uint64
        i = (int64_t)static_cast<BigIntObj*>(v.o)->v.convert_to<uint64_t>();
      else if (v.is_float()) { d = v.f; is_f = true; }
      else if (is_np_scalar(vm, v)) {
        NpScalar* s = static_cast<NpScalar*>(v.o);
        cast_element(s->dtype, reinterpret_cast<const char*>(s->data), DType::Float64, reinterpret_cast<char*>(&d));
        if (dtype_info(s->dtype).kind != 'f') {
          cast_element(s->dtype, reinterpret_cast<const char*>(s->data), DType::Int64, reinterpret_cast<char*>(&i));
          if (dtype_info(s->dtype).kind == 'u' && s->dtype == DType::UInt64)
            std::memcpy(&i, s->data, 8);
        } else {
          is_f = true;
        }
      }
      uint64_t w;
      if (nt.kind == NbKind::Float) {
        double x = is_f ? d : (double)i;
        if (nt.bits == 32) x = (double)(float)x;
        std::memcpy(&w, &x, 8);
      } else if (nt.kind == NbKind::Bool) {
        w = is_f ? d != 0 : i != 0;
      } else {
        int64_t x = is_f ? (int64_t)d : i;
        if (nt.bits < 64) {
          int sh = 64 - nt.bits;
          x = nt.kind == NbKind::Int ? (int64_t)((uint64_t)x << sh) >> sh : (int64_t)(((uint64_t)x << sh) >> sh);
        }
        w = (uint64_t)x;
      }
      words.push_back(w);
      return;
    }
    case NbKind::Complex: {   // re, im (a complex, or a real number)
      double re = 0, im = 0;
      if (v.is_obj() && v.o->type->layout == Layout::Complex) {
        re = static_cast<Complex*>(v.o)->re;
        im = static_cast<Complex*>(v.o)->im;
      } else if (v.is_float()) {
        re = v.f;
      } else if (v.is_int() || v.is_bool()) {
        re = v.is_int() ? (double)v.i : v.b;
      }
      if (nt.bits == 64) {
        re = (double)(float)re;
        im = (double)(float)im;
      }
      uint64_t w[2];
      std::memcpy(&w[0], &re, 8);
      std::memcpy(&w[1], &im, 8);
      words.push_back(w[0]);
      words.push_back(w[1]);
      return;
    }
    case NbKind::Array: {
      NdArray* a = static_cast<NdArray*>(v.o);
      words.push_back((uint64_t)(uintptr_t)a);
      words.push_back((uint64_t)(uintptr_t)a->data);
      for (int d = 0; d < a->ndim; d++) words.push_back((uint64_t)a->shape[d]);
      for (int d = 0; d < a->ndim; d++) words.push_back((uint64_t)a->strides[d]);
      return;
    }
    case NbKind::UniTuple: case NbKind::Tuple: {
      auto items = tuple_items(t);
      Tuple* tu = static_cast<Tuple*>(v.o);
      for (size_t k = 0; k < items.size(); k++) unbox_arg(vm, items[k], tu->items[k], words);
      return;
    }
    case NbKind::Str: case NbKind::ObjList: case NbKind::ObjDict: words.push_back((uint64_t)(uintptr_t)v.o); return;
    default: return;
  }
}

namespace {

// The Python value of a result of type t held in words w (a tuple: several).
Value box_words(VM& vm, TypeId t, const uint64_t*& w) {
  const NbType& nt = type_at(t);
  switch (nt.kind) {
    case NbKind::None: return Value::none();
    case NbKind::Bool: return Value::boolean(*w++ & 1);
    case NbKind::Int: return Value::integer((int64_t)*w++);
    case NbKind::UInt: {
      uint64_t u = *w++;
      if (nt.bits < 64 || u <= (uint64_t)INT64_MAX) return Value::integer((int64_t)u);
      return vm.new_int(BigInt(u));   // a Python int, as Numba's
    }
    case NbKind::Float: {
      double d;
      std::memcpy(&d, w++, 8);
      return Value::real(d);
    }
    case NbKind::Complex: {
      double re, im;
      std::memcpy(&re, w++, 8);
      std::memcpy(&im, w++, 8);
      return vm.new_complex(re, im);
    }
    case NbKind::Array: {
      // The words are owner, data, shape..., strides...: a view unless they are the owner's.
      uint64_t buf[3 + 2 * kMaxDims];
      buf[0] = w[0];
      buf[1] = w[1];
      buf[2] = nt.ndim;
      std::memcpy(buf + 3, w + 2, 16 * nt.ndim);
      w += 2 + 2 * nt.ndim;
      NdArray* a = array_of_words(vm, buf);
      return a ? Value::object(a) : Value();
    }
    case NbKind::Str: case NbKind::ObjList: case NbKind::ObjDict: return Value::object(reinterpret_cast<Object*>((uintptr_t)*w++));
    case NbKind::Const: return nt.value;   // no words: the object itself (a dtype, a function)
    case NbKind::Range: {   // start, stop, step
      Value r = Value::object(vm.alloc<Range>(vm.t.range, (int64_t)w[0], (int64_t)w[1], (int64_t)w[2]));
      w += 3;
      return r;
    }
    case NbKind::Slice: {   // start, stop, step; count's bit k: part k is None
      Value part[3];
      for (int k = 0; k < 3; k++) part[k] = (nt.count >> k & 1) ? Value::none() : Value::integer((int64_t)w[k]);
      w += 3;
      return Value::object(vm.alloc<Slice>(vm.t.slice, part[0], part[1], part[2]));
    }
    case NbKind::UniTuple: case NbKind::Tuple: {
      std::vector<Value> items;
      for (TypeId i : tuple_items(t)) {
        items.push_back(box_words(vm, i, w));
        if (items.back().is_undef()) return Value();
      }
      return Value::object(vm.new_tuple(items));
    }
    default: return Value::none();
  }
}

}  // namespace

namespace {
thread_local FuncCtx t_cx;   // the context of calls from the VM on this thread
}  // namespace

bool call_compiled_words(VM& vm, CompiledFunc* f, const uint64_t* words, int nwords, uint64_t& out) {
  FuncCtx& cx = t_cx;
  cx.vm = &vm;
  cx.failed = 0;
  std::memcpy(cx.args, words, (size_t)nwords * 8);
  out = f->entry(&cx);
  return !cx.failed;
}

bool call_compiled(VM& vm, CompiledFunc* f, const Value* args, int nargs, Value& out) {
  FuncCtx& cx = t_cx;
  cx.vm = &vm;
  cx.failed = 0;
  int nwords = 0;
  for (int i = 0; i < nargs; i++) nwords += type_words(f->args[i]);
  if (nwords > kMaxCallWords) return vm.raise(vm.exc.TypeError, "too many arguments for a compiled function");
  uint64_t* w = cx.args;
  for (int i = 0; i < nargs; i++) {
    TypeId t = f->args[i];
    Value v = args[i];
    // The common cases inline; the rest through unbox_arg.
    if (t == t_int(64) && v.is_int()) *w++ = (uint64_t)v.i;
    else if (t == t_float(64) && v.is_float()) std::memcpy(w++, &v.f, 8);
    else {
      std::vector<uint64_t> words;
      unbox_arg(vm, t, v, words);
      if (!words.empty()) std::memcpy(w, words.data(), words.size() * 8);
      w += words.size();
    }
  }
  // Compiled code holds objects in machine registers: no collection
  // until it returns, and still none while boxing (the result's words may
  // be strings or arrays made by the call that nothing else roots until
  // `out` holds them).
  struct Hold {
    VM& vm;
    FuncCtx& cx;
    Hold(VM& v, FuncCtx& c) : vm(v), cx(c) {
      vm.gc_hold++;
      cx.depth++;
    }
    ~Hold() {
      vm.gc_hold--;
      // Leaving the outermost compiled call: the spares go to the collector.
      if (--cx.depth == 0) cx.nspares = cx.nlist_spares = 0;
    }
  } hold{vm, cx};
  uint64_t r = f->entry(&cx);
  if (cx.failed) return false;
  const NbType& rt = type_at(f->ret);
  bool boxed_ok = true;
  if (in_ret_words(f->ret)) {
    const uint64_t* w = cx.ret;
    out = box_words(vm, f->ret, w);
    boxed_ok = !out.is_undef();
  } else if (rt.kind == NbKind::Array) {
    out = Value::object(reinterpret_cast<Object*>((uintptr_t)r));   // boxed by the callee (jit_fn_box_array)
  } else {
    const uint64_t* w = &r;
    out = box_words(vm, f->ret, w);
  }
  return boxed_ok;
}

namespace {

// The words of a call's result r as a value of type t (jit_fn_pyop): an
// array is made what t promises (dtype, C-contiguous when t's layout is
// 'C') and never one of the operands (the caller may give a fresh result's
// memory back); a tuple's items likewise. False with an exception pending
// when r is not of t's kind (an internal error: the typing rule was wrong).
bool unbox_result(VM& vm, TypeId t, Value r, const Value* operands, size_t n, std::vector<uint64_t>& words) {
  const NbType& nt = type_at(t);
  if (nt.kind == NbKind::Array) {
    if (!is_ndarray(vm, r) || static_cast<NdArray*>(r.o)->ndim != nt.ndim)
      return vm.raise(vm.exc.SystemError, "compiled NumPy call: result is not " + type_name(t));
    NdArray* a = static_cast<NdArray*>(r.o);
    bool own = true;
    for (size_t k = 0; k < n; k++) own &= !operands[k].same(r);
    if (!own || a->dtype != nt.dtype || (nt.layout == 'C' && !a->c_contiguous())) {
      a = nd_copy_as(vm, a, nt.dtype);
      if (!a) return false;
    }
    unbox_arg(vm, t, Value::object(a), words);
    return true;
  }
  if (nt.kind == NbKind::ObjList) {
    // Items of the item type's kind, as compiled code reads them (a new
    // list when the interpreter's has others: NumPy scalars, ints for floats).
    if (!r.is_obj() || r.o->type->layout != Layout::List)
      return vm.raise(vm.exc.SystemError, "compiled call: result is not " + type_name(t));
    List* l = static_cast<List*>(r.o);
    for (size_t k = 0; k < l->items.size(); k++) {
      Value v;
      if (!coerce_list_item(vm, nt.items[0], l->items[k], v)) return false;
      if (v.same(l->items[k])) continue;
      if (l == r.o) {
        bool operand = false;
        for (size_t j = 0; j < n; j++) operand |= operands[j].same(r);
        if (operand) return vm.raise(vm.exc.SystemError, "compiled call: list result of another kind");
        l = vm.new_list(static_cast<List*>(r.o)->items);
      }
      l->items[k] = v;
    }
    words.push_back((uint64_t)(uintptr_t)l);
    return true;
  }
  if (is_tuple(t)) {
    auto items = tuple_items(t);
    if (!r.is_obj() || r.o->type->layout != Layout::Tuple || static_cast<Tuple*>(r.o)->items.size() != items.size())
      return vm.raise(vm.exc.SystemError, "compiled NumPy call: result is not " + type_name(t));
    for (size_t k = 0; k < items.size(); k++)
      if (!unbox_result(vm, items[k], static_cast<Tuple*>(r.o)->items[k], operands, n, words)) return false;
    return true;
  }
  unbox_arg(vm, t, r, words);
  return true;
}

}  // namespace

namespace {

bool key_error(VM& vm) {
  vm.pending = vm.new_exception(vm.exc.KeyError, {});
  return false;
}

bool dict_op(VM& vm, int op, const Value* v, Value& r) {
  Dict* d = static_cast<Dict*>(v[0].o);
  bool found = false;
  r = Value::none();
  switch ((DictOpCode)op) {
    case DGet: return dict_get(vm, d, v[1], r, found) && (found || key_error(vm));
    case DSet: return dict_set(vm, d, v[1], v[2]);
    case DDel: return dict_del(vm, d, v[1], found) && (found || key_error(vm));
    case DGetDefault:
      if (!dict_get(vm, d, v[1], r, found)) return false;
      if (!found) r = v[2];
      return true;
    case DPop: return dict_pop(vm, d, v[1], r, found) && (found || key_error(vm));
    case DPopDefault:
      if (!dict_pop(vm, d, v[1], r, found)) return false;
      if (!found) r = v[2];
      return true;
    case DSetDefault:
      if (!dict_get(vm, d, v[1], r, found)) return false;
      if (found) return true;
      r = v[2];
      return dict_set(vm, d, v[1], v[2]);
    case DKeys: case DValues: case DItems: {
      List* l = vm.new_list({});
      r = Value::object(l);
      for (const DictEntry& e : d->entries) {
        if (e.key.is_undef()) continue;
        Value item = op == DKeys ? e.key : op == DValues ? e.value : Value::object(vm.new_tuple({e.key, e.value}));
        l->items.push_back(item);
      }
      return true;
    }
    case DClear: dict_clear(d); return true;
  }
  return true;
}

}  // namespace

uint64_t jit_fn_pyop(FuncCtx* cx) {
  VM& vm = *cx->vm;
  const PyOpSpec* spec = reinterpret_cast<const PyOpSpec*>((uintptr_t)cx->args[0]);
  const uint64_t* w = cx->args + 1;
  Value vals[kMaxPyOperands];
  size_t n = spec->types.size();
  for (size_t k = 0; k < n; k++) {   // no roots: the collector is held while compiled code runs
    Tag tag = spec->tags[k];
    if (tag == Tag::Undef) {
      vals[k] = box_words(vm, spec->types[k], w);
      if (vals[k].is_undef()) return fail_with(cx), 0;
    } else {
      vals[k] = Value::from_word(tag, tag == Tag::None ? 0 : *w++);   // none has no word
    }
  }
  Value r;
  bool ok = true;
  switch (spec->kind) {
    case PyOpSpec::Binary: ok = binary_op(vm, spec->op, vals[0], vals[1], r); break;
    case PyOpSpec::Compare: ok = compare(vm, (CmpOpKind)spec->op, vals[0], vals[1], r); break;
    case PyOpSpec::Contains: {
      bool b = false;
      ok = contains(vm, vals[0], vals[1], b);
      r = Value::boolean(b);
      break;
    }
    case PyOpSpec::GetItem: ok = get_item(vm, vals[0], vals[1], r); break;
    case PyOpSpec::SetItem: ok = set_item(vm, vals[0], vals[1], vals[2]); r = Value::none(); break;
    case PyOpSpec::DelItem: ok = del_item(vm, vals[0], vals[1]); r = Value::none(); break;
    case PyOpSpec::DictOp: ok = dict_op(vm, spec->op, vals, r); break;
    case PyOpSpec::Len: {
      int64_t len = 0;
      ok = length(vm, vals[0], len);
      r = Value::integer(len);
      break;
    }
    case PyOpSpec::Call: {
      int nkw = spec->kwnames ? (int)spec->kwnames->items.size() : 0;
      ok = call(vm, spec->fn, vals, (int)n - nkw, spec->kwnames, r);
      break;
    }
    case PyOpSpec::Method: {
      bool found = false;
      ok = call_method(vm, vals[0], static_cast<Str*>(spec->fn.o), vals + 1, (int)n - 1, r, found);
      if (ok && !found) ok = vm.raise(vm.exc.AttributeError, "no method " + static_cast<Str*>(spec->fn.o)->text());
      break;
    }
  }
  if (!ok) return fail_with(cx), 0;
  Tag rt = spec->ret_tag;
  if (rt != Tag::Undef && r.tag == rt) return rt == Tag::None ? 0 : r.bits;   // the usual result, as it is
  // One buffer per thread, kept (no allocation per call); a nested call
  // (the VM running compiled code) is done with it before this one reads it.
  static thread_local std::vector<uint64_t> words;
  words.clear();
  if (!unbox_result(vm, spec->ret, r, vals, n, words)) return fail_with(cx), 0;
  if (in_ret_words(spec->ret)) {
    std::memcpy(cx->ret, words.data(), words.size() * 8);
    return 0;
  }
  return words.empty() ? 0 : words[0];
}

uint64_t jit_fn_print(FuncCtx* cx) {
  VM& vm = *cx->vm;
  const PrintSpec* spec = reinterpret_cast<const PrintSpec*>((uintptr_t)cx->args[0]);
  const uint64_t* w = cx->args + 1;
  std::vector<Value> vals;
  for (TypeId t : spec->types) {
    vals.push_back(box_words(vm, t, w));
    if (vals.back().is_undef()) return fail_with(cx), 0;
  }
  Value print = dict_get_str(vm.builtins_module->dict, vm.intern("print")), out;
  RootScope roots(vm);
  for (Value& v : vals) roots.add(v);
  if (!call(vm, print, vals.data(), (int)vals.size(), nullptr, out)) fail_with(cx);
  return 0;
}

}  // namespace tpy::jit
