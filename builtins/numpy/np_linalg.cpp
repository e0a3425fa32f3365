// np_linalg.cpp — np.linalg's LAPACK functions (inv, solve, det, slogdet,
// eig, eigvals, eigh, eigvalsh, svd, qr, cholesky, lstsq) and
// LinAlgError, as NumPy 1.24's umath_linalg runs them: each matrix of a
// stack is copied into a Fortran-order float64 / complex128 buffer, handed
// to LAPACKE, and the result cast to NumPy's result dtype (float32 inputs
// give float32, integers float64). The composite functions (norm, pinv,
// matrix_power, polyfit, ...) are Python over these: pylib/_tpy_linalg.py,
// reached through the forwarding rows at the end of this file.
#include <cmath>
#include <complex>
#include <cstring>
#include <new>
#include <vector>
#include "builtins/args.h"
#include "builtins/builtins_b.h"
#include "builtins/numpy/np_linalg.h"
#include "vm/dict.h"
#include "vm/frame.h"
#include "vm/run.h"

namespace tpy {

namespace {

using cplx = std::complex<double>;

// ---- errors and argument checks

bool raise_linalg(VM& vm, const std::string& msg) {
  Value la, cls;
  if (!get_attr(vm, Value::object(np_state(vm).module), vm.intern("linalg"), la) ||
      !get_attr(vm, la, vm.intern("LinAlgError"), cls))
    return false;
  return vm.raise(static_cast<TypeObject*>(cls.o), msg);
}

NdArray* arg_matrix(VM& vm, Value v, RootScope& roots, bool square) {
  NdArray* a;
  if (!np_asarray(vm, v, a)) return nullptr;
  roots.add(a);
  if (a->ndim < 2) {
    raise_linalg(vm, std::to_string(a->ndim) + "-dimensional array given. Array must be at least two-dimensional");
    return nullptr;
  }
  if (square && a->shape[a->ndim - 1] != a->shape[a->ndim - 2]) {
    raise_linalg(vm, "Last 2 dimensions of the array must be square");
    return nullptr;
  }
  return a;
}

// NumPy's _commonType: computation in float64 or complex128; the result
// float32 only when every input is float32.
struct LaKind {
  bool cplx = false;
  bool single = true;
  void add(DType d) {
    if (dtype_is_complex(d)) cplx = true;
    if (complex_part_dtype(d) != DType::Float32) single = false;
  }
  DType real() const { return single ? DType::Float32 : DType::Float64; }
  DType full() const { return cplx ? (single ? DType::Complex64 : DType::Complex128) : real(); }
};

bool check_finite(VM& vm, NdArray* a) {
  for (int64_t i = 0; i < a->size; i++) {
    cplx v;
    cast_element(a->dtype, nd_flat_ptr(a, i), DType::Complex128, (char*)&v);
    if (!std::isfinite(v.real()) || !std::isfinite(v.imag()))
      return raise_linalg(vm, "Array must not contain infs or NaNs");
  }
  return true;
}

// ---- stacks of matrices

// Byte offsets of each matrix of a's stack (its first ndim - core dims), C order.
std::vector<int64_t> stack_offsets(const NdArray* a, int core) {
  int nd = a->ndim - core;
  int64_t total = 1;
  for (int d = 0; d < nd; d++) total *= a->shape[d];
  std::vector<int64_t> offs(total);
  int64_t idx[kMaxDims] = {};
  for (int64_t i = 0; i < total; i++) {
    int64_t off = 0;
    for (int d = 0; d < nd; d++) off += idx[d] * a->strides[d];
    offs[i] = off;
    for (int d = nd - 1; d >= 0 && ++idx[d] == a->shape[d]; d--) idx[d] = 0;
  }
  return offs;
}

// A C-order array of dtype dt shaped like a's stack (its first ndim - core
// dims) followed by `tail`.
NdArray* new_stacked(VM& vm, DType dt, const NdArray* a, int core, std::initializer_list<int64_t> tail,
                     RootScope& roots) {
  int64_t shp[kMaxDims + 2];
  int nd = 0;
  for (int d = 0; d < a->ndim - core; d++) shp[nd++] = a->shape[d];
  for (int64_t t : tail) shp[nd++] = t;
  NdArray* r = nd_new(vm, dt, nd, shp);
  roots.add(r);
  return r;
}

template <class T> constexpr DType dtype_of() { return std::is_same_v<T, double> ? DType::Float64 : DType::Complex128; }

// buf[i + j*ld] = element (i, j) of the m×n matrix at a->data + off (the
// last two dims' strides): Fortran order, converted to T.
// A column per cast_run (a typed strided loop): element-wise dispatch cost
// solve_1000 a fifth of its time (bench/np_linalg.py).
template <class T>
void load(const NdArray* a, int64_t off, int64_t m, int64_t n, T* buf, int64_t ld) {
  int64_t s0 = a->strides[a->ndim - 2], s1 = a->strides[a->ndim - 1];
  for (int64_t j = 0; j < n; j++)
    cast_run(a->dtype, a->data + off + j * s1, s0, dtype_of<T>(), (char*)&buf[j * ld], sizeof(T), m);
}

// The inverse of load for matrix number b of C-order result r (m×n).
template <class T>
void store(NdArray* r, int64_t b, int64_t m, int64_t n, const T* buf, int64_t ld) {
  int sz = r->itemsize();
  char* base = r->data + b * m * n * sz;
  for (int64_t i = 0; i < m; i++)
    cast_run(dtype_of<T>(), (const char*)&buf[i], ld * sizeof(T), r->dtype, base + i * n * sz, sz, n);
}

// Vector number b (of n elements) of C-order result r.
template <class T>
void store_vec(NdArray* r, int64_t b, int64_t n, const T* v) {
  int sz = r->itemsize();
  cast_run(dtype_of<T>(), (const char*)v, sizeof(T), r->dtype, r->data + b * n * sz, sz, n);
}

int ld(int64_t n) { return n > 1 ? (int)n : 1; }

// The loaded LAPACKE (run_stack checks it exists before any call).
const BlasApi& L() { return *blas_api(); }

// Runs f(T()), a loop over a's stack with T the kind's element type
// (cplx or double): nothing for an empty stack (its results are empty
// already, whatever the matrix size), MemoryError when a LAPACK work buffer
// cannot be had, ImportError when LAPACKE cannot be loaded.
template <class F>
bool run_stack(VM& vm, const NdArray* a, const LaKind& k, F&& f) {
  for (int d = 0; d < a->ndim - 2; d++)
    if (a->shape[d] == 0) return true;
  std::string why;
  if (!blas_api(&why))
    return vm.raisef(vm.exc.ImportError, "numpy.linalg needs LAPACKE and OpenBLAS (Debian: liblapacke "
                     "libopenblas0): %s", why.c_str());
  try {
    return k.cplx ? f(cplx()) : f(0.0);
  } catch (const std::bad_alloc&) {
    return vm.raise_no_memory();
  }
}

// ---- LAPACKE by element type

int gesv(int n, int nrhs, double* a, int* ipiv, double* b) {
  return L().LAPACKE_dgesv(LAPACK_COL_MAJOR, n, nrhs, a, ld(n), ipiv, b, ld(n));
}
int gesv(int n, int nrhs, cplx* a, int* ipiv, cplx* b) {
  return L().LAPACKE_zgesv(LAPACK_COL_MAJOR, n, nrhs, a, ld(n), ipiv, b, ld(n));
}
int getrf(int n, double* a, int* ipiv) { return L().LAPACKE_dgetrf(LAPACK_COL_MAJOR, n, n, a, ld(n), ipiv); }
int getrf(int n, cplx* a, int* ipiv) { return L().LAPACKE_zgetrf(LAPACK_COL_MAJOR, n, n, a, ld(n), ipiv); }
int potrf(int n, double* a) { return L().LAPACKE_dpotrf(LAPACK_COL_MAJOR, 'L', n, a, ld(n)); }
int potrf(int n, cplx* a) { return L().LAPACKE_zpotrf(LAPACK_COL_MAJOR, 'L', n, a, ld(n)); }
int evd(char jobz, char uplo, int n, double* a, double* w) {
  return L().LAPACKE_dsyevd(LAPACK_COL_MAJOR, jobz, uplo, n, a, ld(n), w);
}
int evd(char jobz, char uplo, int n, cplx* a, double* w) {
  return L().LAPACKE_zheevd(LAPACK_COL_MAJOR, jobz, uplo, n, a, ld(n), w);
}
int gesdd(char jobz, int m, int n, double* a, double* s, double* u, int ldu, double* vt, int ldvt) {
  return L().LAPACKE_dgesdd(LAPACK_COL_MAJOR, jobz, m, n, a, ld(m), s, u, ldu, vt, ldvt);
}
int gesdd(char jobz, int m, int n, cplx* a, double* s, cplx* u, int ldu, cplx* vt, int ldvt) {
  return L().LAPACKE_zgesdd(LAPACK_COL_MAJOR, jobz, m, n, a, ld(m), s, u, ldu, vt, ldvt);
}
int geqrf(int m, int n, double* a, double* tau) { return L().LAPACKE_dgeqrf(LAPACK_COL_MAJOR, m, n, a, ld(m), tau); }
int geqrf(int m, int n, cplx* a, cplx* tau) { return L().LAPACKE_zgeqrf(LAPACK_COL_MAJOR, m, n, a, ld(m), tau); }
int orgqr(int m, int n, int k, double* a, const double* tau) {
  return L().LAPACKE_dorgqr(LAPACK_COL_MAJOR, m, n, k, a, ld(m), tau);
}
int orgqr(int m, int n, int k, cplx* a, const cplx* tau) {
  return L().LAPACKE_zungqr(LAPACK_COL_MAJOR, m, n, k, a, ld(m), tau);
}
int gelsd(int m, int n, int nrhs, double* a, double* b, int ldb, double* s, double rcond, int* rank) {
  return L().LAPACKE_dgelsd(LAPACK_COL_MAJOR, m, n, nrhs, a, ld(m), b, ldb, s, rcond, rank);
}
int gelsd(int m, int n, int nrhs, cplx* a, cplx* b, int ldb, double* s, double rcond, int* rank) {
  return L().LAPACKE_zgelsd(LAPACK_COL_MAJOR, m, n, nrhs, a, ld(m), b, ldb, s, rcond, rank);
}

// ---- inv, solve

template <class T>
bool inv_stack(VM& vm, NdArray* a, NdArray* r) {
  int64_t n = a->shape[a->ndim - 1];
  std::vector<T> buf(n * n), id(n * n);
  std::vector<int> ipiv(n);
  std::vector<int64_t> offs = stack_offsets(a, 2);
  for (size_t b = 0; b < offs.size(); b++) {
    load(a, offs[b], n, n, buf.data(), n);
    std::fill(id.begin(), id.end(), T(0));
    for (int64_t i = 0; i < n; i++) id[i * n + i] = T(1);
    if (n && gesv((int)n, (int)n, buf.data(), ipiv.data(), id.data()) != 0) return raise_linalg(vm, "Singular matrix");
    store(r, b, n, n, id.data(), n);
  }
  return true;
}

// inv and cholesky: per square matrix of the stack one n×n result of the
// operand's kind, filled by stack(t, a, r) (t: a value of the element type).
template <class F>
bool square_result(VM& vm, CallArgs& ca, const char* name, F&& stack, Value& out) {
  Value args[1];
  if (!bind_args(vm, ca, name, {"a"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = arg_matrix(vm, args[0], roots, true);
  if (!a) return false;
  LaKind k;
  k.add(a->dtype);
  int64_t n = a->shape[a->ndim - 1];
  NdArray* r = new_stacked(vm, k.full(), a, 2, {n, n}, roots);
  if (!r || !run_stack(vm, a, k, [&](auto t) { return stack(t, a, r); })) return false;
  out = Value::object(r);
  return true;
}

bool linalg_inv(VM& vm, CallArgs& ca, Value& out) {
  return square_result(
      vm, ca, "inv", [&](auto t, NdArray* a, NdArray* r) { return inv_stack<decltype(t)>(vm, a, r); }, out);
}

// Views of a and b whose stack dimensions broadcast to one shape (NumPy's
// gufunc broadcasting); `req` is the core shape NumPy's message names.
bool broadcast_stacks(VM& vm, NdArray*& a, int acore, NdArray*& b, int bcore, const std::string& req,
                      RootScope& roots) {
  int na = a->ndim - acore, nb = b->ndim - bcore, nd = na > nb ? na : nb;
  int64_t shp[kMaxDims];
  for (int d = 0; d < nd; d++) {
    int da = d - (nd - na), db = d - (nd - nb);
    int64_t sa = da >= 0 ? a->shape[da] : 1, sb = db >= 0 ? b->shape[db] : 1;
    if (sa != sb && sa != 1 && sb != 1) {
      auto remapped = [](const NdArray* x, int core) {
        std::string s = shape_text(x->ndim, x->shape, true) + "->(";
        for (int i = 0; i < x->ndim - core; i++) s += std::to_string(x->shape[i]) + ",";
        for (int i = 0; i < core; i++) s += std::string("newaxis") + (i + 1 < core ? "," : "");
        return s + ")";
      };
      return vm.raisef(vm.exc.ValueError,
                       "operands could not be broadcast together with remapped shapes [original->remapped]: %s %s  "
                       "and requested shape %s",
                       remapped(a, acore).c_str(), remapped(b, bcore).c_str(), req.c_str());
    }
    shp[d] = sa == 1 ? sb : sa;
  }
  auto expand = [&](NdArray*& x, int core) {
    int64_t s[kMaxDims], st[kMaxDims];
    int nx = x->ndim - core;
    for (int d = 0; d < nd; d++) {
      int dx = d - (nd - nx);
      s[d] = shp[d];
      st[d] = dx >= 0 && x->shape[dx] != 1 ? x->strides[dx] : 0;
    }
    for (int c = 0; c < core; c++) s[nd + c] = x->shape[nx + c], st[nd + c] = x->strides[nx + c];
    x = nd_view(vm, x, x->dtype, x->data, nd + core, s, st);
    roots.add(x);
    return x != nullptr;
  };
  return expand(a, acore) && expand(b, bcore);
}

template <class T>
bool solve_stack(VM& vm, NdArray* a, NdArray* b, bool vec, NdArray* r) {
  int64_t n = a->shape[a->ndim - 1], nrhs = vec ? 1 : b->shape[b->ndim - 1];
  std::vector<T> abuf(n * n), bbuf(n * nrhs);
  std::vector<int> ipiv(n);
  std::vector<int64_t> ao = stack_offsets(a, 2), bo = stack_offsets(b, vec ? 1 : 2);
  for (size_t i = 0; i < ao.size(); i++) {
    load(a, ao[i], n, n, abuf.data(), n);
    if (vec) {
      int64_t s = b->strides[b->ndim - 1];
      for (int64_t j = 0; j < n; j++) cast_element(b->dtype, b->data + bo[i] + j * s, dtype_of<T>(), (char*)&bbuf[j]);
    } else {
      load(b, bo[i], n, nrhs, bbuf.data(), n);
    }
    if (n && nrhs && gesv((int)n, (int)nrhs, abuf.data(), ipiv.data(), bbuf.data()) != 0)
      return raise_linalg(vm, "Singular matrix");
    if (vec) store_vec(r, i, n, bbuf.data());
    else store(r, i, n, nrhs, bbuf.data(), n);
  }
  return true;
}

bool linalg_solve(VM& vm, CallArgs& ca, Value& out) {
  Value args[2];
  if (!bind_args(vm, ca, "solve", {"a", "b"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray* a = arg_matrix(vm, args[0], roots, true);
  NdArray* b;
  if (!a || !np_asarray(vm, args[1], b)) return false;
  roots.add(b);
  LaKind k;
  k.add(a->dtype);
  k.add(b->dtype);
  bool vec = b->ndim == a->ndim - 1;
  int64_t n = a->shape[a->ndim - 1];
  const char* sig = vec ? "solve1: " : "solve: ";
  const char* core = vec ? "(m,m),(m)->(m)" : "(m,m),(m,n)->(m,n)";
  int need = vec ? 1 : 2;
  if (b->ndim < need)
    return vm.raisef(vm.exc.ValueError,
                     "%sInput operand 1 does not have enough dimensions (has %d, gufunc core with signature %s "
                     "requires %d)", sig, b->ndim, core, need);
  int64_t bm = b->shape[b->ndim - need];
  if (bm != n)
    return vm.raisef(vm.exc.ValueError,
                     "%sInput operand 1 has a mismatch in its core dimension 0, with gufunc signature %s (size %lld "
                     "is different from %lld)", sig, core, (long long)bm, (long long)n);
  int64_t nrhs = vec ? 1 : b->shape[b->ndim - 1];
  std::string req = vec ? "(" + std::to_string(n) + ",)" : "(" + std::to_string(n) + "," + std::to_string(nrhs) + ")";
  if (!broadcast_stacks(vm, a, 2, b, need, req, roots)) return false;
  NdArray* r = vec ? new_stacked(vm, k.full(), a, 2, {n}, roots) : new_stacked(vm, k.full(), a, 2, {n, nrhs}, roots);
  if (!r) return false;
  if (!run_stack(vm, a, k, [&](auto t) { return solve_stack<decltype(t)>(vm, a, b, vec, r); }))
    return false;
  out = Value::object(r);
  return true;
}

// ---- det, slogdet (NumPy's: LU, the sign from the pivots and the
// diagonal, the log of |det| summed; det = sign * exp(logdet))

void slogdet_one(int n, double* a, int* ipiv, double& sign, double& logdet) {
  if (n && getrf(n, a, ipiv) > 0) { sign = 0, logdet = -INFINITY; return; }
  int changes = 0;
  for (int i = 0; i < n; i++) changes += ipiv[i] != i + 1;
  sign = changes % 2 ? -1.0 : 1.0, logdet = 0;
  for (int i = 0; i < n; i++) {
    double d = a[i * n + i];
    if (d < 0) sign = -sign, d = -d;
    logdet += std::log(d);
  }
}

void slogdet_one(int n, cplx* a, int* ipiv, cplx& sign, double& logdet) {
  if (n && getrf(n, a, ipiv) > 0) { sign = 0, logdet = -INFINITY; return; }
  int changes = 0;
  for (int i = 0; i < n; i++) changes += ipiv[i] != i + 1;
  double sr = changes % 2 ? -1.0 : 1.0, si = 0;
  logdet = 0;
  for (int i = 0; i < n; i++) {
    cplx d = a[i * n + i];
    double ad = std::hypot(d.real(), d.imag()), er = d.real() / ad, ei = d.imag() / ad;
    double nr = sr * er - si * ei, ni = sr * ei + si * er;
    sr = nr, si = ni;
    logdet += std::log(ad);
  }
  sign = cplx(sr, si);
}

template <class T>
void slogdet_stack(NdArray* a, NdArray* sign, NdArray* logdet, NdArray* det) {
  int64_t n = a->shape[a->ndim - 1];
  std::vector<T> buf(n * n);
  std::vector<int> ipiv(n);
  std::vector<int64_t> offs = stack_offsets(a, 2);
  for (size_t b = 0; b < offs.size(); b++) {
    load(a, offs[b], n, n, buf.data(), n);
    T s;
    double l;
    slogdet_one((int)n, buf.data(), ipiv.data(), s, l);
    if (det) {
      double e = std::exp(l);
      T d;
      if constexpr (std::is_same_v<T, double>) d = s * e;
      else d = cplx(s.real() * e - s.imag() * 0.0, s.real() * 0.0 + s.imag() * e);
      store_vec(det, b, 1, &d);
    } else {
      store_vec(sign, b, 1, &s);
      store_vec(logdet, b, 1, &l);
    }
  }
}

bool do_det(VM& vm, CallArgs& ca, bool slog, Value& out) {
  Value args[1];
  if (!bind_args(vm, ca, slog ? "slogdet" : "det", {"a"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = arg_matrix(vm, args[0], roots, true);
  if (!a) return false;
  LaKind k;
  k.add(a->dtype);
  NdArray *sign = nullptr, *logdet = nullptr, *det = nullptr;
  if (slog) {
    sign = new_stacked(vm, k.full(), a, 2, {}, roots);
    logdet = new_stacked(vm, k.real(), a, 2, {}, roots);
    if (!sign || !logdet) return false;
  } else if (!(det = new_stacked(vm, k.full(), a, 2, {}, roots))) {
    return false;
  }
  if (!run_stack(vm, a, k, [&](auto t) {
        slogdet_stack<decltype(t)>(a, sign, logdet, det);
        return true;
      }))
    return false;
  if (!slog) {
    out = np_result(vm, det, true);
    return true;
  }
  Value s = np_result(vm, sign, true);
  roots.add(s);
  Value l = np_result(vm, logdet, true);
  roots.add(l);
  out = Value::object(vm.new_tuple({s, l}));
  return true;
}

bool linalg_det(VM& vm, CallArgs& ca, Value& out) { return do_det(vm, ca, false, out); }
bool linalg_slogdet(VM& vm, CallArgs& ca, Value& out) { return do_det(vm, ca, true, out); }

// ---- eig, eigvals (geev; a real matrix's results are complex only when
// some eigenvalue is)

// Eigenvalues w and (when v) right eigenvectors of one real n×n matrix, as
// complex numbers (conjugate pairs unpacked from dgeev's real storage).
int geev_one(int n, double* a, cplx* w, cplx* v) {
  std::vector<double> wr(n), wi(n), vr(v ? n * n : 1);
  int info = L().LAPACKE_dgeev(LAPACK_COL_MAJOR, 'N', v ? 'V' : 'N', n, a, ld(n), wr.data(), wi.data(), nullptr, 1,
                           vr.data(), v ? ld(n) : 1);
  if (info) return info;
  for (int j = 0; j < n; j++) w[j] = cplx(wr[j], wi[j]);
  if (!v) return 0;
  for (int j = 0; j < n; j++) {
    if (wi[j] != 0 && j + 1 < n) {
      for (int i = 0; i < n; i++) {
        v[i + j * n] = cplx(vr[i + j * n], vr[i + (j + 1) * n]);
        v[i + (j + 1) * n] = cplx(vr[i + j * n], -vr[i + (j + 1) * n]);
      }
      j++;
    } else {
      for (int i = 0; i < n; i++) v[i + j * n] = vr[i + j * n];
    }
  }
  return 0;
}

int geev_one(int n, cplx* a, cplx* w, cplx* v) {
  return L().LAPACKE_zgeev(LAPACK_COL_MAJOR, 'N', v ? 'V' : 'N', n, a, ld(n), w, nullptr, 1, v, v ? ld(n) : 1);
}

template <class T>
bool eig_stack(VM& vm, NdArray* a, NdArray* w, NdArray* v, bool& all_real) {
  int64_t n = a->shape[a->ndim - 1];
  std::vector<T> buf(n * n);
  std::vector<cplx> wb(n), vb(n * n);
  std::vector<int64_t> offs = stack_offsets(a, 2);
  for (size_t b = 0; b < offs.size(); b++) {
    load(a, offs[b], n, n, buf.data(), n);
    if (n && geev_one((int)n, buf.data(), wb.data(), v ? vb.data() : nullptr) != 0)
      return raise_linalg(vm, "Eigenvalues did not converge");
    for (int64_t i = 0; i < n; i++) all_real = all_real && wb[i].imag() == 0;
    store_vec(w, b, n, wb.data());
    if (v) store(v, b, n, n, vb.data(), n);
  }
  return true;
}

// The real part of complex128 array x as a new array of dtype dt.
NdArray* real_part(VM& vm, NdArray* x, DType dt, RootScope& roots) {
  NdArray* r = nd_new(vm, dt, x->ndim, x->shape);
  if (!r) return nullptr;
  roots.add(r);
  for (int64_t i = 0; i < x->size; i++)
    cast_element(DType::Float64, x->data + i * 16, dt, r->data + i * r->itemsize());
  return r;
}

bool do_eig(VM& vm, CallArgs& ca, bool vectors, Value& out) {
  Value args[1];
  if (!bind_args(vm, ca, vectors ? "eig" : "eigvals", {"a"}, 1, args)) return false;
  RootScope roots(vm);
  NdArray* a = arg_matrix(vm, args[0], roots, true);
  if (!a || !check_finite(vm, a)) return false;
  LaKind k;
  k.add(a->dtype);
  int64_t n = a->shape[a->ndim - 1];
  NdArray* w = new_stacked(vm, DType::Complex128, a, 2, {n}, roots);
  NdArray* v = vectors ? new_stacked(vm, DType::Complex128, a, 2, {n, n}, roots) : nullptr;
  if (!w || (vectors && !v)) return false;
  bool all_real = true;
  if (!run_stack(vm, a, k, [&](auto t) { return eig_stack<decltype(t)>(vm, a, w, v, all_real); }))
    return false;
  if (!k.cplx && all_real) {
    if (!(w = real_part(vm, w, k.real(), roots))) return false;
    if (v && !(v = real_part(vm, v, k.real(), roots))) return false;
  }
  out = vectors ? Value::object(vm.new_tuple({Value::object(w), Value::object(v)})) : Value::object(w);
  return true;
}

bool linalg_eig(VM& vm, CallArgs& ca, Value& out) { return do_eig(vm, ca, true, out); }
bool linalg_eigvals(VM& vm, CallArgs& ca, Value& out) { return do_eig(vm, ca, false, out); }

// ---- eigh, eigvalsh (syevd / heevd on the UPLO triangle)

template <class T>
bool eigh_stack(VM& vm, NdArray* a, char uplo, NdArray* w, NdArray* v) {
  int64_t n = a->shape[a->ndim - 1];
  std::vector<T> buf(n * n);
  std::vector<double> wb(n);
  std::vector<int64_t> offs = stack_offsets(a, 2);
  for (size_t b = 0; b < offs.size(); b++) {
    load(a, offs[b], n, n, buf.data(), n);
    if (n && evd(v ? 'V' : 'N', uplo, (int)n, buf.data(), wb.data()) != 0)
      return raise_linalg(vm, "Eigenvalues did not converge");
    store_vec(w, b, n, wb.data());
    if (v) store(v, b, n, n, buf.data(), n);
  }
  return true;
}

bool do_eigh(VM& vm, CallArgs& ca, bool vectors, Value& out) {
  Value args[2];
  if (!bind_args(vm, ca, vectors ? "eigh" : "eigvalsh", {"a", "UPLO"}, 1, args)) return false;
  char uplo = 'L';
  if (!args[1].is_undef()) {
    Value upper, up;
    if (!get_attr(vm, args[1], vm.intern("upper"), upper) || !call(vm, upper, nullptr, 0, nullptr, up)) return false;
    std::string_view u = is_str(up) ? str_view(up) : "";
    if (u != "L" && u != "U") return vm.raise(vm.exc.ValueError, "UPLO argument must be 'L' or 'U'");
    uplo = u[0];
  }
  RootScope roots(vm);
  NdArray* a = arg_matrix(vm, args[0], roots, true);
  if (!a) return false;
  LaKind k;
  k.add(a->dtype);
  int64_t n = a->shape[a->ndim - 1];
  NdArray* w = new_stacked(vm, k.real(), a, 2, {n}, roots);
  NdArray* v = vectors ? new_stacked(vm, k.full(), a, 2, {n, n}, roots) : nullptr;
  if (!w || (vectors && !v)) return false;
  if (!run_stack(vm, a, k, [&](auto t) { return eigh_stack<decltype(t)>(vm, a, uplo, w, v); }))
    return false;
  out = vectors ? Value::object(vm.new_tuple({Value::object(w), Value::object(v)})) : Value::object(w);
  return true;
}

bool linalg_eigh(VM& vm, CallArgs& ca, Value& out) { return do_eigh(vm, ca, true, out); }
bool linalg_eigvalsh(VM& vm, CallArgs& ca, Value& out) { return do_eigh(vm, ca, false, out); }

// ---- svd (gesdd)

struct SvdOut {
  NdArray *u = nullptr, *s = nullptr, *vt = nullptr;
};

template <class T>
bool svd_stack(VM& vm, NdArray* a, char jobz, SvdOut& r) {
  int64_t m = a->shape[a->ndim - 2], n = a->shape[a->ndim - 1], k = m < n ? m : n;
  int64_t uc = jobz == 'A' ? m : k, vr = jobz == 'A' ? n : k;
  std::vector<T> buf(m * n), u(jobz == 'N' ? 1 : m * uc), vt(jobz == 'N' ? 1 : vr * n);
  std::vector<double> s(k);
  std::vector<int64_t> offs = stack_offsets(a, 2);
  for (size_t b = 0; b < offs.size(); b++) {
    load(a, offs[b], m, n, buf.data(), m);
    if (k && gesdd(jobz, (int)m, (int)n, buf.data(), s.data(), u.data(), ld(m), vt.data(), ld(vr)) != 0)
      return raise_linalg(vm, "SVD did not converge");
    store_vec(r.s, b, k, s.data());
    if (jobz == 'N') continue;
    if (!k) {  // an empty matrix: the complete factors are identities
      for (int64_t i = 0; i < m * uc; i++) u[i] = T(i % (m + 1) == 0 ? 1 : 0);
      for (int64_t i = 0; i < vr * n; i++) vt[i] = T(i % (vr + 1) == 0 ? 1 : 0);
    }
    store(r.u, b, m, uc, u.data(), m);
    store(r.vt, b, vr, n, vt.data(), vr);
  }
  return true;
}

// hermitian=True: NumPy's route through eigh, in pylib/_tpy_linalg.py.
bool call_composite(VM& vm, const char* name, Value* args, int nargs, Tuple* kwnames, Value& out) {
  return np_call_pylib(vm, "_tpy_linalg", name, args, nargs, kwnames, out);
}

bool linalg_svd(VM& vm, CallArgs& ca, Value& out) {
  Value args[4];
  if (!bind_args(vm, ca, "svd", {"a", "full_matrices", "compute_uv", "hermitian"}, 1, args)) return false;
  bool full = true, uv = true, herm = false;
  if ((!args[1].is_undef() && !truthy(vm, args[1], full)) || (!args[2].is_undef() && !truthy(vm, args[2], uv)) ||
      (!args[3].is_undef() && !truthy(vm, args[3], herm)))
    return false;
  if (herm) {
    Value pass[3] = {args[0], Value::boolean(full), Value::boolean(uv)};
    return call_composite(vm, "_svd_hermitian", pass, 3, nullptr, out);
  }
  RootScope roots(vm);
  NdArray* a = arg_matrix(vm, args[0], roots, false);
  if (!a) return false;
  LaKind k;
  k.add(a->dtype);
  int64_t m = a->shape[a->ndim - 2], n = a->shape[a->ndim - 1], mn = m < n ? m : n;
  char jobz = !uv ? 'N' : full ? 'A' : 'S';
  SvdOut r;
  if (!(r.s = new_stacked(vm, k.real(), a, 2, {mn}, roots))) return false;
  if (uv && (!(r.u = new_stacked(vm, k.full(), a, 2, {m, full ? m : mn}, roots)) ||
             !(r.vt = new_stacked(vm, k.full(), a, 2, {full ? n : mn, n}, roots))))
    return false;
  if (!run_stack(vm, a, k, [&](auto t) { return svd_stack<decltype(t)>(vm, a, jobz, r); }))
    return false;
  out = uv ? Value::object(vm.new_tuple({Value::object(r.u), Value::object(r.s), Value::object(r.vt)}))
           : Value::object(r.s);
  return true;
}

// ---- qr (geqrf, then orgqr / ungqr for Q)

template <class T>
void qr_stack(NdArray* a, bool complete, NdArray* q, NdArray* r) {
  int64_t m = a->shape[a->ndim - 2], n = a->shape[a->ndim - 1], k = m < n ? m : n;
  int64_t rr = complete ? m : k, qc = complete ? m : k;
  std::vector<T> buf(m * n), tau(k > 0 ? k : 1), qb(m * qc > 0 ? m * qc : 1), rb(rr * n > 0 ? rr * n : 1);
  std::vector<int64_t> offs = stack_offsets(a, 2);
  for (size_t b = 0; b < offs.size(); b++) {
    load(a, offs[b], m, n, buf.data(), m);
    if (k) geqrf((int)m, (int)n, buf.data(), tau.data());
    for (int64_t j = 0; j < n; j++)
      for (int64_t i = 0; i < rr; i++) rb[i + j * rr] = i <= j && i < m ? buf[i + j * m] : T(0);
    store(r, b, rr, n, rb.data(), rr);
    if (!q) continue;
    std::fill(qb.begin(), qb.end(), T(0));
    for (int64_t j = 0; j < qc && j < n; j++)
      for (int64_t i = 0; i < m; i++) qb[i + j * m] = buf[i + j * m];
    if (k) orgqr((int)m, (int)qc, (int)k, qb.data(), tau.data());
    else
      for (int64_t i = 0; i < qc && i < m; i++) qb[i + i * m] = T(1);
    store(q, b, m, qc, qb.data(), m);
  }
}

bool linalg_qr(VM& vm, CallArgs& ca, Value& out) {
  Value args[2];
  if (!bind_args(vm, ca, "qr", {"a", "mode"}, 1, args)) return false;
  std::string mode = "reduced";
  if (!args[1].is_undef()) {
    if (!is_str(args[1])) {
      Str* r;
      if (!to_repr(vm, args[1], r)) return false;
      return vm.raisef(vm.exc.ValueError, "Unrecognized mode '%s'", r->text().c_str());
    }
    mode = std::string(str_view(args[1]));
  }
  if (mode == "raw" || mode == "full" || mode == "f" || mode == "economic" || mode == "e")
    return vm.raisef(vm.exc.ValueError, "qr(mode='%s') is not supported by tpy yet", mode.c_str());
  if (mode != "reduced" && mode != "complete" && mode != "r")
    return vm.raisef(vm.exc.ValueError, "Unrecognized mode '%s'", mode.c_str());
  RootScope roots(vm);
  NdArray* a = arg_matrix(vm, args[0], roots, false);
  if (!a) return false;
  LaKind k;
  k.add(a->dtype);
  int64_t m = a->shape[a->ndim - 2], n = a->shape[a->ndim - 1], mn = m < n ? m : n;
  bool complete = mode == "complete";
  NdArray* r = new_stacked(vm, k.full(), a, 2, {complete ? m : mn, n}, roots);
  NdArray* q = mode == "r" ? nullptr : new_stacked(vm, k.full(), a, 2, {m, complete ? m : mn}, roots);
  if (!r || (mode != "r" && !q)) return false;
  if (!run_stack(vm, a, k, [&](auto t) {
        qr_stack<decltype(t)>(a, complete, q, r);
        return true;
      }))
    return false;
  out = q ? Value::object(vm.new_tuple({Value::object(q), Value::object(r)})) : Value::object(r);
  return true;
}

// ---- cholesky (potrf on the lower triangle)

template <class T>
bool cholesky_stack(VM& vm, NdArray* a, NdArray* r) {
  int64_t n = a->shape[a->ndim - 1];
  std::vector<T> buf(n * n);
  std::vector<int64_t> offs = stack_offsets(a, 2);
  for (size_t b = 0; b < offs.size(); b++) {
    load(a, offs[b], n, n, buf.data(), n);
    if (n && potrf((int)n, buf.data()) != 0) return raise_linalg(vm, "Matrix is not positive definite");
    for (int64_t j = 1; j < n; j++)
      for (int64_t i = 0; i < j; i++) buf[i + j * n] = T(0);
    store(r, b, n, n, buf.data(), n);
  }
  return true;
}

bool linalg_cholesky(VM& vm, CallArgs& ca, Value& out) {
  return square_result(
      vm, ca, "cholesky", [&](auto t, NdArray* a, NdArray* r) { return cholesky_stack<decltype(t)>(vm, a, r); }, out);
}

// ---- lstsq (gelsd)

struct LstsqOut {
  NdArray *x, *resid, *s;
  int rank = 0;
};

// False when gelsd fails (NaNs or infinities: LAPACK's xerbla would
// print its complaint first, so those are caught before the call).
template <class T>
bool lstsq_solve(NdArray* a, NdArray* b, double rcond, LstsqOut& r) {
  int64_t m = a->shape[0], n = a->shape[1], nrhs = b->shape[1], k = m < n ? m : n, ldb = m > n ? m : n;
  if (ldb < 1) ldb = 1;
  int64_t cols = nrhs > 0 ? nrhs : 1;
  std::vector<T> abuf(m * n > 0 ? m * n : 1), bbuf(ldb * cols, T(0));
  std::vector<double> s(k > 0 ? k : 1);
  load(a, 0, m, n, abuf.data(), m);
  load(b, 0, m, nrhs, bbuf.data(), ldb);
  auto finite = [](const std::vector<T>& v) {
    for (const T& x : v)
      if (!std::isfinite(std::abs(x))) return false;
    return true;
  };
  if (!finite(abuf) || !finite(bbuf)) return false;
  if (k && gelsd((int)m, (int)n, (int)cols, abuf.data(), bbuf.data(), (int)ldb, s.data(), rcond, &r.rank) != 0)
    return false;
  if (!k) std::fill(bbuf.begin(), bbuf.end(), T(0));
  store(r.x, 0, n, nrhs, bbuf.data(), ldb);
  store_vec(r.s, 0, k, s.data());
  if (r.rank != n || m <= n) return true;
  for (int64_t j = 0; j < nrhs; j++) {
    double acc = 0;
    for (int64_t i = n; i < m; i++) acc += std::norm(cplx(bbuf[i + j * ldb]));
    store_vec(r.resid, j, 1, &acc);
  }
  return true;
}

bool linalg_lstsq(VM& vm, CallArgs& ca, Value& out) {
  Value args[3];
  if (!bind_args(vm, ca, "lstsq", {"a", "b", "rcond"}, 2, args)) return false;
  RootScope roots(vm);
  NdArray *a, *b;
  if (!np_asarray(vm, args[0], a)) return false;
  roots.add(a);
  if (!np_asarray(vm, args[1], b)) return false;
  roots.add(b);
  bool vec = b->ndim == 1;
  if (vec) {
    int64_t shp[2] = {b->shape[0], 1}, st[2] = {b->strides[0], 0};
    if (!(b = nd_view(vm, b, b->dtype, b->data, 2, shp, st))) return false;
    roots.add(b);
  }
  for (NdArray* x : {a, b})
    if (x->ndim != 2)
      return raise_linalg(vm, std::to_string(x->ndim) + "-dimensional array given. Array must be two-dimensional");
  int64_t m = a->shape[0], n = a->shape[1], nrhs = b->shape[1];
  if (b->shape[0] != m) return raise_linalg(vm, "Incompatible dimensions");
  LaKind k;
  k.add(a->dtype);
  k.add(b->dtype);
  double rcond = -1;
  if (args[2].is_undef() || (is_str(args[2]) && str_view(args[2]) == "warn")) {
    if (!np_warn(vm, vm.exc.FutureWarning, "`rcond` parameter will change to the default of machine precision times ``max(M, N)`` "
                         "where M and N are the input matrix dimensions.\nTo use the future default and silence "
                         "this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass "
                         "`rcond=-1`."))
      return false;
  } else if (args[2].is_none()) {
    rcond = 2.220446049250313e-16 * (double)(m > n ? m : n);
  } else if (!to_double(vm, args[2], rcond, "rcond")) {
    return false;
  }
  LstsqOut r;
  int64_t xs[2] = {n, nrhs}, mn = m < n ? m : n;
  r.x = nd_new(vm, k.full(), 2, xs);
  roots.add(r.x);
  r.s = nd_new(vm, k.real(), 1, &mn);
  roots.add(r.s);
  r.resid = nd_new(vm, k.real(), 1, &nrhs);
  roots.add(r.resid);
  if (!r.x || !r.s || !r.resid) return false;
  if (!run_stack(vm, a, k, [&](auto t) {
        return lstsq_solve<decltype(t)>(a, b, rcond, r) ||
               raise_linalg(vm, "SVD did not converge in Linear Least Squares");
      }))
    return false;
  if (r.rank != n || m <= n) {
    int64_t zero = 0;
    if (!(r.resid = nd_new(vm, k.real(), 1, &zero))) return false;
    roots.add(r.resid);
  }
  NdArray* x = r.x;
  if (vec && !(x = nd_view(vm, r.x, r.x->dtype, r.x->data, 1, &n, r.x->strides))) return false;
  out = Value::object(
      vm.new_tuple({Value::object(x), Value::object(r.resid), nd_box(vm, DType::Int32, (const char*)&r.rank), Value::object(r.s)}));
  return true;
}

// ---- conj

bool do_conj(VM& vm, Value v, Value& out) {
  RootScope roots(vm);
  NdArray* a;
  if (!np_asarray(vm, v, a)) return false;
  roots.add(a);
  NdArray* r = nd_copy_as(vm, a, a->dtype);
  if (!r) return false;
  roots.add(r);
  if (r->dtype == DType::Complex128) {
    double* p = (double*)r->data;
    for (int64_t i = 0; i < r->size; i++) p[2 * i + 1] = -p[2 * i + 1];
  } else if (r->dtype == DType::Complex64) {
    float* p = (float*)r->data;
    for (int64_t i = 0; i < r->size; i++) p[2 * i + 1] = -p[2 * i + 1];
  }
  out = np_result(vm, r, a->ndim == 0);
  return true;
}

bool fn_conj(VM& vm, CallArgs& ca, Value& out) { return do_conj(vm, ca.args[0], out); }

// ---- the composite functions: rows that call pylib/_tpy_linalg.py's
// function of the same name

bool forward(VM& vm, CallArgs& ca, Value& out) {
  return call_composite(vm, ca.def->name, ca.args, ca.nargs, ca.kwnames, out);
}

const NativeDef kLinalgFunctions[] = {
    {"inv", linalg_inv, 1, 1, true, JitHint::None},
    {"solve", linalg_solve, 2, 2, true, JitHint::None},
    {"det", linalg_det, 1, 1, true, JitHint::None},
    {"slogdet", linalg_slogdet, 1, 1, true, JitHint::None},
    {"eig", linalg_eig, 1, 1, true, JitHint::None},
    {"eigvals", linalg_eigvals, 1, 1, true, JitHint::None},
    {"eigh", linalg_eigh, 1, 2, true, JitHint::None},
    {"eigvalsh", linalg_eigvalsh, 1, 2, true, JitHint::None},
    {"svd", linalg_svd, 1, 4, true, JitHint::None},
    {"qr", linalg_qr, 1, 2, true, JitHint::None},
    {"cholesky", linalg_cholesky, 1, 1, true, JitHint::None},
    {"lstsq", linalg_lstsq, 2, 3, true, JitHint::None},
    {"norm", forward, 1, 4, true, JitHint::None},
    {"pinv", forward, 1, 3, true, JitHint::None},
    {"matrix_rank", forward, 1, 3, true, JitHint::None},
    {"matrix_power", forward, 2, 2, true, JitHint::None},
    {"cond", forward, 1, 2, true, JitHint::None},
    {"multi_dot", forward, 1, 2, true, JitHint::None},
};

const NativeDef kNumpyFunctions[] = {
    {"conj", fn_conj, 1, 1, false, JitHint::None},
    {"conjugate", fn_conj, 1, 1, false, JitHint::None},
    {"tensordot", forward, 2, 3, true, JitHint::None},
    {"inner", forward, 2, 2, false, JitHint::None},
    {"vdot", forward, 2, 2, false, JitHint::None},
    {"kron", forward, 2, 2, false, JitHint::None},
    {"trace", forward, 1, 6, true, JitHint::None},
    {"polyfit", forward, 3, 7, true, JitHint::None},
    {"polyval", forward, 2, 2, true, JitHint::None},
    {"roots", forward, 1, 1, true, JitHint::None},
    {"polyadd", forward, 2, 2, true, JitHint::None},
    {"polysub", forward, 2, 2, true, JitHint::None},
    {"polymul", forward, 2, 2, true, JitHint::None},
    {"polyder", forward, 1, 2, true, JitHint::None},
    {"polyint", forward, 1, 3, true, JitHint::None},
    {"poly1d", forward, 1, 3, true, JitHint::None},  // the class once _tpy_linalg is imported
};

const NativeDef kArrayMethods[] = {
    {"conj", fn_conj, 1, 1, false, JitHint::None},
    {"conjugate", fn_conj, 1, 1, false, JitHint::None},
    {"trace", forward, 1, 6, true, JitHint::None},
};

}  // namespace

void add_linalg_functions(VM& vm, Module* np) {
  Module* linalg = vm.new_module("numpy.linalg");
  set_module_attr(vm, np, "linalg", Value::object(linalg));
  add_module_functions(vm, linalg, kLinalgFunctions);
  add_module_functions(vm, np, kNumpyFunctions);
  vm.add_methods(np_state(vm).ndarray, kArrayMethods);
  TypeObject* err = vm.new_builtin_type("LinAlgError", Layout::Exception, vm.exc.Exception);
  err->module = vm.str_value("numpy.linalg");  // printed as numpy.linalg.LinAlgError, as NumPy's
  set_module_attr(vm, linalg, "LinAlgError", Value::object(err));
}

}  // namespace tpy
