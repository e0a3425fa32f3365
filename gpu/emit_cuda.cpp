// emit_cuda.cpp — prints a kernel's typed function IR as CUDA C
// (gpu_kernel_source, gpu/gpu.h): one `extern "C" __global__` function
// named after the Python one, every argument word a `long long` parameter
// (as the simulator's FuncCtx::args hold them), every IR value a typed
// local declared up front (the blocks' gotos may not jump over
// initialisations), each block a label, each jump's block parameters
// assigned in parallel before it. GPUIDX reads CUDA's own registers; the
// jit_fn_gpu_* helpers become CUDA's barriers, atomics, warp functions and
// bit intrinsics; RAISE returns (the GPU has no exceptions). The IR is
// typed again without bounds checks, as the GPU runs it. What a kernel may
// not do on the GPU (a host pointer constant, a call of anything else) is
// a one-line reason, not a crash.
#include <cinttypes>
#include <cstdio>
#include <cctype>
#include <cmath>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>
#include "gpu/emit_cuda.h"
#include "gpu/gpu.h"
#include "builtins/numpy/ndarray.h"
#include "jit/func.h"
#include "jit/infer.h"
#include "vm/bytecode.h"
#include "vm/object.h"
#include "vm/vm.h"

namespace tpy::gpu {

using namespace tpy::jit;

namespace {

// Helpers the printed code calls, defined once at the top of every module.
const char* const kPrelude = R"(// tpy: CUDA C of a Python kernel (the simulator runs the same IR on the CPU).
typedef long long i64;
typedef unsigned long long u64;
static __device__ __forceinline__ i64 tpy_floordiv(i64 a, i64 b) {
  i64 q = a / b; if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1; return q;
}
static __device__ __forceinline__ i64 tpy_floormod(i64 a, i64 b) {
  i64 m = a % b; if (m != 0 && ((m < 0) != (b < 0))) m += b; return m;
}
static __device__ __forceinline__ double tpy_pyfloordiv(double a, double b) {
  double m = fmod(a, b), d = (a - m) / b;
  if (m != 0.0 && ((b < 0.0) != (m < 0.0))) d -= 1.0;
  if (d == 0.0) return copysign(0.0, a / b);
  double f = floor(d); if (d - f > 0.5) f += 1.0; return f;
}
static __device__ __forceinline__ double tpy_pymod(double a, double b) {
  double m = fmod(a, b);
  if (m != 0.0) { if ((b < 0.0) != (m < 0.0)) m += b; } else m = copysign(0.0, b);
  return m;
}
static __device__ __forceinline__ double tpy_fmin(double a, double b) { return b < a ? b : a; }
static __device__ __forceinline__ double tpy_fmax(double a, double b) { return b > a ? b : a; }
static __device__ __forceinline__ double tpy_roundn(double x, double n) {
  double p = pow(10.0, n); double y = rint(x * p) / p; return isfinite(y) ? y : x;
}
static __device__ i64 tpy_ipow(i64 b, i64 e) {
  if (e < 0) return 0; u64 r = 1, x = (u64)b;
  while (e) { if (e & 1) r *= x; x *= x; e >>= 1; } return (i64)r;
}
// An atomic read-modify-write of any op by compare-and-swap on the
// element's bits (CUDA's own atomics are used where they exist).
template <class T> static __device__ __forceinline__ T tpy_bits_to(u64 b);
template <> __device__ __forceinline__ float tpy_bits_to<float>(u64 b) { return __int_as_float((int)b); }
template <> __device__ __forceinline__ double tpy_bits_to<double>(u64 b) { return __longlong_as_double((i64)b); }
template <> __device__ __forceinline__ int tpy_bits_to<int>(u64 b) { return (int)b; }
template <> __device__ __forceinline__ unsigned tpy_bits_to<unsigned>(u64 b) { return (unsigned)b; }
template <> __device__ __forceinline__ i64 tpy_bits_to<i64>(u64 b) { return (i64)b; }
template <> __device__ __forceinline__ u64 tpy_bits_to<u64>(u64 b) { return b; }
template <class T> static __device__ __forceinline__ u64 tpy_to_bits(T v);
template <> __device__ __forceinline__ u64 tpy_to_bits<float>(float v) { return (unsigned)__float_as_int(v); }
template <> __device__ __forceinline__ u64 tpy_to_bits<double>(double v) { return (u64)__double_as_longlong(v); }
template <> __device__ __forceinline__ u64 tpy_to_bits<int>(int v) { return (unsigned)v; }
template <> __device__ __forceinline__ u64 tpy_to_bits<unsigned>(unsigned v) { return v; }
template <> __device__ __forceinline__ u64 tpy_to_bits<i64>(i64 v) { return (u64)v; }
template <> __device__ __forceinline__ u64 tpy_to_bits<u64>(u64 v) { return v; }
template <class T> static __device__ __forceinline__ bool tpy_isnan(T v) { return v != v; }
template <class T> static __device__ T tpy_combine(int op, T old, T v) {
  switch (op) {
    case 0: return old + v;
    case 1: return old - v;
    case 2: return (tpy_isnan(old) || tpy_isnan(v)) ? (T)(old + v) : (old < v ? v : old);
    case 3: return (tpy_isnan(old) || tpy_isnan(v)) ? (T)(old + v) : (v < old ? v : old);
    case 4: return tpy_isnan(old) ? v : tpy_isnan(v) ? old : (old < v ? v : old);
    case 5: return tpy_isnan(old) ? v : tpy_isnan(v) ? old : (v < old ? v : old);
    default: return v;
  }
}
template <class T> static __device__ T tpy_icombine(int op, T old, T v) {
  switch (op) {
    case 6: return old >= v ? (T)0 : (T)(old + 1);
    case 7: return (old == 0 || old > v) ? v : (T)(old - 1);
    case 9: return old & v;
    case 10: return old | v;
    case 11: return old ^ v;
    default: return tpy_combine<T>(op, old, v);
  }
}
template <class T, bool Int> static __device__ __forceinline__ T tpy_op(int op, T old, T v) {
  if constexpr (Int) return tpy_icombine<T>(op, old, v); else return tpy_combine<T>(op, old, v);
}
template <class T, bool Int> static __device__ T tpy_atomic(int op, T* p, T v, T cmp) {
  if (sizeof(T) == 4) {
    unsigned* q = (unsigned*)p; unsigned seen = *q, want;
    if (op == 12) return tpy_bits_to<T>(atomicCAS(q, (unsigned)tpy_to_bits<T>(cmp), (unsigned)tpy_to_bits<T>(v)));
    do { want = seen; T n = tpy_op<T, Int>(op, tpy_bits_to<T>(want), v);
         seen = atomicCAS(q, want, (unsigned)tpy_to_bits<T>(n)); } while (seen != want);
    return tpy_bits_to<T>(want);
  } else {
    u64* q = (u64*)p; u64 seen = *q, want;
    if (op == 12) return tpy_bits_to<T>(atomicCAS(q, tpy_to_bits<T>(cmp), tpy_to_bits<T>(v)));
    do { want = seen; T n = tpy_op<T, Int>(op, tpy_bits_to<T>(want), v);
         seen = atomicCAS(q, want, tpy_to_bits<T>(n)); } while (seen != want);
    return tpy_bits_to<T>(want);
  }
}
// range()'s trip count and the closed form of a polynomial loop sum (the
// CPU's jit_fn_trip_count and jit_fn_poly_sum, jit/func.cpp).
static __device__ u64 tpy_trip_count(i64 start, i64 bound, i64 step) {
  if (step > 0 ? start >= bound : start <= bound) return 0;
  typedef unsigned __int128 u128;
  u128 span = step > 0 ? (u128)((u64)bound - (u64)start) : (u128)((u64)start - (u64)bound);
  u128 by = step > 0 ? (u64)step : -(u64)step;
  return (u64)((span + by - 1) / by);
}
static __device__ u64 tpy_poly_sum(u64 n, u64 p0, u64 p1, u64 p2, u64 p3) {
  typedef unsigned __int128 u128;
  if (n == 0) return 0;
  const u64 inv3 = 0xAAAAAAAAAAAAAAABull;
  u128 a = (u128)n * (n - 1) / 2;
  u64 c1 = n, c2 = (u64)a, c3 = (u64)a * (n - 2) * inv3, c4 = 0;
  if (n >= 4) {
    u128 b = (u128)(n - 2) * (n - 3) / 2;
    u64 six_c4 = (a & 1) == 0 ? (u64)(a / 2) * (u64)b : (u64)a * (u64)(b / 2);
    c4 = six_c4 * inv3;
  }
  return p0 * c1 + p1 * c2 + p2 * c3 + p3 * c4;
}
static __device__ __forceinline__ unsigned tpy_laneid() { unsigned l; asm("mov.u32 %0, %%laneid;" : "=r"(l)); return l; }
static __device__ __forceinline__ unsigned tpy_lanemask_lt() { unsigned m; asm("mov.u32 %0, %%lanemask_lt;" : "=r"(m)); return m; }
)";

const char* c_type(IrType t) {
  switch (t) {
    case IrType::Int: return "i64";
    case IrType::Float: return "double";
    case IrType::Bool: return "bool";
    case IrType::Ptr: case IrType::Obj: return "char*";
    default: return nullptr;
  }
}

// The C type of an array element of dtype d (null when the GPU path has none).
const char* elem_type(DType d) {
  switch (d) {
    case DType::Bool: return "bool";
    case DType::Int8: return "signed char";
    case DType::UInt8: return "unsigned char";
    case DType::Int16: return "short";
    case DType::UInt16: return "unsigned short";
    case DType::Int32: return "int";
    case DType::UInt32: return "unsigned";
    case DType::Int64: return "i64";
    case DType::UInt64: return "u64";
    case DType::Float32: return "float";
    case DType::Float64: return "double";
    default: return nullptr;
  }
}

const char* math_name(MathFn f) {
  switch (f) {
    case MathFn::Exp: return "exp"; case MathFn::Log: return "log"; case MathFn::Log10: return "log10";
    case MathFn::Log2: return "log2"; case MathFn::Log1p: return "log1p"; case MathFn::Expm1: return "expm1";
    case MathFn::Sin: return "sin"; case MathFn::Cos: return "cos"; case MathFn::Tan: return "tan";
    case MathFn::Asin: return "asin"; case MathFn::Acos: return "acos"; case MathFn::Atan: return "atan";
    case MathFn::Sinh: return "sinh"; case MathFn::Cosh: return "cosh"; case MathFn::Tanh: return "tanh";
    case MathFn::Asinh: return "asinh"; case MathFn::Acosh: return "acosh"; case MathFn::Atanh: return "atanh";
    case MathFn::Floor: return "floor"; case MathFn::Ceil: return "ceil"; case MathFn::Trunc: return "trunc";
    case MathFn::Erf: return "erf"; case MathFn::Erfc: return "erfc"; case MathFn::Gamma: return "tgamma";
    case MathFn::Lgamma: return "lgamma"; case MathFn::Rint: return "rint"; case MathFn::Atan2: return "atan2";
    case MathFn::Pow: return "pow"; case MathFn::Hypot: return "hypot"; case MathFn::Fmod: return "fmod";
    case MathFn::Copysign: return "copysign"; case MathFn::PyFloorDiv: return "tpy_pyfloordiv";
    case MathFn::PyMod: return "tpy_pymod"; case MathFn::RoundN: return "tpy_roundn";
    case MathFn::Degrees: case MathFn::Radians: case MathFn::Count: return nullptr;
  }
  return nullptr;
}

// CUDA's float version of a math function: the double one's name with an
// `f` ("" for tpy's own helpers and those without one).
std::string float_math_name(MathFn f) {
  const char* n = math_name(f);
  if (!n || std::string_view(n).rfind("tpy_", 0) == 0) return "";
  return std::string(n) + "f";
}

const char* const kCond[] = {"<", "<=", "==", "!=", ">", ">="};

class Emitter {
 public:
  Emitter(const CompiledFunc& g, const std::string& name) : g_(g), ir_(g.ir), name_(c_name(name)) {}

  // The Python name, unless C++ or CUDA reserves it (or it could clash
  // with the prelude's names): then with a trailing underscore.
  static std::string c_name(const std::string& n) {
    static const char* const reserved[] = {
        "alignas", "alignof", "asm", "auto", "bool", "break", "case", "catch", "char", "class", "const", "constexpr",
        "continue", "default", "delete", "do", "double", "else", "enum", "explicit", "export", "extern", "false",
        "float", "for", "friend", "goto", "if", "inline", "int", "long", "main", "mutable", "namespace", "new",
        "noexcept", "nullptr", "operator", "private", "protected", "public", "register", "return", "short",
        "signed", "sizeof", "static", "struct", "switch", "template", "this", "throw", "true", "try", "typedef",
        "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "while", "i64", "u64",
        "min", "max", "abs", "exp", "log", "sin", "cos", "tan", "sqrt", "pow", "floor", "ceil", "fabs", "fma",
        "signbit", "isnan", "isinf", "round", "trunc", "printf", "malloc", "free", "warpSize", "threadIdx",
        "blockIdx", "blockDim", "gridDim", "clock", "atomicAdd", "norm", "hypot", "erf", "erfc", "rint", "fdim",
        "fmod", "log2", "log10", "log1p", "exp2", "expm1", "cbrt", "asin", "acos", "atan", "atan2", "sinh", "cosh",
        "tanh", "asinh", "acosh", "atanh", "tgamma", "lgamma", "copysign", "nan", "nextafter", "remainder", "lround",
        "llround", "scalbn", "ldexp", "frexp", "modf", "fmin", "fmax", "sincos", "sinpi", "cospi", "rsqrt", "rcbrt",
        "j0", "j1", "y0", "y1", "jn", "yn", "norm3d", "norm4d", "rhypot", "exp10", "trunc", "nearbyint", "ilogb",
        "logb", "isfinite", "powf", "expf", "logf", "sinf", "cosf", "sqrtf", "fabsf", "new", "delete", "assert"};
    for (const char* r : reserved)
      if (n == r) return n + "_";
    if (n.rfind("tpy_", 0) == 0 || n.rfind("__", 0) == 0 || (n.size() > 1 && n[0] == 'v' && isdigit((unsigned char)n[1])) ||
        (n.size() > 1 && (n[0] == 'a' || n[0] == 'B' || n[0] == 't') && isdigit((unsigned char)n[1])))
      return n + "_";
    return n;
  }

  // The global arrays the code reads (frozen copies, CompiledFunc::keep):
  // printed as __constant__ data (cuda.const.array_like), or __device__
  // data past the 64 KiB of constant memory.
  void add_constant(const NdArray* a) { consts_.push_back(a); }

  bool run(std::string& out, std::string& why) {
    int nwords = 0;
    for (TypeId t : g_.args) nwords += arg_words(t);
    std::string params;
    for (int k = 0; k < nwords; k++) params += "i64 a" + std::to_string(k) + ", ";
    params += "i64 tpy_dyn_bytes";
    body_ += "extern \"C\" __global__ void " + name_ + "(" + params + ") {\n";
    if (g_.gpu_shared_bytes) body_ += "  __shared__ __align__(16) unsigned char tpy_shared[" + std::to_string(g_.gpu_shared_bytes) + "];\n";
    if (g_.gpu_dyn_shared) body_ += "  extern __shared__ __align__(16) unsigned char tpy_dyn_shared[];\n";
    if (g_.gpu_local_bytes) body_ += "  __align__(16) unsigned char tpy_local[" + std::to_string(g_.gpu_local_bytes) + "];\n";
    find_float32();
    // Every value a local, declared first.
    for (IRRef r = 1; r < (IRRef)ir_.ins.size(); r++) {
      const IrIns& in = ir_[r];
      if (!ir_.live[r] || ir_.is_const(r) || in.op == IrOp::NOP || fused_[r]) continue;
      const char* t = f32_[r] ? "float" : c_type(in.t);
      if (t && has_value(in.op)) body_ += std::string("  ") + t + " v" + std::to_string(r) + ";\n";
    }
    uint32_t last_loc = 0;
    for (IRRef r = 1; r < (IRRef)ir_.ins.size(); r++) {
      if (!ir_.live[r] || ir_.is_const(r) || fused_[r]) continue;
      // #line: NVRTC's messages and the GPU's tools then name the .py line.
      uint32_t loc = ir_[r].loc;
      size_t code = loc >> 20;
      if (loc && loc != last_loc && code >= 1 && code <= ir_.loc_codes.size()) {
        const Code* co = static_cast<const Code*>(ir_.loc_codes[code - 1]);
        body_ += "#line " + std::to_string(loc & 0xfffff) + " \"" + c_string(co->filename->text()) + "\"\n";
        last_loc = loc;
      }
      if (!emit(r)) {
        why = why_;
        return false;
      }
    }
    body_ += "}\n";
    out = std::string(kPrelude) + "\n" + constants() + body_;
    return true;
  }

 private:
  // s as the inside of a C string literal.
  static std::string c_string(const std::string& s) {
    std::string out;
    for (char ch : s) {
      if (ch == '"' || ch == '\\') out += '\\';
      out += ch;
    }
    return out;
  }

  // The argument words of a value of type t, as ARG numbers them (one per
  // leaf that has an IR type: a complex is two).
  static int arg_words(TypeId t) {
    int n = 0;
    for (IrType lt : leaf_types(t)) n += lt != IrType::None;
    return n;
  }

  // float32 arithmetic as float. The IR keeps float32 values as doubles
  // rounded at each step (TOF32); a value read from a float32 array or so
  // rounded is exactly a float (f32_). TOF32(a op b) of two such values,
  // op + - * / or sqrt, whose result nothing else reads, is the float
  // operation itself: IEEE's double has over twice float's precision, so
  // rounding the double result gives the float result, bit for bit (the
  // simulator's answer). The op is then printed inside its TOF32
  // (fused_). Math functions on them become CUDA's float versions, as
  // Numba maps them: those may differ from the simulator's rounded double
  // result in the last bits (expf is not correctly rounded).
  void find_float32() {
    size_t n = ir_.ins.size();
    f32_.assign(n, false);
    fused_.assign(n, false);
    std::vector<int> uses(n, 0);
    for (IRRef r = 1; r < (IRRef)n; r++) {
      if (!ir_.live[r]) continue;
      const IrIns& in = ir_[r];
      for (IRRef o : {in.a, in.b, ir_ref_k(in)})
        if (o > 0 && (size_t)o < n) uses[o]++;
    }
    // The argument words that are float32 scalars.
    std::vector<bool> f32_word;
    for (TypeId t : g_.args) {
      int w = arg_words(t);
      for (int k = 0; k < w; k++) f32_word.push_back(t == t_float(32));
    }
    for (IRRef r = 1; r < (IRRef)n; r++) {
      const IrIns& in = ir_[r];
      if (!ir_.live[r] || in.t != IrType::Float) continue;
      if ((in.op == IrOp::ELOAD && (DType)in.k == DType::Float32) || in.op == IrOp::TOF32 ||
          (in.op == IrOp::ARG && in.k >= 0 && (size_t)in.k < f32_word.size() && f32_word[in.k]))
        f32_[r] = true;
    }
    // Block parameters all of whose incoming values are floats (a fixpoint).
    for (bool changed = true; changed;) {
      changed = false;
      std::vector<int> state(n, 0);   // 1: every BSET so far is a float; 2: one is not
      for (IRRef r = 1; r < (IRRef)n; r++) {
        const IrIns& in = ir_[r];
        if (!ir_.live[r] || in.op != IrOp::BSET || !in.a || ir_.type(in.a) != IrType::Float) continue;
        bool f = f32_[in.b] || (ir_.is_const(in.b) && const_is_float(in.b));
        state[in.a] = std::max(state[in.a], f ? 1 : 2);
      }
      for (IRRef r = 1; r < (IRRef)n; r++)
        if (ir_[r].op == IrOp::BPARAM && ir_.live[r] && state[r] == 1 && !f32_[r]) {
          f32_[r] = true;
          changed = true;
        }
    }
    for (IRRef r = 1; r < (IRRef)n; r++) {
      const IrIns& in = ir_[r];
      if (!ir_.live[r] || in.op != IrOp::TOF32) continue;
      IRRef x = in.a;
      if (x <= 0 || ir_.is_const(x) || uses[x] != 1) continue;
      const IrIns& op = ir_[x];
      auto fl = [&](IRRef o) { return o > 0 && (f32_[o] || (ir_.is_const(o) && const_is_float(o))); };
      bool binary = op.op == IrOp::FADD || op.op == IrOp::FSUB || op.op == IrOp::FMUL || op.op == IrOp::FDIV;
      bool unary = op.op == IrOp::FSQRT || op.op == IrOp::FNEG || op.op == IrOp::FABS ||
                   (op.op == IrOp::FCALL && !float_math_name((MathFn)op.k).empty());
      // The op is printed at its TOF32: nothing in between may change its
      // operands (block parameters change at jumps).
      bool adjacent = true;
      for (IRRef q = x + 1; q < r && adjacent; q++) {
        IrOp o = ir_[q].op;
        adjacent = !ir_.live[q] || !(o == IrOp::BLOCK || o == IrOp::JMP || o == IrOp::JCC || o == IrOp::BSET);
      }
      if (adjacent && ((binary && fl(op.a) && fl(op.b)) || (unary && fl(op.a) && (op.op != IrOp::FCALL || !op.b || fl(op.b)))))
        fused_[x] = true;
    }
  }

  // Whether a float constant is exactly a float32.
  bool const_is_float(IRRef r) const {
    if (ir_[r].op != IrOp::KFLOAT) return false;
    double d;
    std::memcpy(&d, &ir_[r].k, 8);
    return std::isfinite(d) && (double)(float)d == d;
  }

  // An operand as a float expression (a float value, or a constant).
  std::string fval(IRRef r) {
    if (ir_.is_const(r)) {
      double d;
      std::memcpy(&d, &ir_[r].k, 8);
      char buf[64];
      snprintf(buf, sizeof buf, "%.9gf", d);
      std::string t = buf;
      if (t.find_first_of(".e") == std::string::npos) t.insert(t.size() - 1, ".0");
      return t;
    }
    return "v" + std::to_string(r);
  }

  // The float expression of a fused op (find_float32).
  std::string float_expr(IRRef x) {
    const IrIns& op = ir_[x];
    switch (op.op) {
      case IrOp::FADD: return fval(op.a) + " + " + fval(op.b);
      case IrOp::FSUB: return fval(op.a) + " - " + fval(op.b);
      case IrOp::FMUL: return fval(op.a) + " * " + fval(op.b);
      case IrOp::FDIV: return fval(op.a) + " / " + fval(op.b);
      case IrOp::FSQRT: return "sqrtf(" + fval(op.a) + ")";
      case IrOp::FNEG: return "-(" + fval(op.a) + ")";
      case IrOp::FABS: return "fabsf(" + fval(op.a) + ")";
      case IrOp::FCALL:
        return float_math_name((MathFn)op.k) + "(" + fval(op.a) + (op.b ? ", " + fval(op.b) : "") + ")";
      default: return "";
    }
  }

  static bool has_value(IrOp op) {
    return op != IrOp::BLOCK && op != IrOp::BSET && op != IrOp::JMP && op != IrOp::JCC && op != IrOp::XARG &&
           op != IrOp::RAISE && op != IrOp::RET;
  }

  bool fail(const std::string& w) {
    why_ = w;
    return false;
  }

  // An operand as a C expression.
  std::string val(IRRef r) {
    const IrIns& in = ir_[r];
    char buf[64];
    switch (in.op) {
      case IrOp::KINT:
        if (in.t == IrType::Bool) return in.k ? "true" : "false";
        if (in.t == IrType::None) return "0";
        if (in.k == INT64_MIN) return "(-9223372036854775807LL - 1)";
        snprintf(buf, sizeof buf, "%" PRId64 "LL", in.k);
        return buf;
      case IrOp::KFLOAT: {
        double d;
        std::memcpy(&d, &in.k, 8);
        if (std::isfinite(d) && (double)(int64_t)d == d && std::fabs(d) < 1e15) {
          snprintf(buf, sizeof buf, "%.1f", d);
          return buf;
        }
        snprintf(buf, sizeof buf, "__longlong_as_double(0x%" PRIx64 "LL)", (uint64_t)in.k);
        return buf;
      }
      case IrOp::KPTR:
        if (in.k == 0) return "((char*)0)";
        for (size_t c = 0; c < consts_.size(); c++)
          if ((intptr_t)consts_[c]->data == (intptr_t)in.k) return "((char*)tpy_const" + std::to_string(c) + ")";
        if (!bad_ptr_) bad_ptr_user_ = ir_name(ir_[current_].op);
        bad_ptr_ = true;
        return "((char*)0)";
      default:
        // A float32 value read where the IR means a double (its exact
        // double): C would otherwise do float arithmetic or pick float overloads.
        if ((size_t)r < f32_.size() && f32_[r]) return "((double)v" + std::to_string(r) + ")";
        return "v" + std::to_string(r);
    }
  }

  void set(IRRef r, const std::string& expr) { body_ += "  v" + std::to_string(r) + " = " + expr + ";\n"; }
  std::string u(IRRef r) { return "(u64)" + val(r); }

  bool emit(IRRef r) {
    current_ = r;
    const IrIns& in = ir_[r];
    // (An XARG's operand is read by the call it feeds: a print's string
    // constant is no pointer the kernel may hold.)
    bool xarg = in.op == IrOp::XARG;
    std::string a = in.a > 0 && !xarg ? val(in.a) : "", b = in.b > 0 && !xarg ? val(in.b) : "";
    bool ptr = in.t == IrType::Ptr;
    switch (in.op) {
      case IrOp::ARG: {
        if (in.k < 0) return fail("it reads the compiled code's context (a call of something only the CPU runs)");
        std::string w = "a" + std::to_string(in.k);
        if (in.t == IrType::Float) set(r, "__longlong_as_double(" + w + ")");
        else if (in.t == IrType::Bool) set(r, w + " != 0");
        else if (ptr || in.t == IrType::Obj) set(r, "(char*)" + w);
        else set(r, w);
        return true;
      }
      case IrOp::GPUIDX: {
        static const char* const names[] = {"threadIdx.x", "threadIdx.y", "threadIdx.z", "blockIdx.x", "blockIdx.y",
                                            "blockIdx.z", "blockDim.x", "blockDim.y", "blockDim.z", "gridDim.x",
                                            "gridDim.y", "gridDim.z"};
        switch ((GpuIdx)in.k) {
          case GpuIdx::LaneId: set(r, "(i64)tpy_laneid()"); break;
          case GpuIdx::WarpSize: set(r, "(i64)warpSize"); break;
          case GpuIdx::SharedBase: set(r, "(char*)tpy_shared"); break;
          case GpuIdx::DynSharedBase: set(r, "(char*)tpy_dyn_shared"); break;
          case GpuIdx::DynSharedBytes: set(r, "tpy_dyn_bytes"); break;
          case GpuIdx::LocalBase: set(r, "(char*)tpy_local"); break;
          case GpuIdx::Count: return fail("a bad thread index");
          default: set(r, std::string("(i64)") + names[in.k]); break;
        }
        return true;
      }
      case IrOp::ADD:
        if (ptr) set(r, ir_.type(in.a) == IrType::Ptr ? a + " + " + b : b + " + " + a);
        else set(r, "(i64)(" + u(in.a) + " + " + u(in.b) + ")");
        return true;
      case IrOp::SUB:
        if (ptr) set(r, a + " - " + b);
        else set(r, "(i64)(" + u(in.a) + " - " + u(in.b) + ")");
        return true;
      case IrOp::MUL: set(r, "(i64)(" + u(in.a) + " * " + u(in.b) + ")"); return true;
      case IrOp::NEG: set(r, "(i64)(0ULL - " + u(in.a) + ")"); return true;
      case IrOp::SHL: set(r, "(i64)(" + u(in.a) + " << " + b + ")"); return true;
      case IrOp::SHR: set(r, "(i64)(" + u(in.a) + " >> " + b + ")"); return true;
      case IrOp::SAR: set(r, a + " >> " + b); return true;
      case IrOp::UDIV: set(r, "(i64)(" + u(in.a) + (in.k ? " % " : " / ") + u(in.b) + ")"); return true;
      case IrOp::BAND: set(r, in.t == IrType::Bool ? "(" + a + " && " + b + ")" : a + " & " + b); return true;
      case IrOp::BOR: set(r, in.t == IrType::Bool ? "(" + a + " || " + b + ")" : a + " | " + b); return true;
      case IrOp::BXOR: set(r, in.t == IrType::Bool ? "(" + a + " != " + b + ")" : a + " ^ " + b); return true;
      case IrOp::FLOORDIV: set(r, "tpy_floordiv(" + a + ", " + b + ")"); return true;
      case IrOp::FLOORMOD: set(r, "tpy_floormod(" + a + ", " + b + ")"); return true;
      case IrOp::CMP: set(r, "(" + a + " " + kCond[in.k & 7] + " " + b + ")"); return true;
      case IrOp::FADD: set(r, a + " + " + b); return true;
      case IrOp::FSUB: set(r, a + " - " + b); return true;
      case IrOp::FMUL: set(r, a + " * " + b); return true;
      case IrOp::FDIV: set(r, a + " / " + b); return true;
      case IrOp::FNEG: set(r, "-(" + a + ")"); return true;
      case IrOp::FABS: set(r, "fabs(" + a + ")"); return true;
      case IrOp::FSQRT: set(r, "sqrt(" + a + ")"); return true;
      case IrOp::ITOF: set(r, "(double)" + a); return true;
      case IrOp::UTOF: set(r, "(double)(u64)" + a); return true;
      case IrOp::FTOI: set(r, "__double2ll_rz(" + a + ")"); return true;
      case IrOp::TOF32:
        if (fused_[in.a]) set(r, float_expr(in.a));
        else set(r, "__double2float_rn(" + a + ")");
        return true;
      case IrOp::FMIN: set(r, "tpy_fmin(" + a + ", " + b + ")"); return true;
      case IrOp::FMAX: set(r, "tpy_fmax(" + a + ", " + b + ")"); return true;
      case IrOp::FCALL: {
        auto f = (MathFn)in.k;
        if (f == MathFn::Degrees) { set(r, a + " * (180.0 / 3.141592653589793)"); return true; }
        if (f == MathFn::Radians) { set(r, a + " * (3.141592653589793 / 180.0)"); return true; }
        const char* n = math_name(f);
        if (!n) return fail("a math function the GPU path does not have");
        set(r, std::string(n) + "(" + a + (in.b ? ", " + b : "") + ")");
        return true;
      }
      case IrOp::SEL: set(r, "(" + val((IRRef)in.k) + " ? " + a + " : " + b + ")"); return true;
      case IrOp::KMOV: set(r, a); return true;
      case IrOp::IDX: set(r, a + " + " + b + " * " + std::to_string(in.k)); return true;
      case IrOp::ELOAD: {
        const char* et = elem_type((DType)in.k);
        if (!et) return fail("arrays of this dtype on the GPU");
        std::string load = std::string("*(const ") + et + "*)" + a;
        if (f32_[r]) set(r, load);
        else if (in.t == IrType::Float) set(r, "(double)" + load);
        else if (in.t == IrType::Bool) set(r, "(bool)" + load);
        else set(r, "(i64)" + load);
        return true;
      }
      case IrOp::ESTORE: {
        const char* et = elem_type((DType)in.k);
        if (!et) return fail("arrays of this dtype on the GPU");
        body_ += std::string("  *(") + et + "*)" + a + " = (" + et + ")" + b + ";\n";
        return true;
      }
      case IrOp::FLOAD: {
        const char* t = c_type(in.t);
        if (!t) return fail("a load of no value");
        set(r, std::string("*(") + t + "*)(" + a + " + " + std::to_string(mem_off(in.k)) + ")");
        return true;
      }
      case IrOp::FSTORE: {
        const char* t = c_type(ir_.type(in.b));
        if (!t) return fail("a store of no value");
        body_ += std::string("  *(") + t + "*)(" + a + " + " + std::to_string(mem_off(in.k)) + ") = " + b + ";\n";
        return true;
      }
      case IrOp::BLOCK: body_ += "B" + std::to_string(in.k) + ":;\n"; return true;
      case IrOp::BPARAM: return true;
      case IrOp::BSET:
        if (in.a) moves_.push_back({in.a, in.b});
        return true;
      case IrOp::JMP:
        flush_moves();
        body_ += "  goto B" + std::to_string(in.k) + ";\n";
        return true;
      case IrOp::JCC: {
        std::string c = "(" + a + " " + kCond[in.k & 7] + " " + b + ")";
        if (in.k & kCondNot) c = "!" + c;
        body_ += "  if (" + c + ") goto B" + std::to_string(in.k >> 8) + ";\n";
        return true;
      }
      case IrOp::XARG:
        if ((size_t)in.k >= xargs_.size()) xargs_.resize(in.k + 1);
        xargs_[in.k] = in.a;
        return true;
      case IrOp::CALLX: return emit_call(r, in);
      case IrOp::RAISE: case IrOp::RET:
        flush_moves();
        body_ += "  return;\n";
        return true;
      case IrOp::NOP: return true;
      default: return fail(std::string("the IR operation ") + ir_name(in.op) + " on the GPU");
    }
  }

  std::string constants() {
    std::string text;
    int64_t used = 0;
    for (size_t c = 0; c < consts_.size(); c++) {
      const NdArray* a = consts_[c];
      int64_t bytes = a->size * a->itemsize();
      used += bytes;
      text += std::string(used <= 65536 ? "__constant__" : "__device__") + " __align__(16) unsigned char tpy_const" +
              std::to_string(c) + "[" + std::to_string(bytes ? bytes : 1) + "] = {";
      const unsigned char* p = reinterpret_cast<const unsigned char*>(a->data);
      for (int64_t k = 0; k < bytes; k++) {
        if (k % 16 == 0) text += "\n ";
        text += " " + std::to_string(p[k]) + ",";
      }
      text += "\n};\n";
    }
    return text;
  }

  void flush_moves() {
    if (moves_.empty()) return;
    // Parallel moves: every source read before any target is written.
    body_ += "  {";
    for (size_t k = 0; k < moves_.size(); k++) {
      const char* t = c_type(ir_.type(moves_[k].first));
      body_ += std::string(" ") + (t ? t : "i64") + " t" + std::to_string(k) + " = " + val(moves_[k].second) + ";";
    }
    for (size_t k = 0; k < moves_.size(); k++) body_ += " v" + std::to_string(moves_[k].first) + " = t" + std::to_string(k) + ";";
    body_ += " }\n";
    moves_.clear();
  }

  // print(...) as printf, with Numba's CUDA formats: %lld / %llu for
  // integers, %f for floats, constant strings as they are, one space
  // between items and a newline at the end.
  bool emit_print(const CallSpec* c) {
    int64_t spec_word = xconst(0);
    if (spec_word <= 0) return fail("a print whose format is not a constant");
    auto* spec = reinterpret_cast<const PrintSpec*>((intptr_t)spec_word);
    std::string fmt, args;
    size_t w = 1;
    for (size_t i = 0; i < spec->types.size(); i++) {
      TypeId t = spec->types[i];
      if (i) fmt += " ";
      const NbType& nt = type_at(t);
      bool is_str = nt.kind == NbKind::Str;
      std::string x = is_str ? "" : xarg(w);
      if (nt.kind == NbKind::Int) fmt += "%lld", args += ", (long long)" + x;
      else if (nt.kind == NbKind::UInt) fmt += "%llu", args += ", (unsigned long long)" + x;
      else if (nt.kind == NbKind::Bool) fmt += "%s", args += ", " + x + " ? \"True\" : \"False\"";
      else if (nt.kind == NbKind::Float) fmt += "%f", args += ", (double)" + x;
      else if (nt.kind == NbKind::None) fmt += "None";
      else if (nt.kind == NbKind::Str && w < xargs_.size() && xargs_[w] && ir_[xargs_[w]].op == IrOp::KPTR) {
        auto* str = reinterpret_cast<const Str*>((intptr_t)ir_[xargs_[w]].k);
        for (char ch : str->text()) {
          if (ch == '%') fmt += "%%";
          else if (ch == '"' || ch == '\\') fmt += std::string("\\") + ch;
          else if (ch == '\n') fmt += "\\n";
          else fmt += ch;
        }
      } else {
        return fail("printing a value of type " + type_name(t) + " on the GPU");
      }
      w += (size_t)type_words(t);
    }
    body_ += "  printf(\"" + fmt + "\\n\"" + args + ");\n";
    (void)c;
    return true;
  }

  std::string xarg(size_t k) { return k < xargs_.size() && xargs_[k] ? val(xargs_[k]) : "0"; }
  int64_t xconst(size_t k) { return k < xargs_.size() && xargs_[k] && ir_.is_const(xargs_[k]) ? ir_[xargs_[k]].k : -1; }

  bool emit_call(IRRef r, const IrIns& in) {
    auto* c = reinterpret_cast<const CallSpec*>(in.k);
    auto result = [&](const std::string& e) {
      if (c_type(in.t) && ir_.live[r]) set(r, e);
      else body_ += "  " + e + ";\n";
    };
    if (c->fn == (void*)&jit_fn_gpu_sync) {
      switch ((GpuSync)xconst(0)) {
        case GpuSync::Threads: result("__syncthreads()"); break;
        case GpuSync::Count: result("(i64)__syncthreads_count((int)(" + xarg(1) + " != 0))"); break;
        case GpuSync::And: result("(i64)__syncthreads_and((int)(" + xarg(1) + " != 0))"); break;
        case GpuSync::Or: result("(i64)__syncthreads_or((int)(" + xarg(1) + " != 0))"); break;
        case GpuSync::Warp: result("__syncwarp((unsigned)" + xarg(2) + ")"); break;
        case GpuSync::Fence: result("__threadfence()"); break;
        case GpuSync::FenceBlock: result("__threadfence_block()"); break;
        case GpuSync::FenceSystem: result("__threadfence_system()"); break;
      }
      return true;
    }
    if (c->fn == (void*)&jit_fn_gpu_atomic) {
      auto op = (GpuAtomic)xconst(0);
      auto dt = (DType)xconst(1);
      const char* et = elem_type(dt);
      if (!et) return fail("an atomic on this dtype");
      bool is_float = dt == DType::Float32 || dt == DType::Float64;
      std::string p = std::string("(") + et + "*)" + xarg(2);
      std::string v = std::string("(") + et + ")" + xarg(3), old = std::string("(") + et + ")" + xarg(4);
      std::string e;
      bool native_add = op == GpuAtomic::Add && dt != DType::Int64;
      if (native_add) e = "atomicAdd(" + p + ", " + v + ")";
      else if (op == GpuAtomic::Add) e = "(i64)atomicAdd((u64*)" + xarg(2) + ", (u64)" + xarg(3) + ")";
      else e = std::string("tpy_atomic<") + et + ", " + (is_float ? "false" : "true") + ">(" +
               std::to_string((int)op) + ", " + p + ", " + v + ", " + old + ")";
      result(is_float ? "(double)" + e : "(i64)" + e);
      return true;
    }
    if (c->fn == (void*)&jit_fn_gpu_warp) {
      auto op = (GpuWarp)xconst(0);
      bool is_float = xconst(4) == 1, is_unsigned = xconst(4) == 2;
      int64_t bits = xconst(5);
      std::string mask = "(unsigned)" + xarg(1), v = xarg(2), operand = "(int)" + xarg(3);
      std::string vt = is_float ? (bits == 32 ? "(float)" : "(double)")
                                : bits == 64 ? (is_unsigned ? "(u64)" : "(i64)") : (is_unsigned ? "(unsigned)" : "(int)");
      static const char* const shfl[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"};
      if (op <= GpuWarp::ShflXor) {
        std::string e = std::string(shfl[(int)op]) + "(" + mask + ", " + vt + v + ", " + (op == GpuWarp::Shfl || op == GpuWarp::ShflXor ? operand : "(unsigned)" + xarg(3)) + ")";
        result(is_float ? "(double)" + e : is_unsigned && bits == 32 ? "(i64)(unsigned)" + e : "(i64)" + e);
        return true;
      }
      std::string pred = "(int)(" + v + " != 0)";
      switch (op) {
        case GpuWarp::All: result("(bool)__all_sync(" + mask + ", " + pred + ")"); break;
        case GpuWarp::Any: result("(bool)__any_sync(" + mask + ", " + pred + ")"); break;
        case GpuWarp::Eq: result("(bool)__uni_sync(" + mask + ", " + pred + ")"); break;
        case GpuWarp::Ballot: result("(i64)__ballot_sync(" + mask + ", " + pred + ")"); break;
        default: break;
      }
      return true;
    }
    if (c->fn == (void*)&jit_fn_gpu_scalar) {
      auto op = (GpuScalar)xconst(0);
      bool w = xconst(4) == 64;
      std::string x = xarg(1);
      switch (op) {
        case GpuScalar::Popc: result(w ? "(i64)__popcll((u64)" + x + ")" : "(i64)__popc((unsigned)" + x + ")"); break;
        case GpuScalar::Brev: result(w ? "(i64)__brevll((u64)" + x + ")" : "(i64)__brev((unsigned)" + x + ")"); break;
        case GpuScalar::Clz: result(w ? "(i64)__clzll(" + x + ")" : "(i64)__clz((int)" + x + ")"); break;
        case GpuScalar::Ffs: result(w ? "(i64)__ffsll(" + x + ")" : "(i64)__ffs((int)" + x + ")"); break;
        case GpuScalar::ActiveMask: result("(i64)__activemask()"); break;
        case GpuScalar::LaneMaskLt: result("(i64)tpy_lanemask_lt()"); break;
        case GpuScalar::Fma:
          result(w ? "fma(" + x + ", " + xarg(2) + ", " + xarg(3) + ")"
                   : "(double)fmaf((float)" + x + ", (float)" + xarg(2) + ", (float)" + xarg(3) + ")");
          break;
        case GpuScalar::Cbrt: result(w ? "cbrt(" + x + ")" : "(double)cbrtf((float)" + x + ")"); break;
      }
      return true;
    }
    if (c->fn == (void*)&jit_fn_ipow) {
      result("tpy_ipow(" + xarg(0) + ", " + xarg(1) + ")");
      return true;
    }
    if (c->fn == (void*)&jit_fn_print) return emit_print(c);
    if (c->fn == (void*)&jit_fn_trip_count) {
      result("(i64)tpy_trip_count(" + xarg(0) + ", " + xarg(1) + ", " + xarg(2) + ")");
      return true;
    }
    if (c->fn == (void*)&jit_fn_poly_sum) {
      result("(i64)tpy_poly_sum((u64)" + xarg(0) + ", (u64)" + xarg(1) + ", (u64)" + xarg(2) + ", (u64)" + xarg(3) +
             ", (u64)" + xarg(4) + ")");
      return true;
    }
    if (c->callee || c->entry_slot) return fail("a call of a compiled function tpy could not inline");
    return fail("a call of something only the CPU runs (a NumPy function, print, an allocation)");
  }

  const CompiledFunc& g_;
  const IrBuf& ir_;
  std::string name_;
  std::string body_, why_;
  std::vector<std::pair<IRRef, IRRef>> moves_;
  std::vector<IRRef> xargs_;
  std::vector<const NdArray*> consts_;
  std::vector<bool> f32_, fused_;
  bool bad_ptr_ = false;
  IRRef current_ = 0;

 public:
  std::string bad_ptr_user_;   // the instruction that read a host pointer

 private:

 public:
  bool used_host_pointer() const { return bad_ptr_; }
};

}  // namespace

std::vector<std::string> emitted_code_options() {
  return {"--std=c++17", "--device-int128", "--fmad=false", "--diag-suppress=177,550"};
}

bool emit_cuda_source(const CompiledFunc& g, const std::string& name, const std::vector<const NdArray*>& constants,
                      std::string& out, std::string& why) {
  Emitter e(g, name);
  for (const NdArray* a : constants) e.add_constant(a);
  if (!e.run(out, why)) return false;
  if (e.used_host_pointer()) {
    why = "it reads host memory (a constant pointer that is no global array, in " + e.bad_ptr_user_ + ")";
    return false;
  }
  return true;
}

}  // namespace tpy::gpu

namespace tpy {

std::string gpu_kernel_symbol(const std::string& name) { return gpu::Emitter::c_name(name); }

bool gpu_kernel_source(VM& vm, Function* fn, jit::CompiledFunc* f, std::string& out, std::string& why) {
  // g.keep (the frozen global arrays the emitter prints) is no root: no
  // collection until the source is printed.
  struct Hold {
    VM& vm;
    explicit Hold(VM& v) : vm(v) { vm.gc_hold++; }
    ~Hold() { vm.gc_hold--; }
  } hold{vm};
  jit::CompiledFunc g;
  g.args = f->args;
  if (f->gpu_typed) {
    // Typed for the GPU already (jit_specs_prepare): typing it again was
    // a third of a first cached CUDA ufunc call (bench/cuda_first_ufunc.py).
    g.ir = f->ir;
    g.keep = f->keep;
    g.gpu_shared_bytes = f->gpu_shared_bytes;
    g.gpu_local_bytes = f->gpu_local_bytes;
    g.gpu_dyn_shared = f->gpu_dyn_shared;
    g.gpu_barrier = f->gpu_barrier;
  } else {
    jit::FuncOptions opt;
    opt.cuda = 1;
    opt.error_model_numpy = true;
    opt.boundscheck = false;
    if (!jit::infer_function(vm, fn, Value(), opt, &g, why)) return false;
  }
  g.ir.dce();
  // Frozen global arrays are C-contiguous copies (Infer::freeze).
  std::vector<const NdArray*> constants;
  for (Object* o : g.keep)
    if (is_ndarray(vm, Value::object(o))) constants.push_back(static_cast<NdArray*>(o));
  return gpu::emit_cuda_source(g, fn->name->text(), constants, out, why);
}

}  // namespace tpy
