// builtins/numpy/np_linalg.h — NumPy's linear algebra inside the numpy
// module: BLAS products (np_blas.cpp) for dot/matmul, and np.linalg on
// LAPACKE (np_linalg.cpp). Declarations for the numpy files only.
#pragma once
#include <complex>
#include <string>
#include <cblas.h>
#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <lapacke.h>
#include "builtins/numpy/np_internal.h"

namespace tpy {

// ---- the libraries, loaded on first use (np_blas.cpp)
// OpenBLAS and LAPACKE are dlopened, not linked: loading OpenBLAS starts its
// thread pool, which would add milliseconds to every tpy start-up.
struct BlasApi {
#define TPY_BLAS_FN(name) decltype(&::name) name = nullptr;
#include "builtins/numpy/blas.def"
#undef TPY_BLAS_FN
};
// The entry points of blas.def, loading liblapacke.so.3 on the first call
// (thread-safe); null when it or a symbol is missing, the reason in `why`.
// No raise.
const BlasApi* blas_api(std::string* why = nullptr);

// ---- BLAS products (np_blas.cpp; no raise, no allocation visible to the VM)
// Whether BLAS multiplies this dtype (float32, float64, complex128).
bool blas_dtype(DType dt);
// out (m×n, row stride ldo elements, unit column stride) = x (m×k at byte
// strides xs0, xs1) · y (k×n at ys0, ys1). False (the block is then the
// caller's to compute) for a dtype BLAS lacks, sizes past its 32-bit
// integers, no memory for a packed copy, or no BLAS library.
bool blas_matmul(DType dt, int64_t m, int64_t n, int64_t k, const char* x, int64_t xs0, int64_t xs1, const char* y,
                 int64_t ys0, int64_t ys1, char* out, int64_t ldo);

}  // namespace tpy
