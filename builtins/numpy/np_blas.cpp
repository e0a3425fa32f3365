// np_blas.cpp — matrix products of float32 / float64 / complex128 operands
// through OpenBLAS, as NumPy's matmul and cblasfuncs do: a dot for 1×1
// results, gemv when one side is a vector, syrk for a @ a.T, gemm else.
// Entry point: blas_matmul (np_internal.h). Operands BLAS cannot address
// (no unit stride, negative or unaligned strides) are copied to C order
// first. Integer and bool products stay in np_reduce.cpp's exact loop.
// Also blas_api: the libraries' entry points (blas.def), dlopened once.
#include <dlfcn.h>
#include <climits>
#include <complex>
#include <cstring>
#include <new>
#include <vector>
#include "builtins/numpy/np_linalg.h"

namespace tpy {

const BlasApi* blas_api(std::string* why) {
  static std::string error;
  static const BlasApi* api = [] () -> const BlasApi* {
    void* lib = dlopen("liblapacke.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      error = dlerror();
      return nullptr;
    }
    static BlasApi a;
    // dlsym hands back void*; converting it to a function pointer is what
    // POSIX guarantees works.
#define TPY_BLAS_FN(name)                                                   \
  a.name = reinterpret_cast<decltype(a.name)>(dlsym(lib, #name));           \
  if (!a.name) {                                                            \
    error = std::string("liblapacke.so.3 lacks ") + #name;                  \
    return nullptr;                                                         \
  }
#include "builtins/numpy/blas.def"
#undef TPY_BLAS_FN
    a.LAPACKE_set_nancheck(0);
    return &a;
  }();
  if (!api && why) *why = error;
  return api;
}

namespace {

using cplx = std::complex<double>;

// The loaded entry points (blas_matmul checks they exist before any call).
const BlasApi& B() { return *blas_api(); }

// How BLAS sees one operand: a pointer, whether it is transposed relative
// to row-major, and its leading dimension (in elements).
struct BlasOperand {
  const char* p;
  bool trans;
  int ld;
};

bool fits_int(int64_t v) { return v >= 0 && v <= INT_MAX; }

// The row-major (or transposed) description of a rows×cols operand at byte
// strides (s0, s1), or false when BLAS cannot take that layout.
bool describe(const char* p, int64_t rows, int64_t cols, int64_t s0, int64_t s1, int sz, BlasOperand& op) {
  if (rows == 1) s0 = cols * s1;
  if (cols == 1) s1 = sz, s0 = rows == 1 ? sz : s0;
  if (s1 == sz && s0 > 0 && s0 % sz == 0 && s0 / sz >= cols && fits_int(s0 / sz)) {
    op = {p, false, (int)(s0 / sz)};
    return true;
  }
  if (s0 == sz && s1 > 0 && s1 % sz == 0 && s1 / sz >= rows && fits_int(s1 / sz)) {
    op = {p, true, (int)(s1 / sz)};
    return true;
  }
  return false;
}

// A C-order copy of a rows×cols operand (for layouts BLAS cannot take).
const char* pack(const char* p, int64_t rows, int64_t cols, int64_t s0, int64_t s1, int sz, std::vector<char>& buf) {
  buf.resize(rows * cols * sz);
  char* o = buf.data();
  for (int64_t i = 0; i < rows; i++)
    for (int64_t j = 0; j < cols; j++, o += sz) std::memcpy(o, p + i * s0 + j * s1, sz);
  return buf.data();
}

// Describes the operand, packing it into buf first when needed.
BlasOperand operand(const char* p, int64_t rows, int64_t cols, int64_t s0, int64_t s1, int sz, std::vector<char>& buf) {
  BlasOperand op;
  if (describe(p, rows, cols, s0, s1, sz, op)) return op;
  const char* c = pack(p, rows, cols, s0, s1, sz, buf);
  describe(c, rows, cols, cols * sz, sz, sz, op);
  return op;
}

CBLAS_TRANSPOSE tr(bool t) { return t ? CblasTrans : CblasNoTrans; }

// out (m×n, row stride ldo elements, unit column stride) = x·y.
template <class T>
void gemm(int m, int n, int k, const BlasOperand& x, const BlasOperand& y, T* out, int ldo) {
  const BlasApi& b = B();
  bool aat = x.p == y.p && m == n && x.ld == y.ld && x.trans != y.trans;
  const CBLAS_ORDER order = CblasRowMajor;
  const CBLAS_UPLO up = CblasUpper;
  const CBLAS_TRANSPOSE tx = tr(x.trans), ty = tr(y.trans);
  if constexpr (std::is_same_v<T, double>) {
    auto xp = (const double*)x.p, yp = (const double*)y.p;
    if (aat) b.cblas_dsyrk(order, up, tx, n, k, 1.0, xp, x.ld, 0.0, out, ldo);
    else b.cblas_dgemm(order, tx, ty, m, n, k, 1.0, xp, x.ld, yp, y.ld, 0.0, out, ldo);
  } else if constexpr (std::is_same_v<T, float>) {
    auto xp = (const float*)x.p, yp = (const float*)y.p;
    if (aat) b.cblas_ssyrk(order, up, tx, n, k, 1.0f, xp, x.ld, 0.0f, out, ldo);
    else b.cblas_sgemm(order, tx, ty, m, n, k, 1.0f, xp, x.ld, yp, y.ld, 0.0f, out, ldo);
  } else {
    const cplx one(1, 0), zero(0, 0);
    if (aat) b.cblas_zsyrk(order, up, tx, n, k, &one, x.p, x.ld, &zero, out, ldo);
    else b.cblas_zgemm(order, tx, ty, m, n, k, &one, x.p, x.ld, y.p, y.ld, &zero, out, ldo);
  }
  if (aat)  // syrk wrote the upper triangle: mirror it
    for (int i = 0; i < n; i++)
      for (int j = i + 1; j < n; j++) out[(int64_t)j * ldo + i] = out[(int64_t)i * ldo + j];
}

// out[i*os] = a(rows×cols) · v (v's elements at stride vs), by gemv.
template <class T>
void gemv(int rows, int cols, const BlasOperand& a, const T* v, int vs, T* out, int os) {
  const BlasApi& b = B();
  // gemv sees the matrix as stored: transposed, it is cols×rows.
  const int sm = a.trans ? cols : rows, sn = a.trans ? rows : cols;
  const CBLAS_ORDER order = CblasRowMajor;
  const CBLAS_TRANSPOSE ta = tr(a.trans);
  if constexpr (std::is_same_v<T, double>) {
    b.cblas_dgemv(order, ta, sm, sn, 1.0, (const double*)a.p, a.ld, v, vs, 0.0, out, os);
  } else if constexpr (std::is_same_v<T, float>) {
    b.cblas_sgemv(order, ta, sm, sn, 1.0f, (const float*)a.p, a.ld, v, vs, 0.0f, out, os);
  } else {
    const cplx one(1, 0), zero(0, 0);
    b.cblas_zgemv(order, ta, sm, sn, &one, a.p, a.ld, v, vs, &zero, out, os);
  }
}

template <class T>
T dot(int k, const T* x, int xs, const T* y, int ys) {
  if constexpr (std::is_same_v<T, double>) return B().cblas_ddot(k, x, xs, y, ys);
  else if constexpr (std::is_same_v<T, float>) return B().cblas_sdot(k, x, xs, y, ys);
  else {
    T r;
    B().cblas_zdotu_sub(k, x, xs, y, ys, &r);
    return r;
  }
}

// A vector of k elements at byte stride s as BLAS's (pointer, increment),
// packed when the stride is not a positive multiple of the element size.
const char* vec(const char* p, int64_t k, int64_t s, int sz, std::vector<char>& buf, int& inc) {
  if (k == 1) s = sz;
  if (s > 0 && s % sz == 0 && fits_int(s / sz)) {
    inc = (int)(s / sz);
    return p;
  }
  inc = 1;
  return pack(p, 1, k, 0, s, sz, buf);
}

template <class T>
void product(int64_t m, int64_t n, int64_t k, const char* x, int64_t xs0, int64_t xs1, const char* y, int64_t ys0,
             int64_t ys1, char* out, int64_t ldo) {
  const int sz = sizeof(T);
  std::vector<char> bx, by;
  T* o = (T*)out;
  int xi, yi;
  if (m == 1 && n == 1) {
    const char* xp = vec(x, k, xs1, sz, bx, xi);
    const char* yp = vec(y, k, ys0, sz, by, yi);
    *o = dot<T>((int)k, (const T*)xp, xi, (const T*)yp, yi);
  } else if (n == 1) {  // matrix · column
    BlasOperand a = operand(x, m, k, xs0, xs1, sz, bx);
    const char* yp = vec(y, k, ys0, sz, by, yi);
    gemv<T>((int)m, (int)k, a, (const T*)yp, yi, o, (int)ldo);
  } else if (m == 1) {  // row · matrix = (matrixᵀ · row)
    BlasOperand b = operand(y, k, n, ys0, ys1, sz, by);
    b.trans = !b.trans;
    const char* xp = vec(x, k, xs1, sz, bx, xi);
    gemv<T>((int)n, (int)k, b, (const T*)xp, xi, o, 1);
  } else {
    BlasOperand a = operand(x, m, k, xs0, xs1, sz, bx), b = operand(y, k, n, ys0, ys1, sz, by);
    gemm<T>((int)m, (int)n, (int)k, a, b, o, (int)ldo);
  }
}

}  // namespace

bool blas_dtype(DType dt) { return dt == DType::Float64 || dt == DType::Float32 || dt == DType::Complex128; }

bool blas_matmul(DType dt, int64_t m, int64_t n, int64_t k, const char* x, int64_t xs0, int64_t xs1, const char* y,
                 int64_t ys0, int64_t ys1, char* out, int64_t ldo) {
  if (!blas_dtype(dt) || !fits_int(m) || !fits_int(n) || !fits_int(k) || !fits_int(ldo) || !blas_api()) return false;
  if (m == 0 || n == 0) return true;
  if (k == 0) {
    for (int64_t i = 0; i < m; i++) std::memset(out + i * ldo * dtype_size(dt), 0, n * dtype_size(dt));
    return true;
  }
  try {  // a packed copy may not fit in memory: the caller's loop needs none
    if (dt == DType::Float64) product<double>(m, n, k, x, xs0, xs1, y, ys0, ys1, out, ldo);
    else if (dt == DType::Float32) product<float>(m, n, k, x, xs0, xs1, y, ys0, ys1, out, ldo);
    else product<cplx>(m, n, k, x, xs0, xs1, y, ys0, ys1, out, ldo);
  } catch (const std::bad_alloc&) {
    return false;
  }
  return true;
}

}  // namespace tpy
